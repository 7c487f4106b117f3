"""The knowledge and evaluation modules: what a seat works out from its view, and the hand evaluations for
bidding."""

from __future__ import annotations

import pytest

from euchre_desktop.bots.evaluation import (
    BidPosition,
    best_discard_points,
    bid_position,
    bid_strength,
    hand_points,
    lone_tricks,
    loner_allowed_by_score,
    score_shift,
    trump_race,
)
from euchre_desktop.bots.knowledge import Knowledge, trick_status
from euchre_desktop.engine import Card, Rules, Suit, parse_cards
from tests.bots.positions import position

SECOND_ROUND = "pass pass pass pass"


def cards(text: str) -> list[Card]:
    return list(parse_cards(text))


# ---------------------------------------------------------------------------------------- the count


def test_point_count_of_the_usual_scale() -> None:
    # Right 3, ace of trump 2, nine 1, the K♥ nothing, a void in clubs 0.5.
    assert hand_points(cards("JS AS 9S KH TD"), Suit.SPADES) == 6.5
    # The J♣ is the left bower (2.5) with spades trump, and leaves clubs void.
    assert hand_points(cards("JC KS QS AH 9D"), Suit.SPADES) == 2.5 + 1.5 + 1.5 + 1 + 0.5
    # Voids count only with trump in hand.
    assert hand_points(cards("AC KC QC AD 9D"), Suit.SPADES) == 1 + 1


def test_the_benny_counts_above_the_right_bower() -> None:
    assert hand_points(cards("BN 9S TS KH QH"), Suit.SPADES) == 3.5 + 1 + 1 + 0.5 + 0.5


def test_best_discard_makes_a_void() -> None:
    points, drop = best_discard_points(cards("AH QH KD TD 9C 9H"), Suit.HEARTS)
    assert drop == Card.parse("9C")
    assert points == hand_points(cards("AH QH KD TD 9H"), Suit.HEARTS)


def test_best_discard_respects_a_card_it_must_keep() -> None:
    _points, drop = best_discard_points(cards("JS JC AS KS TS 9S"), Suit.SPADES, keep=Card.parse("9S"))
    assert drop == Card.parse("TS")


def test_lone_tricks_counts_sure_tricks_not_hopes() -> None:
    assert lone_tricks(cards("JS JC AS KS AH"), Suit.SPADES, benny=False) >= 4.5
    assert lone_tricks(cards("JS QS 9S KH 9D"), Suit.SPADES, benny=False) < 3.0
    # The right bower known to be with an opponent (the upcard going to the dealer) surely takes a trick;
    # unseen, it may be in the kitty.
    free = lone_tricks(cards("JC AS KS QS AH"), Suit.SPADES, benny=False)
    known = lone_tricks(cards("JC AS KS QS AH"), Suit.SPADES, benny=False, against=Card.parse("JS").mask)
    assert free - known > 0.4


def test_the_trump_race_weighs_every_split_of_the_missing_trumps() -> None:
    # Right, left and ace of seven trumps: the other four can never take a trick from the top three.
    assert trump_race(0b0000111, 0, 7)[0] == pytest.approx(3.0)
    # The right bower alone wins exactly once; the opponents then keep some trump most of the time.
    wins, left = trump_race(0b0000001, 0, 7)
    assert wins == pytest.approx(1.0) and left > 0.8
    # With the Benny missing (eight ranks), the right bower is no longer sure.
    assert trump_race(0b00000010, 0, 8)[0] < 1.0
    # A trump known to sit with an opponent takes a trick whenever it outranks ours.
    assert trump_race(0b0000010, 0b0000001, 7)[0] == pytest.approx(0.0)


# -------------------------------------------------------------------------------------- bid positions


def test_bid_positions_and_the_upcard() -> None:
    first = position(dealer=3, hands={0: "JC TS 9S KH 9D"}, upcard="QS")
    partner = position(dealer=2, hands={0: "JC TS 9S KH 9D"}, upcard="QS", actions="pass")
    dealer = position(dealer=0, hands={0: "JC TS 9S KH 9D"}, upcard="QS", actions="pass pass pass")
    assert bid_position(first) is BidPosition.FIRST
    assert bid_position(partner) is BidPosition.SECOND
    assert bid_position(dealer) is BidPosition.DEALER
    # The dealer holds the Q♠ after picking up; the partner shares it; first seat hands it to the dealer.
    assert bid_strength(dealer, Suit.SPADES) > bid_strength(partner, Suit.SPADES) > \
        bid_strength(first, Suit.SPADES)


@pytest.mark.parametrize(("scores", "allowed"), [((0, 0), True), ((7, 9), True), ((8, 0), False),
                                                 ((9, 9), False), ((9, 2), False)])
def test_loners_only_when_they_can_gain(scores: tuple[int, int], allowed: bool) -> None:
    view = position(dealer=3, hands={0: "JS JC AS KS AH"}, upcard="9D", scores=scores)
    assert loner_allowed_by_score(view) is allowed


def test_loners_always_possible_in_a_match_of_fixed_hands() -> None:
    rules = Rules(target=None, fixed_hands=8)
    assert loner_allowed_by_score(position(dealer=3, hands={}, upcard="9D", scores=(9, 9), rules=rules))


def test_bid_more_freely_behind_and_more_carefully_ahead() -> None:
    def shift(scores: tuple[int, int]) -> float:
        return score_shift(position(dealer=3, hands={}, upcard="9D", scores=scores))
    assert shift((2, 8)) < shift((5, 6)) == 0 < shift((8, 2))


# ------------------------------------------------------------------------------------------ the play

# Hearts called by you (seat 0); on the first trick both opponents show out of trump.
HANDS = {0: "JH AH KH QH AC", 1: "9C TC KC 9S TS", 2: "9H TH QC JC TD", 3: "QS KS AS KD QD"}


def after_first_trick() -> Knowledge:
    view = position(dealer=3, hands=HANDS, upcard="9D", kitty="JD AD JS",
                    actions=SECOND_ROUND + " call H play JH play 9C play 9H play QS")
    return Knowledge(view)


def test_counts_the_seven_trumps() -> None:
    start = Knowledge(position(dealer=3, hands=HANDS, upcard="9D", kitty="JD AD JS",
                               actions=SECOND_ROUND + " call H"))
    assert start.trump_count() == 4
    assert start.trumps_out() == 3  # 7 less the four held
    later = after_first_trick()
    assert later.trumps_out() == 2  # and the 9♥ has fallen
    assert not later.opponents_may_hold_trump()  # both opponents showed out
    assert later.shown_out(1, Suit.HEARTS) and later.shown_out(3, Suit.HEARTS)
    assert not later.shown_out(2, Suit.HEARTS)


def test_a_turned_down_left_bower_is_not_out() -> None:
    view = position(dealer=3, hands={0: "JH AH KH QH AC"}, upcard="JD", actions=SECOND_ROUND + " call H")
    assert Knowledge(view).trumps_out() == 2


def test_counts_eight_trumps_with_the_benny() -> None:
    view = position(dealer=3, hands={0: "JH AH KH QH AC"}, upcard="9D", rules=Rules(benny=True),
                    actions=SECOND_ROUND + " call H")
    assert Knowledge(view).trumps_out() == 4


def test_bowers_aces_and_voids_held() -> None:
    view = position(dealer=3, hands={0: "JH JD AS 9S AC"}, upcard="9D", actions=SECOND_ROUND + " call H")
    knowledge = Knowledge(view)
    assert knowledge.bowers_held() == (Card.parse("JH"), Card.parse("JD"))
    assert knowledge.outside_aces() == (Card.parse("AC"), Card.parse("AS"))
    assert knowledge.trump_count() == 2
    assert knowledge.is_void(Suit.DIAMONDS)  # the J♦ is a heart


def test_the_upcard_is_known_in_the_dealers_hand_only() -> None:
    # Seat 0 orders up; the dealer (seat 3) picks up the A♥ and buries a card seat 0 does not see.
    view = position(dealer=3, hands={0: "9C TC QC 9S TS", 3: "JC KC AC JS KS"}, upcard="AH",
                    actions="order discard JC", seat=0)
    knowledge = Knowledge(view)
    ace = Card.parse("AH").mask
    assert knowledge.possible(3) & ace and not knowledge.possible(1) & ace


def test_who_is_winning_the_trick() -> None:
    view = position(dealer=3, hands=HANDS, upcard="9D", kitty="JD AD JS",
                    actions=SECOND_ROUND + " call H play JH play 9C play 9H play QS play AC play TC")
    knowledge = Knowledge(view)
    assert view.to_act == 2
    assert knowledge.status is not None and knowledge.status.winner == 0
    assert knowledge.status.card == Card.parse("AC")
    assert knowledge.partner_winning
    assert knowledge.remaining == (3,)
    assert trick_status((), Suit.HEARTS) is None


def test_highest_cards_of_each_suit() -> None:
    knowledge = after_first_trick()
    # The right bower has gone, so the A♥ in hand is the boss; the J♦ (the left) may still be out there.
    assert knowledge.highest_unplayed(Suit.HEARTS) == Card.parse("JD")
    assert knowledge.highest_outstanding(Suit.HEARTS) == Card.parse("JD")
    assert not knowledge.is_boss(Card.parse("AH"))
    assert knowledge.is_boss(Card.parse("AC"))
    assert knowledge.highest_outstanding(Suit.CLUBS) == Card.parse("KC")


def test_tricks_and_the_bidding_so_far() -> None:
    knowledge = after_first_trick()
    assert knowledge.tricks_taken() == (1, 0)
    assert knowledge.maker_side and knowledge.made_in_round() == 2
    assert not knowledge.dealer_was_stuck()
    stuck = Knowledge(position(dealer=0, hands={}, upcard="9D",
                               actions=SECOND_ROUND + " pass pass pass call S", seat=0))
    assert stuck.dealer_was_stuck()
