"""Classes imported when first used, so that the window opens before anyone reads the code of what it hides.

The dialogs and the intermission's painted screens take about a fifth of the time to import the window, and
nobody sees them as it opens (``tests/benchmarks/window_startup.py``).  A module names such a class with
``deferred`` at run time and imports the real class only for the type checker::

    if TYPE_CHECKING:
        from .dialogs.about import AboutDialog
    else:
        AboutDialog = deferred("euchre_desktop.ui.dialogs.about", "AboutDialog")

Calling the stand-in imports the module (the first time) and calls the class.  Use it only for names that
are called, never for ``isinstance`` or subclassing.
"""

from __future__ import annotations

import importlib
from typing import Any

__all__ = ["Deferred", "deferred"]


class Deferred:
    """Stands for the class ``name`` of ``module`` until it is first called."""

    __slots__ = ("_module", "_name", "_target")

    def __init__(self, module: str, name: str) -> None:
        """A stand-in for ``module.name``; nothing is imported yet."""
        self._module = module
        self._name = name
        self._target: Any = None

    def resolve(self) -> Any:
        """The real class (its module imported on the first call)."""
        if self._target is None:
            self._target = getattr(importlib.import_module(self._module), self._name)
        return self._target

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        """Build an instance of the real class."""
        return self.resolve()(*args, **kwargs)

    def __repr__(self) -> str:
        return f"deferred({self._module!r}, {self._name!r})"


def deferred(module: str, name: str) -> Any:
    """A stand-in for class ``name`` of ``module`` (absolute name) that imports it when first called."""
    return Deferred(module, name)
