"""Properties of Bid Euchre hands over random rules and random play (Hypothesis).

Play picks among ``legal_actions()`` with a Hypothesis-controlled ``random.Random`` (passing half the time
and bidding low more often than high, so bids made and set, moons, stuck dealers and thrown-in hands all come
up).  Between actions it also tries an
action that is not legal and checks that it is refused and changes nothing.  The scoring oracle is written
from the rules text, not from the engine's code.
"""

from __future__ import annotations

import random
from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

from euchre_desktop.engine import Card, IllegalActionError
from euchre_desktop.engine.bid import (
    AllPass,
    BidAction,
    BidActionKind,
    BidDeal,
    BidHandState,
    BidOutcome,
    BidPhase,
    BidRules,
    Form,
    NoTrump,
    pack,
)


@st.composite
def bid_rules(draw: st.DrawFn) -> BidRules:
    form = draw(st.sampled_from(Form))
    benny = form is Form.SINGLE_4 and draw(st.booleans())
    helps = draw(st.integers(0, 2))
    return BidRules(
        form=form, benny=benny,
        no_trump=NoTrump.OFF if benny else draw(st.sampled_from(NoTrump)),
        all_pass=draw(st.sampled_from(AllPass)),
        partners_best=helps, moon_over_moon=helps > 0 and draw(st.booleans()),
        defenders_score=draw(st.booleans()),
    )


def cards_in_play(state: BidHandState) -> Counter[Card]:
    held = Counter(card for seat in range(state.rules.seats) for card in state.hand(seat))
    played = Counter(card for trick in state.tricks for _seat, card in trick.plays)
    played += Counter(card for _seat, card in state.trick)
    return held + played + Counter(card for _seat, card in state.buried) + Counter(state.deal.kitty)


def an_illegal_action(state: BidHandState, rng: random.Random) -> BidAction:
    """A play, give or discard of a card the seat may not use, or a bid or pass that is not offered."""
    legal = state.legal_actions()
    if state.phase is BidPhase.BIDDING:
        candidates = [BidAction.from_text(text) for text in ("pass", "bid 1 H", "bid 6 S", "bid moon C")]
        candidates += [BidAction.play(Card(0))]
    else:
        kind = legal[0].kind
        candidates = [BidAction(kind, card=card) for card in set(pack(state.rules))]
        candidates.append(BidAction.pass_())
    illegal = [action for action in candidates if action not in legal]
    return illegal[rng.randrange(len(illegal))]


def expected_points(rules: BidRules, state: BidHandState) -> tuple[int, int]:
    """From the rules text: the bidders score their tricks when they make the bid, lose the bid when set,
    and win or lose the moon's value; the defenders score their tricks when the option says so."""
    assert state.bidder is not None and state.contract is not None
    side = state.bidder % 2
    taken = [0, 0]
    for trick in state.tricks:
        taken[trick.winner % 2] += 1
    if state.contract.moon:
        bidders = rules.moon_points if taken[side] == rules.tricks else -rules.moon_points
    else:
        bidders = taken[side] if taken[side] >= state.contract.tricks else -state.contract.tricks
    points = [0, 0]
    points[side] = bidders
    points[1 - side] = taken[1 - side] if rules.defenders_score else 0
    return points[0], points[1]


@settings(max_examples=40, deadline=None)
@given(rules=bid_rules(), seed=st.integers(0, 2**32), dealer=st.integers(0, 5))
def test_random_hands_keep_every_card_refuse_illegal_actions_and_score_by_the_rules(
        rules: BidRules, seed: int, dealer: int) -> None:
    rng = random.Random(seed)
    state = BidHandState(rules, BidDeal.random(rules, dealer % rules.seats, rng))
    whole_pack = Counter(pack(rules))
    while state.phase is not BidPhase.DONE:
        assert cards_in_play(state) == whole_pack
        before = (state.phase, state.to_act, len(state.history), cards_in_play(state), state.contract)
        bad = an_illegal_action(state, rng)
        try:
            state.apply(bad)
        except IllegalActionError:
            pass
        else:
            raise AssertionError(f"{bad} was applied though not legal")
        assert (state.phase, state.to_act, len(state.history), cards_in_play(state), state.contract) == before
        legal = state.legal_actions()
        passing = BidAction.pass_() in legal and rng.random() < 0.5
        # Bids come lowest first: choosing mostly among the low ones makes as many bids made as set.
        choices = len(legal) if state.phase is not BidPhase.BIDDING or rng.random() < 0.2 else 8
        state.apply(BidAction.pass_() if passing else legal[rng.randrange(min(choices, len(legal)))])
    assert cards_in_play(state) == whole_pack
    result = state.result
    assert result is not None
    bids = [action for _seat, action in state.history if action.kind is BidActionKind.BID]
    if not bids:
        assert rules.all_pass is AllPass.THROW_IN and result.outcome is BidOutcome.THROWN_IN
        assert result.points == (0, 0)
        return
    assert len(state.history) >= rules.seats
    assert state.history[rules.seats - 1][0] == state.dealer
    assert sum(result.tricks) == rules.tricks == len(state.tricks)
    assert result.points == expected_points(rules, state)
    if state.contract is not None and state.contract.moon:
        assert all(len(trick.plays) == rules.seats - len(state.sitting_out) for trick in state.tricks)
        assert len(state.buried) == len(state.given) == state.contract.help * (rules.seats // 2 - 1)
