"""The factory of the computer players (``bots.levels.make_bot``), the hints, and the seeds that make every
bot decision replayable.

Nothing here imports Qt: the bot worker process imports this module to build its bots.
"""

from __future__ import annotations

import hashlib
import importlib
import random
from collections.abc import Callable

from ..bots.base import Bot
from ..bots.levels import Level, make_bot
from ..engine import Action, PlayerView

__all__ = [
    "BotFactory",
    "HintFunction",
    "bot_seed",
    "hint_for",
    "make_bot",
]

BotFactory = Callable[[str], Bot]
"""Builds the bot for a level name (``"easy"``, ``"standard"``, ``"expert"``)."""

HintFunction = Callable[[PlayerView, random.Random], tuple[Action, str]]
"""Suggests an action for the seat to act, with a one-sentence reason."""

def hint_for(view: PlayerView, rng: random.Random) -> tuple[Action, str]:
    """The Expert's suggestion for the seat to act and its reason (the hints module, imported lazily)."""
    try:
        hints = importlib.import_module("euchre_desktop.bots.hints")
    except ImportError:
        action = make_bot(Level.STANDARD).choose(view, rng)
        return action, "A Standard player's choice (the Expert's hints are not installed)."
    suggestion = hints.hint(view, rng)
    return suggestion.action, str(suggestion.reason)


def bot_seed(match_seed: int, hand_index: int, action_index: int) -> int:
    """The seed of a bot's RNG for one decision: the same match, hand and move always give the same seed,
    so Undo, a resumed match and a replay see the bots choose exactly as before."""
    digest = hashlib.sha256(f"euchre-desktop/bot/{match_seed}/{hand_index}/{action_index}".encode()).digest()
    return int.from_bytes(digest[:8], "big")

