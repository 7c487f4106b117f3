"""Fixtures for the model tests: models on a worker thread (fast) or process (real), stopped at teardown."""

from __future__ import annotations

import sys
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

# helpers for the test modules here; the test doubles (tests/doubles.py), importable here and in the
# spawned worker.
sys.path.insert(0, str(Path(__file__).parent))
sys.path.insert(0, str(Path(__file__).parent.parent))

import doubles

from euchre_desktop.model import BotRunner, GameModel, ProcessBotRunner, ThreadBotRunner

ModelFactory = Callable[..., GameModel]


@pytest.fixture
def make_model(qtbot: object) -> Iterator[ModelFactory]:
    """Build models; every one (and its runner) is shut down after the test.

    ``make_model(factory=..., process=False, budget_s=..., **model_options)``: the runner is a thread unless
    ``process`` is true; models are headless unless told otherwise.
    """
    models: list[GameModel] = []

    def build(*, factory: Callable[..., object] = doubles.random_bots, process: bool = False,
              budget_s: float = 10.0, hint: Callable[..., object] = doubles.first_legal_hint,
              **options: object) -> GameModel:
        runner_class: type[BotRunner] = ProcessBotRunner if process else ThreadBotRunner
        runner = runner_class(factory, hint, budget_s=budget_s)  # type: ignore[arg-type]
        options.setdefault("headless", True)
        options.setdefault("fallback", doubles.first_legal_bots)
        model = GameModel(runner=runner, **options)  # type: ignore[arg-type]
        runner.setParent(model)
        models.append(model)
        return model

    yield build
    for model in models:
        model.shutdown()
        model.deleteLater()
    doubles.RELEASE.set()  # a bot hanging on a thread now finishes, and its answer is ignored
    doubles.RELEASE.clear()
