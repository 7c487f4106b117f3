"""Import the package's modules from their ``.py`` files even where a mypyc-compiled build sits beside them.

Importing this module installs the finder, so it works as a pytest plugin, ``python -m pytest -p
tests.pure_python ...`` (how ``scripts/test`` runs the engine and solver tests once interpreted), and for a
child process that must compute with the interpreted code (``tests/test_compiled_core.py``).  It must be
imported before anything of ``euchre_desktop``.
"""

from __future__ import annotations

import importlib.machinery
import importlib.util
import os
import sys
from collections.abc import Sequence
from types import ModuleType

PACKAGE = "euchre_desktop"


class SourceFirstFinder(importlib.machinery.PathFinder):
    """Finds ``euchre_desktop`` modules as usual, but always loads a module's source, never its extension."""

    @classmethod
    def find_spec(cls, fullname: str, path: Sequence[str] | None = None,
                  target: ModuleType | None = None) -> importlib.machinery.ModuleSpec | None:
        """The usual spec, with an extension module's loader swapped for the ``.py`` file beside it."""
        if fullname != PACKAGE and not fullname.startswith(PACKAGE + "."):
            return None
        spec = super().find_spec(fullname, path, target)
        if spec is None or not isinstance(spec.loader, importlib.machinery.ExtensionFileLoader):
            return spec
        source = os.path.join(os.path.dirname(spec.loader.path), fullname.rpartition(".")[2] + ".py")
        return importlib.util.spec_from_file_location(fullname, source)


if any(name == PACKAGE or name.startswith(PACKAGE + ".") for name in sys.modules):
    raise RuntimeError("tests.pure_python must be imported before euchre_desktop")
sys.meta_path.insert(0, SourceFirstFinder())
