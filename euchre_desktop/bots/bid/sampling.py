"""Bid Euchre deals consistent with what one seat knows, weighted by how likely the bids seen were.

``BidDealSampler(view)`` reads a ``BidView`` once: its own cards, every card played, every suit a seat has
shown out of, the cards of partner's best the seat handled, and how many cards each seat holds now.
``draw(rng)`` returns a ``BidSample``: every seat's cards now, every seat's cards while the bidding was on,
and a weight — the probability that the other seats, holding those cards, would have bid as they did, if
each bid as Standard does (``StandardBidBot``) with some room for other choices.

The hard constraints are sampled exactly and uniformly: the unseen cards are shuffled and dealt to the other
seats (and to the face-down places: a moon shooter's discards, the Benny pack's kitty) with the hand sizes
right; when seats have shown out of suits, deals that break a void are redrawn, and if that fails often the
seats with voids are dealt first from the cards they may hold (nearly uniform), or with few cards out the
Euchre sampler's exact suit-by-suit dealer deals them.  The soft knowledge from the bids is the weight: a
seat that passed probably holds little, one that bid spades probably holds spades.

After a moon with partner's best, the cards passed are seen only by the giver and the shooter.  A seat that
did not see them cannot say what the giver and the shooter held while bidding, so their bids are not
weighed then (moons are rare, and the other bids still are).  A sample never depends on anything but the
view and the rng, so a player built on it cannot peek.
"""

from __future__ import annotations

import dataclasses
import random
from collections import Counter
from collections.abc import Sequence
from typing import Final

from ...engine import Card
from ...engine.bid import BidAction, BidActionKind, BidDeal, BidHandState, BidView, pack
from ..sampling import SamplingError, _ConstrainedDealer
from .cards import voids_of
from .playout import strain_tables
from .standard import STRAINS, BidMenu, StandardBidBot, bid_menu, strain_number

__all__ = ["BidDealSampler", "BidSample", "SamplingError", "bid_probability"]

OPPONENT_BID_NOISE: Final = 0.15
"""The chance an opponent bids other than Standard would with its cards (people judge hands differently)."""
PARTNER_BID_NOISE: Final = 0.3
"""The same for a partner: more room, since the Expert's own side is what it knows best to doubt."""
REDRAWS: Final = 60
"""Plain shuffles tried, when seats have shown voids, before dealing around them."""
EXACT_POOL: Final = 24
"""With at most this many unseen cards, deals around voids are drawn exactly uniformly."""


def bid_probability(choice: BidAction, action: BidAction, legal: Sequence[BidAction], noise: float) -> float:
    """The chance a player whose book choice is ``choice`` takes ``action`` among ``legal``.

    The book's choice has ``1 - noise``; another bid in the same strain, the commonest misjudgement (one
    trick more or less), shares half of the rest; everything else shares what remains evenly.
    """
    if action == choice:
        return 1.0 - noise
    others = [a for a in legal if a != choice]
    near = [a for a in others if a.bid is not None and choice.bid is not None
            and a.bid.strain is choice.bid.strain]
    far = len(others) - len(near)
    if action in near:
        return noise / 2 / len(near) if far else noise / len(near)
    return noise / 2 / far if near else noise / max(far, 1)


@dataclasses.dataclass(frozen=True, slots=True)
class BidSample:
    """One deal consistent with a view: ``hands`` every seat's cards now (card numbers, the viewer's own
    real), ``bid_hands`` every seat's cards in the bidding, ``weight`` how likely the bids were on it."""

    hands: tuple[tuple[int, ...], ...]
    bid_hands: tuple[tuple[int, ...], ...]
    weight: float


class BidDealSampler:
    """Samples deals consistent with one seat's view; build once per decision, draw many times."""

    def __init__(self, view: BidView, standard: StandardBidBot | None = None) -> None:
        """Read what the view knows; SamplingError if no deal fits it."""
        self.view = view
        self.standard = standard or StandardBidBot()
        rules = view.rules
        seats = rules.seats
        self.me = view.seat
        self.others = [seat for seat in range(seats) if seat != view.seat]
        played: list[Counter[int]] = [Counter() for _ in range(seats)]
        for trick in view.tricks:
            for seat, card in trick.plays:
                played[seat][card] += 1
        for seat, card in view.trick:
            played[seat][card] += 1
        self.played = played
        gave: list[Counter[int]] = [Counter() for _ in range(seats)]
        buried: list[Counter[int]] = [Counter() for _ in range(seats)]
        gives = discards = 0
        self.gives_hidden = False
        given_by = [0] * seats
        for seat, action in view.history:
            if action.kind is BidActionKind.GIVE:
                gives += 1
                given_by[seat] += 1
                if action.card is None:
                    self.gives_hidden = True
                else:
                    gave[seat][action.card] += 1
            elif action.kind is BidActionKind.DISCARD:
                discards += 1
                if action.card is not None:
                    buried[seat][action.card] += 1
        self.gave, self.buried = gave, buried
        # Each seat's cards that left its hand after the bidding, as far as this seat knows.
        self._handled = [sorted((played[seat] + gave[seat] + buried[seat]).elements())
                         for seat in range(seats)]
        shooter = view.bidder
        sizes = []
        for seat in range(seats):
            size = rules.tricks - sum(played[seat].values()) - given_by[seat]
            if seat == shooter and gives:
                size += gives - discards
            sizes.append(size)
        self.sizes = sizes
        # Cards this seat passed stay in the shooter's hand until played, or, when the hand has no room
        # left for them, were buried face down (which of them is taken in card order).
        fixed: list[Counter[int]] = [Counter() for _ in range(seats)]
        self.known_buried: list[int] = []
        if shooter is not None and gave[self.me]:
            kept = sorted((gave[self.me] - played[shooter]).elements())
            room = max(0, sizes[shooter])
            fixed[shooter] = Counter(kept[:room])
            self.known_buried = kept[room:]
        self.fixed = fixed
        pool = Counter(int(card) for card in pack(rules))
        pool -= Counter(int(card) for card in view.hand)
        for seat in range(seats):
            pool -= played[seat]
            pool -= fixed[seat]
        pool -= buried[self.me]
        pool -= Counter(self.known_buried)
        self.pool = sorted(int(card) for card in pool.elements())  # sorted: the view's order, not the deal's
        self.needs = [sizes[seat] - sum(fixed[seat].values()) for seat in self.others]
        self.free = len(self.pool) - sum(self.needs)
        if min(self.needs, default=0) < 0 or self.free < 0:
            raise SamplingError("the view's card counts do not add up")
        strain = view.strain
        self.voids = [0] * seats
        if strain is not None:
            for seat, suits in voids_of(view, strain).items():
                for suit in suits:
                    self.voids[seat] |= 1 << suit
        self._constrained = strain is not None and any(self.voids[seat] for seat in self.others)
        self._exact: _ConstrainedDealer | None = None
        self._weighed = [seat for seat in self.others
                         if not (self.gives_hidden and (seat == shooter or seat in view.sitting_out))]
        self._points: list[_BidPoint] | None = None

    def _suit_dealer(self) -> _ConstrainedDealer:
        strain = self.view.strain
        assert strain is not None
        suit_of = strain_tables(strain).suit
        suits = [[c for c in self.pool if suit_of[c] == suit] for suit in range(4)]
        allowed = [[not self.voids[seat] >> suit & 1 for seat in self.others] + [True] for suit in range(4)]
        return _ConstrainedDealer(suits, [*self.needs, self.free], allowed)

    def _fits_voids(self, groups: Sequence[Sequence[int]]) -> bool:
        strain = self.view.strain
        assert strain is not None
        suit_of = strain_tables(strain).suit
        return all(not any(self.voids[seat] >> suit_of[card] & 1 for card in cards)
                   for seat, cards in zip(self.others, groups, strict=False) if self.voids[seat])

    def _groups(self, rng: random.Random) -> list[list[int]]:
        for _attempt in range(REDRAWS if self._constrained else 1):
            cards = self.pool[:]
            rng.shuffle(cards)
            groups, start = [], 0
            for need in (*self.needs, self.free):
                groups.append(cards[start:start + need])
                start += need
            if not self._constrained or self._fits_voids(groups):
                return groups
        if self._exact is None:
            # Counting every deal suit by suit is cheap for a few cards and takes seconds for forty.
            if len(self.pool) > EXACT_POOL:
                dealt = self._void_seats_first(rng)
                if dealt is not None:
                    return dealt
            self._exact = self._suit_dealer()
        return self._exact.draw(rng)

    def _void_seats_first(self, rng: random.Random) -> list[list[int]] | None:
        """Deal the seats that have shown voids first, each from the cards it may hold, then the rest:
        nearly uniform, and quick with many cards out (None if a seat is left short)."""
        strain = self.view.strain
        assert strain is not None
        suit_of = strain_tables(strain).suit
        cards = self.pool[:]
        rng.shuffle(cards)
        order = sorted(range(len(self.others)), key=lambda i: -bin(self.voids[self.others[i]]).count("1"))
        groups: list[list[int]] = [[] for _ in range(len(self.others) + 1)]
        for index in order:
            voids = self.voids[self.others[index]]
            allowed = [c for c in cards if not voids >> suit_of[c] & 1]
            if len(allowed) < self.needs[index]:
                return None
            groups[index] = allowed[:self.needs[index]]
            for card in groups[index]:
                cards.remove(card)
        groups[-1] = cards
        return groups

    def draw(self, rng: random.Random) -> BidSample:
        """One deal consistent with the view, with its bidding weight."""
        view = self.view
        groups = self._groups(rng)
        hands: list[list[int]] = [[] for _ in range(view.rules.seats)]
        hands[self.me] = [int(card) for card in view.hand]
        for seat, cards in zip(self.others, groups, strict=False):
            hands[seat] = cards + list(self.fixed[seat].elements())
        bid_hands = self._bid_hands(hands, self.known_buried + groups[-1])
        weight = self._weight(bid_hands)
        return BidSample(tuple(tuple(sorted(h)) for h in hands), tuple(tuple(sorted(h)) for h in bid_hands),
                         weight)

    def _bid_hands(self, hands: list[list[int]], face_down: list[int]) -> list[list[int]]:
        """Each seat's cards in the bidding: now plus played, given and buried, minus received.

        A hidden discard is a face-down card of the sample.  A hidden gift is taken to be the shooter's
        strongest card (partners pass their best); those seats' bids are not weighed, but the cards must
        still make up the pack.
        """
        view = self.view
        shooter = view.bidder
        if shooter is None or view.contract is None or not view.contract.moon:
            return [sorted(hand + self._handled[seat]) for seat, hand in enumerate(hands)]
        bid_hands = [Counter(hand) + self.played[seat] + self.gave[seat] + self.buried[seat]
                     for seat, hand in enumerate(hands)]
        hidden_discards = sum(1 for seat, action in view.history
                              if action.kind is BidActionKind.DISCARD and action.card is None)
        bid_hands[shooter] += Counter(face_down[:hidden_discards])
        for seat in range(view.rules.seats):
            bid_hands[shooter] -= self.gave[seat]
        tables = strain_tables(view.contract.strain)
        for seat, action in view.history:
            if action.kind is BidActionKind.GIVE and action.card is None:
                best = max(bid_hands[shooter].elements(),
                           key=lambda c: (tables.suit[c] == tables.trump, tables.own[c], -c))
                bid_hands[shooter][best] -= 1
                bid_hands[seat][best] += 1
        return [sorted(cards.elements()) for cards in bid_hands]

    def _weight(self, bid_hands: list[list[int]]) -> float:
        """How likely the weighed seats were to bid as they did, holding these cards (Standard's choice
        for each seat from its own cards and the bids before it)."""
        if self._points is None:
            self._points = self._bidding_points(bid_hands)
        rules = self.view.rules
        weight = 1.0
        for point in self._points:
            choice = self.standard.bid_choice(rules, bid_hands[point.seat], point.partner_bids, point.menu)
            chance = point.chances[choice]
            if chance is None:
                chance = bid_probability(point.legal[choice], point.action, point.legal, point.noise)
                point.chances[choice] = chance
            weight *= chance
        return weight

    def _bidding_points(self, bid_hands: list[list[int]]) -> list[_BidPoint]:
        """The bids to weigh: each weighed seat's bid where it had a choice, with what it knew then.

        Found by replaying the bidding once on a sample; what a seat may bid does not depend on the cards.
        """
        view = self.view
        bids = [(seat, action) for seat, action in view.history
                if action.kind in (BidActionKind.PASS, BidActionKind.BID)]
        if not any(seat in self._weighed for seat, _a in bids):
            return []
        kitty = Counter(int(card) for card in pack(view.rules))
        for hand in bid_hands:
            kitty -= Counter(hand)
        deal = BidDeal(view.dealer, tuple(_cards(h) for h in bid_hands), _cards(sorted(kitty.elements())))
        state = BidHandState(view.rules, deal, scores_before=view.scores)
        points = []
        for index, (seat, action) in enumerate(bids):
            if seat in self._weighed:
                legal = state.legal_actions()
                if len(legal) > 1:
                    partner_bids = [0] * len(STRAINS)
                    for other, earlier in bids[:index]:
                        bid = earlier.bid
                        if bid is not None and not bid.moon and other % 2 == seat % 2 and other != seat:
                            partner_bids[strain_number(bid.strain)] = bid.tricks
                    noise = PARTNER_BID_NOISE if seat % 2 == view.side else OPPONENT_BID_NOISE
                    points.append(_BidPoint(seat, action, legal, bid_menu(view.rules, state.contract, legal),
                                            partner_bids, noise))
            state.apply_unchecked(action)
        return points


class _BidPoint:
    """One bid the sampler weighs: the seat, what it did, what it could do, its partners' bids before it,
    the noise allowed, and the chance of the action for each choice Standard may make (filled as met)."""

    __slots__ = ("action", "chances", "legal", "menu", "noise", "partner_bids", "seat")

    def __init__(self, seat: int, action: BidAction, legal: list[BidAction], menu: BidMenu,
                 partner_bids: list[int], noise: float) -> None:
        self.seat, self.action, self.legal, self.menu = seat, action, legal, menu
        self.partner_bids, self.noise = partner_bids, noise
        self.chances: list[float | None] = [None] * len(legal)


def _cards(numbers: Sequence[int]) -> tuple[Card, ...]:
    return tuple(sorted(Card(n) for n in numbers))
