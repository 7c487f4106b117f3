"""Large text (issue 17): at 150% and 200% every word of the window and its dialogs shows whole, at the
smallest window the game allows, and the table's words grow inside their plates."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from conftest import WindowFactory
from PySide6.QtWidgets import QTabWidget
from pytestqt.qtbot import QtBot
from text_clipping import clipped_words, ink_outside
from window_helpers import INSTANT, play_out_by_mouse, to_first_card

from euchre_desktop.persistence.history import HandHistory
from euchre_desktop.persistence.settings import Settings
from euchre_desktop.persistence.statistics import Statistics
from euchre_desktop.ui.dialogs.statistics import StatisticsWindow
from euchre_desktop.ui.history_command import history_command
from euchre_desktop.ui.main_window import MINIMUM_SIZE, MainWindow
from euchre_desktop.ui.table.panel_room import panel_clashes


@pytest.fixture(params=["150", "200"])
def big_text(request: pytest.FixtureRequest, qtbot: QtBot, make_window: WindowFactory
             ) -> Iterator[MainWindow]:
    """The smallest window at a large text size, a hand in play, with its history and statistics."""
    history, _ = HandHistory.open(None)
    statistics, _ = Statistics.open(None)
    window = make_window(settings=Settings(values={"table.text_size": request.param}), durations=INSTANT,
                         size=(MINIMUM_SIZE.width(), MINIMUM_SIZE.height()), history=history)
    window.install_dialog("statistics", lambda: StatisticsWindow(statistics, window))
    to_first_card(qtbot, window)
    yield window
    statistics.close()


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
    assert clipped_words(window.summary) == [], "the hand's summary"


def test_every_dialog_shows_every_word_whole(qtbot: QtBot, big_text: MainWindow) -> None:
    window = big_text
    dialogs = [window.open_dialog(name) for name in ("settings", "statistics", "rules", "about")]
    command = history_command(window)
    assert command is not None
    dialogs += [command.open(), window.show_first_run()]
    for dialog in dialogs:
        assert dialog is not None
        qtbot.waitExposed(dialog)
        pages: list[tuple[QTabWidget | None, int]] = [
            (tab, index) for tab in dialog.findChildren(QTabWidget) for index in range(tab.count())]
        pages = pages or [(None, 0)]
        for tab, index in pages:
            if tab is not None:
                tab.setCurrentIndex(index)
            qtbot.wait(10)  # the page's layout settles, as it has by the time anyone reads it
            assert clipped_words(dialog) == [], f"{dialog.windowTitle()}, {tab and tab.tabText(index)}"
        dialog.close()
