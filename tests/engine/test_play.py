"""The tricks: following suit with the left bower in trump (the bower traps of seeds 000, 002 and 003), who
wins a trick, and illegal plays refused without touching the hand."""

from __future__ import annotations

from euchre_desktop.engine import Action, Card, HandState, Phase, Renege, Rules, Suit

from .scenario import GLORIA, HANK, LUIS, YOU, act, cards, new_hand, play, refused

# You deal, so Hank leads.  The upcard's suit is turned down and Hank calls hearts: J♥ right bower, J♦ left.
# Seed 002's example: you hold the A♠ and the J♦ and no other red card.
DEALS = {
    "AS JD AC KC 9C": ("KS QD JH AH TC", "9S TS KH QH 9H", "QS JS JC TD KD", "9D"),
    # The same with a real diamond, the 9♦, beside the J♦ (the upcard becomes the 9♠).
    "AS JD 9D KC 9C": ("KS QD JH AH TC", "AC TS KH QH 9H", "QS JS JC TD KD", "9S"),
}


def hank_calls_hearts(you: str = "AS JD AC KC 9C", rules: Rules | None = None) -> HandState:
    hank, gloria, luis, upcard = DEALS[you]
    state = new_hand(you, hank, gloria, luis, upcard=upcard, dealer=YOU, rules=rules or Rules())
    act(state, "pass", "pass", "pass", "pass", "call H")
    assert state.trump is Suit.HEARTS and state.to_act == HANK
    return state


def legal_cards(state: HandState) -> set[Card | None]:
    return {a.card for a in state.legal_actions()}


# ------------------------------------------------------------------------------------ seed 002's example

def test_hearts_trump_hank_leads_the_king_of_spades_you_must_play_the_ace_not_the_left_bower() -> None:
    state = hank_calls_hearts()
    play(state, "KS 9S QS")
    assert state.to_act == YOU
    assert legal_cards(state) == cards("AS")
    message = str(refused(state, "play JD", "follow suit"))
    assert message == "you must follow suit: spades were led and J♦ is the left bower, a trump, not a spade"
    play(state, "AS")


def test_hearts_trump_q_of_diamonds_led_and_your_only_diamond_is_the_j_you_may_play_anything() -> None:
    state = hank_calls_hearts()
    play(state, "QD 9S TD")
    assert state.to_act == YOU
    assert legal_cards(state) == cards("AS JD AC KC 9C")
    play(state, "JD")  # and it wins, being a trump
    assert state.tricks[0].winner == YOU


# ------------------------------------------------------------------------------- seed 000's bower trap

def test_a_diamond_lead_can_not_be_answered_with_the_jack_of_diamonds_when_hearts_are_trump() -> None:
    state = hank_calls_hearts(you="AS JD 9D KC 9C")
    play(state, "QD 9H TD")
    assert legal_cards(state) == cards("9D")
    message = str(refused(state, "play JD", "follow suit"))
    assert message == ("you must follow suit: diamonds were led and J♦ is the left bower, a trump, "
                       "not a diamond")


def test_when_hearts_are_led_the_jack_of_diamonds_is_a_heart_and_down_it_goes() -> None:
    # You hold the J♦ and nothing else red: you are not void in hearts (seed 000; seed 003's example too).
    state = hank_calls_hearts()
    play(state, "JH QH JC")
    assert legal_cards(state) == cards("JD")
    message = str(refused(state, "play AS", "follow suit"))
    assert message == "you must follow suit: hearts were led and A♠ is not a heart"
    play(state, "JD")
    assert state.tricks[0].winner == HANK  # the right bower beats the left


def test_the_left_bower_led_calls_for_trump_not_for_its_printed_suit() -> None:
    state = hank_calls_hearts()
    play(state, "KS 9S QS AS")  # you win and lead next
    play(state, "JD")
    assert legal_cards(state) == cards("JH AH")  # Hank must follow with a heart
    play(state, "AH")
    assert legal_cards(state) == cards("KH QH 9H")  # Gloria too
    play(state, "9H")
    assert legal_cards(state) == cards("JS JC TD KD")  # Luis has no heart: anything, diamonds included
    play(state, "KD")
    assert state.tricks[1].winner == YOU


def test_a_black_jack_stays_in_its_suit_under_a_red_trump() -> None:
    state = hank_calls_hearts()
    play(state, "TC")  # Hank leads a club; Gloria has none
    play(state, "9H")  # and trumps
    assert legal_cards(state) == cards("JC")  # Luis must follow with the J♣, a plain club
    play(state, "JC AC")
    assert state.tricks[0].winner == GLORIA


# ------------------------------------------------------------------------------------------ trick winners

def test_the_highest_trump_wins_otherwise_the_highest_card_of_the_suit_led() -> None:
    state = hank_calls_hearts()
    play(state, "KS TS JS AS")
    assert state.tricks[0].winner == YOU  # no trump: the A♠ is the highest spade
    play(state, "AC TC 9H JC")
    assert state.tricks[1].winner == GLORIA  # the 9♥ is the only trump
    assert state.to_act == GLORIA  # the winner leads the next trick


def test_a_card_that_neither_follows_nor_trumps_can_not_win_even_an_ace() -> None:
    state = hank_calls_hearts()
    play(state, "QD TS TD AC")
    assert state.tricks[0].winner == HANK  # Q♦ beats 10♦; the 10♠ and the A♣ cannot win a diamond trick


def test_the_benny_is_the_highest_trump() -> None:
    rules = Rules(benny=True)
    state = new_hand("JH KH TH AC 9S", "AH QH KS TC AD", "JD 9H AS KC QD", "BN JC 9C TD KD", upcard="TS",
                     rules=rules)
    act(state, "pass", "pass", "pass", "pass", "call H")
    play(state, "JH QH JD")
    assert state.legal_actions() == [Action.play(state.hand(LUIS)[-1])]  # the Benny is Luis's only trump
    act(state, "play BN")
    assert state.tricks[0].winner == LUIS


def test_the_benny_may_not_be_played_to_a_plain_suit_you_can_follow() -> None:
    state = new_hand("JH KH TH AC 9S", "AH QH KS TC AD", "JD 9H AS KC QD", "BN JC 9C TD KD", upcard="TS",
                     rules=Rules(benny=True))
    act(state, "pass", "pass", "pass", "pass", "call H")
    play(state, "AC TC KC")
    assert legal_cards(state) == cards("JC 9C")
    message = str(refused(state, "play BN", "follow suit"))
    assert message == "you must follow suit: clubs were led and the Benny is a trump, not a club"


def test_the_benny_led_calls_for_trump() -> None:
    rules = Rules(benny=True)
    state = new_hand("JH KH TH AC 9S", "AH QH KS TC AD", "JD 9H AS KC QD", "BN JC 9C TD KD", upcard="TS",
                     dealer=GLORIA, rules=rules)
    act(state, "pass", "pass", "pass", "pass", "pass", "pass", "pass", "call H")  # Gloria must name a suit
    assert state.to_act == LUIS
    act(state, "play BN")
    assert legal_cards(state) == cards("JH KH TH")


def test_all_five_tricks_are_played_even_after_the_result_is_settled() -> None:
    state = hank_calls_hearts()
    play(state, "JH 9H JC JD")
    play(state, "AH QH JS AC")
    play(state, "QD TS KD 9C")  # Luis's K♦: Hank's side has three, the makers have made it
    assert state.phase is Phase.PLAY and len(state.tricks) == 3


# ------------------------------------------------------------------------------------------ illegal plays

def test_a_card_not_in_hand_is_refused() -> None:
    state = hank_calls_hearts()
    assert str(refused(state, "play AS", "card not in hand")) == "seat 1 does not hold A♠"


def test_a_bid_during_the_play_is_refused_as_wrong_phase() -> None:
    state = hank_calls_hearts()
    assert "play phase" in str(refused(state, "call S", "wrong phase"))
    refused(state, "pass", "wrong phase")


def test_nothing_is_accepted_once_the_hand_is_over() -> None:
    state = hank_calls_hearts()
    for trick in ("JH 9H JC JD", "AH QH JS AC", "QD TS KD 9C", "QS AS KS 9S", "KC TC KH TD"):
        play(state, trick)
    assert state.phase is Phase.DONE and state.to_act == -1 and state.legal_actions() == []
    refused(state, "play AS", "hand over")


def test_a_renege_is_refused_by_default_but_accepted_when_a_renege_rule_is_on() -> None:
    state = hank_calls_hearts()
    play(state, "KS 9S QS")
    refused(state, "play AC", "follow suit")
    loose = hank_calls_hearts(rules=Rules(renege=Renege.NO_SCORE))
    play(loose, "KS 9S QS AC")
    assert loose.tricks[0].winner == HANK
