"""Screenshots of the whole game window at the moments a player sees most, to look at them as a player would.

    QT_QPA_PLATFORM=offscreen python tools/render_window.py [--out DIR] [--only NAME ...] [--scale 2]

The window runs a real ``GameModel`` whose computer players think on a thread and play predictably (pass
when they may, else their first legal card); the player's decisions are made here by pressing keys and
clicking cards, as in the tests.  Each shot is an offscreen grab of the window: the toolbar, the table, the
bid panel or the summary, and the status line.  Nothing is written inside the repository unless asked.
"""

from __future__ import annotations

import os
import random
import sys
from collections.abc import Callable
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from PySide6.QtCore import QEventLoop, QPointF, Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QScrollArea
from render_cli import render_groups

from euchre_desktop.bots.base import Bot
from euchre_desktop.engine import PRESETS, Action, Card, Deal, Phase, PlayerView, Rules, parse_cards
from euchre_desktop.model import GameModel, ThreadBotRunner
from euchre_desktop.persistence.settings import Settings
from euchre_desktop.ui.main_window import MainWindow
from euchre_desktop.ui.table.animation import Durations

FAST = Durations(speed=Durations.MAX_SPEED)
NORMAL = Durations()

# Gloria deals and turns the J♠; everyone passes it.  You hold both red jacks and call hearts in round two.
BOWERS = Deal(2, (parse_cards("JD TD JH AH KS"), parse_cards("9C TC JC QC KC"),
                  parse_cards("AC AD 9H TH QH"), parse_cards("9D QD KD 9S TS")), parse_cards("JS KH QS AS"))
# Luis deals the Q♠ and you, first to speak, hold a loner in spades.
LONER = Deal(3, (parse_cards("JS JC AS KS AH"), parse_cards("9C TC QC KC 9D"),
                 parse_cards("TD JD QD KD AD"), parse_cards("9H TH JH QH KH")), parse_cards("QS 9S TS AC"))
# You deal the Q♥ and pick it up: six cards, one to bury.
DEALER = Deal(0, (parse_cards("JH AH KH AC 9S"), parse_cards("9C TC JC QC 9D"),
                  parse_cards("KC TD JD QD KD"), parse_cards("AD 9H TH TS JS")), parse_cards("QH QS KS AS"))


class FirstLegalBot:
    """Passes when it may, else its first legal action: the table's play is the same every run."""

    name = "first"

    def choose(self, view: PlayerView, rng: random.Random) -> Action:
        """The first legal action."""
        return view.legal_actions[0]


def _bots(level: str) -> Bot:
    return FirstLegalBot()


def _hint(view: PlayerView, rng: random.Random) -> tuple[Action, str]:
    return view.legal_actions[-1], "With both bowers and the ace, hearts are yours to call."


class Driver:
    """A window with a predictable match, driven by keys and clicks like a player."""

    def __init__(self, width: int = 1600, height: int = 1000, *, settings: Settings | None = None) -> None:
        """Open a ``width`` x ``height`` window (offscreen)."""
        runner = ThreadBotRunner(_bots, _hint)
        self.model = GameModel(runner=runner)
        runner.setParent(self.model)
        self.window = MainWindow(self.model, settings or Settings())
        self.window.controller.set_durations(FAST)
        self.window.resize(width, height)
        self.window.show()
        self.window.activateWindow()
        self.run(150)

    @staticmethod
    def run(ms: int) -> None:
        """Let the event loop run for ``ms`` milliseconds."""
        loop = QEventLoop()
        QTimer.singleShot(ms, loop.quit)
        loop.exec()

    def until(self, done: Callable[[], bool], timeout_ms: int = 15000) -> None:
        """Run the event loop until ``done()`` (or fail after the timeout)."""
        waited = 0
        while not done():
            if waited > timeout_ms:
                raise TimeoutError("the window never got there")
            self.run(10)
            waited += 10

    def start(self, deal: Deal, *, seed: int, rules: Rules | None = None) -> None:
        """Open a match on ``deal`` (standard rules unless ``rules``) and wait for the player's first bid."""
        self.model.new_match(rules or Rules(), seed=seed, first_deal=deal)
        self.turn(Phase.BID_ROUND_1)

    def turn(self, phase: Phase) -> None:
        """Wait for the player's decision in ``phase``."""
        def shown() -> bool:
            turn = self.window.controller.turn
            return turn is not None and turn.phase is phase
        self.until(shown)

    def press(self, key: Qt.Key) -> None:
        """Press a key."""
        QTest.keyClick(self.window, key)

    def click(self, card: Card) -> None:
        """Click one of the player's cards."""
        item = self.window.scene.item_for(card)
        assert item is not None
        point = self.window.view.mapFromScene(item.mapToScene(QPointF(-item.card_height * 0.26,
                                                                       item.card_height * 0.2)))
        QTest.mouseClick(self.window.view.viewport(), Qt.MouseButton.LeftButton,
                         Qt.KeyboardModifier.NoModifier, point)

    def play_first(self) -> Card:
        """Play the first playable card by clicking it."""
        self.turn(Phase.PLAY)
        turn = self.window.controller.turn
        assert turn is not None
        card = turn.playable[0]
        self.click(card)
        self.until(lambda: card not in self.window.scene.piles.hand(0).cards)
        return card

    def grab(self, path: Path) -> Path:
        """Save the window as it looks now."""
        self.run(60)
        self.window.grab().save(str(path))
        return path

    def close(self) -> None:
        """Close the window and stop its bots."""
        self.window.close()
        self.model.shutdown()
        self.run(20)


def shots_bidding(out: Path) -> list[Path]:
    """The deal in flight, the first-round panel, the second-round panel, trump named with the bowers."""
    written = []
    driver = Driver()
    driver.window.controller.set_durations(NORMAL)
    driver.model.new_match(Rules(), seed=7, first_deal=BOWERS)
    driver.run(650)
    written.append(driver.grab(out / "window_dealing.png"))
    driver.window.controller.set_durations(FAST)
    driver.turn(Phase.BID_ROUND_1)
    written.append(driver.grab(out / "window_bid_round1.png"))
    driver.press(Qt.Key.Key_0)
    driver.turn(Phase.BID_ROUND_2)
    driver.press(Qt.Key.Key_H)
    driver.until(lambda: driver.window.status.text().startswith("Hint"))
    written.append(driver.grab(out / "window_bid_round2_hint.png"))
    driver.press(Qt.Key.Key_3)
    driver.turn(Phase.PLAY)
    written.append(driver.grab(out / "window_trump_bowers.png"))
    turn = driver.window.controller.turn
    assert turn is not None
    illegal = next(card for card in turn.hand if card not in turn.playable)
    driver.click(illegal)
    written.append(driver.grab(out / "window_refused_click.png"))
    driver.close()
    return written


def _to_summary(driver: Driver) -> None:
    """Play the player's first playable card until the hand's summary shows."""
    while not driver.window.summary.isVisible():
        driver.until(lambda: driver.window.summary.isVisible() or driver.window.controller.turn is not None)
        if driver.window.controller.turn is not None:
            driver.play_first()


def shots_dealer(out: Path, width: int = 1600, height: int = 1000) -> list[Path]:
    """Picking up as the dealer and the discard; a trick being collected; the summary with all hands."""
    written = []
    driver = Driver(width, height)
    driver.start(DEALER, seed=3)
    written.append(driver.grab(out / "window_bid_dealer.png"))
    driver.press(Qt.Key.Key_1)
    driver.turn(Phase.DEALER_DISCARD)
    written.append(driver.grab(out / "window_discard.png"))
    driver.click(Card.parse("9S"))
    driver.turn(Phase.PLAY)
    driver.window.controller.set_durations(NORMAL)
    driver.click(Card.parse("AC"))
    driver.run(1380)
    written.append(driver.grab(out / "window_trick_collected.png"))
    driver.window.controller.set_durations(FAST)
    _to_summary(driver)
    written.append(driver.grab(out / "window_summary.png"))
    driver.window.summary.show_hands_button.click()
    driver.window.summary.adjustSize()
    written.append(driver.grab(out / "window_summary_all_hands.png"))
    driver.close()
    return written


def shots_loner(out: Path) -> list[Path]:
    """You go alone: Gloria lays her hand down; the play under way."""
    driver = Driver()
    driver.start(LONER, seed=4)
    driver.press(Qt.Key.Key_2)
    driver.play_first()
    driver.play_first()
    driver.turn(Phase.PLAY)
    path = driver.grab(out / "window_loner.png")
    driver.close()
    return [path]


def shots_four_colour(out: Path) -> list[Path]:
    """Four-colour suits (clubs green, diamonds blue) with trump named, and the Classic faces."""
    settings = Settings(values={"table.four_colour": True, "table.classic_faces": True})
    driver = Driver(settings=settings)
    driver.start(BOWERS, seed=7)
    driver.press(Qt.Key.Key_0)
    driver.turn(Phase.BID_ROUND_2)
    path = driver.grab(out / "window_four_colour_classic.png")
    driver.close()
    return [path]


def shots_looks(out: Path) -> list[Path]:
    """Each cloth with a different card back, the two-and-three score cards shown, in the bidding."""
    written = []
    for cloth, back in (("blue", "stripes"), ("red", "frames"), ("grey", "lattice")):
        settings = Settings(values={"table.cloth": cloth, "table.card_back": back, "table.six_and_four": True,
                                    "table.score_pair": "two_three"})
        driver = Driver(settings=settings)
        driver.start(BOWERS, seed=7)
        written.append(driver.grab(out / f"window_looks_{cloth}_{back}.png"))
        driver.close()
    return written


def shots_three_handed(out: Path) -> list[Path]:
    """Cutthroat: three seats, three scores."""
    driver = Driver()
    deal = Deal(2, (parse_cards("JH AH KH AC 9S"), parse_cards("9C TC JC QC 9D"),
                    parse_cards("KC TD JD QD KD")), parse_cards("QH QS KS AS AD 9H TH TS JS"))
    driver.start(deal, seed=5, rules=PRESETS["cutthroat"])
    path = driver.grab(out / "window_three_handed.png")
    driver.close()
    return [path]


def shots_sizes(out: Path) -> list[Path]:
    """The smallest window the table is designed for, and a huge one, in the play."""
    written = []
    for width, height in ((960, 640), (2560, 1440)):
        driver = Driver(width, height)
        driver.start(BOWERS, seed=7)
        written.append(driver.grab(out / f"window_{width}x{height}_bidding.png"))
        driver.press(Qt.Key.Key_0)
        driver.turn(Phase.BID_ROUND_2)
        driver.press(Qt.Key.Key_3)
        driver.play_first()
        driver.turn(Phase.PLAY)
        written.append(driver.grab(out / f"window_{width}x{height}_play.png"))
        _to_summary(driver)
        driver.window.summary.show_hands_button.click()
        written.append(driver.grab(out / f"window_{width}x{height}_summary_all_hands.png"))
        driver.close()
    return written


def _end_of_match(seed: int, durations: Durations) -> Driver:
    """A short match to 5 played by the computer in every seat, run until its banner goes up."""
    driver = Driver()
    driver.window.controller.set_durations(durations)
    driver.model.set_autoplay(True)
    driver.model.new_match(Rules(target=5), seed=seed)
    window = driver.window
    banner = window.scene.match_banner
    while not banner.isVisible():
        driver.until(lambda: window.summary.isVisible() or banner.isVisible(), 60000)
        if window.summary.isVisible() and not window.summary.match_over:
            window.summary.next_button.click()
            driver.run(20)
    return driver


def shots_match_over(out: Path) -> list[Path]:
    """The end of a short match lost (a quiet banner), and of one won: fireworks, then the gold banner."""
    driver = _end_of_match(12, Durations(instant=True))
    written = [driver.grab(out / "window_match_lost.png")]
    driver.close()
    driver = _end_of_match(3, NORMAL)
    driver.run(500)
    written.append(driver.grab(out / "window_match_won_fireworks.png"))
    driver.until(lambda: driver.window.summary.match_over, 10000)
    written.append(driver.grab(out / "window_match_won.png"))
    driver.close()
    return written


def shots_high_contrast(out: Path) -> list[Path]:
    """High contrast at 1280 x 800: the bidding, a trick on the cloth under the trump badge, the summary
    with all hands, and the Settings dialog's Table page (in the windows' high-contrast palette)."""
    from euchre_desktop.ui.dialogs.settings import SettingsDialog  # only this group needs it

    written = []
    for four in (False, True):
        name = "_four_colour" if four else ""
        settings = Settings(values={"table.high_contrast": "on", "table.four_colour": four})
        driver = Driver(1280, 800, settings=settings)
        driver.start(BOWERS, seed=7)
        written.append(driver.grab(out / f"window_high_contrast{name}_bidding.png"))
        driver.press(Qt.Key.Key_0)
        driver.turn(Phase.BID_ROUND_2)
        driver.press(Qt.Key.Key_H)
        driver.until(lambda: driver.window.status.text().startswith("Hint"))  # noqa: B023 (called at once)
        written.append(driver.grab(out / f"window_high_contrast{name}_hint.png"))
        driver.press(Qt.Key.Key_3)
        driver.turn(Phase.PLAY)
        turn = driver.window.controller.turn
        assert turn is not None
        driver.click(next(card for card in turn.hand if card not in turn.playable))
        written.append(driver.grab(out / f"window_high_contrast{name}_refused.png"))
        driver.play_first()
        driver.turn(Phase.PLAY)
        driver.window.controller.set_durations(NORMAL)
        driver.play_first()
        trick = driver.window.scene.piles.trick
        driver.until(lambda: len(trick.cards) >= 3)  # noqa: B023 (called at once, within this turn)
        written.append(driver.grab(out / f"window_high_contrast{name}_trick.png"))
        driver.window.controller.set_durations(FAST)
        if four:
            driver.close()
            continue
        _to_summary(driver)
        driver.window.summary.show_hands_button.click()
        written.append(driver.grab(out / "window_high_contrast_summary.png"))
        dialog = SettingsDialog(settings, driver.window)
        dialog.resize(760, 640)
        dialog.show()
        dialog.show_section("table")
        scroll = dialog.tabs.currentWidget()
        assert isinstance(scroll, QScrollArea)
        scroll.ensureWidgetVisible(dialog.editor("table.high_contrast"))
        driver.run(60)
        path = out / "window_high_contrast_settings.png"
        dialog.grab().save(str(path))
        written.append(path)
        dialog.close()
        driver.close()
    return written


GROUPS: dict[str, Callable[[Path], list[Path]]] = {
    "bidding": shots_bidding,
    "dealer": shots_dealer,
    "loner": shots_loner,
    "four": shots_four_colour,
    "three": shots_three_handed,
    "looks": shots_looks,
    "sizes": shots_sizes,
    "over": shots_match_over,
    "contrast": shots_high_contrast,
}


def main(argv: list[str] | None = None) -> int:
    """Render the chosen groups (all by default) into ``--out``."""
    return render_groups(__doc__.splitlines()[0], GROUPS, Path("/tmp/euchre_window"), argv, scale_option=True)


if __name__ == "__main__":
    sys.exit(main())
