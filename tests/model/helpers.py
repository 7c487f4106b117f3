"""Shared helpers for the model tests: a signal recorder and known deals (the window tests use them too)."""

from __future__ import annotations

from typing import Any, TypeVar

from euchre_desktop.engine import Deal, parse_cards
from euchre_desktop.model import GameModel

T = TypeVar("T")

SIGNALS = (
    "match_started", "position_reset", "human_turn", "bot_thinking", "hint_ready", "action_rejected",
    "undo_available", "names_changed", "sound_requested", "bot_fallback", "error",
)


class Recorder:
    """Every signal of a model, in the order emitted: ``events`` is a list of (name, args).

    A table event is recorded under its class name (``"TrickWon"``, ``"HandScored"``...), with the event
    as its one argument; every other signal under its own name.
    """

    def __init__(self, model: GameModel) -> None:
        self.events: list[tuple[str, tuple[Any, ...]]] = []
        for name in SIGNALS:
            getattr(model, name).connect(lambda *args, name=name: self.events.append((name, args)))
        model.table_event.connect(lambda event: self.events.append((type(event).__name__, (event,))))

    def named(self, name: str) -> list[tuple[Any, ...]]:
        """The arguments of each emission of ``name``."""
        return [args for event, args in self.events if event == name]

    def told(self, kind: type[T]) -> list[T]:
        """Every table event of class ``kind``, in order."""
        return [args[0] for name, args in self.events if name == kind.__name__]

    def count(self, name: str) -> int:
        """How many times ``name`` was emitted."""
        return len(self.named(name))


def deal_from_text(dealer: int, hands: tuple[str, ...], kitty: str) -> Deal:
    """A deal from card names: each seat's hand (seat 0 first) and the kitty, the upcard first."""
    return Deal(dealer=dealer, hands=tuple(parse_cards(hand) for hand in hands), kitty=parse_cards(kitty))


def left_bower_deal() -> Deal:
    """Gloria (seat 2) deals and turns the J♠; with bots that always pass, you call hearts in round two.

    Luis (seat 3) leads his lowest card, the 9♦, and you hold the J♦ (the left bower: a heart now) and the
    10♦, so you must follow with the 10♦.
    """
    return deal_from_text(2, ("JD TD JH AH KS", "9C TC JC QC KC", "AC AD 9H TH QH", "9D QD KD 9S TS"),
                          "JS KH QS AS")
