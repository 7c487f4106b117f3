"""A hand on the table, step by step: a bar over the table with a line on each step, Back, Next and Close.

``WalkthroughBar.open(window)`` lends the window's table to the worked hand (``model.walkthrough``), or, given
a ``Walkthrough`` and a title, to another hand (one from the history, say): the
match is held still (``TablePause``), the toolbar and the window's keys rest, and the table shows the hand
at its deal.  Next (Right, Enter, Space) plays the next action as the match would show it, Back (Left,
Backspace) redraws the step before, Home and End go to the deal and the score, and Close (Escape) gives
the table back to the match exactly where it stood.  The panic key still covers the table.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QKeyEvent, QKeySequence
from PySide6.QtWidgets import QApplication, QFrame, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from ..engine.translatable import N_
from ..language import translated
from ..model.walkthrough import Walkthrough
from .status import StatusKind
from .table.layout import card_bounds
from .text_size import text_px
from .theme import TABLE, colour_notice, label_font

if TYPE_CHECKING:
    from .main_window import MainWindow

__all__ = ["KEYS", "KEYS_TEXT", "WORKED_TITLE", "WalkthroughBar"]

WORKED_TITLE = N_("The worked hand")
KEYS = N_("{title}: Right or Enter for the next step, Left to go back, Esc to return to your match.")
"""What the status line says while the table shows a hand step by step (``{title}``: which hand)."""
KEYS_TEXT = KEYS.format(title=WORKED_TITLE)
"""What it says for the worked hand."""

_NEXT_KEYS = frozenset({Qt.Key.Key_Right, Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space,
                        Qt.Key.Key_N})
_BACK_KEYS = frozenset({Qt.Key.Key_Left, Qt.Key.Key_Backspace, Qt.Key.Key_B})
_KEY_EVENTS = frozenset({QEvent.Type.KeyPress, QEvent.Type.ShortcutOverride})
_MOUSE_EVENTS = frozenset({QEvent.Type.MouseButtonPress, QEvent.Type.MouseButtonDblClick,
                           QEvent.Type.MouseButtonRelease})


class WalkthroughBar(QFrame):
    """The worked hand's controls, laid over the bottom of the table while it is lent to the hand."""

    HOLD = "worked hand"
    """The reason the match is held still."""

    def __init__(self, window: MainWindow, walkthrough: Walkthrough | None = None,
                 title: str | None = None) -> None:
        """A hidden bar over ``window``'s table for ``walkthrough`` (the worked hand if None), called
        ``title`` (the worked hand's name if None); ``open`` shows it."""
        super().__init__(window.view.viewport())
        self.window_ = window
        self.hand_title = title if title is not None else translated(WORKED_TITLE)
        self.closed: list[Callable[[], object]] = []
        """What to do once the table is given back (reopen the window the hand came from, say)."""
        self._viewport = window.view.viewport()
        # The panic key covers the table and Quit quits, walkthrough or not.
        self._passing = window.intermission.action.shortcuts() + window.quit_action.shortcuts()
        self.walkthrough = walkthrough if walkthrough is not None else Walkthrough(window.model)
        self.setObjectName("walkthroughBar")
        self._follow_colours()
        colour_notice().changed.connect(self._follow_colours)
        self.title = QLabel(self)
        self.title.setObjectName("walkthroughTitle")
        self.words = QLabel(self)
        self.words.setObjectName("walkthroughWords")
        self.words.setWordWrap(True)
        self.back_button = self._button("◀  " + self.tr("Back"), self.back, "walkthroughBack",
                                        self.tr("The step before (Left)"))
        self.next_button = self._button(self.tr("Next") + "  ▶", self.forward, "walkthroughNext",
                                        self.tr("The next bid or card (Right or Enter)"))
        self.close_button = self._button(self.tr("Back to my match"), self.close_walkthrough,
                                         "walkthroughClose", self.tr("Your match, just as you left it (Esc)"))
        buttons = QHBoxLayout()
        buttons.addWidget(self.title, 1)
        for button in (self.back_button, self.next_button, self.close_button):
            buttons.addWidget(button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(14, 6, 14, 8)
        layout.setSpacing(4)
        layout.addLayout(buttons)
        layout.addWidget(self.words)
        self.hide()

    def _follow_colours(self) -> None:
        """Style the bar in the colours in use (again after a change of colours)."""
        self.setStyleSheet(
            f"#walkthroughBar {{ background: {TABLE.plate.name(TABLE.plate.NameFormat.HexArgb)};"
            f" border: 1px solid {TABLE.gold.name()}; border-radius: 10px; }}"
            f" QLabel {{ color: {TABLE.plate_text.name()}; background: transparent; }}")

    def _button(self, text: str, slot: object, name: str, tip: str) -> QPushButton:
        button = QPushButton(text, self)
        button.setObjectName(name)
        button.setToolTip(tip)
        button.setAccessibleName(text.strip(" ◀▶"))  # a screen reader would read the arrows as shapes
        # The keys belong to the bar as a whole: a focused button would take Space for itself.
        button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        button.clicked.connect(lambda _checked=False: slot())  # type: ignore[operator]
        return button

    # ============================================================================ opening and closing

    @classmethod
    def open(cls, window: MainWindow, walkthrough: Walkthrough | None = None,
             title: str | None = None) -> WalkthroughBar | None:
        """Lend ``window``'s table to ``walkthrough`` (the worked hand if None), from its deal; None when
        there is no match to come back to (the table would have nothing to show afterwards)."""
        if window.model.rules is None:
            return None
        bar = cls(window, walkthrough, title)
        window.pause.hold(cls.HOLD)
        bar.walkthrough.start()
        window.toolbar.setEnabled(False)
        app = QApplication.instance()
        if app is not None:
            app.installEventFilter(bar)
        bar._viewport.installEventFilter(bar)
        window.view.resized.connect(bar.place)  # once the table has taken its new size (goes with the bar)
        bar.show()
        bar.raise_()
        window.activateWindow()  # from the Rules window: the keys step the hand at once
        bar._refresh()
        return bar

    def close_walkthrough(self) -> None:
        """Give the table back to the match, drawn where it stood, and let it go on."""
        self._detach()
        window = self.window_
        self.hide()
        self.walkthrough.close()
        window.status.release()
        window.toolbar.setEnabled(True)
        window.pause.hold(self.HOLD, False)
        self.deleteLater()
        for then in self.closed:
            then()

    def _detach(self) -> None:
        """Stop watching the application's events (the walkthrough ends, or the window closes)."""
        app = QApplication.instance()
        if app is not None:
            app.removeEventFilter(self)
        self._viewport.removeEventFilter(self)

    # ===================================================================================== stepping

    def forward(self) -> None:
        """Next: the next action, or the score after the last card."""
        if self.walkthrough.forward():
            self._refresh()

    def back(self) -> None:
        """Back: the step before."""
        if self.walkthrough.back():
            self._refresh()

    def go(self, step: int) -> None:
        """Straight to ``step`` (0 the deal, ``walkthrough.last`` the score)."""
        self.walkthrough.go(step)
        self._refresh()

    def _refresh(self) -> None:
        walk = self.walkthrough
        self.title.setText(self.tr("{title} · step {step} of {steps}").format(
            title=self.hand_title, step=walk.step + 1, steps=walk.last + 1))
        self.words.setText(walk.words())
        self.back_button.setEnabled(walk.step > 0)
        self.next_button.setEnabled(walk.step < walk.last)
        # Held over the words the table says as it shows each step ("Dealing…", "You take the trick."), as
        # the review holds its own: the keys that step the hand, until it is given back.
        self.window_.status.hold(translated(KEYS).format(title=self.hand_title), StatusKind.INFO)
        self.place()

    # ======================================================================================= layout

    def place(self) -> None:
        """Between the trick and the player's hand, clear of the side hands, scaled with the table; when the
        gap is too small it keeps the hand clear and covers the bottom of the trick instead."""
        viewport = self.parentWidget()
        if viewport is None:
            return
        layout = self.window_.scene.layout
        unit = layout.unit
        self.title.setFont(label_font(text_px(max(12.0, unit * 0.2)), bold=True))
        self.words.setFont(label_font(text_px(max(12.0, unit * 0.22))))
        right = layout.players - 1  # the seat on the player's right, at a table of three or of four
        between = layout.hand_bounds(right, 5).left() - layout.hand_bounds(1, 5).right() - 24
        width = round(min(viewport.width() - 16, max(520.0, between)))
        self.setFixedWidth(width)
        self.adjustSize()
        trick_bottom = card_bounds(layout.trick(0, 0)).bottom()
        hand_top = layout.hand_bounds(0, 5).top()
        y = max(trick_bottom + (hand_top - trick_bottom - self.height()) / 2, 4.0)
        y = min(y, hand_top - self.height() - 4)
        self.move((viewport.width() - width) // 2, max(4, round(y)))

    # ================================================================================ keys and clicks

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """While the table is lent: the window's keys step the hand (the panic key still covers it), and a
        click on the table does nothing."""
        kind = event.type()
        window = self.window_
        if watched is window and kind == QEvent.Type.Close:
            self._detach()  # quitting: nothing of the window may be asked for while it is taken down
            return False
        if watched is self._viewport:
            return kind in _MOUSE_EVENTS
        if kind not in _KEY_EVENTS or not isinstance(watched, QWidget) or watched.window() is not window:
            return False
        assert isinstance(event, QKeyEvent)
        pressed = QKeySequence(event.keyCombination())
        if any(pressed.matches(key) == QKeySequence.SequenceMatch.ExactMatch for key in self._passing):
            return False
        if kind == QEvent.Type.ShortcutOverride:
            event.accept()  # no window shortcut fires; the key comes back as a key press
            return True
        key = event.key()
        if key in _NEXT_KEYS:
            self.forward()
        elif key in _BACK_KEYS:
            self.back()
        elif key == Qt.Key.Key_Home:
            self.go(0)
        elif key == Qt.Key.Key_End:
            self.go(self.walkthrough.last)
        elif key == Qt.Key.Key_Escape:
            self.close_walkthrough()
        return True
