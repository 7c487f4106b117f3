"""Exact perfect-information solver for the play of a Euchre hand.

Given every seat's cards, the solver finds how many tricks the makers take when both sides play perfectly.
Because every score in Euchre (points, or the chance of winning the match) only ever improves for the makers
as their trick count rises, the minimax value of any such score is that score applied to the minimax trick
count; so the solver answers trick questions and callers map tricks to points.

How it is fast enough in pure Python:

* Hands are bitmasks; the position key of the transposition table packs every seat's cards and the leader
  into one integer, and the table is shared by every position with the same trump and the same players in
  the hand (positions from different sampled deals meet again near the end of the hand).
* Searches are null-window tests ("can the makers take at least k of the remaining tricks?"); the table keeps
  a lower and an upper bound per position, and an exact count is found by a few such tests.  A caller that
  only cares about the score needs only the tests at the score's thresholds (3 and 5 tricks).
* Cards that are equivalent — adjacent in their effective suit once the played cards are gone, and in the
  same hand — are searched once.
* A seat holding the top trumps left in an unbroken run wins a trick with each: a bound checked before
  searching a position.
* Moves are ordered cheaply: high cards first when leading; when following, the cheapest card that wins the
  trick, or the lowest card when partner already has it.
* The last trick is scored directly without search.

Sitting-out seats (loners, lone defenders) are simply absent from the play order; in cutthroat the maker
plays against the other two, who cooperate.  The Benny is the highest trump.

The position searched, ``Position``, is in ``position``.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Sequence
from typing import Final

from ..engine import Card
from ..engine.cards import POWER, SUIT_MASKS
from .position import EFFECTIVE_SUIT, Position, SolverError, minimax_maker_tricks, play_order

__all__ = ["Position", "Solver", "SolverError", "clear_shared_caches", "minimax_maker_tricks"]


def _suit_orders() -> tuple[tuple[tuple[int, ...], ...], ...]:
    """``[trump][suit]``: the cards of that effective suit, strongest first."""
    table = []
    for trump in range(4):
        per_suit = []
        for suit in range(4):
            row = POWER[trump][suit]
            cards = sorted((c for c in range(25) if EFFECTIVE_SUIT[trump][c] == suit), key=lambda c: -row[c])
            per_suit.append(tuple(cards))
        table.append(tuple(per_suit))
    return tuple(table)


_SUIT_ORDER: Final = _suit_orders()


def _sort_keys() -> tuple[tuple[tuple[int, ...], ...], ...]:
    """``[trump][led][card]``: a following card's trick power, or its rank (0..5) when it cannot win.

    Sorting ascending on this key puts throw-away cards first (lowest rank first), then cards that follow,
    then trumps; the cards able to beat a given power form a suffix of that order.
    """
    table = []
    for trump in range(4):
        table.append(tuple(
            tuple(POWER[trump][led][c] or (c % 6 if c < 24 else 6) for c in range(25)) for led in range(4)))
    return tuple(table)


_SORT_KEY: Final = _sort_keys()

_CARDS: Final = tuple(Card(n) for n in range(25))
_LEAD_SLOT: Final = 4
"""The ``led`` value used to ask for a leader's move order."""

_MOVES_CACHE: Final[dict[int, tuple[int, ...]]] = {}
"""(trump, legal cards, live cards, led suit) -> ordered representative moves.  Shared by every search,
since the answer depends on nothing else."""

_MOVES_LIMIT: Final = 150_000
"""Entries kept in the move-order cache before it is emptied (about 20 MB at most)."""

_TT_LIMIT: Final = 250_000
"""Transposition-table entries a solver keeps, all configurations together, before emptying its tables
(about 30 MB at most)."""


def clear_shared_caches() -> None:
    """Empty the move-order cache shared by all solvers (for benchmarks of the cold case)."""
    _MOVES_CACHE.clear()


_Test = Callable[[int, int], bool]


class _Engine:
    """The search for one configuration: trump, the seats in the play, and which of them are makers.

    ``hands`` is the working copy of the hands, mutated in place during a search and restored afterwards.
    The search is methods over flat tuples and ints, with no object per node, so that mypyc compiles it to
    plain C calls and field reads (``scripts/_compile_core.py``).
    """

    def __init__(self, trump: int, players: int, sitting_out: frozenset[int],
                 maker_seats: frozenset[int]) -> None:
        self.eff: tuple[int, ...] = EFFECTIVE_SUIT[trump]
        self.power: tuple[tuple[int, ...], ...] = POWER[trump]
        self.suit_masks: tuple[int, ...] = SUIT_MASKS[trump]
        self.suit_order: tuple[tuple[int, ...], ...] = _SUIT_ORDER[trump]
        self.trump_order: tuple[int, ...] = self.suit_order[trump]
        self.sort_key: tuple[tuple[int, ...], ...] = _SORT_KEY[trump]
        self.lead_power: tuple[int, ...] = tuple(self.power[self.eff[c]][c] for c in range(25))
        self.is_maker: tuple[bool, ...] = tuple(s in maker_seats for s in range(4))
        self.orders: dict[int, tuple[int, ...]] = {
            s: play_order(players, sitting_out, s) for s in range(players) if s not in sitting_out}
        self.n_active: int = len(next(iter(self.orders.values())))
        self.hands: list[int] = [0, 0, 0, 0]
        self.table: dict[int, int] = {}
        self.trump_key: int = trump << 53
        self.nodes: int = 0

    def moves(self, legal: int, live: int, led: int) -> tuple[int, ...]:
        """Representatives of the legal cards (equivalent cards merged), in the base order for ``led``.

        A leader tries the cards that are the best left in their suit first (strongest first), then the rest
        from the lowest; a follower's order is the ascending ``_SORT_KEY``.  ``live`` only needs the suits
        that can matter, so callers narrow it to improve the cache's hit rate.
        """
        key = legal | live << 25 | led << 50 | self.trump_key
        found = _MOVES_CACHE.get(key)
        if found is not None:
            return found
        tops: list[int] = []
        rest: list[int] = []
        for suit in range(4):
            if not legal & self.suit_masks[suit]:
                continue
            previous_mine = False
            first = True
            for card in self.suit_order[suit]:
                if not live >> card & 1:
                    continue
                if legal >> card & 1:
                    if not previous_mine:
                        (tops if first else rest).append(card)
                    previous_mine = True
                else:
                    previous_mine = False
                first = False
        if led == _LEAD_SLOT:
            tops.sort(key=self.lead_power.__getitem__, reverse=True)
            rest.sort(key=self.lead_power.__getitem__)
            result = tuple(tops + rest)
        else:
            rest += tops
            rest.sort(key=self.sort_key[led].__getitem__)
            result = tuple(rest)
        if len(_MOVES_CACHE) > _MOVES_LIMIT:
            _MOVES_CACHE.clear()
        _MOVES_CACHE[key] = result
        return result

    def cover(self, hand: int) -> int:
        """Every card of the suits present in ``hand`` (all that its move choice depends on)."""
        suits = 0
        for mask in self.suit_masks:
            if hand & mask:
                suits |= mask
        return suits

    def last_trick(self, leader: int) -> bool:
        """True if the makers win the final trick (every active seat holds one card)."""
        hands = self.hands
        card = hands[leader].bit_length() - 1
        row = self.power[self.eff[card]]
        best = row[card]
        winner = leader
        for seat in self.orders[leader][1:]:
            card = hands[seat].bit_length() - 1
            value = row[card]
            if value > best:
                best, winner = value, seat
        return self.is_maker[winner]

    def boundary(self, leader: int, need: int, left: int) -> bool:
        """Can the makers take ``need`` of the ``left`` tricks still to play, ``leader`` to lead?

        Table entries pack the proven bounds on the makers' tricks from here: upper in bits 0-2, lower in
        bits 3-5.
        """
        if need <= 0:
            return True
        if need > left:
            return False
        if left == 1:
            return self.last_trick(leader)
        self.nodes += 1
        hands = self.hands
        table = self.table
        is_maker = self.is_maker
        key = (hands[0] | hands[1] << 25 | hands[2] << 50 | hands[3] << 75) << 2 | leader
        entry = table.get(key)
        if entry is None:
            entry = left
        else:
            if need <= entry >> 3 & 7:
                return True
            if need > entry & 7:
                return False
        live = hands[0] | hands[1] | hands[2] | hands[3]
        # Sure tricks: a seat holding the top trumps left, in an unbroken run, wins one trick with each.
        holder = -1
        run = 0
        for card in self.trump_order:
            if live >> card & 1:
                if holder < 0:
                    holder = 0 if hands[0] >> card & 1 else 1 if hands[1] >> card & 1 else \
                        2 if hands[2] >> card & 1 else 3
                elif not hands[holder] >> card & 1:
                    break
                run += 1
        if run:
            if is_maker[holder]:
                if need <= run:
                    return True
            elif need > left - run:
                return False
        hand = hands[leader]
        maker = is_maker[leader]
        order = self.orders[leader]
        eff = self.eff
        power = self.power
        result = not maker
        for card in self.moves(hand, live & self.cover(hand), _LEAD_SLOT):
            hands[leader] = hand ^ (1 << card)
            led = eff[card]
            if self.node(order, 1, led, power[led][card], leader, need, left, live) is maker:
                result = maker
                break
        hands[leader] = hand
        if len(table) > _TT_LIMIT:
            table.clear()
        table[key] = (entry & 7) | need << 3 if result else (need - 1) | (entry & 0o70)
        return result

    def node(self, order: tuple[int, ...], index: int, led: int, best: int, winner: int, need: int, left: int,
             live: int) -> bool:
        """Inside a trick after the lead: seat ``order[index]`` to play; ``best`` is the winning power."""
        self.nodes += 1
        hands = self.hands
        is_maker = self.is_maker
        seat = order[index]
        hand = hands[seat]
        maker = is_maker[seat]
        led_cards = self.suit_masks[led]
        legal = hand & led_cards
        if legal:
            candidates = self.moves(legal, live & led_cards, led)
        else:
            candidates = self.moves(hand, live & self.cover(hand), led)
        row = self.power[led]
        if is_maker[winner] != maker:
            split = 0
            for card in candidates:
                if row[card] > best:
                    break
                split += 1
            if split:
                candidates = candidates[split:] + candidates[:split]
        final = index == self.n_active - 1
        for card in candidates:
            hands[seat] = hand ^ (1 << card)
            value = row[card]
            if value > best:
                new_best, new_winner = value, seat
            else:
                new_best, new_winner = best, winner
            if final:
                result = self.boundary(new_winner, need - is_maker[new_winner], left - 1)
            else:
                result = self.node(order, index + 1, led, new_best, new_winner, need, left, live)
            if result is maker:
                hands[seat] = hand
                return result
        hands[seat] = hand
        return not maker


def _maker_seats(position: Position) -> frozenset[int]:
    return frozenset(s for s in range(position.players) if position.is_maker_side(s))


class Solver:
    """Solves positions exactly; keeps one transposition table per configuration between calls.

    The tables only ever hold proven bounds for fully specified positions, so sharing them between the
    sampled deals of one decision (or between decisions) is sound.
    """

    def __init__(self) -> None:
        """An empty solver."""
        self._engines: dict[tuple[int, int, frozenset[int], frozenset[int]], _Engine] = {}

    @property
    def nodes(self) -> int:
        """Search nodes visited so far, over every configuration (for benchmarks)."""
        return sum(engine.nodes for engine in self._engines.values())

    def clear(self) -> None:
        """Forget every transposition table."""
        self._engines.clear()

    def _engine(self, position: Position) -> _Engine:
        key = (int(position.trump), position.players, position.sitting_out, _maker_seats(position))
        if sum(len(known.table) for known in self._engines.values()) > _TT_LIMIT:
            for known in self._engines.values():
                known.table.clear()
        engine = self._engines.get(key)
        if engine is None:
            engine = _Engine(key[0], key[1], key[2], key[3])
            self._engines[key] = engine
        return engine

    def _load(self, engine: _Engine, position: Position) -> None:
        hands = engine.hands
        for seat in range(4):
            playing = seat < position.players and seat not in position.sitting_out
            hands[seat] = position.hands[seat] if playing else 0

    def _child_test(self, engine: _Engine, position: Position) -> _Test:
        """A test ``(need, left) -> bool`` for the position as loaded in ``engine`` (mid-trick allowed)."""
        trick = position.trick
        if not trick:
            leader = position.leader
            return lambda need, left: engine.boundary(leader, need, left)
        trump = int(position.trump)
        order = engine.orders[position.leader]
        led = EFFECTIVE_SUIT[trump][trick[0][1]]
        row = POWER[trump][led]
        best, winner = -1, trick[0][0]
        for seat, card in trick:
            if row[card] > best:
                best, winner = row[card], seat
        live = 0
        for hand in engine.hands:
            live |= hand
        for _seat, card in trick:
            live |= 1 << card
        index = len(trick)
        node = engine.node
        return lambda need, left: node(order, index, led, best, winner, need, left, live)

    def reaches(self, position: Position, total: int) -> bool:
        """True if the makers can end the hand with at least ``total`` tricks against best defence."""
        engine = self._engine(position)
        self._load(engine, position)
        test = self._child_test(engine, position)
        return test(total - position.maker_tricks, position.tricks_left)

    def maker_tricks(self, position: Position) -> int:
        """The makers' final trick count under perfect play by both sides (tricks already won included)."""
        engine = self._engine(position)
        self._load(engine, position)
        return position.maker_tricks + self._exact(self._child_test(engine, position), position.tricks_left)

    def reached(self, position: Position, thresholds: Sequence[int]) -> int:
        """How many of the sorted final trick counts ``thresholds`` the makers reach under perfect play."""
        engine = self._engine(position)
        self._load(engine, position)
        return self._classify(self._child_test(engine, position), position.tricks_left, position.maker_tricks,
                              thresholds)

    @staticmethod
    def _exact(test: _Test, left: int) -> int:
        """The exact number of the ``left`` tricks the makers take, by bisection on null-window tests."""
        low, high = 0, left
        while low < high:
            middle = (low + high + 1) // 2
            if test(middle, left):
                low = middle
            else:
                high = middle - 1
        return low

    @staticmethod
    def _classify(test: _Test, left: int, won: int, thresholds: Sequence[int]) -> int:
        """How many of the sorted final-trick ``thresholds`` the makers reach (bisection over thresholds)."""
        low, high = 0, len(thresholds)
        while low < high:
            middle = (low + high + 1) // 2
            if test(thresholds[middle - 1] - won, left):
                low = middle
            else:
                high = middle - 1
        return low

    def move_tricks(self, position: Position, thresholds: Sequence[int] | None = None) -> dict[Card, int]:
        """For every legal card of the seat to move, the makers' result if that card is played.

        With ``thresholds`` None the result is the makers' exact final trick count.  With a sorted list of
        final trick counts (for example ``(3, 5)``: made, march), the result is how many of them the makers
        reach, which needs fewer searches and is all a score depends on.  Equivalent cards get the same
        value; the dict follows card order.
        """
        engine = self._engine(position)
        self._load(engine, position)
        trump = int(position.trump)
        order = engine.orders[position.leader]
        index = len(position.trick)
        seat = order[index]
        hand = engine.hands[seat]
        live = 0
        for mask in engine.hands:
            live |= mask
        for _seat, card in position.trick:
            live |= 1 << card
        legal = position.legal_mask()
        values: dict[int, int] = {}
        representative = _representatives(trump, legal, live)
        for card in sorted(set(representative.values())):
            after = dataclasses.replace(position, hands=_without(position.hands, seat, card),
                                        trick=(*position.trick, (seat, card)))
            done = len(after.trick) == len(order)
            if done:
                after = _finish_trick(after)
            engine.hands[seat] = hand ^ (1 << card)
            test = self._child_test(engine, after) if not done else self._boundary_test(engine, after)
            left = after.tricks_left
            if thresholds is None:
                values[card] = after.maker_tricks + self._exact(test, left)
            else:
                values[card] = self._classify(test, left, after.maker_tricks, thresholds)
            engine.hands[seat] = hand
        return {_CARDS[c]: values[representative[c]] for c in sorted(representative)}

    @staticmethod
    def _boundary_test(engine: _Engine, position: Position) -> _Test:
        leader = position.leader
        return lambda need, left: engine.boundary(leader, need, left)


def _without(hands: tuple[int, ...], seat: int, card: int) -> tuple[int, ...]:
    return tuple(mask & ~(1 << card) if s == seat else mask for s, mask in enumerate(hands))


def _finish_trick(position: Position) -> Position:
    """The position after its complete current trick is gathered by the winner."""
    trump = int(position.trump)
    led = EFFECTIVE_SUIT[trump][position.trick[0][1]]
    row = POWER[trump][led]
    winner = max(position.trick, key=lambda play: row[play[1]])[0]
    won = 1 if position.is_maker_side(winner) else 0
    return dataclasses.replace(position, leader=winner, trick=(), maker_tricks=position.maker_tricks + won,
                               tricks_left=position.tricks_left - 1)


def _representatives(trump: int, legal: int, live: int) -> dict[int, int]:
    """Map each legal card to the highest card of its run of equivalent cards in the same hand."""
    result: dict[int, int] = {}
    for suit in range(4):
        head = -1
        for card in _SUIT_ORDER[trump][suit]:
            if not live >> card & 1:
                continue
            if legal >> card & 1:
                if head < 0:
                    head = card
                result[card] = head
            else:
                head = -1
    return result
