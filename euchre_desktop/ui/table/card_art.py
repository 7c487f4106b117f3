"""Card art drawn by the app: suit symbols as paths, indices, pips, court cards, the Benny and the back.

Nothing here comes from a font glyph or an image file: suits are ``QPainterPath`` outlines, so they stay
sharp at any size and never turn into boxes on a machine without symbol fonts.  Rank letters use the
table's label font (see ``theme``).

Drawing a court card takes about a millisecond, far too slow to repeat every animation frame, so
``CardRenderer`` paints each (card, size, device pixel ratio, look) once into a ``QPixmap`` and keeps it.
"""

from __future__ import annotations

import collections
import dataclasses
import enum
import functools
import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFontMetricsF,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QPolygonF,
    QTransform,
)

from ...engine import BENNY, Card, Rank, Suit, left_bower, right_bower
from .. import theme
from ..theme import TABLE, suit_palette

__all__ = [
    "PLAIN_LOOK",
    "CardLook",
    "CardMarker",
    "CardRenderer",
    "crown_path",
    "draw_suit",
    "paint_back",
    "paint_card",
    "paint_face",
    "paint_spot_card",
    "pip_layout",
    "rotation_of",
    "star_path",
    "suit_path",
    "transform_is_translation",
]


class CardMarker(enum.Enum):
    """A trump marker printed beside a card's index once trump is named."""

    NONE = "none"
    """No marker."""
    RIGHT_BOWER = "right"
    """A small crown: this jack is the right bower, the highest trump."""
    LEFT_BOWER = "left"
    """The trump suit beside the index: this jack belongs to trump for the hand."""


@dataclasses.dataclass(frozen=True, slots=True)
class CardLook:
    """Everything besides the card itself that changes how a card face is drawn."""

    four_colour: bool = False
    """Clubs green and diamonds blue instead of black and red."""
    marker: CardMarker = CardMarker.NONE
    """The bower marker to print beside the index."""
    trump: Suit | None = None
    """The trump suit, shown by the left-bower marker; required when ``marker`` is LEFT_BOWER."""
    dimmed: bool = False
    """Veiled: the card can't be played now."""
    selected: bool = False
    """Outlined: chosen, waiting for a confirming tap."""

    def __post_init__(self) -> None:
        if self.marker is CardMarker.LEFT_BOWER and self.trump is None:
            raise ValueError("a left-bower marker needs the trump suit (CardLook.trump)")

    @classmethod
    def on_table(cls, card: Card | None, trump: Suit | None, *, four_colour: bool, dimmed: bool = False,
                 selected: bool = False) -> CardLook:
        """How ``card`` looks on the table with ``trump`` named (None: not yet): its bower marked."""
        marker = CardMarker.NONE
        if trump is not None and card is not None and card != BENNY:
            if card == right_bower(trump):
                marker = CardMarker.RIGHT_BOWER
            elif card == left_bower(trump):
                marker = CardMarker.LEFT_BOWER
        return cls(four_colour=four_colour, marker=marker,
                   trump=trump if marker is CardMarker.LEFT_BOWER else None, dimmed=dimmed, selected=selected)


PLAIN_LOOK = CardLook()
"""A card with no marker, in two colours, neither dimmed nor selected."""


# --- Suit symbols -----------------------------------------------------------------------------------------
# Each outline lives in a unit box centred on the origin (x and y from -0.5 to 0.5, y pointing down) and is
# symmetric about the vertical axis: the right half is the mirror image of the left, so the shapes are even.


def _mirrored(points: list[tuple[float, float]]) -> list[tuple[float, float]]:
    return [(-x, y) for x, y in points]


def _heart() -> QPainterPath:
    path = QPainterPath()
    path.moveTo(0.0, 0.47)
    path.cubicTo(-0.1, 0.33, -0.5, 0.1, -0.5, -0.17)
    path.cubicTo(-0.5, -0.37, -0.37, -0.47, -0.24, -0.47)
    path.cubicTo(-0.11, -0.47, -0.03, -0.39, 0.0, -0.28)
    path.cubicTo(0.03, -0.39, 0.11, -0.47, 0.24, -0.47)
    path.cubicTo(0.37, -0.47, 0.5, -0.37, 0.5, -0.17)
    path.cubicTo(0.5, 0.1, 0.1, 0.33, 0.0, 0.47)
    path.closeSubpath()
    return path


def _diamond() -> QPainterPath:
    path = QPainterPath()
    path.moveTo(0.0, -0.5)
    path.quadTo(0.16, -0.2, 0.39, 0.0)
    path.quadTo(0.16, 0.2, 0.0, 0.5)
    path.quadTo(-0.16, 0.2, -0.39, 0.0)
    path.quadTo(-0.16, -0.2, 0.0, -0.5)
    path.closeSubpath()
    return path


def _stem(top: float) -> QPainterPath:
    """The flared foot shared by spades and clubs."""
    path = QPainterPath()
    path.moveTo(-0.035, top)
    path.cubicTo(-0.04, 0.3, -0.1, 0.42, -0.2, 0.5)
    path.lineTo(0.2, 0.5)
    path.cubicTo(0.1, 0.42, 0.04, 0.3, 0.035, top)
    path.closeSubpath()
    return path


def _spade() -> QPainterPath:
    body = QPainterPath()
    body.moveTo(0.0, -0.5)
    body.cubicTo(0.12, -0.32, 0.5, -0.12, 0.5, 0.13)
    body.cubicTo(0.5, 0.3, 0.38, 0.38, 0.26, 0.38)
    body.cubicTo(0.14, 0.38, 0.05, 0.32, 0.0, 0.24)
    body.cubicTo(-0.05, 0.32, -0.14, 0.38, -0.26, 0.38)
    body.cubicTo(-0.38, 0.38, -0.5, 0.3, -0.5, 0.13)
    body.cubicTo(-0.5, -0.12, -0.12, -0.32, 0.0, -0.5)
    body.closeSubpath()
    return body.united(_stem(0.2)).simplified()


def _club() -> QPainterPath:
    radius = 0.215
    path = QPainterPath()
    for cx, cy in ((0.0, -0.265), (-0.27, 0.1), (0.27, 0.1)):
        leaf = QPainterPath()
        leaf.addEllipse(QPointF(cx, cy), radius, radius)
        path = path.united(leaf)
    # A small triangle fills the gap where the three leaves meet, as on printed clubs.
    heart_of_club = QPainterPath()
    heart_of_club.addPolygon(QPolygonF([QPointF(0.0, -0.12), QPointF(-0.16, 0.16), QPointF(0.16, 0.16)]))
    heart_of_club.closeSubpath()
    return path.united(heart_of_club).united(_stem(0.05)).simplified()


@functools.cache
def _suit_paths() -> tuple[QPainterPath, ...]:
    return (_club(), _diamond(), _heart(), _spade())


def suit_path(suit: Suit) -> QPainterPath:
    """The outline of ``suit`` in a unit box centred on the origin (a copy, safe to transform)."""
    return QPainterPath(_suit_paths()[suit])


def draw_suit(painter: QPainter, suit: Suit, centre: QPointF, size: float, colour: QColor,
              *, upside_down: bool = False) -> None:
    """Fill the suit symbol ``size`` pixels tall centred on ``centre``; ``upside_down`` turns it 180°."""
    painter.save()
    painter.translate(centre)
    if upside_down:
        painter.rotate(180.0)
    painter.scale(size, size)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(colour)
    painter.drawPath(_suit_paths()[suit])
    painter.restore()


@functools.cache
def _crown() -> QPainterPath:
    path = QPainterPath()
    path.moveTo(-0.5, 0.35)
    path.lineTo(-0.5, -0.25)
    path.lineTo(-0.25, 0.05)
    path.lineTo(0.0, -0.4)
    path.lineTo(0.25, 0.05)
    path.lineTo(0.5, -0.25)
    path.lineTo(0.5, 0.35)
    path.closeSubpath()
    for x, y in ((-0.5, -0.3), (0.0, -0.45), (0.5, -0.3)):
        ball = QPainterPath()
        ball.addEllipse(QPointF(x, y), 0.1, 0.1)
        path = path.united(ball)
    return path.simplified()


def crown_path() -> QPainterPath:
    """A three-pointed crown in a unit box centred on the origin (the right-bower marker)."""
    return QPainterPath(_crown())


@functools.cache
def _star() -> QPainterPath:
    points = []
    for i in range(10):
        angle = -math.pi / 2 + i * math.pi / 5
        radius = 0.5 if i % 2 == 0 else 0.2
        points.append(QPointF(radius * math.cos(angle), radius * math.sin(angle) + 0.04))
    path = QPainterPath()
    path.addPolygon(QPolygonF(points))
    path.closeSubpath()
    return path


def star_path() -> QPainterPath:
    """A five-pointed star in a unit box centred on the origin (the Benny's emblem)."""
    return QPainterPath(_star())


# --- Pips --------------------------------------------------------------------------------------------------

_PIP_COLUMNS = (0.31, 0.5, 0.69)
_PIP_ROWS = (0.205, 0.402, 0.598, 0.795)


def pip_layout(count: int) -> tuple[tuple[float, float, bool], ...]:
    """Where the pips of a spot card go, as (x / width, y / height, upside down), traditional style.

    Supports 4 and 6 (the score cards), 9 and 10.  Pips in the lower half are printed upside down, as on
    real cards, so the card reads the same either way up.
    """
    left, middle, right = _PIP_COLUMNS
    top, upper, lower, bottom = _PIP_ROWS
    if count == 4:
        spots = [(x, y) for y in (0.23, 0.77) for x in (left, right)]
    elif count == 6:
        spots = [(x, y) for y in (0.23, 0.5, 0.77) for x in (left, right)]
    elif count in (9, 10):
        spots = [(x, y) for y in (top, upper, lower, bottom) for x in (left, right)]
        if count == 9:
            spots.append((middle, 0.5))
        else:
            spots += [(middle, (top + upper) / 2), (middle, (lower + bottom) / 2)]
    else:
        raise ValueError(f"no traditional pip layout for {count} spots (only 4, 6, 9 and 10)")
    return tuple((x, y, y > 0.5) for x, y in spots)


PIP_SIZE = 0.21
"""Pip height as a fraction of card width."""


# --- Card faces --------------------------------------------------------------------------------------------

def _card_outline(rect: QRectF) -> QPainterPath:
    radius = rect.width() * 0.065
    path = QPainterPath()
    path.addRoundedRect(rect, radius, radius)
    return path


def _paint_paper(painter: QPainter, rect: QRectF) -> None:
    outline = _card_outline(rect)
    gradient = QLinearGradient(rect.topLeft(), rect.bottomRight())
    gradient.setColorAt(0.0, TABLE.paper)
    gradient.setColorAt(1.0, TABLE.paper_shade)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QBrush(gradient))
    painter.drawPath(outline)
    edge = QPen(TABLE.card_edge, max(1.0, rect.width() * 0.008))
    painter.setPen(edge)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    inset = edge.widthF() / 2
    painter.drawPath(_card_outline(rect.adjusted(inset, inset, -inset, -inset)))


def _ink(suit: Suit, look: CardLook) -> QColor:
    return suit_palette(look.four_colour).colour(suit)


def _index_layout(rect: QRectF) -> tuple[float, float, float]:
    """(column centre x, rank cap height, rank top y) of the corner index, relative to the card."""
    return rect.width() * 0.115, rect.height() * 0.118, rect.height() * 0.045


def _draw_rank_text(painter: QPainter, text: str, centre_x: float, top: float, cap_height: float,
                    max_width: float, colour: QColor) -> float:
    """Draw ``text`` with its cap tops at ``top``; squeeze it to ``max_width``.  Returns its drawn width."""
    font = theme.label_font(cap_height / 0.73, bold=True, condensed=len(text) > 1)
    metrics = QFontMetricsF(font)
    width = metrics.horizontalAdvance(text)
    squeeze = min(1.0, max_width / width) if width > 0 else 1.0
    painter.save()
    painter.setFont(font)
    painter.setPen(colour)
    painter.translate(centre_x, top + metrics.capHeight())
    painter.scale(squeeze, 1.0)
    painter.drawText(QPointF(-width / 2, 0.0), text)
    painter.restore()
    return width * squeeze


def _paint_index(painter: QPainter, rect: QRectF, label: str, suit: Suit | None, colour: QColor) -> None:
    """One corner index (rank above a small suit) at the top-left; the caller rotates for the other."""
    column_x, cap, top = _index_layout(rect)
    _draw_rank_text(painter, label, rect.left() + column_x, rect.top() + top, cap, rect.width() * 0.2, colour)
    small = rect.height() * 0.085
    centre = QPointF(rect.left() + column_x, rect.top() + top + cap + rect.height() * 0.025 + small / 2)
    if suit is None:
        _fill_unit_path(painter, _star(), centre, small * 1.15, colour)
    else:
        draw_suit(painter, suit, centre, small, colour)


def _fill_unit_path(painter: QPainter, path: QPainterPath, centre: QPointF, size: float, colour: QColor,
                    outline: QColor | None = None, outline_width: float = 0.0) -> None:
    painter.save()
    painter.translate(centre)
    painter.scale(size, size)
    if outline is None:
        painter.setPen(Qt.PenStyle.NoPen)
    else:
        pen = QPen(outline, outline_width / size)
        pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        painter.setPen(pen)
    painter.setBrush(colour)
    painter.drawPath(path)
    painter.restore()


def _paint_corners(painter: QPainter, rect: QRectF, label: str, suit: Suit | None, colour: QColor) -> None:
    _paint_index(painter, rect, label, suit, colour)
    painter.save()
    painter.translate(rect.center())
    painter.rotate(180.0)
    painter.translate(-rect.center())
    _paint_index(painter, rect, label, suit, colour)
    painter.restore()


def _paint_marker(painter: QPainter, rect: QRectF, look: CardLook) -> None:
    """The bower badge beside the top-left index: a crown, or the trump suit."""
    if look.marker is CardMarker.NONE:
        return
    radius = rect.width() * 0.12
    column_x, cap, top = _index_layout(rect)
    centre = QPointF(rect.left() + column_x + rect.width() * 0.215, rect.top() + top + cap * 0.55)
    painter.save()
    painter.setPen(QPen(TABLE.gold_dark, max(1.0, radius * 0.14)))
    painter.setBrush(TABLE.paper)
    painter.drawEllipse(centre, radius, radius)
    painter.restore()
    if look.marker is CardMarker.RIGHT_BOWER:
        _fill_unit_path(painter, _crown(), centre + QPointF(0.0, radius * 0.08), radius * 1.35, TABLE.gold,
                        TABLE.gold_dark, max(0.8, radius * 0.1))
    else:
        assert look.trump is not None
        draw_suit(painter, look.trump, centre, radius * 1.2, _ink(look.trump, look))


def _paint_pips(painter: QPainter, rect: QRectF, suit: Suit, count: int, colour: QColor) -> None:
    size = rect.width() * PIP_SIZE
    for x, y, upside_down in pip_layout(count):
        centre = QPointF(rect.left() + rect.width() * x, rect.top() + rect.height() * y)
        draw_suit(painter, suit, centre, size, colour, upside_down=upside_down)


def _paint_ace(painter: QPainter, rect: QRectF, suit: Suit, colour: QColor) -> None:
    size = rect.width() * 0.5
    centre = rect.center()
    if suit is Suit.SPADES:
        # The ace of spades carries a little ornament, as it traditionally does.
        painter.save()
        painter.setPen(QPen(colour, max(1.0, rect.width() * 0.012)))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawEllipse(centre, size * 0.72, size * 0.72)
        painter.setPen(QPen(colour, max(0.7, rect.width() * 0.006)))
        painter.drawEllipse(centre, size * 0.79, size * 0.79)
        painter.restore()
        size *= 0.92
    draw_suit(painter, suit, centre, size, colour)


def _paint_veil_and_selection(painter: QPainter, rect: QRectF, look: CardLook) -> None:
    if look.dimmed:
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(TABLE.unplayable_veil)
        painter.drawPath(_card_outline(rect))
    if look.selected:
        width = max(2.0, rect.width() * 0.04)
        inset = width / 2
        painter.setPen(QPen(TABLE.selection, width))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(_card_outline(rect.adjusted(inset, inset, -inset, -inset)))


def paint_face(painter: QPainter, rect: QRectF, card: Card, look: CardLook = PLAIN_LOOK) -> None:
    """Paint the face of ``card`` filling ``rect`` (which should have the card's proportions)."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing, True)
    _paint_paper(painter, rect)
    if card.is_benny:
        _paint_benny(painter, rect)
        _paint_corners(painter, rect, "", None, TABLE.back)
    else:
        suit, rank = card.suit, card.rank
        colour = _ink(suit, look)
        if rank is Rank.ACE:
            _paint_ace(painter, rect, suit, colour)
        elif rank in (Rank.NINE, Rank.TEN):
            _paint_pips(painter, rect, suit, 9 if rank is Rank.NINE else 10, colour)
        else:
            _paint_court(painter, rect, suit, rank, look)
        _paint_corners(painter, rect, rank.label, suit, colour)
        _paint_marker(painter, rect, look)
    _paint_veil_and_selection(painter, rect, look)
    painter.restore()


def paint_spot_card(painter: QPainter, rect: QRectF, suit: Suit, count: int,
                    look: CardLook = PLAIN_LOOK) -> None:
    """Paint a spot card outside the Euchre deck (the 4 and 6 used to keep score)."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    colour = _ink(suit, look)
    _paint_paper(painter, rect)
    _paint_pips(painter, rect, suit, count, colour)
    _paint_corners(painter, rect, str(count), suit, colour)
    _paint_veil_and_selection(painter, rect, look)
    painter.restore()


# --- Court cards ------------------------------------------------------------------------------------------
# An original design: a stylised bust in a frame, mirrored top and bottom.  Each rank has its own headgear,
# hair and emblem (king: crown, beard and sceptre; queen: tiara, long hair and a rose; jack: feathered cap and
# a halberd); the robe takes the suit's ink and the trim the rank's colour.  Coordinates below are in a half
# panel one unit wide (x from 0 to 1, y from 0 at the frame top to about 0.96 at the dividing line).

_RANK_TRIM = {Rank.KING: QColor("#e0a93a"), Rank.QUEEN: QColor("#5a7bc8"), Rank.JACK: QColor("#3a9a8a")}
_HAIR = {Rank.KING: QColor("#ece7da"), Rank.QUEEN: QColor("#b9772a"), Rank.JACK: QColor("#6b3f1f")}
_LINE = QColor("#2a2420")


def _robe_colour(suit: Suit, look: CardLook) -> QColor:
    ink = _ink(suit, look)
    return QColor("#33405c") if ink.lightnessF() < 0.15 else ink


def _poly(*points: tuple[float, float]) -> QPainterPath:
    path = QPainterPath()
    path.addPolygon(QPolygonF([QPointF(x, y) for x, y in points]))
    path.closeSubpath()
    return path


def _paint_shape(painter: QPainter, path: QPainterPath, fill: QColor | None, line_width: float) -> None:
    painter.setBrush(fill if fill is not None else Qt.BrushStyle.NoBrush)
    pen = QPen(_LINE, line_width)
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    painter.setPen(pen)
    painter.drawPath(path)


def _bust(painter: QPainter, suit: Suit, rank: Rank, look: CardLook, line: float) -> None:
    robe = _robe_colour(suit, look)
    trim = _RANK_TRIM[rank]
    hair = _HAIR[rank]
    gold, gold_dark = TABLE.gold, TABLE.gold_dark

    # Emblem behind the figure: sceptre, halberd or rose, on the figure's right (our left).
    if rank is Rank.KING:
        _paint_shape(painter, _poly((0.13, 0.2), (0.17, 0.2), (0.2, 0.96), (0.16, 0.96)), gold, line)
        orb = QPainterPath()
        orb.addEllipse(QPointF(0.15, 0.16), 0.06, 0.06)
        _paint_shape(painter, orb, gold, line)
        _paint_shape(painter, _poly((0.14, 0.04), (0.16, 0.04), (0.16, 0.1), (0.14, 0.1)), gold, line)
        _paint_shape(painter, _poly((0.115, 0.06), (0.185, 0.06), (0.185, 0.08), (0.115, 0.08)), gold, line)
    elif rank is Rank.JACK:
        _paint_shape(painter, _poly((0.145, 0.1), (0.175, 0.1), (0.185, 0.96), (0.155, 0.96)),
                     QColor("#8a5a2b"), line)
        blade = QPainterPath()
        blade.moveTo(0.16, 0.03)
        blade.lineTo(0.19, 0.12)
        blade.quadTo(0.3, 0.12, 0.31, 0.2)
        blade.quadTo(0.25, 0.25, 0.17, 0.22)
        blade.lineTo(0.13, 0.12)
        blade.closeSubpath()
        _paint_shape(painter, blade, QColor("#c9ccd2"), line)
    else:
        stem = QPainterPath()
        stem.moveTo(0.2, 0.96)
        stem.cubicTo(0.18, 0.7, 0.12, 0.45, 0.16, 0.24)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(QColor("#3d7a3a"), line * 1.6))
        painter.drawPath(stem)
        for i in range(5):
            angle = i * 2 * math.pi / 5 - math.pi / 2
            petal = QPainterPath()
            petal.addEllipse(
                QPointF(0.16 + 0.045 * math.cos(angle), 0.2 + 0.045 * math.sin(angle)), 0.04, 0.04
            )
            _paint_shape(painter, petal, _ink(Suit.HEARTS, look), line * 0.7)
        heart = QPainterPath()
        heart.addEllipse(QPointF(0.16, 0.2), 0.025, 0.025)
        _paint_shape(painter, heart, gold, line * 0.5)

    # Long hair falls behind the shoulders, so it is drawn first.
    if rank is Rank.QUEEN:
        long_hair = QPainterPath()
        long_hair.moveTo(0.5, 0.2)
        long_hair.cubicTo(0.27, 0.2, 0.27, 0.45, 0.3, 0.7)
        long_hair.lineTo(0.7, 0.7)
        long_hair.cubicTo(0.73, 0.45, 0.73, 0.2, 0.5, 0.2)
        _paint_shape(painter, long_hair, hair, line)

    # Robe, with a V of trim and a collar.
    body = QPainterPath()
    body.moveTo(0.06, 0.96)
    body.cubicTo(0.08, 0.78, 0.18, 0.66, 0.38, 0.63)
    body.lineTo(0.62, 0.63)
    body.cubicTo(0.82, 0.66, 0.92, 0.78, 0.94, 0.96)
    body.closeSubpath()
    _paint_shape(painter, body, robe, line)
    _paint_shape(painter, _poly((0.41, 0.63), (0.59, 0.63), (0.5, 0.93)), trim, line)
    for y in (0.74, 0.83):
        button = QPainterPath()
        button.addEllipse(QPointF(0.5, y), 0.017, 0.017)
        _paint_shape(painter, button, gold, line * 0.6)
    # Sleeve seams give the robe some shape.
    painter.setPen(QPen(_LINE, line * 0.8))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    seams = QPainterPath()
    seams.moveTo(0.24, 0.7)
    seams.quadTo(0.27, 0.84, 0.25, 0.96)
    seams.moveTo(0.76, 0.7)
    seams.quadTo(0.73, 0.84, 0.75, 0.96)
    painter.drawPath(seams)
    if rank is Rank.KING:
        ermine = QPainterPath()
        ermine.moveTo(0.2, 0.68)
        ermine.cubicTo(0.32, 0.6, 0.68, 0.6, 0.8, 0.68)
        ermine.cubicTo(0.66, 0.72, 0.34, 0.72, 0.2, 0.68)
        _paint_shape(painter, ermine, QColor("#f7f4ec"), line)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(_LINE)
        for x in (0.3, 0.42, 0.58, 0.7):
            painter.drawEllipse(QPointF(x, 0.675), 0.01, 0.014)
    elif rank is Rank.QUEEN:
        lace = QPainterPath()
        lace.moveTo(0.3, 0.64)
        for i in range(8):
            x0 = 0.3 + i * 0.05
            lace.quadTo(x0 + 0.025, 0.71, x0 + 0.05, 0.64)
        lace.closeSubpath()
        _paint_shape(painter, lace, QColor("#f7f4ec"), line * 0.8)
    else:
        collar = _poly((0.34, 0.62), (0.5, 0.7), (0.66, 0.62), (0.6, 0.6), (0.5, 0.65), (0.4, 0.6))
        _paint_shape(painter, collar, QColor("#f7f4ec"), line * 0.8)

    # Neck and head.
    skin = TABLE.face_skin
    _paint_shape(painter, _poly((0.45, 0.5), (0.55, 0.5), (0.56, 0.63), (0.44, 0.63)), skin, line)
    head = QPainterPath()
    head.addEllipse(QPointF(0.5, 0.4), 0.135, 0.165)
    _paint_shape(painter, head, skin, line)

    # Hair and beard framing the face.
    if rank is Rank.KING:
        beard = QPainterPath()
        beard.moveTo(0.37, 0.4)
        beard.cubicTo(0.37, 0.55, 0.43, 0.63, 0.5, 0.67)
        beard.cubicTo(0.57, 0.63, 0.63, 0.55, 0.63, 0.4)
        beard.cubicTo(0.6, 0.47, 0.56, 0.5, 0.5, 0.5)
        beard.cubicTo(0.44, 0.5, 0.4, 0.47, 0.37, 0.4)
        _paint_shape(painter, beard, hair, line)
        moustache = QPainterPath()
        moustache.moveTo(0.5, 0.47)
        moustache.cubicTo(0.46, 0.45, 0.43, 0.47, 0.41, 0.5)
        moustache.cubicTo(0.45, 0.49, 0.48, 0.49, 0.5, 0.48)
        moustache.cubicTo(0.52, 0.49, 0.55, 0.49, 0.59, 0.5)
        moustache.cubicTo(0.57, 0.47, 0.54, 0.45, 0.5, 0.47)
        _paint_shape(painter, moustache, hair, line * 0.6)
        side_hair = QPainterPath()
        side_hair.addEllipse(QPointF(0.37, 0.36), 0.035, 0.06)
        side_hair.addEllipse(QPointF(0.63, 0.36), 0.035, 0.06)
        _paint_shape(painter, side_hair, hair, line * 0.7)
    elif rank is Rank.QUEEN:
        fringe = QPainterPath()
        fringe.moveTo(0.36, 0.38)
        fringe.cubicTo(0.36, 0.22, 0.64, 0.22, 0.64, 0.38)
        fringe.cubicTo(0.6, 0.3, 0.54, 0.28, 0.5, 0.3)
        fringe.cubicTo(0.46, 0.28, 0.4, 0.3, 0.36, 0.38)
        _paint_shape(painter, fringe, hair, line)
    else:
        bob = QPainterPath()
        bob.moveTo(0.35, 0.5)
        bob.cubicTo(0.33, 0.38, 0.35, 0.27, 0.5, 0.26)
        bob.cubicTo(0.65, 0.27, 0.67, 0.38, 0.65, 0.5)
        bob.cubicTo(0.62, 0.45, 0.62, 0.37, 0.58, 0.33)
        bob.cubicTo(0.52, 0.35, 0.46, 0.35, 0.42, 0.33)
        bob.cubicTo(0.38, 0.37, 0.38, 0.45, 0.35, 0.5)
        _paint_shape(painter, bob, hair, line)

    # Features: brows, eyes, nose, mouth.
    painter.setPen(QPen(_LINE, line * 0.9))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    features = QPainterPath()
    features.moveTo(0.425, 0.355)
    features.quadTo(0.455, 0.34, 0.48, 0.355)
    features.moveTo(0.52, 0.355)
    features.quadTo(0.545, 0.34, 0.575, 0.355)
    features.moveTo(0.5, 0.385)
    features.quadTo(0.49, 0.42, 0.505, 0.435)
    painter.drawPath(features)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(_LINE)
    painter.drawEllipse(QPointF(0.455, 0.385), 0.014, 0.011)
    painter.drawEllipse(QPointF(0.545, 0.385), 0.014, 0.011)
    if rank is not Rank.KING:
        mouth = QPainterPath()
        mouth.moveTo(0.465, 0.47)
        mouth.quadTo(0.5, 0.49, 0.535, 0.47)
        mouth.quadTo(0.5, 0.475, 0.465, 0.47)
        lips = QColor("#b8323f") if rank is Rank.QUEEN else QColor("#9a4a3f")
        _paint_shape(painter, mouth, lips, line * 0.6)

    # Headgear.
    if rank is Rank.KING:
        crown = _poly((0.35, 0.26), (0.35, 0.1), (0.42, 0.17), (0.5, 0.06), (0.58, 0.17), (0.65, 0.1),
                      (0.65, 0.26))
        _paint_shape(painter, crown, gold, line)
        _paint_shape(painter, _poly((0.35, 0.22), (0.65, 0.22), (0.65, 0.27), (0.35, 0.27)), gold_dark, line)
        painter.setPen(QPen(_LINE, line * 0.6))
        for x, colour in ((0.42, trim), (0.5, robe), (0.58, trim)):
            painter.setBrush(colour)
            painter.drawEllipse(QPointF(x, 0.245), 0.017, 0.017)
        for x, y in ((0.35, 0.09), (0.5, 0.05), (0.65, 0.09)):
            painter.setBrush(gold)
            painter.drawEllipse(QPointF(x, y), 0.018, 0.018)
    elif rank is Rank.QUEEN:
        tiara = QPainterPath()
        tiara.moveTo(0.38, 0.27)
        tiara.quadTo(0.4, 0.18, 0.44, 0.2)
        tiara.quadTo(0.47, 0.12, 0.5, 0.13)
        tiara.quadTo(0.53, 0.12, 0.56, 0.2)
        tiara.quadTo(0.6, 0.18, 0.62, 0.27)
        tiara.quadTo(0.5, 0.23, 0.38, 0.27)
        _paint_shape(painter, tiara, gold, line)
        painter.setPen(QPen(_LINE, line * 0.6))
        painter.setBrush(trim)
        painter.drawEllipse(QPointF(0.5, 0.2), 0.022, 0.022)
    else:
        feather = QPainterPath()
        feather.moveTo(0.6, 0.22)
        feather.cubicTo(0.7, 0.1, 0.82, 0.06, 0.9, 0.08)
        feather.cubicTo(0.83, 0.14, 0.74, 0.2, 0.62, 0.26)
        feather.closeSubpath()
        _paint_shape(painter, feather, trim, line)
        cap = QPainterPath()
        cap.moveTo(0.33, 0.29)
        cap.cubicTo(0.32, 0.16, 0.68, 0.14, 0.69, 0.27)
        cap.cubicTo(0.6, 0.3, 0.42, 0.31, 0.33, 0.29)
        _paint_shape(painter, cap, robe, line)
        band = QPainterPath()
        band.moveTo(0.33, 0.29)
        band.cubicTo(0.42, 0.31, 0.6, 0.3, 0.69, 0.27)
        painter.setPen(QPen(gold, line * 2.2))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(band)


def _paint_court(painter: QPainter, rect: QRectF, suit: Suit, rank: Rank, look: CardLook) -> None:
    frame = QRectF(rect.left() + rect.width() * 0.22, rect.top() + rect.height() * 0.085,
                   rect.width() * 0.56, rect.height() * 0.83)
    line = max(0.6, rect.width() * 0.008)
    ink = _ink(suit, look)
    painter.save()
    painter.setPen(Qt.PenStyle.NoPen)
    tint = QColor(_RANK_TRIM[rank])
    tint.setAlphaF(0.12)
    painter.setBrush(TABLE.paper)
    painter.drawRect(frame)
    painter.setBrush(tint)
    painter.drawRect(frame)
    painter.setClipRect(frame)
    half = frame.height() / 2
    for turn in (0, 180):
        painter.save()
        painter.translate(frame.center())
        painter.rotate(turn)
        painter.translate(-frame.width() / 2, -half)
        painter.setClipRect(QRectF(0.0, 0.0, frame.width(), half))
        painter.scale(frame.width(), frame.width())
        _bust(painter, suit, rank, look, line / frame.width())
        painter.restore()
        pip_centre = QPointF(frame.right() - frame.width() * 0.13, frame.top() + frame.width() * 0.14)
        painter.save()
        painter.translate(frame.center())
        painter.rotate(turn)
        painter.translate(-frame.center())
        draw_suit(painter, suit, pip_centre, frame.width() * 0.17, ink)
        painter.restore()
    painter.setClipping(False)
    painter.setPen(QPen(ink, line * 1.2))
    painter.drawLine(QPointF(frame.left(), frame.center().y()), QPointF(frame.right(), frame.center().y()))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(ink, line * 1.5))
    painter.drawRect(frame)
    painter.restore()


def _paint_benny(painter: QPainter, rect: QRectF) -> None:
    centre = rect.center()
    size = rect.width() * 0.6
    painter.save()
    rays = QPainterPath()
    for i in range(16):
        angle = i * math.pi / 8
        inner = QPointF(centre.x() + size * 0.3 * math.cos(angle), centre.y() + size * 0.3 * math.sin(angle))
        outer = QPointF(
            centre.x() + size * 0.75 * math.cos(angle), centre.y() + size * 0.75 * math.sin(angle)
        )
        rays.moveTo(inner)
        rays.lineTo(outer)
    painter.setPen(QPen(TABLE.gold, max(1.0, rect.width() * 0.012), Qt.PenStyle.SolidLine,
                        Qt.PenCapStyle.RoundCap))
    painter.drawPath(rays)
    painter.restore()
    _fill_unit_path(
        painter, _star(), centre, size, TABLE.back, TABLE.gold_dark, max(1.0, rect.width() * 0.01)
    )
    _fill_unit_path(painter, _star(), centre, size * 0.45, TABLE.gold)
    font = theme.label_font(rect.height() * 0.075, bold=True)
    painter.save()
    painter.setFont(font)
    painter.setPen(TABLE.back)
    text_rect = QRectF(rect.left(), centre.y() + size * 0.55, rect.width(), rect.height() * 0.12)
    painter.drawText(text_rect, Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop, "BENNY")
    painter.restore()


# --- The back ----------------------------------------------------------------------------------------------

def paint_back(painter: QPainter, rect: QRectF) -> None:
    """Paint the card back: a lattice in gold on deep red around a medallion of the four suits."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    _paint_paper(painter, rect)
    border = rect.width() * 0.06
    inner = rect.adjusted(border, border, -border, -border)
    radius = rect.width() * 0.04
    field = QPainterPath()
    field.addRoundedRect(inner, radius, radius)
    gradient = QLinearGradient(inner.topLeft(), inner.bottomRight())
    gradient.setColorAt(0.0, TABLE.back)
    gradient.setColorAt(1.0, TABLE.back_dark)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QBrush(gradient))
    painter.drawPath(field)

    painter.setClipPath(field)
    lattice = QColor(TABLE.back_line)
    lattice.setAlphaF(0.45)
    step = inner.width() / 6
    pen = QPen(lattice, max(0.6, rect.width() * 0.008))
    painter.setPen(pen)
    span = inner.width() + inner.height()
    lines = QPainterPath()
    offset = -inner.height()
    while offset < inner.width() + step:
        lines.moveTo(inner.left() + offset, inner.top())
        lines.lineTo(inner.left() + offset + inner.height(), inner.bottom())
        lines.moveTo(inner.left() + offset + inner.height(), inner.top())
        lines.lineTo(inner.left() + offset, inner.bottom())
        offset += step
    painter.drawPath(lines)
    dot = QColor(TABLE.back_line)
    dot.setAlphaF(0.7)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(dot)
    # Dots sit on the lattice crossings: the lines cross where their offsets differ by a whole number of
    # steps, i.e. at half-step positions along the top edge, every half step down.
    half = step / 2
    rows = int(span / half) + 2
    for row in range(rows):
        y = inner.top() + row * half
        shift = half if row % 2 else 0.0
        x = inner.left() + shift - step
        while x < inner.right() + step:
            painter.drawEllipse(QPointF(x, y), rect.width() * 0.012, rect.width() * 0.012)
            x += step
    painter.setClipping(False)

    painter.setPen(QPen(TABLE.back_line, max(0.8, rect.width() * 0.01)))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    frame_inset = rect.width() * 0.03
    painter.drawRoundedRect(
        inner.adjusted(frame_inset, frame_inset, -frame_inset, -frame_inset), radius, radius
    )

    centre = inner.center()
    rx, ry = inner.width() * 0.3, inner.width() * 0.36
    painter.setPen(QPen(TABLE.back_line, max(0.8, rect.width() * 0.012)))
    painter.setBrush(TABLE.back_dark)
    painter.drawEllipse(centre, rx, ry)
    painter.setPen(QPen(TABLE.back_line, max(0.5, rect.width() * 0.005)))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawEllipse(centre, rx * 0.86, ry * 0.88)
    suit_size = rx * 0.52
    for suit, angle in ((Suit.SPADES, 0), (Suit.HEARTS, 90), (Suit.CLUBS, 180), (Suit.DIAMONDS, 270)):
        painter.save()
        painter.translate(centre)
        painter.rotate(angle)
        draw_suit(painter, suit, QPointF(0.0, -ry * 0.45), suit_size, TABLE.back_line)
        painter.restore()
    painter.restore()


def paint_card(painter: QPainter, rect: QRectF, card: Card | None, look: CardLook = PLAIN_LOOK) -> None:
    """Paint ``card`` face up, or the back when ``card`` is None."""
    if card is None:
        paint_back(painter, rect)
    else:
        paint_face(painter, rect, card, look)


# --- The pixmap cache --------------------------------------------------------------------------------------

_CacheKey = tuple[int, int, float, CardLook, int]


class CardRenderer:
    """Paints cards into pixmaps once and hands out the cached copies.

    A pixmap holds the card plus a soft shadow in a margin around it; ``margin(height)`` tells how wide,
    so an item can place the card exactly.  The cache keeps the most recently used ``capacity`` pixmaps.
    """

    BACK = -1
    """The cache's number for the card back."""

    def __init__(self, capacity: int = 400) -> None:
        """An empty cache holding at most ``capacity`` pixmaps."""
        if capacity < 1:
            raise ValueError(f"cache capacity must be at least 1, not {capacity}")
        self._capacity = capacity
        self._cache: collections.OrderedDict[_CacheKey, tuple[QPixmap, QPointF]] = collections.OrderedDict()

    @staticmethod
    def margin(height: float) -> int:
        """Pixels of shadow around a card ``height`` pixels tall."""
        return max(2, math.ceil(height * 0.03))

    @staticmethod
    def card_size(height: float) -> tuple[int, int]:
        """The (width, height) in whole pixels of a card about ``height`` pixels tall."""
        whole = max(8, round(height))
        return max(6, round(whole * theme.CARD_ASPECT)), whole

    def __len__(self) -> int:
        return len(self._cache)

    def clear(self) -> None:
        """Forget every pixmap (after a theme change)."""
        self._cache.clear()

    def _key(self, card: Card | None, height: int, dpr: float, look: CardLook, tenths: int) -> _CacheKey:
        if dpr <= 0:
            raise ValueError(f"device pixel ratio must be positive, not {dpr}")
        return (self.BACK if card is None else int(card), height, round(dpr, 3),
                PLAIN_LOOK if card is None else look, tenths)

    def _remember(self, key: _CacheKey, entry: tuple[QPixmap, QPointF]) -> None:
        self._cache[key] = entry
        if len(self._cache) > self._capacity:
            self._cache.popitem(last=False)

    def _lookup(self, key: _CacheKey) -> tuple[QPixmap, QPointF] | None:
        cached = self._cache.get(key)
        if cached is not None:
            self._cache.move_to_end(key)
        return cached

    def pixmap(
        self, card: Card | None, height: float, dpr: float = 1.0, look: CardLook = PLAIN_LOOK
    ) -> QPixmap:
        """The pixmap of ``card`` (None: the back) ``height`` logical pixels tall at device ratio ``dpr``."""
        width, whole_height = self.card_size(height)
        key = self._key(card, whole_height, dpr, look, 0)
        cached = self._lookup(key)
        if cached is not None:
            return cached[0]
        pixmap = self._render(card, width, whole_height, dpr, look)
        margin = self.margin(whole_height)
        self._remember(key, (pixmap, QPointF(-width / 2 - margin, -whole_height / 2 - margin)))
        return pixmap

    def turned(self, card: Card | None, height: float, dpr: float, look: CardLook,
               degrees: float) -> tuple[QPixmap, QPointF]:
        """The card's pixmap turned ``degrees`` clockwise, and where its top-left lies from the card's centre.

        Resampling a turned pixmap every frame is what makes a still table slow to paint; a card at rest
        is drawn from this cache instead, at a whole-pixel position.  The angle is kept to a tenth of a
        degree; quarter turns are exact pixel copies.
        """
        _, whole_height = self.card_size(height)
        tenths = round(degrees * 10) % 3600
        key = self._key(card, whole_height, dpr, look, tenths)
        cached = self._lookup(key)
        if cached is not None:
            return cached
        base = self.pixmap(card, height, dpr, look)
        logical_width, logical_height = base.width() / dpr, base.height() / dpr
        turn = QTransform().rotate(tenths / 10)
        box = turn.mapRect(QRectF(-logical_width / 2, -logical_height / 2, logical_width, logical_height))
        if tenths % 900 == 0:
            turned = base.transformed(turn)
            turned.setDevicePixelRatio(dpr)
            entry = (turned, QPointF(-turned.width() / dpr / 2, -turned.height() / dpr / 2))
        else:
            turned = QPixmap(math.ceil(box.width() * dpr) + 2, math.ceil(box.height() * dpr) + 2)
            turned.setDevicePixelRatio(dpr)
            turned.fill(Qt.GlobalColor.transparent)
            painter = QPainter(turned)
            painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, True)
            painter.translate(turned.width() / dpr / 2, turned.height() / dpr / 2)
            painter.rotate(tenths / 10)
            painter.drawPixmap(QPointF(-logical_width / 2, -logical_height / 2), base)
            painter.end()
            entry = (turned, QPointF(-turned.width() / dpr / 2, -turned.height() / dpr / 2))
        self._remember(key, entry)
        return entry

    def _render(self, card: Card | None, width: int, height: int, dpr: float, look: CardLook) -> QPixmap:
        margin = self.margin(height)
        pixmap = QPixmap(round((width + 2 * margin) * dpr), round((height + 2 * margin) * dpr))
        pixmap.setDevicePixelRatio(dpr)
        pixmap.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pixmap)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        rect = QRectF(margin, margin, width, height)
        _paint_shadow(painter, rect, margin)
        paint_card(painter, rect, card, look)
        painter.end()
        return pixmap


def _paint_shadow(painter: QPainter, rect: QRectF, margin: float) -> None:
    """A soft shadow falling slightly downwards, built from a few translucent layers."""
    painter.save()
    painter.setPen(Qt.PenStyle.NoPen)
    layers = 4
    for i in range(layers):
        spread = margin * (i + 1) / layers
        colour = QColor(TABLE.shadow)
        colour.setAlphaF(TABLE.shadow.alphaF() / layers)
        painter.setBrush(colour)
        grown = rect.adjusted(-spread * 0.6, -spread * 0.3, spread * 0.6, spread)
        radius = rect.width() * 0.065 + spread
        painter.drawRoundedRect(grown, radius, radius)
    painter.restore()


def rotation_of(transform: QTransform) -> float | None:
    """The clockwise angle in degrees of a transform that only turns and moves (no scaling); else None."""
    if transform.type().value > QTransform.TransformationType.TxRotate.value:
        return None
    cos, sin = transform.m11(), transform.m12()
    if (abs(math.hypot(cos, sin) - 1.0) > 1e-4 or abs(transform.m22() - cos) > 1e-4
            or abs(transform.m21() + sin) > 1e-4):
        return None
    return math.degrees(math.atan2(sin, cos))


def transform_is_translation(transform: QTransform) -> bool:
    """True when ``transform`` only moves (no scale or turn), so a pixmap can be drawn pixel for pixel."""
    return transform.type().value <= QTransform.TransformationType.TxTranslate.value
