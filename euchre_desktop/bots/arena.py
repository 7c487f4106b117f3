"""The arena: duplicate matches between two bot specs, and the numbers that say which is stronger.

**Duplicate deals.**  Deal ``i`` comes from its own seeded RNG and is played once per *seating*, with the
same cards, the same dealer and the same match score every time; only who sits where changes, so the luck
of the cards cancels.  With four players side A sits North/South (seats 0 and 2) in the first play and
East/West in the second.  In cutthroat (three seats) there are six plays: A alone in each seat against two
B seats, then B alone in each seat; every spec sits every seat equally often.

**The match score.**  Bots may bid differently at 9-9 than at 0-0, so each deal is played at a plausible
match score (``scores="match"``, the default): a simple model of a match (``_OUTCOMES`` below) is run to its
end and the score before one of its hands, chosen uniformly, is used.  The score belongs to the seats, not
to the specs, so both plays of a deal face the same situation.  ``scores="zero"`` plays every deal at 0-0.

**Margin.**  In a play, a spec's points are the mean over the seats it holds of the points scored by that
seat's side (with partners: simply its side's points; in cutthroat: one seat's points, or the mean of two
seats').  The margin of a play is A's points minus B's; a deal's margin is the mean over its plays, and the
reported margin is the mean over deals with a 95% confidence interval (normal approximation, from the
spread of the per-deal margins).  Two equal bots have an expected margin of exactly zero.

**Match win rate.**  Matches to ``match_target`` (10 unless set) are simulated by drawing hands at random
from the plays observed (with partners: the side points of any play; in cutthroat: the plays where A sat
alone, so it estimates A's chance against two B players, fair share one third).  It ignores the dealer's
position and the match score's effect on bidding: an estimate, not a measurement.

**Reproducibility.**  Deals, scores and every bot's RNG (one per deal, play and seat) come from the seed
alone, and the deals are cut into blocks that do not depend on ``jobs``, so the same seed gives the same
results with any number of worker processes (for bots that are deterministic given their RNG).  Only the
timings (``elapsed_s``, ``decision_ms``) differ between runs.

**Result keys** (``run_arena`` returns them; ``python -m euchre_desktop.arena --json`` prints them):
``arena_version``, ``side_a``, ``side_b``, ``rules`` (preset name or null), ``rules_options``, ``seed``,
``deals``, ``plays_per_deal``, ``hands``, ``scores``, ``margin_per_hand``, ``margin_ci95`` ([low, high]),
``margin_stderr``, ``point_share`` (A's share of all points scored), ``match_target``, ``match_win_rate``,
``match_win_rate_fair``, ``no_score_hands`` (thrown in or redealt), ``elapsed_s`` and ``sides``: ``A`` and
``B``, each with ``spec``, ``hands`` (cutthroat: seat-hands), ``points_per_hand``, ``call_rate`` (it named
trump), ``make_rate``, ``march_rate`` and ``euchred_rate`` (of its calls), ``euchre_rate`` (it euchred the
makers, per hand), ``loner_rate`` (per hand), ``loner_make_rate``, ``loner_march_rate`` (of its loners),
``defend_alone_rate``, ``decision_ms`` (``count``, ``mean``, ``p50``, ``p95``, ``p99``, ``max``),
``fallback_decisions`` and ``external_problems`` (external programs only).  A rate whose denominator is zero
is null.
"""

from __future__ import annotations

import concurrent.futures
import dataclasses
import json
import math
import multiprocessing
import os
import random
import statistics
import time
from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from pathlib import Path
from typing import Any, Final, Literal

from ..engine import (
    PRESETS,
    Deal,
    HandOutcome,
    HandState,
    IllegalActionError,
    Phase,
    PlayerView,
    Rules,
)
from .base import Bot
from .external import Closeable, ExternalBot, ExternalBotError, HandObserver
from .registry import (
    BotSpec,
    BotSpecError,
    BotUnavailableError,
    ExternalOptions,
    FullStateBot,
    bot_factory,
    build_bot,
)

__all__ = [
    "ARENA_VERSION",
    "RESULT_KEYS",
    "SIDE_KEYS",
    "ArenaConfig",
    "ArenaError",
    "BotMisplayError",
    "FullStateBot",
    "PlayRecord",
    "deal_for",
    "default_jobs",
    "format_table",
    "play_deal",
    "run_arena",
    "seatings",
]

ARENA_VERSION: Final = 1
"""Version of the result format (and of the checkpoint files)."""

RESULT_KEYS: Final = (
    "arena_version", "side_a", "side_b", "rules", "rules_options", "seed", "deals", "plays_per_deal", "hands",
    "scores", "margin_per_hand", "margin_ci95", "margin_stderr", "point_share", "match_target",
    "match_win_rate", "match_win_rate_fair", "no_score_hands", "elapsed_s", "sides",
)
"""The keys of a result, in order."""

SIDE_KEYS: Final = (
    "spec", "hands", "points_per_hand", "call_rate", "make_rate", "march_rate", "euchred_rate", "euchre_rate",
    "loner_rate", "loner_make_rate", "loner_march_rate", "defend_alone_rate", "decision_ms",
    "fallback_decisions", "external_problems",
)
"""The keys of each side's entry in ``sides``."""

LABELS: Final = ("A", "B")

ScoreMode = Literal["match", "zero"]

_OUTCOMES: Final = (
    # (probability, what happens) for the score model: typical of sound play at a four-handed table.
    (0.58, "made"), (0.14, "march"), (0.03, "loner march"), (0.25, "euchred"),
)
_CUTTHROAT_OUTCOMES: Final = ((0.55, "made"), (0.10, "march"), (0.35, "euchred"))


class ArenaError(RuntimeError):
    """The arena cannot run as asked, or stopped: the message says why."""


class BotMisplayError(ArenaError):
    """A bot (not an external program: those fall back) returned an action that is not legal."""


@dataclasses.dataclass(frozen=True, slots=True)
class ArenaConfig:
    """One arena run.  ``side_a`` and ``side_b`` are bot specs (see ``registry``)."""

    side_a: str
    side_b: str
    deals: int = 1000
    seed: int = 1
    rules: Rules = PRESETS["standard"]
    jobs: int = 1
    scores: ScoreMode = "match"
    external: ExternalOptions = dataclasses.field(default_factory=ExternalOptions)
    match_target: int = 10
    simulated_matches: int = 20000

    def __post_init__(self) -> None:
        if self.deals < 1:
            raise ArenaError(f"the arena needs at least one deal, not {self.deals}")
        if self.jobs < 1:
            raise ArenaError(f"--jobs must be at least 1, not {self.jobs}")
        if self.scores not in ("match", "zero"):
            raise ArenaError(f"scores must be 'match' or 'zero', not {self.scores!r}")
        if self.match_target < 1:
            raise ArenaError(f"the match target must be positive, not {self.match_target}")
        for spec in (self.side_a, self.side_b):
            try:
                BotSpec.parse(spec)
            except BotSpecError as error:
                raise ArenaError(str(error)) from None

    @property
    def specs(self) -> tuple[BotSpec, BotSpec]:
        """The two parsed specs, A first."""
        return BotSpec.parse(self.side_a), BotSpec.parse(self.side_b)

    def fingerprint(self) -> dict[str, Any]:
        """Everything that determines the results (used to check that a checkpoint belongs to this run)."""
        return {"arena_version": ARENA_VERSION, "side_a": self.side_a, "side_b": self.side_b,
                "deals": self.deals, "seed": self.seed, "rules": self.rules.to_dict(), "scores": self.scores}


# -------------------------------------------------------------------------------------------- the deals


def seatings(players: int) -> tuple[tuple[int, ...], ...]:
    """Who sits where in each play of a deal: per play, the spec index (0 = A, 1 = B) of every seat."""
    if players == 4:
        return ((0, 1, 0, 1), (1, 0, 1, 0))
    if players == 3:
        alone_a = tuple(tuple(0 if seat == alone else 1 for seat in range(3)) for alone in range(3))
        alone_b = tuple(tuple(1 if seat == alone else 0 for seat in range(3)) for alone in range(3))
        return alone_a + alone_b
    raise ArenaError(f"the arena plays 4 or 3 seats, not {players}")


def plausible_scores(rules: Rules, rng: random.Random, target: int) -> tuple[int, ...]:
    """The score before a hand drawn uniformly from a match simulated with ``_OUTCOMES``."""
    sides = rules.sides
    scores = [0] * sides
    seen: list[tuple[int, ...]] = []
    outcomes = _CUTTHROAT_OUTCOMES if rules.cutthroat else _OUTCOMES
    weights = [p for p, _ in outcomes]
    while max(scores) < target:
        seen.append(tuple(scores))
        maker = rng.randrange(sides)
        outcome = rng.choices(outcomes, weights)[0][1]
        if outcome == "made":
            scores[maker] += 1
        elif outcome == "march":
            scores[maker] += rules.cutthroat_march if rules.cutthroat else 2
        elif outcome == "loner march":
            scores[maker] += 4
        else:
            for side in range(sides):
                if side != maker:
                    scores[side] += 2
    return seen[rng.randrange(len(seen))]


def deal_for(config: ArenaConfig, index: int) -> tuple[Deal, tuple[int, ...]]:
    """Deal ``index`` of a run and the match score it is played at (both from the seed alone)."""
    rules = config.rules
    rng = random.Random(f"euchre-desktop/arena/{config.seed}/deal/{index}")
    deal = Deal.random(rules, index % rules.players, rng)
    if config.scores == "zero":
        return deal, (0,) * rules.sides
    target = rules.target if rules.target is not None else config.match_target
    return deal, plausible_scores(rules, rng, target)


@dataclasses.dataclass(frozen=True, slots=True)
class PlayRecord:
    """The outcome of one play of one deal: ``points`` per side (index by ``rules.side_of(seat)``)."""

    deal: int
    play: int
    points: tuple[int, ...]
    outcome: str
    maker: int | None
    maker_alone: bool
    defender_alone: int | None

    def to_json(self) -> list[Any]:
        """A compact JSON form (for checkpoints)."""
        return [self.deal, self.play, list(self.points), self.outcome, self.maker, self.maker_alone,
                self.defender_alone]

    @classmethod
    def from_json(cls, data: Sequence[Any]) -> PlayRecord:
        """Read ``to_json``'s output."""
        deal, play, points, outcome, maker, alone, defender = data
        return cls(int(deal), int(play), tuple(int(p) for p in points), str(outcome), maker, bool(alone),
                   defender)


class _Seat:
    """A bot in a seat, with what the arena needs to know about it worked out once."""

    def __init__(self, bot: Bot | FullStateBot, label: int) -> None:
        self.bot = bot
        self.label = label
        self.observer = bot if isinstance(bot, HandObserver) else None


def play_deal(config: ArenaConfig, index: int, players: Sequence[Sequence[Bot | FullStateBot]],
              timings: Sequence[list[float]]) -> list[PlayRecord]:
    """Play deal ``index`` once per seating.  ``players[label]`` holds that spec's bots, one per seat it may
    occupy at once; each decision's time in milliseconds is appended to ``timings[label]``."""
    rules = config.rules
    deal, scores = deal_for(config, index)
    records = []
    for play, seating in enumerate(seatings(rules.players)):
        used = [0, 0]
        seats = []
        for label in seating:
            seats.append(_Seat(players[label][used[label]], label))
            used[label] += 1
        state = HandState(rules, deal, scores_before=scores)
        rngs = [random.Random(f"euchre-desktop/arena/{config.seed}/bot/{index}/{play}/{seat}")
                for seat in range(rules.players)]
        _play_hand(state, seats, rngs, timings, index, play)
        result = state.result
        assert result is not None
        records.append(PlayRecord(index, play, result.points, result.outcome.value, result.maker,
                                  result.maker_alone, result.defender_alone))
    return records


def _play_hand(state: HandState, seats: Sequence[_Seat], rngs: Sequence[random.Random],
               timings: Sequence[list[float]], index: int, play: int) -> None:
    observers = [(seat, s.observer) for seat, s in enumerate(seats) if s.observer is not None]
    for seat, observer in observers:
        observer.start_hand(PlayerView.of(state, seat))
    while state.phase is not Phase.DONE:
        seat = state.to_act
        player = seats[seat]
        rng = rngs[seat]
        bot = player.bot
        if isinstance(bot, FullStateBot):
            snapshot = state.copy()
            start = time.perf_counter()
            action = bot.choose_with_state(snapshot, rng)
        else:
            view = PlayerView.of(state, seat)
            start = time.perf_counter()
            action = bot.choose(view, rng)
        timings[player.label].append((time.perf_counter() - start) * 1000.0)
        try:
            state.apply(action)
        except IllegalActionError as error:
            raise BotMisplayError(
                f"bot {player.bot.name!r} (side {LABELS[player.label]}, seat {seat}) chose "
                f"{action.to_text()!r} in deal {index}, play {play}, which is illegal: {error}") from None
        for observer_seat, observer in observers:
            observer.observe(PlayerView.of(state, observer_seat))


# ------------------------------------------------------------------------------------- blocks and workers


@dataclasses.dataclass(slots=True)
class _Block:
    """What one block of deals produced."""

    start: int
    stop: int
    records: list[PlayRecord]
    timings: list[list[float]]
    fallbacks: list[int]
    problems: list[dict[str, int]]

    def to_json(self) -> dict[str, Any]:
        return {"start": self.start, "stop": self.stop, "records": [r.to_json() for r in self.records],
                "timings": [[round(t, 4) for t in ts] for ts in self.timings], "fallbacks": self.fallbacks,
                "problems": self.problems}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> _Block:
        return cls(int(data["start"]), int(data["stop"]), [PlayRecord.from_json(r) for r in data["records"]],
                   [[float(t) for t in ts] for ts in data["timings"]], [int(n) for n in data["fallbacks"]],
                   [{str(k): int(v) for k, v in p.items()} for p in data["problems"]])


def _block_ranges(deals: int) -> list[tuple[int, int]]:
    # Independent of --jobs, so that bots which keep state between hands see the same sequence of hands
    # whatever the parallelism (and a checkpoint can be resumed with another --jobs).
    size = max(1, min(50, math.ceil(deals / 16)))
    return [(start, min(start + size, deals)) for start in range(0, deals, size)]


_stop_event: Any = None
"""Set in each worker process: the parent sets the event to make every worker give up early."""


def _init_worker(event: Any) -> None:
    global _stop_event
    _stop_event = event


def _seats_per_spec(players: int) -> int:
    return max(max(seating.count(label) for seating in seatings(players)) for label in (0, 1))


def _run_block(config: ArenaConfig, start: int, stop: int) -> _Block | None:
    """Play deals ``start``..``stop - 1`` with freshly built bots; None when told to stop early."""
    bots: list[list[Bot | FullStateBot]] = [[], []]
    try:
        for label, spec in enumerate(config.specs):
            for _ in range(_seats_per_spec(config.rules.players)):
                bots[label].append(build_bot(spec, external=config.external))
        timings: list[list[float]] = [[], []]
        records: list[PlayRecord] = []
        for index in range(start, stop):
            if _stop_event is not None and _stop_event.is_set():
                return None
            records.extend(play_deal(config, index, bots, timings))
        fallbacks = [0, 0]
        problems: list[Counter[str]] = [Counter(), Counter()]
        for label in (0, 1):
            for bot in bots[label]:
                if isinstance(bot, ExternalBot):
                    fallbacks[label] += bot.fallback_decisions
                    problems[label].update({p.value: n for p, n in bot.problems.items()})
        return _Block(start, stop, records, timings, fallbacks, [dict(p) for p in problems])
    finally:
        for side in bots:
            for bot in side:
                if isinstance(bot, Closeable):
                    bot.close()


# ---------------------------------------------------------------------------------------------- running


def _preflight(config: ArenaConfig) -> None:
    """Fail before any deal when a spec's bot cannot be built or its program cannot even start."""
    for spec in config.specs:
        if spec.kind == "cmd":
            probe = ExternalBot(spec.command, label=spec.text, timeout=config.external.timeout,
                                startup_timeout=config.external.startup_timeout, fallback=None,
                                report=lambda _message: None, quiet=config.external.quiet)
            try:
                probe.probe(config.rules)
            except ExternalBotError as error:
                raise ArenaError(f"cannot use {spec.text!r}: {error.detail}") from None
            finally:
                probe.close()
        else:
            try:
                bot_factory(spec)
            except BotUnavailableError as error:
                raise ArenaError(str(error)) from None


class _Checkpoint:
    """A JSON-lines file of finished blocks (after a header naming the run), so that an interrupted run
    resumes where it stopped.  A last line cut short by the interruption is ignored and its block replayed."""

    def __init__(self, path: Path | None, config: ArenaConfig) -> None:
        self._path = path
        self.blocks: dict[tuple[int, int], _Block] = {}
        if path is None:
            return
        header = json.dumps({"checkpoint": config.fingerprint()})
        lines = path.read_text(encoding="utf-8").splitlines() if path.exists() else []
        if not lines:
            path.write_text(header + "\n", encoding="utf-8")
            return
        if lines[0] != header:
            raise ArenaError(f"{path} is not a checkpoint of this run (other specs, deals, seed, rules or "
                             "scores); delete it or choose another file")
        for number, line in enumerate(lines[1:], 2):
            try:
                block = _Block.from_json(json.loads(line))
            except (ValueError, KeyError, TypeError):
                if number == len(lines):
                    break
                raise ArenaError(f"{path}, line {number}: not a block of arena results") from None
            self.blocks[(block.start, block.stop)] = block

    def add(self, block: _Block) -> None:
        """Save a finished block."""
        if self._path is not None:
            with self._path.open("a", encoding="utf-8") as stream:
                stream.write(json.dumps(block.to_json(), separators=(",", ":")) + "\n")


def run_arena(config: ArenaConfig, *, progress: Callable[[int, int], None] | None = None,
              checkpoint: Path | None = None) -> dict[str, Any]:
    """Play the run and return its result (keys: ``RESULT_KEYS``).

    ``progress(deals_done, deals)`` is called after each block.  With ``checkpoint``, finished blocks are
    saved there and a run with the same settings resumes from them.  Raises ``ArenaError`` (with the reason)
    when a spec is unusable, a bot misplays, or an external program fails under ``OnError.STOP``.
    """
    _preflight(config)
    started = time.perf_counter()
    ranges = _block_ranges(config.deals)
    saver = _Checkpoint(checkpoint, config)
    done = {key: block for key, block in saver.blocks.items() if key in set(ranges)}
    todo = [r for r in ranges if r not in done]
    finished = sum(stop - start for start, stop in done)

    def finish(block: _Block) -> None:
        nonlocal finished
        done[(block.start, block.stop)] = block
        saver.add(block)
        finished += block.stop - block.start
        if progress is not None:
            progress(finished, config.deals)

    try:
        if config.jobs == 1 or len(todo) <= 1:
            for start, stop in todo:
                block = _run_block(config, start, stop)
                assert block is not None
                finish(block)
        else:
            _run_parallel(config, todo, finish)
    except ExternalBotError as error:
        raise ArenaError(f"stopped: {error}") from None
    blocks = [done[r] for r in ranges]
    return _summarize(config, blocks, time.perf_counter() - started)


def _run_parallel(config: ArenaConfig, todo: list[tuple[int, int]], finish: Callable[[_Block], None]) -> None:
    context = multiprocessing.get_context()
    event = context.Event()
    workers = min(config.jobs, len(todo))
    executor = concurrent.futures.ProcessPoolExecutor(max_workers=workers, mp_context=context,
                                                      initializer=_init_worker, initargs=(event,))
    try:
        futures = [executor.submit(_run_block, config, start, stop) for start, stop in todo]
        for future in concurrent.futures.as_completed(futures):
            block = future.result()
            if block is not None:
                finish(block)
    except BaseException:
        # Make every worker drop what it is doing (closing its bots' processes), and wait for them: no
        # orphaned worker or external program outlives the arena.
        event.set()
        raise
    finally:
        executor.shutdown(wait=True, cancel_futures=True)


# ------------------------------------------------------------------------------------------- statistics


def _percentile(ordered: Sequence[float], fraction: float) -> float:
    """Nearest-rank percentile of a sorted, non-empty list."""
    rank = max(1, math.ceil(fraction * len(ordered)))
    return ordered[rank - 1]


def _timing_summary(samples: Sequence[float]) -> dict[str, Any]:
    if not samples:
        return {"count": 0, "mean": None, "p50": None, "p95": None, "p99": None, "max": None}
    ordered = sorted(samples)
    return {"count": len(ordered), "mean": round(statistics.fmean(ordered), 4),
            "p50": round(_percentile(ordered, 0.50), 4), "p95": round(_percentile(ordered, 0.95), 4),
            "p99": round(_percentile(ordered, 0.99), 4), "max": round(ordered[-1], 4)}


def _ratio(numerator: float, denominator: float) -> float | None:
    return None if denominator == 0 else round(numerator / denominator, 6)


class _SideTally:
    """Counts for one spec over every play."""

    def __init__(self) -> None:
        self.hands = 0
        self.points = 0
        self.calls = 0
        self.made = 0
        self.marches = 0
        self.euchred = 0
        self.euchres = 0
        self.loners = 0
        self.loners_made = 0
        self.loner_marches = 0
        self.defend_alone = 0

    def add(self, record: PlayRecord, rules: Rules, label: int, seating: Sequence[int]) -> None:
        sides = {rules.side_of(seat) for seat, owner in enumerate(seating) if owner == label}
        self.hands += len(sides)
        self.points += sum(record.points[side] for side in sides)
        if record.defender_alone is not None and seating[record.defender_alone] == label:
            self.defend_alone += 1
        if record.maker is None:
            return
        outcome = record.outcome
        if seating[record.maker] == label:
            self.calls += 1
            made = outcome in (HandOutcome.MADE.value, HandOutcome.MARCH.value)
            self.made += made
            self.marches += outcome == HandOutcome.MARCH.value
            self.euchred += outcome == HandOutcome.EUCHRED.value
            if record.maker_alone and not rules.cutthroat:
                self.loners += 1
                self.loners_made += made
                self.loner_marches += outcome == HandOutcome.MARCH.value
        elif outcome == HandOutcome.EUCHRED.value:
            self.euchres += len(sides)

    def summary(self) -> dict[str, Any]:
        return {
            "hands": self.hands,
            "points_per_hand": _ratio(self.points, self.hands),
            "call_rate": _ratio(self.calls, self.hands),
            "make_rate": _ratio(self.made, self.calls),
            "march_rate": _ratio(self.marches, self.calls),
            "euchred_rate": _ratio(self.euchred, self.calls),
            "euchre_rate": _ratio(self.euchres, self.hands),
            "loner_rate": _ratio(self.loners, self.hands),
            "loner_make_rate": _ratio(self.loners_made, self.loners),
            "loner_march_rate": _ratio(self.loner_marches, self.loners),
            "defend_alone_rate": _ratio(self.defend_alone, self.hands),
        }


def _spec_points(record: PlayRecord, rules: Rules, seating: Sequence[int], label: int) -> float:
    """A spec's points in a play: the mean, over the seats it holds, of the points of each seat's side."""
    values = [record.points[rules.side_of(seat)] for seat, owner in enumerate(seating) if owner == label]
    return sum(values) / len(values)


def _simulate_matches(config: ArenaConfig, records: Iterable[PlayRecord]) -> tuple[float | None, float]:
    """Estimated chance that A wins a match to the target, and what equal players would get."""
    rules = config.rules
    arrangement = seatings(rules.players)
    pool: list[tuple[int, ...]] = []
    for record in records:
        seating = arrangement[record.play]
        if rules.players == 4:
            a_side = rules.side_of(seating.index(0))
            pool.append((record.points[a_side], record.points[1 - a_side]))
        elif seating.count(0) == 1:
            a_seat = seating.index(0)
            order = [(a_seat + offset) % 3 for offset in range(3)]
            pool.append(tuple(record.points[seat] for seat in order))
    fair = 0.5 if rules.players == 4 else 1 / 3
    if not pool or all(max(entry) <= 0 for entry in pool):
        return None, fair
    rng = random.Random(f"euchre-desktop/arena/{config.seed}/matches")
    target = config.match_target
    wins = 0
    decided = 0
    for _ in range(config.simulated_matches):
        totals = [0] * len(pool[0])
        for _hand in range(10_000):
            entry = pool[rng.randrange(len(pool))]
            totals = [t + p for t, p in zip(totals, entry, strict=True)]
            best = max(totals)
            if best >= target and totals.count(best) == 1:
                decided += 1
                wins += totals[0] == best
                break
    return (round(wins / decided, 4) if decided else None), round(fair, 4)


def _summarize(config: ArenaConfig, blocks: Sequence[_Block], elapsed: float) -> dict[str, Any]:
    """Turn the blocks of a run into its result (see the module docstring for the keys)."""
    rules = config.rules
    arrangement = seatings(rules.players)
    records = [record for block in blocks for record in block.records]
    tallies = [_SideTally(), _SideTally()]
    per_deal: dict[int, list[float]] = {}
    points = [0, 0]
    no_score = 0
    for record in records:
        seating = arrangement[record.play]
        margin = _spec_points(record, rules, seating, 0) - _spec_points(record, rules, seating, 1)
        per_deal.setdefault(record.deal, []).append(margin)
        for label in (0, 1):
            tallies[label].add(record, rules, label, seating)
            owned = {rules.side_of(seat) for seat, owner in enumerate(seating) if owner == label}
            points[label] += sum(record.points[side] for side in owned)
        no_score += record.maker is None
    margins = [statistics.fmean(values) for _deal, values in sorted(per_deal.items())]
    mean = statistics.fmean(margins)
    if len(margins) > 1:
        stderr = statistics.stdev(margins) / math.sqrt(len(margins))
        ci: list[float] | None = [round(mean - 1.96 * stderr, 4), round(mean + 1.96 * stderr, 4)]
        stderr_out: float | None = round(stderr, 4)
    else:
        ci, stderr_out = None, None
    win_rate, fair = _simulate_matches(config, records)
    sides = {}
    for label, spec in enumerate((config.side_a, config.side_b)):
        timings = [t for block in blocks for t in block.timings[label]]
        problems: Counter[str] = Counter()
        for block in blocks:
            problems.update(block.problems[label])
        entry: dict[str, Any] = {"spec": spec, **tallies[label].summary(),
                                 "decision_ms": _timing_summary(timings),
                                 "fallback_decisions": sum(block.fallbacks[label] for block in blocks),
                                 "external_problems": dict(sorted(problems.items()))}
        sides[LABELS[label]] = {key: entry[key] for key in SIDE_KEYS}
    result = {
        "arena_version": ARENA_VERSION,
        "side_a": config.side_a,
        "side_b": config.side_b,
        "rules": rules.preset_name(),
        "rules_options": rules.to_dict(),
        "seed": config.seed,
        "deals": len(per_deal),
        "plays_per_deal": len(arrangement),
        "hands": len(records),
        "scores": config.scores,
        "margin_per_hand": round(mean, 4),
        "margin_ci95": ci,
        "margin_stderr": stderr_out,
        "point_share": _ratio(points[0], points[0] + points[1]),
        "match_target": config.match_target,
        "match_win_rate": win_rate,
        "match_win_rate_fair": fair,
        "no_score_hands": no_score,
        "elapsed_s": round(elapsed, 3),
        "sides": sides,
    }
    return {key: result[key] for key in RESULT_KEYS}


# ---------------------------------------------------------------------------------------------- display


def _fmt(value: Any, digits: int = 3) -> str:
    if value is None:
        return "-"
    if isinstance(value, float):
        return f"{value:.{digits}f}"
    return str(value)


def format_table(result: dict[str, Any]) -> str:
    """A readable summary of a result for the terminal."""
    ci = result["margin_ci95"]
    ci_text = f"[{ci[0]:+.3f}, {ci[1]:+.3f}]" if ci else "-"
    lines = [
        f"Arena: A = {result['side_a']}   B = {result['side_b']}",
        f"Rules {result['rules'] or 'custom'}, seed {result['seed']}, {result['deals']} deals x "
        f"{result['plays_per_deal']} seatings = {result['hands']} hands, scores: {result['scores']}",
        "",
        f"Margin of A per hand   {result['margin_per_hand']:+.3f}   95% CI {ci_text}",
        f"Point share of A       {_fmt(result['point_share'])}",
        f"A wins a match to {result['match_target']:<3}  {_fmt(result['match_win_rate'])}   "
        f"(equal players: {_fmt(result['match_win_rate_fair'])})",
        "",
    ]
    rows = [
        ("points per hand", "points_per_hand"), ("calls trump", "call_rate"),
        ("makes (of calls)", "make_rate"),
        ("marches (of calls)", "march_rate"), ("euchred (of calls)", "euchred_rate"),
        ("euchres opponents", "euchre_rate"), ("goes alone", "loner_rate"),
        ("loners made", "loner_make_rate"), ("defends alone", "defend_alone_rate"),
    ]
    sides = result["sides"]
    lines.append(f"{'':24}{'A':>12}{'B':>12}")
    for title, key in rows:
        lines.append(f"{title:24}{_fmt(sides['A'][key]):>12}{_fmt(sides['B'][key]):>12}")
    for stat in ("p50", "p95", "p99"):
        a, b = sides["A"]["decision_ms"][stat], sides["B"]["decision_ms"][stat]
        lines.append(f"{'decision ms ' + stat:24}{_fmt(a):>12}{_fmt(b):>12}")
    for label in LABELS:
        side = sides[label]
        if side["fallback_decisions"] or side["external_problems"]:
            problems = ", ".join(f"{name} {count}" for name, count in side["external_problems"].items())
            fell_back = side["fallback_decisions"]
            lines.append(f"Side {label}: {fell_back} decisions fell back ({problems or 'no problems'})")
    lines.append(f"Elapsed {result['elapsed_s']:.1f} s")
    return "\n".join(lines)


def default_jobs() -> int:
    """The machine's cores (the default of ``--jobs``)."""
    return os.cpu_count() or 1
