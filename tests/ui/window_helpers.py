"""Helpers for the window tests: predictable bots, fast durations, and clicking and pressing as a player."""

from __future__ import annotations

import random
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from euchre_desktop.bots.base import Bot, RandomBot
from euchre_desktop.engine import Action, Card, Deal, Phase, PlayerView, Rules
from euchre_desktop.model import HumanTurn, MatchSummary
from euchre_desktop.ui.bid_panel import BidChoice
from euchre_desktop.ui.main_window import MainWindow
from euchre_desktop.ui.table.animation import Durations
from euchre_desktop.ui.table.controller import CARD_PHASES

FAST = Durations(speed=Durations.MAX_SPEED)
INSTANT = Durations(instant=True)


class FirstLegalBot:
    """Passes whenever it may, otherwise takes the first legal action (the lowest card)."""

    name = "first"

    def choose(self, view: PlayerView, rng: random.Random) -> Action:
        """The first legal action."""
        return view.legal_actions[0]


class SilentPlayer:
    """A speaker that makes no noise (the window's sounds are tested as requests)."""

    def play(self, path: Path, volume: float) -> None:
        """Play nothing."""


def first_legal_bots(level: str) -> Bot:
    """Predictable players at every level."""
    return FirstLegalBot()


def random_bots(level: str) -> Bot:
    """Random players at every level."""
    return RandomBot()


def last_legal_hint(view: PlayerView, rng: random.Random) -> tuple[Action, str]:
    """A hint that is easy to predict: the last legal action."""
    return view.legal_actions[-1], "The last choice on the list."


def click_card(window: MainWindow, card: Card) -> None:
    """Click ``card`` in the player's hand where it shows (the left strip, which no other card covers)."""
    item = window.scene.item_for(card)
    assert item is not None, f"{card} is not on the table"
    width = item.card_height * 0.716
    spot = QPointF(-width * 0.36, item.card_height * 0.2)
    point = window.view.mapFromScene(item.mapToScene(spot))
    QTest.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, point)


def key(window: MainWindow, which: Qt.Key, modifier: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier
        ) -> None:
    """Press a key in the window, as the player would."""
    QTest.keyClick(window, which, modifier)


class EagerBot:
    """Makes trump at the first chance (alone if ``alone``); otherwise the first legal action."""

    name = "eager"

    def __init__(self, alone: bool) -> None:
        self.alone = alone

    def choose(self, view: PlayerView, rng: random.Random) -> Action:
        """Order up or call (alone or not) when possible, else the first legal action."""
        for action in view.legal_actions:
            if action.is_bid and action.alone == self.alone:
                return action
        return view.legal_actions[0]


def eager_bots(level: str) -> Bot:
    """Players who make trump at once."""
    return EagerBot(alone=False)


def eager_loners(level: str) -> Bot:
    """Players who go alone at once."""
    return EagerBot(alone=True)


def wait_for_turn(qtbot: QtBot, window: MainWindow, phase: Phase) -> HumanTurn:
    """Wait until the window shows the player's decision in ``phase``."""
    def shown() -> bool:
        turn = window.controller.turn
        return turn is not None and turn.phase is phase
    qtbot.waitUntil(shown, timeout=10000)
    turn = window.controller.turn
    assert turn is not None
    return turn


def play_out_by_mouse(qtbot: QtBot, window: MainWindow, check: Callable[[], None] | None = None) -> None:
    """Click the first playable card at each of the player's turns until the hand's summary shows;
    ``check()`` runs before each click."""
    while True:
        qtbot.waitUntil(lambda: window.summary.isVisible() or window.controller.turn is not None,
                        timeout=10000)
        if window.summary.isVisible():
            return
        turn = wait_for_turn(qtbot, window, Phase.PLAY)
        if check is not None:
            check()
        click_card(window, turn.playable[0])
        qtbot.waitUntil(lambda played=turn.playable[0]: played not in window.scene.piles.hand(0).cards,
                        timeout=5000)


def play_a_short_match_to_its_end(qtbot: QtBot, window: MainWindow) -> MatchSummary:
    """Let the bots play a match to 5 points (seed 11) for every seat, clicking on past each hand's summary.

    The window should be made with ``random_bots`` and instant durations; returns the match's summary.
    """
    finished: list[MatchSummary] = []
    window.controller.match_finished.connect(finished.append)
    window.model.set_autoplay(True)
    window.model.new_match(Rules(target=5), seed=11)
    while not finished:
        qtbot.waitUntil(lambda: window.summary.isVisible() or bool(finished), timeout=20000)
        if not finished:
            window.summary.next_button.click()
            qtbot.wait(5)
    return finished[0]


def start_match(qtbot: QtBot, window: MainWindow, deal: Deal, *, seed: int, rules: Rules | None = None
                ) -> HumanTurn:
    """Open a match on ``deal`` (standard rules unless ``rules``) and wait for the player's first bid."""
    window.model.new_match(rules or Rules(), seed=seed, first_deal=deal)
    return wait_for_turn(qtbot, window, Phase.BID_ROUND_1)


def pass_into_the_match(qtbot: QtBot, window: MainWindow) -> str:
    """Pass the player's first bid (the 0 key), wait until the match counts as under way; its id."""
    key(window, Qt.Key.Key_0)
    qtbot.waitUntil(window.match_in_progress)
    return window.model.match_id


def _next_moment(qtbot: QtBot, window: MainWindow) -> HumanTurn | None:
    """Wait until the player has something to do: a decision (returned) or the summary (None)."""
    qtbot.waitUntil(lambda: window.summary.isVisible() or window.controller.turn is not None, timeout=15000)
    return None if window.summary.isVisible() else window.controller.turn


def _wait_moved_on(qtbot: QtBot, window: MainWindow, turn: HumanTurn | None) -> None:
    """Wait until the decision ``turn`` (None: the summary) has been taken."""
    qtbot.waitUntil(lambda: window.controller.turn is not turn or not window.summary.isVisible(),
                    timeout=5000)


def _match_over_shown(window: MainWindow) -> bool:
    return window.model.is_over and window.summary.next_button.text() == "New match"


def _making_choice(window: MainWindow) -> BidChoice:
    """The first bid button that makes trump (hands then score quickly), else the first one."""
    choices = window.bid_panel.choices
    making = [choice for choice in choices if choice.action.is_bid and not choice.action.alone]
    return (making or choices)[0]


def _play_match(qtbot: QtBot, window: MainWindow, hands: int, act: Callable[[HumanTurn | None], None]) -> int:
    """Play the player's seat to the match's end, ``act`` taking each decision (None: the summary's button),
    until the summary offers New match.  Returns the hands played."""
    played = 0
    while played <= hands:
        turn = _next_moment(qtbot, window)
        if turn is None:
            if _match_over_shown(window):
                return played + 1
            played += int(window.summary.next_button.text() == "Next hand")
        act(turn)
        _wait_moved_on(qtbot, window, turn)
    raise AssertionError(f"the match did not end in {hands} hands")


def play_match_by_mouse(qtbot: QtBot, window: MainWindow, *, hands: int = 30) -> int:
    """Play the player's seat to the match's end with the mouse alone: a bid button, a playable card, Next
    hand, until the summary offers New match.  Returns the hands played."""
    def click(turn: HumanTurn | None) -> None:
        if turn is None:
            QTest.mouseClick(window.summary.next_button, Qt.MouseButton.LeftButton)
        elif turn.phase in CARD_PHASES:
            click_card(window, next(action.card for action in turn.legal_actions if action.card is not None))
        else:
            button = window.bid_panel.button_for(_making_choice(window).key)
            assert button is not None and button.isVisible()
            QTest.mouseClick(button, Qt.MouseButton.LeftButton)

    return _play_match(qtbot, window, hands, click)


def play_match_by_keys(qtbot: QtBot, window: MainWindow, *, hands: int = 30) -> int:
    """Play the player's seat to the match's end with the keys alone: a number key to bid, Right and Enter
    for a card, Enter for Next hand, until the summary offers New match.  Returns the hands played."""
    def press(turn: HumanTurn | None) -> None:
        if turn is None:
            key(window, Qt.Key.Key_Return)
        elif turn.phase in CARD_PHASES:
            key(window, Qt.Key.Key_Right)
            assert window.controller.selected is not None
            key(window, Qt.Key.Key_Return)
        else:
            key(window, Qt.Key(Qt.Key.Key_0 + _making_choice(window).key))

    return _play_match(qtbot, window, hands, press)


def to_first_card(qtbot: QtBot, window: MainWindow) -> HumanTurn:
    """A new match, the player taking the last choice offered at each bid, up to their first card to play."""
    window.new_match()
    while True:
        qtbot.waitUntil(lambda: window.controller.turn is not None, timeout=10000)
        turn = window.controller.turn
        assert turn is not None
        if turn.phase is Phase.PLAY:
            return turn
        window.controller.choose(turn.legal_actions[-1])

        def moved_on(seen: HumanTurn = turn) -> bool:
            return window.controller.turn is not seen
        qtbot.waitUntil(moved_on, timeout=10000)
