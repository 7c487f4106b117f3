"""The accuracy kept with each reviewed hand: a history of format 1 opens and is brought up to date, the
hands still to review are found newest first (never a watched one), and the figures add up by match and
by day or week."""

from __future__ import annotations

import datetime
import sqlite3
from pathlib import Path

import pytest

from euchre_desktop.persistence.accuracy import (
    AccuracyTotals,
    KindFigures,
    ReviewedHand,
    by_match,
    by_period,
    figures_from_json,
    figures_json,
    period_of,
)
from euchre_desktop.persistence.history import HandHistory, NewHand
from tests.persistence.test_history import DAY, random_hand

HOUR = datetime.timedelta(hours=1)

_FORMAT_1 = """CREATE TABLE hands (
        match_id TEXT NOT NULL, hand_index INTEGER NOT NULL, played TEXT NOT NULL, game TEXT NOT NULL,
        rules TEXT NOT NULL, seat INTEGER NOT NULL,
        role TEXT NOT NULL CHECK (role IN ('maker', 'partner', 'defender', 'none')),
        outcome TEXT NOT NULL, our_points INTEGER NOT NULL, their_points INTEGER NOT NULL,
        record TEXT NOT NULL, accuracy REAL, average_cost REAL, watched INTEGER NOT NULL DEFAULT 0,
        UNIQUE (match_id, hand_index))"""


def test_a_history_of_format_1_opens_with_its_hands_not_yet_reviewed(tmp_path: Path) -> None:
    path = tmp_path / "history.sqlite3"
    # A history as the previous version wrote it, with one hand.
    fresh, _problem = HandHistory.open(None)
    fresh.add("old", 0, random_hand(4), played=DAY)
    row = fresh._db.execute("SELECT match_id, hand_index, played, game, rules, seat, role, outcome, "
                            "our_points, their_points, record, accuracy, average_cost, watched "
                            "FROM hands").fetchone()
    db = sqlite3.connect(path)
    with db:
        db.execute(_FORMAT_1)
        db.execute("CREATE INDEX hands_by_date ON hands (played)")
        db.execute("INSERT INTO hands VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", row)
        db.execute("PRAGMA user_version = 1")
    db.close()

    history, problem = HandHistory.open(path)
    assert problem is None, "a history written by the previous version is not set aside"
    (entry,) = history.entries()
    assert entry.match_id == "old" and entry.kinds is None
    assert history.unreviewed() == [("old", 0)]
    history.set_review("old", 0, accuracy=1.0, average_cost=0.0, kinds={"bidding": KindFigures(2, 0.1, 0, 0)})
    history.close()
    again, problem = HandHistory.open(path)
    assert problem is None and again.unreviewed() == []
    (entry,) = again.entries()
    assert entry.kinds == {"bidding": KindFigures(2, 0.1, 0, 0)}
    assert again._db.execute("PRAGMA user_version").fetchone() == (2,)


def test_the_hands_to_review_are_the_players_own_euchre_hands_newest_first() -> None:
    history, _problem = HandHistory.open(None)
    history.add_many([
        NewHand("m", 0, random_hand(1), played=DAY),
        NewHand("m", 1, random_hand(2), played=DAY + HOUR, watched=True),
        NewHand("m", 2, random_hand(3), played=DAY + 2 * HOUR),
        NewHand("b", 0, random_hand(5), played=DAY + 3 * HOUR, game="bid_euchre"),
    ])
    assert history.unreviewed(limit=5) == [("m", 2), ("m", 0)]
    assert history.unreviewed(skip={("m", 2)}) == [("m", 0)]
    history.set_review("m", 2, accuracy=None, average_cost=None, kinds={})
    assert history.unreviewed(limit=5) == [("m", 0)], "an empty review still counts as reviewed"
    assert history.find(random_hand(1)) == ("m", 0)
    assert history.find(random_hand(2)) is None, "a watched hand is not the player's"
    assert history.find(random_hand(9)) is None
    assert [(h.match_id, h.kinds) for h in history.reviewed_hands()] == [("m", {})]


def test_the_figures_are_kept_as_text_and_damage_counts_as_nothing() -> None:
    figures = {"leading": KindFigures(3, 0.75, 1, 1), "defending": KindFigures(1, 0.0, 0, 0)}
    assert figures_from_json(figures_json(figures)) == figures
    assert figures_from_json(None) is None
    assert figures_from_json("not json") == {}
    assert figures_from_json('{"leading": [1, -2, 0, 0], "nonsense": [1, 1, 1, 1]}') == {}


def test_the_figures_add_up_by_match_and_by_day_or_week() -> None:
    def hand(match: str, day: int, cost: float, slips: int) -> ReviewedHand:
        played = DAY + datetime.timedelta(days=day)
        return ReviewedHand(match, played, {"bidding": KindFigures(2, cost, slips, 0),
                                            "following": KindFigures(2, 0.0, 0, 1)})

    hands = [hand("a", 0, 0.4, 1), hand("a", 0, 0.0, 0), hand("b", 1, 0.2, 2), hand("c", 30, 0.0, 0)]
    matches = by_match(hands, last=2)
    assert [match for match, _totals in matches] == ["b", "c"], "the last two matches, oldest first"
    everything = AccuracyTotals.of(h.kinds for h in hands)
    assert everything.hands == 4 and everything.kind("bidding").slips == 3
    assert everything.kind("bidding").average_cost == pytest.approx(0.6 / 8)
    assert everything.all.decisions == 16 and everything.mistakes_per_hand() == (3 + 4) / 4
    assert everything.kind("discarding").average_cost is None
    assert period_of(hands) == "week" and period_of(hands[:3]) == "day"
    days = by_period(hands[:3], "day", last=10)
    assert [totals.hands for _day, totals in days] == [2, 1]
    weeks = by_period(hands, "week", last=10)
    assert all(day.weekday() == 0 for day, _totals in weeks) and sum(t.hands for _d, t in weeks) == 4
