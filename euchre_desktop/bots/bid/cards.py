"""Card judgements both rule-based Bid Euchre players share: a card's strength, the cheapest card, the
state of the trick, and the cards still out."""

from __future__ import annotations

import dataclasses
from collections import Counter
from collections.abc import Iterable, Sequence

from ...engine import Card, Suit
from ...engine.bid import BidView, Strain, card_power, card_suit, trick_winner

__all__ = ["TrickStatus", "is_boss", "lowest", "own_power", "strongest", "trick_status", "voids_of"]


def own_power(card: Card, strain: Strain) -> int:
    """The card's strength within its own suit (trumps above every plain card in a suit strain)."""
    return card_power(card, strain, card_suit(card, strain))


def lowest(cards: Iterable[Card], strain: Strain) -> Card:
    """The cheapest card: a plain card before a trump, the weakest first, from the shorter suit on a tie."""
    pool = list(cards)
    length = Counter(card_suit(card, strain) for card in pool)
    trump = strain.suit
    return min(pool, key=lambda c: (card_suit(c, strain) == trump, own_power(c, strain),
                                    length[card_suit(c, strain)], c))


def strongest(cards: Iterable[Card], strain: Strain) -> Card:
    """The strongest card: trumps first, then the highest plain card."""
    trump = strain.suit
    return max(cards, key=lambda c: (card_suit(c, strain) == trump, own_power(c, strain), -c))


@dataclasses.dataclass(frozen=True, slots=True)
class TrickStatus:
    """The trick in progress: the suit led, the seat winning it and the power of its card."""

    led: Suit
    winner: int
    power: int


def trick_status(trick: Sequence[tuple[int, Card]], strain: Strain) -> TrickStatus | None:
    """Who is winning the trick in progress (None before the lead)."""
    if not trick:
        return None
    led = card_suit(trick[0][1], strain)
    winner = trick_winner(trick, strain)
    card = next(card for seat, card in trick if seat == winner)
    return TrickStatus(led, winner, card_power(card, strain, led))


def is_boss(card: Card, strain: Strain, unseen: Counter[Card]) -> bool:
    """True when no card still out in the card's suit is stronger (an identical copy is not: led first,
    this card wins)."""
    suit = card_suit(card, strain)
    power = card_power(card, strain, suit)
    return not any(card_suit(other, strain) == suit and card_power(other, strain, suit) > power
                   for other in unseen if unseen[other] > 0)


def voids_of(view: BidView, strain: Strain) -> dict[int, set[Suit]]:
    """The suits each seat has shown it does not hold, by failing to follow them."""
    voids: dict[int, set[Suit]] = {}
    tricks = [trick.plays for trick in view.tricks] + ([view.trick] if view.trick else [])
    for plays in tricks:
        led = card_suit(plays[0][1], strain)
        for seat, card in plays[1:]:
            if card_suit(card, strain) != led:
                voids.setdefault(seat, set()).add(led)
    return voids
