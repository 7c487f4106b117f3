"""The table's panels say everything in full at every window size: who named trump, whether alone, and
every marker of a seat (a dealer who goes alone is "Dealer", "Maker" and "Alone"); Classic gives every seat
its own plain face and the cards their plain courts."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import QStyleOptionGraphicsItem
from pytestqt.qtbot import QtBot

from euchre_desktop.engine import Suit, parse_cards
from euchre_desktop.ui.table.animation import Durations
from euchre_desktop.ui.table.items import SeatPlate
from euchre_desktop.ui.table.scene import TableScene
from euchre_desktop.ui.table.score_cards import ScorePair

STILL = Durations(instant=True)
# The table of the smallest window (960 x 640 less the tool and status bars) up to a large screen's, and odd
# shapes.
TABLE_SIZES = [(960, 560), (1000, 700), (1280, 720), (1920, 1000), (2560, 1380), (3840, 2060), (800, 1200),
               (3000, 900)]


def _scene(size: tuple[int, int]) -> TableScene:
    """A still table of ``size`` dealt by Gloria (seat 2)."""
    scene = TableScene(durations=STILL, width=size[0], height=size[1])
    hands = [list(parse_cards("9H AS JD KH 9C"))] + [[None] * 5 for _ in range(3)]
    scene.deal(2, "3-2", hands, parse_cards("JH")[0])
    return scene


@pytest.mark.parametrize("size", TABLE_SIZES)
def test_the_trump_badge_says_who_named_trump_and_alone_in_full(qtbot: QtBot, size: tuple[int, int]) -> None:
    scene = _scene(size)
    scene.set_trump(Suit.SPADES, 2, alone=True)
    assert scene.trump_badge.caption == "Named by Gloria, alone"
    assert scene.trump_badge.shown_caption() == "Named by Gloria, alone"


@pytest.mark.parametrize("size", TABLE_SIZES)
def test_a_dealer_who_goes_alone_shows_every_marker(qtbot: QtBot, size: tuple[int, int]) -> None:
    scene = _scene(size)
    scene.set_trump(Suit.SPADES, 2, alone=True)
    plate = scene.plate(2)
    assert plate.markers() == ["Dealer", "Maker", "Alone"]
    assert plate.shown_markers() == ["Dealer", "Maker", "Alone"]


@pytest.mark.parametrize("size", TABLE_SIZES)
def test_at_six_seats_your_partners_are_marked_and_drawn(qtbot: QtBot, size: tuple[int, int]) -> None:
    scene = TableScene(durations=STILL, width=size[0], height=size[1])
    scene.set_players(6, hand_size=8)
    scene.plate(4).set_markers(dealer=True)
    assert [scene.plate(seat).shown_markers() for seat in range(6)] == [
        [], [], ["Partner"], [], ["Partner", "Dealer"], []]
    image = QImage(scene.plate(2).geometry().size().toSize(), QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(0)
    painter = QPainter(image)
    scene.plate(2).paint(painter, QStyleOptionGraphicsItem())  # a chip of its own colour: it paints
    painter.end()
    four = _scene(size)
    assert all("Partner" not in four.plate(seat).markers() for seat in range(4))


def _avatar_of(plate: SeatPlate) -> bytes:
    """The plate's portrait circle as the player sees it."""
    size = plate.geometry().size().toSize()
    image = QImage(size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(0)
    painter = QPainter(image)
    plate.paint(painter, QStyleOptionGraphicsItem())
    painter.end()
    side = size.height()
    # The copy must outlive the read: constBits() of a temporary points into memory already freed.
    circle = image.copy(0, 0, side, side)
    return bytes(circle.constBits())


def test_classic_gives_every_seat_its_own_plain_face_and_plain_courts() -> None:
    scene = _scene((1280, 720))
    portraits = [_avatar_of(scene.plate(seat)) for seat in range(4)]
    scene.set_classic(True)
    plain = [_avatar_of(scene.plate(seat)) for seat in range(4)]
    assert len(set(plain)) == 4, "four different plain faces, not one smiley"
    assert not set(plain) & set(portraits)
    assert all(item.look.plain_courts for item in scene.piles.items())
    scene.set_trump(Suit.SPADES, 1)
    assert all(token.look.plain_courts for token in scene.bower_items()), "the bowers too"
    scene.set_classic(False)
    assert [_avatar_of(scene.plate(seat)) for seat in range(4)] == portraits
    assert not any(item.look.plain_courts for item in [*scene.piles.items(), *scene.bower_items()])


def test_the_score_cards_follow_the_chosen_pair_and_show_any_score() -> None:
    scene = _scene((1280, 720))
    scene.set_show_score_cards(True)
    scene.set_looks(score_pair="two_three", cloth="green", card_back="lattice")
    assert scene.score_panel.pair is ScorePair.TWO_THREE and scene.score_panel.show_cards
    scene.set_scores([-2, 11], 11)
    assert scene.score_panel.scores == (-2, 11), "a side in the hole and one past ten"
    image = QImage(scene.score_panel.geometry().size().toSize(), QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(0)
    painter = QPainter(image)
    scene.score_panel.paint(painter, QStyleOptionGraphicsItem())
    painter.end()
    scene.set_looks(score_pair="six_four", cloth="green", card_back="lattice")
    assert scene.score_panel.pair is ScorePair.SIX_FOUR
