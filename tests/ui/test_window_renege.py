"""Reneging at the table (seed 000), through the real window: where the rules allow it every card can be
played, a card that does not follow suit is asked about once, and the renege is shown as the engine finds
it — the proving card marked, the penalty on the status line and in a bubble — then in the summary and the
score, under each renege rule."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot
from window_helpers import click_card, key, wait_for_turn

from euchre_desktop.engine import Card, Phase, Renege, Rules
from euchre_desktop.persistence.settings import Settings
from euchre_desktop.ui.main_window import MainWindow
from euchre_desktop.ui.table.card_mark import RenegeMark
from tests.model.helpers import deal_from_text

# You deal and pick up the Q♥ (burying the 9♠).  Hank leads the 9♣, Gloria plays the K♣, Luis the A♦, and
# you hold the A♣: playing the J♥ instead is a renege, found when you lead the A♣ to the next trick.
DEAL = deal_from_text(0, ("JH AH KH AC 9S", "9C TC JC QC 9D", "KC TD JD QD KD", "AD 9H TH TS JS"),
                      "QH QS KS AS")
JACK, ACE_OF_CLUBS = Card.parse("JH"), Card.parse("AC")


def to_the_renege(qtbot: QtBot, window: MainWindow, renege: Renege) -> None:
    """Deal, pick up, bury, and wait for the player's turn on Hank's club lead."""
    window.model.new_match(Rules(renege=renege), seed=3, first_deal=DEAL)
    wait_for_turn(qtbot, window, Phase.BID_ROUND_1)
    key(window, Qt.Key.Key_1)
    wait_for_turn(qtbot, window, Phase.DEALER_DISCARD)
    click_card(window, Card.parse("9S"))
    turn = wait_for_turn(qtbot, window, Phase.PLAY)
    assert turn.playable == (ACE_OF_CLUBS,)


def question(qtbot: QtBot, window: MainWindow) -> QMessageBox:
    qtbot.waitUntil(lambda: window.findChild(QMessageBox, "renegeQuestion") is not None, timeout=5000)
    box = window.findChild(QMessageBox, "renegeQuestion")
    assert isinstance(box, QMessageBox)
    return box


def answer(box: QMessageBox, text: str) -> None:
    button = next(b for b in box.buttons() if b.text() == text)
    button.click()
    box.deleteLater()


def marks(window: MainWindow) -> list[RenegeMark]:
    return [item for item in window.scene.items() if isinstance(item, RenegeMark)]


@pytest.mark.parametrize(("renege", "scores", "headline", "cost", "warned"), [
    (Renege.PENALTY_TO_INNOCENT, (0, 2), "Renege by you: 2 points to Hank and Luis",
     "The hand stops at the end of this trick: 2 points to Hank and Luis.",
     "the hand stops at the end of that trick: 2 points to the other side."),
    (Renege.PENALTY_DEDUCTED, (-2, 0), "Renege by you: 2 points off you and Gloria",
     "The hand stops at the end of this trick: 2 points off you and Gloria.",
     "the hand stops at the end of that trick: 2 points off your side."),
    (Renege.NO_SCORE, (0, 0), "Made, but you reneged: no score",
     "The hand is played out, with no points for you and Gloria.",
     "the hand is played out, with no points for your side."),
])
def test_a_renege_is_asked_played_found_shown_and_scored(qtbot: QtBot, make_window: Any, renege: Renege,
                                                          scores: tuple[int, int], headline: str,
                                                          cost: str, warned: str) -> None:
    window = make_window()
    to_the_renege(qtbot, window, renege)
    jack = window.scene.item_for(JACK)
    assert jack is not None and jack.look.dimmed and not jack.playable, "playable, but not marked legal"
    ace = window.scene.item_for(ACE_OF_CLUBS)
    assert ace is not None and ace.playable and not ace.look.dimmed
    assert window.status.text() == "Your turn: follow clubs (a renege is allowed)"

    click_card(window, JACK)
    box = question(qtbot, window)
    assert box.text() == "That does not follow suit: play it anyway?"
    assert box.informativeText() == ("A renege comes to light when you later play the suit you did not "
                                      f"follow; then {warned}")
    assert JACK in window.scene.piles.hand(0).cards, "nothing is played before the answer"
    seen: list[tuple[str, int]] = []
    window.controller.status_changed.connect(lambda text, _turn: seen.append((text, len(marks(window)))))
    answer(box, "Yes")

    wait_for_turn(qtbot, window, Phase.PLAY)  # the J♥ took the trick: your lead
    click_card(window, ACE_OF_CLUBS)
    qtbot.waitUntil(lambda: window.scene.bubble(0).text is not None
                    and window.scene.bubble(0).text.startswith("Renege"), timeout=5000)
    found = [(text, count) for text, count in seen if text.startswith("Renege by")]
    assert found == [(f"Renege by you: the J♥ did not follow clubs in trick 1, but the A♣, played now, was "
                      f"already in hand. {cost}", 1)], "said on the status line with the A♣ marked"
    if renege is Renege.NO_SCORE:  # the hand is played out
        while not window.summary.isVisible():
            qtbot.waitUntil(lambda: window.controller.turn is not None or window.summary.isVisible(),
                            timeout=10000)
            turn = window.controller.turn
            if turn is not None:
                click_card(window, turn.playable[0])
    qtbot.waitUntil(window.summary.isVisible, timeout=10000)
    assert headline in window.summary.title.text()
    assert window.model.scores == scores
    assert marks(window) == [], "the mark goes with the trick"
    assert "renege by You" in window.model.deal_details()
    bubbles = {Renege.PENALTY_TO_INNOCENT: "Renege: +2 Hank & Luis", Renege.PENALTY_DEDUCTED:
               "Renege: -2 You & Gloria", Renege.NO_SCORE: "Renege: no score this hand"}
    assert window.scene.bubble(0).text == bubbles[renege]


def test_no_keeps_the_card_and_dont_ask_again_turns_the_question_off(qtbot: QtBot, make_window: Any) -> None:
    settings = Settings()
    window = make_window(settings=settings)
    to_the_renege(qtbot, window, Renege.NO_SCORE)
    click_card(window, JACK)
    answer(question(qtbot, window), "No")
    qtbot.wait(50)
    assert JACK in window.scene.piles.hand(0).cards and window.controller.turn is not None

    click_card(window, JACK)
    box = question(qtbot, window)
    assert box.checkBox() is not None and box.checkBox().text() == "Don't ask again"
    box.checkBox().setChecked(True)
    answer(box, "No")
    qtbot.waitUntil(lambda: settings.get("table.ask_renege") is False, timeout=2000)
    assert JACK in window.scene.piles.hand(0).cards

    click_card(window, JACK)  # no question now: played at once
    qtbot.waitUntil(lambda: JACK not in window.scene.piles.hand(0).cards, timeout=5000)
    assert window.findChild(QMessageBox, "renegeQuestion") is None


def test_where_reneges_are_prevented_a_card_that_does_not_follow_is_refused(qtbot: QtBot,
                                                                          make_window: Any) -> None:
    window = make_window()
    to_the_renege(qtbot, window, Renege.PREVENTED)
    jack = window.scene.item_for(JACK)
    assert jack is not None and jack.look.dimmed
    assert window.status.text() == "Your turn: follow clubs"
    click_card(window, JACK)
    qtbot.wait(50)
    assert window.findChild(QMessageBox, "renegeQuestion") is None
    assert JACK in window.scene.piles.hand(0).cards
