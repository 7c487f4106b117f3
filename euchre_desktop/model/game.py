"""``GameModel``: the match behind the table, speaking in signals, paced by the table's animations."""

from __future__ import annotations

import collections
import dataclasses
import datetime
import logging
import random
import uuid
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal, SignalInstance

from ..engine import (
    Action,
    ActionKind,
    Card,
    Deal,
    DealCodeError,
    HandOutcome,
    HandState,
    IllegalActionError,
    Match,
    Phase,
    PlayerView,
    Rules,
    daily_deal,
    deal_details_text,
    decode_deal,
    effective_suit,
)
from ..persistence.savedmatch import KINDS, SavedMatch, SavedMatchError, SavedMatchStore
from ..persistence.seats import Level, SeatSetup
from ..persistence.statistics import Statistics, StatisticsError
from .botworker import BotAnswer, BotRequest
from .events import DealtHand, HandSummary, HumanTurn, MatchInfo, MatchSummary, TableSnapshot
from .players import BotFactory, bot_seed, make_bot
from .runners import BotRunner, ProcessBotRunner

__all__ = ["HUMAN", "GameModel"]

_log = logging.getLogger(__name__)

HUMAN = 0
"""The human's seat."""

_FAILURES_BEFORE_REPLACING = 2
"""A level whose bot fails this often is played by the stand-in for the rest of the session."""

_PACED_SIGNALS = ("hand_dealt", "bid_made", "trump_named", "dealer_picked_up", "card_discarded", "card_given",
                  "card_played", "trick_won", "hand_scored")

_BID_KINDS = frozenset({ActionKind.PASS, ActionKind.ORDER_UP, ActionKind.CALL, ActionKind.DEFEND_ALONE,
                        ActionKind.FARMER})


@dataclasses.dataclass(slots=True)
class _Event:
    signal: SignalInstance
    args: tuple[Any, ...]
    paced: bool


class GameModel(QObject):
    """The match behind the table.  The view draws what the signals say and sends the human's decisions in.

    Paced signals (after each, the model waits for ``animation_done()`` unless ``headless``):

    - ``hand_dealt(DealtHand)``: a new hand: dealer, packets, upcard, the human's cards, the score, and on the
      first hand the first-black-jack draw when the rules use it.
    - ``bid_made(int seat, Action)``: a pass, an order-up, a call, a farmer's hand or a lone defence (whose
      partner then sits out).
    - ``trump_named(Suit suit, int maker, bool alone, tuple sitting_out)``.
    - ``dealer_picked_up(int dealer, Card upcard)``.
    - ``card_discarded(int seat, Card | None)``: a card buried face down (the dealer's discard, a loner's or a
      farmer's); the card is None unless it is the human's own.
    - ``card_given(int giver, int receiver, Card | None)``: partner's best; the card is shown only to the
      human, when the human gives or receives it.
    - ``card_played(int seat, Card)``.
    - ``trick_won(int winner, tuple plays)``: plays are ``(seat, Card)`` pairs in play order.
    - ``hand_scored(HandSummary)``: result, tricks per side, points, score, every hand as dealt.  The view
      calls ``animation_done()`` when the player dismisses the summary; then the next hand is dealt.

    Other signals (no acknowledgement):

    - ``match_started(MatchInfo)``: a new or resumed match; the view should clear the table.
    - ``position_reset(TableSnapshot)``: redraw everything (after a resume, Undo or taking back the seat).
    - ``human_turn(HumanTurn)``: the human decides: the legal choices, the hand, a prompt.
    - ``human_hand_changed(tuple cards)``: the human's cards changed other than by a play or a discard
      (picking up as dealer, a farmer's exchange, receiving partner's best).
    - ``bot_thinking(int seat)``: a computer player is deciding.
    - ``hint_ready(Action, str reason)``: the Expert's choice for the human's decision.
    - ``action_rejected(str reason)``: a human action was refused, and why.
    - ``undo_available(bool)``.
    - ``match_over(MatchSummary)``.
    - ``names_changed(tuple names)``.
    - ``sound_requested(str name)``: ``shuffle``, ``herald``, ``card``, ``trick``, ``march``, ``euchre``.
    - ``bot_fallback(str text)``: a bot failed and a Standard decision stood in (said once).
    - ``error(str text)``: something the player should know (a save that failed, a damaged file).
    """

    hand_dealt = Signal(object)
    bid_made = Signal(int, object)
    trump_named = Signal(object, int, bool, object)
    dealer_picked_up = Signal(int, object)
    card_discarded = Signal(int, object)
    card_given = Signal(int, int, object)
    card_played = Signal(int, object)
    trick_won = Signal(int, object)
    hand_scored = Signal(object)

    match_started = Signal(object)
    position_reset = Signal(object)
    human_turn = Signal(object)
    human_hand_changed = Signal(object)
    bot_thinking = Signal(int)
    hint_ready = Signal(object, str)
    action_rejected = Signal(str)
    undo_available = Signal(bool)
    match_over = Signal(object)
    names_changed = Signal(object)
    sound_requested = Signal(str)
    bot_fallback = Signal(str)
    error = Signal(str)

    def __init__(self, *, runner: BotRunner | None = None, store: SavedMatchStore | None = None,
                 statistics: Statistics | None = None, headless: bool = False,
                 fallback: BotFactory = make_bot, parent: QObject | None = None) -> None:
        """A model with no match yet: call ``new_match()`` or ``resume()``.

        ``runner``: where bots think (default: a worker process).  ``store``: where the match is saved after
        every action (None: not saved).  ``statistics``: where results are recorded (None: not recorded).
        ``headless``: do not wait for the view's animations.  ``fallback``: the bots that stand in for a
        failed decision (the Standard level is used).
        """
        super().__init__(parent)
        self.runner = runner if runner is not None else ProcessBotRunner(parent=self)
        self.runner.answered.connect(self._on_answer)
        self.store = store
        self.statistics = statistics
        self.headless = headless
        self._fallback_factory = fallback
        self._fallback_bot: Any = None
        self._match: Match | None = None
        self._match_id = ""
        self._kind = "match"
        self._daily_date: datetime.date | None = None
        self._seats = SeatSetup()
        self._watched: list[bool] = []
        self._autoplay = False
        self._watching = False
        self._paused = False
        self._events: collections.deque[_Event] = collections.deque()
        self._awaiting_view = False
        self._human_prompted = False
        self._match_over_told = False
        self._next_request_id = 1
        self._move_request: BotRequest | None = None
        self._move_answer: Action | None = None
        self._hint_request: BotRequest | None = None
        self._undo_shown = False
        self._told: set[str] = set()
        self._failures: collections.Counter[str] = collections.Counter()
        self._step_timer = QTimer(self)
        self._step_timer.setSingleShot(True)
        self._step_timer.setInterval(0)
        self._step_timer.timeout.connect(self._step)
        self.runner.start()

    # ================================================================================== match control

    def new_match(self, rules: Rules | None = None, *, seats: SeatSetup | None = None,
                  seed: int | None = None, first_deal: Deal | None = None, kind: str = "match",
                  daily_date: datetime.date | None = None) -> None:
        """Start a match (abandoning the one in progress).  Rules and seats default to the current match's.

        ``kind`` says how it began (see ``KINDS``); ``first_deal`` plays given cards instead of the seed's.
        """
        if kind not in KINDS:
            raise ValueError(f"kind must be one of {', '.join(KINDS)}, not {kind!r}")
        rules = rules if rules is not None else (self._match.rules if self._match is not None else Rules())
        seats = (seats if seats is not None else self._seats).for_players(rules.players)
        seed = seed if seed is not None else random.SystemRandom().randrange(2**63)
        self._abandon_current()
        self._match = Match(rules, seed, first_deal=first_deal)
        self._match_id = uuid.uuid4().hex
        self._kind = kind
        self._daily_date = daily_date
        self._seats = seats
        self._watched = [False]
        self._watching = self._autoplay
        self._match_over_told = False
        # Saved before it is recorded: a kill in between leaves a save whose resume records the start,
        # never a match in the statistics that nothing can resume or finish.
        self._save()
        self._record(lambda stats: stats.match_started(
            self._match_id, kind=kind, players=rules.players, opponents_level=seats.opponents_level.value,
            partner_level=seats.partner_level.value))
        self.match_started.emit(self._info())
        self._queue_deal()
        self._schedule()

    def resume(self) -> bool:
        """Restore the saved match exactly where it stopped; False (with an ``error``) when there is none
        to resume or it is unusable."""
        if self.store is None:
            return False
        try:
            saved = self.store.load()
        except SavedMatchError as problem:
            self.error.emit(f"Your saved match could not be resumed: {problem}")
            return False
        if saved is None:
            return False
        self._abandon_current()
        self._load(saved)
        self._record_finished_hands()
        self.match_started.emit(self._info())
        self._reset_position()
        state = self._hand
        if state.result is not None and not self._match_or_fail.is_over:
            self._queue_event(self.hand_scored, self._summary(state), paced=True)
        return True

    def replay_deal(self) -> bool:
        """Replay this deal: the same cards and dealer, a fresh start (a new match that opens with it)."""
        if self._match is None:
            self._reject("There is no deal to replay yet.")
            return False
        self.new_match(self._match.rules, first_deal=self._hand.deal, kind="replay")
        return True

    def play_todays_deal(self, rules: Rules | None = None, day: datetime.date | None = None) -> None:
        """Today's deal: the same cards for everyone today (a new match that opens with it)."""
        rules = rules if rules is not None else (self._match.rules if self._match is not None else Rules())
        day = day if day is not None else datetime.date.today()
        self.new_match(rules, first_deal=daily_deal(day, rules), kind="daily", daily_date=day)

    def play_deal_code(self, code: str) -> bool:
        """Play a deal from a pasted code, under the rules the code carries (a new match that opens with it).

        False (``action_rejected`` says why) if the code cannot be read.
        """
        try:
            deal, rules = decode_deal(code)
        except DealCodeError as problem:
            self._reject(_sentence(f"that deal code cannot be read: {problem}"))
            return False
        self.new_match(rules, first_deal=deal, kind="code")
        return True

    def deal_details(self) -> str:
        """Copy deal details: the deal code, rules, hands, bids, tricks and result of the current hand (or
        the one just finished), with the seats' names; "" before the first match."""
        if self._match is None:
            return ""
        return deal_details_text(self._hand, seat_names=self._seats.names)

    def shutdown(self) -> None:
        """Stop the bots' worker now (quitting); the model does nothing more afterwards."""
        self._step_timer.stop()
        self._paused = True
        self._invalidate_requests()
        self.runner.shutdown()

    # ================================================================================ human actions

    def act(self, action: Action) -> bool:
        """The human's decision, any kind.  False (and ``action_rejected`` with the reason) if refused."""
        why = self._why_human_cannot_act()
        if why is not None:
            self._reject(why)
            return False
        try:
            self._apply(action)
        except IllegalActionError as problem:
            self._reject(_sentence(str(problem)))
            return False
        return True

    def bid(self, action: Action) -> bool:
        """Pass, order up, call a suit (alone or not), declare a farmer's hand or a lone defence."""
        if action.kind not in _BID_KINDS:
            text = str(action)
            self._reject(f"{text[0].upper()}{text[1:]} is not a bid.")
            return False
        return self.act(action)

    def discard(self, card: Card) -> bool:
        """Bury a card face down (after picking up, or as a loner or farmer)."""
        return self.act(Action.discard(card))

    def give(self, card: Card) -> bool:
        """Partner's best: pass a card to the lone partner."""
        return self.act(Action.give(card))

    def play(self, card: Card) -> bool:
        """Play a card to the trick."""
        return self.act(Action.play(card))

    def animation_done(self) -> None:
        """The view finished showing the last paced signal; the game goes on.  Extra calls are ignored."""
        if self._awaiting_view:
            self._awaiting_view = False
            self._schedule()

    def undo(self) -> bool:
        """Go back to the human's last decision in this hand; the bots' moves up to there are replayed."""
        target = self._undo_target()
        if target is None:
            self._reject("There is nothing to undo in this hand.")
            return False
        match = self._match_or_fail
        saved = self._saved()
        hands = list(saved.hands)
        hands[-1] = dataclasses.replace(hands[-1], actions=hands[-1].actions[:target])
        self._match = dataclasses.replace(saved, hands=tuple(hands)).rebuild()
        assert self._match.scores == match.scores
        self._reset_position()
        self._save()
        return True

    def request_hint(self) -> bool:
        """Ask for the Expert's choice for the human's decision; it arrives as ``hint_ready``."""
        why = self._why_human_cannot_act()
        if why is not None:
            self._reject(why)
            return False
        if self._hint_request is None:
            self._hint_request = self._request("hint", Level.EXPERT, HUMAN)
        return True

    def watch_hand(self) -> None:
        """Let bots play the human's seat to the end of this hand (the human may take it back)."""
        if self._match is None or self._watching:
            return
        self._watching = True
        self._hint_request = None
        self._human_prompted = False
        self._schedule()

    def take_back_seat(self) -> None:
        """End Watch a hand (or a bots-only match): the human decides again from the next decision."""
        if not self._watching:
            return
        self._watching = False
        self._autoplay = False
        if self._move_request is not None and self._move_request.view.seat == HUMAN:
            self._invalidate_requests()
        self._reset_position()
        self._save()

    def set_autoplay(self, on: bool) -> None:
        """Bots play all seats, hand after hand (a demonstration, the soak test, the benchmark)."""
        self._autoplay = on
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
        self._seats = dataclasses.replace(self._seats, names=tuple(names)).for_players(len(self._seats.names))
        self.names_changed.emit(self._seats.names)
        self._save()

    # ===================================================================================== queries

    @property
    def rules(self) -> Rules | None:
        """The current match's rules."""
        return None if self._match is None else self._match.rules

    @property
    def seats(self) -> SeatSetup:
        """The current match's seats."""
        return self._seats

    @property
    def scores(self) -> tuple[int, ...]:
        """The match score, per side."""
        return () if self._match is None else tuple(self._match.scores)

    @property
    def match_id(self) -> str:
        """The current match's id ("" before the first match)."""
        return self._match_id

    @property
    def is_over(self) -> bool:
        """True once the current match has a winner."""
        return self._match is not None and self._match.is_over

    @property
    def watching(self) -> bool:
        """True while bots play the human's seat."""
        return self._watching

    @property
    def can_undo(self) -> bool:
        """True when Undo would go back to a decision of the human's in this hand."""
        return self._undo_target() is not None

    def is_human_turn(self) -> bool:
        """True when the game waits for the human's decision (and nothing is still animating)."""
        return self._why_human_cannot_act() is None

    def snapshot(self) -> TableSnapshot:
        """The whole table as the human sees it now."""
        state = self._hand
        summary = None if state.result is None else self._summary(state)
        return TableSnapshot(self._info(), self._hand_index(), PlayerView.of(state, HUMAN), self._watching,
                             self._undo_target() is not None, summary, self._match_or_fail.is_over)

    def hand_story(self) -> tuple[tuple[str, tuple[Any, ...]], ...]:
        """The current hand so far, as the table was told it: the name and arguments of each paced signal
        in order, from ``hand_dealt`` (without the first-deal draw) to the last action's (the final
        ``hand_scored`` left out).  A view redraws the table from nothing by replaying these steps without
        animation, through the same code that animates them live."""
        match = self._match_or_fail
        current = match.hand
        dealt = DealtHand(self._hand_index(), current.dealer, current.deal.packets, current.upcard,
                          current.deal.hands[HUMAN], tuple(current.scores_before))
        state = HandState(match.rules, current.deal, scores_before=current.scores_before)
        live_events, self._events = self._events, collections.deque()
        try:
            for seat, action in current.history:
                phase, tricks_before, sitting_out_before = state.phase, len(state.tricks), state.sitting_out
                state.apply_unchecked(action)
                self._queue_action(seat, phase, action, state, tricks_before, sitting_out_before,
                                   scored=False)
            told = [event for event in self._events if event.paced]
        finally:
            self._events = live_events
        names = {id(getattr(self, name)): name for name in _PACED_SIGNALS}
        return (("hand_dealt", (dealt,)), *((names[id(event.signal)], event.args) for event in told))

    def saved_match(self) -> SavedMatch:
        """The current match as it is saved (for comparisons and tests)."""
        return self._saved()

    # ===================================================================================== the loop

    def _schedule(self) -> None:
        """Continue from the event loop (never by recursion, so a bots-only match never deepens the stack)."""
        if not self._paused and self._match is not None:
            self._step_timer.start()

    def _step(self) -> None:
        """Send the next event, or ask for the next decision, or deal the next hand."""
        if self._paused or self._match is None:
            return
        self._prefetch_bot_move()
        while self._events and not self._awaiting_view:
            event = self._events.popleft()
            if event.paced:
                # Set before emitting: a view that finishes at once calls animation_done() inside the emit.
                self._awaiting_view = not self.headless
                event.signal.emit(*event.args)
                if self.headless:
                    self._schedule()
                return
            event.signal.emit(*event.args)
        if self._awaiting_view or self._events:
            return
        self._show_undo()
        match = self._match
        state = match.hand
        if state.result is not None:
            if match.is_over:
                self._finish_match()
            else:
                match.deal_next()
                self._watched.append(False)
                self._watching = self._autoplay
                self._save()
                self._queue_deal()
                self._schedule()
            return
        if state.to_act == HUMAN and not self._watching:
            if not self._human_prompted:
                self._human_prompted = True
                self.human_turn.emit(self._human_turn(state))
            return
        if self._move_answer is not None:
            action, self._move_answer = self._move_answer, None
            self._move_request = None
            self._apply(action)

    def _prefetch_bot_move(self) -> None:
        """Ask the bot to act as soon as its turn comes, so it thinks while the table animates."""
        match = self._match
        if match is None or self._move_request is not None:
            return
        state = match.hand
        if state.result is not None or (state.to_act == HUMAN and not self._watching):
            return
        seat = state.to_act
        self._move_request = self._request("move", self._seats.level_of(seat), seat)
        self._queue_event(self.bot_thinking, seat)  # told in turn, after what the table is still showing

    def _request(self, kind: str, level: Level, seat: int) -> BotRequest:
        state = self._hand
        request = BotRequest(self._next_request_id, "hint" if kind == "hint" else "move", level.value,
                             PlayerView.of(state, seat),
                             bot_seed(self._match_or_fail.seed, self._hand_index(), len(state.history)))
        self._next_request_id += 1
        if self._failures[level.value] >= _FAILURES_BEFORE_REPLACING:
            # This level keeps failing: the stand-in answers at once rather than after another budget.
            answer = BotAnswer(request.request_id, None, error="replaced after repeated failures")
            QTimer.singleShot(0, self, lambda: self._on_answer(answer))
        else:
            self.runner.submit(request)
        return request

    def _on_answer(self, answer: BotAnswer) -> None:
        hint = self._hint_request
        if hint is not None and answer.request_id == hint.request_id:
            self._hint_request = None
            action, reason = answer.action, answer.reason
            if answer.error is not None or action not in hint.view.legal_actions:
                action = self._fallback_choice(hint)
                reason = "A sound choice by the book (the Expert could not be asked just now)."
            assert action is not None
            self.hint_ready.emit(action, reason or "")
            return
        request = self._move_request
        if request is None or answer.request_id != request.request_id:
            return  # a stale answer, for a position that no longer exists
        action = answer.action
        if answer.error is not None or action not in request.view.legal_actions:
            why = answer.error if answer.error is not None else f"chose an illegal move ({action})"
            action = self._fallback_choice(request)
            if self._failures[request.level] < _FAILURES_BEFORE_REPLACING:
                self._failures[request.level] += 1
                self._tell_fallback(request, why)
        self._move_answer = action
        self._schedule()

    def _fallback_choice(self, request: BotRequest) -> Action:
        """A Standard decision for a failed bot; the first legal action if even that fails."""
        legal = request.view.legal_actions
        try:
            if self._fallback_bot is None:
                self._fallback_bot = self._fallback_factory(Level.STANDARD.value)
            action: Action = self._fallback_bot.choose(request.view, random.Random(request.seed))
        except Exception:  # the stand-in failing too must not stop the game
            _log.exception("the fallback bot failed as well")
            return legal[0]
        return action if action in legal else legal[0]

    def _tell_fallback(self, request: BotRequest, why: str) -> None:
        _log.warning("bot for seat %d (%s) failed: %s", request.view.seat, request.level, why)
        if "fallback" not in self._told:
            self._told.add("fallback")
            name = self._seats.names[request.view.seat]
            self.bot_fallback.emit(
                f"{name}'s {Level(request.level).label} player failed to decide ({why}); a Standard decision "
                "was used for that move. If it keeps failing, a Standard player takes its place.")

    # ================================================================================ applying moves

    def _apply(self, action: Action) -> None:
        """Apply a checked action, queue what the table must show, save, and record a finished hand."""
        match = self._match_or_fail
        state = match.hand
        seat, phase = state.to_act, state.phase
        tricks_before = len(state.tricks)
        sitting_out_before = state.sitting_out
        result = match.apply(action)  # raises IllegalActionError, leaving everything as it was
        self._invalidate_requests()
        self._human_prompted = False
        if self._watching:
            self._watched[-1] = True  # not the player's own hand: kept out of their hand statistics
        self._queue_action(seat, phase, action, state, tricks_before, sitting_out_before)
        self._save()
        if result is not None:
            self._record_hand(self._hand_index(), state)
            if match.is_over:
                self._record_match_end()
        self._schedule()

    def _queue_action(self, seat: int, phase: Phase, action: Action, state: HandState, tricks_before: int,
                      sitting_out_before: frozenset[int], *, scored: bool = True) -> None:
        """Queue what the table is told of ``action``; ``scored``: and of the hand's end, if it ended (a
        retelling leaves that out: its ``state`` is a replay, not one of the match's own hands)."""
        kind = action.kind
        if kind is ActionKind.PLAY:
            assert action.card is not None
            self._queue_event(self.sound_requested, "card")
            self._queue_event(self.card_played, seat, action.card, paced=True)
            if len(state.tricks) > tricks_before:
                trick = state.tricks[-1]
                self._queue_event(self.sound_requested, "trick")
                self._queue_event(self.trick_won, trick.winner, trick.plays, paced=True)
        elif kind is ActionKind.DISCARD:
            self._queue_event(self.card_discarded, seat, action.card if seat == HUMAN else None, paced=True)
        elif kind is ActionKind.GIVE:
            receiver = state.maker
            assert receiver is not None
            shown = action.card if HUMAN in (seat, receiver) else None
            self._queue_event(self.card_given, seat, receiver, shown, paced=True)
            if receiver == HUMAN:
                self._queue_event(self.human_hand_changed, state.hand(HUMAN))
        else:
            self._queue_event(self.bid_made, seat, action, paced=True)
            if action.is_bid or phase is Phase.BENNY_CALL:
                assert state.trump is not None and state.maker is not None
                self._queue_event(self.trump_named, state.trump, state.maker, state.maker_alone,
                                  tuple(sorted(state.sitting_out - sitting_out_before)), paced=True)
                picked_up = kind is ActionKind.ORDER_UP or phase is Phase.BENNY_CALL
                if picked_up and state.dealer not in state.sitting_out:
                    self._queue_event(self.dealer_picked_up, state.dealer, state.upcard, paced=True)
                    if state.dealer == HUMAN:
                        self._queue_event(self.human_hand_changed, state.hand(HUMAN))
            elif kind is ActionKind.FARMER and seat == HUMAN and state.result is None:
                self._queue_event(self.human_hand_changed, state.hand(HUMAN))
        if scored and state.result is not None:
            outcome = state.result.outcome
            if outcome in (HandOutcome.MARCH, HandOutcome.EUCHRED):
                self._queue_event(self.sound_requested, "march" if outcome is HandOutcome.MARCH else "euchre")
            self._queue_event(self.hand_scored, self._summary(state), paced=True)

    def _queue_deal(self) -> None:
        match = self._match_or_fail
        state = match.hand
        draw = match.draw.cards if self._hand_index() == 0 else ()
        dealt = DealtHand(self._hand_index(), state.dealer, state.deal.packets, state.upcard,
                          state.deal.hands[HUMAN], tuple(match.scores), draw)
        self._human_prompted = False
        self._queue_event(self.sound_requested, "shuffle")
        self._queue_event(self.sound_requested, "herald")
        self._queue_event(self.hand_dealt, dealt, paced=True)

    def _queue_event(self, signal: SignalInstance, *args: Any, paced: bool = False) -> None:
        self._events.append(_Event(signal, args, paced))

    def _finish_match(self) -> None:
        if self._match_over_told:
            return
        self._match_over_told = True
        match = self._match_or_fail
        winner = match.winner
        assert winner is not None
        if self.store is not None:
            try:
                self.store.clear()
            except OSError as problem:
                _log.warning("could not remove the finished match's save: %s", problem)
        self.match_over.emit(MatchSummary(winner, tuple(match.scores), len(match.completed)))

    # ============================================================================= undo and reset

    def _undo_target(self) -> int | None:
        """How many actions of this hand to keep to return to the human's last decision (None: no undo)."""
        if self._match is None or self._watching:
            return None
        state = self._match.hand
        if state.result is not None:
            return None
        for index in range(len(state.history) - 1, -1, -1):
            if state.history[index][0] == HUMAN:
                return index
        return None

    def _show_undo(self) -> None:
        available = self._undo_target() is not None
        if available != self._undo_shown:
            self._undo_shown = available
            self.undo_available.emit(available)

    def _reset_position(self) -> None:
        """Forget everything in flight and have the view redraw the table from a snapshot."""
        self._invalidate_requests()
        self._events.clear()
        self._awaiting_view = False
        self._human_prompted = False
        self.position_reset.emit(self.snapshot())
        self._show_undo()
        self._schedule()

    def _invalidate_requests(self) -> None:
        """Any answer still coming is for a position that no longer exists: drop it."""
        self.runner.cancel_all()
        self._move_request = None
        self._move_answer = None
        self._hint_request = None

    # ============================================================================ saving and records

    def _saved(self) -> SavedMatch:
        return SavedMatch.of(self._match_or_fail, match_id=self._match_id, seats=self._seats, kind=self._kind,
                             daily_date=self._daily_date, watched=self._watched, autoplay=self._autoplay,
                             watching=self._watching)

    def _load(self, saved: SavedMatch) -> None:
        self._match = saved.rebuild()
        self._match_id = saved.match_id
        self._kind = saved.kind
        self._daily_date = saved.daily_date
        self._seats = saved.seats
        self._watched = [hand.watched for hand in saved.hands]
        self._autoplay = saved.autoplay
        self._watching = saved.watching
        self._match_over_told = False

    def _save(self) -> None:
        if self.store is None or self._match is None:
            return
        try:
            self.store.save(self._saved())
        except OSError as problem:
            self._tell_once("save", f"The match could not be saved ({problem.strerror or problem}); it goes "
                                    "on, but it cannot be resumed from here if the game is closed.")

    def _record(self, write: Any) -> None:
        if self.statistics is None:
            return
        try:
            write(self.statistics)
        except StatisticsError as problem:
            self._tell_once("statistics", f"Your statistics could not be updated: {problem}.")

    def _record_hand(self, index: int, state: HandState) -> None:
        result = state.result
        assert result is not None
        match = self._match_or_fail
        watched = index < len(self._watched) and self._watched[index]
        self._record(lambda stats: stats.hand_finished(self._match_id, index, result, match.rules,
                                                       watched=watched))
        if self._kind == "daily" and index == 0 and self._daily_date is not None and not watched:
            day = self._daily_date
            self._record(lambda stats: stats.daily_result(day, self._match_id, result, match.rules))

    def _record_match_end(self) -> None:
        match = self._match_or_fail
        self._record(lambda stats: stats.match_finished(self._match_id, won=match.winner == 0,
                                                        scores=tuple(match.scores)))

    def _record_finished_hands(self) -> None:
        """After a resume: record whatever finished before the crash (recording twice counts once)."""
        match = self._match_or_fail
        seats = self._seats
        self._record(lambda stats: stats.match_started(
            self._match_id, kind=self._kind, players=match.rules.players,
            opponents_level=seats.opponents_level.value, partner_level=seats.partner_level.value))
        for index, state in enumerate(match.completed):
            self._record_hand(index, state)
        if match.is_over:
            self._record_match_end()

    def _abandon_current(self) -> None:
        self._invalidate_requests()
        self._events.clear()
        self._awaiting_view = False
        self._human_prompted = False
        match = self._match
        if match is not None and not match.is_over:
            self._record(lambda stats: stats.match_abandoned(self._match_id, scores=tuple(match.scores)))

    def _tell_once(self, key: str, text: str) -> None:
        _log.warning("%s", text)
        if key not in self._told:
            self._told.add(key)
            self.error.emit(text)

    # ======================================================================================= helpers

    @property
    def _match_or_fail(self) -> Match:
        if self._match is None:
            raise RuntimeError("no match has been started")
        return self._match

    @property
    def _hand(self) -> HandState:
        return self._match_or_fail.hand

    def _hand_index(self) -> int:
        match = self._match_or_fail
        return len(match.completed) - (1 if match.hand_over else 0)

    def _info(self) -> MatchInfo:
        seats = self._seats
        return MatchInfo(self._match_id, self._match_or_fail.rules, seats.names, seats.opponents_level,
                         seats.partner_level, self._kind, self._daily_date)

    def _summary(self, state: HandState) -> HandSummary:
        result = state.result
        assert result is not None
        rules = state.rules
        per_side = [0] * rules.sides
        for seat, tricks in enumerate(result.tricks):
            per_side[rules.side_of(seat)] += tricks
        index = self._match_or_fail.completed.index(state)
        scores = [0] * rules.sides
        for done in self._match_or_fail.completed[:index + 1]:
            assert done.result is not None
            scores = [a + b for a, b in zip(scores, done.result.points, strict=True)]
        return HandSummary(index, result.outcome, result.maker, result.trump, result.maker_alone,
                           result.defender_alone, tuple(per_side), result.points, tuple(scores), state.deal,
                           result.reneger)

    def _why_human_cannot_act(self) -> str | None:
        match = self._match
        if match is None:
            return "No match is in progress."
        if match.is_over:
            return "The match is over."
        if self._paused:
            return "The game is paused."
        if self._events or self._awaiting_view:
            return "Wait for the cards to finish moving."
        state = match.hand
        if state.result is not None:
            return "The hand is over."
        if self._watching:
            return "The computer is playing your seat; take it back first."
        if state.to_act != HUMAN:
            return f"It is {self._seats.names[state.to_act]}'s turn."
        return None

    def _human_turn(self, state: HandState) -> HumanTurn:
        view = PlayerView.of(state, HUMAN)
        return HumanTurn(view.phase, view.legal_actions, view.hand, _prompt(view, self._seats.names))

    def _reject(self, reason: str) -> None:
        self.action_rejected.emit(reason)


def _sentence(text: str) -> str:
    """Capitalised, with a full stop: engine messages are written to be embedded."""
    text = text.strip()
    if not text:
        return text
    text = text[0].upper() + text[1:]
    return text if text.endswith((".", "!", "?")) else text + "."


def _prompt(view: PlayerView, names: tuple[str, ...]) -> str:
    """What the status line says when the human is to decide."""
    phase = view.phase
    upcard = view.upcard
    if phase is Phase.BID_ROUND_1:
        if view.dealer == view.seat:
            return f"Pick up the {upcard}, or pass."
        return f"Order up the {upcard} to {names[view.dealer]}, or pass."
    if phase is Phase.BID_ROUND_2:
        if Action.pass_() not in view.legal_actions:
            return "Stick the dealer: you must name a suit."
        return f"Name a suit other than {upcard.suit.name.lower()}, or pass."
    if phase is Phase.BENNY_CALL:
        return "The Benny was turned: name trump."
    if phase in (Phase.DEALER_DISCARD, Phase.LONER_DISCARD):
        return "Discard a card face down."
    if phase is Phase.FARMER_RETURN:
        return "Return a card to the kitty."
    if phase is Phase.PARTNER_GIVE:
        return "Give your partner your best card."
    if phase is Phase.DEFEND:
        return "Defend alone, or pass."
    if phase is Phase.FARMER:
        return "You hold a farmer's hand: declare it, or pass."
    if not view.trick:
        return "Your lead."
    suit = effective_suit(view.trick[0][1], view.trump)
    return f"Your play: follow {suit.name.lower()} if you can."
