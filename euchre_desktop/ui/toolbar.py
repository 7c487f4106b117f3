"""The window's toolbar: the commands used while playing on the left, the Menu beside them, the switches on
the right.  Its buttons never take the keyboard focus, so the window's keys keep working after a click."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QSize, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMainWindow, QMenu, QSizePolicy, QToolBar, QToolButton, QWidget

from .icons import toolbar_icon

__all__ = ["build_toolbar"]


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
    menu_button.setToolTip(QCoreApplication.translate("Toolbar",
                                                      "New match, replays, statistics, rules, settings"))
    toolbar.addWidget(menu_button)
    spacer = QWidget(toolbar)
    spacer.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
    toolbar.addWidget(spacer)
    toolbar.addActions(list(switches))
    for button in toolbar.findChildren(QToolButton):
        button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
    window.addToolBar(Qt.ToolBarArea.TopToolBarArea, toolbar)
    return toolbar, menu_button
