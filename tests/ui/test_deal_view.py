"""Show all hands marks what changed hands after the deal: the card taken edged in gold after the seat's
dealt cards, the card put away faded, and both said to a screen reader."""

from __future__ import annotations

from PySide6.QtGui import QColor, QImage
from pytestqt.qtbot import QtBot

from euchre_desktop.engine import Suit, parse_cards
from euchre_desktop.ui.deal_view import DealView
from euchre_desktop.ui.focus_mark import FOCUS_GOLD

HANDS = [parse_cards("9C TC 9D TD 9H"), parse_cards("JC JS AC KC QC"), parse_cards("JD TH QH 9S TS"),
         parse_cards("AD KD QD AH KH")]
NAMES = ("You", "Hank", "Gloria", "Luis")


def _gold(image: QImage) -> int:
    image = image.convertToFormat(QImage.Format.Format_RGB32)
    return sum(1 for y in range(0, image.height(), 2) for x in range(0, image.width(), 2)
               if _near(image.pixelColor(x, y), FOCUS_GOLD))


def _near(colour: QColor, other: QColor) -> bool:
    return abs(colour.red() - other.red()) + abs(colour.green() - other.green()) \
        + abs(colour.blue() - other.blue()) < 40


def test_the_card_taken_and_the_card_put_away_are_marked(qtbot: QtBot) -> None:
    views = []
    for taken, put_away in ((((), (), tuple(parse_cards("JH")), ()), ((), (), tuple(parse_cards("9S")), ())),
                            ((), ())):
        view = DealView()
        qtbot.addWidget(view)
        view.show_deal(HANDS, parse_cards("JH QS KS AS"), NAMES, 2, Suit.HEARTS, taken=taken,
                       put_away=put_away)
        view.resize(view.sizeHint())
        views.append(view)
    marked, plain = views
    assert marked.row_rects()[2].width() > plain.row_rects()[2].width(), "the J♥ follows Gloria's cards"
    assert marked.sizeHint().height() > plain.sizeHint().height(), "with a line on what the marks mean"
    assert _gold(marked.grab().toImage()) > 20 and _gold(plain.grab().toImage()) == 0
    said = marked.accessibleDescription()
    assert "Taken by Gloria after the deal: jack of hearts" in said
    assert "Put away or passed on by Gloria: nine of spades" in said
    assert "Taken" not in plain.accessibleDescription()
