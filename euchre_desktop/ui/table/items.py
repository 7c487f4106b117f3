"""The table's panels: seat name plates, bid bubbles and the trump indicator (the score: ``score_panel``).

Each is a small ``QGraphicsObject`` that draws itself from a few values and is told its rectangle by the
table scene (which takes it from ``layout``).  They change rarely, so each caches its painting
(``DeviceCoordinateCache``): an animation frame then costs a pixmap copy per panel, not text layout.
"""

from __future__ import annotations

import math

from PySide6.QtCore import Property, QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen, QTransform
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from ...engine import Suit
from ...engine.translatable import N_
from ...language import translated
from ..theme import TABLE, label_font, suit_palette
from .avatars import AvatarStyle, paint_avatar
from .card_art import draw_suit
from .layout import SeatPosition

__all__ = ["SITTING_OUT_OPACITY", "BidBubble", "Panel", "SeatPlate", "TrumpBadge", "fitted_font"]


def _elided(text: str, metrics: QFontMetricsF, width: float) -> str:
    return metrics.elidedText(text, Qt.TextElideMode.ElideRight, max(0.0, width))


def fitted_font(text: str, width: float, size: float, floor: float = 1.0, *, bold: bool = False) -> QFont:
    """The table's font at ``size`` pixels, made smaller (down to ``floor``) until ``text`` fits ``width``."""
    font = label_font(size, bold=bold)
    while QFontMetricsF(font).horizontalAdvance(text) > width and font.pixelSize() > max(1.0, floor):
        font = label_font(font.pixelSize() - 1, bold=bold)
    return font


SUIT_NAMES = {Suit.CLUBS: N_("Clubs"), Suit.DIAMONDS: N_("Diamonds"), Suit.SPADES: N_("Spades"),
              Suit.HEARTS: N_("Hearts")}
"""Each suit as the trump badge names it (translated where drawn)."""


class Panel(QGraphicsObject):
    """A cached item occupying a rectangle whose top-left is its position (the table's panels, the bowers'
    tray, the match's banner)."""

    def __init__(self, parent: QGraphicsItem | None = None) -> None:
        """An empty panel; ``set_geometry`` sizes and places it."""
        super().__init__(parent)
        self._size = QRectF(0.0, 0.0, 1.0, 1.0)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def set_geometry(self, rect: QRectF) -> None:
        """Occupy ``rect`` (scene coordinates)."""
        size = QRectF(0.0, 0.0, rect.width(), rect.height())
        if size != self._size:
            self.prepareGeometryChange()
            self._size = size
        self.setPos(rect.topLeft())
        self.update()

    def geometry(self) -> QRectF:
        """The rectangle occupied, in scene coordinates."""
        return self._size.translated(self.pos())

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        """Paint the panel in its own rectangle (see ``paint_panel``)."""
        self.paint_panel(painter, self._size)

    def paint_panel(self, painter: QPainter, rect: QRectF) -> None:
        """Draw the panel filling ``rect`` (its own rectangle, top-left at the origin)."""
        raise NotImplementedError

    def smooth(self, painter: QPainter, *, text: bool = True) -> None:
        """Antialias what ``painter`` draws next: its edges, and its text too unless ``text`` is false."""
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        if text:
            painter.setRenderHint(QPainter.RenderHint.TextAntialiasing, True)

    def paint_plate(self, painter: QPainter, radius: float) -> None:
        """The panels' dark, see-through plate with a faint rim, filling the panel, smooth-edged."""
        self.smooth(painter)
        painter.setPen(QPen(TABLE.plate_rim, max(1.0, self._size.height() * 0.02)))
        painter.setBrush(TABLE.plate)
        painter.drawRoundedRect(self._size, radius, radius)

    def paint_badge(self, painter: QPainter, height: float) -> tuple[QPointF, float]:
        """A badge: the plate, and the gold-rimmed paper disc at its left end where a suit's mark goes;
        returns the disc's centre and diameter."""
        self.paint_plate(painter, height * 0.22)
        disc = height * 0.78
        centre = QPointF(height * 0.11 + disc / 2, height / 2)
        painter.setPen(QPen(TABLE.gold, max(1.0, height * 0.035)))
        painter.setBrush(TABLE.paper)
        painter.drawEllipse(centre, disc / 2, disc / 2)
        return centre, disc

    def boundingRect(self) -> QRectF:
        """The panel plus a little room for a glow."""
        grow = self._size.height() * 0.12
        return self._size.adjusted(-grow, -grow, grow, grow)


SITTING_OUT_OPACITY = 0.55
"""How faint the plate of a player sitting out the hand is."""
_BOW_DEGREES = 20.0
"""How far the portrait tips forward at the deepest point of a bow."""
_WITHDRAW = 0.12
"""How far a plate sitting out has drawn back towards the rail, as a fraction of its height."""
_SHAKE = 0.1
"""The widest swing of a shaking plate, as a fraction of its height."""
_SHAKE_DEGREES = 2.5
"""The widest tilt of a shaking plate."""


class SeatPlate(Panel):
    """A seat's name plate: portrait (or the Classic face), name, and markers.

    Markers: dealer, maker, alone, sitting out; ``active`` outlines the plate of the player to act.  A glow
    (``set_glow``) marks the seat after a march or a euchre.  Two animatable properties give the plate its
    moments: ``withdrawal`` (0 at the table, 1 sitting out: the portrait bows on the way and the plate
    draws back and dims) and ``shake`` (a swing that dies away as it runs from 0 to 1).
    """

    def __init__(self, name: str, portrait: AvatarStyle | None, parent: QGraphicsItem | None = None) -> None:
        """A plate for ``name`` with ``portrait`` (None: always the Classic face)."""
        super().__init__(parent)
        self._name = name
        self._portrait = portrait
        self._classic = False
        self.partner = False
        """Marked as the player's partner: at six seats, where partners alternate round the table."""
        self.dealer = False
        self.maker = False
        self.alone = False
        self.sitting_out = False
        self.active = False
        self._glow: QColor | None = None
        self._withdrawal = 0.0
        self._shake = 1.0
        self._outward = QPointF(0.0, 0.0)

    @property
    def name(self) -> str:
        """The name shown."""
        return self._name

    def set_player(self, name: str, portrait: AvatarStyle | None) -> None:
        """Show another player."""
        self._name, self._portrait = name, portrait
        self.update()

    def set_classic(self, classic: bool) -> None:
        """Plain faces instead of portraits."""
        self._classic = classic
        self.update()

    def set_markers(self, *, dealer: bool | None = None, maker: bool | None = None, alone: bool | None = None,
                    sitting_out: bool | None = None, active: bool | None = None,
                    partner: bool | None = None) -> None:
        """Change any of the markers (None leaves one as it is)."""
        if partner is not None:
            self.partner = partner
        if dealer is not None:
            self.dealer = dealer
        if maker is not None:
            self.maker = maker
        if alone is not None:
            self.alone = alone
        if sitting_out is not None:
            self.sitting_out = sitting_out
        if active is not None:
            self.active = active
        if sitting_out is not None:
            self.set_withdrawal(1.0 if sitting_out else 0.0)
        self.update()

    @property
    def glow(self) -> QColor | None:
        """The colour the plate glows after a march or a euchre (None: no glow)."""
        return self._glow

    def set_glow(self, colour: QColor | None) -> None:
        """Glow in ``colour`` round the plate (None: stop glowing)."""
        self._glow = None if colour is None else QColor(colour)
        self.update()

    def set_outward(self, direction: QPointF) -> None:
        """The unit vector from the table towards this seat's rail: where a plate sitting out draws back."""
        self._outward = QPointF(direction)
        self._update_transform()

    def _get_withdrawal(self) -> float:
        return self._withdrawal

    def set_withdrawal(self, value: float) -> None:
        """Draw back from the table by ``value`` (0 to 1, see ``withdrawal``), dimming as it goes."""
        self._withdrawal = min(1.0, max(0.0, value))
        self.setOpacity(1.0 - (1.0 - SITTING_OUT_OPACITY) * self._withdrawal)
        self._update_transform()
        self.update()

    withdrawal = Property(float, _get_withdrawal, set_withdrawal)
    """0: at the table; 1: sitting out (drawn back and dimmed); between, the portrait bows."""

    @property
    def bow_degrees(self) -> float:
        """How far the portrait tips forward now: deepest halfway through withdrawing, upright at the ends."""
        if not 0.0 < self._withdrawal < 1.0:
            return 0.0
        return _BOW_DEGREES * math.sin(math.pi * self._withdrawal)

    def _get_shake(self) -> float:
        return self._shake

    def _set_shake(self, value: float) -> None:
        self._shake = min(1.0, max(0.0, value))
        self._update_transform()

    shake = Property(float, _get_shake, _set_shake)
    """How far a shake has run: from 0 (a hard swing) to 1 (still); five swings, dying away."""

    def _update_transform(self) -> None:
        height = self._size.height()
        width = self._size.width()
        back = _WITHDRAW * height * self._withdrawal
        transform = QTransform().translate(self._outward.x() * back, self._outward.y() * back)
        if self._shake < 1.0:
            fade = 1.0 - self._shake
            swing = math.sin(self._shake * math.pi * 10.0) * fade
            transform.translate(width / 2 + swing * _SHAKE * height, height / 2)
            transform.rotate(swing * _SHAKE_DEGREES)
            transform.translate(-width / 2, -height / 2)
        self.setTransform(transform)

    def markers(self) -> list[str]:
        """The marker labels shown, in order (what a player reads under the name)."""
        labels = []
        if self.partner:
            labels.append(N_("Partner"))
        if self.dealer:
            labels.append(N_("Dealer"))
        if self.maker:
            labels.append(N_("Maker"))
        if self.alone:
            labels.append(N_("Alone"))
        if self.sitting_out:
            labels.append(N_("Sitting out"))
        return labels

    def shown_markers(self) -> list[str]:
        """The marker labels that fit on the plate at its size (all of ``markers``, at any table size)."""
        return [label for label, _chip in self._chips()[1]]

    def shown_name(self) -> str:
        """The name as it fits on the plate at its size (cut short with "…" only when it must be)."""
        return self._name_layout()[1]

    def _name_layout(self) -> tuple[QFont, str]:
        """The name's font and its text as it fits between the portrait and the plate's round end."""
        height = self._size.height()
        font = label_font(height * 0.3, bold=True)
        room = self._size.width() - height * 1.08 - height * 0.35
        return font, _elided(self._name, QFontMetricsF(font), room)

    def _chips(self) -> tuple[QFont, list[tuple[str, QRectF]]]:
        """The markers' chips under the name: their font (smaller when many share the row) and places."""
        height = self._size.height()
        left = height * 1.08
        # The row ends where the plate's round end starts to curve in at the chips' height.
        room = self._size.width() - left - height * 0.1
        chip_height = height * 0.27
        labels = self.markers()
        pad, gap = chip_height * 0.45, chip_height * 0.2
        words = room - len(labels) * pad - (len(labels) - 1) * gap
        font = fitted_font("".join(map(translated, labels)), words, height * 0.19, height * 0.15, bold=True)
        metrics = QFontMetricsF(font)
        chips = []
        x = left
        for label in labels:
            width = metrics.horizontalAdvance(translated(label)) + pad
            if x + width > left + room + 0.5:
                break
            chips.append((label, QRectF(x, height * 0.56, width, chip_height)))
            x += width + gap
        return font, chips

    def paint_panel(self, painter: QPainter, rect: QRectF) -> None:
        """Draw the plate."""
        height = rect.height()
        self.smooth(painter)
        radius = height / 2
        if self._glow is not None:
            glow = QColor(self._glow)
            for step in (4, 3, 2, 1):
                glow.setAlphaF(0.16 * (5 - step))
                painter.setPen(QPen(glow, height * 0.055 * step))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawRoundedRect(rect, radius, radius)
        if self.active:
            glow = QColor(TABLE.plate_active)
            for step in (3, 2, 1):
                glow.setAlphaF(0.12 * (4 - step))
                painter.setPen(QPen(glow, height * 0.05 * step))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawRoundedRect(rect, radius, radius)
        painter.setPen(QPen(TABLE.plate_active if self.active else TABLE.plate_rim,
                            max(1.0, height * (0.045 if self.active else 0.02))))
        painter.setBrush(TABLE.plate)
        painter.drawRoundedRect(rect, radius, radius)

        avatar = height * 0.84
        inset = (height - avatar) / 2
        bow = self.bow_degrees
        if bow:
            # A bow: the portrait nods, turning within its round frame and sinking a little.
            depth = bow / _BOW_DEGREES
            painter.save()
            pivot = QPointF(inset + avatar / 2, inset + avatar / 2)
            painter.translate(pivot + QPointF(0.0, avatar * 0.05 * depth))
            painter.rotate(-bow)
            painter.scale(1.0, 1.0 - 0.1 * depth)
            painter.translate(-pivot)
        paint_avatar(painter, QRectF(inset, inset, avatar, avatar), self._portrait, plain=self._classic)
        if bow:
            painter.restore()

        name_font, name = self._name_layout()
        painter.setFont(name_font)
        painter.setPen(TABLE.plate_text)
        baseline = height * (0.44 if self.markers() else 0.6)
        painter.drawText(QPointF(height * 1.08, baseline), name)

        chip_font, chips = self._chips()
        painter.setFont(chip_font)
        colours = {"Partner": TABLE.chip_dealer, "Dealer": TABLE.chip_dealer, "Maker": TABLE.chip_maker,
                   "Alone": TABLE.chip_alone, "Sitting out": TABLE.chip_out}
        for label, chip in chips:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(colours[label])
            painter.drawRoundedRect(chip, chip.height() / 2, chip.height() / 2)
            painter.setPen(TABLE.chip_text)
            painter.drawText(chip, Qt.AlignmentFlag.AlignCenter, translated(label))


class BidBubble(Panel):
    """A speech bubble beside a seat's plate showing what the player said."""

    def __init__(self, parent: QGraphicsItem | None = None) -> None:
        """An empty, hidden bubble."""
        super().__init__(parent)
        self._text = ""
        self._opens = SeatPosition.BOTTOM
        self._tail = QPointF()
        self.setZValue(900.0)

    @property
    def text(self) -> str:
        """What the bubble says."""
        return self._text

    def show_text(self, text: str, anchor: QPointF, opens: SeatPosition, unit: float) -> None:
        """Say ``text`` next to ``anchor``, the bubble lying on the table side of a seat at ``opens``."""
        self._text = text
        self._opens = opens
        font = label_font(unit * 0.3, bold=True)
        metrics = QFontMetricsF(font)
        width = metrics.horizontalAdvance(text) + unit * 0.5
        height = unit * 0.56
        gap = unit * 0.22
        if opens is SeatPosition.BOTTOM:
            rect = QRectF(anchor.x() - width / 2, anchor.y() - gap - height, width, height)
        elif opens is SeatPosition.TOP:
            rect = QRectF(anchor.x() - width / 2, anchor.y() + gap, width, height)
        elif opens is SeatPosition.LEFT:
            rect = QRectF(anchor.x() + gap, anchor.y() - height / 2, width, height)
        else:
            rect = QRectF(anchor.x() - gap - width, anchor.y() - height / 2, width, height)
        self._tail = anchor - rect.topLeft()
        self.set_geometry(rect)

    def boundingRect(self) -> QRectF:
        """The bubble and its tail."""
        return super().boundingRect().united(QRectF(self._tail, self._tail).adjusted(-2, -2, 2, 2))

    def paint_panel(self, painter: QPainter, rect: QRectF) -> None:
        """Draw the bubble, its tail pointing at the speaker."""
        height = rect.height()
        self.smooth(painter, text=False)
        bubble = QPainterPath()
        bubble.addRoundedRect(rect, height * 0.35, height * 0.35)
        base = rect.center()
        half = height * 0.2
        # The tail's base sits on the edge facing the speaker.
        if self._opens in (SeatPosition.BOTTOM, SeatPosition.TOP):
            y = rect.bottom() if self._opens is SeatPosition.BOTTOM else rect.top()
            base_a, base_b = QPointF(base.x() - half, y), QPointF(base.x() + half, y)
        else:
            x = rect.left() if self._opens is SeatPosition.LEFT else rect.right()
            base_a, base_b = QPointF(x, base.y() - half), QPointF(x, base.y() + half)
        tail_tip = base_a + (self._tail - base_a) * 0.7
        tail = QPainterPath()
        tail.moveTo(base_a)
        tail.lineTo(tail_tip)
        tail.lineTo(base_b)
        tail.closeSubpath()
        shape = bubble.united(tail)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(TABLE.shadow)
        painter.drawPath(shape.translated(0.0, height * 0.06))
        painter.setBrush(TABLE.bubble)
        painter.drawPath(shape)
        painter.setFont(label_font(height * 0.54, bold=True))
        painter.setPen(TABLE.bubble_text)
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, self._text)


class TrumpBadge(Panel):
    """The trump suit once named, with who named it and whether alone."""

    def __init__(self, parent: QGraphicsItem | None = None) -> None:
        """A hidden badge."""
        super().__init__(parent)
        self._suit: Suit | None = None
        self._caption = ""
        self._four_colour = False

    @property
    def suit(self) -> Suit | None:
        """The trump shown, or None."""
        return self._suit

    def set_trump(self, suit: Suit | None, caption: str = "") -> None:
        """Show ``suit`` with a caption such as "Hank · alone"; None clears it."""
        self._suit, self._caption = suit, caption
        self.update()

    def set_four_colour(self, four_colour: bool) -> None:
        """Use the four-colour suit inks."""
        self._four_colour = four_colour
        self.update()

    @property
    def caption(self) -> str:
        """Who named trump, and whether alone ("Named by Gloria, alone")."""
        return self._caption

    def shown_caption(self) -> str:
        """The caption as it fits on the badge at its size (cut short with "…" only for a very long name)."""
        return self._caption_layout()[1]

    def _caption_layout(self) -> tuple[QFont, str]:
        """The caption's font, smaller when it needs the room, and its text as it fits."""
        height = self._size.height()
        width = self._text_width()
        font = fitted_font(self._caption, width, height * 0.2, height * 0.15)
        return font, _elided(self._caption, QFontMetricsF(font), width)

    def _text_width(self) -> float:
        """The room right of the suit's disc."""
        height = self._size.height()
        return self._size.width() - height * 1.15

    def paint_panel(self, painter: QPainter, rect: QRectF) -> None:
        """Draw the badge."""
        if self._suit is None:
            return
        height = rect.height()
        centre, disc = self.paint_badge(painter, height)
        draw_suit(
            painter, self._suit, centre, disc * 0.58, suit_palette(self._four_colour).colour(self._suit)
        )
        left = height * 0.22 + disc
        width = self._text_width()
        small = label_font(height * 0.2)
        painter.setFont(small)
        painter.setPen(TABLE.plate_subtle)
        painter.drawText(QPointF(left, height * 0.3), QCoreApplication.translate("TrumpBadge", "Trump"))
        title = label_font(height * 0.32, bold=True)
        painter.setFont(title)
        painter.setPen(TABLE.plate_text)
        painter.drawText(
            QPointF(left, height * 0.62),
            _elided(translated(SUIT_NAMES[self._suit]), QFontMetricsF(title), width)
        )
        caption_font, caption = self._caption_layout()
        painter.setFont(caption_font)
        painter.setPen(TABLE.plate_subtle)
        painter.drawText(QPointF(left, height * 0.86), caption)
