"""Colours, fonts and proportions shared by everything drawn: the table, the cards and every window.

One place for the look of the game, so the card art, the seat plates, the score and the dialogs agree.  Two
sets of colours exist: the standard green-baize table (``STANDARD``) and a high-contrast one
(``HIGH_CONTRAST``: a dark cloth, white card faces with full-strength inks, opaque plates with white text,
black on white dialogs).  ``TABLE`` is the set in use: everything reads it as it paints, and
``set_high_contrast`` rewrites it in place, then tells ``colour_notice().changed`` so that what baked a
colour into a style sheet can bake it again.  Fonts are chosen deliberately: a machine without the font would
otherwise render text as boxes, so the first family actually installed wins.
"""

from __future__ import annotations

import dataclasses
import functools

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QColor, QFont, QFontDatabase

from ..engine import Suit

__all__ = [
    "CARD_ASPECT",
    "FONT_FAMILIES",
    "HIGH_CONTRAST",
    "STANDARD",
    "TABLE",
    "ColourNotice",
    "SuitPalette",
    "TableColours",
    "colour_notice",
    "high_contrast",
    "label_font",
    "resolve_font_family",
    "set_high_contrast",
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
    clubs=QColor("#117a39"), diamonds=QColor("#1757c2"), hearts=QColor("#c4122f"), spades=QColor("#16161a"))
# At full strength on a white face: each ink at least 7:1 against the paper.
_STRONG_TWO_COLOUR = SuitPalette(
    clubs=QColor("#000000"), diamonds=QColor("#b00000"), hearts=QColor("#b00000"), spades=QColor("#000000"))
_STRONG_FOUR_COLOUR = SuitPalette(
    clubs=QColor("#005a1e"), diamonds=QColor("#0030b0"), hearts=QColor("#b00000"), spades=QColor("#000000"))


def suit_palette(four_colour: bool) -> SuitPalette:
    """The traditional red and black inks, or the four-colour ones, in the colours in use."""
    if _in_use.high_contrast:
        return _STRONG_FOUR_COLOUR if four_colour else _STRONG_TWO_COLOUR
    return _FOUR_COLOUR if four_colour else _TWO_COLOUR


@dataclasses.dataclass(slots=True)
class TableColours:
    """Every colour of the game apart from suit inks: the table's, the cards' and the windows'.

    ``tests/ui/test_contrast.py`` pairs each colour of text with what it stands on and measures them.
    """

    felt_centre: QColor
    felt_edge: QColor
    paper: QColor
    paper_shade: QColor
    card_edge: QColor
    back: QColor
    back_dark: QColor
    back_line: QColor
    gold: QColor
    gold_dark: QColor
    selection: QColor
    pickup: QColor
    """The outline and tag of the upcard the player has just picked up (not the selection's gold)."""
    pickup_ink: QColor
    """The tag's words, on ``pickup``."""
    unplayable_veil: QColor
    plate: QColor
    plate_solid: QColor
    """The plate's colour where nothing shows through it (the hand summary, the coach's note)."""
    plate_rim: QColor
    panel_edge: QColor
    """The edge of an opaque panel over the table (the hand summary)."""
    plate_active: QColor
    plate_text: QColor
    plate_subtle: QColor
    chip_dealer: QColor
    chip_maker: QColor
    chip_alone: QColor
    chip_out: QColor
    chip_text: QColor
    bubble: QColor
    bubble_text: QColor
    bubble_hover: QColor
    """A bubble-faced button under the mouse."""
    bubble_hinted: QColor
    """A bid button the hint points at."""
    bubble_chosen: QColor
    """A bid button chosen."""
    key_cap: QColor
    key_cap_text: QColor
    banner_text: QColor
    """The festive banner's title, on gold."""
    banner_subtle: QColor
    shadow: QColor
    face_skin: QColor
    ink: QColor
    """Text in the windows, on the paper and the window's shade."""
    quiet_ink: QColor
    """Disabled text: readable on the paper, clearly not for now."""
    placeholder: QColor
    button: QColor
    """Buttons and tab faces: the paper's shade, a touch deeper so they stand out from the page."""
    alternate_base: QColor
    highlight: QColor
    highlighted_text: QColor
    link: QColor
    disabled_highlight: QColor
    turn_ink: QColor
    """The status line's "your turn", on the window's shade."""
    wait_ink: QColor
    warning_ink: QColor
    warning_face: QColor
    info_ink: QColor
    info_face: QColor
    high_contrast: bool
    """True for the high-contrast set."""


STANDARD = TableColours(
    felt_centre=QColor("#1d7a4c"), felt_edge=QColor("#0c4229"), paper=QColor("#fdfcf8"),
    paper_shade=QColor("#f1eee4"), card_edge=QColor("#8f8c82"), back=QColor("#8e1f30"),
    back_dark=QColor("#5e1220"), back_line=QColor("#e2c27a"), gold=QColor("#d9a92b"),
    gold_dark=QColor("#8a6412"), selection=QColor("#ffc83d"), pickup=QColor("#2b6cb0"),
    pickup_ink=QColor("#fdfcf8"), unplayable_veil=QColor(28, 36, 32, 120),
    plate=QColor(8, 30, 19, 190), plate_solid=QColor(8, 30, 19, 255), plate_rim=QColor(255, 255, 255, 40),
    panel_edge=QColor("#8a6412"), plate_active=QColor("#ffd86b"), plate_text=QColor("#f4f1e6"),
    plate_subtle=QColor("#b9cfc0"), chip_dealer=QColor("#f4f1e6"), chip_maker=QColor("#ffc83d"),
    chip_alone=QColor("#ff8a5c"), chip_out=QColor("#9aa5a0"), chip_text=QColor("#1d2a22"),
    bubble=QColor("#fffdf3"), bubble_text=QColor("#1d2a22"), bubble_hover=QColor("#fff1c4"),
    bubble_hinted=QColor("#ffe7a3"), bubble_chosen=QColor("#ffd86b"), key_cap=QColor("#2c3a31"),
    key_cap_text=QColor("#f4f1e6"), banner_text=QColor("#2a1d05"), banner_subtle=QColor("#4a3508"),
    shadow=QColor(0, 0, 0, 70), face_skin=QColor("#f3d3b3"), ink=QColor("#1d2a22"),
    quiet_ink=QColor("#8b9089"), placeholder=QColor("#656b64"), button=QColor("#e9e3d2"),
    alternate_base=QColor("#f6f2e6"), highlight=QColor("#1d7a4c"), highlighted_text=QColor("#f4f1e6"),
    link=QColor("#1d7a4c"), disabled_highlight=QColor("#7c9a89"), turn_ink=QColor("#14301f"),
    wait_ink=QColor("#33443a"), warning_ink=QColor("#5c2f00"), warning_face=QColor("#ffd88a"),
    info_ink=QColor("#14301f"), info_face=QColor("#d8efdc"), high_contrast=False,
)
"""The colours of the standard green-baize table (copied into ``TABLE``; never changed)."""

HIGH_CONTRAST = TableColours(
    felt_centre=QColor("#0c4229"), felt_edge=QColor("#000000"),
    paper=QColor("#ffffff"), paper_shade=QColor("#ffffff"), card_edge=QColor("#000000"),
    back=QColor("#8e1f30"), back_dark=QColor("#5e1220"), back_line=QColor("#e2c27a"),
    gold=QColor("#ffd700"), gold_dark=QColor("#000000"), selection=QColor("#0040ff"),
    pickup=QColor("#8b008b"), pickup_ink=QColor("#ffffff"), unplayable_veil=QColor(0, 0, 0, 48),
    plate=QColor("#000000"), plate_solid=QColor("#000000"), plate_rim=QColor("#ffffff"),
    panel_edge=QColor("#ffffff"),
    plate_active=QColor("#ffff00"), plate_text=QColor("#ffffff"), plate_subtle=QColor("#e6e6e6"),
    chip_dealer=QColor("#ffffff"), chip_maker=QColor("#ffd700"), chip_alone=QColor("#ffa07a"),
    chip_out=QColor("#c8c8c8"), chip_text=QColor("#000000"),
    bubble=QColor("#ffffff"), bubble_text=QColor("#000000"), bubble_hover=QColor("#dde6ff"),
    bubble_hinted=QColor("#ffe44d"), bubble_chosen=QColor("#ffd700"),
    key_cap=QColor("#000000"), key_cap_text=QColor("#ffffff"),
    banner_text=QColor("#000000"), banner_subtle=QColor("#000000"),
    shadow=QColor(0, 0, 0, 70), face_skin=QColor("#f3d3b3"),
    ink=QColor("#000000"), quiet_ink=QColor("#595959"), placeholder=QColor("#4d4d4d"),
    button=QColor("#f2f2f2"), alternate_base=QColor("#f0f0f0"),
    highlight=QColor("#00007a"), highlighted_text=QColor("#ffffff"), link=QColor("#0000c8"),
    disabled_highlight=QColor("#595959"),
    turn_ink=QColor("#000000"), wait_ink=QColor("#000000"),
    warning_ink=QColor("#000000"), warning_face=QColor("#ffd24a"),
    info_ink=QColor("#000000"), info_face=QColor("#c6f0cf"),
    high_contrast=True,
)
"""The high-contrast colours: a dark cloth with opaque plates, white faces, black on white windows."""



def _copy(source: TableColours) -> TableColours:
    """A set of its own colours, equal to ``source`` (a QColor can be changed in place)."""
    copy = dataclasses.replace(source)
    for field in dataclasses.fields(copy):
        value = getattr(copy, field.name)
        if isinstance(value, QColor):
            setattr(copy, field.name, QColor(value))
    return copy


_in_use = _copy(STANDARD)
TABLE = _in_use
"""The colours in use: ``STANDARD`` or ``HIGH_CONTRAST``, copied in place by ``set_high_contrast``."""


class ColourNotice(QObject):
    """Tells of a change of the colours in use.

    Signals:
        changed(): ``TABLE`` now holds the other set; style sheets made from it are stale.
    """

    changed = Signal()


@functools.cache
def colour_notice() -> ColourNotice:
    """The one notice of colour changes (made on first use, once Qt is running)."""
    return ColourNotice()


def high_contrast() -> bool:
    """True while the high-contrast colours are in use."""
    return _in_use.high_contrast


def set_high_contrast(on: bool) -> bool:
    """Use the high-contrast colours (or the standard ones); True if that changed them."""
    if on == _in_use.high_contrast:
        return False
    source = _copy(HIGH_CONTRAST if on else STANDARD)
    # In place, not a new object: every module holds ``TABLE`` by name and reads it as it paints.
    for field in dataclasses.fields(TableColours):
        setattr(_in_use, field.name, getattr(source, field.name))
    colour_notice().changed.emit()
    return True


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
