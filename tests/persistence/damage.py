"""Damaged database files for the tests of what the game does with a store it cannot read."""

from __future__ import annotations

import sqlite3
from pathlib import Path

DAMAGES = ("random bytes", "empty table", "wrong shape", "newer")
"""The kinds of damage ``write_damaged_database`` writes."""


def write_damaged_database(path: Path, damage: str) -> None:
    """Write at ``path`` a file no store of the game can use, damaged in the way ``damage`` names.

    "random bytes" is no SQLite file at all; "empty table" is a database holding only a table the game never
    wrote; "wrong shape" has a ``hands`` table with the wrong columns at version 1; "newer" claims a version
    (9) later than this game knows.
    """
    if damage == "random bytes":
        path.write_bytes(b"\x00\x13garbage" * 100)
        return
    db = sqlite3.connect(path)
    if damage == "wrong shape":
        db.execute("CREATE TABLE hands (x INTEGER)")
        db.execute("PRAGMA user_version = 1")
    elif damage == "newer":
        db.execute("CREATE TABLE future (x INTEGER)")
        db.execute("PRAGMA user_version = 9")
    elif damage == "empty table":
        db.execute("CREATE TABLE unrelated (x INTEGER)")
    else:
        raise ValueError(f"no such damage: {damage!r}")
    db.commit()
    db.close()
