"""The table hears of a renege exactly as the engine finds it: once, right after the card that proves it,
naming the seat the engine's result names."""

from __future__ import annotations

import random

import pytest

from euchre_desktop.engine import Action, Deal, HandState, Phase, Renege, Rules
from euchre_desktop.model.table_events import CardPlayed, RenegeFound
from euchre_desktop.model.telling import tell


@pytest.mark.parametrize("renege", list(Renege))
def test_the_renege_told_is_the_one_the_engine_finds(renege: Renege) -> None:
    rules = Rules(renege=renege)
    rng = random.Random(renege.value)
    found_hands = 0
    for number in range(150):
        state = HandState(rules, Deal.random(rules, number % 4, rng))
        told: list[RenegeFound] = []
        while state.result is None:
            before = state.copy()
            action = rng.choice(state.legal_actions())
            if state.phase is Phase.PLAY and renege is not Renege.PREVENTED and rng.random() < 0.2:
                action = Action.play(rng.choice(state.hand(state.to_act)))
            state.apply(action)
            events = tell(before, action, state, viewer=0)
            for index, event in enumerate(events):
                if isinstance(event, RenegeFound):
                    assert events[index - 1] == CardPlayed(event.seat, event.card), "told after the proof"
                    assert event.penalty is renege and event.side == rules.side_of(event.seat)
                    told.append(event)
        assert [event.seat for event in told] == ([] if state.result.reneger is None
                                                  else [state.result.reneger])
        found_hands += bool(told)
    assert (found_hands > 10) == (renege is not Renege.PREVENTED)
