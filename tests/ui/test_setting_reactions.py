"""Every setting the player can change has a reaction in the window; the tables they look up are complete."""

from __future__ import annotations

from typing import Any

import pytest

from euchre_desktop.engine import Rules
from euchre_desktop.persistence.seats import Level
from euchre_desktop.persistence.settings import SCHEMA
from euchre_desktop.ui.setting_reactions import REACTIONS, durations_for
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


def test_every_setting_the_player_can_change_has_a_reaction() -> None:
    shown = {key for key, setting in SCHEMA.items() if not setting.hidden}
    assert shown - set(REACTIONS) == set(), "a setting the window would ignore"
    assert set(REACTIONS) - shown == set(), "a reaction to no setting the player can change"


def test_a_live_setting_changes_the_table_and_a_rule_waits_for_the_next_match(make_window: Any) -> None:
    window = make_window()
    window.settings.set("table.card_size", "huge")
    layout = window.scene.layout
    assert layout.human_card_height == pytest.approx(
        TableLayout(layout.width, layout.height, hand_scale=1.4).human_card_height)
    window.settings.set("table.speed", "slow")
    assert window.scene.durations == durations_for("slow", False)
    window.settings.set("rules.canadian_loner", True)
    assert window.status.text() == "New rules apply from the next match."


def test_a_game_chosen_waits_for_the_next_new_match(make_window: Any) -> None:
    window = make_window()
    window.new_match()
    rules = window.model.rules
    window.settings.set("game.game", "bid_euchre")
    assert window.status.text() == "The next new match is Bid Euchre: Four players, one pack (6 cards each)."
    window.settings.set("bid_rules.target", 21)
    assert window.status.text() == "New rules apply from the next match."
    assert window.model.rules is rules, "the match in progress keeps its game and rules"


def test_a_level_applies_to_the_match_in_progress_and_says_so(make_window: Any) -> None:
    window = make_window()
    window.model.new_match(Rules(), seed=5)
    window.settings.set("players.opponents_level", "expert")
    assert window.model.seats.opponents_level is Level.EXPERT
    assert window.model.rules == Rules(), "the rules stay as they are"
    assert window.status.text() == ("From their next decision, Hank and Luis play at Expert level, Gloria "
                                    "at Standard.")
