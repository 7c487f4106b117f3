"""The accuracy charts of the statistics window, in the style of ``charts`` (QPainter, no chart library).

``KindChart`` draws the points given away per decision for each kind of decision as a bar, with the
mistakes a hand of that kind beneath; ``TrendChart`` draws one figure (points per decision, or mistakes per
hand) match by match or day by day, oldest first, with the average over them all as a dashed line.  Both
take their data through a ``set_...`` method, keep it readable for tests, and say what they will show while
they have nothing to draw.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from PySide6.QtCore import QLocale, QPointF, QRectF, Qt
from PySide6.QtGui import QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QWidget

from ...engine.translatable import N_
from ...language import translated
from ...persistence.accuracy import KINDS, AccuracyTotals
from .charts import MARGIN, OUR_COLOUR, THEIR_COLOUR, Chart, nice_tick

__all__ = ["EMPTY_TEXT", "KindChart", "TrendChart", "nice_fraction"]

EMPTY_TEXT: Final = N_("Play a few hands: your accuracy is worked out after each one.")
_DASH: Final = "\N{EN DASH}"
_SHORT: Final = {"bidding": N_("Bid"), "leading": N_("Lead"), "following": N_("Follow"),
                 "defending": N_("Defend"), "discarding": N_("Discard")}
"""The kinds' names when the window is too narrow for the whole word."""


def nice_fraction(high: float, most_ticks: int = 5) -> float:
    """The smallest of 0.01, 0.02, 0.05, 0.1, 0.2, 0.5, 1, 2, 5... that divides 0 to ``high`` into at most
    ``most_ticks`` steps."""
    return nice_tick(high, most_ticks, 0.01)


def _grid(chart: Chart, painter: QPainter, plot: QRectF, high: float, step: float) -> None:
    """The horizontal grid lines of ``plot`` every ``step`` up to ``high``, each numbered at its left (in
    the room between the chart's margin and the plot)."""
    small = QFontMetricsF(chart._small_font())
    painter.setFont(chart._small_font())
    for tick in range(round(high / step) + 1):
        y = plot.bottom() - plot.height() * tick * step / high
        painter.setPen(QPen(chart._grid_colour(), 1))
        painter.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y))
        painter.setPen(chart._text_colour(muted=True))
        painter.drawText(QRectF(MARGIN, y - small.height() / 2, plot.left() - MARGIN - 6, small.height()),
                         Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                         _number(tick * step, step))


def _number(value: float, step: float) -> str:
    places = 0 if step >= 1 else 1 if step >= 0.1 else 2
    return _decimal(value, places)


def _decimal(value: float, places: int) -> str:
    """A figure with ``places`` decimals, as the language writes it ("0.25", "0,25")."""
    return QLocale().toString(float(value), "f", places)


class KindChart(Chart):
    """Points given away per decision, a bar for each kind of decision, with the mistakes a hand beneath."""

    empty_text = N_("What each kind of decision costs you will be drawn here.")

    def __init__(self, parent: QWidget | None = None) -> None:
        """An empty chart: call ``set_totals``."""
        super().__init__(parent)
        self.totals = AccuracyTotals()
        self.setAccessibleName(self.tr("Points given away per decision, by kind of decision"))

    def _has_data(self) -> bool:
        return self.totals.hands > 0 and self.totals.all.decisions > 0

    def set_totals(self, totals: AccuracyTotals) -> None:
        """Show these totals."""
        self.totals = totals
        parts = []
        for kind, name in KINDS.items():
            cost = totals.kind(kind).average_cost
            figure = self.tr("no decisions") if cost is None else _decimal(cost, 2)
            parts.append(self.tr("{kind} {figure}").format(kind=translated(name), figure=figure))
        self.setAccessibleDescription(self.tr("Points given away per decision: {figures}").format(
            figures=", ".join(parts)))
        self.update()

    def _draw(self, painter: QPainter) -> None:
        """Draw the grid, a bar for each kind with its figure above, and the kinds' names beneath."""
        totals = self.totals
        costs = {kind: totals.kind(kind).average_cost for kind in KINDS}
        high = max([0.05, *(cost for cost in costs.values() if cost is not None)])
        step = nice_fraction(high)
        high = step * -(-high // step)
        small = QFontMetricsF(self._small_font())
        left = MARGIN + small.horizontalAdvance(_number(high, step)) + 8
        plot = QRectF(QPointF(left, MARGIN + small.height() + 4),
                      QPointF(self.width() - MARGIN, self.height() - MARGIN - 3 * small.height() - 12))
        slot = plot.width() / len(KINDS)

        def y_of(value: float) -> float:
            return plot.bottom() - plot.height() * value / high

        _grid(self, painter, plot, high, step)
        painter.setPen(QPen(self._text_colour(muted=True), 1))
        painter.drawLine(plot.bottomLeft(), plot.bottomRight())

        bar = min(46.0, slot * 0.55)
        for index, (kind, name) in enumerate(KINDS.items()):
            middle = plot.left() + slot * (index + 0.5)
            cost = costs[kind]
            label = QRectF(middle - slot / 2, plot.bottom() + 3, slot, small.height())
            painter.setPen(self._text_colour())
            name = translated(name)
            if small.horizontalAdvance(name) > slot - 2:
                name = translated(_SHORT[kind])  # a narrow window: "Discard" rather than "Discardi…"
            painter.drawText(label, Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop,
                             small.elidedText(name, Qt.TextElideMode.ElideRight, slot - 2))
            mistakes = totals.mistakes_per_hand(kind)
            below = _DASH if cost is None else _decimal(mistakes or 0, 1)
            painter.setPen(self._text_colour(muted=True))
            painter.drawText(label.translated(0, small.height()),
                             Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop,
                             small.elidedText(below, Qt.TextElideMode.ElideRight, slot - 2))
            if cost is None:
                continue  # never faced: no bar, rather than a bar of nothing
            top = y_of(cost)
            painter.fillRect(QRectF(middle - bar / 2, top, bar, plot.bottom() - top), OUR_COLOUR)
            painter.setPen(self._text_colour())
            painter.drawText(QRectF(middle - slot / 2, top - small.height() - 2, slot, small.height()),
                             Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignBottom, _decimal(cost, 2))
        painter.setPen(self._text_colour(muted=True))
        caption = QRectF(plot.left(), plot.bottom() + 6 + 2 * small.height(), plot.width(), small.height())
        painter.drawText(caption, Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop,
                         small.elidedText(self.tr("Beneath each kind: its mistakes a hand"),
                                          Qt.TextElideMode.ElideRight, caption.width()))


class TrendChart(Chart):
    """One figure over the last matches or days, oldest first: a line, and the average as a dashed line."""

    empty_text = N_("Drawn here match by match, or day by day, as your hands are reviewed.")

    def __init__(self, name: str, parent: QWidget | None = None) -> None:
        """An empty chart of the figure ``name`` ("Points per decision"): call ``set_values``."""
        super().__init__(parent)
        self.name = name
        self.labels: list[str] = []
        """What each point is (a match's or a day's date), oldest first, as last set."""
        self.values: list[float | None] = []
        """The figure at each point (None: nothing to count there), as last set."""
        self.average: float | None = None
        self.axis_title = ""
        self.each = ""
        """What a point is, for the legend: "Each match", "Each day"."""
        self.setAccessibleName(name)

    def _has_data(self) -> bool:
        return any(value is not None for value in self.values)

    def set_values(self, labels: Sequence[str], values: Sequence[float | None], *, average: float | None,
                   axis_title: str, each: str) -> None:
        """Show ``values`` at ``labels`` (oldest first), the ``average`` over every reviewed hand, and what
        the points are (``axis_title`` beneath the labels: "Day"; ``each`` in the legend: "Each day")."""
        self.each = each
        self.labels = list(labels)
        self.values = list(values)
        self.average = average
        self.axis_title = axis_title
        said = ", ".join(self.tr("{label}: {figure}").format(
                             label=label, figure=self.tr("none") if value is None else _decimal(value, 2))
                         for label, value in zip(self.labels, self.values, strict=True))
        self.setAccessibleDescription(self.tr("{figure} by {axis}: {values}").format(
            figure=self.name, axis=axis_title.lower(), values=said or self.tr("nothing yet")))
        self.update()

    def _draw(self, painter: QPainter) -> None:
        """Draw the grid, the average, the line with its points, the labels beneath and the legend."""
        known = [value for value in self.values if value is not None]
        high = max([0.05, *known])
        step = nice_fraction(high)
        high = step * -(-high // step)
        legend = [(self.each, OUR_COLOUR, "line")]
        if self.average is not None:
            legend.append((self.tr("Average {figure}").format(figure=_decimal(self.average, 2)), THEIR_COLOUR,
                           "dash"))
        legend_height = self._draw_legend(painter, QPointF(self.width() - MARGIN, MARGIN), legend)
        small = QFontMetricsF(self._small_font())
        left = MARGIN + small.horizontalAdvance(_number(high, step)) + 8
        plot = QRectF(QPointF(left, MARGIN + legend_height + 10),
                      QPointF(self.width() - MARGIN - 6, self.height() - MARGIN - 2 * small.height() - 6))
        count = len(self.values)
        slot = plot.width() / count

        def at(index: int, value: float) -> QPointF:
            return QPointF(plot.left() + slot * (index + 0.5), plot.bottom() - plot.height() * value / high)

        _grid(self, painter, plot, high, step)
        widest = max(small.horizontalAdvance(label) for label in self.labels) + 8
        every = max(1, int(-(-widest // slot)))
        for index, label in enumerate(self.labels):
            if (count - 1 - index) % every == 0:  # the latest is always labelled
                x = at(index, 0).x()
                painter.drawText(QRectF(x - widest / 2, plot.bottom() + 3, widest, small.height()),
                                 Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop, label)
        axis = QRectF(plot.left(), plot.bottom() + 3 + small.height(), plot.width(), small.height())
        painter.drawText(axis, Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop, self.axis_title)
        painter.setPen(QPen(self._text_colour(muted=True), 1))
        painter.drawLine(plot.bottomLeft(), plot.bottomRight())
        painter.drawLine(plot.bottomLeft(), plot.topLeft())

        if self.average is not None:
            painter.setPen(QPen(THEIR_COLOUR, 1.5, Qt.PenStyle.DashLine))
            y = at(0, self.average).y()
            painter.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y))

        painter.setPen(QPen(OUR_COLOUR, 2.5, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap,
                            Qt.PenJoinStyle.RoundJoin))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        points = [at(index, value) for index, value in enumerate(self.values) if value is not None]
        path = QPainterPath(points[0])
        for point in points[1:]:
            path.lineTo(point)
        painter.drawPath(path)
        painter.setBrush(OUR_COLOUR)
        painter.setPen(Qt.PenStyle.NoPen)
        for point in points:
            painter.drawEllipse(point, 3.5, 3.5)
