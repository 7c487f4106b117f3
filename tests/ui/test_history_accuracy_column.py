"""The History window's accuracy column: a reviewed hand's points per decision and mistakes, "Not yet" for a
hand still to review, nothing for a watched hand or Bid Euchre's."""

from __future__ import annotations

import datetime
from typing import Any

from pytestqt.qtbot import QtBot

from euchre_desktop.model.accuracy import AccuracyQueue
from euchre_desktop.persistence.accuracy import KindFigures
from euchre_desktop.persistence.history import HandHistory, NewHand
from euchre_desktop.ui.dialogs.history import HistoryWindow
from euchre_desktop.ui.history_command import history_command
from tests.persistence.test_history import DAY, random_hand


def test_the_accuracy_column_says_each_hands_accuracy(qtbot: QtBot) -> None:
    history, _problem = HandHistory.open(None)
    minute = datetime.timedelta(minutes=1)
    history.add_many([NewHand("m", i, random_hand(i), played=DAY + i * minute, watched=i == 3,
                              game="bid_euchre" if i == 4 else "euchre") for i in range(5)])
    history.set_review("m", 0, accuracy=0.5, average_cost=0.3, kinds={
        "bidding": KindFigures(2, 0.5, 1, 0), "following": KindFigures(2, 0.98, 0, 1)})
    history.set_review("m", 1, accuracy=1.0, average_cost=0.0, kinds={"leading": KindFigures(3, 0.06, 0, 0)})
    history.set_review("m", 2, accuracy=None, average_cost=None, kinds={})
    dialog = HistoryWindow(history)
    qtbot.addWidget(dialog)
    dialog.show()
    column = dialog.table.columnCount() - 1
    assert dialog.table.horizontalHeaderItem(column).text() == "Your accuracy"
    said = {entry.hand_index: dialog.table.item(row, column).text()
            for row, entry in enumerate(dialog.entries())}
    assert said == {0: "0.37 per decision, 1 slip, 1 blunder", 1: "0.02 per decision, no mistake",
                    2: "No real choice", 3: "", 4: ""}
    row = next(row for row, entry in enumerate(dialog.entries()) if entry.hand_index == 0)
    assert dialog.table.item(row, column).toolTip().splitlines()[1:] == [
        "Bidding: 0.25 over 2 decisions", "Following: 0.49 over 2 decisions"]

    history.add("m", 5, random_hand(5), played=DAY + 9 * minute)
    dialog.refresh()
    assert dialog.table.item(0, column).text() == "Not yet"


def test_a_hand_reviewed_while_the_window_is_open_shows_its_accuracy_at_once(qtbot: QtBot) -> None:
    history, _problem = HandHistory.open(None)
    history.add_many([NewHand("m", i, random_hand(i), played=DAY + i * datetime.timedelta(minutes=1))
                      for i in range(3)])
    dialog = HistoryWindow(history)
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.select(2)
    column = dialog.table.columnCount() - 1
    row = next(row for row, entry in enumerate(dialog.entries()) if entry.hand_index == 1)
    assert dialog.table.item(row, column).text() == "Not yet"
    history.set_review("m", 1, accuracy=1.0, average_cost=0.0, kinds={"bidding": KindFigures(1, 0.0, 0, 0)})
    dialog.show_reviewed("m", 1)
    assert dialog.table.item(row, column).text() == "0.00 per decision, no mistake"
    assert dialog.entries()[row].kinds is not None
    assert dialog.selected() == dialog.entries()[2], "the player's choice stays"


def test_the_history_command_tells_its_window_of_each_hand_reviewed(qtbot: QtBot, make_window: Any) -> None:
    history, _problem = HandHistory.open(None)
    history.add("m", 0, random_hand(1), played=DAY)
    window = make_window(history=history)
    queue = AccuracyQueue(window.model.runner, history, parent=window.model)
    command = history_command(window)
    assert command is not None
    dialog = command.open()
    history.set_review("m", 0, accuracy=1.0, average_cost=0.0, kinds={"bidding": KindFigures(1, 0.0, 0, 0)})
    queue.hand_reviewed.emit("m", 0)
    assert dialog.table.item(0, dialog.table.columnCount() - 1).text() == "0.00 per decision, no mistake"
    dialog.close()
