"""Soak: bots-only matches played one after another through the game model, headless.  Prints one JSON object.

The model runs as the application runs it: bots in the worker process, the match saved after every action,
statistics recorded in SQLite.  The levels are Standard; the Standard bot is used when it is installed,
otherwise the model's own fallback for a missing level (a random player) plays, and ``bots`` says which.
Reported: hands per second, and the resident memory (VmRSS) of this process and of the bot worker at the
start (once the worker has answered its first request: a worker still starting up is not yet its real
size), after the first match (everything imported and warmed up) and at the end.  Target: memory growth
under 20 MB over the run.

The save is rewritten and fsynced after every action.  On a disk that costs milliseconds per action and
would make this a benchmark of the disk, so by default the data folder is on tmpfs (``/dev/shm``, when it
exists): the same code path, with the disk taken out.  ``--data-dir`` puts it anywhere else (on disk, to
measure what the fsyncs cost).

    python tests/benchmarks/soak.py [--matches 200] [--seed 1] [--data-dir PATH]
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import multiprocessing
import shutil
import sqlite3
import sys
import tempfile
import time
from pathlib import Path

from euchre_desktop.model.table_events import HandScored, MatchOver

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

# The bot worker is a spawned process, and spawning re-imports this script in it.  Qt and the model are
# imported only when the script runs as the program, so that the worker measured is the application's own
# (whose entry points also import Qt only when they run), not one carrying Qt as well.
if __name__ == "__main__":
    from PySide6.QtCore import QCoreApplication, QTimer

    from euchre_desktop.engine import Rules
    from euchre_desktop.model import GameModel, MatchSummary
    from euchre_desktop.persistence.savedmatch import SavedMatchStore
    from euchre_desktop.persistence.statistics import Statistics

TARGET_GROWTH_MB = 20.0


def rss_mb(pid: int | str = "self") -> float | None:
    """The resident set size of a process, in MB, from /proc (None where there is no /proc)."""
    try:
        status = Path(f"/proc/{pid}/status").read_text()
    except OSError:
        return None
    for line in status.splitlines():
        if line.startswith("VmRSS:"):
            return round(int(line.split()[1]) / 1024, 1)
    return None


def worker_pid() -> int | None:
    """The bot worker process (the model's only child process)."""
    children = multiprocessing.active_children()
    return children[0].pid if children else None


def memory() -> dict[str, float | None]:
    """This process's and the bot worker's resident memory now."""
    pid = worker_pid()
    return {"model_mb": rss_mb(), "worker_mb": None if pid is None else rss_mb(pid)}


class Soak:
    """Plays the matches one after another and takes the measurements."""

    def __init__(self, app: QCoreApplication, folder: Path, matches: int, seed: int) -> None:
        self.app = app
        self.matches = matches
        self.seed = seed
        self.statistics, problem = Statistics.open(folder / "statistics.sqlite3")
        assert problem is None, problem
        self.store = SavedMatchStore(folder / "saved-match.json")
        self.model = GameModel(store=self.store, statistics=self.statistics, headless=True)
        self.model.table_event.connect(
            lambda event: isinstance(event, MatchOver) and self.on_match_over(event.summary))
        self.model.table_event.connect(
            lambda event: isinstance(event, HandScored) and self.on_hand_scored(event.summary))
        self.model.bot_fallback.connect(self.on_problem)
        self.model.error.connect(lambda words: self.on_problem(str(words)))
        self.model.runner.answered.connect(self.on_first_answer)
        self.model.set_autoplay(True)
        self.played = 0
        self.hands = 0
        self.problems: list[str] = []
        self.worker_pids: set[int] = set()
        self.memory: dict[str, dict[str, float | None]] = {}
        self.started = 0.0
        self.elapsed = 0.0

    def start(self) -> None:
        """Deal the first match and start the clock."""
        self.started = time.perf_counter()
        self.next_match()

    def on_first_answer(self, _answer: object) -> None:
        """The worker is up and has decided once: the starting point for memory."""
        if "start" not in self.memory:
            self.memory["start"] = memory()

    def next_match(self) -> None:
        """Deal the next match, or stop when all are played."""
        if self.played == self.matches:
            self.elapsed = time.perf_counter() - self.started
            self.memory["end"] = memory()
            self.model.shutdown()
            self.app.quit()
            return
        self.model.new_match(Rules(), seed=self.seed + self.played)

    def on_hand_scored(self, _summary: object) -> None:
        """Count a hand."""
        self.hands += 1
        pid = worker_pid()
        if pid is not None:
            self.worker_pids.add(pid)

    def on_match_over(self, _summary: MatchSummary) -> None:
        """Count the match, and go on from the event loop."""
        self.played += 1
        if self.played == 1:
            self.memory["after_first_match"] = memory()
        QTimer.singleShot(0, self.next_match)

    def on_problem(self, text: str) -> None:
        """Something the player would have been told: the soak reports it."""
        self.problems.append(text)


def growth(before: float | None, after: float | None) -> float | None:
    """``after - before`` in MB, when both are known."""
    return None if before is None or after is None else round(after - before, 1)


def main() -> None:
    """Parse the options, play the matches, print the JSON."""
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--matches", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--data-dir", type=Path, help="where the save and statistics go (default: on tmpfs)")
    options = parser.parse_args()
    tmpfs = Path("/dev/shm")
    base = options.data_dir if options.data_dir is not None else (tmpfs if tmpfs.is_dir() else None)
    folder = Path(tempfile.mkdtemp(prefix="euchre-soak-", dir=base))
    app = QCoreApplication(sys.argv[:1])
    soak = Soak(app, folder, options.matches, options.seed)
    QTimer.singleShot(0, soak.start)
    app.exec()

    with sqlite3.connect(folder / "statistics.sqlite3") as db:
        (recorded_matches,) = db.execute(
            "SELECT COUNT(*) FROM matches WHERE result IN ('won', 'lost')").fetchone()
        (recorded_hands,) = db.execute("SELECT COUNT(*) FROM hands").fetchone()
    db.close()
    soak.statistics.close()
    shutil.rmtree(folder)

    start, warm, end = soak.memory["start"], soak.memory["after_first_match"], soak.memory["end"]
    model_growth = growth(start["model_mb"], end["model_mb"])
    worker_growth = growth(start["worker_mb"], end["worker_mb"])
    print(json.dumps({
        "benchmark": "soak",
        "matches": soak.played,
        "rules": "standard (to 10 points)",
        "bots": "standard" if importlib.util.find_spec("euchre_desktop.bots.standard") else
                "random (the Standard bot is not installed; the model's stand-in for a missing level)",
        "runner": "worker process",
        "data_dir": str(folder.parent) + (" (tmpfs)" if folder.parent == tmpfs else ""),
        "hands": soak.hands,
        "seconds": round(soak.elapsed, 1),
        "hands_per_second": round(soak.hands / soak.elapsed, 1),
        "memory_mb": soak.memory,
        "growth_mb": {"model": model_growth, "worker": worker_growth,
                      "model_after_first_match": growth(warm["model_mb"], end["model_mb"]),
                      "worker_after_first_match": growth(warm["worker_mb"], end["worker_mb"])},
        "target_growth_mb": TARGET_GROWTH_MB,
        "within_target": all(g is not None and g < TARGET_GROWTH_MB for g in (model_growth, worker_growth)),
        "worker_processes_used": len(soak.worker_pids),
        "statistics": {"matches_recorded": recorded_matches, "hands_recorded": recorded_hands},
        "problems_told": soak.problems,
    }))


if __name__ == "__main__":
    main()
