"""Choosing the game from the Menu: the Game submenu, and the other game offered when New match asks.

The choice is the ``game.game`` setting, so it waits for the next new match like any rule: the match in
progress keeps its game.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction, QActionGroup
from PySide6.QtWidgets import QMenu, QMessageBox, QWidget

from ..engine.bid import Form
from ..engine.bid.words import BID_OPTION_WORDS
from ..language import translated
from ..persistence.settings import GAMES, Settings

__all__ = ["GameMenu", "next_match_name", "offer_other_game"]


class GameMenu(QMenu):
    """The Game submenu: Euchre, and Bid Euchre in each of its forms (players and pack), one checked,
    following the ``game.game`` and ``bid_rules.form`` settings and setting them."""

    def __init__(self, settings: Settings, parent: QWidget | None = None) -> None:
        """The menu for ``settings``; it follows them for as long as it lives."""
        super().__init__(self.tr("Game"), parent)
        self.setObjectName("gameMenu")
        self._settings = settings
        group = QActionGroup(self)
        self._actions: dict[Form | None, QAction] = {}
        """Euchre's item under None, Bid Euchre's under each form."""
        for form in (None, *Form):
            name = next_match_name(form)
            action = QAction(name, self)
            action.setCheckable(True)
            action.setStatusTip(self.tr("The next new match is {game}").format(game=name))
            action.triggered.connect(lambda _checked=False, chosen=form: self._choose(chosen))
            group.addAction(action)
            self.addAction(action)
            self._actions[form] = action
        # A method, so the connection goes when the menu does.
        settings.changed.connect(self._follow)
        self._follow("game.game")

    def _choose(self, form: Form | None) -> None:
        """Euchre (None), or Bid Euchre in ``form`` with the other Bid Euchre rules as set."""
        if form is None:
            self._settings.set("game.game", "euchre")
            return
        rules = self._settings.bid_rules().in_form(form).to_dict()
        # The game last: its word to the player ("The next new match is ...") is the one left showing.
        self._settings.update({**{f"bid_rules.{name}": value for name, value in rules.items()},
                               "game.game": "bid_euchre"})

    def _follow(self, key: str) -> None:
        if key in ("game.game", "bid_rules.form"):
            bid = self._settings.game() == "bid_euchre"
            self._actions[self._settings.bid_rules().form if bid else None].setChecked(True)


def next_match_name(form: Form | None) -> str:
    """The game a new match would play, in words: "Euchre", or "Bid Euchre: " and ``form``'s players and
    pack (None: Euchre)."""
    if form is None:
        return translated(GAMES["euchre"])
    words = dict(BID_OPTION_WORDS["form"].values)[form]
    return QCoreApplication.translate("GameMenu", "{game}: {form}").format(
        game=translated(GAMES["bid_euchre"]), form=translated(words))


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
