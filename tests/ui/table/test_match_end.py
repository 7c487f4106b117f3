"""The end of a match on the table: fireworks and a gold banner when the player's side wins, a plain banner
with a kind word when it loses, the summary's "New match" as the next step, and a clean table after it."""

from __future__ import annotations

import itertools
from typing import Any

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QFontMetricsF
from pytestqt.qtbot import QtBot
from window_helpers import play_a_short_match_to_its_end, random_bots

from euchre_desktop.engine import parse_cards
from euchre_desktop.model import MatchSummary
from euchre_desktop.ui.table.animation import Durations
from euchre_desktop.ui.table.banner import banner_rect, match_words
from euchre_desktop.ui.table.bowers import bower_tray
from euchre_desktop.ui.table.layout import MAX_HAND, TableLayout
from euchre_desktop.ui.table.scene import TableScene

NAMES = ("You", "Hank", "Gloria", "Luis")
SIZES = [(960, 560), (1280, 720), (1920, 1000), (2560, 1380), (800, 1100), (3000, 900)]


def _name(seat: int) -> str:
    return NAMES[seat]


def _dealt_scene(durations: Durations) -> TableScene:
    scene = TableScene(durations=durations, width=1280, height=720)
    hands = [list(parse_cards("9H AS JD KH 9C"))] + [[None] * 5 for _ in range(3)]
    scene.deal(2, "3-2", hands, parse_cards("JH")[0])
    return scene


def test_the_words_of_a_win_and_of_a_loss() -> None:
    assert match_words(MatchSummary(0, (10, 7), 9), _name) == ("You win the match!", "10 to 7. Well played!")
    title, line = match_words(MatchSummary(1, (4, 10), 9), _name)
    assert title == "Hank & Luis win the match"
    assert line == "10 to 4. Good game: the next match could be yours."
    assert match_words(MatchSummary(2, (3, 5, 10), 9), _name)[0] == "Gloria wins the match"


def test_a_won_match_sets_off_fireworks_under_a_gold_banner(qtbot: QtBot) -> None:
    scene = _dealt_scene(Durations())
    with qtbot.waitSignal(scene.animations_done, timeout=5000):
        scene.celebrate_match(0, "You win the match!", "10 to 7. Well played!")
        assert scene.effects(), "fireworks over the player's side"
    banner = scene.match_banner
    assert banner.isVisible() and banner.won and banner.title == "You win the match!"
    assert banner.geometry() == banner_rect(scene.layout)


def test_a_lost_match_closes_quietly_and_the_next_deal_clears_it(qtbot: QtBot) -> None:
    scene = _dealt_scene(Durations(instant=True))
    scene.celebrate_match(1, "Hank & Luis win the match", "10 to 4. Good game.")
    assert scene.match_banner.isVisible() and not scene.match_banner.won
    assert scene.effects() == [], "no fireworks for the other side's win"
    hands = [list(parse_cards("9H AS JD KH 9C"))] + [[None] * 5 for _ in range(3)]
    scene.deal(3, "3-2", hands, parse_cards("JH")[0])
    assert not scene.match_banner.isVisible()


@pytest.mark.parametrize("size", SIZES)
def test_the_banner_s_words_fit_it_whole(qtbot: QtBot, size: tuple[int, int]) -> None:
    scene = TableScene(durations=Durations(instant=True), width=size[0], height=size[1])
    banner = scene.match_banner
    for title, line in (("You win the match!", "10 to 7. Well played!"),
                        ("Hank & Luis win the match", "10 to 4. Good game."),
                        ("Maximilian & Gwendolyn win the match", "11 to 10. So close!")):
        scene.celebrate_match(1, title, line)
        room = banner.geometry().width() * 0.78
        for words, font in zip((title, line), banner.fonts(), strict=True):
            assert QFontMetricsF(font).horizontalAdvance(words) <= room, (size, words)


@pytest.mark.parametrize(("size", "players"), list(itertools.product(SIZES, (4, 3))))
def test_the_banner_covers_no_seat_score_or_badge(size: tuple[int, int], players: int) -> None:
    layout = TableLayout(*size, players)
    banner = banner_rect(layout)
    assert layout.rect.contains(banner)
    regions = {"score": layout.score_rect(2 if players == 4 else 3, True), "trump": layout.trump_rect(),
               "bowers": bower_tray(layout)}
    for seat in range(players):
        regions[f"plate {seat}"] = layout.plate_rect(seat)
        regions[f"hand {seat}"] = layout.hand_bounds(seat, MAX_HAND)
    for name, region in regions.items():
        assert not banner.intersects(region), f"the banner covers the {name} at {size} with {players} players"


def test_a_whole_match_ends_with_its_banner_and_a_new_match_button(qtbot: QtBot, make_window: Any) -> None:
    window = make_window(factory=random_bots, durations=Durations(instant=True))
    result = play_a_short_match_to_its_end(qtbot, window)
    banner = window.scene.match_banner
    assert banner.isVisible() and banner.won is result.you_won
    assert (banner.title, banner.line) == match_words(result, window.controller.names.__getitem__)
    assert window.summary.isVisible() and window.summary.next_button.text() == "New match"
    on_screen = window.view.mapFromScene(banner.geometry()).boundingRect()
    assert not QRectF(on_screen).intersects(QRectF(window.summary.geometry())), "the banner stays in view"
    window.summary.next_button.click()
    qtbot.waitUntil(lambda: not banner.isVisible(), timeout=5000)
