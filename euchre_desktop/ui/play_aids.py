"""Aids at the table: Claim the rest, a forced card played by itself, and a look at the last trick.

- **Claim** (the toolbar, or C): on the player's turn in the play, their side lays its cards down when it
  surely takes every trick left (``GameModel.claim``, checked exactly); the tricks are then played out on the
  table like any play.  A claim the cards do not support is refused, the reason in the status line.
- **A forced card** (the ``table.play_forced`` setting, off by default): when only one card may be played,
  it is played at once.
- **The last trick** (L, or a click on the won tricks): the cards of the trick last gathered, over the table
  while the next is played; it goes away with a click, L again, a few seconds, or the next trick gathered.

``install_play_aids(window)`` adds them to a window; they ask the window's model and controller, and keep
nothing of the game but the trick the table last gathered, to show it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from PySide6.QtCore import QEvent, QObject, Qt, QTimer
from PySide6.QtGui import QAction, QKeySequence, QMouseEvent
from PySide6.QtWidgets import QToolButton

from ..engine import Action, Phase
from ..engine.bid import BidAction, BidPhase
from ..engine.translatable import N_
from ..language import translated
from ..model import HumanTurn, TableSnapshot
from ..model.bid_events import BidDealt, BidTurn
from ..model.table_events import Dealt, TableEvent, TrickWon
from .icons import toolbar_icon
from .last_trick import LastTrickPanel
from .status import StatusKind

if TYPE_CHECKING:
    from .main_window import MainWindow

__all__ = ["CLAIMED", "LOOK_MS", "PlayAids", "install_play_aids"]

LOOK_MS: Final = 6000
"""How long the last trick stays in view unless put away sooner."""

CLAIMED: Final = N_("You claim the rest: your side takes every trick left.")


class PlayAids(QObject):
    """Claim, the forced card and the last trick on ``window``'s table."""

    def __init__(self, window: MainWindow) -> None:
        """Add the Claim button after Hint, the L key, and the last trick's panel over the table."""
        super().__init__(window)
        self.setObjectName("playAids")
        self.window_ = window
        self.play_forced = False
        """Play a forced card by itself (the ``table.play_forced`` setting)."""
        self._last: TrickWon | None = None
        self.panel = LastTrickPanel(window.view.viewport())
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(LOOK_MS)
        self._timer.timeout.connect(self.panel.hide)

        self.claim_action = self._action(self.tr("Claim"), "C", self.claim, "claimAction",
                                         self.tr("Claim the rest: your side surely takes every trick left"))
        self.claim_action.setIcon(toolbar_icon("claim"))
        self.claim_action.setEnabled(False)
        self.last_trick_action = self._action(self.tr("Look at the last trick"), "L", self.toggle_last_trick,
                                              "lastTrickAction",
                                              self.tr("The cards of the trick just gathered"))
        toolbar = window.toolbar
        menu_button = next(action for action in toolbar.actions()
                           if toolbar.widgetForAction(action) is window.menu_button)
        toolbar.insertAction(menu_button, self.claim_action)
        button = toolbar.widgetForAction(self.claim_action)
        if isinstance(button, QToolButton):
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the window's keys keep working after a click
        window.menu.insertAction(window.watch_action, self.last_trick_action)

        window.controller.turn_changed.connect(self._on_turn)
        window.model.table_event.connect(self._on_table_event)
        window.model.position_reset.connect(self._on_position_reset)
        window.view.viewport().installEventFilter(self)
        window.view.resized.connect(lambda: self._follow_table() if self.panel.isVisible() else None)

    def _action(self, text: str, key: str, slot: object, name: str, tip: str) -> QAction:
        action = QAction(text, self.window_)
        action.setObjectName(name)
        action.setShortcut(QKeySequence(key))
        action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        action.setToolTip(f"{tip} ({key})")
        action.triggered.connect(lambda _checked=False: slot())  # type: ignore[operator]
        self.window_.addAction(action)
        return action

    # ======================================================================================= claim

    def claim(self) -> bool:
        """Claim the rest; the status line says whether it stands, and why not when it does not."""
        window = self.window_
        if window.controller.turn is None:
            window.status.flash(self.tr("Claim on your turn in the play."), StatusKind.WARNING)
            return False
        if not window.model.claim():
            return False  # the model said why (the status line shows it)
        window.controller.withdraw_turn()
        window.status.flash(translated(CLAIMED), StatusKind.INFO)
        return True

    def _on_turn(self, turn: HumanTurn | BidTurn | None) -> None:
        # Claiming is Euchre's (engine.claim); a forced card plays itself in either game.
        self.claim_action.setEnabled(turn is not None and turn.phase is Phase.PLAY)
        playing = turn is not None and turn.phase in (Phase.PLAY, BidPhase.PLAY)
        if playing and self.play_forced and turn is not None and len(turn.playable) == 1:
            # After the turn has been shown: the player sees whose turn it was as the card leaves.
            QTimer.singleShot(0, lambda: self._play_forced(turn))

    def _play_forced(self, turn: HumanTurn | BidTurn) -> None:
        controller = self.window_.controller
        if controller.turn is turn:
            (card,) = turn.playable
            controller.choose(Action.play(card) if isinstance(turn, HumanTurn) else BidAction.play(card))

    # ================================================================================== last trick

    def toggle_last_trick(self) -> bool:
        """Show the last trick gathered in this hand (or put it away); False when there is none yet."""
        if self.panel.isVisible():
            self.panel.hide()
            return True
        last = self._last
        if last is None:
            self.window_.status.flash(self.tr("No trick has been gathered yet in this hand."),
                                      StatusKind.INFO)
            return False
        self.panel.show_trick(last.plays, last.winner, self.window_.controller.names)
        self._follow_table()
        self._timer.start()
        return True

    def place(self) -> None:
        """Beside the trick, on the left of the table, clear of the left player's hand."""
        layout = self.window_.scene.layout
        view = self.window_.view
        left_hand = view.mapFromScene(layout.hand_bounds(1, 5).topRight()).x()
        centre = view.mapFromScene(layout.trick(0, 0).pos).y()
        panel = self.panel
        panel.adjustSize()
        panel.move(max(4, left_hand + 12), max(4, centre - panel.height() // 2 - 40))
        summary = self.window_.summary
        if summary.isVisible() and panel.geometry().intersects(summary.geometry()):
            # The hand is over: the look goes under the hand's summary, or above it, not over its words.
            x = (view.viewport().width() - panel.width()) // 2
            below, above = summary.geometry().bottom() + 12, summary.y() - panel.height() - 12
            if below + panel.height() <= view.viewport().height():
                panel.move(x, below)
            elif above >= 4:
                panel.move(x, above)
            else:  # no room (large text): over the summary's middle, plainly on top of it
                panel.move(x, summary.geometry().center().y() - panel.height() // 2)
        panel.raise_()

    def _follow_table(self) -> None:
        self.panel.set_card_height(self.window_.scene.layout.trick_card_height * 0.8)
        self.place()

    def _remember(self, event: TableEvent) -> None:
        if isinstance(event, TrickWon):
            self._last = event
        elif isinstance(event, Dealt | BidDealt):
            self._last = None

    def _on_table_event(self, event: TableEvent) -> None:
        self._remember(event)
        if isinstance(event, TrickWon | Dealt | BidDealt):
            self.panel.hide()  # the look was at the trick before this one

    def _on_position_reset(self, snapshot: TableSnapshot) -> None:
        self._last = None
        self.panel.hide()
        for event in snapshot.story:
            self._remember(event)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """A click on a side's won tricks shows the last trick."""
        if event.type() == QEvent.Type.MouseButtonPress and isinstance(event, QMouseEvent):
            window = self.window_
            point = window.view.mapToScene(event.position().toPoint())
            won = [item for pile in window.scene.piles.won for trick in pile.tricks for item in trick]
            if any(item.sceneBoundingRect().contains(point) for item in won):
                self.toggle_last_trick()
                return True
        return False


def install_play_aids(window: MainWindow) -> PlayAids:
    """Give ``window`` Claim, the forced card and the last trick."""
    return PlayAids(window)
