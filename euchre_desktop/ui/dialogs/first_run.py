"""The first-run dialog: the game, its rules in brief, the options that matter most, and the players' levels.

Shown before the first deal and again from Help. It returns a plain ``FirstRunChoices`` value; the caller
applies it to the settings (``choices.settings_values(rules, bid_rules)``: the game chosen, the next
match's rules of either game, and the two levels).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Final

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QFrame,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QRadioButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from ...engine import Rules
from ...engine.bid import BidRules, Form
from ...engine.bid.words import BID_OPTION_WORDS
from ...engine.translatable import N_
from ...language import translated
from ...persistence.seats import DEFAULT_NAMES
from ...persistence.settings import Value
from ..deferred import deferred
from ..text_size import text_width

if TYPE_CHECKING:
    from ..main_window import MainWindow
    from .rules_text import RulesDialog
else:  # the full rules (and the help and keys pages they hold) are imported when first opened from here
    RulesDialog = deferred("euchre_desktop.ui.dialogs.rules_text", "RulesDialog")

__all__ = ["LEVELS", "FirstRunChoices", "FirstRunDialog", "open_first_run"]

LEVELS: Final = (
    ("easy", N_("Easy"), N_("Makes the mistakes of a beginner.")),
    ("standard", N_("Standard"), N_("Bids and plays by the book.")),
    ("expert", N_("Expert"), N_("Counts every card and thinks ahead.")),
)
"""The computer players' levels: the settings value, its label and a line about it."""

WIDTH: Final = 560
"""The dialog's width in pixels at 100% text: about 80 characters of the summary to a line."""

_LEVEL_VALUES: Final = tuple(value for value, _label, _about in LEVELS)

SUMMARY: Final = N_("""
<h3>The game in brief</h3>
<p>Euchre is played by two partnerships with a 24-card deck, nine to ace. Each player gets five cards and
one card is turned up to propose trump.</p>
<p><b>Bidding.</b> In turn from the dealer's left, each player may <i>order up</i> the turned card's suit as
trump (the dealer then takes it and discards) or pass. If all pass, each may name another suit or pass.
The side that chooses trump must take three of the five tricks.</p>
<p><b>Trump.</b> The jack of trump (the right bower) is the highest card, and the other jack of the same
colour (the left bower) is second and counts as a trump. Follow suit when you can.</p>
<p><b>Scoring.</b> Three or four tricks score 1, all five 2. Whoever names trump may <i>go alone</i> while
the partner sits out: all five tricks then score 4. Makers who fall short are <i>euchred</i>, and the other
side scores 2.</p>
""")
"""The rules in brief, as the first-run dialog shows them."""

BID_SUMMARY: Final = N_("""
<h3>Bid Euchre in brief</h3>
<p>Bid Euchre is Euchre with an auction. Two sides, partners sitting in turn round the table, play with the
24-card deck, nine to ace, or two of them shuffled together, and the whole deck is dealt.</p>
<p><b>Bidding.</b> Once round from the dealer's left, each player passes or bids more tricks than the last
bid, naming a trump suit or no trump. If nobody bids, the dealer must. Instead of a number you may <i>shoot
the moon</i>: play alone for every trick, while your partners sit out.</p>
<p><b>Play.</b> The high bidder leads. Follow suit when you can; the bowers are trump as in Euchre (in no
trump there are none). With two decks, of two identical cards the first played wins.</p>
<p><b>Scoring.</b> A side scores a point for every trick it takes, but bidders who fall short lose their bid
instead. The first side to reach the target, usually 32 points, wins.</p>
""")
"""Bid Euchre in brief, as the first-run dialog shows it when Bid Euchre is chosen."""

_FORMS: Final = tuple((form.value, words) for form, words in BID_OPTION_WORDS["form"].values)


@dataclasses.dataclass(frozen=True, slots=True)
class FirstRunChoices:
    """What the player chose before the first deal.

    ``target`` is 5 or 10 points, or None to keep the current match length (an 11-point or fixed-hands
    match chosen in the settings). The levels are ``"easy"``, ``"standard"`` or ``"expert"``.
    """

    stick_the_dealer: bool = True
    canadian_loner: bool = False
    target: int | None = 10
    opponents_level: str = "standard"
    partner_level: str = "standard"
    game: str = "euchre"
    """"euchre" or "bid_euchre"."""
    bid_form: str = Form.SINGLE_4.value
    """Bid Euchre's players and pack (a ``Form`` value)."""

    def __post_init__(self) -> None:
        if self.game not in ("euchre", "bid_euchre"):
            raise ValueError(f"the game is euchre or bid_euchre, not {self.game!r}")
        Form(self.bid_form)
        if self.target not in (5, 10, None):
            raise ValueError(f"the first-run target is 5 or 10 points (or None to keep), not {self.target!r}")
        for field in ("opponents_level", "partner_level"):
            if getattr(self, field) not in _LEVEL_VALUES:
                raise ValueError(f"{field} must be one of {', '.join(_LEVEL_VALUES)}, "
                                 f"not {getattr(self, field)!r}")

    def apply_to(self, rules: Rules) -> Rules:
        """Return ``rules`` with these choices made (raises RulesError if they cannot combine)."""
        changes: dict[str, object] = {"stick_the_dealer": self.stick_the_dealer}
        if _canadian_loner_possible(rules):
            changes["canadian_loner"] = self.canadian_loner
        if self.target is not None:
            changes.update(target=self.target, fixed_hands=None)
        return rules.replace(**changes)

    def apply_to_bid(self, rules: BidRules) -> BidRules:
        """Return Bid Euchre's ``rules`` for the players and pack chosen: another form plays its own usual
        lowest bid, and a double pack has no Benny."""
        return rules.in_form(Form(self.bid_form))

    def settings_values(self, rules: Rules, bid_rules: BidRules) -> dict[str, Value]:
        """The settings these choices set, given the rules of each game set now: the game, both games'
        rules (``game.game``, ``rules.*``, ``bid_rules.*``) and the levels."""
        bid = self.apply_to_bid(bid_rules).to_dict()
        return {"game.game": self.game,
                **{f"rules.{name}": value for name, value in self.apply_to(rules).to_dict().items()},
                **{f"bid_rules.{name}": value for name, value in bid.items()},
                "players.opponents_level": self.opponents_level, "players.partner_level": self.partner_level}


def _canadian_loner_possible(rules: Rules) -> bool:
    """The Canadian loner needs partners and loners declared with the bid."""
    return not rules.cutthroat and not rules.loner_after_trump


class FirstRunDialog(QDialog):
    """Before the first deal: the rules in brief, three options and the levels, then Deal (or, opened in the
    middle of a match, Back to the table).

    The dialog starts from the current ``rules`` and levels, so opening it again from Help changes nothing
    unless the player does. ``choices()`` returns what is selected (also after Escape, when the caller should
    simply keep its current settings).
    """

    def __init__(self, rules: Rules | None = None, *, opponents_level: str = "standard",
                 partner_level: str = "standard", opponents: str = "Hank and Luis", partner: str = "Gloria",
                 accept_text: str = "Deal", game: str = "euchre", bid_rules: BidRules | None = None,
                 six_names: Sequence[str] = DEFAULT_NAMES[6], parent: QWidget | None = None) -> None:
        """Build the dialog showing ``game`` ("euchre" or "bid_euchre"), each game's rules (default: the
        usual game) and the given levels; the button that closes it says ``accept_text``.  ``opponents`` and
        ``partner`` name the computer players at four seats, ``six_names`` every seat at six."""
        super().__init__(parent)
        self._rules = rules if rules is not None else Rules()
        self._bid_rules = bid_rules if bid_rules is not None else BidRules()
        self._rules_dialog: RulesDialog | None = None
        self.setWindowTitle(self.tr("Welcome to Euchre"))

        self.summary = QLabel(self)
        self.summary.setObjectName("summary")
        self.summary.setWordWrap(True)
        self.summary.setTextFormat(Qt.TextFormat.RichText)
        self.euchre = QRadioButton(self.tr("Euchre"), self)
        self.bid_euchre = QRadioButton(self.tr("Bid Euchre"), self)
        (self.bid_euchre if game == "bid_euchre" else self.euchre).setChecked(True)
        self.bid_form = QComboBox(self)
        for value, words in _FORMS:
            self.bid_form.addItem(translated(words), value)
        self.bid_form.setCurrentIndex(self.bid_form.findData(self._bid_rules.form.value))
        games = QGroupBox(self.tr("Game"), self)
        games_layout = QVBoxLayout(games)
        choice = QHBoxLayout()
        choice.addWidget(self.euchre)
        choice.addSpacing(24)
        choice.addWidget(self.bid_euchre)
        choice.addStretch(1)
        games_layout.addLayout(choice)
        games_layout.addWidget(self._note(self.tr("Bid Euchre is an auction for tricks, for four players or "
                                                  "six.")))
        self.bid_options = QWidget(self)
        bid_layout = QFormLayout(self.bid_options)
        bid_layout.setContentsMargins(22, 0, 0, 0)
        bid_layout.addRow(self.tr("Players and pack:"), self.bid_form)
        games_layout.addWidget(self.bid_options)

        self.stick_the_dealer = QCheckBox(self.tr("Stick the dealer"), self)
        self.stick_the_dealer.setChecked(self._rules.stick_the_dealer)
        self.canadian_loner = QCheckBox(self.tr("Canadian loner"), self)
        self.canadian_loner.setChecked(self._rules.canadian_loner)
        self.canadian_loner.setEnabled(_canadian_loner_possible(self._rules))
        self.to_ten = QRadioButton(self.tr("10 points"), self)
        self.to_five = QRadioButton(self.tr("5 points (a short game)"), self)
        self.keep_length = QRadioButton(self._current_length(), self)
        self._length_group = QButtonGroup(self)
        for button in (self.to_ten, self.to_five, self.keep_length):
            self._length_group.addButton(button)
        {10: self.to_ten, 5: self.to_five}.get(self._rules.target or 0, self.keep_length).setChecked(True)
        self.keep_length.setVisible(self._rules.target not in (5, 10))

        self.options = options = QGroupBox(self.tr("Table rules"), self)
        options_layout = QVBoxLayout(options)
        options_layout.addWidget(self.stick_the_dealer)
        options_layout.addWidget(self._note(self.tr("If everyone passes twice, the dealer must name "
                                                    "trump.")))
        options_layout.addWidget(self.canadian_loner)
        options_layout.addWidget(self._note(self.tr("The dealer's partner who orders up must go "
                                                    "alone.")))
        options_layout.addWidget(QLabel(self.tr("A match is played to:"), options))
        for button in (self.to_ten, self.to_five, self.keep_length):
            options_layout.addWidget(button)

        self.opponents_level = self._level_box(opponents_level)
        self.partner_level = self._level_box(partner_level)
        players = QGroupBox(self.tr("Computer players"), self)
        players_layout = QFormLayout(players)
        self._level_labels = {
            False: (self.tr("Opponents ({names}):").format(names=opponents),
                    self.tr("Partner ({name}):").format(name=partner)),
            True: (self.tr("Opponents ({first}, {second} and {third}):").format(
                       first=six_names[1], second=six_names[3], third=six_names[5]),
                   self.tr("Partners ({first} and {second}):").format(first=six_names[2],
                                                                       second=six_names[4])),
        }
        self.opponents_label = QLabel(self)
        self.partner_label = QLabel(self)
        players_layout.addRow(self.opponents_label, self.opponents_level)
        players_layout.addRow(self.partner_label, self.partner_level)
        players_layout.addRow(self._note(self.tr("Easy makes a beginner's mistakes; Standard plays by the "
                                                 "book; Expert counts every card.")))

        self.full_rules_button = QPushButton(self.tr("Full rules…"), self)
        self.full_rules_button.setObjectName("fullRules")
        self.full_rules_button.clicked.connect(self.show_full_rules)
        self._buttons = buttons = QDialogButtonBox(self)
        buttons.addButton(self.full_rules_button, QDialogButtonBox.ButtonRole.HelpRole)
        self.deal_button = buttons.addButton(accept_text, QDialogButtonBox.ButtonRole.AcceptRole)
        self.deal_button.setDefault(True)
        buttons.accepted.connect(self.accept)

        # Everything but the buttons scrolls, for a large text size on a small screen.
        self._page = QWidget(self)
        page = QVBoxLayout(self._page)
        margin = 4  # room for the focus mark round the scrolled part (focus_mark)
        page.setContentsMargins(margin, margin, margin, margin)
        page.addWidget(self.summary)
        page.addWidget(games)
        page.addWidget(options)
        page.addWidget(players)
        page.addWidget(self._note(self.tr("You can change any of these later in Settings. New rules start "
                                          "with the next match, new levels at once.")))
        self._scroll = QScrollArea(self)
        self._scroll.setWidget(self._page)
        self._scroll.setWidgetResizable(True)
        self._scroll.setFrameShape(QFrame.Shape.NoFrame)
        # Transparent (setWidget paints the page), so the focus mark round the scrolled part shows through.
        self._scroll.viewport().setAutoFillBackground(False)
        self._page.setAutoFillBackground(False)
        self._scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self._layout = layout = QVBoxLayout(self)
        layout.addWidget(self._scroll)
        layout.addWidget(buttons)
        self.euchre.toggled.connect(self._show_game)
        self.bid_form.currentIndexChanged.connect(self._show_game)
        self._show_game()

    def _show_game(self) -> None:
        """The summary and options of the game chosen."""
        bid = self.bid_euchre.isChecked()
        self.summary.setText(translated(BID_SUMMARY if bid else SUMMARY).strip())
        self.options.setVisible(not bid)
        self.bid_options.setVisible(bid)
        six = bid and self.bid_form.currentData() == Form.DOUBLE_6.value
        opponents, partner = self._level_labels[six]
        self.opponents_label.setText(opponents)
        self.partner_label.setText(partner)
        self.partner_level.setEnabled(bid or not self._rules.cutthroat)
        # Wrapped labels need a width to know their height, and a top-level window's size hint does not ask
        # for one: choose the width, then take the height the layout needs at that width.
        width = text_width(WIDTH, self)
        self.setMinimumWidth(width)
        layout = self._layout
        margins = layout.contentsMargins()
        whole = (self._page.heightForWidth(width - margins.left() - margins.right()) + layout.spacing()
                 + self._buttons.sizeHint().height() + margins.top() + margins.bottom())
        # No taller than most of the screen: the rest scrolls.  A page that fits has no scroll bar at all
        # (shown while the window grows, one would narrow the page and keep itself needed).
        tallest = round(self.screen().availableGeometry().height() * 0.9)
        self._scroll.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff if whole <= tallest
                                                else Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        self.resize(width, min(whole, tallest))

    def choices(self) -> FirstRunChoices:
        """What is selected now."""
        if self.to_ten.isChecked():
            target: int | None = 10
        elif self.to_five.isChecked():
            target = 5
        else:
            target = None
        return FirstRunChoices(
            stick_the_dealer=self.stick_the_dealer.isChecked(),
            canadian_loner=self.canadian_loner.isChecked() and self.canadian_loner.isEnabled(),
            target=target,
            opponents_level=str(self.opponents_level.currentData()),
            partner_level=str(self.partner_level.currentData()),
            game="bid_euchre" if self.bid_euchre.isChecked() else "euchre",
            bid_form=str(self.bid_form.currentData()),
        )

    def show_full_rules(self) -> RulesDialog:
        """Open the full rules (as they would be with the current choices) beside this dialog, at Bid
        Euchre's chapter when that is the game chosen."""
        choices = self.choices()
        rules, bid_rules = choices.apply_to(self._rules), choices.apply_to_bid(self._bid_rules)
        if self._rules_dialog is None:
            self._rules_dialog = RulesDialog(rules, self, bid_rules=bid_rules)
        else:
            self._rules_dialog.set_rules(rules, bid_rules)
        self._rules_dialog.show()
        if choices.game == "bid_euchre":
            self._rules_dialog.show_section("bid-euchre")
        return self._rules_dialog

    def _level_box(self, level: str) -> QComboBox:
        if level not in _LEVEL_VALUES:
            raise ValueError(f"the level must be one of {', '.join(_LEVEL_VALUES)}, not {level!r}")
        box = QComboBox(self)
        for value, label, about in LEVELS:
            box.addItem(translated(label), value)
            box.setItemData(box.count() - 1, translated(about), Qt.ItemDataRole.ToolTipRole)
        box.setCurrentIndex(_LEVEL_VALUES.index(level))
        return box

    def _note(self, text: str) -> QLabel:
        """A quiet explanatory line under an option."""
        label = QLabel(text, self)
        label.setWordWrap(True)
        label.setIndent(22)
        # The quieter ink of the Settings dialog's captions: clearly secondary to the option, still easy to
        # read (halfway between the text and the page fell short of WCAG's contrast for text).
        palette = label.palette()
        palette.setColor(label.foregroundRole(), palette.color(palette.ColorRole.PlaceholderText))
        label.setPalette(palette)
        return label

    def _current_length(self) -> str:
        if self._rules.target is not None:
            return self.tr("%n point(s) (as set now)", "", self._rules.target)
        return self.tr("%n hand(s) (as set now)", "", self._rules.fixed_hands or 0)


def open_first_run(window: MainWindow, then: Callable[[], object] | None = None) -> FirstRunDialog:
    """Open the first-run dialog over ``window`` with its settings and names, held like any dialog; what the
    player chooses goes into the settings for the next match.  ``then`` runs once the dialog is closed,
    either way."""
    settings = window.settings
    names = settings.seats().names if len(settings.seats().names) == 4 else DEFAULT_NAMES[4]
    opponents = QCoreApplication.translate("FirstRunDialog", "{left} and {right}")
    deal = QCoreApplication.translate("FirstRunDialog", "Deal")
    back = QCoreApplication.translate("FirstRunDialog", "Back to the table")
    dialog = FirstRunDialog(settings.rules(),
                            opponents_level=str(settings.get("players.opponents_level")),
                            partner_level=str(settings.get("players.partner_level")),
                            opponents=opponents.format(left=names[1], right=names[3]), partner=names[2],
                            accept_text=deal if window.model.rules is None else back,
                            game=settings.game(), bid_rules=settings.bid_rules(),
                            six_names=settings.seats().for_players(6).names, parent=window)
    if window.model.rules is not None:  # from the Menu, in a match: no welcome, the command's own name
        dialog.setWindowTitle(QCoreApplication.translate("FirstRunDialog", "Rules in brief and levels"))

    def closed(result: int) -> None:
        values: dict[str, Value] = {"general.first_run_done": True}
        if result == QDialog.DialogCode.Accepted:
            values.update(dialog.choices().settings_values(settings.rules(), settings.bid_rules()))
        settings.update(values)
        if then is not None:
            then()

    dialog.finished.connect(closed)
    window.pause.while_open(dialog)
    dialog.open()
    return dialog

