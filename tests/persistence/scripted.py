"""Hand results and a scripted match for the tests of the statistics store and of the window that shows it."""

from __future__ import annotations

from pathlib import Path

from euchre_desktop.engine import HandOutcome, HandResult, Rules, Suit
from euchre_desktop.engine.bid import Bid, BidOutcome, BidResult, Strain
from euchre_desktop.persistence.statistics import Statistics

RULES = Rules()


def hand_result(outcome: HandOutcome, maker: int | None, points: tuple[int, ...], *, alone: bool = False,
                tricks: tuple[int, ...] = (1, 1, 2, 1)) -> HandResult:
    """A finished hand's result: hearts trump whenever someone named it, nobody reneged."""
    return HandResult(outcome, points, maker, Suit.HEARTS if maker is not None else None, alone, None, tricks)


def empty_statistics(tmp_path: Path) -> Statistics:
    """A new statistics store in ``tmp_path``, opened without a problem."""
    statistics, problem = Statistics.open(tmp_path / "statistics.sqlite3")
    assert problem is None
    return statistics


def record_scripted_match(statistics: Statistics, match_id: str) -> None:
    """A won match (11 to 3) against Expert opponents with a Standard partner.

    Eight hands played, one of each kind a player meets, then one hand watched; seen from seat 0.
    """
    statistics.match_started(match_id, kind="match", players=4, opponents_level="expert",
                             partner_level="standard")
    hands = [
        hand_result(HandOutcome.MADE, 0, (1, 0)),                                        # we make it
        hand_result(HandOutcome.MARCH, 2, (2, 0), tricks=(3, 0, 2, 0)),                  # partner marches
        hand_result(HandOutcome.EUCHRED, 0, (0, 2), tricks=(1, 2, 1, 1)),                # we are euchred
        hand_result(HandOutcome.EUCHRED, 1, (2, 0), tricks=(2, 1, 1, 1)),                # we euchre them
        hand_result(HandOutcome.MADE, 3, (0, 1), tricks=(1, 2, 0, 2)),                   # they make it
        hand_result(HandOutcome.MARCH, 0, (4, 0), alone=True, tricks=(5, 0, 0, 0)),      # a lone march
        hand_result(HandOutcome.MADE, 2, (1, 0), alone=True, tricks=(0, 1, 3, 1)),       # partner's loner
        hand_result(HandOutcome.THROWN_IN, None, (0, 0), tricks=()),                     # nobody named trump
    ]
    for index, hand in enumerate(hands):
        assert statistics.hand_finished(match_id, index, hand, RULES)
    statistics.hand_finished(match_id, 8, hand_result(HandOutcome.MADE, 0, (1, 0)), RULES, watched=True)
    statistics.match_finished(match_id, won=True, scores=(11, 3))


def bid_result(outcome: BidOutcome, bidder: int | None, bid: Bid | None, tricks: tuple[int, int],
               points: tuple[int, int]) -> BidResult:
    """A finished Bid Euchre hand's result."""
    return BidResult(outcome, points, tricks, bidder, bid)


def record_scripted_bid_match(statistics: Statistics, match_id: str) -> None:
    """A lost six-seat Bid Euchre match (20 to 32) at Easy levels: one hand of each kind, then one watched."""
    statistics.match_started(match_id, kind="match", players=6, opponents_level="easy", partner_level="easy",
                             game="bid_euchre")
    four, five = Bid(4, Strain.HEARTS), Bid(5, Strain.HIGH)
    moon = Bid(0, Strain.SPADES, moon=True)
    hands = [
        bid_result(BidOutcome.MADE, 0, four, (5, 3), (5, 3)),           # we bid 4 and take 5
        bid_result(BidOutcome.SET, 2, five, (4, 4), (-5, 4)),           # partner's 5 is set
        bid_result(BidOutcome.MADE, 1, four, (2, 6), (2, 6)),           # they make theirs
        bid_result(BidOutcome.SET, 3, five, (4, 4), (4, -5)),           # we set them
        bid_result(BidOutcome.MOON_MADE, 4, moon, (8, 0), (24, 0)),     # partner's moon
        bid_result(BidOutcome.MOON_FAILED, 0, moon, (7, 1), (-24, 1)),  # our moon fails
        bid_result(BidOutcome.MOON_FAILED, 5, moon, (1, 7), (1, -24)),  # we stop theirs
        bid_result(BidOutcome.THROWN_IN, None, None, (0, 0), (0, 0)),   # everyone passed
    ]
    for index, hand in enumerate(hands):
        assert statistics.bid_hand_finished(match_id, index, hand)
    statistics.bid_hand_finished(match_id, 8, hands[0], watched=True)
    statistics.match_finished(match_id, won=False, scores=(20, 32))
