"""Seed 002's worked hand, as a golden playthrough: the hands, the bids, every trick, the march and the score.
Then the two "had Hank held the J♦" variations, checked over every legal way the hand could have gone on.

    Match to 10.  Your side has 6, Hank and Luis have 7.  Luis deals and turns up the 10♠.
    You J♥ K♥ 10♥ A♣ 9♠; Hank A♥ Q♥ K♠ 10♣ A♦; Gloria J♦ 9♥ A♠ K♣ Q♦; Luis Q♠ J♣ 9♣ 10♦ K♦.
"""

from __future__ import annotations

from euchre_desktop.engine import (
    Action,
    Card,
    HandOutcome,
    HandState,
    Match,
    Phase,
    Suit,
    left_bower,
    parse_cards,
    right_bower,
)

from .scenario import GLORIA, HANK, LUIS, YOU, act, make_deal, new_hand, play

HANDS = ("JH KH TH AC 9S", "AH QH KS TC AD", "JD 9H AS KC QD", "QS JC 9C TD KD")
# The variation: Hank holds the J♦ and Gloria the A♦ instead.
HANK_HOLDS_THE_LEFT = ("JH KH TH AC 9S", "AH QH KS TC JD", "AD 9H AS KC QD", "QS JC 9C TD KD")

TRICKS = [
    # (leader, the cards in play order, winner)
    (YOU, "JH QH 9H 9C", YOU),  # Hank must follow with a trump; Luis, with none, throws the 9♣
    (YOU, "AC TC KC JC", YOU),  # the J♣ is a plain club: clubs are black and trump is red
    (YOU, "KH AH JD TD", GLORIA),  # Gloria's J♦ beats the ace
    (GLORIA, "AS QS 9S KS", GLORIA),
    (GLORIA, "QD KD TH AD", YOU),  # out of diamonds, you trump with the 10♥; Hank's A♦ comes too late
]


def calls_hearts(hands: tuple[str, ...]) -> HandState:
    state = new_hand(*hands, upcard="TS", dealer=LUIS, scores=(6, 7))
    act(state, "pass", "pass", "pass", "pass")  # all four pass the 10♠, and it is turned down
    assert state.phase is Phase.BID_ROUND_2 and state.to_act == YOU  # you speak first in the second round
    act(state, "call H")
    return state


def test_the_worked_hand_trick_by_trick() -> None:
    state = calls_hearts(HANDS)
    assert state.trump is Suit.HEARTS and state.maker == YOU and not state.maker_alone
    assert right_bower(Suit.HEARTS) in state.hand(YOU)  # the J♥ is your right bower
    assert left_bower(Suit.HEARTS) in state.hand(GLORIA)  # Gloria's J♦ is the left
    for number, (leader, cards, winner) in enumerate(TRICKS):
        assert state.to_act == leader, f"trick {number + 1}"
        play(state, cards)
        trick = state.tricks[number]
        assert trick.leader == leader
        assert tuple(card for _seat, card in trick.plays) == parse_cards(cards)
        assert trick.winner == winner, f"trick {number + 1}"
    assert state.tricks_won == [3, 0, 2, 0]
    result = state.result
    assert result is not None
    assert result.outcome is HandOutcome.MARCH and result.points == (2, 0)  # a march: 2 points
    assert score_after(state) == (8, 7)  # the score goes from 6-7 to 8-7


def test_after_the_worked_hand_the_deal_passes_to_you() -> None:
    match = Match(calls_hearts(HANDS).rules, seed=2, first_deal=make_deal(*HANDS, upcard="TS", dealer=LUIS))
    for action in ["pass"] * 4 + ["call H"] + [f"play {c}" for _, cards, _ in TRICKS for c in cards.split()]:
        match.apply(Action.from_text(action))
    assert match.scores == [2, 0] and match.hand_over
    assert match.next_dealer() == YOU
    assert match.deal_next().dealer == YOU


def every_ending(state: HandState) -> list[HandState]:
    """Every way the hand can be finished from here with legal play."""
    if state.phase is Phase.DONE:
        return [state]
    endings = []
    for action in state.legal_actions():
        branch = state.copy()
        branch.apply(action)
        endings += every_ending(branch)
    return endings


def score_after(state: HandState) -> tuple[int, ...]:
    assert state.result is not None
    return tuple(before + won for before, won in zip(state.scores_before, state.result.points, strict=True))


def test_had_hank_held_the_left_bower_he_wins_trick_3_and_your_side_scores_1_or_is_euchred() -> None:
    state = calls_hearts(HANK_HOLDS_THE_LEFT)
    play(state, "JH QH 9H 9C")
    play(state, "AC TC KC JC")
    play(state, "KH JD")  # Hank takes your K♥ with the left bower
    endings = every_ending(state)
    assert all(ending.tricks[2].winner == HANK for ending in endings)  # he would have won trick 3
    your_side = [ending.tricks_won[YOU] + ending.tricks_won[GLORIA] for ending in endings]
    assert max(your_side) <= 4  # four tricks at most: no march any more
    assert {score_after(e) for e in endings if e.tricks_won[YOU] + e.tricks_won[GLORIA] >= 3} == {(7, 7)}
    assert {score_after(e) for e in endings if e.tricks_won[YOU] + e.tricks_won[GLORIA] == 2} == {(6, 9)}
    assert {score_after(e) for e in endings} == {(7, 7), (6, 9)}  # both results can still happen


def test_had_hank_held_the_left_bower_one_line_of_play_for_each_result() -> None:
    made = calls_hearts(HANK_HOLDS_THE_LEFT)
    play(made, "JH QH 9H 9C  AC TC KC JC  KH JD QD TD  AH AD KD TH  KS AS QS 9S")
    assert made.result is not None and made.result.outcome is HandOutcome.MADE
    assert score_after(made) == (7, 7)
    euchred = calls_hearts(HANK_HOLDS_THE_LEFT)
    play(euchred, "JH QH 9H 9C  AC TC KC JC  KH JD AS TD  AH QD KD TH  KS AD QS 9S")
    assert euchred.result is not None and euchred.result.outcome is HandOutcome.EUCHRED
    assert score_after(euchred) == (6, 9)


def test_the_worked_hand_deal_is_the_one_in_the_seed() -> None:
    state = calls_hearts(HANDS)
    assert state.deal.upcard == Card.parse("TS")
    assert [str(card) for card in state.deal.hands[HANK]] == ["A♥", "Q♥", "K♠", "10♣", "A♦"]
