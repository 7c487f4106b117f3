"""A Bid Euchre match behind the table: played by the bots to its end, by the player through the model,
undone, and killed and resumed between any two actions."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from helpers import Recorder

from euchre_desktop.engine.bid import BidMatch, BidPhase, BidRules, Form, encode_bid_deal
from euchre_desktop.model.bid_events import BidDealt, BidHandScored, BidTurn, ContractSettled, TricksTaken
from euchre_desktop.model.players import make_player
from euchre_desktop.model.table_events import MatchOver, TrickWon
from euchre_desktop.persistence.savedmatch import SavedBidMatch, SavedMatchStore, load_saved
from euchre_desktop.persistence.seats import SeatSetup
from euchre_desktop.persistence.statistics import Statistics


def play_to_the_end(qtbot: Any, model: Any, rules: BidRules, seed: int) -> None:
    model.set_autoplay(True)
    with qtbot.waitSignal(model.table_event, timeout=30000,
                          check_params_cb=lambda event: isinstance(event, MatchOver)):
        model.new_bid_match(rules, seed=seed)


def test_the_bots_play_a_single_pack_match_to_its_end_as_the_engine_scores_it(qtbot: Any,
                                                                               make_model: Any) -> None:
    model = make_model()
    recorder = Recorder(model)
    rules = BidRules(target=None, fixed_hands=3)
    play_to_the_end(qtbot, model, rules, seed=11)
    scored = recorder.told(BidHandScored)
    assert scored and model.is_over
    assert scored[-1].summary.scores == tuple(model.scores)
    assert len(recorder.told(BidDealt)) == len(scored)
    # Every played hand: a contract, then its tricks told one by one, summing to the hand's.
    dealt = recorder.told(BidDealt)
    assert all(len(deal.hands[0]) == 6 and deal.hands[1] == (None,) * 6 for deal in dealt)
    assert len(recorder.told(TrickWon)) == len(recorder.told(TricksTaken))
    assert sum(event.summary.outcome.value != "thrown_in" for event in scored) == len(
        recorder.told(ContractSettled))
    assert isinstance(recorder.told(MatchOver)[0].summary.scores, tuple)


def test_the_player_bids_and_plays_through_the_model_and_undo_goes_back(qtbot: Any, make_model: Any) -> None:
    model = make_model()
    recorder = Recorder(model)
    model.new_bid_match(BidRules(form=Form.DOUBLE_4), seed=5)
    qtbot.waitUntil(lambda: model.is_human_turn(), timeout=10000)
    turn = recorder.named("human_turn")[-1][0]
    assert isinstance(turn, BidTurn) and turn.phase is BidPhase.BIDDING and len(turn.hand) == 12
    before = len(model.saved_match().hands[-1].actions)
    assert model.act(turn.legal_actions[0])
    qtbot.waitUntil(lambda: model.is_human_turn() or model.rules is None, timeout=10000)
    assert model.can_undo and model.undo()
    assert len(model.saved_match().hands[-1].actions) == before
    played = 0
    while played < 30 and not recorder.told(BidHandScored):
        qtbot.waitUntil(lambda: model.is_human_turn() or bool(recorder.told(BidHandScored)), timeout=10000)
        if recorder.told(BidHandScored):
            break
        view = model.snapshot().view
        if view.phase is BidPhase.PLAY:
            assert model.play(view.legal_actions[-1].card)
        else:
            assert model.act(view.legal_actions[-1])
        played += 1
    assert played >= 12  # the player bid (or passed), then played twelve cards, or the moon was theirs


def test_a_kill_between_any_two_actions_resumes_the_same_bid_match(qtbot: Any, make_model: Any,
                                                                   tmp_path: Path) -> None:
    versions: list[bytes] = []

    class Keeping(SavedMatchStore):
        def save(self, saved: Any) -> None:
            super().save(saved)
            versions.append(self.path.read_bytes())

    store = Keeping(tmp_path / "saved.json")
    model = make_model(store=store)
    play_to_the_end(qtbot, model, BidRules(target=None, fixed_hands=2, partners_best=1), seed=3)
    final = model.saved_match()
    assert isinstance(final, SavedBidMatch) and not store.path.exists()
    for data in versions[::7]:
        saved = load_saved(data)
        assert isinstance(saved, SavedBidMatch) and saved.rules == final.rules
        assert [hand.actions for hand in saved.hands] == [
            hand.actions[:len(kept.actions)] for hand, kept in zip(final.hands, saved.hands, strict=False)]
    resumed = make_model(store=SavedMatchStore(tmp_path / "again.json"))
    resumed.store.save(load_saved(versions[len(versions) // 2]))
    assert resumed.resume()
    resumed.set_autoplay(True)
    qtbot.waitUntil(lambda: resumed.is_over, timeout=30000)
    assert resumed.scores == model.scores


def test_a_match_opening_with_a_given_deal_is_saved_and_rebuilt_with_it() -> None:
    given = BidMatch(BidRules(), seed=1).hand.deal
    match = BidMatch(BidRules(), seed=9, first_deal=given)
    for action in match.hand.legal_actions()[-1:] * 4:
        match.apply(action if action in match.hand.legal_actions() else match.hand.legal_actions()[0])
    saved = SavedBidMatch.of(match, match_id="x", seats=SeatSetup())
    loaded = load_saved(saved.to_json())
    assert loaded == saved and isinstance(loaded, SavedBidMatch)
    assert loaded.rebuild().hand.deal == given != BidMatch(BidRules(), seed=9).hand.deal
    assert loaded.rebuild().hand.history == match.hand.history


def test_replay_this_deal_and_copy_deal_details_in_a_bid_match(qtbot: Any, make_model: Any) -> None:
    model = make_model()
    model.new_bid_match(BidRules(), seed=21)
    dealt = model.snapshot().view.hand
    assert model.deal_details().startswith("Euchre Desktop Bid Euchre deal ")
    assert model.replay_deal()
    assert model.saved_match().kind == "replay" and isinstance(model.saved_match(), SavedBidMatch)
    assert model.snapshot().view.hand == dealt


def test_the_real_players_in_their_worker_process_play_bid_euchre(qtbot: Any, make_model: Any) -> None:
    model = make_model(factory=make_player, process=True, fallback=make_player)
    recorder = Recorder(model)
    play_to_the_end(qtbot, model, BidRules(target=None, fixed_hands=1), seed=8)
    assert recorder.count("bot_fallback") == 0, "every decision was the bots' own"
    assert len(recorder.told(BidHandScored)) >= 1


def test_a_bid_euchre_match_goes_to_its_own_record_and_leaves_euchre_s_alone(
        qtbot: Any, make_model: Any, tmp_path: Path) -> None:
    statistics, problem = Statistics.open(tmp_path / "statistics.sqlite3")
    assert problem is None
    model = make_model(statistics=statistics)
    play_to_the_end(qtbot, model, BidRules(target=None, fixed_hands=2), seed=4)
    assert statistics.match_game(model.match_id) == "bid_euchre"
    assert statistics.hands_recorded(model.match_id) >= 2
    assert statistics.bid_summary().hands_watched >= 2, "the computer played every seat"
    assert statistics.recent_matches(game="bid_euchre") and not statistics.recent_matches()
    assert statistics.summary().hands == 0
    statistics.close()


def test_a_bid_euchre_deal_code_plays_that_deal(qtbot: Any, make_model: Any) -> None:
    from euchre_desktop.ui.questions import deal_code_problem

    given = BidMatch(BidRules(form=Form.DOUBLE_4), seed=2).hand.deal
    code = encode_bid_deal(given, BidRules(form=Form.DOUBLE_4))
    assert deal_code_problem(code) is None and deal_code_problem(code[:-1] + "0") is not None
    model = make_model()
    assert model.play_deal_code(code.lower())
    saved = model.saved_match()
    assert isinstance(saved, SavedBidMatch) and saved.kind == "code" and saved.hands[0].deal == given
    assert not model.play_deal_code("BE1-nonsense")


def test_claiming_the_rest_is_refused_in_plain_words(qtbot: Any, make_model: Any) -> None:
    model = make_model()
    refusals: list[str] = []
    model.action_rejected.connect(refusals.append)
    model.new_bid_match(BidRules(), seed=4)
    while not (model.is_human_turn() and model.snapshot().view.phase is BidPhase.PLAY):
        qtbot.waitUntil(model.is_human_turn, timeout=10000)
        if model.snapshot().view.phase is not BidPhase.PLAY:
            model.act(model.snapshot().view.legal_actions[0])
    assert not model.claim()
    assert refusals == ["In Bid Euchre every card is played out: there is no claiming the rest."]
    assert model.is_human_turn(), "the hand goes on"
