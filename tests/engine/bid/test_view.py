"""A seat's view holds what that seat may know and nothing else (the fair-play check for Bid Euchre).

Mid-hand, the cards the viewing seat cannot see are shuffled among the other seats that hold them; the hand
is rebuilt from the shuffled deal and the same actions.  The viewing seat's view must not change: if it
did, it would be telling the seat something about the others' cards.
"""

from __future__ import annotations

import random
from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

from euchre_desktop.engine import Card
from euchre_desktop.engine.bid import BidDeal, BidHandState, BidPhase, BidRules, BidView, Form, pack

FORMS = [BidRules(), BidRules(form=Form.DOUBLE_4, partners_best=1),
         BidRules(form=Form.DOUBLE_6, partners_best=2)]


def played_out(state: BidHandState) -> Counter[Card]:
    """Cards that left their dealt hand: played, given or discarded."""
    moved = Counter(card for trick in state.tricks for _s, card in trick.plays)
    moved += Counter(card for _s, card in state.trick)
    return moved + Counter(card for _s, card in state.given) + Counter(card for _s, card in state.buried)


def shuffled_elsewhere(state: BidHandState, seat: int, rng: random.Random) -> BidDeal:
    """The deal with the cards still held by the other seats (except a shooter who received cards, whose
    hand mixes dealt and passed cards) shuffled among them, each keeping its number of cards."""
    others = [other for other in range(state.rules.seats)
              if other != seat and not (state.given and other == state.bidder)]
    moved = played_out(state)
    dealt = [list(hand) for hand in state.deal.hands]
    pools: dict[int, list[Card]] = {}
    for other in others:
        keep = Counter(dealt[other]) & moved
        pools[other] = list((Counter(dealt[other]) - keep).elements())
        dealt[other] = list(keep.elements())
    loose = [card for other in others for card in pools[other]]
    rng.shuffle(loose)
    for other in others:
        dealt[other] += loose[:len(pools[other])]
        loose = loose[len(pools[other]):]
    return BidDeal(state.dealer, tuple(tuple(sorted(hand)) for hand in dealt), state.deal.kitty)


@settings(max_examples=25, deadline=None)
@given(form=st.integers(0, 2), seed=st.integers(0, 2**32), steps=st.integers(0, 60))
def test_a_view_does_not_change_when_unseen_cards_move_between_other_seats(form: int, seed: int,
                                                                            steps: int) -> None:
    rules = FORMS[form]
    rng = random.Random(seed)
    state = BidHandState(rules, BidDeal.random(rules, rng.randrange(rules.seats), rng))
    for _ in range(steps):
        if state.phase is BidPhase.DONE:
            break
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])
    for seat in range(rules.seats):
        other = BidHandState(rules, shuffled_elsewhere(state, seat, rng))
        for _actor, action in state.history:
            other.apply_unchecked(action)
        assert BidView.of(other, seat) == BidView.of(state, seat)


def test_the_unseen_cards_count_both_copies_of_a_double_pack() -> None:
    rules = BidRules(form=Form.DOUBLE_4)
    state = BidHandState(rules, BidDeal.random(rules, 0, random.Random(3)))
    view = BidView.of(state, 1)
    assert view.unseen_cards() == Counter(pack(rules)) - Counter(state.hand(1))
    assert sum(view.unseen_cards().values()) == 36


def test_a_card_given_to_the_shooter_and_played_is_not_counted_twice() -> None:
    """Partner's best with a double pack: the giver knows the shooter holds its card, then sees it played;
    the pack's other copy, which the giver has not seen, is still unseen (it used to be counted out twice)."""
    rules = BidRules(form=Form.DOUBLE_4, partners_best=1)
    for seed in range(200):
        state = BidHandState(rules, BidDeal.random(rules, 0, random.Random(seed)))
        gift: Card | None = None
        while state.phase is not BidPhase.DONE:
            seat, legal = state.to_act, state.legal_actions()
            moons = [a for a in legal if a.bid is not None and a.bid.moon and a.bid.help]
            passes = [a for a in legal if a.bid is None and a.card is None]
            if state.phase is BidPhase.BIDDING:
                action = moons[0] if seat == 1 and moons else (passes or legal)[0]
            elif state.phase is BidPhase.PLAY and seat == state.bidder and gift is not None:
                action = next((a for a in legal if a.card == gift), legal[0])
            else:
                action = legal[0]
            state.apply(action)
            if state.given and gift is None:
                giver, gift = state.given[0]
            actor, last = state.history[-1]
            if gift is not None and actor == state.bidder and last.card == gift:
                held = Counter(state.hand(giver))[gift]
                if held == 0 and Counter(card for _s, card in state.trick)[gift] == 1:
                    assert BidView.of(state, giver).unseen_cards()[gift] == 1
                    return
                break
    raise AssertionError("no deal in 200 had the shooter play a given card the giver held once")
