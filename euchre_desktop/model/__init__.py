"""The match behind the table, built on QtCore only (no QtGui, no QtWidgets).

The model owns the engine state, takes the human's actions, asks the bots for theirs off the GUI thread,
and emits signals that describe what happened in game terms, for the UI to animate.

``GameModel`` is the entry point; its docstring lists every signal.  The values it sends are in ``events``;
bots run in a worker process (``ProcessBotRunner``) or thread (``ThreadBotRunner``).
"""

from .events import DealtHand, HandSummary, HumanTurn, MatchInfo, MatchSummary, TableSnapshot
from .game import HUMAN, GameModel
from .runners import BotRunner, ProcessBotRunner, ThreadBotRunner

__all__ = [
    "HUMAN",
    "BotRunner",
    "DealtHand",
    "GameModel",
    "HandSummary",
    "HumanTurn",
    "MatchInfo",
    "MatchSummary",
    "ProcessBotRunner",
    "TableSnapshot",
    "ThreadBotRunner",
]
