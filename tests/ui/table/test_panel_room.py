"""The table's panels grow with the text size only as far as the table has room (``panel_room``)."""

from __future__ import annotations

import pytest
from pytestqt.qtbot import QtBot

from euchre_desktop.ui.table.layout import TableLayout
from euchre_desktop.ui.table.panel_room import panel_clashes

SIZES = [(960, 566), (1280, 726), (1920, 1000), (2400, 900), (1000, 1200)]
"""The table at the smallest window, at 1280x800 and at 16:9 (each less its toolbar and status line), very
wide and tall."""


@pytest.mark.parametrize("players, hand_size", [(4, 5), (3, 5), (4, 6), (4, 12)])
@pytest.mark.parametrize("text_scale", [1.5, 2.0])
def test_grown_panels_never_cover_a_card_or_each_other(qtbot: QtBot, players: int, hand_size: int,
                                                       text_scale: float) -> None:
    for width, height in SIZES:
        layout = TableLayout(width, height, players, hand_size=hand_size, text_scale=text_scale)
        assert 1.0 <= layout.panel_scale <= text_scale
        assert panel_clashes(layout) == [], (width, height)
        if hand_size == 5:
            assert layout.panel_scale > 1.3, f"the words grow at {width}x{height}"


def test_the_usual_text_size_keeps_the_usual_table(qtbot: QtBot) -> None:
    usual, grown = TableLayout(1280, 726), TableLayout(1280, 726, text_scale=2.0)
    assert usual.panel_scale == 1.0 and usual.text_unit == usual.unit
    assert usual.plate_rect(2).top() == usual.margin, "the partner's plate beside its hand"
    assert grown.plate_rect(2).top() > grown.hand_bounds(2).bottom(), "grown, below it"
    assert grown.plate_size[1] == pytest.approx(usual.plate_size[1] * grown.panel_scale)


def test_a_crowded_table_is_found_out(qtbot: QtBot) -> None:
    layout = TableLayout(960, 566, text_scale=2.0)
    layout.set_panel_scale(2.0)
    assert ("score", "trump badge") in panel_clashes(layout)


@pytest.mark.parametrize("text_scale", [1.5, 2.0])
def test_six_seats_grow_their_words_too_with_no_new_clash(qtbot: QtBot, text_scale: float) -> None:
    for width, height in SIZES:
        usual = set(panel_clashes(TableLayout(width, height, 6, hand_size=8)))
        layout = TableLayout(width, height, 6, hand_size=8, text_scale=text_scale)
        assert set(panel_clashes(layout)) <= usual, (width, height)
        assert layout.panel_scale > 1.0, f"the words grow, as far as the sides allow, at {width}x{height}"
        assert layout.plate_rect(3).top() < layout.hand_bounds(3).bottom(), "the top plate beside its hand"
