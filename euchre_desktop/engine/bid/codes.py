"""Bid Euchre deal codes: a short text that carries one deal and its rules.

A code looks like ``BE1-000000-13Z2-77BA-A8A-99`` (the default rules, seat 1 dealing):

* ``BE1`` — Bid Euchre, format version 1 (the Euchre codes start ``EU``).
* six characters — every rule option, as one number in mixed radix (``_RULE_FIELDS``, defaults first, so the
  default rules are ``000000``).
* one character — the dealer's seat; then, grouped in fours with it for reading aloud,
* the deal — for every card of the 24 (25 with the Benny), who holds it, as one number in mixed radix: with a
  single pack the seat (or the kitty), with a double pack the pair of seats holding its two copies.  Ten
  characters for the single pack, twelve with the Benny, sixteen for four seats and twenty-two for six with a
  double pack.
* two characters — the check value of the Euchre codes, which catches every single mistyped character and
  every swap of two neighbouring characters.

The digits, the forgiving reading (any case, spaces and dashes, ``O`` for zero) and the check value are the
Euchre deal codes' own.  Anything wrong raises ``DealCodeError`` saying what.

Today's deal for Bid Euchre (``daily_bid_deal``) is found from the date as Euchre's is, from a digest of its
own, so the two games' deals of a day are unrelated.
"""

from __future__ import annotations

import datetime
import hashlib
import itertools
import math
from collections.abc import Sequence
from typing import Any, Final

from ..cards import DECK_24, DECK_25, Card
from ..codes import (
    _DIGIT_VALUE,
    _SEPARATORS,
    DealCodeError,
    _checksum,
    _from_base32,
    _normalise_digits,
    _to_base32,
    _width_for,
    permutation_unrank,
)
from .deal import BidDeal, pack
from .rules import AllPass, BidRules, BidRulesError, Form, NoTrump

__all__ = ["daily_bid_deal", "decode_bid_deal", "encode_bid_deal", "is_bid_code"]

PREFIX: Final = "BE1"
"""Bid Euchre, deal-code format 1."""

_RULE_FIELDS: Final[tuple[tuple[str, tuple[Any, ...]], ...]] = (
    ("form", tuple(Form)),
    ("benny", (False, True)),
    ("no_trump", (NoTrump.HIGH_LOW, NoTrump.HIGH, NoTrump.OFF)),
    ("minimum_bid", (None, *range(1, 13))),
    ("all_pass", tuple(AllPass)),
    ("moon_value", (None, *range(1, 100))),
    ("partners_best", (0, 1, 2)),
    ("moon_over_moon", (False, True)),
    ("defenders_score", (True, False)),
    ("target", (32, 21, 50, None)),
    ("fixed_hands", (None, *range(1, 101))),
)
"""Each option and its possible values, the default first."""

_RULES_WIDTH: Final = 6


def _rules_number(rules: BidRules) -> int:
    number = 0
    for name, values in _RULE_FIELDS:
        number = number * len(values) + values.index(getattr(rules, name))
    return number


def _rules_from_number(number: int) -> BidRules:
    options: dict[str, Any] = {}
    for name, values in reversed(_RULE_FIELDS):
        number, index = divmod(number, len(values))
        options[name] = values[index]
    if number:
        raise DealCodeError("the rules part is out of range: probably a typo")
    try:
        return BidRules(**options)
    except BidRulesError as error:
        raise DealCodeError(f"the rules part describes rules that cannot be played: {error}") from None


def _holders(rules: BidRules) -> tuple[tuple[int, ...], ...]:
    """What may hold one card of the pack: a seat or the kitty (seat number ``seats``), or with a double
    pack the pair of seats holding its two copies."""
    if rules.form.double:
        return tuple(itertools.combinations_with_replacement(range(rules.seats), 2))
    return tuple((seat,) for seat in range(rules.seats + (1 if rules.benny else 0)))


def _kinds(rules: BidRules) -> Sequence[Card]:
    return DECK_25 if rules.benny else DECK_24


def _deal_width(rules: BidRules) -> int:
    return _width_for(len(_holders(rules)) ** len(_kinds(rules)))


def encode_bid_deal(deal: BidDeal, rules: BidRules) -> str:
    """The deal code of ``deal`` under ``rules``; DealCodeError if the deal does not fit the rules."""
    try:
        deal.validate(rules)
    except ValueError as error:
        raise DealCodeError(f"cannot write a deal code: {error}") from None
    held: dict[Card, list[int]] = {card: [] for card in _kinds(rules)}
    for seat, hand in enumerate(deal.hands):
        for card in hand:
            held[card].append(seat)
    for card in deal.kitty:
        held[card].append(rules.seats)
    holders = _holders(rules)
    number = 0
    for card in _kinds(rules):
        number = number * len(holders) + holders.index(tuple(sorted(held[card])))
    payload = _to_base32(deal.dealer, 1) + _to_base32(number, _deal_width(rules))
    rules_part = _to_base32(_rules_number(rules), _RULES_WIDTH)
    check = _checksum(f"{PREFIX}-{rules_part}-{payload}")
    groups = [payload[i:i + 4] for i in range(0, len(payload), 4)]
    return "-".join([PREFIX, rules_part, *groups, check])


def is_bid_code(text: str) -> bool:
    """True when ``text`` is meant as a Bid Euchre deal code (it starts ``BE``; Euchre's start ``EU``)."""
    return text.strip().upper().startswith("BE")


def decode_bid_deal(text: str) -> tuple[BidDeal, BidRules]:
    """Read a deal code back into its deal and rules; DealCodeError naming what is wrong otherwise."""
    if not isinstance(text, str):
        raise DealCodeError(f"a deal code is text, not {type(text).__name__}")
    if len(text) > 200:
        raise DealCodeError(f"too long for a deal code ({len(text)} characters)")
    tokens = [token for token in _SEPARATORS.split(text.strip().upper()) if token]
    if not tokens or tokens[0] != PREFIX:
        raise DealCodeError(f"not a Bid Euchre deal code: it should start with {PREFIX}-")
    if len(tokens) < 3 or len(tokens[1]) != _RULES_WIDTH or any(ch not in _DIGIT_VALUE for ch in tokens[1]):
        raise DealCodeError(f"the rules part after {PREFIX}- is {_RULES_WIDTH} characters")
    rules_part = _normalise_digits(tokens[1], "rules")
    body = _normalise_digits("".join(tokens[2:]), "deal")
    payload, check = body[:-2], body[-2:]
    if _checksum(f"{PREFIX}-{rules_part}-{payload}") != check:
        raise DealCodeError("checksum mismatch: probably a typo; check the code character by character")
    rules = _rules_from_number(_from_base32(rules_part))
    if len(payload) != 1 + _deal_width(rules):
        raise DealCodeError(f"wrong length: these rules need {_deal_width(rules) + 3} characters after the "
                            f"rules, not {len(body)}")
    return _deal_from_payload(payload, rules), rules


def _deal_from_payload(payload: str, rules: BidRules) -> BidDeal:
    dealer = _DIGIT_VALUE[payload[0]]
    if dealer >= rules.seats:
        raise DealCodeError(f"dealer seat {payload[0]} is out of range: seats are 0 to {rules.seats - 1}")
    number = _from_base32(payload[1:])
    holders = _holders(rules)
    hands: list[list[Card]] = [[] for _ in range(rules.seats + 1)]
    for card in reversed(_kinds(rules)):
        number, index = divmod(number, len(holders))
        for seat in holders[index]:
            hands[seat].append(card)
    deal = BidDeal(dealer, tuple(tuple(sorted(hand)) for hand in hands[:-1]), tuple(hands[-1]))
    try:
        if number:
            raise ValueError("the deal number is out of range")
        deal.validate(rules)
    except ValueError as error:
        raise DealCodeError(f"not a deal of these rules, probably a typo ({error})") from None
    return deal


def daily_bid_deal(date: datetime.date, rules: BidRules) -> BidDeal:
    """Today's Bid Euchre deal: the same cards and dealer for every player of the same form on ``date``.

    The SHA-256 digest of ``euchre-desktop/bid-daily/<ISO date>`` is read as one big number and split into
    the dealer (modulo the seats) and the order of the pack (modulo the number of its orderings, which for
    the double pack's 48 cards still leaves the digest room to spare).  Only the date, the form and the
    Benny change the cards.  A ``datetime`` counts as its calendar date.
    """
    day = datetime.date(date.year, date.month, date.day)
    digest = hashlib.sha256(f"euchre-desktop/bid-daily/{day.isoformat()}".encode("ascii")).digest()
    number, dealer = divmod(int.from_bytes(digest, "big"), rules.seats)
    cards = pack(rules)
    return BidDeal.from_order(rules, dealer, permutation_unrank(number % math.factorial(len(cards)), cards))
