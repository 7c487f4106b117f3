"""The card art: every card drawn, crisp at any size, distinct, with working colours, markers and states."""

from __future__ import annotations

import sys

import pytest
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QTransform
from PySide6.QtWidgets import QApplication

from euchre_desktop.engine import DECK_25, Card, Rank, Suit, parse_cards
from euchre_desktop.ui.table.avatars import PORTRAITS, paint_avatar
from euchre_desktop.ui.table.card_art import (
    PLAIN_LOOK,
    CardLook,
    CardMarker,
    CardRenderer,
    paint_card,
    paint_spot_card,
    pip_layout,
    suit_path,
)
from euchre_desktop.ui.table.card_art.plain_court import ONE_EYED, eyes_shown
from euchre_desktop.ui.table.score_cards import (
    MAX_COUNTERS,
    ScorePair,
    ScoreShowing,
    layout_for,
    showing_for,
    shown_score,
    visible_pips,
)
from euchre_desktop.ui.theme import resolve_font_family, suit_palette

pytestmark = pytest.mark.usefixtures("qapp")


def _image(card: Card | None, height: int = 140, look: CardLook = PLAIN_LOOK) -> QImage:
    """The card drawn at ``height`` pixels without the shadow margin (the card rectangle only)."""
    renderer = CardRenderer()
    pixmap = renderer.pixmap(card, height, 1.0, look)
    margin = renderer.margin(height)
    width, whole = renderer.card_size(height)
    return pixmap.toImage().copy(margin, margin, width, whole)


def _region(image: QImage, left: float, top: float, right: float, bottom: float) -> QImage:
    width, height = image.width(), image.height()
    return image.copy(round(left * width), round(top * height), round((right - left) * width),
                      round((bottom - top) * height))


def _colour_distance(a: QColor, b: QColor) -> int:
    return abs(a.red() - b.red()) + abs(a.green() - b.green()) + abs(a.blue() - b.blue())


def test_every_card_and_the_back_render_at_small_medium_and_large_sizes() -> None:
    renderer = CardRenderer()
    for height in (40, 140, 420):
        width, whole = renderer.card_size(height)
        for card in [*DECK_25, None]:
            pixmap = renderer.pixmap(card, height)
            assert not pixmap.isNull()
            margin = renderer.margin(whole)
            assert (pixmap.width(), pixmap.height()) == (width + 2 * margin, whole + 2 * margin)


def test_different_cards_look_different() -> None:
    images = {card: _image(card) for card in [*DECK_25, None]}
    seen: dict[bytes, Card | None] = {}
    for card, image in images.items():
        key = bytes(image.constBits())
        assert key not in seen, f"{card} looks exactly like {seen[key]}"
        seen[key] = card


def test_pixmaps_follow_the_device_pixel_ratio() -> None:
    renderer = CardRenderer()
    sharp = renderer.pixmap(Card.parse("QH"), 100, 2.0)
    plain = renderer.pixmap(Card.parse("QH"), 100, 1.0)
    assert sharp.width() == 2 * plain.width()
    assert sharp.devicePixelRatio() == 2.0


def test_rank_letters_render_as_letters_not_boxes() -> None:
    # A missing font draws every letter as the same box, so K and Q indices would be identical.
    assert resolve_font_family()
    king = _region(_image(Card.parse("KS"), 200), 0.02, 0.03, 0.2, 0.17)
    queen = _region(_image(Card.parse("QS"), 200), 0.02, 0.03, 0.2, 0.17)
    nine = _region(_image(Card.parse("9S"), 200), 0.02, 0.03, 0.2, 0.17)
    assert king != queen
    assert queen != nine
    ink = suit_palette(False).colour(Suit.SPADES)
    dark = sum(1 for x in range(king.width()) for y in range(king.height())
               if _colour_distance(king.pixelColor(x, y), ink) < 90)
    assert dark > king.width() * king.height() * 0.08, "the K index should put plenty of ink down"


@pytest.mark.parametrize(
    ("card", "plain", "four"), [("AD", "#c4122f", "#1757c2"), ("AC", "#16161a", "#117a39")]
)
def test_four_colour_option_changes_diamonds_and_clubs(card: str, plain: str, four: str) -> None:
    two = _image(Card.parse(card), 200)
    coloured = _image(Card.parse(card), 200, CardLook(four_colour=True))
    centre = QPointF(two.width() / 2, two.height() / 2).toPoint()
    assert _colour_distance(two.pixelColor(centre), QColor(plain)) < 30
    assert _colour_distance(coloured.pixelColor(centre), QColor(four)) < 30


@pytest.mark.parametrize("card", ["AH", "AS"])
def test_four_colour_keeps_hearts_red_and_spades_black(card: str) -> None:
    two = _image(Card.parse(card), 200)
    coloured = _image(Card.parse(card), 200, CardLook(four_colour=True))
    centre = QPointF(two.width() / 2, two.height() / 2).toPoint()
    assert two.pixelColor(centre) == coloured.pixelColor(centre)


def test_suit_symbols_are_symmetric_and_fill_their_box() -> None:
    mirror = QTransform.fromScale(-1.0, 1.0)
    for suit in Suit:
        path = suit_path(suit)
        box = path.boundingRect()
        assert box.width() > 0.7 and box.height() > 0.9, f"{suit.name} is too small in its unit box"
        assert abs(box.left() + box.right()) < 0.01, f"{suit.name} is not centred"
        mirrored = mirror.map(path)
        for i in range(-9, 10):
            for j in range(-9, 10):
                point = QPointF(i / 20, j / 20)
                assert path.contains(point) == mirrored.contains(point), f"{suit.name} is lopsided at {point}"


def test_traditional_pip_layouts() -> None:
    assert len(pip_layout(9)) == 9
    assert len(pip_layout(10)) == 10
    nine = pip_layout(9)
    assert sum(1 for _, _, upside_down in nine if upside_down) == 4, "the lower pips are printed upside down"
    with pytest.raises(ValueError, match="7"):
        pip_layout(7)


def test_bower_markers_show_beside_the_index() -> None:
    badge = (0.2, 0.0, 0.48, 0.2)
    plain = _region(_image(Card.parse("JH"), 200), *badge)
    right = _region(_image(Card.parse("JH"), 200, CardLook(marker=CardMarker.RIGHT_BOWER, trump=Suit.HEARTS)),
                    *badge)
    left = _region(_image(Card.parse("JD"), 200, CardLook(marker=CardMarker.LEFT_BOWER, trump=Suit.HEARTS)),
                   *badge)
    left_plain = _region(_image(Card.parse("JD"), 200), *badge)
    assert right != plain
    assert left != left_plain
    # The crown is gold; the left bower's badge carries the trump suit's ink.
    gold = QColor("#d9a92b")
    assert any(_colour_distance(right.pixelColor(x, y), gold) < 40
               for x in range(right.width()) for y in range(right.height()))
    spades_trump = _region(
        _image(
            Card.parse("JC"), 200, CardLook(four_colour=True, marker=CardMarker.LEFT_BOWER, trump=Suit.SPADES)
        ),
        *badge,
    )
    clubs_trump = _region(
        _image(
            Card.parse("JS"), 200, CardLook(four_colour=True, marker=CardMarker.LEFT_BOWER, trump=Suit.CLUBS)
        ),
        *badge,
    )
    green = QColor("#117a39")
    assert any(_colour_distance(clubs_trump.pixelColor(x, y), green) < 40
               for x in range(clubs_trump.width()) for y in range(clubs_trump.height()))
    assert spades_trump != clubs_trump


def test_left_bower_marker_needs_the_trump_suit() -> None:
    with pytest.raises(ValueError, match="trump"):
        CardLook(marker=CardMarker.LEFT_BOWER)


def _mean_lightness(image: QImage) -> float:
    total = 0.0
    for x in range(0, image.width(), 3):
        for y in range(0, image.height(), 3):
            total += image.pixelColor(x, y).lightnessF()
    return total / ((image.width() + 2) // 3 * ((image.height() + 2) // 3))


def test_unplayable_cards_are_dimmed_and_selected_ones_outlined() -> None:
    card = Card.parse("9H")
    plain = _image(card, 160)
    dimmed = _image(card, 160, CardLook(dimmed=True))
    selected = _image(card, 160, CardLook(selected=True))
    assert _mean_lightness(dimmed) < _mean_lightness(plain) - 0.1
    edge = QPointF(selected.width() / 2, 2).toPoint()
    assert _colour_distance(selected.pixelColor(edge), QColor("#ffc83d")) < 60
    assert _colour_distance(plain.pixelColor(edge), QColor("#ffc83d")) > 100


def test_cache_returns_the_same_pixmap_and_forgets_the_oldest() -> None:
    renderer = CardRenderer(capacity=3)
    first = renderer.pixmap(Card.parse("AS"), 100)
    assert renderer.pixmap(Card.parse("AS"), 100).cacheKey() == first.cacheKey()
    for code in ("KS", "QS", "JS"):
        renderer.pixmap(Card.parse(code), 100)
    assert len(renderer) == 3
    assert renderer.pixmap(Card.parse("AS"), 100).cacheKey() != first.cacheKey()


def test_bad_renderer_input_is_refused() -> None:
    with pytest.raises(ValueError, match="capacity"):
        CardRenderer(capacity=0)
    with pytest.raises(ValueError, match="pixel ratio"):
        CardRenderer().pixmap(Card.parse("AS"), 100, dpr=0.0)


def test_painting_thousands_of_cards_keeps_the_interpreter_healthy() -> None:
    # PySide6 6.12.0 dropped a reference to None on every call of a method returning nothing; on Python 3.11
    # that aborted the whole process after a few thousand painter calls.  Painting must leave None alone.
    image = QImage(80, 112, QImage.Format.Format_ARGB32_Premultiplied)
    before = sys.getrefcount(None)
    for _ in range(20):
        painter = QPainter(image)
        paint_card(painter, QRectF(0, 0, 80, 112), Card.parse("KH"))
        painter.end()
    assert sys.getrefcount(None) >= before - 50


@pytest.mark.parametrize("pair", list(ScorePair))
def test_score_cards_show_exactly_the_score_in_pips(pair: ScorePair) -> None:
    for pips in range(pair.reach + 1):
        assert visible_pips(layout_for(pips, pair)) == pips, f"{pair.name} shows the wrong count for {pips}"
    with pytest.raises(ValueError, match="pips"):
        layout_for(pair.reach + 1, pair)


@pytest.mark.parametrize("pair", list(ScorePair))
def test_score_cards_show_eleven_and_scores_below_zero(pair: ScorePair) -> None:
    for score in range(-2 * pair.reach - 3, pair.reach * (MAX_COUNTERS + 1) + 1):
        showing = showing_for(score, pair)
        assert shown_score(showing, pair) == score, f"{pair.name} shows {score} wrong: {showing}"
    eleven = showing_for(11, pair)
    assert eleven.counters >= 1 and not eleven.in_the_hole, "a counter laid crosswise past the pips' reach"
    assert showing_for(-2, pair) == ScoreShowing(2, 0, True), "in the hole: the pair sideways, 2 owed"


def test_two_and_three_are_drawn_as_spot_cards() -> None:
    assert [len(pip_layout(count)) for count in (2, 3)] == [2, 3]
    twos = [QImage(40, 56, QImage.Format.Format_ARGB32_Premultiplied) for _ in range(2)]
    for image, count in zip(twos, (2, 3), strict=True):
        image.fill(0)
        painter = QPainter(image)
        paint_spot_card(painter, QRectF(0, 0, 40, 56), Suit.HEARTS, count)
        painter.end()
    assert twos[0] != twos[1]


def test_portraits_are_distinct_and_the_classic_face_is_plain() -> None:
    images = []
    for style in [*PORTRAITS.values(), None]:
        image = QImage(64, 64, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(0)
        painter = QPainter(image)
        paint_avatar(painter, QRectF(0, 0, 64, 64), style)
        painter.end()
        images.append(bytes(image.constBits()))
    assert len(set(images)) == len(images)
    assert QApplication.instance() is not None


def _avatar(style: object, *, plain: bool) -> bytes:
    image = QImage(64, 64, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(0)
    painter = QPainter(image)
    paint_avatar(painter, QRectF(0, 0, 64, 64), style, plain=plain)  # type: ignore[arg-type]
    painter.end()
    return bytes(image.constBits())


def test_the_classic_faces_of_the_company_are_plain_and_tell_apart() -> None:
    plain = [_avatar(style, plain=True) for style in PORTRAITS.values()]
    assert len(set(plain)) == len(plain), "every seat has its own plain face"
    for style, face in zip(PORTRAITS.values(), plain, strict=True):
        assert face != _avatar(style, plain=False), "the plain face is not the portrait"


def test_classic_offers_plain_court_faces_beside_the_portrait_ones() -> None:
    plain = CardLook(plain_courts=True)
    courts = [Card.of(rank, suit) for rank in (Rank.JACK, Rank.QUEEN, Rank.KING) for suit in Suit]
    assert len(courts) == 12
    faces = {card: _image(card, look=plain) for card in courts}
    for card, face in faces.items():
        assert face != _image(card), f"{card}: the plain court is not the portrait court"
    assert len({face.constBits().tobytes() for face in faces.values()}) == 12
    for card in parse_cards("9H TS AD"):
        assert _image(card, look=plain) == _image(card), "spot cards and aces are the same either way"


def test_the_one_eyed_courts_are_drawn_in_profile() -> None:
    assert set(ONE_EYED) == {Card.parse("JH"), Card.parse("JS"), Card.parse("KD")}
    assert {eyes_shown(card) for card in ONE_EYED} == {1}
    assert eyes_shown(Card.parse("JD")) == eyes_shown(Card.parse("KS")) == 2
    # In profile a face is far from its mirror image; looking straight out it is close to it.
    for rank in (Rank.JACK, Rank.QUEEN, Rank.KING):
        for suit in Suit:
            card = Card.of(rank, suit)
            image = _image(card, 400, CardLook(plain_courts=True))
            half = round(0.1 * image.width())
            face = image.copy(image.width() // 2 - half, round(0.19 * image.height()), 2 * half,
                              round(0.12 * image.height()))
            small = face.scaled(12, 10, Qt.AspectRatioMode.IgnoreAspectRatio,
                                Qt.TransformationMode.SmoothTransformation)
            mirrored = small.transformed(QTransform().scale(-1.0, 1.0))
            difference = sum(_colour_distance(small.pixelColor(x, y), mirrored.pixelColor(x, y))
                             for x in range(12) for y in range(10)) / 120
            assert (difference > 45) is (card in ONE_EYED), f"{card}: {difference:.0f} from its mirror image"


def test_the_benny_is_drawn_as_the_two_of_spades_when_that_card_plays_it() -> None:
    benny = Card.parse("BN")
    two_look = CardLook(two_of_spades_benny=True)
    two = _image(benny, look=two_look)

    def ink(image: QImage, x: float, y: float) -> int:
        colour = image.pixelColor(round(x * image.width()), round(y * image.height()))
        return colour.red() + colour.green() + colour.blue()

    assert [x for x, _y, _down in pip_layout(2)] == [0.5, 0.5]
    assert ink(two, 0.5, 0.23) < 150 and ink(two, 0.5, 0.77) < 150, "two black pips, top and bottom"
    assert ink(two, 0.5, 0.5) > 600, "plain paper between them"
    assert ink(_image(benny), 0.5, 0.5) < 600, "the joker's star is in the middle"
    assert _image(Card.parse("9S"), look=two_look) == _image(Card.parse("9S")), "no other card changes"
