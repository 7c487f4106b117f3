"""Words a player sees that are made outside the window, marked for translation without importing Qt.

The engine, the bots and the settings' schema hold words a player reads (a rule option's name, a setting's
help, a level's name) but may not import Qt, and are read before any translation is installed.  They mark
each such literal with :func:`N_`, which returns it unchanged; ``scripts/translations.py update`` tells
``pyside6-lupdate`` that ``N_`` is Qt's ``QT_TR_NOOP``, so every marked literal enters the catalogue in its
shared context (the empty one), and the window translates the words where it shows them
(``euchre_desktop.language.translated``).  A sentence built around a name or a number is not marked here:
it is made where it is shown, through Qt's translation with its placeholders.
"""

from __future__ import annotations

__all__ = ["N_"]


def N_(text: str) -> str:  # gettext's name for the no-op marker, which translators know
    """Mark ``text`` as words a player sees; returns it unchanged (the window translates it when shown)."""
    return text
