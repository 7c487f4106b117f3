"""The intermission: an ordinary-looking work screen that covers the table at the press of a key.

Two parts:

* ``IntermissionCover`` is the widget: one of the painted screens of ``screens`` (Dashboard,
  Inbox, Code editor, Report, Project plan, Spreadsheet or Curtain) with a small corner control, drawn like a
  window's size grip, that asks to come back (``dismiss_requested``).
* ``Intermission`` is the controller the main window owns. Covering swaps the window's ``QStackedWidget``
  to the cover page, hides the menu bar, tool bars, status bar and docks, gives the window a dull title and
  icon and, if the option is on, makes it full screen. Uncovering puts every one of those back and shows the
  very same table widget again, untouched, so every card is where it was.

Keys, while the main window is active:

* the panic key (`````, ``\\`` or F2, from the settings) covers and uncovers;
* Escape pressed twice in quick succession steps back one level: from full screen to covering the window
  only, and from there to the table. A single Escape does nothing, so a stray press reveals nothing;
* Tab reaches the corner control, and Enter or Space presses it.

Integration in the main window::

    stack = QStackedWidget()
    stack.addWidget(table_view)
    window.setCentralWidget(stack)
    intermission = Intermission(window, stack, table_view, screen=settings["intermission.screen"],
                                panic_key=settings["intermission.panic_key"],
                                full_screen=settings["intermission.full_screen"])
    toolbar.addAction(intermission.action)              # the Intermission button (checkable)
    intermission.covered_changed.connect(model.set_paused)  # bots wait while the table is covered

and, when the settings change, ``set_screen``, ``set_panic_key`` and ``set_full_screen``. While the table is
covered the window should have no other enabled Escape shortcut of window-wide scope, or Qt would find the
key ambiguous and fire neither.
"""

from __future__ import annotations

import time
from typing import TYPE_CHECKING, Final

from PySide6.QtCore import QEvent, QObject, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QAction,
    QColor,
    QGuiApplication,
    QIcon,
    QKeyEvent,
    QKeySequence,
    QPainter,
    QPaintEvent,
    QShortcut,
)
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QDockWidget,
    QMainWindow,
    QStackedLayout,
    QStackedWidget,
    QStatusBar,
    QStyle,
    QToolBar,
    QWidget,
)

from ...language import translated
from ..focus_mark import paint_focus_ring
from .screens import SCREENS

if TYPE_CHECKING:
    from .screens._painted import PaintedScreen

__all__ = ["PANIC_KEYS", "SCREENS", "Intermission", "IntermissionCover", "IntermissionError"]

PANIC_KEYS: Final = {"`": Qt.Key.Key_QuoteLeft, "\\": Qt.Key.Key_Backslash, "F2": Qt.Key.Key_F2}
"""The panic keys a player may choose, by their settings value."""

_PRESSING_KEYS: Final = frozenset({Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space})
"""The keys that press the corner control once Tab has given it the focus."""

ESCAPE_INTERVAL: Final = 0.8
"""Seconds within which a second Escape counts as "Escape twice"."""


class IntermissionError(ValueError):
    """An unknown cover screen or panic key, or a table that is not in the stack it should be swapped in."""


def _check_screen(name: str) -> str:
    if name not in SCREENS:
        raise IntermissionError(f"no cover screen {name!r}; the screens are {', '.join(SCREENS)}")
    return name


class CornerControl(QAbstractButton):
    """The way back: a tiny grip of dots in the bottom-right corner, easy to miss unless you know it.

    Tab reaches it (a click does not leave the focus on it), ringed by the focus mark while it has the focus;
    Enter or Space then presses it.
    """

    SIZE: Final = 16

    def __init__(self, parent: QWidget | None = None) -> None:
        """Create the control."""
        super().__init__(parent)
        self.setObjectName("intermissionCorner")
        self.setFixedSize(self.SIZE, self.SIZE)
        self.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        # For screen readers only: nothing readable is painted.
        self.setAccessibleName(self.tr("Back to the table"))
        self.dark = False

    def sizeHint(self) -> QSize:
        """Always the same small square."""
        return QSize(self.SIZE, self.SIZE)

    def paintEvent(self, event: QPaintEvent) -> None:
        """Six dots in a triangle, as a window's size grip is drawn."""
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        colour = QColor(255, 255, 255, 90) if self.dark else QColor(0, 0, 0, 70)
        if self.underMouse():
            colour.setAlpha(colour.alpha() + 80)
        painter.setBrush(colour)
        step = 4.0
        for row in range(3):
            for column in range(row + 1):
                centre = QPointF(self.SIZE - 3 - column * step, self.SIZE - 3 - (2 - row) * step)
                painter.drawEllipse(QRectF(centre.x() - 1.1, centre.y() - 1.1, 2.2, 2.2))
        if self.hasFocus():
            paint_focus_ring(painter, self.rect())
        painter.end()

    def event(self, event: QEvent) -> bool:
        """With the focus, Enter and Space are its own: the window's shortcuts on them (the table's Enter)
        wait behind the cover."""
        if event.type() == QEvent.Type.ShortcutOverride and isinstance(event, QKeyEvent) \
                and event.key() in _PRESSING_KEYS and event.modifiers() == Qt.KeyboardModifier.NoModifier:
            event.accept()
            return True
        return super().event(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Enter presses it at once (Space as any button does, on its release)."""
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.click()
            return
        super().keyPressEvent(event)


class IntermissionCover(QWidget):
    """The cover: one painted work screen filling the widget, and the corner control to come back.

    Signals:
        dismiss_requested(): the corner control was clicked.
    """

    dismiss_requested = Signal()

    def __init__(self, screen: str = "dashboard", parent: QWidget | None = None) -> None:
        """Show ``screen`` (a key of ``SCREENS``); raises IntermissionError for an unknown one."""
        super().__init__(parent)
        self.setObjectName("intermissionCover")
        # Focus can rest here while the table is hidden, so keys still reach the window's shortcuts.
        self.setFocusPolicy(Qt.FocusPolicy.ClickFocus)
        self._layout = QStackedLayout(self)
        self._screens: dict[str, PaintedScreen] = {}
        self._screen = ""
        self.corner = CornerControl(self)
        self.corner.setToolTip(self.tr("Back"))
        self.corner.clicked.connect(self.dismiss_requested)
        self.set_screen(screen)

    @property
    def screen_name(self) -> str:
        """The name of the screen shown (``screen()`` is QWidget's, for the monitor)."""
        return self._screen

    def screen_widget(self) -> PaintedScreen:
        """The widget painting the current screen."""
        return self._screens[self._screen]

    def set_screen(self, name: str) -> None:
        """Show the screen ``name``; each is built the first time it is needed and kept."""
        _check_screen(name)
        if name not in self._screens:
            widget = SCREENS[name].widget(self)
            self._screens[name] = widget
            self._layout.addWidget(widget)
        self._screen = name
        self._layout.setCurrentWidget(self._screens[name])
        self.corner.dark = name in ("code_editor", "curtain")
        self.corner.raise_()
        self.corner.update()

    def resizeEvent(self, event: object) -> None:
        """Keep the corner control in the bottom-right corner."""
        self.corner.move(self.width() - self.corner.width() - 2, self.height() - self.corner.height() - 2)
        self.corner.raise_()


class Intermission(QObject):
    """Covers and uncovers a main window's table; see the module docstring for the integration.

    Signals:
        covered_changed(bool): True when the table was covered, False when it is back (pause the bots).
    """

    covered_changed = Signal(bool)

    def __init__(
        self,
        window: QMainWindow,
        stack: QStackedWidget,
        table: QWidget,
        *,
        screen: str = "dashboard",
        panic_key: str = "`",
        full_screen: bool = True,
    ) -> None:
        """Prepare to cover ``table``, a page of ``stack`` in ``window``; nothing changes until covered."""
        super().__init__(window)
        if stack.indexOf(table) < 0:
            raise IntermissionError("the table widget must be a page of the stacked widget")
        if not window.isAncestorOf(stack):
            raise IntermissionError("the stacked widget must be inside the window")
        self._window = window
        self._stack = stack
        self._table = table
        self._screen = _check_screen(screen)
        self._panic_key = self._check_panic_key(panic_key)
        self._full_screen = bool(full_screen)
        self._cover: IntermissionCover | None = None
        self._covered = False
        self._in_full_screen = False
        self._last_escape: float | None = None
        self.escape_interval = ESCAPE_INTERVAL
        """Seconds within which two Escapes count as one double press (tests shorten it)."""
        # What covering changes, kept to be put back exactly.
        self._previous_page: QWidget | None = None
        self._previous_focus: QWidget | None = None
        self._previous_title = ""
        self._previous_display_name = ""
        self._previous_icon_set = False
        self._previous_icon = window.windowIcon()
        self._previous_state = window.windowState()
        self._hidden_chrome: list[QWidget] = []

        self.action = QAction(self.tr("Intermission"), window)
        """The toolbar button: checkable, carrying the panic key as its shortcut."""
        self.action.setObjectName("intermissionAction")
        self.action.setCheckable(True)
        self.action.setAutoRepeat(False)
        self.action.triggered.connect(self._on_action)
        # Added to the window itself, so the shortcut works while the tool bars are hidden by the cover.
        window.addAction(self.action)
        self._escape = QShortcut(QKeySequence(Qt.Key.Key_Escape), window)
        self._escape.setAutoRepeat(False)
        self._escape.setWhatsThis(self.tr("Twice, quickly: back to the game from the intermission"))
        self._escape.setEnabled(False)
        self._escape.activated.connect(self._on_escape)
        self._update_action_text()

    # ------------------------------------------------------------------------------------------ state

    @property
    def is_covered(self) -> bool:
        """True while the table is covered."""
        return self._covered

    @property
    def is_full_screen(self) -> bool:
        """True while the cover fills the screen (it covers the window only otherwise)."""
        return self._in_full_screen

    @property
    def screen_name(self) -> str:
        """The cover screen's name."""
        return self._screen

    @property
    def panic_key(self) -> str:
        """The panic key's settings value: `````, ``\\`` or ``F2``."""
        return self._panic_key

    @property
    def full_screen(self) -> bool:
        """Whether covering goes full screen."""
        return self._full_screen

    @property
    def cover_widget(self) -> IntermissionCover | None:
        """The cover, once it has been shown."""
        return self._cover

    # --------------------------------------------------------------------------------------- settings

    def set_screen(self, name: str) -> None:
        """Choose the cover screen; if the table is covered now, the new screen shows at once."""
        self._screen = _check_screen(name)
        if self._cover is not None:
            self._cover.set_screen(name)
        if self._covered:
            self._apply_dull_title()

    def set_panic_key(self, key: str) -> None:
        """Choose the panic key (`````, ``\\`` or ``F2``); raises IntermissionError otherwise."""
        self._panic_key = self._check_panic_key(key)
        self._update_action_text()

    def set_full_screen(self, enabled: bool) -> None:
        """Choose whether covering goes full screen; applies at once if the table is covered."""
        self._full_screen = bool(enabled)
        if self._covered and enabled and not self._in_full_screen:
            self._enter_full_screen()
        elif self._covered and not enabled and self._in_full_screen:
            self.leave_full_screen()

    # ---------------------------------------------------------------------------------------- actions

    def toggle(self) -> None:
        """Cover the table, or bring it back."""
        if self._covered:
            self.uncover()
        else:
            self.cover()

    def cover(self) -> None:
        """Hide the table behind the cover screen (no effect if already covered)."""
        if self._covered:
            return
        window = self._window
        focus = QApplication.focusWidget()
        self._previous_focus = focus if focus is not None and window.isAncestorOf(focus) else None
        self._previous_page = self._stack.currentWidget()
        self._previous_title = window.windowTitle()
        self._previous_display_name = QGuiApplication.applicationDisplayName()
        self._previous_icon_set = window.testAttribute(Qt.WidgetAttribute.WA_SetWindowIcon)
        self._previous_icon = window.windowIcon()
        self._previous_state = window.windowState()

        if self._cover is None:
            self._cover = IntermissionCover(self._screen)
            self._cover.dismiss_requested.connect(self.uncover)
            self._stack.addWidget(self._cover)
        self._hide_chrome()
        self._stack.setCurrentWidget(self._cover)
        self._apply_dull_title()
        window.setWindowIcon(window.style().standardIcon(QStyle.StandardPixmap.SP_FileIcon))
        if self._full_screen:
            self._enter_full_screen()
        self._cover.setFocus(Qt.FocusReason.OtherFocusReason)
        self._covered = True
        self._last_escape = None
        self._escape.setEnabled(True)
        self.action.setChecked(True)
        self.covered_changed.emit(True)

    def uncover(self) -> None:
        """Bring the table back exactly as it was (no effect if not covered)."""
        if not self._covered:
            return
        window = self._window
        self._escape.setEnabled(False)
        if self._in_full_screen:
            self.leave_full_screen()
        page = self._previous_page
        self._stack.setCurrentWidget(
            page if page is not None and self._stack.indexOf(page) >= 0 else self._table
        )
        self._show_chrome()
        # The display name first: the title is formatted with it when it is set.
        QGuiApplication.setApplicationDisplayName(self._previous_display_name)
        window.setWindowTitle(self._previous_title)
        # A null icon hands the window back to the application's icon, as it had before covering.
        window.setWindowIcon(self._previous_icon if self._previous_icon_set else QIcon())
        if self._previous_focus is not None:
            self._previous_focus.setFocus(Qt.FocusReason.OtherFocusReason)
        self._previous_focus = None
        self._covered = False
        self.action.setChecked(False)
        self.covered_changed.emit(False)

    def leave_full_screen(self) -> None:
        """Keep the cover but return the window to the size and state it had before covering."""
        if not self._in_full_screen:
            return
        self._window.setWindowState(self._previous_state)
        self._in_full_screen = False

    # ---------------------------------------------------------------------------------------- private

    def _on_action(self, checked: bool) -> None:
        if checked:
            self.cover()
        else:
            self.uncover()

    def _on_escape(self) -> None:
        now = time.monotonic()
        if self._last_escape is not None and now - self._last_escape <= self.escape_interval:
            self._last_escape = None
            if self._in_full_screen:
                self.leave_full_screen()
            else:
                self.uncover()
        else:
            self._last_escape = now

    def _enter_full_screen(self) -> None:
        window = self._window
        window.setWindowState(window.windowState() | Qt.WindowState.WindowFullScreen)
        self._in_full_screen = True

    def _apply_dull_title(self) -> None:
        info = SCREENS[self._screen]
        # Qt appends the application's display name to window titles on some platforms ("Title — Euchre
        # Desktop"); with the dull application name as the display name, the title stands as written.
        QGuiApplication.setApplicationDisplayName(translated(info.application))
        self._window.setWindowTitle(info.title)

    def _hide_chrome(self) -> None:
        window = self._window
        chrome: list[QWidget] = []
        menu = window.menuWidget()
        if menu is not None:
            chrome.append(menu)
        direct = Qt.FindChildOption.FindDirectChildrenOnly
        chrome += window.findChildren(QToolBar, options=direct)
        chrome += window.findChildren(QStatusBar, options=direct)
        chrome += window.findChildren(QDockWidget, options=direct)
        self._hidden_chrome = [widget for widget in chrome if not widget.isHidden()]
        for widget in self._hidden_chrome:
            widget.hide()

    def _show_chrome(self) -> None:
        for widget in self._hidden_chrome:
            widget.show()
        self._hidden_chrome = []

    def _update_action_text(self) -> None:
        self.action.setShortcut(QKeySequence(PANIC_KEYS[self._panic_key]))
        self.action.setToolTip(self.tr("Intermission: cover the table ({key})").format(key=self._panic_key))

    @staticmethod
    def _check_panic_key(key: str) -> str:
        if key not in PANIC_KEYS:
            raise IntermissionError(f"the panic key must be one of {' '.join(PANIC_KEYS)}, not {key!r}")
        return key
