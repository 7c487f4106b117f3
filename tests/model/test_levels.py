"""A computer player's level is not a rule: a change applies to the match in progress, from the next
decision on (issue 16)."""

from __future__ import annotations

import random
from typing import Any

from euchre_desktop.engine import Action, PlayerView, Rules
from euchre_desktop.model.table_events import HandScored
from euchre_desktop.persistence.seats import Level, SeatSetup

ASKED: list[str] = []
"""The level of every decision a computer player was asked for, in order."""


class LevelTellingBot:
    """Notes the level it was built for at every decision, and takes the first legal action."""

    name = "telling"

    def __init__(self, level: str) -> None:
        self.level = level

    def choose(self, view: PlayerView, rng: random.Random) -> Action:
        """The first legal action."""
        ASKED.append(self.level)
        return view.legal_actions[0]


def telling_bots(level: str) -> LevelTellingBot:
    """Bots that say which level they play at."""
    return LevelTellingBot(level)


def test_a_level_change_applies_from_the_next_decision(qtbot: Any, make_model: Any) -> None:
    ASKED.clear()
    model = make_model(factory=telling_bots)
    model.set_autoplay(True)
    with qtbot.waitSignal(model.table_event, timeout=20000,
                          check_params_cb=lambda event: isinstance(event, HandScored)):
        model.new_match(Rules(), seed=4, seats=SeatSetup(opponents_level=Level.EASY,
                                                         partner_level=Level.EASY))
    assert ASKED and set(ASKED) == {"easy"}
    model.set_levels(Level.EXPERT, Level.STANDARD)
    assert model.seats.opponents_level is Level.EXPERT and model.seats.partner_level is Level.STANDARD
    asked_before = len(ASKED)
    with qtbot.waitSignal(model.table_event, timeout=20000,
                          check_params_cb=lambda event: isinstance(event, HandScored)):
        pass
    assert set(ASKED[asked_before + 1:]) <= {"expert", "standard"} and "expert" in ASKED[asked_before:]
    assert model.saved_match().seats.opponents_level is Level.EXPERT, "kept with the match"
