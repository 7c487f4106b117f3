"""``MatchSession``: the match being played and what the model knows of it beyond the engine's ``Match``.

How it began (its kind and date), who sits where, which hands the computer played for the player, and
whether it is playing for them now: everything that is saved with the match and restored on resume.
Qt-free.
"""

from __future__ import annotations

import dataclasses
import datetime

from ..engine import HandState, Match
from ..persistence.savedmatch import SavedMatch
from ..persistence.seats import SeatSetup
from .events import MatchInfo

__all__ = ["MatchSession"]


@dataclasses.dataclass(slots=True)
class MatchSession:
    """The current match (``match`` is None before the first) and its circumstances."""

    match: Match | None = None
    match_id: str = ""
    kind: str = "match"
    """``match``, ``replay`` (Replay this deal), ``daily`` (Today's deal) or ``code`` (a pasted deal)."""
    daily_date: datetime.date | None = None
    seats: SeatSetup = dataclasses.field(default_factory=SeatSetup)
    watched: list[bool] = dataclasses.field(default_factory=list)
    """Per hand: the computer played the player's seat in it (kept out of their hand statistics)."""
    autoplay: bool = False
    """Bots play every seat, hand after hand."""
    watching: bool = False
    """Bots play the player's seat now (Watch a hand, or autoplay)."""

    @property
    def match_or_fail(self) -> Match:
        """The match; a programming error before one is started."""
        if self.match is None:
            raise RuntimeError("no match has been started")
        return self.match

    @property
    def hand(self) -> HandState:
        """The hand being played (or the one just finished)."""
        return self.match_or_fail.hand

    @property
    def hand_index(self) -> int:
        """The index of the hand being played, or of the one just finished."""
        match = self.match_or_fail
        return len(match.completed) - (1 if match.hand_over else 0)

    def info(self) -> MatchInfo:
        """What the view is told when this match starts or resumes."""
        seats = self.seats
        return MatchInfo(self.match_id, self.match_or_fail.rules, seats.names, seats.opponents_level,
                         seats.partner_level, self.kind, self.daily_date)

    def undo_point(self, seat: int) -> int | None:
        """How many actions of this hand to keep to return to ``seat``'s last decision in it (None: nothing
        to undo: no hand, the hand is over, or the computer is playing that seat)."""
        if self.match is None or self.watching:
            return None
        state = self.match.hand
        if state.result is not None:
            return None
        for index in range(len(state.history) - 1, -1, -1):
            if state.history[index][0] == seat:
                return index
        return None

    def why_cannot_act(self, seat: int, *, paused: bool, moving: bool) -> str | None:
        """Why ``seat`` (the player's) cannot decide now, in their words; None when they can.  ``paused``: the
        game is held; ``moving``: the table is still showing what happened."""
        match = self.match
        if match is None:
            return "No match is in progress."
        if match.is_over:
            return "The match is over."
        if paused:
            return "The game is paused."
        if moving:
            return "Wait for the cards to finish moving."
        state = match.hand
        if state.result is not None:
            return "The hand is over."
        if self.watching:
            return "The computer is playing your seat; take it back first."
        if state.to_act != seat:
            return f"It is {self.seats.names[state.to_act]}'s turn."
        return None

    def was_watched(self, index: int) -> bool:
        """True when the computer played the player's seat in hand ``index``."""
        return index < len(self.watched) and self.watched[index]

    def saved(self) -> SavedMatch:
        """The match as it is saved."""
        return SavedMatch.of(self.match_or_fail, match_id=self.match_id, seats=self.seats, kind=self.kind,
                             daily_date=self.daily_date, watched=self.watched, autoplay=self.autoplay,
                             watching=self.watching)

    @classmethod
    def of(cls, saved: SavedMatch) -> MatchSession:
        """The session a save restores."""
        return cls(saved.rebuild(), saved.match_id, saved.kind, saved.daily_date, saved.seats,
                   [hand.watched for hand in saved.hands], saved.autoplay, saved.watching)
