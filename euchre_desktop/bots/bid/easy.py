"""Easy: a plausible, beatable Bid Euchre player that never does anything absurd.

It judges a hand crudely (one per trump, a half more per bower, most of a trick per top plain card) and
misjudges it by a random amount from the RNG it is given; it always bids the cheapest number it may, and
shoots the moon only with a huge hand.  It does not count cards.  But it never throws a trick away: it never
beats its partner's winning card, wins with its cheapest winning card, and otherwise plays its lowest.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Final

from ...engine import BENNY, Card, left_bower, right_bower
from ...engine.bid import BidAction, BidActionKind, BidView, Strain, card_power, card_suit
from .cards import lowest, own_power, strongest, trick_status
from .rule_based import RuleBasedBidBot

__all__ = ["EasyBidBot"]

NOISE: Final = 1.0
"""Standard deviation of the random error in Easy's count, in tricks."""


TOP_PLAIN: Final = 15
"""``own_power`` of the top plain card of a suit: the ace, or the nine in no-trump low."""


def crude_count(hand: Sequence[Card], strain: Strain) -> float:
    """A beginner's count: a trick per trump and a half more per bower, 0.7 per top plain card (the ace,
    or the nine in no-trump low)."""
    trump = strain.suit
    count = 0.0
    for card in hand:
        if trump is not None and card_suit(card, strain) == trump:
            count += 1.5 if card in (BENNY, right_bower(trump), left_bower(trump)) else 1.0
        elif own_power(card, strain) == TOP_PLAIN:
            count += 0.7
    return count


class EasyBidBot(RuleBasedBidBot):
    """A beginner at the table: see the module documentation."""

    name = "easy"

    def bid(self, view: BidView, legal: Sequence[BidAction], rng: random.Random) -> BidAction:
        """The cheapest bid in the suit it counts best, when its count, misjudged by the RNG, reaches it."""
        bids = [a.bid for a in legal if a.kind is BidActionKind.BID and a.bid is not None]
        strains = dict.fromkeys(bid.strain for bid in bids)  # in the engine's order, so ties are reproducible
        best = max(strains, key=lambda s: crude_count(view.hand, s))
        count = crude_count(view.hand, best)
        moons = [bid for bid in bids if bid.moon and bid.strain is best]
        if moons and count >= view.rules.tricks + 1:
            return BidAction.make(moons[0])
        numbers = [bid for bid in bids if not bid.moon and bid.strain is best]
        # A beginner counts on each partner for an average player's share of the tricks.
        partners = view.rules.seats // 2 - 1
        share = partners * view.rules.tricks / view.rules.seats
        judged = count + share + rng.gauss(0.0, NOISE)
        if numbers and (judged >= numbers[0].tricks or BidAction.pass_() not in legal):
            return BidAction.make(numbers[0])
        return BidAction.pass_() if BidAction.pass_() in legal else BidAction.make(bids[0])

    def play(self, view: BidView, cards: list[Card], strain: Strain) -> Card:
        """The card the module documentation describes."""
        status = trick_status(view.trick, strain)
        if status is None:
            trumps = [c for c in cards if card_suit(c, strain) == strain.suit]
            if view.bidder == view.seat and trumps:
                return strongest(trumps, strain)
            tops = [c for c in cards if c not in trumps and own_power(c, strain) == TOP_PLAIN]
            return tops[0] if tops else lowest(cards, strain)
        if status.winner % 2 == view.side:
            return lowest(cards, strain)
        winners = [c for c in cards if card_power(c, strain, status.led) > status.power]
        if not winners:
            return lowest(cards, strain)
        return min(winners, key=lambda c: card_power(c, strain, status.led))
