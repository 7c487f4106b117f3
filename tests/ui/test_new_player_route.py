"""A new player's route through the real window, as the application starts it: the rules in brief at the
first launch, Deal, then a whole short match to its end and New match, once by mouse alone and once by keys
alone (the computer players are the real ones, thinking on a thread)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot
from window_helpers import INSTANT, play_match_by_keys, play_match_by_mouse

from euchre_desktop.ui.main_window import MainWindow


def first_launch(qtbot: QtBot, launch: Callable[[], Any], *, by_keys: bool) -> MainWindow:
    """Start the game for the first time: the rules in brief come first, and no card is dealt before Deal.
    The player picks the short match (and the instant table, as Settings offers), then deals."""
    window: MainWindow = launch()
    dialog = window.first_run_dialog
    assert dialog is not None and dialog.isVisible(), "the first launch shows the rules in brief"
    assert window.model.rules is None, "nothing is dealt before the player has read them"
    assert dialog.deal_button.text() == "Deal"
    window.settings.set("table.speed", "instant")
    window.controller.set_durations(INSTANT)  # not even the short read Instant keeps: a quick test
    if by_keys:
        qtbot.waitUntil(dialog.isActiveWindow)
        lengths = (dialog.to_ten, dialog.to_five, dialog.keep_length)
        for _tab in range(30):  # Tab to the match's length, then the arrows to the short one
            if any(button.hasFocus() for button in lengths):
                break
            QTest.keyClick(QApplication.focusWidget() or dialog, Qt.Key.Key_Tab)
        for _arrow in range(len(lengths)):
            if dialog.to_five.isChecked():
                break
            QTest.keyClick(QApplication.focusWidget() or dialog, Qt.Key.Key_Down)
        assert dialog.to_five.isChecked(), "the short match is chosen by keys"
        QTest.keyClick(QApplication.focusWidget() or dialog, Qt.Key.Key_Return)  # Deal is the default button
    else:
        # On the round mark at its left: a stretched radio button takes clicks on its mark and words only.
        QTest.mouseClick(dialog.to_five, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                         QPoint(8, dialog.to_five.height() // 2))
        QTest.mouseClick(dialog.deal_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not dialog.isVisible(), timeout=5000)
    rules = window.model.rules
    assert rules is not None and rules.target == 5, "the short match the player chose"
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    return window


def finish_and_start_again(qtbot: QtBot, window: MainWindow, new_match: Callable[[], None]) -> None:
    """At the match's end: the banner over the table, the final score, and New match deals again."""
    assert window.model.is_over
    assert window.scene.match_banner.isVisible(), "the match's end is celebrated on the table"
    assert max(window.model.scores) >= 5
    assert window.model.saved_match().hands[-1].actions, "the last hand was played out"
    finished = window.model.match_id
    new_match()
    # The background review may be valuing a decision of the match just ended on the worker the players
    # share, and a loaded machine makes that slow: the first bid waits for it.
    # The new match's first hand usually waits for the player's bid; now and then their partner goes
    # alone before it, and that hand plays out to its summary without them.
    def dealt_again() -> bool:
        return window.model.match_id != finished and (
            window.controller.turn is not None or window.summary.isVisible())

    qtbot.waitUntil(dealt_again, timeout=30000)
    assert not window.model.is_over and len(window.model.saved_match().hands) == 1
    if window.controller.turn is not None:
        assert window.model.scores == (0, 0) and not window.summary.isVisible()


def test_a_first_match_by_mouse_alone(qtbot: QtBot, launch: Callable[[], Any]) -> None:
    window = first_launch(qtbot, launch, by_keys=False)
    hands = play_match_by_mouse(qtbot, window)
    assert hands >= 2, "no hand scores 5 points at once"
    finish_and_start_again(qtbot, window, lambda: QTest.mouseClick(window.summary.next_button,
                                                                   Qt.MouseButton.LeftButton))


def test_a_first_match_by_keys_alone(qtbot: QtBot, launch: Callable[[], Any]) -> None:
    window = first_launch(qtbot, launch, by_keys=True)
    hands = play_match_by_keys(qtbot, window)
    assert hands >= 2
    finish_and_start_again(qtbot, window, lambda: QTest.keyClick(window, Qt.Key.Key_Return))
