"""A sentence made outside the window, kept as its words and its facts apart, to be put in the player's
language where it is shown.

The engine and the bots may not import Qt, yet they say things with cards, counts and names in them ("Play
the A♣: it takes this trick in 9 of 10 likely deals").  Such a sentence is a :class:`Phrase`: words marked
with ``N_`` and holding named placeholders, and the parts that fill them.  A part is another phrase
(translated in its turn), a :class:`Number` (written in the locale's way: "1,5" in French), an ``int``, or a
``str`` shown as it is (a card as the table writes it, "J♥"; a player's name).  ``str(phrase)`` is the
sentence as written, in English; the window (or the model) says it in the language installed through
``euchre_desktop.language.said``.
"""

from __future__ import annotations

import dataclasses
from typing import Union

__all__ = ["Number", "Part", "Phrase", "phrase"]


@dataclasses.dataclass(frozen=True, slots=True)
class Number:
    """A number with a fraction, shown with ``decimals`` digits after the point (and its sign when ``signed``:
    "+0.4"); with ``points``, followed by the word "points", whose number agrees with it in the language
    shown ("0.4 points", but "0,4 point" in French: there the singular runs up to 2)."""

    value: float
    decimals: int = 1
    signed: bool = False
    points: bool = False

    @property
    def one_in_english(self) -> bool:
        """Whether a noun after the number takes the singular in English: only for 1 written without a
        fraction ("1 point", but "1.0 points")."""
        return self.decimals == 0 and abs(self.value) == 1

    def __str__(self) -> str:
        written = f"{self.value:{'+' if self.signed else ''}.{self.decimals}f}"
        if not self.points:
            return written
        return f"{written} point" if self.one_in_english else f"{written} points"


Part = Union["Phrase", Number, int, str]
"""What fills a placeholder: words to translate, a number, or words shown as they are (a card, a name)."""


@dataclasses.dataclass(frozen=True, slots=True)
class Phrase:
    """Words marked with ``N_`` (``text``, with ``{name}`` placeholders) and the ``parts`` that fill them;
    ``mid_sentence``: said inside another sentence, its first letter in lower case ("if you order it up")."""

    text: str
    parts: tuple[tuple[str, Part], ...] = ()
    mid_sentence: bool = False

    def __str__(self) -> str:
        """The sentence as written (English)."""
        return self.shaped(self.text.format(**{name: str(part) for name, part in self.parts}))

    def shaped(self, text: str) -> str:
        """``text``, the phrase's words in any language, its first letter lowered when ``mid_sentence``."""
        return text[:1].lower() + text[1:] if self.mid_sentence else text


def phrase(text: str, **parts: Part) -> Phrase:
    """``text`` (marked with ``N_`` where it is written) with its placeholders' ``parts``."""
    return Phrase(text, tuple(parts.items()))
