"""Where everything goes on the table, for any window size and for four or three seats.

Pure geometry: no items, no Qt widgets.  The table scene asks this module for the place of every card
(a ``Placement``) and every panel (a ``QRectF``) and recomputes all of them when the window changes size,
so the whole table scales with the view.  Sizes come from one unit, ``TableLayout.unit``: a sixteenth of
the width or a ninth of the height, whichever is smaller, so a 16:9 window is filled edge to edge and any
other shape keeps the table's proportions with extra cloth at the sides or top and bottom.

Seats are numbered as in the engine: 0 is the player at the bottom; play goes clockwise, so with four
players seat 1 sits on the left, 2 at the top (the partner), 3 on the right; with three (cutthroat) seat 1
is on the left and seat 2 on the right.  Every seat looks towards the middle: its cards are turned so that
their tops point inwards (``SeatPosition.rotation``).
"""

from __future__ import annotations

import dataclasses
import enum
import math

from PySide6.QtCore import QPointF, QRectF

from ..theme import CARD_ASPECT
from .score_cards import footprint

__all__ = [
    "HAND_SCALES",
    "MAX_HAND",
    "SCORE_CARD_HEIGHT",
    "Placement",
    "SeatPosition",
    "TableLayout",
    "card_bounds",
    "seat_positions",
]


class SeatPosition(enum.Enum):
    """Where a seat sits around the table; the value is how far its cards are turned, in degrees."""

    BOTTOM = 0
    """The human player."""
    LEFT = 90
    """On the human's left: plays next."""
    TOP = 180
    """Across: the partner in the four-handed game."""
    RIGHT = 270
    """On the human's right."""

    @property
    def rotation(self) -> float:
        """Degrees clockwise that this seat's cards are turned so they face the middle."""
        return float(self.value)

    @property
    def along(self) -> QPointF:
        """Unit vector from this player's left hand to their right: the direction a hand is fanned in."""
        radians = math.radians(self.value)
        return QPointF(round(math.cos(radians), 9), round(math.sin(radians), 9))

    @property
    def inward(self) -> QPointF:
        """Unit vector from this seat towards the middle of the table."""
        radians = math.radians(self.value)
        return QPointF(round(math.sin(radians), 9), round(-math.cos(radians), 9))


def seat_positions(players: int) -> tuple[SeatPosition, ...]:
    """The position of each seat, by seat number, for a four- or three-handed table."""
    if players == 4:
        return (SeatPosition.BOTTOM, SeatPosition.LEFT, SeatPosition.TOP, SeatPosition.RIGHT)
    if players == 3:
        return (SeatPosition.BOTTOM, SeatPosition.LEFT, SeatPosition.RIGHT)
    raise ValueError(f"the table seats 3 or 4 players, not {players}")


@dataclasses.dataclass(frozen=True, slots=True)
class Placement:
    """A card's resting place: centre, rotation in degrees, stacking order, and height in pixels."""

    pos: QPointF
    rotation: float
    z: float
    height: float


SCORE_CARD_HEIGHT = 0.55
"""The six-and-four cards' height, in table units."""

MAX_HAND = 6
"""The most cards a hand holds (the dealer after picking up the upcard)."""

HAND_SCALES = {"small": 0.8, "medium": 1.0, "large": 1.2, "huge": 1.4}
"""The ``hand_scale`` of the player's own cards for each choice of the Card size setting."""

# Proportions, in units.  Chosen by looking at rendered tables at 1920x1080, 1000x700 and odd shapes.
_MARGIN = 0.16
_HUMAN_CARD = 1.75
_SEAT_CARD = 1.05
_TRICK_CARD = 1.3
_KITTY_CARD = 1.15
_PILE_CARD = 0.78
_HUMAN_SPACING = 0.62  # of a card's width
_SEAT_SPACING = 0.3
_HUMAN_FAN_DEGREES = 2.6  # per card from the middle
_TALL_CARD_GROWTH = 1.2  # the most the cards grow, relative to the unit, in a tall window
_PLATE_WIDTH = 2.68
_PLATE_HEIGHT = 0.72
_GAP = 0.22
_LIFT = 0.12  # of a card's height: how high a hovered card rises (see card_item)
_ASIDE_CARD = 0.62  # of a kitty card: the set-aside kitty's cards are small, put away
_ASIDE_SHOWING = 0.55  # of an aside card's height: how much of it peeks out from behind the plate
_ASIDE_FAN_DEGREES = 6.0  # between the set-aside kitty's cards
_ASIDE_FAN_SPREAD = 24.0  # the widest the set-aside kitty fans, first card to last (cutthroat: nine)


def _scaled(vector: QPointF, factor: float) -> QPointF:
    return QPointF(vector.x() * factor, vector.y() * factor)


class TableLayout:
    """The geometry of a table ``width`` x ``height`` pixels with ``players`` seats.

    ``hand_scale`` enlarges or shrinks the player's own cards (the "card size" setting).
    """

    def __init__(self, width: float, height: float, players: int = 4, *, hand_scale: float = 1.0) -> None:
        """Compute the layout; raises ValueError for a degenerate size or seat count."""
        if width < 200 or height < 150:
            raise ValueError(f"the table needs at least 200 x 150 pixels, not {width} x {height}")
        if not 0.6 <= hand_scale <= 1.4:
            raise ValueError(f"hand_scale must be between 0.6 and 1.4, not {hand_scale}")
        self.width = float(width)
        self.height = float(height)
        self.players = players
        self.positions = seat_positions(players)
        self.unit = min(self.width / 16.0, self.height / 9.0)
        # A window taller than 16:9 has cloth to spare above and below: let the cards grow into some of it
        # (the panels keep to ``unit``, which the width limits).
        self.card_unit = min(self.height / 9.0, self.unit * _TALL_CARD_GROWTH)
        self.margin = _MARGIN * self.unit
        self.human_card_height = _HUMAN_CARD * self.card_unit * hand_scale
        self.seat_card_height = _SEAT_CARD * self.card_unit
        self.trick_card_height = _TRICK_CARD * self.card_unit
        self.kitty_card_height = _KITTY_CARD * self.card_unit
        self.pile_card_height = _PILE_CARD * self.card_unit
        self.centre = self._compute_centre()

    # --- Sizes -----------------------------------------------------------------------------------------

    @property
    def rect(self) -> QRectF:
        """The whole table."""
        return QRectF(0.0, 0.0, self.width, self.height)

    def card_height(self, seat: int) -> float:
        """The height of the cards in ``seat``'s hand."""
        return self.human_card_height if seat == 0 else self.seat_card_height

    def position(self, seat: int) -> SeatPosition:
        """Where ``seat`` sits."""
        if not 0 <= seat < self.players:
            raise ValueError(f"no seat {seat} at a {self.players}-seat table")
        return self.positions[seat]

    def _spacing(self, seat: int) -> float:
        fraction = _HUMAN_SPACING if seat == 0 else _SEAT_SPACING
        return self.card_height(seat) * CARD_ASPECT * fraction

    def _fan_drop(self, seat: int) -> float:
        """How far the outermost card of a full hand sits below the middle one (the curve of the fan)."""
        return self.card_height(seat) * 0.05 if seat == 0 else 0.0

    def _fan_reach(self) -> float:
        """How far below the middle of the player's full hand its lowest card corner reaches."""
        height = self.human_card_height
        width = height * CARD_ASPECT
        middle = (MAX_HAND - 1) / 2
        reach = 0.0
        for index in range(MAX_HAND):
            offset = index - middle
            radians = math.radians(abs(_HUMAN_FAN_DEGREES * offset))
            half_box = (width * math.sin(radians) + height * math.cos(radians)) / 2
            drop = self._fan_drop(0) * (offset / middle) ** 2
            reach = max(reach, drop + half_box)
        return reach

    def _hand_half_length(self, seat: int, count: int = MAX_HAND) -> float:
        """Half the length of a hand of ``count`` cards along its fan."""
        width = self.card_height(seat) * CARD_ASPECT
        return (max(count, 1) - 1) * self._spacing(seat) / 2 + width / 2

    # --- Hands -----------------------------------------------------------------------------------------

    def hand_anchor(self, seat: int) -> QPointF:
        """The centre of ``seat``'s hand."""
        position = self.position(seat)
        seat_height = self.seat_card_height
        if position is SeatPosition.BOTTOM:
            return QPointF(self.width / 2, self.height - self.margin - self._fan_reach())
        if position is SeatPosition.TOP:
            return QPointF(self.width / 2, self.margin + seat_height / 2)
        middle = self.height / 2 - (0.0 if self.players == 4 else 0.4 * self.unit)
        if position is SeatPosition.LEFT:
            return QPointF(self.margin + seat_height / 2, middle)
        return QPointF(self.width - self.margin - seat_height / 2, middle)

    def hand(self, seat: int, count: int) -> list[Placement]:
        """Places for a hand of ``count`` cards, from the player's left to right (a gentle fan)."""
        # A farmer exchanging with the kitty holds eight for a moment before returning three.
        if not 0 <= count <= MAX_HAND + 2:
            raise ValueError(f"a hand holds 0 to {MAX_HAND + 2} cards, not {count}")
        position = self.position(seat)
        anchor = self.hand_anchor(seat)
        along, inward = position.along, position.inward
        spacing = self._spacing(seat)
        height = self.card_height(seat)
        middle = (count - 1) / 2
        half_span = max((MAX_HAND - 1) / 2, 1.0)
        placements = []
        for index in range(count):
            offset = index - middle
            drop = self._fan_drop(seat) * (offset / half_span) ** 2
            centre = anchor + _scaled(along, offset * spacing) - _scaled(inward, drop)
            fan = _HUMAN_FAN_DEGREES * offset if seat == 0 else 0.0
            placements.append(Placement(centre, position.rotation + fan, 100.0 + index, height))
        return placements

    def hand_bounds(self, seat: int, count: int = MAX_HAND) -> QRectF:
        """A rectangle holding every card of a hand of ``count`` (the player's own lifted as well)."""
        placements = self.hand(seat, count)
        rect = QRectF()
        for placement in placements:
            rect = rect.united(card_bounds(placement))
        if seat == 0:
            rect.setTop(rect.top() - self.human_card_height * _LIFT)
        return rect

    def sitting_out(self, seat: int, count: int) -> list[Placement]:
        """A squared-up face-down stack where a player who sits out lays the hand."""
        position = self.position(seat)
        anchor = self.hand_anchor(seat) - _scaled(position.inward, self.card_height(seat) * 0.08)
        height = min(self.card_height(seat), self.seat_card_height * 1.1)
        return [
            Placement(anchor + QPointF(index * 0.6, -index * 0.6), position.rotation, 100.0 + index, height)
            for index in range(count)
        ]

    # --- The middle ------------------------------------------------------------------------------------

    def _compute_centre(self) -> QPointF:
        """The middle of the free cloth between the top seat's cards and the player's hand."""
        top = self.margin + self.seat_card_height
        bottom = self.height - self.margin - self.human_card_height * (1 + _LIFT)
        return QPointF(self.width / 2, (top + bottom) / 2)

    def trick(self, seat: int, order: int) -> Placement:
        """Where ``seat``'s card lies in the trick; ``order`` (0-3) is when it was played (stacking)."""
        position = self.position(seat)
        height = self.trick_card_height
        width = height * CARD_ASPECT
        # Clear of each other: the top and bottom cards half a card up and down, the side cards a card across.
        vertical = position in (SeatPosition.BOTTOM, SeatPosition.TOP)
        distance = height * 0.56 if vertical else width * 1.22
        # A small fixed tilt per seat makes the trick look dropped by hand rather than typeset.
        tilt = (-3.0, 4.0, 2.0, -4.0)[position.value // 90]
        return Placement(self.centre + _scaled(position.inward, -distance), tilt, 200.0 + order, height)

    def deck(self, dealer: int | None, index: int) -> Placement:
        """The ``index``-th card (from the bottom) of the squared deck in front of ``dealer``.

        With no dealer yet (the draw for the first deal) the deck lies in the middle of the table.
        """
        if dealer is None:
            spot, rotation = self.centre, 0.0
        else:
            spot, rotation = self.trick(dealer, 0).pos, self.position(dealer).rotation
        return Placement(spot + QPointF(-index * 0.25, -index * 0.35), rotation, 50.0 + index,
                         self.trick_card_height)

    def kitty(self, index: int, count: int) -> Placement:
        """The kitty in the middle while bidding: face-down cards squared, the upcard (index 0) on top."""
        height = self.kitty_card_height
        width = height * CARD_ASPECT
        if index == 0:
            return Placement(self.centre + QPointF(width * 0.28, 0.0), 0.0, 90.0, height)
        stack_index = count - 1 - index
        return Placement(self.centre + QPointF(-width * 0.28 - stack_index * 0.3, -stack_index * 0.45), 0.0,
                         60.0 + stack_index, height)

    def kitty_aside(self, dealer: int, index: int, count: int) -> Placement:
        """The kitty put away once bidding is over: small, face down, fanned and tucked behind the dealer's
        name plate, peeking out on the table side of it, far from the trick (so nobody takes the dealer's
        discard for a card in play)."""
        position = self.position(dealer)
        plate = self.plate_rect(dealer)
        height = self.kitty_card_height * _ASIDE_CARD
        if position is SeatPosition.BOTTOM:
            edge = QPointF(plate.right() - 0.75 * self.unit, plate.top())
        elif position is SeatPosition.TOP:
            edge = QPointF(plate.right() - 0.75 * self.unit, plate.bottom())
        elif position is SeatPosition.LEFT:
            edge = QPointF(plate.right(), plate.center().y())
        else:
            edge = QPointF(plate.left(), plate.center().y())
        # Fanned like a hand about a point behind the plate, so only the cards' tops peek out from behind it.
        reach = height * 0.7
        pivot = edge - _scaled(position.inward, reach - height * (_ASIDE_SHOWING - 0.5))
        step = min(_ASIDE_FAN_DEGREES, _ASIDE_FAN_SPREAD / max(count - 1, 1))
        rotation = position.rotation + (index - (count - 1) / 2) * step
        radians = math.radians(rotation)
        spot = pivot + QPointF(math.sin(radians) * reach, -math.cos(radians) * reach)
        return Placement(spot, rotation, 60.0 + index, height)

    def pile(self, side: int, trick_index: int, card_index: int) -> Placement:
        """A card of the ``trick_index``-th trick won by ``side``, laid in a row beside one of its seats."""
        seat = side
        position = self.position(seat)
        height = self.pile_card_height
        width = height * CARD_ASPECT
        anchor = self.hand_anchor(seat)
        if position is SeatPosition.BOTTOM:
            direction = QPointF(1.0, 0.0)
            start = (anchor + QPointF(self._hand_half_length(0) + _GAP * self.unit + width / 2,
                                      self.human_card_height / 2 - height / 2 + self._fan_drop(0)))
        else:
            direction = QPointF(0.0, 1.0)
            start = anchor + QPointF(0.0, self._hand_half_length(seat) + _GAP * self.unit + width / 2)
        step = width * 0.42
        jitter = QPointF(card_index * 0.5, -card_index * 0.5)
        return Placement(start + _scaled(direction, trick_index * step) + jitter,
                         position.rotation,
                         300.0 + trick_index * 4 + card_index, height)

    # --- Panels ----------------------------------------------------------------------------------------

    @property
    def plate_size(self) -> tuple[float, float]:
        """(width, height) of a seat's name plate."""
        return _PLATE_WIDTH * self.unit, _PLATE_HEIGHT * self.unit

    def plate_rect(self, seat: int) -> QRectF:
        """The name plate of ``seat``: beside the hand at the bottom and top, above it at the sides."""
        position = self.position(seat)
        width, height = self.plate_size
        gap = _GAP * self.unit
        anchor = self.hand_anchor(seat)
        if position is SeatPosition.BOTTOM:
            right = anchor.x() - self._hand_half_length(0) - gap
            return QRectF(right - width, self.height - self.margin - height, width, height)
        if position is SeatPosition.TOP:
            right = anchor.x() - self._hand_half_length(seat) - gap
            return QRectF(right - width, self.margin, width, height)
        bottom = anchor.y() - self._hand_half_length(seat) - gap
        if position is SeatPosition.LEFT:
            return QRectF(self.margin, bottom - height, width, height)
        return QRectF(self.width - self.margin - width, bottom - height, width, height)

    def bubble_anchor(self, seat: int) -> tuple[QPointF, SeatPosition]:
        """The point a bid bubble points at, and the seat's position (the bubble opens towards the middle)."""
        position = self.position(seat)
        plate = self.plate_rect(seat)
        if position is SeatPosition.BOTTOM:
            return QPointF(plate.center().x(), plate.top()), position
        if position is SeatPosition.TOP:
            return QPointF(plate.center().x(), plate.bottom()), position
        if position is SeatPosition.LEFT:
            return QPointF(plate.right(), plate.center().y()), position
        return QPointF(plate.left(), plate.center().y()), position

    def score_rect(self, sides: int, with_cards: bool) -> QRectF:
        """The score panel in the top-left corner: a column per side, taller with the score cards."""
        if not 2 <= sides <= 4:
            raise ValueError(f"the score panel shows 2 to 4 sides, not {sides}")
        row = max(0.62, footprint(SCORE_CARD_HEIGHT * self.unit).height() / self.unit) if with_cards else 0.62
        return QRectF(self.margin, self.margin, 3.8 * self.unit, (0.7 + row + 0.1) * self.unit)

    def trump_rect(self) -> QRectF:
        """The trump indicator in the top-right corner."""
        width, height = 4.1 * self.unit, 1.05 * self.unit
        return QRectF(self.width - self.margin - width, self.margin, width, height)


def card_bounds(placement: Placement) -> QRectF:
    """The axis-aligned box around a card at ``placement``, turned as it is."""
    height = placement.height
    width = height * CARD_ASPECT
    radians = math.radians(placement.rotation)
    cos, sin = abs(math.cos(radians)), abs(math.sin(radians))
    box_width = width * cos + height * sin
    box_height = width * sin + height * cos
    return QRectF(
        placement.pos.x() - box_width / 2, placement.pos.y() - box_height / 2, box_width, box_height
    )
