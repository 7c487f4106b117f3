"""The words of a Bid Euchre hand's end, as the summary says them."""

from __future__ import annotations

import random

import pytest

from euchre_desktop.engine.bid import Bid, BidDeal, BidOutcome, BidRules, Strain
from euchre_desktop.model.bid_events import BidHandSummary
from euchre_desktop.ui.bid_words import bid_headline

NAMES = ("You", "Hank", "Gloria", "Luis")


@pytest.mark.parametrize(("outcome", "points", "said"), [
    (BidOutcome.MADE, (4, 0), "Made: 4 points to You & Gloria"),
    (BidOutcome.SET, (-4, 0), "Set! 4 points off You & Gloria"),
    (BidOutcome.MOON_MADE, (12, 0), "Moon made! 12 points to You & Gloria"),
    (BidOutcome.MOON_FAILED, (-12, 0), "The moon failed: 12 points off You & Gloria"),
])
def test_each_end_of_a_bid_hand_is_said_for_the_bidders(outcome: BidOutcome, points: tuple[int, int],
                                                        said: str) -> None:
    rules = BidRules()
    summary = BidHandSummary(0, outcome, 2, Bid(4, Strain.HEARTS), (4, 2), points, points,
                             BidDeal.random(rules, 0, random.Random(1)), rules)
    assert bid_headline(summary, NAMES) == said


def test_a_number_key_of_the_bid_panel_is_named_one_trick_or_many(qtbot: object) -> None:
    from euchre_desktop.ui.bid_euchre_panel import _KeyButton

    assert [_KeyButton(str(count), "", count).accessibleName() for count in (1, 4)] == ["1 trick", "4 tricks"]
