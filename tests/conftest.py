"""Shared test set-up: a headless Qt platform and private user folders for every test."""

from __future__ import annotations

import atexit
import os
import shutil
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest

# Both must be in the environment before the first QApplication exists, which pytest-qt creates lazily
# after this module has been imported.
# "offscreen" renders into memory: no X server or Wayland compositor needed, and screenshots still work.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
if not os.environ.get("XDG_RUNTIME_DIR"):
    # Without it Qt warns (and the warning fails the test) whenever something asks for the runtime folder.
    # mkdtemp creates it with mode 0700, as Qt requires.
    _runtime_dir = tempfile.mkdtemp(prefix="euchre-tests-runtime-")
    atexit.register(shutil.rmtree, _runtime_dir, ignore_errors=True)
    os.environ["XDG_RUNTIME_DIR"] = _runtime_dir

# Imported only now, after the environment set-up above.
from PySide6.QtCore import QStandardPaths

_USER_FOLDER_VARIABLES = ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME")


@pytest.fixture(scope="session", autouse=True)
def _qt_standard_paths_test_mode() -> Iterator[None]:
    """Point QStandardPaths at Qt's test locations for the whole session.

    On every platform this keeps tests away from a developer's real settings, saved match and statistics.
    """
    QStandardPaths.setTestModeEnabled(True)
    yield
    QStandardPaths.setTestModeEnabled(False)


@pytest.fixture(autouse=True)
def user_home(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Give each test an empty home folder and return it.

    In test mode Qt derives its locations from the home folder (``~/.qttest/...`` on Linux), so pointing
    HOME (and the XDG folders, for code that reads them directly) at a fresh folder means settings or saves
    written by one test are never seen by another.
    """
    home = tmp_path_factory.mktemp("home")
    monkeypatch.setenv("HOME", str(home))
    for variable in _USER_FOLDER_VARIABLES:
        monkeypatch.setenv(variable, str(home / variable.removeprefix("XDG_").removesuffix("_HOME").lower()))
    return home
