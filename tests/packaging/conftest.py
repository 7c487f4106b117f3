"""Load the build tools in packaging/ for testing.

packaging/ is a folder of scripts, not a Python package (and ``import packaging`` would find PyPI's
``packaging`` library), so each script is loaded from its file under its own name.
"""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

import pytest

REPO_ROOT = Path(__file__).resolve().parents[2]


def load_script(relative_path: str) -> ModuleType:
    """Import the Python file at ``relative_path`` (from the repository root), once per test session."""
    path = REPO_ROOT / relative_path
    name = "euchre_packaging_" + path.stem
    if name in sys.modules:
        return sys.modules[name]
    spec = importlib.util.spec_from_file_location(name, path)
    assert spec is not None and spec.loader is not None, path
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="session")
def make_icons(qapp: object) -> ModuleType:
    """packaging/icons/make_icons.py: renders the icon files.

    Rendering needs a Qt application; asking for pytest-qt's ``qapp`` first makes it a QApplication, as
    later widget tests need (make_icons on its own would create a bare QGuiApplication).
    """
    return load_script("packaging/icons/make_icons.py")


@pytest.fixture(scope="session")
def bundle_rules() -> ModuleType:
    """packaging/bundle_rules.py: what the PyInstaller spec keeps and leaves out."""
    return load_script("packaging/bundle_rules.py")


@pytest.fixture(scope="session")
def build(make_icons: ModuleType) -> ModuleType:
    """packaging/build.py: the Linux bundle, .tar.gz and .deb."""
    return load_script("packaging/build.py")
