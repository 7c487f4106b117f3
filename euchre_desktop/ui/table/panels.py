"""The table's panels: a name plate and a bid bubble for each seat, the trump badge and the score.

The scene tells its ``Panels`` what happened (a deal, a bid, trump named, a partner bowing out, a euchre)
and how long each fade, bow or shake takes; the panels start those animations on the table's
``MotionTracker``, so the game waits for them like for any card.  They never move a card.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence

from PySide6.QtCore import (
    QCoreApplication,
    QEasingCurve,
    QPauseAnimation,
    QPointF,
    QPropertyAnimation,
    QSequentialAnimationGroup,
)
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QGraphicsScene

from ...engine import Suit
from .animation import MotionTracker
from .avatars import PORTRAITS, AvatarStyle
from .card_art import BACKS
from .effects import BADGE_Z
from .items import BidBubble, SeatPlate, TrumpBadge
from .layout import TableLayout
from .score_cards import ScorePair
from .score_panel import ScorePanel

__all__ = ["PORTRAIT_KEYS", "Panels", "SeatInfo"]


@dataclasses.dataclass(frozen=True, slots=True)
class SeatInfo:
    """Who sits in a seat: the name on the plate and the portrait (None: the Classic face)."""

    name: str
    portrait: AvatarStyle | None


PORTRAIT_KEYS = {
    4: ("you", "hank", "gloria", "luis"),
    3: ("you", "hank", "luis"),
    6: ("you", "hank", "gloria", "otto", "mabel", "luis"),
}
"""The portrait of each seat by table size (keys of ``avatars.PORTRAITS``): at six, Gloria and Mabel are your
partners on your left and right, Otto sits across, Hank and Luis beside you as at four."""

_DEFAULT_SEATS = {
    players: tuple(SeatInfo(key.capitalize(), PORTRAITS[key]) for key in keys)
    for players, keys in PORTRAIT_KEYS.items()
}


class Panels:
    """The plates, bubbles, trump badge and score panel of one ``scene``, animated through ``tracker``."""

    def __init__(self, scene: QGraphicsScene, tracker: MotionTracker) -> None:
        """The badge (hidden) and the score panel on ``scene``; ``lay`` adds the seats."""
        self._scene = scene
        self._tracker = tracker
        self.plates: list[SeatPlate] = []
        """Each seat's name plate."""
        self.bubbles: list[BidBubble] = []
        """Each seat's bid bubble."""
        self.badge = TrumpBadge()
        """The trump indicator."""
        self.badge.setZValue(BADGE_Z)
        self.badge.setVisible(False)
        scene.addItem(self.badge)
        self.score = ScorePanel()
        """The match score."""
        self.score.setZValue(850.0)
        scene.addItem(self.score)
        self._sides = 0
        self._scores: list[int] = []
        self._target: int | None = None
        self._side_labels: list[str] | None = None
        self._show_score_cards = False
        self._score_pair = ScorePair.SIX_FOUR
        self._card_back = "lattice"
        self._four_colour = False
        self._classic = False

    # --- Set-up --------------------------------------------------------------------------------------------

    def lay(self, players: int, sides: int) -> None:
        """Plates and bubbles for ``players`` seats with the default players, no score yet for ``sides``."""
        for plate in self.plates:
            self._scene.removeItem(plate)
        for bubble in self.bubbles:
            self._scene.removeItem(bubble)
        self.plates = []
        self.bubbles = []
        for info in _DEFAULT_SEATS[players]:
            plate = SeatPlate(info.name, info.portrait)
            plate.setZValue(800.0)
            plate.set_classic(self._classic)
            self._scene.addItem(plate)
            self.plates.append(plate)
            bubble = BidBubble()
            bubble.setVisible(False)
            self._scene.addItem(bubble)
            self.bubbles.append(bubble)
        # At six seats partners alternate round the table: the player's two are marked, as they are named
        # nowhere else there (the score says "Your side").
        if players == 6:
            for seat in (2, 4):
                self.plates[seat].set_markers(partner=True)
        self._sides = sides
        self._scores = [0] * sides
        self._target = None
        self._side_labels = None

    def place(self, layout: TableLayout) -> None:
        """Put every panel where ``layout`` says, sized to the table."""
        for seat, plate in enumerate(self.plates):
            plate.set_geometry(layout.plate_rect(seat))
            inward = layout.position(seat).inward
            plate.set_outward(QPointF(-inward.x(), -inward.y()))
        for seat, bubble in enumerate(self.bubbles):
            if bubble.isVisible():
                anchor, opens = layout.bubble_anchor(seat)
                bubble.show_text(bubble.text, anchor, opens, layout.text_unit)
        self.badge.set_geometry(layout.trump_rect())
        self.score.set_unit(layout.text_unit)
        self.score.set_geometry(layout.score_rect(self._sides, self._show_score_cards))
        self._update_score()

    def set_seat(self, seat: int, info: SeatInfo) -> None:
        """Put ``info``'s name and portrait on ``seat``'s plate."""
        self.plates[seat].set_player(info.name, info.portrait)
        self._update_score()

    def set_side_labels(self, labels: Sequence[str] | None) -> None:
        """Name the sides in the score panel (None: from the players' names)."""
        if labels is not None and len(labels) != self._sides:
            raise ValueError(f"{len(labels)} side labels for {self._sides} sides")
        self._side_labels = list(labels) if labels is not None else None
        self._update_score()

    def set_scores(self, scores: Sequence[int], target: int | None) -> None:
        """Show the match score, one number per side (``target``: the points that win)."""
        self._scores = list(scores)
        self._target = target
        self._update_score()

    def set_four_colour(self, four_colour: bool) -> None:
        """Four-colour suits on the trump badge and the score cards."""
        self._four_colour = four_colour
        self.badge.set_four_colour(four_colour)
        self._update_score()

    def set_classic(self, classic: bool) -> None:
        """Plain faces instead of portraits on the plates."""
        self._classic = classic
        for plate in self.plates:
            plate.set_classic(classic)

    def set_show_score_cards(self, show: bool) -> None:
        """Show the score cards beside the numbers (from the next ``place``)."""
        self._show_score_cards = show

    def set_score_cards(self, pair: ScorePair, back: str) -> None:
        """Keep score with the six and four or the two and three, ``back`` (a key of ``card_art.BACKS``) on
        their backs (from the next ``place``)."""
        if back not in BACKS:
            raise ValueError(f"no card back {back!r}: expected one of {', '.join(BACKS)}")
        self._score_pair, self._card_back = pair, back

    def _update_score(self) -> None:
        if self._side_labels is not None:
            labels = self._side_labels
        elif len(self.plates) == 4:
            labels = [f"{self.plates[0].name} & {self.plates[2].name}",
                      f"{self.plates[1].name} & {self.plates[3].name}"]
        elif len(self.plates) == 6:
            # Three names to a side would not fit its column.
            labels = [QCoreApplication.translate("Panels", "Your side"),
                      QCoreApplication.translate("Panels", "Opponents")]
        else:
            labels = [plate.name for plate in self.plates]
        self.score.set_options(show_cards=self._show_score_cards, four_colour=self._four_colour,
                               pair=self._score_pair, back=self._card_back)
        self.score.set_scores(labels, self._scores, self._target)

    # --- What happened -------------------------------------------------------------------------------------

    def new_hand(self, dealer: int | None) -> None:
        """Clear the markers, glows, badge and bubbles; mark ``dealer`` (None: the draw for the deal)."""
        for seat, plate in enumerate(self.plates):
            plate.set_markers(dealer=seat == dealer, maker=False, alone=False, sitting_out=False,
                              active=False)
            plate.set_glow(None)
        self.badge.setVisible(False)
        self.badge.set_trump(None)
        for bubble in self.bubbles:
            bubble.setVisible(False)

    def mark_dealer(self, dealer: int) -> None:
        """Move the dealer's marker to ``dealer``'s plate."""
        for seat, plate in enumerate(self.plates):
            plate.set_markers(dealer=seat == dealer)

    def mark_active(self, seat: int | None) -> None:
        """Outline the plate of the player to act (None: nobody)."""
        for index, plate in enumerate(self.plates):
            plate.set_markers(active=index == seat)

    def show_bid(self, seat: int, text: str, layout: TableLayout, fade: int, pause: int) -> None:
        """``seat``'s bubble fades in (``fade`` ms) saying ``text`` and stays read for ``pause`` ms more."""
        bubble = self.bubbles[seat]
        anchor, opens = layout.bubble_anchor(seat)
        bubble.show_text(text, anchor, opens, layout.text_unit)
        bubble.setOpacity(0.0)
        bubble.setVisible(True)
        sequence = QSequentialAnimationGroup()
        appear = QPropertyAnimation(bubble, b"opacity")
        appear.setDuration(fade)
        appear.setEndValue(1.0)
        sequence.addAnimation(appear)
        sequence.addAnimation(QPauseAnimation(pause))
        if fade == 0:
            bubble.setOpacity(1.0)
        self._tracker.start(sequence)

    def fade_out_bubbles(self, duration: int) -> None:
        """Every bubble showing fades out in ``duration`` ms."""
        for bubble in self.bubbles:
            if not bubble.isVisible():
                continue
            if duration == 0:
                bubble.setVisible(False)
                continue
            fade = QPropertyAnimation(bubble, b"opacity")
            fade.setDuration(duration)
            fade.setEndValue(0.0)
            fade.finished.connect(lambda b=bubble: b.setVisible(False))
            self._tracker.start(fade)

    def name_trump(self, suit: Suit, maker: int, alone: bool, layout: TableLayout, fade: int) -> None:
        """Mark the maker (and a loner); the badge naming ``suit`` and its maker fades in in ``fade`` ms."""
        for seat, plate in enumerate(self.plates):
            plate.set_markers(maker=seat == maker, alone=alone and seat == maker)
        if maker == 0:  # the player: "by you", which a language may not say as it says a name
            caption = (QCoreApplication.translate("TrumpBadge", "Named by you, alone") if alone
                       else QCoreApplication.translate("TrumpBadge", "Named by you"))
        else:
            caption = (QCoreApplication.translate("TrumpBadge", "Named by {name}, alone") if alone
                       else QCoreApplication.translate("TrumpBadge", "Named by {name}"))
            caption = caption.format(name=self.plates[maker].name)
        self.badge.set_trump(suit, caption)
        self.badge.set_geometry(layout.trump_rect())
        self.badge.setOpacity(0.0)
        self.badge.setVisible(True)
        if fade == 0:
            self.badge.setOpacity(1.0)
            return
        appear = QPropertyAnimation(self.badge, b"opacity")
        appear.setDuration(fade)
        appear.setEndValue(1.0)
        appear.setEasingCurve(QEasingCurve.Type.OutCubic)
        self._tracker.start(appear)

    def bow_out(self, seat: int, duration: int) -> None:
        """A loner's partner: the plate dims, and the portrait bows while drawing back (``duration`` ms)."""
        plate = self.plates[seat]
        plate.set_markers(sitting_out=True)
        if duration > 0:
            # The partner bows (the portrait tips forward and back) while drawing back from the table.
            plate.set_withdrawal(0.0)
            bow = QPropertyAnimation(plate, b"withdrawal")
            bow.setDuration(duration)
            bow.setStartValue(0.0)
            bow.setEndValue(1.0)
            bow.setEasingCurve(QEasingCurve.Type.InOutSine)
            self._tracker.start(bow)

    def glow(self, seats: Sequence[int], colour: QColor) -> None:
        """The plates of ``seats`` glow ``colour`` until the next deal."""
        for seat in seats:
            self.plates[seat].set_glow(colour)

    def shake(self, seats: Sequence[int], duration: int) -> None:
        """The plates of ``seats`` shake for ``duration`` ms (not at all for 0)."""
        if duration == 0:
            return
        for seat in seats:
            shake = QPropertyAnimation(self.plates[seat], b"shake")
            shake.setDuration(duration)
            shake.setStartValue(0.0)
            shake.setEndValue(1.0)
            self._tracker.start(shake)

    # --- Queries -------------------------------------------------------------------------------------------

    def bubble_texts(self) -> list[str | None]:
        """What each seat's bid bubble says, None where no bubble shows."""
        return [bubble.text if bubble.isVisible() else None for bubble in self.bubbles]

    def glowing_seats(self) -> list[int]:
        """The seats whose plates glow."""
        return [seat for seat, plate in enumerate(self.plates) if plate.glow is not None]
