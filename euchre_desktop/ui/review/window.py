"""The Review window: every decision of the player's in one hand, valued as the Expert saw it, on the table.

The list fills in as the bot worker values each decision (``model.reviewing.HandReviewer``); a slip or a
blunder is marked by a word and a colour.  Choosing a decision puts the table at that moment
(``model.hand_walk.HandWalk``), shows every option's worth and the reason in the hints' words, and lets the
player "Play on from here" with another option (``model.branch.BranchPlay``: copies only, the match never
sees it).  Back and Next step the table one action at a time.  Closing the window cancels what is still
being valued and gives the table back to the match (``close_review``).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtGui import QBrush, QCloseEvent, QColor, QFont, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QDialog,
    QFrame,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QProgressBar,
    QPushButton,
    QScrollArea,
    QSplitter,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ...bots.perfect import PerfectLine
from ...bots.review import HandReview, Mark, ReviewedDecision
from ...engine import Action, HandState, PlayerView
from ...language import said
from ...model.branch import BranchPlay
from ...model.events import MatchInfo
from ...model.game import GameModel
from ...model.hand_walk import HandWalk
from ...model.review_tasks import DEFAULT_BUDGET, ExpertBudget
from ...model.reviewing import HandReviewer
from ...persistence.seats import Level
from ..hand_words import headline
from ..text_size import text_scale
from .words import (
    accuracy_text,
    choice_words,
    decision_heading,
    decision_line,
    mark_words,
    number,
    option_row,
    perfect_text,
    progress_text,
    view_heading,
)

__all__ = ["MARK_COLOURS", "ORDINARY_SIZE", "ReviewWindow"]

ORDINARY_SIZE = QSize(560, 720)
"""The window's size at the ordinary text size (larger text, a larger window)."""

MARK_COLOURS = {Mark.SLIP: (QColor("#7a4a00"), QColor("#fbe9c6")),
                Mark.BLUNDER: (QColor("#8f1d12"), QColor("#f6d3cd"))}
"""Ink and background of a marked decision: amber for a slip, red for a blunder (with the word beside)."""


class ReviewWindow(QDialog):
    """The review of ``hand`` for seat 0, on ``model``'s table (lent from ``start()`` until closed).

    Signals:
        closed(): the window closed; the table is the match's again.
        table_told(str text): what the table shows now, for the status line.
        reviewed(HandReview): every decision valued and the perfect line found (the history keeps the
            accuracy).
    """

    closed = Signal()
    table_told = Signal(str)
    reviewed = Signal(object)

    MATCH_ID = "hand-review"
    """The id the table knows the reviewed hand by, never a match's."""

    def __init__(self, model: GameModel, hand: HandState, names: Sequence[str],
                 level_of: Callable[[int], Level], *, hand_index: int = 0,
                 budget: ExpertBudget = DEFAULT_BUDGET, pace_ms: int | None = None,
                 parent: QWidget | None = None) -> None:
        """Ready to review; nothing is asked and the table is untouched until ``start()``."""
        super().__init__(parent)
        self.setObjectName("reviewWindow")
        self.setWindowFlag(Qt.WindowType.Window)
        self.setWindowTitle(self.tr("Review of this hand"))
        self.setMinimumSize(460, 520)
        self.model = model
        self.hand = hand
        self.names = tuple(names)
        self._level_of = level_of
        self._pace_ms = pace_ms
        info = MatchInfo(self.MATCH_ID, hand.rules, self.names, level_of(1), level_of(2), "review", None)
        self.walk = HandWalk.of(model, info, hand, hand_index=hand_index)
        self.reviewer = HandReviewer(model.runner, hand, 0, budget=budget, parent=self)
        self.reviewer.decision_ready.connect(self._on_decision)
        self.reviewer.perfect_ready.connect(self._on_perfect)
        self.reviewer.failed.connect(self._on_failed)
        self.branch: BranchPlay | None = None
        self._closed = False
        self._build()

    # ========================================================================================= layout

    def _build(self) -> None:
        summary = self.walk.summary(self.hand) if self.hand.result is not None else None
        title = headline(summary, self.names) if summary is not None else self.tr("This hand so far")
        self.title = QLabel(title, self)
        self.title.setObjectName("reviewTitle")
        self.title.setWordWrap(True)  # a long headline at a large text size
        title_font = QFont(self.title.font())
        title_font.setPointSizeF(title_font.pointSizeF() * 1.3)
        title_font.setBold(True)
        self.title.setFont(title_font)
        self.progress_label = QLabel(self)
        self.progress_label.setWordWrap(True)
        self.progress = QProgressBar(self)
        self.progress.setRange(0, max(1, self.reviewer.count))
        self.progress.setTextVisible(False)
        self.progress.setMaximumHeight(10)
        self.decisions = QListWidget(self)
        self.decisions.setObjectName("reviewDecisions")
        self.decisions.setAccessibleName(self.tr("Your decisions in this hand"))
        self.decisions.setAccessibleDescription(self.tr("Choose one to see it on the table, with what it was "
                                                        "worth."))
        self.decisions.setWordWrap(True)
        self.decisions.setAlternatingRowColors(True)
        self.decisions.currentRowChanged.connect(self._on_row)

        detail = QWidget(self)
        self.heading = QLabel(detail)
        heading_font = QFont()  # bold only: the size is the text size's
        heading_font.setBold(True)
        self.heading.setFont(heading_font)
        self.mark_label = QLabel(detail)
        self.mark_label.setObjectName("reviewMark")
        self.mark_label.setWordWrap(True)
        self.reason = QLabel(detail)
        self.reason.setObjectName("reviewReason")
        self.reason.setWordWrap(True)
        self.options = QTableWidget(0, 3, detail)
        self.options.setObjectName("reviewOptions")
        self.options.setAccessibleName(self.tr("The choices you had, and what each was worth"))
        self.options.setHorizontalHeaderLabels([self.tr("Option"), self.tr("Worth (points)"),
                                                self.tr("Cost")])
        self.options.setToolTip(self.tr("Worth: points the option brings your side on average, at this "
                                        "score, as the Expert weighs it. Cost: how much less than the best."))
        header = self.options.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        for column in (1, 2):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        self.options.verticalHeader().hide()
        self.options.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.options.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.options.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.options.setTabKeyNavigation(False)  # Up and Down choose an option; Tab goes on to Play on
        self.options.itemSelectionChanged.connect(self._refresh_buttons)
        self.play_on_button = QPushButton(self.tr("Play on from here"), detail)
        self.play_on_button.setObjectName("reviewPlayOn")
        self.play_on_button.setToolTip(self.tr("Play the hand on with the option chosen above, on the table "
                                               "only: your match is not touched"))
        self.play_on_button.clicked.connect(self.play_on)
        self.yours_box = QCheckBox(self.tr("You play your seat"), detail)
        self.yours_box.setObjectName("reviewYours")
        self.yours_box.setChecked(True)
        self.yours_box.setToolTip(self.tr("Unticked, the Expert plays your seat on from the other choice"))
        self.branch_label = QLabel(detail)
        self.branch_label.setObjectName("reviewBranch")
        self.branch_label.setWordWrap(True)
        stack = QVBoxLayout(detail)
        stack.setContentsMargins(0, 0, 0, 0)
        for widget in (self.heading, self.mark_label, self.reason):
            stack.addWidget(widget)
        stack.addWidget(self.options, 1)
        playing_on = QHBoxLayout()
        playing_on.addWidget(self.play_on_button)
        playing_on.addWidget(self.yours_box)
        playing_on.addStretch(1)
        stack.addLayout(playing_on)
        stack.addWidget(self.branch_label)

        self.perfect_label = QLabel(self.tr("With every card seen: worked out once your decisions are "
                                            "valued."), detail)
        self.perfect_label.setObjectName("reviewPerfect")
        self.perfect_label.setWordWrap(True)
        self.perfect_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        stack.addWidget(self.perfect_label)
        # Room for the header and three options; past that (large text, a small screen) the pane scrolls.
        rows = self.options.verticalHeader().defaultSectionSize()
        self.options.setMinimumHeight(self.options.horizontalHeader().sizeHint().height() + 3 * rows + 4)
        scroller = QScrollArea(self)
        scroller.setWidget(detail)
        scroller.setWidgetResizable(True)
        scroller.setFrameShape(QFrame.Shape.NoFrame)

        splitter = QSplitter(Qt.Orientation.Vertical, self)
        splitter.addWidget(self.decisions)
        splitter.addWidget(scroller)
        splitter.setStretchFactor(0, 2)
        splitter.setStretchFactor(1, 3)
        splitter.setChildrenCollapsible(False)

        self.step_label = QLabel(self)
        self.back_button = QPushButton(self.tr("◀  Back"), self)
        self.back_button.setToolTip(self.tr("The table one card or bid earlier (Left)"))
        self.back_button.setAccessibleName(self.tr("Back"))  # a screen reader would read the arrow as a shape
        self.back_button.clicked.connect(lambda: self._step(-1))
        self.next_button = QPushButton(self.tr("Next  ▶"), self)
        self.next_button.setToolTip(self.tr("The table one card or bid later (Right)"))
        self.next_button.setAccessibleName(self.tr("Next"))
        self.next_button.clicked.connect(lambda: self._step(1))
        for key, button in ((Qt.Key.Key_Left, self.back_button), (Qt.Key.Key_Right, self.next_button)):
            shortcut = QShortcut(QKeySequence(key), self)
            shortcut.activated.connect(button.click)
        self.close_button = QPushButton(self.tr("Close"), self)
        self.close_button.setToolTip(self.tr("Back to your match, just as you left it"))
        self.close_button.clicked.connect(self.close)
        buttons = QHBoxLayout()
        buttons.addWidget(self.back_button)
        buttons.addWidget(self.next_button)
        buttons.addWidget(self.step_label, 1)
        buttons.addWidget(self.close_button)

        layout = QVBoxLayout(self)
        layout.addWidget(self.title)
        layout.addWidget(self.progress_label)
        layout.addWidget(self.progress)
        layout.addWidget(splitter, 1)
        layout.addLayout(buttons)
        # Larger words, a larger window (the screen's size is minded where it is placed).
        self.resize(ORDINARY_SIZE * text_scale())
        self._show_progress()
        self._show_detail(None)

    # ========================================================================================= review

    def start(self) -> None:
        """Lend the table to the hand (at its end) and start valuing the decisions."""
        self.walk.go(self.walk.last)
        self._refresh_buttons()
        self.reviewer.start()

    def _on_decision(self, decision: ReviewedDecision) -> None:
        item = QListWidgetItem(self.tr("{number}. {decision}").format(number=len(self.reviewer.decisions),
                                                                      decision=decision_line(decision)))
        colours = MARK_COLOURS.get(decision.mark)
        if colours is not None:
            item.setForeground(QBrush(colours[0]))
            item.setBackground(QBrush(colours[1]))
            font = item.font()
            font.setBold(decision.mark is Mark.BLUNDER)
            item.setFont(font)
        item.setToolTip(said(decision.reason))
        self.decisions.addItem(item)
        self._show_progress()
        if self.decisions.currentRow() < 0 and decision.mark is not Mark.NONE:
            self.decisions.setCurrentRow(self.decisions.count() - 1)  # the first mistake, at once

    def _on_perfect(self, line: PerfectLine | None) -> None:
        self.perfect_label.setText(perfect_text(line, self.hand, self.names))
        self._show_progress()
        if self.decisions.currentRow() < 0 and self.decisions.count():
            self.decisions.setCurrentRow(0)  # no mistake to show first: the hand from your first decision
        self.reviewed.emit(HandReview(self.reviewer.seat, tuple(self.reviewer.decisions), line))

    def _on_failed(self, text: str) -> None:
        self.progress_label.setText(text)

    def _show_progress(self) -> None:
        done, total = len(self.reviewer.decisions), self.reviewer.count
        self.progress.setValue(done)
        text = progress_text(done, total, self.reviewer.done)
        if self.reviewer.done and total:
            review = HandReview(self.reviewer.seat, tuple(self.reviewer.decisions), None)
            text = self.tr("{progress} {accuracy}").format(progress=text, accuracy=accuracy_text(review))
        if self.reviewer.done:
            self.progress.hide()
        self.progress_label.setText(text)

    # ======================================================================================= a decision

    @property
    def current(self) -> ReviewedDecision | None:
        """The decision chosen in the list."""
        row = self.decisions.currentRow()
        return self.reviewer.decisions[row] if 0 <= row < len(self.reviewer.decisions) else None

    def _on_row(self, row: int) -> None:
        decision = self.current
        self._show_detail(decision)
        if decision is not None:
            self._stop_branch()
            self.walk.go(decision.index)  # the table just before the choice
            self._refresh_buttons()

    def _show_detail(self, decision: ReviewedDecision | None) -> None:
        self.options.setRowCount(0)
        self.branch_label.clear()
        if decision is None:
            self.heading.setText(self.tr("Choose a decision above to see it on the table."))
            self.mark_label.clear()
            self.reason.clear()
            self._refresh_buttons()
            return
        view = decision.view
        self.heading.setText(decision_heading(decision))
        mine, best = choice_words(view, decision.chosen), choice_words(view, decision.best)
        if decision.forced:
            self.mark_label.setText(self.tr("You: {choice}. It was the only choice.").format(choice=mine))
        elif decision.chosen == decision.best:
            self.mark_label.setText(self.tr("You: {choice}. The Expert chose the same.").format(choice=mine))
        else:
            self.mark_label.setText(self._mark_text(decision, mine, best))
        colours = MARK_COLOURS.get(decision.mark)
        self.mark_label.setStyleSheet("" if colours is None else
                                      f"color: {colours[0].name()}; font-weight: 600;")
        self.reason.setText(said(decision.reason))
        for option in decision.options:
            row = self.options.rowCount()
            self.options.insertRow(row)
            for column, text in enumerate(option_row(decision, option)):
                cell = QTableWidgetItem(text)
                cell.setData(Qt.ItemDataRole.UserRole, option.action)
                if column:
                    cell.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                self.options.setItem(row, column, cell)
        self._refresh_buttons()

    def _mark_text(self, decision: ReviewedDecision, mine: str, best: str) -> str:
        """A choice that was not the best: its mark, the Expert's choice and, when valued, what it cost."""
        if decision.cost is None:
            sentence = self.tr("You: {choice}. The Expert: {best}.")
        else:
            sentence = self.tr("You: {choice}. The Expert: {best}. It cost about {cost}.")
        text = sentence.format(choice=mine, best=best, cost=number(decision.cost or 0.0, points=True))
        word = mark_words(decision.mark)
        return self.tr("{mark}: {said}").format(mark=word, said=text) if word else text

    def chosen_option(self) -> Action | None:
        """The option selected in the table, if one is."""
        rows = self.options.selectionModel().selectedRows() if self.options.selectionModel() else []
        if not rows:
            return None
        item = self.options.item(rows[0].row(), 0)
        action = item.data(Qt.ItemDataRole.UserRole) if item is not None else None
        return action if isinstance(action, Action) else None

    def select_option(self, action: Action) -> None:
        """Select ``action`` in the options table (as a click would)."""
        for row in range(self.options.rowCount()):
            item = self.options.item(row, 0)
            if item is not None and item.data(Qt.ItemDataRole.UserRole) == action:
                self.options.selectRow(row)
                return
        raise ValueError(f"{action} is not an option of this decision")

    # ============================================================================ playing on, stepping

    def play_on(self) -> BranchPlay | None:
        """Play on from the chosen decision with the option selected (another than the one taken); in a
        branch waiting for you, play the option selected."""
        decision, choice = self.current, self.chosen_option()
        branch = self.branch
        if branch is not None and branch.waiting is not None:
            if choice is not None and choice in branch.waiting.legal_actions:
                branch.choose(choice)
                self._refresh_buttons()
            return branch
        if decision is None or choice is None or choice == decision.chosen:
            return None
        self._stop_branch()
        options = {} if self._pace_ms is None else {"pace_ms": self._pace_ms}
        yours = self.yours_box.isChecked()
        branch = BranchPlay(self.model.runner, self.walk, decision.index, choice, self._level_of,
                            yours=yours, parent=self, **options)
        self.branch = branch
        words = choice_words(decision.view, choice)
        playing = (self.tr("Playing on with “{choice}”: you play your seat from here…") if yours
                   else self.tr("Playing on with “{choice}”: the Expert plays your seat from here…"))
        self.branch_label.setText(playing.format(choice=words))
        branch.moved.connect(self._refresh_buttons)
        branch.your_turn.connect(self._branch_turn)
        branch.finished.connect(lambda state: self._branch_over(words, state))
        branch.start()
        self._refresh_buttons()
        return branch

    def _branch_turn(self, view: PlayerView) -> None:
        """Your decision in the branch: your choices in the table, Play to play the one picked."""
        self.heading.setText(self.tr("Played on: {heading}").format(heading=view_heading(view)))
        self.mark_label.clear()
        self.mark_label.setStyleSheet("")
        self.reason.clear()
        self.options.setRowCount(0)
        for action in view.legal_actions:
            row = self.options.rowCount()
            self.options.insertRow(row)
            for column, text in enumerate((choice_words(view, action), "", "")):
                cell = QTableWidgetItem(text)
                cell.setData(Qt.ItemDataRole.UserRole, action)
                self.options.setItem(row, column, cell)
        self.branch_label.setText(self.tr("Your turn in the branch: pick your choice above, then Play."))
        self._refresh_buttons()

    def _branch_over(self, words: str, state: HandState) -> None:
        self._show_detail(self.current)  # the decision the branch started from, and its options again
        summary = self.walk.summary(state)
        real = self.walk.summary(self.hand) if self.hand.result is not None else None
        went = headline(summary, self.names)
        if real is None:
            text = self.tr("With “{choice}”, the hand went: {went}. Choose a decision to go back to the real "
                           "hand.").format(choice=words, went=went)
        else:
            text = self.tr("With “{choice}”, the hand went: {went}. (It really went: {real}.) Choose a "
                           "decision to go back to the real hand.").format(choice=words, went=went,
                                                                           real=headline(real, self.names))
        self.branch_label.setText(text)
        self._refresh_buttons()

    def _stop_branch(self) -> None:
        if self.branch is not None:
            self.branch.cancel()
            self.branch = None

    def _step(self, delta: int) -> None:
        if self.branch is not None:  # back to the real hand, at the moment the branch started from
            step = self.branch.walk.step
            self._stop_branch()
            self.walk.step = min(step, self.walk.last)
            self.branch_label.clear()
        moved = self.walk.forward() if delta > 0 else self.walk.back()
        if not moved:
            self.walk.go(self.walk.step)
        self._refresh_buttons()

    def _refresh_buttons(self) -> None:
        decision, choice = self.current, self.chosen_option()
        waiting = None if self.branch is None else self.branch.waiting
        playing = self.branch is not None and self.branch.running and waiting is None
        other = (decision is not None and choice is not None and choice != decision.chosen
                 and choice in decision.view.legal_actions)
        self.play_on_button.setEnabled(other and not playing and waiting is None)
        self.yours_box.setEnabled(self.branch is None or not self.branch.running)
        walk = self.walk if self.branch is None else self.branch.walk
        self.back_button.setEnabled(walk.step > 0 and not playing)
        self.next_button.setEnabled(walk.step < walk.last and not playing)
        step = (self.tr("Move {step} of {last} (played on)") if self.branch
                else self.tr("Move {step} of {last}")).format(step=walk.step, last=walk.last)
        self.step_label.setText(step)
        if waiting is not None:
            mine = choice if choice is not None and choice in waiting.legal_actions else None
            self.play_on_button.setEnabled(mine is not None)
            self.play_on_button.setText(self.tr("Play") if mine is None else
                                        self.tr("Play “{choice}”").format(choice=choice_words(waiting, mine)))
        elif other and decision is not None and choice is not None:
            self.play_on_button.setText(self.tr("Play on with “{choice}”").format(
                choice=choice_words(decision.view, choice)))
        else:
            self.play_on_button.setText(self.tr("Play on from here"))
        if decision is not None and not decision.forced and self.branch is None:
            self.branch_label.setText(self.tr("To see another choice played out, pick it in the list above."))
        self.table_told.emit(self._table_words(walk.step))

    def _table_words(self, step: int) -> str:
        decision = self.current
        if self.branch is not None and self.branch.waiting is not None:
            return self.tr("Review: your turn in the branch; choose in the Review window.")
        if self.branch is not None:
            return self.tr("Review: the table plays your hand on with another choice; your match waits.")
        if decision is not None and step == decision.index:
            heading = decision_heading(decision)
            return self.tr("Review: {heading}, the moment before you chose.").format(
                heading=heading[:1].lower() + heading[1:])
        return self.tr("Review: the table shows the hand; your match waits until you close the review.")

    def set_covered(self, covered: bool) -> None:
        """The Intermission covers the table: the review hides with it, and comes back with the table."""
        self.setVisible(not covered)

    # ========================================================================================== closing

    def closeEvent(self, event: QCloseEvent) -> None:
        """Stop valuing and playing on, and give the table back to the match."""
        self.close_review()
        super().closeEvent(event)

    def close_review(self) -> None:
        """Cancel what is still coming and give the table back (once)."""
        if self._closed:
            return
        self._closed = True
        self.reviewer.cancel()
        self._stop_branch()
        self.walk.close()
        self.closed.emit()

    def done(self, result: int) -> None:
        """Escape or a close: the same as closing the window."""
        self.close_review()
        super().done(result)
