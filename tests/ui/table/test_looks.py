"""Table looks players expect: a choice of cloth and of card back (and of score cards), kept in the settings,
shown in the Settings' Table page, and applied to the table at once."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtGui import QColor
from pytestqt.qtbot import QtBot

from euchre_desktop.engine import Rules
from euchre_desktop.persistence.settings import SCHEMA, Settings
from euchre_desktop.ui.table.card_art import BACKS, CardLook, CardRenderer
from euchre_desktop.ui.table.score_cards import ScorePair
from euchre_desktop.ui.table.view import CLOTHS, Felt, paint_felt

pytestmark = pytest.mark.usefixtures("qapp")


def _choices(key: str) -> list[object]:
    return [value for value, _label in SCHEMA[key].choices]


def test_the_settings_offer_every_cloth_back_and_pair_the_table_draws() -> None:
    assert _choices("table.cloth") == list(CLOTHS) and len(CLOTHS) >= 4
    assert _choices("table.card_back") == list(BACKS) and len(BACKS) >= 3
    assert _choices("table.score_pair") == [pair.value for pair in ScorePair]
    keys = ("table.cloth", "table.card_back", "table.score_pair")
    assert {SCHEMA[key].section for key in keys} == {"table"}, "on the Settings' Table page"


def test_every_cloth_and_back_looks_its_own() -> None:
    middles = {paint_felt(64, 40, 1.0, cloth).toImage().pixelColor(32, 18).rgb() for cloth in CLOTHS}
    assert len(middles) == len(CLOTHS)
    renderer = CardRenderer()
    backs = {renderer.pixmap(None, 120, 1.0, CardLook(back=back)).toImage().constBits().tobytes()
             for back in BACKS}
    assert len(backs) == len(BACKS)
    with pytest.raises(ValueError, match="no cloth"):
        Felt().set_cloth("tartan")


def test_the_looks_apply_to_the_table_at_once(qtbot: QtBot, make_window: Any) -> None:
    settings = Settings()
    window = make_window(settings=settings)
    window.model.new_match(Rules(), seed=3)
    qtbot.waitUntil(lambda: window.controller.turn is not None, timeout=5000)
    scene = window.scene
    assert scene.looks == ("six_four", "green", "lattice")
    settings.set("table.cloth", "blue")
    settings.set("table.card_back", "stripes")
    settings.set("table.score_pair", "two_three")
    assert scene.looks == ("two_three", "blue", "stripes")
    assert all(item.look.back == "stripes" for item in scene.piles.items())
    image = window.view.grab().toImage()
    cloth = image.pixelColor(round(image.width() * 0.3), round(image.height() * 0.45))
    assert cloth.blue() > cloth.green() > cloth.red(), f"the cloth is blue now, not {QColor(cloth).name()}"
    with pytest.raises(ValueError, match="no card back"):
        scene.set_looks(score_pair="six_four", cloth="green", card_back="paisley")
