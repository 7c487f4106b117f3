"""What one seat may know of a Bid Euchre hand: the ``BidView`` handed to bots and, later, the table.

A view holds the seat's own cards, every bid, the public play, and the cards of partner's best only for
the two seats that handled them: the giver sees what it gave, the shooter sees what it received and what it
discarded.  It holds no other seat's cards.
"""

from __future__ import annotations

import dataclasses
from collections import Counter

from ..cards import Card
from .actions import Bid, BidAction, BidActionKind, BidPhase, Strain
from .deal import pack
from .hand import BidHandState, BidTrick
from .rules import BidRules
from .scoring import BidResult

__all__ = ["BidView"]


@dataclasses.dataclass(frozen=True, slots=True)
class BidView:
    """One seat's knowledge of the hand in progress.  Immutable; build with ``BidView.of(state, seat)``."""

    rules: BidRules
    seat: int
    dealer: int
    scores: tuple[int, int]
    """The match score before this hand, per side."""
    hand: tuple[Card, ...]
    """This seat's cards now."""
    history: tuple[tuple[int, BidAction], ...]
    """Every action so far; cards of partner's best this seat did not handle are None."""
    phase: BidPhase
    to_act: int
    bidder: int | None
    contract: Bid | None
    sitting_out: frozenset[int]
    tricks: tuple[BidTrick, ...]
    trick: tuple[tuple[int, Card], ...]
    """The trick in progress, in play order."""
    leader: int
    tricks_won: tuple[int, int]
    legal_actions: tuple[BidAction, ...]
    """What this seat may do now (empty unless it is this seat's turn)."""
    result: BidResult | None

    @classmethod
    def of(cls, state: BidHandState, seat: int) -> BidView:
        """The view of ``seat`` on ``state``."""
        if not 0 <= seat < state.rules.seats:
            raise ValueError(f"no seat {seat} at a {state.rules.seats}-player table")
        history = []
        if state.given or state.buried:  # only partner's best hides cards
            for actor, action in state.history:
                hidden = ((action.kind is BidActionKind.GIVE and seat not in (actor, state.bidder))
                          or (action.kind is BidActionKind.DISCARD and seat != actor))
                history.append((actor, dataclasses.replace(action, card=None) if hidden else action))
        else:
            history = state.history
        return cls(
            rules=state.rules,
            seat=seat,
            dealer=state.dealer,
            scores=state.scores_before,
            hand=state.hand(seat),
            history=tuple(history),
            phase=state.phase,
            to_act=state.to_act,
            bidder=state.bidder,
            contract=state.contract,
            sitting_out=state.sitting_out,
            tricks=tuple(state.tricks),
            trick=tuple(state.trick),
            leader=state.leader,
            tricks_won=(state.tricks_won[0], state.tricks_won[1]),
            legal_actions=tuple(state.legal_actions()) if state.to_act == seat else (),
            result=state.result,
        )

    def __reduce__(self) -> tuple[type[BidView], tuple[object, ...]]:
        """Pickle (to the bot worker) and copy by the constructor: compiled by mypyc, a frozen dataclass
        cannot be restored field by field."""
        return BidView, tuple(getattr(self, field.name) for field in dataclasses.fields(self))

    @property
    def side(self) -> int:
        """This seat's side (partners alternate round the table)."""
        return self.rules.side_of(self.seat)

    @property
    def strain(self) -> Strain | None:
        """The contract's strain, once bid."""
        return None if self.contract is None else self.contract.strain

    @property
    def bids(self) -> tuple[tuple[int, Bid | None], ...]:
        """Each seat's bid in order, None for a pass."""
        return tuple((actor, action.bid) for actor, action in self.history
                     if action.kind in (BidActionKind.BID, BidActionKind.PASS))

    @property
    def played_cards(self) -> tuple[Card, ...]:
        """Every card played to a trick so far, in order."""
        return tuple(c for t in self.tricks for _s, c in t.plays) + tuple(c for _s, c in self.trick)

    def unseen_cards(self) -> Counter[Card]:
        """The cards this seat has not seen, with their counts (two of a card in a double pack)."""
        unseen = Counter(pack(self.rules))
        unseen -= Counter(self.hand)
        unseen -= Counter(self.played_cards)
        gave: Counter[Card] = Counter()
        shooter_played: Counter[Card] = Counter()
        for actor, action in self.history:
            if action.card is None or (actor != self.seat and action.kind is not BidActionKind.PLAY):
                continue
            if action.kind is BidActionKind.DISCARD:
                unseen[action.card] -= 1  # this seat's own discard is out of play
            elif action.kind is BidActionKind.GIVE:
                gave[action.card] += 1
            elif actor == self.bidder:
                shooter_played[action.card] += 1
        # A card this seat gave is in the shooter's hand until the shooter plays one like it (then it is
        # among the played cards already: counting it twice would hide the double pack's other copy).
        unseen -= gave - shooter_played
        return +unseen
