"""Spoken announcements: what the table shows, said through the screen reader as it happens.

``Announcer`` sends each sentence as a Qt accessibility announcement (``QAccessibleAnnouncementEvent``,
which reaches AT-SPI on Linux, UI Automation on Windows and VoiceOver on macOS) when the player's verbosity
keeps it.  Every sentence sent is also emitted as ``announced``, the one point tests listen at.

``Narrator`` listens to the game: each table event as the model sends it to the table (which is when the
table starts showing it), the player's turn as the status line states it, and every passing message of the
status line (a refused move, a hint, the coach's note, a claim).  It counts each side's tricks from the
events, so a won trick says the count.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent

from ...model import TableSnapshot
from ...model.bid_events import BidDealt
from ...model.game import GameModel
from ...model.table_events import Dealt, TableEvent, TrickWon
from ..status import StatusLine
from ..table.controller import TableController
from .speech import Moment, Verbosity, event_speech, speakable

__all__ = ["Announcer", "Narrator"]


class Announcer(QObject):
    """Says sentences through the platform's screen reader, as much as ``verbosity`` keeps.

    Signals:
        announced(str, bool): a sentence sent, and whether it interrupts (assertive) or waits its turn.
    """

    announced = Signal(str, bool)

    def __init__(self, source: QObject, verbosity: Verbosity = Verbosity.EVERY) -> None:
        """Announce on behalf of ``source`` (an object with an accessible interface: the window)."""
        super().__init__(source)
        self._source = source
        self.verbosity = verbosity

    def say(self, text: str, moment: Moment = Moment.KEY, *, urgent: bool = False) -> bool:
        """Announce ``text`` if the verbosity keeps a ``moment``; ``urgent`` interrupts what is being said.
        True when it was sent."""
        text = text.strip()
        if not text or not self.verbosity.says(moment):
            return False
        event = QAccessibleAnnouncementEvent(self._source, text)
        if urgent:
            event.setPoliteness(QAccessible.AnnouncementPoliteness.Assertive)
        QAccessible.updateAccessibility(event)
        self.announced.emit(text, urgent)
        return True


class Narrator(QObject):
    """Tells ``announcer`` what happens at ``controller``'s table as ``model`` plays it."""

    def __init__(self, model: GameModel, controller: TableController, status: StatusLine,
                 announcer: Announcer) -> None:
        """Listen to ``model``, ``controller`` and the window's ``status`` line from now on."""
        super().__init__(announcer)
        self._controller = controller
        self._announcer = announcer
        self._tricks: list[int] = []
        model.table_event.connect(self._on_event)
        model.position_reset.connect(self._on_reset)
        controller.status_changed.connect(self._on_status)
        status.flashed.connect(self._on_flash)

    @property
    def tricks(self) -> tuple[int, ...]:
        """Each side's tricks in the hand being played, as told so far."""
        return tuple(self._tricks)

    def _count(self, event: TableEvent | object) -> None:
        if isinstance(event, Dealt | BidDealt):
            self._tricks = [0] * len(event.scores)
        elif isinstance(event, TrickWon) and event.winner_side < len(self._tricks):
            self._tricks[event.winner_side] += 1

    def _on_event(self, event: TableEvent) -> None:
        self._count(event)
        rules = self._controller.rules
        said = event_speech(event, self._names(), tricks=self._tricks,
                            two_of_spades=rules is not None and rules.benny_is_two_of_spades)
        if said is not None:
            self._announcer.say(*said)

    def _on_reset(self, snapshot: TableSnapshot) -> None:
        """The table is redrawn (Undo, a resume): count the hand's tricks again, and say nothing of it."""
        self._tricks = []
        for event in snapshot.story:
            self._count(event)

    def _on_status(self, text: str, your_turn: bool) -> None:
        if your_turn:
            self._announcer.say(speakable(text), Moment.KEY, urgent=True)

    def _on_flash(self, text: str, warning: bool) -> None:
        self._announcer.say(speakable(text), Moment.KEY, urgent=warning)

    def _names(self) -> Sequence[str]:
        return self._controller.names
