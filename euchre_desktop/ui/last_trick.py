"""A look at the last trick: its cards in the order played, each under its player's name, laid over the table
while the next trick goes on.

``LastTrickPanel`` is a small plate in the table's colours over the view; it draws the cards with the same
art as the table (``CardRenderer``) and raises the card that took the trick.  It shows what it is given and
knows no rule: ``PlayAids`` feeds it the trick the table last gathered.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QMouseEvent, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QWidget

from ..engine import Card
from .spoken import spoken_card
from .table.card_art import CardRenderer
from .theme import TABLE, label_font

__all__ = ["LastTrickPanel"]

_GAP: Final = 0.18
"""Between two cards, in card widths."""
_RAISE: Final = 0.12
"""How far the winning card stands out, in card heights."""


class LastTrickPanel(QWidget):
    """The last trick over the table; a click puts it away."""

    def __init__(self, parent: QWidget) -> None:
        """A hidden panel over ``parent`` (the table's viewport)."""
        super().__init__(parent)
        self.setObjectName("lastTrick")
        self._renderer = CardRenderer(capacity=16)
        self._plays: tuple[tuple[int, Card], ...] = ()
        self._winner: int | None = None
        self._names: tuple[str, ...] = ()
        self._card_height = 96.0
        self.hide()

    @property
    def plays(self) -> tuple[tuple[int, Card], ...]:
        """The trick shown: ``(seat, card)`` in the order played."""
        return self._plays

    def show_trick(self, plays: Sequence[tuple[int, Card]], winner: int, names: Sequence[str]) -> None:
        """Show the trick ``plays`` (in order), taken by ``winner``, the seats named by ``names``."""
        self._plays = tuple(plays)
        self._winner = winner
        self._names = tuple(names)
        self.setToolTip(self.tr("The last trick, taken by {player}").format(player=self._names[winner]))
        # The panel only paints its cards: a screen reader is given them in words.
        played = ", ".join(self.tr("{player}: {card}").format(player=self._names[seat],
                                                              card=spoken_card(card))
                           for seat, card in self._plays)
        self.setAccessibleName(self.tr("The last trick"))
        self.setAccessibleDescription(self.tr("{cards}. Taken by {player}.").format(
            cards=played, player=self._names[winner]))
        self.adjustSize()
        self.show()
        self.raise_()
        self.update()

    def set_card_height(self, height: float) -> None:
        """Draw the cards ``height`` pixels tall (they follow the table's scale)."""
        self._card_height = max(40.0, height)
        self.adjustSize()
        self.update()

    # ===================================================================================== geometry

    def _card_width(self) -> float:
        return self._card_height * 0.716

    def _title_height(self) -> float:
        return self._card_height * 0.3

    def sizeHint(self) -> QSize:
        """Room for the title, the cards (the winner's raised) and a name under each."""
        count = max(1, len(self._plays))
        width = self._card_width() * (count + _GAP * (count + 1))
        height = self._title_height() + self._card_height * (1 + _RAISE) + self._card_height * 0.32
        return QSize(round(width), round(height))

    # ====================================================================================== drawing

    def paintEvent(self, event: QPaintEvent) -> None:
        """The plate, the title, and each card with its player's name beneath."""
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(TABLE.gold, 1.5))
        painter.setBrush(TABLE.plate)
        painter.drawRoundedRect(QRectF(self.rect()).adjusted(1, 1, -1, -1), 10, 10)
        if not self._plays or self._winner is None:
            return
        height = self._card_height
        width = self._card_width()
        painter.setPen(TABLE.plate_text)
        painter.setFont(label_font(max(11.0, height * 0.15), bold=True))
        title = QRectF(0, 0, self.width(), self._title_height())
        words = (self.tr("Last trick: yours") if self._winner == 0
                 else self.tr("Last trick: {player}'s").format(player=self._names[self._winner]))
        painter.drawText(title, Qt.AlignmentFlag.AlignCenter, words)
        painter.setFont(label_font(max(10.0, height * 0.14)))
        dpr = self.devicePixelRatioF()
        margin = self._renderer.margin(height)
        top = self._title_height() + height * _RAISE
        for index, (seat, card) in enumerate(self._plays):
            left = width * (_GAP + index * (1 + _GAP))
            lift = height * _RAISE if seat == self._winner else 0.0
            pixmap = self._renderer.pixmap(card, height, dpr)
            painter.drawPixmap(QPointF(left - margin, top - lift - margin), pixmap)
            name = QRectF(left - width * _GAP / 2, top + height + 2, width * (1 + _GAP), height * 0.3)
            painter.setPen(TABLE.gold if seat == self._winner else TABLE.plate_text)
            painter.drawText(name, Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop,
                             self._names[seat])

    def mousePressEvent(self, event: QMouseEvent) -> None:
        """A click puts the look away."""
        self.hide()
        event.accept()
