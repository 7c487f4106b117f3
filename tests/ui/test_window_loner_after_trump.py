"""Going alone after trump is made, through the real window: by key as the maker, by mouse as a defender."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot
from window_helpers import click_card, eager_bots, key, start_match, wait_for_turn

from euchre_desktop.engine import Card, Phase, Rules
from euchre_desktop.ui.main_window import MainWindow
from tests.model.helpers import deal_from_text

LATE = Rules(loner_after_trump=True)
# You deal and turn up the Q♥ (the deal of tests/ui/test_play_through_window.py).
DEALER_DEAL = deal_from_text(0, ("JH AH KH AC 9S", "9C TC JC QC 9D", "KC TD JD QD KD", "AD 9H TH TS JS"),
                             "QH QS KS AS")


def labels(window: MainWindow) -> dict[int, str]:
    return {choice.key: choice.label for choice in window.bid_panel.choices}


def test_the_maker_goes_alone_after_the_discard_by_key(qtbot: QtBot, make_window: Any) -> None:
    window = make_window()  # the others pass whenever they may
    start_match(qtbot, window, DEALER_DEAL, seed=3, rules=LATE)
    assert labels(window) == {1: "Pick it up", 0: "Pass"}, "nobody goes alone with the bid"
    assert window.status.text() == "Your turn: pick up the Q♥ (1) or pass (0)"
    key(window, Qt.Key.Key_1)
    wait_for_turn(qtbot, window, Phase.DEALER_DISCARD)
    click_card(window, Card.parse("9S"))

    wait_for_turn(qtbot, window, Phase.GO_ALONE)  # Hank and Luis passed; you, the dealer, speak last
    assert labels(window) == {1: "Go alone", 0: "With partner"}
    assert window.bid_panel.isVisible()
    assert window.status.text() == "Your turn: trump is made, go alone (1) or play with your partner (0)"
    assert [window.scene.bubble(seat).text for seat in (1, 3)] == ["Pass", "Pass"]
    key(window, Qt.Key.Key_1)

    wait_for_turn(qtbot, window, Phase.PLAY)
    scene = window.scene
    assert scene.plate(2).sitting_out and scene.piles.hand(2).sitting_out
    assert scene.plate(0).maker and scene.plate(0).alone
    assert scene.trump_badge.caption.endswith(", alone")
    assert window.model.snapshot().view.maker_alone


def test_a_defender_goes_alone_by_mouse(qtbot: QtBot, make_window: Any) -> None:
    window = make_window(factory=eager_bots)  # Hank orders up at once, then everyone passes
    window.model.new_match(LATE, seed=3, first_deal=DEALER_DEAL)
    wait_for_turn(qtbot, window, Phase.DEALER_DISCARD)
    click_card(window, Card.parse("9S"))

    wait_for_turn(qtbot, window, Phase.GO_ALONE)
    assert labels(window) == {1: "Go alone", 0: "Pass"}
    assert window.status.text() == "Your turn: go alone against Hank (1), or pass (0)"
    assert window.scene.bubble(1).text == "With partner", "Hank, the maker, keeps his partner"
    button = window.bid_panel.button_for(1)
    assert button is not None and button.isVisible()
    QTest.mouseClick(button, Qt.MouseButton.LeftButton)

    wait_for_turn(qtbot, window, Phase.PLAY)
    view = window.model.snapshot().view
    assert view.defender_alone == 0 and view.sitting_out == {2}
    assert window.scene.plate(2).sitting_out
    assert window.scene.bubble(0).text == "Going alone"
