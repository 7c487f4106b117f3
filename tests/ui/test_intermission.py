"""The intermission hides the table and brings back the very same one; its screens look like work."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest
from PySide6.QtCore import QLocale, Qt
from PySide6.QtGui import QGuiApplication, QImage, QPainter
from PySide6.QtWidgets import (
    QLabel,
    QMainWindow,
    QPushButton,
    QStackedWidget,
    QStatusBar,
    QToolBar,
    QVBoxLayout,
    QWidget,
)
from pytestqt.qtbot import QtBot

from euchre_desktop.language import install_language
from euchre_desktop.ui.intermission.overlay import (
    PANIC_KEYS,
    SCREENS,
    Intermission,
    IntermissionCover,
    IntermissionError,
)
from euchre_desktop.ui.intermission.screens._numbers import money
from scripts import translations

TITLE = "Euchre Desktop"

#: Words that would give the game away, matched as whole words in any case.
GIVEAWAYS = re.compile(
    r"\b(cards?|euchre\w*|trumps?|bowers?|decks?|shuffl\w*|deal\w*|tricks?|spades?|hearts?|diamonds?|"
    r"clubs?|jacks?|jokers?|aces?|kings?|queens?|loners?|kitty|bid\w*|hands?|suits?|gloria|hank|luis|"
    r"games?|play\w*|scores?|march\w*|partners?|benny)\b",
    re.IGNORECASE,
)
FRENCH_GIVEAWAYS = re.compile(
    r"\b(cartes?|euchre\w*|atouts?|valets?|paquets?|brass\w*|levées?|piques?|cœurs?|carreaux|trèfles?|"
    r"jokers?|cavaliers?|talon|enchères|joueurs?|jeu(?!\.\s\d)|jeux|pointage|voles?|partenaires?|donneurs?|"
    r"benny|gloria|hank|luis)\b",
    re.IGNORECASE,
)
"""The same in French (Canada), in the words the game's catalogue uses ("jeu." before a day of the month is
Thursday: the inbox's dates)."""


class Table:
    """A stand-in for the card table: a page of the window's stack with a focusable widget in it."""

    def __init__(self, qtbot: QtBot) -> None:
        self.window = QMainWindow()
        self.window.setWindowTitle(TITLE)
        self.window.menuBar().addMenu("Menu")
        self.toolbar = QToolBar("Table", self.window)
        self.window.addToolBar(self.toolbar)
        self.status = QStatusBar(self.window)
        self.window.setStatusBar(self.status)
        self.stack = QStackedWidget()
        self.table = QWidget()
        self.button = QPushButton("Deal", self.table)
        self.label = QLabel("7 ♥ on the cloth", self.table)
        layout = QVBoxLayout(self.table)
        layout.addWidget(self.button)
        layout.addWidget(self.label)
        self.stack.addWidget(self.table)
        self.window.setCentralWidget(self.stack)
        self.window.resize(960, 640)
        qtbot.addWidget(self.window)


@pytest.fixture
def display_name() -> Iterator[None]:
    """The application display name is global state: set it as the app does and put it back afterwards."""
    previous = QGuiApplication.applicationDisplayName()
    QGuiApplication.setApplicationDisplayName(TITLE)
    yield
    QGuiApplication.setApplicationDisplayName(previous)


@pytest.fixture
def table(qtbot: QtBot, display_name: None) -> Table:
    """A shown, active window with a table page, a menu bar, a tool bar and a status bar."""
    setup = Table(qtbot)
    setup.window.show()
    qtbot.waitExposed(setup.window)
    setup.window.activateWindow()
    qtbot.waitUntil(lambda: QGuiApplication.focusWindow() is setup.window.windowHandle())
    setup.button.setFocus()
    return setup


def make(table: Table, **options: object) -> Intermission:
    intermission = Intermission(table.window, table.stack, table.table, **options)  # type: ignore[arg-type]
    table.toolbar.addAction(intermission.action)
    return intermission


def test_cover_hides_the_table_and_uncover_brings_back_the_same_widget(qtbot: QtBot, table: Table) -> None:
    intermission = make(table, full_screen=False)
    qtbot.wait(20)  # let the tool bar, which just gained the Intermission button, settle
    geometry = table.table.geometry()
    intermission.cover()
    cover = table.stack.currentWidget()
    assert isinstance(cover, IntermissionCover)
    assert intermission.is_covered
    assert not table.table.isVisible() and not table.button.isVisible()
    intermission.uncover()
    assert table.stack.currentWidget() is table.table
    assert table.table.isVisible() and table.label.text() == "7 ♥ on the cloth"
    # The window lays out again once the menu, tool and status bars are back.
    qtbot.waitUntil(lambda: table.table.geometry() == geometry)
    assert table.button.hasFocus(), "focus goes back where it was"
    # Covering again reuses the same cover rather than piling up pages.
    intermission.cover()
    assert table.stack.currentWidget() is cover and table.stack.count() == 2


def test_covered_changed_tells_the_model_to_pause_and_resume(qtbot: QtBot, table: Table) -> None:
    intermission = make(table, full_screen=False)
    with qtbot.waitSignal(intermission.covered_changed, check_params_cb=lambda covered: covered is True):
        intermission.cover()
    with qtbot.assertNotEmitted(intermission.covered_changed):
        intermission.cover()
    with qtbot.waitSignal(intermission.covered_changed, check_params_cb=lambda covered: covered is False):
        intermission.uncover()
    with qtbot.assertNotEmitted(intermission.covered_changed):
        intermission.uncover()


@pytest.mark.parametrize("key", sorted(PANIC_KEYS))
def test_the_panic_key_covers_and_uncovers(qtbot: QtBot, table: Table, key: str) -> None:
    intermission = make(table, panic_key=key, full_screen=False)
    qtbot.keyClick(table.button, PANIC_KEYS[key])
    assert intermission.is_covered
    assert intermission.action.isChecked()
    focus = QGuiApplication.focusObject()
    assert isinstance(focus, QWidget)
    qtbot.keyClick(focus, PANIC_KEYS[key])
    assert not intermission.is_covered
    assert table.stack.currentWidget() is table.table


def test_only_the_chosen_panic_key_works(qtbot: QtBot, table: Table) -> None:
    intermission = make(table, full_screen=False)
    intermission.set_panic_key("F2")
    qtbot.keyClick(table.button, Qt.Key.Key_QuoteLeft)
    assert not intermission.is_covered
    qtbot.keyClick(table.button, Qt.Key.Key_F2)
    assert intermission.is_covered
    assert "F2" in intermission.action.toolTip()


def test_the_toolbar_button_and_the_corner_control(qtbot: QtBot, table: Table) -> None:
    intermission = make(table, full_screen=False)
    intermission.action.trigger()
    assert intermission.is_covered
    cover = intermission.cover_widget
    assert cover is not None
    corner = cover.corner
    assert corner.isVisible()
    assert corner.geometry().bottomRight().x() >= cover.width() - 4, "in the bottom-right corner"
    assert corner.width() <= 20 and corner.height() <= 20, "small and unobtrusive"
    qtbot.mouseClick(corner, Qt.MouseButton.LeftButton)
    assert not intermission.is_covered
    assert not intermission.action.isChecked()


def test_escape_twice_leaves_full_screen_then_uncovers(qtbot: QtBot, table: Table) -> None:
    intermission = make(table, full_screen=True)
    intermission.cover()
    assert table.window.isFullScreen() and intermission.is_full_screen

    def escape() -> None:
        focus = QGuiApplication.focusObject()
        assert isinstance(focus, QWidget)
        qtbot.keyClick(focus, Qt.Key.Key_Escape)

    escape()
    assert intermission.is_covered and table.window.isFullScreen(), "one Escape does nothing"
    escape()
    assert intermission.is_covered and not table.window.isFullScreen(), "twice: the window only"
    assert table.window.windowTitle() == SCREENS["dashboard"].title
    escape()
    escape()
    assert not intermission.is_covered


def test_slow_escapes_do_not_uncover(qtbot: QtBot, table: Table) -> None:
    intermission = make(table, full_screen=False)
    intermission.escape_interval = -1.0  # every second press comes "too late"
    intermission.cover()
    for _ in range(3):
        focus = QGuiApplication.focusObject()
        assert isinstance(focus, QWidget)
        qtbot.keyClick(focus, Qt.Key.Key_Escape)
    assert intermission.is_covered


def test_escape_does_nothing_while_the_table_shows(qtbot: QtBot, table: Table) -> None:
    intermission = make(table, full_screen=False)
    qtbot.keyClick(table.button, Qt.Key.Key_Escape)
    qtbot.keyClick(table.button, Qt.Key.Key_Escape)
    assert not intermission.is_covered


def test_title_icon_state_and_chrome_are_dull_then_restored(qtbot: QtBot, table: Table) -> None:
    window = table.window
    window.showMaximized()
    table.status.hide()  # hidden before covering: must stay hidden after
    intermission = make(table, screen="report", full_screen=True)
    intermission.cover()
    assert window.windowTitle() == "Quarterly operations report \N{EN DASH} Documents"
    assert QGuiApplication.applicationDisplayName() == "Documents"
    assert window.isFullScreen()
    assert window.menuBar().isHidden() and table.toolbar.isHidden()
    intermission.uncover()
    assert window.windowTitle() == TITLE
    assert QGuiApplication.applicationDisplayName() == TITLE
    assert window.windowState() == Qt.WindowState.WindowMaximized
    assert not window.menuBar().isHidden() and not table.toolbar.isHidden()
    assert table.status.isHidden()


def test_the_screen_can_change_while_covered(qtbot: QtBot, table: Table) -> None:
    intermission = make(table, screen="inbox", full_screen=False)
    intermission.cover()
    intermission.set_screen("spreadsheet")
    cover = intermission.cover_widget
    assert cover is not None and cover.screen_name == "spreadsheet"
    assert table.window.windowTitle() == SCREENS["spreadsheet"].title


def test_full_screen_can_be_switched_while_covered(qtbot: QtBot, table: Table) -> None:
    intermission = make(table, full_screen=False)
    intermission.cover()
    assert not table.window.isFullScreen()
    intermission.set_full_screen(True)
    assert table.window.isFullScreen()
    intermission.set_full_screen(False)
    assert not table.window.isFullScreen() and intermission.is_covered


def test_bad_settings_are_refused(qtbot: QtBot, table: Table) -> None:
    with pytest.raises(IntermissionError, match="'solitaire'"):
        make(table, screen="solitaire")
    with pytest.raises(IntermissionError, match="panic key"):
        make(table, panic_key="Space")
    intermission = make(table)
    with pytest.raises(IntermissionError, match="no cover screen"):
        intermission.set_screen("poker")
    assert intermission.screen_name == "dashboard"
    with pytest.raises(IntermissionError, match="page of the stacked widget"):
        Intermission(table.window, table.stack, QWidget())


def test_the_cover_keeps_each_screen_once_built(qtbot: QtBot) -> None:
    cover = IntermissionCover("inbox")
    qtbot.addWidget(cover)
    inbox = cover.screen_widget()
    cover.set_screen("curtain")
    cover.set_screen("inbox")
    assert cover.screen_widget() is inbox
    with qtbot.waitSignal(cover.dismiss_requested):
        cover.corner.click()


def painted_strings(widget: QWidget, monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Every string the widget draws while it paints itself."""
    seen: list[str] = []
    original = QPainter.drawText

    def recording(painter: QPainter, *args: object) -> None:
        for arg in args:
            if isinstance(arg, str):
                seen.append(arg)
        original(painter, *args)  # type: ignore[call-overload]

    monkeypatch.setattr(QPainter, "drawText", recording)
    widget.grab()
    monkeypatch.undo()
    return seen


@pytest.mark.parametrize("name", list(SCREENS))
def test_no_screen_gives_the_game_away(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, name: str) -> None:
    cover = IntermissionCover(name)
    qtbot.addWidget(cover)
    cover.resize(1280, 800)
    strings = painted_strings(cover, monkeypatch)
    info = SCREENS[name]
    for text in [*strings, info.title, info.label]:
        assert not GIVEAWAYS.search(text), f"{name} shows {text!r}"
    if name == "curtain":
        assert strings == [], "the curtain is plain"
    else:
        assert len(strings) > 40, "a work screen is full of text"


def test_no_screen_gives_the_game_away_in_french(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    translations.compile_all(quiet=True)
    install_language("fr_CA")
    try:
        assert SCREENS["dashboard"].title == "Aperçu des ventes – Analytique"  # noqa: RUF001
        for name, info in SCREENS.items():
            cover = IntermissionCover(name)
            qtbot.addWidget(cover)
            cover.resize(1280, 800)
            for text in [*painted_strings(cover, monkeypatch), info.title]:
                assert not FRENCH_GIVEAWAYS.search(text), f"{name} shows {text!r}"
    finally:
        install_language("en")


@pytest.mark.parametrize("name", list(SCREENS))
def test_every_screen_paints_at_any_window_size(qtbot: QtBot, name: str) -> None:
    cover = IntermissionCover(name)
    qtbot.addWidget(cover)
    for width, height in ((960, 640), (1280, 800), (1920, 1080)):
        cover.resize(width, height)
        image = cover.grab().toImage().convertToFormat(QImage.Format.Format_RGB32)
        assert image.width() == width
        colours = {image.pixel(x, y) for x in range(0, width, 37) for y in range(0, height, 23)}
        assert len(colours) > 8, f"{name} at {width}x{height} looks blank"


def test_a_cover_screen_s_figures_are_grouped_even_in_the_plain_c_locale() -> None:
    before = QLocale()
    try:
        QLocale.setDefault(QLocale.c())  # a session with no LANG: the digits would run together
        assert money(1_452_180) == "$1,452,180"
    finally:
        QLocale.setDefault(before)
