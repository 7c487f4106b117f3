"""The statistics window: the player's record in numbers and two charts, and a reset that asks first; the
Accuracy tab (``accuracy``) shows what the player's decisions cost, from the hand history.

Each game's record is its own: a list at the top chooses Euchre or Bid Euchre, and every figure and chart
below is that game's.  Every figure is read from ``Statistics`` (``summary`` or ``bid_summary``,
``recent_matches``, ``score_progress``, ``daily_results``) each time the window is refreshed; the window
keeps no counts of its own.
"""

from __future__ import annotations

import datetime
from collections.abc import Iterable
from typing import Final

from PySide6.QtCore import QCoreApplication, QDate, QLocale, QSize, Qt, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QFrame,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMessageBox,
    QPushButton,
    QScrollArea,
    QStackedWidget,
    QStyle,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from ...engine import HandOutcome
from ...language import translate_count, translated
from ...persistence.history import HandHistory
from ...persistence.seats import Level
from ...persistence.settings import GAMES
from ...persistence.statistics import (
    BidStatisticsSummary,
    DailyResult,
    Statistics,
    StatisticsError,
    StatisticsSummary,
)
from .accuracy import AccuracyPanel
from .charts import ScoreChart, WinRateChart
from .setting_editors import caption_label

__all__ = ["RECENT_MATCHES", "TODAYS_DEAL_DAYS", "StatisticsWindow", "describe_daily", "describe_date"]

RECENT_MATCHES: Final = 20
"""How many finished matches the win-rate chart shows."""
TODAYS_DEAL_DAYS: Final = 10
"""How many days of Today's deal the table lists (the most recent first)."""


_DASH: Final = "\N{EN DASH}"
_TITLE_BAR: Final = 60
"""Room kept on the screen for the window's title bar and frame, which a window's own height leaves out."""
"""Between the wins and losses of a record, and for "nothing to count"."""

translate = QCoreApplication.translate


def _number(value: int) -> str:
    """A count in the language's own digits and grouping."""
    return QLocale().toString(value)


def _percent(part: int, whole: int) -> str:
    if not whole:
        return _DASH
    return translate("StatisticsWindow", "{percent}%").format(percent=_number(round(100 * part / whole)))


def describe_date(day: datetime.date) -> str:
    """A date as the window shows it, "Thu 12 Jun 2025", in the words of the language installed (its
    locale's names of days and months)."""
    return QLocale().toString(QDate(day.year, day.month, day.day), "ddd d MMM yyyy")


def describe_daily(result: DailyResult) -> str:
    """One play of Today's deal in words: who scored and how many tricks the player's side took."""
    if result.outcome in (HandOutcome.THROWN_IN.value, HandOutcome.FARMER_REDEAL.value):
        return translate("StatisticsWindow", "No score (thrown in)")
    tricks = translate_count("%n trick(s)", "a side's tricks", result.our_tricks)
    if result.our_points > 0:
        said = translate("StatisticsWindow", "You scored {points} ({tricks})")
        return said.format(points=_number(result.our_points), tricks=tricks)
    if result.their_points > 0:
        said = translate("StatisticsWindow", "They scored {points} ({tricks})")
        return said.format(points=_number(result.their_points), tricks=tricks)
    if result.our_points < 0:
        said = translate("StatisticsWindow", "You lost {points} for a renege")
        return said.format(points=_number(-result.our_points))
    if result.their_points < 0:
        said = translate("StatisticsWindow", "They lost {points} for a renege")
        return said.format(points=_number(-result.their_points))
    return translate("StatisticsWindow", "No score ({tricks})").format(tricks=tricks)


class StatisticsWindow(QDialog):
    """The player's record: matches by level, hands as makers and defenders, Today's deal and charts.

    Signals:
        statistics_reset(): the player confirmed a reset and the statistics were cleared.
    """

    statistics_reset = Signal()

    def __init__(self, statistics: Statistics, parent: QWidget | None = None, *, match_id: str | None = None,
                 target: int | None = None, today: datetime.date | None = None,
                 game: str | None = None, history: HandHistory | None = None) -> None:
        """Show ``statistics``; the score chart shows ``match_id`` (default: the last match started).

        ``target``: that match's target score, drawn as a line (None: no line, as for a fixed-hands match).
        ``today``: the date Today's deal results are compared against (default: the local date).
        ``game``: whose record shows first (a key of ``settings.GAMES``; default: the game of the match
        charted, or of the last match started).  ``history``: where the Accuracy tab reads the reviewed hands.
        """
        super().__init__(parent)
        self.setWindowTitle(self.tr("Statistics"))
        self.setObjectName("statisticsWindow")
        self._statistics = statistics
        self._match_id = match_id
        self._target = target
        self._today = today
        self._figures: dict[str, QLabel] = {}
        self._reset_box: QMessageBox | None = None

        self.score_chart = ScoreChart()
        self.win_rate_chart = WinRateChart()
        self._score_box = QGroupBox(self.tr("Score by hand"))
        self._win_rate_box = QGroupBox(self.tr("Win rate"))
        self.daily_table = QTableWidget(0, 3)
        self.daily_table.setTabKeyNavigation(False)  # the arrows move in the table; Tab goes on past it
        self.daily_table.setAccessibleName(self.tr("Today's deal, day by day"))
        self._daily_pages = QStackedWidget()
        self.problem_label = QLabel()
        self.reset_button = QPushButton(self.tr("&Reset Statistics…"))
        self.game_combo = QComboBox()
        for key, name in GAMES.items():
            self.game_combo.addItem(translated(name), key)
        self.game_combo.setToolTip(self.tr("Each game's record is kept apart: choose whose to show"))
        shown = game or statistics.match_game(match_id or statistics.last_match_id() or "") or "euchre"
        self.game_combo.setCurrentIndex(self.game_combo.findData(shown))
        self.game_combo.currentIndexChanged.connect(lambda _index: self.refresh())
        self._hands_pages = QStackedWidget()
        self.accuracy = AccuracyPanel(history)
        self._daily = self._daily_box()

        chooser = QHBoxLayout()
        label = QLabel(self.tr("&Game:"))
        label.setBuddy(self.game_combo)
        chooser.addWidget(label)
        chooser.addWidget(self.game_combo)
        chooser.addStretch(1)
        columns = QHBoxLayout()
        numbers = QVBoxLayout()
        numbers.addWidget(self._matches_box())
        self._hands_pages.addWidget(self._hands_box())
        self._hands_pages.addWidget(self._bid_hands_box())
        numbers.addWidget(self._hands_pages)
        numbers.addWidget(self._daily, 1)
        numbers.addStretch(0)  # takes the room Today's deal leaves when it is hidden (Bid Euchre)
        charts = QVBoxLayout()
        for box, chart in ((self._score_box, self.score_chart), (self._win_rate_box, self.win_rate_chart)):
            inner = QVBoxLayout(box)
            inner.addWidget(chart)
            charts.addWidget(box, 1)
        columns.addLayout(numbers, 0)
        columns.addLayout(charts, 1)
        record = QWidget()
        record.setLayout(columns)
        self.tabs = QTabWidget()
        self.tabs.addTab(_ScrolledPage(record), self.tr("&Record"))
        self.tabs.addTab(self.accuracy, self.tr("&Accuracy"))

        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.reset_button.setToolTip(self.tr("Forget every match, hand and Today's deal result recorded so "
                                             "far"))
        self.reset_button.setAutoDefault(False)
        buttons.addButton(self.reset_button, QDialogButtonBox.ButtonRole.ResetRole)
        self.reset_button.clicked.connect(self.ask_to_reset)
        buttons.rejected.connect(self.reject)
        self.problem_label.setWordWrap(True)
        self.problem_label.setObjectName("problem")
        self.problem_label.hide()

        layout = QVBoxLayout(self)
        layout.addLayout(chooser)
        layout.addWidget(self.tabs, 1)
        layout.addWidget(self.problem_label)
        layout.addWidget(buttons)
        self.refresh()
        # Wrapped captions need a width to know their height, which a window's own minimum never asks: the
        # window is as tall as its words need at its width (more at a large text size), but never taller
        # than the screen: there the record scrolls.
        width = max(980, self.minimumSizeHint().width())
        screen = (self.screen() or QApplication.primaryScreen()).availableGeometry()
        self.resize(width, min(max(660, self.heightForWidth(width)), screen.height() - _TITLE_BAR))

    # ------------------------------------------------------------------------------------------ public

    def show_match(self, match_id: str | None, target: int | None) -> None:
        """Chart this match (None: the last one started) against ``target``, and refresh."""
        self._match_id = match_id
        self._target = target
        self.refresh()

    def figure(self, name: str) -> str:
        """The text shown for one figure (``matches``, ``hands``, ``as_makers``...); KeyError if unknown."""
        return self._figures[name].text()

    def figure_names(self) -> list[str]:
        """The names ``figure`` knows, in the order they are shown."""
        return list(self._figures)

    @property
    def game(self) -> str:
        """The game whose record shows: "euchre" or "bid_euchre"."""
        return str(self.game_combo.currentData())

    def show_game(self, game: str) -> None:
        """Show ``game``'s record (a key of ``settings.GAMES``)."""
        self.game_combo.setCurrentIndex(self.game_combo.findData(game))

    def refresh(self) -> None:
        """Read everything again from the statistics."""
        euchre = self._statistics.summary()
        bid = self.game == "bid_euchre"
        self._show_matches(self._statistics.bid_summary() if bid else euchre)
        self._show_hands(euchre)
        self._show_bid_hands(self._statistics.bid_summary())
        self._hands_pages.setCurrentIndex(1 if bid else 0)
        # Today's deal is Euchre's.
        self._daily.setVisible(not bid)
        self._show_daily(self._statistics.daily_results())
        self._show_charts()
        self.accuracy.set_game(self.game)
        self.reset_button.setEnabled(self._statistics.last_match_id() is not None or euchre.daily_played > 0)

    def ask_to_reset(self) -> QMessageBox:
        """Ask the player to confirm a reset (a window-modal box, Cancel by default); returns the box.

        The statistics are reset only if the player chooses Reset.
        """
        box = self._reset_box
        if box is None:
            box = QMessageBox(QMessageBox.Icon.Warning, self.tr("Reset Statistics"),
                              self.tr("Reset your statistics?"),
                              QMessageBox.StandardButton.Reset | QMessageBox.StandardButton.Cancel, self)
            box.setObjectName("confirmReset")
            box.setInformativeText(self.tr("Every match, hand and Today's deal result recorded so far will "
                                           "be forgotten. This cannot be undone."))
            box.setDefaultButton(QMessageBox.StandardButton.Cancel)
            box.setEscapeButton(QMessageBox.StandardButton.Cancel)
            box.finished.connect(self._reset_answered)
            self._reset_box = box
        box.open()
        return box

    def _reset_answered(self) -> None:
        box = self._reset_box
        assert box is not None
        if box.clickedButton() is not box.button(QMessageBox.StandardButton.Reset):
            return
        try:
            self._statistics.reset()
        except StatisticsError:
            # The reason is the database's; what the player can do about it is the same whatever it says.
            self._show_problem(self.tr("Your statistics could not be reset: they could not be written. Check "
                                       "that the disk is not full, then try again."))
            return
        self._show_problem(None)
        self.refresh()
        self.statistics_reset.emit()

    # ----------------------------------------------------------------------------------------- building

    def _figure(self, name: str, tooltip: str = "") -> QLabel:
        label = QLabel()
        label.setObjectName(name)
        label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        if tooltip:
            label.setToolTip(tooltip)
        self._figures[name] = label
        return label

    def _matches_box(self) -> QGroupBox:
        box = QGroupBox(self.tr("Matches"))
        form = QFormLayout()
        form.addRow(self.tr("Finished matches:"),
                    self._figure("matches", self.tr("Abandoned matches are not counted")))
        form.addRow(self.tr("Streak now:"),
                    self._figure("streak", self.tr("Finished matches won or lost in a row, up to now")))
        longest = self._figure("longest_streaks",
                               self.tr("Your longest runs of matches won and of matches lost"))
        form.addRow(self.tr("Longest streaks:"), longest)
        grid = QGridLayout()
        grid.setHorizontalSpacing(16)
        grid.setVerticalSpacing(3)
        centre = Qt.AlignmentFlag.AlignHCenter
        grid.addWidget(caption_label(self.tr("Your partner's level")), 0, 1, 1, len(Level), centre)
        grid.addWidget(caption_label(self.tr("Opponents' level")), 1, 0)
        for column, partner in enumerate(Level, start=1):
            grid.addWidget(self._heading(translated(partner.label)), 1, column, centre)
        for row, opponents in enumerate(Level, start=2):
            grid.addWidget(self._heading(translated(opponents.label)), row, 0)
            for column, partner in enumerate(Level, start=1):
                cell = self._figure(f"level_{opponents.value}_{partner.value}")
                grid.addWidget(cell, row, column, centre)
        grid.setColumnStretch(len(Level) + 1, 1)
        caption = caption_label(self.tr("Matches won{dash}lost for each pairing of levels.")
                                .format(dash=_DASH))
        layout = QVBoxLayout(box)
        layout.addLayout(form)
        layout.addLayout(grid)
        layout.addWidget(caption)
        return box

    def _hands_box(self) -> QGroupBox:
        rows = (
            ("hands", self.tr("Hands played:"),
             self.tr("Hands you watched the computer play for you are not counted")),
            ("as_makers", self.tr("Your side named trump:"),
             self.tr("Made: three tricks or more; euchred: fewer")),
            ("as_defenders", self.tr("They named trump:"), self.tr("When the other side named trump")),
            ("marches", self.tr("Marches:"), self.tr("All five tricks taken by your side as makers")),
            ("loners", self.tr("Loners:"), self.tr("Hands your side played alone as makers")),
            ("euchres_inflicted", self.tr("Euchres inflicted:"),
             self.tr("Times your side stopped the makers short of three")),
            ("points", self.tr("Points:"), self.tr("Points scored in the hands counted here")),
        )
        box, self._hands_caption = self._figures_box(rows)
        return box

    def _bid_hands_box(self) -> QGroupBox:
        rows = (
            ("bid_hands", self.tr("Hands played:"),
             self.tr("Hands you watched the computer play for you are not counted")),
            ("bids", self.tr("Your side's bids:"),
             self.tr("Made: as many tricks as bid, or more; set: fewer")),
            ("bids_against", self.tr("Their bids:"), self.tr("When the other side won the auction")),
            ("moons", self.tr("Your side's moons:"), self.tr("Moons your side shot: made, or set")),
            ("moons_stopped", self.tr("Their moons stopped:"),
             self.tr("Moons the other side shot that your side stopped")),
            ("bid_points", self.tr("Points:"), self.tr("Points scored in the hands counted here")),
        )
        box, self._bid_hands_caption = self._figures_box(rows)
        return box

    def _figures_box(self, rows: tuple[tuple[str, str, str], ...]) -> tuple[QGroupBox, QLabel]:
        """The Hands box of a game: a figure for each of ``rows`` (its name, words and tooltip), and the
        caption under them (returned, to be filled)."""
        box = QGroupBox(self.tr("Hands"))
        form = QFormLayout(box)
        for name, text, tooltip in rows:
            form.addRow(text, self._figure(name, tooltip))
        caption = caption_label("")
        form.addRow(caption)
        return box, caption

    def _daily_box(self) -> QGroupBox:
        box = QGroupBox(self.tr("Today's deal"))
        table = self.daily_table
        table.setHorizontalHeaderLabels([self.tr("Date"), self.tr("Best result"), self.tr("Plays")])
        table.verticalHeader().hide()
        table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        table.setAlternatingRowColors(True)
        table.setShowGrid(False)
        header = table.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.ResizeToContents)
        header.setHighlightSections(False)
        none_yet = caption_label(self.tr("You have not played Today's deal yet. Everyone gets the same cards "
                                         "each day: see how you do."))
        none_yet.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self._daily_pages.addWidget(none_yet)
        self._daily_pages.addWidget(table)
        layout = QVBoxLayout(box)
        layout.addWidget(self._daily_pages)
        return box

    @staticmethod
    def _heading(text: str) -> QLabel:
        label = QLabel(text)
        font = QFont()  # bold only: the size follows the text size
        font.setBold(True)
        label.setFont(font)
        return label

    # ----------------------------------------------------------------------------------------- showing

    def _show_matches(self, summary: StatisticsSummary | BidStatisticsSummary) -> None:
        won, lost = summary.matches_won, summary.matches_lost
        self._figures["matches"].setText(
            self.tr("{won} won, {lost} lost ({percent} won)").format(
                won=_number(won), lost=_number(lost), percent=_percent(won, won + lost))
            if won + lost else self.tr("None yet"))
        records = {(opponents, partner): (w, lo) for opponents, partner, w, lo in summary.by_levels}
        streaks = summary.streaks
        if streaks.current:
            run = self.tr("%n match(es) won in a row", "", streaks.current) if streaks.current > 0 \
                else self.tr("%n match(es) lost in a row", "", -streaks.current)
            self._figures["streak"].setText(run)
        else:
            self._figures["streak"].setText(self.tr("None yet"))
        longest = self.tr("{won} won, {lost} lost").format(won=_number(streaks.longest_won),
                                                           lost=_number(streaks.longest_lost))
        self._figures["longest_streaks"].setText(longest if won + lost else _DASH)
        for opponents in Level:
            for partner in Level:
                cell = self._figures[f"level_{opponents.value}_{partner.value}"]
                w, lo = records.get((opponents.value, partner.value), (0, 0))
                cell.setText(f"{_number(w)}{_DASH}{_number(lo)}" if w + lo else _DASH)
                cell.setToolTip(self.tr("{opponents} opponents, {partner} partner: {won} won, {lost} "
                                        "lost").format(
                    opponents=translated(opponents.label), partner=translated(partner.label).lower(),
                    won=_number(w), lost=_number(lo)) if w + lo else self.tr("No matches at these levels"))

    def _show_hands(self, summary: StatisticsSummary) -> None:
        s = summary
        n = _number
        texts = {
            "hands": n(s.hands),
            "as_makers": self.tr("{made} made, {euchred} euchred").format(made=n(s.made_as_maker),
                                                                         euchred=n(s.euchred_as_maker)),
            "as_defenders": self.tr("{made} made by them, {euchred} euchred by you").format(
                made=n(s.made_against_us), euchred=n(s.euchres_inflicted)),
            "marches": n(s.marches),
            "loners": self.tr("{tried} tried, {made} made ({marches})").format(
                tried=n(s.loners_tried), made=n(s.loners_made),
                marches=self.tr("%n march(es)", "", s.lone_marches)),
            "euchres_inflicted": n(s.euchres_inflicted),
            "points": self.tr("{won} for, {lost} against").format(won=n(s.points_for),
                                                                  lost=n(s.points_against)),
        }
        for name, text in texts.items():
            self._figures[name].setText(text)
        self._hands_caption.setText(_counted(s.hands_watched))

    def _show_bid_hands(self, summary: BidStatisticsSummary) -> None:
        s = summary
        n = _number
        texts = {
            "bid_hands": n(s.hands),
            "bids": self.tr("{made} made, {set} set").format(made=n(s.bids_made), set=n(s.bids_set)),
            "bids_against": self.tr("{made} made by them, {set} set by you").format(
                made=n(s.made_against_us), set=n(s.sets_inflicted)),
            "moons": self.tr("{made} made, {set} set").format(made=n(s.moons_made), set=n(s.moons_set)),
            "moons_stopped": n(s.moons_stopped),
            "bid_points": self.tr("{won} for, {lost} against").format(won=n(s.points_for),
                                                                      lost=n(s.points_against)),
        }
        for name, text in texts.items():
            self._figures[name].setText(text)
        self._bid_hands_caption.setText(_counted(s.hands_watched))

    def _show_daily(self, results: Iterable[DailyResult]) -> None:
        best: dict[datetime.date, DailyResult] = {}
        plays: dict[datetime.date, int] = {}
        for result in results:  # best first, so the first seen for a day is that day's best
            best.setdefault(result.day, result)
            plays[result.day] = plays.get(result.day, 0) + 1
        days = sorted(best, reverse=True)[:TODAYS_DEAL_DAYS]
        today = self._today or datetime.date.today()
        table = self.daily_table
        table.setRowCount(len(days))
        for row, day in enumerate(days):
            date_text = self.tr("Today") if day == today else describe_date(day)
            cells = (date_text, describe_daily(best[day]), _number(plays[day]))
            for column, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if column == 2:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                table.setItem(row, column, item)
        self._daily_pages.setCurrentIndex(1 if days else 0)

    def _show_charts(self) -> None:
        chosen = self._match_id if self._match_id and self._statistics.match_game(self._match_id) in (
            None, self.game) else None
        match_id = chosen or self._statistics.last_match_id(self.game)
        progress = self._statistics.score_progress(match_id) if match_id else []
        cutthroat = match_id is not None and self._statistics.match_players(match_id) == 3
        names = (self.tr("You"), self.tr("Both opponents")) if cutthroat else (self.tr("Your side"),
                                                                                self.tr("Opponents"))
        watched = self._statistics.watched_hands(match_id) if match_id else []
        # The target is the match's the window was given (or, given none, the last one started).
        meant = self._match_id or self._statistics.last_match_id()
        self.score_chart.set_progress(progress, self._target if match_id == meant else None, side_names=names,
                                      watched=watched)
        which = self.tr("Score by hand: this match") if chosen else self.tr("Score by hand: your last match")
        self._score_box.setTitle(which if match_id else self.tr("Score by hand"))

        recent = self._statistics.recent_matches(RECENT_MATCHES, self.game)
        self.win_rate_chart.set_results([record.won for record in reversed(recent)])
        self._win_rate_box.setTitle(self.tr("Win rate: your last %n match(es)", "", len(recent))
                                    if recent else self.tr("Win rate"))

    def _show_problem(self, text: str | None) -> None:
        self.problem_label.setText(text or "")
        self.problem_label.setVisible(text is not None)



class _ScrolledPage(QScrollArea):
    """A page that scrolls up and down on a screen too short for it, and otherwise asks for its whole
    height, as the page itself would: its width and its height at a width are the page's own."""

    def __init__(self, page: QWidget) -> None:
        super().__init__()
        self._page = page
        self.setWidget(page)
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)

    def _bar(self) -> int:
        return self.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent)

    def sizeHint(self) -> QSize:
        """The page's own size, and room for the scroll bar beside it."""
        page = self._page.sizeHint()
        return QSize(page.width() + self._bar(), page.height())

    def minimumSizeHint(self) -> QSize:
        """The page's width (its words never squeezed), and any height: it scrolls."""
        width = self._page.minimumSizeHint().width() + self._bar()
        return QSize(width, super().minimumSizeHint().height())

    def hasHeightForWidth(self) -> bool:
        """Its height depends on its width, as its wrapped words' do."""
        return True

    def heightForWidth(self, width: int) -> int:
        """The page's height at ``width``, the scroll bar's room aside."""
        return self._page.heightForWidth(width - self._bar())


def _counted(watched: int) -> str:
    """What the hand figures count, and what they leave out (the hands the computer played for you)."""
    counted = translate("StatisticsWindow", "These count the hands you played with your own cards.")
    if watched:
        counted += " " + translate_count("%n hand(s) that you watched the computer play for you count in the "
                                         "match score (open rings on the chart) but not here.",
                                         "hands the computer played for the player", watched)
    return counted
