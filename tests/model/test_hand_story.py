"""``GameModel.hand_story``: the hand so far, told again exactly as the table heard it live."""

from __future__ import annotations

from typing import Any

import fake_bots
from helpers import Recorder, left_bower_deal

from euchre_desktop.engine import Action, Rules, Suit

PACED = ("hand_dealt", "bid_made", "trump_named", "dealer_picked_up", "card_discarded", "card_given",
         "card_played", "trick_won")


def test_the_story_repeats_the_paced_signals_of_the_hand(qtbot: Any, make_model: Any) -> None:
    model = make_model(factory=fake_bots.first_legal_bots)
    record = Recorder(model)
    with qtbot.waitSignal(model.human_turn, timeout=5000):
        model.new_match(Rules(), seed=1, first_deal=left_bower_deal())
    with qtbot.waitSignal(model.human_turn, timeout=5000):
        model.bid(Action.pass_())
    with qtbot.waitSignal(model.human_turn, timeout=5000):
        model.bid(Action.call(Suit.HEARTS))
    told = [(name, args) for name, args in record.events if name in PACED]
    story = model.hand_story()
    assert [name for name, _ in story] == [name for name, _ in told]
    assert story[1:] == tuple(told[1:])
    dealt = story[0][1][0]
    assert dealt.your_cards == left_bower_deal().hands[0] and dealt.dealer_draw == ()
    assert ("card_played", (3, left_bower_deal().hands[3][0])) in story, "Luis's lead is part of the story"
    assert model.hand_story() == story, "telling the story changes nothing"


def test_the_story_of_a_finished_hand_ends_with_its_last_trick(qtbot: Any, make_model: Any) -> None:
    """A hand that has ended (the summary showing) can be told again: taking back the seat or resuming
    there redraws the table from it."""
    model = make_model(factory=fake_bots.first_legal_bots)
    model.set_autoplay(True)
    with qtbot.waitSignal(model.hand_scored, timeout=5000):
        model.new_match(Rules(), seed=1)
    model.set_paused(True)
    story = model.hand_story()
    assert [name for name, _ in story].count("trick_won") == 5
    assert story[-1][0] == "trick_won" and "hand_scored" not in [name for name, _ in story]
