"""A monkey at the table: random input thrown at the real ``MainWindow``, and a player who keeps the game on.

``TableMonkey.run`` alternates two things, round after round, until enough events have been thrown and
enough matches played to their end:

- a burst of monkey events, with the table moving at top speed so that many land mid-animation: clicks
  anywhere (cards, bid buttons, the summary's buttons, the toolbar, the status line, empty cloth, any mouse
  button), double clicks, hovering, the wheel, keys (digits, arrows, Enter, Escape, U, H, W, the panic
  keys, letters, the Menu's shortcuts), resizes from below the minimum to larger than most screens,
  maximised and full screen, the Menu's commands triggered directly (Undo, Hint, Watch a hand and taking
  the seat back, Copy deal details, a deal code good or bad, Sound, Classic; New match, Replay this deal
  and Today's deal rationed), dialogs opened, fiddled with and closed (settings, statistics, rules, About,
  the rules in brief), the intermission cover on and off, Undo and Hint pressed many times over;
- the player's turn: dialogs closed, the table uncovered, and then a few of whatever the table asks (a
  bid, a card, Next hand, New match), chosen at random among the legal choices and made with the mouse or
  the keys, with the table at instant speed so that the game gets on.  A legal move the table does not
  take fails the test.

The engine's invariants (``table_invariants``) are checked on the model's live match after every move and
every burst; whenever the table shows the player's decision it must show the engine's position (the hand,
the legal choices, the score); every tenth round the saved match must replay to the live one.  A watchdog
fails the test when the match gets no further for ``WATCHDOG_ROUNDS`` rounds, and a stall (the game
neither coming back to the player nor ending the hand for ``STALL_SECONDS``) fails at once, describing where
it stuck.  Every failure names the seed and lists the last events.

Everything random comes from the seed: the events, the player's choices, and (through the test) the seeds
of the matches.  The bots answer on a thread, so how the events interleave with the bots' moves can differ
between two runs of one seed; the events and the deals do not.
"""

from __future__ import annotations

import collections
import dataclasses
import random
import time
from collections.abc import Callable
from typing import NoReturn

from monkey_events import NO_MODIFIER, MonkeyEvents
from PySide6.QtCore import QPointF, Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
)
from table_invariants import check_match

from euchre_desktop.engine import Action, Card, Match, Rules
from euchre_desktop.model import HandSummary
from euchre_desktop.model.table_events import HandScored, MatchOver
from euchre_desktop.persistence.savedmatch import SavedMatch
from euchre_desktop.ui.main_window import MainWindow
from euchre_desktop.ui.table.animation import Durations
from euchre_desktop.ui.table.controller import CARD_PHASES

STALL_SECONDS = 10.0
"""How long the game may take to come back to the player (a whole hand of bots included) before it counts
as stuck."""
WATCHDOG_ROUNDS = 25
"""Rounds in a row without the match getting further than it has ever been, before the watchdog fails."""
PLAYER_MOVES = 4
"""The most moves the player makes in a row between two bursts (enough to outpace the monkey's Undo)."""


@dataclasses.dataclass
class Tally:
    """What the monkey did and what the game did meanwhile."""

    events: collections.Counter[str] = dataclasses.field(default_factory=collections.Counter)
    matches_completed: int = 0
    matches_abandoned: int = 0
    hands: set[tuple[str, int]] = dataclasses.field(default_factory=set)
    player_moves: int = 0
    checkpoints: int = 0
    saves_compared: int = 0
    table_comparisons: int = 0

    @property
    def total_events(self) -> int:
        """Every monkey event thrown."""
        return sum(self.events.values())

    def line(self, seed: int, seconds: float) -> str:
        """The one-line summary the test prints."""
        kinds = ", ".join(f"{kind} {count}" for kind, count in sorted(self.events.items()))
        return (f"monkey: seed {seed}: {self.total_events} events ({kinds}); "
                f"{self.matches_completed} matches completed, {self.matches_abandoned} abandoned by the "
                f"monkey; {len(self.hands)} hands played; {self.player_moves} player moves; "
                f"{self.checkpoints} invariant checkpoints, {self.table_comparisons} table comparisons, "
                f"{self.saves_compared} saves compared; {seconds:.1f} s")


class MonkeyFailure(AssertionError):
    """The monkey broke something; the message says what, with the last events."""


class TableMonkey(MonkeyEvents):
    """Throws events at ``window`` and plays its human seat; see the module docstring."""

    def __init__(self, window: MainWindow, seed: int, rules: Callable[[int], Rules],
                 *, burst: int = 12, problems: Callable[[], list[str]] | None = None,
                 paces: tuple[Durations, Durations] = (Durations(), Durations())) -> None:
        """``rules(n)``: the rules of the ``n``-th match.  ``burst``: the mean number of events per round.
        ``problems``: what went wrong inside Qt so far (exceptions, warnings), checked after every event.
        ``paces``: the table's durations while the monkey is at it, and while the player plays."""
        self.window = window
        self.monkey_pace, self.player_pace = paces
        self.seed = seed
        self.rng = random.Random(f"monkey/{seed}")
        self.rules_for = rules
        self.burst = burst
        self.problems = problems if problems is not None else list
        self.tally = Tally()
        self.log: collections.deque[str] = collections.deque(maxlen=40)
        self._rules_index = 0
        self._restart_spent = False
        self._enough: Callable[[], bool] = lambda: False
        self._finished = False
        self._restoring_rules = False
        self._over_ids: set[str] = set()
        self._current_id = ""
        self._high_water: tuple[str, tuple[int, int]] = ("", (-1, -1))
        self._rounds_without_progress = 0
        self._rounds = 0
        window.model.table_event.connect(
            lambda event: isinstance(event, MatchOver) and self._on_match_over(event.summary))
        window.model.match_started.connect(self._on_match_started)
        window.settings.changed.connect(self._on_setting_changed)
        window.model.table_event.connect(
            lambda event: isinstance(event, HandScored) and self._on_hand_scored(event.summary))
        self._events: list[tuple[int, Callable[[], str]]] = [
            (20, self.click_anywhere), (14, self.click_hand_card), (4, self.click_any_card),
            (6, self.click_bid_button), (4, self.click_summary_button), (3, self.click_toolbar),
            (5, self.double_click), (6, self.hover), (2, self.wheel), (22, self.press_key),
            (3, self.resize), (1, self.change_window_state), (5, self.menu_command), (2, self.open_dialog),
            (3, self.fiddle_with_dialog), (2, self.close_dialog), (2, self.intermission),
            (1, self.undo_spam), (2, self.hint_spam),
        ]

    # ============================================================================================ running

    def run(self, matches: int, min_events: int) -> Tally:
        """Play until ``matches`` matches have ended and at least ``min_events`` events were thrown, and
        then to the end of the match in play."""
        tally = self.tally
        self._enough = lambda: tally.matches_completed >= matches and tally.total_events >= min_events
        self.window.controller.set_durations(self.monkey_pace)
        self.start_match()
        while not self._finished:
            self.round()
        self.close_dialogs()
        if self.window.intermission.is_covered:
            self.window.intermission.uncover()  # the cover renames the application: put the name back
        return self.tally

    def round(self) -> None:
        """One burst of events, the player's turn, then the checks."""
        self._rounds += 1
        for _ in range(self.rng.randint(1, 2 * self.burst)):
            self.event()
        self.settle()
        self.play()
        self.check()

    def event(self) -> None:
        """One random event, then let the window react."""
        weights = [weight for weight, _ in self._events]
        (_, thrower), = self.rng.choices(self._events, weights)
        kind = thrower.__name__
        what = thrower()
        self.tally.events[kind] += 1
        self.log.append(f"{kind}: {what}")
        QApplication.processEvents()
        self._check_problems()

    def settle(self, ms: int = 2) -> None:
        """Give the table a moment: timers, animations and the bots' answers."""
        QTest.qWait(ms)

    def start_match(self) -> None:
        """The first match, with the first rules (through the settings, as the player would set them)."""
        self._set_rules()
        self.window.new_match()
        self.log.append(f"player: the first match ({self.window.model.rules})")

    def _set_rules(self) -> None:
        """The settings get the rules of the next match, however it is started."""
        self._restoring_rules = True
        try:
            self.window.settings.set_rules(self.rules_for(self._rules_index))
        finally:
            self._restoring_rules = False

    def _on_setting_changed(self, key: str) -> None:
        """A dialog changed the rules or the speed: they go back to the run's, which keep every match short
        and the table quick (the dialog has done its work by then: the change was applied and announced)."""
        if key.startswith("rules.") and not self._restoring_rules:
            QTimer.singleShot(0, self.window, self._set_rules)
        elif key in ("table.speed", "table.reduced_motion"):
            self.window.controller.set_durations(self.monkey_pace)

    # ===================================================================================== the player

    def play(self) -> None:
        """The player's turn at the table: close what is open, uncover the table, and answer what the table
        asks, a few times in a row (enough to outpace the monkey's Undo)."""
        window = self.window
        if window.intermission.is_covered:
            window.intermission.action.trigger()
            self.log.append("player: uncovered the table")
        self.close_dialogs()  # after uncovering: the cover hides a window it found open (the hand review)
        self._activate()
        window.controller.set_durations(self.player_pace)
        try:
            for _ in range(self.rng.randint(1, PLAYER_MOVES)):
                if self._finished or not self.move():
                    return
        finally:
            window.controller.set_durations(self.monkey_pace)

    def move(self) -> bool:
        """Answer what the table asks: a decision, Next hand, or New match.  False when there is nothing to
        answer (the match is over and the run has had enough, or the bots play the player's seat)."""
        window = self.window
        self._wait_for_the_player()
        summary = window.summary
        if summary.isVisible():
            if summary.match_over and self._enough():
                self._finished = True
                return False
            self._press(summary.next_button, f"player: {summary.next_button.text()}")
            return True
        turn = window.controller.turn
        if turn is None:
            return False
        match = self.live_match()
        assert match is not None
        self._compare_table(match)
        action = self.rng.choice(turn.legal_actions)
        if turn.phase in CARD_PHASES:
            assert action.card is not None
            self._play_card(action.card)
        else:
            self._bid(action)
        QApplication.processEvents()
        if window.controller.turn is turn:
            self.fail(f"the table did not take the player's legal {action} (made with nothing in front of "
                      f"the table, which was still)\n{self.describe()}")
        self.tally.player_moves += 1
        self._check_invariants()
        return True

    def _activate(self) -> None:
        """The player brings the window to the front (the keys go to the active window only)."""
        window = self.window
        window.activateWindow()
        deadline = time.monotonic() + 2.0
        while not window.isActiveWindow():
            if time.monotonic() > deadline:
                self.fail(f"the window does not become active\n{self.describe()}")
            self.settle(1)

    def _wait_for_the_player(self) -> None:
        window = self.window
        started = time.monotonic()
        deadline = started + STALL_SECONDS
        while time.monotonic() < deadline:
            if window.summary.isVisible() or window.controller.turn is not None:
                return
            if window.model.watching and time.monotonic() - started > 0.1:
                # Watching a hand through is slow: the player soon takes the seat back, wherever the hand is.
                window.watch_action.trigger()
                self.log.append("player: took back the seat")
            self.settle(3)
        self.fail(f"the game is stuck: for {STALL_SECONDS:.0f} s it neither came back to the player nor "
                  f"ended the hand.\n{self.describe()}")

    def _bid(self, action: Action) -> None:
        window = self.window
        choice = next((choice for choice in window.bid_panel.choices if choice.action == action), None)
        if choice is None:
            self.fail(f"the bid panel does not offer the legal {action}: {window.bid_panel.choices}")
        if self.rng.random() < 0.5:
            QTest.keyClick(window, getattr(Qt.Key, f"Key_{choice.key}"))
            self.log.append(f"player: key {choice.key} for {action}")
        else:
            button = window.bid_panel.button_for(choice.key)
            assert button is not None
            self._press(button, f"player: bid button for {action}")

    def _play_card(self, card: Card) -> None:
        window = self.window
        if self.rng.random() < 0.6:
            for _ in range(2 if window.controller.tap_twice else 1):
                self._click_card(card)
            self.log.append(f"player: clicked the {card}")
            return
        cards = list(window.scene.piles.hand(0).known)
        for _ in range(len(cards) + 1):
            if window.controller.selected == card:
                break
            QTest.keyClick(window, Qt.Key.Key_Right)
        QTest.keyClick(window, Qt.Key.Key_Return)
        self.log.append(f"player: arrows to the {card} and Enter")

    def _click_card(self, card: Card) -> None:
        """Click the left strip of ``card``, which no other card of the hand covers."""
        item = self.window.scene.item_for(card)
        if item is None:
            self.fail(f"the {card} the player holds is not on the table")
        width = item.card_height * 0.716
        spot = item.mapToScene(QPointF(-width * 0.36, item.card_height * 0.2))
        QTest.mouseClick(self.window.view.viewport(), Qt.MouseButton.LeftButton, NO_MODIFIER,
                         self.window.view.mapFromScene(spot))

    def _press(self, button: QAbstractButton, what: str) -> None:
        QTest.mouseClick(button, Qt.MouseButton.LeftButton, NO_MODIFIER, button.rect().center())
        self.log.append(what)

    # ====================================================================================== checking

    def check(self) -> None:
        """Qt's problems, the engine's invariants, the save now and then, and the watchdog."""
        self._check_problems()
        match = self._check_invariants()
        if match is None:
            return
        if self._rounds % 10 == 0:
            self._compare_save(match)
        self._watchdog(match)

    def _check_invariants(self) -> Match | None:
        """The engine's invariants on the live match; returns it (None before the first match)."""
        match = self.live_match()
        if match is None:
            return None
        try:
            check_match(match)
        except AssertionError as broken:
            self.fail(f"an engine invariant is broken: {broken}\n{self.describe()}")
        self.tally.checkpoints += 1
        return match

    def _check_problems(self) -> None:
        """Fail at once, right after the event that caused it, on an exception or a Qt warning."""
        problems = self.problems()
        if problems:
            self.fail("Qt reported a problem:\n" + "\n".join(problems))

    def live_match(self) -> Match | None:
        """The model's own match (private to the model, which never hands it out: read here to check it)."""
        match: Match | None = self.window.model._session.match
        return match

    def _compare_table(self, match: Match) -> None:
        """While the table shows the player's decision, it shows the engine's position."""
        window = self.window
        turn = window.controller.turn
        if turn is None or window.controller.busy:
            return
        state = match.hand
        if state.to_act != 0 or tuple(state.legal_actions()) != turn.legal_actions:
            self.fail(f"the table offers {turn.legal_actions} but the engine has seat {state.to_act} to act "
                      f"with {state.legal_actions()}\n{self.describe()}")
        shown = sorted(window.scene.piles.hand(0).known)
        if shown != sorted(state.hand(0)):
            self.fail(f"the table shows the player holding {shown}, the engine {sorted(state.hand(0))}\n"
                      f"{self.describe()}")
        offered = [choice.action for choice in window.bid_panel.choices]
        if any(action not in turn.legal_actions for action in offered):
            self.fail(f"the bid panel offers {offered}, not all legal ({turn.legal_actions})")
        if list(window.scene.score_panel.scores) != list(match.scores):
            self.fail(f"the table shows the score {window.scene.score_panel.scores}, the match is at "
                      f"{match.scores}\n{self.describe()}")
        self.tally.table_comparisons += 1

    def _compare_save(self, match: Match) -> None:
        """What is saved replays to the live position (when the model saves at all)."""
        model = self.window.model
        store = model.store
        if store is None or match.is_over or not store.path.exists():
            return
        saved = SavedMatch.from_json(store.path.read_bytes())
        rebuilt = saved.rebuild()
        same = (saved.match_id == model.match_id and rebuilt.scores == match.scores
                and rebuilt.hand.history == match.hand.history
                and len(rebuilt.completed) == len(match.completed))
        if not same:
            self.fail(f"the saved match is not the live one: saved {saved.match_id} at {rebuilt.scores}, "
                      f"{rebuilt.hand!r}; live {model.match_id} at {match.scores}, {match.hand!r}")
        self.tally.saves_compared += 1

    def _watchdog(self, match: Match) -> None:
        """Fail when the match has got no further than its furthest point for too many rounds."""
        match_id = self.window.model.match_id
        position = (len(match.completed), len(match.hand.history))
        furthest_id, furthest = self._high_water
        if match_id != furthest_id or position > furthest:
            self._high_water = (match_id, position)
            self._rounds_without_progress = 0
            return
        self._rounds_without_progress += 1
        if self._rounds_without_progress >= WATCHDOG_ROUNDS:
            self.fail(f"no progress for {WATCHDOG_ROUNDS} rounds (the furthest point: hand {furthest[0]}, "
                      f"action {furthest[1]})\n{self.describe()}")

    def describe(self) -> str:
        """Where the game is, for a failure message."""
        window, model = self.window, self.window.model
        match = self.live_match()
        dialogs = [dialog.windowTitle() for dialog in self.open_dialogs()]
        # The model's private state too: a stall is explained by what it waits for.
        lines = [f"match {model.match_id}: {match.hand!r} scores {match.scores}" if match else "no match",
                 f"model: paused={model._paused} watching={model.watching} "
                 f"awaiting_view={model._pacer.awaiting_view} events pending={model._pacer.pending} "
                 f"human_prompted={model._human_prompted} move_request={model._bots.asking_move}",
                 f"table: busy={window.controller.busy} scene busy={window.scene.is_busy} "
                 f"turn={window.controller.turn} summary={window.summary.isVisible()} "
                 f"covered={window.intermission.is_covered} dialogs={dialogs}",
                 f"status: {window.status.text()!r}"]
        return "\n".join(lines)

    def fail(self, message: str) -> NoReturn:
        """Stop with ``message``, the seed to replay it and the last events."""
        events = "\n  ".join(self.log)
        raise MonkeyFailure(f"{message}\nMONKEY_SEED={self.seed} replays this run. The last events:\n"
                            f"  {events}")

    def _on_match_over(self, _result: object) -> None:
        """A match ended: count it, and the next one, whoever starts it, has the next rules."""
        self._over_ids.add(self.window.model.match_id)
        self.tally.matches_completed += 1
        self._finished = self._finished or self._enough()
        self.log.append(f"game: match over ({self.tally.matches_completed} completed)")
        self._rules_index += 1
        self._set_rules()
        self._restart_spent = False

    def _on_match_started(self, _info: object) -> None:
        """A match started: the one before it was abandoned unless it had ended."""
        previous = self._current_id
        if previous and previous not in self._over_ids:
            self.tally.matches_abandoned += 1
        self._current_id = self.window.model.match_id

    def _on_hand_scored(self, summary: HandSummary) -> None:
        self.tally.hands.add((self.window.model.match_id, summary.hand_index))
