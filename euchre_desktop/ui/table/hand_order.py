"""How the player's hand is sorted for display: suits grouped, trump first once named.

Pure and free of Qt, so the table, the hand summary and their tests share one rule without a window.
"""

from __future__ import annotations

import enum
import itertools
from collections.abc import Iterable

from ...engine import Card, Suit, effective_suit
from ...engine.cards import POWER

__all__ = ["HandOrder", "SuitArrangement", "display_order"]


class HandOrder(enum.Enum):
    """How the player's hand is sorted within each suit."""

    HIGH_FIRST = "high-first"
    """Highest card on the left (the bowers first in trump)."""
    LOW_FIRST = "low-first"
    """Lowest card on the left."""


class SuitArrangement(enum.Enum):
    """How the suits of the player's hand are arranged (the "sort your hand" setting); trump always leads
    once it is named."""

    ALTERNATING = "alternating"
    """Suits grouped, red and black alternating wherever the suits held allow it."""
    FIXED = "fixed"
    """Suits grouped in one fixed order: clubs, diamonds, spades, hearts."""
    AS_DEALT = "as_dealt"
    """The cards stay in the order they arrived; only trump, once named, is gathered at the front."""


_SUIT_ORDER = (Suit.SPADES, Suit.HEARTS, Suit.CLUBS, Suit.DIAMONDS)
"""The suits in the order a hand shows them when nothing else decides: black and red alternating."""

_FIXED_SUIT_ORDER = (Suit.CLUBS, Suit.DIAMONDS, Suit.SPADES, Suit.HEARTS)


def display_order(
    cards: Iterable[Card],
    trump: Suit | None,
    order: HandOrder = HandOrder.HIGH_FIRST,
    arrangement: SuitArrangement = SuitArrangement.ALTERNATING,
) -> list[Card]:
    """Sort a hand for display: suits grouped (as ``arrangement`` says), trump first once named.

    The left bower counts as trump and the Benny leads the trump group (before trump is named the Benny
    goes first on its own).  Alternating: among the possible suit orders the one that alternates colours
    best wins.  As dealt: the cards keep the order given, apart from trump gathered (and ranked) in front.
    """
    hand = list(cards)

    def suit_of(card: Card) -> Suit | None:
        if card.is_benny:
            return trump
        return effective_suit(card, trump)

    present = {suit_of(card) for card in hand}
    plain = [suit for suit in _SUIT_ORDER if suit in present and suit != trump]
    lead: list[Suit] = [trump] if trump is not None and trump in present else []
    best: list[Suit] = [suit for suit in _FIXED_SUIT_ORDER if suit in plain]
    if arrangement is SuitArrangement.ALTERNATING:
        best_score = -1
        for permutation in itertools.permutations(plain):
            sequence = lead + list(permutation)
            score = sum(1 for a, b in itertools.pairwise(sequence) if a.is_red != b.is_red)
            if score > best_score:
                best, best_score = list(permutation), score
    suit_rank = {suit: index + 1 for index, suit in enumerate(best)}
    if trump is not None:
        suit_rank[trump] = 0

    def strength(card: Card) -> int:
        if card.is_benny:
            return 1000
        if trump is not None and effective_suit(card, trump) == trump:
            return POWER[trump][trump][card]
        return int(card.rank)

    direction = -1 if order is HandOrder.HIGH_FIRST else 1

    if arrangement is SuitArrangement.AS_DEALT:
        trumps = sorted((card for card in hand if trump is not None and suit_of(card) == trump),
                        key=lambda card: direction * strength(card))
        return trumps + [card for card in hand if card not in trumps]

    def key(card: Card) -> tuple[int, int]:
        suit = suit_of(card)
        return (-1 if suit is None else suit_rank[suit], direction * strength(card))

    return sorted(hand, key=key)
