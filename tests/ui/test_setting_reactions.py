"""Every setting the player can change has a reaction in the window; the tables they look up are complete."""

from __future__ import annotations

from euchre_desktop.persistence.settings import SCHEMA
from euchre_desktop.ui.table.animation import SPEEDS, Durations
from euchre_desktop.ui.table.layout import HAND_SCALES, TableLayout


def choices(key: str) -> set[object]:
    """The values the schema allows for ``key``."""
    return {value for value, _label in SCHEMA[key].choices}


def test_every_card_size_has_a_scale_the_layout_takes() -> None:
    assert set(HAND_SCALES) == choices("table.card_size")
    for scale in HAND_SCALES.values():
        TableLayout(1280, 800, hand_scale=scale)  # raises outside the bounds it draws well


def test_every_speed_has_a_pace_the_table_takes() -> None:
    assert set(SPEEDS) == choices("table.speed")
    paces = [Durations(speed=SPEEDS[value]).speed for value, _label in SCHEMA["table.speed"].choices]
    assert paces == sorted(paces), "the choices go from slow to fast"
