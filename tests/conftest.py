"""Shared test set-up: a headless Qt platform and private user folders for every test."""

from __future__ import annotations

import atexit
import os
import shutil
import tempfile
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest

if TYPE_CHECKING:
    from PySide6.QtWidgets import QApplication
    from pytestqt.qtbot import QtBot

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
from hypothesis import settings as hypothesis_settings
from PySide6.QtCore import QCoreApplication, QEvent, QStandardPaths

# On a developer's machine Hypothesis draws new examples on every run, to find what no one thought of; in CI
# it draws the same ones every time, so a submission passes or fails on its code, not on the luck of a draw.
hypothesis_settings.register_profile("ci", derandomize=True, database=None)
if os.environ.get("CI") == "true":
    hypothesis_settings.load_profile("ci")



def pytest_configure(config: pytest.Config) -> None:
    """Stop at once if a compiled build of the search core is older than its sources.

    The stale extensions would be imported instead of the edited .py files, and the tests would check the
    old code (scripts/_compile_core.py).  Not when tests.pure_python loads the sources anyway.
    """
    import sys

    from scripts import _compile_core

    if "tests.pure_python" not in sys.modules and _compile_core.status() == "stale":
        pytest.exit("the compiled search core is older than its sources and would shadow them: rebuild it "
                    "(python scripts/_compile_core.py build) or remove it (... clean)", returncode=4)


@pytest.hookimpl(wrapper=True)
def pytest_runtest_teardown(item: pytest.Item) -> Iterator[None]:
    """Delete the test's closed widgets before the next test starts.

    pytest-qt closes each test's widgets with ``deleteLater``, which waits for an event loop; a run of tests
    that never starts one (the settings dialog's) piled up 87 dialogs and 2,400 windows, and the next test
    that waited on an animation paid seconds for deleting them all, and timed out.
    """
    result = yield
    if QCoreApplication.instance() is not None:
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    return result


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


@pytest.fixture
def launch(qtbot: QtBot, qapp: QApplication, monkeypatch: pytest.MonkeyPatch) -> Iterator[Callable[..., Any]]:
    """``launch(**options)`` starts the game as the application does (``launch.start_game(**options)``),
    from this test's own home folder, and returns the window; qtbot closes it (stopping its bots) at the
    end of the test.

    The bots think on a thread rather than in a worker process: quicker to start, and not what these
    tests are about."""
    # Imported here: most tests never start the game, and the engine's need no Qt widgets at all.
    from euchre_desktop.launch import start_game
    from euchre_desktop.model import ThreadBotRunner
    from euchre_desktop.model import game as game_module
    from euchre_desktop.persistence.paths import settings_path
    from euchre_desktop.persistence.settings import Settings

    monkeypatch.setattr(game_module, "ProcessBotRunner", ThreadBotRunner)
    previous = qapp.applicationName()
    qapp.setApplicationName("euchre-desktop")  # the standard folders are named after it

    def start(**options: Any) -> Any:
        # No background accuracy reviews unless a test turns them on: in a bot *thread* beside a whole
        # window (the game itself uses a process) they crashed PySide6 in two CI runs; the queue has its
        # own tests (tests/model/test_accuracy_queue.py) and tests/test_launch_history.py turns it on.
        if not settings_path().exists():
            Settings(settings_path()).update({"history.accuracy": False})
        window = start_game(**options)
        qtbot.addWidget(window)
        return window

    yield start
    qapp.setApplicationName(previous)
