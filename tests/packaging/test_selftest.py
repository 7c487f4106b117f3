"""``--self-test``: it passes on a healthy game, and each of its checks catches the fault it is there for."""

from __future__ import annotations

import dataclasses
import io
import os
import random
import subprocess
import sys
import time
from pathlib import Path

import pytest
from PySide6.QtCore import qWarning
from PySide6.QtWidgets import QApplication, QMainWindow

from euchre_desktop import selftest
from euchre_desktop.bots.base import RandomBot
from euchre_desktop.engine import PRESETS, Action, Card, Match, PlayerView, Trick
from euchre_desktop.engine.bid import BidMatch
from euchre_desktop.model import GameModel, MatchSummary, ThreadBotRunner
from euchre_desktop.persistence.settings import Settings
from euchre_desktop.selftest import (
    SELF_TEST_BID_RULES,
    SelfTest,
    SelfTestFailure,
    check_match,
    check_table,
    check_window,
)
from euchre_desktop.selftest_bid import check_bid_match
from euchre_desktop.ui.main_window import MainWindow

REPO_ROOT = Path(__file__).resolve().parents[2]


def finished_match(seed: int = 11) -> Match:
    """Play a whole match of random players straight through the engine."""
    match = Match(PRESETS["standard"], seed)
    rng = random.Random(seed)
    bot = RandomBot()
    while not match.is_over:
        if match.hand_over:
            match.deal_next()
        match.apply(bot.choose(PlayerView.of(match.hand, match.hand.to_act), rng))
    return match


def thread_window(bot: object = None) -> MainWindow:
    """A window over a model that saves and records nothing, its bots on a thread of this process (no
    worker process to outlive a window nobody closes); ``bot`` plays every seat (None: the game's own)."""
    runner = (ThreadBotRunner() if bot is None
              else ThreadBotRunner(lambda level: bot))  # type: ignore[arg-type,return-value]
    model = GameModel(runner=runner)
    runner.setParent(model)
    window = MainWindow(model, Settings())
    model.setParent(window)
    return window


def run_in_process(qapp: QApplication, bot: object = None, **options: float) -> tuple[int, str, str]:
    """Run a self-test on a freshly shown main window; return the exit status, stdout and stderr.

    ``bot``: the computer player in every seat (in a thread of this process); None for the game's own.
    """
    out, err = io.StringIO(), io.StringIO()
    test = SelfTest(out=out, err=err, **options)  # type: ignore[arg-type]
    test.listen_to_qt()
    window = thread_window(bot)
    window.show()
    status = test.run(qapp, window)
    return status, out.getvalue(), err.getvalue()


def test_the_flag_plays_a_match_headless_and_exits_0() -> None:
    """With no display configured at all, ``--self-test`` goes offscreen by itself, plays and passes."""
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")}
    completed = subprocess.run(
        [sys.executable, "-m", "euchre_desktop", "--self-test"],
        cwd=REPO_ROOT, env=env, capture_output=True, text=True, timeout=120, check=False,
    )
    assert completed.returncode == 0, completed.stderr
    assert completed.stdout.startswith("self-test passed (seed 2026): ")
    assert " hands, score " in completed.stdout


def test_the_match_is_played_on_the_windows_own_table(qapp: QApplication) -> None:
    """The window's model plays the match and its table shows it to the end: the result, the final score
    (which reached the target), the last hand's tricks; the summary line names the hands and the score."""
    out, err = io.StringIO(), io.StringIO()
    test = SelfTest(out=out, err=err)
    test.listen_to_qt()
    window = thread_window()
    window.show()
    assert test.run(qapp, window) == 0, err.getvalue()
    score = tuple(int(points) for points in out.getvalue().split("score ")[1].split(",")[0].split("-"))
    assert max(score) >= 10 and " hands, score " in out.getvalue()
    assert "and Bid Euchre at six seats: 2 hands" in out.getvalue()
    assert window.model.scores == score and window.scene.score_panel.scores == score
    assert window.summary.match_over and window.status.text() == "The match is over."
    won = window.scene.piles.won
    assert sum(len(pile.tricks) for pile in won) == 5, "the last hand's tricks in piles"


def test_a_table_that_never_comes_to_rest_fails(qapp: QApplication) -> None:
    """The model waits for the table: a table that never says it is still stops the match, and the
    self-test says so instead of passing on a model that ran ahead on its own."""
    out, err = io.StringIO(), io.StringIO()
    test = SelfTest(out=out, err=err, timeout_s=1.0)
    test.listen_to_qt()
    window = thread_window()
    window.show()
    window.scene.tracker.hold()  # something on the table that never finishes
    assert test.run(qapp, window) == 1
    assert "did not finish within 1 s" in err.getvalue()


def test_a_table_showing_another_score_fails(qapp: QApplication) -> None:
    """What the table shows is checked against the match: a score panel left behind is caught."""
    match = finished_match()
    window = thread_window()
    result = MatchSummary(match.winner or 0, tuple(match.scores), len(match.completed))
    with pytest.raises(SelfTestFailure, match="showed 1 summaries of"):
        check_table(window, match, result, 1)
    with pytest.raises(SelfTestFailure, match=r"the table shows the score \(0, 0\)"):
        check_table(window, match, result, len(match.completed))
    window.close()


def test_a_bot_the_game_refuses_fails_the_self_test(qapp: QApplication) -> None:
    """A computer player whose action is refused (the game plays a stand-in move) is a failure."""

    class Cheat:
        name = "cheat"

        def choose(self, view: PlayerView, rng: random.Random) -> Action:
            return Action.play(Card.parse("AS"))  # Never legal while bidding.

    status, _, err = run_in_process(qapp, Cheat())
    assert status == 1
    assert "self-test FAILED (seed 2026): a computer player failed:" in err


def test_a_crashing_bot_fails_the_self_test(qapp: QApplication) -> None:
    """A computer player that raises is reported with what it raised."""

    class Broken:
        name = "broken"

        def choose(self, view: PlayerView, rng: random.Random) -> Action:
            raise ZeroDivisionError("bot arithmetic")

    status, _, err = run_in_process(qapp, Broken())
    assert status == 1
    assert "a computer player failed" in err and "bot arithmetic" in err


def test_an_unexpected_error_fails_with_its_traceback(
    qapp: QApplication, monkeypatch: pytest.MonkeyPatch
) -> None:
    """An exception nobody foresaw still ends the self-test with status 1 and shows where it happened."""

    def broken_match(*args: object, **kwargs: object) -> Match:
        raise ZeroDivisionError("match arithmetic")

    monkeypatch.setattr(selftest, "play_match", broken_match)
    status, _, err = run_in_process(qapp)
    assert status == 1
    assert "unexpected error" in err and "ZeroDivisionError: match arithmetic" in err


def test_a_match_that_does_not_finish_in_time_fails(qapp: QApplication) -> None:
    """A hang (here: bots that think 20 ms a move) is cut off at the timeout instead of running on."""

    class Slow(RandomBot):
        def choose(self, view: PlayerView, rng: random.Random) -> Action:
            time.sleep(0.02)
            return super().choose(view, rng)

    started = time.perf_counter()
    status, _, err = run_in_process(qapp, Slow(), timeout_s=0.3)
    assert status == 1
    assert "did not finish within 0.3 s" in err
    assert time.perf_counter() - started < 5


def test_a_qt_warning_during_the_match_fails(qapp: QApplication, monkeypatch: pytest.MonkeyPatch) -> None:
    """Qt warnings (a missing plugin, font or image format in a bundle) fail the self-test."""
    original = selftest.play_match

    def warn_then_play(window: QMainWindow, rules: object, seed: int, *, timeout_s: float) -> Match:
        qWarning("QFont::setPointSizeF: Point size <= 0 (0.000000), must be greater than 0")
        return original(window, rules, seed, timeout_s=timeout_s)  # type: ignore[arg-type]

    monkeypatch.setattr(selftest, "play_match", warn_then_play)
    status, _, err = run_in_process(qapp)
    assert status == 1
    assert "Qt warned: QFont::setPointSizeF" in err


def test_a_missing_asset_fails_naming_it(qapp: QApplication, monkeypatch: pytest.MonkeyPatch) -> None:
    """A bundle that lost its data files fails at once, saying which asset and where it looked."""
    monkeypatch.setattr(selftest, "ICON_ASSET", "icons/no-such-icon.png")
    status, _, err = run_in_process(qapp)
    assert status == 1
    assert "icons/no-such-icon.png" in err and "not found" in err


def test_a_hidden_window_fails_the_window_check(qapp: QApplication) -> None:
    """The window must really be on screen."""
    window = thread_window()
    with pytest.raises(SelfTestFailure, match="not shown"):
        check_window(window)


def test_a_genuine_match_passes_every_check() -> None:
    """The invariant checks accept real matches (several seeds, so they are not tuned to one)."""
    for seed in range(5):
        check_match(finished_match(seed))


def _add_a_point(match: Match) -> None:
    match.scores[0] += 1


def _hold_a_played_card(match: Match) -> None:
    hand = match.completed[0]
    seat, card = hand.tricks[0].plays[0]
    hand.hands[(seat + 1) % 4] |= 1 << card


def _drop_a_card_from_a_trick(match: Match) -> None:
    hand = next(h for h in match.completed if h.tricks)
    first = hand.tricks[0]
    hand.tricks[0] = Trick(first.leader, first.plays[:-1], first.winner)


def _play_past_the_end(match: Match) -> None:
    match.completed.insert(0, match.completed[-1])


@pytest.mark.parametrize(
    ("tamper", "message"),
    [
        (_add_a_point, "is not the sum of its hands"),
        (_hold_a_played_card, "cards in two places at once"),
        (_drop_a_card_from_a_trick, "trick 1: played by seats"),
        (_play_past_the_end, "started from"),
    ],
)
def test_each_broken_invariant_is_caught(tamper: object, message: str) -> None:
    """Break one invariant of a real match; the check that guards it names what is wrong."""
    match = finished_match()
    tamper(match)  # type: ignore[operator]
    with pytest.raises(SelfTestFailure, match=message):
        check_match(match)


def test_the_bid_euchre_checks_pass_a_played_match_and_catch_a_wrong_score() -> None:
    """The Bid Euchre match the self-test plays first is checked like Euchre's: a good one passes, and a
    score that is not the sum of its hands, or a hand replaying to another result, fails."""
    match = BidMatch(SELF_TEST_BID_RULES, 5)
    rng = random.Random(5)
    while not match.is_over:
        if match.hand_over:
            match.deal_next()
        match.apply(rng.choice(match.hand.legal_actions()))
    check_bid_match(match)
    match.scores = (match.scores[0] + 1, match.scores[1])
    with pytest.raises(SelfTestFailure, match="not the sum of its hands"):
        check_bid_match(match)
    match.scores = (match.scores[0] - 1, match.scores[1])
    hand = match.completed[0]
    assert hand.result is not None
    hand.result = dataclasses.replace(hand.result, points=(hand.result.points[0] + 1, hand.result.points[1]))
    with pytest.raises(SelfTestFailure, match="Bid Euchre hand 1: replaying its record"):
        check_bid_match(match)
