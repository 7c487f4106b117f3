"""Render the settings dialog (every tab), the statistics window with sample data and the About box to PNGs.

For looking at them: ``python tools/render_dialogs.py [folder]`` (default /tmp) writes
``settings-<section>.png``, ``settings-rules-scrolled.png``, ``settings-rules-conflict.png``,
``statistics.png``, ``statistics-empty.png`` and ``about.png``, and prints their paths.
Runs offscreen; no display needed.
"""

from __future__ import annotations

import datetime
import os
import random
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

# Imported only now: Qt reads the platform when it loads.
from PySide6.QtWidgets import QApplication, QCheckBox, QScrollArea, QWidget

from euchre_desktop.engine import HandOutcome, HandResult, Rules, Suit
from euchre_desktop.persistence.settings import Settings
from euchre_desktop.persistence.statistics import Statistics
from euchre_desktop.ui.dialogs.about import AboutDialog
from euchre_desktop.ui.dialogs.settings import SettingsDialog
from euchre_desktop.ui.dialogs.statistics import StatisticsWindow

TODAY = datetime.date(2025, 6, 14)
RULES = Rules()


def save(widget: QWidget, folder: Path, name: str) -> Path:
    """Show ``widget``, let its layout settle, and save a picture of it."""
    widget.show()
    QApplication.processEvents()
    path = folder / f"{name}.png"
    widget.grab().save(str(path))
    return path


def random_hand(rng: random.Random) -> HandResult:
    """A plausible hand: who made trump, alone or not, and how it went."""
    maker = rng.randrange(4)
    alone = rng.random() < 0.08
    roll = rng.random()
    outcome = HandOutcome.MARCH if roll < 0.15 else HandOutcome.EUCHRED if roll < 0.35 else HandOutcome.MADE
    maker_tricks = {HandOutcome.MARCH: 5, HandOutcome.MADE: rng.choice((3, 4)), HandOutcome.EUCHRED:
                    rng.choice((1, 2))}[outcome]
    tricks = [0, 0, 0, 0]
    tricks[maker] = maker_tricks
    tricks[(maker + 1) % 4] = 5 - maker_tricks
    points = {HandOutcome.MARCH: 4 if alone else 2, HandOutcome.MADE: 1, HandOutcome.EUCHRED: 2}[outcome]
    scoring_side = maker % 2 if outcome is not HandOutcome.EUCHRED else 1 - maker % 2
    side_points = (points, 0) if scoring_side == 0 else (0, points)
    return HandResult(outcome, side_points, maker, Suit.HEARTS, alone, None, tuple(tricks))


def fill_sample_statistics(statistics: Statistics) -> str:
    """Twelve matches at several levels, a Today's deal played on a few days; returns the last match id."""
    rng = random.Random(2025)
    levels = [("standard", "standard")] * 6 + [("expert", "standard")] * 3 + [("easy", "expert")] * 3
    match_id = ""
    for number, (opponents, partner) in enumerate(levels):
        match_id = f"sample-{number}"
        statistics.match_started(match_id, kind="match", players=4, opponents_level=opponents,
                                 partner_level=partner)
        scores = [0, 0]
        index = 0
        while max(scores) < 10:
            hand = random_hand(rng)
            statistics.hand_finished(match_id, index, hand, RULES)
            scores = [scores[0] + hand.points[0], scores[1] + hand.points[1]]
            index += 1
        statistics.match_finished(match_id, won=scores[0] > scores[1], scores=tuple(scores))
    for days_ago, plays in ((0, 2), (1, 1), (3, 3), (8, 1)):
        for play in range(plays):
            statistics.daily_result(TODAY - datetime.timedelta(days=days_ago), f"daily-{days_ago}-{play}",
                                    random_hand(rng), RULES)
    return match_id


def main() -> None:
    """Write the pictures and print where."""
    folder = Path(sys.argv[1]) if len(sys.argv) > 1 else Path("/tmp")
    application = QApplication.instance() or QApplication(sys.argv)
    written = []
    with tempfile.TemporaryDirectory() as scratch:
        settings = Settings(Path(scratch) / "settings.json")
        dialog = SettingsDialog(settings)
        for section in dialog.sections():
            dialog.show_section(section)
            written.append(save(dialog, folder, f"settings-{section}"))
        dialog.show_section("rules")
        rules_scroll = dialog.tabs.currentWidget().findChild(QScrollArea)
        assert rules_scroll is not None
        rules_scroll.verticalScrollBar().setValue(rules_scroll.verticalScrollBar().maximum())
        written.append(save(dialog, folder, "settings-rules-scrolled"))
        rules_scroll.verticalScrollBar().setValue(0)
        dialog.select_preset("cutthroat")
        canadian = dialog.editor("rules.canadian_loner")
        assert isinstance(canadian, QCheckBox)
        canadian.setChecked(True)
        written.append(save(dialog, folder, "settings-rules-conflict"))
        dialog.close()

        statistics, _problem = Statistics.open(Path(scratch) / "statistics.sqlite3")
        last = fill_sample_statistics(statistics)
        window = StatisticsWindow(statistics, match_id=last, target=10, today=TODAY)
        written.append(save(window, folder, "statistics"))
        window.close()
        empty, _problem = Statistics.open(None)
        written.append(save(StatisticsWindow(empty, today=TODAY), folder, "statistics-empty"))
        written.append(save(AboutDialog(), folder, "about"))
        statistics.close()
    for path in written:
        print(path)
    application.quit()


if __name__ == "__main__":
    main()
