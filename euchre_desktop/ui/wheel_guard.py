"""The mouse wheel scrolls pages, not choices: a list, number box or slider takes the wheel only with focus.

A player scrolling a long dialog (the Settings' Rules tab) would otherwise change whichever option passed
under the pointer, and never notice.  ``install_wheel_guard`` sets one application-wide event filter, so
every dialog, present and future, behaves alike: a wheel turn over a control without focus goes on to the
page around it, which scrolls; a click (or Tab) gives the control focus, and then the wheel changes it.

The filter is installed with the first dialog that holds such a control (``guard_wheel_for``, which every
dialog the table waits for passes), not as the window opens: once an application-wide filter is in place,
PySide builds a Python type for each of Qt's own objects and events it hands the filter, about a tenth of
the window's start (callgrind: 93M instructions before the first frame).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt
from PySide6.QtWidgets import QAbstractSpinBox, QComboBox, QMessageBox, QSlider, QWidget

__all__ = ["guard_wheel_for", "install_wheel_guard"]

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
            _no_wheel_focus(watched)
        return False


def _no_wheel_focus(control: QWidget) -> None:
    if control.focusPolicy() == Qt.FocusPolicy.WheelFocus:
        control.setFocusPolicy(Qt.FocusPolicy.StrongFocus)


def install_wheel_guard(app: QCoreApplication) -> None:
    """Guard every control of ``app`` against stray wheel turns; installing twice changes nothing."""
    if app.findChild(_WheelGuard) is None:
        app.installEventFilter(_WheelGuard(app))


def guard_wheel_for(dialog: QWidget) -> None:
    """Install the guard once ``dialog`` holds a control the wheel would change (a list, number box or
    slider); a dialog without one (a question, a message) leaves the application unfiltered."""
    app = QCoreApplication.instance()
    if app is None or isinstance(dialog, QMessageBox):
        return  # a question holds no list; looking through it costs the resume question at start-up types
    controls = [control for kind in _GUARDED for control in dialog.findChildren(kind)]
    if not controls:
        return
    install_wheel_guard(app)
    for control in controls:  # those polished before the guard was there (a dialog that measured itself)
        _no_wheel_focus(control)
