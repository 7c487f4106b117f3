"""The bot side of the worker: requests in, answers out.  No Qt here, so the worker process starts light.

A request carries the seat's ``PlayerView`` (a frozen dataclass of engine values, so it pickles), the level,
whether a move or a hint is wanted, and the seed of the RNG; or a ``WorkerTask`` (the hand review's valuing
of one decision, say) whose result comes back as the answer's ``result``.  Whatever happens inside the bot,
the worker answers: with an action or a result, or with the error that stopped it.
"""

from __future__ import annotations

import dataclasses
import random
from typing import TYPE_CHECKING, Final, Literal, Protocol

from ..bots.base import Bot
from ..engine import Action, PlayerView
from ..engine.phrase import Phrase
from .players import BotFactory, HintFunction

if TYPE_CHECKING:
    from multiprocessing.connection import Connection

__all__ = ["READY", "BotAnswer", "BotRequest", "WorkerTask", "compute", "serve"]

READY: Final = "ready"
"""What the worker process sends once its imports are done and it can take requests."""


class WorkerTask(Protocol):
    """Work other than a move or a hint, done in the worker (it must pickle: a module-level dataclass)."""

    def run(self, cache: dict[str, object]) -> object:
        """Do the work; ``cache`` keeps what is worth keeping between tasks (an Expert and its solver)."""


@dataclasses.dataclass(frozen=True, slots=True)
class BotRequest:
    """One question for a bot: the move (``kind="move"``) or a hint for the seat in ``view``, or a ``task``
    (``kind="task"``, ``view`` the seat's view it is about)."""

    request_id: int
    kind: Literal["move", "hint", "task"]
    level: str
    view: PlayerView
    seed: int
    task: WorkerTask | None = None


@dataclasses.dataclass(frozen=True, slots=True)
class BotAnswer:
    """The answer to ``request_id``: an action (and for a hint its reason), a task's ``result``, or ``error``
    saying why not."""

    request_id: int
    action: Action | None
    reason: Phrase | str | None = None
    error: str | None = None
    result: object = None


def compute(request: BotRequest, factory: BotFactory, hint: HintFunction, bots: dict[str, Bot],
            cache: dict[str, object] | None = None) -> BotAnswer:
    """Answer one request, building (and keeping in ``bots``) the level's bot on first use; a task keeps
    what it reuses in ``cache``.

    Any exception from the bot becomes an error answer: a broken bot must never take the worker down.
    """
    rng = random.Random(request.seed)
    try:
        if request.task is not None:
            result = request.task.run({} if cache is None else cache)
            return BotAnswer(request.request_id, None, result=result)
        if request.kind == "hint":
            action, reason = hint(request.view, rng)
            return BotAnswer(request.request_id, action, reason)
        bot = bots.get(request.level)
        if bot is None:
            bot = bots[request.level] = factory(request.level)
        return BotAnswer(request.request_id, bot.choose(request.view, rng))
    except Exception as error:  # a broken bot is reported, whatever it raised
        return BotAnswer(request.request_id, None, error=f"{type(error).__name__}: {error}")


def serve(connection: Connection, factory: BotFactory, hint: HintFunction) -> None:
    """The worker process's main loop: answer requests until the pipe closes or ``None`` arrives."""
    # Imported here, in the worker: the game's own process needs neither before its window is up.
    import pickle
    import signal

    # Ctrl-C in a terminal reaches the whole process group; the app decides when its worker stops.
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    bots: dict[str, Bot] = {}
    cache: dict[str, object] = {}
    try:
        connection.send(READY)
    except OSError:
        return  # the game went away (killed, say) while this process was starting: nobody to serve
    while True:
        try:
            request = connection.recv()
        except (EOFError, OSError):
            return
        if request is None:
            return
        answer = compute(request, factory, hint, bots, cache)
        try:
            connection.send(answer)
        except (pickle.PicklingError, TypeError, AttributeError) as error:
            # The bot returned something that does not pickle: say so rather than die.
            connection.send(BotAnswer(request.request_id, None, error=f"unsendable answer: {error}"))
        except (BrokenPipeError, OSError):
            return
