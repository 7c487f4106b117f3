"""Bid Euchre hand records: any hand round-trips through JSON, the account tells a player the whole hand,
and a damaged record is refused with a message that names the place."""

from __future__ import annotations

import random
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from euchre_desktop.engine.bid import BidDeal, BidHandState, BidPhase, BidRules, Form
from euchre_desktop.engine.bid.records import (
    bid_deal_details_text,
    bid_hand_from_record,
    bid_hand_to_record,
)
from euchre_desktop.engine.records import RecordError, dumps, loads
from tests.engine.test_records import JSON_VALUES, _mutate, loads_or_explains

from .test_codes import rules_and_deals


def played(rules: BidRules, deal: BidDeal, seed: int, steps: int = 200) -> BidHandState:
    """A hand with up to ``steps`` random legal actions (moons a quarter of the time a seat bids)."""
    rng = random.Random(seed)
    state = BidHandState(rules, deal, scores_before=(rng.randrange(-10, 30), rng.randrange(-10, 30)))
    for _ in range(steps):
        if state.phase is BidPhase.DONE:
            break
        legal = state.legal_actions()
        moons = [a for a in legal if a.bid is not None and a.bid.moon]
        state.apply(moons[0] if moons and rng.random() < 0.25 else legal[rng.randrange(len(legal))])
    return state


def sample_record() -> dict[str, Any]:
    rules = BidRules(form=Form.DOUBLE_6, partners_best=1)
    return bid_hand_to_record(played(rules, BidDeal.random(rules, 2, random.Random(8)), seed=8))


@settings(max_examples=60, deadline=None)
@given(rules_and_deals(), st.integers(0, 2**32), st.integers(0, 120))
def test_any_hand_round_trips_through_json(case: tuple[BidDeal, BidRules], seed: int, steps: int) -> None:
    deal, rules = case
    state = played(rules, deal, seed, steps)
    record = bid_hand_to_record(state)
    again = bid_hand_from_record(loads(dumps(record)))
    assert again.history == state.history and again.result == state.result
    assert bid_hand_to_record(again) == record
    assert bid_deal_details_text(again).count("won by") == len(state.tricks)


def test_the_account_tells_the_deal_the_bidding_every_trick_and_the_result() -> None:
    rules = BidRules(form=Form.DOUBLE_6, partners_best=1)
    state = played(rules, BidDeal.random(rules, 2, random.Random(8)), seed=8)
    text = bid_deal_details_text(state)
    assert text.startswith("Euchre Desktop Bid Euchre deal BE1-")
    assert "Rules: Six players, two packs (8 cards each), except Partner's best: One card each" in text
    assert "Dealer: North-west" in text
    assert text.count("won by") == rules.tricks
    assert "Result: " in text and "Score after the hand: " in text
    names = bid_deal_details_text(state, seat_names=[f"P{n}" for n in range(6)])
    assert "Dealer: P2" in names and "P0, P2 & P4" in names


def test_an_unfinished_hand_round_trips_with_a_null_result_and_a_result_on_it_is_refused() -> None:
    rules = BidRules()
    state = played(rules, BidDeal.random(rules, 0, random.Random(3)), seed=3, steps=7)
    record = bid_hand_to_record(state)
    assert record["result"] is None
    assert "Result: the hand is still being played" in bid_deal_details_text(state)
    assert bid_hand_from_record(record).history == state.history
    record["result"] = {"outcome": "made", "points": [3, 3], "tricks": [3, 3], "bidder": 0, "bid": "3 H"}
    with pytest.raises(RecordError, match="do not finish the hand"):
        bid_hand_from_record(record)


@pytest.mark.parametrize(("change", "message"), [
    (lambda r: r.update(format="euchre-desktop/hand"), "not a Bid Euchre hand record"),
    (lambda r: r.update(version=2), "newer than this game reads"),
    (lambda r: r["rules"].update(form="double_5"), "rules: rule 'form' must be one of"),
    (lambda r: r["deal"]["hands"][1].__setitem__(0, "ZZ"), r"deal.hands\[1\]\[0\]: 'ZZ' is not a card"),
    (lambda r: r["actions"][0].update(seat=5), r"actions\[0\].seat: the record has seat 5 acting"),
    (lambda r: r["actions"][1].update(action="bid 1 H"), r"actions\[1\]: 'bid 1 H' .* illegal: .*too low"),
    (lambda r: r["actions"][-1].update(action="play 9C"), r"actions\[\d+\]: 'play 9C' .* illegal"),
    (lambda r: r["result"].update(points=[0, 0]), "result.points: the record says"),
])
def test_bad_records_say_what_is_wrong(change: Any, message: str) -> None:
    record = sample_record()
    change(record)
    with pytest.raises(RecordError, match=message):
        bid_hand_from_record(record)


@settings(max_examples=150, deadline=None)
@given(st.data())
def test_mutated_records_are_read_or_refused_clearly(data: st.DataObject) -> None:
    loads_or_explains(bid_hand_from_record, _mutate(sample_record(), data))


@settings(max_examples=100, deadline=None)
@given(JSON_VALUES)
def test_random_json_values_are_refused_clearly(value: Any) -> None:
    with pytest.raises(RecordError):
        bid_hand_from_record(value)


def test_a_card_not_held_is_refused_by_the_rule_that_says_so() -> None:
    record = sample_record()
    index, entry = next((i, e) for i, e in enumerate(record["actions"]) if e["action"].startswith("play"))
    seat = entry["seat"]
    other = next(card for card in record["deal"]["hands"][(seat + 1) % 6]
                 if card not in record["deal"]["hands"][seat])
    entry["action"] = f"play {other}"
    with pytest.raises(RecordError, match=rf"actions\[{index}\]: .* illegal: .*\(rule: card not in hand\)"):
        bid_hand_from_record(record)
