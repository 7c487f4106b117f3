"""Bid Euchre in the real window: whole hands bid and played by mouse and by keys, the contract and the
tricks on the table, partner's best for a moon, and the hand's summary."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot
from window_helpers import INSTANT, click_card, key

from euchre_desktop.engine import Card
from euchre_desktop.engine.bid import BidAction, BidPhase, BidRules, Form
from euchre_desktop.model.bid_events import BidTurn
from euchre_desktop.persistence.savedmatch import SavedMatchStore
from euchre_desktop.ui.main_window import MainWindow

ONE_HAND = {"target": None, "fixed_hands": 1}


def next_moment(qtbot: QtBot, window: MainWindow) -> BidTurn | None:
    """Wait until the player decides (the turn) or the summary shows (None)."""
    qtbot.waitUntil(lambda: window.summary.isVisible() or isinstance(window.controller.turn, BidTurn),
                    timeout=15000)
    turn = window.controller.turn
    return None if window.summary.isVisible() else turn  # type: ignore[return-value]


def moved_on(qtbot: QtBot, window: MainWindow, turn: BidTurn) -> None:
    qtbot.waitUntil(lambda: window.controller.turn is not turn, timeout=5000)


def click_edge(window: MainWindow, card: Card) -> None:
    """Click ``card`` in the player's hand (a double pack's twin may lie in a trick) just inside its left
    edge: of twelve cards fanned, the strip that shows is narrow."""
    item = next(item for item in window.scene.piles.hand(0).items if item.card == card)
    spot = QPointF(-item.card_height * 0.716 * 0.46, item.card_height * 0.2)
    point = window.view.mapFromScene(item.mapToScene(spot))
    QTest.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, point)


def play_hand(qtbot: QtBot, window: MainWindow, *, by_keys: bool, bid: tuple[str, ...]) -> list[str]:
    """Bid (the keys of ``bid``, or their buttons) and play the player's seat to the hand's summary, checking
    the table on the way; returns the contract badge's titles seen during the play."""
    seen: list[str] = []
    while (turn := next_moment(qtbot, window)) is not None:
        panel = window.bid_euchre.panel
        if turn.phase is BidPhase.BIDDING:
            assert panel.isVisible() and window.hint_action.isEnabled()
            for which in bid:
                if by_keys:
                    QTest.keyClicks(window, which)
                else:
                    button = panel.button_for(which)
                    assert button is not None and button.isVisible(), f"{which} in {panel.offered}"
                    QTest.mouseClick(button, Qt.MouseButton.LeftButton)
        else:
            assert not panel.isVisible()
            seen.append(window.controller.contract_badge.title)
            assert window.status.text().startswith(("Your lead: click a card", "Your turn: ")), "as Euchre"
            assert not any(window.scene.bubble_texts()), "the bids are off the table"
            card = next(action.card for action in turn.legal_actions if action.card is not None)
            if by_keys:
                key(window, Qt.Key.Key_Return)
                if window.controller.turn is turn:
                    key(window, Qt.Key.Key_Return)
            else:
                click_edge(window, card)
        moved_on(qtbot, window, turn)
    return seen


@pytest.mark.parametrize("by_keys", [False, True], ids=["mouse", "keys"])
def test_a_single_pack_hand_bid_and_played_to_its_summary(qtbot: QtBot, make_window: object,
                                                          by_keys: bool) -> None:
    window: MainWindow = make_window(durations=INSTANT)  # type: ignore[operator]
    window.bid_euchre.new_match(BidRules(**ONE_HAND))  # type: ignore[arg-type]
    turn = next_moment(qtbot, window)
    assert turn is not None and turn.phase is BidPhase.BIDDING and len(turn.hand) == 6
    offered = window.bid_euchre.panel.offered
    assert offered[-6:] == ["", "", "", "", "No-trump", "Low"]
    assert ("Pass" in offered) == (BidAction.pass_() in turn.legal_actions), "a stuck dealer must bid"
    seen = play_hand(qtbot, window, by_keys=by_keys, bid=("6", "H"))
    assert seen and all(title == "You: 6 hearts" for title in seen), seen
    summary = window.summary
    assert summary.isVisible() and ("Made" in summary.title.text() or "Set" in summary.title.text())
    qtbot.wait(50)
    assert summary.next_button.text() == "See the result", "the match's end waits for the player"
    assert not summary.result.isVisible()
    assert "You bid 6 hearts" in summary.detail.text()
    assert window.controller.contract_badge.lines[0].startswith("Us: ")
    summary.next_button.click()
    qtbot.waitUntil(lambda: summary.next_button.text() == "New match", timeout=5000)
    assert window.model.is_over


def test_a_moon_with_partners_best_by_keys_takes_the_gift_and_discards(qtbot: QtBot, make_window: object,
                                                                      ) -> None:
    window: MainWindow = make_window(durations=INSTANT)  # type: ignore[operator]
    window.bid_euchre.new_match(BidRules(partners_best=1, **ONE_HAND))  # type: ignore[arg-type]
    turn = next_moment(qtbot, window)
    assert turn is not None and turn.phase is BidPhase.BIDDING
    QTest.keyClicks(window, "m")
    assert window.bid_euchre.panel.title.startswith("Shoot the moon in which suit")
    QTest.keyClicks(window, "s")
    turn = next_moment(qtbot, window)
    assert turn is not None and turn.phase is BidPhase.DISCARD and len(turn.hand) == 7
    assert window.scene.piles.hand(2).sitting_out, "the partner lays the hand down once the card is across"
    click_card(window, turn.hand[0])
    moved_on(qtbot, window, turn)
    play_hand(qtbot, window, by_keys=False, bid=())
    assert "shot the moon in spades" in window.summary.detail.text()
    piles = window.scene.piles
    yours = piles.kitty if piles.kitty.dealer == 0 else piles.discarded_by(0)  # the dealer's, with the kitty
    assert len(yours.cards) == 1, "the shooter's discard lies aside by you"


def test_hint_and_undo_in_the_bidding(qtbot: QtBot, make_window: object) -> None:
    window: MainWindow = make_window(durations=INSTANT)  # type: ignore[operator]
    window.bid_euchre.new_match(BidRules(**ONE_HAND))  # type: ignore[arg-type]
    assert next_moment(qtbot, window) is not None
    window.hint_action.trigger()  # the test's hint: the last legal action, the moon in low
    qtbot.waitUntil(lambda: window.bid_euchre.panel.title.startswith("Moon in low"), timeout=5000)
    key(window, Qt.Key.Key_Return)
    turn = next_moment(qtbot, window)
    assert turn is not None and turn.phase is BidPhase.PLAY
    assert window.controller.contract_badge.title == "You: moon in low"
    assert window.undo_action.isEnabled()
    window.undo_action.trigger()
    turn = next_moment(qtbot, window)
    assert turn is not None and turn.phase is BidPhase.BIDDING and not window.controller.contract_badge.title


def bid_window(qtbot: QtBot, make_window: object, form: Form, hand_size: int) -> MainWindow:
    """A window with a one-hand Bid Euchre match of ``form`` at the player's first decision."""
    window: MainWindow = make_window(durations=INSTANT)  # type: ignore[operator]
    window.bid_euchre.new_match(BidRules(form=form, **ONE_HAND))  # type: ignore[arg-type]
    turn = next_moment(qtbot, window)
    assert turn is not None and len(turn.hand) == hand_size and window.scene.players == form.seats
    return window


@pytest.mark.parametrize("by_keys", [False, True], ids=["mouse", "keys"])
def test_a_double_pack_hand_bid_and_played_to_its_summary(qtbot: QtBot, make_window: object,
                                                          by_keys: bool) -> None:
    window = bid_window(qtbot, make_window, Form.DOUBLE_4, 12)
    seen = play_hand(qtbot, window, by_keys=by_keys, bid=("1", "0", "N") if by_keys else ("10", "N"))
    assert seen and all(title == "You: 10 no-trump" for title in seen)
    assert window.summary.isVisible()


def test_the_command_line_starts_a_bid_euchre_match_in_the_form_asked() -> None:
    from euchre_desktop.app import build_parser

    assert build_parser().parse_args(["--bid-euchre", "double_4"]).bid_euchre == "double_4"
    assert build_parser().parse_args([]).bid_euchre is None


def test_a_bid_match_left_mid_hand_comes_back_on_the_table_as_it_was(qtbot: QtBot, make_window: object,
                                                                    tmp_path: Path) -> None:
    window: MainWindow = make_window(durations=INSTANT)  # type: ignore[operator]
    window.model.store = SavedMatchStore(tmp_path / "saved.json")
    window.bid_euchre.new_match(BidRules(**ONE_HAND))  # type: ignore[arg-type]
    assert next_moment(qtbot, window) is not None
    QTest.keyClicks(window, "5s")
    turn = next_moment(qtbot, window)
    assert turn is not None and turn.phase is BidPhase.PLAY
    click_card(window, next(action.card for action in turn.legal_actions if action.card is not None))
    moved_on(qtbot, window, turn)
    assert next_moment(qtbot, window) is not None
    piles = window.scene.piles
    shown = (piles.hand(0).cards, piles.trick.cards, piles.won_by(0).cards, piles.won_by(1).cards,
             window.controller.contract_badge.title, window.controller.contract_badge.lines)

    again: MainWindow = make_window(durations=INSTANT)  # type: ignore[operator]
    again.model.store = SavedMatchStore(tmp_path / "saved.json")
    assert again.model.resume()
    assert next_moment(qtbot, again) is not None
    piles = again.scene.piles
    assert (piles.hand(0).cards, piles.trick.cards, piles.won_by(0).cards, piles.won_by(1).cards,
            again.controller.contract_badge.title, again.controller.contract_badge.lines) == shown
    assert shown[4] == "You: 5 spades" and not any(again.scene.bubble_texts())


def test_the_worked_hand_borrows_the_table_and_gives_the_bid_match_back(qtbot: QtBot, make_window: object
                                                                         ) -> None:
    window: MainWindow = make_window(durations=INSTANT)  # type: ignore[operator]
    window.bid_euchre.new_match(BidRules(**ONE_HAND))  # type: ignore[arg-type]
    assert next_moment(qtbot, window) is not None
    QTest.keyClicks(window, "6c")
    assert next_moment(qtbot, window) is not None
    hand = window.scene.piles.hand(0).cards
    bar = window.play_worked_hand()
    assert bar is not None
    qtbot.waitUntil(lambda: len(window.scene.piles.hand(0).cards) == 5, timeout=5000)  # Euchre's five
    assert not window.controller.contract_badge.title
    bar.close_walkthrough()
    turn = next_moment(qtbot, window)
    assert turn is not None and turn.phase is BidPhase.PLAY
    assert window.scene.piles.hand(0).cards == hand
    assert window.controller.contract_badge.title == "You: 6 clubs"


def test_new_match_plays_the_game_the_settings_choose(qtbot: QtBot, make_window: object) -> None:
    window: MainWindow = make_window(durations=INSTANT)  # type: ignore[operator]
    window.settings.set("game.game", "bid_euchre")
    window.new_match_action.trigger()
    qtbot.waitUntil(lambda: isinstance(window.controller.turn, BidTurn), timeout=10000)
    assert window.model.saved_match().rules == window.settings.bid_rules()


@pytest.mark.parametrize("by_keys", [False, True], ids=["mouse", "keys"])
def test_a_six_seat_hand_bid_and_played_to_its_summary(qtbot: QtBot, make_window: object,
                                                      by_keys: bool) -> None:
    window = bid_window(qtbot, make_window, Form.DOUBLE_6, 8)
    seen = play_hand(qtbot, window, by_keys=by_keys, bid=("5", "D"))
    assert seen and all(title == "You: 5 diamonds" for title in seen)
    assert window.summary.detail.text().startswith("You bid 5 diamonds; your side took ")
