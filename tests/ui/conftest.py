"""Fixtures for the window tests: a real MainWindow over a real GameModel whose bots think on a thread.

The bots are simple and predictable (``window_helpers``), the table moves fast, and every window's model is
shut down at teardown so no worker outlives its test.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

sys.path.insert(0, str(Path(__file__).parent))  # window_helpers, for the test modules here

from window_helpers import FAST, SilentPlayer, first_legal_bots, last_legal_hint

from euchre_desktop.bots.base import Bot
from euchre_desktop.model import GameModel, ThreadBotRunner
from euchre_desktop.model.players import HintFunction
from euchre_desktop.persistence.history import HandHistory
from euchre_desktop.persistence.settings import Settings
from euchre_desktop.ui.history_command import install_history
from euchre_desktop.ui.look import refresh_game_palette
from euchre_desktop.ui.main_window import MainWindow
from euchre_desktop.ui.sound import SoundBoard
from euchre_desktop.ui.table.animation import Durations
from euchre_desktop.ui.theme import set_high_contrast

WindowFactory = Callable[..., MainWindow]


@pytest.fixture(autouse=True)
def standard_colours() -> None:
    """Every test starts in the standard colours: a window in high contrast switched the whole application."""
    if set_high_contrast(False):
        app = QApplication.instance()
        if isinstance(app, QApplication):
            refresh_game_palette(app)


@pytest.fixture
def make_window(qtbot: QtBot) -> Iterator[WindowFactory]:
    """Build windows: ``make_window(factory=..., settings=..., durations=..., size=..., hint=...,
    history=...)`` (``history``: a ``HandHistory`` the model keeps its hands in and the History opens)."""
    models: list[GameModel] = []

    def build(*, factory: Callable[[str], Bot] = first_legal_bots, settings: Settings | None = None,
              durations: Durations = FAST, size: tuple[int, int] | None = (1280, 800),
              hint: HintFunction = last_legal_hint, history: HandHistory | None = None) -> MainWindow:
        runner = ThreadBotRunner(factory, hint)
        model = GameModel(runner=runner, history=history)
        runner.setParent(model)
        models.append(model)
        window = MainWindow(model, settings if settings is not None else Settings(),
                            sound_board=SoundBoard(player=SilentPlayer()))
        qtbot.addWidget(window)
        if history is not None:
            install_history(window, history)
        window.controller.set_durations(durations)
        if size is not None:  # None: the size the window chooses (from the settings, say)
            window.resize(*size)
        window.show()
        qtbot.waitExposed(window)
        window.activateWindow()
        qtbot.waitUntil(window.isActiveWindow)  # shortcuts only reach the active window
        return window

    yield build
    for model in models:
        model.shutdown()
