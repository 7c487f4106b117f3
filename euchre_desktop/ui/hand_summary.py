"""After each hand: who made trump, the tricks each side took, the points and the score, and Show all hands.

``hand_words`` puts a finished hand into words.  ``HandSummaryPanel`` is the panel laid over the middle of
the table: the words, a small score table, the hands as dealt drawn with the card art (``DealView``, behind
Show all hands), Review this hand (the ``review`` window) and Next hand.  When the match is over the same
panel says who won and offers a new match.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QHideEvent, QPainter, QPainterPath, QPaintEvent
from PySide6.QtWidgets import (
    QApplication,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ..engine import Rules
from ..model import HandSummary, MatchSummary
from ..model.bid_events import BidHandSummary
from .bid_words import bid_detail, bid_headline
from .deal_view import DealView
from .focus_mark import FOCUS_GOLD
from .hand_words import detail, headline, match_headline, side_labels, side_names, signed
from .text_size import text_px
from .theme import TABLE, colour_notice, label_font

__all__ = ["HandSummaryPanel"]


def _plate_words() -> str:
    """The style of words on the summary's plate, in the colours in use."""
    return f"color: {TABLE.plate_text.name()};"


def _label(text: str, pixel_size: float, *, bold: bool = False, parent: QWidget | None = None) -> QLabel:
    label = QLabel(text, parent)
    label.setFont(label_font(pixel_size, bold=bold))
    label.setStyleSheet(_plate_words())
    label.setTextFormat(Qt.TextFormat.PlainText)
    return label


class HandSummaryPanel(QWidget):
    """The summary laid over the table after a hand, and the result at the end of the match.

    Signals:
        next_requested(): Next hand was pressed (the table then deals).
        new_match_requested(): New match was pressed after the match ended.
        review_requested(): Review this hand was pressed.
    """

    next_requested = Signal()
    new_match_requested = Signal()
    review_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        """A hidden panel."""
        super().__init__(parent)
        self.setObjectName("handSummary")
        self.setAttribute(Qt.WidgetAttribute.WA_TranslucentBackground)
        self._unit = 60.0
        self._button_text = 13
        """The size of the buttons' words, in pixels (``set_unit`` chooses it)."""
        self._match_over = False
        self.summary: HandSummary | None = None
        outer = QVBoxLayout(self)
        outer.setContentsMargins(24, 18, 24, 18)
        outer.setSpacing(10)
        self.title = _label("", 24, bold=True, parent=self)
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.detail = _label("", 15, parent=self)
        self.detail.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.detail.setWordWrap(True)
        self.result = _label("", 20, bold=True, parent=self)
        self.result.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.result.hide()
        self._scores = QWidget(self)
        self._grid = QGridLayout(self._scores)
        self._grid.setHorizontalSpacing(24)
        self._grid.setVerticalSpacing(4)
        self.deal_view = DealView(self)
        self.deal_view.hide()
        buttons = QHBoxLayout()
        self.show_hands_button = QPushButton(self.tr("Show all hands"), self)
        self.show_hands_button.setCheckable(True)
        self.show_hands_button.toggled.connect(self._toggle_hands)
        self.review_button = QPushButton(self.tr("Review this hand"), self)
        self.review_button.setToolTip(self.tr("Every decision you made, valued by the Expert, on the table"))
        self.review_button.clicked.connect(self.review_requested)
        self.next_button = QPushButton(self.tr("Next hand"), self)
        self.next_button.setDefault(True)
        self.next_button.clicked.connect(self._next)
        for button in (self.show_hands_button, self.review_button, self.next_button):
            # Tab reaches them (Enter or Space presses the one marked); a click leaves the keys to the table.
            button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
            button.setCursor(Qt.CursorShape.PointingHandCursor)
        buttons.addStretch(1)
        buttons.addWidget(self.show_hands_button)
        buttons.addWidget(self.review_button)
        buttons.addWidget(self.next_button)
        buttons.addStretch(1)
        outer.addWidget(self.title)
        outer.addWidget(self.detail)
        outer.addWidget(self._scores, 0, Qt.AlignmentFlag.AlignHCenter)
        outer.addWidget(self.deal_view, 0, Qt.AlignmentFlag.AlignHCenter)
        outer.addWidget(self.result)
        outer.addLayout(buttons)
        self._follow_colours()
        colour_notice().changed.connect(self._follow_colours)
        self.hide()

    def _follow_colours(self) -> None:
        """Style the words and buttons in the colours in use (again after a change of colours)."""
        for label in self.findChildren(QLabel):
            label.setStyleSheet(_plate_words())
        self.result.setStyleSheet(f"color: {TABLE.gold.name()};")
        self._style_buttons(self._button_text)

    @property
    def match_over(self) -> bool:
        """True when the panel shows the end of the match (its button starts a new one)."""
        return self._match_over

    def show_hand(self, summary: HandSummary, names: Sequence[str], rules: Rules, *,
                  last_hand: bool = False) -> None:
        """Show a finished hand; ``last_hand`` when it ends the match (the button then says so)."""
        self.summary = summary
        self._match_over = False
        self.title.setText(headline(summary, names))
        self.detail.setText(detail(summary, names))
        self.result.hide()
        self._scores.show()
        self.show_hands_button.show()
        self.review_button.show()
        self._fill_scores(summary, names, rules)
        deal = summary.deal
        self.deal_view.show_deal(deal.hands, deal.kitty, names, deal.dealer, summary.trump,
                                 two_of_spades_benny=rules.benny_is_two_of_spades, taken=summary.taken,
                                 put_away=summary.put_away)
        self._present(last_hand)

    def show_bid_hand(self, summary: BidHandSummary, names: Sequence[str], *,
                      last_hand: bool = False) -> None:
        """Show a finished Bid Euchre hand: how it ended, the contract, each side's tricks and points (the
        Euchre review is not offered for it)."""
        self.summary = None
        self._match_over = False
        self.title.setText(bid_headline(summary, names))
        self.detail.setText(bid_detail(summary, names))
        self.result.hide()
        self._scores.show()
        self.show_hands_button.show()
        self.review_button.hide()
        target = summary.rules.target
        rows = [(label, str(summary.tricks[side]), signed(summary.points[side]), str(summary.scores[side]))
                for side, label in enumerate(side_names(names))]
        self._fill_table(("", self.tr("Tricks"), self.tr("This hand"), self._score_header(target)), rows)
        deal, contract = summary.deal, summary.contract
        self.deal_view.show_deal(deal.hands, deal.kitty, names, deal.dealer,
                                 None if contract is None else contract.strain.suit, upcard=False)
        self._present(last_hand)

    def _present(self, last_hand: bool) -> None:
        """Show the panel with its hands folded away; ``last_hand`` when it ends the match."""
        self.show_hands_button.setChecked(False)
        self.deal_view.hide()
        self.next_button.setText(self.tr("See the result") if last_hand else self.tr("Next hand"))
        self.show()
        self.raise_()
        self.adjustSize()

    def show_match(self, result: MatchSummary, names: Sequence[str]) -> None:
        """The match is over: say who won; the button starts a new match.

        Shown after the last hand's summary, or alone (a finished match resumed): then without a hand.
        """
        if not self.isVisible():
            self.summary = None
            self.title.setText(self.tr("The match is over"))
            self.detail.setText(self.tr("Final score after %n hand(s).", "", result.hands_played))
            self._scores.hide()
            self.show_hands_button.hide()
            self.review_button.hide()
            self.deal_view.hide()
        self._match_over = True
        self.result.setText(match_headline(result, names))
        self.result.show()
        self.next_button.setText(self.tr("New match"))
        self.show()
        self.raise_()
        self.adjustSize()

    def hideEvent(self, event: QHideEvent) -> None:
        """Hidden (not with the window): the focus a button of the panel had goes back to the window.  Kept,
        it stayed on a button nobody sees through the next hand, and Enter on the next summary pressed it
        instead of going on, as the Keys page says it does."""
        super().hideEvent(event)
        focused = QApplication.focusWidget()
        if not event.spontaneous() and focused is not None and self.isAncestorOf(focused):
            focused.clearFocus()

    def activate(self) -> None:
        """Press the main button (Enter): Next hand, or New match once the match is over."""
        if self.isVisible():
            self.next_button.click()

    def set_unit(self, unit: float) -> None:
        """Scale the text and the cards with the table, and take the size that fits them."""
        self._unit = unit
        self.title.setFont(self._fitted(self.title, text_px(max(16.0, unit * 0.42))))
        self.result.setFont(self._fitted(self.result, text_px(max(15.0, unit * 0.36))))
        self.detail.setFont(label_font(text_px(max(12.0, unit * 0.26))))
        size = text_px(max(12.0, unit * 0.26))
        self._size_grid(size)
        while self._scores.sizeHint().width() > self._room() and size > 12.0:
            size -= 1.0  # long names at a large text size: smaller, rather than wider than the table
            self._size_grid(size)
        self.detail.setMaximumWidth(max(200, round(self._room())))  # long words wrap, inside the table
        text = round(text_px(max(13.0, unit * 0.22)))
        self._style_buttons(text)
        while self._buttons_width() > self._room() and text > 12:
            text -= 1  # long button words at a large text size: smaller, rather than wider than the table
            self._style_buttons(text)
        layout = self.layout()
        if layout is not None:
            # The words' new sizes, not those the layout last measured (its minimum is the panel's).
            layout.invalidate()
            layout.activate()
        self._fit_hands()

    def place(self, unit: float) -> None:
        """Scale with the table (``set_unit``) and stand in the middle of it."""
        self.set_unit(unit)
        parent = self.parentWidget()
        if parent is not None:
            self.move(max(0, (parent.width() - self.width()) // 2),
                      max(0, (parent.height() - self.height()) // 2))

    def _fit_hands(self) -> None:
        """The hands' cards at the table's scale, and the panel's size around them; with the hands shown,
        smaller cards when the panel would be taller than the table (large words leave them less room), so
        the buttons stay on the table."""
        height = max(56.0, self._unit * 1.25)
        self.deal_view.set_card_height(height)
        self.adjustSize()
        parent = self.parentWidget()
        if parent is not None and not self.deal_view.isHidden() and self.height() > parent.height():
            view = self.deal_view.sizeHint().height()
            fits = (view - (self.height() - parent.height())) / view
            self.deal_view.set_card_height(height * max(0.0, fits))
            self.adjustSize()

    def _room(self) -> float:
        """The widest the panel's words may be: the table's width, less the panel's margins."""
        parent = self.parentWidget()
        return parent.width() - 60.0 if parent is not None else float("inf")

    def _size_grid(self, pixels: float) -> None:
        """The score table's words at ``pixels``, measured as they will be shown."""
        for index in range(self._grid.count()):
            item = self._grid.itemAt(index)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.ensurePolished()  # its style sheet first: it would set the font again later
                widget.setFont(label_font(pixels, bold=widget.font().bold()))
        self._grid.invalidate()
        self._scores.updateGeometry()

    def _fitted(self, label: QLabel, pixels: float) -> QFont:
        """A bold font of ``pixels`` for ``label``, smaller only if its words (long names at a large text
        size) would be wider than the table."""
        label.ensurePolished()
        font = label_font(pixels, bold=True)
        while QFontMetricsF(font).horizontalAdvance(label.text()) > self._room() and font.pixelSize() > 12:
            font = label_font(font.pixelSize() - 1, bold=True)
        return font

    def _buttons_width(self) -> int:
        """How wide the row of buttons shown is, at their words' size."""
        shown = [button for button in (self.show_hands_button, self.review_button, self.next_button)
                 if not button.isHidden()]
        for button in shown:
            button.ensurePolished()
        return sum(button.sizeHint().width() for button in shown) + 12 * max(0, len(shown) - 1)

    def _style_buttons(self, text: int) -> None:
        """The buttons' faces with words of ``text`` pixels, in the colours in use."""
        self._button_text = text
        pad = round(text * 0.45)
        # Styled here, on the buttons only: a style sheet on the panel would reach every label too.
        def style(face: QColor) -> str:
            return (f"QPushButton {{ font-size: {text}px; font-weight: 600; padding: {pad}px {pad * 2}px; "
                    f"border-radius: {pad}px; color: {TABLE.bubble_text.name()}; background: {face.name()}; "
                    f"border: 1px solid {TABLE.gold_dark.name()}; }} "
                    f"QPushButton:hover {{ background: {TABLE.bubble_hover.name()}; }} "
                    f"QPushButton:checked {{ background: {TABLE.button.name()}; }} "
                    # Round the inner ring (focus_mark), a gold edge that shows on the dark plate.
                    f"QPushButton:focus {{ border: 3px solid {FOCUS_GOLD.name()}; }}")

        self.show_hands_button.setStyleSheet(style(TABLE.bubble))
        self.review_button.setStyleSheet(style(TABLE.bubble))
        self.next_button.setStyleSheet(style(TABLE.gold))

    def _fill_scores(self, summary: HandSummary, names: Sequence[str], rules: Rules) -> None:
        rows = [(label, str(summary.tricks_per_side[side]), signed(summary.points[side]),
                 str(summary.scores[side])) for side, label in enumerate(side_labels(names))]
        headers = ("", self.tr("Tricks"), self.tr("This hand"), self._score_header(rules.target))
        self._fill_table(headers, rows)

    def _score_header(self, target: int | None) -> str:
        """The score column's header, with the match's target when it has one."""
        return self.tr("Score") if target is None else self.tr("Score (to {target})").format(target=target)

    def _fill_table(self, headers: Sequence[str], rows: Sequence[Sequence[str]]) -> None:
        """The score table: ``headers`` over ``rows``, the first column (who) and the last (score) bold."""
        while self._grid.count():
            item = self._grid.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.deleteLater()
        size = text_px(max(12.0, self._unit * 0.26))
        for column, text in enumerate(headers):
            self._grid.addWidget(_label(text, size, bold=True, parent=self._scores), 0, column,
                                 Qt.AlignmentFlag.AlignCenter)
        for row, cells in enumerate(rows, 1):
            for column, text in enumerate(cells):
                align = Qt.AlignmentFlag.AlignLeft if column == 0 else Qt.AlignmentFlag.AlignCenter
                bold = column in (0, len(cells) - 1)
                self._grid.addWidget(_label(text, size, bold=bold, parent=self._scores), row, column, align)

    def _toggle_hands(self, shown: bool) -> None:
        self.deal_view.setVisible(shown)
        self.show_hands_button.setText(self.tr("Hide the hands") if shown else self.tr("Show all hands"))
        # Laid out whole, as on a resize of the table: the button's new words may need a smaller size too.
        self.place(self._unit)

    def _next(self) -> None:
        if self._match_over:
            self.new_match_requested.emit()
        else:
            self.next_requested.emit()

    def paintEvent(self, event: QPaintEvent) -> None:
        """A dark rounded panel with a thin gold edge; opaque, so the table behind never shows through."""
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(self.rect()).adjusted(1.0, 1.0, -1.0, -1.0)
        path = QPainterPath()
        path.addRoundedRect(rect, 16.0, 16.0)
        painter.fillPath(path, TABLE.plate_solid)
        painter.setPen(TABLE.panel_edge)
        painter.drawPath(path)
        painter.end()
