"""Bid Euchre's contract on the table: who bid what, and the tricks each side has taken of those it needs.

``ContractBadge`` takes the trump badge's corner while a Bid Euchre hand is played: the trump suit drawn in
its disc (or "NT" and "LOW" for no-trump), "Gloria: 4 hearts", and a line for each side, "Us: 2 of 4 to make"
and "Them: 1 of 3 to set", kept up to date after every trick.  It shows what the table controller tells it;
it knows no rule.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QFontMetricsF, QPainter
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene

from ...engine.bid import Strain
from ..theme import TABLE, label_font, suit_palette
from .card_art import draw_suit
from .items import Panel
from .layout import TableLayout

__all__ = ["ContractBadge"]

_DISC_LETTERS = {Strain.HIGH: "NT", Strain.LOW: "LOW"}


class ContractBadge(Panel):
    """The contract and each side's tricks, in the top-right corner; hidden until a contract stands."""

    def __init__(self, parent: QGraphicsItem | None = None) -> None:
        """A hidden badge (``place`` it, then ``show_contract``)."""
        super().__init__(parent)
        self._strain: Strain | None = None
        self._title = ""
        self._lines: tuple[str, str] = ("", "")
        self.setZValue(900)
        self.setVisible(False)

    @classmethod
    def on(cls, scene: QGraphicsScene) -> ContractBadge:
        """A badge added to ``scene``."""
        badge = cls()
        scene.addItem(badge)
        return badge

    @property
    def strain(self) -> Strain | None:
        """The contract's strain, None when no contract shows."""
        return self._strain if self.isVisible() else None

    @property
    def title(self) -> str:
        """The contract as shown ("Gloria: 4 hearts"), "" when none."""
        return self._title if self.isVisible() else ""

    @property
    def lines(self) -> tuple[str, str]:
        """Each side's tricks as shown (ours first), empty when no contract shows."""
        return self._lines if self.isVisible() else ("", "")

    def place(self, layout: TableLayout) -> None:
        """Take the trump badge's corner (a suit contract's bowers show in their tray below, as in Euchre)."""
        self.set_geometry(layout.trump_rect())

    def show_contract(self, strain: Strain, title: str, lines: tuple[str, str]) -> None:
        """Show a contract in ``strain``, ``title`` and the sides' lines."""
        self._strain, self._title = strain, title
        self.set_tricks(lines)
        self.setVisible(True)

    def set_tricks(self, lines: tuple[str, str]) -> None:
        """New lines for the sides' tricks."""
        self._lines = lines
        self.update()

    def clear(self) -> None:
        """No contract: hide the badge (a new hand, or a Euchre match)."""
        self._strain, self._title, self._lines = None, "", ("", "")
        self.setVisible(False)

    def paint_panel(self, painter: QPainter, rect: QRectF) -> None:
        """The dark plate, the strain's disc, the contract and the sides' lines, each fitted to the room."""
        if self._strain is None:
            return
        row = rect.height()
        centre, disc = self.paint_badge(painter, row)
        suit = self._strain.suit
        if suit is not None:
            draw_suit(painter, suit, centre, disc * 0.58, suit_palette(False).colour(suit))
        else:
            letters = _DISC_LETTERS[self._strain]
            painter.setFont(label_font(disc * (0.3 if len(letters) > 2 else 0.4), bold=True))
            painter.setPen(TABLE.bubble_text)
            painter.drawText(QRectF(centre.x() - disc / 2, centre.y() - disc / 2, disc, disc),
                             Qt.AlignmentFlag.AlignCenter, letters)
        left = row * 0.22 + disc
        width = rect.width() - left - row * 0.12
        self._fitted(painter, self._title, QPointF(left, row * 0.36), width, row * 0.3, bold=True)
        painter.setPen(TABLE.plate_subtle)
        for index, line in enumerate(self._lines):
            self._fitted(painter, line, QPointF(left, row * (0.64 + 0.25 * index)), width, row * 0.21)

    def _fitted(self, painter: QPainter, text: str, at: QPointF, width: float, size: float, *,
                bold: bool = False) -> None:
        """Draw ``text`` at ``at``, in a smaller font when it needs the room (down to two thirds)."""
        font = label_font(size, bold=bold)
        while QFontMetricsF(font).horizontalAdvance(text) > width and font.pixelSize() > size * 0.66:
            font = label_font(font.pixelSize() - 1, bold=bold)
        painter.setFont(font)
        if bold:
            painter.setPen(TABLE.plate_text)
        painter.drawText(at, QFontMetricsF(font).elidedText(text, Qt.TextElideMode.ElideRight, width))
