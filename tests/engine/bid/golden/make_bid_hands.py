"""Write ``bid_hands.json``: one seeded random hand of Bid Euchre per form, with its whole story.

Run from the repository root, only for an intended rule change, and review the diff:

    PYTHONPATH=. python3 tests/engine/bid/golden/make_bid_hands.py
"""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

from euchre_desktop.engine.bid import BidAction, BidDeal, BidHandState, BidPhase, BidRules, Form, NoTrump

CASES: tuple[tuple[str, BidRules, int], ...] = (
    ("single pack, 3 in clubs made", BidRules(), 54),
    ("single pack with the Benny, 4 in hearts set", BidRules(benny=True, no_trump=NoTrump.OFF), 3),
    ("double pack, four seats, 9 in no-trump low made", BidRules(form=Form.DOUBLE_4), 18),
    ("double pack, six seats, a moon with partner's best failed",
     BidRules(form=Form.DOUBLE_6, partners_best=1), 0),
)
"""(what the hand shows, the rules, the seed that deals and plays it)."""


def play_random_hand(rules: BidRules, seed: int) -> BidHandState:
    """Deal from ``seed`` and play random legal actions, passing half the time while bidding."""
    rng = random.Random(f"bid-golden/{seed}")
    state = BidHandState(rules, BidDeal.random(rules, rng.randrange(rules.seats), rng))
    while state.phase is not BidPhase.DONE:
        legal = state.legal_actions()
        passing = BidAction.pass_() in legal and rng.random() < 0.5
        state.apply(BidAction.pass_() if passing else legal[rng.randrange(len(legal))])
    return state


def describe(state: BidHandState) -> dict[str, Any]:
    """The deal and what happened, as JSON-ready values."""
    assert state.result is not None
    return {
        "deal": {"dealer": state.dealer,
                 "hands": [" ".join(c.code for c in hand) for hand in state.deal.hands],
                 "kitty": " ".join(c.code for c in state.deal.kitty)},
        "history": [f"{seat} {action.to_text()}" for seat, action in state.history],
        "tricks": [f"{trick.leader} led {' '.join(c.code for _s, c in trick.plays)}, {trick.winner} won"
                   for trick in state.tricks],
        "result": {"outcome": state.result.outcome.value, "points": list(state.result.points),
                   "tricks": list(state.result.tricks)},
    }


def main() -> None:
    """Write the file beside this script."""
    hands = [{"about": about, "seed": seed, **describe(play_random_hand(rules, seed))}
             for about, rules, seed in CASES]
    path = Path(__file__).with_name("bid_hands.json")
    path.write_text(json.dumps({"hands": hands}, indent=1) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
