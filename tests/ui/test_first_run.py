"""The first-run dialog starts from the current settings and hands back exactly what the player chose."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog
from pytestqt.qtbot import QtBot

from euchre_desktop.engine import PRESETS, Rules
from euchre_desktop.engine.bid import BidRules, Form, NoTrump
from euchre_desktop.ui.dialogs.first_run import FirstRunChoices, FirstRunDialog
from euchre_desktop.ui.dialogs.rules_text import RulesDialog


def make_dialog(qtbot: QtBot, rules: Rules | None = None, *, opponents_level: str = "standard",
                partner_level: str = "standard") -> FirstRunDialog:
    dialog = FirstRunDialog(rules, opponents_level=opponents_level, partner_level=partner_level)
    qtbot.addWidget(dialog)
    return dialog


def test_untouched_it_returns_the_standard_game(qtbot: QtBot) -> None:
    dialog = make_dialog(qtbot)
    assert dialog.choices() == FirstRunChoices()
    assert dialog.choices().apply_to(Rules()) == Rules()


def test_it_returns_what_the_player_chose(qtbot: QtBot) -> None:
    dialog = make_dialog(qtbot)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.stick_the_dealer.click()
    dialog.canadian_loner.click()
    dialog.to_five.click()
    dialog.opponents_level.setCurrentIndex(dialog.opponents_level.findData("expert"))
    dialog.partner_level.setCurrentIndex(dialog.partner_level.findData("easy"))
    choices = dialog.choices()
    assert choices == FirstRunChoices(stick_the_dealer=False, canadian_loner=True, target=5,
                                      opponents_level="expert", partner_level="easy")
    assert choices.apply_to(Rules()) == Rules(stick_the_dealer=False, canadian_loner=True, target=5)


def test_deal_accepts_the_dialog(qtbot: QtBot) -> None:
    dialog = make_dialog(qtbot)
    dialog.show()
    qtbot.waitExposed(dialog)
    with qtbot.waitSignal(dialog.accepted):
        qtbot.mouseClick(dialog.deal_button, Qt.MouseButton.LeftButton)
    assert dialog.result() == QDialog.DialogCode.Accepted


def test_it_starts_from_the_current_settings(qtbot: QtBot) -> None:
    rules = Rules(stick_the_dealer=False, canadian_loner=True, target=5)
    dialog = make_dialog(qtbot, rules, opponents_level="easy", partner_level="expert")
    assert dialog.choices() == FirstRunChoices(stick_the_dealer=False, canadian_loner=True, target=5,
                                               opponents_level="easy", partner_level="expert")
    assert dialog.choices().apply_to(rules) == rules


def test_a_match_length_it_does_not_offer_is_kept(qtbot: QtBot) -> None:
    """Reopened from Help with an 11-point match set, the dialog must not quietly turn it into 10."""
    eleven = PRESETS["british"]
    dialog = make_dialog(qtbot, eleven)
    assert dialog.keep_length.isChecked() and not dialog.keep_length.isHidden()
    assert "11 points" in dialog.keep_length.text()
    assert dialog.choices().target is None
    assert dialog.choices().apply_to(eleven) == eleven
    fixed = Rules(target=None, fixed_hands=12)
    assert make_dialog(qtbot, fixed).choices().apply_to(fixed) == fixed
    assert make_dialog(qtbot).keep_length.isHidden()


def test_cutthroat_has_no_canadian_loner_and_no_partner(qtbot: QtBot) -> None:
    cutthroat = PRESETS["cutthroat"]
    dialog = make_dialog(qtbot, cutthroat)
    assert not dialog.canadian_loner.isEnabled()
    assert not dialog.partner_level.isEnabled()
    dialog.canadian_loner.setChecked(True)
    assert dialog.choices().apply_to(cutthroat).players == 3


def test_going_alone_after_trump_leaves_no_canadian_loner_to_tick(qtbot: QtBot) -> None:
    late = Rules(loner_after_trump=True)
    dialog = make_dialog(qtbot, late)
    assert not dialog.canadian_loner.isEnabled()
    dialog.canadian_loner.setChecked(True)
    assert dialog.choices().apply_to(late) == late


def test_full_rules_shows_the_rules_as_chosen(qtbot: QtBot) -> None:
    dialog = make_dialog(qtbot)
    dialog.canadian_loner.setChecked(True)
    qtbot.mouseClick(dialog.full_rules_button, Qt.MouseButton.LeftButton)
    rules_dialogs = dialog.findChildren(RulesDialog)
    assert len(rules_dialogs) == 1 and rules_dialogs[0].isVisible()
    text = rules_dialogs[0].browser.toPlainText()
    assert "Canadian loner" in text
    canadian = text[text.index("Canadian loner\n"):]
    assert canadian.index("At this table: on.") < canadian.index("Defending alone")
    # Asking again reuses the dialog, brought up to date.
    dialog.canadian_loner.setChecked(False)
    assert dialog.show_full_rules() is rules_dialogs[0]
    text = rules_dialogs[0].browser.toPlainText()
    canadian = text[text.index("Canadian loner\n"):]
    assert canadian.index("At this table: off.") < canadian.index("Defending alone")


@pytest.mark.parametrize(("field", "value"), [("target", 7), ("opponents_level", "hard"),
                                              ("partner_level", "")])
def test_bad_choices_are_refused(field: str, value: object) -> None:
    with pytest.raises(ValueError, match=field.split("_")[0]):
        FirstRunChoices(**{field: value})  # type: ignore[arg-type]


def test_an_unknown_level_is_refused_by_the_dialog(qtbot: QtBot) -> None:
    with pytest.raises(ValueError, match="'genius'"):
        FirstRunDialog(opponents_level="genius")


def test_bid_euchre_is_offered_with_its_players_and_pack(qtbot: QtBot) -> None:
    dialog = make_dialog(qtbot)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert "Euchre is played by two partnerships" in dialog.summary.text()
    assert dialog.options.isVisible() and not dialog.bid_options.isVisible()
    dialog.bid_euchre.click()
    assert "Bid Euchre is Euchre with an auction" in dialog.summary.text()
    assert dialog.bid_options.isVisible() and not dialog.options.isVisible()
    assert dialog.partner_label.text() == "Partner (Gloria):"
    dialog.bid_form.setCurrentIndex(dialog.bid_form.findData("double_6"))
    assert dialog.opponents_label.text() == "Opponents (Hank, Otto and Luis):"
    assert dialog.partner_label.text() == "Partners (Gloria and Mabel):"
    choices = dialog.choices()
    assert choices.game == "bid_euchre" and choices.bid_form == "double_6"
    benny = BidRules(benny=True, no_trump=NoTrump.OFF, minimum_bid=5)
    assert choices.apply_to_bid(benny) == BidRules(form=Form.DOUBLE_6, no_trump=NoTrump.OFF), \
        "two packs have no Benny, and six players bid their own lowest bid"
    values = choices.settings_values(Rules(), BidRules())
    assert values["game.game"] == "bid_euchre" and values["bid_rules.form"] == "double_6"
    assert values["rules.target"] == 10


def test_it_starts_from_the_game_chosen(qtbot: QtBot) -> None:
    dialog = FirstRunDialog(game="bid_euchre", bid_rules=BidRules(form=Form.DOUBLE_4))
    qtbot.addWidget(dialog)
    assert dialog.choices() == FirstRunChoices(game="bid_euchre", bid_form="double_4")
    with pytest.raises(ValueError, match="bid_euchre"):
        FirstRunChoices(game="poker")


def test_full_rules_opens_at_bid_euchre_when_it_is_chosen(qtbot: QtBot) -> None:
    dialog = make_dialog(qtbot)
    dialog.bid_euchre.click()
    dialog.bid_form.setCurrentIndex(dialog.bid_form.findData("double_4"))
    rules = dialog.show_full_rules()
    text = rules.browser.toPlainText()
    assert "At this table: Four players, two packs (12 cards each)." in text
    assert rules.browser.verticalScrollBar().value() > 0, "scrolled to the Bid Euchre chapter"
