"""The base classes of the cover screens: how a screen paints, and the header a web application wears."""

from __future__ import annotations

from typing import ClassVar, Final

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent
from PySide6.QtWidgets import QWidget

from . import _kit as kit

HEADER_HEIGHT: Final = 56.0
"""The height of a web application's header; its page starts below it."""


class PaintedScreen(QWidget):
    """Base for the cover screens: an opaque widget that paints itself and takes no keyboard focus.

    Each screen fills itself with its ``background`` and paints its parts over it in ``paint_parts``.
    """

    background: ClassVar[QColor | None] = None
    """The colour under everything the screen paints; None where its parts cover every pixel themselves."""

    def __init__(self, parent: QWidget | None = None) -> None:
        """Create the screen; it fills its background itself, so Qt need not clear it first."""
        super().__init__(parent)
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)

    def begin(self) -> QPainter:
        """Start painting with antialiased text and shapes."""
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        return painter

    def paintEvent(self, event: QPaintEvent) -> None:
        """Fill the background, then paint the screen's parts to fit the widget."""
        painter = self.begin()
        if self.background is not None:
            painter.fillRect(self.rect(), self.background)
        self.paint_parts(painter, float(self.width()), float(self.height()))
        painter.end()

    def paint_parts(self, painter: QPainter, width: float, height: float) -> None:
        """Paint everything the screen shows over its background, in a widget ``width`` by ``height``."""
        raise NotImplementedError


class WebAppScreen(PaintedScreen):
    """A web application: its ``header`` across the top, ``HEADER_HEIGHT`` high, and its page below."""

    header: ClassVar[kit.Header]
    """The application's name, colour, logo, search prompt and user, as its header shows them."""

    def paint_parts(self, painter: QPainter, width: float, height: float) -> None:
        """Paint the header, then the page below it."""
        kit.top_bar(painter, QRectF(0, 0, width, HEADER_HEIGHT), self.header)
        self.paint_page(painter, width, height)

    def paint_page(self, painter: QPainter, width: float, height: float) -> None:
        """Paint the application's page below its header, in a widget ``width`` by ``height``."""
        raise NotImplementedError
