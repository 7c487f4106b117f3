"""Keyboard only (issue 17): every dialog opens from the window by its key, or from the Menu (F10, the arrows
and Enter), Tab reaches each of its controls, and Escape closes it, the table's keys working again at once;
the control with the focus is plainly marked."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QImage
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QApplication,
    QCheckBox,
    QComboBox,
    QDialog,
    QListWidget,
    QPushButton,
    QRadioButton,
    QScrollBar,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)
from pytestqt.qtbot import QtBot
from shiboken6 import getCppPointer
from test_main_window import GLORIA_DEALS
from window_helpers import INSTANT, pass_into_the_match, start_match, to_first_card

from euchre_desktop.persistence.history import HandHistory
from euchre_desktop.persistence.savedmatch import SavedMatchStore
from euchre_desktop.persistence.statistics import Statistics
from euchre_desktop.ui.dialogs.statistics import StatisticsWindow
from euchre_desktop.ui.focus_mark import FOCUS_GOLD, FOCUS_INK
from euchre_desktop.ui.look import install_game_look
from euchre_desktop.ui.main_window import MainWindow
from euchre_desktop.ui.theme import TABLE

WindowFactory = Callable[..., MainWindow]
"""``make_window`` (tests/ui/conftest.py)."""


def press(widget: QWidget, key: Qt.Key, modifier: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier
          ) -> None:
    """A key pressed where the keyboard's focus is (``widget`` when nothing in it has the focus)."""
    QTest.keyClick(QApplication.focusWidget() or widget, key, modifier)


def from_the_menu(window: MainWindow, text: str) -> Callable[[], None]:
    """F10 opens the Menu; Down moves to the command ``text``; Enter chooses it."""
    def choose() -> None:
        press(window, Qt.Key.Key_F10)
        menu = window.menu
        assert menu.isVisible(), "F10 opens the Menu"
        target = next(action for action in menu.actions() if action.text() == text)
        for _step in range(len(menu.actions())):
            if menu.activeAction() is target:
                break
            QTest.keyClick(menu, Qt.Key.Key_Down)
        assert menu.activeAction() is target, f"{text} is reached with the arrows"
        QTest.keyClick(menu, Qt.Key.Key_Return)
    return choose


def tab_problems(dialog: QDialog) -> list[str]:
    """What is wrong with Tab in ``dialog``: a control that takes the focus from Tab but that Tab, pressed
    again and again, never reaches (say, behind a table that keeps Tab for its own cells), or one that
    shows no focus mark when it has the focus."""
    tab_focus = Qt.FocusPolicy.TabFocus
    # Keyed by the C++ object: Qt's own widgets get a new Python wrapper each time.
    wanted = {getCppPointer(widget)[0]: widget for widget in dialog.findChildren(QWidget)
              if widget.isVisible() and widget.isEnabled() and widget.focusPolicy() & tab_focus == tab_focus
              and widget.focusProxy() is None
              and not (isinstance(widget, QRadioButton) and not widget.isChecked())}  # the arrows reach those
    reached: dict[int, tuple[QWidget, int]] = {}
    for _tab in range(150):  # the rules have many links, each a stop
        press(dialog, Qt.Key.Key_Tab)
        focused = QApplication.focusWidget()
        if focused is not None and getCppPointer(focused)[0] not in reached:
            reached[getCppPointer(focused)[0]] = (focused, ink_pixels(focused.grab().toImage()))
        if wanted.keys() <= reached.keys():
            break
    press(dialog, Qt.Key.Key_Tab)
    unmarked = [f"no focus mark: {type(widget).__name__}" for widget, marked in reached.values()
                if not widget.hasFocus() and marked <= ink_pixels(widget.grab().toImage()) + 10]
    return unmarked + [f"not reached: {type(widget).__name__} {widget.objectName()}"
                       for key, widget in wanted.items() if key not in reached]


def the_open_dialog(window: MainWindow) -> QDialog | None:
    """The dialog now showing over the window, if any."""
    shown = [widget for widget in QApplication.topLevelWidgets()
             if isinstance(widget, QDialog) and widget.isVisible() and widget.parentWidget() is window]
    return shown[0] if len(shown) == 1 else None


# A popup menu raises itself and grabs the keyboard; the headless platform says it cannot (a desktop can).
@pytest.mark.qt_log_ignore("^This plugin does not support (raise|grabbing the keyboard)")
def test_every_dialog_opens_and_closes_by_keys(qtbot: QtBot, make_window: WindowFactory) -> None:
    history, _ = HandHistory.open(None)
    statistics, _ = Statistics.open(None)
    window = make_window(durations=INSTANT, history=history)
    window.install_dialog("statistics", lambda: StatisticsWindow(statistics, window))
    to_first_card(qtbot, window)
    Ctrl, Shift = Qt.KeyboardModifier.ControlModifier, Qt.KeyboardModifier.ShiftModifier
    routes: dict[str, Callable[[], None]] = {
        "Settings": lambda: press(window, Qt.Key.Key_Comma, Ctrl),
        "Statistics": lambda: press(window, Qt.Key.Key_S, Ctrl | Shift),
        "Rules and help": lambda: press(window, Qt.Key.Key_F1),
        "Hand history": lambda: press(window, Qt.Key.Key_H, Ctrl | Shift),
        "Play a deal from a code": lambda: press(window, Qt.Key.Key_O, Ctrl),
        "Leave this match?": lambda: press(window, Qt.Key.Key_N, Ctrl),
        "About Euchre Desktop": from_the_menu(window, "About Euchre Desktop"),
        "Rules in brief and levels": from_the_menu(window, "Rules in brief and levels…"),
    }
    for title, route in routes.items():
        route()
        qtbot.waitUntil(lambda: the_open_dialog(window) is not None, timeout=3000)
        dialog = the_open_dialog(window)
        assert dialog is not None and title.lower() in dialog.windowTitle().lower(), title
        qtbot.waitUntil(dialog.isActiveWindow, timeout=3000)
        press(dialog, Qt.Key.Key_Tab)
        focused = QApplication.focusWidget()
        assert focused is not None and dialog.isAncestorOf(focused), f"Tab moves within {title}"
        assert not tab_problems(dialog), f"Tab reaches every control of {title}, each plainly marked"
        press(dialog, Qt.Key.Key_Escape)
        qtbot.waitUntil(lambda: not dialog.isVisible(), timeout=3000)  # noqa: B023 (waited for at once)
        qtbot.waitUntil(window.isActiveWindow, timeout=3000)
        chosen = window.controller.selected
        press(window, Qt.Key.Key_Right)
        assert window.controller.selected != chosen, f"after {title}, the arrows choose a card again"
    statistics.close()


def test_escape_on_the_resume_question_resumes_the_match(qtbot: QtBot, make_window: WindowFactory,
                                                         tmp_path: Path) -> None:
    window = make_window()
    window.model.store = SavedMatchStore(tmp_path / "match.json")
    start_match(qtbot, window, GLORIA_DEALS, seed=5)
    saved = pass_into_the_match(qtbot, window)
    window.model.shutdown()
    again = make_window()
    again.model.store = SavedMatchStore(tmp_path / "match.json")
    box = again.offer_resume()
    assert box is not None
    qtbot.waitUntil(box.isActiveWindow, timeout=3000)
    press(box, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not box.isVisible(), timeout=3000)
    assert again.model.match_id == saved, "Escape keeps the match, as Resume does: no new match in its place"


def test_the_focused_control_is_plainly_marked(qtbot: QtBot, qapp: QApplication) -> None:
    install_game_look(qapp)  # as the window gives every dialog
    dialog = QDialog()
    qtbot.addWidget(dialog)
    combo, listed = QComboBox(), QListWidget()
    combo.addItem("Standard")
    listed.addItems(["Easy", "Expert"])
    listed.setCurrentRow(0)
    # An empty list and a page of text, with no line to mark, show the focus on their frame.
    controls = [QPushButton("Deal"), QCheckBox("Stick the dealer"), combo, listed, QListWidget(),
                QTextBrowser()]
    layout = QVBoxLayout(dialog)
    for control in controls:
        layout.addWidget(control)
    dialog.show()
    dialog.activateWindow()
    qtbot.waitUntil(dialog.isActiveWindow)
    controls[0].setFocus()
    for control in controls:
        assert control.hasFocus()
        marked = control.grab().toImage()
        press(dialog, Qt.Key.Key_Tab)  # on to the next: this one is drawn without the focus
        assert not control.hasFocus()
        assert ink_pixels(marked) > ink_pixels(control.grab().toImage()) + 20, type(control).__name__


def test_a_list_entry_s_focus_mark_keeps_off_its_words(qtbot: QtBot, qapp: QApplication) -> None:
    install_game_look(qapp)
    listed = QListWidget()
    qtbot.addWidget(listed)
    listed.addItems(["1. Bidding, first round: Order it up", "2. Trick 1, your card: Play the J♥"])
    listed.show()
    listed.setFocus()
    listed.setCurrentRow(1)
    qtbot.waitUntil(listed.hasFocus)
    entry = listed.visualItemRect(listed.item(1))
    image = listed.viewport().grab().toImage().copy(entry.adjusted(2, 2, -2, -2))  # inside the mark
    assert ink_pixels(listed.viewport().grab().toImage().copy(entry)) > 0, "the entry is marked"
    assert ink_pixels(image) == ink_pixels(image, FOCUS_GOLD) == 0, "and the mark stays at its edge"


def test_a_scroll_bar_s_handle_stands_out_from_its_groove(qtbot: QtBot, qapp: QApplication) -> None:
    install_game_look(qapp)
    bar = QScrollBar(Qt.Orientation.Vertical)
    qtbot.addWidget(bar)
    bar.setRange(0, 100)
    bar.setPageStep(25)
    bar.resize(16, 300)
    bar.show()
    assert ink_pixels(bar.grab().toImage(), TABLE.quiet_ink) > 100, "a handle in the quiet ink"


def ink_pixels(image: QImage, colour: QColor = FOCUS_INK) -> int:
    """How many pixels of ``image`` are the focus mark's dark ink (or its ``colour``)."""
    image = image.convertToFormat(QImage.Format.Format_RGB32)
    ink = QColor(colour)
    return sum(1 for y in range(image.height()) for x in range(image.width())
               if _close(image.pixelColor(x, y), ink))


def _close(colour: QColor, ink: QColor) -> bool:
    distance = abs(colour.red() - ink.red()) + abs(colour.green() - ink.green())
    return distance + abs(colour.blue() - ink.blue()) < 40
