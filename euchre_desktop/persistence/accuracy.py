"""The player's accuracy, kept with each reviewed hand in the hand history, and added up for the statistics.

A reviewed hand keeps, for each kind of decision (``KINDS``), how many decisions with a real choice the
player made, the points they gave away in all (the review's costs), and how many were slips and how many
blunders (``bots.review.Mark``).  The figures are plain numbers, so the history stays readable without the
bots; ``model.accuracy`` turns a review into them.  ``AccuracyTotals`` adds hands up: for a match, a day, a
week or everything, the statistics window's charts are drawn from them.
"""

from __future__ import annotations

import dataclasses
import datetime
import json
from collections.abc import Iterable, Mapping
from typing import Any, Final

from ..engine.translatable import N_

__all__ = ["KINDS", "AccuracyTotals", "KindFigures", "ReviewedHand", "by_match", "by_period",
           "figures_from_json", "figures_json", "period_of"]

KINDS: Final = {
    "bidding": N_("Bidding"),
    "leading": N_("Leading"),
    "following": N_("Following"),
    "defending": N_("Defending"),
    "discarding": N_("Discarding"),
}
"""The kinds of decision accuracy is counted by, and their names for the player (marked: translated where
shown), in the order shown.

Bidding counts going alone and defending alone too; defending is every card played against the makers, so
leading and following are the cards played on the makers' side."""


@dataclasses.dataclass(frozen=True, slots=True)
class KindFigures:
    """One kind of decision in one hand or more: decisions with a choice, points given away, slips and
    blunders (a blunder is not also counted as a slip)."""

    decisions: int = 0
    cost: float = 0.0
    slips: int = 0
    blunders: int = 0

    def __add__(self, other: KindFigures) -> KindFigures:
        """Both counted together."""
        return KindFigures(self.decisions + other.decisions, self.cost + other.cost, self.slips + other.slips,
                           self.blunders + other.blunders)

    @property
    def mistakes(self) -> int:
        """Slips and blunders together."""
        return self.slips + self.blunders

    @property
    def average_cost(self) -> float | None:
        """Points given away per decision (None with no decision)."""
        return self.cost / self.decisions if self.decisions else None


def figures_json(kinds: Mapping[str, KindFigures]) -> str:
    """The figures as the history stores them: a JSON object of kind to [decisions, cost, slips, blunders]."""
    return json.dumps({kind: [f.decisions, round(f.cost, 4), f.slips, f.blunders]
                       for kind, f in kinds.items() if kind in KINDS}, separators=(",", ":"))


def figures_from_json(text: str | None) -> dict[str, KindFigures] | None:
    """The figures from the history's text (None: not reviewed); what cannot be read counts as nothing."""
    if text is None:
        return None
    try:
        data: Any = json.loads(text)
    except ValueError:
        return {}
    figures: dict[str, KindFigures] = {}
    if isinstance(data, dict):
        for kind, values in data.items():
            if (kind in KINDS and isinstance(values, list) and len(values) == 4
                    and all(isinstance(v, int | float) and v >= 0 for v in values)):
                figures[kind] = KindFigures(int(values[0]), float(values[1]), int(values[2]), int(values[3]))
    return figures


@dataclasses.dataclass(frozen=True, slots=True)
class ReviewedHand:
    """One reviewed hand of the player's, as the statistics read it from the history."""

    match_id: str
    played: datetime.datetime
    kinds: Mapping[str, KindFigures]


@dataclasses.dataclass(frozen=True, slots=True)
class AccuracyTotals:
    """Reviewed hands added up: how many, and the figures of each kind."""

    hands: int = 0
    kinds: Mapping[str, KindFigures] = dataclasses.field(default_factory=dict)

    @classmethod
    def of(cls, hands: Iterable[Mapping[str, KindFigures]]) -> AccuracyTotals:
        """The totals of these hands' figures."""
        count = 0
        kinds: dict[str, KindFigures] = {}
        for hand in hands:
            count += 1
            for kind, figures in hand.items():
                kinds[kind] = kinds.get(kind, KindFigures()) + figures
        return cls(count, kinds)

    def kind(self, kind: str) -> KindFigures:
        """One kind's figures (nothing counted when it never came up)."""
        return self.kinds.get(kind, KindFigures())

    @property
    def all(self) -> KindFigures:
        """Every kind together."""
        total = KindFigures()
        for figures in self.kinds.values():
            total += figures
        return total

    def mistakes_per_hand(self, kind: str | None = None) -> float | None:
        """Slips and blunders per hand (of one kind, or all); None with no hand."""
        if not self.hands:
            return None
        figures = self.all if kind is None else self.kind(kind)
        return figures.mistakes / self.hands


def by_match(hands: Iterable[ReviewedHand], last: int) -> list[tuple[str, AccuracyTotals]]:
    """The last ``last`` matches with a reviewed hand, oldest first: each match's id and its totals."""
    matches: dict[str, list[ReviewedHand]] = {}
    for hand in sorted(hands, key=lambda h: h.played):
        matches.setdefault(hand.match_id, []).append(hand)
    ordered = sorted(matches.items(), key=lambda item: item[1][-1].played)[-last:]
    return [(match_id, AccuracyTotals.of(h.kinds for h in kept)) for match_id, kept in ordered]


def period_of(hands: Iterable[ReviewedHand]) -> str:
    """"day" when the hands were all played within three weeks, else "week"."""
    days = [hand.played.astimezone().date() for hand in hands]
    return "day" if not days or (max(days) - min(days)).days < 21 else "week"


def by_period(hands: Iterable[ReviewedHand], period: str,
              last: int) -> list[tuple[datetime.date, AccuracyTotals]]:
    """The last ``last`` days (or weeks, from Monday) with a reviewed hand, oldest first, with their totals.

    ``period`` is "day" or "week"; days are the player's local days."""
    groups: dict[datetime.date, list[ReviewedHand]] = {}
    for hand in hands:
        day = hand.played.astimezone().date()
        if period == "week":
            day -= datetime.timedelta(days=day.weekday())
        groups.setdefault(day, []).append(hand)
    return [(day, AccuracyTotals.of(h.kinds for h in groups[day])) for day in sorted(groups)[-last:]]
