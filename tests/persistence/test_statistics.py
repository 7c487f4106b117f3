"""Statistics in SQLite: a scripted sequence of hands gives the expected totals, each hand counts once, and a
damaged database is set aside."""

from __future__ import annotations

import datetime
import sqlite3
from pathlib import Path

import pytest

from euchre_desktop.engine import HandOutcome
from euchre_desktop.engine.bid import BidOutcome
from euchre_desktop.persistence.statistics import Statistics, Streaks
from tests.persistence.damage import DAMAGES, write_damaged_database
from tests.persistence.scripted import (
    RULES,
    bid_result,
    empty_statistics,
    hand_result,
    record_scripted_bid_match,
    record_scripted_match,
)


@pytest.fixture
def stats(tmp_path: Path) -> Statistics:
    return empty_statistics(tmp_path)


def test_a_scripted_match_gives_the_expected_totals(stats: Statistics) -> None:
    record_scripted_match(stats, "m1")

    summary = stats.summary()
    assert (summary.matches_won, summary.matches_lost) == (1, 0)
    assert summary.by_levels == (("expert", "standard", 1, 0),)
    assert summary.hands == 7
    assert (summary.made_as_maker, summary.euchred_as_maker) == (4, 1)
    assert (summary.made_against_us, summary.euchres_inflicted) == (1, 1)
    assert (summary.marches, summary.loners_tried, summary.loners_made, summary.lone_marches) == (2, 2, 2, 1)
    assert (summary.points_for, summary.points_against) == (10, 3)
    assert stats.score_progress("m1")[:3] == [(1, 0), (3, 0), (3, 2)]
    assert summary.hands_watched == 1 and stats.watched_hands("m1") == [9]
    assert [m.match_id for m in stats.recent_matches()] == ["m1"]


def test_a_hand_recorded_twice_counts_once(stats: Statistics) -> None:
    stats.match_started("m", kind="match", players=4, opponents_level="easy", partner_level="easy")
    hand = hand_result(HandOutcome.MADE, 0, (1, 0))
    assert stats.hand_finished("m", 0, hand, RULES)
    assert not stats.hand_finished("m", 0, hand, RULES)
    stats.match_finished("m", won=False, scores=(4, 10))
    stats.match_finished("m", won=True, scores=(10, 4))
    stats.match_started("m", kind="match", players=4, opponents_level="easy", partner_level="easy")
    summary = stats.summary()
    assert summary.hands == 1 and (summary.matches_won, summary.matches_lost) == (0, 1)


def test_todays_deal_keeps_the_best_result(stats: Statistics) -> None:
    day = datetime.date(2025, 6, 1)
    stats.daily_result(day, "a", hand_result(HandOutcome.EUCHRED, 0, (0, 2)), RULES)
    stats.daily_result(day, "b", hand_result(HandOutcome.MARCH, 0, (2, 0), tricks=(3, 0, 2, 0)), RULES)
    stats.daily_result(day, "b", hand_result(HandOutcome.EUCHRED, 0, (0, 2)), RULES)
    best = stats.daily_best(day)
    assert best is not None and best.outcome == "march" and best.margin == 2
    assert stats.daily_best(day + datetime.timedelta(days=1)) is None
    assert stats.summary().daily_played == 2


def test_an_abandoned_match_is_neither_won_nor_lost(stats: Statistics) -> None:
    stats.match_started("m", kind="match", players=4, opponents_level="easy", partner_level="easy")
    stats.match_abandoned("m", scores=(3, 4))
    stats.match_finished("m", won=True, scores=(10, 4))
    summary = stats.summary()
    assert (summary.matches_won, summary.matches_lost) == (0, 0)


def test_reset_forgets_everything(stats: Statistics) -> None:
    stats.match_started("m", kind="match", players=4, opponents_level="easy", partner_level="easy")
    stats.hand_finished("m", 0, hand_result(HandOutcome.MADE, 0, (1, 0)), RULES)
    stats.reset()
    assert stats.summary().hands == 0 and stats.last_match_id() is None


@pytest.mark.parametrize("damage", DAMAGES)
def test_a_bad_database_is_set_aside_and_a_new_one_started(tmp_path: Path, damage: str) -> None:
    path = tmp_path / "statistics.sqlite3"
    write_damaged_database(path, damage)
    before = path.read_bytes()
    stats, problem = Statistics.open(path)
    assert problem is not None and "kept as statistics.sqlite3." in str(problem)
    stats.match_started("m", kind="match", players=4, opponents_level="easy", partner_level="easy")
    (kept,) = [p for p in tmp_path.iterdir() if p.name != "statistics.sqlite3"]
    assert kept.read_bytes() == before


def test_the_database_survives_a_reopen(tmp_path: Path) -> None:
    path = tmp_path / "statistics.sqlite3"
    stats, _ = Statistics.open(path)
    stats.match_started("m", kind="match", players=4, opponents_level="easy", partner_level="easy")
    stats.hand_finished("m", 0, hand_result(HandOutcome.MADE, 0, (1, 0)), RULES)
    stats.close()
    again, problem = Statistics.open(path)
    assert problem is None and again.hands_recorded("m") == 1


def test_the_table_size_of_a_match_is_kept(stats: Statistics) -> None:
    stats.match_started("four", kind="match", players=4, opponents_level="easy", partner_level="easy")
    stats.match_started("three", kind="match", players=3, opponents_level="easy", partner_level="easy")
    assert (stats.match_players("four"), stats.match_players("three")) == (4, 3)
    assert stats.match_players("never played") is None


@pytest.mark.parametrize(("results", "streaks"), [
    ([], Streaks(0, 0, 0)),
    ([True, True, False, True, True, True], Streaks(3, 3, 1)),
    ([False, False, True, False], Streaks(-1, 1, 2)),
])
def test_streaks_count_matches_in_a_row(results: list[bool], streaks: Streaks) -> None:
    assert Streaks.of(results) == streaks


# --- Each game's own record -----------------------------------------------------------------------------


def test_bid_euchre_hands_and_matches_are_counted_apart_from_euchre(stats: Statistics) -> None:
    record_scripted_match(stats, "euchre")
    euchre = stats.summary()
    record_scripted_bid_match(stats, "bid")
    assert stats.summary() == euchre, "Euchre's figures are Euchre's alone"
    bid = stats.bid_summary()
    assert (bid.matches_won, bid.matches_lost, bid.by_levels) == (0, 1, (("easy", "easy", 0, 1),))
    assert (bid.hands, bid.hands_watched) == (7, 1)
    assert (bid.bids_made, bid.bids_set, bid.made_against_us, bid.sets_inflicted) == (1, 1, 1, 1)
    assert (bid.moons_made, bid.moons_set, bid.moons_stopped) == (1, 1, 1)
    assert (bid.points_for, bid.points_against) == (5 - 5 + 2 + 4 + 24 - 24 + 1, 3 + 4 + 6 - 5 + 1 - 24)
    assert stats.score_progress("bid")[:2] == [(5, 3), (0, 7)]
    assert stats.watched_hands("bid") == [9] and stats.hands_recorded("bid") == 9
    assert [m.match_id for m in stats.recent_matches(game="bid_euchre")] == ["bid"]
    assert [m.match_id for m in stats.recent_matches()] == ["euchre"]
    assert stats.match_game("bid") == "bid_euchre" and stats.last_match_id("euchre") == "euchre"
    assert stats.last_match_id() == "bid"
    assert not stats.bid_hand_finished("bid", 0, bid_result(BidOutcome.MADE, 0, None, (5, 3), (5, 3)))


def test_a_version_1_file_opens_with_its_euchre_record_unchanged(tmp_path: Path) -> None:
    path = tmp_path / "statistics.sqlite3"
    stats, _problem = Statistics.open(path)
    record_scripted_match(stats, "m1")
    before = (stats.summary(), stats.score_progress("m1"), stats.recent_matches())
    stats.close()
    # The file as version 1 wrote it: no game, no Bid Euchre hands.
    db = sqlite3.connect(path)
    with db:
        db.execute("ALTER TABLE matches DROP COLUMN game")
        db.execute("DROP TABLE bid_hands")
        db.execute("PRAGMA user_version = 1")
    db.close()
    reopened, problem = Statistics.open(path)
    assert problem is None
    assert (reopened.summary(), reopened.score_progress("m1"), reopened.recent_matches()) == before
    assert reopened.match_game("m1") == "euchre" and reopened.bid_summary().hands == 0
    (version,) = sqlite3.connect(path).execute("PRAGMA user_version").fetchone()
    assert version == 2
