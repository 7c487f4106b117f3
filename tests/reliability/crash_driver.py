"""The child process of the kill test: Euchre Desktop's model, headless, playing matches until it is killed.

Usage: ``python crash_driver.py DATA_DIR [--slow-fsync SECONDS]``

It builds a ``GameModel`` exactly as the application would (bots in a worker process, the match saved after
every action, statistics in SQLite), with random bots at seats 1-3 and a scripted human at seat 0 who acts
through the model's public methods.  At launch it resumes the saved match if there is one, otherwise it
starts the next match of ``crash_players.MATCHES`` that the statistics do not show as finished.  Right after
the launch it prints one JSON line describing the position it resumed at, and ``playing`` once the bot worker
has answered its first request (until then a kill would only interrupt the worker's start-up); later lines
report anything the player would have been told (errors, bot fallbacks, Qt warnings), and ``all done`` when
every match is over.

``--slow-fsync`` makes every fsync take that long, so that a kill at a random moment most likely lands in the
middle of writing the save.
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import os
import sqlite3
import sys
import time
from pathlib import Path
from typing import Any

import crash_players
from PySide6.QtCore import QCoreApplication, QMessageLogContext, QTimer, QtMsgType, qInstallMessageHandler

from euchre_desktop.model import GameModel, HumanTurn, ProcessBotRunner
from euchre_desktop.model.table_events import MatchOver
from euchre_desktop.persistence.savedmatch import SavedMatchStore
from euchre_desktop.persistence.statistics import Statistics


def say(**fields: Any) -> None:
    """One JSON line for the test, flushed at once (the process may be killed any moment)."""
    print(json.dumps(fields), flush=True)


def finished_matches(path: Path) -> int:
    """How many matches the statistics show as won or lost."""
    with sqlite3.connect(path) as db:
        (count,) = db.execute("SELECT COUNT(*) FROM matches WHERE result IN ('won', 'lost')").fetchone()
    return int(count)


class Driver:
    """Plays the human seat and starts the next match when one ends."""

    def __init__(self, data: Path, app: QCoreApplication) -> None:
        self.app = app
        self.statistics_path = data / "statistics.sqlite3"
        statistics, problem = Statistics.open(self.statistics_path)
        if problem is not None:
            say(event="told", text=str(problem))
        self.statistics = statistics
        runner = ProcessBotRunner(crash_players.random_bots, crash_players.first_legal_hint)
        self.model = GameModel(runner=runner, store=SavedMatchStore(data / "saved-match.json"),
                               statistics=statistics, headless=True, fallback=crash_players.random_bots)
        runner.setParent(self.model)
        self.playing = False
        runner.answered.connect(self.on_answer)
        self.model.human_turn.connect(self.on_human_turn)
        self.model.table_event.connect(
            lambda event: isinstance(event, MatchOver) and QTimer.singleShot(0, self.next_match))
        self.model.error.connect(lambda words: say(event="told", text=str(words)))
        self.model.bot_fallback.connect(lambda text: say(event="told", text=text))
        self.model.action_rejected.connect(lambda text: say(event="rejected", text=text))

    def launch(self) -> None:
        """Resume, or start the next match; then describe the position for the test."""
        resumed = self.model.resume()
        if not resumed and not self.next_match():
            return
        snapshot = self.model.snapshot()
        match_id = self.model.match_id
        say(event="launched", resumed=resumed, match_id=match_id, seed=self.model.saved_match().seed,
            hand_index=snapshot.hand_index, scores=list(self.model.scores),
            view=crash_players.plain(snapshot.view), match_over=snapshot.match_over,
            hands_recorded=self.statistics.hands_recorded(match_id),
            workers=[child.pid for child in multiprocessing.active_children()])

    def on_answer(self, _answer: object) -> None:
        """Say once that the bots are answering: the game is in full swing."""
        if not self.playing:
            self.playing = True
            say(event="playing")

    def next_match(self) -> bool:
        """Start the first match the statistics do not show as finished; False (and quit) if none is left."""
        index = finished_matches(self.statistics_path)
        if index >= len(crash_players.MATCHES):
            say(event="all done")
            self.model.shutdown()
            self.app.quit()
            return False
        self.model.new_match(crash_players.rules_of(index), seed=crash_players.MATCHES[index][1])
        return True

    def on_human_turn(self, turn: HumanTurn) -> None:
        """Decide as the scripted human, from the event loop (as a click would arrive)."""
        snapshot = self.model.snapshot()
        action = crash_players.human_choice(self.model.saved_match().seed, snapshot.hand_index,
                                            len(snapshot.view.history), turn.legal_actions)
        QTimer.singleShot(0, lambda: self.model.act(action) or say(event="refused", action=str(action)))


def main() -> None:
    """Parse the arguments and play until killed (or until every match is over)."""
    parser = argparse.ArgumentParser()
    parser.add_argument("data", type=Path)
    parser.add_argument("--slow-fsync", type=float, default=0.0)
    options = parser.parse_args()
    if options.slow_fsync:
        real_fsync = os.fsync

        def slow_fsync(descriptor: int) -> None:
            time.sleep(options.slow_fsync)
            real_fsync(descriptor)

        os.fsync = slow_fsync

    def on_qt_message(kind: QtMsgType, _context: QMessageLogContext, text: str) -> None:
        if kind != QtMsgType.QtDebugMsg:
            say(event="qt message", text=text)

    qInstallMessageHandler(on_qt_message)
    app = QCoreApplication(sys.argv[:1])
    driver = Driver(options.data, app)
    QTimer.singleShot(0, driver.launch)
    app.exec()


if __name__ == "__main__":
    main()
