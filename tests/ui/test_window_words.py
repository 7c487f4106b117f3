"""What the window says: the bid buttons for every bidding phase, the status line, and the hand summary."""

from __future__ import annotations

import dataclasses
import itertools
import re

import pytest

from euchre_desktop.engine import (
    BENNY,
    Action,
    Card,
    Deal,
    HandOutcome,
    HandState,
    Phase,
    PlayerView,
    Suit,
    parse_cards,
)
from euchre_desktop.engine.bid import (
    Bid,
    BidAction,
    BidDeal,
    BidHandState,
    BidPhase,
    BidRules,
    BidView,
    Strain,
)
from euchre_desktop.engine.rules import PRESETS, BennyCard, DefendAlone, FarmersHand, Renege, Rules
from euchre_desktop.model import HandSummary, HumanTurn, MatchSummary
from euchre_desktop.model.bid_events import BidTurn
from euchre_desktop.model.bid_session import bid_prompt
from euchre_desktop.model.table_events import CardBuried, CardGiven, CardPlayed, RenegeFound
from euchre_desktop.ui.bid_panel import bid_choices
from euchre_desktop.ui.hand_words import detail, headline, match_headline, renege_told, side_labels
from euchre_desktop.ui.review.words import points_words
from euchre_desktop.ui.status import (
    action_words,
    bid_turn_text,
    card_deed_text,
    card_prompt,
    said_text,
    turn_text,
)

NAMES = ("You", "Hank", "Gloria", "Luis")
# Dealt by Luis (seat 3), so you speak first; the J♠ is turned up.
HANDS = (parse_cards("JD TD JH AH KS"), parse_cards("9C TC JC QC KC"), parse_cards("AC AD 9H TH QH"),
         parse_cards("9D QD KD 9S TS"))
KITTY = parse_cards("JS KH QS AS")


def human_view(state: HandState) -> tuple[HumanTurn, PlayerView]:
    """The player's turn and view (the state must be waiting for seat 0)."""
    assert state.to_act == 0
    view = PlayerView.of(state, 0)
    return HumanTurn(view.phase, view.legal_actions, view.hand, view), view


def state_for(rules: Rules, dealer: int, actions: list[Action], hands: tuple[tuple[Card, ...], ...] = HANDS,
              kitty: tuple[Card, ...] = KITTY) -> HandState:
    """A hand under ``rules`` dealt by ``dealer`` after ``actions``."""
    state = HandState(rules, Deal(dealer, hands, kitty))
    for action in actions:
        state.apply(action)
    return state


def keys_and_labels(state: HandState) -> dict[int, str]:
    turn, view = human_view(state)
    return {choice.key: choice.label for choice in bid_choices(turn, view)}


def test_round_one_buttons_for_a_player_and_for_the_dealer() -> None:
    assert keys_and_labels(state_for(Rules(), 3, [])) == {1: "Order it up", 2: "Order it up alone", 0: "Pass"}
    passes = [Action.pass_()] * 3
    assert keys_and_labels(state_for(Rules(), 0, passes)) == {1: "Pick it up", 2: "Pick it up alone",
                                                              0: "Pass"}


def test_the_canadian_loner_and_cutthroat_change_round_one() -> None:
    canadian = Rules(canadian_loner=True)
    assert keys_and_labels(state_for(canadian, 2, [Action.pass_()])) == {2: "Order it up alone",
                                                                           0: "Pass"}
    cutthroat = PRESETS["cutthroat"]
    three = (HANDS[0], HANDS[1], HANDS[2])
    state = state_for(cutthroat, 2, [], hands=three, kitty=KITTY + HANDS[3])
    assert keys_and_labels(state) == {1: "Order it up", 0: "Pass"}
    turn, view = human_view(state)
    assert turn_text(turn, view, ("You", "Hank", "Luis")) == \
        f"Your turn: order up the {KITTY[0]} to Luis (1) to play alone against both, or pass (0)"


def test_round_two_offers_the_three_suits_then_alone_and_the_stuck_dealer_cannot_pass() -> None:
    state = state_for(Rules(), 3, [Action.pass_()] * 4)
    turn, view = human_view(state)
    choices = bid_choices(turn, view)
    assert [(c.key, c.label, c.text) for c in choices] == [
        (1, "Clubs", "Clubs"), (2, "Diamonds", "Diamonds"), (3, "Hearts", "Hearts"),
        (4, "Clubs alone", "Alone"), (5, "Diamonds alone", "Alone"), (6, "Hearts alone", "Alone"),
        (0, "Pass", "Pass")]
    assert [c.suit for c in choices[:3]] == [Suit.CLUBS, Suit.DIAMONDS, Suit.HEARTS]
    assert turn_text(turn, view, NAMES) == "Your turn: name trump (not spades), or pass (0)"
    stuck = state_for(Rules(), 0, [Action.pass_()] * 7)
    assert 0 not in keys_and_labels(stuck)
    turn, view = human_view(stuck)
    assert turn_text(turn, view, NAMES) == "Your turn: stuck as dealer, you must name trump (not spades)"


def test_the_benny_turned_up_asks_the_dealer_for_any_suit() -> None:
    rules = Rules(benny=True)
    hands = (parse_cards("JD TD JH AH KS"), parse_cards("9C TC JC QC KC"), parse_cards("AC AD 9H TH QH"),
             parse_cards("9D QD KD 9S TS"))
    state = state_for(rules, 0, [], hands=hands, kitty=(BENNY, *parse_cards("JS KH QS AS")))
    turn, view = human_view(state)
    assert turn.phase is Phase.BENNY_CALL
    labels = keys_and_labels(state)
    assert list(labels) == [1, 2, 3, 4, 5, 6, 7, 8] and labels[4] == "Spades" and labels[8] == "Spades alone"
    assert turn_text(turn, view, NAMES) == "Your turn: the Benny was turned up, so you must name trump"
    two = state_for(rules.replace(benny_card=BennyCard.TWO_OF_SPADES), 0, [], hands=hands,
                    kitty=(BENNY, *parse_cards("JS KH QS AS")))
    turn, view = human_view(two)
    assert keys_and_labels(two) == labels, "the two of spades asks exactly what the Benny asks"
    assert turn_text(turn, view, NAMES) == ("Your turn: the two of spades, the Benny, was turned up, so you "
                                            "must name trump")


def test_the_two_of_spades_playing_the_benny_is_named_so() -> None:
    play = Action.play(BENNY)
    assert action_words(play, dealer=False) == "Play the Benny"
    assert action_words(play, dealer=False, two_of_spades=True) == "Play the 2♠"
    assert action_words(Action.play(Card.parse("JS")), dealer=False, two_of_spades=True) == "Play the J♠"


def test_a_lone_defence_and_a_farmers_hand_have_buttons() -> None:
    defend = state_for(Rules(defend_alone=DefendAlone.ALWAYS), 3, [Action.pass_(), Action.order_up()])
    defend.apply(defend.legal_actions()[0])  # Luis buries a card
    turn, view = human_view(defend)
    assert turn.phase is Phase.DEFEND
    assert keys_and_labels(defend) == {1: "Defend alone", 0: "Pass"}
    assert turn_text(turn, view, NAMES) == "Your turn: defend alone against Hank (1), or pass (0)"
    farmer_hands = (parse_cards("9C TC 9D TD 9H"), parse_cards("JC QC KC AC JD"),
                    parse_cards("QD KD AD TH JH"), parse_cards("QH KH AH 9S TS"))
    for option, label in ((FarmersHand.EXCHANGE, "Farmer's hand: swap with the kitty"),
                          (FarmersHand.REDEAL, "Farmer's hand: throw it in")):
        farmer = state_for(Rules(farmers_hand=option), 3, [], hands=farmer_hands,
                           kitty=parse_cards("JS QS KS AS"))
        assert keys_and_labels(farmer) == {1: label, 0: "Keep it"}


def test_card_phases_have_no_buttons_but_a_prompt() -> None:
    state = state_for(Rules(), 0, [Action.pass_()] * 3 + [Action.order_up()])
    turn, view = human_view(state)
    assert bid_choices(turn, view) == []
    assert card_prompt(turn, view, NAMES) == "Click the card to discard face down"
    assert card_prompt(turn, view, NAMES, tap_twice=True) == "Click twice on the card to discard face down"
    assert turn_text(turn, view, NAMES).startswith("Pick a card to discard")


@pytest.mark.parametrize(("action", "dealer", "words"), [
    (Action.pass_(), False, "Pass"),
    (Action.order_up(), False, "Order it up"),
    (Action.order_up(alone=True), True, "Pick it up alone"),
    (Action.call(Suit.HEARTS), False, "Hearts"),
    (Action.call(Suit.CLUBS, alone=True), False, "Clubs alone"),
    (Action.defend_alone(), False, "Defend alone"),
    (Action.farmer(), False, "Farmer's hand"),
    (Action.play(Card.parse("JH")), False, "Play the J♥"),
    (Action.discard(None), False, "Discard a card"),
])
def test_action_words(action: Action, dealer: bool, words: str) -> None:
    assert action_words(action, dealer=dealer) == words


def test_the_play_prompts_say_what_to_follow() -> None:
    # You deal and, stuck, call hearts; Hank leads a club and you hold no club.
    state = state_for(Rules(), 0, [Action.pass_()] * 7 + [Action.call(Suit.HEARTS)])
    state.apply(Action.play(Card.parse("9C")))
    state.apply(Action.play(Card.parse("AC")))
    state.apply(Action.play(Card.parse("9S")))
    turn, view = human_view(state)
    assert turn_text(turn, view, NAMES) == "Your turn: no clubs, so play any card"
    assert turn_text(turn, view, NAMES, tap_twice=True).endswith("(click a card twice)")


def test_bid_euchre_says_its_plays_in_euchres_words() -> None:
    # Hank bids 3 diamonds and leads one: you follow with your only diamond; Gloria's J♥ wins and she
    # leads a heart, which you do not hold.
    hands = ("9C TC JC QC KC TD", "9D JD QD KD AD AS", "9H TH JH QH KH AH", "AC 9S TS JS QS KS")
    state = BidHandState(BidRules(), BidDeal(0, tuple(parse_cards(hand) for hand in hands)))
    for action in (BidAction.make(Bid(3, Strain.DIAMONDS)), *[BidAction.pass_()] * 3):
        state.apply(action)
    said: list[str] = []
    while len(said) < 2:
        if state.to_act == 0 and state.phase is BidPhase.PLAY:
            view = BidView.of(state, 0)
            turn = BidTurn(view.phase, view.legal_actions, view.hand, bid_prompt(view), view)
            said.append(bid_turn_text(turn, NAMES, tap_twice=len(said) == 1))
        state.apply(state.legal_actions()[0])
    assert said == ["Your turn: follow diamonds",
                    "Your turn: no hearts, so play any card (click a card twice)"]


def test_the_status_line_says_what_a_player_did() -> None:
    ten, benny = Card.parse("TC"), BENNY  # the Benny played as the two of spades
    said = [card_deed_text(deed, NAMES.__getitem__, two_of_spades=True) for deed in (
        CardPlayed(3, ten), CardPlayed(0, benny), CardBuried(2, None, aside=True),
        CardBuried(0, ten, aside=True), CardGiven(2, 0, ten), CardGiven(0, 2, ten), CardGiven(1, 3, None))]
    assert said == ["Luis plays the 10♣.", "You play the 2♠.", "Gloria discards a card face down.",
                    "You discard the 10♣ face down.", "Gloria gives you the 10♣.", "You give Gloria the 10♣.",
                    "Hank gives Luis a card."]
    assert said_text("Hank", "Order it up") == "Hank: Order it up."


def _summary(outcome: HandOutcome, points: tuple[int, int], tricks: tuple[int, int], *, maker: int = 1,
             alone: bool = False) -> HandSummary:
    return HandSummary(0, outcome, maker, Suit.HEARTS, alone, None, tricks, points, points,
                       Deal(3, HANDS, KITTY))


def test_the_summary_in_words() -> None:
    assert side_labels(NAMES) == ["You & Gloria", "Hank & Luis"]
    made = _summary(HandOutcome.MADE, (0, 1), (2, 3))
    assert headline(made, NAMES) == "Made: 1 point to Hank and Luis"
    assert detail(made, NAMES) == "Hank named hearts; Hank and Luis took 3 of the 5 tricks."
    euchred = _summary(HandOutcome.EUCHRED, (2, 0), (3, 2))
    assert headline(euchred, NAMES) == "Euchred! 2 points to you and Gloria"
    lone = _summary(HandOutcome.MARCH, (4, 0), (5, 0), maker=0, alone=True)
    assert headline(lone, NAMES) == "Lone march! 4 points to you and Gloria"
    assert detail(lone, NAMES) == "You named hearts, went alone and took 5 of the 5 tricks."
    thrown = HandSummary(0, HandOutcome.THROWN_IN, None, None, False, None, (0, 0), (0, 0), (0, 0),
                         Deal(3, HANDS, KITTY))
    assert headline(thrown, NAMES) == "Thrown in: everyone passed, no score"
    assert detail(thrown, NAMES) == "Nobody named trump."
    assert match_headline(MatchSummary(0, (10, 7), 9), NAMES) == "You win the match, 10 to 7!"
    assert match_headline(MatchSummary(1, (8, 11), 9), NAMES) == "Hank & Luis win the match, 11 to 8"
    assert match_headline(MatchSummary(2, (3, 5, 10), 9), ("You", "Hank", "Luis")) == \
        "Luis wins the match, 10 to 5 to 3"


@pytest.mark.parametrize("names", [NAMES, ("You", "Hank", "Luis")])
def test_a_summary_names_a_side_mid_sentence_as_a_player_says_it(names: tuple[str, ...]) -> None:
    """Whoever made trump, alone or not, made or euchred, with a lone defender: no capital "You" after a
    sentence's first word and no "&" in the headline, the detail or the review's points (cutthroat's maker
    is always alone)."""
    sides = len(names) if len(names) == 3 else 2
    alones = (True,) if len(names) == 3 else (False, True)
    for maker, alone, euchred in itertools.product(range(len(names)), alones, (False, True)):
        side = maker % sides
        points = tuple(2 * (other != side) if euchred else int(other == side) for other in range(sides))
        mine = 2 if euchred else 3
        tricks = [5 - mine] if sides == 2 else [1, 4 - mine]
        tricks.insert(side, mine)
        defender = (maker + 1) % 4 if alone and len(names) == 4 else None
        summary = HandSummary(0, HandOutcome.EUCHRED if euchred else HandOutcome.MADE, maker, Suit.HEARTS,
                              alone, defender, tuple(tricks), points, points, Deal(3, HANDS, KITTY))
        said = f"{headline(summary, names)}. {detail(summary, names)} {points_words(points, names)}"
        for sentence in re.split(r"[.;:!] ", said):
            assert "You" not in sentence.split()[1:] and "&" not in sentence, said


def test_a_renege_in_words() -> None:
    """The summary of a hand with a renege; the status line and bubble when one is found."""
    stopped = dataclasses.replace(_summary(HandOutcome.RENEGE, (2, 0), (1, 1)), reneger=1)
    assert headline(stopped, NAMES) == "Renege by Hank: 2 points to you and Gloria"
    assert detail(stopped, NAMES) == "Hank named hearts; Hank and Luis took 1 of the 2 tricks played."
    docked = dataclasses.replace(_summary(HandOutcome.RENEGE, (0, -2), (1, 1)), reneger=3)
    assert headline(docked, NAMES) == "Renege by Luis: 2 points off Hank and Luis"
    played_out = dataclasses.replace(_summary(HandOutcome.MADE, (0, 0), (2, 3)), reneger=1)
    assert headline(played_out, NAMES) == "Made, but Hank reneged: no score"
    innocent = dataclasses.replace(_summary(HandOutcome.EUCHRED, (2, 0), (3, 2)), reneger=3)
    assert headline(innocent, NAMES) == "Euchred! 2 points to you and Gloria, and a renege by Luis"
    found = RenegeFound(1, Card.parse("TC"), Suit.CLUBS, 2, Card.parse("9D"), 1, Renege.PENALTY_TO_INNOCENT)
    assert renege_told(found, NAMES) == (
        "Renege by Hank: the 9♦ did not follow clubs in trick 2, but the 10♣, played now, was already in "
        "hand. The hand stops at the end of this trick: 2 points to you and Gloria.",
        "Renege: +2 You & Gloria")
    cutthroat = dataclasses.replace(found, penalty=Renege.NO_SCORE)
    assert renege_told(cutthroat, ("You", "Hank", "Luis"))[0].endswith(
        "The hand is played out, with no points for Hank.")
