"""Bids, actions and phases of a Bid Euchre hand.

A bid names a number of tricks and a strain: one of the four suits as trump, or no-trump high or low.  A
moon is a bid for every trick, played alone.  Actions reuse the engine's ``IllegalActionError``; the rule
names a Bid Euchre hand raises, stable for callers to match on:

* ``"wrong phase"``, ``"hand over"``, ``"malformed action"``: as in the Euchre engine.
* ``"card not in hand"``: a play, give or discard of a card the seat does not hold.
* ``"follow suit"``: a play that fails to follow the suit led while the seat could.
* ``"bid too low"``: a bid not higher than the last one (or below the minimum bid).
* ``"no such bid"``: a bid the options do not offer (no-trump off, more tricks than the hand has, a kind of
  moon not played at this table).
* ``"dealer stuck"``: the dealer passing when nobody has bid and the dealer is stuck.

The error's ``facts``: ``card`` for a card not held or not following (then with ``led``, the suit led),
``lowest`` (the minimum bid) or ``contract`` (the bid to beat) for a bid too low.
"""

from __future__ import annotations

import dataclasses
import enum

from ..cards import Card, Suit

__all__ = ["Bid", "BidAction", "BidActionKind", "BidPhase", "Strain"]


class Strain(enum.Enum):
    """What a bid makes trump: a suit, or no-trump high or low."""

    CLUBS = "C"
    """Clubs are trump."""
    DIAMONDS = "D"
    """Diamonds are trump."""
    HEARTS = "H"
    """Hearts are trump."""
    SPADES = "S"
    """Spades are trump."""
    HIGH = "high"
    """No-trump, aces high; no bowers."""
    LOW = "low"
    """No-trump with the ranks reversed: the nine of the suit led is highest, the ace lowest."""

    @property
    def suit(self) -> Suit | None:
        """The trump suit, or None for no-trump."""
        return _STRAIN_SUITS[self._value_]

    @classmethod
    def of(cls, suit: Suit) -> Strain:
        """The strain of a trump suit."""
        return _SUIT_STRAINS[suit]

    def __str__(self) -> str:
        if self is Strain.HIGH:
            return "no-trump high"
        if self is Strain.LOW:
            return "no-trump low"
        return self.name.lower()


_SUIT_STRAINS = (Strain.CLUBS, Strain.DIAMONDS, Strain.HEARTS, Strain.SPADES)
# A table, not a parse, because the play and the bots ask for a strain's suit for every card they weigh;
# keyed by the value, whose hash is a string's, not by the member, whose hash runs Python code.
_STRAIN_SUITS: dict[str, Suit | None] = {"C": Suit.CLUBS, "D": Suit.DIAMONDS, "H": Suit.HEARTS,
                                         "S": Suit.SPADES, "high": None, "low": None}


@dataclasses.dataclass(frozen=True, slots=True)
class Bid:
    """A contract: ``tricks`` to take in ``strain``.  A moon (``tricks`` 0) is every trick, played alone,
    with ``help`` cards passed by each partner first (partner's best)."""

    tricks: int
    strain: Strain
    moon: bool = False
    help: int = 0

    def to_text(self) -> str:
        """``4 H``, ``6 high``, ``moon S``, ``moon low help 1``: the text form used in records."""
        if self.moon:
            return f"moon {self.strain.value}" + (f" help {self.help}" if self.help else "")
        return f"{self.tricks} {self.strain.value}"

    def __str__(self) -> str:
        if self.moon:
            helped = f", taking {self.help} from partner" if self.help else ""
            return f"shoot the moon in {self.strain}{helped}"
        return f"{self.tricks} in {self.strain}"


class BidPhase(enum.Enum):
    """Where a Bid Euchre hand stands; exactly one seat acts in every phase but ``DONE``."""

    BIDDING = "bidding"
    """Each seat once, from the dealer's left: a bid higher than the last, or a pass."""
    GIVE = "give"
    """Partner's best: a moon shooter's partners pass their best cards, one at a time."""
    DISCARD = "discard"
    """Partner's best: the shooter discards as many cards as were passed, one at a time."""
    PLAY = "play"
    """The tricks; the high bidder leads the first."""
    DONE = "done"
    """Scored, or thrown in."""


class BidActionKind(enum.Enum):
    """What kind of decision an action is."""

    PASS = "pass"
    """Decline to bid."""
    BID = "bid"
    """Make ``bid``."""
    GIVE = "give"
    """Pass ``card`` to the moon shooter."""
    DISCARD = "discard"
    """The shooter buries ``card`` face down."""
    PLAY = "play"
    """Play ``card`` to the trick."""


@dataclasses.dataclass(frozen=True, slots=True)
class BidAction:
    """One decision.  Build with the class methods.  ``card`` is None in a give or discard that the seat
    holding the view may not see."""

    kind: BidActionKind
    bid: Bid | None = None
    card: Card | None = None

    @classmethod
    def pass_(cls) -> BidAction:
        """Pass."""
        return _PASS

    @classmethod
    def make(cls, bid: Bid) -> BidAction:
        """Bid ``bid``."""
        return cls(BidActionKind.BID, bid=bid)

    @classmethod
    def give(cls, card: Card | None) -> BidAction:
        """Pass ``card`` to the shooter (None: hidden from this seat)."""
        return cls(BidActionKind.GIVE, card=card)

    @classmethod
    def discard(cls, card: Card | None) -> BidAction:
        """Bury ``card`` (None: hidden from this seat)."""
        return cls(BidActionKind.DISCARD, card=card)

    @classmethod
    def play(cls, card: Card) -> BidAction:
        """Play ``card``."""
        return cls(BidActionKind.PLAY, card=card)

    def to_text(self) -> str:
        """``pass``, ``bid 4 H``, ``bid moon S help 1``, ``give JH``, ``discard ??``, ``play AS``."""
        if self.kind is BidActionKind.BID:
            return "bid " + (self.bid.to_text() if self.bid is not None else "?")
        if self.kind is BidActionKind.PASS:
            return "pass"
        return f"{self.kind.value} {'??' if self.card is None else self.card.code}"

    @classmethod
    def from_text(cls, text: str) -> BidAction:
        """Read ``to_text``'s output; ValueError otherwise."""
        words = text.strip().split()
        if words == ["pass"]:
            return _PASS
        if len(words) == 2 and words[0] in ("give", "discard", "play"):
            card = None if words[1] == "??" else Card.parse(words[1])
            if words[0] == "play":
                if card is None:
                    raise ValueError("a played card is never hidden")
                return cls.play(card)
            return cls.give(card) if words[0] == "give" else cls.discard(card)
        if len(words) in (3, 5) and words[0] == "bid":
            try:
                strain = Strain(words[2] if words[2] in ("high", "low") else words[2].upper())
            except ValueError:
                raise ValueError(f"not a strain: {words[2]!r}") from None
            if words[1] == "moon":
                helped = int(words[4]) if len(words) == 5 and words[3] == "help" else 0
                return cls.make(Bid(0, strain, moon=True, help=helped))
            if len(words) == 3 and words[1].isdigit():
                return cls.make(Bid(int(words[1]), strain))
        raise ValueError(f"not a Bid Euchre action: {text!r}")

    def __str__(self) -> str:
        if self.kind is BidActionKind.BID:
            return f"bid {self.bid}"
        if self.kind is BidActionKind.PASS:
            return "pass"
        return f"{self.kind.value} {'a hidden card' if self.card is None else self.card}"

    def __repr__(self) -> str:
        return f"BidAction.from_text({self.to_text()!r})"


_PASS = BidAction(BidActionKind.PASS)
