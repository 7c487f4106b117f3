"""A player that lives in another program, for either game: the child process, the problems, and all that
the Euchre and the Bid Euchre clients of the external-bot protocol share (``docs/external-protocol.md``).

``ProgramPlayer`` runs a command as a child process and talks to it in JSON lines over its stdin and stdout.
It never hangs and never trusts the child: a reply that is not JSON, names another request, or is not one of
the listed actions, a reply that does not come within the timeout, and a child that exits or stops reading
are all *problems*.  Each problem is reported (one line naming the bot and what went wrong) and then, as
chosen with ``OnError``, either that one decision falls back to another player or ``ExternalBotError`` stops
the match.  A child that crashed or failed its handshake is not restarted: its remaining decisions all fall
back.  ``close()`` always kills the child (and anything it started).  A game's client says what its hello,
deal, events and requests hold, and how an action is read (``bots/external.py``, ``bots/bid/external.py``).
"""

from __future__ import annotations

import collections
import contextlib
import enum
import json
import os
import queue
import random
import signal
import subprocess
import sys
import threading
import time
from collections.abc import Callable, Sequence
from typing import Any, Final, Generic, Protocol, Self, TypeVar

__all__ = [
    "MAX_LINE_BYTES",
    "PROTOCOL_NAME",
    "PROTOCOL_VERSION",
    "ExternalBotError",
    "GameView",
    "OnError",
    "Problem",
    "ProgramPlayer",
]

PROTOCOL_NAME: Final = "euchre-desktop-bot"
"""The protocol's name, sent in the hello so a program can tell it is talking to the right thing."""

PROTOCOL_VERSION: Final = 1
"""The protocol version this client speaks; a program that answers the hello with another is refused."""

MAX_LINE_BYTES: Final = 1 << 20
"""A reply line longer than this is malformed (it protects the arena's memory from a runaway child)."""

_CLOSE_GRACE_SECONDS: Final = 0.5
"""How long a child may take to exit by itself after ``bye`` before it is killed."""


class Problem(enum.Enum):
    """What went wrong with an external program."""

    HANDSHAKE = "handshake"
    """It did not answer the hello properly (or could not be started at all)."""
    MALFORMED = "malformed"
    """A reply that is not a JSON object of the expected shape, or an action text that does not parse."""
    ILLEGAL = "illegal"
    """A well-formed action that is not among the legal actions of the request."""
    TIMEOUT = "timeout"
    """No reply within the time allowed."""
    CRASH = "crash"
    """The program exited, closed its output, or stopped reading its input."""


class OnError(enum.Enum):
    """What the match does when an external program misbehaves."""

    FALLBACK = "fallback"
    """Report the problem and let the fallback bot take that decision; the match goes on."""
    STOP = "stop"
    """Report the problem and raise ``ExternalBotError``: the match stops cleanly."""


class ExternalBotError(RuntimeError):
    """An external program misbehaved and the match was told to stop (or it could not be started).

    ``label`` names the bot, ``problem`` says what kind of failure it was.
    """

    def __init__(self, label: str, problem: Problem, detail: str) -> None:
        super().__init__(f"external bot {label}: {detail}")
        self.label = label
        self.problem = problem
        self.detail = detail

    def __reduce__(self) -> tuple[type[ExternalBotError], tuple[str, Problem, str]]:
        # Rebuilt from its three parts when it crosses from an arena worker process to the parent.
        return type(self), (self.label, self.problem, self.detail)


class _Eof:
    """Marker: the child closed its output."""


class _TooLong:
    """Marker: the child wrote a line longer than ``MAX_LINE_BYTES``."""


class _Broken:
    """Marker: writing to the child failed (it closed its input or died)."""


_EOF: Final = _Eof()
_TOO_LONG: Final = _TooLong()
_BROKEN: Final = _Broken()

_Incoming = str | _Eof | _TooLong | _Broken


class _Child:
    """A running child process with a reader and a writer thread, so that no call here ever blocks.

    The reader turns the child's stdout into lines on a queue (``receive`` waits on it with a deadline); the
    writer drains a queue of outgoing lines into the child's stdin, so a child that stops reading cannot
    block the caller.
    """

    def __init__(self, command: Sequence[str], *, quiet: bool) -> None:
        posix = os.name == "posix"
        self.process = subprocess.Popen(
            list(command), stdin=subprocess.PIPE, stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL if quiet else None, bufsize=0,
            # Its own process group, so that close() also kills whatever the command started (a shell
            # script's children), and a Ctrl-C meant for the arena does not reach the bot first.
            start_new_session=posix)
        self._posix = posix
        self._lines: queue.Queue[_Incoming] = queue.Queue()
        self._outgoing: queue.Queue[bytes | None] = queue.Queue()
        self.write_failed = False
        self._reader = threading.Thread(target=self._read_loop, name="external-bot-reader", daemon=True)
        self._writer = threading.Thread(target=self._write_loop, name="external-bot-writer", daemon=True)
        self._reader.start()
        self._writer.start()

    def _read_loop(self) -> None:
        stream = self.process.stdout
        assert stream is not None
        discarding = False
        while True:
            try:
                raw = stream.readline(MAX_LINE_BYTES + 1)
            except (OSError, ValueError):
                raw = b""
            if not raw:
                self._lines.put(_EOF)
                return
            complete = raw.endswith(b"\n")
            if discarding:
                discarding = not complete
                continue
            if not complete and len(raw) > MAX_LINE_BYTES:
                self._lines.put(_TOO_LONG)
                discarding = True
                continue
            self._lines.put(raw.decode("utf-8", errors="replace").strip())

    def _write_loop(self) -> None:
        stream = self.process.stdin
        assert stream is not None
        while True:
            data = self._outgoing.get()
            try:
                if data is None:
                    stream.close()
                    return
                stream.write(data)
                stream.flush()
            except (OSError, ValueError):
                # Wake up whoever waits for a reply: no reply can come to a message that was not delivered.
                self.write_failed = True
                self._lines.put(_BROKEN)
                return

    def send(self, message: dict[str, Any]) -> None:
        """Queue one JSON line for the child."""
        self._outgoing.put(json.dumps(message, separators=(",", ":")).encode() + b"\n")

    def receive(self, deadline: float) -> _Incoming | None:
        """The next line (without its newline) or marker, or None at the deadline."""
        remaining = deadline - time.monotonic()
        try:
            return self._lines.get(timeout=max(remaining, 0.0)) if remaining > 0 else self._lines.get_nowait()
        except queue.Empty:
            return None

    def exit_description(self, if_running: str) -> str:
        """How the child ended, for a report: its exit code, the signal that killed it, or ``if_running``."""
        try:
            code = self.process.wait(timeout=0.5)
        except subprocess.TimeoutExpired:
            return if_running
        if code < 0:
            return f"was killed by signal {-code}"
        return f"exited with code {code}"

    def close(self) -> None:
        """Say goodbye, close its input, give it a moment to exit, then kill it (and its process group)."""
        self._outgoing.put(None)
        with contextlib.suppress(subprocess.TimeoutExpired):
            self.process.wait(timeout=_CLOSE_GRACE_SECONDS)
        self._kill()
        self.process.wait()
        self._writer.join(timeout=1.0)
        self._reader.join(timeout=1.0)
        if self.process.stdout is not None:
            self.process.stdout.close()

    def _kill(self) -> None:
        if self._posix:
            # The group may hold grandchildren even when the child itself has exited.
            with contextlib.suppress(ProcessLookupError, PermissionError):
                os.killpg(self.process.pid, signal.SIGKILL)
        if self.process.poll() is None:
            with contextlib.suppress(ProcessLookupError):
                self.process.kill()


def _report_to_stderr(message: str) -> None:
    print(message, file=sys.stderr, flush=True)


_Action_co = TypeVar("_Action_co", covariant=True)
_View_contra = TypeVar("_View_contra", contravariant=True)


class GameView(Protocol[_Action_co]):
    """What the client reads of either game's per-seat view."""

    @property
    def seat(self) -> int:
        """The seat the view belongs to."""
        ...

    @property
    def history(self) -> Sequence[tuple[int, _Action_co]]:
        """Every action so far, in order."""
        ...

    @property
    def legal_actions(self) -> Sequence[_Action_co]:
        """What the seat may do now."""
        ...

    @property
    def result(self) -> object | None:
        """The hand's result once it is over."""
        ...


class Fallback(Protocol[_View_contra, _Action_co]):
    """The player that takes a decision the program failed to make."""

    name: str

    def choose(self, view: _View_contra, rng: random.Random) -> _Action_co:
        """A legal action for ``view``."""
        ...


ViewT = TypeVar("ViewT", bound=GameView[Any])
ActionT = TypeVar("ActionT")


class ProgramPlayer(Generic[ViewT, ActionT]):
    """A player in another program (see the module documentation).  One instance plays one seat at a time
    (the seat may change from hand to hand); the program is started on first use and kept running.

    ``fallback`` takes the decisions the program fails to make (``OnError.FALLBACK``); without one, every
    problem stops the match.  ``report`` receives one line per problem (default: standard error).
    ``quiet`` discards the program's own standard error instead of passing it through.

    Counters for the arena: ``problems`` (per ``Problem``), ``fallback_decisions`` and ``decisions``.
    """

    def __init__(self, command: Sequence[str], *, label: str | None = None, timeout: float = 5.0,
                 startup_timeout: float = 10.0, on_error: OnError = OnError.FALLBACK,
                 fallback: Fallback[ViewT, ActionT] | None = None,
                 report: Callable[[str], None] | None = None, quiet: bool = False) -> None:
        """Prepare (but do not yet start) the program ``command`` (an argument list, no shell)."""
        if not command:
            raise ValueError("an external bot needs a command to run")
        if timeout <= 0 or startup_timeout <= 0:
            raise ValueError("timeouts must be positive")
        self.command = tuple(command)
        self.label = label if label is not None else "cmd:" + " ".join(command)
        self.name = self.label
        self.timeout = timeout
        self.startup_timeout = startup_timeout
        self.on_error = on_error if fallback is not None else OnError.STOP
        self.fallback = fallback
        self._report = report if report is not None else _report_to_stderr
        self._quiet = quiet
        self.problems: collections.Counter[Problem] = collections.Counter()
        self.fallback_decisions = 0
        self.decisions = 0
        self._child: _Child | None = None
        self._dead: str | None = None
        self._request_id = 0
        self._hands = 0
        self._hand_open = False
        self._seat = -1
        self._sent: list[tuple[int, ActionT]] = []
        self._tricks_sent = 0

    # ------------------------------------------------------------------------- what a game's client says

    def start_hand(self, view: ViewT) -> None:
        """Begin a hand: start the program if needed and send it the deal."""
        raise NotImplementedError

    def _trick_finished_by(self, view: ViewT, seat: int, action: ActionT) -> Any | None:
        """The trick (with ``leader``, ``plays`` and ``winner``) that ``seat``'s ``action``, just told,
        finished, if any."""
        raise NotImplementedError

    def _hand_end(self, view: ViewT) -> dict[str, Any]:
        """What the program is told of a finished hand's result, besides ``"type": "hand_end"``."""
        raise NotImplementedError

    def _request(self, view: ViewT, request_id: int) -> dict[str, Any]:
        """The request for the seat's decision in ``view``, listing the legal actions."""
        raise NotImplementedError

    def _parse_action(self, text: str) -> ActionT:
        """The action the program named; ValueError when ``text`` is not one."""
        raise NotImplementedError

    def _hello_problem(self, message: dict[str, Any]) -> str | None:
        """What the game finds wrong with a hello answer that speaks the right protocol version."""
        return None

    # ------------------------------------------------------------------------------------ lifecycle

    def _handshake(self, hello: dict[str, Any]) -> None:
        """Start the program and shake hands; on failure the bot is dead (or the error raised)."""
        try:
            self._child = _Child(self.command, quiet=self._quiet)
        except OSError as error:
            self._fail(Problem.HANDSHAKE, f"could not be started: {error}", fatal=True)
            return
        self._child.send({"type": "hello", "protocol": PROTOCOL_NAME, "version": PROTOCOL_VERSION, **hello,
                          "timeout": self.timeout})
        reply = self._child.receive(time.monotonic() + self.startup_timeout)
        if reply is None:
            problem: str | None = f"did not answer the hello within {self.startup_timeout:g} s"
        elif isinstance(reply, _Eof):
            problem = f"{self._child.exit_description('closed its output')} before answering the hello"
        elif isinstance(reply, _TooLong | _Broken):
            problem = "did not take the hello or answered it with an over-long line"
        else:
            problem = self._check_hello(reply)
        if problem is not None:
            self._fail(Problem.HANDSHAKE, problem, fatal=True)

    def _check_hello(self, line: str) -> str | None:
        try:
            message = json.loads(line)
        except ValueError:
            return f"answered the hello with something that is not JSON: {_clip(line)}"
        if not isinstance(message, dict) or message.get("type") != "hello":
            return f'answered the hello with {_clip(line)}, not {{"type": "hello", ...}}'
        version = message.get("version")
        if version != PROTOCOL_VERSION:
            return f"speaks protocol version {version!r}; this arena speaks version {PROTOCOL_VERSION}"
        return self._hello_problem(message)

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

    @property
    def alive(self) -> bool:
        """False once the program crashed or failed its handshake (its decisions then fall back)."""
        return self._dead is None

    # ------------------------------------------------------------------------------------- problems

    def _fail(self, problem: Problem, detail: str, *, fatal: bool) -> None:
        """Count and report a problem; raise when stopping, and give up on the program when ``fatal``."""
        self.problems[problem] += 1
        seat = f" at seat {self._seat}" if self._seat >= 0 else ""
        message = f"external bot {self.label}{seat}: {detail}"
        if fatal:
            self._dead = detail
            self.close()
        if self.on_error is OnError.STOP or self.fallback is None:
            self._report(message + "; stopping")
            raise ExternalBotError(self.label, problem, detail)
        consequence = "its remaining decisions" if fatal else "this decision"
        self._report(f"{message}; {consequence} fall{'' if fatal else 's'} back to {self.fallback.name}")

    # ---------------------------------------------------------------------------------------- events

    def observe(self, view: ViewT) -> None:
        """Send the program whatever happened since it last heard (and the result once the hand is over)."""
        if self._is_new_hand(view):
            self.start_hand(view)
        elif self._child is not None:
            self._send_events(view)

    def _send_events(self, view: ViewT) -> None:
        """Send the program every action, every trick finished and the hand's end that it has not heard of."""
        child = self._child
        assert child is not None
        for seat, action in view.history[len(self._sent):]:
            child.send({"type": "action", "seat": seat, "action": action.to_text()})
            self._sent.append((seat, action))
            trick = self._trick_finished_by(view, seat, action)
            if trick is not None:
                self._tricks_sent += 1
                child.send({"type": "trick", "number": self._tricks_sent, "leader": trick.leader,
                            "cards": [[s, c.code] for s, c in trick.plays], "winner": trick.winner})
        if view.result is not None and self._hand_open:
            self._hand_open = False
            child.send({"type": "hand_end", **self._hand_end(view)})

    def _is_new_hand(self, view: ViewT) -> bool:
        """For callers that skip ``start_hand``: a view that does not continue what was sent is a new hand,
        and so is an unfinished view that repeats a hand already over (the same deal dealt again)."""
        count = len(self._sent)
        continues = (view.seat == self._seat and len(view.history) >= count
                     and list(view.history[:count]) == self._sent)
        return not continues or (not self._hand_open and view.result is None)

    # -------------------------------------------------------------------------------------- decisions

    def choose(self, view: ViewT, rng: random.Random) -> ActionT:
        """Ask the program for this seat's action; on a problem, report it and fall back (or stop)."""
        self.decisions += 1
        if self._is_new_hand(view):
            self.start_hand(view)
        if self._child is None:
            return self._fall_back(view, rng)
        self._send_events(view)
        self._request_id += 1
        request_id = self._request_id
        self._child.send(self._request(view, request_id))
        action = self._await_reply(view, request_id)
        if action is None:
            return self._fall_back(view, rng)
        return action

    def _fall_back(self, view: ViewT, rng: random.Random) -> ActionT:
        if self.fallback is None:
            raise ExternalBotError(self.label, Problem.CRASH, self._dead or "is not running")
        self.fallback_decisions += 1
        return self.fallback.choose(view, rng)

    def _await_reply(self, view: ViewT, request_id: int) -> ActionT | None:
        """The program's legal answer to ``request_id``, or None after reporting why there is none."""
        child = self._child
        assert child is not None
        deadline = time.monotonic() + self.timeout
        asked = f"request {request_id}"
        while True:
            line = child.receive(deadline) if not child.write_failed else _BROKEN
            if isinstance(line, _Broken):
                ended = child.exit_description("still running")
                self._fail(Problem.CRASH, f"stopped reading its input ({ended})", fatal=True)
                return None
            if line is None:
                self._fail(Problem.TIMEOUT, f"no answer to {asked} within {self.timeout:g} s", fatal=False)
                return None
            if isinstance(line, _Eof):
                ended = child.exit_description("closed its output")
                self._fail(Problem.CRASH, f"{ended} while deciding {asked}", fatal=True)
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
                self._fail(Problem.MALFORMED, f"answered {asked} with something that is not JSON: "
                                              f"{_clip(line)}", fatal=False)
                return None
            if not isinstance(message, dict) or message.get("type") != "action":
                self._fail(Problem.MALFORMED, f"answered {asked} with {_clip(line)}, not "
                                              f'{{"type": "action", "id": ..., "action": ...}}', fatal=False)
                return None
            answered = message.get("id")
            if isinstance(answered, int) and not isinstance(answered, bool) and answered < request_id:
                continue  # a late answer to a request that already timed out: that decision is gone
            if answered != request_id:
                self._fail(Problem.MALFORMED, f"answered request {answered!r} when {asked} was asked",
                           fatal=False)
                return None
            text = message.get("action")
            if not isinstance(text, str):
                self._fail(Problem.MALFORMED, f"answered {asked} without an action text: {_clip(line)}",
                           fatal=False)
                return None
            try:
                action = self._parse_action(text)
            except ValueError as error:
                self._fail(Problem.MALFORMED, f"answered {asked} with {text!r}, which is not an action "
                                              f"({error})", fatal=False)
                return None
            if action not in view.legal_actions:
                legal = ", ".join(a.to_text() for a in view.legal_actions)
                self._fail(Problem.ILLEGAL, f"answered {asked} with {text!r}, which is not legal now "
                                            f"(legal: {legal})", fatal=False)
                return None
            return action


def _clip(text: str, limit: int = 80) -> str:
    return repr(text if len(text) <= limit else text[:limit] + "...")

