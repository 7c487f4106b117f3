"""The traditional score cards: a 6 and a 4 (or a 2 and a 3) laid so that the pips showing count the score.

Players keep score with a pair of low cards from outside the Euchre deck: one card lies over the other so
that exactly as many pips show as the side has points (seed 001).  This module decides, for each score,
which card lies under, which over, face up or down, and where, so that the visible pips add up.

The six and four count 0 to 10:

- 0: both face down.
- 1 to 3: the 4 face up, the 6 face down over it hiding all but 1, 2 or 3 pips.
- 4: the 4 face up on top of the face-down 6.
- 5: the 6 face up, the face-down 4 over it hiding one pip.
- 6: the 6 face up on top of the face-down 4.
- 7 to 9: the 6 face up, the face-up 4 over it hiding all but 3, 4 or 5 of its pips (4 + 3, 4 + 4, 4 + 5).
- 10: both face up side by side.

The two and three count 0 to 5: both face down; the 2 face up with the face-down 3 hiding one pip; the 2 on
top; the 3 on top; the 3 with the face-up 2 over it hiding one pip (2 + 2); both side by side.

Past what its pips count, a side lays a counter under the pair: a face-down card crosswise, worth the pair's
reach (10 for the six and four, 5 for the two and three) each; so 11 is a counter and one pip.  A side below
zero is "in the hole": its pair lies sideways, showing what it owes.  ``ScoreShowing`` is one such laying,
``showing_for`` finds it and ``shown_score`` reads it back; ``visible_pips`` checks an arrangement
geometrically (a pip counts only when no part of it is covered).  The tests hold every showing to its score.
"""

from __future__ import annotations

import dataclasses
import enum

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QPainter, QTransform

from ...engine import Suit
from ..theme import CARD_ASPECT, TABLE
from .card_art import PIP_SIZE, PLAIN_LOOK, CardLook, paint_back, paint_spot_card, pip_layout

__all__ = [
    "MAX_COUNTERS",
    "ScoreCardLayout",
    "ScorePair",
    "ScoreShowing",
    "footprint",
    "layout_for",
    "paint_score_cards",
    "showing_for",
    "shown_score",
    "visible_pips",
]

MAX_COUNTERS = 3
"""The most counters laid under a pair (higher scores show as many as that)."""


class ScorePair(enum.Enum):
    """Which pair of low cards keeps the score; the value is the setting's."""

    SIX_FOUR = "six_four"
    """A 6 and a 4: the pips count to 10."""
    TWO_THREE = "two_three"
    """A 2 and a 3: the pips count to 5."""

    @property
    def reach(self) -> int:
        """The most the pair's pips count."""
        return 10 if self is ScorePair.SIX_FOUR else 5


@dataclasses.dataclass(frozen=True, slots=True)
class ScoreCardLayout:
    """One way to lay the pair: the card underneath at the origin, the other over it, moved and turned.

    Offsets are in card widths (x) and card heights (y), from the lower card's centre to the upper card's.
    """

    under_spots: int
    under_face_up: bool
    over_spots: int
    over_face_up: bool
    over_dx: float
    over_dy: float
    over_rotation: float = 0.0

    def over_transform(self, width: float, height: float) -> QTransform:
        """Maps the upper card's own coordinates (centre at the origin) to the lower card's (centre too)."""
        transform = QTransform()
        transform.translate(self.over_dx * width, self.over_dy * height)
        transform.rotate(self.over_rotation)
        return transform


_SIX_FOUR = {
    0: ScoreCardLayout(6, False, 4, False, 0.12, 0.1),
    1: ScoreCardLayout(4, True, 6, False, 0.338, 0.04, 26.0),
    2: ScoreCardLayout(4, True, 6, False, 0.0, 0.5),
    3: ScoreCardLayout(4, True, 6, False, 0.5, 0.5),
    4: ScoreCardLayout(6, False, 4, True, 0.12, 0.1),
    5: ScoreCardLayout(6, True, 4, False, 0.5, 0.64),
    6: ScoreCardLayout(4, False, 6, True, 0.12, 0.1),
    7: ScoreCardLayout(6, True, 4, True, 0.5, 0.0),
    8: ScoreCardLayout(6, True, 4, True, 0.0, 0.64),
    9: ScoreCardLayout(6, True, 4, True, 0.5, 0.64),
    10: ScoreCardLayout(6, True, 4, True, 1.08, 0.0),
}
_TWO_THREE = {
    0: ScoreCardLayout(3, False, 2, False, 0.12, 0.1),
    1: ScoreCardLayout(2, True, 3, False, 0.0, 0.5),
    2: ScoreCardLayout(3, False, 2, True, 0.12, 0.1),
    3: ScoreCardLayout(2, False, 3, True, 0.12, 0.1),
    4: ScoreCardLayout(3, True, 2, True, 0.0, 0.64),
    5: ScoreCardLayout(3, True, 2, True, 1.08, 0.0),
}
_LAYOUTS = {ScorePair.SIX_FOUR: _SIX_FOUR, ScorePair.TWO_THREE: _TWO_THREE}


@dataclasses.dataclass(frozen=True, slots=True)
class ScoreShowing:
    """How one side's score is laid: the ``pips`` the pair shows, ``counters`` under it, ``in_the_hole``."""

    pips: int
    counters: int
    in_the_hole: bool


def layout_for(pips: int, pair: ScorePair = ScorePair.SIX_FOUR) -> ScoreCardLayout:
    """How ``pair`` lies to show ``pips`` (0 to the pair's reach)."""
    if not 0 <= pips <= pair.reach:
        raise ValueError(f"{pair.name} shows 0 to {pair.reach} pips, not {pips}")
    return _LAYOUTS[pair][pips]


def showing_for(score: int, pair: ScorePair = ScorePair.SIX_FOUR) -> ScoreShowing:
    """How a side with ``score`` points lays ``pair``: counters past its reach, sideways below zero."""
    owed = abs(score)
    counters = min(MAX_COUNTERS, max(0, (owed - 1) // pair.reach))
    return ScoreShowing(min(pair.reach, owed - counters * pair.reach), counters, score < 0)


def shown_score(showing: ScoreShowing, pair: ScorePair = ScorePair.SIX_FOUR) -> int:
    """The score a player reads from ``showing``: the pips showing plus the counters, owed if sideways."""
    points = visible_pips(layout_for(showing.pips, pair)) + showing.counters * pair.reach
    return -points if showing.in_the_hole else points


def _pip_boxes(spots: int, width: float, height: float) -> list[QRectF]:
    """Each pip's box, in the card's own coordinates with the centre at the origin."""
    size = width * PIP_SIZE
    return [QRectF(x * width - width / 2 - size / 2, y * height - height / 2 - size / 2, size, size)
            for x, y, _ in pip_layout(spots)]


def _inside_card(point: QPointF, width: float, height: float) -> bool:
    return abs(point.x()) <= width / 2 and abs(point.y()) <= height / 2


def visible_pips(layout: ScoreCardLayout, width: float = CARD_ASPECT, height: float = 1.0) -> int:
    """Count the pips a player sees: the upper card's if face up, plus the lower card's wholly uncovered."""
    count = layout.over_spots if layout.over_face_up else 0
    if not layout.under_face_up:
        return count
    to_over, invertible = layout.over_transform(width, height).inverted()
    if not invertible:
        raise ValueError("score-card layout has a degenerate transform")
    for box in _pip_boxes(layout.under_spots, width, height):
        corners = (box.topLeft(), box.topRight(), box.bottomLeft(), box.bottomRight(), box.center())
        if not any(_inside_card(to_over.map(corner), width, height) for corner in corners):
            count += 1
    return count


def _pair_box(height: float, pair: ScorePair) -> QRectF:
    """A box, relative to the lower card's centre, that holds ``pair`` laid for any number of pips."""
    width = height * CARD_ASPECT
    box = QRectF(-width / 2, -height / 2, width, height)
    for layout in _LAYOUTS[pair].values():
        transform = layout.over_transform(width, height)
        box = box.united(transform.mapRect(QRectF(-width / 2, -height / 2, width, height)))
    return box


def _counter_box(height: float) -> QRectF:
    """The counters' box, relative to the lower card's centre: crosswise, under the pair's lower edge."""
    width = height * CARD_ASPECT
    return QRectF(-height / 2, height * 0.5 - width * 0.35, height + 2 * MAX_COUNTERS, width)


def footprint(height: float, pair: ScorePair = ScorePair.SIX_FOUR) -> QRectF:
    """A box, relative to the lower card's centre, that holds ``pair`` and its counters for every score."""
    return _pair_box(height, pair).united(_counter_box(height))


def paint_score_cards(painter: QPainter, centre: QPointF, height: float, score: int, suit: Suit,
                      look: CardLook = PLAIN_LOOK, pair: ScorePair = ScorePair.SIX_FOUR) -> None:
    """Paint ``pair`` laid for ``score`` with the lower card centred on ``centre`` and ``height`` pixels tall
    (within ``footprint``)."""
    showing = showing_for(score, pair)
    layout = layout_for(showing.pips, pair)
    width = height * CARD_ASPECT
    card = QRectF(-width / 2, -height / 2, width, height)
    painter.save()
    painter.translate(centre)
    counters = _counter_box(height)
    for index in range(showing.counters):
        painter.save()
        painter.translate(counters.left() + height / 2 + index * 2, counters.center().y() - index * 2)
        painter.rotate(90.0)
        _paint_shadowed(painter, card, 0, False, suit, look)
        painter.restore()
    if showing.in_the_hole:
        # Sideways, and smaller where it needs to be, so it stays within the footprint.
        box = _pair_box(height, pair)
        turned = QTransform().rotate(90.0).mapRect(box)
        scale = min(1.0, box.width() / turned.width(), box.height() / turned.height())
        painter.translate(box.center())
        painter.scale(scale, scale)
        painter.rotate(90.0)
        painter.translate(-box.center())
    for spots, face_up, transform in (
            (layout.under_spots, layout.under_face_up, QTransform()),
            (layout.over_spots, layout.over_face_up, layout.over_transform(width, height))):
        painter.save()
        painter.setTransform(transform, True)
        _paint_shadowed(painter, card, spots, face_up, suit, look)
        painter.restore()
    painter.restore()


def _paint_shadowed(painter: QPainter, card: QRectF, spots: int, face_up: bool, suit: Suit,
                    look: CardLook) -> None:
    radius = card.width() * 0.065
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(TABLE.shadow)
    painter.drawRoundedRect(card.translated(0.0, max(1.0, card.height() * 0.015)), radius, radius)
    painter.restore()
    if face_up:
        paint_spot_card(painter, card, suit, spots, look)
    else:
        paint_back(painter, card, look.back)
