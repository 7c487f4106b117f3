"""The Keys page of the Rules window, made from the window's own actions and keys.

Every action of the window that has a key, and every key of the table (a ``QShortcut`` whose "What's this"
text says what it does), is listed: a key added anywhere shows up here by itself, and a test requires every
key to say what it does.  A part of the window that reads its keys itself (Bid Euchre's bid panel, through an
event filter) lists them with a ``listed_keys()`` method of its own: (the keys, what they do) for each.
"""

from __future__ import annotations

import html

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction, QKeySequence, QShortcut
from PySide6.QtWidgets import QWidget

from ..status import translate
from .text_sections import RulesSection

__all__ = ["keys_section", "window_keys"]

_DIGITS = [str(digit) for digit in range(10)]


def _shown(sequence: QKeySequence) -> str:
    shown = sequence.toString(QKeySequence.SequenceFormat.NativeText)
    return translate("Keys", "` (left of 1)") if shown == "`" else shown  # a lone backquote is easy to miss


def _joined(keys: list[str]) -> str:
    """Keys as a player reads them: "0 to 9" for the number keys ("1 to 9" for some of them in a row),
    otherwise "A or B"."""
    if keys == _DIGITS:
        return translate("Keys", "0 to 9")
    if len(keys) > 2 and "".join(keys) in "".join(_DIGITS):
        return translate("Keys", "{first} to {last}").format(first=keys[0], last=keys[-1])
    return translate("Keys", " or ").join(keys)


def _what_it_does(action: QAction) -> str:
    """The action's name, with its tool tip when that says more (without the key the tip repeats)."""
    name = action.text().rstrip("…").replace("&", "")
    tip = (action.toolTip().rsplit(" (", 1)[0] if action.shortcuts() else action.toolTip()).rstrip("…")
    if tip.lower().startswith(name.lower()):
        return tip
    if not tip:
        return name
    return translate("Keys", "{name}: {tip}").format(name=name, tip=f"{tip[0].lower()}{tip[1:]}")


def window_keys(window: QWidget) -> list[tuple[str, str]]:
    """(the keys, what they do) for ``window``: the keys of the table (those that do the same thing
    together), the keys its parts read themselves, then its actions with a key."""
    grouped: dict[str, list[str]] = {}
    # The keys that work now first; one that waits for its moment (the intermission's Escape) after them.
    for shortcut in sorted(window.findChildren(QShortcut), key=lambda shortcut: not shortcut.isEnabled()):
        if shortcut.whatsThis():
            grouped.setdefault(shortcut.whatsThis(), []).append(_shown(shortcut.key()))
    rows = [(_joined(keys), what) for what, keys in grouped.items()]
    for part in window.findChildren(QObject):
        listed = getattr(part, "listed_keys", None)
        if callable(listed):
            rows += [(_joined([_shown(QKeySequence(key)) for key in keys]), what) for keys, what in listed()]
    for action in window.actions():
        keys = [_shown(sequence) for sequence in action.shortcuts() if not sequence.isEmpty()]
        if keys:
            rows.append((_joined(keys), _what_it_does(action)))
    return rows


def keys_section(window: QWidget) -> RulesSection | None:
    """The Keys page for ``window`` (None when it has no keys)."""
    rows = window_keys(window)
    if not rows:
        return None
    lines = "\n".join(f"<tr><td><b>{html.escape(keys)}</b>&nbsp;&nbsp;</td><td>{html.escape(what)}</td></tr>"
                      for keys, what in rows)
    intro = translate("Keys", "Everything at the table can be done from the keyboard. These keys work "
                      "wherever the focus is in the window; in a dialog, Tab moves between its parts.")
    return RulesSection("keys", translate("Keys", "Keys"), (f"<p>{html.escape(intro)}</p>",
                                                            f"<table>\n{lines}\n</table>"))
