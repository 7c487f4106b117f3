"""The Report cover: a word processor with a toolbar, an outline and a page of bland corporate prose."""

# Typographic dashes, minus signs and arrows are deliberate: these screens imitate real documents.
# ruff: noqa: RUF001

from __future__ import annotations

from typing import Final

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter

from ....engine.translatable import N_
from ....language import translated
from . import _kit as kit
from ._kit import INK, LINE, MUTED, PANEL
from ._numbers import number
from ._painted import PaintedScreen

ACCENT: Final = QColor("#2b579a")
DESK: Final = QColor("#eceef1")
HEADING: Final = QColor("#1f3864")
FAINT_TICK: Final = QColor("#8a96a6")

OUTLINE: Final = (
    (0, N_("Quarterly Operations Report")),
    (1, N_("1. Executive summary")),
    (1, N_("2. Operating costs")),
    (2, N_("2.1 Facilities")),
    (2, N_("2.2 Technology")),
    (1, N_("3. Service levels")),
    (1, N_("4. Risks and mitigations")),
    (1, N_("5. Outlook for the next quarter")),
    (1, N_("Appendix A. Method")),
)

SUMMARY: Final = (
    N_("Operations delivered the third quarter broadly in line with plan. Total operating costs were 1.8% "
       "below budget, driven mainly by lower travel and facilities spending, partly offset by higher "
       "software licence costs following the migration of the customer support platform. Service levels "
       "remained within agreed targets for all but one measure."),
    N_("The consolidation of the two regional offices was completed on schedule in August. The associated "
       "one-off costs have been recognised in full this quarter and are shown separately in section 2.1. No "
       "further relocation costs are expected."),
)
COSTS_INTRO: Final = (
    N_("Table 1 compares operating costs for the quarter with the approved budget. Figures are in thousands "
       "of dollars and exclude depreciation, which is reported centrally by Group Finance.")
)
COSTS_HEADINGS: Final = (N_("Cost category"), N_("Budget"), N_("Actual"), N_("Variance"))
COSTS: Final = (
    (N_("Facilities"), 1240, 1198),
    (N_("Technology and licences"), 986, 1031),
    (N_("Travel and expenses"), 312, 254),
    (N_("Professional services"), 455, 447),
    (N_("Training"), 128, 119),
    (N_("Total"), 3121, 3049),
)
"""Each cost category's budget and actual cost, in thousands of dollars (the variance is the difference)."""
AFTER_TABLE: Final = (
    N_("The overspend on technology reflects the overlap period in which both the old and the new support "
       "platforms were licensed. This overlap ended on 30 September, and the run rate for the fourth quarter "
       "is expected to return to budget. Savings in travel are partly timing-related, as several planned "
       "site visits have moved into the next quarter.")
)
FACILITIES: Final = (
    N_("Facilities costs include the final rent payment for the former Eastgate office and the removal and "
       "storage charges incurred during the move. Energy costs were 6% lower than in the same quarter last "
       "year, helped by the lighting upgrade completed in the spring.")
)


class ReportScreen(PaintedScreen):
    """A document being edited in a word processor."""

    background = DESK

    def paint_parts(self, painter: QPainter, width: float, height: float) -> None:
        """Paint the menus, toolbar, outline pane, ruler, page and status bar."""
        self._menus(painter, QRectF(0, 0, width, 34))
        self._toolbar(painter, QRectF(0, 34, width, 46))
        status = QRectF(0, height - 26, width, 26)
        outline = 240.0 if width >= 1100 else 0.0
        if outline:
            self._outline(painter, QRectF(0, 80, outline, height - 80 - status.height()))
        desk = QRectF(outline, 80, width - outline, height - 80 - status.height())
        self._page(painter, desk)
        self._status(painter, status)

    def _menus(self, painter: QPainter, rect: QRectF) -> None:
        painter.fillRect(rect, PANEL)
        kit.logo(painter, QRectF(rect.left() + 12, rect.top() + 6, 22, 22), ACCENT, "doc")
        title = self.tr("Quarterly operations report – Q3 (draft v4)")
        title_font = kit.ui_font(14, bold=True)
        title_width = QFontMetricsF(title_font).horizontalAdvance(title) + 4
        kit.text(painter, QRectF(rect.left() + 44, rect.top(), title_width, rect.height()), title,
                 font=title_font)
        x = rect.left() + 44 + title_width + 28
        for item in (self.tr("File"), self.tr("Edit"), self.tr("View"), self.tr("Insert"), self.tr("Format"),
                     self.tr("Tools"), self.tr("Review"), self.tr("Help")):
            item_width = QFontMetricsF(kit.ui_font(13)).horizontalAdvance(item)
            if x + item_width > rect.right() - 260:
                break
            kit.text(painter, QRectF(x, rect.top(), item_width + 4, rect.height()), item, color=INK,
                     font=kit.ui_font(13))
            x += item_width + 20
        share = QRectF(rect.right() - 100, rect.top() + 4, 88, rect.height() - 8)
        kit.button(painter, share, self.tr("Share"), primary=ACCENT, font=kit.ui_font(12, bold=True))
        kit.text(painter, QRectF(rect.right() - 250, rect.top(), 140, rect.height()),
                 self.tr("All changes saved"), color=MUTED, font=kit.ui_font(12),
                 align=Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)

    def _toolbar(self, painter: QPainter, rect: QRectF) -> None:
        painter.fillRect(rect, QColor("#f7f8fa"))
        kit.hline(painter, rect.left(), rect.right(), rect.top())
        kit.hline(painter, rect.left(), rect.right(), rect.bottom() - 1)
        x = rect.left() + 14
        y = rect.center().y()

        def separator() -> None:
            nonlocal x
            kit.vline(painter, x + 4, y - 12, y + 12, QColor("#d5dae1"))
            x += 14

        def tool(kind: str) -> None:
            nonlocal x
            kit.icon(painter, QRectF(x, y - 9, 18, 18), kind, QColor("#3d4a5c"))
            x += 32

        def dropdown(label: str, width: float) -> None:
            nonlocal x
            box = QRectF(x, y - 14, width, 28)
            kit.panel(painter, box, radius=4, fill=PANEL, border=QColor("#d5dae1"))
            kit.text(painter, box.adjusted(8, 0, -20, 0), label, font=kit.ui_font(13))
            kit.icon(painter, QRectF(box.right() - 18, y - 6, 12, 12), "chevron-down", MUTED)
            x += width + 10

        for kind in ("undo", "redo", "print"):
            tool(kind)
        separator()
        dropdown(self.tr("{percent}%").format(percent=100), 70)
        separator()
        dropdown(self.tr("Normal text"), 124)
        dropdown("Georgia", 110)
        dropdown("11", 50)
        separator()
        for label, style in ((self.tr("B", "the Bold button"), "bold"),
                             (self.tr("I", "the Italic button"), "italic"),
                             (self.tr("U", "the Underline button"), "underline")):
            font = kit.ui_font(15, bold=style == "bold")
            font.setItalic(style == "italic")
            font.setUnderline(style == "underline")
            kit.text(
                painter,
                QRectF(x, y - 12, 22, 24),
                label,
                color=QColor("#3d4a5c"),
                font=font,
                align=Qt.AlignmentFlag.AlignCenter,
            )
            x += 30
        separator()
        for kind in ("link", "comment", "image", "table"):
            tool(kind)
        separator()
        for kind in ("align-left", "align-center", "align-justify", "list", "numbered"):
            if x > rect.right() - 40:
                break
            tool(kind)

    def _outline(self, painter: QPainter, rect: QRectF) -> None:
        painter.fillRect(rect, PANEL)
        kit.vline(painter, rect.right(), rect.top(), rect.bottom())
        kit.text(painter, QRectF(rect.left() + 18, rect.top() + 14, rect.width() - 36, 22),
                 self.tr("Document outline"), font=kit.ui_font(14, bold=True))
        y = rect.top() + 48
        for index, (level, title) in enumerate(OUTLINE):
            row = QRectF(rect.left() + 8, y, rect.width() - 16, 28)
            if index == 2:
                kit.panel(painter, row, radius=4, fill=QColor("#e6edf7"), border=None)
                painter.fillRect(QRectF(row.left(), row.top() + 4, 3, row.height() - 8), ACCENT)
            kit.text(painter, row.adjusted(12 + level * 14, 0, -4, 0), translated(title),
                     color=ACCENT if index == 2 else INK, font=kit.ui_font(13, bold=level == 0))
            y += 30

    def _page(self, painter: QPainter, desk: QRectF) -> None:
        page_width = min(816.0, desk.width() - 80)
        left = desk.center().x() - page_width / 2
        ruler = QRectF(left, desk.top() + 8, page_width, 20)
        self._ruler(painter, ruler, margin=page_width * 0.118)
        page = QRectF(left, ruler.bottom() + 12, page_width, desk.height() + 400)
        painter.save()
        painter.setClipRect(desk)
        kit.sunken_shadow(painter, page)
        painter.fillRect(page, PANEL)
        margin = page_width * 0.118
        column = QRectF(page.left() + margin, page.top() + margin * 0.75, page.width() - margin * 2, 0)
        y = column.top()
        scale = page_width / 816.0
        body_font = kit.serif_font(15.5 * scale)
        kit.text(painter, QRectF(column.left(), y, column.width(), 44 * scale), translated(OUTLINE[0][1]),
                 color=HEADING, font=kit.serif_font(30 * scale, bold=True))
        y += 46 * scale
        kit.text(painter, QRectF(column.left(), y, column.width(), 22 * scale),
                 self.tr("Third quarter · Finance & Operations · Draft for review"), color=MUTED,
                 font=kit.ui_font(13 * scale))
        y += 30 * scale
        kit.hline(painter, column.left(), column.right(), y, QColor("#b4c3d9"), 1.5)
        y += 22 * scale

        def heading(label: str, size: float = 19) -> None:
            nonlocal y
            kit.text(painter, QRectF(column.left(), y, column.width(), 30 * scale), label, color=HEADING,
                     font=kit.serif_font(size * scale, bold=True))
            y += 38 * scale

        def body(value: str) -> None:
            nonlocal y
            y += kit.paragraph(painter, QRectF(column.left(), y, column.width(), desk.bottom() + 400 - y),
                               translated(value), font=body_font, justify=True, line_spacing=1.3)
            y += 12 * scale

        heading(translated(OUTLINE[1][1]))
        for value in SUMMARY:
            body(value)
        y += 6 * scale
        heading(translated(OUTLINE[2][1]))
        body(COSTS_INTRO)
        y = self._table(painter, QRectF(column.left(), y + 4 * scale, column.width(), 0), scale)
        kit.text(painter, QRectF(column.left(), y + 6 * scale, column.width(), 20 * scale),
                 self.tr("Table 1. Operating costs against budget, third quarter ($ thousands)"), color=MUTED,
                 font=kit.ui_font(12 * scale))
        y += 40 * scale
        body(AFTER_TABLE)
        heading(translated(OUTLINE[3][1]), 16)
        body(FACILITIES)
        # The comment the author left on the summary, in the margin as review tools show it.
        if desk.right() - page.right() > 200:
            note = QRectF(page.right() + 18, page.top() + 190 * scale, 200, 80)
            kit.panel(painter, note, radius=6, fill=QColor("#fff8e1"), border=QColor("#f0d98c"))
            kit.avatar(painter, QPointF(note.left() + 20, note.top() + 20), 11, "DO", QColor("#0f766e"))
            kit.text(painter, QRectF(note.left() + 38, note.top() + 8, 150, 24), self.tr("Daniel Okoro"),
                     font=kit.ui_font(12, bold=True))
            kit.paragraph(painter, note.adjusted(12, 38, -10, -6),
                          self.tr("Can we add the headcount figure here as well?"), font=kit.ui_font(12),
                          color=INK)
        painter.restore()

    def _ruler(self, painter: QPainter, rect: QRectF, margin: float) -> None:
        painter.fillRect(rect, PANEL)
        painter.fillRect(QRectF(rect.left(), rect.top(), margin, rect.height()), QColor("#dfe3e8"))
        painter.fillRect(QRectF(rect.right() - margin, rect.top(), margin, rect.height()), QColor("#dfe3e8"))
        inch = rect.width() / 8.5
        for step in range(int(8.5 * 8) + 1):
            x = rect.left() + step * inch / 8
            tick = 8 if step % 8 == 0 else (5 if step % 4 == 0 else 3)
            kit.vline(painter, x, rect.bottom() - tick, rect.bottom(), FAINT_TICK)
            if step % 8 == 0 and 0 < step < 68:
                kit.text(painter, QRectF(x - 10, rect.top(), 20, 12), str(step // 8), color=MUTED,
                         font=kit.ui_font(9), align=Qt.AlignmentFlag.AlignCenter)

    def _table(self, painter: QPainter, rect: QRectF, scale: float) -> float:
        row_height = 30 * scale
        shares = (0.46, 0.18, 0.18, 0.18)
        y = rect.top()
        rows = [tuple(map(translated, COSTS_HEADINGS))]
        for category, budget, actual in COSTS:
            variance = number(abs(budget - actual))
            rows.append((translated(category), number(budget), number(actual),
                         variance if budget >= actual else f"({variance})"))
        for row_number, row in enumerate(rows):
            header = row_number == 0
            total = row_number == len(rows) - 1
            if header:
                painter.fillRect(QRectF(rect.left(), y, rect.width(), row_height), QColor("#dce6f2"))
            elif row_number % 2 == 0:
                painter.fillRect(QRectF(rect.left(), y, rect.width(), row_height), QColor("#f5f8fc"))
            x = rect.left()
            for column, (value, share) in enumerate(zip(row, shares, strict=True)):
                cell_width = rect.width() * share
                align = (
                    Qt.AlignmentFlag.AlignLeft if column == 0 else Qt.AlignmentFlag.AlignRight
                ) | Qt.AlignmentFlag.AlignVCenter
                colour = kit.BAD if value.startswith("(") else INK
                kit.text(painter, QRectF(x + 8, y, cell_width - 16, row_height), value, color=colour,
                         font=kit.ui_font(13 * scale, bold=header or total), align=align)
                x += cell_width
            y += row_height
            kit.hline(painter, rect.left(), rect.right(), y, QColor("#9fb3cc") if header or total else LINE)
        return y

    def _status(self, painter: QPainter, rect: QRectF) -> None:
        painter.fillRect(rect, QColor("#f7f8fa"))
        kit.hline(painter, rect.left(), rect.right(), rect.top())
        kit.text(painter, rect.adjusted(16, 0, 0, 0),
                 self.tr("Page 1 of 9     {words} words     English (United States)").format(
                     words=number(2148)),
                 color=MUTED, font=kit.ui_font(12))
        zoom = self.tr("{percent}%").format(percent=100)
        kit.text(painter, rect.adjusted(0, 0, -28, 0), self.tr("Editing") + f"     –  ────●────  +   {zoom}",
                 color=MUTED,
                 font=kit.ui_font(12), align=Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
