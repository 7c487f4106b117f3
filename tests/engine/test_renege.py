"""Reneges (seed 000): prevented by default; or allowed, detected when the offender plays a card of the suit
they failed to follow, and penalised: 2 to the innocent side, 2 off the offenders, or no score for them.

Under the two 2-point penalties, the trick in which the renege is detected is finished and then the hand
stops; under no-score the hand is played out.
"""

from __future__ import annotations

import pytest

from euchre_desktop.engine import Action, HandOutcome, HandState, Match, Phase, Renege, Rules, parse_cards

from .scenario import GLORIA, HANK, act, make_deal, new_hand, play

# Seed 002's worked hand: Luis deals, everyone passes the 10♠, and you call hearts.
WORKED = ("JH KH TH AC 9S", "AH QH KS TC AD", "JD 9H AS KC QD", "QS JC 9C TD KD")


def you_call_hearts(renege: Renege) -> HandState:
    state = new_hand(*WORKED, upcard="TS", rules=Rules(renege=renege))
    return act(state, "pass", "pass", "pass", "pass", "call H")


def hank_reneges_on_a_club_and_is_caught_leading_spades(state: HandState) -> HandState:
    """Hank throws the A♦ on your A♣ although he holds the 10♣, then plays the 10♣ in trick 3."""
    play(state, "AC AD KC 9C")  # the renege: no penalty yet, nobody has seen it
    assert state.phase is Phase.PLAY and state.tricks[0].winner == 0
    play(state, "JH QH 9H JC")
    play(state, "9S TC")  # Hank's 10♣ proves he could have followed in trick 1
    assert state.phase is Phase.PLAY  # the trick in progress is finished first
    play(state, "AS QS")
    return state


@pytest.mark.parametrize(("renege", "points"), [
    (Renege.PENALTY_TO_INNOCENT, (2, 0)),
    (Renege.PENALTY_DEDUCTED, (0, -2)),
])
def test_a_penalised_renege_finishes_the_trick_then_stops_the_hand(renege: Renege,
                                                                   points: tuple[int, int]) -> None:
    state = hank_reneges_on_a_club_and_is_caught_leading_spades(you_call_hearts(renege))
    assert state.phase is Phase.DONE and len(state.tricks) == 3
    assert state.tricks[2].winner == GLORIA
    assert state.result is not None
    assert state.result.outcome is HandOutcome.RENEGE and state.result.reneger == HANK
    assert state.result.points == points


def test_no_score_plays_the_hand_out_and_the_offenders_score_nothing() -> None:
    # Gloria reneges in your side's march: she keeps the K♣ back on your A♣ and leads it at the end.
    state = you_call_hearts(Renege.NO_SCORE)
    play(state, "JH QH 9H 9C")
    play(state, "AC TC QD JC")  # Gloria holds the K♣ and throws the Q♦
    play(state, "KH AH JD TD")
    play(state, "AS QS 9S KS")
    play(state, "KC")  # caught, but the hand goes on
    assert state.phase is Phase.PLAY
    play(state, "KD TH AD")
    assert state.result is not None
    assert state.result.outcome is HandOutcome.MARCH
    assert state.result.points == (0, 0) and state.result.reneger == GLORIA


def test_no_score_leaves_the_innocent_side_its_points() -> None:
    state = hank_reneges_on_a_club_and_is_caught_leading_spades(you_call_hearts(Renege.NO_SCORE))
    assert state.phase is Phase.PLAY
    play(state, "QD KD TH KS")  # Gloria leads the Q♦; your 10♥ trumps Luis's K♦
    play(state, "KH AH JD TD")
    assert state.result is not None and state.result.outcome is HandOutcome.MARCH
    assert state.result.points == (2, 0)


def test_no_score_denies_every_side_that_reneged() -> None:
    state = you_call_hearts(Renege.NO_SCORE)
    play(state, "AC AD KC 9C")  # Hank reneges (holds the 10♣)
    play(state, "JH QH 9H JC")
    play(state, "9S KS AS QS")  # Gloria wins
    play(state, "QD KD TH TC")  # Hank is caught; Gloria had no renege
    play(state, "KH AH JD TD")
    assert state.result is not None and state.result.points == (2, 0)
    both = you_call_hearts(Renege.NO_SCORE)
    play(both, "AC AD QD 9C")  # Hank and Gloria both renege on clubs
    play(both, "JH QH 9H JC")
    play(both, "9S KS AS QS")
    play(both, "KC KD TH TC")  # Gloria caught leading her K♣, Hank caught following with his 10♣
    play(both, "KH AH JD TD")
    assert both.result is not None and both.result.points == (0, 0)


def test_a_renege_penalty_may_take_a_match_score_below_zero() -> None:
    match = Match(Rules(renege=Renege.PENALTY_DEDUCTED), seed=3, first_deal=make_deal(*WORKED, upcard="TS"))
    bids = ["pass"] * 4 + ["call H"]
    plays = parse_cards("AC AD KC 9C  JH QH 9H JC  9S TC AS QS")  # Hank's renege, caught in trick 3
    for text in bids + [f"play {card.code}" for card in plays]:
        match.apply(Action.from_text(text))
    assert match.hand_over
    assert match.scores == [0, -2]
