"""Shapes for the hand-drawn figures (the court cards' busts and the portraits): outlines from tables of
points, and the pairs of eyes, ears and earrings either side of a face."""

from __future__ import annotations

from PySide6.QtCore import QPointF
from PySide6.QtGui import QPainter, QPainterPath

__all__ = ["curves", "paint_pair"]


def curves(start: tuple[float, float], *segments: tuple[float, ...], close: bool = False) -> QPainterPath:
    """A path from ``start`` through ``segments``, closed back to ``start`` when ``close``.

    A segment of two numbers is a straight line to (x, y); of four, a quadratic curve (its control point,
    then its end); of six, a cubic curve (its two control points, then its end).
    """
    path = QPainterPath()
    path.moveTo(*start)
    for segment in segments:
        if len(segment) == 6:
            c1x, c1y, c2x, c2y, x, y = segment
            path.cubicTo(c1x, c1y, c2x, c2y, x, y)
        elif len(segment) == 4:
            cx, cy, x, y = segment
            path.quadTo(cx, cy, x, y)
        elif len(segment) == 2:
            x, y = segment
            path.lineTo(x, y)
        else:
            raise ValueError(f"a segment has 2, 4 or 6 numbers, not {len(segment)}")
    if close:
        path.closeSubpath()
    return path


def paint_pair(painter: QPainter, xs: tuple[float, float], y: float, across: float, down: float) -> None:
    """Draw two like ellipses at height ``y``, centred on each of ``xs`` (a face's left and right), with the
    painter's pen and brush; ``across`` and ``down`` are their radii."""
    for x in xs:
        painter.drawEllipse(QPointF(x, y), across, down)
