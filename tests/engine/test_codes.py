"""Deal codes (a deal and its rules in a short text) and Today's deal."""

from __future__ import annotations

import dataclasses
import datetime
import math
import random
from typing import Any

import pytest
from hypothesis import HealthCheck, assume, example, given, settings
from hypothesis import strategies as st

from euchre_desktop.engine import (
    PRESETS,
    BennyCard,
    Card,
    Deal,
    DefendAlone,
    EngineError,
    FirstDealer,
    LoneLead,
    Renege,
    Rules,
    RulesError,
    codes,
)
from euchre_desktop.engine.codes import DealCodeError, daily_deal, decode_deal, encode_deal

from .scenario import WORKED_DEAL

STANDARD = PRESETS["standard"]

# The worked deal's code, pinned: changing the format breaks every code players have shared.
WORKED_CODE = "EU1-STANDARD-33-A1DE-KW8D-CPC8-9730-J4"


@st.composite
def any_rules(draw: st.DrawFn) -> Rules:
    """Any playable rule set: every option drawn from the deal code's own table of choices."""
    kwargs: dict[str, Any] = {}
    for field in codes._RULE_FIELDS:
        kwargs.update(zip(field.names, draw(st.sampled_from(field.choices)), strict=True))
    try:
        return Rules(**kwargs)
    except RulesError:
        assume(False)
        raise


@st.composite
def rules_and_deal(draw: st.DrawFn) -> tuple[Rules, Deal]:
    """Random rules (Benny and cutthroat included) and a random deal for them."""
    rules = draw(any_rules())
    dealer = draw(st.integers(0, rules.players - 1))
    return rules, Deal.random(rules, dealer, random.Random(draw(st.integers(0, 2**32))))


def with_check(code_without_check: str) -> str:
    """Finish a hand-made code with the right check characters, to reach the checks that follow them."""
    head, rules_part, body = code_without_check.split("-", 2)
    body = body.replace("-", "")
    return f"{code_without_check}-{codes._checksum(f'{head}-{rules_part}-{body}')}"


def test_the_rule_table_covers_every_rule_option_once() -> None:
    covered = [name for field in codes._RULE_FIELDS for name in field.names]
    assert sorted(covered) == sorted(f.name for f in dataclasses.fields(Rules))
    assert sum(field.width for field in codes._RULE_FIELDS) <= 5 * max(codes._RULE_BITS_WIDTHS)


def test_a_known_deal_has_a_stable_code() -> None:
    assert encode_deal(WORKED_DEAL, STANDARD) == WORKED_CODE
    assert decode_deal(WORKED_CODE) == (WORKED_DEAL, STANDARD)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.filter_too_much])
@given(rules_and_deal())
def test_every_deal_and_rule_set_round_trips(case: tuple[Rules, Deal]) -> None:
    rules, deal = case
    code = encode_deal(deal, rules)
    assert decode_deal(code) == (deal, rules)
    assert decode_deal(code.lower().replace("-", " ")) == (deal, rules)


def test_benny_deal_round_trips_with_25_cards() -> None:
    rules = PRESETS["british"]
    deal = Deal.random(rules, 2, random.Random(4))
    code = encode_deal(deal, rules)
    assert code.startswith("EU1-BRITISH-2")
    decoded, decoded_rules = decode_deal(code)
    assert decoded == deal and decoded_rules == rules
    assert len(decoded.kitty) == 5
    assert Card.parse("BN") in [card for hand in decoded.hands for card in hand] + list(decoded.kitty)


def test_a_code_written_before_the_benny_card_option_reads_as_the_same_rules_with_the_joker() -> None:
    # Written by the game before "Benny card" existed: the Benny, to 5, defend alone, first black jack.
    old = "EU1-R81104-13-8C7P-WPGS-Q85T-0ZZ5P-YA"
    deal, rules = decode_deal(old)
    assert rules == Rules(benny=True, target=5, defend_alone=DefendAlone.ALWAYS,
                          first_dealer=FirstDealer.FIRST_BLACK_JACK)
    assert rules.benny_card is BennyCard.JOKER
    assert encode_deal(deal, rules) == old


def test_the_two_of_spades_as_the_benny_round_trips_through_a_code() -> None:
    rules = PRESETS["british"].replace(benny_card=BennyCard.TWO_OF_SPADES)
    deal = Deal.random(rules, 1, random.Random(7))
    code = encode_deal(deal, rules)
    assert code.split("-")[1].startswith("R")
    assert decode_deal(code) == (deal, rules)
    joker = encode_deal(deal, PRESETS["british"])
    assert code != joker and decode_deal(joker)[1].benny_card is BennyCard.JOKER


def test_cutthroat_deal_round_trips_with_three_hands_and_a_nine_card_kitty() -> None:
    rules = PRESETS["cutthroat"]
    deal = Deal.random(rules, 2, random.Random(5))
    decoded, decoded_rules = decode_deal(encode_deal(deal, rules))
    assert decoded_rules.players == 3
    assert len(decoded.hands) == 3 and len(decoded.kitty) == 9
    assert decoded == deal


def test_rules_that_are_no_preset_are_spelled_out_as_rule_bits() -> None:
    rules = STANDARD.replace(target=5, benny=True, fixed_hands=None)
    code = encode_deal(Deal.random(rules, 0, random.Random(1)), rules)
    assert code.split("-")[1].startswith("R")
    assert decode_deal(code)[1] == rules
    fixed = STANDARD.replace(target=None, fixed_hands=100)
    assert decode_deal(encode_deal(WORKED_DEAL, fixed))[1] == fixed


# Written by the game before going alone after trump existed (five rule characters); pinned so that every
# code shared then still reads as it did.
OLD_HOUSE_CODE = "EU1-R9G900-33-A1DE-KW8D-CPC8-9730-Z2"
OLD_HOUSE_RULES = Rules(defend_alone=DefendAlone.ALWAYS, lone_lead=LoneLead.LEFT_OF_LONER,
                        renege=Renege.NO_SCORE, first_dealer=FirstDealer.FIRST_BLACK_JACK)


def test_a_code_written_before_the_sixth_rule_character_reads_as_it_did() -> None:
    assert decode_deal(OLD_HOUSE_CODE) == (WORKED_DEAL, OLD_HOUSE_RULES)
    assert not OLD_HOUSE_RULES.loner_after_trump
    assert encode_deal(WORKED_DEAL, OLD_HOUSE_RULES) == OLD_HOUSE_CODE  # and is still written the same


def test_going_alone_after_trump_takes_a_sixth_rule_character() -> None:
    rules = OLD_HOUSE_RULES.replace(defend_alone=DefendAlone.OFF, loner_after_trump=True)
    code = encode_deal(WORKED_DEAL, rules)
    token = code.split("-")[1]
    assert len(token) == 7 and token.startswith("R1")
    assert decode_deal(code) == (WORKED_DEAL, rules)
    assert decode_deal(code.lower().replace("-", " ")) == (WORKED_DEAL, rules)


def test_seven_rule_characters_are_the_wrong_length() -> None:
    with pytest.raises(DealCodeError, match="5 or 6 characters, not 7"):
        decode_deal(with_check("EU1-R0000000-33-A1DE-KW8D-CPC8-9730"))


def test_standard_rules_as_bits_are_all_zero() -> None:
    deal, rules = decode_deal(with_check("EU1-R00000-33-A1DE-KW8D-CPC8-9730"))
    assert rules == STANDARD and deal == WORKED_DEAL


@pytest.mark.parametrize("typed", [
    WORKED_CODE.lower(),
    WORKED_CODE.replace("-", " "),
    "  eu1 -- standard -- 33 a1de kw8d cpc8 9730 j4  ",
    "EU1-standard-33-A1DEKW8DCPC89730J4",
    WORKED_CODE.replace("-", "\u2013"),
    "EU1-STANDARD-33-AIDE-KW8D-CPC8-973O-J4",
    "eu1-standard-33-alde-kw8d-cpc8-973o-j4",
])
def test_reading_forgives_case_spacing_and_look_alike_characters(typed: str) -> None:
    assert decode_deal(typed) == (WORKED_DEAL, STANDARD)


@pytest.mark.parametrize(("text", "message"), [
    ("", "empty"),
    ("   - -  ", "empty"),
    ("XY1-STANDARD-33-A1DE-KW8D-CPC8-9730-J4", "should start with EU1"),
    ("EU2-STANDARD-33-A1DE-KW8D-CPC8-9730-J4", "version 2, newer than this game"),
    ("EUX-STANDARD-33-A1DE-KW8D-CPC8-9730-J4", "bad deal code version"),
    ("EU1-STANDARD", "cut short"),
    ("EU1-STANDRD-33-A1DE-KW8D-CPC8-9730-J4", "unknown rules preset 'STANDRD'"),
    ("EU1-R000-33-A1DE-KW8D-CPC8-9730-J4", "rule bits after R are 5 or 6 characters, not 3"),
    ("EU1-STANDARD-33-A1DE-KU8D-CPC8-9730-J4", "bad character 'U' in the deal"),
    ("EU1-STANDARD-33-A1DE-K*8D-CPC8-9730-J4", "bad character '*'"),
    ("EU1-STANDARD-33-A1DE-KA8D-CPC8-973-J4", "wrong length: the part after the rules has 19 characters"),
    ("EU1-STANDARD-33-A1DE-KW8D-CPC8-9730-J5", "checksum mismatch: probably a typo"),
    ("EU1-SHORT-33-A1DE-KW8D-CPC8-9730-J4", "checksum mismatch"),
    ("EU1-STANDARD-33-A1DE-KW8D-CPC8-9730-J4" * 6, "too long"),
])
def test_malformed_codes_say_what_is_wrong(text: str, message: str) -> None:
    with pytest.raises(DealCodeError, match=message):
        decode_deal(text)


@pytest.mark.parametrize(("unchecked", "message"), [
    ("EU1-STANDARD-33-ZZZZ-ZZZZ-ZZZZ-ZZZZ", "deal number is out of range for a 24-card deck"),
    ("EU1-STANDARD-43-A1DE-KW8D-CPC8-9730", "dealer seat 4 is out of range: seats are 0 to 3"),
    ("EU1-CUTTHROAT-33-A1DE-KW8D-CPC8-9730", "dealer seat 3 is out of range: seats are 0 to 2"),
    ("EU1-STANDARD-34-A1DE-KW8D-CPC8-9730", "packets character must be 3 .* or 2"),
    ("EU1-BRITISH-33-A1DE-KW8D-CPC8-9730", "24-card deal but its rules play with the Benny"),
    ("EU1-STANDARD-33-A1DE-KW8D-CPC8-97300", "25-card deal but its rules play without the Benny"),
    # players 3 (bit 0) with the Canadian loner (bit 9): the rules themselves conflict.
    ("EU1-R000G1-33-A1DE-KW8D-CPC8-9730", "rule bits describe rules that cannot be played: cutthroat"),
    # bits 2-8, the match length, hold 127: beyond the 103 known lengths.
    ("EU1-R000FW-33-A1DE-KW8D-CPC8-9730", "no known setting for target / fixed_hands"),
    # bit 24, the two of spades as the Benny, without the Benny (bit 13).
    ("EU1-RG0000-33-A1DE-KW8D-CPC8-9730", "\u201cBenny card\u201d chooses the Benny.s card"),
    # a sixth rule character holding bits past every option this version knows
    ("EU1-RZ00000-33-A1DE-KW8D-CPC8-9730", "options this version of the game does not know"),
])
def test_well_checked_codes_with_impossible_contents_say_what_is_wrong(unchecked: str, message: str) -> None:
    with pytest.raises(DealCodeError, match=message):
        decode_deal(with_check(unchecked))


def test_deal_code_errors_are_engine_errors() -> None:
    with pytest.raises(EngineError):
        decode_deal("nonsense")


def test_writing_a_code_for_a_deal_that_does_not_fit_the_rules_is_refused() -> None:
    with pytest.raises(DealCodeError, match=r"cannot write a deal code: .*3 players"):
        encode_deal(WORKED_DEAL, PRESETS["cutthroat"])


@settings(max_examples=60, deadline=None)
@given(st.integers(4, 4 + 17), st.sampled_from(codes._ALPHABET))
def test_every_single_mistyped_character_is_caught(position: int, replacement: str) -> None:
    compact = "EU1-STANDARD-" + WORKED_CODE.split("-", 2)[2].replace("-", "")
    body_start = len("EU1-STANDARD-")
    index = body_start + position - 4
    assume(compact[index] != replacement)
    typo = compact[:index] + replacement + compact[index + 1:]
    with pytest.raises(DealCodeError):
        decode_deal(typo)


def test_every_swap_of_neighbouring_characters_is_caught() -> None:
    compact = WORKED_CODE.split("-", 2)[2].replace("-", "")
    for i in range(len(compact) - 1):
        if compact[i] == compact[i + 1]:
            continue
        swapped = compact[:i] + compact[i + 1] + compact[i] + compact[i + 2:]
        with pytest.raises(DealCodeError):
            decode_deal("EU1-STANDARD-" + swapped)


@settings(max_examples=80, deadline=None)
@given(st.integers(0, math.factorial(24) - 1))
def test_permutation_rank_and_unrank_are_inverse(rank: int) -> None:
    order = codes.permutation_unrank(rank, list(map(Card, range(24))))
    assert sorted(order) == list(range(24))
    assert codes.permutation_rank(order, range(24)) == rank


def test_permutation_rank_runs_from_the_sorted_to_the_reversed_deck() -> None:
    assert codes.permutation_rank(range(25), range(25)) == 0
    assert codes.permutation_rank(range(24, -1, -1), range(25)) == math.factorial(25) - 1


# ---------------------------------------------------------------------------------------- Today's deal

def test_todays_deal_is_the_same_for_everyone_and_pinned() -> None:
    day = datetime.date(2025, 1, 1)
    assert daily_deal(day, STANDARD) == daily_deal(datetime.date(2025, 1, 1), STANDARD)
    # Pinned: the deal of a date must never change between versions of the game.
    assert encode_deal(daily_deal(day, STANDARD), STANDARD) == "EU1-STANDARD-32-57FC-25QN-KWXK-8XRN-5A"


def test_a_datetime_gives_the_deal_of_its_calendar_day() -> None:
    moment = datetime.datetime(2025, 3, 14, 23, 59)
    assert daily_deal(moment, STANDARD) == daily_deal(datetime.date(2025, 3, 14), STANDARD)


def test_todays_deal_changes_every_day_and_every_dealer_gets_a_turn() -> None:
    start = datetime.date(2024, 1, 1)
    deals = [daily_deal(start + datetime.timedelta(days=n), STANDARD) for n in range(60)]
    assert len({d.hands for d in deals}) == 60
    assert {d.dealer for d in deals} == {0, 1, 2, 3}
    assert {d.packets for d in deals} == {"3-2", "2-3"}


@pytest.mark.parametrize("name", sorted(PRESETS))
def test_todays_deal_fits_every_preset(name: str) -> None:
    rules = PRESETS[name]
    deal = daily_deal(datetime.date(2025, 6, 30), rules)
    deal.validate(rules)
    assert decode_deal(encode_deal(deal, rules)) == (deal, rules)


def test_rules_other_than_players_and_benny_do_not_change_todays_cards() -> None:
    day = datetime.date(2025, 2, 2)
    assert daily_deal(day, PRESETS["tournament"]) == daily_deal(day, STANDARD)
    assert daily_deal(day, PRESETS["british"]) != daily_deal(day, STANDARD)


# ------------------------------------------------------------------------------------- hostile input

def _decodes_or_explains(text: str) -> None:
    try:
        deal, rules = decode_deal(text)
    except DealCodeError as error:
        assert str(error)
        return
    deal.validate(rules)


@settings(max_examples=300, deadline=None)
@given(st.text(max_size=80))
def test_random_text_is_read_or_explained(text: str) -> None:
    _decodes_or_explains(text)


@settings(max_examples=200, deadline=None)
@given(st.binary(max_size=80))
def test_random_bytes_are_read_or_explained(data: bytes) -> None:
    _decodes_or_explains(data.decode("latin-1"))


CODE_PIECES = ["EU1", "EU2", "-", " ", "STANDARD", "BRITISH", "CUTTHROAT", "R", "0", "3", "ZZ", "U", "O", "I",
               "L", "J4", "A1DE", "KW8D", "CPC8", "9730", "é", "\u2013"]
"""Fragments of real codes, so random joins reach the checks beyond the first."""


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from(CODE_PIECES), max_size=14))
def test_code_like_text_is_read_or_explained(parts: list[str]) -> None:
    _decodes_or_explains("".join(parts))


@settings(max_examples=300, deadline=None)
@given(rules_and_deal(), st.data())
@example(case=(STANDARD, WORKED_DEAL), data=None)
def test_mutated_codes_are_read_or_explained(case: tuple[Rules, Deal], data: st.DataObject | None) -> None:
    rules, deal = case
    code = encode_deal(deal, rules)
    if data is not None:
        index = data.draw(st.integers(0, len(code)))
        edit = data.draw(st.sampled_from(["insert", "delete", "replace"]))
        char = data.draw(st.characters(codec="latin-1"))
        if edit == "insert":
            code = code[:index] + char + code[index:]
        elif edit == "delete":
            code = code[:index] + code[index + 1:]
        else:
            code = code[:index] + char + code[index + 1:]
    _decodes_or_explains(code)


def test_a_non_text_code_is_refused_clearly() -> None:
    with pytest.raises(DealCodeError, match="a deal code is text, not bytes"):
        decode_deal(b"EU1-STANDARD")  # type: ignore[arg-type]


@settings(max_examples=300, deadline=None)
@given(st.one_of(st.sampled_from(sorted(name.upper() for name in PRESETS)),
                 st.text(codes._ALPHABET, min_size=5, max_size=5).map(lambda bits: "R" + bits)),
       st.text(codes._ALPHABET, min_size=18, max_size=19))
def test_random_codes_with_a_correct_check_are_read_or_explained(rules_part: str, body: str) -> None:
    _decodes_or_explains(with_check(f"EU1-{rules_part}-{body}"))
