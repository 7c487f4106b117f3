"""Actions a seat can take, the phases of a hand, and the engine's error types."""

from __future__ import annotations

import dataclasses
import enum
from collections.abc import Mapping
from typing import Final

from .cards import Card, Suit
from .phrase import Phrase

__all__ = ["Action", "ActionKind", "ActionTextError", "EngineError", "IllegalActionError", "Phase",
           "WordedError"]


class EngineError(ValueError):
    """Base class of the engine's input errors."""


class WordedError(EngineError):
    """An input error a player may meet, with ``words`` for them (a ``Phrase``, put in their language where
    shown); ``str()`` is the English message, for logs: the words as written, or ``message`` when it tells
    more than a player needs."""

    def __init__(self, words: Phrase, message: str | None = None) -> None:
        super().__init__(str(words) if message is None else message)
        self.words = words


class ActionTextError(EngineError):
    """A text that ``Action.from_text`` cannot read; the message quotes it and says what was expected."""


class IllegalActionError(EngineError):
    """An action that the rules do not allow now.  ``rule`` names the rule broken, in a few words.

    The rule names, stable for callers to match on:

    * ``"wrong phase"``: this kind of action is not taken in the current phase (a play during the bidding).
    * ``"card not in hand"``: a play, discard or give of a card the seat does not hold.
    * ``"follow suit"``: a play that fails to follow the suit led (only while reneges are prevented).
    * ``"stick the dealer"``: the dealer passes in the second round under stick the dealer.
    * ``"turned-down suit"``: naming the suit turned down in the first round.
    * ``"canadian loner"``: the dealer's partner orders up without going alone under the Canadian loner.
    * ``"discarding the upcard"``: the dealer buries the card just picked up when the rules forbid it.
    * ``"cutthroat"``: asking to go alone in cutthroat, where the maker always plays alone.
    * ``"alone after trump"``: asking to go alone with the bid when the rules have loners declared after trump
      is made.
    * ``"benny turned up"``: the dealer passes when the Benny is turned up and trump must be named.
    * ``"malformed action"``: an action value the constructors would not build (a play with no card).
    * ``"hand over"``, ``"match over"``, ``"hand in progress"``: acting after the end, or dealing too early.

    The message is the engine's own English, for logs and records; ``facts`` hold what a player's sentence
    about it needs (the card, the suit led, trump, a number), by name, so the window can word the refusal in
    the player's language (``model.refusal_words``).
    """

    def __init__(self, message: str, *, rule: str, facts: Mapping[str, object] | None = None) -> None:
        super().__init__(message)
        self.rule = rule
        self.facts: Mapping[str, object] = facts if facts is not None else {}


class Phase(enum.Enum):
    """Where a hand stands; exactly one seat acts in every phase but ``DONE``."""

    FARMER = "farmer"
    """A seat holding only nines and tens may declare a farmer's hand (or pass)."""
    FARMER_RETURN = "farmer_return"
    """A farmer who took the kitty's three cards returns three, one at a time."""
    BENNY_CALL = "benny_call"
    """The Benny was turned up: the dealer names trump."""
    BID_ROUND_1 = "bid_round_1"
    """Each seat from the dealer's left orders up the upcard's suit or passes."""
    DEALER_DISCARD = "dealer_discard"
    """The dealer holds six cards after picking up and buries one face down."""
    BID_ROUND_2 = "bid_round_2"
    """Each seat from the dealer's left names a suit other than the turned-down one, or passes."""
    PARTNER_GIVE = "partner_give"
    """Partner's best: the lone maker's partner passes a card across."""
    LONER_DISCARD = "loner_discard"
    """Partner's best: the loner, holding six, discards one."""
    DEFEND = "defend"
    """Defenders in turn may declare a lone defence (or pass)."""
    GO_ALONE = "go_alone"
    """Going alone after trump is made (``Rules.loner_after_trump``): from the dealer's left, the maker and
    each defender in turn may declare a loner (or pass)."""
    PLAY = "play"
    """The five tricks."""
    DONE = "done"
    """The hand is over: scored, thrown in, or to be dealt again."""


class ActionKind(enum.Enum):
    """What kind of decision an action is."""

    PASS = "pass"
    """Decline: a bid, a farmer's hand, or a lone defence."""
    ORDER_UP = "order"
    """First round: make the upcard's suit trump (the dealer "picks it up")."""
    CALL = "call"
    """Second round (or the Benny turned up): name ``suit`` as trump."""
    DISCARD = "discard"
    """Bury ``card`` face down (the dealer, a loner with partner's best, a farmer returning cards)."""
    GIVE = "give"
    """Partner's best: pass ``card`` to the lone partner."""
    DEFEND_ALONE = "defend_alone"
    """Defend alone; the partner sits out."""
    GO_ALONE = "alone"
    """Go alone after trump is made, as the maker or as a defender; the partner sits out."""
    FARMER = "farmer"
    """Declare a farmer's hand."""
    PLAY = "play"
    """Play ``card`` to the trick."""


@dataclasses.dataclass(frozen=True, slots=True)
class Action:
    """One decision.  Build with the class methods; equal actions compare and hash equal.

    ``card`` is None for a DISCARD or GIVE seen by a seat that may not know the card.
    """

    kind: ActionKind
    card: Card | None = None
    suit: Suit | None = None
    alone: bool = False

    @classmethod
    def pass_(cls) -> Action:
        """Pass."""
        return _PASS

    @classmethod
    def order_up(cls, *, alone: bool = False) -> Action:
        """Order up (or pick up) the upcard's suit, optionally going alone."""
        return _ORDER_ALONE if alone else _ORDER

    @classmethod
    def call(cls, suit: Suit, *, alone: bool = False) -> Action:
        """Name ``suit`` as trump, optionally going alone."""
        return _CALLS[alone][suit]

    @classmethod
    def discard(cls, card: Card | None) -> Action:
        """Bury ``card`` (None: a discard whose card this seat does not see)."""
        return _HIDDEN_DISCARD if card is None else _DISCARDS[card]

    @classmethod
    def give(cls, card: Card | None) -> Action:
        """Pass ``card`` to the lone partner (None: hidden from this seat)."""
        return _HIDDEN_GIVE if card is None else _GIVES[card]

    @classmethod
    def defend_alone(cls) -> Action:
        """Declare a lone defence."""
        return _DEFEND

    @classmethod
    def go_alone(cls) -> Action:
        """Declare a loner after trump is made (the maker or a defender)."""
        return _GO_ALONE

    @classmethod
    def farmer(cls) -> Action:
        """Declare a farmer's hand."""
        return _FARMER

    @classmethod
    def play(cls, card: Card) -> Action:
        """Play ``card``."""
        return _PLAYS[card]

    @property
    def goes_alone(self) -> bool:
        """True for a bid made alone or a loner declared after trump is made (a lone defence, its own kind
        of action, is not counted)."""
        return self.alone or self.kind is ActionKind.GO_ALONE

    @property
    def is_bid(self) -> bool:
        """True for an order-up or a call (the action that makes trump)."""
        return self.kind in (ActionKind.ORDER_UP, ActionKind.CALL)

    def to_text(self) -> str:
        """The compact text used in hand records: ``pass``, ``order alone``, ``call H``, ``play JH``..."""
        kind = self.kind
        if kind in (ActionKind.ORDER_UP, ActionKind.CALL):
            text = str(kind.value) if self.suit is None else f"{kind.value} {self.suit.letter}"
            return text + " alone" if self.alone else text
        if kind in (ActionKind.DISCARD, ActionKind.GIVE, ActionKind.PLAY):
            return f"{kind.value} {'??' if self.card is None else self.card.code}"
        return str(kind.value)

    @classmethod
    def from_text(cls, text: str) -> Action:
        """Read ``to_text``'s output; ``ActionTextError`` quoting the text and saying why not otherwise."""
        try:
            action = cls._from_words(text.strip().lower().split())
        except ValueError as error:  # a card or suit that does not exist ('play 1S'), a hidden played card
            raise ActionTextError(f"not an action: {text!r} ({error})") from None
        if action is None:
            raise ActionTextError(f"not an action: {text!r} (expected one such as 'pass', 'order alone', "
                                  "'call H', 'discard 9C', 'give JD', 'play AS', 'defend_alone', 'alone' "
                                  "or 'farmer')")
        return action

    @classmethod
    def _from_words(cls, words: list[str]) -> Action | None:
        """The action the words spell, None if they spell none; ValueError for a card or suit that is not."""
        alone = bool(words) and words[-1] == "alone" and words[0] in ("order", "call")
        if alone:
            words = words[:-1]
        match words:
            case ["pass"]:
                return _PASS
            case ["order"]:
                return cls.order_up(alone=alone)
            case ["call", suit]:
                return cls.call(Suit.from_letter(suit), alone=alone)
            case ["play", "??"]:
                raise ValueError("a played card is never hidden")
            case ["play", card]:
                return cls.play(Card.parse(card))
            case ["discard" | "give" as head, card]:
                hidden = None if card == "??" else Card.parse(card)
                return cls.discard(hidden) if head == "discard" else cls.give(hidden)
            case ["defend_alone"]:
                return _DEFEND
            case ["alone"]:
                return _GO_ALONE
            case ["farmer"]:
                return _FARMER
        return None

    def __str__(self) -> str:
        kind = self.kind
        if kind is ActionKind.PASS:
            return "pass"
        if kind is ActionKind.ORDER_UP:
            return "order up alone" if self.alone else "order up"
        if kind is ActionKind.CALL:
            name = self.suit.name.lower() if self.suit is not None else "?"
            return f"call {name} alone" if self.alone else f"call {name}"
        if kind in _DECLARATION_NAMES:
            return _DECLARATION_NAMES[kind]
        return f"{kind.value} {'a hidden card' if self.card is None else self.card}"

    def __repr__(self) -> str:
        return f"Action.from_text({self.to_text()!r})"


_PASS: Final = Action(ActionKind.PASS)
_ORDER: Final = Action(ActionKind.ORDER_UP)
_ORDER_ALONE: Final = Action(ActionKind.ORDER_UP, alone=True)
_CALLS: Final = tuple(tuple(Action(ActionKind.CALL, suit=s, alone=a) for s in Suit) for a in (False, True))
_DISCARDS: Final = tuple(Action(ActionKind.DISCARD, card=Card(n)) for n in range(25))
_GIVES: Final = tuple(Action(ActionKind.GIVE, card=Card(n)) for n in range(25))
_PLAYS: Final = tuple(Action(ActionKind.PLAY, card=Card(n)) for n in range(25))
_HIDDEN_DISCARD: Final = Action(ActionKind.DISCARD)
_HIDDEN_GIVE: Final = Action(ActionKind.GIVE)
_DEFEND: Final = Action(ActionKind.DEFEND_ALONE)
_GO_ALONE: Final = Action(ActionKind.GO_ALONE)
_FARMER: Final = Action(ActionKind.FARMER)
_DECLARATION_NAMES: Final = {ActionKind.DEFEND_ALONE: "defend alone", ActionKind.GO_ALONE: "go alone",
                             ActionKind.FARMER: "farmer's hand"}
"""How the actions that name no card or suit read (``str(action)``)."""
