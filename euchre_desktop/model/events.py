"""The immutable values the model sends to the table: what a view may know, and nothing it could change.

Cards, suits and actions are the engine's own immutable values; ``PlayerView`` is the engine's frozen
per-seat view.  No mutable engine object (a ``HandState``, a ``Match``) ever leaves the model.
"""

from __future__ import annotations

import dataclasses
import datetime
from typing import TYPE_CHECKING

from ..bots.levels import Level
from ..engine import Action, Card, Deal, HandOutcome, Phase, PlayerView, Renege, Rules, Suit
from ..engine.bid import BidRules, BidView

if TYPE_CHECKING:
    from .bid_events import BidHandSummary
    from .table_events import TableEvent

__all__ = ["HandSummary", "HumanTurn", "MatchInfo", "MatchSummary", "TableSnapshot", "renege_plays"]


@dataclasses.dataclass(frozen=True, slots=True)
class MatchInfo:
    """Who plays what: sent when a match starts or is resumed."""

    match_id: str
    rules: Rules | BidRules
    """Euchre's rules, or Bid Euchre's."""
    names: tuple[str, ...]
    opponents_level: Level
    partner_level: Level
    kind: str
    """``match``, ``replay`` (Replay this deal), ``daily`` (Today's deal) or ``code`` (a pasted deal)."""
    daily_date: datetime.date | None


@dataclasses.dataclass(frozen=True, slots=True)
class HumanTurn:
    """The human is to decide: what they may do, their cards and their view (the window words the prompt)."""

    phase: Phase
    legal_actions: tuple[Action, ...]
    hand: tuple[Card, ...]
    view: PlayerView
    """The human seat's view at this decision (the bids, the trick, who dealt), for the words around it."""
    reneges: tuple[Card, ...] = ()
    """The cards that do not follow suit but may be played anyway, as a renege (``renege_plays``)."""

    @property
    def playable(self) -> tuple[Card, ...]:
        """The cards that may be played now (empty outside the play)."""
        return tuple(a.card for a in self.legal_actions if a.card is not None and self.phase is Phase.PLAY)


def renege_plays(view: PlayerView) -> tuple[Card, ...]:
    """The cards ``view``'s seat may play now although they do not follow suit: a renege, which every renege
    rule but ``PREVENTED`` allows (and penalises once it comes to light).  Empty when there are none."""
    if view.phase is not Phase.PLAY or view.rules.renege is Renege.PREVENTED or not view.legal_actions:
        return ()
    legal = {action.card for action in view.legal_actions}
    return tuple(card for card in view.hand if card not in legal)


@dataclasses.dataclass(frozen=True, slots=True)
class HandSummary:
    """A finished hand: who made what, the tricks, the points, and every hand as dealt."""

    hand_index: int
    outcome: HandOutcome
    maker: int | None
    trump: Suit | None
    maker_alone: bool
    defender_alone: int | None
    tricks_per_side: tuple[int, ...]
    points: tuple[int, ...]
    """Points this hand, per side (negative under a renege penalty)."""
    scores: tuple[int, ...]
    """The match score after this hand."""
    deal: Deal
    """The four (three) hands as dealt, the dealer, and the kitty."""
    reneger: int | None = None
    taken: tuple[tuple[Card, ...], ...] = ()
    """By seat, the cards that came to it after the deal: the upcard the dealer picked up, a farmer's
    kitty cards, the card a loner's partner passed (``exchanges``); empty when nothing changed hands."""
    put_away: tuple[tuple[Card, ...], ...] = ()
    """By seat, the cards that left it other than by play: put face down (the dealer's discard) or passed to
    a partner playing alone."""


@dataclasses.dataclass(frozen=True, slots=True)
class MatchSummary:
    """The end of a match."""

    winner: int
    """The winning side (0 is the human's)."""
    scores: tuple[int, ...]
    hands_played: int

    @property
    def you_won(self) -> bool:
        """True when the human's side won."""
        return self.winner == 0


@dataclasses.dataclass(frozen=True, slots=True)
class TableSnapshot:
    """Everything needed to draw the table from nothing: after a resume, an Undo, or taking back the seat."""

    info: MatchInfo
    hand_index: int
    view: PlayerView | BidView
    """The human seat's view of the hand (its cards, the trick, the bids so far), in the match's game."""
    watching: bool
    """Bots are playing the human's seat (Watch a hand, or a bots-only match)."""
    can_undo: bool
    last_summary: HandSummary | BidHandSummary | None
    """When the hand is over: its summary (the table shows it again)."""
    match_over: bool
    story: tuple[TableEvent, ...] = ()
    """The hand so far as the table was told it (``GameModel.hand_story``), to be shown again at once."""
