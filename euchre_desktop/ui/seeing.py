"""Seeing the game: the high-contrast colours, chosen in Settings or asked for by the desktop, and the
platform's own animations (menus sliding open, tooltips fading) held still with reduced motion.

The colours live in ``theme`` (``theme.TABLE``, the set in use); here they are switched for a window: the
application's palette, the table and everything that styled itself from them follow at once.  The table's
own motion is timed by ``table.animation.Durations``, which the speed and reduced-motion settings set.
"""

from __future__ import annotations

import functools
from typing import TYPE_CHECKING, cast

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication

from .look import hold_style_animations, refresh_game_palette
from .theme import set_high_contrast

if TYPE_CHECKING:
    from collections.abc import Callable

    from .main_window import MainWindow

__all__ = ["DesktopContrastWatch", "desktop_asks_for_high_contrast", "hold_platform_animations",
           "show_high_contrast", "wants_high_contrast"]


def desktop_asks_for_high_contrast() -> bool:
    """True when the desktop tells Qt its user wants high contrast (False where it cannot tell)."""
    hints = QGuiApplication.styleHints()
    return hints.accessibility().contrastPreference() == Qt.ContrastPreference.HighContrast


def wants_high_contrast(choice: str) -> bool:
    """Whether the setting's ``choice`` ("desktop", "on" or "off") calls for high contrast now."""
    return choice == "on" or (choice == "desktop" and desktop_asks_for_high_contrast())


def show_high_contrast(window: MainWindow, on: bool) -> None:
    """Show the game in the high-contrast colours (or the standard ones), the windows and the table."""
    if not set_high_contrast(on):
        return
    app = QApplication.instance()
    if isinstance(app, QApplication):
        refresh_game_palette(app)  # every widget hears of the new palette and paints again
    window.scene.recolour()


class DesktopContrastWatch(QObject):
    """Runs ``react(window)`` whenever the desktop's wish for contrast changes, for as long as ``window``
    lives (the watch is its child, and holds no other reference to it)."""

    def __init__(self, window: MainWindow, react: Callable[[MainWindow], None]) -> None:
        """Watch the desktop's contrast preference on behalf of ``window``."""
        super().__init__(window)
        self._react = react
        QGuiApplication.styleHints().accessibility().contrastPreferenceChanged.connect(self._changed)

    def _changed(self) -> None:
        self._react(cast("MainWindow", self.parent()))


@functools.cache
def _platform_effects() -> dict[Qt.UIEffect, bool]:
    """The platform's own choice of each effect, read before the game first changes any."""
    return {effect: QApplication.isEffectEnabled(effect) for effect in Qt.UIEffect}


def hold_platform_animations(reduced_motion: bool) -> None:
    """With reduced motion no menu, list or tooltip slides or fades and the style animates no widget;
    without, as the platform chose."""
    for effect, enabled in _platform_effects().items():
        QApplication.setEffectEnabled(effect, enabled and not reduced_motion)
    app = QApplication.instance()
    if isinstance(app, QApplication):
        hold_style_animations(app, reduced_motion)
