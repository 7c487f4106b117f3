"""The Review window: a hand's decisions fill in as they are valued, a blunder is marked with its cost, the
table steps to a decision, a branch plays on, and closing cancels and gives the match back as it was."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot
from test_worked_hand import table_of
from window_helpers import click_card, wait_for_turn

from euchre_desktop.bots.review import Mark
from euchre_desktop.engine import Action, Card, Phase, Rules, hand_to_record
from euchre_desktop.engine.records import dumps
from euchre_desktop.model.review_tasks import ExpertBudget
from euchre_desktop.persistence.settings import Settings
from euchre_desktop.ui.review import open_review, review_record
from euchre_desktop.ui.review.coaching import CoachNote, coach_of
from euchre_desktop.ui.review.window import MARK_COLOURS, ReviewWindow
from tests.review_hands import BLUNDER_DEAL, blunder_hand, scripted_bots

CAREFUL = ExpertBudget(budget_ms=1.0, min_samples=80, max_samples=80, time_cap=10_000)
"""Enough deals for the trumped ace's cost to be sure, none left to the clock."""


def test_the_trumped_ace_is_marked_a_blunder_shown_on_the_table_and_played_on(qtbot: QtBot,
                                                                             make_window: Any) -> None:
    window = make_window()
    window.model.new_match(Rules(), seed=5)
    wait_for_turn(qtbot, window, Phase.BID_ROUND_1)
    qtbot.waitUntil(lambda: not window.controller.busy, timeout=5000)
    before = table_of(window)
    review = open_review(window, blunder_hand(), budget=CAREFUL, pace_ms=0)
    with qtbot.waitSignal(review.reviewed, timeout=60_000) as reviewed:
        pass
    assert review.options.horizontalHeaderItem(1).text() == "Worth (points)"  # the unit, not only in a tip
    assert reviewed.args[0].mistakes(Mark.BLUNDER) and reviewed.args[0].accuracy < 1
    assert review.decisions.count() == review.reviewer.count == 6  # the order up and five cards
    row = next(i for i, d in enumerate(review.reviewer.decisions) if d.chosen == Action.from_text("play JH"))
    trumped = review.reviewer.decisions[row]
    assert trumped.mark is Mark.BLUNDER and trumped.cost is not None and 0.9 <= trumped.cost <= 3.0
    item = review.decisions.item(row)
    assert "Blunder" in item.text() and f"costs {trumped.cost:.1f}" in item.text()
    assert "better: Play the 9♠" in item.text()
    assert item.background().color() == MARK_COLOURS[Mark.BLUNDER][1]
    assert review.decisions.currentRow() == row  # the first mistake is chosen at once
    assert review.reason.text().startswith("Play the 9♠: partner's A♣ is winning the trick")
    assert "With every card seen, this hand could have scored" in review.perfect_label.text()
    moment = ((2, Card.parse("AC")), (3, Card.parse("TC")))  # the trick as you chose
    qtbot.waitUntil(lambda: window.scene.piles.trick.cards == moment, timeout=5000)
    # The review's words stay on the status line after the table has redrawn the hand (its own "Dealing…").
    qtbot.waitUntil(lambda: not window.controller.busy, timeout=5000)
    assert window.status.text().startswith("Review: ") and window.status.text().endswith("before you chose.")

    QTest.keyClick(review.decisions, Qt.Key.Key_Right)  # the table steps on: your J♥ joins the trick
    qtbot.waitUntil(lambda: len(window.scene.piles.trick.cards) == 3, timeout=5000)
    qtbot.waitUntil(lambda: not window.controller.busy, timeout=5000)
    assert window.status.text() == ("Review: the table shows the hand; your match waits until you close the "
                                    "review.")
    QTest.keyClick(review.decisions, Qt.Key.Key_Left)
    qtbot.waitUntil(lambda: window.scene.piles.trick.cards == moment, timeout=5000)
    review.select_option(Action.from_text("play 9S"))
    assert review.play_on_button.isEnabled()
    review.yours_box.setChecked(False)  # the Expert plays your seat on
    branch = review.play_on()
    assert branch is not None
    qtbot.waitUntil(lambda: not branch.running, timeout=20_000)
    assert review.branch_label.text().startswith("With “Play the 9♠”, the hand went:")

    window.intermission.cover()  # the panic key: the review goes with the table
    assert not review.isVisible()
    window.intermission.uncover()
    assert review.isVisible()
    review.close()
    assert not review.reviewer.running and not branch.running
    wait_for_turn(qtbot, window, Phase.BID_ROUND_1)
    qtbot.waitUntil(lambda: not window.controller.busy and table_of(window) == before, timeout=5000)
    assert not window.pause.held and window.toolbar.isEnabled()
    assert not window.status.text().startswith("Review")


def test_the_review_fills_in_from_the_summary_and_stops_when_closed(qtbot: QtBot, make_window: Any) -> None:
    window = make_window()
    window.model.set_autoplay(True)
    window.model.new_match(Rules(), seed=3)
    qtbot.waitUntil(window.summary.isVisible, timeout=20_000)
    window.summary.review_button.click()
    review = window.findChild(ReviewWindow)
    assert review is not None and review.isVisible() and not window.summary.isVisible()
    seen: list[tuple[int, str]] = []
    review.reviewer.decision_ready.connect(
        lambda _d: seen.append((review.decisions.count(), review.progress_label.text())))
    qtbot.waitUntil(lambda: bool(seen), timeout=20_000)
    total = review.reviewer.count
    count, text = seen[0]
    assert count == 1 < total and text == f"Valuing your decisions: 1 of {total}…"
    runner = window.model.runner
    late: list[object] = []
    runner.answered.connect(lambda answer: late.append(answer) if answer.request_id >= 1 << 40 else None)
    review.close()
    assert not review.reviewer.running
    qtbot.waitUntil(lambda: not runner.busy, timeout=20_000)  # the decision in hand is finished, and dropped
    qtbot.wait(200)
    assert late == [] and not runner.busy and len(seen) < total
    qtbot.waitUntil(window.summary.isVisible, timeout=5000)  # back at the summary, the match as it was
    assert not window.pause.held


def test_the_coach_hints_before_each_choice_and_notes_the_costly_one(qtbot: QtBot, make_window: Any) -> None:
    settings = Settings()
    settings.set("table.coach", True)
    window = make_window(factory=scripted_bots, settings=settings)
    coach_of(window).budget = CAREFUL
    hints: list[Action] = []
    window.controller.hint_shown.connect(lambda action, _reason: hints.append(action))
    window.model.new_match(Rules(), seed=1, first_deal=BLUNDER_DEAL)
    wait_for_turn(qtbot, window, Phase.BID_ROUND_1)
    qtbot.waitUntil(lambda: len(hints) == 1, timeout=10_000)  # unasked
    assert window.status.text().startswith("Hint: ")
    window.controller.choose(Action.from_text("order"))
    turn = wait_for_turn(qtbot, window, Phase.PLAY)
    qtbot.waitUntil(lambda: len(hints) == 2, timeout=10_000)
    assert hints[1] in turn.legal_actions
    click_card(window, Card.parse("JH"))
    note = window.view.viewport().findChild(CoachNote)
    assert note is not None and not note.isVisible()
    qtbot.waitUntil(note.isVisible, timeout=60_000)
    assert note.text().startswith("Coach: This cost about ")
    assert note.text().endswith("points: Play the 9♠ was better.")


def test_no_hint_comes_unasked_with_the_coach_off(qtbot: QtBot, make_window: Any) -> None:
    window = make_window(factory=scripted_bots)
    with qtbot.assertNotEmitted(window.controller.hint_shown, wait=800):
        window.model.new_match(Rules(), seed=1, first_deal=BLUNDER_DEAL)
        wait_for_turn(qtbot, window, Phase.BID_ROUND_1)


def test_a_hand_record_opens_its_review_and_a_broken_one_is_explained(qtbot: QtBot, make_window: Any) -> None:
    window = make_window()
    window.model.new_match(Rules(), seed=5)
    wait_for_turn(qtbot, window, Phase.BID_ROUND_1)
    assert review_record(window, '{"format": "nothing"}') is None
    assert window.status.text().startswith("That hand cannot be reviewed: ")
    review = review_record(window, dumps(hand_to_record(blunder_hand())))
    assert review is not None and review.reviewer.count == 6 and review.isVisible()
    review.close()


def test_you_play_your_seat_on_in_a_branch(qtbot: QtBot, make_window: Any) -> None:
    window = make_window()
    window.model.new_match(Rules(), seed=5)
    wait_for_turn(qtbot, window, Phase.BID_ROUND_1)
    hand = blunder_hand()
    review = open_review(window, hand, budget=ExpertBudget(budget_ms=1.0, min_samples=3, max_samples=3,
                                                           time_cap=10_000), pace_ms=0)
    qtbot.waitUntil(lambda: review.reviewer.done, timeout=30_000)
    row = next(i for i, d in enumerate(review.reviewer.decisions) if d.chosen == Action.from_text("play JH"))
    review.decisions.setCurrentRow(row)
    review.select_option(Action.from_text("play 9S"))
    assert review.yours_box.isChecked()
    branch = review.play_on()
    assert branch is not None
    played: list[Action] = []
    while branch.running:
        qtbot.waitUntil(lambda: branch.waiting is not None or not branch.running, timeout=20_000)
        view = branch.waiting
        if view is not None:
            assert review.options.rowCount() == len(view.legal_actions)
            assert review.heading.text().startswith("Played on: Trick ")
            assert not review.play_on_button.isEnabled()
            review.select_option(view.legal_actions[-1])
            assert review.play_on_button.text().startswith("Play “")
            played.append(view.legal_actions[-1])
            review.play_on()
    mine = [action for seat, action in branch.state.history[7:] if seat == 0]
    assert mine[:len(played)] == played and len(played) >= 2  # your cards, chosen by you
    assert len(mine) == 4 and len(played) < 4  # the forced last card played itself
    assert review.branch_label.text().startswith("With “Play the 9♠”, the hand went:")
    assert review.options.rowCount() == 5 and review.heading.text() == "Trick 1, your card"  # back to it
    assert review.play_on_button.text() == "Play on from here" and not review.play_on_button.isEnabled()
    review.close()


def test_the_coach_s_note_keeps_clear_of_the_bid_buttons(qtbot: QtBot, make_window: Any) -> None:
    window = make_window(size=(1100, 760))
    coach_of(window)
    window.model.new_match(Rules(), seed=5)
    wait_for_turn(qtbot, window, Phase.BID_ROUND_1)
    note = window.view.viewport().findChild(CoachNote)
    assert note is not None and window.bid_panel.isVisible()
    note.show_note("Coach: This cost about 0.8 points: Order it up was better. " * 2)
    assert note.isVisible()
    assert not note.geometry().intersects(window.bid_panel.geometry()), "the note covers the bid buttons"
