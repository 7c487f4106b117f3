"""The card back: a gold lattice on deep red around a medallion of the four suits."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen

from ....engine import Suit
from ...theme import TABLE
from .painting import fill_shaded, paint_paper
from .symbols import draw_suit

__all__ = ["paint_back"]


def paint_back(painter: QPainter, rect: QRectF) -> None:
    """Paint the card back: a lattice in gold on deep red around a medallion of the four suits."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    paint_paper(painter, rect)
    border = rect.width() * 0.06
    inner = rect.adjusted(border, border, -border, -border)
    radius = rect.width() * 0.04
    field = QPainterPath()
    field.addRoundedRect(inner, radius, radius)
    fill_shaded(painter, field, inner, TABLE.back, TABLE.back_dark)

    painter.setClipPath(field)
    lattice = QColor(TABLE.back_line)
    lattice.setAlphaF(0.45)
    step = inner.width() / 6
    pen = QPen(lattice, max(0.6, rect.width() * 0.008))
    painter.setPen(pen)
    span = inner.width() + inner.height()
    lines = QPainterPath()
    offset = -inner.height()
    while offset < inner.width() + step:
        lines.moveTo(inner.left() + offset, inner.top())
        lines.lineTo(inner.left() + offset + inner.height(), inner.bottom())
        lines.moveTo(inner.left() + offset + inner.height(), inner.top())
        lines.lineTo(inner.left() + offset, inner.bottom())
        offset += step
    painter.drawPath(lines)
    dot = QColor(TABLE.back_line)
    dot.setAlphaF(0.7)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(dot)
    # Dots sit on the lattice crossings: the lines cross where their offsets differ by a whole number of
    # steps, i.e. at half-step positions along the top edge, every half step down.
    half = step / 2
    rows = int(span / half) + 2
    for row in range(rows):
        y = inner.top() + row * half
        shift = half if row % 2 else 0.0
        x = inner.left() + shift - step
        while x < inner.right() + step:
            painter.drawEllipse(QPointF(x, y), rect.width() * 0.012, rect.width() * 0.012)
            x += step
    painter.setClipping(False)

    painter.setPen(QPen(TABLE.back_line, max(0.8, rect.width() * 0.01)))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    frame_inset = rect.width() * 0.03
    painter.drawRoundedRect(
        inner.adjusted(frame_inset, frame_inset, -frame_inset, -frame_inset), radius, radius
    )

    centre = inner.center()
    rx, ry = inner.width() * 0.3, inner.width() * 0.36
    painter.setPen(QPen(TABLE.back_line, max(0.8, rect.width() * 0.012)))
    painter.setBrush(TABLE.back_dark)
    painter.drawEllipse(centre, rx, ry)
    painter.setPen(QPen(TABLE.back_line, max(0.5, rect.width() * 0.005)))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawEllipse(centre, rx * 0.86, ry * 0.88)
    suit_size = rx * 0.52
    for suit, angle in ((Suit.SPADES, 0), (Suit.HEARTS, 90), (Suit.CLUBS, 180), (Suit.DIAMONDS, 270)):
        painter.save()
        painter.translate(centre)
        painter.rotate(angle)
        draw_suit(painter, suit, QPointF(0.0, -ry * 0.45), suit_size, TABLE.back_line)
        painter.restore()
    painter.restore()
