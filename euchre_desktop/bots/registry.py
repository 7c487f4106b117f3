"""Bot specs, the short texts that name a player (``standard``, ``cmd:./mybot``), and the bots they build.

A spec is one of

* a built-in level: ``random``, ``easy``, ``standard`` or ``expert``;
* ``cmd:<command line>``: an external program speaking the JSON-lines protocol of
  ``docs/external-protocol.md``; the command line is split as a POSIX shell would, but no shell runs it;
* ``py:<module>:<class>``: any class implementing the ``Bot`` protocol, built with no arguments (research
  and test-only players, such as an omniscient bot, that are never offered in the game).

The levels are ``levels.Level``, imported only when used, so a build in which a level is missing still runs
the others.  A spec is what the arena measures, so asking for a missing level raises ``BotUnavailableError``
saying so instead of playing another level; an external program's failed decisions are taken over by
``levels.make_bot(Level.STANDARD)``, the game's own fallback.
"""

from __future__ import annotations

import dataclasses
import random
import shlex
from collections.abc import Callable
from typing import Final, Literal, Protocol, runtime_checkable

from ..engine import Action, HandState
from .base import Bot, RandomBot
from .external import ExternalBot, OnError
from .levels import BOT_CLASSES, BotUnavailableError, Level, import_class, make_bot

__all__ = [
    "BUILTIN_BOTS",
    "BotSpec",
    "BotSpecError",
    "BotUnavailableError",
    "ExternalOptions",
    "FullStateBot",
    "bot_factory",
    "build_bot",
]

BUILTIN_BOTS: Final = ("random", *(level.value for level in Level))
"""The built-in specs: the random player and every level."""


@runtime_checkable
class FullStateBot(Protocol):
    """A measuring instrument that sees every card (the omniscient ceiling of the benchmarks).

    It cannot be a ``Bot``, which only ever gets a seat's view: the arena calls ``choose_with_state`` with a
    copy of the true hand state instead, ``state.to_act`` being the seat to play for.  Never offered to
    players.
    """

    name: str

    def choose_with_state(self, state: HandState, rng: random.Random) -> Action:
        """One of ``state.legal_actions()``."""
        ...


class BotSpecError(ValueError):
    """A bot spec that cannot be read."""


@dataclasses.dataclass(frozen=True, slots=True)
class BotSpec:
    """A parsed bot spec.  ``text`` is the spec as given; ``target`` is the level name, the command line or
    the ``module:class`` path, according to ``kind``."""

    text: str
    kind: Literal["builtin", "cmd", "py"]
    target: str

    @classmethod
    def parse(cls, text: str) -> BotSpec:
        """Read a spec; ``BotSpecError`` says what is wrong and lists what is accepted."""
        stripped = text.strip()
        if stripped.startswith("cmd:"):
            command = stripped[4:].strip()
            if not command:
                raise BotSpecError("'cmd:' needs a command line after it, e.g. 'cmd:python3 mybot.py'")
            try:
                words = shlex.split(command)
            except ValueError as error:
                raise BotSpecError(f"cannot split the command line {command!r}: {error}") from None
            if not words:
                raise BotSpecError("'cmd:' needs a command line after it, e.g. 'cmd:python3 mybot.py'")
            return cls(stripped, "cmd", command)
        if stripped.startswith("py:"):
            path = stripped[3:].strip()
            module, _, name = path.rpartition(":")
            if not module or not name.isidentifier():
                raise BotSpecError(f"'py:' needs module:Class, e.g. 'py:mypackage.bots:MyBot', not {path!r}")
            return cls(stripped, "py", path)
        if stripped in BUILTIN_BOTS:
            return cls(stripped, "builtin", stripped)
        levels = ", ".join(BUILTIN_BOTS)
        raise BotSpecError(f"unknown bot {text!r}: use one of {levels}, 'cmd:<command line>' "
                           "or 'py:<module>:<Class>'")

    @property
    def command(self) -> list[str]:
        """The argument list of a ``cmd:`` spec."""
        if self.kind != "cmd":
            raise ValueError(f"{self.text!r} is not an external program")
        return shlex.split(self.target)

    def __str__(self) -> str:
        return self.text


@dataclasses.dataclass(frozen=True, slots=True)
class ExternalOptions:
    """How external programs are run: decision and start-up timeouts (seconds), what a problem does, and
    whether their standard error is discarded."""

    timeout: float = 5.0
    startup_timeout: float = 10.0
    on_error: OnError = OnError.FALLBACK
    quiet: bool = False


def bot_factory(spec: BotSpec) -> Callable[[], Bot | FullStateBot]:
    """A no-argument factory for a built-in or ``py:`` spec (imported now: a missing bot shows at once)."""
    if spec.kind == "builtin" and spec.target == "random":
        return RandomBot
    if spec.kind == "builtin":
        module_name, class_name = BOT_CLASSES[Level(spec.target)]
    elif spec.kind == "py":
        module_name, _, class_name = spec.target.rpartition(":")
    else:
        raise ValueError(f"{spec.text!r} is an external program: build it with build_bot")
    return import_class(module_name, class_name, spec.text)  # type: ignore[return-value]


def build_bot(spec: BotSpec, *, external: ExternalOptions | None = None,
              report: Callable[[str], None] | None = None) -> Bot | FullStateBot:
    """A new bot for ``spec``.  External programs are not started until their first hand; ``report``
    receives their problem reports (default: standard error)."""
    if spec.kind != "cmd":
        bot = bot_factory(spec)()
        if not isinstance(bot, Bot | FullStateBot):
            raise BotUnavailableError(f"{spec.text!r} does not build a bot (it needs a name and a choose or "
                                      "choose_with_state method)")
        return bot
    options = external if external is not None else ExternalOptions()
    return ExternalBot(spec.command, label=spec.text, timeout=options.timeout,
                       startup_timeout=options.startup_timeout, on_error=options.on_error,
                       fallback=make_bot(Level.STANDARD), report=report, quiet=options.quiet)
