"""Every control a player can use has a name a screen reader says: the main window at each stage of a hand,
every dialog the Menu opens, the first run, the history, the review, the worked hand's bar and a question.
At the table (the toolbar, the bid panel, the summary, the worked hand's bar) and in the review, each also
says what it does (its description, or its tooltip, which Qt gives as one).

The names are read as a screen reader reads them, from ``QAccessible.queryAccessibleInterface`` (a button's
text is its name when Qt derives it)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from PySide6.QtCore import QUrl
from PySide6.QtGui import QAccessible, QAccessibleInterface
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot
from window_helpers import INSTANT

from euchre_desktop.engine import Rules
from euchre_desktop.engine.bid import BidRules
from euchre_desktop.model.bid_events import BidTurn
from euchre_desktop.persistence.history import HandHistory
from euchre_desktop.persistence.statistics import Statistics
from euchre_desktop.ui.dialogs.rules_text import WORKED_HAND_LINK, RulesDialog
from euchre_desktop.ui.dialogs.statistics import StatisticsWindow
from euchre_desktop.ui.history_command import history_command
from euchre_desktop.ui.main_window import DIALOGS, MainWindow
from euchre_desktop.ui.review.window import ReviewWindow

Role = QAccessible.Role

INTERACTIVE = {Role.Button, Role.CheckBox, Role.RadioButton, Role.ComboBox, Role.SpinBox, Role.Slider,
               Role.EditableText, Role.PageTab, Role.ButtonMenu, Role.ButtonDropDown, Role.List, Role.Tree,
               Role.Table, Role.Dial, Role.Link, Role.MenuItem}
"""The roles of what a player operates (not what they only read)."""

OWN_PARTS = {Role.ComboBox, Role.EditableText, Role.List, Role.Tree, Role.Table, Role.ScrollBar}
"""Controls whose parts are Qt's own (a combo box's popup, a line edit's clear button, a list's rows): the
control is named, its parts are not walked."""


def everything(iface: QAccessibleInterface) -> Iterator[QAccessibleInterface]:
    """``iface`` and everything under it, hidden or not (what is hidden now shows at another moment)."""
    if not iface.isValid():
        return
    yield iface
    if iface.role() in OWN_PARTS:
        return
    for index in range(iface.childCount()):
        child = iface.child(index)
        if child is not None:
            yield from everything(child)


VALUES = {Role.ComboBox, Role.SpinBox, Role.Slider, Role.EditableText}
"""Controls whose own text is their value ("Standard"): their name comes from a label for them (or is set)."""

SHAPES = set("◀▶♣♦♥♠")
"""Marks a screen reader reads as shapes ("black left-pointing triangle", "black heart suit")."""


def unnamed(widget: QWidget, where: str) -> list[str]:
    """The interactive controls in ``widget`` a screen reader finds no name for (a combo box or a field with
    only its value and no label), or a name with a mark it reads as a shape, said where they are."""
    root = QAccessible.queryAccessibleInterface(widget)
    assert root is not None
    found = []
    for iface in everything(root):
        name = iface.text(QAccessible.Text.Name)
        thing = iface.object()
        labelled = bool(iface.relations(QAccessible.RelationFlag.Label)) or (
            isinstance(thing, QWidget) and bool(thing.accessibleName()))
        if iface.role() in VALUES and not labelled:
            name = ""  # only its value: "Standard, combo box", but which?
        if iface.role() in INTERACTIVE and (not name.strip() or SHAPES & set(name)):
            found.append(f"{where}: a {iface.role().name} {name!r} ({type(thing).__name__}, "
                         f"{thing.objectName() if thing is not None else ''!r})")
    return found


def undescribed(widget: QWidget, where: str) -> list[str]:
    """The interactive controls in ``widget`` with a name but nothing more to say what they do."""
    root = QAccessible.queryAccessibleInterface(widget)
    assert root is not None
    return [f"{where}: {iface.text(QAccessible.Text.Name)!r}" for iface in everything(root)
            if iface.role() in INTERACTIVE and not iface.text(QAccessible.Text.Description).strip()]


def test_every_control_of_the_window_and_its_dialogs_has_a_name(qtbot: QtBot, make_window: Any) -> None:
    history, _ = HandHistory.open(None)
    window: MainWindow = make_window(durations=INSTANT, history=history)
    missing: list[str] = []
    window.model.set_autoplay(True)
    window.model.new_match(Rules(), seed=3)
    qtbot.waitUntil(window.summary.isVisible, timeout=20_000)
    missing += unnamed(window, "the window at a hand's summary")
    missing += undescribed(window, "the window at a hand's summary")
    window.summary.review_button.click()
    review = window.findChild(ReviewWindow)
    assert review is not None
    missing += unnamed(review, "the review") + undescribed(review, "the review")
    review.close()
    statistics, _ = Statistics.open(None)
    window.install_dialog("statistics", lambda: StatisticsWindow(statistics, window))

    for name in DIALOGS:
        dialog = window.open_dialog(name)
        assert dialog is not None, f"the {name} dialog is installed"
        missing += unnamed(dialog, f"the {name} dialog")
        if isinstance(dialog, RulesDialog):
            dialog.browser.anchorClicked.emit(QUrl(WORKED_HAND_LINK))  # the worked hand's bar
            qtbot.waitUntil(lambda: not window.controller.busy, timeout=5000)
            missing += unnamed(window, "the window during the worked hand")
            missing += undescribed(window, "the window during the worked hand")
        dialog.close()
    first_run = window.show_first_run()
    missing += unnamed(first_run, "the first run")
    first_run.close()
    command = history_command(window)
    assert command is not None
    command.action.trigger()
    assert command.dialog is not None
    missing += unnamed(command.dialog, "the history")
    command.dialog.close()
    leave = window.confirm_leaving("New match", window.new_match)
    if leave is not None:
        missing += unnamed(leave, "the question before leaving a match")
        leave.close()
    assert missing == [], "\n".join(missing)


def test_bid_euchres_bid_panel_names_every_key(qtbot: QtBot, make_window: Any) -> None:
    window: MainWindow = make_window(durations=INSTANT)
    window.bid_euchre.new_match(BidRules(target=None, fixed_hands=1))
    qtbot.waitUntil(lambda: isinstance(window.controller.turn, BidTurn), timeout=15000)
    assert unnamed(window, "the window at a Bid Euchre bid") == []


def test_a_control_without_words_is_found(qtbot: QtBot) -> None:
    """The check can fail: an icon-only button with neither text nor a name is reported."""
    from PySide6.QtWidgets import QToolButton

    holder = QWidget()
    qtbot.addWidget(holder)
    QToolButton(holder)
    assert len(unnamed(holder, "a bare button")) == 1


def test_the_status_line_says_its_cards_in_words(qtbot: QtBot) -> None:
    from euchre_desktop.ui.status import StatusKind, StatusLine

    line = StatusLine()
    qtbot.addWidget(line)
    line.show_status("Your turn: order up the Q♥ to Luis (1)", StatusKind.TURN)
    assert line.text() == "Your turn: order up the Q♥ to Luis (1)", "the eye still reads the card's marks"
    iface = QAccessible.queryAccessibleInterface(line)
    assert iface is not None
    assert iface.text(QAccessible.Text.Name) == "Your turn: order up the queen of hearts to Luis (1)"
