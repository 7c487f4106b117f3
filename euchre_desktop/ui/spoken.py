"""Cards in words for the ear: a screen reader reads "J♥" as "J black heart suit", so what it is given says
"jack of hearts".

Pure functions, used by the status line (its accessible name) and by the screen readers' announcements
(``accessibility.speech``); this module imports only the engine, so that both can use it.
"""

from __future__ import annotations

import re

from ..engine import Card, Rank, Suit

__all__ = ["speakable", "spoken_card"]

_RANK_WORDS = {Rank.NINE: "nine", Rank.TEN: "ten", Rank.JACK: "jack", Rank.QUEEN: "queen", Rank.KING: "king",
               Rank.ACE: "ace"}
_SYMBOLS = {suit.symbol: suit for suit in Suit}
_CARD_IN_TEXT = re.compile(r"\b(10|[9JQKA])([♣♦♥♠])|(?<![\w])2♠")
_RANK_OF_LABEL = {rank.label: rank for rank in Rank}
_LONE_SUIT = re.compile("[♣♦♥♠]")


def spoken_card(card: Card, *, two_of_spades: bool = False) -> str:
    """A card spelled out: "jack of hearts"; the joker is "Benny" ("two of spades" where that card plays the
    Benny)."""
    if card.is_benny:
        return "two of spades" if two_of_spades else "Benny"
    return f"{_RANK_WORDS[card.rank]} of {card.suit.name.lower()}"


def speakable(text: str) -> str:
    """``text`` with every card written as the table shows it ("J♥", "10♠", "2♠") spelled out, and any other
    suit mark named ("hearts")."""
    def spell(match: re.Match[str]) -> str:
        if match.group(0) == "2♠":
            return "two of spades"
        return spoken_card(Card.of(_RANK_OF_LABEL[match.group(1)], _SYMBOLS[match.group(2)]))

    spelled = _CARD_IN_TEXT.sub(spell, text)
    return _LONE_SUIT.sub(lambda match: _SYMBOLS[match.group(0)].name.lower(), spelled)
