"""A renege as the engine finds it, told to the table (``renege_found``).

The engine notes a renege when a seat fails to follow suit while holding the suit led, and finds it out the
moment that seat plays or leads a card of the suit it did not follow; only the first one found is kept.
The table is told at that moment, with the card that proves it, so it can point the card out.  This module
follows the engine's own test (a play that is not among ``legal_actions`` is a renege) on a replay of the
hand, so it always agrees with the engine's ``HandResult.reneger``.
"""

from __future__ import annotations

from ..engine import Card, HandState, Phase, Renege, Suit, effective_suit
from .table_events import RenegeFound

__all__ = ["renege_found"]


def _suit_of(card: Card, trump: Suit) -> Suit:
    """The suit a card counts as: the left bower and the Benny are trump."""
    return trump if card.is_benny else effective_suit(card, trump)


def renege_found(state: HandState) -> RenegeFound | None:
    """The renege that ``state``'s last action brought to light, if it did (the hand's first found only)."""
    rules = state.rules
    if rules.renege is Renege.PREVENTED or not state.history:
        return None
    replay = HandState(rules, state.deal, scores_before=state.scores_before)
    reneges: list[tuple[int, Suit, int, Card]] = []  # seat, the suit not followed, trick number, card played
    last = len(state.history) - 1
    for index, (seat, action) in enumerate(state.history):
        card, trump = action.card, replay.trump
        if replay.phase is Phase.PLAY and card is not None and trump is not None:
            for offender, suit, trick, played in reneges:
                if offender == seat and _suit_of(card, trump) == suit:
                    if index != last:
                        return None  # found earlier: told then
                    return RenegeFound(seat, card, suit, trick, played, rules.side_of(seat), rules.renege)
            if replay.trick and action not in replay.legal_actions():
                led = _suit_of(replay.trick[0][1], trump)
                reneges.append((seat, led, len(replay.tricks) + 1, card))
        replay.apply_unchecked(action)
    return None
