"""The play solver: exact against a brute-force minimax over the engine, on every table shape."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from euchre_desktop.bots.solver import Position, Solver, SolverError, minimax_maker_tricks
from euchre_desktop.engine import PRESETS, Action, Card, Deal, HandState, Phase, Rules, Suit, parse_cards

TABLES = {
    "standard": PRESETS["standard"],
    "cutthroat": PRESETS["cutthroat"],
    "benny": PRESETS["british"],
    "defend_alone": PRESETS["house"].replace(farmers_hand=PRESETS["standard"].farmers_hand),
}


def _play_state(rules: Rules, rng: random.Random, *, alone: bool = False, defend: bool = False) -> HandState:
    """A hand in its play phase after a random first-round order-up (alone, with a lone defence, if asked)."""
    while True:
        state = HandState(rules, Deal.random(rules, rng.randrange(rules.players), rng))
        while state.phase is not Phase.PLAY and state.phase is not Phase.DONE:
            legal = state.legal_actions()
            bids = [a for a in legal if a.is_bid and a.alone == alone] or [a for a in legal if a.is_bid]
            if bids and rng.random() < 0.6:
                state.apply(bids[rng.randrange(len(bids))])
            elif state.phase is Phase.DEFEND and defend:
                state.apply(Action.defend_alone())
            else:
                passes = [a for a in legal if a == Action.pass_()]
                state.apply(passes[0] if passes else legal[rng.randrange(len(legal))])
        if state.phase is Phase.PLAY:
            return state


def _advance(state: HandState, rng: random.Random, tricks_left: int) -> HandState:
    """Play random legal cards until ``tricks_left`` tricks remain, then a random part of the next trick."""
    active = state.rules.players - len(state.sitting_out)
    plays = (5 - tricks_left) * active + rng.randrange(active)
    for _ in range(plays):
        mask = state.legal_play_mask()
        cards = [c for c in range(25) if mask >> c & 1]
        state.play_card(cards[rng.randrange(len(cards))])
    return state


SHAPES = [(table, "partners") for table in sorted(TABLES)] + [
    ("standard", "alone"), ("benny", "alone"), ("defend_alone", "alone"), ("defend_alone", "both_alone")]


@pytest.mark.parametrize(("table", "shape"), SHAPES)
def test_solver_matches_minimax_on_endgames(table: str, shape: str) -> None:
    rules = TABLES[table]
    rng = random.Random(f"{table}/{shape}")
    solver = Solver()
    for _ in range(15):
        state = _advance(_play_state(rules, rng, alone=shape != "partners", defend=shape == "both_alone"),
                         rng, rng.choice([1, 2, 3]))
        position = Position.from_state(state)
        position.validate()
        assert solver.maker_tricks(position) == minimax_maker_tricks(state)
        for card, tricks in solver.move_tricks(position).items():
            child = state.copy()
            child.play_card(card)
            assert tricks == minimax_maker_tricks(child), f"{card} in {state!r}"


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 2**32), left=st.integers(2, 3), cutoffs=st.sampled_from([(3, 5), (1, 3, 5), (3,)]))
def test_threshold_answers_agree_with_exact_tricks(seed: int, left: int, cutoffs: tuple[int, ...]) -> None:
    rng = random.Random(seed)
    state = _advance(_play_state(PRESETS["standard"], rng), rng, left)
    position = Position.from_state(state)
    solver = Solver()
    exact = solver.maker_tricks(position)
    assert solver.reached(position, cutoffs) == sum(1 for cut in cutoffs if exact >= cut)
    exact_moves = solver.move_tricks(position)
    by_class = solver.move_tricks(position, cutoffs)
    assert by_class == {c: sum(1 for cut in cutoffs if t >= cut) for c, t in exact_moves.items()}
    for total in range(6):
        assert solver.reaches(position, total) == (exact >= total)


def _worked_hand(gloria: str, hank: str) -> Position:
    """Seed 002's worked hand: hearts called by seat 0, who leads (Luis, seat 3, dealt)."""
    hands = ("JH KH TH AC 9S", hank, gloria, "QS JC 9C TD KD")
    masks = tuple(sum(1 << c for c in parse_cards(h)) for h in hands)
    return Position(4, Suit.HEARTS, 0, frozenset(), masks, leader=0)


def test_worked_hand_from_the_rules_page() -> None:
    solver = Solver()
    as_dealt = _worked_hand(gloria="JD 9H AS KC QD", hank="AH QH KS TC AD")
    assert solver.maker_tricks(as_dealt) == 5
    # "Had Hank held the J♦ instead of Gloria ... your side could have taken four tricks at most."
    swapped = _worked_hand(gloria="QH 9H AS KC QD", hank="AH JD KS TC AD")
    assert solver.maker_tricks(swapped) <= 4


def test_equivalent_cards_get_the_same_value() -> None:
    # Seat 0 leads holding K♣ Q♣ (touching once the A♣ is gone) and the makers' values must agree.
    hands = ("KC QC JH", "9C TS 9D", "AS KS TD", "QD KD AD")
    masks = tuple(sum(1 << c for c in parse_cards(h)) for h in hands)
    position = Position(4, Suit.HEARTS, 0, frozenset(), masks, leader=0, maker_tricks=1, tricks_left=3)
    values = Solver().move_tricks(position)
    assert values[Card.parse("KC")] == values[Card.parse("QC")]


def test_a_lone_maker_with_the_top_trumps_marches() -> None:
    hands = ("JH JD AH KH QH", "9C TC JC QC KC", "", "9D TD QD KD AD")
    masks = tuple(sum(1 << c for c in parse_cards(h)) for h in hands)
    position = Position(4, Suit.HEARTS, 0, frozenset({2}), masks, leader=1)
    assert Solver().maker_tricks(position) == 5


def test_cutthroat_defenders_cooperate_against_the_maker() -> None:
    # The maker (seat 0) holds one top trump; the two defenders between them hold the rest of the power.
    hands = ("JS 9C TC", "AS KS QS", "AC KC QC")
    masks = tuple(sum(1 << c for c in parse_cards(h)) for h in hands)
    position = Position(3, Suit.SPADES, 0, frozenset(), masks, leader=0, maker_tricks=2, tricks_left=3)
    assert Solver().maker_tricks(position) == 3


def test_positions_that_cannot_be_solved_are_refused() -> None:
    rules = PRESETS["standard"]
    state = HandState(rules, Deal.random(rules, 0, random.Random(1)))
    with pytest.raises(SolverError, match="play phase"):
        Position.from_state(state)
    bad = Position(4, Suit.CLUBS, 0, frozenset(), (0b11, 0b100, 0b1000, 0b10000), leader=0, tricks_left=1)
    with pytest.raises(SolverError, match="holds 2 cards"):
        bad.validate()
    shared = Position(4, Suit.CLUBS, 0, frozenset(), (1, 1, 2, 4), leader=0, tricks_left=1)
    with pytest.raises(SolverError, match="another seat"):
        shared.validate()
