"""Who is deciding, and what they did: the gold ring round the plate of the computer player deciding, with the
status line's "Hank is thinking…", and once the table shows their bid or card, the ring off and the status
line saying what they did ("Hank: Order it up.", "Otto plays the 10♣.").

The bots think while the table moves, so a computer player's move is often ready the moment its turn is
told: the ring and "… is thinking…" wait ``THINKING_GRACE_MS`` and are not shown at all when the move comes
first, so they never blink on between one move and the next.  A player who takes longer is seen thinking.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, QTimer

from .scene import TableScene

__all__ = ["THINKING_GRACE_MS", "Acting"]

THINKING_GRACE_MS = 250
"""How long a computer player's turn waits for their move before the table shows them thinking."""


class Acting:
    """The ring and the status line's words for the player acting at ``scene``; ``say(text)`` sets the
    standing status text.  The timer is ``parent``'s."""

    def __init__(self, scene: TableScene, say: Callable[[str], None], parent: QObject) -> None:
        """Nobody is shown thinking yet."""
        self._scene = scene
        self._say = say
        self._waiting: tuple[int, str] | None = None
        self._timer = QTimer(parent)
        self._timer.setSingleShot(True)
        self._timer.setInterval(THINKING_GRACE_MS)
        self._timer.timeout.connect(self._show_thinking)

    def thinking(self, seat: int, text: str) -> None:
        """``seat`` (a computer player) is deciding: ring them and say ``text``, unless their move comes
        first."""
        self._waiting = (seat, text)
        self._timer.start()

    def acted(self, text: str) -> None:
        """A player's bid or card is showing: nobody is ringed (the next to act is, when they are to), and
        the status line says ``text``, what they did, in place of their thinking or a blank."""
        self.forget()
        self._scene.set_active_seat(None)
        self._say(text)

    def forget(self) -> None:
        """Whoever was about to be shown thinking is not (the table is redrawn, a new match)."""
        self._timer.stop()
        self._waiting = None

    def _show_thinking(self) -> None:
        if self._waiting is None:
            return
        (seat, text), self._waiting = self._waiting, None
        self._scene.set_active_seat(seat)
        self._say(text)
