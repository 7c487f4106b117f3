"""Going alone after trump is made (seed 000): the maker or either defender declares before the first lead."""

from __future__ import annotations

import random
from typing import Any

import pytest
from hypothesis import event, given, settings
from hypothesis import strategies as st

from euchre_desktop.engine import Action, ActionKind, Card, Deal, HandOutcome, HandState, Phase, PlayerView
from euchre_desktop.engine.actions import IllegalActionError
from euchre_desktop.engine.rules import DefendAlone, LoneLead, Rules, RulesError

from .scenario import GLORIA, HANK, LUIS, YOU, act, new_hand, play

# Seed 002's deal: Luis (seat 3) deals and turns up the 10♠.
WORKED = ("JH KH TH AC 9S", "AH QH KS TC AD", "JD 9H AS KC QD", "QS JC 9C TD KD")
LATE = Rules(loner_after_trump=True)


def late_hand(**options: Any) -> HandState:
    return new_hand(*WORKED, upcard="TS", rules=LATE.replace(**options))


# ------------------------------------------------------------------------------------------- the bidding

def test_with_the_option_the_bid_offers_no_loner() -> None:
    state = late_hand()
    assert state.legal_actions() == [Action.pass_(), Action.order_up()]
    with pytest.raises(IllegalActionError) as refused:
        state.apply(Action.order_up(alone=True))
    assert refused.value.rule == "alone after trump"
    act(state, *["pass"] * 4)
    assert not any(action.alone for action in state.legal_actions())


def test_without_the_option_the_maker_still_goes_alone_with_the_bid() -> None:
    state = new_hand(*WORKED, upcard="TS")
    assert Action.order_up(alone=True) in state.legal_actions()
    act(state, "order", "discard 9C")
    assert state.phase is Phase.PLAY


# -------------------------------------------------------------------------------------- the declarations

def test_after_the_discard_the_maker_and_each_defender_are_asked_from_the_dealers_left() -> None:
    # You and Hank pass, Gloria orders up, Luis picks up and discards.  You, the maker's partner, are never
    # asked.
    state = act(late_hand(), "pass", "pass", "order", "discard 9C")
    assert state.phase is Phase.GO_ALONE and state.to_act == HANK
    assert state.legal_actions() == [Action.pass_(), Action.go_alone()]
    act(state, "pass")
    assert state.to_act == GLORIA
    act(state, "pass")
    assert state.to_act == LUIS
    act(state, "pass")
    assert state.phase is Phase.PLAY and state.sitting_out == frozenset() and state.leader == YOU
    assert not state.maker_alone and state.defender_alone is None


def test_the_maker_declares_and_the_partner_sits_out() -> None:
    state = act(late_hand(), "pass", "pass", "order", "discard 9C", "pass", "alone", "pass")
    assert state.maker_alone and state.sitting_out == {YOU}
    assert state.phase is Phase.PLAY and state.leader == HANK  # left of the dealer, you sitting out


def test_a_defender_declares_and_the_partner_is_not_asked() -> None:
    state = act(late_hand(), "pass", "pass", "order", "discard 9C", "alone")
    assert state.defender_alone == HANK and state.sitting_out == {LUIS}
    assert state.to_act == GLORIA  # the maker may still go alone; Luis sits out and is not asked
    act(state, "pass")
    assert state.phase is Phase.PLAY and state.leader == YOU


@pytest.mark.parametrize("lead", list(LoneLead))
def test_both_sides_alone_come_down_to_two_players_and_ten_cards(lead: LoneLead) -> None:
    state = act(late_hand(lone_lead=lead), "pass", "pass", "order", "discard 9C", "pass", "alone", "alone")
    assert state.maker_alone and state.defender_alone == LUIS
    assert state.sitting_out == {YOU, HANK} and state.active_seats == (GLORIA, LUIS)
    assert state.phase is Phase.PLAY and state.leader == LUIS  # the defender leads
    play(state, "KD QD")
    assert [seat for seat, _ in state.tricks[0].plays] == [LUIS, GLORIA]


def test_the_dealer_picks_up_before_the_partner_goes_alone_and_then_sits_out() -> None:
    # Hank orders up his partner Luis, who picks up and discards; then Hank goes alone and Luis sits out.
    state = act(late_hand(), "pass", "order", "discard 9C")
    assert state.phase is Phase.GO_ALONE and state.to_act == YOU
    act(state, "pass", "alone", "pass")
    assert state.maker == HANK and state.maker_alone and state.sitting_out == {LUIS}
    assert state.buried == ((LUIS, Card.parse("9C")),) and Card.parse("TS") in state.hand(LUIS)
    assert state.phase is Phase.PLAY and state.leader == YOU
    assert PlayerView.of(state, YOU).upcard_picked_up


def test_no_loner_after_passing_bars_every_seat_that_passed_in_the_round_trump_was_made() -> None:
    state = act(late_hand(no_loner_after_passing=True), "pass", "pass", "order", "discard 9C")
    assert state.to_act == GLORIA  # Hank passed before Gloria ordered up
    act(state, "pass")
    assert state.to_act == LUIS
    act(state, "pass")
    assert state.phase is Phase.PLAY


def test_partners_best_follows_the_declarations() -> None:
    state = act(late_hand(partners_best=True), "pass", "pass", "order", "discard 9C", "pass", "alone", "pass")
    assert state.phase is Phase.PARTNER_GIVE and state.to_act == YOU
    act(state, "give JH", "discard 9H")
    assert state.phase is Phase.PLAY


def test_going_alone_outside_its_phase_is_the_wrong_phase() -> None:
    with pytest.raises(IllegalActionError) as refused:
        late_hand().apply(Action.go_alone())
    assert refused.value.rule == "wrong phase"


def test_the_action_reads_and_writes_as_alone() -> None:
    assert Action.from_text("alone") == Action.go_alone()
    assert Action.go_alone().to_text() == "alone" and str(Action.go_alone()) == "go alone"


# -------------------------------------------------------------------------------------- rule combinations

@pytest.mark.parametrize(("options", "words"), [
    ({"players": 3}, "cutthroat"),
    ({"canadian_loner": True}, "Canadian loner"),
    ({"defend_alone": DefendAlone.ALWAYS}, "Defend alone"),
    ({"defend_alone": DefendAlone.AGAINST_LONER}, "Defend alone"),
])
def test_options_that_decide_loners_their_own_way_are_refused(options: dict[str, Any], words: str) -> None:
    with pytest.raises(RulesError, match=words) as refused:
        Rules(loner_after_trump=True, **options)
    assert "Go alone after trump is made" in str(refused.value)
    assert "loner_after_trump" not in str(refused.value)


def test_no_loner_after_passing_needs_some_loner_after_the_bid() -> None:
    assert Rules(loner_after_trump=True, no_loner_after_passing=True).no_loner_after_passing
    with pytest.raises(RulesError, match="No loner after passing"):
        Rules(no_loner_after_passing=True)


# ---------------------------------------------------------------------------------------------- property

def expected_points(state: HandState) -> tuple[int, int]:
    """The hand's points by the seed's table, worked out here from the tricks alone."""
    assert state.maker is not None
    side = state.maker % 2
    taken = len([trick for trick in state.tricks if trick.winner % 2 == side])
    points = [0, 0]
    if taken == 5:
        points[side] = 4 if state.maker_alone else 2
    elif taken >= 3:
        points[side] = 1
    else:
        points[1 - side] = 4 if state.defender_alone is not None else 2
    return points[0], points[1]


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 2**32), dealer=st.integers(0, 3), lead=st.sampled_from(list(LoneLead)),
       partners_best=st.booleans(), no_loner_after_passing=st.booleans())
def test_random_legal_play_ends_in_a_correctly_scored_hand(seed: int, dealer: int, lead: LoneLead,
                                                           partners_best: bool, no_loner_after_passing: bool
                                                           ) -> None:
    rules = LATE.replace(lone_lead=lead, partners_best=partners_best,
                         no_loner_after_passing=no_loner_after_passing)
    rng = random.Random(seed)
    state = HandState(rules, Deal.random(rules, dealer, rng))
    while state.phase is not Phase.DONE:
        legal = state.legal_actions()
        if state.phase is Phase.GO_ALONE:
            assert state.trump is not None and not state.tricks and not state.trick
            action = legal[1] if rng.random() < 0.4 else legal[0]
        else:
            assert all(action.kind is not ActionKind.GO_ALONE and not action.alone for action in legal)
            action = rng.choice(legal)
        state.apply(action)
    result = state.result
    assert result is not None
    event(f"maker alone {state.maker_alone}, defender alone {state.defender_alone is not None}")
    if result.outcome is HandOutcome.THROWN_IN:
        assert state.maker is None
        return
    assert sum(len(trick.plays) for trick in state.tricks) == 5 * len(state.active_seats)
    if state.maker_alone and state.defender_alone is not None:
        assert len(state.active_seats) == 2
        assert sum(len(trick.plays) for trick in state.tricks) == 10
    assert result.points == expected_points(state)
    assert result.maker_alone == state.maker_alone and result.defender_alone == state.defender_alone
