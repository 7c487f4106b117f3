"""What an arena run produces and how it is summed up: the record of each play, the blocks a run is cut into,
the statistics of the result and its table for the terminal.

**Margin.**  In a play, a spec's points are the mean over the seats it holds of the points scored by that
seat's side (with partners: simply its side's points; in cutthroat: one seat's points, or the mean of two
seats').  The margin of a play is A's points minus B's; a deal's margin is the mean over its plays, and the
reported margin is the mean over deals with a 95% confidence interval (normal approximation, from the
spread of the per-deal margins).  Two equal bots have an expected margin of exactly zero.

**Match win rate.**  Matches to ``match_target`` (10 unless set) are simulated by drawing hands at random
from the plays observed (with partners: the side points of any play; in cutthroat: the plays where A sat
alone, so it estimates A's chance against two B players, fair share one third).  It ignores the dealer's
position and the match score's effect on bidding: an estimate, not a measurement.

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

import dataclasses
import math
import random
import statistics
from collections import Counter
from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING, Any, Final

from ..engine import HandOutcome, Rules

if TYPE_CHECKING:
    from .arena import ArenaConfig

__all__ = ["ARENA_VERSION", "LABELS", "RESULT_KEYS", "SIDE_KEYS", "Block", "PlayRecord", "format_table",
           "summarize"]

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


@dataclasses.dataclass(slots=True)
class Block:
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
    def from_json(cls, data: dict[str, Any]) -> Block:
        return cls(int(data["start"]), int(data["stop"]), [PlayRecord.from_json(r) for r in data["records"]],
                   [[float(t) for t in ts] for ts in data["timings"]], [int(n) for n in data["fallbacks"]],
                   [{str(k): int(v) for k, v in p.items()} for p in data["problems"]])


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


def _simulate_matches(config: ArenaConfig, arrangement: Sequence[Sequence[int]], records: Iterable[PlayRecord]
                      ) -> tuple[float | None, float]:
    """Estimated chance that A wins a match to the target, and what equal players would get."""
    rules = config.rules
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


def summarize(config: ArenaConfig, arrangement: Sequence[Sequence[int]], blocks: Sequence[Block],
              elapsed: float) -> dict[str, Any]:
    """Turn the blocks of a run, whose plays sat as ``arrangement`` says, into its result (see the module
    docstring for the keys)."""
    rules = config.rules
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
    win_rate, fair = _simulate_matches(config, arrangement, records)
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
