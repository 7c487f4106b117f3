"""Bots at fault, in the real worker process: whatever a bot does, the match goes on to its end and the
player is told once.

The model's own tests (tests/model/test_bots.py) cover a raising and an illegal bot on a worker thread, a
hanging bot on a thread and in a process, a worker process killed under the runner, and quitting while a
bot thinks.  These add what they leave out: every fault in the worker process the application uses, a
bot that takes its whole worker down on every decision, a worker killed from outside in the middle of a
match, an answer that is not an action or cannot be sent back, two faults at once, a hint that never comes,
and a slow but healthy bot that must not be reported.
"""

from __future__ import annotations

import multiprocessing
import os
import signal
from collections.abc import Callable, Iterator
from typing import Any

import doubles
import pytest
from headless import ModelFactory, headless_models

from euchre_desktop.engine import Rules
from euchre_desktop.model import GameModel
from euchre_desktop.model.table_events import HandScored, MatchOver
from euchre_desktop.persistence.seats import Level, SeatSetup

EXPERT_OPPONENTS = SeatSetup(opponents_level=Level.EXPERT, partner_level=Level.STANDARD)


@pytest.fixture
def make_model(qtbot: Any) -> Iterator[ModelFactory]:
    """Headless models with bots in a worker process, shut down after the test."""
    with headless_models() as build:

        def in_a_process(factory: Callable[..., Any], *, hint: Callable[..., Any] = doubles.first_legal_hint,
                         budget_s: float = 10.0) -> GameModel:
            return build(factory=factory, process=True, hint=hint, budget_s=budget_s,
                         fallback=doubles.random_bots)

        yield in_a_process


class Told:
    """What the player was told about bots and errors."""

    def __init__(self, model: GameModel) -> None:
        self.fallbacks: list[str] = []
        self.errors: list[str] = []
        model.bot_fallback.connect(self.fallbacks.append)
        model.error.connect(self.errors.append)


def play_to_the_end(qtbot: Any, model: GameModel, seats: SeatSetup = EXPERT_OPPONENTS,
                    timeout_ms: int = 30000) -> None:
    """A bots-only match to 5 points; fails if it stalls."""
    model.set_autoplay(True)
    with qtbot.waitSignal(model.table_event, timeout=timeout_ms,
                          check_params_cb=lambda event: isinstance(event, MatchOver)):
        model.new_match(Rules(target=5), seed=31, seats=seats)


@pytest.mark.parametrize(("factory", "why"), [
    (doubles.raising_experts, "KeyError"),
    (doubles.illegal_experts, "chose an illegal move"),
    (doubles.not_an_action_experts, "chose an illegal move (None)"),
    (doubles.unsendable_experts, "unsendable answer"),
    (doubles.exiting_experts, "the bot process stopped"),
], ids=["raises", "illegal", "not an action", "cannot be sent back", "takes its worker down"])
def test_a_faulty_bot_in_the_worker_process_never_stalls_the_match(qtbot: Any, make_model: ModelFactory,
                                                                   factory: Any, why: str) -> None:
    """Each failed decision gets a Standard stand-in; the player hears of it once, in a player's words."""
    model = make_model(factory)
    told = Told(model)
    play_to_the_end(qtbot, model)
    assert told.errors == []
    assert len(told.fallbacks) == 1, told.fallbacks
    notice = told.fallbacks[0]
    assert notice.startswith(("Hank's Expert player failed to decide",
                              "Luis's Expert player failed to decide"))
    assert "a Standard decision was used for that move" in notice
    assert why not in notice and "Error" not in notice, "the reason is for the log, not the player"


def test_a_worker_killed_from_outside_mid_hand_is_replaced(qtbot: Any, make_model: ModelFactory,
                                                           caplog: pytest.LogCaptureFixture) -> None:
    """SIGKILL on the worker while an Expert thinks: a new worker takes over, the hand ends, one notice (the
    reason goes to the log)."""
    model = make_model(doubles.deliberate_experts)
    told = Told(model)
    model.set_autoplay(True)
    with qtbot.waitSignal(model.table_event, timeout=60000,
                          check_params_cb=lambda event: isinstance(event, HandScored)):
        model.new_match(Rules(), seed=32, seats=EXPERT_OPPONENTS)
        qtbot.waitUntil(lambda: model.runner.busy and model.seats.level_of(model.snapshot().view.to_act)
                        is Level.EXPERT, timeout=20000)
        (worker,) = multiprocessing.active_children()
        killed = worker.pid
        assert killed is not None
        os.kill(killed, signal.SIGKILL)
    assert told.errors == []
    assert len(told.fallbacks) == 1 and "failed to decide" in told.fallbacks[0]
    assert "the bot process stopped" in caplog.text
    (replacement,) = multiprocessing.active_children()
    assert replacement.pid != killed


def test_two_faults_at_once_are_told_once(qtbot: Any, make_model: ModelFactory) -> None:
    """The opponents raise and the partner hangs: both give way, and the player hears one notice."""
    model = make_model(doubles.raising_experts_hanging_easies, budget_s=0.4)
    told = Told(model)
    play_to_the_end(qtbot, model, SeatSetup(opponents_level=Level.EXPERT, partner_level=Level.EASY), 60000)
    assert told.errors == [] and len(told.fallbacks) == 1


def test_a_hint_that_never_comes_is_answered_after_the_budget(qtbot: Any, make_model: ModelFactory) -> None:
    """The Expert behind the hint hangs: after its time a book choice arrives, legal, with a reason."""
    model = make_model(doubles.random_bots, hint=doubles.hanging_hint, budget_s=0.4)
    turns: list[Any] = []
    model.human_turn.connect(turns.append)
    model.new_match(Rules(), seed=33)
    qtbot.waitUntil(lambda: bool(turns), timeout=20000)
    with qtbot.waitSignal(model.hint_ready, timeout=10000) as hint:
        assert model.request_hint()
    action, reason = hint.args
    assert action in turns[-1].legal_actions and reason
    assert model.act(action)


def test_a_slow_but_healthy_bot_is_not_reported(qtbot: Any, make_model: ModelFactory) -> None:
    """Thinking for a while within the time budget is no fault."""
    model = make_model(doubles.slow_experts, budget_s=1.0)
    told = Told(model)
    play_to_the_end(qtbot, model, timeout_ms=60000)
    assert told.fallbacks == [] and told.errors == []
