"""The statistics window's Accuracy tab: what the player's decisions cost, by kind, per match and over time.

Every figure is read from the hand history's reviewed hands (``HandHistory.reviewed_hands``) each time the
tab is refreshed.  A sentence says it in words; ``KindChart`` shows each kind of decision, and two
``TrendChart``s show the points given away per decision and the mistakes a hand, match by match or day by
day (week by week once the hands span more than three weeks), for every kind or one.  Only Euchre hands are
reviewed so far: Bid Euchre's view says so.
"""

from __future__ import annotations

import datetime
from typing import Final

from PySide6.QtCore import QCoreApplication, QDate, QLocale, Qt
from PySide6.QtWidgets import (
    QComboBox,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from ...engine.translatable import N_
from ...language import translate_count, translated
from ...persistence.accuracy import KINDS, AccuracyTotals, ReviewedHand, by_match, by_period, period_of
from ...persistence.history import HandHistory
from .accuracy_charts import EMPTY_TEXT, KindChart, TrendChart

__all__ = ["RECENT_MATCHES", "RECENT_PERIODS", "AccuracyPanel", "describe_accuracy"]

RECENT_MATCHES: Final = 20
"""How many matches the per-match charts show."""
RECENT_PERIODS: Final = 30
"""How many days (or weeks) the over-time charts show."""

BID_EUCHRE_TEXT: Final = N_("Accuracy is worked out for Euchre hands only: Bid Euchre's hands cannot be "
                             "reviewed yet.")

translate = QCoreApplication.translate


def _short_date(day: datetime.date) -> str:
    """A day as a chart's label: "12 Jun", in the language's own month names."""
    return QLocale().toString(QDate(day.year, day.month, day.day), "d MMM")


def describe_accuracy(totals: AccuracyTotals, waiting: int = 0) -> str:
    """The player's accuracy in a sentence or two; ``waiting``: hands not reviewed yet."""
    still = " " + translate_count("%n more hand(s) waiting to be reviewed.", "hands not reviewed yet",
                                  waiting) if waiting else ""
    every = totals.all
    if not totals.hands or every.average_cost is None:
        return translated(EMPTY_TEXT) + still
    mistakes = totals.mistakes_per_hand() or 0.0
    locale = QLocale()
    said = translate("AccuracyPanel", "Over {hands} you gave away {cost} points per decision and made "
                                      "{mistakes} mistakes a hand ({slips}, {blunders}).")
    return said.format(
        hands=translate_count("%n reviewed hand(s)", "hands counted", totals.hands),
        cost=locale.toString(float(every.average_cost), "f", 2),
        mistakes=locale.toString(float(mistakes), "f", 1),
        slips=translate_count("%n slip(s)", "small mistakes", every.slips),
        blunders=translate_count("%n blunder(s)", "big mistakes", every.blunders)) + still


class AccuracyPanel(QWidget):
    """The Accuracy tab over ``history`` (None: no history is kept, and the tab says so)."""

    def __init__(self, history: HandHistory | None, parent: QWidget | None = None) -> None:
        """Read the history and show it (Euchre's accuracy)."""
        super().__init__(parent)
        self.setObjectName("accuracyPanel")
        self.history = history
        self._game = "euchre"
        self.summary = QLabel()
        self.summary.setObjectName("accuracySummary")
        self.summary.setWordWrap(True)
        self.summary.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.view_combo = QComboBox()
        self.view_combo.addItem(self.tr("The last %n match(es)", "", RECENT_MATCHES), "match")
        self.view_combo.addItem(self.tr("Over time"), "time")
        self.view_combo.setToolTip(self.tr("Match by match, or day by day (week by week over a longer time)"))
        self.kind_combo = QComboBox()
        self.kind_combo.addItem(self.tr("Every kind of decision"), None)
        for kind, name in KINDS.items():
            self.kind_combo.addItem(translated(name), kind)
        self.kind_combo.setToolTip(self.tr("Draw the charts on the right for one kind of decision"))
        for combo in (self.view_combo, self.kind_combo):
            combo.currentIndexChanged.connect(lambda _index: self.refresh())
        self.kind_chart = KindChart()
        self.cost_chart = TrendChart(self.tr("Points given away per decision"))
        self.mistakes_chart = TrendChart(self.tr("Mistakes per hand"))
        self.message = QLabel()
        self.message.setObjectName("accuracyMessage")
        self.message.setWordWrap(True)
        self.message.setAlignment(Qt.AlignmentFlag.AlignCenter)

        choosers = QHBoxLayout()
        for text, combo in ((self.tr("&Show:"), self.view_combo), (self.tr("&Decisions:"), self.kind_combo)):
            label = QLabel(text)
            label.setBuddy(combo)
            choosers.addWidget(label)
            choosers.addWidget(combo)
        choosers.addStretch(1)
        charts = QGridLayout()
        kinds_box = QGroupBox(self.tr("By kind of decision: points given away per decision"))
        kinds = QVBoxLayout(kinds_box)
        kinds.addWidget(self.kind_chart)
        # A player who defended every hand would otherwise read the empty leading and following as missing.
        self.kinds_note = QLabel(self.tr("Leading and following count your cards when your side named trump; "
                                         "defending, your cards against the side that did."))
        self.kinds_note.setWordWrap(True)
        kinds.addWidget(self.kinds_note)
        self.cost_box = QGroupBox()
        QVBoxLayout(self.cost_box).addWidget(self.cost_chart)
        self.mistakes_box = QGroupBox()
        QVBoxLayout(self.mistakes_box).addWidget(self.mistakes_chart)
        charts.addWidget(kinds_box, 0, 0, 2, 1)
        charts.addWidget(self.cost_box, 0, 1)
        charts.addWidget(self.mistakes_box, 1, 1)
        charts.setColumnStretch(0, 1)
        charts.setColumnStretch(1, 1)
        shown = QWidget()
        inner = QVBoxLayout(shown)
        inner.setContentsMargins(0, 0, 0, 0)
        inner.addWidget(self.summary)
        inner.addLayout(choosers)
        inner.addLayout(charts, 1)
        self.pages = QStackedWidget()
        self.pages.addWidget(shown)
        self.pages.addWidget(self.message)
        QVBoxLayout(self).addWidget(self.pages)
        self.refresh()

    def set_game(self, game: str) -> None:
        """Show ``game``'s accuracy (only Euchre's is worked out: Bid Euchre's view says so)."""
        self._game = game
        self.refresh()

    def refresh(self) -> None:
        """Read the reviewed hands again and redraw."""
        if self._game != "euchre" or self.history is None:
            self.message.setText(translated(BID_EUCHRE_TEXT) if self._game != "euchre" else
                                 self.tr("Your accuracy is kept with your hand history, which is not kept "
                                         "here."))
            self.pages.setCurrentIndex(1)
            return
        self.pages.setCurrentIndex(0)
        hands = self.history.reviewed_hands()
        totals = AccuracyTotals.of(hand.kinds for hand in hands)
        self.summary.setText(describe_accuracy(totals, self.history.unreviewed_count()))
        for combo in (self.view_combo, self.kind_combo):
            combo.setEnabled(bool(hands))
        self.kind_chart.set_totals(totals)
        self._show_trends(hands, totals)

    def _show_trends(self, hands: list[ReviewedHand], overall: AccuracyTotals) -> None:
        kind: str | None = self.kind_combo.currentData()
        if self.view_combo.currentData() == "match":
            groups = [(_short_date(max(h.played for h in hands if h.match_id == match).astimezone().date()),
                       totals) for match, totals in by_match(hands, RECENT_MATCHES)]
            axis, each = self.tr("Match (the day it was played)"), self.tr("Each match")
        else:
            period = period_of(hands)
            groups = [(_short_date(day), totals) for day, totals in by_period(hands, period, RECENT_PERIODS)]
            axis, each = (self.tr("Day"), self.tr("Each day")) if period == "day" \
                else (self.tr("Week (from Monday)"), self.tr("Each week"))
        if kind is None:
            self.cost_box.setTitle(self.tr("Points given away per decision"))
            self.mistakes_box.setTitle(self.tr("Mistakes per hand"))
        else:
            which = translated(KINDS[kind]).lower()
            self.cost_box.setTitle(self.tr("Points given away per decision ({kind})").format(kind=which))
            self.mistakes_box.setTitle(self.tr("Mistakes per hand ({kind})").format(kind=which))
        labels = [label for label, _totals in groups]

        def cost(totals: AccuracyTotals) -> float | None:
            return (totals.all if kind is None else totals.kind(kind)).average_cost

        self.cost_chart.set_values(labels, [cost(totals) for _label, totals in groups],
                                   average=cost(overall), axis_title=axis, each=each)
        self.mistakes_chart.set_values(
            labels, [totals.mistakes_per_hand(kind) if cost(totals) is not None else None
                     for _label, totals in groups],
            average=overall.mistakes_per_hand(kind) if cost(overall) is not None else None, axis_title=axis,
            each=each)
