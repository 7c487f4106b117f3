"""The pointer and the cards: what a card does under a mouse that rests, moves or never moved."""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from euchre_desktop.engine import Card, parse_cards
from euchre_desktop.ui.table.animation import Durations
from euchre_desktop.ui.table.scene import TableScene
from euchre_desktop.ui.table.view import TableView

FAST = Durations(speed=Durations.MAX_SPEED)
OWN = parse_cards("9H AS JD KH 9C")
UPCARD = Card.parse("QD")


def _deal(qtbot: QtBot, scene: TableScene) -> None:
    hands = [list(OWN)] + [[None] * 5 for _ in range(scene.players - 1)]
    with qtbot.waitSignal(scene.animations_done, timeout=5000):
        scene.deal(3, "3-2", hands, UPCARD)


def test_a_card_under_a_mouse_that_never_moved_over_the_table_can_be_made_unplayable(qtbot: QtBot) -> None:
    """A keyboard player's pointer rests where a card lands: taking the card's turn away must not crash
    (Qt's cursor reset read the view's last mouse event, which a view the mouse never moved over lacks)."""
    first = TableView(TableScene(4, durations=FAST, width=1280, height=800))
    qtbot.addWidget(first)
    first.resize(1280, 800)
    first.show()
    qtbot.waitExposed(first)
    QTest.mouseMove(first.viewport(), QPointF(640, 700).toPoint())  # the pointer comes to rest over the hand
    first.close()
    scene = TableScene(4, durations=FAST, width=1280, height=800)
    view = TableView(scene)
    qtbot.addWidget(view)
    view.resize(1280, 800)
    view.show()
    qtbot.waitExposed(view)
    _deal(qtbot, scene)
    view.setAttribute(Qt.WidgetAttribute.WA_UnderMouse, True)  # the pointer is over it, and has not moved
    for item in scene.piles.hand(0).items:
        item.set_interactive(True)
        item.set_interactive(False)
        assert not item.lifted
    scene.clear()
