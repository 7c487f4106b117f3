"""What the table is told, one event at a time: small frozen values, each enough to show it on its own.

The model turns every action into these (``telling.tell``) and sends them one by one, waiting for the
table to come to rest after each.  An event says *everything* the table needs: seats, cards (``None`` for
a card the player may not see), whether a discard goes aside or back into the kitty, which seats sit out.
The table never asks the model for the state of now and never works out a seat or a rule itself.

A hand's story, in the order it is told: ``Dealt``, then ``BidMade`` for every bid (with ``KittyExchanged``
after a farmer's exchange, ``UpcardTurnedDown`` when the upcard is passed, ``TrumpNamed`` when a bid
makes trump, ``SatOut`` for every seat that lays its hand down, ``DealerPickedUp``), ``CardBuried`` and
``CardGiven`` for the discards and partner's best, ``PlayStarted``, then ``CardPlayed`` and ``TrickWon``
for the play (``RenegeFound`` right after the card that brings a renege to light), and ``HandScored``;
``MatchOver`` ends a match.
"""

from __future__ import annotations

import dataclasses

from ..engine import Action, Card, Renege, Suit
from .events import HandSummary, MatchSummary

__all__ = [
    "BidMade",
    "CardBuried",
    "CardGiven",
    "CardPlayed",
    "DealerPickedUp",
    "Dealt",
    "HandScored",
    "KittyExchanged",
    "MatchOver",
    "PlayStarted",
    "RenegeFound",
    "SatOut",
    "TableEvent",
    "TrickWon",
    "TrumpNamed",
    "UpcardTurnedDown",
]

@dataclasses.dataclass(frozen=True, slots=True)
class Dealt:
    """A new hand: the cards go round from the deck, and the upcard is turned."""

    hand_index: int
    dealer: int
    packets: str
    """``"3-2"`` or ``"2-3"``: the packets the first player left of the dealer receives."""
    upcard: Card
    hands: tuple[tuple[Card | None, ...], ...]
    """Each seat's cards as the player sees them dealt: their own, and ``None`` for every other card."""
    deck_size: int
    """How many cards the deck holds (24, or 25 with the Benny)."""
    scores: tuple[int, ...]
    """The match score before this hand, per side."""
    target: int | None
    """The score that wins the match (None when the match is a fixed number of hands)."""
    dealer_draw: tuple[tuple[int, Card], ...] = ()
    """First black jack (the first hand only): the cards dealt face up, with their seats, ending with the
    jack; empty when the dealer was not drawn for."""


@dataclasses.dataclass(frozen=True, slots=True)
class BidMade:
    """A seat's bid: a pass, an order-up, a call, a farmer's hand, a lone defence, the Benny's suit, or (once
    trump is made, under going alone after trump) a loner declared or declined."""

    seat: int
    action: Action
    by_dealer: bool
    """The dealer said it (an order-up is then "Pick it up")."""
    by_maker: bool = False
    """The maker said it, once trump was made (a pass is then the choice to play with the partner)."""


@dataclasses.dataclass(frozen=True, slots=True)
class KittyExchanged:
    """A farmer takes the kitty's three hidden cards into the hand (and returns three with ``CardBuried``)."""

    seat: int
    cards: tuple[Card | None, ...]
    """The cards taken: the player sees their own, nobody sees another's."""


@dataclasses.dataclass(frozen=True, slots=True)
class UpcardTurnedDown:
    """Everyone passed the upcard: it is turned face down on the kitty."""

    upcard: Card


@dataclasses.dataclass(frozen=True, slots=True)
class TrumpNamed:
    """A bid made trump; told again, ``alone``, when the maker goes alone once trump is made."""

    suit: Suit
    maker: int
    alone: bool


@dataclasses.dataclass(frozen=True, slots=True)
class SatOut:
    """A loner's (or a lone defender's) partner lays the hand face down and is out of this hand."""

    seat: int


@dataclasses.dataclass(frozen=True, slots=True)
class DealerPickedUp:
    """The dealer takes the upcard into the hand."""

    dealer: int
    upcard: Card


@dataclasses.dataclass(frozen=True, slots=True)
class CardBuried:
    """A card goes face down: the dealer's or a loner's discard (a moon shooter's in Bid Euchre), or a
    farmer's return."""

    seat: int
    """Who discards it: the card is put away beside that seat's plate (the dealer's with the kitty)."""
    card: Card | None
    """The card, when it is the player's own; ``None`` for another seat's."""
    aside: bool
    """True: put away for the hand, and the kitty moves aside for the play; False: a farmer's card returned
    to the kitty, which stays in the middle for the bidding."""


@dataclasses.dataclass(frozen=True, slots=True)
class CardGiven:
    """Partner's best: the lone player's partner passes a card across."""

    giver: int
    receiver: int
    card: Card | None
    """The card, when the player gives or receives it."""


@dataclasses.dataclass(frozen=True, slots=True)
class PlayStarted:
    """The bidding is over and the first trick begins: what was said is taken off the table."""

    leader: int


@dataclasses.dataclass(frozen=True, slots=True)
class CardPlayed:
    """A card played to the trick."""

    seat: int
    card: Card


@dataclasses.dataclass(frozen=True, slots=True)
class TrickWon:
    """The trick is complete: ``winner`` takes it."""

    winner: int
    winner_side: int
    plays: tuple[tuple[int, Card], ...]
    """``(seat, card)`` in play order."""


@dataclasses.dataclass(frozen=True, slots=True)
class RenegeFound:
    """A renege came to light: ``seat`` has just played ``card``, of the suit it failed to follow earlier."""

    seat: int
    card: Card
    """The card that proves the renege, just played (it is in the trick on the table)."""
    suit: Suit
    """The suit the seat did not follow."""
    trick: int
    """The trick (1 to 5) in which the seat did not follow suit."""
    played: Card
    """The card the seat played then instead."""
    side: int
    """The offending side."""
    penalty: Renege
    """What it costs: the hand stops after this trick (2 points to the others, or 2 off the offenders), or
    it is played out and the offenders score nothing for it."""


@dataclasses.dataclass(frozen=True, slots=True)
class HandScored:
    """The hand is over: the table shows the score, a march's fireworks or a euchre, then the summary.

    The table calls the model's ``animation_done()`` for this event only once the player has dismissed the
    summary; then the next hand is dealt."""

    summary: HandSummary
    maker_side: int | None
    """The side that made trump, if any did."""
    target: int | None
    """The score that wins the match (None when the match is a fixed number of hands)."""
    again: bool = False
    """Told again, the match drawn where it stood (resumed, the seat taken back, or the table given back by a
    review or the worked hand): the score and the summary, without a march's fireworks or a euchre's shake
    and their sounds."""


@dataclasses.dataclass(frozen=True, slots=True)
class MatchOver:
    """The match has a winner."""

    summary: MatchSummary


TableEvent = (Dealt | BidMade | KittyExchanged | UpcardTurnedDown | TrumpNamed | SatOut | DealerPickedUp
              | CardBuried | CardGiven | PlayStarted | CardPlayed | TrickWon | RenegeFound | HandScored
              | MatchOver)
"""Every event the table can be told."""
