"""Every level, the hints and the review in the declarations of going alone after trump is made."""

from __future__ import annotations

import random

import pytest

from euchre_desktop.bots.base import RandomBot
from euchre_desktop.bots.easy import EasyBot
from euchre_desktop.bots.expert import ExpertBot
from euchre_desktop.bots.heuristic import quick_action
from euchre_desktop.bots.hints import action_words, hint
from euchre_desktop.bots.review import DecisionKind, review_decisions
from euchre_desktop.bots.standard import StandardBot
from euchre_desktop.engine import Action, Card, Deal, HandState, Phase, PlayerView, Rules, parse_cards
from tests.bots.fair_play import phases_of_legal_play

LATE = Rules(loner_after_trump=True)
# Luis (seat 3) deals and turns up the J♠; you (seat 0) hold a hand that takes every trick in spades.
HUGE = ("JS JC AS KS QS", "9H TH JH 9D TD", "AH KH QH 9C TC", "AD KD QD JD KC")
WEAK = ("9S TH 9H 9C TC", "AH KH QH JH 9D", "AS QS KC QC TS", "AD KD QD JD KS")


def declaring(hands: tuple[str, ...], upcard: str, *bids: str) -> HandState:
    """The hand dealt as given, bid as given, up to its first declaration after trump is made."""
    dealt = tuple(parse_cards(hand) for hand in hands)
    used = {card for hand in dealt for card in hand} | {Card.parse(upcard)}
    rest = tuple(Card(n) for n in range(24) if Card(n) not in used)
    state = HandState(LATE, Deal(3, dealt, (Card.parse(upcard), *rest)))
    for text in bids:
        state.apply(Action.from_text(text))
    assert state.phase is Phase.GO_ALONE
    return state


def _expert() -> ExpertBot:
    return ExpertBot(budget_ms=5.0, min_samples=12, max_samples=12, time_cap=10_000)


@pytest.mark.parametrize("make_bot", [RandomBot, EasyBot, StandardBot, _expert], ids=lambda f: f.__name__)
def test_every_level_declares_legally_and_plays_the_hand_out(make_bot: type) -> None:
    assert Phase.GO_ALONE in phases_of_legal_play(make_bot(), LATE, random.Random(4), hands=6)


def test_standard_and_easy_go_alone_as_maker_with_a_huge_hand_and_not_with_a_weak_one() -> None:
    huge = declaring(HUGE, "9S", "order", "discard KC")
    assert huge.to_act == 0 and huge.maker == 0
    view = PlayerView.of(huge, 0)
    assert StandardBot().choose(view, random.Random(0)) == Action.go_alone()
    assert EasyBot().choose(view, random.Random(0)) == Action.go_alone()
    assert quick_action(huge) == Action.go_alone()
    weak = declaring(WEAK, "JS", "pass", "pass", "order", "discard KS")
    assert weak.maker == 2 and weak.to_act == 1  # a defender, Hank, speaks first
    assert StandardBot().choose(PlayerView.of(weak, 1), random.Random(0)) == Action.pass_()
    weak.apply(Action.pass_())
    assert weak.to_act == 2
    assert StandardBot().choose(PlayerView.of(weak, 2), random.Random(0)) == Action.pass_()


def test_standard_defends_alone_with_a_handful_of_trump() -> None:
    # Hank orders up Luis's 9♠; you hold the top spades and defend alone.
    state = declaring(("JS JC AS KS AH", "9H TH JH QS TD", "KH QH 9C TC 9D", "AD KD QD JD KC"),
                      "9S", "pass", "order", "discard KC")
    assert state.to_act == 0 and not state.is_maker_side(0)
    assert StandardBot().choose(PlayerView.of(state, 0), random.Random(0)) == Action.go_alone()


def test_the_hint_names_the_declaration_in_a_players_words() -> None:
    state = declaring(HUGE, "9S", "order", "discard KC")
    view = PlayerView.of(state, 0)
    assert str(action_words(view, Action.go_alone())) == "Go alone"
    assert str(action_words(view, Action.pass_())) == "Don't go alone"
    advice = hint(view, random.Random(1), _expert())
    assert advice.action == Action.go_alone()
    assert str(advice.reason).startswith("Go alone") and "4 points" in str(advice.reason)


def test_the_hint_keeps_a_weak_maker_with_the_partner_and_says_why() -> None:
    state = declaring(WEAK, "JS", "pass", "pass", "order", "discard KS", "pass")
    assert state.to_act == 2 == state.maker
    advice = hint(PlayerView.of(state, 2), random.Random(1), _expert())
    assert advice.action == Action.pass_()
    assert str(advice.reason).startswith("Don't go alone") and "all five" in str(advice.reason)


def test_the_review_counts_a_declaration_as_declaring() -> None:
    state = declaring(HUGE, "9S", "order", "discard KC")
    state.apply(Action.go_alone())
    while state.phase is not Phase.DONE:
        state.apply(state.legal_actions()[0])
    kinds = [decision.kind for decision in review_decisions(state, 0, expert=_expert())]
    assert kinds[:2] == [DecisionKind.BIDDING, DecisionKind.DECLARING]
