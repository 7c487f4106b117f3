"""The saved match: versioned JSON that rebuilds the match exactly, and refuses anything else clearly."""

from __future__ import annotations

import datetime
import json
import random
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from euchre_desktop.bots.base import RandomBot
from euchre_desktop.engine import PRESETS, Match, PlayerView, Rules
from euchre_desktop.engine.bid import BidMatch, BidRules
from euchre_desktop.persistence.savedmatch import SavedBidMatch, SavedMatch, SavedMatchError, SavedMatchStore
from euchre_desktop.persistence.seats import Level, SeatSetup


def played_match(rules: Rules, seed: int, actions: int) -> Match:
    """A match with ``actions`` random moves played (dealing on as hands end)."""
    match = Match(rules, seed)
    rng = random.Random(seed)
    bot = RandomBot()
    for _ in range(actions):
        if match.is_over:
            break
        if match.hand_over:
            match.deal_next()
        match.apply(bot.choose(PlayerView.of(match.hand, match.hand.to_act), rng))
    return match


def saved_of(match: Match, **options: object) -> SavedMatch:
    seats = SeatSetup.default(match.rules.players)
    return SavedMatch.of(match, match_id="abc", seats=seats, **options)  # type: ignore[arg-type]


def test_each_game_reads_its_own_saved_match_and_names_the_other() -> None:
    euchre = saved_of(Match(PRESETS["standard"], 5)).to_json()
    bid = SavedBidMatch.of(BidMatch(BidRules(), 5), match_id="abc", seats=SeatSetup()).to_json()
    assert SavedBidMatch.from_json(bid).hands[0].deal == BidMatch(BidRules(), 5).hand.deal
    with pytest.raises(SavedMatchError, match="is a Bid Euchre match, not a Euchre one"):
        SavedMatch.from_json(bid)
    with pytest.raises(SavedMatchError, match="is a Euchre match, not a Bid Euchre one"):
        SavedBidMatch.from_json(euchre)


@pytest.mark.parametrize("preset", sorted(PRESETS))
def test_every_rule_set_round_trips_exactly(preset: str) -> None:
    match = played_match(PRESETS[preset], seed=len(preset), actions=60)
    saved = saved_of(match, watched=[True], daily_date=datetime.date(2025, 1, 2), kind="daily")
    loaded = SavedMatch.from_json(saved.to_json())
    assert loaded == saved
    rebuilt = loaded.rebuild()
    assert rebuilt.scores == match.scores
    assert rebuilt.hand.history == match.hand.history and rebuilt.hand.deal == match.hand.deal
    assert rebuilt.draw == match.draw


def test_a_match_with_loners_declared_after_trump_round_trips() -> None:
    match = played_match(Rules(loner_after_trump=True), seed=8, actions=80)
    hands = (*match.completed, match.hand)
    assert any(action.to_text() == "alone" for hand in hands for action in hand.actions)
    loaded = SavedMatch.from_json(saved_of(match).to_json())
    assert loaded.rebuild().hand.history == match.hand.history and loaded.rules.loner_after_trump


def test_the_file_is_plain_readable_json() -> None:
    document = json.loads(saved_of(played_match(Rules(), 1, 10)).to_json())
    assert document["format"] == "euchre-desktop saved match" and document["version"] == 2
    assert document["game"] == "euchre"
    assert document["seats"]["names"] == ["You", "Hank", "Gloria", "Luis"]
    assert all(isinstance(text, str) for text in document["hands"][0]["actions"])


def test_a_version_1_save_from_before_bid_euchre_still_resumes() -> None:
    saved = saved_of(played_match(Rules(), 6, 25))
    document = json.loads(saved.to_json())
    del document["game"]
    document["version"] = 1
    assert SavedMatch.from_json(json.dumps(document).encode()) == saved


def good_document() -> dict[str, object]:
    return json.loads(saved_of(played_match(Rules(), 5, 30)).to_json())  # type: ignore[no-any-return]


@pytest.mark.parametrize(("change", "message"), [
    (lambda d: d.update(version=3), "newer Euchre Desktop"),
    (lambda d: d.update(game="chess"), "unknown game"),
    (lambda d: d.update(version=0), "format 0"),
    (lambda d: d.update(version="1"), "no valid format version"),
    (lambda d: d.update(format="other"), "not a Euchre Desktop saved match"),
    (lambda d: d.pop("seed"), "missing 'seed'"),
    (lambda d: d.update(seed=True), "seed should be int"),
    (lambda d: d["rules"].update(players=5), "players must be 4"),
    (lambda d: d["hands"][0]["actions"].append("play ZZ"), "not a card"),
    (lambda d: d["hands"][0]["actions"].insert(0, "play JH"), "does not follow the rules"),
    (lambda d: d["hands"][0]["deal"].update(kitty="9C 9C 9C 9C"), "inconsistent"),
    (lambda d: d["seats"].update(opponents_level="godlike"), "unknown level"),
    (lambda d: d.update(hands=[]), "no hands"),
])
def test_a_wrong_file_is_refused_with_the_reason(change: object, message: str) -> None:
    document = good_document()
    change(document)  # type: ignore[operator]
    with pytest.raises(SavedMatchError, match=message):
        SavedMatch.from_json(json.dumps(document).encode())


@settings(max_examples=60, deadline=None)
@given(st.binary(max_size=300))
def test_random_bytes_are_refused_never_crash(data: bytes) -> None:
    with pytest.raises(SavedMatchError):
        SavedMatch.from_json(data)


@settings(max_examples=40, deadline=None)
@given(st.integers(min_value=0, max_value=10_000))
def test_a_truncated_file_is_refused(cut: int) -> None:
    data = saved_of(played_match(Rules(), 2, 20)).to_json()
    cut = cut % len(data)
    with pytest.raises(SavedMatchError):
        SavedMatch.from_json(data[:cut])


def test_the_store_sets_a_bad_file_aside_and_reports_where(tmp_path: Path) -> None:
    store = SavedMatchStore(tmp_path / "saved-match.json")
    assert store.load() is None
    store.path.write_bytes(b'{"format": "euchre-desktop saved match", "version": 7}')
    with pytest.raises(SavedMatchError) as caught:
        store.load()
    assert caught.value.reason == "newer" and "kept as saved-match.json.newer-" in str(caught.value)
    assert store.load() is None
    good = saved_of(played_match(Rules(), 3, 12))
    store.save(good)
    assert store.load() == good
    assert len(list(tmp_path.iterdir())) == 2


def test_seat_levels_and_names_are_kept(tmp_path: Path) -> None:
    match = played_match(Rules(players=3), 8, 5)
    seats = SeatSetup(("Me", "Ann", "Bo"), Level.EXPERT, Level.EASY)
    saved = SavedMatch.of(match, match_id="x", seats=seats, autoplay=True, watching=True)
    assert SavedMatch.from_json(saved.to_json()).seats == seats
