"""The statistics window shows exactly what a scripted sequence of hands recorded, draws its charts from the
same records, and resets only when the player confirms."""

from __future__ import annotations

import datetime
import itertools
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QGroupBox, QLabel, QMessageBox
from pytestqt.qtbot import QtBot

from euchre_desktop.engine import HandOutcome, Rules
from euchre_desktop.persistence.statistics import DailyResult, Statistics
from euchre_desktop.ui.dialogs.charts import (
    LOST_COLOUR,
    OUR_COLOUR,
    THEIR_COLOUR,
    WON_COLOUR,
    ScoreChart,
    WinRateChart,
    nice_step,
)
from euchre_desktop.ui.dialogs.statistics import StatisticsWindow, describe_daily
from tests.persistence.scripted import (
    RULES,
    empty_statistics,
    hand_result,
    record_scripted_bid_match,
    record_scripted_match,
)

DASH = "\N{EN DASH}"
TODAY = datetime.date(2025, 6, 14)


@pytest.fixture
def statistics(tmp_path: Path) -> Statistics:
    return empty_statistics(tmp_path)


@pytest.fixture
def played(statistics: Statistics) -> Statistics:
    """Three matches and three plays of Today's deal, recorded as the game records them."""
    record_scripted_match(statistics, "a")

    statistics.match_started("b", kind="match", players=4, opponents_level="easy", partner_level="easy")
    statistics.hand_finished("b", 0, hand_result(HandOutcome.EUCHRED, 0, (0, 2), tricks=(1, 2, 0, 2)), RULES)
    statistics.match_finished("b", won=False, scores=(4, 10))

    statistics.match_started("c", kind="match", players=4, opponents_level="standard", partner_level="expert")
    statistics.hand_finished("c", 0, hand_result(HandOutcome.MADE, 1, (0, 1), tricks=(1, 2, 0, 2)), RULES)
    statistics.match_abandoned("c", scores=(0, 1))

    two_days_ago = TODAY - datetime.timedelta(days=2)
    daily = [
        (TODAY, "d1", hand_result(HandOutcome.EUCHRED, 0, (0, 2), tricks=(1, 2, 1, 1))),
        (TODAY, "d2", hand_result(HandOutcome.MARCH, 0, (2, 0), tricks=(3, 0, 2, 0))),
        (two_days_ago, "d3", hand_result(HandOutcome.MADE, 1, (0, 1), tricks=(1, 2, 1, 1))),
    ]
    for day, deal_id, result in daily:
        statistics.daily_result(day, deal_id, result, RULES)
    return statistics


def open_window(qtbot: QtBot, statistics: Statistics, **kwargs: object) -> StatisticsWindow:
    window = StatisticsWindow(statistics, today=TODAY, **kwargs)  # type: ignore[arg-type]
    qtbot.addWidget(window)
    window.show()
    return window


def shown(window: StatisticsWindow, name: str) -> str:
    """The text of the label called ``name``, found among the window's widgets."""
    label = window.findChild(QLabel, name)
    assert label is not None, f"no figure {name!r}"
    return label.text()


def figures(window: StatisticsWindow, *names: str) -> dict[str, str]:
    """The texts of the labels called ``names``, by name: compared at once, a failure lists every one."""
    return {name: shown(window, name) for name in names}


# ============================================================================================ numbers


def test_the_window_shows_the_exact_record(qtbot: QtBot, played: Statistics) -> None:
    window = open_window(qtbot, played)
    expected = {
        "matches": "1 won, 1 lost (50% won)",
        "hands": "9",
        "as_makers": "4 made, 2 euchred",
        "as_defenders": "2 made by them, 1 euchred by you",
        "marches": "2",
        "loners": "2 tried, 2 made (1 march)",
        "euchres_inflicted": "1",
        "points": "10 for, 6 against",
    }
    assert figures(window, *expected) == expected


def test_matches_are_counted_by_the_opponents_and_partners_levels(qtbot: QtBot, played: Statistics) -> None:
    window = open_window(qtbot, played)
    assert shown(window, "level_expert_standard") == f"1{DASH}0"
    assert shown(window, "level_easy_easy") == f"0{DASH}1"
    assert shown(window, "level_standard_expert") == DASH, "an abandoned match is neither won nor lost"
    empty = [name for name in window.figure_names() if name.startswith("level_")
             and name not in ("level_expert_standard", "level_easy_easy")]
    assert len(empty) == 7 and all(shown(window, name) == DASH for name in empty)
    cell = window.findChild(QLabel, "level_expert_standard")
    assert cell is not None and cell.toolTip() == "Expert opponents, standard partner: 1 won, 0 lost"


def test_todays_deal_lists_each_days_best_result(qtbot: QtBot, played: Statistics) -> None:
    window = open_window(qtbot, played)
    table = window.daily_table
    assert table.isVisible()
    def text(row: int, column: int) -> str:
        item = table.item(row, column)
        assert item is not None
        return item.text()

    rows = [[text(row, column) for column in range(3)] for row in range(table.rowCount())]
    assert rows == [["Today", "You scored 2 (5 tricks)", "2"],
                    ["Thu 12 Jun 2025", "They scored 1 (2 tricks)", "1"]]


def test_with_nothing_played_the_window_says_so(qtbot: QtBot, statistics: Statistics) -> None:
    window = open_window(qtbot, statistics)
    expected = {"matches": "None yet", "streak": "None yet", "hands": "0",
                "loners": "0 tried, 0 made (0 marches)"}
    assert figures(window, *expected) == expected
    assert not window.daily_table.isVisible()
    assert any("not played Today's deal" in label.text() and label.isVisible()
               for label in window.findChildren(QLabel))
    assert window.score_chart.progress == [] and window.win_rate_chart.results == []
    assert not window.reset_button.isEnabled(), "nothing to reset"
    window.grab()  # the empty charts paint their message without error


@pytest.mark.parametrize(("result", "words"), [
    (DailyResult(TODAY, "march", 5, 2, 0), "You scored 2 (5 tricks)"),
    (DailyResult(TODAY, "made", 1, 0, 1), "They scored 1 (1 trick)"),
    (DailyResult(TODAY, "thrown_in", 0, 0, 0), "No score (thrown in)"),
    (DailyResult(TODAY, "renege", 2, -2, 0), "You lost 2 for a renege"),
    (DailyResult(TODAY, "made", 3, 0, 0), "No score (3 tricks)"),
])
def test_a_play_of_todays_deal_in_words(result: DailyResult, words: str) -> None:
    assert describe_daily(result) == words


# ============================================================================================= charts


def test_the_score_chart_follows_the_match_hand_by_hand(qtbot: QtBot, played: Statistics) -> None:
    window = open_window(qtbot, played)
    assert window.score_chart.progress == [(0, 1)], "by default: the match started last"
    window.show_match("a", 10)
    assert window.score_chart.progress == [(1, 0), (3, 0), (3, 2), (5, 2), (5, 3), (9, 3), (10, 3), (10, 3),
                                           (11, 3)]
    assert window.score_chart.target == 10
    assert window.score_chart.side_names == ("Your side", "Opponents")
    assert "Score by hand: this match" in [box.title() for box in window.findChildren(QGroupBox)]


def test_the_chart_marks_the_watched_hands_the_counts_leave_out(qtbot: QtBot, played: Statistics) -> None:
    window = open_window(qtbot, played, match_id="a", target=10)
    assert window.score_chart.watched == {9}, "hand 9 of match a was watched"
    assert "(watched)" in window.score_chart.accessibleDescription()
    captions = [label.text() for label in window.findChildren(QLabel)]
    said = ("These count the hands you played with your own cards. 1 hand that you watched the computer play "
            "for you counts in the match score")
    assert any(text.startswith(said) for text in captions)
    window.grab()  # the open rings and their legend paint without error


def test_the_window_shows_winning_and_losing_streaks(qtbot: QtBot, statistics: Statistics) -> None:
    for index, won in enumerate([True, True, True, False, False]):
        statistics.match_started(f"m{index}", kind="match", players=4, opponents_level="easy",
                                 partner_level="easy")
        statistics.match_finished(f"m{index}", won=won, scores=(10, 4) if won else (4, 10))
    statistics.match_started("left", kind="match", players=4, opponents_level="easy", partner_level="easy")
    statistics.match_abandoned("left", scores=(2, 0))
    window = open_window(qtbot, statistics)
    assert shown(window, "streak") == "2 matches lost in a row", "an abandoned match breaks no streak"
    assert shown(window, "longest_streaks") == "3 won, 2 lost"


def test_a_cutthroat_match_names_its_opponents_together(qtbot: QtBot, statistics: Statistics) -> None:
    statistics.match_started("m", kind="match", players=3, opponents_level="easy", partner_level="easy")
    statistics.hand_finished("m", 0, hand_result(HandOutcome.EUCHRED, 0, (0, 2, 2), tricks=(2, 2, 1)),
                             Rules(players=3))
    window = open_window(qtbot, statistics)
    assert window.score_chart.side_names == ("You", "Both opponents")
    assert window.score_chart.progress == [(0, 4)]


def test_the_win_rate_chart_runs_oldest_first(qtbot: QtBot, played: Statistics) -> None:
    window = open_window(qtbot, played)
    assert window.win_rate_chart.results == [True, False]
    assert window.win_rate_chart.rates() == [1.0, 0.5]


@pytest.mark.parametrize(("span", "ticks", "step"), [(10, 6, 2), (14, 15, 1), (14, 6, 5), (130, 6, 50),
                                                     (0, 6, 1)])
def test_axis_steps_are_round_numbers(span: int, ticks: int, step: int) -> None:
    assert nice_step(span, ticks) == step


def colour_pixels(image: QImage, colour: QColor) -> list[tuple[int, int]]:
    target = colour.rgb()
    return [(x, y) for y in range(image.height()) for x in range(image.width())
            if image.pixel(x, y) == target]


def test_the_leading_side_is_drawn_higher(qtbot: QtBot) -> None:
    chart = ScoreChart()
    qtbot.addWidget(chart)
    chart.resize(440, 240)
    chart.set_progress([(1, 0), (1, 2), (3, 2), (5, 2)], target=5)
    image = chart.grab().toImage()
    ours, theirs = colour_pixels(image, OUR_COLOUR), colour_pixels(image, THEIR_COLOUR)
    plot_top = 40  # below the legend's swatches
    ours = [p for p in ours if p[1] > plot_top]
    theirs = [p for p in theirs if p[1] > plot_top]
    assert ours and theirs
    right = max(x for x, _y in ours)
    our_end = [y for x, y in ours if x >= right - 3]
    their_end = [y for x, y in theirs if x >= right - 3]
    assert max(our_end) < min(their_end), "5 points is drawn above 2"


def test_each_match_gets_a_won_or_lost_chip(qtbot: QtBot) -> None:
    chart = WinRateChart()
    qtbot.addWidget(chart)
    chart.resize(440, 240)
    chart.set_results([True, False, True, True, False])
    image = chart.grab().toImage()

    def chips(colour: QColor) -> int:
        bottom = [(x, y) for x, y in colour_pixels(image, colour) if y > image.height() // 2]
        top_row = min(y for _x, y in bottom) + 1  # the chips' top edge, above their letters
        xs = sorted(x for x, y in bottom if y == top_row)
        return 1 + sum(1 for a, b in itertools.pairwise(xs) if b > a + 1)

    assert (chips(WON_COLOUR), chips(LOST_COLOUR)) == (3, 2)


# ============================================================================================== reset


def reset_box(window: StatisticsWindow) -> QMessageBox:
    box = window.findChild(QMessageBox, "confirmReset")
    assert box is not None and box.isVisible()
    return box


def test_reset_asks_first_and_clears_on_confirm(qtbot: QtBot, played: Statistics) -> None:
    window = open_window(qtbot, played)
    qtbot.mouseClick(window.reset_button, Qt.MouseButton.LeftButton)
    box = reset_box(window)
    assert box.defaultButton() is box.button(QMessageBox.StandardButton.Cancel)
    with qtbot.waitSignal(window.statistics_reset):
        box.button(QMessageBox.StandardButton.Reset).click()
    assert played.summary().hands == 0 and played.recent_matches() == []
    assert shown(window, "matches") == "None yet"
    assert shown(window, "streak") == "None yet"
    assert shown(window, "hands") == "0"
    assert shown(window, "level_expert_standard") == DASH
    assert window.daily_table.rowCount() == 0
    assert window.score_chart.progress == [] and window.win_rate_chart.results == []


@pytest.mark.parametrize("how", ["Cancel button", "Escape key"])
def test_reset_cancelled_keeps_everything(qtbot: QtBot, played: Statistics, how: str) -> None:
    window = open_window(qtbot, played)
    before = played.summary()
    qtbot.mouseClick(window.reset_button, Qt.MouseButton.LeftButton)
    box = reset_box(window)
    with qtbot.assertNotEmitted(window.statistics_reset):
        if how == "Escape key":
            qtbot.keyClick(box, Qt.Key.Key_Escape)
        else:
            box.button(QMessageBox.StandardButton.Cancel).click()
    assert not box.isVisible()
    assert played.summary() == before
    assert shown(window, "hands") == "9"


# ============================================================================================ Bid Euchre


def test_each_games_record_is_shown_apart(qtbot: QtBot, played: Statistics) -> None:
    record_scripted_bid_match(played, "bid")
    window = open_window(qtbot, played, match_id="a", target=10)
    assert window.game == "euchre", "the game of the match charted"
    assert shown(window, "matches") == "1 won, 1 lost (50% won)"
    window.show_game("bid_euchre")
    expected = {
        "matches": "0 won, 1 lost (0% won)",
        "bid_hands": "7",
        "bids": "1 made, 1 set",
        "bids_against": "1 made by them, 1 set by you",
        "moons": "1 made, 1 set",
        "moons_stopped": "1",
        "bid_points": "7 for, -15 against",
        "level_easy_easy": f"0{DASH}1",
        "level_expert_standard": DASH,
    }
    assert figures(window, *expected) == expected
    assert window.findChild(QLabel, "bid_hands").isVisible()
    assert not window.findChild(QLabel, "as_makers").isVisible()
    assert not window.daily_table.isVisible(), "Today's deal is Euchre's"
    assert window.score_chart.progress[:2] == [(5, 3), (0, 7)], "Bid Euchre's last match is charted"
    assert window.win_rate_chart.results == [False]
    window.show_game("euchre")
    assert shown(window, "matches") == "1 won, 1 lost (50% won)"


def test_a_bid_euchre_match_opens_its_own_record(qtbot: QtBot, statistics: Statistics) -> None:
    record_scripted_bid_match(statistics, "bid")
    window = open_window(qtbot, statistics)
    assert window.game == "bid_euchre" and shown(window, "matches") == "0 won, 1 lost (0% won)"
