"""A refused move in the player's words: the engine's rule and its facts, put into a translated sentence.

The engine may not import Qt, so it says why it refuses an action as a rule's name and the facts a sentence
needs (``IllegalActionError.rule`` and ``.facts``; a claim's ``ClaimRefusal``); its own message stays
English, for logs and records.  Here each rule becomes a sentence through Qt's translation, in the context
"Refusal", cards written as the table writes them ("J♥") and suits in the player's words.  The refused
seat is always the player's own: the model asks the engine only for the player's moves.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from PySide6.QtCore import QCoreApplication, QLocale

from ..engine import BENNY, Card, IllegalActionError, Suit, card_name, left_bower
from ..engine.translatable import N_

if TYPE_CHECKING:  # a claim's code is imported on first use, not before the first frame
    from ..engine.claim import ClaimRefusal

__all__ = ["bid_refusal_words", "claim_refusal_words", "refusal_words"]

# Qt's translation, by the name lupdate looks for: translate("Refusal", ...) puts a sentence in the catalogue.
translate = QCoreApplication.translate

_A_SUIT: Final = {Suit.CLUBS: N_("a club"), Suit.DIAMONDS: N_("a diamond"), Suit.HEARTS: N_("a heart"),
                  Suit.SPADES: N_("a spade")}
"""One card of a suit, as a follow-suit refusal says what a card is not ("not a club")."""


def _suit(suit: Suit) -> str:
    return QCoreApplication.translate("", suit.words)


def _capital(text: str) -> str:
    return text[:1].upper() + text[1:]


def _common(rule: str) -> str | None:
    """The sentence of a rule both games share and whose words need no fact; None for another rule."""
    if rule == "wrong phase":
        return translate("Refusal", "That is not possible at this point of the hand.")
    if rule == "hand over":
        return translate("Refusal", "The hand is over.")
    if rule == "match over":
        return translate("Refusal", "The match is over.")
    if rule == "hand in progress":
        return translate("Refusal", "The hand is not over yet.")
    if rule == "malformed action":
        return translate("Refusal", "That move is not possible.")
    return None


def _card_not_held(problem: IllegalActionError, two_of_spades: bool) -> str:
    card = problem.facts["card"]
    assert isinstance(card, Card)
    return translate("Refusal", "You do not hold the {card}.").format(
        card=card_name(card, two_of_spades=two_of_spades))


def refusal_words(problem: IllegalActionError, *, two_of_spades: bool = False) -> str:
    """Why a Euchre hand refused the player's action, as a sentence in the player's language.
    ``two_of_spades``: the rules play the two of spades as the Benny (the card is named "2♠")."""
    rule = problem.rule
    common = _common(rule)
    if common is not None:
        return common
    if rule == "card not in hand":
        return _card_not_held(problem, two_of_spades)
    if rule == "follow suit":
        return _follow_suit(problem, two_of_spades)
    if rule == "turned-down suit":
        suit = problem.facts["suit"]
        assert isinstance(suit, Suit)
        said = translate("Refusal", "{suit} was turned down and cannot be named this hand.")
        return _capital(said.format(suit=_suit(suit)))
    fixed = {
        "benny turned up": translate("Refusal", "The Benny was turned up: the dealer must name trump."),
        "discarding the upcard": translate("Refusal", "Under these rules the dealer may not discard the card "
                                           "just picked up."),
        "cutthroat": translate("Refusal", "In cutthroat the maker always plays alone against the other two."),
        "alone after trump": translate("Refusal", "Under these rules nobody goes alone with the bid: a loner "
                                       "is declared once trump is made."),
        "canadian loner": translate("Refusal", "Canadian loner: the dealer's partner who orders it up must "
                                    "go alone."),
        "stick the dealer": translate("Refusal", "Stick the dealer: the dealer must name a suit after the "
                                      "others pass."),
    }
    return fixed.get(rule, translate("Refusal", "That move is not possible."))


def _follow_suit(problem: IllegalActionError, two_of_spades: bool) -> str:
    card, led, trump = problem.facts["card"], problem.facts["led"], problem.facts["trump"]
    assert isinstance(card, Card) and isinstance(led, Suit) and isinstance(trump, Suit)
    facts = {"suit": _suit(led), "one": QCoreApplication.translate("", _A_SUIT[led]),
             "card": card_name(card, two_of_spades=two_of_spades)}
    if card == BENNY:
        said = translate("Refusal", "You must follow suit: {suit} were led and the Benny is a trump, not "
                         "{one}.")
    elif card == left_bower(trump):
        said = translate("Refusal", "You must follow suit: {suit} were led and {card} is the left bower, a "
                         "trump, not {one}.")
    else:
        said = translate("Refusal", "You must follow suit: {suit} were led and {card} is not {one}.")
    return said.format(**facts)


def bid_refusal_words(problem: IllegalActionError) -> str:
    """Why a Bid Euchre hand refused the player's action, as a sentence in the player's language."""
    rule, facts = problem.rule, problem.facts
    common = _common(rule)
    if common is not None:
        return common
    if rule == "card not in hand":
        return _card_not_held(problem, False)
    if rule == "follow suit":
        led = facts["led"]
        assert isinstance(led, Suit)
        return translate("Refusal", "You must follow suit: {suit} were led.").format(suit=_suit(led))
    if rule == "bid too low" and "lowest" in facts:
        lowest = facts["lowest"]
        assert isinstance(lowest, int)
        return translate("Refusal", "The lowest bid at this table is {number}.").format(
            number=QLocale().toString(lowest))
    if rule == "bid too low":
        return translate("Refusal", "Your bid must be higher than the last one.")
    if rule == "no such bid":
        return translate("Refusal", "That bid is not played at this table.")
    if rule == "dealer stuck":
        return translate("Refusal", "Nobody has bid, so the dealer must bid.")
    return translate("Refusal", "That move is not possible.")


def claim_refusal_words(refusal: ClaimRefusal, *, two_of_spades: bool = False) -> str:
    """Why the player's side cannot claim the rest, in the player's language: "Not yet: the A♣ could still be
    trumped."  The engine checks the claim against every hand, so the words name no other player and no
    card the player has not seen: a refused claim tells only what a player at the table could work out."""
    if refusal.seat is None or refusal.card is None:
        return translate("Refusal", "There are no tricks to claim now.")
    beaten = refusal.beaten
    if beaten is not None and refusal.trumped:
        return translate("Refusal", "Not yet: the {card} could still be trumped.").format(
            card=card_name(beaten, two_of_spades=two_of_spades))
    if beaten is None or not refusal.followed:
        return translate("Refusal", "Not yet: the other side could still take a trick.")
    return translate("Refusal", "Not yet: a higher card could still beat the {card}.").format(
        card=card_name(beaten, two_of_spades=two_of_spades))
