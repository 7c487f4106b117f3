"""Shared painting for the cover screens: colours, fonts, text, panels, small line icons and app chrome.

Every screen is painted, not built from widgets, so it looks the same on every platform and style, scales
to any window size, and costs nothing while hidden. The icons are simple strokes in the manner of common
line-icon sets, drawn here so that no icon font or image file is needed.
"""

from __future__ import annotations

import dataclasses
import datetime
import math
from collections.abc import Sequence
from typing import Final

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QFontDatabase, QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QApplication

from ....engine.translatable import N_
from ....language import translated

INK: Final = QColor("#1f2933")
"""Body text on a light screen."""
MUTED: Final = QColor("#67768a")
"""Secondary text: dates, captions, column headers."""
FAINT: Final = QColor("#9aa5b1")
"""Placeholder text and inactive icons."""
LINE: Final = QColor("#e3e7ec")
"""Hairlines and panel borders."""
BACKDROP: Final = QColor("#f4f6f8")
"""The grey behind white panels."""
PANEL: Final = QColor("#ffffff")
"""Panels, tables and pages."""
GOOD: Final = QColor("#1f8a4c")
"""A rise that is welcome."""
BAD: Final = QColor("#c0392b")
"""A fall, an overrun, a warning."""

MONTHS: Final = (N_("Jan"), N_("Feb"), N_("Mar"), N_("Apr"), N_("May"), N_("Jun"), N_("Jul"), N_("Aug"),
                  N_("Sep"), N_("Oct"), N_("Nov"), N_("Dec"))
"""Month abbreviations, in the game's catalogue rather than the system's locale, so the screens read the same
on every system (shown through ``language.translated``)."""
WEEKDAYS: Final = (N_("Mon"), N_("Tue"), N_("Wed"), N_("Thu"), N_("Fri"), N_("Sat"), N_("Sun"))
"""Weekday abbreviations, Monday first (as ``date.weekday()`` counts), shown through
``language.translated``."""


def ui_font(pixels: float, *, bold: bool = False, weight: QFont.Weight | None = None) -> QFont:
    """The application's own UI font at a pixel size (pixels, so the layout does not depend on the DPI)."""
    font = QFont(QApplication.font())
    font.setPixelSize(max(1, round(pixels)))
    if weight is not None:
        font.setWeight(weight)
    elif bold:
        font.setWeight(QFont.Weight.DemiBold)
    return font


def mono_font(pixels: float) -> QFont:
    """The system's fixed-width font at a pixel size."""
    font = QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont)
    font.setPixelSize(max(1, round(pixels)))
    return font


def serif_font(pixels: float, *, bold: bool = False) -> QFont:
    """A serif font for document text (the platform's choice of serif)."""
    font = QFont()
    font.setStyleHint(QFont.StyleHint.Serif)
    font.setFamilies(["Georgia", "Cambria", "Times New Roman", "DejaVu Serif", "Liberation Serif", "serif"])
    font.setPixelSize(max(1, round(pixels)))
    if bold:
        font.setWeight(QFont.Weight.Bold)
    return font


def text(
    painter: QPainter,
    rect: QRectF,
    value: str,
    *,
    color: QColor = INK,
    font: QFont | None = None,
    align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
) -> None:
    """Draw one line of text in ``rect``, cut short with an ellipsis if it does not fit."""
    if font is not None:
        painter.setFont(font)
    metrics = QFontMetricsF(painter.font())
    shown = metrics.elidedText(value, Qt.TextElideMode.ElideRight, max(0.0, rect.width()))
    painter.setPen(color)
    painter.drawText(rect, int(align), shown)


def paragraph(
    painter: QPainter,
    rect: QRectF,
    value: str,
    *,
    color: QColor = INK,
    font: QFont | None = None,
    justify: bool = False,
    line_spacing: float = 1.0,
) -> float:
    """Draw wrapped text from the top of ``rect`` and return the height it took (clipped to ``rect``)."""
    if font is not None:
        painter.setFont(font)
    metrics = QFontMetricsF(painter.font())
    line_height = metrics.height() * line_spacing
    painter.setPen(color)
    words = value.split()
    lines: list[list[str]] = []
    current: list[str] = []
    for word in words:
        candidate = " ".join([*current, word])
        if current and metrics.horizontalAdvance(candidate) > rect.width():
            lines.append(current)
            current = [word]
        else:
            current.append(word)
    if current:
        lines.append(current)
    y = rect.top()
    for number, line in enumerate(lines):
        if y + metrics.height() > rect.bottom():
            break
        last = number == len(lines) - 1
        if justify and not last and len(line) > 1:
            used = sum(metrics.horizontalAdvance(word) for word in line)
            gap = (rect.width() - used) / (len(line) - 1)
            x = rect.left()
            for word in line:
                painter.drawText(QPointF(x, y + metrics.ascent()), word)
                x += metrics.horizontalAdvance(word) + gap
        else:
            painter.drawText(QPointF(rect.left(), y + metrics.ascent()), " ".join(line))
        y += line_height
    return y - rect.top()


def panel(
    painter: QPainter,
    rect: QRectF,
    *,
    radius: float = 6.0,
    fill: QColor = PANEL,
    border: QColor | None = LINE,
) -> None:
    """Draw a rounded panel with a hairline border."""
    painter.setPen(QPen(border, 1.0) if border is not None else Qt.PenStyle.NoPen)
    painter.setBrush(fill)
    painter.drawRoundedRect(rect.adjusted(0.5, 0.5, -0.5, -0.5), radius, radius)


def hline(
    painter: QPainter, x1: float, x2: float, y: float, color: QColor = LINE, width: float = 1.0
) -> None:
    """Draw a horizontal hairline, snapped to the pixel grid so it stays crisp."""
    painter.setPen(QPen(color, width))
    snapped = math.floor(y) + 0.5
    painter.drawLine(QPointF(x1, snapped), QPointF(x2, snapped))


def vline(
    painter: QPainter, x: float, y1: float, y2: float, color: QColor = LINE, width: float = 1.0
) -> None:
    """Draw a vertical hairline, snapped to the pixel grid."""
    painter.setPen(QPen(color, width))
    snapped = math.floor(x) + 0.5
    painter.drawLine(QPointF(snapped, y1), QPointF(snapped, y2))


def pill(painter: QPainter, rect: QRectF, label: str, colour: QColor, *, font: QFont | None = None) -> None:
    """Draw a rounded status label: tinted background, coloured text."""
    tint = QColor(colour)
    tint.setAlpha(32)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(tint)
    painter.drawRoundedRect(rect, rect.height() / 2, rect.height() / 2)
    text(painter, rect, label, color=colour, font=font, align=Qt.AlignmentFlag.AlignCenter)


def avatar(painter: QPainter, center: QPointF, radius: float, initials: str, colour: QColor) -> None:
    """Draw a round avatar with initials."""
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(colour)
    painter.drawEllipse(center, radius, radius)
    box = QRectF(center.x() - radius, center.y() - radius, radius * 2, radius * 2)
    text(
        painter,
        box,
        initials,
        color=QColor("white"),
        font=ui_font(radius * 0.8, bold=True),
        align=Qt.AlignmentFlag.AlignCenter,
    )


def button(
    painter: QPainter, rect: QRectF, label: str, *, primary: QColor | None = None, font: QFont | None = None
) -> None:
    """Draw a push button: filled with ``primary``, or white with a border."""
    if primary is not None:
        panel(painter, rect, radius=5, fill=primary, border=None)
        text(
            painter,
            rect,
            label,
            color=QColor("white"),
            font=font or ui_font(13, bold=True),
            align=Qt.AlignmentFlag.AlignCenter,
        )
    else:
        panel(painter, rect, radius=5, fill=PANEL, border=QColor("#cfd6de"))
        text(painter, rect, label, color=INK, font=font or ui_font(13), align=Qt.AlignmentFlag.AlignCenter)


def search_box(painter: QPainter, rect: QRectF, placeholder: str, *, fill: QColor = BACKDROP) -> None:
    """Draw a rounded search field with a magnifier and placeholder text."""
    panel(painter, rect, radius=rect.height() / 2, fill=fill, border=None)
    size = rect.height() * 0.5
    icon(
        painter,
        QRectF(rect.left() + rect.height() * 0.4, rect.center().y() - size / 2, size, size),
        "search",
        FAINT,
    )
    text(
        painter,
        rect.adjusted(rect.height() * 0.4 + size + 8, 0, -8, 0),
        placeholder,
        color=FAINT,
        font=ui_font(13),
    )


def icon(painter: QPainter, rect: QRectF, kind: str, colour: QColor, *, width: float = 1.5) -> None:
    """Draw a small line icon of ``kind`` in ``rect`` (square is best)."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    pen = QPen(colour, width)
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    painter.setPen(pen)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    s = min(rect.width(), rect.height())
    box = QRectF(rect.center().x() - s / 2, rect.center().y() - s / 2, s, s)
    x, y = box.left(), box.top()

    def at(fx: float, fy: float) -> QPointF:
        return QPointF(x + fx * s, y + fy * s)

    def path(points: Sequence[tuple[float, float]], *, close: bool = False) -> None:
        shape = QPainterPath(at(*points[0]))
        for point in points[1:]:
            shape.lineTo(at(*point))
        if close:
            shape.closeSubpath()
        painter.drawPath(shape)

    if kind == "search":
        painter.drawEllipse(QRectF(at(0.1, 0.1), at(0.68, 0.68)))
        painter.drawLine(at(0.62, 0.62), at(0.9, 0.9))
    elif kind == "bell":
        path(
            [
                (0.2, 0.72),
                (0.28, 0.6),
                (0.28, 0.4),
                (0.35, 0.22),
                (0.5, 0.15),
                (0.65, 0.22),
                (0.72, 0.4),
                (0.72, 0.6),
                (0.8, 0.72),
            ],
            close=True,
        )
        painter.drawLine(at(0.42, 0.85), at(0.58, 0.85))
    elif kind == "help":
        painter.drawEllipse(QRectF(at(0.1, 0.1), at(0.9, 0.9)))
        path([(0.38, 0.38), (0.42, 0.3), (0.5, 0.27), (0.6, 0.31), (0.62, 0.4), (0.5, 0.5), (0.5, 0.58)])
        painter.drawPoint(at(0.5, 0.72))
    elif kind == "gear":
        painter.drawEllipse(QRectF(at(0.35, 0.35), at(0.65, 0.65)))
        for step in range(8):
            angle = step * math.pi / 4
            painter.drawLine(
                at(0.5 + 0.24 * math.cos(angle), 0.5 + 0.24 * math.sin(angle)),
                at(0.5 + 0.4 * math.cos(angle), 0.5 + 0.4 * math.sin(angle)),
            )
    elif kind == "home":
        path([(0.15, 0.5), (0.5, 0.18), (0.85, 0.5)])
        path([(0.25, 0.42), (0.25, 0.85), (0.75, 0.85), (0.75, 0.42)])
    elif kind == "chart":
        path([(0.15, 0.15), (0.15, 0.85), (0.85, 0.85)])
        path([(0.25, 0.65), (0.45, 0.45), (0.6, 0.55), (0.85, 0.28)])
    elif kind == "bars":
        for index, height in enumerate((0.35, 0.6, 0.45, 0.75)):
            left = 0.15 + index * 0.19
            painter.drawRect(QRectF(at(left, 0.88 - height), at(left + 0.11, 0.88)))
    elif kind == "users":
        painter.drawEllipse(QRectF(at(0.25, 0.15), at(0.55, 0.45)))
        path([(0.1, 0.85), (0.15, 0.65), (0.4, 0.55), (0.65, 0.65), (0.7, 0.85)])
        path([(0.62, 0.2), (0.75, 0.25), (0.75, 0.4), (0.65, 0.45)])
        path([(0.75, 0.55), (0.88, 0.65), (0.9, 0.8)])
    elif kind == "box":
        path([(0.15, 0.3), (0.5, 0.15), (0.85, 0.3), (0.85, 0.72), (0.5, 0.88), (0.15, 0.72)], close=True)
        path([(0.15, 0.3), (0.5, 0.45), (0.85, 0.3)])
        painter.drawLine(at(0.5, 0.45), at(0.5, 0.88))
    elif kind == "globe":
        painter.drawEllipse(QRectF(at(0.12, 0.12), at(0.88, 0.88)))
        painter.drawEllipse(QRectF(at(0.33, 0.12), at(0.67, 0.88)))
        painter.drawLine(at(0.12, 0.5), at(0.88, 0.5))
    elif kind == "trend":
        path([(0.12, 0.75), (0.4, 0.48), (0.55, 0.6), (0.88, 0.25)])
        path([(0.68, 0.25), (0.88, 0.25), (0.88, 0.45)])
    elif kind in ("doc", "file"):
        path([(0.22, 0.1), (0.6, 0.1), (0.8, 0.3), (0.8, 0.9), (0.22, 0.9)], close=True)
        path([(0.6, 0.1), (0.6, 0.3), (0.8, 0.3)])
        if kind == "doc":
            for row in (0.48, 0.6, 0.72):
                painter.drawLine(at(0.34, row), at(0.68, row))
    elif kind == "folder":
        path([(0.1, 0.25), (0.4, 0.25), (0.48, 0.35), (0.9, 0.35), (0.9, 0.8), (0.1, 0.8)], close=True)
    elif kind == "inbox":
        path([(0.1, 0.55), (0.25, 0.2), (0.75, 0.2), (0.9, 0.55), (0.9, 0.82), (0.1, 0.82)], close=True)
        path([(0.1, 0.55), (0.35, 0.55), (0.4, 0.65), (0.6, 0.65), (0.65, 0.55), (0.9, 0.55)])
    elif kind == "star":
        points = []
        for step in range(10):
            radius = 0.42 if step % 2 == 0 else 0.18
            angle = -math.pi / 2 + step * math.pi / 5
            points.append((0.5 + radius * math.cos(angle), 0.52 + radius * math.sin(angle)))
        path(points, close=True)
    elif kind == "send":
        path([(0.1, 0.45), (0.9, 0.15), (0.62, 0.88), (0.45, 0.58)], close=True)
        painter.drawLine(at(0.45, 0.58), at(0.9, 0.15))
    elif kind == "draft":
        path([(0.2, 0.8), (0.25, 0.62), (0.68, 0.18), (0.84, 0.34), (0.4, 0.78)], close=True)
    elif kind == "archive":
        painter.drawRect(QRectF(at(0.1, 0.18), at(0.9, 0.36)))
        path([(0.16, 0.36), (0.16, 0.85), (0.84, 0.85), (0.84, 0.36)])
        painter.drawLine(at(0.4, 0.52), at(0.6, 0.52))
    elif kind == "warning":
        path([(0.5, 0.12), (0.9, 0.85), (0.1, 0.85)], close=True)
        painter.drawLine(at(0.5, 0.38), at(0.5, 0.6))
        painter.drawPoint(at(0.5, 0.73))
    elif kind == "trash":
        painter.drawLine(at(0.15, 0.25), at(0.85, 0.25))
        path([(0.38, 0.25), (0.4, 0.12), (0.6, 0.12), (0.62, 0.25)])
        path([(0.22, 0.25), (0.28, 0.88), (0.72, 0.88), (0.78, 0.25)])
    elif kind == "reply":
        path([(0.4, 0.2), (0.12, 0.45), (0.4, 0.7)])
        path([(0.12, 0.45), (0.6, 0.45), (0.85, 0.6), (0.88, 0.82)])
    elif kind == "forward":
        path([(0.6, 0.2), (0.88, 0.45), (0.6, 0.7)])
        path([(0.88, 0.45), (0.4, 0.45), (0.15, 0.6), (0.12, 0.82)])
    elif kind == "clip":
        path(
            [
                (0.62, 0.3),
                (0.35, 0.62),
                (0.37, 0.75),
                (0.5, 0.75),
                (0.8, 0.42),
                (0.78, 0.2),
                (0.6, 0.18),
                (0.25, 0.55),
                (0.22, 0.78),
                (0.35, 0.9),
                (0.55, 0.88),
                (0.75, 0.65),
            ]
        )
    elif kind == "plus":
        painter.drawLine(at(0.5, 0.18), at(0.5, 0.82))
        painter.drawLine(at(0.18, 0.5), at(0.82, 0.5))
    elif kind == "dots":
        for fx in (0.25, 0.5, 0.75):
            painter.setBrush(colour)
            painter.drawEllipse(at(fx, 0.5), s * 0.04, s * 0.04)
    elif kind == "chevron-down":
        path([(0.28, 0.4), (0.5, 0.62), (0.72, 0.4)])
    elif kind == "chevron-right":
        path([(0.4, 0.28), (0.62, 0.5), (0.4, 0.72)])
    elif kind == "calendar":
        painter.drawRoundedRect(QRectF(at(0.12, 0.2), at(0.88, 0.86)), s * 0.06, s * 0.06)
        painter.drawLine(at(0.12, 0.38), at(0.88, 0.38))
        painter.drawLine(at(0.32, 0.1), at(0.32, 0.26))
        painter.drawLine(at(0.68, 0.1), at(0.68, 0.26))
    elif kind == "filter":
        path([(0.12, 0.2), (0.88, 0.2), (0.58, 0.52), (0.58, 0.82), (0.42, 0.74), (0.42, 0.52)], close=True)
    elif kind == "download":
        painter.drawLine(at(0.5, 0.12), at(0.5, 0.62))
        path([(0.3, 0.45), (0.5, 0.65), (0.7, 0.45)])
        path([(0.15, 0.7), (0.15, 0.86), (0.85, 0.86), (0.85, 0.7)])
    elif kind == "branch":
        painter.drawEllipse(at(0.3, 0.2), s * 0.08, s * 0.08)
        painter.drawEllipse(at(0.3, 0.8), s * 0.08, s * 0.08)
        painter.drawEllipse(at(0.72, 0.32), s * 0.08, s * 0.08)
        painter.drawLine(at(0.3, 0.28), at(0.3, 0.72))
        path([(0.72, 0.4), (0.72, 0.5), (0.3, 0.65)])
    elif kind == "copy":
        painter.drawRoundedRect(QRectF(at(0.3, 0.3), at(0.85, 0.88)), s * 0.05, s * 0.05)
        path([(0.2, 0.7), (0.15, 0.7), (0.15, 0.12), (0.7, 0.12), (0.7, 0.2)])
    elif kind == "bug":
        painter.drawEllipse(QRectF(at(0.3, 0.3), at(0.7, 0.85)))
        painter.drawLine(at(0.5, 0.42), at(0.5, 0.85))
        for fy in (0.45, 0.6, 0.75):
            painter.drawLine(at(0.3, fy), at(0.14, fy - 0.05))
            painter.drawLine(at(0.7, fy), at(0.86, fy - 0.05))
        path([(0.38, 0.3), (0.4, 0.18), (0.6, 0.18), (0.62, 0.3)])
    elif kind == "blocks":
        for fx, fy in ((0.12, 0.12), (0.55, 0.12), (0.12, 0.55)):
            painter.drawRect(QRectF(at(fx, fy), at(fx + 0.32, fy + 0.32)))
        painter.drawRect(QRectF(at(0.58, 0.52), at(0.88, 0.82)))
    elif kind == "undo":
        path([(0.3, 0.22), (0.12, 0.4), (0.3, 0.58)])
        path([(0.12, 0.4), (0.62, 0.4), (0.85, 0.58), (0.85, 0.72), (0.65, 0.85)])
    elif kind == "redo":
        path([(0.7, 0.22), (0.88, 0.4), (0.7, 0.58)])
        path([(0.88, 0.4), (0.38, 0.4), (0.15, 0.58), (0.15, 0.72), (0.35, 0.85)])
    elif kind == "print":
        painter.drawRect(QRectF(at(0.12, 0.38), at(0.88, 0.72)))
        path([(0.28, 0.38), (0.28, 0.12), (0.72, 0.12), (0.72, 0.38)])
        painter.drawRect(QRectF(at(0.28, 0.6), at(0.72, 0.9)))
    elif kind in ("align-left", "align-center", "align-justify", "list", "numbered"):
        rows = (0.25, 0.42, 0.59, 0.76)
        for index, row in enumerate(rows):
            if kind == "align-left":
                painter.drawLine(at(0.12, row), at(0.88 if index % 2 == 0 else 0.6, row))
            elif kind == "align-center":
                inset = 0.12 if index % 2 == 0 else 0.26
                painter.drawLine(at(inset, row), at(1 - inset, row))
            elif kind == "align-justify":
                painter.drawLine(at(0.12, row), at(0.88, row))
            else:
                painter.drawLine(at(0.35, row), at(0.88, row))
                painter.setBrush(colour)
                painter.drawEllipse(at(0.17, row), s * 0.035, s * 0.035)
                painter.setBrush(Qt.BrushStyle.NoBrush)
    elif kind == "link":
        painter.drawRoundedRect(QRectF(at(0.1, 0.35), at(0.55, 0.65)), s * 0.15, s * 0.15)
        painter.drawRoundedRect(QRectF(at(0.45, 0.35), at(0.9, 0.65)), s * 0.15, s * 0.15)
    elif kind == "image":
        painter.drawRoundedRect(QRectF(at(0.12, 0.18), at(0.88, 0.82)), s * 0.05, s * 0.05)
        path([(0.12, 0.72), (0.38, 0.48), (0.58, 0.66), (0.7, 0.56), (0.88, 0.72)])
        painter.drawEllipse(at(0.66, 0.36), s * 0.06, s * 0.06)
    elif kind == "table":
        painter.drawRect(QRectF(at(0.12, 0.18), at(0.88, 0.82)))
        painter.drawLine(at(0.12, 0.4), at(0.88, 0.4))
        painter.drawLine(at(0.12, 0.61), at(0.88, 0.61))
        painter.drawLine(at(0.4, 0.18), at(0.4, 0.82))
    elif kind == "comment":
        path(
            [
                (0.12, 0.18),
                (0.88, 0.18),
                (0.88, 0.68),
                (0.45, 0.68),
                (0.25, 0.86),
                (0.28, 0.68),
                (0.12, 0.68),
            ],
            close=True,
        )
    elif kind == "sum":
        path([(0.78, 0.2), (0.22, 0.2), (0.52, 0.5), (0.22, 0.8), (0.78, 0.8)])
    elif kind == "percent":
        painter.drawLine(at(0.78, 0.2), at(0.22, 0.8))
        painter.drawEllipse(at(0.3, 0.3), s * 0.09, s * 0.09)
        painter.drawEllipse(at(0.7, 0.7), s * 0.09, s * 0.09)
    elif kind == "paint":
        path([(0.2, 0.45), (0.45, 0.2), (0.8, 0.55), (0.55, 0.8)], close=True)
        path([(0.8, 0.6), (0.86, 0.72), (0.8, 0.82), (0.74, 0.72)], close=True)
    elif kind == "merge":
        painter.drawRect(QRectF(at(0.12, 0.25), at(0.88, 0.75)))
        path([(0.3, 0.5), (0.45, 0.5)])
        path([(0.55, 0.5), (0.7, 0.5)])
    else:
        raise ValueError(f"no icon {kind!r}")
    painter.restore()


def logo(painter: QPainter, rect: QRectF, colour: QColor, kind: str) -> None:
    """Draw an app logo: a rounded square in the app's colour with a white icon on it."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    panel(painter, rect, radius=rect.width() * 0.24, fill=colour, border=None)
    inset = rect.width() * 0.2
    icon(painter, rect.adjusted(inset, inset, -inset, -inset), kind, QColor("white"), width=2.0)
    painter.restore()


@dataclasses.dataclass(frozen=True, slots=True)
class Header:
    """What a web application's header shows: its name and logo in its accent colour, the search field's
    prompt, and the user's initials on an avatar (of ``user_colour``, or a violet).  The name and the prompt
    are marked with ``N_`` and translated when painted."""

    app: str
    accent: QColor
    logo_kind: str
    search: str
    user: str = "JM"
    user_colour: QColor | None = None


def top_bar(painter: QPainter, rect: QRectF, header: Header) -> None:
    """Draw a web-app style header: logo and name, a search field, icons and the user's avatar."""
    painter.fillRect(rect, PANEL)
    hline(painter, rect.left(), rect.right(), rect.bottom() - 1)
    size = rect.height() * 0.56
    logo(
        painter,
        QRectF(rect.left() + 16, rect.center().y() - size / 2, size, size),
        header.accent,
        header.logo_kind,
    )
    text(
        painter,
        QRectF(rect.left() + 24 + size, rect.top(), 180, rect.height()),
        translated(header.app),
        font=ui_font(16, bold=True),
    )
    search_width = min(440.0, rect.width() * 0.34)
    search_box(
        painter,
        QRectF(rect.center().x() - search_width / 2, rect.center().y() - 17, search_width, 34),
        translated(header.search),
    )
    right = rect.right() - 20
    radius = rect.height() * 0.3
    avatar(
        painter,
        QPointF(right - radius, rect.center().y()),
        radius,
        header.user,
        header.user_colour or QColor("#7b61c9"),
    )
    right -= radius * 2 + 22
    for kind in ("bell", "help"):
        icon(painter, QRectF(right - 20, rect.center().y() - 10, 20, 20), kind, MUTED)
        right -= 38


def sunken_shadow(painter: QPainter, rect: QRectF, depth: float = 6.0) -> None:
    """Draw a soft drop shadow under ``rect`` (a page lifted off the backdrop)."""
    painter.save()
    painter.setPen(Qt.PenStyle.NoPen)
    for step in range(int(depth)):
        shade = QColor(0, 0, 0, max(0, 14 - step * 2))
        painter.setBrush(QBrush(shade))
        grow = step + 1
        painter.drawRoundedRect(rect.adjusted(-grow, -grow + 2, grow, grow + 2), grow, grow)
    painter.restore()


def short_date(day: datetime.date) -> str:
    """Format a date as ``14 Mar``, in the language installed."""
    return f"{day.day} {translated(MONTHS[day.month - 1])}"


def today() -> datetime.date:
    """Today's date, so inbox times and the plan's "today" line always look current."""
    return datetime.date.today()


def class_colour(seed: str) -> QColor:
    """A pleasant, stable colour for a name (avatars, labels), the same for the same name on every run."""
    palette = (
        "#2f6fdf",
        "#d9822b",
        "#1f8a4c",
        "#7b61c9",
        "#c2410c",
        "#0f766e",
        "#b8336a",
        "#4d7c0f",
        "#0369a1",
        "#9a3412",
    )
    total = sum(ord(character) * (index + 1) for index, character in enumerate(seed))
    return QColor(palette[total % len(palette)])
