"""The pacing handshake: what the model tells the view is sent in turn, and after each table event nothing
more is sent until the view says it has shown it (``shown()``, from ``GameModel.animation_done``)."""

from __future__ import annotations

import collections
import dataclasses
from typing import Any

from PySide6.QtCore import SignalInstance

__all__ = ["Pacer"]


@dataclasses.dataclass(slots=True)
class _Queued:
    """A signal to send in turn: a table event (paced: the table says when it has shown it) or another."""

    signal: SignalInstance
    args: tuple[Any, ...]
    paced: bool


class Pacer:
    """The model's outbox: signals queued with their arguments, sent in order, each paced one waiting for
    the view unless the model is headless."""

    def __init__(self) -> None:
        self._queue: collections.deque[_Queued] = collections.deque()
        self.awaiting_view = False
        """A paced signal was sent and the view has not yet shown it."""

    @property
    def pending(self) -> bool:
        """True while a signal waits to be sent or the view is still showing one."""
        return bool(self._queue) or self.awaiting_view

    def put(self, signal: SignalInstance, *args: Any, paced: bool = False) -> None:
        """Queue ``signal(*args)``; ``paced`` for a table event the view acknowledges."""
        self._queue.append(_Queued(signal, args, paced))

    def send(self, *, headless: bool) -> bool:
        """Emit the queued signals in order up to and including the first paced one.

        True when everything is sent and the view shows nothing, so the game may go on; False after a paced
        signal (headless, the caller goes on in a new step) or while the view is still showing one.
        """
        while self._queue and not self.awaiting_view:
            event = self._queue.popleft()
            if event.paced:
                # Set before emitting: a view that finishes at once calls animation_done() inside the emit.
                self.awaiting_view = not headless
                event.signal.emit(*event.args)
                return False
            event.signal.emit(*event.args)
        return not self.pending

    def shown(self) -> bool:
        """The view has shown the last paced signal: True if it was awaited (extra calls are ignored)."""
        if not self.awaiting_view:
            return False
        self.awaiting_view = False
        return True

    def clear(self) -> None:
        """Drop everything not yet sent and stop waiting: the position it was for is gone."""
        self._queue.clear()
        self.awaiting_view = False
