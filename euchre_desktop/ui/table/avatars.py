"""Portraits for the seat plates: a few original faces drawn with paths, and a plain "Classic" face.

Each portrait is described by an ``AvatarStyle`` (skin, hair, face shape, beard, glasses...) and painted
into a circle by ``paint_avatar``.  ``PORTRAITS`` holds the table's regular company.  ``plain=True`` paints
the Classic face instead: a plain line drawing in one ink on a pale disc, which keeps just enough of the
portrait (the cut of the hair, a beard, glasses, the background's colour) to tell the seats apart; ``None``
paints a plain friendly outline for a player with no portrait at all.
"""

from __future__ import annotations

import dataclasses
import enum

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen

from .paths import curves, paint_pair

__all__ = ["PORTRAITS", "AvatarStyle", "Beard", "FaceShape", "HairStyle", "paint_avatar"]


class HairStyle(enum.Enum):
    """The cut of a portrait's hair."""

    SHORT = "short"
    """Cropped close, parted at the side."""
    LONG = "long"
    """Falling past the shoulders."""
    BUN = "bun"
    """Gathered in a bun on top."""
    CURLY = "curly"
    """A crown of curls."""
    BALD = "bald"
    """A fringe round the sides only."""
    SWEPT = "swept"
    """Brushed up and back with a quiff."""


class FaceShape(enum.Enum):
    """The outline of a portrait's face."""

    ROUND = "round"
    """Nearly circular."""
    OVAL = "oval"
    """Taller than wide."""
    SQUARE = "square"
    """A broad jaw."""


class Beard(enum.Enum):
    """Facial hair."""

    NONE = "none"
    """Clean-shaven."""
    FULL = "full"
    """A full, trimmed beard."""
    MOUSTACHE = "moustache"
    """A moustache only."""


@dataclasses.dataclass(frozen=True, slots=True)
class AvatarStyle:
    """Everything that makes one portrait different from another."""

    skin: QColor
    hair: QColor
    hair_style: HairStyle
    face: FaceShape
    shirt: QColor
    background: QColor
    beard: Beard = Beard.NONE
    glasses: bool = False
    earrings: bool = False


PORTRAITS: dict[str, AvatarStyle] = {
    "you": AvatarStyle(QColor("#f0c9a4"), QColor("#5b3a22"), HairStyle.SHORT, FaceShape.OVAL,
                       QColor("#2f6fb2"), QColor("#cfe3f3")),
    "gloria": AvatarStyle(QColor("#e9b98f"), QColor("#2d1d14"), HairStyle.LONG, FaceShape.OVAL,
                          QColor("#c2405a"), QColor("#f6d7c9"), earrings=True),
    "hank": AvatarStyle(QColor("#f3cfb0"), QColor("#9a9287"), HairStyle.BALD, FaceShape.SQUARE,
                        QColor("#5d7a3a"), QColor("#e4e8c8"), beard=Beard.FULL),
    "luis": AvatarStyle(QColor("#c98e61"), QColor("#1f1a17"), HairStyle.CURLY, FaceShape.ROUND,
                        QColor("#d08a2c"), QColor("#f5e2b8"), beard=Beard.MOUSTACHE),
    "mabel": AvatarStyle(QColor("#f5d6bd"), QColor("#b8b3ad"), HairStyle.BUN, FaceShape.ROUND,
                         QColor("#7a4f9a"), QColor("#e6d8f0"), glasses=True),
    "otto": AvatarStyle(QColor("#8d5a3b"), QColor("#1b1512"), HairStyle.SWEPT, FaceShape.SQUARE,
                        QColor("#35505f"), QColor("#cfe0e4"), glasses=True),
}
"""The table's regular company, by key."""

_LINE = QColor("#2b211c")


def paint_avatar(painter: QPainter, rect: QRectF, style: AvatarStyle | None, *, plain: bool = False) -> None:
    """Paint a round portrait filling ``rect`` (square); ``plain``: its Classic face (``None``: a smiley)."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    side = min(rect.width(), rect.height())
    painter.translate(rect.center().x() - side / 2, rect.center().y() - side / 2)
    painter.scale(side, side)
    circle = QPainterPath()
    circle.addEllipse(QPointF(0.5, 0.5), 0.5, 0.5)
    line = max(0.012, 1.0 / side)
    if style is None:
        _paint_classic(painter, circle, line)
    elif plain:
        painter.setClipPath(circle)
        _paint_plain(painter, style, line)
        painter.setClipping(False)
    else:
        painter.setClipPath(circle)
        _paint_portrait(painter, style, line)
        painter.setClipping(False)
    painter.setPen(QPen(QColor(255, 255, 255, 200), line * 2.2))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawPath(circle)
    painter.restore()


def _pen(width: float, colour: QColor = _LINE) -> QPen:
    pen = QPen(colour, width)
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    return pen


def _paint_classic(painter: QPainter, circle: QPainterPath, line: float) -> None:
    """A plain face: a pale disc with dot eyes and a small smile."""
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor("#f2e9d0"))
    painter.drawPath(circle)
    painter.setBrush(QColor("#3a3a3a"))
    paint_pair(painter, (0.37, 0.63), 0.44, 0.045, 0.05)
    smile = curves((0.34, 0.62), (0.5, 0.75, 0.66, 0.62))
    painter.setPen(_pen(line * 3.2, QColor("#3a3a3a")))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawPath(smile)


_PLAIN_INK = QColor("#34302b")


def _paint_plain(painter: QPainter, style: AvatarStyle, line: float) -> None:
    """The Classic face of ``style``: one ink on a pale disc of the portrait's colour, with its marks."""
    paper = QColor(style.background).lighter(108)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(paper)
    painter.drawRect(QRectF(0.0, 0.0, 1.0, 1.0))
    ink = _pen(line * 2.4, _PLAIN_INK)
    painter.setPen(ink)
    painter.setBrush(QColor("#fbf7ec"))
    shoulders = curves(
        (0.14, 1.02), (0.18, 0.82, 0.34, 0.77, 0.5, 0.77), (0.66, 0.77, 0.82, 0.82, 0.86, 1.02)
    )
    painter.drawPath(shoulders)
    painter.drawPath(_face_path(style.face))
    painter.setBrush(_PLAIN_INK)
    hair = QPainterPath()
    kind = style.hair_style
    # Each cut of hair is one flat ink shape or a few strokes: enough to know the player at a glance.
    if kind is HairStyle.LONG:
        hair = curves(
            (0.3, 0.72), (0.22, 0.4, 0.3, 0.2, 0.5, 0.21), (0.7, 0.2, 0.78, 0.4, 0.7, 0.72),
            (0.7, 0.5, 0.66, 0.34, 0.5, 0.3), (0.34, 0.34, 0.3, 0.5, 0.3, 0.72)
        )
    elif kind is HairStyle.BUN:
        hair.addEllipse(QPointF(0.5, 0.17), 0.08, 0.07)
        hair.moveTo(0.32, 0.38)
        hair.cubicTo(0.34, 0.24, 0.66, 0.24, 0.68, 0.38)
        hair.cubicTo(0.6, 0.3, 0.4, 0.3, 0.32, 0.38)
    elif kind is HairStyle.CURLY:
        for x, y in ((0.33, 0.32), (0.41, 0.26), (0.5, 0.24), (0.59, 0.26), (0.67, 0.32)):
            hair.addEllipse(QPointF(x, y), 0.055, 0.055)
    elif kind is HairStyle.BALD:
        hair.addEllipse(QPointF(0.315, 0.42), 0.03, 0.07)
        hair.addEllipse(QPointF(0.685, 0.42), 0.03, 0.07)
    elif kind is HairStyle.SWEPT:
        hair = curves(
            (0.32, 0.4), (0.28, 0.2, 0.5, 0.1, 0.66, 0.2), (0.7, 0.26, 0.69, 0.33, 0.68, 0.4),
            (0.6, 0.28, 0.44, 0.3, 0.32, 0.4)
        )
    else:
        hair = curves(
            (0.32, 0.42), (0.3, 0.22, 0.62, 0.18, 0.68, 0.3), (0.68, 0.4), (0.6, 0.3, 0.44, 0.34, 0.32, 0.42)
        )
    painter.setPen(Qt.PenStyle.NoPen)
    painter.drawPath(hair)
    paint_pair(painter, (0.43, 0.57), 0.45, 0.022, 0.026)
    painter.setPen(ink)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    features = curves((0.44, 0.6), (0.5, 0.645, 0.56, 0.6))
    if style.beard is Beard.FULL:
        features.moveTo(0.32, 0.5)
        features.cubicTo(0.34, 0.7, 0.44, 0.74, 0.5, 0.74)
        features.cubicTo(0.56, 0.74, 0.66, 0.7, 0.68, 0.5)
    if style.beard is not Beard.NONE:
        features.moveTo(0.42, 0.57)
        features.quadTo(0.5, 0.53, 0.58, 0.57)
    painter.drawPath(features)
    if style.glasses:
        paint_pair(painter, (0.43, 0.57), 0.45, 0.06, 0.05)
    if style.earrings:
        painter.setBrush(_PLAIN_INK)
        paint_pair(painter, (0.31, 0.69), 0.56, 0.015, 0.015)


def _face_path(shape: FaceShape) -> QPainterPath:
    path = QPainterPath()
    if shape is FaceShape.ROUND:
        path.addEllipse(QPointF(0.5, 0.47), 0.2, 0.21)
    elif shape is FaceShape.OVAL:
        path.addEllipse(QPointF(0.5, 0.46), 0.18, 0.23)
    else:
        path = curves(
            (0.31, 0.36), (0.31, 0.2, 0.69, 0.2, 0.69, 0.36), (0.68, 0.55), (0.66, 0.67, 0.58, 0.7, 0.5, 0.7),
            (0.42, 0.7, 0.34, 0.67, 0.32, 0.55), close=True
        )
    return path


def _paint_portrait(painter: QPainter, style: AvatarStyle, line: float) -> None:
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(style.background)
    painter.drawRect(QRectF(0.0, 0.0, 1.0, 1.0))

    if style.hair_style is HairStyle.LONG:
        back_hair = curves(
            (0.5, 0.2), (0.2, 0.2, 0.24, 0.55, 0.2, 0.86), (0.8, 0.86), (0.76, 0.55, 0.8, 0.2, 0.5, 0.2)
        )
        painter.setBrush(style.hair)
        painter.setPen(_pen(line))
        painter.drawPath(back_hair)
    if style.hair_style is HairStyle.BUN:
        painter.setBrush(style.hair)
        painter.setPen(_pen(line))
        painter.drawEllipse(QPointF(0.5, 0.17), 0.1, 0.09)

    # Shoulders and neck.
    shoulders = curves(
        (0.08, 1.05), (0.1, 0.8, 0.3, 0.74, 0.5, 0.74), (0.7, 0.74, 0.9, 0.8, 0.92, 1.05), close=True
    )
    painter.setPen(_pen(line))
    painter.setBrush(style.skin)
    painter.drawRect(QRectF(0.43, 0.6, 0.14, 0.18))
    painter.setBrush(style.shirt)
    painter.drawPath(shoulders)
    collar = curves((0.41, 0.75), (0.5, 0.86), (0.59, 0.75))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawPath(collar)

    # Ears, then the face over them.
    painter.setBrush(style.skin)
    paint_pair(painter, (0.3, 0.7), 0.48, 0.04, 0.06)
    face = _face_path(style.face)
    painter.drawPath(face)
    if style.earrings:
        painter.setBrush(QColor("#e8c14a"))
        paint_pair(painter, (0.3, 0.7), 0.56, 0.022, 0.022)

    _paint_front_hair(painter, style, line)

    # Features.
    painter.setPen(_pen(line * 1.6))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    brows = curves((0.38, 0.39), (0.42, 0.37, 0.46, 0.39))
    brows.moveTo(0.54, 0.39)
    brows.quadTo(0.58, 0.37, 0.62, 0.39)
    painter.drawPath(brows)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(_LINE)
    paint_pair(painter, (0.42, 0.58), 0.44, 0.022, 0.026)
    painter.setPen(_pen(line * 1.3))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    nose = curves((0.5, 0.46), (0.48, 0.52, 0.51, 0.535))
    painter.drawPath(nose)
    if style.beard is Beard.FULL:
        beard = curves(
            (0.31, 0.47), (0.31, 0.66, 0.4, 0.76, 0.5, 0.76), (0.6, 0.76, 0.69, 0.66, 0.69, 0.47),
            (0.64, 0.55, 0.58, 0.57, 0.5, 0.57), (0.42, 0.57, 0.36, 0.55, 0.31, 0.47)
        )
        painter.setPen(_pen(line))
        painter.setBrush(style.hair)
        painter.drawPath(beard)
    if style.beard is not Beard.NONE:
        moustache = curves(
            (0.5, 0.565), (0.45, 0.545, 0.41, 0.56, 0.39, 0.6), (0.44, 0.585, 0.47, 0.585, 0.5, 0.58),
            (0.53, 0.585, 0.56, 0.585, 0.61, 0.6), (0.59, 0.56, 0.55, 0.545, 0.5, 0.565)
        )
        painter.setPen(_pen(line * 0.8))
        painter.setBrush(style.hair)
        painter.drawPath(moustache)
    smile = curves((0.44, 0.615), (0.5, 0.655, 0.56, 0.615))
    painter.setPen(_pen(line * 1.5, QColor("#8a3b35")))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawPath(smile)
    if style.glasses:
        painter.setPen(_pen(line * 1.4))
        paint_pair(painter, (0.42, 0.58), 0.445, 0.065, 0.055)
        painter.drawLine(QPointF(0.485, 0.44), QPointF(0.515, 0.44))


def _paint_front_hair(painter: QPainter, style: AvatarStyle, line: float) -> None:
    painter.setPen(_pen(line))
    painter.setBrush(style.hair)
    hair = QPainterPath()
    kind = style.hair_style
    if kind is HairStyle.SHORT:
        hair = curves(
            (0.3, 0.44), (0.27, 0.2, 0.5, 0.16, 0.64, 0.22), (0.72, 0.26, 0.72, 0.36, 0.7, 0.44),
            (0.66, 0.36, 0.6, 0.31, 0.52, 0.3), (0.45, 0.33, 0.38, 0.33, 0.33, 0.32),
            (0.32, 0.37, 0.31, 0.4, 0.3, 0.44)
        )
    elif kind is HairStyle.LONG:
        hair = curves(
            (0.3, 0.55), (0.26, 0.3, 0.36, 0.2, 0.5, 0.2), (0.64, 0.2, 0.74, 0.3, 0.7, 0.55),
            (0.66, 0.42, 0.6, 0.33, 0.48, 0.3), (0.42, 0.34, 0.36, 0.42, 0.3, 0.55)
        )
    elif kind is HairStyle.BUN:
        hair = curves(
            (0.3, 0.45), (0.28, 0.24, 0.4, 0.22, 0.5, 0.22), (0.6, 0.22, 0.72, 0.24, 0.7, 0.45),
            (0.64, 0.34, 0.56, 0.3, 0.5, 0.3), (0.44, 0.3, 0.36, 0.34, 0.3, 0.45)
        )
    elif kind is HairStyle.CURLY:
        for x, y in ((0.3, 0.4), (0.34, 0.3), (0.42, 0.24), (0.5, 0.22), (0.58, 0.24), (0.66, 0.3),
                     (0.7, 0.4)):
            curl = QPainterPath()
            curl.addEllipse(QPointF(x, y), 0.075, 0.075)
            hair = hair.united(curl)
    elif kind is HairStyle.BALD:
        hair.addEllipse(QPointF(0.31, 0.4), 0.035, 0.08)
        hair.addEllipse(QPointF(0.69, 0.4), 0.035, 0.08)
    else:
        hair = curves(
            (0.3, 0.44), (0.26, 0.22, 0.38, 0.12, 0.58, 0.14), (0.68, 0.16, 0.74, 0.26, 0.7, 0.44),
            (0.68, 0.34, 0.64, 0.3, 0.56, 0.29), (0.48, 0.3, 0.4, 0.26, 0.36, 0.3),
            (0.33, 0.34, 0.31, 0.4, 0.3, 0.44)
        )
    hair.closeSubpath()
    painter.drawPath(hair)
