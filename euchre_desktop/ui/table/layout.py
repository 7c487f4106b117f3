"""Where everything goes on the table, for any window size and for four, three or six seats.

Pure geometry: no items, no Qt widgets.  The table scene asks this module for the place of every card
(a ``Placement``) and every panel (a ``QRectF``) and recomputes all of them when the window changes size,
so the whole table scales with the view.  Sizes come from one unit, ``TableLayout.unit``: a sixteenth of
the width or a ninth of the height, whichever is smaller, so a 16:9 window is filled edge to edge and any
other shape keeps the table's proportions with extra cloth at the sides or top and bottom.

Seats are numbered as in the engine: 0 is the player at the bottom; play goes clockwise, so with four
players seat 1 sits on the left, 2 at the top (the partner), 3 on the right; with three (cutthroat) seat 1
is on the left and seat 2 on the right; with six (Bid Euchre) two seats sit at each side, seat 1 low and
seat 2 high on the left, seat 3 at the top, seat 4 high and seat 5 low on the right, so partners alternate
(0, 2, 4 against 1, 3, 5).  Every seat looks towards the middle: its cards are turned so that their tops
point inwards (``SeatPosition.rotation``).

``hand_size`` is the cards dealt to each seat: five in Euchre, six, eight or twelve in Bid Euchre.  A hand
keeps within the room its seat has (the player's between their plate and the won tricks, a side seat's in
its half of the side at six seats): past that length its cards overlap more instead of growing.  Twelve
cards at the smallest window and the largest card size still show every card's corner in one row, so the
hand never takes a second row.
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
    "TRAY_HEIGHT",
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
    """The side of the table each seat sits at, by seat number, for three, four or six players (at six, two
    seats share each side: see ``TableLayout``)."""
    if players == 4:
        return (SeatPosition.BOTTOM, SeatPosition.LEFT, SeatPosition.TOP, SeatPosition.RIGHT)
    if players == 3:
        return (SeatPosition.BOTTOM, SeatPosition.LEFT, SeatPosition.RIGHT)
    if players == 6:
        return (SeatPosition.BOTTOM, SeatPosition.LEFT, SeatPosition.LEFT, SeatPosition.TOP,
                SeatPosition.RIGHT, SeatPosition.RIGHT)
    raise ValueError(f"the table seats 3, 4 or 6 players, not {players}")


@dataclasses.dataclass(frozen=True, slots=True)
class Placement:
    """A card's resting place: centre, rotation in degrees, stacking order, and height in pixels."""

    pos: QPointF
    rotation: float
    z: float
    height: float


SCORE_CARD_HEIGHT = 0.55
"""The six-and-four cards' height, in table units."""

TRAY_HEIGHT = 1.15
"""The tallest the bowers' tray under the trump badge grows, in table units."""

MAX_HAND = 6
"""The most cards a Euchre hand holds (the dealer after picking up the upcard)."""

EUCHRE_HAND = 5
"""The cards dealt to each seat in Euchre: the layout's default ``hand_size``."""

HAND_SIZES = (5, 6, 8, 12)
"""Every ``hand_size`` the table lays out: Euchre's five, and Bid Euchre's six, eight and twelve."""

_EXTRA_HELD = 4
"""The most cards a hand holds past a full one for a moment: a farmer's, or a moon shooter's gifts."""

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
_TRICK_OFFSET = 0.56  # of a card's height: the top and bottom cards of a trick out from the middle
_SCORE_WIDTH = 3.8
_SCORE_HEIGHT = 1.42  # without the score cards
_TRUMP_WIDTH = 4.1
_LIFT = 0.12  # of a card's height: how high a hovered card rises (see card_item)
_ASIDE_CARD = 0.62  # of a kitty card: the cards put away (the kitty, discards) are small
_ASIDE_GAP = 0.12  # between the cards put away and their seat's plate: close enough to read as that seat's
_ASIDE_END = 0.75  # from the end of a top or bottom plate to the middle of the cards put away beside it
_ASIDE_FAN_DEGREES = 6.0  # between the cards put away
_ASIDE_FAN_SPREAD = 24.0  # the widest the cards put away fan, first card to last (cutthroat's kitty: nine)
_SIX_SEAT_CARD = 0.9  # six seats: the side seats' cards are smaller, two hands share each side
_SIX_SLOT_GAP = 0.3  # six seats: between the two hands of one side
_SIX_TRICK_ROWS = 0.53  # six seats: the side seats' trick cards, above and below the middle (of a card)
_SIX_TRICK_END = 0.62  # six seats: the top and bottom seats' trick cards, out from the middle (of a card)
_SIX_TRAY = 1.2  # six seats: the room under the trump badge for the bowers' tray, in units
_PILE_STEP = 0.42  # of a card's width: between the won tricks of a pile (closer with more than five tricks)


def _scaled(vector: QPointF, factor: float) -> QPointF:
    return QPointF(vector.x() * factor, vector.y() * factor)


class TableLayout:
    """The geometry of a table ``width`` x ``height`` pixels with ``players`` seats.

    ``hand_scale`` enlarges or shrinks the player's own cards (the "card size" setting); ``hand_size`` is the
    cards dealt to each seat (one of ``HAND_SIZES``); ``text_scale`` is how much larger the player wants the
    words (the "text size" setting): the plates, the trump badge, the score and the bubbles grow by
    ``panel_scale``, as near to it as the table has room for.
    """

    def __init__(self, width: float, height: float, players: int = 4, *, hand_scale: float = 1.0,
                 hand_size: int = EUCHRE_HAND, text_scale: float = 1.0) -> None:
        """Compute the layout; raises ValueError for a degenerate size, seat count or hand size."""
        if width < 200 or height < 150:
            raise ValueError(f"the table needs at least 200 x 150 pixels, not {width} x {height}")
        if not 0.6 <= hand_scale <= 1.4:
            raise ValueError(f"hand_scale must be between 0.6 and 1.4, not {hand_scale}")
        if hand_size not in HAND_SIZES:
            raise ValueError(f"a hand is dealt {', '.join(map(str, HAND_SIZES))} cards, not {hand_size}")
        self.width = float(width)
        self.height = float(height)
        self.players = players
        self.positions = seat_positions(players)
        self.hand_size = hand_size
        self.full_hand = max(MAX_HAND, hand_size)
        """The cards of a full hand, which the plates and piles leave room for (Euchre: the dealer's six)."""
        self.unit = min(self.width / 16.0, self.height / 9.0)
        # A window taller than 16:9 has cloth to spare above and below: let the cards grow into some of it
        # (the panels keep to ``unit``, which the width limits).
        self.card_unit = min(self.height / 9.0, self.unit * _TALL_CARD_GROWTH)
        self.margin = _MARGIN * self.unit
        self.human_card_height = _HUMAN_CARD * self.card_unit * hand_scale
        self.seat_card_height = (_SIX_SEAT_CARD if players == 6 else _SEAT_CARD) * self.card_unit
        self.trick_card_height = _TRICK_CARD * self.card_unit
        self.kitty_card_height = _KITTY_CARD * self.card_unit
        self.pile_card_height = _PILE_CARD * self.card_unit
        self.panel_scale = 1.0
        """How much larger than their usual size the panels are drawn (at least 1, at most ``text_scale``)."""
        self._column = self._compute_column()
        self.centre = self._compute_centre()
        if text_scale > 1.0:
            # Imported here: the check reads the very layout being built.
            from .panel_room import largest_fitting_scale
            largest_fitting_scale(self, text_scale)

    def set_panel_scale(self, scale: float) -> None:
        """Grow the panels by ``scale`` (see ``panel_scale``), and move what makes room for them.

        Grown, the partner's plate moves below its hand (beside it, it would meet the score), the trick
        comes down below that plate, and the side hands come down below the score and the bowers' tray; at
        six seats the top plate stays beside its hand, and the sides' columns shorten under the corners.
        """
        self.panel_scale = scale
        self._column = self._compute_column()  # six seats: the sides' hands keep clear of the grown corners
        self.centre = self._compute_centre()

    @property
    def text_unit(self) -> float:
        """The unit the panels' words are sized from: ``unit`` grown by ``panel_scale``."""
        return self.unit * self.panel_scale

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

    def _spacing(self, seat: int, count: int) -> float:
        """From one card of a hand of ``count`` to the next: overlapping more when it would leave its room."""
        width = self.card_height(seat) * CARD_ASPECT
        natural = width * (_HUMAN_SPACING if seat == 0 else _SEAT_SPACING)
        room = self._room(seat)
        if room is None or count <= 1:
            return natural
        return min(natural, (room - width) / (count - 1))

    def _room(self, seat: int) -> float | None:
        """The longest ``seat``'s hand may grow (None: as long as it likes)."""
        position = self.position(seat)
        if position is SeatPosition.BOTTOM and self.hand_size > EUCHRE_HAND:
            # Euchre's hands keep the spacing they always had (a full hand never needs less).
            return self.width - 2 * (self.margin + self.plate_size[0] + _GAP * self.unit)
        if self.players == 6 and position in (SeatPosition.LEFT, SeatPosition.RIGHT):
            return self._column[2]
        return None

    def _fan_degrees(self) -> float:
        """How far each of the player's cards turns from the next: a full hand fans as widely as six do."""
        return _HUMAN_FAN_DEGREES * (MAX_HAND - 1) / (self.full_hand - 1)

    def _fan_drop(self, seat: int) -> float:
        """How far the outermost card of a full hand sits below the middle one (the curve of the fan)."""
        return self.card_height(seat) * 0.05 if seat == 0 else 0.0

    def _fan_reach(self) -> float:
        """How far below the middle of the player's full hand its lowest card corner reaches."""
        height = self.human_card_height
        width = height * CARD_ASPECT
        middle = (self.full_hand - 1) / 2
        reach = 0.0
        for index in range(self.full_hand):
            offset = index - middle
            radians = math.radians(abs(self._fan_degrees() * offset))
            half_box = (width * math.sin(radians) + height * math.cos(radians)) / 2
            drop = self._fan_drop(0) * (offset / middle) ** 2
            reach = max(reach, drop + half_box)
        return reach

    def _hand_half_length(self, seat: int, count: int | None = None) -> float:
        """Half the length of a hand of ``count`` cards (None: a full hand) along its fan."""
        count = self.full_hand if count is None else max(count, 1)
        width = self.card_height(seat) * CARD_ASPECT
        return (count - 1) * self._spacing(seat, count) / 2 + width / 2

    # --- Hands -----------------------------------------------------------------------------------------

    def _compute_column(self) -> tuple[float, float, float]:
        """Six seats: the top and bottom of each side's column of two hands, and each hand's room in it.

        The column starts below the score (left) and the trump badge with room for the bowers' tray under
        it (right), and ends above the player's plate.  Each seat's plate sits on the table side of its
        hand, level with the hand's top, so the two hands of a side have the whole column.
        """
        if self.players != 6:
            return 0.0, self.height, self.height
        gap = _GAP * self.unit
        tray = self.trump_rect().bottom() + _SIX_TRAY * self.unit
        top = max(self.score_rect(2, True).bottom(), tray) + gap
        bottom = self.height - self.margin - self.plate_size[1] - gap
        return top, bottom, (bottom - top - _SIX_SLOT_GAP * self.unit) / 2

    def hand_anchor(self, seat: int) -> QPointF:
        """The centre of ``seat``'s hand."""
        position = self.position(seat)
        seat_height = self.seat_card_height
        if position is SeatPosition.BOTTOM:
            return QPointF(self.width / 2, self.height - self.margin - self._fan_reach())
        if position is SeatPosition.TOP:
            middle = self.width / 2
            if self.hand_size > EUCHRE_HAND:
                # A long hand moves right just enough for its plate to clear the score.
                plate = self.score_rect(2, True).right() + self.plate_size[0] + 2 * _GAP * self.unit
                middle = max(middle, plate + self._hand_half_length(seat))
            return QPointF(middle, self.margin + seat_height / 2)
        if self.players == 6:
            top, bottom, room = self._column
            # Each hand hangs from the top of its half of the column, with its plate level with its top.
            middle = (top if seat in (2, 4) else bottom - room) + self._hand_half_length(seat)
        else:
            middle = self.height / 2 - (0.0 if self.players == 4 else 0.4 * self.unit)
            if self.panel_scale > 1.0:
                # Grown panels: the hand comes down below the score (left) or the bowers' tray (right) and its
                # plate, at both sides alike.
                tray = self.trump_rect().bottom() + (0.12 + TRAY_HEIGHT) * self.unit
                corners = max(self.score_rect(2, True).bottom(), tray)
                above = corners + self.plate_size[1] + 2 * _GAP * self.unit
                middle = max(middle, above + self._hand_half_length(seat))
            if position is SeatPosition.RIGHT and self.hand_size > EUCHRE_HAND:
                # A long hand on the right comes down enough to leave the bowers' tray its room above it.
                tray = self.trump_rect().bottom() + _SIX_TRAY * self.unit + _GAP * self.unit
                plate = self.plate_size[1] + _GAP * self.unit
                middle = max(middle, tray + plate + self._hand_half_length(seat))
        if position is SeatPosition.LEFT:
            return QPointF(self.margin + seat_height / 2, middle)
        return QPointF(self.width - self.margin - seat_height / 2, middle)

    def hand(self, seat: int, count: int) -> list[Placement]:
        """Places for a hand of ``count`` cards, from the player's left to right (a gentle fan)."""
        # A farmer exchanging with the kitty holds eight for a moment before returning three, and a moon
        # shooter holds the partners' best before discarding as many.
        if not 0 <= count <= self.full_hand + _EXTRA_HELD:
            raise ValueError(f"a hand holds 0 to {self.full_hand + _EXTRA_HELD} cards, not {count}")
        position = self.position(seat)
        anchor = self.hand_anchor(seat)
        along, inward = position.along, position.inward
        spacing = self._spacing(seat, count)
        height = self.card_height(seat)
        middle = (count - 1) / 2
        # Bid Euchre's fan curves no deeper for a card or two more than a full hand (Euchre's always has).
        longest = max(self.full_hand, count) if self.hand_size > EUCHRE_HAND else self.full_hand
        half_span = max((longest - 1) / 2, 1.0)
        placements = []
        for index in range(count):
            offset = index - middle
            drop = self._fan_drop(seat) * (offset / half_span) ** 2
            centre = anchor + _scaled(along, offset * spacing) - _scaled(inward, drop)
            fan = self._fan_degrees() * offset if seat == 0 else 0.0
            placements.append(Placement(centre, position.rotation + fan, 100.0 + index, height))
        return placements

    def hand_bounds(self, seat: int, count: int | None = None) -> QRectF:
        """A rectangle holding every card of a hand of ``count`` (None: a full hand; the player's own lifted
        as well)."""
        rect = _fan_bounds(self.hand(seat, self.full_hand if count is None else count))
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
        middle = (top + bottom) / 2
        if self.panel_scale > 1.0 and self.players == 4:
            # The top card of the trick lies clear of the partner's grown plate.
            reach = self.trick_card_height * (_TRICK_OFFSET + 0.5)
            middle = max(middle, self.plate_rect(2).bottom() + _GAP * self.unit + reach)
        return QPointF(self.width / 2, middle)

    def trick(self, seat: int, order: int) -> Placement:
        """Where ``seat``'s card lies in the trick; ``order`` is when it was played (stacking)."""
        position = self.position(seat)
        height = self.trick_card_height
        width = height * CARD_ASPECT
        vertical = position in (SeatPosition.BOTTOM, SeatPosition.TOP)
        if self.players == 6:
            # Two rows of three, each card towards its seat: the side seats' a card across and half a card up
            # or down, the top and bottom seats' further out, so no two cards cover each other.
            if vertical:
                spot = self.centre + _scaled(position.inward, -height * _SIX_TRICK_END)
            else:
                row = -1.0 if seat in (2, 4) else 1.0
                spot = self.centre + _scaled(position.inward, -width * 1.22) + QPointF(
                    0.0, row * height * _SIX_TRICK_ROWS)
            return Placement(spot, (-3.0, 4.0, -2.0, 2.0, -4.0, 3.0)[seat], 200.0 + order, height)
        # Clear of each other: the top and bottom cards half a card up and down, the side cards a card across.
        distance = height * _TRICK_OFFSET if vertical else width * 1.22
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

    def put_away(self, seat: int, index: int, count: int) -> Placement:
        """The ``index``-th of ``count`` cards ``seat`` puts away face down once bidding is over (the dealer's
        kitty, a player's discards): small and fanned on the cloth beside that seat's name plate, on the
        table side of it and clear of it (see ``_aside_corner``), far from the trick (so nobody takes a
        discard for a card in play)."""
        fan = self._aside_fan(seat, count)
        box = _fan_bounds(fan)
        shift = self._aside_corner(seat, box.width(), box.height()) - box.topLeft()
        return dataclasses.replace(fan[index], pos=fan[index].pos + shift)

    def _aside_corner(self, seat: int, width: float, height: float) -> QPointF:
        """The top left corner of the cards put away by ``seat``, ``width`` x ``height`` fanned, just clear
        of the plate: above the player's plate at its end by the hand, below the top seat's at its end away
        from the trick, beside a side seat's level with its top (which keeps it under the score and the
        bowers' tray, as the plate is)."""
        position = self.position(seat)
        plate = self.plate_rect(seat)
        gap, end = _ASIDE_GAP * self.unit, _ASIDE_END * self.unit
        if position is SeatPosition.BOTTOM:
            return QPointF(plate.right() - end - width / 2, plate.top() - gap - height)
        if position is SeatPosition.TOP:
            # The end away from the trick: a grown plate lies above the trick, and a long hand's (Bid
            # Euchre's) right of the middle.
            middle = plate.left() + end if plate.center().x() <= self.centre.x() else plate.right() - end
            return QPointF(middle - width / 2, plate.bottom() + gap)
        if position is SeatPosition.LEFT:
            return QPointF(plate.right() + gap, plate.top())
        return QPointF(plate.left() - gap - width, plate.top())

    def _aside_fan(self, seat: int, count: int) -> list[Placement]:
        """The put-away cards fanned like a hand, tops towards the middle, about the origin."""
        rotation = self.position(seat).rotation
        height = self.kitty_card_height * _ASIDE_CARD
        reach = height * 0.7
        step = min(_ASIDE_FAN_DEGREES, _ASIDE_FAN_SPREAD / max(count - 1, 1))
        fan = []
        for index in range(count):
            turned = rotation + (index - (count - 1) / 2) * step
            radians = math.radians(turned)
            fan.append(Placement(QPointF(math.sin(radians) * reach, -math.cos(radians) * reach), turned,
                                 60.0 + index, height))
        return fan

    def pile_seat(self, side: int) -> int:
        """The seat beside which ``side``'s won tricks lie: its own seat, or at six seats the player's and the
        top seat's (the side seats have no room to spare)."""
        return (0, 3)[side] if self.players == 6 else side

    def pile(self, side: int, trick_index: int, card_index: int) -> Placement:
        """A card of the ``trick_index``-th trick won by ``side``, laid in a row beside one of its seats."""
        seat = self.pile_seat(side)
        position = self.position(seat)
        height = self.pile_card_height
        width = height * CARD_ASPECT
        anchor = self.hand_anchor(seat)
        if position is SeatPosition.BOTTOM:
            direction = QPointF(1.0, 0.0)
            start = (anchor + QPointF(self._hand_half_length(0) + _GAP * self.unit + width / 2,
                                      self.human_card_height / 2 - height / 2 + self._fan_drop(0)))
        elif position is SeatPosition.TOP:
            direction = QPointF(1.0, 0.0)
            start = anchor + QPointF(self._hand_half_length(seat) + _GAP * self.unit + width / 2,
                                     height / 2 - self.seat_card_height / 2)
        else:
            direction = QPointF(0.0, 1.0)
            start = anchor + QPointF(0.0, self._hand_half_length(seat) + _GAP * self.unit + width / 2)
        # More than five tricks lie closer together, so a pile of twelve is no longer than one of five.
        step = width * _PILE_STEP * min(1.0, 4 / (self.hand_size - 1))
        jitter = QPointF(card_index * 0.5, -card_index * 0.5)
        return Placement(start + _scaled(direction, trick_index * step) + jitter,
                         position.rotation,
                         300.0 + trick_index * 4 + card_index, height)

    # --- Panels ----------------------------------------------------------------------------------------

    @property
    def plate_size(self) -> tuple[float, float]:
        """(width, height) of a seat's name plate."""
        return _PLATE_WIDTH * self.text_unit, _PLATE_HEIGHT * self.text_unit

    def plate_rect(self, seat: int) -> QRectF:
        """The name plate of ``seat``: beside the hand at the bottom and top, above it at the sides (at six
        seats, on the table side of it)."""
        position = self.position(seat)
        width, height = self.plate_size
        gap = _GAP * self.unit
        anchor = self.hand_anchor(seat)
        if position is SeatPosition.BOTTOM:
            right = anchor.x() - self._hand_half_length(0) - gap
            return QRectF(right - width, self.height - self.margin - height, width, height)
        if position is SeatPosition.TOP:
            # Below the hand: beside it, a grown plate would meet the score (at six seats the hand moves
            # right instead, since below it the plate would lie where the bids are made).
            if self.panel_scale > 1.0 and self.players != 6:
                top = self.margin + self.seat_card_height + gap
                return QRectF(anchor.x() - width / 2, top, width, height)
            right = anchor.x() - self._hand_half_length(seat) - gap
            return QRectF(right - width, self.margin, width, height)
        if self.players == 6:
            # Level with the top of the hand, clear of the score above and the player's cards below.
            top = anchor.y() - self._hand_half_length(seat) - height / 2
            if position is SeatPosition.LEFT:
                return QRectF(anchor.x() + self.seat_card_height / 2 + gap, top, width, height)
            return QRectF(anchor.x() - self.seat_card_height / 2 - gap - width, top, width, height)
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
            if self.panel_scale > 1.0:
                # The grown plate sits over the kitty: its words go beside it, where the trump badge will be.
                return QPointF(plate.right(), plate.center().y()), SeatPosition.LEFT
            return QPointF(plate.center().x(), plate.bottom()), position
        if self.players == 6 and seat in (1, 5):
            # The lower seats at the sides speak upwards: opening inwards, their words would sit under the
            # bid panel, which is as wide as the cloth between them.
            return QPointF(plate.center().x(), plate.top()), SeatPosition.BOTTOM
        if position is SeatPosition.LEFT:
            return QPointF(plate.right(), plate.center().y()), position
        return QPointF(plate.left(), plate.center().y()), position

    def score_rect(self, sides: int, with_cards: bool) -> QRectF:
        """The score panel in the top-left corner: a column per side, taller with the score cards."""
        if not 2 <= sides <= 4:
            raise ValueError(f"the score panel shows 2 to 4 sides, not {sides}")
        unit = self.text_unit
        row = max(0.62, footprint(SCORE_CARD_HEIGHT * unit).height() / unit) if with_cards else 0.62
        return QRectF(self.margin, self.margin, _SCORE_WIDTH * unit, (_SCORE_HEIGHT - 0.62 + row) * unit)

    def trump_rect(self) -> QRectF:
        """The trump indicator in the top-right corner."""
        width, height = _TRUMP_WIDTH * self.text_unit, 1.05 * self.text_unit
        return QRectF(self.width - self.margin - width, self.margin, width, height)


def _fan_bounds(places: list[Placement]) -> QRectF:
    """The box around every card of ``places`` (a hand, the cards put away)."""
    box = QRectF()
    for place in places:
        box = box.united(card_bounds(place))
    return box


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
