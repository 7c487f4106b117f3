"""``GameModel.hand_story``: the hand so far, told again exactly as the table heard it live."""

from __future__ import annotations

import dataclasses
from typing import Any

import doubles
from helpers import Recorder, left_bower_deal

from euchre_desktop.engine import Action, HandOutcome, Rules, Suit
from euchre_desktop.model.table_events import CardPlayed, Dealt, HandScored, TrickWon, UpcardTurnedDown
from euchre_desktop.model.telling import sounds_for

TABLE_EVENTS = {"Dealt", "BidMade", "UpcardTurnedDown", "TrumpNamed", "SatOut", "DealerPickedUp",
                "CardBuried", "CardGiven", "KittyExchanged", "PlayStarted", "CardPlayed", "TrickWon",
                "RenegeFound"}


def test_the_story_repeats_the_table_events_of_the_hand(qtbot: Any, make_model: Any) -> None:
    model = make_model(factory=doubles.first_legal_bots)
    record = Recorder(model)
    with qtbot.waitSignal(model.human_turn, timeout=5000):
        model.new_match(Rules(), seed=1, first_deal=left_bower_deal())
    with qtbot.waitSignal(model.human_turn, timeout=5000):
        model.bid(Action.pass_())
    with qtbot.waitSignal(model.human_turn, timeout=5000):
        model.bid(Action.call(Suit.HEARTS))
    told = [args[0] for name, args in record.events if name in TABLE_EVENTS]
    story = model.hand_story()
    assert story == tuple(told)
    dealt = story[0]
    assert isinstance(dealt, Dealt)
    assert dealt.hands[0] == left_bower_deal().hands[0] and dealt.dealer_draw == ()
    assert all(cards == (None,) * 5 for cards in dealt.hands[1:]), "nobody else's cards are told"
    assert UpcardTurnedDown(left_bower_deal().upcard) in story, "the upcard went down when everyone passed"
    assert CardPlayed(3, left_bower_deal().hands[3][0]) in story, "Luis's lead is part of the story"
    assert model.hand_story() == story, "telling the story changes nothing"


def test_the_story_of_a_finished_hand_ends_with_its_last_trick(qtbot: Any, make_model: Any) -> None:
    """A hand that has ended (the summary showing) can be told again: taking back the seat or resuming
    there redraws the table from it."""
    model = make_model(factory=doubles.first_legal_bots)
    model.set_autoplay(True)
    with qtbot.waitSignal(model.table_event, timeout=5000,
                          check_params_cb=lambda event: isinstance(event, HandScored)):
        model.new_match(Rules(), seed=1)
    model.set_paused(True)
    story = model.hand_story()
    assert sum(isinstance(event, TrickWon) for event in story) == 5
    assert isinstance(story[-1], TrickWon) and not any(isinstance(event, HandScored) for event in story)


def test_a_finished_hand_drawn_again_is_told_as_told_before(qtbot: Any, make_model: Any) -> None:
    """The table given back (after a review, the worked hand): the hand's score is told again, marked so
    that the table shows no celebration and plays no sound for it a second time."""
    model = make_model(factory=doubles.first_legal_bots)
    model.set_autoplay(True)
    with qtbot.waitSignal(model.table_event, timeout=5000,
                          check_params_cb=lambda event: isinstance(event, HandScored)):
        model.new_match(Rules(), seed=1)
    model.set_autoplay(False)  # the player takes the seat back: no hand plays on by itself
    record = Recorder(model)
    model.redraw()
    qtbot.waitUntil(lambda: bool(record.told(HandScored)), timeout=5000)
    told = record.told(HandScored)[0]
    assert told.again
    march = dataclasses.replace(told.summary, outcome=HandOutcome.MARCH)
    assert sounds_for(dataclasses.replace(told, summary=march, again=False)) == ("march",)
    assert sounds_for(dataclasses.replace(told, summary=march)) == ()
