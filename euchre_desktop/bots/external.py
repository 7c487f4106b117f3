"""Players that live in another program: the Euchre client of the external-bot protocol.

An ``ExternalBot`` runs a command as a child process and talks to it in JSON lines, as
``docs/external-protocol.md`` describes (protocol version ``PROTOCOL_VERSION``): it tells the program exactly
what its seat's ``PlayerView`` holds, event by event, and when its seat must act it sends a request listing
the legal actions; the program answers with one of them.  How the child is run, and how every problem is
counted, reported and answered (a fallback decision, or ``ExternalBotError``), is ``ProgramPlayer``'s
(``bots/program_player.py``), shared with the Bid Euchre client.
"""

from __future__ import annotations

from typing import Any, Protocol, runtime_checkable

from ..engine import Action, ActionKind, PlayerView, Rules, Trick
from .program_player import (
    MAX_LINE_BYTES,
    PROTOCOL_NAME,
    PROTOCOL_VERSION,
    ExternalBotError,
    OnError,
    Problem,
    ProgramPlayer,
)

__all__ = [
    "MAX_LINE_BYTES",
    "PROTOCOL_NAME",
    "PROTOCOL_VERSION",
    "Closeable",
    "ExternalBot",
    "ExternalBotError",
    "HandObserver",
    "OnError",
    "Problem",
]


@runtime_checkable
class HandObserver(Protocol):
    """A bot that wants to see every action as it happens, not only the positions where it must act.

    The arena calls ``start_hand`` with the seat's view before the first action of each hand, and
    ``observe`` with a fresh view after every action (the last one shows the finished hand).
    """

    def start_hand(self, view: PlayerView) -> None:
        """A new hand begins; ``view`` is this seat's view before anyone acts."""
        ...

    def observe(self, view: PlayerView) -> None:
        """Something happened; ``view`` is this seat's view now."""
        ...


@runtime_checkable
class Closeable(Protocol):
    """A bot holding resources (a child process) that must be released when the match ends."""

    def close(self) -> None:
        """Release everything; the bot is not used afterwards."""
        ...


class ExternalBot(ProgramPlayer[PlayerView, Action]):
    """A Euchre player in another program over the JSON-lines protocol (see ``ProgramPlayer`` for the
    options, the counters and what happens on a problem)."""

    _rules: Rules | None = None
    """The rules the program was greeted with (a change of rules starts it afresh)."""
    _plays_sent = 0

    def _start(self, rules: Rules) -> None:
        """Start the program and shake hands; on failure the bot is dead (or the error raised)."""
        self._rules = rules
        self._handshake({"game": "euchre", "rules": rules.to_dict(), "rules_name": rules.preset_name()})

    def probe(self, rules: Rules) -> None:
        """Start the program and shake hands now, so that a program that cannot even start is found before
        a match begins.  Raises ``ExternalBotError`` on failure whatever ``on_error`` says."""
        policy, self.on_error = self.on_error, OnError.STOP
        try:
            self.close()
            self._dead = None
            self._start(rules)
        finally:
            self.on_error = policy

    # ---------------------------------------------------------------------------------------- events

    def start_hand(self, view: PlayerView) -> None:
        """Begin a hand: start the program if needed and send it the deal."""
        self._seat = view.seat
        if self._dead is None and (self._child is None or view.rules != self._rules):
            self.close()
            self._start(view.rules)
        self._hands += 1
        self._hand_open = True
        self._sent = []
        self._plays_sent = 0
        self._tricks_sent = 0
        if self._child is None:
            return
        self._child.send({
            "type": "deal", "number": self._hands, "seat": view.seat, "side": view.rules.side_of(view.seat),
            "dealer": view.dealer, "scores": list(view.scores), "upcard": view.upcard.code,
            "cards": [card.code for card in view.dealt], "packets": view.packets,
        })
        self._send_events(view)

    def _trick_finished_by(self, view: PlayerView, seat: int, action: Action) -> Trick | None:
        if action.kind is not ActionKind.PLAY:
            return None
        self._plays_sent += 1
        played = 0
        for trick in view.tricks:
            played += len(trick.plays)
            if played == self._plays_sent:
                return trick
        return None

    def _hand_end(self, view: PlayerView) -> dict[str, Any]:
        result = view.result
        assert result is not None
        return {"outcome": result.outcome.value, "points": list(result.points), "maker": result.maker,
                "trump": None if result.trump is None else result.trump.letter, "alone": result.maker_alone,
                "defender_alone": result.defender_alone, "tricks": list(result.tricks)}

    # -------------------------------------------------------------------------------------- decisions

    def _request(self, view: PlayerView, request_id: int) -> dict[str, Any]:
        return {
            "type": "request", "id": request_id, "phase": view.phase.value,
            "legal": [action.to_text() for action in view.legal_actions],
            "hand": [card.code for card in view.hand],
            "trump": None if view.trump is None else view.trump.letter, "maker": view.maker,
            "alone": view.maker_alone, "defender_alone": view.defender_alone,
            "sitting_out": sorted(view.sitting_out), "leader": view.leader,
            "trick": [[seat, card.code] for seat, card in view.trick], "tricks_won": list(view.tricks_won),
        }

    def _parse_action(self, text: str) -> Action:
        return Action.from_text(text)
