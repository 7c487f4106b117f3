"""The perfect-information line of a finished hand: what it could have scored with every card seen.

Two answers, both for one seat's side (the reviewed player's):

* **The play.**  The contract as it was really made, then all five tricks played perfectly by both sides
  (the exact solver, ``solver``): the makers' trick count, the points, and the cards in order.  Where the
  real play scored less for the side, cards were given away (by someone: the line does not say whom).
* **The bidding.**  At the seat's first bid, each option it had, then the rest of the bidding by the book
  (``book.BookModel``, as the Expert imagines the table) and the play perfect: the option that scores most
  for the side at the match score.  It says "had you seen every card, this bid was the one"; it is not a
  fair judge of a bid made without seeing them (the review's decisions are), and it does not replay the
  seat's later decisions (a dealer's discard is the book's).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable

from ..engine import Action, Card, HandState, Phase
from ..engine.cards import POWER
from .book import BookModel
from .position import EFFECTIVE_SUIT
from .scoring import ScoreModel, hand_points
from .solver import Position, Solver

__all__ = ["PerfectBid", "PerfectLine", "perfect_line"]

_BIDDING: tuple[Phase, ...] = (Phase.BID_ROUND_1, Phase.BID_ROUND_2, Phase.BENNY_CALL)


@dataclasses.dataclass(frozen=True, slots=True)
class PerfectBid:
    """One bidding option with every card seen: the points per side it would score, and their worth."""

    action: Action
    points: tuple[int, ...]
    worth: float
    """In points at the match score, for the reviewed side (as the Expert measures worth)."""


@dataclasses.dataclass(frozen=True, slots=True)
class PerfectLine:
    """What the hand scored and what it could have, for ``side``.

    ``points`` per side; ``net`` figures are the side's points minus the others' (their average in
    cutthroat).  ``play_cards`` is the perfect play of the real contract, ``(seat, card)`` in order; it is
    empty, and the play figures equal the real ones, when trump was never made.  ``bids`` are the reviewed
    seat's options at its first bid, best first (empty when the seat never bid).
    """

    side: int
    actual_points: tuple[int, ...]
    play_points: tuple[int, ...]
    play_maker_tricks: int | None
    play_cards: tuple[tuple[int, Card], ...]
    bids: tuple[PerfectBid, ...]
    actual_net: float
    play_net: float

    @property
    def best_bid(self) -> PerfectBid | None:
        """The best bid with every card seen, if the seat bid."""
        return self.bids[0] if self.bids else None


def perfect_line(hand: HandState, seat: int, *, solver: Solver | None = None) -> PerfectLine | None:
    """The perfect-information line of a finished ``hand`` for ``seat``'s side (None when nobody ever
    named trump: thrown in, or dealt again)."""
    if hand.result is None:
        raise ValueError("the hand is not finished")
    if hand.maker is None:
        return None
    solver = solver or Solver()
    rules = hand.rules
    side = rules.side_of(seat)
    score = ScoreModel(rules, side, hand.scores_before)
    start = _replay_until(hand, lambda state: state.phase is Phase.PLAY)
    cards: tuple[tuple[int, Card], ...] = ()
    tricks: int | None = None
    if start is not None:
        position = Position.from_state(start)
        tricks = solver.maker_tricks(position)
        cards = _perfect_cards(start, solver)
        assert start.maker is not None
        play_points = hand_points(rules, start.maker, start.maker_alone, start.defender_alone, tricks)
    else:
        play_points = hand.result.points
    return PerfectLine(side, hand.result.points, play_points, tricks, cards,
                       _perfect_bids(hand, seat, score, solver),
                       score.net_points(hand.result.points), score.net_points(play_points))


def _replay_until(hand: HandState, stop: Callable[[HandState], bool]) -> HandState | None:
    """The hand replayed from its deal up to the first state where ``stop(state)`` holds (None if never)."""
    state = HandState(hand.rules, hand.deal, scores_before=hand.scores_before)
    for _seat, action in hand.history:
        if stop(state):
            return state
        state.apply_unchecked(action)
    return state if stop(state) else None


def _perfect_cards(start: HandState, solver: Solver) -> tuple[tuple[int, Card], ...]:
    """Every card of a perfect play from ``start``: each seat plays a card that keeps its side's best
    result (the makers the most tricks, the defenders the fewest), the weakest such card on a tie."""
    state = start.copy()
    line: list[tuple[int, Card]] = []
    while state.phase is Phase.PLAY:
        assert state.trump is not None
        trump = int(state.trump)
        values = solver.move_tricks(Position.from_state(state))
        maker = state.is_maker_side(state.to_act)
        target = max(values.values()) if maker else min(values.values())
        led = EFFECTIVE_SUIT[trump][state.trick[0][1]] if state.trick else None
        card = min((c for c, v in values.items() if v == target),
                   key=lambda c: POWER[trump][led if led is not None else EFFECTIVE_SUIT[trump][c]][c])
        line.append((state.to_act, card))
        state.apply_unchecked(Action.play(card))
    return tuple(line)


def _perfect_bids(hand: HandState, seat: int, score: ScoreModel, solver: Solver) -> tuple[PerfectBid, ...]:
    """Each option at the seat's first bid, the rest bid by the book and played perfectly, best first."""
    state = _replay_until(hand, lambda s: s.phase in _BIDDING and s.to_act == seat)
    if state is None:
        return ()
    book = BookModel()
    bids = []
    for action in state.legal_actions():
        child = state.copy()
        child.apply_unchecked(action)
        book.finish_bidding(child)
        points = _solved_points(child, solver)
        bids.append(PerfectBid(action, points, score.utility(points)))
    return tuple(sorted(bids, key=lambda bid: (-round(bid.worth, 9), -score.net_points(bid.points))))


def _solved_points(state: HandState, solver: Solver) -> tuple[int, ...]:
    """The points per side of a hand whose bidding is over, played perfectly from here."""
    if state.phase is Phase.DONE:
        assert state.result is not None
        return state.result.points
    assert state.maker is not None
    tricks = solver.maker_tricks(Position.from_state(state))
    return hand_points(state.rules, state.maker, state.maker_alone, state.defender_alone, tricks)

