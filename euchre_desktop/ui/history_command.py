"""The hand history at the window: the Menu's "Hand history…" (Ctrl+Shift+H), the History window it opens, a
kept or imported hand replayed on the table step by step, and the limit of hands kept.

``install_history(window, history)`` (the composition root calls it) puts the command beside Statistics in
the Menu; ``history_command(window)`` finds it again (the settings' reaction to ``history.limit`` does).
The History window is imported only when first opened, like the other dialogs.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QMetaMethod, QObject, Qt, Signal
from PySide6.QtGui import QAction, QKeySequence

from ..engine import HandState
from ..engine.bid import BidHandState
from ..language import said
from ..model.accuracy import accuracy_queue
from ..model.bid_events import BidHandSummary
from ..persistence.history import HandHistory, HistoryError
from ..persistence.seats import DEFAULT_NAMES
from .bid_words import bid_action_words, bid_detail, bid_headline
from .deferred import deferred
from .hand_words import detail, headline
from .status import StatusKind, action_words

if TYPE_CHECKING:
    from .dialogs.history import HistoryWindow
    from .main_window import MainWindow
    from .walkthrough_bar import WalkthroughBar
else:
    HistoryWindow = deferred("euchre_desktop.ui.dialogs.history", "HistoryWindow")

__all__ = ["HistoryCommand", "history_command", "history_of", "install_history"]


class HistoryCommand(QObject):
    """The History window's command on ``window``, over ``history``.

    Signals:
        review_requested(dict record): the player asked for a kept hand's review; the History window shows
            its Review button only while something is connected here.
    """

    review_requested = Signal(object)

    def __init__(self, window: MainWindow, history: HandHistory) -> None:
        """Add "Hand history…" to ``window``'s Menu, just after Statistics."""
        super().__init__(window)
        self.setObjectName("historyCommand")
        self.window_ = window
        self.history = history
        self.dialog: HistoryWindow | None = None
        self.bar: WalkthroughBar | None = None
        action = QAction(self.tr("Hand history…"), window)
        action.setObjectName("historyAction")
        action.setShortcut(QKeySequence("Ctrl+Shift+H"))
        action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        action.setToolTip(self.tr("Every hand you played, to replay or export (Ctrl+Shift+H)"))
        action.triggered.connect(lambda _checked=False: self.open())
        window.addAction(action)
        window.menu.insertAction(window.rules_action, action)
        self.action = action

    def open(self) -> HistoryWindow:
        """Open (or bring forward) the History window."""
        dialog = self.dialog
        if dialog is not None and dialog.isVisible():
            dialog.activateWindow()
            return dialog
        window = self.window_
        dialog = HistoryWindow(self.history, window, match_id=window.model.match_id or None,
                               names=window.model.seats.names)
        dialog.replay_requested.connect(self.replay)
        dialog.play_code_requested.connect(self._play_code)
        accuracy = accuracy_queue(window.model)
        if accuracy is not None:
            accuracy.hand_reviewed.connect(dialog.show_reviewed)
        if self.isSignalConnected(QMetaMethod.fromSignal(self.review_requested)):
            dialog.review_requested.connect(self.review_requested)
        self.dialog = window.pause.while_open(dialog)
        dialog.open()
        return dialog

    def replay(self, hand: HandState | BidHandState, title: str) -> WalkthroughBar | None:
        """Lend the table to ``hand``, step by step from its deal; the match waits (see ``walkthrough_bar``).
        None when there is no match on the table to come back to (the player is told)."""
        # Imported at the first replay: the first frame needs neither (tests/ui/test_deferred_imports.py).
        from ..model.walkthrough import Walkthrough
        from .walkthrough_bar import WalkthroughBar

        window = self.window_
        if self.dialog is not None:
            self.dialog.close()
        names = window.model.seats.names
        seats = hand.rules.seats if isinstance(hand, BidHandState) else hand.rules.players
        if len(names) != seats:
            names = DEFAULT_NAMES[seats]
        walkthrough = Walkthrough.of_hand(window.model, hand, names, _step_words)
        summary = walkthrough.result_summary()
        if summary is not None:
            ending, told = ((bid_headline(summary, names), bid_detail(summary, names))
                            if isinstance(summary, BidHandSummary)
                            else (headline(summary, names), detail(summary, names)))
            walkthrough.end_words = self.tr("{headline}. {detail}").format(headline=ending, detail=told)
        self.bar = WalkthroughBar.open(window, walkthrough, title)
        if self.bar is None:
            window.status.flash(self.tr("Start a match first: the replay gives the table back to it "
                                        "afterwards."), StatusKind.WARNING)
        return self.bar

    def set_limit(self, limit: int) -> None:
        """Keep at most ``limit`` hands from now on (the oldest beyond it go at once)."""
        try:
            self.history.set_limit(limit)
        except HistoryError as problem:
            self.window_.status.flash(self.tr("The hand history could not be trimmed: {problem}.").format(
                problem=said(problem.words)), StatusKind.WARNING)

    def _play_code(self, code: str) -> None:
        window = self.window_
        if self.dialog is not None:
            self.dialog.close()
        window.confirm_leaving(self.tr("Play this deal"), lambda: window.play_deal_code(code))


def install_history(window: MainWindow, history: HandHistory) -> HistoryCommand:
    """Give ``window`` the hand history: its Menu command and window, and the limit's setting."""
    return HistoryCommand(window, history)


def history_command(window: MainWindow) -> HistoryCommand | None:
    """The window's history command, None when the window keeps no history (a private session, a test)."""
    return window.findChild(HistoryCommand, "historyCommand")


def history_of(window: MainWindow) -> HandHistory | None:
    """The hand history the window keeps (the Statistics window's Accuracy tab reads it), None when none."""
    command = history_command(window)
    return None if command is None else command.history


def _step_words(before: HandState | BidHandState, action: Any) -> str:
    """An action of a replayed hand as the table's bubbles say it, taken in the hand ``before``."""
    if isinstance(before, BidHandState):
        return bid_action_words(action)
    seat = before.to_act
    return action_words(action, dealer=seat == before.dealer, maker=seat == before.maker,
                        two_of_spades=before.rules.benny_is_two_of_spades)
