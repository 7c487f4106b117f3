"""The table's piles: which card item lies where, and where each pile puts its cards.

Every card item on the table belongs to exactly one pile: the deck, a hand per seat, the kitty, the cards a
seat other than the dealer discards, the trick, each side's won tricks, or the row of cards drawn for the
deal.  A pile knows the rule for its own cards' resting places, heights, stacking order and faces, read from
the ``TableLayout``; the cards never place themselves.  The scene changes the piles in a game step (a card
moves from one pile to another) and then asks them to ``settle``: every card whose resting place changed
animates to it, once.

Readers (the scene's queries, tests comparing the table with the game) ask a pile for ``cards``: what the
player sees, a ``Card`` for a face they know and None for the back of a card they don't.  Only the scene
changes the piles' ``items``.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable, Iterator

from ...engine import Card, Suit
from ..theme import CARD_ASPECT
from .card_art import CardLook
from .card_item import CardItem
from .hand_order import SuitArrangement, display_order
from .layout import Placement, TableLayout

__all__ = ["Deck", "Discards", "DrawRow", "Hand", "Kitty", "Piles", "Trick", "WonTricks", "at_rest"]

Spot = tuple[CardItem, Placement, bool]
"""A card item, its resting place and whether it lies face up."""


def at_rest(item: CardItem, place: Placement, face: bool) -> bool:
    """True when ``item`` lies still at ``place``, at its height, ``face`` up or down."""
    if item.is_animating:
        return False
    delta = item.pos() - place.pos
    return (abs(delta.x()) < 0.5 and abs(delta.y()) < 0.5 and abs(item.rotation() - place.rotation) < 0.01
            and item.face_up == face and abs(item.card_height - place.height) < 0.01)


def _put_away(layout: TableLayout, seat: int, count: int) -> list[Placement]:
    """The places of ``count`` cards put away by ``seat``, fanned beside its plate, the first on top."""
    places = (layout.put_away(seat, index, count) for index in range(count))
    return [dataclasses.replace(place, z=place.z + (count - 2 * index)) for index, place in enumerate(places)]


class Deck:
    """The squared deck in front of the dealer (or mid-table, for the draw), the top card last."""

    def __init__(self) -> None:
        """An empty deck in front of seat 0."""
        self.items: list[CardItem] = []
        self.dealer: int | None = 0
        """The seat it lies in front of; None: the middle of the table."""

    @property
    def cards(self) -> tuple[Card | None, ...]:
        """The cards, bottom first (None: unknown)."""
        return tuple(item.card for item in self.items)

    def spots(self, layout: TableLayout) -> Iterator[Spot]:
        """Face down, squared."""
        for index, item in enumerate(self.items):
            yield item, layout.deck(self.dealer, index), False


class Hand:
    """One seat's hand, left to right; only the player's own known cards face up, unless sitting out."""

    def __init__(self, seat: int) -> None:
        """An empty hand for ``seat``."""
        self.seat = seat
        self.items: list[CardItem] = []
        self.sitting_out = False
        """A loner's partner lays the hand face down in front of the plate."""

    @property
    def cards(self) -> tuple[Card | None, ...]:
        """The cards left to right (None: a back)."""
        return tuple(item.card for item in self.items)

    @property
    def known(self) -> tuple[Card, ...]:
        """The cards whose faces the player knows, left to right."""
        return tuple(item.card for item in self.items if item.card is not None)

    def find(self, card: Card, *, reveal: bool = False) -> CardItem:
        """The item showing ``card``; ``reveal``: else a hidden card of the hand turns out to be it.

        Raises ValueError when the hand can't hold ``card``.
        """
        for item in self.items:
            if item.card == card:
                return item
        hidden = [item for item in self.items if item.card is None]
        if reveal and not hidden and self.seat != 0:
            # The upcard a computer dealer picked up is the one card of another hand the table knows, and the
            # discard, face down, may have been that very card: then the card played is whichever is left.
            hidden = list(self.items)
        if reveal and hidden:
            item = hidden[len(hidden) // 2]
            item.set_card(card)
            return item
        raise ValueError(f"{card} is not in seat {self.seat}'s hand")

    def leaving(self, card: Card | None, noun: str, verb: str) -> CardItem:
        """The item of ``card`` leaving the hand; None: an unseen one from the middle (never the player's).

        ``noun`` and ``verb`` name what leaves in the error for a card that can't ("discard", "give").
        """
        if card is not None:
            return self.find(card)
        if self.seat == 0:
            raise ValueError(f"the player's {noun} must name the card")
        if not self.items:
            raise ValueError(f"seat {self.seat} has no card to {verb}")
        return self.items[len(self.items) // 2]

    def arrange(self, trump: Suit | None, arrangement: SuitArrangement) -> None:
        """Put the known cards in display order (trump first once named), the unknown ones after them."""
        known = [item for item in self.items if item.card is not None]
        order = display_order([item.card for item in known if item.card is not None], trump,
                              arrangement=arrangement)
        by_card: dict[Card, list[CardItem]] = {}
        for item in known:  # a double pack may put two of a card in one hand
            by_card.setdefault(item.card, []).append(item)  # type: ignore[arg-type]
        unknown = [item for item in self.items if item.card is None]
        self.items = [by_card[card].pop() for card in order] + unknown

    def spots(self, layout: TableLayout) -> Iterator[Spot]:
        """Fanned at the seat, or laid aside face down when the seat sits out."""
        if self.sitting_out:
            for item, place in zip(self.items, layout.sitting_out(self.seat, len(self.items)), strict=True):
                yield item, place, False
            return
        for item, place in zip(self.items, layout.hand(self.seat, len(self.items)), strict=True):
            yield item, place, self.seat == 0 and item.card is not None


class Kitty:
    """The cards not dealt, the upcard first: mid-table until play starts, then put away by the dealer."""

    def __init__(self) -> None:
        """An empty kitty."""
        self.items: list[CardItem] = []
        self.dealer = 0
        self.aside = False
        """Put away, fanned beside the dealer's plate, out of the trick's way (with the dealer's own
        discards; another seat's lie beside that seat's plate, in its ``Discards``)."""
        self.upcard_showing = False
        """The first card lies face up (the upcard, until taken or turned down)."""

    @property
    def cards(self) -> tuple[Card | None, ...]:
        """The cards, the upcard first (None: unknown)."""
        return tuple(item.card for item in self.items)

    def spots(self, layout: TableLayout) -> Iterator[Spot]:
        """Spread in the middle, or stacked aside with the upcard on top."""
        count = len(self.items)
        places = (_put_away(layout, self.dealer, count) if self.aside
                  else [layout.kitty(index, count) for index in range(count)])
        for index, (item, place) in enumerate(zip(self.items, places, strict=True)):
            yield item, place, index == 0 and self.upcard_showing


class Discards:
    """The cards a seat other than the dealer discards face down (a moon shooter's after partner's best, a
    loner's in Euchre), put away beside that seat's plate as the dealer's kitty lies beside the dealer's."""

    def __init__(self, seat: int) -> None:
        """Nothing discarded by ``seat`` yet."""
        self.seat = seat
        self.items: list[CardItem] = []

    @property
    def cards(self) -> tuple[Card | None, ...]:
        """The cards in the order discarded (None: unknown)."""
        return tuple(item.card for item in self.items)

    def spots(self, layout: TableLayout) -> Iterator[Spot]:
        """Face down, fanned beside the seat's plate, the first on top."""
        for item, place in zip(self.items, _put_away(layout, self.seat, len(self.items)), strict=True):
            yield item, place, False


class Trick:
    """The cards played to the current trick, face up before the seats that played them."""

    def __init__(self) -> None:
        """No card played yet."""
        self.plays: list[tuple[int, CardItem]] = []

    @property
    def cards(self) -> tuple[tuple[int, Card | None], ...]:
        """(seat, card) in the order played."""
        return tuple((seat, item.card) for seat, item in self.plays)

    @property
    def items(self) -> list[CardItem]:
        """The card items in the order played."""
        return [item for _seat, item in self.plays]

    def spots(self, layout: TableLayout) -> Iterator[Spot]:
        """Each card before its player, the later ones on top."""
        for order, (seat, item) in enumerate(self.plays):
            yield item, layout.trick(seat, order), True


class WonTricks:
    """One side's pile of won tricks, face down by its seats."""

    def __init__(self, side: int) -> None:
        """An empty pile for ``side``."""
        self.side = side
        self.tricks: list[list[CardItem]] = []

    @property
    def cards(self) -> tuple[tuple[Card | None, ...], ...]:
        """Each trick's cards in the order played (None: unknown)."""
        return tuple(tuple(item.card for item in trick) for trick in self.tricks)

    def spots(self, layout: TableLayout) -> Iterator[Spot]:
        """Each trick squared, the tricks fanned."""
        for trick_index, trick in enumerate(self.tricks):
            for card_index, item in enumerate(trick):
                yield item, layout.pile(self.side, trick_index, card_index), False


class DrawRow:
    """The cards dealt face up round the table to find the first dealer, in the order drawn."""

    def __init__(self) -> None:
        """Nothing drawn."""
        self.draws: list[tuple[int, CardItem]] = []

    @property
    def cards(self) -> tuple[tuple[int, Card | None], ...]:
        """(seat, card) in the order drawn."""
        return tuple((seat, item.card) for seat, item in self.draws)

    def spots(self, layout: TableLayout) -> Iterator[Spot]:
        """Each player's drawn cards lie where the hand will be, overlapping left to right."""
        in_seat: dict[int, int] = {}
        for order, (seat, item) in enumerate(self.draws):
            count = in_seat.get(seat, 0)
            in_seat[seat] = count + 1
            position = layout.position(seat)
            height = layout.trick_card_height
            inward = position.inward * max(0.0, (height - layout.card_height(seat)) / 2)
            shift = position.along * (count * height * CARD_ASPECT * 0.4)
            spot = layout.hand_anchor(seat) + inward + shift
            yield item, Placement(spot, position.rotation, 400.0 + order, height), True


class Piles:
    """All the piles of a table for ``players`` seats and ``sides`` sides, empty."""

    def __init__(self, players: int, sides: int) -> None:
        """Empty piles; ``reset`` puts the cards in the deck."""
        self.deck = Deck()
        self.hands = tuple(Hand(seat) for seat in range(players))
        self.kitty = Kitty()
        self.discards = tuple(Discards(seat) for seat in range(players))
        self.trick = Trick()
        self.won = tuple(WonTricks(side) for side in range(sides))
        self.draw = DrawRow()

    def hand(self, seat: int) -> Hand:
        """``seat``'s hand."""
        return self.hands[seat]

    def discarded_by(self, seat: int) -> Discards:
        """The cards ``seat`` has discarded beside its plate (the dealer's go with the kitty)."""
        return self.discards[seat]

    def won_by(self, side: int) -> WonTricks:
        """``side``'s won tricks."""
        return self.won[side]

    def reset(self, items: list[CardItem], dealer: int, *, in_middle: bool = False) -> None:
        """Every card in ``items`` back in the deck in front of ``dealer`` (or in the middle)."""
        self.deck.items = list(items)
        self.deck.dealer = None if in_middle else dealer
        for hand in self.hands:
            hand.items = []
            hand.sitting_out = False
        self.kitty.items = []
        self.kitty.dealer = dealer
        self.kitty.aside = False
        self.kitty.upcard_showing = False
        for discards in self.discards:
            discards.items = []
        self.trick.plays = []
        for pile in self.won:
            pile.tricks = []
        self.draw.draws = []

    def items(self) -> list[CardItem]:
        """Every card item in a pile."""
        return [*self.deck.items, *(item for hand in self.hands for item in hand.items), *self.kitty.items,
                *(item for discards in self.discards for item in discards.items), *self.trick.items,
                *(item for pile in self.won for trick in pile.tricks for item in trick),
                *(item for _seat, item in self.draw.draws)]

    def dress(self, trump: Suit | None, playable: frozenset[Card] | None, selected: CardItem | None,
              style: CardLook, picked_up: CardItem | None) -> None:
        """Every card's look in the table's ``style``: the bowers of ``trump`` marked; in the player's hand
        the cards not ``playable`` (None: no choice pending) dimmed, and the ``selected`` one and the one
        ``picked_up`` outlined."""
        human = set(self.hands[0].items)
        for item in self.items():
            mine = item in human
            item.set_look(CardLook.on_table(
                item.card, trump, style,
                dimmed=mine and playable is not None and item.card not in playable,
                selected=mine and item is selected,
                picked_up=mine and item is picked_up,
            ))

    def offer(self, playable: frozenset[Card] | None) -> None:
        """Only the player's own cards take clicks (none while sitting out); the ``playable`` ones lift."""
        hand = self.hands[0]
        human = set() if hand.sitting_out else set(hand.items)
        for item in self.items():
            mine = item in human
            item.set_interactive(mine)
            item.set_playable(mine and playable is not None and item.card in playable)

    def spots(self, layout: TableLayout) -> dict[CardItem, tuple[Placement, bool]]:
        """Every card's resting place and face."""
        spots: dict[CardItem, tuple[Placement, bool]] = {}
        piles: tuple[Deck | Hand | Kitty | Discards | Trick | WonTricks | DrawRow, ...] = (
            self.deck, *self.hands, self.kitty, *self.discards, self.trick, *self.won, self.draw)
        for pile in piles:
            for item, place, face in pile.spots(layout):
                spots[item] = (place, face)
        return spots

    def settle(self, layout: TableLayout, duration: int, *, delay: int = 0,
               only: Iterable[CardItem] | None = None) -> None:
        """Animate every card whose resting place changed (just ``only``, if given) to it."""
        targets = self.spots(layout)
        chosen = targets.keys() if only is None else [item for item in only if item in targets]
        for item in chosen:
            place, face = targets[item]
            if at_rest(item, place, face):
                item.setZValue(place.z)
                continue
            item.animate_to(
                place.pos, place.z, place.rotation, face, duration, delay=delay, height=place.height
            )

    def snap(self, layout: TableLayout) -> None:
        """Every card to its resting place at once."""
        for item, (place, face) in self.spots(layout).items():
            item.snap_to(place.pos, place.z, place.rotation, face, place.height)

    def follow(self, layout: TableLayout) -> None:
        """The table changed size: cards at rest move to their new places, cards in flight land there."""
        for item, (place, face) in self.spots(layout).items():
            if item.is_animating:
                item.retarget(place.pos, place.z, place.rotation, place.height)
            else:
                item.snap_to(place.pos, place.z, place.rotation, face, place.height)
