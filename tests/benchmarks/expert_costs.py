"""Benchmark: the Expert's cost model, measured.  Prints one JSON object.

The Expert chooses its sample counts from per-sample costs in milliseconds (``expert._PLAY_COST_MS`` and the
others), never from the clock, so those constants must match what a decision really costs on this machine
with the build in use (compiled or interpreted).  This script plays hands by the book from random deals and,
at every decision with a choice, times the parts of the Expert's search separately on a fixed number of
samples: drawing and weighting a sample, solving one sample for every legal card (by tricks left), playing
one card's sample out by the book, and one bidding option's play-out.  Times are CPU time of this process
(``time.process_time``), so other work on the machine changes them little; the medians are what the
constants should be.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import time
from collections.abc import Callable

from euchre_desktop.bots.book import BookModel
from euchre_desktop.bots.expert import ExpertBot
from euchre_desktop.bots.sampling import DealSampler, reconstruct_state
from euchre_desktop.bots.solver import Position, Solver
from euchre_desktop.engine import PRESETS, Action, Deal, HandState, Phase, PlayerView


def _cpu_ms(work: Callable[[], object], repeats: int) -> float:
    """Milliseconds of CPU time per call of ``work``."""
    start = time.process_time()
    for _ in range(repeats):
        work()
    return 1000 * (time.process_time() - start) / repeats


def main() -> None:
    """Time the parts of the search and print their medians as JSON."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--hands", type=int, default=40)
    parser.add_argument("--samples", type=int, default=20, help="samples timed at each decision")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    rules = PRESETS["standard"]
    rng = random.Random(args.seed)
    book = BookModel()
    solver = Solver()
    costs: dict[str, list[float]] = {name: [] for name in ("bid_sample", "bid_option", "play_sample",
                                                            "play_out_card", "replay")}
    solve: dict[int, list[float]] = {t: [] for t in range(1, 6)}
    for number in range(args.hands):
        state = HandState(rules, Deal.random(rules, number % rules.players, rng))
        while state.phase is not Phase.DONE:
            view = PlayerView.of(state, state.to_act)
            if len(view.legal_actions) > 1:
                _time_decision(view, rng, args.samples, book, solver, costs, solve)
            state.apply(book.action(state))
    medians = {name: round(statistics.median(values), 4) for name, values in costs.items() if values}
    medians.update({f"solve_per_card_{t}": round(statistics.median(v), 4) for t, v in solve.items() if v})
    print(json.dumps({"benchmark": "expert_costs", "hands": args.hands, "samples": args.samples,
                      "compiled": ExpertBot.__module__ in _compiled_modules(), "median_ms": medians,
                      "decisions": {name: len(values) for name, values in costs.items()}}))


def _time_decision(view: PlayerView, rng: random.Random, count: int, book: BookModel, solver: Solver,
                   costs: dict[str, list[float]], solve: dict[int, list[float]]) -> None:
    """Time each part of the search on ``count`` samples of one decision."""
    legal = view.legal_actions
    sampler = DealSampler(view)
    draws = [sampler.draw(rng) for _ in range(count)]
    key = "play_sample" if view.phase is Phase.PLAY else "bid_sample"
    costs[key].append(_cpu_ms(lambda: sampler.draw(rng), count))
    states = iter([reconstruct_state(view, s) for s in draws])
    if view.phase is Phase.PLAY:
        positions = iter([Position.from_view(view, s.hands) for s in draws])
        per_deal = _cpu_ms(lambda: solver.move_tricks(next(positions)), count)
        solve[5 - len(view.tricks)].append(per_deal / len(legal))
        costs["play_out_card"].append(_cpu_ms(lambda: _play_out(book, next(states), legal[0]), count))
        replays = iter(draws)
        costs["replay"].append(_cpu_ms(lambda: reconstruct_state(view, next(replays)), count))
    elif view.phase in (Phase.BID_ROUND_1, Phase.BID_ROUND_2):
        costs["bid_option"].append(_cpu_ms(lambda: _bid_out(book, next(states), legal[0]), count))


def _play_out(book: BookModel, state: HandState, card: Action) -> None:
    state.apply_unchecked(card)
    book.play_out(state)


def _bid_out(book: BookModel, state: HandState, option: Action) -> None:
    state.apply_unchecked(option)
    book.finish_bidding(state)
    if state.phase is not Phase.DONE:
        book.play_out(state)


def _compiled_modules() -> set[str]:
    """The modules of the search core loaded from a compiled extension."""
    import sys

    return {name for name, module in sys.modules.items()
            if name.startswith("euchre_desktop.") and str(getattr(module, "__file__", "")).endswith(".so")}


if __name__ == "__main__":
    main()
