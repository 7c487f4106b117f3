"""The piles on the cloth (the kitty put away by its dealer, the discards beside whoever made them, each
side's won tricks) cover no name plate, portrait, hand, trick card, panel or each other, in every game, at
every seat, at the window sizes players use and with the words at their usual size or grown; and a moon
shooter's discards lie by the shooter, not the dealer."""

from __future__ import annotations

import itertools
import random

import pytest
from PySide6.QtCore import QRectF
from pytestqt.qtbot import QtBot

from euchre_desktop.engine.bid import BidDeal, BidRules, Form, NoTrump
from euchre_desktop.ui.table.animation import Durations
from euchre_desktop.ui.table.bowers import bower_tray
from euchre_desktop.ui.table.card_item import CardItem
from euchre_desktop.ui.table.layout import Placement, TableLayout, card_bounds
from euchre_desktop.ui.table.scene import TableScene

# The table (the window less its toolbar and status line) at 960x640 (the smallest window), 1280x800,
# 1600x1000 and 1920x1080.
SIZES = [(960, 560), (1280, 720), (1600, 920), (1920, 1000)]
FORMS = [(4, 5, 4), (3, 5, 10), (4, 6, 2), (4, 12, 1), (6, 8, 2)]
"""(seats, cards dealt, cards put away): Euchre's kitty with the dealer's discard (cutthroat's with the
Benny), and Bid Euchre's Benny card with a moon shooter's discard, a discard alone, and two discards at
six."""


def _regions(layout: TableLayout) -> dict[str, QRectF]:
    """Everything a pile must leave in view."""
    sides = 3 if layout.players == 3 else 2
    regions = {"score": layout.score_rect(sides, True), "trump badge": layout.trump_rect(),
               "bowers' tray": bower_tray(layout)}
    for seat in range(layout.players):
        regions[f"plate {seat}"] = layout.plate_rect(seat)
        regions[f"hand {seat}"] = layout.hand_bounds(seat)
        regions[f"trick card {seat}"] = card_bounds(layout.trick(seat, 0))
    return regions


def _won(layout: TableLayout, side: int) -> QRectF:
    """Every trick of a hand won by ``side``."""
    pile = QRectF()
    for trick in range(layout.hand_size):
        pile = pile.united(card_bounds(layout.pile(side, trick, 3)))
    return pile


@pytest.mark.parametrize(("size", "form", "text_scale"), list(itertools.product(SIZES, FORMS, (1.0, 2.0))))
def test_the_piles_cover_no_plate_hand_trick_or_panel(size: tuple[int, int], form: tuple[int, int, int],
                                                      text_scale: float) -> None:
    players, cards, aside = form
    layout = TableLayout(*size, players, hand_size=cards, text_scale=text_scale)
    regions = _regions(layout)
    piles = {f"tricks won by side {side}": _won(layout, side) for side in range(3 if players == 3 else 2)}
    for seat in range(players):
        # The dealer's kitty and another seat's discards (a loner's, a moon shooter's) lie out together.
        put_away = QRectF()
        for index in range(aside):
            put_away = put_away.united(card_bounds(layout.put_away(seat, index, aside)))
        piles[f"cards put away by {seat}"] = put_away
    where = f"at {size}, {form}, text {text_scale}"
    for name, pile in piles.items():
        assert layout.rect.contains(pile), f"the {name} leaves the table {where}"
        for other, region in regions.items():
            assert not pile.intersects(region), f"the {name} covers the {other} {where}"
        for other, region in piles.items():
            if other != name:
                assert not pile.intersects(region), f"the {name} covers the {other} {where}"


def _lying(item: CardItem) -> QRectF:
    """The box round ``item`` where it lies on the table."""
    return card_bounds(Placement(item.pos(), item.rotation(), 0.0, item.card_height))


BENNY_MOON = BidRules(partners_best=1, benny=True, no_trump=NoTrump.OFF)
SIX_MOON = BidRules(form=Form.DOUBLE_6, partners_best=1)


@pytest.mark.parametrize(("rules", "dealer", "shooter"),
                         [(BENNY_MOON, 1, 0), (BENNY_MOON, 0, 3), (BENNY_MOON, 3, 2),
                          (SIX_MOON, 3, 0), (SIX_MOON, 0, 1), (SIX_MOON, 5, 2)])
def test_a_moon_shooters_discards_lie_beside_the_shooter_and_the_benny_by_the_dealer(
        qtbot: QtBot, rules: BidRules, dealer: int, shooter: int) -> None:
    deal = BidDeal.random(rules, dealer, random.Random(dealer * 10 + shooter))
    scene = TableScene(rules.seats, durations=Durations(instant=True), width=1280, height=720)
    scene.set_players(rules.seats, hand_size=rules.tricks)
    seen = [list(hand) if seat == 0 else [None] * len(hand) for seat, hand in enumerate(deal.hands)]
    partners = [seat for seat in range(rules.seats) if seat != shooter and seat % 2 == shooter % 2]
    steps = [lambda: scene.deal_whole_pack(dealer, seen, kitty=len(deal.kitty))]
    for partner in partners:
        gift = deal.hands[partner][0] if 0 in (partner, shooter) else None
        steps += [lambda partner=partner, gift=gift: scene.pass_card(partner, shooter, gift),
                  lambda partner=partner: scene.sit_out(partner)]
    for step in steps:
        with qtbot.waitSignal(scene.animations_done, timeout=5000):
            step()
    held = set(scene.piles.hand(shooter).items)
    for _partner in partners:
        with qtbot.waitSignal(scene.animations_done, timeout=5000):
            scene.bury(shooter, scene.piles.hand(0).cards[0] if shooter == 0 else None)
    discards = held - set(scene.piles.hand(shooter).items)
    layout = scene.layout
    near = layout.unit * 0.3
    beside = {seat: layout.plate_rect(seat).adjusted(-near, -near, near, near) for seat in range(rules.seats)}
    regions = _regions(layout)
    assert len(discards) == len(partners)
    put_away = [(item, shooter) for item in discards] + [(item, dealer) for item in scene.piles.kitty.items]
    for item, seat in put_away:
        box = _lying(item)
        assert not item.face_up and box.intersects(beside[seat]), f"put away by seat {seat}'s plate"
        assert not any(box.intersects(beside[other]) for other in range(rules.seats) if other != seat)
        for name, region in regions.items():
            assert not box.intersects(region), f"seat {seat}'s card put away covers the {name}"
