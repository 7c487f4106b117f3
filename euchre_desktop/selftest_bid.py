"""The self-test's checks of the Bid Euchre match it plays (``selftest`` plays it before the Euchre match).

Checks, hand by hand: the deal is the whole pack of the rules' form; every card is in one place at the end
(played, buried, kept by a seat sitting out, or in the kitty); every trick has one card from each seat in
play, led by the last winner; the tricks each side took are the result's; the hand replays from its record
to the same result; and the match: each hand dealt by the next seat and started from the score before it,
the score the sum of the hands', and the match ended when its rules say.
"""

from __future__ import annotations

from collections import Counter

from .engine import RecordError
from .engine.bid import BidHandState, BidMatch, BidOutcome, match_winner, pack
from .engine.bid.records import bid_hand_from_record, bid_hand_to_record
from .selftest import SelfTestFailure

__all__ = ["check_bid_hand", "check_bid_match"]


def check_bid_hand(hand: BidHandState, number: int) -> None:
    """Check one finished Bid Euchre hand; SelfTestFailure naming what is off."""
    rules, where = hand.rules, f"Bid Euchre hand {number}"
    result = hand.result
    if result is None:
        raise SelfTestFailure(f"{where} is recorded as finished but has no result")
    whole = Counter(pack(rules))
    if Counter(card for cards in hand.deal.hands for card in cards) + Counter(hand.deal.kitty) != whole:
        raise SelfTestFailure(f"{where}: the deal is not the whole {sum(whole.values())}-card pack")
    placed = (Counter(card for trick in hand.tricks for _, card in trick.plays)
              + Counter(card for _, card in hand.buried) + Counter(hand.deal.kitty)
              + Counter(card for seat in range(rules.seats) for card in hand.hand(seat)))
    if placed != whole:
        raise SelfTestFailure(f"{where}: the cards at the end are not the pack, once each")
    active, leader, taken = sorted(set(range(rules.seats)) - hand.sitting_out), None, [0, 0]
    for index, trick in enumerate(hand.tricks, 1):
        seats = [seat for seat, _ in trick.plays]
        if sorted(seats) != active or seats[0] != trick.leader or leader not in (None, trick.leader):
            raise SelfTestFailure(f"{where}, trick {index}: played by seats {seats}, led by the wrong seat "
                                  "or missing one")
        leader = trick.winner
        taken[rules.side_of(trick.winner)] += 1
    if hand.tricks and tuple(taken) != result.tricks:
        raise SelfTestFailure(f"{where}: the tricks say {taken}, the result {list(result.tricks)}")
    try:  # reading the record replays its actions and checks the stored result against theirs
        replayed = bid_hand_from_record(bid_hand_to_record(hand)).result
    except RecordError as error:
        raise SelfTestFailure(f"{where}: replaying its record: {error}") from None
    if replayed != result:
        raise SelfTestFailure(f"{where}: replaying its record gives {replayed}, not {result}")


def check_bid_match(match: BidMatch) -> None:
    """Check a finished Bid Euchre match and each of its hands; SelfTestFailure naming the first problem."""
    if not match.is_over or not match.completed or match.completed[-1] is not match.hand:
        raise SelfTestFailure(f"the Bid Euchre match is not over (score {match.scores})")
    running, scored, seats = (0, 0), 0, match.rules.seats
    for number, hand in enumerate(match.completed, 1):
        where = f"Bid Euchre hand {number}"
        if hand.scores_before != running:
            raise SelfTestFailure(f"{where} started from {hand.scores_before}, not {running}")
        dealer = hand.dealer if number == 1 else (match.completed[number - 2].dealer + 1) % seats
        if hand.dealer != dealer:
            raise SelfTestFailure(f"{where} was dealt by seat {hand.dealer}, not {dealer}")
        check_bid_hand(hand, number)
        assert hand.result is not None
        running = (running[0] + hand.result.points[0], running[1] + hand.result.points[1])
        # A hand thrown in scores nothing and does not count towards a fixed number of hands.
        scored += hand.result.outcome is not BidOutcome.THROWN_IN
        ends = (hand.result.outcome is not BidOutcome.THROWN_IN
                and match_winner(match.rules, running, hand.result, scored) is not None)
        if ends != (number == len(match.completed)):
            raise SelfTestFailure(f"the Bid Euchre match {'ended' if ends else 'did not end'} at {running} "
                                  f"after hand {number} of {len(match.completed)}")
    if running != match.scores:
        raise SelfTestFailure(f"the Bid Euchre score {match.scores} is not the sum of its hands, {running}")
