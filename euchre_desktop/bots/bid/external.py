"""Bid Euchre players that live in another program: the external-bot protocol's Bid Euchre messages.

Revision 1.1 of protocol version 1 (``docs/external-protocol.md``) adds a ``game`` field to the hello and
the Bid Euchre messages.  ``ExternalBidBot`` is the client: it runs the program as the Euchre client does
(``bots.program_player``: no call ever blocks, a program that stops reading is a crash), sends
``"game": "bid_euchre"`` in the hello and uses the program only if its hello answer lists ``"bid_euchre"``
in ``games``, so a version-1 Euchre program is never sent a Bid Euchre hand.  Then, as in Euchre: the deal,
every action and trick as it happens, the end of the hand, and a request listing the legal actions whenever
the program's seat must act.  Problems are reported and counted the same way, and a failed decision falls
back to another player (or stops the match).
"""

from __future__ import annotations

import collections
from typing import Any, Final

from ...engine.bid import BidAction, BidActionKind, BidView
from ..program_player import ProgramPlayer

__all__ = ["GAME", "ExternalBidBot"]

GAME: Final = "bid_euchre"
"""The ``game`` named in the hello; a program lists it in its answer's ``games`` to play Bid Euchre."""


class ExternalBidBot(ProgramPlayer[BidView, BidAction]):
    """A Bid Euchre player in another program (see the module documentation, and ``ProgramPlayer`` for the
    options, the counters and what happens on a problem)."""

    _rules_sent: dict[str, Any] | None = None
    """The rules the program was greeted with (a change of rules starts it afresh)."""

    def _hello_problem(self, message: dict[str, Any]) -> str | None:
        games = message.get("games")
        if not isinstance(games, list) or GAME not in games:
            return f'does not play Bid Euchre (its hello lists no "games" with "{GAME}")'
        return None

    # ---------------------------------------------------------------------------------------- events

    def start_hand(self, view: BidView) -> None:
        """Begin a hand: start the program if needed and send it the deal."""
        self._seat = view.seat
        if self._dead is None and (self._child is None or view.rules.to_dict() != self._rules_sent):
            self.close()
            self._rules_sent = view.rules.to_dict()
            self._handshake({"game": GAME, "rules": self._rules_sent, "rules_name": None})
        self._hands += 1
        self._hand_open, self._sent, self._tricks_sent = True, [], 0
        if self._child is None:
            return
        self._child.send({"type": "deal", "game": GAME, "number": self._hands, "seat": view.seat,
                          "side": view.side, "dealer": view.dealer, "scores": list(view.scores),
                          "cards": _dealt(view)})
        self._send_events(view)

    def _trick_finished_by(self, view: BidView, seat: int, action: BidAction) -> Any | None:
        if action.kind is not BidActionKind.PLAY or self._tricks_sent >= len(view.tricks):
            return None
        trick = view.tricks[self._tricks_sent]
        return trick if (seat, action.card) == trick.plays[-1] else None

    def _hand_end(self, view: BidView) -> dict[str, Any]:
        result = view.result
        assert result is not None
        return {"outcome": result.outcome.value, "points": list(result.points), "tricks": list(result.tricks),
                "bidder": result.bidder, "bid": None if result.bid is None else result.bid.to_text()}

    # -------------------------------------------------------------------------------------- decisions

    def _request(self, view: BidView, request_id: int) -> dict[str, Any]:
        return _request(view, request_id)

    def _parse_action(self, text: str) -> BidAction:
        return BidAction.from_text(text)


def _dealt(view: BidView) -> list[str]:
    """The seat's cards as dealt: now, plus played, given and buried, minus received."""
    cards = collections.Counter(view.hand)
    for trick in view.tricks:
        cards.update(card for seat, card in trick.plays if seat == view.seat)
    cards.update(card for seat, card in view.trick if seat == view.seat)
    for seat, action in view.history:
        if action.card is None or action.kind is BidActionKind.PLAY:
            continue
        if seat == view.seat:
            cards[action.card] += 1
        elif action.kind is BidActionKind.GIVE and view.seat == view.bidder:
            cards[action.card] -= 1
    return [card.code for card in sorted(cards.elements())]


def _request(view: BidView, request_id: int) -> dict[str, Any]:
    return {"type": "request", "id": request_id, "phase": view.phase.value,
            "legal": [action.to_text() for action in view.legal_actions],
            "hand": [card.code for card in view.hand],
            "contract": None if view.contract is None else view.contract.to_text(), "bidder": view.bidder,
            "sitting_out": sorted(view.sitting_out), "leader": view.leader,
            "trick": [[seat, card.code] for seat, card in view.trick], "tricks_won": list(view.tricks_won)}
