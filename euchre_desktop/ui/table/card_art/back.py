"""The card backs, three of our own designs (``BACKS``): a gold lattice on deep red around a medallion of the
four suits; navy with fine stripes and a compass star; forest green with nested frames and a suit in each
corner."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen

from ....engine import Suit
from ...theme import TABLE
from .painting import fill_shaded, paint_paper
from .symbols import draw_suit, star_path

__all__ = ["BACKS", "paint_back"]

BACKS = ("lattice", "stripes", "frames")
"""Each card back's key, as kept in the settings: a crimson lattice, navy stripes, forest frames."""

_NAVY, _NAVY_DARK, _SILVER = QColor("#24407a"), QColor("#152750"), QColor("#d9e2f2")
_FOREST, _FOREST_DARK, _CREAM = QColor("#2f6b3f"), QColor("#1b4226"), QColor("#efe3bf")


def paint_back(painter: QPainter, rect: QRectF, design: str = "lattice") -> None:
    """Paint the card back in ``design`` (a key of ``BACKS``)."""
    if design not in BACKS:
        raise ValueError(f"no card back {design!r}: expected one of {', '.join(BACKS)}")
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    paint_paper(painter, rect)
    border = rect.width() * 0.06
    inner = rect.adjusted(border, border, -border, -border)
    radius = rect.width() * 0.04
    field = QPainterPath()
    field.addRoundedRect(inner, radius, radius)
    if design == "stripes":
        _paint_stripes(painter, rect, inner, field)
    elif design == "frames":
        _paint_frames(painter, rect, inner, field)
    else:
        _paint_lattice(painter, rect, inner, field)
    painter.restore()


def _paint_stripes(painter: QPainter, rect: QRectF, inner: QRectF, field: QPainterPath) -> None:
    """Navy, finely striped on the slant, a silver star in a ring."""
    fill_shaded(painter, field, inner, _NAVY, _NAVY_DARK)
    painter.setClipPath(field)
    stripe = QColor(_SILVER)
    stripe.setAlphaF(0.28)
    painter.setPen(QPen(stripe, max(0.5, rect.width() * 0.012)))
    step = inner.width() / 9
    offset = -inner.height()
    lines = QPainterPath()
    while offset < inner.width():
        lines.moveTo(inner.left() + offset, inner.bottom())
        lines.lineTo(inner.left() + offset + inner.height(), inner.top())
        offset += step
    painter.drawPath(lines)
    painter.setClipping(False)
    centre = inner.center()
    ring = inner.width() * 0.3
    painter.setPen(QPen(_SILVER, max(0.8, rect.width() * 0.014)))
    painter.setBrush(_NAVY_DARK)
    painter.drawEllipse(centre, ring, ring)
    star = star_path()
    painter.translate(centre)
    painter.scale(ring * 1.2, ring * 1.2)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(_SILVER)
    painter.drawPath(star)


def _paint_frames(painter: QPainter, rect: QRectF, inner: QRectF, field: QPainterPath) -> None:
    """Forest green, three nested cream frames, a suit in each corner and a club in the middle."""
    fill_shaded(painter, field, inner, _FOREST, _FOREST_DARK)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    for index, inset in enumerate((0.05, 0.11, 0.17)):
        step = rect.width() * inset
        frame = inner.adjusted(step, step, -step, -step)
        painter.setPen(QPen(_CREAM, max(0.5, rect.width() * (0.014 if index == 1 else 0.007))))
        painter.drawRoundedRect(frame, rect.width() * 0.03, rect.width() * 0.03)
    corner = rect.width() * 0.27
    size = rect.width() * 0.09
    spots = (inner.topLeft() + QPointF(corner, corner), inner.topRight() + QPointF(-corner, corner),
             inner.bottomRight() + QPointF(-corner, -corner), inner.bottomLeft() + QPointF(corner, -corner))
    for suit, spot in zip((Suit.SPADES, Suit.HEARTS, Suit.CLUBS, Suit.DIAMONDS), spots, strict=True):
        draw_suit(painter, suit, spot, size, _CREAM)
    draw_suit(painter, Suit.CLUBS, inner.center(), inner.width() * 0.34, _CREAM)


def _paint_lattice(painter: QPainter, rect: QRectF, inner: QRectF, field: QPainterPath) -> None:
    """A lattice in gold on deep red around a medallion of the four suits."""
    radius = rect.width() * 0.04
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
