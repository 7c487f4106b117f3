"""Screen readers: the table in words (``table_reader``), the game announced as it is shown (``announcer``,
in the words of ``speech``), and a name and a description on every control of the window (``names``).

``install_screen_reader(window)`` builds all of it for a ``MainWindow``; the setting
``sound.announcements`` sets how much is said (``set_verbosity``).
"""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING

from .announcer import Announcer, Narrator
from .names import name_controls
from .speech import Verbosity
from .table_reader import TableReader

if TYPE_CHECKING:
    from ..main_window import MainWindow

__all__ = ["Announcer", "ScreenReader", "TableReader", "Verbosity", "install_screen_reader"]


@dataclasses.dataclass(frozen=True, slots=True)
class ScreenReader:
    """What a window gives a screen reader: the table in words and the announcements."""

    reader: TableReader
    announcer: Announcer
    narrator: Narrator

    def set_verbosity(self, value: str) -> None:
        """How much is announced: a value of ``Verbosity`` ("off", "key", "every")."""
        self.announcer.verbosity = Verbosity(value)


def install_screen_reader(window: MainWindow) -> ScreenReader:
    """Give ``window``'s table a reading layer, its game a voice and its controls their names."""
    reader = TableReader(window.view, window.scene, window.controller)
    announcer = Announcer(window)
    narrator = Narrator(window.model, window.controller, window.status, announcer)
    narrator.tell_when_shown(window.play_aids.panel)  # the last trick, when the player asks for it
    name_controls(window)
    return ScreenReader(reader, announcer, narrator)
