"""Bid Euchre players that live in another program: the external-bot protocol's Bid Euchre messages.

Revision 1.1 of protocol version 1 (``docs/external-protocol.md``) adds a ``game`` field to the hello and
the Bid Euchre messages.  ``ExternalBidBot`` is the client: it runs the program with the Euchre client's
child-process handling (``bots.external``: no call ever blocks, a program that stops reading is a crash),
sends ``"game": "bid_euchre"`` in the hello and uses the program only if its hello answer lists
``"bid_euchre"`` in ``games``, so a version-1 Euchre program is never sent a Bid Euchre hand.  Then, as in
Euchre: the deal, every action and trick as it happens, the end of the hand, and a request listing the legal
actions whenever the program's seat must act.  Problems are reported and counted the same way, and a failed
decision falls back to another player (or stops the match).
"""

from __future__ import annotations

import collections
import json
import random
import time
from collections.abc import Callable, Sequence
from typing import Any, Final, Self

from ...engine.bid import BidAction, BidActionKind, BidView
from ..external import (
    MAX_LINE_BYTES,
    PROTOCOL_NAME,
    PROTOCOL_VERSION,
    ExternalBotError,
    OnError,
    Problem,
    _Broken,
    _Child,
    _clip,
    _Eof,
    _report_to_stderr,
    _TooLong,
)
from .base import BidBot

__all__ = ["GAME", "ExternalBidBot"]

GAME: Final = "bid_euchre"
"""The ``game`` named in the hello; a program lists it in its answer's ``games`` to play Bid Euchre."""


class ExternalBidBot:
    """A Bid Euchre player in another program (see the module documentation).  ``fallback`` takes the
    decisions the program fails to make; without one every problem stops the match.  Counters:
    ``problems``, ``fallback_decisions``, ``decisions``."""

    def __init__(self, command: Sequence[str], *, label: str | None = None, timeout: float = 5.0,
                 startup_timeout: float = 10.0, on_error: OnError = OnError.FALLBACK,
                 fallback: BidBot | None = None, report: Callable[[str], None] | None = None,
                 quiet: bool = False) -> None:
        """Prepare (but do not yet start) the program ``command`` (an argument list, no shell)."""
        if not command or timeout <= 0 or startup_timeout <= 0:
            raise ValueError("an external bot needs a command to run, and timeouts must be positive")
        self.command = tuple(command)
        self.label = label if label is not None else "cmd:" + " ".join(command)
        self.name = self.label
        self.timeout, self.startup_timeout = timeout, startup_timeout
        self.on_error = on_error if fallback is not None else OnError.STOP
        self.fallback = fallback
        self._report = report if report is not None else _report_to_stderr
        self._quiet = quiet
        self.problems: collections.Counter[Problem] = collections.Counter()
        self.fallback_decisions = self.decisions = 0
        self._child: _Child | None = None
        self._rules_sent: dict[str, Any] | None = None
        self._dead: str | None = None
        self._request_id = self._hands = 0
        self._seat = -1
        self._sent: list[tuple[int, BidAction]] = []
        self._tricks_sent = 0
        self._hand_open = False

    # ------------------------------------------------------------------------------------ lifecycle

    def _start(self, view: BidView) -> None:
        self._rules_sent = view.rules.to_dict()
        try:
            self._child = _Child(self.command, quiet=self._quiet)
        except OSError as error:
            self._fail(Problem.HANDSHAKE, f"could not be started: {error}", fatal=True)
            return
        self._child.send({"type": "hello", "protocol": PROTOCOL_NAME, "version": PROTOCOL_VERSION,
                          "game": GAME, "rules": self._rules_sent, "rules_name": None,
                          "timeout": self.timeout})
        reply = self._child.receive(time.monotonic() + self.startup_timeout)
        problem: str | None
        if reply is None:
            problem = f"did not answer the hello within {self.startup_timeout:g} s"
        elif isinstance(reply, _Eof):
            problem = f"{self._child.exit_description('closed its output')} before answering the hello"
        elif isinstance(reply, _TooLong | _Broken):
            problem = "did not take the hello or answered it with an over-long line"
        else:
            problem = _hello_problem(reply)
        if problem is not None:
            self._fail(Problem.HANDSHAKE, problem, fatal=True)

    def close(self) -> None:
        """Tell the program the session is over and make sure it is gone."""
        child, self._child = self._child, None
        if child is not None:
            child.send({"type": "bye"})
            child.close()

    def __enter__(self) -> Self:
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.close()

    def _fail(self, problem: Problem, detail: str, *, fatal: bool) -> None:
        """Count and report a problem; raise when stopping, and give up on the program when ``fatal``."""
        self.problems[problem] += 1
        message = f"external bot {self.label} at seat {self._seat}: {detail}"
        if fatal:
            self._dead = detail
            self.close()
        if self.on_error is OnError.STOP or self.fallback is None:
            self._report(message + "; stopping")
            raise ExternalBotError(self.label, problem, detail)
        consequence = "its remaining decisions fall" if fatal else "this decision falls"
        self._report(f"{message}; {consequence} back to {self.fallback.name}")

    # ---------------------------------------------------------------------------------------- events

    def start_hand(self, view: BidView) -> None:
        """Begin a hand: start the program if needed and send it the deal."""
        self._seat = view.seat
        if self._dead is None and (self._child is None or view.rules.to_dict() != self._rules_sent):
            self.close()
            self._start(view)
        self._hands += 1
        self._hand_open, self._sent, self._tricks_sent = True, [], 0
        if self._child is None:
            return
        self._child.send({"type": "deal", "game": GAME, "number": self._hands, "seat": view.seat,
                          "side": view.side, "dealer": view.dealer, "scores": list(view.scores),
                          "cards": _dealt(view)})
        self._send_events(view)

    def observe(self, view: BidView) -> None:
        """Send the program whatever happened since it last heard (and the result once the hand is over)."""
        if self._is_new_hand(view):
            self.start_hand(view)
        elif self._child is not None:
            self._send_events(view)

    def _is_new_hand(self, view: BidView) -> bool:
        count = len(self._sent)
        continues = view.seat == self._seat and list(view.history[:count]) == self._sent
        return not continues or (not self._hand_open and view.result is None)

    def _send_events(self, view: BidView) -> None:
        child = self._child
        assert child is not None
        for seat, action in view.history[len(self._sent):]:
            child.send({"type": "action", "seat": seat, "action": action.to_text()})
            self._sent.append((seat, action))
            if action.kind is BidActionKind.PLAY and self._tricks_sent < len(view.tricks):
                trick = view.tricks[self._tricks_sent]
                if (seat, action.card) == trick.plays[-1]:
                    self._tricks_sent += 1
                    child.send({"type": "trick", "number": self._tricks_sent, "leader": trick.leader,
                                "cards": [[s, c.code] for s, c in trick.plays], "winner": trick.winner})
        if view.result is not None and self._hand_open:
            self._hand_open = False
            result = view.result
            child.send({"type": "hand_end", "outcome": result.outcome.value, "points": list(result.points),
                        "tricks": list(result.tricks), "bidder": result.bidder,
                        "bid": None if result.bid is None else result.bid.to_text()})

    # -------------------------------------------------------------------------------------- decisions

    def choose(self, view: BidView, rng: random.Random) -> BidAction:
        """Ask the program for this seat's action; on a problem, report it and fall back (or stop)."""
        self.decisions += 1
        if self._is_new_hand(view):
            self.start_hand(view)
        action = None
        if self._child is not None:
            self._send_events(view)
            self._request_id += 1
            self._child.send(_request(view, self._request_id))
            action = self._await_reply(view, self._request_id)
        if action is not None:
            return action
        if self.fallback is None:
            raise ExternalBotError(self.label, Problem.CRASH, self._dead or "is not running")
        self.fallback_decisions += 1
        return self.fallback.choose(view, rng)

    def _await_reply(self, view: BidView, request_id: int) -> BidAction | None:
        """The program's legal answer to ``request_id``, or None after reporting why there is none."""
        child = self._child
        assert child is not None
        deadline = time.monotonic() + self.timeout
        asked = f"request {request_id}"
        while True:
            line = child.receive(deadline) if not child.write_failed else _Broken()
            if isinstance(line, _Broken | _Eof):
                ended = child.exit_description("still running" if isinstance(line, _Broken) else
                                               "closed its output")
                self._fail(Problem.CRASH, f"{ended} while deciding {asked}", fatal=True)
                return None
            if line is None:
                self._fail(Problem.TIMEOUT, f"no answer to {asked} within {self.timeout:g} s", fatal=False)
                return None
            if isinstance(line, _TooLong):
                self._fail(Problem.MALFORMED, f"answered {asked} with a line over {MAX_LINE_BYTES} bytes",
                           fatal=False)
                return None
            if not line:
                continue
            try:
                message = json.loads(line)
            except ValueError:
                message = None
            if not isinstance(message, dict) or message.get("type") != "action":
                self._fail(Problem.MALFORMED, f'answered {asked} with {_clip(line)}, not {{"type": "action", '
                                              '"id": ..., "action": ...}', fatal=False)
                return None
            answered = message.get("id")
            if isinstance(answered, int) and not isinstance(answered, bool) and answered < request_id:
                continue  # a late answer to a request that already timed out
            text = message.get("action")
            try:
                if answered != request_id or not isinstance(text, str):
                    raise ValueError(f"it names request {answered!r} or has no action text")
                action = BidAction.from_text(text)
            except ValueError as error:
                self._fail(Problem.MALFORMED, f"answered {asked} with {_clip(line)} ({error})", fatal=False)
                return None
            if action not in view.legal_actions:
                legal = ", ".join(a.to_text() for a in view.legal_actions)
                self._fail(Problem.ILLEGAL, f"answered {asked} with {text!r}, which is not legal now "
                                            f"(legal: {legal})", fatal=False)
                return None
            return action


def _hello_problem(line: str) -> str | None:
    """What is wrong with a hello answer for Bid Euchre, if anything."""
    try:
        message = json.loads(line)
    except ValueError:
        return f"answered the hello with something that is not JSON: {_clip(line)}"
    if not isinstance(message, dict) or message.get("type") != "hello":
        return f'answered the hello with {_clip(line)}, not {{"type": "hello", ...}}'
    if message.get("version") != PROTOCOL_VERSION:
        return f"speaks protocol version {message.get('version')!r}; this arena speaks {PROTOCOL_VERSION}"
    games = message.get("games")
    if not isinstance(games, list) or GAME not in games:
        return f'does not play Bid Euchre (its hello lists no "games" with "{GAME}")'
    return None


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
