"""The History window: every hand kept in the hand history, newest first, to filter, replay, export or import.

A row says when the hand was played, the game and its rules, the player's part in it (a hand the computer
played for them is marked "watched"), the result from their side and their accuracy once the hand has
been reviewed ("Not yet" before; ``model.accuracy`` reviews them in the background).  The filters are the
store's own (``HistoryFilter``): the result, the player's part, a period and this match only.  The window
keeps no copy of the hands: each refresh reads them again.

Replay on the table asks for the hand to be shown step by step (``replay_requested``); a pasted or opened
record is replayed the same way, and a deal code is offered to be played (``play_code_requested``).  Export
writes the chosen hand, or every kept hand of its match, as the engine's JSON records or as text, the kind
following the file name the player picks.  Review (``review_requested`` with the hand's record) shows only
once something is connected to it.
"""

from __future__ import annotations

import datetime
from pathlib import Path
from typing import Any, Final

from PySide6.QtCore import QCoreApplication, QLocale, QMetaMethod, QTime, Signal
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QDialog,
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QInputDialog,
    QLabel,
    QMenu,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ...engine import PRESET_NAMES, DealCodeError, RecordError
from ...engine.bid.words import BID_PRESET_NAMES
from ...engine.translatable import N_
from ...language import said, translate_count, translated
from ...persistence.accuracy import KINDS, KindFigures
from ...persistence.atomic import atomic_write
from ...persistence.history import HandHistory, HistoryEntry, HistoryError, HistoryFilter, import_hand
from ...persistence.settings import GAMES
from ..questions import deal_code_problem
from .statistics import describe_date

__all__ = ["SHOWN", "HistoryWindow", "describe_accuracy", "describe_part", "describe_result"]

SHOWN: Final = 500
"""How many hands the list shows at most (the newest that pass the filters)."""

# The words of the filters, columns, outcomes and parts are marked: translated where shown.
_RESULTS: Final = ((N_("All results"), None), (N_("Hands your side won"), "won"),
                   (N_("Hands your side lost"), "lost"), (N_("No score either way"), "even"))
_PARTS: Final = ((N_("Any part"), None), (N_("You made trump"), ("maker",)),
                 (N_("Your partner made trump"), ("partner",)), (N_("You defended"), ("defender",)),
                 (N_("Nobody made trump"), ("none",)))
_PERIODS: Final = ((N_("Any time"), None), (N_("Today"), 0), (N_("The last 7 days"), 6),
                   (N_("The last 30 days"), 29))
_OUTCOMES: Final = {"made": N_("Made"), "march": N_("March"), "euchred": N_("Euchred"),
                    "thrown_in": N_("Thrown in"), "farmer_redeal": N_("Farmer's hand shown"),
                    "renege": N_("Renege"), "set": N_("Set"), "moon_made": N_("Moon made"),
                    "moon_failed": N_("Moon failed")}
_COLUMNS: Final = (N_("Played"), N_("Game and rules"), N_("Your part"), N_("Result"), N_("Your accuracy"))
_BID_PARTS: Final = {"maker": N_("You won the bidding"), "partner": N_("Your side won the bidding"),
                     "defender": N_("You defended"), "none": N_("Nobody bid")}
"""Bid Euchre's parts: six seats have two partners, so "your side" fits every table."""
_EUCHRE_PARTS: Final = {"maker": N_("You made trump"), "partner": N_("Your partner made trump"),
                        "defender": N_("You defended"), "none": N_("Nobody made trump")}
"""Euchre's parts."""

translate = QCoreApplication.translate


def describe_part(entry: HistoryEntry) -> str:
    """The player's part in a kept hand, in their words ("You made trump", "You defended (watched)")."""
    parts = _BID_PARTS if entry.game == "bid_euchre" else _EUCHRE_PARTS
    part = translated(parts[entry.role]) if entry.role in parts else entry.role
    return translate("HistoryWindow", "{part} (watched)").format(part=part) if entry.watched else part


def describe_result(entry: HistoryEntry) -> str:
    """A kept hand's result from the player's side: "March: you +2", "Euchred: they +2", "Thrown in"."""
    outcome = translated(_OUTCOMES[entry.outcome]) if entry.outcome in _OUTCOMES \
        else entry.outcome.replace("_", " ").capitalize()
    sides = ((translate("HistoryWindow", "you {points}"), entry.our_points),
             (translate("HistoryWindow", "they {points}"), entry.their_points))
    scored = [who.format(points=_signed(points)) for who, points in sides if points]
    if not scored:
        return outcome
    return translate("HistoryWindow", "{outcome}: {points}").format(outcome=outcome, points=", ".join(scored))


def _signed(points: int) -> str:
    """Points with their sign, "+2" or "-2", in the language's digits."""
    return QLocale().toString(points) if points < 0 else f"+{QLocale().toString(points)}"


def _decimal(value: float) -> str:
    return QLocale().toString(float(value), "f", 2)


def describe_accuracy(entry: HistoryEntry) -> str:
    """The player's accuracy in a kept hand: "0.12 per decision, 1 slip" once reviewed, "Not yet" before,
    and nothing for a hand that is not counted (watched, or Bid Euchre's, whose review is not written)."""
    if entry.kinds is None:
        return "" if entry.watched or entry.game != "euchre" else translate("HistoryWindow", "Not yet")
    total = KindFigures()
    for figures in entry.kinds.values():
        total += figures
    if total.average_cost is None:
        return translate("HistoryWindow", "No real choice")
    marks = ([translate_count("%n slip(s)", "small mistakes", total.slips)] if total.slips else []) \
        + ([translate_count("%n blunder(s)", "big mistakes", total.blunders)] if total.blunders else [])
    mistakes = ", ".join(marks) or translate("HistoryWindow", "no mistake")
    return translate("HistoryWindow", "{cost} per decision, {mistakes}").format(
        cost=_decimal(total.average_cost), mistakes=mistakes)


def _accuracy_tip(entry: HistoryEntry) -> str:
    if not entry.kinds:
        return ""
    lines = [translate("HistoryWindow", "Points given away per decision:")]
    for kind, name in KINDS.items():
        figures = entry.kinds.get(kind)
        if figures is not None and figures.average_cost is not None:
            over = translate_count("%n decision(s)", "decisions of one kind", figures.decisions)
            lines.append(translate("HistoryWindow", "{kind}: {cost} over {decisions}").format(
                kind=translated(name), cost=_decimal(figures.average_cost), decisions=over))
    return "\n".join(lines)


def _time(moment: datetime.datetime) -> str:
    """The time of day as the language writes it ("14:05", "14 h 05")."""
    return QLocale().toString(QTime(moment.hour, moment.minute), QLocale.FormatType.ShortFormat)


def _played(entry: HistoryEntry, today: datetime.date) -> str:
    local = entry.played.astimezone()
    day = translate("HistoryWindow", "Today") if local.date() == today else describe_date(local.date())
    return translate("HistoryWindow", "{day}, {time}").format(day=day, time=_time(local))


def _game(entry: HistoryEntry) -> str:
    names = BID_PRESET_NAMES if entry.game == "bid_euchre" else PRESET_NAMES
    rules = translated(names[entry.rules]) if entry.rules in names \
        else translate("HistoryWindow", "Custom rules")
    game = translated(GAMES[entry.game]) if entry.game in GAMES else entry.game
    return f"{game} · {rules}"


class HistoryWindow(QDialog):
    """The kept hands, their filters, and what can be done with one.

    Signals:
        replay_requested(HandState | BidHandState hand, str title): show ``hand`` on the table step by step.
        play_code_requested(str code): an imported deal code, to be played as a new match.
        review_requested(dict record): review the chosen hand (the button shows once this is connected).
    """

    replay_requested = Signal(object, str)
    play_code_requested = Signal(str)
    review_requested = Signal(object)

    def __init__(self, history: HandHistory, parent: QWidget | None = None, *, match_id: str | None = None,
                 names: tuple[str, ...] = (), today: datetime.date | None = None) -> None:
        """Show ``history``; "This match only" filters on ``match_id`` (the match on the table).

        ``today``: the day the periods count back from (default: the local date).
        """
        super().__init__(parent)
        self.setWindowTitle(self.tr("Hand history"))
        self.setObjectName("historyWindow")
        self.history = history
        self._match_id = match_id
        self._today = today
        self._entries: list[HistoryEntry] = []
        self.file_dialog: QFileDialog | None = None
        self.import_dialog: QInputDialog | None = None

        self.result_filter = self._combo(_RESULTS, "resultFilter")
        self.part_filter = self._combo(_PARTS, "partFilter")
        self.period_filter = self._combo(_PERIODS, "periodFilter")
        # One "Show:" label stands before all three: a screen reader is told which is which.
        for combo, name in ((self.result_filter, self.tr("Show hands by result")),
                            (self.part_filter, self.tr("Show hands by your part")),
                            (self.period_filter, self.tr("Show hands by when they were played"))):
            combo.setAccessibleName(name)
        self.this_match = QCheckBox(self.tr("This match only"))
        self.this_match.setObjectName("thisMatchOnly")
        self.this_match.setEnabled(match_id is not None)
        self.this_match.toggled.connect(lambda _on: self.refresh())
        filters = QHBoxLayout()
        filters.addWidget(QLabel(self.tr("Show:")))
        for widget in (self.result_filter, self.part_filter, self.period_filter, self.this_match):
            filters.addWidget(widget)
        filters.addStretch(1)

        self.table = QTableWidget(0, len(_COLUMNS))
        self.table.setObjectName("historyTable")
        self.table.setAccessibleName(self.tr("Hands played"))
        self.table.setHorizontalHeaderLabels([translated(column) for column in _COLUMNS])
        self.table.verticalHeader().hide()
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setTabKeyNavigation(False)  # the arrows move in the list; Tab goes on to the buttons
        self.table.setAlternatingRowColors(True)
        self.table.setWordWrap(False)  # one line a hand: a narrow window cuts a result short, never wraps it
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setStretchLastSection(True)
        self.table.itemSelectionChanged.connect(self._refresh_buttons)
        self.table.itemDoubleClicked.connect(lambda _item: self.replay())
        self.count_label = QLabel()
        self.count_label.setObjectName("historyCount")
        self.problem_label = QLabel()
        self.problem_label.setObjectName("problem")
        self.problem_label.setWordWrap(True)
        self.problem_label.hide()

        self.replay_button = self._button(self.tr("&Replay on the table"), self.replay,
                                          self.tr("Watch the hand again, card by card"))
        self.review_button = self._button(self.tr("Re&view"), self.review,
                                          self.tr("What each of your decisions cost"))
        self.export_hand_button = self._button(self.tr("Export &hand…"),
                                               lambda: self.ask_export(whole_match=False),
                                               self.tr("Save this hand as a record or as text"))
        self.export_match_button = self._button(self.tr("Export &match…"),
                                                lambda: self.ask_export(whole_match=True),
                                                self.tr("Save every kept hand of this hand's match"))
        self.import_button = QPushButton(self.tr("&Import"))
        self.import_button.setAutoDefault(False)
        self.import_button.setToolTip(self.tr("Replay a hand record, or play a deal code"))
        menu = QMenu(self.import_button)
        menu.addAction(self.tr("From a file…"), self.ask_import_file)
        menu.addAction(self.tr("Paste a record or a deal code…"), self.ask_import)
        self.import_button.setMenu(menu)
        close = self._button(self.tr("Close"), self.reject, "")
        close.setDefault(True)
        self.review_button.hide()
        buttons = QHBoxLayout()
        for button in (self.replay_button, self.review_button, self.export_hand_button,
                       self.export_match_button, self.import_button):
            buttons.addWidget(button)
        buttons.addStretch(1)
        buttons.addWidget(close)

        layout = QVBoxLayout(self)
        layout.addLayout(filters)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.count_label)
        layout.addWidget(self.problem_label)
        layout.addLayout(buttons)
        self.resize(940, 520)  # room for Bid Euchre's longer game names and parts beside the accuracy
        self.refresh()

    def _combo(self, choices: tuple[tuple[str, Any], ...], name: str) -> QComboBox:
        combo = QComboBox()
        combo.setObjectName(name)
        for text, value in choices:
            combo.addItem(translated(text), value)
        combo.currentIndexChanged.connect(lambda _index: self.refresh())
        return combo

    def _button(self, text: str, slot: Any, tip: str) -> QPushButton:
        button = QPushButton(text)
        button.setAutoDefault(False)
        if tip:
            button.setToolTip(tip)
        button.clicked.connect(lambda _checked=False: slot())
        return button

    # ===================================================================================== listing

    def filter(self) -> HistoryFilter:
        """The filters as chosen."""
        days = self.period_filter.currentData()
        today = self._today or datetime.date.today()
        return HistoryFilter(
            since=None if days is None else today - datetime.timedelta(days=days),
            roles=self.part_filter.currentData(), result=self.result_filter.currentData(),
            match_id=self._match_id if self.this_match.isChecked() else None)

    def refresh(self) -> None:
        """Read the kept hands that pass the filters again."""
        where = self.filter()
        try:
            total = self.history.count(where)
            self._entries = self.history.entries(where, limit=SHOWN)
        except HistoryError as problem:
            self._entries, total = [], 0
            self._show_problem(said(problem.words))
        table = self.table
        table.setRowCount(len(self._entries))
        today = self._today or datetime.date.today()
        for row, entry in enumerate(self._entries):
            for column, text in enumerate((_played(entry, today), _game(entry), describe_part(entry),
                                           describe_result(entry))):
                table.setItem(row, column, QTableWidgetItem(text))
            self._show_accuracy(row, entry)
        if total == 0:
            kept = self.history.count()
            self.count_label.setText(self.tr("No hand is kept yet: every hand you play will be listed here.")
                                     if kept == 0 else self.tr("No kept hand passes these filters."))
        elif total > len(self._entries):
            self.count_label.setText(self.tr("The newest {shown} of %n hand(s).", "", total).format(
                shown=QLocale().toString(len(self._entries))))
        else:
            self.count_label.setText(self.tr("%n hand(s).", "", total))
        if self._entries:
            table.selectRow(0)
        self._refresh_buttons()

    def show_reviewed(self, match_id: str, hand_index: int) -> None:
        """A kept hand's accuracy was just worked out: its row, if listed, says it (the list stays put)."""
        for row, listed in enumerate(self._entries):
            if (listed.match_id, listed.hand_index) == (match_id, hand_index):
                try:
                    found = self.history.entries(HistoryFilter(match_id=match_id))
                except HistoryError:
                    return  # the row keeps its "Not yet": the next refresh says what there is
                entry = next((e for e in found if e.hand_index == hand_index), listed)
                self._entries[row] = entry
                self._show_accuracy(row, entry)
                return

    def entries(self) -> list[HistoryEntry]:
        """The hands listed, top to bottom."""
        return list(self._entries)

    def selected(self) -> HistoryEntry | None:
        """The hand chosen in the list."""
        rows = self.table.selectionModel().selectedRows()
        return self._entries[rows[0].row()] if rows else None

    def select(self, index: int) -> None:
        """Choose the ``index``-th hand listed."""
        self.table.selectRow(index)

    # ====================================================================================== actions

    def replay(self) -> None:
        """Replay the chosen hand on the table."""
        entry = self.selected()
        if entry is None:
            return
        try:
            hand = self.history.hand(entry.match_id, entry.hand_index)
        except HistoryError as problem:
            self._show_problem(said(problem.words))
            return
        local = entry.played.astimezone()
        self.replay_requested.emit(hand, self.tr("Your hand of {day}, {time}").format(
            day=describe_date(local.date()), time=_time(local)))

    def review(self) -> None:
        """Ask for the chosen hand's review."""
        entry = self.selected()
        if entry is not None and entry.game == "euchre":
            self.review_requested.emit(self.history.record(entry.match_id, entry.hand_index))

    def export(self, path: Path, *, whole_match: bool) -> bool:
        """Write the chosen hand (or its match) to ``path``: as text for a ``.txt`` name, as JSON records
        otherwise.  False (said in the window) when nothing is chosen or it could not be written."""
        entry = self.selected()
        if entry is None:
            return False
        try:
            if whole_match:
                records, text = self.history.export_match(entry.match_id)
            else:
                records, text = self.history.export_hand(entry.match_id, entry.hand_index)
            atomic_write(path, (text if path.suffix.lower() == ".txt" else records).encode("utf-8"))
        except HistoryError as problem:
            self._show_problem(said(problem.words))
            return False
        except OSError as problem:
            self._show_problem(self.tr("{file} could not be written ({reason}).").format(
                file=path.name, reason=problem.strerror or problem))
            return False
        self._show_problem(None)
        self.count_label.setText(self.tr("Saved as {file}.").format(file=path.name))
        return True

    def ask_export(self, *, whole_match: bool) -> QFileDialog | None:
        """Ask where to save the chosen hand or match (a file dialog; the choice of name picks the kind)."""
        entry = self.selected()
        if entry is None:
            return None
        local = entry.played.astimezone()
        stem = f"euchre-{'match' if whole_match else 'hand'}-{local:%Y-%m-%d-%H%M}"
        dialog = QFileDialog(self, self.tr("Export the match") if whole_match else self.tr("Export the hand"))
        dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptSave)
        dialog.setNameFilters([self.tr("Hand records (*.json)"), self.tr("Text (*.txt)")])
        dialog.setDefaultSuffix("json")
        dialog.selectFile(f"{stem}.json")
        dialog.filterSelected.connect(
            lambda chosen: dialog.setDefaultSuffix("txt" if "txt" in chosen else "json"))
        dialog.fileSelected.connect(lambda name: self.export(Path(name), whole_match=whole_match))
        self.file_dialog = dialog
        dialog.open()
        return dialog

    def import_text(self, text: str) -> bool:
        """A pasted or opened hand record is replayed; a deal code is offered to be played.  False (said in
        the window) when it is neither."""
        stripped = text.strip()
        if stripped.startswith("["):
            self._show_problem(self.tr("That is a whole match: choose one of its hands here and export it "
                                       "alone to import it."))
            return False
        try:
            hand = import_hand(stripped)
        except DealCodeError:
            self._show_problem(deal_code_problem(stripped) or self.tr("That deal code cannot be played."))
            return False
        except RecordError as problem:
            self._show_problem(self.tr("That hand record cannot be replayed: {reason}.")
                               .format(reason=said(problem.words)))
            return False
        self._show_problem(None)
        if not stripped.startswith("{"):
            self.play_code_requested.emit(stripped)
            return True
        self.replay_requested.emit(hand, self.tr("An imported hand") if hand.result is not None else
                                   self.tr("An imported hand, unfinished"))
        return True

    def import_file(self, path: Path) -> bool:
        """Import the record or code held in the file at ``path``."""
        try:
            text = path.read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError) as problem:
            self._show_problem(self.tr("{file} could not be read ({reason}).").format(file=path.name,
                                                                                     reason=problem))
            return False
        return self.import_text(text)

    def ask_import_file(self) -> QFileDialog:
        """Ask for a file holding a hand record or a deal code to import."""
        dialog = QFileDialog(self, self.tr("Import a hand"))
        dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptOpen)
        dialog.setFileMode(QFileDialog.FileMode.ExistingFile)
        dialog.setNameFilters([self.tr("Hand records (*.json)"), self.tr("Deal codes and text (*.txt)"),
                               self.tr("Any file (*)")])
        dialog.fileSelected.connect(lambda name: self.import_file(Path(name)))
        self.file_dialog = dialog
        dialog.open()
        return dialog

    def ask_import(self) -> QInputDialog:
        """Ask for a hand record or a deal code to paste (or a file to open)."""
        dialog = QInputDialog(self)
        dialog.setWindowTitle(self.tr("Import a hand"))
        dialog.setLabelText(self.tr("Paste a deal code or a hand record (a .json file exported from here):"))
        dialog.setOption(QInputDialog.InputDialogOption.UsePlainTextEditForTextInput)
        dialog.setOkButtonText(self.tr("Import"))
        dialog.textValueSelected.connect(self.import_text)
        self.import_dialog = dialog
        dialog.open()
        return dialog

    # ======================================================================================= helpers

    def connectNotify(self, signal: QMetaMethod) -> None:
        """Show Review once something listens for it."""
        super().connectNotify(signal)
        if signal == QMetaMethod.fromSignal(self.review_requested):
            self._refresh_buttons()

    def _show_accuracy(self, row: int, entry: HistoryEntry) -> None:
        item = QTableWidgetItem(describe_accuracy(entry))
        item.setToolTip(_accuracy_tip(entry))
        if entry.kinds is None:
            item.setForeground(self.palette().color(QPalette.ColorRole.PlaceholderText))
        self.table.setItem(row, len(_COLUMNS) - 1, item)

    def _refresh_buttons(self) -> None:
        chosen = self.selected() is not None
        for button in (self.replay_button, self.review_button, self.export_hand_button,
                       self.export_match_button):
            button.setEnabled(chosen)
        reviewing = self.isSignalConnected(QMetaMethod.fromSignal(self.review_requested))
        self.review_button.setVisible(reviewing)
        entry = self.selected()
        if entry is not None and entry.game != "euchre":
            self.review_button.setEnabled(False)
            self.review_button.setToolTip(self.tr("Bid Euchre hands have no review yet"))
        else:
            self.review_button.setToolTip(self.tr("What each of your decisions cost"))

    def _show_problem(self, text: str | None) -> None:
        self.problem_label.setText(text or "")
        self.problem_label.setVisible(bool(text))

