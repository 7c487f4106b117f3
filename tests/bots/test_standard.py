"""Standard plays by the book: one position per rule of seed 002's "Playing it well" and issue 3, and every
rule option.  Seats: 0 you, 1 on your left, 2 your partner, 3 on your right."""

from __future__ import annotations

import random

import pytest

from euchre_desktop.bots.standard import StandardBot
from euchre_desktop.engine import (
    PRESETS,
    Action,
    ActionKind,
    Card,
    DefendAlone,
    FarmersHand,
    Phase,
    PlayerView,
    Rules,
    Suit,
)
from tests.bots.fair_play import (
    RULE_SETS,
    check_legal_in_random_positions,
    check_whole_hands_without_a_renege,
)
from tests.bots.positions import position, state_at

NO_STICK = Rules(stick_the_dealer=False)


def decide(view: PlayerView, seed: int = 0) -> Action:
    """Standard's decision, checked to be one of the legal actions."""
    action = StandardBot().choose(view, random.Random(seed))
    assert action in view.legal_actions
    return action


def played(view: PlayerView) -> Card:
    action = decide(view)
    assert action.kind is ActionKind.PLAY and action.card is not None
    return action.card


# ------------------------------------------------------------------------------------- first round


def test_first_seat_passes_three_small_trump_without_a_bower() -> None:
    view = position(dealer=3, hands={0: "QS TS 9S KH 9D"}, upcard="KS")
    assert decide(view) == Action.pass_()


def test_first_seat_orders_a_bower_and_two_more_trump_with_an_ace() -> None:
    view = position(dealer=3, hands={0: "JS TS 9S AH 9D"}, upcard="QS")
    assert decide(view) == Action.order_up()


def test_the_dealers_partner_bids_lighter_than_first_seat() -> None:
    # The left bower and two small spades: not enough to hand the dealer the Q♠ from first seat, enough to
    # give it to your own partner.
    hand = "JC TS 9S KH 9D"
    assert decide(position(dealer=3, hands={0: hand}, upcard="QS")) == Action.pass_()
    assert decide(position(dealer=2, hands={0: hand}, upcard="QS", actions="pass")) == Action.order_up()


def test_the_dealer_counts_the_upcard_as_in_hand() -> None:
    # J♠ A♠ with the 9♠ turned up is three trump for the dealer, two for anyone else.
    hand = "JS AS KH TD 9C"
    assert decide(position(dealer=0, hands={0: hand}, upcard="9S", actions="pass pass pass")) == \
        Action.order_up()
    assert decide(position(dealer=3, hands={0: hand}, upcard="9S")) == Action.pass_()


def test_the_dealer_takes_a_turned_up_jack_on_two_small_trump() -> None:
    view = position(dealer=0, hands={0: "TS 9S KH TD 9C"}, upcard="JS", actions="pass pass pass")
    assert decide(view) == Action.order_up()


def test_the_dealer_discards_to_make_a_void() -> None:
    view = position(dealer=0, hands={0: "AH QH KD TD 9C"}, upcard="9H", actions="pass pass pass order")
    assert view.phase is Phase.DEALER_DISCARD
    assert decide(view) == Action.discard(Card.parse("9C"))


def test_the_dealer_makes_a_void_rather_than_break_a_guarded_king() -> None:
    view = position(dealer=0, hands={0: "AH QH KD 9D TC"}, upcard="9H", actions="pass pass pass order")
    assert decide(view) == Action.discard(Card.parse("TC"))


# ------------------------------------------------------------------------------------ second round


def test_second_round_names_the_suit_with_both_bowers_and_the_ace() -> None:
    view = position(dealer=3, hands={0: "JC JS AC 9H TD"}, upcard="QD", actions="pass pass pass pass")
    assert decide(view) == Action.call(Suit.CLUBS)


def test_between_equal_suits_the_stuck_dealer_prefers_the_right_bower() -> None:
    # J♠ 9♠ with the A♥ counts 5 for spades; J♠ (the left) Q♣ with the A♥ counts 5 for clubs too.
    view = position(dealer=0, hands={0: "JS 9S QC AH 9D"}, upcard="9H",
                    actions="pass pass pass pass pass pass pass")
    assert Action.pass_() not in view.legal_actions
    assert decide(view) == Action.call(Suit.SPADES)


def test_under_stick_the_dealer_first_seat_passes_a_marginal_hand() -> None:
    hand = "AS QS 9S KH KD"
    round_two = "pass pass pass pass"
    assert decide(position(dealer=3, hands={0: hand}, upcard="9H", actions=round_two)) == Action.pass_()
    assert decide(position(dealer=3, hands={0: hand}, upcard="9H", actions=round_two, rules=NO_STICK)) == \
        Action.call(Suit.SPADES)


def test_under_stick_the_dealer_the_dealers_partner_calls_a_fair_hand() -> None:
    hand = "JS 9S QH TD QD"
    round_two = "pass pass pass pass pass"
    assert decide(position(dealer=2, hands={0: hand}, upcard="9H", actions=round_two)) == \
        Action.call(Suit.SPADES)
    assert decide(position(dealer=2, hands={0: hand}, upcard="9H", actions=round_two, rules=NO_STICK)) == \
        Action.pass_()


def test_the_stuck_dealer_always_names_a_suit() -> None:
    view = position(dealer=0, hands={0: "9C TD 9S TS QD"}, upcard="AH",
                    actions="pass pass pass pass pass pass pass")
    assert decide(view).kind is ActionKind.CALL


# ------------------------------------------------------------------------------------ score and loners


def test_takes_more_risk_when_behind_and_less_when_ahead() -> None:
    # The dealer's partner with two small trump and the A♥, the J♠ turned up for the dealer.
    hand = "TS 9S AH KH 9D"
    def bid(scores: tuple[int, int]) -> Action:
        return decide(position(dealer=2, hands={0: hand}, upcard="JS", actions="pass", scores=scores))
    assert bid((0, 0)) == Action.pass_()
    assert bid((2, 8)) == Action.order_up()
    assert bid((8, 2)) == Action.pass_()


LONER = "JS JC AS KS AH"
NOT_A_LONER = "JS QS 9S KH 9D"
SECOND_ROUND = "pass pass pass pass"


def test_goes_alone_with_tricks_it_can_count() -> None:
    assert decide(position(dealer=3, hands={0: LONER}, upcard="9D", actions=SECOND_ROUND)) == \
        Action.call(Suit.SPADES, alone=True)


def test_does_not_go_alone_on_hope() -> None:
    assert decide(position(dealer=3, hands={0: NOT_A_LONER}, upcard="TH", actions=SECOND_ROUND)) == \
        Action.call(Suit.SPADES)


@pytest.mark.parametrize("scores", [(9, 9), (9, 3), (8, 5)])
def test_never_alone_when_a_made_hand_already_wins(scores: tuple[int, int]) -> None:
    view = position(dealer=3, hands={0: LONER}, upcard="9D", actions=SECOND_ROUND, scores=scores)
    assert decide(view) == Action.call(Suit.SPADES)


def test_still_goes_alone_at_seven() -> None:
    view = position(dealer=3, hands={0: LONER}, upcard="9D", actions=SECOND_ROUND, scores=(7, 9))
    assert decide(view) == Action.call(Suit.SPADES, alone=True)


# -------------------------------------------------------------------------------------------- leading


def test_maker_with_three_trump_leads_trump() -> None:
    view = position(dealer=3, hands={0: "JH AH TH 9S KC"}, upcard="9D", actions=SECOND_ROUND + " call H")
    assert played(view) == Card.parse("JH")


def test_maker_with_one_or_two_trump_cashes_aces_first() -> None:
    view = position(dealer=3, hands={0: "JH 9H AC KS TD"}, upcard="9D", actions=SECOND_ROUND + " call H")
    assert played(view) == Card.parse("AC")


def test_stops_leading_trump_when_both_opponents_have_shown_out() -> None:
    hands = {0: "JH AH KH QH AC", 1: "9C TC KC 9S TS", 2: "9H TH QC JC TD", 3: "QS KS AS KD QD"}
    view = position(dealer=3, hands=hands, upcard="9D", kitty="JD AD JS",
                    actions=SECOND_ROUND + " call H play JH play 9C play 9H play QS")
    assert view.to_act == 0 and len(view.hand) == 4
    assert played(view) == Card.parse("AC")


def test_keeps_leading_trump_while_an_opponent_may_hold_one() -> None:
    hands = {0: "JH AH KH QH AC", 1: "9C TC KC 9S TH", 2: "9H TS QC JC TD", 3: "QS KS AS KD QD"}
    view = position(dealer=3, hands=hands, upcard="9D", kitty="JD AD JS",
                    actions=SECOND_ROUND + " call H play JH play TH play 9H play QS")
    assert played(view).suit is Suit.HEARTS


def test_leads_a_bower_to_a_partner_who_made_trump() -> None:
    view = position(dealer=3, hands={0: "JD 9C KS AC TS"}, upcard="9S",
                    actions=SECOND_ROUND + " pass pass call H")
    assert view.maker == 2 and view.to_act == 0
    assert played(view) == Card.parse("JD")


def test_does_not_lead_trump_to_a_dealer_who_was_stuck() -> None:
    hands = {0: "JD AC 9C KS TS", 1: "9D TD QD 9S QS", 2: "JH AH KH QH TC", 3: "QC KC 9H TH AD"}
    view = position(dealer=2, hands=hands, upcard="KD", kitty="JC JS AS",
                    actions=SECOND_ROUND + " pass pass pass call H play QC play AC play 9D play TC")
    assert view.maker == 2 and view.to_act == 0
    card = played(view)
    assert card.suit is not Suit.HEARTS and card != Card.parse("JD")


# Seat 1 names spades in the second round; you lead against it.
DEFENCE = {0: "AC AH JS 9D KH", 1: "9C 9H QS KS AS", 2: "TC TH QD KD AD", 3: "QC KC QH 9S TS"}
DEFENCE_BIDS = SECOND_ROUND + " pass call S"


def test_on_defence_keeps_trump_and_cashes_an_ace() -> None:
    view = position(dealer=3, hands=DEFENCE, upcard="JD", kitty="JC TD JH", actions=DEFENCE_BIDS)
    assert view.maker == 1
    assert played(view) in (Card.parse("AC"), Card.parse("AH"))


def test_with_two_tricks_in_on_defence_plays_for_the_third() -> None:
    view = position(dealer=3, hands=DEFENCE, upcard="JD", kitty="JC TD JH",
                    actions=DEFENCE_BIDS + " play AC play 9C play TC play QC play AH play 9H play TH play QH")
    assert view.tricks_won == (2, 0, 0, 0) and view.to_act == 0
    assert played(view) == Card.parse("JS")  # the right bower: the euchre, for sure


def test_on_defence_leads_through_the_maker() -> None:
    # The maker on your left must play before your partner: lead low in your long suit.
    hand = {0: "KC TC 9C QD TH"}
    left = position(dealer=3, hands=hand, upcard="9D", actions=SECOND_ROUND + " pass call S")
    assert left.maker == 1
    assert played(left) == Card.parse("9C")
    # With the maker on your right, playing last, lead a short suit instead.
    right = position(dealer=3, hands=hand, upcard="9D", actions=SECOND_ROUND + " pass pass pass call S")
    assert right.maker == 3
    assert played(right).suit is not Suit.CLUBS


def test_returns_the_partners_suit() -> None:
    hands = {0: "9S TS AC KD QD", 1: "QS 9C JH AH KH", 2: "KS AD KC QC 9D", 3: "AS JC TC 9H TH"}
    view = position(dealer=1, hands=hands, upcard="JS", kitty="JD QH TD",
                    actions=SECOND_ROUND + " pass pass pass call H "
                            "play KS play AS play 9S play QS play JC play AC play 9C play QC")
    assert view.maker == 1 and view.to_act == 0
    assert played(view) == Card.parse("TS")


# ------------------------------------------------------------------------------------------ following


# Each: the dealer, the hands of seats 0 to 3, the upcard, what was bid and played after four passes, and the
# card Standard plays as seat 0 ("not X": any card but X).
FOLLOWING = [
    # Gloria leads the A♦; you are out of diamonds, holding the 9♥ with hearts trump.
    pytest.param(1, "9H QC KS 9S JC | KD 9C TC QS AS | AD KH JH AH QH | TD QD 9D KC AC", "TS",
                 " call H play AD play TD", "not 9H", id="never trumps a trick the partner is winning"),
    pytest.param(1, "AD TD 9C 9S QS | JD KC TC JS AS | KD JH AH KH QH | 9D QD AC QC KS", "TS",
                 " call H play KD play 9D", "TD", id="ducks to let the partner's trick stand"),
    pytest.param(2, "KC QC 9D QS TS | 9H TH 9C TC AS | AH KH QH 9S JC | JH JD AC KD AD", "TD",
                 " call H play JH", "9D", id="discards a losing singleton before breaking a guarded king"),
    pytest.param(2, "QD TS 9S KC QC | 9H TH 9C TC AS | AH KH QH QS JC | JH JD AC KD AD", "TD",
                 " call H play JH", "QD", id="discards a losing singleton to make a void"),
    pytest.param(2, "KC 9C 9D QS TS | 9H TH JC QC AS | AH KH QH 9S AC | JH JD TC KD AD", "QD",
                 " call H play TC", "9C", id="second hand low"),
    pytest.param(1, "KC JC 9D QS TS | 9H TH QC AC AS | 9C KH QH 9S AH | JH JD TC KD AD", "TD",
                 " call H play 9C play TC", "KC", id="third hand high"),
    pytest.param(1, "KC QC 9D QS TS | 9H TH JC AC AS | 9C KH JH 9S AH | QH JD TC KD AD", "TD",
                 " call H play 9C play TC", "QC", id="third hand plays the cheaper of touching cards"),
    pytest.param(0, "AC KC QC 9D 9S | TC 9H TH TS AS | 9C KH QH QS AH | JC JH JD KD AD", "TD",
                 " pass pass call H play TC play 9C play JC", "QC",
                 id="wins with the cheapest card that wins"),
    pytest.param(0, "AH 9H QS 9S TS | KC QC TH JC AS | 9C KH QH QD JS | AC JD 9D KD AD", "TD",
                 " pass pass call H play KC play 9C play AC", "9H",
                 id="trumps in last seat as cheaply as it can"),
]


@pytest.mark.parametrize(("dealer", "hands", "upcard", "actions", "expected"), FOLLOWING)
def test_follows_by_the_book(dealer: int, hands: str, upcard: str, actions: str, expected: str) -> None:
    by_seat = dict(enumerate(hand.strip() for hand in hands.split("|")))
    view = position(dealer=dealer, hands=by_seat, upcard=upcard, actions=SECOND_ROUND + actions)
    assert view.to_act == 0
    card = played(view)
    if expected.startswith("not "):
        assert card != Card.parse(expected.removeprefix("not "))
    else:
        assert card == Card.parse(expected)


def test_keeps_trump_for_the_makers_aces() -> None:
    # The maker on your right leads; you are out of diamonds with one small trump.
    hands = {0: "9H QS 9S TS KC", 1: "9C TC QC AS JC", 2: "KD QD AH KH QH", 3: "AD JD TD 9D JH"}
    ace = position(dealer=2, hands=hands, upcard="AC", kitty="TH JS KS",
                   actions=SECOND_ROUND + " call H play AD")
    assert ace.maker == 3 and ace.to_act == 0
    assert played(ace) == Card.parse("9H")
    small = position(dealer=2, hands=hands, upcard="AC", kitty="TH JS KS",
                     actions=SECOND_ROUND + " call H play 9D")
    assert played(small) != Card.parse("9H")


# --------------------------------------------------------------------------------------- rule options

CUTTHROAT = PRESETS["cutthroat"]
BENNY_RULES = Rules(benny=True)


def test_cutthroat_maker_needs_three_tricks_of_its_own() -> None:
    # Enough to order up as the dealer's partner, not enough to take on two players alone.
    hand = {0: "JS TS 9S KH 9D"}
    assert decide(position(dealer=2, hands=hand, upcard="QS", actions="pass")) == Action.order_up()
    assert decide(position(dealer=2, hands=hand, upcard="QS", rules=CUTTHROAT)) == Action.pass_()
    assert decide(position(dealer=2, hands={0: "JS JC AS 9S AH"}, upcard="QS", rules=CUTTHROAT)) == \
        Action.order_up()


def test_cutthroat_defenders_do_not_trump_each_other() -> None:
    hands = {0: "AD KD QC KC 9S", 1: "JH AH KH QD TD", 2: "TH QS AS AC JC"}
    view = position(dealer=2, hands=hands, upcard="9H", rules=CUTTHROAT,
                    actions="pass order discard JC play AD play TD")
    assert view.maker == 1 and view.to_act == 2
    assert played(view) not in (Card.parse("TH"), Card.parse("9H"))


def test_the_dealer_names_the_best_suit_when_the_benny_is_turned_up() -> None:
    view = position(dealer=0, hands={0: "JS AS 9H TD QC"}, upcard="BN", rules=BENNY_RULES)
    assert view.phase is Phase.BENNY_CALL
    assert decide(view) == Action.call(Suit.SPADES)


def test_the_benny_is_led_as_the_top_trump() -> None:
    view = position(dealer=3, hands={0: "BN JS 9S AH 9D"}, upcard="9C", rules=BENNY_RULES,
                    actions=SECOND_ROUND + " call S")
    assert played(view) == Card.parse("BN")


DEFEND_RULES = Rules(defend_alone=DefendAlone.AGAINST_LONER)


def test_defends_alone_only_with_three_tricks_of_its_own() -> None:
    strong = position(dealer=3, hands={0: "JH JD AH AC 9S", 1: "KH QH TH AD KD"}, upcard="9H",
                      rules=DEFEND_RULES, actions="pass order alone")
    assert strong.phase is Phase.DEFEND and strong.to_act == 0
    assert decide(strong) == Action.defend_alone()
    weak = position(dealer=3, hands={0: "KS 9S AC QS TD", 1: "KH QH TH AD KD"}, upcard="9H",
                    rules=DEFEND_RULES, actions="pass order alone")
    assert decide(weak) == Action.pass_()


PARTNERS_BEST = {0: "KH AC 9S TD QC", 1: "TC JC 9D QD KD", 2: "JH AH QH AS 9C", 3: "TS QS KS AD JS"}
BEST_RULES = Rules(partners_best=True)


def test_partners_best_gives_the_best_trump() -> None:
    view = position(dealer=3, hands=PARTNERS_BEST, upcard="9H", rules=BEST_RULES,
                    actions="pass pass order alone discard TS")
    assert view.phase is Phase.PARTNER_GIVE and view.to_act == 0
    assert decide(view) == Action.give(Card.parse("KH"))


def test_partners_best_gives_an_ace_without_trump() -> None:
    hands = {**PARTNERS_BEST, 0: "KC AC 9S TD QC", 1: "TC JC 9D QD KH"}
    view = position(dealer=3, hands=hands, upcard="9H", rules=BEST_RULES,
                    actions="pass pass order alone discard TS")
    assert decide(view) == Action.give(Card.parse("AC"))


def test_partners_best_makes_a_loner_of_a_lesser_hand() -> None:
    # Not a loner on its own, but with the partner's best card to come it is.
    plain = position(dealer=3, hands={0: NOT_A_LONER}, upcard="TH", actions=SECOND_ROUND)
    helped = position(dealer=3, hands={0: NOT_A_LONER}, upcard="TH", actions=SECOND_ROUND, rules=BEST_RULES)
    assert decide(plain) == Action.call(Suit.SPADES)
    assert decide(helped) == Action.call(Suit.SPADES, alone=True)


def test_the_loner_discards_the_worst_card_after_partners_best() -> None:
    view = position(dealer=3, hands=PARTNERS_BEST, upcard="9H", rules=BEST_RULES,
                    actions="pass pass order alone discard TS give KH")
    assert view.phase is Phase.LONER_DISCARD and view.to_act == 2
    assert decide(view) == Action.discard(Card.parse("9C"))


def test_a_farmers_hand_is_shown_for_a_redeal() -> None:
    view = position(dealer=3, hands={0: "9C TC 9D TD 9H"}, upcard="QS",
                    rules=Rules(farmers_hand=FarmersHand.REDEAL))
    assert view.phase is Phase.FARMER
    assert decide(view) == Action.farmer()


def test_a_dealer_whose_upcard_rescues_the_hand_keeps_it() -> None:
    # 9♠ 10♠ with the J♠ to pick up is worth playing.
    view = position(dealer=0, hands={0: "9S TS 9H TH 9D"}, upcard="JS",
                    rules=Rules(farmers_hand=FarmersHand.REDEAL))
    assert view.phase is Phase.FARMER and view.to_act == 0
    assert decide(view) == Action.pass_()


def test_a_farmer_exchanges_and_returns_the_three_worst_cards() -> None:
    rules = Rules(farmers_hand=FarmersHand.EXCHANGE)
    state = state_at(dealer=3, hands={0: "9C TC 9D TD 9H"}, upcard="QH", kitty="JS AS KS", rules=rules)
    assert decide(PlayerView.of(state, 0)) == Action.farmer()
    state.apply(Action.farmer())
    returned = []
    while state.phase is Phase.FARMER_RETURN:
        action = decide(PlayerView.of(state, 0))
        assert action.card is not None
        returned.append(action.card)
        state.apply(action)
    assert len(returned) == 3
    assert {Card.parse(c) for c in ("JS", "AS", "KS")} <= set(state.hand(0))


CANADIAN = Rules(canadian_loner=True)


def test_canadian_loner_dealers_partner_orders_only_a_loner() -> None:
    fair = position(dealer=2, hands={0: "JC TS 9S KH 9D"}, upcard="QS", rules=CANADIAN, actions="pass")
    assert Action.order_up() not in fair.legal_actions
    assert decide(fair) == Action.pass_()
    loner = position(dealer=2, hands={0: LONER}, upcard="9S", rules=CANADIAN, actions="pass")
    assert decide(loner) == Action.order_up(alone=True)


def test_the_dealer_never_buries_the_upcard_when_the_rules_forbid_it() -> None:
    hand, actions = {0: "JS JC AS KS TS"}, "pass pass pass order"
    free = position(dealer=0, hands=hand, upcard="9S", actions=actions)
    assert decide(free) == Action.discard(Card.parse("9S"))
    kept = position(dealer=0, hands=hand, upcard="9S", actions=actions,
                    rules=Rules(dealer_may_discard_upcard=False))
    assert decide(kept) == Action.discard(Card.parse("TS"))


def test_no_loner_after_passing_leaves_a_passed_seat_nothing_to_decide() -> None:
    rules = Rules(defend_alone=DefendAlone.ALWAYS, no_loner_after_passing=True)
    view = position(dealer=3, hands={2: "JH JD AH KH AC", 3: "9C TC QC 9S TS"}, upcard="9H", rules=rules,
                    actions="pass order discard 9C")
    assert view.phase is Phase.DEFEND and view.to_act == 2  # seat 0 passed: it is not asked
    assert decide(view) == Action.defend_alone()


# --------------------------------------------------------------------------------------- every option


def test_always_chooses_a_legal_action_in_random_positions_under_every_rule_set() -> None:
    check_legal_in_random_positions(StandardBot(), count=600, seed=99)


@pytest.mark.parametrize("rules", RULE_SETS, ids=lambda r: r.preset_name() or "mixed")
def test_plays_whole_hands_under_every_rule_set_without_a_renege(rules: Rules) -> None:
    check_whole_hands_without_a_renege(StandardBot(), rules, seed=3)
