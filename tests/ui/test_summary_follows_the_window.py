"""The hand's summary, and the match's result after it, follow the window when it is resized while they show:
laid out again (words, the hands' cards, size, place) as they are when they first appear at that size, with
the hands shown and hidden, in Euchre at four and three seats and Bid Euchre at four and six."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QRect, QSize
from pytestqt.qtbot import QtBot
from window_helpers import INSTANT

from euchre_desktop.engine import Rules
from euchre_desktop.engine.bid import BidRules, Form
from euchre_desktop.ui.main_window import MainWindow

SIZES = ((960, 640), (1600, 1000), (1280, 800))
"""Smaller and larger than the window the hand ends in, and back to it."""

Looks = tuple[QRect, int, int, QSize]
"""The panel's geometry, its title's and its buttons' words (in pixels) and the hands' size."""


def looks(window: MainWindow) -> Looks:
    """How the summary is laid out now."""
    summary = window.summary
    return (summary.geometry(), summary.title.font().pixelSize(), summary.next_button.font().pixelSize(),
            summary.deal_view.sizeHint())


def looks_afresh(window: MainWindow) -> Looks:
    """How the summary is laid out when it first shows at this size: placed, then its hands shown if they
    are."""
    summary = window.summary
    window.place_overlays()
    if not summary.deal_view.isHidden():
        summary.show_hands_button.click()
        summary.show_hands_button.click()
    return looks(window)


def resize_and_check(qtbot: QtBot, window: MainWindow, what: str) -> None:
    """Resize the window through ``SIZES``, checking the summary after each."""
    viewport = window.view.viewport()
    for width, height in SIZES:
        size = QSize(width, height)
        window.resize(size)
        qtbot.waitUntil(lambda size=size: window.size() == size)
        qtbot.wait(20)  # whatever the resize posted
        seen, panel = looks(window), window.summary.geometry()
        assert viewport.rect().contains(panel), f"{what} at {width}x{height}: off the table"
        assert abs(panel.left() - (viewport.width() - panel.right() - 1)) <= 1, f"{what}: off-centre"
        assert seen == looks_afresh(window), f"{what} at {width}x{height}: not laid out again"


@pytest.mark.parametrize("game", ["euchre", "cutthroat", "bid_4", "bid_6"])
def test_the_summary_is_laid_out_again_when_the_window_is_resized(qtbot: QtBot, make_window: Any,
                                                                   game: str) -> None:
    window = make_window(durations=INSTANT)
    window.model.set_autoplay(True)
    if game.startswith("bid"):
        form = Form.DOUBLE_6 if game == "bid_6" else Form.DOUBLE_4
        window.bid_euchre.new_match(BidRules(form=form, target=None, fixed_hands=1))
    else:
        window.model.new_match(Rules(players=3 if game == "cutthroat" else 4, target=None, fixed_hands=1))
    summary = window.summary
    qtbot.waitUntil(summary.isVisible, timeout=20000)
    summary.show_hands_button.click()
    resize_and_check(qtbot, window, "with the hands shown")
    summary.show_hands_button.click()
    resize_and_check(qtbot, window, "with the hands hidden")
    summary.show_hands_button.click()
    while not summary.match_over:  # on to the result (a tie, as a cutthroat euchre may leave, plays on)
        summary.next_button.click()
        qtbot.waitUntil(summary.isVisible, timeout=20000)
    resize_and_check(qtbot, window, "the result")
