"""The Code editor cover: a dark-themed editor with a file tree, tabs, highlighted Python and a status bar."""

# Typographic dashes, minus signs and arrows are deliberate: these screens imitate real documents.
# ruff: noqa: RUF001

from __future__ import annotations

import io
import keyword
import tokenize
from functools import cache
from typing import Final

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter

from . import _kit as kit
from ._painted import PaintedScreen

BACKGROUND: Final = QColor("#1e1f22")
SIDEBAR: Final = QColor("#25262a")
ACTIVITY: Final = QColor("#2b2d31")
TAB_BAR: Final = QColor("#25262a")
BORDER: Final = QColor("#34363b")
TEXT: Final = QColor("#d4d6db")
DIM: Final = QColor("#8a8f98")
GUTTER: Final = QColor("#5c6069")
CURRENT_LINE: Final = QColor("#2a2c31")
SELECTION: Final = QColor("#2f4a6b")
STATUS: Final = QColor("#2c5fa8")

KEYWORD: Final = QColor("#cf8e6d")
STRING: Final = QColor("#6aab73")
DOCSTRING: Final = QColor("#5f826b")
NUMBER: Final = QColor("#2aacb8")
COMMENT: Final = QColor("#7a7e85")
DEFINITION: Final = QColor("#56a8f5")
DECORATOR: Final = QColor("#b3ae60")
BUILTIN: Final = QColor("#8888c6")
SELF: Final = QColor("#94558d")

SOURCE: Final = '''\
"""Invoice totals, due dates and late fees for the billing service."""

from __future__ import annotations

import dataclasses
import datetime
from decimal import ROUND_HALF_UP, Decimal

from billing.currency import Money
from billing.tax import TaxRule, tax_for

PAYMENT_TERMS_DAYS = {"NET15": 15, "NET30": 30, "NET45": 45, "NET60": 60}
LATE_FEE_RATE = Decimal("0.015")  # per started month, as agreed with Finance
CENT = Decimal("0.01")


@dataclasses.dataclass(frozen=True)
class InvoiceLine:
    """One line of an invoice: a quantity of an item at a unit price."""

    description: str
    quantity: Decimal
    unit_price: Money
    tax_rule: TaxRule

    @property
    def net(self) -> Money:
        return self.unit_price * self.quantity


@dataclasses.dataclass(frozen=True)
class Invoice:
    """An issued invoice; amounts are computed, never stored."""

    number: str
    customer_id: int
    issued_on: datetime.date
    terms: str
    lines: tuple[InvoiceLine, ...]

    def due_date(self) -> datetime.date:
        """The last day the invoice can be paid without a late fee."""
        try:
            days = PAYMENT_TERMS_DAYS[self.terms]
        except KeyError:
            raise ValueError(f"unknown payment terms {self.terms!r}") from None
        return self.issued_on + datetime.timedelta(days=days)

    def subtotal(self) -> Money:
        return sum((line.net for line in self.lines), Money.zero())

    def tax(self) -> Money:
        return sum((tax_for(line.tax_rule, line.net) for line in self.lines), Money.zero())

    def total(self) -> Money:
        return (self.subtotal() + self.tax()).quantize(CENT, ROUND_HALF_UP)

    def late_fee(self, paid_on: datetime.date) -> Money:
        """1.5% of the total for each started month past the due date."""
        overdue_days = (paid_on - self.due_date()).days
        if overdue_days <= 0:
            return Money.zero()
        months = -(-overdue_days // 30)
        return (self.total() * LATE_FEE_RATE * months).quantize(CENT, ROUND_HALF_UP)


def outstanding(invoices: list[Invoice], today: datetime.date) -> list[Invoice]:
    """Invoices past their due date, oldest first (for the dunning report)."""
    overdue = [invoice for invoice in invoices if invoice.due_date() < today]
    return sorted(overdue, key=lambda invoice: invoice.due_date())
'''
"""The file open in the editor: a plausible billing module, written for this screen."""

TREE: Final = (
    (0, "folder", "billing-service", True),
    (1, "folder", "src", True),
    (2, "folder", "billing", True),
    (3, "file", "__init__.py", False),
    (3, "file", "currency.py", False),
    (3, "file", "invoices.py", False),
    (3, "file", "ledger.py", False),
    (3, "file", "reminders.py", False),
    (3, "file", "tax.py", False),
    (2, "folder", "reports", False),
    (1, "folder", "tests", True),
    (2, "file", "test_currency.py", False),
    (2, "file", "test_invoices.py", False),
    (2, "file", "test_ledger.py", False),
    (1, "folder", "docs", False),
    (1, "file", ".gitignore", False),
    (1, "file", "pyproject.toml", False),
    (1, "file", "README.md", False),
)
OPEN_FILE: Final = "invoices.py"
TABS: Final = ("invoices.py", "ledger.py", "test_invoices.py")
CURSOR_LINE: Final = 47
"""The line the caret is on (1-based): inside ``due_date``."""

# Python 3.12 splits f-strings into parts; 3.11 has a single STRING token and lacks these names.
_FSTRING_PARTS: Final = frozenset(
    getattr(tokenize, name)
    for name in ("FSTRING_START", "FSTRING_MIDDLE", "FSTRING_END")
    if hasattr(tokenize, name)
)
_BUILTINS: Final = frozenset(
    {"sum", "sorted", "list", "tuple", "int", "str", "ValueError", "KeyError", "property", "len", "dict"}
)


@cache
def highlighted_lines() -> tuple[tuple[tuple[str, QColor], ...], ...]:
    """Split ``SOURCE`` into lines of (text, colour) runs, coloured the way a Python editor does."""
    lines = SOURCE.splitlines()
    colours: list[list[QColor]] = [[TEXT] * len(line) for line in lines]

    def paint(start: tuple[int, int], end: tuple[int, int], colour: QColor) -> None:
        (row, column), (end_row, end_column) = start, end
        while (row, column) < (end_row, end_column):
            if row - 1 < len(colours) and column < len(colours[row - 1]):
                colours[row - 1][column] = colour
                column += 1
            else:
                row, column = row + 1, 0

    previous = ""
    for token in tokenize.generate_tokens(io.StringIO(SOURCE).readline):
        kind, value = token.type, token.string
        colour = None
        if kind == tokenize.COMMENT:
            colour = COMMENT
        elif kind == tokenize.STRING or kind in _FSTRING_PARTS:
            colour = DOCSTRING if value.startswith('"""') else STRING
        elif kind == tokenize.NUMBER:
            colour = NUMBER
        elif kind == tokenize.NAME:
            if keyword.iskeyword(value):
                colour = KEYWORD
            elif previous in ("def", "class"):
                colour = DEFINITION
            elif previous == "@":
                colour = DECORATOR
            elif value == "self":
                colour = SELF
            elif value in _BUILTINS:
                colour = BUILTIN
        elif kind == tokenize.OP and value == "@":
            colour = DECORATOR
        if colour is not None:
            paint(token.start, token.end, colour)
        if kind not in (tokenize.NL, tokenize.NEWLINE, tokenize.COMMENT, tokenize.INDENT, tokenize.DEDENT):
            previous = value
    result = []
    for line, line_colours in zip(lines, colours, strict=True):
        runs: list[tuple[str, QColor]] = []
        for character, colour in zip(line, line_colours, strict=True):
            if runs and runs[-1][1] == colour:
                runs[-1] = (runs[-1][0] + character, colour)
            else:
                runs.append((character, colour))
        result.append(tuple(runs))
    return tuple(result)


class CodeEditorScreen(PaintedScreen):
    """An IDE window editing a billing module."""

    background = BACKGROUND

    def paint_parts(self, painter: QPainter, width: float, height: float) -> None:
        """Paint the activity bar, explorer, tabs, code and status bar."""
        status_height = 24.0
        title_height = 36.0
        self._title_bar(painter, QRectF(0, 0, width, title_height))
        body = QRectF(0, title_height, width, height - title_height - status_height)
        activity = 48.0
        self._activity_bar(painter, QRectF(0, body.top(), activity, body.height()))
        explorer = 250.0 if width >= 1000 else 0.0
        if explorer:
            self._explorer(painter, QRectF(activity, body.top(), explorer, body.height()))
        editor = QRectF(activity + explorer, body.top(), width - activity - explorer, body.height())
        self._editor(painter, editor)
        self._status_bar(painter, QRectF(0, height - status_height, width, status_height))

    def _title_bar(self, painter: QPainter, rect: QRectF) -> None:
        painter.fillRect(rect, ACTIVITY)
        kit.hline(painter, rect.left(), rect.right(), rect.bottom() - 1, BORDER)
        x = rect.left() + 56
        for item in (self.tr("File"), self.tr("Edit"), self.tr("Selection"), self.tr("View"), self.tr("Go"),
                     self.tr("Run"), self.tr("Terminal"), self.tr("Help")):
            kit.text(painter, QRectF(x, rect.top(), 90, rect.height()), item, color=DIM, font=kit.ui_font(13))
            x += QFontMetricsF(kit.ui_font(13)).horizontalAdvance(item) + 18
        box = QRectF(rect.center().x() - 170, rect.top() + 6, 340, rect.height() - 12)
        if box.left() > x + 10:
            kit.panel(painter, box, radius=6, fill=QColor("#1e1f22"), border=BORDER)
            kit.icon(painter, QRectF(box.left() + 10, box.center().y() - 7, 14, 14), "search", DIM)
            kit.text(painter, box.adjusted(32, 0, 0, 0), "billing-service", color=DIM, font=kit.ui_font(12))

    def _activity_bar(self, painter: QPainter, rect: QRectF) -> None:
        painter.fillRect(rect, ACTIVITY)
        kit.vline(painter, rect.right(), rect.top(), rect.bottom(), BORDER)
        for index, kind in enumerate(("copy", "search", "branch", "bug", "blocks")):
            selected = index == 0
            y = rect.top() + 10 + index * 48
            if selected:
                painter.fillRect(QRectF(rect.left(), y, 2, 40), TEXT)
            kit.icon(painter, QRectF(rect.left() + 12, y + 8, 24, 24), kind, TEXT if selected else GUTTER)
        kit.icon(painter, QRectF(rect.left() + 12, rect.bottom() - 44, 24, 24), "gear", GUTTER)

    def _explorer(self, painter: QPainter, rect: QRectF) -> None:
        painter.fillRect(rect, SIDEBAR)
        kit.vline(painter, rect.right(), rect.top(), rect.bottom(), BORDER)
        kit.text(painter, QRectF(rect.left() + 20, rect.top() + 8, rect.width() - 40, 26),
                 self.tr("EXPLORER"), color=DIM, font=kit.ui_font(11, bold=True))
        kit.icon(painter, QRectF(rect.right() - 30, rect.top() + 13, 16, 16), "dots", DIM)
        y = rect.top() + 42
        row_height = 24.0
        font = kit.ui_font(13)
        for depth, kind, name, open_folder in TREE:
            row = QRectF(rect.left(), y, rect.width() - 1, row_height)
            if name == OPEN_FILE:
                painter.fillRect(row, QColor("#2e436e"))
            x = rect.left() + 10 + depth * 14
            if kind == "folder":
                kit.icon(painter, QRectF(x, y + 5, 14, 14),
                         "chevron-down" if open_folder else "chevron-right", DIM)
            else:
                self._file_badge(painter, QRectF(x + 14, y + 5, 14, 14), name)
            kit.text(
                painter,
                QRectF(x + 34, y, rect.width() - x - 40, row_height),
                name,
                color=TEXT if name == OPEN_FILE else QColor("#bfc3ca"),
                font=font,
            )
            y += row_height
        outline_top = max(y + 20, rect.bottom() - 120)
        if outline_top + 100 <= rect.bottom():
            kit.hline(painter, rect.left(), rect.right(), outline_top, BORDER)
            kit.text(painter, QRectF(rect.left() + 20, outline_top + 4, 200, 24), self.tr("OUTLINE"),
                     color=DIM, font=kit.ui_font(11, bold=True))
            for number, symbol in enumerate(("InvoiceLine", "Invoice", "outstanding")):
                kit.text(
                    painter,
                    QRectF(rect.left() + 34, outline_top + 30 + number * 22, 200, 22),
                    symbol,
                    color=QColor("#bfc3ca"),
                    font=font,
                )

    def _file_badge(self, painter: QPainter, rect: QRectF, name: str) -> None:
        colour = {"py": QColor("#4b8bbe"), "toml": QColor("#9c6b4f"), "md": QColor("#519aba")}.get(
            name.rsplit(".", 1)[-1], DIM
        )
        kit.icon(painter, rect, "file", colour)

    def _editor(self, painter: QPainter, rect: QRectF) -> None:
        tabs = QRectF(rect.left(), rect.top(), rect.width(), 36)
        painter.fillRect(tabs, TAB_BAR)
        kit.hline(painter, tabs.left(), tabs.right(), tabs.bottom() - 1, BORDER)
        x = tabs.left()
        for index, name in enumerate(TABS):
            tab_width = QFontMetricsF(kit.ui_font(13)).horizontalAdvance(name) + 64
            tab = QRectF(x, tabs.top(), tab_width, tabs.height())
            if index == 0:
                painter.fillRect(tab, BACKGROUND)
                painter.fillRect(QRectF(tab.left(), tab.top(), tab.width(), 2), QColor("#3574f0"))
            kit.vline(painter, tab.right(), tab.top(), tab.bottom(), BORDER)
            self._file_badge(painter, QRectF(tab.left() + 12, tab.center().y() - 7, 14, 14), name)
            kit.text(painter, QRectF(tab.left() + 34, tab.top(), tab_width - 40, tab.height()), name,
                     color=TEXT if index == 0 else DIM, font=kit.ui_font(13))
            if index == 0:
                kit.text(painter, QRectF(tab.right() - 24, tab.top(), 16, tab.height()), "×", color=DIM,
                         font=kit.ui_font(14), align=Qt.AlignmentFlag.AlignCenter)
            x += tab_width
        crumbs = QRectF(rect.left() + 16, tabs.bottom(), rect.width() - 32, 26)
        kit.text(painter, crumbs, "src  ›  billing  ›  invoices.py  ›  Invoice  ›  due_date", color=DIM,
                 font=kit.ui_font(12))

        code = QRectF(rect.left(), crumbs.bottom() + 2, rect.width(), rect.bottom() - crumbs.bottom() - 2)
        font = kit.mono_font(13.5)
        metrics = QFontMetricsF(font)
        line_height = round(metrics.height() * 1.45)
        gutter = metrics.horizontalAdvance("0000") + 36
        minimap = 90.0 if rect.width() > 700 else 0.0
        painter.save()
        painter.setClipRect(code)
        painter.setFont(font)
        first_line = 22 if code.height() < line_height * 60 else 1
        lines = highlighted_lines()
        y = code.top() + 6
        for number in range(first_line, len(lines) + 1):
            if y > code.bottom():
                break
            if number == CURSOR_LINE:
                painter.fillRect(QRectF(code.left(), y, code.width() - minimap, line_height), CURRENT_LINE)
            baseline = y + (line_height + metrics.ascent() - metrics.descent()) / 2
            painter.setPen(TEXT if number == CURSOR_LINE else GUTTER)
            painter.drawText(
                QRectF(code.left(), y, gutter - 20, line_height),
                int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter),
                str(number),
            )
            x = code.left() + gutter
            runs = lines[number - 1]
            indent = len(runs[0][0]) - len(runs[0][0].lstrip(" ")) if runs else 0
            for level in range(4, indent + 1, 4):
                # Indent guides, one per level, as editors draw them.
                guide_x = x + metrics.horizontalAdvance(" " * (level - 4)) + 0.5
                kit.vline(painter, guide_x, y, y + line_height, QColor("#303238"))
            for run, colour in runs:
                painter.setPen(colour)
                painter.drawText(QPointF(x, baseline), run)
                x += metrics.horizontalAdvance(run)
            if number == CURSOR_LINE:
                caret_x = code.left() + gutter + metrics.horizontalAdvance(" " * 16)
                painter.fillRect(QRectF(caret_x, y + 3, 2, line_height - 6), QColor("#cfd1d6"))
            y += line_height
        painter.restore()
        if minimap:
            self._minimap(
                painter, QRectF(code.right() - minimap, code.top(), minimap, code.height()), first_line
            )

    def _minimap(self, painter: QPainter, rect: QRectF, first_line: int) -> None:
        kit.vline(painter, rect.left(), rect.top(), rect.bottom(), BORDER)
        lines = highlighted_lines()
        view = QRectF(rect.left() + 1, rect.top() + (first_line - 1) * 3, rect.width() - 1, 40 * 3)
        painter.fillRect(view, QColor(255, 255, 255, 14))
        for number, runs in enumerate(lines):
            x = rect.left() + 8
            y = rect.top() + 4 + number * 3
            for run, colour in runs:
                visible = run.strip()
                length = len(run) * 0.9
                if visible:
                    faded = QColor(colour)
                    faded.setAlpha(120)
                    painter.fillRect(
                        QRectF(x + (len(run) - len(run.lstrip())) * 0.9, y, len(visible) * 0.9, 2), faded
                    )
                x += length

    def _status_bar(self, painter: QPainter, rect: QRectF) -> None:
        painter.fillRect(rect, STATUS)
        white = QColor("#f0f4fa")
        font = kit.ui_font(12)
        kit.icon(painter, QRectF(rect.left() + 12, rect.top() + 5, 14, 14), "branch", white)
        # The branch and its sync state after the branch icon, then the problem counts.
        for left, words in ((32, "main  ↻  0 ↓ 1 ↑"), (170, "⊗ 0  ⚠ 2")):
            kit.text(painter, QRectF(rect.left() + left, rect.top(), 200, rect.height()), words, color=white,
                     font=font)
        # The file's encoding, line ends and interpreter are names, the same in every language.
        items = (self.tr("Ln 47, Col 17"), self.tr("Spaces: 4"), "UTF-8", "LF", "Python 3.12 (.venv)")
        x = rect.right() - 16
        for item in reversed(items):
            item_width = QFontMetricsF(font).horizontalAdvance(item)
            x -= item_width
            kit.text(painter, QRectF(x, rect.top(), item_width + 2, rect.height()), item, color=white,
                     font=font)
            x -= 22
