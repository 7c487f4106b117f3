"""What the rule-based Bid Euchre players share: the shape of a decision, and partner's best by strength."""

from __future__ import annotations

import abc
import random
from collections.abc import Sequence

from ...engine import Card
from ...engine.bid import BidAction, BidPhase, BidView, Strain
from .cards import lowest, strongest

__all__ = ["RuleBasedBidBot"]


class RuleBasedBidBot(abc.ABC):
    """A player that bids and plays by its own rules (``bid`` and ``play``), takes a lone legal action at
    once, passes its strongest cards to a moon shooter and, shooting, discards its weakest."""

    name: str

    def choose(self, view: BidView, rng: random.Random) -> BidAction:
        """Choose one of ``view.legal_actions``."""
        legal = view.legal_actions
        if len(legal) == 1:
            return legal[0]
        if view.phase is BidPhase.BIDDING:
            return self.bid(view, legal, rng)
        strain = view.strain
        assert strain is not None
        cards = [a.card for a in legal if a.card is not None]
        if view.phase is BidPhase.GIVE:
            return BidAction.give(strongest(cards, strain))
        if view.phase is BidPhase.DISCARD:
            return BidAction.discard(lowest(cards, strain))
        return BidAction.play(self.play(view, cards, strain))

    @abc.abstractmethod
    def bid(self, view: BidView, legal: Sequence[BidAction], rng: random.Random) -> BidAction:
        """A bid or a pass from ``legal``."""

    @abc.abstractmethod
    def play(self, view: BidView, cards: list[Card], strain: Strain) -> Card:
        """One of ``cards``, the legal plays."""
