"""The table's moments: fireworks for a march, and the glows of a march and a euchre.

Seed 002's "company in Euchre": when trump is named the two bowers step onto the cloth; when a player goes
alone the partner bows out; a march sets off fireworks over the winners; when the makers are euchred their
banners shake.  The bowers are ordinary card items resting in a tray of their own (``bowers``); the bow and
the shake belong to the seat plates (``SeatPlate.withdrawal`` and ``shake``); the fireworks are drawn here,
by ``Fireworks``, a short-lived item the table removes once its show is over.

Every moment is timed by ``animation.Durations`` and started through the table's ``MotionTracker``, so the
game waits for it like any other motion.  With reduced motion none of them moves: the bowers are simply
there, the partner's plate is simply dimmed, and a march or a euchre is marked by a steady glow
(``MARCH_GLOW``, ``EUCHRE_GLOW``) on the seats' plates instead of sparks and shaking.
"""

from __future__ import annotations

import dataclasses
import math
import random
from collections.abc import Sequence

from PySide6.QtCore import Property, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen, QRadialGradient
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from .layout import TableLayout

__all__ = [
    "BADGE_Z",
    "EUCHRE_GLOW",
    "MARCH_GLOW",
    "Burst",
    "Fireworks",
    "firework_anchors",
]

MARCH_GLOW = QColor("#ffd24a")
"""The glow round the plates of a side that marched."""
EUCHRE_GLOW = QColor("#e5483a")
"""The glow round the plates of makers who were euchred."""

BADGE_Z = 2100.0
"""The trump badge lies above everything that moves on the table."""

_SPARK_COLOURS = ("#ffd86b", "#ff8a5c", "#fff3d2", "#74e0cf", "#ff7eb6", "#9cc9ff")
_SPARKS = 44
_BURST_LIFE = 0.62
"""How long one rocket lasts (its climb and its burst), as a fraction of the whole show."""
_CLIMB = 0.26
"""The part of a rocket's life spent climbing, before it bursts."""
_REACH = 1.15
"""How far the sparks of a burst fly, in table units."""
_RISE = 1.7
"""How far below its burst a rocket is launched, in table units."""


def firework_anchors(layout: TableLayout, seats: Sequence[int]) -> list[tuple[QPointF, QPointF]]:
    """For each rocket over ``seats``: where it is launched and where it bursts, in scene coordinates.

    The bursts hang over each seat on the table side of its cards (three for each of two partners, four
    over a seat on its own); every rocket climbs straight up the screen to its burst, as rockets do.
    """
    unit = layout.unit
    offsets = (-1.5, 0.0, 1.5) if len(seats) > 1 else (-2.0, -0.7, 0.7, 2.0)
    anchors = []
    for seat in seats:
        position = layout.position(seat)
        hand = layout.hand_anchor(seat)
        inward, along = position.inward, position.along
        distance = layout.card_height(seat) / 2 + 1.15 * unit
        for index, offset in enumerate(offsets):
            # The middle rocket bursts a little further in, so the three don't read as a row.
            depth = distance + (0.35 * unit if index % 2 else 0.0)
            peak = hand + QPointF(inward.x() * depth + along.x() * offset * unit,
                                  inward.y() * depth + along.y() * offset * unit)
            anchors.append((peak + QPointF(0.0, _RISE * unit), peak))
    return anchors


@dataclasses.dataclass(frozen=True, slots=True)
class Burst:
    """One rocket: when it goes up (a fraction of the show), its colour, and its sparks' directions.

    ``sparks`` holds (angle in radians, speed from 0 to 1) per spark; where it flies comes from the table's
    anchors, so a resize moves the bursts with the seats.
    """

    start: float
    colour: QColor
    sparks: tuple[tuple[float, float], ...]


class Fireworks(QGraphicsObject):
    """Rockets climbing and bursting over the winners of a march, drawn as ``progress`` runs from 0 to 1.

    Built from the rockets' anchors (``firework_anchors``) and the table unit; the rockets' timing, colours
    and sparks come from ``seed``, so a show is the same every time it is replayed.  It ignores the mouse:
    the table underneath stays as it was.
    """

    def __init__(self, anchors: Sequence[tuple[QPointF, QPointF]], unit: float, *, seed: int = 2026,
                 parent: QGraphicsItem | None = None) -> None:
        """A show of one rocket per anchor, not yet started (``progress`` 0)."""
        super().__init__(parent)
        if not anchors:
            raise ValueError("fireworks need at least one rocket")
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setZValue(2500.0)
        dice = random.Random(seed)
        count = len(anchors)
        bursts = []
        for index in range(count):
            start = (1.0 - _BURST_LIFE) * index / max(1, count - 1)
            start = min(1.0 - _BURST_LIFE, max(0.0, start + dice.uniform(-0.04, 0.04)))
            colour = QColor(_SPARK_COLOURS[(index * 2 + dice.randrange(2)) % len(_SPARK_COLOURS)])
            sparks = tuple(
                (2 * math.pi * (spark + dice.uniform(-0.4, 0.4)) / _SPARKS, dice.uniform(0.3, 1.0))
                for spark in range(_SPARKS)
            )
            bursts.append(Burst(start, colour, sparks))
        # Launched in a shuffled order, so the rockets don't go up left to right like a typewriter.
        dice.shuffle(bursts)
        self._bursts = tuple(bursts)
        self._anchors: tuple[tuple[QPointF, QPointF], ...] = ()
        self._unit = 1.0
        self._bounds = QRectF()
        self._progress = 0.0
        self.set_anchors(anchors, unit)

    @property
    def bursts(self) -> tuple[Burst, ...]:
        """The rockets, one per anchor."""
        return self._bursts

    def set_anchors(self, anchors: Sequence[tuple[QPointF, QPointF]], unit: float) -> None:
        """Move the rockets to new anchors (the table was resized); there must be one per rocket."""
        if len(anchors) != len(self._bursts):
            raise ValueError(f"{len(anchors)} anchors for {len(self._bursts)} rockets")
        if unit <= 0:
            raise ValueError(f"the table unit must be positive, not {unit}")
        self.prepareGeometryChange()
        self._anchors = tuple((QPointF(launch), QPointF(peak)) for launch, peak in anchors)
        self._unit = unit
        reach = _REACH * unit * 1.25
        bounds = QRectF()
        for launch, peak in self._anchors:
            # The sparks fall as they fade: half a reach more room below than above.
            bounds = bounds.united(QRectF(peak.x() - reach, peak.y() - reach, 2 * reach, 2.5 * reach))
            climb = launch.y() - peak.y()
            bounds = bounds.united(QRectF(launch.x() - unit * 0.1, peak.y(), unit * 0.2, climb))
        self._bounds = bounds
        self.update()

    def _get_progress(self) -> float:
        return self._progress

    def _set_progress(self, value: float) -> None:
        self._progress = min(1.0, max(0.0, value))
        self.update()

    progress = Property(float, _get_progress, _set_progress)
    """How far the show has run: 0 before the first rocket, 1 when the last spark has gone out."""

    def live_sparks(self) -> int:
        """How many sparks (and climbing rockets) are drawn at this moment of the show."""
        total = 0
        for burst in self._bursts:
            age = self._age(burst)
            if age is None:
                continue
            total += 1 if age < _CLIMB else len(burst.sparks)
        return total

    def _age(self, burst: Burst) -> float | None:
        """Where ``burst`` is in its life (0 to 1), or None before its launch and after its last spark."""
        age = (self._progress - burst.start) / _BURST_LIFE
        return age if 0.0 <= age < 1.0 else None

    def boundingRect(self) -> QRectF:
        """Every rocket's climb and the furthest its sparks can fall."""
        return self._bounds

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        """Draw the rockets climbing and the bursts spreading, falling and fading."""
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        for burst, (launch, peak) in zip(self._bursts, self._anchors, strict=True):
            age = self._age(burst)
            if age is None:
                continue
            if age < _CLIMB:
                self._paint_climb(painter, burst, launch, peak, age / _CLIMB)
            else:
                self._paint_burst(painter, burst, peak, (age - _CLIMB) / (1.0 - _CLIMB))

    def _paint_climb(self, painter: QPainter, burst: Burst, launch: QPointF, peak: QPointF, t: float) -> None:
        """A rocket on its way up: a bright head slowing as it rises, and a short fading tail."""
        unit = self._unit
        painter.setPen(Qt.PenStyle.NoPen)
        for step in range(6):
            lag = max(0.0, t - step * 0.05)
            rise = 1.0 - (1.0 - lag) ** 2
            point = launch + (peak - launch) * rise
            colour = QColor("#fff3d2") if step == 0 else QColor(burst.colour)
            colour.setAlphaF(max(0.0, 0.95 - step * 0.17))
            painter.setBrush(colour)
            radius = unit * (0.035 - step * 0.004)
            painter.drawEllipse(point, radius, radius)

    def _paint_burst(self, painter: QPainter, burst: Burst, peak: QPointF, t: float) -> None:
        """The sparks flying out, slowing, falling, twinkling and fading; a flash of light at the start."""
        unit = self._unit
        reach = _REACH * unit
        fade = (1.0 - t) ** 1.2
        # The burst lights up the cloth beneath it (light is added, as a flash in a dim room adds it): bright
        # at first, then a glow spreading with the sparks and dying with them.
        spread = reach * (0.6 + 0.6 * t)
        light = QRadialGradient(QPointF(peak.x(), peak.y() + reach * 0.2 * t * t), spread)
        glow = QColor(burst.colour)
        glow.setAlphaF(min(1.0, 0.22 * fade + (0.6 * (1.0 - t / 0.2) if t < 0.2 else 0.0)))
        light.setColorAt(0.0, glow)
        glow.setAlphaF(0.0)
        light.setColorAt(1.0, glow)
        painter.save()
        painter.setCompositionMode(QPainter.CompositionMode.CompositionMode_Plus)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(light)
        painter.drawEllipse(light.center(), spread, spread)
        painter.restore()
        radius = unit * 0.04 * (1.0 - 0.45 * t)
        colour = QColor(burst.colour)
        white = QColor("#fff3d2")
        for index, (angle, speed) in enumerate(burst.sparks):
            head = self._spark(peak, angle, speed, reach, t)
            tail = self._spark(peak, angle, speed, reach, max(0.0, t - 0.12))
            ink = white if index % 4 == 0 else colour
            # Late in the burst the sparks twinkle, each on its own beat.
            twinkle = 1.0 if t < 0.55 else 0.55 + 0.45 * math.sin(index * 2.1 + t * 40.0)
            trail = QColor(ink)
            trail.setAlphaF(0.5 * fade)
            painter.setPen(QPen(trail, radius * 1.1, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
            painter.drawLine(tail, head)
            painter.setPen(Qt.PenStyle.NoPen)
            spark = QColor(ink)
            spark.setAlphaF(fade * twinkle)
            painter.setBrush(spark)
            painter.drawEllipse(head, radius, radius)

    @staticmethod
    def _spark(peak: QPointF, angle: float, speed: float, reach: float, t: float) -> QPointF:
        """Where a spark is at ``t``: thrown out fast, slowing, and falling more and more."""
        out = reach * speed * (1.0 - (1.0 - t) ** 3)
        fall = reach * 0.45 * t * t
        return QPointF(peak.x() + math.cos(angle) * out, peak.y() + math.sin(angle) * out + fall)
