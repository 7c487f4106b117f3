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

from ...engine import Card, Suit, left_bower, right_bower
from ...model import table_events as events
from ...model.bid_events import BidCalled, BidDealt, BidHandScored, ContractSettled
from ..bid_words import bid_headline, bid_words, contract_words
from ..hand_summary import headline, side_labels
from ..spoken import speakable, spoken_card
from ..status import action_words, renege_told
from ..table.banner import match_words

__all__ = ["Moment", "Verbosity", "card_speech", "choices_speech", "event_speech", "speakable", "spoken_card",
           "trick_speech", "tricks_speech"]


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
        return f"{name}, the Benny, the highest trump" if two_of_spades else "The Benny, the highest trump"
    if trump is None:
        return name
    if card == right_bower(trump):
        return f"{name}, right bower"
    if card == left_bower(trump):
        return f"{name}, left bower"
    return f"{name}, trump" if card.suit is trump else name


def choices_speech(cards: Sequence[Card], *, two_of_spades: bool = False) -> str:
    """The cards the player may choose, for the end of their turn's announcement: "You may choose the
    queen of clubs or the ten of clubs." (nothing when every card may be)."""
    spoken = [f"the {spoken_card(card, two_of_spades=two_of_spades)}" for card in dict.fromkeys(cards)]
    if not spoken:
        return ""
    listed = spoken[0] if len(spoken) == 1 else ", ".join(spoken[:-1]) + " or " + spoken[-1]
    return f"You may choose {listed}."


def trick_speech(plays: Sequence[tuple[int, Card]], names: Sequence[str], *,
                 two_of_spades: bool = False) -> str:
    """The cards in the trick so far: "On the table: Hank's ace of clubs, Gloria's nine of clubs."."""
    if not plays:
        return ""
    spoken = [f"{_whose(seat, names)} {spoken_card(card, two_of_spades=two_of_spades)}"
              for seat, card in plays]
    return f"On the table: {', '.join(spoken)}."


def tricks_speech(tricks: Sequence[int], labels: Sequence[str]) -> str:
    """The tricks each side has taken this hand: "You & Gloria 3, Hank & Luis 1"."""
    return ", ".join(f"{label} {count}" for label, count in zip(labels, tricks, strict=True))


_GO_ON = "Press Enter to go on."
"""After a hand's result: the key that dismisses the summary (its button says where to)."""


def _who(seat: int, names: Sequence[str]) -> str:
    return names[seat] if seat < len(names) else f"Seat {seat}"


def _whose(seat: int, names: Sequence[str]) -> str:
    return "your" if seat == 0 else f"{_who(seat, names)}'s"


def _does(seat: int, names: Sequence[str], verb: str, you_verb: str) -> str:
    """"Hank plays", "You play": the player's own seat takes the verb without the s."""
    return f"You {you_verb}" if seat == 0 else f"{_who(seat, names)} {verb}"


def _bower(card: Card, trump: Suit | None) -> str:
    """", the left bower" for a bower (a jack that does not say its rank in trump by its suit), else ""."""
    if trump is not None and card == right_bower(trump):
        return ", the right bower"
    if trump is not None and card == left_bower(trump):
        return ", the left bower"
    return ""


def event_speech(event: events.TableEvent | object, names: Sequence[str], *, tricks: Sequence[int] = (),
                 trump: Suit | None = None, two_of_spades: bool = False) -> tuple[str, Moment] | None:
    """What ``event`` says aloud as the table shows it, and how much it matters; None for an event with
    nothing to say.  ``tricks``: each side's tricks this hand once a trick is won (for ``TrickWon``);
    ``trump``: the hand's trump once named (a bower played is called one)."""
    def card(value: Card) -> str:
        return spoken_card(value, two_of_spades=two_of_spades)

    match event:
        case events.Dealt(dealer=dealer, upcard=upcard):
            return f"{_does(dealer, names, 'deals', 'deal')}. The {card(upcard)} is turned up.", Moment.DETAIL
        case events.BidMade(seat=seat, action=action, by_dealer=by_dealer, by_maker=by_maker):
            words = action_words(action, dealer=by_dealer, maker=by_maker, two_of_spades=two_of_spades)
            return speakable(f"{_who(seat, names)}: {words}."), Moment.DETAIL
        case events.KittyExchanged(seat=seat):
            return f"{_does(seat, names, 'takes', 'take')} the kitty.", Moment.DETAIL
        case events.UpcardTurnedDown(upcard=upcard):
            return f"The {card(upcard)} is turned down.", Moment.DETAIL
        case events.TrumpNamed(suit=suit, maker=maker, alone=alone):
            how = ", alone" if alone else ""
            return f"{suit.name.capitalize()} is trump, named by {_who(maker, names)}{how}.", Moment.KEY
        case events.SatOut(seat=seat):
            return f"{_does(seat, names, 'sits', 'sit')} out this hand.", Moment.KEY
        case events.DealerPickedUp(dealer=dealer, upcard=upcard):
            return f"{_does(dealer, names, 'picks', 'pick')} up the {card(upcard)}.", Moment.DETAIL
        case events.CardBuried(seat=seat, card=buried):
            what = f"the {card(buried)}" if buried is not None else "a card"
            return f"{_does(seat, names, 'discards', 'discard')} {what} face down.", Moment.DETAIL
        case events.CardGiven(giver=giver, receiver=receiver, card=given):
            what = f"the {card(given)}" if given is not None else "a card"
            to = "you" if receiver == 0 else _who(receiver, names)
            return f"{_does(giver, names, 'gives', 'give')} {to} {what}.", Moment.DETAIL
        case events.PlayStarted(leader=leader):
            return f"{_does(leader, names, 'leads', 'lead')}.", Moment.DETAIL
        case events.CardPlayed(seat=seat, card=played):
            said = f"{_does(seat, names, 'plays', 'play')} the {card(played)}{_bower(played, trump)}."
            return said, Moment.DETAIL
        case events.TrickWon(winner=winner):
            taken = "You take the trick." if winner == 0 else f"{_who(winner, names)} takes the trick."
            if tricks:
                taken += f" Tricks: {tricks_speech(tricks, side_labels(names))}."
            return taken, Moment.KEY
        case events.RenegeFound():
            said, _bubble = renege_told(event, side_labels(names), names)
            return speakable(said), Moment.KEY
        case events.HandScored(summary=summary):
            score = tricks_speech(summary.scores, side_labels(names))
            return f"{headline(summary, names)}. Score: {score}. {_GO_ON}", Moment.KEY
        case events.MatchOver(summary=summary):
            title, line = match_words(summary, lambda seat: _who(seat, names))
            return f"{title} {line}", Moment.KEY
        case BidDealt(dealer=dealer):
            return f"{_does(dealer, names, 'deals', 'deal')}.", Moment.DETAIL
        case BidCalled(seat=seat, bid=bid, stuck=stuck):
            return f"{_who(seat, names)}: {bid_words(bid, stuck=stuck)}.", Moment.DETAIL
        case ContractSettled(bidder=bidder, contract=contract):
            return f"Contract: {contract_words(contract, _who(bidder, names))}.", Moment.KEY
        case BidHandScored(summary=summary):
            score = tricks_speech(summary.scores, side_labels(names))
            return f"{bid_headline(summary, names)}. Score: {score}. {_GO_ON}", Moment.KEY
    return None
