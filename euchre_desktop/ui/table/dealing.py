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
from .animation import Durations, Motion
from .card_art import CardLook
from .card_item import CardItem, Waypoint
from .hand_order import SuitArrangement, display_order
from .layout import Placement, TableLayout
from .piles import Piles, at_rest

__all__ = ["Flights", "check_deal", "check_whole_deal", "deal_hands", "draw", "gather", "one_at_a_time",
           "turn_up"]


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
    """Raise ValueError unless ``hands`` hold five cards for each of ``players``, from 24 or 25 cards."""
    if len(hands) != players or any(len(hand) != 5 for hand in hands):
        counts = [len(hand) for hand in hands]
        raise ValueError(f"deal needs five cards for each of {players} seats, got {counts}")
    if deck_size not in (24, 25):
        raise ValueError(f"the deck has 24 or 25 cards, not {deck_size}")


def check_whole_deal(players: int, hand_size: int, hands: Sequence[Sequence[Card | None]],
                     kitty: int) -> None:
    """Raise ValueError unless ``hands`` hold ``hand_size`` cards for each of ``players``, with 0 or 1 left
    over (Bid Euchre deals the whole pack; the Benny's pack leaves one card out)."""
    if len(hands) != players or any(len(hand) != hand_size for hand in hands):
        counts = [len(hand) for hand in hands]
        raise ValueError(f"deal needs {hand_size} cards for each of {players} seats, got {counts}")
    if kitty not in (0, 1):
        raise ValueError(f"a whole pack dealt leaves 0 or 1 card over, not {kitty}")


def one_at_a_time(players: int, hand_size: int) -> list[tuple[int, int]]:
    """The deal of a whole pack: one card to each seat in turn from the dealer's left, ``hand_size`` rounds
    (as ``engine.hand.deal_sequence``'s packets: the offset from the dealer and the count)."""
    return [(offset, 1) for _round in range(hand_size) for offset in range(1, players + 1)]


def deal_hands(piles: Piles, flights: Flights, layout: TableLayout, durations: Durations, dealer: int,
               sequence: Sequence[tuple[int, int]], hands: Sequence[Sequence[Card | None]],
               upcard: Card | None, arrangement: SuitArrangement) -> int:
    """Deal ``hands`` from the deck in packets (``engine.hand.deal_sequence``); the rest becomes the kitty,
    ``upcard`` on top (None: no upcard, the kitty is put away face down beside the dealer's plate).

    However many packets, the deal takes as long as Euchre's eight.  Returns when, in ms from now, the last
    card dealt lands.
    """
    players = len(piles.hands)
    size = len(hands[0])
    own = display_order([c for c in hands[0] if c is not None], None, arrangement=arrangement)
    own_slots: list[Card | None] = [*own, *(c for c in hands[0] if c is None)]
    # Each hand fills slot by slot as the packets arrive (the player's own cards in sorted places).
    slots: list[list[CardItem | None]] = [[None] * size for _ in range(players)]
    delay = float(flights.gather)
    # The cards of a packet leave one after another, a fraction of a flight apart (30 ms at normal
    # speed); scaled like every duration, so an instant deal (a redraw) has no card waiting.
    stagger = round(durations.ms(Motion.DEAL) * 0.13)
    gap = durations.ms(Motion.DEAL_GAP) * min(1.0, 8 / len(sequence))
    taken = [0] * players
    for offset, count in sequence:
        seat = (dealer + offset) % players
        for in_packet in range(count):
            item = piles.deck.items.pop()
            card = hands[seat][taken[seat]]
            taken[seat] += 1
            # The player's own cards go straight to their sorted places; others fill from the left.
            slot = taken[seat] - 1
            if seat == 0 and card is not None:
                # A double pack has two of a card: the second goes to the sorted place the first left free.
                slot = next(index for index, mine in enumerate(own_slots)
                            if mine == card and slots[0][index] is None)
            # A card coming home face up turns down on the way before it becomes this card.
            item.set_card(card, when_hidden=True)
            slots[seat][slot] = item
            place = layout.hand(seat, size)[slot]
            flights.fly(item, place, seat == 0 and card is not None, durations.ms(Motion.DEAL),
                        round(delay + in_packet * stagger))
        delay += gap
    for hand, filled in zip(piles.hands, slots, strict=True):
        hand.items = [item for item in filled if item is not None]
    piles.kitty.items = list(reversed(piles.deck.items))
    piles.deck.items = []
    if upcard is not None:
        piles.kitty.items[0].set_card(upcard, when_hidden=True)
    piles.kitty.upcard_showing = upcard is not None
    piles.kitty.aside = upcard is None
    return round(delay + durations.ms(Motion.DEAL))


def turn_up(piles: Piles, flights: Flights, layout: TableLayout, durations: Durations, start: int) -> None:
    """The kitty flies to the middle at ``start`` ms, the upcard turning face up."""
    targets = piles.spots(layout)
    for item in piles.kitty.items:
        place, face = targets[item]
        flights.fly(item, place, face, durations.ms(Motion.TURN_UPCARD), start)
