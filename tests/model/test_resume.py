"""The match survives anything: a kill between any two actions resumes exactly, statistics count each hand
once, and damaged or unwritable files never stop the game."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from helpers import Recorder

from euchre_desktop.engine import Rules
from euchre_desktop.model import GameModel, TableSnapshot
from euchre_desktop.model.table_events import MatchOver
from euchre_desktop.persistence import savedmatch
from euchre_desktop.persistence.savedmatch import SavedMatch, SavedMatchStore
from euchre_desktop.persistence.statistics import Statistics


class RecordingStore(SavedMatchStore):
    """A real store that also keeps every version it wrote, with the table as the human saw it then."""

    def __init__(self, path: Path) -> None:
        super().__init__(path)
        self.versions: list[bytes] = []
        self.model: GameModel | None = None
        self.snapshots: list[TableSnapshot] = []

    def save(self, saved: SavedMatch) -> None:
        super().save(saved)
        self.versions.append(self.path.read_bytes())
        assert self.model is not None
        self.snapshots.append(self.model.snapshot())


def play_recorded_match(qtbot: Any, make_model: Any, tmp_path: Path, statistics: Statistics | None = None,
                        ) -> tuple[GameModel, RecordingStore]:
    store = RecordingStore(tmp_path / "saved-match.json")
    model = make_model(store=store, statistics=statistics)
    store.model = model
    model.set_autoplay(True)
    with qtbot.waitSignal(model.table_event, timeout=20000,
                          check_params_cb=lambda event: isinstance(event, MatchOver)):
        model.new_match(Rules(target=5), seed=4242)
    return model, store


def test_a_kill_between_any_two_actions_resumes_to_the_same_state(qtbot: Any, make_model: Any,
                                                                   tmp_path: Path) -> None:
    """Every saved version rebuilds the position it was saved at; resumed matches end exactly as the
    uninterrupted one did, because the bots' choices depend only on the match seed and the move."""
    model, store = play_recorded_match(qtbot, make_model, tmp_path)
    final = model.saved_match()
    assert not store.path.exists()  # a finished match leaves nothing to resume
    assert len(store.versions) > 50

    for index, data in enumerate(store.versions):
        saved = SavedMatch.from_json(data)
        assert saved.match_id == final.match_id
        assert [h.actions for h in saved.hands] == [h.actions[:len(s.actions)]
                                                    for h, s in zip(final.hands, saved.hands, strict=False)]
        path = tmp_path / "kill.json"
        path.write_bytes(data)
        resumed = make_model(store=SavedMatchStore(path))
        resumed.set_paused(True)  # only the position matters here
        assert resumed.resume()
        assert resumed.snapshot() == store.snapshots[index]
        resumed.shutdown()

    for index in range(0, len(store.versions), len(store.versions) // 7):
        path = tmp_path / f"kill-{index}.json"
        path.write_bytes(store.versions[index])
        resumed = make_model(store=SavedMatchStore(path))
        record = Recorder(resumed)
        with qtbot.waitSignal(resumed.table_event, timeout=20000,
                              check_params_cb=lambda event: isinstance(event, MatchOver)):
            assert resumed.resume()
            assert record.named("position_reset")[0][0] == store.snapshots[index]
        assert resumed.saved_match() == final


def test_each_hand_is_counted_once_across_crashes(qtbot: Any, make_model: Any, tmp_path: Path) -> None:
    """Resuming from older saves records the same hands again; the statistics still hold each one once."""
    statistics, problem = Statistics.open(tmp_path / "statistics.sqlite3")
    assert problem is None
    model, store = play_recorded_match(qtbot, make_model, tmp_path, statistics)
    hands = len(model.saved_match().hands)
    assert statistics.hands_recorded(model.match_id) == hands

    for index in (len(store.versions) // 3, len(store.versions) - 1):
        path = tmp_path / f"kill-{index}.json"
        path.write_bytes(store.versions[index])
        resumed = make_model(store=SavedMatchStore(path), statistics=statistics)
        with qtbot.waitSignal(resumed.table_event, timeout=20000,
                              check_params_cb=lambda event: isinstance(event, MatchOver)):
            assert resumed.resume()

    assert statistics.hands_recorded(model.match_id) == hands
    summary = statistics.summary()
    assert summary.matches_won + summary.matches_lost == 1
    progress = statistics.score_progress(model.match_id)
    assert progress[-1] == tuple(model.scores)


def test_a_damaged_save_is_kept_aside_and_the_player_told(qtbot: Any, make_model: Any,
                                                           tmp_path: Path) -> None:
    """Resume refuses a damaged file with a clear message and renames it; nothing is deleted."""
    path = tmp_path / "saved-match.json"
    path.write_bytes(b'{"format": "euchre-desktop saved match", "version": 1, "hands": [')
    model = make_model(store=SavedMatchStore(path))
    with qtbot.waitSignal(model.error) as blocker:
        assert not model.resume()
    message = str(blocker.args[0])
    assert "could not be resumed" in message and "kept as saved-match.json.unreadable-" in message
    assert not path.exists()
    kept = list(tmp_path.glob("saved-match.json.unreadable-*"))
    assert len(kept) == 1 and kept[0].read_bytes().endswith(b'"hands": [')


def test_no_saved_match_means_nothing_to_resume(qtbot: Any, make_model: Any, tmp_path: Path) -> None:
    """A first launch resumes nothing and complains about nothing."""
    model = make_model(store=SavedMatchStore(tmp_path / "saved-match.json"))
    with qtbot.assertNotEmitted(model.error):
        assert not model.resume()


def test_a_save_that_fails_is_reported_once_and_the_game_goes_on(qtbot: Any, make_model: Any, tmp_path: Path,
                                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    """A full disk: the player hears about it once, and the match still plays to the end."""
    def full_disk(path: Path, data: bytes) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(savedmatch, "atomic_write", full_disk)
    model = make_model(store=SavedMatchStore(tmp_path / "saved-match.json"))
    record = Recorder(model)
    model.set_autoplay(True)
    with qtbot.waitSignal(model.table_event, timeout=20000,
                          check_params_cb=lambda event: isinstance(event, MatchOver)):
        model.new_match(Rules(target=5), seed=9)
    assert [str(words) for (words,) in record.named("error")] == [
        "The match could not be saved (No space left on device); it goes on, but it cannot be resumed from "
        "here if the game is closed."]
