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

A Bid Euchre match (``SavedBidMatch``) is the same with ``"game": "bid_euchre"``, ``BidRules.to_dict()`` for
the rules, deals without packets, and Bid Euchre actions (``"bid 4 H"``, ``"give JH"``...).  Version 1, before
Bid Euchre, had no ``game``: it is read as a Euchre match (``_migrate``).
"""

from __future__ import annotations

import dataclasses
import datetime
import json
from collections.abc import Sequence
from pathlib import Path
from typing import Any, Final

from ..engine import Action, Deal, EngineError, Match, Rules, RulesError, parse_cards
from ..engine.bid import BidAction, BidDeal, BidMatch, BidRules, BidRulesError
from .atomic import atomic_write, remove_leftovers, set_aside
from .seats import SeatSetup

__all__ = ["FORMAT", "KINDS", "VERSION", "AnySavedMatch", "SavedBidHand", "SavedBidMatch", "SavedHand",
           "SavedMatch", "SavedMatchError", "SavedMatchStore", "load_saved"]

FORMAT: Final = "euchre-desktop saved match"
VERSION: Final = 2
"""The current format version: 2 names the game (Euchre or Bid Euchre); 1 (Euchre only) is migrated."""
GAMES: Final = ("euchre", "bid_euchre")
KINDS: Final = ("match", "replay", "daily", "code")
"""How the match began: dealt from its seed, Replay this deal, Today's deal, or a pasted deal code."""
_MAX_BYTES: Final = 4_000_000
"""Far above any real match (a 100-hand match is about 200 kB); anything larger is not ours."""


class SavedMatchError(ValueError):
    """A saved match that cannot be resumed; the message says why in plain words.

    ``reason`` is ``"damaged"``, ``"newer"`` (written by a later version of the game) or ``"older"``.
    """

    def __init__(self, message: str, *, reason: str = "damaged") -> None:
        super().__init__(message)
        self.reason = reason


@dataclasses.dataclass(frozen=True, slots=True)
class SavedHand:
    """One hand: the cards as dealt and the actions taken so far.  ``watched``: bots played the human seat."""

    deal: Deal
    actions: tuple[Action, ...]
    watched: bool = False


@dataclasses.dataclass(frozen=True, slots=True)
class SavedMatch:
    """Everything needed to rebuild a match exactly."""

    match_id: str
    rules: Rules
    seed: int
    seats: SeatSetup
    hands: tuple[SavedHand, ...]
    kind: str = "match"
    daily_date: datetime.date | None = None
    autoplay: bool = False
    """All seats are bots for the whole match (a demonstration)."""
    watching: bool = False
    """Bots play the human seat until the current hand ends (Watch a hand)."""

    @classmethod
    def of(cls, match: Match, *, match_id: str, seats: SeatSetup, kind: str = "match",
           daily_date: datetime.date | None = None, watched: Sequence[bool] = (), autoplay: bool = False,
           watching: bool = False) -> SavedMatch:
        """Capture ``match`` (its finished hands and the current one).  ``watched``: per hand, as above."""
        states = list(match.completed)
        if not states or states[-1] is not match.hand:
            states.append(match.hand)
        hands = tuple(SavedHand(state.deal, tuple(state.actions), index < len(watched) and watched[index])
                      for index, state in enumerate(states))
        return cls(match_id, match.rules, match.seed, seats, hands, kind, daily_date, autoplay, watching)

    def rebuild(self) -> Match:
        """Replay the match through the engine; SavedMatchError if any deal or action breaks a rule."""
        deals: list[Deal | None] = [hand.deal for hand in self.hands]
        if Match(self.rules, self.seed).hand.deal == deals[0]:
            deals[0] = None  # dealt from the seed: rebuild the first-dealer draw (first black jack) too
        try:
            return Match.replay(self.rules, self.seed, [hand.actions for hand in self.hands], deals=deals)
        except EngineError as error:
            raise SavedMatchError(f"the saved match does not follow the rules: {error}") from None
        except ValueError as error:
            raise SavedMatchError(f"the saved match is inconsistent: {error}") from None

    # ------------------------------------------------------------------------------------------ JSON

    def to_json(self) -> bytes:
        """The file contents (UTF-8 JSON)."""
        document = {
            **_envelope(self, "euchre"),
            "hands": [{"deal": _deal_to_json(hand.deal), "actions": [a.to_text() for a in hand.actions],
                       "watched": hand.watched} for hand in self.hands],
        }
        return json.dumps(document, indent=1).encode()

    @classmethod
    def from_json(cls, data: bytes) -> SavedMatch:
        """Read a saved Euchre match (any version this game knows); SavedMatchError naming what is wrong.

        The match is also replayed once, so a file that loads here resumes.
        """
        saved = load_saved(data)
        if not isinstance(saved, SavedMatch):
            raise SavedMatchError("the saved match is a Bid Euchre match, not a Euchre one")
        return saved

    @classmethod
    def _from_document(cls, document: dict[str, Any]) -> SavedMatch:
        try:
            rules = Rules.from_dict(document["rules"])
        except RulesError as error:
            raise ValueError(f"rules: {error}") from None
        common = _common(document, rules.players)
        hands = tuple(SavedHand(_deal_from_json(deal), tuple(map(Action.from_text, actions)), watched)
                      for deal, actions, watched in _hands(document))
        return cls(common.pop("match_id"), rules, common.pop("seed"), common.pop("seats"), hands, **common)


@dataclasses.dataclass(frozen=True, slots=True)
class SavedBidHand:
    """One Bid Euchre hand: the cards as dealt and the actions so far.  ``watched``: as ``SavedHand``."""

    deal: BidDeal
    actions: tuple[BidAction, ...]
    watched: bool = False


@dataclasses.dataclass(frozen=True, slots=True)
class SavedBidMatch:
    """Everything needed to rebuild a Bid Euchre match exactly (the fields mean what ``SavedMatch``'s do)."""

    match_id: str
    rules: BidRules
    seed: int
    seats: SeatSetup
    hands: tuple[SavedBidHand, ...]
    kind: str = "match"
    daily_date: datetime.date | None = None
    autoplay: bool = False
    watching: bool = False

    @classmethod
    def of(cls, match: BidMatch, *, match_id: str, seats: SeatSetup, kind: str = "match",
           daily_date: datetime.date | None = None, watched: Sequence[bool] = (), autoplay: bool = False,
           watching: bool = False) -> SavedBidMatch:
        """Capture ``match`` (its finished hands and the current one)."""
        states = list(match.completed)
        if not states or states[-1] is not match.hand:
            states.append(match.hand)
        hands = tuple(SavedBidHand(state.deal, tuple(action for _seat, action in state.history),
                                   index < len(watched) and watched[index])
                      for index, state in enumerate(states))
        return cls(match_id, match.rules, match.seed, seats, hands, kind, daily_date, autoplay, watching)

    def rebuild(self) -> BidMatch:
        """Replay the match through the engine; SavedMatchError if any deal or action breaks a rule."""
        first: BidDeal | None = self.hands[0].deal
        try:
            if BidMatch(self.rules, self.seed).hand.deal == first:
                first = None  # dealt from the seed, as most matches are
            match = BidMatch.replay(self.rules, self.seed, [hand.actions for hand in self.hands],
                                    first_deal=first)
        except EngineError as error:
            raise SavedMatchError(f"the saved match does not follow the rules: {error}") from None
        except ValueError as error:
            raise SavedMatchError(f"the saved match is inconsistent: {error}") from None
        states = [*match.completed, match.hand][:len(self.hands)]
        if [state.deal for state in states] != [hand.deal for hand in self.hands]:
            raise SavedMatchError("the saved match is inconsistent: its deals are not the match's")
        return match

    def to_json(self) -> bytes:
        """The file contents (UTF-8 JSON)."""
        document = {
            **_envelope(self, "bid_euchre"),
            "hands": [{"deal": {"dealer": hand.deal.dealer,
                                "hands": [" ".join(card.code for card in cards) for cards in hand.deal.hands],
                                "kitty": " ".join(card.code for card in hand.deal.kitty)},
                       "actions": [action.to_text() for action in hand.actions], "watched": hand.watched}
                      for hand in self.hands],
        }
        return json.dumps(document, indent=1).encode()

    @classmethod
    def from_document(cls, document: dict[str, Any]) -> SavedBidMatch:
        """Read a version-2 Bid Euchre document (``load_saved`` checks the envelope first)."""
        try:
            rules = BidRules.from_dict(document["rules"])
        except BidRulesError as error:
            raise ValueError(f"rules: {error}") from None
        common = _common(document, rules.seats)
        hands = []
        for deal, actions, watched in _hands(document):
            deal = _typed(deal, dict, "deal")
            dealt = BidDeal(_typed(deal["dealer"], int, "dealer"),
                            tuple(tuple(parse_cards(_typed(text, str, "dealt hand")))
                                  for text in _typed(deal["hands"], list, "dealt hands")),
                            tuple(parse_cards(_typed(deal["kitty"], str, "kitty"))))
            hands.append(SavedBidHand(dealt, tuple(BidAction.from_text(text) for text in actions), watched))
        return cls(common.pop("match_id"), rules, common.pop("seed"), common.pop("seats"), tuple(hands),
                   **common)


AnySavedMatch = SavedMatch | SavedBidMatch
"""A saved match of either game."""


def load_saved(data: bytes) -> AnySavedMatch:
    """Read a saved match of either game (any version this game knows); SavedMatchError naming what is
    wrong.  The match is also replayed once, so a file that loads here resumes."""
    if len(data) > _MAX_BYTES:
        raise SavedMatchError(f"the saved match is {len(data)} bytes, far larger than any match")
    if not data.strip():
        raise SavedMatchError("the saved match file is empty")
    try:
        document = json.loads(data.decode("utf-8"))
    except (UnicodeDecodeError, ValueError, RecursionError):
        # The parser's own words (codecs, byte offsets) mean nothing to a player.
        raise SavedMatchError("the saved match is damaged (its text is cut short or garbled)") from None
    if not isinstance(document, dict) or document.get("format") != FORMAT:
        raise SavedMatchError("the file is not a Euchre Desktop saved match")
    version = document.get("version")
    if not isinstance(version, int) or isinstance(version, bool):
        raise SavedMatchError(f"the saved match has no valid format version ({version!r})")
    if version > VERSION:
        raise SavedMatchError(f"the saved match was written by a newer Euchre Desktop (format {version}; "
                              f"this version reads up to {VERSION})", reason="newer")
    if version < 1:
        raise SavedMatchError(f"the saved match uses format {version}, from a test version of Euchre "
                              "Desktop, and cannot be resumed", reason="older")
    try:
        saved = _of_game(_migrate(document))
    except (KeyError, TypeError, ValueError) as error:
        raise SavedMatchError(f"the saved match is damaged: {_describe(error)}") from None
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
    if game == "bid_euchre":
        return SavedBidMatch.from_document(document)
    return SavedMatch._from_document(document)


def _envelope(saved: SavedMatch | SavedBidMatch, game: str) -> dict[str, Any]:
    """What both games' documents hold besides their hands."""
    return {"format": FORMAT, "version": VERSION, "game": game, "match_id": saved.match_id,
            "kind": saved.kind,
            "daily_date": None if saved.daily_date is None else saved.daily_date.isoformat(),
            "rules": saved.rules.to_dict(), "seed": saved.seed, "seats": saved.seats.to_dict(),
            "autoplay": saved.autoplay, "watching": saved.watching}


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


def _deal_to_json(deal: Deal) -> dict[str, Any]:
    return {"dealer": deal.dealer, "packets": deal.packets,
            "hands": [" ".join(card.code for card in hand) for hand in deal.hands],
            "kitty": " ".join(card.code for card in deal.kitty)}


def _deal_from_json(data: Any) -> Deal:
    data = _typed(data, dict, "deal")
    hands = tuple(tuple(parse_cards(_typed(text, str, "dealt hand")))
                  for text in _typed(data["hands"], list, "dealt hands"))
    kitty = parse_cards(_typed(data["kitty"], str, "kitty"))
    return Deal(_typed(data["dealer"], int, "dealer"), hands, kitty, _typed(data["packets"], str, "packets"))


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
            raise self._aside(SavedMatchError(f"the saved match cannot be read ({error.strerror})")) from None
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
            return SavedMatchError(f"{error}; it could not be moved aside either ({move_error.strerror}), so "
                                   "it is left as it is and no match will be saved until the game is "
                                   "restarted.", reason=error.reason)
        return SavedMatchError(f"{error}. The file was kept as {kept.name}.", reason=error.reason)
