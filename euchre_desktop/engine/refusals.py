"""Why the engine refuses an action: the rule it breaks, in a few words, the engine's sentence about it, and
the facts a player's sentence needs.

``HandState.check`` asks here only after an action was found missing from ``legal_actions()``, so these
functions explain a refusal and never decide one.  The sentence is the engine's English (logs, records);
the window words the rule and its facts in the player's language (``model.refusal_words``).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Final

from .actions import Action, ActionKind, Phase
from .cards import BENNY, Card, Suit, effective_suit, left_bower

if TYPE_CHECKING:
    from .hand import HandState

__all__ = ["KINDS_BY_PHASE", "Refusal", "why_illegal"]

Refusal = tuple[str, str, Mapping[str, object]]
"""The rule broken, the engine's sentence, and the facts a player's sentence needs (see ``why_illegal``)."""

_NO_FACTS: Final[Mapping[str, object]] = {}

KINDS_BY_PHASE: Final[dict[Phase, frozenset[ActionKind]]] = {
    Phase.FARMER: frozenset({ActionKind.PASS, ActionKind.FARMER}),
    Phase.FARMER_RETURN: frozenset({ActionKind.DISCARD}),
    Phase.BENNY_CALL: frozenset({ActionKind.CALL}),
    Phase.BID_ROUND_1: frozenset({ActionKind.PASS, ActionKind.ORDER_UP}),
    Phase.DEALER_DISCARD: frozenset({ActionKind.DISCARD}),
    Phase.BID_ROUND_2: frozenset({ActionKind.PASS, ActionKind.CALL}),
    Phase.PARTNER_GIVE: frozenset({ActionKind.GIVE}),
    Phase.LONER_DISCARD: frozenset({ActionKind.DISCARD}),
    Phase.DEFEND: frozenset({ActionKind.PASS, ActionKind.DEFEND_ALONE}),
    Phase.GO_ALONE: frozenset({ActionKind.PASS, ActionKind.GO_ALONE}),
    Phase.PLAY: frozenset({ActionKind.PLAY}),
    Phase.DONE: frozenset(),
}
"""The kinds of action each phase takes; any other kind breaks the rule "wrong phase"."""


def _well_formed(action: Action) -> bool:
    """True for an action the ``Action`` constructors could build: the card, suit and alone flag its kind
    takes, and nothing else."""
    kind = action.kind
    if kind in (ActionKind.DISCARD, ActionKind.GIVE, ActionKind.PLAY):
        return action.card is not None and action.suit is None and not action.alone
    if kind is ActionKind.CALL:
        return action.suit is not None and action.card is None
    if kind is ActionKind.ORDER_UP:
        return action.suit is None and action.card is None
    return action.card is None and action.suit is None and not action.alone


def why_illegal(state: HandState, action: Action) -> Refusal:
    """The rule an action not in ``state.legal_actions()`` breaks, a sentence about it, and its facts:
    ``card`` (a card not held, or not following suit, then with ``led`` and ``trump``, the suits) or ``suit``
    (the suit turned down); the other rules need none."""
    phase, seat, kind = state.phase, state.to_act, action.kind
    if kind not in KINDS_BY_PHASE[phase]:
        if phase is Phase.BENNY_CALL and kind is ActionKind.PASS:
            return "benny turned up", "the Benny was turned up: the dealer must name trump", _NO_FACTS
        where = phase.value.replace("_", " ")
        return ("wrong phase", f"{action} is not possible now: seat {seat} is to act in the {where} phase",
                _NO_FACTS)
    if not _well_formed(action):
        return "malformed action", f"{action!r} is not a well-formed {kind.value} action", _NO_FACTS
    card = action.card
    if card is not None:
        if not state.hands[seat] >> card & 1:
            return "card not in hand", f"seat {seat} does not hold {card}", {"card": card}
        if phase is Phase.DEALER_DISCARD:
            return ("discarding the upcard",
                    "under these rules the dealer may not discard the card just picked up", _NO_FACTS)
        if phase is Phase.PLAY:
            return _follow_suit(state, card)
    rules = state.rules
    if action.alone and rules.cutthroat:
        return "cutthroat", "in cutthroat the maker always plays alone against the other two", _NO_FACTS
    if action.alone and rules.loner_after_trump:
        return ("alone after trump",
                "under these rules nobody goes alone with the bid: a loner is declared once trump is made",
                _NO_FACTS)
    if phase is Phase.BID_ROUND_1 and kind is ActionKind.ORDER_UP and not action.alone \
            and rules.canadian_loner and seat == (state.dealer + 2) % 4:
        return ("canadian loner", "Canadian loner: the dealer's partner who orders it up must go alone",
                _NO_FACTS)
    if phase is Phase.BID_ROUND_2 and kind is ActionKind.PASS:
        return ("stick the dealer", "stick the dealer: the dealer must name a suit after the others pass",
                _NO_FACTS)
    if phase is Phase.BID_ROUND_2 and kind is ActionKind.CALL and action.suit == state.upcard.suit:
        return ("turned-down suit",
                f"{state.upcard.suit.name.lower()} was turned down and cannot be named this hand",
                {"suit": state.upcard.suit})
    raise AssertionError(f"no rule explains why {action!r} is illegal in {state!r}")


def _follow_suit(state: HandState, card: Card) -> Refusal:
    trump = state.trump
    assert trump is not None
    led_suit = Suit(effective_suit(state.trick[0][1], trump))
    led = led_suit.name.lower()
    if card == BENNY:
        why = f"the Benny is a trump, not a {led[:-1]}"
    elif card == left_bower(trump):
        why = f"{card} is the left bower, a trump, not a {led[:-1]}"
    else:
        why = f"{card} is not a {led[:-1]}"
    return ("follow suit", f"you must follow suit: {led} were led and {why}",
            {"card": card, "led": led_suit, "trump": trump})
