"""The files live in the platform's folders for the app, which tests redirect."""

from __future__ import annotations

from pathlib import Path

from euchre_desktop.persistence.paths import saved_match_path, settings_path, statistics_path


def test_files_are_in_the_users_folders(user_home: Path) -> None:
    """In test mode every path is inside the test's own home folder, one file name each."""
    paths = [saved_match_path(), statistics_path(), settings_path()]
    assert all(user_home in path.parents for path in paths)
    assert [p.name for p in paths] == ["saved-match.json", "statistics.sqlite3", "settings.json"]
