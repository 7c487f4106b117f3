"""Opening one of the game's versioned SQLite files: made whole or not at all, checked before use, and set
aside (never deleted) when it cannot be used.

``open_versioned(path, schema, version, what)`` gives a connection to a database whose tables have exactly
the columns of ``schema`` and whose ``user_version`` is ``version``.  A missing file is built beside the
path and renamed into place, so a kill never leaves a half-made one.  A file of an older version is brought
up to date by ``migrations`` (each version's statements, run in one transaction with the new version
number, so a kill leaves it as it was or done).  An empty, foreign, damaged or newer file, or an older one
with no way up, is renamed aside and a fresh one started; the player is told once, in the message returned
(a ``Phrase``: its words apart from its facts, put in the player's language where shown).  When even that
fails, the database lives in memory for the session.
"""

from __future__ import annotations

import contextlib
import os
import sqlite3
from collections.abc import Callable, Iterator, Mapping, Sequence
from pathlib import Path

from ..engine.phrase import Phrase, phrase
from ..engine.translatable import N_
from .atomic import remove_leftovers, set_aside, temporary_beside

__all__ = ["open_versioned", "transaction"]


class _Unusable(Exception):
    """A database file that is not ours, not readable, or not current: ``words`` say why; ``newer`` when a
    newer version of the game wrote it."""

    def __init__(self, words: Phrase, *, newer: bool = False) -> None:
        super().__init__(str(words))
        self.words = words
        self.newer = newer


Migrations = Mapping[int, Sequence[str]]
"""For each version that can be brought up to the next, the statements that do it."""


def open_versioned(path: Path | None, schema: Mapping[str, str], version: int, what: str,
                   migrations: Migrations | None = None
                   ) -> tuple[sqlite3.Connection, Path | None, Phrase | None]:
    """Open (or create) the database at ``path`` (None: in memory, for a session that keeps nothing).

    ``schema`` maps each name to its CREATE statement (tables and indexes); ``what`` names the file for the
    player at the head of a sentence, marked with ``N_`` ("Your hand history"); ``migrations`` bring an
    older file up to ``version``.  Returns the connection, the path it lives at (None in memory) and, when
    the file could not be used, a message for the player.
    """
    if path is None:
        return _create(sqlite3.connect(":memory:"), schema, version), None, None
    remove_leftovers(path)
    try:
        return _open_checked(path, schema, version, migrations or {}), path, None
    except _Unusable as unusable:
        problem = unusable
    named = phrase(what)
    try:
        kept = set_aside(path, "newer" if problem.newer else "unreadable")
    except OSError as error:
        message = phrase(N_("{what} could not be read ({problem}); the file could not be moved aside "
                            "({reason}), so it is left as it is and nothing from this session will be kept."),
                         what=named, problem=problem.words, reason=str(error.strerror))
        return _create(sqlite3.connect(":memory:"), schema, version), None, message
    try:
        fresh = _open_checked(path, schema, version, {})
    except _Unusable as again:
        message = phrase(N_("{what} could not be read ({problem}); the file was kept as {kept}, but a new "
                            "one could not be started ({again}), so nothing from this session will be kept."),
                         what=named, problem=problem.words, kept=kept.name, again=again.words)
        return _create(sqlite3.connect(":memory:"), schema, version), None, message
    return fresh, path, phrase(N_("{what} could not be read ({problem}); the file was kept as {kept} and a "
                                  "new one started."), what=named, problem=problem.words, kept=kept.name)


@contextlib.contextmanager
def transaction(db: sqlite3.Connection, error: Callable[[Phrase], Exception], what: str) -> Iterator[None]:
    """Commit on success, roll back on any error; an SQLite error becomes ``error`` saying that ``what``
    (marked with ``N_``: "the statistics") could not be saved."""
    try:
        yield
        db.commit()
    except sqlite3.Error as problem:
        db.rollback()
        raise error(phrase(N_("{what} could not be saved: {problem}"), what=phrase(what),
                           problem=str(problem))) from None
    except BaseException:
        db.rollback()
        raise


def _create(db: sqlite3.Connection, schema: Mapping[str, str], version: int) -> sqlite3.Connection:
    # One transaction: Python's sqlite3 would commit each CREATE on its own, each with its own syncs to disk
    # (48 of them for a first start's statistics and history, about a quarter of a second).
    db.execute("BEGIN")
    try:
        for statement in schema.values():
            db.execute(statement)
        db.execute(f"PRAGMA user_version = {int(version)}")
        db.execute("COMMIT")
    except BaseException:
        db.execute("ROLLBACK")
        raise
    return db


def _create_file(path: Path, schema: Mapping[str, str], version: int) -> None:
    """Make the database beside ``path`` and rename it into place: an empty file there is always damage."""
    descriptor, temporary = temporary_beside(path)
    os.close(descriptor)
    try:
        db = sqlite3.connect(temporary)
        try:
            _create(db, schema, version)
        finally:
            db.close()
        os.replace(temporary, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(temporary)
        raise


def _open_checked(path: Path, schema: Mapping[str, str], version: int,
                  migrations: Migrations) -> sqlite3.Connection:
    """Open the database and check it is ours and current; _Unusable saying why not."""
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        if not path.exists():
            _create_file(path, schema, version)
        elif path.is_file() and path.stat().st_size == 0:
            raise _Unusable(phrase(N_("the file is empty")))
        db = sqlite3.connect(path)
    except (OSError, sqlite3.Error) as error:
        raise _Unusable(phrase(N_("cannot open it: {error}"), error=str(error))) from None
    try:
        _check(db, schema, version, migrations)
    except sqlite3.Error as error:
        db.close()
        raise _Unusable(_damaged(str(error))) from None
    except _Unusable:
        db.close()
        raise
    return db


def _check(db: sqlite3.Connection, schema: Mapping[str, str], version: int, migrations: Migrations) -> None:
    (found_version,) = db.execute("PRAGMA user_version").fetchone()
    tables = {name for (name,) in db.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
    if found_version == 0 and not tables:
        _create(db, schema, version)
        return
    if found_version > version:
        raise _Unusable(phrase(N_("it was written by a newer Euchre Desktop, format {version}"),
                               version=found_version), newer=True)
    if 0 < found_version < version and all(step in migrations for step in range(found_version, version)):
        _migrate(db, found_version, version, migrations)
    elif found_version != version:
        raise _Unusable(phrase(N_("it is not a Euchre Desktop file of this kind (format {version})"),
                               version=found_version))
    for name, statement in schema.items():
        if not statement.lstrip().upper().startswith("CREATE TABLE"):
            continue
        found = [row[1] for row in db.execute(f"PRAGMA table_info({name})")]  # our own constant names
        if found != _columns_of(statement):
            raise _Unusable(phrase(N_("its {table} table has the wrong shape"), table=name))
    (integrity,) = db.execute("PRAGMA quick_check").fetchone()
    if integrity != "ok":
        raise _Unusable(_damaged(str(integrity)))


def _damaged(error: str) -> Phrase:
    """The file is damaged, and what SQLite found."""
    return phrase(N_("it is damaged: {error}"), error=error)


def _migrate(db: sqlite3.Connection, found: int, version: int, migrations: Migrations) -> None:
    """Bring the database from version ``found`` up to ``version``, all in one transaction."""
    # Python's sqlite3 would commit on its own before some statements: take charge of the transaction.
    db.execute("BEGIN")
    try:
        for step in range(found, version):
            for statement in migrations[step]:
                db.execute(statement)
        db.execute(f"PRAGMA user_version = {int(version)}")
        db.execute("COMMIT")
    except BaseException:
        db.execute("ROLLBACK")
        raise


def _columns_of(statement: str) -> list[str]:
    body = statement[statement.index("(") + 1:]
    columns = []
    for line in body.splitlines():
        word = line.strip().split(" ", 1)[0]
        if word and word.isidentifier() and word.upper() not in ("UNIQUE", "CHECK", "PRIMARY"):
            columns.append(word)
    return columns
