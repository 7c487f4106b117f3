"""The match in progress on disk: rules, seed, seats, and every hand's deal and actions, as versioned JSON.

A saved match is rebuilt by replaying its actions through the engine, so a resumed match is exactly the one
that was left, and a file that was tampered with or damaged fails a rule check instead of producing a
position that cannot happen.  The file is rewritten atomically after every action.

Format (version 1)::

    {"format": "euchre-desktop saved match", "version": 1,
     "match_id": "3f0c...", "kind": "match", "daily_date": null,
     "rules": {...Rules.to_dict()...}, "seed": 12345,
     "seats": {"names": [...], "opponents_level": "standard", "partner_level": "standard"},
     "autoplay": false, "watching": false,
     "hands": [{"deal": {"dealer": 1, "packets": "3-2", "hands": ["JH KH ...", ...], "kitty": "9S ..."},
                "actions": ["pass", "order", "discard 9C", "play JH", ...], "watched": false}, ...]}
"""

from __future__ import annotations

import dataclasses
import datetime
import json
from collections.abc import Sequence
from pathlib import Path
from typing import Any, Final

from ..engine import Action, Deal, EngineError, Match, Rules, RulesError, parse_cards
from .atomic import atomic_write, remove_leftovers, set_aside
from .seats import SeatSetup

__all__ = ["FORMAT", "KINDS", "VERSION", "SavedHand", "SavedMatch", "SavedMatchError", "SavedMatchStore"]

FORMAT: Final = "euchre-desktop saved match"
VERSION: Final = 1
"""The current format version.  Version 1 is the first; a file without a known version is refused."""
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
            "format": FORMAT,
            "version": VERSION,
            "match_id": self.match_id,
            "kind": self.kind,
            "daily_date": None if self.daily_date is None else self.daily_date.isoformat(),
            "rules": self.rules.to_dict(),
            "seed": self.seed,
            "seats": self.seats.to_dict(),
            "autoplay": self.autoplay,
            "watching": self.watching,
            "hands": [{"deal": _deal_to_json(hand.deal), "actions": [a.to_text() for a in hand.actions],
                       "watched": hand.watched} for hand in self.hands],
        }
        return json.dumps(document, indent=1).encode()

    @classmethod
    def from_json(cls, data: bytes) -> SavedMatch:
        """Read a saved match (any version this game knows); SavedMatchError naming what is wrong.

        The match is also replayed once, so a file that loads here resumes.
        """
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
        if version < VERSION:
            raise SavedMatchError(f"the saved match uses format {version}, from a test version of Euchre "
                                  "Desktop, and cannot be resumed", reason="older")
        try:
            saved = cls._from_document(document)
        except (KeyError, TypeError, ValueError) as error:
            raise SavedMatchError(f"the saved match is damaged: {_describe(error)}") from None
        saved.rebuild()
        return saved

    @classmethod
    def _from_document(cls, document: dict[str, Any]) -> SavedMatch:
        kind = document["kind"]
        if kind not in KINDS:
            raise ValueError(f"unknown kind of match {kind!r}")
        daily = document["daily_date"]
        daily_date = None if daily is None else datetime.date.fromisoformat(_typed(daily, str, "daily_date"))
        try:
            rules = Rules.from_dict(document["rules"])
        except RulesError as error:
            raise ValueError(f"rules: {error}") from None
        seed = _typed(document["seed"], int, "seed")
        seats = SeatSetup.from_dict(document["seats"])
        if len(seats.names) != rules.players:
            raise ValueError(f"{len(seats.names)} seat names for {rules.players} players")
        hands_data = _typed(document["hands"], list, "hands")
        if not hands_data:
            raise ValueError("no hands")
        hands = []
        for number, hand in enumerate(hands_data, 1):
            hand = _typed(hand, dict, f"hand {number}")
            actions = tuple(Action.from_text(_typed(text, str, "action"))
                            for text in _typed(hand["actions"], list, f"hand {number} actions"))
            hands.append(SavedHand(_deal_from_json(hand["deal"]), actions,
                                   _typed(hand["watched"], bool, "watched")))
        return cls(_typed(document["match_id"], str, "match_id"), rules, seed, seats, tuple(hands), kind,
                   daily_date, _typed(document["autoplay"], bool, "autoplay"),
                   _typed(document["watching"], bool, "watching"))


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

    def save(self, saved: SavedMatch) -> None:
        """Write ``saved`` atomically; on OSError (a full disk, a read-only folder) the old file is intact.

        Nothing is written while a damaged file that could not be moved aside is in the way.
        """
        if not self._blocked:
            atomic_write(self.path, saved.to_json())

    def load(self) -> SavedMatch | None:
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
            return SavedMatch.from_json(data)
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
