"""How a hand ended and what it scored: the finished ``Trick``, the ``HandOutcome``, the ``HandResult``, and
the scoring table that turns the tricks taken (and any renege) into points."""

from __future__ import annotations

import dataclasses
import enum
from collections.abc import Sequence
from typing import Final

from .cards import Card, Suit
from .rules import Renege, Rules

__all__ = ["STOPPING", "HandOutcome", "HandResult", "Trick", "score_hand"]

STOPPING: Final = frozenset({Renege.PENALTY_TO_INNOCENT, Renege.PENALTY_DEDUCTED})
"""The renege rules under which a detected renege stops the hand (after the trick in progress)."""


@dataclasses.dataclass(frozen=True, slots=True)
class Trick:
    """A finished trick: who led, the cards in play order, and who won it."""

    leader: int
    plays: tuple[tuple[int, Card], ...]
    winner: int


class HandOutcome(enum.Enum):
    """How a hand ended."""

    MADE = "made"
    """The makers took three or four tricks."""
    MARCH = "march"
    """The makers took all five."""
    EUCHRED = "euchred"
    """The makers took fewer than three."""
    THROWN_IN = "thrown_in"
    """Everyone passed twice without stick the dealer: no score, the deal passes."""
    FARMER_REDEAL = "farmer_redeal"
    """A farmer's hand was shown: no score, the same dealer deals again."""
    RENEGE = "renege"
    """A renege stopped the hand and only the penalty scored."""


@dataclasses.dataclass(frozen=True, slots=True)
class HandResult:
    """The score of a finished hand.  ``points`` has one entry per side (may be negative under a penalty)."""

    outcome: HandOutcome
    points: tuple[int, ...]
    maker: int | None = None
    trump: Suit | None = None
    maker_alone: bool = False
    defender_alone: int | None = None
    tricks: tuple[int, ...] = ()
    """Tricks taken per seat."""
    reneger: int | None = None

    @property
    def scoring_side(self) -> int | None:
        """The side that gained points, if any."""
        best = max(self.points, default=0)
        return self.points.index(best) if best > 0 else None

    @property
    def redeal_same_dealer(self) -> bool:
        """True when the same dealer deals again (a farmer's hand)."""
        return self.outcome is HandOutcome.FARMER_REDEAL


def score_hand(rules: Rules, *, maker: int, trump: Suit, maker_alone: bool, defender_alone: int | None,
               tricks_won: Sequence[int], reneges: Sequence[tuple[int, Suit]], reneger: int | None
               ) -> HandResult:
    """The result of a hand played out (or stopped by a detected renege): ``reneges`` are the seats that
    failed to follow, with the suit, and ``reneger`` the one whose renege was detected, if any."""
    sides = rules.sides
    points = [0] * sides
    maker_side = rules.side_of(maker)
    maker_tricks = sum(t for s, t in enumerate(tricks_won) if rules.side_of(s) == maker_side)
    if reneger is not None and rules.renege in STOPPING:
        guilty = rules.side_of(reneger)
        if rules.renege is Renege.PENALTY_DEDUCTED:
            points[guilty] = -2
        else:
            for side in range(sides):
                if side != guilty:
                    points[side] = 2
        outcome = HandOutcome.RENEGE
    else:
        if maker_tricks == 5:
            outcome = HandOutcome.MARCH
            if rules.cutthroat:
                points[maker_side] = rules.cutthroat_march
            else:
                points[maker_side] = 4 if maker_alone else 2
        elif maker_tricks >= 3:
            outcome = HandOutcome.MADE
            points[maker_side] = 1
        else:
            outcome = HandOutcome.EUCHRED
            lone_defence = defender_alone is not None
            value = 4 if lone_defence or (rules.defenders_march_four and maker_tricks == 0) else 2
            for side in range(sides):
                if side != maker_side:
                    points[side] = value
        # Renege.NO_SCORE: every side that reneged (all are seen when the hands are shown) scores nothing.
        for offender, _suit in reneges:
            points[rules.side_of(offender)] = 0
    return HandResult(outcome, tuple(points), maker, trump, maker_alone, defender_alone, tuple(tricks_won),
                      reneger)
