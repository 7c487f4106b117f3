"""Enforce the package's layering: the engine and the bots never import Qt; the model never imports Qt GUI.

Each check imports the packages, and every module inside them, in a fresh interpreter (the test process
itself has long imported PySide6) and reports which Qt modules ended up loaded.
"""

from __future__ import annotations

import json
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

REPO_ROOT = Path(__file__).resolve().parent.parent

_IMPORT_AND_REPORT = textwrap.dedent(
    """
    import importlib, json, pkgutil, sys

    walk, names = sys.argv[1] == "walk", sys.argv[2:]
    for name in names:
        module = importlib.import_module(name)
        if walk:
            # Import errors propagate: a module that cannot even be imported fails the check too.
            for info in pkgutil.walk_packages(module.__path__, prefix=name + "."):
                importlib.import_module(info.name)
    print(json.dumps(sorted(m for m in sys.modules if m.split(".")[0] in ("PySide6", "shiboken6"))))
    """
)


def qt_modules_loaded_by(
    modules: list[str], *, walk: bool = True, search_path: Path = REPO_ROOT
) -> list[str]:
    """Import ``modules`` (with ``walk``, every submodule of them too) in a new interpreter.

    Returns the names of the Qt modules that were loaded as a result.
    """
    completed = subprocess.run(
        [sys.executable, "-c", _IMPORT_AND_REPORT, "walk" if walk else "no-walk", *modules],
        cwd=search_path,  # `python -c` puts the working directory first on sys.path.
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert completed.returncode == 0, f"importing {modules} failed:\n{completed.stderr}"
    loaded: list[str] = json.loads(completed.stdout.splitlines()[-1])
    return loaded


def _require_package(dotted: str) -> None:
    """Skip the calling test until the package has been written (a regular package, with __init__.py)."""
    if not (REPO_ROOT.joinpath(*dotted.split(".")) / "__init__.py").is_file():
        pytest.skip(f"{dotted} does not exist yet")


@pytest.mark.parametrize("package", ["euchre_desktop.engine", "euchre_desktop.bots"])
def test_pure_python_layers_do_not_import_qt(package: str) -> None:
    """The engine and the bots are libraries in their own right and must work without Qt installed."""
    _require_package(package)
    assert qt_modules_loaded_by([package]) == []


def test_model_uses_qtcore_only() -> None:
    """The model may use signals and threads (QtCore) but nothing that needs a screen."""
    loaded = qt_modules_loaded_by(["euchre_desktop.model"])
    assert [m for m in loaded if m.startswith(("PySide6.QtGui", "PySide6.QtWidgets"))] == []


def test_top_level_package_and_resources_do_not_import_qt() -> None:
    """``import euchre_desktop`` and the asset lookup must not drag Qt into engine-only programs."""
    assert qt_modules_loaded_by(["euchre_desktop", "euchre_desktop.resources"], walk=False) == []


def test_the_check_catches_a_qt_import_deep_inside_a_package(tmp_path: Path) -> None:
    """The layering tests above can fail: a Qt import two levels down is found, a clean package passes."""
    bad = tmp_path / "bad_engine" / "inner"
    bad.mkdir(parents=True)
    (tmp_path / "bad_engine" / "__init__.py").write_text("")
    (bad / "__init__.py").write_text("")
    (bad / "render.py").write_text("import PySide6.QtCore\n")
    good = tmp_path / "good_engine"
    good.mkdir()
    (good / "__init__.py").write_text("import json\n")

    assert "PySide6.QtCore" in qt_modules_loaded_by(["bad_engine"], search_path=tmp_path)
    assert qt_modules_loaded_by(["good_engine"], search_path=tmp_path) == []
