"""What the Rules window's pages are made of: titled sections of simple HTML, and the suit marks they use."""

from __future__ import annotations

import dataclasses
import html
from collections.abc import Callable
from typing import Generic, TypeVar

__all__ = ["CLUBS", "DIAMONDS", "HEARTS", "SPADES", "RulesSection", "section_html"]

_RED = "#b22222"
CLUBS, DIAMONDS, HEARTS, SPADES = "♣", f'<span style="color:{_RED}">♦</span>', \
    f'<span style="color:{_RED}">♥</span>', "♠"


R = TypeVar("R")
"""The rules a section's option belongs to: Euchre's ``Rules`` or Bid Euchre's ``BidRules``."""


@dataclasses.dataclass(frozen=True, slots=True)
class RulesSection(Generic[R]):
    """One titled section of the rules or the help.

    ``anchor`` names the section for links; ``body`` is simple HTML; ``setting``, for an option, describes
    how given rules set that option, in a few words a player can check against the settings dialog.
    """

    anchor: str
    title: str
    body: str
    setting: Callable[[R], str] | None = None


def section_html(section: RulesSection[R], rules: R | None) -> str:
    """``section`` as HTML under its heading; with ``rules``, an option's section ends saying how they
    set it."""
    heading = f'<h2><a name="{section.anchor}"></a>{html.escape(section.title)}</h2>'
    body = section.body.strip()
    if rules is not None and section.setting is not None:
        body += f'\n<p class="setting">At this table: {html.escape(section.setting(rules))}.</p>'
    return f"{heading}\n{body}"
