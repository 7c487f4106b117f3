"""Headless game models for the model and reliability tests, every one shut down when the test ends."""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Iterator

import doubles

from euchre_desktop.model import BotRunner, GameModel, ProcessBotRunner, ThreadBotRunner

ModelFactory = Callable[..., GameModel]


@contextlib.contextmanager
def headless_models() -> Iterator[ModelFactory]:
    """Give a builder of models; on leaving, every model built (and its runner) is shut down.

    ``build(factory=..., process=False, budget_s=..., hint=..., **model_options)``: the runner is a thread
    unless ``process`` is true; models are headless, with first-legal fallback bots, unless told otherwise.
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

    try:
        yield build
    finally:
        for model in models:
            model.shutdown()
            model.deleteLater()
        doubles.RELEASE.set()  # a bot hanging on a thread now finishes, and its answer is ignored
        doubles.RELEASE.clear()
