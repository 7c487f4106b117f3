"""The cards of one hand as dealt: the dealing patterns and the ``Deal`` (who dealt, the hands, the kitty)."""

from __future__ import annotations

import dataclasses
import random
from collections import Counter
from typing import Final

from .cards import DECK_24, DECK_25, Card
from .rules import Rules

__all__ = ["PACKETS", "Deal", "deal_sequence"]

PACKETS: Final = ("3-2", "2-3")
"""The two dealing patterns: the first player left of the dealer gets three first, or two first."""


def deal_sequence(packets: str, players: int) -> list[tuple[int, int]]:
    """The dealing order as ``(offset from the dealer, cards in the packet)``, two passes round the table.

    ``"3-2"`` gives the player on the dealer's left three, the next two, and so on; the second pass gives
    each player the other number.  Offsets run 1..players (the dealer last).
    """
    if packets not in PACKETS:
        raise ValueError(f"packets must be '3-2' or '2-3', not {packets!r}")
    first = 3 if packets == "3-2" else 2
    sequence = []
    for round_number in range(2):
        for i in range(players):
            count = first if i % 2 == 0 else 5 - first
            if round_number == 1:
                count = 5 - count
            sequence.append((i + 1, count))
    return sequence


@dataclasses.dataclass(frozen=True, slots=True)
class Deal:
    """The cards of one hand as dealt: who dealt, each seat's five cards, and the kitty (upcard first)."""

    dealer: int
    hands: tuple[tuple[Card, ...], ...]
    kitty: tuple[Card, ...]
    packets: str = "3-2"

    @property
    def upcard(self) -> Card:
        """The card turned face up on the kitty."""
        return self.kitty[0]

    @classmethod
    def random(cls, rules: Rules, dealer: int, rng: random.Random) -> Deal:
        """Shuffle and deal in the recorded packets, as a dealer at the table would."""
        deck = list(DECK_25 if rules.benny else DECK_24)
        rng.shuffle(deck)
        packets = PACKETS[rng.randrange(2)]
        hands: list[list[Card]] = [[] for _ in range(rules.players)]
        position = 0
        for offset, count in deal_sequence(packets, rules.players):
            seat = (dealer + offset) % rules.players
            hands[seat].extend(deck[position:position + count])
            position += count
        return cls(dealer, tuple(tuple(h) for h in hands), tuple(deck[position:]), packets)

    def validate(self, rules: Rules) -> None:
        """Raise ValueError unless this deal fits the rules (seats, card counts, no card missing or twice)."""
        if not 0 <= self.dealer < rules.players:
            raise ValueError(f"dealer seat {self.dealer} does not exist with {rules.players} players")
        if self.packets not in PACKETS:
            raise ValueError(f"packets must be '3-2' or '2-3', not {self.packets!r}")
        if len(self.hands) != rules.players:
            raise ValueError(f"{len(self.hands)} hands dealt for {rules.players} players")
        for seat, hand in enumerate(self.hands):
            if len(hand) != 5:
                raise ValueError(f"seat {seat} holds {len(hand)} cards, not 5")
        deck = DECK_25 if rules.benny else DECK_24
        dealt = [card for hand in self.hands for card in hand]
        dealt += self.kitty
        if sorted(dealt) != list(deck):  # decks are in card order; cheap, as it runs for every hand
            cards = Counter(dealt)
            parts = []
            dupes = sorted(c for c, count in cards.items() if count > 1)
            missing = sorted(set(deck) - set(cards))
            extra = sorted(set(cards) - set(deck))
            if dupes:
                parts.append("dealt twice: " + " ".join(str(c) for c in dupes))
            if missing:
                parts.append("missing: " + " ".join(str(c) for c in missing))
            if extra:
                parts.append("not in this deck: " + " ".join(str(c) for c in extra))
            raise ValueError(f"the deal is not a {len(deck)}-card deck ({'; '.join(parts)})")
