"""What a hand's tricks are worth: points per side, and points turned into the chance of winning the match.

``hand_points`` repeats the engine's scoring for a contract and a trick count, ``outcomes`` for each
answer the solver gives (which of the ``thresholds`` the makers reach);
``ScoreModel`` converts a hand's points into a change in the viewer's chance of winning the match, measured
in "points at the current score", so that a bid is judged by what it does to the match: at 9-9 to 10 any
made hand wins, so a march is worth no more than a single point and a risky loner is not worth taking.
"""

from __future__ import annotations

import functools
from typing import Final

from ..engine import Rules

__all__ = ["ScoreModel", "hand_points", "outcomes", "thresholds"]

_HAND_ODDS: Final = ((1, 0.32), (2, 0.15), (4, 0.03))
"""A simple model of one hand, for each side: the chance it scores 1, 2 or 4 (thrown-in hands ignored)."""


def hand_points(rules: Rules, maker: int, maker_alone: bool, defender_alone: int | None,
                maker_tricks: int) -> tuple[int, ...]:
    """Points per side when the makers take ``maker_tricks`` (no renege)."""
    points = [0] * rules.sides
    maker_side = rules.side_of(maker)
    if maker_tricks == 5:
        if rules.cutthroat:
            points[maker_side] = rules.cutthroat_march
        else:
            points[maker_side] = 4 if maker_alone else 2
    elif maker_tricks >= 3:
        points[maker_side] = 1
    else:
        doubled = defender_alone is not None or (rules.defenders_march_four and maker_tricks == 0)
        value = 4 if doubled else 2
        for side in range(rules.sides):
            if side != maker_side:
                points[side] = value
    return tuple(points)


@functools.lru_cache(maxsize=64)
def thresholds(rules: Rules, maker: int, maker_alone: bool, defender_alone: int | None) -> tuple[int, ...]:
    """The trick counts at which the makers' result changes (always 3 and 5; 1 when a zero-trick euchre
    pays more).  Cached: the Expert asks at the end of every play-out, and a cached answer takes a third
    of the time."""
    values = [hand_points(rules, maker, maker_alone, defender_alone, t) for t in range(6)]
    return tuple(t for t in range(1, 6) if values[t] != values[t - 1])


@functools.lru_cache(maxsize=64)
def outcomes(rules: Rules, maker: int, maker_alone: bool,
             defender_alone: int | None) -> tuple[tuple[tuple[int, ...], int], ...]:
    """The hand's results the solver tells apart, indexed by its answer (how many of ``thresholds`` the
    makers reach): for each, the points per side and the makers' tricks (the fewest that score so)."""
    cuts = thresholds(rules, maker, maker_alone, defender_alone)
    tricks = (0, *cuts)
    return tuple((hand_points(rules, maker, maker_alone, defender_alone, t), t) for t in tricks)


@functools.lru_cache(maxsize=8)
def _win_table(target: int) -> tuple[tuple[float, ...], ...]:
    """``table[a][b]``: chance that the side on ``a`` points wins against ``b``, both below the target."""
    size = target + 1
    table = [[0.0] * size for _ in range(size)]
    for total in range(2 * target - 2, -1, -1):
        for a in range(max(0, total - target + 1), min(total, target - 1) + 1):
            b = total - a
            value = 0.0
            for gain, p in _HAND_ODDS:
                value += p * (1.0 if a + gain >= target else table[a + gain][b])
                value += p * (0.0 if b + gain >= target else table[a][b + gain])
            table[a][b] = value / (2 * sum(p for _g, p in _HAND_ODDS))
    return tuple(tuple(row) for row in table)


class ScoreModel:
    """Turns a hand's points into the viewer side's utility, in points at the current match score.

    With a target score and two sides, the utility is the change in the chance of winning the match,
    divided by what one point is worth now; otherwise it is the viewer's points minus the others' (their
    average in cutthroat).
    """

    def __init__(self, rules: Rules, side: int, scores: tuple[int, ...]) -> None:
        """A model for the side ``side`` at the match score ``scores`` (before the hand)."""
        self.rules = rules
        self.side = side
        self.scores = scores
        self._table: tuple[tuple[float, ...], ...] | None = None
        target = rules.target
        if target is not None and rules.sides == 2 and max(scores) < target:
            self._table = _win_table(target)
            mine, theirs = scores[side], scores[1 - side]
            self._now = self._win(mine, theirs)
            self._point = (self._win(mine + 1, theirs) - self._win(mine, theirs + 1)) / 2 or 1.0

    def _win(self, mine: int, theirs: int) -> float:
        target = self.rules.target
        assert self._table is not None and target is not None
        if mine >= target and mine > theirs:
            return 1.0
        if theirs >= target:
            return 0.0
        return self._table[max(mine, 0)][max(theirs, 0)]

    def net_points(self, points: tuple[int, ...]) -> float:
        """The viewer's points minus the other sides' (averaged in cutthroat)."""
        others = [p for s, p in enumerate(points) if s != self.side]
        return points[self.side] - sum(others) / len(others)

    def utility(self, points: tuple[int, ...]) -> float:
        """The worth of a hand scoring ``points`` for the viewer, in points at the current score."""
        if self._table is None:
            return self.net_points(points)
        mine = self.scores[self.side] + points[self.side]
        theirs = self.scores[1 - self.side] + points[1 - self.side]
        return (self._win(mine, theirs) - self._now) / self._point
