"""Benchmark the Linux packages: bundle, .tar.gz and .deb sizes, and how fast the frozen game starts.

Usage: ``.venv/bin/python tests/benchmarks/bundle.py [--reuse]``. It builds the release packages with
``scripts/build-packages`` (best compression; about two minutes) unless ``--reuse`` takes what is already in
``dist/``, then prints one JSON object.

Start-up is timed from launching ``dist/euchre-desktop/euchre-desktop --quit-after 0`` to the process
exiting: the game quits on the first event-loop turn after its window is shown, so this is start-to-shown
plus its shutdown (an upper bound on start-to-shown). On the virtual X server, when ``xev`` is installed
(Debian's x11-utils), the window's own appearance is timed too: from the launch to the X server mapping the
game's first window, as a player would see it (``shown_s``); the start target is checked on it when it is
measured, on the exits otherwise. Warm runs follow a discarded first run. Cold runs first evict every file of
the bundle from the page cache (``posix_fadvise(DONTNEED)``, no root needed), so the bundle's 90 MB are read
from disk again; system libraries stay cached. Each is timed offscreen, and on a virtual X server too when
``Xvfb`` is installed (the real xcb platform plugin).
Targets (issue 7): bundle <= 130 MB, .deb <= 60 MB, warm start < 0.5 s.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parents[2]
DIST = REPO_ROOT / "dist"
EXECUTABLE = DIST / "euchre-desktop" / "euchre-desktop"
MB = 1_000_000
TARGETS = {"bundle_mb": 130, "deb_mb": 60, "warm_start_s": 0.5}
WARM_RUNS = 7
COLD_RUNS = 3
RUN_TIMEOUT_S = 60


def build() -> None:
    """Build the release packages with the project's command (it prints its own progress to stderr)."""
    subprocess.run([str(REPO_ROOT / "scripts" / "build-packages")], cwd=REPO_ROOT, check=True,
                   stdout=sys.stderr)


def evict_from_page_cache(folder: Path) -> None:
    """Ask the kernel to drop every file under ``folder`` from the page cache."""
    for path in folder.rglob("*"):
        if path.is_file() and not path.is_symlink():
            descriptor = os.open(path, os.O_RDONLY)
            try:
                os.posix_fadvise(descriptor, 0, 0, os.POSIX_FADV_DONTNEED)
            finally:
                os.close(descriptor)


class MapWatch:
    """``xev`` watching an X server's root window: the moments (``time.perf_counter``) windows were mapped."""

    def __init__(self, env: dict[str, str]) -> None:
        """Start watching the server named by ``env``'s DISPLAY."""
        self.mapped: list[float] = []
        self._xev = subprocess.Popen(["xev", "-root", "-event", "substructure"], env=env, text=True,
                                     stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
        threading.Thread(target=self._read, daemon=True).start()
        time.sleep(0.5)  # xev selects the root window's events before the first launch

    def _read(self) -> None:
        assert self._xev.stdout is not None
        for line in self._xev.stdout:
            if line.startswith("MapNotify"):
                self.mapped.append(time.perf_counter())

    def first_after(self, moment: float) -> float | None:
        """The first window mapped after ``moment``, if any."""
        return next((t for t in self.mapped if t > moment), None)

    def stop(self) -> None:
        """Stop xev."""
        self._xev.kill()
        self._xev.wait(timeout=10)


def time_start(env: dict[str, str], watch: MapWatch | None) -> tuple[float, float | None]:
    """Return seconds from launching the frozen game to its exit right after showing the window, and to its
    window mapped (with ``watch``)."""
    started = time.perf_counter()
    subprocess.run([str(EXECUTABLE), "--quit-after", "0"], env=env, check=True, timeout=RUN_TIMEOUT_S,
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    ended = time.perf_counter()
    time.sleep(0.05)  # xev's last lines
    shown = watch.first_after(started) if watch is not None else None
    return ended - started, None if shown is None else shown - started


def measure(env: dict[str, str], watch: MapWatch | None = None) -> dict[str, object]:
    """Time cold and warm starts in ``env``; return medians and every run, rounded to milliseconds."""
    cold = []
    for _ in range(COLD_RUNS):
        evict_from_page_cache(EXECUTABLE.parent)
        cold.append(time_start(env, watch))
    time_start(env, watch)  # Warm the cache again after the last cold run.
    warm = [time_start(env, watch) for _ in range(WARM_RUNS)]
    result: dict[str, object] = {
        "cold_s": round(statistics.median(t for t, _ in cold), 3),
        "warm_s": round(statistics.median(t for t, _ in warm), 3),
        "cold_runs_s": [round(t, 3) for t, _ in cold],
        "warm_runs_s": [round(t, 3) for t, _ in warm],
    }
    shown_warm = [shown for _, shown in warm if shown is not None]
    if watch is not None and len(shown_warm) == len(warm):
        result["shown_cold_s"] = round(statistics.median(shown for _, shown in cold if shown is not None), 3)
        result["shown_s"] = round(statistics.median(shown_warm), 3)
        result["shown_runs_s"] = [round(shown, 3) for shown in shown_warm]
    return result


@contextmanager
def virtual_display() -> Iterator[str | None]:
    """Run an Xvfb server for the duration; yield its DISPLAY, or None if Xvfb is not installed."""
    if shutil.which("Xvfb") is None:
        yield None
        return
    number = next(n for n in range(90, 200) if not Path(f"/tmp/.X11-unix/X{n}").exists())
    server = subprocess.Popen(["Xvfb", f":{number}", "-screen", "0", "1280x800x24", "-nolisten", "tcp"],
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        deadline = time.monotonic() + 10
        while not Path(f"/tmp/.X11-unix/X{number}").exists():
            if time.monotonic() > deadline or server.poll() is not None:
                raise RuntimeError("Xvfb did not start")
            time.sleep(0.05)
        yield f":{number}"
    finally:
        server.terminate()
        server.wait(timeout=10)


def main() -> int:
    """Build (or reuse) the packages, measure them, print the JSON object."""
    parser = argparse.ArgumentParser(description="Benchmark the Linux bundle, .tar.gz and .deb.")
    parser.add_argument("--reuse", action="store_true", help="measure the packages already in dist/")
    options = parser.parse_args()
    if not options.reuse:
        build()
    report = json.loads((DIST / "build-report.json").read_text(encoding="utf-8"))

    display_variables = ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")
    base_env = {key: value for key, value in os.environ.items() if key not in display_variables}
    startup = {"offscreen": measure({**base_env, "QT_QPA_PLATFORM": "offscreen"})}
    with virtual_display() as display:
        if display is not None:
            env = {**base_env, "DISPLAY": display}
            watch = MapWatch(env) if shutil.which("xev") else None
            try:
                startup["xcb"] = measure(env, watch)
            finally:
                if watch is not None:
                    watch.stop()

    # The window seen by the X server when it was watched; otherwise the exits right after it was shown.
    shown = startup.get("xcb", {}).get("shown_s")
    exits = max(float(str(entry["warm_s"])) for entry in startup.values())
    start = float(str(shown)) if shown is not None else exits
    result = {
        "version": report["version"],
        "bundle_bytes": report["bundle_bytes"],
        "bundle_mb": round(report["bundle_bytes"] / MB, 1),
        "tarball_bytes": report["tarball_bytes"],
        "tarball_mb": round(report["tarball_bytes"] / MB, 1),
        "deb_bytes": report["deb_bytes"],
        "deb_mb": round(report["deb_bytes"] / MB, 1),
        "startup": startup,
        "startup_measures": "launch to exit with --quit-after 0 (start to shown window, plus shutdown); "
        "shown_s: launch to the game's first window mapped by the X server",
        "cold_means": "bundle files evicted from the page cache before each run",
        "targets": TARGETS,
        "start_for_target_s": start,
        "within_targets": report["bundle_bytes"] / MB <= TARGETS["bundle_mb"]
        and report["deb_bytes"] / MB <= TARGETS["deb_mb"] and start < TARGETS["warm_start_s"],
        "build_seconds": report["seconds"],
        "reused_build": options.reuse,
        "cpus": os.cpu_count(),
        "load_average_1min": round(os.getloadavg()[0], 2),
    }
    print(json.dumps(result))
    return 0


if __name__ == "__main__":
    sys.exit(main())
