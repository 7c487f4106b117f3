"""The adapter between the match and the table: table events become scene steps, clicks become decisions.

Every table event the model sends (``model.table_events``) is shown by ``show(event)`` as one or more
``TableScene`` steps, run one at a time: each step starts its animations and the scene's
``animations_done`` starts the next.  When the steps of an event have all come to rest the controller
calls ``model.animation_done()`` and the game goes on.  So the table never runs ahead of the model and the
model never runs ahead of the table; nothing waits by sleeping.  An event says everything needed to show
it: the controller keeps no copy of the game's state, never asks the model for it, and knows no rule.

After ``position_reset`` (Undo, a resume, taking back the seat) the table is redrawn from nothing by
showing the hand's story (carried by the snapshot) through the same ``show``, with every duration zero.

The human's decisions come back through here: a clicked card (played, discarded or given, depending on the
phase; with "tap twice to play" the first click only selects), the arrow keys and Enter, and the bids from
the bid panel.  Whether a decision is legal is the model's to say: a refused one comes back as
``action_rejected`` with the reason, which the status line shows.  Where the rules allow a renege, the cards
that do not follow suit look as they do when they may not be played (dimmed, not lifted), but they can be:
playing one is first put to the player by ``ask_before_renege`` when the window sets it.
"""

from __future__ import annotations

import collections
import dataclasses
from collections.abc import Callable

from PySide6.QtCore import QObject, Signal, SignalInstance

from ...engine import Action, Card, HandOutcome, Phase, Rules, card_name
from ...engine.bid import BidAction, BidPhase, BidRules
from ...engine.phrase import Phrase
from ...language import said
from ...model import HandSummary, HumanTurn, MatchInfo, TableSnapshot
from ...model import table_events as events
from ...model.bid_events import BidHandScored, BidHandSummary, BidTurn
from ...model.game import GameModel
from ..bid_words import bid_action_words
from ..hand_words import renege_told
from ..status import (
    action_words,
    bid_turn_text,
    card_deed_text,
    card_words,
    renege_warning,
    said_text,
    thinking_text,
    turn_text,
)
from .acting import Acting
from .animation import Durations
from .avatars import PORTRAITS
from .banner import match_words
from .bid_steps import BID_EVENTS, BidSteps
from .card_mark import RenegeMark
from .contract_badge import ContractBadge
from .layout import EUCHRE_HAND
from .panels import SeatInfo
from .scene import TableScene

__all__ = ["CARD_PHASES", "TableController"]

CARD_PHASES = frozenset({Phase.PLAY, Phase.DEALER_DISCARD, Phase.LONER_DISCARD, Phase.FARMER_RETURN,
                         Phase.PARTNER_GIVE, BidPhase.PLAY, BidPhase.GIVE, BidPhase.DISCARD})
"""The phases in which the player decides by choosing one of their cards."""

_PORTRAIT_KEYS = {4: ("you", "hank", "gloria", "luis"), 3: ("you", "hank", "luis"),
                  6: ("you", "hank", "gloria", "otto", "mabel", "luis")}


@dataclasses.dataclass(frozen=True, slots=True)
class _Step:
    run: Callable[[], None]
    waits: bool
    """True for a table step, which ends with ``animations_done``; False for an instant change."""


class TableController(QObject):
    """Drives ``scene`` from ``model`` and sends the player's decisions back.

    Signals:
        turn_changed(object): the player's decision now (a ``HumanTurn``), or None when it is no longer
            theirs; sent once the table is still, so the window can show the bid panel or the prompt.
        status_changed(str, bool): the standing status text, and whether it is the player's turn.
        notice(str, bool): a passing message (a refused action when the flag is true, else a remark).
        hint_shown(object, str): the suggested action and the reason, once marked on the table.
        hand_finished(object): a ``HandSummary`` to show; call ``next_hand()`` when the player is done.
        bid_hand_finished(object): the same for a Bid Euchre hand, with a ``BidHandSummary``.
        match_finished(object): a ``MatchSummary``.
        match_changed(object): a new or resumed match (``MatchInfo``).
        undo_changed(bool): whether Undo can be offered.
    """

    turn_changed = Signal(object)
    status_changed = Signal(str, bool)
    notice = Signal(str, bool)
    hint_shown = Signal(object, str)
    hand_finished = Signal(object)
    bid_hand_finished = Signal(object)
    match_finished = Signal(object)
    match_changed = Signal(object)
    undo_changed = Signal(bool)

    def __init__(self, model: GameModel, scene: TableScene, parent: QObject | None = None) -> None:
        """Connect ``model`` and ``scene``; nothing happens until the model starts a match."""
        super().__init__(parent)
        self.model = model
        self.scene = scene
        self.tap_twice = False
        self.ask_before_renege: Callable[[Card, str, Callable[[], None]], object] | None = None
        """Asks whether to play a card that does not follow suit (a renege the rules allow): called with the
        card, what the renege will cost, and what plays it if the player says yes.  None: played at once."""
        self._queue: collections.deque[_Step] = collections.deque()
        self._stepping = False
        self._durations = scene.durations
        self._info: MatchInfo | None = None
        self._names: tuple[str, ...] = ()
        self._turn: HumanTurn | None = None
        self._turn_shown = False
        self._selected: Card | None = None
        self._selected_copy = 0  # which of two identical cards (a double pack), from the left
        self._awaiting_summary = False
        self._renege_mark: RenegeMark | None = None
        self._acting = Acting(scene, lambda text: self.status_changed.emit(text, False), self)
        self._bid = BidSteps(scene, self._enqueue, self._seat_name, self._acted,
                             lambda text: self.status_changed.emit(text, False),
                             lambda summary: self._hand_over(summary, self.bid_hand_finished))
        scene.animations_done.connect(self._on_animations_done)
        scene.card_clicked.connect(self.card_clicked)
        model.match_started.connect(self._on_match_started)
        model.position_reset.connect(self._on_position_reset)
        model.table_event.connect(self._on_table_event)
        model.human_turn.connect(self._on_human_turn)
        model.bot_thinking.connect(self._on_bot_thinking)
        model.hint_ready.connect(self._on_hint)
        model.action_rejected.connect(lambda reason: self.notice.emit(reason, True))
        model.undo_available.connect(self.undo_changed)
        model.names_changed.connect(self._on_names_changed)

    # ===================================================================================== queries

    @property
    def turn(self) -> HumanTurn | None:
        """The player's decision the table is showing, if any."""
        return self._turn if self._turn_shown else None

    @property
    def selected(self) -> Card | None:
        """The card chosen with the arrows or a first tap, if any."""
        return self._selected

    @property
    def names(self) -> tuple[str, ...]:
        """The players' names by seat."""
        return self._names

    @property
    def rules(self) -> Rules | None:
        """The match's rules, when it is a Euchre match."""
        rules = self._info.rules if self._info is not None else None
        return rules if isinstance(rules, Rules) else None

    @property
    def contract_badge(self) -> ContractBadge:
        """Bid Euchre's contract and tricks on the table (hidden in a Euchre match)."""
        return self._bid.badge

    @property
    def busy(self) -> bool:
        """True while table steps are queued or moving."""
        return self._stepping or bool(self._queue)

    # ======================================================================== options and input

    def set_durations(self, durations: Durations) -> None:
        """Animation speed for the coming steps (a restore in progress keeps its zero durations)."""
        self._durations = durations
        if self.scene.durations.instant:
            return
        self.scene.set_durations(durations)

    def set_tap_twice(self, on: bool) -> None:
        """Tap twice to play: the first click on a card selects it, the second plays it."""
        self.tap_twice = on
        if not on:
            self._select(None)
        self._announce_turn()

    def card_clicked(self, card: Card | None) -> None:
        """A click on one of the player's cards."""
        turn = self.turn
        if card is None:
            return
        if turn is None:
            # Not the player's decision (yet): the model says whose turn it is.
            self.model.play(card)
            return
        if turn.phase not in CARD_PHASES:
            self.notice.emit(self.tr("Choose a bid with the buttons (or their number keys) first."), True)
            return
        copy = self.scene.clicked_copy(card)
        if self.tap_twice and (self._selected, self._selected_copy) != (card, copy):
            self._select(card, copy)
            chosen = self.tr("The {card} is chosen: click it again (or press Enter) to confirm.")
            self.notice.emit(chosen.format(card=card_words(card, turn.view)), False)
            return
        self._act_with_card(card)

    def move_selection(self, step: int) -> None:
        """Left/Right: move the chosen card through the hand (starting from a playable one)."""
        turn = self.turn
        if turn is None or turn.phase not in CARD_PHASES:
            return
        cards = list(self.scene.piles.hand(0).known)
        if not cards:
            return
        # Each card with its copy number, so the arrows step onto a double pack's twin and past it.
        spots = [(card, cards[:index].count(card)) for index, card in enumerate(cards)]
        chosen = self._selected, self._selected_copy
        if self._selected is None or chosen not in spots:
            usable = [spot for spot in spots if self._usable(turn, spot[0])]
            pool = usable or spots
            self._select(*(pool[0] if step > 0 else pool[-1]))
            return
        index = (spots.index((self._selected, self._selected_copy)) + step) % len(spots)
        self._select(*spots[index])

    def confirm_selection(self) -> bool:
        """Enter: play (discard, give) the chosen card; False when nothing is chosen."""
        turn = self.turn
        if turn is None or turn.phase not in CARD_PHASES or self._selected is None:
            return False
        self._act_with_card(self._selected)
        return True

    def choose(self, action: Action | BidAction) -> bool:
        """A bid from the panel."""
        if self.turn is None:
            self.notice.emit(self.tr("It is not your turn to bid."), True)
            return False
        if self.model.act(action):
            self._turn_taken()
            return True
        return False

    def withdraw_turn(self) -> None:
        """The decision shown is no longer the player's (the computer takes the seat): take it off."""
        self._hide_turn()

    def request_hint(self) -> bool:
        """Ask the model for a hint for the player's decision."""
        return self.model.request_hint()

    def undo(self) -> bool:
        """Back to the player's last decision in this hand."""
        return self.model.undo()

    def next_hand(self) -> None:
        """The player has read the hand's summary: the game goes on (the next deal, or the result)."""
        if self._awaiting_summary:
            self._awaiting_summary = False
            self.model.animation_done()

    # ===================================================================================== the queue

    def _enqueue(self, run: Callable[[], None], *, waits: bool = True) -> None:
        self._queue.append(_Step(run, waits))

    def _pump(self) -> None:
        """Run queued steps until one has to wait for the table; when none is left, show the turn."""
        while self._queue and not self._stepping:
            step = self._queue.popleft()
            if step.waits:
                self._stepping = True
            step.run()
        if not self._queue and not self._stepping:
            self._show_pending_turn()

    def _on_animations_done(self) -> None:
        if not self._stepping:
            return  # the table settled after something that is not a step (a resize)
        self._stepping = False
        self._pump()

    def show(self, event: events.TableEvent) -> None:
        """Show ``event`` on the table, after whatever is still being shown."""
        self._hide_turn()
        self._queue_steps(event)
        self._pump()

    def _on_table_event(self, event: events.TableEvent) -> None:
        """A table event from the model: show it, then tell the model the table is still (for a hand's
        score, ``HandScored`` or ``BidHandScored``, once the player has dismissed the summary: see
        ``next_hand``)."""
        self._hide_turn()
        self._queue_steps(event)
        if not isinstance(event, events.HandScored | BidHandScored):
            self._enqueue(self.model.animation_done, waits=False)
        self._pump()

    def _reset_queue(self) -> None:
        """Forget every step not yet run (one still moving finishes and is ignored)."""
        self._queue.clear()
        self._acting.forget()
        self._turn = None
        self._turn_shown = False
        self._awaiting_summary = False
        self._unmark_renege()
        self._select(None)
        self.scene.set_playable(None)
        self.turn_changed.emit(None)

    # ================================================================================ the steps

    def _queue_steps(self, event: events.TableEvent) -> None:
        """Queue the table steps that show ``event`` (run in turn by the queue)."""
        scene = self.scene
        self._acting.forget()  # a move is told: whoever was deciding has decided
        if isinstance(event, events.CardPlayed | events.CardBuried | events.CardGiven):
            two_of_spades = self.rules is not None and self.rules.benny_is_two_of_spades
            self._acted(card_deed_text(event, self._seat_name, two_of_spades=two_of_spades))
        match event:
            case events.Dealt():
                self._show_deal(event)
            case events.BidMade(seat=seat, action=action, by_dealer=by_dealer, by_maker=by_maker):
                text = action_words(action, dealer=by_dealer, maker=by_maker)
                self._acted(said_text(self._seat_name(seat), text))
                self._enqueue(lambda: scene.show_bid(seat, text))
            case events.KittyExchanged(seat=seat, cards=cards):
                self._enqueue(lambda: scene.take_kitty(seat, cards))
            case events.UpcardTurnedDown():
                self._enqueue(scene.turn_down_upcard)
            case events.TrumpNamed(suit=suit, maker=maker, alone=alone):
                self._enqueue(lambda: scene.set_trump(suit, maker, alone))
            case events.SatOut(seat=seat):
                self._enqueue(lambda: scene.sit_out(seat))
            case events.DealerPickedUp(dealer=dealer):
                self._enqueue(lambda: scene.pickup_upcard(dealer))
            case events.CardBuried(seat=seat, card=card, aside=aside):
                self._enqueue(lambda: scene.bury(seat, card, aside=aside))
            case events.CardGiven(giver=giver, receiver=receiver, card=card):
                self._enqueue(lambda: scene.pass_card(giver, receiver, card))
            case events.PlayStarted():
                self._enqueue(scene.clear_bubbles)
            case events.CardPlayed(seat=seat, card=card):
                self._enqueue(lambda: scene.play_card(seat, card))
            case events.TrickWon(winner=winner):
                text = (self.tr("You take the trick.") if winner == 0
                        else self.tr("{name} takes the trick.").format(name=self._seat_name(winner)))
                self._enqueue(lambda: self.status_changed.emit(text, False), waits=False)
                self._enqueue(self._unmark_renege, waits=False)
                # Nobody is to act while the trick is read and gathered: the ring waits for the next lead.
                self._enqueue(lambda: scene.set_active_seat(None), waits=False)
                self._enqueue(lambda: scene.collect_trick(winner))
            case events.RenegeFound():
                self._show_renege(event)
            case events.HandScored():
                self._show_score(event)
            case _ if isinstance(event, BID_EVENTS):
                self._bid.queue(event)
            case events.MatchOver(summary=summary):
                title, line = match_words(summary, self._seat_name)
                self._enqueue(lambda: scene.celebrate_match(summary.winner, title, line))

                def finish() -> None:
                    scene.set_active_seat(None)
                    self.status_changed.emit(self.tr("The match is over."), False)
                    self.match_finished.emit(summary)

                self._enqueue(finish, waits=False)

    def _acted(self, text: str) -> None:
        """Queue the moment a player's bid or card goes up: the ring leaves them, and the status line says
        ``text``."""
        self._enqueue(lambda: self._acting.acted(text), waits=False)

    def _show_deal(self, dealt: events.Dealt) -> None:
        def announce() -> None:
            self.scene.set_active_seat(None)
            self.status_changed.emit(self.tr("Dealing…"), False)

        self._enqueue(announce, waits=False)
        if dealt.dealer_draw:
            self._enqueue(lambda: self.scene.draw_for_dealer(dealt.dealer_draw))
        self._enqueue(lambda: self.scene.deal(dealt.dealer, dealt.packets, dealt.hands, dealt.upcard,
                                              deck_size=dealt.deck_size))
        self._enqueue(lambda: self.scene.set_scores(dealt.scores, dealt.target))

    def _show_renege(self, found: events.RenegeFound) -> None:
        """Point out the card that proves the renege, say what it costs, and hold the table to read it."""
        names = tuple(self._seat_name(seat) for seat in range(self.scene.players))
        text, bubble = renege_told(found, names)

        def mark() -> None:
            self._unmark_renege()
            item = self.scene.item_for(found.card)
            if item is not None:
                self._renege_mark = RenegeMark(item)
                self.scene.addItem(self._renege_mark)
            self.status_changed.emit(text, False)

        self._enqueue(mark, waits=False)
        self._enqueue(lambda: self.scene.show_bid(found.seat, bubble))

    def _unmark_renege(self) -> None:
        mark, self._renege_mark = self._renege_mark, None
        if mark is not None:
            mark.release()
            if mark.scene() is not None:
                mark.scene().removeItem(mark)

    def _seat_name(self, seat: int) -> str:
        return self._names[seat] if seat < len(self._names) else self.tr("Seat {seat}").format(seat=seat)

    def _hand_over(self, summary: HandSummary | BidHandSummary, finished: SignalInstance) -> None:
        """Show a finished hand's summary through ``finished``; the game waits for ``next_hand``."""
        self._awaiting_summary = True
        self.scene.set_active_seat(None)
        self.status_changed.emit(self.tr("The hand is over."), False)
        finished.emit(summary)

    def _show_score(self, scored: events.HandScored) -> None:
        summary, side = scored.summary, scored.maker_side

        def show() -> None:
            self._hand_over(summary, self.hand_finished)

        # Nobody is to act now: no plate stays outlined through the celebration or the summary.
        self._enqueue(lambda: self.scene.set_active_seat(None), waits=False)
        self._enqueue(lambda: self.scene.set_scores(summary.scores, scored.target))
        if side is not None:  # told again, it was celebrated when the hand ended: the glow alone
            if summary.outcome is HandOutcome.MARCH:
                self._enqueue(lambda: self.scene.celebrate_march(side, still=scored.again))
            elif summary.outcome is HandOutcome.EUCHRED:
                self._enqueue(lambda: self.scene.shake_makers(side, still=scored.again))
        self._enqueue(show, waits=False)

    # ============================================================================ match and reset

    def _on_match_started(self, info: MatchInfo) -> None:
        self._reset_queue()
        self._info = info
        self._names = tuple(info.names)
        rules = info.rules
        players = rules.seats if isinstance(rules, BidRules) else rules.players
        hand_size = rules.tricks if isinstance(rules, BidRules) else EUCHRE_HAND
        if self.scene.players != players or self.scene.layout.hand_size != hand_size:
            self.scene.set_players(players, hand_size=hand_size)
        self._apply_names()
        self._bid.clear()
        self.scene.set_side_labels(None)
        self.scene.set_scores([0] * self.scene.sides, rules.target)
        self.scene.set_two_of_spades_benny(isinstance(rules, Rules) and rules.benny_is_two_of_spades)
        self.match_changed.emit(info)

    def _apply_names(self) -> None:
        keys = _PORTRAIT_KEYS[self.scene.players]
        for seat, name in enumerate(self._names[: self.scene.players]):
            self.scene.set_seat(seat, SeatInfo(name, PORTRAITS[keys[seat]]))

    def _on_names_changed(self, names: tuple[str, ...]) -> None:
        self._names = tuple(names)
        self._apply_names()
        self._announce_turn()

    def _on_position_reset(self, snapshot: TableSnapshot) -> None:
        """Redraw the whole table from the hand's story, with no animation."""
        self._reset_queue()
        if self._info is None or self._info.match_id != snapshot.info.match_id:
            self._on_match_started(snapshot.info)

        def instant() -> None:
            self.scene.set_durations(Durations(instant=True))

        def restore_pace() -> None:
            # The pace as it is now: the player may have chosen another while the table was redrawn.
            self.scene.set_durations(self._durations)

        self._enqueue(instant, waits=False)
        for event in snapshot.story:
            self._queue_steps(event)
        summary = snapshot.last_summary
        if summary is not None:
            target = snapshot.info.rules.target
            self._enqueue(lambda: self.scene.set_scores(summary.scores, target))
        self._enqueue(restore_pace, waits=False)
        self._pump()

    # ============================================================================== the player's turn

    def _on_human_turn(self, turn: HumanTurn) -> None:
        self._turn = turn
        self._turn_shown = False
        if not self.busy:
            self._show_pending_turn()

    def _show_pending_turn(self) -> None:
        turn = self._turn
        if turn is None or self._turn_shown:
            return
        self._turn_shown = True
        self._select(None)
        self.scene.set_active_seat(0)
        if turn.phase in CARD_PHASES:
            self.scene.set_playable({action.card for action in turn.legal_actions if action.card is not None})
        else:
            self.scene.set_playable(None)
        self._announce_turn()
        self.turn_changed.emit(turn)

    def _announce_turn(self) -> None:
        turn = self.turn
        if isinstance(turn, BidTurn):
            self.status_changed.emit(bid_turn_text(turn, self._names, tap_twice=self.tap_twice), True)
        elif turn is not None:
            self.status_changed.emit(turn_text(turn, turn.view, self._names, tap_twice=self.tap_twice), True)

    def _hide_turn(self) -> None:
        if self._turn is not None:
            self._turn_taken()

    def _turn_taken(self) -> None:
        shown = self._turn_shown
        self._turn = None
        self._turn_shown = False
        self._select(None)
        self.scene.set_playable(None)
        if shown:
            # Your decision is made: the ring leaves you.  The prompt stays until the table shows what you did
            # (at once, in your bubble or card and the status line's words): no blank line in between.
            self.scene.set_active_seat(None)
        self.turn_changed.emit(None)

    def _usable(self, turn: HumanTurn, card: Card) -> bool:
        return any(action.card == card for action in turn.legal_actions)

    def _select(self, card: Card | None, copy: int = 0) -> None:
        self._selected, self._selected_copy = card, copy
        if card is None or card in self.scene.piles.hand(0).cards:
            self.scene.set_selected(card, copy)

    def _act_with_card(self, card: Card) -> None:
        turn = self.turn
        assert turn is not None
        phase = turn.phase
        if phase is Phase.PLAY and card in turn.reneges and self.ask_before_renege is not None:
            self.ask_before_renege(card, renege_warning(turn.view), lambda: self._renege(turn, card))
            return
        if phase in (Phase.PLAY, BidPhase.PLAY):
            done = self.model.play(card)
        elif phase in (Phase.PARTNER_GIVE, BidPhase.GIVE):
            done = self.model.give(card)
        else:
            done = self.model.discard(card)
        if done:
            self._turn_taken()

    def _renege(self, turn: HumanTurn, card: Card) -> None:
        """The player said yes to a renege: play it, if the decision asked about is still the one shown."""
        if self.turn is turn and self.model.play(card):
            self._turn_taken()

    def _on_bot_thinking(self, seat: int) -> None:
        text = (self.tr("The computer is playing your seat…") if seat == 0
                else thinking_text(self._seat_name(seat)))
        self._acting.thinking(seat, text)

    def _on_hint(self, action: Action, why: Phrase | str) -> None:
        turn = self.turn
        if turn is None or action not in turn.legal_actions:
            return  # the decision it answered has passed
        if action.card is not None and turn.phase in CARD_PHASES:
            self._select(action.card)
        if isinstance(action, BidAction):
            words, card = bid_action_words(action), card_name(action.card) if action.card is not None else ""
        else:
            words = action_words(action, dealer=turn.view.dealer == turn.view.seat,
                                 two_of_spades=turn.view.rules.benny_is_two_of_spades)
            card = card_words(action.card, turn.view) if action.card is not None else ""
        reason = said(why)
        self.hint_shown.emit(action, reason)
        # The Expert's reasons open with the action ("Order it up: ...", "Lead the J♥: ..."): say it once.
        head = reason.split(":", 1)[0].lower()
        named = words.lower() in head or (card != "" and card.lower() in head)
        advice = reason if named else self.tr("{action}. {reason}").format(action=words, reason=reason)
        self.notice.emit(self.tr("Hint: {advice}").format(advice=advice).strip(), False)

