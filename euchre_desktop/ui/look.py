"""The game's look outside the table: every window and dialog in the table's colours and type.

Settings, Statistics, the rules, the questions and warnings are ordinary Qt dialogs, and stay so (the native
keys, focus, accessibility and layout are the platform's); ``install_game_look`` gives the application the
table's palette (the cards' paper, the felt's green for a selection, the bubbles' ink) and its font family,
and takes the icons off dialog buttons, which some desktop styles draw as an odd green arrow on OK, and marks
the control with the keyboard's focus plainly (``focus_mark``).
"""

from __future__ import annotations

from PySide6.QtGui import QColor, QFont, QPalette
from PySide6.QtWidgets import QApplication, QStyle, QStyleFactory, QStyleHintReturn, QStyleOption, QWidget

from .focus_mark import FocusMarkStyle
from .text_size import text_scale
from .theme import TABLE, resolve_font_family

__all__ = ["game_palette", "install_game_look"]

_INK = QColor("#1d2a22")
"""The text colour: the speech bubbles' ink."""
_QUIET_INK = QColor("#8b9089")
"""Disabled text: readable on the paper, clearly not for now."""
_BUTTON = QColor("#e9e3d2")
"""Buttons and tab faces: the paper's shade, a touch deeper so they stand out from the page."""


def game_palette() -> QPalette:
    """The table's colours for windows and dialogs."""
    palette = QPalette(_BUTTON, TABLE.paper_shade)  # Qt derives the bevels (light, mid, dark) from these
    for group in (QPalette.ColorGroup.Active, QPalette.ColorGroup.Inactive):
        palette.setColor(group, QPalette.ColorRole.WindowText, _INK)
        palette.setColor(group, QPalette.ColorRole.Text, _INK)
        palette.setColor(group, QPalette.ColorRole.ButtonText, _INK)
        palette.setColor(group, QPalette.ColorRole.Base, TABLE.paper)
        palette.setColor(group, QPalette.ColorRole.AlternateBase, QColor("#f6f2e6"))
        palette.setColor(group, QPalette.ColorRole.Highlight, TABLE.felt_centre)
        palette.setColor(group, QPalette.ColorRole.HighlightedText, TABLE.plate_text)
        palette.setColor(group, QPalette.ColorRole.Link, TABLE.felt_centre)
        palette.setColor(group, QPalette.ColorRole.ToolTipBase, TABLE.bubble)
        palette.setColor(group, QPalette.ColorRole.ToolTipText, TABLE.bubble_text)
        palette.setColor(group, QPalette.ColorRole.PlaceholderText, QColor("#6b716a"))
    disabled = QPalette.ColorGroup.Disabled
    for role in (QPalette.ColorRole.WindowText, QPalette.ColorRole.Text, QPalette.ColorRole.ButtonText):
        palette.setColor(disabled, role, _QUIET_INK)
    palette.setColor(disabled, QPalette.ColorRole.Base, TABLE.paper_shade)
    palette.setColor(disabled, QPalette.ColorRole.Highlight, QColor("#7c9a89"))
    return palette


_WITH_THE_TEXT = frozenset({QStyle.PixelMetric.PM_IndicatorWidth, QStyle.PixelMetric.PM_IndicatorHeight,
                            QStyle.PixelMetric.PM_ExclusiveIndicatorWidth,
                            QStyle.PixelMetric.PM_ExclusiveIndicatorHeight})
"""The sizes that grow with the words: a check box's box and a radio button's circle."""


class _PlainDialogButtons(FocusMarkStyle):
    """The platform's style, with dialog buttons that carry words only and a strong focus mark."""

    def styleHint(self, hint: QStyle.StyleHint, option: object = None, widget: QWidget | None = None,
                  returnData: QStyleHintReturn | None = None) -> int:
        """As the platform's style says, except that dialog buttons have no icons."""
        if hint == QStyle.StyleHint.SH_DialogButtonBox_ButtonsHaveIcons:
            return 0
        return super().styleHint(hint, option, widget, returnData)  # type: ignore[arg-type]

    def pixelMetric(self, metric: QStyle.PixelMetric, option: QStyleOption | None = None,
                    widget: QWidget | None = None) -> int:
        """As the platform's style says, but the boxes to tick grow with the text size (``text_size``)."""
        value = super().pixelMetric(metric, option, widget)
        return round(value * text_scale()) if metric in _WITH_THE_TEXT else value


def install_game_look(app: QApplication) -> None:
    """Give ``app`` the game's palette, type and plain dialog buttons; installing twice changes nothing."""
    if isinstance(app.style(), _PlainDialogButtons):
        return
    app.setStyle(_PlainDialogButtons(QStyleFactory.create(app.style().name())))  # the app owns it
    app.setPalette(game_palette())
    font = QFont(app.font())
    font.setFamily(resolve_font_family())
    app.setFont(font)
