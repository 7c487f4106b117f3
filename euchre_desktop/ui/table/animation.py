"""How long everything on the table takes, and knowing when the table has stopped moving.

All durations live here, in ``Motion``, as base values in milliseconds.  ``Durations`` scales them by the
player's speed setting and, with reduced motion, drops the time of everything that moves or fades to zero
(cards jump, bubbles and badges appear, a card under the mouse rises at once, no fireworks or shaking) while
keeping the pauses that give a player time to read (the finished trick, a bid).

``MotionTracker`` counts the animations running on the table.  When the count falls to zero it emits
``animations_done`` once, on the next turn of the event loop, so whoever started the batch has returned
before it hears the table is still; that signal paces the game.
"""

from __future__ import annotations

import dataclasses
import enum
from typing import ClassVar

import shiboken6
from PySide6.QtCore import QAbstractAnimation, QObject, QTimer, Signal

__all__ = ["SPEEDS", "Durations", "Motion", "MotionTracker"]


class Motion(enum.Enum):
    """Everything on the table that takes time; ``base_ms`` is its duration at speed 1."""

    DEAL = "deal"
    """One packet flying from the deck to a seat."""
    DEAL_GAP = "deal_gap"
    """Between the starts of two packets."""
    TURN_UPCARD = "turn_upcard"
    """The upcard turning face up on the kitty."""
    SORT = "sort"
    """The hand sliding into its sorted order."""
    PLAY = "play"
    """A card flying from a hand to the trick."""
    TRICK_PAUSE = "trick_pause"
    """The finished trick resting on the cloth, to be read, before it is gathered."""
    COLLECT = "collect"
    """The trick gathered to the winners' pile."""
    PICKUP = "pickup"
    """The dealer taking the upcard into the hand."""
    BURY = "bury"
    """A discard going face down, put away beside its player's plate (the dealer's under the kitty)."""
    SIT_OUT = "sit_out"
    """A loner's partner laying the hand face down."""
    BID = "bid"
    """A bid shown in its bubble before the next player speaks."""
    FADE = "fade"
    """Markers, badges and bubbles fading in or out."""
    GATHER = "gather"
    """All cards returning to the deck before a deal."""
    BOWERS = "bowers"
    """The two bowers stepping out from the trump badge onto the cloth."""
    FIREWORKS = "fireworks"
    """Fireworks over the winners of a march."""
    SHAKE = "shake"
    """The euchred makers' seat plates shaking."""
    HOVER = "hover"
    """A playable card lifting under the mouse (not counted as table motion; at once with reduced motion)."""

    @property
    def base_ms(self) -> int:
        """The duration in milliseconds at speed 1."""
        return _BASE_MS[self]

    @property
    def is_pause(self) -> bool:
        """True for waits that let the player read; reduced motion keeps them."""
        return self in (Motion.TRICK_PAUSE, Motion.BID, Motion.DEAL_GAP)


# Kept apart from the members' values: equal durations would otherwise make two members one alias.
_BASE_MS = {
    Motion.DEAL: 230,
    Motion.DEAL_GAP: 110,
    Motion.TURN_UPCARD: 260,
    Motion.SORT: 280,
    Motion.PLAY: 300,
    Motion.TRICK_PAUSE: 900,
    Motion.COLLECT: 380,
    Motion.PICKUP: 380,
    Motion.BURY: 320,
    Motion.SIT_OUT: 420,
    Motion.BID: 600,
    Motion.FADE: 200,
    Motion.GATHER: 350,
    Motion.BOWERS: 460,
    Motion.FIREWORKS: 1700,
    Motion.SHAKE: 650,
    Motion.HOVER: 110,
}

SPEEDS = {"slow": 0.6, "normal": 1.0, "fast": 1.8, "instant": 3.0}
"""The ``Durations.speed`` of each choice of the Speed setting (Instant also drops the cards' travel)."""


@dataclasses.dataclass(frozen=True, slots=True)
class Durations:
    """The table's durations for a speed setting.

    ``speed`` multiplies the pace: 2.0 is twice as fast (half the time), 0.5 half as fast.  With
    ``reduced_motion`` nothing moves: cards jump instead of flying, and a hovered card rises at once; pauses
    for reading stay, scaled by speed.  ``instant``
    makes everything take no time, pauses included: for redrawing the table from nothing (after an Undo or
    a resume), when there is nothing new for the player to read.
    """

    speed: float = 1.0
    reduced_motion: bool = False
    instant: bool = False

    MIN_SPEED: ClassVar[float] = 0.25
    MAX_SPEED: ClassVar[float] = 50.0

    def __post_init__(self) -> None:
        if not self.MIN_SPEED <= self.speed <= self.MAX_SPEED:
            raise ValueError(f"animation speed must be between {self.MIN_SPEED} and {self.MAX_SPEED}, "
                             f"not {self.speed}")

    def ms(self, motion: Motion) -> int:
        """The duration of ``motion`` in whole milliseconds."""
        if self.instant:
            return 0
        if self.reduced_motion and not motion.is_pause:
            return 0
        return round(motion.base_ms / self.speed)

    def trick_pause(self, cards: int) -> int:
        """How long a finished trick of ``cards`` cards rests on the cloth before it is gathered: the pause
        of a four-card trick (a loner's three too), longer for the six of a six-seat trick."""
        return self.ms(Motion.TRICK_PAUSE) * max(cards, 4) // 4


class MotionTracker(QObject):
    """Counts running animations and says when the last one has finished.

    Signals:
        animations_done(): the count fell to zero; emitted once per quiet spell, on the next event-loop turn.
    """

    animations_done = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        """A tracker with nothing running."""
        super().__init__(parent)
        self._running = 0
        self._emit_pending = False

    @property
    def busy(self) -> bool:
        """True while any tracked animation (or open ``hold``) is running."""
        return self._running > 0

    @property
    def running(self) -> int:
        """How many tracked animations and holds are open."""
        return self._running

    def hold(self) -> None:
        """Count one piece of work that is not an animation; pair with ``release``."""
        self._running += 1

    def release(self) -> None:
        """Finish one ``hold``; emits ``animations_done`` (deferred) when nothing is left running."""
        if self._running == 0:
            raise RuntimeError("MotionTracker.release() without a matching hold()")
        self._running -= 1
        if self._running == 0 and not self._emit_pending:
            self._emit_pending = True
            QTimer.singleShot(0, self, self._emit_if_idle)

    def start(self, animation: QAbstractAnimation) -> None:
        """Start ``animation`` and count it until it stops, whether it finishes or is stopped early.

        The animation is deleted (later, safely) once it stops; one without a parent is given the tracker.
        """
        if animation.parent() is None:
            animation.setParent(self)
        self.hold()

        def stopped(new_state: QAbstractAnimation.State, _old_state: QAbstractAnimation.State) -> None:
            if new_state == QAbstractAnimation.State.Stopped:
                animation.stateChanged.disconnect(stopped)
                # A table torn down mid-animation deletes the tracker first: nobody is left to tell.
                if shiboken6.isValid(self):
                    self.release()

        animation.stateChanged.connect(stopped)
        animation.start(QAbstractAnimation.DeletionPolicy.DeleteWhenStopped)

    def _emit_if_idle(self) -> None:
        self._emit_pending = False
        if self._running == 0:
            self.animations_done.emit()
