"""Start-up as the application does it (``launch.start_game``, through the ``launch`` fixture of
``tests/conftest.py``): a saved match is put on the table, held still, behind the offer to resume it, so
what the table shows is what the question names."""

from __future__ import annotations

import random
from collections.abc import Callable

from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from euchre_desktop.engine import Match, Rules
from euchre_desktop.engine.bid import BidMatch, BidRules
from euchre_desktop.model.bid_events import BidTurn
from euchre_desktop.persistence.paths import saved_match_path, settings_path
from euchre_desktop.persistence.savedmatch import SavedBidMatch, SavedMatch, SavedMatchStore
from euchre_desktop.persistence.seats import SeatSetup
from euchre_desktop.persistence.settings import Settings
from euchre_desktop.ui.main_window import MainWindow

SAVED_ID = "the-saved-match"


def save_a_match_with_points() -> Match:
    """What an earlier session left: the rules summary seen, and a match in its second hand with points
    on the board, saved where the game looks for it."""
    Settings(settings_path()).update({"general.first_run_done": True, "table.speed": "fast"})
    match = Match(Rules(), 11)
    choose = random.Random(3).choice
    while not match.hand_over or match.scores == [0, 0]:
        if match.hand_over:
            match.deal_next()
        match.apply(choose(match.hand.legal_actions()))
    match.deal_next()
    SavedMatchStore(saved_match_path()).save(SavedMatch.of(match, match_id=SAVED_ID, seats=SeatSetup()))
    return match


def resume_question(window: MainWindow) -> QMessageBox:
    box = window.resume_box
    assert isinstance(box, QMessageBox) and box.isVisible()
    return box


def test_the_table_behind_the_offer_to_resume_shows_the_saved_match_held_still(
        qtbot: QtBot, launch: Callable[[], MainWindow]) -> None:
    match = save_a_match_with_points()
    ours, theirs = match.scores
    window = launch()
    box = resume_question(window)
    assert f"You & Gloria {ours}, Hank & Luis {theirs}" in box.text().replace("\N{NO-BREAK SPACE}", " ")
    scene = window.scene
    qtbot.waitUntil(lambda: scene.score_panel.scores == (ours, theirs), timeout=3000)
    shown = sorted(scene.piles.hand(0).known)
    assert shown == sorted(match.hand.hand(0)), "the saved hand, not another"
    with qtbot.assertNotEmitted(window.model.bot_thinking, wait=300):
        pass  # no computer player is asked while the question is open
    assert window.controller.turn is None and not window.model.is_human_turn()
    assert window.model.saved_match().hands[-1].actions == (), "nothing played behind the question"

    box.defaultButton().click()
    qtbot.waitUntil(lambda: window.controller.turn is not None, timeout=15000)
    assert window.model.match_id == SAVED_ID and window.model.scores == (ours, theirs)


def test_new_match_at_the_offer_to_resume_starts_from_nothing(
        qtbot: QtBot, launch: Callable[[], MainWindow]) -> None:
    save_a_match_with_points()
    window = launch()
    box = resume_question(window)
    new_match = next(button for button in box.buttons() if button.text() == "New match")
    new_match.click()
    # The player's first bid, or (now and then) the summary of a first hand their partner played alone.
    qtbot.waitUntil(lambda: window.controller.turn is not None or window.summary.isVisible(), timeout=15000)
    assert window.model.match_id != SAVED_ID
    assert len(window.model.saved_match().hands) == 1, "the new match's first hand, not the saved one's"
    if window.controller.turn is not None:
        assert window.model.scores == (0, 0) and window.scene.score_panel.scores == (0, 0)


def test_a_saved_bid_euchre_match_is_offered_and_resumed_at_launch(
        qtbot: QtBot, launch: Callable[[], MainWindow]) -> None:
    Settings(settings_path()).update({"general.first_run_done": True})
    match = BidMatch(BidRules(), 5)
    for _ in range(9):
        match.apply(match.hand.legal_actions()[-1])
    SavedMatchStore(saved_match_path()).save(SavedBidMatch.of(match, match_id=SAVED_ID, seats=SeatSetup()))
    window = launch()
    resume_question(window).defaultButton().click()
    qtbot.waitUntil(lambda: isinstance(window.controller.turn, BidTurn), timeout=15000)
    assert window.model.match_id == SAVED_ID
    assert window.model.saved_match().hands[-1].actions[:9] == tuple(a for _s, a in match.hand.history)
    assert sorted(window.scene.piles.hand(0).known) == sorted(window.model.snapshot().view.hand)


def test_the_command_line_s_bid_euchre_starts_a_match_of_it(qtbot: QtBot, launch: Callable[..., MainWindow]
                                                           ) -> None:
    Settings(settings_path()).update({"general.first_run_done": True})
    window = launch(bid_form="single_4")
    qtbot.waitUntil(lambda: isinstance(window.controller.turn, BidTurn), timeout=15000)
    assert isinstance(window.model.saved_match(), SavedBidMatch)
    assert len(window.scene.piles.hand(0).cards) == 6
