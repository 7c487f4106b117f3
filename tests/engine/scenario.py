"""Helpers that let an engine test read like a hand at the table.

Seats follow seed 002's table: 0 is you, 1 Hank on your left, 2 Gloria your partner, 3 Luis on your right.
Luis (seat 3) deals unless a test says otherwise, so you speak first.
"""

from __future__ import annotations

import copy
import inspect
from typing import Any

import pytest

from euchre_desktop.engine import (
    DECK_24,
    DECK_25,
    Action,
    Card,
    Deal,
    HandState,
    IllegalActionError,
    Rules,
    parse_cards,
)

STANDARD = Rules()
"""Seed 002's standard game."""

YOU, HANK, GLORIA, LUIS = 0, 1, 2, 3

WORKED_DEAL = Deal(LUIS, (parse_cards("JH KH TH AC 9S"), parse_cards("AH QH KS TC AD"),
                          parse_cards("JD 9H AS KC QD"), parse_cards("QS JC 9C TD KD")),
                   parse_cards("TS JS QC 9D"), "3-2")
"""Seed 002's worked hand: Luis deals and turns up the 10♠ (its code is pinned in ``test_codes``)."""


def make_deal(*hands: str, upcard: str, dealer: int = LUIS, benny: bool = False,
              packets: str = "3-2") -> Deal:
    """A deal of these hands (seat 0 first) and this upcard; the rest of the kitty below it in card order."""
    dealt = [parse_cards(text) for text in hands]
    turned = Card.parse(upcard)
    used = {card for hand in dealt for card in hand} | {turned}
    rest = tuple(card for card in (DECK_25 if benny else DECK_24) if card not in used)
    return Deal(dealer, tuple(dealt), (turned, *rest), packets)


def new_hand(*hands: str, upcard: str, dealer: int = LUIS, rules: Rules = STANDARD,
             scores: tuple[int, ...] | None = None) -> HandState:
    """A hand ready for its first decision, dealt as ``make_deal`` does."""
    deal = make_deal(*hands, upcard=upcard, dealer=dealer, benny=rules.benny)
    return HandState(rules, deal, scores_before=scores)


def act(state: HandState, *actions: str) -> HandState:
    """Apply each action, written as in hand records ("pass", "order alone", "call H", "play JH"), checked."""
    for text in actions:
        state.apply(Action.from_text(text))
    return state


def play(state: HandState, cards: str) -> HandState:
    """Play these cards in turn, each by the seat to act, checked."""
    return act(state, *(f"play {card}" for card in cards.split()))


def hand_of(state: HandState, seat: int) -> set[Card]:
    """The cards a seat holds now, as a set (order-free comparisons)."""
    return set(state.hand(seat))


def cards(text: str) -> set[Card]:
    """A set of cards from text such as "JH KH 9S"."""
    return set(parse_cards(text))


# Compiled by mypyc, HandState keeps its fields (and properties) as descriptors instead of in __slots__.
_STATE_FIELDS = getattr(HandState, "__slots__", None) or tuple(
    name for name, value in vars(HandState).items() if inspect.isgetsetdescriptor(value))


def snapshot(state: HandState) -> dict[str, Any]:
    """Everything a hand state holds, deep-copied, to compare before and after a refused action."""
    return {name: copy.deepcopy(getattr(state, name)) for name in _STATE_FIELDS}


def refused(state: HandState, action: str, rule: str) -> IllegalActionError:
    """Assert ``action`` is refused for ``rule`` and leaves the hand exactly as it was; return the error."""
    before = snapshot(state)
    with pytest.raises(IllegalActionError) as error:
        state.apply(Action.from_text(action))
    assert error.value.rule == rule
    assert snapshot(state) == before
    return error.value
