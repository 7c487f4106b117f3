"""Bots that fail in every way a bot can, for the bots-at-fault tests; importable by the worker process.

Each factory gives the faulty bot at one level and random players at the others, so a match runs and only
that level's decisions go wrong.
"""

from __future__ import annotations

import os
import random
import time
from collections.abc import Callable

from euchre_desktop.bots.base import Bot, RandomBot
from euchre_desktop.engine import Action, PlayerView


class RaisingBot:
    """A bot with a bug."""

    name = "raising"

    def choose(self, view: PlayerView, rng: random.Random) -> Action:
        """Fail."""
        raise KeyError("a bug in the bot")


class IllegalBot:
    """Plays a card it does not hold, or passes when it may not."""

    name = "illegal"

    def choose(self, view: PlayerView, rng: random.Random) -> Action:
        """An action outside ``view.legal_actions``."""
        for candidate in (Action.farmer(), Action.defend_alone(), Action.pass_()):
            if candidate not in view.legal_actions:
                return candidate
        raise AssertionError("every candidate is legal")


class NotAnActionBot:
    """Answers with something that is not an action at all."""

    name = "not an action"

    def choose(self, view: PlayerView, rng: random.Random) -> Action:
        """None, where an action belongs."""
        return None  # type: ignore[return-value]


class UnsendableBot:
    """Answers with an object that cannot cross from the worker process to the game."""

    name = "unsendable"

    def choose(self, view: PlayerView, rng: random.Random) -> Action:
        """A lambda (which does not pickle) instead of an action."""
        return lambda: view.legal_actions[0]  # type: ignore[return-value]


class ExitingBot:
    """Takes its whole worker process down (only ever used in a worker process)."""

    name = "exiting"

    def choose(self, view: PlayerView, rng: random.Random) -> Action:
        """Exit the process at once, as a crash in native code would."""
        os._exit(3)


class HangingBot:
    """Never answers."""

    name = "hanging"

    def choose(self, view: PlayerView, rng: random.Random) -> Action:
        """Sleep for ever (the worker process is killed once its time is up)."""
        while True:
            time.sleep(60)


class SlowBot(RandomBot):
    """A random player that takes a moment to decide (well within the time budget)."""

    name = "slow"
    thinking_s = 0.05

    def choose(self, view: PlayerView, rng: random.Random) -> Action:
        """Think, then choose at random."""
        time.sleep(self.thinking_s)
        return super().choose(view, rng)


class DeliberateBot(SlowBot):
    """A random player that thinks long enough for a test to kill its worker in the middle."""

    name = "deliberate"
    thinking_s = 0.25


def random_bots(level: str) -> Bot:
    """Random players at every level."""
    return RandomBot()


def _at(faulty: type, faulty_level: str = "expert") -> Callable[[str], Bot]:
    def factory(level: str) -> Bot:
        bot: Bot = faulty() if level == faulty_level else RandomBot()
        return bot
    return factory


def raising_experts(level: str) -> Bot:
    """Experts that raise."""
    return _at(RaisingBot)(level)


def illegal_experts(level: str) -> Bot:
    """Experts that answer illegally."""
    return _at(IllegalBot)(level)


def not_an_action_experts(level: str) -> Bot:
    """Experts that answer None."""
    return _at(NotAnActionBot)(level)


def unsendable_experts(level: str) -> Bot:
    """Experts whose answer cannot be sent back."""
    return _at(UnsendableBot)(level)


def exiting_experts(level: str) -> Bot:
    """Experts that take the worker process down."""
    return _at(ExitingBot)(level)


def slow_experts(level: str) -> Bot:
    """Experts that take a moment."""
    return _at(SlowBot)(level)


def deliberate_experts(level: str) -> Bot:
    """Experts that take a quarter of a second."""
    return _at(DeliberateBot)(level)


def raising_experts_hanging_easies(level: str) -> Bot:
    """Two faults at once: Experts raise, Easy players hang."""
    return HangingBot() if level == "easy" else raising_experts(level)


def first_legal_hint(view: PlayerView, rng: random.Random) -> tuple[Action, str]:
    """A hint that is easy to predict."""
    return view.legal_actions[0], "The first choice on the list."


def hanging_hint(view: PlayerView, rng: random.Random) -> tuple[Action, str]:
    """A hint that never comes."""
    while True:
        time.sleep(60)
