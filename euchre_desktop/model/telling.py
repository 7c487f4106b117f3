"""Telling the table: the engine's state before and after each action, turned into table events.

Pure and Qt-free: the same functions tell a hand live (``GameModel``) and again from its history (a redraw
after Undo or a resume, a replay in a test), so a redrawn table is the live one by construction.
Everything is told from one seat's view (``viewer``, the human's): another seat's hidden cards are None.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..engine import Action, ActionKind, Card, HandOutcome, HandState, Match, Phase
from .events import HandSummary
from .reneges import renege_found
from .table_events import (
    BidMade,
    CardBuried,
    CardGiven,
    CardPlayed,
    DealerPickedUp,
    Dealt,
    HandScored,
    KittyExchanged,
    PlayStarted,
    SatOut,
    TableEvent,
    TrickWon,
    TrumpNamed,
    UpcardTurnedDown,
)

__all__ = ["sounds_for", "summarize", "tell", "tell_deal", "tell_hand", "tell_score"]


def tell_deal(state: HandState, *, hand_index: int, viewer: int,
              dealer_draw: Sequence[tuple[int, Card]] = ()) -> Dealt:
    """The deal of ``state`` (a hand no one has acted in yet, or any later point of it)."""
    deal = state.deal
    hands = tuple(tuple(cards) if seat == viewer else (None,) * len(cards)
                  for seat, cards in enumerate(deal.hands))
    rules = state.rules
    return Dealt(hand_index, deal.dealer, deal.packets, deal.upcard, hands, rules.deck_size,
                 tuple(state.scores_before), rules.target, tuple(dealer_draw))


def tell(before: HandState, action: Action, after: HandState, *, viewer: int) -> tuple[TableEvent, ...]:
    """What the table shows of ``action``, applied to ``before`` (left untouched) to give ``after``.

    The hand's end is not told here: the model adds ``HandScored`` with the match's summary of it.
    """
    seat, phase, kind = before.to_act, before.phase, action.kind
    events: list[TableEvent] = []
    if phase is Phase.PLAY:
        assert action.card is not None
        events.append(CardPlayed(seat, action.card))
        found = renege_found(after)
        if found is not None:
            events.append(found)
        if len(after.tricks) > len(before.tricks):
            trick = after.tricks[-1]
            events.append(TrickWon(trick.winner, after.rules.side_of(trick.winner), trick.plays))
    elif kind is ActionKind.DISCARD:
        shown = action.card if seat == viewer else None
        events.append(CardBuried(seat, shown, aside=phase is not Phase.FARMER_RETURN))
    elif kind is ActionKind.GIVE:
        receiver = after.maker
        assert receiver is not None
        events.append(CardGiven(seat, receiver, action.card if viewer in (seat, receiver) else None))
        if seat in after.sitting_out:
            events.append(SatOut(seat))  # the partner lays the hand down once the card is across
    else:
        events.extend(_tell_bid(before, seat, action, after, viewer=viewer))
    if before.phase is not Phase.PLAY and after.phase is Phase.PLAY:
        events.append(PlayStarted(after.leader))
    return tuple(events)


def _tell_bid(before: HandState, seat: int, action: Action, after: HandState, *,
              viewer: int) -> list[TableEvent]:
    events: list[TableEvent] = [BidMade(seat, action, by_dealer=seat == before.dealer,
                                        by_maker=seat == before.maker)]
    if action.kind is ActionKind.FARMER and after.phase is Phase.FARMER_RETURN:
        taken = sorted(set(after.hand(seat)) - set(before.hand(seat)))
        events.append(KittyExchanged(seat, tuple(taken) if seat == viewer else (None,) * len(taken)))
    if before.phase is Phase.BID_ROUND_1 and after.phase is Phase.BID_ROUND_2:
        events.append(UpcardTurnedDown(after.upcard))
    if before.trump is None and after.trump is not None:
        assert after.maker is not None
        events.append(TrumpNamed(after.trump, after.maker, after.maker_alone))
    elif after.maker_alone and not before.maker_alone:
        # The maker goes alone once trump is made: trump is named again, now alone.
        assert after.trump is not None and after.maker is not None
        events.append(TrumpNamed(after.trump, after.maker, True))
    for out in sorted(after.sitting_out - before.sitting_out):
        if not _gives_first(after, out):
            events.append(SatOut(out))
    ordered = before.phase in (Phase.BID_ROUND_1, Phase.BENNY_CALL) and after.trump is not None
    if ordered and after.dealer in after.sitting_out:
        events.append(UpcardTurnedDown(after.upcard))  # the dealer is out of the hand: nobody takes it
    elif ordered:
        events.append(DealerPickedUp(after.dealer, after.upcard))
    return events


def _gives_first(state: HandState, seat: int) -> bool:
    """Partner's best: the lone maker's partner passes a card across (after the dealer's discard, if the
    upcard was ordered) before laying the hand down."""
    rules, maker = state.rules, state.maker
    return (rules.partners_best and state.maker_alone and maker is not None
            and state.partner(maker) == seat)


def tell_hand(state: HandState, *, hand_index: int, viewer: int) -> tuple[TableEvent, ...]:
    """The hand so far, told from the deal (without the first-deal draw or the score at its end)."""
    replay = HandState(state.rules, state.deal, scores_before=state.scores_before)
    events: list[TableEvent] = [tell_deal(replay, hand_index=hand_index, viewer=viewer)]
    for _seat, action in state.history:
        before = replay.copy()
        replay.apply_unchecked(action)
        events.extend(tell(before, action, replay, viewer=viewer))
    return tuple(events)


def tell_score(summary: HandSummary, state: HandState, *, again: bool = False) -> HandScored:
    """The end of ``state``'s hand, with the match's summary of it (``again``: told once more)."""
    rules = state.rules
    maker_side = None if summary.maker is None else rules.side_of(summary.maker)
    return HandScored(summary, maker_side, rules.target, again)


def summarize(match: Match, state: HandState) -> HandSummary:
    """The summary of ``state``, one of ``match``'s finished hands: the tricks, points and score after it."""
    index = match.completed.index(state)
    scores = [0] * state.rules.sides
    for done in match.completed[:index + 1]:
        assert done.result is not None
        scores = [a + b for a, b in zip(scores, done.result.points, strict=True)]
    return hand_summary(state, index, tuple(scores))


def hand_summary(state: HandState, index: int, scores: tuple[int, ...]) -> HandSummary:
    """The summary of the finished ``state``, the match's hand number ``index`` (from 0), with the match's
    ``scores`` after it: who made what, each side's tricks, the points and what changed hands."""
    result = state.result
    assert result is not None
    rules = state.rules
    per_side = [0] * rules.sides
    for seat, tricks in enumerate(result.tricks):
        per_side[rules.side_of(seat)] += tricks
    taken, put_away = exchanges(state)
    return HandSummary(index, result.outcome, result.maker, result.trump, result.maker_alone,
                       result.defender_alone, tuple(per_side), tuple(result.points), scores, state.deal,
                       result.reneger, taken, put_away)


def exchanges(state: HandState) -> tuple[tuple[tuple[Card, ...], ...], tuple[tuple[Card, ...], ...]]:
    """By seat, the cards that came to it after the deal and those that left it other than by play (see
    ``HandSummary.taken`` and ``put_away``), read from the cards each seat played, holds and put down."""
    had: list[set[Card]] = [set(state.hand(seat)) for seat in range(state.rules.players)]
    for trick in (*(trick.plays for trick in state.tricks), tuple(state.trick)):
        for seat, card in trick:
            had[seat].add(card)
    put_down: list[list[Card]] = [[] for _ in had]
    for seat, card in state.buried:
        had[seat].add(card)
        put_down[seat].append(card)
    dealt = state.deal.hands
    seats = range(len(had))
    taken = tuple(tuple(card for card in sorted(had[seat]) if card not in dealt[seat]) for seat in seats)
    passed = [[card for card in dealt[seat] if card not in had[seat]] for seat in seats]
    if not any(taken) and not any(passed) and not any(put_down):
        return (), ()
    return taken, tuple(tuple(put_down[seat] + passed[seat]) for seat in seats)


def sounds_for(event: TableEvent) -> tuple[str, ...]:
    """The sounds that go with ``event``, played as the table starts to show it."""
    if isinstance(event, Dealt):
        return ("shuffle", "herald")
    if isinstance(event, CardPlayed):
        return ("card",)
    if isinstance(event, TrickWon):
        return ("trick",)
    if isinstance(event, HandScored) and not event.again:
        if event.summary.outcome is HandOutcome.MARCH:
            return ("march",)
        if event.summary.outcome is HandOutcome.EUCHRED:
            return ("euchre",)
    return ()
