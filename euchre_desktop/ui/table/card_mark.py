"""Marks laid over one card to point it out: the card proving a renege in the trick, and the upcard the player
has just picked up into the hand, until the discard."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QRectF, Qt, SignalInstance
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from ..theme import TABLE, label_font
from .card_item import CardItem

__all__ = ["CardMark", "PickupMark", "RenegeMark"]

translate = QCoreApplication.translate


class CardMark(QGraphicsItem):
    """``text`` in a tag on ``card``, with the card outlined in the tag's colour (if ``outlined``).

    It is a scene item of its own, above every card, and follows the card as it moves, turns, rises (under
    the mouse, chosen with the arrows) and when the table is laid out anew (a resize, a new card size), until
    ``release()`` lets the card go.  Subclasses say where the tag lies and in which colours.
    """

    tag_middle = 0.0
    """Where the tag's middle lies, as a share of the card's height down from its top edge."""
    text_size = 0.15
    """The tag's words' height, as a share of the card's height (at least 11 pixels)."""
    outlined = True
    """The mark outlines the card too (over any card lying on it: for a card nothing covers)."""

    def __init__(self, card: CardItem, text: str) -> None:
        """A mark for ``card``; add it to the card's scene."""
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

    @property
    def card(self) -> CardItem:
        """The card marked."""
        return self._item

    def release(self) -> None:
        """Stop following the card (the mark is being taken away)."""
        for moved in self._moves():
            moved.disconnect(self._follow)

    def _moves(self) -> tuple[SignalInstance, ...]:
        """The card's signals that say it moved, turned, rose, grew or shrank in flight, or (at the end of a
        flight) changed size."""
        card = self._item
        return (card.xChanged, card.yChanged, card.rotationChanged, card.lift_changed, card.scaleChanged,
                card.animation_finished)

    def _follow(self) -> None:
        """Size and place the mark on the card as it lies now."""
        self.prepareGeometryChange()
        height = self._item.card_height
        self._card = QRectF(-height * 0.358, -height / 2 - self._item.lift_height, height * 0.716, height)
        self._font = label_font(max(11.0, height * self.text_size), bold=True)
        width = QFontMetricsF(self._font).horizontalAdvance(self.text) + height * 0.14
        tag_height = QFontMetricsF(self._font).height() * 1.25
        middle = self._card.top() + height * self.tag_middle
        self._tag = QRectF(-width / 2, middle - tag_height * 0.55, width, tag_height)
        self.setPos(self._item.scenePos())
        self.setRotation(self._item.rotation())
        self.setScale(self._item.scale())

    def boundingRect(self) -> QRectF:
        """The outline of the card and the tag on it."""
        area = self._card.united(self._tag) if self.outlined else self._tag
        return area.adjusted(-4, -4, 4, 4)

    def colours(self) -> tuple[QColor, QColor]:
        """The tag's face (and the outline's), and its words' ink."""
        raise NotImplementedError

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        """The outline round the card, then the tag."""
        face, ink = self.colours()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self.outlined:
            radius = self._card.width() * 0.07
            painter.setPen(QPen(face, max(3.0, self._card.height() * 0.03)))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(self._card, radius, radius)
        painter.setPen(QPen(TABLE.shadow, 1.0))
        painter.setBrush(face)
        painter.drawRoundedRect(self._tag, self._tag.height() / 2, self._tag.height() / 2)
        painter.setPen(ink)
        painter.setFont(self._font)
        painter.drawText(self._tag, Qt.AlignmentFlag.AlignCenter, self.text)


class RenegeMark(CardMark):
    """"Renege!" in an amber tag across the top of ``card``, with the card outlined in the same amber: the
    status line's warning colours, the same alarm in the same colour; on the trick until it is collected."""

    def __init__(self, card: CardItem) -> None:
        """A mark for ``card`` (at rest in the trick); add it to the card's scene."""
        super().__init__(card, translate("RenegeMark", "Renege!"))

    def colours(self) -> tuple[QColor, QColor]:
        """The status line's warning colours."""
        return TABLE.warning_face, TABLE.warning_ink


class PickupMark(CardMark):
    """"Picked up" in a tag across the lower half of the upcard the player has just taken into the hand,
    clear of its index (which says which card it is), in the colour of the card's own outline
    (``CardLook.picked_up``, drawn on the face so that the cards lying on it cover it as they cover the
    card): not the gold of the card chosen with the arrows, which may be this one too."""

    tag_middle = 0.72
    text_size = 0.11  # the tag keeps within the card's width, over as little of its neighbours as may be
    outlined = False

    def __init__(self, card: CardItem) -> None:
        """A mark for ``card``, in the player's hand; add it to the card's scene."""
        super().__init__(card, translate("PickupMark", "Picked up"))

    def colours(self) -> tuple[QColor, QColor]:
        """The colours of the card picked up."""
        return TABLE.pickup, TABLE.pickup_ink
