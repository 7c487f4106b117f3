"""The coach: after a costly choice a note says what it cost and what was better; after the best, nothing."""

from __future__ import annotations

from typing import Any

from euchre_desktop.bots.review import Mark
from euchre_desktop.engine import Action, Rules
from euchre_desktop.engine.phrase import Phrase
from euchre_desktop.model.coach import Coach
from euchre_desktop.model.review_tasks import ExpertBudget
from tests.review_hands import BLUNDER_DEAL, scripted_bots

CAREFUL = ExpertBudget(budget_ms=1.0, min_samples=80, max_samples=80, time_cap=10_000)


def test_a_note_after_the_trumped_ace_and_none_after_the_best_order(qtbot: Any, make_model: Any) -> None:
    model = make_model(factory=scripted_bots)
    coach = Coach(model, budget=CAREFUL)
    coach.enabled = True
    judged: list[Any] = []
    notes: list[Phrase] = []
    coach.judged.connect(judged.append)
    coach.note.connect(notes.append)
    mine = iter([Action.from_text("order"), Action.from_text("play JH")])
    model.human_turn.connect(lambda turn: model.act(next(mine, turn.legal_actions[0])))
    model.new_match(Rules(), seed=1, first_deal=BLUNDER_DEAL)
    qtbot.waitUntil(lambda: len(judged) >= 2, timeout=60_000)
    order, trumped = judged[:2]
    assert order.chosen == Action.from_text("order") and order.mark is Mark.NONE
    assert trumped.chosen == Action.from_text("play JH") and trumped.mark is Mark.BLUNDER
    assert str(notes[0]) == f"This cost about {trumped.cost:.1f} points: Play the 9♠ was better."
    qtbot.waitUntil(lambda: len(judged) >= 4, timeout=60_000)  # the rest of the hand (forced cards skipped)
    assert len(notes) == sum(d.mark is not Mark.NONE for d in judged)


def test_no_coaching_while_it_is_off(qtbot: Any, make_model: Any) -> None:
    model = make_model(factory=scripted_bots)
    coach = Coach(model, budget=CAREFUL)
    model.human_turn.connect(lambda turn: model.act(turn.legal_actions[-1]))
    with qtbot.assertNotEmitted(coach.judged, wait=1500):
        model.new_match(Rules(), seed=1, first_deal=BLUNDER_DEAL)
