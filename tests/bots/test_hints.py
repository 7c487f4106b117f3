"""Hints: the Expert's action, and a reason that states the real facts of the hand and of the search."""

from __future__ import annotations

import dataclasses
import random
import re

from euchre_desktop.bots.expert import Analysis, ExpertBot, OptionStats
from euchre_desktop.bots.hints import (
    _outcome_phrase,
    _pass_reason,
    _play_reason,
    action_words,
    describe_holding,
    hint,
)
from euchre_desktop.engine import (
    BENNY,
    PRESETS,
    Action,
    BennyCard,
    Card,
    Deal,
    HandState,
    Phase,
    PlayerView,
    Suit,
    parse_cards,
)


def _expert() -> ExpertBot:
    return ExpertBot(budget_ms=40.0, time_cap=10_000)


def _bid_view(hand: str, upcard: str, *, dealer: int = 3) -> PlayerView:
    mine = parse_cards(hand)
    up = Card.parse(upcard)
    rest = [c for c in range(24) if c not in mine and c != up]
    random.Random(0).shuffle(rest)
    others = [tuple(Card(c) for c in rest[5 * i:5 * i + 5]) for i in range(3)]
    seat = (dealer + 1) % 4
    hands: list[tuple[Card, ...]] = [()] * 4
    hands[seat] = mine
    for index, other in enumerate(s for s in range(4) if s != seat):
        hands[other] = others[index]
    deal = Deal(dealer, tuple(hands), (up, *(Card(c) for c in rest[15:])))
    return PlayerView.of(HandState(PRESETS["standard"], deal), seat)


def _percent_in(text: str) -> int:
    found = re.search(r"about (\d+)%", text)
    assert found, text
    return int(found.group(1))


def test_the_holding_names_bowers_trump_aces_and_voids() -> None:
    hand = sum(1 << c for c in parse_cards("JH JD AH 9H AS"))
    assert str(describe_holding(hand, Suit.HEARTS)) == "both bowers, the ace and one more trump, the A♠, " \
                                                  "void in clubs and diamonds"
    hand = sum(1 << c for c in parse_cards("JH KH TH AC 9S"))
    assert str(describe_holding(hand, Suit.HEARTS)) == "the right bower and two more trump, the A♣, " \
                                                  "void in diamonds"
    assert str(describe_holding(hand, Suit.SPADES)) == "one trump, the A♣"
    hand = sum(1 << c for c in parse_cards("AC AS 9H TD QD"))
    assert str(describe_holding(hand, Suit.SPADES)) == "only the ace of trump, the A♣"
    hand = sum(1 << c for c in parse_cards("AC AS AD 9H TD"))
    assert str(describe_holding(hand, Suit.HEARTS)) == "one trump, the A♣, the A♦ and the A♠"


def test_an_order_up_reason_names_the_right_bower_and_the_chance_found() -> None:
    view = _bid_view("JH KH TH AC 9S", "QH")
    result = hint(view, random.Random(2), _expert())
    assert result.action == Action.order_up()
    assert str(result.reason).startswith("Order it up: the right bower and two more trump")
    # The percentage said is the search's own make rate, rounded to ten.
    assert abs(_percent_in(str(result.reason)) - 100 * float(result.details["make"])) <= 5


def test_a_loner_reason_gives_the_risk_and_the_prize() -> None:
    view = _bid_view("JH AH TH AS AC", "9H")
    result = hint(view, random.Random(2), _expert())
    assert result.action == Action.order_up(alone=True)
    reason = str(result.reason)
    found = re.search(r"; ([^;]+) to make it and ([^;]+) to take all five for 4 points\.$", reason)
    assert found, reason
    make, march = found.groups()
    assert make == "almost certain" or abs(_percent_in(make) - 100 * float(result.details["make"])) <= 5
    assert abs(_percent_in(march) - 100 * float(result.details["march"])) <= 5


def test_a_pass_reason_quotes_the_risk_of_the_alternative() -> None:
    view = _bid_view("9C TC 9D KS QD", "9H")
    result = hint(view, random.Random(2), _expert())
    assert result.action == Action.pass_()
    assert str(result.reason).startswith("Pass:")
    assert "euchred" in str(result.reason) or "better on average" in str(result.reason)
    assert result.details["runner_up"] in ("order up", "order up alone")


def test_a_sure_winner_is_explained_by_the_trick_it_takes() -> None:
    # Seat 0 ordered hearts holding both bowers and the ace: whichever top trump it leads takes the trick.
    rules = PRESETS["standard"]
    deal = Deal(3, tuple(parse_cards(h) for h in ("JH JD AH 9C 9S", "TC AC TS QD KD", "JC QC KC TD AD",
                                                  "QS KS JS QH KH")), parse_cards("TH 9H 9D AS"))
    state = HandState.replay(rules, deal, [Action.from_text(a) for a in ["order", "discard QS"]])
    result = hint(PlayerView.of(state, 0), random.Random(1), _expert())
    assert result.action.card in parse_cards("JH JD AH")
    assert result.details["wins_trick"] == 1.0
    expected = f"Lead the {result.action.card}: it takes this trick in 10 of 10 likely deals"
    assert str(result.reason).startswith(expected)


def test_a_card_under_partners_winner_says_partner_has_it() -> None:
    rules = PRESETS["standard"]
    deal = Deal(0, tuple(parse_cards(h) for h in ("AH KD TH 9H QS", "9C AS TD JS QD", "9S QC JC AC KC",
                                                  "JH AD TC QH KS")), parse_cards("JD 9D TS KH"))
    actions = ["order", "discard JD", "play TD", "play AC", "play JH", "play KD", "play TC", "play 9H",
               "play 9C", "play QC", "play KC", "play KS", "play AH", "play QD", "play AS", "play 9S"]
    state = HandState.replay(rules, deal, [Action.from_text(a) for a in actions])
    result = hint(PlayerView.of(state, 3), random.Random(3), _expert())
    assert result.action == Action.play(Card.parse("QH"))
    assert str(result.reason).startswith("Play the Q♥: partner's A♠ is winning the trick; ")


def test_a_forced_card_says_so() -> None:
    rules = PRESETS["standard"]
    deal = Deal(3, (parse_cards("JH QC KC 9D AS"), parse_cards("9C TC AC 9S TS"),
                    parse_cards("JC TD QS KD AD"), parse_cards("QD KS JS AH KH")), parse_cards("9H TH QH JD"))
    forced = HandState.replay(rules, deal, [Action.from_text(a) for a in
                                            ["order", "discard JS", "play AS", "play 9S", "play QS"]])
    view = PlayerView.of(forced, 3)
    assert len(view.legal_actions) == 1
    assert str(hint(view, random.Random(1)).reason) == "Play the K♠: it is your only legal card."


def test_a_dealer_discard_reason_mentions_the_void_it_makes() -> None:
    rules = PRESETS["standard"]
    deal = Deal(3, (parse_cards("9C TC AC 9S TS"), parse_cards("JC TD QD KD AD"),
                    parse_cards("QS KS JS AH KH"), parse_cards("JH KC 9D QH TH")), parse_cards("AS 9H QC JD"))
    state = HandState(rules, deal)
    for _ in range(3):
        state.apply(Action.pass_())
    state.apply(Action.order_up())
    view = PlayerView.of(state, 3)
    assert view.phase is Phase.DEALER_DISCARD
    result = hint(view, random.Random(4), _expert())
    # Spades are trump; the lone K♣ and the lone 9♦ are the discards that make a void.
    assert result.action.card in (Card.parse("KC"), Card.parse("9D"))
    suit = "clubs" if result.action.card == Card.parse("KC") else "diamonds"
    assert f"it leaves you void in {suit}" in str(result.reason)


def test_partners_best_gives_the_best_trump_and_says_so() -> None:
    rules = PRESETS["house"]
    deal = Deal(3, tuple(parse_cards(h) for h in ("JD AH KH QH AS", "9C TC AC 9S TS", "JH QC KD 9D TD",
                                                  "JC QS KS JS AD")), parse_cards("9H TH KC QD"))
    state = HandState.replay(rules, deal, [Action.from_text(a) for a in ["order alone", "discard JC"]])
    assert state.phase is Phase.PARTNER_GIVE and state.to_act == 2
    result = hint(PlayerView.of(state, 2), random.Random(1), _expert())
    assert result.action == Action.give(Card.parse("JH"))
    assert str(result.reason).startswith("Give the J♥: your best trump, for partner's loner; ")


def test_a_pass_chosen_for_the_match_score_does_not_claim_more_points() -> None:
    # The search may pass although ordering scores more points, because at this score the points do not
    # matter (only the match does): the reason must say so rather than "passing scores -0.4 points more".
    view = _bid_view("JH KH TH AC 9S", "QH")
    passing = OptionStats(Action.pass_(), utility=0.30, points=0.2, contract=0.9, ours=0.3, made=0.6,
                          march=0.1, wins_trick=None, samples=50)
    ordering = OptionStats(Action.order_up(), utility=0.25, points=0.6, contract=1.0, ours=1.0, made=0.85,
                           march=0.2, wins_trick=None, samples=50)
    reason = _pass_reason(view, passing, ordering, action_words(view, Action.pass_()))
    assert str(reason) == "Pass: ordering up hands the dealer the Q♥; at this score passing gives the " \
                          "better chance to win the match."



def test_a_hint_names_the_two_of_spades_where_it_plays_the_benny() -> None:
    for benny_card, named in ((BennyCard.JOKER, "Benny"), (BennyCard.TWO_OF_SPADES, "2♠")):
        rules = PRESETS["british"].replace(benny_card=benny_card)
        view = PlayerView.of(HandState(rules, Deal.random(rules, 3, random.Random(1))), 0)
        assert str(action_words(view, Action.play(BENNY))) == f"Lead the {named}"
        assert str(action_words(view, Action.play(Card.parse("JS")))) == "Lead the J♠"


def test_a_hint_gives_no_chance_once_the_contract_is_settled() -> None:
    # Seat 0 ordered hearts holding both bowers and the ace and leads them: three tricks, the hand made.
    rules = PRESETS["standard"]
    deal = Deal(3, tuple(parse_cards(h) for h in ("JH JD AH 9C 9S", "TC AC TS QD KD", "JC QC KC TD AD",
                                                  "QS KS JS QH KH")), parse_cards("TH 9H 9D AS"))
    state = HandState.replay(rules, deal, [Action.from_text(a) for a in ["order", "discard QS"]])
    leads = iter(parse_cards("JH JD AH 9C"))
    while len(state.tricks) < 3 or state.to_act == 0:
        state.apply(Action.play(next(leads)) if state.to_act == 0 else state.legal_actions()[0])
    assert [trick.winner for trick in state.tricks] == [0, 0, 0]
    reason = str(hint(PlayerView.of(state, 1), random.Random(1), _expert()).reason)
    assert "chance" not in reason and "euchre" not in reason and "0.0 points" not in reason, reason


def test_a_card_s_chance_is_said_to_be_its_own_beside_another_card_s_points() -> None:
    rules = PRESETS["standard"]
    deal = Deal(3, tuple(parse_cards(h) for h in ("JH JD AH 9C 9S", "TC AC TS QD KD", "JC QC KC TD AD",
                                                  "QS KS JS QH KH")), parse_cards("TH 9H 9D AS"))
    state = HandState.replay(rules, deal, [Action.from_text(a) for a in ["order", "discard QS"]])
    view = PlayerView.of(state, 0)
    low, high = Action.play(Card.parse("9C")), Action.play(Card.parse("9S"))
    chosen = OptionStats(low, utility=0.5, points=0.5, contract=1.0, ours=1.0, made=0.5, march=0.1,
                         wins_trick=0.2, samples=50)
    other = dataclasses.replace(chosen, action=high, utility=-0.2, points=-0.2, made=0.3)
    reason = _play_reason(view, Analysis(view, low, (chosen, other), 50), chosen, action_words(view, low),
                          _outcome_phrase(chosen))
    assert str(reason) == "Lead the 9♣: the 9♠ would score 0.7 points less on average; with it, about 50% " \
                          "to make it."
