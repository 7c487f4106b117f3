"""Colours, fonts and proportions shared by everything drawn on the card table.

One place for the look of the table, so the card art, the seat plates and the score all agree and a
later "table theme" setting has one thing to swap.  Fonts are chosen deliberately: a machine without the
font would otherwise render text as boxes, so the first family actually installed wins.
"""

from __future__ import annotations

import dataclasses
import functools

from PySide6.QtGui import QColor, QFont, QFontDatabase

from ..engine import Suit

__all__ = [
    "CARD_ASPECT",
    "FONT_FAMILIES",
    "TABLE",
    "SuitPalette",
    "TableColours",
    "label_font",
    "resolve_font_family",
    "suit_palette",
]

CARD_ASPECT = 0.716
"""Card width divided by height: the proportions of a poker-size card (63 x 88 mm)."""

FONT_FAMILIES = ("DejaVu Sans", "Liberation Sans", "Noto Sans", "Arial", "Helvetica")
"""Families tried in order for every label; DejaVu ships with Debian (fonts-dejavu-core)."""


@dataclasses.dataclass(frozen=True, slots=True)
class SuitPalette:
    """The ink of each suit on a card face."""

    clubs: QColor
    diamonds: QColor
    hearts: QColor
    spades: QColor

    def colour(self, suit: Suit) -> QColor:
        """The ink for ``suit``."""
        return (self.clubs, self.diamonds, self.hearts, self.spades)[suit]


_TWO_COLOUR = SuitPalette(
    clubs=QColor("#16161a"), diamonds=QColor("#c4122f"), hearts=QColor("#c4122f"), spades=QColor("#16161a"))
# The common poker four-colour deck: clubs green, diamonds blue, hearts red, spades black.
_FOUR_COLOUR = SuitPalette(
    clubs=QColor("#12803c"), diamonds=QColor("#1757c2"), hearts=QColor("#c4122f"), spades=QColor("#16161a"))


def suit_palette(four_colour: bool) -> SuitPalette:
    """The traditional red and black inks, or the four-colour ones."""
    return _FOUR_COLOUR if four_colour else _TWO_COLOUR


@dataclasses.dataclass(frozen=True, slots=True)
class TableColours:
    """Every colour of the table apart from suit inks."""

    felt_centre: QColor = dataclasses.field(default_factory=lambda: QColor("#1d7a4c"))
    felt_edge: QColor = dataclasses.field(default_factory=lambda: QColor("#0c4229"))
    paper: QColor = dataclasses.field(default_factory=lambda: QColor("#fdfcf8"))
    paper_shade: QColor = dataclasses.field(default_factory=lambda: QColor("#f1eee4"))
    card_edge: QColor = dataclasses.field(default_factory=lambda: QColor("#8f8c82"))
    back: QColor = dataclasses.field(default_factory=lambda: QColor("#8e1f30"))
    back_dark: QColor = dataclasses.field(default_factory=lambda: QColor("#5e1220"))
    back_line: QColor = dataclasses.field(default_factory=lambda: QColor("#e2c27a"))
    gold: QColor = dataclasses.field(default_factory=lambda: QColor("#d9a92b"))
    gold_dark: QColor = dataclasses.field(default_factory=lambda: QColor("#8a6412"))
    selection: QColor = dataclasses.field(default_factory=lambda: QColor("#ffc83d"))
    unplayable_veil: QColor = dataclasses.field(default_factory=lambda: QColor(28, 36, 32, 120))
    plate: QColor = dataclasses.field(default_factory=lambda: QColor(8, 30, 19, 190))
    plate_active: QColor = dataclasses.field(default_factory=lambda: QColor("#ffd86b"))
    plate_text: QColor = dataclasses.field(default_factory=lambda: QColor("#f4f1e6"))
    plate_subtle: QColor = dataclasses.field(default_factory=lambda: QColor("#b9cfc0"))
    chip_dealer: QColor = dataclasses.field(default_factory=lambda: QColor("#f4f1e6"))
    chip_maker: QColor = dataclasses.field(default_factory=lambda: QColor("#ffc83d"))
    chip_alone: QColor = dataclasses.field(default_factory=lambda: QColor("#ff8a5c"))
    chip_out: QColor = dataclasses.field(default_factory=lambda: QColor("#9aa5a0"))
    bubble: QColor = dataclasses.field(default_factory=lambda: QColor("#fffdf3"))
    bubble_text: QColor = dataclasses.field(default_factory=lambda: QColor("#1d2a22"))
    shadow: QColor = dataclasses.field(default_factory=lambda: QColor(0, 0, 0, 70))
    face_skin: QColor = dataclasses.field(default_factory=lambda: QColor("#f3d3b3"))


TABLE = TableColours()
"""The colours of the standard green-baize table."""


@functools.cache
def resolve_font_family() -> str:
    """The first installed family of ``FONT_FAMILIES``, or the application default.

    Needs a QGuiApplication (the font database is only filled once one exists).
    """
    installed = set(QFontDatabase.families())
    for family in FONT_FAMILIES:
        if family in installed:
            return family
    return QFont().defaultFamily()


def label_font(pixel_size: float, *, bold: bool = False, condensed: bool = False) -> QFont:
    """A font of the table's family at ``pixel_size`` pixels (at least 1)."""
    font = QFont(resolve_font_family())
    font.setPixelSize(max(1, round(pixel_size)))
    font.setBold(bold)
    if condensed:
        font.setStretch(QFont.Stretch.Condensed)
    font.setHintingPreference(QFont.HintingPreference.PreferVerticalHinting)
    return font
