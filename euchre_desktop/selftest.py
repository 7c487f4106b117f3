"""``euchre-desktop --self-test``: prove an installed or frozen game works, end to end, in a few seconds.

The entry point (``app.main``) starts the self-test with :meth:`SelfTest.begin` before Qt exists (so it can
pick the offscreen platform where there is no display, and hear every Qt warning from the start), then
builds the application and shows the real main window exactly as a normal launch does (a private one: no
settings, saved match or statistics are read or written), and hands both to :meth:`SelfTest.run`. That
plays a short Bid Euchre match at six seats, then a whole Euchre match, each bots-only at full speed through
the window's own model and table (:func:`play_match`), checks the invariants below (Bid Euchre's hands and
match in ``selftest_bid``), and returns the exit status: 0 with a one-line summary on stdout, or 1 with the
failed check on stderr.  The Euchre match is played last, so the window ends showing it.

Checks:

- the window is shown, at least its minimum size, and still shown after the match;
- the shipped assets are found and load (the app icon), which catches a bundle missing its data files;
- the match ended at its target, not before and not after, with every hand dealt by the right seat;
- in every hand each card is accounted for exactly once (played, still held, buried or left in the kitty),
  every trick has one card per active seat led by the previous winner, the tricks decide the outcome, the
  points follow from the outcome, and the hand replays to the same result from its deal and actions;
- the match score is the sum of the hands' points, and each hand started from the score before it;
- the table kept up: it showed every hand's summary, and ends still, showing the final score, the match
  result, and the last hand's tricks in the winners' piles;
- Qt printed no warning (a missing plugin, font or image format shows up here first).

How the match is driven (:func:`play_match`): the window watches a bots-only match, the computer playing
every seat.  The first hand is played with every motion running at the table's fastest speed (the deal,
bids, the bowers stepping out, plays, tricks gathered, a loner's bow, fireworks or shaking plates when
they happen); the rest instantly, through the same steps with zero-length animations, as the table redraws
after an Undo.  Either way the model waits for the table's ``animations_done`` before it goes on, exactly
as in a player's game; each hand's summary is dismissed with its button.  So a table that
stopped pacing the game, a step that never came to rest, or a signal the table could not show fails here
(as a timeout or an error).  The bots think in the window's own worker process (a private window's model
makes one), which in a frozen build proves the bundle can start its bot worker.
"""

from __future__ import annotations

import logging
import os
import re
import sys
import time
import traceback
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, TextIO

from .engine import DECK_24, DECK_25, PRESETS, HandOutcome, HandState, Match, Rules
from .engine.bid import BidMatch, BidRules, Form

if TYPE_CHECKING:
    from PySide6.QtCore import QMessageLogContext, QtMsgType
    from PySide6.QtWidgets import QApplication, QMainWindow

    from .model import HandSummary, MatchSummary
    from .model.bid_events import BidHandSummary
    from .ui.main_window import MainWindow

#: The match is seeded, so a failure reproduces exactly; the seed is printed with every result.
SELF_TEST_SEED = 2026
#: The rules of the match played: the game's defaults.
SELF_TEST_RULES = "standard"
#: The Bid Euchre match played first: six seats with two packs (the largest table), two hands.
SELF_TEST_BID_RULES = BidRules(form=Form.DOUBLE_6, target=None, fixed_hands=2)
#: A whole match takes a second or two; this only stops a hang from running forever.
SELF_TEST_TIMEOUT_S = 60.0
#: The asset loaded to prove data files ship with the code.
ICON_ASSET = "icons/euchre-desktop-256.png"
#: Qt warnings that say nothing about the game: the offscreen platform has no window manager to pass size
#: hints to (the same pattern as ``qt_log_ignore`` in pyproject.toml).
IGNORED_QT_WARNINGS = (re.compile(r"^This plugin does not support propagateSizeHints\(\)$"),)


class SelfTestFailure(Exception):
    """A self-test check failed; the message says which check and what was seen instead."""


class _WarningsKept(logging.Handler):
    """Keeps the last warning logged (why a computer player failed), for the self-test's report."""

    def __init__(self) -> None:
        super().__init__(logging.WARNING)
        self.last = "no reason logged"

    def emit(self, record: logging.LogRecord) -> None:
        """Keep the record's message."""
        self.last = record.getMessage()


def play_match(window: MainWindow, rules: Rules | BidRules, seed: int, *,
               timeout_s: float) -> Match | BidMatch:
    """Play a whole bots-only match (Euchre's, or Bid Euchre's for ``BidRules``) through ``window``'s own
    model and table at full speed; return it.

    See the module docstring.  Raises SelfTestFailure if the model reports an error or a failed bot, the
    match does not end within ``timeout_s``, or the table does not show what the match did.
    """
    from PySide6.QtCore import QEventLoop, QTimer

    from .ui.table.animation import Durations

    model, controller, summary = window.model, window.controller, window.summary
    problems: list[str] = []
    results: list[MatchSummary] = []
    hands_shown: list[HandSummary | BidHandSummary] = []
    loop = QEventLoop()

    def fail(text: str) -> None:
        problems.append(text)
        loop.quit()

    def go_on() -> None:
        """Dismiss a hand's summary with its button, as a player would."""
        if summary.isVisible() and not summary.match_over:
            summary.next_button.click()

    def hand_shown(hand: HandSummary | BidHandSummary) -> None:
        hands_shown.append(hand)
        # One hand at the fastest animated speed proves the motion; the rest need not take the time.
        controller.set_durations(Durations(instant=True))
        QTimer.singleShot(0, go_on)  # once the window has put the summary up

    def match_shown(result: MatchSummary) -> None:
        results.append(result)
        loop.quit()

    # The player is told a computer player failed without the reason; the self-test says why, from the log.
    reasons = _WarningsKept()
    logging.getLogger("euchre_desktop.model").addHandler(reasons)
    connections = [
        (model.error, lambda text: fail(f"the game reported an error: {text}")),
        (model.bot_fallback, lambda text: fail(f"a computer player failed: {text} ({reasons.last})")),
        (controller.hand_finished, hand_shown),
        (controller.bid_hand_finished, hand_shown),
        (controller.match_finished, match_shown),
    ]
    for signal, slot in connections:
        signal.connect(slot)
    deadline = QTimer()
    deadline.setSingleShot(True)
    deadline.timeout.connect(lambda: fail(f"the match did not finish within {timeout_s:g} s "
                                          f"(score {'-'.join(map(str, model.scores)) or 'none yet'})"))
    try:
        controller.set_durations(Durations(speed=Durations.MAX_SPEED))
        model.set_autoplay(True)
        summary.hide()  # the last match's result, if any, as New match puts it away
        model.new_match(rules, seed=seed)
        deadline.start(int(timeout_s * 1000))
        if not results and not problems:
            loop.exec()
        if problems:
            raise SelfTestFailure(problems[0])
        # The model's match as it would be saved, rebuilt through the engine: every action is checked again.
        match = model.saved_match().rebuild()
        assert isinstance(match, BidMatch if isinstance(rules, BidRules) else Match)
        check_table(window, match, results[0], len(hands_shown))
        return match
    finally:
        deadline.stop()
        logging.getLogger("euchre_desktop.model").removeHandler(reasons)
        for signal, slot in connections:
            signal.disconnect(slot)


def check_table(window: MainWindow, match: Match | BidMatch, result: MatchSummary,
                hands_shown: int) -> None:
    """Check that the table showed the whole match and ends still, showing its result; SelfTestFailure if
    not."""
    scene, summary = window.scene, window.summary
    scores = tuple(match.scores)
    if hands_shown != len(match.completed):
        raise SelfTestFailure(f"the table showed {hands_shown} summaries of {len(match.completed)} hands")
    if result.scores != scores:
        raise SelfTestFailure(f"the table announced the result {result.scores}, not {scores}")
    if scene.score_panel.scores != scores:
        raise SelfTestFailure(f"the table shows the score {scene.score_panel.scores}, not {scores}")
    if not summary.isVisible() or not summary.match_over:
        raise SelfTestFailure("the table does not show the match's result")
    if window.controller.busy or scene.is_busy:
        raise SelfTestFailure("the table is still moving after the match is over")
    tricks = sum(len(scene.piles.won_by(side).tricks) for side in range(scene.sides))
    if tricks != len(match.hand.tricks):
        raise SelfTestFailure(f"the table's piles hold {tricks} tricks; the last hand had "
                              f"{len(match.hand.tricks)}")


def check_hand(hand: HandState, number: int) -> None:
    """Check one finished hand's cards, tricks, outcome, points and replay; SelfTestFailure if any is off."""
    rules = hand.rules
    where = f"hand {number}"
    result = hand.result
    if result is None:
        raise SelfTestFailure(f"{where} is recorded as finished but has no result")

    deck = DECK_25 if rules.benny else DECK_24
    dealt = [card for cards in hand.deal.hands for card in cards] + list(hand.deal.kitty)
    if sorted(dealt) != sorted(deck):
        raise SelfTestFailure(f"{where}: the deal is not one whole {len(deck)}-card deck")
    played = [card for trick in hand.tricks for _, card in trick.plays] + [card for _, card in hand.trick]
    held = [card for seat in range(rules.players) for card in hand.hand(seat)]
    buried = [card for _, card in hand.buried]
    placed = played + held + buried
    if len(set(placed)) != len(placed):
        duplicates = sorted({str(card) for card in placed if placed.count(card) > 1})
        raise SelfTestFailure(f"{where}: cards in two places at once: {' '.join(duplicates)}")
    if not set(placed) <= set(deck):
        raise SelfTestFailure(f"{where}: cards that were never dealt came into play")

    active = set(hand.active_seats)
    leader = None
    for index, trick in enumerate(hand.tricks, 1):
        seats = [seat for seat, _ in trick.plays]
        if sorted(seats) != sorted(active):
            raise SelfTestFailure(f"{where}, trick {index}: played by seats {seats}, not by {sorted(active)}")
        if seats[0] != trick.leader or (leader is not None and trick.leader != leader):
            raise SelfTestFailure(f"{where}, trick {index}: led by seat {seats[0]}, not by the last winner")
        if trick.winner not in seats:
            raise SelfTestFailure(f"{where}, trick {index}: won by seat {trick.winner}, who did not play")
        leader = trick.winner
    _check_outcome(hand, where)

    replayed = HandState.replay(rules, hand.deal, hand.actions, scores_before=hand.scores_before).result
    if replayed != result:
        raise SelfTestFailure(f"{where}: replaying its actions gives {replayed}, not {result}")


def _check_outcome(hand: HandState, where: str) -> None:
    """Check that the tricks decide the outcome and the outcome the points."""
    rules = hand.rules
    result = hand.result
    assert result is not None
    if result.outcome is HandOutcome.THROWN_IN:
        if any(result.points) or hand.tricks:
            raise SelfTestFailure(f"{where}: thrown in, yet it scored {result.points} "
                                  f"after {len(hand.tricks)} tricks")
        return
    if result.outcome not in (HandOutcome.MADE, HandOutcome.MARCH, HandOutcome.EUCHRED):
        return  # Renege penalties and farmer's redeals score by their own rules, outside standard play.
    if len(hand.tricks) != 5 or result.maker is None:
        raise SelfTestFailure(f"{where}: {result.outcome.value} after {len(hand.tricks)} tricks")
    maker_side = rules.side_of(result.maker)
    maker_tricks = sum(1 for trick in hand.tricks if rules.side_of(trick.winner) == maker_side)
    expected = (HandOutcome.MARCH if maker_tricks == 5
                else HandOutcome.MADE if maker_tricks >= 3 else HandOutcome.EUCHRED)
    if result.outcome is not expected:
        raise SelfTestFailure(f"{where}: the makers took {maker_tricks} tricks, yet the result is "
                              f"{result.outcome.value}")
    maker_points = result.points[maker_side]
    others = [points for side, points in enumerate(result.points) if side != maker_side]
    makers_scored = maker_points > 0 and not any(others)
    defenders_scored = maker_points == 0 and all(points > 0 for points in others)
    if makers_scored != (expected is not HandOutcome.EUCHRED) or makers_scored == defenders_scored:
        raise SelfTestFailure(f"{where}: {result.outcome.value} by side {maker_side} scored {result.points}")


def check_match(match: Match) -> None:
    """Check a finished match and each of its hands; SelfTestFailure naming the first broken invariant."""
    rules = match.rules
    if not match.is_over or match.winner is None:
        raise SelfTestFailure(f"the match is not over (score {match.scores})")
    if not match.completed or match.completed[-1] is not match.hand:
        raise SelfTestFailure("the match's last hand is not among its finished hands")
    running = [0] * rules.sides
    for number, hand in enumerate(match.completed, 1):
        if list(hand.scores_before) != running:
            raise SelfTestFailure(f"hand {number} started from {list(hand.scores_before)}, not {running}")
        if number > 1:
            previous = match.completed[number - 2]
            assert previous.result is not None
            same = previous.result.redeal_same_dealer
            expected_dealer = previous.dealer if same else (previous.dealer + 1) % rules.players
            if hand.dealer != expected_dealer:
                raise SelfTestFailure(f"hand {number} was dealt by seat {hand.dealer}, not {expected_dealer}")
        check_hand(hand, number)
        assert hand.result is not None
        running = [score + points for score, points in zip(running, hand.result.points, strict=True)]
        if number < len(match.completed) and _has_winner(rules, running):
            raise SelfTestFailure(f"the match went on after hand {number} although {running} had won it")
    if running != match.scores:
        raise SelfTestFailure(f"the match score {match.scores} is not the sum of its hands, {running}")
    if rules.target is not None and max(match.scores) < rules.target:
        raise SelfTestFailure(f"the match ended at {match.scores}, short of the target {rules.target}")


def _has_winner(rules: Rules, scores: Sequence[int]) -> bool:
    """True when ``scores`` would end a match to a target: one side alone at the top, at or past it."""
    best = max(scores)
    return rules.target is not None and best >= rules.target and scores.count(best) == 1


def check_window(window: QMainWindow) -> None:
    """Check the main window is shown at a usable size; SelfTestFailure if not."""
    if not window.isVisible() or window.windowHandle() is None:
        raise SelfTestFailure("the main window is not shown")
    size, minimum = window.size(), window.minimumSize()
    if size.width() < minimum.width() or size.height() < minimum.height():
        raise SelfTestFailure(f"the main window is {size.width()}x{size.height()}, below its minimum "
                              f"{minimum.width()}x{minimum.height()}")


def check_assets() -> None:
    """Check the shipped assets are found and decode; SelfTestFailure naming the one that does not."""
    from PySide6.QtGui import QImage

    from .resources import asset_path

    try:
        path = asset_path(ICON_ASSET)
    except FileNotFoundError as exc:
        raise SelfTestFailure(str(exc)) from exc
    if QImage(str(path)).isNull():
        raise SelfTestFailure(f"the asset {path} does not load as an image")


class SelfTest:
    """One self-test run: started before Qt exists, run once the window is shown.

    Use: ``test = SelfTest.begin()`` first, then build the QApplication and show the window, then
    ``return test.run(app, window)``.
    """

    def __init__(self, *, seed: int = SELF_TEST_SEED, timeout_s: float = SELF_TEST_TIMEOUT_S,
                 out: TextIO | None = None, err: TextIO | None = None) -> None:
        """Prepare a run; ``out`` and ``err`` default to the process's stdout and stderr."""
        self.seed = seed
        self.timeout_s = timeout_s
        self.out = sys.stdout if out is None else out
        self.err = sys.stderr if err is None else err
        self.qt_warnings: list[str] = []
        self._previous_handler: Callable[..., object] | None = None
        self._started = time.perf_counter()

    @classmethod
    def begin(cls, *, seed: int = SELF_TEST_SEED, timeout_s: float = SELF_TEST_TIMEOUT_S) -> SelfTest:
        """Start a self-test: use the offscreen platform if there is no display, and record Qt's warnings.

        Call before the QApplication exists, so its platform is chosen here and plugin-loading warnings
        are heard.
        """
        from .app import display_problem

        if display_problem() is not None:
            os.environ["QT_QPA_PLATFORM"] = "offscreen"
        test = cls(seed=seed, timeout_s=timeout_s)
        test.listen_to_qt()
        return test

    def listen_to_qt(self) -> None:
        """Install a Qt message handler that records warnings and passes every message on to stderr."""
        from PySide6.QtCore import QtMsgType, qInstallMessageHandler

        serious = {QtMsgType.QtWarningMsg, QtMsgType.QtCriticalMsg, QtMsgType.QtFatalMsg}

        def handler(kind: QtMsgType, _context: QMessageLogContext, message: str) -> None:
            print(message, file=self.err)
            if kind in serious and not any(pattern.search(message) for pattern in IGNORED_QT_WARNINGS):
                self.qt_warnings.append(message)

        self._previous_handler = qInstallMessageHandler(handler)

    def stop_listening(self) -> None:
        """Put back the Qt message handler that was there before :meth:`listen_to_qt`."""
        from PySide6.QtCore import qInstallMessageHandler

        qInstallMessageHandler(self._previous_handler)

    def run(self, app: QApplication, window: QMainWindow) -> int:
        """Play and check a match with ``window`` shown; print the verdict and return the exit status."""
        from .selftest_bid import check_bid_match
        from .ui.main_window import MainWindow

        rules = PRESETS[SELF_TEST_RULES]
        try:
            app.processEvents()  # Let the window's show and first paint happen before it is checked.
            check_window(window)
            check_assets()
            if not isinstance(window, MainWindow):
                raise SelfTestFailure(f"the window shown is a {type(window).__name__}, not the game's window")
            bid_match = play_match(window, SELF_TEST_BID_RULES, self.seed, timeout_s=self.timeout_s)
            assert isinstance(bid_match, BidMatch)
            check_bid_match(bid_match)
            match = play_match(window, rules, self.seed, timeout_s=self.timeout_s)
            assert isinstance(match, Match)
            check_match(match)
            app.processEvents()
            check_window(window)
            if self.qt_warnings:
                more = len(self.qt_warnings) - 1
                suffix = f" (and {more} more)" if more else ""
                raise SelfTestFailure(f"Qt warned: {self.qt_warnings[0]}{suffix}")
        except SelfTestFailure as exc:
            print(f"self-test FAILED (seed {self.seed}): {exc}", file=self.err)
            return 1
        except Exception:  # Anything unexpected is a failure too, reported with where it happened.
            print(f"self-test FAILED (seed {self.seed}) with an unexpected error:", file=self.err)
            traceback.print_exc(file=self.err)
            return 1
        finally:
            self.stop_listening()
            window.close()
        elapsed = time.perf_counter() - self._started
        print(f"self-test passed (seed {self.seed}): {len(match.completed)} hands, score "
              f"{'-'.join(str(score) for score in match.scores)}, and Bid Euchre at six seats: "
              f"{len(bid_match.completed)} hands, {'-'.join(map(str, bid_match.scores))}, {elapsed:.2f} s",
              file=self.out)
        return 0
