"""Deal codes: a short text that carries one deal and its rules, and Today's deal.

A deal code looks like ``EU1-STANDARD-33-A1DE-KW8D-CPC8-9730-J4`` (seed 002's worked hand):

* ``EU1`` — the format and its version.
* the rules — a preset name (``STANDARD``, ``BRITISH``, ...) when the rules equal a preset, otherwise ``R``
  and five characters holding every rule option as bits (see ``_RULE_FIELDS``), or six when an option
  added after the first 25 bits is set.  Five characters read as a sixth ``0`` in front, so every code
  written before the sixth character existed reads exactly as it did, its newer options off, and a code
  whose newer options are off is still written in five.
* two characters — the dealer's seat (``0``-``3``) and the first packet size (``3`` for 3-2, ``2`` for 2-3).
* sixteen characters (seventeen with the Benny) — the deal itself: the rank, in the factorial number
  system (its Lehmer code), of the permutation of the deck written as seat 0's five cards in dealt order,
  seat 1's, ... and then the kitty, upcard first.  Grouped in fours for reading aloud.
* two characters — a check value that catches every single mistyped character and every swap of two
  neighbouring characters (a weighted sum modulo the prime 1021).

Everything after the rules uses Crockford's base-32 digits (``0-9`` and ``A-Z`` without ``I L O U``).
Reading is forgiving: any case, spaces or dashes anywhere after the rules, and the look-alikes ``O`` for
zero and ``I``/``L`` for one.  Anything wrong raises ``DealCodeError`` saying what.

Today's deal (``daily_deal``) is derived from the ISO date with SHA-256 alone — no random-number generator —
so every copy of the game, on any Python version, deals the same cards on the same day.
"""

from __future__ import annotations

import dataclasses
import datetime
import hashlib
import math
import re
from collections.abc import Sequence
from typing import Any, Final

from .actions import EngineError
from .cards import DECK_24, DECK_25, Card
from .deal import Deal
from .rules import PRESETS, Rules, RulesError

__all__ = ["DealCodeError", "daily_deal", "decode_deal", "encode_deal"]

VERSION: Final = 1
"""The deal-code format this module writes and reads."""


class DealCodeError(EngineError):
    """A deal code that cannot be read, or a deal that cannot be written as one.  The message says why."""


# ----------------------------------------------------------------------------------------- base 32

_ALPHABET: Final = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
_DIGIT_VALUE: Final = {**{ch: n for n, ch in enumerate(_ALPHABET)}, "O": 0, "I": 1, "L": 1}
"""Crockford's decoding: the alphabet plus the look-alikes a person may type or hear."""


def _to_base32(number: int, width: int) -> str:
    digits = []
    for _ in range(width):
        number, digit = divmod(number, 32)
        digits.append(_ALPHABET[digit])
    return "".join(reversed(digits))


def _from_base32(text: str) -> int:
    number = 0
    for ch in text:
        number = number * 32 + _DIGIT_VALUE[ch]
    return number


def _normalise_digits(text: str, where: str) -> str:
    """Map each character to its canonical base-32 digit; DealCodeError naming the first bad one."""
    out = []
    for ch in text:
        value = _DIGIT_VALUE.get(ch)
        if value is None:
            raise DealCodeError(f"bad character {ch!r} in the {where}: deal codes use the digits 0-9 and "
                                "the letters A-Z except U")
        out.append(_ALPHABET[value])
    return "".join(out)


# ------------------------------------------------------------------------------------ permutations

def _width_for(count: int) -> int:
    """Base-32 digits needed for any number below ``count``."""
    width = 1
    while 32 ** width < count:
        width += 1
    return width


_PERMUTATION_WIDTH: Final = {24: _width_for(math.factorial(24)), 25: _width_for(math.factorial(25))}
"""16 digits for the 24-card deck, 17 with the Benny."""


def permutation_rank(cards: Sequence[int], deck: Sequence[int]) -> int:
    """The rank (Lehmer code) of ``cards``, an ordering of every card of the sorted ``deck``."""
    remaining = list(deck)
    rank = 0
    for position, card in enumerate(cards):
        index = remaining.index(card)
        rank = rank * (len(deck) - position) + index
        del remaining[index]
    return rank


def permutation_unrank(rank: int, deck: Sequence[Card]) -> list[Card]:
    """The ordering of ``deck`` whose rank is ``rank`` (0 <= rank < len(deck)!)."""
    indexes = []
    for radix in range(1, len(deck) + 1):
        rank, index = divmod(rank, radix)
        indexes.append(index)
    remaining = list(deck)
    return [remaining.pop(index) for index in reversed(indexes)]


def _deal_order(deal: Deal) -> list[Card]:
    return [card for hand in deal.hands for card in hand] + list(deal.kitty)


def _deal_from_order(cards: Sequence[Card], players: int, dealer: int, packets: str) -> Deal:
    hands = tuple(tuple(cards[5 * seat:5 * seat + 5]) for seat in range(players))
    return Deal(dealer, hands, tuple(cards[5 * players:]), packets)


# ---------------------------------------------------------------------------------------- rule bits

@dataclasses.dataclass(frozen=True)
class _RuleField:
    """Some rule options stored together in the rule bits: the allowed value combinations, default first."""

    names: tuple[str, ...]
    choices: tuple[tuple[Any, ...], ...]

    @property
    def width(self) -> int:
        return (len(self.choices) - 1).bit_length()


def _flag(name: str, default: bool) -> _RuleField:
    return _RuleField((name,), ((default,), (not default,)))


def _options(name: str, *values: Any) -> _RuleField:
    return _RuleField((name,), tuple((value,) for value in values))


def _choices(name: str, *values: str) -> _RuleField:
    """An option whose values are an enum's, named by the values saved in records and settings."""
    kind = type(getattr(Rules(), name))
    return _RuleField((name,), tuple((kind(value),) for value in values))


_RULE_FIELDS: Final = (
    _options("players", 4, 3),
    _flag("stick_the_dealer", True),
    _RuleField(("target", "fixed_hands"),
               ((10, None), (5, None), (11, None), *((None, n) for n in range(1, 101)))),
    _flag("canadian_loner", False),
    _choices("defend_alone", "off", "always", "against_loner"),
    _flag("no_loner_after_passing", False),
    _choices("lone_lead", "left_of_dealer", "left_of_loner"),
    _flag("dealer_may_discard_upcard", True),
    _flag("benny", False),
    _choices("farmers_hand", "off", "redeal", "exchange"),
    _flag("partners_best", False),
    _choices("renege", "prevented", "penalty_to_innocent", "penalty_deducted", "no_score"),
    _flag("defenders_march_four", False),
    _options("cutthroat_march", 3, 2),
    _choices("first_dealer", "random", "first_black_jack"),
    _choices("benny_card", "joker", "two_of_spades"),
    _flag("loner_after_trump", False),
)
"""The rule bits, least significant first.  The order is part of the format: append, never reorder.
Every default is choice 0, so the standard rules are ``R00000``."""

_RULE_BITS_WIDTHS: Final = (5, 6)
"""Base-32 digits after the ``R``: five for the first 25 bits, six once a later option is set."""


_WIDTHS_TEXT: Final = " or ".join(map(str, _RULE_BITS_WIDTHS))


def _rules_to_bits(rules: Rules) -> int:
    bits = 0
    shift = 0
    for field in _RULE_FIELDS:
        values = tuple(getattr(rules, name) for name in field.names)
        bits |= field.choices.index(values) << shift
        shift += field.width
    return bits


def _rule_kwargs_from_bits(bits: int) -> dict[str, Any]:
    """The rule options the bits hold (not yet checked against each other)."""
    kwargs: dict[str, Any] = {}
    for field in _RULE_FIELDS:
        index = bits & ((1 << field.width) - 1)
        bits >>= field.width
        if index >= len(field.choices):
            raise DealCodeError(f"the rule bits hold no known setting for {' / '.join(field.names)} "
                                f"(value {index})")
        kwargs.update(zip(field.names, field.choices[index], strict=True))
    if bits:
        raise DealCodeError("the rule bits set options this version of the game does not know")
    return kwargs


def _rules_token(rules: Rules) -> str:
    preset = rules.preset_name()
    if preset is not None:
        return preset.upper()
    bits = _rules_to_bits(rules)
    width = next(width for width in _RULE_BITS_WIDTHS if bits < 32 ** width)
    return "R" + _to_base32(bits, width)


# ------------------------------------------------------------------------------------------ checksum

_CHECK_MODULUS: Final = 1021
"""A prime below 32**2: any single changed character or swapped neighbours changes the sum modulo it."""


def _checksum(canonical: str) -> str:
    total = sum(weight * ord(ch) for weight, ch in enumerate(canonical, 1)) % _CHECK_MODULUS
    return _to_base32(total, 2)


# ------------------------------------------------------------------------------------ encode / decode

def encode_deal(deal: Deal, rules: Rules) -> str:
    """The deal code of ``deal`` under ``rules``; DealCodeError if the deal does not fit the rules."""
    try:
        deal.validate(rules)
    except ValueError as error:
        raise DealCodeError(f"cannot write a deal code: {error}") from None
    deck = DECK_25 if rules.benny else DECK_24
    permutation = _to_base32(permutation_rank(_deal_order(deal), deck), _PERMUTATION_WIDTH[len(deck)])
    head = f"{deal.dealer}{deal.packets[0]}"
    rules_part = _rules_token(rules)
    check = _checksum(f"EU{VERSION}-{rules_part}-{head}{permutation}")
    groups = [permutation[i:i + 4] for i in range(0, 12, 4)] + [permutation[12:]]
    return "-".join([f"EU{VERSION}", rules_part, head, *groups, check])


_SEPARATORS: Final = re.compile(r"[\s\-_\u2010-\u2015\u2212]+")
"""Spaces and every kind of dash a word processor or phone may put in."""

_MAX_LENGTH: Final = 200


def _check_version(token: str) -> None:
    if not token.startswith("EU"):
        raise DealCodeError(f"not a Euchre Desktop deal code: it should start with EU{VERSION}-, "
                            f"not {token[:12]!r}")
    number = token[2:]
    if number == str(VERSION):
        return
    if number.isascii() and number.isdigit() and len(number) <= 6 and int(number) > VERSION:
        raise DealCodeError(f"this deal code is version {int(number)}, newer than this game reads "
                            f"(version {VERSION}): update Euchre Desktop")
    raise DealCodeError(f"bad deal code version {number[:12]!r}: it should start with EU{VERSION}-")


def _parse_rules_token(token: str) -> tuple[str, dict[str, Any] | None, Rules | None]:
    """The canonical rules token and either the raw options from rule bits or a preset."""
    preset = PRESETS.get(token.lower())
    if preset is not None:
        return token, None, preset
    if token.startswith("R") and len(token) - 1 in _RULE_BITS_WIDTHS \
            and all(ch in _DIGIT_VALUE for ch in token[1:]):
        digits = _normalise_digits(token[1:], "rule bits")
        return "R" + digits, _rule_kwargs_from_bits(_from_base32(digits)), None
    if token.startswith("R") and len(token) > 1 and all(ch in _DIGIT_VALUE for ch in token[1:]):
        raise DealCodeError(f"wrong length: the rule bits after R are {_WIDTHS_TEXT} characters, "
                            f"not {len(token) - 1}")
    names = ", ".join(name.upper() for name in PRESETS)
    raise DealCodeError(f"unknown rules preset {token[:20]!r}: expected one of {names}, "
                        f"or R and {_WIDTHS_TEXT} characters of rule bits")


def decode_deal(text: str) -> tuple[Deal, Rules]:
    """Read a deal code back into its deal and rules; DealCodeError naming what is wrong otherwise."""
    if not isinstance(text, str):
        raise DealCodeError(f"a deal code is text, not {type(text).__name__}")
    if len(text) > _MAX_LENGTH:
        raise DealCodeError(f"too long for a deal code ({len(text)} characters)")
    tokens = [token for token in _SEPARATORS.split(text.strip().upper()) if token]
    if not tokens:
        raise DealCodeError("the deal code is empty")
    _check_version(tokens[0])
    if len(tokens) < 3:
        raise DealCodeError("the deal code is cut short: it needs EU1, the rules, then the deal")
    rules_part, rule_kwargs, rules = _parse_rules_token(tokens[1])
    body = _normalise_digits("".join(tokens[2:]), "deal")
    lengths = {2 + width + 2: size for size, width in _PERMUTATION_WIDTH.items()}
    deck_size = lengths.get(len(body))
    if deck_size is None:
        expected = " or ".join(f"{length} ({size} cards)" for length, size in lengths.items())
        raise DealCodeError(f"wrong length: the part after the rules has {len(body)} characters, "
                            f"not {expected}")
    payload, check = body[:-2], body[-2:]
    if _checksum(f"EU{VERSION}-{rules_part}-{payload}") != check:
        raise DealCodeError("checksum mismatch: probably a typo; check the code character by character")
    if rules is None:
        assert rule_kwargs is not None
        try:
            rules = Rules(**rule_kwargs)
        except RulesError as error:
            raise DealCodeError(f"the rule bits describe rules that cannot be played: {error}") from None
    return _decode_payload(payload, rules, deck_size), rules


def _decode_payload(payload: str, rules: Rules, deck_size: int) -> Deal:
    if deck_size != rules.deck_size:
        with_benny = "with" if rules.benny else "without"
        raise DealCodeError(f"the code holds a {deck_size}-card deal but its rules play {with_benny} the "
                            f"Benny ({rules.deck_size} cards)")
    dealer = _DIGIT_VALUE[payload[0]]
    if dealer >= rules.players:
        raise DealCodeError(f"dealer seat {payload[0]} is out of range: seats are 0 to {rules.players - 1}")
    packets = {"3": "3-2", "2": "2-3"}.get(payload[1])
    if packets is None:
        raise DealCodeError(f"the packets character must be 3 (dealt 3-2) or 2 (dealt 2-3), not {payload[1]}")
    rank = _from_base32(payload[2:])
    if rank >= math.factorial(deck_size):
        raise DealCodeError(f"the deal number is out of range for a {deck_size}-card deck: probably a typo")
    deck = DECK_25 if rules.benny else DECK_24
    return _deal_from_order(permutation_unrank(rank, deck), rules.players, dealer, packets)


# ------------------------------------------------------------------------------------------ daily deal

def daily_deal(date: datetime.date, rules: Rules) -> Deal:
    """Today's deal: the same cards and dealer for every player on ``date``.

    The SHA-256 digest of ``euchre-desktop/daily/<ISO date>`` is read as one big number and split, in
    turn, into the dealer (modulo the number of players), the packets (modulo 2) and the deal (modulo
    the number of orderings of the deck, as in a deal code).  Only the date, the number of players and
    the Benny change the cards; the other rules do not.  A ``datetime`` counts as its calendar date.
    """
    day = datetime.date(date.year, date.month, date.day)
    digest = hashlib.sha256(f"euchre-desktop/daily/{day.isoformat()}".encode("ascii")).digest()
    number = int.from_bytes(digest, "big")
    number, dealer = divmod(number, rules.players)
    number, first_packet = divmod(number, 2)
    deck = DECK_25 if rules.benny else DECK_24
    order = permutation_unrank(number % math.factorial(len(deck)), deck)
    return _deal_from_order(order, rules.players, dealer, ("3-2", "2-3")[first_packet])

