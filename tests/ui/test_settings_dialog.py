"""The settings dialog: every setting in the schema is shown, edited, saved and read back after a restart;
presets, rule conflicts, Cancel, Apply and Restore Defaults behave as a player expects."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialogButtonBox,
    QLabel,
    QLineEdit,
    QSlider,
    QSpinBox,
    QWidget,
)
from pytestqt.qtbot import QtBot

from euchre_desktop.engine import PRESETS, BennyCard, Rules, RulesError
from euchre_desktop.engine.bid import BidRules, Form
from euchre_desktop.persistence import settings as settings_module
from euchre_desktop.persistence.settings import SCHEMA, Setting, Settings, Value
from euchre_desktop.ui.dialogs.setting_editors import SLIDER_KEYS
from euchre_desktop.ui.dialogs.settings import ENABLED_BY, RULES_NOTE, SettingsDialog

SHOWN_KEYS = [key for key, setting in SCHEMA.items() if not setting.hidden]


@pytest.fixture
def path(tmp_path: Path) -> Path:
    return tmp_path / "settings.json"


@pytest.fixture
def settings(path: Path) -> Settings:
    return Settings(path)


@pytest.fixture
def dialog(qtbot: QtBot, settings: Settings) -> SettingsDialog:
    dialog = SettingsDialog(settings)
    qtbot.addWidget(dialog)
    dialog.show()
    return dialog


def button(dialog: SettingsDialog, which: QDialogButtonBox.StandardButton) -> QWidget:
    return dialog.buttons.button(which)


def choose(qtbot: QtBot, combo: QComboBox, index: int) -> None:
    """Move a list to ``index`` with the arrow keys, as a player would."""
    combo.setFocus()
    for _ in range(combo.count()):
        if combo.currentIndex() == index:
            return
        key = Qt.Key.Key_Down if combo.currentIndex() < index else Qt.Key.Key_Up
        qtbot.keyClick(combo, key)
    assert combo.currentIndex() == index, f"could not reach item {index} of {combo.accessibleName()}"


def index_of(combo: QComboBox, value: Value) -> int:
    for index in range(combo.count()):
        data = combo.itemData(index)
        if data == value and (data is None) == (value is None):
            return index
    raise AssertionError(f"{value!r} is not offered by {combo.accessibleName()}")


def set_in_editor(qtbot: QtBot, dialog: SettingsDialog, key: str, value: Value) -> None:
    """Put ``value`` into the control of ``key`` the way a player would: click, pick, slide or type."""
    widget = dialog.editor(key)
    setting = settings_module.SCHEMA[key]  # looked up at call time: a test may add a setting
    dialog.show_section(setting.section)
    if isinstance(widget, QCheckBox):
        if widget.isChecked() != value:
            widget.click()
    elif isinstance(widget, QComboBox):
        choose(qtbot, widget, index_of(widget, value))
    elif isinstance(widget, QSlider):
        choices = [choice for choice, _label in setting.choices]
        assert value is not None
        widget.setValue(choices.index(value) if choices else int(value))
    elif isinstance(widget, QSpinBox):
        widget.setValue(widget.minimum() if value is None else int(value))
    elif isinstance(widget, QLineEdit):
        widget.clear()
        text = str(value)
        if text.isascii():
            qtbot.keyClicks(widget, text)
        else:
            widget.insert(text)  # as if pasted: QTest can only type ASCII
    else:
        pytest.fail(f"the test does not know how to edit a {type(widget).__name__} ({key})")


def non_default_values(setting: Setting) -> list[Value]:
    """Values the setting allows other than its default, from what the schema says it allows."""
    if setting.choices:
        candidates: list[Value] = [choice for choice, _label in setting.choices]
    elif setting.kind is bool:
        candidates = [True, False]
    elif setting.kind is int and setting.minimum is not None and setting.maximum is not None:
        candidates = [setting.minimum + 1, setting.maximum, setting.minimum]
    elif setting.kind is str and setting.max_length is not None:
        candidates = ["Zoë", "Ann-Marie " + "x" * (setting.max_length - 10)]
    else:
        pytest.fail(f"the test cannot pick a value for {setting.key!r}: teach it the new kind of setting")
    if setting.nullable:
        candidates.append(None)
    return [value for value in candidates if value != setting.default]


def enter(qtbot: QtBot, dialog: SettingsDialog, key: str, value: Value) -> None:
    """Enter ``value``; a rule option that conflicts with the other rules shown is entered again on top of
    the first preset that allows it (as a player would pick house rules before 'no loner after passing'); a
    setting that another switches on (the Benny card, the volume) is entered with that switch on."""
    if key in ENABLED_BY and not dialog.value(ENABLED_BY[key]):
        set_in_editor(qtbot, dialog, ENABLED_BY[key], True)
    set_in_editor(qtbot, dialog, key, value)
    if not key.startswith("rules.") or not dialog.problems():
        return
    option = key.split(".", 1)[1]
    for name, preset in PRESETS.items():
        try:
            Rules.from_dict({**preset.to_dict(), option: value})
        except RulesError:
            continue
        dialog.select_preset(name)
        set_in_editor(qtbot, dialog, key, value)
        return
    pytest.fail(f"no preset lets {key} be {value!r}")


# ====================================================================================== every setting


def test_the_dialog_shows_every_setting_the_schema_has(dialog: SettingsDialog) -> None:
    assert dialog.setting_keys() == SHOWN_KEYS
    assert dialog.sections() == ["rules", "table", "players", "sound", "intermission", "history", "general"]
    assert [dialog.tabs.tabText(i) for i in range(dialog.tabs.count())] == \
        ["Rules", "Table", "Players", "Sound", "Intermission", "History", "General"]


@pytest.mark.parametrize("key", SHOWN_KEYS)
def test_each_setting_round_trips_through_the_dialog_and_a_restart(
        qtbot: QtBot, dialog: SettingsDialog, settings: Settings, path: Path, key: str) -> None:
    setting = SCHEMA[key]
    value = non_default_values(setting)[0]
    enter(qtbot, dialog, key, value)
    assert dialog.value(key) == value
    assert not dialog.problems()

    with qtbot.waitSignal(dialog.accepted):
        qtbot.mouseClick(button(dialog, QDialogButtonBox.StandardButton.Ok), Qt.MouseButton.LeftButton)

    assert settings.get(key) == value
    reloaded, problem = Settings.load(path)
    assert problem is None
    assert reloaded.get(key) == value
    assert reloaded.values() == settings.values()


def test_every_value_a_setting_allows_can_be_entered(qtbot: QtBot, dialog: SettingsDialog) -> None:
    for key in SHOWN_KEYS:
        setting = SCHEMA[key]
        for value in [setting.default, *non_default_values(setting)]:
            enter(qtbot, dialog, key, value)
            assert dialog.value(key) == value, key


def test_a_setting_the_dialog_cannot_show_stops_it_from_opening(monkeypatch: pytest.MonkeyPatch,
                                                                 settings: Settings) -> None:
    """So a new setting can never be silently left out of the dialog (and so never saved by it)."""
    schema = dict(SCHEMA)
    schema["table.zoom"] = Setting("table.zoom", "Zoom", "How far in the table is drawn.", None, float,
                                   nullable=True)
    monkeypatch.setattr(settings_module, "SCHEMA", schema)
    monkeypatch.setattr("euchre_desktop.ui.dialogs.settings.SCHEMA", schema)
    with pytest.raises(TypeError, match=r"no editor for 'table\.zoom'"):
        SettingsDialog(settings)


def test_a_new_setting_of_a_known_kind_is_shown_and_saved_by_itself(
        qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, path: Path) -> None:
    schema = dict(SCHEMA)
    schema["table.deal_slowly"] = Setting("table.deal_slowly", "Deal slowly", "One card at a time.", False,
                                          bool)
    monkeypatch.setattr(settings_module, "SCHEMA", schema)
    monkeypatch.setattr("euchre_desktop.ui.dialogs.settings.SCHEMA", schema)
    settings = Settings(path)
    dialog = SettingsDialog(settings)
    qtbot.addWidget(dialog)
    set_in_editor(qtbot, dialog, "table.deal_slowly", True)
    dialog.accept()
    assert settings.get("table.deal_slowly") is True


def test_hidden_settings_are_not_shown_and_survive_the_dialog(qtbot: QtBot, settings: Settings,
                                                              path: Path) -> None:
    hidden = [key for key, setting in SCHEMA.items() if setting.hidden]
    assert hidden
    changed = {key: "changed" if SCHEMA[key].kind is str else not SCHEMA[key].default for key in hidden}
    settings.update(changed)
    dialog = SettingsDialog(settings)
    qtbot.addWidget(dialog)
    set_in_editor(qtbot, dialog, "table.four_colour", True)
    dialog.accept()
    reloaded, _problem = Settings.load(path)
    for key in hidden:
        assert key not in dialog.setting_keys()
        assert reloaded.get(key) == changed[key]


def test_every_setting_explains_itself(dialog: SettingsDialog) -> None:
    captions = {label.text() for label in dialog.findChildren(QLabel)}
    for key in SHOWN_KEYS:
        setting = SCHEMA[key]
        widget = dialog.editor(key)
        assert setting.help in captions, key
        assert widget.toolTip() == setting.help and widget.statusTip() == setting.help, key
        assert widget.accessibleName() == setting.label
        shown = widget.text() if isinstance(widget, QCheckBox) else next(
            label.text() for label in dialog.findChildren(QLabel) if label.buddy() is widget)
        assert shown.rstrip(":") == setting.label


def test_controls_match_the_kind_of_setting(dialog: SettingsDialog) -> None:
    assert isinstance(dialog.editor("rules.stick_the_dealer"), QCheckBox)
    assert isinstance(dialog.editor("rules.renege"), QComboBox)
    assert isinstance(dialog.editor("rules.fixed_hands"), QSpinBox)
    name = dialog.editor("players.name_you")
    assert isinstance(name, QLineEdit) and name.maxLength() == SCHEMA["players.name_you"].max_length
    for key in SLIDER_KEYS:
        assert isinstance(dialog.editor(key), QSlider), key


# ================================================================================ buttons and writes


def test_cancel_leaves_the_settings_untouched(qtbot: QtBot, dialog: SettingsDialog, settings: Settings,
                                             path: Path) -> None:
    before = settings.values()
    with qtbot.assertNotEmitted(settings.changed):
        set_in_editor(qtbot, dialog, "table.speed", "fast")
        set_in_editor(qtbot, dialog, "players.name_left", "Herbert")
        set_in_editor(qtbot, dialog, "rules.benny", True)
        qtbot.mouseClick(button(dialog, QDialogButtonBox.StandardButton.Cancel), Qt.MouseButton.LeftButton)
    assert settings.values() == before
    assert not path.exists()


def test_apply_writes_and_keeps_the_dialog_open(qtbot: QtBot, dialog: SettingsDialog,
                                                settings: Settings) -> None:
    apply = button(dialog, QDialogButtonBox.StandardButton.Apply)
    assert not apply.isEnabled(), "nothing to apply yet"
    set_in_editor(qtbot, dialog, "sound.volume", 35)
    set_in_editor(qtbot, dialog, "table.speed", "slow")
    assert apply.isEnabled()
    changed: list[str] = []
    settings.changed.connect(changed.append)
    with qtbot.waitSignal(dialog.applied):
        qtbot.mouseClick(apply, Qt.MouseButton.LeftButton)
    assert sorted(changed) == ["sound.volume", "table.speed"]
    assert (settings.get("sound.volume"), settings.get("table.speed")) == (35, "slow")
    assert dialog.isVisible()
    assert not apply.isEnabled()


def test_restore_defaults_resets_only_the_tab_in_front(qtbot: QtBot, dialog: SettingsDialog,
                                                       settings: Settings) -> None:
    settings.update({"table.card_size": "huge", "table.tap_twice": True, "rules.benny": True})
    set_in_editor(qtbot, dialog, "table.speed", "instant")
    dialog.show_section("table")
    qtbot.mouseClick(button(dialog, QDialogButtonBox.StandardButton.RestoreDefaults),
                     Qt.MouseButton.LeftButton)
    for key in ("table.card_size", "table.tap_twice", "table.speed"):
        assert dialog.value(key) == SCHEMA[key].default
    assert dialog.value("rules.benny") is True
    assert settings.get("table.card_size") == "huge", "nothing is written before Apply or OK"
    dialog.accept()
    assert settings.get("table.card_size") == "medium" and settings.get("rules.benny") is True


def test_the_dialog_follows_a_change_made_elsewhere_unless_the_player_edited_it(
        qtbot: QtBot, dialog: SettingsDialog, settings: Settings) -> None:
    set_in_editor(qtbot, dialog, "table.card_size", "large")
    settings.update({"sound.enabled": False, "table.card_size": "small"})
    assert dialog.value("sound.enabled") is False
    assert dialog.value("table.card_size") == "large"
    dialog.accept()
    assert settings.get("sound.enabled") is False and settings.get("table.card_size") == "large"


# ============================================================================================== names


def test_an_empty_name_cannot_be_saved(qtbot: QtBot, dialog: SettingsDialog, settings: Settings) -> None:
    set_in_editor(qtbot, dialog, "players.name_you", "   ")
    assert "Your name: cannot be empty" in dialog.problem_label.text()
    assert dialog.problem_label.isVisible()
    assert not button(dialog, QDialogButtonBox.StandardButton.Ok).isEnabled()
    dialog.accept()
    assert dialog.isVisible() and settings.get("players.name_you") == "You"
    set_in_editor(qtbot, dialog, "players.name_you", "  Robin ")
    assert button(dialog, QDialogButtonBox.StandardButton.Ok).isEnabled()
    dialog.accept()
    assert settings.get("players.name_you") == "Robin"


def test_a_name_stops_at_its_longest(qtbot: QtBot, dialog: SettingsDialog) -> None:
    limit = SCHEMA["players.name_right"].max_length
    assert limit is not None
    set_in_editor(qtbot, dialog, "players.name_right", "L" * (limit + 6))
    assert dialog.value("players.name_right") == "L" * limit


# ============================================================================================== rules


def test_the_rules_tab_says_when_changes_apply(dialog: SettingsDialog) -> None:
    dialog.show_section("rules")
    note = dialog.findChild(QLabel, "rulesNote")
    assert note is not None and note.text() == RULES_NOTE and note.isVisible()
    assert RULES_NOTE == "Rule changes apply from the next match."


@pytest.mark.parametrize("name", list(PRESETS))
def test_a_preset_fills_every_rule_option(qtbot: QtBot, dialog: SettingsDialog, settings: Settings,
                                          name: str) -> None:
    combo = dialog.preset_combo
    choose(qtbot, combo, combo.findData(name))
    assert Rules.from_dict({key.split(".", 1)[1]: dialog.value(key) for key in SHOWN_KEYS
                            if key.startswith("rules.")}) == PRESETS[name]
    assert not dialog.problems()
    dialog.accept()
    assert settings.rules() == PRESETS[name]
    assert settings.preset_name() == name


def test_the_preset_shown_follows_the_options(qtbot: QtBot, dialog: SettingsDialog) -> None:
    combo = dialog.preset_combo
    assert combo.currentData() == "standard"
    assert "standard game" in dialog.preset_caption.text()
    set_in_editor(qtbot, dialog, "rules.target", 5)
    assert combo.currentData() == "short"
    set_in_editor(qtbot, dialog, "rules.benny", True)
    assert combo.currentText() == "Custom"
    assert dialog.preset_caption.text() == \
        "Differs from the standard game in Match to: 5 points; Benny: on."
    custom = combo.model().index(combo.count() - 1, 0)
    assert not combo.model().flags(custom) & Qt.ItemFlag.ItemIsEnabled, "Custom describes; it is not a choice"
    set_in_editor(qtbot, dialog, "rules.benny", False)
    assert combo.currentData() == "short"


def test_conflicting_rules_show_the_engines_reason_and_block_ok(qtbot: QtBot, dialog: SettingsDialog,
                                                                 settings: Settings) -> None:
    with pytest.raises(RulesError) as conflict:
        Rules(players=3, canadian_loner=True)
    ok = button(dialog, QDialogButtonBox.StandardButton.Ok)
    set_in_editor(qtbot, dialog, "rules.players", 3)
    assert ok.isEnabled()
    set_in_editor(qtbot, dialog, "rules.canadian_loner", True)

    assert dialog.problem_label.isVisible()
    assert dialog.problem_label.text() == f"These rules cannot be played together: {conflict.value}."
    assert not ok.isEnabled()
    assert not button(dialog, QDialogButtonBox.StandardButton.Apply).isEnabled()
    assert not dialog.tabs.tabIcon(0).isNull(), "the Rules tab is marked"
    dialog.show_section("players")
    assert dialog.problem_label.isVisible(), "the reason stays in sight on another tab"
    dialog.accept()
    assert dialog.isVisible() and settings.rules() == Rules()

    set_in_editor(qtbot, dialog, "rules.canadian_loner", False)
    assert not dialog.problem_label.isVisible() and ok.isEnabled()
    assert dialog.tabs.tabIcon(0).isNull()
    dialog.accept()
    assert settings.rules() == Rules(players=3)


def test_choosing_a_match_length_keeps_exactly_one(qtbot: QtBot, dialog: SettingsDialog,
                                                   settings: Settings) -> None:
    set_in_editor(qtbot, dialog, "rules.target", None)
    assert dialog.value("rules.fixed_hands") == 10
    assert not dialog.problems()
    set_in_editor(qtbot, dialog, "rules.fixed_hands", 6)
    dialog.accept()
    assert (settings.rules().target, settings.rules().fixed_hands) == (None, 6)

    dialog.open()
    set_in_editor(qtbot, dialog, "rules.fixed_hands", None)
    assert dialog.value("rules.target") == 10
    set_in_editor(qtbot, dialog, "rules.target", 11)
    set_in_editor(qtbot, dialog, "rules.fixed_hands", 3)
    assert dialog.value("rules.target") is None
    set_in_editor(qtbot, dialog, "rules.target", 5)
    assert dialog.value("rules.fixed_hands") is None


# ============================================================================================ details


def test_the_volume_the_benny_card_and_the_score_cards_are_only_adjustable_with_their_switch_on(
        qtbot: QtBot, dialog: SettingsDialog) -> None:
    assert ENABLED_BY == {"sound.volume": "sound.enabled", "rules.benny_card": "rules.benny",
                          "bid_rules.moon_over_moon": "bid_rules.partners_best",
                          "table.score_pair": "table.six_and_four"}
    on_and_off = {"bid_rules.partners_best": (1, 0)}  # a moon over a moon needs partner's best
    for key, switch in ENABLED_BY.items():
        on, off = on_and_off.get(switch, (True, False))
        set_in_editor(qtbot, dialog, switch, on)
        assert dialog.editor(key).isEnabled()
        set_in_editor(qtbot, dialog, switch, off)
        assert not dialog.editor(key).isEnabled()
        set_in_editor(qtbot, dialog, switch, on)
        assert dialog.editor(key).isEnabled()


def test_the_two_of_spades_is_chosen_as_the_benny_and_goes_back_to_the_joker_without_a_benny(
        qtbot: QtBot, dialog: SettingsDialog, settings: Settings) -> None:
    set_in_editor(qtbot, dialog, "rules.benny", True)
    set_in_editor(qtbot, dialog, "rules.benny_card", "two_of_spades")
    assert not dialog.problems()
    dialog.accept()
    assert settings.rules() == Rules(benny=True, benny_card=BennyCard.TWO_OF_SPADES)

    dialog.open()
    set_in_editor(qtbot, dialog, "rules.benny", False)
    assert dialog.value("rules.benny_card") == "joker" and not dialog.problems()


def test_a_slider_says_what_it_is_set_to(qtbot: QtBot, dialog: SettingsDialog) -> None:
    def readout(key: str) -> str:
        field = dialog.editor(key).parentWidget()
        assert field is not None
        return next(label.text() for label in field.findChildren(QLabel))

    assert readout("table.speed") == "Normal"
    set_in_editor(qtbot, dialog, "table.speed", "instant")
    assert readout("table.speed") == "Instant"
    set_in_editor(qtbot, dialog, "sound.volume", 42)
    assert readout("sound.volume") == "42"


def test_the_nullable_number_shows_its_off_label(dialog: SettingsDialog) -> None:
    spin = dialog.editor("rules.fixed_hands")
    assert isinstance(spin, QSpinBox)
    assert spin.text() == SCHEMA["rules.fixed_hands"].null_label


# ============================================================================================ Bid Euchre


def test_choosing_bid_euchre_shows_its_options_and_presets(qtbot: QtBot, dialog: SettingsDialog,
                                                           settings: Settings) -> None:
    assert not dialog.editor("bid_rules.form").isVisibleTo(dialog)
    set_in_editor(qtbot, dialog, "game.game", "bid_euchre")
    assert dialog.editor("bid_rules.form").isVisibleTo(dialog)
    assert not dialog.editor("rules.stick_the_dealer").isVisibleTo(dialog)
    assert dialog.bid_preset_combo.currentData() == "four_single"
    assert dialog.preset_caption.text().startswith("The usual game for four players, one pack")

    choose(qtbot, dialog.bid_preset_combo, index_of(dialog.bid_preset_combo, "six_double"))
    assert dialog.value("bid_rules.form") == "double_6"
    set_in_editor(qtbot, dialog, "bid_rules.target", 50)
    assert dialog.bid_preset_combo.currentText() == "Custom"
    assert "Match to: 50 points" in dialog.preset_caption.text()

    set_in_editor(qtbot, dialog, "bid_rules.form", "single_4")
    set_in_editor(qtbot, dialog, "bid_rules.benny", True)
    assert dialog.value("bid_rules.no_trump") == "off", "the Benny needs suit bids"
    set_in_editor(qtbot, dialog, "bid_rules.minimum_bid", 6)
    assert not dialog.problems()
    dialog.restore_defaults()
    assert dialog.value("bid_rules.benny") is False and dialog.value("rules.target") == 10
    set_in_editor(qtbot, dialog, "bid_rules.form", "double_4")
    dialog.accept()
    assert settings.game() == "bid_euchre" and settings.bid_rules() == BidRules(form=Form.DOUBLE_4)
    assert settings.rules() == Rules(), "Euchre's rules are left as they were"
