"""The Dashboard cover: a sales analytics overview with KPI tiles, a line chart, a bar chart and a table."""

# Typographic dashes, minus signs and arrows are deliberate: these screens imitate real documents.
# ruff: noqa: RUF001

from __future__ import annotations

from typing import Final

from PySide6.QtCore import QLocale, QPointF, QRectF, Qt, QTime
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QLinearGradient, QPainter, QPainterPath, QPen

from ....engine.translatable import N_
from ....language import translated
from . import _kit as kit
from ._kit import INK, LINE, MUTED, PANEL
from ._numbers import change, money, number
from ._painted import WebAppScreen

ACCENT: Final = QColor("#2563eb")
LAST_YEAR: Final = QColor("#a5b4c8")

# Every word below, names included, is marked with N_ and translated where it is painted.
NAVIGATION: Final = (
    ("home", N_("Overview")),
    ("trend", N_("Revenue")),
    ("users", N_("Customers")),
    ("box", N_("Products")),
    ("globe", N_("Regions")),
    ("chart", N_("Forecasts")),
    ("doc", N_("Reports")),
    ("gear", N_("Settings")),
)

KPIS: Final = (
    (N_("Revenue"), N_("$4.28M"), N_("+6.4%"), True, N_("vs. Q2")),
    (N_("New customers"), N_("1,284"), N_("+3.1%"), True, N_("vs. Q2")),
    (N_("Average order value"), N_("$312.40"), N_("−1.2%"), False, N_("vs. Q2")),
    (N_("Net retention"), N_("108.6%"), N_("+0.8 pts"), True, N_("trailing")),
)

# Monthly revenue in $ thousands, October to September (a fiscal year), this year and the one before.
THIS_YEAR: Final = (1112, 1180, 1294, 1051, 1098, 1236, 1275, 1322, 1301, 1384, 1452, 1447)
PREVIOUS_YEAR: Final = (1020, 1064, 1187, 968, 1003, 1112, 1150, 1188, 1201, 1236, 1294, 1310)
FISCAL_MONTHS: Final = kit.MONTHS[9:] + kit.MONTHS[:9]

REGIONS: Final = (
    (N_("North America"), 1.84),
    (N_("Europe"), 1.21),
    (N_("Asia Pacific"), 0.68),
    (N_("Latin America"), 0.33),
    (N_("Middle East & Africa"), 0.22),
)

ACCOUNTS: Final = (
    (N_("Northwind Logistics"), N_("R. Okafor"), N_("North America"), 412_300, 12.4, N_("On track")),
    (N_("Brightline Dental Group"), N_("S. Lindqvist"), N_("Europe"), 288_950, 4.1, N_("On track")),
    (N_("Harbor Point Insurance"), N_("M. Chen"), N_("North America"), 251_400, -2.3, N_("At risk")),
    (N_("Cedar & Pine Outfitters"), N_("A. Moreau"), N_("Europe"), 197_820, 8.9, N_("On track")),
    (N_("Meridian Health Systems"), N_("K. Tanaka"), N_("Asia Pacific"), 176_100, 1.7, N_("Renewal")),
    (N_("Summit Ridge Foods"), N_("D. Alvarez"), N_("Latin America"), 142_660, 15.2, N_("On track")),
    (N_("Bluewater Analytics"), N_("J. Patel"), N_("North America"), 138_040, -0.6, N_("Renewal")),
    (N_("Keystone Fabrication"), N_("L. Novak"), N_("Europe"), 121_870, 3.3, N_("On track")),
    (N_("Orchard Lane Retail"), N_("P. Mensah"), N_("Middle East & Africa"), 98_450, 6.0, N_("At risk")),
    (N_("Silverline Freight"), N_("E. Rossi"), N_("Europe"), 87_300, 2.2, N_("On track")),
    (N_("Granite Bay Utilities"), N_("H. Sato"), N_("Asia Pacific"), 81_920, 0.9, N_("Renewal")),
    (N_("Willowmere Clinics"), N_("C. Byrne"), N_("Europe"), 77_410, -4.8, N_("At risk")),
    (N_("Lakeshore Property Group"), N_("T. Nguyen"), N_("North America"), 72_005, 5.6, N_("On track")),
    (N_("Redfern Packaging"), N_("B. Adeyemi"), N_("Middle East & Africa"), 64_780, 9.1, N_("On track")),
)
STATUS_COLOURS: Final = {"On track": kit.GOOD, "At risk": kit.BAD, "Renewal": QColor("#b7791f")}
"""Each account status's colour, by its words as written."""


class DashboardScreen(WebAppScreen):
    """A business-intelligence overview page."""

    background = kit.BACKDROP
    header = kit.Header(app=N_("Analytics"), accent=ACCENT, logo_kind="bars",
                        search=N_("Search reports, metrics, accounts"))

    def paint_page(self, painter: QPainter, width: float, height: float) -> None:
        """Paint the whole dashboard to fit the widget."""
        sidebar = 220.0 if width >= 1100 else 64.0
        self._sidebar(painter, QRectF(0, 56, sidebar, height - 56))
        # The page runs on below the window's edge, as a long dashboard does before it is scrolled.
        content = QRectF(sidebar + 28, 56 + 22, width - sidebar - 56, height - 56 + 40)
        self._content(painter, content)

    def _sidebar(self, painter: QPainter, rect: QRectF) -> None:
        painter.fillRect(rect, PANEL)
        kit.vline(painter, rect.right(), rect.top(), rect.bottom())
        compact = rect.width() < 100
        y = rect.top() + 16
        for index, (kind, label) in enumerate(NAVIGATION):
            item = QRectF(rect.left() + 10, y, rect.width() - 20, 38)
            selected = index == 0
            if selected:
                tint = QColor(ACCENT)
                tint.setAlpha(22)
                kit.panel(painter, item, radius=6, fill=tint, border=None)
            colour = ACCENT if selected else MUTED
            kit.icon(painter, QRectF(item.left() + 12, item.center().y() - 9, 18, 18), kind, colour)
            if not compact:
                kit.text(painter, item.adjusted(44, 0, 0, 0), translated(label),
                         color=ACCENT if selected else INK, font=kit.ui_font(14, bold=selected))
            y += 42
        if not compact:
            kit.hline(painter, rect.left() + 20, rect.right() - 20, y + 10)
            kit.text(painter, QRectF(rect.left() + 22, y + 22, rect.width() - 40, 20), self.tr("SAVED VIEWS"),
                     color=MUTED, font=kit.ui_font(11, bold=True))
            views = (self.tr("Board pack – Q3"), self.tr("Weekly pipeline"), self.tr("EMEA renewals"))
            for row, label in enumerate(views):
                kit.text(painter, QRectF(rect.left() + 22, y + 48 + row * 30, rect.width() - 40, 24),
                         label, color=INK, font=kit.ui_font(13))

    def _content(self, painter: QPainter, rect: QRectF) -> None:
        kit.text(painter, QRectF(rect.left(), rect.top(), rect.width(), 30), self.tr("Sales overview"),
                 font=kit.ui_font(22, bold=True))
        updated = kit.today()
        kit.text(painter, QRectF(rect.left(), rect.top() + 32, rect.width(), 20),
                 self.tr("Q3 FY{year} · All regions · Updated today at {time}").format(
                     year=f"{updated.year % 100:02d}", time=QLocale().toString(QTime(9, 14), "HH:mm")),
                 color=MUTED,
                 font=kit.ui_font(13))
        kit.button(painter, QRectF(rect.right() - 96, rect.top() + 4, 96, 34), self.tr("Export"),
                   primary=ACCENT)
        kit.button(painter, QRectF(rect.right() - 256, rect.top() + 4, 148, 34),
                   self.tr("Last 12 months") + "  ▾")

        top = rect.top() + 70
        gap = 18.0
        tile_width = (rect.width() - gap * 3) / 4
        tile_height = 108.0
        for index, kpi in enumerate(KPIS):
            title, value, growth, good, period = kpi
            tile = QRectF(rect.left() + index * (tile_width + gap), top, tile_width, tile_height)
            self._tile(painter, tile, translated(title), translated(value), translated(growth), good,
                       translated(period))
        top += tile_height + gap

        remaining = rect.bottom() - top
        charts_height = max(250.0, min(330.0, remaining * 0.52))
        line_width = (rect.width() - gap) * 0.62
        self._line_chart(painter, QRectF(rect.left(), top, line_width, charts_height))
        self._bar_chart(
            painter,
            QRectF(rect.left() + line_width + gap, top, rect.width() - line_width - gap, charts_height),
        )
        top += charts_height + gap
        if rect.bottom() - top > 90:
            self._table(painter, QRectF(rect.left(), top, rect.width(), rect.bottom() - top))

    def _tile(
        self, painter: QPainter, rect: QRectF, title: str, value: str, change: str, good: bool, period: str
    ) -> None:
        inner = _card(
            painter, rect, title, inset=(18, 14, 18, 14), title_height=20, font=kit.ui_font(13), color=MUTED
        )
        kit.text(painter, QRectF(inner.left(), inner.top() + 24, inner.width(), 36), value,
                 font=kit.ui_font(26, bold=True))
        colour = kit.GOOD if good else kit.BAD
        kit.pill(painter, QRectF(inner.left(), inner.bottom() - 22, 70, 22), change, colour,
                 font=kit.ui_font(12, bold=True))
        kit.text(painter, QRectF(inner.left() + 78, inner.bottom() - 22, inner.width() - 78, 22), period,
                 color=MUTED, font=kit.ui_font(12))
        spark = QRectF(inner.right() - 90, inner.top() + 30, 90, 28)
        if inner.width() > 230:
            self._sparkline(
                painter, spark, THIS_YEAR[-8:] if good else tuple(reversed(THIS_YEAR[-8:])), colour
            )

    def _sparkline(self, painter: QPainter, rect: QRectF, values: tuple[int, ...], colour: QColor) -> None:
        low, high = min(values), max(values)
        path = QPainterPath()
        for index, value in enumerate(values):
            point = QPointF(
                rect.left() + rect.width() * index / (len(values) - 1),
                rect.bottom() - rect.height() * (value - low) / (high - low),
            )
            if index == 0:
                path.moveTo(point)
            else:
                path.lineTo(point)
        painter.setPen(QPen(colour, 1.8))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(path)

    def _line_chart(self, painter: QPainter, rect: QRectF) -> None:
        inner = _card(painter, rect, self.tr("Monthly revenue"))
        legend_x = inner.right()
        legend_font = kit.ui_font(12)
        for label, colour in ((self.tr("Previous year"), LAST_YEAR), (self.tr("This year"), ACCENT)):
            label_width = QFontMetricsF(legend_font).horizontalAdvance(label) + 20
            legend_x -= label_width
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(colour)
            painter.drawRoundedRect(QRectF(legend_x, inner.top() + 7, 10, 10), 2, 2)
            kit.text(painter, QRectF(legend_x + 16, inner.top(), label_width - 16, 24), label, color=MUTED,
                     font=legend_font)
            legend_x -= 14
        plot = QRectF(inner.left() + 52, inner.top() + 40, inner.width() - 56, inner.height() - 70)
        low, high = 800.0, 1600.0
        for step in range(5):
            value = low + (high - low) * step / 4
            y = plot.bottom() - plot.height() * step / 4
            kit.hline(painter, plot.left(), plot.right(), y, LINE)
            millions = self.tr("${millions}M").format(millions=number(value / 1000, 1))
            kit.text(painter, QRectF(inner.left(), y - 10, 46, 20), millions, color=MUTED,
                     font=kit.ui_font(11), align=Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        step_x = plot.width() / (len(FISCAL_MONTHS) - 1)
        for index, month in enumerate(FISCAL_MONTHS):
            kit.text(painter, QRectF(plot.left() + index * step_x - 20, plot.bottom() + 6, 40, 18),
                     translated(month), color=MUTED, font=kit.ui_font(11), align=Qt.AlignmentFlag.AlignCenter)

        def points(values: tuple[int, ...]) -> list[QPointF]:
            return [
                QPointF(
                    plot.left() + index * step_x, plot.bottom() - plot.height() * (v - low) / (high - low)
                )
                for index, v in enumerate(values)
            ]

        this_year = points(THIS_YEAR)
        area = QPainterPath(QPointF(this_year[0].x(), plot.bottom()))
        for point in this_year:
            area.lineTo(point)
        area.lineTo(QPointF(this_year[-1].x(), plot.bottom()))
        area.closeSubpath()
        fill = QLinearGradient(0, plot.top(), 0, plot.bottom())
        top_colour = QColor(ACCENT)
        top_colour.setAlpha(60)
        bottom_colour = QColor(ACCENT)
        bottom_colour.setAlpha(0)
        fill.setColorAt(0, top_colour)
        fill.setColorAt(1, bottom_colour)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(fill)
        painter.drawPath(area)
        for series, colour, dashed in ((points(PREVIOUS_YEAR), LAST_YEAR, True), (this_year, ACCENT, False)):
            pen = QPen(colour, 2.2)
            if dashed:
                pen.setStyle(Qt.PenStyle.DashLine)
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawPolyline(series)
        painter.setBrush(PANEL)
        painter.setPen(QPen(ACCENT, 2))
        for point in this_year:
            painter.drawEllipse(point, 3, 3)
        # A hover tooltip, frozen where the pointer last rested: August, with its guide line.
        last = this_year[-2]
        guide = QPen(kit.FAINT, 1, Qt.PenStyle.DotLine)
        painter.setPen(guide)
        painter.drawLine(QPointF(last.x(), plot.top()), QPointF(last.x(), plot.bottom()))
        tip = QRectF(last.x() - 132, last.y() + 14, 124, 48)
        kit.panel(painter, tip, radius=5, fill=INK, border=None)
        kit.text(painter, tip.adjusted(10, 4, -6, -24), translated(FISCAL_MONTHS[-2]),
                 color=QColor("#cbd2d9"), font=kit.ui_font(11))
        kit.text(painter, tip.adjusted(10, 22, -6, -4), money(1_452_180), color=PANEL,
                 font=kit.ui_font(13, bold=True))

    def _bar_chart(self, painter: QPainter, rect: QRectF) -> None:
        inner = _card(painter, rect, self.tr("Revenue by region"))
        kit.text(painter, QRectF(inner.left(), inner.top() + 22, inner.width(), 20),
                 self.tr("Year to date, $M"), color=MUTED, font=kit.ui_font(12))
        top = inner.top() + 56
        row = (inner.bottom() - top) / len(REGIONS)
        largest = max(value for _name, value in REGIONS)
        bar_space = inner.width() - 40
        for index, (name, value) in enumerate(REGIONS):
            y = top + index * row
            kit.text(painter, QRectF(inner.left(), y, inner.width() - 44, 18), translated(name), color=INK,
                     font=kit.ui_font(12))
            bar = QRectF(inner.left(), y + 20, bar_space * value / largest, max(6.0, min(12.0, row - 24)))
            painter.setPen(Qt.PenStyle.NoPen)
            track = QRectF(inner.left(), bar.top(), bar_space, bar.height())
            painter.setBrush(kit.BACKDROP)
            painter.drawRoundedRect(track, 3, 3)
            shade = QColor(ACCENT).lighter(100 + index * 18)
            painter.setBrush(shade)
            painter.drawRoundedRect(bar, 3, 3)
            kit.text(painter, QRectF(inner.right() - 38, bar.top() - 4, 38, bar.height() + 8),
                     number(value, 2), color=MUTED, font=kit.ui_font(12),
                     align=Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)

    def _table(self, painter: QPainter, rect: QRectF) -> None:
        inner = _card(painter, rect, self.tr("Top accounts"), inset=(20, 14, 20, 0), title_height=24)
        kit.text(painter, QRectF(inner.right() - 120, inner.top(), 120, 24), self.tr("View all") + "  ›",
                 color=ACCENT, font=kit.ui_font(13),
                 align=Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        columns = (
            (self.tr("Account"), 0.27, False),
            (self.tr("Owner"), 0.14, False),
            (self.tr("Region"), 0.18, False),
            (self.tr("Revenue (YTD)"), 0.18, True),
            (self.tr("Change"), 0.11, True),
            (self.tr("Status"), 0.12, False),
        )
        header_y = inner.top() + 34
        painter.fillRect(QRectF(rect.left() + 1, header_y, rect.width() - 2, 30), QColor("#f8fafc"))
        kit.hline(painter, rect.left(), rect.right(), header_y)
        kit.hline(painter, rect.left(), rect.right(), header_y + 30)
        x = inner.left()
        positions = []
        for label, share, right_aligned in columns:
            column_width = inner.width() * share
            positions.append((x, column_width, right_aligned))
            align = (
                Qt.AlignmentFlag.AlignRight if right_aligned else Qt.AlignmentFlag.AlignLeft
            ) | Qt.AlignmentFlag.AlignVCenter
            cell = (
                QRectF(x, header_y, column_width - 16, 30)
                if right_aligned
                else QRectF(x, header_y, column_width, 30)
            )
            kit.text(painter, cell, label.upper(), color=MUTED, font=kit.ui_font(11, bold=True), align=align)
            x += column_width
        y = header_y + 30
        row_height = 36.0
        for company, owner, region, revenue, growth, status in ACCOUNTS:
            if y > self.height():
                break
            cells = (*map(translated, (company, owner, region)), money(revenue), change(growth))
            for column, (value, place) in enumerate(zip(cells, positions[:5], strict=True)):
                left, column_width, right_aligned = place
                cell = QRectF(left, y, column_width - (16 if right_aligned else 8), row_height)
                colour = (kit.BAD if growth < 0 else kit.GOOD) if column == 4 else INK
                align = (
                    Qt.AlignmentFlag.AlignRight if right_aligned else Qt.AlignmentFlag.AlignLeft
                ) | Qt.AlignmentFlag.AlignVCenter
                kit.text(painter, cell, value, color=colour, font=kit.ui_font(13, bold=column == 0),
                         align=align)
            status_font = kit.ui_font(11, bold=True)
            status_width = max(80.0, QFontMetricsF(status_font).horizontalAdvance(translated(status)) + 18)
            kit.pill(painter, QRectF(positions[5][0], y + 8, status_width, 20), translated(status),
                     STATUS_COLOURS[status], font=status_font)
            y += row_height
            kit.hline(painter, rect.left() + 1, rect.right() - 1, y)


def _card(
    painter: QPainter,
    rect: QRectF,
    title: str,
    *,
    inset: tuple[float, float, float, float] = (20, 16, 20, 14),
    title_height: float = 22,
    font: QFont | None = None,
    color: QColor = INK,
) -> QRectF:
    """Draw a card with its title at the top; return the card's inside, ``inset`` from its edges (left, top,
    right, bottom), where the title and what the card shows go. The title is bold 15-pixel text unless
    ``font`` says otherwise."""
    kit.panel(painter, rect)
    left, top, right, bottom = inset
    inner = rect.adjusted(left, top, -right, -bottom)
    kit.text(painter, QRectF(inner.left(), inner.top(), inner.width(), title_height), title, color=color,
             font=font or kit.ui_font(15, bold=True))
    return inner
