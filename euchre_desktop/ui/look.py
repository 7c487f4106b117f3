"""The game's look outside the table: every window and dialog in the table's colours and type.

Settings, Statistics, the rules, the questions and warnings are ordinary Qt dialogs, and stay so (the native
keys, focus, accessibility and layout are the platform's); ``install_game_look`` gives the application the
table's palette (the cards' paper, the felt's green for a selection, the bubbles' ink) and its font family,
and takes the icons off dialog buttons, which some desktop styles draw as an odd green arrow on OK, and marks
the control with the keyboard's focus plainly (``focus_mark``).
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QFont, QPainter, QPalette
from PySide6.QtWidgets import (
    QApplication,
    QStyle,
    QStyleFactory,
    QStyleHintReturn,
    QStyleOption,
    QStyleOptionComplex,
    QWidget,
)

from .focus_mark import FocusMarkStyle
from .text_size import text_scale
from .theme import TABLE, resolve_font_family

__all__ = ["game_palette", "hold_style_animations", "install_game_look", "refresh_game_palette"]


def game_palette() -> QPalette:
    """The table's colours in use (``theme.TABLE``, standard or high contrast) for windows and dialogs."""
    palette = QPalette(TABLE.button, TABLE.paper_shade)  # Qt derives the bevels (light, mid, dark) from these
    for group in (QPalette.ColorGroup.Active, QPalette.ColorGroup.Inactive):
        palette.setColor(group, QPalette.ColorRole.WindowText, TABLE.ink)
        palette.setColor(group, QPalette.ColorRole.Text, TABLE.ink)
        palette.setColor(group, QPalette.ColorRole.ButtonText, TABLE.ink)
        palette.setColor(group, QPalette.ColorRole.Base, TABLE.paper)
        palette.setColor(group, QPalette.ColorRole.AlternateBase, TABLE.alternate_base)
        palette.setColor(group, QPalette.ColorRole.Highlight, TABLE.highlight)
        palette.setColor(group, QPalette.ColorRole.HighlightedText, TABLE.highlighted_text)
        palette.setColor(group, QPalette.ColorRole.Link, TABLE.link)
        palette.setColor(group, QPalette.ColorRole.ToolTipBase, TABLE.bubble)
        palette.setColor(group, QPalette.ColorRole.ToolTipText, TABLE.bubble_text)
        palette.setColor(group, QPalette.ColorRole.PlaceholderText, TABLE.placeholder)
    disabled = QPalette.ColorGroup.Disabled
    for role in (QPalette.ColorRole.WindowText, QPalette.ColorRole.Text, QPalette.ColorRole.ButtonText):
        palette.setColor(disabled, role, TABLE.quiet_ink)
    palette.setColor(disabled, QPalette.ColorRole.Base, TABLE.paper_shade)
    palette.setColor(disabled, QPalette.ColorRole.Highlight, TABLE.disabled_highlight)
    return palette


_WITH_THE_TEXT = frozenset({QStyle.PixelMetric.PM_IndicatorWidth, QStyle.PixelMetric.PM_IndicatorHeight,
                            QStyle.PixelMetric.PM_ExclusiveIndicatorWidth,
                            QStyle.PixelMetric.PM_ExclusiveIndicatorHeight})
"""The sizes that grow with the words: a check box's box and a radio button's circle."""


class _PlainDialogButtons(FocusMarkStyle):
    """The platform's style, with dialog buttons that carry words only and a strong focus mark."""

    still = False
    """Reduced motion: the style's own widget animations (a progress bar's glow, say) take no time."""

    def styleHint(self, hint: QStyle.StyleHint, option: object = None, widget: QWidget | None = None,
                  returnData: QStyleHintReturn | None = None) -> int:
        """As the platform's style says, except that dialog buttons have no icons."""
        if hint == QStyle.StyleHint.SH_DialogButtonBox_ButtonsHaveIcons:
            return 0
        if hint == QStyle.StyleHint.SH_Widget_Animation_Duration and self.still:
            return 0
        return super().styleHint(hint, option, widget, returnData)  # type: ignore[arg-type]

    def pixelMetric(self, metric: QStyle.PixelMetric, option: QStyleOption | None = None,
                    widget: QWidget | None = None) -> int:
        """As the platform's style says, but the boxes to tick grow with the text size (``text_size``)."""
        value = super().pixelMetric(metric, option, widget)
        return round(value * text_scale()) if metric in _WITH_THE_TEXT else value


    def drawComplexControl(self, control: QStyle.ComplexControl, option: QStyleOptionComplex,
                           painter: QPainter, widget: QWidget | None = None) -> None:
        """As the platform's style draws it, with a scroll bar's handle in a quiet ink that stands out from
        its groove (the paper-coloured palette left it a pale grey on paler grey)."""
        super().drawComplexControl(control, option, painter, widget)
        if control == QStyle.ComplexControl.CC_ScrollBar:
            handle = self.subControlRect(control, option, QStyle.SubControl.SC_ScrollBarSlider,
                                         widget)  # type: ignore[arg-type]  # None is allowed
            if handle.isValid():
                painter.save()
                painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(TABLE.quiet_ink)
                inner = QRectF(handle).adjusted(2.5, 2.5, -2.5, -2.5)
                radius = min(inner.width(), inner.height()) / 2
                painter.drawRoundedRect(inner, radius, radius)
                painter.restore()


def install_game_look(app: QApplication) -> None:
    """Give ``app`` the game's palette, type and plain dialog buttons; installing twice changes nothing."""
    if isinstance(app.style(), _PlainDialogButtons):
        return
    app.setStyle(_PlainDialogButtons(QStyleFactory.create(app.style().name())))  # the app owns it
    app.setPalette(game_palette())
    font = QFont(app.font())
    font.setFamily(resolve_font_family())
    app.setFont(font)


def hold_style_animations(app: QApplication, still: bool) -> None:
    """With ``still``, the game's style animates no widget (once ``install_game_look`` has given it)."""
    style = app.style()
    if isinstance(style, _PlainDialogButtons):
        style.still = still


def refresh_game_palette(app: QApplication) -> None:
    """Give ``app`` the palette of the colours now in use (after ``theme.set_high_contrast``)."""
    app.setPalette(game_palette())
