"""The court cards' figures: an original design of a stylised bust in a frame, mirrored top and bottom.

Each rank has its own headgear, hair and emblem (king: crown, beard and sceptre; queen: tiara, long hair and
a rose; jack: feathered cap and a halberd); the robe takes the suit's ink and the trim the rank's colour.
"""

from __future__ import annotations

import math
from collections.abc import Callable

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QPolygonF

from ....engine import Rank, Suit
from ...theme import TABLE
from ..paths import curves, paint_pair
from .look import CardLook
from .painting import suit_ink
from .symbols import draw_suit

__all__ = ["Bust", "ovals", "paint_court", "paint_shape", "polygon", "robe_colour"]

Bust = Callable[[QPainter, Suit, Rank, CardLook, float], None]
"""Draws the top half of a court figure in a panel one unit wide, with lines ``line`` units wide."""


# Coordinates below are in a half panel one unit wide (x from 0 to 1, y from 0 at the frame top to about 0.96
# at the dividing line).

_RANK_TRIM = {Rank.KING: QColor("#e0a93a"), Rank.QUEEN: QColor("#5a7bc8"), Rank.JACK: QColor("#3a9a8a")}
_HAIR = {Rank.KING: QColor("#ece7da"), Rank.QUEEN: QColor("#b9772a"), Rank.JACK: QColor("#6b3f1f")}
_LINE = QColor("#2a2420")


def robe_colour(suit: Suit, look: CardLook) -> QColor:
    """The robe's colour: the suit's ink, or a deep blue where the ink is black."""
    ink = suit_ink(suit, look)
    return QColor("#33405c") if ink.lightnessF() < 0.15 else ink


def polygon(*points: tuple[float, float]) -> QPainterPath:
    """A closed path through ``points``."""
    path = QPainterPath()
    path.addPolygon(QPolygonF([QPointF(x, y) for x, y in points]))
    path.closeSubpath()
    return path


def ovals(*shapes: tuple[float, float, float, float]) -> QPainterPath:
    """A path of ellipses, each given as (centre x, centre y, radius across, radius down)."""
    path = QPainterPath()
    for x, y, across, down in shapes:
        path.addEllipse(QPointF(x, y), across, down)
    return path


def paint_shape(painter: QPainter, path: QPainterPath, fill: QColor | None, line_width: float) -> None:
    """Fill ``path`` (None: no fill) and outline it in the court's line colour, ``line_width`` wide."""
    painter.setBrush(fill if fill is not None else Qt.BrushStyle.NoBrush)
    pen = QPen(_LINE, line_width)
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    painter.setPen(pen)
    painter.drawPath(path)


def _bust(painter: QPainter, suit: Suit, rank: Rank, look: CardLook, line: float) -> None:
    robe = robe_colour(suit, look)
    trim = _RANK_TRIM[rank]
    hair = _HAIR[rank]
    gold, gold_dark = TABLE.gold, TABLE.gold_dark

    # Emblem behind the figure: sceptre, halberd or rose, on the figure's right (our left).
    if rank is Rank.KING:
        paint_shape(painter, polygon((0.13, 0.2), (0.17, 0.2), (0.2, 0.96), (0.16, 0.96)), gold, line)
        paint_shape(painter, ovals((0.15, 0.16, 0.06, 0.06)), gold, line)
        paint_shape(painter, polygon((0.14, 0.04), (0.16, 0.04), (0.16, 0.1), (0.14, 0.1)), gold, line)
        paint_shape(painter, polygon((0.115, 0.06), (0.185, 0.06), (0.185, 0.08), (0.115, 0.08)), gold, line)
    elif rank is Rank.JACK:
        paint_shape(painter, polygon((0.145, 0.1), (0.175, 0.1), (0.185, 0.96), (0.155, 0.96)),
                     QColor("#8a5a2b"), line)
        blade = curves(
            (0.16, 0.03), (0.19, 0.12), (0.3, 0.12, 0.31, 0.2), (0.25, 0.25, 0.17, 0.22), (0.13, 0.12),
            close=True
        )
        paint_shape(painter, blade, QColor("#c9ccd2"), line)
    else:
        stem = curves((0.2, 0.96), (0.18, 0.7, 0.12, 0.45, 0.16, 0.24))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(QColor("#3d7a3a"), line * 1.6))
        painter.drawPath(stem)
        for i in range(5):
            angle = i * 2 * math.pi / 5 - math.pi / 2
            petal = ovals((0.16 + 0.045 * math.cos(angle), 0.2 + 0.045 * math.sin(angle), 0.04, 0.04))
            paint_shape(painter, petal, suit_ink(Suit.HEARTS, look), line * 0.7)
        paint_shape(painter, ovals((0.16, 0.2, 0.025, 0.025)), gold, line * 0.5)

    # Long hair falls behind the shoulders, so it is drawn first.
    if rank is Rank.QUEEN:
        long_hair = curves(
            (0.5, 0.2), (0.27, 0.2, 0.27, 0.45, 0.3, 0.7), (0.7, 0.7), (0.73, 0.45, 0.73, 0.2, 0.5, 0.2)
        )
        paint_shape(painter, long_hair, hair, line)

    # Robe, with a V of trim and a collar.
    body = curves(
        (0.06, 0.96), (0.08, 0.78, 0.18, 0.66, 0.38, 0.63), (0.62, 0.63),
        (0.82, 0.66, 0.92, 0.78, 0.94, 0.96), close=True
    )
    paint_shape(painter, body, robe, line)
    paint_shape(painter, polygon((0.41, 0.63), (0.59, 0.63), (0.5, 0.93)), trim, line)
    for y in (0.74, 0.83):
        paint_shape(painter, ovals((0.5, y, 0.017, 0.017)), gold, line * 0.6)
    # Sleeve seams give the robe some shape.
    painter.setPen(QPen(_LINE, line * 0.8))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    seams = curves((0.24, 0.7), (0.27, 0.84, 0.25, 0.96))
    seams.moveTo(0.76, 0.7)
    seams.quadTo(0.73, 0.84, 0.75, 0.96)
    painter.drawPath(seams)
    if rank is Rank.KING:
        ermine = curves((0.2, 0.68), (0.32, 0.6, 0.68, 0.6, 0.8, 0.68), (0.66, 0.72, 0.34, 0.72, 0.2, 0.68))
        paint_shape(painter, ermine, QColor("#f7f4ec"), line)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(_LINE)
        for x in (0.3, 0.42, 0.58, 0.7):
            painter.drawEllipse(QPointF(x, 0.675), 0.01, 0.014)
    elif rank is Rank.QUEEN:
        lace = QPainterPath()
        lace.moveTo(0.3, 0.64)
        for i in range(8):
            x0 = 0.3 + i * 0.05
            lace.quadTo(x0 + 0.025, 0.71, x0 + 0.05, 0.64)
        lace.closeSubpath()
        paint_shape(painter, lace, QColor("#f7f4ec"), line * 0.8)
    else:
        collar = polygon((0.34, 0.62), (0.5, 0.7), (0.66, 0.62), (0.6, 0.6), (0.5, 0.65), (0.4, 0.6))
        paint_shape(painter, collar, QColor("#f7f4ec"), line * 0.8)

    # Neck and head.
    skin = TABLE.face_skin
    paint_shape(painter, polygon((0.45, 0.5), (0.55, 0.5), (0.56, 0.63), (0.44, 0.63)), skin, line)
    paint_shape(painter, ovals((0.5, 0.4, 0.135, 0.165)), skin, line)

    # Hair and beard framing the face.
    if rank is Rank.KING:
        beard = curves(
            (0.37, 0.4), (0.37, 0.55, 0.43, 0.63, 0.5, 0.67), (0.57, 0.63, 0.63, 0.55, 0.63, 0.4),
            (0.6, 0.47, 0.56, 0.5, 0.5, 0.5), (0.44, 0.5, 0.4, 0.47, 0.37, 0.4)
        )
        paint_shape(painter, beard, hair, line)
        moustache = curves(
            (0.5, 0.47), (0.46, 0.45, 0.43, 0.47, 0.41, 0.5), (0.45, 0.49, 0.48, 0.49, 0.5, 0.48),
            (0.52, 0.49, 0.55, 0.49, 0.59, 0.5), (0.57, 0.47, 0.54, 0.45, 0.5, 0.47)
        )
        paint_shape(painter, moustache, hair, line * 0.6)
        paint_shape(painter, ovals((0.37, 0.36, 0.035, 0.06), (0.63, 0.36, 0.035, 0.06)), hair, line * 0.7)
    elif rank is Rank.QUEEN:
        fringe = curves(
            (0.36, 0.38), (0.36, 0.22, 0.64, 0.22, 0.64, 0.38), (0.6, 0.3, 0.54, 0.28, 0.5, 0.3),
            (0.46, 0.28, 0.4, 0.3, 0.36, 0.38)
        )
        paint_shape(painter, fringe, hair, line)
    else:
        bob = curves(
            (0.35, 0.5), (0.33, 0.38, 0.35, 0.27, 0.5, 0.26), (0.65, 0.27, 0.67, 0.38, 0.65, 0.5),
            (0.62, 0.45, 0.62, 0.37, 0.58, 0.33), (0.52, 0.35, 0.46, 0.35, 0.42, 0.33),
            (0.38, 0.37, 0.38, 0.45, 0.35, 0.5)
        )
        paint_shape(painter, bob, hair, line)

    # Features: brows, eyes, nose, mouth.
    painter.setPen(QPen(_LINE, line * 0.9))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    features = curves((0.425, 0.355), (0.455, 0.34, 0.48, 0.355))
    features.moveTo(0.52, 0.355)
    features.quadTo(0.545, 0.34, 0.575, 0.355)
    features.moveTo(0.5, 0.385)
    features.quadTo(0.49, 0.42, 0.505, 0.435)
    painter.drawPath(features)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(_LINE)
    paint_pair(painter, (0.455, 0.545), 0.385, 0.014, 0.011)
    if rank is not Rank.KING:
        mouth = curves((0.465, 0.47), (0.5, 0.49, 0.535, 0.47), (0.5, 0.475, 0.465, 0.47))
        lips = QColor("#b8323f") if rank is Rank.QUEEN else QColor("#9a4a3f")
        paint_shape(painter, mouth, lips, line * 0.6)

    # Headgear.
    if rank is Rank.KING:
        crown = polygon((0.35, 0.26), (0.35, 0.1), (0.42, 0.17), (0.5, 0.06), (0.58, 0.17), (0.65, 0.1),
                      (0.65, 0.26))
        paint_shape(painter, crown, gold, line)
        paint_shape(painter, polygon((0.35, 0.22), (0.65, 0.22), (0.65, 0.27), (0.35, 0.27)), gold_dark, line)
        painter.setPen(QPen(_LINE, line * 0.6))
        for x, colour in ((0.42, trim), (0.5, robe), (0.58, trim)):
            painter.setBrush(colour)
            painter.drawEllipse(QPointF(x, 0.245), 0.017, 0.017)
        for x, y in ((0.35, 0.09), (0.5, 0.05), (0.65, 0.09)):
            painter.setBrush(gold)
            painter.drawEllipse(QPointF(x, y), 0.018, 0.018)
    elif rank is Rank.QUEEN:
        tiara = curves(
            (0.38, 0.27), (0.4, 0.18, 0.44, 0.2), (0.47, 0.12, 0.5, 0.13), (0.53, 0.12, 0.56, 0.2),
            (0.6, 0.18, 0.62, 0.27), (0.5, 0.23, 0.38, 0.27)
        )
        paint_shape(painter, tiara, gold, line)
        painter.setPen(QPen(_LINE, line * 0.6))
        painter.setBrush(trim)
        painter.drawEllipse(QPointF(0.5, 0.2), 0.022, 0.022)
    else:
        feather = curves(
            (0.6, 0.22), (0.7, 0.1, 0.82, 0.06, 0.9, 0.08), (0.83, 0.14, 0.74, 0.2, 0.62, 0.26), close=True
        )
        paint_shape(painter, feather, trim, line)
        cap = curves((0.33, 0.29), (0.32, 0.16, 0.68, 0.14, 0.69, 0.27), (0.6, 0.3, 0.42, 0.31, 0.33, 0.29))
        paint_shape(painter, cap, robe, line)
        band = curves((0.33, 0.29), (0.42, 0.31, 0.6, 0.3, 0.69, 0.27))
        painter.setPen(QPen(gold, line * 2.2))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(band)


def paint_court(painter: QPainter, rect: QRectF, suit: Suit, rank: Rank, look: CardLook,
                bust: Bust | None = None) -> None:
    """The framed figure of the ``rank`` of ``suit`` in the middle of a card filling ``rect``, mirrored top
    and bottom; ``bust`` draws the figure (None: the portrait bust)."""
    frame = QRectF(rect.left() + rect.width() * 0.22, rect.top() + rect.height() * 0.085,
                   rect.width() * 0.56, rect.height() * 0.83)
    line = max(0.6, rect.width() * 0.008)
    ink = suit_ink(suit, look)
    painter.save()
    painter.setPen(Qt.PenStyle.NoPen)
    tint = QColor(_RANK_TRIM[rank])
    tint.setAlphaF(0.12)
    painter.setBrush(TABLE.paper)
    painter.drawRect(frame)
    painter.setBrush(tint)
    painter.drawRect(frame)
    painter.setClipRect(frame)
    half = frame.height() / 2
    for turn in (0, 180):
        painter.save()
        painter.translate(frame.center())
        painter.rotate(turn)
        painter.translate(-frame.width() / 2, -half)
        painter.setClipRect(QRectF(0.0, 0.0, frame.width(), half))
        painter.scale(frame.width(), frame.width())
        (bust or _bust)(painter, suit, rank, look, line / frame.width())
        painter.restore()
        pip_centre = QPointF(frame.right() - frame.width() * 0.13, frame.top() + frame.width() * 0.14)
        painter.save()
        painter.translate(frame.center())
        painter.rotate(turn)
        painter.translate(-frame.center())
        draw_suit(painter, suit, pip_centre, frame.width() * 0.17, ink)
        painter.restore()
    painter.setClipping(False)
    painter.setPen(QPen(ink, line * 1.2))
    painter.drawLine(QPointF(frame.left(), frame.center().y()), QPointF(frame.right(), frame.center().y()))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(ink, line * 1.5))
    painter.drawRect(frame)
    painter.restore()
