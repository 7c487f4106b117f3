"""Cards, suits and ranks, and how trump changes them.

A card is a small integer (``Card`` subclasses ``int``) so that a hand is a bitmask: bit ``card`` set means
the card is held.  The 24 ordinary cards are numbered ``suit * 6 + rank``; the Benny (the joker of 25-card
Euchre, or the two of spades some tables play in its place: the same card, see ``card_name``) is card 24.
Everything that depends on trump — a card's effective suit, its power in a trick, the masks of each suit —
is precomputed here in small tables, because the solver and the random-play benchmark call these functions
millions of times.
"""

from __future__ import annotations

import enum
from collections.abc import Iterable, Iterator
from typing import ClassVar, Final, Self

from .translatable import N_

__all__ = [
    "BENNY",
    "DECK_24",
    "DECK_25",
    "POWER",
    "SUIT_MASKS",
    "Card",
    "Rank",
    "Suit",
    "card_name",
    "card_power",
    "cards_from_mask",
    "effective_suit",
    "left_bower",
    "mask_of",
    "parse_cards",
    "right_bower",
    "suit_mask",
    "trump_order",
]


class Suit(enum.IntEnum):
    """The four suits, in the order used for card numbering."""

    CLUBS = 0
    """Black; its same-colour partner is spades."""
    DIAMONDS = 1
    """Red; its same-colour partner is hearts."""
    HEARTS = 2
    """Red; its same-colour partner is diamonds."""
    SPADES = 3
    """Black; its same-colour partner is clubs."""

    @property
    def letter(self) -> str:
        """The one-letter code used in deal codes and hand records: C, D, H or S."""
        return "CDHS"[self]

    @property
    def symbol(self) -> str:
        """The Unicode suit symbol (for text only; the table draws suits as paths)."""
        return "♣♦♥♠"[self]

    @property
    def words(self) -> str:
        """The suit as a sentence names it ("follow hearts"), marked for translation: the window translates
        it where it is said (``euchre_desktop.language.translated``)."""
        return (N_("clubs"), N_("diamonds"), N_("hearts"), N_("spades"))[self]

    @property
    def is_red(self) -> bool:
        """True for diamonds and hearts."""
        return self in (Suit.DIAMONDS, Suit.HEARTS)

    @property
    def same_colour(self) -> Suit:
        """The other suit of this suit's colour: where the left bower comes from ("next")."""
        return Suit(3 - self)

    @classmethod
    def from_letter(cls, text: str) -> Suit:
        """The suit for ``C``, ``D``, ``H``, ``S`` (either case) or a suit symbol; ValueError otherwise."""
        key = text.strip().upper()
        for suit in cls:
            if key in (suit.letter, suit.symbol, suit.name):
                return suit
        raise ValueError(f"not a suit: {text!r}")


class Rank(enum.IntEnum):
    """The six ranks of the Euchre deck, lowest first (plain-suit order)."""

    NINE = 0
    """The lowest card of every suit."""
    TEN = 1
    """Above the nine."""
    JACK = 2
    """In trump the right bower; in the same-colour suit the left bower; otherwise between ten and queen."""
    QUEEN = 3
    """Above the jack in plain suits."""
    KING = 4
    """Above the queen."""
    ACE = 5
    """The highest plain card; third in trump, behind the two bowers."""

    @property
    def letter(self) -> str:
        """The rank's code: 9, T, J, Q, K or A."""
        return "9TJQKA"[self]

    @property
    def label(self) -> str:
        """The rank as printed on a card: 9, 10, J, Q, K, A."""
        return ("9", "10", "J", "Q", "K", "A")[self]


# Members by value: indexing a tuple is some twenty times cheaper than calling the enum (Suit(n)), and the
# book play-outs of the Expert ask for suits and ranks a hundred thousand times a second.
_SUITS: Final = tuple(Suit)
_RANKS: Final = tuple(Rank)

_RANK_FROM_TEXT: Final = {"9": Rank.NINE, "T": Rank.TEN, "10": Rank.TEN, "J": Rank.JACK,
                          "Q": Rank.QUEEN, "K": Rank.KING, "A": Rank.ACE}


class Card(int):
    """One card: an ``int`` from 0 to 24, with a readable repr.

    Use ``Card.of(rank, suit)``, ``Card.parse("JH")`` or ``Card(n)``.  Instances for the same number are
    equal and hash alike, so cards work as bit indexes, dict keys and set members.
    """

    __slots__ = ()
    _names: ClassVar[tuple[str, ...]]

    def __new__(cls, value: int) -> Self:
        if not 0 <= int(value) <= 24:
            raise ValueError(f"card number out of range 0..24: {value!r}")
        return super().__new__(cls, value)

    @classmethod
    def of(cls, rank: Rank, suit: Suit) -> Card:
        """The card of this rank and suit."""
        return _CARDS[suit * 6 + rank]

    @classmethod
    def parse(cls, text: str) -> Card:
        """Read ``JH``, ``10S``, ``TS``, ``J♥``, ``a♠``, ``BENNY``, ``JOKER`` or ``BN``, or ``2S``/``2♠`` (the
        two of spades, which plays the Benny when the rules say so); else ValueError."""
        key = text.strip().upper()
        if key in ("BN", "BENNY", "JOKER", "JK", "★", "2S", "2♠"):
            return BENNY
        if len(key) < 2:
            raise ValueError(f"not a card: {text!r}")
        rank = _RANK_FROM_TEXT.get(key[:-1])
        if rank is None:
            raise ValueError(f"not a card: {text!r} (unknown rank {key[:-1]!r})")
        try:
            suit = Suit.from_letter(key[-1])
        except ValueError:
            raise ValueError(f"not a card: {text!r} (unknown suit {key[-1]!r})") from None
        return cls.of(rank, suit)

    @property
    def is_benny(self) -> bool:
        """True for the joker of 25-card Euchre."""
        return self == 24

    @property
    def suit(self) -> Suit:
        """The printed suit.  The Benny has none: asking for it is a ValueError (use ``effective_suit``)."""
        if self == 24:
            raise ValueError("the Benny has no printed suit")
        return _SUITS[self // 6]

    @property
    def rank(self) -> Rank:
        """The printed rank.  The Benny has none: asking for it is a ValueError."""
        if self == 24:
            raise ValueError("the Benny has no printed rank")
        return _RANKS[self % 6]

    @property
    def code(self) -> str:
        """Two-character code: ``JH``, ``TS``, ``9C``; ``BN`` for the Benny."""
        return _CODES[self]

    @property
    def mask(self) -> int:
        """The one-bit mask of this card."""
        return 1 << self

    def __str__(self) -> str:
        return self._names[self]

    def __repr__(self) -> str:
        return f"Card.parse({self.code!r})"


_CODES: Final = (*(f"{'9TJQKA'[n % 6]}{'CDHS'[n // 6]}" for n in range(24)), "BN")
Card._names = (*(f"{Rank(n % 6).label}{Suit(n // 6).symbol}" for n in range(24)), "Benny")
_CARDS: Final = tuple(Card(n) for n in range(25))

BENNY: Final = _CARDS[24]
"""The joker, the best bower of 25-card Euchre: the highest trump whatever the trump suit."""

DECK_24: Final = _CARDS[:24]
"""The 24-card Euchre deck, 9 to ace in each suit, in card-number order."""

DECK_25: Final = _CARDS
"""The 24-card deck and the Benny."""

FULL_MASK_24: Final = (1 << 24) - 1
FULL_MASK_25: Final = (1 << 25) - 1


def card_name(card: Card, *, two_of_spades: bool = False) -> str:
    """A card as a player reads it ("J♥", "Benny"); the Benny is "2♠" when the two of spades plays it."""
    if two_of_spades and card == 24:
        return "2♠"
    return str(card)


def right_bower(trump: Suit) -> Card:
    """The jack of trump, the highest card unless the Benny is in play."""
    return _CARDS[trump * 6 + Rank.JACK]


def left_bower(trump: Suit) -> Card:
    """The jack of the same-colour suit, which belongs to trump for the whole hand."""
    return _CARDS[(3 - trump) * 6 + Rank.JACK]


def _build_effective_suits() -> tuple[tuple[int, ...], ...]:
    # Row 4 is "no trump yet": printed suits, and the Benny treated as its own suit 4 (it is never
    # compared before trump exists, except in first-black-jack draws, which look at printed jacks only).
    rows = []
    for trump in range(5):
        row = []
        for n in range(25):
            if n == 24:
                row.append(min(trump, 4))
            elif trump < 4 and n == (3 - trump) * 6 + Rank.JACK:
                row.append(trump)
            else:
                row.append(n // 6)
        rows.append(tuple(row))
    return tuple(rows)


EFFECTIVE_SUITS: Final = _build_effective_suits()
"""``EFFECTIVE_SUITS[trump][card]``: the suit number a card belongs to under ``trump`` (row 4: no trump yet,
the Benny its own suit 4); the table behind ``effective_suit``, for the hot paths."""


def effective_suit(card: int, trump: Suit | None) -> Suit:
    """The suit a card belongs to given trump: the left bower and the Benny are trump; others keep theirs.

    With no trump (``None``) a card keeps its printed suit; the Benny has none, so that is a ValueError.
    """
    suit = EFFECTIVE_SUITS[4 if trump is None else trump][card]
    if suit == 4:
        raise ValueError("the Benny has no suit until trump is named")
    return _SUITS[suit]


def _build_suit_masks() -> tuple[tuple[int, ...], ...]:
    rows = []
    for trump in range(5):
        masks = [0, 0, 0, 0]
        for n in range(25):
            suit = EFFECTIVE_SUITS[trump][n]
            if suit < 4:
                masks[suit] |= 1 << n
        rows.append(tuple(masks))
    return tuple(rows)


SUIT_MASKS: Final = _build_suit_masks()
"""``SUIT_MASKS[trump][suit]``: the mask of every card whose effective suit is ``suit`` (trump 4 = none)."""


def suit_mask(suit: Suit, trump: Suit | None) -> int:
    """The bitmask of all cards (Benny included when trump is set) belonging to ``suit`` given trump."""
    return SUIT_MASKS[4 if trump is None else trump][suit]


def _build_power() -> tuple[tuple[tuple[int, ...], ...], ...]:
    # POWER[trump][led][card]: 0 when the card cannot win a trick led in `led`; otherwise a number that
    # orders the cards that can.  Trump cards score 100+, led-suit cards 10+rank.
    table = []
    for trump in range(4):
        per_led = []
        for led in range(4):
            row = []
            for n in range(25):
                suit = EFFECTIVE_SUITS[trump][n]
                if suit == trump:
                    if n == 24:
                        value = 120
                    elif n == trump * 6 + Rank.JACK:
                        value = 110
                    elif n == (3 - trump) * 6 + Rank.JACK:
                        value = 109
                    else:
                        value = 100 + n % 6
                elif suit == led:
                    value = 10 + n % 6
                else:
                    value = 0
                row.append(value)
            per_led.append(tuple(row))
        table.append(tuple(per_led))
    return tuple(table)


POWER: Final = _build_power()
"""``POWER[trump][led_suit][card]``: trick-winning strength; 0 for a card that cannot win that trick."""


def card_power(card: int, trump: Suit, led: Suit) -> int:
    """How strongly ``card`` contends for a trick led in ``led`` under ``trump``; 0 means it cannot win."""
    return POWER[trump][led][card]


def trump_order(trump: Suit, *, benny: bool = False) -> tuple[Card, ...]:
    """The trump suit from the highest card down: (Benny,) right bower, left bower, A, K, Q, 10, 9."""
    cards = [c for c in (DECK_25 if benny else DECK_24) if effective_suit(c, trump) == trump]
    return tuple(sorted(cards, key=lambda c: -POWER[trump][trump][c]))


def mask_of(cards: Iterable[int]) -> int:
    """The bitmask holding these cards."""
    mask = 0
    for card in cards:
        mask |= 1 << card
    return mask


def cards_from_mask(mask: int) -> Iterator[Card]:
    """The cards in a bitmask, lowest card number first."""
    while mask:
        low = mask & -mask
        yield _CARDS[low.bit_length() - 1]
        mask ^= low


def parse_cards(text: str) -> tuple[Card, ...]:
    """Read a space- or comma-separated list of cards, e.g. ``"JH KH TH AC 9S"``."""
    return tuple(Card.parse(part) for part in text.replace(",", " ").split())
