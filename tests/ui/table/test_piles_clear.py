"""The piles on the cloth (the kitty put away by its dealer, the discards beside it, each side's won tricks)
cover no name plate, portrait, hand, trick card or panel, in every game, at every dealer, at the window sizes
players use and with the words at their usual size or grown."""

from __future__ import annotations

import itertools

import pytest
from PySide6.QtCore import QRectF

from euchre_desktop.ui.table.bowers import bower_tray
from euchre_desktop.ui.table.layout import TableLayout, card_bounds

# The table (the window less its toolbar and status line) at 960x640 (the smallest window), 1280x800,
# 1600x1000 and 1920x1080.
SIZES = [(960, 560), (1280, 720), (1600, 920), (1920, 1000)]
FORMS = [(4, 5, 4), (3, 5, 10), (4, 6, 2), (4, 12, 1), (6, 8, 2)]
"""(seats, cards dealt, cards put away): Euchre's kitty with the dealer's discard (cutthroat's with the
Benny), and Bid Euchre's Benny card with a moon shooter's discard, a discard alone, and two discards at
six."""


def _regions(layout: TableLayout) -> dict[str, QRectF]:
    """Everything a pile must leave in view."""
    sides = 3 if layout.players == 3 else 2
    regions = {"score": layout.score_rect(sides, True), "trump badge": layout.trump_rect(),
               "bowers' tray": bower_tray(layout)}
    for seat in range(layout.players):
        regions[f"plate {seat}"] = layout.plate_rect(seat)
        regions[f"hand {seat}"] = layout.hand_bounds(seat)
        regions[f"trick card {seat}"] = card_bounds(layout.trick(seat, 0))
    return regions


def _won(layout: TableLayout, side: int) -> QRectF:
    """Every trick of a hand won by ``side``."""
    pile = QRectF()
    for trick in range(layout.hand_size):
        pile = pile.united(card_bounds(layout.pile(side, trick, 3)))
    return pile


@pytest.mark.parametrize(("size", "form", "text_scale"), list(itertools.product(SIZES, FORMS, (1.0, 2.0))))
def test_the_piles_cover_no_plate_hand_trick_or_panel(size: tuple[int, int], form: tuple[int, int, int],
                                                      text_scale: float) -> None:
    players, cards, aside = form
    layout = TableLayout(*size, players, hand_size=cards, text_scale=text_scale)
    regions = _regions(layout)
    piles = {f"tricks won by side {side}": _won(layout, side) for side in range(3 if players == 3 else 2)}
    for dealer in range(players):
        kitty = QRectF()
        for index in range(aside):
            kitty = kitty.united(card_bounds(layout.kitty_aside(dealer, index, aside)))
        piles[f"kitty put away by {dealer}"] = kitty
    where = f"at {size}, {form}, text {text_scale}"
    for name, pile in piles.items():
        assert layout.rect.contains(pile), f"the {name} leaves the table {where}"
        for other, region in regions.items():
            assert not pile.intersects(region), f"the {name} covers the {other} {where}"
        for other, region in piles.items():
            # Only one kitty lies on the table at a time.
            if other != name and not (name.startswith("kitty") and other.startswith("kitty")):
                assert not pile.intersects(region), f"the {name} covers the {other} {where}"
