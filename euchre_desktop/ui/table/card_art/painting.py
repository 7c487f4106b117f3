"""What every card shares: its rounded outline, the paper it is printed on and the ink of each suit."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QLinearGradient, QPainter, QPainterPath, QPen

from ....engine import Suit
from ...theme import TABLE, suit_palette
from .look import CardLook

__all__ = ["card_outline", "fill_shaded", "paint_paper", "suit_ink"]


def card_outline(rect: QRectF) -> QPainterPath:
    """The card's rounded rectangle filling ``rect``."""
    radius = rect.width() * 0.065
    path = QPainterPath()
    path.addRoundedRect(rect, radius, radius)
    return path


def paint_paper(painter: QPainter, rect: QRectF) -> None:
    """The blank card: paper shaded corner to corner, with a fine edge."""
    fill_shaded(painter, card_outline(rect), rect, TABLE.paper, TABLE.paper_shade)
    edge = QPen(TABLE.card_edge, max(1.0, rect.width() * 0.008))
    painter.setPen(edge)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    inset = edge.widthF() / 2
    painter.drawPath(card_outline(rect.adjusted(inset, inset, -inset, -inset)))


def fill_shaded(painter: QPainter, path: QPainterPath, rect: QRectF, light: QColor, dark: QColor) -> None:
    """Fill ``path``, unoutlined, shaded from ``light`` at ``rect``'s top left to ``dark`` at bottom right."""
    gradient = QLinearGradient(rect.topLeft(), rect.bottomRight())
    gradient.setColorAt(0.0, light)
    gradient.setColorAt(1.0, dark)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QBrush(gradient))
    painter.drawPath(path)


def suit_ink(suit: Suit, look: CardLook) -> QColor:
    """The colour ``suit`` is printed in, in two or four colours as ``look`` says."""
    return suit_palette(look.four_colour).colour(suit)
