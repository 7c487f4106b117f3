"""Benchmark: does a busy machine make the Expert weaker?  Prints one JSON object.

The Expert's sample counts come from a cost model, never from the clock, so the same view and seed give the
same action; only its wall-clock cut (``time_cap`` times the planned cost) can make a loaded machine play
differently.  So this benchmark asks the question directly, decision by decision, instead of through two
noisy arena margins: it collects the decisions of whole hands of the standard game (Standard plays the
hands, so every run sees the same positions), has the Expert decide each one with no cut at all (the
reference), then again with its own cut on a quiet machine and with ``--busy`` processes spinning beside
it, and reports for each condition the fraction of decisions cut short (fewer samples than the reference),
the fraction whose action differs from the reference, and the decision times.  A decision that is neither
cut nor changed is the very decision a quiet machine makes, so when no decision changes the loaded margin
over any opponent is the quiet one exactly (issue 18: the loaded interval must contain the quiet one).

    python tests/benchmarks/expert_load.py --hands 40 --busy 2
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import os
import random
import time

from euchre_desktop.bots.expert import ExpertBot
from euchre_desktop.bots.standard import StandardBot
from euchre_desktop.engine import PRESETS, Deal, HandState, Phase, PlayerView

UNCUT = 1e9
"""A ``time_cap`` no decision reaches: the reference Expert never stops early."""


def decisions(hands: int, seed: int) -> list[PlayerView]:
    """Every view with a real choice (two or more legal actions) in ``hands`` hands played by Standard."""
    rules = PRESETS["standard"]
    rng = random.Random(seed)
    standard = StandardBot()
    views = []
    for number in range(hands):
        state = HandState(rules, Deal.random(rules, number % rules.players, rng))
        while state.phase is not Phase.DONE:
            view = PlayerView.of(state, state.to_act)
            if len(view.legal_actions) > 1:
                views.append(view)
            state.apply(standard.choose(view, rng))
    return views


def _spin(stop: float) -> None:
    """Keep one core busy until ``stop`` (a ``time.time()``)."""
    while time.time() < stop:
        pass


def run(expert: ExpertBot, views: list[PlayerView], seed: int) -> list[tuple[str, int, float]]:
    """Each decision's action, samples used and seconds, every decision from its own seeded RNG."""
    results = []
    for number, view in enumerate(views):
        start = time.perf_counter()
        analysis = expert.analyse(view, random.Random(seed * 100_003 + number))
        results.append((analysis.action.to_text(), analysis.samples, time.perf_counter() - start))
    return results


def compare(reference: list[tuple[str, int, float]], runs: list[tuple[str, int, float]]) -> dict[str, object]:
    """How a run differs from the reference: cut short, changed, and its decision times."""
    times = sorted(seconds for _action, _samples, seconds in runs)
    cut = sum(samples < ref_samples for (_a, samples, _t), (_r, ref_samples, _u) in zip(runs, reference,
                                                                                         strict=True))
    changed = sum(action != ref_action for (action, _s, _t), (ref_action, _r, _u) in zip(runs, reference,
                                                                                          strict=True))
    return {"cut_short": round(cut / len(runs), 4), "changed": round(changed / len(runs), 4),
            "p50_ms": round(1000 * times[len(times) // 2], 1),
            "p99_ms": round(1000 * times[min(len(times) - 1, int(0.99 * len(times)))], 1),
            "load_average_1min": round(os.getloadavg()[0], 2)}


def main() -> None:
    """Collect the decisions, run the three conditions and print the JSON report."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=40)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--busy", type=int, default=2, help="spinning processes beside the loaded run")
    args = parser.parse_args()
    views = decisions(args.hands, args.seed)
    reference = run(ExpertBot(time_cap=UNCUT), views, args.seed)
    quiet = compare(reference, run(ExpertBot(), views, args.seed))
    context = multiprocessing.get_context("spawn")
    stop = time.time() + 3600
    spinners = [context.Process(target=_spin, args=(stop,), daemon=True) for _ in range(args.busy)]
    for spinner in spinners:
        spinner.start()
    try:
        time.sleep(2)  # let the load settle before timing anything
        loaded = compare(reference, run(ExpertBot(), views, args.seed))
    finally:
        for spinner in spinners:
            spinner.terminate()
    print(json.dumps({"benchmark": "expert_load", "hands": args.hands, "decisions": len(views),
                      "busy_processes": args.busy, "cores": os.cpu_count(), "quiet": quiet, "loaded": loaded,
                      "target": {"changed_when_loaded": 0.0}}))


if __name__ == "__main__":
    main()
