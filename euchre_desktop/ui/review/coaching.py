"""The coach at the table (the ``table.coach`` setting): the Expert's choice and reason before each of the
player's decisions, through the Hint's own machinery, and after a costly choice a note (``model.coach.Coach``)
laid on the table beside the player's hand, where the next decision's hint cannot push it away, and said in
the status line too."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt, QTimer
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import QLabel, QWidget

from ...engine.phrase import Phrase
from ...language import said
from ...model import HumanTurn
from ...model.coach import Coach
from ..status import StatusKind
from ..text_size import text_px
from ..theme import TABLE, colour_notice, label_font

if TYPE_CHECKING:
    from ..main_window import MainWindow

__all__ = ["NOTE_MS", "CoachNote", "coach_of", "coach_words", "install_coach", "set_coaching"]

# Qt's translation, by the name lupdate looks for: translate("Coaching", ...) goes in the catalogue.
translate = QCoreApplication.translate

_BID_PANELS = frozenset({"bidPanel", "bidEuchrePanel"})
"""The object names of the bid panels laid over the table, which a note keeps clear of."""
NOTE_MS = 12_000
"""How long a coach's note stays on the table (a click puts it away sooner)."""


class CoachNote(QLabel):
    """The coach's note on the table, beside the player's hand, for ``NOTE_MS`` or until clicked."""

    def __init__(self, window: MainWindow) -> None:
        """A hidden note over ``window``'s table."""
        super().__init__(window.view.viewport())
        self.window_ = window
        self.setObjectName("coachNote")
        self.setWordWrap(True)
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.setToolTip(self.tr("The coach: click to put this away"))
        self._follow_colours()
        colour_notice().changed.connect(self._follow_colours)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self.hide)
        window.view.resized.connect(self._follow_table)
        window.model.position_reset.connect(lambda _snapshot: self.hide())
        self.hide()

    def _follow_colours(self) -> None:
        """Style the note in the colours in use (again after a change of colours)."""
        self.setStyleSheet(
            # Opaque, like the hand summary: the cards beneath must not show through the words.
            f"#coachNote {{ background: {TABLE.plate_solid.name()}; "
            f"color: {TABLE.plate_text.name()}; border: 1px solid {TABLE.gold.name()}; border-radius: 8px; "
            "padding: 6px 10px; }")

    def show_note(self, text: str) -> None:
        """Lay ``text`` on the table."""
        self.setText(text)
        self.place()
        self.show()
        self.raise_()
        self._timer.start(NOTE_MS)

    def place(self) -> None:
        """Right of the player's hand and just above it (clear of the tricks won below), as wide as the room
        there."""
        viewport = self.window_.view.viewport()
        layout = self.window_.scene.layout
        unit = layout.unit
        self.setFont(label_font(text_px(max(12.0, unit * 0.21))))
        hand = layout.hand_bounds(0, 5)
        x = round(hand.right() + unit * 0.5)
        width = min(viewport.width() - x - 12, round(unit * 4.6))
        if width < 200:
            width = 200
            x = viewport.width() - width - 12
        self.setFixedWidth(width)
        self.adjustSize()
        self.move(x, max(4, round(hand.top() - unit * 0.1) - self.height()))
        # Never over the bid buttons (a note in front of Pass would take its click): above them instead.
        for panel in viewport.findChildren(QWidget, options=Qt.FindChildOption.FindDirectChildrenOnly):
            if panel.objectName() in _BID_PANELS and panel.isVisible() and panel.geometry().intersects(
                    self.geometry()):
                self.move(x, max(4, panel.y() - round(unit * 0.1) - self.height()))

    def _follow_table(self) -> None:
        """Follow the table's size (once it has taken it)."""
        if self.isVisible():
            self.place()

    def mousePressEvent(self, event: QMouseEvent) -> None:
        """A click puts the note away."""
        self.hide()
        event.accept()


def install_coach(window: MainWindow) -> Coach:
    """The window's coach, off until the setting turns it on."""
    coach = Coach(window.model, parent=window)
    coach.setObjectName("coach")
    window.controller.turn_changed.connect(lambda turn: _hint_before(window, coach, turn))
    note = CoachNote(window)
    # A bid panel shown after the note (the next decision) moves it clear, once the panel has its place.
    window.controller.turn_changed.connect(
        lambda _turn: QTimer.singleShot(0, lambda: note.place() if note.isVisible() else None))

    def tell(words: Phrase) -> None:
        text = coach_words(words)
        note.show_note(text)
        window.status.flash(text, StatusKind.WARNING)

    coach.note.connect(tell)
    return coach


def coach_words(note: Phrase) -> str:
    """The coach's note in the player's words: "Coach: This cost about 0.8 points: Lead the A♣ was better."""
    return translate("Coaching", "Coach: {note}").format(note=said(note))


def _hint_before(window: MainWindow, coach: Coach, turn: HumanTurn | None) -> None:
    """The Hint, asked for the player, before a decision with a real choice."""
    if coach.enabled and turn is not None and len(turn.legal_actions) > 1:
        window.controller.request_hint()  # quietly: the hint replaces what the status line says


def coach_of(window: MainWindow) -> Coach:
    """The coach ``install_coach`` gave ``window`` (given now if it has none yet: the window builds none until
    the coach is first switched on)."""
    coach = window.findChild(Coach, "coach")
    return coach if isinstance(coach, Coach) else install_coach(window)


def set_coaching(window: MainWindow, on: bool) -> None:
    """Coach from the next decision on (or stop)."""
    coach_of(window).enabled = on
