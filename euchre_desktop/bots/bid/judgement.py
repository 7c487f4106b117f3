"""How many tricks a hand is worth in each strain: the count by the book that Standard bids on.

Suit by suit, a card is a *sure* trick when no card still out in its suit is stronger, and a *likely* trick
when the cards out above it are no more than the seat's own higher cards in the suit, which can draw them.
A plain suit in a trump contract only wins while nobody is void, so only its first few rounds count (the
suit's cards divided by the seats).  Trumps beyond the seat's fair share of them add a little for length,
and a void in a plain suit with a spare trump adds a ruff.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from typing import Final

from ...engine import DECK_24, DECK_25
from ...engine.bid import BidRules, Form, Strain
from .playout import StrainTables, strain_tables

__all__ = ["SIDE_SPREAD", "TrickCount", "count_tricks", "count_tricks_by_strain", "side_tricks"]

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


def count_tricks(hand: Sequence[int], strain: Strain, rules: BidRules) -> TrickCount:
    """Count the sure and likely tricks of ``hand`` if ``strain`` were the contract."""
    return count_tricks_by_strain(hand, (strain,), rules)[0]


def count_tricks_by_strain(hand: Sequence[int], strains: Sequence[Strain],
                           rules: BidRules) -> list[TrickCount]:
    """``count_tricks`` for each of ``strains``.

    On card counts and the strains' tables, not on card objects: the Expert's sampler counts every other
    seat's cards on every sample it weighs, a few hundred thousand counts a decision.
    """
    held = [0] * 25
    for card in hand:
        held[card] += 1
    full = _PACK_COUNTS[2 if rules.form.double else int(rules.benny)]
    seats = rules.seats
    return [_count(held, strain_tables(strain), full, seats) for strain in strains]


def _count(held: list[int], tables: StrainTables, full: tuple[int, ...], seats: int) -> TrickCount:
    """``count_tricks`` on the copies of each card held and in the pack."""
    trump = tables.trump
    sure, expected, spare_trumps, voids = 0, 0.0, 0, 0
    for suit in range(4):
        ranked = tables.ranked[suit]
        mine_count = 0
        suit_count = 0
        for card in ranked:
            mine_count += held[card]
            suit_count += full[card]
        if not mine_count:
            voids += suit != trump
            continue
        # Every card of the suit is either this hand's or still out.
        rounds = max(1, suit_count // seats) if trump != _NO_TRUMP and suit != trump else mine_count
        uncounted = 0
        index = 0
        above = 0  # copies still out of the cards stronger than the one looked at
        for card in ranked:
            out = full[card] - held[card]
            for _copy in range(held[card]):
                higher = above + 0.5 * out
                if index >= rounds:
                    uncounted += 1
                elif higher == 0:
                    sure += 1
                    expected += 1.0
                elif higher <= index:
                    expected += LIKELY
                else:
                    uncounted += 1
                index += 1
            above += out
        if suit == trump:
            fair_share = suit_count / seats
            expected += LONG_TRUMP * min(uncounted, max(0.0, mine_count - fair_share))
            spare_trumps = uncounted
    expected += RUFF * min(voids, spare_trumps)
    return TrickCount(sure, expected)


def _pack_counts(cards: Sequence[int]) -> tuple[int, ...]:
    counts = [0] * 25
    for card in cards:
        counts[card] += 1
    return tuple(counts)


_PACK_COUNTS: Final = (_pack_counts(DECK_24), _pack_counts(DECK_25), _pack_counts(DECK_24 * 2))
"""Copies of each card in the pack: the single pack, the single pack with the Benny, the double pack."""
_NO_TRUMP: Final = -1
"""``StrainTables.trump`` of a no-trump strain."""


def side_tricks(own: float, rules: BidRules) -> float:
    """The tricks a side is expected to take when one of its seats counts ``own`` and wins the bidding."""
    slope, intercept = SIDE_FIT[rules.form]
    return intercept + slope * own
