"""The table's score panel: each side's points, and optionally the score cards that show them.

Like the other panels (``items``), it draws itself from a few values in the rectangle the table scene gives
it, and caches its painting.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QRectF, Qt
from PySide6.QtGui import QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem

from ...engine import Suit
from ..theme import TABLE, label_font
from .card_art import CardLook
from .items import Panel
from .layout import SCORE_CARD_HEIGHT
from .score_cards import ScorePair, footprint, paint_score_cards

__all__ = ["ScorePanel"]


class ScorePanel(Panel):
    """Each side's points (below zero too), and optionally the score cards showing them."""

    SCORE_CARD_SUITS = (Suit.HEARTS, Suit.SPADES, Suit.DIAMONDS)
    """The suit of each side's pair of score cards."""

    def __init__(self, parent: QGraphicsItem | None = None) -> None:
        """A panel with no sides yet."""
        super().__init__(parent)
        self._labels: tuple[str, ...] = ()
        self._scores: tuple[int, ...] = ()
        self._target: int | None = None
        self._show_cards = False
        self._four_colour = False
        self._pair = ScorePair.SIX_FOUR
        self._back = "lattice"
        self._unit = 60.0

    @property
    def scores(self) -> tuple[int, ...]:
        """The points shown, by side."""
        return self._scores

    @property
    def labels(self) -> tuple[str, ...]:
        """The sides' names shown over their points."""
        return self._labels

    @property
    def target(self) -> int | None:
        """The points that win, when the match is played to a score."""
        return self._target

    @property
    def show_cards(self) -> bool:
        """True when the score cards are shown beside the numbers."""
        return self._show_cards

    @property
    def pair(self) -> ScorePair:
        """Which pair of score cards is shown."""
        return self._pair

    def set_scores(self, labels: Sequence[str], scores: Sequence[int], target: int | None) -> None:
        """Show ``scores`` under ``labels``, one per side; ``target`` is the points that win (None: none)."""
        if len(labels) != len(scores):
            raise ValueError(f"{len(labels)} side labels for {len(scores)} scores")
        self._labels, self._scores, self._target = tuple(labels), tuple(scores), target
        self.update()

    def set_options(self, *, show_cards: bool, four_colour: bool, pair: ScorePair = ScorePair.SIX_FOUR,
                    back: str = "lattice") -> None:
        """Show or hide the score cards, which ``pair``; four-colour inks on them, the ``back`` design."""
        self._show_cards, self._four_colour, self._pair, self._back = show_cards, four_colour, pair, back
        self.update()

    def set_unit(self, unit: float) -> None:
        """The table's size unit (see ``layout.TableLayout.unit``), which sets the type and card sizes."""
        self._unit = unit
        self.update()

    def paint_panel(self, painter: QPainter, rect: QRectF) -> None:
        """Draw the panel: a column per side."""
        if not self._scores:
            return
        self.smooth(painter)
        unit = self._unit
        painter.setPen(QPen(TABLE.plate_rim, max(1.0, unit * 0.02)))
        painter.setBrush(TABLE.plate)
        painter.drawRoundedRect(rect, unit * 0.18, unit * 0.18)
        pad = unit * 0.14
        header = label_font(unit * 0.2)
        painter.setFont(header)
        painter.setPen(TABLE.plate_subtle)
        caption = (QCoreApplication.translate("ScorePanel", "Game to {target}").format(target=self._target)
                   if self._target is not None else QCoreApplication.translate("ScorePanel", "Score"))
        painter.drawText(QRectF(pad, pad * 0.6, rect.width() - 2 * pad, unit * 0.3),
                         Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, caption)
        columns = len(self._scores)
        column_width = (rect.width() - 2 * pad) / columns
        name_font = label_font(unit * 0.2, bold=True)
        number_font = label_font(unit * 0.5, bold=True)
        row_top = unit * 0.7
        row_height = rect.height() - row_top - unit * 0.1
        for index, (label, score) in enumerate(zip(self._labels, self._scores, strict=True)):
            x = pad + index * column_width
            painter.setFont(name_font)
            painter.setPen(TABLE.plate_text)
            metrics = QFontMetricsF(name_font)
            shown = metrics.elidedText(label, Qt.TextElideMode.ElideRight, max(0.0, column_width - pad))
            painter.drawText(QRectF(x, unit * 0.38, column_width, unit * 0.3), Qt.AlignmentFlag.AlignHCenter,
                             shown)
            number_width = column_width * (0.4 if self._show_cards else 1.0)
            painter.setFont(number_font)
            painter.setPen(
                TABLE.gold if self._target is not None and score >= self._target else TABLE.plate_text
            )
            painter.drawText(
                QRectF(x, row_top, number_width, row_height), Qt.AlignmentFlag.AlignCenter, str(score)
            )
            if self._show_cards:
                area = QRectF(x + number_width, row_top, column_width - number_width, row_height)
                # Narrow columns (three sides) take smaller cards, clear of the numbers.
                full = footprint(unit * SCORE_CARD_HEIGHT, self._pair)
                height = unit * SCORE_CARD_HEIGHT * min(1.0, area.width() / full.width())
                box = footprint(height, self._pair)
                centre = area.center() - box.center()
                suit = self.SCORE_CARD_SUITS[index % len(self.SCORE_CARD_SUITS)]
                look = CardLook(four_colour=self._four_colour, back=self._back)
                paint_score_cards(painter, centre, height, score, suit, look, self._pair)
