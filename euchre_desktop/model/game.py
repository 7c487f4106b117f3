"""``GameModel``: the match behind the table, telling it what happened one event at a time, paced by it."""

from __future__ import annotations

import dataclasses
import datetime
import logging
import random
import uuid
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal

from ..engine import (
    Action,
    ActionKind,
    Card,
    Deal,
    DealCodeError,
    IllegalActionError,
    Match,
    Rules,
)
from ..engine.bid import BidDeal, BidMatch, BidRules
from ..engine.phrase import Phrase, phrase
from ..engine.translatable import N_
from ..persistence.history import HandHistory
from ..persistence.savedmatch import KINDS, AnySavedMatch, SavedMatchError, SavedMatchStore
from ..persistence.seats import Level, SeatSetup
from ..persistence.statistics import Statistics
from .bid_session import BidMatchSession
from .bot_desk import BotDesk
from .events import MatchSummary, TableSnapshot
from .first_deals import deal_of_code, todays_deal
from .pacing import Pacer
from .players import BotFactory, bot_seed, make_player
from .recording import MatchRecorder
from .runners import BotRunner, ProcessBotRunner
from .session import MatchSession, PlayedMatch
from .table_events import MatchOver, TableEvent

__all__ = ["HUMAN", "GameModel"]

_log = logging.getLogger(__name__)

HUMAN = 0
"""The human's seat."""

_BID_KINDS = frozenset({ActionKind.PASS, ActionKind.ORDER_UP, ActionKind.CALL, ActionKind.DEFEND_ALONE,
                        ActionKind.GO_ALONE, ActionKind.FARMER})


class GameModel(QObject):
    """The match behind the table.  The view draws what the signals say and sends the human's decisions in.

    The paced signal: ``table_event(TableEvent)``, one of the values of ``table_events`` (a deal, a bid,
    trump named, a card played, a trick won, the hand scored, the match over...), each saying everything the
    table needs to show it.  After each the model waits for ``animation_done()`` (unless ``headless``); for
    ``HandScored`` the view calls it when the player dismisses the summary, and then the next hand is dealt.

    Other signals (no acknowledgement):

    - ``match_started(MatchInfo)``: a new or resumed match; the view should clear the table.
    - ``position_reset(TableSnapshot)``: redraw everything (after a resume, Undo or taking back the seat);
      the snapshot carries the hand's story so far, to be shown again without animation.
    - ``human_turn(HumanTurn)``: the human decides: the legal choices, the hand, the view.
    - ``bot_thinking(int seat)``: a computer player is deciding.
    - ``hint_ready(Action, reason)``: the Expert's choice for the human's decision, and why (a ``Phrase``, or
      plain words).
    - ``action_rejected(str reason)``: a human action was refused, and why.
    - ``undo_available(bool)``.
    - ``names_changed(tuple names)``.
    - ``sound_requested(str name)``: ``shuffle``, ``herald``, ``card``, ``trick``, ``march``, ``euchre``.
    - ``bot_fallback(str text)``: a bot failed and a Standard decision stood in (said once).
    - ``error(words)``: something the player should know (a failed save, a damaged file): a ``Phrase``.
    """

    table_event = Signal(object)

    match_started = Signal(object)
    position_reset = Signal(object)
    human_turn = Signal(object)
    bot_thinking = Signal(int)
    hint_ready = Signal(object, object)
    action_rejected = Signal(str)
    undo_available = Signal(bool)
    names_changed = Signal(object)
    sound_requested = Signal(str)
    bot_fallback = Signal(str)
    error = Signal(object)

    def __init__(self, *, runner: BotRunner | None = None, store: SavedMatchStore | None = None,
                 statistics: Statistics | None = None, history: HandHistory | None = None,
                 headless: bool = False, fallback: BotFactory = make_player,
                 parent: QObject | None = None) -> None:
        """A model with no match yet: call ``new_match()`` or ``resume()``.

        ``runner``: where bots think (default: a worker process).  ``store``: where the match is saved after
        every action (None: not saved).  ``statistics``, ``history``: where results and hands are recorded.
        ``headless``: do not wait for the view's animations.  ``fallback``: the bots that stand in for a
        failed decision (the Standard level is used).
        """
        super().__init__(parent)
        self.runner = runner if runner is not None else ProcessBotRunner(parent=self)
        self._bots = BotDesk(self.runner, fallback, parent=self)
        self._bots.move_ready.connect(self._schedule)
        self._bots.hint_ready.connect(self.hint_ready)
        self._bots.failed.connect(self.bot_fallback)
        self._records = MatchRecorder(store, statistics, self._tell_once, history)
        self.headless = headless
        self._session = MatchSession()
        self._paused = False
        self._pacer = Pacer()
        self._human_prompted = False
        self._match_over_told = False
        self._undo_shown = False
        self._told: set[str] = set()
        self._step_timer = QTimer(self)
        self._step_timer.setSingleShot(True)
        self._step_timer.setInterval(0)
        self._step_timer.timeout.connect(self._step)
        self.runner.start_soon()  # not while the window is being built: it would share the processor

    @property
    def store(self) -> SavedMatchStore | None:
        """Where the match is saved after every action (None: not saved)."""
        return self._records.store

    @store.setter
    def store(self, store: SavedMatchStore | None) -> None:
        self._records.store = store

    @property
    def statistics(self) -> Statistics | None:
        """Where results are recorded (None: not recorded)."""
        return self._records.statistics

    @statistics.setter
    def statistics(self, statistics: Statistics | None) -> None:
        self._records.statistics = statistics

    # ================================================================================== match control

    def new_match(self, rules: Rules | BidRules | None = None, *, seats: SeatSetup | None = None,
                  seed: int | None = None, first_deal: Deal | BidDeal | None = None, kind: str = "match",
                  daily_date: datetime.date | None = None) -> None:
        """Start a match (abandoning the one in progress).  Rules and seats default to the current match's;
        Bid Euchre's rules (``BidRules``) start a match of Bid Euchre.

        ``kind`` says how it began (see ``KINDS``); ``first_deal`` plays given cards instead of the seed's.
        """
        if kind not in KINDS:
            raise ValueError(f"kind must be one of {', '.join(KINDS)}, not {kind!r}")
        current = self._session
        if rules is None:
            rules = current.match.rules if current.match is not None else Rules()
        seed = seed if seed is not None else random.SystemRandom().randrange(2**63)
        game: type[MatchSession] = BidMatchSession if isinstance(rules, BidRules) else MatchSession
        match: PlayedMatch = (BidMatch(rules, seed, first_deal=first_deal) if isinstance(rules, BidRules)  # type: ignore[arg-type]
                              else Match(rules, seed, first_deal=first_deal))  # type: ignore[arg-type]
        seats = (seats if seats is not None else current.seats).for_players(len(match.hand.deal.hands))
        self._abandon_current()
        self._session = game(match, uuid.uuid4().hex, kind, daily_date, seats, [False], current.autoplay,
                             current.autoplay)
        self._match_over_told = False
        # Saved before it is recorded: a kill in between leaves a save whose resume records the start,
        # never a match in the statistics that nothing can resume or finish.
        self._save()
        self._records.match_started(self._session)
        self.match_started.emit(self._session.info())
        self._queue_deal()
        self._schedule()

    def new_bid_match(self, rules: BidRules, **options: Any) -> None:
        """Start a match of Bid Euchre under ``rules``: ``new_match``, whose options it takes."""
        self.new_match(rules, **options)

    def resume(self) -> bool:
        """Restore the saved match exactly where it stopped; False (with an ``error``) when there is none
        to resume or it is unusable."""
        try:
            saved = self._records.load()
        except SavedMatchError as problem:
            self.error.emit(phrase(N_("Your saved match could not be resumed: {problem}"),
                                   problem=problem.words))
            return False
        if saved is None:
            return False
        self._abandon_current()
        self._session = MatchSession.of(saved)
        self._records.catch_up(self._session)
        self.match_started.emit(self._session.info())
        self.redraw()
        return True

    def redraw(self) -> None:
        """Draw the match again where it stands (after a resume, or the table lent to the worked hand): a
        finished hand's summary, or the match's end, is told again."""
        self._match_over_told = False
        self._reset_position()
        state = self._hand
        if state.result is not None and not self._match_or_fail.is_over:
            self._pacer.put(self.table_event, self._session.score_event(state, again=True), paced=True)

    def replay_deal(self) -> bool:
        """Replay this deal: the same cards and dealer, a fresh start (a new match that opens with it)."""
        if self._session.match is None:
            self._reject(QCoreApplication.translate("GameModel", "There is no deal to replay yet."))
            return False
        self.new_match(self._session.match.rules, first_deal=self._hand.deal, kind="replay")
        return True

    def play_todays_deal(self, rules: Rules | BidRules | None = None,
                         day: datetime.date | None = None) -> None:
        """Today's deal: everyone's cards today, in the game of ``rules`` (a new match opens with it)."""
        match = self._session.match
        rules = rules if rules is not None else (match.rules if match is not None else Rules())
        day = day if day is not None else datetime.date.today()
        self.new_match(rules, first_deal=todays_deal(day, rules), kind="daily", daily_date=day)

    def play_deal_code(self, code: str) -> bool:
        """Play a deal from a pasted code (Euchre's or Bid Euchre's), under the rules it carries (a new match
        that opens with it).

        False (``action_rejected`` says why) if the code cannot be read.
        """
        try:
            deal, rules = deal_of_code(code)
        except DealCodeError as problem:
            _log.info("a deal code that cannot be read: %s", problem)  # the reason names checksums and bits
            self._reject(QCoreApplication.translate("GameModel", "That deal code cannot be read."))
            return False
        self.new_match(rules, first_deal=deal, kind="code")
        return True

    def deal_details(self) -> str:
        """Copy deal details: the deal code, rules, hands, bids, tricks and result of the current hand (or
        the one just finished), with the seats' names; "" before the first match."""
        if self._session.match is None:
            return ""
        return self._session.details()

    def shutdown(self) -> None:
        """Stop the bots' worker now (quitting); the model does nothing more afterwards."""
        self._step_timer.stop()
        self._paused = True
        self._bots.cancel_all()
        self.runner.shutdown()

    # ================================================================================ human actions

    def act(self, action: Any) -> bool:
        """The human's decision, any kind.  False (and ``action_rejected`` with the reason) if refused."""
        why = self._why_human_cannot_act()
        if why is not None:
            self._reject(why)
            return False
        try:
            self._apply(action)
        except IllegalActionError as problem:
            self._reject(self._session.refusal(problem))
            return False
        return True

    def bid(self, action: Action) -> bool:
        """Pass, order up, call a suit (alone or not), declare a farmer's hand, a lone defence or a loner."""
        if action.kind not in _BID_KINDS:
            self._reject(QCoreApplication.translate("GameModel", "That is not a bid."))
            return False
        return self.act(action)

    def discard(self, card: Card) -> bool:
        """Bury a card face down (after picking up, or as a loner or farmer)."""
        return self.act(self._session.actions.discard(card))

    def give(self, card: Card) -> bool:
        """Partner's best: pass a card to the lone partner."""
        return self.act(self._session.actions.give(card))

    def play(self, card: Card) -> bool:
        """Play a card to the trick."""
        return self.act(self._session.actions.play(card))

    def claim(self) -> bool:
        """Claim the rest: the player's side surely takes every trick left, whatever the others play (checked
        exactly against the real hands).  The tricks are played out and told to the table like any play;
        False (``action_rejected`` with the reason in a player's words) when they are not sure, and always
        in Bid Euchre (the session says why)."""
        why = self._why_human_cannot_act() or self._session.claim_refusal(HUMAN)
        if why is not None:
            self._reject(why)
            return False
        for action in self._session.claim_plays(HUMAN):
            self._apply(action)
        return True

    def animation_done(self) -> None:
        """The view finished showing the last paced signal; the game goes on.  Extra calls are ignored."""
        if self._pacer.shown():
            self._schedule()

    def undo(self) -> bool:
        """Go back to the human's last decision in this hand; the bots' moves up to there are replayed."""
        target = self._session.undo_point(HUMAN)
        if target is None:
            self._reject(QCoreApplication.translate("GameModel", "There is nothing to undo in this hand."))
            return False
        match = self._match_or_fail
        saved: Any = self._session.saved()
        hands: list[Any] = list(saved.hands)
        hands[-1] = dataclasses.replace(hands[-1], actions=hands[-1].actions[:target])
        self._session.match = dataclasses.replace(saved, hands=tuple(hands)).rebuild()
        assert self._session.match.scores == match.scores
        self._reset_position()
        self._save()
        return True

    def request_hint(self) -> bool:
        """Ask for the Expert's choice for the human's decision; it arrives as ``hint_ready``."""
        why = self._why_human_cannot_act()
        if why is not None:
            self._reject(why)
            return False
        self._bots.ask_hint(self._session.view(HUMAN), self._seed())
        return True

    def watch_hand(self) -> None:
        """Let bots play the human's seat to the end of this hand (the human may take it back)."""
        if self._session.match is None or self._session.watching:
            return
        self._session.watching = True
        self._bots.drop_hint()
        self._human_prompted = False
        self._show_undo()  # the computer's moves are not the player's to undo
        self._schedule()

    def take_back_seat(self) -> None:
        """End Watch a hand (or a bots-only match): the human decides again from the next decision."""
        if not self._session.watching:
            return
        self._session.watching = False
        self._session.autoplay = False
        if self._bots.move_seat == HUMAN:
            self._bots.cancel_all()
        self.redraw()  # a finished hand's summary or the match's end is told again, to go on from
        self._save()

    def set_autoplay(self, on: bool) -> None:
        """Bots play all seats, hand after hand (a demonstration, the soak test, the benchmark)."""
        self._session.autoplay = on
        if on:
            self.watch_hand()
        else:
            self.take_back_seat()

    def set_paused(self, paused: bool) -> None:
        """Hold the game (the table is covered): no event is sent and no bot moves until unpaused."""
        self._paused = paused
        if not paused:
            self._schedule()

    def rename_seats(self, names: tuple[str, ...]) -> None:
        """New names for the seats, effective at once."""
        seats = self._session.seats
        self._session.seats = dataclasses.replace(seats, names=tuple(names)).for_players(len(seats.names))
        self.names_changed.emit(self._session.seats.names)
        self._save()

    def set_levels(self, opponents: Level, partner: Level) -> None:
        """New levels for the computer players, from their next decision on (a level is not a rule)."""
        self._session.seats = dataclasses.replace(self._session.seats, opponents_level=opponents,
                                                  partner_level=partner)
        if self._bots.asking_move:
            self._bots.cancel_all()  # asked at the old level: ask again
            self._schedule()
        self._save()

    # ===================================================================================== queries

    @property
    def rules(self) -> Rules | BidRules | None:
        """The current match's rules (a ``BidRules`` in a Bid Euchre match)."""
        match = self._session.match
        rules: Rules | BidRules | None = None if match is None else match.rules
        return rules

    @property
    def euchre_rules(self) -> Rules | None:
        """The current match's rules if it is a Euchre match (None in a Bid Euchre match, or before one)."""
        return self.rules if isinstance(self.rules, Rules) else None

    @property
    def seats(self) -> SeatSetup:
        """The current match's seats."""
        return self._session.seats

    @property
    def scores(self) -> tuple[int, ...]:
        """The match score, per side."""
        match = self._session.match
        return () if match is None else tuple(match.scores)

    @property
    def match_id(self) -> str:
        """The current match's id ("" before the first match)."""
        return self._session.match_id

    @property
    def is_over(self) -> bool:
        """True once the current match has a winner."""
        match = self._session.match
        return match is not None and match.is_over

    @property
    def watching(self) -> bool:
        """True while bots play the human's seat."""
        return self._session.watching

    @property
    def can_undo(self) -> bool:
        """True when Undo would go back to a decision of the human's in this hand."""
        return self._session.undo_point(HUMAN) is not None

    def is_human_turn(self) -> bool:
        """True when the game waits for the human's decision (and nothing is still animating)."""
        return self._why_human_cannot_act() is None

    def snapshot(self) -> TableSnapshot:
        """The whole table as the human sees it now, with the hand's story so far."""
        state = self._hand
        summary = None if state.result is None else self._session.summary(state)
        return TableSnapshot(self._session.info(), self._session.hand_index, self._session.view(HUMAN),
                             self._session.watching, self._session.undo_point(HUMAN) is not None, summary,
                             self._match_or_fail.is_over, self.hand_story())

    def hand_story(self) -> tuple[TableEvent, ...]:
        """The current hand so far, as the table was told it: every table event from the deal (without the
        first-deal draw) to the last action's, the hand's ``HandScored`` left out."""
        return self._session.story(viewer=HUMAN)

    def saved_match(self) -> AnySavedMatch:
        """The current match as it is saved (for comparisons and tests)."""
        return self._session.saved()

    # ===================================================================================== the loop

    def _schedule(self) -> None:
        """Continue from the event loop (never by recursion, so a bots-only match never deepens the stack)."""
        if not self._paused and self._session.match is not None:
            self._step_timer.start()

    def _step(self) -> None:
        """Send the next event, or ask for the next decision, or deal the next hand."""
        match = self._session.match
        if self._paused or match is None:
            return
        self._prefetch_bot_move()
        if not self._pacer.send(headless=self.headless):
            if self.headless:
                self._schedule()
            return
        self._show_undo()
        state = match.hand
        if state.result is not None:
            if match.is_over:
                self._finish_match()
            else:
                match.deal_next()
                self._session.watched.append(False)
                self._session.watching = self._session.autoplay
                self._save()
                self._queue_deal()
                self._schedule()
            return
        if state.to_act == HUMAN and not self._session.watching:
            if not self._human_prompted:
                self._human_prompted = True
                self.human_turn.emit(self._session.human_turn(HUMAN))
            return
        action = self._bots.take_move()
        if action is not None:
            self._apply(action)

    def _prefetch_bot_move(self) -> None:
        """Ask the bot to act as soon as its turn comes, so it thinks while the table animates."""
        match = self._session.match
        if match is None or self._bots.asking_move:
            return
        state = match.hand
        if state.result is not None or (state.to_act == HUMAN and not self._session.watching):
            return
        seat = state.to_act
        seats = self._session.seats
        self._bots.ask_move(self._session.view(seat), seats.level_of(seat), self._seed(),
                            name=seats.names[seat])
        self._pacer.put(self.bot_thinking, seat)  # told in turn, after what the table is still showing

    def _seed(self) -> int:
        """The seed of the decision to be made now: the same position always gets the same answer."""
        session = self._session
        return bot_seed(session.match_or_fail.seed, session.hand_index, len(self._hand.history))

    # ================================================================================ applying moves

    def _apply(self, action: Any) -> None:
        """Apply a checked action, queue what the table must show, save, and record a finished hand."""
        match = self._match_or_fail
        state = match.hand
        before = self._session.copy(state)
        match.apply(action)  # raises IllegalActionError, leaving everything as it was
        self._bots.cancel_all()
        self._human_prompted = False
        if self._session.watching:
            self._session.watched[-1] = True  # not the player's own hand: kept out of their hand statistics
        for event in self._session.tell(before, action, state, viewer=HUMAN):
            self._queue_table_event(event)
        if state.result is not None:
            self._queue_table_event(self._session.score_event(state))
        self._show_undo()  # now, not when the table is still: a finished hand's summary waits on the player
        self._save()
        if state.result is not None:
            self._records.hand_finished(self._session, self._session.hand_index, state)
            if match.is_over:
                self._records.match_finished(self._session)
        self._schedule()

    def _queue_deal(self) -> None:
        self._human_prompted = False
        self._queue_table_event(self._session.deal_event(viewer=HUMAN))

    def _queue_table_event(self, event: TableEvent) -> None:
        """Queue ``event`` for the table, with the sound that goes with it."""
        for sound in self._session.sounds(event):
            self._pacer.put(self.sound_requested, sound)
        self._pacer.put(self.table_event, event, paced=True)

    def _finish_match(self) -> None:
        if self._match_over_told:
            return
        self._match_over_told = True
        match = self._match_or_fail
        winner = match.winner
        assert winner is not None
        self._records.clear_save()
        self._queue_table_event(MatchOver(MatchSummary(winner, tuple(match.scores), len(match.completed))))
        self._schedule()

    # ============================================================================= undo and reset

    def _show_undo(self) -> None:
        available = self._session.undo_point(HUMAN) is not None
        if available != self._undo_shown:
            self._undo_shown = available
            self.undo_available.emit(available)

    def _reset_position(self) -> None:
        """Forget everything in flight and have the view redraw the table from a snapshot."""
        self._forget_in_flight()
        self.position_reset.emit(self.snapshot())
        self._show_undo()
        self._schedule()

    def _forget_in_flight(self) -> None:
        """Drop the answers still coming and the events not yet shown: the position they were for is gone."""
        self._bots.cancel_all()
        self._pacer.clear()
        self._human_prompted = False

    def _abandon_current(self) -> None:
        self._forget_in_flight()
        match = self._session.match
        if match is not None:
            self._records.match_abandoned(self._session, match)

    # ======================================================================================= helpers

    def _save(self) -> None:
        self._records.save(self._session)

    def _tell_once(self, key: str, words: Phrase) -> None:
        _log.warning("%s", words)
        if key not in self._told:
            self._told.add(key)
            self.error.emit(words)

    @property
    def _match_or_fail(self) -> PlayedMatch:
        return self._session.match_or_fail

    @property
    def _hand(self) -> Any:
        return self._session.hand

    def _why_human_cannot_act(self) -> str | None:
        return self._session.why_cannot_act(HUMAN, paused=self._paused, moving=self._pacer.pending)

    def _reject(self, reason: str) -> None:
        self.action_rejected.emit(reason)
