"""Bid Euchre at the window, the rest: Today's deal, the twin cards, a watched hand, the cover."""

from __future__ import annotations

import datetime

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot
from window_helpers import INSTANT, key

from euchre_desktop.engine import Suit, parse_cards
from euchre_desktop.engine.bid import BidDeal, BidPhase, BidRules, Form, daily_bid_deal, encode_bid_deal, pack
from euchre_desktop.model.bid_events import BidTurn
from euchre_desktop.model.table_events import CardPlayed
from euchre_desktop.persistence.settings import Settings
from euchre_desktop.ui.main_window import MainWindow


def test_todays_deal_deals_the_days_bid_euchre_cards_when_bid_euchre_is_chosen(qtbot: QtBot,
                                                                               make_window: object) -> None:
    window: MainWindow = make_window(durations=INSTANT)  # type: ignore[operator]
    window.settings.set("game.game", "bid_euchre")
    window.settings.set_bid_rules(BidRules(form=Form.DOUBLE_6))
    window.todays_deal_action.trigger()
    qtbot.waitUntil(lambda: isinstance(window.controller.turn, BidTurn), timeout=10000)
    saved = window.model.saved_match()
    assert saved.kind == "daily" and saved.rules == BidRules(form=Form.DOUBLE_6)
    assert saved.daily_date is not None
    deal = daily_bid_deal(saved.daily_date, BidRules(form=Form.DOUBLE_6))
    view = window.model.snapshot().view
    assert (view.dealer, tuple(sorted(view.hand))) == (deal.dealer, deal.hands[0])
    assert window.windowTitle().startswith("Today's deal") and window.scene.players == 6
    assert saved.daily_date == datetime.date.today()


def twins_deal() -> BidDeal:
    """A double pack dealt so that the player holds every spade twice (and leads: seat 3 deals)."""
    spades = parse_cards("9S 9S TS TS JS JS QS QS KS KS AS AS")
    others = sorted(card for card in pack(TWO_PACKS) if card.suit is not Suit.SPADES)
    return BidDeal(3, (tuple(sorted(spades)), *(tuple(others[12 * i:12 * i + 12]) for i in range(3))))


TWO_PACKS = BidRules(form=Form.DOUBLE_4, target=None, fixed_hands=1)


def test_of_two_identical_cards_only_the_one_chosen_lifts(qtbot: QtBot, make_window: object) -> None:
    window: MainWindow = make_window(durations=INSTANT)  # type: ignore[operator]
    controller = window.controller
    controller.set_tap_twice(True)
    assert window.model.play_deal_code(encode_bid_deal(twins_deal(), TWO_PACKS))
    while not (isinstance(turn := controller.turn, BidTurn) and turn.phase is BidPhase.PLAY):
        qtbot.waitUntil(lambda: isinstance(controller.turn, BidTurn), timeout=10000)
        turn = controller.turn
        assert isinstance(turn, BidTurn)
        if turn.phase is BidPhase.BIDDING:
            window.model.act(turn.legal_actions[-1])
            qtbot.waitUntil(lambda asked=turn: controller.turn is not asked, timeout=5000)
    items = window.scene.piles.hand(0).items

    def lifted() -> list[int]:
        return [index for index, item in enumerate(items) if item.lifted]

    # The arrows step through the hand one card at a time, twins included, and lift only that one.
    controller.move_selection(1)
    start = lifted()
    assert len(start) == 1
    for step in range(1, 4):
        controller.move_selection(1)
        assert lifted() == [(start[0] + step) % len(items)]
    # A click on a card's twin chooses that twin (it lifts alone), and does not play it yet.
    first, second = (item for item in items if item.card == items[lifted()[0]].card)
    for item in (first, second):
        item.clicked.emit(item.card)
        assert [items[index] for index in lifted()] == [item]
    assert controller.turn is not None, "the second copy was chosen, not played"


def test_a_watched_bid_hand_plays_to_its_end_with_its_sounds_and_the_cover_holds_it(
        qtbot: QtBot, make_window: object) -> None:
    window: MainWindow = make_window(  # type: ignore[operator]
        durations=INSTANT, settings=Settings(values={"intermission.full_screen": False}))
    controller, panel, cover = window.controller, window.bid_euchre.panel, window.intermission
    sounds: list[str] = []
    window.model.sound_requested.connect(sounds.append)  # the sound board refuses a name it lacks
    played: list[object] = []
    window.model.table_event.connect(lambda event: isinstance(event, CardPlayed) and played.append(event))
    window.bid_euchre.new_match(BidRules(form=Form.DOUBLE_6, target=None, fixed_hands=1))  # type: ignore[arg-type]
    qtbot.waitUntil(lambda: isinstance(controller.turn, BidTurn), timeout=10000)
    turn = controller.turn
    # The cover during the player's bid: the table and its bid panel go, and come back as they were.
    cover.action.trigger()
    assert cover.is_covered and window.stack.currentWidget() is not window.view and not panel.isVisible()
    cover.action.trigger()
    assert window.stack.currentWidget() is window.view and panel.isVisible() and controller.turn is turn
    # Watch the hand: the computer bids and plays for the player; the cover holds it still meanwhile.
    key(window, Qt.Key.Key_W)
    assert window.model.watching and controller.turn is None and not panel.isVisible()
    qtbot.waitUntil(lambda: len(played) >= 3, timeout=10000)
    cover.action.trigger()
    held = len(played)
    qtbot.wait(300)
    assert len(played) <= held + 1, "at most the card already on its way"
    cover.action.trigger()
    qtbot.waitUntil(window.summary.isVisible, timeout=20000)
    assert len(played) == 8 * 6 - 8 * len(window.model.snapshot().view.sitting_out)
    assert {"shuffle", "card", "trick"} <= set(sounds)
    # The headline names the bidders' side of three as a side, whichever side won the bid.
    shown = window.summary.title.text()
    assert "Thrown in" in shown or shown.endswith(("your side", "the other side"))
