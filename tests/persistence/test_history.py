"""The hand history: every hand kept once, bounded, filtered, exported, and safe from kills and damage."""

from __future__ import annotations

import datetime
import json
import random
import signal
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import pytest

from euchre_desktop.engine import (
    PRESETS,
    Deal,
    DealCodeError,
    HandState,
    Phase,
    RecordError,
    encode_deal,
    hand_from_record,
)
from euchre_desktop.engine.bid import BidDeal, BidHandState, BidPhase, BidRules, Form, encode_bid_deal
from euchre_desktop.engine.bid.records import bid_hand_from_record
from euchre_desktop.engine.phrase import Phrase
from euchre_desktop.persistence.history import HandHistory, HistoryError, HistoryFilter, NewHand, import_hand
from tests.persistence.damage import write_damaged_database

UTC = datetime.UTC
DAY = datetime.datetime(2026, 3, 1, 20, 0, tzinfo=UTC)


def random_hand(seed: int, preset: str = "standard") -> HandState:
    """A finished hand played by random legal actions."""
    rules = PRESETS[preset]
    rng = random.Random(seed)
    state = HandState(rules, Deal.random(rules, seed % rules.players, rng), scores_before=(seed % 5, 3))
    while state.phase is not Phase.DONE:
        state.apply(rng.choice(state.legal_actions()))
    return state


@pytest.fixture
def history() -> HandHistory:
    kept, problem = HandHistory.open(None)
    assert problem is None
    return kept


def test_a_hand_is_kept_once_with_its_record_and_the_players_view_of_it(history: HandHistory) -> None:
    hand = random_hand(1)
    assert history.add("m1", 0, hand, played=DAY)
    assert not history.add("m1", 0, random_hand(2), played=DAY)  # again after a resume: ignored
    (entry,) = history.entries()
    assert (entry.match_id, entry.hand_index, entry.played, entry.game, entry.rules, entry.seat) == \
        ("m1", 0, DAY, "euchre", "standard", 0)
    assert hand.result is not None and entry.outcome == hand.result.outcome.value
    assert entry.role == ("none" if hand.maker is None else "maker" if hand.maker == 0 else
                          "partner" if hand.maker == 2 else "defender")
    assert (entry.our_points, entry.their_points) == hand.result.points
    assert entry.accuracy is None and entry.average_cost is None and not entry.watched
    assert history.add("m1", 1, random_hand(2), played=DAY, watched=True)
    assert [e.watched for e in history.entries(HistoryFilter(match_id="m1"))] == [True, False]
    replayed = history.hand("m1", 0)
    assert replayed.history == hand.history and replayed.result == hand.result
    history.set_review("m1", 0, accuracy=0.75, average_cost=0.12)
    assert history.entries()[1].accuracy == 0.75
    with pytest.raises(HistoryError, match="not in the history"):
        history.record("m1", 5)


def test_filters_by_date_role_result_rules_and_match(history: HandHistory) -> None:
    hands = [random_hand(seed, "standard" if seed % 2 else "house") for seed in range(40)]
    history.add_many(NewHand(f"m{seed // 5}", seed % 5, hand, played=DAY + datetime.timedelta(days=seed))
                     for seed, hand in enumerate(hands))
    assert history.count() == 40
    march = HistoryFilter(since=datetime.date(2026, 3, 3), until=datetime.date(2026, 3, 5))
    assert [e.played.day for e in history.entries(march)] == [5, 4, 3]
    makers = history.entries(HistoryFilter(roles=["maker", "partner"]))
    assert makers and all(e.role in ("maker", "partner") for e in makers)
    assert history.count(HistoryFilter(roles=[])) == 0
    won = history.entries(HistoryFilter(result="won"))
    lost = history.entries(HistoryFilter(result="lost"))
    even = history.count(HistoryFilter(result="even"))
    assert won and lost and len(won) + len(lost) + even == 40
    assert all(e.our_points > e.their_points for e in won)
    assert history.count(HistoryFilter(rules="house")) == 20
    assert [e.hand_index for e in history.entries(HistoryFilter(match_id="m3"))] == [4, 3, 2, 1, 0]
    assert [e.hand_index for e in history.entries(limit=2, offset=1)] == [3, 2]  # newest first: m7
    with pytest.raises(ValueError, match="'won', 'lost' or 'even'"):
        history.count(HistoryFilter(result="drawn"))


def test_thousands_of_hands_stay_within_the_limit_and_the_oldest_go(tmp_path: Path) -> None:
    history, _ = HandHistory.open(tmp_path / "history.sqlite3", limit=1000)
    hand = random_hand(3)
    for batch in range(6):
        history.add_many(NewHand(f"m{batch}", index, hand, played=DAY + datetime.timedelta(minutes=500 * batch
                                                                                        + index))
                         for index in range(500))
        assert history.count() == min(1000, 500 * (batch + 1))
    entries = history.entries()
    assert {e.match_id for e in entries} == {"m4", "m5"}
    history.set_limit(10)
    assert [e.hand_index for e in history.entries()] == list(range(499, 489, -1))


def test_a_hand_and_a_match_export_as_records_and_text(history: HandHistory) -> None:
    for index in range(3):
        history.add("m", index, random_hand(10 + index), played=DAY)
    record_text, text = history.export_hand("m", 1)
    assert hand_from_record(json.loads(record_text)).result == random_hand(11).result
    assert text.startswith("Euchre Desktop deal ")
    records_text, match_text = history.export_match("m")
    records = json.loads(records_text)
    assert [hand_from_record(r).history for r in records] == [random_hand(s).history for s in (10, 11, 12)]
    assert match_text.count("Euchre Desktop deal ") == 3 and "Hand 3\n" in match_text
    with pytest.raises(HistoryError):
        history.export_match("nothing")


def test_a_record_or_a_deal_code_can_be_imported() -> None:
    hand = random_hand(4)
    record_text, _ = _exported(hand)
    assert import_hand(record_text).history == hand.history
    fresh = import_hand(encode_deal(hand.deal, hand.rules))
    assert fresh.deal == hand.deal and not fresh.history
    with pytest.raises(RecordError):
        import_hand('{"format": "something else"}')
    with pytest.raises(DealCodeError):
        import_hand("not a code!")


def random_bid_hand(seed: int, form: Form = Form.DOUBLE_6) -> BidHandState:
    """A finished Bid Euchre hand played by random legal actions (thrown in hands skipped)."""
    rules = BidRules(form=form)
    rng = random.Random(seed)
    while True:
        state = BidHandState(rules, BidDeal.random(rules, rng.randrange(rules.seats), rng),
                             scores_before=(4, seed % 7))
        while state.phase is not BidPhase.DONE:
            state.apply(rng.choice(state.legal_actions()))
        if state.bidder is not None:
            return state


def test_bid_euchre_hands_are_kept_listed_exported_and_imported(history: HandHistory) -> None:
    hands = [random_bid_hand(seed) for seed in (1, 2)]
    history.add("b", 0, hands[0], played=DAY)
    history.add_many([NewHand("b", 1, hands[1], seat=1, played=DAY + datetime.timedelta(hours=1))])
    newest, oldest = history.entries()
    for entry, hand, seat in ((oldest, hands[0], 0), (newest, hands[1], 1)):
        assert hand.result is not None and hand.bidder is not None
        assert (entry.game, entry.rules, entry.outcome) == ("bid_euchre", "six_double",
                                                             hand.result.outcome.value)
        side = seat % 2
        points = hand.result.points
        assert (entry.our_points, entry.their_points) == (points[side], points[1 - side])
        assert entry.role == ("maker" if hand.bidder == seat else
                              "partner" if hand.bidder % 2 == side else "defender")
    assert history.hand("b", 0).history == hands[0].history
    record_text, text = history.export_hand("b", 1)
    assert bid_hand_from_record(json.loads(record_text)).result == hands[1].result
    assert text.startswith("Euchre Desktop Bid Euchre deal BE1-") and "Bidding:" in text
    records_text, match_text = history.export_match("b")
    assert len(json.loads(records_text)) == 2 and match_text.count("Bid Euchre deal") == 2
    assert history.unreviewed(limit=5) == [] and history.find(hands[0]) is None  # not reviewed yet
    assert import_hand(record_text).history == hands[1].history
    fresh = import_hand(encode_bid_deal(hands[0].deal, hands[0].rules))
    assert isinstance(fresh, BidHandState) and fresh.deal == hands[0].deal and not fresh.history


def _exported(hand: HandState) -> tuple[str, str]:
    history, _ = HandHistory.open(None)
    history.add("m", 0, hand)
    return history.export_hand("m", 0)


@pytest.mark.parametrize("damage", ["random bytes", "newer", "wrong shape"])
def test_a_damaged_or_newer_history_is_set_aside_and_the_player_is_told(tmp_path: Path, damage: str) -> None:
    path = tmp_path / "history.sqlite3"
    write_damaged_database(path, damage)
    before = path.read_bytes()
    history, problem = HandHistory.open(path)
    told = str(problem)
    assert problem is not None and told.startswith("Your hand history could not be read")
    assert "kept as history.sqlite3." in told and ("newer" in told) == (damage == "newer")
    history.add("m", 0, random_hand(5))
    history.close()
    (kept,) = [p for p in tmp_path.iterdir() if p.name != "history.sqlite3"]
    assert kept.read_bytes() == before
    again, problem = HandHistory.open(path)
    assert problem is None and again.count() == 1


_WRITER = """
import datetime, sys
from pathlib import Path
from tests.persistence.test_history import random_hand
from euchre_desktop.engine.bid import BidDeal, BidHandState, BidPhase, BidRules, Form, encode_bid_deal
from euchre_desktop.engine.bid.records import bid_hand_from_record
from euchre_desktop.persistence.history import HandHistory, NewHand
history, _ = HandHistory.open(Path(sys.argv[1]), limit=300)
hands = [random_hand(seed) for seed in range(20)]
batch = 0
while True:
    history.add_many(NewHand(f"m{batch}", i, hand) for i, hand in enumerate(hands))
    batch += 1
    if batch == 2:
        print("writing", flush=True)
"""


@pytest.mark.parametrize("delay", [0.0, 0.05])
def test_a_write_killed_midway_leaves_a_readable_history(tmp_path: Path, delay: float) -> None:
    path = tmp_path / "history.sqlite3"
    root = Path(__file__).resolve().parents[2]
    writer = subprocess.Popen([sys.executable, "-c", _WRITER, str(path)], cwd=root, stdout=subprocess.PIPE,
                              text=True)
    try:
        assert writer.stdout is not None and writer.stdout.readline() == "writing\n"
        time.sleep(delay)
    finally:
        writer.send_signal(signal.SIGKILL)
        writer.wait()
    history, problem = HandHistory.open(path, limit=300)
    assert problem is None
    count = history.count()
    assert 40 <= count <= 300 and count % 20 == 0  # whole batches only
    for entry in history.entries(limit=25):
        history.hand(entry.match_id, entry.hand_index)


def test_a_history_opened_when_used_makes_its_file_at_the_first_read(tmp_path: Path) -> None:
    told: list[Phrase] = []
    path = tmp_path / "history.sqlite3"
    history = HandHistory.open_when_used(path, told=told.append)
    assert not path.exists()
    assert history.count() == 0 and path.exists() and told == []
    closed = HandHistory.open_when_used(path, told=told.append)
    closed.close()
    with pytest.raises(sqlite3.ProgrammingError):
        closed.count()  # as a closed connection does: the background review stops on it
    history.close()
