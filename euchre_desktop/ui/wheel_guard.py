"""The mouse wheel scrolls pages, not choices: a list, number box or slider takes the wheel only with focus.

A player scrolling a long dialog (the Settings' Rules tab) would otherwise change whichever option passed
under the pointer, and never notice.  ``install_wheel_guard`` sets one application-wide event filter, so
every dialog, present and future, behaves alike: a wheel turn over a control without focus goes on to the
page around it, which scrolls; a click (or Tab) gives the control focus, and then the wheel changes it.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt
from PySide6.QtWidgets import QAbstractSpinBox, QComboBox, QSlider, QWidget

__all__ = ["install_wheel_guard"]

_GUARDED = (QComboBox, QAbstractSpinBox, QSlider)
"""Controls whose value a wheel turn changes (scroll bars, which are sliders too, are left alone)."""


class _WheelGuard(QObject):
    """The filter: passes a wheel turn over an unfocused control on to its parent."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Keep the wheel from a control without focus; keep the wheel from giving a control focus."""
        kind = event.type()
        if kind == QEvent.Type.Wheel and isinstance(watched, _GUARDED) and not watched.hasFocus():
            # Ignored and filtered: Qt offers the turn to the parent widgets, so the page scrolls.
            event.ignore()
            return True
        if kind == QEvent.Type.Polish and isinstance(watched, _GUARDED):
            widget: QWidget = watched
            if widget.focusPolicy() == Qt.FocusPolicy.WheelFocus:
                widget.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        return False


def install_wheel_guard(app: QCoreApplication) -> None:
    """Guard every control of ``app`` against stray wheel turns; installing twice changes nothing."""
    if app.findChild(_WheelGuard) is None:
        app.installEventFilter(_WheelGuard(app))
