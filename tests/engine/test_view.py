"""What one seat may know: its own hand, the upcard, every public action, its own buried card; no more."""

from __future__ import annotations

import pytest

from euchre_desktop.engine import DECK_24, Action, Card, HandState, PlayerView, Rules, parse_cards

from .scenario import GLORIA, HANK, LUIS, YOU, act, cards, new_hand, play

WORKED = ("JH KH TH AC 9S", "AH QH KS TC AD", "JD 9H AS KC QD", "QS JC 9C TD KD")


def worked_hand(rules: Rules | None = None) -> HandState:
    return new_hand(*WORKED, upcard="TS", rules=rules or Rules(), scores=(6, 7))


def test_a_seat_sees_its_own_hand_the_upcard_and_the_score() -> None:
    view = PlayerView.of(worked_hand(), YOU)
    assert set(view.hand) == set(view.dealt) == cards("JH KH TH AC 9S")
    assert view.upcard == Card.parse("TS") and view.dealer == LUIS and view.scores == (6, 7)
    assert view.to_act == YOU and view.legal_actions == (Action.pass_(), Action.order_up(),
                                                          Action.order_up(alone=True))
    assert len(view.unseen_cards()) == 24 - 5 - 1


def test_only_the_seat_to_act_is_given_legal_actions() -> None:
    assert PlayerView.of(worked_hand(), HANK).legal_actions == ()


def test_the_dealers_discard_is_hidden_from_everyone_but_the_dealer() -> None:
    state = act(worked_hand(), "order", "discard 9C")
    luis, you = PlayerView.of(state, LUIS), PlayerView.of(state, YOU)
    assert luis.history[-1] == (LUIS, Action.discard(Card.parse("9C")))
    assert luis.own_buried == (Card.parse("9C"),)
    assert you.history[-1] == (LUIS, Action.discard(None)) and you.own_buried == ()
    assert Card.parse("9C") in you.unseen_cards()
    assert Card.parse("9C") not in luis.unseen_cards()
    assert you.upcard_picked_up and Card.parse("TS") not in you.unseen_cards()


def test_the_upcard_is_not_picked_up_after_a_second_round_call_or_when_the_dealer_sits_out() -> None:
    called = act(worked_hand(), "pass", "pass", "pass", "pass", "call H")
    assert not PlayerView.of(called, YOU).upcard_picked_up
    assert not PlayerView.of(act(worked_hand(), "pass", "order alone"), YOU).upcard_picked_up


def test_partners_best_is_seen_by_the_giver_and_the_loner_only() -> None:
    state = act(worked_hand(Rules(partners_best=True)), "pass", "pass", "pass", "pass", "call H alone",
                "give JD", "discard 9S")
    give = Action.give(Card.parse("JD"))
    assert give in [a for _s, a in PlayerView.of(state, YOU).history]
    assert give in [a for _s, a in PlayerView.of(state, GLORIA).history]
    for seat in (HANK, LUIS):
        history = [a for _s, a in PlayerView.of(state, seat).history]
        assert Action.give(None) in history and give not in history
        assert Action.discard(None) in history


def test_played_cards_and_the_trick_in_progress_are_public() -> None:
    state = act(worked_hand(), "pass", "pass", "pass", "pass", "call H")
    play(state, "JH QH 9H 9C  AC")
    view = PlayerView.of(state, LUIS)
    assert view.played_cards == parse_cards("JH QH 9H 9C AC")
    assert view.trick == ((YOU, Card.parse("AC")),) and view.leader == YOU
    assert view.tricks_won == (1, 0, 0, 0) and view.trump is not None
    assert set(view.unseen_cards()) == set(DECK_24) - set(view.played_cards) - set(view.hand) - {view.upcard}


def test_a_view_of_a_seat_that_is_not_at_the_table_is_refused() -> None:
    with pytest.raises(ValueError, match="no seat 4"):
        PlayerView.of(worked_hand(), 4)
    assert PlayerView.of(worked_hand(), GLORIA).partner == YOU
