"""Loners: who sits out, who leads first, defending alone, no loner after passing, partner's best."""

from __future__ import annotations

from typing import Any

import pytest

from euchre_desktop.engine import Action, Card, DefendAlone, HandState, LoneLead, Phase, Rules

from .scenario import GLORIA, HANK, LUIS, YOU, act, cards, hand_of, new_hand, play

# Seed 002's deal: Luis (seat 3) deals and turns up the 10♠.
WORKED = ("JH KH TH AC 9S", "AH QH KS TC AD", "JD 9H AS KC QD", "QS JC 9C TD KD")


def worked_hand(**options: Any) -> HandState:
    return new_hand(*WORKED, upcard="TS", rules=Rules(**options))


# ----------------------------------------------------------------------------------------- opening lead

def test_with_nobody_alone_the_player_left_of_the_dealer_leads() -> None:
    state = act(worked_hand(), "pass", "pass", "order", "discard 9C")
    assert state.phase is Phase.PLAY and state.leader == YOU == state.to_act


def test_left_of_dealer_lead_skips_a_seat_that_sits_out() -> None:
    # Gloria orders up alone: you sit out, so the lead passes to the next player in the hand, Hank.
    state = act(worked_hand(), "pass", "pass", "order alone", "discard 9C")
    assert state.sitting_out == {YOU}
    assert state.leader == HANK


def test_left_of_loner_lead_goes_to_the_player_on_the_loners_left() -> None:
    state = act(worked_hand(lone_lead=LoneLead.LEFT_OF_LONER), "pass", "pass", "order alone", "discard 9C")
    assert state.leader == LUIS  # on Gloria's left


def test_left_of_loner_lead_when_the_dealers_partner_is_alone() -> None:
    state = act(worked_hand(lone_lead=LoneLead.LEFT_OF_LONER), "pass", "order alone")
    assert state.sitting_out == {LUIS} and state.leader == GLORIA
    state = act(worked_hand(), "pass", "order alone")
    assert state.leader == YOU


def test_a_lone_trick_has_three_cards_and_skips_the_seat_that_sits_out() -> None:
    state = act(worked_hand(), "pass", "order alone")  # Hank alone in spades, Luis out
    play(state, "9S KS AS")
    assert len(state.tricks) == 1 and [seat for seat, _ in state.tricks[0].plays] == [YOU, HANK, GLORIA]
    assert state.tricks[0].winner == GLORIA and state.to_act == GLORIA


# -------------------------------------------------------------------------------------- defending alone

def test_with_defend_alone_off_nobody_is_asked() -> None:
    state = act(worked_hand(), "order alone", "discard 9C")
    assert state.phase is Phase.PLAY and state.defender_alone is None


def test_defend_alone_always_asks_each_defender_in_turn_from_the_dealers_left() -> None:
    state = act(worked_hand(defend_alone=DefendAlone.ALWAYS), "order", "discard 9C")
    assert state.phase is Phase.DEFEND and state.to_act == HANK
    assert state.legal_actions() == [Action.pass_(), Action.defend_alone()]
    act(state, "pass")
    assert state.to_act == LUIS
    act(state, "defend_alone")
    assert state.defender_alone == LUIS and state.sitting_out == {HANK}
    assert state.phase is Phase.PLAY and state.leader == YOU


def test_after_both_defenders_pass_play_begins() -> None:
    state = act(worked_hand(defend_alone=DefendAlone.ALWAYS), "order", "discard 9C", "pass", "pass")
    assert state.phase is Phase.PLAY and state.defender_alone is None and state.sitting_out == frozenset()


def test_defend_alone_against_a_loner_only_is_not_offered_against_a_pair() -> None:
    state = act(worked_hand(defend_alone=DefendAlone.AGAINST_LONER), "order", "discard 9C")
    assert state.phase is Phase.PLAY
    state = act(worked_hand(defend_alone=DefendAlone.AGAINST_LONER), "order alone", "discard 9C")
    assert state.phase is Phase.DEFEND and state.to_act == HANK


@pytest.mark.parametrize("lead", list(LoneLead))
def test_when_both_sides_are_alone_two_play_ten_cards_and_the_lone_defender_leads(lead: LoneLead) -> None:
    state = act(worked_hand(defend_alone=DefendAlone.ALWAYS, lone_lead=lead),
                "order alone", "discard 9C", "pass", "defend_alone")
    assert state.sitting_out == {GLORIA, HANK}
    assert state.leader == LUIS
    play(state, "KD 9S")  # you have no diamond and trump with the 9♠
    assert [seat for seat, _ in state.tricks[0].plays] == [LUIS, YOU] and state.tricks[0].winner == YOU


def test_left_of_loner_lead_with_only_a_lone_defender_goes_left_of_the_defender() -> None:
    rules = {"defend_alone": DefendAlone.ALWAYS, "lone_lead": LoneLead.LEFT_OF_LONER}
    state = act(worked_hand(**rules), "order", "discard 9C", "defend_alone")  # Hank defends alone
    assert state.sitting_out == {LUIS} and state.leader == GLORIA
    state = act(worked_hand(defend_alone=DefendAlone.ALWAYS), "order", "discard 9C", "defend_alone")
    assert state.leader == YOU


# ------------------------------------------------------------------------------- no loner after passing

def test_no_loner_after_passing_bars_a_defender_who_passed_in_the_round_trump_was_made() -> None:
    rules = {"defend_alone": DefendAlone.ALWAYS, "no_loner_after_passing": True}
    # First round: you and Hank pass, Gloria orders up.  Hank passed, so only Luis may defend alone.
    state = act(worked_hand(**rules), "pass", "pass", "order", "discard 9C")
    assert state.phase is Phase.DEFEND and state.to_act == LUIS
    act(state, "pass")
    assert state.phase is Phase.PLAY


def test_no_loner_after_passing_counts_only_passes_of_the_round_trump_was_made_in() -> None:
    rules = {"defend_alone": DefendAlone.ALWAYS, "no_loner_after_passing": True}
    # Everyone passes the 10♠; in the second round you pass and Hank calls clubs.  You passed in that round;
    # Gloria passed only in the first, so she may still defend alone.
    state = act(worked_hand(**rules), *["pass"] * 4, "pass", "call C")
    assert state.phase is Phase.DEFEND and state.to_act == GLORIA
    act(state, "defend_alone")
    assert state.defender_alone == GLORIA and state.sitting_out == {YOU}


def test_no_loner_after_passing_leaves_nobody_to_ask_when_the_dealer_picks_up() -> None:
    rules = {"defend_alone": DefendAlone.ALWAYS, "no_loner_after_passing": True}
    state = act(worked_hand(**rules), "pass", "pass", "pass", "order", "discard 9C")
    assert state.phase is Phase.PLAY


# ------------------------------------------------------------------------------------------ partner's best

def test_partners_best_the_partner_passes_a_card_and_the_loner_discards_one() -> None:
    state = act(worked_hand(partners_best=True), "pass", "pass", "pass", "pass", "call H alone")
    assert state.phase is Phase.PARTNER_GIVE and state.to_act == GLORIA
    assert {a.card for a in state.legal_actions()} == cards("JD 9H AS KC QD")
    act(state, "give JD")
    assert state.phase is Phase.LONER_DISCARD and state.to_act == YOU
    assert hand_of(state, YOU) == cards("JH KH TH AC 9S JD")
    act(state, "discard 9S")
    assert hand_of(state, YOU) == cards("JH KH TH AC JD")
    assert state.buried == ((YOU, Card.parse("9S")),)
    assert state.phase is Phase.PLAY and state.sitting_out == {GLORIA}


def test_partners_best_comes_after_the_dealers_discard_when_the_dealer_is_alone() -> None:
    state = act(worked_hand(partners_best=True), "pass", "pass", "pass", "order alone")
    assert state.phase is Phase.DEALER_DISCARD
    act(state, "discard 9C")
    assert state.phase is Phase.PARTNER_GIVE and state.to_act == HANK
    act(state, "give AH", "discard TD")
    assert hand_of(state, LUIS) == cards("QS JC KD TS AH")


def test_partners_best_from_the_dealer_who_sits_out() -> None:
    state = act(worked_hand(partners_best=True), "pass", "order alone")  # Hank alone, Luis gives
    assert state.phase is Phase.PARTNER_GIVE and state.to_act == LUIS
    assert Card.parse("TS") not in hand_of(state, LUIS)


def test_partners_best_is_not_used_without_a_loner() -> None:
    state = act(worked_hand(partners_best=True), "pass", "pass", "pass", "pass", "call H")
    assert state.phase is Phase.PLAY


def test_partners_best_before_a_lone_defence() -> None:
    state = act(worked_hand(partners_best=True, defend_alone=DefendAlone.ALWAYS),
                "pass", "pass", "pass", "pass", "call H alone", "give JD", "discard 9S")
    assert state.phase is Phase.DEFEND and state.to_act == HANK
