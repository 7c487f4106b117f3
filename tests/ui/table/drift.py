"""Showing table events to a bare table (``conftest.table``) and waiting until it is at rest."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from PySide6.QtWidgets import QApplication

from euchre_desktop.model import MatchInfo
from euchre_desktop.persistence.seats import Level
from euchre_desktop.ui.table.controller import TableController


def begin_match(controller: TableController, name: str, rules: Any, names: Sequence[str]) -> random.Random:
    """Tell the table a match of ``rules`` began, the players named ``names``; the random generator its
    hands are drawn from, named after the rules so each set of rules draws its own."""
    controller.model.match_started.emit(MatchInfo(name, rules, tuple(names), Level.STANDARD, Level.STANDARD,
                                                  "match", None))
    return random.Random(name)


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
