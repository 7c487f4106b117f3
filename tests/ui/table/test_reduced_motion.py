"""Reduced motion: nothing on the table moves or fades.  Whole random hands (a loner's partner sitting out
among them) are told through the real controller and scene with reduced motion on, and every animation the
table starts is looked into: each that changes something on screen takes no time; only the pauses that give
a player time to read are left.  The moments (a march, a euchre, the match won) and a hovered card too."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest
import shiboken6
from PySide6.QtCore import QAbstractAnimation, QAnimationGroup, QPauseAnimation
from pytestqt.qtbot import QtBot

from euchre_desktop.engine import Deal, HandState, Rules
from euchre_desktop.model import GameModel, MatchInfo, ThreadBotRunner
from euchre_desktop.model.telling import tell, tell_deal
from euchre_desktop.persistence.seats import Level
from euchre_desktop.ui.table.animation import Durations, Motion
from euchre_desktop.ui.table.controller import TableController
from euchre_desktop.ui.table.scene import TableScene

STILL = Durations(reduced_motion=True, speed=Durations.MAX_SPEED)
"""Reduced motion, with the reading pauses short so the test runs quickly."""
MOVING = Durations(speed=Durations.MAX_SPEED)


def _moving_parts(animation: QAbstractAnimation) -> Iterator[QAbstractAnimation]:
    """Every animation within ``animation`` that changes something (groups opened, pauses left out)."""
    if isinstance(animation, QAnimationGroup):
        for index in range(animation.animationCount()):
            part = animation.animationAt(index)
            if part is not None:
                yield from _moving_parts(part)
    elif not isinstance(animation, QPauseAnimation):
        yield animation


@pytest.fixture
def started(monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, int]]:
    """Each moving part of each animation started from now on: (its kind and property, its duration)."""
    seen: list[tuple[str, int]] = []
    original = QAbstractAnimation.start

    def start(animation: QAbstractAnimation, *args: object) -> None:
        for part in _moving_parts(animation):
            name = bytes(part.propertyName().data()).decode() if hasattr(part, "propertyName") else ""
            seen.append((f"{type(part).__name__} {name}", part.duration()))
        original(animation, *args)  # type: ignore[arg-type]

    monkeypatch.setattr(QAbstractAnimation, "start", start)
    return seen


def _table(durations: Durations) -> tuple[TableScene, TableController, GameModel]:
    model = GameModel(runner=ThreadBotRunner(), headless=True)
    scene = TableScene(4, durations=durations, width=1280, height=800)
    controller = TableController(model, scene)
    rules = Rules()
    model.match_started.emit(MatchInfo("still", rules, ("You", "Hank", "Gloria", "Luis"), Level.STANDARD,
                                       Level.STANDARD, "match", None))
    return scene, controller, model


def _show(qtbot: QtBot, controller: TableController, events: tuple[object, ...]) -> None:
    """Show ``events`` and wait until the table is at rest (the reading pauses take a few milliseconds)."""
    for event in events:
        controller.show(event)  # type: ignore[arg-type]
    qtbot.waitUntil(lambda: not controller.busy and not controller.scene.tracker.busy, timeout=5000)


def _play_hands(qtbot: QtBot, controller: TableController, scene: TableScene, hands: int, seed: int) -> None:
    """Random hands, every action told to the table, which is left at rest after each."""
    rng = random.Random(seed)
    rules = Rules()
    for hand_index in range(hands):
        state = HandState(rules, Deal.random(rules, rng.randrange(4), rng), scores_before=(0, 0))
        _show(qtbot, controller, (tell_deal(state, hand_index=hand_index, viewer=0),))
        for item in scene.piles.hand(0).items:
            item.set_raised(True)  # as the mouse or the keyboard's focus would
            item.set_raised(False)
        while state.result is None:
            before = state.copy()
            action = rng.choice(state.legal_actions())
            state.apply(action)
            _show(qtbot, controller, tell(before, action, state, viewer=0))
        # The table's moments, whatever the hand's outcome was.
        scene.celebrate_march(0)
        scene.shake_makers(1)
        scene.celebrate_match(0, "You win", "10 to 4")
        qtbot.waitUntil(lambda: not scene.tracker.busy, timeout=5000)


@pytest.mark.parametrize(("durations", "still"), [(STILL, True), (MOVING, False)], ids=["reduced", "moving"])
def test_with_reduced_motion_no_animation_takes_time(qtbot: QtBot, started: list[tuple[str, int]],
                                                     durations: Durations, still: bool) -> None:
    scene, controller, model = _table(durations)
    try:
        _play_hands(qtbot, controller, scene, hands=3, seed=17)
    finally:
        model.shutdown()
        shiboken6.delete(controller)
        shiboken6.delete(scene)
    assert started, "the table started animations (the recorder sees them)"
    timed = sorted({name for name, ms in started if ms > 0})
    if still:
        assert not timed, f"with reduced motion these still took time: {timed}"
    else:
        # The same hands without reduced motion: cards fly, bubbles fade, cards lift under the mouse.
        expected = {"QPropertyAnimation pos", "QPropertyAnimation opacity", "QPropertyAnimation lift"}
        assert expected <= set(timed)


def test_reduced_motion_keeps_only_the_pauses_for_reading() -> None:
    for motion in Motion:
        ms = STILL.ms(motion)
        assert (ms > 0) == motion.is_pause, motion
