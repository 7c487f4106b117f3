"""The background review: the player's unreviewed hands are valued a decision at a time while the worker is
idle, their figures written to the history; watched hands are left alone; a bot's move asked meanwhile waits
for one decision at most; the queue rests when held or stopped and picks up again next time."""

from __future__ import annotations

import dataclasses
from typing import Any

import doubles
import pytest
from helpers import left_bower_deal

from euchre_desktop.bots.expert import ExpertBot
from euchre_desktop.bots.review import HandReview, review_decisions
from euchre_desktop.engine import Rules
from euchre_desktop.model import ThreadBotRunner
from euchre_desktop.model.accuracy import AccuracyQueue, accuracy_queue, figures_of
from euchre_desktop.model.botworker import BotAnswer
from euchre_desktop.model.review_tasks import ExpertBudget
from euchre_desktop.model.table_events import HandScored
from euchre_desktop.persistence.accuracy import KindFigures
from euchre_desktop.persistence.history import HandHistory, NewHand
from tests.persistence.test_history import DAY, random_hand
from tests.review_hands import blunder_hand

SMALL = ExpertBudget(budget_ms=1.0, min_samples=3, max_samples=3, time_cap=10_000)


@pytest.fixture
def runner() -> Any:
    runner = ThreadBotRunner(doubles.random_bots, doubles.first_legal_hint)
    yield runner
    runner.shutdown()


def kept(figures: dict[str, KindFigures]) -> dict[str, KindFigures]:
    """The figures as the history keeps them (costs to four places)."""
    return {kind: dataclasses.replace(f, cost=round(f.cost, 4)) for kind, f in figures.items()}


def a_history(*hands: NewHand) -> HandHistory:
    history, _problem = HandHistory.open(None)
    history.add_many(hands)
    return history


def test_an_unreviewed_hand_is_reviewed_and_its_figures_kept_but_a_watched_hand_is_not(
        qtbot: Any, runner: ThreadBotRunner) -> None:
    hand = blunder_hand()
    history = a_history(NewHand("m", 0, random_hand(7), played=DAY, watched=True),
                        NewHand("m", 1, hand, played=DAY))
    queue = AccuracyQueue(runner, history, budget=SMALL, poll_ms=5)
    with qtbot.waitSignal(queue.hand_reviewed, timeout=60_000) as done:
        queue.set_enabled(True)
    assert done.args == ["m", 1]
    direct = list(review_decisions(hand, 0, expert=ExpertBot(**dataclasses.asdict(SMALL))))
    entry = next(e for e in history.entries() if e.hand_index == 1)
    assert entry.kinds == kept(figures_of(direct)) and entry.kinds
    assert entry.accuracy == HandReview(0, tuple(direct), None).accuracy
    with qtbot.assertNotEmitted(queue.hand_reviewed, wait=200):
        pass
    watched = next(e for e in history.entries() if e.hand_index == 0)
    assert watched.kinds is None and not queue.asking, "the watched hand is never reviewed"


def test_a_bot_move_asked_while_it_works_waits_for_one_decision_at_most(
        qtbot: Any, runner: ThreadBotRunner) -> None:
    history = a_history(NewHand("m", 0, blunder_hand(), played=DAY))
    queue = AccuracyQueue(runner, history, budget=SMALL, poll_ms=1)
    answers: list[BotAnswer] = []
    runner.answered.connect(answers.append)
    queue.set_enabled(True)
    qtbot.waitUntil(lambda: queue.asking, timeout=5_000)
    from test_bots import a_request
    before = len(answers)
    with qtbot.waitSignal(runner.answered, timeout=20_000, check_params_cb=lambda a: a.request_id == 7):
        runner.submit(a_request(7))
    ids = [answer.request_id for answer in answers[before:]]
    assert ids.index(7) <= 1, "the bot's move came after at most the decision already asked"
    queue.stop()


def test_it_rests_when_held_or_stopped_and_resumes_next_time(qtbot: Any, runner: ThreadBotRunner) -> None:
    history = a_history(NewHand("m", 0, blunder_hand(), played=DAY))
    queue = AccuracyQueue(runner, history, budget=SMALL, poll_ms=5)
    queue.hold("hand review")
    queue.set_enabled(True)
    with qtbot.assertNotEmitted(runner.answered, wait=150):
        pass
    assert not queue.asking
    # Resumed: it asks again (an answer, rather than ``asking``, which may be true only for a moment).
    with qtbot.waitSignal(runner.answered, timeout=10_000):
        queue.hold("hand review", False)
    queue.stop()
    queue.set_enabled(True)  # after a stop, nothing starts it again
    assert not queue.enabled and not queue.asking
    with qtbot.assertNotEmitted(queue.hand_reviewed, wait=150):
        pass
    assert history.unreviewed() == [("m", 0)], "a hand half done stays marked as not reviewed"

    again = AccuracyQueue(runner, history, budget=SMALL, poll_ms=5)  # the next time the game opens
    with qtbot.waitSignal(again.hand_reviewed, timeout=60_000):
        again.set_enabled(True)
    assert history.unreviewed() == []


def test_a_review_from_the_review_window_is_kept_for_the_hand_it_reviewed(
        qtbot: Any, runner: ThreadBotRunner) -> None:
    hand = blunder_hand()
    history = a_history(NewHand("m", 3, hand, played=DAY))
    queue = AccuracyQueue(runner, history, budget=SMALL, parent=runner)
    assert accuracy_queue(runner) is queue
    decisions = tuple(review_decisions(hand, 0, expert=ExpertBot(**dataclasses.asdict(SMALL))))
    assert queue.keep(hand, HandReview(0, decisions, None))
    (entry,) = history.entries()
    assert entry.kinds == kept(figures_of(decisions))
    assert not queue.keep(random_hand(11), HandReview(0, (), None)), "a hand not in the history"


def test_the_hand_just_played_is_found_in_the_history_as_the_summarys_review_sees_it(
        qtbot: Any, make_model: Any) -> None:
    history, _problem = HandHistory.open(None)
    model = make_model(factory=doubles.first_legal_bots, history=history)
    scored: list[object] = []
    model.table_event.connect(lambda event: isinstance(event, HandScored) and scored.append(event))
    model.human_turn.connect(lambda turn: None if scored else model.act(turn.legal_actions[0]))
    model.new_match(Rules(), seed=1, first_deal=left_bower_deal())
    qtbot.waitUntil(lambda: bool(scored), timeout=5000)
    # The hand as rebuilt from the saved match, as "Review this hand" gets it (``review_last_hand``).
    reviewed = model.saved_match().rebuild().completed[0]
    assert history.find(reviewed) == (model.match_id, 0)
