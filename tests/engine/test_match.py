"""A match: the first dealer (at random or by the first black jack), the deal passing left, thrown-in hands,
the target of 5, 10 or 11 with the final score running past it, fixed-hands matches, cutthroat ties, and
replaying a whole match from its seed and actions."""

from __future__ import annotations

import random

import pytest

from euchre_desktop.engine import (
    Action,
    Card,
    FirstDealer,
    HandOutcome,
    IllegalActionError,
    Match,
    Phase,
    Rank,
    Rules,
    Suit,
)

from .scenario import HANK, LUIS, YOU, make_deal

BLACK_JACKS = {Card.of(Rank.JACK, Suit.CLUBS), Card.of(Rank.JACK, Suit.SPADES)}

# Rigged deals.  The spade turned up is passed by all; then the seat holding the hearts calls them alone.
# Nobody else holds a trump, so the hand's result does not depend on how it is played.
LONE_MARCH_FOR_YOU = ("JH JD AH KH QH", "AC KC QC JC TC", "AS KS QS JS TS", "AD KD QD TD 9D")
ONE_POINT_FOR_YOU = ("JH JD AH KH 9C", "AC KC QC JC TC", "AS KS QS JS TS", "AD KD QD TD 9D")  # 9♣ loses
LONE_MARCH_FOR_HANK = ("AC KC QC JC TC", "JH JD AH KH QH", "AS KS QS JS TS", "AD KD QD TD 9D")


def play_rigged_hand(match: Match, hands: tuple[str, ...], caller: int, rng: random.Random) -> None:
    """Deal ``hands`` (unless the match's first hand is still to play), let ``caller`` name hearts (alone in
    partnerships) in the second round, and play at random."""
    players = match.rules.players
    if match.hand_over:
        match.deal_next(make_deal(*hands, upcard="9S", dealer=match.next_dealer()))
    passes = players + (caller - match.dealer - 1) % players
    for _ in range(passes):
        match.apply(Action.pass_())
    assert match.hand.to_act == caller and match.hand.phase is Phase.BID_ROUND_2
    match.apply(Action.call(Suit.HEARTS, alone=not match.rules.cutthroat))
    while not match.hand_over:
        actions = match.hand.legal_actions()
        match.apply(actions[rng.randrange(len(actions))])


def rigged_match(rules: Rules, first: tuple[str, ...]) -> Match:
    return Match(rules, seed=0, first_deal=make_deal(*first, upcard="9S", dealer=LUIS))


def test_nine_plus_a_lone_march_is_thirteen_and_the_match_is_over() -> None:
    rng = random.Random(1)
    match = rigged_match(Rules(), LONE_MARCH_FOR_YOU)
    for hands, score in ((LONE_MARCH_FOR_YOU, 4), (LONE_MARCH_FOR_YOU, 8), (ONE_POINT_FOR_YOU, 9)):
        play_rigged_hand(match, hands, YOU, rng)
        assert match.scores == [score, 0] and not match.is_over and match.winner is None
    play_rigged_hand(match, LONE_MARCH_FOR_YOU, YOU, rng)
    assert match.scores == [13, 0]
    assert match.is_over and match.winner == 0
    with pytest.raises(IllegalActionError) as error:
        match.deal_next()
    assert error.value.rule == "match over"


@pytest.mark.parametrize(("target", "hands_played", "final"), [(5, 2, 8), (10, 3, 12), (11, 3, 12)])
def test_the_match_ends_with_the_hand_that_reaches_the_target(target: int, hands_played: int,
                                                              final: int) -> None:
    rng = random.Random(target)
    match = rigged_match(Rules(target=target), LONE_MARCH_FOR_YOU)
    for _hand in range(hands_played):
        assert not match.is_over
        play_rigged_hand(match, LONE_MARCH_FOR_YOU, YOU, rng)
    assert match.is_over and match.scores == [final, 0] and len(match.completed) == hands_played


def test_a_fixed_number_of_hands_with_equal_totals_plays_one_more_hand() -> None:
    rng = random.Random(2)
    match = rigged_match(Rules(target=None, fixed_hands=2), LONE_MARCH_FOR_YOU)
    play_rigged_hand(match, LONE_MARCH_FOR_YOU, YOU, rng)
    assert not match.is_over
    play_rigged_hand(match, LONE_MARCH_FOR_HANK, HANK, rng)
    assert match.scores == [4, 4] and match.hands_scored == 2
    assert not match.is_over and match.winner is None  # equal totals: one more hand
    play_rigged_hand(match, ONE_POINT_FOR_YOU, YOU, rng)
    assert match.is_over and match.winner == 0 and match.scores == [5, 4]


def test_a_fixed_number_of_hands_ends_after_the_last_hand_when_a_side_leads() -> None:
    rng = random.Random(3)
    match = rigged_match(Rules(target=None, fixed_hands=2), LONE_MARCH_FOR_YOU)
    play_rigged_hand(match, LONE_MARCH_FOR_YOU, YOU, rng)
    play_rigged_hand(match, ONE_POINT_FOR_YOU, YOU, rng)
    assert match.is_over and match.winner == 0 and match.scores == [5, 0]


# Cutthroat: seat 1 holds the five top hearts; whoever else names hearts is euchred, and each of the other
# two scores 2.
CUTTHROAT_EUCHRE = ("9H 9C TS 9D TD", "JH JD AH KH QH", "TH AC AS AD KD")


def test_cutthroat_players_level_at_the_target_play_on_until_one_leads() -> None:
    rng = random.Random(4)
    match = Match(Rules(players=3), seed=0, first_deal=make_deal(*CUTTHROAT_EUCHRE, upcard="9S", dealer=2))
    for score in (2, 4, 6, 8, 10):
        play_rigged_hand(match, CUTTHROAT_EUCHRE, YOU, rng)
        assert match.scores == [0, score, score]
    assert not match.is_over and match.winner is None  # two players on 10: nobody has won yet
    play_rigged_hand(match, CUTTHROAT_EUCHRE, 1, rng)  # seat 1 names hearts and marches: 3
    assert match.scores == [0, 13, 10]
    assert match.is_over and match.winner == 1


# ---------------------------------------------------------------------------------------- the first dealer

@pytest.mark.parametrize("players", [4, 3])
def test_first_black_jack_deals_face_up_round_the_table_until_a_black_jack(players: int) -> None:
    rules = Rules(players=players, first_dealer=FirstDealer.FIRST_BLACK_JACK)
    lengths = set()
    for seed in range(30):
        match = Match(rules, seed=seed)
        draw = match.draw
        seats = [seat for seat, _card in draw.cards]
        faces = [card for _seat, card in draw.cards]
        assert seats == [n % players for n in range(len(seats))]  # one card each, clockwise from seat 0
        assert faces[-1] in BLACK_JACKS and not BLACK_JACKS & set(faces[:-1])
        assert draw.dealer == seats[-1] == match.dealer == match.hand.dealer
        lengths.add(len(faces))
    assert len(lengths) > 3  # the sequence really varies


def test_a_random_first_dealer_shows_no_cards_and_depends_on_the_seed() -> None:
    dealers = {Match(Rules(), seed=seed).dealer for seed in range(40)}
    assert dealers == {0, 1, 2, 3}
    assert Match(Rules(), seed=5).draw.cards == ()
    assert Match(Rules(), seed=5).dealer == Match(Rules(), seed=5).dealer


# ----------------------------------------------------------------------------------------- passing the deal

def play_out(match: Match, rng: random.Random) -> None:
    while not match.hand_over:
        actions = match.hand.legal_actions()
        match.apply(actions[rng.randrange(len(actions))])


def test_the_deal_passes_to_the_left_after_every_hand() -> None:
    rng = random.Random(5)
    match = Match(Rules(), seed=11)
    dealers = [match.dealer]
    for _ in range(6):
        play_out(match, rng)
        if match.is_over:
            break
        dealers.append(match.deal_next().dealer)
    assert dealers == [(dealers[0] + n) % 4 for n in range(len(dealers))]


def test_a_thrown_in_hand_scores_nothing_and_passes_the_deal() -> None:
    match = Match(Rules(stick_the_dealer=False), seed=6)
    first = match.dealer
    for _ in range(8):
        match.apply(Action.pass_())
    assert match.hand_over and match.hand.result is not None
    assert match.hand.result.outcome is HandOutcome.THROWN_IN
    assert match.scores == [0, 0] and match.hands_scored == 0
    assert match.deal_next().dealer == (first + 1) % 4


def test_each_hand_starts_from_the_match_score() -> None:
    rng = random.Random(7)
    match = Match(Rules(), seed=7)
    play_out(match, rng)
    scores = list(match.scores)
    assert match.deal_next().scores_before == tuple(scores)


def test_dealing_before_the_hand_is_over_or_for_the_wrong_dealer_is_refused() -> None:
    match = Match(Rules(), seed=8)
    with pytest.raises(IllegalActionError) as error:
        match.deal_next()
    assert error.value.rule == "hand in progress"
    play_out(match, random.Random(8))
    wrong = make_deal(*LONE_MARCH_FOR_YOU, upcard="9S", dealer=match.dealer)
    with pytest.raises(ValueError, match="deals next"):
        match.deal_next(wrong)


def test_the_same_seed_deals_the_same_match() -> None:
    first, second = Match(Rules(), seed=9), Match(Rules(), seed=9)
    assert first.hand.deal == second.hand.deal
    assert Match(Rules(), seed=10).hand.deal != first.hand.deal


def test_a_match_replays_from_its_seed_and_actions() -> None:
    rng = random.Random(12)
    match = Match(Rules(stick_the_dealer=False), seed=12)
    while True:
        play_out(match, rng)
        if match.is_over:
            break
        match.deal_next()
    replayed = Match.replay(match.rules, 12, [hand.actions for hand in match.completed])
    assert replayed.scores == match.scores and replayed.winner == match.winner
    assert [h.history for h in replayed.completed] == [h.history for h in match.completed]
    assert [h.deal for h in replayed.completed] == [h.deal for h in match.completed]


def test_a_match_with_outside_deals_replays_with_those_deals() -> None:
    rng = random.Random(13)
    match = rigged_match(Rules(), LONE_MARCH_FOR_YOU)
    play_rigged_hand(match, LONE_MARCH_FOR_YOU, YOU, rng)
    play_rigged_hand(match, ONE_POINT_FOR_YOU, YOU, rng)
    deals = [hand.deal for hand in match.completed]
    replayed = Match.replay(match.rules, 0, [hand.actions for hand in match.completed], deals=deals)
    assert replayed.scores == [5, 0]
