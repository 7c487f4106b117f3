"""The worked hand from the Rules window: played on the table step by step, and the match given back."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt, QUrl
from pytestqt.qtbot import QtBot
from window_helpers import INSTANT, click_card, key, wait_for_turn

from euchre_desktop.engine import Card, Phase, Rules, parse_cards
from euchre_desktop.model.walkthrough import WORKED_STEPS, Walkthrough
from euchre_desktop.persistence.settings import Settings
from euchre_desktop.ui.dialogs.rules_text import WORKED_HAND_LINK, RulesDialog, rules_html
from euchre_desktop.ui.main_window import MainWindow
from euchre_desktop.ui.walkthrough_bar import KEYS_TEXT, WalkthroughBar


def bar_of(window: MainWindow) -> WalkthroughBar | None:
    bars = [bar for bar in window.view.viewport().findChildren(WalkthroughBar) if bar.isVisible()]
    return bars[0] if bars else None


def table_of(window: MainWindow) -> tuple[Any, ...]:
    """What the table shows: every pile, the scores and the names."""
    scene = window.scene
    piles = scene.piles
    return (tuple(piles.hand(seat).cards for seat in range(4)), piles.trick.cards,
            scene.score_panel.scores, window.controller.names,
            tuple(len(pile.tricks) for pile in piles.won))


def open_worked_hand(qtbot: QtBot, window: MainWindow) -> WalkthroughBar:
    """Open the Rules from the Menu and follow the worked hand's link."""
    dialog = window.open_dialog("rules")
    assert isinstance(dialog, RulesDialog)
    assert WORKED_HAND_LINK in dialog.browser.toHtml()
    dialog.browser.anchorClicked.emit(QUrl(WORKED_HAND_LINK))
    assert not dialog.isVisible(), "the Rules window steps aside for the table"
    bar = bar_of(window)
    assert bar is not None
    qtbot.waitUntil(lambda: not window.controller.busy, timeout=5000)
    return bar


def test_the_rules_offer_the_worked_hand_only_when_it_can_be_played() -> None:
    assert WORKED_HAND_LINK not in rules_html()
    assert WORKED_HAND_LINK in rules_html(worked_hand=True)
    assert 'name="worked-hand"' in rules_html()


def test_the_worked_hand_replays_legally_and_marches() -> None:
    states = Walkthrough._replay()
    assert len(states) == len(WORKED_STEPS)
    result = states[-1].result
    assert result is not None and result.points == (2, 0)
    assert all(step.words and len(step.words) < 260 for step in WORKED_STEPS)


def test_the_worked_hand_on_the_table_and_the_match_back_as_it_was(qtbot: QtBot, make_window: Any) -> None:
    window = make_window(durations=INSTANT)
    window.model.new_match(Rules(target=5), seed=11)
    turn = wait_for_turn(qtbot, window, Phase.BID_ROUND_1)
    before = table_of(window)
    saved = window.model.saved_match()

    bar = open_worked_hand(qtbot, window)
    scene = window.scene
    assert set(scene.piles.hand(0).cards) == set(parse_cards("JH KH TH AC 9S"))
    assert scene.score_panel.scores == (6, 7)
    assert window.controller.names == ("You", "Hank", "Gloria", "Luis")
    assert "10♠" in bar.words.text() and "step 1 of" in bar.title.text()
    assert not window.toolbar.isEnabled() and not window.bid_panel.isVisible()
    assert window.status.text() == KEYS_TEXT
    for size in ((960, 640), (1600, 1000)):  # the bar follows the table to its new size, not a step behind
        window.resize(*size)
        qtbot.wait(20)
        placed = bar.geometry()
        bar.place()
        assert bar.geometry() == placed, size

    # The window's own keys step the hand: Right plays on, Left goes back; U and N do nothing to the match.
    for _ in range(5):
        key(window, Qt.Key.Key_Right)
    qtbot.waitUntil(lambda: scene.trump_badge.isVisible(), timeout=5000)
    assert [scene.bubble(seat).text for seat in range(1, 4)] == ["Pass"] * 3
    assert "hearts" in bar.words.text()
    key(window, Qt.Key.Key_Right)  # the J♥ led
    qtbot.waitUntil(lambda: scene.piles.trick.cards == ((0, Card.parse("JH")),), timeout=5000)
    qtbot.waitUntil(lambda: not window.controller.busy, timeout=5000)
    assert window.status.text() == KEYS_TEXT, "the keys stay said over the table's own words"
    key(window, Qt.Key.Key_Left)
    qtbot.waitUntil(lambda: scene.piles.trick.cards == () and not window.controller.busy, timeout=5000)
    assert Card.parse("JH") in scene.piles.hand(0).cards
    key(window, Qt.Key.Key_U)
    key(window, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    click_card(window, Card.parse("AC"))
    assert window.model.saved_match() == saved, "the match holds still under the worked hand"

    # Every card to the end, by the Next button; the last step scores the march.
    while bar.next_button.isEnabled():
        bar.next_button.click()
        qtbot.waitUntil(lambda: not window.controller.busy, timeout=5000)
    assert bar.walkthrough.step == bar.walkthrough.last
    assert scene.score_panel.scores == (8, 7)
    assert [len(pile.tricks) for pile in scene.piles.won] == [5, 0]
    assert "8 to 7" in bar.words.text()

    key(window, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: bar_of(window) is None and window.controller.turn is not None, timeout=5000)
    assert table_of(window) == before
    assert window.controller.turn == turn and window.bid_panel.isVisible() and window.toolbar.isEnabled()
    assert window.status.text() != KEYS_TEXT, "the status line is the match's again"
    assert window.model.saved_match() == saved
    qtbot.waitUntil(window.isActiveWindow)  # the window's keys are the player's again
    key(window, Qt.Key.Key_0)  # and the match goes on
    qtbot.waitUntil(lambda: window.model.saved_match() != saved, timeout=5000)


def test_a_finished_hand_comes_back_with_its_summary(qtbot: QtBot, make_window: Any) -> None:
    window = make_window(durations=INSTANT)
    window.model.new_match(Rules(target=5), seed=5)
    window.model.watch_hand()
    qtbot.waitUntil(window.summary.isVisible, timeout=15000)
    bar = open_worked_hand(qtbot, window)
    assert not window.summary.isVisible()
    bar.close_button.click()
    qtbot.waitUntil(window.summary.isVisible, timeout=5000)


def test_the_panic_key_still_covers_the_worked_hand(qtbot: QtBot, make_window: Any) -> None:
    window = make_window(durations=INSTANT, settings=Settings(values={"intermission.full_screen": False}))
    window.model.new_match(Rules(target=5), seed=11)
    wait_for_turn(qtbot, window, Phase.BID_ROUND_1)
    bar = open_worked_hand(qtbot, window)
    key(window, Qt.Key.Key_QuoteLeft)  # the panic key
    assert window.intermission.is_covered and not bar.isVisible()
    key(window, Qt.Key.Key_QuoteLeft)
    assert not window.intermission.is_covered and bar.isVisible()
    assert window.pause.held, "the match still waits under the worked hand"
    window.resize(980, 660)
    qtbot.waitUntil(lambda: bar.geometry().bottom() < window.view.viewport().height(), timeout=2000)
    assert bar.geometry().right() <= window.view.viewport().width()


def test_a_finished_match_comes_back_with_its_result(qtbot: QtBot, make_window: Any) -> None:
    window = make_window(durations=INSTANT)
    window.model.new_match(Rules(target=5), seed=5)
    window.model.set_autoplay(True)
    while not window.model.is_over:
        qtbot.waitUntil(window.summary.isVisible, timeout=15000)
        window.summary.next_button.click()
    qtbot.waitUntil(lambda: window.summary.next_button.text() == "New match", timeout=5000)
    bar = open_worked_hand(qtbot, window)
    assert not window.summary.isVisible() and not window.scene.match_banner.isVisible()
    bar.close_button.click()
    qtbot.waitUntil(lambda: window.summary.isVisible() and window.summary.next_button.text() == "New match",
                    timeout=5000)
    assert window.scene.match_banner.isVisible()
