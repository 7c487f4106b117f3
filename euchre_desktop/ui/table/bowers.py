"""The bowers' tray: once trump is named, the right and the left bower are shown in a labelled tray of their
own under the trump badge, so nobody takes them for cards in play.

``bower_tray`` says where the tray lies (on the cloth between the badge and the nearest seat plate below it)
and ``bower_places`` where each bower rests in it, upright; ``BowerTray`` draws the tray and the words
"Right bower" and "Left bower" beside the cards.  The cards are ordinary card items kept by ``moments``.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QGraphicsItem

from ...engine.translatable import N_
from ...language import translated
from ..theme import CARD_ASPECT, TABLE, label_font
from .items import Panel
from .layout import TRAY_HEIGHT, Placement, TableLayout

__all__ = ["BOWER_LABELS", "BOWER_Z", "BowerTray", "bower_places", "bower_tray"]

BOWER_Z = 845.0
"""Bowers rest above every card on the cloth (and above their tray)."""
BOWER_LABELS = (N_("Right bower"), N_("Left bower"))
"""The words beside each bower, the first word large and the rest beneath: the right bower's, then the
left's (translated where drawn)."""

_PAD = 0.1
"""The room round a card in the tray, as a fraction of the tray's height."""


def bower_tray(layout: TableLayout) -> QRectF:
    """The bowers' tray: as wide as the trump badge, just under it, never reaching the seat plate below."""
    badge = layout.trump_rect()
    gap = 0.12 * layout.unit
    top = badge.bottom() + gap
    plates = [layout.plate_rect(seat) for seat in range(layout.players)]
    limit = min((plate.top() for plate in plates
                 if plate.intersects(QRectF(badge.left(), top, badge.width(), layout.height))),
                default=layout.height)
    height = max(12.0, min(TRAY_HEIGHT * layout.unit, limit - gap - top))
    return QRectF(badge.left(), top, badge.width(), height)


def bower_places(layout: TableLayout) -> tuple[Placement, Placement]:
    """Where the right and the left bower rest: upright, each at the left of its half of the tray."""
    tray = bower_tray(layout)
    pad = tray.height() * _PAD
    height = tray.height() - 2 * pad
    width = height * CARD_ASPECT
    places = []
    for column in range(2):
        left = tray.left() + column * tray.width() / 2 + pad * 1.5
        places.append(Placement(QPointF(left + width / 2, tray.center().y()), 0.0, BOWER_Z + column, height))
    return places[0], places[1]


class BowerTray(Panel):
    """The tray the bowers rest in: a dark plate like the badge's, with each bower's name beside it."""

    def __init__(self, parent: QGraphicsItem | None = None) -> None:
        """A hidden tray; ``set_geometry`` places it."""
        super().__init__(parent)
        self.setZValue(BOWER_Z - 1.0)
        self.setVisible(False)

    @property
    def labels(self) -> tuple[str, str]:
        """What the tray says beside the right and the left bower."""
        right, left = (translated(words) for words in BOWER_LABELS)
        return right, left

    def paint_panel(self, painter: QPainter, rect: QRectF) -> None:
        """Draw the tray and the words; the bowers lie on it as card items."""
        height = rect.height()
        self.paint_plate(painter, height * 0.2)
        pad = height * _PAD
        card_width = (height - 2 * pad) * CARD_ASPECT
        name_font = label_font(height * 0.24, bold=True)
        word_font = label_font(height * 0.19)
        for column, (name, word) in enumerate(label.split(" ", 1) for label in self.labels):
            left = column * rect.width() / 2 + pad * 1.5 + card_width + pad
            painter.setFont(name_font)
            painter.setPen(TABLE.plate_text)
            painter.drawText(QPointF(left, height * 0.47), name)
            painter.setFont(word_font)
            painter.setPen(TABLE.plate_subtle)
            painter.drawText(QPointF(left, height * 0.72), word)
