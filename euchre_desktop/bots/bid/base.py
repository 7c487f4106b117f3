"""The interface every Bid Euchre computer player implements, and the random player.

The same idea as ``bots.base.Bot``: a player is given its seat's ``BidView`` (never the full hand) and a
``random.Random``, and returns one of ``view.legal_actions``; the same view and RNG state give the same
action.
"""

from __future__ import annotations

import random
from typing import Protocol, runtime_checkable

from ...engine.bid import BidAction, BidView

__all__ = ["BidBot", "RandomBidBot"]


@runtime_checkable
class BidBot(Protocol):
    """A Bid Euchre computer player."""

    name: str
    """A short identifier: ``easy``, ``standard``, ``random``..."""

    def choose(self, view: BidView, rng: random.Random) -> BidAction:
        """Return one of ``view.legal_actions``; ``view.to_act == view.seat`` and the list is non-empty."""
        ...


class RandomBidBot:
    """Chooses uniformly among the legal actions: the floor every real player must clear."""

    name = "random"

    def choose(self, view: BidView, rng: random.Random) -> BidAction:
        """A uniformly random legal action."""
        return view.legal_actions[rng.randrange(len(view.legal_actions))]
