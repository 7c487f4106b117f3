"""Damaged files at launch, in the real window: the game starts as the application starts it (``start_game``),
tells the player once, in plain words, what happened to which file, keeps the file aside, and plays on.

``test_damaged_files`` covers every kind of damage through the model and the persistence layer; here each of
the three files is damaged in two ways (random bytes, and a file from a newer version) and the window is
watched: one message for the player, a match under way after it, the other two files used as they were.
Problems that arise while playing (a save or a record that fails, settings that cannot be written) reach
the window the same way: said once, and the game goes on.  ``launch`` is the fixture in ``tests/conftest.py``.
"""

from __future__ import annotations

import errno
import os
import re
from typing import Any

import pytest
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot
from test_damaged_files import NAMES, assert_plain, damage

from euchre_desktop.engine import Match, Rules
from euchre_desktop.persistence.paths import saved_match_path, settings_path, statistics_path
from euchre_desktop.persistence.savedmatch import SavedMatch, SavedMatchStore
from euchre_desktop.persistence.seats import SeatSetup
from euchre_desktop.persistence.settings import Settings, Value
from euchre_desktop.persistence.statistics import Statistics
from euchre_desktop.ui.main_window import MainWindow
from euchre_desktop.ui.table.controller import CARD_PHASES

SAVED_ID = "the-saved-match"
GOOD_SETTINGS: dict[str, Value] = {"general.first_run_done": True, "sound.volume": 30,
                                   "table.speed": "instant", "history.accuracy": False}
"""The settings an earlier session left (no background reviews, as in every launched test: see ``launch``)."""
PATHS = {"settings": settings_path, "saved match": saved_match_path, "statistics": statistics_path}


def leave_good_files() -> None:
    """What an earlier session left: changed settings, a finished match in the statistics, a match in play."""
    Settings(settings_path()).update(GOOD_SETTINGS)
    statistics, problem = Statistics.open(statistics_path())
    assert problem is None
    statistics.match_started("earlier", kind="match", players=4, opponents_level="standard",
                             partner_level="standard")
    statistics.match_finished("earlier", won=True, scores=(10, 7))
    statistics.close()
    match = Match(Rules(), 11)
    match.apply(match.hand.legal_actions()[0])
    SavedMatchStore(saved_match_path()).save(SavedMatch.of(match, match_id=SAVED_ID, seats=SeatSetup()))


def messages(window: MainWindow) -> list[QMessageBox]:
    """Every warning the window has shown the player so far."""
    return [box for box in window.findChildren(QMessageBox) if box.objectName() == "messageBox"]


def read_messages(window: MainWindow) -> None:
    """Close every warning showing, as the player does once it is read: the table waits until then."""
    for box in messages(window):
        if box.isVisible():
            box.accept()


def play_on(qtbot: QtBot, window: MainWindow) -> None:
    """Read the warnings, answer what the start-up asks (the rules in brief, the offer to resume), then
    wait for a decision, or for the hand's summary: in a new match the partner may go alone before the
    player's first turn, and the hand plays out without them."""
    read_messages(window)
    first_run = window.first_run_dialog
    if first_run is not None and first_run.isVisible():
        first_run.deal_button.click()
    resume = window.resume_box
    if resume is not None and resume.isVisible():
        resume.defaultButton().click()
    qtbot.waitUntil(lambda: window.controller.turn is not None or window.summary.isVisible(), timeout=20000)


def disk_full(descriptor: int) -> None:
    """``os.fsync`` on a full disk."""
    raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))


def decide(qtbot: QtBot, window: MainWindow) -> None:
    """Take the first legal choice, as the player would, and wait for the next decision or the summary."""
    turn = window.controller.turn
    assert turn is not None
    action = turn.legal_actions[0]
    if turn.phase in CARD_PHASES:
        assert action.card is not None
        window.controller.card_clicked(action.card)
    else:
        window.controller.choose(action)
    def next_decision() -> bool:
        read_messages(window)
        return window.controller.turn not in (None, turn) or window.summary.isVisible()

    qtbot.waitUntil(next_decision, timeout=20000)


@pytest.mark.parametrize("kind", ["random bytes", "newer version"])
@pytest.mark.parametrize("which", ["settings", "saved match", "statistics"])
def test_a_damaged_file_at_launch_is_told_once_and_the_game_plays_on(
        qtbot: QtBot, launch: Any, which: str, kind: str, monkeypatch: pytest.MonkeyPatch) -> None:
    leave_good_files()
    path = PATHS[which]()
    damage(which, kind, path, monkeypatch)
    before = set(path.parent.iterdir())

    window = launch()
    told = messages(window)
    assert len(told) == 1, [box.text() for box in told]
    box = told[0]
    assert box.isVisible()
    assert_plain(box.text(), which)
    # Only the damaged file's copy is new beside it (a hand history the launch starts is not of interest).
    added = set(path.parent.iterdir()) - before - {path}
    (kept,) = [new for new in added if new.name.startswith(NAMES[which])]
    assert re.fullmatch(rf"{re.escape(NAMES[which])}\.(unreadable|newer)-\d{{8}}-\d{{6}}", kept.name)
    assert kept.name in box.text(), "the player is told where the file went"

    play_on(qtbot, window)
    assert messages(window) == told, "told once"
    resumed = window.model.match_id == SAVED_ID
    assert resumed == (which != "saved match"), "the good saved match is resumed, a damaged one is not"
    first_run_shown = window.first_run_dialog is not None
    assert first_run_shown == (which == "settings"), "lost settings mean a first start"
    volume = Settings().get("sound.volume") if which == "settings" else GOOD_SETTINGS["sound.volume"]
    assert window.settings.get("sound.volume") == volume, "that file's defaults, the others as they were"
    statistics = window.model.statistics
    assert statistics is not None
    assert statistics.summary().matches_won == (0 if which == "statistics" else 1)


def test_a_save_that_fails_while_playing_is_told_once(qtbot: QtBot, launch: Any,
                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    """The disk fills up mid-match: one message, and the game goes on (it just cannot be resumed)."""
    leave_good_files()
    window = launch()
    play_on(qtbot, window)
    assert messages(window) == []
    monkeypatch.setattr(os, "fsync", disk_full)
    for _ in range(3):
        decide(qtbot, window)
    told = messages(window)
    assert len(told) == 1
    assert told[0].text().startswith("The match could not be saved (No space left on device)")


def test_settings_that_cannot_be_saved_are_told_once(qtbot: QtBot, launch: Any,
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    """A settings change on a full disk applies for the session; the player hears of it once."""
    leave_good_files()
    window = launch()
    play_on(qtbot, window)
    monkeypatch.setattr(os, "fsync", disk_full)
    window.settings.set("table.card_size", "large")
    window.settings.set("sound.volume", 10)
    assert window.settings.get("sound.volume") == 10
    told = messages(window)
    assert [box.text() for box in told] == [
        "Your settings could not be saved (No space left on device); they apply until you quit."]
    assert Settings.load(settings_path())[0].get("sound.volume") == 30, "the good file on disk is kept"
