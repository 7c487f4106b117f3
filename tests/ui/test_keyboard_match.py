"""Keyboard only (issue "everyone can play"): a whole match played by keys, to its end and the next match;
a hand's review opened, stepped through and closed by keys, from the summary and from the History; every
cover screen left by Tab and Enter or Space; a hand of Bid Euchre.  Every key goes where a player's keyboard
sends it: to the widget with the focus, or the window."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QAbstractButton, QApplication, QWidget
from pytestqt.qtbot import QtBot
from test_keyboard_dialogs import ink_pixels
from window_helpers import INSTANT

from euchre_desktop.engine import ActionKind, Phase
from euchre_desktop.engine.bid import BidPhase, BidRules
from euchre_desktop.model import HumanTurn
from euchre_desktop.model.bid_events import BidTurn
from euchre_desktop.persistence.history import HandHistory
from euchre_desktop.persistence.settings import Settings
from euchre_desktop.ui.history_command import history_command
from euchre_desktop.ui.intermission.overlay import SCREENS
from euchre_desktop.ui.main_window import MainWindow
from euchre_desktop.ui.review import review_record
from euchre_desktop.ui.review.window import ReviewWindow
from euchre_desktop.ui.table.controller import CARD_PHASES

WindowFactory = Callable[..., MainWindow]
"""``make_window`` (tests/ui/conftest.py)."""

NO_MODIFIER = Qt.KeyboardModifier.NoModifier


def press(window: QWidget, key: Qt.Key, modifier: Qt.KeyboardModifier = NO_MODIFIER) -> None:
    """A key pressed where the keyboard's focus is (``window`` when nothing in it has the focus)."""
    QTest.keyClick(QApplication.focusWidget() or window, key, modifier)


def short_match_window(make_window: WindowFactory) -> MainWindow:
    """A window whose next match is played to 5 points, a hand everyone passes thrown in (the computer
    players pass whenever they may: the player's bids decide every hand)."""
    settings = Settings()
    settings.set("rules.target", 5)
    settings.set("rules.stick_the_dealer", False)
    return make_window(settings=settings, durations=INSTANT)


def next_moment(qtbot: QtBot, window: MainWindow) -> HumanTurn | None:
    """Wait until the player has something to do: a decision (returned) or the summary (None)."""
    qtbot.waitUntil(lambda: window.summary.isVisible() or window.controller.turn is not None, timeout=15000)
    return None if window.summary.isVisible() else window.controller.turn


def next_bid_moment(qtbot: QtBot, window: MainWindow) -> BidTurn | None:
    """As ``next_moment``, in Bid Euchre: the decision (returned) or the summary (None)."""
    qtbot.waitUntil(lambda: window.summary.isVisible() or window.controller.turn is not None, timeout=15000)
    turn = window.controller.turn
    return turn if isinstance(turn, BidTurn) and not window.summary.isVisible() else None


def taken(window: MainWindow, turn: HumanTurn | BidTurn) -> Callable[[], bool]:
    """Whether the decision ``turn`` has been taken (to wait on)."""
    return lambda: window.controller.turn is not turn


def bid_key(window: MainWindow, kind: ActionKind, *, alone: bool = False) -> Qt.Key:
    """The number key on the bid panel's button for ``kind`` (the first such, alone or not)."""
    choice = next(choice for choice in window.bid_panel.choices
                  if choice.action.kind is kind and choice.action.alone == alone)
    return Qt.Key(Qt.Key.Key_0 + choice.key)


def play_a_hand_by_keys(qtbot: QtBot, window: MainWindow, *, new_match: bool = True) -> None:
    """A new match (or the one on the table), its next hand played by keys to its summary: 1 to order it up
    or name the first suit, the arrows and Enter for a card."""
    if new_match:
        press(window, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    while (turn := next_moment(qtbot, window)) is not None:
        if turn.phase in CARD_PHASES:
            press(window, Qt.Key.Key_Right)
            press(window, Qt.Key.Key_Return)
        else:
            press(window, Qt.Key.Key_1)
        qtbot.waitUntil(taken(window, turn), timeout=5000)


def cover_and_come_back(qtbot: QtBot, window: MainWindow, back: Qt.Key) -> None:
    """The panic key covers the table; Tab reaches the corner control, marked; ``back`` presses it."""
    press(window, Qt.Key.Key_QuoteLeft)
    qtbot.waitUntil(lambda: window.intermission.is_covered)
    cover = window.intermission.cover_widget
    assert cover is not None
    plain = ink_pixels(cover.corner.grab().toImage())
    press(window, Qt.Key.Key_Tab)
    assert cover.corner.hasFocus(), f"Tab reaches the way back on the {cover.screen_name} screen"
    assert ink_pixels(cover.corner.grab().toImage()) > plain + 10, "the focus is plainly marked"
    press(window, back)
    qtbot.waitUntil(lambda: not window.intermission.is_covered, timeout=3000)


def test_a_whole_match_and_the_next_by_keys_alone(qtbot: QtBot, make_window: WindowFactory) -> None:
    window = short_match_window(make_window)
    press(window, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)  # no match yet: it deals at once
    done: list[str] = []
    for _moment in range(200):
        turn = next_moment(qtbot, window)
        if turn is None:
            if window.summary.match_over:
                break
            if "tabbed on" in done:
                press(window, Qt.Key.Key_Return)  # Next hand, or See the result
            else:  # once, Tab to Next hand and Space: the keys play on after the summary's focus
                for _tab in range(3):
                    press(window, Qt.Key.Key_Tab)
                assert window.summary.next_button.hasFocus()
                press(window, Qt.Key.Key_Space)
                done.append("tabbed on")
            qtbot.waitUntil(lambda: not window.summary.isVisible() or window.summary.match_over, timeout=5000)
            continue
        if turn.phase in CARD_PHASES:
            press(window, Qt.Key.Key_Right)
            chosen = window.controller.selected
            assert chosen is not None, "the arrow marks a card on the table"
            press(window, Qt.Key.Key_Return)
            done.append("discard" if turn.phase is Phase.DEALER_DISCARD else "card")
        elif turn.phase is Phase.BID_ROUND_1:
            # Name a suit first, then pick up as dealer; only then alone (4 points at most before it).
            dealer = turn.view.dealer == 0
            if dealer and "pick up" not in done:
                press(window, bid_key(window, ActionKind.ORDER_UP))
                done.append("pick up")
            elif "name" not in done or "pick up" not in done:
                press(window, bid_key(window, ActionKind.PASS))
                done.append("pass")
            else:
                alone = "alone" not in done
                press(window, bid_key(window, ActionKind.ORDER_UP, alone=alone))
                done.append("alone" if alone else "order up")
        elif turn.phase is Phase.BID_ROUND_2 and "name" not in done:
            press(window, bid_key(window, ActionKind.CALL))
            done.append("name")
        else:
            press(window, bid_key(window, ActionKind.PASS))
            done.append("pass")
        qtbot.waitUntil(taken(window, turn), timeout=5000)
    assert window.summary.match_over and window.model.is_over, "the match ended within 200 moments"
    assert {"pass", "name", "pick up", "discard", "alone", "card"} <= set(done), done
    assert max(window.model.scores) >= 5 and window.scene.match_banner.isVisible()
    cover_and_come_back(qtbot, window, Qt.Key.Key_Return)
    assert window.summary.match_over, "Enter on the way back starts nothing behind the cover"
    finished = window.model.match_id
    press(window, Qt.Key.Key_Return)  # New match
    qtbot.waitUntil(lambda: window.controller.turn is not None, timeout=10000)
    assert window.model.match_id != finished and window.model.scores == (0, 0)


def test_a_hands_review_opened_stepped_and_closed_by_keys(qtbot: QtBot, make_window: WindowFactory) -> None:
    window = short_match_window(make_window)
    play_a_hand_by_keys(qtbot, window)
    summary = window.summary
    buttons = [summary.show_hands_button, summary.review_button, summary.next_button]
    for button in buttons:  # Tab goes round the summary's buttons, each plainly marked in turn
        plain = ink_pixels(button.grab().toImage())
        press(window, Qt.Key.Key_Tab)
        assert button.hasFocus(), button.text()
        assert ink_pixels(button.grab().toImage()) > plain + 20, f"{button.text()} shows its focus"
    press(window, Qt.Key.Key_Tab)
    press(window, Qt.Key.Key_Space)  # Show all hands, the button with the focus
    assert summary.deal_view.isVisible() and summary.isVisible()
    press(window, Qt.Key.Key_Tab)
    assert summary.review_button.hasFocus()
    press(window, Qt.Key.Key_Return)
    review = window.findChild(ReviewWindow)
    assert review is not None and review.isVisible()
    qtbot.waitUntil(review.isActiveWindow, timeout=3000)
    assert review.decisions.hasFocus(), "the keys are the review's, in its list of decisions"
    last = review.walk.step
    press(review, Qt.Key.Key_Left)
    press(review, Qt.Key.Key_Left)
    assert review.walk.step == last - 2, "Left steps the table back"
    press(review, Qt.Key.Key_Right)
    assert review.walk.step == last - 1, "and Right on"
    qtbot.waitUntil(lambda: review.decisions.count() >= 2, timeout=20000)  # valued one at a time
    press(review, Qt.Key.Key_Home)  # the first decision (a bid: pass, order it up, alone), on the table
    first = review.current
    assert first is not None and review.walk.step == first.index
    press(review, Qt.Key.Key_Down)
    second = review.current
    assert second is not None and review.walk.step == second.index, "the table follows the list"
    press(review, Qt.Key.Key_Up)
    press(review, Qt.Key.Key_Tab)
    assert review.options.hasFocus()
    for _row in range(3):  # Down through the options to another than the bid made
        if review.chosen_option() not in (None, first.chosen):
            break
        press(review, Qt.Key.Key_Down)
    press(review, Qt.Key.Key_Tab)
    assert review.play_on_button.hasFocus() and review.play_on_button.isEnabled()
    press(review, Qt.Key.Key_Return)
    assert review.branch is not None, "the hand plays on with the other bid"
    press(review, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not review.isVisible(), timeout=3000)
    qtbot.waitUntil(window.isActiveWindow, timeout=3000)  # the keys are the table's again
    qtbot.waitUntil(summary.isVisible, timeout=5000)
    press(window, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: window.controller.turn is not None, timeout=10000)
    assert window.model.snapshot().hand_index == 1, "Enter went on to the next hand"


def test_enter_goes_on_from_the_summary_after_its_hands_were_shown_by_keys(qtbot: QtBot,
                                                                          make_window: WindowFactory) -> None:
    window = short_match_window(make_window)
    play_a_hand_by_keys(qtbot, window)
    summary = window.summary
    press(window, Qt.Key.Key_Tab)
    press(window, Qt.Key.Key_Space)  # Show all hands, the button with the focus
    assert summary.deal_view.isVisible()
    QTest.mouseClick(summary.next_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not summary.isVisible(), timeout=5000)
    focused = QApplication.focusWidget()
    assert focused is None or not summary.isAncestorOf(focused), "no hidden button keeps the focus"
    play_a_hand_by_keys(qtbot, window, new_match=False)
    press(window, Qt.Key.Key_Return)
    assert not summary.deal_view.isVisible(), "Enter showed the hands again"
    qtbot.waitUntil(lambda: window.controller.turn is not None, timeout=10000)
    assert window.model.snapshot().hand_index == 2, "Enter went on to the next hand"


def test_a_kept_hands_review_from_the_history_by_keys(qtbot: QtBot, make_window: WindowFactory) -> None:
    history, _ = HandHistory.open(None)
    window = make_window(durations=INSTANT, history=history)
    command = history_command(window)
    assert command is not None
    command.review_requested.connect(lambda record: review_record(window, record))  # as launch does
    play_a_hand_by_keys(qtbot, window)
    press(window, Qt.Key.Key_H, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    dialog = command.dialog
    assert dialog is not None
    qtbot.waitUntil(dialog.isActiveWindow, timeout=3000)
    for _tab in range(12):  # past the filters and the list of hands (the arrows move in it) to Review
        if dialog.review_button.hasFocus():
            break
        press(dialog, Qt.Key.Key_Tab)
    assert dialog.review_button.hasFocus(), "Tab leads out of the list to its buttons"
    press(dialog, Qt.Key.Key_Space)
    review = window.findChild(ReviewWindow)
    assert review is not None
    qtbot.waitUntil(review.isActiveWindow, timeout=3000)
    press(review, Qt.Key.Key_Escape)
    qtbot.waitUntil(dialog.isActiveWindow, timeout=3000)  # back where the review was asked for
    assert dialog.review_button.hasFocus()
    press(dialog, Qt.Key.Key_Escape)
    qtbot.waitUntil(window.isActiveWindow, timeout=3000)
    history.close()


def test_every_cover_screen_is_left_by_tab_and_enter_or_space(qtbot: QtBot,
                                                               make_window: WindowFactory) -> None:
    window = make_window(durations=INSTANT)
    for index, name in enumerate(SCREENS):
        window.intermission.set_screen(name)
        cover_and_come_back(qtbot, window, Qt.Key.Key_Space if index % 2 else Qt.Key.Key_Return)
        assert window.isActiveWindow()
        focused = QApplication.focusWidget()
        assert not isinstance(focused, QAbstractButton), "no button of the cover keeps the keys"


def test_a_bid_euchre_hand_and_the_next_match_by_keys_alone(qtbot: QtBot, make_window: WindowFactory) -> None:
    settings = Settings()
    settings.set("game.game", "bid_euchre")
    settings.set_bid_rules(BidRules(partners_best=1, target=None, fixed_hands=1))  # a moon with a gift
    window = make_window(settings=settings, durations=INSTANT)
    press(window, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    panel = window.bid_euchre.panel
    done: list[str] = []
    for _moment in range(40):
        if (turn := next_bid_moment(qtbot, window)) is None:
            break
        if turn.phase is BidPhase.BIDDING:
            for _step in range(20):  # Up through the numbers, and past the top to the moon
                if panel.title.startswith("Shoot the moon"):
                    break
                press(window, Qt.Key.Key_Up)
            press(window, Qt.Key.Key_Right)  # the first trump offered
            assert panel.title.endswith("Enter to bid"), panel.title
            press(window, Qt.Key.Key_Return)
            done.append("moon")
        else:
            press(window, Qt.Key.Key_Right)
            assert window.controller.selected is not None, "the arrow marks a card on the table"
            press(window, Qt.Key.Key_Return)
            done.append(turn.phase.value)
        qtbot.waitUntil(taken(window, turn), timeout=5000)
    assert done[0] == "moon" and BidPhase.DISCARD.value in done and BidPhase.PLAY.value in done, done
    assert "shot the moon" in window.summary.detail.text()
    press(window, Qt.Key.Key_Return)  # See the result
    qtbot.waitUntil(lambda: window.summary.match_over, timeout=5000)
    finished = window.model.match_id
    press(window, Qt.Key.Key_Return)  # New match: Bid Euchre again, as the settings choose
    qtbot.waitUntil(lambda: isinstance(window.controller.turn, BidTurn), timeout=10000)
    assert window.model.match_id != finished
