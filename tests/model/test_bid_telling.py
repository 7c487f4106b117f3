"""Telling a Bid Euchre hand: what the table is told of each action, the same live and replayed, and never a
card the player may not see."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from euchre_desktop.engine.bid import Bid, BidAction, BidDeal, BidHandState, BidRules, Form, Strain
from euchre_desktop.engine.cards import parse_cards
from euchre_desktop.model.bid_events import BidCalled, BidDealt, ContractSettled, TricksTaken
from euchre_desktop.model.bid_telling import needed_tricks, replayed, tell_bid, tell_bid_hand
from euchre_desktop.model.table_events import CardBuried, CardGiven, CardPlayed, PlayStarted, SatOut, TrickWon

FORMS = [BidRules(), BidRules(form=Form.DOUBLE_4), BidRules(partners_best=1),
         BidRules(form=Form.DOUBLE_4, partners_best=2, moon_over_moon=True)]


def play_randomly(rules: BidRules, seed: int, viewer: int) -> tuple[BidHandState, list[object]]:
    rng = random.Random(seed)
    state = BidHandState(rules, BidDeal.random(rules, rng.randrange(4), rng))
    told: list[object] = []
    while state.result is None:
        legal = state.legal_actions()
        moons = [a for a in legal if a.bid is not None and a.bid.moon]
        action = rng.choice(moons) if moons and rng.random() < 0.3 else rng.choice(legal)
        before = replayed(state)
        state.apply(action)
        told.extend(tell_bid(before, action, state, viewer=viewer))
    return state, told


@settings(max_examples=40, deadline=None)
@given(st.integers(0, 10_000), st.sampled_from(FORMS), st.integers(0, 3))
def test_a_hand_told_live_is_the_hand_told_again_and_hides_what_the_player_may_not_see(
        seed: int, rules: BidRules, viewer: int) -> None:
    state, told = play_randomly(rules, seed, viewer)
    again = tell_bid_hand(state, hand_index=0, viewer=viewer)
    assert isinstance(again[0], BidDealt) and list(again[1:]) == told
    dealt = again[0]
    assert all(card is None for seat, hand in enumerate(dealt.hands) if seat != viewer for card in hand)
    assert list(dealt.hands[viewer]) == list(state.deal.hands[viewer])
    assert len([e for e in told if isinstance(e, BidCalled)]) == 4
    if state.contract is None:
        return
    contract = [e for e in told if isinstance(e, ContractSettled)]
    assert len(contract) == 1 and contract[0].needed == needed_tricks(state)
    assert sum(contract[0].needed) == rules.tricks + 1
    assert [e.seat for e in told if isinstance(e, SatOut)] == sorted(state.sitting_out)
    for event in told:
        if isinstance(event, CardGiven):
            assert (event.card is not None) == (viewer in (event.giver, event.receiver))
        if isinstance(event, CardBuried):
            assert (event.card is not None) == (event.seat == viewer) and event.aside
    plays = [e for e in told if isinstance(e, CardPlayed)]
    assert len(plays) == rules.tricks * state.active_seats
    taken = [e for e in told if isinstance(e, TricksTaken)]
    assert len(taken) == len([e for e in told if isinstance(e, TrickWon)]) == rules.tricks
    assert taken[-1].taken == tuple(state.tricks_won)
    started = told.index(next(e for e in told if isinstance(e, PlayStarted)))
    assert all(told.index(e) > started for e in plays[:1])


def test_a_moon_with_partners_best_is_told_gift_by_gift_then_the_discards() -> None:
    rules = BidRules(partners_best=1)
    hands = ("9C TC JC QC KC AC", "9D TD JD QD KD AD", "9H TH JH QH KH AH", "9S TS JS QS KS AS")
    state = BidHandState(rules, BidDeal(3, tuple(parse_cards(hand) for hand in hands)))
    told = []
    for action in (BidAction.make(Bid(0, Strain.CLUBS, moon=True, help=1)), BidAction.pass_(),
                   BidAction.pass_(), BidAction.pass_(), BidAction.give(parse_cards("AH")[0]),
                   BidAction.discard(parse_cards("9C")[0])):
        before = replayed(state)
        state.apply(action)
        told.append(tell_bid(before, action, state, viewer=1))
    assert told[3][-1] == ContractSettled(0, Bid(0, Strain.CLUBS, moon=True, help=1), 0, (6, 1))
    assert told[4] == (CardGiven(2, 0, None), SatOut(2))  # the player (seat 1) sees neither card
    assert told[5] == (CardBuried(0, None, aside=True), PlayStarted(0))
