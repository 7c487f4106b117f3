"""Golden playthroughs: one seeded hand of each Bid Euchre form, stored with its whole story in
``golden/bid_hands.json`` and replayed here.  Any change in what the engine deals, offers or scores fails.
Regenerate the file only for an intended rule change (see ``golden/make_bid_hands.py``) and review the diff.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from euchre_desktop.engine import Card
from euchre_desktop.engine.bid import BidAction, BidDeal, BidHandState

from .golden.make_bid_hands import CASES, describe, play_random_hand

RECORDS: list[dict[str, Any]] = json.loads(
    (Path(__file__).parent / "golden" / "bid_hands.json").read_text(encoding="utf-8"))["hands"]
RULES = {about: rules for about, rules, _seed in CASES}


def deal_from_json(data: dict[str, Any]) -> BidDeal:
    hands = tuple(tuple(Card.parse(c) for c in hand.split()) for hand in data["hands"])
    return BidDeal(data["dealer"], hands, tuple(Card.parse(c) for c in data["kitty"].split()))


@pytest.mark.parametrize("record", RECORDS, ids=[r["about"] for r in RECORDS])
def test_a_recorded_hand_replays_to_the_same_tricks_and_score(record: dict[str, Any]) -> None:
    rules = RULES[record["about"]]
    state = BidHandState(rules, deal_from_json(record["deal"]))
    for line in record["history"]:
        seat, text = line.split(" ", 1)
        assert state.to_act == int(seat)
        state.apply(BidAction.from_text(text))
    expected = {key: record[key] for key in ("deal", "history", "tricks", "result")}
    assert describe(state) == expected


@pytest.mark.parametrize("record", RECORDS, ids=[r["about"] for r in RECORDS])
def test_the_same_seed_still_deals_and_plays_the_recorded_hand(record: dict[str, Any]) -> None:
    _about, rules, seed = next(case for case in CASES if case[0] == record["about"])
    assert seed == record["seed"]
    assert describe(play_random_hand(rules, seed)) == {key: record[key]
                                                       for key in ("deal", "history", "tricks", "result")}


def test_the_record_covers_every_form_and_outcome_it_claims() -> None:
    outcomes = {r["result"]["outcome"] for r in RECORDS}
    assert outcomes >= {"made", "set", "moon_failed"}
    assert {len(r["deal"]["hands"]) for r in RECORDS} == {4, 6}
    assert any(" give " in line for r in RECORDS for line in r["history"])
