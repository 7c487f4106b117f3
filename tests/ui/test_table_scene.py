"""The card table: layout at every size, card motion, the pacing signal, and the game steps."""

from __future__ import annotations

import itertools
from collections.abc import Iterator

import pytest
from PySide6.QtCore import QLineF, QPointF, QRectF, Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from euchre_desktop.engine import Card, Suit, parse_cards
from euchre_desktop.ui.table.animation import Durations, Motion, MotionTracker
from euchre_desktop.ui.table.card_art import CardMarker, CardRenderer
from euchre_desktop.ui.table.card_item import CardItem
from euchre_desktop.ui.table.card_mark import RenegeMark
from euchre_desktop.ui.table.hand_order import HandOrder, SuitArrangement, display_order
from euchre_desktop.ui.table.layout import MAX_HAND, TableLayout, card_bounds
from euchre_desktop.ui.table.scene import TableScene
from euchre_desktop.ui.table.view import TableView

SIZES = [(960, 640), (1000, 700), (1280, 800), (1920, 1080), (2560, 1440), (800, 1200), (3000, 900)]
FAST = Durations(speed=Durations.MAX_SPEED)

# A deal seen from seat 0: the player's own five cards, everyone else's hidden.
OWN = parse_cards("9H AS JD KH 9C")
UPCARD = Card.parse("JH")


def _inside(rect: QRectF, outer: QRectF) -> bool:
    return outer.adjusted(-0.5, -0.5, 0.5, 0.5).contains(rect)


@pytest.mark.parametrize(
    ("size", "players", "hand_scale"), list(itertools.product(SIZES, (4, 3), (0.6, 1.4)))
)
def test_everything_lies_inside_the_table(size: tuple[int, int], players: int, hand_scale: float) -> None:
    layout = TableLayout(*size, players, hand_scale=hand_scale)
    table = layout.rect
    places = []
    for seat in range(players):
        places += layout.hand(seat, MAX_HAND)
        places += layout.sitting_out(seat, 5)
        places.append(layout.trick(seat, 0))
        places += [layout.put_away(seat, i, 4) for i in range(4)]
        places += [layout.deck(seat, i) for i in range(24)]
    for side in range(2 if players == 4 else 3):
        places += [layout.pile(side, trick, card) for trick in range(5) for card in range(4)]
    places += [layout.kitty(i, 4) for i in range(4)]
    for place in places:
        assert _inside(card_bounds(place), table), f"{place} leaves the {size} table"
    panels = [layout.plate_rect(seat) for seat in range(players)]
    panels += [layout.score_rect(2 if players == 4 else 3, True), layout.trump_rect()]
    for panel in panels:
        assert _inside(panel, table), f"{panel} leaves the {size} table"


@pytest.mark.parametrize(
    ("size", "players", "hand_scale"), list(itertools.product(SIZES, (4, 3), (0.6, 1.0, 1.4)))
)
def test_hands_plates_and_panels_never_overlap(
    size: tuple[int, int], players: int, hand_scale: float
) -> None:
    layout = TableLayout(*size, players, hand_scale=hand_scale)
    sides = 2 if players == 4 else 3
    regions: dict[str, QRectF] = {}
    for seat in range(players):
        regions[f"hand {seat}"] = layout.hand_bounds(seat, MAX_HAND)
        regions[f"plate {seat}"] = layout.plate_rect(seat)
        regions[f"trick card {seat}"] = card_bounds(layout.trick(seat, 0))
    for side in range(sides):
        pile = QRectF()
        for trick in range(5):
            pile = pile.united(card_bounds(layout.pile(side, trick, 0)))
        regions[f"pile {side}"] = pile
    regions["score"] = layout.score_rect(sides, True)
    regions["trump"] = layout.trump_rect()
    for (name_a, a), (name_b, b) in itertools.combinations(regions.items(), 2):
        if name_a.startswith("trick card") and name_b.startswith("trick card"):
            continue  # the trick's cards may touch at the corners, like cards dropped on a table
        assert not a.intersects(b), f"{name_a} {a} overlaps {name_b} {b} at {size} with {players} players"
    for dealer in range(players):
        kitty = QRectF()
        for index in range(4):
            kitty = kitty.united(card_bounds(layout.put_away(dealer, index, 4)))
        for name, region in regions.items():
            assert not kitty.intersects(region), f"{dealer}'s kitty overlaps {name} at {size}"


@pytest.mark.parametrize(("size", "players"), list(itertools.product(SIZES, (4, 3))))
def test_the_kitty_is_put_away_beside_the_dealers_plate(size: tuple[int, int], players: int) -> None:
    layout = TableLayout(*size, players)
    count = 4 if players == 4 else 9
    for dealer in range(players):
        plate = layout.plate_rect(dealer)
        places = [layout.put_away(dealer, index, count) for index in range(count)]
        trick = layout.centre
        kitty = QRectF()
        for place in places:
            kitty = kitty.united(card_bounds(place))
            assert place.height < layout.trick_card_height * 0.7, "small: put away, not played"
            to_plate, to_trick = QLineF(place.pos, plate.center()).length(), QLineF(place.pos, trick).length()
            assert to_plate < to_trick / 2, "by its dealer, far from the trick"
        near = layout.unit * 0.3
        assert not kitty.intersects(plate), "in view, beside the plate"
        assert kitty.intersects(plate.adjusted(-near, -near, near, near)), "right by the plate"


def test_trick_cards_do_not_cover_each_other() -> None:
    layout = TableLayout(1920, 1080, 4)
    boxes = [card_bounds(layout.trick(seat, seat)) for seat in range(4)]
    for a, b in itertools.combinations(boxes, 2):
        overlap = a.intersected(b)
        assert overlap.width() * overlap.height() < 0.03 * a.width() * a.height()


def test_cards_scale_with_the_window() -> None:
    small = TableLayout(1000, 700)
    large = TableLayout(2000, 1400)
    assert large.human_card_height == pytest.approx(2 * small.human_card_height)
    assert small.human_card_height > small.seat_card_height


def test_the_player_hand_is_the_largest_and_fans_left_to_right() -> None:
    layout = TableLayout(1920, 1080)
    hand = layout.hand(0, 5)
    xs = [place.pos.x() for place in hand]
    assert xs == sorted(xs)
    assert hand[0].rotation < hand[2].rotation < hand[4].rotation
    assert layout.hand(1, 5)[0].rotation == 90.0
    assert layout.hand(3, 5)[0].rotation == 270.0


def test_bad_sizes_and_seats_are_refused() -> None:
    with pytest.raises(ValueError, match="seats 3, 4 or 6"):
        TableLayout(1000, 700, 5)
    with pytest.raises(ValueError, match="at least"):
        TableLayout(100, 100)
    with pytest.raises(ValueError, match="no seat 3"):
        TableLayout(1000, 700, 3).hand(3, 5)


# --- Motion -------------------------------------------------------------------------------------------------


@pytest.fixture
def scene(qtbot: QtBot) -> Iterator[TableScene]:
    table = TableScene(4, durations=FAST, width=1280, height=800)
    yield table
    table.clear()


@pytest.fixture
def view(qtbot: QtBot, scene: TableScene) -> TableView:
    table_view = TableView(scene)
    qtbot.addWidget(table_view)
    table_view.resize(1280, 800)
    table_view.show()
    qtbot.waitExposed(table_view)
    return table_view


def test_durations_scale_with_speed_and_reduced_motion_keeps_pauses() -> None:
    normal, fast = Durations(), Durations(speed=2.0)
    assert fast.ms(Motion.PLAY) == pytest.approx(normal.ms(Motion.PLAY) / 2, abs=1)
    still = Durations(reduced_motion=True)
    assert still.ms(Motion.PLAY) == 0
    assert still.ms(Motion.TRICK_PAUSE) == normal.ms(Motion.TRICK_PAUSE) > 0
    with pytest.raises(ValueError, match="speed"):
        Durations(speed=0.0)


def test_animate_to_ends_at_the_target_and_reports(qtbot: QtBot, scene: TableScene) -> None:
    item = CardItem(CardRenderer(), scene.tracker, Card.parse("AS"), height=100)
    scene.addItem(item)
    with qtbot.waitSignal(item.animation_finished, timeout=2000):
        item.animate_to(QPointF(300, 200), 7.0, 90.0, True, 60, height=150)
        assert item.is_animating
    assert item.pos() == QPointF(300, 200)
    assert item.rotation() == 90.0
    assert item.zValue() == 7.0
    assert item.face_up
    assert item.card_height == 150
    assert item.scale() == 1.0
    assert not item.is_animating


def test_a_renege_mark_follows_its_card_when_the_table_is_laid_out(qtbot: QtBot, scene: TableScene) -> None:
    item = CardItem(CardRenderer(), scene.tracker, Card.parse("AS"), height=100)
    scene.addItem(item)
    mark = RenegeMark(item)
    scene.addItem(mark)
    small = mark.boundingRect()
    with qtbot.waitSignal(item.animation_finished, timeout=2000):
        item.animate_to(QPointF(300, 200), 7.0, 30.0, True, 40, height=150)
    assert mark.pos() == QPointF(300, 200) and mark.rotation() == 30.0
    assert mark.boundingRect().height() > small.height() * 1.4, "it grew with the card"
    mark.release()
    item.setPos(QPointF(10, 10))
    assert mark.pos() == QPointF(300, 200), "a released mark stays put"


def test_animations_done_fires_once_after_a_batch(qtbot: QtBot, scene: TableScene) -> None:
    renderer = CardRenderer()
    items = [CardItem(renderer, scene.tracker, None) for _ in range(4)]
    for item in items:
        scene.addItem(item)
    done = []
    scene.animations_done.connect(lambda: done.append(True))
    with qtbot.waitSignal(scene.animations_done, timeout=2000):
        for index, item in enumerate(items):
            item.animate_to(
                QPointF(100 + 50 * index, 100), 1.0, 0.0, False, 20 + 30 * index, delay=10 * index
            )
        assert scene.is_busy
    qtbot.wait(80)
    assert done == [True]
    assert not scene.is_busy


def test_a_replaced_flight_still_lets_the_table_settle(qtbot: QtBot, scene: TableScene) -> None:
    item = CardItem(CardRenderer(), scene.tracker, None)
    scene.addItem(item)
    item.animate_to(QPointF(500, 500), 0.0, 0.0, False, 500)
    with qtbot.waitSignal(scene.animations_done, timeout=2000):
        item.animate_to(QPointF(50, 50), 0.0, 0.0, False, 20)
    assert item.pos() == QPointF(50, 50)
    assert scene.tracker.running == 0


def test_tracker_refuses_an_unmatched_release() -> None:
    with pytest.raises(RuntimeError, match="hold"):
        MotionTracker().release()


# --- Game steps ---------------------------------------------------------------------------------------------


def _deal(qtbot: QtBot, scene: TableScene, dealer: int = 3) -> None:
    hands = [list(OWN)] + [[None] * 5 for _ in range(scene.players - 1)]
    with qtbot.waitSignal(scene.animations_done, timeout=5000):
        scene.deal(dealer, "3-2", hands, UPCARD)


def test_deal_gives_everyone_five_and_turns_up_the_upcard(qtbot: QtBot, scene: TableScene) -> None:
    _deal(qtbot, scene)
    mine = scene.piles.hand(0).items
    assert [item.card for item in mine] == display_order(OWN, None)
    assert all(item.face_up for item in mine)
    for seat in (1, 2, 3):
        assert len(scene.piles.hand(seat).items) == 5
        assert not any(item.face_up for item in scene.piles.hand(seat).items)
    kitty = scene.piles.kitty.items
    assert len(kitty) == 4
    assert kitty[0].card == UPCARD and kitty[0].face_up
    assert not any(item.face_up for item in kitty[1:])
    assert scene.plate(3).dealer and not scene.plate(0).dealer
    for seat in range(4):
        for item, place in zip(scene.piles.hand(seat).items, scene.layout.hand(seat, 5), strict=True):
            assert (item.pos() - place.pos).manhattanLength() < 0.5


def test_an_instant_deal_is_over_at_once(qtbot: QtBot) -> None:
    """Redrawing the table (after an Undo or a resume) deals with instant durations: no card waits its
    turn, so the table is still as soon as the deal returns (a stagger within each packet once kept every
    redraw moving for 60 ms, and made Qt warn when an Undo came in the middle of it)."""
    table = TableScene(4, durations=Durations(instant=True), width=1280, height=800)
    table.deal(2, "3-2", [list(OWN)] + [[None] * 5 for _ in range(3)], UPCARD)
    assert not table.is_busy
    table.clear()


def test_first_black_jack_deals_face_up_until_it_appears(qtbot: QtBot, scene: TableScene) -> None:
    draws = [(0, Card.parse("AS")), (1, Card.parse("KD")), (2, Card.parse("9H")), (3, Card.parse("QC")),
             (0, Card.parse("JS"))]
    with qtbot.waitSignal(scene.animations_done, timeout=5000):
        scene.draw_for_dealer(draws)
    shown = [scene.item_for(card) for _, card in draws]
    assert all(item is not None and item.face_up for item in shown)
    first, jack = shown[0], shown[-1]
    assert first is not None and jack is not None
    assert (jack.pos() - first.pos()).manhattanLength() > first.card_height * 0.1, "a seat's cards don't hide"
    for item in shown:
        assert item is not None and scene.sceneRect().contains(item.sceneBoundingRect())
    assert scene.plate(0).dealer and not scene.plate(1).dealer
    _deal(qtbot, scene, dealer=0)
    assert not any(item.face_up for item in scene.piles.hand(2).items)


def test_a_second_deal_gathers_everything_first(qtbot: QtBot, scene: TableScene) -> None:
    _deal(qtbot, scene)
    with qtbot.waitSignal(scene.animations_done, timeout=2000):
        scene.play_card(0, Card.parse("AS"))
    _deal(qtbot, scene, dealer=0)
    assert scene.piles.trick.cards == ()
    assert sum(len(scene.piles.hand(seat).items) for seat in range(4)) == 20
    assert scene.plate(0).dealer


def test_trump_marks_the_bowers_and_groups_the_hand(qtbot: QtBot, scene: TableScene) -> None:
    _deal(qtbot, scene)
    with qtbot.waitSignal(scene.animations_done, timeout=2000):
        scene.set_trump(Suit.HEARTS, 1, alone=True)
    cards = scene.piles.hand(0).cards
    assert cards[:3] == tuple(parse_cards("JD KH 9H")), "trump first, the left bower on top"
    left = scene.item_for(Card.parse("JD"))
    right = scene.item_for(UPCARD)
    assert left is not None and left.look.marker is CardMarker.LEFT_BOWER and left.look.trump is Suit.HEARTS
    assert right is not None and right.look.marker is CardMarker.RIGHT_BOWER
    assert scene.plate(1).maker and scene.plate(1).alone and not scene.plate(0).maker
    assert scene.trump_badge.suit is Suit.HEARTS and scene.trump_badge.isVisible()


def test_pickup_and_bury_by_the_player(qtbot: QtBot, scene: TableScene) -> None:
    _deal(qtbot, scene, dealer=0)
    with qtbot.waitSignal(scene.animations_done, timeout=2000):
        scene.set_trump(Suit.HEARTS, 2)
    with qtbot.waitSignal(scene.animations_done, timeout=2000):
        scene.pickup_upcard(0)
    assert len(scene.piles.hand(0).items) == 6
    assert scene.piles.hand(0).cards[0] == UPCARD
    with qtbot.waitSignal(scene.animations_done, timeout=2000):
        scene.bury(0, Card.parse("9C"))
    assert Card.parse("9C") not in scene.piles.hand(0).cards
    assert len(scene.piles.kitty.items) == 4
    assert not any(item.face_up for item in scene.piles.kitty.items)
    with pytest.raises(ValueError, match="must name the card"):
        scene.bury(0)


def test_a_computer_dealer_may_bury_the_upcard_and_play_the_rest(qtbot: QtBot, scene: TableScene) -> None:
    """The discard is face down, so the table cannot tell when it was the upcard itself: the dealer's five
    plays still come out of the hand (the fifth from the card the table took for the upcard)."""
    _deal(qtbot, scene, dealer=1)
    with qtbot.waitSignal(scene.animations_done, timeout=2000):
        scene.set_trump(UPCARD.suit, 3)
    with qtbot.waitSignal(scene.animations_done, timeout=2000):
        scene.pickup_upcard(1)
    with qtbot.waitSignal(scene.animations_done, timeout=2000):
        scene.bury(1)
    for code in ("9C", "TC", "QC", "KC", "AC"):
        with qtbot.waitSignal(scene.animations_done, timeout=2000):
            scene.play_card(1, Card.parse(code))
        with qtbot.waitSignal(scene.animations_done, timeout=2000):
            scene.collect_trick(1)
    assert scene.piles.hand(1).items == []
    assert [card for pile in scene.piles.won_by(1).tricks for card in (item.card for item in pile)] == \
        list(parse_cards("9C TC QC KC AC"))
    with pytest.raises(ValueError, match="not in seat 1"):
        scene.play_card(1, Card.parse("AD"))


def test_a_trick_is_played_and_collected_to_the_winners(qtbot: QtBot, scene: TableScene) -> None:
    _deal(qtbot, scene)
    with qtbot.waitSignal(scene.animations_done, timeout=2000):
        scene.set_trump(Suit.SPADES, 0)
    plays = [(0, "AS"), (1, "KS"), (2, "9S"), (3, "QS")]
    for seat, code in plays:
        with qtbot.waitSignal(scene.animations_done, timeout=2000):
            scene.play_card(seat, Card.parse(code))
    assert scene.piles.trick.cards == tuple((seat, Card.parse(code)) for seat, code in plays)
    revealed = scene.item_for(Card.parse("KS"))
    assert revealed is not None and revealed.face_up
    assert len(scene.piles.hand(1).items) == 4
    assert all(item.playable is False for item in scene.piles.hand(1).items)
    with qtbot.waitSignal(scene.animations_done, timeout=2000):
        scene.collect_trick(2)
    assert scene.piles.trick.cards == ()
    assert len(scene.piles.won_by(0).tricks) == 1 and len(scene.piles.won_by(1).tricks) == 0
    pile = scene.piles.won_by(0).tricks[0]
    assert len(pile) == 4 and not any(item.face_up for item in pile)


def test_playing_what_is_not_there_is_refused(qtbot: QtBot, scene: TableScene) -> None:
    _deal(qtbot, scene)
    with pytest.raises(ValueError, match="not in seat 0"):
        scene.play_card(0, Card.parse("TD"))
    with pytest.raises(ValueError, match="no seat 4"):
        scene.play_card(4, Card.parse("TD"))
    with pytest.raises(ValueError, match="no trick"):
        scene.collect_trick(0)
    with pytest.raises(ValueError, match="3 scores for 2 sides"):
        scene.set_scores([1, 2, 3])


def test_the_loners_partner_sits_out(qtbot: QtBot, scene: TableScene) -> None:
    _deal(qtbot, scene)
    with qtbot.waitSignal(scene.animations_done, timeout=2000):
        scene.sit_out(2)
    assert scene.plate(2).sitting_out
    stack = [item.pos() for item in scene.piles.hand(2).items]
    assert max(abs(p.x() - stack[0].x()) for p in stack) < 5, "the hand is laid down in a squared stack"
    with pytest.raises(ValueError, match="sitting out"):
        scene.play_card(2, Card.parse("TD"))


def test_unplayable_cards_are_dimmed_and_only_playable_ones_lift(qtbot: QtBot, scene: TableScene) -> None:
    _deal(qtbot, scene)
    scene.set_playable(parse_cards("AS"))
    for item in scene.piles.hand(0).items:
        assert item.look.dimmed == (item.card != Card.parse("AS"))
        assert item.playable == (item.card == Card.parse("AS"))
    scene.set_playable(None)
    assert not any(item.look.dimmed for item in scene.piles.hand(0).items)


def test_show_bid_then_trump_clears_the_bubbles(qtbot: QtBot, scene: TableScene) -> None:
    _deal(qtbot, scene)
    with qtbot.waitSignal(scene.animations_done, timeout=2000):
        scene.show_bid(0, "Pass")
    assert scene.bubble(0).isVisible() and scene.bubble(0).text == "Pass"
    with qtbot.waitSignal(scene.animations_done, timeout=2000):
        scene.set_trump(Suit.HEARTS, 1)
    qtbot.waitUntil(lambda: not scene.bubble(0).isVisible(), timeout=1000)


def test_clear_bubbles_takes_every_bubble_off(qtbot: QtBot, scene: TableScene) -> None:
    _deal(qtbot, scene)
    for seat, text in ((1, "Pass"), (2, "Defend alone")):
        with qtbot.waitSignal(scene.animations_done, timeout=2000):
            scene.show_bid(seat, text)
    assert scene.bubble_texts() == [None, "Pass", "Defend alone", None]
    with qtbot.waitSignal(scene.animations_done, timeout=2000):
        scene.clear_bubbles()
    assert scene.bubble_texts() == [None] * 4
    assert not any(scene.bubble(seat).isVisible() for seat in range(4))


def test_the_piles_say_which_card_lies_where(qtbot: QtBot, scene: TableScene) -> None:
    _deal(qtbot, scene)
    piles = scene.piles
    assert piles.deck.cards == ()
    assert sorted(c for c in piles.hand(0).cards if c is not None) == sorted(OWN)
    assert piles.hand(1).cards == (None,) * 5
    assert piles.kitty.cards[0] == UPCARD and len(piles.kitty.cards) == 4 and piles.kitty.upcard_showing
    with qtbot.waitSignal(scene.animations_done, timeout=2000):
        scene.turn_down_upcard()
    assert not piles.kitty.upcard_showing
    with qtbot.waitSignal(scene.animations_done, timeout=2000):
        scene.set_trump(Suit.HEARTS, 1)
    for seat, code in ((0, "AS"), (1, "KS"), (2, "QS"), (3, "9S")):
        with qtbot.waitSignal(scene.animations_done, timeout=2000):
            scene.play_card(seat, Card.parse(code))
    assert piles.trick.cards == ((0, Card.parse("AS")), (1, Card.parse("KS")), (2, Card.parse("QS")),
                                 (3, Card.parse("9S")))
    assert len(piles.hand(0).cards) == 4 and Card.parse("AS") not in piles.hand(0).cards
    with qtbot.waitSignal(scene.animations_done, timeout=2000):
        scene.collect_trick(2)
    assert piles.trick.cards == ()
    assert piles.won_by(0).cards == (tuple(Card.parse(code) for code in ("AS", "KS", "QS", "9S")),)
    assert piles.won_by(1).cards == ()


def test_the_draw_row_holds_the_cards_drawn_for_the_deal(qtbot: QtBot, scene: TableScene) -> None:
    draws = [(0, Card.parse("9H")), (1, Card.parse("TD")), (2, Card.parse("JS"))]
    with qtbot.waitSignal(scene.animations_done, timeout=5000):
        scene.draw_for_dealer(draws)
    assert scene.piles.draw.cards == tuple(draws)
    assert len(scene.piles.deck.cards) == 24 - 3
    _deal(qtbot, scene, dealer=2)
    assert scene.piles.draw.cards == ()


def test_every_step_reports_even_when_nothing_moves(qtbot: QtBot, scene: TableScene) -> None:
    with qtbot.waitSignal(scene.animations_done, timeout=1000):
        scene.set_scores([3, 4], 10)
    assert scene.score_panel.scores == (3, 4)


def _click(qtbot: QtBot, view: TableView, item: CardItem) -> None:
    point = view.mapFromScene(item.mapToScene(QPointF(0.0, item.card_height * 0.3)))
    QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, point)


def test_clicks_reach_the_player_only_when_the_table_is_still(qtbot: QtBot, scene: TableScene,
                                                             view: TableView) -> None:
    _deal(qtbot, scene)
    clicked: list[Card | None] = []
    scene.card_clicked.connect(clicked.append)
    target = scene.piles.hand(0).items[-1]
    _click(qtbot, view, target)
    assert clicked == [target.card]

    scene.set_durations(Durations())
    with qtbot.waitSignal(scene.animations_done, timeout=3000):
        scene.set_trump(Suit.SPADES, 1)
        assert scene.is_busy
        _click(qtbot, view, scene.piles.hand(0).items[-1])
        assert clicked == [target.card], "a click while cards move is ignored"
    _click(qtbot, view, scene.piles.hand(0).items[-1])
    assert len(clicked) == 2


def test_a_playable_card_lifts_under_the_mouse(qtbot: QtBot, scene: TableScene, view: TableView) -> None:
    _deal(qtbot, scene)
    scene.set_playable(parse_cards("AS"))
    ace = scene.item_for(Card.parse("AS"))
    nine = scene.item_for(Card.parse("9C"))
    assert ace is not None and nine is not None
    left_part = QPointF(-nine.card_height * 0.3, 0.0)
    QTest.mouseMove(view.viewport(), view.mapFromScene(nine.mapToScene(left_part)))
    qtbot.wait(60)
    assert not nine.lifted, "an unplayable card stays down"
    QTest.mouseMove(view.viewport(), view.mapFromScene(ace.mapToScene(QPointF(-ace.card_height * 0.3, 0.0))))
    qtbot.waitUntil(lambda: ace.lifted, timeout=1000)


def test_clicks_on_other_seats_cards_do_nothing(qtbot: QtBot, scene: TableScene, view: TableView) -> None:
    _deal(qtbot, scene)
    clicked: list[Card | None] = []
    scene.card_clicked.connect(clicked.append)
    _click(qtbot, view, scene.piles.hand(2).items[2])
    assert clicked == []


def test_resizing_the_view_lays_the_table_out_again(qtbot: QtBot, scene: TableScene, view: TableView) -> None:
    _deal(qtbot, scene)
    view.resize(1920, 1080)
    qtbot.waitUntil(lambda: scene.sceneRect().width() == 1920, timeout=2000)
    layout = scene.layout
    assert layout.width == 1920
    for item, place in zip(scene.piles.hand(0).items, layout.hand(0, 5), strict=True):
        assert (item.pos() - place.pos).manhattanLength() < 0.5
        assert item.card_height == pytest.approx(layout.human_card_height)


def test_three_handed_table(qtbot: QtBot) -> None:
    scene = TableScene(3, durations=FAST)
    hands = [list(OWN), [None] * 5, [None] * 5]
    with qtbot.waitSignal(scene.animations_done, timeout=5000):
        scene.deal(0, "2-3", hands, UPCARD)
    assert len(scene.piles.kitty.items) == 9
    assert scene.sides == 3 and scene.side_of(2) == 2
    with qtbot.waitSignal(scene.animations_done, timeout=2000):
        scene.set_scores([1, 2, 3], 10)
    assert scene.score_panel.scores == (1, 2, 3)


def test_display_order_alternates_colours_and_leads_with_trump() -> None:
    hand = parse_cards("9H AS JD KH 9C")
    assert display_order(hand, None) == list(parse_cards("AS KH 9H 9C JD"))
    assert display_order(hand, Suit.HEARTS) == list(parse_cards("JD KH 9H AS 9C"))
    assert display_order(hand, None, HandOrder.LOW_FIRST) == list(parse_cards("AS 9H KH 9C JD"))
    with_benny = [*parse_cards("9H AS"), Card(24)]
    assert display_order(with_benny, Suit.CLUBS)[0] == Card(24)


def test_display_order_fixed_and_as_dealt() -> None:
    hand = parse_cards("9H AS JD KH 9C")
    assert display_order(hand, None, arrangement=SuitArrangement.FIXED) == list(parse_cards("9C JD AS KH 9H"))
    assert display_order(hand, None, arrangement=SuitArrangement.AS_DEALT) == list(hand)
    assert display_order(hand, Suit.HEARTS, arrangement=SuitArrangement.AS_DEALT) == list(
        parse_cards("JD KH 9H AS 9C")), "trump gathered in front, ranked; the rest as dealt"


def test_the_arrangement_setting_resorts_the_hand(qtbot: QtBot, scene: TableScene) -> None:
    _deal(qtbot, scene)
    scene.set_suit_arrangement(SuitArrangement.FIXED)
    assert scene.piles.hand(0).cards == tuple(parse_cards("9C JD AS KH 9H"))


def test_a_farmer_takes_the_kitty_and_returns_cards_to_the_middle(qtbot: QtBot, scene: TableScene) -> None:
    _deal(qtbot, scene)
    middle = [item.pos() for item in scene.piles.kitty.items]
    taken = parse_cards("QS TC 9D")
    with qtbot.waitSignal(scene.animations_done, timeout=2000):
        scene.take_kitty(0, taken)
    assert len(scene.piles.hand(0).items) == 8 and set(taken) <= set(scene.piles.hand(0).cards)
    assert scene.piles.kitty.items[0].card == UPCARD and len(scene.piles.kitty.items) == 1
    with qtbot.waitSignal(scene.animations_done, timeout=2000):
        scene.bury(0, Card.parse("9D"), aside=False)
    assert len(scene.piles.hand(0).items) == 7 and len(scene.piles.kitty.items) == 2
    assert scene.piles.kitty.items[0].pos() == middle[0], "the upcard stays in the middle for the bidding"
    with qtbot.waitSignal(scene.animations_done, timeout=2000):
        scene.take_kitty(1, [None])
    assert len(scene.piles.hand(1).items) == 6 and scene.piles.hand(1).cards.count(None) == 6


def test_partners_best_passes_a_card_across(qtbot: QtBot, scene: TableScene) -> None:
    _deal(qtbot, scene)
    gift = Card.parse("QS")
    with qtbot.waitSignal(scene.animations_done, timeout=2000):
        scene.pass_card(2, 0, gift)
    assert gift in scene.piles.hand(0).cards and len(scene.piles.hand(2).items) == 4
    item = scene.item_for(gift)
    assert item is not None and item.face_up
    with qtbot.waitSignal(scene.animations_done, timeout=2000):
        scene.pass_card(0, 2, Card.parse("9C"))
    assert Card.parse("9C") not in scene.piles.hand(0).cards
    assert scene.piles.hand(2).cards == (None,) * 5, "the player's gift is hidden in the partner's hand"
    with pytest.raises(ValueError, match="must name the card"):
        scene.pass_card(0, 2)
