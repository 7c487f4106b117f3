"""The bot worker process stays light: what it imports never loads Qt, so it starts quickly (a killed or
overrunning worker is replaced mid-game) and its memory is the bots' own (the soak measures it)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

_REPORT_QT = """
import importlib, json, sys
for name in sys.argv[1:]:
    importlib.import_module(name)
print(json.dumps(sorted(m for m in sys.modules if m.startswith(("PySide6", "shiboken6")))))
"""


def test_the_worker_process_never_loads_qt() -> None:
    """Exactly what a spawned worker imports: the worker loop, the players, the engine, the bots."""
    modules = ["euchre_desktop.model.botworker", "euchre_desktop.model.players", "euchre_desktop.bots.base"]
    completed = subprocess.run([sys.executable, "-c", _REPORT_QT, *modules], cwd=ROOT, capture_output=True,
                               text=True, timeout=60, check=True)
    assert json.loads(completed.stdout) == []


def test_the_model_package_still_offers_everything() -> None:
    """The Qt parts are imported on first use, under the same names."""
    import euchre_desktop.model as model

    for name in model.__all__:
        assert getattr(model, name) is not None
    assert model.GameModel.__module__ == "euchre_desktop.model.game"
