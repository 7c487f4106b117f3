"""The table without a window, for the replay-every-event checks of either game: a scene and its controller
at instant speed behind a model that is never started."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
import shiboken6
from pytestqt.qtbot import QtBot

from euchre_desktop.model import GameModel, ThreadBotRunner
from euchre_desktop.ui.table.animation import Durations
from euchre_desktop.ui.table.controller import TableController
from euchre_desktop.ui.table.scene import TableScene


@pytest.fixture
def table(qtbot: QtBot) -> Iterator[tuple[TableScene, TableController]]:
    """A scene and its controller at instant speed, behind a model that is never started."""
    model = GameModel(runner=ThreadBotRunner(), headless=True)
    scene = TableScene(4, durations=Durations(instant=True), width=1280, height=800)
    controller = TableController(model, scene)
    yield scene, controller
    model.shutdown()
    # Left to the garbage collector, these tables slowed every later test and stalled a later animation
    # (the card-item test in tests/ui/test_table_scene.py timed out when it ran after the drift check).
    shiboken6.delete(controller)
    shiboken6.delete(scene)

