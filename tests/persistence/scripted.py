"""Hand results and a scripted match for the tests of the statistics store and of the window that shows it."""

from __future__ import annotations

from pathlib import Path

from euchre_desktop.engine import HandOutcome, HandResult, Rules, Suit
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
