"""The Inbox cover: a mail client with folders, a message list and a dull business email open."""

# Typographic dashes, minus signs and arrows are deliberate: these screens imitate real documents.
# ruff: noqa: RUF001

from __future__ import annotations

import datetime
from typing import Final, NamedTuple

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter

from ....engine.translatable import N_
from ....language import translated
from . import _kit as kit
from ._kit import INK, LINE, MUTED, PANEL
from ._painted import WebAppScreen

ACCENT: Final = QColor("#0b5cad")
SELECTED: Final = QColor("#e8f0fb")


class Message(NamedTuple):
    """One message in the list: who, what, a first line, how long ago (minutes), and its flags."""

    sender: str
    subject: str
    preview: str
    minutes_ago: int
    unread: bool = False
    attachment: bool = False
    label: str = ""


MESSAGES: Final = (
    Message(
        N_("Priya Raman"),
        N_("Q3 vendor invoice reconciliation – action needed by Friday"),
        N_("Hi all, As discussed in Tuesday's finance sync, we still have 14 vendor invoices from Q3 that"),
        23,
        unread=True,
        attachment=True,
        label=N_("Finance"),
    ),
    Message(
        N_("Facilities Team"),
        N_("Reminder: fire alarm test on Thursday at 10:00"),
        N_("The building's quarterly fire alarm test will take place on Thursday morning. No action is"),
        110,
        unread=True,
    ),
    Message(
        N_("Marcus Webb"),
        N_("Re: Updated travel policy draft"),
        N_("Thanks, I've folded your comments into section 4. The per-diem table now matches the one"),
        131,
        label=N_("Travel"),
    ),
    Message(
        N_("IT Service Desk"),
        N_("Ticket #48213 resolved: VPN certificate renewal"),
        N_("Your request has been resolved. If the issue persists, reply to this message within 5 days to"),
        1180,
    ),
    Message(
        N_("Elena Vasquez"),
        N_("Agenda for Monday's planning session"),
        N_("Attached is the draft agenda. Please let me know by Friday if anything is missing, especially"),
        1320,
        attachment=True,
        label=N_("Team"),
    ),
    Message(
        N_("Payroll"),
        N_("Your monthly payslip is available"),
        N_("Your payslip is now available in the HR portal. This is an automated message; please do not"),
        2700,
    ),
    Message(
        N_("Daniel Okoro"),
        N_("Budget template v3"),
        N_("I've updated the template with the new cost centres and removed the old allocation tab. The"),
        2990,
        attachment=True,
        label=N_("Finance"),
    ),
    Message(
        N_("Learning & Development"),
        N_("New course: Writing clear status reports"),
        N_("Enrolment is now open for our new 45-minute course on writing status reports that busy"),
        4200,
    ),
    Message(
        N_("Sophie Laurent"),
        N_("Re: Supplier onboarding checklist"),
        N_("Looks good to me. One small thing: the insurance certificate should be requested before the"),
        4450,
        label=N_("Vendors"),
    ),
    Message(
        N_("Procurement"),
        N_("PO 2025-1187 approved"),
        N_("Purchase order 2025-1187 (Office furniture – 3rd floor) has been approved by all required"),
        5800,
    ),
    Message(
        N_("Tom Harrington"),
        N_("Minutes: operations review"),
        N_("Please find the minutes of this week's operations review below. Actions are in bold with"),
        7300,
        label=N_("Team"),
    ),
    Message(
        N_("Calendar"),
        N_("Updated invitation: Quarterly business review"),
        N_("The organiser has changed the location to Meeting Room 4B. Join online details are unchanged."),
        8700,
    ),
    Message(
        N_("Grace Whitfield"),
        N_("Headcount forecast – please review"),
        N_("Attached is the latest headcount forecast. I have assumed the two open analyst roles are"),
        10100,
        attachment=True,
        label=N_("Finance"),
    ),
)

FOLDERS: Final = (
    ("inbox", N_("Inbox"), "12"),
    ("star", N_("Starred"), ""),
    ("send", N_("Sent"), ""),
    ("draft", N_("Drafts"), "2"),
    ("archive", N_("Archive"), ""),
    ("warning", N_("Junk"), ""),
    ("trash", N_("Deleted"), ""),
)
LABELS: Final = (
    (N_("Finance"), QColor("#1f8a4c")),
    (N_("Vendors"), QColor("#d9822b")),
    (N_("Team"), QColor("#2f6fdf")),
    (N_("Travel"), QColor("#7b61c9")),
)
LABEL_COLOURS: Final = dict(LABELS)
"""Each label's colour, by its words as written."""

BODY: Final = (
    N_("Hi all,"),
    N_("As discussed in Tuesday's finance sync, we still have 14 vendor invoices from Q3 that have not been "
       "matched to purchase orders. The attached workbook lists each one with the PO number we expect, the "
       "amount on the invoice and the variance."),
    N_("Could each cost-centre owner please review the lines tagged to their team and either confirm the "
       "match or add a comment in column H by end of day Friday? Anything still open after that will be "
       "accrued at the invoice amount and carried into next month."),
    N_("A few reminders:"),
    N_("• Invoices above $5,000 need a second approver in the procurement portal."),
    N_("• Please do not change the PO numbers directly; add a note and I will update the ledger."),
    N_("• Freight surcharges go to account 6120, not 6100."),
    N_("Thanks for your help getting this closed out before the quarter-end review."),
    N_("Best regards,\nPriya"),
)
SIGNATURE: Final = (N_("Priya Raman"), N_("Senior Financial Analyst · Finance Operations"),
                     N_("+1 (555) 014-2279"))


def when(minutes_ago: int, now: datetime.datetime) -> str:
    """How a mail list shows a time: the clock today, "Yesterday", a weekday this week, else a date."""
    moment = now - datetime.timedelta(minutes=minutes_ago)
    days = (now.date() - moment.date()).days
    if days == 0:
        return f"{moment:%H:%M}"
    if days == 1:
        return QCoreApplication.translate("InboxScreen", "Yesterday")
    if days < 7:
        return translated(kit.WEEKDAYS[moment.weekday()])
    return kit.short_date(moment.date())


class InboxScreen(WebAppScreen):
    """A three-pane mail client."""

    background = PANEL
    header = kit.Header(app=N_("Mail"), accent=ACCENT, logo_kind="inbox", search=N_("Search mail and people"))

    def paint_page(self, painter: QPainter, width: float, height: float) -> None:
        """Paint folders, the message list and the open message."""
        # A fixed morning "now" for the clock, on today's date, so the newest message is always from today.
        now = datetime.datetime.combine(kit.today(), datetime.time(10, 5))
        folders = 240.0 if width >= 1100 else 0.0
        list_width = max(320.0, min(420.0, width * 0.3))
        if folders:
            self._folders(painter, QRectF(0, 56, folders, height - 56))
        self._list(painter, QRectF(folders, 56, list_width, height - 56), now)
        self._reading(
            painter, QRectF(folders + list_width, 56, width - folders - list_width, height - 56), now
        )

    def _folders(self, painter: QPainter, rect: QRectF) -> None:
        painter.fillRect(rect, kit.BACKDROP)
        kit.vline(painter, rect.right(), rect.top(), rect.bottom())
        compose = QRectF(rect.left() + 16, rect.top() + 16, rect.width() - 32, 40)
        kit.panel(painter, compose, radius=8, fill=ACCENT, border=None)
        kit.icon(painter, QRectF(compose.left() + 16, compose.center().y() - 9, 18, 18), "plus", PANEL,
                 width=2)
        kit.text(painter, compose.adjusted(44, 0, 0, 0), self.tr("New message"), color=PANEL,
                 font=kit.ui_font(14, bold=True))
        y = compose.bottom() + 14
        for index, (kind, name, count) in enumerate(FOLDERS):
            row = QRectF(rect.left() + 8, y, rect.width() - 16, 34)
            selected = index == 0
            if selected:
                kit.panel(painter, row, radius=6, fill=QColor("#dde8f7"), border=None)
            kit.icon(painter, QRectF(row.left() + 12, row.center().y() - 8, 16, 16), kind,
                     ACCENT if selected else MUTED)
            kit.text(painter, row.adjusted(40, 0, -32, 0), translated(name), color=INK,
                     font=kit.ui_font(14, bold=selected))
            if count:
                kit.text(painter, row.adjusted(0, 0, -12, 0), count, color=INK if selected else MUTED,
                         font=kit.ui_font(13, bold=selected),
                         align=Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            y += 36
        y += 14
        kit.text(painter, QRectF(rect.left() + 20, y, rect.width() - 40, 20), self.tr("LABELS"), color=MUTED,
                 font=kit.ui_font(11, bold=True))
        y += 28
        for name, colour in LABELS:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(colour)
            painter.drawRoundedRect(QRectF(rect.left() + 24, y + 9, 10, 10), 3, 3)
            kit.text(painter, QRectF(rect.left() + 48, y, rect.width() - 60, 28), translated(name), color=INK,
                     font=kit.ui_font(13))
            y += 30
        storage = QRectF(rect.left() + 20, rect.bottom() - 56, rect.width() - 40, 40)
        kit.text(painter, QRectF(storage.left(), storage.top(), storage.width(), 18),
                 self.tr("6.2 GB of 50 GB used"), color=MUTED, font=kit.ui_font(12))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(LINE)
        painter.drawRoundedRect(QRectF(storage.left(), storage.top() + 24, storage.width(), 5), 2.5, 2.5)
        painter.setBrush(ACCENT)
        painter.drawRoundedRect(
            QRectF(storage.left(), storage.top() + 24, storage.width() * 0.124, 5), 2.5, 2.5
        )

    def _list(self, painter: QPainter, rect: QRectF, now: datetime.datetime) -> None:
        painter.fillRect(rect, PANEL)
        kit.vline(painter, rect.right(), rect.top(), rect.bottom())
        kit.text(painter, QRectF(rect.left() + 20, rect.top() + 12, 200, 30), translated(FOLDERS[0][1]),
                 font=kit.ui_font(19, bold=True))
        kit.icon(painter, QRectF(rect.right() - 36, rect.top() + 18, 18, 18), "filter", MUTED)
        tabs_y = rect.top() + 50
        for index, tab in enumerate((self.tr("Focused"), self.tr("Other"))):
            x = rect.left() + 20 + index * 96
            kit.text(painter, QRectF(x, tabs_y, 90, 28), tab, color=ACCENT if index == 0 else MUTED,
                     font=kit.ui_font(14, bold=index == 0))
            if index == 0:
                painter.fillRect(QRectF(x, tabs_y + 28, 62, 2), ACCENT)
        kit.hline(painter, rect.left(), rect.right(), tabs_y + 30)
        y = tabs_y + 31
        row_height = 84.0
        for index, message in enumerate(MESSAGES):
            if y > rect.bottom():
                break
            row = QRectF(rect.left(), y, rect.width() - 1, row_height)
            if index == 0:
                painter.fillRect(row, SELECTED)
                painter.fillRect(QRectF(row.left(), row.top(), 3, row.height()), ACCENT)
            inner = row.adjusted(28, 10, -16, -10)
            if message.unread:
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(ACCENT)
                painter.drawEllipse(QPointF(row.left() + 14, inner.top() + 10), 4, 4)
            time_text = when(message.minutes_ago, now)
            kit.text(painter, QRectF(inner.right() - 80, inner.top(), 80, 20), time_text,
                     color=ACCENT if message.unread else MUTED, font=kit.ui_font(12, bold=message.unread),
                     align=Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            kit.text(painter, QRectF(inner.left(), inner.top(), inner.width() - 90, 20),
                     translated(message.sender), font=kit.ui_font(14, bold=message.unread))
            subject_right = inner.right() - (22 if message.attachment else 0)
            kit.text(painter, QRectF(inner.left(), inner.top() + 21, subject_right - inner.left(), 20),
                     translated(message.subject), color=ACCENT if message.unread else INK,
                     font=kit.ui_font(13, bold=message.unread))
            if message.attachment:
                kit.icon(painter, QRectF(inner.right() - 16, inner.top() + 23, 16, 16), "clip", MUTED)
            kit.text(painter, QRectF(inner.left(), inner.top() + 42, inner.width(), 20),
                     translated(message.preview), color=MUTED, font=kit.ui_font(12))
            y += row_height
            kit.hline(painter, rect.left() + (0 if index == 0 else 16), rect.right(), y - 1)

    def _reading(self, painter: QPainter, rect: QRectF, now: datetime.datetime) -> None:
        painter.fillRect(rect, PANEL)
        bar = QRectF(rect.left(), rect.top(), rect.width(), 48)
        x = bar.left() + 20
        for kind, label in (
            ("reply", self.tr("Reply")),
            ("forward", self.tr("Forward")),
            ("archive", self.tr("Archive")),
            ("trash", self.tr("Delete")),
        ):
            kit.icon(painter, QRectF(x, bar.center().y() - 9, 18, 18), kind, MUTED)
            kit.text(painter, QRectF(x + 24, bar.top(), 80, bar.height()), label, color=INK,
                     font=kit.ui_font(13))
            x += 34 + len(label) * 8
        kit.icon(painter, QRectF(bar.right() - 40, bar.center().y() - 9, 18, 18), "dots", MUTED)
        kit.hline(painter, rect.left(), rect.right(), bar.bottom())

        message = MESSAGES[0]
        page = rect.adjusted(36, 68, -36, 0)
        measure = min(page.width(), 760.0)
        page.setWidth(measure)
        subject_height = kit.paragraph(painter, QRectF(page.left(), page.top(), page.width(), 64),
                                       translated(message.subject), font=kit.ui_font(20, bold=True),
                                       line_spacing=1.15)
        label, label_font = translated(message.label), kit.ui_font(12, bold=True)
        chip = QRectF(page.left(), page.top() + subject_height + 8,
                      max(70.0, QFontMetricsF(label_font).horizontalAdvance(label) + 24), 22)
        kit.pill(painter, chip, label, LABEL_COLOURS[message.label], font=label_font)
        top = chip.bottom() + 20
        kit.avatar(painter, QPointF(page.left() + 22, top + 22), 22, "PR", kit.class_colour(message.sender))
        kit.text(painter, QRectF(page.left() + 56, top, page.width() - 240, 22), translated(message.sender),
                 font=kit.ui_font(15, bold=True))
        kit.text(painter, QRectF(page.left() + 56, top + 22, page.width() - 90, 22),
                 self.tr("{address}  to me, Finance Operations").format(address="<priya.raman@halden.co>"),
                 color=MUTED, font=kit.ui_font(13))
        received = now - datetime.timedelta(minutes=message.minutes_ago)
        kit.text(painter, QRectF(page.right() - 220, top, 220, 22),
                 self.tr("{weekday} {date}, {time}").format(
                     weekday=translated(kit.WEEKDAYS[received.weekday()]),
                     date=kit.short_date(received.date()), time=f"{received:%H:%M}"),
                 color=MUTED, font=kit.ui_font(13),
                 align=Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        kit.icon(painter, QRectF(page.right() - 18, top + 28, 16, 16), "star", kit.FAINT)

        y = top + 74
        body_font = kit.ui_font(14)
        for number, block in enumerate(map(translated, BODY)):
            bullet = block.startswith("• ")
            if bullet:
                # A hanging indent: the bullet in the margin, wrapped lines aligned with the text.
                kit.paragraph(painter, QRectF(page.left() + 10, y, 16, 40), "•", font=body_font)
                block = block.removeprefix("• ")
            indent = 28.0 if bullet else 0.0
            for line in block.split("\n"):
                y += kit.paragraph(painter,
                                   QRectF(page.left() + indent, y, page.width() - indent, rect.bottom() - y),
                                   line, font=body_font, line_spacing=1.35)
            following_bullet = number + 1 < len(BODY) and BODY[number + 1].startswith("• ")
            y += 4 if following_bullet else 12
        y += 4
        for number, line in enumerate(SIGNATURE):
            kit.text(painter, QRectF(page.left(), y, page.width(), 20), translated(line),
                     color=INK if number == 0 else MUTED, font=kit.ui_font(13, bold=number == 0))
            y += 20
        y += 22
        attachment = QRectF(page.left(), y, 300, 56)
        kit.panel(painter, attachment, radius=8, fill=PANEL, border=QColor("#d4dae1"))
        badge = QRectF(attachment.left() + 10, attachment.top() + 10, 36, 36)
        kit.panel(painter, badge, radius=6, fill=QColor("#1f8a4c"), border=None)
        kit.icon(painter, badge.adjusted(8, 8, -8, -8), "table", PANEL, width=1.6)
        kit.text(painter, QRectF(badge.right() + 12, attachment.top() + 9, 230, 20),
                 self.tr("Q3_vendor_reconciliation.xlsx"), font=kit.ui_font(13, bold=True))
        kit.text(painter, QRectF(badge.right() + 12, attachment.top() + 29, 230, 18),
                 self.tr("48 KB · Spreadsheet"), color=MUTED, font=kit.ui_font(12))
