"""The scoring table of seeds 000 and 002 (1 / 2 / 4 / 2, a lone defender's 4), seed 003's defenders'
march for 4, and cutthroat (1, 3 or 2 for the maker, 2 to each defender for a euchre).

Each row finds a hand with the wanted number of maker tricks: random deals in which you order up (alone or
not) and, when asked, Hank defends alone, played out with random legal cards from a fixed seed.  So the row
reads like the table in the rules, and the hand behind it is reproducible.
"""

from __future__ import annotations

import random

import pytest

from euchre_desktop.engine import Action, Deal, DefendAlone, HandOutcome, HandResult, HandState, Phase, Rules

from .scenario import HANK, YOU


def hand_ending_with(rules: Rules, maker_tricks: int, *, alone: bool = False,
                     defend_alone: bool = False) -> HandResult:
    """The result of a hand in which you order up and the makers take exactly ``maker_tricks``."""
    rng = random.Random(f"scoring/{maker_tricks}/{alone}/{defend_alone}/{rules.players}")
    for _attempt in range(5000):
        state = HandState(rules, Deal.random(rules, rules.players - 1, rng))
        state.apply(Action.order_up(alone=alone))
        while state.phase is not Phase.DONE:
            if state.phase is Phase.DEFEND:
                state.apply(Action.defend_alone() if defend_alone else Action.pass_())
                continue
            actions = state.legal_actions()
            state.apply(actions[rng.randrange(len(actions))])
        assert state.result is not None and state.maker == YOU
        assert state.maker_alone == (alone or rules.cutthroat)
        assert state.defender_alone == (HANK if defend_alone else None)
        taken = sum(n for seat, n in enumerate(state.tricks_won) if rules.side_of(seat) == rules.side_of(YOU))
        if taken == maker_tricks:
            return state.result
    raise AssertionError(f"no random hand gave the makers {maker_tricks} tricks")


PARTNERSHIP_TABLE = [
    # alone, a lone defender, maker tricks, (your side, their side), outcome
    (False, False, 3, (1, 0), HandOutcome.MADE),
    (False, False, 4, (1, 0), HandOutcome.MADE),
    (False, False, 5, (2, 0), HandOutcome.MARCH),
    (True, False, 3, (1, 0), HandOutcome.MADE),
    (True, False, 4, (1, 0), HandOutcome.MADE),
    (True, False, 5, (4, 0), HandOutcome.MARCH),  # a lone march is 4, not 2 plus 4
    (False, False, 2, (0, 2), HandOutcome.EUCHRED),
    (False, False, 0, (0, 2), HandOutcome.EUCHRED),  # defenders taking all five still score 2 by default
    (True, False, 1, (0, 2), HandOutcome.EUCHRED),  # a euchred loner costs nothing extra
    (False, True, 2, (0, 4), HandOutcome.EUCHRED),  # a lone defender who euchres scores 4
    (True, True, 0, (0, 4), HandOutcome.EUCHRED),
    (False, True, 3, (1, 0), HandOutcome.MADE),  # a lone defender who fails gives nothing extra away
    (True, True, 5, (4, 0), HandOutcome.MARCH),
]


@pytest.mark.parametrize(("alone", "defended", "tricks", "points", "outcome"), PARTNERSHIP_TABLE)
def test_partnership_scoring_table(alone: bool, defended: bool, tricks: int, points: tuple[int, int],
                                   outcome: HandOutcome) -> None:
    rules = Rules(defend_alone=DefendAlone.ALWAYS)
    result = hand_ending_with(rules, tricks, alone=alone, defend_alone=defended)
    assert result.points == points
    assert result.outcome is outcome
    assert result.scoring_side == (0 if points[0] else 1)


@pytest.mark.parametrize(("alone", "tricks", "points"), [
    (False, 0, (0, 4)),  # the defenders take all five: 4
    (True, 0, (0, 4)),
    (False, 1, (0, 2)),  # an ordinary euchre is still 2
    (False, 5, (2, 0)),  # the makers' own march is unchanged
])
def test_defenders_march_for_four_seed_003(alone: bool, tricks: int, points: tuple[int, int]) -> None:
    result = hand_ending_with(Rules(defenders_march_four=True), tricks, alone=alone)
    assert result.points == points


@pytest.mark.parametrize(("march", "tricks", "points", "outcome"), [
    (3, 3, (1, 0, 0), HandOutcome.MADE),
    (3, 4, (1, 0, 0), HandOutcome.MADE),
    (3, 5, (3, 0, 0), HandOutcome.MARCH),
    (2, 5, (2, 0, 0), HandOutcome.MARCH),  # "some groups pay only 2 for the march"
    (3, 2, (0, 2, 2), HandOutcome.EUCHRED),  # each of the two defenders scores 2
    (3, 0, (0, 2, 2), HandOutcome.EUCHRED),
])
def test_cutthroat_scoring(march: int, tricks: int, points: tuple[int, int, int],
                           outcome: HandOutcome) -> None:
    result = hand_ending_with(Rules(players=3, cutthroat_march=march), tricks)
    assert result.points == points and result.outcome is outcome
    assert result.maker_alone


def test_a_thrown_in_hand_scores_nothing() -> None:
    state = HandState(Rules(stick_the_dealer=False), Deal.random(Rules(), 3, random.Random(1)))
    for _ in range(8):
        state.apply(Action.pass_())
    assert state.result is not None and state.result.points == (0, 0)
    assert state.result.scoring_side is None
