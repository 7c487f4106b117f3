"""``BotDesk``: where the model asks the computer players for moves and hints, off the GUI thread.

Every question carries a request id; an answer for a question that was cancelled (the position was undone
or abandoned) is dropped.  A bot that fails or answers with an illegal move (a renege, an Easy player's
mistake, is not one where the rules allow it) is stood in for by a Standard decision, and a level that keeps
failing is answered by the stand-in at once for the rest of the session.
"""

from __future__ import annotations

import collections
import logging
import random
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal

from ..bots.levels import Level
from ..engine import Action, ActionKind, PlayerView
from ..engine.phrase import phrase
from ..engine.translatable import N_
from .botworker import BotAnswer, BotRequest
from .events import renege_plays
from .players import BotFactory
from .runners import BotRunner

__all__ = ["BotDesk"]

_log = logging.getLogger(__name__)

_FAILURES_BEFORE_REPLACING = 2
"""A level whose bot fails this often is played by the stand-in for the rest of the session."""


def _allowed(view: PlayerView, action: Action | None) -> bool:
    """A legal action, or a renege where the rules allow one."""
    if action is None:
        return False
    renege = action.kind is ActionKind.PLAY and action.card in renege_plays(view)
    return renege or action in view.legal_actions


class BotDesk(QObject):
    """Asks ``runner`` for one move and one hint at a time, and checks every answer.

    Signals:
        move_ready(): the move asked for is ready: ``take_move()`` returns it.
        hint_ready(Action, reason): the hint asked for (the Expert's choice and its reason, a ``Phrase`` or
            plain words, put in the player's language where shown).
        failed(str text): a bot failed and a Standard decision stood in (said once a session).
    """

    move_ready = Signal()
    hint_ready = Signal(object, object)
    failed = Signal(str)

    def __init__(self, runner: BotRunner, fallback: BotFactory, parent: QObject | None = None) -> None:
        """Answers come from ``runner``; ``fallback`` builds the bots that stand in for a failed decision."""
        super().__init__(parent)
        self.runner = runner
        self.runner.answered.connect(self._on_answer)
        self._fallback_factory = fallback
        self._fallback_bot: Any = None
        self._next_request_id = 1
        self._move: BotRequest | None = None
        self._move_name = ""
        self._answer: Action | None = None
        self._hint: BotRequest | None = None
        self._failures: collections.Counter[str] = collections.Counter()
        self._told_failure = False

    @property
    def asking_move(self) -> bool:
        """True from ``ask_move`` until the move is taken or the question cancelled."""
        return self._move is not None

    @property
    def move_seat(self) -> int | None:
        """The seat whose move was asked for, if one was."""
        return None if self._move is None else self._move.view.seat

    def ask_move(self, view: PlayerView, level: Level, seed: int, *, name: str) -> None:
        """Ask ``level``'s bot for the move of ``view``'s seat (``name`` is said if it fails)."""
        self._move = self._submit("move", level, view, seed)
        self._move_name = name
        self._answer = None

    def ask_hint(self, view: PlayerView, seed: int) -> None:
        """Ask the Expert what ``view``'s seat should do (once: asking again while it thinks does nothing)."""
        if self._hint is None:
            self._hint = self._submit("hint", Level.EXPERT, view, seed)

    def take_move(self) -> Action | None:
        """The move that has arrived (once), or None while it has not."""
        action, self._answer = self._answer, None
        if action is not None:
            self._move = None
        return action

    def drop_hint(self) -> None:
        """Forget the hint asked for: the decision it was for is gone."""
        self._hint = None

    def cancel_all(self) -> None:
        """Every answer still coming is for a position that no longer exists: drop it."""
        # Only this desk's questions: the runner may be working for a hand review or the coach too.
        for request in (self._move, self._hint):
            if request is not None:
                self.runner.cancel(request.request_id)
        self._move = None
        self._answer = None
        self._hint = None

    def _submit(self, kind: str, level: Level, view: PlayerView, seed: int) -> BotRequest:
        request = BotRequest(self._next_request_id, "hint" if kind == "hint" else "move", level.value, view,
                             seed)
        self._next_request_id += 1
        if self._failures[level.value] >= _FAILURES_BEFORE_REPLACING:
            # This level keeps failing: the stand-in answers at once rather than after another budget.
            answer = BotAnswer(request.request_id, None, error="replaced after repeated failures")
            QTimer.singleShot(0, self, lambda: self._on_answer(answer))
        else:
            self.runner.submit(request)
        return request

    def _on_answer(self, answer: BotAnswer) -> None:
        hint = self._hint
        if hint is not None and answer.request_id == hint.request_id:
            self._hint = None
            action, reason = answer.action, answer.reason
            if answer.error is not None or action not in hint.view.legal_actions:
                action = self._fallback_choice(hint)
                reason = phrase(N_("A sound choice by the book (the Expert could not be asked just now)."))
            assert action is not None
            self.hint_ready.emit(action, reason or "")
            return
        request = self._move
        if request is None or answer.request_id != request.request_id:
            return  # a stale answer, for a position that no longer exists
        action = answer.action
        if answer.error is not None or not _allowed(request.view, action):
            why = answer.error if answer.error is not None else f"chose an illegal move ({action})"
            action = self._fallback_choice(request)
            if self._failures[request.level] < _FAILURES_BEFORE_REPLACING:
                self._failures[request.level] += 1
                self._tell_failure(request, why)
        self._answer = action
        self.move_ready.emit()

    def _fallback_choice(self, request: BotRequest) -> Action:
        """A Standard decision for a failed bot; the first legal action if even that fails."""
        legal = request.view.legal_actions
        try:
            if self._fallback_bot is None:
                self._fallback_bot = self._fallback_factory(Level.STANDARD.value)
            action: Action = self._fallback_bot.choose(request.view, random.Random(request.seed))
        except Exception:  # the stand-in failing too must not stop the game
            _log.exception("the fallback bot failed as well")
            return legal[0]
        return action if action in legal else legal[0]

    def _tell_failure(self, request: BotRequest, why: str) -> None:
        _log.warning("bot for seat %d (%s) failed: %s", request.view.seat, request.level, why)
        if not self._told_failure:
            self._told_failure = True
            # The reason (an exception, an illegal move) is for the log: the player can do nothing with it.
            level = QCoreApplication.translate("", Level(request.level).label)
            self.failed.emit(self.tr("{name}'s {level} player failed to decide; a Standard decision was used "
                                     "for that move. If it keeps failing, a Standard player takes its place.")
                             .format(name=self._move_name, level=level))
