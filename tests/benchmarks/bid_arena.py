"""Bid Euchre arena benchmark: duplicate deals between the players in each deck and seat form.

Prints one JSON object. For each form (four seats and one pack, four seats and a double pack, six seats and a
double pack) it plays ``--deals`` duplicate deals for each pairing (Expert against Standard, Standard against
Easy, Easy against random, Standard against random; ``--pairings expert-standard ...`` picks some) and reports
the first player's margin in points per hand with its 95% interval, each side's contract and make rates, and
the decision times p50 and p99 in milliseconds. It also measures the engine alone: random legal hands per
second for each form.

Usage: ``python tests/benchmarks/bid_arena.py [--deals 100] [--jobs 1] [--seed 1] [--forms single_4 ...]
[--pairings expert-standard ...]``.  Each pairing reports its ``seconds_per_deal``.  Expert against
Standard with the search core compiled (``scripts/_compile_core.py``), on this 2-core machine loaded 5 to 6
by other work: a duplicate deal takes about 0.35 s with the single pack, 1.0 s with four seats and a double
pack and 0.7 to 0.9 s with six; the Expert's median decision 7 to 16 ms, p99 100 to 170 ms; random legal
hands 1,600 to 2,400 a second with the single pack, 700 to 1,300 with four seats and a double pack, 700 to
1,200 with six.  So 1,000 deals per form take about 35 minutes for the three forms in one process, and
about half that with ``--jobs 2`` on a quiet machine.  Interpreted (nothing compiled) a deal takes 1.0,
2.5 and 3.7 s.  Before Bid Euchre was compiled and its search flattened, in the same conditions: 4.7,
8.9 and 12.6 s a deal, median decisions 110 to 175 ms, 470, 220 and 520 random hands a second.
"""

from __future__ import annotations

import argparse
import json
import random
import time

from euchre_desktop.bots.bid.arena import play_hand, run_pairing
from euchre_desktop.bots.bid.base import BidBot, RandomBidBot
from euchre_desktop.engine.bid import BidDeal, BidRules, Form

PAIRINGS = (("expert", "standard"), ("standard", "easy"), ("easy", "random"), ("standard", "random"))


def random_hands_per_second(rules: BidRules, hands: int, seed: int) -> float:
    """How many hands of random legal play the engine runs per second (views built, actions checked)."""
    rng = random.Random(seed)
    players: list[BidBot] = [RandomBidBot()] * rules.seats
    start = time.perf_counter()
    for number in range(hands):
        play_hand(rules, BidDeal.random(rules, number % rules.seats, rng), players, f"engine/{seed}/{number}")
    return hands / (time.perf_counter() - start)


def main() -> None:
    """Run every pairing in every form asked for and print the JSON report."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--deals", type=int, default=100)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--pairings", nargs="*", default=["-".join(p) for p in PAIRINGS],
                        choices=["-".join(p) for p in PAIRINGS])
    parser.add_argument("--forms", nargs="*", default=[form.value for form in Form],
                        choices=[form.value for form in Form])
    args = parser.parse_args()
    start = time.perf_counter()
    forms = {}
    for name in args.forms:
        rules = BidRules(form=Form(name))
        pairings = []
        for pairing in args.pairings:
            first, second = pairing.split("-")
            started = time.perf_counter()
            report = run_pairing(rules, first, second, args.deals, args.seed, jobs=args.jobs)
            report["seconds_per_deal"] = round((time.perf_counter() - started) / max(1, args.deals), 3)
            pairings.append(report)
        forms[name] = {
            "pairings": pairings,
            "engine_random_hands_per_s": round(random_hands_per_second(rules, 200, args.seed), 1),
        }
    print(json.dumps({"benchmark": "bid_arena", "deals": args.deals, "jobs": args.jobs, "seed": args.seed,
                      "forms": forms, "seconds": round(time.perf_counter() - start, 2)}))


if __name__ == "__main__":
    main()
