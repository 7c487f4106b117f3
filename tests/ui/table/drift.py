"""Showing table events to a bare table (``conftest.table``) and waiting until it is at rest."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication

from euchre_desktop.ui.table.controller import TableController


def show_all(controller: TableController, events: tuple[object, ...]) -> None:
    """Show ``events`` and return when the table is at rest."""
    for event in events:
        controller.show(event)  # type: ignore[arg-type]
    # At instant speed the steps end on the next turns of the event loop: turn it until they have (a
    # waitUntil would sleep between its checks, and this runs some ten thousand times).
    for _ in range(1000):
        if not controller.busy:
            return
        QApplication.processEvents()
    raise AssertionError(f"the table never came to rest after {events}")
