"""Start-up with the hand history: opened at its first use; a damaged history is set aside and a new one
started, the player told once; the hands played are kept in it, and the History window is in the Menu."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from pytestqt.qtbot import QtBot

from euchre_desktop import launch as launch_module
from euchre_desktop.model.accuracy import accuracy_queue
from euchre_desktop.persistence.accuracy import KindFigures
from euchre_desktop.persistence.paths import history_path, settings_path
from euchre_desktop.persistence.settings import Settings
from euchre_desktop.ui.dialogs.statistics import StatisticsWindow
from euchre_desktop.ui.history_command import history_command
from euchre_desktop.ui.main_window import MainWindow
from tests.persistence.damage import write_damaged_database
from tests.persistence.test_history import random_hand


def test_a_damaged_history_is_set_aside_and_the_player_told_once(
        qtbot: QtBot, launch: Callable[[], MainWindow], monkeypatch: pytest.MonkeyPatch) -> None:
    Settings(settings_path()).update({"general.first_run_done": True, "history.limit": 300})
    path = history_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    write_damaged_database(path, "random bytes")
    told: list[str] = []
    monkeypatch.setattr(MainWindow, "show_message", lambda _self, _title, text: told.append(text))
    first = launch()
    assert not [text for text in told if "hand history" in text], "opened at its first use, not before"
    command = history_command(first)
    assert command is not None and command.history.limit == 300
    assert command.history.count() == 0
    (said,) = [text for text in told if "hand history" in text]
    assert said.startswith("Your hand history could not be read") and "a new one started" in said
    first.settings.set("history.limit", 200)  # the setting's reaction
    assert command.history.limit == 200
    assert [p.name for p in path.parent.iterdir() if p.name.startswith("history.sqlite3.")]
    first.close()
    command.history.close()
    told.clear()
    second = history_command(launch())
    assert second is not None and second.history.count() == 0
    assert not [text for text in told if "hand history" in text]


def test_the_history_windows_review_opens_the_hand_review(qtbot: QtBot, launch: Callable[[], MainWindow],
                                                          monkeypatch: pytest.MonkeyPatch) -> None:
    Settings(settings_path()).update({"general.first_run_done": True})
    window = launch()
    command = history_command(window)
    assert command is not None
    reviewed: list[object] = []
    monkeypatch.setattr(launch_module, "review_record", lambda _window, record: reviewed.append(record))
    command.review_requested.emit({"a": "record"})
    assert reviewed == [{"a": "record"}], "the History window's Review button reaches the review"


def test_the_background_review_starts_with_the_game_and_follows_its_setting(
        qtbot: QtBot, launch: Callable[[], MainWindow]) -> None:
    Settings(settings_path()).update({"general.first_run_done": True, "history.accuracy": False})
    window = launch()
    queue = accuracy_queue(window.model)
    assert queue is not None and not queue.enabled, "switched off in the settings"
    window.settings.set("history.accuracy", True)
    assert queue.enabled
    window.settings.set("history.accuracy", False)
    assert not queue.enabled
    statistics = window.open_dialog("statistics")
    assert isinstance(statistics, StatisticsWindow) and statistics.accuracy.history is queue.history, \
        "the Accuracy tab reads the hand history"
    # A hand reviewed in the background shows at once in the open window.
    before = statistics.accuracy.summary.text()
    queue.history.add("m", 0, random_hand(1))
    queue.history.set_review("m", 0, accuracy=0.5, average_cost=0.2,
                             kinds={"bidding": KindFigures(2, 0.8, 1, 0)})
    queue.hand_reviewed.emit("m", 0)
    assert statistics.accuracy.summary.text() != before
    statistics.close()
