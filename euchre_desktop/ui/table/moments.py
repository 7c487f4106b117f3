"""The table's moments on the cloth: the two bowers in their tray, the fireworks of a march, and the banner
at the end of a match.

``bowers`` says where the bowers rest and draws their tray, ``effects`` draws the fireworks; ``Moments``
keeps the bower cards, their tray and the shows running on one scene, starts them on the table's
``MotionTracker`` (so the game waits for them) and makes them follow the table when it changes size.
The plates' bow, shake and glow are the ``Panels``'.
"""

from __future__ import annotations

from collections.abc import Sequence

import shiboken6
from PySide6.QtCore import QAbstractAnimation, QEasingCurve, QPropertyAnimation
from PySide6.QtWidgets import QGraphicsScene

from ...engine import Suit, left_bower, right_bower
from .animation import MotionTracker
from .banner import MatchBanner, banner_rect
from .bowers import BowerTray, bower_places, bower_tray
from .card_art import CardLook, CardRenderer
from .card_item import CardItem
from .effects import Fireworks, firework_anchors
from .layout import TableLayout

__all__ = ["Moments"]


class Moments:
    """The bowers and the fireworks of one ``scene``, drawn by ``renderer`` and timed through ``tracker``."""

    def __init__(self, scene: QGraphicsScene, renderer: CardRenderer, tracker: MotionTracker) -> None:
        """No bowers out, no show running."""
        self._scene = scene
        self._renderer = renderer
        self._tracker = tracker
        # The right and left bower resting in their tray once trump is named (made on first use).
        self._bowers: list[CardItem] = []
        self.tray = BowerTray()
        """The labelled tray the bowers rest in (hidden until trump is named)."""
        scene.addItem(self.tray)
        self.banner = MatchBanner()
        """The match's result, once it is over (hidden until then)."""
        scene.addItem(self.banner)
        self._fireworks: list[tuple[Fireworks, list[int]]] = []

    def bowers(self) -> list[CardItem]:
        """The right and the left bower on the cloth (empty until trump is named)."""
        return [token for token in self._bowers if token.isVisible()]

    def shows(self) -> list[Fireworks]:
        """The fireworks shows running (each removes itself when it is over)."""
        return [show for show, _seats in self._fireworks]

    def bowers_step_out(self, trump: Suit, layout: TableLayout, duration: int, style: CardLook) -> None:
        """The bowers' tray appears under the badge and the right and left bower of ``trump`` turn over in it.

        They never move across the table, so nobody takes them for cards being played.
        """
        while len(self._bowers) < 2:
            token = CardItem(self._renderer, self._tracker, height=layout.trick_card_height)
            token.set_interactive(False)
            self._scene.addItem(token)
            self._bowers.append(token)
        self.tray.set_geometry(bower_tray(layout))
        self.tray.setVisible(True)
        self.tray.setOpacity(1.0)
        cards = (right_bower(trump), left_bower(trump))
        places = bower_places(layout)
        for index, (token, card, place) in enumerate(zip(self._bowers, cards, places, strict=True)):
            token.set_card(card)
            token.setVisible(True)
            if duration == 0:
                token.snap_to(place.pos, place.z, place.rotation, True, place.height)
                continue
            token.snap_to(place.pos, place.z, place.rotation, False, place.height)
            # The right bower first, the left a moment later: they turn over one after the other, in place.
            token.animate_to(place.pos, place.z, place.rotation, True, duration * 3 // 4,
                             delay=index * duration // 4)
        if duration > 0:
            self.tray.setOpacity(0.0)
            appear = QPropertyAnimation(self.tray, b"opacity")
            appear.setDuration(duration // 3)
            appear.setEndValue(1.0)
            appear.setEasingCurve(QEasingCurve.Type.OutCubic)
            self._tracker.start(appear)
        self.dress_bowers(trump, style)

    def dress_bowers(self, trump: Suit | None, style: CardLook) -> None:
        """Mark the bowers of ``trump`` (nothing to do before trump is named), in the table's ``style``."""
        if trump is None:
            return
        for token in self._bowers:
            token.set_look(CardLook.on_table(token.card, trump, style))

    def end_match(self, title: str, line: str, seats: Sequence[int] | None, layout: TableLayout,
                  duration: int) -> None:
        """The match is over: the banner says ``title`` and ``line``; a win (the player's ``seats``, None
        for a loss) has a festive banner and fireworks over those seats for ``duration`` ms."""
        self.banner.set_geometry(banner_rect(layout))
        self.banner.show_result(title, line, won=seats is not None)
        if seats is not None and duration > 0:
            self.fireworks(seats, layout, duration)

    def hide_bowers(self) -> None:
        """Take the bowers and their tray, and the banner of a match just over, off the cloth (a new hand)."""
        self.banner.setVisible(False)
        self.tray.setVisible(False)
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
        """The table changed size: the bowers, their tray and the shows move with their places."""
        self.tray.set_geometry(bower_tray(layout))
        self.banner.set_geometry(banner_rect(layout))
        for token, place in zip(self._bowers, bower_places(layout), strict=False):
            if token.isVisible():
                token.retarget(place.pos, place.z, place.rotation, place.height)
        for show, seats in self._fireworks:
            show.set_anchors(firework_anchors(layout, seats), layout.unit)
