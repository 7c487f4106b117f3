"""The table in words for the ear: cards spelled out, and what each table event says when it is shown.

Pure functions (no widgets).  A screen reader reads "J♥" as "J black heart suit", so every card a player
hears is spelled out ("jack of hearts"); the sentences themselves are the ones the table already shows
(the bid bubbles' words, the status line's, the hand summary's headline), passed through ``speakable``.

``event_speech`` says what one table event sounds like and how much it matters (``Moment``): the
announcements' verbosity (``Verbosity``, the setting ``sound.announcements``) keeps the key moments or
every bid and card.
"""

from __future__ import annotations

import enum
from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QLocale

from ...engine import Card, Suit, left_bower, right_bower
from ...model import table_events as events
from ...model.bid_events import BidCalled, BidDealt, BidHandScored, ContractSettled
from ..bid_words import bid_headline, bid_words, contract_words
from ..hand_words import headline, renege_told, side_labels
from ..spoken import speakable, spoken_card, spoken_suit
from ..status import action_words
from ..table.banner import match_words

__all__ = ["Moment", "Verbosity", "card_speech", "choices_speech", "event_speech", "speakable", "spoken_card",
           "trick_speech", "tricks_speech"]

translate = QCoreApplication.translate


class Verbosity(enum.Enum):
    """How much the table says aloud (the values are the setting's)."""

    OFF = "off"
    """Nothing: the player reads the table at their own pace."""
    KEY = "key"
    """The moments that matter: your turn, trump, each trick's winner, the score, a refused move."""
    EVERY = "every"
    """The key moments and every deal, bid and card as it is played."""

    def says(self, moment: Moment) -> bool:
        """True when a moment of this weight is announced at this verbosity."""
        if self is Verbosity.OFF:
            return False
        return self is Verbosity.EVERY or moment is Moment.KEY


class Moment(enum.Enum):
    """How much an announcement matters."""

    KEY = "key"
    """Said at every verbosity but Off."""
    DETAIL = "detail"
    """Said only when every bid and card is."""


def card_speech(card: Card, trump: Suit | None, *, two_of_spades: bool = False) -> str:
    """A card with what it is this hand: "Jack of hearts, right bower", "Ace of spades, trump"."""
    name = spoken_card(card, two_of_spades=two_of_spades)
    name = name[0].upper() + name[1:]
    if card.is_benny:
        if two_of_spades:
            return translate("Speech", "{card}, the Benny, the highest trump").format(card=name)
        return translate("Speech", "The Benny, the highest trump")
    if trump is None:
        return name
    if card == right_bower(trump):
        return translate("Speech", "{card}, right bower").format(card=name)
    if card == left_bower(trump):
        return translate("Speech", "{card}, left bower").format(card=name)
    return translate("Speech", "{card}, trump").format(card=name) if card.suit is trump else name


def choices_speech(cards: Sequence[Card], *, two_of_spades: bool = False) -> str:
    """The cards the player may choose, for the end of their turn's announcement: "You may choose the
    queen of clubs or the ten of clubs." (nothing when every card may be)."""
    spoken = [spoken_card(card, two_of_spades=two_of_spades, the=True) for card in dict.fromkeys(cards)]
    if not spoken:
        return ""
    listed = spoken[0] if len(spoken) == 1 else translate("Speech", "{cards} or {last}").format(
        cards=", ".join(spoken[:-1]), last=spoken[-1])
    return translate("Speech", "You may choose {cards}.").format(cards=listed)


def trick_speech(plays: Sequence[tuple[int, Card]], names: Sequence[str], *,
                 two_of_spades: bool = False) -> str:
    """The cards in the trick so far: "On the table: Hank's ace of clubs, Gloria's nine of clubs."."""
    if not plays:
        return ""
    spoken = [_whose(seat, names, spoken_card(card, two_of_spades=two_of_spades)) for seat, card in plays]
    return translate("Speech", "On the table: {plays}.").format(plays=", ".join(spoken))


def tricks_speech(tricks: Sequence[int], labels: Sequence[str]) -> str:
    """The tricks each side has taken this hand: "You & Gloria 3, Hank & Luis 1"."""
    return ", ".join(translate("Speech", "{side} {count}").format(side=label, count=QLocale().toString(count))
                     for label, count in zip(labels, tricks, strict=True))


def _capital(sentence: str) -> str:
    """``sentence`` with its first letter a capital (it may begin with a card: "the ace of spades")."""
    return sentence[:1].upper() + sentence[1:]


def _who(seat: int, names: Sequence[str]) -> str:
    return names[seat] if seat < len(names) else translate("Speech", "Seat {seat}").format(seat=seat)


def _whose(seat: int, names: Sequence[str], card: str) -> str:
    """"your ace of clubs", "Hank's ace of clubs"."""
    if seat == 0:
        return translate("Speech", "your {card}").format(card=card)
    return translate("Speech", "{player}'s {card}").format(player=_who(seat, names), card=card)


def _does(seat: int, names: Sequence[str], said: str, you_said: str, **facts: str) -> str:
    """The sentence of ``seat``'s move: ``you_said`` for the player's own seat ("You play {card}."), else
    ``said`` with the player's name ("{player} plays {card}."), each filled with ``facts``."""
    if seat == 0:
        return you_said.format(**facts)
    return said.format(player=_who(seat, names), **facts)


def _bower(card: Card, trump: Suit | None) -> str:
    """", the left bower" for a bower (a jack that does not say its rank in trump by its suit), else ""."""
    if trump is not None and card == right_bower(trump):
        return translate("Speech", ", the right bower")
    if trump is not None and card == left_bower(trump):
        return translate("Speech", ", the left bower")
    return ""


def event_speech(event: events.TableEvent | object, names: Sequence[str], *, tricks: Sequence[int] = (),
                 trump: Suit | None = None, two_of_spades: bool = False) -> tuple[str, Moment] | None:
    """What ``event`` says aloud as the table shows it, and how much it matters; None for an event with
    nothing to say.  ``tricks``: each side's tricks this hand once a trick is won (for ``TrickWon``);
    ``trump``: the hand's trump once named (a bower played is called one)."""
    def card(value: Card) -> str:
        return spoken_card(value, two_of_spades=two_of_spades, the=True)

    match event:
        case events.Dealt(dealer=dealer, upcard=upcard):
            turned = _capital(translate("Speech", "{card} is turned up.").format(card=card(upcard)))
            dealt = _does(dealer, names, translate("Speech", "{player} deals."),
                          translate("Speech", "You deal."))
            return f"{dealt} {turned}", Moment.DETAIL
        case events.BidMade(seat=seat, action=action, by_dealer=by_dealer, by_maker=by_maker):
            words = action_words(action, dealer=by_dealer, maker=by_maker, two_of_spades=two_of_spades)
            said = translate("Speech", "{player}: {bid}.").format(player=_who(seat, names), bid=words)
            return speakable(said), Moment.DETAIL
        case events.KittyExchanged(seat=seat):
            return _does(seat, names, translate("Speech", "{player} takes the kitty."),
                         translate("Speech", "You take the kitty.")), Moment.DETAIL
        case events.UpcardTurnedDown(upcard=upcard):
            said = translate("Speech", "{card} is turned down.").format(card=card(upcard))
            return _capital(said), Moment.DETAIL
        case events.TrumpNamed(suit=suit, maker=maker, alone=alone):
            if maker == 0:  # "by you", which a language may not say as it says a name
                said = translate("Speech", "{suit} is trump, named by you, alone.") if alone \
                    else translate("Speech", "{suit} is trump, named by you.")
            else:
                said = translate("Speech", "{suit} is trump, named by {player}, alone.") if alone \
                    else translate("Speech", "{suit} is trump, named by {player}.")
            return _capital(said.format(suit=spoken_suit(suit), player=_who(maker, names))), Moment.KEY
        case events.SatOut(seat=seat):
            return _does(seat, names, translate("Speech", "{player} sits out this hand."),
                         translate("Speech", "You sit out this hand.")), Moment.KEY
        case events.DealerPickedUp(dealer=dealer, upcard=upcard):
            return _does(dealer, names, translate("Speech", "{player} picks up {card}."),
                         translate("Speech", "You pick up {card}."), card=card(upcard)), Moment.DETAIL
        case events.CardBuried(seat=seat, card=buried):
            what = card(buried) if buried is not None else translate("Speech", "a card")
            return _does(seat, names, translate("Speech", "{player} discards {card} face down."),
                         translate("Speech", "You discard {card} face down."), card=what), Moment.DETAIL
        case events.CardGiven(giver=giver, receiver=receiver, card=given):
            what = card(given) if given is not None else translate("Speech", "a card")
            if receiver == 0:
                said = translate("Speech", "{player} gives you {card}.")
                return said.format(player=_who(giver, names), card=what), Moment.DETAIL
            return _does(giver, names, translate("Speech", "{player} gives {receiver} {card}."),
                         translate("Speech", "You give {receiver} {card}."), receiver=_who(receiver, names),
                         card=what), Moment.DETAIL
        case events.PlayStarted(leader=leader):
            return _does(leader, names, translate("Speech", "{player} leads."),
                         translate("Speech", "You lead.")), Moment.DETAIL
        case events.CardPlayed(seat=seat, card=played):
            said = _does(seat, names, translate("Speech", "{player} plays {card}{bower}."),
                         translate("Speech", "You play {card}{bower}."), card=card(played),
                         bower=_bower(played, trump))
            return said, Moment.DETAIL
        case events.TrickWon(winner=winner):
            taken = _does(winner, names, translate("Speech", "{player} takes the trick."),
                          translate("Speech", "You take the trick."))
            if tricks:
                count = tricks_speech(tricks, side_labels(names))
                taken += " " + translate("Speech", "Tricks: {tricks}.").format(tricks=count)
            return taken, Moment.KEY
        case events.RenegeFound():
            said, _bubble = renege_told(event, names)
            return speakable(said), Moment.KEY
        case events.HandScored(summary=summary):
            score = tricks_speech(summary.scores, side_labels(names))
            said = translate("Speech", "{result}. Score: {score}. Press Enter to go on.")
            return said.format(result=headline(summary, names), score=score), Moment.KEY
        case events.MatchOver(summary=summary):
            title, line = match_words(summary, lambda seat: _who(seat, names))
            return f"{title} {line}", Moment.KEY
        case BidDealt(dealer=dealer):
            return _does(dealer, names, translate("Speech", "{player} deals."),
                         translate("Speech", "You deal.")), Moment.DETAIL
        case BidCalled(seat=seat, bid=bid, stuck=stuck):
            said = translate("Speech", "{player}: {bid}.")
            return said.format(player=_who(seat, names), bid=bid_words(bid, stuck=stuck)), Moment.DETAIL
        case ContractSettled(bidder=bidder, contract=contract):
            said = translate("Speech", "Contract: {contract}.")
            return said.format(contract=contract_words(contract, _who(bidder, names))), Moment.KEY
        case BidHandScored(summary=summary):
            score = tricks_speech(summary.scores, side_labels(names))
            said = translate("Speech", "{result}. Score: {score}. Press Enter to go on.")
            return said.format(result=bid_headline(summary, names), score=score), Moment.KEY
    return None
