"""Shared helpers for the model tests: a signal recorder and a known deal."""

from __future__ import annotations

from typing import Any

from euchre_desktop.engine import Deal, parse_cards
from euchre_desktop.model import GameModel

SIGNALS = (
    "hand_dealt", "bid_made", "trump_named", "dealer_picked_up", "card_discarded", "card_given",
    "card_played", "trick_won", "hand_scored", "match_started", "position_reset", "human_turn",
    "human_hand_changed",
    "bot_thinking", "hint_ready", "action_rejected", "undo_available", "match_over", "names_changed",
    "sound_requested", "bot_fallback", "error",
)


class Recorder:
    """Every signal of a model, in the order emitted: ``events`` is a list of (name, args)."""

    def __init__(self, model: GameModel) -> None:
        self.events: list[tuple[str, tuple[Any, ...]]] = []
        for name in SIGNALS:
            getattr(model, name).connect(lambda *args, name=name: self.events.append((name, args)))

    def named(self, name: str) -> list[tuple[Any, ...]]:
        """The arguments of each emission of ``name``."""
        return [args for event, args in self.events if event == name]

    def count(self, name: str) -> int:
        """How many times ``name`` was emitted."""
        return len(self.named(name))


def left_bower_deal() -> Deal:
    """Gloria (seat 2) deals and turns the J♠; with bots that always pass, you call hearts in round two.

    Luis (seat 3) leads his lowest card, the 9♦, and you hold the J♦ (the left bower: a heart now) and the
    10♦, so you must follow with the 10♦.
    """
    return Deal(
        dealer=2,
        hands=(
            parse_cards("JD TD JH AH KS"),
            parse_cards("9C TC JC QC KC"),
            parse_cards("AC AD 9H TH QH"),
            parse_cards("9D QD KD 9S TS"),
        ),
        kitty=parse_cards("JS KH QS AS"),
    )
