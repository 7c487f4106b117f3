"""The table holds still while the player is elsewhere: under the Intermission's cover, or in a dialog.

The model has one switch (``GameModel.set_paused``), but several things may want the table still at once (a
question asked over the covered table, Settings opened from the resume question...).  ``TablePause`` keeps
every reason and lets the game go on only when the last one is gone, so the computer players never play on
behind a dialog the player is reading.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import TypeVar

from PySide6.QtWidgets import QDialog

from .wheel_guard import guard_wheel_for

__all__ = ["TablePause"]

DialogT = TypeVar("DialogT", bound=QDialog)


class TablePause:
    """The reasons the table is held still; the model runs only while there are none."""

    def __init__(self, set_paused: Callable[[bool], object]) -> None:
        """Tell ``set_paused`` (the model's switch) whenever the table is first held and finally let go."""
        self._set_paused = set_paused
        self._reasons: set[Hashable] = set()

    @property
    def held(self) -> bool:
        """True while any reason holds the table."""
        return bool(self._reasons)

    def hold(self, reason: Hashable, held: bool = True) -> None:
        """Hold the table for ``reason`` (or let go of it, ``held=False``)."""
        was = self.held
        if held:
            self._reasons.add(reason)
        else:
            self._reasons.discard(reason)
        if self.held != was:
            self._set_paused(self.held)

    def while_open(self, dialog: DialogT) -> DialogT:
        """Hold the table from now until ``dialog`` is closed, whichever way (a button, Escape, the window's
        close button: each finishes it), then give the keyboard back to the window under it when no other
        dialog is open; returns ``dialog``.  Its lists and sliders are guarded against stray wheel turns
        (``wheel_guard``)."""
        reason = ("dialog", id(dialog))
        self.hold(reason)
        guard_wheel_for(dialog)

        def closed(_result: int) -> None:
            self.hold(reason, False)
            parent = dialog.parentWidget()
            if parent is not None and not any(held[0] == "dialog" for held in self._reasons
                                              if isinstance(held, tuple)):
                # The keys go back to the table, whatever the desktop makes of a closed dialog.
                parent.window().activateWindow()

        dialog.finished.connect(closed)
        return dialog
