"""Render the card art and the table to PNG files, to look at them as a player would.

    QT_QPA_PLATFORM=offscreen python tools/render_cards.py [--out DIR] [--only NAME ...]

Writes every card at three sizes (two-colour and four-colour), the bower markers and card states, the
six-and-four score cards, the portraits, and tables at key moments (dealing, bidding, trump named
mid-trick, a trick being collected, a loner) for four and three players at 1920x1080 and 1000x700 plus a
small and a huge window.  The tables are driven through a real engine hand with the ``TableScene`` game
steps, the same calls the model adapter makes.  Nothing is written inside the repository unless asked.
"""

from __future__ import annotations

import os
import random
import sys
from collections.abc import Callable
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from PySide6.QtCore import QEventLoop, QPointF, QRectF, QTimer
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QApplication
from render_cli import render_groups

from euchre_desktop.engine import (
    DECK_25,
    PRESETS,
    Action,
    ActionKind,
    Card,
    Deal,
    HandState,
    Phase,
    Rank,
    Rules,
    Suit,
    draw_first_dealer,
)
from euchre_desktop.ui.table.animation import Durations
from euchre_desktop.ui.table.avatars import PORTRAITS, paint_avatar
from euchre_desktop.ui.table.card_art import BACKS, CardLook, CardMarker, CardRenderer
from euchre_desktop.ui.table.scene import TableScene
from euchre_desktop.ui.table.score_cards import ScorePair, footprint, paint_score_cards
from euchre_desktop.ui.table.view import TableView
from euchre_desktop.ui.theme import TABLE

FELT = QColor("#1d7a4c")


def _sheet(cells: list[tuple[Card | None, CardLook]], height: int, columns: int) -> QImage:
    renderer = CardRenderer()
    width, _ = renderer.card_size(height)
    margin = renderer.margin(height)
    cell_w, cell_h = width + 2 * margin + 8, height + 2 * margin + 8
    rows = (len(cells) + columns - 1) // columns
    image = QImage(columns * cell_w + 16, rows * cell_h + 16, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(FELT)
    painter = QPainter(image)
    for index, (card, look) in enumerate(cells):
        x, y = 8 + (index % columns) * cell_w, 8 + (index // columns) * cell_h
        painter.drawPixmap(x, y, renderer.pixmap(card, height, 1.0, look))
    painter.end()
    return image


def render_card_sheets(out: Path) -> list[Path]:
    """Every card and the back at three sizes, four-colour, and the markers and states."""
    written = []
    every: list[tuple[Card | None, CardLook]] = [(card, CardLook()) for card in DECK_25] + [
        (None, CardLook())
    ]
    for height in (90, 150, 260):
        path = out / f"cards_{height}.png"
        _sheet(every, height, 13 if height < 200 else 7).save(str(path))
        written.append(path)
    four = [(card, CardLook(four_colour=True)) for card in DECK_25]
    path = out / "cards_four_colour_150.png"
    _sheet(four, 150, 13).save(str(path))
    written.append(path)
    courts = [Card.of(rank, suit) for suit in Suit for rank in (Rank.JACK, Rank.QUEEN, Rank.KING)]
    plain = [(card, CardLook(plain_courts=True)) for card in courts]
    plain += [(card, CardLook(plain_courts=True, four_colour=True)) for card in courts]
    plain += [(None, CardLook(back=back)) for back in BACKS]
    path = out / "cards_plain_courts_and_backs_200.png"
    _sheet(plain, 200, 12).save(str(path))
    written.append(path)
    hearts = Suit.HEARTS
    states = [
        (Card.parse("JH"), CardLook(marker=CardMarker.RIGHT_BOWER, trump=hearts)),
        (Card.parse("JD"), CardLook(marker=CardMarker.LEFT_BOWER, trump=hearts)),
        (Card.parse("JS"), CardLook(marker=CardMarker.RIGHT_BOWER, trump=Suit.SPADES)),
        (Card.parse("JC"), CardLook(marker=CardMarker.LEFT_BOWER, trump=Suit.SPADES)),
        (Card.parse("JD"), CardLook(marker=CardMarker.LEFT_BOWER, trump=hearts, four_colour=True)),
        (Card.parse("AS"), CardLook(dimmed=True)),
        (Card.parse("QH"), CardLook(selected=True)),
        (Card.parse("TC"), CardLook(dimmed=True, four_colour=True)),
    ]
    for height in (110, 200):
        path = out / f"cards_markers_{height}.png"
        _sheet(states, height, 8).save(str(path))
        written.append(path)
    return written


def render_score_cards(out: Path) -> list[Path]:
    """Each pair of score cards for every score from -3 to 12 (a counter past the pips, sideways below 0)."""
    height = 120
    written = []
    scores = range(-3, 13)
    for pair in ScorePair:
        box = footprint(height, pair)
        image = QImage(round(len(scores) * (box.width() + 16)) + 16, round(box.height()) + 60,
                       QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(FELT)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        for index, score in enumerate(scores):
            x = 16 + index * (box.width() + 16)
            paint_score_cards(painter, QPointF(x - box.left(), 12 - box.top()), height, score,
                              Suit.HEARTS if score % 2 else Suit.SPADES, pair=pair)
            painter.setPen(QColor("white"))
            painter.drawText(QRectF(x, box.height() + 20, box.width(), 30), 0x84, str(score))
        painter.end()
        path = out / f"score_cards_{pair.value}.png"
        image.save(str(path))
        written.append(path)
    return written


def render_avatars(out: Path) -> list[Path]:
    """Every portrait and its plain Classic face (and the face of a player with none), large and at plate
    size."""
    written = []
    faces: list[tuple[str | None, bool]] = [*((key, False) for key in PORTRAITS),
                                           *((key, True) for key in PORTRAITS), (None, True)]
    for size in (160, 44):
        image = QImage(len(faces) * (size + 12) + 12, size + 24, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(TABLE.felt_centre)
        painter = QPainter(image)
        for index, (key, plain) in enumerate(faces):
            paint_avatar(painter, QRectF(12 + index * (size + 12), 12, size, size),
                         PORTRAITS[key] if key is not None else None, plain=plain)
        painter.end()
        path = out / f"avatars_{size}.png"
        image.save(str(path))
        written.append(path)
    return written


# --- Tables driven by a real hand ---------------------------------------------------------------------------


class HandDriver:
    """Plays an engine hand onto a ``TableScene`` step by step, waiting for the table after each step."""

    def __init__(self, scene: TableScene, rules: Rules, deal: Deal) -> None:
        """Prepare to show ``deal`` under ``rules`` on ``scene``."""
        self.scene = scene
        self.state = HandState(rules, deal)
        self.deal = deal

    def wait(self) -> None:
        """Run the event loop until the table is still (or 10 s pass)."""
        loop = QEventLoop()
        self.scene.animations_done.connect(loop.quit)
        QTimer.singleShot(10_000, loop.quit)
        loop.exec()
        self.scene.animations_done.disconnect(loop.quit)

    def start(self) -> None:
        """Deal: the player's own cards face up, everyone else's hidden."""
        hands = [list(self.deal.hands[0])] + [[None] * 5 for _ in range(1, len(self.deal.hands))]
        self.scene.deal(self.deal.dealer, self.deal.packets, hands, self.deal.upcard)
        self.wait()

    def step(self, choose: Callable[[HandState], Action] | None = None) -> Action:
        """Apply one action (the first legal one unless ``choose`` says) and show it."""
        state = self.state
        seat = state.to_act
        action = choose(state) if choose is not None else state.legal_actions()[0]
        phase = state.phase
        tricks_before = len(state.tricks)
        state.apply(action)
        scene = self.scene
        names = {s: s.name.capitalize() for s in Suit}
        if action.kind is ActionKind.PASS and phase in (Phase.BID_ROUND_1, Phase.BID_ROUND_2):
            scene.show_bid(seat, "Pass")
            self.wait()
            if phase is Phase.BID_ROUND_1 and state.phase is Phase.BID_ROUND_2:
                scene.turn_down_upcard()
                self.wait()
        elif action.kind in (ActionKind.ORDER_UP, ActionKind.CALL):
            word = (
                ("Pick it up" if seat == self.deal.dealer else "Order it up")
                if action.kind is ActionKind.ORDER_UP
                else names[action.suit]
                if action.suit is not None
                else "Call"
            )
            scene.show_bid(seat, word + (" alone" if action.alone else ""))
            self.wait()
            assert state.trump is not None and state.maker is not None
            scene.set_trump(state.trump, state.maker, state.maker_alone)
            self.wait()
            for out_seat in sorted(state.sitting_out):
                scene.sit_out(out_seat)
                self.wait()
            if action.kind is ActionKind.ORDER_UP and self.deal.dealer not in state.sitting_out:
                scene.pickup_upcard(self.deal.dealer)
                self.wait()
        elif action.kind is ActionKind.DISCARD:
            scene.bury(seat, action.card if seat == 0 else None)
            self.wait()
        elif action.kind is ActionKind.PLAY:
            assert action.card is not None
            scene.play_card(seat, action.card)
            self.wait()
            if len(state.tricks) > tricks_before:
                scene.collect_trick(state.tricks[-1].winner)
                self.wait()
        return action

    def plays_so_far(self) -> int:
        """Cards played this hand."""
        return sum(len(trick.plays) for trick in self.state.tricks) + len(self.state.trick)

    def run_until(
        self,
        done: Callable[[HandState], bool],
        choose: Callable[[HandState], Action] | None = None,
    ) -> None:
        """Step until ``done`` says so (or the hand ends)."""
        while self.state.phase is not Phase.DONE and not done(self.state):
            self.step(choose)


def _order_up_first(state: HandState) -> Action:
    """A choice that orders up at once (alone when ``alone`` actions exist and it is asked)."""
    for action in state.legal_actions():
        if action.kind is ActionKind.ORDER_UP and not action.alone:
            return action
    return state.legal_actions()[0]


def _order_up_alone(state: HandState) -> Action:
    for action in state.legal_actions():
        if action.kind is ActionKind.ORDER_UP and action.alone:
            return action
    return state.legal_actions()[0]


def _make_table(width: int, height: int, players: int, *, speed: float = 40.0,
                four_colour: bool = False, score_cards: bool = True) -> tuple[TableScene, TableView]:
    scene = TableScene(players, durations=Durations(speed=speed))
    view = TableView(scene)
    view.resize(width, height)
    view.show()
    QApplication.processEvents()
    scene.set_four_colour(four_colour)
    scene.set_show_score_cards(score_cards)
    scores = [6, 7] if players == 4 else [3, 5, 2]
    scene.set_scores(scores, 10)
    return scene, view


def _deal_for(players: int, seed: int) -> tuple[Rules, Deal]:
    rules = PRESETS["standard"] if players == 4 else PRESETS["cutthroat"]
    return rules, Deal.random(rules, players - 1, random.Random(seed))


def _grab_after(view: TableView, ms: int, path: Path) -> None:
    loop = QEventLoop()
    QTimer.singleShot(ms, loop.quit)
    loop.exec()
    view.grab().save(str(path))


def render_tables(out: Path) -> list[Path]:
    """The table at key moments, sizes and seat counts."""
    written = []
    for players, width, height in ((4, 1920, 1080), (4, 1000, 700), (3, 1920, 1080), (3, 1000, 700),
                                   (4, 960, 640), (4, 2560, 1440), (4, 1400, 1050)):
        scene, view = _make_table(width, height, players)
        rules, deal = _deal_for(players, seed=11)
        driver = HandDriver(scene, rules, deal)
        driver.start()
        driver.run_until(lambda s: s.phase is Phase.PLAY, _order_up_first)
        target = 6 if players == 4 else 5
        driver.run_until(lambda _s, d=driver, t=target: d.plays_so_far() >= t)
        if driver.state.to_act == 0:
            scene.set_playable({a.card for a in driver.state.legal_actions() if a.card is not None})
        view.grab().save(str(path := out / f"table_{players}p_{width}x{height}_trick.png"))
        written.append(path)
        view.close()

    scene, view = _make_table(1920, 1080, 4)
    rules, deal = _deal_for(4, seed=3)
    driver = HandDriver(scene, rules, deal)
    driver.start()
    for _ in range(3):
        driver.step(lambda s: Action.pass_())
    view.grab().save(str(path := out / "table_4p_bidding.png"))
    written.append(path)
    view.close()

    scene, view = _make_table(1920, 1080, 4, speed=1.0)
    rules, deal = _deal_for(4, seed=5)
    hands = [list(deal.hands[0])] + [[None] * 5 for _ in range(3)]
    scene.deal(deal.dealer, deal.packets, hands, deal.upcard)
    _grab_after(view, 900, path := out / "table_4p_dealing.png")
    written.append(path)
    view.close()

    scene, view = _make_table(1920, 1080, 4, speed=40.0)
    rules, deal = _deal_for(4, seed=8)
    driver = HandDriver(scene, rules, deal)
    driver.start()
    driver.run_until(lambda s: s.phase is Phase.PLAY, _order_up_first)
    driver.run_until(lambda s: len(s.trick) == 3)
    scene.set_durations(Durations(speed=1.0))
    driver.state.apply(action := driver.state.legal_actions()[0])
    assert action.card is not None
    scene.play_card(driver.state.tricks[-1].plays[-1][0], action.card)
    driver.wait()
    scene.collect_trick(driver.state.tricks[-1].winner)
    _grab_after(view, 1050, path := out / "table_4p_collecting.png")
    written.append(path)
    view.close()

    scene, view = _make_table(1280, 800, 4)
    draw = draw_first_dealer(PRESETS["tournament"], random.Random(4))
    driver = HandDriver(scene, PRESETS["standard"], _deal_for(4, seed=2)[1])
    scene.draw_for_dealer(draw.cards)
    driver.wait()
    view.grab().save(str(path := out / "table_4p_first_black_jack.png"))
    written.append(path)
    view.close()

    scene, view = _make_table(1920, 1080, 4, four_colour=True)
    scene.set_classic(True)
    rules, deal = _deal_for(4, seed=21)
    driver = HandDriver(scene, rules, deal)
    driver.start()
    driver.run_until(lambda s: s.phase is Phase.PLAY, _order_up_alone)
    driver.run_until(lambda s: driver.plays_so_far() >= 2)
    view.grab().save(str(path := out / "table_4p_loner_fourcolour_classic.png"))
    written.append(path)
    view.close()
    return written


GROUPS: dict[str, Callable[[Path], list[Path]]] = {
    "cards": render_card_sheets,
    "score": render_score_cards,
    "avatars": render_avatars,
    "tables": render_tables,
}


def main(argv: list[str] | None = None) -> int:
    """Render the chosen groups (all by default) into ``--out``."""
    return render_groups(__doc__.splitlines()[0], GROUPS, Path("/tmp/euchre_render"), argv)


if __name__ == "__main__":
    sys.exit(main())
