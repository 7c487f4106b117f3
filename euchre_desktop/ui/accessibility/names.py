"""Names and descriptions for the window's controls that Qt cannot work out for itself.

Qt names a button by its text and describes a control by its tooltip; what is left is named here: the
table's view, the toolbar's own overflow button, the panels laid over the table.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QToolButton

if TYPE_CHECKING:
    from ..main_window import MainWindow

__all__ = ["name_controls"]

translate = QCoreApplication.translate


def name_controls(window: MainWindow) -> None:
    """Name and describe ``window``'s controls that have no words of their own."""
    window.view.setAccessibleName(translate("ControlNames", "Card table"))
    window.view.setAccessibleDescription(translate(
        "ControlNames", "The table: your hand at the bottom, your partner across, the opponents at your "
                        "sides."))
    window.toolbar.setAccessibleName(translate("ControlNames", "Table tools"))
    overflow = window.toolbar.findChild(QToolButton, "qt_toolbar_ext_button")
    if overflow is not None:
        overflow.setAccessibleName(translate("ControlNames", "More tools"))
        overflow.setAccessibleDescription(translate("ControlNames",
                                                    "The tools that do not fit in the window's width."))
    window.status.setAccessibleDescription(translate("ControlNames",
                                                     "What is happening at the table, and what to do."))
    window.bid_panel.setAccessibleName(translate("ControlNames", "Your bid"))
    window.bid_panel.setAccessibleDescription(translate(
        "ControlNames", "Choose a bid: each button says it and its number key."))
    window.summary_made.connect(lambda: _name_summary(window))


def _name_summary(window: MainWindow) -> None:
    """The hand's summary, named once it is built (when first wanted, after the window opens)."""
    window.summary.setAccessibleName(translate("ControlNames", "The hand's summary"))
    window.summary.setAccessibleDescription(translate(
        "ControlNames", "How the hand ended and the score; Next hand goes on."))
    window.summary.show_hands_button.setAccessibleDescription(translate(
        "ControlNames", "Every player's cards as they were dealt."))
    window.summary.next_button.setAccessibleDescription(translate(
        "ControlNames", "Go on: the next deal, the match's result, or a new match once it is over (Enter)."))
