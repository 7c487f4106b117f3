"""Benchmark: from starting the game to the real window painted, and to the player's first decision.

Prints one JSON object.  Each run starts a fresh Python process that does what ``app.py`` does (the
settings, statistics and saved match from a private home folder, the window, a new match, bots in their
worker process) and reports, in milliseconds from the process start: the window shown and painted once, the
deal painted, and the first decision offered to the player (the deal animation at the chosen speed and the
bots' first moves included; the deal is seeded, so every run waits for the same moves).  The first run
warms the disk cache and is not reported; then the bare window and the game start in turn, ``--runs`` times,
and the medians are reported (one start varies by a third, even on a quiet machine).

Target (issue 5): an interactive table within 0.6 s of starting, warm.  ``bare_window_painted_ms`` is a bare
PySide6 main window's start, measured in the same run; target (issue 18): the game's window painted within
3 times that (``window_to_bare_ratio``).
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

_PROBE = """
import os, sys, time
started = float(sys.argv[1])
sys.path.insert(0, {root!r})

def stamp(label):
    print(label, round((time.time() - started) * 1000, 1), flush=True)

def main():
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication
    app = QApplication([])
    app.setApplicationName("euchre-desktop")
    from euchre_desktop.launch import start_game
    window = start_game()
    # The same deal every run (start_game shuffles at random): the bots' moves before yours are the same.
    window.model.new_match(window.settings.rules(), seats=window.settings.seats(), seed=2024)
    window.grab()
    stamp("window_painted_ms")
    controller = window.controller
    dealt = []

    def check():
        if not dealt and window.scene.piles.hand(0).cards:
            dealt.append(True)
            window.grab()
            stamp("deal_painted_ms")
        if controller.turn is not None:
            stamp("first_decision_ms")
            window.close()
            app.quit()
            return
        QTimer.singleShot(5, check)

    check()
    QTimer.singleShot(20000, app.quit)
    app.exec()

if __name__ == "__main__":
    main()
"""


_BARE_PROBE = """
import sys, time
started = float(sys.argv[1])
from PySide6.QtWidgets import QApplication, QMainWindow
app = QApplication([])
window = QMainWindow()
window.resize(1280, 800)
window.show()
window.grab()
print("bare_window_painted_ms", round((time.time() - started) * 1000, 1), flush=True)
"""


def _bare_window() -> float:
    """From process start to a bare PySide6 main window shown and painted (the yardstick of issue 18)."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    started = time.time()
    completed = subprocess.run([sys.executable, "-c", _BARE_PROBE, repr(started)], env=env,
                               capture_output=True, text=True, timeout=60, check=True)
    return float(completed.stdout.split()[1])


def _run(speed: str) -> dict[str, float]:
    with tempfile.TemporaryDirectory(prefix="euchre-bench-home-") as home:
        config = Path(home) / ".config" / "euchre-desktop"
        config.mkdir(parents=True)
        (config / "settings.json").write_text(json.dumps({
            "format": "euchre-desktop settings", "version": 1,
            "values": {"general.first_run_done": True, "table.speed": speed}}))
        env = dict(os.environ, HOME=home, QT_QPA_PLATFORM="offscreen", XDG_CONFIG_HOME=str(config.parent),
                   XDG_DATA_HOME=str(Path(home) / ".local" / "share"))
        env.setdefault("XDG_RUNTIME_DIR", home)
        # Warm means the bytecode is cached, as it is for a player (and in the frozen app): let the first,
        # unreported run write it even where the environment says not to.
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        started = time.time()
        completed = subprocess.run([sys.executable, "-c", _PROBE.format(root=str(ROOT)), repr(started)],
                                   env=env, capture_output=True, text=True, timeout=60, check=True)
    result = {}
    for line in completed.stdout.splitlines():
        label, _, value = line.partition(" ")
        result[label] = float(value)
    return result


def main() -> None:
    """Warm up once, then time the bare window and the game in turn ``--runs`` times; print the medians."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--speeds", nargs="*", default=["instant", "normal"], help="table.speed values")
    parser.add_argument("--runs", type=int, default=7,
                        help="timed runs of each (7): a single start varies by a third on a quiet machine")
    args = parser.parse_args()
    result: dict[str, object] = {"benchmark": "window_startup", "platform": "offscreen",
                                 "python": sys.version.split()[0], "load_average": os.getloadavg()[0],
                                 "runs": args.runs}
    _bare_window()
    for speed in args.speeds:
        _run(speed)
    bare: list[float] = []
    runs: dict[str, list[dict[str, float]]] = {speed: [] for speed in args.speeds}
    for _ in range(args.runs):  # in turn, so a change in the machine's load touches both alike
        bare.append(_bare_window())
        for speed in args.speeds:
            runs[speed].append(_run(speed))
    bare_ms = result["bare_window_painted_ms"] = statistics.median(bare)
    for speed in args.speeds:
        warm = {label: statistics.median(run[label] for run in runs[speed]) for label in runs[speed][0]}
        result[speed] = warm
        result.setdefault("window_to_bare_ratio", round(warm["window_painted_ms"] / bare_ms, 2))
    result["target_window_to_bare_ratio"] = 3
    print(json.dumps(result))


if __name__ == "__main__":
    main()
