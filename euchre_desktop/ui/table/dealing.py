"""The deal's choreography: the cards gathered into the deck, then dealt in packets (or drawn for the deal).

A card out on the table when a deal begins flies home to the deck and on to its seat in one counted flight
(two legs of one ``CardItem.animate_path``), so the table comes to rest once, after the last card lands.
``gather`` squares the deck the piles were reset to and plans each card's way home as ``Flights``;
``draw``, ``deal_hands`` and ``turn_up`` move cards from the deck to their piles and add the next leg;
``Flights.land_rest`` brings home the cards that stay in the deck.  The scene's ``draw_for_dealer`` and
``deal`` tie these together.
"""

from __future__ import annotations

from collections.abc import Sequence

from ...engine import Card
from ...engine.deal import deal_sequence
from .animation import Durations, Motion
from .card_art import CardLook
from .card_item import CardItem, Waypoint
from .hand_order import SuitArrangement, display_order
from .layout import Placement, TableLayout
from .piles import Piles, at_rest

__all__ = ["Flights", "check_deal", "deal_hands", "draw", "gather", "turn_up"]


class Flights:
    """The first leg home of each card that has to travel to the deck, and how long that leg takes."""

    def __init__(self, homeward: dict[CardItem, Waypoint], gather: int) -> None:
        """``homeward``: each travelling card's leg home; ``gather``: its duration (0 when none travels)."""
        self._homeward = homeward
        self.gather = gather
        """How long the way home takes, in ms: the deal starts after it."""

    def fly(self, item: CardItem, place: Placement, face: bool, duration: int, start: int) -> None:
        """Send ``item`` to ``place`` starting at ``start`` ms, via the deck if it was out on the table."""
        legs = []
        home = self._homeward.pop(item, None)
        if home is not None:
            legs.append(home)
            start -= self.gather
        legs.append(Waypoint(place.pos, place.z, place.rotation, face, duration, max(0, start), place.height))
        item.animate_path(legs)

    def land_rest(self) -> None:
        """Bring home the cards that stay in the deck."""
        for item, leg in self._homeward.items():
            item.animate_path([leg])
        self._homeward.clear()


def gather(piles: Piles, layout: TableLayout, duration: int, *, leaving: Sequence[CardItem]) -> Flights:
    """The cards of ``piles``, just reset, go home face down to the squared deck, a way of ``duration`` ms;
    the cards ``leaving`` (not in this deck) leave the table.
    """
    for item in leaving:
        item.stop()
        item.setVisible(False)
    for item in piles.deck.items:
        item.setVisible(True)
        item.set_card(None, when_hidden=True)
        item.set_look(CardLook())
        item.set_interactive(False)
        item.set_playable(False)
    homeward = {}
    for item, (place, face) in piles.spots(layout).items():
        if not at_rest(item, place, face):
            homeward[item] = Waypoint(place.pos, place.z, place.rotation, face, duration, 0, place.height)
    return Flights(homeward, duration if homeward else 0)


def draw(piles: Piles, flights: Flights, layout: TableLayout, durations: Durations,
         draws: Sequence[tuple[int, Card]]) -> None:
    """Deal ``draws`` (seat, card) face up from the deck round the table, one card to a seat in turn."""
    for seat, card in draws:
        item = piles.deck.items.pop()
        item.set_card(card, when_hidden=True)
        piles.draw.draws.append((seat, item))
    targets = piles.spots(layout)
    for index, (_seat, item) in enumerate(piles.draw.draws):
        place, face = targets[item]
        pause = index * durations.ms(Motion.DEAL_GAP) * 2
        flights.fly(item, place, face, durations.ms(Motion.DEAL), flights.gather + pause)


def check_deal(players: int, hands: Sequence[Sequence[Card | None]], deck_size: int) -> None:
    """Raise ValueError unless ``hands`` hold as many cards for each of ``players`` (five for Euchre, all the
    pack between them for Bid Euchre), from a deck of 24 or 25 cards, or Bid Euchre's double pack of 48."""
    counts = [len(hand) for hand in hands]
    if len(hands) != players or len(set(counts)) != 1 or counts[0] == 0:
        raise ValueError(f"deal needs as many cards for each of {players} seats, got {counts}")
    if deck_size not in (24, 25, 48) or sum(counts) > deck_size:
        raise ValueError(f"a deck of 24, 25 or 48 cards deals {sum(counts)}, not {deck_size}")


def deal_packets(packets: str | None, players: int, count: int) -> list[tuple[int, int]]:
    """The dealing order as ``(offset from the dealer, cards in the packet)``: Euchre's ``packets`` ("3-2" or
    "2-3", see ``engine.deal_sequence``), or for None the whole pack round the table in packets of three (of
    two when three does not divide ``count``, the cards each seat gets), a quicker sight than card by card."""
    if packets is not None:
        return deal_sequence(packets, players)
    size = 3 if count % 3 == 0 else 2 if count % 2 == 0 else 1
    return [(offset, size) for _round in range(count // size) for offset in range(1, players + 1)]


def deal_hands(piles: Piles, flights: Flights, layout: TableLayout, durations: Durations, dealer: int,
               sequence: Sequence[tuple[int, int]], hands: Sequence[Sequence[Card | None]],
               upcard: Card | None, arrangement: SuitArrangement) -> int:
    """Deal ``hands`` from the deck in packets (``deal_packets``); the rest becomes the kitty, ``upcard`` on
    top (None: nothing is turned up, and what is left, the Benny pack's last card, goes aside face down).

    Returns when, in ms from now, the last card dealt lands.
    """
    players = len(piles.hands)
    own = display_order([c for c in hands[0] if c is not None], None, arrangement=arrangement)
    own_slots: list[Card | None] = [*own, *(c for c in hands[0] if c is None)]
    # Each hand fills slot by slot as the packets arrive (the player's own cards in sorted places).
    slots: list[list[CardItem | None]] = [[None] * len(hand) for hand in hands]
    delay = flights.gather
    # The cards of a packet leave one after another, a fraction of a flight apart (30 ms at normal
    # speed); scaled like every duration, so an instant deal (a redraw) has no card waiting.
    stagger = round(durations.ms(Motion.DEAL) * 0.13)
    taken = [0] * players
    for offset, count in sequence:
        seat = (dealer + offset) % players
        for in_packet in range(count):
            item = piles.deck.items.pop()
            card = hands[seat][taken[seat]]
            taken[seat] += 1
            # The player's own cards go straight to their sorted places; others fill from the left.
            slot = own_slots.index(card) if seat == 0 and card is not None else taken[seat] - 1
            if seat == 0 and card is not None:
                own_slots[slot] = None  # taken: a double pack's twin goes to the next place
            # A card coming home face up turns down on the way before it becomes this card.
            item.set_card(card, when_hidden=True)
            slots[seat][slot] = item
            place = layout.hand(seat, len(hands[seat]))[slot]
            flights.fly(item, place, seat == 0 and card is not None, durations.ms(Motion.DEAL),
                        delay + in_packet * stagger)
        delay += durations.ms(Motion.DEAL_GAP)
    for hand, filled in zip(piles.hands, slots, strict=True):
        hand.items = [item for item in filled if item is not None]
    piles.kitty.items = list(reversed(piles.deck.items))
    piles.deck.items = []
    if upcard is not None:
        piles.kitty.items[0].set_card(upcard, when_hidden=True)
    piles.kitty.upcard_showing = upcard is not None
    piles.kitty.aside = upcard is None
    return delay + durations.ms(Motion.DEAL)


def turn_up(piles: Piles, flights: Flights, layout: TableLayout, durations: Durations, start: int) -> None:
    """The kitty flies to the middle at ``start`` ms, the upcard turning face up."""
    targets = piles.spots(layout)
    for item in piles.kitty.items:
        place, face = targets[item]
        flights.fly(item, place, face, durations.ms(Motion.TURN_UPCARD), start)
