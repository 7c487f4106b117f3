"""The Rules window's Keys page is made from the window's own actions and keys, so none is left out."""

from __future__ import annotations

from typing import Any

from PySide6.QtGui import QKeySequence, QShortcut
from pytestqt.qtbot import QtBot

from euchre_desktop.ui.dialogs.keys_page import window_keys
from euchre_desktop.ui.dialogs.rules_text import RulesDialog


def test_every_key_of_the_window_says_what_it_does_and_is_on_the_keys_page(qtbot: QtBot,
                                                                            make_window: Any) -> None:
    window = make_window()
    shortcuts = window.findChildren(QShortcut)
    assert len(shortcuts) >= 14, "the number keys, the arrows, Enter and the intermission's Escape"
    assert all(shortcut.whatsThis() for shortcut in shortcuts), "a key of the table with no words"
    rows = dict((what, keys) for keys, what in window_keys(window))
    listed = " ".join(rows.values())
    for action in window.actions():
        for sequence in action.shortcuts():
            assert sequence.toString(QKeySequence.SequenceFormat.NativeText) in listed, action.text()
    assert rows["Choose a bid: each button of the bid panel shows its number"] == "0 to 9"
    assert rows["Undo: back to your last decision in this hand"].startswith("U or ")
    # Bid Euchre's bid panel reads its keys itself: they are listed all the same.
    trumps = "While you bid in Bid Euchre: choose trump: clubs, diamonds, hearts, spades, no-trump or low"
    assert rows[trumps] == "C or D or H or S or N or L"
    bidding = "While you bid in Bid Euchre: "
    assert rows[bidding + "choose a number of tricks (two digits for ten or more)"] == "1 to 9"
    assert rows[bidding + "one trick more or fewer (past the most, the moon)"] == "Up or Down"

    dialog = window.open_dialog("rules")
    assert isinstance(dialog, RulesDialog)
    text = dialog.browser.toPlainText()
    assert "Keys" in text and "Hint: what an Expert player would do" in text
    dialog.show_section("keys")
    dialog.reject()


def test_a_rules_window_of_its_own_has_no_keys_page(qtbot: QtBot) -> None:
    dialog = RulesDialog()
    qtbot.addWidget(dialog)
    assert "Everything at the table can be done from the keyboard" not in dialog.browser.toPlainText()
