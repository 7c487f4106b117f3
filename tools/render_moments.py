"""Screenshots of the table's moments in mid-motion, to look at them as a player would.

    QT_QPA_PLATFORM=offscreen python tools/render_moments.py [--out DIR] [--only NAME ...]

The bowers turning over in their tray under the trump badge, and at rest there; a loner's partner bowing
out; fireworks over a march; the euchred makers' plates shaking; and the same march and euchre with reduced
motion (a steady glow instead).  The window runs a real match with predictable computer players
(``render_window``'s driver); each shot is taken a set time into the moment, at normal speed.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from PySide6.QtCore import Qt
from render_cli import render_groups
from render_window import BOWERS, LONER, NORMAL, Driver

from euchre_desktop.engine import Deal, Phase, parse_cards
from euchre_desktop.ui.table.animation import Durations

REDUCED = Durations(reduced_motion=True)

# Gloria deals the J♥ and everyone passes it; you call clubs on the 9 and 10, but Hank holds the five best
# clubs and every trick goes to the other side.
EUCHRED = Deal(2, (parse_cards("9C TC 9D TD 9H"), parse_cards("JC JS AC KC QC"),
                   parse_cards("JD TH QH 9S TS"), parse_cards("AD KD QD AH KH")), parse_cards("JH QS KS AS"))


def shots_bowers(out: Path) -> list[Path]:
    """Trump named: the bowers turning over in their tray under the badge, then at rest there."""
    driver = Driver()
    driver.start(BOWERS, seed=7)
    driver.press(Qt.Key.Key_0)
    driver.turn(Phase.BID_ROUND_2)
    driver.window.controller.set_durations(NORMAL)
    driver.press(Qt.Key.Key_3)
    driver.until(lambda: bool(driver.window.scene.bower_items()), 5000)
    driver.run(300)
    written = [driver.grab(out / "moment_bowers_turning_over.png")]
    driver.turn(Phase.PLAY)
    written.append(driver.grab(out / "moment_bowers_at_rest.png"))
    driver.close()
    return written


def shots_loner(out: Path, durations: Durations = NORMAL, suffix: str = "") -> list[Path]:
    """You go alone: Gloria bows out (mid-bow, then sitting out); you march: fireworks over your side."""
    driver = Driver()
    driver.start(LONER, seed=4)
    driver.window.controller.set_durations(durations)
    driver.press(Qt.Key.Key_2)
    written = []
    if not suffix:
        driver.until(lambda: driver.window.scene.plate(2).sitting_out, 5000)
        driver.run(180)
        written.append(driver.grab(out / "moment_partner_bowing_out.png"))
    driver.turn(Phase.PLAY)
    if not suffix:
        written.append(driver.grab(out / "moment_partner_sat_out.png"))
    _play_out(driver, durations)
    if suffix:
        driver.until(driver.window.summary.isVisible, 5000)
        written.append(driver.grab(out / f"moment_march{suffix}.png"))
    else:
        driver.run(650)
        written.append(driver.grab(out / "moment_march_fireworks.png"))
    driver.close()
    return written


def _play_out(driver: Driver, durations: Durations) -> None:
    """Play your first playable card to the end of the hand, fast, but the last trick at ``durations``."""
    fast = Durations(speed=Durations.MAX_SPEED, reduced_motion=durations.reduced_motion)
    driver.window.controller.set_durations(fast)
    while not driver.window.scene.glowing_seats():
        turn = driver.window.controller.turn
        if turn is not None and turn.phase is Phase.PLAY:
            if len(driver.window.scene.piles.hand(0).cards) == 1:
                driver.window.controller.set_durations(durations)
            driver.click(turn.playable[0])
        driver.run(10)


def shots_euchre(out: Path, durations: Durations = NORMAL, suffix: str = "") -> list[Path]:
    """You call clubs on two small ones and take nothing: your side's plates shake."""
    driver = Driver()
    driver.start(EUCHRED, seed=5)
    driver.press(Qt.Key.Key_0)
    driver.turn(Phase.BID_ROUND_2)
    driver.press(Qt.Key.Key_1)
    _play_out(driver, durations)
    driver.run(150)
    path = driver.grab(out / f"moment_euchre{suffix or '_shaking'}.png")
    driver.close()
    return [path]


GROUPS: dict[str, Callable[[Path], list[Path]]] = {
    "bowers": shots_bowers,
    "loner": shots_loner,
    "euchre": shots_euchre,
    "reduced": lambda out: (shots_loner(out, REDUCED, "_reduced_motion")
                            + shots_euchre(out, REDUCED, "_reduced_motion")),
}


def main(argv: list[str] | None = None) -> int:
    """Render the chosen groups (all by default) into ``--out``."""
    return render_groups(__doc__.splitlines()[0], GROUPS, Path("/tmp/euchre_moments"), argv)


if __name__ == "__main__":
    sys.exit(main())
