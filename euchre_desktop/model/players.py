"""The factory of the computer players (``make_player``: a level's player for either game), the hints, and
the seeds that make every bot decision replayable.

Nothing here imports Qt: the bot worker process imports this module to build its bots.
"""

from __future__ import annotations

import hashlib
import importlib
import random
from collections.abc import Callable
from typing import Any

from ..bots.base import Bot
from ..bots.levels import Level, make_bot
from ..engine import Action, PlayerView
from ..engine.bid import BidView
from ..engine.phrase import Phrase, phrase
from ..engine.translatable import N_

__all__ = [
    "BotFactory",
    "HintFunction",
    "bot_seed",
    "hint_for",
    "make_bot",
    "make_player",
]

BotFactory = Callable[[str], Bot]
"""Builds the bot for a level name (``"easy"``, ``"standard"``, ``"expert"``)."""

HintFunction = Callable[[PlayerView, random.Random], tuple[Action, Phrase | str]]
"""Suggests an action for the seat to act, with a one-sentence reason: a ``Phrase``, put in the player's words
where it is shown (plain words are shown as they are)."""

class _EitherGame:
    """A level's player at both games: Euchre's bot for a ``PlayerView``, Bid Euchre's for a ``BidView``, each
    built when first asked (the worker keeps one player per level, whichever game is on the table)."""

    def __init__(self, level: str) -> None:
        self.name = level
        self._euchre: Bot | None = None
        self._bid: Any = None

    def choose(self, view: Any, rng: random.Random) -> Any:
        """The level's choice for ``view``'s seat, in ``view``'s game."""
        if isinstance(view, BidView):
            if self._bid is None:
                bid_bots = importlib.import_module("euchre_desktop.bots.bid.arena").BID_BOTS
                self._bid = bid_bots.get(self.name, bid_bots["standard"])()
            return self._bid.choose(view, rng)
        if self._euchre is None:
            self._euchre = make_bot(self.name)
        return self._euchre.choose(view, rng)


def make_player(level: str) -> Bot:
    """The computer player of ``level`` (a ``Level`` value) for either game (an unknown level plays
    Standard, as ``make_bot`` says)."""
    return _EitherGame(level)


def hint_for(view: Any, rng: random.Random) -> tuple[Any, Phrase]:
    """The Expert's suggestion for the seat to act and its reason (the hints module, imported lazily)."""
    if isinstance(view, BidView):
        suggestion = importlib.import_module("euchre_desktop.bots.bid.hints").bid_hint(view, rng)
        return suggestion.action, suggestion.reason
    try:
        hints = importlib.import_module("euchre_desktop.bots.hints")
    except ImportError:
        action = make_bot(Level.STANDARD).choose(view, rng)
        return action, phrase(N_("A Standard player's choice (the Expert's hints are not installed)."))
    suggestion = hints.hint(view, rng)
    return suggestion.action, suggestion.reason


def bot_seed(match_seed: int, hand_index: int, action_index: int) -> int:
    """The seed of a bot's RNG for one decision: the same match, hand and move always give the same seed,
    so Undo, a resumed match and a replay see the bots choose exactly as before."""
    digest = hashlib.sha256(f"euchre-desktop/bot/{match_seed}/{hand_index}/{action_index}".encode()).digest()
    return int.from_bytes(digest[:8], "big")

