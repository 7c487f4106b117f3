"""The entry point: options, the no-display message, and a real launch."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from euchre_desktop import __version__
from euchre_desktop.app import display_problem, main

REPO_ROOT = Path(__file__).resolve().parent.parent


def test_version_flag_prints_the_version(capsys: pytest.CaptureFixture[str]) -> None:
    """``--version`` prints the version and succeeds without opening a window."""
    assert main(["--version"]) == 0
    assert capsys.readouterr().out.strip() == f"euchre-desktop {__version__}"


def test_unknown_flag_is_a_usage_error(capsys: pytest.CaptureFixture[str]) -> None:
    """A mistyped option gets argparse's usage message and exit code 2, not a traceback."""
    assert main(["--no-such-flag"]) == 2
    assert "usage:" in capsys.readouterr().err


@pytest.mark.parametrize(
    ("environ", "platform", "has_display"),
    [
        ({}, "linux", False),
        ({"DISPLAY": ":0"}, "linux", True),
        ({"WAYLAND_DISPLAY": "wayland-0"}, "linux", True),
        ({"QT_QPA_PLATFORM": "offscreen"}, "linux", True),
        ({}, "win32", True),
        ({}, "darwin", True),
    ],
)
def test_display_problem(environ: dict[str, str], platform: str, has_display: bool) -> None:
    """Only a Linux/BSD session with no display of any kind is refused, with a hint how to fix it."""
    problem = display_problem(environ, platform)
    assert (problem is None) == has_display
    if problem is not None:
        assert "xvfb-run" in problem


def test_without_a_display_the_game_explains_instead_of_crashing() -> None:
    """Run headless with no display configured, the game prints why and exits 2 (Qt alone would abort)."""
    if sys.platform in ("win32", "darwin"):
        pytest.skip("these platforms always have a display")
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")}
    completed = subprocess.run(
        [sys.executable, "-m", "euchre_desktop"],
        cwd=REPO_ROOT, env=env, capture_output=True, text=True, timeout=120, check=False,
    )
    assert completed.returncode == 2
    assert "needs a display" in completed.stderr


def test_python_m_launches_the_window_and_quits() -> None:
    """``python -m euchre_desktop`` starts Qt, shows the window and exits cleanly (here offscreen)."""
    completed = subprocess.run(
        [sys.executable, "-m", "euchre_desktop", "--quit-after", "0"],
        cwd=REPO_ROOT, capture_output=True, text=True, timeout=120, check=False,
    )
    assert completed.returncode == 0, completed.stderr
