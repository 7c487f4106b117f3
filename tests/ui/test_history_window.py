"""The History window at the table: the hands played are listed, filtered, replayed on the table step by step,
exported and imported again."""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

from pytestqt.qtbot import QtBot
from window_helpers import INSTANT

from euchre_desktop.engine import PRESETS, Deal, HandState, Rules, encode_deal, hand_from_record
from euchre_desktop.engine.bid import BidDeal, BidHandState, BidRules, Form
from euchre_desktop.model.bid_events import BidHandSummary
from euchre_desktop.persistence.history import HandHistory
from euchre_desktop.persistence.seats import DEFAULT_NAMES
from euchre_desktop.ui.bid_words import bid_headline
from euchre_desktop.ui.dialogs.history import HistoryWindow
from euchre_desktop.ui.hand_words import headline
from euchre_desktop.ui.history_command import history_command
from euchre_desktop.ui.main_window import MainWindow
from euchre_desktop.ui.walkthrough_bar import WalkthroughBar


def play_hands(qtbot: QtBot, window: MainWindow, hands: int) -> None:
    """The computer plays the player's seat for ``hands`` hands, each summary clicked on."""
    window.model.new_match(Rules(target=10), seed=11)
    window.model.set_autoplay(True)
    for index in range(hands):
        qtbot.waitUntil(window.summary.isVisible, timeout=15000)
        if index < hands - 1:
            window.summary.activate()
            qtbot.waitUntil(lambda: not window.summary.isVisible(), timeout=5000)
    window.model.set_autoplay(False)


def bar_of(window: MainWindow) -> WalkthroughBar:
    (bar,) = [bar for bar in window.view.viewport().findChildren(WalkthroughBar) if bar.isVisible()]
    return bar


def open_history(window: MainWindow) -> HistoryWindow:
    command = history_command(window)
    assert command is not None
    window.menu.aboutToShow.emit()
    action = window.findChild(type(command.action), "historyAction")
    assert action is not None and action in window.menu.actions()
    action.trigger()
    dialog = command.dialog
    assert dialog is not None and dialog.isVisible()
    return dialog


def test_hands_played_are_listed_replayed_exported_and_imported(qtbot: QtBot, make_window: Any,
                                                                 tmp_path: Path) -> None:
    history, _ = HandHistory.open(None)
    window = make_window(durations=INSTANT, history=history)
    play_hands(qtbot, window, 2)
    dialog = open_history(window)
    entries = dialog.entries()
    assert [entry.hand_index for entry in entries] == [1, 0]
    assert all(entry.match_id == window.model.match_id for entry in entries)
    assert dialog.table.rowCount() == 2 and dialog.table.item(0, 2).text().endswith("(watched)")
    assert dialog.table.item(0, 1).text() == "Euchre · Standard"
    assert not dialog.review_button.isVisible(), "nothing reviews hands yet"
    dialog.close()
    reviews: list[dict[str, Any]] = []
    command = history_command(window)
    assert command is not None
    command.review_requested.connect(reviews.append)
    dialog = open_history(window)
    assert dialog.review_button.isVisible()
    dialog.review_button.click()
    assert reviews == [history.record(entries[0].match_id, entries[0].hand_index)]

    # A filter the hands do not pass empties the list and says why.
    dialog.result_filter.setCurrentIndex(dialog.result_filter.findData("even"))
    assert dialog.entries() == [e for e in entries if e.our_points == e.their_points]
    dialog.result_filter.setCurrentIndex(0)
    dialog.this_match.setChecked(True)
    assert len(dialog.entries()) == 2

    # Export the newest hand as its record and as text; import the record back: the same hand.
    dialog.select(0)
    assert dialog.export(tmp_path / "hand.json", whole_match=False)
    assert dialog.export(tmp_path / "hand.txt", whole_match=False)
    assert dialog.export(tmp_path / "match.json", whole_match=True)
    kept = history.hand(entries[0].match_id, 1)
    record = json.loads((tmp_path / "hand.json").read_text())
    assert hand_from_record(record).history == kept.history
    assert encode_deal(kept.deal, kept.rules) in (tmp_path / "hand.txt").read_text()
    assert len(json.loads((tmp_path / "match.json").read_text())) == 2

    assert not dialog.import_text("not a hand at all")
    assert dialog.problem_label.isVisible() and "That is not a deal code" in dialog.problem_label.text()
    assert not dialog.import_file(tmp_path / "match.json")
    assert "whole match" in dialog.problem_label.text()
    assert dialog.import_file(tmp_path / "hand.json")  # replayed on the table at once
    bar = bar_of(window)
    assert bar.title.text().startswith("An imported hand") and not dialog.isVisible()
    assert bar.walkthrough.words(1).startswith(window.model.seats.names[(kept.deal.dealer + 1) % 4])
    bar.close_button.click()
    qtbot.waitUntil(lambda: not bar.isVisible(), timeout=3000)

    # Replay on the table from the list: the kept hand from its deal, step by step, and the match after.
    dialog = open_history(window)
    dialog.select(0)
    dialog.replay_button.click()
    qtbot.waitUntil(lambda: not dialog.isVisible(), timeout=3000)
    bar = bar_of(window)
    assert bar.title.text().startswith("Your hand of")
    assert bar.walkthrough.last == len(kept.history) + 1
    qtbot.waitUntil(lambda: set(window.scene.piles.hand(0).cards) == set(kept.deal.hands[0]), timeout=3000)
    while bar.next_button.isEnabled():
        bar.next_button.click()
        qtbot.waitUntil(lambda: not window.controller.busy, timeout=5000)
    result = kept.result
    assert result is not None
    assert window.scene.score_panel.scores == tuple(
        before + points for before, points in zip(kept.scores_before, result.points, strict=True))
    summary = bar.walkthrough.result_summary()  # the last step says how the hand ended
    assert summary is not None and bar.words.text().startswith(headline(summary, window.model.seats.names))
    bar.close_button.click()
    qtbot.waitUntil(window.summary.isVisible, timeout=5000)  # the match's own finished hand, as it was


def test_an_imported_deal_code_is_played(qtbot: QtBot, make_window: Any) -> None:
    history, _ = HandHistory.open(None)
    window = make_window(durations=INSTANT, history=history)
    deal = Deal.random(Rules(), 1, random.Random(4))
    dialog = open_history(window)
    assert dialog.import_text(f"  {encode_deal(deal, Rules())}\n")
    qtbot.waitUntil(lambda: window.model.rules is not None, timeout=3000)
    assert not dialog.isVisible() and window.model.snapshot().view.dealer == deal.dealer
    assert window.model.saved_match().kind == "code"


def test_the_review_button_shows_once_something_listens(qtbot: QtBot) -> None:
    history, _ = HandHistory.open(None)
    dialog = HistoryWindow(history)
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.review_button.isHidden()
    assert "No hand is kept yet" in dialog.count_label.text()
    dialog.review_requested.connect(lambda record: None)
    assert not dialog.review_button.isHidden()


def played_out(hand: Any, rng: random.Random) -> Any:
    """``hand`` (either game's) played to its end at random."""
    while hand.result is None:
        hand.apply(rng.choice(hand.legal_actions()))
    return hand


def window_keeping(make_window: Any, hand: Any) -> MainWindow:
    """A window whose hand history holds ``hand``, with a Euchre match of its own on the table."""
    history, _ = HandHistory.open(None)
    history.add("old", 0, hand)
    window: MainWindow = make_window(durations=INSTANT, history=history)
    window.model.new_match(Rules(), seed=3)
    return window


def test_a_hand_of_three_replays_over_a_match_of_four(qtbot: QtBot, make_window: Any) -> None:
    rules = PRESETS["cutthroat"]
    rng = random.Random(7)
    hand = HandState(rules, Deal.random(rules, 1, rng))
    window = window_keeping(make_window, played_out(hand, rng))
    dialog = open_history(window)
    dialog.replay_button.click()
    bar = bar_of(window)
    assert window.scene.players == 3 and bar.walkthrough.last == len(hand.history) + 1
    bar.go(bar.walkthrough.last)
    qtbot.waitUntil(lambda: not window.controller.busy, timeout=5000)
    result = hand.result
    assert window.scene.score_panel.scores == result.points
    bar.close_button.click()
    qtbot.waitUntil(lambda: window.scene.players == 4 and not window.controller.busy, timeout=5000)


def test_a_six_seat_bid_euchre_hand_is_listed_and_replayed_step_by_step(qtbot: QtBot,
                                                                          make_window: Any) -> None:
    rules = BidRules(form=Form.DOUBLE_6)
    rng = random.Random(5)
    hand = BidHandState(rules, BidDeal.random(rules, 2, rng), scores_before=(3, 8))
    window = window_keeping(make_window, played_out(hand, rng))
    reviews: list[object] = []
    command = history_command(window)
    assert command is not None
    command.review_requested.connect(reviews.append)
    dialog = open_history(window)
    assert dialog.table.item(0, 1).text() == "Bid Euchre · Six players, two packs"
    assert dialog.table.item(0, 4).text() == "" and not dialog.review_button.isEnabled()
    dialog.replay_button.click()
    bar = bar_of(window)
    assert window.scene.players == 6 and bar.walkthrough.last == len(hand.history) + 1
    qtbot.waitUntil(lambda: sorted(window.scene.piles.hand(0).cards) == sorted(hand.deal.hands[0]),
                    timeout=3000)
    while bar.next_button.isEnabled():
        bar.next_button.click()
        qtbot.waitUntil(lambda: not window.controller.busy, timeout=5000)
    result = hand.result
    assert window.scene.score_panel.scores == (3 + result.points[0], 8 + result.points[1])
    summary = bar.walkthrough.result_summary()
    assert isinstance(summary, BidHandSummary)
    assert bar.words.text().startswith(bid_headline(summary, DEFAULT_NAMES[6]))
    bar.close_button.click()
    qtbot.waitUntil(lambda: window.scene.players == 4 and not window.controller.busy, timeout=5000)
    assert reviews == []
