"""The composition root: the stores, the model and the window, built in one place and wired together.

``start_game()`` is what the application runs once its QApplication exists (``app.main``): the settings,
statistics, hand history and saved match from their standard places, the model that plays and saves the
match (and works out the player's accuracy in the background), the window that shows it, the first-run
summary the first time, and the offer to resume a match in progress.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QApplication

from . import qt_imports  # noqa: F401  (first: the modules below import without PySide's source scan)
from .engine.bid import Form
from .language import install_language, said
from .model import GameModel
from .model.accuracy import AccuracyQueue
from .persistence.history import HandHistory
from .persistence.paths import history_path, saved_match_path, settings_path, statistics_path
from .persistence.savedmatch import SavedMatchError, SavedMatchStore
from .persistence.settings import Settings
from .persistence.statistics import Statistics
from .ui.history_command import install_history
from .ui.icons import app_icon
from .ui.main_window import MainWindow
from .ui.review import review_record

__all__ = ["start_game"]


def start_game(*, private: bool = False, bid_form: str | None = None) -> MainWindow:
    """Start-up: the settings, statistics and saved match from their standard places, the window, and
    the offer to resume a match in progress (otherwise a new match with the settings' rules and seats).

    ``private``: the window only, with default settings and nothing read or written (the self-test plays
    its own match).  ``bid_form`` (a Bid Euchre ``Form`` value, from ``--bid-euchre``): the new match is one
    of Bid Euchre in that form.  Needs a QApplication with the application name set (the folders are named
    after it).
    """
    if private:
        install_language(str(Settings().get("general.language")))
        model = GameModel()
        window = MainWindow(model, Settings())
        model.setParent(window)
        window.show()
        return window

    app = QApplication.instance()
    if isinstance(app, QApplication):
        app.setWindowIcon(app_icon())  # every window and dialog of the game, and the task bar
    settings, settings_problem = Settings.load(settings_path())
    statistics, statistics_problem = Statistics.open(statistics_path())
    # Before any window: every window's words are made in the language installed as it is built.
    install_language(str(settings.get("general.language")))
    # Opened at its first read or write (the background review's first look, a hand's end), after the
    # first frame; a damaged file is said then.
    history = HandHistory.open_when_used(
        history_path(), limit=int(settings.get("history.limit") or 1),
        told=lambda problem: window.show_message("Euchre Desktop", said(problem)))
    store = SavedMatchStore(saved_match_path())
    model = GameModel(store=store, statistics=statistics, history=history)
    # Before the window: the setting's reaction switches it on or off.
    accuracy = AccuracyQueue(model.runner, history, parent=model)
    window = MainWindow(model, settings)
    history_window = install_history(window, history)
    history_window.review_requested.connect(lambda record: review_record(window, record))
    model.setParent(window)
    if app is not None:
        app.aboutToQuit.connect(accuracy.stop)
        app.aboutToQuit.connect(model.shutdown)
        app.aboutToQuit.connect(statistics.close)
        app.aboutToQuit.connect(history.close)
    window.show()
    window.activateWindow()  # a session without a window manager would otherwise leave the keys dead
    for problem in (settings_problem, statistics_problem):
        if problem:
            window.show_message("Euchre Desktop", said(problem))
    try:
        saved = store.load()
    except SavedMatchError as error:
        resumed = QCoreApplication.translate("Launch", "Your saved match could not be resumed: {why}")
        window.show_message("Euchre Desktop", resumed.format(why=said(error.words)))
        saved = None
    match = saved.rebuild() if saved is not None else None

    def begin() -> None:
        if (saved is None or match is None or match.is_over) and bid_form is not None:
            window.bid_euchre.new_match(settings.bid_rules().in_form(Form(bid_form)))
        elif saved is None or match is None or match.is_over:
            window.new_match()
        else:
            window.offer_resume()

    if settings.get("general.first_run_done"):
        begin()
    else:
        window.show_first_run(then=begin)
    return window
