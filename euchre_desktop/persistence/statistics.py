"""The player's record, in SQLite: matches, hands and Today's deal results, kept apart for each game.

Every hand is keyed by its match id and its index in the match (a UNIQUE pair), and recorded with INSERT OR
IGNORE, so recording a hand again after a crash and resume never counts it twice.  "Our" side is the human's
(seat 0 and the partner; in cutthroat, seat 0 alone; in Bid Euchre, seat 0 and every partner); "their" side
is everyone else.

Each match is of one game (``matches.game``: "euchre" or "bid_euchre"); Euchre's hands are in ``hands``,
Bid Euchre's in ``bid_hands``, and each game's summary (``summary``, ``bid_summary``) counts its own.
Version 2 of the file added the game and Bid Euchre's hands; a version 1 file is brought up to date as it
opens, its matches all Euchre and every figure as it was.

Hands in which bots played the human's cards (Watch a hand) count toward the match score but not toward the
player's own hand record.
"""

from __future__ import annotations

import contextlib
import dataclasses
import datetime
import sqlite3
from collections.abc import Iterable
from pathlib import Path
from typing import Final

from ..engine import HandOutcome, HandResult, Rules
from ..engine.bid import BidOutcome, BidResult
from ..engine.phrase import Phrase
from ..engine.translatable import N_
from .sqlite_file import open_versioned, transaction

__all__ = [
    "GAMES",
    "SCHEMA_VERSION",
    "BidStatisticsSummary",
    "DailyResult",
    "MatchRecord",
    "Statistics",
    "StatisticsError",
    "StatisticsSummary",
    "Streaks",
]

SCHEMA_VERSION: Final = 2

GAMES: Final = ("euchre", "bid_euchre")
"""The games a match may be of."""

_BID_HANDS: Final = """CREATE TABLE bid_hands (
        match_id TEXT NOT NULL,
        hand_index INTEGER NOT NULL,
        finished TEXT NOT NULL,
        outcome TEXT NOT NULL,
        role TEXT CHECK (role IN ('bidder', 'defender')),
        bidder_is_you INTEGER NOT NULL,
        bid_tricks INTEGER NOT NULL,
        moon INTEGER NOT NULL,
        our_tricks INTEGER NOT NULL,
        their_tricks INTEGER NOT NULL,
        our_points INTEGER NOT NULL,
        their_points INTEGER NOT NULL,
        watched INTEGER NOT NULL,
        UNIQUE (match_id, hand_index))"""

_SCHEMA: Final = {
    "matches": """CREATE TABLE matches (
        match_id TEXT PRIMARY KEY,
        started TEXT NOT NULL,
        finished TEXT,
        kind TEXT NOT NULL,
        players INTEGER NOT NULL,
        opponents_level TEXT NOT NULL,
        partner_level TEXT NOT NULL,
        result TEXT CHECK (result IN ('won', 'lost', 'abandoned')),
        our_score INTEGER,
        their_score INTEGER,
        game TEXT NOT NULL DEFAULT 'euchre')""",
    "hands": """CREATE TABLE hands (
        match_id TEXT NOT NULL,
        hand_index INTEGER NOT NULL,
        finished TEXT NOT NULL,
        outcome TEXT NOT NULL,
        role TEXT CHECK (role IN ('maker', 'defender')),
        maker_is_you INTEGER NOT NULL,
        alone INTEGER NOT NULL,
        defender_alone INTEGER NOT NULL,
        our_tricks INTEGER NOT NULL,
        their_tricks INTEGER NOT NULL,
        our_points INTEGER NOT NULL,
        their_points INTEGER NOT NULL,
        watched INTEGER NOT NULL,
        UNIQUE (match_id, hand_index))""",
    "daily": """CREATE TABLE daily (
        day TEXT NOT NULL,
        match_id TEXT NOT NULL UNIQUE,
        finished TEXT NOT NULL,
        outcome TEXT NOT NULL,
        our_tricks INTEGER NOT NULL,
        our_points INTEGER NOT NULL,
        their_points INTEGER NOT NULL)""",
    "bid_hands": _BID_HANDS,
}

_MIGRATIONS: Final = {
    1: ("ALTER TABLE matches ADD COLUMN game TEXT NOT NULL DEFAULT 'euchre'", _BID_HANDS),
}
"""Version 1 had Euchre alone: its matches become Euchre's, and Bid Euchre's hands get their table."""

_ALL_HANDS: Final = ("(SELECT match_id, hand_index, our_points, their_points, watched FROM hands UNION ALL "
                     "SELECT match_id, hand_index, our_points, their_points, watched FROM bid_hands)")
"""Every hand of either game, for what a match's hands show whatever its game (its score by hand)."""


class StatisticsError(RuntimeError):
    """The statistics could not be written (a full disk, a locked or vanished database): ``words`` say so for
    the player (put in their language where shown; ``str()`` gives them as written)."""

    def __init__(self, words: Phrase) -> None:
        super().__init__(str(words))
        self.words = words


@dataclasses.dataclass(frozen=True, slots=True)
class DailyResult:
    """One play of Today's deal, from the human side's point of view."""

    day: datetime.date
    outcome: str
    our_tricks: int
    our_points: int
    their_points: int

    @property
    def margin(self) -> int:
        """Points won minus points conceded: what makes one result better than another."""
        return self.our_points - self.their_points


@dataclasses.dataclass(frozen=True, slots=True)
class MatchRecord:
    """A finished match."""

    match_id: str
    finished: str
    won: bool
    our_score: int
    their_score: int
    opponents_level: str
    partner_level: str


@dataclasses.dataclass(frozen=True, slots=True)
class Streaks:
    """Runs of finished matches won or lost in a row (abandoned matches neither break nor extend them)."""

    current: int = 0
    """The run going on now: positive for wins in a row, negative for losses in a row, 0 with none played."""
    longest_won: int = 0
    longest_lost: int = 0

    @classmethod
    def of(cls, results: Iterable[bool]) -> Streaks:
        """The streaks of match results (True for a win), oldest first."""
        current = longest_won = longest_lost = 0
        for won in results:
            if won:
                current = current + 1 if current > 0 else 1
                longest_won = max(longest_won, current)
            else:
                current = current - 1 if current < 0 else -1
                longest_lost = max(longest_lost, -current)
        return cls(current, longest_won, longest_lost)


@dataclasses.dataclass(frozen=True, slots=True)
class StatisticsSummary:
    """The player's record at a glance (watched hands excluded from the hand counts)."""

    matches_won: int = 0
    matches_lost: int = 0
    by_levels: tuple[tuple[str, str, int, int], ...] = ()
    """(opponents' level, partner's level, won, lost) for each pairing played."""
    hands: int = 0
    """Hands the player played with their own cards (thrown-in deals not counted)."""
    hands_watched: int = 0
    """Hands the computer played for the player (Watch a hand): in the match scores, not in these counts."""
    made_as_maker: int = 0
    """Hands our side made trump and took at least three tricks (marches included)."""
    euchred_as_maker: int = 0
    made_against_us: int = 0
    """Hands the other side made trump and made it."""
    euchres_inflicted: int = 0
    """Hands the other side made trump and we euchred them."""
    marches: int = 0
    loners_tried: int = 0
    loners_made: int = 0
    """Lone hands by our side that took three tricks or more."""
    lone_marches: int = 0
    points_for: int = 0
    points_against: int = 0
    daily_played: int = 0
    streaks: Streaks = Streaks()


@dataclasses.dataclass(frozen=True, slots=True)
class BidStatisticsSummary:
    """The player's Bid Euchre record at a glance (watched hands excluded from the hand counts)."""

    matches_won: int = 0
    matches_lost: int = 0
    by_levels: tuple[tuple[str, str, int, int], ...] = ()
    """(opponents' level, partner's level, won, lost) for each pairing played."""
    hands: int = 0
    """Hands the player played with their own cards (thrown-in deals not counted)."""
    hands_watched: int = 0
    bids_made: int = 0
    """Hands our side won the auction with a number and took at least that many tricks."""
    bids_set: int = 0
    """Hands our side bid a number and fell short."""
    made_against_us: int = 0
    """Hands the other side won the auction with a number and made it."""
    sets_inflicted: int = 0
    """Hands the other side bid a number and we set them."""
    moons_made: int = 0
    """Moons our side shot and made."""
    moons_set: int = 0
    """Moons our side shot and lost."""
    moons_stopped: int = 0
    """Moons the other side shot that we stopped."""
    points_for: int = 0
    points_against: int = 0
    streaks: Streaks = Streaks()


class Statistics:
    """The statistics database.  Open with ``Statistics.open(path)``."""

    def __init__(self, connection: sqlite3.Connection, path: Path | None) -> None:
        """Wrap an open connection whose schema is current; use ``open``."""
        self._db = connection
        self.path = path

    @classmethod
    def open(cls, path: Path | None) -> tuple[Statistics, Phrase | None]:
        """Open (or create) the database at ``path`` (None: in memory, for a session that keeps nothing).

        Returns the statistics and, when the file could not be used, a message for the player: a damaged,
        empty, foreign or newer database is set aside (renamed, never deleted) and a fresh one started; when
        it cannot be moved, or a fresh one cannot be made, the statistics live in memory for this session.
        """
        db, where, problem = open_versioned(path, _SCHEMA, SCHEMA_VERSION, N_("Your statistics"), _MIGRATIONS)
        return cls(db, where), problem

    def close(self) -> None:
        """Close the database."""
        self._db.close()

    # ------------------------------------------------------------------------------------- recording

    def match_started(self, match_id: str, *, kind: str, players: int, opponents_level: str,
                      partner_level: str, game: str = "euchre") -> None:
        """Note a new match of ``game`` (one of ``GAMES``; again after a resume: ignored)."""
        if game not in GAMES:
            raise ValueError(f"no game {game!r}: expected one of {', '.join(GAMES)}")
        self._write("INSERT OR IGNORE INTO matches (match_id, started, kind, players, opponents_level, "
                    "partner_level, game) VALUES (?, ?, ?, ?, ?, ?, ?)",
                    (match_id, _now(), kind, players, opponents_level, partner_level, game))

    def hand_finished(self, match_id: str, hand_index: int, result: HandResult, rules: Rules, *,
                      watched: bool = False) -> bool:
        """Record a finished hand; False if it was already recorded (after a resume)."""
        ours = [s for s in range(rules.players) if rules.side_of(s) == 0]
        our_tricks = sum(result.tricks[s] for s in ours) if result.tricks else 0
        their_tricks = sum(result.tricks) - our_tricks if result.tricks else 0
        role = None if result.maker is None else ("maker" if rules.side_of(result.maker) == 0 else "defender")
        cursor = self._write(
            "INSERT OR IGNORE INTO hands (match_id, hand_index, finished, outcome, role, maker_is_you, "
            "alone, defender_alone, our_tricks, their_tricks, our_points, their_points, watched) "
            "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (match_id, hand_index, _now(), result.outcome.value, role, result.maker == 0, result.maker_alone,
             result.defender_alone is not None, our_tricks, their_tricks, result.points[0],
             sum(result.points[1:]), watched))
        return cursor.rowcount == 1

    def bid_hand_finished(self, match_id: str, hand_index: int, result: BidResult, *,
                          watched: bool = False) -> bool:
        """Record a finished Bid Euchre hand; False if it was already recorded (after a resume)."""
        side = result.bidding_side
        role = None if side is None else ("bidder" if side == 0 else "defender")
        bid = result.bid
        cursor = self._write(
            "INSERT OR IGNORE INTO bid_hands (match_id, hand_index, finished, outcome, role, bidder_is_you, "
            "bid_tricks, moon, our_tricks, their_tricks, our_points, their_points, watched) "
            "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (match_id, hand_index, _now(), result.outcome.value, role, result.bidder == 0,
             0 if bid is None else bid.tricks, bid is not None and bid.moon, result.tricks[0],
             result.tricks[1], result.points[0], result.points[1], watched))
        return cursor.rowcount == 1

    def match_finished(self, match_id: str, *, won: bool, scores: tuple[int, ...]) -> None:
        """Record the end of a match (once: a finished match is never changed)."""
        self._write("UPDATE matches SET finished = ?, result = ?, our_score = ?, their_score = ? "
                    "WHERE match_id = ? AND result IS NULL",
                    (_now(), "won" if won else "lost", scores[0], max(scores[1:]), match_id))

    def match_abandoned(self, match_id: str, *, scores: tuple[int, ...]) -> None:
        """The player started something else before this match ended."""
        self._write("UPDATE matches SET finished = ?, result = 'abandoned', our_score = ?, their_score = ? "
                    "WHERE match_id = ? AND result IS NULL",
                    (_now(), scores[0], max(scores[1:]), match_id))

    def daily_result(self, day: datetime.date, match_id: str, result: HandResult, rules: Rules) -> None:
        """Record a play of Today's deal (its first hand), once per match."""
        ours = [s for s in range(rules.players) if rules.side_of(s) == 0]
        our_tricks = sum(result.tricks[s] for s in ours) if result.tricks else 0
        self._write("INSERT OR IGNORE INTO daily (day, match_id, finished, outcome, our_tricks, our_points, "
                    "their_points) VALUES (?, ?, ?, ?, ?, ?, ?)",
                    (day.isoformat(), match_id, _now(), result.outcome.value, our_tricks, result.points[0],
                     sum(result.points[1:])))

    def reset(self) -> None:
        """Forget every record (the statistics window asks the player first)."""
        with self._transaction():
            for table in _SCHEMA:
                self._db.execute(f"DELETE FROM {table}")  # table names are our own constants

    # --------------------------------------------------------------------------------------- reading

    def summary(self) -> StatisticsSummary:
        """Euchre's totals."""
        db = self._db
        by_levels, streaks = self._match_record("euchre")
        row = db.execute(
            "SELECT COUNT(*), "
            "SUM(role = 'maker' AND outcome IN ('made', 'march')), "
            "SUM(role = 'maker' AND outcome = 'euchred'), "
            "SUM(role = 'defender' AND outcome IN ('made', 'march')), "
            "SUM(role = 'defender' AND outcome = 'euchred'), SUM(role = 'maker' AND outcome = 'march'), "
            "SUM(role = 'maker' AND alone), SUM(role = 'maker' AND alone AND outcome IN ('made', 'march')), "
            "SUM(role = 'maker' AND alone AND outcome = 'march'), SUM(our_points), SUM(their_points) "
            "FROM hands WHERE NOT watched AND outcome NOT IN (?, ?)",
            (HandOutcome.THROWN_IN.value, HandOutcome.FARMER_REDEAL.value)).fetchone()
        counts = [value or 0 for value in row]
        (daily,) = db.execute("SELECT COUNT(*) FROM daily").fetchone()
        (watched,) = db.execute("SELECT COUNT(*) FROM hands WHERE watched AND outcome NOT IN (?, ?)",
                                (HandOutcome.THROWN_IN.value, HandOutcome.FARMER_REDEAL.value)).fetchone()
        return StatisticsSummary(
            matches_won=sum(r[2] for r in by_levels), matches_lost=sum(r[3] for r in by_levels),
            by_levels=by_levels, hands=counts[0], made_as_maker=counts[1], euchred_as_maker=counts[2],
            made_against_us=counts[3], euchres_inflicted=counts[4], marches=counts[5], loners_tried=counts[6],
            loners_made=counts[7], lone_marches=counts[8], points_for=counts[9], points_against=counts[10],
            daily_played=daily, hands_watched=watched, streaks=streaks)

    def bid_summary(self) -> BidStatisticsSummary:
        """Bid Euchre's totals."""
        db = self._db
        by_levels, streaks = self._match_record("bid_euchre")
        made, bid_set = BidOutcome.MADE.value, BidOutcome.SET.value
        moon_made, moon_failed = BidOutcome.MOON_MADE.value, BidOutcome.MOON_FAILED.value
        row = db.execute(
            "SELECT COUNT(*), SUM(role = 'bidder' AND outcome = ?), SUM(role = 'bidder' AND outcome = ?), "
            "SUM(role = 'defender' AND outcome = ?), SUM(role = 'defender' AND outcome = ?), "
            "SUM(role = 'bidder' AND outcome = ?), SUM(role = 'bidder' AND outcome = ?), "
            "SUM(role = 'defender' AND outcome = ?), SUM(our_points), SUM(their_points) "
            "FROM bid_hands WHERE NOT watched AND outcome != ?",
            (made, bid_set, made, bid_set, moon_made, moon_failed, moon_failed,
             BidOutcome.THROWN_IN.value)).fetchone()
        counts = [value or 0 for value in row]
        (watched,) = db.execute("SELECT COUNT(*) FROM bid_hands WHERE watched AND outcome != ?",
                                (BidOutcome.THROWN_IN.value,)).fetchone()
        return BidStatisticsSummary(
            matches_won=sum(r[2] for r in by_levels), matches_lost=sum(r[3] for r in by_levels),
            by_levels=by_levels, hands=counts[0], hands_watched=watched, bids_made=counts[1],
            bids_set=counts[2], made_against_us=counts[3], sets_inflicted=counts[4], moons_made=counts[5],
            moons_set=counts[6], moons_stopped=counts[7], points_for=counts[8], points_against=counts[9],
            streaks=streaks)

    def _match_record(self, game: str) -> tuple[tuple[tuple[str, str, int, int], ...], Streaks]:
        """``game``'s matches won and lost by pairing of levels, and its streaks."""
        by_levels = tuple(self._db.execute(
            "SELECT opponents_level, partner_level, SUM(result = 'won'), SUM(result = 'lost') FROM matches "
            "WHERE result IN ('won', 'lost') AND game = ? GROUP BY opponents_level, partner_level "
            "ORDER BY opponents_level, partner_level", (game,)).fetchall())
        results = self._db.execute("SELECT result = 'won' FROM matches WHERE result IN ('won', 'lost') "
                                   "AND game = ? ORDER BY finished, rowid", (game,))
        return by_levels, Streaks.of(bool(won) for (won,) in results)

    def hands_recorded(self, match_id: str) -> int:
        """How many hands of a match are recorded (of either game)."""
        (count,) = self._db.execute(f"SELECT COUNT(*) FROM {_ALL_HANDS} WHERE match_id = ?",
                                    (match_id,)).fetchone()
        return int(count)

    def score_progress(self, match_id: str) -> list[tuple[int, int]]:
        """The score after each hand of a match, (ours, theirs), in order."""
        ours = theirs = 0
        progress = []
        rows = self._db.execute(
            f"SELECT our_points, their_points FROM {_ALL_HANDS} WHERE match_id = ? ORDER BY hand_index",
            (match_id,))
        for our_points, their_points in rows:
            ours += our_points
            theirs += their_points
            progress.append((ours, theirs))
        return progress

    def watched_hands(self, match_id: str) -> list[int]:
        """The hands of a match (numbered from 1, as ``score_progress`` counts them) the computer played
        for the player."""
        rows = self._db.execute(f"SELECT watched FROM {_ALL_HANDS} WHERE match_id = ? ORDER BY hand_index",
                                (match_id,))
        return [number for number, (watched,) in enumerate(rows, start=1) if watched]

    def last_match_id(self, game: str | None = None) -> str | None:
        """The match most recently started (of ``game``, if given), if any."""
        row = self._db.execute(
            "SELECT match_id FROM matches WHERE ? IS NULL OR game = ? "
            "ORDER BY started DESC, rowid DESC LIMIT 1", (game, game)).fetchone()
        return None if row is None else str(row[0])

    def match_game(self, match_id: str) -> str | None:
        """The game a recorded match is of (one of ``GAMES``); None for an unknown match."""
        row = self._db.execute("SELECT game FROM matches WHERE match_id = ?", (match_id,)).fetchone()
        return None if row is None else str(row[0])

    def match_players(self, match_id: str) -> int | None:
        """How many players a recorded match had (4, or 3 for cutthroat); None for an unknown match."""
        row = self._db.execute("SELECT players FROM matches WHERE match_id = ?", (match_id,)).fetchone()
        return None if row is None else int(row[0])

    def recent_matches(self, limit: int = 20, game: str = "euchre") -> list[MatchRecord]:
        """The last finished (won or lost) matches of ``game``, newest first."""
        rows = self._db.execute(
            "SELECT match_id, finished, result = 'won', our_score, their_score, opponents_level, "
            "partner_level FROM matches WHERE result IN ('won', 'lost') AND game = ? "
            "ORDER BY finished DESC, rowid DESC LIMIT ?", (game, limit))
        return [MatchRecord(r[0], r[1], bool(r[2]), r[3], r[4], r[5], r[6]) for r in rows]

    def daily_results(self, day: datetime.date | None = None) -> list[DailyResult]:
        """Today's deal results (of one day, or all), best first."""
        query = "SELECT day, outcome, our_tricks, our_points, their_points FROM daily"
        parameters: tuple[str, ...] = ()
        if day is not None:
            query += " WHERE day = ?"
            parameters = (day.isoformat(),)
        query += " ORDER BY our_points - their_points DESC, our_tricks DESC, finished"
        return [DailyResult(datetime.date.fromisoformat(r[0]), r[1], r[2], r[3], r[4])
                for r in self._db.execute(query, parameters)]

    def daily_best(self, day: datetime.date) -> DailyResult | None:
        """The best result on Today's deal of ``day``."""
        results = self.daily_results(day)
        return results[0] if results else None

    # --------------------------------------------------------------------------------------- private

    def _write(self, sql: str, parameters: tuple[object, ...]) -> sqlite3.Cursor:
        with self._transaction():
            return self._db.execute(sql, parameters)

    def _transaction(self) -> contextlib.AbstractContextManager[None]:
        return transaction(self._db, StatisticsError, N_("the statistics"))


def _now() -> str:
    return datetime.datetime.now(datetime.UTC).isoformat(timespec="milliseconds")
