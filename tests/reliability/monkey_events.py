"""The monkey's events: random input of every kind thrown at the real window (see ``table_monkey``).

``MonkeyEvents`` is the half of ``TableMonkey`` that throws things; the other half runs the rounds, plays the
player's seat and checks the game.  Each event returns a few words for the monkey's log.
"""

from __future__ import annotations

from collections.abc import Iterator

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QCheckBox,
    QComboBox,
    QDialog,
    QInputDialog,
    QLineEdit,
    QMessageBox,
    QSlider,
    QSpinBox,
    QWidget,
)

from euchre_desktop.engine import encode_deal
from euchre_desktop.ui.dialogs.settings import SettingsDialog
from euchre_desktop.ui.table.card_item import CardItem

NO_MODIFIER = Qt.KeyboardModifier.NoModifier
CTRL = Qt.KeyboardModifier.ControlModifier
CTRL_SHIFT = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier

PLAIN_KEYS = (
    *(getattr(Qt.Key, f"Key_{digit}") for digit in range(10)),
    Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Up, Qt.Key.Key_Down, Qt.Key.Key_Return, Qt.Key.Key_Enter,
    Qt.Key.Key_Space, Qt.Key.Key_Escape, Qt.Key.Key_Tab, Qt.Key.Key_U, Qt.Key.Key_H, Qt.Key.Key_W,
    Qt.Key.Key_QuoteLeft, Qt.Key.Key_F1, Qt.Key.Key_F2, Qt.Key.Key_Backslash,
)
"""Keys pressed alone: the table's keys, the panic keys and the rules' F1 (letters are added at random)."""

SHORTCUTS = ((Qt.Key.Key_O, CTRL), (Qt.Key.Key_C, CTRL_SHIFT), (Qt.Key.Key_S, CTRL_SHIFT),
             (Qt.Key.Key_Comma, CTRL), (Qt.Key.Key_N, CTRL), (Qt.Key.Key_R, CTRL), (Qt.Key.Key_T, CTRL))
"""The Menu's shortcuts: a deal code, Copy deal details, statistics, settings, and New match, Replay this
deal and Today's deal (which ask first when they would end a match in progress; the monkey rations its
answers, see ``_answer_leave_box``).  Quit, Ctrl+Q, is never pressed: the monkey would have no table left."""

CODE_LETTERS = "ABCDEFGHJKMNPQRSTVWXYZ0123456789-/ "
"""What a garbled deal code is made of."""


class MonkeyEvents:
    """The events; mixed into ``TableMonkey``, which provides ``window`` and ``rng``, ``live_match()``,
    ``fail()`` and ``_restart_spent`` (New match and the like are rationed: see ``_may_restart``)."""

    # ====================================================================================== the events

    def _point_in(self, widget: QWidget) -> QPoint:
        return QPoint(self.rng.randrange(max(1, widget.width())), self.rng.randrange(max(1, widget.height())))

    def _target_at(self, point: QPoint) -> tuple[QWidget, QPoint]:
        """The widget under ``point`` of the window (never the Menu button, whose menu would block the test
        in a nested event loop: the Menu's commands are triggered directly instead)."""
        window = self.window
        child = window.childAt(point)
        if child is None or child is window.menu_button:
            return window, point
        return child, child.mapFrom(window, point)

    def _button(self) -> Qt.MouseButton:
        return self.rng.choices([Qt.MouseButton.LeftButton, Qt.MouseButton.RightButton,
                                 Qt.MouseButton.MiddleButton], [8, 1, 1])[0]

    def click_anywhere(self) -> str:
        """A click on whatever is under a random point of the window."""
        target, point = self._target_at(self._point_in(self.window))
        button = self._button()
        QTest.mouseClick(target, button, NO_MODIFIER, point)
        return f"{button.name} on {type(target).__name__} at {point.x()},{point.y()}"

    def _card_point(self, cards: list[CardItem]) -> tuple[QPoint, str] | None:
        if not cards:
            return None
        item = self.rng.choice(cards)
        rect = item.sceneBoundingRect()
        spot = QPointF(rect.left() + self.rng.random() * rect.width(),
                       rect.top() + self.rng.random() * rect.height())
        return self.window.view.mapFromScene(spot), str(item.card)

    def click_hand_card(self) -> str:
        """A click somewhere on one of the player's cards."""
        found = self._card_point(self.window.scene.piles.hand(0).items)
        if found is None:
            return self.click_anywhere()
        point, card = found
        QTest.mouseClick(self.window.view.viewport(), Qt.MouseButton.LeftButton, NO_MODIFIER, point)
        return f"on the {card} in hand"

    def click_any_card(self) -> str:
        """A click on any card on the table: another hand, the trick, the kitty, a won trick."""
        items = [item for item in self.window.scene.items()
                 if isinstance(item, CardItem) and item.isVisible()]
        found = self._card_point(items)
        if found is None:
            return self.click_anywhere()
        point, card = found
        QTest.mouseClick(self.window.view.viewport(), self._button(), NO_MODIFIER, point)
        return f"on the table's {card}"

    def click_bid_button(self) -> str:
        """A click on one of the bid panel's buttons, whatever it is (legal now or not)."""
        panel = self.window.bid_panel
        shown = [(choice, panel.button_for(choice.key)) for choice in panel.choices]
        buttons = [(choice, button) for choice, button in shown if button is not None and button.isVisible()]
        if not buttons:
            return f"no bid buttons, so a key instead: {self.press_key()}"
        choice, button = self.rng.choice(buttons)
        QTest.mouseClick(button, Qt.MouseButton.LeftButton, NO_MODIFIER, button.rect().center())
        return f"bid button {choice.label!r}"

    def click_summary_button(self) -> str:
        """Show all hands or Next hand on the summary, when it shows (not New match: that is rationed)."""
        summary = self.window.summary
        if not summary.isVisible():
            return self.click_anywhere()
        buttons = [summary.show_hands_button] if summary.match_over else \
            [summary.show_hands_button, summary.next_button]
        button = self.rng.choice([button for button in buttons if button.isVisible()]
                                 or [summary.next_button])
        if button is summary.next_button and summary.match_over:
            return "summary: left New match alone"
        QTest.mouseClick(button, Qt.MouseButton.LeftButton, NO_MODIFIER, button.rect().center())
        return f"summary button {button.text()!r}"

    def click_toolbar(self) -> str:
        """A click on a toolbar button (Undo, Hint, Intermission, Sound, Classic; not the Menu button)."""
        buttons = [button for button in self.window.toolbar.findChildren(QAbstractButton)
                   if button.isVisible() and button is not self.window.menu_button]
        if not buttons:
            return self.click_anywhere()
        button = self.rng.choice(buttons)
        QTest.mouseClick(button, Qt.MouseButton.LeftButton, NO_MODIFIER, button.rect().center())
        return f"toolbar {button.text()!r}"

    def double_click(self) -> str:
        """A double click on a card of the hand or anywhere."""
        found = self._card_point(self.window.scene.piles.hand(0).items) if self.rng.random() < 0.6 else None
        if found is None:
            target, point = self._target_at(self._point_in(self.window))
            _double_click(target, point)
            return f"on {type(target).__name__} at {point.x()},{point.y()}"
        point, card = found
        _double_click(self.window.view.viewport(), point)
        return f"on the {card}"

    def hover(self) -> str:
        """The mouse passes over the table (cards lift under it)."""
        viewport = self.window.view.viewport()
        point = self._point_in(viewport)
        QTest.mouseMove(viewport, point)
        return f"to {point.x()},{point.y()}"

    def wheel(self) -> str:
        """A turn of the mouse wheel over the table (the table must not scroll away)."""
        viewport = self.window.view.viewport()
        point = QPointF(self._point_in(viewport))
        delta = QPoint(0, self.rng.choice([-360, -120, 120, 360]))
        event = QWheelEvent(point, QPointF(viewport.mapToGlobal(point)), QPoint(), delta,
                            Qt.MouseButton.NoButton, NO_MODIFIER, Qt.ScrollPhase.NoScrollPhase, False)
        QApplication.sendEvent(viewport, event)
        return f"{delta.y()} at {point.x():.0f},{point.y():.0f}"

    def _key_target(self) -> QWidget:
        """Where the keyboard goes: the dialog in front, if any, else the window."""
        modal = QApplication.activeModalWidget()
        return modal if modal is not None else self.window

    def press_key(self) -> str:
        """A key: the table's keys, letters, the Menu's shortcuts (the ones that restart, rationed)."""
        roll = self.rng.random()
        modifier = NO_MODIFIER
        if roll < 0.7:
            key = self.rng.choice(PLAIN_KEYS)
        elif roll < 0.9:
            key = getattr(Qt.Key, f"Key_{self.rng.choice('ABCDEFGIJKLMNOPQRSTVXYZ')}")
        else:
            key, modifier = self.rng.choice(SHORTCUTS)
        target = self._key_target()
        QTest.keyClick(target, key, modifier)
        held = f"{modifier.name}+" if modifier != NO_MODIFIER else ""
        return f"{held}{key.name} to {type(target).__name__}"

    def resize(self) -> str:
        """A new window size, from smaller than the minimum to larger than most screens."""
        width, height = self.rng.choice([(200, 150), (640, 480), (960, 640), (1024, 700), (1280, 800),
                                         (1600, 1000), (1920, 1080), (2560, 1440)])
        width += self.rng.randrange(-40, 41)
        height += self.rng.randrange(-40, 41)
        self.window.resize(width, height)
        return f"to {width}x{height} (now {self.window.width()}x{self.window.height()})"

    def change_window_state(self) -> str:
        """Maximised, full screen, or back to normal."""
        window = self.window
        change = self.rng.choice(["showMaximized", "showFullScreen", "showNormal", "showNormal"])
        getattr(window, change)()
        return change

    def _may_restart(self) -> bool:
        """Leave a match in progress at most once between two matches played to their end, and only in a
        match's first two hands: the run still gets through its matches."""
        match = self.live_match()
        return (not self._restart_spent and match is not None and len(match.completed) < 2
                and not match.is_over)

    def _answer_leave_box(self) -> str:
        """Answer the window's "Leave this match?": leave (rationed) or keep playing."""
        box = self.window.leave_box
        if box is None or not box.isVisible():
            return "nothing asked"
        leave = self._may_restart() and self.rng.random() < 0.5
        self._restart_spent = self._restart_spent or leave
        wanted = QMessageBox.ButtonRole.AcceptRole if leave else QMessageBox.ButtonRole.RejectRole
        button = next(button for button in box.buttons() if box.buttonRole(button) is wanted)
        QTest.mouseClick(button, Qt.MouseButton.LeftButton, NO_MODIFIER, button.rect().center())
        return f"answered {button.text()!r}"

    def menu_command(self) -> str:
        """A Menu command triggered directly, as choosing it in the Menu does (those that end the match
        ask first, and the question is answered at once or left for later)."""
        window = self.window
        if self.rng.random() < 0.1:
            return self._deal_code()
        action = self.rng.choice([window.copy_details_action, window.watch_action, window.undo_action,
                                  window.hint_action, window.sound_action, window.classic_action,
                                  window.new_match_action, window.replay_action, window.todays_deal_action])
        action.trigger()
        if action in (window.new_match_action, window.replay_action, window.todays_deal_action) \
                and self.rng.random() < 0.7:
            return f"{action.text()}: {self._answer_leave_box()}"
        return action.text()

    def _deal_code(self) -> str:
        """Play a deal from a code: a good one (the window asks before leaving the match), garbage, or
        Cancel."""
        window = self.window
        dialog = window.ask_for_deal_code()
        match = self.live_match()
        roll = self.rng.random()
        if roll < 0.3 and match is not None:
            dialog.setTextValue(encode_deal(match.hand.deal, match.rules))
            dialog.accept()
            return f"deal code: a good one: {self._answer_leave_box()}"
        if roll < 0.7:
            dialog.setTextValue("".join(self.rng.choice(CODE_LETTERS) for _ in range(30)))
            dialog.accept()
            return "deal code: garbage"
        dialog.reject()
        return "deal code: cancelled"

    def open_dialog(self) -> str:
        """Settings, statistics, rules, About or the rules in brief, from the Menu."""
        window = self.window
        action = self.rng.choice([window.settings_action, window.statistics_action, window.rules_action,
                                  window.about_action, window.first_run_action])
        action.trigger()
        return action.text()

    def open_dialogs(self) -> list[QDialog]:
        """The dialogs showing, the one in front last."""
        dialogs = [widget for widget in QApplication.topLevelWidgets()
                   if isinstance(widget, QDialog) and widget.isVisible()]
        modal = QApplication.activeModalWidget()
        dialogs.sort(key=lambda dialog: dialog is modal)
        return dialogs

    def fiddle_with_dialog(self) -> str:
        """Change something in the dialog in front: an editor's value, or press one of its buttons."""
        dialogs = self.open_dialogs()
        if not dialogs:
            return self.open_dialog()
        dialog = dialogs[-1]
        if isinstance(dialog, SettingsDialog) and self.rng.random() < 0.7:
            return self._edit_setting(dialog)
        if dialog is self.window.leave_box:
            return self._answer_leave_box()
        buttons = [button for button in dialog.findChildren(QAbstractButton) if button.isVisible()
                   and button.isEnabled() and "Bid Euchre" not in button.text()]  # the monkey plays Euchre
        if not buttons:
            return f"{dialog.windowTitle()}: nothing to press"
        button = self.rng.choice(buttons)
        QTest.mouseClick(button, Qt.MouseButton.LeftButton, NO_MODIFIER, button.rect().center())
        return f"{dialog.windowTitle()}: pressed {button.text()!r}"

    def _edit_setting(self, dialog: SettingsDialog) -> str:
        # The monkey and its bots play Euchre (Bid Euchre has its own window tests): the game stays Euchre.
        keys = [key for key in dialog.setting_keys() if not key.startswith(("game.", "bid_rules."))]
        key = self.rng.choice(keys)
        editor = dialog.editor(key)
        for widget in _self_and_children(editor):
            if isinstance(widget, QCheckBox):
                widget.toggle()
            elif isinstance(widget, QComboBox) and widget.count():
                widget.setCurrentIndex(self.rng.randrange(widget.count()))
            elif isinstance(widget, QSlider | QSpinBox):
                widget.setValue(self.rng.randint(widget.minimum(), widget.maximum()))
            elif isinstance(widget, QLineEdit):
                widget.setText(self.rng.choice(["", "Ann", "A very long name for a card player", "  ",
                                                "Zoë ♠"]))
            else:
                continue
            return f"settings: changed {key}"
        return f"settings: {key} has no editor the monkey knows"

    def close_dialog(self) -> str:
        """Close the dialog in front: OK, Cancel, the window's close button or Escape."""
        dialogs = self.open_dialogs()
        if not dialogs:
            return "no dialog to close"
        return self._close(dialogs[-1])

    def _close(self, dialog: QDialog) -> str:
        how = self.rng.choice(["accept", "reject", "close", "escape"])
        if how == "escape":
            QTest.keyClick(dialog, Qt.Key.Key_Escape)
        elif how == "accept" and isinstance(dialog, QInputDialog):
            dialog.reject()  # its OK plays whatever code it holds: _deal_code rations that
        else:
            getattr(dialog, how)()
        return f"{dialog.windowTitle()}: {how}"

    def close_dialogs(self) -> None:
        """Close every dialog (the player tidies up), the one in front first."""
        for _ in range(20):
            dialogs = self.open_dialogs()
            if not dialogs:
                return
            dialogs[-1].reject()
            QApplication.processEvents()
        self.fail(f"dialogs would not close: {[dialog.windowTitle() for dialog in self.open_dialogs()]}")

    def intermission(self) -> str:
        """The intermission cover: its button, the panic key, or Escape twice to leave it."""
        window = self.window
        how = self.rng.choice(["button", "panic key", "escape twice"])
        if how == "button":
            window.intermission.action.trigger()
        elif how == "panic key":
            QTest.keyClick(window, Qt.Key.Key_QuoteLeft)
        else:
            QTest.keyClick(window, Qt.Key.Key_Escape)
            QTest.keyClick(window, Qt.Key.Key_Escape)
        return f"{how} (covered: {window.intermission.is_covered})"

    def undo_spam(self) -> str:
        """Undo pressed several times in a row, by key and by button."""
        count = self.rng.randint(2, 6)
        for _ in range(count):
            if self.rng.random() < 0.5:
                QTest.keyClick(self.window, Qt.Key.Key_U)
            else:
                self.window.undo_action.trigger()
            QApplication.processEvents()
        return f"{count} times"

    def hint_spam(self) -> str:
        """Hint asked for several times in a row."""
        count = self.rng.randint(2, 6)
        for _ in range(count):
            QTest.keyClick(self.window, Qt.Key.Key_H)
        return f"{count} times"



def _double_click(widget: QWidget, point: QPoint) -> None:
    """A double click as the mouse makes it: press, release, press and double click, release.

    (``QTest.mouseDClick`` alone sends only the double click, and Qt then takes the button to be held down
    until the next release: every later click would be misread.)"""
    QTest.mouseClick(widget, Qt.MouseButton.LeftButton, NO_MODIFIER, point)
    QTest.mousePress(widget, Qt.MouseButton.LeftButton, NO_MODIFIER, point)
    QTest.mouseDClick(widget, Qt.MouseButton.LeftButton, NO_MODIFIER, point)
    QTest.mouseRelease(widget, Qt.MouseButton.LeftButton, NO_MODIFIER, point)


def _self_and_children(widget: QWidget) -> Iterator[QWidget]:
    """``widget`` and everything inside it."""
    yield widget
    yield from widget.findChildren(QWidget)

