"""The table's cloth and the window onto it.

``Felt`` paints the baize the scene lies on, in one of the ``CLOTHS``; ``TableView`` is the QGraphicsView
to put a ``TableScene`` in: it keeps the scene the size of the window and has the last word on every click.
"""

from __future__ import annotations

import functools
import random
from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, QRect, QRectF, Qt, Signal
from PySide6.QtGui import (
    QBrush,
    QColor,
    QImage,
    QMouseEvent,
    QPainter,
    QPixmap,
    QRadialGradient,
    QResizeEvent,
)
from PySide6.QtWidgets import QGraphicsView, QWidget

from ..theme import STANDARD, TABLE

if TYPE_CHECKING:
    from .scene import TableScene

__all__ = ["CLOTHS", "Felt", "TableView", "paint_felt"]

CLOTHS = {"green": (STANDARD.felt_centre, STANDARD.felt_edge), "blue": (QColor("#1f5f8f"), QColor("#0c2d4a")),
          "red": (QColor("#8f2a2f"), QColor("#4a1114")), "grey": (QColor("#5b6366"), QColor("#262b2d"))}
"""Each cloth's key (kept in the settings) and its colours: in the middle, under the lamp, and at the rail."""


@functools.cache
def _weave_tile() -> QImage:
    size = 96
    tile = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    tile.fill(Qt.GlobalColor.transparent)
    weave = random.Random(7)
    light, dark = QColor(255, 255, 255, 10), QColor(0, 0, 0, 14)
    for _ in range(size * size // 60):
        speck = light if weave.random() < 0.5 else dark
        tile.setPixelColor(weave.randrange(size), weave.randrange(size), speck)
    return tile


def paint_felt(width: int, height: int, dpr: float, cloth: str = "green") -> QPixmap:
    """The ``cloth`` (a key of ``CLOTHS``): lighter under the lamp in the middle, darker at the rail, with a
    faint weave.  In high contrast the cloth is dark all over: its rail colour in the middle, fading to the
    high-contrast rail."""
    middle, rail = CLOTHS[cloth]
    if TABLE.high_contrast:
        middle, rail = rail, TABLE.felt_edge
    image = QImage(round(width * dpr), round(height * dpr), QImage.Format.Format_RGB32)
    image.setDevicePixelRatio(dpr)
    painter = QPainter(image)
    centre = QPointF(width / 2, height * 0.46)
    gradient = QRadialGradient(centre, max(width, height) * 0.75)
    gradient.setColorAt(0.0, middle)
    gradient.setColorAt(0.55, middle.darker(118))
    gradient.setColorAt(1.0, rail)
    painter.fillRect(QRectF(0, 0, width, height), gradient)
    # The weave: a sparse scatter of slightly lighter and darker specks on a small tile, repeated; fixed by
    # a seed so it never shimmers, and a tile so painting a huge window costs no more than a small one.
    painter.fillRect(QRectF(0, 0, width, height), QBrush(_weave_tile()))
    painter.end()
    return QPixmap.fromImage(image)


class Felt:
    """The cloth for a scene's background, painted once per size and pixel ratio and copied from there."""

    def __init__(self) -> None:
        """Nothing painted yet; the green cloth."""
        self._pixmap: QPixmap | None = None
        self._cloth = "green"
        self._high_contrast = TABLE.high_contrast
        """Whether the pixmap was painted in high contrast."""

    @property
    def cloth(self) -> str:
        """The cloth's key in ``CLOTHS``."""
        return self._cloth

    def set_cloth(self, cloth: str) -> None:
        """Lay the ``cloth`` (a key of ``CLOTHS``) from the next paint."""
        if cloth not in CLOTHS:
            raise ValueError(f"no cloth {cloth!r}: expected one of {', '.join(CLOTHS)}")
        if cloth != self._cloth:
            self._cloth, self._pixmap = cloth, None

    def draw(self, painter: QPainter, rect: QRectF | QRect, width: int, height: int) -> None:
        """Copy the part of a ``width`` x ``height`` cloth under ``rect`` to ``painter``."""
        device = painter.device()
        dpr = device.devicePixelRatioF() if device is not None else 1.0
        felt = self._pixmap
        if felt is None or felt.width() != round(width * dpr) or felt.height() != round(height * dpr) \
                or self._high_contrast != TABLE.high_contrast:
            felt = self._pixmap = paint_felt(width, height, dpr, self._cloth)
            self._high_contrast = TABLE.high_contrast
        rect = QRectF(rect)
        painter.drawPixmap(rect, felt, QRectF(rect.x() * dpr, rect.y() * dpr, rect.width() * dpr,
                                              rect.height() * dpr))


class TableView(QGraphicsView):
    """A frameless view that keeps its ``TableScene`` exactly the size of the window.

    Signals:
        resized(): the view changed size and the table has taken the new one: what is laid over the
            viewport and scales with the table's layout follows it here.  The viewport's own resize event
            comes too early for that: a filter on the viewport sees it before the view does, while the
            layout still has the old size.
    """

    resized = Signal()

    def __init__(self, scene: TableScene, parent: QWidget | None = None) -> None:
        """Show ``scene``; it is resized with the view."""
        super().__init__(scene, parent)
        # A viewport made here is a widget PySide knows; the one Qt makes would be looked up, the first time
        # the window asks for it, among every QWidget subclass PySide wraps, which builds each one's Python
        # type and enums (callgrind: 43M instructions, 2% of the start to the painted table).
        self.setViewport(QWidget())
        self._table = scene
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform
                            | QPainter.RenderHint.TextAntialiasing)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QGraphicsView.Shape.NoFrame)
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setMouseTracking(True)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        """Offer the press to the table; the cloth takes any press no card wanted, so none leaks out."""
        super().mousePressEvent(event)
        event.accept()

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        """As for presses: the table is the last word on a click."""
        super().mouseReleaseEvent(event)
        event.accept()

    def resizeEvent(self, event: QResizeEvent) -> None:
        """Fit the table to the new size."""
        super().resizeEvent(event)
        size = self.viewport().size()
        if size.width() >= 200 and size.height() >= 150:
            self._table.resize_table(size.width(), size.height())
            self.setSceneRect(self._table.sceneRect())
        self.resized.emit()

