"""Benchmark: how long the review of a finished hand takes with the Expert's default budget.  Prints one JSON
object.

Random deals of the chosen rules are played out by four Standard players (fast, and plausible bidding and
play); then seat 0's whole review is timed: every decision valued by the Expert, and the perfect-information
line.  Target (issue 15): a median within 5 s on this 2-core machine.  ``cpu_median_s`` is the CPU time
the process itself spent: when it is well below the wall-clock median, other work was sharing the machine.
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


def main() -> None:
    """Review the hands and print the times as JSON."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--hands", type=int, default=10)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--preset", default="standard", choices=sorted(PRESETS))
    args = parser.parse_args()
    rng = random.Random(args.seed)
    expert = ExpertBot()
    times: list[float] = []
    cpu: list[float] = []
    decisions: list[int] = []
    for number in range(args.hands):
        hand = _played_hand(args.preset, number, rng)
        start, start_cpu = time.perf_counter(), time.process_time()
        review = review_hand(hand, 0, expert=expert)
        times.append(time.perf_counter() - start)
        cpu.append(time.process_time() - start_cpu)
        decisions.append(sum(not d.forced for d in review.decisions))
    ordered = sorted(times)
    print(json.dumps({
        "benchmark": "review",
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
