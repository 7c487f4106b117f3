"""The hand review: every decision of a seat valued as the Expert saw it, reproducibly, blunders marked."""

from __future__ import annotations

import random

import pytest

from euchre_desktop.bots.expert import ExpertBot
from euchre_desktop.bots.review import (
    BLUNDER_COST,
    SLIP_COST,
    DecisionKind,
    Mark,
    decision_rng,
    judge,
    review_decisions,
    review_hand,
)
from euchre_desktop.bots.standard import StandardBot
from euchre_desktop.engine import PRESETS, Action, Deal, HandState, Phase, PlayerView
from tests.engine.scenario import STANDARD, act, new_hand, play


def _expert(samples: int = 3) -> ExpertBot:
    """A small Expert whose wall-clock safety net never fires, so its values never depend on timing."""
    return ExpertBot(budget_ms=1.0, min_samples=samples, max_samples=samples, time_cap=10_000)


def _finish(state: HandState) -> HandState:
    """Play the hand out by the book."""
    book, rng = StandardBot(), random.Random(0)
    while state.phase is not Phase.DONE:
        state.apply(book.choose(PlayerView.of(state, state.to_act), rng))
    return state


def _random_hand(rules_name: str, number: int) -> HandState:
    rules = PRESETS[rules_name]
    rng = random.Random(f"{rules_name}{number}")
    return _finish(HandState(rules, Deal.random(rules, number % rules.players, rng)))


def test_every_decision_of_the_seat_is_listed_in_order_and_forced_ones_cost_nothing() -> None:
    hand = _random_hand("standard", 1)
    decisions = list(review_decisions(hand, 2, expert=_expert()))
    assert [d.index for d in decisions] == [i for i, (seat, _a) in enumerate(hand.history) if seat == 2]
    assert [d.chosen for d in decisions] == [a for seat, a in hand.history if seat == 2]
    last = decisions[-1]
    assert last.forced and last.options == () and last.cost == 0.0 and last.mark is Mark.NONE
    assert last.kind in (DecisionKind.LEADING, DecisionKind.FOLLOWING)
    for decision in decisions:
        assert decision.view.seat == 2 and str(decision.reason).endswith(".")
        if not decision.forced:
            assert {o.action for o in decision.options} == set(decision.view.legal_actions)
            assert decision.options[0].action == decision.best


@pytest.mark.parametrize("rules_name", ["standard", "house"])
def test_the_reviews_best_is_the_experts_own_choice_and_the_review_repeats_exactly(rules_name: str) -> None:
    for number in range(2):
        hand = _random_hand(rules_name, number)
        seat = number % hand.rules.players
        review = review_hand(hand, seat, expert=_expert(), seed=5)
        again = review_hand(hand, seat, expert=_expert(), seed=5)
        assert review == again
        for decision in review.decisions:
            rng = decision_rng(hand, decision.index, seed=5)
            assert _expert().choose(decision.view, rng) == decision.best


def test_a_review_can_be_stopped_between_decisions() -> None:
    hand = _random_hand("standard", 2)
    decisions = review_decisions(hand, 0, expert=_expert())
    first = next(decisions)
    decisions.close()
    assert first.index == next(i for i, (seat, _a) in enumerate(hand.history) if seat == 0)
    with pytest.raises(StopIteration):
        next(decisions)


def test_trumping_partners_winning_ace_is_a_blunder() -> None:
    # You ordered up hearts holding the right bower, king and queen; Gloria leads the A♣ (you have no
    # clubs) and you trump it with the right bower instead of throwing a spade: the march is gone.
    hand = new_hand("JH KH QH 9S TS", "JD AH 9C KS QS", "AC KC AS AD KD", "QC JC TC QD TD",
                    upcard="9H", dealer=1)
    act(hand, "pass", "pass", "order", "discard QS")
    play(hand, "AC TC JH")
    trumped = list(review_decisions(hand, 0, expert=_expert(80)))[-1]
    assert trumped.chosen == Action.from_text("play JH") and trumped.best == Action.from_text("play 9S")
    assert trumped.cost is not None and 0.9 <= trumped.cost <= 3.0
    assert trumped.mark is Mark.BLUNDER
    assert str(trumped.reason).startswith("Play the 9♠: partner's A♣ is winning the trick")
    note = str(trumped.note())
    assert note.startswith(f"This cost about {trumped.cost:.1f} points: Play the 9♠ was better")


def test_ordering_up_alone_with_no_trump_is_a_blunder_and_ordering_up_is_at_least_a_slip() -> None:
    # Three aces and two kings but not one heart: strong to defend, hopeless to make hearts.
    deal = ("AC KC AS KS AD", "JH JD AH KH 9C", "QC TC QS TS KD", "JC 9S QD TD 9D")
    alone = act(new_hand(*deal, upcard="QH"), "order alone")
    decision = next(review_decisions(alone, 0, expert=_expert(80)))
    assert decision.best == Action.pass_()
    assert decision.cost is not None and 1.2 <= decision.cost <= 2.5
    assert decision.mark is Mark.BLUNDER and decision.kind is DecisionKind.BIDDING
    ordered = act(new_hand(*deal, upcard="QH"), "order")
    decision = next(review_decisions(ordered, 0, expert=_expert(80)))
    assert decision.cost is not None and SLIP_COST <= decision.cost <= 1.2
    assert decision.mark in (Mark.SLIP, Mark.BLUNDER)


def test_a_hand_played_as_the_expert_would_has_no_mistake() -> None:
    rules = PRESETS["standard"]
    state = HandState(rules, Deal.random(rules, 3, random.Random(11)))
    expert, book, rng = _expert(), StandardBot(), random.Random(0)
    while state.phase is not Phase.DONE:
        view = PlayerView.of(state, state.to_act)
        index = len(state.history)
        mine = state.to_act == 0
        state.apply(expert.choose(view, decision_rng(state, index)) if mine else book.choose(view, rng))
    review = review_hand(state, 0, expert=_expert())
    assert review.decisions and not review.mistakes()
    assert review.accuracy in (None, 1.0) and review.average_cost in (None, 0.0)


def test_the_coach_judges_a_choice_from_the_analysis_it_made_for_its_hint() -> None:
    hand = _random_hand("standard", 3)
    decision = next(d for d in review_decisions(hand, 1, expert=_expert()) if not d.forced)
    analysis = _expert().analyse(decision.view, decision_rng(hand, decision.index))
    assert judge(decision.view, decision.index, decision.chosen, analysis) == decision


def test_marks_follow_the_thresholds() -> None:
    assert Mark.of(None) is Mark.NONE
    assert Mark.of(SLIP_COST - 0.01) is Mark.NONE
    assert Mark.of(SLIP_COST) is Mark.SLIP
    assert Mark.of(BLUNDER_COST) is Mark.BLUNDER


def test_the_perfect_line_plays_the_real_contract_perfectly_and_ranks_the_first_bids() -> None:
    deal = ("AC KC AS KS AD", "JH JD AH KH 9C", "QC TC QS TS KD", "JC 9S QD TD 9D")
    hand = _finish(act(new_hand(*deal, upcard="QH"), "order alone"))
    review = review_hand(hand, 0, expert=_expert())
    line = review.perfect
    assert line is not None and line.side == 0
    # Alone with no trump against Hank's four hearts and Luis's queen: one club trick, even played perfectly.
    assert line.play_maker_tricks == 1 and line.play_points == (0, 2) and line.play_net == -2.0
    assert len(line.play_cards) == 15 and 2 not in {seat for seat, _card in line.play_cards}
    assert line.best_bid is not None and line.best_bid.action == Action.pass_()
    assert [bid.action.to_text() for bid in line.bids] == ["pass", "order", "order alone"]
    assert line.actual_points == (0, 2) and line.actual_net == -2.0


def test_a_thrown_in_hand_has_no_perfect_line() -> None:
    hand = new_hand("9C TC 9S TS 9D", "JD AH KH QH AC", "KC QC AS AD KD", "JC KS QS TD QD", upcard="JH",
                    rules=STANDARD.replace(stick_the_dealer=False))
    act(hand, *["pass"] * 8)
    review = review_hand(hand, 0, expert=_expert())
    assert review.perfect is None and len(review.decisions) == 2
