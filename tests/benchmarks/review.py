"""Benchmark: how long the review of a finished hand takes with the Expert's default budget.  Prints one JSON
object.

Random deals of the chosen rules are played out by four Standard players (fast, and plausible bidding and
play); then seat 0's whole review is timed: every decision valued by the Expert, and the perfect-information
line.  Target (issue 15): a median within 5 s on this 2-core machine.  ``cpu_median_s`` is the CPU time
the process itself spent: when it is well below the wall-clock median, other work was sharing the machine.

``--worker`` times what the player waits for instead: the review as the Review window asks for it, one
decision at a time in the bot worker process (``model.reviewing.HandReviewer``), from the first question to
the perfect line (the worker started beforehand, by a review left out of the times); ``cpu_median_s`` is then
the GUI process's own share.
"""

from __future__ import annotations

import argparse
import json
import math
import random
import statistics
import time

from euchre_desktop.bots.expert import ExpertBot
from euchre_desktop.bots.review import review_hand
from euchre_desktop.bots.standard import StandardBot
from euchre_desktop.engine import PRESETS, Deal, HandState, Phase, PlayerView


def _played_hand(rules_name: str, number: int, rng: random.Random) -> HandState:
    rules = PRESETS[rules_name]
    book = StandardBot()
    state = HandState(rules, Deal.random(rules, number % rules.players, rng))
    while state.phase is not Phase.DONE:
        state.apply(book.choose(PlayerView.of(state, state.to_act), rng))
    return state


def _in_worker(hands: list[HandState]) -> tuple[list[float], list[float], list[int]]:
    """Each hand reviewed through the bot worker process, as the Review window does."""
    # Imported here: the direct review needs no Qt.
    from PySide6.QtCore import QCoreApplication, QEventLoop

    from euchre_desktop.model.reviewing import HandReviewer
    from euchre_desktop.model.runners import ProcessBotRunner

    app = QCoreApplication.instance() or QCoreApplication([])  # kept: the event loop needs it alive
    runner = ProcessBotRunner()
    times: list[float] = []
    cpu: list[float] = []
    decisions: list[int] = []
    try:
        for number, hand in enumerate([hands[0], *hands]):
            reviewer = HandReviewer(runner, hand, 0)
            loop = QEventLoop()
            reviewer.perfect_ready.connect(loop.quit)
            reviewer.failed.connect(lambda _text, loop=loop: loop.quit())
            start, start_cpu = time.perf_counter(), time.process_time()
            reviewer.start()
            loop.exec()
            if number:  # the first one started the worker process
                times.append(time.perf_counter() - start)
                cpu.append(time.process_time() - start_cpu)
                decisions.append(sum(not d.forced for d in reviewer.decisions))
            reviewer.deleteLater()
    finally:
        runner.shutdown()
        app.processEvents()
    return times, cpu, decisions


def main() -> None:
    """Review the hands and print the times as JSON."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--hands", type=int, default=10)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--preset", default="standard", choices=sorted(PRESETS))
    parser.add_argument("--worker", action="store_true", help="review through the bot worker process")
    args = parser.parse_args()
    rng = random.Random(args.seed)
    expert = ExpertBot()
    hands = [_played_hand(args.preset, number, rng) for number in range(args.hands)]
    times: list[float] = []
    cpu: list[float] = []
    decisions: list[int] = []
    if args.worker:
        times, cpu, decisions = _in_worker(hands)
    for hand in [] if args.worker else hands:
        start, start_cpu = time.perf_counter(), time.process_time()
        review = review_hand(hand, 0, expert=expert)
        times.append(time.perf_counter() - start)
        cpu.append(time.process_time() - start_cpu)
        decisions.append(sum(not d.forced for d in review.decisions))
    ordered = sorted(times)
    print(json.dumps({
        "benchmark": "review in the worker" if args.worker else "review",
        "preset": args.preset,
        "budget_ms": expert.budget.budget_ms,
        "hands": args.hands,
        "searched_decisions_per_hand": round(statistics.mean(decisions), 1),
        "median_s": round(statistics.median(ordered), 2),
        "p90_s": round(ordered[math.ceil(0.9 * len(ordered)) - 1], 2),  # nearest rank
        "max_s": round(ordered[-1], 2),
        "cpu_median_s": round(statistics.median(cpu), 2),
        "target": {"median_s": 5.0},
    }))


if __name__ == "__main__":
    main()
