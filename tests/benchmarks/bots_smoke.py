"""Sanity benchmark for the rule-based players: duplicate hands between two bots, and decision times.

Prints one JSON object.  Each deal is played twice with the two bots' seats swapped (side A on seats 0 and 2,
then on 1 and 3), from the same match score, so the luck of the cards cancels.  Reported per pairing: the
points per hand margin of the first bot (its points less the other's, per hand played), and for each level
the decision time p50 and p99 in milliseconds.  The full arena (confidence intervals, match win rates,
external players) is ``python -m euchre_desktop.arena``; this is the quick check that Standard beats Easy
(target +0.2 points per hand) and Easy beats random (target +0.8).

Usage: ``python tests/benchmarks/bots_smoke.py [--deals 500] [--seed 1] [--preset standard]``.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import time
from collections.abc import Callable

from euchre_desktop.bots.base import Bot, RandomBot
from euchre_desktop.bots.easy import EasyBot
from euchre_desktop.bots.standard import StandardBot
from euchre_desktop.engine import PRESETS, Deal, HandState, Phase, PlayerView, Rules

FACTORIES: dict[str, Callable[[], Bot]] = {"random": RandomBot, "easy": EasyBot, "standard": StandardBot}


def play_hand(rules: Rules, deal: Deal, seats: list[Bot], scores: tuple[int, ...], seed: int,
              timings: dict[str, list[float]]) -> tuple[int, ...]:
    """Play one hand with ``seats[i]`` deciding for seat i; return the points per side."""
    state = HandState(rules, deal, scores_before=scores)
    rng = random.Random(seed)
    while state.phase is not Phase.DONE:
        seat = state.to_act
        bot = seats[seat]
        view = PlayerView.of(state, seat)
        start = time.perf_counter()
        action = bot.choose(view, rng)
        timings.setdefault(bot.name, []).append(time.perf_counter() - start)
        state.apply(action)
    assert state.result is not None
    return state.result.points


def duplicate(rules: Rules, first: str, second: str, deals: int, seed: int,
              timings: dict[str, list[float]]) -> dict[str, object]:
    """Play ``deals`` deals twice each, seats swapped; the first bot's margin in points per hand."""
    rng = random.Random(f"bots-smoke/{seed}/{first}/{second}")
    margins: list[int] = []
    target = rules.target or 10
    bot_a, bot_b = FACTORIES[first](), FACTORIES[second]()
    for number in range(deals):
        deal = Deal.random(rules, rng.randrange(rules.players), rng)
        score_a, score_b = rng.randrange(target), rng.randrange(target)
        for a_seats in (0, 1):
            seats = [bot_a if seat % 2 == a_seats else bot_b for seat in range(4)]
            scores = (score_a, score_b) if a_seats == 0 else (score_b, score_a)
            points = play_hand(rules, deal, seats, scores, seed * 1_000_003 + number, timings)
            margins.append(points[a_seats] - points[1 - a_seats])
    mean = statistics.fmean(margins)
    half_width = 1.96 * statistics.stdev(margins) / len(margins) ** 0.5
    return {"pairing": f"{first} vs {second}", "deals": deals, "hands": len(margins),
            "margin_per_hand": round(mean, 3),
            "ci95": [round(mean - half_width, 3), round(mean + half_width, 3)]}


def percentile(values: list[float], fraction: float) -> float:
    """The value below which ``fraction`` of ``values`` lie (nearest rank)."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))]


def main() -> None:
    """Run the pairings and print the JSON report."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--deals", type=int, default=500)
    parser.add_argument("--seed", type=int, default=1)
    four_handed = sorted(name for name, rules in PRESETS.items() if rules.players == 4)
    parser.add_argument("--preset", default="standard", choices=four_handed)
    args = parser.parse_args()
    rules = PRESETS[args.preset]
    timings: dict[str, list[float]] = {}
    start = time.perf_counter()
    pairings = [duplicate(rules, a, b, args.deals, args.seed, timings)
                for a, b in (("standard", "random"), ("standard", "easy"), ("easy", "random"))]
    decision_ms = {name: {"decisions": len(times), "p50": round(percentile(times, 0.5) * 1000, 4),
                          "p99": round(percentile(times, 0.99) * 1000, 4),
                          "max": round(max(times) * 1000, 4)}
                   for name, times in sorted(timings.items())}
    print(json.dumps({"benchmark": "bots_smoke", "preset": args.preset, "seed": args.seed,
                      "pairings": pairings, "decision_ms": decision_ms,
                      "targets": {"standard vs easy": 0.2, "easy vs random": 0.8, "p99_ms": 5.0},
                      "seconds": round(time.perf_counter() - start, 2)}))


if __name__ == "__main__":
    main()
