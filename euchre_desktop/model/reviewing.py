"""``HandReviewer``: the review of one hand, valued in the bot worker a decision at a time.

The decisions go to the worker one by one (``review_tasks.DecisionTask``), in the hand's order, and each is
told the moment it comes back, so a window fills in as the Expert works; then the perfect-information line
(``PerfectTask``).  One question at a time also lets the game's own bots be answered between two decisions.
``cancel()`` (the window closed) drops the answer still coming and asks nothing more.
"""

from __future__ import annotations

import itertools
import logging
from typing import TYPE_CHECKING, cast

from PySide6.QtCore import QObject, Signal

from ..bots.review import ReviewedDecision
from ..engine import HandState, PlayerView
from .botworker import BotAnswer, BotRequest, WorkerTask
from .review_tasks import DEFAULT_BUDGET, ExpertBudget, PerfectTask, decision_tasks
from .runners import BotRunner

if TYPE_CHECKING:
    from ..bots.perfect import PerfectLine

__all__ = ["HandReviewer", "next_request_id", "task_request"]

_log = logging.getLogger(__name__)

_request_ids = itertools.count(1 << 40)
"""The ids of task requests: far above the bot desk's, which count from 1, as both share one runner."""


def next_request_id() -> int:
    """An id for a question of the review's (or the coach's) on the game's runner."""
    return next(_request_ids)


def task_request(task: WorkerTask, view: PlayerView) -> BotRequest:
    """A request for the worker to run ``task`` (about ``view``'s seat), with an id of its own."""
    return BotRequest(next_request_id(), "task", "expert", view, 0, task)


class HandReviewer(QObject):
    """Reviews ``hand`` for ``seat`` in ``runner``'s worker, from ``start()`` until done or ``cancel()``.

    Signals:
        decision_ready(ReviewedDecision): the next decision, valued (in the hand's order).
        perfect_ready(object): the perfect-information line (a ``PerfectLine``, or None when nobody named
            trump); the review is then complete.
        failed(str text): the worker could not value a decision; nothing more comes.
    """

    decision_ready = Signal(object)
    perfect_ready = Signal(object)
    failed = Signal(str)

    def __init__(self, runner: BotRunner, hand: HandState, seat: int, *, seed: int = 0,
                 budget: ExpertBudget = DEFAULT_BUDGET, parent: QObject | None = None) -> None:
        """Ready to review; nothing is asked until ``start()``."""
        super().__init__(parent)
        self.runner = runner
        self.hand = hand
        self.seat = seat
        self.budget = budget
        self._tasks = decision_tasks(hand, seat, seed=seed, budget=budget)
        self.decisions: list[ReviewedDecision] = []
        self.perfect: PerfectLine | None = None
        self.done = False
        self._asking: BotRequest | None = None
        runner.answered.connect(self._on_answer)

    @property
    def count(self) -> int:
        """How many decisions the seat made in the hand."""
        return len(self._tasks)

    @property
    def running(self) -> bool:
        """True from ``start()`` until the review is complete, failed or cancelled."""
        return self._asking is not None

    def start(self) -> None:
        """Ask for the first decision (or the next one, after a cancel)."""
        if self._asking is None and not self.done:
            self._ask_next()

    def cancel(self) -> None:
        """Stop: the answer still coming is dropped and nothing more is asked."""
        if self._asking is not None:
            self.runner.cancel(self._asking.request_id)
            self._asking = None

    def _ask_next(self) -> None:
        done = len(self.decisions)
        if done < len(self._tasks):
            task = self._tasks[done]
            self._asking = task_request(task, task.view)
        else:
            final = PlayerView.of(self.hand, self.seat)
            self._asking = task_request(PerfectTask(self.hand, self.seat, self.budget), final)
        self.runner.submit(self._asking)

    def _on_answer(self, answer: BotAnswer) -> None:
        asked = self._asking
        if asked is None or answer.request_id != asked.request_id:
            return  # another question on the same runner (a bot's move), or one cancelled
        self._asking = None
        if answer.error is not None:
            _log.warning("the hand review stopped: %s", answer.error)
            self.failed.emit(self.tr("The review stopped: the computer could not value this decision just "
                                     "now."))
            return
        if len(self.decisions) < len(self._tasks):
            decision = answer.result
            assert isinstance(decision, ReviewedDecision)
            self.decisions.append(decision)
            self.decision_ready.emit(decision)
            self._ask_next()
            return
        # The perfect-line task's answer: a PerfectLine, or None when nobody named trump.
        self.perfect = cast("PerfectLine | None", answer.result)
        self.done = True
        self.perfect_ready.emit(self.perfect)
