"""Bid Euchre hints: the Expert's choice with a reason a player reads, naming what decided it."""

from __future__ import annotations

import random

from euchre_desktop.bots.bid.expert import ExpertBidBot
from euchre_desktop.bots.bid.hints import bid_hint, describe_bid_holding
from euchre_desktop.engine import Card
from euchre_desktop.engine.bid import BidAction, BidHandState, BidRules, BidView, Form, NoTrump, Strain

from .test_bid_bots import deal_with


def cards(text: str) -> tuple[Card, ...]:
    return tuple(Card.parse(code) for code in text.split())


def expert() -> ExpertBidBot:
    return ExpertBidBot(budget_ms=60.0, min_samples=8, max_samples=30)


def test_the_holding_names_bowers_trump_top_cards_and_voids() -> None:
    assert str(describe_bid_holding(cards("JS JC AS 9S AH AH"), Strain.SPADES)) == (
        "the right bower, the left bower and two more trump, the A♥ twice, void in clubs and diamonds")
    assert str(describe_bid_holding(cards("JS JS 9S 9C"), Strain.SPADES)) == (
        "both right bowers and one more trump, void in diamonds and hearts")
    assert str(describe_bid_holding(cards("9C 9D AH TS"), Strain.LOW)) == "the 9♣ and the 9♦"


def test_a_bid_names_the_bowers_and_the_chance_found() -> None:
    rules = BidRules()
    state = BidHandState(rules, deal_with(rules, {0: "JH JD AH KH AS 9C"}))
    advice = bid_hint(BidView.of(state, 0), random.Random(1), expert())
    assert advice.action.kind.value == "bid" and advice.action.bid is not None
    reason = str(advice.reason)
    assert reason.startswith(f"Bid {advice.action.bid.tricks} hearts: the right bower, the left bower")
    assert "to make it" in reason and 0.5 < float(advice.details["make"]) <= 1.0
    assert float(advice.details["ours"]) > 0.5


def test_a_pass_over_a_high_bid_quotes_the_risk_of_bidding_higher() -> None:
    rules = BidRules(no_trump=NoTrump.OFF)
    state = BidHandState(rules, deal_with(rules, {2: "9C TC 9D TD QH KS"}))
    for action in ("pass", "bid 5 S"):
        state.apply(BidAction.from_text(action))
    advice = bid_hint(BidView.of(state, 2), random.Random(1), expert())
    assert advice.action == BidAction.pass_()
    reason = str(advice.reason)
    assert reason.startswith("Pass: ") and ("set" in reason or "points more" in reason)


def test_a_forced_card_says_so_and_a_card_under_partners_winner_says_partner_has_it() -> None:
    rules = BidRules(no_trump=NoTrump.OFF, form=Form.SINGLE_4)
    deal = deal_with(rules, {0: "AH JS AS KS 9C TC", 1: "TH QC 9S TS 9D TD", 2: "QS JC QD KD AD JD"})
    state = BidHandState(rules, deal)
    for action in ("bid 3 S", "pass", "pass", "pass", "play AH"):
        state.apply(BidAction.from_text(action))
    forced = bid_hint(BidView.of(state, 1), random.Random(1), expert())
    assert str(forced.reason) == f"Play the {forced.action.card}: it is your only legal card."
    state.apply(forced.action)
    under = bid_hint(BidView.of(state, 2), random.Random(1), expert())
    assert "partner's A♥ is winning the trick" in str(under.reason) or "same result" in str(under.reason)
