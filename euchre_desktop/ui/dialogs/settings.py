"""The settings dialog, generated from the settings schema so no option can be shown and then not saved.

Each section of ``SCHEMA`` that has settings to show becomes a tab, and each setting an editor chosen by its
type (``setting_editors``): a check box for yes or no, a list for choices, a slider for a scale the player
feels along (volume, speed), a spin box for a bounded number, a line edit for a name.  Every editor carries
the setting's label, its one-line help as a caption beneath it, and the same help as tooltip and status
tip.  A setting the
dialog has no editor for stops the dialog from opening (``TypeError`` naming the key), so a new setting
cannot be silently left out.

Nothing is written until Apply or OK, and then through ``Settings.update`` in one step; Cancel writes
nothing.  The Rules tab chooses the game (Euchre or Bid Euchre) and shows that game's options, with a
preset selector, says how the rules differ from the usual game, says why (in the player's language) when the
options conflict (OK and Apply are disabled until they don't), and notes that rule changes apply from the
next match.
"""

from __future__ import annotations

import functools
from collections.abc import Iterable, Mapping
from typing import Final

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QFont, QIcon
from PySide6.QtWidgets import (
    QAbstractButton,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QFrame,
    QHBoxLayout,
    QLabel,
    QScrollArea,
    QSizePolicy,
    QStackedWidget,
    QStyle,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from ...engine import PRESET_NAMES, PRESETS, Rules, RulesError
from ...engine.bid import BidRules, BidRulesError, Form
from ...engine.bid.words import BID_PRESET_NAMES, BID_PRESETS, bid_preset_name
from ...engine.translatable import N_
from ...language import said, translated
from ...persistence.settings import SCHEMA, SECTIONS, Setting, Settings, SettingsError, Value
from .setting_editors import Editor, caption_label, choice_label, editor_for

__all__ = [
    "ENABLED_BY",
    "FIXED_HANDS_WHEN_CHOSEN",
    "RULES_NOTE",
    "SettingsDialog",
]

ENABLED_BY: Final = {"sound.volume": "sound.enabled", "rules.benny_card": "rules.benny",
                     "bid_rules.moon_over_moon": "bid_rules.partners_best",
                     "table.score_pair": "table.six_and_four"}
"""A setting whose editor is only enabled while another is on, or not zero (volume means nothing silent)."""

IMPLIED: Final[dict[tuple[str, Value], dict[str, Value]]] = {
    ("bid_rules.benny", True): {"bid_rules.no_trump": "off"},
    ("bid_rules.form", "double_4"): {"bid_rules.benny": False},
    ("bid_rules.form", "double_6"): {"bid_rules.benny": False},
    ("bid_rules.partners_best", 0): {"bid_rules.moon_over_moon": False},
}
"""Choosing one value sets others that could not go with it (the Benny needs suit bids and one pack), so the
player never has to fix a conflict the dialog could have avoided."""

_ON_RULES_TAB: Final = ("game", "bid_rules")
"""Sections shown on the Rules tab rather than a tab of their own."""

FIXED_HANDS_WHEN_CHOSEN: Final = 10
"""The number of hands offered when the player switches from a target score to a fixed number of hands."""

RULES_NOTE: Final = N_("Rule changes apply from the next match.")

_CUSTOM: Final = N_("Custom")


# ================================================================================================= dialog


class SettingsDialog(QDialog):
    """Edit the settings, a tab per section, each editor generated from the schema.

    Signals:
        applied(): the dialog wrote the settings (Apply or OK); ``Settings.changed`` has already said which.
    """

    applied = Signal()

    def __init__(self, settings: Settings, parent: QWidget | None = None) -> None:
        """Show ``settings``; nothing is written before Apply or OK."""
        super().__init__(parent)
        self.setWindowTitle(self.tr("Settings"))
        self.setObjectName("settingsDialog")
        self._settings = settings
        self._editors: dict[str, Editor] = {}
        self._sections: list[str] = []
        self._loading = False
        self._saved: dict[str, Value] = {}
        self._form_labels: list[QLabel] = []
        self._scrolls: list[QScrollArea] = []

        self.tabs = QTabWidget()
        self.rules_pages = QStackedWidget()
        """Euchre's options, then Bid Euchre's: the game chosen shows."""
        self.presets = QStackedWidget()
        self.bid_preset_combo = QComboBox()
        self.preset_combo = QComboBox()
        # The "Preset:" label names the stack that holds them: a screen reader is told their name here.
        self.preset_combo.setAccessibleName(self.tr("Preset"))
        self.bid_preset_combo.setAccessibleName(self.tr("Bid Euchre preset"))
        self.preset_caption = caption_label("")
        self.problem_label = QLabel()
        self._problem_icon = QLabel()
        self._problem_bar = QFrame()
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Apply
            | QDialogButtonBox.StandardButton.Cancel | QDialogButtonBox.StandardButton.RestoreDefaults)

        # The game comes first: the Rules tab's header shows it, above the options of the game chosen.
        game = editor_for(SCHEMA["game.game"])
        game.on_change(functools.partial(self._on_edit, "game.game"))
        self._editors["game.game"] = game
        for section, title in SECTIONS.items():
            shown = [s for s in SCHEMA.values() if s.section == section and not s.hidden]
            if shown and section not in _ON_RULES_TAB:
                self._sections.append(section)
                self.tabs.addTab(self._page(section, shown), translated(title))
        # One label column width for every tab, so the controls do not jump sideways between tabs.
        label_width = max(label.sizeHint().width() for label in self._form_labels)
        for label in self._form_labels:
            label.setMinimumWidth(label_width)
        # A page scrolls up and down, never sideways: each is as wide as its labels and controls need (more
        # at a large text size).
        for scroll in self._scrolls:
            body, bar = scroll.widget(), scroll.verticalScrollBar()
            if body is not None:
                scroll.setMinimumWidth(body.minimumSizeHint().width() + bar.sizeHint().width())

        self._build_problem_bar()
        restore = self.buttons.button(QDialogButtonBox.StandardButton.RestoreDefaults)
        restore.setToolTip(self.tr("Put back the defaults of the settings on this tab (written on Apply or "
                                   "OK)"))
        self.buttons.clicked.connect(self._on_button)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)

        layout = QVBoxLayout(self)
        layout.addWidget(self.tabs, 1)
        layout.addWidget(self._problem_bar)
        layout.addWidget(self.buttons)
        settings.changed.connect(self._on_settings_changed)
        self._load(settings.values())
        self.resize(660, 680)

    # ------------------------------------------------------------------------------------------ public

    def editor(self, key: str) -> QWidget:
        """The control for setting ``key``; KeyError if the dialog does not show it."""
        return self._editors[key].widget

    def setting_keys(self) -> list[str]:
        """The settings the dialog shows, in order."""
        return list(self._editors)

    def value(self, key: str) -> Value:
        """The value the editor of ``key`` shows (not yet written)."""
        return self._editors[key].value()

    def values(self) -> dict[str, Value]:
        """Every value the dialog shows (not yet written)."""
        return {key: editor.value() for key, editor in self._editors.items()}

    def problems(self) -> dict[str, str]:
        """What stops the values being written, by section: a bad value, or rules that conflict (either
        game's: Bid Euchre's are the section "bid_rules")."""
        found: dict[str, str] = {}
        for editor in self._editors.values():
            try:
                editor.setting.check(editor.value())
            except SettingsError as error:
                found.setdefault(editor.setting.section, said(error.words))
        if "rules" not in found:
            try:
                self._pending_rules()
            except RulesError as error:
                conflict = self.tr("These rules cannot be played together: {why}.")
                found["rules"] = conflict.format(why=said(error.words))
        if "bid_rules" not in found:
            try:
                self._pending_bid_rules()
            except BidRulesError as error:
                conflict = self.tr("These Bid Euchre rules cannot be played together: {why}.")
                found["bid_rules"] = conflict.format(why=said(error.words))
        return found

    def sections(self) -> list[str]:
        """The sections shown as tabs, in order."""
        return list(self._sections)

    def show_section(self, section: str) -> None:
        """Bring the tab of ``section`` (a key of ``SECTIONS``) to the front."""
        self.tabs.setCurrentIndex(self._sections.index(_tab_of(section)))

    def current_section(self) -> str:
        """The section of the tab in front."""
        return self._sections[self.tabs.currentIndex()]

    def select_preset(self, name: str) -> None:
        """Fill the rule options from the preset ``name`` (a key of ``PRESETS``)."""
        self._set_values({f"rules.{option}": value for option, value in PRESETS[name].to_dict().items()})

    def select_bid_preset(self, name: str) -> None:
        """Fill Bid Euchre's options from the preset ``name`` (a key of ``BID_PRESETS``)."""
        options = BID_PRESETS[name].to_dict()
        self._set_values({f"bid_rules.{option}": value for option, value in options.items()})

    def restore_defaults(self, section: str | None = None) -> None:
        """Show the defaults of ``section`` (default: the tab in front; on the Rules tab, the options of the
        game shown); written on Apply or OK."""
        section = section or self.current_section()
        if section == "rules" and self._editors["game.game"].value() == "bid_euchre":
            section = "bid_rules"
        self._set_values({key: editor.setting.default for key, editor in self._editors.items()
                          if editor.setting.section == section})

    def apply(self) -> bool:
        """Write the values shown; False (and nothing written) while something is wrong."""
        if self.problems():
            return False
        try:
            self._settings.update(self.values())
        except SettingsError as error:
            self._show_problem(said(error.words))
            return False
        self._saved = {key: self._settings.get(key) for key in self._editors}
        self._refresh()
        self.applied.emit()
        return True

    def accept(self) -> None:
        """OK: write the values and close; stay open if they cannot be written."""
        if self.apply():
            super().accept()

    # ----------------------------------------------------------------------------------------- building

    def _page(self, section: str, settings: Iterable[Setting]) -> QWidget:
        body = QWidget()
        form = QFormLayout(body)
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        form.setLabelAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignTop)
        form.setVerticalSpacing(10)
        form.setHorizontalSpacing(14)
        for setting in settings:
            editor = editor_for(setting)
            editor.on_change(functools.partial(self._on_edit, setting.key))
            self._editors[setting.key] = editor
            field = QWidget()
            column = QVBoxLayout(field)
            column.setContentsMargins(0, 0, 0, 0)
            column.setSpacing(2)
            if editor.carries_label:
                column.addWidget(editor.field)
            else:
                # Lists, numbers and names share one width, so the controls line up down the page.
                # Never narrower than its longest words either (a large text size), so no page cuts it off.
                editor.field.setMinimumWidth(max(self._control_width(), editor.field.sizeHint().width()))
                editor.field.setSizePolicy(QSizePolicy.Policy.Maximum, QSizePolicy.Policy.Fixed)
                column.addWidget(editor.field, 0, Qt.AlignmentFlag.AlignLeft)
            column.addWidget(caption_label(translated(setting.help)))
            if editor.carries_label:
                # The box carries its own label; an empty label widget keeps it in the field column.
                form.addRow(QLabel(), field)
                continue
            label = QLabel(self.tr("{label}:").format(label=translated(setting.label)))
            label.setBuddy(editor.widget)
            label.setToolTip(translated(setting.help))
            label.setStatusTip(translated(setting.help))
            # As tall as the control and centred, so the label reads on the control's line, not above it.
            label.setMinimumHeight(editor.field.sizeHint().height())
            label.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            self._form_labels.append(label)
            form.addRow(label, field)

        scroll = QScrollArea()
        self._scrolls.append(scroll)
        scroll.setWidget(body)
        # Transparent, so the page looks the same above and inside the scrolled part.
        scroll.viewport().setAutoFillBackground(False)
        body.setAutoFillBackground(False)
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        if section != "rules":
            return scroll
        self.rules_pages.addWidget(scroll)
        self.rules_pages.addWidget(self._page("bid_rules", [s for s in SCHEMA.values()
                                                             if s.section == "bid_rules"]))
        page = QWidget()
        layout = QVBoxLayout(page)
        layout.addLayout(self._rules_header())
        line = QFrame()
        line.setFrameShape(QFrame.Shape.HLine)
        line.setFrameShadow(QFrame.Shadow.Sunken)
        layout.addWidget(line)
        layout.addWidget(self.rules_pages, 1)
        return page

    def _control_width(self) -> int:
        return self.fontMetrics().averageCharWidth() * 30

    def _rules_header(self) -> QVBoxLayout:
        game = self._editors["game.game"]
        for combo, presets, chosen in ((self.preset_combo, PRESET_NAMES, self._on_preset_chosen),
                                       (self.bid_preset_combo, BID_PRESET_NAMES, self._on_bid_preset_chosen)):
            for name, words in presets.items():
                combo.addItem(translated(words), name)
            combo.addItem(translated(_CUSTOM), None)
            custom = combo.model().index(combo.count() - 1, 0)
            # "Custom" only names rules that match no preset; choosing it would mean nothing.
            combo.model().setData(custom, 0, Qt.ItemDataRole.UserRole - 1)
            combo.setToolTip(self.tr("Fill in every rule option from a well-known set of rules"))
            combo.activated.connect(chosen)
            combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
            self.presets.addWidget(combo)
        row = QHBoxLayout()
        game_label = QLabel(self.tr("{label}:").format(label=translated(game.setting.label)))
        game_label.setBuddy(game.widget)
        row.addWidget(game_label)
        row.addWidget(game.field)
        label = QLabel(self.tr("&Preset:"))
        label.setBuddy(self.presets)
        row.addSpacing(12)
        row.addWidget(label)
        row.addWidget(self.presets)
        row.addStretch(1)
        note = QLabel(translated(RULES_NOTE))
        note.setObjectName("rulesNote")
        font = QFont()  # bold only: the size follows the text size
        font.setBold(True)
        note.setFont(font)
        info = QLabel()
        icon = self.style().standardIcon(QStyle.StandardPixmap.SP_MessageBoxInformation)
        info.setPixmap(icon.pixmap(16, 16))
        # On a line of its own: beside the choices, at a large text size, it made the window wider than a
        # screen.
        note_row = QHBoxLayout()
        note_row.addWidget(info)
        note_row.addWidget(note)
        note_row.addStretch(1)
        header = QVBoxLayout()
        header.addLayout(row)
        header.addLayout(note_row)
        header.addWidget(caption_label(translated(game.setting.help)))
        header.addWidget(self.preset_caption)
        return header

    def _build_problem_bar(self) -> None:
        icon = self.style().standardIcon(QStyle.StandardPixmap.SP_MessageBoxWarning)
        self._problem_icon.setPixmap(icon.pixmap(20, 20))
        self._problem_icon.setAlignment(Qt.AlignmentFlag.AlignTop)
        self.problem_label.setWordWrap(True)
        self.problem_label.setObjectName("problem")
        row = QHBoxLayout(self._problem_bar)
        row.setContentsMargins(8, 6, 8, 6)
        row.addWidget(self._problem_icon)
        row.addWidget(self.problem_label, 1)
        self._problem_bar.setFrameShape(QFrame.Shape.StyledPanel)
        self._problem_bar.hide()

    # ------------------------------------------------------------------------------------------ state

    def _load(self, values: Mapping[str, Value]) -> None:
        self._saved = {key: values[key] for key in self._editors}
        self._set_values(self._saved)

    def _set_values(self, values: Mapping[str, Value]) -> None:
        """Show several values at once, then bring the rest of the dialog up to date once."""
        self._loading = True
        try:
            for key, value in values.items():
                self._editors[key].set_value(value)
        finally:
            self._loading = False
        self._refresh()

    def _pending_rules(self) -> Rules:
        return Rules.from_dict({key.split(".", 1)[1]: editor.value()
                                for key, editor in self._editors.items() if key.startswith("rules.")})

    def _pending_bid_rules(self) -> BidRules:
        return BidRules.from_dict({key.split(".", 1)[1]: editor.value()
                                   for key, editor in self._editors.items() if key.startswith("bid_rules.")})

    def _on_edit(self, key: str) -> None:
        if self._loading:
            return
        implied = IMPLIED.get((key, self._editors[key].value()))
        if implied:
            self._set_values(implied)
            return
        if key.endswith((".target", ".fixed_hands")):
            self._keep_one_match_length(key)
        elif key == "rules.benny" and not self._editors[key].value():
            # No Benny, no Benny card to choose: back to the joker, so the rules never conflict over it.
            self._set_values({"rules.benny_card": SCHEMA["rules.benny_card"].default})
            return
        self._refresh()

    def _keep_one_match_length(self, key: str) -> None:
        """A match has a target or a fixed number of hands, never both or neither: choosing one sets the
        other, so the player never has to fix a conflict the dialog could have avoided."""
        section = key.split(".", 1)[0]
        target, hands = self._editors[f"{section}.target"], self._editors[f"{section}.fixed_hands"]
        if key == f"{section}.target":
            wanted = {f"{section}.fixed_hands": None if target.value() is not None
                      else hands.value() or FIXED_HANDS_WHEN_CHOSEN}
        else:
            wanted = {f"{section}.target": None if hands.value() is not None
                      else target.value() or SCHEMA[f"{section}.target"].default}
        self._set_values(wanted)

    def _on_preset_chosen(self, index: int) -> None:
        name = self.preset_combo.itemData(index)
        if name is not None:
            self.select_preset(name)

    def _on_bid_preset_chosen(self, index: int) -> None:
        name = self.bid_preset_combo.itemData(index)
        if name is not None:
            self.select_bid_preset(name)

    def _on_button(self, button: QAbstractButton) -> None:
        role = self.buttons.buttonRole(button)
        if role == QDialogButtonBox.ButtonRole.ApplyRole:
            self.apply()
        elif role == QDialogButtonBox.ButtonRole.ResetRole:
            self.restore_defaults()

    def _on_settings_changed(self, key: str) -> None:
        """Follow a change made elsewhere (the toolbar's sound button, say) unless the player edited it."""
        editor = self._editors.get(key)
        if editor is None:
            return
        new = self._settings.get(key)
        untouched = editor.value() == self._saved[key]
        self._saved[key] = new
        if untouched:
            self._set_values({key: new})
        else:
            self._refresh()

    def _refresh(self) -> None:
        """Bring the preset, the captions, the enabled states, the problems and the buttons up to date."""
        rules: Rules | None
        try:
            rules = self._pending_rules()
        except RulesError:
            rules = None
        preset = rules.preset_name() if rules is not None else None
        index = self.preset_combo.findData(preset) if preset is not None else self.preset_combo.count() - 1
        self.preset_combo.setCurrentIndex(index)
        bid: BidRules | None
        try:
            bid = self._pending_bid_rules()
        except BidRulesError:
            bid = None
        preset = bid_preset_name(bid) if bid is not None else None
        combo = self.bid_preset_combo
        combo.setCurrentIndex(combo.findData(preset) if preset is not None else combo.count() - 1)
        page = 1 if self._editors["game.game"].value() == "bid_euchre" else 0
        self.rules_pages.setCurrentIndex(page)
        self.presets.setCurrentIndex(page)
        self.preset_caption.setText(self._bid_rules_description(bid) if page else self._rules_description())

        for key, switch in ENABLED_BY.items():
            if key in self._editors and switch in self._editors:
                self._editors[key].field.setEnabled(bool(self._editors[switch].value()))

        problems = self.problems()
        warning = self.style().standardIcon(QStyle.StandardPixmap.SP_MessageBoxWarning)
        troubled = {_tab_of(section) for section in problems}
        for index, section in enumerate(self._sections):
            self.tabs.setTabIcon(index, warning if section in troubled else QIcon())
        self._show_problem(" ".join(problems.values()) or None)
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        apply = self.buttons.button(QDialogButtonBox.StandardButton.Apply)
        ok.setEnabled(not problems)
        apply.setEnabled(not problems and self.values() != self._saved)

    def _rules_description(self) -> str:
        """How the rules shown differ from the standard game, in the options' own words."""
        standard = PRESETS["standard"].to_dict()
        differences = []
        for key, editor in self._editors.items():
            if key.startswith("rules.") and editor.value() != standard[key.split(".", 1)[1]]:
                differences.append(self.tr("{option}: {value}").format(
                    option=translated(editor.setting.label),
                    value=choice_label(editor.setting, editor.value())))
        if not differences:
            return self.tr("The standard game: stick the dealer, match to 10, only the maker may go alone.")
        differs = self.tr("Differs from the standard game in {differences}.")
        return differs.format(differences="; ".join(differences))

    def _bid_rules_description(self, rules: BidRules | None) -> str:
        """How Bid Euchre's options shown differ from the usual game of their players and pack."""
        form = str(self._editors["bid_rules.form"].value())
        usual = BidRules.from_dict({"form": form}).to_dict()
        differences = [self.tr("{option}: {value}").format(option=translated(editor.setting.label),
                                                           value=choice_label(editor.setting, editor.value()))
                       for key, editor in self._editors.items()
                       if key.startswith("bid_rules.") and editor.value() != usual[key.split(".", 1)[1]]]
        name = translated(BID_PRESET_NAMES[_FORM_PRESETS[Form(form)]]).lower()
        if rules is not None and not differences:
            usual_game = self.tr("The usual game for {form}: the lowest bid {lowest}, no-trump high and low, "
                                 "stick the dealer, match to {target}.")
            return usual_game.format(form=name, lowest=rules.lowest_bid, target=rules.target)
        return self.tr("Differs from the usual game for {form}, in {differences}.").format(
            form=name, differences="; ".join(differences))

    def _show_problem(self, text: str | None) -> None:
        self.problem_label.setText(text or "")
        self._problem_bar.setVisible(text is not None)


_FORM_PRESETS: Final = {Form.SINGLE_4: "four_single", Form.DOUBLE_4: "four_double",
                        Form.DOUBLE_6: "six_double"}
"""The preset that is each form's usual game, whose name ("Four players, one pack") names the form."""


def _tab_of(section: str) -> str:
    """The section whose tab shows ``section``'s settings (the game and Bid Euchre's rules: the Rules tab)."""
    return "rules" if section in _ON_RULES_TAB else section
