"""Bid Euchre deal codes: every deal of every form reads back, and mistakes are caught with a reason."""

from __future__ import annotations

import dataclasses
import datetime
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from euchre_desktop.engine import DealCodeError
from euchre_desktop.engine.bid import (
    AllPass,
    BidDeal,
    BidRules,
    Form,
    NoTrump,
    daily_bid_deal,
    decode_bid_deal,
    encode_bid_deal,
)

ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"


@st.composite
def rules_and_deals(draw: st.DrawFn) -> tuple[BidDeal, BidRules]:
    form = draw(st.sampled_from(Form))
    benny = form is Form.SINGLE_4 and draw(st.booleans())
    helps = draw(st.integers(0, 2))
    fixed = draw(st.none() | st.integers(1, 100))
    rules = BidRules(
        form=form, benny=benny, no_trump=NoTrump.OFF if benny else draw(st.sampled_from(NoTrump)),
        minimum_bid=draw(st.none() | st.integers(1, form.tricks)), all_pass=draw(st.sampled_from(AllPass)),
        moon_value=draw(st.none() | st.integers(1, 99)), partners_best=helps,
        moon_over_moon=helps > 0 and draw(st.booleans()), defenders_score=draw(st.booleans()),
        target=None if fixed else draw(st.sampled_from((21, 32, 50))), fixed_hands=fixed)
    rng = random.Random(draw(st.integers(0, 2**32)))
    return BidDeal.random(rules, rng.randrange(rules.seats), rng), rules


@settings(max_examples=60, deadline=None)
@given(rules_and_deals())
def test_every_deal_reads_back_from_its_code(case: tuple[BidDeal, BidRules]) -> None:
    deal, rules = case
    code = encode_bid_deal(deal, rules)
    assert decode_bid_deal(code) == (deal, rules)
    assert decode_bid_deal(f"  {code.lower().replace('-', ' ')} ") == (deal, rules)


def test_the_default_rules_write_zeros_and_the_lengths_follow_the_form() -> None:
    lengths = {}
    for rules in (BidRules(), BidRules(benny=True, no_trump=NoTrump.OFF), BidRules(form=Form.DOUBLE_4),
                  BidRules(form=Form.DOUBLE_6)):
        code = encode_bid_deal(BidDeal.random(rules, 0, random.Random(1)), rules)
        lengths[rules.form, rules.benny] = len(code.replace("-", "")) - 9
    default_deal = BidDeal.random(BidRules(), 0, random.Random(1))
    assert encode_bid_deal(default_deal, BidRules()).startswith("BE1-000000-")
    assert lengths == {(Form.SINGLE_4, False): 13, (Form.SINGLE_4, True): 15, (Form.DOUBLE_4, False): 19,
                       (Form.DOUBLE_6, False): 25}


def test_every_single_mistyped_character_is_caught() -> None:
    rules = BidRules(form=Form.DOUBLE_6)
    code = encode_bid_deal(BidDeal.random(rules, 2, random.Random(7)), rules)
    for index, original in enumerate(code):
        if original == "-" or index < 4:
            continue
        for replacement in ALPHABET:
            if replacement != original:
                with pytest.raises(DealCodeError):
                    decode_bid_deal(code[:index] + replacement + code[index + 1:])


@settings(max_examples=150, deadline=None)
@given(st.text(alphabet="BE1-0123456789ABCDEFGHJKMNPQRSTVWXYZ ol", max_size=40) | st.text(max_size=40))
def test_any_text_is_read_or_refused_with_a_deal_code_error(text: str) -> None:
    try:
        deal, rules = decode_bid_deal(text)
    except DealCodeError as error:
        assert str(error)
    else:
        deal.validate(rules)


def test_a_deal_that_does_not_fit_its_rules_cannot_be_written() -> None:
    deal = BidDeal.random(BidRules(), 0, random.Random(1))
    with pytest.raises(DealCodeError, match="cannot write"):
        encode_bid_deal(deal, BidRules(form=Form.DOUBLE_4))


@pytest.mark.parametrize("rules", [BidRules(), BidRules(benny=True, no_trump=NoTrump.OFF),
                                   BidRules(form=Form.DOUBLE_4), BidRules(form=Form.DOUBLE_6)])
def test_todays_deal_is_a_deal_of_the_form_the_same_all_day(rules: BidRules) -> None:
    day = datetime.date(2026, 12, 2)
    deal = daily_bid_deal(day, rules)
    deal.validate(rules)
    assert daily_bid_deal(datetime.datetime(2026, 12, 2, 23, 59), rules) == deal
    assert daily_bid_deal(day, dataclasses.replace(rules, target=50)) == deal, "other options keep the cards"
    following = [daily_bid_deal(day + datetime.timedelta(days=n), rules) for n in range(1, 8)]
    assert deal not in following and len({(d.dealer, d.hands) for d in following}) == 7
    assert len({d.dealer for d in [deal, *following]}) > 1, "the dealer changes from day to day"
