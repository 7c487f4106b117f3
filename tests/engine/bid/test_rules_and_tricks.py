"""Bid Euchre's rule options, pack, deal and trick winners."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from euchre_desktop.engine import Card, Suit
from euchre_desktop.engine.bid import (
    BidDeal,
    BidRules,
    BidRulesError,
    Form,
    NoTrump,
    Strain,
    legal_plays,
    pack,
    trick_winner,
)


def cards(text: str) -> list[Card]:
    return [Card.parse(code) for code in text.split()]


def test_defaults_follow_the_issue() -> None:
    rules = BidRules()
    assert (rules.seats, rules.tricks, rules.lowest_bid, rules.moon_points, rules.target) == (4, 6, 3, 12, 32)
    double = BidRules(form=Form.DOUBLE_4)
    assert (double.tricks, double.lowest_bid, double.moon_points) == (12, 6, 24)
    six = BidRules(form=Form.DOUBLE_6)
    assert (six.seats, six.tricks, six.lowest_bid, six.moon_points) == (6, 8, 4, 24)
    assert BidRules(minimum_bid=2, moon_value=20).lowest_bid == 2


def test_rules_moved_to_another_form_keep_the_options_that_fit_it() -> None:
    rules = BidRules(benny=True, no_trump=NoTrump.OFF, minimum_bid=2, moon_value=30, target=50)
    assert rules.in_form(Form.SINGLE_4) is rules
    six = rules.in_form(Form.DOUBLE_6)
    assert six == BidRules(form=Form.DOUBLE_6, no_trump=NoTrump.OFF, moon_value=30, target=50)
    assert (six.lowest_bid, six.in_form(Form.SINGLE_4).benny) == (4, False)


@pytest.mark.parametrize(("changes", "words"), [
    ({"benny": True}, "no-trump"),
    ({"benny": True, "no_trump": NoTrump.OFF, "form": Form.DOUBLE_4}, "single pack"),
    ({"target": 10}, "target"),
    ({"target": None}, "exactly one"),
    ({"minimum_bid": 7}, "minimum bid"),
    ({"partners_best": 3}, "partner's best"),
    ({"moon_over_moon": True}, "moon over a moon"),
    ({"defenders_score": 1}, "True or False"),
])
def test_impossible_rules_are_refused_with_the_reason(changes: dict[str, object], words: str) -> None:
    with pytest.raises(BidRulesError, match=words):
        BidRules(**changes)  # type: ignore[arg-type]


@pytest.mark.parametrize("rules", [BidRules(), BidRules(benny=True, no_trump=NoTrump.OFF),
                                   BidRules(form=Form.DOUBLE_4), BidRules(form=Form.DOUBLE_6)])
def test_the_whole_pack_is_dealt(rules: BidRules) -> None:
    deal = BidDeal.random(rules, 1, random.Random(5))
    deal.validate(rules)
    assert [len(hand) for hand in deal.hands] == [rules.tricks] * rules.seats
    dealt = Counter(card for hand in deal.hands for card in hand) + Counter(deal.kitty)
    assert dealt == Counter(pack(rules))
    assert len(deal.kitty) == (1 if rules.benny else 0)


def test_a_deal_with_a_card_missing_is_refused() -> None:
    rules = BidRules(form=Form.DOUBLE_4)
    deal = BidDeal.random(rules, 0, random.Random(1))
    hands = list(deal.hands)
    hands[0] = (*hands[0][:-1], hands[1][0])
    with pytest.raises(ValueError, match="missing"):
        BidDeal(0, tuple(hands)).validate(rules)


def test_of_two_identical_cards_the_first_played_wins() -> None:
    plays = list(zip(range(4), cards("AH KH AH 9H"), strict=True))
    assert trick_winner(plays, Strain.SPADES) == 0
    assert trick_winner(plays, Strain.HIGH) == 0
    assert trick_winner(list(zip(range(4), cards("9H JD JD JH"), strict=True)), Strain.HEARTS) == 3
    assert trick_winner(list(zip(range(4), cards("9H JD JD 9S"), strict=True)), Strain.HEARTS) == 1


def test_no_trump_has_no_bowers_and_low_reverses_the_ranks() -> None:
    plays = list(zip(range(4), cards("QH JH JD AH"), strict=True))
    assert trick_winner(plays, Strain.HEARTS) == 1
    assert trick_winner(plays, Strain.DIAMONDS) == 2
    assert trick_winner(plays, Strain.HIGH) == 3
    assert trick_winner(plays, Strain.LOW) == 1  # JD is off suit; of the hearts the jack ranks lowest
    assert trick_winner(list(zip(range(4), cards("TH 9H 9S AH"), strict=True)), Strain.LOW) == 1


def test_the_left_bower_follows_trump_not_its_printed_suit() -> None:
    hand = cards("JD AD 9C")
    assert legal_plays(hand, Suit.DIAMONDS, Strain.HEARTS) == (Card.parse("AD"),)
    assert legal_plays(hand, Suit.HEARTS, Strain.HEARTS) == (Card.parse("JD"),)
    assert set(legal_plays(hand, Suit.DIAMONDS, Strain.HIGH)) == set(cards("JD AD"))
    assert legal_plays(cards("AD AD 9C"), None, Strain.HIGH) == tuple(sorted(set(cards("AD 9C"))))
