"""What a new player tripped over at the window's edges (issue 16): the title, the window's place, the
keys for Undo and for playing a card, a table that waits behind a dialog, and the words of a bad deal code."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QByteArray, Qt
from pytestqt.qtbot import QtBot
from window_helpers import key, wait_for_turn

from euchre_desktop.app import APP_DISPLAY_NAME
from euchre_desktop.engine import Card, Deal, Phase, Rules, parse_cards
from euchre_desktop.persistence.settings import Settings
from euchre_desktop.ui.main_window import MainWindow

# You deal and turn up the Q♥; everyone passes to you.  After your discard Hank leads the 9♣ and your A♣ is
# the only card you may play.
DEALER_DEAL = Deal(
    dealer=0,
    hands=(
        parse_cards("JH AH KH AC 9S"),
        parse_cards("9C TC JC QC 9D"),
        parse_cards("KC TD JD QD KD"),
        parse_cards("AD 9H TH TS JS"),
    ),
    kitty=parse_cards("QH QS KS AS"),
)


def to_the_first_play(qtbot: QtBot, window: MainWindow) -> None:
    """Pick up the Q♥ and bury the 9♠ by keys: the A♣ is then the only card you may play."""
    window.model.new_match(Rules(), seed=3, first_deal=DEALER_DEAL)
    wait_for_turn(qtbot, window, Phase.BID_ROUND_1)
    key(window, Qt.Key.Key_1)
    wait_for_turn(qtbot, window, Phase.DEALER_DISCARD)
    for _ in range(5):
        key(window, Qt.Key.Key_Right)  # the 9♠ sits last of six
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
    qtbot.waitUntil(lambda: Card.parse("AC") not in window.scene.hand_cards(0), timeout=5000)


def test_enter_with_a_choice_chooses_first_then_plays(qtbot: QtBot, make_window: Any) -> None:
    window = make_window()
    to_the_first_play(qtbot, window)
    key(window, Qt.Key.Key_Return)
    turn = wait_for_turn(qtbot, window, Phase.PLAY)  # your lead: any card
    assert len(turn.playable) > 1
    key(window, Qt.Key.Key_Return)
    chosen = window.controller.selected
    assert chosen is not None and chosen in window.scene.hand_cards(0)
    assert "is chosen" in window.status.text()
    key(window, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: chosen not in window.scene.hand_cards(0), timeout=5000)


def test_ctrl_z_undoes_and_undo_is_off_once_the_hand_is_over(qtbot: QtBot, make_window: Any) -> None:
    window = make_window()
    to_the_first_play(qtbot, window)
    qtbot.waitUntil(window.undo_action.isEnabled)
    key(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    wait_for_turn(qtbot, window, Phase.DEALER_DISCARD)
    key(window, Qt.Key.Key_Return)  # chooses a card
    key(window, Qt.Key.Key_Return)  # and buries it
    while not window.summary.isVisible():
        qtbot.waitUntil(lambda: window.summary.isVisible() or window.controller.turn is not None,
                        timeout=10000)
        if window.controller.turn is not None:
            key(window, Qt.Key.Key_Return)
            key(window, Qt.Key.Key_Return)
    assert not window.undo_action.isEnabled(), "a finished hand has nothing to undo"


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
