"""The main window: the table filling it, the toolbar, the Menu's commands, Undo and Hint, live settings,
and start-up with the offer to resume."""

from __future__ import annotations

import random
from typing import Any

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication, QDialog, QMessageBox
from pytestqt.qtbot import QtBot
from window_helpers import click_card, key, start_match, wait_for_turn

from euchre_desktop.engine import Action, Card, Deal, Phase, PlayerView, Rules, encode_deal, parse_cards
from euchre_desktop.launch import start_game
from euchre_desktop.model import HumanTurn
from euchre_desktop.persistence.paths import saved_match_path
from euchre_desktop.persistence.savedmatch import SavedMatchStore
from euchre_desktop.persistence.settings import Settings
from euchre_desktop.ui.hand_summary import HandSummaryPanel
from euchre_desktop.ui.main_window import MINIMUM_SIZE, WINDOW_TITLE, MainWindow
from euchre_desktop.ui.table.animation import Durations
from tests.model.helpers import left_bower_deal

# Gloria deals the J♠; the bots pass everything, so you speak in both rounds.  Round two: name hearts.
GLORIA_DEALS = left_bower_deal()


def start(qtbot: QtBot, window: MainWindow, deal: Deal = GLORIA_DEALS) -> HumanTurn:
    """A match opening with ``deal``; returns the player's first decision."""
    return start_match(qtbot, window, deal, seed=5)


def test_the_table_fills_the_window_at_any_size(qtbot: QtBot, make_window: Any) -> None:
    window = make_window()
    assert window.windowTitle() == WINDOW_TITLE
    assert window.minimumSize() == MINIMUM_SIZE
    for width, height in ((960, 640), (2560, 1440), (1280, 800)):
        window.resize(width, height)
        qtbot.waitUntil(lambda w=width: window.width() == w)
        viewport = window.view.viewport()
        assert window.scene.sceneRect().width() == viewport.width()
        assert window.scene.sceneRect().height() == viewport.height()
    texts = [action.text() for action in window.toolbar.actions()]
    for wanted in ("Undo", "Hint", "Intermission", "Sound", "Classic"):
        assert wanted in texts
    assert window.menu_button.menu() is window.menu


def test_the_hand_summary_is_built_when_first_wanted_with_its_names(make_window: Any) -> None:
    window = make_window()
    window.new_match()
    assert window.findChild(HandSummaryPanel) is None, "the first frame does not wait for it"
    assert window.summary.next_button.accessibleDescription(), "named as it is built"
    assert window.findChild(HandSummaryPanel) is window.summary


def test_the_bid_panel_offers_only_legal_bids_and_keys_bid(qtbot: QtBot, make_window: Any) -> None:
    window = make_window()
    start(qtbot, window)
    labels = {choice.key: choice.label for choice in window.bid_panel.choices}
    assert labels == {1: "Order it up", 2: "Order it up alone", 0: "Pass"}
    panel = window.bid_panel
    assert panel.geometry().bottom() < window.scene.layout.hand_bounds(0, 6).top(), "above your hand"
    key(window, Qt.Key.Key_0)
    wait_for_turn(qtbot, window, Phase.BID_ROUND_2)
    labels = {choice.key: choice.label for choice in window.bid_panel.choices}
    assert labels == {1: "Clubs", 2: "Diamonds", 3: "Hearts", 4: "Clubs alone", 5: "Diamonds alone",
                      6: "Hearts alone", 0: "Pass"}, "spades was turned down"
    upcard = window.scene.piles.kitty.items[0]
    assert not upcard.face_up, "the upcard is turned down after four passes"
    key(window, Qt.Key.Key_3)
    wait_for_turn(qtbot, window, Phase.PLAY)
    assert window.scene.trump_badge.suit is not None and window.scene.trump_badge.suit.name == "HEARTS"
    left = window.scene.item_for(Card.parse("JD"))
    assert left is not None and left.look.marker.name == "LEFT_BOWER"
    assert not window.bid_panel.isVisible()


def test_the_dealer_stuck_has_no_pass_button(qtbot: QtBot, make_window: Any) -> None:
    window = make_window()
    deal = Deal(0, GLORIA_DEALS.hands[2:] + GLORIA_DEALS.hands[:2], GLORIA_DEALS.kitty)
    start_match(qtbot, window, deal, seed=5)
    key(window, Qt.Key.Key_0)
    wait_for_turn(qtbot, window, Phase.BID_ROUND_2)
    keys = [choice.key for choice in window.bid_panel.choices]
    assert 0 not in keys and keys == [1, 2, 3, 4, 5, 6]
    assert window.status.text().startswith("Your turn: stuck as dealer")
    key(window, Qt.Key.Key_0)
    assert window.controller.turn is not None, "no key 0: nothing happens"


def test_undo_redraws_the_table_at_your_last_decision(qtbot: QtBot, make_window: Any) -> None:
    window = make_window()
    start(qtbot, window)
    assert not window.undo_action.isEnabled()
    key(window, Qt.Key.Key_0)
    wait_for_turn(qtbot, window, Phase.BID_ROUND_2)
    qtbot.waitUntil(window.undo_action.isEnabled)
    key(window, Qt.Key.Key_U)
    wait_for_turn(qtbot, window, Phase.BID_ROUND_1)
    qtbot.waitUntil(lambda: not window.controller.busy)
    upcard = window.scene.piles.kitty.items[0]
    assert upcard.card == Card.parse("JS") and upcard.face_up, "the upcard is back, face up"
    assert sorted(window.scene.piles.hand(0).known) == sorted(GLORIA_DEALS.hands[0])
    assert window.scene.bubble(3).isVisible() and window.scene.bubble(3).text == "Pass"
    assert not window.scene.bubble(1).isVisible(), "bids after yours are gone"
    assert {choice.key for choice in window.bid_panel.choices} == {0, 1, 2}
    assert window.scene.durations == window.controller.scene.durations
    assert not window.scene.durations.instant, "the table moves again after the redraw"


def test_a_speed_chosen_while_the_table_is_redrawn_applies_after_it(qtbot: QtBot, make_window: Any) -> None:
    """The redraw after Undo runs at no speed at all; a speed chosen meanwhile is the one the table keeps."""
    window = make_window()
    start(qtbot, window)
    key(window, Qt.Key.Key_0)
    wait_for_turn(qtbot, window, Phase.BID_ROUND_2)
    qtbot.waitUntil(window.undo_action.isEnabled)
    key(window, Qt.Key.Key_U)
    assert window.controller.busy and window.scene.durations.instant, "the redraw is under way"
    chosen = Durations(speed=2.0)
    window.controller.set_durations(chosen)
    wait_for_turn(qtbot, window, Phase.BID_ROUND_1)
    qtbot.waitUntil(lambda: not window.controller.busy)
    assert window.scene.durations == chosen


def test_hint_marks_the_suggested_bid_and_says_why(qtbot: QtBot, make_window: Any) -> None:
    window = make_window()
    start(qtbot, window)
    assert window.hint_action.isEnabled()
    with qtbot.waitSignal(window.controller.hint_shown, timeout=5000):
        key(window, Qt.Key.Key_H)
    marked = [button for button in window.bid_panel.findChildren(type(window.bid_panel.button_for(2)))
              if getattr(button, "hinted", False)]
    assert [button.choice.action for button in marked] == [Action.order_up(alone=True)]
    assert window.status.text() == "Hint: Order it up alone. The last choice on the list."


def test_a_hint_whose_reason_opens_with_the_action_says_it_once(qtbot: QtBot, make_window: Any) -> None:
    def naming_hint(view: PlayerView, rng: random.Random) -> tuple[Action, str]:
        return Action.order_up(), "Order it up: the right bower and two more trump; about 70% to make it."

    window = make_window(hint=naming_hint)
    start(qtbot, window)
    with qtbot.waitSignal(window.controller.hint_shown, timeout=5000):
        key(window, Qt.Key.Key_H)
    said = "Order it up: the right bower and two more trump; about 70% to make it."
    assert window.status.text() == f"Hint: {said}"


def test_a_long_hint_wraps_without_moving_the_table(qtbot: QtBot, make_window: Any) -> None:
    window = make_window(size=(MINIMUM_SIZE.width(), MINIMUM_SIZE.height()))
    start(qtbot, window)
    height = window.view.height()
    long_reason = "Order it up alone: " + ", ".join(["the right bower and two more trump"] * 6) + "."
    window.status.flash(long_reason)
    qtbot.wait(50)
    status = window.status
    area = status.contentsRect()
    metrics = status.fontMetrics()
    if status.wordWrap():
        wrap = Qt.TextFlag.TextWordWrap
        needed = metrics.boundingRect(QRect(0, 0, area.width(), 10_000), wrap, long_reason)
        assert needed.height() <= area.height(), "every line of it shows"
    else:
        assert metrics.horizontalAdvance(long_reason) <= area.width(), "all of it shows"
    assert window.view.height() == height


def test_hint_marks_a_card(qtbot: QtBot, make_window: Any) -> None:
    window = make_window()
    start(qtbot, window)
    key(window, Qt.Key.Key_0)
    wait_for_turn(qtbot, window, Phase.BID_ROUND_2)
    key(window, Qt.Key.Key_3)
    turn = wait_for_turn(qtbot, window, Phase.PLAY)
    with qtbot.waitSignal(window.controller.hint_shown, timeout=5000):
        window.hint_action.trigger()
    suggested = turn.playable[-1]
    item = window.scene.item_for(suggested)
    assert item is not None and item.look.selected
    key(window, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: suggested not in window.scene.piles.hand(0).cards, timeout=5000)


def test_tap_twice_selects_then_plays(qtbot: QtBot, make_window: Any) -> None:
    window = make_window(settings=Settings(values={"table.tap_twice": True}))
    start(qtbot, window)
    key(window, Qt.Key.Key_0)
    wait_for_turn(qtbot, window, Phase.BID_ROUND_2)
    key(window, Qt.Key.Key_3)
    turn = wait_for_turn(qtbot, window, Phase.PLAY)
    card = turn.playable[0]
    click_card(window, card)
    assert window.controller.selected == card and card in window.scene.piles.hand(0).cards
    assert "(click a card twice)" in window.status.standing_text
    assert window.status.text() == f"The {card} is chosen: click it again (or press Enter) to confirm."
    click_card(window, card)
    qtbot.waitUntil(lambda: card not in window.scene.piles.hand(0).cards, timeout=5000)


def leave_the_match(qtbot: QtBot, window: MainWindow) -> None:
    """Answer the window's "Leave this match?" with the button that leaves it; the window has the keys
    again."""
    box = window.leave_box
    assert box is not None and box.isVisible()
    leave = next(button for button in box.buttons()
                 if box.buttonRole(button) is QMessageBox.ButtonRole.AcceptRole)
    leave.click()
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)


def get_the_match_going(qtbot: QtBot, window: MainWindow) -> None:
    """Wait until the match counts as under way.  The new match's dealer is drawn, so when the player bids
    first nobody else acts until they do: then pass."""
    def acted_or_asked() -> bool:
        turn = window.controller.turn
        return window.match_in_progress() or (turn is not None and turn.phase is Phase.BID_ROUND_1)
    qtbot.waitUntil(acted_or_asked, timeout=10000)
    if not window.match_in_progress():
        key(window, Qt.Key.Key_0)
    qtbot.waitUntil(window.match_in_progress)


def test_new_match_replay_and_todays_deal(qtbot: QtBot, make_window: Any) -> None:
    window = make_window()
    start(qtbot, window)
    first_id = window.model.match_id
    key(window, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    leave_the_match(qtbot, window)
    qtbot.waitUntil(lambda: window.model.match_id != first_id)
    qtbot.waitUntil(lambda: window.model.snapshot().view.phase is not Phase.FARMER)
    dealt = window.model.snapshot().view.dealt
    second_id = window.model.match_id
    get_the_match_going(qtbot, window)
    key(window, Qt.Key.Key_R, Qt.KeyboardModifier.ControlModifier)
    leave_the_match(qtbot, window)
    qtbot.waitUntil(lambda: window.model.match_id != second_id)
    assert window.model.snapshot().view.dealt == dealt, "the same cards again"
    assert window.windowTitle().startswith("Replaying a deal")
    qtbot.waitUntil(lambda: sorted(window.scene.piles.hand(0).known) == sorted(dealt),
                    timeout=5000)
    get_the_match_going(qtbot, window)
    key(window, Qt.Key.Key_T, Qt.KeyboardModifier.ControlModifier)
    leave_the_match(qtbot, window)
    qtbot.waitUntil(lambda: window.windowTitle().startswith("Today's deal"))


def test_copy_deal_details_puts_the_deal_on_the_clipboard(qtbot: QtBot, make_window: Any) -> None:
    window = make_window()
    start(qtbot, window)
    key(window, Qt.Key.Key_C, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    text = QGuiApplication.clipboard().text()
    assert text == window.model.deal_details() and text
    assert encode_deal(GLORIA_DEALS, Rules()) in text
    assert window.status.text() == "Deal details copied to the clipboard."


def test_a_bad_deal_code_is_explained_and_the_match_goes_on(qtbot: QtBot, make_window: Any) -> None:
    window = make_window()
    start(qtbot, window)
    match_id = window.model.match_id
    cards = window.scene.piles.hand(0).cards
    key(window, Qt.Key.Key_O, Qt.KeyboardModifier.ControlModifier)
    dialog = window.deal_code_dialog
    assert dialog is not None and dialog.isVisible()
    dialog.setTextValue("not a deal code")
    dialog.accept()
    box = window.message_box
    assert box is not None and box.isVisible()
    assert "is not a deal code" in box.text() and "goes on" in box.text()
    box.accept()
    assert window.model.match_id == match_id and window.scene.piles.hand(0).cards == cards
    assert window.controller.turn is not None, "still your bid"


def test_a_good_deal_code_is_played(qtbot: QtBot, make_window: Any) -> None:
    window = make_window()
    start(qtbot, window)
    code = encode_deal(GLORIA_DEALS, Rules(target=5))
    window.ask_for_deal_code()
    dialog = window.deal_code_dialog
    assert dialog is not None
    dialog.setTextValue(code)
    dialog.accept()
    leave_the_match(qtbot, window)
    wait_for_turn(qtbot, window, Phase.BID_ROUND_1)
    assert window.windowTitle().startswith("A deal from a code")
    assert window.controller.rules is not None and window.controller.rules.target == 5


def test_watch_a_hand_and_take_the_seat_back(qtbot: QtBot, make_window: Any) -> None:
    window = make_window()
    start(qtbot, window)
    window.menu.aboutToShow.emit()
    assert window.watch_action.text() == "Watch a hand"
    key(window, Qt.Key.Key_W)
    assert window.model.watching and window.watch_action.text() == "Take back my seat"
    assert window.controller.turn is None and not window.bid_panel.isVisible(), "your bid is withdrawn"
    key(window, Qt.Key.Key_W)
    assert not window.model.watching and window.watch_action.text() == "Watch a hand"


def test_a_dialog_opens_once_and_can_be_replaced(qtbot: QtBot, make_window: Any) -> None:
    window = make_window()
    assert not window.statistics_action.isEnabled(), "this model keeps no statistics"
    opened: list[QDialog] = []

    def factory() -> QDialog:
        dialog = QDialog(window)
        dialog.setWindowTitle("Statistics")
        opened.append(dialog)
        return dialog

    window.install_dialog("statistics", factory)
    assert window.statistics_action.isEnabled()
    shortcut = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier
    key(window, Qt.Key.Key_S, shortcut)
    assert len(opened) == 1 and opened[0].isVisible()
    key(window, Qt.Key.Key_S, shortcut)
    assert len(opened) == 1, "an open dialog is raised, not opened twice"
    opened[0].reject()
    with pytest.raises(ValueError, match="no dialog called"):
        window.install_dialog("poker", factory)


def test_table_settings_apply_live(qtbot: QtBot, make_window: Any) -> None:
    settings = Settings()
    window = make_window(settings=settings)
    start(qtbot, window)
    scene = window.scene
    height = scene.layout.human_card_height
    settings.set("table.card_size", "huge")
    assert scene.layout.human_card_height == pytest.approx(height * 1.4)
    settings.set("table.four_colour", True)
    assert all(item.look.four_colour for item in scene.piles.hand(0).items)
    settings.set("table.sort_order", "fixed")
    assert scene.piles.hand(0).cards[0] in parse_cards("JD TD"), "diamonds first (clubs are missing)"
    window.classic_action.trigger()
    assert settings.get("table.classic_faces") is True
    king = window.summary.deal_view._look(Card.parse("KS"))
    assert king.plain_courts and king.four_colour, "the summary's cards look like the table's"
    window.sound_action.trigger()
    assert settings.get("sound.enabled") is False
    settings.set("table.speed", "slow")
    assert scene.durations.speed == pytest.approx(0.6)
    settings.set("players.name_left", "Henry")
    assert scene.plate(1).name == "Henry"


def test_sounds_reach_an_installed_board(qtbot: QtBot, make_window: Any) -> None:
    class Board:
        def __init__(self) -> None:
            self.played: list[str] = []
            self.enabled = True
            self.volume = 0.0

        def play(self, name: str) -> None:
            self.played.append(name)

        def set_enabled(self, enabled: bool) -> None:
            self.enabled = enabled

        def set_volume(self, volume: float) -> None:
            self.volume = volume

    window = make_window()
    board = Board()
    window.install_sound_board(board)
    assert board.volume == pytest.approx(0.7)
    start(qtbot, window)
    assert "shuffle" in board.played and "herald" in board.played
    window.sound_action.trigger()
    assert board.enabled is False


def test_start_up_offers_to_resume_a_saved_match(qtbot: QtBot, make_window: Any) -> None:
    app = QApplication.instance()
    assert app is not None
    app.setApplicationName("euchre-desktop")
    window = make_window()
    window.model.store = SavedMatchStore(saved_match_path())
    start(qtbot, window)
    saved_id = window.model.match_id
    window.model.shutdown()

    resumed = start_game()
    qtbot.addWidget(resumed)
    try:
        first_run = resumed.first_run_dialog
        assert first_run is not None and first_run.isVisible(), "the first start shows the rules in brief"
        assert resumed.resume_box is None
        first_run.deal_button.click()
        box = resumed.resume_box
        assert isinstance(box, QMessageBox) and box.isVisible()
        assert "You\N{NO-BREAK SPACE}&\N{NO-BREAK SPACE}Gloria\N{NO-BREAK SPACE}0" in box.text()  # kept whole
        box.defaultButton().click()
        qtbot.waitUntil(lambda: resumed.controller.turn is not None, timeout=15000)
        assert resumed.model.match_id == saved_id
        assert resumed.controller.turn is not None and resumed.controller.turn.phase is Phase.BID_ROUND_1
    finally:
        resumed.close()


def test_the_first_run_choices_shape_the_first_match(qtbot: QtBot) -> None:
    app = QApplication.instance()
    assert app is not None
    app.setApplicationName("euchre-desktop")
    window = start_game()
    qtbot.addWidget(window)
    try:
        dialog = window.first_run_dialog
        assert dialog is not None and window.model.rules is None, "no deal before the player has read it"
        dialog.to_five.setChecked(True)
        dialog.canadian_loner.setChecked(True)
        dialog.opponents_level.setCurrentIndex(2)
        dialog.deal_button.click()
        assert window.settings.get("general.first_run_done") is True
        rules = window.model.rules
        assert rules is not None and rules.target == 5 and rules.canadian_loner
        assert window.model.seats.opponents_level.value == "expert"
        path = window.settings.path
        assert path is not None and Settings.load(path)[0].get("rules.target") == 5, "saved for next time"
    finally:
        window.close()


def test_the_intermission_covers_the_table_and_pauses_the_bots(qtbot: QtBot, make_window: Any) -> None:
    window = make_window(settings=Settings(values={"intermission.full_screen": False}))
    start(qtbot, window)
    assert window.intermission.action in window.toolbar.actions()
    window.intermission.action.trigger()
    assert window.intermission.is_covered and window.stack.currentWidget() is not window.view
    key(window, Qt.Key.Key_0)
    assert window.controller.turn is not None and window.controller.turn.phase is Phase.BID_ROUND_1, \
        "no bid while covered"
    window.intermission.action.trigger()
    assert window.stack.currentWidget() is window.view
    key(window, Qt.Key.Key_0)
    wait_for_turn(qtbot, window, Phase.BID_ROUND_2)


def test_the_menu_dialogs_open(qtbot: QtBot, make_window: Any) -> None:
    window = make_window()
    start(qtbot, window)
    for action, title in ((window.rules_action, "Rules and help"), (window.settings_action, "Settings"),
                          (window.about_action, "About Euchre Desktop")):
        assert action.isEnabled()
        action.trigger()
        dialogs = [d for d in window.findChildren(QDialog) if d.isVisible() and d.windowTitle() == title]
        assert len(dialogs) == 1, title
        dialogs[0].reject()
    assert not window.statistics_action.isEnabled(), "this model keeps no statistics"
