"""The label that points out the card proving a renege, laid over that card in the trick."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt, SignalInstance
from PySide6.QtGui import QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from ..theme import TABLE, label_font
from .card_item import CardItem

__all__ = ["RenegeMark"]

class RenegeMark(QGraphicsItem):
    """"Renege!" in an amber tag across the top of ``card``, with the card outlined in the same amber: the
    status line's warning colours, the same alarm in the same colour.

    It is a scene item of its own, above every card, and follows the card when the table is laid out anew
    (a resize, a new card size) until the trick is collected, when ``release()`` lets the card go.
    """

    def __init__(self, card: CardItem, text: str = "Renege!") -> None:
        """A mark for ``card`` (at rest in the trick); add it to the card's scene."""
        super().__init__()
        self.text = text
        self._item = card
        self._card = self._tag = QRectF()
        self._font = label_font(11.0, bold=True)
        self._follow()
        self.setZValue(10_000)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        for moved in self._moves():
            moved.connect(self._follow)

    def release(self) -> None:
        """Stop following the card (the mark is being taken away)."""
        for moved in self._moves():
            moved.disconnect(self._follow)

    def _moves(self) -> tuple[SignalInstance, ...]:
        """The card's signals that say it moved, turned or (at the end of a flight) changed size."""
        card = self._item
        return card.xChanged, card.yChanged, card.rotationChanged, card.animation_finished

    def _follow(self) -> None:
        """Size and place the mark on the card as it lies now."""
        self.prepareGeometryChange()
        height = self._item.card_height
        self._card = QRectF(-height * 0.358, -height / 2, height * 0.716, height)
        self._font = label_font(max(11.0, height * 0.15), bold=True)
        width = QFontMetricsF(self._font).horizontalAdvance(self.text) + height * 0.14
        tag_height = QFontMetricsF(self._font).height() * 1.25
        self._tag = QRectF(-width / 2, -height / 2 - tag_height * 0.55, width, tag_height)
        self.setPos(self._item.scenePos())
        self.setRotation(self._item.rotation())

    def boundingRect(self) -> QRectF:
        """The outline of the card and the tag over its top edge."""
        return self._card.united(self._tag).adjusted(-4, -4, 4, 4)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        """The amber outline round the card, then the tag."""
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        radius = self._card.width() * 0.07
        painter.setPen(QPen(TABLE.warning_face, max(3.0, self._card.height() * 0.03)))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(self._card, radius, radius)
        painter.setPen(QPen(TABLE.shadow, 1.0))
        painter.setBrush(TABLE.warning_face)
        painter.drawRoundedRect(self._tag, self._tag.height() / 2, self._tag.height() / 2)
        painter.setPen(TABLE.warning_ink)
        painter.setFont(self._font)
        painter.drawText(self._tag, Qt.AlignmentFlag.AlignCenter, self.text)
