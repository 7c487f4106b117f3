"""Benchmark: the perfect-information play solver on random deals.  Prints one JSON object.

* ``full_solve``: the makers' exact trick count from the opening lead (4 seats, 5 cards each, random deal,
  random trump, maker and leader), with a fresh transposition table for every deal.
* ``score_solve``: the same, asking only what a score depends on (3 and 5 tricks: euchre, made, march),
  which is what the Expert's bidding simulations ask.
* ``decision``: every legal card's exact value at the opening lead (what one sampled deal costs the
  Expert's card play).
* ``cold``: a full solve with the shared move-order cache emptied first (the worst case).
* ``reference_c``: the same full solves by a plain C alpha-beta (``solver_reference.c``, compiled here with
  the system's C compiler; left out when there is none), and ``ratio_to_c``, the solver's mean time over
  the reference's.  Target (issue 18): at most 3.  The reference must find the same trick counts.

Each measure is its own pass over the deals, starting from an empty move-order cache; a transposition table
is never carried from one deal to the next.

Times in milliseconds; ``nodes`` is the mean number of search nodes per full solve.
"""

from __future__ import annotations

import argparse
import ctypes
import json
import random
import shutil
import statistics
import subprocess
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

import euchre_desktop.bots.solver as solver_module
from euchre_desktop.bots.position import EFFECTIVE_SUIT
from euchre_desktop.bots.solver import Position, Solver, clear_shared_caches
from euchre_desktop.engine import DECK_24, Suit
from euchre_desktop.engine.cards import POWER, SUIT_MASKS

REFERENCE_SOURCE = Path(__file__).with_name("solver_reference.c")


def _summary(times: list[float]) -> dict[str, float]:
    ordered = sorted(times)
    return {
        "mean_ms": round(1000 * statistics.fmean(ordered), 3),
        "p50_ms": round(1000 * ordered[len(ordered) // 2], 3),
        "p99_ms": round(1000 * ordered[min(len(ordered) - 1, int(0.99 * len(ordered)))], 3),
        "max_ms": round(1000 * ordered[-1], 3),
    }


def _random_position(rng: random.Random) -> Position:
    deck = list(DECK_24)
    rng.shuffle(deck)
    hands = tuple(sum(1 << c for c in deck[5 * seat:5 * seat + 5]) for seat in range(4))
    return Position(4, Suit(rng.randrange(4)), rng.randrange(4), frozenset(), hands, rng.randrange(4))


def _reference_times(positions: list[Position], answers: list[int]) -> list[float] | None:
    """Time the C reference on every position (checking its answers); None without a C compiler."""
    compiler = shutil.which("cc") or shutil.which("gcc")
    if compiler is None:
        return None
    with tempfile.TemporaryDirectory(prefix="solver-reference-") as folder:
        library = Path(folder) / "reference.so"
        subprocess.run([compiler, "-O2", "-shared", "-fPIC", "-o", str(library), str(REFERENCE_SOURCE)],
                       check=True)
        reference = ctypes.CDLL(str(library))
    solve = reference.maker_tricks
    times = []
    for position, answer in zip(positions, answers, strict=True):
        trump = int(position.trump)
        arguments = (
            (ctypes.c_int * 25)(*EFFECTIVE_SUIT[trump]),
            (ctypes.c_int * 100)(*(value for row in POWER[trump] for value in row)),
            (ctypes.c_uint * 4)(*SUIT_MASKS[trump]),
            (ctypes.c_uint * 4)(*position.hands),
            (ctypes.c_int * 4)(*(position.is_maker_side(seat) for seat in range(4))),
            ctypes.c_int(position.leader),
        )
        start = time.perf_counter()
        tricks = solve(*arguments)
        times.append(time.perf_counter() - start)
        if tricks != answer:
            raise SystemExit(f"the C reference finds {tricks} tricks, the solver {answer}: {position}")
    return times


def main() -> None:
    """Solve random deals and print the timings as JSON."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--deals", type=int, default=500)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--no-reference", action="store_true", help="skip the C reference")
    args = parser.parse_args()
    rng = random.Random(args.seed)
    positions = [_random_position(rng) for _ in range(args.deals)]
    nodes: list[int] = []

    def timed(solve: Callable[[Solver, Position], object]) -> list[float]:
        clear_shared_caches()
        times = []
        for position in positions:
            solver = Solver()
            start = time.perf_counter()
            solve(solver, position)
            times.append(time.perf_counter() - start)
            nodes.append(solver.nodes)
        return times

    answers: list[int] = []
    full = timed(lambda solver, position: answers.append(solver.maker_tricks(position)))
    full_nodes = nodes[:]
    score = timed(lambda solver, position: solver.reached(position, (3, 5)))
    decision = timed(lambda solver, position: solver.move_tricks(position))
    cold = []
    for position in positions[:100]:
        clear_shared_caches()
        start = time.perf_counter()
        Solver().maker_tricks(position)
        cold.append(time.perf_counter() - start)
    reference = None if args.no_reference else _reference_times(positions, answers)
    comparison = {} if reference is None else {
        "reference_c": _summary(reference),
        "ratio_to_c": round(statistics.fmean(full) / statistics.fmean(reference), 2),
        "target_ratio_to_c": 3,
    }
    print(json.dumps({
        "benchmark": "solver",
        "deals": args.deals,
        # False when the modules are the .py files (no build, or another checkout's through the install).
        "compiled": str(solver_module.__file__).endswith(".so"),
        "full_solve": _summary(full),
        "score_solve": _summary(score),
        "decision": _summary(decision),
        "cold": _summary(cold),
        "nodes": round(statistics.fmean(full_nodes)),
        "target_full_solve_ms": 10,
        **comparison,
    }))


if __name__ == "__main__":
    main()
