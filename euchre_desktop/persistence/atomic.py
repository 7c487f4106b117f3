"""Writing files so that a crash, a kill or a full disk never leaves a half-written one, and setting aside
files that cannot be read."""

from __future__ import annotations

import contextlib
import datetime
import os
import tempfile
from pathlib import Path

__all__ = ["atomic_write", "remove_leftovers", "set_aside", "temporary_beside"]

_TEMPORARY_SUFFIX = ".tmp"
_LEFTOVER_SUFFIXES = (_TEMPORARY_SUFFIX, _TEMPORARY_SUFFIX + "-journal")
"""A temporary file, or the rollback journal SQLite keeps beside a temporary database."""


def atomic_write(path: Path, data: bytes) -> None:
    """Replace ``path`` with ``data`` all at once: a temporary file beside it, flushed to disk, renamed over.

    Until the rename the old file is untouched, so a failure at any point (OSError propagates, e.g. a full
    disk) leaves the previous good version in place and no temporary file behind.
    """
    path.parent.mkdir(parents=True, exist_ok=True)
    descriptor, temporary = temporary_beside(path)
    try:
        with os.fdopen(descriptor, "wb") as stream:
            stream.write(data)
            stream.flush()
            os.fsync(stream.fileno())
        os.replace(temporary, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(temporary)
        raise
    _sync_folder(path.parent)


def temporary_beside(path: Path) -> tuple[int, str]:
    """A new temporary file in ``path``'s folder, named so that ``remove_leftovers(path)`` finds it:
    its open descriptor and its path."""
    return tempfile.mkstemp(prefix=_temporary_prefix(path), suffix=_TEMPORARY_SUFFIX, dir=path.parent)


def remove_leftovers(path: Path) -> None:
    """Delete the temporary files that writes of ``path`` left behind when the game was killed mid-write.

    Called when a file is read at launch.  Such a file was never renamed into place, so it holds nothing
    the player saved; without this, every kill in the middle of a save would leave one more behind.  (This
    assumes one copy of the game at a time uses the folder.)
    """
    prefix = _temporary_prefix(path)
    try:
        candidates = list(path.parent.iterdir())
    except OSError:
        return
    for candidate in candidates:
        if candidate.name.startswith(prefix) and candidate.name.endswith(_LEFTOVER_SUFFIXES):
            with contextlib.suppress(OSError):
                candidate.unlink()


def _temporary_prefix(path: Path) -> str:
    return f".{path.name}."


def _sync_folder(folder: Path) -> None:
    """Make the rename itself durable (POSIX); where folders cannot be opened this is a no-op."""
    try:
        descriptor = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(descriptor)
    except OSError:
        pass  # some file systems refuse fsync on a folder; the rename has still happened
    finally:
        os.close(descriptor)


def set_aside(path: Path, why: str) -> Path:
    """Rename an unreadable ``path`` to ``<name>.<why>-<timestamp>`` beside it and return the new path.

    The file is kept for the player (or a bug report); a name already taken gets a counter, so nothing is
    ever overwritten.
    """
    stamp = datetime.datetime.now().strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.name}.{why}-{stamp}")
    counter = 1
    while target.exists():
        counter += 1
        target = path.with_name(f"{path.name}.{why}-{stamp}-{counter}")
    os.replace(path, target)
    return target
