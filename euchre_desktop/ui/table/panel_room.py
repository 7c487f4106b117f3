"""Whether the table's panels have room: the check that lets the plates, badge and score grow with the text.

A larger text size grows the panels (``TableLayout.panel_scale``) only as far as every panel stays on the
table and clear of every other panel and of every place a card may lie: the hands, the won tricks, the
trick, the kitty and the bowers' tray.  ``panel_clashes`` names what meets what; the layout uses it to find
the largest scale that fits, and the tests use it to prove the table it draws.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QRectF

from .layout import TRAY_HEIGHT, SeatPosition, card_bounds

if TYPE_CHECKING:
    from .layout import TableLayout

__all__ = ["largest_fitting_scale", "panel_clashes", "room_between_side_seats"]

_STEPS = 6
"""How many halvings the search for the largest scale makes (to within a 64th of the range)."""


def _card_places(layout: TableLayout) -> dict[str, QRectF]:
    """Every place a card may lie, by name."""
    places = {f"hand {seat}": layout.hand_bounds(seat) for seat in range(layout.players)}
    for side in range(3 if layout.players == 3 else 2):
        tricks = [card_bounds(layout.pile(side, trick, 3)) for trick in range(layout.hand_size)]
        places[f"tricks won by side {side}"] = tricks[0].united(tricks[-1])
    for seat in range(layout.players):
        places[f"trick card of seat {seat}"] = card_bounds(layout.trick(seat, 0))
    places["kitty"] = card_bounds(layout.kitty(0, 4)).united(card_bounds(layout.kitty(3, 4)))
    return places


def _panels(layout: TableLayout) -> dict[str, QRectF]:
    """Every panel, by name (the score with its score cards: the larger of its two sizes)."""
    badge = layout.trump_rect()
    gap = 0.12 * layout.unit
    panels = {"score": layout.score_rect(3 if layout.players == 3 else 2, True), "trump badge": badge,
              "bowers' tray": QRectF(badge.left(), badge.bottom() + gap, badge.width(),
                                     TRAY_HEIGHT * layout.unit)}
    panels.update({f"plate of seat {seat}": layout.plate_rect(seat) for seat in range(layout.players)})
    return panels


def panel_clashes(layout: TableLayout) -> list[tuple[str, str]]:
    """Each pair (a panel, what it meets) where a panel overlaps another or a card's place, or leaves the
    table ("the table's edge"); empty when every panel has its room."""
    panels = _panels(layout)
    others = {**_card_places(layout)}
    clashes = []
    names = list(panels)
    for index, name in enumerate(names):
        rect = panels[name]
        if not layout.rect.contains(rect):
            clashes.append((name, "the table's edge"))
        clashes.extend((name, other) for other in names[index + 1:] if rect.intersects(panels[other]))
        clashes.extend((name, other) for other, place in others.items() if rect.intersects(place))
    return clashes


def largest_fitting_scale(layout: TableLayout, wanted: float) -> float:
    """The largest panel scale from 1 to ``wanted`` at which ``layout`` has no new clash (found by halving;
    ``layout.set_panel_scale`` is left at the answer)."""
    layout.set_panel_scale(1.0)
    allowed = set(panel_clashes(layout))  # a very small table may crowd already: grown, it must not more
    low, high = 1.0, wanted
    layout.set_panel_scale(high)
    if set(panel_clashes(layout)) <= allowed:
        return high
    for _step in range(_STEPS):
        middle = (low + high) / 2
        layout.set_panel_scale(middle)
        if set(panel_clashes(layout)) <= allowed:
            low = middle
        else:
            high = middle
    layout.set_panel_scale(low)
    return low


def room_between_side_seats(layout: TableLayout, margin: float, top: float, bottom: float
                            ) -> tuple[float, float]:
    """The span of the table, left to right, between the hands and plates of the seats at its left and
    right sides that reach a third of their height or more into the band from ``top`` to ``bottom``,
    ``margin`` inside them: the player's bid buttons keep within it, so the side players stay in view."""
    left, right = margin, layout.width - margin
    for seat in range(1, layout.players):
        position = layout.position(seat)
        if position not in (SeatPosition.LEFT, SeatPosition.RIGHT):
            continue
        for rect in (layout.hand_bounds(seat), layout.plate_rect(seat)):
            # The panel may cover a plate's edge (its words stay in view), not the most of it.
            if min(rect.bottom(), bottom) - max(rect.top(), top) < rect.height() / 3:
                continue
            if position is SeatPosition.LEFT:
                left = max(left, rect.right() + margin)
            else:
                right = min(right, rect.left() - margin)
    return left, right
