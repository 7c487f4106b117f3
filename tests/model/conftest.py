"""Fixtures for the model tests: models on a worker thread (fast) or process (real), stopped at teardown."""

from __future__ import annotations

import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

# helpers for the test modules here; the test doubles (tests/doubles.py), importable here and in the
# spawned worker.
sys.path.insert(0, str(Path(__file__).parent))
sys.path.insert(0, str(Path(__file__).parent.parent))

from headless import ModelFactory, headless_models


@pytest.fixture
def make_model(qtbot: object) -> Iterator[ModelFactory]:
    """Build models; every one (and its runner) is shut down after the test.

    ``make_model(factory=..., process=False, budget_s=..., **model_options)``: the runner is a thread unless
    ``process`` is true; models are headless unless told otherwise.
    """
    with headless_models() as build:
        yield build
