"""Enforce the package's layering: ``engine <- bots <- model <- ui`` and ``persistence -> engine``.

Two checks.  The arrows are read from the source (every import statement and every
``importlib.import_module("euchre_desktop...")`` of every module, Qt imports included), so a forbidden import
fails even when it is lazy or rarely run.  And the Qt-free layers are imported, every module inside them, in a
fresh interpreter (the test process itself has long imported PySide6) to see which Qt modules get loaded,
which also catches Qt arriving through some other library.
"""

from __future__ import annotations

import ast
import json
import subprocess
import sys
import textwrap
from pathlib import Path
from typing import Final

import pytest

REPO_ROOT = Path(__file__).resolve().parent.parent

MAY_IMPORT: Final[dict[str, tuple[str, ...]]] = {
    "engine": (),
    "bots": ("engine",),
    # The settings and the saved match store a computer player's level, and the levels are the bots' one
    # list (bots/levels.py, which imports no bot): that module is the only thing persistence takes from them.
    "persistence": ("engine", "bots.levels", "PySide6.QtCore"),
    "model": ("engine", "bots", "persistence", "PySide6.QtCore"),
}
"""What each layer may import besides itself and the standard library (Qt included; ``ui`` may import all)."""

_GUARDED: Final = ("euchre_desktop", "PySide6", "shiboken6")
"""Imports outside these are third-party or standard libraries, which the arrows do not concern."""


def imports_of(path: Path, module: str) -> list[str]:
    """Every name ``module`` (the file at ``path``) imports, made absolute: ``from ..engine import Card`` in
    ``euchre_desktop.bots.easy`` gives ``euchre_desktop.engine.Card``."""
    package = module if path.name == "__init__.py" else module.rpartition(".")[0]
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found += [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package.split(".")[: len(package.split(".")) - node.level + 1]
                base = ".".join([*anchor, *([base] if base else [])])
            found += [f"{base}.{alias.name}" for alias in node.names]
        elif (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
              and node.func.attr == "import_module" and node.args
              and isinstance(node.args[0], ast.Constant) and isinstance(node.args[0].value, str)):
            found.append(node.args[0].value)
    return found


def _within(name: str, prefix: str) -> bool:
    return name == prefix or name.startswith(prefix + ".")


def broken_arrows(root: Path) -> list[str]:
    """Each import in ``root/euchre_desktop`` that goes against ``MAY_IMPORT``, as "module imports name"."""
    broken = []
    for layer, allowed in MAY_IMPORT.items():
        folder = root / "euchre_desktop" / layer
        for path in sorted(folder.rglob("*.py")):
            parts = path.relative_to(root).with_suffix("").parts
            module = ".".join(parts[:-1] if parts[-1] == "__init__" else parts)
            permitted = [f"euchre_desktop.{layer}"] + [
                name if name.startswith("PySide6") else f"euchre_desktop.{name}" for name in allowed]
            for name in imports_of(path, module):
                guarded = any(_within(name, top) for top in _GUARDED)
                if guarded and not any(_within(name, prefix) for prefix in permitted):
                    broken.append(f"{module} imports {name}")
    return broken

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


@pytest.mark.parametrize("package", ["euchre_desktop.engine", "euchre_desktop.bots"])
def test_pure_python_layers_do_not_import_qt(package: str) -> None:
    """The engine and the bots are libraries in their own right and must work without Qt installed."""
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


def test_every_layer_imports_only_what_lies_beneath_it() -> None:
    """The arrows of docs/architecture.md, read from every import of the package's source."""
    assert all((REPO_ROOT / "euchre_desktop" / layer / "__init__.py").is_file() for layer in MAY_IMPORT)
    assert broken_arrows(REPO_ROOT) == []


def test_the_arrow_check_catches_each_kind_of_wrong_import(tmp_path: Path) -> None:
    """The check above can fail: each forbidden import in a tiny tree is named, the allowed ones are not."""
    files = {
        "engine/__init__.py": "import json\nfrom .cards import Card\n",
        "engine/rules/deep.py": "from ...bots import easy\n",
        "bots/easy.py": "from ..engine import Card\nfrom PySide6.QtCore import QObject\n",
        "bots/lazy.py": "import importlib\nimportlib.import_module('euchre_desktop.model.game')\n",
        "persistence/seats.py": "from ..bots.levels import Level\nfrom ..bots import base\n",
        "model/game.py": "from PySide6.QtCore import Signal\nfrom PySide6 import QtGui\nfrom .. import ui\n",
        "ui/window.py": "from PySide6.QtWidgets import QWidget\nfrom ..model import game\n",
    }
    for name, text in files.items():
        path = tmp_path / "euchre_desktop" / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text)

    assert broken_arrows(tmp_path) == [
        "euchre_desktop.engine.rules.deep imports euchre_desktop.bots.easy",
        "euchre_desktop.bots.easy imports PySide6.QtCore.QObject",
        "euchre_desktop.bots.lazy imports euchre_desktop.model.game",
        "euchre_desktop.persistence.seats imports euchre_desktop.bots.base",
        "euchre_desktop.model.game imports PySide6.QtGui",
        "euchre_desktop.model.game imports euchre_desktop.ui",
    ]
