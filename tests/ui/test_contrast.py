"""Every word and every suit mark stands out from what it is drawn on: WCAG AA contrast (4.5:1) over the
theme's colours, in the high-contrast set and in the standard one.

The contrast is worked out here from WCAG 2's definitions (relative luminance of sRGB, then the ratio of the
lighter to the darker, each plus 0.05), not from Qt, so the test checks the colours and not a library.  A
see-through colour (the standard plates) is laid over each colour of each cloth it can lie on, and the worst
case counts.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator

import pytest
from PySide6.QtGui import QColor

from euchre_desktop.engine import Suit
from euchre_desktop.ui import theme
from euchre_desktop.ui.dialogs.charts import LOST_COLOUR, OUR_COLOUR, THEIR_COLOUR, WON_COLOUR
from euchre_desktop.ui.table.items import SITTING_OUT_OPACITY
from euchre_desktop.ui.table.view import CLOTHS
from euchre_desktop.ui.theme import HIGH_CONTRAST, STANDARD, TableColours

AA = 4.5
"""WCAG 2 level AA for ordinary text."""


def _channel(value: int) -> float:
    c = value / 255
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def luminance(colour: QColor) -> float:
    """WCAG 2 relative luminance of an opaque sRGB colour."""
    red, green, blue = (_channel(value) for value in (colour.red(), colour.green(), colour.blue()))
    return 0.2126 * red + 0.7152 * green + 0.0722 * blue


def contrast(one: QColor, other: QColor) -> float:
    """WCAG 2 contrast ratio of two opaque colours, from 1 to 21."""
    light, dark = sorted((luminance(one), luminance(other)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


def over(top: QColor, below: QColor) -> QColor:
    """``top`` laid over the opaque ``below``, as a painter blends it."""
    alpha = top.alpha() / 255
    return QColor(*(round(alpha * a + (1 - alpha) * b) for a, b in
                    ((top.red(), below.red()), (top.green(), below.green()), (top.blue(), below.blue()))))


def _cloth_colours(colours: TableColours) -> list[QColor]:
    """Every colour the cloth shows somewhere, as ``view.paint_felt`` lays it."""
    found = []
    for middle, rail in CLOTHS.values():
        if colours.high_contrast:
            middle, rail = rail, colours.felt_edge
        found += [middle, middle.darker(118), rail]
    return found


def _grounds(colours: TableColours, ground: QColor) -> list[QColor]:
    """What ``ground`` looks like wherever it lies: itself if opaque, else over each colour of the cloth."""
    return [ground] if ground.alpha() == 255 else [over(ground, cloth) for cloth in _cloth_colours(colours)]


def text_pairs(c: TableColours) -> Iterator[tuple[str, QColor, QColor]]:
    """Each colour of text with each colour it is written on: (where, text, ground)."""
    on_plates = {"plate_text": c.plate_text, "plate_subtle": c.plate_subtle, "gold (a winning score)": c.gold}
    for name, text in on_plates.items():
        for plate in ("plate", "plate_solid"):
            yield f"{name} on {plate}", text, getattr(c, plate)
    for chip in ("chip_dealer", "chip_maker", "chip_alone", "chip_out"):
        yield f"chip_text on {chip}", c.chip_text, getattr(c, chip)
    for face in ("bubble", "bubble_hover", "bubble_hinted", "bubble_chosen", "gold (Next hand)"):
        yield f"bubble_text on {face}", c.bubble_text, getattr(c, face.split(" ")[0])
    yield "key_cap_text on key_cap", c.key_cap_text, c.key_cap
    yield "banner_text on gold", c.banner_text, c.gold
    yield "banner_subtle on gold", c.banner_subtle, c.gold
    for ground in ("paper", "paper_shade", "button", "alternate_base"):
        yield f"ink on {ground}", c.ink, getattr(c, ground)
    for ground in ("paper", "paper_shade"):
        yield f"placeholder (captions) on {ground}", c.placeholder, getattr(c, ground)
    yield "link on paper", c.link, c.paper
    yield "highlighted_text on highlight", c.highlighted_text, c.highlight
    yield "turn_ink on paper_shade (the status line)", c.turn_ink, c.paper_shade
    yield "wait_ink on paper_shade (the status line)", c.wait_ink, c.paper_shade
    yield "warning_ink on warning_face", c.warning_ink, c.warning_face
    yield "info_ink on info_face", c.info_ink, c.info_face
    yield "pickup_ink on pickup (the tag of the card picked up)", c.pickup_ink, c.pickup


def mark_pairs(c: TableColours, palette: Callable[[bool], theme.SuitPalette]
               ) -> Iterator[tuple[str, QColor, QColor]]:
    """Each suit's ink, in two and in four colours, on each shade of the card's paper."""
    for four in (False, True):
        for suit in Suit:
            for ground in ("paper", "paper_shade"):
                yield (f"{suit.name.lower()} ({'four' if four else 'two'} colours) on {ground}",
                       palette(four).colour(suit), getattr(c, ground))


def shortfalls(pairs: Iterator[tuple[str, QColor, QColor]], colours: TableColours) -> dict[str, float]:
    """The pairs below AA, with their worst ratio."""
    short = {}
    for where, text, ground in pairs:
        worst = min(contrast(text, seen) for seen in _grounds(colours, ground))
        if worst < AA:
            short[where] = round(worst, 2)
    return short


@pytest.fixture
def high_contrast() -> Iterator[None]:
    """The high-contrast colours in use for the test, the standard ones again after it."""
    theme.set_high_contrast(True)
    yield
    theme.set_high_contrast(False)


def test_the_contrast_measure_is_wcag_2() -> None:
    assert contrast(QColor("black"), QColor("white")) == pytest.approx(21.0)
    assert contrast(QColor("#777777"), QColor("white")) == pytest.approx(4.48, abs=0.01)  # just short
    assert contrast(QColor("#767676"), QColor("white")) >= AA
    assert over(QColor(0, 0, 0, 128), QColor("white")) == QColor(127, 127, 127)


def test_high_contrast_text_and_suit_marks_meet_aa(qapp: object, high_contrast: None) -> None:
    colours = theme.TABLE
    assert colours.high_contrast
    assert not shortfalls(text_pairs(colours), colours)
    assert not shortfalls(mark_pairs(colours, theme.suit_palette), colours)


def test_the_high_contrast_set_is_stronger_than_aa_where_it_matters_most(qapp: object,
                                                                       high_contrast: None) -> None:
    colours = theme.TABLE
    # The marks of the cards and the plates' words: at least WCAG's AAA (7:1).
    for _where, ink, ground in mark_pairs(colours, theme.suit_palette):
        assert contrast(ink, ground) >= 7.0
    assert contrast(colours.plate_text, colours.plate) >= 7.0
    assert contrast(colours.bubble_text, colours.bubble) >= 7.0


def test_in_high_contrast_a_card_you_cannot_play_now_is_still_easy_to_read(qapp: object,
                                                                          high_contrast: None) -> None:
    colours = theme.TABLE
    veiled = [over(colours.unplayable_veil, ground) for ground in (colours.paper, colours.paper_shade)]
    assert all(luminance(face) < luminance(colours.paper) * 0.9 for face in veiled), "clearly dimmed"
    for _where, ink, _ground in mark_pairs(colours, theme.suit_palette):
        assert min(contrast(ink, face) for face in veiled) >= AA


def test_in_high_contrast_the_plate_of_a_player_sitting_out_still_reads(qapp: object,
                                                                       high_contrast: None) -> None:
    colours = theme.TABLE

    def faded(colour: QColor) -> QColor:
        seen = QColor(colour)
        seen.setAlphaF(colour.alphaF() * SITTING_OUT_OPACITY)
        return seen

    for cloth in _cloth_colours(colours):
        plate = over(faded(colours.plate), cloth)
        for words in (colours.plate_text, colours.plate_subtle):
            assert contrast(over(faded(words), cloth), plate) >= AA


def test_standard_text_and_suit_marks_meet_aa(qapp: object) -> None:
    colours = theme.TABLE
    assert not colours.high_contrast
    assert not shortfalls(text_pairs(colours), colours)
    assert not shortfalls(mark_pairs(colours, theme.suit_palette), colours)


def test_the_charts_lines_and_letters_stand_out_in_either_set(qapp: object) -> None:
    for high in (False, True):
        theme.set_high_contrast(high)
        try:
            page = theme.TABLE.paper_shade  # the window's colour, which the Statistics charts are drawn on
            for line in (OUR_COLOUR, THEIR_COLOUR, WON_COLOUR, LOST_COLOUR):
                assert contrast(line, page) >= 3.0, "WCAG's contrast for graphics"
            for chip in (WON_COLOUR, LOST_COLOUR):
                assert contrast(QColor("white"), chip) >= AA, "the W and L on the result chips"
        finally:
            theme.set_high_contrast(False)


def test_switching_copies_each_set_whole() -> None:
    assert theme.set_high_contrast(True)
    try:
        assert theme.high_contrast()
        assert theme.TABLE == HIGH_CONTRAST and theme.TABLE is not HIGH_CONTRAST
        assert not theme.set_high_contrast(True), "no change the second time"
    finally:
        theme.set_high_contrast(False)
    assert theme.TABLE == STANDARD
