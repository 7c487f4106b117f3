"""Choosing the game from the Menu: the Game submenu follows the setting, and New match's question offers the
other game; either way the match in progress keeps its game until the next new match."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtWidgets import QMenu, QMessageBox, QPushButton
from pytestqt.qtbot import QtBot
from window_helpers import pass_into_the_match, start_match

from euchre_desktop.engine import Deal, parse_cards
from euchre_desktop.engine.bid import BidRules, Form
from euchre_desktop.persistence.settings import Settings
from euchre_desktop.ui.game_choice import GameMenu

DEAL = Deal(3, (parse_cards("JS JC AS KS AH"), parse_cards("9C TC QC KC 9D"),
                parse_cards("TD JD QD KD AD"), parse_cards("9H TH JH QH KH")), parse_cards("QS 9S TS AC"))


def test_the_game_menu_follows_the_setting_and_sets_it(make_window: Any) -> None:
    window = make_window()
    menu = window.menu.findChild(QMenu, "gameMenu")
    euchre, single, double, six = menu.actions()
    assert [action.text() for action in menu.actions()] == [
        "Euchre", "Bid Euchre: Four players, one pack (6 cards each)",
        "Bid Euchre: Four players, two packs (12 cards each)",
        "Bid Euchre: Six players, two packs (8 cards each)"]
    assert euchre.isChecked()
    six.trigger()
    settings = window.settings
    assert settings.game() == "bid_euchre" and settings.bid_rules().form is Form.DOUBLE_6
    assert six.isChecked() and not euchre.isChecked()
    assert window.status.text() == "The next new match is Bid Euchre: Six players, two packs (8 cards each)."
    # The other rules stay as set; the form's own lowest bid comes with it.
    settings.set("bid_rules.moon_value", 30)
    single.trigger()
    assert settings.bid_rules() == BidRules(moon_value=30)
    assert window.status.text() == "The next new match is Bid Euchre: Four players, one pack (6 cards each)."
    settings.set("bid_rules.form", Form.DOUBLE_4.value)  # from the Settings window
    assert double.isChecked()
    settings.set("game.game", "euchre")
    assert euchre.isChecked()
    assert window.status.text() == "The next new match is Euchre."


def test_new_match_asks_which_game_when_it_ends_a_match(qtbot: QtBot, make_window: Any) -> None:
    window = make_window()
    start_match(qtbot, window, DEAL, seed=4)
    first = pass_into_the_match(qtbot, window)
    window.new_match_action.trigger()
    box = window.leave_box
    assert box is not None
    texts = {button.text() for button in box.buttons()}
    assert {"New Euchre match", "New Bid Euchre match", "Keep playing"} <= texts
    leave = next(b for b in box.buttons() if box.buttonRole(b) is QMessageBox.ButtonRole.AcceptRole)
    assert leave.text() == "New Euchre match", "the game chosen is the leave button"
    box.findChild(QPushButton, "otherGameButton").click()
    assert window.settings.game() == "bid_euchre"
    qtbot.waitUntil(lambda: window.model.match_id != first)


def test_a_game_menu_gone_leaves_the_settings_alone(qtbot: QtBot) -> None:
    settings = Settings()
    menu = GameMenu(settings)
    menu.deleteLater()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete.value)
    settings.set("game.game", "bid_euchre")  # no slot of a deleted menu runs
    assert settings.game() == "bid_euchre"
