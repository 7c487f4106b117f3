"""The one interface every computer player implements, and the simplest player of all.

A bot is given its seat's ``PlayerView`` (never the full hand state) and a ``random.Random``; it returns one
of ``view.legal_actions``.  Given the same view and the same RNG state, a bot returns the same action, so
every decision is reproducible.
"""

from __future__ import annotations

import random
from typing import Protocol, runtime_checkable

from ..engine import Action, PlayerView

__all__ = ["Bot", "RandomBot"]


@runtime_checkable
class Bot(Protocol):
    """A computer player."""

    name: str
    """A short identifier: ``easy``, ``standard``, ``expert``, ``random``..."""

    def choose(self, view: PlayerView, rng: random.Random) -> Action:
        """Return one of ``view.legal_actions`` (or, where the rules allow a renege, a play of any card held:
        only Easy does, by mistake); ``view.to_act == view.seat`` and the list is non-empty."""
        ...


class RandomBot:
    """Chooses uniformly among the legal actions: the floor every real player must clear."""

    name = "random"

    def choose(self, view: PlayerView, rng: random.Random) -> Action:
        """A uniformly random legal action."""
        return view.legal_actions[rng.randrange(len(view.legal_actions))]
