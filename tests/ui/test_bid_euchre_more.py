"""Bid Euchre at the window, the rest: Today's deal, the twin cards, a watched hand, the cover."""

from __future__ import annotations

import datetime

from pytestqt.qtbot import QtBot
from window_helpers import INSTANT

from euchre_desktop.engine.bid import BidRules, Form, daily_bid_deal
from euchre_desktop.model.bid_events import BidTurn
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
