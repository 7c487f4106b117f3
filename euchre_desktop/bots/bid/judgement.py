"""How many tricks a hand is worth in each strain: the count by the book that Standard bids on.

Suit by suit, a card is a *sure* trick when no card still out in its suit is stronger, and a *likely* trick
when the cards out above it are no more than the seat's own higher cards in the suit, which can draw them.
A plain suit in a trump contract only wins while nobody is void, so only its first few rounds count (the
suit's cards divided by the seats).  Trumps beyond the seat's fair share of them add a little for length,
and a void in a plain suit with a spare trump adds a ruff.
"""

from __future__ import annotations

import dataclasses
import functools
from collections import Counter
from typing import Final

from ...engine import Card, Suit
from ...engine.bid import BidRules, Form, Strain, card_suit, pack
from .cards import own_power

__all__ = ["SIDE_SPREAD", "TrickCount", "count_tricks", "side_tricks"]

LIKELY: Final = 0.6
"""What a likely trick is worth: it wins more often than not once the higher cards are drawn."""
LONG_TRUMP: Final = 0.5
"""Each trump beyond the seat's share of the trump suit: often a trick once the others' trumps are gone."""
RUFF: Final = 0.5
"""A void in a plain suit while holding a trump that is not already counted."""
SIDE_FIT: Final = {Form.SINGLE_4: (0.53, 2.81), Form.DOUBLE_4: (0.44, 5.98), Form.DOUBLE_6: (0.42, 4.28)}
"""(slope, intercept) of the tricks a bidder's side took against the bidder's own count, per form: a least
squares fit over 300 hands of four (or six) Standard players, seed 3.  The slope is well under 1 because the
count is rough and the partners' cards are unknown; the intercept is what the partners bring."""
SIDE_SPREAD: Final = {Form.SINGLE_4: 1.0, Form.DOUBLE_4: 1.8, Form.DOUBLE_6: 1.35}
"""The spread (standard deviation) of the tricks taken around that fit, from the same hands."""


@dataclasses.dataclass(frozen=True, slots=True)
class TrickCount:
    """A hand's worth in one strain: sure tricks, and the total with likely ones and extras."""

    sure: int
    expected: float


@functools.lru_cache(maxsize=4096)
def count_tricks(hand: tuple[Card, ...], strain: Strain, rules: BidRules) -> TrickCount:
    """Count the sure and likely tricks of ``hand`` if ``strain`` were the contract.  Cached: the Expert's
    search asks again for the same seat's cards under every option it weighs."""
    out = Counter(pack(rules)) - Counter(hand)
    trump = strain.suit
    powers_out: dict[Suit, list[int]] = {suit: [] for suit in Suit}
    for card, copies in out.items():
        powers_out[card_suit(card, strain)] += [own_power(card, strain)] * copies
    mine_by_suit: dict[Suit, list[tuple[int, Card]]] = {suit: [] for suit in Suit}
    for card in hand:
        mine_by_suit[card_suit(card, strain)].append((own_power(card, strain), card))
    sure, expected, spare_trumps, voids = 0, 0.0, 0, 0
    for suit in Suit:
        mine = sorted(mine_by_suit[suit], reverse=True)
        others = powers_out[suit]
        if not mine:
            voids += suit != trump
            continue
        plain_in_trump_game = trump is not None and suit != trump
        rounds = max(1, (len(mine) + len(others)) // rules.seats) if plain_in_trump_game else len(mine)
        uncounted = 0
        for index, (power, card) in enumerate(mine):
            higher = sum(other > power for other in others) + 0.5 * out[card]
            if index >= rounds:
                uncounted += 1
            elif higher == 0:
                sure += 1
                expected += 1.0
            elif higher <= index:
                expected += LIKELY
            else:
                uncounted += 1
        if suit == trump:
            fair_share = (len(mine) + len(others)) / rules.seats
            expected += LONG_TRUMP * min(uncounted, max(0.0, len(mine) - fair_share))
            spare_trumps = uncounted
    expected += RUFF * min(voids, spare_trumps)
    return TrickCount(sure, expected)


def side_tricks(own: float, rules: BidRules) -> float:
    """The tricks a side is expected to take when one of its seats counts ``own`` and wins the bidding."""
    slope, intercept = SIDE_FIT[rules.form]
    return intercept + slope * own
