"""The Text size setting: every word of the game larger, on top of the desktop's own text size.

Two things scale.  The application's font (which every dialog, menu and button uses) is the desktop's own
font times the setting, so a player who has already asked the desktop for large text gets more of it.  The
table's painted words and the panels laid over the table are sized from the table's unit in pixels; they
are multiplied by ``text_scale()``: the setting times how much larger than an ordinary 10-point font the
desktop's is (never smaller: a desktop with small type keeps the table's own sizes).

``set_text_size`` changes both at once.  A widget whose words have a size of their own (the status line,
the settings' captions) has a ``follow_text_size()`` method, which ``set_text_size`` calls; the table and
its overlays are sized again by the setting's reaction (``setting_reactions``).
"""

from __future__ import annotations

from typing import Final

from PySide6.QtGui import QFont
from PySide6.QtWidgets import QApplication, QWidget

__all__ = ["TEXT_SIZES", "desktop_font", "set_text_size", "text_px", "text_scale", "text_width"]

TEXT_SIZES: Final = {"100": 1.0, "125": 1.25, "150": 1.5, "200": 2.0}
"""Each choice of the Text size setting and how much it enlarges the words."""

_ORDINARY_POINTS: Final = 10.0
"""The desktop font size the table's own sizes were drawn for."""


class _State:
    """The desktop's font as Qt found it, and the scale the setting asks for."""

    desktop: QFont | None = None
    chosen = 1.0


def desktop_font(app: QApplication) -> QFont:
    """The font the desktop gave the application, before the game enlarged it (remembered the first time)."""
    if _State.desktop is None:
        _State.desktop = QFont(app.font())
    return QFont(_State.desktop)


def _points(font: QFont) -> float:
    """The font's size in points (a font sized in pixels counted at the usual 96 dots per inch)."""
    return font.pointSizeF() if font.pointSizeF() > 0 else font.pixelSize() * 0.75


def text_scale() -> float:
    """How much larger the table's words are drawn: the setting, times the desktop's own enlargement."""
    desktop = _State.desktop
    enlarged = 1.0 if desktop is None else max(1.0, _points(desktop) / _ORDINARY_POINTS)
    return _State.chosen * enlarged


def text_px(pixels: float) -> float:
    """``pixels`` (a size chosen for ordinary text) at the player's text size."""
    return pixels * text_scale()


def text_width(pixels: int, widget: QWidget) -> int:
    """A window's width chosen for ordinary text (``pixels``), at the player's text size: as many words to a
    line, but no wider than most of ``widget``'s screen (and never narrower than ``pixels``)."""
    screen = widget.screen().availableGeometry().width()
    return min(round(pixels * text_scale()), max(pixels, round(screen * 0.9)))


def set_text_size(app: QApplication, size: str) -> None:
    """Apply the Text size choice ``size`` (a key of ``TEXT_SIZES``) to the application font and the table."""
    base = desktop_font(app)
    _State.chosen = TEXT_SIZES[size]
    font = QFont(app.font())  # the game's family, kept
    if base.pointSizeF() > 0:
        font.setPointSizeF(base.pointSizeF() * _State.chosen)
    else:
        font.setPixelSize(max(1, round(base.pixelSize() * _State.chosen)))
    if font != app.font():
        app.setFont(font)
        for widget in app.allWidgets():
            follow = getattr(widget, "follow_text_size", None)
            if callable(follow):
                follow()
