"""The table's keys: the number keys bid, Left and Right choose a card, Enter (or Space) plays it.

They are window shortcuts, so they work wherever the focus rests in the window.  Enter goes on from the
hand's summary when it shows (or presses the summary's button Tab has marked); with no card chosen it plays
the only card that may be played, or chooses the first as an arrow would, so a player never has to reach for
the arrows first.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QAbstractButton, QApplication

from .status import StatusKind, translate

if TYPE_CHECKING:
    from .main_window import MainWindow

__all__ = ["build_keys", "confirm"]


def build_keys(window: MainWindow) -> list[QShortcut]:
    """The window's bid, arrow and Enter keys (kept by the caller, so they live as long as the window)."""
    keys: list[QShortcut] = []

    def key(sequence: QKeySequence | Qt.Key | str, slot: Callable[[], object], what: str) -> None:
        shortcut = QShortcut(QKeySequence(sequence), window)
        shortcut.setWhatsThis(what)  # the Rules window's Keys page lists the keys by these words
        shortcut.setContext(Qt.ShortcutContext.WindowShortcut)
        shortcut.setAutoRepeat(False)
        shortcut.activated.connect(slot)
        keys.append(shortcut)

    for digit in range(10):
        key(str(digit), functools.partial(window.bid_panel.press_key, digit),
            translate("Keys", "Choose a bid: each button of the bid panel shows its number"))
    key(Qt.Key.Key_Left, lambda: window.controller.move_selection(-1),
        translate("Keys", "Choose the card to the left"))
    key(Qt.Key.Key_Right, lambda: window.controller.move_selection(1),
        translate("Keys", "Choose the card to the right"))
    for enter in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
        key(enter, lambda: confirm(window),
            translate("Keys", "Play the chosen card (with none chosen, the first press chooses one; the only "
                      "card you may play goes at once), or go on from the hand's summary (Tab reaches its "
                      "other buttons)"))
    return keys


def confirm(window: MainWindow) -> None:
    """Enter or Space: the summary's marked button, or go on from the summary, or play the chosen card (see
    the module's docstring)."""
    summary = window.summary
    if summary.isVisible():
        focused = QApplication.focusWidget()
        # The window's shortcut takes the key before a focused button sees it: press that button here.
        if isinstance(focused, QAbstractButton) and summary.isAncestorOf(focused):
            focused.click()
        else:
            summary.activate()
        return
    controller = window.controller
    turn = controller.turn
    if controller.selected is None and turn is not None:
        controller.move_selection(1)
        chosen = controller.selected
        if chosen is None:
            return
        if len(turn.playable) != 1:
            said = translate("Keys", "The {card} is chosen: Enter to confirm, or the arrows to choose "
                             "another.")
            window.status.flash(said.format(card=chosen), StatusKind.INFO)
            return
    controller.confirm_selection()
