"""The hand review in the bot worker: the decisions come back one by one, in order, with the same values
as the review run directly; then the perfect line; a cancel drops what is still coming."""

from __future__ import annotations

import dataclasses
from typing import Any

import doubles
import pytest

from euchre_desktop.bots.expert import ExpertBot
from euchre_desktop.bots.review import review_decisions
from euchre_desktop.engine import Action
from euchre_desktop.model import ProcessBotRunner, ThreadBotRunner
from euchre_desktop.model.review_tasks import ExpertBudget
from euchre_desktop.model.reviewing import HandReviewer
from tests.review_hands import blunder_hand

SMALL = ExpertBudget(budget_ms=1.0, min_samples=3, max_samples=3, time_cap=10_000)
"""A small Expert whose wall-clock cut never fires: values that do not depend on timing."""


@pytest.mark.parametrize("runner_class", [ThreadBotRunner, ProcessBotRunner])
def test_the_decisions_come_one_by_one_valued_as_the_direct_review(qtbot: Any, runner_class: type) -> None:
    hand = blunder_hand()
    runner = runner_class(doubles.random_bots, doubles.first_legal_hint)
    reviewer = HandReviewer(runner, hand, 0, seed=3, budget=SMALL)
    told: list[object] = []
    reviewer.decision_ready.connect(lambda decision: told.append(decision))
    try:
        with qtbot.waitSignal(reviewer.perfect_ready, timeout=60_000) as perfect:
            reviewer.start()
        direct = list(review_decisions(hand, 0, expert=ExpertBot(**dataclasses.asdict(SMALL)), seed=3))
        assert told == direct == reviewer.decisions and reviewer.done and not reviewer.running
        assert [d.index for d in told] == [i for i, (seat, _a) in enumerate(hand.history) if seat == 0]
        line = perfect.args[0]
        assert line is reviewer.perfect and line is not None and line.side == 0
    finally:
        runner.shutdown()


def test_a_cancelled_review_asks_nothing_more_and_the_game_bots_still_answer(qtbot: Any) -> None:
    hand = blunder_hand()
    runner = ThreadBotRunner(doubles.random_bots, doubles.first_legal_hint)
    reviewer = HandReviewer(runner, hand, 0, budget=SMALL)
    try:
        with qtbot.waitSignal(reviewer.decision_ready, timeout=20_000):
            reviewer.start()
        reviewer.cancel()
        assert not reviewer.running
        with qtbot.assertNotEmitted(reviewer.decision_ready, wait=300):
            pass
        assert len(reviewer.decisions) == 1
        # A cancel drops only the review's own question: a bot's move on the same runner is answered.
        from test_bots import a_request
        with qtbot.waitSignal(runner.answered, timeout=10_000):
            runner.submit(a_request(7))
    finally:
        runner.shutdown()


def test_the_trumped_ace_is_valued_as_a_blunder_in_the_worker(qtbot: Any) -> None:
    runner = ThreadBotRunner(doubles.random_bots, doubles.first_legal_hint)
    careful = ExpertBudget(budget_ms=1.0, min_samples=80, max_samples=80, time_cap=10_000)
    reviewer = HandReviewer(runner, blunder_hand(), 0, budget=careful)
    try:
        with qtbot.waitSignal(reviewer.perfect_ready, timeout=120_000):
            reviewer.start()
        trumped = next(d for d in reviewer.decisions if d.chosen == Action.from_text("play JH"))
        assert trumped.best == Action.from_text("play 9S")
        assert trumped.cost is not None and 0.9 <= trumped.cost <= 3.0
    finally:
        runner.shutdown()
