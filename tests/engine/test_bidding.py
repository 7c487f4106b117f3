"""Making trump: the two rounds of bidding, the dealer's pick-up and discard, stick the dealer, thrown-in
hands, the Canadian loner, the Benny turned up and three-handed cutthroat."""

from __future__ import annotations

import pytest

from euchre_desktop.engine import (
    BENNY,
    Action,
    ActionKind,
    Card,
    HandOutcome,
    HandState,
    IllegalActionError,
    Phase,
    Rules,
    Suit,
)

from .scenario import GLORIA, HANK, LUIS, YOU, act, cards, hand_of, new_hand, refused, snapshot

# The deal of seed 002's worked hand: Luis deals and turns up the 10♠.
WORKED = ("JH KH TH AC 9S", "AH QH KS TC AD", "JD 9H AS KC QD", "QS JC 9C TD KD")


def worked_hand(rules: Rules | None = None) -> HandState:
    return new_hand(*WORKED, upcard="TS", rules=rules or Rules())


def test_the_first_round_starts_left_of_the_dealer_and_offers_the_upcard() -> None:
    state = worked_hand()
    assert state.phase is Phase.BID_ROUND_1 and state.to_act == YOU
    assert state.upcard == Card.parse("TS")
    assert [str(a) for a in state.legal_actions()] == ["pass", "order up", "order up alone"]
    act(state, "pass")
    assert state.to_act == HANK


def test_after_four_passes_the_second_round_starts_left_of_the_dealer_without_the_turned_down_suit() -> None:
    state = act(worked_hand(), "pass", "pass", "pass", "pass")
    assert state.phase is Phase.BID_ROUND_2 and state.to_act == YOU
    named = {a.suit for a in state.legal_actions() if a.kind.value == "call"}
    assert named == {Suit.CLUBS, Suit.DIAMONDS, Suit.HEARTS}
    assert Action.pass_() in state.legal_actions()
    error = refused(state, "call S", "turned-down suit")
    assert "spades was turned down" in str(error)


def test_ordering_up_makes_the_dealer_pick_up_and_bury_one_card_face_down() -> None:
    state = act(worked_hand(), "order")
    assert state.trump is Suit.SPADES and state.maker == YOU and not state.maker_alone
    assert state.phase is Phase.DEALER_DISCARD and state.to_act == LUIS
    assert hand_of(state, LUIS) == cards("QS JC 9C TD KD TS")
    act(state, "discard 9C")
    assert hand_of(state, LUIS) == cards("QS JC TD KD TS")
    assert state.buried == ((LUIS, Card.parse("9C")),)
    assert state.phase is Phase.PLAY and state.to_act == YOU


def test_the_dealer_picks_up_by_accepting_last_in_the_first_round() -> None:
    state = act(worked_hand(), "pass", "pass", "pass", "order")
    assert state.maker == LUIS and state.phase is Phase.DEALER_DISCARD


def test_by_default_the_dealer_may_bury_the_card_just_picked_up() -> None:
    state = act(worked_hand(), "order")
    assert Action.discard(Card.parse("TS")) in state.legal_actions()
    act(state, "discard TS")
    assert state.buried == ((LUIS, Card.parse("TS")),)


def test_with_the_option_off_the_dealer_may_not_bury_the_upcard() -> None:
    state = act(worked_hand(Rules(dealer_may_discard_upcard=False)), "order")
    assert Action.discard(Card.parse("TS")) not in state.legal_actions()
    assert len(state.legal_actions()) == 5
    refused(state, "discard TS", "discarding the upcard")


def test_a_call_in_the_second_round_picks_nothing_up() -> None:
    state = act(worked_hand(), "pass", "pass", "pass", "pass", "call H")
    assert state.trump is Suit.HEARTS and state.maker == YOU
    assert hand_of(state, LUIS) == cards("QS JC 9C TD KD")
    assert state.phase is Phase.PLAY and state.to_act == YOU


def test_stick_the_dealer_the_dealer_must_name_a_suit_after_three_passes() -> None:
    state = act(worked_hand(), *["pass"] * 7)
    assert state.to_act == LUIS
    assert Action.pass_() not in state.legal_actions()
    assert {a.suit for a in state.legal_actions()} == {Suit.CLUBS, Suit.DIAMONDS, Suit.HEARTS}
    refused(state, "pass", "stick the dealer")
    act(state, "call D")
    assert state.maker == LUIS and state.trump is Suit.DIAMONDS


def test_without_stick_the_dealer_eight_passes_throw_the_hand_in_with_no_score() -> None:
    state = act(worked_hand(Rules(stick_the_dealer=False)), *["pass"] * 8)
    assert state.phase is Phase.DONE and state.result is not None
    assert state.result.outcome is HandOutcome.THROWN_IN
    assert state.result.points == (0, 0) and state.result.maker is None
    refused(state, "pass", "hand over")


def test_the_dealers_partner_ordering_alone_makes_the_dealer_sit_out_and_nobody_picks_up() -> None:
    state = act(worked_hand(), "pass", "order alone")  # Hank is Luis's partner
    assert state.maker == HANK and state.maker_alone
    assert state.sitting_out == {LUIS}
    assert hand_of(state, LUIS) == cards("QS JC 9C TD KD")  # the 10♠ stays turned up, out of play
    assert state.buried == ()
    assert state.phase is Phase.PLAY and state.to_act == YOU


def test_an_opponent_of_the_dealer_ordering_alone_still_has_the_dealer_pick_up_and_discard() -> None:
    state = act(worked_hand(), "order alone")
    assert state.maker == YOU and state.sitting_out == {GLORIA}
    assert state.phase is Phase.DEALER_DISCARD and state.to_act == LUIS
    assert Card.parse("TS") in hand_of(state, LUIS)
    act(state, "discard 9C")
    assert state.phase is Phase.PLAY


def test_the_dealer_may_pick_up_alone() -> None:
    state = act(worked_hand(), "pass", "pass", "pass", "order alone")
    assert state.maker == LUIS and state.maker_alone and state.sitting_out == {HANK}
    assert state.phase is Phase.DEALER_DISCARD


def test_going_alone_is_declared_with_a_second_round_call() -> None:
    state = act(worked_hand(), "pass", "pass", "pass", "pass", "pass", "call C alone")
    assert state.maker == HANK and state.maker_alone and state.sitting_out == {LUIS}


def test_canadian_loner_the_dealers_partner_who_orders_up_must_go_alone() -> None:
    state = act(worked_hand(Rules(canadian_loner=True)), "pass")
    assert state.to_act == HANK
    assert [str(a) for a in state.legal_actions()] == ["pass", "order up alone"]
    error = refused(state, "order", "canadian loner")
    assert "must go alone" in str(error)
    act(state, "order alone")
    assert state.maker_alone and state.sitting_out == {LUIS}


def test_canadian_loner_binds_nobody_else_and_not_the_second_round() -> None:
    rules = Rules(canadian_loner=True)
    assert Action.order_up() in worked_hand(rules).legal_actions()  # you are the dealer's opponent
    state = act(worked_hand(rules), "pass", "pass", "pass", "pass", "pass", "call C")
    assert state.maker == HANK and not state.maker_alone


def test_when_the_benny_is_turned_up_the_dealer_names_any_suit_and_takes_the_benny() -> None:
    rules = Rules(benny=True)
    state = new_hand(*WORKED, upcard="BN", rules=rules)
    assert state.phase is Phase.BENNY_CALL and state.to_act == LUIS
    assert {a.suit for a in state.legal_actions()} == set(Suit)
    assert Action.call(Suit.SPADES, alone=True) in state.legal_actions()
    error = refused(state, "pass", "benny turned up")
    assert "dealer must name trump" in str(error)
    act(state, "call S")
    assert state.maker == LUIS and state.trump is Suit.SPADES
    assert state.phase is Phase.DEALER_DISCARD and BENNY in hand_of(state, LUIS)
    act(state, "discard 9C")
    assert state.phase is Phase.PLAY and state.to_act == YOU


def test_cutthroat_deals_fifteen_and_the_maker_always_plays_alone_against_the_other_two() -> None:
    rules = Rules(players=3)
    state = new_hand("JH KH TH AC 9S", "AH QH KS TC AD", "JD 9H AS KC QD", upcard="TS", dealer=2,
                     rules=rules)
    assert len(state.deal.kitty) == 9
    assert state.to_act == YOU
    assert [str(a) for a in state.legal_actions()] == ["pass", "order up"]
    refused(state, "order alone", "cutthroat")
    act(state, "order")
    assert state.maker_alone and state.sitting_out == frozenset()
    assert state.phase is Phase.DEALER_DISCARD and state.to_act == 2


def test_cutthroat_second_round_has_no_lone_calls_and_sticks_the_dealer() -> None:
    state = new_hand("JH KH TH AC 9S", "AH QH KS TC AD", "JD 9H AS KC QD", upcard="TS", dealer=2,
                     rules=Rules(players=3))
    act(state, *["pass"] * 5)
    assert state.phase is Phase.BID_ROUND_2 and state.to_act == 2
    assert all(not a.alone for a in state.legal_actions()) and Action.pass_() not in state.legal_actions()
    refused(state, "call H alone", "cutthroat")
    act(state, "call H")
    assert state.maker == 2 and state.maker_alone and state.phase is Phase.PLAY


@pytest.mark.parametrize("action", ["play JH", "discard JH", "give JH", "defend_alone", "farmer", "call H"])
def test_an_action_of_another_phase_is_refused_as_wrong_phase(action: str) -> None:
    error = refused(worked_hand(), action, "wrong phase")
    assert "bid round 1" in str(error)


def test_a_discard_of_a_card_the_dealer_does_not_hold_is_refused() -> None:
    state = act(worked_hand(), "order")
    error = refused(state, "discard AH", "card not in hand")
    assert str(error) == "seat 3 does not hold A♥"


@pytest.mark.parametrize(("phase_actions", "odd"), [
    ((), Action(ActionKind.PASS, alone=True)),
    (("pass",) * 4, Action(ActionKind.PASS, alone=True)),  # not mistaken for stick the dealer
    (("pass",) * 4, Action(ActionKind.CALL)),  # a call with no suit
    (("order",), Action(ActionKind.DISCARD)),  # a discard with no card
    (("order",), Action(ActionKind.DISCARD, card=Card.parse("9C"), suit=Suit.CLUBS)),
])
def test_an_action_the_constructors_would_not_build_is_refused_as_malformed(phase_actions: tuple[str, ...],
                                                                         odd: Action) -> None:
    state = act(worked_hand(), *phase_actions)
    before = snapshot(state)
    with pytest.raises(IllegalActionError) as error:
        state.apply(odd)
    assert error.value.rule == "malformed action" and snapshot(state) == before
