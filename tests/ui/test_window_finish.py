"""What a new player tripped over at the window's edges (issue 16): Enter and Ctrl+Z, Undo once the hand is
over, the title, the window's place, the wheel over a list, a table that waits behind a dialog, the words of
a bad deal code, one status line for every message, a hint that takes time, and the dialogs' look."""

from __future__ import annotations

import random
import time
from typing import Any

import pytest
from PySide6.QtCore import QByteArray, QPoint, QPointF, Qt
from PySide6.QtGui import QPalette, QWheelEvent
from PySide6.QtWidgets import QApplication, QComboBox, QDialogButtonBox, QStyle, QWidget
from pytestqt.qtbot import QtBot
from test_main_window import GLORIA_DEALS
from test_play_through_window import DEALER_DEAL
from window_helpers import click_card, key, start_match, wait_for_turn

from euchre_desktop.app import APP_DISPLAY_NAME
from euchre_desktop.engine import Action, Card, Phase, PlayerView, Rules
from euchre_desktop.persistence.settings import Settings
from euchre_desktop.ui.dialogs.settings import SettingsDialog
from euchre_desktop.ui.main_window import HINT_THINKING, MainWindow
from euchre_desktop.ui.status import StatusKind
from euchre_desktop.ui.theme import TABLE, resolve_font_family
from euchre_desktop.ui.wheel_guard import _WheelGuard

# DEALER_DEAL: you deal and turn up the Q♥; everyone passes to you.  After your discard Hank leads the 9♣
# and your A♣ is the only card you may play.  GLORIA_DEALS: Gloria deals and Luis bids before you.


def to_the_discard(qtbot: QtBot, window: MainWindow) -> None:
    """Pick up the Q♥ by key: your discard is next."""
    start_match(qtbot, window, DEALER_DEAL, seed=3)
    key(window, Qt.Key.Key_1)
    wait_for_turn(qtbot, window, Phase.DEALER_DISCARD)


def to_the_first_play(qtbot: QtBot, window: MainWindow) -> None:
    """Pick up the Q♥ and bury the 9♠ by keys: the A♣ is then the only card you may play."""
    to_the_discard(qtbot, window)
    while window.controller.selected != Card.parse("9S"):
        key(window, Qt.Key.Key_Right)
    key(window, Qt.Key.Key_Return)
    wait_for_turn(qtbot, window, Phase.PLAY)


def test_enter_plays_the_only_card_that_may_be_played(qtbot: QtBot, make_window: Any) -> None:
    window = make_window()
    to_the_first_play(qtbot, window)
    assert window.controller.turn is not None and window.controller.turn.playable == (Card.parse("AC"),)
    assert window.controller.selected is None
    key(window, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: Card.parse("AC") not in window.scene.piles.hand(0).cards, timeout=5000)


def test_enter_with_a_choice_chooses_first_then_plays(qtbot: QtBot, make_window: Any) -> None:
    window = make_window()
    to_the_first_play(qtbot, window)
    key(window, Qt.Key.Key_Return)
    turn = wait_for_turn(qtbot, window, Phase.PLAY)  # your lead: any card
    assert len(turn.playable) > 1
    key(window, Qt.Key.Key_Return)
    chosen = window.controller.selected
    assert chosen is not None and chosen in window.scene.piles.hand(0).cards
    assert "is chosen" in window.status.text()
    key(window, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: chosen not in window.scene.piles.hand(0).cards, timeout=5000)


def test_ctrl_z_undoes(qtbot: QtBot, make_window: Any) -> None:
    window = make_window()
    start_match(qtbot, window, GLORIA_DEALS, seed=5)
    key(window, Qt.Key.Key_0)
    wait_for_turn(qtbot, window, Phase.BID_ROUND_2)
    qtbot.waitUntil(window.undo_action.isEnabled)
    key(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    wait_for_turn(qtbot, window, Phase.BID_ROUND_1)


def test_undo_is_off_once_the_hand_is_over(qtbot: QtBot, make_window: Any) -> None:
    window = make_window()
    to_the_first_play(qtbot, window)
    qtbot.waitUntil(window.undo_action.isEnabled)
    while not window.summary.isVisible():
        qtbot.waitUntil(lambda: window.summary.isVisible() or window.controller.turn is not None,
                        timeout=10000)
        turn = window.controller.turn
        if turn is not None:
            click_card(window, turn.playable[0])
            qtbot.waitUntil(lambda played=turn.playable[0]: played not in window.scene.piles.hand(0).cards,
                            timeout=5000)
    assert not window.undo_action.isEnabled(), "a finished hand has nothing to undo"


def test_undo_is_off_while_the_computer_plays_your_seat(qtbot: QtBot, make_window: Any) -> None:
    window = make_window()
    to_the_first_play(qtbot, window)
    qtbot.waitUntil(window.undo_action.isEnabled)
    key(window, Qt.Key.Key_W)
    assert not window.undo_action.isEnabled()


def test_the_title_names_the_game_once_and_the_deal_only_while_it_lasts(qtbot: QtBot,
                                                                          make_window: Any) -> None:
    window = make_window()
    window.model.play_todays_deal(Rules())
    qtbot.waitUntil(lambda: window.windowTitle().startswith("Today's deal"))
    title = window.windowTitle()
    # Desktops append the application's name unless the title already ends with it.
    assert title.endswith(APP_DISPLAY_NAME) and title.count(APP_DISPLAY_NAME) == 1
    window.model.set_autoplay(True)
    qtbot.waitUntil(window.summary.isVisible, timeout=20000)
    window.summary.next_button.click()
    assert window.windowTitle() == APP_DISPLAY_NAME, "the next hand is an ordinary deal"


def test_the_window_comes_back_as_it_was(qtbot: QtBot, make_window: Any) -> None:
    settings = Settings()
    window = make_window(settings=settings)
    window.showMaximized()
    qtbot.waitUntil(window.isMaximized)
    window.close()
    saved = str(settings.get("general.window_geometry"))
    assert saved and not QByteArray.fromBase64(saved.encode()).isEmpty()
    again = make_window(settings=settings, size=None)
    qtbot.waitUntil(again.isMaximized)
    again.showNormal()
    again.close()
    third = make_window(settings=settings, size=None)
    assert not third.isMaximized()


def wheel(widget: QWidget) -> None:
    """One notch of the mouse wheel over ``widget``, scrolling down."""
    centre = QPointF(widget.rect().center())
    event = QWheelEvent(centre, QPointF(widget.mapToGlobal(centre.toPoint())), QPoint(0, -120),
                        QPoint(0, -120), Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier,
                        Qt.ScrollPhase.NoScrollPhase, False)
    QApplication.sendEvent(widget, event)


def test_the_wheel_scrolls_the_settings_without_changing_an_option(qtbot: QtBot, make_window: Any) -> None:
    window = make_window()
    dialog = window.open_dialog("settings")
    assert isinstance(dialog, SettingsDialog)
    dialog.show_section("rules")
    farmer = dialog.editor("rules.farmers_hand")
    assert isinstance(farmer, QComboBox)
    before = dialog.values()
    for control in (farmer, dialog.preset_combo, dialog.editor("rules.fixed_hands")):
        wheel(control)
    dialog.show_section("sound")
    wheel(dialog.editor("sound.volume"))
    assert dialog.values() == before, "no option changed under the pointer"
    assert dialog.preset_combo.currentData() == "standard"
    assert farmer.focusPolicy() == Qt.FocusPolicy.StrongFocus, "the wheel does not give it focus either"
    dialog.show_section("rules")
    farmer.setFocus()
    qtbot.waitUntil(farmer.hasFocus)
    wheel(farmer)
    assert dialog.value("rules.farmers_hand") != before["rules.farmers_hand"], "with focus, the wheel chooses"
    dialog.reject()


def test_the_wheel_guard_waits_for_the_first_dialog_with_a_list(make_window: Any) -> None:
    """The guard sees every event of the application: the window and a message leave it out (it would slow
    the start), the first dialog with a list puts it in."""
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    for guard in app.findChildren(_WheelGuard):  # an earlier test's
        app.removeEventFilter(guard)
        guard.setParent(None)
    window = make_window()
    window.show_message("Euchre Desktop", "A message")
    assert app.findChild(_WheelGuard) is None
    window.open_dialog("settings").reject()
    assert app.findChild(_WheelGuard) is not None


def test_the_table_waits_while_a_dialog_is_open(qtbot: QtBot, make_window: Any) -> None:
    window = make_window()
    window.model.new_match(Rules(), seed=5, first_deal=GLORIA_DEALS)  # Luis bids before you
    for open_one in (lambda: window.open_dialog("settings"), lambda: window.open_dialog("rules"),
                     window.show_first_run, window.ask_for_deal_code):
        dialog = open_one()
        assert dialog is not None and dialog.isVisible()
        qtbot.wait(300)
        assert not window.model.snapshot().view.history, "nobody bids behind the dialog"
        dialog.reject()
    wait_for_turn(qtbot, window, Phase.BID_ROUND_1)
    assert window.model.snapshot().view.history, "once it is closed, the game goes on"


def test_the_rules_in_brief_opened_mid_match_lead_back_to_the_table(qtbot: QtBot, make_window: Any) -> None:
    window = make_window()
    first = window.show_first_run()
    assert first.deal_button.text() == "Deal", "before the first match"
    assert first.windowTitle() == "Welcome to Euchre"
    first.accept()
    start_match(qtbot, window, GLORIA_DEALS, seed=5)
    again = window.show_first_run()
    assert again.deal_button.text() == "Back to the table"
    assert again.windowTitle() == "Rules in brief and levels", "the Menu command's name, not a welcome"
    again.accept()
    assert window.controller.turn is not None, "still your bid, the same hand"


@pytest.mark.parametrize(("code", "words"), [
    ("EU1-BOGUS-3ABC-DEFG-HJKL-MNPQ-RS", "has a mistake in it"),
    ("EU1-R12345-3ABC-DEFG-HJKL-MNPQ-RS", "has a mistake in it"),
    ("EU7-STANDARD-3ABC-DEFG-HJKL-MNPQ-RS", "newer Euchre Desktop"),
    ("my deal", "is not a deal code"),
    ("   ", "Paste a deal code first"),
])
def test_a_bad_deal_code_is_told_in_a_players_words(qtbot: QtBot, make_window: Any, code: str,
                                                    words: str) -> None:
    window = make_window()
    start_match(qtbot, window, GLORIA_DEALS, seed=5)
    status = window.status.text()
    assert not window.play_deal_code(code)
    box = window.message_box
    assert box is not None and box.isVisible()
    text = box.text()
    assert words in text and "goes on where it was" in text
    for engine_words in ("rule bits", "preset", "expected", "checksum", "BOGUS", "STANDARD, SHORT"):
        assert engine_words not in text
    assert window.status.text() == status, "the status line does not repeat it"
    box.accept()


def test_the_status_line_keeps_one_size_for_every_message(qtbot: QtBot, make_window: Any) -> None:
    window = make_window()
    status = window.status

    def look() -> tuple[int, int, int]:
        qtbot.wait(20)
        return status.height(), status.fontInfo().pixelSize(), window.statusBar().height()

    first = look()
    status.show_status("Your turn: name trump (not spades), or pass (0)", StatusKind.TURN)
    assert look() == first
    status.flash("Hint: " + "keep the right bower and lead the ace " * 6, StatusKind.INFO)
    assert look() == first
    status.flash("It is Hank's turn.", StatusKind.WARNING)
    assert look() == first
    window.resize(1600, 1000)
    assert look() == first, "the table grows, the status line stays as it was"
    window.intermission.action.trigger()
    qtbot.waitUntil(lambda: window.intermission.is_covered)
    window.intermission.action.trigger()
    qtbot.waitUntil(lambda: not window.intermission.is_covered)
    status.show_status("Hank is thinking…")
    assert look() == first, "and after the cover too"


def slow_hint(view: PlayerView, rng: random.Random) -> tuple[Action, str]:
    """A hint that takes as long as a hard discard does."""
    time.sleep(0.6)
    return view.legal_actions[-1], "The last choice on the list."


def test_a_hint_that_takes_time_says_so_at_once(qtbot: QtBot, make_window: Any) -> None:
    window = make_window(hint=slow_hint)
    to_the_discard(qtbot, window)
    key(window, Qt.Key.Key_H)
    assert window.status.text() == HINT_THINKING, "something shows at once"
    qtbot.waitUntil(lambda: window.status.text().startswith("Hint: "), timeout=5000)
    assert window.controller.selected is not None, "the card to discard is marked"


def test_the_dialogs_wear_the_tables_colours_and_type(qtbot: QtBot, make_window: Any) -> None:
    window = make_window()
    dialog = window.open_dialog("settings")
    assert isinstance(dialog, SettingsDialog)
    palette = dialog.palette()
    assert palette.color(QPalette.ColorRole.Window) == TABLE.paper_shade
    assert palette.color(QPalette.ColorRole.Base) == TABLE.paper
    assert palette.color(QPalette.ColorRole.Highlight) == TABLE.felt_centre
    assert dialog.font().family() == resolve_font_family()
    style = QApplication.style()
    assert not style.styleHint(QStyle.StyleHint.SH_DialogButtonBox_ButtonsHaveIcons)
    ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    assert ok.icon().isNull(), "OK says OK, with no arrow"
    dialog.reject()
