"""The window's questions and warnings to the player.

Each is window-modal and opened at once, and the answer is taken whenever it comes: nothing waits on it,
so the table goes on drawing behind it.  Each carries an object name, so tests (and the self-test) can find
it among the window's children.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtWidgets import QInputDialog, QMessageBox, QWidget

from .hand_summary import side_labels

__all__ = ["ask", "ask_for_deal_code", "score_text", "warn"]


def score_text(names: Sequence[str], scores: Sequence[int]) -> str:
    """The match score as a question says it: "You & Gloria 3, Hank & Luis 0"."""
    return ", ".join(f"{label} {points}" for label, points in zip(side_labels(names), scores, strict=False))


def ask(parent: QWidget, title: str, text: str, *, name: str, yes: str, no: str, default_yes: bool,
        answered: Callable[[bool], object]) -> QMessageBox:
    """Ask a question with two answers, ``yes`` and ``no``; ``answered(True)`` once ``yes`` is chosen,
    ``answered(False)`` otherwise.  Enter picks the default; when that is ``no`` (the safe answer), so
    does Escape."""
    box = QMessageBox(QMessageBox.Icon.Question, title, text, QMessageBox.StandardButton.NoButton, parent)
    box.setObjectName(name)
    accept = box.addButton(yes, QMessageBox.ButtonRole.AcceptRole)
    reject = box.addButton(no, QMessageBox.ButtonRole.RejectRole)
    if default_yes:
        box.setDefaultButton(accept)
    else:
        box.setDefaultButton(reject)
        box.setEscapeButton(reject)
    box.finished.connect(lambda _result: answered(box.clickedButton() is accept))
    box.open()
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
    dialog.setWindowTitle("Play a deal from a code")
    dialog.setLabelText("Paste a deal code (from Copy deal details):")
    dialog.setInputMode(QInputDialog.InputMode.TextInput)
    dialog.setOkButtonText("Play")
    dialog.textValueSelected.connect(entered)
    dialog.open()
    return dialog
