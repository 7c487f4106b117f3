"""What must hold of a match at any moment, checked from the engine's own state (for the monkey test).

``check_match`` raises AssertionError naming the broken rule: every card of the deal in exactly one place
(a hand, a trick, buried, or still in the kitty), each seat holding as many cards as the phase says and as
the hand's history accounts for, and every score the sum of the hand results that led to it.
"""

from __future__ import annotations

from collections.abc import Iterable

from euchre_desktop.engine import BENNY, ActionKind, Card, FarmersHand, HandState, Match, Phase

_EVERYONE_HOLDS_A_HAND = frozenset({Phase.FARMER, Phase.BENNY_CALL, Phase.BID_ROUND_1, Phase.BID_ROUND_2,
                                    Phase.PARTNER_GIVE, Phase.DEFEND})
"""Phases in which every seat still in the hand holds exactly the cards it was dealt."""


def check_match(match: Match) -> None:
    """Scores and the current hand: see the module docstring."""
    rules = match.rules
    totals = [0] * rules.sides
    for number, state in enumerate(match.completed):
        assert state.result is not None, f"hand {number} is listed as completed but has no result"
        assert list(state.scores_before) == totals, \
            f"hand {number} began at {state.scores_before}, but the hands before it add up to {totals}"
        totals = [total + points for total, points in zip(totals, state.result.points, strict=True)]
    assert list(match.scores) == totals, \
        f"the score is {match.scores}, but the hand results add up to {totals}"
    current = match.hand
    if current.result is None:
        assert list(current.scores_before) == totals, \
            f"the hand in play began at {current.scores_before}, but the finished hands add up to {totals}"
    else:
        assert match.completed and match.completed[-1] is current, \
            "a finished hand is not among the completed ones"
    check_hand(current)


def check_hand(state: HandState) -> None:
    """Every card in one place, and each seat's card count as the phase and the history say."""
    deal = state.deal
    dealt = [card for hand in deal.hands for card in hand] + list(deal.kitty)
    assert len(set(dealt)) == len(dealt), f"the deal holds a card twice: {deal}"
    held = [card for seat in range(state.players) for card in state.hand(seat)]
    played = [card for trick in state.tricks for _seat, card in trick.plays]
    played += [card for _seat, card in state.trick]
    buried = [card for _seat, card in state.buried]
    placed = held + played + buried
    twice = sorted({card for card in placed if placed.count(card) > 1})
    assert not twice, f"{_cards(twice)} in two places at once ({state!r})"
    strangers = set(placed) - set(dealt)
    assert not strangers, f"{_cards(strangers)} were never dealt ({state!r})"
    left_in_kitty = set(dealt) - set(placed)
    assert left_in_kitty <= set(deal.kitty), \
        f"{_cards(left_in_kitty - set(deal.kitty))} went missing from the hands ({state!r})"

    ledger = _ledger(state)
    counts = [len(state.hand(seat)) for seat in range(state.players)]
    assert counts == ledger, f"seats hold {counts} cards, but the history accounts for {ledger} ({state!r})"
    for seat, count in enumerate(counts):
        expected = _expected_count(state, seat)
        if expected is not None:
            assert count == expected, \
                f"seat {seat} holds {count} cards in phase {state.phase.value}, not {expected} ({state!r})"


def _ledger(state: HandState) -> list[int]:
    """Each seat's card count worked out from the deal and the history alone."""
    counts = [len(hand) for hand in state.deal.hands]
    for seat, action in state.history:
        kind = action.kind
        if kind in (ActionKind.PLAY, ActionKind.DISCARD):
            counts[seat] -= 1
        elif kind is ActionKind.GIVE:
            assert state.maker is not None, "a card was given before anyone made trump"
            counts[seat] -= 1
            counts[state.maker] += 1
        elif kind is ActionKind.FARMER and state.rules.farmers_hand is FarmersHand.EXCHANGE:
            counts[seat] += 3
    # The dealer takes the upcard when it is ordered up, or when a Benny turned makes the dealer name trump.
    ordered = any(action.kind is ActionKind.ORDER_UP for _seat, action in state.history)
    benny_called = state.deal.upcard == BENNY and state.trump is not None
    # ... unless the dealer is the partner of a lone maker, sitting out (a lone defence comes later).
    dealer_out = state.maker_alone and state.players == 4 and state.maker == (state.dealer + 2) % 4
    if (ordered or benny_called) and not dealer_out:
        counts[state.dealer] += 1
    return counts


def _expected_count(state: HandState, seat: int) -> int | None:
    """How many cards ``seat`` must hold in this phase (None: the phase allows more than one count)."""
    dealt = len(state.deal.hands[seat])
    phase = state.phase
    if seat in state.sitting_out:
        return None  # its hand is laid down (less one card when it gave its partner its best)
    if phase in _EVERYONE_HOLDS_A_HAND:
        return dealt
    if phase is Phase.DEALER_DISCARD:
        return dealt + (seat == state.dealer)
    if phase is Phase.LONER_DISCARD:
        return dealt + (seat == state.maker)
    if phase is Phase.FARMER_RETURN:
        if seat != state.to_act:
            return dealt
        returned = sum(1 for player, action in state.history if player == seat
                       and action.kind is ActionKind.DISCARD)
        return dealt + 3 - returned
    if phase is Phase.PLAY or (phase is Phase.DONE and state.maker is not None):
        in_trick = any(player == seat for player, _card in state.trick)
        return dealt - len(state.tricks) - in_trick
    if phase is Phase.DONE:
        return None  # thrown in or redealt: the cards are simply gathered in
    raise AssertionError(f"unknown phase {phase}")


def _cards(cards: Iterable[Card]) -> str:
    return " ".join(str(card) for card in sorted(cards))
