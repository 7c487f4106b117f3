"""A Bid Euchre match: hands in turn with the deal passing left, the score, and the end.

A match is reproducible from its rules and seed: the first dealer and every deal come from a
``random.Random`` seeded from them.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from .actions import BidAction
from .deal import BidDeal
from .hand import BidHandState
from .rules import BidRules
from .scoring import BidOutcome, BidResult

__all__ = ["BidMatch", "match_winner"]


def match_winner(rules: BidRules, scores: tuple[int, int], result: BidResult,
                 hands_scored: int) -> int | None:
    """The side that has won after a hand scored ``result`` leaving ``scores``, or None to play on.

    To a target, the side that reached it wins, and if both did, the bidders ("bidders go out first").  In a
    fixed match the higher total after the last hand wins; equal totals play on.
    """
    if rules.target is not None:
        reached = [side for side in (0, 1) if scores[side] >= rules.target]
        if len(reached) == 2:
            return result.bidding_side
        return reached[0] if reached else None
    assert rules.fixed_hands is not None
    if hands_scored >= rules.fixed_hands and scores[0] != scores[1]:
        return 0 if scores[0] > scores[1] else 1
    return None


class BidMatch:
    """A match in progress.  ``apply`` acts in the current ``hand``; when a hand ends its score is added at
    once, and ``deal_next()`` starts the following hand.

    Read-only attributes: ``rules``, ``seed``, ``scores``, ``hand``, ``completed`` (finished hands, thrown-in
    ones included), ``hands_scored``, ``winner`` (the winning side, once there is one).
    """

    def __init__(self, rules: BidRules, seed: int, *, first_deal: BidDeal | None = None) -> None:
        """Start a match: a random first dealer, and the first hand dealt (or ``first_deal`` played: Replay
        this deal, a pasted deal code).  The deals after the first come from the seed either way."""
        self.rules = rules
        self.seed = seed
        self._rng = random.Random(f"bid-euchre/{seed}")
        self.scores = (0, 0)
        self.completed: list[BidHandState] = []
        self.hands_scored = 0
        self.winner: int | None = None
        dealer = self._rng.randrange(rules.seats)
        deal = BidDeal.random(rules, dealer, self._rng)
        self.hand = BidHandState(rules, deal if first_deal is None else first_deal, scores_before=self.scores)

    @property
    def over(self) -> bool:
        """True once a side has won."""
        return self.winner is not None

    @property
    def is_over(self) -> bool:
        """The same as ``over``, by the Euchre ``Match``'s name, so a table can drive either match."""
        return self.winner is not None

    @property
    def hand_over(self) -> bool:
        """True when the current hand has ended (and been scored)."""
        return self.hand.result is not None

    def apply(self, action: BidAction) -> None:
        """Act in the current hand (checked); a finished hand is scored at once."""
        self.hand.apply(action)
        result = self.hand.result
        if result is None:
            return
        self.completed.append(self.hand)
        if result.outcome is BidOutcome.THROWN_IN:
            return
        self.hands_scored += 1
        self.scores = (self.scores[0] + result.points[0], self.scores[1] + result.points[1])
        self.winner = match_winner(self.rules, self.scores, result, self.hands_scored)

    def deal_next(self) -> BidHandState:
        """Deal the next hand, the deal passing to the left; ValueError while a hand is in progress or the
        match is over."""
        if self.hand.result is None or self.over:
            raise ValueError("the match is over" if self.over else "the hand is still in progress")
        dealer = (self.hand.dealer + 1) % self.rules.seats
        self.hand = BidHandState(self.rules, BidDeal.random(self.rules, dealer, self._rng),
                                 scores_before=self.scores)
        return self.hand

    @classmethod
    def replay(cls, rules: BidRules, seed: int, hands: Sequence[Sequence[BidAction]], *,
               first_deal: BidDeal | None = None) -> BidMatch:
        """Rebuild a match from its seed and each hand's actions (checked); ``first_deal`` as in the
        constructor.  An illegal action raises the engine's ``IllegalActionError``."""
        match = cls(rules, seed, first_deal=first_deal)
        for number, actions in enumerate(hands):
            if number > 0:
                match.deal_next()
            for action in actions:
                match.apply(action)
        return match
