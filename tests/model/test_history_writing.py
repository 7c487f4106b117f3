"""Every hand played is kept in the hand history as it is scored; a hand the computer played is marked."""

from __future__ import annotations

from typing import Any

import doubles
from helpers import left_bower_deal

from euchre_desktop.engine import Rules
from euchre_desktop.engine.bid import BidRules, Form
from euchre_desktop.engine.phrase import phrase
from euchre_desktop.model.table_events import HandScored, MatchOver
from euchre_desktop.persistence.history import HandHistory, HistoryError


def test_hands_played_and_watched_are_kept_once_each(qtbot: Any, make_model: Any) -> None:
    history, _ = HandHistory.open(None)
    model = make_model(factory=doubles.first_legal_bots, history=history)
    scored: list[HandScored] = []
    model.table_event.connect(lambda event: isinstance(event, HandScored) and scored.append(event))
    # The player plays the first hand, and lets the computer play the second.
    model.human_turn.connect(lambda turn: model.watch_hand() if scored else model.act(turn.legal_actions[0]))
    model.new_match(Rules(), seed=1, first_deal=left_bower_deal())
    qtbot.waitUntil(lambda: len(scored) >= 2, timeout=5000)
    entries = sorted(history.entries(), key=lambda entry: entry.hand_index)[:2]
    assert [(entry.match_id, entry.hand_index, entry.watched) for entry in entries] == \
        [(model.match_id, 0, False), (model.match_id, 1, True)]
    kept = history.hand(model.match_id, 0)
    played = model.saved_match().rebuild().completed[0]
    assert kept.deal == left_bower_deal() and kept.history == played.history


def test_a_history_that_cannot_be_written_is_said_once_and_the_game_goes_on(qtbot: Any, make_model: Any,
                                                                            monkeypatch: Any) -> None:
    history, _ = HandHistory.open(None)

    def fail(*_args: object, **_kwargs: object) -> bool:
        raise HistoryError(phrase("the hand history could not be saved: disk full"))

    monkeypatch.setattr(history, "add", fail)
    model = make_model(factory=doubles.first_legal_bots, history=history)
    errors: list[str] = []
    model.error.connect(lambda words: errors.append(str(words)))
    model.set_autoplay(True)
    scored = []
    model.table_event.connect(lambda event: isinstance(event, HandScored) and scored.append(event))
    model.new_match(Rules(), seed=2)
    qtbot.waitUntil(lambda: len(scored) >= 3, timeout=10000)
    assert errors == ["This hand could not be kept in your hand history: the hand history could not be "
                      "saved: disk full."]


def test_bid_euchre_hands_are_kept_with_the_games_name(qtbot: Any, make_model: Any) -> None:
    history, _ = HandHistory.open(None)
    model = make_model(factory=doubles.first_legal_bots, history=history)
    model.set_autoplay(True)
    with qtbot.waitSignal(model.table_event, timeout=20000,
                          check_params_cb=lambda event: isinstance(event, MatchOver)):
        model.new_bid_match(BidRules(form=Form.DOUBLE_6, target=None, fixed_hands=2), seed=3)
    played = model.saved_match().rebuild().completed
    entries = sorted(history.entries(), key=lambda entry: entry.hand_index)
    assert [(entry.game, entry.rules, entry.hand_index) for entry in entries] == \
        [("bid_euchre", "custom", index) for index in range(len(played))]
    assert history.hand(model.match_id, 0).history == played[0].history
