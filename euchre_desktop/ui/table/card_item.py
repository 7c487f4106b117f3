"""One card on the table: a QGraphicsObject that shows a face or a back and moves only when told.

A card never decides where it goes.  The table's piles compute positions and call ``animate_to``; the
card flies there, turning over on the way if asked, and reports back.  After a resize the table calls
``retarget`` (a flight under way lands at the new place, on time) or ``snap_to`` (a card at rest).
The item's origin is the card's centre, so rotations and the flip turn about the middle of the card.
"""

from __future__ import annotations

import dataclasses
import math
from collections.abc import Sequence

from PySide6.QtCore import (
    Property,
    QAbstractAnimation,
    QEasingCurve,
    QParallelAnimationGroup,
    QPauseAnimation,
    QPointF,
    QPropertyAnimation,
    QRectF,
    QSequentialAnimationGroup,
    Qt,
    Signal,
)
from PySide6.QtGui import QPainter, QPainterPath, QPixmap, QTransform
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsSceneHoverEvent,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from ...engine import Card
from .animation import MotionTracker
from .card_art import CardLook, CardRenderer, rotation_of, transform_is_translation

__all__ = ["FLYING_Z", "CardItem", "Waypoint"]

FLYING_Z = 1000.0
"""Added to a card's target z while it flies, so moving cards pass over resting ones."""

_LIFT = 0.12
"""How far a playable card rises under the mouse, as a fraction of its height."""


@dataclasses.dataclass(frozen=True, slots=True)
class Waypoint:
    """One leg of a card's flight: where to, how turned, which face up, and how long (after ``pause`` ms)."""

    pos: QPointF
    z: float
    rotation: float
    face_up: bool
    duration: int
    pause: int = 0
    height: float | None = None


@dataclasses.dataclass(slots=True)
class _Leg:
    """The animations of one leg of a flight, kept so a resize can move where the last leg lands."""

    group: QParallelAnimationGroup
    pos: QPropertyAnimation
    rotation: QPropertyAnimation
    scale: QPropertyAnimation
    old_height: float
    new_height: float
    z: float


class CardItem(QGraphicsObject):
    """A card face up or down, ``height`` pixels tall, centred on its position.

    ``card`` may be None for a card whose face this player may not know (an opponent's hand, the kitty);
    such a card always shows its back until a card is assigned.

    Signals:
        clicked(card): the player clicked this card (only when interactive and the table is still).
        animation_finished(): the last ``animate_to`` reached its target.
        lift_changed(): the card rose or settled a little (see ``lift``), for a mark that follows it.
    """

    clicked = Signal(object)
    animation_finished = Signal()
    lift_changed = Signal()

    def __init__(self, renderer: CardRenderer, tracker: MotionTracker, card: Card | None = None, *,
                 face_up: bool = False, height: float = 120.0, parent: QGraphicsItem | None = None) -> None:
        """A card at the origin; ``renderer`` supplies pixmaps, ``tracker`` counts its animations."""
        super().__init__(parent)
        if height <= 0:
            raise ValueError(f"card height must be positive, not {height}")
        self._renderer = renderer
        self._tracker = tracker
        self._card = card
        # What the face shows: normally ``card``, but a card told who it is now while its old face is still
        # showing keeps that face until it has turned down (see ``set_card``).
        self._face_card = card
        self._face_up = face_up
        self._height = float(height)
        self._look = CardLook()
        self._playable = False
        self._interactive = False
        self._lift = 0.0
        self._flip = 0.0
        self._flip_from = face_up
        self._flip_to = face_up
        self._motion: QAbstractAnimation | None = None
        self._last_leg: _Leg | None = None
        self._lift_animation: QPropertyAnimation | None = None
        self._hover_ms = 110
        self._final = (0.0, 0.0)
        self._pressed = False
        self.setTransformOriginPoint(0.0, 0.0)

    # --- What the card shows --------------------------------------------------------------------------

    @property
    def card(self) -> Card | None:
        """The card, or None while its face is unknown to this player."""
        return self._card

    def set_card(self, card: Card | None, *, when_hidden: bool = False) -> None:
        """Assign (reveal) or forget the card's identity.

        ``when_hidden``: the card is this one from now on (``card`` says so at once), but a face showing now
        stays until the card has turned face down, so a card gathered face up turns over in flight before
        it becomes the next deal's card.
        """
        self._card = card
        if not when_hidden or not self._face_up:
            self._show_face(card)

    def _show_face(self, card: Card | None) -> None:
        if card != self._face_card:
            self._face_card = card
            self.update()

    @property
    def face_card(self) -> Card | None:
        """The card whose face is drawn when the card lies face up (None: its back)."""
        return self._face_card

    @property
    def face_up(self) -> bool:
        """True when the face shows (an unknown card still shows its back)."""
        return self._face_up

    @property
    def card_height(self) -> float:
        """The card's height in scene pixels."""
        return self._height

    @property
    def look(self) -> CardLook:
        """Markers, colours and states applied to the face."""
        return self._look

    def set_look(self, look: CardLook) -> None:
        """Change markers, four-colour, dimmed or selected."""
        if look != self._look:
            self._look = look
            self.update()

    @property
    def playable(self) -> bool:
        """True when this card may be played now: it lifts under the mouse."""
        return self._playable

    def set_playable(self, playable: bool) -> None:
        """Mark the card playable (hover lift) or not (and let it settle)."""
        self._playable = playable
        if not playable and not self._look.selected:
            self._animate_lift(0.0)

    @property
    def interactive(self) -> bool:
        """True for cards the player may click (the player's own hand)."""
        return self._interactive

    def set_interactive(self, interactive: bool) -> None:
        """Accept clicks and hovering, or not."""
        self._interactive = interactive
        self.setAcceptHoverEvents(interactive)
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton if interactive else Qt.MouseButton.NoButton)
        # Never unsetCursor(): when the card lies under a mouse that has not moved since the view appeared
        # (a keyboard player, a window opened under the pointer), Qt looks up the view's last mouse event,
        # which does not exist yet, and crashes.  The plain arrow is the table's own cursor anyway.
        self.setCursor(Qt.CursorShape.PointingHandCursor if interactive else Qt.CursorShape.ArrowCursor)
        if not interactive:
            self._animate_lift(0.0)

    def set_hover_duration(self, ms: int) -> None:
        """How long the hover lift takes (from the table's durations)."""
        self._hover_ms = max(0, ms)

    @property
    def lifted(self) -> bool:
        """True while the card is raised (hovered or selected)."""
        return self._lift > 0.0

    @property
    def lift_height(self) -> float:
        """How many pixels the card is raised now (0 at rest)."""
        return self._lift

    def set_raised(self, raised: bool) -> None:
        """Raise the card as if hovered (keyboard focus, a selected card) or let it settle."""
        self._animate_lift(self._height * _LIFT if raised else 0.0)

    # --- Geometry and painting -------------------------------------------------------------------------

    def _card_rect(self) -> QRectF:
        width, height = self._renderer.card_size(self._height)
        return QRectF(-width / 2, -height / 2 - self._lift, width, height)

    def boundingRect(self) -> QRectF:
        """The card, its shadow margin, and room to lift."""
        width, height = self._renderer.card_size(self._height)
        margin = self._renderer.margin(height)
        reach = height * _LIFT
        return QRectF(-width / 2 - margin, -height / 2 - margin - reach, width + 2 * margin,
                      height + 2 * margin + reach)

    def shape(self) -> QPainterPath:
        """The card itself (not its shadow), where it is drawn now: what a click must hit."""
        path = QPainterPath()
        path.addRect(self._card_rect())
        return path

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        """Draw the cached pixmap, pixel-aligned whenever the card is not being squeezed or scaled.

        A card that is only moved, or turned while at rest, is copied from a cached pixmap at a whole-pixel
        position (crisp, and cheap); a card in flight, turning or flipping, is resampled smoothly.
        """
        dpr = painter.device().devicePixelRatioF() if painter.device() is not None else 1.0
        showing = self._face_card if self._face_up else None
        transform = painter.worldTransform()
        width, height = self._renderer.card_size(self._height)
        margin = self._renderer.margin(height)
        if transform_is_translation(transform):
            pixmap = self._renderer.pixmap(showing, self._height, dpr, self._look)
            x = transform.dx() - width / 2 - margin
            y = transform.dy() - height / 2 - margin - self._lift
            self._blit(painter, QPointF(x, y), pixmap)
            return
        angle = rotation_of(transform)
        if angle is not None and (self._motion is None or abs(angle / 90.0 - round(angle / 90.0)) < 1e-6):
            pixmap, offset = self._renderer.turned(showing, self._height, dpr, self._look, angle)
            centre = transform.map(QPointF(0.0, -self._lift))
            self._blit(painter, centre + offset, pixmap)
            return
        pixmap = self._renderer.pixmap(showing, self._height, dpr, self._look)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, True)
        painter.drawPixmap(QPointF(-width / 2 - margin, -height / 2 - margin - self._lift), pixmap)

    @staticmethod
    def _blit(painter: QPainter, corner: QPointF, pixmap: QPixmap) -> None:
        """Copy ``pixmap`` with its top-left at ``corner`` (device coordinates) on the pixel grid."""
        painter.save()
        painter.setWorldTransform(QTransform())
        painter.drawPixmap(QPointF(round(corner.x()), round(corner.y())), pixmap)
        painter.restore()

    # --- Animated properties ---------------------------------------------------------------------------

    def _get_flip(self) -> float:
        return self._flip

    def _set_flip(self, value: float) -> None:
        self._flip = value
        showing = self._flip_from if value < 0.5 else self._flip_to
        if showing != self._face_up:
            self._face_up = showing
            self.update()
        if not self._face_up:
            # Face down now: the face a pending ``set_card(..., when_hidden=True)`` asked for is safe to take.
            self._show_face(self._card)
        if self._flip_from == self._flip_to:
            self.setTransform(QTransform())
        else:
            # Squeezing the width through zero and back reads as the card turning over.
            self.setTransform(QTransform.fromScale(max(0.02, abs(math.cos(math.pi * value))), 1.0))

    flip = Property(float, _get_flip, _set_flip)
    """Turning over: 0 shows the starting side, 1 the final side, squeezed to nothing at 0.5."""

    def _get_lift(self) -> float:
        return self._lift

    def _set_lift(self, value: float) -> None:
        # The bounding rectangle already has room for the lift, so only the drawing changes.
        if value != self._lift:
            self._lift = value
            self.update()
            self.lift_changed.emit()

    lift = Property(float, _get_lift, _set_lift)
    """Pixels the face is raised above its resting place (hover, selection)."""

    def _animate_lift(self, target: float) -> None:
        if self._lift_animation is not None:
            self._lift_animation.stop()
        if self._hover_ms == 0 or self.scene() is None:
            self._set_lift(target)
            return
        if target == self._lift:
            return
        if self._lift_animation is None:
            # One animation per card, reused: hovering is frequent and never counted as table motion.
            self._lift_animation = QPropertyAnimation(self, b"lift", self)
            self._lift_animation.setEasingCurve(QEasingCurve.Type.OutCubic)
        self._lift_animation.setDuration(self._hover_ms)
        self._lift_animation.setEndValue(target)
        self._lift_animation.start()

    # --- Moving ----------------------------------------------------------------------------------------

    @property
    def is_animating(self) -> bool:
        """True while an ``animate_to`` is under way."""
        return self._motion is not None

    def stop(self) -> None:
        """Stop moving where the card is now (its target z restored, the flip completed)."""
        motion = self._motion
        if motion is not None:
            self._motion = None
            self._last_leg = None
            motion.stop()
            self._land(arrived=False)

    def snap_to(
        self, pos: QPointF, z: float, rotation: float, face_up: bool, height: float | None = None
    ) -> None:
        """Put the card at its place at once, stopping any animation (used after a resize)."""
        self.stop()
        if height is not None:
            self._set_height(height)
        self.setScale(1.0)
        self.setPos(pos)
        self.setRotation(rotation)
        self._flip_from = self._flip_to = face_up
        self._set_flip(1.0)
        self._show_face(self._card)
        self._final = (rotation, z)
        self.setZValue(z)

    def animate_to(self, pos: QPointF, z: float, rotation: float, face_up: bool, duration: int, *,
                   delay: int = 0, height: float | None = None) -> None:
        """Fly to ``pos`` turned to ``rotation`` degrees, face up or down, in ``duration`` ms after ``delay``.

        ``height`` resizes the card on the way (the pixmap is drawn at the new size and scaled meanwhile).
        Emits ``animation_finished`` on arrival; a new call replaces a flight under way (which then never
        reports).  The table's tracker counts the flight, delay included.
        """
        self.animate_path([Waypoint(pos, z, rotation, face_up, duration, delay, height)])

    def animate_path(self, waypoints: Sequence[Waypoint]) -> None:
        """Fly through ``waypoints`` one after another (see ``animate_to``), as one counted flight."""
        if not waypoints:
            raise ValueError("a flight needs at least one waypoint")
        for point in waypoints:
            if point.duration < 0 or point.pause < 0:
                raise ValueError(
                    f"durations and pauses must not be negative (got {point.duration}, {point.pause})"
                )
            if point.height is not None and point.height <= 0:
                raise ValueError(f"card height must be positive, not {point.height}")
        self.stop()
        sequence = QSequentialAnimationGroup()
        rotation = self.rotation()
        height = self._height
        face_up = self._face_up
        leg: _Leg | None = None
        for point in waypoints:
            if point.pause > 0:
                sequence.addAnimation(QPauseAnimation(point.pause))
            # Turn the short way round: the end angle is taken within 180 degrees of the start.
            rotation += (point.rotation - rotation + 180.0) % 360.0 - 180.0
            new_height = height if point.height is None else float(point.height)
            leg = self._leg(point, rotation, height, new_height, face_up)
            sequence.addAnimation(leg.group)
            height, face_up = new_height, point.face_up
        last = waypoints[-1]
        self._final = (last.rotation, last.z)
        self._last_leg = leg
        sequence.setParent(self)
        sequence.finished.connect(lambda: self._arrived(sequence))
        self._motion = sequence
        self._tracker.start(sequence)

    def retarget(self, pos: QPointF, z: float, rotation: float, height: float | None = None) -> None:
        """The table changed size under a flight: land at ``pos`` (turned, stacked and sized as given).

        A flight under way keeps its timing (it still lands when the table expects it) and bends towards
        the new place from where it is; a card at rest just moves there.
        """
        leg = self._last_leg
        if self._motion is None or leg is None:
            self.snap_to(pos, z, rotation, self._face_up, height)
            return
        if height is not None and height <= 0:
            raise ValueError(f"card height must be positive, not {height}")
        end = float(leg.rotation.endValue())
        leg.rotation.setEndValue(end + (rotation - end + 180.0) % 360.0 - 180.0)
        leg.pos.setEndValue(pos)
        leg.z = z
        self._final = (rotation, z)
        if height is not None and height != leg.new_height:
            leg.new_height = float(height)
            leg.scale.setStartValue(leg.old_height / leg.new_height)
            if leg.group.state() == QAbstractAnimation.State.Running:
                self._set_height(leg.new_height)

    def _leg(self, point: Waypoint, rotation: float, old_height: float, new_height: float,
             was_face_up: bool) -> _Leg:
        """One leg of a flight; its start hook resizes, lifts the card above the rest and arms the flip."""
        group = QParallelAnimationGroup()
        animations = []
        for name, start, end in ((b"pos", None, point.pos), (b"rotation", None, rotation),
                                 (b"scale", old_height / new_height, 1.0)):
            animation = QPropertyAnimation(self, name)
            animation.setDuration(point.duration)
            if start is not None:
                animation.setStartValue(start)
            animation.setEndValue(end)
            animation.setEasingCurve(QEasingCurve.Type.InOutCubic)
            group.addAnimation(animation)
            animations.append(animation)
        if point.face_up != was_face_up:
            turn = QPropertyAnimation(self, b"flip")
            turn.setDuration(point.duration)
            turn.setStartValue(0.0)
            turn.setEndValue(1.0)
            group.addAnimation(turn)
        pos, turned, scale = animations
        leg = _Leg(group, pos, turned, scale, old_height=old_height, new_height=new_height, z=point.z)

        def take_off(new_state: QAbstractAnimation.State, _old: QAbstractAnimation.State) -> None:
            if new_state == QAbstractAnimation.State.Running:
                # Read from the leg, not the waypoint: a resize may have moved the landing before take-off.
                self._set_height(leg.new_height)
                self._flip_from, self._flip_to = was_face_up, point.face_up
                self._set_flip(0.0)
                self.setZValue(FLYING_Z + leg.z)

        group.stateChanged.connect(take_off)
        return leg

    def _arrived(self, motion: QAbstractAnimation) -> None:
        if motion is not self._motion:
            return
        self._motion = None
        self._last_leg = None
        self._land(arrived=True)
        self.animation_finished.emit()

    def _land(self, *, arrived: bool) -> None:
        """Settle: full size, flat, at the final stacking order; on arrival, at the exact final angle."""
        self.setScale(1.0)
        self._flip_from = self._flip_to
        self._set_flip(1.0)
        self._show_face(self._card)
        rotation, z = self._final
        if arrived:
            # The flight may have ended at an equivalent angle (say 450 for 90); store the one asked for.
            self.setRotation(rotation)
        self.setZValue(z)

    def _set_height(self, height: float) -> None:
        if height <= 0:
            raise ValueError(f"card height must be positive, not {height}")
        if height != self._height:
            self.prepareGeometryChange()
            self._height = float(height)
            if self._lift > 0.0:
                self._set_lift(height * _LIFT)

    # --- Input -----------------------------------------------------------------------------------------

    def _input_allowed(self) -> bool:
        return self._interactive and not self._tracker.busy

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        """Start a click (ignored while anything on the table moves)."""
        if event.button() != Qt.MouseButton.LeftButton or not self._input_allowed():
            self._pressed = False
            event.ignore()
            return
        self._pressed = True
        event.accept()

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        """Finish a click on the card: emit ``clicked``."""
        pressed, self._pressed = self._pressed, False
        if pressed and self._input_allowed() and self.shape().contains(event.pos()):
            self.clicked.emit(self._card)
        event.accept()

    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        """Lift a playable card under the mouse."""
        if self._playable and self._input_allowed():
            self._animate_lift(self._height * _LIFT)
        super().hoverEnterEvent(event)

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        """Let the card settle unless it is selected."""
        if not self._look.selected:
            self._animate_lift(0.0)
        super().hoverLeaveEvent(event)
