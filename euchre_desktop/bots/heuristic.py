"""A fast hand evaluator and a quick deterministic policy for every decision but the play.

* ``hand_strength`` estimates how many tricks a five-card hand is worth with a given trump (bowers, trump
  length, side aces, voids to ruff with).
* ``quick_action`` makes every non-play decision (bids, a dealer's discard, a partner's best card, a lone
  defence) from the seat's own hand and the public state, like a real player.  The omniscient measuring bot
  lets it finish the bidding of the deals it judges; the Expert uses ``weakest_card`` for a farmer's hand.

The strength scale was set by hand against the book (seed 002's "Playing it well") and checked against the
solver on random deals (a first-round order at strength 2.3 makes it about two times in three).  The
thresholds were fitted to the first- and second-round decisions of a by-the-book rule player on 8,000
random deals.
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from typing import Final

from ..engine import Action, ActionKind, Card, HandState, Phase, Rules
from ..engine.cards import POWER, SUIT_MASKS

__all__ = [
    "best_discard",
    "defence_strength",
    "give_card",
    "hand_strength",
    "quick_action",
    "round_one_strength",
    "weakest_card",
]

_TRUMP_VALUE: Final = {120: 1.0, 110: 1.0, 109: 0.85, 105: 0.75, 104: 0.6, 103: 0.5, 101: 0.45, 100: 0.4}
"""Trick value of each trump by its power (Benny, right, left, A, K, Q, 10, 9)."""

ORDER_THRESHOLD: Final = 2.3
"""Strength at which a seat orders up or calls."""
STUCK_PARTNER_RELIEF: Final = 0.5
"""Under stick the dealer the dealer's partner calls this much lighter in round two, to spare the dealer."""
BEFORE_STUCK_DEALER: Final = 0.15
"""Under stick the dealer the seat before the dealer passes marginal hands: the dealer must call."""
ALONE_THRESHOLD: Final = 3.4
"""Strength at which a maker goes alone."""
DEFEND_ALONE_THRESHOLD: Final = 3.0
"""Defensive strength (sure tricks against the trump) at which a defender defends alone."""


def _bits(mask: int) -> Iterable[int]:
    while mask:
        low = mask & -mask
        yield low.bit_length() - 1
        mask ^= low


def hand_strength(hand: int, trump: int) -> float:
    """Expected tricks a hand takes with ``trump`` as trump, counting trump, side aces and ruffing voids."""
    trumps = hand & SUIT_MASKS[trump][trump]
    value = 0.0
    count = 0
    power = POWER[trump][trump]
    has_right = False
    for card in _bits(trumps):
        strength = power[card]
        if strength == 110:
            has_right = True
        value += _TRUMP_VALUE.get(strength, 0.4)
        count += 1
    if has_right and trumps >> ((3 - trump) * 6 + 2) & 1:
        value += 0.1  # both bowers: the left is as good as a sure trick
    voids = 0
    for suit in range(4):
        if suit == trump:
            continue
        cards = hand & SUIT_MASKS[trump][suit]
        if not cards:
            voids += 1
            continue
        length = cards.bit_count()
        if cards >> (suit * 6 + 5) & 1:  # the ace
            value += 0.75 if length <= 2 else 0.6
            if cards >> (suit * 6 + 4) & 1:
                value += 0.35
        elif cards >> (suit * 6 + 4) & 1 and length >= 2:
            value += 0.2
    if count >= 2:
        value += 0.25 * voids
    elif count == 1:
        value += 0.1 * voids
    return value


def _seat_offset(seat: int, dealer: int, players: int) -> int:
    """1 for the dealer's left, ... ``players`` for the dealer."""
    return (seat - dealer) % players or players


def round_one_strength(hand: int, seat: int, dealer: int, upcard: int, rules: Rules) -> float:
    """Strength of ordering the upcard's suit from ``seat``, counting who gets the upcard.

    The dealer counts the upcard as in hand (discarding the worst card); the dealer's partner gains from it;
    an opponent of the dealer hands it to the other side.
    """
    trump = upcard // 6 if upcard < 24 else 0
    if seat == dealer:
        six = hand | 1 << upcard
        return max(hand_strength(six & ~(1 << c), trump) for c in _bits(six))
    value = hand_strength(hand, trump)
    upcard_value = _TRUMP_VALUE.get(POWER[trump][trump][upcard], 0.4) * 0.5
    if rules.players == 4 and (seat - dealer) % 2 == 0:
        return value + upcard_value
    return value - upcard_value


def best_discard(hand: int, trump: int, allowed: int | None = None) -> int:
    """The card to bury from a six-card hand: the one whose loss keeps the most strength (a void if it can).

    ``allowed`` limits the choice (a dealer who may not bury the upcard).
    """
    best_card, best_value = -1, -math.inf
    for card in _bits(hand if allowed is None else hand & allowed):
        value = hand_strength(hand & ~(1 << card), trump) - 0.01 * (card % 6)
        if value > best_value:
            best_card, best_value = card, value
    return best_card


def give_card(hand: int, trump: int) -> int:
    """Partner's best: the card to pass to a lone maker (the best trump, else the best side ace or card)."""
    trumps = hand & SUIT_MASKS[trump][trump]
    pool = trumps or hand
    power = POWER[trump][trump]
    return max(_bits(pool), key=lambda c: (power[c], c % 6 if c < 24 else 9))


def defence_strength(hand: int, trump: int) -> float:
    """Tricks a lone defender can count on against ``trump``: top trumps and side aces."""
    value = 0.0
    power = POWER[trump][trump]
    for card in _bits(hand & SUIT_MASKS[trump][trump]):
        value += {120: 1.0, 110: 1.0, 109: 0.8, 105: 0.55}.get(power[card], 0.25)
    for suit in range(4):
        if suit != trump and hand >> (suit * 6 + 5) & 1 and SUIT_MASKS[trump][suit] >> (suit * 6 + 5) & 1:
            value += 0.6
    return value


def _call_threshold(rules: Rules, dealer: int, seat: int, round_number: int) -> float:
    """The strength at which a seat bids in a round (lighter for the dealer's partner in round two under
    stick the dealer, heavier for the seat before the stuck dealer)."""
    offset = _seat_offset(seat, dealer, rules.players)
    if round_number == 2 and rules.stick_the_dealer and rules.players == 4:
        if offset == 2:
            return ORDER_THRESHOLD - STUCK_PARTNER_RELIEF
        if offset == 3:
            return ORDER_THRESHOLD + BEFORE_STUCK_DEALER
    return ORDER_THRESHOLD


def quick_action(state: HandState) -> Action:
    """A sensible non-play decision for the seat to act, from its own hand and the public state only."""
    seat = state.to_act
    hand = state.hands[seat]
    rules = state.rules
    phase = state.phase
    legal = state.legal_actions()
    if phase is Phase.FARMER:
        return Action.farmer()  # a hand of nines and tens is worth less than a new one or three more cards
    if phase is Phase.FARMER_RETURN:
        return Action.discard(Card(weakest_card(hand)))
    if phase is Phase.BID_ROUND_1:
        strength = round_one_strength(hand, seat, state.dealer, state.upcard, rules)
        if strength < ORDER_THRESHOLD:
            return Action.pass_()
        trump = state.upcard.suit
        alone = hand_strength(hand, trump) >= ALONE_THRESHOLD and Action.order_up(alone=True) in legal
        if rules.canadian_loner and rules.players == 4 and seat == (state.dealer + 2) % 4:
            alone = True
        return Action.order_up(alone=alone)
    if phase is Phase.BID_ROUND_2 or phase is Phase.BENNY_CALL:
        calls = [a for a in legal if a.kind is ActionKind.CALL and not a.alone]
        best = max(calls, key=lambda a: hand_strength(hand, int(a.suit or 0)))
        assert best.suit is not None
        strength = hand_strength(hand, best.suit)
        must = Action.pass_() not in legal
        if not must and strength < _call_threshold(rules, state.dealer, seat, 2):
            return Action.pass_()
        alone = strength >= ALONE_THRESHOLD and Action.call(best.suit, alone=True) in legal
        return Action.call(best.suit, alone=alone)
    if phase is Phase.DEALER_DISCARD or phase is Phase.LONER_DISCARD:
        assert state.trump is not None
        allowed = 0
        for action in legal:
            if action.card is not None:
                allowed |= 1 << action.card
        return Action.discard(Card(best_discard(hand, state.trump, allowed)))
    if phase is Phase.PARTNER_GIVE:
        assert state.trump is not None
        return Action.give(Card(give_card(hand, state.trump)))
    if phase is Phase.DEFEND:
        assert state.trump is not None
        if defence_strength(hand, state.trump) >= DEFEND_ALONE_THRESHOLD:
            return Action.defend_alone()
        return Action.pass_()
    if phase is Phase.GO_ALONE:
        assert state.trump is not None
        if seat == state.maker:
            strong = hand_strength(hand, state.trump) >= ALONE_THRESHOLD
        else:
            strong = defence_strength(hand, state.trump) >= DEFEND_ALONE_THRESHOLD
        return Action.go_alone() if strong else Action.pass_()
    return legal[0]


def weakest_card(hand: int) -> int:
    """The card whose loss hurts least, judged in the suit where the hand is strongest."""
    trump = max(range(4), key=lambda s: hand_strength(hand, s))
    return best_discard(hand, trump)
