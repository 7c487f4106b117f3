"""A new database file is made in one transaction (``persistence/sqlite_file.py``)."""

from __future__ import annotations

import sqlite3
from pathlib import Path
from typing import Any

import pytest

from euchre_desktop.persistence import sqlite_file


def test_a_new_file_is_made_in_one_transaction(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    statements: list[str] = []
    connect = sqlite3.connect

    def traced(*args: Any, **kwargs: Any) -> sqlite3.Connection:
        db = connect(*args, **kwargs)
        db.set_trace_callback(statements.append)
        return db

    monkeypatch.setattr(sqlite_file.sqlite3, "connect", traced)
    schema = {"a": "CREATE TABLE a (\n x\n)", "b": "CREATE TABLE b (\n y\n)",
              "b_y": "CREATE INDEX b_y ON b (y)"}
    db, where, problem = sqlite_file.open_versioned(tmp_path / "kept.sqlite3", schema, 3, "the file")
    assert where == tmp_path / "kept.sqlite3" and problem is None
    made = statements[:statements.index("COMMIT") + 1]
    assert made == ["BEGIN", *schema.values(), "PRAGMA user_version = 3", "COMMIT"]
    assert db.execute("PRAGMA user_version").fetchone() == (3,)
    db.close()
