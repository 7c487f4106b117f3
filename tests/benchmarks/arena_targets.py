"""Benchmark: the measured targets of the computer players (issue 3, section 5, the Expert's from issue 18),
one JSON object on stdout.

Runs the duplicate pairings expert-standard, standard-easy, easy-random and, when a test-only omniscient
bot can be loaded, omniscient-standard, on the standard rules, and says for each target whether it is met:

* Expert beats Standard by at least +0.30 points per hand, the 95% interval above +0.25 (issue 18);
* Standard beats Easy by at least +0.2; Easy beats Random by at least +0.8;
* Expert's decision time: median at most 250 ms, p99 at most 2 s; Standard's and Easy's p99 under 5 ms;
* Expert gets at least 65% of the omniscient bot's margin over Standard (issue 18).

A pairing whose bot is not in this build is reported as unavailable (its targets ``met: null``).  Progress
goes to standard error.  With ``--checkpoint-dir`` every pairing saves its finished blocks there, so a long
run that is interrupted continues where it stopped when started again with the same options.  Decision
times are measured with ``--jobs`` workers sharing the machine: on a busy machine they run high.

    python tests/benchmarks/arena_targets.py --deals 2000 --jobs 2 --checkpoint-dir /tmp/arena-targets
    python tests/benchmarks/arena_targets.py --deals 20 --pairings easy-random     # a smoke run
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path
from typing import Any

REPO_ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO_ROOT))  # the package and tests/bots (for the omniscient bot) from a checkout

from euchre_desktop.bots.arena import ArenaConfig, ArenaError, default_jobs, run_arena  # noqa: E402
from euchre_desktop.bots.registry import BotSpec, BotUnavailableError, bot_factory  # noqa: E402
from euchre_desktop.engine import PRESETS  # noqa: E402

OMNISCIENT_CANDIDATES = (
    # Where the Expert's engineer may keep the test-only omniscient bot; the first one found is used.
    "py:euchre_desktop.bots.omniscient:OmniscientBot",
    "py:tests.bots.omniscient:OmniscientBot",
)

PAIRINGS = {
    "expert-standard": ("expert", "standard"),
    "standard-easy": ("standard", "easy"),
    "easy-random": ("easy", "random"),
    "omniscient-standard": ("omniscient", "standard"),
}

MARGIN_TARGETS = {
    # pairing: (least margin per hand, what the 95% interval's low end must be above; None: not judged)
    "expert-standard": (0.30, 0.25),
    "standard-easy": (0.2, None),
    "easy-random": (0.8, None),
}

OMNISCIENT_SHARE = 0.65
"""The least part of the omniscient bot's margin over Standard the Expert's margin must be."""

TIME_TARGETS = {
    # name: (pairing, side, statistic, milliseconds, whether the limit itself is allowed)
    "expert_decision_p50_ms": ("expert-standard", "A", "p50", 250.0, True),
    "expert_decision_p99_ms": ("expert-standard", "A", "p99", 2000.0, True),
    "standard_decision_p99_ms": ("standard-easy", "A", "p99", 5.0, False),
    "easy_decision_p99_ms": ("easy-random", "A", "p99", 5.0, False),
}


def find_omniscient() -> str:
    """The first omniscient bot spec that loads (else the first candidate: it then reports itself missing)."""
    for spec in OMNISCIENT_CANDIDATES:
        try:
            bot_factory(BotSpec.parse(spec))
        except BotUnavailableError:
            continue
        return spec
    return OMNISCIENT_CANDIDATES[0]


def run_pairing(name: str, spec_a: str, spec_b: str, args: argparse.Namespace) -> dict[str, Any]:
    """One pairing's arena result, or why it could not run."""
    config = ArenaConfig(spec_a, spec_b, deals=args.deals, seed=args.seed, rules=PRESETS["standard"],
                         jobs=args.jobs)
    checkpoint = None
    if args.checkpoint_dir is not None:
        args.checkpoint_dir.mkdir(parents=True, exist_ok=True)
        checkpoint = args.checkpoint_dir / f"{name}-{args.deals}-{args.seed}.jsonl"
    started = time.monotonic()

    def progress(done: int, total: int) -> None:
        elapsed = time.monotonic() - started
        print(f"arena_targets: {name}: {done}/{total} deals, {elapsed:.0f} s", file=sys.stderr, flush=True)

    try:
        return {"available": True, **run_arena(config, progress=progress, checkpoint=checkpoint)}
    except ArenaError as error:
        print(f"arena_targets: {name}: {error}", file=sys.stderr, flush=True)
        return {"available": False, "reason": str(error)}


def judge(results: dict[str, dict[str, Any]]) -> dict[str, dict[str, Any]]:
    """Every target with the measured value and whether it is met (null when its pairing did not run)."""
    targets: dict[str, dict[str, Any]] = {}
    for pairing, (least, interval) in MARGIN_TARGETS.items():
        result = results.get(pairing, {})
        above = "" if interval is None else f", 95% CI above {interval:+g}"
        entry: dict[str, Any] = {"target": f"margin >= +{least}{above}",
                                 "margin": None, "ci95": None, "met": None}
        if result.get("available"):
            margin, ci = result["margin_per_hand"], result["margin_ci95"]
            entry.update(margin=margin, ci95=ci,
                         met=margin >= least and (interval is None or (ci is not None and ci[0] > interval)))
        targets[pairing.replace("-", "_beats_")] = entry
    for name, (pairing, side, stat, limit, inclusive) in TIME_TARGETS.items():
        result = results.get(pairing, {})
        entry = {"target": f"{'<=' if inclusive else '<'} {limit:g} ms", "value": None, "met": None}
        if result.get("available"):
            value = result["sides"][side]["decision_ms"][stat]
            if value is not None:
                entry.update(value=value, met=value <= limit if inclusive else value < limit)
        targets[name] = entry
    expert, omniscient = results.get("expert-standard", {}), results.get("omniscient-standard", {})
    fraction = None
    if expert.get("available") and omniscient.get("available") and omniscient["margin_per_hand"] > 0:
        fraction = round(expert["margin_per_hand"] / omniscient["margin_per_hand"], 4)
    met = None if fraction is None else fraction >= OMNISCIENT_SHARE
    targets["expert_fraction_of_omniscient"] = {"target": f">= {OMNISCIENT_SHARE:g}", "value": fraction,
                                                "met": met}
    return targets


def main() -> None:
    """Run the chosen pairings and print the JSON."""
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--deals", type=int, default=2000, help="duplicate deals per pairing (2000)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=default_jobs())
    parser.add_argument("--pairings", default=",".join(PAIRINGS),
                        help=f"comma-separated subset of {', '.join(PAIRINGS)}")
    parser.add_argument("--omniscient", help="bot spec of the omniscient ceiling (default: the first of "
                                             f"{', '.join(OMNISCIENT_CANDIDATES)} that loads)")
    parser.add_argument("--checkpoint-dir", type=Path, help="save progress here; rerun to resume")
    args = parser.parse_args()
    chosen = [name.strip() for name in args.pairings.split(",") if name.strip()]
    unknown = [name for name in chosen if name not in PAIRINGS]
    if unknown:
        parser.error(f"unknown pairing(s) {', '.join(unknown)}; choose from {', '.join(PAIRINGS)}")
    started = time.monotonic()
    results: dict[str, dict[str, Any]] = {}
    for name in chosen:
        spec_a, spec_b = PAIRINGS[name]
        if name == "omniscient-standard":
            spec_a = args.omniscient or find_omniscient()
        results[name] = run_pairing(name, spec_a, spec_b, args)
    targets = judge(results)
    verdicts = [entry["met"] for entry in targets.values() if entry["met"] is not None]
    print(json.dumps({
        "benchmark": "arena_targets", "rules": "standard", "deals": args.deals, "seed": args.seed,
        "jobs": args.jobs, "seconds": round(time.monotonic() - started, 1), "targets": targets,
        "all_met": all(verdicts) if verdicts else None, "pairings": results,
    }))


if __name__ == "__main__":
    main()
