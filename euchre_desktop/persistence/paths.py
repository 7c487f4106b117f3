"""Where the files live: the platform's standard folders for this application (redirected in tests).

The application sets its name on the QCoreApplication (``euchre-desktop``) before asking; tests turn on
``QStandardPaths.setTestModeEnabled`` or pass explicit paths.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QStandardPaths

__all__ = ["config_dir", "data_dir", "history_path", "saved_match_path", "settings_path", "statistics_path"]


def data_dir() -> Path:
    """The folder for the saved match and the statistics (``~/.local/share/euchre-desktop`` on Linux)."""
    return Path(QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation))


def config_dir() -> Path:
    """The folder for the settings (``~/.config/euchre-desktop`` on Linux)."""
    return Path(QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppConfigLocation))


def saved_match_path() -> Path:
    """The match in progress."""
    return data_dir() / "saved-match.json"


def statistics_path() -> Path:
    """The statistics database."""
    return data_dir() / "statistics.sqlite3"


def history_path() -> Path:
    """The hand history database."""
    return data_dir() / "history.sqlite3"


def settings_path() -> Path:
    """The settings file."""
    return config_dir() / "settings.json"
