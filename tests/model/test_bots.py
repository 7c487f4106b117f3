"""Bots on a worker: answers come back on the GUI thread, stale ones are dropped, broken bots give way to a
Standard decision (the player is told once), and quitting never waits for a bot."""

from __future__ import annotations

import os
import signal
import threading
import time
from typing import Any

import doubles
import pytest
from helpers import Recorder

from euchre_desktop.engine import Action, Match, Phase, PlayerView, Renege, Rules
from euchre_desktop.model import ProcessBotRunner, ThreadBotRunner
from euchre_desktop.model.botworker import BotRequest
from euchre_desktop.model.table_events import HandScored, MatchOver, RenegeFound
from euchre_desktop.persistence.seats import Level, SeatSetup

EXPERT_OPPONENTS = SeatSetup(opponents_level=Level.EXPERT, partner_level=Level.STANDARD)


def a_request(request_id: int, level: str = "expert") -> BotRequest:
    match = Match(Rules(), seed=3)
    view = PlayerView.of(match.hand, match.hand.to_act)
    return BotRequest(request_id, "move", level, view, seed=request_id)


@pytest.mark.parametrize("runner_class", [ThreadBotRunner, ProcessBotRunner])
def test_a_cancelled_request_is_never_answered(qtbot: Any, runner_class: type) -> None:
    """After cancel_all (Undo, New match), the old answer is dropped; the next request is answered."""
    runner = runner_class(doubles.slow_bots, doubles.first_legal_hint)
    answers: list[int] = []
    runner.answered.connect(lambda answer: answers.append(answer.request_id))
    try:
        runner.submit(a_request(1))
        runner.cancel_all()
        with qtbot.waitSignal(runner.answered, timeout=10000):
            runner.submit(a_request(2))
        qtbot.wait(50)
        assert answers == [2]
    finally:
        runner.shutdown()


def test_answers_arrive_on_the_gui_thread(qtbot: Any) -> None:
    """pytest-qt (and the table) may touch Qt objects in the answer's slot: it must run on the GUI thread."""
    runner = ThreadBotRunner(doubles.random_bots, doubles.first_legal_hint)
    threads: list[threading.Thread] = []
    runner.answered.connect(lambda _answer: threads.append(threading.current_thread()))
    try:
        with qtbot.waitSignal(runner.answered, timeout=5000):
            runner.submit(a_request(1))
        assert threads == [threading.main_thread()]
    finally:
        runner.shutdown()


@pytest.mark.parametrize("factory", [doubles.raising_experts, doubles.illegal_experts])
def test_a_broken_bot_gives_way_and_the_player_is_told_once(qtbot: Any, make_model: Any,
                                                            factory: Any) -> None:
    """Every failed decision is replaced by a Standard one; the match ends; one notice in all."""
    model = make_model(factory=factory)
    record = Recorder(model)
    model.set_autoplay(True)
    with qtbot.waitSignal(model.table_event, timeout=20000,
                          check_params_cb=lambda event: isinstance(event, MatchOver)):
        model.new_match(Rules(target=5), seed=11, seats=EXPERT_OPPONENTS)
    assert record.count("bot_fallback") == 1
    notice = record.named("bot_fallback")[0][0]
    assert "Expert player failed to decide" in notice and "a Standard decision was used" in notice


@pytest.mark.parametrize("process", [False, True])
def test_a_bot_that_never_answers_gives_way_after_its_budget(qtbot: Any, make_model: Any, process: bool,
                                                              caplog: pytest.LogCaptureFixture) -> None:
    """A hanging Expert is abandoned (a process is killed) once its time is up; the hand goes on; the player
    is told in a player's words, the log says why."""
    model = make_model(factory=doubles.hanging_experts, process=process, budget_s=0.3)
    record = Recorder(model)
    model.set_autoplay(True)
    with qtbot.waitSignal(model.table_event, timeout=20000,
                          check_params_cb=lambda event: isinstance(event, HandScored)):
        model.new_match(Rules(), seed=12, seats=EXPERT_OPPONENTS)
    assert record.count("bot_fallback") == 1
    assert "failed to decide" in record.named("bot_fallback")[0][0]
    assert "took longer than 0.3 s" in caplog.text


def test_a_bot_process_that_dies_is_replaced(qtbot: Any) -> None:
    """The worker process killed from outside: its request is answered with an error, the next one works."""
    runner = ProcessBotRunner(doubles.slow_bots, doubles.first_legal_hint)
    try:
        runner.start()
        qtbot.waitUntil(lambda: runner._ready, timeout=10000)
        pid = runner._process.pid if runner._process is not None else None
        assert pid is not None
        with qtbot.waitSignal(runner.answered, timeout=10000) as blocker:
            runner.submit(a_request(1))
            os.kill(pid, signal.SIGKILL)
        assert blocker.args[0].error == "the bot process stopped"
        with qtbot.waitSignal(runner.answered, timeout=10000) as blocker:
            runner.submit(a_request(2))
        assert blocker.args[0].action is not None
    finally:
        runner.shutdown()


@pytest.mark.parametrize("process", [False, True])
def test_quitting_while_an_expert_thinks_returns_at_once(qtbot: Any, make_model: Any, process: bool) -> None:
    """Shutdown does not wait for a search in progress, and leaves no worker behind."""
    model = make_model(factory=doubles.hanging_experts, process=process)
    model.set_autoplay(True)
    model.new_match(Rules(), seed=12, seats=SeatSetup(opponents_level=Level.EXPERT,
                                                      partner_level=Level.EXPERT))
    qtbot.waitUntil(lambda: model.runner.busy, timeout=10000)
    qtbot.wait(200)  # let the worker get into the bot's choose()
    worker = getattr(model.runner, "_process", None)
    pid = worker.pid if worker is not None else None
    started = time.perf_counter()
    model.shutdown()
    assert time.perf_counter() - started < 1.5
    assert not model.runner.busy
    if process:
        assert pid is not None
        with pytest.raises(ProcessLookupError):
            os.kill(pid, 0)


class _Reneger:
    """Fails to follow suit whenever it can (else the first legal action)."""

    name = "reneger"

    def choose(self, view: PlayerView, rng: Any) -> Action:
        off_suit = [card for card in view.hand if Action.play(card) not in view.legal_actions]
        return Action.play(off_suit[0]) if view.phase is Phase.PLAY and off_suit else view.legal_actions[0]


@pytest.mark.parametrize(("renege", "fallbacks"), [(Renege.NO_SCORE, 0), (Renege.PREVENTED, 1)])
def test_a_renege_is_a_move_where_the_rules_allow_one(qtbot: Any, make_model: Any, renege: Renege,
                                                      fallbacks: int) -> None:
    """A bot's renege is played where the rules allow it, and found; elsewhere it is an illegal move."""
    model = make_model(factory=lambda level: _Reneger())
    record = Recorder(model)
    model.set_autoplay(True)
    with qtbot.waitSignal(model.table_event, timeout=20000,
                          check_params_cb=lambda event: isinstance(event, HandScored)):
        model.new_match(Rules(renege=renege), seed=11)
    assert record.count("bot_fallback") == fallbacks
    assert bool(record.told(RenegeFound)) == (renege is Renege.NO_SCORE)


def test_the_worker_starts_from_the_event_loop_unless_shut_down_first(qtbot: Any) -> None:
    """``start_soon`` (the game's start-up): nothing starts while the window is built; the event loop starts
    the worker; a runner shut down before then never starts one."""
    soon, stopped = ProcessBotRunner(doubles.slow_bots), ProcessBotRunner(doubles.slow_bots)
    try:
        soon.start_soon()
        stopped.start_soon()
        assert soon._process is None, "no process while the caller is still building"
        stopped.shutdown()
        qtbot.waitUntil(lambda: soon._ready, timeout=10000)
        assert stopped._process is None
    finally:
        soon.shutdown()
        stopped.shutdown()
