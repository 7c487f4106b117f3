"""The coach at the table (the ``table.coach`` setting): the Expert's choice and reason before each of the
player's decisions, through the Hint's own machinery, and a note in the status line after a costly choice
(``model.coach.Coach``)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...model import HumanTurn
from ...model.coach import Coach
from ..status import StatusKind

if TYPE_CHECKING:
    from ..main_window import MainWindow

__all__ = ["coach_of", "install_coach", "set_coaching"]


def install_coach(window: MainWindow) -> Coach:
    """The window's coach, off until the setting turns it on."""
    coach = Coach(window.model, parent=window)
    coach.setObjectName("coach")
    window.controller.turn_changed.connect(lambda turn: _hint_before(window, coach, turn))
    coach.note.connect(lambda text: window.status.flash(text, StatusKind.WARNING))
    return coach


def _hint_before(window: MainWindow, coach: Coach, turn: HumanTurn | None) -> None:
    """The Hint, asked for the player, before a decision with a real choice."""
    if coach.enabled and turn is not None and len(turn.legal_actions) > 1:
        window.request_hint()


def coach_of(window: MainWindow) -> Coach:
    """The coach ``install_coach`` gave ``window``."""
    coach = window.findChild(Coach, "coach")
    assert isinstance(coach, Coach), "install_coach(window) first"
    return coach


def set_coaching(window: MainWindow, on: bool) -> None:
    """Coach from the next decision on (or stop)."""
    coach_of(window).enabled = on
