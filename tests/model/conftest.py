"""Fixtures for the model tests: models on a worker thread (fast) or process (real), stopped at teardown."""

from __future__ import annotations

import sys
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent))  # fake_bots, importable here and in the spawned worker

import fake_bots

from euchre_desktop.model import BotRunner, GameModel, ProcessBotRunner, ThreadBotRunner

ModelFactory = Callable[..., GameModel]


@pytest.fixture
def make_model(qtbot: object) -> Iterator[ModelFactory]:
    """Build models; every one (and its runner) is shut down after the test.

    ``make_model(factory=..., process=False, budget_s=..., **model_options)``: the runner is a thread unless
    ``process`` is true; models are headless unless told otherwise.
    """
    models: list[GameModel] = []

    def build(*, factory: Callable[..., object] = fake_bots.random_bots, process: bool = False,
              budget_s: float = 10.0, hint: Callable[..., object] = fake_bots.first_legal_hint,
              **options: object) -> GameModel:
        runner_class: type[BotRunner] = ProcessBotRunner if process else ThreadBotRunner
        runner = runner_class(factory, hint, budget_s=budget_s)  # type: ignore[arg-type]
        options.setdefault("headless", True)
        options.setdefault("fallback", fake_bots.first_legal_bots)
        model = GameModel(runner=runner, **options)  # type: ignore[arg-type]
        runner.setParent(model)
        models.append(model)
        return model

    yield build
    for model in models:
        model.shutdown()
        model.deleteLater()
    fake_bots.RELEASE.set()  # a bot hanging on a thread now finishes, and its answer is ignored
    fake_bots.RELEASE.clear()
