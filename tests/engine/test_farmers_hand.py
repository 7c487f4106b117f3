"""Farmer's hand: a hand of only nines and tens may be shown and thrown in (seed 003) or exchanged with the
kitty (seed 004)."""

from __future__ import annotations

from euchre_desktop.engine import Action, Card, FarmersHand, HandOutcome, Match, Phase, Rules
from euchre_desktop.engine.view import PlayerView

from .scenario import GLORIA, HANK, LUIS, YOU, act, cards, hand_of, make_deal, new_hand

# Gloria holds only nines and tens.  Luis deals and turns up the 10♠; below it lie the J♠, K♠ and A♠.
FARMER = ("JH KH TH AH QH", "JD QD KD AD 9S", "9C TC 9D TD 9H", "QS JC AC KC QC")


def test_with_the_rule_off_a_farmers_hand_is_played_as_dealt() -> None:
    state = new_hand(*FARMER, upcard="TS")
    assert state.phase is Phase.BID_ROUND_1 and state.to_act == YOU


def test_redeal_the_farmer_may_show_the_hand_and_throw_it_in() -> None:
    state = new_hand(*FARMER, upcard="TS", rules=Rules(farmers_hand=FarmersHand.REDEAL))
    assert state.phase is Phase.FARMER and state.to_act == GLORIA
    assert state.legal_actions() == [Action.pass_(), Action.farmer()]
    act(state, "farmer")
    assert state.phase is Phase.DONE and state.result is not None
    assert state.result.outcome is HandOutcome.FARMER_REDEAL and state.result.points == (0, 0)
    assert state.result.redeal_same_dealer


def test_a_farmer_who_passes_lets_the_bidding_start_left_of_the_dealer() -> None:
    state = new_hand(*FARMER, upcard="TS", rules=Rules(farmers_hand=FarmersHand.REDEAL))
    act(state, "pass")
    assert state.phase is Phase.BID_ROUND_1 and state.to_act == YOU


def test_only_nines_and_tens_make_a_farmers_hand() -> None:
    rules = Rules(farmers_hand=FarmersHand.REDEAL)
    almost = new_hand("JH KH TH AH QH", "9D QD KD AD 9S", "9C TC JD TD 9H", "QS JC AC KC QC", upcard="TS",
                      rules=rules)
    assert almost.phase is Phase.BID_ROUND_1
    with_benny = new_hand("JH KH TH AH QH", "JD QD KD AD 9S", "9C TC 9D TD BN", "QS JC AC KC QC", upcard="9H",
                          rules=Rules(farmers_hand=FarmersHand.REDEAL, benny=True))
    assert with_benny.phase is Phase.BID_ROUND_1  # the Benny is no farmer's card


def test_exchange_the_farmer_takes_the_three_face_down_kitty_cards_and_returns_three() -> None:
    state = new_hand(*FARMER, upcard="TS", rules=Rules(farmers_hand=FarmersHand.EXCHANGE))
    act(state, "farmer")
    assert state.phase is Phase.FARMER_RETURN and state.to_act == GLORIA
    assert hand_of(state, GLORIA) == cards("9C TC 9D TD 9H JS KS AS")
    assert len(state.legal_actions()) == 8
    act(state, "discard 9C", "discard TC")
    assert state.phase is Phase.FARMER_RETURN
    act(state, "discard 9D")
    assert hand_of(state, GLORIA) == cards("TD 9H JS KS AS")
    assert [card for _seat, card in state.buried] == list(cards_in_order("9C TC 9D"))
    assert state.phase is Phase.BID_ROUND_1 and state.to_act == YOU
    assert state.upcard == Card.parse("TS")  # the upcard is untouched


def test_the_farmers_returned_cards_are_hidden_from_the_other_seats() -> None:
    state = new_hand(*FARMER, upcard="TS", rules=Rules(farmers_hand=FarmersHand.EXCHANGE))
    act(state, "farmer", "discard 9C", "discard TC", "discard 9D")
    assert PlayerView.of(state, GLORIA).own_buried == cards_in_order("9C TC 9D")
    hank = PlayerView.of(state, HANK)
    assert hank.own_buried == () and hank.history[-1] == (GLORIA, Action.discard(None))
    assert not cards("JS KS AS 9C TC 9D") & set(hank.hand)


def test_after_a_farmers_redeal_the_same_dealer_deals_again_and_the_hand_does_not_count() -> None:
    rules = Rules(farmers_hand=FarmersHand.REDEAL, target=None, fixed_hands=1)
    match = Match(rules, seed=1, first_deal=make_deal(*FARMER, upcard="TS"))
    match.apply(Action.farmer())
    assert match.hand_over and match.scores == [0, 0] and match.hands_scored == 0
    assert not match.is_over
    assert match.deal_next().dealer == LUIS


def cards_in_order(text: str) -> tuple[Card, ...]:
    return tuple(Card.parse(code) for code in text.split())
