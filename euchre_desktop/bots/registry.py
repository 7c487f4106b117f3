"""Bot specs, the short texts that name a player (``standard``, ``cmd:./mybot``), and the bots they build.

A spec is one of

* a built-in level: ``random``, ``easy``, ``standard`` or ``expert``;
* ``cmd:<command line>``: an external program speaking the JSON-lines protocol of
  ``docs/external-protocol.md``; the command line is split as a POSIX shell would, but no shell runs it;
* ``py:<module>:<class>``: any class implementing the ``Bot`` protocol, built with no arguments (research
  and test-only players, such as an omniscient bot, that are never offered in the game).

Built-in levels are imported only when used, so a build in which a level is missing still runs the others,
and asking for the missing one raises ``BotUnavailableError`` saying so.
"""

from __future__ import annotations

import dataclasses
import importlib
import random
import shlex
from collections.abc import Callable
from typing import Final, Literal, Protocol, runtime_checkable

from ..engine import Action, HandState
from .base import Bot
from .external import ExternalBot, OnError

__all__ = [
    "BUILTIN_BOTS",
    "BotSpec",
    "BotSpecError",
    "BotUnavailableError",
    "ExternalOptions",
    "FullStateBot",
    "bot_factory",
    "fallback_bot",
    "make_bot",
]

BUILTIN_BOTS: Final[dict[str, tuple[str, str]]] = {
    "random": ("euchre_desktop.bots.base", "RandomBot"),
    "easy": ("euchre_desktop.bots.easy", "EasyBot"),
    "standard": ("euchre_desktop.bots.standard", "StandardBot"),
    "expert": ("euchre_desktop.bots.expert", "ExpertBot"),
}
"""Each built-in level: the module and the class that implement it."""


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


class BotUnavailableError(BotSpecError):
    """A well-formed spec whose bot cannot be built here (a level missing from this build, a bad class)."""


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


def _import_class(module_name: str, class_name: str, spec_text: str) -> Callable[[], Bot | FullStateBot]:
    try:
        module = importlib.import_module(module_name)
    except ModuleNotFoundError as error:
        # Only the module itself being absent means "not in this build"; a missing import *inside* it is
        # a real bug and must surface as one.
        if error.name is not None and (module_name + ".").startswith(error.name + "."):
            raise BotUnavailableError(
                f"the {spec_text!r} bot is not available in this build: module {module_name} is missing"
            ) from None
        raise
    factory = getattr(module, class_name, None)
    if factory is None:
        raise BotUnavailableError(
            f"the {spec_text!r} bot is not available in this build: {module_name} has no {class_name}")
    if not callable(factory):
        raise BotUnavailableError(f"{module_name}.{class_name} is not a class")
    return factory  # type: ignore[no-any-return]


def bot_factory(spec: BotSpec) -> Callable[[], Bot | FullStateBot]:
    """A no-argument factory for a built-in or ``py:`` spec (imported now: a missing bot shows at once)."""
    if spec.kind == "builtin":
        module_name, class_name = BUILTIN_BOTS[spec.target]
        return _import_class(module_name, class_name, spec.text)
    if spec.kind == "py":
        module_name, _, class_name = spec.target.rpartition(":")
        return _import_class(module_name, class_name, spec.text)
    raise ValueError(f"{spec.text!r} is an external program: build it with make_bot")


def fallback_bot() -> Bot:
    """The bot that takes over an external program's failed decisions: Standard, or Random until Standard
    is part of the build."""
    for level in ("standard", "random"):
        try:
            bot = bot_factory(BotSpec.parse(level))()
        except BotUnavailableError:
            continue
        if isinstance(bot, Bot):
            return bot
    raise BotUnavailableError("neither the standard nor the random bot is available")


def make_bot(spec: BotSpec, *, external: ExternalOptions | None = None,
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
                       fallback=fallback_bot(), report=report, quiet=options.quiet)
