"""A match: the first dealer, hands in turn with the deal passing left, the score, and the end.

A match is reproducible from its rules and seed: the first-dealer draw and every deal come from
``random.Random`` seeded from them, so the same seed and the same actions give the same match.  A deal
can also be supplied from outside (a deal code, Today's deal).
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Sequence

from .actions import Action, IllegalActionError
from .cards import DECK_24, Card, Rank, Suit
from .deal import Deal
from .hand import HandState
from .rules import FirstDealer, Rules
from .scoring import HandResult

__all__ = ["DealerDraw", "Match", "draw_first_dealer"]

_BLACK_JACKS = frozenset({Card.of(Rank.JACK, Suit.CLUBS), Card.of(Rank.JACK, Suit.SPADES)})


@dataclasses.dataclass(frozen=True, slots=True)
class DealerDraw:
    """How the first dealer was chosen: the face-up cards dealt round the table, if any, and the dealer."""

    dealer: int
    cards: tuple[tuple[int, Card], ...] = ()
    """For first black jack: each card dealt face up, with its seat, ending with the black jack."""


def draw_first_dealer(rules: Rules, rng: random.Random) -> DealerDraw:
    """Choose the first dealer as the rules say (first black jack deals face up from seat 0 clockwise)."""
    if rules.first_dealer is FirstDealer.RANDOM:
        return DealerDraw(rng.randrange(rules.players))
    deck = list(DECK_24)
    rng.shuffle(deck)
    cards = []
    for index, card in enumerate(deck):
        seat = index % rules.players
        cards.append((seat, card))
        if card in _BLACK_JACKS:
            return DealerDraw(seat, tuple(cards))
    raise AssertionError("a 24-card deck always holds a black jack")


class Match:
    """A match in progress.  ``hand`` is the current hand; ``apply`` acts in it, and when the hand ends the
    score is added at once.  ``deal_next()`` starts the following hand (the caller decides when, so the
    table can show the finished hand first).

    Read-only attributes: ``rules``, ``seed``, ``draw``, ``scores``, ``hand``, ``completed`` (finished hands,
    thrown-in ones included), ``hands_scored``.
    """

    def __init__(self, rules: Rules, seed: int, *, first_deal: Deal | None = None) -> None:
        """Start a match: draw the first dealer and deal the first hand (or play ``first_deal``)."""
        self.rules = rules
        self.seed = seed
        rng = random.Random(f"euchre-desktop/match/{seed}/dealer")
        self.draw = draw_first_dealer(rules, rng) if first_deal is None else DealerDraw(first_deal.dealer)
        self.scores: list[int] = [0] * rules.sides
        self.completed: list[HandState] = []
        self.hands_scored = 0
        self._deal_index = 0
        self.hand = self._new_hand(self.draw.dealer, first_deal)

    def _new_hand(self, dealer: int, deal: Deal | None) -> HandState:
        if deal is None:
            rng = random.Random(f"euchre-desktop/match/{self.seed}/deal/{self._deal_index}")
            deal = Deal.random(self.rules, dealer, rng)
        elif deal.dealer != dealer:
            raise ValueError(f"that deal is for dealer {deal.dealer}, but seat {dealer} deals next")
        self._deal_index += 1
        return HandState(self.rules, deal, scores_before=self.scores)

    @property
    def dealer(self) -> int:
        """The dealer of the current hand."""
        return self.hand.dealer

    @property
    def hand_over(self) -> bool:
        """True when the current hand has ended (and been scored)."""
        return self.hand.result is not None

    def apply(self, action: Action) -> HandResult | None:
        """Apply a checked action in the current hand; if it ends the hand, score it and return the result."""
        if self.is_over:
            raise IllegalActionError("the match is over", rule="match over")
        self.hand.apply(action)
        return self._score_if_done()

    def apply_unchecked(self, action: Action) -> HandResult | None:
        """As ``apply`` without checking the action (for simulations of already-legal actions)."""
        self.hand.apply_unchecked(action)
        return self._score_if_done()

    def _score_if_done(self) -> HandResult | None:
        result = self.hand.result
        if result is None:
            return None
        for side, points in enumerate(result.points):
            self.scores[side] += points
        if result.maker is not None:
            self.hands_scored += 1
        self.completed.append(self.hand)
        return result

    def next_dealer(self) -> int:
        """Who deals the next hand: the player on the left, or the same dealer after a farmer's redeal."""
        result = self.hand.result
        if result is not None and result.redeal_same_dealer:
            return self.hand.dealer
        return (self.hand.dealer + 1) % self.rules.players

    def deal_next(self, deal: Deal | None = None) -> HandState:
        """Start the next hand (a fresh deal from the match seed, or ``deal``) after the current one."""
        if self.hand.result is None:
            raise IllegalActionError("the current hand is not over", rule="hand in progress")
        if self.is_over:
            raise IllegalActionError("the match is over", rule="match over")
        self.hand = self._new_hand(self.next_dealer(), deal)
        return self.hand

    @property
    def is_over(self) -> bool:
        """True once a single side leads at or past the target (or after the fixed number of hands)."""
        return self.winner is not None

    @property
    def winner(self) -> int | None:
        """The winning side, once the match is over; None while it goes on.

        A finished match needs one side strictly ahead: with a target, a side at or past it; with a fixed
        number of hands, all of them scored.  Ties at the top (possible only in cutthroat, or with equal
        totals after fixed hands) play on, one hand at a time.
        """
        best = max(self.scores)
        leaders = [side for side, score in enumerate(self.scores) if score == best]
        if len(leaders) != 1:
            return None
        if self.rules.target is not None:
            return leaders[0] if best >= self.rules.target else None
        assert self.rules.fixed_hands is not None
        return leaders[0] if self.hands_scored >= self.rules.fixed_hands else None

    @classmethod
    def replay(cls, rules: Rules, seed: int, hands: Sequence[Sequence[Action]],
               *, deals: Sequence[Deal | None] | None = None) -> Match:
        """Rebuild a match from its seed and each hand's actions (and any deals that came from outside)."""
        deals = list(deals) if deals is not None else []
        deals += [None] * (len(hands) - len(deals))
        match = cls(rules, seed, first_deal=deals[0] if deals else None)
        for number, actions in enumerate(hands):
            if number > 0:
                match.deal_next(deals[number])
            for action in actions:
                match.apply(action)
        return match
