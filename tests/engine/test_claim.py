"""Claiming the rest: allowed exactly when the side surely takes every trick left, refused with a reason."""

from __future__ import annotations

import random

import pytest

from euchre_desktop.bots.position import minimax_maker_tricks
from euchre_desktop.engine import PRESETS, Deal, HandState, Phase, hand_from_record, hand_to_record
from euchre_desktop.engine.claim import ClaimError, can_claim, check_claim, claim
from tests.engine.scenario import GLORIA, LUIS, YOU, act, new_hand, play, snapshot

NAMES = ("You", "Hank", "Gloria", "Luis")


def _hearts_called(*hands: str) -> HandState:
    """You call hearts in the second round (the K♦ turned down) and lead."""
    return act(new_hand(*hands, upcard="KD"), "pass", "pass", "pass", "pass", "call H")


def test_every_trump_and_the_lead_is_a_good_claim_and_scores_the_march() -> None:
    hand = _hearts_called("JH AS AC AD KC", "9C TC JC QC 9S", "TS JS QS KS 9D", "QH TH 9H TD QD")
    assert not can_claim(hand, YOU)
    play(hand, "JH 9C 9D 9H")  # Luis's nine of trump falls under the right bower...
    play(hand, "AC TC TS TH")  # ...but he can trump the A♣
    assert not can_claim(hand, YOU)
    strong = _hearts_called("JH JD AH KH AC", "9C TC JC QC KC", "9S TS JS QS KS", "9D TD QD AD TH")
    assert can_claim(strong, YOU) and can_claim(strong, GLORIA)
    assert check_claim(strong, LUIS) is not None
    actions = claim(strong, YOU)
    assert len(actions) == 20 and strong.phase is Phase.DONE
    assert strong.result is not None and strong.result.points == (2, 0) and strong.result.tricks[YOU] == 5
    assert hand_from_record(hand_to_record(strong)).result == strong.result


def test_a_wrong_claim_is_refused_with_the_players_reason_and_changes_nothing() -> None:
    hand = _hearts_called("JH AS AC AD KC", "9C TC JC QC 9S", "TS JS QS KS 9D", "QH TH 9H TD QD")
    refusal = check_claim(hand, YOU)
    assert refusal is not None and refusal.seat == LUIS and refusal.trumped
    assert refusal.reason(NAMES) == "Luis can still trump the A♣."
    before = snapshot(hand)
    with pytest.raises(ClaimError, match="seat 3 can still trump the A♣") as raised:
        claim(hand, YOU)
    assert raised.value.refusal == refusal
    assert snapshot(hand) == before


def test_a_higher_card_or_an_unanswerable_lead_is_named() -> None:
    # Hank keeps the A♠ over your K♠; you have neither a spade nor a trump when Luis's Q♣ is led.
    hand = _hearts_called("JH JD AH KS 9D", "AS 9C TC JC QC", "TS JS QS KC 9S", "QH TH 9H TD QD")
    assert check_claim(hand, YOU) is not None
    play(hand, "JH 9C 9S 9H JD TC JS TH AH JC QS QH")
    refusal = check_claim(hand, YOU)
    assert refusal is not None and refusal.reason(NAMES) == "Hank's A♠ can still beat the K♠."
    lead = _hearts_called("JH JD AH 9D TD", "9C TC JC QC KC", "TS JS QS KS 9S", "QH TH 9H AC QD")
    play(lead, "JH 9C 9S 9H JD TC TS TH AH JC JS QH 9D QC KS QD")
    refusal = check_claim(lead, YOU)
    assert refusal is not None and refusal.reason(NAMES) == "Luis can still take a trick with the A♣."


def test_there_is_nothing_to_claim_before_the_play() -> None:
    hand = new_hand("JH JD AH KH QH", "9C TC JC QC KC", "9S TS JS QS KS", "9D TD QD AD TH", upcard="AC")
    assert not can_claim(hand, YOU)
    refusal = check_claim(hand, YOU)
    assert refusal is not None and refusal.reason(NAMES) == "There are no tricks to claim now."


@pytest.mark.parametrize("preset", ["standard", "cutthroat", "house"])
def test_a_claim_holds_exactly_when_perfect_play_gives_the_side_every_trick(preset: str) -> None:
    rules = PRESETS[preset]
    rng = random.Random(preset)
    checked = claims = 0
    for number in range(40):
        state = HandState(rules, Deal.random(rules, number % rules.players, rng))
        while state.phase is not Phase.DONE and not (state.phase is Phase.PLAY and len(state.tricks) >= 2):
            state.apply(rng.choice(state.legal_actions()))
        for _ in range(rng.randrange(rules.players)):  # some states in the middle of a trick
            if state.phase is Phase.PLAY:
                state.apply(rng.choice(state.legal_actions()))
        if state.phase is Phase.DONE:
            continue
        makers = minimax_maker_tricks(state.copy())
        made = sum(won for seat, won in enumerate(state.tricks_won) if state.is_maker_side(seat))
        for seat in range(rules.players):
            ours = state.is_maker_side(seat)
            every = makers == made + 5 - len(state.tricks) if ours else makers == made
            assert can_claim(state, seat) == every
            checked += 1
            if every:
                claims += 1
                after = state.copy()
                claim(after, seat)
                assert after.result is not None
                final = sum(t for s, t in enumerate(after.result.tricks) if after.is_maker_side(s))
                assert final == makers
    assert checked > 100 and claims > 10
