"""The table for a screen reader: its meaning as real widgets, laid unseen over what they describe.

Qt exposes widgets to assistive technology, not the items of a ``QGraphicsScene``, so ``TableReader`` is a
layer of plain widgets over the table's viewport that says what the table shows: the player's hand (a
button per card, "Jack of hearts, right bower, playable", which plays it when pressed), the trick ("Hank:
ace of spades"), trump and the upcard, the score and each side's tricks, and every seat's plate (name,
dealer, maker, alone, sitting out, to act).  Each widget lies over the item it describes, so a screen
reader's highlight and a magnifier point at the real card; none paints anything, and mouse clicks pass
through to the table: a sighted player sees and clicks the table exactly as without it.  (A hidden widget
is not exposed, so the layer is shown, only transparent.)

The layer reads the scene when the table comes to rest and when the player's decision changes, so it
always says what is on the table now.  The card buttons take Tab focus only while an assistive technology
is listening (``QAccessible.isActive``): without one, the keyboard moves exactly as before.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QEvent, QObject, QRect, QRectF, Qt, QTimer
from PySide6.QtGui import QAccessible, QPaintEvent
from PySide6.QtWidgets import QAbstractButton, QGraphicsItem, QGraphicsView, QGroupBox, QLabel, QWidget

from ...engine import Card, Phase, Suit
from ...engine.bid import BidPhase
from ...engine.translatable import N_
from ...language import translated
from ..spoken import spoken_suit
from ..table.controller import CARD_PHASES, TableController
from ..table.scene import TableScene
from .speech import card_speech, spoken_card

__all__ = ["CardButton", "TableReader"]

_OFFERS = {Phase.PLAY: (N_("playable"), N_("Press to play it.")),
           BidPhase.PLAY: (N_("playable"), N_("Press to play it.")),
           Phase.DEALER_DISCARD: (N_("can be discarded"), N_("Press to discard it face down.")),
           Phase.LONER_DISCARD: (N_("can be discarded"), N_("Press to discard it face down.")),
           BidPhase.DISCARD: (N_("can be discarded"), N_("Press to discard it face down.")),
           Phase.FARMER_RETURN: (N_("can be returned"), N_("Press to return it to the kitty.")),
           Phase.PARTNER_GIVE: (N_("can be given"), N_("Press to give it to your partner.")),
           BidPhase.GIVE: (N_("can be given"), N_("Press to give it to your partner."))}
"""For each phase in which a card is chosen: what a card that may be chosen is, and what pressing does
(marked: translated where said)."""

_WHERE = {3: ("", N_("on your left"), N_("on your right")),
          4: ("", N_("on your left"), N_("across from you"), N_("on your right")),
          6: ("", N_("on your left"), N_("second on your left"), N_("across from you"),
              N_("second on your right"), N_("on your right"))}
"""Where each seat sits, seen from the player's, by table size (marked: translated where said)."""


def _say(widget: QWidget, name: str, description: str = "") -> None:
    """Give ``widget`` its name and description, only when they change: each change is told to the screen
    reader, which says a focused card's name again on hearing it."""
    if widget.accessibleName() != name:
        widget.setAccessibleName(name)
    if widget.accessibleDescription() != description:
        widget.setAccessibleDescription(description)


class CardButton(QAbstractButton):
    """One card of the player's hand, for a screen reader: pressing it chooses the card (plays it)."""

    def __init__(self, parent: QWidget) -> None:
        """A button for no card yet."""
        super().__init__(parent)
        self.card: Card | None = None
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)

    def paintEvent(self, event: QPaintEvent) -> None:
        """Nothing: the card on the table is what a sighted player sees."""


class _Note(QLabel):
    """A line of the table in words, read by a screen reader and never painted."""

    def paintEvent(self, event: QPaintEvent) -> None:
        """Nothing: the table shows it."""


class _Section(QGroupBox):
    """A named part of the table (its title is the name a screen reader gives it), never painted."""

    def __init__(self, title: str, parent: QWidget) -> None:
        super().__init__(title, parent)
        self.setFlat(True)

    def paintEvent(self, event: QPaintEvent) -> None:
        """Nothing: the table shows it."""


class TableReader(QWidget):
    """The accessible layer over ``view`` for ``controller``'s table (see the module's docstring).

    ``hand``, ``trick``, ``trump``, ``score`` and ``seats`` are its sections, in the order a screen reader
    meets them.
    """

    def __init__(self, view: QGraphicsView, scene: TableScene, controller: TableController) -> None:
        """Lay the layer over ``view``'s viewport, below the panels already there (the bid panel, the
        summary), and keep it in step with the table from now on."""
        super().__init__(view.viewport())
        self.setObjectName("tableReader")
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setAccessibleName(self.tr("Card table"))
        self.setAccessibleDescription(self.tr("The cards and players on the table, in words."))
        self._view, self._scene, self._controller = view, scene, controller
        self.hand = _Section(self.tr("Your hand"), self)
        self.trick = _Section(self.tr("The trick"), self)
        self.trump = _Section(self.tr("Trump"), self)
        self.score = _Section(self.tr("Score"), self)
        self.seats = _Section(self.tr("Players"), self)
        self._buttons: list[CardButton] = []
        self._notes: dict[_Section, list[_Note]] = {section: [] for section in self.sections()}
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self.refresh)
        scene.animations_done.connect(self.schedule)
        for signal in (controller.turn_changed, controller.match_changed, controller.status_changed):
            signal.connect(self.schedule)
        view.viewport().installEventFilter(self)
        self.lower()
        self.show()
        self.refresh()

    def sections(self) -> list[_Section]:
        """The parts of the table, in reading order."""
        return [self.hand, self.trick, self.trump, self.score, self.seats]

    def buttons(self) -> list[CardButton]:
        """The card buttons showing, left to right as in the hand."""
        return [button for button in self._buttons if not button.isHidden()]

    def lines(self, section: QGroupBox) -> list[str]:
        """What ``section`` says now, line by line (a card button's name in the hand)."""
        shown = [widget for widget in section.findChildren(QWidget) if not widget.isHidden()]
        return [widget.accessibleName() for widget in shown]

    def schedule(self, *_args: object) -> None:
        """Read the table again once the events now waiting have been handled (many changes, one read)."""
        self._timer.start(0)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Follow the viewport's size."""
        if event.type() == QEvent.Type.Resize:
            self.schedule()
        return False

    # ===================================================================================== reading

    def refresh(self) -> None:
        """Say what the table shows now."""
        self.setGeometry(self._view.viewport().rect())
        for section in self.sections():
            section.setGeometry(self.rect())
        self._read_hand()
        self._read_trick()
        self._read_trump()
        self._read_score()
        self._read_seats()

    def _trump(self) -> Suit | None:
        """The hand's trump as the table shows it: Euchre's badge, or a Bid Euchre contract's suit."""
        if self._scene.trump_badge.isVisible():
            return self._scene.trump_badge.suit
        strain = self._controller.contract_badge.strain
        return strain.suit if strain is not None else None

    def _two_of_spades(self) -> bool:
        rules = self._controller.rules
        return rules is not None and rules.benny_is_two_of_spades

    def _read_hand(self) -> None:
        items = [item for item in self._scene.piles.hand(0).items if item.card is not None]
        turn = self._controller.turn
        offer = _OFFERS.get(turn.phase) if turn is not None and turn.phase in CARD_PHASES else None
        choosable = {action.card for action in turn.legal_actions} if turn is not None else set()
        focusable = QAccessible.isActive()
        while len(self._buttons) < len(items):
            button = CardButton(self.hand)
            button.clicked.connect(lambda _checked=False, b=button: self._press(b))
            self._buttons.append(button)
        for index, button in enumerate(self._buttons):
            if index >= len(items):
                button.hide()
                continue
            item = items[index]
            card = item.card
            assert card is not None
            button.card = card
            name = card_speech(card, self._trump(), two_of_spades=self._two_of_spades())
            if offer is not None and card in choosable:
                _say(button, self.tr("{card}, {offer}").format(card=name, offer=translated(offer[0])),
                     translated(offer[1]))
            else:
                _say(button, name, self.tr("It may not be chosen now.") if offer is not None
                     else self.tr("One of your cards."))
            button.setFocusPolicy(Qt.FocusPolicy.TabFocus if focusable else Qt.FocusPolicy.NoFocus)
            button.setGeometry(self._over(item))
            button.show()
        if not items:
            self._set_notes(self.hand, [(self.tr("No cards in your hand."), None)])
        else:
            self._set_notes(self.hand, [])

    def _press(self, button: CardButton) -> None:
        if button.card is not None:
            self._controller.card_clicked(button.card)

    def _read_trick(self) -> None:
        names = self._controller.names
        lines: list[tuple[str, QGraphicsItem | None]] = []
        for seat, item in self._scene.piles.trick.plays:
            if item.card is not None:
                who = names[seat] if seat < len(names) else self.tr("Seat {seat}").format(seat=seat)
                card = spoken_card(item.card, two_of_spades=self._two_of_spades())
                lines.append((self.tr("{player}: {card}").format(player=who, card=card), item))
        self._set_notes(self.trick, lines or [(self.tr("No card on the table."), None)])

    def _read_trump(self) -> None:
        badge = self._scene.trump_badge
        lines: list[tuple[str, QGraphicsItem | None]] = []
        if badge.isVisible() and badge.suit is not None:
            said = self.tr("{suit} is trump. {caption}.").format(suit=spoken_suit(badge.suit),
                                                                 caption=badge.caption)
            lines.append((said[:1].upper() + said[1:], badge))  # it may begin with the suit's word
        contract = self._controller.contract_badge
        if contract.isVisible() and contract.title:
            said = ". ".join(line for line in (contract.title, *contract.lines) if line)
            lines.append((f"{said}.", contract))
        kitty = self._scene.piles.kitty
        if kitty.upcard_showing and kitty.items and kitty.items[0].card is not None:
            upcard = spoken_card(kitty.items[0].card, two_of_spades=self._two_of_spades(), the=True)
            lines.append((self.tr("The upcard is {card}.").format(card=upcard), kitty.items[0]))
        self._set_notes(self.trump, lines or [(self.tr("Trump is not named yet."), None)])

    def _read_score(self) -> None:
        panel = self._scene.score_panel
        labels = panel.labels
        piles = self._scene.piles
        lines: list[tuple[str, QGraphicsItem | None]] = []
        for side, (label, points) in enumerate(zip(labels, panel.scores, strict=False)):
            tricks = len(piles.won_by(side).cards)
            said = self.tr("%n point(s)", "", points)
            if tricks:
                said = self.tr("{points}, {tricks} this hand").format(
                    points=said, tricks=self.tr("%n trick(s)", "", tricks))
            lines.append((self.tr("{side}: {score}.").format(side=label, score=said), panel))
        if panel.target is not None:
            lines.append((self.tr("Playing to %n point(s).", "", panel.target), panel))
        self._set_notes(self.score, lines)

    def _read_seats(self) -> None:
        lines: list[tuple[str, QGraphicsItem | None]] = []
        for seat in range(self._scene.players):
            plate = self._scene.plate(seat)
            marks = [word for word, shown in ((self.tr("dealer"), plate.dealer),
                                              (self.tr("named trump"), plate.maker),
                                              (self.tr("alone"), plate.alone),
                                              (self.tr("sitting out"), plate.sitting_out),
                                              (self.tr("to act"), plate.active)) if shown]
            cards = len(self._scene.piles.hand(seat).items)
            held = self.tr("%n card(s)", "", cards)
            where = _WHERE.get(self._scene.players, ())
            place = [translated(where[seat])] if seat < len(where) and where[seat] else []
            lines.append((", ".join([plate.name, *place, *marks, held]) + ".", plate))
        self._set_notes(self.seats, lines)

    def _set_notes(self, section: _Section, lines: Sequence[tuple[str, QGraphicsItem | None]]) -> None:
        """Show ``lines`` in ``section``, each over its item (or over the whole table)."""
        notes = self._notes[section]
        while len(notes) < len(lines):
            notes.append(_Note(section))
        for index, note in enumerate(notes):
            if index >= len(lines):
                note.hide()
                continue
            text, item = lines[index]
            if note.text() != text:
                note.setText(text)
            _say(note, text)
            note.setGeometry(self._over(item) if item is not None else QRect(0, 0, 1, 1))
            note.show()

    def _over(self, item: QGraphicsItem) -> QRect:
        """Where ``item`` shows in the viewport (at least a pixel, so the widget is never empty)."""
        rect: QRectF = item.sceneBoundingRect()
        shown = self._view.mapFromScene(rect).boundingRect()
        return shown if shown.width() > 0 and shown.height() > 0 else QRect(shown.topLeft(), shown.topLeft())

