"""The Curtain cover: a plain dark drape, for when any screen at all would draw the eye."""

from __future__ import annotations

import math
from typing import Final

from PySide6.QtCore import QPointF
from PySide6.QtGui import QColor, QLinearGradient, QPainter

from ._painted import PaintedScreen

SHADOW: Final = QColor("#1b1d21")
"""The deep of each fold."""
LIGHT: Final = QColor("#343840")
"""The crest of each fold, where it catches the light."""
FOLD_WIDTH: Final = 110.0
"""The width of one fold in pixels, at any window size."""


class CurtainScreen(PaintedScreen):
    """Soft vertical folds of dark cloth, darker towards the floor. No text, no shapes."""

    def paint_parts(self, painter: QPainter, width: float, height: float) -> None:
        """Paint the folds, then the light falling off from the top."""
        folds = QLinearGradient(QPointF(0, 0), QPointF(width, 0))
        count = max(1, round(width / FOLD_WIDTH))
        steps = count * 8
        for step in range(steps + 1):
            # A cosine per fold, slightly uneven from fold to fold, as real cloth hangs.
            phase = step / 8 * 2 * math.pi
            unevenness = 0.15 * math.sin(step / steps * 7.0)
            level = 0.5 + 0.5 * math.cos(phase) * (0.85 + unevenness)
            folds.setColorAt(step / steps, _mix(SHADOW, LIGHT, level))
        painter.fillRect(self.rect(), folds)
        falloff = QLinearGradient(QPointF(0, 0), QPointF(0, height))
        falloff.setColorAt(0.0, QColor(0, 0, 0, 90))
        falloff.setColorAt(0.08, QColor(0, 0, 0, 0))
        falloff.setColorAt(0.7, QColor(0, 0, 0, 30))
        falloff.setColorAt(1.0, QColor(0, 0, 0, 110))
        painter.fillRect(self.rect(), falloff)


def _mix(low: QColor, high: QColor, amount: float) -> QColor:
    """The colour ``amount`` (0..1) of the way from ``low`` to ``high``."""
    amount = min(1.0, max(0.0, amount))
    return QColor(
        round(low.red() + (high.red() - low.red()) * amount),
        round(low.green() + (high.green() - low.green()) * amount),
        round(low.blue() + (high.blue() - low.blue()) * amount),
    )
