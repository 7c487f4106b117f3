"""Hand and match records (JSON), their validation, and the copyable deal details."""

from __future__ import annotations

import copy
import datetime
import json
import random
from typing import Any

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from euchre_desktop.engine import (
    PRESETS,
    Action,
    BennyCard,
    Deal,
    DefendAlone,
    HandOutcome,
    HandState,
    Match,
    Phase,
    Renege,
    Rules,
    RulesError,
    codes,
)
from euchre_desktop.engine.codes import daily_deal
from euchre_desktop.engine.records import (
    RecordError,
    deal_details_text,
    dumps,
    hand_from_record,
    hand_to_record,
    loads,
    match_from_record,
    match_to_record,
    rule_differences,
    rules_text,
)

from .scenario import WORKED_DEAL

STANDARD = PRESETS["standard"]

# Seed 002's worked hand: Luis deals and turns up the 10♠; all pass; you call hearts and march.
WORKED_ACTIONS = [
    (0, "pass"), (1, "pass"), (2, "pass"), (3, "pass"), (0, "call H"),
    (0, "play JH"), (1, "play QH"), (2, "play 9H"), (3, "play 9C"),
    (0, "play AC"), (1, "play TC"), (2, "play KC"), (3, "play JC"),
    (0, "play KH"), (1, "play AH"), (2, "play JD"), (3, "play TD"),
    (2, "play AS"), (3, "play QS"), (0, "play 9S"), (1, "play KS"),
    (2, "play QD"), (3, "play KD"), (0, "play TH"), (1, "play AD"),
]
NAMES = ("You", "Hank", "Gloria", "Luis")


def worked_record() -> dict[str, Any]:
    """The worked hand's record, written out by hand: this is the file format."""
    return {
        "format": "euchre-desktop/hand", "version": 2, "rules": STANDARD.to_dict(),
        "deal": {"dealer": 3, "packets": "3-2",
                 "hands": [["JH", "KH", "TH", "AC", "9S"], ["AH", "QH", "KS", "TC", "AD"],
                           ["JD", "9H", "AS", "KC", "QD"], ["QS", "JC", "9C", "TD", "KD"]],
                 "kitty": ["TS", "JS", "QC", "9D"]},
        "scores_before": [6, 7],
        "actions": [{"seat": seat, "action": text} for seat, text in WORKED_ACTIONS],
        "result": {"outcome": "march", "points": [2, 0], "maker": 0, "trump": "H", "maker_alone": False,
                   "defender_alone": None, "tricks": [3, 0, 2, 0], "reneger": None},
    }


def worked_state() -> HandState:
    return HandState.replay(STANDARD, WORKED_DEAL, [Action.from_text(t) for _s, t in WORKED_ACTIONS],
                            scores_before=(6, 7))


def play_randomly(state: HandState, rng: random.Random, steps: int = 1000) -> None:
    """Random legal actions; where reneging is allowed, sometimes any card in hand."""
    for _ in range(steps):
        if state.phase is Phase.DONE:
            return
        if state.phase is Phase.PLAY and state.rules.renege is not Renege.PREVENTED and rng.random() < 0.2:
            state.apply(Action.play(rng.choice(state.hand(state.to_act))))
        else:
            state.apply(rng.choice(state.legal_actions()))


def play_match(rules: Rules, seed: int, *, hands: int = 100, first_deal: Deal | None = None) -> Match:
    """A match of random play, stopped after ``hands`` hands have started (possibly mid-hand)."""
    rng = random.Random(seed)
    match = Match(rules, seed, first_deal=first_deal)
    for number in range(hands):
        if number:
            if match.is_over:
                break
            match.deal_next()
        while not match.hand_over:
            match.apply(rng.choice(match.hand.legal_actions()))
    return match


@st.composite
def any_rules(draw: st.DrawFn) -> Rules:
    """Any playable rule set, over every option (matches of random length kept short)."""
    kwargs: dict[str, Any] = {}
    for field in codes._RULE_FIELDS:
        kwargs.update(zip(field.names, draw(st.sampled_from(field.choices[:6])), strict=True))
    try:
        return Rules(**kwargs)
    except RulesError:
        assume(False)
        raise


# ------------------------------------------------------------------------------------------ hand records

def test_the_worked_hand_record_replays_to_a_march_for_two_points() -> None:
    state = hand_from_record(worked_record())
    assert state.result is not None
    assert state.result.outcome is HandOutcome.MARCH
    assert state.result.points == (2, 0)
    assert [t.winner for t in state.tricks] == [0, 0, 2, 2, 0]
    assert state.scores_before == (6, 7)


def test_a_hand_is_written_as_the_documented_record() -> None:
    assert hand_to_record(worked_state()) == worked_record()
    assert json.loads(dumps(hand_to_record(worked_state()))) == worked_record()


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.filter_too_much])
@given(any_rules(), st.integers(0, 2**32), st.integers(0, 70))
def test_any_hand_round_trips_through_json(rules: Rules, seed: int, steps: int) -> None:
    rng = random.Random(seed)
    deal = Deal.random(rules, rng.randrange(rules.players), rng)
    state = HandState(rules, deal, scores_before=[1] * rules.sides)
    play_randomly(state, rng, steps)
    record = hand_to_record(state)
    rebuilt = hand_from_record(loads(dumps(record)))
    assert rebuilt.history == state.history
    assert rebuilt.result == state.result
    assert rebuilt.hands == state.hands and rebuilt.phase is state.phase and rebuilt.to_act == state.to_act
    assert hand_to_record(rebuilt) == record


def test_a_renege_result_round_trips() -> None:
    rules = STANDARD.replace(renege=Renege.NO_SCORE)
    for seed in range(200):
        rng = random.Random(seed)
        state = HandState(rules, Deal.random(rules, 0, rng))
        play_randomly(state, rng)
        if state.result is not None and state.result.reneger is not None:
            break
    assert state.result is not None and state.result.reneger is not None
    assert hand_from_record(loads(dumps(hand_to_record(state)))).result == state.result


def _edit(record: dict[str, Any], path: tuple[Any, ...], value: Any) -> dict[str, Any]:
    """A deep copy of ``record`` with the item at ``path`` replaced (or deleted when ``value`` is DELETE)."""
    edited = copy.deepcopy(record)
    target = edited
    for key in path[:-1]:
        target = target[key]
    if value is DELETE:
        del target[path[-1]]
    else:
        target[path[-1]] = value
    return edited


DELETE = object()


@pytest.mark.parametrize(("path", "value", "message"), [
    (("format",), "euchre-desktop/match", "not a hand record: format is 'euchre-desktop/match'"),
    (("version",), 3, "version 3, newer than this game reads"),
    (("version",), "1", "version: expected a whole number, not a string"),
    (("version",), True, "version: expected a whole number, not true"),
    (("version",), 0, "not a record version"),
    (("scores_before",), DELETE, "record: missing key 'scores_before'"),
    (("comment",), "hi", "record: unknown key 'comment'"),
    (("rules",), {"target": 7}, "rules: the target must be one of 5, 10, 11"),
    (("rules",), [], "rules: rules must be an object"),
    (("deal",), "JH KH", "deal: expected an object, not a string"),
    (("deal", "hands", 1, 2), "XX", r"deal.hands\[1\]\[2\]: 'XX' is not a card"),
    (("deal", "hands", 1, 2), 7, r"deal.hands\[1\]\[2\]: expected a card such as 'JH', not a number"),
    (("deal", "hands", 1, 2), "JH", "deal: the deal is not a 24-card deck .*dealt twice: J♥"),
    (("deal", "kitty"), ["TS", "JS", "QC"], "missing: 9♦"),
    (("deal", "packets"), "4-1", "deal.packets: expected '3-2' or '2-3', not '4-1'"),
    (("deal", "dealer"), 4, "dealer seat 4 does not exist with 4 players"),
    (("scores_before",), [6, 7, 0], r"scores_before: expected 2 entries, not 3"),
    (("scores_before", 0), 6.5, r"scores_before\[0\]: expected a whole number, not a number"),
    (("actions",), {}, "actions: expected a list, not an object"),
    (("actions", 6), {"seat": 1, "action": "play TC"},
     r"actions\[6\]: 'play TC' by seat 1 is illegal: you must follow suit.*\(rule: follow suit\)"),
    (("actions", 4), {"seat": 0, "action": "call S"},
     r"actions\[4\]: 'call S' by seat 0 is illegal: spades was turned down.*\(rule: turned-down suit\)"),
    (("actions", 0, "seat"), 2, r"actions\[0\].seat: the record has seat 2 acting, but seat 0 is to act"),
    (("actions", 3, "action"), "dance", r"actions\[3\].action: not an action: 'dance'"),
    (("actions", 3, "action"), None, r"actions\[3\].action: expected an action such as 'call H alone'"),
    (("actions", 3, "extra"), 1, r"actions\[3\]: unknown key 'extra'"),
    (("actions", 5, "action"), "discard ??", r"actions\[5\].action: a record shows every card"),
    (("actions", 25), {"seat": 0, "action": "pass"}, r"actions\[25\]: the hand is already over after 25"),
    (("result", "points"), [1, 0], r"result.points: the record says \[1, 0\], but replaying .* \[2, 0\]"),
    (("result", "maker_alone"), 0, "result.maker_alone: the record says 0, but replaying .* gives False"),
    (("result", "outcome"), "made", "result.outcome: the record says 'made', but replaying .* gives 'march'"),
    (("result", "tricks"), [3, 0, 2.0, 0], r"result.tricks: the record says \[3, 0, 2.0, 0\]"),
    (("result", "winner"), 0, "result: unknown key 'winner'"),
    (("scores_before", 1), 2**70, r"scores_before\[1\]: the number is out of range"),
    (("actions", 2, "action"), "pass" * 100, r"actions\[2\].action: expected an action .* not a long string"),
    (("result",), None, r"result: null, but the actions finish the hand \(march, points \[2, 0\]\)"),
    (("result",), "march", "result: expected an object, not a string"),
])
def test_bad_hand_records_say_what_is_wrong(path: tuple[Any, ...], value: Any, message: str) -> None:
    record = worked_record()
    if path[:2] == ("actions", 25):
        record["actions"].append(value)
        bad = record
    else:
        bad = _edit(record, path, value)
    with pytest.raises(RecordError, match=message):
        hand_from_record(bad)


def test_a_result_on_an_unfinished_hand_is_refused() -> None:
    record = worked_record()
    record["actions"].pop()
    with pytest.raises(RecordError, match="the record has a result, but its actions do not finish the hand"):
        hand_from_record(record)


def test_a_version_1_record_from_before_going_alone_after_trump_still_loads() -> None:
    record = worked_record()
    record["version"] = 1
    del record["rules"]["loner_after_trump"]
    state = hand_from_record(record)
    assert state.rules == STANDARD and state.result is not None and state.result.points == (2, 0)


def test_a_hand_with_both_sides_alone_after_trump_round_trips() -> None:
    rules = STANDARD.replace(loner_after_trump=True)
    actions = ["pass", "pass", "order", "discard 9C", "pass", "alone", "alone"]
    state = HandState.replay(rules, WORKED_DEAL, [Action.from_text(text) for text in actions])
    play_randomly(state, random.Random(5))
    record = hand_to_record(state)
    assert record["version"] == 2 and record["rules"]["loner_after_trump"] is True
    assert [entry["action"] for entry in record["actions"][4:7]] == ["pass", "alone", "alone"]
    again = hand_from_record(json.loads(json.dumps(record)))
    assert again.history == state.history and again.result == state.result
    assert again.maker_alone and again.defender_alone == 3 and len(again.active_seats) == 2
    text = deal_details_text(state, seat_names=NAMES)
    assert "Hank: not alone" in text and "Gloria: go alone" in text and "Luis: go alone" in text


def test_an_unfinished_hand_round_trips_with_a_null_result() -> None:
    record = worked_record()
    del record["actions"][10:]
    record["result"] = None
    state = hand_from_record(record)
    assert state.phase is Phase.PLAY and len(state.tricks) == 1 and len(state.trick) == 1
    assert hand_to_record(state) == record


def test_a_hand_record_that_is_not_an_object_is_refused() -> None:
    with pytest.raises(RecordError, match="a hand record is a JSON object, not a list"):
        hand_from_record([])


# ----------------------------------------------------------------------------------------------- JSON

@pytest.mark.parametrize(("text", "message"), [
    ("", "not valid JSON: Expecting value at line 1 column 1"),
    ('{"format": "euchre-desktop/hand",', "not valid JSON"),
    ('{"a": 1, "a": 2}', "the key 'a' appears twice"),
    ('{"a": NaN}', "NaN is not a number a record can hold"),
    ('{"a": -Infinity}', "-Infinity is not a number a record can hold"),
    ("[" * 100_000 + "]" * 100_000, "not valid JSON"),
    (b"\xff\xfe{", "not valid JSON"),
    ("1" * 5000, "not valid JSON"),
])
def test_text_that_is_not_a_record_is_refused_clearly(text: str | bytes, message: str) -> None:
    with pytest.raises(RecordError, match=message):
        loads(text)


def test_loads_and_dumps_round_trip_a_record_exactly() -> None:
    assert loads(dumps(worked_record())) == worked_record()
    assert loads(dumps(worked_record()).encode("utf-8")) == worked_record()


# ----------------------------------------------------------------------------------------- match records

@pytest.mark.parametrize(("name", "seed"), [("short", 1), ("tournament", 2), ("cutthroat", 3), ("british", 4),
                                            ("house", 5), ("canadian", 6)])
def test_a_whole_match_round_trips(name: str, seed: int) -> None:
    rules = PRESETS[name].replace(target=5) if PRESETS[name].target != 5 else PRESETS[name]
    match = play_match(rules, seed)
    assert match.is_over
    record = match_to_record(match)
    rebuilt = match_from_record(loads(dumps(record)))
    assert rebuilt.scores == match.scores and rebuilt.winner == match.winner and rebuilt.is_over
    assert [h.history for h in rebuilt.completed] == [h.history for h in match.completed]
    assert rebuilt.draw == match.draw
    assert match_to_record(rebuilt) == record


def test_the_black_jack_draw_is_kept() -> None:
    match = play_match(PRESETS["tournament"], 8, hands=1)
    assert match.draw.cards, "the tournament preset draws for the first black jack"
    rebuilt = match_from_record(match_to_record(match))
    assert rebuilt.draw == match.draw


def test_a_match_saved_mid_hand_resumes_where_it_stood() -> None:
    match = play_match(STANDARD, 11, hands=3)
    match.deal_next()
    rng = random.Random(0)
    for _ in range(7):
        match.apply(rng.choice(match.hand.legal_actions()))
    rebuilt = match_from_record(loads(dumps(match_to_record(match))))
    assert rebuilt.hand.history == match.hand.history
    assert rebuilt.hand.phase is match.hand.phase and rebuilt.hand.to_act == match.hand.to_act
    assert rebuilt.scores == match.scores and len(rebuilt.completed) == len(match.completed) == 3


def test_a_rebuilt_match_deals_the_same_next_hand() -> None:
    match = play_match(STANDARD, 12, hands=2)
    rebuilt = match_from_record(match_to_record(match))
    assert rebuilt.deal_next().deal == match.deal_next().deal


def test_a_match_that_began_with_todays_deal_round_trips() -> None:
    deal = daily_deal(datetime.date(2025, 5, 5), STANDARD)
    match = play_match(STANDARD, 13, hands=2, first_deal=deal)
    rebuilt = match_from_record(match_to_record(match))
    assert rebuilt.completed[0].deal == deal
    assert match_to_record(rebuilt) == match_to_record(match)


@pytest.fixture(scope="module")
def tournament_record() -> dict[str, Any]:
    """A finished tournament match (black-jack draw) of several hands."""
    match = play_match(PRESETS["tournament"].replace(target=5), 21)
    assert len(match.completed) >= 4
    return match_to_record(match)


def test_bad_match_records_say_what_is_wrong(tournament_record: dict[str, Any]) -> None:
    record = tournament_record
    first_dealer = record["hands"][0]["deal"]["dealer"]
    cases: list[tuple[dict[str, Any], str]] = [
        (_edit(record, ("format",), "euchre-desktop/hand"), "not a match record"),
        (_edit(record, ("version",), 9), "this match record is version 9, newer"),
        (_edit(record, ("seed",), "7"), "seed: expected a whole number, not a string"),
        (_edit(record, ("hands",), []), "hands: a match record holds at least the hand being played"),
        (_edit(record, ("draw", "dealer"), (first_dealer + 1) % 4),
         (f"draw.dealer: the draw gives the first deal to seat {(first_dealer + 1) % 4}, "
          f"but the first hand is dealt by seat {first_dealer}")),
        (_edit(record, ("draw", "cards"), [[0, "JC"], [1, "JS"]]), "draw stops at the first black jack"),
        (_edit(record, ("draw", "cards"), [[1, "JC"]]), r"draw.cards\[0\]: .* goes to seat 0, not 1"),
        (_edit(record, ("draw", "cards"), [[0, "9H"]]), "the draw must end with a black jack"),
        (_edit(record, ("draw", "cards"), [[0, "BN"]]), "cannot be drawn here"),
        (_edit(record, ("rules", "first_dealer"), "random"), "a face-up draw, but these rules choose"),
        (_edit(record, ("hands", 1, "deal", "dealer"), (record["hands"][1]["deal"]["dealer"] + 1) % 4),
         r"hands\[1\].deal.dealer: seat .* deals, but it is seat .*'s deal"),
        (_edit(record, ("hands", 2, "actions", 0, "action"), "farmer"),
         r"hands\[2\].actions\[0\]: 'farmer' by seat .* is illegal"),
        (_edit(record, ("hands", 1, "result", "points"), [9, 9]),
         r"hands\[1\].result.points: the record says \[9, 9\]"),
        (_edit(record, ("scores",), [0, 0]), r"scores: the record says \[0, 0\], but its hands add up to"),
        (_edit(record, ("hands", 0, "deal", "kitty", 0), "BN"),
         r"hands\[0\].deal: .*not in this deck: Benny"),
        (_edit(record, ("hands", 0, "surprise"), 1), r"hands\[0\]: unknown key 'surprise'"),
    ]
    unfinished = copy.deepcopy(record)
    del unfinished["hands"][0]["actions"][-1]
    unfinished["hands"][0]["result"] = None
    cases.append((unfinished, r"hands\[1\]: the hand before it was never finished"))
    extra = copy.deepcopy(record)
    extra["hands"].append(copy.deepcopy(extra["hands"][-1]))
    cases.append((extra, rf"hands\[{len(record['hands'])}\]: the match was already over"))
    for bad, message in cases:
        with pytest.raises(RecordError, match=message):
            match_from_record(bad)


# ---------------------------------------------------------------------------------------- deal details

WORKED_DETAILS = """\
Euchre Desktop deal EU1-STANDARD-33-A1DE-KW8D-CPC8-9730-J4
Rules: Standard
Dealer: Luis, dealt 3-2
Score before the hand: You & Gloria 6, Hank & Luis 7

Hands as dealt:
  You     A♣ K♥ J♥ 10♥ 9♠
  Hank    10♣ A♦ A♥ Q♥ K♠
  Gloria  K♣ Q♦ J♦ 9♥ A♠
  Luis    J♣ 9♣ K♦ 10♦ Q♠
  Kitty: 10♠ turned up, then J♠ Q♣ 9♦ face down

Bidding:
  You: pass
  Hank: pass
  Gloria: pass
  Luis: pass
  (the 10♠ is turned down; second round)
  You: call hearts ♥
Trump: hearts ♥, made by You

Tricks:
  1. led by You: You J♥, Hank Q♥, Gloria 9♥, Luis 9♣; won by You
  2. led by You: You A♣, Hank 10♣, Gloria K♣, Luis J♣; won by You
  3. led by You: You K♥, Hank A♥, Gloria J♦, Luis 10♦; won by Gloria
  4. led by Gloria: Gloria A♠, Luis Q♠, You 9♠, Hank K♠; won by Gloria
  5. led by Gloria: Gloria Q♦, Luis K♦, You 10♥, Hank A♦; won by You

Result: a march by You: all five tricks. Points: You & Gloria +2. Score after the hand: You & Gloria 8, \
Hank & Luis 7
"""


def test_deal_details_tell_the_worked_hand() -> None:
    assert deal_details_text(worked_state(), seat_names=NAMES) == WORKED_DETAILS


def test_deal_details_name_seats_by_compass_by_default_and_list_rule_differences() -> None:
    rules = STANDARD.replace(target=11, partners_best=True)
    state = HandState(rules, WORKED_DEAL)
    for text in ("order", "discard 9C"):
        state.apply(Action.from_text(text))
    details = deal_details_text(state)
    assert "Rules: Standard, except Match to: 11 points; Partner's best: on" in details
    assert "  South: order up 10♠\n  East: discard 9♣\n" in details
    assert "Result: the hand is still being played" in details
    assert rule_differences(STANDARD) == []
    assert rules_text(PRESETS["house"]) == "House rules"


def test_the_deal_details_name_options_in_a_players_words() -> None:
    assert rule_differences(STANDARD.replace(defend_alone=DefendAlone.ALWAYS)) == [
        "Defend alone: Against any maker"]
    assert rule_differences(STANDARD.replace(target=None, fixed_hands=8)) == [
        "Match to: A fixed number of hands", "Fixed number of hands: 8"]


def test_deal_details_show_a_trick_in_play_and_a_loner() -> None:
    state = HandState(STANDARD, WORKED_DEAL)
    for text in ("pass", "pass", "pass", "pass", "call H alone", "play JH"):
        state.apply(Action.from_text(text))
    details = deal_details_text(state)
    assert "Trump: hearts ♥, made by South alone; sitting out: North" in details
    assert "  1. led by South: South J♥ (in play)" in details


def test_deal_details_name_the_two_of_spades_where_it_plays_the_benny() -> None:
    rules = PRESETS["british"].replace(benny_card=BennyCard.TWO_OF_SPADES)
    state = HandState(rules, Deal.random(rules, 0, random.Random(3)))
    rules_line, cards = deal_details_text(state).split("Hands as dealt:")
    assert "Benny card: The two of spades" in rules_line
    assert "2♠" in cards and "Benny" not in cards
    joker = deal_details_text(HandState(PRESETS["british"], state.deal)).split("Hands as dealt:")[1]
    assert "Benny" in joker and "2♠" not in joker


def test_deal_details_of_a_thrown_in_cutthroat_hand() -> None:
    rules = PRESETS["cutthroat"].replace(stick_the_dealer=False)
    state = HandState(rules, daily_deal(datetime.date(2025, 1, 2), rules))
    for _ in range(6):
        state.apply(Action.pass_())
    details = deal_details_text(state)
    assert "Result: thrown in: nobody named trump, and the deal passes. Points: none." in details
    assert "Score before the hand: South 0, West 0, East 0" in details


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.filter_too_much])
@given(any_rules(), st.integers(0, 2**32))
def test_deal_details_cover_every_trick_of_any_hand(rules: Rules, seed: int) -> None:
    rng = random.Random(seed)
    state = HandState(rules, Deal.random(rules, rng.randrange(rules.players), rng))
    play_randomly(state, rng)
    details = deal_details_text(state)
    assert codes.encode_deal(state.deal, rules) in details
    assert sum(line.startswith(f"  {n}. led by") for line in details.splitlines() for n in range(1, 6)) \
        == len(state.tricks)
    assert "Result: " in details and "still being played" not in details


# --------------------------------------------------------------------------------------- hostile input

JSON_VALUES = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=8),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
    max_leaves=20)


def loads_or_explains(reader: Any, obj: Any) -> None:
    """Read ``obj`` with ``reader``: a record it cannot read must be refused with words, never a crash."""
    try:
        reader(obj)
    except RecordError as error:
        assert str(error)


@settings(max_examples=200, deadline=None)
@given(JSON_VALUES)
def test_random_json_values_are_refused_clearly(value: Any) -> None:
    loads_or_explains(hand_from_record, value)
    loads_or_explains(match_from_record, value)


@settings(max_examples=200, deadline=None)
@given(st.fixed_dictionaries({"format": st.just("euchre-desktop/hand"), "version": st.just(1)},
                             optional={key: JSON_VALUES for key in
                                       ("rules", "deal", "scores_before", "actions", "result")}))
def test_random_hand_records_with_a_valid_header_are_refused_clearly(value: dict[str, Any]) -> None:
    loads_or_explains(hand_from_record, value)


def _paths(value: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """Every place in a JSON value: the keys and indexes leading to it."""
    found = [prefix]
    if isinstance(value, dict):
        for key, item in value.items():
            found += _paths(item, (*prefix, key))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            found += _paths(item, (*prefix, index))
    return found


def _mutate(record: Any, data: st.DataObject) -> Any:
    """Replace, delete or add at one random place in the record."""
    paths = [p for p in _paths(record) if p]
    path = data.draw(st.sampled_from(paths))
    how = data.draw(st.sampled_from(["replace", "delete", "add", "shuffle"]))
    edited = copy.deepcopy(record)
    parent = edited
    for key in path[:-1]:
        parent = parent[key]
    if how == "replace":
        near_misses = st.integers(-2, 30) | st.sampled_from(["JH", "pass", "BN", "play 9C"])
        parent[path[-1]] = data.draw(JSON_VALUES | near_misses)
    elif how == "delete":
        del parent[path[-1]]
    elif how == "add" and isinstance(parent, dict):
        parent[data.draw(st.text(max_size=6))] = data.draw(JSON_VALUES)
    elif how == "add":
        parent.insert(path[-1], copy.deepcopy(parent[path[-1]]))
    elif isinstance(parent[path[-1]], list):
        data.draw(st.randoms()).shuffle(parent[path[-1]])
    return edited


@settings(max_examples=250, deadline=None)
@given(st.data())
def test_mutated_hand_records_are_read_or_refused_clearly(data: st.DataObject) -> None:
    mutated = _mutate(worked_record(), data)
    loads_or_explains(hand_from_record, mutated)


@settings(max_examples=120, deadline=None)
@given(st.data())
def test_mutated_match_records_are_read_or_refused_clearly(tournament_record: dict[str, Any],
                                                            data: st.DataObject) -> None:
    mutated = _mutate(tournament_record, data)
    loads_or_explains(match_from_record, mutated)


@settings(max_examples=200, deadline=None)
@given(st.text(max_size=60) | st.binary(max_size=60))
def test_random_text_and_bytes_are_read_or_refused_clearly(text: str | bytes) -> None:
    try:
        value = loads(text)
    except RecordError:
        return
    loads_or_explains(hand_from_record, value)
