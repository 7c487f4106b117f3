"""The compiled search core (scripts/_compile_core.py): built from the current sources, really imported, and
computing exactly what the interpreted source computes.

In CI (``CI=true``) the build must be there and compiled; elsewhere these tests skip when nothing is built.
"""

from __future__ import annotations

import importlib
import importlib.machinery
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from scripts import _compile_core as compile_core

ROOT = Path(__file__).resolve().parents[1]
IN_CI = os.environ.get("CI") == "true"


def _compiled_build() -> bool:
    """True when the checkout holds a compiled build (in CI it must)."""
    built = compile_core.status() != "interpreted"
    if IN_CI:
        assert built, "CI must run on the compiled search core (scripts/test builds it with ensure_compiled)"
    return built


def test_the_compiled_modules_match_their_sources() -> None:
    if not _compiled_build():
        pytest.skip("no compiled build here (no C compiler, or EUCHRE_INTERPRETED=1)")
    assert compile_core.status() == "compiled", (
        "the compiled modules are older than their sources and shadow them: run scripts/test or "
        "`python scripts/_compile_core.py build` (or `clean` to run interpreted)")


@pytest.mark.parametrize("name", compile_core.compiled_modules())
def test_every_module_meant_to_be_compiled_is_imported_compiled(name: str) -> None:
    if not _compiled_build():
        pytest.skip("no compiled build here (no C compiler, or EUCHRE_INTERPRETED=1)")
    module = importlib.import_module(name)
    assert module.__file__ is not None
    assert module.__file__.endswith(tuple(importlib.machinery.EXTENSION_SUFFIXES)), (
        f"{name} was imported from {module.__file__}, not from its compiled build")


_SOLVE = """
import json, random, sys
{prelude}
from euchre_desktop.bots import solver
from euchre_desktop.engine import DECK_24, Suit

rng = random.Random(int(sys.argv[1]))
results = []
engine = solver.Solver()
for number in range(int(sys.argv[2])):
    deck = list(DECK_24)
    rng.shuffle(deck)
    hands = tuple(sum(1 << c for c in deck[5 * seat:5 * seat + 5]) for seat in range(4))
    # Every third deal a loner: the maker's partner sits out.
    maker = rng.randrange(4)
    out = frozenset({{(maker + 2) % 4}}) if number % 3 == 0 else frozenset()
    leader = rng.choice([s for s in range(4) if s not in out])
    hands = tuple(0 if s in out else h for s, h in enumerate(hands))
    position = solver.Position(4, Suit(rng.randrange(4)), maker, out, hands, leader)
    moves = engine.move_tricks(position)
    results.append([engine.maker_tricks(position), engine.reached(position, (3, 5)),
                    sorted((int(card), value) for card, value in moves.items())])
print(json.dumps({{"file": solver.__file__, "results": results}}))
"""


def _probe(script: str, prelude: str, *args: str) -> tuple[str, list[object]]:
    """Run ``script`` in a fresh process after ``prelude``: the module file it names, and its results."""
    completed = subprocess.run([sys.executable, "-c", script.format(prelude=prelude), *args], cwd=ROOT,
                               capture_output=True, text=True, timeout=240, check=True)
    answer = json.loads(completed.stdout)
    return str(answer["file"]), list(answer["results"])


def _compiled_and_interpreted(script: str, *args: str) -> list[object]:
    """The script's results from the compiled build and from the .py files, which must be the same."""
    if not _compiled_build():
        pytest.skip("no compiled build here (no C compiler, or EUCHRE_INTERPRETED=1)")
    compiled_file, compiled = _probe(script, "", *args)
    interpreted_file, interpreted = _probe(script, "import tests.pure_python", *args)
    assert compiled_file.endswith(tuple(importlib.machinery.EXTENSION_SUFFIXES))
    assert interpreted_file.endswith(".py")
    assert compiled == interpreted
    return compiled


def test_the_compiled_and_the_interpreted_solver_agree() -> None:
    compiled = _compiled_and_interpreted(_SOLVE, "7", "60")  # 60 random deals
    # The positions must have teeth: different deals, different answers.
    assert len({json.dumps(result) for result in compiled}) > 30


def test_pure_python_loads_the_source_beside_a_build() -> None:
    # The finder tests.pure_python installs must hand out the .py even where an extension sits beside it.
    completed = subprocess.run(
        [sys.executable, "-c", "import tests.pure_python\nfrom euchre_desktop.bots import solver\n"
         "print(solver.__file__)"], cwd=ROOT, capture_output=True, text=True, timeout=60, check=True)
    assert completed.stdout.strip() == str(ROOT / "euchre_desktop" / "bots" / "solver.py")


_BID_HANDS = """
import json, random, sys
{prelude}
from euchre_desktop.bots.bid import expert
from euchre_desktop.engine.bid import BidDeal, BidHandState, BidPhase, BidRules, BidView, Form

# A small budget, and no wall-clock cut: the same view and seed must give the same action, however fast.
bot = expert.ExpertBidBot(budget_ms=10.0, min_samples=3, max_samples=6, time_cap=1e6)
results = []
for number, form in enumerate(Form):
    rules = BidRules(form=form)
    rng = random.Random(int(sys.argv[1]) + number)
    deal = BidDeal.random(rules, number % rules.seats, rng)
    state = BidHandState(rules, deal)
    while state.phase is not BidPhase.DONE:
        state.apply(bot.choose(BidView.of(state, state.to_act), rng))
    results.append([form.value, [action.to_text() for _seat, action in state.history], repr(state.result)])
print(json.dumps({{"file": expert.__file__, "results": results}}))
"""


def test_the_compiled_and_the_interpreted_bid_expert_agree() -> None:
    # Every action of one hand of each of the three forms, Experts all round.
    assert len(_compiled_and_interpreted(_BID_HANDS, "5")) == 3
