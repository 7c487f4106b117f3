"""A fast table for the Expert's search: the rest of a Bid Euchre hand played out by the book, or solved.

``PlayTable`` holds every seat's cards as plain numbers, the trick in progress and the tricks taken, and
plays a card with ``play`` (and takes it back with ``undo``) far faster than the engine's checked hand.  Two
ways to finish the hand from any point:

* ``play_out()`` lets every seat play Standard's card (``standard.StandardBidBot``'s rules, written again on
  numbers so that a whole hand costs well under a millisecond): each seat judges only by its own cards, the
  cards played and the suits shown out of, never by the others' cards.
* ``solve()`` finds the bidders' trick count with perfect play by both sides (alpha-beta), for the last few
  tricks, where it is cheap.

The table is built from a sampled deal, so it knows every seat's cards; the Expert uses it only on samples.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from typing import Final

from ...engine import DECK_25, Card, Suit
from ...engine.bid import BidHandState, Strain, card_power, card_suit, pack

__all__ = ["PlayTable", "StrainTables", "strain_tables"]

_ANY: Final = -1
"""The trump number of a no-trump strain: no card's suit is ever -1."""


@dataclasses.dataclass(frozen=True, slots=True)
class StrainTables:
    """What a strain makes of every card, as plain tuples indexed by card number."""

    trump: int
    """The trump suit's number, or -1 in no-trump."""
    suit: tuple[int, ...]
    """The suit each card belongs to."""
    power: tuple[tuple[int, ...], ...]
    """``power[led][card]``: how strongly the card contends for a trick led in ``led`` (0: it cannot)."""
    own: tuple[int, ...]
    """The card's strength within its own suit."""
    higher: tuple[tuple[int, ...], ...]
    """For each card, the cards of its suit that beat it."""
    ranked: tuple[tuple[int, ...], ...]
    """For each suit, the cards of the strain's pack that belong to it, strongest first."""
    trumps: tuple[int, ...]
    """The trumps (none in no-trump)."""


def _build_tables(strain: Strain) -> StrainTables:
    cards = DECK_25 if strain.suit is not None else DECK_25[:24]
    suit = [card_suit(card, strain) if card in cards else 0 for card in DECK_25]
    power = tuple(tuple(card_power(card, strain, Suit(led)) if card in cards else 0 for card in DECK_25)
                  for led in range(4))
    own = tuple(power[suit[card]][card] for card in range(25))
    higher = tuple(tuple(other for other in cards if suit[other] == suit[card] and own[other] > own[card])
                   if card in cards else () for card in range(25))
    trump = _ANY if strain.suit is None else int(strain.suit)
    ranked = tuple(tuple(sorted((int(card) for card in cards if suit[card] == led), key=lambda c: -own[c]))
                   for led in range(4))
    trumps = () if trump == _ANY else ranked[trump]
    return StrainTables(trump, tuple(int(s) for s in suit), power, own, higher, ranked, trumps)


_TABLES: Final = {strain: _build_tables(strain) for strain in Strain}


def strain_tables(strain: Strain) -> StrainTables:
    """The card tables of a strain (built once)."""
    return _TABLES[strain]


_Undo = tuple[int, int, int, int, int, "list[tuple[int, int]] | None"]


class PlayTable:
    """The play of a Bid Euchre hand on plain numbers; see the module documentation.

    ``hands[seat]`` are the seat's cards (duplicates for a double pack); ``won`` the tricks per side so far;
    ``unplayed[card]`` how many copies of a card are not yet played; ``voids[seat]`` the suits (bits) the
    seat has shown out of.
    """

    __slots__ = ("bidder", "hands", "leader", "next_seat", "playing", "t", "trick", "tricks_left", "turn",
                 "unplayed", "voids", "won")

    def __init__(self, tables: StrainTables, bidder: int, hands: list[list[int]], *, next_seat: list[int],
                 playing: int, leader: int, turn: int, trick: list[tuple[int, int]], won: list[int],
                 tricks_left: int, unplayed: list[int], voids: list[int]) -> None:
        """A table from its parts, taken as they are: ``start`` and ``from_state`` make them."""
        self.t = tables
        self.bidder = bidder
        self.hands = hands
        self.next_seat = next_seat
        self.playing = playing
        self.leader = leader
        self.turn = turn
        self.trick = trick
        self.won = won
        self.tricks_left = tricks_left
        self.unplayed = unplayed
        self.voids = voids

    @classmethod
    def start(cls, strain: Strain, bidder: int, hands: Sequence[Sequence[int]], *, seats: int,
              sitting_out: frozenset[int], leader: int, trick: Sequence[tuple[int, int]], won: Sequence[int],
              tricks_left: int, unplayed: Sequence[int], voids: Sequence[int]) -> PlayTable:
        """A table in play: ``trick`` is the trick in progress (``tricks_left`` counts it)."""
        next_seat = [_next_active(seat, seats, sitting_out) for seat in range(seats)]
        return cls(_TABLES[strain], bidder, [list(hand) for hand in hands], next_seat=next_seat,
                   playing=seats - len(sitting_out), leader=leader,
                   turn=next_seat[trick[-1][0]] if trick else leader, trick=list(trick), won=list(won),
                   tricks_left=tricks_left, unplayed=list(unplayed), voids=list(voids))

    @classmethod
    def from_state(cls, state: BidHandState) -> PlayTable:
        """The table of a hand whose play has begun (a state built on a sampled deal)."""
        assert state.contract is not None and state.bidder is not None
        rules = state.rules
        unplayed = [0] * 25
        for card in pack(rules):
            unplayed[card] += 1
        for trick in state.tricks:
            for _seat, card in trick.plays:
                unplayed[card] -= 1
        for _seat, card in state.trick:
            unplayed[card] -= 1
        hands = [state.hand(seat) for seat in range(rules.seats)]
        return cls.start(state.contract.strain, state.bidder, hands, seats=rules.seats,
                         sitting_out=state.sitting_out, leader=state.leader, trick=state.trick,
                         won=state.tricks_won, tricks_left=rules.tricks - len(state.tricks),
                         unplayed=unplayed, voids=[0] * rules.seats)

    def copy(self) -> PlayTable:
        """An independent copy (the card tables and the seating are shared: they never change)."""
        return PlayTable(self.t, self.bidder, [hand[:] for hand in self.hands], next_seat=self.next_seat,
                         playing=self.playing, leader=self.leader, turn=self.turn, trick=self.trick[:],
                         won=self.won[:], tricks_left=self.tricks_left, unplayed=self.unplayed[:],
                         voids=self.voids[:])

    @property
    def bidders_won(self) -> int:
        """Tricks the bidders' side has taken so far."""
        return self.won[self.bidder % 2]

    # --------------------------------------------------------------------------------------------- moves

    def legal(self) -> list[int]:
        """The distinct cards the seat to play may play."""
        hand = self.hands[self.turn]
        if self.trick:
            suit = self.t.suit
            led = suit[self.trick[0][1]]
            follow = {c for c in hand if suit[c] == led}
            if follow:
                return sorted(follow)
        return sorted(set(hand))

    def play(self, card: int) -> _Undo:
        """Play ``card`` for the seat to play (not checked); returns what ``undo`` needs."""
        seat = self.turn
        t = self.t
        self.hands[seat].remove(card)
        self.unplayed[card] -= 1
        voids = self.voids[seat]
        if self.trick:
            led = t.suit[self.trick[0][1]]
            if t.suit[card] != led:
                self.voids[seat] = voids | 1 << led
        self.trick.append((seat, card))
        undo: _Undo = (seat, card, voids, self.leader, self.turn, None)
        if len(self.trick) < self.playing:
            self.turn = self.next_seat[seat]
            return undo
        row = t.power[t.suit[self.trick[0][1]]]
        winner, best = self.trick[0][0], row[self.trick[0][1]]
        for other, played in self.trick:
            if row[played] > best:  # strictly: of two identical cards the first played wins
                winner, best = other, row[played]
        self.won[winner % 2] += 1
        self.tricks_left -= 1
        finished = self.trick
        self.trick = []
        self.leader = self.turn = winner
        return (seat, card, voids, undo[3], undo[4], finished)

    def undo(self, undo: _Undo) -> None:
        """Take back the play that returned ``undo``."""
        seat, card, voids, leader, turn, finished = undo
        if finished is not None:
            row = self.t.power[self.t.suit[finished[0][1]]]
            winner, best = finished[0][0], row[finished[0][1]]
            for other, played in finished:
                if row[played] > best:
                    winner, best = other, row[played]
            self.won[winner % 2] -= 1
            self.tricks_left += 1
            self.trick = finished
        self.trick.pop()
        self.hands[seat].append(card)
        self.unplayed[card] += 1
        self.voids[seat] = voids
        self.leader, self.turn = leader, turn

    # ---------------------------------------------------------------------------------- the two finishes

    def play_out(self) -> int:
        """Play the rest of the hand by the book; the bidders' tricks at the end."""
        while self.tricks_left:
            self.play(self.book_card())
        return self.bidders_won

    def solve(self, alpha: int = -1, beta: int = 99) -> int:
        """The bidders' tricks at the end with perfect play by both sides (alpha-beta within the window)."""
        side = self.bidder % 2
        won = self.won[side]
        if not self.tricks_left or won >= beta or won + self.tricks_left <= alpha:
            return won
        maximising = self.turn % 2 == side
        best = -1 if maximising else 99
        for card in self.legal():
            undo = self.play(card)
            value = self.solve(alpha, beta)
            self.undo(undo)
            if maximising:
                best = max(best, value)
                alpha = max(alpha, value)
            else:
                best = min(best, value)
                beta = min(beta, value)
            if alpha >= beta:
                break
        return best

    # ------------------------------------------------------------------------------------------ the book

    def book_card(self) -> int:
        """Standard's card for the seat to play, judged from that seat's knowledge only."""
        seat = self.turn
        hand = self.hands[seat]
        if not self.trick:
            return self._lead(seat, hand)
        t = self.t
        led = t.suit[self.trick[0][1]]
        cards = [c for c in hand if t.suit[c] == led] or hand
        row = t.power[led]
        winner, first = self.trick[0]
        power = row[first]
        for other, played in self.trick:
            if row[played] > power:
                winner, power = other, row[played]
        later = self._later_opponents(seat)
        ruff_risk = self._trumps_out(hand) and any(self.voids[s] >> led & 1 for s in later)
        side = seat % 2
        if winner % 2 == side:
            partner_card = next(card for other, card in self.trick if other == winner)
            if not later or self._holds(partner_card, hand, ruff_risk):
                return self._lowest(cards)
        winners = [c for c in cards if row[c] > power]
        if not winners:
            return self._lowest(cards)
        cheapest = min(winners, key=row.__getitem__)
        if not later or t.suit[cheapest] != led:
            return cheapest
        holding = [c for c in winners if self._holds(c, hand, ruff_risk)]
        if holding:
            return min(holding, key=row.__getitem__)
        return cheapest if winner % 2 != side and len(later) == 1 else self._lowest(cards)

    def _later_opponents(self, seat: int) -> list[int]:
        later = []
        other = seat
        for _ in range(self.playing - len(self.trick) - 1):
            other = self.next_seat[other]
            if other % 2 != seat % 2:
                later.append(other)
        return later

    def _is_boss(self, card: int, hand: list[int]) -> bool:
        unplayed = self.unplayed
        return not any(unplayed[h] > hand.count(h) for h in self.t.higher[card])

    def _holds(self, card: int, hand: list[int], ruff_risk: bool) -> bool:
        return self._is_boss(card, hand) and (self.t.suit[card] == self.t.trump or not ruff_risk)

    def _trumps_out(self, hand: list[int]) -> bool:
        unplayed = self.unplayed
        return any(unplayed[c] > hand.count(c) for c in self.t.trumps if unplayed[c])

    def _lowest(self, cards: Sequence[int]) -> int:
        # The least of (is a trump, strength in its suit, length of its suit here, card number), packed
        # into one number: the strength is under 128, a suit's length and a card number under 64.
        t = self.t
        suit, own, trump = t.suit, t.own, t.trump
        length = [0, 0, 0, 0]
        for c in set(cards):
            length[suit[c]] += 1
        best, best_key = -1, -1
        for c in cards:
            key = (suit[c] == trump) << 24 | own[c] << 12 | length[suit[c]] << 6 | c
            if best < 0 or key < best_key:
                best, best_key = c, key
        return best

    def _strongest(self, cards: Sequence[int]) -> int:
        # The greatest of (is a trump, strength in its suit, the lower card number), packed as in _lowest.
        t = self.t
        suit, own, trump = t.suit, t.own, t.trump
        best, best_key = -1, -1
        for c in cards:
            key = (suit[c] == trump) << 24 | own[c] << 12 | 24 - c
            if key > best_key:
                best, best_key = c, key
        return best

    def _lead(self, seat: int, held: list[int]) -> int:
        t = self.t
        hand = sorted(set(held))
        trumps = [c for c in hand if t.suit[c] == t.trump]
        plain = [c for c in hand if t.suit[c] != t.trump]
        if self.bidder % 2 == seat % 2 and trumps and self._trumps_out(held):
            top = self._strongest(trumps)
            if seat == self.bidder or self._is_boss(top, held):
                return top
        bosses = [c for c in plain if self._is_boss(c, held)] or [c for c in trumps if self._is_boss(c, held)]
        if bosses:
            return max(bosses, key=t.own.__getitem__)
        if not plain:
            return self._lowest(hand)
        length = [0, 0, 0, 0]
        for c in plain:
            length[t.suit[c]] += 1
        longest = max(range(4), key=lambda s: (length[s], -s))
        return self._lowest([c for c in plain if t.suit[c] == longest])


def _next_active(seat: int, seats: int, sitting_out: frozenset[int]) -> int:
    other = (seat + 1) % seats
    while other in sitting_out:
        other = (other + 1) % seats
    return other


def as_cards(numbers: Sequence[int]) -> tuple[Card, ...]:
    """Card numbers as the engine's cards, sorted."""
    return tuple(sorted(DECK_25[n] for n in numbers))
