"""A focus mark a player can find at a glance: a dark ring with a gold edge round the control the keys act on.

The platform's styles mark focus faintly (Fusion: a thin line in the selection colour, on a check box or a
list only after a Tab), too faint on the game's paper-coloured windows for a player who cannot use a mouse.
``FocusMarkStyle`` wraps the platform's style and, over whatever it draws, rings the focused button, check
box, radio button, list box, spin box, slider, text field, tab and list entry, and the frame of a list, table
or page of text with the focus.  The ring lies inside the control's own rectangle (a widget paints nowhere
else), dark on the paper and gold on the dark cloth.
"""

from __future__ import annotations

from typing import Final

from PySide6.QtCore import QRect, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QAbstractScrollArea,
    QProxyStyle,
    QStyle,
    QStyleOption,
    QStyleOptionComplex,
    QWidget,
)

__all__ = ["FOCUS_GOLD", "FOCUS_INK", "FocusMarkStyle", "paint_focus_ring"]

FOCUS_INK: Final = QColor("#10261a")
"""The ring's dark line: the felt's darkest green, far darker than any paper or button face."""
FOCUS_GOLD: Final = QColor("#ffc83d")
"""The ring's inner edge: the table's selection gold, which shows on the dark cloth too."""

_RING_WIDTH: Final = 4
"""Pixels the ring takes inside a control's edge (``paint_focus_ring``)."""
_RINGED_CONTROLS: Final = frozenset({QStyle.ControlElement.CE_PushButton, QStyle.ControlElement.CE_TabBarTab})
_RINGED_COMPLEX: Final = frozenset({QStyle.ComplexControl.CC_ComboBox, QStyle.ComplexControl.CC_SpinBox,
                                    QStyle.ComplexControl.CC_Slider, QStyle.ComplexControl.CC_ToolButton})


def paint_focus_ring(painter: QPainter, rect: QRect | QRectF, *, thin: bool = False) -> None:
    """The focus mark just inside ``rect``: two pixels of dark ink round one of gold; ``thin``, one of each,
    for an entry of a list, whose words lie closer to its edge than the ring is wide."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    ink = 1.0 if thin else 2.0
    outer = QRectF(rect).adjusted(ink / 2, ink / 2, -ink / 2, -ink / 2)
    painter.setPen(QPen(FOCUS_INK, ink))
    painter.drawRoundedRect(outer, 3.0, 3.0)
    painter.setPen(QPen(FOCUS_GOLD, 1.0))
    gold = (ink + 1.0) / 2
    painter.drawRoundedRect(outer.adjusted(gold, gold, -gold, -gold), 2.0, 2.0)
    painter.restore()


def _focused(option: QStyleOption, widget: QWidget | None) -> bool:
    return bool(option.state & QStyle.StateFlag.State_HasFocus) and widget is not None and widget.hasFocus()


class FocusMarkStyle(QProxyStyle):
    """The platform's style with a strong focus mark (see the module's docstring)."""

    def drawPrimitive(self, element: QStyle.PrimitiveElement, option: QStyleOption, painter: QPainter,
                      widget: QWidget | None = None) -> None:
        """The platform's drawing; the focus frame (check boxes, list entries) and text fields ringed."""
        if element == QStyle.PrimitiveElement.PE_FrameFocusRect:
            rect = option.rect
            if isinstance(widget, QAbstractButton):  # the platform's frame hugs the words: give them air
                rect = rect.adjusted(-4, -2, 4, 2).intersected(widget.rect())
            paint_focus_ring(painter, rect, thin=isinstance(widget, QAbstractItemView))
            return
        super().drawPrimitive(element, option, painter, widget)
        if element == QStyle.PrimitiveElement.PE_PanelLineEdit and _focused(option, widget):
            paint_focus_ring(painter, option.rect)

    def pixelMetric(self, metric: QStyle.PixelMetric, option: QStyleOption | None = None,
                    widget: QWidget | None = None) -> int:
        """The platform's sizes, but room in a list's, table's or page's frame for the whole ring, which the
        contents would otherwise cover."""
        value = super().pixelMetric(metric, option, widget)
        if metric == QStyle.PixelMetric.PM_DefaultFrameWidth and isinstance(widget, QAbstractScrollArea):
            return max(value, _RING_WIDTH)
        return value

    def drawControl(self, element: QStyle.ControlElement, option: QStyleOption, painter: QPainter,
                    widget: QWidget | None = None) -> None:
        """The platform's drawing, and the ring round a focused button or tab, or the frame of a focused list,
        table or page of text (marked even when it is empty, or no line is chosen in it yet)."""
        super().drawControl(element, option, painter, widget)
        framed = element == QStyle.ControlElement.CE_ShapedFrame and isinstance(widget, QAbstractScrollArea)
        if (element in _RINGED_CONTROLS or framed) and _focused(option, widget):
            paint_focus_ring(painter, option.rect)

    def drawComplexControl(self, control: QStyle.ComplexControl, option: QStyleOptionComplex,
                           painter: QPainter, widget: QWidget | None = None) -> None:
        """The platform's drawing, and the ring round a focused list box, spin box or slider."""
        super().drawComplexControl(control, option, painter, widget)
        if control in _RINGED_COMPLEX and _focused(option, widget):
            paint_focus_ring(painter, option.rect)
