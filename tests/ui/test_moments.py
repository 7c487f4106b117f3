"""The table's moments: the bowers stepping onto the cloth, a loner's partner bowing out, fireworks for a
march, shaking plates for a euchre; cards turning over as they are gathered; cards landing where a resize
says.  Each moves only with time to move, is still (a steady mark) with reduced motion, and ends inside
the table's pacing: ``animations_done`` once per step, after the moment is over."""

from __future__ import annotations

import itertools
from collections.abc import Callable, Iterator

import pytest
from PySide6.QtCore import QRectF, QTimer
from PySide6.QtGui import QTransform
from pytestqt.qtbot import QtBot

from euchre_desktop.engine import Card, Suit, parse_cards
from euchre_desktop.ui.table.animation import Durations, Motion
from euchre_desktop.ui.table.bowers import bower_places, bower_tray
from euchre_desktop.ui.table.card_art import CardMarker
from euchre_desktop.ui.table.effects import EUCHRE_GLOW, MARCH_GLOW, Fireworks, firework_anchors
from euchre_desktop.ui.table.layout import MAX_HAND, TableLayout, card_bounds
from euchre_desktop.ui.table.scene import TableScene

SIZES = [(960, 640), (1280, 800), (1920, 1080), (2560, 1440), (800, 1200), (3000, 900)]
FAST = Durations(speed=Durations.MAX_SPEED)
SLOW = Durations(speed=2.0)
STILL = Durations(reduced_motion=True)
OWN = parse_cards("9H AS JD KH 9C")
UPCARD = Card.parse("JH")


@pytest.fixture
def make_scene(qtbot: QtBot) -> Iterator[Callable[..., TableScene]]:
    """Tables of four (or three), cleared at the end."""
    tables: list[TableScene] = []

    def build(durations: Durations = FAST, players: int = 4) -> TableScene:
        table = TableScene(players, durations=durations, width=1280, height=800)
        tables.append(table)
        return table

    yield build
    for table in tables:
        table.clear()


class Sampler:
    """Calls ``look`` every few milliseconds while a step runs, to see what a player sees in between."""

    def __init__(self, look: Callable[[], object]) -> None:
        self.seen: list[object] = []
        self._timer = QTimer()
        self._timer.setInterval(4)
        self._timer.timeout.connect(lambda: self.seen.append(look()))
        self._timer.start()

    def stop(self) -> list[object]:
        """Stop looking; what was seen, in order."""
        self._timer.stop()
        return self.seen


def run_step(qtbot: QtBot, scene: TableScene, step: Callable[[], None], timeout: int = 5000) -> int:
    """Run one table step, wait until the table is still and a little longer; how often it said so."""
    done: list[bool] = []
    scene.animations_done.connect(lambda: done.append(True))
    with qtbot.waitSignal(scene.animations_done, timeout=timeout):
        step()
    qtbot.wait(40)
    return len(done)


def deal(qtbot: QtBot, scene: TableScene, dealer: int = 3) -> None:
    """A quick deal (the table's own pace is kept for what the test looks at)."""
    pace = scene.durations
    scene.set_durations(FAST)
    hands = [list(OWN)] + [[None] * 5 for _ in range(scene.players - 1)]
    run_step(qtbot, scene, lambda: scene.deal(dealer, "3-2", hands, UPCARD))
    scene.set_durations(pace)


# --- The bowers ---------------------------------------------------------------------------------------------


def test_the_bowers_turn_over_in_a_labelled_tray_of_their_own(
    qtbot: QtBot, make_scene: Callable[..., TableScene]
) -> None:
    scene = make_scene(SLOW)
    deal(qtbot, scene)
    assert scene.bower_items() == [] and not scene.bower_tray.isVisible()
    badge = scene.layout.trump_rect()
    tray = bower_tray(scene.layout)
    sampler = Sampler(lambda: [(token.mapToScene(token.shape()).boundingRect(), token.face_up)
                               for token in scene.bower_items()])
    assert run_step(qtbot, scene, lambda: scene.set_trump(Suit.HEARTS, 1)) == 1
    seen = [token for frame in sampler.stop() for token in frame]
    assert seen and all(tray.contains(box) and not box.intersects(badge) for box, _face in seen), \
        "the bowers never leave their tray, never pass under the badge"
    assert any(not face for _box, face in seen), "they turn over where they lie"
    assert scene.bower_tray.isVisible() and scene.bower_tray.geometry() == tray
    assert scene.bower_tray.labels == ("Right bower", "Left bower")
    right, left = scene.bower_items()
    assert (right.card, left.card) == (Card.parse("JH"), Card.parse("JD"))
    assert right.face_up and left.face_up
    assert right.look.marker is CardMarker.RIGHT_BOWER and left.look.marker is CardMarker.LEFT_BOWER
    assert left.look.trump is Suit.HEARTS
    places = bower_places(scene.layout)
    for token, place in zip((right, left), places, strict=True):
        assert (token.pos() - place.pos).manhattanLength() < 0.5 and not token.is_animating
        assert token.rotation() == 0.0, "upright, unlike the cards dropped on a trick"
    assert not scene.is_busy


def test_with_reduced_motion_the_bowers_are_simply_there(qtbot: QtBot, make_scene: Callable[..., TableScene]
                                                         ) -> None:
    scene = make_scene(STILL)
    deal(qtbot, scene)
    scene.set_trump(Suit.SPADES, 0)
    places = bower_places(scene.layout)
    tokens = scene.bower_items()
    assert [token.card for token in tokens] == [Card.parse("JS"), Card.parse("JC")]
    for token, place in zip(tokens, places, strict=True):
        assert token.pos() == place.pos and not token.is_animating, "no flight at all"


def test_the_bowers_follow_a_resize_and_leave_with_the_next_deal(
    qtbot: QtBot, make_scene: Callable[..., TableScene]
) -> None:
    scene = make_scene()
    deal(qtbot, scene)
    run_step(qtbot, scene, lambda: scene.set_trump(Suit.CLUBS, 2))
    scene.resize_table(1920, 1080)
    for token, place in zip(scene.bower_items(), bower_places(scene.layout), strict=True):
        assert (token.pos() - place.pos).manhattanLength() < 0.5 and token.card_height == place.height
    scene.set_four_colour(True)
    assert all(token.look.four_colour for token in scene.bower_items())
    deal(qtbot, scene, dealer=0)
    assert scene.bower_items() == [] and not scene.bower_tray.isVisible()


@pytest.mark.parametrize(("size", "players"), list(itertools.product(SIZES, (4, 3))))
def test_the_resting_bowers_cover_nothing_on_the_table(size: tuple[int, int], players: int) -> None:
    layout = TableLayout(*size, players)
    regions = {"trump badge": layout.trump_rect(), "score": layout.score_rect(2 if players == 4 else 3, True)}
    for seat in range(players):
        regions[f"plate {seat}"] = layout.plate_rect(seat)
        regions[f"hand {seat}"] = layout.hand_bounds(seat, MAX_HAND)
        regions[f"trick card {seat}"] = card_bounds(layout.trick(seat, 0))
        regions[f"kitty set aside by {seat}"] = card_bounds(layout.put_away(seat, 3, 4))
    regions["kitty"] = card_bounds(layout.kitty(0, 4)).united(card_bounds(layout.kitty(3, 4)))
    tray = bower_tray(layout)
    assert layout.rect.contains(tray), f"the bowers' tray leaves the {size} table"
    for name, region in regions.items():
        assert not tray.intersects(region), f"the tray covers the {name} at {size} with {players} players"
    for place in bower_places(layout):
        box = card_bounds(place)
        assert tray.contains(box), f"a bower leaves its tray at {size}"
        assert box.height() > layout.unit * 0.4, "big enough to read"


# --- A loner's partner --------------------------------------------------------------------------------------


def test_the_loners_partner_bows_and_draws_back(qtbot: QtBot, make_scene: Callable[..., TableScene]) -> None:
    scene = make_scene(SLOW)
    deal(qtbot, scene)
    plate = scene.plate(2)
    at_the_table = plate.sceneBoundingRect()
    sampler = Sampler(lambda: (plate.withdrawal, plate.bow_degrees))
    assert run_step(qtbot, scene, lambda: scene.sit_out(2)) == 1
    seen = sampler.stop()
    assert any(0.0 < withdrawal < 1.0 and bow > 5.0 for withdrawal, bow in seen), "a bow on the way"
    assert plate.withdrawal == 1.0 and plate.bow_degrees == 0.0, "upright again, sitting out"
    assert plate.opacity() == pytest.approx(0.55)
    assert plate.sceneBoundingRect().top() < at_the_table.top(), "drawn back towards the rail"
    assert plate.markers()[-1] == "Sitting out"
    deal(qtbot, scene, dealer=0)
    assert plate.withdrawal == 0.0 and plate.opacity() == 1.0 and plate.sceneBoundingRect() == at_the_table


def test_with_reduced_motion_the_partner_just_sits_out(qtbot: QtBot, make_scene: Callable[..., TableScene]
                                                       ) -> None:
    scene = make_scene(STILL)
    deal(qtbot, scene)
    plate = scene.plate(2)
    sampler = Sampler(lambda: plate.bow_degrees)
    scene.sit_out(2)
    assert plate.withdrawal == 1.0 and plate.opacity() == pytest.approx(0.55)
    qtbot.waitUntil(lambda: not scene.is_busy, timeout=2000)
    assert set(sampler.stop()) <= {0.0}, "no bow"


# --- March and euchre ---------------------------------------------------------------------------------------


def test_a_march_sets_off_fireworks_that_clear_away(
    qtbot: QtBot, make_scene: Callable[..., TableScene]
) -> None:
    scene = make_scene(Durations(speed=4.0))
    deal(qtbot, scene)
    shows: list[Fireworks] = []
    sparks: list[int] = []

    def look() -> None:
        for show in scene.effects():
            if show not in shows:
                shows.append(show)
            sparks.append(show.live_sparks())

    sampler = Sampler(look)
    assert run_step(qtbot, scene, lambda: scene.celebrate_march(0)) == 1
    sampler.stop()
    assert len(shows) == 1 and max(sparks) > 30, "one show, with bursts of sparks"
    assert scene.effects() == [] and not any(isinstance(item, Fireworks) for item in scene.items())
    assert scene.glowing_seats() == [0, 2] and scene.plate(0).glow == MARCH_GLOW
    deal(qtbot, scene, dealer=0)
    assert scene.glowing_seats() == []


def test_fireworks_burst_over_the_winners_seats() -> None:
    layout = TableLayout(1600, 1000)
    ours = firework_anchors(layout, [0, 2])
    theirs = firework_anchors(layout, [1, 3])
    middle = layout.rect.center()
    assert len(ours) == len(theirs) == 6
    assert all(abs(peak.y() - middle.y()) > abs(peak.x() - middle.x()) for _, peak in ours), "over us"
    assert all(abs(peak.x() - middle.x()) > abs(peak.y() - middle.y()) for _, peak in theirs), "over them"
    for launch, peak in ours + theirs:
        assert launch.y() > peak.y() and launch.x() == peak.x(), "rockets climb straight up"
    show = Fireworks(ours, layout.unit)
    unit = layout.unit
    assert layout.rect.adjusted(-unit, -unit, unit, unit).contains(show.boundingRect())
    with pytest.raises(ValueError, match="6 rockets"):
        show.set_anchors(theirs[:3], layout.unit)


def test_a_resize_moves_the_fireworks_with_the_seats(qtbot: QtBot, make_scene: Callable[..., TableScene]
                                                     ) -> None:
    scene = make_scene(Durations(speed=2.0))
    deal(qtbot, scene)
    scene.celebrate_march(1)
    (show,) = scene.effects()
    before = show.boundingRect()
    scene.resize_table(1920, 1080)
    assert show.boundingRect() != before
    assert QRectF(scene.sceneRect()).adjusted(-200, -200, 200, 200).contains(show.boundingRect())
    qtbot.waitUntil(lambda: not scene.effects(), timeout=5000)


def test_with_reduced_motion_a_march_only_glows(qtbot: QtBot, make_scene: Callable[..., TableScene]) -> None:
    scene = make_scene(STILL)
    deal(qtbot, scene)
    assert run_step(qtbot, scene, lambda: scene.celebrate_march(1)) == 1
    assert scene.effects() == [] and not any(isinstance(item, Fireworks) for item in scene.items())
    assert scene.glowing_seats() == [1, 3]


def test_euchred_makers_plates_shake_then_glow(qtbot: QtBot, make_scene: Callable[..., TableScene]) -> None:
    scene = make_scene(Durations(speed=2.0))
    deal(qtbot, scene)
    makers, others = scene.plate(1), scene.plate(0)
    sampler = Sampler(lambda: (makers.transform().dx(), others.transform().dx()))
    assert run_step(qtbot, scene, lambda: scene.shake_makers(1)) == 1
    seen = sampler.stop()
    assert max(abs(dx) for dx, _ in seen) > 1.0, "the makers' plates swing"
    assert all(other == 0.0 for _, other in seen), "nobody else's"
    assert makers.transform() == QTransform() and makers.shake == 1.0, "still again"
    assert scene.glowing_seats() == [1, 3] and makers.glow == EUCHRE_GLOW


def test_with_reduced_motion_a_euchre_only_glows(qtbot: QtBot, make_scene: Callable[..., TableScene]) -> None:
    scene = make_scene(STILL)
    deal(qtbot, scene)
    plate = scene.plate(0)
    sampler = Sampler(lambda: plate.transform().isIdentity())
    assert run_step(qtbot, scene, lambda: scene.shake_makers(0)) == 1
    assert all(sampler.stop())
    assert scene.glowing_seats() == [0, 2]


def test_a_cutthroat_march_celebrates_one_seat(qtbot: QtBot, make_scene: Callable[..., TableScene]) -> None:
    scene = make_scene(FAST, players=3)
    deal(qtbot, scene, dealer=2)
    run_step(qtbot, scene, lambda: scene.celebrate_march(2))
    assert scene.glowing_seats() == [2]
    with pytest.raises(ValueError, match="no side 3"):
        scene.shake_makers(3)


# --- Cards in flight ----------------------------------------------------------------------------------------


def test_face_up_cards_turn_over_as_they_are_gathered(qtbot: QtBot, make_scene: Callable[..., TableScene]
                                                      ) -> None:
    scene = make_scene(FAST)
    draws = [(0, Card.parse("AS")), (1, Card.parse("KD")), (2, Card.parse("JC"))]
    run_step(qtbot, scene, lambda: scene.draw_for_dealer(draws))
    scene.set_durations(Durations(speed=3.0))
    drawn = scene.item_for(Card.parse("KD"))
    assert drawn is not None and drawn.face_up
    sampler = Sampler(lambda: (drawn.face_up, drawn.face_card))
    hands = [list(OWN)] + [[None] * 5 for _ in range(3)]
    run_step(qtbot, scene, lambda: scene.deal(2, "3-2", hands, UPCARD))
    seen = sampler.stop()
    assert seen[0] == (True, Card.parse("KD")), "it still shows its face as it leaves"
    assert (False, drawn.card) in seen, "and turns face down in flight"
    shown = {face for up, face in seen if up}
    assert shown <= {Card.parse("KD"), drawn.card}, "it never shows another card's face on the way"


def test_a_resize_mid_flight_lands_every_card_in_its_new_place(
    qtbot: QtBot, make_scene: Callable[..., TableScene]
) -> None:
    scene = make_scene(Durations(speed=2.0))
    hands = [list(OWN)] + [[None] * 5 for _ in range(3)]
    done: list[bool] = []
    scene.animations_done.connect(lambda: done.append(True))
    scene.deal(3, "3-2", hands, UPCARD)
    qtbot.wait(150)
    moving = [item for seat in range(4) for item in scene.piles.hand(seat).items if item.is_animating]
    assert moving, "cards are still in flight"
    scene.resize_table(1920, 1080)
    assert all(item.is_animating for item in moving), "the flights go on"
    qtbot.waitUntil(lambda: bool(done), timeout=5000)
    qtbot.wait(40)
    assert done == [True], "the table settles once, when the deal is done"
    for seat in range(4):
        for item, place in zip(scene.piles.hand(seat).items, scene.layout.hand(seat, 5), strict=True):
            assert (item.pos() - place.pos).manhattanLength() < 0.5
            assert item.card_height == pytest.approx(place.height)


def test_six_cards_rest_longer_than_four_before_they_are_gathered() -> None:
    normal = Durations()
    four = normal.ms(Motion.TRICK_PAUSE)
    assert normal.trick_pause(3) == normal.trick_pause(4) == four
    assert normal.trick_pause(6) == four * 3 // 2
    assert Durations(instant=True).trick_pause(6) == 0
