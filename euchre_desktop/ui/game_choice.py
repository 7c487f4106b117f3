"""Choosing the game from the Menu: the Game submenu, and the other game offered when New match asks.

The choice is the ``game.game`` setting, so it waits for the next new match like any rule: the match in
progress keeps its game.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction, QActionGroup
from PySide6.QtWidgets import QMenu, QMessageBox, QWidget

from ..language import translated
from ..persistence.settings import GAMES, Settings

__all__ = ["GameMenu", "offer_other_game"]


class GameMenu(QMenu):
    """The Game submenu: one checked item per game, following the ``game.game`` setting and setting it."""

    def __init__(self, settings: Settings, parent: QWidget | None = None) -> None:
        """The menu for ``settings``; it follows them for as long as it lives."""
        super().__init__(self.tr("Game"), parent)
        self.setObjectName("gameMenu")
        self._settings = settings
        group = QActionGroup(self)
        self._actions: dict[str, QAction] = {}
        for game, name in GAMES.items():
            action = QAction(translated(name), self)
            action.setCheckable(True)
            action.setStatusTip(self.tr("The next new match is {game}").format(game=translated(name)))
            action.triggered.connect(lambda _checked=False, chosen=game: settings.set("game.game", chosen))
            group.addAction(action)
            self.addAction(action)
            self._actions[game] = action
        # A method, so the connection goes when the menu does.
        settings.changed.connect(self._follow)
        self._follow("game.game")

    def _follow(self, key: str) -> None:
        if key == "game.game":
            self._actions[self._settings.game()].setChecked(True)


def offer_other_game(box: QMessageBox, settings: Settings, then: Callable[[], object]) -> None:
    """New match's "Leave this match?": its leave button names the game chosen, and a second one starts the
    other game instead (choosing it, then doing ``then``)."""
    current = settings.game()
    other = next(game for game in GAMES if game != current)
    leave = next(button for button in box.buttons()
                 if box.buttonRole(button) is QMessageBox.ButtonRole.AcceptRole)
    new_match = {"euchre": QCoreApplication.translate("GameMenu", "New Euchre match"),
                 "bid_euchre": QCoreApplication.translate("GameMenu", "New Bid Euchre match")}
    leave.setText(new_match[current])
    switch = box.addButton(new_match[other], QMessageBox.ButtonRole.ActionRole)
    switch.setObjectName("otherGameButton")

    def chosen() -> None:
        settings.set("game.game", other)
        then()

    switch.clicked.connect(chosen)
