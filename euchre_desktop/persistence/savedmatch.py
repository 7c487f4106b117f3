"""The match in progress on disk: rules, seed, seats, and every hand's deal and actions, as versioned JSON.

A saved match is rebuilt by replaying its actions through the engine, so a resumed match is exactly the one
that was left, and a file that was tampered with or damaged fails a rule check instead of producing a
position that cannot happen.  The file is rewritten atomically after every action.

Format (version 2)::

    {"format": "euchre-desktop saved match", "version": 2, "game": "euchre",
     "match_id": "3f0c...", "kind": "match", "daily_date": null,
     "rules": {...Rules.to_dict()...}, "seed": 12345,
     "seats": {"names": [...], "opponents_level": "standard", "partner_level": "standard"},
     "autoplay": false, "watching": false,
     "hands": [{"deal": {"dealer": 1, "packets": "3-2", "hands": ["JH KH ...", ...], "kitty": "9S ..."},
                "actions": ["pass", "order", "discard 9C", "play JH", ...], "watched": false}, ...]}

A Bid Euchre match (``SavedBidMatch``; the two games share ``_SavedGame``) is the same with
``"game": "bid_euchre"``, ``BidRules.to_dict()`` for the rules, deals without packets, and Bid Euchre actions
(``"bid 4 H"``, ``"give JH"``...).  Version 1, before Bid Euchre, had no ``game``: it is read as a Euchre
match (``_migrate``).
"""

from __future__ import annotations

import dataclasses
import datetime
import json
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any, ClassVar, Final, Generic, Self, TypeVar

from ..engine import Action, Card, Deal, EngineError, Match, Rules, RulesError, parse_cards
from ..engine.bid import BidAction, BidDeal, BidMatch, BidRules, BidRulesError
from ..engine.phrase import Phrase, phrase
from ..engine.translatable import N_
from .atomic import atomic_write, remove_leftovers, set_aside
from .seats import SeatSetup

__all__ = ["FORMAT", "KINDS", "VERSION", "AnySavedMatch", "SavedBidMatch", "SavedHand", "SavedMatch",
           "SavedMatchError", "SavedMatchStore", "load_saved"]

FORMAT: Final = "euchre-desktop saved match"
VERSION: Final = 2
"""The current format version: 2 names the game (Euchre or Bid Euchre); 1 (Euchre only) is migrated."""
GAMES: Final = ("euchre", "bid_euchre")
"""The games a saved match may hold (``SavedMatch.GAME`` and ``SavedBidMatch.GAME``)."""
KINDS: Final = ("match", "replay", "daily", "code")
"""How the match began: dealt from its seed, Replay this deal, Today's deal, or a pasted deal code."""
_MAX_BYTES: Final = 4_000_000
"""Far above any real match (a 100-hand match is about 200 kB); anything larger is not ours."""


class SavedMatchError(ValueError):
    """A saved match that cannot be resumed; ``words`` say why in plain words (put in the player's language
    where shown; ``str()`` gives them as written).

    ``reason`` is ``"damaged"``, ``"newer"`` (written by a later version of the game) or ``"older"``.
    """

    def __init__(self, words: Phrase, *, reason: str = "damaged") -> None:
        super().__init__(str(words))
        self.words = words
        self.reason = reason


_M = TypeVar("_M", Match, BidMatch)
_R = TypeVar("_R", Rules, BidRules)
_D = TypeVar("_D", Deal, BidDeal)
_A = TypeVar("_A", Action, BidAction)


@dataclasses.dataclass(frozen=True, slots=True)
class SavedHand(Generic[_D, _A]):
    """One hand of either game: the cards as dealt and the actions taken so far.  ``watched``: bots played
    the human seat."""

    deal: _D
    actions: tuple[_A, ...]
    watched: bool = False


@dataclasses.dataclass(frozen=True, slots=True)
class _SavedGame(Generic[_M, _R, _D, _A]):
    """Everything needed to rebuild a match of one game exactly; each game's subclass says how its rules,
    deals and actions are written and how its engine replays them."""

    match_id: str
    rules: _R
    seed: int
    seats: SeatSetup
    hands: tuple[SavedHand[_D, _A], ...]
    kind: str = "match"
    daily_date: datetime.date | None = None
    autoplay: bool = False
    """All seats are bots for the whole match (a demonstration)."""
    watching: bool = False
    """Bots play the human seat until the current hand ends (Watch a hand)."""

    GAME: ClassVar[str]
    """The game's name in the file."""
    GAME_WORDS: ClassVar[str]
    """The game's name for a player."""
    _RULES: ClassVar[Callable[..., Any]]
    """Reads the game's rules as the file holds them (``Rules.from_dict``)."""
    _ACTION: ClassVar[Callable[..., Any]]
    """Reads one of the game's actions as the file holds it (``Action.from_text``)."""

    @classmethod
    def of(cls, match: _M, *, match_id: str, seats: SeatSetup, kind: str = "match",
           daily_date: datetime.date | None = None, watched: Sequence[bool] = (), autoplay: bool = False,
           watching: bool = False) -> Self:
        """Capture ``match`` (its finished hands and the current one).  ``watched``: per hand, as above."""
        # Typed loosely here: mypy pairs each constraint of the match's type with each of the rules' type.
        states: list[Any] = list(match.completed)
        rules: Any = match.rules
        if not states or states[-1] is not match.hand:
            states.append(match.hand)
        hands = tuple(SavedHand(state.deal, tuple(action for _seat, action in state.history),
                                index < len(watched) and watched[index])
                      for index, state in enumerate(states))
        return cls(match_id, rules, match.seed, seats, hands, kind, daily_date, autoplay, watching)

    def rebuild(self) -> _M:
        """Replay the match through the engine; SavedMatchError if any deal or action breaks a rule."""
        try:
            return self._replay()
        except EngineError as error:
            # A rules conflict has words of its own; a refused move's reason is the engine's English.
            reason = error.words if isinstance(error, (RulesError, BidRulesError)) else str(error)
            raise SavedMatchError(phrase(N_("the saved match does not follow the rules: {error}"),
                                         error=reason)) from None
        except ValueError as error:
            raise SavedMatchError(phrase(N_("the saved match is inconsistent: {error}"),
                                         error=str(error))) from None

    def to_json(self) -> bytes:
        """The file contents (UTF-8 JSON)."""
        document = {
            "format": FORMAT, "version": VERSION, "game": self.GAME, "match_id": self.match_id,
            "kind": self.kind, "daily_date": None if self.daily_date is None else self.daily_date.isoformat(),
            "rules": self.rules.to_dict(), "seed": self.seed, "seats": self.seats.to_dict(),
            "autoplay": self.autoplay, "watching": self.watching,
            "hands": [{"deal": self._deal_to_json(hand.deal), "actions": [a.to_text() for a in hand.actions],
                       "watched": hand.watched} for hand in self.hands],
        }
        return json.dumps(document, indent=1).encode()

    @classmethod
    def from_json(cls, data: bytes) -> Self:
        """Read a saved match of this game (any version this game knows); SavedMatchError naming what is
        wrong.  The match is also replayed once, so a file that loads here resumes."""
        saved = load_saved(data)
        if not isinstance(saved, cls):
            raise SavedMatchError(phrase(N_("the saved match is a {game} match, not a {wanted} one"),
                                         game=phrase(saved.GAME_WORDS), wanted=phrase(cls.GAME_WORDS)))
        return saved

    @classmethod
    def from_document(cls, document: dict[str, Any]) -> Self:
        """Read a current-version document of this game (``load_saved`` checks the envelope first)."""
        try:
            rules = cls._RULES(document["rules"])
        except (RulesError, BidRulesError) as error:
            raise SavedMatchError(phrase(N_("the saved match does not follow the rules: {error}"),
                                         error=error.words)) from None
        common = _common(document, rules.players if isinstance(rules, Rules) else rules.seats)
        hands = tuple(SavedHand(cls._deal_from_json(_typed(deal, dict, "deal")),
                                tuple(map(cls._ACTION, actions)), watched)
                      for deal, actions, watched in _hands(document))
        return cls(common.pop("match_id"), rules, common.pop("seed"), common.pop("seats"), hands, **common)

    # What each game's subclass supplies: how its engine replays a match, how its rules, deals and actions
    # are written.

    def _replay(self) -> _M:
        raise NotImplementedError

    @staticmethod
    def _deal_to_json(deal: _D) -> dict[str, Any]:
        raise NotImplementedError

    @staticmethod
    def _deal_from_json(data: dict[str, Any]) -> _D:
        raise NotImplementedError


@dataclasses.dataclass(frozen=True, slots=True)
class SavedMatch(_SavedGame[Match, Rules, Deal, Action]):
    """Everything needed to rebuild a Euchre match exactly."""

    GAME: ClassVar[str] = "euchre"
    GAME_WORDS: ClassVar[str] = N_("Euchre")
    _RULES = Rules.from_dict
    _ACTION = Action.from_text

    def _replay(self) -> Match:
        deals: list[Deal | None] = [hand.deal for hand in self.hands]
        if Match(self.rules, self.seed).hand.deal == deals[0]:
            deals[0] = None  # dealt from the seed: rebuild the first-dealer draw (first black jack) too
        return Match.replay(self.rules, self.seed, [hand.actions for hand in self.hands], deals=deals)

    @staticmethod
    def _deal_to_json(deal: Deal) -> dict[str, Any]:
        return {"dealer": deal.dealer, "packets": deal.packets, **_cards_to_json(deal.hands, deal.kitty)}

    @staticmethod
    def _deal_from_json(data: dict[str, Any]) -> Deal:
        return Deal(_typed(data["dealer"], int, "dealer"), *_cards_from_json(data),
                    _typed(data["packets"], str, "packets"))


@dataclasses.dataclass(frozen=True, slots=True)
class SavedBidMatch(_SavedGame[BidMatch, BidRules, BidDeal, BidAction]):
    """Everything needed to rebuild a Bid Euchre match exactly."""

    GAME: ClassVar[str] = "bid_euchre"
    GAME_WORDS: ClassVar[str] = N_("Bid Euchre")
    _RULES = BidRules.from_dict
    _ACTION = BidAction.from_text

    def _replay(self) -> BidMatch:
        first: BidDeal | None = self.hands[0].deal
        if BidMatch(self.rules, self.seed).hand.deal == first:
            first = None  # dealt from the seed, as most matches are
        match = BidMatch.replay(self.rules, self.seed, [hand.actions for hand in self.hands],
                                first_deal=first)
        states = [*match.completed, match.hand][:len(self.hands)]
        if [state.deal for state in states] != [hand.deal for hand in self.hands]:
            raise ValueError("its deals are not the match's")
        return match


    @staticmethod
    def _deal_to_json(deal: BidDeal) -> dict[str, Any]:
        return {"dealer": deal.dealer, **_cards_to_json(deal.hands, deal.kitty)}

    @staticmethod
    def _deal_from_json(data: dict[str, Any]) -> BidDeal:
        return BidDeal(_typed(data["dealer"], int, "dealer"), *_cards_from_json(data))


AnySavedMatch = SavedMatch | SavedBidMatch
"""A saved match of either game."""


def load_saved(data: bytes) -> AnySavedMatch:
    """Read a saved match of either game (any version this game knows); SavedMatchError naming what is
    wrong.  The match is also replayed once, so a file that loads here resumes."""
    if len(data) > _MAX_BYTES:
        raise SavedMatchError(phrase(N_("the saved match is {size} bytes, far larger than any match"),
                                     size=len(data)))
    if not data.strip():
        raise SavedMatchError(phrase(N_("the saved match file is empty")))
    try:
        document = json.loads(data.decode("utf-8"))
    except (UnicodeDecodeError, ValueError, RecursionError):
        # The parser's own words (codecs, byte offsets) mean nothing to a player.
        raise SavedMatchError(phrase(N_("the saved match is damaged (its text is cut short or garbled)"))) \
            from None
    if not isinstance(document, dict) or document.get("format") != FORMAT:
        raise SavedMatchError(phrase(N_("the file is not a Euchre Desktop saved match")))
    version = document.get("version")
    if not isinstance(version, int) or isinstance(version, bool):
        raise SavedMatchError(phrase(N_("the saved match has no valid format version ({version})"),
                                     version=repr(version)))
    if version > VERSION:
        raise SavedMatchError(phrase(N_("the saved match was written by a newer Euchre Desktop (format "
                                        "{version}; this version reads up to {known})"),
                                     version=version, known=VERSION), reason="newer")
    if version < 1:
        raise SavedMatchError(phrase(N_("the saved match uses format {version}, from a test version of "
                                        "Euchre Desktop, and cannot be resumed"), version=version),
                              reason="older")
    try:
        saved = _of_game(_migrate(document))
    except SavedMatchError:
        raise  # already in a player's words
    except (KeyError, TypeError, ValueError) as error:
        raise SavedMatchError(phrase(N_("the saved match is damaged: {error}"), error=_describe(error))) \
            from None
    saved.rebuild()
    return saved


def _migrate(document: dict[str, Any]) -> dict[str, Any]:
    """A document of an older version, brought up to this one (version 1 was Euchre only)."""
    if document.get("version") == 1:
        return {**document, "version": VERSION, "game": "euchre"}
    return document


def _of_game(document: dict[str, Any]) -> AnySavedMatch:
    game = document["game"]
    if game not in GAMES:
        raise ValueError(f"unknown game {str(game)[:40]!r}")
    return (SavedBidMatch if game == SavedBidMatch.GAME else SavedMatch).from_document(document)


def _common(document: dict[str, Any], players: int) -> dict[str, Any]:
    """The envelope's values (all but the rules and hands), checked, by the saved match's field names."""
    kind = document["kind"]
    if kind not in KINDS:
        raise ValueError(f"unknown kind of match {kind!r}")
    daily = document["daily_date"]
    daily_date = None if daily is None else datetime.date.fromisoformat(_typed(daily, str, "daily_date"))
    seats = SeatSetup.from_dict(document["seats"])
    if len(seats.names) != players:
        raise ValueError(f"{len(seats.names)} seat names for {players} players")
    return {"match_id": _typed(document["match_id"], str, "match_id"),
            "seed": _typed(document["seed"], int, "seed"), "seats": seats, "kind": kind,
            "daily_date": daily_date,
            "autoplay": _typed(document["autoplay"], bool, "autoplay"),
            "watching": _typed(document["watching"], bool, "watching")}


def _hands(document: dict[str, Any]) -> list[tuple[Any, list[str], bool]]:
    """Each hand's deal (still JSON), action texts and watched flag, checked for their types."""
    hands_data = _typed(document["hands"], list, "hands")
    if not hands_data:
        raise ValueError("no hands")
    hands = []
    for number, hand in enumerate(hands_data, 1):
        hand = _typed(hand, dict, f"hand {number}")
        texts = [_typed(text, str, "action")
                 for text in _typed(hand["actions"], list, f"hand {number} actions")]
        hands.append((hand["deal"], texts, _typed(hand["watched"], bool, "watched")))
    return hands


def _typed(value: Any, kind: type, what: str) -> Any:
    if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
        raise ValueError(f"{what} should be {kind.__name__}, not {type(value).__name__}")
    return value


def _describe(error: Exception) -> str:
    return f"missing {error}" if isinstance(error, KeyError) else str(error)


def _cards_to_json(hands: Sequence[Sequence[Card]], kitty: Sequence[Card]) -> dict[str, Any]:
    return {"hands": [" ".join(card.code for card in hand) for hand in hands],
            "kitty": " ".join(card.code for card in kitty)}


def _cards_from_json(data: dict[str, Any]) -> tuple[tuple[tuple[Card, ...], ...], tuple[Card, ...]]:
    """A deal's hands and kitty, checked for their types."""
    hands = tuple(tuple(parse_cards(_typed(text, str, "dealt hand")))
                  for text in _typed(data["hands"], list, "dealt hands"))
    return hands, parse_cards(_typed(data["kitty"], str, "kitty"))


class SavedMatchStore:
    """The saved-match file: written after every action, read once at launch.

    A file that cannot be resumed is set aside (renamed, never deleted) so that the next save cannot
    overwrite it; ``load`` then raises SavedMatchError whose message ends by saying where the file went.
    If it cannot be moved either, the store leaves it alone for good: nothing is saved (or cleared) in
    this session, and the message says so.
    """

    def __init__(self, path: Path) -> None:
        """A store for ``path`` (the file need not exist)."""
        self.path = path
        self._blocked = False
        """A damaged file that could not be moved aside is in the way: never write over it."""

    def save(self, saved: AnySavedMatch) -> None:
        """Write ``saved`` atomically; on OSError (a full disk, a read-only folder) the old file is intact.

        Nothing is written while a damaged file that could not be moved aside is in the way.
        """
        if not self._blocked:
            atomic_write(self.path, saved.to_json())

    def load(self) -> AnySavedMatch | None:
        """The saved match, or None when there is none; SavedMatchError (file set aside) when unusable.

        Temporary files left by a save that a kill interrupted are removed first.
        """
        remove_leftovers(self.path)
        try:
            data = self.path.read_bytes()
        except FileNotFoundError:
            return None
        except OSError as error:
            raise self._aside(SavedMatchError(phrase(N_("the saved match cannot be read ({reason})"),
                                                     reason=str(error.strerror)))) from None
        try:
            return load_saved(data)
        except SavedMatchError as error:
            raise self._aside(error) from None

    def clear(self) -> None:
        """Forget the match (it is over): there is nothing left to resume."""
        if not self._blocked:
            self.path.unlink(missing_ok=True)

    def _aside(self, error: SavedMatchError) -> SavedMatchError:
        try:
            kept = set_aside(self.path, "newer" if error.reason == "newer" else "unreadable")
        except OSError as move_error:
            self._blocked = True
            blocked = phrase(N_("{problem}; it could not be moved aside either ({reason}), so it is left as "
                                "it is and no match will be saved until the game is restarted."),
                             problem=error.words, reason=str(move_error.strerror))
            return SavedMatchError(blocked, reason=error.reason)
        return SavedMatchError(phrase(N_("{problem}. The file was kept as {kept}."), problem=error.words,
                                      kept=kept.name), reason=error.reason)
