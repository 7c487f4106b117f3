"""The plain court faces: flat figures in the few strong colours of a standard pack, our own drawing.

Shown instead of the portrait courts when the player picks Classic.  As in a standard pack, three courts
are drawn in profile and show one eye: the jack of hearts, the jack of spades and the king of diamonds
(``ONE_EYED``); the others look straight out.  Every figure has a robe quartered in the suit's ink and
blue, a yellow band, and its rank's emblem: the king a sword, the queen a flower, the jack a leaf.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen

from ....engine import Card, Rank, Suit
from ...theme import TABLE
from ..paths import curves
from .court import ovals, paint_court, paint_shape, polygon
from .look import CardLook
from .painting import suit_ink

__all__ = ["ONE_EYED", "eyes_shown", "paint_plain_court"]

ONE_EYED: dict[Card, int] = {Card.of(Rank.JACK, Suit.HEARTS): -1, Card.of(Rank.JACK, Suit.SPADES): 1,
                             Card.of(Rank.KING, Suit.DIAMONDS): -1}
"""The one-eyed courts of a standard pack, drawn in profile, and which way each looks (-1: to our left)."""

_YELLOW = QColor("#e8b72e")
_BLUE = QColor("#2d4f9c")
_RED = QColor("#b8322a")
_WHITE = QColor("#f7f4ec")
_INK = QColor("#231f1c")


def eyes_shown(card: Card) -> int:
    """How many eyes the plain face of the court ``card`` shows: one in profile, else two."""
    return 1 if card in ONE_EYED else 2


def paint_plain_court(painter: QPainter, rect: QRectF, suit: Suit, rank: Rank, look: CardLook) -> None:
    """The plain framed figure of the ``rank`` of ``suit`` in the middle of a card filling ``rect``."""
    paint_court(painter, rect, suit, rank, look, bust=_plain_bust)


def _plain_bust(painter: QPainter, suit: Suit, rank: Rank, look: CardLook, line: float) -> None:
    ink = suit_ink(suit, look)
    robe = _RED if ink.lightnessF() < 0.15 else ink
    # The other quarter is blue, or red where the suit's own ink is blue (four colours' diamonds).
    other = _RED if abs(robe.hueF() - _BLUE.hueF()) < 0.1 else _BLUE
    _emblem(painter, rank, robe, line)
    facing = ONE_EYED.get(Card.of(rank, suit), 0)
    if facing > 0:
        # A figure looking to our right is the one looking left, seen in a mirror (the emblem stays put, clear
        # of the suit in the frame's corner).
        painter.translate(1.0, 0.0)
        painter.scale(-1.0, 1.0)
    if rank is Rank.QUEEN:
        paint_shape(painter, polygon((0.34, 0.3), (0.66, 0.3), (0.72, 0.68), (0.28, 0.68)), _YELLOW, line)
    elif rank is Rank.JACK:
        paint_shape(painter, polygon((0.36, 0.28), (0.64, 0.28), (0.66, 0.54), (0.34, 0.54)), _YELLOW, line)
    body = curves(
        (0.06, 0.96), (0.08, 0.76, 0.2, 0.64, 0.38, 0.62), (0.62, 0.62), (0.8, 0.64, 0.92, 0.76, 0.94, 0.96),
        close=True
    )
    paint_shape(painter, body, other, line)
    painter.save()
    painter.setClipRect(QRectF(0.0, 0.0, 0.5, 1.0))
    paint_shape(painter, body, robe, line)
    painter.restore()
    paint_shape(painter, _box(0.45, 0.62, 0.55, 0.96), _YELLOW, line)
    for y in (0.7, 0.78, 0.86):
        paint_shape(painter, ovals((0.5, y, 0.018, 0.018)), robe, line * 0.6)
    paint_shape(painter, polygon((0.3, 0.64), (0.7, 0.64), (0.66, 0.69), (0.34, 0.69)), _WHITE, line)
    neck = polygon((0.45, 0.52), (0.55, 0.52), (0.56, 0.63), (0.44, 0.63))
    paint_shape(painter, neck, TABLE.face_skin, line)
    if facing:
        _profile_head(painter, rank, line)
    else:
        _front_head(painter, rank, line)
    _headgear(painter, rank, robe, line)


def _box(left: float, top: float, right: float, bottom: float) -> QPainterPath:
    """A rectangle from its edges."""
    return polygon((left, top), (right, top), (right, bottom), (left, bottom))


def _emblem(painter: QPainter, rank: Rank, robe: QColor, line: float) -> None:
    """The sword, flower or leaf the figure holds up on our left."""
    if rank is Rank.KING:
        paint_shape(painter, _box(0.15, 0.08, 0.19, 0.78), _WHITE, line)
        paint_shape(painter, _box(0.1, 0.78, 0.24, 0.81), _YELLOW, line)
        paint_shape(painter, _box(0.155, 0.81, 0.185, 0.96), _YELLOW, line)
    elif rank is Rank.QUEEN:
        painter.setPen(QPen(_INK, line * 1.4))
        painter.drawLine(QPointF(0.2, 0.96), QPointF(0.17, 0.26))
        for dx, dy in ((-0.05, 0.0), (0.05, 0.0), (0.0, -0.05), (0.0, 0.05)):
            paint_shape(painter, ovals((0.17 + dx, 0.2 + dy, 0.04, 0.04)), robe, line * 0.7)
        paint_shape(painter, ovals((0.17, 0.2, 0.03, 0.03)), _YELLOW, line * 0.7)
    else:
        painter.setPen(QPen(_INK, line * 1.4))
        painter.drawLine(QPointF(0.2, 0.96), QPointF(0.17, 0.3))
        leaf = curves((0.17, 0.32), (0.06, 0.24, 0.1, 0.1, 0.17, 0.04), (0.24, 0.1, 0.28, 0.24, 0.17, 0.32))
        paint_shape(painter, leaf, QColor("#4c8a3c"), line)


Point = tuple[float, float]
"""A point in the half panel."""


def _beard(painter: QPainter, line: float, *points: Point) -> None:
    """The king's white beard: a closed path of two curves through ``points`` (start, then 3 and 3)."""
    beard = QPainterPath()
    beard.moveTo(*points[0])
    beard.cubicTo(*(QPointF(*point) for point in points[1:4]))
    beard.cubicTo(*(QPointF(*point) for point in points[4:7]))
    beard.closeSubpath()
    paint_shape(painter, beard, _WHITE, line)


def _features(painter: QPainter, eyes: tuple[Point, ...], strokes: tuple[tuple[Point, Point], ...],
              line: float) -> None:
    """Ink dots for the ``eyes`` and ink ``strokes`` (from, to) for brows, nose and mouth."""
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(_INK)
    for x, y in eyes:
        painter.drawEllipse(QPointF(x, y), 0.016, 0.013)
    path = QPainterPath()
    for start, end in strokes:
        path.moveTo(*start)
        path.lineTo(*end)
    painter.setPen(QPen(_INK, line))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawPath(path)


def _front_head(painter: QPainter, rank: Rank, line: float) -> None:
    """A face looking straight out: two eyes."""
    if rank is Rank.KING:
        _beard(painter, line, (0.37, 0.42), (0.38, 0.58), (0.44, 0.64), (0.5, 0.66), (0.56, 0.64),
               (0.62, 0.58), (0.63, 0.42))
    paint_shape(painter, ovals((0.5, 0.41, 0.125, 0.15)), TABLE.face_skin, line)
    _features(painter, ((0.45, 0.39), (0.55, 0.39)),
              (((0.42, 0.36), (0.48, 0.36)), ((0.52, 0.36), (0.58, 0.36)), ((0.5, 0.39), (0.49, 0.44)),
               ((0.49, 0.44), (0.51, 0.445)), ((0.47, 0.48), (0.53, 0.48))), line)


def _profile_head(painter: QPainter, rank: Rank, line: float) -> None:
    """A face in profile looking to our left: one eye, the nose in the outline, an ear behind."""
    if rank is Rank.KING:
        _beard(painter, line, (0.4, 0.46), (0.38, 0.56), (0.42, 0.64), (0.5, 0.64), (0.58, 0.62),
               (0.6, 0.54), (0.6, 0.46))
    head = curves(
        (0.62, 0.27), (0.52, 0.23, 0.42, 0.26, 0.4, 0.32), (0.395, 0.37), (0.35, 0.425), (0.39, 0.44),
        (0.38, 0.465), (0.39, 0.48), (0.39, 0.52, 0.42, 0.54, 0.48, 0.545),
        (0.56, 0.55, 0.6, 0.5, 0.62, 0.46), (0.66, 0.4, 0.66, 0.3, 0.62, 0.27), close=True
    )
    paint_shape(painter, head, TABLE.face_skin, line)
    paint_shape(painter, ovals((0.565, 0.41, 0.025, 0.04)), TABLE.face_skin, line * 0.8)
    _features(painter, ((0.43, 0.385),), (((0.41, 0.36), (0.46, 0.355)), ((0.385, 0.455), (0.42, 0.455))),
              line)


def _headgear(painter: QPainter, rank: Rank, robe: QColor, line: float) -> None:
    """The king's crown, the queen's coronet over her hair, the jack's cap."""
    if rank is Rank.KING:
        crown = polygon((0.37, 0.29), (0.36, 0.12), (0.43, 0.19), (0.5, 0.09), (0.57, 0.19), (0.64, 0.12),
                        (0.63, 0.29))
        paint_shape(painter, crown, _YELLOW, line)
        paint_shape(painter, _box(0.37, 0.25, 0.63, 0.29), robe, line)
    elif rank is Rank.QUEEN:
        paint_shape(painter, polygon((0.38, 0.28), (0.4, 0.17), (0.45, 0.22), (0.5, 0.15), (0.55, 0.22),
                                     (0.6, 0.17), (0.62, 0.28)), _YELLOW, line)
        paint_shape(painter, ovals((0.5, 0.24, 0.02, 0.02)), robe, line * 0.6)
    else:
        cap = curves((0.35, 0.3), (0.34, 0.14, 0.66, 0.12, 0.67, 0.28), close=True)
        paint_shape(painter, cap, robe, line)
        paint_shape(painter, polygon((0.34, 0.27), (0.68, 0.25), (0.68, 0.3), (0.34, 0.32)), _YELLOW, line)
