"""Charts for the statistics window, painted with QPainter (no chart library).

``ScoreChart`` draws the score hand by hand in one match: a line per side and the target as a dashed line;
a hand the computer played for the player is marked with open rings, since it counts in the match but not in
the player's own hand statistics.
``WinRateChart`` draws the last matches as a strip of won and lost chips under a line of the win rate so far.
Both take their data through a ``set_...`` method, keep it readable for tests, and draw an explanatory
message instead of empty axes when there is nothing to show.  Colours come from the widget's palette where
they are about text and background, so the charts follow a dark theme too.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from typing import ClassVar, Final

from PySide6.QtCore import QLocale, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPaintEvent, QPalette, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from ...engine.translatable import N_
from ...language import translated

__all__ = ["LOST_COLOUR", "MARGIN", "OUR_COLOUR", "THEIR_COLOUR", "WON_COLOUR", "Chart", "ScoreChart",
           "WinRateChart", "nice_step", "nice_tick"]

# Blue against orange reads apart for the common colour-blindnesses too; won and lost also differ by letter.
# Each line stands 3:1 from the page (WCAG's contrast for graphics), each chip 4.5:1 from its white letter.
OUR_COLOUR: Final = QColor("#1f6fb4")
THEIR_COLOUR: Final = QColor("#c96c00")
WON_COLOUR: Final = QColor("#2a7f4f")
LOST_COLOUR: Final = QColor("#c0392b")

MARGIN: Final = 10.0
"""Space between the widget's edge and anything drawn."""


def nice_tick(span: float, most_ticks: int, smallest: float) -> float:
    """The smallest of ``smallest`` times 1, 2, 5, 10, 20, 50... that divides ``span`` into at most
    ``most_ticks`` steps."""
    magnitude = smallest
    while True:
        for step in (magnitude, 2 * magnitude, 5 * magnitude):
            if span / step <= most_ticks:
                return step
        magnitude *= 10


def nice_step(span: float, most_ticks: int) -> int:
    """The smallest of 1, 2, 5, 10, 20, 50... that divides ``span`` into at most ``most_ticks`` steps."""
    return round(nice_tick(span, most_ticks, 1))


class Chart(QWidget):
    """What every chart shares (these and the accuracy charts): fonts, the plot frame, grid lines, the legend
    and the empty message."""

    def __init__(self, parent: QWidget | None = None) -> None:
        """A chart that grows with its window."""
        super().__init__(parent)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumSize(320, 200)

    def sizeHint(self) -> QSize:
        """Room for a dozen hands or twenty matches with readable labels."""
        return QSize(440, 240)

    def _small_font(self) -> QFont:
        font = QFont(self.font())
        font.setPointSizeF(max(7.0, font.pointSizeF() * 0.85))
        return font

    def _text_colour(self, *, muted: bool = False) -> QColor:
        group = QPalette.ColorGroup.Active if self.isEnabled() else QPalette.ColorGroup.Disabled
        colour = self.palette().color(group, QPalette.ColorRole.WindowText)
        if muted:
            colour.setAlphaF(0.65)
        return colour

    def _grid_colour(self) -> QColor:
        colour = self._text_colour()
        colour.setAlphaF(0.15)
        return colour

    empty_text: ClassVar[str]
    """What the chart says while it has nothing to draw (marked with ``N_``: translated when drawn)."""

    def paintEvent(self, event: QPaintEvent) -> None:
        """Draw the chart, or say what it will show while it has nothing to draw."""
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if not self._has_data():
            self._draw_empty(painter, translated(self.empty_text))
            return
        self._draw(painter)

    def _has_data(self) -> bool:
        raise NotImplementedError

    def _draw(self, painter: QPainter) -> None:
        """Draw the chart's data: its axes or grid, its lines and its legend."""
        raise NotImplementedError

    def _draw_empty(self, painter: QPainter, message: str) -> None:
        painter.setPen(self._text_colour(muted=True))
        painter.setFont(self.font())
        painter.drawText(QRectF(self.rect()).adjusted(MARGIN, MARGIN, -MARGIN, -MARGIN),
                         Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, message)

    def _draw_legend(self, painter: QPainter, top_right: QPointF,
                     entries: Sequence[tuple[str, QColor, str]]) -> float:
        """Draw the legend right-aligned at ``top_right``, in as many rows as the chart's width needs (large
        text); returns its height.

        Each entry is (text, colour, mark) where mark is "line", "dash", "chip" or "ring".
        """
        painter.setFont(self._small_font())
        metrics = QFontMetricsF(painter.font())
        swatch, gap, spacing = 18.0, 5.0, 14.0
        widths = [swatch + gap + metrics.horizontalAdvance(text) for text, _colour, _mark in entries]
        room = top_right.x() - MARGIN
        rows: list[list[int]] = [[]]
        for index, width in enumerate(widths):
            row = rows[-1]
            if row and sum(widths[i] + spacing for i in row) + width > room:
                rows.append([])
            rows[-1].append(index)
        for number, row in enumerate(rows):
            x = top_right.x() - sum(widths[i] for i in row) - spacing * (len(row) - 1)
            middle = top_right.y() + metrics.height() * (number + 0.5)
            for index in row:
                text, colour, mark = entries[index]
                self._draw_mark(painter, mark, colour, x, middle, swatch)
                painter.setPen(self._text_colour())
                painter.drawText(QPointF(x + swatch + gap, middle + metrics.ascent() / 2 - 1), text)
                x += widths[index] + spacing
        return metrics.height() * len(rows)

    @staticmethod
    def _draw_mark(painter: QPainter, mark: str, colour: QColor, x: float, middle: float, swatch: float
                   ) -> None:
        """A legend entry's mark at ``x``, on the line ``middle``."""
        if mark == "chip":
            painter.fillRect(QRectF(x + 4, middle - 5, 10, 10), colour)
        elif mark == "ring":
            painter.setPen(QPen(colour, 1.5))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawEllipse(QPointF(x + swatch / 2, middle), 4.0, 4.0)
        else:
            pen = QPen(colour, 2.5 if mark == "line" else 1.5)
            if mark == "dash":
                pen.setStyle(Qt.PenStyle.DashLine)
            painter.setPen(pen)
            painter.drawLine(QPointF(x, middle), QPointF(x + swatch, middle))


class ScoreChart(Chart):
    """The score after each hand of one match: a line per side from 0 at the start, and the target."""

    empty_text = N_("No hands played yet: the score of your match will be drawn here.")

    def __init__(self, parent: QWidget | None = None) -> None:
        """An empty chart: call ``set_progress``."""
        super().__init__(parent)
        self.progress: list[tuple[int, int]] = []
        """(ours, theirs) after each hand, as last set."""
        self.target: int | None = None
        self.side_names: tuple[str, str] = (self.tr("Us"), self.tr("Them"))
        self.watched: frozenset[int] = frozenset()
        """The hands (numbered from 1) the computer played for the player, drawn as open rings."""
        self.setAccessibleName(self.tr("Score by hand"))

    def _has_data(self) -> bool:
        return bool(self.progress)

    def set_progress(self, progress: Sequence[tuple[int, int]], target: int | None = None, *,
                     side_names: tuple[str, str] | None = None, watched: Iterable[int] = ()) -> None:
        """Show ``progress`` (the score after each hand) against ``target`` (None: no target line);
        ``watched``: the hands, numbered from 1, that the player watched rather than played."""
        self.progress = list(progress)
        self.target = target
        self.side_names = side_names if side_names is not None else (self.tr("Us"), self.tr("Them"))
        self.watched = frozenset(watched)
        number = QLocale().toString
        description = ", ".join(
            (self.tr("{ours} to {theirs} (watched)") if hand in self.watched
             else self.tr("{ours} to {theirs}")).format(ours=number(ours), theirs=number(theirs))
            for hand, (ours, theirs) in enumerate(self.progress, start=1)) or self.tr("no hands")
        self.setAccessibleDescription(self.tr("Score after each hand: {scores}").format(scores=description))
        self.update()

    def _draw(self, painter: QPainter) -> None:
        """Draw the axes, the grid, the target, both lines and the legend."""
        points = [(0, 0), *self.progress]
        values = [value for pair in points for value in pair]
        low = min(0, *values)
        high = max(1, *values, self.target or 0)
        step = nice_step(high - low, 6)
        low = math.floor(low / step) * step
        high = math.ceil(high / step) * step

        legend = [(self.side_names[0], OUR_COLOUR, "line"), (self.side_names[1], THEIR_COLOUR, "line")]
        if self.target is not None:
            legend.append((self.tr("Target {points}").format(points=QLocale().toString(self.target)),
                           self._text_colour(muted=True), "dash"))
        if self.watched:
            legend.append((self.tr("Watched"), self._text_colour(muted=True), "ring"))
        legend_height = self._draw_legend(painter, QPointF(self.width() - MARGIN, MARGIN), legend)

        small = QFontMetricsF(self._small_font())
        number = QLocale().toString
        left = MARGIN + small.horizontalAdvance(number(high) if high >= -low else number(low)) + 8
        plot = QRectF(QPointF(left, MARGIN + legend_height + 10),
                      QPointF(self.width() - MARGIN - 6, self.height() - MARGIN - 2 * small.height() - 6))
        hands = len(points) - 1

        def at(hand: int, score: float) -> QPointF:
            x = plot.left() + plot.width() * hand / max(1, hands)
            y = plot.bottom() - plot.height() * (score - low) / (high - low)
            return QPointF(x, y)

        painter.setFont(self._small_font())
        for score in range(low, high + 1, step):
            y = at(0, score).y()
            painter.setPen(QPen(self._grid_colour(), 1))
            painter.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y))
            painter.setPen(self._text_colour(muted=True))
            painter.drawText(QRectF(MARGIN, y - small.height() / 2, left - MARGIN - 6, small.height()),
                             Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, number(score))
        hand_step = nice_step(hands, max(1, int(plot.width() // 28)))
        for hand in range(0, hands + 1, hand_step):
            x = at(hand, low).x()
            painter.drawText(QRectF(x - 20, plot.bottom() + 3, 40, small.height()),
                             Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop, number(hand))
        axis_title = QRectF(plot.left(), plot.bottom() + 3 + small.height(), plot.width(), small.height())
        painter.drawText(axis_title, Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop,
                         self.tr("Hand"))

        painter.setPen(QPen(self._text_colour(muted=True), 1))
        painter.drawLine(plot.bottomLeft(), plot.bottomRight())
        painter.drawLine(plot.bottomLeft(), plot.topLeft())

        if self.target is not None:
            pen = QPen(self._text_colour(muted=True), 1.5, Qt.PenStyle.DashLine)
            painter.setPen(pen)
            y = at(0, self.target).y()
            painter.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y))

        for side, colour in ((1, THEIR_COLOUR), (0, OUR_COLOUR)):
            path = QPainterPath(at(0, points[0][side]))
            for hand, pair in enumerate(points[1:], start=1):
                path.lineTo(at(hand, pair[side]))
            painter.setPen(QPen(colour, 2.5, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap,
                                Qt.PenJoinStyle.RoundJoin))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawPath(path)
            for hand, pair in enumerate(points):
                if hand in self.watched:
                    painter.setBrush(self.palette().color(QPalette.ColorRole.Window))
                    painter.setPen(QPen(colour, 1.5))
                    painter.drawEllipse(at(hand, pair[side]), 4.0, 4.0)
                else:
                    painter.setBrush(colour)
                    painter.setPen(Qt.PenStyle.NoPen)
                    painter.drawEllipse(at(hand, pair[side]), 3.0, 3.0)


class WinRateChart(Chart):
    """The last matches, oldest first: a won or lost chip for each, and the win rate so far as a line."""

    empty_text = N_("No finished matches yet: your win rate will be drawn here.")

    def __init__(self, parent: QWidget | None = None) -> None:
        """An empty chart: call ``set_results``."""
        super().__init__(parent)
        self.results: list[bool] = []
        """True for a won match, oldest first, as last set."""
        self.setAccessibleName(self.tr("Win rate over the last matches"))

    def _has_data(self) -> bool:
        return bool(self.results)

    def rates(self) -> list[float]:
        """The win rate (0 to 1) after each match shown, over the matches shown so far."""
        wins = 0
        rates = []
        for count, won in enumerate(self.results, start=1):
            wins += won
            rates.append(wins / count)
        return rates

    def set_results(self, results: Sequence[bool]) -> None:
        """Show these match results (True: won), oldest first."""
        self.results = list(results)
        won = sum(self.results)
        self.setAccessibleDescription(self.tr("{won} of the last %n match(es) won", "", len(self.results))
                                      .format(won=QLocale().toString(won)))
        self.update()

    def _percent(self, value: int) -> str:
        """A percentage as the language writes it ("100%", "100 %")."""
        return self.tr("{percent}%").format(percent=QLocale().toString(value))

    def _draw(self, painter: QPainter) -> None:
        """Draw the percentage grid, the win-rate line and the strip of won and lost chips."""
        legend = [(self.tr("Win rate so far"), OUR_COLOUR, "line"), (self.tr("Won"), WON_COLOUR, "chip"),
                  (self.tr("Lost"), LOST_COLOUR, "chip")]
        legend_height = self._draw_legend(painter, QPointF(self.width() - MARGIN, MARGIN), legend)

        small = QFontMetricsF(self._small_font())
        chip = min(18.0, max(10.0, small.height() + 2))
        left = MARGIN + small.horizontalAdvance(self._percent(100)) + 8
        plot = QRectF(QPointF(left, MARGIN + legend_height + 10),
                      QPointF(self.width() - MARGIN - 6,
                              self.height() - MARGIN - chip - small.height() - 12))
        count = len(self.results)
        slot = plot.width() / count

        def x_of(index: int) -> float:
            return plot.left() + slot * (index + 0.5)

        def y_of(rate: float) -> float:
            return plot.bottom() - plot.height() * rate

        painter.setFont(self._small_font())
        for percent in (0, 25, 50, 75, 100):
            y = y_of(percent / 100)
            painter.setPen(QPen(self._grid_colour(), 1))
            painter.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y))
            painter.setPen(self._text_colour(muted=True))
            painter.drawText(QRectF(MARGIN, y - small.height() / 2, left - MARGIN - 6, small.height()),
                             Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                             self._percent(percent))
        painter.setPen(QPen(self._text_colour(muted=True), 1))
        painter.drawLine(plot.bottomLeft(), plot.bottomRight())
        painter.drawLine(plot.bottomLeft(), plot.topLeft())

        side = min(chip, slot - 2)
        chip_top = plot.bottom() + 6
        bold = self._small_font()
        bold.setBold(True)
        for index, won in enumerate(self.results):
            box = QRectF(x_of(index) - side / 2, chip_top, side, side)
            painter.fillRect(box, WON_COLOUR if won else LOST_COLOUR)
            if side >= small.height():
                painter.setFont(bold)
                painter.setPen(QColor("white"))
                painter.drawText(box, Qt.AlignmentFlag.AlignCenter,
                                 self.tr("W", "a match won") if won else self.tr("L", "a match lost"))
        painter.setFont(self._small_font())
        painter.setPen(self._text_colour(muted=True))
        painter.drawText(QRectF(plot.left(), chip_top + side + 2, plot.width(), small.height()),
                         Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop, self.tr("Older"))
        painter.drawText(QRectF(plot.left(), chip_top + side + 2, plot.width(), small.height()),
                         Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignTop, self.tr("Latest"))

        rates = self.rates()
        path = QPainterPath(QPointF(x_of(0), y_of(rates[0])))
        for index, rate in enumerate(rates[1:], start=1):
            path.lineTo(QPointF(x_of(index), y_of(rate)))
        painter.setPen(QPen(OUR_COLOUR, 2.5, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap,
                            Qt.PenJoinStyle.RoundJoin))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(path)
        painter.setBrush(OUR_COLOUR)
        painter.setPen(Qt.PenStyle.NoPen)
        for index, rate in enumerate(rates):
            painter.drawEllipse(QPointF(x_of(index), y_of(rate)), 3.0, 3.0)
