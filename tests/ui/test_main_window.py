"""The main window as a player first sees it."""

from __future__ import annotations

from PySide6.QtWidgets import QLabel
from pytestqt.qtbot import QtBot

from euchre_desktop.ui.main_window import FELT_GREEN, MINIMUM_SIZE, MainWindow


def test_main_window_shows_a_felt_table(qtbot: QtBot) -> None:
    """The window opens titled, at least the minimum size, and painted felt green."""
    window = MainWindow()
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)

    assert window.windowTitle() == "Euchre Desktop"
    assert window.width() >= MINIMUM_SIZE.width()
    assert window.height() >= MINIMUM_SIZE.height()

    pixmap = window.grab()
    assert not pixmap.isNull()
    assert pixmap.deviceIndependentSize().toSize() == window.size()
    assert pixmap.toImage().pixelColor(5, 5) == FELT_GREEN


def test_main_window_says_the_table_is_coming(qtbot: QtBot) -> None:
    """Until the table exists, the window tells the player so instead of showing an empty cloth."""
    window = MainWindow()
    qtbot.addWidget(window)

    texts = [label.text() for label in window.findChildren(QLabel)]
    assert any("coming soon" in text for text in texts)
