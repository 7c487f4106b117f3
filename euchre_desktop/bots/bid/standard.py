"""Standard: Bid Euchre by the book.

**Bidding.**  For every strain on offer it counts its sure and likely tricks (``judgement.count_tricks``)
and turns the count into the tricks its side may expect (``judgement.side_tricks``); a partner's bid in
that strain raises the expectation by what this hand holds above an average one.  It bids the cheapest
number it may in the best strain when the side makes it about three times in five and its own hand holds
at least a fair share, and a stuck dealer bids the cheapest number in the best strain.  It shoots the moon
when its sure tricks, with the cards its partners would pass, are every trick.

**Play.**  It remembers every card played and every suit a seat has shown out of.  The bidders draw trump
while the defenders may hold some: the bidder leads its best trump, its partner only a trump that is the
highest still out.  Otherwise a leader cashes a card that is the highest still out in its suit (a plain one
first), or leads low from its longest plain suit.  Following, it plays low when its side's card will hold
the trick (no card still out beats it, and no opponent still to play has shown out of the suit while
trumps are out); it wins with its cheapest winning card when no opponent plays after it, when ruffing, or
when that card will hold; with one opponent still to play and the trick against it, it tries its cheapest
winner anyway (third hand high); otherwise it plays its lowest card.  Partner's best passes the strongest
cards; the shooter discards its weakest.
"""

from __future__ import annotations

import math
import random
from collections import Counter
from collections.abc import Sequence
from typing import Final

from ...engine import Card, Suit
from ...engine.bid import (
    Bid,
    BidAction,
    BidActionKind,
    BidView,
    Strain,
    card_power,
    card_suit,
)
from .cards import is_boss, lowest, own_power, strongest, trick_status, voids_of
from .judgement import SIDE_SPREAD, count_tricks, side_tricks
from .rule_based import RuleBasedBidBot

__all__ = ["StandardBidBot"]

OWN_SHARE: Final = 1.0
"""Standard bids only a hand that counts at least this many times an average player's share of the tricks:
the fit in ``side_tricks`` was measured on hands that won the bidding, so it flatters a hand with nothing."""
AVERAGE_COUNT: Final = 1.5
"""About what an average hand counts in a strain a partner chose."""


class StandardBidBot(RuleBasedBidBot):
    """A sound player by the book: see the module documentation."""

    name = "standard"

    # ------------------------------------------------------------------------------------------ bidding

    def bid(self, view: BidView, legal: Sequence[BidAction], rng: random.Random) -> BidAction:
        """The cheapest bid in the best strain when the side expects to make it (the RNG is not used)."""
        rules = view.rules
        bids = [a.bid for a in legal if a.kind is BidActionKind.BID and a.bid is not None]
        partner_bids = {bid.strain: bid.tricks for seat, bid in view.bids
                        if bid is not None and not bid.moon and seat % 2 == view.side and seat != view.seat}
        expected: dict[Strain, float] = {}
        own: dict[Strain, float] = {}
        moons: list[Bid] = []
        partners = rules.seats // 2 - 1
        for strain in dict.fromkeys(bid.strain for bid in bids):
            count = count_tricks(view.hand, strain, rules)
            own[strain] = count.expected
            expected[strain] = side_tricks(count.expected, rules)
            if strain in partner_bids:
                # The partner counted on an average hand here; each trick this hand has above that adds.
                raised = partner_bids[strain] + count.expected - AVERAGE_COUNT
                expected[strain] = max(expected[strain], raised)
            moons += [bid for bid in bids if bid.moon and bid.strain is strain
                      and count.sure + bid.help * partners >= rules.tricks]
        if moons:
            return BidAction.make(min(moons, key=lambda bid: -bid.help))
        best = max(expected, key=lambda s: expected[s])
        numbers = [bid for bid in bids if not bid.moon and bid.strain is best]
        stuck = BidAction.pass_() not in legal
        # Taking at least n tricks means more than n - 1/2; a quarter of the spread above that makes a
        # contract about three times in five, which pays with a point a trick against the bid lost.
        needed = numbers[0].tricks - 0.5 + 0.25 * SIDE_SPREAD[rules.form] if numbers else math.inf
        strong_enough = own[best] >= OWN_SHARE * rules.tricks / rules.seats
        if numbers and ((expected[best] >= needed and strong_enough) or stuck):
            return BidAction.make(numbers[0])
        return BidAction.pass_() if not stuck else BidAction.make(bids[0])

    # --------------------------------------------------------------------------------------------- play

    def play(self, view: BidView, cards: list[Card], strain: Strain) -> Card:
        """The card the module documentation describes."""
        unseen = view.unseen_cards()
        status = trick_status(view.trick, strain)
        if status is None:
            return self._lead(view, cards, strain, unseen)
        later = self._later_opponents(view)
        voids = voids_of(view, strain)
        trumps_out = strain.suit is not None and any(card_suit(c, strain) == strain.suit for c in unseen)
        ruff_risk = trumps_out and any(status.led in voids.get(seat, ()) for seat in later)
        if status.winner % 2 == view.side:
            partner_card = next(card for seat, card in view.trick if seat == status.winner)
            if not later or self._holds(partner_card, status.led, strain, unseen, ruff_risk):
                return lowest(cards, strain)
        winners = [c for c in cards if card_power(c, strain, status.led) > status.power]
        if not winners:
            return lowest(cards, strain)
        cheapest = min(winners, key=lambda c: card_power(c, strain, status.led))
        if not later or card_suit(cheapest, strain) != status.led:
            return cheapest  # the last to play wins as cheaply as it can; a ruff is the cheapest trump
        holding = [c for c in winners if self._holds(c, status.led, strain, unseen, ruff_risk)]
        if holding:
            return min(holding, key=lambda c: card_power(c, strain, status.led))
        return cheapest if status.winner % 2 != view.side and len(later) == 1 else lowest(cards, strain)

    @staticmethod
    def _holds(card: Card, led: Suit, strain: Strain, unseen: Counter[Card], ruff_risk: bool) -> bool:
        """True when no card still out can beat ``card`` in this trick."""
        if not is_boss(card, strain, unseen):
            return False
        return card_suit(card, strain) == strain.suit or not ruff_risk

    @staticmethod
    def _later_opponents(view: BidView) -> list[int]:
        """The opponents still to play to the trick in progress."""
        seats, playing = view.rules.seats, view.rules.seats - len(view.sitting_out)
        later: list[int] = []
        seat = view.seat
        while len(later) < playing - len(view.trick) - 1:
            seat = (seat + 1) % seats
            if seat not in view.sitting_out:
                later.append(seat)
        return [seat for seat in later if seat % 2 != view.side]

    def _lead(self, view: BidView, cards: list[Card], strain: Strain, unseen: Counter[Card]) -> Card:
        trump = strain.suit
        trumps = [c for c in cards if card_suit(c, strain) == trump]
        plain = [c for c in cards if c not in trumps]
        bidders = view.bidder is not None and view.bidder % 2 == view.side
        trumps_out = trump is not None and any(card_suit(c, strain) == trump for c in unseen.elements())
        if bidders and trumps and trumps_out:
            top = strongest(trumps, strain)
            if is_boss(top, strain, unseen) or view.bidder == view.seat:
                return top
        bosses = [c for c in plain if is_boss(c, strain, unseen)] or [
            c for c in trumps if is_boss(c, strain, unseen)]
        if bosses:
            return max(bosses, key=lambda c: own_power(c, strain))
        if not plain:
            return lowest(cards, strain)
        length = Counter(card_suit(c, strain) for c in plain)
        longest = max(length, key=lambda suit: (length[suit], -suit))
        return lowest((c for c in plain if card_suit(c, strain) == longest), strain)
