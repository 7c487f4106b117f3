"""The Bid Euchre arena: duplicate deals between two players, and the numbers that say which is stronger.

**Duplicate deals.**  Deal ``i`` comes from its own seeded RNG and is played twice with the same cards and
the same dealer: side A on the even seats and B on the odd ones, then the other way round, so the luck of
the cards cancels.  Every hand is played from a score of 0-0 (no player here reads the score).

**Margin.**  In a play, A's points minus B's (each side's points for the hand, the defenders' tricks
included when the rules count them).  A deal's margin is the mean over its two plays; the reported margin
is the mean over deals, with a 95% confidence interval from the spread of the per-deal margins.

**Reproducibility.**  Deals and every player's RNG come from the seed alone, and deals are cut into blocks
that do not depend on ``jobs``, so any number of worker processes gives the same results; only the
decision times differ between runs.
"""

from __future__ import annotations

import concurrent.futures
import dataclasses
import math
import random
import shlex
import statistics
import time
from collections.abc import Callable
from typing import Any, Final

from ...engine.bid import BidDeal, BidHandState, BidOutcome, BidPhase, BidResult, BidRules, BidView
from .base import BidBot, RandomBidBot
from .easy import EasyBidBot
from .expert import ExpertBidBot
from .external import ExternalBidBot
from .standard import StandardBidBot

__all__ = ["BID_BOTS", "DuplicateTally", "make_bot", "play_duplicate", "play_hand", "run_pairing"]

BID_BOTS: Final[dict[str, Callable[[], BidBot]]] = {
    "random": RandomBidBot, "easy": EasyBidBot, "standard": StandardBidBot, "expert": ExpertBidBot}
"""The players the arena can seat, by name."""

BLOCK: Final = 25
"""Deals per unit of work: fixed, so results do not depend on how many processes share the work."""


@dataclasses.dataclass(slots=True)
class DuplicateTally:
    """What a run of duplicate deals gathered, mergeable across blocks."""

    margins: list[float] = dataclasses.field(default_factory=list)
    """A's margin per deal (mean of its two plays)."""
    points: list[list[int]] = dataclasses.field(default_factory=lambda: [[], []])
    """A's and B's points per hand played."""
    contracts: list[int] = dataclasses.field(default_factory=lambda: [0, 0])
    """Hands in which A, B won the bidding."""
    made: list[int] = dataclasses.field(default_factory=lambda: [0, 0])
    """Of those, hands in which the contract was made."""
    moons: list[int] = dataclasses.field(default_factory=lambda: [0, 0])
    """Hands in which A, B shot the moon."""
    decisions: list[list[float]] = dataclasses.field(default_factory=lambda: [[], []])
    """A's and B's decision times, in seconds."""

    def merge(self, other: DuplicateTally) -> None:
        """Add another block's tally to this one."""
        self.margins += other.margins
        for side in (0, 1):
            self.points[side] += other.points[side]
            self.contracts[side] += other.contracts[side]
            self.made[side] += other.made[side]
            self.moons[side] += other.moons[side]
            self.decisions[side] += other.decisions[side]


def play_hand(rules: BidRules, deal: BidDeal, seats: list[BidBot], seed: str,
              clocks: list[list[float]] | None = None) -> BidResult:
    """Play one hand with ``seats[i]`` deciding for seat i, each seat with its own RNG from ``seed``.

    With ``clocks``, each decision's time is appended to ``clocks[seat % 2]``.
    """
    state = BidHandState(rules, deal)
    rngs = [random.Random(f"{seed}/{seat}") for seat in range(rules.seats)]
    # A player in another program follows every action at the table, not only its own turns.
    watchers = [(seat, bot) for seat, bot in enumerate(seats) if isinstance(bot, ExternalBidBot)]
    for seat, bot in watchers:
        bot.start_hand(BidView.of(state, seat))
    while state.phase is not BidPhase.DONE:
        seat = state.to_act
        view = BidView.of(state, seat)
        start = time.perf_counter()
        action = seats[seat].choose(view, rngs[seat])
        if clocks is not None:
            clocks[seat % 2].append(time.perf_counter() - start)
        state.apply(action)  # checked: a player that answers outside the rules fails the run loudly
        for watcher, bot in watchers:
            bot.observe(BidView.of(state, watcher))
    assert state.result is not None
    return state.result


def play_duplicate(rules: BidRules, first: str, second: str, numbers: range, seed: int) -> DuplicateTally:
    """Play deals ``numbers`` twice each, A (``first``) on the even seats and then on the odd ones."""
    tally = DuplicateTally()
    # One program plays one seat, so a program gets a copy per seat; a built-in player serves them all.
    bots = tuple([make_bot(spec) for _ in range(rules.seats)] if spec.startswith("cmd:")
                 else [make_bot(spec)] * rules.seats for spec in (first, second))
    try:
        _play_deals(rules, (bots[0], bots[1]), numbers, seed, tally)
    finally:
        for bot in {id(bot): bot for side in bots for bot in side}.values():
            if isinstance(bot, ExternalBidBot):
                bot.close()
    return tally


def make_bot(spec: str) -> BidBot:
    """The player a spec names: one of ``BID_BOTS``, or ``cmd:<command line>`` for a program speaking the
    external-bot protocol (its failed decisions fall back to Standard)."""
    if spec.startswith("cmd:"):
        return ExternalBidBot(shlex.split(spec[4:]), label=spec, fallback=StandardBidBot())
    if spec not in BID_BOTS:
        raise ValueError(f"no Bid Euchre player {spec!r}: choose one of {', '.join(BID_BOTS)} or cmd:...")
    return BID_BOTS[spec]()


def _play_deals(rules: BidRules, bots: tuple[list[BidBot], list[BidBot]], numbers: range, seed: int,
                tally: DuplicateTally) -> None:
    for number in numbers:
        rng = random.Random(f"bid-arena/{seed}/{number}")
        deal = BidDeal.random(rules, rng.randrange(rules.seats), rng)
        margin = 0.0
        for a_side in (0, 1):
            seats = [bots[0][seat] if seat % 2 == a_side else bots[1][seat] for seat in range(rules.seats)]
            clocks: list[list[float]] = [[], []]
            result = play_hand(rules, deal, seats, f"bid-arena/{seed}/{number}/{a_side}", clocks)
            a_points, b_points = result.points[a_side], result.points[1 - a_side]
            margin += (a_points - b_points) / 2
            tally.points[0].append(a_points)
            tally.points[1].append(b_points)
            tally.decisions[0] += clocks[a_side]
            tally.decisions[1] += clocks[1 - a_side]
            if result.bidding_side is not None and result.bid is not None:
                spec = 0 if result.bidding_side == a_side else 1
                tally.contracts[spec] += 1
                tally.made[spec] += result.outcome in (BidOutcome.MADE, BidOutcome.MOON_MADE)
                tally.moons[spec] += result.bid.moon
        tally.margins.append(margin)


def _percentile(values: list[float], share: float) -> float | None:
    if not values:
        return None
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def run_pairing(rules: BidRules, first: str, second: str, deals: int, seed: int, *,
                jobs: int = 1) -> dict[str, Any]:
    """Play ``deals`` duplicate deals between ``first`` (A) and ``second`` (B); a JSON-ready summary."""
    blocks = [range(start, min(start + BLOCK, deals)) for start in range(0, deals, BLOCK)]
    tally = DuplicateTally()
    if jobs <= 1:
        for block in blocks:
            tally.merge(play_duplicate(rules, first, second, block, seed))
    else:
        with concurrent.futures.ProcessPoolExecutor(jobs) as pool:
            futures = [pool.submit(play_duplicate, rules, first, second, block, seed) for block in blocks]
            for future in futures:
                tally.merge(future.result())
    margin = statistics.fmean(tally.margins) if tally.margins else 0.0
    spread = statistics.stdev(tally.margins) if len(tally.margins) > 1 else 0.0
    half_width = 1.96 * spread / math.sqrt(max(1, len(tally.margins)))
    sides = {}
    for index, (label, spec) in enumerate((("A", first), ("B", second))):
        contracts, points = tally.contracts[index], tally.points[index]
        sides[label] = {
            "spec": spec,
            "points_per_hand": round(statistics.fmean(points), 3) if points else None,
            "contract_rate": round(contracts / max(1, len(points)), 3),
            "make_rate": round(tally.made[index] / contracts, 3) if contracts else None,
            "moon_rate": round(tally.moons[index] / max(1, len(points)), 3),
            "decision_ms": {key: None if value is None else round(value * 1000, 3) for key, value in (
                ("p50", _percentile(tally.decisions[index], 0.5)),
                ("p99", _percentile(tally.decisions[index], 0.99)))},
        }
    return {"side_a": first, "side_b": second, "deals": len(tally.margins), "hands": 2 * len(tally.margins),
            "margin_per_hand": round(margin, 3),
            "margin_ci95": [round(margin - half_width, 3), round(margin + half_width, 3)], "sides": sides}
