"""``AccuracyQueue``: the player's finished hands reviewed in the background, for the accuracy statistics.

A reviewed hand keeps the player's figures by kind of decision in the hand history (``persistence.accuracy``).
The Review window gives them for the hand it reviewed (``keep``); the queue works out the rest, newest hand
first, when the bot worker has nothing else to do: one decision (``review_tasks.DecisionTask``) at a time,
and only while the runner is idle, so a bot's move or a hint asked meanwhile waits for that one decision at
most.  It rests while held (``hold``: the player is in a review, whose own questions come first), while
switched off (the setting, for a slow computer), and for good after ``stop()`` (quitting); a hand half done
is started again next time, as every hand without figures is.  Watched hands and Bid Euchre's are left out
(``HandHistory.unreviewed``).
"""

from __future__ import annotations

import dataclasses
import logging
import sqlite3
from collections.abc import Iterable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer, Signal

from ..engine import HandState
from ..engine.phrase import phrase
from ..persistence.accuracy import KindFigures
from ..persistence.history import HandHistory, HistoryError
from .botworker import BotAnswer, BotRequest
from .runners import BotRunner

if TYPE_CHECKING:
    from ..bots.review import HandReview, ReviewedDecision
    from .review_tasks import DecisionTask, ExpertBudget
# The review's code (bots.review, review_tasks, reviewing) is imported where a hand is first valued, not as
# the window opens: the queue is built at start but works only later, between the player's moves.

__all__ = ["AccuracyQueue", "accuracy_queue", "figures_of", "kind_of"]

_log = logging.getLogger(__name__)

SEAT = 0
"""The player's seat at this table."""


def kind_of(decision: ReviewedDecision) -> str:
    """The kind a decision is counted as (a key of ``persistence.accuracy.KINDS``)."""
    from ..bots.review import DecisionKind

    kind = decision.kind
    if kind in (DecisionKind.BIDDING, DecisionKind.DECLARING):
        return "bidding"
    if kind is DecisionKind.DISCARDING:
        return "discarding"
    if decision.defending:
        return "defending"
    return "leading" if kind is DecisionKind.LEADING else "following"


def figures_of(decisions: Iterable[ReviewedDecision]) -> dict[str, KindFigures]:
    """A hand's figures by kind: only decisions with a real choice whose cost is known count (as in
    ``HandReview.valued``)."""
    from ..bots.review import Mark

    figures: dict[str, KindFigures] = {}
    for decision in decisions:
        if decision.forced or decision.cost is None:
            continue
        mark = decision.mark
        kind = kind_of(decision)
        figures[kind] = figures.get(kind, KindFigures()) + KindFigures(
            1, decision.cost, int(mark is Mark.SLIP), int(mark is Mark.BLUNDER))
    return figures


@dataclasses.dataclass(slots=True)
class _Working:
    """The hand the queue is reviewing: its key in the history, its decisions to value and those valued."""

    key: tuple[str, int]
    tasks: list[DecisionTask]
    decisions: list[ReviewedDecision] = dataclasses.field(default_factory=list)


class AccuracyQueue(QObject):
    """Reviews the player's unreviewed hands in ``history`` on ``runner``'s worker, a decision at a time.

    Nothing is asked until ``set_enabled(True)``.  ``poll_ms``: how often it looks whether the worker is free.

    Signals:
        hand_reviewed(str match_id, int hand_index): a hand's figures were written to the history.
    """

    hand_reviewed = Signal(str, int)

    def __init__(self, runner: BotRunner, history: HandHistory, *, budget: ExpertBudget | None = None,
                 poll_ms: int = 400, parent: QObject | None = None) -> None:
        """A queue at rest: switch it on with ``set_enabled``.  ``budget``: the Expert's for each decision
        (the review's default, ``review_tasks.DEFAULT_BUDGET``, when None)."""
        super().__init__(parent)
        self.setObjectName("accuracyQueue")
        self.runner = runner
        self.history = history
        self.budget = budget
        self._enabled = False
        self._stopped = False
        self._holds: set[str] = set()
        self._working: _Working | None = None
        self._asking: BotRequest | None = None
        self._skip: set[tuple[str, int]] = set()
        """Hands that could not be reviewed this session (not replayable, or the worker failed on them)."""
        self._timer = QTimer(self)
        self._timer.setInterval(poll_ms)
        self._timer.timeout.connect(self._step)
        runner.answered.connect(self._on_answer)

    @property
    def enabled(self) -> bool:
        """True while the queue may work (switched on, not stopped)."""
        return self._enabled and not self._stopped

    @property
    def asking(self) -> bool:
        """True while one of its decisions is with the worker."""
        return self._asking is not None

    @property
    def working_on(self) -> tuple[str, int] | None:
        """The (match id, hand index) of the hand being reviewed, None between hands."""
        return None if self._working is None else self._working.key

    def set_enabled(self, enabled: bool) -> None:
        """Work in the background (True) or rest (False: the decision with the worker is dropped)."""
        self._enabled = enabled
        if self.enabled:
            self._timer.start()
        else:
            self._timer.stop()
            self._drop_question()

    def hold(self, reason: str, held: bool = True) -> None:
        """Rest while any reason is held (the decision already with the worker is still taken)."""
        if held:
            self._holds.add(reason)
        else:
            self._holds.discard(reason)

    def stop(self) -> None:
        """Stop for good (the game is closing); the hands not done are done next time."""
        self._stopped = True
        self.set_enabled(False)

    def keep(self, hand: HandState, review: HandReview) -> bool:
        """Write the figures of a hand the Review window reviewed, when it is a kept hand the player played;
        False otherwise (an imported or watched hand), or when the history could not be written."""
        key = self.history.find(hand)
        if key is None:
            return False
        if self._working is not None and self._working.key == key:
            self._drop_question()
            self._working = None
        return self._write(key, review.decisions)

    # ----------------------------------------------------------------------------------------- private

    def _step(self) -> None:
        if not self.enabled or self._holds or self._asking is not None or self.runner.busy:
            return
        working = self._working
        if working is None:
            working = self._working = self._next_hand()
            if working is None:
                return
        if len(working.decisions) == len(working.tasks):
            self._working = None
            self._write(working.key, working.decisions)
            return
        from .reviewing import task_request

        task = working.tasks[len(working.decisions)]
        self._asking = task_request(task, task.view)
        self.runner.submit(self._asking)

    def _next_hand(self) -> _Working | None:
        keys: list[tuple[str, int]] = []
        try:
            keys = self.history.unreviewed(limit=1, skip=self._skip)
            if not keys:
                return None
            (key,) = keys
            hand = self.history.hand(*key)
            if not isinstance(hand, HandState):  # only Euchre's hands are asked for: a guard, not a case
                raise HistoryError(phrase("only a Euchre hand is reviewed"))  # for the log: never shown
        except HistoryError as problem:
            if keys:
                self._skip.add(keys[0])
            _log.warning("a hand's accuracy cannot be worked out: %s", problem)
            return None
        except sqlite3.Error as problem:
            # The history is closed (the game is closing) or unreadable: nothing more to do this session.
            _log.warning("the background review stopped: %s", problem)
            self.stop()
            return None
        from .review_tasks import DEFAULT_BUDGET, decision_tasks

        budget = DEFAULT_BUDGET if self.budget is None else self.budget
        return _Working(key, decision_tasks(hand, SEAT, budget=budget))

    def _on_answer(self, answer: BotAnswer) -> None:
        from ..bots.review import ReviewedDecision

        asked = self._asking
        if asked is None or answer.request_id != asked.request_id:
            return
        self._asking = None
        working = self._working
        assert working is not None
        if answer.error is not None or not isinstance(answer.result, ReviewedDecision):
            _log.warning("a hand's accuracy was not worked out: %s", answer.error)
            self._skip.add(working.key)
            self._working = None
            return
        working.decisions.append(answer.result)

    def _drop_question(self) -> None:
        if self._asking is not None:
            self.runner.cancel(self._asking.request_id)
            self._asking = None

    def _write(self, key: tuple[str, int], decisions: Iterable[ReviewedDecision]) -> bool:
        from ..bots.review import HandReview

        decisions = tuple(decisions)
        review = HandReview(SEAT, decisions, None)
        try:
            self.history.set_review(*key, accuracy=review.accuracy, average_cost=review.average_cost,
                                    kinds=figures_of(decisions))
        except HistoryError as problem:
            _log.warning("a hand's accuracy could not be kept: %s", problem)
            self._skip.add(key)
            return False
        self.hand_reviewed.emit(*key)
        return True


def accuracy_queue(owner: QObject) -> AccuracyQueue | None:
    """The accuracy queue kept under ``owner`` (the game's model), None when there is none."""
    return owner.findChild(AccuracyQueue, "accuracyQueue")
