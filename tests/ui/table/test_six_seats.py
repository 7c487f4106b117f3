"""The table for Bid Euchre: six seats, and hands of up to twelve cards, fit every window and card size; a
whole pack dealt one card at a time lands where the engine dealt it, and a trick goes to the right side."""

from __future__ import annotations

import itertools
import random

import pytest
from PySide6.QtCore import QRectF
from pytestqt.qtbot import QtBot

from euchre_desktop.engine import Card
from euchre_desktop.engine.bid import BidDeal, BidHandState, BidPhase, BidRules, Form, NoTrump
from euchre_desktop.persistence.seats import DEFAULT_NAMES
from euchre_desktop.ui.deal_view import DealView
from euchre_desktop.ui.table.animation import Durations
from euchre_desktop.ui.table.bowers import bower_tray
from euchre_desktop.ui.table.layout import HAND_SCALES, SeatPosition, TableLayout, card_bounds
from euchre_desktop.ui.table.scene import TableScene
from euchre_desktop.ui.theme import CARD_ASPECT

# The smallest window's table, a maximized one's, and a tall narrow one.
SIZES = [(960, 560), (1920, 1010), (800, 1200)]
SCALES = [min(HAND_SCALES.values()), max(HAND_SCALES.values())]
FORMS = [(6, 8), (4, 12), (4, 6)]  # (seats, cards dealt): the three forms of Bid Euchre
FAST = Durations(speed=Durations.MAX_SPEED)


def _inside(rect: QRectF, outer: QRectF) -> bool:
    return outer.adjusted(-0.5, -0.5, 0.5, 0.5).contains(rect)


def _regions(layout: TableLayout) -> dict[str, QRectF]:
    """Everything that must not cover anything else: full hands, plates, trick cards, piles and panels."""
    regions: dict[str, QRectF] = {}
    for seat in range(layout.players):
        regions[f"hand {seat}"] = layout.hand_bounds(seat)
        regions[f"plate {seat}"] = layout.plate_rect(seat)
        regions[f"trick card {seat}"] = card_bounds(layout.trick(seat, 0))
    for side in range(2):
        pile = QRectF()
        for trick in range(layout.hand_size):
            pile = pile.united(card_bounds(layout.pile(side, trick, 0)))
        regions[f"pile {side}"] = pile
    regions["score"] = layout.score_rect(2, True)
    regions["trump"] = layout.trump_rect()
    regions["bowers"] = bower_tray(layout)
    return regions


@pytest.mark.parametrize(("size", "scale", "form"), list(itertools.product(SIZES, SCALES, FORMS)))
def test_six_seats_and_twelve_cards_fit_without_covering_anything(
    size: tuple[int, int], scale: float, form: tuple[int, int]
) -> None:
    players, cards = form
    layout = TableLayout(*size, players, hand_scale=scale, hand_size=cards)
    regions = _regions(layout)
    for name, region in regions.items():
        assert _inside(region, layout.rect), f"{name} leaves the {size} table"
    for (name_a, a), (name_b, b) in itertools.combinations(regions.items(), 2):
        assert not a.intersects(b), f"{name_a} covers {name_b} at {size}, scale {scale}, {form}"
    # A moon shooter holding the partners' best for a moment stays on the table too.
    for seat in range(players):
        for place in layout.hand(seat, cards + 4):
            assert _inside(card_bounds(place), layout.rect)


@pytest.mark.parametrize("form", FORMS)
def test_every_card_of_a_full_hand_shows_its_corner_at_the_smallest_window(form: tuple[int, int]) -> None:
    players, cards = form
    for scale in SCALES:
        layout = TableLayout(*SIZES[0], players, hand_scale=scale, hand_size=cards)
        for seat in range(players):
            places = layout.hand(seat, cards)
            width = layout.card_height(seat) * CARD_ASPECT
            for left, right in itertools.pairwise(places):
                step = (right.pos - left.pos).manhattanLength()
                # The player's own cards show their rank and suit; the others' backs can be counted.
                assert step >= width * (0.4 if seat == 0 else 0.25), (form, scale, seat)


def test_six_seats_go_clockwise_with_partners_alternating(qtbot: QtBot) -> None:
    layout = TableLayout(1280, 720, 6, hand_size=8)
    assert [layout.position(seat) for seat in range(6)] == [
        SeatPosition.BOTTOM, SeatPosition.LEFT, SeatPosition.LEFT, SeatPosition.TOP, SeatPosition.RIGHT,
        SeatPosition.RIGHT]
    anchors = [layout.hand_anchor(seat) for seat in range(6)]
    assert anchors[1].y() > anchors[2].y(), "on the left, seat 1 sits below seat 2"
    assert anchors[4].y() < anchors[5].y(), "on the right, seat 4 sits above seat 5"
    scene = TableScene(6, durations=FAST, width=1280, height=720)
    assert [scene.side_of(seat) for seat in range(6)] == [0, 1, 0, 1, 0, 1]
    assert scene.sides == 2
    assert [scene.plate(seat).name for seat in range(6)] == ["You", "Hank", "Gloria", "Otto", "Mabel", "Luis"]


# --- Dealing and playing Bid Euchre on the scene -------------------------------------------------------


def _seen_by_the_player(deal: BidDeal) -> list[list[Card | None]]:
    """Each seat's cards as the player at seat 0 sees them."""
    return [list(hand) if seat == 0 else [None] * len(hand) for seat, hand in enumerate(deal.hands)]


def _deal(qtbot: QtBot, rules: BidRules, seed: int) -> tuple[TableScene, BidHandState]:
    deal = BidDeal.random(rules, seed % rules.seats, random.Random(seed))
    scene = TableScene(durations=FAST, width=960, height=560)
    scene.set_players(rules.seats, hand_size=rules.tricks)
    with qtbot.waitSignal(scene.animations_done, timeout=5000):
        scene.deal_whole_pack(deal.dealer, _seen_by_the_player(deal), kitty=len(deal.kitty))
    return scene, BidHandState(rules, deal)


def _bid_past_the_auction(state: BidHandState) -> None:
    """Everyone passes; the stuck dealer bids the least number of tricks."""
    while state.phase is BidPhase.BIDDING:
        actions = state.legal_actions()
        plain = [action for action in actions if action.bid is None or not action.bid.moon]
        state.apply(plain[0])


def _check_piles(scene: TableScene, state: BidHandState) -> None:
    for seat in range(state.rules.seats):
        shown = scene.piles.hand(seat).cards
        if seat == 0:
            assert None not in shown
            assert sorted(card for card in shown if card is not None) == sorted(state.hand(0))
        else:
            assert len(shown) == len(state.hand(seat))
    for side in range(2):
        won = [trick for trick in state.tricks if state.rules.side_of(trick.winner) == side]
        assert scene.piles.won_by(side).cards == tuple(tuple(card for _seat, card in trick.plays)
                                                      for trick in won)


@pytest.mark.parametrize(("form", "seed"), [(Form.DOUBLE_6, 3), (Form.DOUBLE_4, 11), (Form.SINGLE_4, 5)])
def test_a_whole_pack_deals_and_a_trick_goes_to_its_side(qtbot: QtBot, form: Form, seed: int) -> None:
    # The single pack with the Benny leaves one card over, put away face down.
    rules = BidRules(form=form, benny=form is Form.SINGLE_4, no_trump=NoTrump.OFF)
    scene, state = _deal(qtbot, rules, seed)
    assert [len(scene.piles.hand(seat).cards) for seat in range(rules.seats)] == [rules.tricks] * rules.seats
    assert len(scene.piles.kitty.cards) == len(state.deal.kitty)
    assert scene.piles.deck.cards == ()
    _check_piles(scene, state)
    _bid_past_the_auction(state)
    for _play in range(2 * rules.seats):  # the first trick, and the second
        seat, action = state.to_act, state.legal_actions()[0]
        assert action.card is not None
        tricks_before = len(state.tricks)
        state.apply(action)
        with qtbot.waitSignal(scene.animations_done, timeout=5000):
            scene.play_card(seat, action.card)
        if len(state.tricks) > tricks_before:
            with qtbot.waitSignal(scene.animations_done, timeout=5000):
                scene.collect_trick(state.tricks[-1].winner)
        _check_piles(scene, state)
    assert len(state.tricks) == 2
    assert scene.piles.trick.cards == ()


def test_a_whole_pack_deal_must_fit_the_table(qtbot: QtBot) -> None:
    scene = TableScene(durations=FAST, width=960, height=560)
    scene.set_players(6, hand_size=8)
    with pytest.raises(ValueError, match="8 cards for each of 6 seats"):
        scene.deal_whole_pack(0, [[None] * 5] * 6)
    with pytest.raises(ValueError, match="a hand is dealt"):
        scene.set_players(6, hand_size=7)
    with pytest.raises(ValueError, match="no seat 6"):
        scene.play_card(6, Card.parse("AS"))


def test_the_euchre_table_is_laid_again_after_bid_euchre(qtbot: QtBot) -> None:
    scene = TableScene(durations=FAST, width=960, height=560)
    euchre = [(place.pos, place.rotation) for place in scene.layout.hand(0, 5)]
    scene.set_players(6, hand_size=8)
    scene.set_players(4)
    assert scene.layout.hand_size == 5
    assert [(place.pos, place.rotation) for place in scene.layout.hand(0, 5)] == euchre
    assert [scene.plate(seat).name for seat in range(4)] == ["You", "Hank", "Gloria", "Luis"]


@pytest.mark.parametrize("form", [Form.DOUBLE_6, Form.DOUBLE_4])
def test_the_hands_as_dealt_lie_apart_as_the_players_sat(qtbot: QtBot, form: Form) -> None:
    rules = BidRules(form=form)
    deal = BidDeal.random(rules, 0, random.Random(1))
    view = DealView()
    qtbot.addWidget(view)
    view.show_deal(deal.hands, (), DEFAULT_NAMES[rules.seats], 0, None)
    rows = view.row_rects()
    whole = QRectF(0, 0, view.sizeHint().width(), view.sizeHint().height())
    for row in rows:
        assert _inside(row, whole)
    for a, b in itertools.combinations(rows, 2):
        assert not a.intersects(b)
    if rules.seats == 6:
        far, near = [rows[seat] for seat in (2, 3, 4)], [rows[seat] for seat in (1, 0, 5)]
        assert {row.top() for row in far} == {0.0} and len({row.top() for row in near}) == 1
        assert [row.left() for row in far] == [row.left() for row in near], "left, across, right"
        assert near[0].top() > 0.0
