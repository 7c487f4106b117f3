"""What the kill test and its child process agree on: the matches, the players, how to describe a position.

Both the child (``crash_driver.py``, which plays through the real ``GameModel``) and the test (which plays the
same matches with the engine alone) import this module, so the child's resumed position can be compared with
an independent replay.  Every decision is a pure function of the match seed, the hand and the move number:
the bots' RNG is seeded the way the model seeds it, and the scripted human seat uses its own seed.  The
spawned bot worker imports this module too (the folder is on ``sys.path``), to build the bots.
"""

from __future__ import annotations

import dataclasses
import enum
import random
from typing import Any

from euchre_desktop.bots.base import Bot, RandomBot
from euchre_desktop.engine import PRESETS, Action, Card, Match, PlayerView, Rules
from euchre_desktop.model.players import bot_seed

_PRESETS_PLAYED = ("short", "house", "cutthroat", "canadian", "tournament", "british", "standard")

MATCHES: tuple[tuple[str, int], ...] = tuple((_PRESETS_PLAYED[number % len(_PRESETS_PLAYED)], 101 * number)
                                             for number in range(1, 13))
"""The matches the child plays in order: a rules preset (played to 5 points) and a match seed.  More than
the kill test gets through before its last, uninterrupted run, which plays the rest."""


def rules_of(index: int) -> Rules:
    """The rules of match ``index``: its preset, played to 5 points so that a match is short."""
    return dataclasses.replace(PRESETS[MATCHES[index][0]], target=5)


def random_bots(level: str) -> Bot:
    """Random players at every level: fast, and exactly reproducible from the seed the model gives them."""
    return RandomBot()


def first_legal_hint(view: PlayerView, rng: random.Random) -> tuple[Action, str]:
    """A hint the kill test never asks for (the model needs one to start its worker)."""
    return view.legal_actions[0], "The first legal choice."


def human_choice(seed: int, hand_index: int, history_length: int, legal: tuple[Action, ...]) -> Action:
    """The scripted human's decision: random among the legal actions, seeded by the position alone."""
    rng = random.Random(f"kill-test/human/{bot_seed(seed, hand_index, history_length)}")
    return legal[rng.randrange(len(legal))]


def bot_choice(seed: int, hand_index: int, view: PlayerView) -> Action:
    """What the model's bot worker answers for ``view``: a random bot with the model's per-move seed."""
    return RandomBot().choose(view, random.Random(bot_seed(seed, hand_index, len(view.history))))


def reference_match(index: int) -> Match:
    """Match ``index`` played to the end by the engine alone, with the same decisions the child makes."""
    match = Match(rules_of(index), MATCHES[index][1])
    while not match.is_over:
        if match.hand_over:
            match.deal_next()
        state = match.hand
        hand_index = len(match.completed)
        view = PlayerView.of(state, state.to_act)
        if state.to_act == 0:
            action = human_choice(match.seed, hand_index, len(state.history), view.legal_actions)
        else:
            action = bot_choice(match.seed, hand_index, view)
        match.apply(action)
    return match


def plain(value: Any) -> Any:
    """A JSON-ready description of an engine value (every field of a dataclass, cards by their code)."""
    if isinstance(value, Card):
        return value.code
    if isinstance(value, Action):
        return value.to_text()
    if isinstance(value, Rules):
        return value.to_dict()
    if isinstance(value, enum.Enum):
        return value.name
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {field.name: plain(getattr(value, field.name)) for field in dataclasses.fields(value)}
    if isinstance(value, frozenset):
        return sorted(plain(item) for item in value)
    if isinstance(value, (tuple, list)):
        return [plain(item) for item in value]
    return value
