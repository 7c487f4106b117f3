"""The traditional six-and-four score cards: a 6 and a 4 laid so that the pips showing count the score.

Players keep score with a 6 and a 4 from outside the Euchre deck: one card lies over the other so that
exactly as many pips show as the side has points (seed 001).  This module decides, for 0 to 10 points,
which card lies under, which over, face up or down, and where, so that the visible pips add up:

- 0: both face down.
- 1 to 3: the 4 face up, the 6 face down over it hiding all but 1, 2 or 3 pips.
- 4: the 4 face up on top of the face-down 6.
- 5: the 6 face up, the face-down 4 over it hiding one pip.
- 6: the 6 face up on top of the face-down 4.
- 7 to 9: the 6 face up, the face-up 4 over it hiding all but 3, 4 or 5 of its pips (4 + 3, 4 + 4, 4 + 5).
- 10: both face up side by side.

``visible_pips`` checks an arrangement geometrically (a pip counts only when no part of it is covered), and
the tests hold every arrangement to its score.  Scores past 10 show as 10.
"""

from __future__ import annotations

import dataclasses

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QPainter, QTransform

from ...engine import Suit
from ..theme import CARD_ASPECT, TABLE
from .card_art import PIP_SIZE, PLAIN_LOOK, CardLook, paint_back, paint_spot_card, pip_layout

__all__ = [
    "MAX_SCORE_SHOWN",
    "ScoreCardLayout",
    "footprint",
    "layout_for",
    "paint_score_cards",
    "visible_pips",
]

MAX_SCORE_SHOWN = 10
"""The most a six and a four can show."""


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


_LAYOUTS = {
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


def layout_for(score: int) -> ScoreCardLayout:
    """How the pair lies for ``score`` points (scores past 10 show 10; negative scores are an error)."""
    if score < 0:
        raise ValueError(f"a score can't be negative: {score}")
    return _LAYOUTS[min(score, MAX_SCORE_SHOWN)]


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


def footprint(height: float) -> QRectF:
    """A box, relative to the lower card's centre, that holds the pair for every score."""
    width = height * CARD_ASPECT
    box = QRectF(-width / 2, -height / 2, width, height)
    for layout in _LAYOUTS.values():
        transform = layout.over_transform(width, height)
        box = box.united(transform.mapRect(QRectF(-width / 2, -height / 2, width, height)))
    return box


def paint_score_cards(painter: QPainter, centre: QPointF, height: float, score: int, suit: Suit,
                      look: CardLook = PLAIN_LOOK) -> None:
    """Paint the pair for ``score`` with the lower card centred on ``centre`` and ``height`` pixels tall."""
    layout = layout_for(score)
    width = height * CARD_ASPECT
    card = QRectF(-width / 2, -height / 2, width, height)
    painter.save()
    painter.translate(centre)
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
        paint_back(painter, card)
