"""PySide6 without its source scan: the game's modules import as fast after Qt as before it.

Once PySide6 is imported, it looks at every module imported after it for ``from __feature__ import``
(``snake_case``, ``true_property``): it reads the module's whole source file to see whether the word
"PySide6" is in it (``shibokensupport.feature._mod_uses_pyside``, PYSIDE-2029).  That is about a third of a
millisecond a module, 66M instructions (callgrind) for the 200-odd modules the window imports before its
first frame.  The game uses no PySide feature, so ``launch`` imports this module first and every module is
taken as a plain PySide user, which is what the scan would make of a module that imports Qt.
"""

from __future__ import annotations

import sys

import PySide6.QtCore  # noqa: F401  (sets up shibokensupport, which the scan belongs to)

__all__ = ["skip_feature_scan"]


def _uses_pyside(_module: object) -> bool:
    return True


def skip_feature_scan() -> None:
    """Take every module imported from now on as a PySide user without reading its source (see above); a
    PySide without the scan is left as it is."""
    feature = sys.modules.get("shibokensupport.feature")
    if feature is not None and hasattr(feature, "_mod_uses_pyside"):
        feature._mod_uses_pyside = _uses_pyside  # type: ignore[attr-defined]


skip_feature_scan()
