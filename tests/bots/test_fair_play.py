"""Fair play for Easy and Standard (issue 3 §2), and every Bid Euchre level (issue 13): hidden cards moved
between the other seats never change a decision, and the bots are handed nothing but a seat's view."""

from __future__ import annotations

import ast
import inspect
import random
import sys
import typing
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from euchre_desktop.bots.base import Bot
from euchre_desktop.bots.bid.arena import BID_BOTS
from euchre_desktop.bots.bid.base import BidBot
from euchre_desktop.bots.bid.expert import ExpertBidBot
from euchre_desktop.bots.easy import EasyBot
from euchre_desktop.bots.standard import StandardBot
from euchre_desktop.engine import PlayerView
from euchre_desktop.engine.bid import BidView
from tests.bots.fair_play import (
    check_bid_fair_play,
    check_fair_play,
    indistinguishable_bid_states,
    indistinguishable_states,
    random_bid_positions,
    random_positions,
)

FACTORIES: dict[str, Callable[[], Bot]] = {"easy": EasyBot, "standard": StandardBot}


@pytest.mark.parametrize("level", sorted(FACTORIES))
def test_moving_hidden_cards_never_changes_the_decision(level: str) -> None:
    compared = check_fair_play(FACTORIES[level], positions=120, alternatives=3)
    # The experiment must have teeth: most positions have hidden cards that can move.
    assert compared >= 200


def _source_annotations(cls: type, method: str) -> dict[str, str]:
    """The parameter annotations of ``cls.method`` as written in its module's ``.py`` file."""
    module = sys.modules[cls.__module__]
    source = Path(module.__file__ or "").with_name(module.__name__.rpartition(".")[2] + ".py")
    for node in ast.walk(ast.parse(source.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ClassDef) and node.name == cls.__name__:
            for item in node.body:
                if isinstance(item, ast.FunctionDef) and item.name == method:
                    return {arg.arg: ast.unparse(arg.annotation) for arg in item.args.args if arg.annotation}
    raise AssertionError(f"{cls.__name__}.{method} not found in {source}")


def test_alternative_deals_hide_nothing_the_seat_knows() -> None:
    # The permutations keep every card the deciding seat has seen in place, and really move the others.
    moved = 0
    rng = random.Random(5)
    for state in random_positions(40, seed=11):
        seat = state.to_act
        view = PlayerView.of(state, seat)
        for other in indistinguishable_states(state, seat, rng, wanted=2):
            assert PlayerView.of(other, seat) == view
            assert other.deal.hands[seat] == state.deal.hands[seat]
            assert other.deal.upcard == state.deal.upcard
            moved += sum(a != b for a, b in zip(other.deal.hands, state.deal.hands, strict=True))
    assert moved > 40


class _Peeker:
    """A cheating bot for the control experiment: it reads the dealer's hand from its caller's frame."""

    name = "peeker"

    def choose(self, view: PlayerView, rng: random.Random) -> typing.Any:
        frame = inspect.currentframe()
        while frame is not None and "state" not in frame.f_locals:
            frame = frame.f_back
        assert frame is not None
        state = frame.f_locals["state"]
        hidden = state.hands[(view.seat + 1) % view.rules.players]
        return view.legal_actions[hidden % len(view.legal_actions)]


def test_the_experiment_catches_a_bot_that_peeks() -> None:
    with pytest.raises(AssertionError, match="cannot tell apart"):
        check_fair_play(_Peeker, positions=60, alternatives=3, warm_up=False)


BID_FACTORIES: dict[str, Callable[[], BidBot]] = {
    # No wall-clock cut for the Expert: on a busy machine it would change a decision between two permutations.
    **BID_BOTS, "expert": lambda: ExpertBidBot(budget_ms=2.0, min_samples=4, max_samples=6, time_cap=1e9)}


@pytest.mark.parametrize("level", sorted(set(BID_FACTORIES) - {"random"}))
def test_bid_euchre_decisions_never_change_when_hidden_cards_move(level: str) -> None:
    positions = 25 if level == "expert" else 80
    compared = check_bid_fair_play(BID_FACTORIES[level], positions=positions, alternatives=2)
    assert compared >= positions  # most positions have hidden cards that can move


@pytest.mark.parametrize(("factory", "kind", "view"), [
    *((FACTORIES[level], Bot, PlayerView) for level in sorted(FACTORIES)),
    *((BID_FACTORIES[level], BidBot, BidView) for level in sorted(BID_FACTORIES))],
    ids=[*sorted(FACTORIES), *(f"bid-{level}" for level in sorted(BID_FACTORIES))])
def test_players_take_only_a_view_and_a_random_generator(factory: Callable[[], Any], kind: type,
                                                          view: type) -> None:
    bot = factory()
    choose = type(bot).choose
    if hasattr(choose, "__annotations__"):
        hints = typing.get_type_hints(choose)
        assert hints["view"] is view and hints["rng"] is random.Random
    else:  # compiled by mypyc, which keeps no annotations at run time: as written where it is defined
        owner = next(cls for cls in type(bot).__mro__ if "choose" in vars(cls))
        assert _source_annotations(owner, "choose") == {"view": view.__name__, "rng": "random.Random"}
    assert list(inspect.signature(bot.choose).parameters) == ["view", "rng"]
    assert isinstance(bot, kind)


def test_bid_euchre_alternatives_move_only_cards_the_seat_has_not_seen() -> None:
    moved = 0
    rng = random.Random(5)
    for state in random_bid_positions(40, seed=11):
        seat = state.to_act
        for other in indistinguishable_bid_states(state, seat, rng, wanted=2):
            assert BidView.of(other, seat) == BidView.of(state, seat)
            assert other.deal.hands[seat] == state.deal.hands[seat]
            moved += sum(a != b for a, b in zip(other.deal.hands, state.deal.hands, strict=True))
    assert moved > 40


class _BidPeeker:
    """A cheating Bid Euchre player: it reads the next seat's cards from its caller's frame."""

    name = "peeker"

    def choose(self, view: BidView, rng: random.Random) -> typing.Any:
        state = next(f.frame.f_locals["state"] for f in inspect.stack() if "state" in f.frame.f_locals)
        hidden = state.hand((view.seat + 1) % view.rules.seats)
        return view.legal_actions[sum(hidden) % len(view.legal_actions)]


def test_the_bid_euchre_experiment_catches_a_player_that_peeks() -> None:
    with pytest.raises(AssertionError, match="cannot tell apart"):
        check_bid_fair_play(_BidPeeker, positions=60, alternatives=3)
