"""What the table is told of a Bid Euchre hand, and the values that go with it (Qt-free, frozen).

A Bid Euchre hand's story, in the order it is told: ``BidDealt``; ``BidCalled`` for every bid and pass;
``ContractSettled`` when the bidding ends (the bubbles come off, the contract goes up, and what each side
needs); for a moon, ``SatOut`` for each partner of the shooter, and with partner's best ``CardGiven`` for
every card passed across and ``CardBuried`` for every card the shooter discards; ``PlayStarted``; then
``CardPlayed``, ``TrickWon`` and ``TricksTaken`` for the play; ``BidHandScored``; ``MatchOver`` ends a match.
The events shared with Euchre (``SatOut``, ``CardGiven``, ``CardBuried``, ``PlayStarted``, ``CardPlayed``,
``TrickWon``, ``MatchOver``) mean the same here, so the table shows them the same way.
"""

from __future__ import annotations

import dataclasses

from ..engine import Card
from ..engine.bid import Bid, BidAction, BidDeal, BidOutcome, BidPhase, BidRules, BidView

__all__ = ["BidCalled", "BidDealt", "BidHandScored", "BidHandSummary", "BidTurn", "ContractSettled",
           "TricksTaken"]


@dataclasses.dataclass(frozen=True, slots=True)
class BidDealt:
    """A new hand: the whole pack goes round from the deck, one card at a time from the dealer's left."""

    hand_index: int
    dealer: int
    hands: tuple[tuple[Card | None, ...], ...]
    """Each seat's cards as the player sees them dealt: their own, and ``None`` for every other card."""
    deck_size: int
    """How many cards the pack holds (24, 25 with the Benny, 48 with the double pack)."""
    scores: tuple[int, int]
    """The match score before this hand, per side."""
    target: int | None
    """The score that wins the match (None when the match is a fixed number of hands)."""


@dataclasses.dataclass(frozen=True, slots=True)
class BidCalled:
    """A seat's bid, or its pass (``bid`` None); ``stuck`` when the dealer had to bid."""

    seat: int
    bid: Bid | None
    stuck: bool = False


@dataclasses.dataclass(frozen=True, slots=True)
class ContractSettled:
    """The bidding is over: the bids' bubbles come off and the contract is shown until the hand ends."""

    bidder: int
    contract: Bid
    bidding_side: int
    needed: tuple[int, int]
    """Tricks each side needs: the bidders to make the contract, the others to set it."""


@dataclasses.dataclass(frozen=True, slots=True)
class TricksTaken:
    """The tricks each side has taken so far this hand (after every trick), and what each needs."""

    taken: tuple[int, int]
    needed: tuple[int, int]


@dataclasses.dataclass(frozen=True, slots=True)
class BidHandSummary:
    """A finished Bid Euchre hand: the contract and who bid it, the tricks, the points, the score after it."""

    hand_index: int
    outcome: BidOutcome
    bidder: int | None
    contract: Bid | None
    tricks: tuple[int, int]
    points: tuple[int, int]
    scores: tuple[int, int]
    """The match score after this hand."""
    deal: BidDeal
    rules: BidRules


@dataclasses.dataclass(frozen=True, slots=True)
class BidHandScored:
    """The hand is over: the table shows the score, then the summary.  As with Euchre's ``HandScored``, the
    table calls ``animation_done()`` once the player has dismissed the summary."""

    summary: BidHandSummary
    bidding_side: int | None
    target: int | None
    again: bool = False
    """Told again, as Euchre's ``HandScored.again``: no celebration, no shake, no sound."""


@dataclasses.dataclass(frozen=True, slots=True)
class BidTurn:
    """The human is to decide in a Bid Euchre hand: the choices, the cards, a one-line prompt, the view."""

    phase: BidPhase
    legal_actions: tuple[BidAction, ...]
    hand: tuple[Card, ...]
    prompt: str
    """The status line's words for a bid ("" for a card, which the window words as Euchre's)."""
    view: BidView
    reneges: tuple[Card, ...] = ()
    """Always empty: Bid Euchre is played with following suit enforced (kept for the table's card code)."""

    @property
    def playable(self) -> tuple[Card, ...]:
        """The cards that may be played now (empty outside the play)."""
        return tuple(a.card for a in self.legal_actions if a.card is not None and self.phase is BidPhase.PLAY)
