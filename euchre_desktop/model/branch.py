"""``BranchPlay``: "Play on from here" in the hand review, a branch of the hand that never touches the match.

From one of the player's decisions the branch takes another choice, then the hand is played on to its end:
the player's seat by the player (``your_turn``, answered by ``choose``) or by the Expert, the others at their
levels, each move asked in the bot worker and shown on the table as the match would show it
(``HandWalk.push`` and ``forward``), a moment apart so it can be followed.  Everything happens to copies of
the hand: the match, its save and the statistics never see it.
"""

from __future__ import annotations

import hashlib
import logging
import random
from collections.abc import Callable

from PySide6.QtCore import QObject, QTimer, Signal

from ..bots.levels import Level
from ..engine import Action, HandState, PlayerView
from .botworker import BotAnswer, BotRequest
from .hand_walk import HandWalk
from .players import make_bot
from .reviewing import next_request_id
from .runners import BotRunner

__all__ = ["BranchPlay"]

_log = logging.getLogger(__name__)

PACE_MS = 650
"""The least time between two moves of the branch: long enough to see each card land."""


class BranchPlay(QObject):
    """Plays ``walk``'s hand on from ``step`` with ``choice`` instead of what was chosen there.

    ``level_of(seat)`` is each seat's level; the player's own seat (``seat``) is played by the player when
    ``yours`` (each decision told by ``your_turn`` and answered by ``choose``), else by the Expert.

    Signals:
        moved(): one more action of the branch is on the table.
        your_turn(PlayerView): the player decides (``choose``).
        finished(object HandState): the branch's hand is over (``branch.walk.states[-1]``).
    """

    moved = Signal()
    your_turn = Signal(object)
    finished = Signal(object)

    def __init__(self, runner: BotRunner, walk: HandWalk[HandState], step: int, choice: Action,
                 level_of: Callable[[int], Level], *, seat: int = 0, yours: bool = False,
                 pace_ms: int = PACE_MS, parent: QObject | None = None) -> None:
        """Ready to play on; nothing moves until ``start()``.  ``choice`` must be legal at ``step``."""
        super().__init__(parent)
        if choice not in walk.state(step).legal_actions():
            raise ValueError(f"{choice} cannot be chosen at that moment of the hand")
        self.runner = runner
        self.choice = choice
        self.seat = seat
        self.yours = yours
        self._level_of = level_of
        self.waiting: PlayerView | None = None
        """The player's view while the branch waits for their decision."""
        self.walk: HandWalk[HandState] = HandWalk(walk.model, walk.info, walk.states[:step + 1],
                                                  hand_index=walk.hand_index)
        self.walk.step = step
        self._asking: BotRequest | None = None
        self._answer: Action | None = None
        self._pace = QTimer(self)
        self._pace.setSingleShot(True)
        self._pace.setInterval(pace_ms)
        self._pace.timeout.connect(self._maybe_move)
        runner.answered.connect(self._on_answer)

    @property
    def state(self) -> HandState:
        """The branch's hand as far as it has been played."""
        return self.walk.states[-1]

    @property
    def running(self) -> bool:
        """True from ``start()`` until the branch's hand is over or ``cancel()``."""
        busy = self._asking is not None or self._pace.isActive() or self._answer is not None
        return busy or self.waiting is not None

    def start(self) -> None:
        """The table at the decision, then the other choice played, and the hand played on."""
        self.walk.go(self.walk.step)
        self._play(self.choice)

    def cancel(self) -> None:
        """Stop the branch where it is: the move still coming is dropped."""
        if self._asking is not None:
            self.runner.cancel(self._asking.request_id)
        self._asking = None
        self._answer = None
        self.waiting = None
        self._pace.stop()

    def choose(self, action: Action) -> None:
        """The player's decision in the branch; ValueError when it is not one of their choices now."""
        view = self.waiting
        if view is None or action not in view.legal_actions:
            raise ValueError(f"{action} is not a choice of yours at this moment of the branch")
        self.waiting = None
        self._play(action)

    def _play(self, action: Action) -> None:
        state = self.walk.push(action)
        self.walk.step = len(self.walk.states) - 2
        self.walk.forward()
        self.moved.emit()
        if state.result is not None:
            self.finished.emit(state)
            return
        seat = state.to_act
        self._pace.start()
        if seat == self.seat and self.yours:
            view = PlayerView.of(state, seat)
            if len(view.legal_actions) == 1:
                self._answer = view.legal_actions[0]  # a forced card plays itself, in its turn
                return
            self._pace.stop()
            self.waiting = view
            self.your_turn.emit(view)
            return
        level = Level.EXPERT if seat == self.seat else self._level_of(seat)
        self._asking = BotRequest(next_request_id(), "move", level.value, PlayerView.of(state, seat),
                                  _seed(state))
        self.runner.submit(self._asking)

    def _on_answer(self, answer: BotAnswer) -> None:
        asked = self._asking
        if asked is None or answer.request_id != asked.request_id:
            return
        self._asking = None
        action = answer.action
        if answer.error is not None or action not in asked.view.legal_actions:
            _log.warning("the branch's bot failed (%s); a Standard move stands in", answer.error)
            action = make_bot(Level.STANDARD).choose(asked.view, random.Random(asked.seed))
        self._answer = action
        self._maybe_move()

    def _maybe_move(self) -> None:
        """The next move, once it has come and the last one has been on the table long enough."""
        action = self._answer
        if action is not None and not self._pace.isActive():
            self._answer = None
            self._play(action)


def _seed(state: HandState) -> int:
    """The seed of a branch move: from the deal and the moves so far, so a branch replays the same."""
    moves = ";".join(f"{seat}:{action}" for seat, action in state.history)
    digest = hashlib.sha256(f"branch/{state.deal}/{moves}".encode()).digest()
    return int.from_bytes(digest[:8], "big")
