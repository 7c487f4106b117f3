"""The symbols the cards are drawn with, as paths: the four suits, the bower's crown and the Benny's star.

Nothing comes from a font glyph: suits are ``QPainterPath`` outlines, so they stay sharp at any size and
never turn into boxes on a machine without symbol fonts.
"""

from __future__ import annotations

import functools
import math

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QPolygonF

from ....engine import Suit
from ..paths import curves

__all__ = ["crown_path", "draw_suit", "fill_unit_path", "star_path", "suit_path"]


# --- Suit symbols -----------------------------------------------------------------------------------------
# Each outline lives in a unit box centred on the origin (x and y from -0.5 to 0.5, y pointing down) and is
# symmetric about the vertical axis: the right half is the mirror image of the left, so the shapes are even.


def _heart() -> QPainterPath:
    path = curves(
        (0.0, 0.47), (-0.1, 0.33, -0.5, 0.1, -0.5, -0.17), (-0.5, -0.37, -0.37, -0.47, -0.24, -0.47),
        (-0.11, -0.47, -0.03, -0.39, 0.0, -0.28), (0.03, -0.39, 0.11, -0.47, 0.24, -0.47),
        (0.37, -0.47, 0.5, -0.37, 0.5, -0.17), (0.5, 0.1, 0.1, 0.33, 0.0, 0.47), close=True
    )
    return path


def _diamond() -> QPainterPath:
    path = curves(
        (0.0, -0.5), (0.16, -0.2, 0.39, 0.0), (0.16, 0.2, 0.0, 0.5), (-0.16, 0.2, -0.39, 0.0),
        (-0.16, -0.2, 0.0, -0.5), close=True
    )
    return path


def _stem(top: float) -> QPainterPath:
    """The flared foot shared by spades and clubs."""
    path = QPainterPath()
    path.moveTo(-0.035, top)
    path.cubicTo(-0.04, 0.3, -0.1, 0.42, -0.2, 0.5)
    path.lineTo(0.2, 0.5)
    path.cubicTo(0.1, 0.42, 0.04, 0.3, 0.035, top)
    path.closeSubpath()
    return path


def _spade() -> QPainterPath:
    body = curves(
        (0.0, -0.5), (0.12, -0.32, 0.5, -0.12, 0.5, 0.13), (0.5, 0.3, 0.38, 0.38, 0.26, 0.38),
        (0.14, 0.38, 0.05, 0.32, 0.0, 0.24), (-0.05, 0.32, -0.14, 0.38, -0.26, 0.38),
        (-0.38, 0.38, -0.5, 0.3, -0.5, 0.13), (-0.5, -0.12, -0.12, -0.32, 0.0, -0.5), close=True
    )
    return body.united(_stem(0.2)).simplified()


def _club() -> QPainterPath:
    radius = 0.215
    path = QPainterPath()
    for cx, cy in ((0.0, -0.265), (-0.27, 0.1), (0.27, 0.1)):
        leaf = QPainterPath()
        leaf.addEllipse(QPointF(cx, cy), radius, radius)
        path = path.united(leaf)
    # A small triangle fills the gap where the three leaves meet, as on printed clubs.
    heart_of_club = QPainterPath()
    heart_of_club.addPolygon(QPolygonF([QPointF(0.0, -0.12), QPointF(-0.16, 0.16), QPointF(0.16, 0.16)]))
    heart_of_club.closeSubpath()
    return path.united(heart_of_club).united(_stem(0.05)).simplified()


@functools.cache
def _suit_paths() -> tuple[QPainterPath, ...]:
    return (_club(), _diamond(), _heart(), _spade())


def suit_path(suit: Suit) -> QPainterPath:
    """The outline of ``suit`` in a unit box centred on the origin (a copy, safe to transform)."""
    return QPainterPath(_suit_paths()[suit])


def draw_suit(painter: QPainter, suit: Suit, centre: QPointF, size: float, colour: QColor,
              *, upside_down: bool = False) -> None:
    """Fill the suit symbol ``size`` pixels tall centred on ``centre``; ``upside_down`` turns it 180°."""
    painter.save()
    painter.translate(centre)
    if upside_down:
        painter.rotate(180.0)
    painter.scale(size, size)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(colour)
    painter.drawPath(_suit_paths()[suit])
    painter.restore()


@functools.cache
def _crown() -> QPainterPath:
    path = curves(
        (-0.5, 0.35), (-0.5, -0.25), (-0.25, 0.05), (0.0, -0.4), (0.25, 0.05), (0.5, -0.25), (0.5, 0.35),
        close=True
    )
    for x, y in ((-0.5, -0.3), (0.0, -0.45), (0.5, -0.3)):
        ball = QPainterPath()
        ball.addEllipse(QPointF(x, y), 0.1, 0.1)
        path = path.united(ball)
    return path.simplified()


def crown_path() -> QPainterPath:
    """A three-pointed crown in a unit box centred on the origin (the right-bower marker)."""
    return QPainterPath(_crown())


@functools.cache
def _star() -> QPainterPath:
    points = []
    for i in range(10):
        angle = -math.pi / 2 + i * math.pi / 5
        radius = 0.5 if i % 2 == 0 else 0.2
        points.append(QPointF(radius * math.cos(angle), radius * math.sin(angle) + 0.04))
    path = QPainterPath()
    path.addPolygon(QPolygonF(points))
    path.closeSubpath()
    return path


def star_path() -> QPainterPath:
    """A five-pointed star in a unit box centred on the origin (the Benny's emblem)."""
    return QPainterPath(_star())


def fill_unit_path(painter: QPainter, path: QPainterPath, centre: QPointF, size: float, colour: QColor,
                   outline: QColor | None = None, outline_width: float = 0.0) -> None:
    """Fill a unit-box ``path`` scaled to ``size`` pixels round ``centre``, outlined if asked."""
    painter.save()
    painter.translate(centre)
    painter.scale(size, size)
    if outline is None:
        painter.setPen(Qt.PenStyle.NoPen)
    else:
        pen = QPen(outline, outline_width / size)
        pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        painter.setPen(pen)
    painter.setBrush(colour)
    painter.drawPath(path)
    painter.restore()
