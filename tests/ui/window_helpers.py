"""Helpers for the window tests: predictable bots, fast durations, and clicking and pressing as a player."""

from __future__ import annotations

import random
from pathlib import Path

from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from euchre_desktop.bots.base import Bot, RandomBot
from euchre_desktop.engine import Action, Card, Deal, Phase, PlayerView, Rules
from euchre_desktop.model import HumanTurn, MatchSummary
from euchre_desktop.ui.main_window import MainWindow
from euchre_desktop.ui.table.animation import Durations

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
