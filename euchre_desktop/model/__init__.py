"""The match behind the table, built on QtCore only (no QtGui, no QtWidgets).

The model owns the engine state, takes the human's actions, asks the bots for theirs off the GUI thread,
and emits signals that describe what happened in game terms, for the UI to animate.

``GameModel`` is the entry point; its docstring lists every signal.  What it tells the table is in
``table_events`` (made by the pure ``telling``); the other values it sends are in ``events``;
bots run in a worker process (``ProcessBotRunner``) or thread (``ThreadBotRunner``).

The Qt parts (``GameModel`` and the runners) are imported on first use: the bot worker process imports
``model.botworker`` and ``model.players``, and importing this package must not load Qt into it (Qt would
add a fifth of a second to its start and some 25 MB to its memory).
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

from . import table_events
from .events import HandSummary, HumanTurn, MatchInfo, MatchSummary, TableSnapshot
from .table_events import TableEvent

if TYPE_CHECKING:
    from .game import HUMAN, GameModel
    from .runners import BotRunner, ProcessBotRunner, ThreadBotRunner

__all__ = [
    "HUMAN",
    "BotRunner",
    "GameModel",
    "HandSummary",
    "HumanTurn",
    "MatchInfo",
    "MatchSummary",
    "ProcessBotRunner",
    "TableEvent",
    "TableSnapshot",
    "ThreadBotRunner",
    "table_events",
]

_QT_PARTS = {"HUMAN": "game", "GameModel": "game", "BotRunner": "runners", "ProcessBotRunner": "runners",
             "ThreadBotRunner": "runners"}


def __getattr__(name: str) -> Any:
    """Import the Qt parts when they are first asked for."""
    module = _QT_PARTS.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    return getattr(importlib.import_module(f".{module}", __name__), name)
