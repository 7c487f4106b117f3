"""GameModel through its signals and methods: whole matches, the human's decisions, pacing, undo, hints,
replays, Today's deal and watching."""

from __future__ import annotations

import datetime
from collections.abc import Callable
from typing import Any

import doubles
import pytest
from helpers import Recorder, left_bower_deal
from PySide6.QtCore import QTimer

from euchre_desktop.engine import (
    Action,
    Card,
    Deal,
    FirstDealer,
    HandOutcome,
    Phase,
    Rules,
    Suit,
    encode_deal,
    parse_cards,
)
from euchre_desktop.model import GameModel, HumanTurn
from euchre_desktop.model.table_events import (
    BidMade,
    CardBuried,
    CardPlayed,
    DealerPickedUp,
    Dealt,
    HandScored,
    MatchOver,
    TrumpNamed,
)

JD, TD, KS = Card.parse("JD"), Card.parse("TD"), Card.parse("KS")


def turn_after(qtbot: Any, model: GameModel, trigger: Callable[[], object]) -> HumanTurn:
    """Run ``trigger`` and return the human turn it leads to."""
    with qtbot.waitSignal(model.human_turn, timeout=5000) as blocker:
        trigger()
    turn: HumanTurn = blocker.args[0]
    return turn


def test_a_bots_only_match_plays_to_the_end_through_signals(qtbot: Any, make_model: Any) -> None:
    """Bots in the worker process play a whole match headless; the signals tell the whole story."""
    model = make_model(process=True)
    record = Recorder(model)
    model.set_autoplay(True)
    with qtbot.waitSignal(model.table_event, timeout=30000,
                          check_params_cb=lambda event: isinstance(event, MatchOver)) as blocker:
        model.new_match(Rules(), seed=2024)
    summary = blocker.args[0].summary

    scored = [event.summary for event in record.told(HandScored)]
    assert record.count("Dealt") == len(scored) == summary.hands_played
    assert tuple(sum(s.points[side] for s in scored) for side in (0, 1)) == summary.scores
    assert max(summary.scores) >= 10 and summary.scores[summary.winner] == max(summary.scores)
    played_hands = [s for s in scored if s.outcome is not HandOutcome.THROWN_IN]
    assert record.count("TrickWon") == 5 * len(played_hands)
    expected_cards = sum(5 * (4 - (1 if s.maker_alone else 0)) for s in played_hands)
    assert record.count("CardPlayed") == expected_cards
    assert record.count("human_turn") == 0 and record.count("error") == 0
    assert record.named("sound_requested").count(("card",)) == expected_cards
    assert model.is_over


def test_the_human_bids_and_plays_through_the_models_methods(qtbot: Any, make_model: Any) -> None:
    """Illegal decisions are refused with the rule's reason; legal ones go through."""
    model = make_model(factory=doubles.first_legal_bots)
    record = Recorder(model)
    turn = turn_after(qtbot, model, lambda: model.new_match(Rules(), seed=1, first_deal=left_bower_deal()))
    assert turn.phase is Phase.BID_ROUND_1
    assert record.told(BidMade) == [BidMade(3, Action.pass_(), by_dealer=False)]

    assert not model.play(JD)
    assert not model.bid(Action.play(JD))
    assert record.named("action_rejected")[-1] == ("That is not a bid.",)
    turn = turn_after(qtbot, model, lambda: model.bid(Action.pass_()))
    assert turn.phase is Phase.BID_ROUND_2

    assert not model.bid(Action.call(Suit.SPADES))
    assert record.named("action_rejected")[-1] == ("Spades was turned down and cannot be named this hand.",)
    turn = turn_after(qtbot, model, lambda: model.bid(Action.call(Suit.HEARTS)))
    assert record.told(TrumpNamed) == [TrumpNamed(Suit.HEARTS, 0, False)]
    assert turn.phase is Phase.PLAY and turn.playable == (TD,)

    assert not model.play(JD)
    assert record.named("action_rejected")[-1] == (
        f"You must follow suit: diamonds were led and {JD} is the left bower, a trump, not a diamond.",)
    assert not model.play(KS)
    assert record.named("action_rejected")[-1] == (f"You must follow suit: diamonds were led and {KS} is not "
                                                   "a diamond.",)
    assert not model.play(Card.parse("9C"))
    assert record.named("action_rejected")[-1] == (f"You do not hold the {Card.parse('9C')}.",)
    rejected = record.count("action_rejected")

    with qtbot.waitSignal(model.table_event, timeout=5000,
                          check_params_cb=lambda event: isinstance(event, HandScored)) as blocker:
        model.human_turn.connect(lambda turn: turn.playable and model.play(turn.playable[0]))
        model.play(TD)
    summary = blocker.args[0].summary
    assert summary.maker == 0 and summary.trump is Suit.HEARTS
    assert summary.deal == left_bower_deal()
    assert sum(summary.tricks_per_side) == 5
    assert record.count("action_rejected") == rejected
    assert CardPlayed(0, TD) in record.told(CardPlayed)


def test_the_human_dealer_picks_up_and_discards(qtbot: Any, make_model: Any) -> None:
    """As dealer the human takes the upcard into hand and buries a card that only they see."""
    deal = Deal(0, (parse_cards("JS AS KS 9C 9D"), parse_cards("TC JC QC KC AC"),
                    parse_cards("TD JD QD KD AD"), parse_cards("9H TH JH QH KH")), parse_cards("QS AH TS 9S"))
    model = make_model(factory=doubles.first_legal_bots)
    record = Recorder(model)
    turn_after(qtbot, model, lambda: model.new_match(Rules(), seed=1, first_deal=deal))
    assert [bid.seat for bid in record.told(BidMade)] == [1, 2, 3]
    turn = turn_after(qtbot, model, lambda: model.bid(Action.order_up()))
    assert turn.phase is Phase.DEALER_DISCARD and Card.parse("QS") in turn.hand and len(turn.hand) == 6
    assert record.told(DealerPickedUp) == [DealerPickedUp(0, Card.parse("QS"))]

    assert not model.discard(Card.parse("AH"))
    assert not model.play(Card.parse("9C"))
    turn = turn_after(qtbot, model, lambda: model.discard(Card.parse("9C")))
    assert record.told(CardBuried) == [CardBuried(0, Card.parse("9C"), aside=True)]
    assert turn.phase is Phase.PLAY and Card.parse("9C") not in turn.hand


def test_a_bot_dealers_discard_stays_hidden(qtbot: Any, make_model: Any) -> None:
    """When Gloria picks up, the table learns that she discarded, never what."""
    model = make_model(factory=doubles.first_legal_bots)
    record = Recorder(model)
    turn_after(qtbot, model, lambda: model.new_match(Rules(), seed=1, first_deal=left_bower_deal()))
    turn_after(qtbot, model, lambda: model.bid(Action.order_up()))
    assert record.told(DealerPickedUp) == [DealerPickedUp(2, Card.parse("JS"))]
    assert record.told(CardBuried) == [CardBuried(2, None, aside=True)]
    assert record.told(TrumpNamed) == [TrumpNamed(Suit.SPADES, 0, False)]


def test_the_model_waits_for_the_view_between_events(qtbot: Any, make_model: Any) -> None:
    """Not headless: one paced event at a time, each released by animation_done()."""
    model = make_model(factory=doubles.first_legal_bots, headless=False)
    record = Recorder(model)
    model.new_match(Rules(), seed=1, first_deal=left_bower_deal())
    qtbot.waitUntil(lambda: record.count("Dealt") == 1)
    qtbot.wait(100)
    assert record.count("BidMade") == 0
    assert not model.bid(Action.pass_())
    assert record.named("action_rejected")[-1] == ("Wait for the cards to finish moving.",)

    model.animation_done()
    qtbot.waitUntil(lambda: record.count("BidMade") == 1)
    model.animation_done()
    model.animation_done()  # a second call for the same event changes nothing
    qtbot.waitUntil(lambda: record.count("human_turn") == 1)
    qtbot.wait(50)
    assert record.count("BidMade") == 1


def test_undo_goes_back_to_the_humans_last_decision(qtbot: Any, make_model: Any) -> None:
    """Undo steps back one human decision at a time, keeping the bots' moves before it."""
    model = make_model(factory=doubles.first_legal_bots)
    record = Recorder(model)
    turn_after(qtbot, model, lambda: model.new_match(Rules(), seed=1, first_deal=left_bower_deal()))
    assert not model.can_undo
    turn_after(qtbot, model, lambda: model.bid(Action.pass_()))
    turn_after(qtbot, model, lambda: model.bid(Action.call(Suit.HEARTS)))
    assert model.can_undo and record.named("undo_available")[-1] == (True,)

    turn = turn_after(qtbot, model, model.undo)
    snapshot = record.named("position_reset")[-1][0]
    assert turn.phase is Phase.BID_ROUND_2 and snapshot.view.phase is Phase.BID_ROUND_2
    assert snapshot.view.trump is None and len(snapshot.view.history) == 5

    turn = turn_after(qtbot, model, model.undo)
    assert turn.phase is Phase.BID_ROUND_1
    assert record.named("position_reset")[-1][0].view.history == ((3, Action.pass_()),)
    assert record.named("undo_available")[-1] == (False,)
    assert not model.undo()
    assert record.named("action_rejected")[-1] == ("There is nothing to undo in this hand.",)


def test_after_undo_the_bots_choose_exactly_as_before(qtbot: Any, make_model: Any) -> None:
    """Bot seeds follow the match, the hand and the move: the same decision again brings the same replies."""
    model = make_model(factory=doubles.random_bots)
    turn = turn_after(qtbot, model, lambda: model.new_match(Rules(), seed=77))
    choice = turn.legal_actions[0]
    turn_after(qtbot, model, lambda: model.act(choice))
    assert model.can_undo
    before = model.saved_match().hands[-1].actions
    turn_after(qtbot, model, model.undo)
    turn_after(qtbot, model, lambda: model.act(choice))
    assert model.saved_match().hands[-1].actions == before


def test_a_hint_suggests_a_legal_choice_with_a_reason(qtbot: Any, make_model: Any) -> None:
    """Hint answers for the human's decision; outside the human's turn it is refused."""
    model = make_model(factory=doubles.first_legal_bots)
    turn = turn_after(qtbot, model, lambda: model.new_match(Rules(), seed=1, first_deal=left_bower_deal()))
    with qtbot.waitSignal(model.hint_ready, timeout=5000) as blocker:
        assert model.request_hint()
    assert blocker.args == [turn.legal_actions[0], "The first choice on the list."]

    model.watch_hand()
    assert not model.request_hint()


def test_a_failing_hint_still_answers(qtbot: Any, make_model: Any) -> None:
    """When the Expert cannot be asked, a by-the-book choice is offered instead."""
    model = make_model(factory=doubles.first_legal_bots, hint=doubles.RaisingBot().choose)
    turn = turn_after(qtbot, model, lambda: model.new_match(Rules(), seed=1, first_deal=left_bower_deal()))
    with qtbot.waitSignal(model.hint_ready, timeout=5000) as blocker:
        model.request_hint()
    action, reason = blocker.args
    assert action in turn.legal_actions and "by the book" in str(reason)


def test_replay_this_deal_deals_the_same_cards(qtbot: Any, make_model: Any) -> None:
    """Replay starts fresh with the same cards and dealer."""
    model = make_model()
    record = Recorder(model)
    turn = turn_after(qtbot, model, lambda: model.new_match(Rules(), seed=31))
    model.act(turn.legal_actions[-1])
    first_id = model.match_id
    turn_after(qtbot, model, model.replay_deal)
    original, replayed = record.told(Dealt)[:2]
    assert (replayed.dealer, replayed.packets, replayed.upcard, replayed.hands[0]) == \
        (original.dealer, original.packets, original.upcard, original.hands[0])
    assert model.match_id != first_id and record.named("match_started")[-1][0].kind == "replay"
    assert replayed.scores == (0, 0)


def test_todays_deal_is_the_same_all_day(qtbot: Any, make_model: Any) -> None:
    """Two players (two models) get the same cards on the same day, and other cards the next day."""
    day = datetime.date(2024, 3, 1)
    dealt = []
    for when in (day, day, day + datetime.timedelta(days=1)):
        model = make_model()
        record = Recorder(model)
        model.play_todays_deal(Rules(), day=when)
        qtbot.waitUntil(lambda record=record: record.count("Dealt") >= 1)
        hand = record.told(Dealt)[0]
        dealt.append((hand.dealer, hand.upcard, hand.hands[0]))
        assert record.named("match_started")[0][0].daily_date == when
    assert dealt[0] == dealt[1] != dealt[2]


def test_a_deal_code_that_cannot_be_read_is_refused(qtbot: Any, make_model: Any) -> None:
    """A pasted code that is not a deal changes nothing and says why."""
    model = make_model()
    record = Recorder(model)
    turn_after(qtbot, model, lambda: model.new_match(Rules(), seed=5))
    match_id = model.match_id
    assert not model.play_deal_code("this is not a deal")
    assert record.named("action_rejected")[-1] == ("That deal code cannot be read.",)
    assert model.match_id == match_id


def test_a_pasted_deal_code_is_played_under_its_own_rules(qtbot: Any, make_model: Any) -> None:
    """The code carries the deal and its rules: a cutthroat deal starts a cutthroat match."""
    hands = (parse_cards("9C TC JC QC KC"), parse_cards("AC 9D TD JD QD"), parse_cards("KD AD 9H TH JH"))
    deal = Deal(1, hands, parse_cards("QH KH AH 9S TS JS QS KS AS"))
    cutthroat = Rules(players=3)
    model = make_model()
    record = Recorder(model)
    turn_after(qtbot, model, lambda: model.new_match(Rules(), seed=5))
    assert model.play_deal_code(encode_deal(deal, cutthroat).lower())
    qtbot.waitUntil(lambda: record.count("Dealt") >= 2)
    dealt = record.told(Dealt)[1]
    assert (dealt.dealer, dealt.upcard, dealt.hands[0]) == (1, Card.parse("QH"), deal.hands[0])
    assert model.rules == cutthroat and record.named("match_started")[-1][0].kind == "code"


def test_deal_details_name_the_seats_and_carry_the_code(qtbot: Any, make_model: Any) -> None:
    """Copy deal details: a text with the deal code that plays the same cards again."""
    model = make_model(factory=doubles.first_legal_bots)
    turn_after(qtbot, model, lambda: model.new_match(Rules(), seed=1, first_deal=left_bower_deal()))
    text = model.deal_details()
    assert f"Euchre Desktop deal {encode_deal(left_bower_deal(), Rules())}" in text
    assert "Gloria" in text and "Hank" in text


def test_watch_a_hand_then_the_seat_comes_back(qtbot: Any, make_model: Any) -> None:
    """Bots play the human's cards to the end of the hand; the next hand is the human's again."""
    model = make_model(factory=doubles.first_legal_bots)
    record = Recorder(model)
    turn_after(qtbot, model, lambda: model.new_match(Rules(), seed=1, first_deal=left_bower_deal()))
    turn_after(qtbot, model, model.watch_hand)
    assert model.saved_match().hands[0].watched
    assert record.count("HandScored") == 1 and not model.watching
    assert any(play.seat == 0 for play in record.told(CardPlayed))


def test_taking_back_the_seat_drops_the_bots_decision(qtbot: Any, make_model: Any) -> None:
    """Take the seat back while a bot is deciding for you: its answer is dropped and the decision is yours."""
    model = make_model(factory=doubles.slow_bots)
    record = Recorder(model)
    turn_after(qtbot, model, lambda: model.new_match(Rules(), seed=1, first_deal=left_bower_deal()))
    model.watch_hand()
    qtbot.waitUntil(lambda: record.named("bot_thinking")[-1] == (0,))
    turn = turn_after(qtbot, model, model.take_back_seat)
    qtbot.wait(600)  # the slow bot has answered by now
    assert turn.phase is Phase.BID_ROUND_1 and model.is_human_turn()
    assert [bid.seat for bid in record.told(BidMade)] == [3]
    assert not model.saved_match().hands[0].watched


def test_undo_while_a_bot_thinks_drops_its_stale_answer(qtbot: Any, make_model: Any) -> None:
    """An answer computed for a position that Undo took away never reaches the table."""
    model = make_model(factory=doubles.slow_bots)
    record = Recorder(model)
    turn_after(qtbot, model, lambda: model.new_match(Rules(), seed=1, first_deal=left_bower_deal()))
    model.bid(Action.pass_())
    qtbot.waitUntil(lambda: record.named("bot_thinking")[-1] == (1,))
    turn = turn_after(qtbot, model, model.undo)
    qtbot.wait(600)
    assert turn.phase is Phase.BID_ROUND_1
    assert [bid.seat for bid in record.told(BidMade)] == [3, 0]
    assert model.saved_match().hands[0].actions == (Action.pass_(),)


@pytest.mark.parametrize("players", [3, 4])
def test_seat_names_follow_the_table_size(qtbot: Any, make_model: Any, players: int) -> None:
    """Cutthroat seats You, Hank and Luis; the partnership game adds Gloria across."""
    model = make_model()
    with qtbot.waitSignal(model.match_started) as blocker:
        model.new_match(Rules(players=players), seed=3)
    expected = ("You", "Hank", "Luis") if players == 3 else ("You", "Hank", "Gloria", "Luis")
    assert blocker.args[0].names == expected
    model.set_autoplay(True)
    with qtbot.waitSignal(model.table_event, timeout=10000,
                          check_params_cb=lambda event: isinstance(event, MatchOver)):
        pass


def test_the_first_black_jack_deals_the_first_hand(qtbot: Any, make_model: Any) -> None:
    """With first black jack, the first hand shows the cards dealt face up until a black jack appears."""
    model = make_model()
    with qtbot.waitSignal(model.table_event,
                          check_params_cb=lambda event: isinstance(event, Dealt)) as blocker:
        model.new_match(Rules(first_dealer=FirstDealer.FIRST_BLACK_JACK), seed=8)
    dealt = blocker.args[0]
    seat, card = dealt.dealer_draw[-1]
    assert card in (Card.parse("JC"), Card.parse("JS")) and seat == dealt.dealer
    assert [s for s, _card in dealt.dealer_draw] == [n % 4 for n in range(len(dealt.dealer_draw))]
    assert not any(c in (Card.parse("JC"), Card.parse("JS")) for _s, c in dealt.dealer_draw[:-1])


def test_a_paused_game_does_nothing_until_unpaused(qtbot: Any, make_model: Any) -> None:
    """Covered by the intermission screen: no event, no bot move; uncovered, the game goes on."""
    model = make_model()
    record = Recorder(model)
    model.set_autoplay(True)
    model.set_paused(True)
    model.new_match(Rules(), seed=8)
    qtbot.wait(100)
    assert record.count("Dealt") == 0 and record.count("CardPlayed") == 0
    with qtbot.waitSignal(model.table_event, timeout=5000,
                          check_params_cb=lambda event: isinstance(event, HandScored)):
        model.set_paused(False)


def test_renaming_the_seats_applies_at_once_and_is_saved(qtbot: Any, make_model: Any) -> None:
    model = make_model()
    turn_after(qtbot, model, lambda: model.new_match(Rules(), seed=8))
    with qtbot.waitSignal(model.names_changed) as blocker:
        model.rename_seats(("Me", "Ann", "Bea", "Cy"))
    assert blocker.args == [("Me", "Ann", "Bea", "Cy")]
    assert model.saved_match().seats.names == ("Me", "Ann", "Bea", "Cy")



def test_taking_back_the_seat_at_a_hand_summary_tells_it_again(qtbot: Any, make_model: Any) -> None:
    """Bots play every seat; the hand's summary is on the table when the player takes the seat back.  The
    table is redrawn from nothing, so the summary must be told again: without it there is no Next hand."""
    model = make_model(factory=doubles.first_legal_bots, headless=False)
    record = Recorder(model)

    def shown(event: object) -> None:  # a table that shows everything at once and keeps the summary up
        if not isinstance(event, HandScored):
            QTimer.singleShot(0, model.animation_done)

    model.table_event.connect(shown)
    model.new_match(Rules(), seed=1, first_deal=left_bower_deal())
    model.set_autoplay(True)
    qtbot.waitUntil(lambda: record.count("HandScored") == 1, timeout=10000)
    model.take_back_seat()
    qtbot.waitUntil(lambda: record.count("HandScored") == 2, timeout=5000)
    assert record.named("position_reset") and not model.watching
