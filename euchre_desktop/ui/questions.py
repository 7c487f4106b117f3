"""The window's questions and warnings to the player.

Each is window-modal and opened at once, and the answer is taken whenever it comes: nothing waits on it,
so the table goes on drawing behind it.  Each carries an object name, so tests (and the self-test) can find
it among the window's children.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from PySide6.QtWidgets import QCheckBox, QInputDialog, QMessageBox, QWidget

from ..engine import DealCodeError, decode_deal
from ..engine.bid import decode_bid_deal, is_bid_code
from ..engine.codes import VERSION as DEAL_CODE_VERSION
from .hand_words import side_labels
from .status import translate

__all__ = ["ask", "ask_for_deal_code", "ask_to_renege", "deal_code_problem", "score_text", "warn"]

_CODE_VERSION = re.compile(r"EU(\d{1,6})\b")


def score_text(names: Sequence[str], scores: Sequence[int]) -> str:
    """The match score as a question says it: "You & Gloria 3, Hank & Luis 0", each side's name and points
    held together by no-break spaces (a question box wraps its words: never between "Hank & Luis" and "3")."""
    return ", ".join(f"{label} {points}".replace(" ", "\N{NO-BREAK SPACE}")
                     for label, points in zip(side_labels(names), scores, strict=False))


def ask(parent: QWidget, title: str, text: str, *, name: str, yes: str, no: str, default_yes: bool,
        answered: Callable[[bool], object]) -> QMessageBox:
    """Ask a question with two answers, ``yes`` and ``no``; ``answered(True)`` once ``yes`` is chosen,
    ``answered(False)`` otherwise.  Enter and Escape both pick the default, the safe answer (Escape would
    otherwise pick ``no``, whatever it costs: a new match in place of the one to resume)."""
    box = QMessageBox(QMessageBox.Icon.Question, title, text, QMessageBox.StandardButton.NoButton, parent)
    box.setObjectName(name)
    accept = box.addButton(yes, QMessageBox.ButtonRole.AcceptRole)
    reject = box.addButton(no, QMessageBox.ButtonRole.RejectRole)
    safe = accept if default_yes else reject
    box.setDefaultButton(safe)
    box.setEscapeButton(safe)
    box.finished.connect(lambda _result: answered(box.clickedButton() is accept))
    box.open()
    return box


def ask_to_renege(parent: QWidget, why: str, answered: Callable[[bool, bool], object]) -> QMessageBox:
    """Before a card that does not follow suit is played where the rules allow a renege: "play it anyway?"
    ``why`` says what the renege will cost.  ``answered(yes, never_again)`` once the player answers; No is
    the default (Enter and Escape), and "Don't ask again" is ``never_again``."""
    box = ask(parent, translate("Questions", "Renege?"),
              translate("Questions", "That does not follow suit: play it anyway?"), name="renegeQuestion",
              yes=translate("Questions", "Yes"), no=translate("Questions", "No"), default_yes=False,
              answered=lambda yes: answered(yes, check.isChecked()))
    box.setInformativeText(why)
    check = QCheckBox(translate("Questions", "Don't ask again"), box)
    box.setCheckBox(check)
    return box


def warn(parent: QWidget, title: str, text: str) -> QMessageBox:
    """A warning that does not stop the game."""
    box = QMessageBox(QMessageBox.Icon.Warning, title, text, QMessageBox.StandardButton.Ok, parent)
    box.setObjectName("messageBox")
    box.open()
    return box


def ask_for_deal_code(parent: QWidget, entered: Callable[[str], object]) -> QInputDialog:
    """Ask for a deal code to play; ``entered(code)`` with what the player typed, if they chose Play."""
    dialog = QInputDialog(parent)
    dialog.setWindowTitle(translate("Questions", "Play a deal from a code"))
    dialog.setLabelText(translate("Questions", "Paste a deal code (from Copy deal details):"))
    dialog.setInputMode(QInputDialog.InputMode.TextInput)
    dialog.setOkButtonText(translate("Questions", "Play"))
    dialog.textValueSelected.connect(entered)
    dialog.open()
    return dialog


def deal_code_problem(code: str) -> str | None:
    """What is wrong with a pasted deal code, in a player's words (None when it can be played).

    The engine's reason names rule bits and checksums, which mean nothing to a player: what they can do
    about it depends only on whether it is a deal code at all, one from a newer game, or one mistyped.
    """
    try:
        decode_bid_deal(code) if is_bid_code(code) else decode_deal(code)
    except DealCodeError:
        pass
    else:
        return None
    text = code.strip().upper()
    if not text:
        return translate("Questions", "Paste a deal code first: Copy deal details, in the Menu, puts one on "
                         "the clipboard.")
    version = _CODE_VERSION.match(text)
    if version is None:
        return translate("Questions", "That is not a deal code. A deal code starts with {prefix} and comes "
                         "from Copy deal details, in the Menu.").format(prefix=f"EU{DEAL_CODE_VERSION}-")
    if int(version.group(1)) > DEAL_CODE_VERSION:
        return translate("Questions", "That deal code comes from a newer Euchre Desktop. Update the game to "
                         "play it.")
    return translate("Questions", "That deal code has a mistake in it: a character changed, or a part is "
                     "missing. Copy it again, all of it, and paste it here.")

