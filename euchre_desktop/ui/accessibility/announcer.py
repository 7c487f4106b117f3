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

from PySide6.QtCore import QEvent, QObject, Signal
from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent
from PySide6.QtWidgets import QWidget

from ...engine import Card, Suit
from ...model import TableSnapshot
from ...model.bid_events import BidDealt, ContractSettled
from ...model.game import GameModel
from ...model.table_events import CardPlayed, Dealt, TableEvent, TrickWon, TrumpNamed
from ..status import StatusLine
from ..table.controller import CARD_PHASES, TableController
from .speech import Moment, Verbosity, choices_speech, event_speech, speakable, trick_speech

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
        self._trump: Suit | None = None
        self._trick: list[tuple[int, Card]] = []
        model.table_event.connect(self._on_event)
        model.position_reset.connect(self._on_reset)
        controller.status_changed.connect(self._on_status)
        status.flashed.connect(self._on_flash)

    def tell_when_shown(self, widget: QWidget) -> None:
        """Say ``widget``'s description each time it is shown (a panel the player asked for, which only
        paints what it shows)."""
        widget.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """A watched panel has just been shown: say what it shows."""
        if event.type() == QEvent.Type.Show and isinstance(watched, QWidget):
            self._announcer.say(watched.accessibleDescription(), Moment.KEY)
        return False

    @property
    def tricks(self) -> tuple[int, ...]:
        """Each side's tricks in the hand being played, as told so far."""
        return tuple(self._tricks)

    def _count(self, event: TableEvent | object) -> None:
        """Follow the hand's trump and each side's tricks through ``event``."""
        if isinstance(event, Dealt | BidDealt):
            self._tricks = [0] * len(event.scores)
            self._trump = None
            self._trick = []
        elif isinstance(event, CardPlayed):
            self._trick.append((event.seat, event.card))
        elif isinstance(event, TrumpNamed):
            self._trump = event.suit
        elif isinstance(event, ContractSettled):
            self._trump = event.contract.strain.suit
        elif isinstance(event, TrickWon):
            self._trick = []
            if event.winner_side < len(self._tricks):
                self._tricks[event.winner_side] += 1

    def _on_event(self, event: TableEvent) -> None:
        self._count(event)
        said = event_speech(event, self._names(), tricks=self._tricks, trump=self._trump,
                            two_of_spades=self._two_of_spades())
        if said is not None:
            self._announcer.say(*said)

    def _on_reset(self, snapshot: TableSnapshot) -> None:
        """The table is redrawn (Undo, a resume): count the hand's tricks again, and say nothing of it."""
        self._tricks = []
        for event in snapshot.story:
            self._count(event)

    def _on_status(self, text: str, your_turn: bool) -> None:
        """The player's turn: what the status line says; the trick so far when the cards played were not
        each announced; and the cards they may choose when they are to choose one (not when every card
        may be)."""
        if not your_turn:
            return
        said = speakable(text)
        turn = self._controller.turn
        if self._trick and not self._announcer.verbosity.says(Moment.DETAIL):
            said = said.rstrip(".") + ". " + trick_speech(self._trick, self._names(),
                                                          two_of_spades=self._two_of_spades())
        if turn is not None and turn.phase in CARD_PHASES:
            cards = [action.card for action in turn.legal_actions if action.card is not None]
            if len(set(cards)) < len(set(turn.hand)):
                said = said.rstrip(".") + ". " + choices_speech(cards, two_of_spades=self._two_of_spades())
        self._announcer.say(said, Moment.KEY, urgent=True)

    def _two_of_spades(self) -> bool:
        rules = self._controller.rules
        return rules is not None and rules.benny_is_two_of_spades

    def _on_flash(self, text: str, warning: bool) -> None:
        self._announcer.say(speakable(text), Moment.KEY, urgent=warning)

    def _names(self) -> Sequence[str]:
        return self._controller.names
