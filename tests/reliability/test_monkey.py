"""A monkey at the table: thousands of random events thrown at the real window, across several matches.

No exception may escape and Qt may not warn (either fails at once, with the seed); every match the player
starts is played to its end; the engine's invariants hold after every round; the table shows what the
engine holds whenever it asks the player to decide; the save replays to the live position.  See
``table_monkey`` for the events and the player.

``MONKEY_SEED=<n>`` replays a run (the failure message names the seed); ``MONKEY_EVENTS`` and
``MONKEY_MATCHES`` make a run longer.
"""

from __future__ import annotations

import dataclasses
import os
import random
import time
import traceback
import types
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from pytestqt.qtbot import QtBot
from table_invariants import check_match
from table_monkey import TableMonkey

from euchre_desktop.bots.base import Bot, RandomBot
from euchre_desktop.bots.standard import StandardBot
from euchre_desktop.engine import PRESETS, Action, Match, PlayerView, Rules
from euchre_desktop.model import GameModel, ThreadBotRunner
from euchre_desktop.model import game as game_module
from euchre_desktop.persistence.savedmatch import SavedMatchStore
from euchre_desktop.persistence.settings import Settings
from euchre_desktop.persistence.statistics import Statistics
from euchre_desktop.ui.main_window import MainWindow
from euchre_desktop.ui.sound import SoundBoard
from euchre_desktop.ui.table.animation import Durations

DEFAULT_SEED = 8
MIN_EVENTS = int(os.environ.get("MONKEY_EVENTS", "5000"))
MIN_MATCHES = int(os.environ.get("MONKEY_MATCHES", "3"))
PRESETS_PLAYED = ("house", "cutthroat", "british", "canadian", "tournament", "standard", "short")
"""The rules of the matches in turn (each to 5 points): farmer's hands, partner's best and lone defence;
three players; the Benny; a lone defence against a loner; reneges allowed and the first-black-jack draw."""

FAST = Durations(speed=Durations.MAX_SPEED)
"""The table's pace while the monkey is at it: every animation runs, briefly, so events land mid-flight."""
INSTANT = Durations(instant=True)
"""The table's pace while the player plays: the game gets on (many hands are needed)."""


def rules_of_match(number: int) -> Rules:
    """The rules of the player's ``number``-th match (from 0)."""
    return dataclasses.replace(PRESETS[PRESETS_PLAYED[number % len(PRESETS_PLAYED)]], target=5)


def table_bots(level: str) -> Bot:
    """Standard players where the level is Standard, random ones otherwise: quick, and the random ones try
    everything the rules allow."""
    return StandardBot() if level == "standard" else RandomBot()


def quick_hint(view: PlayerView, rng: random.Random) -> tuple[Action, str]:
    """A Standard player's choice (the Expert is not what this test is about)."""
    return StandardBot().choose(view, rng), "What a Standard player would do."


class SilentPlayer:
    """A speaker that makes no noise."""

    def play(self, path: Path, volume: float) -> None:
        """Play nothing."""


@pytest.fixture
def seed() -> int:
    """The run's seed: ``MONKEY_SEED`` or the default."""
    return int(os.environ.get("MONKEY_SEED", DEFAULT_SEED))


@pytest.fixture
def table(qtbot: QtBot, user_home: Path, seed: int, monkeypatch: pytest.MonkeyPatch) -> Iterator[MainWindow]:
    """The real window over a model that saves and records in the test's home, bots on a thread."""
    # Every match seed comes from the run's seed, so a run's deals replay (the model asks SystemRandom).
    seeds = random.Random(f"monkey-matches/{seed}")
    monkeypatch.setattr(game_module, "random", types.SimpleNamespace(SystemRandom=lambda: seeds,
                                                                      Random=random.Random))
    statistics, problem = Statistics.open(user_home / "statistics.sqlite3")
    assert problem is None
    # Saved after every action, as in the game, but without waiting for the disk (the kill test does that).
    monkeypatch.setattr(os, "fsync", lambda descriptor: None)
    runner = ThreadBotRunner(table_bots, quick_hint)
    model = GameModel(runner=runner, store=SavedMatchStore(user_home / "saved-match.json"),
                      statistics=statistics)
    runner.setParent(model)
    # Random opponents (they bury the upcard, go alone, play anything legal) and a Standard partner.
    settings = Settings(user_home / "settings.json",
                        values={"general.first_run_done": True, "players.opponents_level": "easy",
                                "intermission.screen": "spreadsheet"})
    window = MainWindow(model, settings, sound_board=SoundBoard(player=SilentPlayer()))
    qtbot.addWidget(window)
    window.intermission.escape_interval = 10.0  # two Escapes from the monkey count as a double press
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    yield window
    model.shutdown()
    statistics.close()


def test_a_monkey_at_the_table(table: MainWindow, qtbot: QtBot, qtlog: Any, seed: int,
                               capsys: pytest.CaptureFixture[str]) -> None:
    started = time.monotonic()
    with qtbot.captureExceptions() as exceptions:
        def problems() -> list[str]:
            """Exceptions raised in the window's slots and Qt warnings, so far (a cheap check when none)."""
            found = ["".join(traceback.format_exception(*exception)) for exception in exceptions]
            records = qtlog.records
            if len(records) > seen[0]:
                warnings = [record for record in records[seen[0]:] if not record.ignored
                            and record.type_name in ("QtWarningMsg", "QtCriticalMsg", "QtFatalMsg")]
                found += [f"Qt {record.type_name}: {record.message}" for record in warnings]
                seen[0] = len(records)
            return found

        seen = [0]
        monkey = TableMonkey(table, seed, rules_of_match, burst=35, problems=problems, paces=(FAST, INSTANT))
        tally = monkey.run(matches=MIN_MATCHES, min_events=MIN_EVENTS)
    seconds = time.monotonic() - started
    with capsys.disabled():
        print("\n" + tally.line(seed, seconds))
    assert tally.total_events >= MIN_EVENTS
    assert tally.matches_completed >= MIN_MATCHES
    assert len(tally.hands) >= 2 * MIN_MATCHES, "a match to 5 points takes two hands at the very least"
    assert tally.table_comparisons > 0 and tally.saves_compared > 0


def test_the_invariants_catch_a_broken_match() -> None:
    """The checks the monkey relies on fail on a card in two places, a card gone, a card in the wrong hand,
    and a wrong score."""
    rules = rules_of_match(0)
    match = Match(rules, 3)
    rng = random.Random(3)
    while len(match.completed) < 2:
        if match.hand_over:
            match.deal_next()
        match.apply(rng.choice(match.hand.legal_actions()))
    match.deal_next()
    check_match(match)

    state = match.hand
    kept = state.hands[1]
    state.hands[1] |= state.hands[2] & -state.hands[2]  # seat 1 also holds seat 2's lowest card
    with pytest.raises(AssertionError, match="in two places"):
        check_match(match)
    state.hands[1] = kept & (kept - 1)  # seat 1's lowest card vanishes
    with pytest.raises(AssertionError, match="went missing"):
        check_match(match)
    state.hands[1] = kept & (kept - 1)
    state.hands[3] |= kept & -kept  # seat 1's lowest card moves to seat 3: all there, but not as dealt
    with pytest.raises(AssertionError, match="the history accounts for"):
        check_match(match)
    state.hands[3] &= ~(kept & -kept)
    state.hands[1] = kept
    check_match(match)
    match.scores[0] += 1
    with pytest.raises(AssertionError, match="the hand results add up"):
        check_match(match)


def test_the_invariants_hold_through_random_matches_of_every_preset() -> None:
    """The checks themselves never fail a legal match (or the monkey's failures would mean nothing)."""
    for number, name in enumerate(PRESETS):
        match = Match(PRESETS[name], number)
        rng = random.Random(number)
        while not match.is_over:
            if match.hand_over:
                match.deal_next()
            check_match(match)
            match.apply(rng.choice(match.hand.legal_actions()))
        check_match(match)
