"""Telling the table a Bid Euchre hand: the engine's state before and after each action, as table events.

Pure and Qt-free, like ``telling`` for Euchre: the same functions tell a hand live and again from its
history (a redraw after Undo or a resume), so a redrawn table is the live one by construction.  Everything is
told from one seat's view (``viewer``, the human's): another seat's hidden cards are None.
"""

from __future__ import annotations

from ..engine.bid import AllPass, BidAction, BidActionKind, BidHandState, BidMatch, BidOutcome, BidPhase, pack
from .bid_events import BidCalled, BidDealt, BidHandScored, BidHandSummary, ContractSettled, TricksTaken
from .table_events import CardBuried, CardGiven, CardPlayed, PlayStarted, SatOut, TableEvent, TrickWon

__all__ = ["needed_tricks", "replayed", "sounds_for_bid", "summarize_bid", "tell_bid", "tell_bid_deal",
           "tell_bid_hand", "tell_bid_score"]

BidTableEvent = TableEvent | BidDealt | BidCalled | ContractSettled | TricksTaken | BidHandScored
"""Every event a Bid Euchre table can be told."""


def needed_tricks(state: BidHandState) -> tuple[int, int]:
    """Tricks each side needs once the contract stands: the bidders its number (every trick for a moon),
    the others one more than the bidders may lose."""
    bidder, contract = state.bidder, state.contract
    assert bidder is not None and contract is not None
    tricks = state.rules.tricks
    make = tricks if contract.moon else contract.tricks
    side = state.rules.side_of(bidder)
    return (make, tricks - make + 1) if side == 0 else (tricks - make + 1, make)


def replayed(state: BidHandState, actions: int | None = None) -> BidHandState:
    """A fresh copy of ``state``'s hand with its first ``actions`` actions (all of them if None)."""
    copy = BidHandState(state.rules, state.deal, scores_before=state.scores_before)
    for _seat, action in state.history[:actions]:
        copy.apply_unchecked(action)
    return copy


def tell_bid_deal(state: BidHandState, *, hand_index: int, viewer: int) -> BidDealt:
    """The deal of ``state`` (at any point of the hand: the cards as they were dealt)."""
    deal = state.deal
    hands = tuple(tuple(cards) if seat == viewer else (None,) * len(cards)
                  for seat, cards in enumerate(deal.hands))
    rules = state.rules
    return BidDealt(hand_index, deal.dealer, hands, len(pack(rules)), state.scores_before, rules.target)


def tell_bid(before: BidHandState, action: BidAction, after: BidHandState, *,
             viewer: int) -> tuple[BidTableEvent, ...]:
    """What the table shows of ``action``, applied to ``before`` (left untouched) to give ``after``.

    The hand's end is not told here: the model adds ``BidHandScored`` with the match's summary of it.
    """
    seat, phase = before.to_act, before.phase
    events: list[BidTableEvent] = []
    if phase is BidPhase.BIDDING:
        stuck = (seat == before.dealer and before.contract is None and action.kind is BidActionKind.BID
                 and before.rules.all_pass is AllPass.STICK_DEALER)
        events.append(BidCalled(seat, action.bid, stuck))
        if after.phase is not BidPhase.BIDDING and after.contract is not None:
            assert after.bidder is not None
            events.append(ContractSettled(after.bidder, after.contract, after.rules.side_of(after.bidder),
                                          needed_tricks(after)))
            if after.phase is not BidPhase.GIVE:
                events.extend(SatOut(out) for out in sorted(after.sitting_out))
    elif phase is BidPhase.GIVE:
        shooter = after.bidder
        assert shooter is not None and action.card is not None
        events.append(CardGiven(seat, shooter, action.card if viewer in (seat, shooter) else None))
        if after.phase is not BidPhase.GIVE or after.to_act != seat:
            events.append(SatOut(seat))  # the partner lays the hand down once the last card is across
    elif phase is BidPhase.DISCARD:
        events.append(CardBuried(seat, action.card if seat == viewer else None, aside=True))
    else:
        assert action.card is not None
        events.append(CardPlayed(seat, action.card))
        if len(after.tricks) > len(before.tricks):
            trick = after.tricks[-1]
            events.append(TrickWon(trick.winner, after.rules.side_of(trick.winner), trick.plays))
            events.append(TricksTaken((after.tricks_won[0], after.tricks_won[1]), needed_tricks(after)))
    if before.phase is not BidPhase.PLAY and after.phase is BidPhase.PLAY:
        events.append(PlayStarted(after.leader))
    return tuple(events)


def tell_bid_hand(state: BidHandState, *, hand_index: int, viewer: int) -> tuple[BidTableEvent, ...]:
    """The hand so far, told from the deal (without the score at its end)."""
    replay = replayed(state, 0)
    events: list[BidTableEvent] = [tell_bid_deal(replay, hand_index=hand_index, viewer=viewer)]
    for _seat, action in state.history:
        before = replayed(replay)
        replay.apply_unchecked(action)
        events.extend(tell_bid(before, action, replay, viewer=viewer))
    return tuple(events)


def summarize_bid(match: BidMatch, state: BidHandState) -> BidHandSummary:
    """The summary of ``state``, one of ``match``'s finished hands: the tricks, points and score after it."""
    result = state.result
    assert result is not None
    index = match.completed.index(state)
    scores = [0, 0]
    for done in match.completed[:index + 1]:
        assert done.result is not None
        scores = [scores[0] + done.result.points[0], scores[1] + done.result.points[1]]
    return BidHandSummary(index, result.outcome, result.bidder, result.bid, result.tricks, result.points,
                          (scores[0], scores[1]), state.deal, state.rules)


def tell_bid_score(summary: BidHandSummary, *, again: bool = False) -> BidHandScored:
    """The end of a hand, with the match's summary of it (``again``: told once more)."""
    side = None if summary.bidder is None else summary.rules.side_of(summary.bidder)
    return BidHandScored(summary, side, summary.rules.target, again)


def sounds_for_bid(event: object) -> tuple[str, ...]:
    """The sounds that go with a Bid Euchre table event, played as the table starts to show it."""
    if isinstance(event, BidDealt):
        return ("shuffle", "herald")
    if isinstance(event, CardPlayed):
        return ("card",)
    if isinstance(event, TrickWon):
        return ("trick",)
    if isinstance(event, BidHandScored) and not event.again:
        outcome = event.summary.outcome
        if outcome is BidOutcome.MOON_MADE:
            return ("march",)
        if outcome in (BidOutcome.SET, BidOutcome.MOON_FAILED):
            return ("euchre",)
    return ()

