"""Atomic writes keep the old file on any failure; unreadable files are set aside, never deleted."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from euchre_desktop.persistence import atomic
from euchre_desktop.persistence.atomic import atomic_write, set_aside


def test_a_write_replaces_the_whole_file(tmp_path: Path) -> None:
    path = tmp_path / "folder" / "file.json"
    atomic_write(path, b"first")
    atomic_write(path, b"second")
    assert path.read_bytes() == b"second"
    assert [p.name for p in path.parent.iterdir()] == ["file.json"]


def test_a_failed_write_leaves_the_good_file_and_no_litter(tmp_path: Path,
                                                           monkeypatch: pytest.MonkeyPatch) -> None:
    """A full disk during the write (or a crash before the rename): the previous version is untouched."""
    path = tmp_path / "file.json"
    atomic_write(path, b"good")

    def disk_full(descriptor: int) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(atomic.os, "fsync", disk_full)
    with pytest.raises(OSError, match="No space left"):
        atomic_write(path, b"bad")
    assert path.read_bytes() == b"good"
    assert os.listdir(tmp_path) == ["file.json"]


def test_setting_aside_never_overwrites(tmp_path: Path) -> None:
    """Two damaged files in the same second are both kept."""
    path = tmp_path / "settings.json"
    kept = []
    for content in (b"one", b"two"):
        path.write_bytes(content)
        kept.append(set_aside(path, "unreadable"))
    assert not path.exists()
    assert [p.read_bytes() for p in kept] == [b"one", b"two"]
    assert all(p.name.startswith("settings.json.unreadable-") for p in kept)
