"""The computer players behind each level, the hints, and the seeds that make every bot decision replayable.

Nothing here imports Qt: the bot worker process imports this module to build its bots.
"""

from __future__ import annotations

import hashlib
import importlib
import logging
import random
from collections.abc import Callable
from typing import Final

from ..bots.base import Bot, RandomBot
from ..engine import Action, PlayerView
from ..persistence.seats import Level

__all__ = [
    "BotFactory",
    "HintFunction",
    "bot_seed",
    "hint_for",
    "make_bot",
]

_log = logging.getLogger(__name__)


BotFactory = Callable[[str], Bot]
"""Builds the bot for a level name (``"easy"``, ``"standard"``, ``"expert"``)."""

HintFunction = Callable[[PlayerView, random.Random], tuple[Action, str]]
"""Suggests an action for the seat to act, with a one-sentence reason."""

_BOT_CLASSES: Final = {
    Level.EASY: ("euchre_desktop.bots.easy", "EasyBot"),
    Level.STANDARD: ("euchre_desktop.bots.standard", "StandardBot"),
    Level.EXPERT: ("euchre_desktop.bots.expert", "ExpertBot"),
}


def make_bot(level: str) -> Bot:
    """The bot for a level name.  Imported lazily, so only the process that runs bots loads their code.

    A level whose bot is not importable (a partial install) plays randomly, with a warning in the log.
    """
    module_name, class_name = _BOT_CLASSES[Level(level)]
    try:
        bot_class = getattr(importlib.import_module(module_name), class_name)
    except (ImportError, AttributeError):
        _log.warning("%s from %s is not available; a random player takes the %s seat",
                     class_name, module_name, level)
        return RandomBot()
    bot: Bot = bot_class()
    return bot


def hint_for(view: PlayerView, rng: random.Random) -> tuple[Action, str]:
    """The Expert's suggestion for the seat to act and its reason (the hints module, imported lazily)."""
    try:
        hints = importlib.import_module("euchre_desktop.bots.hints")
    except ImportError:
        action = make_bot(Level.STANDARD.value).choose(view, rng)
        return action, "A Standard player's choice (the Expert's hints are not installed)."
    suggestion = hints.hint(view, rng)
    return suggestion.action, str(suggestion.reason)


def bot_seed(match_seed: int, hand_index: int, action_index: int) -> int:
    """The seed of a bot's RNG for one decision: the same match, hand and move always give the same seed,
    so Undo, a resumed match and a replay see the bots choose exactly as before."""
    digest = hashlib.sha256(f"euchre-desktop/bot/{match_seed}/{hand_index}/{action_index}".encode()).digest()
    return int.from_bytes(digest[:8], "big")

