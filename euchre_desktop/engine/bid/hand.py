"""One hand of Bid Euchre: the bidding, partner's best for a moon, the tricks and the score.

``BidHandState`` is an explicit state machine with one legal/apply pair per phase, dispatched from one
place.  ``legal_actions()`` lists what the seat to act may do; ``apply(action)`` checks the action and
raises ``IllegalActionError`` naming the rule, leaving the state untouched; ``apply_unchecked`` skips the
checks for simulation.  A hand replays exactly from its ``BidDeal`` and its history.

Hands are lists of cards, not bitmasks, because a double pack holds two of every card; a play of a card
held twice removes one of them.
"""

from __future__ import annotations

import dataclasses
import functools
from collections.abc import Callable
from typing import Final

from ..actions import IllegalActionError
from ..cards import DECK_25, Card, Suit
from .actions import Bid, BidAction, BidActionKind, BidPhase, Strain
from .deal import BidDeal
from .rules import AllPass, BidRules, NoTrump
from .scoring import BidOutcome, BidResult, score_hand
from .tricks import card_suit, legal_plays, trick_winner

__all__ = ["BidHandState", "BidTrick", "bid_rank"]


@dataclasses.dataclass(frozen=True, slots=True)
class BidTrick:
    """A finished trick: who led, the cards in play order, and who won it."""

    leader: int
    plays: tuple[tuple[int, Card], ...]
    winner: int

    def __reduce__(self) -> tuple[type[BidTrick], tuple[int, tuple[tuple[int, Card], ...], int]]:
        """Pickle and copy by the constructor: compiled by mypyc, a frozen dataclass cannot be restored
        field by field."""
        return BidTrick, (self.leader, self.plays, self.winner)


def bid_rank(bid: Bid, rules: BidRules) -> int:
    """A bid's place in the auction: its number of tricks, and every moon above every number; a moon taking
    fewer cards from the partners above one taking more."""
    if bid.moon:
        return rules.tricks + 1 + rules.partners_best - bid.help
    return bid.tricks


def _strains(rules: BidRules) -> tuple[Strain, ...]:
    suits = (Strain.CLUBS, Strain.DIAMONDS, Strain.HEARTS, Strain.SPADES)
    if rules.no_trump is NoTrump.HIGH:
        return (*suits, Strain.HIGH)
    if rules.no_trump is NoTrump.HIGH_LOW:
        return (*suits, Strain.HIGH, Strain.LOW)
    return suits


@functools.lru_cache(maxsize=256)
def _bids_over(rules: BidRules, high: int) -> tuple[Bid, ...]:
    """Every bid ranking above ``high`` (0: none yet), not below the minimum (cached: the bids depend on
    nothing else, and simulations ask for them on every sample)."""
    strains = _strains(rules)
    bids = [Bid(number, strain) for number in range(max(rules.lowest_bid, high + 1), rules.tricks + 1)
            for strain in strains]
    for helped in rules.moon_helps:
        moon = Bid(0, Strain.HIGH, moon=True, help=helped)
        if bid_rank(moon, rules) > high:
            bids += [dataclasses.replace(moon, strain=strain) for strain in strains]
    return tuple(bids)


@functools.lru_cache(maxsize=256)
def _bidding_actions(rules: BidRules, high: int, stuck: bool) -> tuple[BidAction, ...]:
    """The legal actions in the bidding over a bid of rank ``high``: a pass unless the dealer is stuck, and
    every higher bid."""
    bids = tuple(BidAction.make(bid) for bid in _bids_over(rules, high))
    return bids if stuck else (BidAction.pass_(), *bids)


_PLAYS: Final = tuple(BidAction.play(card) for card in DECK_25)
"""The play of each card: legal plays are listed for every seat of every simulated trick."""


class BidHandState:
    """A Bid Euchre hand in progress.

    Read-only attributes: ``rules``, ``deal``, ``dealer``, ``scores_before``, ``phase``, ``to_act``,
    ``history`` (``(seat, action)`` in order), ``bidder`` and ``contract`` (the high bid so far),
    ``sitting_out``, ``given`` and ``buried`` (``(seat, card)`` of partner's best), ``tricks``, ``trick``
    (the trick in progress), ``leader``, ``tricks_won`` (per side), ``result`` (when done).
    """

    def __init__(self, rules: BidRules, deal: BidDeal, *, scores_before: tuple[int, int] = (0, 0)) -> None:
        """Start the bidding of ``deal``; raises ValueError when the deal does not fit the rules."""
        deal.validate(rules)
        self.rules = rules
        self.deal = deal
        self.dealer = deal.dealer
        self.scores_before = scores_before
        self._hands = [list(hand) for hand in deal.hands]
        self.phase = BidPhase.BIDDING
        self.to_act = (deal.dealer + 1) % rules.seats
        self.history: list[tuple[int, BidAction]] = []
        self.bidder: int | None = None
        self.contract: Bid | None = None
        self.sitting_out: frozenset[int] = frozenset()
        self.given: list[tuple[int, Card]] = []
        self.buried: list[tuple[int, Card]] = []
        self._givers: list[int] = []
        self.tricks: list[BidTrick] = []
        self.trick: list[tuple[int, Card]] = []
        self.leader = self.to_act
        self.tricks_won = [0, 0]
        self.result: BidResult | None = None

    def __reduce__(self) -> tuple[Callable[[BidRules, BidDeal, tuple[int, int], tuple[BidAction, ...]],
                                           BidHandState],
                                  tuple[BidRules, BidDeal, tuple[int, int], tuple[BidAction, ...]]]:
        """Pickle and copy by replaying the deal's actions: compiled by mypyc, the class cannot be restored
        field by field."""
        return _replayed, (self.rules, self.deal, self.scores_before, tuple(a for _s, a in self.history))

    # ------------------------------------------------------------------------------------------ reading

    def hand(self, seat: int) -> tuple[Card, ...]:
        """The cards ``seat`` holds now, in card order."""
        return tuple(sorted(self._hands[seat]))

    @property
    def strain(self) -> Strain | None:
        """Trump (or no-trump) of the contract, once bid."""
        return None if self.contract is None else self.contract.strain

    @property
    def active_seats(self) -> int:
        """How many seats play to each trick (a moon shooter's partners sit out)."""
        return self.rules.seats - len(self.sitting_out)

    def led_suit(self) -> Suit | None:
        """The suit of the card led to the trick in progress, if any."""
        if not self.trick or self.contract is None:
            return None
        return card_suit(self.trick[0][1], self.contract.strain)

    def legal_bids(self) -> list[Bid]:
        """Every bid higher than the high bid so far, and not below the minimum."""
        high = 0 if self.contract is None else bid_rank(self.contract, self.rules)
        return list(_bids_over(self.rules, high))

    def legal_actions(self) -> list[BidAction]:
        """Everything the seat to act may do now (empty when the hand is over)."""
        # One legal/apply pair per phase, chosen by identity (an enum member hashes in Python, and the
        # Expert's search asks this for every seat of every sample).
        phase = self.phase
        if phase is BidPhase.PLAY:
            return self._legal_play()
        if phase is BidPhase.BIDDING:
            return self._legal_bidding()
        if phase is BidPhase.GIVE:
            return self._legal_give()
        if phase is BidPhase.DISCARD:
            return self._legal_discard()
        return []

    # ------------------------------------------------------------------------------------------ acting

    def apply(self, action: BidAction) -> None:
        """Take ``action`` for the seat to act; ``IllegalActionError`` naming the rule, and no change, if
        the rules do not allow it now."""
        self._check(action)
        self.apply_unchecked(action)

    def apply_unchecked(self, action: BidAction) -> None:
        """Take ``action`` without checking it (for simulation with actions from ``legal_actions``)."""
        self.history.append((self.to_act, action))
        phase = self.phase
        if phase is BidPhase.PLAY:
            self._apply_play(action)
        elif phase is BidPhase.BIDDING:
            self._apply_bidding(action)
        elif phase is BidPhase.GIVE:
            self._apply_give(action)
        elif phase is BidPhase.DISCARD:
            self._apply_discard(action)

    def _check(self, action: BidAction) -> None:
        if self.phase is BidPhase.DONE:
            raise IllegalActionError("the hand is over", rule="hand over")
        phase, kind = self.phase, action.kind
        if phase is BidPhase.BIDDING:
            expected = kind is BidActionKind.PASS or kind is BidActionKind.BID
        else:
            expected = kind is (BidActionKind.PLAY if phase is BidPhase.PLAY else
                                BidActionKind.GIVE if phase is BidPhase.GIVE else BidActionKind.DISCARD)
        if not expected:
            raise IllegalActionError(f"cannot {action.kind.value} during the {self.phase.value}",
                                     rule="wrong phase")
        if action.kind is BidActionKind.BID:
            self._check_bid(action.bid)
        elif action.kind is BidActionKind.PASS:
            if self._dealer_stuck():
                raise IllegalActionError("nobody has bid, so the dealer must bid", rule="dealer stuck")
        else:
            self._check_card(action)

    def _check_bid(self, bid: Bid | None) -> None:
        rules = self.rules
        if bid is None:
            raise IllegalActionError("a bid names tricks and a strain", rule="malformed action")
        if bid.strain not in _strains(rules):
            raise IllegalActionError(f"no {bid.strain} bids at this table", rule="no such bid")
        if bid.moon:
            if bid.tricks != 0 or bid.help not in rules.moon_helps:
                raise IllegalActionError(f"no moon taking {bid.help} cards at this table", rule="no such bid")
        elif bid.help or not 1 <= bid.tricks <= rules.tricks:
            raise IllegalActionError(f"a bid is 1 to {rules.tricks} tricks", rule="no such bid")
        elif bid.tricks < rules.lowest_bid:
            raise IllegalActionError(f"the minimum bid is {rules.lowest_bid}", rule="bid too low",
                                     facts={"lowest": rules.lowest_bid})
        if self.contract is not None and bid_rank(bid, rules) <= bid_rank(self.contract, rules):
            raise IllegalActionError(f"{bid} is not higher than {self.contract}", rule="bid too low",
                                     facts={"contract": self.contract})

    def _check_card(self, action: BidAction) -> None:
        card = action.card
        if card is None:
            raise IllegalActionError(f"a {action.kind.value} names a card", rule="malformed action")
        if card not in self._hands[self.to_act]:
            raise IllegalActionError(f"seat {self.to_act} does not hold {card}", rule="card not in hand",
                                     facts={"card": card})
        if action.kind is BidActionKind.PLAY:
            assert self.contract is not None
            led = self.led_suit()
            if card not in legal_plays(self._hands[self.to_act], led, self.contract.strain):
                raise IllegalActionError(f"{card} does not follow the {led} led", rule="follow suit",
                                         facts={"card": card, "led": led})

    # ------------------------------------------------------------------------------------------ bidding

    def _dealer_stuck(self) -> bool:
        return (self.rules.all_pass is AllPass.STICK_DEALER and self.to_act == self.dealer
                and self.contract is None)

    def _legal_bidding(self) -> list[BidAction]:
        high = 0 if self.contract is None else bid_rank(self.contract, self.rules)
        return list(_bidding_actions(self.rules, high, self._dealer_stuck()))

    def _apply_bidding(self, action: BidAction) -> None:
        if action.kind is BidActionKind.BID:
            self.bidder, self.contract = self.to_act, action.bid
        if self.to_act != self.dealer:
            self.to_act = (self.to_act + 1) % self.rules.seats
            return
        if self.bidder is None or self.contract is None:
            self._finish(BidResult(BidOutcome.THROWN_IN, (0, 0)))
            return
        self.leader = self.bidder
        if self.contract.moon:
            seats = self.rules.seats
            partners = [(self.bidder + step) % seats for step in range(2, seats, 2)]
            self.sitting_out = frozenset(partners)
            self._givers = [seat for seat in partners for _ in range(self.contract.help)]
        if self._givers:
            self.phase, self.to_act = BidPhase.GIVE, self._givers[0]
        else:
            self._start_play()

    # ------------------------------------------------------------------------------------ partner's best

    def _legal_give(self) -> list[BidAction]:
        return [BidAction.give(card) for card in sorted(set(self._hands[self.to_act]))]

    def _apply_give(self, action: BidAction) -> None:
        assert action.card is not None and self.bidder is not None
        self._hands[self.to_act].remove(action.card)
        self._hands[self.bidder].append(action.card)
        self.given.append((self.to_act, action.card))
        self._givers.pop(0)
        if self._givers:
            self.to_act = self._givers[0]
        else:
            self.phase, self.to_act = BidPhase.DISCARD, self.bidder

    def _legal_discard(self) -> list[BidAction]:
        return [BidAction.discard(card) for card in sorted(set(self._hands[self.to_act]))]

    def _apply_discard(self, action: BidAction) -> None:
        assert action.card is not None
        self._hands[self.to_act].remove(action.card)
        self.buried.append((self.to_act, action.card))
        if len(self.buried) == len(self.given):
            self._start_play()

    # --------------------------------------------------------------------------------------------- play

    def _start_play(self) -> None:
        assert self.bidder is not None
        self.phase, self.to_act, self.leader = BidPhase.PLAY, self.bidder, self.bidder

    def _legal_play(self) -> list[BidAction]:
        assert self.contract is not None
        cards = legal_plays(self._hands[self.to_act], self.led_suit(), self.contract.strain)
        return [_PLAYS[card] for card in cards]

    def _apply_play(self, action: BidAction) -> None:
        assert action.card is not None and self.contract is not None
        self._hands[self.to_act].remove(action.card)
        self.trick.append((self.to_act, action.card))
        if len(self.trick) < self.active_seats:
            self.to_act = self._next_active(self.to_act)
            return
        winner = trick_winner(self.trick, self.contract.strain)
        self.tricks.append(BidTrick(self.leader, tuple(self.trick), winner))
        self.tricks_won[self.rules.side_of(winner)] += 1
        self.trick = []
        self.leader = self.to_act = winner
        if len(self.tricks) == self.rules.tricks:
            assert self.bidder is not None
            self._finish(score_hand(self.rules, self.bidder, self.contract,
                                    (self.tricks_won[0], self.tricks_won[1])))

    def _next_active(self, seat: int) -> int:
        seats = self.rules.seats
        seat = (seat + 1) % seats
        while seat in self.sitting_out:
            seat = (seat + 1) % seats
        return seat

    def _finish(self, result: BidResult) -> None:
        self.result = result
        self.phase = BidPhase.DONE


def _replayed(rules: BidRules, deal: BidDeal, scores_before: tuple[int, int],
              actions: tuple[BidAction, ...]) -> BidHandState:
    """The hand of ``deal`` after ``actions`` (how a hand is unpickled)."""
    state = BidHandState(rules, deal, scores_before=scores_before)
    for action in actions:
        state.apply_unchecked(action)
    return state
