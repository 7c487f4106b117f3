"""Bots off the GUI thread: a worker process (the default) or a worker thread, behind one interface.

A runner takes ``BotRequest``s and answers each one exactly once through ``answered``, on the GUI thread,
unless it was cancelled.  It guards the game against its bots: a request that overruns the time budget is
answered with an error and its worker is replaced (a thread cannot be interrupted; a process is killed), and
the requests queued behind it go to the new worker.

Why a process: a CPU-bound search in a Python thread holds the GIL in slices of the switch interval, and the
GUI thread waits for each slice; ``tests/benchmarks/ui_responsiveness.py`` measures the difference.
"""

from __future__ import annotations

import logging
import queue
import socket
import threading
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QSocketNotifier, QTimer, Signal

from ..bots.base import Bot
from .botworker import READY, BotAnswer, BotRequest, compute, serve
from .players import BotFactory, HintFunction, hint_for, make_player

if TYPE_CHECKING:
    from multiprocessing.connection import Connection
    from multiprocessing.process import BaseProcess

__all__ = ["BotRunner", "ProcessBotRunner", "ThreadBotRunner"]

_log = logging.getLogger(__name__)

DEFAULT_BUDGET_S = 10.0
"""How long one decision may take before the game stops waiting for it."""

_MAX_DEATHS = 3
"""Workers lost in a row (without a single answer between) before the runner stops starting new ones."""


class BotRunner(QObject):
    """Runs bot requests on a worker and answers on the GUI thread.

    Signals:
        answered(BotAnswer): the answer to a submitted, uncancelled request; ``error`` is set when the bot
            raised, overran ``budget_s`` or its worker died.
    """

    answered = Signal(object)

    def __init__(self, factory: BotFactory = make_player, hint: HintFunction = hint_for, *,
                 budget_s: float = DEFAULT_BUDGET_S, parent: QObject | None = None) -> None:
        """A runner for bots built by ``factory`` and hints from ``hint``; nothing starts until ``start``,
        ``start_soon`` or the first request."""
        super().__init__(parent)
        self.factory = factory
        self.hint = hint
        self.budget_s = budget_s
        self._in_flight: list[BotRequest] = []
        """Sent to the worker, oldest first; the worker is computing the first one."""
        self._wanted: set[int] = set()
        self._ready = False
        self._running = False
        self._shut_down = False
        self._deaths = 0
        self._deadline = QTimer(self)
        self._deadline.setSingleShot(True)
        self._deadline.timeout.connect(self._overrun)

    # ------------------------------------------------------------------------------------- public API

    def start_soon(self) -> None:
        """Start the worker from the event loop, ahead of the first request (a process takes a moment to
        start), but not now: a new Python importing the bots would share the processor with whatever is
        being built, the window at start-up.  A request asked sooner starts it then; a runner shut down
        before then stays stopped."""
        QTimer.singleShot(0, self, self._start_unless_shut_down)

    def start(self) -> None:
        """Start the worker now."""
        if not self._running:
            self._running = True
            self._ready = False
            self._start_worker()

    def submit(self, request: BotRequest) -> None:
        """Queue ``request``; its answer arrives through ``answered`` (never before this call returns)."""
        self._wanted.add(request.request_id)
        if self._deaths >= _MAX_DEATHS:
            error = BotAnswer(request.request_id, None, error="the bot worker keeps failing to start")
            QTimer.singleShot(0, self, lambda: self._answer(error))
            return
        self.start()
        self._in_flight.append(request)
        self._send(request)
        self._arm()

    def cancel(self, request_id: int) -> None:
        """Forget one pending request: its answer, when it comes, is dropped."""
        self._wanted.discard(request_id)

    def cancel_all(self) -> None:
        """Forget every pending request: their answers, when they come, are dropped."""
        self._wanted.clear()

    @property
    def busy(self) -> bool:
        """True while the worker has requests in hand (stale ones included)."""
        return bool(self._in_flight)

    def shutdown(self) -> None:
        """Stop the worker now, even in the middle of a search; pending requests are dropped."""
        self._wanted.clear()
        self._in_flight.clear()
        self._deadline.stop()
        self._shut_down = True
        if self._running:
            self._running = False
            self._stop_worker()

    # ---------------------------------------------------------------------------------- for subclasses

    def _start_worker(self) -> None:
        raise NotImplementedError

    def _stop_worker(self) -> None:
        raise NotImplementedError

    def _send(self, request: BotRequest) -> None:
        raise NotImplementedError

    def _worker_ready(self) -> None:
        self._ready = True
        self._arm()

    def _deliver(self, answer: BotAnswer) -> None:
        """Take an answer from the worker (GUI thread)."""
        for index, request in enumerate(self._in_flight):
            if request.request_id == answer.request_id:
                del self._in_flight[index]
                break
        else:
            return  # from a worker that was replaced: its requests were already answered
        self._deaths = 0
        self._deadline.stop()
        self._arm()
        self._answer(answer)

    def _answer(self, answer: BotAnswer) -> None:
        if answer.request_id in self._wanted:
            self._wanted.discard(answer.request_id)
            self.answered.emit(answer)

    def _worker_died(self, why: str) -> None:
        """The worker is gone: answer its current request with ``why`` and restart with the rest."""
        self._replace_worker(why)

    # ----------------------------------------------------------------------------------------- private

    def _start_unless_shut_down(self) -> None:
        if not self._shut_down:
            self.start()

    def _arm(self) -> None:
        if self._in_flight and self._ready and not self._deadline.isActive():
            self._deadline.start(round(self.budget_s * 1000))

    def _overrun(self) -> None:
        if self._in_flight:
            self._replace_worker(f"took longer than {self.budget_s:g} s")

    def _replace_worker(self, why: str) -> None:
        head, *rest = self._in_flight
        self._in_flight = []
        self._deadline.stop()
        self._stop_worker()
        self._ready = False
        self._deaths += 1
        rest = [request for request in rest if request.request_id in self._wanted]
        if self._deaths >= _MAX_DEATHS:
            _log.error("the bot worker failed %d times in a row; moves fall back to the GUI", self._deaths)
            self._running = False
            for request in rest:
                self._answer(BotAnswer(request.request_id, None, error=why))
        else:
            self._start_worker()
            for request in rest:
                self._in_flight.append(request)
                self._send(request)
        self._answer(BotAnswer(head.request_id, None, error=why))


class ThreadBotRunner(BotRunner):
    """Bots on a Python worker thread (daemon, so a bot stuck forever never blocks quitting).

    Cheap to start and able to run bots defined anywhere, but a CPU-bound bot competes with the GUI for the
    GIL.  Answers cross to the GUI thread through a queue; the thread wakes the GUI thread with a byte on a
    socket pair that a ``QSocketNotifier`` watches, as the process runner's pipe does.  The worker thread
    never touches a Qt object, not even the runner: it holds only the queues, the socket and the functions
    (``_serve``).  A signal emitted from a Python thread is a known hazard in PySide6, and the runner's last
    reference dropped on the thread would destroy it (and its notifier) on the wrong thread.
    """

    def __init__(self, factory: BotFactory = make_player, hint: HintFunction = hint_for, *,
                 budget_s: float = DEFAULT_BUDGET_S, parent: QObject | None = None) -> None:
        """See ``BotRunner``."""
        super().__init__(factory, hint, budget_s=budget_s, parent=parent)
        self._generation = [0]
        """The current worker's number, in a list the thread reads: an answer of an older one is dropped."""
        self._inbox: queue.SimpleQueue[BotRequest | None] = queue.SimpleQueue()
        self._answers: queue.SimpleQueue[tuple[int, BotAnswer]] = queue.SimpleQueue()
        self._wake_gui, self._wake_thread = socket.socketpair()
        self._wake_gui.setblocking(False)
        self._notifier = QSocketNotifier(self._wake_gui.fileno(), QSocketNotifier.Type.Read, self)
        self._notifier.activated.connect(self._drain)
        # The sockets close when the notifier is gone, never before (it would watch a closed socket).
        wake_gui, wake_thread = self._wake_gui, self._wake_thread

        def close_the_sockets() -> None:
            wake_gui.close()
            wake_thread.close()

        self._notifier.destroyed.connect(close_the_sockets)

    def _start_worker(self) -> None:
        self._generation[0] += 1
        self._inbox = queue.SimpleQueue()
        generation = self._generation[0]
        thread = threading.Thread(
            target=_serve, args=(self._inbox, generation, self._generation, self._answers, self._wake_thread,
                                 self.factory, self.hint),
            name=f"euchre-bots-{generation}", daemon=True)
        thread.start()
        self._worker_ready()

    def _stop_worker(self) -> None:
        # A thread in the middle of a decision finishes it and then sees the sentinel; its answer carries
        # an old generation and is ignored.
        self._generation[0] += 1
        self._inbox.put(None)

    def _send(self, request: BotRequest) -> None:
        self._inbox.put(request)

    def _drain(self) -> None:
        """On the GUI thread: one wake-up byte, one answer delivered (if it is the current worker's).  One
        at a time, so that whatever the first answer sets off (a cancel, the next question) happens before
        the next is delivered, as with any queued event; the notifier fires again while bytes are left."""
        try:
            if not self._wake_gui.recv(1):
                return
        except BlockingIOError:
            return
        try:
            generation, answer = self._answers.get_nowait()
        except queue.Empty:
            return
        if generation == self._generation[0]:
            self._deliver(answer)


def _serve(inbox: queue.SimpleQueue[BotRequest | None], generation: int, current: list[int],
           answers: queue.SimpleQueue[tuple[int, BotAnswer]], wake: socket.socket, factory: BotFactory,
           hint: HintFunction) -> None:
    """A ``ThreadBotRunner``'s worker thread: answer each request of ``inbox`` until the sentinel, or until
    the runner has moved on to another worker (``current``)."""
    bots: dict[str, Bot] = {}
    cache: dict[str, object] = {}
    while (request := inbox.get()) is not None:
        answer = compute(request, factory, hint, bots, cache)
        if generation != current[0]:
            return
        answers.put((generation, answer))
        try:
            wake.send(b"\0")
        except OSError:
            return  # the runner is gone (its sockets closed): nobody is listening


class ProcessBotRunner(BotRunner):
    """Bots in one persistent worker process, started with ``spawn`` so it shares no state with Qt.

    The GUI thread watches the pipe with a ``QSocketNotifier``: no thread of ours is involved, so nothing
    can outlive the application.  A process that overruns is killed and a fresh one started.
    """

    def __init__(self, factory: BotFactory = make_player, hint: HintFunction = hint_for, *,
                 budget_s: float = DEFAULT_BUDGET_S, parent: QObject | None = None) -> None:
        """See ``BotRunner``; ``factory`` and ``hint`` must be module-level functions (they are pickled)."""
        super().__init__(factory, hint, budget_s=budget_s, parent=parent)
        self._process: BaseProcess | None = None
        self._connection: Connection | None = None
        self._notifier: QSocketNotifier | None = None

    def _start_worker(self) -> None:
        import multiprocessing  # when first needed: after the window's first frame (``start_soon``)

        context = multiprocessing.get_context("spawn")
        ours, theirs = context.Pipe()
        process = context.Process(target=serve, args=(theirs, self.factory, self.hint),
                                  name="euchre-bots", daemon=True)
        process.start()
        theirs.close()
        self._process, self._connection = process, ours
        self._notifier = QSocketNotifier(ours.fileno(), QSocketNotifier.Type.Read, self)
        self._notifier.activated.connect(self._readable)

    def _stop_worker(self) -> None:
        if self._notifier is not None:
            self._notifier.setEnabled(False)
            self._notifier.deleteLater()
            self._notifier = None
        if self._connection is not None:
            self._connection.close()
            self._connection = None
        process, self._process = self._process, None
        if process is not None:
            process.terminate()
            process.join(1.0)
            if process.is_alive():
                process.kill()
                process.join(1.0)
            process.close()

    def _send(self, request: BotRequest) -> None:
        assert self._connection is not None
        try:
            self._connection.send(request)
        except OSError as error:
            # The notifier sees the closed pipe too and replaces the process; nothing more to do here.
            _log.warning("the bot process is gone (%s)", error)

    def _readable(self) -> None:
        connection = self._connection
        try:
            while connection is not None and connection is self._connection and connection.poll():
                message = connection.recv()
                if message == READY:
                    self._worker_ready()
                else:
                    self._deliver(message)
        except (EOFError, OSError):
            if connection is self._connection:
                self._process_exited()

    def _process_exited(self) -> None:
        if self._in_flight:
            self._worker_died("the bot process stopped")
        else:
            self._stop_worker()
            self._running = False  # started again by the next request
