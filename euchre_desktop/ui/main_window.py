"""The main window: the card table filling it, the toolbar, the Menu, the status line.

``MainWindow`` shows a ``GameModel`` match on a ``TableScene`` through a ``TableController``.  The table
scales with the window; the bid panel and the hand summary are laid over it.  Keys: U (or the platform's
Undo key) undo, H hint, and the table's keys (``keys``): the number keys bid, Left/Right choose a card and
Enter plays it (or goes on from the summary).

The parts around the table are wired here: the settings dialog, the statistics window, the rules and the
About box open from the Menu (``install_dialog`` can replace any of them); the intermission cover covers
``stack``'s table page and pauses the bots; the model's sounds go to a ``SoundBoard`` that the speaker
button and the ``sound.*`` settings silence and turn down.  While any dialog or question is open, or the
cover is up, the table holds still (``pausing``).  Beside it: ``toolbar`` builds the toolbar,
``icons`` draws its icons, ``setting_reactions`` says what each setting changes, ``questions`` asks.

New match, Replay this deal, Today's deal and Play a deal from a code each end the match in progress: from
the Menu or their keys they ask first (``confirm_leaving``), but only when there is a match to lose.  The
Game submenu and New match's question choose the game (``game_choice``).

The window opens no file and builds no model: it is given both (``launch.start_game`` builds them).  At
start-up with a saved match, ``offer_resume`` puts it on the table, held still, behind the question.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QByteArray, QSize, Qt, Signal
from PySide6.QtGui import QAction, QCloseEvent, QGuiApplication, QKeySequence
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QInputDialog,
    QMainWindow,
    QMenu,
    QMessageBox,
    QStackedWidget,
    QStatusBar,
    QWidget,
)

from ..engine import Action
from ..engine.phrase import Phrase
from ..engine.translatable import N_
from ..language import said, translated
from ..model import GameModel, HandSummary, HumanTurn, MatchInfo, MatchSummary
from ..model.accuracy import accuracy_queue
from ..persistence.settings import Settings
from .accessibility import install_screen_reader
from .bid_euchre import BidEuchreSeat
from .bid_panel import BidPanel, bid_choices, place_over_hand
from .deferred import deferred
from .game_choice import GameMenu, offer_other_game
from .hand_summary import HandSummaryPanel
from .history_command import history_of
from .icons import app_icon, toolbar_icon
from .intermission.overlay import Intermission
from .keys import build_keys
from .look import install_game_look
from .pausing import TablePause
from .play_aids import install_play_aids
from .questions import ask, ask_for_deal_code, deal_code_problem, score_text, warn
from .review import install_review
from .setting_reactions import REACTIONS
from .sound import SoundBoard, SoundBoardLike
from .status import StatusKind, StatusLine, card_prompt
from .table.controller import TableController
from .table.scene import TableScene
from .table.view import TableView
from .toolbar import build_toolbar

if TYPE_CHECKING:
    from .dialogs.about import AboutDialog
    from .dialogs.first_run import FirstRunDialog, open_first_run
    from .dialogs.rules_text import RulesDialog
    from .dialogs.settings import SettingsDialog
    from .dialogs.statistics import StatisticsWindow
    from .walkthrough_bar import WalkthroughBar
else:  # imported when first opened: nobody sees a dialog as the window opens (ui/deferred.py)
    AboutDialog = deferred("euchre_desktop.ui.dialogs.about", "AboutDialog")
    open_first_run = deferred("euchre_desktop.ui.dialogs.first_run", "open_first_run")
    RulesDialog = deferred("euchre_desktop.ui.dialogs.rules_text", "RulesDialog")
    SettingsDialog = deferred("euchre_desktop.ui.dialogs.settings", "SettingsDialog")
    StatisticsWindow = deferred("euchre_desktop.ui.dialogs.statistics", "StatisticsWindow")

__all__ = ["DIALOGS", "MINIMUM_SIZE", "WINDOW_TITLE", "MainWindow", "SoundBoardLike"]


#: The smallest window the table's layout is designed for.
MINIMUM_SIZE = QSize(960, 640)
#: The size a new window opens at.
DEFAULT_SIZE = QSize(1280, 800)
WINDOW_TITLE = "Euchre Desktop"
#: What the title says of a match that began with a chosen deal, while that deal is on the table.  The game's
#: name ends the title once, so a desktop that appends the application's name finds it already there.
DEAL_TAGS = {"replay": N_("Replaying a deal"), "daily": N_("Today's deal"), "code": N_("A deal from a code")}

HINT_THINKING = N_("Thinking of a hint…")
"""What the status line says from the moment a hint is asked for until it comes."""

DIALOGS = ("settings", "statistics", "rules", "about")
"""The dialogs the Menu opens through factories installed with ``install_dialog``."""


class MainWindow(QMainWindow):
    """The game's window: the table, the toolbar and the Menu, the status line.

    Attributes for tests and integration: ``scene``, ``view``, ``stack``, ``controller``, ``bid_panel``,
    ``summary`` (built when first wanted; the signal ``summary_made`` says so), ``status``, ``toolbar``,
    ``menu``, ``intermission``, ``sound_board`` and one QAction per command (``undo_action``...).
    """

    summary_made = Signal()

    def __init__(self, model: GameModel, settings: Settings, *, sound_board: SoundBoardLike | None = None,
                 parent: QWidget | None = None) -> None:
        """Show ``model``'s matches; ``settings`` drive the table options and the next match's rules and
        seats; sounds go to ``sound_board`` (a ``SoundBoard`` if None)."""
        super().__init__(parent)
        self.model = model
        self.settings = settings
        self._dialogs: dict[str, Callable[[], QDialog]] = {}
        self._open_dialogs: dict[str, QDialog] = {}
        self.sound_board: SoundBoardLike = sound_board if sound_board is not None else SoundBoard(self)
        self.first_run_dialog: FirstRunDialog | None = None
        self.deal_code_dialog: QInputDialog | None = None
        self.message_box: QMessageBox | None = None
        self.resume_box: QMessageBox | None = None
        self.leave_box: QMessageBox | None = None
        self.setWindowTitle(WINDOW_TITLE)
        self.setMinimumSize(MINIMUM_SIZE)
        app = QApplication.instance()
        if isinstance(app, QApplication):
            install_game_look(app)  # every dialog in the table's colours and type
        icon = app_icon()
        if not icon.isNull():
            self.setWindowIcon(icon)

        rules = self.settings.rules()
        self.scene = TableScene(rules.players, width=DEFAULT_SIZE.width(), height=DEFAULT_SIZE.height())
        self.view = TableView(self.scene)
        self.view.setObjectName("table")
        # The window handles the keys; the view must not eat the arrows for scrolling.
        self.view.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.stack = QStackedWidget(self)
        self.stack.addWidget(self.view)
        self.setCentralWidget(self.stack)
        self.controller = TableController(model, self.scene, self)
        self.bid_panel = BidPanel(self.view.viewport())
        self._summary: HandSummaryPanel | None = None  # built when first wanted (the property)
        self.view.resized.connect(self.place_overlays)  # once the table has its new size, not before

        self.status = StatusLine(self)
        bar = QStatusBar(self)
        bar.setSizeGripEnabled(False)
        bar.addWidget(self.status, 1)
        self.setStatusBar(bar)

        self.intermission = Intermission(
            self, self.stack, self.view, screen=str(self.settings.get("intermission.screen")),
            panic_key=str(self.settings.get("intermission.panic_key")),
            full_screen=bool(self.settings.get("intermission.full_screen")))
        self.pause = TablePause(model.set_paused)
        self.intermission.covered_changed.connect(lambda covered: self.pause.hold("cover", covered))
        self.intermission.action.setIcon(toolbar_icon("intermission"))
        self._build_actions()
        self.toolbar, self.menu_button = build_toolbar(
            self, [self.undo_action, self.hint_action], self.menu,
            [self.intermission.action, self.sound_action, self.classic_action])
        self._keys = build_keys(self)
        self.play_aids = install_play_aids(self)  # Claim, the forced card, the last trick
        self.screen_reader = install_screen_reader(self)  # the table in words, the game announced
        self._connect()
        self.bid_euchre = BidEuchreSeat(self)
        self._install_dialogs()
        install_review(self)  # the hand summary's Review this hand, and the coach
        for key in self.settings.values():
            self._apply_setting(key, initial=True)
        self.settings.changed.connect(self._apply_setting)
        # Settings that cannot be written (a full disk) still apply; the player hears of it once.
        self.settings.problem.connect(self._on_error)
        self.resize(DEFAULT_SIZE)
        geometry = str(self.settings.get("general.window_geometry"))
        if geometry:
            self.restoreGeometry(QByteArray.fromBase64(geometry.encode("ascii")))

    # ======================================================================== building the window

    def _action(self, text: str, slot: Callable[[], object],
                shortcut: QKeySequence | QKeySequence.StandardKey | str | None = None,
                *, tip: str = "", name: str = "") -> QAction:
        action = QAction(text, self)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
            action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        if name:
            action.setObjectName(name)
        shown = action.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
        action.setToolTip(f"{tip or text} ({shown})" if shown else (tip or text))
        action.triggered.connect(lambda _checked=False: slot())
        self.addAction(action)  # shortcuts work whether or not the menu is open
        return action

    def _build_actions(self) -> None:
        self.undo_action = self._action(self.tr("Undo"), self.controller.undo, "U",
                                        tip=self.tr("Back to your last decision in this hand"),
                                        name="undoAction")
        self.undo_action.setIcon(toolbar_icon("undo"))
        # U, and the platform's own Undo key (Ctrl+Z, Cmd+Z) which players try first.
        self.undo_action.setShortcuts([QKeySequence("U"), QKeySequence(QKeySequence.StandardKey.Undo)])
        self.undo_action.setEnabled(False)
        self.hint_action = self._action(self.tr("Hint"), self.request_hint, "H",
                                        tip=self.tr("What an Expert player would do"), name="hintAction")
        self.hint_action.setIcon(toolbar_icon("hint"))
        self.hint_action.setEnabled(False)
        self.sound_action = self._action(self.tr("Sound"), self._toggle_sound, tip=self.tr("Sound on or off"),
                                         name="soundAction")
        self.sound_action.setCheckable(True)
        self.classic_action = self._action(self.tr("Classic"), self._toggle_classic,
                                           tip=self.tr("Plain faces and plain court cards"),
                                           name="classicAction")
        self.classic_action.setCheckable(True)
        self.classic_action.setIcon(toolbar_icon("classic"))

        # Each of these ends the match in progress: asked first (see confirm_leaving).
        self.new_match_action = self._action(self.tr("New match"), lambda: self.confirm_leaving(
            self.tr("New match"), self.new_match), QKeySequence.StandardKey.New)
        self.replay_action = self._action(self.tr("Replay this deal"), lambda: self.confirm_leaving(
            self.tr("Replay this deal"), self.replay_deal), "Ctrl+R")
        self.todays_deal_action = self._action(self.tr("Today's deal"), lambda: self.confirm_leaving(
            self.tr("Play today's deal"), self.play_todays_deal), "Ctrl+T")
        self.deal_code_action = self._action(self.tr("Play a deal from a code…"), self.ask_for_deal_code,
                                             "Ctrl+O")
        self.copy_details_action = self._action(self.tr("Copy deal details"), self.copy_deal_details,
                                                "Ctrl+Shift+C")
        self.watch_action = self._action(self.tr("Watch a hand"), self.toggle_watching, "W")
        self.statistics_action = self._action(self.tr("Statistics"), lambda: self.open_dialog("statistics"),
                                              "Ctrl+Shift+S")
        self.rules_action = self._action(self.tr("Rules"), lambda: self.open_dialog("rules"), "F1")
        self.first_run_action = self._action(self.tr("Rules in brief and levels…"),
                                             lambda: self.show_first_run())
        self.settings_action = self._action(self.tr("Settings…"), lambda: self.open_dialog("settings"),
                                            "Ctrl+,")
        self.about_action = self._action(self.tr("About Euchre Desktop"), lambda: self.open_dialog("about"))
        self.quit_action = self._action(self.tr("Quit"), self.close, QKeySequence.StandardKey.Quit)
        self.quit_action.setMenuRole(QAction.MenuRole.QuitRole)
        self._dialog_actions = {"statistics": self.statistics_action, "rules": self.rules_action,
                                "settings": self.settings_action, "about": self.about_action}
        for name, action in self._dialog_actions.items():
            action.setEnabled(False)
            command = action.text().rstrip("…")
            action.setStatusTip(self.tr("{command} is not available in this build").format(command=command))
            action.setObjectName(f"{name}Action")

        self.menu = QMenu(self.tr("Menu"), self)
        self.menu.addAction(self.new_match_action)
        self.menu.addMenu(GameMenu(self.settings, self.menu))
        self.menu.addActions([self.replay_action, self.todays_deal_action, self.deal_code_action,
                              self.copy_details_action])
        self.menu.addSeparator()
        self.menu.addAction(self.watch_action)
        self.menu.addSeparator()
        self.menu.addActions([self.statistics_action, self.rules_action, self.first_run_action,
                              self.settings_action, self.about_action])
        self.menu.addSeparator()
        self.menu.addAction(self.quit_action)
        self.menu.aboutToShow.connect(self._refresh_menu)

    def _connect(self) -> None:
        controller, model = self.controller, self.model
        controller.turn_changed.connect(self._on_turn_changed)
        controller.status_changed.connect(self._on_status)
        controller.notice.connect(self._on_notice)
        controller.hint_shown.connect(lambda action, _reason: self.bid_panel.mark(action))
        controller.hand_finished.connect(self._on_hand_finished)
        controller.match_finished.connect(self._on_match_finished)
        controller.match_changed.connect(self._on_match_changed)
        controller.undo_changed.connect(self.undo_action.setEnabled)
        self.bid_panel.chosen.connect(self._on_bid)
        model.error.connect(self._on_error)
        model.bot_fallback.connect(lambda text: self.status.flash(text, StatusKind.WARNING))
        model.position_reset.connect(lambda snapshot: self._refresh_menu())
        model.sound_requested.connect(self._on_sound_requested)

    # ========================================================================== integration points

    def _install_dialogs(self) -> None:
        """The Menu's dialogs: settings, statistics (when the model records them), rules, About."""
        self.install_dialog("settings", lambda: SettingsDialog(self.settings, self))
        # Bid Euchre's chapter says how its options are set for the next Bid Euchre match.
        self.install_dialog("rules", lambda: RulesDialog(
            self.model.euchre_rules, self, worked_hand=self.play_worked_hand,
            bid_rules=self.settings.bid_rules()))
        self.install_dialog("about", lambda: AboutDialog(self))
        statistics = self.model.statistics
        if statistics is not None:
            def statistics_window() -> QDialog:
                rules = self.model.rules
                window = StatisticsWindow(statistics, self, match_id=self.model.match_id or None,
                                          target=rules.target if rules is not None else None,
                                          history=history_of(self))
                accuracy = accuracy_queue(self.model)
                if accuracy is not None:  # a hand reviewed in the background shows while the window is open
                    accuracy.hand_reviewed.connect(window.accuracy.refresh)
                return window
            self.install_dialog("statistics", statistics_window)

    def show_first_run(self, then: Callable[[], object] | None = None) -> FirstRunDialog:
        """The rules in brief, the three options that matter most and the levels (before the first deal,
        and from the Menu); what the player chooses goes into the settings for the next match.  ``then``
        runs once the dialog is closed, either way."""
        self.first_run_dialog = open_first_run(self, then)
        return self.first_run_dialog

    def install_dialog(self, name: str, factory: Callable[[], QDialog]) -> None:
        """Let the Menu open the ``name`` dialog (one of ``DIALOGS``), built by ``factory`` when asked."""
        if name not in DIALOGS:
            raise ValueError(f"no dialog called {name!r}; the Menu opens {', '.join(DIALOGS)}")
        self._dialogs[name] = factory
        action = self._dialog_actions[name]
        action.setEnabled(True)
        action.setStatusTip("")

    def install_sound_board(self, board: SoundBoardLike) -> None:
        """Send the table's sounds to ``board``, silenced by the speaker button and the settings."""
        self.sound_board = board
        self._apply_setting("sound.enabled")

    def open_dialog(self, name: str) -> QDialog | None:
        """Open (or raise) the ``name`` dialog; None when none is installed."""
        factory = self._dialogs.get(name)
        if factory is None:
            return None
        dialog = self._open_dialogs.get(name)
        if dialog is None or not dialog.isVisible():
            dialog = self.pause.while_open(factory())
            self._open_dialogs[name] = dialog
            dialog.open()
        else:
            dialog.activateWindow()
        return dialog

    # =============================================================================== Menu commands

    def new_match(self) -> None:
        """New match: the game, its rules and the players from the settings."""
        self.hide_summary()
        self.model.new_match(self.settings.chosen_rules(), seats=self.settings.seats())

    def replay_deal(self) -> None:
        """Replay this deal: the same cards, from the start."""
        if self.model.replay_deal():
            self.hide_summary()

    def play_todays_deal(self) -> None:
        """Today's deal: the same cards for everyone today, in the chosen game."""
        self.hide_summary()
        self.model.play_todays_deal(self.settings.chosen_rules())

    def ask_for_deal_code(self) -> QInputDialog:
        """Play a deal from a code…: ask for the code (a bad one is explained; the match goes on)."""
        self.deal_code_dialog = self.pause.while_open(ask_for_deal_code(self, self._deal_code_entered))
        return self.deal_code_dialog

    def _deal_code_entered(self, code: str) -> None:
        """A code typed in the dialog: a good one ends the match in progress (asked first); a bad one is
        explained at once and nothing is lost."""
        if deal_code_problem(code) is not None:
            self.play_deal_code(code)  # refused, and said why
            return
        self.confirm_leaving(self.tr("Play this deal"), lambda: self.play_deal_code(code))

    def play_deal_code(self, code: str) -> bool:
        """Play the deal ``code`` describes; a clear message if it cannot be read (nothing is lost)."""
        problem = deal_code_problem(code)
        if problem is None and self.model.play_deal_code(code.strip()):
            self.hide_summary()
            return True
        why = problem or self.tr("That deal cannot be played.")
        self.show_message(self.tr("That deal code cannot be played"),
                          self.tr("{why}\n\nYour match goes on where it was.").format(why=why))
        return False

    def play_worked_hand(self) -> WalkthroughBar | None:
        """The Rules' worked hand, step by step on the table; the match waits (see ``walkthrough_bar``)."""
        from .walkthrough_bar import WalkthroughBar  # first use: the first frame needs no walkthrough
        return WalkthroughBar.open(self)

    def copy_deal_details(self) -> str:
        """Copy deal details: the code, the rules, the hands and the play so far, to the clipboard."""
        text = self.model.deal_details()
        if not text:
            self.status.flash(self.tr("There is no deal to copy yet."), StatusKind.WARNING)
            return ""
        clipboard = QGuiApplication.clipboard()
        clipboard.setText(text)
        self.status.flash(self.tr("Deal details copied to the clipboard."), StatusKind.INFO)
        return text

    def request_hint(self) -> bool:
        """Hint: ask for the Expert's choice.  It may take a moment (a discard weighs six cards): the status
        line says so at once, and the hint takes its place when it comes."""
        if not self.controller.request_hint():
            return False
        self.status.flash(translated(HINT_THINKING), StatusKind.INFO)
        return True

    def toggle_watching(self) -> None:
        """Watch a hand (the computer plays your seat), or take your seat back."""
        if self.model.watching:
            self.model.take_back_seat()
            self.status.flash(self.tr("Your seat is yours again."), StatusKind.INFO)
        else:
            self.model.watch_hand()
            self.controller.withdraw_turn()
            self.status.flash(self.tr("Watching: the computer plays your seat to the end of this hand."),
                              StatusKind.INFO)
        self._refresh_menu()

    def offer_resume(self) -> QMessageBox | None:
        """Put the saved match on the table, held still (no card moves, no computer player is asked), and
        ask whether to resume it or start a new one: the table behind the question shows the match it
        names.  The answer is taken whenever it comes, without holding up the window.  Returns the
        question; None when the saved match cannot be resumed (the player is told, and a new match begins).
        """
        model = self.model
        self.pause.hold("resume")
        if not model.resume():
            self.pause.hold("resume", False)
            self.new_match()
            return None

        def answered(resume: bool) -> None:
            if not resume:
                self.new_match()
            self.pause.hold("resume", False)

        score = score_text(model.seats.names, model.scores)
        question = self.tr("You have a match in progress ({score}).\n\nPick it up where you left it?")
        box = ask(self, self.tr("Resume your match?"), question.format(score=score), name="resumeBox",
                  yes=self.tr("Resume"), no=self.tr("New match"), default_yes=True, answered=answered)
        self.resume_box = self.pause.while_open(box)
        return self.resume_box

    def match_in_progress(self) -> bool:
        """True when starting another match would lose this one: it is under way (someone has acted, or a
        hand has been played) and not yet over."""
        model = self.model
        if model.rules is None or model.is_over:
            return False
        snapshot = model.snapshot()
        return snapshot.hand_index > 0 or bool(snapshot.view.history)

    def confirm_leaving(self, what: str, then: Callable[[], object]) -> QMessageBox | None:
        """Do ``then`` (which ends the match in progress) at once if no match is in progress; otherwise ask
        first.  The question is window-modal and answered whenever the player likes (nothing waits on it);
        while it is open, asking again just brings it forward.  Returns the question, or None if none."""
        if not self.match_in_progress():
            then()
            return None
        box = self.leave_box
        if box is not None and box.isVisible():
            box.activateWindow()
            return box
        score = score_text(self.model.seats.names, self.model.scores)
        question = self.tr("{command} ends the match in progress ({score}); it can't be picked up again.")
        box = ask(self, self.tr("Leave this match?"), question.format(command=what, score=score),
                  name="leaveBox", yes=what, no=self.tr("Keep playing"), default_yes=False,
                  answered=lambda leave: then() if leave else None)
        if what == self.tr("New match"):
            offer_other_game(box, self.settings, then)
        self.leave_box = self.pause.while_open(box)
        return self.leave_box

    def show_message(self, title: str, text: str) -> QMessageBox:
        """A warning that does not stop the game (window-modal, answered whenever the player likes)."""
        self.message_box = self.pause.while_open(warn(self, title, text))
        return self.message_box

    # =============================================================================== reactions

    def _refresh_menu(self) -> None:
        has_match = self.model.rules is not None
        self.replay_action.setEnabled(has_match)
        self.copy_details_action.setEnabled(has_match)
        self.watch_action.setEnabled(has_match)
        watching = self.model.watching
        self.watch_action.setText(self.tr("Take back my seat") if watching else self.tr("Watch a hand"))

    def _on_turn_changed(self, turn: HumanTurn | None) -> None:
        self.hint_action.setEnabled(turn is not None)
        if not isinstance(turn, HumanTurn):  # none, or Bid Euchre's (see bid_euchre)
            # The player acted (or the moment passed): a refusal or hint about it is old news.
            self.status.end_flash()
            self.bid_panel.set_choices([])
            return
        view = turn.view
        prompt = card_prompt(turn, view, self.controller.names, tap_twice=self.controller.tap_twice)
        if prompt:
            self.bid_panel.show_prompt(prompt)
        else:
            self.bid_panel.set_choices(bid_choices(turn, view))
        self.place_overlays()

    def _on_bid(self, action: Action) -> None:
        self.controller.choose(action)

    def _on_status(self, text: str, your_turn: bool) -> None:
        self.status.show_status(text, StatusKind.TURN if your_turn else StatusKind.WAIT)

    def _on_notice(self, text: str, warning: bool) -> None:
        self.status.flash(text, StatusKind.WARNING if warning else StatusKind.INFO)

    def _on_error(self, words: Phrase) -> None:
        # Said once, in a box the player dismisses: a long message would not fit the status line anyway.
        self.show_message(WINDOW_TITLE, said(words))

    def _on_hand_finished(self, summary: HandSummary) -> None:
        rules = self.controller.rules
        assert rules is not None
        self.summary.show_hand(summary, self.controller.names, rules, last_hand=self.model.is_over)
        self.place_overlays()

    def _on_next_hand(self) -> None:
        self.hide_summary()
        self.setWindowTitle(WINDOW_TITLE)  # the chosen deal, if it was one, is over
        self.controller.next_hand()

    def _on_match_finished(self, result: MatchSummary) -> None:
        self.summary.show_match(result, self.controller.names)
        self.place_overlays()

    def _on_match_changed(self, info: MatchInfo) -> None:
        self.hide_summary()
        self.bid_panel.set_choices([])
        self._refresh_menu()
        tag = DEAL_TAGS.get(info.kind) if self.model.snapshot().hand_index == 0 else None
        self.setWindowTitle(WINDOW_TITLE if tag is None else f"{translated(tag)} \N{EM DASH} {WINDOW_TITLE}")

    def _toggle_sound(self) -> None:
        self.settings.set("sound.enabled", self.sound_action.isChecked())

    def _toggle_classic(self) -> None:
        self.settings.set("table.classic_faces", self.classic_action.isChecked())

    def _on_sound_requested(self, name: str) -> None:
        self.sound_board.play(name)

    def _apply_setting(self, key: str, initial: bool = False) -> None:
        """React to a setting (see ``setting_reactions``): at once for the table, from the next match for
        the rules; ``initial`` while the window opens."""
        reaction = REACTIONS.get(key)
        if reaction is not None:
            reaction(self, initial)

    @property
    def summary(self) -> HandSummaryPanel:
        """The panel over the table after each hand, built when first wanted (40M instructions saved)."""
        if self._summary is None:
            self._summary = HandSummaryPanel(self.view.viewport())
            self._summary.next_requested.connect(self._on_next_hand)
            self._summary.new_match_requested.connect(self.new_match)
            self._summary.place(self.scene.layout.unit)
            self.summary_made.emit()
        return self._summary

    def hide_summary(self) -> None:
        """Hide the hand's summary (nothing to do before it is first built)."""
        if self._summary is not None:
            self._summary.hide()

    # ================================================================================== layout

    def place_overlays(self) -> None:
        """The bid panel just above the player's hand, the summary in the middle; both scale with it."""
        viewport, layout, panel = self.view.viewport(), self.scene.layout, self.bid_panel
        panel.set_unit(layout.unit)
        place_over_hand(panel, layout, viewport.width())
        if self._summary is not None:
            self._summary.place(layout.unit)

    def closeEvent(self, event: QCloseEvent) -> None:
        """Quitting: remember where the window was, and stop the computer players' worker (the match is
        already saved)."""
        if not self.isFullScreen():  # the Intermission's full-screen cover is not the player's window
            geometry = bytes(self.saveGeometry().toBase64().data()).decode("ascii")
            self.settings.set("general.window_geometry", geometry)
        self.model.shutdown()
        super().closeEvent(event)

