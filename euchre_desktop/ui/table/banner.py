"""The end of a match on the cloth: a gold ribbon banner (and fireworks) when the player's side wins, a plain
dark plate with a kind word when it loses.

``match_words`` says what the banner reads, ``banner_rect`` where it hangs (in the upper cloth, clear of the
seats, the score and the trump badge, above the summary that offers the next match), and ``MatchBanner``
draws it.  The scene shows it until the next deal.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QRectF, Qt
from PySide6.QtGui import QFont, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem

from ...model import MatchSummary
from ..theme import TABLE
from .items import Panel, fitted_font
from .layout import TableLayout

__all__ = ["MatchBanner", "banner_rect", "match_words"]

_TEXT_SHARE = 0.78
"""The share of the banner's width its words may take (the ribbon's folded ends take the rest)."""
_BANNER_Z = 2600.0
"""Above everything on the cloth, the fireworks too: they burst behind it and never hide its words."""


def match_words(result: MatchSummary, name: Callable[[int], str]) -> tuple[str, str]:
    """The banner's title and line for the end of a match; ``name`` gives a seat's player's name."""
    high, low = sorted(result.scores, reverse=True)[:2]
    score = QCoreApplication.translate("MatchBanner", "{high} to {low}").format(high=high, low=low)
    if result.you_won:
        return (QCoreApplication.translate("MatchBanner", "You win the match!"),
                QCoreApplication.translate("MatchBanner", "{score}. Well played!").format(score=score))
    if len(result.scores) == 2:  # partners: the side is two seats across from each other
        winners = QCoreApplication.translate("MatchBanner", "{first} & {second} win the match").format(
            first=name(result.winner), second=name(result.winner + 2))
    else:
        winners = QCoreApplication.translate("MatchBanner", "{name} wins the match").format(
            name=name(result.winner))
    return winners, QCoreApplication.translate("MatchBanner", "{score}. Good game: the next match could be "
                                               "yours.").format(score=score)


def banner_rect(layout: TableLayout) -> QRectF:
    """Where the banner hangs: across the middle of the upper cloth, below the top seat's cards."""
    unit = layout.unit
    width, height = 6.4 * unit, 1.3 * unit
    top = layout.margin + layout.seat_card_height + 0.3 * unit
    return QRectF(layout.width / 2 - width / 2, top, width, height)


class MatchBanner(Panel):
    """The match's result on the cloth: festive when ``won``, plain otherwise (see ``show_result``)."""

    def __init__(self, parent: QGraphicsItem | None = None) -> None:
        """A hidden banner."""
        super().__init__(parent)
        self._title = ""
        self._line = ""
        self._won = False
        self.setZValue(_BANNER_Z)
        self.setVisible(False)

    @property
    def title(self) -> str:
        """The banner's big words ("You win the match!")."""
        return self._title

    @property
    def line(self) -> str:
        """The words under the title (the score, and a kind word)."""
        return self._line

    @property
    def won(self) -> bool:
        """True for the festive banner of the player's win."""
        return self._won

    def show_result(self, title: str, line: str, *, won: bool) -> None:
        """Say ``title`` and ``line``, festive when ``won``."""
        self._title, self._line, self._won = title, line, won
        self.setVisible(True)
        self.update()

    def paint_panel(self, painter: QPainter, rect: QRectF) -> None:
        """A swallow-tailed gold ribbon for a win, a plain dark plate for a loss, and the words on it."""
        height = rect.height()
        self.smooth(painter)
        if self._won:
            shape = self._ribbon()
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(TABLE.shadow)
            painter.drawPath(shape.translated(0.0, height * 0.06))
            painter.setPen(QPen(TABLE.gold_dark, max(1.0, height * 0.03)))
            painter.setBrush(TABLE.gold)
            painter.drawPath(shape)
            title_colour, line_colour = TABLE.banner_text, TABLE.banner_subtle
        else:
            self.paint_plate(painter, height * 0.2)
            title_colour, line_colour = TABLE.plate_text, TABLE.plate_subtle
        text_width = rect.width() * _TEXT_SHARE
        left = rect.width() * (1.0 - _TEXT_SHARE) / 2
        title_font, line_font = self.fonts()
        for words, font, colour, top, bottom in (
            (self._title, title_font, title_colour, 0.08, 0.58),
            (self._line, line_font, line_colour, 0.56, 0.9),
        ):
            painter.setFont(font)
            painter.setPen(colour)
            painter.drawText(QRectF(left, height * top, text_width, height * (bottom - top)),
                             Qt.AlignmentFlag.AlignCenter, words)

    def fonts(self) -> tuple[QFont, QFont]:
        """The title's font and the line's at the banner's size, each small enough for its words to fit."""
        width, height = self._size.width() * _TEXT_SHARE, self._size.height()
        return (fitted_font(self._title, width, height * 0.36, bold=True),
                fitted_font(self._line, width, height * 0.22))

    def _ribbon(self) -> QPainterPath:
        """The banner's outline: a band with swallow-tailed ends folded behind."""
        rect = self._size
        width, height = rect.width(), rect.height()
        notch = height * 0.28
        ribbon = QPainterPath()
        ribbon.moveTo(0.0, 0.0)
        ribbon.lineTo(width, 0.0)
        ribbon.lineTo(width - notch, height / 2)
        ribbon.lineTo(width, height)
        ribbon.lineTo(0.0, height)
        ribbon.lineTo(notch, height / 2)
        ribbon.closeSubpath()
        return ribbon
