"""Every hand of a finished hand, face up, as the players sat: the summary's Show all hands.

``DealView`` draws the hands as dealt (three, four or six) and the kitty, with what changed hands after the
deal marked on them: a card taken (the upcard the dealer picked up, a farmer's kitty cards, a loner's
partner's best) follows the seat's dealt cards with a gold edge, and a card put away (the dealer's discard)
or passed on is drawn faded where it was dealt.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from ..engine import Card, Suit, left_bower, right_bower
from .focus_mark import FOCUS_GOLD
from .spoken import spoken_card
from .status import translate
from .table.card_art import CardLook, CardMarker, CardRenderer
from .table.hand_order import display_order
from .table.layout import SeatPosition, seat_positions
from .theme import CARD_ASPECT, TABLE, label_font

__all__ = ["DealView"]

_FADED = 0.35
"""The opacity of a card put away or passed on."""


class DealView(QWidget):
    """The hands as dealt (three, four or six) and the kitty, face up, laid out as the players sat."""

    def __init__(self, parent: QWidget | None = None) -> None:
        """An empty view; ``show_deal`` fills it."""
        super().__init__(parent)
        self._renderer = CardRenderer(capacity=80)
        self._hands: tuple[tuple[Card, ...], ...] = ()
        self._kitty: tuple[Card, ...] = ()
        self._names: tuple[str, ...] = ()
        self._dealer = 0
        self._trump: Suit | None = None
        self._style = CardLook()
        """The table's card style (four colours, plain courts): the hands look as they did in play."""
        self._two_of_spades_benny = False
        self._upcard = True
        self._taken: tuple[tuple[Card, ...], ...] = ()
        self._put_away: tuple[tuple[Card, ...], ...] = ()
        self._card_height = 80.0
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)

    def show_deal(self, hands: Sequence[Sequence[Card]], kitty: Sequence[Card], names: Sequence[str],
                  dealer: int, trump: Suit | None, *, two_of_spades_benny: bool = False,
                  upcard: bool = True, taken: Sequence[Sequence[Card]] = (),
                  put_away: Sequence[Sequence[Card]] = ()) -> None:
        """Lay out ``hands`` (by seat) and ``kitty`` (upcard first; ``upcard`` false: none was turned, as in
        Bid Euchre), trump marked when named, the Benny drawn as the two of spades when the rules play that
        card as the Benny; ``taken`` and ``put_away`` (by seat, or empty): what changed hands after the deal
        (``HandSummary.taken``, ``put_away``)."""
        self._taken = tuple(tuple(cards) for cards in taken)
        self._put_away = tuple(tuple(cards) for cards in put_away)
        self._hands = tuple(tuple(hand) for hand in hands)
        self._kitty = tuple(kitty)
        self._names = tuple(names)
        self._dealer = dealer
        self._trump = trump
        self._two_of_spades_benny = two_of_spades_benny
        self._upcard = upcard
        self._tell_screen_reader()
        self.updateGeometry()
        self.update()

    def _tell_screen_reader(self) -> None:
        """The hands in words, for a screen reader: the view itself only paints the cards."""
        def cards(held: Sequence[Card]) -> str:
            return ", ".join(spoken_card(card, two_of_spades=self._two_of_spades_benny) for card in held)

        said = [self.tr("{player}: {cards}").format(player=name, cards=cards(hand))
                for name, hand in zip(self._names, self._hands, strict=False)]
        if self._kitty:
            said.append(self.tr("Kitty: {cards}").format(cards=cards(self._kitty)))
        for seat, name in enumerate(self._names):
            # Said without a verb of the player's: the first seat's name is "You".
            if self._taken_by(seat):
                said.append(self.tr("Taken by {player} after the deal: {cards}").format(
                    player=name, cards=cards(self._taken_by(seat))))
            if self._put_away_by(seat):
                said.append(self.tr("Put away or passed on by {player}: {cards}").format(
                    player=name, cards=cards(self._put_away_by(seat))))
        self.setAccessibleName(self.tr("Every hand as dealt"))
        self.setAccessibleDescription(". ".join(said) + ".")

    @property
    def hands(self) -> tuple[tuple[Card, ...], ...]:
        """The hands shown, by seat."""
        return self._hands

    def set_card_height(self, height: float) -> None:
        """Draw the cards ``height`` pixels tall."""
        self._card_height = max(40.0, height)
        self.updateGeometry()
        self.update()

    def _hand_width(self, count: int) -> float:
        width = self._card_height * CARD_ASPECT
        return width + max(count - 1, 0) * width * 0.42

    def _label_height(self) -> float:
        return self._card_height * 0.3

    def _taken_by(self, seat: int) -> tuple[Card, ...]:
        return self._taken[seat] if seat < len(self._taken) else ()

    def _put_away_by(self, seat: int) -> tuple[Card, ...]:
        return self._put_away[seat] if seat < len(self._put_away) else ()

    def _row(self, seat: int) -> list[Card]:
        """A seat's cards in their row: as dealt, in the table's order, then those it took."""
        return [*display_order(self._hands[seat], self._trump), *self._taken_by(seat)]

    def _legend_height(self) -> float:
        """Room under the hands for the words on the marks, when anything changed hands."""
        return self._label_height() * 1.2 if any(self._taken) or any(self._put_away) else 0.0

    def _side(self) -> float:
        """The width of a hand's row: the longest row's, and never less than five cards'."""
        return self._hand_width(max([5, *(len(self._row(seat)) for seat in range(len(self._hands)))]))

    def sizeHint(self) -> QSize:
        """Room for a compass of hands with the kitty in the middle (at six, two rows of three)."""
        side = self._side()
        gap = self._card_height * 0.5
        row = self._card_height + self._label_height()
        if len(self._hands) == 6:
            rows = 3 if self._kitty else 2
            height = rows * row + (rows - 1) * gap * 0.5 + self._legend_height()
            return QSize(round(3 * side + 4 * gap), round(height))
        middle = self._hand_width(max(len(self._kitty), 1))
        return QSize(round(2 * side + middle + 4 * gap), round(3 * row + gap + self._legend_height()))

    def row_rects(self) -> list[QRectF]:
        """Where each seat's name and cards are drawn, by seat."""
        spots, _kitty = self._spots()
        height = self._label_height() + self._card_height
        return [QRectF(corner.x(), corner.y(), self._hand_width(len(self._row(seat))), height)
                for seat, corner in enumerate(spots)]

    def _spots(self) -> tuple[list[QPointF], QPointF]:
        """The top-left corner of each seat's row of cards, and of the kitty's."""
        size = self.sizeHint()
        gap = self._card_height * 0.5
        row = self._card_height + self._label_height()
        side = self._side()
        centre_x = size.width() / 2
        kitty = QPointF(centre_x - self._hand_width(len(self._kitty)) / 2, row + gap * 0.5)
        left, middle, right = gap, centre_x - side / 2, size.width() - gap - side
        if len(self._hands) == 6:
            # Across the top the far seats (your partners left and right, the opponent across), below them
            # the near ones (the opponents beside you), as the six sat.
            bottom = 2 * row + gap if self._kitty else row + gap * 0.5
            return [QPointF(middle, bottom), QPointF(left, bottom), QPointF(left, 0.0), QPointF(middle, 0.0),
                    QPointF(right, 0.0), QPointF(right, bottom)], kitty
        corners = {
            SeatPosition.TOP: QPointF(middle, 0.0),
            SeatPosition.LEFT: QPointF(left, row + gap * 0.5),
            SeatPosition.RIGHT: QPointF(right, row + gap * 0.5),
            SeatPosition.BOTTOM: QPointF(middle, 2 * row + gap),
        }
        return [corners[position] for position in seat_positions(len(self._hands))], kitty

    def paintEvent(self, event: QPaintEvent) -> None:
        """Draw each hand under its player's name."""
        if not self._hands:
            return
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        spots, kitty = self._spots()
        taken_by_anyone = {card for cards in self._taken for card in cards}
        for seat in range(len(self._hands)):
            name = (self._names[seat] if seat < len(self._names)
                    else translate("HandSummary", "Seat {seat}").format(seat=seat))
            if seat == self._dealer:
                name = translate("HandSummary", "{name} (dealer)").format(name=name)
            self._paint_row(painter, spots[seat], name, self._row(seat), taken=set(self._taken_by(seat)),
                            faded=set(self._put_away_by(seat)))
        if self._kitty:
            label = (translate("HandSummary", "Kitty ({card} up)").format(card=self._kitty[0]) if self._upcard
                     else translate("HandSummary", "Not dealt"))
            self._paint_row(painter, kitty, label, list(self._kitty), faded=taken_by_anyone)
        if self._legend_height():
            painter.setPen(TABLE.plate_text)
            painter.setFont(label_font(self._label_height() * 0.55))
            legend = QRectF(0.0, self.height() - self._legend_height(), self.width(), self._legend_height())
            words = translate("HandSummary", "Edged in gold: a card taken after the deal. Faded: a card that "
                                             "left the hand or the kitty.")
            painter.drawText(legend, Qt.AlignmentFlag.AlignCenter, words)
        painter.end()

    def _paint_row(self, painter: QPainter, corner: QPointF, label: str, cards: Sequence[Card], *,
                   taken: set[Card] | None = None, faded: set[Card] | None = None) -> None:
        """``label`` over ``cards``; those ``taken`` edged in gold, those ``faded`` drawn faint."""
        painter.setPen(TABLE.plate_text)
        painter.setFont(label_font(self._label_height() * 0.62, bold=True))
        painter.drawText(QRectF(corner.x(), corner.y(), self._hand_width(5) * 1.5, self._label_height()),
                         Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, label)
        dpr = self.devicePixelRatioF()
        step = self._card_height * CARD_ASPECT * 0.42
        margin = self._renderer.margin(self._card_height)
        top = corner.y() + self._label_height()
        width = self._card_height * CARD_ASPECT
        for index, card in enumerate(cards):
            left = corner.x() + index * step
            pixmap = self._renderer.pixmap(card, self._card_height, dpr, self._look(card))
            painter.setOpacity(_FADED if faded and card in faded else 1.0)
            painter.drawPixmap(QPointF(left - margin, top - margin), pixmap)
            painter.setOpacity(1.0)
            if taken and card in taken:
                pen = max(2.0, self._card_height * 0.035)
                painter.setPen(QPen(FOCUS_GOLD, pen))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                half = pen / 2
                edge = QRectF(left, top, width, self._card_height).adjusted(-half, -half, half, half)
                painter.drawRoundedRect(edge, width * 0.08, width * 0.08)

    def _look(self, card: Card) -> CardLook:
        trump = self._trump
        marker = CardMarker.NONE
        if trump is not None and not card.is_benny:
            if card == right_bower(trump):
                marker = CardMarker.RIGHT_BOWER
            elif card == left_bower(trump):
                marker = CardMarker.LEFT_BOWER
        return dataclasses.replace(self._style, marker=marker,
                                   trump=trump if marker is CardMarker.LEFT_BOWER else None,
                                   two_of_spades_benny=self._two_of_spades_benny)

    def set_card_style(self, *, four_colour: bool, plain_courts: bool) -> None:
        """Draw the cards as the table does: four-colour suits, plain court cards."""
        self._style = CardLook(four_colour=four_colour, plain_courts=plain_courts)
        self.update()
