"""A review finished in the Review window is the hand's accuracy in the history, and the background review
rests while the Review window is open (its own questions come first)."""

from __future__ import annotations

from typing import Any

from pytestqt.qtbot import QtBot
from window_helpers import INSTANT, wait_for_turn

from euchre_desktop.engine import Phase, Rules
from euchre_desktop.model.accuracy import AccuracyQueue
from euchre_desktop.model.review_tasks import ExpertBudget
from euchre_desktop.persistence.history import HandHistory
from euchre_desktop.ui.review import HOLD, open_review, review_last_hand
from tests.persistence.test_history import DAY
from tests.review_hands import blunder_hand

SMALL = ExpertBudget(budget_ms=1.0, min_samples=3, max_samples=3, time_cap=10_000)


def test_a_finished_review_is_kept_as_the_hands_accuracy(qtbot: QtBot, make_window: Any) -> None:
    window = make_window()
    history, _problem = HandHistory.open(None)
    history.add("m", 4, blunder_hand(), played=DAY)
    queue = AccuracyQueue(window.model.runner, history, budget=SMALL, parent=window.model)
    window.model.new_match(Rules(), seed=5)
    wait_for_turn(qtbot, window, Phase.BID_ROUND_1)
    review = open_review(window, blunder_hand(), budget=SMALL, pace_ms=0)
    assert HOLD in queue._holds, "the background review rests while a review is open"
    with qtbot.waitSignal(queue.hand_reviewed, timeout=60_000) as kept:
        pass
    assert kept.args == ["m", 4]
    (entry,) = history.entries()
    chosen = [d for d in review.reviewer.decisions if not d.forced]
    assert entry.kinds and sum(f.decisions for f in entry.kinds.values()) == len(chosen)
    assert entry.accuracy is not None and entry.accuracy < 1, "the trumped ace is a mistake"
    review.close()
    assert not queue._holds


def test_the_summarys_review_of_the_hand_just_played_is_kept_for_it(qtbot: QtBot, make_window: Any) -> None:
    history, _problem = HandHistory.open(None)
    window = make_window(history=history, durations=INSTANT)
    queue = AccuracyQueue(window.model.runner, history, budget=SMALL, parent=window.model)
    model = window.model
    model.human_turn.connect(
        lambda turn: None if window.summary.isVisible() else model.act(turn.legal_actions[0]))
    model.new_match(Rules(), seed=3)
    qtbot.waitUntil(window.summary.isVisible, timeout=20_000)
    with qtbot.waitSignal(queue.hand_reviewed, timeout=60_000) as kept:
        review = review_last_hand(window, budget=SMALL, pace_ms=0)
        assert review is not None
    assert kept.args == [model.match_id, 0]
    assert history.unreviewed() == []
    review.close()
