"""Outlines from tables of points, for the hand-drawn figures: the court cards' busts and the portraits."""

from __future__ import annotations

from PySide6.QtGui import QPainterPath

__all__ = ["curves"]


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
