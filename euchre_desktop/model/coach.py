"""``Coach``: right after a costly choice of the player's, a short note says what it cost and what was better.

While coaching is on, the coach remembers each decision the player faces (``GameModel.human_turn``); once the
choice is made it has the bot worker value it (``review_tasks.DecisionTask``) with the random numbers the
Hint uses for that decision (``players.bot_seed``), so the note agrees with the hint the player was shown.
A choice the Expert counts as a slip or a blunder (``bots.review.Mark``) gives a ``note`` (its words apart
from its facts, put in the player's language by the window); the best choice, or one close to it, says
nothing.  The match never waits for the coach: its question queues in the worker like a bot's.
"""

from __future__ import annotations

import random

from PySide6.QtCore import QObject, Signal

from ..bots.review import ReviewedDecision
from ..engine import Action, PlayerView
from .botworker import BotAnswer
from .events import HumanTurn
from .game import GameModel
from .players import bot_seed
from .review_tasks import DEFAULT_BUDGET, DecisionTask, ExpertBudget
from .reviewing import task_request

__all__ = ["Coach"]


class Coach(QObject):
    """Values each of the player's choices in ``model``'s match while ``enabled``.

    Signals:
        judged(ReviewedDecision): a choice of the player's, valued (whatever its cost).
        note(Phrase words): a costly choice: what it cost and what was better, for the player.
    """

    judged = Signal(object)
    note = Signal(object)

    def __init__(self, model: GameModel, *, budget: ExpertBudget = DEFAULT_BUDGET,
                 parent: QObject | None = None) -> None:
        """A coach for ``model``'s match, off until ``enabled`` is set."""
        super().__init__(parent)
        self.model = model
        self.budget = budget
        self.enabled = False
        self._facing: tuple[PlayerView, int, int] | None = None
        """The decision the player faces: their view, its place in the hand and the hint's seed."""
        self._asking: set[int] = set()
        """The requests of choices being valued (the player may choose again before one is back)."""
        model.human_turn.connect(self._on_turn)
        model.table_event.connect(lambda _event: self._check_choice())
        model.position_reset.connect(lambda _snapshot: self._forget())
        model.runner.answered.connect(self._on_answer)

    def _on_turn(self, turn: object) -> None:
        # A forced card costs nothing; Bid Euchre's decisions (a BidTurn) are not the Euchre coach's.
        if not self.enabled or not isinstance(turn, HumanTurn) or len(turn.legal_actions) < 2:
            self._facing = None
            return
        saved = self.model.saved_match()
        index = len(turn.view.history)
        self._facing = (turn.view, index, bot_seed(saved.seed, len(saved.hands) - 1, index))

    def _check_choice(self) -> None:
        """After the table is told something: if it was the player's choice, have it valued."""
        facing = self._facing
        if facing is None:
            return
        view, index, seed = facing
        actions = self.model.saved_match().hands[-1].actions
        if len(actions) <= index:
            return  # the table is still showing what came before the choice
        self._facing = None
        action = actions[index]
        assert isinstance(action, Action)  # only a Euchre decision is faced (``_on_turn``)
        task = DecisionTask(view, index, action, random.Random(seed), self.budget)
        request = task_request(task, view)
        self._asking.add(request.request_id)
        self.model.runner.submit(request)

    def _forget(self) -> None:
        """Undo, a resume or a new match: the choice being valued (or awaited) is gone."""
        self._facing = None
        for request_id in self._asking:
            self.model.runner.cancel(request_id)
        self._asking.clear()

    def _on_answer(self, answer: BotAnswer) -> None:
        if answer.request_id not in self._asking:
            return
        self._asking.discard(answer.request_id)
        decision = answer.result
        if not isinstance(decision, ReviewedDecision):
            return  # the worker could not value it: the coach says nothing rather than guess
        self.judged.emit(decision)
        note = decision.note()
        if self.enabled and note is not None:
            self.note.emit(note)
