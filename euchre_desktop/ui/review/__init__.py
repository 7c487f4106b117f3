"""The hand review and the coach, and where the window reaches them.

``open_review(window, hand)`` reviews any hand (the one just played, or one from the history; a hand record
goes through ``review_record``): the match is held still and the table lent to the hand until the Review
window closes.  ``review_last_hand``
is what the hand summary's "Review this hand" does.  ``install_review`` connects both to a main window, and
installs the coach (``coaching``).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QPoint
from PySide6.QtGui import QKeyEvent, QKeySequence
from PySide6.QtWidgets import QApplication, QWidget

from ...engine import HandState, RecordError, hand_from_record
from ...engine.records import loads
from ...language import said
from ...model.accuracy import accuracy_queue
from ..status import StatusKind

if TYPE_CHECKING:
    from ...model.review_tasks import ExpertBudget
    from ..main_window import MainWindow
    from .window import ReviewWindow

__all__ = ["HOLD", "install_review", "open_review", "review_last_hand", "review_record", "set_coaching"]

HOLD = "hand review"
"""The reason the match is held still while the table shows the reviewed hand."""

# Qt's translation, by the name lupdate looks for: translate("Review", ...) goes in the catalogue.
translate = QCoreApplication.translate


_KEY_EVENTS = frozenset({QEvent.Type.KeyPress, QEvent.Type.ShortcutOverride})
_MOUSE_EVENTS = frozenset({QEvent.Type.MouseButtonPress, QEvent.Type.MouseButtonDblClick,
                           QEvent.Type.MouseButtonRelease})


class _TableLent(QObject):
    """While the table shows the reviewed hand, the main window's keys and clicks on the table rest (a card
    clicked there is not the match's), except the panic key and Quit."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window_ = window
        self._passing = window.intermission.action.shortcuts() + window.quit_action.shortcuts()
        self._viewport = window.view.viewport()
        app = QApplication.instance()
        if app is not None:
            app.installEventFilter(self)

    def release(self) -> None:
        app = QApplication.instance()
        if app is not None:
            app.removeEventFilter(self)
        self.deleteLater()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if kind in _MOUSE_EVENTS:
            return watched is self._viewport
        if kind not in _KEY_EVENTS or not isinstance(watched, QWidget):
            return False
        if watched.window() is not self.window_:
            return False  # the Review window's own keys
        assert isinstance(event, QKeyEvent)
        pressed = QKeySequence(event.keyCombination())
        if any(pressed.matches(key) == QKeySequence.SequenceMatch.ExactMatch for key in self._passing):
            return False
        event.accept()
        return True


def open_review(window: MainWindow, hand: HandState, *, hand_index: int = 0,
                budget: ExpertBudget | None = None, pace_ms: int | None = None) -> ReviewWindow:
    """Review ``hand`` (a finished hand, or one in progress: its decisions so far) for the player's seat,
    within ``budget`` (the review's default when None).

    The match waits and the table shows the hand until the window closes; a review already open is closed
    first (one hand on the table at a time).
    """
    # Imported on first use: the window, and the search code it reads, stay out of the game's start.
    from ...model.review_tasks import DEFAULT_BUDGET
    from .window import ReviewWindow

    for earlier in window.findChildren(ReviewWindow):
        earlier.close()
    model = window.model
    review = ReviewWindow(model, hand, model.seats.names, model.seats.level_of, hand_index=hand_index,
                          budget=DEFAULT_BUDGET if budget is None else budget, pace_ms=pace_ms, parent=window)
    window.pause.hold(HOLD)
    window.hide_summary()
    window.toolbar.setEnabled(False)
    lent = _TableLent(window)

    def given_back() -> None:
        lent.release()
        window.status.release()
        window.toolbar.setEnabled(True)
        window.pause.hold(HOLD, False)
        # The keys go back whatever the desktop does on a close: to the History window the review came from,
        # if it is still open, else to the table.
        front = QApplication.activeModalWidget()
        (front if front is not None else window).activateWindow()
        review.deleteLater()

    review.closed.connect(given_back)
    accuracy = accuracy_queue(model)
    if accuracy is not None:
        # The review's own questions come first; its figures are the hand's accuracy from now on.
        accuracy.hold(HOLD)
        review.closed.connect(lambda: accuracy.hold(HOLD, False))
        review.reviewed.connect(lambda result: accuracy.keep(hand, result))
    review.table_told.connect(window.status.hold)
    window.intermission.covered_changed.connect(review.set_covered)
    _place_beside(review, window)
    review.show()
    review.start()
    return review


def _place_beside(review: ReviewWindow, window: MainWindow) -> None:
    """Beside the table when the screen has room, else over the table's right edge (never off the screen)."""
    from .window import ORDINARY_SIZE  # imported with the window: loaded by now

    frame = window.frameGeometry()
    screen = window.screen().availableGeometry()
    # Enlarged for large text, never past half the screen's width (the table beside it is what the review
    # shows), nor taller than the screen.
    review.resize(min(review.width(), max(ORDINARY_SIZE.width(), screen.width() // 2)),
                  min(review.height(), screen.height() - 40))
    x = frame.right() + 8
    if x + review.width() > screen.right():
        x = max(screen.left(), screen.right() - review.width() - 8)
    review.move(QPoint(x, max(screen.top(), min(frame.top(), screen.bottom() - review.height()))))


def review_last_hand(window: MainWindow, *, budget: ExpertBudget | None = None,
                     pace_ms: int | None = None) -> ReviewWindow | None:
    """Review the hand just played (None, and the player told, when no hand has finished yet)."""
    if window.model.rules is None:
        return None
    saved = window.model.saved_match()
    hand = saved.rebuild().hand
    if not isinstance(hand, HandState):  # another game's hand: its review is not written yet
        window.status.flash(translate("Review", "Only Euchre hands can be reviewed so far."),
                            StatusKind.WARNING)
        return None
    if hand.result is None:
        window.status.flash(translate("Review", "There is no finished hand to review yet."),
                            StatusKind.WARNING)
        return None
    return open_review(window, hand, hand_index=len(saved.hands) - 1, budget=budget, pace_ms=pace_ms)


def review_record(window: MainWindow, record: HandState | Mapping[str, Any] | str) -> ReviewWindow | None:
    """Review a hand given as the engine's hand record (its JSON text or the parsed object) or as a hand
    (the History window's way in); None, and the player told why, when the record cannot be read."""
    if isinstance(record, HandState):
        return open_review(window, record)
    try:
        hand = hand_from_record(loads(record) if isinstance(record, str) else record)
    except RecordError as problem:
        window.status.flash(translate("Review", "That hand cannot be reviewed: {problem}")
                            .format(problem=said(problem.words)), StatusKind.WARNING)
        return None
    return open_review(window, hand)


def install_review(window: MainWindow) -> None:
    """The hand summary's "Review this hand" opens the review of the hand just played; the coach comes when
    first switched on (``set_coaching``)."""
    window.summary_made.connect(
        lambda: window.summary.review_requested.connect(lambda: review_last_hand(window)))


def set_coaching(window: MainWindow, on: bool) -> None:
    """Coach from the next decision on (or stop).  The coach, and the review code it reads, are imported and
    built when it is first switched on: with the setting off nothing of it is loaded as the window opens."""
    if not on and window.findChild(QObject, "coach") is None:
        return  # never switched on: nothing to switch off
    from .coaching import set_coaching as switch

    switch(window, on)
