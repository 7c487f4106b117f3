"""The score of a Bid Euchre hand: a point a trick for a made bid, the bid lost when set, the moon's value."""

from __future__ import annotations

import dataclasses
import enum

from .actions import Bid
from .rules import BidRules

__all__ = ["BidOutcome", "BidResult", "score_hand"]


class BidOutcome(enum.Enum):
    """How a Bid Euchre hand ended."""

    MADE = "made"
    """The bidders took at least the tricks they bid."""
    SET = "set"
    """The bidders fell short and lose their bid."""
    MOON_MADE = "moon_made"
    """The shooter took every trick."""
    MOON_FAILED = "moon_failed"
    """The shooter lost a trick and loses the moon's value."""
    THROWN_IN = "thrown_in"
    """Nobody bid and the dealer was not stuck: no score, the deal passes."""


@dataclasses.dataclass(frozen=True, slots=True)
class BidResult:
    """The score of a finished hand: ``points`` and ``tricks`` per side (points may be negative)."""

    outcome: BidOutcome
    points: tuple[int, int]
    tricks: tuple[int, int] = (0, 0)
    bidder: int | None = None
    bid: Bid | None = None

    @property
    def bidding_side(self) -> int | None:
        """The side that won the bidding, if anyone bid."""
        return None if self.bidder is None else self.bidder % 2


def score_hand(rules: BidRules, bidder: int, bid: Bid, tricks: tuple[int, int]) -> BidResult:
    """Score a played hand from the tricks each side took."""
    side = rules.side_of(bidder)
    taken = tricks[side]
    if bid.moon:
        made = taken == rules.tricks
        outcome = BidOutcome.MOON_MADE if made else BidOutcome.MOON_FAILED
        bidders = rules.moon_points if made else -rules.moon_points
    else:
        made = taken >= bid.tricks
        outcome = BidOutcome.MADE if made else BidOutcome.SET
        bidders = taken if made else -bid.tricks
    defenders = tricks[1 - side] if rules.defenders_score else 0
    points = (bidders, defenders) if side == 0 else (defenders, bidders)
    return BidResult(outcome, points, tricks, bidder, bid)
