"""Damaged files: whatever happened to the settings, the saved match or the statistics, the game starts.

Each case is one file and one kind of damage.  A first session leaves three good files (settings changed from
the defaults, a match in progress, a finished hand in the statistics); the file is then damaged and the game
started again the way the application starts it.  In every case the game starts; the damaged file is kept
aside under a new name (never deleted or overwritten); the player is told once, in words, what happened;
that file's defaults are used while the two good files are used as they are; and the next launch is quiet.

Unreadable files: the tests run as root, for whom a file without read permission is still readable, so
"permission denied" is simulated by patching the read (``Path.read_bytes`` for the JSON files, ``sqlite3
.connect`` for the database) to fail for the damaged file only, as the operating system would; a folder in
the file's place is a real unreadable file.  A full disk on write is simulated by patching the write, the
fsync or the rename of the atomic write to raise ENOSPC, and for the database by a real SQLITE_FULL (a page
limit on the connection).
"""

from __future__ import annotations

import contextlib
import dataclasses
import errno
import functools
import itertools
import json
import os
import pathlib
import random
import re
import sqlite3
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import crash_players
import pytest

from euchre_desktop.engine import PRESETS
from euchre_desktop.model import GameModel, ThreadBotRunner
from euchre_desktop.model.table_events import HandScored, MatchOver
from euchre_desktop.persistence import atomic, statistics
from euchre_desktop.persistence.savedmatch import SavedMatch, SavedMatchStore
from euchre_desktop.persistence.settings import Settings
from euchre_desktop.persistence.statistics import SCHEMA_VERSION, Statistics

FILES = ("settings", "saved match", "statistics")
DAMAGES = ("missing", "empty", "truncated", "random bytes", "wrong shape", "newer version",
           "unreadable: a folder in its place", "unreadable: permission denied (simulated)",
           "damaged and cannot be moved aside")
NAMES = {"settings": "settings.json", "saved match": "saved-match.json", "statistics": "statistics.sqlite3"}
OPENINGS = {"settings": "Your settings ", "saved match": "Your saved match could not be resumed",
            "statistics": "Your statistics could not be read"}
CHANGED_SETTINGS = {"table.speed": "fast", "players.name_left": "Ann", "sound.volume": 30}


@dataclasses.dataclass
class Session:
    """The game as the application starts it: settings, statistics, and the model resuming the saved match."""

    settings: Settings
    statistics: Statistics
    model: GameModel
    resumed: bool
    told: list[str]
    """Everything the player was told, in order."""


class Game:
    """Starts sessions in one user's folders and shuts every one down at the end of the test."""

    def __init__(self, home: Path, qtbot: Any) -> None:
        self.config = home / "config"
        self.data = home / "data"
        self.qtbot = qtbot
        self.sessions: list[Session] = []

    def path(self, which: str) -> Path:
        """Where ``which`` ("settings", "saved match", "statistics") lives."""
        return (self.config if which == "settings" else self.data) / NAMES[which]

    def start(self) -> Session:
        """Launch: load the settings, open the statistics, resume the saved match or start a new one."""
        told: list[str] = []
        settings, problem = Settings.load(self.path("settings"))
        told += [problem] if problem else []
        settings.problem.connect(told.append)
        stats, stats_problem = Statistics.open(self.path("statistics"))
        told += [str(stats_problem)] if stats_problem else []
        runner = ThreadBotRunner(crash_players.random_bots, crash_players.first_legal_hint)
        model = GameModel(runner=runner, store=SavedMatchStore(self.path("saved match")), statistics=stats,
                          headless=True, fallback=crash_players.random_bots)
        runner.setParent(model)
        model.error.connect(lambda words: told.append(str(words)))
        model.bot_fallback.connect(told.append)
        resumed = model.resume()
        if not resumed:
            model.set_autoplay(True)
            model.new_match(settings.rules(), seats=settings.seats(), seed=77)
        session = Session(settings, stats, model, resumed, told)
        self.sessions.append(session)
        return session

    def play_a_hand(self, session: Session) -> None:
        """Let the bots play until the next hand is scored."""
        with self.qtbot.waitSignal(session.model.table_event, timeout=20000,
                                   check_params_cb=lambda event: isinstance(event, HandScored)):
            session.model.set_paused(False)

    def stop(self, session: Session) -> None:
        """Quit: stop the bots, close the database."""
        session.model.shutdown()
        session.statistics.close()

    def first_session(self) -> None:
        """Leave three good files: changed settings, a match in progress with a finished hand, and in the
        statistics that hand and an earlier match won."""
        session = self.start()
        session.settings.update(CHANGED_SETTINGS)
        session.statistics.match_started("earlier", kind="match", players=4, opponents_level="expert",
                                         partner_level="expert")
        session.statistics.match_finished("earlier", won=True, scores=(10, 9))
        self.play_a_hand(session)
        self.stop(session)
        assert session.told == []
        assert all(self.path(which).is_file() for which in FILES)


@pytest.fixture
def game(user_home: Path, qtbot: Any) -> Iterator[Game]:
    """A game in the test's own home folder."""
    game = Game(user_home, qtbot)
    yield game
    for session in game.sessions:
        session.model.shutdown()
        session.model.deleteLater()


def assert_plain(message: str, which: str) -> None:
    """A sentence for the player: says which file; no exception names, tracebacks, error numbers or parser
    details."""
    assert message.startswith(OPENINGS[which]), message
    assert not re.search(r"Traceback|Errno|\w+(Error|Exception)\b|JSON|codec|0x[0-9a-f]|char \d", message), \
        message


def wrong_shape(which: str, good: bytes) -> bytes:
    """Valid JSON or SQLite, but not shaped like the file it replaces."""
    if which == "settings":
        return json.dumps({"format": "euchre-desktop settings", "version": 1, "values": ["fast"]}).encode()
    if which == "saved match":
        document = json.loads(good)
        document["hands"] = {"first": document["hands"]}
        return json.dumps(document).encode()
    return sqlite_file(["CREATE TABLE hands (match_id TEXT, points INTEGER)", "PRAGMA user_version = 1"])


def newer_version(which: str, good: bytes) -> bytes:
    """The file as a later version of the game might write it."""
    if which == "statistics":
        newer = SCHEMA_VERSION + 1
        return sqlite_file(["CREATE TABLE players (name TEXT)", f"PRAGMA user_version = {newer}"])
    document = json.loads(good)
    document["version"] += 1
    return json.dumps(document).encode()


def sqlite_file(statements: list[str]) -> bytes:
    """The bytes of a fresh SQLite database after ``statements``."""
    path = Path(os.environ["HOME"]) / "scratch.sqlite3"
    db = sqlite3.connect(path)
    for statement in statements:
        db.execute(statement)
    db.commit()
    db.close()
    data = path.read_bytes()
    path.unlink()
    return data


def refuse_to_read(monkeypatch: pytest.MonkeyPatch, path: Path) -> None:
    """Reading the file now at ``path`` fails as it would without read permission (other files are fine)."""
    inode = path.stat().st_ino

    def denied(candidate: Path) -> bool:
        try:
            return candidate.stat().st_ino == inode
        except OSError:
            return False

    read_bytes = pathlib.Path.read_bytes

    def guarded_read_bytes(self: Path) -> bytes:
        if denied(self):
            raise PermissionError(errno.EACCES, os.strerror(errno.EACCES), str(self))
        return read_bytes(self)

    connect = sqlite3.connect

    def guarded_connect(database: Any, *args: Any, **kwargs: Any) -> sqlite3.Connection:
        if denied(Path(database)):
            raise sqlite3.OperationalError("unable to open database file")
        return connect(database, *args, **kwargs)

    monkeypatch.setattr(pathlib.Path, "read_bytes", guarded_read_bytes)
    monkeypatch.setattr(statistics.sqlite3, "connect", guarded_connect)


def refuse_to_move(monkeypatch: pytest.MonkeyPatch, path: Path) -> None:
    """The file at ``path`` cannot be renamed (say, a folder the player may write files in but not rename)."""
    replace = os.replace

    def guarded_replace(source: Any, target: Any, **kwargs: Any) -> None:
        if Path(source) == path:
            raise PermissionError(errno.EACCES, os.strerror(errno.EACCES), str(source))
        replace(source, target, **kwargs)

    monkeypatch.setattr(atomic.os, "replace", guarded_replace)


def damage(which: str, kind: str, path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Do ``kind`` of damage to the file at ``path``."""
    good = path.read_bytes()
    rng = random.Random(f"{which}/{kind}")
    if kind == "missing":
        path.unlink()
    elif kind == "empty":
        path.write_bytes(b"")
    elif kind == "truncated":
        path.write_bytes(good[:len(good) // 2])
    elif kind == "random bytes":
        path.write_bytes(rng.randbytes(4096))
    elif kind == "wrong shape":
        path.write_bytes(wrong_shape(which, good))
    elif kind == "newer version":
        path.write_bytes(newer_version(which, good))
    elif kind == "unreadable: a folder in its place":
        path.unlink()
        path.mkdir()
        (path / "what-was-here.txt").write_text("a folder where the file should be")
    elif kind == "unreadable: permission denied (simulated)":
        refuse_to_read(monkeypatch, path)
    elif kind == "damaged and cannot be moved aside":
        path.write_bytes(rng.randbytes(4096))
        refuse_to_move(monkeypatch, path)
    else:
        raise AssertionError(kind)


def contents(path: Path) -> bytes | dict[str, bytes]:
    """A file's bytes, or a folder's files' bytes by name: to check that nothing changed it."""
    if path.is_dir():
        return {child.name: raw(child) for child in sorted(path.iterdir())}
    return raw(path)


def raw(path: Path) -> bytes:
    """A file's bytes, read past the simulated permission check (the test reads what the game may not)."""
    with open(path, "rb") as stream:
        return stream.read()


@pytest.mark.parametrize("kind", DAMAGES)
@pytest.mark.parametrize("which", FILES)
def test_a_damaged_file_never_stops_the_game(game: Game, which: str, kind: str,
                                              monkeypatch: pytest.MonkeyPatch) -> None:
    """Kept aside, told once in words, defaults for that file, the others untouched, the next launch quiet."""
    game.first_session()
    path = game.path(which)
    old_match = SavedMatch.from_json(game.path("saved match").read_bytes())
    damage(which, kind, path, monkeypatch)
    damaged = contents(path) if path.exists() else None
    folder_before = set(path.parent.iterdir())

    session = game.start()
    stuck = kind == "damaged and cannot be moved aside"
    kept: Path | None = None
    if kind == "missing":
        assert session.told == []
    else:
        assert len(session.told) == 1, session.told
        message = session.told[0]
        assert_plain(message, which)
        if stuck:
            assert "could not be moved aside" in message
        else:
            kept_as = "newer" if kind == "newer version" else "unreadable"
            (kept,) = set(path.parent.iterdir()) - folder_before
            assert re.fullmatch(rf"{re.escape(path.name)}\.{kept_as}-\d{{8}}-\d{{6}}", kept.name)
            assert kept.name in message
            assert contents(kept) == damaged

    # That file's defaults, the good files as they were.
    expected_settings = Settings().values() if which == "settings" else {**Settings().values(),
                                                                         **CHANGED_SETTINGS}
    assert session.settings.values() == expected_settings
    assert session.resumed == (which != "saved match")
    assert (session.model.match_id == old_match.match_id) == (which != "saved match")
    assert session.statistics.summary().matches_won == (which != "statistics")
    # New statistics or not, the resumed match's finished hands are in them.
    assert session.statistics.hands_recorded(old_match.match_id) == len(old_match.rebuild().completed)

    # The game goes on, saving as it goes, without touching the damaged file or telling anything more.
    session.settings.set("sound.volume", 45)
    game.play_a_hand(session)
    assert len(session.told) == (kind != "missing")
    if stuck:
        assert contents(path) == damaged
    game.stop(session)

    again = game.start()
    if stuck:
        assert again.told == session.told[:1]
        assert contents(path) == damaged
    else:
        assert again.told == []
        assert again.resumed and again.model.match_id == session.model.match_id
        assert again.settings.get("sound.volume") == 45
        assert again.statistics.hands_recorded(again.model.match_id) >= 1
    if kept is not None:
        assert contents(kept) == damaged
    game.stop(again)


FULL = OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))


FullDisk = Callable[[Path], contextlib.AbstractContextManager[None]]


@pytest.fixture(params=["write", "fsync", "rename"])
def full_disk(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> FullDisk:
    """``with full_disk(path):`` the atomic write of ``path`` fails as it does when the disk is full, at each
    step of it in turn (the test runs once for the write, the fsync and the rename)."""
    return functools.partial(_full_disk, monkeypatch, request.param)


@contextlib.contextmanager
def _full_disk(monkeypatch: pytest.MonkeyPatch, step: str, path: Path) -> Iterator[None]:
    """While in the block, the atomic write of ``path`` fails at ``step`` as it does when the disk is full."""
    with monkeypatch.context() as patch:
        if step == "write":
            fdopen = os.fdopen

            def fdopen_full(descriptor: int, *args: Any, **kwargs: Any) -> Any:
                stream = fdopen(descriptor, *args, **kwargs)
                return _FullStream(stream)

            patch.setattr(atomic.os, "fdopen", fdopen_full)
        elif step == "fsync":
            def fsync_full(descriptor: int) -> None:
                raise FULL

            patch.setattr(atomic.os, "fsync", fsync_full)
        else:
            replace = os.replace

            def replace_full(source: Any, target: Any, **kwargs: Any) -> None:
                if Path(target) == path:
                    raise FULL
                replace(source, target, **kwargs)

            patch.setattr(atomic.os, "replace", replace_full)
        yield


class _FullStream:
    """A file that takes half of what is written and then reports the disk full."""

    def __init__(self, stream: Any) -> None:
        self._stream = stream

    def __enter__(self) -> _FullStream:
        return self

    def __exit__(self, *exc_info: object) -> None:
        self._stream.close()

    def write(self, data: bytes) -> int:
        self._stream.write(data[:len(data) // 2])
        self._stream.flush()
        raise FULL

    def __getattr__(self, name: str) -> Callable[..., Any]:
        return getattr(self._stream, name)  # type: ignore[no-any-return]


def assert_kept(path: Path, good: bytes) -> None:
    """The file at ``path`` still holds ``good``, and no temporary file of a failed atomic write is left
    beside it."""
    assert path.read_bytes() == good
    assert sorted(path.parent.glob(".*.tmp")) == []


def test_settings_on_a_full_disk_keep_the_good_file(game: Game, full_disk: FullDisk) -> None:
    """The change applies for the session, the player is told once, and the file on disk stays the good one.
    """
    game.first_session()
    path = game.path("settings")
    good = path.read_bytes()
    session = game.start()
    with full_disk(path):
        session.settings.set("sound.volume", 5)
        session.settings.set_rules(PRESETS["canadian"])
    assert session.settings.get("sound.volume") == 5
    assert session.told == ["Your settings could not be saved (No space left on device); they apply until "
                            "you quit."]
    assert_kept(path, good)
    game.stop(session)
    assert game.start().settings.values() == {**Settings().values(), **CHANGED_SETTINGS}


def test_a_saved_match_on_a_full_disk_keeps_the_last_good_save(game: Game, full_disk: FullDisk) -> None:
    """The match plays on, the player is told once, and the last good save resumes after a restart."""
    game.first_session()
    path = game.path("saved match")
    session = game.start()
    game.play_a_hand(session)
    good = path.read_bytes()
    with full_disk(path):
        game.play_a_hand(session)
        game.play_a_hand(session)
    assert len(session.told) == 1
    assert session.told[0].startswith("The match could not be saved (No space left on device)")
    assert_kept(path, good)
    game.stop(session)

    again = game.start()
    assert again.told == [] and again.resumed
    assert again.model.saved_match() == SavedMatch.from_json(good)


def test_statistics_on_a_full_disk_keep_what_was_recorded(game: Game) -> None:
    """A real SQLITE_FULL: the hand that cannot be recorded is lost, the player is told once, the match
    plays on, and the database keeps every earlier record intact."""
    game.first_session()
    session = game.start()
    recorded = session.statistics.hands_recorded(session.model.match_id)
    db = session.statistics._db  # the page limit is a setting of this very connection
    (pages,) = db.execute("PRAGMA page_count").fetchone()
    db.execute(f"PRAGMA max_page_count = {pages}")
    hand = session.model.saved_match().rebuild().completed[0].result
    assert hand is not None
    # Fill the last free space (large rows, then small ones), so that the next record needs a page the
    # disk does not have.
    for padding in (200, 0):
        with pytest.raises(statistics.StatisticsError, match="full"):
            for filler in itertools.count():
                session.statistics.hand_finished(f"f{filler}" + "x" * padding, 0, hand, PRESETS["standard"])
    before = db.execute("SELECT COUNT(*) FROM hands").fetchone()[0]
    with game.qtbot.waitSignal(session.model.table_event, timeout=20000,
                               check_params_cb=lambda event: isinstance(event, MatchOver)):
        session.model.set_paused(False)
    assert session.told == ["Your statistics could not be updated: the statistics could not be saved: "
                            "database or disk is full."]
    assert db.execute("SELECT COUNT(*) FROM hands").fetchone()[0] == before
    assert db.execute("PRAGMA integrity_check").fetchone() == ("ok",)
    game.stop(session)
    again = game.start()
    assert again.told == []
    assert again.statistics.hands_recorded(session.model.match_id) == recorded


def test_leftovers_of_interrupted_saves_are_swept_at_launch(game: Game) -> None:
    """What a kill in the middle of a save left (a temporary file, SQLite's journal of a database being made)
    is removed when the game starts; the player's own files and files set aside are not touched."""
    game.first_session()
    leftovers = [path.parent / f".{path.name}.k1ll3d{suffix}" for path in map(game.path, FILES)
                 for suffix in (".tmp", ".tmp-journal")]
    kept = [game.data / "saved-match.json.unreadable-20240101-120000", game.config / ".hidden-notes.tmp",
            game.data / "notes.txt"]
    for path in leftovers + kept:
        path.write_bytes(b"half a save")
    session = game.start()
    assert session.told == []
    assert [path for path in leftovers if path.exists()] == []
    assert all(path.read_bytes() == b"half a save" for path in kept)
