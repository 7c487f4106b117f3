"""The table's moments on the cloth: the two bowers by the trump badge, and the fireworks of a march.

``effects`` says where the bowers rest and draws the fireworks; ``Moments`` keeps the bower cards and the
shows running on one scene, starts them on the table's ``MotionTracker`` (so the game waits for them) and
makes them follow the table when it changes size.  The plates' bow, shake and glow are the ``Panels``'.
"""

from __future__ import annotations

from collections.abc import Sequence

import shiboken6
from PySide6.QtCore import QAbstractAnimation, QPropertyAnimation
from PySide6.QtWidgets import QGraphicsScene

from ...engine import Suit, left_bower, right_bower
from .animation import MotionTracker
from .card_art import CardLook, CardRenderer
from .card_item import CardItem
from .effects import Fireworks, bower_places, bower_starts, firework_anchors
from .layout import TableLayout

__all__ = ["Moments"]


class Moments:
    """The bowers and the fireworks of one ``scene``, drawn by ``renderer`` and timed through ``tracker``."""

    def __init__(self, scene: QGraphicsScene, renderer: CardRenderer, tracker: MotionTracker) -> None:
        """No bowers out, no show running."""
        self._scene = scene
        self._renderer = renderer
        self._tracker = tracker
        # The right and left bower resting by the trump badge once trump is named (made on first use).
        self._bowers: list[CardItem] = []
        self._fireworks: list[tuple[Fireworks, list[int]]] = []

    def bowers(self) -> list[CardItem]:
        """The right and the left bower on the cloth (empty until trump is named)."""
        return [token for token in self._bowers if token.isVisible()]

    def shows(self) -> list[Fireworks]:
        """The fireworks shows running (each removes itself when it is over)."""
        return [show for show, _seats in self._fireworks]

    def bowers_step_out(self, trump: Suit, layout: TableLayout, duration: int, *, four_colour: bool) -> None:
        """The right and left bower of ``trump`` step out from under the badge and settle below it."""
        while len(self._bowers) < 2:
            token = CardItem(self._renderer, self._tracker, height=layout.trick_card_height)
            token.set_interactive(False)
            self._scene.addItem(token)
            self._bowers.append(token)
        cards = (right_bower(trump), left_bower(trump))
        places = zip(self._bowers, cards, bower_starts(layout), bower_places(layout), strict=True)
        for index, (token, card, start, place) in enumerate(places):
            token.set_card(card)
            token.setVisible(True)
            if duration == 0:
                token.snap_to(place.pos, place.z, place.rotation, True, place.height)
                continue
            token.snap_to(start.pos, start.z, start.rotation, True, start.height)
            # The right bower first, the left a moment later: they step out one after the other.
            token.animate_to(place.pos, place.z, place.rotation, True, duration, delay=index * duration // 4,
                             height=place.height)
        self.dress_bowers(trump, four_colour=four_colour)

    def dress_bowers(self, trump: Suit | None, *, four_colour: bool) -> None:
        """Mark the bowers of ``trump`` (nothing to do before trump is named) in the suits' colours."""
        if trump is None:
            return
        for token in self._bowers:
            token.set_look(CardLook.on_table(token.card, trump, four_colour=four_colour))

    def hide_bowers(self) -> None:
        """Take the bowers off the cloth (a new hand)."""
        for token in self._bowers:
            token.stop()
            token.setVisible(False)

    def fireworks(self, seats: Sequence[int], layout: TableLayout, duration: int) -> None:
        """Fireworks over ``seats`` for ``duration`` ms; the show removes itself when it is over."""
        show = Fireworks(firework_anchors(layout, seats), layout.unit)
        self._scene.addItem(show)
        entry = (show, list(seats))
        self._fireworks.append(entry)
        animation = QPropertyAnimation(show, b"progress")
        animation.setDuration(duration)
        animation.setStartValue(0.0)
        animation.setEndValue(1.0)

        def over(new_state: QAbstractAnimation.State, _old: QAbstractAnimation.State) -> None:
            if new_state != QAbstractAnimation.State.Stopped:
                return
            self._fireworks.remove(entry)
            # A table cleared while the show ran has already deleted it.
            if shiboken6.isValid(show):
                self._scene.removeItem(show)
                show.deleteLater()

        animation.stateChanged.connect(over)
        self._tracker.start(animation)

    def follow(self, layout: TableLayout) -> None:
        """The table changed size: the bowers and the shows move with their places."""
        for token, place in zip(self._bowers, bower_places(layout), strict=False):
            if token.isVisible():
                token.retarget(place.pos, place.z, place.rotation, place.height)
        for show, seats in self._fireworks:
            show.set_anchors(firework_anchors(layout, seats), layout.unit)
