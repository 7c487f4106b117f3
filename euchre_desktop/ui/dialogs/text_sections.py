"""What the Rules window's pages are made of: titled sections of simple HTML, and the suit marks they use."""

from __future__ import annotations

import dataclasses
import html
from collections.abc import Callable
from typing import Generic, TypeVar

from PySide6.QtCore import QCoreApplication

__all__ = ["RulesSection", "section_html"]

_RED = "#b22222"
_SUIT_MARKS = {"{clubs}": "♣", "{diamonds}": f'<span style="color:{_RED}">♦</span>',
               "{hearts}": f'<span style="color:{_RED}">♥</span>', "{spades}": "♠"}
"""The suits' placeholders a section's words may hold (a translation keeps them), and the marks shown."""


R = TypeVar("R")
"""The rules a section's option belongs to: Euchre's ``Rules`` or Bid Euchre's ``BidRules``."""


@dataclasses.dataclass(frozen=True, slots=True)
class RulesSection(Generic[R]):
    """One titled section of the rules or the help, in the words of the language installed when it was made.

    ``anchor`` names the section for links; ``paragraphs`` are simple HTML, a paragraph, a list or a table
    each (one unit of translation), where ``{clubs}``, ``{diamonds}``, ``{hearts}`` and ``{spades}`` stand
    for the suits' marks; ``setting``, for an option, describes how given rules set that option, in a few
    words a player can check against the settings dialog.
    """

    anchor: str
    title: str
    paragraphs: tuple[str, ...]
    setting: Callable[[R], str] | None = None

    @property
    def body(self) -> str:
        """The section's HTML under its heading, the suits' marks in place."""
        body = "\n".join(self.paragraphs)
        for placeholder, mark in _SUIT_MARKS.items():
            body = body.replace(placeholder, mark)
        return body


def section_html(section: RulesSection[R], rules: R | None) -> str:
    """``section`` as HTML under its heading; with ``rules``, an option's section ends saying how they
    set it."""
    heading = f'<h2><a name="{section.anchor}"></a>{html.escape(section.title)}</h2>'
    body = section.body
    if rules is not None and section.setting is not None:
        said = QCoreApplication.translate("Rules", "At this table: {setting}.").format(
            setting=section.setting(rules))
        body += f'\n<p class="setting">{html.escape(said)}</p>'
    return f"{heading}\n{body}"
