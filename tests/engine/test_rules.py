"""The ``Rules`` value: defaults per seed 002, every option's accepted values, conflicts, presets, JSON."""

from __future__ import annotations

import dataclasses
from typing import Any

import pytest

from euchre_desktop.engine import (
    PRESETS,
    BennyCard,
    DefendAlone,
    EngineError,
    FarmersHand,
    FirstDealer,
    LoneLead,
    Renege,
    Rules,
    RulesError,
)


def test_the_defaults_are_the_standard_north_american_game_of_seed_002() -> None:
    rules = Rules()
    assert rules.players == 4
    assert rules.stick_the_dealer is True
    assert rules.canadian_loner is False
    assert rules.loner_after_trump is False  # the maker goes alone with the bid
    assert rules.target == 10 and rules.fixed_hands is None
    assert rules.first_dealer is FirstDealer.RANDOM
    assert rules.lone_lead is LoneLead.LEFT_OF_DEALER
    assert rules.defend_alone is DefendAlone.OFF
    assert rules.dealer_may_discard_upcard is True
    assert rules.benny is False and rules.deck_size == 24
    assert rules.renege is Renege.PREVENTED
    assert rules.farmers_hand is FarmersHand.OFF
    assert not (rules.partners_best or rules.no_loner_after_passing or rules.defenders_march_four)
    assert rules.cutthroat_march == 3


# Every value each option accepts.  The few that need a partner option say so in the dict.
ACCEPTED: list[dict[str, Any]] = [
    {"players": 4}, {"players": 3},
    {"stick_the_dealer": True}, {"stick_the_dealer": False},
    {"target": 5}, {"target": 10}, {"target": 11}, {"target": None, "fixed_hands": 1},
    {"target": None, "fixed_hands": 100},
    {"canadian_loner": True}, {"canadian_loner": False},
    {"loner_after_trump": True}, {"loner_after_trump": False},
    {"loner_after_trump": True, "no_loner_after_passing": True, "partners_best": True},
    *({"defend_alone": member} for member in DefendAlone),
    {"no_loner_after_passing": True, "defend_alone": DefendAlone.ALWAYS}, {"no_loner_after_passing": False},
    *({"lone_lead": member} for member in LoneLead),
    {"dealer_may_discard_upcard": True}, {"dealer_may_discard_upcard": False},
    {"benny": True}, {"benny": False},
    {"benny_card": BennyCard.JOKER}, {"benny_card": BennyCard.TWO_OF_SPADES, "benny": True},
    *({"farmers_hand": member} for member in FarmersHand),
    {"partners_best": True}, {"partners_best": False},
    *({"renege": member} for member in Renege),
    {"defenders_march_four": True}, {"defenders_march_four": False},
    {"cutthroat_march": 3}, {"cutthroat_march": 2},
    *({"first_dealer": member} for member in FirstDealer),
]


@pytest.mark.parametrize("options", ACCEPTED, ids=lambda o: ",".join(f"{k}={v}" for k, v in o.items()))
def test_every_value_of_every_option_is_accepted_and_kept(options: dict[str, Any]) -> None:
    rules = Rules(**options)
    for name, value in options.items():
        assert getattr(rules, name) == value
    assert Rules.from_dict(rules.to_dict()) == rules


def test_every_field_and_every_enum_member_is_covered_above() -> None:
    named = {name for options in ACCEPTED for name in options}
    assert named == {field.name for field in dataclasses.fields(Rules)}
    for kind in (DefendAlone, LoneLead, FarmersHand, Renege, FirstDealer, BennyCard):
        assert set(kind) <= {value for options in ACCEPTED for value in options.values()}


@pytest.mark.parametrize(("options", "complaint"), [
    ({"players": 5}, "players must be 4 (partnerships) or 3 (cutthroat), not 5"),
    ({"target": 7}, "the target must be one of 5, 10, 11, not 7"),
    ({"target": None}, "choose exactly one of a target score and a fixed number of hands"),
    ({"fixed_hands": 8}, "choose exactly one of a target score and a fixed number of hands"),
    ({"target": None, "fixed_hands": 0}, "a fixed match is 1 to 100 hands, not 0"),
    ({"cutthroat_march": 4}, "a cutthroat march pays 3 or 2, not 4"),
    ({"players": 3, "canadian_loner": True}, "cutthroat has no partners, so the Canadian loner cannot"),
    ({"players": 3, "defend_alone": DefendAlone.ALWAYS}, "cutthroat has no partners, so nobody can defend"),
    ({"players": 3, "partners_best": True}, "cutthroat has no partners, so partner's best cannot apply"),
    ({"players": 3, "defenders_march_four": True}, "so \u201cDefenders' march scores 4\u201d cannot apply"),
    ({"no_loner_after_passing": True}, "\u201cNo loner after passing\u201d only limits going alone after"),
    ({"benny_card": BennyCard.TWO_OF_SPADES}, "turn on \u201cBenny\u201d to play with one"),
    ({"stick_the_dealer": "no"}, "stick_the_dealer must be True or False, not 'no'"),
    ({"target": None, "fixed_hands": True}, "fixed_hands must be a whole number, not True"),
    ({"target": "10"}, "target must be a whole number, not '10'"),
    ({"renege": "no_score"}, "renege must be a Renege, not 'no_score'"),
])
def test_rules_that_cannot_be_played_are_refused_with_a_clear_message(options: dict[str, Any],
                                                                       complaint: str) -> None:
    with pytest.raises(RulesError) as refused:
        Rules(**options)
    assert complaint in str(refused.value)


def test_a_rules_error_is_one_of_the_engines_errors() -> None:
    """A front end catching ``EngineError`` catches rules it cannot play too."""
    with pytest.raises(EngineError, match="Canadian loner"):
        Rules(players=3, canadian_loner=True)


def test_every_conflict_is_listed_at_once() -> None:
    with pytest.raises(RulesError) as refused:
        Rules(players=3, canadian_loner=True, partners_best=True)
    assert "Canadian loner" in str(refused.value) and "partner's best" in str(refused.value)


def test_rules_are_immutable_and_replace_validates() -> None:
    rules = Rules()
    with pytest.raises(dataclasses.FrozenInstanceError):
        rules.target = 5  # type: ignore[misc]
    assert rules.replace(target=5).target == 5 and rules.target == 10
    with pytest.raises(RulesError, match="target"):
        rules.replace(target=6)


def test_sides_and_seats_partnerships_and_cutthroat() -> None:
    partnership, cutthroat = Rules(), Rules(players=3)
    assert partnership.sides == 2 and [partnership.side_of(s) for s in range(4)] == [0, 1, 0, 1]
    assert cutthroat.sides == 3 and [cutthroat.side_of(s) for s in range(3)] == [0, 1, 2]
    assert cutthroat.cutthroat and not partnership.cutthroat
    assert Rules(benny=True).deck_size == 25


def test_the_named_presets() -> None:
    assert set(PRESETS) >= {"standard", "short", "tournament", "british", "cutthroat"}
    assert PRESETS["standard"] == Rules()
    assert PRESETS["short"] == Rules(target=5)  # seed 002's short game
    british = PRESETS["british"]
    assert british.benny and british.target == 11
    assert PRESETS["cutthroat"].players == 3 and PRESETS["cutthroat"].target == 10
    tournament = PRESETS["tournament"]
    assert not tournament.stick_the_dealer and tournament.first_dealer is FirstDealer.FIRST_BLACK_JACK
    assert tournament.renege is not Renege.PREVENTED
    assert PRESETS["canadian"].canadian_loner


@pytest.mark.parametrize("name", sorted(PRESETS))
def test_a_preset_is_recognised_and_survives_json(name: str) -> None:
    rules = PRESETS[name]
    assert rules.preset_name() == name
    assert Rules.from_dict(rules.to_dict()) == rules


def test_rules_that_match_no_preset_have_no_preset_name() -> None:
    assert Rules(target=11).preset_name() is None


def test_to_dict_is_plain_json_data() -> None:
    data = PRESETS["house"].to_dict()
    assert data["renege"] == "no_score" and data["defend_alone"] == "always" and data["target"] == 10


@pytest.mark.parametrize(("data", "complaint"), [
    ([], "rules must be an object, not list"),
    ({"jokers": 2}, "unknown rule option 'jokers'"),
    ({"renege": "sometimes"}, "rule 'renege' must be one of prevented, penalty_to_innocent"),
    ({"benny": 1}, "benny must be True or False, not 1"),
    ({"players": "4"}, "players must be a whole number, not '4'"),
    ({"target": None}, "choose exactly one"),
])
def test_unreadable_rules_data_raises_rules_error(data: Any, complaint: str) -> None:
    with pytest.raises(RulesError) as refused:
        Rules.from_dict(data)
    assert complaint in str(refused.value)
