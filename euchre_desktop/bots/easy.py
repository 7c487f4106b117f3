"""Easy: a plausible, beatable player that never does anything absurd.

It misjudges strength — a crude count (trumps, bowers, aces) with random noise from the RNG it is given, and
no thought for its seat or the score beyond counting the upcard as the dealer — and it does not count trump
or track who is out of what.  It goes alone only with a huge hand.  But it never throws a trick away: it
never trumps a trick its partner is winning, never plays high when it cannot win, wins with its cheapest
winning card, and returns one of ``view.legal_actions`` — except that where the rules allow a renege it now
and then fails to follow suit by mistake (``RENEGE_CHANCE``), as beginners do.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Final

from ..engine import BENNY, Action, ActionKind, Card, Phase, PlayerView, Rank, Renege, Suit
from ..engine.cards import POWER, effective_suit, left_bower, right_bower
from .knowledge import trick_status

__all__ = ["EasyBot"]

CRUDE_MAKE: Final = 4.5
"""The crude count that makes trump: about three trumps with a bower and an outside ace.  A little timid,
and with the noise below it both passes good hands and calls thin ones."""
CRUDE_ALONE: Final = 7.0
"""The crude count (without noise) for a loner: five trumps with both bowers, or the like."""
NOISE: Final = 1.3
"""Standard deviation of the random error in Easy's judgement of a hand."""
RENEGE_CHANCE: Final = 0.03
"""How often Easy fails to follow suit by mistake, of the plays where it could follow and the rules allow a
renege: a beginner misreading the suit led, now and then.  Never while the rules prevent reneges."""


def crude_count(cards: Sequence[Card], trump: Suit) -> float:
    """A beginner's count: one per trump, one more per bower (or the Benny), a half per outside ace."""
    count = 0.0
    for card in cards:
        if effective_suit(card, trump) == trump:
            count += 1.0
            if card in (BENNY, right_bower(trump), left_bower(trump)):
                count += 1.0
        elif card.rank is Rank.ACE:
            count += 0.5
    return count


def _own_power(card: Card, trump: Suit) -> int:
    return POWER[trump][effective_suit(card, trump)][card]


class EasyBot:
    """A beginner at the table: see the module documentation."""

    name = "easy"

    def choose(self, view: PlayerView, rng: random.Random) -> Action:
        """Choose one of ``view.legal_actions`` (or a renege, where allowed, by mistake); the RNG supplies
        Easy's errors of judgement."""
        legal = view.legal_actions
        if not legal:
            raise ValueError(f"seat {view.seat} has nothing to do in the {view.phase.value} phase")
        phase = view.phase
        if phase is Phase.PLAY and view.rules.renege is not Renege.PREVENTED:
            off_suit = [card for card in view.hand if Action.play(card) not in legal]
            if off_suit and rng.random() < RENEGE_CHANCE:
                return Action.play(self._play(view, off_suit))  # played as if out of the suit led
        if len(legal) == 1:
            return legal[0]
        if phase is Phase.PLAY:
            return Action.play(self._play(view, [a.card for a in legal if a.card is not None]))
        if phase is Phase.BID_ROUND_1:
            return self._order(view, legal, rng)
        if phase is Phase.BID_ROUND_2 or phase is Phase.BENNY_CALL:
            return self._call(view, legal, rng)
        if phase in (Phase.DEALER_DISCARD, Phase.LONER_DISCARD, Phase.FARMER_RETURN):
            return Action.discard(self._discard(view, [a.card for a in legal if a.card is not None]))
        if phase is Phase.PARTNER_GIVE:
            assert view.trump is not None
            trump = view.trump
            return Action.give(max(view.hand, key=lambda c: (effective_suit(c, trump) == trump,
                                                             _own_power(c, trump))))
        if phase is Phase.FARMER:
            return Action.farmer()  # a hand of nines and tens is always worth changing
        if phase is Phase.GO_ALONE and view.seat == view.maker and view.trump is not None \
                and crude_count(view.hand, view.trump) >= CRUDE_ALONE:
            return Action.go_alone()
        return Action.pass_()  # a lone defence is beyond Easy

    # ------------------------------------------------------------------------------------------ bidding

    def _judge(self, cards: Sequence[Card], trump: Suit, rng: random.Random) -> float:
        """The crude count, misjudged by a random amount: Easy sees the hand as better or worse than it is."""
        return crude_count(cards, trump) + rng.gauss(0.0, NOISE)

    def _order(self, view: PlayerView, legal: Sequence[Action], rng: random.Random) -> Action:
        trump = view.upcard.suit
        cards = list(view.hand)
        if view.seat == view.dealer:
            cards.append(view.upcard)
        if crude_count(cards, trump) >= CRUDE_ALONE and Action.order_up(alone=True) in legal:
            return Action.order_up(alone=True)
        if self._judge(cards, trump, rng) >= CRUDE_MAKE and Action.order_up() in legal:
            return Action.order_up()
        return Action.pass_()

    def _call(self, view: PlayerView, legal: Sequence[Action], rng: random.Random) -> Action:
        suits = sorted({a.suit for a in legal if a.kind is ActionKind.CALL and a.suit is not None})
        cards = list(view.hand)
        if view.phase is Phase.BENNY_CALL:
            cards.append(view.upcard)
        # The suit is chosen by the plain count (the longest trump, the bowers); only whether to call at
        # all is misjudged.
        best = max(suits, key=lambda s: (crude_count(cards, s), -s))
        if crude_count(cards, best) >= CRUDE_ALONE and Action.call(best, alone=True) in legal:
            return Action.call(best, alone=True)
        if self._judge(cards, best, rng) >= CRUDE_MAKE or Action.pass_() not in legal:
            return Action.call(best)
        return Action.pass_()

    def _discard(self, view: PlayerView, allowed: Sequence[Card]) -> Card:
        """The lowest card, keeping trump when trump is known."""
        trump = view.trump
        if trump is None:
            # A farmer returning cards before trump is known: the Benny (card 24) is the one to keep.
            return min(allowed, key=lambda c: (c == BENNY, c % 6, c))
        return min(allowed, key=lambda c: (effective_suit(c, trump) == trump, _own_power(c, trump), c))

    # --------------------------------------------------------------------------------------------- play

    def _play(self, view: PlayerView, legal: list[Card]) -> Card:
        trump = view.trump
        assert trump is not None
        status = trick_status(view.trick, trump)
        if status is None:
            return self._lead(view, legal, trump)
        table = POWER[trump][status.led]
        partner = view.partner
        lowest = self._lowest(legal, trump)
        if partner is not None and status.winner == partner:
            return lowest
        winners = [c for c in legal if table[c] > status.power]
        if not winners:
            return lowest
        return min(winners, key=lambda c: table[c])

    def _lowest(self, legal: list[Card], trump: Suit) -> Card:
        """The cheapest card: a plain card before a trump, the lowest rank first."""
        return min(legal, key=lambda c: (effective_suit(c, trump) == trump, _own_power(c, trump), c))

    def _lead(self, view: PlayerView, legal: list[Card], trump: Suit) -> Card:
        aces = [c for c in legal if c != BENNY and c.rank is Rank.ACE and effective_suit(c, trump) != trump]
        if aces:
            return aces[0]
        trumps = [c for c in legal if effective_suit(c, trump) == trump]
        if view.maker == view.seat and trumps:
            return max(trumps, key=lambda c: _own_power(c, trump))
        return self._lowest(legal, trump)
