"""Bots that misbehave on purpose, and factories for them, importable by the worker process too.

The model tests put this folder on ``sys.path`` (the spawned worker inherits it), so a factory here can be
pickled by name and rebuilt in the worker.
"""

from __future__ import annotations

import random
import threading
import time

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
    """A random player that takes 0.4 s to decide."""

    name = "slow"

    def choose(self, view: PlayerView, rng: random.Random) -> Action:
        """Think, then choose at random."""
        time.sleep(0.4)
        return super().choose(view, rng)


class RaisingBot:
    """A bot with a bug."""

    name = "raising"

    def choose(self, view: PlayerView, rng: random.Random) -> Action:
        """Fail."""
        raise RuntimeError("this bot has a bug")


class IllegalBot:
    """Answers with something never legal in a real decision."""

    name = "illegal"

    def choose(self, view: PlayerView, rng: random.Random) -> Action:
        """An action that is not among the legal ones."""
        for candidate in (Action.farmer(), Action.defend_alone(), Action.pass_()):
            if candidate not in view.legal_actions:
                return candidate
        raise AssertionError("every candidate is legal")


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


def _expert_is(bot: Bot, level: str) -> Bot:
    return bot if level == "expert" else RandomBot()


def slow_experts(level: str) -> Bot:
    """Experts that take their time; the other levels random."""
    return _expert_is(SlowBot(), level)


def raising_experts(level: str) -> Bot:
    """Experts that raise."""
    return _expert_is(RaisingBot(), level)


def illegal_experts(level: str) -> Bot:
    """Experts that answer illegally."""
    return _expert_is(IllegalBot(), level)


def hanging_experts(level: str) -> Bot:
    """Experts that never answer."""
    return _expert_is(HangingBot(), level)


def first_legal_hint(view: PlayerView, rng: random.Random) -> tuple[Action, str]:
    """A hint that is easy to predict."""
    return view.legal_actions[0], "The first choice on the list."


def slow_bots(level: str) -> Bot:
    """Slow random players at every level."""
    return SlowBot()
