"""Benchmark: where the Expert gains over the book, by kind of decision.  Prints one JSON object.

Experts in seats 0 and 2 play whole hands of the standard game against Standard in seats 1 and 3, from
random deals at random match scores below 10.  At every Expert decision with a choice, Standard's choice in
the same view is asked too; where the two differ, both are judged on the real deal: the option is taken and
everyone plays the rest of the hand by the book, and in the play the hand is also solved exactly from
there.  The worth is the ``ScoreModel``'s (points at the match score), for the deciding side.  Per kind of
decision (a bidding phase, or the play by trick and lead or follow), the figures are per hand, with a 95%
interval over the hands: the Expert's gain over the book's choice judged by the book
(``gain_judge_book``) and by the solve (``gain_judge_solve``), and its regret against the best option on
the real deal judged by the book (``regret_judge_book``: what seeing every card would be worth there, with
the book playing on).

The judges see every card and play on by the book (or perfectly), so they measure one decision at a time,
not the Expert's whole play; a kind where the gain's interval lies below zero is one where the book's choice
is the better one on the real deals.

    python tests/benchmarks/expert_gains.py --hands 1000 --seed 7
"""

from __future__ import annotations

import argparse
import collections
import json
import math
import random
import statistics
import time

import euchre_desktop.bots.expert as expert_module
from euchre_desktop.bots.book import BookModel
from euchre_desktop.bots.expert import ExpertBot
from euchre_desktop.bots.scoring import ScoreModel, outcomes, thresholds
from euchre_desktop.bots.solver import Position, Solver
from euchre_desktop.bots.standard import StandardBot
from euchre_desktop.engine import PRESETS, Action, Card, Deal, HandState, Phase, PlayerView

_RULES = PRESETS["standard"]


def _kind(state: HandState) -> str:
    if state.phase is Phase.PLAY:
        return f"play trick {len(state.tricks) + 1} {'follow' if state.trick else 'lead'}"
    return str(state.phase.value)


def _by_the_book(book: BookModel, state: HandState, action: Action, score: ScoreModel) -> float:
    """The worth of ``action`` when everyone plays the rest of the hand by the book."""
    after = state.copy()
    after.apply_unchecked(action)
    book.finish_bidding(after)
    if after.phase is not Phase.DONE:
        book.play_out(after)
    points = after.result.points if after.result is not None else (0,) * _RULES.sides
    return score.utility(points)


def _solved(solver: Solver, state: HandState, score: ScoreModel) -> dict[Card, float]:
    """The worth of playing each legal card when the rest of the hand is played perfectly by both sides."""
    maker = state.maker
    assert maker is not None
    cuts = thresholds(_RULES, maker, state.maker_alone, state.defender_alone)
    results = outcomes(_RULES, maker, state.maker_alone, state.defender_alone)
    solved = solver.move_tricks(Position.from_state(state), cuts)
    return {card: score.utility(results[reached][0]) for card, reached in solved.items()}


def _mean_interval(values: list[float]) -> dict[str, object]:
    mean = statistics.fmean(values)
    half = 1.96 * statistics.stdev(values) / math.sqrt(len(values))
    return {"mean": round(mean, 4), "ci95": [round(mean - half, 4), round(mean + half, 4)]}


def main() -> None:
    """Play the hands, judge the Expert's decisions, and print the figures per kind as JSON."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=200)
    parser.add_argument("--seed", type=int, default=7)
    args = parser.parse_args()
    if args.hands < 2:
        parser.error("--hands must be at least 2: the intervals are taken over the hands")
    rng = random.Random(args.seed)
    expert, standard, book, solver = ExpertBot(), StandardBot(), BookModel(), Solver()
    decisions: collections.Counter[str] = collections.Counter()
    differ: collections.Counter[str] = collections.Counter()
    per_hand: dict[str, dict[str, list[float]]] = collections.defaultdict(
        lambda: {"book": [0.0] * args.hands, "solve": [0.0] * args.hands, "regret": [0.0] * args.hands})
    started = time.process_time()
    for number in range(args.hands):
        scores = (rng.randrange(10), rng.randrange(10))
        state = HandState(_RULES, Deal.random(_RULES, number % 4, rng), scores_before=scores)
        while state.phase is not Phase.DONE:
            view = PlayerView.of(state, state.to_act)
            if state.to_act % 2:
                action = standard.choose(view, rng)
            elif len(view.legal_actions) == 1:
                action = view.legal_actions[0]
            else:
                action = expert.choose(view, rng)
                booked = standard.choose(view, rng)
                kind = _kind(state)
                figures = per_hand[kind]
                decisions[kind] += 1
                score = ScoreModel(_RULES, _RULES.side_of(state.to_act), scores)
                worth = {option: _by_the_book(book, state, option, score) for option in view.legal_actions}
                figures["regret"][number] += max(worth.values()) - worth[action]
                if action != booked:
                    differ[kind] += 1
                    figures["book"][number] += worth[action] - worth[booked]
                    if state.phase is Phase.PLAY:
                        assert action.card is not None and booked.card is not None
                        solved = _solved(solver, state, score)
                        figures["solve"][number] += solved[action.card] - solved[booked.card]
            state.apply(action)
    kinds = {kind: {"decisions": decisions[kind], "differ": differ[kind],
                    "gain_judge_book": _mean_interval(per_hand[kind]["book"]),
                    **({"gain_judge_solve": _mean_interval(per_hand[kind]["solve"])}
                       if kind.startswith("play") else {}),
                    "regret_judge_book": _mean_interval(per_hand[kind]["regret"])}
             for kind in sorted(decisions)}
    total = [sum(per_hand[kind]["book"][n] for kind in per_hand) for n in range(args.hands)]
    print(json.dumps({
        "benchmark": "expert_gains",
        "compiled": str(expert_module.__file__).endswith(".so"),
        "hands": args.hands,
        "seed": args.seed,
        "cpu_s": round(time.process_time() - started, 1),
        "gain_judge_book": _mean_interval(total),
        "kinds": kinds,
    }))


if __name__ == "__main__":
    main()
