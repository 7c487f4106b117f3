"""The table in words: what the reading layer says, where it lies, that a sighted player never sees it, and
how much the announcements say at each setting."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from pytestqt.qtbot import QtBot
from window_helpers import FAST, INSTANT

from euchre_desktop.engine.bid import BidRules, Form
from euchre_desktop.model.bid_events import BidTurn
from euchre_desktop.ui.accessibility import Verbosity
from euchre_desktop.ui.accessibility.speech import Moment, card_speech
from euchre_desktop.ui.main_window import MainWindow


def at_first_turn(qtbot: QtBot, make_window: Any, **kwargs: Any) -> MainWindow:
    window: MainWindow = make_window(**kwargs)
    window.new_match()
    qtbot.waitUntil(lambda: window.controller.turn is not None, timeout=10000)
    reader = window.screen_reader.reader
    qtbot.waitUntil(lambda: len(reader.buttons()) == 5, timeout=5000)
    return window


def test_the_layer_says_the_table_and_lies_over_what_it_says(qtbot: QtBot, make_window: Any) -> None:
    window = at_first_turn(qtbot, make_window, durations=INSTANT)
    reader = window.screen_reader.reader
    hand = window.scene.piles.hand(0)
    assert [button.card for button in reader.buttons()] == list(hand.known), "the hand, left to right"
    for button, item in zip(reader.buttons(), hand.items, strict=True):
        iface = QAccessible.queryAccessibleInterface(button)
        assert iface is not None and not iface.state().invisible and not iface.state().offscreen
        where = window.view.mapFromScene(item.sceneBoundingRect()).boundingRect()
        assert where.contains(button.geometry().center()), "each card's button lies over its card"
    said = [line for section in reader.sections() for line in reader.lines(section)]
    names = window.controller.names
    assert any(text.startswith(f"{names[1]}, on your left") for text in said)
    assert any("dealer" in text for text in said)
    assert any(text.startswith("The upcard is the ") for text in said)
    assert any(text.endswith("0 points.") for text in said)


def test_a_sighted_player_sees_nothing_of_it(qtbot: QtBot, make_window: Any) -> None:
    window = at_first_turn(qtbot, make_window, durations=INSTANT)
    reader = window.screen_reader.reader
    with_layer = window.view.grab().toImage()
    reader.hide()
    without = window.view.grab().toImage()
    reader.show()
    assert with_layer == without


def test_a_card_button_takes_tab_focus_only_while_a_screen_reader_listens(qtbot: QtBot,
                                                                         make_window: Any) -> None:
    window = at_first_turn(qtbot, make_window, durations=INSTANT)
    reader = window.screen_reader.reader
    assert reader.buttons()[0].focusPolicy() == Qt.FocusPolicy.NoFocus, "no Tab stop without a screen reader"
    QAccessible.setActive(True)
    try:
        reader.refresh()
        assert all(button.focusPolicy() == Qt.FocusPolicy.TabFocus for button in reader.buttons())
    finally:
        QAccessible.setActive(False)


def test_the_setting_sets_how_much_is_announced(qtbot: QtBot, make_window: Any) -> None:
    window: MainWindow = make_window(durations=FAST)
    announcer = window.screen_reader.announcer
    heard: list[str] = []
    announcer.announced.connect(lambda text, _urgent: heard.append(text))
    window.settings.set("sound.announcements", "key")
    assert announcer.verbosity is Verbosity.KEY
    window.new_match()
    qtbot.waitUntil(lambda: window.controller.turn is not None, timeout=10000)
    assert heard and not any(" deals." in text or ": Pass." in text for text in heard), heard
    assert heard[-1].startswith("Your turn")
    window.settings.set("sound.announcements", "off")
    assert not announcer.say("Anything", Moment.KEY) and heard[-1].startswith("Your turn")


def test_a_six_seat_bid_euchre_table_reads_every_seat_and_the_whole_hand(qtbot: QtBot,
                                                                          make_window: Any) -> None:
    window: MainWindow = make_window(durations=INSTANT)
    window.bid_euchre.new_match(BidRules(form=Form.DOUBLE_6, target=None, fixed_hands=1))
    qtbot.waitUntil(lambda: isinstance(window.controller.turn, BidTurn), timeout=15000)
    reader = window.screen_reader.reader
    reader.refresh()
    assert len(reader.lines(reader.seats)) == window.scene.players == 6
    assert len(reader.buttons()) == len(window.scene.piles.hand(0).known) == 8
    seats = reader.lines(reader.seats)
    assert seats[3].startswith(f"{window.controller.names[3]}, across from you")


def test_a_card_pressed_during_the_bidding_is_refused_aloud(qtbot: QtBot, make_window: Any) -> None:
    window = at_first_turn(qtbot, make_window, durations=INSTANT)
    heard: list[tuple[str, bool]] = []
    window.screen_reader.announcer.announced.connect(lambda text, urgent: heard.append((text, urgent)))
    window.screen_reader.reader.buttons()[0].click()
    assert heard == [("Choose a bid with the buttons (or their number keys) first.", True)]


def test_a_bid_euchre_hand_reads_its_contract_and_its_trumps(qtbot: QtBot, make_window: Any) -> None:
    window: MainWindow = make_window(durations=INSTANT)
    window.model.set_autoplay(True)  # the computer plays the player's seat too
    window.bid_euchre.new_match(BidRules(target=None, fixed_hands=1))
    reader = window.screen_reader.reader
    badge = window.controller.contract_badge
    qtbot.waitUntil(lambda: badge.strain is not None and badge.strain.suit is not None
                    and len(window.scene.piles.hand(0).known) >= 4, timeout=20000)
    window.model.set_paused(True)
    reader.refresh()
    assert reader.lines(reader.trump)[0].startswith(badge.title), "the contract, as the badge says it"
    suit = badge.strain.suit
    hand = window.scene.piles.hand(0).known
    assert reader.lines(reader.hand) == [card_speech(card, suit) for card in hand], "trumps and bowers named"
