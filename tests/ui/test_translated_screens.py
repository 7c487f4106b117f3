"""No word on a translated screen escapes translation.

A pseudo-translation is made at test time from the package's own strings (``scripts/translations.py``'s
``gather``, the same ``pyside6-lupdate`` run as ``update``): every translation is its source between the marks
⟦ and ⟧.  With it installed, each screen of ``SCREENS`` is built and every text a player can see on it is read
(window titles, labels, buttons, group boxes, tabs, list items, tables' headers and cells, actions and menus,
tooltips and status tips, and the names and descriptions a screen reader says); a text with a letter left
outside the marks was never translated.  Names of players, shortcuts and Qt's own standard buttons (which
Qt's catalogue translates) are let through.

A screen joins the check when its words are all wrapped: add its builder to ``SCREENS``.  The words of a hand
as it is played (the status line, the announcements, a refused move, the copied deal details) are checked
by playing one of each game at the table.
"""

from __future__ import annotations

import dataclasses
import datetime
import random
import re
import subprocess
import xml.etree.ElementTree as ET
from collections.abc import Callable, Iterator, Sequence
from functools import partial
from pathlib import Path
from unittest import mock

import pytest
from PySide6.QtCore import QAbstractItemModel, QAbstractListModel, QCoreApplication, QObject, Qt, QTranslator
from PySide6.QtGui import QAction, QKeySequence, QPainter, QShortcut
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QComboBox,
    QDialogButtonBox,
    QGroupBox,
    QLabel,
    QListWidget,
    QMenu,
    QMessageBox,
    QSpinBox,
    QTableView,
    QTabWidget,
    QTextBrowser,
    QTreeView,
    QWidget,
)
from pytestqt.qtbot import QtBot
from window_helpers import first_legal_bots, last_legal_hint

from euchre_desktop.bots.bid.expert import ExpertBidBot
from euchre_desktop.bots.bid.hints import bid_hint
from euchre_desktop.bots.expert import ExpertBot
from euchre_desktop.bots.hints import hint
from euchre_desktop.bots.review import review_decisions
from euchre_desktop.engine import (
    Action,
    Deal,
    HandOutcome,
    HandState,
    Phase,
    PlayerView,
    Renege,
    Rules,
    Suit,
    parse_cards,
)
from euchre_desktop.engine.bid import BidDeal, BidHandState, BidPhase, BidRules, BidView, Form
from euchre_desktop.engine.phrase import Part, Phrase
from euchre_desktop.language import translated
from euchre_desktop.model import GameModel, HandSummary, ThreadBotRunner
from euchre_desktop.model.review_tasks import ExpertBudget
from euchre_desktop.persistence.accuracy import KindFigures
from euchre_desktop.persistence.history import HandHistory, HistoryError, NewHand
from euchre_desktop.persistence.savedmatch import SavedMatchError, SavedMatchStore
from euchre_desktop.persistence.seats import DEFAULT_NAMES
from euchre_desktop.persistence.settings import LANGUAGES, Settings
from euchre_desktop.persistence.statistics import Statistics
from euchre_desktop.ui.accessibility.speech import Verbosity
from euchre_desktop.ui.dialogs.about import AboutDialog
from euchre_desktop.ui.dialogs.first_run import FirstRunDialog
from euchre_desktop.ui.dialogs.history import HistoryWindow
from euchre_desktop.ui.dialogs.settings import SettingsDialog
from euchre_desktop.ui.dialogs.statistics import StatisticsWindow
from euchre_desktop.ui.intermission.screens import SCREENS as COVER_SCREENS
from euchre_desktop.ui.intermission.screens import code_editor, spreadsheet
from euchre_desktop.ui.intermission.screens._painted import PaintedScreen
from euchre_desktop.ui.main_window import MainWindow
from euchre_desktop.ui.questions import ask_to_renege
from euchre_desktop.ui.review import open_review
from euchre_desktop.ui.review.coaching import coach_words
from euchre_desktop.ui.status import renege_cost
from euchre_desktop.ui.table.animation import Durations
from scripts import translations
from tests.persistence.damage import write_damaged_database
from tests.persistence.scripted import hand_result, record_scripted_match
from tests.review_hands import blunder_hand

OPEN, CLOSE = "⟦", "⟧"
TODAY = datetime.date(2025, 6, 14)
PLAYED = datetime.datetime(2025, 6, 14, 12, 0, tzinfo=datetime.UTC)

LET_THROUGH = frozenset({*DEFAULT_NAMES[4], *DEFAULT_NAMES[6], *LANGUAGES.values(), "Euchre Desktop", "F2",
                         "Scroll Left", "Scroll Right"})
"""Words that are never translated: the players' default names, each language's own name, the game's name,
a key's name, and the names Qt gives its own tab bar's scroll buttons (Qt's catalogue translates them)."""


@pytest.fixture(scope="module")
def pseudo_catalogue(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Every string of the package, translated as itself between marks, compiled."""
    folder = tmp_path_factory.mktemp("pseudo")
    source = folder / "euchre_desktop_pseudo.ts"
    translations.gather(source)
    tree = ET.parse(source)
    for message in tree.getroot().iter("message"):
        text = message.findtext("source") or ""
        translation = message.find("translation")
        assert translation is not None
        translation.attrib.pop("type", None)
        forms = list(translation)
        if forms:  # a plural: every form marked
            for form in forms:
                form.text = f"{OPEN}{text}{CLOSE}"
        else:
            translation.text = f"{OPEN}{text}{CLOSE}"
    tree.write(source, encoding="utf-8", xml_declaration=True)
    compiled = folder / "euchre_desktop_pseudo.qm"
    subprocess.run([translations._tool("pyside6-lrelease"), "-silent", str(source), "-qm", str(compiled)],
                   check=True)
    return compiled


@pytest.fixture
def pseudo(qapp: QApplication, pseudo_catalogue: Path) -> Iterator[None]:
    """The pseudo-translation installed over the English catalogue for one test."""
    translator = QTranslator()
    assert translator.load(str(pseudo_catalogue))
    QCoreApplication.installTranslator(translator)
    yield
    QCoreApplication.removeTranslator(translator)


NOT_YET_TRANSLATED: frozenset[str] = frozenset()
"""The object names of parts whose words are still English, left out of the check with all they hold (none
now).  Translating one takes it off this list."""


NOT_WORDS: frozenset[str] = frozenset({
    *(run for line in code_editor.highlighted_lines() for run, _colour in line),
    *(name for _depth, _kind, name, _open in code_editor.TREE), *code_editor.TABS, "InvoiceLine", "Invoice",
    "outstanding", "billing-service",
    "src  ›  billing  ›  invoices.py  ›  Invoice  ›  due_date",  # noqa: RUF001
    "main  ↻  0 ↓ 1 ↑", "UTF-8", "LF", "Python 3.12 (.venv)",
    *(spreadsheet.column_letter(index) for index in range(40)), "F15", "fx", "Georgia"})
"""What a cover screen paints that is no word to translate: the code editor's code, file names and the names
of the file's encoding and interpreter; a spreadsheet's column letters and cell name; a font's name."""
INITIALS = re.compile(r"[A-Z]{2}")
"""A person's initials on an avatar."""


def _painted(screen: PaintedScreen) -> str:
    """What ``screen`` paints, in the order painted and joined, so that a paragraph painted a line or a word
    at a time reads as one text; a line cut short by an ellipsis keeps its closing mark."""
    seen: list[str] = []
    draw = QPainter.drawText

    def recording(painter: QPainter, *args: object) -> None:
        seen.extend(arg for arg in args if isinstance(arg, str))
        draw(painter, *args)  # type: ignore[call-overload]

    with mock.patch.object(QPainter, "drawText", recording):
        screen.grab()
    words = [text for text in seen if text not in NOT_WORDS and not INITIALS.fullmatch(text)]
    return " ".join(f"{text}{CLOSE}" if text.endswith("…") and text.count(OPEN) > text.count(CLOSE) else text
                    for text in words)


def _not_yet(item: QWidget) -> bool:
    """True inside a part of ``NOT_YET_TRANSLATED``."""
    parent: QWidget | None = item
    while parent is not None:
        if parent.objectName() in NOT_YET_TRANSLATED:
            return True
        parent = parent.parentWidget()
    return False


def _texts(widget: QWidget) -> Iterator[tuple[str, str]]:
    """Every text a player may see on ``widget``, its children and its actions, as (where, text)."""
    widgets = [widget, *widget.findChildren(QWidget)]
    actions: list[QAction] = []
    for item in widgets:
        if item.objectName().startswith("qt_") or _not_yet(item):  # Qt's own parts (scroll buttons...)
            continue
        where = f"{type(item).__name__} {item.objectName()!r}"
        if item.isWindow():
            yield where, item.windowTitle()
        yield f"{where} tooltip", item.toolTip()
        yield f"{where} status tip", item.statusTip()
        yield f"{where} accessible name", item.accessibleName()
        yield f"{where} accessible description", item.accessibleDescription()
        actions += item.actions()
        if isinstance(item, QMessageBox):  # its labels are Qt's own parts, named qt_msgbox_...
            yield f"{where} text", item.text()
            yield f"{where} more", item.informativeText()
        if isinstance(item, QLabel):
            yield where, re.sub(r"<[^>]+>", " ", item.text())
        elif isinstance(item, QAbstractButton):
            box = item.parent()
            standard = isinstance(box, QDialogButtonBox) and box.standardButton(item) \
                != QDialogButtonBox.StandardButton.NoButton
            if not standard:  # Qt's own words, translated by Qt's catalogue
                yield where, item.text()
        elif isinstance(item, QGroupBox):
            yield where, item.title()
        elif isinstance(item, QTabWidget):
            for index in range(item.count()):
                yield f"{where} tab", item.tabText(index)
        elif isinstance(item, QComboBox):
            for index in range(item.count()):
                yield f"{where} item", item.itemText(index)
        elif isinstance(item, QMenu):
            yield where, item.title()
        elif isinstance(item, QSpinBox):
            yield f"{where} no value", item.specialValueText()
        elif isinstance(item, QTextBrowser):
            yield where, item.toPlainText()
        elif isinstance(item, PaintedScreen) and item.isVisible():
            yield f"{where} painted", _painted(item)
        elif isinstance(item, QTableView | QTreeView | QListWidget) and item.model() is not None:
            yield from _cells(where, item.model())
    for action in actions:
        where = f"action {action.objectName() or action.text()!r}"
        for text in (action.text(), action.toolTip(), action.statusTip()):
            yield where, text
        menu = action.menu()
        if isinstance(menu, QMenu):
            yield from _texts(menu)


def _cells(where: str, model: QAbstractItemModel) -> Iterator[tuple[str, str]]:
    """The headers and cells of a table or list (its top level), with the cells' tooltips."""
    # A list has one column (PySide6 keeps a list model's columnCount private).
    columns = 1 if isinstance(model, QAbstractListModel) else model.columnCount()
    for orientation, count in ((Qt.Orientation.Horizontal, columns),
                               (Qt.Orientation.Vertical, model.rowCount())):
        for section in range(count):
            yield f"{where} header", str(model.headerData(section, orientation) or "")
    for row in range(model.rowCount()):
        for column in range(columns):
            index = model.index(row, column)
            yield f"{where} cell", str(index.data() or "")
            yield f"{where} cell tooltip", str(index.data(Qt.ItemDataRole.ToolTipRole) or "")


def _shortcuts(widget: QWidget) -> set[str]:
    """The key names shown in tooltips and on the Keys page (Qt writes them in the platform's words): the
    keys of ``widget`` and, for a dialog, of the window it belongs to."""
    holders = [widget, *widget.findChildren(QWidget)]
    parent = widget.parentWidget()
    if parent is not None:
        holders += [parent.window(), *parent.window().findChildren(QWidget)]
    keys = [key for holder in holders for action in holder.actions() for key in action.shortcuts()]
    keys += [shortcut.key() for holder in holders for shortcut in holder.findChildren(QShortcut)]
    parts = [p for holder in holders for p in holder.findChildren(QObject) if hasattr(p, "listed_keys")]
    keys += [QKeySequence(key) for part in parts for listed, _ in part.listed_keys() for key in listed]
    found = {key.toString(QKeySequence.SequenceFormat.NativeText) for key in keys}
    return {key for key in found if key}


def escaped(widget: QWidget) -> list[str]:
    """Each text on ``widget`` with words outside the pseudo-translation's marks, as "where: text"."""
    # Longest first: a player's name ("Hank") before a one-letter key ("H") that would break it up.
    let_through = sorted({*_shortcuts(widget), *LET_THROUGH}, key=len, reverse=True)
    return sorted({f"{where}: {text!r}" for where, text in _texts(widget)
                   if _untranslated(text, let_through)})


def _untranslated(text: str, let_through: Sequence[str] = sorted(LET_THROUGH, key=len, reverse=True)) -> bool:
    """True when ``text`` has a letter outside the marks and the words ``let_through`` (longest first)."""
    rest = text
    while True:  # marks inside marks: a translated word placed in a translated sentence
        inner = re.sub(f"{OPEN}[^{OPEN}{CLOSE}]*{CLOSE}", " ", rest)
        if inner == rest:
            break
        rest = inner
    for word in let_through:
        rest = rest.replace(word, " ")
    return re.search(r"[^\W\d_]", rest) is not None


def _main_window(qtbot: QtBot) -> MainWindow:
    """The window with no match in progress (the other screens open from it)."""
    window = MainWindow(GameModel(), Settings())
    qtbot.addWidget(window)
    return window


def _settings_dialog(qtbot: QtBot) -> QWidget:
    dialog = SettingsDialog(Settings())
    qtbot.addWidget(dialog)
    return dialog


def _about(qtbot: QtBot) -> QWidget:
    dialog = AboutDialog()
    qtbot.addWidget(dialog)
    return dialog


def _leave_question(qtbot: QtBot) -> QWidget:
    """New match's question, as if a match were in progress (with its other game's button)."""
    window = _main_window(qtbot)
    window.match_in_progress = lambda: True  # type: ignore[method-assign]
    box = window.confirm_leaving(window.new_match_action.text(), lambda: None)
    assert box is not None
    return box


def _deal_code_question(qtbot: QtBot) -> QWidget:
    window = _main_window(qtbot)
    return window.ask_for_deal_code()


def _renege_question(qtbot: QtBot) -> QWidget:
    window = _main_window(qtbot)
    return ask_to_renege(window, renege_cost(Renege.PENALTY_TO_INNOCENT, "Hank", "Gloria"), lambda *_: None)


def _hand_summary(qtbot: QtBot) -> QWidget:
    """A euchre with a lone defender, its hands shown, at the end of the match."""
    window = _main_window(qtbot)
    hands = (parse_cards("JD TD JH AH KS"), parse_cards("9C TC JC QC KC"), parse_cards("AC AD 9H TH QH"),
             parse_cards("9D QD KD 9S TS"))
    summary = HandSummary(0, HandOutcome.EUCHRED, 1, Suit.HEARTS, False, 2, (3, 2), (2, 0), (2, 0),
                          Deal(3, hands, parse_cards("JS KH QS AS")))
    window.summary.show_hand(summary, DEFAULT_NAMES[4], Rules(), last_hand=True)
    window.summary.show_hands_button.setChecked(True)
    return window.summary


def _at_table(qtbot: QtBot) -> MainWindow:
    """The window on screen with an instant table, before its first match; the computer players pass whenever
    they may (``first_legal_bots``)."""
    runner = ThreadBotRunner(first_legal_bots, last_legal_hint)
    model = GameModel(runner=runner)
    runner.setParent(model)
    window = MainWindow(model, Settings())
    qtbot.addWidget(window)
    window.controller.set_durations(Durations(instant=True))
    window.show()
    qtbot.waitExposed(window)
    return window


def _playing(qtbot: QtBot) -> MainWindow:
    """The window at the player's first decision of a match: the computer players pass whenever they may,
    so that decision is always the player's bid on five cards."""
    window = _at_table(qtbot)
    window.new_match()
    qtbot.waitUntil(lambda: window.controller.turn is not None, timeout=10000)
    return window


def _table_in_words(qtbot: QtBot) -> QWidget:
    """The screen reader's layer over the table (``ui/accessibility``) at the player's first decision: the
    hand's cards, the upcard, the score and every seat in words."""
    window = _playing(qtbot)
    reader = window.screen_reader.reader
    qtbot.waitUntil(lambda: len(reader.buttons()) == 5, timeout=5000)
    return reader


def _statistics(qtbot: QtBot) -> QWidget:
    """A won match with a watched hand, and a play of Today's deal (a date in the locale's own words would
    be no word of ours: the play is today's)."""
    statistics, _problem = Statistics.open(None)
    record_scripted_match(statistics, "a")
    statistics.daily_result(TODAY, "d1", hand_result(HandOutcome.MADE, 1, (0, 1)), Rules())
    window = StatisticsWindow(statistics, today=TODAY)
    qtbot.addWidget(window)
    return window


def _played_hand(seed: int) -> HandState:
    """A finished hand, played by random legal actions."""
    rng = random.Random(seed)
    state = HandState(Rules(), Deal.random(Rules(), seed % 4, rng))
    while state.phase is not Phase.DONE:
        state.apply(rng.choice(state.legal_actions()))
    return state


def _history(qtbot: QtBot) -> QWidget:
    """Hands played today: one reviewed, one still to review, one watched, one of Bid Euchre's."""
    history, _problem = HandHistory.open(None)
    history.add_many([NewHand("m", i, _played_hand(i), played=PLAYED + i * datetime.timedelta(minutes=1),
                              watched=i == 2, game="bid_euchre" if i == 3 else "euchre") for i in range(4)])
    history.set_review("m", 0, accuracy=0.5, average_cost=0.3, kinds={"bidding": KindFigures(2, 0.5, 1, 1)})
    window = HistoryWindow(history, match_id="m", today=PLAYED.astimezone().date())
    qtbot.addWidget(window)
    return window


def _first_run(qtbot: QtBot) -> FirstRunDialog:
    window = _main_window(qtbot)
    return window.show_first_run()


def _first_run_bid_euchre_six(qtbot: QtBot) -> QWidget:
    dialog = _first_run(qtbot)
    dialog.bid_euchre.setChecked(True)
    dialog.bid_form.setCurrentIndex(dialog.bid_form.findData(Form.DOUBLE_6.value))
    return dialog


def _rules_and_help(qtbot: QtBot) -> QWidget:
    """The Rules window as the Menu opens it: the rules, Bid Euchre's chapter, the help and the Keys page,
    each option saying how this table sets it."""
    dialog = _main_window(qtbot).open_dialog("rules")
    assert dialog is not None
    return dialog


def _covered(name: str, qtbot: QtBot) -> QWidget:
    """The window covered by the cover screen ``name``, in a window tall enough to paint every line of it."""
    window = _main_window(qtbot)
    window.intermission.set_full_screen(False)
    window.intermission.set_screen(name)
    window.resize(1600, 2000)
    window.show()
    window.intermission.cover()
    qtbot.waitExposed(window)
    return window


def _review(qtbot: QtBot) -> QWidget:
    """The Review window of a hand with a costly choice, every decision valued, the trumped ace chosen in
    the list (its reason, mark and options shown) and another option picked to play on with."""
    window = _playing(qtbot)
    budget = ExpertBudget(budget_ms=1.0, min_samples=20, max_samples=20, time_cap=10_000)
    review = open_review(window, blunder_hand(), budget=budget, pace_ms=0)
    with qtbot.waitSignal(review.reviewed, timeout=60_000):
        pass
    decisions = review.reviewer.decisions
    trumped = next(i for i, d in enumerate(decisions) if d.chosen == Action.from_text("play JH"))
    review.decisions.setCurrentRow(trumped)
    decision = review.reviewer.decisions[trumped]
    review.select_option(next(o.action for o in decision.options if o.action != decision.chosen))
    return review


SCREENS: dict[str, Callable[[QtBot], QWidget]] = {
    "main window, its toolbar and Menu": _main_window,
    "Settings": _settings_dialog,
    "About": _about,
    "first run": _first_run,
    "first run, Bid Euchre at six": _first_run_bid_euchre_six,
    "leaving a match": _leave_question,
    "a deal code": _deal_code_question,
    "before a renege": _renege_question,
    "hand summary": _hand_summary,
    "the table in words": _table_in_words,
    "Statistics": _statistics,
    "History": _history,
    "Rules and help": _rules_and_help,
    **{f"cover screen {name}": partial(_covered, name) for name in COVER_SCREENS},
    "Review": _review,
}
"""Each screen whose words are all translated, by the builder that puts it up."""


@pytest.mark.parametrize("screen", SCREENS)
def test_every_word_on_the_screen_is_translated(qtbot: QtBot, pseudo: None, screen: str) -> None:
    widget = SCREENS[screen](qtbot)
    found = escaped(widget)
    assert found == [], "\n".join(found)


def _unmarked(words: Part) -> Iterator[str]:
    """Each piece of a phrase whose words the catalogue lacks (a piece inside a translated sentence would
    otherwise pass inside the sentence's marks)."""
    if isinstance(words, Phrase):
        if not translated(words.text).startswith(OPEN):
            yield words.text
        for _name, part in words.parts:
            yield from _unmarked(part)


def test_hints_and_the_coach_speak_translated_words(qtbot: QtBot, pseudo: None) -> None:
    """The Expert's reasons for every decision of a hand of each game, and the coach's note, every piece of
    them translated."""
    rng = random.Random(3)
    expert, reasons = ExpertBot(budget_ms=1.0, min_samples=8, max_samples=8, time_cap=10_000), []
    state = HandState(Rules(), Deal.random(Rules(), 1, rng))
    while state.phase is not Phase.DONE:
        advice = hint(PlayerView.of(state, state.to_act), rng, expert)
        reasons.append(advice.reason)
        state.apply(advice.action)
    bid_expert = ExpertBidBot(budget_ms=20.0, min_samples=4, max_samples=8)
    bid_state = BidHandState(BidRules(), BidDeal.random(BidRules(), 0, rng))
    while bid_state.phase is not BidPhase.DONE:
        bid_advice = bid_hint(BidView.of(bid_state, bid_state.to_act), rng, bid_expert)
        reasons.append(bid_advice.reason)
        bid_state.apply(bid_advice.action)
    trumped = next(d for d in review_decisions(blunder_hand(), 0, expert=expert)
                   if d.chosen == Action.from_text("play JH"))
    note = dataclasses.replace(trumped, cost=1.0).note()
    assert note is not None
    assert [text for reason in [*reasons, note] for text in _unmarked(reason)] == []
    shown = QLabel(coach_words(note))
    qtbot.addWidget(shown)
    assert escaped(shown) == []


def test_the_saved_files_troubles_are_translated(tmp_path: Path, pseudo: None) -> None:
    """What the player reads when the history file is set aside, a hand is not there, or the saved match is
    damaged."""
    path = tmp_path / "history.sqlite3"
    write_damaged_database(path, "newer")
    history, problem = HandHistory.open(path)
    assert problem is not None
    with pytest.raises(HistoryError) as missing:
        history.record("m", 0)
    history.close()
    saved = tmp_path / "saved-match.json"
    saved.write_bytes(b'{"format": "euchre-desktop saved match", "version": 1, "hands": [')
    with pytest.raises(SavedMatchError) as damaged:
        SavedMatchStore(saved).load()
    assert [*_unmarked(problem), *_unmarked(missing.value.words), *_unmarked(damaged.value.words)] == []


def test_the_check_finds_a_word_left_untranslated(qtbot: QtBot, pseudo: None) -> None:
    """The check itself: an English word beside translated ones, or in a combo's list, is found."""
    dialog = _about(qtbot)
    QLabel("Shuffle up and deal", dialog).setObjectName("forgotten")
    combo = QComboBox(dialog)
    combo.addItems([QCoreApplication.translate("AboutDialog", "Version {number}"), "Left in English"])
    assert escaped(dialog) == ["QComboBox '' item: 'Left in English'",
                               "QLabel 'forgotten': 'Shuffle up and deal'"]


def test_the_check_reads_what_a_cover_screen_paints(qtbot: QtBot, pseudo: None) -> None:
    """A word painted without translation is found; a person's initials are let through."""

    class Forgotten(PaintedScreen):
        def paint_parts(self, painter: QPainter, width: float, height: float) -> None:
            painter.drawText(10, 20, "Quarterly figures")
            painter.drawText(10, 40, "JM")  # initials, let through

    screen = Forgotten()
    qtbot.addWidget(screen)
    screen.show()
    assert escaped(screen) == ["Forgotten '' painted: 'Quarterly figures'"]


_CARD_OR_CODE = re.compile(r"\b(10|[9JQKA])[♣♦♥♠]|\bEU\d+(-[0-9A-Z]+)+")
"""A card as the table writes it ("J♥") and a deal code: no words, whatever the language."""


@pytest.mark.parametrize("game", ["euchre", "bid_euchre"])
def test_a_played_hand_is_told_refused_and_copied_in_translated_words(qtbot: QtBot, pseudo: None,
                                                                     game: str) -> None:
    """A hand of either game played at the table, the player taking the last choice each time: every line of
    the status line, every announcement (each bid and card), the bids' bubbles, a refused move and a claim
    each time the player decides, and the deal details copied at the end."""
    window = _at_table(qtbot)
    window.screen_reader.announcer.verbosity = Verbosity.EVERY
    said: list[str] = []
    window.screen_reader.announcer.announced.connect(lambda text, _urgent: said.append(text))
    window.controller.status_changed.connect(lambda text, _turn: said.append(text))
    window.status.flashed.connect(lambda text, _warning: said.append(text))
    if game == "bid_euchre":  # partner's best, so a moon asks the partners for their cards
        window.bid_euchre.new_match(BidRules(partners_best=1))
    else:
        window.new_match()
    refusals = 0
    while not window.summary.isVisible():
        qtbot.waitUntil(lambda: window.controller.turn is not None or window.summary.isVisible(),
                        timeout=10000)
        turn = window.controller.turn
        if turn is None:
            break
        said += [text for text in window.scene.bubble_texts() if text]  # the bids said at the table
        # A card played out of turn while bidding, or one that does not follow: each refused, and said why.
        wrong = [card for card in turn.hand if card not in turn.playable] if turn.playable else turn.hand[:1]
        if wrong:
            refusals += not window.model.play(wrong[0])
        if turn.playable and window.model.claim():  # the rest claimed (else refused, and said why)
            break
        assert window.model.act(turn.legal_actions[-1])
        qtbot.waitUntil(lambda taken=turn: window.controller.turn is not taken, timeout=10000)
    qtbot.waitUntil(window.summary.isVisible, timeout=10000)
    assert refusals
    said.append(window.copy_deal_details())
    found = [text for text in said if _untranslated(_CARD_OR_CODE.sub(" ", text))]
    assert found == [], "\n".join(found)
