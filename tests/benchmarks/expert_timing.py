"""Benchmark: how long the Expert takes per decision, by kind.  Prints one JSON object.

Four Experts play whole hands of the standard game from random deals.  Decisions with a single legal action
return at once and are left out of the per-kind figures (they are counted in ``forced``).  ``bid`` covers
every decision outside the play (bids, discards, declarations).  Targets (issue 3): median at most 250 ms,
p99 at most 2 s.  Wall-clock times (``all``, ``bid``, ``play``) depend on the machine's load; ``cpu`` gives
the same decisions' CPU time of this process, which depends on it much less (the load average is reported).
"""

from __future__ import annotations

import argparse
import json
import os
import random
import time

import euchre_desktop.bots.expert as expert_module
from euchre_desktop.bots.expert import ExpertBot
from euchre_desktop.engine import PRESETS, Deal, HandState, Phase, PlayerView


def _percentiles(times: list[float]) -> dict[str, float | int]:
    ordered = sorted(times)
    if not ordered:
        return {"decisions": 0}

    def at(fraction: float) -> float:
        return round(1000 * ordered[min(len(ordered) - 1, int(fraction * len(ordered)))], 1)

    return {"decisions": len(ordered), "p50_ms": at(0.5), "p95_ms": at(0.95), "p99_ms": at(0.99),
            "max_ms": round(1000 * ordered[-1], 1)}


def main() -> None:
    """Play the hands and print the decision times as JSON."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--hands", type=int, default=12)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--budget-ms", type=float, default=None,
                        help="the Expert's budget per decision (default: its own)")
    parser.add_argument("--preset", default="standard", choices=sorted(PRESETS))
    parser.add_argument("--option", action="append", default=[], metavar="NAME=VALUE",
                        help="another ExpertBot keyword argument, e.g. play_out_share=0.5 (repeatable)")
    args = parser.parse_args()
    rules = PRESETS[args.preset]
    options: dict[str, float] = {name: int(value) if value.isdigit() else float(value)
                                 for name, value in (o.split("=", 1) for o in args.option)}
    if args.budget_ms is not None:
        options["budget_ms"] = args.budget_ms
    bot = ExpertBot(**options)  # type: ignore[arg-type]
    rng = random.Random(args.seed)
    times: dict[str, list[float]] = {"bid": [], "play": []}
    cpu: list[float] = []
    forced = 0
    for number in range(args.hands):
        state = HandState(rules, Deal.random(rules, number % rules.players, rng))
        while state.phase is not Phase.DONE:
            view = PlayerView.of(state, state.to_act)
            start, start_cpu = time.perf_counter(), time.process_time()
            action = bot.choose(view, rng)
            elapsed = time.perf_counter() - start
            if len(view.legal_actions) == 1:
                forced += 1
            else:
                times["play" if state.phase is Phase.PLAY else "bid"].append(elapsed)
                cpu.append(time.process_time() - start_cpu)
            state.apply(action)
    print(json.dumps({
        "benchmark": "expert_timing",
        "preset": args.preset,
        # False when the modules are the .py files (no build, or another checkout's through the install).
        "compiled": str(expert_module.__file__).endswith(".so"),
        "budget_ms": bot.budget.budget_ms,
        "options": options,
        "load_average": [round(x, 2) for x in os.getloadavg()],
        "hands": args.hands,
        "forced": forced,
        "all": _percentiles(times["bid"] + times["play"]),
        "bid": _percentiles(times["bid"]),
        "play": _percentiles(times["play"]),
        "cpu": _percentiles(cpu),
        "target": {"p50_ms": 250, "p99_ms": 2000},
    }))


if __name__ == "__main__":
    main()
