"""The Bid Euchre Expert: legal, reproducible, searching only what its seat could know, and sound where
the answer is clear.  Tiny budgets keep these quick."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from euchre_desktop.bots.bid.arena import play_hand
from euchre_desktop.bots.bid.expert import ExpertBidBot
from euchre_desktop.bots.bid.hints import bid_hint
from euchre_desktop.bots.bid.playout import PlayTable
from euchre_desktop.bots.bid.sampling import BidDealSampler
from euchre_desktop.bots.bid.standard import StandardBidBot
from euchre_desktop.engine.bid import BidAction, BidDeal, BidHandState, BidRules, BidView, Form, pack
from euchre_desktop.engine.bid.actions import BidPhase

from .test_bid_bots import FORMS, deal_with


def quick() -> ExpertBidBot:
    # No wall-clock cut: with a budget this tiny a busy moment would cut sampling short and change the play.
    return ExpertBidBot(budget_ms=2.0, min_samples=3, max_samples=6, time_cap=1e9)


@pytest.mark.parametrize("rules", FORMS, ids=[r.form.value for r in FORMS])
def test_the_expert_finishes_a_hand_with_legal_actions_and_repeats_itself(rules: BidRules) -> None:
    deal = BidDeal.random(rules, 1, random.Random(4))
    # play_hand applies every action checked
    first = play_hand(rules, deal, [quick() for _ in range(rules.seats)], "expert")
    assert first == play_hand(rules, deal, [quick() for _ in range(rules.seats)], "expert")


def test_samples_keep_the_seat_s_cards_the_hand_sizes_and_the_voids_shown() -> None:
    rules = BidRules(form=Form.DOUBLE_4)
    state = BidHandState(rules, BidDeal.random(rules, 0, random.Random(9)))
    rng = random.Random(1)
    while len(state.tricks) < 4:
        legal = state.legal_actions()
        state.apply(legal[-1] if state.phase.value == "bidding" else legal[rng.randrange(len(legal))])
    view = BidView.of(state, 2)
    sampler = BidDealSampler(view)
    for _ in range(20):
        sample = sampler.draw(rng)
        assert sample.hands[2] == tuple(view.hand)
        assert [len(hand) for hand in sample.hands] == [len(state.hand(s)) for s in range(4)]
        everything = Counter(c for hand in sample.hands for c in hand) + Counter(view.played_cards)
        assert everything == Counter(int(c) for c in pack(rules))
        for seat, voids in enumerate(sampler.voids):
            table = PlayTable.from_state(state).t
            assert not any(voids >> table.suit[c] & 1 for c in sample.hands[seat])
        assert sample.weight > 0


def snapshot(table: PlayTable) -> tuple[object, ...]:
    return ([sorted(hand) for hand in table.hands], table.trick[:], table.won[:], table.unplayed[:],
            table.voids[:], table.turn, table.leader, table.tricks_left)


def minimax(table: PlayTable) -> int:
    """The bidders' tricks with perfect play, by trying everything."""
    if not table.tricks_left:
        return table.bidders_won
    values = []
    for card in table.legal():
        undo = table.play(card)
        values.append(minimax(table))
        table.undo(undo)
    return max(values) if table.turn % 2 == table.bidder % 2 else min(values)


@pytest.mark.parametrize("rules", FORMS, ids=[r.form.value for r in FORMS])
def test_the_exact_solve_agrees_with_trying_everything_and_leaves_the_table_alone(rules: BidRules) -> None:
    rng = random.Random(3)
    for number in range(6):
        state = BidHandState(rules, BidDeal.random(rules, number % rules.seats, rng))
        while state.phase.value == "bidding":
            state.apply(state.legal_actions()[-1])
        while state.phase.value in ("give", "discard") or len(state.tricks) < rules.tricks - 2:
            legal = state.legal_actions()
            state.apply(legal[rng.randrange(len(legal))])
        table = PlayTable.from_state(state)
        before = snapshot(table)
        assert table.solve() == minimax(table.copy())
        assert snapshot(table) == before


def test_the_expert_shoots_the_moon_with_every_trick_in_hand_and_passes_rubbish() -> None:
    rules = BidRules()
    bot = ExpertBidBot(budget_ms=20.0, min_samples=6, max_samples=20)
    state = BidHandState(rules, deal_with(rules, {0: "JH JD AH KH QH TH"}))
    choice = bot.choose(BidView.of(state, 0), random.Random(0))
    assert choice.bid is not None and choice.bid.moon
    rubbish = BidHandState(rules, deal_with(rules, {0: "JC QC JD QD KH KS"}))
    assert bot.choose(BidView.of(rubbish, 0), random.Random(0)) == BidAction.pass_()


def test_at_six_seats_the_book_plays_until_the_exact_endgame_and_the_hint_says_so() -> None:
    """Measured: at six seats the play-outs chose cards worse than the book (issue 13's arena runs)."""
    rules = BidRules(form=Form.DOUBLE_6)
    state = BidHandState(rules, BidDeal.random(rules, 0, random.Random(3)))
    standard = StandardBidBot()
    while state.phase is not BidPhase.PLAY:
        state.apply(standard.choose(BidView.of(state, state.to_act), random.Random(0)))
    expert = quick()
    searched = []
    while state.phase is BidPhase.PLAY:
        view = BidView.of(state, state.to_act)
        if len(view.legal_actions) > 1:
            analysis = expert.analyse(view, random.Random(1))
            book = standard.choose(view, random.Random(0))
            searched.append(analysis.samples > 0)
            if not analysis.samples:
                assert analysis.action == book
                reason = str(bid_hint(view, random.Random(1), expert).reason)
                assert "looking further ahead finds nothing better" in reason
        state.apply(expert.choose(view, random.Random(1)))
    assert searched[0] is False and searched[-1] is True, "the book first, the exact solve at the end"
