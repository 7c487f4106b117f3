"""A play-phase position with every hand known: what the exact solver (``solver``) searches.

``Position`` is built from the full state (tests, the omniscient player) or from a seat's view with the other
hands filled in by a sampled deal (the Expert), and checks itself before a search.  ``minimax_maker_tricks``
is the plain minimax over the engine that the solver is tested against.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from typing import Final

from ..engine import HandState, Phase, PlayerView, Suit
from ..engine.cards import SUIT_MASKS

__all__ = ["EFFECTIVE_SUIT", "Position", "SolverError", "minimax_maker_tricks", "play_order"]


class SolverError(ValueError):
    """A position the solver cannot search (no trump, the wrong number of cards, a seat that cannot play)."""


def _effective_suits() -> tuple[tuple[int, ...], ...]:
    rows = []
    for trump in range(4):
        row = []
        for card in range(25):
            row.append(next(s for s in range(4) if SUIT_MASKS[trump][s] >> card & 1))
        rows.append(tuple(row))
    return tuple(rows)


EFFECTIVE_SUIT: Final = _effective_suits()
"""``EFFECTIVE_SUIT[trump][card]``: the suit the card belongs to once trump is known (Benny included)."""


@dataclasses.dataclass(frozen=True, slots=True)
class Position:
    """A play-phase position with every hand known.

    ``hands`` has one bitmask per seat (sitting-out seats hold 0 or are ignored); ``trick`` holds the plays of
    the trick in progress, which ``leader`` led; ``maker_tricks`` counts the tricks the makers have already
    won and ``tricks_left`` the tricks still to finish (the one in progress included).
    """

    players: int
    trump: Suit
    maker: int
    sitting_out: frozenset[int]
    hands: tuple[int, ...]
    leader: int
    trick: tuple[tuple[int, int], ...] = ()
    maker_tricks: int = 0
    tricks_left: int = 5

    @classmethod
    def from_state(cls, state: HandState) -> Position:
        """The position of a hand in its PLAY phase, every card known (the omniscient bot's real hand, or a
        hand the Expert plays out on a sampled deal)."""
        if state.phase is not Phase.PLAY or state.trump is None or state.maker is None:
            raise SolverError(f"the solver needs a hand in its play phase, not {state.phase.value}")
        maker_tricks = sum(won for seat, won in enumerate(state.tricks_won) if state.is_maker_side(seat))
        return cls(state.rules.players, state.trump, state.maker, state.sitting_out, tuple(state.hands),
                   state.leader, tuple((s, int(c)) for s, c in state.trick), maker_tricks,
                   5 - len(state.tricks))

    @classmethod
    def from_view(cls, view: PlayerView, hands: Sequence[int]) -> Position:
        """The position a seat sees in the PLAY phase, with ``hands`` filling in the other seats' cards."""
        if view.phase is not Phase.PLAY or view.trump is None or view.maker is None:
            raise SolverError(f"the solver needs a hand in its play phase, not {view.phase.value}")
        players = view.rules.players
        maker_side = {view.maker} if players == 3 else {view.maker, (view.maker + 2) % 4}
        maker_tricks = sum(won for seat, won in enumerate(view.tricks_won) if seat in maker_side)
        return cls(players, view.trump, view.maker, view.sitting_out, tuple(hands), view.leader,
                   tuple((s, int(c)) for s, c in view.trick), maker_tricks, 5 - len(view.tricks))

    @property
    def active(self) -> tuple[int, ...]:
        """Seats in the play, clockwise from seat 0."""
        return tuple(s for s in range(self.players) if s not in self.sitting_out)

    @property
    def to_move(self) -> int:
        """The seat whose turn it is."""
        order = play_order(self.players, self.sitting_out, self.leader)
        return order[len(self.trick)]

    def is_maker_side(self, seat: int) -> bool:
        """True for the maker and (in the partnership game) the maker's partner."""
        if self.players == 3:
            return seat == self.maker
        return seat % 2 == self.maker % 2

    def legal_mask(self) -> int:
        """The cards the seat to move may play (following suit when it can)."""
        hand = self.hands[self.to_move]
        if not self.trick:
            return hand
        led = EFFECTIVE_SUIT[self.trump][self.trick[0][1]]
        follow = hand & SUIT_MASKS[self.trump][led]
        return follow or hand

    def validate(self) -> None:
        """Raise SolverError unless every active seat holds the right number of cards and none is shared."""
        order = play_order(self.players, self.sitting_out, self.leader)
        if self.leader in self.sitting_out or not 0 <= self.leader < self.players:
            raise SolverError(f"the leader, seat {self.leader}, is not in the hand")
        if len(self.trick) >= len(order) or any(s != order[i] for i, (s, _c) in enumerate(self.trick)):
            raise SolverError("the trick in progress does not follow the play order")
        seen = 0
        for seat in order:
            mask = self.hands[seat]
            if mask & seen:
                raise SolverError(f"seat {seat} holds a card that another seat also holds")
            seen |= mask
            has_played = any(s == seat for s, _c in self.trick)
            expected = self.tricks_left - (1 if has_played else 0)
            if mask.bit_count() != expected:
                raise SolverError(f"seat {seat} holds {mask.bit_count()} cards, expected {expected}")
        if not 0 <= self.maker_tricks <= 5 - self.tricks_left:
            done = 5 - self.tricks_left
            raise SolverError(f"the makers cannot have won {self.maker_tricks} of {done} tricks")


def play_order(players: int, sitting_out: frozenset[int], leader: int) -> tuple[int, ...]:
    """Active seats in play order, starting with the leader."""
    return tuple(s for s in ((leader + i) % players for i in range(players)) if s not in sitting_out)


def minimax_maker_tricks(state: HandState) -> int:
    """The makers' final trick count by plain minimax over the engine itself (slow; a test oracle)."""
    if state.phase is not Phase.PLAY:
        assert state.result is not None and state.maker is not None
        return sum(t for s, t in enumerate(state.result.tricks) if state.is_maker_side(s))
    maximise = state.is_maker_side(state.to_act)
    values = []
    for card in state.legal_plays():
        child = state.copy()
        child.play_card(card)
        values.append(minimax_maker_tricks(child))
    return max(values) if maximise else min(values)
