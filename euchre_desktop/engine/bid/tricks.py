"""Which card wins a trick in Bid Euchre, and which cards a player may play.

Suit bids use the Euchre engine's tables unchanged (the bowers belong to trump, the Benny is the highest
trump).  No-trump has no bowers: every card keeps its printed suit and only the suit led can win; in
no-trump low the ranks run the other way.  With a double pack two identical cards have the same power, and
the first one played wins, which falls out of keeping the earlier card on a tie.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from ..cards import POWER, Card, Suit, effective_suit
from .actions import Strain

__all__ = ["card_power", "card_suit", "legal_plays", "trick_winner"]


def _build_no_trump_power() -> tuple[tuple[tuple[int, ...], ...], ...]:
    # _NO_TRUMP_POWER[low][led][card]: 10 + the card's rank in the direction of play when it follows the
    # suit led, else 0, on the same scale as the engine's POWER table.
    table = []
    for low in (False, True):
        per_led = []
        for led in range(4):
            row = []
            for n in range(25):
                if n < 24 and n // 6 == led:
                    row.append(10 + (5 - n % 6 if low else n % 6))
                else:
                    row.append(0)
            per_led.append(tuple(row))
        table.append(tuple(per_led))
    return tuple(table)


_NO_TRUMP_POWER: Final = _build_no_trump_power()

# _CARD_SUITS[trump][card], trump 4 for no-trump: the engine's effective suits as a table of Suit members,
# because the bots ask for them for every card they weigh.  The Benny never plays in no-trump.
_CARD_SUITS: Final = (*(tuple(effective_suit(card, trump) for card in range(25)) for trump in Suit),
                      tuple(effective_suit(card, None) for card in range(24)))


def card_suit(card: Card, strain: Strain) -> Suit:
    """The suit a card belongs to in this strain: the left bower and the Benny follow trump; in no-trump,
    the printed suit."""
    trump = strain.suit
    return _CARD_SUITS[4 if trump is None else trump][card]


def card_power(card: Card, strain: Strain, led: Suit) -> int:
    """How strongly ``card`` contends for a trick led in ``led``; 0 means it cannot win it."""
    trump = strain.suit
    if trump is None:
        return _NO_TRUMP_POWER[strain is Strain.LOW][led][card]
    return POWER[trump][led][card]


def _power_rows(strain: Strain) -> tuple[tuple[int, ...], ...]:
    """``card_power``'s table for this strain: ``rows[led][card]``."""
    trump = strain.suit
    return _NO_TRUMP_POWER[strain is Strain.LOW] if trump is None else POWER[trump]


def trick_winner(plays: Sequence[tuple[int, Card]], strain: Strain) -> int:
    """The seat that wins the trick: the strongest card, and of two identical cards the first played."""
    trump = strain.suit
    led = _CARD_SUITS[4 if trump is None else trump][plays[0][1]]
    row = _power_rows(strain)[led]
    best_seat, best_power = plays[0][0], row[plays[0][1]]
    for seat, card in plays[1:]:
        power = row[card]
        if power > best_power:  # strictly greater: an identical card played later does not win
            best_seat, best_power = seat, power
    return best_seat


def legal_plays(hand: Sequence[Card], led: Suit | None, strain: Strain) -> tuple[Card, ...]:
    """The distinct cards of ``hand`` that may be played: any card to lead, else the suit led if held."""
    if led is not None:
        trump = strain.suit
        suits = _CARD_SUITS[4 if trump is None else trump]  # looked up once, not once a card
        following = sorted({card for card in hand if suits[card] == led})
        if following:
            return tuple(following)
    return tuple(sorted(set(hand)))
