"""Cards in words for the ear: a screen reader reads "J♥" as "J black heart suit", so what it is given says
"jack of hearts".

Pure functions, used by the status line (its accessible name) and by the screen readers' announcements
(``accessibility.speech``).  A card is said in the language installed, from its rank's word and its suit's
("{rank} of {suit}": "valet de cœur"); the rank's word with its article is a word of its own ("the ace"),
because a language may join the two ("l'as").
"""

from __future__ import annotations

import re

from PySide6.QtCore import QCoreApplication

from ..engine import Card, Rank, Suit
from ..engine.translatable import N_
from ..language import translated

__all__ = ["speakable", "spoken_card", "spoken_suit"]

translate = QCoreApplication.translate

_RANK_WORDS = {Rank.NINE: N_("nine"), Rank.TEN: N_("ten"), Rank.JACK: N_("jack"), Rank.QUEEN: N_("queen"),
               Rank.KING: N_("king"), Rank.ACE: N_("ace")}
_THE_RANK_WORDS = {Rank.NINE: N_("the nine"), Rank.TEN: N_("the ten"), Rank.JACK: N_("the jack"),
                   Rank.QUEEN: N_("the queen"), Rank.KING: N_("the king"), Rank.ACE: N_("the ace")}
_SYMBOLS = {suit.symbol: suit for suit in Suit}
_CARD_IN_TEXT = re.compile(r"\b(10|[9JQKA])([♣♦♥♠])|(?<![\w])2♠")
_RANK_OF_LABEL = {rank.label: rank for rank in Rank}
_LONE_SUIT = re.compile("[♣♦♥♠]")


def spoken_suit(suit: Suit) -> str:
    """A suit's word: "hearts"."""
    return translated(suit.words)


def spoken_card(card: Card, *, two_of_spades: bool = False, the: bool = False) -> str:
    """A card spelled out: "jack of hearts" ("the jack of hearts" with ``the``); the joker is "Benny" ("two
    of spades" where that card plays the Benny)."""
    if card.is_benny:
        if two_of_spades:
            return translate("Spoken", "the two of spades") if the else translate("Spoken", "two of spades")
        return translate("Spoken", "the Benny") if the else translate("Spoken", "Benny")
    rank = translated((_THE_RANK_WORDS if the else _RANK_WORDS)[card.rank])
    return translate("Spoken", "{rank} of {suit}").format(rank=rank, suit=spoken_suit(card.suit))


def speakable(text: str) -> str:
    """``text`` with every card written as the table shows it ("J♥", "10♠", "2♠") spelled out, and any other
    suit mark named ("hearts")."""
    # An article written before a card goes with the card's own ("le A♣" is said "l'as de trèfle").
    articles = translate("Spoken", "the", "the articles that may stand before a card written as J♥, "
                                          "separated by |")
    alternatives = "|".join(re.escape(article) for article in articles.split("|") if article)
    with_article = re.compile(rf"(?:\b({alternatives})\s+)?(?:{_CARD_IN_TEXT.pattern})", re.IGNORECASE)

    def spell(match: re.Match[str]) -> str:
        the = match.group(1) is not None
        if match.group(2) is None:  # the two of spades, as the Benny
            said = translate("Spoken", "the two of spades") if the else translate("Spoken", "two of spades")
        else:
            said = spoken_card(Card.of(_RANK_OF_LABEL[match.group(2)], _SYMBOLS[match.group(3)]), the=the)
        # "The ace of spades" at the start of a sentence keeps its capital.
        return said[:1].upper() + said[1:] if the and match.group(1)[:1].isupper() else said

    spelled = with_article.sub(spell, text)
    return _LONE_SUIT.sub(lambda match: spoken_suit(_SYMBOLS[match.group(0)]), spelled)
