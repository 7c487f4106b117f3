"""The words of a Bid Euchre hand's end, as the summary says them."""

from __future__ import annotations

import random

import pytest

from euchre_desktop.engine.bid import Bid, BidDeal, BidOutcome, BidRules, Form, Strain
from euchre_desktop.model.bid_events import BidHandSummary
from euchre_desktop.ui.bid_words import bid_detail, bid_headline

NAMES = ("You", "Hank", "Gloria", "Luis")
SIX = ("You", "Hank", "Gloria", "Otto", "Mabel", "Luis")


def _summary(outcome: BidOutcome, bidder: int, bid: Bid, tricks: tuple[int, int],
             points: tuple[int, int], rules: BidRules) -> BidHandSummary:
    return BidHandSummary(0, outcome, bidder, bid, tricks, points, points,
                          BidDeal.random(rules, 0, random.Random(1)), rules)


@pytest.mark.parametrize(("outcome", "bidder", "points", "said"), [
    (BidOutcome.MADE, 2, (4, 0), "Made: 4 points to you and Gloria"),
    (BidOutcome.SET, 0, (-4, 0), "Set! 4 points off you and Gloria"),
    (BidOutcome.MOON_MADE, 3, (0, 12), "Moon made! 12 points to Hank and Luis"),
    (BidOutcome.MOON_FAILED, 1, (0, -12), "The moon failed: 12 points off Hank and Luis"),
])
def test_each_end_of_a_bid_hand_is_said_for_the_bidders(outcome: BidOutcome, bidder: int,
                                                        points: tuple[int, int], said: str) -> None:
    summary = _summary(outcome, bidder, Bid(4, Strain.HEARTS), (4, 2), points, BidRules())
    assert bid_headline(summary, NAMES) == said


@pytest.mark.parametrize(("bidder", "points", "headline", "detail"), [
    (0, (-6, 0), "Set! 6 points off your side", "You bid 6 spades; your side took 5 of 8 tricks."),
    (4, (-6, 0), "Set! 6 points off your side", "Mabel bid 6 spades; your side took 5 of 8 tricks."),
    (3, (0, -6), "Set! 6 points off the other side", "Otto bid 6 spades; the other side took 5 of 8 tricks."),
])
def test_a_side_of_three_is_named_as_a_side_not_a_list(bidder: int, points: tuple[int, int], headline: str,
                                                       detail: str) -> None:
    side = bidder % 2
    tricks = (5, 3) if side == 0 else (3, 5)
    rules = BidRules(form=Form.DOUBLE_6)
    summary = _summary(BidOutcome.SET, bidder, Bid(6, Strain.SPADES), tricks, points, rules)
    assert (bid_headline(summary, SIX), bid_detail(summary, SIX)) == (headline, detail)


@pytest.mark.parametrize(("bidder", "bid", "detail"), [
    (0, Bid(4, Strain.HEARTS), "You bid 4 hearts; you and Gloria took 4 of 6 tricks."),
    (2, Bid(4, Strain.HEARTS), "Gloria bid 4 hearts; you and Gloria took 4 of 6 tricks."),
    (1, Bid(4, Strain.HEARTS), "Hank bid 4 hearts; Hank and Luis took 2 of 6 tricks."),
    (0, Bid(0, Strain.CLUBS, moon=True), "You shot the moon in clubs and took 4 of the 6 tricks."),
])
def test_the_detail_says_who_bid_and_what_their_side_took(bidder: int, bid: Bid, detail: str) -> None:
    summary = _summary(BidOutcome.MADE, bidder, bid, (4, 2), (4, 0), BidRules())
    assert bid_detail(summary, NAMES) == detail


def test_a_number_key_of_the_bid_panel_is_named_one_trick_or_many(qtbot: object) -> None:
    from euchre_desktop.ui.bid_euchre_panel import _KeyButton

    assert [_KeyButton(str(count), "", count).accessibleName() for count in (1, 4)] == ["1 trick", "4 tricks"]
