"""The Benny (the joker some tables add as the highest trump): a gold star in a sunburst, named below."""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QPainter, QPainterPath, QPen

from ... import theme
from ...theme import TABLE
from .symbols import fill_unit_path, star_path

__all__ = ["paint_benny"]


def paint_benny(painter: QPainter, rect: QRectF) -> None:
    """The Benny's face (without its corners) on a card filling ``rect``."""
    centre = rect.center()
    size = rect.width() * 0.6
    painter.save()
    rays = QPainterPath()
    for i in range(16):
        angle = i * math.pi / 8
        inner = QPointF(centre.x() + size * 0.3 * math.cos(angle), centre.y() + size * 0.3 * math.sin(angle))
        outer = QPointF(
            centre.x() + size * 0.75 * math.cos(angle), centre.y() + size * 0.75 * math.sin(angle)
        )
        rays.moveTo(inner)
        rays.lineTo(outer)
    painter.setPen(QPen(TABLE.gold, max(1.0, rect.width() * 0.012), Qt.PenStyle.SolidLine,
                        Qt.PenCapStyle.RoundCap))
    painter.drawPath(rays)
    painter.restore()
    fill_unit_path(
        painter, star_path(), centre, size, TABLE.back, TABLE.gold_dark, max(1.0, rect.width() * 0.01)
    )
    fill_unit_path(painter, star_path(), centre, size * 0.45, TABLE.gold)
    font = theme.label_font(rect.height() * 0.075, bold=True)
    painter.save()
    painter.setFont(font)
    painter.setPen(TABLE.back)
    text_rect = QRectF(rect.left(), centre.y() + size * 0.55, rect.width(), rect.height() * 0.12)
    painter.drawText(text_rect, Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop, "BENNY")
    painter.restore()
