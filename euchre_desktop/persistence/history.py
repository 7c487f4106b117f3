"""The hand history, in SQLite beside the statistics: every hand played, to list, replay, review and export.

Each row holds one finished hand of either game: its JSON hand record (``engine.records`` for Euchre,
``engine.bid.records`` for Bid Euchre; either replays to the hand), when it was played, the game and rules,
the player's seat and role (in Bid Euchre the high bidder is the maker), the result from the player's side,
the player's accuracy once the hand has been reviewed (empty until then, and for Bid Euchre's hands, whose
review is not built: ``persistence.accuracy`` has the figures kept by kind of decision), and whether the
computer played the player's seat in it (a watched hand, kept but marked).  A hand is keyed by its match id
and its index in the match and written with INSERT OR IGNORE, like the statistics, so recording it again
after a crash and resume keeps one copy.  The history is bounded: after each write the oldest hands beyond
the limit go.  Every write is one transaction, so a kill leaves the hands before it or after it, never half
of one.
Format 1 (before the accuracy by kind) is brought up to format 2 on opening.

A damaged, foreign or newer file is set aside and a fresh history started; the player is told once
(``HandHistory.open`` returns the message), as with the statistics.
"""

from __future__ import annotations

import contextlib
import dataclasses
import datetime
import json
import sqlite3
from collections.abc import Callable, Collection, Iterable, Mapping, Sequence
from pathlib import Path
from typing import Any, Final

from PySide6.QtCore import QCoreApplication

from ..engine import (
    HandState,
    RecordError,
    deal_details_text,
    decode_deal,
    hand_from_record,
    hand_to_record,
)
from ..engine.bid import BidHandState, decode_bid_deal, is_bid_code
from ..engine.bid.records import (
    BID_HAND_FORMAT,
    bid_deal_details_text,
    bid_hand_from_record,
    bid_hand_to_record,
)
from ..engine.bid.words import bid_preset_name
from ..engine.phrase import Phrase, phrase
from ..engine.records import dumps, loads
from ..engine.translatable import N_
from .accuracy import KindFigures, ReviewedHand, figures_from_json, figures_json
from .sqlite_file import open_versioned, transaction

__all__ = [
    "DEFAULT_LIMIT",
    "SCHEMA_VERSION",
    "AnyHand",
    "HandHistory",
    "HistoryEntry",
    "HistoryError",
    "HistoryFilter",
    "NewHand",
    "import_hand",
]

SCHEMA_VERSION: Final = 2
DEFAULT_LIMIT: Final = 5000
"""Hands kept before the oldest go: years of evenings for most players, and a few megabytes."""

_ROLES: Final = ("maker", "partner", "defender", "none")

AnyHand = HandState | BidHandState
"""A hand of either game."""

_SCHEMA: Final = {
    "hands": f"""CREATE TABLE hands (
        match_id TEXT NOT NULL,
        hand_index INTEGER NOT NULL,
        played TEXT NOT NULL,
        game TEXT NOT NULL,
        rules TEXT NOT NULL,
        seat INTEGER NOT NULL,
        role TEXT NOT NULL CHECK (role IN {_ROLES}),
        outcome TEXT NOT NULL,
        our_points INTEGER NOT NULL,
        their_points INTEGER NOT NULL,
        record TEXT NOT NULL,
        accuracy REAL,
        average_cost REAL,
        watched INTEGER NOT NULL DEFAULT 0,
        kinds TEXT,
        UNIQUE (match_id, hand_index))""",
    "hands_by_date": "CREATE INDEX hands_by_date ON hands (played)",
    # The background review asks for the newest hand not reviewed yet, often: a small index answers it.
    "hands_unreviewed": "CREATE INDEX hands_unreviewed ON hands (played) WHERE kinds IS NULL",
}

_COLUMNS: Final = ("match_id, hand_index, played, game, rules, seat, role, outcome, our_points, "
                   "their_points, accuracy, average_cost, watched, kinds")

_MIGRATIONS: Final = {
    # Format 2 keeps the accuracy by kind of decision (JSON, NULL until the hand is reviewed), added last.
    1: ["ALTER TABLE hands ADD COLUMN kinds TEXT",
        "CREATE INDEX hands_unreviewed ON hands (played) WHERE kinds IS NULL"],
}


class HistoryError(RuntimeError):
    """The history could not be written or read (a full disk, a locked database, a hand not kept): ``words``
    say so for the player (put in their language where shown; ``str()`` gives them as written)."""

    def __init__(self, words: Phrase) -> None:
        super().__init__(str(words))
        self.words = words


@dataclasses.dataclass(frozen=True, slots=True)
class NewHand:
    """A finished hand to keep: where it was played and by which seat."""

    match_id: str
    hand_index: int
    hand: AnyHand
    seat: int = 0
    """The player's seat (0 at this table)."""
    game: str = "euchre"
    """The game's name; a Bid Euchre hand is kept as "bid_euchre" whatever it says."""
    played: datetime.datetime | None = None
    """When it was played (None: now)."""
    watched: bool = False
    """The computer played the player's seat (Watch a hand): kept, but not the player's own decisions."""


@dataclasses.dataclass(frozen=True, slots=True)
class HistoryEntry:
    """One kept hand, as the History window lists it (the record itself is read with ``record``)."""

    match_id: str
    hand_index: int
    played: datetime.datetime
    game: str
    rules: str
    """The preset's name, or "custom"."""
    seat: int
    role: str
    """The player's part: "maker", "partner" (of the maker), "defender", or "none" (nobody made trump); in
    Bid Euchre the maker is the high bidder."""
    outcome: str
    """The hand's outcome (``engine.HandOutcome`` values: made, march, euchred, thrown_in, ...; in Bid
    Euchre ``engine.bid.BidOutcome``'s: made, set, moon_made, moon_failed, thrown_in)."""
    our_points: int
    their_points: int
    accuracy: float | None
    """Share of the player's decisions with no mistake mark (``bots.review``), None until reviewed."""
    average_cost: float | None
    """Points given away per decision, None until reviewed."""
    watched: bool = False
    """The computer played the player's seat in this hand."""
    kinds: Mapping[str, KindFigures] | None = None
    """The player's figures by kind of decision (``persistence.accuracy.KINDS``), None until reviewed."""


@dataclasses.dataclass(frozen=True, slots=True)
class HistoryFilter:
    """Which hands to list; every field left at None lets all through.

    ``since``/``until`` are calendar days (UTC, ``until`` included); ``result`` is "won" (the player's side
    scored more), "lost" (less) or "even".
    """

    since: datetime.date | None = None
    until: datetime.date | None = None
    roles: Collection[str] | None = None
    result: str | None = None
    rules: str | None = None
    game: str | None = None
    match_id: str | None = None

    def where(self) -> tuple[str, list[object]]:
        """The SQL condition and its parameters."""
        clauses: list[str] = []
        parameters: list[object] = []
        if self.since is not None:
            clauses.append("played >= ?")
            parameters.append(self.since.isoformat())
        if self.until is not None:
            clauses.append("played < ?")
            parameters.append((self.until + datetime.timedelta(days=1)).isoformat())
        if self.roles is not None:
            roles = list(self.roles)
            clauses.append(f"role IN ({', '.join('?' * len(roles))})" if roles else "0")
            parameters += roles
        if self.result is not None:
            comparison = {"won": ">", "lost": "<", "even": "="}.get(self.result)
            if comparison is None:
                raise ValueError(f"a result filter is 'won', 'lost' or 'even', not {self.result!r}")
            clauses.append(f"our_points {comparison} their_points")
        for column, value in (("rules", self.rules), ("game", self.game), ("match_id", self.match_id)):
            if value is not None:
                clauses.append(f"{column} = ?")
                parameters.append(value)
        return (" AND ".join(clauses) or "1"), parameters


class HandHistory:
    """The hand history database.  Open with ``HandHistory.open(path)``."""

    def __init__(self, connection: sqlite3.Connection | None, path: Path | None, limit: int) -> None:
        """Wrap an open connection whose schema is current; use ``open`` (or ``open_when_used``)."""
        self._connection = connection
        self.path = path
        self.limit = limit
        self._told: Callable[[Phrase], object] = lambda _problem: None
        self._closed = False

    @classmethod
    def open(cls, path: Path | None, *, limit: int = DEFAULT_LIMIT) -> tuple[HandHistory, Phrase | None]:
        """Open (or create) the history at ``path`` (None: in memory), keeping at most ``limit`` hands.

        Returns the history and, when the file could not be used, a message for the player (shown once): the
        file is set aside and a new history started, or the history lives in memory for this session.
        """
        if limit < 1:
            raise ValueError("the history keeps at least one hand")
        db, where, problem = open_versioned(path, _SCHEMA, SCHEMA_VERSION, N_("Your hand history"),
                                               _MIGRATIONS)
        return cls(db, where, limit), problem

    @classmethod
    def open_when_used(cls, path: Path | None, *, told: Callable[[Phrase], object],
                       limit: int = DEFAULT_LIMIT) -> HandHistory:
        """The history at ``path``, opened as ``open`` does at its first read or write (the window opens
        without waiting for it); ``told`` gets the message for the player, when there is one."""
        if limit < 1:
            raise ValueError("the history keeps at least one hand")
        history = cls(None, path, limit)
        history._told = told
        return history

    @property
    def _db(self) -> sqlite3.Connection:
        if self._connection is None:
            if self._closed:
                raise sqlite3.ProgrammingError("Cannot operate on a closed database.")
            self._connection, self.path, problem = open_versioned(
                self.path, _SCHEMA, SCHEMA_VERSION, N_("Your hand history"), _MIGRATIONS)
            if problem:
                self._told(problem)
        return self._connection

    def close(self) -> None:
        """Close the database."""
        self._closed = True
        if self._connection is not None:
            self._connection.close()

    # ----------------------------------------------------------------------------------------- writing

    def add(self, match_id: str, hand_index: int, hand: AnyHand, *, seat: int = 0, game: str = "euchre",
            played: datetime.datetime | None = None, watched: bool = False) -> bool:
        """Keep a finished hand; False if it was already kept (after a resume)."""
        return self.add_many([NewHand(match_id, hand_index, hand, seat, game, played, watched)]) == 1

    def add_many(self, hands: Iterable[NewHand]) -> int:
        """Keep several finished hands in one transaction (an import, a test); how many were new."""
        rows = [_row(new) for new in hands]
        with self._transaction():
            before = self._db.total_changes
            self._db.executemany(
                "INSERT OR IGNORE INTO hands (match_id, hand_index, played, game, rules, seat, role, "
                "outcome, our_points, their_points, record, watched) "
                "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", rows)
            added = self._db.total_changes - before
            self._trim()
        return added

    def set_limit(self, limit: int) -> None:
        """Keep at most ``limit`` hands from now on (the oldest beyond it go at once)."""
        if limit < 1:
            raise ValueError("the history keeps at least one hand")
        self.limit = limit
        with self._transaction():
            self._trim()

    def set_review(self, match_id: str, hand_index: int, *, accuracy: float | None,
                   average_cost: float | None, kinds: Mapping[str, KindFigures] | None = None) -> None:
        """Note the player's accuracy on a kept hand, once it has been reviewed (``kinds``: the figures by
        kind of decision; given, even empty, the hand counts as reviewed)."""
        with self._transaction():
            self._db.execute("UPDATE hands SET accuracy = ?, average_cost = ?, kinds = ? WHERE match_id = ? "
                             "AND hand_index = ?", (accuracy, average_cost,
                                                    None if kinds is None else figures_json(kinds),
                                                    match_id, hand_index))

    def forget(self) -> None:
        """Forget every kept hand."""
        with self._transaction():
            self._db.execute("DELETE FROM hands")

    # ----------------------------------------------------------------------------------------- reading

    def count(self, where: HistoryFilter = HistoryFilter()) -> int:
        """How many kept hands pass the filter."""
        condition, parameters = where.where()
        (count,) = self._db.execute(f"SELECT COUNT(*) FROM hands WHERE {condition}", parameters).fetchone()
        return int(count)

    def entries(self, where: HistoryFilter = HistoryFilter(), *, limit: int | None = None,
                offset: int = 0) -> list[HistoryEntry]:
        """The kept hands that pass the filter, newest first (a page of them with ``limit``/``offset``)."""
        condition, parameters = where.where()
        rows = self._db.execute(
            f"SELECT {_COLUMNS} FROM hands WHERE {condition} "
            "ORDER BY played DESC, rowid DESC LIMIT ? OFFSET ?",
            [*parameters, -1 if limit is None else limit, offset])
        return [_entry(row) for row in rows]

    def unreviewed(self, *, limit: int = 1, skip: Collection[tuple[str, int]] = ()) -> list[tuple[str, int]]:
        """The newest Euchre hands the player played (not watched) whose accuracy is not worked out yet,
        newest first, as (match id, hand index), leaving out those in ``skip``."""
        rows = self._db.execute(
            "SELECT match_id, hand_index FROM hands WHERE kinds IS NULL AND watched = 0 AND game = 'euchre' "
            "ORDER BY played DESC, rowid DESC LIMIT ?", (limit + len(skip),))
        return [key for key in ((str(m), int(i)) for m, i in rows) if key not in skip][:limit]

    def unreviewed_count(self) -> int:
        """How many of the player's Euchre hands (not watched) are waiting for their accuracy."""
        (count,) = self._db.execute("SELECT COUNT(*) FROM hands WHERE kinds IS NULL AND watched = 0 AND "
                                    "game = 'euchre'").fetchone()
        return int(count)

    def find(self, hand: HandState) -> tuple[str, int] | None:
        """The (match id, hand index) of the kept Euchre hand the player played that is ``hand`` (the same
        record), None when it is not kept or was watched."""
        try:
            record = _record_text(hand)
        except (RecordError, ValueError):
            return None
        row = self._db.execute("SELECT match_id, hand_index FROM hands WHERE record = ? AND watched = 0 "
                               "AND game = 'euchre' ORDER BY played DESC LIMIT 1", (record,)).fetchone()
        return None if row is None else (str(row[0]), int(row[1]))

    def reviewed_hands(self, game: str = "euchre") -> list[ReviewedHand]:
        """Every reviewed hand of ``game`` the player played (not watched), oldest first, with its figures."""
        rows = self._db.execute("SELECT match_id, played, kinds FROM hands WHERE kinds IS NOT NULL AND "
                                "watched = 0 AND game = ? ORDER BY played, rowid", (game,))
        return [ReviewedHand(match_id, datetime.datetime.fromisoformat(played),
                             figures_from_json(kinds) or {}) for match_id, played, kinds in rows]

    def record(self, match_id: str, hand_index: int) -> dict[str, Any]:
        """A kept hand's JSON record; HistoryError if it is not kept."""
        row = self._db.execute("SELECT record FROM hands WHERE match_id = ? AND hand_index = ?",
                               (match_id, hand_index)).fetchone()
        if row is None:
            raise HistoryError(phrase(N_("hand {number} of that match is not in the history"),
                                      number=hand_index + 1))
        record: dict[str, Any] = json.loads(row[0])
        return record

    def hand(self, match_id: str, hand_index: int) -> AnyHand:
        """A kept hand of either game, replayed from its record (to step through it or review it)."""
        try:
            return hand_of_record(self.record(match_id, hand_index))
        except RecordError as error:
            raise HistoryError(phrase(N_("that hand could not be replayed: {error}"),
                                      error=error.words)) from None

    def export_hand(self, match_id: str, hand_index: int) -> tuple[str, str]:
        """A kept hand as its JSON record and as the deal-details text a player can share."""
        record = self.record(match_id, hand_index)
        return dumps(record), details_text(self.hand(match_id, hand_index))

    def export_match(self, match_id: str) -> tuple[str, str]:
        """Every kept hand of a match, in order: a JSON list of hand records, and their texts one after the
        other."""
        indexes = sorted(entry.hand_index for entry in self.entries(HistoryFilter(match_id=match_id)))
        if not indexes:
            raise HistoryError(phrase(N_("no hand of that match is in the history")))
        records = [self.record(match_id, index) for index in indexes]
        heading = QCoreApplication.translate("HandHistory", "Hand {number}")
        texts = [f"{heading.format(number=index + 1)}\n{details_text(self.hand(match_id, index))}"
                 for index in indexes]
        return json.dumps(records, indent=1, allow_nan=False), "\n".join(texts)

    # ----------------------------------------------------------------------------------------- private

    def _trim(self) -> None:
        self._db.execute("DELETE FROM hands WHERE rowid IN (SELECT rowid FROM hands "
                         "ORDER BY played DESC, rowid DESC LIMIT -1 OFFSET ?)", (self.limit,))

    def _transaction(self) -> contextlib.AbstractContextManager[None]:
        return transaction(self._db, HistoryError, N_("the hand history"))


def import_hand(text: str) -> AnyHand:
    """A hand of either game from what a player pastes: a JSON hand record (replayed) or a deal code (ready
    to bid).

    ``RecordError`` or ``DealCodeError`` saying what is wrong otherwise.
    """
    stripped = text.strip()
    if stripped.startswith("{"):
        return hand_of_record(loads(stripped))
    if is_bid_code(stripped):
        bid_deal, bid_rules = decode_bid_deal(stripped)
        return BidHandState(bid_rules, bid_deal)
    deal, rules = decode_deal(stripped)
    return HandState(rules, deal)


def hand_of_record(record: Any) -> AnyHand:
    """The hand a record of either game replays to (its ``format`` says which); ``RecordError`` otherwise."""
    if isinstance(record, dict) and record.get("format") == BID_HAND_FORMAT:
        return bid_hand_from_record(record)
    return hand_from_record(record)


def details_text(hand: AnyHand) -> str:
    """The text a player can share of a hand of either game (its deal code, the bidding, every trick), in
    the language installed."""
    if isinstance(hand, BidHandState):
        return bid_deal_details_text(hand, words=_said)
    return deal_details_text(hand, words=_said)


def _said(text: str) -> str:
    """Words the engine marked with ``N_``, in the language installed."""
    return QCoreApplication.translate("", text)


def _role(hand: AnyHand, seat: int) -> str:
    # In Bid Euchre the high bidder plays the maker's part: the roles (and their filter) are the same.
    if isinstance(hand, BidHandState):
        maker = hand.bidder
        same_side = maker is not None and hand.rules.side_of(maker) == hand.rules.side_of(seat)
    else:
        maker, same_side = hand.maker, hand.is_maker_side(seat)
    if maker is None:
        return "none"
    if maker == seat:
        return "maker"
    return "partner" if same_side else "defender"


def _row(new: NewHand) -> tuple[object, ...]:
    hand = new.hand
    if hand.result is None:
        raise ValueError("only a finished hand is kept in the history")
    if isinstance(hand, BidHandState):
        game, preset = "bid_euchre", bid_preset_name(hand.rules)
    else:
        game, preset = new.game, hand.rules.preset_name()
    side = hand.rules.side_of(new.seat)
    points = hand.result.points
    theirs = sum(p for s, p in enumerate(points) if s != side)
    played = new.played or datetime.datetime.now(datetime.UTC)
    return (new.match_id, new.hand_index, played.astimezone(datetime.UTC).isoformat(timespec="milliseconds"),
            game, preset or "custom", new.seat, _role(hand, new.seat),
            hand.result.outcome.value, points[side], theirs,
            _record_text(hand), int(new.watched))


def _record_text(hand: AnyHand) -> str:
    record = bid_hand_to_record(hand) if isinstance(hand, BidHandState) else hand_to_record(hand)
    return json.dumps(record, separators=(",", ":"), allow_nan=False)


def _entry(row: Sequence[Any]) -> HistoryEntry:
    return HistoryEntry(row[0], row[1], datetime.datetime.fromisoformat(row[2]), row[3], row[4], row[5],
                        row[6], row[7], row[8], row[9], row[10], row[11], bool(row[12]),
                        figures_from_json(row[13]))
