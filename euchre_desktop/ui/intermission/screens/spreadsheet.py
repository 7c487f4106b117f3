"""The Spreadsheet cover: a budget with a formula bar, a grid, totals that add up, and sheet tabs."""

# Typographic dashes, minus signs and arrows are deliberate: these screens imitate real documents.
# ruff: noqa: RUF001

from __future__ import annotations

from typing import Final

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen

from ....engine.translatable import N_
from ....language import translated
from . import _kit as kit
from ._kit import INK, MUTED, PANEL
from ._numbers import money, number
from ._painted import PaintedScreen

ACCENT: Final = QColor("#188038")
GRID: Final = QColor("#e2e3e3")
HEADER: Final = QColor("#f8f9fa")
HEADER_TEXT: Final = QColor("#5f6368")
SELECTED_HEADER: Final = QColor("#d3e3d8")
TABLE_HEADER: Final = QColor("#e6f4ea")

DEPARTMENTS: Final = (
    (N_("Facilities"), (310_400, 298_750, 305_120, 312_000), 1_240_000),
    (N_("IT services"), (245_800, 251_300, 262_450, 258_000), 1_000_000),
    (N_("Marketing"), (180_250, 210_600, 195_300, 240_000), 800_000),
    (N_("Payroll administration"), (96_400, 96_900, 97_250, 98_000), 390_000),
    (N_("Travel"), (42_150, 38_900, 29_600, 45_000), 170_000),
    (N_("Training"), (18_300, 22_750, 15_400, 26_000), 90_000),
    (N_("Legal"), (55_000, 61_200, 48_750, 52_000), 210_000),
    (N_("Insurance"), (72_500, 72_500, 72_500, 72_500), 290_000),
    (N_("Software licences"), (131_200, 133_900, 142_300, 139_000), 530_000),
    (N_("Office supplies"), (12_450, 11_980, 13_200, 12_500), 50_000),
)
"""Each department's spending per quarter (the fourth a forecast) and its budget for the year, in dollars."""

HEADINGS: Final = (N_("Department"), N_("Q1"), N_("Q2"), N_("Q3"), N_("Q4 (fcst)"), N_("Total"), N_("Budget"),
                    N_("Variance"), N_("Var %"))
COLUMN_WIDTHS: Final = (190.0, 92.0, 92.0, 92.0, 92.0, 104.0, 104.0, 96.0, 72.0)
FIRST_DATA_ROW: Final = 5
"""The sheet row of the first department (rows 1–2 hold the title, row 4 the headings)."""
NOTES: Final = (
    N_("Notes"),
    N_("Q4 figures are the forecast as at the end of September."),
    N_("Variance = Budget − Total; negative figures are overspends."),
)


def budget_rows() -> list[tuple[str, list[float]]]:
    """Every table row after the headings: departments, then the total, with their computed columns."""
    rows = []
    totals = [0.0] * 8
    for name, quarters, budget in DEPARTMENTS:
        total = float(sum(quarters))
        values = [*map(float, quarters), total, float(budget), budget - total, (budget - total) / budget]
        rows.append((name, values))
        for index in range(7):
            totals[index] += values[index]
    totals[7] = totals[6] / totals[5]
    rows.append((N_("Total"), totals))
    return rows


def column_letter(index: int) -> str:
    """The spreadsheet letter of a zero-based column: 0 → A, 25 → Z, 26 → AA."""
    letters = ""
    index += 1
    while index:
        index, remainder = divmod(index - 1, 26)
        letters = chr(ord("A") + remainder) + letters
    return letters


class SpreadsheetScreen(PaintedScreen):
    """A spreadsheet application with a budget open."""

    background = PANEL

    def paint_parts(self, painter: QPainter, width: float, height: float) -> None:
        """Paint the title and menus, toolbar, formula bar, grid, sheet tabs and status."""
        self._title(painter, QRectF(0, 0, width, 62))
        self._toolbar(painter, QRectF(0, 62, width, 40))
        self._formula_bar(painter, QRectF(0, 102, width, 32))
        tabs = QRectF(0, height - 36, width, 36)
        self._grid(painter, QRectF(0, 134, width, tabs.top() - 134))
        self._tabs(painter, tabs)

    def _title(self, painter: QPainter, rect: QRectF) -> None:
        kit.logo(painter, QRectF(rect.left() + 14, rect.top() + 12, 36, 36), ACCENT, "table")
        title = self.tr("Operating budget FY25")
        kit.text(painter, QRectF(rect.left() + 62, rect.top() + 6, 420, 26), title, font=kit.ui_font(17))
        title_width = min(420.0, QFontMetricsF(kit.ui_font(17)).horizontalAdvance(title))
        kit.icon(painter, QRectF(rect.left() + 62 + title_width + 12, rect.top() + 12, 16, 16), "star", MUTED)
        x = rect.left() + 60
        for item in (self.tr("File"), self.tr("Edit"), self.tr("View"), self.tr("Insert"), self.tr("Format"),
                     self.tr("Data"), self.tr("Tools"), self.tr("Extensions"), self.tr("Help")):
            item_width = QFontMetricsF(kit.ui_font(13)).horizontalAdvance(item)
            kit.text(painter, QRectF(x + 2, rect.top() + 34, item_width + 4, 22), item, color=INK,
                     font=kit.ui_font(13))
            x += item_width + 16
        kit.text(painter, QRectF(x + 10, rect.top() + 34, 300, 22), self.tr("Last edit was 4 minutes ago"),
                 color=MUTED, font=kit.ui_font(12))
        share = QRectF(rect.right() - 112, rect.top() + 14, 96, 34)
        kit.panel(painter, share, radius=share.height() / 2, fill=QColor("#c2e7ff"), border=None)
        kit.text(
            painter,
            share,
            self.tr("Share"),
            color=QColor("#001d35"),
            font=kit.ui_font(13, bold=True),
            align=Qt.AlignmentFlag.AlignCenter,
        )
        kit.avatar(painter, QPointF(share.left() - 30, share.center().y()), 16, "JM", QColor("#7b61c9"))
        kit.icon(painter, QRectF(share.left() - 82, share.center().y() - 10, 20, 20), "comment", MUTED)

    def _toolbar(self, painter: QPainter, rect: QRectF) -> None:
        inner = rect.adjusted(10, 4, -10, -4)
        kit.panel(painter, inner, radius=inner.height() / 2, fill=QColor("#edf2fa"), border=None)
        x = inner.left() + 14
        y = inner.center().y()
        ink = QColor("#444746")

        def tool(kind: str) -> None:
            nonlocal x
            kit.icon(painter, QRectF(x, y - 9, 18, 18), kind, ink)
            x += 30

        def label(value: str, *, bold: bool = False, width: float = 0.0) -> None:
            nonlocal x
            font = kit.ui_font(13, bold=bold)
            span = width or QFontMetricsF(font).horizontalAdvance(value) + 6
            kit.text(painter, QRectF(x, inner.top(), span, inner.height()), value, color=ink, font=font,
                     align=Qt.AlignmentFlag.AlignCenter)
            x += span + 12

        def separator() -> None:
            nonlocal x
            kit.vline(painter, x, y - 10, y + 10, QColor("#c7c7c7"))
            x += 12

        for kind in ("undo", "redo", "print", "paint"):
            tool(kind)
        label(self.tr("{percent}%").format(percent=100) + "  ▾")
        separator()
        label(self.tr("$", "the currency format button"))
        tool("percent")
        label(self.tr(".0", "fewer decimals"))
        label(self.tr(".00", "more decimals"))
        label("123  ▾")
        separator()
        label(self.tr("Default") + "  ▾", width=92)
        separator()
        label("−")
        label("10", width=30)
        label("+")
        separator()
        label(self.tr("B", "the Bold button"), bold=True)
        for kind in ("table", "merge", "align-left", "filter", "sum"):
            if x > inner.right() - 30:
                break
            tool(kind)

    def _formula_bar(self, painter: QPainter, rect: QRectF) -> None:
        kit.hline(painter, rect.left(), rect.right(), rect.bottom() - 1, GRID)
        name_box = QRectF(rect.left() + 10, rect.top() + 3, 88, rect.height() - 6)
        kit.text(painter, name_box.adjusted(8, 0, 0, 0), f"F{FIRST_DATA_ROW + len(DEPARTMENTS)}",
                 font=kit.ui_font(13))
        kit.icon(painter, QRectF(name_box.right() - 18, name_box.center().y() - 6, 12, 12), "chevron-down",
                 MUTED)
        kit.vline(painter, name_box.right() + 6, rect.top() + 6, rect.bottom() - 6, GRID)
        italic = kit.ui_font(14)
        italic.setItalic(True)
        kit.text(painter, QRectF(name_box.right() + 18, rect.top(), 30, rect.height()), "fx", color=MUTED,
                 font=italic)
        last = FIRST_DATA_ROW + len(DEPARTMENTS) - 1
        kit.text(painter, QRectF(name_box.right() + 52, rect.top(), 400, rect.height()),
                 self.tr("=SUM({cells})").format(cells=f"F{FIRST_DATA_ROW}:F{last}"), font=kit.mono_font(13))

    def _grid(self, painter: QPainter, rect: QRectF) -> None:
        row_height = 24.0
        gutter = 46.0
        header_height = 24.0
        selected_column = 5
        selected_row = FIRST_DATA_ROW + len(DEPARTMENTS)
        widths = list(COLUMN_WIDTHS)
        while gutter + sum(widths) < rect.width():
            widths.append(96.0)
        painter.save()
        painter.setClipRect(rect)
        painter.fillRect(QRectF(rect.left(), rect.top(), rect.width(), header_height), HEADER)
        painter.fillRect(QRectF(rect.left(), rect.top(), gutter, rect.height()), HEADER)
        rows = int((rect.height() - header_height) / row_height) + 1
        # Gridlines first, then the cells' contents over them.
        x = rect.left() + gutter
        for index, width in enumerate(widths):
            if index == selected_column:
                painter.fillRect(QRectF(x, rect.top(), width, header_height), SELECTED_HEADER)
            kit.vline(painter, x, rect.top(), rect.bottom(), GRID)
            kit.text(painter, QRectF(x, rect.top(), width, header_height), column_letter(index),
                     color=HEADER_TEXT, font=kit.ui_font(11, bold=index == selected_column),
                     align=Qt.AlignmentFlag.AlignCenter)
            x += width
        for row in range(1, rows + 1):
            y = rect.top() + header_height + (row - 1) * row_height
            if row == selected_row:
                painter.fillRect(QRectF(rect.left(), y, gutter, row_height), SELECTED_HEADER)
            kit.hline(painter, rect.left(), rect.right(), y, GRID)
            kit.text(painter, QRectF(rect.left(), y, gutter, row_height), str(row), color=HEADER_TEXT,
                     font=kit.ui_font(11, bold=row == selected_row), align=Qt.AlignmentFlag.AlignCenter)
        kit.vline(painter, rect.left() + gutter, rect.top(), rect.bottom(), QColor("#c4c7c5"))
        kit.hline(painter, rect.left(), rect.right(), rect.top() + header_height, QColor("#c4c7c5"))

        def cell(column: int, row: int) -> QRectF:
            left = rect.left() + gutter + sum(widths[:column])
            return QRectF(
                left, rect.top() + header_height + (row - 1) * row_height, widths[column], row_height
            )

        def overflowing(row: int, value: str, font: QFont, colour: QColor = INK) -> None:
            """Text longer than its cell runs on over the empty cells beside it, hiding their gridlines."""
            start = cell(0, row)
            span = QFontMetricsF(font).horizontalAdvance(value) + 12
            painter.fillRect(
                QRectF(start.left() + 1, start.top() + 1, max(span, start.width() - 1), row_height - 1), PANEL
            )
            kit.text(painter, QRectF(start.left() + 6, start.top(), span, row_height), value, color=colour,
                     font=font)

        overflowing(1, self.tr("Operating budget – Operations division, FY25"), kit.ui_font(15, bold=True))
        italic = kit.ui_font(12)
        italic.setItalic(True)
        overflowing(2, self.tr("All figures in USD · Prepared by Finance Operations"), italic, MUTED)
        header_row = FIRST_DATA_ROW - 1
        band = cell(0, header_row)
        painter.fillRect(
            QRectF(band.left() + 1, band.top() + 1, sum(COLUMN_WIDTHS) - 1, row_height - 1), TABLE_HEADER
        )
        for column, heading in enumerate(HEADINGS):
            align = Qt.AlignmentFlag.AlignLeft if column == 0 else Qt.AlignmentFlag.AlignRight
            kit.text(painter, cell(column, header_row).adjusted(6, 0, -6, 0), translated(heading),
                     font=kit.ui_font(12, bold=True), align=align | Qt.AlignmentFlag.AlignVCenter)
        table_rows = budget_rows()
        for offset, (name, values) in enumerate(table_rows):
            row = FIRST_DATA_ROW + offset
            total = name == "Total"
            font = kit.ui_font(12, bold=total)
            kit.text(painter, cell(0, row).adjusted(6, 0, -6, 0), translated(name), font=font)
            for column, value in enumerate(values, start=1):
                if column == 8:
                    shown = self.tr("{percent}%").format(percent=number(value * 100, 1))
                else:
                    shown = number(value) if value >= 0 else f"({number(-value)})"
                colour = kit.BAD if value < 0 else INK
                kit.text(painter, cell(column, row).adjusted(6, 0, -6, 0), shown, color=colour, font=font,
                         align=Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            if total:
                # A rule above the total and the accountant's double rule below it.
                first, last = cell(0, row), cell(len(HEADINGS) - 1, row)
                kit.hline(painter, first.left(), last.right(), first.top(), INK)
                for gap in (1.0, 4.0):
                    kit.hline(painter, cell(1, row).left(), last.right(), first.bottom() + gap, INK)
        notes_row = FIRST_DATA_ROW + len(table_rows) + 1
        for offset, note in enumerate(NOTES):
            overflowing(
                notes_row + offset, translated(note), kit.ui_font(12, bold=offset == 0),
                INK if offset == 0 else MUTED
            )
        selected = cell(selected_column, selected_row)
        painter.setPen(QPen(ACCENT, 2))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRect(selected.adjusted(0, 0, -1, -1))
        painter.setPen(QPen(PANEL, 1))
        painter.setBrush(ACCENT)
        painter.drawRect(QRectF(selected.right() - 4, selected.bottom() - 4, 6, 6))
        painter.restore()

    def _tabs(self, painter: QPainter, rect: QRectF) -> None:
        painter.fillRect(rect, HEADER)
        kit.hline(painter, rect.left(), rect.right(), rect.top(), QColor("#c4c7c5"))
        x = rect.left() + 12
        kit.icon(painter, QRectF(x, rect.center().y() - 9, 18, 18), "plus", HEADER_TEXT)
        x += 34
        kit.icon(painter, QRectF(x, rect.center().y() - 9, 18, 18), "list", HEADER_TEXT)
        x += 40
        for index, name in enumerate((self.tr("Summary"), self.tr("Operations"), self.tr("Headcount"),
                                      self.tr("Assumptions"))):
            active = index == 1
            tab_width = QFontMetricsF(kit.ui_font(13, bold=active)).horizontalAdvance(name) + 46
            tab = QRectF(x, rect.top() + 3, tab_width, rect.height() - 6)
            if active:
                kit.panel(painter, tab, radius=4, fill=QColor("#e1efe4"), border=None)
            kit.text(painter, tab.adjusted(14, 0, -24, 0), name, color=ACCENT if active else HEADER_TEXT,
                     font=kit.ui_font(13, bold=active))
            kit.icon(painter, QRectF(tab.right() - 22, tab.center().y() - 6, 12, 12), "chevron-down",
                     ACCENT if active else HEADER_TEXT)
            x += tab_width + 6
        total = budget_rows()[-1][1][4]
        kit.text(painter, rect.adjusted(0, 0, -20, 0), self.tr("Sum: {amount}").format(amount=money(total)),
                 color=INK, font=kit.ui_font(13),
                 align=Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
