"""The Project plan cover: a Gantt chart of a software rollout with phases, bars, milestones and today's line.

Dates are placed around today, so the plan always looks like work in progress.
"""

# Typographic dashes, minus signs and arrows are deliberate: these screens imitate real documents.
# ruff: noqa: RUF001

from __future__ import annotations

import datetime
from typing import Final, NamedTuple

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPainterPath, QPen, QPolygonF

from ....engine.translatable import N_
from ....language import translated
from . import _kit as kit
from ._kit import INK, LINE, MUTED, PANEL
from ._painted import WebAppScreen

ACCENT: Final = QColor("#0f766e")
TODAY_LINE: Final = QColor("#d64545")


class Task(NamedTuple):
    """A row of the plan: a phase (summary), a task, or a milestone (no duration).

    ``start`` is in days from today; ``days`` is the duration; ``done`` the share complete.
    """

    name: str
    owner: str
    start: int
    days: int
    done: float
    phase: int
    kind: str = "task"


PHASE_COLOURS: Final = (
    QColor("#7c6fd8"),
    QColor("#2f8fd8"),
    QColor("#e08a2c"),
    QColor("#2fa37a"),
    QColor("#d9534f"),
)

TASKS: Final = (
    Task(N_("Discovery"), "", -42, 20, 1.0, 0, "summary"),
    Task(N_("Stakeholder interviews"), N_("A. Moreau"), -42, 10, 1.0, 0),
    Task(N_("Current process mapping"), N_("K. Tanaka"), -35, 12, 1.0, 0),
    Task(N_("Requirements sign-off"), N_("Steering group"), -22, 0, 1.0, 0, "milestone"),
    Task(N_("Design"), "", -21, 28, 0.7, 1, "summary"),
    Task(N_("Information architecture"), N_("S. Lindqvist"), -21, 9, 1.0, 1),
    Task(N_("Prototypes and visual design"), N_("S. Lindqvist"), -12, 18, 0.7, 1),
    Task(N_("Accessibility review"), N_("J. Patel"), -4, 8, 0.4, 1),
    Task(N_("Design approval"), N_("Steering group"), 7, 0, 0.0, 1, "milestone"),
    Task(N_("Build"), "", -8, 44, 0.15, 2, "summary"),
    Task(N_("Sign-in and single sign-on"), N_("M. Chen"), -8, 20, 0.35, 2),
    Task(N_("Account and billing pages"), N_("R. Okafor"), 8, 24, 0.0, 2),
    Task(N_("Document upload service"), N_("D. Alvarez"), 6, 18, 0.0, 2),
    Task(N_("Data migration scripts"), N_("L. Novak"), 12, 24, 0.0, 2),
    Task(N_("Testing"), "", 37, 14, 0.0, 3, "summary"),
    Task(N_("User acceptance testing"), N_("E. Rossi"), 37, 14, 0.0, 3),
    Task(N_("Performance testing"), N_("M. Chen"), 39, 10, 0.0, 3),
    Task(N_("Launch"), "", 44, 22, 0.0, 4, "summary"),
    Task(N_("Staff training"), N_("P. Mensah"), 44, 7, 0.0, 4),
    Task(N_("Go-live"), N_("Steering group"), 52, 0, 0.0, 4, "milestone"),
    Task(N_("Post-launch support"), N_("Service desk"), 52, 14, 0.0, 4),
)
DEPENDENCIES: Final = ((2, 3), (3, 5), (6, 8), (13, 15), (18, 19))
"""Arrows from the end of one task (row index) to the start of another."""


class ProjectPlanScreen(WebAppScreen):
    """A project-management tool showing a timeline."""

    background = PANEL
    header = kit.Header(
        app=N_("Projects"),
        accent=ACCENT,
        logo_kind="calendar",
        search=N_("Search tasks and projects"),
        user_colour=QColor("#b8336a"),
    )

    def paint_page(self, painter: QPainter, width: float, height: float) -> None:
        """Paint the header, toolbar, task grid and the timeline."""
        self._toolbar(painter, QRectF(0, 56, width, 60))
        grid_width = min(600.0, width * 0.46)
        body = QRectF(0, 116, width, height - 116)
        today = kit.today()
        self._grid(painter, QRectF(0, body.top(), grid_width, body.height()), today)
        self._timeline(painter, QRectF(grid_width, body.top(), width - grid_width, body.height()), today)

    def _toolbar(self, painter: QPainter, rect: QRectF) -> None:
        kit.hline(painter, rect.left(), rect.right(), rect.bottom() - 1)
        kit.text(painter, QRectF(rect.left() + 20, rect.top() + 6, 400, 22),
                 self.tr("Projects  ›  Digital services"), color=MUTED, font=kit.ui_font(12))
        kit.text(painter, QRectF(rect.left() + 20, rect.top() + 26, 500, 28),
                 self.tr("Customer portal rollout"), font=kit.ui_font(19, bold=True))
        right = rect.right() - 20
        # The buttons fit their words, whatever the language.
        add_label, today_label = "+  " + self.tr("Add task"), self.tr("Today")
        add_width = max(112.0, QFontMetricsF(kit.ui_font(13, bold=True)).horizontalAdvance(add_label) + 28)
        add = QRectF(right - add_width, rect.top() + 14, add_width, 32)
        kit.button(painter, add, add_label, primary=ACCENT)
        today_width = max(76.0, QFontMetricsF(kit.ui_font(13)).horizontalAdvance(today_label) + 24)
        today_button = QRectF(add.left() - today_width - 10, add.top(), today_width, 32)
        kit.button(painter, today_button, today_label)
        segments = QRectF(today_button.left() - 226, add.top(), 216, 32)
        kit.panel(painter, segments, radius=5, fill=kit.BACKDROP, border=QColor("#cfd6de"))
        for index, label in enumerate((self.tr("Day"), self.tr("Week"), self.tr("Month"))):
            cell = QRectF(segments.left() + index * 72, segments.top(), 72, 32)
            if index == 1:
                kit.panel(
                    painter, cell.adjusted(3, 3, -3, -3), radius=4, fill=PANEL, border=QColor("#cfd6de")
                )
            kit.text(painter, cell, label, color=INK if index == 1 else MUTED,
                     font=kit.ui_font(13, bold=index == 1), align=Qt.AlignmentFlag.AlignCenter)
        if segments.left() > 560:
            members = QPointF(segments.left() - 40, rect.center().y())
            for index, (initials, colour) in enumerate(
                (("AM", "#2f6fdf"), ("KT", "#d9822b"), ("SL", "#1f8a4c"), ("MC", "#7b61c9"))
            ):
                centre = QPointF(members.x() - index * 22, members.y())
                painter.setPen(QPen(PANEL, 2))
                painter.setBrush(QColor(colour))
                painter.drawEllipse(centre, 14, 14)
                kit.text(painter, QRectF(centre.x() - 14, centre.y() - 14, 28, 28), initials, color=PANEL,
                         font=kit.ui_font(10, bold=True), align=Qt.AlignmentFlag.AlignCenter)

    def _columns(self, width: float) -> tuple[tuple[str, float, bool], ...]:
        """Grid columns: key, width and right alignment; the name column takes what is left."""
        fixed: tuple[tuple[str, float, bool], ...] = (
            ("Owner", 116.0, False),
            ("Start", 80.0, True),
            ("End", 80.0, True),
            ("%", 62.0, True),
        )
        if width < 540:
            fixed = fixed[1:]
        name_width = width - 40 - sum(column_width for _title, column_width, _right in fixed)
        return (("#", 40.0, False), ("Task name", name_width, False), *fixed)

    def _grid(self, painter: QPainter, rect: QRectF, today: datetime.date) -> None:
        header = 52.0
        row_height = 34.0
        painter.fillRect(QRectF(rect.left(), rect.top(), rect.width(), header), QColor("#f8fafc"))
        kit.hline(painter, rect.left(), rect.right(), rect.top() + header - 1)
        kit.vline(painter, rect.right(), rect.top(), rect.bottom(), QColor("#cfd6de"))
        columns = self._columns(rect.width())
        headings = {"#": "#", "Task name": self.tr("TASK NAME"), "Owner": self.tr("OWNER"),
                    "Start": self.tr("START"), "End": self.tr("END"), "%": "%"}
        x = rect.left()
        for title, column_width, right in columns:
            align = (
                Qt.AlignmentFlag.AlignRight if right else Qt.AlignmentFlag.AlignLeft
            ) | Qt.AlignmentFlag.AlignVCenter
            kit.text(painter, QRectF(x + 8, rect.top() + 18, column_width - 16, header - 18), headings[title],
                     color=MUTED, font=kit.ui_font(11, bold=True), align=align)
            x += column_width
        y = rect.top() + header
        for number, task in enumerate(TASKS, start=1):
            if y > rect.bottom():
                break
            summary = task.kind == "summary"
            if summary:
                painter.fillRect(QRectF(rect.left(), y, rect.width() - 1, row_height), QColor("#f6f8fa"))
            start = today + datetime.timedelta(days=task.start)
            end = start + datetime.timedelta(days=max(task.days - 1, 0))
            values = {
                "#": str(number),
                "Task name": translated(task.name),
                "Owner": translated(task.owner),
                "Start": kit.short_date(start),
                "End": kit.short_date(end),
                "%": "" if task.kind == "milestone"
                else self.tr("{percent}%").format(percent=round(task.done * 100)),
            }
            x = rect.left()
            for title, column_width, right in columns:
                cell = QRectF(x + 8, y, column_width - 16, row_height)
                if title == "Task name":
                    indent = 0.0 if summary else 18.0
                    if summary:
                        kit.icon(painter, QRectF(cell.left() - 4, y + 10, 14, 14), "chevron-down", MUTED)
                        indent = 16.0
                    elif task.kind == "milestone":
                        self._milestone(
                            painter,
                            QPointF(cell.left() + indent + 5, y + row_height / 2),
                            5,
                            PHASE_COLOURS[task.phase],
                        )
                        indent += 16
                    cell = cell.adjusted(indent, 0, 0, 0)
                align = (
                    Qt.AlignmentFlag.AlignRight if right else Qt.AlignmentFlag.AlignLeft
                ) | Qt.AlignmentFlag.AlignVCenter
                colour = MUTED if title in ("#", "Owner") else INK
                kit.text(painter, cell, values[title], color=colour, font=kit.ui_font(13, bold=summary),
                         align=align)
                x += column_width
            y += row_height
            kit.hline(painter, rect.left(), rect.right() - 1, y, QColor("#eef1f4"))

    def _timeline(self, painter: QPainter, rect: QRectF, today: datetime.date) -> None:
        header = 52.0
        row_height = 34.0
        first_day = today + datetime.timedelta(days=-49 - today.weekday())
        week_width = max(44.0, min(64.0, rect.width() / 16))
        day_width = week_width / 7

        def x_of(day_offset: float) -> float:
            """The x of a day given as days from today (fractions place within the day)."""
            days = (today - first_day).days + day_offset
            return rect.left() + days * day_width

        painter.save()
        painter.setClipRect(rect)
        painter.fillRect(QRectF(rect.left(), rect.top(), rect.width(), header), QColor("#f8fafc"))
        weeks = int(rect.width() / week_width) + 2
        month_label_at = None
        for week in range(weeks):
            start = first_day + datetime.timedelta(weeks=week)
            x = rect.left() + week * week_width
            kit.vline(painter, x, rect.top() + 26, rect.bottom(), QColor("#eef1f4"))
            kit.text(painter, QRectF(x, rect.top() + 26, week_width, 26), str(start.day), color=MUTED,
                     font=kit.ui_font(11), align=Qt.AlignmentFlag.AlignCenter)
            if month_label_at != start.month:
                month_label_at = start.month
                kit.vline(painter, x, rect.top(), rect.top() + 26, LINE)
                kit.text(painter, QRectF(x + 8, rect.top(), 160, 26),
                         f"{translated(kit.MONTHS[start.month - 1])} {start.year}", color=INK,
                         font=kit.ui_font(12, bold=True))
        kit.hline(painter, rect.left(), rect.right(), rect.top() + 26, LINE)
        kit.hline(painter, rect.left(), rect.right(), rect.top() + header - 1)

        rows_top = rect.top() + header
        for row in range(len(TASKS)):
            y = rows_top + (row + 1) * row_height
            kit.hline(painter, rect.left(), rect.right(), y, QColor("#eef1f4"))
        bars: list[QRectF] = []
        for row, task in enumerate(TASKS):
            y = rows_top + row * row_height
            left, right = x_of(task.start), x_of(task.start + task.days)
            colour = PHASE_COLOURS[task.phase]
            if task.kind == "summary":
                bar = QRectF(left, y + 12, right - left, 8)
                self._summary_bar(painter, bar, colour)
            elif task.kind == "milestone":
                centre = QPointF(left, y + row_height / 2)
                self._milestone(painter, centre, 8, colour)
                kit.text(painter, QRectF(left + 20, y, 200, row_height),
                         kit.short_date(today + datetime.timedelta(days=task.start)), color=MUTED,
                         font=kit.ui_font(12))
                bar = QRectF(left - 8, y + 9, 16, 16)
            else:
                bar = QRectF(left, y + 8, right - left, row_height - 16)
                self._task_bar(painter, bar, colour, task.done)
                label_left = bar.right() + 14
                kit.text(painter, QRectF(label_left, y, 220, row_height), translated(task.owner),
                         color=MUTED, font=kit.ui_font(12))
            bars.append(bar)
        for source, target in DEPENDENCIES:
            self._arrow(painter, bars[source], bars[target])
        today_x = x_of(0.5)
        painter.setPen(QPen(TODAY_LINE, 1.5))
        painter.drawLine(QPointF(today_x, rect.top() + header), QPointF(today_x, rect.bottom()))
        today_label = self.tr("Today")
        flag_width = max(52.0, QFontMetricsF(kit.ui_font(11, bold=True)).horizontalAdvance(today_label) + 12)
        flag = QRectF(today_x - flag_width / 2, rect.top() + header - 2, flag_width, 18)
        kit.panel(painter, flag, radius=4, fill=TODAY_LINE, border=None)
        kit.text(painter, flag, today_label, color=PANEL, font=kit.ui_font(11, bold=True),
                 align=Qt.AlignmentFlag.AlignCenter)
        painter.restore()

    def _task_bar(self, painter: QPainter, bar: QRectF, colour: QColor, done: float) -> None:
        light = QColor(colour)
        light.setAlpha(70)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(light)
        painter.drawRoundedRect(bar, 4, 4)
        if done > 0:
            painter.setBrush(colour)
            painter.drawRoundedRect(QRectF(bar.left(), bar.top(), bar.width() * done, bar.height()), 4, 4)
        if bar.width() * done > 40 and done < 1:
            percent = self.tr("{percent}%").format(percent=round(done * 100))
            kit.text(painter, bar.adjusted(6, 0, 0, 0), percent, color=PANEL,
                     font=kit.ui_font(11, bold=True))

    def _summary_bar(self, painter: QPainter, bar: QRectF, colour: QColor) -> None:
        dark = QColor(colour).darker(140)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(dark)
        painter.drawRect(bar)
        for x, direction in ((bar.left(), 1), (bar.right(), -1)):
            tip = QPolygonF(
                [QPointF(x, bar.top()), QPointF(x + 7 * direction, bar.top()), QPointF(x, bar.bottom() + 6)]
            )
            painter.drawPolygon(tip)

    def _milestone(self, painter: QPainter, centre: QPointF, radius: float, colour: QColor) -> None:
        shape = QPolygonF(
            [
                QPointF(centre.x(), centre.y() - radius),
                QPointF(centre.x() + radius, centre.y()),
                QPointF(centre.x(), centre.y() + radius),
                QPointF(centre.x() - radius, centre.y()),
            ]
        )
        painter.setPen(QPen(colour.darker(130), 1))
        painter.setBrush(colour)
        painter.drawPolygon(shape)

    def _arrow(self, painter: QPainter, source: QRectF, target: QRectF) -> None:
        """A finish-to-start link: out of the source's end, down to the target's row, into its start."""
        start = QPointF(source.right(), source.center().y())
        end = QPointF(target.left(), target.center().y())
        bend = start.x() + 6
        path = QPainterPath(start)
        path.lineTo(bend, start.y())
        path.lineTo(bend, end.y())
        path.lineTo(end.x() - 5, end.y())
        grey = QColor("#8a96a6")
        painter.setPen(QPen(grey, 1.2))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(path)
        painter.setBrush(grey)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.drawPolygon(
            QPolygonF(
                [
                    QPointF(end.x(), end.y()),
                    QPointF(end.x() - 6, end.y() - 4),
                    QPointF(end.x() - 6, end.y() + 4),
                ]
            )
        )
