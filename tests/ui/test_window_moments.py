"""The moments and the guard rails of the whole window: a lone march ends in fireworks before the summary,
a euchre shakes the makers' plates, nobody is shown thinking once their bid or card is down, round one's bids
go with the upcard, leaving a match in progress is asked first (and only then), and the window wears the
game's icon."""

from __future__ import annotations

import random
import time
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot
from window_helpers import (
    INSTANT,
    FirstLegalBot,
    click_card,
    key,
    pass_into_the_match,
    play_a_short_match_to_its_end,
    random_bots,
    start_match,
    wait_for_turn,
)

from euchre_desktop.engine import Action, Deal, Phase, PlayerView, Rules, encode_deal, parse_cards
from euchre_desktop.engine.bid import BidPhase, BidRules, BidView, Form
from euchre_desktop.ui.icons import APP_ICON_SIZES
from euchre_desktop.ui.main_window import MainWindow
from euchre_desktop.ui.status import thinking_text
from euchre_desktop.ui.table.animation import Durations
from euchre_desktop.ui.table.effects import EUCHRE_GLOW, MARCH_GLOW

QUICK = Durations(speed=Durations.MAX_SPEED)
LIVELY = Durations(speed=6.0)
"""Quick, but slow enough for a test to see the moments move."""

# Luis deals the Q♠ and you, first to speak, hold a lone march in spades.
LONER = Deal(3, (parse_cards("JS JC AS KS AH"), parse_cards("9C TC QC KC 9D"),
                 parse_cards("TD JD QD KD AD"), parse_cards("9H TH JH QH KH")), parse_cards("QS 9S TS AC"))
# Gloria deals the J♥ and everyone passes it; you call clubs, but Hank holds the five best clubs.
EUCHRED = Deal(2, (parse_cards("9C TC 9D TD 9H"), parse_cards("JC JS AC KC QC"),
                   parse_cards("JD TH QH 9S TS"), parse_cards("AD KD QD AH KH")), parse_cards("JH QS KS AS"))


def play_out(qtbot: QtBot, window: MainWindow, watch: Any = None) -> None:
    """Click your first playable card at every turn until the hand's summary shows, the last trick (and
    what follows it) at a pace a test can watch; ``watch()`` is called every few milliseconds meanwhile."""
    while not window.summary.isVisible():
        turn = window.controller.turn
        if turn is not None and turn.phase is Phase.PLAY:
            if len(turn.hand) == 1:
                window.controller.set_durations(LIVELY)
            click_card(window, turn.playable[0])
        if watch is not None:
            watch()
        qtbot.wait(5)


def test_a_lone_march_ends_in_fireworks_then_the_summary(qtbot: QtBot, make_window: Any) -> None:
    window = make_window(durations=QUICK)
    start_match(qtbot, window, LONER, seed=4)
    key(window, Qt.Key.Key_2)
    wait_for_turn(qtbot, window, Phase.PLAY)
    scene = window.scene
    assert scene.plate(2).sitting_out and scene.plate(2).withdrawal == 1.0, "Gloria has bowed out"
    assert len(scene.bower_items()) == 2
    seen: list[tuple[int, bool]] = []
    play_out(qtbot, window, lambda: seen.append((len(scene.effects()), window.summary.isVisible())))
    assert (1, False) in seen, "fireworks went up before the summary"
    assert (1, True) not in seen, "and were over before it showed"
    assert scene.effects() == []
    assert scene.glowing_seats() == [0, 2] and scene.plate(0).glow == MARCH_GLOW
    assert window.summary.isVisible()
    # The table lent to a review and given back: the hand is told again, without its fireworks.
    window.hide_summary()
    window.model.redraw()
    effects: list[int] = []
    qtbot.waitUntil(lambda: effects.append(len(scene.effects())) or window.summary.isVisible(), timeout=5000)
    assert effects and max(effects) == 0, "no fireworks when the hand is told again"
    assert scene.glowing_seats() == [0, 2] and scene.plate(0).glow == MARCH_GLOW, "but the march's glow"


def test_nobody_is_outlined_while_a_trick_is_read_and_gathered(qtbot: QtBot, make_window: Any) -> None:
    window = make_window(durations=LIVELY)
    start_match(qtbot, window, LONER, seed=4)
    key(window, Qt.Key.Key_2)
    wait_for_turn(qtbot, window, Phase.PLAY)
    plates = [window.scene.plate(seat) for seat in range(4)]
    outlined_at_a_trick: list[list[int]] = []

    def look() -> None:
        if window.status.standing_text.endswith(("take the trick.", "takes the trick.")):
            outlined_at_a_trick.append([seat for seat, plate in enumerate(plates) if plate.active])

    play_out(qtbot, window, look)
    assert outlined_at_a_trick, "the tricks were seen being gathered"
    assert all(outlined == [] for outlined in outlined_at_a_trick)


class SlowLuis(FirstLegalBot):
    """Passes whenever it may, as ``FirstLegalBot``; Luis, in the last seat, takes his time over a bid."""

    def choose(self, view: PlayerView | BidView, rng: random.Random) -> Action:
        """The first legal action, after a while for Luis's bid."""
        last = view.rules.seats if isinstance(view, BidView) else view.rules.players
        if view.seat == last - 1 and view.phase in (Phase.BID_ROUND_1, BidPhase.BIDDING):
            time.sleep(0.8)
        return super().choose(view, rng)  # type: ignore[arg-type]


@pytest.mark.parametrize("game", ["euchre", "bid_euchre"])
def test_nobody_is_thinking_once_their_bid_or_card_is_down(qtbot: QtBot, make_window: Any, game: str) -> None:
    """Once a player's bid or card shows, the ring leaves them and the status line says what they did; Luis,
    slow to bid, is ringed and "thinking" before his bubble; and the status line is never blank meanwhile."""
    window = make_window(factory=lambda level: SlowLuis(), durations=LIVELY)
    if game == "euchre":
        window.model.new_match(Rules(), seed=5, first_deal=EUCHRED)  # Luis speaks first, then you
    else:
        window.bid_euchre.new_match(BidRules(form=Form.DOUBLE_6, target=None, fixed_hands=1))  # Hank first
    scene, controller = window.scene, window.controller
    qtbot.waitUntil(lambda: window.status.text() == "Dealing…")
    seen: list[tuple[str, set[int], set[int]]] = []  # the status line, who is ringed, whose bid or card shows
    answered = None
    piles, deadline = scene.piles, time.monotonic() + 20
    while len(piles.won_by(0).cards) + len(piles.won_by(1).cards) < 2:  # up to the second trick taken
        assert time.monotonic() < deadline, "two tricks in 20 s"
        turn = controller.turn
        if turn is not None and turn is not answered:  # the last bid offered, or the first card allowed
            answered = turn
            cards = [action.card for action in turn.legal_actions if action.card is not None]
            if cards:
                controller.card_clicked(cards[0])
            else:
                controller.choose(turn.legal_actions[-1])
        bids = {seat for seat, text in enumerate(scene.bubble_texts()) if text}
        cards_down = {seat for seat, _item in scene.piles.trick.plays}
        ringed = {seat for seat in range(scene.players) if scene.plate(seat).active}
        seen.append((window.status.text(), ringed, bids | cards_down))
        qtbot.wait(4)
    names, luis = controller.names, scene.players - 1
    for text, ringed, acting in seen:
        assert not ringed & acting, f"ringed with their bid or card down: {text!r}"
        assert all(text != thinking_text(names[seat]) for seat in acting), f"{text!r}, but it is down"
        assert text, "a blank status line"
    said = {text for text, _ringed, _acting in seen}
    # The others' moves are there as soon as asked for: they never blink on as thinking between two moves.
    assert {text for text in said if text.endswith(" is thinking…")} == {"Luis is thinking…"}
    assert any(text == "Luis is thinking…" and ringed == {luis} and luis not in acting
               for text, ringed, acting in seen), "ringed before his bubble"
    assert "Luis: Pass." in said
    assert any(text.startswith("You: ") for text in said) and any(" plays the " in text for text in said)


def test_round_ones_bids_come_off_when_the_upcard_is_turned_down(qtbot: QtBot, make_window: Any) -> None:
    window = make_window(durations=QUICK)
    start_match(qtbot, window, EUCHRED, seed=5)
    key(window, Qt.Key.Key_0)  # Hank and Gloria pass too; in round two, Luis passes first
    wait_for_turn(qtbot, window, Phase.BID_ROUND_2)
    assert window.scene.bubble_texts() == [None, None, None, "Pass"], "only Luis has spoken in round two"


def test_a_euchre_shakes_the_makers_plates(qtbot: QtBot, make_window: Any) -> None:
    window = make_window(durations=QUICK)
    start_match(qtbot, window, EUCHRED, seed=5)
    key(window, Qt.Key.Key_0)
    wait_for_turn(qtbot, window, Phase.BID_ROUND_2)
    key(window, Qt.Key.Key_1)
    plate = window.scene.plate(2)
    swings: list[float] = []
    play_out(qtbot, window, lambda: swings.append(abs(plate.transform().dx())))
    assert max(swings) > 0.1, "your partner's plate shook"  # at rest it is 0.0; a busy machine samples few
    assert window.scene.glowing_seats() == [0, 2] and plate.glow == EUCHRE_GLOW
    assert plate.transform().isIdentity()


def answer(qtbot: QtBot, window: MainWindow, role: QMessageBox.ButtonRole) -> None:
    """Click the leave box's button with ``role``; the window has the keys again."""
    box = window.leave_box
    assert box is not None and box.isVisible()
    next(button for button in box.buttons() if box.buttonRole(button) is role).click()
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)


def test_new_match_asks_first_only_once_the_match_is_under_way(qtbot: QtBot, make_window: Any) -> None:
    window = make_window()
    start_match(qtbot, window, LONER, seed=4)
    assert not window.match_in_progress(), "dealt, but nobody has said a word"
    first = window.model.match_id
    key(window, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    assert window.leave_box is None
    qtbot.waitUntil(lambda: window.model.match_id != first)

    wait_for_turn(qtbot, window, Phase.BID_ROUND_1)
    second = pass_into_the_match(qtbot, window)
    key(window, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    box = window.leave_box
    assert box is not None and box.isVisible() and box.windowModality() is Qt.WindowModality.WindowModal
    said = box.text().replace("\N{NO-BREAK SPACE}", " ")
    assert "ends the match in progress (You & Gloria 0, Hank & Luis 0)" in said
    key(window, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    assert window.leave_box is box, "asked once, not twice"
    answer(qtbot, window, QMessageBox.ButtonRole.RejectRole)
    qtbot.wait(50)
    assert window.model.match_id == second, "kept playing"

    key(window, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    answer(qtbot, window, QMessageBox.ButtonRole.AcceptRole)
    qtbot.waitUntil(lambda: window.model.match_id != second)


def test_a_deal_code_asks_first_but_a_bad_one_never_does(qtbot: QtBot, make_window: Any) -> None:
    window = make_window()
    start_match(qtbot, window, LONER, seed=4)
    match_id = pass_into_the_match(qtbot, window)
    window.ask_for_deal_code()
    dialog = window.deal_code_dialog
    assert dialog is not None
    dialog.setTextValue("not a deal code")
    dialog.accept()
    assert window.leave_box is None, "nothing to leave for"
    box = window.message_box
    assert box is not None and "is not a deal code" in box.text()
    box.accept()
    window.ask_for_deal_code()
    dialog = window.deal_code_dialog
    dialog.setTextValue(encode_deal(LONER, Rules()))
    dialog.accept()
    assert window.model.match_id == match_id, "not before the answer"
    answer(qtbot, window, QMessageBox.ButtonRole.AcceptRole)
    qtbot.waitUntil(lambda: window.model.match_id != match_id)
    assert window.windowTitle().startswith("A deal from a code")


def test_after_the_match_is_over_a_new_one_starts_at_once(qtbot: QtBot, make_window: Any) -> None:
    window = make_window(factory=random_bots, durations=INSTANT)
    play_a_short_match_to_its_end(qtbot, window)
    assert not window.match_in_progress()
    finished = window.model.match_id
    key(window, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    assert window.leave_box is None
    qtbot.waitUntil(lambda: window.model.match_id != finished)


def test_the_window_wears_the_games_icon(make_window: Any) -> None:
    window = make_window()
    sizes = {size.width() for size in window.windowIcon().availableSizes()}
    assert sizes == set(APP_ICON_SIZES)


def test_show_all_hands_hides_the_table_behind_it(qtbot: QtBot, make_window: Any) -> None:
    """The summary with every hand shown is a solid panel: no plate, bubble or card shows through it."""
    window = make_window(durations=QUICK)
    start_match(qtbot, window, LONER, seed=4)
    key(window, Qt.Key.Key_2)
    play_out(qtbot, window)
    window.summary.show_hands_button.click()
    qtbot.wait(20)
    viewport = window.view.viewport()
    # The panel's inside, clear of its rounded corners and gold edge.
    inside = window.summary.geometry().adjusted(20, 20, -20, -20)
    assert inside.width() > 200 and inside.height() > 200
    with_table = viewport.grab(inside).toImage()
    for item in window.scene.items():
        item.setVisible(False)
    qtbot.wait(20)
    bare_cloth = viewport.grab(inside).toImage()
    assert with_table == bare_cloth, "the table shows through the summary"
