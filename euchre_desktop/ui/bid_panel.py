"""The bid panel: the player's legal bids as buttons with number keys, at the bottom centre of the table.

``bid_choices`` turns the model's legal actions into the choices a player sees, each with its key (seed
002): round one 1 order it up ("Pick it up" for the dealer), 2 alone, 0 pass; round two 1-3 the suits that
may be named and 4-6 the same alone; the Benny turned up 1-4 and 5-8; a lone defence, a loner once trump
is made (with the suit beside it) or a farmer's hand 1, and 0 to pass (for a maker deciding on a loner,
"With partner").  Only legal choices appear: the dealer stuck under stick the dealer gets no Pass button.

``BidPanel`` is a widget laid over the table view; it paints its own buttons (a key cap, the suit drawn as a
path, the words) so it looks the same on every platform and never shows a box for a missing glyph.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from typing import Protocol

from PySide6.QtCore import QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPainterPath, QPaintEvent, QPen
from PySide6.QtWidgets import QAbstractButton, QGridLayout, QLabel, QWidget

from ..engine import Action, ActionKind, FarmersHand, Phase, PlayerView, Suit
from ..model import HumanTurn
from .status import action_words, translate
from .table.card_art import draw_suit
from .table.layout import TableLayout
from .table.panel_room import room_between_side_seats
from .text_size import text_px
from .theme import TABLE, colour_notice, label_font, suit_palette

__all__ = ["BID_PHASES", "BidChoice", "BidPanel", "bid_choices", "place_over_hand"]

BID_PHASES = frozenset({Phase.BID_ROUND_1, Phase.BID_ROUND_2, Phase.BENNY_CALL, Phase.DEFEND, Phase.GO_ALONE,
                        Phase.FARMER})
"""The phases decided with the panel; in the others the player clicks a card."""


@dataclasses.dataclass(frozen=True, slots=True)
class BidChoice:
    """One button: its number key, its words, the action it takes, and the suit drawn beside the words."""

    key: int
    label: str
    action: Action
    suit: Suit | None = None
    row: int = 0
    """The panel's row: calls on the first, the same calls alone on the second."""
    caption: str = ""
    """Shorter words for the button when the suit drawn beside them says the rest ("Alone")."""

    @property
    def text(self) -> str:
        """The words on the button."""
        return self.caption or self.label


def bid_choices(turn: HumanTurn, view: PlayerView) -> list[BidChoice]:
    """The buttons for the player's decision, in the order shown; empty outside the bidding phases."""
    legal = turn.legal_actions
    phase = turn.phase
    choices: list[BidChoice] = []
    dealer = view.dealer == view.seat
    if phase is Phase.BID_ROUND_1:
        suit = view.upcard.suit
        for action in legal:
            if action.kind is ActionKind.ORDER_UP:
                words = action_words(action, dealer=dealer)
                choices.append(BidChoice(2 if action.alone else 1, words, action, suit))
    elif phase in (Phase.BID_ROUND_2, Phase.BENNY_CALL):
        suits = [suit for suit in Suit
                 if Action.call(suit) in legal or Action.call(suit, alone=True) in legal]
        for index, suit in enumerate(suits):
            if Action.call(suit) in legal:
                choices.append(BidChoice(index + 1, action_words(Action.call(suit), dealer=dealer),
                                         Action.call(suit), suit))
        for index, suit in enumerate(suits):
            if Action.call(suit, alone=True) in legal:
                choices.append(BidChoice(len(suits) + index + 1,
                                         action_words(Action.call(suit, alone=True), dealer=dealer),
                                         Action.call(suit, alone=True), suit, row=1,
                                         caption=translate("BidPanel", "Alone")))
    elif phase is Phase.DEFEND:
        if Action.defend_alone() in legal:
            choices.append(BidChoice(1, translate("BidPanel", "Defend alone"), Action.defend_alone()))
    elif phase is Phase.GO_ALONE:
        if Action.go_alone() in legal:
            choices.append(BidChoice(1, translate("BidPanel", "Go alone"), Action.go_alone(), view.trump))
    elif phase is Phase.FARMER:
        if Action.farmer() in legal:
            exchange = view.rules.farmers_hand is FarmersHand.EXCHANGE
            label = (translate("BidPanel", "Farmer's hand: swap with the kitty") if exchange
                     else translate("BidPanel", "Farmer's hand: throw it in"))
            choices.append(BidChoice(1, label, Action.farmer()))
    else:
        return []
    if Action.pass_() in legal:
        label = translate("BidPanel", "Pass")
        if phase is Phase.FARMER:
            label = translate("BidPanel", "Keep it")
        elif phase is Phase.GO_ALONE and view.seat == view.maker:
            label = translate("BidPanel", "With partner")
        choices.append(BidChoice(0, label, Action.pass_()))
    return choices


class _ChoiceButton(QAbstractButton):
    """One bid: a key cap with its number, the suit if any, and the words; gold-edged when hinted."""

    def __init__(self, choice: BidChoice, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.choice = choice
        self.hinted = False
        self.four_colour = False
        self.unit = 40.0
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setText(choice.text)
        tip = translate("BidPanel", "{choice} (key {key})")
        self.setToolTip(tip.format(choice=choice.label, key=choice.key))
        self.setAccessibleName(choice.label)

    def _font_px(self) -> float:
        return text_px(max(12.0, self.unit * 0.24))

    def sizeHint(self) -> QSize:
        """Room for the key cap, the suit and the words."""
        font = label_font(self._font_px(), bold=True)
        text = QFontMetricsF(font).horizontalAdvance(self.choice.text)
        height = max(30.0, self.unit * 0.5, self._font_px() * 2.1)  # the words' own height, too
        suit = height * 0.62 if self.choice.suit is not None else 0.0
        return QSize(round(height * 0.95 + suit + text + height * 0.55), round(height))

    def paintEvent(self, event: QPaintEvent) -> None:
        """Draw the button."""
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(self.rect()).adjusted(1.5, 1.5, -1.5, -1.5)
        height = rect.height()
        radius = height * 0.3
        face = QColor(TABLE.bubble_hinted) if self.hinted else QColor(TABLE.bubble)
        if self.isDown():
            face = face.darker(112)
        elif self.underMouse():
            face = QColor(TABLE.bubble_hover)
        painter.setPen(QPen(TABLE.gold if self.hinted else QColor(0, 0, 0, 90), 4.0 if self.hinted else 1.0))
        painter.setBrush(face)
        painter.drawRoundedRect(rect, radius, radius)
        # The key cap.
        cap = QRectF(rect.left() + height * 0.18, rect.top() + height * 0.18, height * 0.64, height * 0.64)
        painter.setPen(QPen(QColor(0, 0, 0, 110), 1.0))
        painter.setBrush(TABLE.key_cap)
        painter.drawRoundedRect(cap, height * 0.12, height * 0.12)
        painter.setPen(TABLE.key_cap_text)
        painter.setFont(label_font(height * 0.4, bold=True))
        painter.drawText(cap, Qt.AlignmentFlag.AlignCenter, str(self.choice.key))
        x = cap.right() + height * 0.22
        if self.choice.suit is not None:
            size = height * 0.46
            colour = suit_palette(self.four_colour).colour(self.choice.suit)
            draw_suit(painter, self.choice.suit, QPointF(x + size / 2, rect.center().y()), size, colour)
            x += size + height * 0.16
        painter.setPen(TABLE.bubble_text)
        painter.setFont(label_font(self._font_px(), bold=True))
        painter.drawText(QRectF(x, rect.top(), rect.right() - x, height),
                         Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft, self.choice.text)
        painter.end()


class BidPanel(QWidget):
    """The player's bids over the table.

    Signals:
        chosen(Action): the player pressed a button (or its key).
    """

    chosen = Signal(object)

    def __init__(self, parent: QWidget | None = None) -> None:
        """A hidden, empty panel."""
        super().__init__(parent)
        self.setObjectName("bidPanel")
        self.setAttribute(Qt.WidgetAttribute.WA_TranslucentBackground)
        self._grid = QGridLayout(self)
        self._grid.setContentsMargins(10, 8, 10, 8)
        self._buttons: list[_ChoiceButton] = []
        self._prompt = QLabel(self)
        self._prompt.setObjectName("bidPrompt")
        self._prompt.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self._prompt.hide()
        self._follow_colours()
        colour_notice().changed.connect(self._follow_colours)
        self._unit = 40.0
        self._four_colour = False
        self._room = 0
        self.hide()

    def _follow_colours(self) -> None:
        """Write the words in the plate's text colour in use (again after a change of colours)."""
        self._prompt.setStyleSheet(f"color: {TABLE.plate_text.name()};")

    @property
    def prompt(self) -> str:
        """The words shown instead of buttons when the player decides with a card ("" when none)."""
        return self._prompt.text() if self._prompt.isVisibleTo(self) else ""

    def show_prompt(self, text: str) -> None:
        """Show ``text`` in the panel instead of buttons (a card is to be chosen); "" hides it."""
        self.set_choices([])
        self._prompt.setText(text)
        self._prompt.setVisible(bool(text))
        if text:
            self._grid.addWidget(self._prompt, 0, 0)
        self.setVisible(bool(text))
        self.adjustSize()

    @property
    def choices(self) -> list[BidChoice]:
        """The choices shown, in order."""
        return [button.choice for button in self._buttons]

    def button_for(self, key: int) -> QAbstractButton | None:
        """The button pressed by ``key`` (for tests and the window's key handling)."""
        return next((button for button in self._buttons if button.choice.key == key), None)

    def set_choices(self, choices: Sequence[BidChoice]) -> None:
        """Show these choices (an empty list hides the panel)."""
        for button in self._buttons:
            self._grid.removeWidget(button)
            button.deleteLater()
        self._buttons = []
        self._grid.removeWidget(self._prompt)
        self._prompt.hide()
        for choice in choices:
            button = _ChoiceButton(choice, self)
            button.unit = self._unit
            button.four_colour = self._four_colour
            button.clicked.connect(lambda _checked=False, action=choice.action: self.chosen.emit(action))
            self._buttons.append(button)
        self._arrange()
        self.setVisible(bool(choices))
        self.adjustSize()

    def set_room(self, width: int) -> None:
        """Keep the panel within ``width`` pixels (0: no limit), putting its buttons on more rows when they
        do not fit on theirs: with large text, so that the panel leaves the side players' cards in view."""
        if width != self._room:
            self._room = width
            self._arrange()
            self.adjustSize()

    def _arrange(self) -> None:
        """Lay the buttons out: calls on the first row, the same calls alone on the second, Pass at the end
        of the first; wrapped onto more rows, fewest first, when that is wider than the room."""
        for button in self._buttons:
            self._grid.removeWidget(button)
        self._place_in_rows()
        if not self._room or not self._buttons or self._grid.sizeHint().width() <= self._room:
            return
        widest_row = max(sum(1 for b in self._buttons if b.choice.row == row) for row in (0, 1))
        for columns in range(widest_row, 0, -1):
            for button in self._buttons:
                self._grid.removeWidget(button)
            self._place_wrapped(columns)
            if self._grid.sizeHint().width() <= self._room:
                return

    def _place_in_rows(self) -> None:
        """Every call of a row on one line (the panel as it is at the usual text size)."""
        columns: dict[int, int] = {}
        rows = {button.choice.row for button in self._buttons if button.choice.action != Action.pass_()}
        for button in self._buttons:
            choice = button.choice
            column = columns.get(choice.row, 0)
            if choice.action == Action.pass_():
                # Pass sits at the end of the first row, apart from the calls.
                column = max(columns.get(0, 0), columns.get(1, 0))
                self._grid.addWidget(button, 0, column, 2 if len(rows) > 1 else 1, 1)
            else:
                self._grid.addWidget(button, choice.row, column)
            columns[choice.row] = column + 1

    def _place_wrapped(self, columns: int) -> None:
        """At most ``columns`` buttons a line, each row of calls starting a line of its own, Pass last."""
        line, column, row_seen = -1, columns, None
        for button in self._buttons:
            row = button.choice.row
            if column == columns or (row != row_seen and button.choice.action != Action.pass_()):
                line, column = line + 1, 0
            row_seen = row
            self._grid.addWidget(button, line, column)
            column += 1

    def press_key(self, key: int) -> bool:
        """Act as if the button with number ``key`` were pressed; False if there is none."""
        button = self.button_for(key)
        if button is None or not self.isVisible():
            return False
        button.click()
        return True

    def mark(self, action: Action | None) -> None:
        """Edge the button for ``action`` in gold (a hint); None clears the mark."""
        for button in self._buttons:
            button.hinted = action is not None and button.choice.action == action
            button.update()

    def set_unit(self, unit: float) -> None:
        """Scale the buttons with the table (``unit``: the table layout's unit in pixels)."""
        self._unit = unit
        spacing = round(max(6.0, unit * 0.12))
        self._grid.setSpacing(spacing)
        self._prompt.setFont(label_font(text_px(max(13.0, unit * 0.24)), bold=True))
        for button in self._buttons:
            button.unit = unit
            button.updateGeometry()
        self.adjustSize()

    def set_four_colour(self, four_colour: bool) -> None:
        """Draw the suits in four colours."""
        self._four_colour = four_colour
        for button in self._buttons:
            button.four_colour = four_colour
            button.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        """A dark, rounded backing so the buttons read against any cloth or card."""
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        path = QPainterPath()
        rect = QRectF(self.rect()).adjusted(0.5, 0.5, -0.5, -0.5)
        path.addRoundedRect(rect, 12.0, 12.0)
        painter.fillPath(path, TABLE.plate)
        painter.end()


class _Roomed(Protocol):
    """A bid panel that keeps within a width (``BidPanel``, Bid Euchre's panel)."""

    def set_room(self, width: int) -> None: ...
    def adjustSize(self) -> None: ...
    def height(self) -> int: ...
    def width(self) -> int: ...
    def move(self, x: int, y: int) -> None: ...


def place_over_hand(panel: _Roomed, layout: TableLayout, width: int) -> None:
    """Centre ``panel`` on a table ``width`` wide, just above the player's hand, within the room the side
    seats leave it beside their hands and plates."""
    bottom = layout.hand_bounds(0, 6).top() - layout.unit * 0.2
    margin = layout.unit * 0.1
    panel.set_room(0)
    panel.adjustSize()
    for _pass in range(2):  # kept narrower, the panel grows taller, and may reach more of the side seats
        left, right = room_between_side_seats(layout, margin, bottom - panel.height(), bottom)
        panel.set_room(round(right - left))
        panel.adjustSize()
    panel.move(max(0, (width - panel.width()) // 2), max(0, round(bottom) - panel.height()))
