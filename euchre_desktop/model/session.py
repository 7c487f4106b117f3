"""``MatchSession``: the match being played and what the model knows of it beyond the engine's ``Match``.

How it began (its kind and date), who sits where, which hands the computer played for the player, and
whether it is playing for them now: everything that is saved with the match and restored on resume.
Qt-free.

The session also knows its game: how a seat sees the hand, how each action is told to the table, what a
finished hand's summary is, how the match is saved.  ``MatchSession`` plays Euchre; ``BidMatchSession``
(``bid_session``) answers the same questions for Bid Euchre, so the model's loop serves both games.
"""

from __future__ import annotations

import dataclasses
import datetime
from collections.abc import Sequence
from typing import Any, ClassVar, Protocol

from PySide6.QtCore import QCoreApplication

from ..engine import Action, HandState, IllegalActionError, PlayerView, deal_details_text
from ..persistence.savedmatch import AnySavedMatch, SavedBidMatch, SavedMatch
from ..persistence.seats import SeatSetup
from .events import HandSummary, HumanTurn, MatchInfo, renege_plays
from .refusal_words import claim_refusal_words, refusal_words
from .table_events import Dealt, HandScored, TableEvent
from .telling import sounds_for, summarize, tell, tell_deal, tell_hand, tell_score

# Qt's translation, by the name lupdate looks for: translate("Session", ...) puts a sentence in the catalogue.
translate = QCoreApplication.translate

__all__ = ["MatchSession", "PlayedMatch", "said"]


def said(text: str) -> str:
    """Words marked with ``N_`` in the engine, in the language installed (the ``Words`` of a text the engine
    writes for the player, as the deal details)."""
    return QCoreApplication.translate("", text)


class PlayedMatch(Protocol):
    """What the model's loop asks of a match: the engine's ``Match`` and ``BidMatch`` both answer it."""

    @property
    def rules(self) -> Any: ...
    @property
    def seed(self) -> int: ...
    @property
    def hand(self) -> Any: ...
    @property
    def completed(self) -> Sequence[Any]: ...
    @property
    def scores(self) -> Sequence[int]: ...
    @property
    def winner(self) -> int | None: ...
    @property
    def is_over(self) -> bool: ...
    @property
    def hand_over(self) -> bool: ...
    def apply(self, action: Any, /) -> object: ...
    def deal_next(self) -> object: ...


@dataclasses.dataclass(slots=True)
class MatchSession:
    """The current match (``match`` is None before the first) and its circumstances."""

    match: PlayedMatch | None = None
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

    game: ClassVar[str] = "euchre"
    """The game played: ``euchre`` or ``bid_euchre`` (the settings' and the saved match's names)."""
    actions: ClassVar[Any] = Action
    """The game's action class: its ``play``, ``give`` and ``discard`` make the action of a chosen card."""

    @property
    def match_or_fail(self) -> PlayedMatch:
        """The match; a programming error before one is started."""
        if self.match is None:
            raise RuntimeError("no match has been started")
        return self.match

    @property
    def hand(self) -> Any:
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
            return translate("Session", "No match is in progress.")
        if match.is_over:
            return translate("Session", "The match is over.")
        if paused:
            return translate("Session", "The game is paused.")
        if moving:
            return translate("Session", "Wait for the cards to finish moving.")
        state = match.hand
        if state.result is not None:
            return translate("Session", "The hand is over.")
        if self.watching:
            return translate("Session", "The computer is playing your seat; take it back first.")
        if state.to_act != seat:
            return translate("Session", "It is {name}'s turn.").format(name=self.seats.names[state.to_act])
        return None

    def was_watched(self, index: int) -> bool:
        """True when the computer played the player's seat in hand ``index``."""
        return index < len(self.watched) and self.watched[index]

    def saved(self) -> AnySavedMatch:
        """The match as it is saved."""
        return SavedMatch.of(self.match_or_fail, match_id=self.match_id, seats=self.seats,  # type: ignore[arg-type]
                             kind=self.kind, daily_date=self.daily_date, watched=self.watched,
                             autoplay=self.autoplay, watching=self.watching)

    @classmethod
    def of(cls, saved: AnySavedMatch) -> MatchSession:
        """The session a save restores (a ``BidMatchSession`` for a Bid Euchre match)."""
        if isinstance(saved, SavedBidMatch):
            from .bid_session import BidMatchSession  # it builds on this module

            cls = BidMatchSession
        return cls(saved.rebuild(), saved.match_id, saved.kind, saved.daily_date, saved.seats,
                   [hand.watched for hand in saved.hands], saved.autoplay, saved.watching)

    # ------------------------------------------------------------------------------- the game's answers

    def view(self, seat: int) -> Any:
        """What ``seat`` may know of the hand now (the bots' and the table's view)."""
        return PlayerView.of(self.hand, seat)

    def copy(self, state: Any) -> Any:
        """An independent copy of a hand, to tell an action from the state before it."""
        return state.copy()

    def tell(self, before: Any, action: Any, after: Any, *, viewer: int) -> tuple[Any, ...]:
        """The table events of ``action``, applied to ``before`` to give ``after`` (see ``telling.tell``)."""
        return tell(before, action, after, viewer=viewer)

    def deal_event(self, *, viewer: int) -> Any:
        """The table event of the current hand's deal (with the draw for the first dealer, first hand)."""
        match = self.match_or_fail
        draw = match.draw.cards if self.hand_index == 0 else ()  # type: ignore[attr-defined]
        dealt: Dealt = tell_deal(match.hand, hand_index=self.hand_index, viewer=viewer, dealer_draw=draw)
        return dealt

    def story(self, *, viewer: int) -> tuple[Any, ...]:
        """The current hand so far as the table was told it (``GameModel.hand_story``)."""
        return tell_hand(self.hand, hand_index=self.hand_index, viewer=viewer)

    def summary(self, state: Any) -> Any:
        """The summary of ``state``, a finished hand of this match."""
        summary: HandSummary = summarize(self.match_or_fail, state)  # type: ignore[arg-type]
        return summary

    def score_event(self, state: Any, *, again: bool = False) -> Any:
        """The table event that ends ``state``'s hand, with its summary (``again``: told once more, without a
        celebration)."""
        scored: HandScored = tell_score(self.summary(state), state, again=again)
        return scored

    def sounds(self, event: TableEvent) -> tuple[str, ...]:
        """The sounds that go with ``event``."""
        return sounds_for(event)

    def human_turn(self, seat: int) -> Any:
        """The decision ``seat`` (the human's) is to make now."""
        view = PlayerView.of(self.hand, seat)
        return HumanTurn(view.phase, view.legal_actions, view.hand, view, renege_plays(view))

    def details(self) -> str:
        """Copy deal details: the current (or just finished) hand as text, with the seats' names."""
        state: HandState = self.hand
        return deal_details_text(state, seat_names=self.seats.names, words=said)

    def refusal(self, problem: IllegalActionError) -> str:
        """Why the hand refused the player's action, in the player's words."""
        return refusal_words(problem, two_of_spades=self.hand.rules.benny_is_two_of_spades)

    def claim_refusal(self, seat: int) -> str | None:
        """Why ``seat``'s side cannot claim the rest now, in a player's words; None when it surely takes every
        trick left (checked exactly against the real hands: ``engine.claim``)."""
        from ..engine.claim import check_claim  # first use: a claim is never asked before the first frame

        refusal = check_claim(self.hand, seat)
        if refusal is None:
            return None
        two_of_spades = self.hand.rules.benny_is_two_of_spades
        return claim_refusal_words(refusal, two_of_spades=two_of_spades)

    def claim_plays(self, seat: int) -> list[Any]:
        """The plays that finish the hand for a good claim by ``seat``'s side (worked out on a copy)."""
        from ..engine.claim import claim

        return list(claim(self.hand.copy(), seat))
