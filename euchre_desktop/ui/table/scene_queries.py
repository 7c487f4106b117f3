"""What the table scene shows, to read: its seats, piles, panels and moments (for the controller and tests).

``SceneQueries`` is mixed into ``TableScene``, which sets every attribute it reads; nothing here changes the
table.
"""

from __future__ import annotations

from ...engine import Card
from .animation import Durations, MotionTracker
from .banner import MatchBanner
from .bowers import BowerTray
from .card_item import CardItem
from .effects import Fireworks
from .items import BidBubble, SeatPlate, TrumpBadge
from .layout import TableLayout
from .moments import Moments
from .panels import Panels
from .piles import Piles
from .score_panel import ScorePanel

__all__ = ["SceneQueries"]


class SceneQueries:
    """The table scene's read-only queries."""

    _players: int
    _layout: TableLayout
    _tracker: MotionTracker
    _durations: Durations
    _piles: Piles
    _items: list[CardItem]
    _panels: Panels
    _moments: Moments

    @property
    def players(self) -> int:
        """3, 4 or 6."""
        return self._players

    @property
    def layout(self) -> TableLayout:
        """The current geometry."""
        return self._layout

    @property
    def tracker(self) -> MotionTracker:
        """Counts the table's running animations (``busy`` while cards move)."""
        return self._tracker

    @property
    def durations(self) -> Durations:
        """The current animation durations."""
        return self._durations

    @property
    def piles(self) -> Piles:
        """Which card lies where, to read: ``piles.hand(seat).cards``, ``piles.kitty.cards``...; only the game
        steps change the piles."""
        return self._piles

    def item_for(self, card: Card) -> CardItem | None:
        """The item showing ``card``, if it is on the table and known."""
        for item in self._items:
            if item.isVisible() and item.card == card:
                return item
        return None

    def plate(self, seat: int) -> SeatPlate:
        """``seat``'s name plate."""
        self._check_seat(seat)
        return self._panels.plates[seat]

    def bubble(self, seat: int) -> BidBubble:
        """``seat``'s bid bubble."""
        self._check_seat(seat)
        return self._panels.bubbles[seat]

    def bubble_texts(self) -> list[str | None]:
        """What each seat's bid bubble says, None where no bubble shows."""
        return self._panels.bubble_texts()

    @property
    def trump_badge(self) -> TrumpBadge:
        """The trump indicator."""
        return self._panels.badge

    @property
    def score_panel(self) -> ScorePanel:
        """The score."""
        return self._panels.score

    def bower_items(self) -> list[CardItem]:
        """The right and the left bower in their tray under the trump badge (empty until trump is named)."""
        return self._moments.bowers()

    @property
    def bower_tray(self) -> BowerTray:
        """The labelled tray the bowers rest in."""
        return self._moments.tray

    def glowing_seats(self) -> list[int]:
        """The seats whose plates glow after a march (gold) or a euchre (red), until the next deal."""
        return self._panels.glowing_seats()

    @property
    def match_banner(self) -> MatchBanner:
        """The banner of the match's result (shown once it is over, until the next deal)."""
        return self._moments.banner

    def effects(self) -> list[Fireworks]:
        """The fireworks shows on the table now (each removes itself when its show is over)."""
        return self._moments.shows()

    @property
    def is_busy(self) -> bool:
        """True while anything on the table moves (clicks are ignored)."""
        return self._tracker.busy

    def _check_seat(self, seat: int) -> None:
        if not 0 <= seat < self._players:
            raise ValueError(f"no seat {seat} at a {self._players}-seat table")
