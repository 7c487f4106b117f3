"""Aids at the table: Claim the rest (right and wrong), a forced card played by itself, and a look at the last
trick that shows its four cards and goes away."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot
from window_helpers import INSTANT, key, wait_for_turn

from euchre_desktop.engine import Action, Card, Deal, Phase, Rules, Suit, encode_deal
from euchre_desktop.persistence.settings import Settings
from euchre_desktop.ui.main_window import MainWindow
from euchre_desktop.ui.play_aids import CLAIMED
from tests.model.helpers import deal_from_text, left_bower_deal

SURE = deal_from_text(3, ("JH JD AH KH QH", "9C TC JC QC KC", "9D TD QD KD AS", "9S TS JS QS KS"),
                      "AD 9H TH AC")
"""You hold the five best hearts: call hearts in the second round and you take every trick."""
UNSURE = deal_from_text(3, ("JH JD AH KH 9C", "QH TC JC QC KC", "9D TD QD KD AS", "9S TS JS QS KS"),
                        "AD 9H TH AC")
"""The same, with the 9♣ for the Q♥: Hank's clubs take the last trick."""


def call_hearts(qtbot: QtBot, window: MainWindow, deal: Deal) -> None:
    """Play ``deal`` from its code; pass in the first round, name hearts in the second, and wait to play."""
    assert window.play_deal_code(encode_deal(deal, Rules()))
    wait_for_turn(qtbot, window, Phase.BID_ROUND_1)
    window.controller.choose(Action.pass_())
    wait_for_turn(qtbot, window, Phase.BID_ROUND_2)
    window.controller.choose(Action.call(Suit.HEARTS))


def test_a_sure_claim_takes_every_trick_left(qtbot: QtBot, make_window: Any) -> None:
    window = make_window(durations=INSTANT)
    claim = window.play_aids.claim_action
    assert claim in window.toolbar.actions() and not claim.isEnabled()
    call_hearts(qtbot, window, SURE)
    wait_for_turn(qtbot, window, Phase.PLAY)
    assert claim.isEnabled()
    key(window, Qt.Key.Key_C)
    assert window.status.text() == CLAIMED
    qtbot.waitUntil(window.summary.isVisible, timeout=10000)
    assert [len(pile.tricks) for pile in window.scene.piles.won] == [5, 0]
    assert window.scene.piles.hand(0).cards == () and window.scene.piles.trick.cards == ()
    hand = window.model.saved_match().rebuild().hand
    assert hand.result is not None and hand.result.tricks[0] == 5


def test_a_claim_the_cards_do_not_support_is_refused_with_the_reason(qtbot: QtBot, make_window: Any) -> None:
    window = make_window(durations=INSTANT)
    call_hearts(qtbot, window, UNSURE)
    turn = wait_for_turn(qtbot, window, Phase.PLAY)
    key(window, Qt.Key.Key_C)
    # Hank's 10♣ beats it, but a refusal names no card the player has not seen.
    assert window.status.text() == "Not yet: a higher card could still beat the 9♣."
    assert window.controller.turn == turn and not window.model.saved_match().hands[-1].actions[-1].card


def test_a_forced_card_plays_by_itself_when_the_setting_is_on(qtbot: QtBot, make_window: Any) -> None:
    window = make_window(durations=INSTANT, settings=Settings(values={"table.play_forced": True}))
    assert window.model.play_deal_code(encode_deal(left_bower_deal(), Rules()))
    wait_for_turn(qtbot, window, Phase.BID_ROUND_1)
    window.controller.choose(Action.pass_())
    wait_for_turn(qtbot, window, Phase.BID_ROUND_2)
    window.controller.choose(Action.call(Suit.HEARTS))
    # Luis leads the 9♦ and you must follow with the 10♦, your only diamond: nobody touches a key.
    qtbot.waitUntil(lambda: (0, Card.parse("TD")) in window.scene.piles.trick.cards
                    or any(pile.tricks for pile in window.scene.piles.won), timeout=10000)
    played = [a.card for _seat, a in window.model.saved_match().rebuild().hand.history if a.card is not None]
    assert played[:2] == [Card.parse("9D"), Card.parse("TD")]


def test_the_last_trick_shows_its_four_cards_and_goes_away(qtbot: QtBot, make_window: Any) -> None:
    window = make_window(durations=INSTANT)
    panel = window.play_aids.panel
    call_hearts(qtbot, window, SURE)
    wait_for_turn(qtbot, window, Phase.PLAY)
    key(window, Qt.Key.Key_L)
    assert not panel.isVisible(), "no trick gathered yet"
    window.controller.choose(Action.play(Card.parse("JH")))
    wait_for_turn(qtbot, window, Phase.PLAY)  # the trick is gathered; you lead again
    key(window, Qt.Key.Key_L)
    assert panel.isVisible()
    (first,) = window.model.saved_match().rebuild().hand.tricks
    assert panel.plays == first.plays and len(panel.plays) == 4
    height = panel.height()
    window.resize(960, 640)  # the look follows the table's size
    qtbot.waitUntil(lambda: panel.height() < height, timeout=3000)
    assert window.view.viewport().rect().contains(panel.geometry())
    key(window, Qt.Key.Key_L)
    assert not panel.isVisible()
    # A click on the won tricks shows it too; the next trick gathered puts it away.
    (won,) = window.scene.piles.won[0].tricks[0][:1]
    spot = window.view.mapFromScene(won.sceneBoundingRect().center())
    QTest.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, spot)
    assert panel.isVisible()
    window.controller.choose(Action.play(Card.parse("JD")))
    qtbot.waitUntil(lambda: not panel.isVisible(), timeout=5000)


def test_the_last_trick_at_the_hands_end_leaves_the_summary_in_view(qtbot: QtBot, make_window: Any) -> None:
    window = make_window(durations=INSTANT)
    call_hearts(qtbot, window, SURE)
    for card in ("JH", "JD", "AH", "KH", "QH"):
        wait_for_turn(qtbot, window, Phase.PLAY)
        window.controller.choose(Action.play(Card.parse(card)))
    qtbot.waitUntil(window.summary.isVisible, timeout=5000)
    key(window, Qt.Key.Key_L)
    panel = window.play_aids.panel
    assert panel.isVisible() and len(panel.plays) == 4
    assert not panel.geometry().intersects(window.summary.geometry()), "the look covers the hand's summary"
    assert window.view.viewport().rect().contains(panel.geometry())
