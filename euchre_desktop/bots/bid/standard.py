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

import dataclasses
import random
from collections import Counter
from collections.abc import Sequence
from typing import Final

from ...engine import Card, Suit
from ...engine.bid import (
    Bid,
    BidAction,
    BidActionKind,
    BidRules,
    BidView,
    Strain,
    bid_rank,
    card_power,
    card_suit,
)
from .cards import is_boss, lowest, own_power, strongest, trick_status, voids_of
from .judgement import SIDE_SPREAD, count_tricks_by_strain, side_tricks
from .rule_based import RuleBasedBidBot

__all__ = ["STRAINS", "BidMenu", "StandardBidBot", "bid_menu", "strain_number"]

OWN_SHARE: Final = 1.0
"""Standard bids only a hand that counts at least this many times an average player's share of the tricks:
the fit in ``side_tricks`` was measured on hands that won the bidding, so it flatters a hand with nothing."""
AVERAGE_COUNT: Final = 1.5
"""About what an average hand counts in a strain a partner chose."""
STRAINS: Final = tuple(Strain)
"""The strains in a fixed order: ``strain_number`` is a strain's place in it."""


def strain_number(strain: Strain) -> int:
    """The strain's place in ``STRAINS`` (found by identity: an enum member's hash runs Python code)."""
    for number, other in enumerate(STRAINS):
        if other is strain:
            return number
    raise ValueError(f"not a strain: {strain!r}")


@dataclasses.dataclass(frozen=True, slots=True)
class BidMenu:
    """The legal actions of a point in the bidding, as Standard weighs them, by their places in the list.

    The bidding's legal actions depend only on the rules, the high bid and whether the dealer is stuck, not
    on the cards, so one menu serves every sample the Expert weighs.
    """

    strains: tuple[tuple[int, int, tuple[tuple[int, int], ...]], ...]
    """Each strain bid may name, in the order of the list: its number in ``STRAINS``, the place of its
    cheapest number bid (-1 if none) and ``(place, cards taken from each partner)`` of each of its moons."""
    tricks: tuple[int, ...]
    """The tricks of the number bid at each place (0 for a pass or a moon)."""
    pass_index: int
    """The place of the pass, -1 when the dealer is stuck."""
    first_bid: int
    """The place of the first bid."""

    @classmethod
    def of(cls, legal: Sequence[BidAction]) -> BidMenu:
        """The menu of the legal actions of a point in the bidding."""
        strains: dict[int, tuple[list[int], list[tuple[int, int]]]] = {}
        tricks = [0] * len(legal)
        pass_index = first_bid = -1
        for index, action in enumerate(legal):
            bid = action.bid
            if action.kind is BidActionKind.PASS:
                pass_index = index
            if action.kind is not BidActionKind.BID or bid is None:
                continue
            first_bid = index if first_bid < 0 else first_bid
            numbers, moons = strains.setdefault(strain_number(bid.strain), ([], []))
            if bid.moon:
                moons.append((index, bid.help))
            else:
                numbers.append(index)
                tricks[index] = bid.tricks
        menu = tuple((strain, numbers[0] if numbers else -1, tuple(moons))
                     for strain, (numbers, moons) in strains.items())
        return cls(menu, tuple(tricks), pass_index, first_bid)


_MENUS: dict[tuple[BidRules, int, bool], BidMenu] = {}


def bid_menu(rules: BidRules, contract: Bid | None, legal: Sequence[BidAction]) -> BidMenu:
    """The menu of ``legal``, the legal actions in the bidding over ``contract`` (cached: the list is the
    same whenever the rules, the high bid and whether the dealer is stuck are)."""
    stuck = not any(action.kind is BidActionKind.PASS for action in legal)
    key = (rules, 0 if contract is None else bid_rank(contract, rules), stuck)
    menu = _MENUS.get(key)
    if menu is None:
        menu = _MENUS[key] = BidMenu.of(legal)
    return menu


class StandardBidBot(RuleBasedBidBot):
    """A sound player by the book: see the module documentation."""

    name = "standard"

    # ------------------------------------------------------------------------------------------ bidding

    def bid(self, view: BidView, legal: Sequence[BidAction], rng: random.Random) -> BidAction:
        """The cheapest bid in the best strain when the side expects to make it (the RNG is not used)."""
        partner_bids = [0] * len(STRAINS)
        for seat, bid in view.bids:
            if bid is not None and not bid.moon and seat % 2 == view.side and seat != view.seat:
                partner_bids[strain_number(bid.strain)] = bid.tricks
        menu = bid_menu(view.rules, view.contract, legal)
        return legal[self.bid_choice(view.rules, view.hand, partner_bids, menu)]

    @staticmethod
    def bid_choice(rules: BidRules, hand: Sequence[int], partner_bids: Sequence[int], menu: BidMenu) -> int:
        """Where in the menu's legal actions Standard's bid (or pass) is, for a seat holding ``hand`` whose
        partners bid ``partner_bids[strain_number(strain)]`` tricks in each strain (0: not bid).

        The whole bid works on numbers, because the Expert's sampler asks it of every other seat on every
        sample it weighs.
        """
        partners = rules.seats // 2 - 1
        best = -1
        best_expected = 0.0
        best_own = 0.0
        moon = -1
        moon_help = -1
        strains = [STRAINS[strain] for strain, _cheapest, _moons in menu.strains]
        counts = count_tricks_by_strain(hand, strains, rules)
        for (strain, _cheapest, moons), count in zip(menu.strains, counts, strict=True):
            expected = side_tricks(count.expected, rules)
            if partner_bids[strain]:
                # The partner counted on an average hand here; each trick this hand has above that adds.
                raised = partner_bids[strain] + count.expected - AVERAGE_COUNT
                expected = max(expected, raised)
            for index, helped in moons:
                if count.sure + helped * partners >= rules.tricks and helped > moon_help:
                    moon, moon_help = index, helped  # the moon taking the most help, the first on a tie
            if best < 0 or expected > best_expected:
                best, best_expected, best_own = strain, expected, count.expected
        if moon >= 0:
            return moon
        number = next(number for strain, number, _moons in menu.strains if strain == best)
        if number < 0:
            return menu.first_bid if menu.pass_index < 0 else menu.pass_index
        # Taking at least n tricks means more than n - 1/2; a quarter of the spread above that makes a
        # contract about three times in five, which pays with a point a trick against the bid lost.
        needed = menu.tricks[number] - 0.5 + 0.25 * SIDE_SPREAD[rules.form]
        strong_enough = best_own >= OWN_SHARE * rules.tricks / rules.seats
        if (best_expected >= needed and strong_enough) or menu.pass_index < 0:
            return number
        return menu.pass_index

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
