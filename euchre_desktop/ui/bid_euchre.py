"""Bid Euchre in the main window: its bid panel, its keys, its hand summary, and New Bid Euchre match.

``BidEuchreSeat`` is given the window and adds what Bid Euchre needs around the table, leaving the window's
Euchre parts as they are: the bid panel (``BidEuchrePanel``) laid over the table above the player's hand while
the player bids, the keys that bid (taken from the window's shortcuts only while the panel shows, so H still
asks for a hint the rest of the time), the summary of a finished hand in the window's summary panel, and the
Menu's New Bid Euchre match.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication, QWidget

from ..engine.bid import BidAction, BidPhase, BidRules
from ..model.bid_events import BidHandSummary, BidTurn
from .bid_panel import place_over_hand
from .bid_words import STRAIN_KEYS
from .status import translate

if TYPE_CHECKING:
    from .bid_euchre_panel import BidEuchrePanel
    from .main_window import MainWindow

__all__ = ["BidEuchreSeat"]

_STEPS = {Qt.Key.Key_Up: (1, 0), Qt.Key.Key_Down: (-1, 0), Qt.Key.Key_Left: (0, -1), Qt.Key.Key_Right: (0, 1)}
_LETTERS = frozenset({*STRAIN_KEYS, "M", "P"})


class BidEuchreSeat(QObject):
    """Bid Euchre's parts of ``window`` (see the module's docstring); ``panel`` is the bid panel, built when
    first needed (a game of Euchre never builds it, nor imports its module: the window opens sooner)."""

    def __init__(self, window: MainWindow) -> None:
        """Listen to the window's table controller; the panel waits for the first Bid Euchre turn."""
        super().__init__(window)
        self.window = window
        self._panel: BidEuchrePanel | None = None
        controller = window.controller
        controller.turn_changed.connect(self._on_turn)
        controller.hint_shown.connect(self._on_hint)
        controller.bid_hand_finished.connect(self._on_hand_finished)
        self._viewport = window.view.viewport()
        window.view.resized.connect(self.place)  # once the table has its new size, not before

    @property
    def panel(self) -> BidEuchrePanel:
        """The bid panel over the table (built, hidden, on first use)."""
        if self._panel is None:
            from .bid_euchre_panel import BidEuchrePanel

            self._panel = BidEuchrePanel(self._viewport)
            self._panel.chosen.connect(self._bid)
        return self._panel

    def new_match(self, rules: BidRules) -> None:
        """Start a Bid Euchre match under ``rules`` (the command line's; the Menu's New match plays the game
        the settings choose)."""
        self.window.hide_summary()
        self.window.model.new_bid_match(rules, seats=self.window.settings.seats())

    def listed_keys(self) -> list[tuple[list[Qt.Key], str]]:
        """(the keys, what they do) for the Rules window's Keys page (``dialogs.keys_page``): the bid panel's
        keys are read here while it shows, not by shortcuts the page could find."""
        key = Qt.Key
        numbers = [key(key.Key_0 + number) for number in range(1, 10)]
        trumps = [key(ord(letter)) for letter in STRAIN_KEYS]
        # "While you bid": C, H and L also claim, hint and show the last trick the rest of the time.
        return [
            (numbers, translate("Keys", "While you bid in Bid Euchre: choose a number of tricks (two digits "
                                "for ten or more)")),
            (trumps, translate("Keys", "While you bid in Bid Euchre: choose trump: clubs, diamonds, hearts, "
                               "spades, no-trump or low")),
            ([key.Key_M], translate("Keys", "While you bid in Bid Euchre: shoot the moon (again for the next "
                                    "kind of moon)")),
            ([key.Key_Up, key.Key_Down], translate("Keys", "While you bid in Bid Euchre: one trick more or "
                                                   "fewer (past the most, the moon)")),
            ([key.Key_Left, key.Key_Right],
             translate("Keys", "While you bid in Bid Euchre: the next choice of trump")),
            ([key.Key_Return, key.Key_Enter],
             translate("Keys", "While you bid in Bid Euchre: make the bid chosen")),
            ([key.Key_0, key.Key_P], translate("Keys", "While you bid in Bid Euchre: pass")),
            ([key.Key_Escape], translate("Keys", "While you bid in Bid Euchre: clear the bid chosen")),
        ]

    def _bid(self, action: BidAction) -> None:
        self.window.controller.choose(action)

    def _on_turn(self, turn: object) -> None:
        if not isinstance(turn, BidTurn):
            if self._panel is not None:
                self._panel.show_turn(None)
            self._take_keys(False)
            return
        self.panel.show_turn(turn)
        self._take_keys(self.panel.isVisible())
        self.place()
        # A card to give or discard: said over the hand, as Euchre's partner's best and discards are.
        window = self.window
        twice = window.controller.tap_twice
        # The words of Euchre's own prompts (ui/status.py), so both games say them alike in every language.
        if turn.phase is BidPhase.GIVE and turn.view.bidder is not None:
            said = (translate("Status", "Click twice on the card to give {partner}") if twice
                    else translate("Status", "Click the card to give {partner}"))
            window.bid_panel.show_prompt(said.format(partner=window.controller.names[turn.view.bidder]))
        elif turn.phase is BidPhase.DISCARD:
            said = (translate("Status", "Click twice on the card to discard face down") if twice
                    else translate("Status", "Click the card to discard face down"))
            window.bid_panel.show_prompt(said)
        window.place_overlays()

    def _on_hint(self, action: object, _reason: str) -> None:
        if isinstance(action, BidAction) and self._panel is not None:
            self._panel.mark(action)

    def _on_hand_finished(self, summary: BidHandSummary) -> None:
        window = self.window
        window.summary.show_bid_hand(summary, window.controller.names, last_hand=window.model.is_over)
        window.place_overlays()

    def _take_keys(self, on: bool) -> None:
        """Watch the application's keys (every event passes the filter, so only while the panel shows)."""
        app = QApplication.instance()
        if app is None:
            return
        if on:
            app.installEventFilter(self)
        else:
            app.removeEventFilter(self)

    def place(self) -> None:
        """Above the player's hand, centred, scaled with the table (as the Euchre bid panel)."""
        if self._panel is None:
            return  # nothing to place before the first Bid Euchre turn
        viewport, layout, panel = self.window.view.viewport(), self.window.scene.layout, self._panel
        panel.set_unit(layout.unit)
        place_over_hand(panel, layout, viewport.width())

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """While the panel shows, its keys bid (the window's shortcuts for them wait)."""
        # While the panel shows, every event of the application passes here: nothing of Qt is asked before
        # the kind is known, so a window being taken down is never touched.
        kind = event.type()
        if kind not in (QEvent.Type.ShortcutOverride, QEvent.Type.KeyPress):
            return False
        if self._panel is None or not self._panel.isVisible():
            return False
        if not isinstance(watched, QWidget) or watched.window() is not self.window:
            return False
        assert isinstance(event, QKeyEvent)
        if not self._is_panel_key(event):
            return False
        if kind == QEvent.Type.ShortcutOverride:
            event.accept()  # the key comes as a key press, here, instead of firing the shortcut
            return True
        self._press(event)
        return True

    def _is_panel_key(self, event: QKeyEvent) -> bool:
        text = event.text().upper()
        keys = (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Escape)
        return event.key() in _STEPS or event.key() in keys or text.isdigit() or text in _LETTERS

    def _press(self, event: QKeyEvent) -> None:
        key = event.key()
        if key in _STEPS:
            numbers, strains = _STEPS[Qt.Key(key)]
            self.panel.step(numbers, strains)
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            if not self.panel.confirm():
                self.window.status.flash(self.tr("Choose a number of tricks and trump first."))
        elif key == Qt.Key.Key_Escape:
            self.panel.press("esc")
        elif not self.panel.press(event.text()):
            self.window.status.flash(self.tr("That bid is not open to you now."))
