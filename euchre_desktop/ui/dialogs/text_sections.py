"""What the Rules window's pages are made of: titled sections of simple HTML, and the suit marks they use."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable

from ...engine import Rules

__all__ = ["CLUBS", "DIAMONDS", "HEARTS", "SPADES", "RulesSection"]

_RED = "#b22222"
CLUBS, DIAMONDS, HEARTS, SPADES = "♣", f'<span style="color:{_RED}">♦</span>', \
    f'<span style="color:{_RED}">♥</span>', "♠"


@dataclasses.dataclass(frozen=True, slots=True)
class RulesSection:
    """One titled section of the rules or the help.

    ``anchor`` names the section for links; ``body`` is simple HTML; ``setting``, for an option, describes
    how a given ``Rules`` sets that option, in a few words a player can check against the settings dialog.
    """

    anchor: str
    title: str
    body: str
    setting: Callable[[Rules], str] | None = None
