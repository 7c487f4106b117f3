"""Easy is plausible and beatable but never absurd: it never trumps its partner's winning trick, never
plays high when it cannot win, wins as cheaply as it can, goes alone only with a huge hand, and never plays
an illegal card under any rule set; where the rules allow a renege it reneges by mistake at about its chance,
and never where they prevent one."""

from __future__ import annotations

import random

import pytest

from euchre_desktop.bots.easy import RENEGE_CHANCE, EasyBot
from euchre_desktop.engine import Action, ActionKind, Card, Phase, PlayerView, Renege, Rules
from tests.bots.fair_play import RULE_SETS, check_whole_hands_without_a_renege, random_positions
from tests.bots.positions import position

SECOND_ROUND = "pass pass pass pass"


def played(view: PlayerView, seed: int = 0) -> Card:
    action = EasyBot().choose(view, random.Random(seed))
    assert action in view.legal_actions
    assert action.kind is ActionKind.PLAY and action.card is not None
    return action.card


@pytest.mark.parametrize("seed", range(5))
def test_never_trumps_a_trick_the_partner_is_winning(seed: int) -> None:
    hands = {0: "9H QC KS 9S JC", 1: "KD 9C TC QS AS", 2: "AD KH JH AH QH", 3: "TD QD 9D KC AC"}
    view = position(dealer=1, hands=hands, upcard="TS", actions=SECOND_ROUND + " call H play AD play TD")
    assert played(view, seed) != Card.parse("9H")


def test_never_plays_high_when_it_cannot_win() -> None:
    # An opponent's A♣ is winning: follow with the 9♣, not the K♣.
    hands = {0: "KC 9C 9D QS TS", 1: "9H TH JC QC AS", 2: "AH KH QH 9S TC", 3: "JH JD AC KD AD"}
    view = position(dealer=2, hands=hands, upcard="QD", actions=SECOND_ROUND + " call H play AC")
    assert played(view) == Card.parse("9C")


def test_throws_its_cheapest_card_when_out_of_the_suit_and_beaten() -> None:
    hands = {0: "KC QC 9D AS TS", 1: "9H TH 9C TC QS", 2: "AH KH QH 9S JC", 3: "JH JD AC KD AD"}
    view = position(dealer=2, hands=hands, upcard="TD", actions=SECOND_ROUND + " call H play JH")
    assert played(view) == Card.parse("9D")


def test_wins_with_the_cheapest_card_that_wins() -> None:
    hands = {0: "AC KC QC 9D 9S", 1: "TC 9H TH TS AS", 2: "9C KH QH QS AH", 3: "JC JH JD KD AD"}
    view = position(dealer=0, hands=hands, upcard="TD",
                    actions=SECOND_ROUND + " pass pass call H play TC play 9C play JC")
    assert played(view) == Card.parse("QC")


def test_trumps_an_opponents_trick_with_its_lowest_trump() -> None:
    hands = {0: "AH 9H QS 9S TS", 1: "KC QC TH JC AS", 2: "9C KH QH QD JS", 3: "AC JD 9D KD AD"}
    view = position(dealer=0, hands=hands, upcard="TD",
                    actions=SECOND_ROUND + " pass pass call H play KC play 9C play AC")
    assert played(view) == Card.parse("9H")


def test_goes_alone_only_with_a_huge_hand() -> None:
    # Standard goes alone with this hand; Easy never does.
    good = position(dealer=3, hands={0: "JS JC AS KS AH"}, upcard="9D", actions=SECOND_ROUND)
    huge = position(dealer=3, hands={0: "JS JC AS KS QS"}, upcard="9D", actions=SECOND_ROUND)
    for seed in range(30):
        assert not EasyBot().choose(good, random.Random(seed)).alone
        assert EasyBot().choose(huge, random.Random(seed)).alone


def test_misjudges_a_marginal_hand_but_is_reproducible() -> None:
    view = position(dealer=3, hands={0: "JS TS 9S AH 9D"}, upcard="QS")
    decisions = [EasyBot().choose(view, random.Random(seed)) for seed in range(40)]
    assert Action.pass_() in decisions and Action.order_up() in decisions
    assert decisions == [EasyBot().choose(view, random.Random(seed)) for seed in range(40)]


def test_never_orders_up_on_nothing() -> None:
    view = position(dealer=3, hands={0: "9C TD QH KH 9D"}, upcard="QS")
    for seed in range(100):
        assert EasyBot().choose(view, random.Random(seed)) == Action.pass_()


def test_always_chooses_an_action_the_engine_accepts_in_random_positions_under_every_rule_set() -> None:
    bot = EasyBot()
    for number, state in enumerate(random_positions(600, seed=98)):
        view = PlayerView.of(state, state.to_act)
        action = bot.choose(view, random.Random(number))
        if state.rules.renege is Renege.PREVENTED:
            assert action in view.legal_actions
        state.apply(action)  # a renege where allowed, else legal: raises if not


def could_renege(view: PlayerView) -> bool:
    return view.phase is Phase.PLAY and any(Action.play(card) not in view.legal_actions for card in view.hand)


@pytest.mark.parametrize("renege", [Renege.PENALTY_TO_INNOCENT, Renege.PENALTY_DEDUCTED, Renege.NO_SCORE])
def test_reneges_by_mistake_at_about_its_chance_where_the_rules_allow(renege: Renege) -> None:
    bot = EasyBot()
    rules = Rules(renege=renege)
    chances = reneges = 0
    for number, state in enumerate(random_positions(6000, seed=7, rule_sets=(rules,))):
        view = PlayerView.of(state, state.to_act)
        if not could_renege(view):
            continue
        chances += 1
        action = bot.choose(view, random.Random(number))
        reneges += action not in view.legal_actions
        state.apply(action)
    assert chances > 1500
    assert abs(reneges / chances - RENEGE_CHANCE) < RENEGE_CHANCE / 2, (reneges, chances)


def test_never_reneges_where_the_rules_prevent_it() -> None:
    bot = EasyBot()
    positions = [state for state in random_positions(3000, seed=7, rule_sets=(Rules(),))
                 if could_renege(PlayerView.of(state, state.to_act))]
    assert len(positions) > 700
    for number, state in enumerate(positions):
        view = PlayerView.of(state, state.to_act)
        assert bot.choose(view, random.Random(number)) in view.legal_actions


@pytest.mark.parametrize("rules", [r for r in RULE_SETS if r.renege is Renege.PREVENTED],
                         ids=lambda r: r.preset_name() or "mixed")
def test_plays_whole_hands_without_a_renege_where_the_rules_prevent_one(rules: Rules) -> None:
    check_whole_hands_without_a_renege(EasyBot(), rules, seed=4)
