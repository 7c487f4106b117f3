""""Play on from here": a branch of a finished hand, played to its end on the table, never touching the
match, its save, the statistics or the hand history."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QTimer

from euchre_desktop.bots.review import decision_points
from euchre_desktop.engine import Phase, Rules
from euchre_desktop.model.branch import BranchPlay
from euchre_desktop.model.events import MatchInfo
from euchre_desktop.model.hand_walk import HandWalk
from euchre_desktop.model.table_events import HandScored
from euchre_desktop.persistence.history import HandHistory
from euchre_desktop.persistence.savedmatch import SavedMatchStore
from euchre_desktop.persistence.seats import Level
from euchre_desktop.persistence.statistics import Statistics


def test_a_branch_plays_on_to_the_end_and_the_match_save_and_statistics_stay_as_they_were(
        qtbot: Any, make_model: Any, tmp_path: Path) -> None:
    statistics, _problem = Statistics.open(tmp_path / "statistics.sqlite3")
    history, _problem = HandHistory.open(tmp_path / "history.sqlite3")
    store = SavedMatchStore(tmp_path / "saved-match.json")
    model = make_model(store=store, statistics=statistics, history=history, headless=False)
    scored: list[HandScored] = []

    def shown(event: object) -> None:
        if isinstance(event, HandScored):
            scored.append(event)  # the summary waits for the player, as at the table
        else:
            QTimer.singleShot(0, model.animation_done)

    model.table_event.connect(shown)
    model.set_autoplay(True)
    model.new_match(Rules(), seed=77)
    qtbot.waitUntil(lambda: bool(scored), timeout=20_000)
    model.table_event.disconnect(shown)
    saved_before = store.path.read_bytes()
    statistics_before = (statistics.summary(), statistics.hands_recorded(model.match_id),
                         statistics.recent_matches())
    match_before = model.saved_match()
    kept_before = history.entries()

    hand = match_before.rebuild().hand
    assert hand.phase is Phase.DONE
    info = MatchInfo("review", hand.rules, model.seats.names, Level.STANDARD, Level.STANDARD, "review", None)
    walk = HandWalk.of(model, info, hand)
    index, view, chosen = next((i, v, a) for i, v, a in decision_points(hand, 0) if len(v.legal_actions) > 1)
    other = next(action for action in view.legal_actions if action != chosen)
    branch = BranchPlay(model.runner, walk, index, other, lambda _seat: Level.STANDARD, pace_ms=0)
    resets: list[object] = []
    model.position_reset.connect(resets.append)
    with qtbot.waitSignal(branch.finished, timeout=20_000) as finished:
        branch.start()
    end = finished.args[0]
    assert end.phase is Phase.DONE and end.history[index] == (0, other)
    assert end.history[:index] == hand.history[:index]
    assert resets and resets[0].view.history == view.history  # the table went to the moment first
    walk.close()
    assert not branch.running
    assert model.saved_match() == match_before
    assert store.path.read_bytes() == saved_before
    assert (statistics.summary(), statistics.hands_recorded(model.match_id),
            statistics.recent_matches()) == statistics_before
    assert statistics_before[1] == 1  # the real hand was recorded: the comparison can fail
    assert history.entries() == kept_before and len(kept_before) == 1, "the branch is not kept as a hand"
    statistics.close()
    history.close()
