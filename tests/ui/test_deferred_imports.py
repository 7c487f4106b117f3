"""What the window leaves unimported until first used (issue 18, part 4): dialogs, cover screens, the review
window and the search."""

from __future__ import annotations

import os
import subprocess
import sys
from fractions import Fraction
from pathlib import Path

from euchre_desktop.ui.deferred import deferred

ROOT = Path(__file__).resolve().parents[2]

_LIST_MODULES = """
import sys
from PySide6.QtWidgets import QApplication
app = QApplication([])
app.setApplicationName("euchre-desktop")
from euchre_desktop.launch import start_game
window = start_game(private=True)
if {first_run}:
    window.show_first_run()
    window.first_run_dialog.grab()
window.grab()
print("\\n".join(sorted(name for name in sys.modules
                        if name.startswith("euchre_desktop") or name in ("multiprocessing", "pickle"))))
"""


def _loaded(*, first_run: bool = False) -> set[str]:
    """Our modules imported once the window (and, with ``first_run``, the first-run dialog) is painted, and
    whether ``multiprocessing`` and ``pickle`` are."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    completed = subprocess.run([sys.executable, "-c", _LIST_MODULES.format(first_run=first_run)], cwd=ROOT,
                               env=env, capture_output=True, text=True, timeout=120, check=True)
    return set(completed.stdout.split())


def test_the_first_frame_imports_no_dialog_and_no_cover_screen() -> None:
    loaded = _loaded()
    assert "euchre_desktop.ui.main_window" in loaded  # the probe really opened the window
    assert "euchre_desktop.ui.intermission.overlay" in loaded
    hidden = {f"euchre_desktop.ui.dialogs.{name}" for name in ("about", "first_run", "rules_text", "settings",
                                                                "statistics", "history")}
    # The search runs in the bot worker: the window (the review's and the coach's parts too) never loads it.
    hidden |= {"euchre_desktop.ui.review.window", "euchre_desktop.bots.expert", "euchre_desktop.bots.solver",
               "euchre_desktop.bots.hints", "euchre_desktop.bots.perfect"}
    hidden |= {f"euchre_desktop.ui.intermission.screens.{name}" for name in (
        "_kit", "_painted", "code_editor", "curtain", "dashboard", "inbox", "project_plan", "report",
        "spreadsheet")}
    # Built on first use: Bid Euchre's panel (a game of Euchre), the walkthrough (the Rules' worked hand, a
    # replay from the history), a claim, and the review's code that the coach and the accuracy queue read.
    hidden |= {f"euchre_desktop.{name}" for name in (
        "ui.bid_euchre_panel", "ui.walkthrough_bar", "model.walkthrough", "model.hand_walk", "engine.claim",
        "ui.review.coaching", "model.coach", "bots.review", "model.review_tasks", "model.reviewing")}
    # The bots' worker starts from the event loop, after the first frame (``BotRunner.start_soon``).
    hidden |= {"multiprocessing", "pickle"}
    assert not loaded & hidden, sorted(loaded & hidden)


def test_the_first_run_dialog_leaves_the_full_rules_unimported() -> None:
    loaded = _loaded(first_run=True)
    assert "euchre_desktop.ui.dialogs.first_run" in loaded  # the probe really showed the dialog
    hidden = {f"euchre_desktop.ui.dialogs.{name}" for name in (
        "rules_text", "help_text", "keys_page", "bid_rules_text", "text_sections")}
    assert not loaded & hidden, sorted(loaded & hidden)


def test_a_deferred_class_is_imported_and_called_on_first_use() -> None:
    stand_in = deferred("fractions", "Fraction")
    assert stand_in(1, 2) == Fraction(1, 2)
    assert stand_in.resolve() is Fraction
    assert repr(stand_in) == "deferred('fractions', 'Fraction')"
