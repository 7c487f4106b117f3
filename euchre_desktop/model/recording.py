"""``MatchRecorder``: the match written down as it goes: the save after every action, the statistics, and
every finished hand kept in the hand history (a watched hand marked as such).

None of a save, a statistics write or a history write that fails stops the game: each trouble is said once
(through the ``tell`` it is given) and the match goes on.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import Any

from ..engine.bid import BidRules
from ..engine.phrase import Phrase, phrase
from ..engine.translatable import N_
from ..persistence.history import HandHistory, HistoryError
from ..persistence.savedmatch import AnySavedMatch, SavedMatchStore
from ..persistence.statistics import Statistics, StatisticsError
from .session import MatchSession, PlayedMatch

__all__ = ["MatchRecorder"]

_log = logging.getLogger(__name__)


class MatchRecorder:
    """Saves ``session``'s match to ``store``, records its results in ``statistics`` and keeps its hands in
    ``history`` (any may be None).

    ``tell(key, words)`` says a trouble to the player, once per ``key`` (its words apart from its facts, put
    in the player's language by the window).
    """

    def __init__(self, store: SavedMatchStore | None, statistics: Statistics | None,
                 tell: Callable[[str, Phrase], None], history: HandHistory | None = None) -> None:
        """Nothing is written until the model starts or resumes a match."""
        self.store = store
        self.statistics = statistics
        self.history = history
        self._tell = tell

    def save(self, session: MatchSession) -> None:
        """Write the match as it stands (a failure is said once; the match goes on unsaved)."""
        if self.store is None or session.match is None:
            return
        try:
            self.store.save(session.saved())
        except OSError as problem:
            self._tell("save", phrase(N_("The match could not be saved ({reason}); it goes on, but it cannot "
                                         "be resumed from here if the game is closed."),
                                      reason=str(problem.strerror or problem)))

    def clear_save(self) -> None:
        """The match is over: nothing is left to resume."""
        if self.store is not None:
            try:
                self.store.clear()
            except OSError as problem:
                _log.warning("could not remove the finished match's save: %s", problem)

    def load(self) -> AnySavedMatch | None:
        """The saved match, or None when there is none (raises ``SavedMatchError`` when it is unusable)."""
        return None if self.store is None else self.store.load()

    def match_started(self, session: MatchSession) -> None:
        """A match began (or was resumed: recording a start twice counts once)."""
        rules, seats = session.match_or_fail.rules, session.seats
        players = rules.seats if isinstance(rules, BidRules) else rules.players
        self._record(lambda stats: stats.match_started(
            session.match_id, kind=session.kind, players=players, opponents_level=seats.opponents_level.value,
            partner_level=seats.partner_level.value, game=session.game))

    def hand_finished(self, session: MatchSession, index: int, state: Any) -> None:
        """Hand ``index`` of the match is over (a hand the computer played for the player is kept apart)."""
        result = state.result
        assert result is not None
        rules = session.match_or_fail.rules
        watched = session.was_watched(index)
        if session.game == "bid_euchre":
            self._record(lambda stats: stats.bid_hand_finished(session.match_id, index, result,
                                                               watched=watched))
            self._keep(session, index, state, watched)
            return
        self._record(lambda stats: stats.hand_finished(session.match_id, index, result, rules,
                                                       watched=watched))
        self._keep(session, index, state, watched)
        day = session.daily_date
        if session.kind == "daily" and index == 0 and day is not None and not watched:
            self._record(lambda stats: stats.daily_result(day, session.match_id, result, rules))

    def match_finished(self, session: MatchSession) -> None:
        """The match has a winner."""
        match = session.match_or_fail
        self._record(lambda stats: stats.match_finished(session.match_id, won=match.winner == 0,
                                                        scores=tuple(match.scores)))

    def catch_up(self, session: MatchSession) -> None:
        """After a resume: record whatever finished before the game was closed (twice counts once)."""
        match = session.match_or_fail
        self.match_started(session)
        for index, state in enumerate(match.completed):
            self.hand_finished(session, index, state)
        if match.is_over:
            self.match_finished(session)

    def match_abandoned(self, session: MatchSession, match: PlayedMatch) -> None:
        """``match`` is left unfinished for another."""
        if not match.is_over:
            self._record(lambda stats: stats.match_abandoned(session.match_id, scores=tuple(match.scores)))

    def _keep(self, session: MatchSession, index: int, state: Any, watched: bool) -> None:
        # One small transaction, like the statistics' write just before it: no need to leave the GUI thread.
        if self.history is None:
            return
        try:
            self.history.add(session.match_id, index, state, game=session.game, watched=watched)
        except HistoryError as problem:
            self._tell("history", phrase(N_("This hand could not be kept in your hand history: {problem}."),
                                         problem=problem.words))

    def _record(self, write: Callable[[Statistics], object]) -> None:
        if self.statistics is None:
            return
        try:
            write(self.statistics)
        except StatisticsError as problem:
            self._tell("statistics", phrase(N_("Your statistics could not be updated: {problem}."),
                                            problem=problem.words))
