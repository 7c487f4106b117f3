"""Card faces: the corner indices, the bower marker, the pips of the nines and tens, the aces, and the
veil and outline of an unplayable or chosen card.  The court figures and the Benny are drawn in their own
modules; rank letters use the table's label font (see ``theme``).
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPen

from ....engine import Card, Rank, Suit
from ... import theme
from ...theme import TABLE
from .benny import paint_benny
from .court import paint_court
from .look import PLAIN_LOOK, CardLook, CardMarker
from .painting import card_outline, paint_paper, suit_ink
from .plain_court import paint_plain_court
from .symbols import crown_path, draw_suit, fill_unit_path, star_path

__all__ = ["PIP_SIZE", "paint_face", "paint_spot_card", "pip_layout"]


_PIP_COLUMNS = (0.31, 0.5, 0.69)
_PIP_ROWS = (0.205, 0.402, 0.598, 0.795)


def pip_layout(count: int) -> tuple[tuple[float, float, bool], ...]:
    """Where the pips of a spot card go, as (x / width, y / height, upside down), traditional style.

    Supports 2, 3, 4 and 6 (the score cards), 9 and 10.  Pips in the lower half are printed upside down, as
    on real cards, so the card reads the same either way up.
    """
    left, middle, right = _PIP_COLUMNS
    top, upper, lower, bottom = _PIP_ROWS
    if count in (2, 3):
        spots = [(middle, y) for y in ((0.23, 0.77) if count == 2 else (0.23, 0.5, 0.77))]
    elif count == 4:
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
        raise ValueError(f"no traditional pip layout for {count} spots (only 2, 3, 4, 6, 9 and 10)")
    return tuple((x, y, y > 0.5) for x, y in spots)


PIP_SIZE = 0.21
"""Pip height as a fraction of card width."""



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
        fill_unit_path(painter, star_path(), centre, small * 1.15, colour)
    else:
        draw_suit(painter, suit, centre, small, colour)


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
        fill_unit_path(painter, crown_path(), centre + QPointF(0.0, radius * 0.08), radius * 1.35, TABLE.gold,
                       TABLE.gold_dark, max(0.8, radius * 0.1))
    else:
        assert look.trump is not None
        draw_suit(painter, look.trump, centre, radius * 1.2, suit_ink(look.trump, look))


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
        painter.drawPath(card_outline(rect))
    for outlined, colour in ((look.picked_up, TABLE.pickup), (look.selected, TABLE.selection)):
        if outlined:
            width = max(2.0, rect.width() * 0.04)
            inset = width / 2
            painter.setPen(QPen(colour, width))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawPath(card_outline(rect.adjusted(inset, inset, -inset, -inset)))


def paint_face(painter: QPainter, rect: QRectF, card: Card, look: CardLook = PLAIN_LOOK) -> None:
    """Paint the face of ``card`` filling ``rect`` (which should have the card's proportions)."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing, True)
    paint_paper(painter, rect)
    if card.is_benny and look.two_of_spades_benny:
        # The rules put the two of spades in the Benny's place: the same card, drawn as that spot card.
        colour = suit_ink(Suit.SPADES, look)
        _paint_pips(painter, rect, Suit.SPADES, 2, colour)
        _paint_corners(painter, rect, "2", Suit.SPADES, colour)
    elif card.is_benny:
        paint_benny(painter, rect)
        _paint_corners(painter, rect, "", None, TABLE.back)
    else:
        suit, rank = card.suit, card.rank
        colour = suit_ink(suit, look)
        if rank is Rank.ACE:
            _paint_ace(painter, rect, suit, colour)
        elif rank in (Rank.NINE, Rank.TEN):
            _paint_pips(painter, rect, suit, 9 if rank is Rank.NINE else 10, colour)
        else:
            (paint_plain_court if look.plain_courts else paint_court)(painter, rect, suit, rank, look)
        _paint_corners(painter, rect, rank.label, suit, colour)
        _paint_marker(painter, rect, look)
    _paint_veil_and_selection(painter, rect, look)
    painter.restore()


def paint_spot_card(painter: QPainter, rect: QRectF, suit: Suit, count: int,
                    look: CardLook = PLAIN_LOOK) -> None:
    """Paint a spot card outside the Euchre deck (the 2, 3, 4 and 6 used to keep score)."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    colour = suit_ink(suit, look)
    paint_paper(painter, rect)
    _paint_pips(painter, rect, suit, count, colour)
    _paint_corners(painter, rect, str(count), suit, colour)
    _paint_veil_and_selection(painter, rect, look)
    painter.restore()
