"""Golden-file regression: seeded random hands under several presets, stored with their full histories in
``golden/random_hands.json``, replayed here.  Any change in what the engine deals, offers or decides fails.

The file was written once by ``golden/make_random_hands.py``; regenerate it only for an intended rule change
and review the diff:

    PYTHONPATH=. python3 tests/engine/golden/make_random_hands.py
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from euchre_desktop.engine import Action, BennyCard, Card, Deal, HandState, Rules

from .golden.make_random_hands import deal_to_json, describe, play_random_hand

RECORDS: list[dict[str, Any]] = json.loads(
    (Path(__file__).parent / "golden" / "random_hands.json").read_text(encoding="utf-8"))["hands"]


def deal_from_json(data: dict[str, Any]) -> Deal:
    return Deal(data["dealer"], tuple(tuple(Card.parse(code) for code in hand) for hand in data["hands"]),
                tuple(Card.parse(code) for code in data["kitty"]), data["packets"])


@pytest.mark.parametrize("record", RECORDS, ids=[f"{r['preset']}: {r['about']}" for r in RECORDS])
def test_a_recorded_hand_replays_to_the_same_tricks_and_score(record: dict[str, Any]) -> None:
    rules = Rules.from_dict(record["rules"])
    deal = deal_from_json(record["deal"])
    state = HandState.replay(rules, deal, [Action.from_text(text) for _seat, text in record["history"]])
    expected = {key: record[key] for key in ("history", "buried", "sitting_out", "tricks", "result")}
    assert describe(state) == expected


@pytest.mark.parametrize("record", RECORDS, ids=[f"{r['preset']}: {r['about']}" for r in RECORDS])
def test_the_same_seed_still_deals_and_plays_the_recorded_hand(record: dict[str, Any]) -> None:
    state = play_random_hand(Rules.from_dict(record["rules"]), record["seed"])
    assert deal_to_json(state.deal) == record["deal"]
    assert describe(state)["history"] == record["history"]


BENNY_RECORDS = [record for record in RECORDS if record["rules"].get("benny")]


@pytest.mark.parametrize("record", BENNY_RECORDS, ids=[f"{r['preset']}: {r['about']}" for r in BENNY_RECORDS])
def test_the_two_of_spades_as_the_benny_replays_every_benny_hand_alike(record: dict[str, Any]) -> None:
    rules = Rules.from_dict({**record["rules"], "benny_card": BennyCard.TWO_OF_SPADES.value})
    state = HandState.replay(rules, deal_from_json(record["deal"]),
                             [Action.from_text(text) for _seat, text in record["history"]])
    expected = {key: record[key] for key in ("history", "buried", "sitting_out", "tricks", "result")}
    assert describe(state) == expected
    assert describe(play_random_hand(rules, record["seed"]))["history"] == record["history"]


def test_the_record_covers_the_presets_and_paths_it_claims() -> None:
    assert {r["preset"] for r in RECORDS} >= {"standard", "tournament", "british", "house", "cutthroat"}
    outcomes = {r["result"]["outcome"] for r in RECORDS}
    assert outcomes >= {"made", "march", "euchred", "thrown_in", "renege"}
    assert any(r["result"]["defender_alone"] is not None and r["result"]["maker_alone"] for r in RECORDS)
