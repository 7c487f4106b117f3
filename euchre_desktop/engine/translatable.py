"""Words a player sees that are made outside the window, marked for translation without importing Qt.

The engine, the bots and the settings' schema hold words a player reads (a rule option's name, a setting's
help, a level's name) but may not import Qt, and are read before any translation is installed.  They mark
each such literal with :func:`N_`, which returns it unchanged; ``scripts/translations.py update`` tells
``pyside6-lupdate`` that ``N_`` is Qt's ``QT_TR_NOOP``, so every marked literal enters the catalogue in its
shared context (the empty one), and the window translates the words where it shows them
(``euchre_desktop.language.translated``).  A sentence built around a name or a number is not marked here:
it is made where it is shown, through Qt's translation with its placeholders.

A text the engine writes whole for a player to copy (the deal details) is the exception: each of its lines is
a marked template with named placeholders (``N_("Dealer: {dealer}")``), put into words by the ``Words`` the
caller gives (``as_written`` for English, the model's translation where it is shown) and only then filled
with its facts, so a translation may place them anywhere.
"""

from __future__ import annotations

from collections.abc import Callable

__all__ = ["N_", "Words", "as_written"]

Words = Callable[[str], str]
"""Marked words (an ``N_`` literal, or a template of them) in the language a text is made in."""


def N_(text: str) -> str:  # gettext's name for the no-op marker, which translators know
    """Mark ``text`` as words a player sees; returns it unchanged (the window translates it when shown)."""
    return text


def as_written(text: str) -> str:
    """``text`` as written, in English: the ``Words`` of a text made without a translation."""
    return text
