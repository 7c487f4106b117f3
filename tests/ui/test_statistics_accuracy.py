"""The statistics window's Accuracy tab: the player's reviewed hands in a sentence and three charts (by kind,
and per match or over time), a plain sentence while there is nothing yet, and Bid Euchre's view saying its
hands are not reviewed."""

from __future__ import annotations

import datetime

import pytest
from PySide6.QtGui import QColor, QImage
from pytestqt.qtbot import QtBot

from euchre_desktop.persistence.accuracy import KindFigures
from euchre_desktop.persistence.history import HandHistory, NewHand
from euchre_desktop.persistence.statistics import Statistics
from euchre_desktop.ui.dialogs.accuracy import EMPTY_TEXT
from euchre_desktop.ui.dialogs.accuracy_charts import nice_fraction
from euchre_desktop.ui.dialogs.charts import OUR_COLOUR
from euchre_desktop.ui.dialogs.statistics import StatisticsWindow
from tests.persistence.test_history import DAY, random_hand


def reviewed_history() -> HandHistory:
    """Two matches a week apart: the first with two reviewed hands, the second with one, and one hand
    not reviewed yet."""
    history, _problem = HandHistory.open(None)
    week = datetime.timedelta(days=7)
    history.add_many([NewHand("a", 0, random_hand(1), played=DAY),
                      NewHand("a", 1, random_hand(2), played=DAY),
                      NewHand("b", 0, random_hand(3), played=DAY + week),
                      NewHand("b", 1, random_hand(4), played=DAY + week)])
    history.set_review("a", 0, accuracy=0.5, average_cost=0.2, kinds={
        "bidding": KindFigures(2, 0.8, 1, 0), "leading": KindFigures(2, 0.0, 0, 0)})
    history.set_review("a", 1, accuracy=1.0, average_cost=0.0, kinds={"following": KindFigures(4, 0.0, 0, 0)})
    history.set_review("b", 0, accuracy=0.5, average_cost=0.5, kinds={"bidding": KindFigures(2, 1.0, 0, 1)})
    return history


def open_window(qtbot: QtBot, history: HandHistory | None) -> StatisticsWindow:
    statistics, _problem = Statistics.open(None)
    window = StatisticsWindow(statistics, history=history)
    qtbot.addWidget(window)
    window.tabs.setCurrentWidget(window.accuracy)
    window.show()
    return window


def colour_pixels(image: QImage, colour: QColor) -> int:
    target = colour.rgb()
    return sum(image.pixel(x, y) == target for y in range(image.height()) for x in range(image.width()))


def test_the_reviewed_hands_are_said_and_charted_by_kind_per_match_and_over_time(qtbot: QtBot) -> None:
    window = open_window(qtbot, reviewed_history())
    panel = window.accuracy
    assert panel.summary.text() == ("Over 3 reviewed hands you gave away 0.18 points per decision and made "
                                    "0.7 mistakes a hand (1 slip, 1 blunder). 1 more hand is waiting to be "
                                    "reviewed.")
    totals = panel.kind_chart.totals
    assert totals.kind("bidding") == KindFigures(4, 1.8, 1, 1)
    assert "Bidding 0.45" in panel.kind_chart.accessibleDescription()
    assert "Discarding no decisions" in panel.kind_chart.accessibleDescription()
    assert panel.kinds_note.isVisible() and "when your side named trump" in panel.kinds_note.text()
    assert panel.cost_chart.values == pytest.approx([0.8 / 8, 1.0 / 2]), "match a, then match b"
    assert panel.mistakes_chart.values == pytest.approx([0.5, 1.0])
    assert panel.cost_chart.average == pytest.approx(1.8 / 10)

    panel.kind_combo.setCurrentIndex(panel.kind_combo.findData("following"))
    assert panel.cost_box.title() == "Points given away per decision (following)"
    assert panel.cost_chart.values == [0.0, None], "match b had no card followed"
    panel.view_combo.setCurrentIndex(panel.view_combo.findData("time"))
    assert panel.cost_chart.axis_title == "Day" and len(panel.cost_chart.labels) == 2

    panel.kind_combo.setCurrentIndex(0)
    window.resize(window.minimumSizeHint())
    image = panel.kind_chart.grab().toImage()
    assert colour_pixels(image, OUR_COLOUR) > 200, "the bars are drawn"
    for chart in (panel.cost_chart, panel.mistakes_chart):
        assert colour_pixels(chart.grab().toImage(), OUR_COLOUR) > 20, "each line is drawn"


def test_with_nothing_reviewed_a_sentence_says_what_comes(qtbot: QtBot) -> None:
    history, _problem = HandHistory.open(None)
    window = open_window(qtbot, history)
    panel = window.accuracy
    assert panel.summary.text() == EMPTY_TEXT
    assert not panel.view_combo.isEnabled()
    assert colour_pixels(panel.kind_chart.grab().toImage(), OUR_COLOUR) == 0, "no bar of nothing"


def test_bid_euchre_says_its_hands_are_not_reviewed_yet(qtbot: QtBot) -> None:
    window = open_window(qtbot, reviewed_history())
    window.show_game("bid_euchre")
    assert window.accuracy.pages.currentWidget() is window.accuracy.message
    assert "Euchre hands only" in window.accuracy.message.text()
    window.show_game("euchre")
    assert window.accuracy.pages.currentIndex() == 0


@pytest.mark.parametrize(("high", "step"), [(0.18, 0.05), (0.04, 0.01), (2.2, 0.5), (0.5, 0.1)])
def test_the_axis_steps_are_round_numbers(high: float, step: float) -> None:
    assert nice_fraction(high) == pytest.approx(step)

