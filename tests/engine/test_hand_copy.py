"""A hand's copy and its pickle (the bot worker's way in) carry every part of its state."""

from __future__ import annotations

import ast
import pickle
import random
from pathlib import Path

import pytest

from euchre_desktop.engine import PRESETS, Deal, HandState, PlayerView
from euchre_desktop.engine import hand as hand_module

REBUILT_BY_INIT = {"rules", "deal", "dealer", "scores_before", "_players", "_renege_tracked", "_renege_stops",
                   "_no_alone_bids"}
"""What ``__init__`` makes again from the rules, the deal and the score."""


def random_states(count: int) -> list[HandState]:
    rng = random.Random(9)
    states = []
    for number in range(count):
        rules = PRESETS[("standard", "house", "canadian", "cutthroat")[number % 4]]
        deal = Deal.random(rules, number % rules.players, rng)
        state = HandState(rules, deal, scores_before=(3,) * rules.sides)
        for _ in range(rng.randrange(30)):
            if state.result is not None:
                break
            state.apply(rng.choice(state.legal_actions()))
        states.append(state)
    return states


def test_every_slot_but_those_init_rebuilds_is_carried() -> None:
    # Read from the source: the compiled class keeps no ``__slots__`` to look at.
    source = ast.parse((Path(hand_module.__file__).parent / "hand.py").read_text(encoding="utf-8"))
    slots = next(ast.literal_eval(node.value) for node in ast.walk(source) if isinstance(node, ast.Assign)
                 and any(isinstance(name, ast.Name) and name.id == "__slots__" for name in node.targets))
    state = random_states(1)[0]
    assert len(set(slots) - REBUILT_BY_INIT) == len(state._fields())


@pytest.mark.parametrize("how", ["copy", "pickle"])
def test_a_copy_and_a_pickled_hand_are_the_same_hand_and_independent(how: str) -> None:
    for state in random_states(12):
        other = state.copy() if how == "copy" else pickle.loads(pickle.dumps(state))
        assert other._fields() == state._fields()
        assert (other.rules, other.deal) == (state.rules, state.deal)
        assert other.scores_before == state.scores_before
        for seat in range(state.rules.players):
            assert PlayerView.of(other, seat) == PlayerView.of(state, seat)
        if other.result is None:
            other.apply(other.legal_actions()[0])
            assert other._fields() != state._fields(), "the copy moves on alone"
