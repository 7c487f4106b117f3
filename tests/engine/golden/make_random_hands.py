"""Write ``random_hands.json``: a few seeded random hands under several presets, with their full histories.

The file is a regression record of the engine's behaviour; ``tests/engine/test_golden.py`` replays every
hand and fails if anything differs.  Regenerate it only when a rule change is intended, and review the diff:

    PYTHONPATH=. python3 tests/engine/golden/make_random_hands.py

Each hand is dealt by ``Deal.random`` from a seed and played by a seeded ``random.Random`` choosing among the
legal actions.  Under a renege rule the player sometimes plays any held card instead, so reneges happen.
For each preset the generator keeps the first seeds whose hand shows what that preset is about (a loner, a
lone defence, a renege...), so the record covers those paths.
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from pathlib import Path
from typing import Any

from euchre_desktop.engine import PRESETS, Action, Deal, HandOutcome, HandState, Phase, Renege, Rules

OUTPUT = Path(__file__).with_name("random_hands.json")

Wanted = Callable[[HandState], bool]


def ended(outcome: HandOutcome) -> Wanted:
    """A hand that ended this way."""
    return lambda state: state.result is not None and state.result.outcome is outcome


# (preset, what the hand must show, how to say so in the file)
WANTED: list[tuple[str, Wanted, str]] = [
    ("standard", ended(HandOutcome.MADE), "made"),
    ("standard", lambda s: s.maker_alone, "maker alone"),
    ("standard", ended(HandOutcome.EUCHRED), "euchred"),
    ("tournament", ended(HandOutcome.THROWN_IN), "thrown in"),
    ("tournament", ended(HandOutcome.RENEGE), "renege penalty"),
    ("canadian", lambda s: s.defender_alone is not None, "lone defence against a loner"),
    ("british", lambda s: s.maker is not None, "with the Benny"),
    ("house", lambda s: s.defender_alone is not None and s.maker_alone, "both sides alone"),
    ("house", lambda s: s.result is not None and s.result.reneger is not None, "renege, no score"),
    ("cutthroat", ended(HandOutcome.MARCH), "cutthroat march"),
    ("cutthroat", ended(HandOutcome.EUCHRED), "cutthroat euchre"),
]


def play_random_hand(rules: Rules, seed: int) -> HandState:
    """Deal from ``seed`` and play to the end with seeded random choices (sometimes a renege, if allowed)."""
    rng = random.Random(f"golden/{seed}")
    state = HandState(rules, Deal.random(rules, seed % rules.players, rng), scores_before=None)
    while state.phase is not Phase.DONE:
        if state.phase is Phase.PLAY and rules.renege is not Renege.PREVENTED and rng.random() < 0.2:
            held = state.hand(state.to_act)
            state.apply(Action.play(held[rng.randrange(len(held))]))
            continue
        actions = state.legal_actions()
        state.apply(actions[rng.randrange(len(actions))])
    return state


def describe(state: HandState) -> dict[str, Any]:
    """Everything the engine decided in a finished hand, as plain JSON data."""
    result = state.result
    assert result is not None
    return {
        "history": [[seat, action.to_text()] for seat, action in state.history],
        "buried": [[seat, card.code] for seat, card in state.buried],
        "sitting_out": sorted(state.sitting_out),
        "tricks": [{"leader": trick.leader, "cards": [card.code for _seat, card in trick.plays],
                    "seats": [seat for seat, _card in trick.plays], "winner": trick.winner}
                   for trick in state.tricks],
        "result": {
            "outcome": result.outcome.value,
            "points": list(result.points),
            "maker": result.maker,
            "trump": None if result.trump is None else result.trump.letter,
            "maker_alone": result.maker_alone,
            "defender_alone": result.defender_alone,
            "tricks": list(result.tricks),
            "reneger": result.reneger,
        },
    }


def deal_to_json(deal: Deal) -> dict[str, Any]:
    """A deal as plain JSON data (card codes)."""
    return {"dealer": deal.dealer, "packets": deal.packets,
            "hands": [[card.code for card in hand] for hand in deal.hands],
            "kitty": [card.code for card in deal.kitty]}


def main() -> None:
    """Find the hands and write the file."""
    records = []
    for preset, wanted, about in WANTED:
        rules = PRESETS[preset]
        seed = next(seed for seed in range(100_000) if wanted(play_random_hand(rules, seed)))
        state = play_random_hand(rules, seed)
        records.append({"about": about, "preset": preset, "rules": rules.to_dict(), "seed": seed,
                        "deal": deal_to_json(state.deal), **describe(state)})
    OUTPUT.write_text(json.dumps({"version": 1, "hands": records}, indent=1, ensure_ascii=False) + "\n")
    print(f"wrote {len(records)} hands to {OUTPUT}")


if __name__ == "__main__":
    main()
