"""The game's icons: the app icon shipped in ``assets/icons``, and the toolbar's icons drawn with paths.

The toolbar icons are painted (no image files, no font glyphs, which a machine without fonts would show as
boxes), one small function per icon in ``TOOLBAR_ICONS``, on a 48-pixel square in the table's ink.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import Final

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QIcon, QPainter, QPainterPath, QPen, QPixmap

from ..resources import asset_path

__all__ = ["APP_ICON_SIZES", "TOOLBAR_ICONS", "app_icon", "toolbar_icon"]

_log = logging.getLogger(__name__)

APP_ICON_SIZES: Final = (16, 24, 32, 48, 64, 128, 256, 512)
"""The sizes of the app icon shipped in ``assets/icons`` (``euchre-desktop-<size>.png``)."""

_SIZE: Final = 48
_INK: Final = QColor("#2b3a31")


def app_icon() -> QIcon:
    """The game's icon at every shipped size, for the window and the task bar; empty if none is found
    (a damaged install plays on without it; the self-test reports the missing assets)."""
    icon = QIcon()
    for size in APP_ICON_SIZES:
        try:
            path = asset_path(f"icons/euchre-desktop-{size}.png")
        except FileNotFoundError:
            _log.warning("the %d-pixel app icon is missing", size)
            continue
        icon.addFile(str(path), QSize(size, size))
    return icon


def _undo(painter: QPainter) -> None:
    """A curved arrow turning back to the left."""
    path = QPainterPath()
    path.moveTo(14, 20)
    path.cubicTo(20, 10, 40, 10, 40, 26)
    path.cubicTo(40, 36, 30, 40, 22, 38)
    painter.drawPath(path)
    painter.setBrush(_INK)
    head = QPainterPath()
    head.moveTo(6, 22)
    head.lineTo(18, 10)
    head.lineTo(20, 26)
    head.closeSubpath()
    painter.drawPath(head)


def _hint(painter: QPainter) -> None:
    """A light bulb."""
    painter.drawEllipse(QRectF(13, 5, 22, 22))
    painter.drawLine(QPointF(19, 31), QPointF(29, 31))
    painter.drawLine(QPointF(20, 37), QPointF(28, 37))
    painter.drawLine(QPointF(22, 43), QPointF(26, 43))


def _menu(painter: QPainter) -> None:
    """Three bars."""
    for y in (13, 24, 35):
        painter.drawLine(QPointF(9, y), QPointF(39, y))


def _intermission(painter: QPainter) -> None:
    """A monitor with two lines of work on it."""
    painter.drawRect(QRectF(7, 8, 34, 26))
    painter.drawLine(QPointF(17, 41), QPointF(31, 41))
    painter.drawLine(QPointF(24, 34), QPointF(24, 41))
    painter.drawLine(QPointF(13, 18), QPointF(30, 18))
    painter.drawLine(QPointF(13, 25), QPointF(24, 25))


def _loudspeaker(painter: QPainter) -> None:
    """The body of a loudspeaker, filled, on the left half."""
    painter.setBrush(_INK)
    body = QPainterPath()
    body.moveTo(6, 18)
    body.lineTo(14, 18)
    body.lineTo(25, 8)
    body.lineTo(25, 40)
    body.lineTo(14, 30)
    body.lineTo(6, 30)
    body.closeSubpath()
    painter.drawPath(body)
    painter.setBrush(Qt.BrushStyle.NoBrush)


def _speaker(painter: QPainter) -> None:
    """A loudspeaker with two sound waves."""
    _loudspeaker(painter)
    painter.drawArc(QRectF(22, 14, 14, 20), -50 * 16, 100 * 16)
    painter.drawArc(QRectF(22, 8, 22, 32), -50 * 16, 100 * 16)


def _muted(painter: QPainter) -> None:
    """A loudspeaker with a cross."""
    _loudspeaker(painter)
    painter.drawLine(QPointF(31, 18), QPointF(43, 30))
    painter.drawLine(QPointF(43, 18), QPointF(31, 30))


def _classic(painter: QPainter) -> None:
    """A plain smiling face."""
    painter.drawEllipse(QRectF(8, 6, 32, 36))
    painter.setBrush(_INK)
    painter.drawEllipse(QRectF(17, 18, 3, 3))
    painter.drawEllipse(QRectF(28, 18, 3, 3))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawArc(QRectF(16, 20, 16, 12), -160 * 16, 140 * 16)


def _claim(painter: QPainter) -> None:
    """Two cards laid down, a tick over them."""
    painter.drawRoundedRect(QRectF(6, 14, 20, 28), 3, 3)
    painter.drawRoundedRect(QRectF(16, 10, 20, 28), 3, 3)
    path = QPainterPath()
    path.moveTo(24, 24)
    path.lineTo(31, 32)
    path.lineTo(44, 12)
    painter.drawPath(path)


TOOLBAR_ICONS: Final[dict[str, Callable[[QPainter], None]]] = {
    "undo": _undo,
    "hint": _hint,
    "menu": _menu,
    "intermission": _intermission,
    "speaker": _speaker,
    "muted": _muted,
    "classic": _classic,
    "claim": _claim,
}
"""Each toolbar icon by name, and what draws it on a 48-pixel square with the ink pen set."""


def toolbar_icon(kind: str) -> QIcon:
    """The toolbar icon ``kind`` (one of ``TOOLBAR_ICONS``); KeyError for another name."""
    draw = TOOLBAR_ICONS[kind]
    pixmap = QPixmap(_SIZE, _SIZE)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(QPen(_INK, 4.0, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin))
    draw(painter)
    painter.end()
    return QIcon(pixmap)
