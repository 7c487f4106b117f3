"""How late does the GUI thread's 10 ms timer fire while Expert bots think?  Prints one JSON object.

Runs the game model headless with every seat an Expert bot, once with the bots on a worker thread and once in
the worker process, and measures the lateness of a 10 ms precise QTimer on the main thread: the time between
ticks beyond 10 ms.  A pure-Python search on a thread holds the GIL in 5 ms slices that the GUI must wait
for; in a process it cannot.  Targets: p99 <= 20 ms and max <= 50 ms.  The "idle" entry is the same timer
with no game running: on a shared, loaded machine it shows how much lateness is the machine's own.

When the Expert bot is not installed, a stand-in burns the same kind of CPU (pure-Python bytecode) for
``EUCHRE_BENCH_THINK`` seconds (default 0.25) per decision, so the measurement still says what a search
would do to the table.

    python tests/benchmarks/ui_responsiveness.py [--seconds 8] [--runner both|thread|process]
"""

from __future__ import annotations

import argparse
import importlib
import itertools
import json
import os
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from euchre_desktop.bots.base import Bot
from euchre_desktop.engine import Action, PlayerView, Rules
from euchre_desktop.model.table_events import HandScored, MatchOver

THINK_SECONDS = float(os.environ.get("EUCHRE_BENCH_THINK", "0.25"))


class BusyBot:
    """Stand-in for a pure-Python search: keeps the interpreter busy, then chooses at random."""

    name = "busy-stand-in"

    def choose(self, view: PlayerView, rng: random.Random) -> Action:
        """Burn ``THINK_SECONDS`` of bytecode, as a search would, then pick a legal action."""
        deadline = time.perf_counter() + THINK_SECONDS
        total = 0
        while time.perf_counter() < deadline:
            for number in range(2000):
                total += number * number % 7
        return view.legal_actions[(rng.randrange(len(view.legal_actions)) + total) % len(view.legal_actions)]


def expert_bots(level: str) -> Bot:
    """The real ExpertBot when installed, else the stand-in (module level: the worker process imports it)."""
    try:
        expert_class = importlib.import_module("euchre_desktop.bots.expert").ExpertBot
    except (ImportError, AttributeError):
        return BusyBot()
    bot: Bot = expert_class()
    return bot


def no_hint(view: PlayerView, rng: random.Random) -> tuple[Action, str]:
    """Hints are not measured."""
    return view.legal_actions[0], ""


def measure(kind: str, seconds: float) -> dict[str, object]:
    """Play Expert-only hands on ``kind`` (thread or process) for ``seconds``; the timer's lateness.

    ``kind="idle"`` runs the timer alone: the machine's own scheduling noise, to read the others against.
    """
    from PySide6.QtCore import QCoreApplication

    from euchre_desktop.model import GameModel, ProcessBotRunner, ThreadBotRunner
    from euchre_desktop.persistence.seats import Level, SeatSetup

    QCoreApplication.instance() or QCoreApplication([])
    if kind == "idle":
        return _lateness(_ticks(seconds))
    runner_class = ThreadBotRunner if kind == "thread" else ProcessBotRunner
    model = GameModel(runner=runner_class(expert_bots, no_hint, budget_s=60.0), headless=True)
    decisions = 0
    hands = 0

    def count_decision(*_args: object) -> None:
        nonlocal decisions
        decisions += 1

    def count_hand(*_args: object) -> None:
        nonlocal hands
        hands += 1

    model.bot_thinking.connect(count_decision)
    model.table_event.connect(lambda event: isinstance(event, HandScored) and count_hand(event.summary))
    model.table_event.connect(
        lambda event: isinstance(event, MatchOver) and model.new_match(seed=random.randrange(2**32)))

    model.set_autoplay(True)
    experts = SeatSetup(opponents_level=Level.EXPERT, partner_level=Level.EXPERT)
    model.new_match(Rules(), seed=1234, seats=experts)
    ticks = _ticks(seconds)
    model.shutdown()
    model.deleteLater()
    return {"decisions": decisions, "hands": hands, **_lateness(ticks)}


def _ticks(seconds: float) -> list[float]:
    """Run the event loop for ``seconds`` with a 10 ms precise timer; the time of each tick."""
    from PySide6.QtCore import QEventLoop, Qt, QTimer

    loop = QEventLoop()
    ticks: list[float] = []
    timer = QTimer()
    timer.setTimerType(Qt.TimerType.PreciseTimer)
    timer.setInterval(10)
    timer.timeout.connect(lambda: ticks.append(time.perf_counter()))
    QTimer.singleShot(round(seconds * 1000), loop.quit)
    timer.start()
    loop.exec()
    timer.stop()
    return ticks


def _lateness(ticks: list[float]) -> dict[str, object]:
    """How much later than 10 ms after the previous tick each tick came, in ms: p50, p99, max, mean."""
    lateness = sorted(max(0.0, (b - a) - 0.010) * 1000 for a, b in itertools.pairwise(ticks))

    def percentile(fraction: float) -> float:
        return round(lateness[min(len(lateness) - 1, int(fraction * len(lateness)))], 2) if lateness else 0.0

    return {
        "ticks": len(ticks),
        "lateness_ms": {"p50": percentile(0.50), "p99": percentile(0.99),
                        "max": round(lateness[-1], 2) if lateness else 0.0,
                        "mean": round(statistics.fmean(lateness), 2) if lateness else 0.0},
    }


def main() -> None:
    """Parse the options, measure each runner, print the JSON."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=8.0, help="how long to play on each runner")
    parser.add_argument("--runner", choices=("both", "thread", "process"), default="both")
    args = parser.parse_args()
    bot = expert_bots("expert")
    results: dict[str, object] = {
        "benchmark": "ui_responsiveness",
        "bot": type(bot).__name__,
        "think_s_per_decision": THINK_SECONDS if isinstance(bot, BusyBot) else None,
        "timer_interval_ms": 10,
        "targets_ms": {"p99": 20, "max": 50},
        "cpus": os.cpu_count(),
        "load_average_before": [round(x, 2) for x in os.getloadavg()],
    }
    for kind in (("idle", "thread", "process") if args.runner == "both" else ("idle", args.runner)):
        results[kind] = measure(kind, args.seconds)
    print(json.dumps(results))


if __name__ == "__main__":
    main()
