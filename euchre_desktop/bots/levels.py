"""The computer players' levels: the one list of them, the bot behind each, and the fallback rule.

Settings and saved matches store a level by its value (``"easy"``, ``"standard"``, ``"expert"``), the model
asks ``make_bot`` for a level's bot, and the arena's built-in specs are these levels and ``random``.

A level's bot is imported only when it is built, so a build without one level still runs the others; this
module imports no bot, and nothing of Qt, so the settings can read the list cheaply.
"""

from __future__ import annotations

import enum
import importlib
import logging
from collections.abc import Callable
from typing import Final

from ..engine.translatable import N_
from .base import Bot, RandomBot

__all__ = ["BOT_CLASSES", "BotUnavailableError", "Level", "import_class", "make_bot"]

_log = logging.getLogger(__name__)


class Level(enum.Enum):
    """How well a computer player plays."""

    EASY = "easy"
    """Makes the mistakes of a beginner."""
    STANDARD = "standard"
    """Bids and plays by the book."""
    EXPERT = "expert"
    """Searches the play; the strongest player."""

    @property
    def label(self) -> str:
        """The name shown to the player: Easy, Standard, Expert (marked for translation where shown)."""
        return _LABELS[self.value]


_LABELS: Final = {"easy": N_("Easy"), "standard": N_("Standard"), "expert": N_("Expert")}


BOT_CLASSES: Final[dict[Level, tuple[str, str]]] = {
    Level.EASY: ("euchre_desktop.bots.easy", "EasyBot"),
    Level.STANDARD: ("euchre_desktop.bots.standard", "StandardBot"),
    Level.EXPERT: ("euchre_desktop.bots.expert", "ExpertBot"),
}
"""Each level's bot: the module and the class that implement it."""


class BotUnavailableError(ValueError):
    """A bot that cannot be built here (a level missing from this build, a module without the class)."""


def import_class(module_name: str, class_name: str, what: str) -> Callable[[], object]:
    """The class ``class_name`` of ``module_name``; ``BotUnavailableError`` naming ``what`` if this build
    lacks it.  An import that fails *inside* the module is a real bug and propagates as it is."""
    try:
        module = importlib.import_module(module_name)
    except ModuleNotFoundError as error:
        if error.name is not None and (module_name + ".").startswith(error.name + "."):
            raise BotUnavailableError(
                f"the {what!r} bot is not available in this build: module {module_name} is missing") from None
        raise
    factory = getattr(module, class_name, None)
    if factory is None:
        raise BotUnavailableError(
            f"the {what!r} bot is not available in this build: {module_name} has no {class_name}")
    if not callable(factory):
        raise BotUnavailableError(f"{module_name}.{class_name} is not a class")
    return factory  # type: ignore[no-any-return]


def make_bot(level: Level | str) -> Bot:
    """A new bot for ``level``, given as a ``Level`` or by its value.

    The one fallback rule: a level this version does not know, or whose bot is missing from this build,
    plays Standard, and a random player sits in only if Standard is missing too (each logged as a warning).
    """
    try:
        wanted = Level(level)
    except ValueError:
        _log.warning("there is no level %r; a Standard player takes the seat", level)
        wanted = Level.STANDARD
    for candidate in dict.fromkeys((wanted, Level.STANDARD)):
        try:
            bot = import_class(*BOT_CLASSES[candidate], candidate.value)()
        except BotUnavailableError as error:
            _log.warning("%s", error)
            continue
        if isinstance(bot, Bot):
            return bot
        _log.warning("%s does not build a bot", BOT_CLASSES[candidate])
    _log.warning("a random player takes the %s seat", wanted.value)
    return RandomBot()
