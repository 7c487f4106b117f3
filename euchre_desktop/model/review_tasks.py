"""The hand review's work, as tasks the bot worker runs (``botworker.WorkerTask``).  No Qt here.

``DecisionTask`` values one decision (``bots.review.review_decision``), ``PerfectTask`` finds the
perfect-information line of a finished hand.  Each carries the Expert's budget, so a test can review with a
small one; the worker keeps one Expert per budget (its solver's table is worth keeping between decisions).
"""

from __future__ import annotations

import dataclasses
import random
from typing import TYPE_CHECKING

from ..bots.review import ReviewedDecision, decision_points, decision_rng, review_decision
from ..engine import Action, HandState, PlayerView

if TYPE_CHECKING:
    from ..bots.expert import ExpertBot
    from ..bots.perfect import PerfectLine

# The search is imported where a task runs, in the bot worker: the window builds tasks without loading it.

__all__ = ["DEFAULT_BUDGET", "DecisionTask", "ExpertBudget", "PerfectTask", "decision_tasks"]


@dataclasses.dataclass(frozen=True, slots=True)
class ExpertBudget:
    """The Expert's search budget for a review (``ExpertBot``'s keyword arguments)."""

    budget_ms: float = 200.0
    min_samples: int = 6
    max_samples: int = 1000
    time_cap: float = 6.0

    def expert(self, cache: dict[str, object]) -> ExpertBot:
        """The worker's Expert for this budget, built on first use."""
        from ..bots.expert import ExpertBot

        key = f"review-expert:{self}"
        expert = cache.get(key)
        if not isinstance(expert, ExpertBot):
            expert = cache[key] = ExpertBot(**dataclasses.asdict(self))
        return expert


DEFAULT_BUDGET = ExpertBudget()
"""The Expert's own default budget: the review values each decision as the Expert would at the table."""


@dataclasses.dataclass(frozen=True, slots=True)
class DecisionTask:
    """Value the decision at ``index`` of a hand: ``view`` the seat's view before it chose ``chosen``."""

    view: PlayerView
    index: int
    chosen: Action
    rng: random.Random
    budget: ExpertBudget = DEFAULT_BUDGET

    def run(self, cache: dict[str, object]) -> ReviewedDecision:
        """The decision, valued (``rng`` is copied: the task can be run again with the same result)."""
        rng = random.Random()
        rng.setstate(self.rng.getstate())
        return review_decision(self.view, self.index, self.chosen, expert=self.budget.expert(cache), rng=rng)


@dataclasses.dataclass(frozen=True, slots=True)
class PerfectTask:
    """The perfect-information line of a finished ``hand`` for ``seat``'s side."""

    hand: HandState
    seat: int
    budget: ExpertBudget = DEFAULT_BUDGET

    def run(self, cache: dict[str, object]) -> PerfectLine | None:
        """The line (None when nobody named trump)."""
        from ..bots.perfect import perfect_line

        return perfect_line(self.hand, self.seat, solver=self.budget.expert(cache).solver)


def decision_tasks(hand: HandState, seat: int, *, seed: int = 0,
                   budget: ExpertBudget = DEFAULT_BUDGET) -> list[DecisionTask]:
    """A task for each decision ``seat`` made in ``hand``, in order: the same values as
    ``bots.review.review_decisions`` with the same seed (the same random numbers for each decision)."""
    return [DecisionTask(view, index, chosen, decision_rng(hand, index, seed), budget)
            for index, view, chosen in decision_points(hand, seat)]
