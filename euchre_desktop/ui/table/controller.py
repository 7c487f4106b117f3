"""The adapter between the match and the table: model signals become table steps, clicks become decisions.

Every paced model signal turns into one or more ``TableScene`` game steps, run one at a time: each step
starts its animations and the scene's ``animations_done`` starts the next.  When the steps of a signal
have all come to rest the controller calls ``model.animation_done()`` and the game goes on.  So the table
never runs ahead of the model and the model never runs ahead of the table; nothing waits by sleeping.

After ``position_reset`` (Undo, a resume, taking back the seat) the table is redrawn from nothing by
replaying the hand's story (``GameModel.hand_story``) through the same steps, with every duration zero.

The human's decisions come back through here: a clicked card (played, discarded or given, depending on the
phase; with "tap twice to play" the first click only selects), the arrow keys and Enter, and the bids from
the bid panel.  Whether a decision is legal is the model's to say: a refused one comes back as
``action_rejected`` with the reason, which the status line shows.
"""

from __future__ import annotations

import collections
import dataclasses
import functools
from collections.abc import Callable, Sequence
from typing import Any, ClassVar

from PySide6.QtCore import QObject, Signal

from ...engine import (
    Action,
    ActionKind,
    Card,
    FarmersHand,
    HandOutcome,
    Phase,
    PlayerView,
    Rules,
    Suit,
)
from ...model import (
    DealtHand,
    GameModel,
    HandSummary,
    HumanTurn,
    MatchInfo,
    MatchSummary,
    TableSnapshot,
)
from ..status import action_words, thinking_text, turn_text
from .animation import Durations
from .avatars import PORTRAITS
from .scene import SeatInfo, TableScene

__all__ = ["CARD_PHASES", "TableController"]

CARD_PHASES = frozenset({Phase.PLAY, Phase.DEALER_DISCARD, Phase.LONER_DISCARD, Phase.FARMER_RETURN,
                         Phase.PARTNER_GIVE})
"""The phases in which the player decides by choosing one of their cards."""

_PORTRAIT_KEYS = {4: ("you", "hank", "gloria", "luis"), 3: ("you", "hank", "luis")}


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
        match_finished(object): a ``MatchSummary``.
        match_changed(object): a new or resumed match (``MatchInfo``).
        undo_changed(bool): whether Undo can be offered.
    """

    turn_changed = Signal(object)
    status_changed = Signal(str, bool)
    notice = Signal(str, bool)
    hint_shown = Signal(object, str)
    hand_finished = Signal(object)
    match_finished = Signal(object)
    match_changed = Signal(object)
    undo_changed = Signal(bool)

    def __init__(self, model: GameModel, scene: TableScene, parent: QObject | None = None) -> None:
        """Connect ``model`` and ``scene``; nothing happens until the model starts a match."""
        super().__init__(parent)
        self.model = model
        self.scene = scene
        self.tap_twice = False
        self._queue: collections.deque[_Step] = collections.deque()
        self._stepping = False
        self._durations = scene.durations
        self._info: MatchInfo | None = None
        self._names: tuple[str, ...] = ()
        self._turn: HumanTurn | None = None
        self._turn_shown = False
        self._view: PlayerView | None = None
        self._selected: Card | None = None
        self._upcard: Card | None = None
        self._upcard_showing = False
        self._trump: Suit | None = None
        self._dealer = 0
        self._deferred_sit_out: int | None = None
        self._awaiting_summary = False
        scene.animations_done.connect(self._on_animations_done)
        scene.card_clicked.connect(self.card_clicked)
        model.match_started.connect(self._on_match_started)
        model.position_reset.connect(self._on_position_reset)
        model.hand_dealt.connect(lambda dealt: self._paced(self._show_deal, dealt))
        model.bid_made.connect(lambda seat, action: self._paced(self._show_bid, seat, action))
        model.trump_named.connect(lambda *args: self._paced(self._show_trump, *args))
        model.dealer_picked_up.connect(lambda *args: self._paced(self._show_pickup, *args))
        model.card_discarded.connect(lambda *args: self._paced(self._show_discard, *args))
        model.card_given.connect(lambda *args: self._paced(self._show_gift, *args))
        model.card_played.connect(lambda *args: self._paced(self._show_play, *args))
        model.trick_won.connect(lambda *args: self._paced(self._show_trick_won, *args))
        model.hand_scored.connect(self._on_hand_scored)
        model.human_turn.connect(self._on_human_turn)
        model.bot_thinking.connect(self._on_bot_thinking)
        model.hint_ready.connect(self._on_hint)
        model.action_rejected.connect(lambda reason: self.notice.emit(reason, True))
        model.undo_available.connect(self.undo_changed)
        model.match_over.connect(self._on_match_over)
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
        """The match's rules."""
        return self._info.rules if self._info is not None else None

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
            self.notice.emit("Choose a bid with the buttons (or their number keys) first.", True)
            return
        if self.tap_twice and self._selected != card:
            self._select(card)
            self.notice.emit(f"The {card} is chosen: click it again (or press Enter) to confirm.", False)
            return
        self._act_with_card(card)

    def move_selection(self, step: int) -> None:
        """Left/Right: move the chosen card through the hand (starting from a playable one)."""
        turn = self.turn
        if turn is None or turn.phase not in CARD_PHASES:
            return
        cards = [card for card in self.scene.hand_cards(0) if card is not None]
        if not cards:
            return
        if self._selected not in cards:
            usable = [card for card in cards if self._usable(turn, card)]
            pool = usable or cards
            self._select(pool[0] if step > 0 else pool[-1])
            return
        assert self._selected is not None
        index = (cards.index(self._selected) + step) % len(cards)
        self._select(cards[index])

    def confirm_selection(self) -> bool:
        """Enter: play (discard, give) the chosen card; False when nothing is chosen."""
        turn = self.turn
        if turn is None or turn.phase not in CARD_PHASES or self._selected is None:
            return False
        self._act_with_card(self._selected)
        return True

    def choose(self, action: Action) -> bool:
        """A bid from the panel."""
        if self.turn is None:
            self.notice.emit("It is not your turn to bid.", True)
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

    def _paced(self, steps: Callable[..., None], *args: Any) -> None:
        """A paced model signal: its table steps, then tell the model the table is still."""
        self._hide_turn()
        steps(*args)
        self._enqueue(self.model.animation_done, waits=False)
        self._pump()

    def _reset_queue(self) -> None:
        """Forget every step not yet run (one still moving finishes and is ignored)."""
        self._queue.clear()
        self._turn = None
        self._turn_shown = False
        self._view = None
        self._awaiting_summary = False
        self._select(None)
        self.scene.set_playable(None)
        self.turn_changed.emit(None)

    # ================================================================================ the steps

    # The steps' bookkeeping (trump, the upcard, the dealer) changes as the steps are queued, not as they
    # run: a redraw queues a whole hand at once, and each step must see the table as it will be by then.

    def _show_deal(self, dealt: DealtHand) -> None:
        rules = self.rules
        players = len(self._names)
        deck = 25 if rules is not None and rules.benny else 24
        hands: list[Sequence[Card | None]] = [dealt.your_cards, *([None] * 5 for _ in range(players - 1))]
        target = rules.target if rules is not None else None
        self._trump = None
        self._dealer = dealt.dealer
        self._upcard = dealt.upcard
        self._upcard_showing = True
        self._deferred_sit_out = None

        def announce() -> None:
            self.scene.set_active_seat(None)
            self.status_changed.emit("Dealing…", False)

        self._enqueue(announce, waits=False)
        if dealt.dealer_draw:
            self._enqueue(lambda: self.scene.draw_for_dealer(dealt.dealer_draw))
        self._enqueue(lambda: self.scene.deal(dealt.dealer, dealt.packets, hands, dealt.upcard,
                                              deck_size=deck))
        self._enqueue(lambda: self.scene.set_scores(dealt.scores, target))

    def _show_bid(self, seat: int, action: Action) -> None:
        text = action_words(action, dealer=seat == self._dealer)
        self._enqueue(lambda: self.scene.show_bid(seat, text))
        kind = action.kind
        if kind is ActionKind.PASS and self._upcard_showing and self._round_two_begun():
            self._upcard_showing = False
            self._enqueue(self.scene.turn_down_upcard)
        elif kind is ActionKind.DEFEND_ALONE and len(self._names) == 4:
            self._enqueue(lambda: self.scene.sit_out((seat + 2) % 4))
        elif kind is ActionKind.FARMER and self.rules is not None \
                and self.rules.farmers_hand is FarmersHand.EXCHANGE:
            cards = self._farmer_takes(seat)
            self._enqueue(lambda: self.scene.take_kitty(seat, cards))

    def _round_two_begun(self) -> bool:
        """After a pass: has the first round just ended?  (The model's state is just after this pass.)"""
        return self.model.snapshot().view.phase is Phase.BID_ROUND_2

    def _farmer_takes(self, seat: int) -> Sequence[Card | None]:
        """The three kitty cards a farmer takes: the player sees their own, nobody sees another's.

        Worked out from everything the player has held this hand (in hand, buried, played, given) less
        what they were dealt or handed otherwise, so it holds in a redraw long after the exchange.
        """
        if seat != 0:
            return [None, None, None]
        view = self.model.snapshot().view
        held = set(view.hand) | set(view.own_buried)
        held |= {card for trick in view.tricks for player, card in trick.plays if player == 0}
        held |= {card for player, card in view.trick if player == 0}
        received = {view.upcard}
        for player, action in view.history:
            if action.kind is ActionKind.GIVE and action.card is not None:
                (held if player == 0 else received).add(action.card)
        return sorted(held - set(view.dealt) - received)

    def _show_trump(self, suit: Suit, maker: int, alone: bool, sitting_out: tuple[int, ...]) -> None:
        rules = self.rules
        self._trump = suit
        upcard = self._upcard
        if self._upcard_showing and upcard is not None and not upcard.is_benny and suit != upcard.suit:
            # Named in the second round: the upcard was turned down when the first round ended.
            self._upcard_showing = False
            self._enqueue(self.scene.turn_down_upcard)
        self._enqueue(lambda: self.scene.set_trump(suit, maker, alone))
        for seat in sitting_out:
            gives_first = (rules is not None and rules.partners_best and alone and len(self._names) == 4
                           and seat == (maker + 2) % 4)
            if gives_first:
                # Partner's best: the partner passes a card across before laying the hand down.
                self._deferred_sit_out = seat
            else:
                self._enqueue(functools.partial(self.scene.sit_out, seat))

    def _show_pickup(self, dealer: int, _upcard: Card) -> None:
        self._upcard_showing = False
        self._enqueue(lambda: self.scene.pickup_upcard(dealer))

    def _show_discard(self, seat: int, card: Card | None) -> None:
        # Before trump is named a discard is a farmer returning a card: the kitty stays in the middle.
        aside = self._trump is not None
        self._enqueue(lambda: self.scene.bury(seat, card, aside=aside))

    def _show_gift(self, giver: int, receiver: int, card: Card | None) -> None:
        self._enqueue(lambda: self.scene.pass_card(giver, receiver, card))
        if self._deferred_sit_out == giver:
            self._deferred_sit_out = None
            self._enqueue(lambda: self.scene.sit_out(giver))

    def _show_play(self, seat: int, card: Card) -> None:
        self._enqueue(lambda: self.scene.play_card(seat, card))

    def _show_trick_won(self, winner: int, _plays: object) -> None:
        text = "You take the trick." if winner == 0 else f"{self._seat_name(winner)} takes the trick."
        self._enqueue(lambda: self.status_changed.emit(text, False), waits=False)
        self._enqueue(lambda: self.scene.collect_trick(winner))

    def _seat_name(self, seat: int) -> str:
        return self._names[seat] if seat < len(self._names) else f"Seat {seat}"

    def _on_hand_scored(self, summary: HandSummary) -> None:
        self._hide_turn()
        target = self.rules.target if self.rules is not None else None

        def show() -> None:
            self._awaiting_summary = True
            self.scene.set_active_seat(None)
            self.status_changed.emit("The hand is over.", False)
            self.hand_finished.emit(summary)

        # Nobody is to act now: no plate stays outlined through the celebration or the summary.
        self._enqueue(lambda: self.scene.set_active_seat(None), waits=False)
        self._enqueue(lambda: self.scene.set_scores(summary.scores, target))
        maker = summary.maker
        if maker is not None and summary.outcome is HandOutcome.MARCH:
            self._enqueue(lambda: self.scene.celebrate_march(self.scene.side_of(maker)))
        elif maker is not None and summary.outcome is HandOutcome.EUCHRED:
            self._enqueue(lambda: self.scene.shake_makers(self.scene.side_of(maker)))
        self._enqueue(show, waits=False)
        self._pump()

    # ============================================================================ match and reset

    def _on_match_started(self, info: MatchInfo) -> None:
        self._reset_queue()
        self._info = info
        self._names = tuple(info.names)
        players = info.rules.players
        if self.scene.players != players:
            self.scene.set_players(players)
        self._apply_names()
        self.scene.set_side_labels(None)
        self.scene.set_scores([0] * self.scene.sides, info.rules.target)
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
        story = self.model.hand_story()
        view = snapshot.view

        def instant() -> None:
            self.scene.set_durations(Durations(instant=True))

        def restore_pace() -> None:
            # The pace as it is now: the player may have chosen another while the table was redrawn.
            self.scene.set_durations(self._durations)

        self._enqueue(instant, waits=False)
        for name, args in story:
            steps = self._story_steps[name]
            steps(self, *args)
            if name == "hand_dealt" and _round_two_reached(view):
                # Turned down at once: the bids replayed next cannot tell which pass ended round one.
                self._upcard_showing = False
                self._enqueue(self.scene.turn_down_upcard)
        summary = snapshot.last_summary
        if summary is not None:
            target = snapshot.info.rules.target
            self._enqueue(lambda: self.scene.set_scores(summary.scores, target))
        self._enqueue(restore_pace, waits=False)
        self._pump()

    _story_steps: ClassVar[dict[str, Callable[..., None]]] = {
        "hand_dealt": _show_deal,
        "bid_made": _show_bid,
        "trump_named": _show_trump,
        "dealer_picked_up": _show_pickup,
        "card_discarded": _show_discard,
        "card_given": _show_gift,
        "card_played": _show_play,
        "trick_won": _show_trick_won,
    }

    def _on_match_over(self, result: MatchSummary) -> None:
        self._hide_turn()
        self.scene.set_active_seat(None)
        self.status_changed.emit("The match is over.", False)
        self.match_finished.emit(result)

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
        self._view = self.model.snapshot().view
        self._selected = None
        self.scene.set_selected(None)
        self.scene.set_active_seat(0)
        if turn.phase in CARD_PHASES:
            self.scene.set_playable({action.card for action in turn.legal_actions if action.card is not None})
        else:
            self.scene.set_playable(None)
        self._announce_turn()
        self.turn_changed.emit(turn)

    def _announce_turn(self) -> None:
        turn, view = self.turn, self._view
        if turn is not None and view is not None:
            self.status_changed.emit(turn_text(turn, view, self._names, tap_twice=self.tap_twice), True)

    def _hide_turn(self) -> None:
        if self._turn is not None:
            self._turn_taken()

    def _turn_taken(self) -> None:
        shown = self._turn_shown
        self._turn = None
        self._turn_shown = False
        self._view = None
        self._select(None)
        self.scene.set_playable(None)
        if shown:
            # Your decision is made: the prompt for it goes until someone else is to act.
            self.scene.set_active_seat(None)
            self.status_changed.emit("", False)
        self.turn_changed.emit(None)

    def _usable(self, turn: HumanTurn, card: Card) -> bool:
        return any(action.card == card for action in turn.legal_actions)

    def _select(self, card: Card | None) -> None:
        self._selected = card
        if card is None or card in self.scene.hand_cards(0):
            self.scene.set_selected(card)

    def _act_with_card(self, card: Card) -> None:
        turn = self.turn
        assert turn is not None
        phase = turn.phase
        if phase is Phase.PLAY:
            done = self.model.play(card)
        elif phase is Phase.PARTNER_GIVE:
            done = self.model.give(card)
        else:
            done = self.model.discard(card)
        if done:
            self._turn_taken()

    def _on_bot_thinking(self, seat: int) -> None:
        text = "The computer is playing your seat…" if seat == 0 else thinking_text(self._seat_name(seat))
        self.scene.set_active_seat(seat)
        self.status_changed.emit(text, False)

    def _on_hint(self, action: Action, reason: str) -> None:
        turn = self.turn
        if turn is None or action not in turn.legal_actions:
            return  # the decision it answered has passed
        if action.card is not None and turn.phase in CARD_PHASES:
            self._select(action.card)
        words = action_words(action, dealer=self._dealer == 0)
        self.hint_shown.emit(action, reason)
        # The Expert's reasons open with the action ("Order it up: ...", "Lead the J♥: ..."): say it once.
        head = reason.split(":", 1)[0].lower()
        named = words.lower() in head or (action.card is not None and str(action.card).lower() in head)
        said = reason if named else f"{words}. {reason}"
        self.notice.emit(f"Hint: {said}".strip(), False)


def _round_two_reached(view: PlayerView) -> bool:
    """True when the upcard was turned down in this hand (everyone passed it)."""
    if view.upcard.is_benny:
        return False
    if any(action.kind is ActionKind.ORDER_UP for _seat, action in view.history):
        return False
    called = any(action.kind is ActionKind.CALL for _seat, action in view.history)
    thrown_in = view.result is not None and view.result.outcome is HandOutcome.THROWN_IN
    return called or thrown_in or view.phase is Phase.BID_ROUND_2
