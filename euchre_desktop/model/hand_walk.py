"""``HandWalk``: the table lent to one hand, shown at any moment of it, step by step.

It speaks through the ``GameModel``'s own signals, as the match does: ``position_reset`` with a snapshot
carrying the hand's story up to a step (the table redrawn at once), and for a step forward that step's table
events (animated, with their sounds).  The match itself is never touched: the caller holds it still while the
walk runs, and ``close()`` has the model draw it again where it stood (``GameModel.redraw``).

Step 0 is the deal; step ``n`` is the table after the hand's first ``n`` actions.  A walk can grow
(``push``): the hand review's "Play on from here" walks a branch of the hand that way.  The Rules window's
worked hand (``walkthrough``) is a walk with words on each step and the score after the last card.

A walk speaks either game: a Bid Euchre hand (the History window's replay) is told through ``bid_telling``,
as a Bid Euchre match is.
"""

from __future__ import annotations

from typing import Any, Generic, TypeVar

from ..engine import Action, HandState, PlayerView
from ..engine.bid import BidAction, BidHandState, BidView
from .bid_events import BidHandSummary
from .bid_telling import replayed, sounds_for_bid, tell_bid, tell_bid_hand
from .events import HandSummary, MatchInfo, TableSnapshot
from .game import HUMAN, GameModel
from .telling import hand_summary, sounds_for, tell, tell_hand

__all__ = ["HandWalk", "bid_hand_summary"]

S = TypeVar("S", HandState, BidHandState)
"""The hand a walk shows: Euchre's or Bid Euchre's."""


def _after(state: S, action: Any, *, checked: bool = False) -> S:
    """A new state: ``state`` and one more action (``state`` is left as it was)."""
    after = replayed(state) if isinstance(state, BidHandState) else state.copy()
    if checked:
        after.apply(action)
    else:
        after.apply_unchecked(action)
    return after


def bid_hand_summary(state: BidHandState, hand_index: int) -> BidHandSummary:
    """The summary of a finished Bid Euchre hand, with the score after it counted from ``scores_before``."""
    result = state.result
    assert result is not None
    before = state.scores_before
    return BidHandSummary(hand_index, result.outcome, result.bidder, result.bid, result.tricks, result.points,
                          (before[0] + result.points[0], before[1] + result.points[1]), state.deal,
                          state.rules)


class HandWalk(Generic[S]):
    """``states[0]`` (a hand at its deal) and each state after one more action, shown on ``model``'s table
    at ``step``; ``score_step``: one more step after the last state shows the hand's score."""

    def __init__(self, model: GameModel, info: MatchInfo, states: list[S], *, hand_index: int = 0,
                 score_step: bool = False) -> None:
        """Ready to lend ``model``'s table; nothing is shown until ``start()`` or ``go()``."""
        self.model = model
        self.info = info
        self.states: list[S] = states
        self.hand_index = hand_index
        self.score_step = score_step
        self.step = 0

    @classmethod
    def of(cls, model: GameModel, info: MatchInfo, hand: S, *, hand_index: int = 0) -> HandWalk[S]:
        """A walk through ``hand``'s actions so far (replayed from its deal), in either game."""
        states: list[S] = [replayed(hand, 0) if isinstance(hand, BidHandState) else
                           HandState(hand.rules, hand.deal, scores_before=hand.scores_before)]
        for _seat, action in hand.history:
            states.append(_after(states[-1], action))
        return cls(model, info, states, hand_index=hand_index)

    @property
    def last(self) -> int:
        """The last step: the last state, or the score after it."""
        return len(self.states) - (0 if self.score_step else 1)

    def state(self, step: int | None = None) -> S:
        """The hand at ``step`` (default: the current one)."""
        step = self.step if step is None else step
        return self.states[min(step, len(self.states) - 1)]

    def summary(self, state: HandState) -> HandSummary:
        """The summary of a finished Euchre ``state`` (the score step's; ``bid_hand_summary`` for Bid
        Euchre's)."""
        result = state.result
        assert result is not None
        scores = tuple(before + points for before, points in zip(state.scores_before, result.points,
                                                                 strict=True))
        return hand_summary(state, self.hand_index, scores)

    def snapshot(self, step: int) -> TableSnapshot:
        """The table at ``step``, with the hand's story up to it (and the score, at a score step)."""
        state = self.state(step)
        score = self.score_step and step == self.last
        if isinstance(state, BidHandState):
            bid_summary = bid_hand_summary(state, self.hand_index) if score else None
            bid_story: tuple[Any, ...] = tell_bid_hand(state, hand_index=self.hand_index, viewer=HUMAN)
            return TableSnapshot(self.info, self.hand_index, BidView.of(state, HUMAN), False, False,
                                 bid_summary, False, bid_story)
        summary = self.summary(state) if score else None
        story = tell_hand(state, hand_index=self.hand_index, viewer=HUMAN)
        return TableSnapshot(self.info, self.hand_index, PlayerView.of(state, HUMAN), False, False, summary,
                             False, story)

    def events(self, step: int) -> tuple[Any, ...]:
        """The table events of the action that leads to ``step`` from the one before."""
        before, after = self.states[step - 1], self.states[step]
        _seat, action = after.history[-1]
        if isinstance(before, BidHandState):
            assert isinstance(after, BidHandState) and isinstance(action, BidAction)
            return tell_bid(before, action, after, viewer=HUMAN)
        assert isinstance(after, HandState) and isinstance(action, Action)
        return tell(before, action, after, viewer=HUMAN)

    def start(self) -> None:
        """Show the deal (step 0)."""
        self.go(0)

    def go(self, step: int) -> None:
        """Redraw the table at ``step`` at once."""
        if not 0 <= step <= self.last:
            raise ValueError(f"this hand has steps 0 to {self.last}, not {step}")
        self.step = step
        self.model.position_reset.emit(self.snapshot(step))

    def forward(self) -> bool:
        """The next action, shown as the match would show it; False at the last step."""
        if self.step >= self.last:
            return False
        self.step += 1
        if self.step == len(self.states):
            self.model.position_reset.emit(self.snapshot(self.step))  # the same table, with the score
            return True
        bid = isinstance(self.states[0], BidHandState)
        for event in self.events(self.step):
            for sound in sounds_for_bid(event) if bid else sounds_for(event):
                self.model.sound_requested.emit(sound)
            self.model.table_event.emit(event)
        return True

    def back(self) -> bool:
        """The step before, redrawn at once; False at the deal."""
        if self.step == 0:
            return False
        self.go(self.step - 1)
        return True

    def push(self, action: Action | BidAction) -> S:
        """One more action after the last state (checked by the engine); returns the new state."""
        state = _after(self.states[-1], action, checked=True)
        self.states.append(state)
        return state

    def close(self) -> None:
        """Give the table back: the model draws the match again where it stood."""
        self.model.redraw()
