"""The pack and the deal of a Bid Euchre hand: the whole pack is dealt, one card at a time."""

from __future__ import annotations

import dataclasses
import random
from collections import Counter
from collections.abc import Sequence

from ..cards import DECK_24, DECK_25, Card
from .rules import BidRules

__all__ = ["BidDeal", "pack"]


def pack(rules: BidRules) -> tuple[Card, ...]:
    """Every card of the pack in card order: 24 cards, 25 with the Benny, or two of each of the 24."""
    if rules.form.double:
        return tuple(sorted(DECK_24 * 2))
    return DECK_25 if rules.benny else DECK_24


@dataclasses.dataclass(frozen=True, slots=True)
class BidDeal:
    """The cards of one hand as dealt: the dealer, each seat's cards (sorted), and the undealt kitty (only
    the Benny pack has one: its 25th card)."""

    dealer: int
    hands: tuple[tuple[Card, ...], ...]
    kitty: tuple[Card, ...] = ()

    @classmethod
    def random(cls, rules: BidRules, dealer: int, rng: random.Random) -> BidDeal:
        """Shuffle and deal one card at a time from the dealer's left, as a dealer at the table would."""
        cards = list(pack(rules))
        rng.shuffle(cards)
        return cls.from_order(rules, dealer, cards)

    @classmethod
    def from_order(cls, rules: BidRules, dealer: int, cards: Sequence[Card]) -> BidDeal:
        """Deal the pack in the order of ``cards``, one card at a time from the dealer's left (what is left
        over is the kitty)."""
        seats, count = rules.seats, rules.tricks
        hands: list[list[Card]] = [[] for _ in range(seats)]
        for index, card in enumerate(cards[:seats * count]):
            hands[(dealer + 1 + index) % seats].append(card)
        return cls(dealer, tuple(tuple(sorted(hand)) for hand in hands), tuple(cards[seats * count:]))

    def validate(self, rules: BidRules) -> None:
        """Raise ValueError unless this deal fits the rules: the seats, the counts, exactly the pack."""
        if not 0 <= self.dealer < rules.seats:
            raise ValueError(f"dealer seat {self.dealer} does not exist with {rules.seats} players")
        if len(self.hands) != rules.seats:
            raise ValueError(f"{len(self.hands)} hands dealt for {rules.seats} players")
        for seat, hand in enumerate(self.hands):
            if len(hand) != rules.tricks:
                raise ValueError(f"seat {seat} holds {len(hand)} cards, not {rules.tricks}")
        cards = [card for hand in self.hands for card in hand]
        cards += self.kitty
        if sorted(cards) == list(pack(rules)):  # the common case first: every simulated deal checks this
            return
        dealt = Counter(cards)
        expected = Counter(pack(rules))
        if dealt != expected:
            missing = " ".join(str(c) for c in sorted((expected - dealt).elements()))
            extra = " ".join(str(c) for c in sorted((dealt - expected).elements()))
            raise ValueError(f"the deal is not the {sum(expected.values())}-card pack "
                             f"(missing: {missing or 'none'}; too many: {extra or 'none'})")
