"""The Bid Euchre players: only legal actions, reproducible, and the judgement a player would notice."""

from __future__ import annotations

import random

import pytest

from euchre_desktop.bots.bid.arena import BID_BOTS, play_hand, run_pairing
from euchre_desktop.bots.bid.base import BidBot
from euchre_desktop.bots.bid.easy import EasyBidBot
from euchre_desktop.bots.bid.standard import StandardBidBot
from euchre_desktop.engine import Card
from euchre_desktop.engine.bid import (
    BidAction,
    BidActionKind,
    BidDeal,
    BidHandState,
    BidRules,
    BidView,
    Form,
    NoTrump,
    pack,
)

FORMS = [BidRules(), BidRules(form=Form.DOUBLE_4, partners_best=1),
         BidRules(form=Form.DOUBLE_6, partners_best=2, moon_over_moon=True)]


def deal_with(rules: BidRules, cards: dict[int, str], dealer: int = 3) -> BidDeal:
    """A deal giving these seats these cards, and the rest of the pack to the other seats in card order."""
    rest = list(pack(rules))
    hands: dict[int, list[Card]] = {}
    for seat, codes in cards.items():
        hands[seat] = [Card.parse(code) for code in codes.split()]
        for card in hands[seat]:
            rest.remove(card)
    for seat in range(rules.seats):
        if seat not in hands:
            hands[seat], rest = rest[:rules.tricks], rest[rules.tricks:]
    return BidDeal(dealer, tuple(tuple(hands[seat]) for seat in range(rules.seats)))


def standard_move(state: BidHandState) -> BidAction:
    return StandardBidBot().choose(BidView.of(state, state.to_act), random.Random(0))


@pytest.mark.parametrize("name", sorted(set(BID_BOTS) - {"expert"}))  # the Expert: test_bid_expert.py
@pytest.mark.parametrize("rules", FORMS, ids=[r.form.value for r in FORMS])
def test_every_player_finishes_hands_with_legal_actions_and_repeats_itself(name: str,
                                                                           rules: BidRules) -> None:
    bot = BID_BOTS[name]()
    assert isinstance(bot, BidBot)
    for number in range(3):
        deal = BidDeal.random(rules, number % rules.seats, random.Random(number))
        first = play_hand(rules, deal, [bot] * rules.seats, f"test/{number}")  # play_hand checks every action
        assert first == play_hand(rules, deal, [BID_BOTS[name]()] * rules.seats, f"test/{number}")


def test_standard_shoots_the_moon_with_every_trick_sure_and_passes_rubbish() -> None:
    rules = BidRules()
    choice = standard_move(BidHandState(rules, deal_with(rules, {0: "JH JD AH KH QH AS"})))
    assert choice.bid is not None and choice.bid.moon and choice.bid.strain.value == "H"
    weak = BidHandState(rules, deal_with(rules, {0: "JC QC JD QD KH KS"}))
    assert standard_move(weak) == BidAction.pass_()


def test_a_stuck_dealer_bids_the_minimum_in_its_best_suit() -> None:
    rules = BidRules()
    state = BidHandState(rules, deal_with(rules, {0: "9C TC QS KS AS 9D"}, dealer=0))
    for _ in range(3):
        state.apply(BidAction.pass_())
    for bot in (StandardBidBot(), EasyBidBot()):
        choice = bot.choose(BidView.of(state, 0), random.Random(0))
        assert choice.kind is BidActionKind.BID and choice.bid is not None and choice.bid.tricks == 3


def test_standard_does_not_trump_a_partners_sure_winner() -> None:
    rules = BidRules(no_trump=NoTrump.OFF)
    deal = deal_with(rules, {0: "AH JS AS KS 9C TC", 1: "TH QH 9S TS 9D TD", 2: "QS JC QD KD AD JD"})
    state = BidHandState(rules, deal)
    for action in ("bid 3 S", "pass", "pass", "pass", "play AH", "play TH"):
        state.apply(BidAction.from_text(action))
    assert standard_move(state) == BidAction.from_text("play JD")  # its lowest plain card


def test_standard_last_to_play_wins_with_its_cheapest_winner() -> None:
    rules = BidRules()
    deal = deal_with(rules, {0: "QC AH KH QH TH 9H", 1: "9C JH 9S TS 9D TD", 2: "TC QS KS AS QD KD",
                             3: "JC KC AC JS JD AD"})
    state = BidHandState(rules, deal)
    for action in ("bid 3 H", "pass", "pass", "pass", "play QC", "play 9C", "play TC"):
        state.apply(BidAction.from_text(action))
    assert standard_move(state) == BidAction.from_text("play KC")


def test_the_arena_is_reproducible_and_easy_beats_random() -> None:
    first = run_pairing(BidRules(), "easy", "random", 6, seed=2)
    again = run_pairing(BidRules(), "easy", "random", 6, seed=2)
    for result in (first, again):
        for side in result["sides"].values():
            side.pop("decision_ms")
    assert first == again
    assert first["deals"] == 6 and first["margin_per_hand"] > 0
