"""The test environment itself: headless Qt, private user folders, and which Qt warnings are tolerated."""

from __future__ import annotations

import os
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QStandardPaths
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QDialog, QLabel, QVBoxLayout
from pytestqt.qtbot import QtBot

if TYPE_CHECKING:
    # pytest-qt has no public name for the type of its `qtlog` fixture.
    from pytestqt.logging import _QtMessageCapture


def test_qt_runs_headless(qtbot: QtBot) -> None:
    """Tests never need a display: conftest selects the offscreen platform before Qt starts."""
    assert os.environ["QT_QPA_PLATFORM"] == "offscreen"
    assert QGuiApplication.platformName() == "offscreen"


def test_standard_paths_point_into_the_private_home(user_home: Path) -> None:
    """Anything a test saves through QStandardPaths lands in its own empty home, never the real one."""
    for location in (
        QStandardPaths.StandardLocation.AppConfigLocation,
        QStandardPaths.StandardLocation.AppDataLocation,
        QStandardPaths.StandardLocation.CacheLocation,
    ):
        assert Path(QStandardPaths.writableLocation(location)).is_relative_to(user_home)


def test_offscreen_size_hint_warning_is_tolerated(qtbot: QtBot, qtlog: _QtMessageCapture) -> None:
    """A dialog with a layout makes the offscreen plugin warn; the pyproject.toml pattern must match it.

    If Qt stops emitting it, this test fails so the ignore pattern can be removed rather than rot.
    """
    dialog = QDialog()
    QVBoxLayout(dialog).addWidget(QLabel("A dialog"))
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)

    size_hint_records = [r for r in qtlog.records if "propagateSizeHints" in r.message]
    assert size_hint_records, "Qt no longer warns: drop the qt_log_ignore pattern in pyproject.toml"
    assert all(r.ignored for r in size_hint_records)
