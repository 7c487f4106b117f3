"""The window's toolbar: the commands used while playing on the left, the Menu beside them, the switches on
the right.  Its buttons never take the keyboard focus, so the window's keys keep working after a click; F10
(or Alt+M) opens the Menu from the keyboard, its first command chosen, for the arrows and Enter."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QPoint, QSize, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMainWindow, QMenu, QSizePolicy, QToolBar, QToolButton, QWidget

from .icons import toolbar_icon

__all__ = ["build_toolbar"]


def _open_menu(menu: QMenu, button: QToolButton) -> None:
    """The Menu under its button, without waiting for it to close (as a click does), its first command
    chosen so the arrows and Enter work at once."""
    menu.popup(button.mapToGlobal(QPoint(0, button.height())))
    first = next((action for action in menu.actions() if action.isEnabled()), None)
    if first is not None:
        menu.setActiveAction(first)


def build_toolbar(window: QMainWindow, commands: Sequence[QAction], menu: QMenu,
                  switches: Sequence[QAction]) -> tuple[QToolBar, QToolButton]:
    """Put the toolbar at the top of ``window``: ``commands``, then a Menu button opening ``menu``, then
    ``switches`` at the far end.  Returns the toolbar and the Menu button."""
    toolbar = QToolBar(QCoreApplication.translate("Toolbar", "Table"), window)
    toolbar.setObjectName("toolbar")
    toolbar.setMovable(False)
    toolbar.setFloatable(False)
    toolbar.setIconSize(QSize(20, 20))
    toolbar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
    toolbar.setContextMenuPolicy(Qt.ContextMenuPolicy.PreventContextMenu)
    toolbar.addActions(list(commands))
    menu_button = QToolButton(window)
    menu_button.setObjectName("menuButton")
    menu_button.setText(QCoreApplication.translate("Toolbar", "Menu"))
    menu_button.setIcon(toolbar_icon("menu"))
    menu_button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
    menu_button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
    menu_button.setMenu(menu)
    menu_button.setToolTip(QCoreApplication.translate(
        "Toolbar", "New match, replays, statistics, rules, settings (F10)"))
    toolbar.addWidget(menu_button)
    opener = QAction(QCoreApplication.translate("Toolbar", "Menu"), window)
    opener.setObjectName("menuAction")
    opener.setShortcuts([QKeySequence("F10"), QKeySequence("Alt+M")])  # F10: the desktops' own menu key
    opener.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
    opener.setToolTip(QCoreApplication.translate(
        "Toolbar", "Open the Menu: new match, replays, statistics, rules, settings"))
    opener.triggered.connect(lambda _checked=False: _open_menu(menu, menu_button))
    window.addAction(opener)
    spacer = QWidget(toolbar)
    spacer.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
    toolbar.addWidget(spacer)
    toolbar.addActions(list(switches))
    for button in toolbar.findChildren(QToolButton):
        button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
    window.addToolBar(Qt.ToolBarArea.TopToolBarArea, toolbar)
    return toolbar, menu_button
