"""A Bid Euchre hand: bidding, the stuck dealer and the thrown-in hand, the moon, bad input and scoring."""

from __future__ import annotations

import random

import pytest

from euchre_desktop.engine import Card, IllegalActionError
from euchre_desktop.engine.bid import (
    AllPass,
    Bid,
    BidAction,
    BidActionKind,
    BidDeal,
    BidHandState,
    BidMatch,
    BidOutcome,
    BidPhase,
    BidResult,
    BidRules,
    BidView,
    Form,
    NoTrump,
    Strain,
    match_winner,
    score_hand,
)

PASS = BidAction.pass_()


def bid(text: str) -> BidAction:
    return BidAction.from_text(f"bid {text}")


DEFAULT = BidRules()


def fresh(rules: BidRules = DEFAULT, dealer: int = 3, seed: int = 1) -> BidHandState:
    return BidHandState(rules, BidDeal.random(rules, dealer, random.Random(seed)))


def test_bidding_goes_once_round_from_the_dealers_left_and_the_high_bidder_leads() -> None:
    state = fresh(dealer=3)
    assert state.to_act == 0
    for action in (bid("3 H"), PASS, bid("4 low"), PASS):
        state.apply(action)
    assert (state.phase, state.bidder, state.contract) == (BidPhase.PLAY, 2, Bid(4, Strain.LOW))
    assert state.to_act == state.leader == 2


def test_the_stuck_dealer_must_bid_and_may_bid_above_the_minimum() -> None:
    state = fresh(dealer=3)
    for _ in range(3):
        state.apply(PASS)
    legal = state.legal_actions()
    assert PASS not in legal and bid("3 S") in legal and bid("6 high") in legal
    with pytest.raises(IllegalActionError) as error:
        state.apply(PASS)
    assert error.value.rule == "dealer stuck"


def test_when_all_pass_without_a_stuck_dealer_the_hand_is_thrown_in() -> None:
    state = fresh(BidRules(all_pass=AllPass.THROW_IN))
    for _ in range(4):
        state.apply(PASS)
    assert state.phase is BidPhase.DONE
    assert state.result == BidResult(BidOutcome.THROWN_IN, (0, 0))


@pytest.mark.parametrize(("before", "action", "rule"), [
    ((), bid("2 H"), "bid too low"),
    ((bid("4 H"),), bid("4 S"), "bid too low"),
    ((bid("moon C"),), bid("6 S"), "bid too low"),
    ((), bid("7 H"), "no such bid"),
    ((), bid("moon H help 1"), "no such bid"),
    ((), BidAction.play(Card.parse("9C")), "wrong phase"),
    ((), BidAction(BidActionKind.BID), "malformed action"),
])
def test_bad_bids_are_refused_and_change_nothing(before: tuple[BidAction, ...], action: BidAction,
                                                  rule: str) -> None:
    state = fresh()
    for earlier in before:
        state.apply(earlier)
    # Every seat's view holds the whole state between them (compiled by mypyc the state has no __dict__).
    snapshot = [BidView.of(state, seat) for seat in range(state.rules.seats)]
    with pytest.raises(IllegalActionError) as error:
        state.apply(action)
    assert error.value.rule == rule
    assert [BidView.of(state, seat) for seat in range(state.rules.seats)] == snapshot


def test_no_trump_bids_exist_only_when_the_rules_say() -> None:
    with pytest.raises(IllegalActionError, match="no-trump low") as error:
        fresh(BidRules(no_trump=NoTrump.HIGH)).apply(bid("3 low"))
    assert error.value.rule == "no such bid"
    strains = {action.bid.strain for action in fresh(BidRules(no_trump=NoTrump.OFF)).legal_actions()
               if action.bid is not None}
    assert strains == {Strain.CLUBS, Strain.DIAMONDS, Strain.HEARTS, Strain.SPADES}


def test_a_card_not_held_and_a_failure_to_follow_are_refused() -> None:
    state = fresh(dealer=3)
    for action in (bid("3 H"), PASS, PASS, PASS):
        state.apply(action)
    missing = next(card for card in state.hand(1) if card not in state.hand(0))
    with pytest.raises(IllegalActionError) as error:
        state.apply(BidAction.play(missing))
    assert error.value.rule == "card not in hand"
    lead = state.legal_actions()[0]
    state.apply(lead)
    legal = {action.card for action in state.legal_actions()}
    offsuit = [card for card in state.hand(1) if card not in legal]
    assert offsuit, "this deal gives seat 1 both cards of the suit led and others"
    with pytest.raises(IllegalActionError) as error:
        state.apply(BidAction.play(offsuit[0]))
    assert error.value.rule == "follow suit"


def test_a_moon_with_partners_best_in_the_six_seat_game() -> None:
    rules = BidRules(form=Form.DOUBLE_6, partners_best=2, moon_over_moon=True)
    state = fresh(rules, dealer=5)
    state.apply(bid("moon S help 2"))
    state.apply(bid("moon H help 1"))  # a moon taking fewer cards outbids one taking more
    with pytest.raises(IllegalActionError):
        state.apply(bid("moon D help 2"))
    for _ in range(4):
        state.apply(PASS)
    assert state.bidder == 1 and state.sitting_out == frozenset({3, 5})
    assert (state.phase, state.to_act) == (BidPhase.GIVE, 3)
    given = state.hand(3)[-1]
    state.apply(BidAction.give(given))
    assert state.to_act == 5 and state.hand(1).count(given) >= 1
    state.apply(BidAction.give(state.hand(5)[-1]))
    assert (state.phase, state.to_act, len(state.hand(1))) == (BidPhase.DISCARD, 1, 10)
    for view_seat, sees in ((3, True), (0, False), (5, False), (1, True)):
        assert (BidView.of(state, view_seat).history[6][1].card is not None) is sees
    state.apply(BidAction.discard(state.hand(1)[0]))
    state.apply(BidAction.discard(state.hand(1)[0]))
    assert (state.phase, state.to_act) == (BidPhase.PLAY, 1)
    while state.phase is BidPhase.PLAY:
        assert state.to_act not in state.sitting_out
        state.apply(state.legal_actions()[0])
    assert state.result is not None and sum(state.result.tricks) == 8
    assert len(state.tricks[0].plays) == 4


@pytest.mark.parametrize(("bid_made", "tricks", "points", "outcome"), [
    (Bid(3, Strain.HEARTS), (4, 2), (4, 2), BidOutcome.MADE),
    (Bid(4, Strain.HEARTS), (3, 3), (-4, 3), BidOutcome.SET),
    (Bid(0, Strain.LOW, moon=True), (6, 0), (12, 0), BidOutcome.MOON_MADE),
    (Bid(0, Strain.LOW, moon=True), (5, 1), (-12, 1), BidOutcome.MOON_FAILED),
])
def test_scoring(bid_made: Bid, tricks: tuple[int, int], points: tuple[int, int],
                 outcome: BidOutcome) -> None:
    result = score_hand(BidRules(), 0, bid_made, tricks)
    assert (result.points, result.outcome) == (points, outcome)
    flipped = score_hand(BidRules(defenders_score=False), 1, bid_made, (tricks[1], tricks[0]))
    assert flipped.points == (0, points[0])


def test_the_bidders_going_out_first_win_and_scores_may_go_negative() -> None:
    rules = BidRules(target=21)
    made = score_hand(rules, 1, Bid(3, Strain.CLUBS), (2, 4))
    assert match_winner(rules, (22, 25), made, 9) == 1
    assert match_winner(rules, (22, 20), made, 9) == 0
    assert match_winner(rules, (-5, 20), made, 9) is None
    fixed = BidRules(target=None, fixed_hands=3)
    assert match_winner(fixed, (-4, -6), made, 3) == 0
    assert match_winner(fixed, (5, 5), made, 3) is None


def test_a_match_adds_each_hand_and_passes_the_deal() -> None:
    match = BidMatch(BidRules(), seed=4)
    rng = random.Random(0)
    first_dealer = match.hand.dealer
    while match.hand.result is None:
        match.apply(rng.choice(match.hand.legal_actions()))
    with pytest.raises(ValueError, match="in progress"):
        BidMatch(BidRules(), seed=4).deal_next()
    assert match.scores == match.hand.result.points
    assert match.deal_next().dealer == (first_dealer + 1) % 4
