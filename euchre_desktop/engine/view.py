"""What one seat may know: the ``PlayerView`` handed to bots, hints and the table.

A view holds the seat's own cards, the upcard, every public action in order (with other seats' buried and
passed cards hidden), the seat's own buried cards, and the public state of the play.  It holds nothing
else: no other seat's hand, no face-down kitty card.
"""

from __future__ import annotations

import dataclasses

from .actions import Action, ActionKind, Phase
from .cards import DECK_24, DECK_25, Card, Suit, mask_of
from .hand import HandState
from .rules import Rules
from .scoring import HandResult, Trick

__all__ = ["PlayerView"]


@dataclasses.dataclass(frozen=True, slots=True)
class PlayerView:
    """One seat's knowledge of the hand in progress.  Immutable; build with ``PlayerView.of(state, seat)``."""

    rules: Rules
    seat: int
    dealer: int
    packets: str
    scores: tuple[int, ...]
    """The match score before this hand, one entry per side."""
    upcard: Card
    dealt: tuple[Card, ...]
    """This seat's five cards as dealt."""
    hand: tuple[Card, ...]
    """This seat's cards now."""
    history: tuple[tuple[int, Action], ...]
    """Every action so far, in order; cards this seat may not see are None in DISCARD/GIVE actions."""
    own_buried: tuple[Card, ...]
    """Cards this seat put face down this hand (a dealer's discard, a farmer's returns)."""
    phase: Phase
    to_act: int
    trump: Suit | None
    maker: int | None
    maker_alone: bool
    defender_alone: int | None
    sitting_out: frozenset[int]
    tricks: tuple[Trick, ...]
    trick: tuple[tuple[int, Card], ...]
    """The cards of the trick in progress, in play order."""
    leader: int
    tricks_won: tuple[int, ...]
    legal_actions: tuple[Action, ...]
    """What this seat may do now (empty unless it is this seat's turn)."""
    result: HandResult | None

    @classmethod
    def of(cls, state: HandState, seat: int) -> PlayerView:
        """The view of ``seat`` on ``state``."""
        if not 0 <= seat < state.rules.players:
            raise ValueError(f"no seat {seat} at a {state.rules.players}-player table")
        history = []
        for actor, action in state.history:
            if action.kind is ActionKind.DISCARD and actor != seat:
                action = Action.discard(None)
            elif action.kind is ActionKind.GIVE and seat not in (actor, state.maker):
                action = Action.give(None)  # partner's best: only the giver and the lone maker see the card
            history.append((actor, action))
        return cls(
            rules=state.rules,
            seat=seat,
            dealer=state.dealer,
            packets=state.deal.packets,
            scores=state.scores_before,
            upcard=state.upcard,
            dealt=state.deal.hands[seat],
            hand=state.hand(seat),
            history=tuple(history),
            own_buried=tuple(card for owner, card in state.buried if owner == seat),
            phase=state.phase,
            to_act=state.to_act,
            trump=state.trump,
            maker=state.maker,
            maker_alone=state.maker_alone,
            defender_alone=state.defender_alone,
            sitting_out=state.sitting_out,
            tricks=tuple(state.tricks),
            trick=tuple(state.trick),
            leader=state.leader,
            tricks_won=tuple(state.tricks_won),
            legal_actions=tuple(state.legal_actions()) if state.to_act == seat else (),
            result=state.result,
        )

    def __reduce__(self) -> tuple[type[PlayerView], tuple[object, ...]]:
        """Pickle (to the bot worker) and copy by the constructor: compiled by mypyc, a frozen dataclass
        cannot be restored field by field."""
        return PlayerView, tuple(getattr(self, field.name) for field in dataclasses.fields(self))

    @property
    def partner(self) -> int | None:
        """This seat's partner, or None in cutthroat."""
        return None if self.rules.players == 3 else (self.seat + 2) % 4

    @property
    def played_cards(self) -> tuple[Card, ...]:
        """Every card played to a trick so far, in order."""
        return tuple(c for t in self.tricks for _s, c in t.plays) + tuple(c for _s, c in self.trick)

    @property
    def upcard_picked_up(self) -> bool:
        """True when the dealer took the upcard into hand (it is then in the dealer's hand or buried)."""
        taken = any(a.kind is ActionKind.ORDER_UP for _s, a in self.history) or (
            self.upcard.is_benny and self.maker is not None)
        # Going alone with the bid, the dealer's partner leaves the dealer out before the pick-up; going alone
        # after trump is made, the dealer has already picked up.
        dealer_out = (self.maker_alone and self.rules.players == 4 and self.maker == (self.dealer + 2) % 4
                      and not self.rules.loner_after_trump)
        return taken and not dealer_out

    def unseen_cards(self) -> tuple[Card, ...]:
        """Cards this seat has not seen: not in its hand, not played, not its own buried, not the upcard."""
        seen = mask_of(self.hand) | mask_of(self.played_cards) | mask_of(self.own_buried) | (1 << self.upcard)
        for _actor, action in self.history:
            if action.kind is ActionKind.GIVE and action.card is not None:
                seen |= 1 << action.card
        deck = DECK_25 if self.rules.benny else DECK_24
        return tuple(c for c in deck if not seen >> c & 1)
