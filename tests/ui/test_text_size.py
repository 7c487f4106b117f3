"""Large text (issue 17): at 150% and 200% every word of the window and its dialogs shows whole, at the
smallest window the game allows, and the table's words grow inside their plates."""

from __future__ import annotations

from collections.abc import Callable, Iterator

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QAbstractButton, QApplication, QTabWidget
from pytestqt.qtbot import QtBot
from text_clipping import clipped_words, ink_outside
from window_helpers import INSTANT, play_out_by_mouse, to_first_card

from euchre_desktop.engine.bid import BidRules, Form
from euchre_desktop.language import install_language
from euchre_desktop.model.review_tasks import ExpertBudget
from euchre_desktop.persistence.history import HandHistory
from euchre_desktop.persistence.settings import Settings
from euchre_desktop.persistence.statistics import Statistics
from euchre_desktop.ui import text_size
from euchre_desktop.ui.dialogs.statistics import StatisticsWindow
from euchre_desktop.ui.history_command import history_command
from euchre_desktop.ui.main_window import MINIMUM_SIZE, MainWindow
from euchre_desktop.ui.review import open_review
from euchre_desktop.ui.table.panel_room import panel_clashes
from scripts import translations
from tests.persistence.scripted import record_scripted_match
from tests.review_hands import blunder_hand

WindowFactory = Callable[..., MainWindow]
"""``make_window`` (tests/ui/conftest.py)."""
QUICK_REVIEW = ExpertBudget(budget_ms=1.0, min_samples=3, max_samples=3, time_cap=10_000)
"""A review valued at once: the words are the point here, not the values."""


@pytest.fixture(params=["150", "200"])
def big_text(request: pytest.FixtureRequest, qtbot: QtBot, qapp: QApplication, make_window: WindowFactory
             ) -> Iterator[MainWindow]:
    """The smallest window at a large text size, a hand in play, with its history and statistics."""
    history, _ = HandHistory.open(None)
    statistics, _ = Statistics.open(None)
    record_scripted_match(statistics, "played")  # charts and captions with something to say
    # Long names make a long headline and score table in the hand's summary.
    values = {"table.text_size": request.param, "players.name_left": "Maximilian",
              "players.name_right": "Gwendolyn"}
    window = make_window(settings=Settings(values=values), durations=INSTANT,
                         size=(MINIMUM_SIZE.width(), MINIMUM_SIZE.height()), history=history)
    window.install_dialog("statistics", lambda: StatisticsWindow(statistics, window))
    to_first_card(qtbot, window)
    yield window
    statistics.close()
    text_size.set_text_size(qapp, "100")  # the application's font outlives the window: the next test's


def test_the_table_and_the_window_show_every_word_whole(qtbot: QtBot, big_text: MainWindow) -> None:
    window = big_text
    assert window.size() == MINIMUM_SIZE
    assert clipped_words(window) == []
    layout = window.scene.layout
    assert layout.panel_scale > 1.2, "the table's words grow with the text size"
    assert panel_clashes(layout) == [], "no grown panel covers another or a card"
    scene = window.scene
    plates = [scene.plate(seat) for seat in range(4)]
    for plate in plates:
        assert plate.shown_name() == plate.name and plate.shown_markers() == plate.markers()
        plate.set_markers(active=False)  # the turn's glow is meant to spill round the plate
    badge = scene.trump_badge
    assert badge.shown_caption() == badge.caption
    for item in (*plates, badge, scene.score_panel):
        assert not ink_outside(item, item.geometry().translated(-item.pos())), f"{item} spills over"
    play_out_by_mouse(qtbot, window)
    assert window.summary.isVisible() and clipped_words(window) == [], "the hand's summary, on the table"


def test_every_dialog_shows_every_word_whole(qtbot: QtBot, big_text: MainWindow) -> None:
    window = big_text
    dialogs = [window.open_dialog(name) for name in ("settings", "statistics", "rules", "about")]
    command = history_command(window)
    assert command is not None
    review = open_review(window, blunder_hand(), budget=QUICK_REVIEW, pace_ms=0)
    # Every word of it in place: the decisions valued and the every-card-seen line written.
    with qtbot.waitSignal(review.reviewed, timeout=60_000):
        pass
    dialogs += [command.open(), window.show_first_run(), review]
    for dialog in dialogs:
        assert dialog is not None
        qtbot.waitExposed(dialog)
        screen = dialog.screen().availableGeometry()
        assert dialog.height() <= screen.height(), f"{dialog.windowTitle()} is taller than the screen"
        pages: list[tuple[QTabWidget | None, int]] = [
            (tab, index) for tab in dialog.findChildren(QTabWidget) for index in range(tab.count())]
        pages = pages or [(None, 0)]
        for tab, index in pages:
            if tab is not None:
                tab.setCurrentIndex(index)
            qtbot.wait(10)  # the page's layout settles, as it has by the time anyone reads it
            assert clipped_words(dialog) == [], f"{dialog.windowTitle()}, {tab and tab.tabText(index)}"
        dialog.close()


def test_a_new_text_size_applies_at_once(qtbot: QtBot, make_window: WindowFactory, qapp: QApplication
                                         ) -> None:
    window = make_window()
    points, status, plate = qapp.font().pointSizeF(), window.status.height(), window.scene.plate(0).geometry()
    window.settings.set("table.text_size", "200")
    assert qapp.font().pointSizeF() == pytest.approx(2 * points), "every window's words"
    assert window.status.height() > 1.5 * status, "the status line holds two lines of the larger words"
    assert window.scene.plate(0).geometry().height() > 1.3 * plate.height(), "the table's plates grow"
    window.settings.set("table.text_size", "100")
    assert qapp.font().pointSizeF() == pytest.approx(points)
    assert window.scene.plate(0).geometry() == plate


def test_a_desktop_with_large_text_enlarges_the_table_too(monkeypatch: pytest.MonkeyPatch) -> None:
    desktop = QFont(QFont().family())
    desktop.setPointSizeF(15.0)  # the ordinary is 10
    monkeypatch.setattr(text_size._State, "desktop", desktop)
    monkeypatch.setattr(text_size._State, "chosen", 1.25)
    assert text_size.text_scale() == pytest.approx(1.25 * 1.5)
    desktop.setPointSizeF(8.0)  # small desktop type keeps the table's own sizes
    assert text_size.text_scale() == pytest.approx(1.25)


@pytest.mark.parametrize("size", ["100", "200"])
def test_the_bid_buttons_leave_the_side_players_cards_in_view(qtbot: QtBot, qapp: QApplication,
                                                             make_window: WindowFactory, size: str) -> None:
    window = make_window(settings=Settings(values={"table.text_size": size}), durations=INSTANT)
    try:
        window.new_match()
        qtbot.waitUntil(lambda: window.bid_panel.isVisible(), timeout=10000)
        panel = QRectF(window.bid_panel.geometry())
        for seat in (1, 3):
            assert not panel.intersects(window.scene.layout.hand_bounds(seat)), f"it covers seat {seat}"
        if size == "100":
            rows = {button.y() for button in window.bid_panel.findChildren(QAbstractButton)}
            assert len(rows) == 1, "the buttons wrap only when they must"
    finally:
        text_size.set_text_size(qapp, "100")


@pytest.mark.parametrize("size", ["100", "200"])
def test_bid_euchre_bids_at_six_seats_leave_the_side_players_in_view(qtbot: QtBot, qapp: QApplication,
                                                                     make_window: WindowFactory, size: str
                                                                     ) -> None:
    window = make_window(settings=Settings(values={"table.text_size": size}), durations=INSTANT,
                         size=(MINIMUM_SIZE.width(), MINIMUM_SIZE.height()))
    try:
        window.bid_euchre.new_match(BidRules(form=Form.DOUBLE_6, target=None, fixed_hands=1))
        panel = window.bid_euchre.panel
        qtbot.waitUntil(lambda: panel.isVisible() and bool(panel.offered), timeout=10000)
        qtbot.wait(10)  # the buttons take their places
        layout, area = window.scene.layout, QRectF(panel.geometry())
        for seat in (1, 2, 4, 5):
            for rect in (layout.hand_bounds(seat), layout.plate_rect(seat)):
                assert area.intersected(rect).height() < rect.height() / 3, f"the panel hides seat {seat}"
        buttons = panel.findChildren(QAbstractButton)
        for button in buttons:
            assert button.size() == button.sizeHint(), f"{button.accessibleName()} is squeezed"
        if size == "100":
            rows = {button.y() for button in buttons}
            assert len(rows) == 2, "the numbers on one row, the strains on another: no wrap when they fit"
    finally:
        text_size.set_text_size(qapp, "100")


def test_the_hand_s_summary_in_french_at_200_percent_keeps_to_the_table(qtbot: QtBot, qapp: QApplication,
                                                                        make_window: WindowFactory) -> None:
    """French is longer than English: the summary's words wrap or shrink, its buttons too."""
    translations.compile_all(quiet=True)
    install_language("fr_CA")
    window = make_window(settings=Settings(values={"table.text_size": "200"}), durations=INSTANT,
                         size=(MINIMUM_SIZE.width(), MINIMUM_SIZE.height()))
    try:
        to_first_card(qtbot, window)
        play_out_by_mouse(qtbot, window)
        summary = window.summary
        assert summary.next_button.text() in ("Main suivante", "Voir le résultat")
        assert window.view.viewport().rect().contains(summary.geometry()), "the summary spills off the table"
        assert clipped_words(summary) == []
    finally:
        install_language("en")
        text_size.set_text_size(qapp, "100")
