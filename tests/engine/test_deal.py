"""Dealing: five cards each in packets of three and two, the kitty with its upcard, and bad deals refused."""

from __future__ import annotations

import random

import pytest

from euchre_desktop.engine import BENNY, Card, Deal, HandState, Rules, deal_sequence

from .scenario import make_deal

WORKED = ("JH KH TH AC 9S", "AH QH KS TC AD", "JD 9H AS KC QD", "QS JC 9C TD KD")


def test_three_then_two_gives_each_player_the_other_number_on_the_second_pass() -> None:
    assert deal_sequence("3-2", 4) == [(1, 3), (2, 2), (3, 3), (4, 2), (1, 2), (2, 3), (3, 2), (4, 3)]
    assert deal_sequence("2-3", 4) == [(1, 2), (2, 3), (3, 2), (4, 3), (1, 3), (2, 2), (3, 3), (4, 2)]
    for packets in ("3-2", "2-3"):
        for players in (4, 3):
            per_seat = [0] * players
            for offset, count in deal_sequence(packets, players):
                per_seat[offset % players] += count
            assert per_seat == [5] * players
    with pytest.raises(ValueError, match="packets must be"):
        deal_sequence("4-1", 4)


@pytest.mark.parametrize(("rules", "kitty"), [(Rules(), 4), (Rules(benny=True), 5), (Rules(players=3), 9),
                                              (Rules(players=3, benny=True), 10)])
def test_a_random_deal_gives_five_each_and_the_rest_to_the_kitty(rules: Rules, kitty: int) -> None:
    deal = Deal.random(rules, 1, random.Random(3))
    deal.validate(rules)
    assert [len(hand) for hand in deal.hands] == [5] * rules.players
    assert len(deal.kitty) == kitty and deal.upcard == deal.kitty[0]
    assert deal.packets in ("3-2", "2-3") and deal.dealer == 1


def test_the_same_random_state_deals_the_same_cards_and_packets() -> None:
    assert Deal.random(Rules(), 0, random.Random(9)) == Deal.random(Rules(), 0, random.Random(9))
    patterns = {Deal.random(Rules(), 0, random.Random(seed)).packets for seed in range(20)}
    assert patterns == {"3-2", "2-3"}


GOOD = make_deal(*WORKED, upcard="TS")
HANDS, KITTY = GOOD.hands, GOOD.kitty


@pytest.mark.parametrize(("deal", "complaint"), [
    (Deal(4, HANDS, KITTY), "dealer seat 4 does not exist with 4 players"),
    (Deal(3, HANDS[:3], KITTY), "3 hands dealt for 4 players"),
    (Deal(3, HANDS, KITTY, "5-0"), "packets must be '3-2' or '2-3', not '5-0'"),
    (Deal(3, (*HANDS[:3], HANDS[3][:4]), KITTY), "seat 3 holds 4 cards, not 5"),
    (Deal(3, HANDS, (*KITTY[:3], Card.parse("JH"))), "dealt twice: J♥; missing: J♠"),
    (Deal(3, HANDS, (*KITTY, BENNY)), "not in this deck: Benny"),
])
def test_a_deal_that_does_not_fit_the_rules_is_refused_with_the_reason(deal: Deal, complaint: str) -> None:
    with pytest.raises(ValueError) as refused:
        HandState(Rules(), deal)
    assert complaint in str(refused.value)


def test_the_score_before_the_hand_needs_one_entry_per_side() -> None:
    with pytest.raises(ValueError, match="scores_before needs 2 entries, not 3"):
        HandState(Rules(), make_deal(*WORKED, upcard="TS"), scores_before=(1, 2, 3))
