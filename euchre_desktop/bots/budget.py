"""What a searching player may spend on one decision: a budget in milliseconds turned into a number of
sampled deals through measured costs, bounded both ways, with a wall-clock cut as a safety net.

Both games' Experts think within one of these, so their limits read and fail alike.
"""

from __future__ import annotations

import time

__all__ = ["SearchBudget"]


class SearchBudget:
    """``budget_ms`` a decision; ``min_samples`` to ``max_samples`` deals; the search stops at ``time_cap``
    times its planned cost (a loaded machine must not freeze the table)."""

    __slots__ = ("budget_ms", "max_samples", "min_samples", "time_cap")

    def __init__(self, budget_ms: float, min_samples: int, max_samples: int, time_cap: float) -> None:
        """Check the limits: a player cannot think for no time or sample fewer deals than its minimum."""
        if budget_ms <= 0 or min_samples < 1 or max_samples < min_samples or time_cap < 1:
            raise ValueError("budget_ms must be positive, 1 <= min_samples <= max_samples, and time_cap >= 1")
        self.budget_ms = budget_ms
        self.min_samples = min_samples
        self.max_samples = max_samples
        self.time_cap = time_cap

    def samples(self, per_sample_ms: float, budget_ms: float) -> int:
        """How many deals ``budget_ms`` buys at ``per_sample_ms`` each, within the bounds."""
        wanted = int(budget_ms / max(per_sample_ms, 1e-3))
        return max(self.min_samples, min(self.max_samples, wanted))

    def deadline(self, count: int, per_sample_ms: float, budget_ms: float) -> float:
        """The ``time.perf_counter()`` at which to stop: ``time_cap`` times the planned cost (or the budget,
        if larger)."""
        planned = max(budget_ms, count * per_sample_ms)
        return time.perf_counter() + self.time_cap * planned / 1000.0
