"""Test doubles: computer players that are predictable, slow, or at fault in every way a bot can be, and the
factories and hints the model takes to seat them.

The model and reliability tests put this folder on ``sys.path`` (a spawned bot worker inherits it), so a
factory here pickles by name and is rebuilt in the worker.  Each ``*_experts`` factory gives the faulty bot
at the Expert level and random players at the others, so a match runs and only the Experts go wrong.
"""

from __future__ import annotations

import os
import random
import threading
import time
from collections.abc import Callable

from euchre_desktop.bots.base import Bot, RandomBot
from euchre_desktop.engine import Action, PlayerView

RELEASE = threading.Event()
"""Set by test teardown to free a hanging bot on a thread (a process is simply killed)."""


class FirstLegalBot:
    """Always the first legal action: passes whenever it may, plays its lowest card."""

    name = "first"

    def choose(self, view: PlayerView, rng: random.Random) -> Action:
        """The first legal action."""
        return view.legal_actions[0]


class SlowBot(RandomBot):
    """A random player that thinks for ``thinking_s`` seconds before each decision."""

    name = "slow"

    def __init__(self, thinking_s: float = 0.4) -> None:
        self.thinking_s = thinking_s

    def choose(self, view: PlayerView, rng: random.Random) -> Action:
        """Think, then choose at random."""
        time.sleep(self.thinking_s)
        return super().choose(view, rng)


class RaisingBot:
    """A bot with a bug."""

    name = "raising"

    def choose(self, view: PlayerView, rng: random.Random) -> Action:
        """Fail."""
        raise KeyError("a bug in the bot")


class IllegalBot:
    """Answers with something never legal in a real decision."""

    name = "illegal"

    def choose(self, view: PlayerView, rng: random.Random) -> Action:
        """An action that is not among the legal ones."""
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
    """Never answers (until RELEASE is set)."""

    name = "hanging"

    def choose(self, view: PlayerView, rng: random.Random) -> Action:
        """Wait for ever."""
        RELEASE.wait()
        return view.legal_actions[0]


def random_bots(level: str) -> Bot:
    """Random players at every level."""
    return RandomBot()


def first_legal_bots(level: str) -> Bot:
    """Predictable players at every level."""
    return FirstLegalBot()


def slow_bots(level: str) -> Bot:
    """Random players at every level that take 0.4 s a decision."""
    return SlowBot()


def _experts_are(faulty: Callable[[], Bot], level: str) -> Bot:
    return faulty() if level == "expert" else RandomBot()


def raising_experts(level: str) -> Bot:
    """Experts that raise."""
    return _experts_are(RaisingBot, level)


def illegal_experts(level: str) -> Bot:
    """Experts that answer illegally."""
    return _experts_are(IllegalBot, level)


def not_an_action_experts(level: str) -> Bot:
    """Experts that answer None."""
    return _experts_are(NotAnActionBot, level)


def unsendable_experts(level: str) -> Bot:
    """Experts whose answer cannot be sent back."""
    return _experts_are(UnsendableBot, level)


def exiting_experts(level: str) -> Bot:
    """Experts that take the worker process down."""
    return _experts_are(ExitingBot, level)


def hanging_experts(level: str) -> Bot:
    """Experts that never answer."""
    return _experts_are(HangingBot, level)


def slow_experts(level: str) -> Bot:
    """Experts that think for a moment, well within any time budget."""
    return _experts_are(lambda: SlowBot(0.05), level)


def deliberate_experts(level: str) -> Bot:
    """Experts that think long enough (a quarter of a second) for a test to kill their worker meanwhile."""
    return _experts_are(lambda: SlowBot(0.25), level)


def raising_experts_hanging_easies(level: str) -> Bot:
    """Two faults at once: Experts raise, Easy players hang."""
    return HangingBot() if level == "easy" else raising_experts(level)


def first_legal_hint(view: PlayerView, rng: random.Random) -> tuple[Action, str]:
    """A hint that is easy to predict."""
    return view.legal_actions[0], "The first choice on the list."


def hanging_hint(view: PlayerView, rng: random.Random) -> tuple[Action, str]:
    """A hint that never comes (until RELEASE is set)."""
    RELEASE.wait()
    return first_legal_hint(view, rng)
