"""The book as a model of the other players: how the Expert expects the table to bid and play.

The Expert imagines the other seats in two places.  To judge a bid it lets the bidding run on and the hand
be played out on every sampled deal; to weight a sampled deal it asks how likely the other seats were to
do what they did, had they held those cards.  Both use ``StandardBot``, the by-the-book player: strong
human players act much as the book says, and so do our Standard and Easy players.

Each seat in the model decides from its own view of the sampled deal, never from the hidden cards.

Why the book and not the perfect-information solver for judging bids: a bid is worth what the hand will
score as it is really played, and nobody at the table sees every card.  Judged by the solver, a sensible
bid looks worse than it is (the solver defends perfectly) and a thin one better (it also makes perfectly).
Measured in the duplicate arena against Standard: with bids judged by the solver and samples weighted by the
bids alone the Expert was ahead by +0.11 points per hand (300 deals); with bids judged by the book's play-out
and samples weighted by the book's likelihood of every bid and card seen, by +0.21 (2,000 deals, 95%
interval [0.17, 0.24]).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Final

from ..engine import Action, HandResult, HandState, Phase, PlayerView
from .standard import StandardBot

__all__ = [
    "OPPONENT_BID_NOISE",
    "OPPONENT_PLAY_NOISE",
    "PARTNER_BID_NOISE",
    "PARTNER_PLAY_NOISE",
    "BookModel",
    "book_probability",
]

OPPONENT_BID_NOISE: Final = 0.1
"""Chance an opponent's bid (or discard, or lone defence) is not the book's: people misjudge hands."""
PARTNER_BID_NOISE: Final = 0.3
"""The same for the viewer's partner, who may be a human or a bot of another level: read more softly."""
OPPONENT_PLAY_NOISE: Final = 0.15
"""Chance an opponent's card is not the book's card."""
PARTNER_PLAY_NOISE: Final = 0.4
"""The same for the partner's cards (an Expert partner plays by search, not by the book)."""


def book_probability(choice: Action, action: Action, legal: Sequence[Action], noise: float) -> float:
    """The chance a player whose book choice is ``choice`` takes ``action`` among ``legal`` actions.

    The book's choice has ``1 - noise``.  A bid that differs from it only in going alone (or not) takes half
    of the rest, since that is the commonest misjudgement; whatever remains is shared evenly.
    """
    if action == choice:
        return 1.0 - noise
    others = [a for a in legal if a != choice]
    twin = next((a for a in others if a.kind is choice.kind and a.suit == choice.suit
                 and a.card == choice.card and a.alone != choice.alone), None)
    if twin is None:
        return noise / max(len(others), 1)
    if action == twin:
        return noise / 2 if len(others) > 1 else noise
    return noise / 2 / (len(others) - 1)


class BookModel:
    """Standard's decisions for any seat of a full ``HandState``, each made from that seat's own view."""

    def __init__(self) -> None:
        """A model with its own Standard player (which needs no randomness)."""
        self._player = StandardBot()
        self._rng = random.Random(0)

    def action(self, state: HandState) -> Action:
        """What the book does for the seat to act."""
        return self._player.choose(PlayerView.of(state, state.to_act), self._rng)

    def finish_bidding(self, state: HandState) -> None:
        """Let every seat bid, discard and declare by the book, up to the first card or the hand's end."""
        while state.phase is not Phase.PLAY and state.phase is not Phase.DONE:
            state.apply_unchecked(self.action(state))

    def play_out(self, state: HandState) -> HandResult:
        """Finish the hand by the book and return its result."""
        while state.phase is not Phase.DONE:
            state.apply_unchecked(self.action(state))
        assert state.result is not None
        return state.result
