"""One hand of Euchre: the bidding, the declarations and five tricks, from a ``Deal`` (``deal.py``) to a
``HandResult`` (``scoring.py``).

``HandState`` is an explicit state machine.  ``legal_actions()`` lists what the seat to act may do;
``apply(action)`` checks the action and raises ``IllegalActionError`` naming the rule, leaving the state
untouched; ``apply_unchecked`` and the play-phase fast path (``legal_play_mask`` / ``play_card``) skip the
checks for search and simulation.  Every hand replays exactly from its ``Deal`` plus its action history.

Seats are numbered clockwise: 0, 1, 2, 3 (0..2 in cutthroat); a seat's left is the next number.  Partners
are two seats apart.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import Final

from .actions import Action, ActionKind, IllegalActionError, Phase
from .cards import (
    BENNY,
    DECK_25,
    EFFECTIVE_SUITS,
    POWER,
    SUIT_MASKS,
    Card,
    Rank,
    Suit,
    cards_from_mask,
    mask_of,
)
from .deal import Deal, deal_sequence
from .refusals import why_illegal
from .rules import DefendAlone, FarmersHand, LoneLead, Renege, Rules
from .scoring import STOPPING, HandOutcome, HandResult, Trick, score_hand

# Deal, deal_sequence and the results lived here before; they stay importable from here.
__all__ = ["Deal", "HandOutcome", "HandResult", "HandState", "Trick", "deal_sequence"]

_NINE_TEN_MASK: Final = mask_of(Card.of(r, s) for s in Suit for r in (Rank.NINE, Rank.TEN))

_PASS: Final = Action.pass_()
_ORDER_UP: Final = Action.order_up()
_ORDER_UP_ALONE: Final = Action.order_up(alone=True)
_CALLS: Final = tuple((tuple(Action.call(suit) for suit in Suit if suit != excluded),
                       tuple(Action.call(suit, alone=True) for suit in Suit if suit != excluded))
                      for excluded in range(5))
"""``_CALLS[suit]``: the calls, then the lone calls, of every suit but ``suit`` (4: of every suit)."""


def _mask(cards: Sequence[Card]) -> int:
    """``mask_of`` for a dealt hand, compiled with the hand (called for every seat of every new hand)."""
    mask = 0
    for card in cards:
        mask |= 1 << card
    return mask


class HandState:
    """The full state of one hand.  Mutable; ``copy()`` for search.

    Public read-only attributes: ``rules``, ``deal``, ``dealer``, ``phase``, ``to_act``, ``trump``, ``maker``,
    ``maker_alone``, ``defender_alone``, ``sitting_out``, ``history``, ``tricks``, ``trick`` (the cards of the
    current trick), ``leader``, ``tricks_won``, ``result``, ``scores_before``.
    """

    __slots__ = (
        "_benny_pending", "_buried", "_farmer_returns", "_no_alone_bids", "_pass_count",
        "_passed_this_round", "_players", "_renege_detected", "_renege_stops", "_renege_tracked",
        "_reneges", "deal", "dealer", "defender_alone", "hands", "history", "leader", "maker",
        "maker_alone", "phase", "result", "rules", "scores_before", "sitting_out", "to_act", "trick",
        "tricks", "tricks_won", "trump",
    )

    rules: Rules
    deal: Deal
    dealer: int
    hands: list[int]
    phase: Phase
    to_act: int
    trump: Suit | None
    maker: int | None
    maker_alone: bool
    defender_alone: int | None
    sitting_out: frozenset[int]
    history: list[tuple[int, Action]]
    tricks: list[Trick]
    trick: list[tuple[int, Card]]
    leader: int
    tricks_won: list[int]
    result: HandResult | None
    scores_before: tuple[int, ...]

    def __init__(self, rules: Rules, deal: Deal, *, scores_before: Sequence[int] | None = None) -> None:
        """Start a hand from a deal (validated against the rules).  ``scores_before``: the match score."""
        deal.validate(rules)
        self.rules = rules
        self.deal = deal
        # The rules' answers the play asks on every card, kept as plain values (the rules are a Python
        # object: asking them each time costs the compiled play path more than the rest of a card).
        self._players = rules.players
        self._renege_tracked = rules.renege is not Renege.PREVENTED
        self._renege_stops = rules.renege in STOPPING
        self._no_alone_bids = rules.cutthroat or rules.loner_after_trump
        self.dealer = deal.dealer
        self.hands = [_mask(hand) for hand in deal.hands]
        self.scores_before = tuple(scores_before) if scores_before is not None else (0,) * rules.sides
        if len(self.scores_before) != rules.sides:
            raise ValueError(f"scores_before needs {rules.sides} entries, not {len(self.scores_before)}")
        self.trump = self.maker = self.defender_alone = self.result = None
        self.maker_alone = False
        self.sitting_out = frozenset()
        self.history = []
        self.tricks = []
        self.trick = []
        self.leader = self._left(self.dealer)
        self.tricks_won = [0] * rules.players
        self._pass_count = 0
        # Seats that passed in the current bidding round, for "no loner after passing".
        self._passed_this_round: list[int] = []
        self._buried: list[tuple[int, Card]] = []
        self._farmer_returns = 0
        self._reneges: list[tuple[int, Suit]] = []
        self._renege_detected: int | None = None
        self._benny_pending = deal.upcard == BENNY
        farmer = self._farmer_seat() if rules.farmers_hand is not FarmersHand.OFF else None
        if farmer is None:
            self._open_bidding()
        else:
            self.phase, self.to_act = Phase.FARMER, farmer

    # ----------------------------------------------------------------------------------------- helpers

    @property
    def players(self) -> int:
        """Number of seats at the table (4, or 3 in cutthroat)."""
        return self.rules.players

    @property
    def upcard(self) -> Card:
        """The card turned up on the kitty."""
        return self.deal.kitty[0]

    def _left(self, seat: int) -> int:
        return (seat + 1) % self._players

    def partner(self, seat: int) -> int | None:
        """The seat across, or None in cutthroat."""
        return None if self.rules.players == 3 else (seat + 2) % 4

    def hand(self, seat: int) -> tuple[Card, ...]:
        """The cards a seat holds now."""
        return tuple(cards_from_mask(self.hands[seat]))

    @property
    def buried(self) -> tuple[tuple[int, Card], ...]:
        """Cards put face down this hand, with who put them: the dealer's discard and the like."""
        return tuple(self._buried)

    @property
    def active_seats(self) -> tuple[int, ...]:
        """Seats taking part in the play (not sitting out), clockwise from seat 0."""
        return tuple(s for s in range(self.rules.players) if s not in self.sitting_out)

    def side_of(self, seat: int) -> int:
        """The score index of a seat."""
        return self.rules.side_of(seat)

    def is_maker_side(self, seat: int) -> bool:
        """True if the seat is the maker or the maker's partner."""
        if self.maker is None:
            return False
        return seat == self.maker or (self.rules.players == 4 and seat % 2 == self.maker % 2)

    def copy(self) -> HandState:
        """An independent copy (the immutable parts shared)."""
        return _restored(self.rules, self.deal, self.scores_before, self._fields())

    def __reduce__(self) -> tuple[Callable[[Rules, Deal, tuple[int, ...], _Fields], HandState],
                                  tuple[Rules, Deal, tuple[int, ...], _Fields]]:
        """Pickle (a reviewed hand, to the bot worker) as ``copy`` rebuilds: compiled by mypyc, the class
        cannot be restored field by field."""
        return _restored, (self.rules, self.deal, self.scores_before, self._fields())

    def _fields(self) -> _Fields:
        """Everything ``__init__`` does not rebuild from the rules, the deal and the score."""
        return (self.phase, self.to_act, self.trump, self.maker, self.maker_alone, self.defender_alone,
                self.sitting_out, self.leader, self.result, self._benny_pending, self._farmer_returns,
                self._pass_count, self._renege_detected, self.hands, self.history, self.tricks, self.trick,
                self.tricks_won, self._buried, self._reneges, self._passed_this_round)

    def _farmer_seat(self) -> int | None:
        """The seat dealt only nines and tens, if any (there are eight such cards: at most one seat)."""
        for seat, hand in enumerate(self.hands):
            if hand & ~_NINE_TEN_MASK == 0:
                return seat
        return None

    def _open_bidding(self) -> None:
        if self._benny_pending:
            self.phase, self.to_act = Phase.BENNY_CALL, self.dealer
        else:
            self.phase, self.to_act = Phase.BID_ROUND_1, self._left(self.dealer)

    # ------------------------------------------------------------------------------------ legal actions

    def legal_actions(self) -> list[Action]:
        """Everything the seat to act may do now, in a stable order (empty when the hand is over)."""
        phase = self.phase
        seat = self.to_act
        rules = self.rules
        if phase is Phase.PLAY:
            return [Action.play(c) for c in cards_from_mask(self.legal_play_mask())]
        if phase is Phase.BID_ROUND_1:
            if self._no_alone_bids:
                return [_PASS, _ORDER_UP]
            if rules.canadian_loner and seat == (self.dealer + 2) % 4:
                return [_PASS, _ORDER_UP_ALONE]
            return [_PASS, _ORDER_UP, _ORDER_UP_ALONE]
        if phase is Phase.BID_ROUND_2 or phase is Phase.BENNY_CALL:
            # The Benny turned up: every suit may be named; otherwise any but the turned-down card's.
            calls = _CALLS[4 if phase is Phase.BENNY_CALL else self.upcard.suit]
            forced = phase is Phase.BENNY_CALL or (rules.stick_the_dealer and seat == self.dealer)
            actions = [] if forced else [_PASS]
            actions += calls[0] if self._no_alone_bids else calls[0] + calls[1]
            return actions
        if phase is Phase.DEALER_DISCARD:
            mask = self.hands[seat]
            if not rules.dealer_may_discard_upcard:
                mask &= ~(1 << self.upcard)
            return [Action.discard(c) for c in cards_from_mask(mask)]
        if phase is Phase.LONER_DISCARD or phase is Phase.FARMER_RETURN:
            return [Action.discard(c) for c in cards_from_mask(self.hands[seat])]
        if phase is Phase.PARTNER_GIVE:
            return [Action.give(c) for c in cards_from_mask(self.hands[seat])]
        if phase is Phase.DEFEND:
            return [Action.pass_(), Action.defend_alone()]
        if phase is Phase.GO_ALONE:
            return [Action.pass_(), Action.go_alone()]
        if phase is Phase.FARMER:
            return [Action.pass_(), Action.farmer()]
        return []

    def legal_play_mask(self) -> int:
        """Fast path: the mask of cards the seat to act may play without reneging (PLAY phase only)."""
        hand = self.hands[self.to_act]
        if not self.trick:
            return hand
        led = self._led_suit()
        follow = hand & SUIT_MASKS[self.trump][led]  # type: ignore[index]
        return follow if follow else hand

    def legal_plays(self) -> list[int]:
        """Fast path: the card numbers the seat to act may play, lowest first (the mask's bits, compiled)."""
        mask, cards = self.legal_play_mask(), []
        while mask:
            cards.append((mask & -mask).bit_length() - 1)
            mask &= mask - 1
        return cards

    def _led_suit(self) -> int:
        trump = self.trump
        assert trump is not None
        return EFFECTIVE_SUITS[trump][self.trick[0][1]]

    # ------------------------------------------------------------------------------------ checked apply

    def apply(self, action: Action) -> None:
        """Check ``action`` for the seat to act and apply it; an illegal one raises IllegalActionError."""
        self.check(action)
        self.apply_unchecked(action)

    def check(self, action: Action) -> None:
        """Raise IllegalActionError explaining why ``action`` is not allowed now; return if it is.

        Under a renege rule other than ``PREVENTED`` a play that fails to follow suit is allowed here (it is
        penalised when detected), although ``legal_actions`` never offers one.
        """
        if self.phase is Phase.DONE:
            raise IllegalActionError("the hand is over", rule="hand over")
        legal = self.legal_actions()
        # The engine hands out one object per action, so a legal action is almost always found by identity
        # first (a dataclass comparison costs far more on this path than the rest of the check).
        if any(action is offered for offered in legal) or action in legal:
            return
        rule, message, facts = why_illegal(self, action)
        if rule == "follow suit" and self.rules.renege is not Renege.PREVENTED:
            return
        raise IllegalActionError(message, rule=rule, facts=facts)

    # ---------------------------------------------------------------------------------- unchecked apply

    def apply_unchecked(self, action: Action) -> None:
        """Apply ``action`` for the seat to act without checking it (search and replays of checked input)."""
        seat = self.to_act
        phase = self.phase
        if phase is Phase.PLAY:
            assert action.card is not None
            self.history.append((seat, action))
            self._play(seat, action.card)
            return
        self.history.append((seat, action))
        kind = action.kind
        if phase is Phase.FARMER:
            if kind is ActionKind.FARMER:
                if self.rules.farmers_hand is FarmersHand.REDEAL:
                    self._finish(HandResult(HandOutcome.FARMER_REDEAL, (0,) * self.rules.sides))
                    return
                for card in self.deal.kitty[1:4]:
                    self.hands[seat] |= 1 << card
                self.phase = Phase.FARMER_RETURN
                return
            self._open_bidding()
        elif phase is Phase.FARMER_RETURN:
            assert action.card is not None
            self.hands[seat] &= ~(1 << action.card)
            self._buried.append((seat, action.card))
            self._farmer_returns += 1
            if self._farmer_returns == 3:
                self._open_bidding()
        elif phase is Phase.BID_ROUND_1:
            if kind is ActionKind.PASS:
                self._passed_this_round.append(seat)
                self._pass_count += 1
                if self._pass_count == self.rules.players:
                    self._pass_count = 0
                    self._passed_this_round = []
                    self.phase, self.to_act = Phase.BID_ROUND_2, self._left(self.dealer)
                else:
                    self.to_act = self._left(seat)
            else:
                self._make_trump(seat, self.upcard.suit, action.alone or self.rules.cutthroat, pickup=True)
        elif phase is Phase.BENNY_CALL:
            assert action.suit is not None
            self._make_trump(seat, action.suit, action.alone or self.rules.cutthroat, pickup=True)
        elif phase is Phase.BID_ROUND_2:
            if kind is ActionKind.PASS:
                self._passed_this_round.append(seat)
                self._pass_count += 1
                if self._pass_count == self.rules.players:
                    self._finish(HandResult(HandOutcome.THROWN_IN, (0,) * self.rules.sides))
                else:
                    self.to_act = self._left(seat)
            else:
                assert action.suit is not None
                self._make_trump(seat, action.suit, action.alone or self.rules.cutthroat, pickup=False)
        elif phase is Phase.DEALER_DISCARD or phase is Phase.LONER_DISCARD:
            assert action.card is not None
            self.hands[seat] &= ~(1 << action.card)
            self._buried.append((seat, action.card))
            if phase is Phase.DEALER_DISCARD:
                self._after_pickup()
            else:
                self._after_partners_best()
        elif phase is Phase.GO_ALONE:
            if kind is ActionKind.GO_ALONE:
                self._declare_alone(seat)
            nxt = self._next_to_declare(seat)
            if nxt is None:
                self._offer_partners_best()
            else:
                self.to_act = nxt
        elif phase is Phase.PARTNER_GIVE:
            assert action.card is not None and self.maker is not None
            self.hands[seat] &= ~(1 << action.card)
            self.hands[self.maker] |= 1 << action.card
            self.phase, self.to_act = Phase.LONER_DISCARD, self.maker
        elif phase is Phase.DEFEND:
            if kind is ActionKind.DEFEND_ALONE:
                self.defender_alone = seat
                partner = self.partner(seat)
                assert partner is not None
                self.sitting_out = self.sitting_out | {partner}
                self._start_play()
            else:
                nxt = self._next_defender(seat)
                if nxt is None:
                    self._start_play()
                else:
                    self.to_act = nxt
        else:
            raise IllegalActionError("the hand is over", rule="hand over")

    def _make_trump(self, seat: int, suit: Suit, alone: bool, *, pickup: bool) -> None:
        self.trump = suit
        self.maker = seat
        self.maker_alone = alone
        players = self.rules.players
        if alone and players == 4:
            self.sitting_out = frozenset({(seat + 2) % 4})
        if pickup and self.dealer not in self.sitting_out:
            self.hands[self.dealer] |= 1 << self.upcard
            self.phase, self.to_act = Phase.DEALER_DISCARD, self.dealer
        else:
            self._after_pickup()

    def _after_pickup(self) -> None:
        """Trump is settled and the dealer holds five: the declarations of loners, or partner's best."""
        first = self._next_to_declare(self.dealer, first=True) if self.rules.loner_after_trump else None
        if first is None:
            self._offer_partners_best()
        else:
            self.phase, self.to_act = Phase.GO_ALONE, first

    def _declare_alone(self, seat: int) -> None:
        """A loner declared after trump is made: the maker's, or a defender's."""
        if seat == self.maker:
            self.maker_alone = True
        else:
            self.defender_alone = seat
        self.sitting_out = self.sitting_out | {(seat + 2) % 4}

    def _next_to_declare(self, after: int, *, first: bool = False) -> int | None:
        """The next seat (clockwise, up to the dealer) that may still declare a loner after trump: the maker
        or a defender whose partner is not already alone."""
        return self._next_asked(after, first, lambda seat: (
            (seat == self.maker or not self.is_maker_side(seat)) and seat not in self.sitting_out
            and self._may_go_alone(seat)))

    def _offer_partners_best(self) -> None:
        if self.rules.partners_best and self.maker_alone and self.rules.players == 4:
            assert self.maker is not None
            self.phase, self.to_act = Phase.PARTNER_GIVE, (self.maker + 2) % 4
        else:
            self._after_partners_best()

    def _after_partners_best(self) -> None:
        first = self._next_defender(self.dealer, first=True)
        if first is None:
            self._start_play()
        else:
            self.phase, self.to_act = Phase.DEFEND, first

    def _may_go_alone(self, seat: int) -> bool:
        """False when "no loner after passing" bars a seat that passed in the round trump was made in."""
        return not (self.rules.no_loner_after_passing and seat in self._passed_this_round)

    def _next_defender(self, after: int, *, first: bool = False) -> int | None:
        """The next defender (clockwise, up to the dealer) who may still declare a lone defence."""
        rules = self.rules
        if rules.defend_alone is DefendAlone.OFF or rules.players == 3:
            return None
        if rules.defend_alone is DefendAlone.AGAINST_LONER and not self.maker_alone:
            return None
        if self.defender_alone is not None:
            return None
        return self._next_asked(after, first, lambda seat: (
            not self.is_maker_side(seat) and seat not in self.sitting_out and self._may_go_alone(seat)))

    def _next_asked(self, after: int, first: bool, may_declare: Callable[[int], bool]) -> int | None:
        """The next seat clockwise after ``after`` for which ``may_declare`` holds, asking up to the dealer
        (who speaks last); ``first``: ``after`` is the dealer and the round is only starting."""
        seat = after
        for _ in range(4):
            if not first and seat == self.dealer:
                return None
            first = False
            seat = (seat + 1) % 4
            if may_declare(seat):
                return seat
            if seat == self.dealer:
                return None
        return None

    def _start_play(self) -> None:
        self.phase = Phase.PLAY
        rules = self.rules
        if self.maker_alone and self.defender_alone is not None:
            leader = self.defender_alone
        elif rules.lone_lead is LoneLead.LEFT_OF_LONER and self.maker_alone and rules.players == 4:
            assert self.maker is not None
            leader = self._first_active_after(self.maker)
        elif rules.lone_lead is LoneLead.LEFT_OF_LONER and self.defender_alone is not None:
            leader = self._first_active_after(self.defender_alone)
        else:
            leader = self._first_active_after(self.dealer)
        self.leader = self.to_act = leader

    def _first_active_after(self, seat: int) -> int:
        for _ in range(self.rules.players):
            seat = self._left(seat)
            if seat not in self.sitting_out:
                return seat
        raise AssertionError("no seat is in the hand")

    # ------------------------------------------------------------------------------------- play fast path

    def play_card(self, card: int) -> None:
        """Fast path for search: play ``card`` for the seat to act (must be legal; unchecked, no history)."""
        self._play(self.to_act, card)

    def _play(self, seat: int, card: int) -> None:
        trick = self.trick
        hand = self.hands[seat]
        trump = self.trump
        assert trump is not None
        if trick and self._renege_tracked:
            self._track_renege(seat, card)
        elif self._reneges:
            self._check_renege_proof(seat, card)
        self.hands[seat] = hand & ~(1 << card)
        trick.append((seat, DECK_25[card]))
        players = self._players
        active = players - len(self.sitting_out)
        if len(trick) < active:
            nxt = (seat + 1) % players
            while nxt in self.sitting_out:
                nxt = (nxt + 1) % players
            self.to_act = nxt
            return
        led = self._led_suit()
        power = POWER[trump][led]
        winner, best = trick[0][0], -1
        for player, played in trick:
            value = power[played]
            if value > best:
                winner, best = player, value
        self.tricks.append(Trick(self.leader, tuple(trick), winner))
        self.trick = []
        self.tricks_won[winner] += 1
        self.leader = self.to_act = winner
        if len(self.tricks) == 5 or (self._renege_detected is not None and self._renege_stops):
            self._score()

    def _track_renege(self, seat: int, card: int) -> None:
        self._check_renege_proof(seat, card)
        led = self._led_suit()
        assert self.trump is not None
        suit_cards = SUIT_MASKS[self.trump][led]
        if not suit_cards >> card & 1 and self.hands[seat] & suit_cards:
            self._reneges.append((seat, Suit(led)))

    def _check_renege_proof(self, seat: int, card: int) -> None:
        """A renege is detected when its offender later plays a card of the suit they failed to follow.

        Every card held is played by the fifth trick, so every renege is detected by the end of the hand.
        """
        if self._renege_detected is not None:
            return
        assert self.trump is not None
        for offender, suit in self._reneges:
            if offender == seat and SUIT_MASKS[self.trump][suit] >> card & 1:
                self._renege_detected = offender
                return

    # -------------------------------------------------------------------------------------------- scoring

    def _score(self) -> None:
        assert self.maker is not None and self.trump is not None
        self._finish(score_hand(self.rules, maker=self.maker, trump=self.trump, maker_alone=self.maker_alone,
                                defender_alone=self.defender_alone, tricks_won=self.tricks_won,
                                reneges=self._reneges, reneger=self._renege_detected))

    def _finish(self, result: HandResult) -> None:
        self.result = result
        self.phase = Phase.DONE
        self.to_act = -1

    # ------------------------------------------------------------------------------------------- replay

    @classmethod
    def replay(cls, rules: Rules, deal: Deal, actions: Iterable[Action],
               *, scores_before: Sequence[int] | None = None) -> HandState:
        """Rebuild a hand from its deal and actions, checking every action."""
        state = cls(rules, deal, scores_before=scores_before)
        for number, action in enumerate(actions, 1):
            try:
                state.apply(action)
            except IllegalActionError as error:
                raise IllegalActionError(f"action {number} ({action}): {error}", rule=error.rule) from None
        return state

    @property
    def actions(self) -> list[Action]:
        """The actions applied so far, without their seats (the seats follow from the rules)."""
        return [a for _s, a in self.history]

    def __repr__(self) -> str:
        return (f"<HandState dealer={self.dealer} phase={self.phase.value} to_act={self.to_act} "
                f"trump={self.trump and self.trump.name} tricks={self.tricks_won}>")


_Fields = tuple[Phase, int, Suit | None, int | None, bool, int | None, frozenset[int], int, HandResult | None,
                bool, int, int, int | None, list[int], list[tuple[int, Action]], list[Trick],
                list[tuple[int, Card]], list[int], list[tuple[int, Card]], list[tuple[int, Suit]], list[int]]
"""A hand's state beyond its rules, deal and score (``HandState._fields``)."""


def _restored(rules: Rules, deal: Deal, scores_before: tuple[int, ...], fields: _Fields) -> HandState:
    """A hand with ``fields`` (lists copied).  Built through ``__init__`` and then overwritten: a class
    compiled by mypyc cannot be made with ``object.__new__`` nor filled by ``setattr`` over ``__slots__``
    (tests/engine/test_hand_copy.py checks that every slot is copied)."""
    other = HandState(rules, deal, scores_before=scores_before)
    (other.phase, other.to_act, other.trump, other.maker, other.maker_alone, other.defender_alone,
     other.sitting_out, other.leader, other.result, other._benny_pending, other._farmer_returns,
     other._pass_count, other._renege_detected, hands, history, tricks, trick, tricks_won, buried, reneges,
     passed) = fields
    other.hands, other.history, other.tricks, other.trick = hands[:], history[:], tricks[:], trick[:]
    other.tricks_won, other._buried, other._reneges = tricks_won[:], buried[:], reneges[:]
    other._passed_this_round = passed[:]
    return other
