"""Kill at any moment: Euchre Desktop's model, killed with SIGKILL at random points (at least 50 times over
several matches), resumes every time at exactly the decision where it stopped.

The child (``crash_driver.py``) is the real model with bots in a worker process, saving after every action
and recording statistics in SQLite; random bots sit at seats 1-3 and a scripted human at seat 0.  Before
each relaunch the test reads the files the kill left, without the model: the saved match must load (a kill
in the middle of a write leaves the previous good save), its deals and actions must be a prefix of the same
match played by the engine alone, and the statistics must hold no hand the save has not finished.  After the
relaunch, the position the child resumed at (every field of the human's view, the scores, the hand number)
must equal an independent engine replay of the saved actions, and the statistics must hold each finished
hand exactly once.  A last, uninterrupted run plays to the end: every match's score and every recorded hand
equal the engine's reference.

Random bots keep it fast; every decision is seeded by the position, so the reference is exact.
"""

from __future__ import annotations

import dataclasses
import json
import os
import queue
import random
import re
import signal
import sqlite3
import subprocess
import sys
import threading
import time
from functools import cache
from pathlib import Path
from typing import Any

import pytest
from crash_players import MATCHES, plain, reference_match, rules_of

from euchre_desktop.engine import Match, PlayerView
from euchre_desktop.persistence.savedmatch import SavedMatch

HERE = Path(__file__).parent
ROOT = HERE.parent.parent
KILLS = 55
"""How many times the child is killed (the issue asks for at least 50)."""
SLOW_FSYNC_S = 0.03
"""Every third launch makes each fsync this slow, so its kill almost surely lands in the middle of a save."""
LAUNCH_TIMEOUT_S = 30.0

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="SIGKILL exists only on POSIX systems")


@cache
def reference(index: int) -> Match:
    """Match ``index`` as the engine alone plays it, to the end."""
    return reference_match(index)


@dataclasses.dataclass
class Expected:
    """What the next launch must resume to, worked out from the files on disk without the model."""

    resumed: bool
    match_id: str | None
    seed: int
    hand_index: int
    scores: list[int]
    view: dict[str, Any]
    completed: int
    match_over: bool


@dataclasses.dataclass
class RecordedStatistics:
    """The statistics database as the test reads it (with SQL, not through the game's code)."""

    matches: list[tuple[str, str | None, int | None, int | None]]
    """(match_id, result, our_score, their_score), in the order the matches started."""
    hands: dict[str, dict[int, tuple[str, int, int]]]
    """Per match, per hand index: (outcome, our points, their points)."""

    @classmethod
    def read(cls, path: Path) -> RecordedStatistics:
        """Read the database at ``path`` (empty if there is none yet)."""
        if not path.exists():
            return cls([], {})
        with sqlite3.connect(path) as db:
            matches = db.execute("SELECT match_id, result, our_score, their_score FROM matches "
                                 "ORDER BY started, rowid").fetchall()
            hands: dict[str, dict[int, tuple[str, int, int]]] = {}
            for match_id, index, outcome, ours, theirs in db.execute(
                    "SELECT match_id, hand_index, outcome, our_points, their_points FROM hands"):
                assert index not in hands.setdefault(match_id, {}), "a hand recorded twice"
                hands[match_id][index] = (outcome, ours, theirs)
        db.close()
        return cls(matches, hands)

    @property
    def finished(self) -> list[tuple[str, str | None, int | None, int | None]]:
        """The matches won or lost, in the order they started."""
        return [row for row in self.matches if row[1] in ("won", "lost")]


def recorded_as_reference(recorded: dict[int, tuple[str, int, int]], match: Match, hands: int) -> None:
    """The recorded hands are exactly hands 0..hands-1 of ``match``, with its outcomes and points."""
    assert sorted(recorded) == list(range(hands))
    for index in range(hands):
        result = match.completed[index].result
        assert result is not None
        assert recorded[index] == (result.outcome.value, result.points[0], sum(result.points[1:]))


class Season:
    """One player's data folder, played through ``MATCHES`` across many kills."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        folder.mkdir(parents=True)
        self.save = folder / "saved-match.json"
        self.statistics = folder / "statistics.sqlite3"
        self.mid_write_kills = 0
        self._leftovers: set[str] = set()

    def temporaries(self) -> set[str]:
        """The names of the temporary files of saves in progress (or interrupted) in the folder."""
        return {path.name for path in self.folder.glob(".*.tmp")}

    def inspect(self, launched_since: bool) -> Expected | None:
        """Check the files a kill left and work out where the next launch must resume (None: all done)."""
        leftovers = self.temporaries()
        if launched_since:
            # A launch sweeps away what earlier kills left half-written; only the latest kill's may remain.
            assert not leftovers & self._leftovers, f"temporary files pile up: {sorted(leftovers)}"
        if leftovers - self._leftovers:
            self.mid_write_kills += 1
        self._leftovers = leftovers
        stats = RecordedStatistics.read(self.statistics)
        finished = stats.finished
        for index, (match_id, _result, ours, theirs) in enumerate(finished):
            match = reference(index)
            assert [ours, theirs] == [match.scores[0], max(match.scores[1:])]
            recorded_as_reference(stats.hands.get(match_id, {}), match, len(match.completed))
        if not self.save.exists():
            assert not [row for row in stats.matches if row[1] is None], "a match started and never saved"
            index = len(finished)
            if index == len(MATCHES):
                return None
            match = Match(rules_of(index), MATCHES[index][1])
            view = plain(PlayerView.of(match.hand, 0))
            return Expected(False, None, match.seed, 0, list(match.scores), view, 0, False)
        saved = SavedMatch.from_json(self.save.read_bytes())  # a kill mid-write must leave a good save
        index = [seed for _preset, seed in MATCHES].index(saved.seed)
        done = [row[0] for row in finished]
        assert index == len(done) - (saved.match_id in done)
        assert [row[0] for row in stats.matches if row[1] is None] in ([], [saved.match_id])
        assert saved.rules == rules_of(index)
        full = reference(index)
        assert len(saved.hands) <= len(full.completed)
        match = Match(saved.rules, saved.seed)
        for number, (hand, played) in enumerate(zip(saved.hands, full.completed, strict=False)):
            actions = tuple(action for _seat, action in played.history)
            assert hand.deal == played.deal
            assert hand.actions == actions[:len(hand.actions)]
            assert number == len(saved.hands) - 1 or hand.actions == actions
            if number:
                match.deal_next()
            for action in hand.actions:
                match.apply(action)
        completed = len(match.completed)
        recorded = stats.hands.get(saved.match_id, {})
        assert set(recorded) <= set(range(completed)), "a hand recorded that the save has not finished"
        recorded_as_reference(recorded, full, len(recorded))  # hands are recorded in order
        return Expected(True, saved.match_id, saved.seed, completed - match.hand_over, list(match.scores),
                        plain(PlayerView.of(match.hand, 0)), completed, match.is_over)

    def check_complete(self) -> None:
        """Every match finished exactly as the reference, each hand recorded once, nothing left behind."""
        assert not self.save.exists()
        assert not self.temporaries()
        stats = RecordedStatistics.read(self.statistics)
        assert len(stats.matches) == len(stats.finished) == len(MATCHES)
        for index, (match_id, _result, ours, theirs) in enumerate(stats.finished):
            match = reference(index)
            assert [ours, theirs] == [match.scores[0], max(match.scores[1:])]
            recorded_as_reference(stats.hands[match_id], match, len(match.completed))


class Child:
    """A running ``crash_driver.py``; its JSON lines are read on a thread so the test never blocks."""

    def __init__(self, folder: Path, slow_fsync: float) -> None:
        environment = {**os.environ, "PYTHONPATH": os.pathsep.join([str(ROOT), str(HERE)])}
        self.process = subprocess.Popen(
            [sys.executable, str(HERE / "crash_driver.py"), str(folder), "--slow-fsync", str(slow_fsync)],
            stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=environment, text=True)
        self.lines: queue.Queue[dict[str, Any] | None] = queue.Queue()
        self.errors: list[str] = []
        self._readers = [threading.Thread(target=self._read, daemon=True),
                         threading.Thread(target=self._read_errors, daemon=True)]
        for reader in self._readers:
            reader.start()

    def _read(self) -> None:
        assert self.process.stdout is not None
        for line in self.process.stdout:
            self.lines.put(json.loads(line))
        self.lines.put(None)

    def _read_errors(self) -> None:
        # The bot worker shares this pipe and outlives a killed child briefly: EOF means it is gone too.
        assert self.process.stderr is not None
        self.errors.extend(self.process.stderr)

    def next_line(self) -> dict[str, Any]:
        """The next line (waiting for it); the child must not have ended."""
        line = self.lines.get(timeout=LAUNCH_TIMEOUT_S)
        assert line is not None, f"the child stopped early: {self.stderr()}"
        return line

    def kill(self) -> bool:
        """SIGKILL, unless the child has already ended (every match over); True if it was killed."""
        alive = self.process.poll() is None
        if alive:
            self.process.send_signal(signal.SIGKILL)
        self.process.wait(timeout=10)
        return alive

    def rest(self) -> list[dict[str, Any]]:
        """Every line after the ones already taken (the child has ended)."""
        for reader in self._readers:
            reader.join(timeout=10)
        lines = []
        while (line := self.lines.get_nowait()) is not None:
            lines.append(line)
        return lines

    def stderr(self) -> str:
        """What the child and its worker wrote to stderr so far."""
        return "".join(self.errors)


def check_launch(line: dict[str, Any], expected: Expected) -> None:
    """The child resumed exactly where the files say it stopped."""
    assert line["event"] == "launched"
    assert line["resumed"] == expected.resumed
    if expected.match_id is not None:
        assert line["match_id"] == expected.match_id
    assert (line["seed"], line["hand_index"], line["scores"], line["match_over"]) == \
        (expected.seed, expected.hand_index, expected.scores, expected.match_over)
    assert line["view"] == expected.view
    assert line["hands_recorded"] == expected.completed, "each finished hand recorded once, none missing"


def check_quiet(lines: list[dict[str, Any]]) -> None:
    """Nothing went wrong that the player would have been told about."""
    assert not [line for line in lines if line["event"] not in ("launched", "all done")], lines


_ORPHANED_WORKER_START = re.compile(r"Traceback \(most recent call last\):\n(?:  .*\n)*?.*in spawn_main\n"
                                    r"(?:  .*\n)*?EOFError: Ran out of input\n")
"""A bot worker that was being started when its game was killed: it could not read what to run."""


def without_orphaned_worker_start(stderr: str) -> str:
    """``stderr`` less the traceback of a bot worker whose game was killed while starting it (the worker
    ends at once, as it should; the game itself said nothing)."""
    return _ORPHANED_WORKER_START.sub("", stderr)


def worker_gone(pid: int) -> bool:
    """True once the process ``pid`` has exited."""
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except (FileNotFoundError, ProcessLookupError):
        return True
    return state in ("Z", "X")  # a zombie waiting for init to reap it has exited


def test_killed_at_random_moments_the_match_resumes_exactly(tmp_path: Path) -> None:
    """55 kills at seeded random moments (some during start-up, a third while saves are slowed down to
    land mid-write), each checked as the module docstring says; then the last run plays to the end."""
    rng = random.Random(20240601)
    seasons = [Season(tmp_path / "season-1")]
    kills = launches_checked = 0
    workers: set[int] = set()
    launched_since = False
    started = time.perf_counter()
    while kills < KILLS:
        season = seasons[-1]
        expected = season.inspect(launched_since)
        if expected is None:
            season.check_complete()
            seasons.append(Season(tmp_path / f"season-{len(seasons) + 1}"))
            launched_since = False
            continue
        child = Child(season.folder, SLOW_FSYNC_S if kills % 3 == 2 else 0.0)
        early = kills % 7 == 6  # now and then, kill during start-up and resume, before the first line
        launched_since = False
        if early:
            time.sleep(rng.uniform(0.05, 0.8))
        else:
            line = child.next_line()
            check_launch(line, expected)
            launches_checked += 1
            launched_since = True
            workers.update(line["workers"])
            playing = child.next_line()
            assert playing["event"] in ("playing", "all done"), playing
            if playing["event"] == "playing":
                time.sleep(rng.uniform(0.0, 0.5))
        kills += child.kill()
        lines = child.rest()
        if early and lines and lines[0]["event"] == "launched":
            check_launch(lines[0], expected)
            launched_since = True
            workers.update(lines[0]["workers"])
        check_quiet([line for line in lines if line["event"] != "playing"])
        errors = without_orphaned_worker_start(child.stderr())
        assert "Traceback" not in errors, errors

    season = seasons[-1]
    expected = season.inspect(launched_since)
    if expected is not None:
        child = Child(season.folder, 0.0)
        line = child.next_line()
        check_launch(line, expected)
        workers.update(line["workers"])
        assert child.process.wait(timeout=120) == 0, child.stderr()
        lines = [line for line in child.rest() if line["event"] != "playing"]
        check_quiet(lines)
        assert lines[-1]["event"] == "all done"
        assert "Traceback" not in child.stderr(), child.stderr()
    season.check_complete()

    deadline = time.monotonic() + 5
    while not all(worker_gone(pid) for pid in workers) and time.monotonic() < deadline:
        time.sleep(0.05)
    assert all(worker_gone(pid) for pid in workers), "a bot worker outlived its killed game"
    mid_write = sum(s.mid_write_kills for s in seasons)
    assert mid_write >= 3, "too few kills landed in the middle of a save to prove the write is atomic"
    print(f"\nkill test: {kills} kills ({mid_write} in the middle of a save, {launches_checked} resumed "
          f"positions checked), {len(seasons)} season(s) of {len(MATCHES)} matches, "
          f"{time.perf_counter() - started:.1f} s")
