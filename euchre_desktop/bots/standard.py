"""Standard: a rule-based player that bids and plays by the book.

Seed 002's "Playing it well" is the minimum it follows:

* Bidding by point count (``evaluation.hand_points``), stricter in first seat, lighter as the dealer's
  partner; the dealer counts the upcard as in hand.  In the second round it names the suit where the hand is
  strongest counting both bowers, preferring the right bower.  Under stick the dealer the dealer's opponents
  pass marginal hands and the dealer's partner calls a fair one.  More risk when behind, less when ahead.
* Alone only with tricks it can count (``evaluation.lone_tricks``), never when a made hand already wins the
  match (9-9 included); lighter under partner's best, where the partner's best card is coming.
* The dealer discards to make a void; a loner under partner's best discards the same way.
* As maker with three or more trump it leads trump, with one or two it cashes aces first; it stops leading
  trump once both opponents have shown out.  On defence it leads through the maker, returns its partner's
  suit, keeps trump for the makers' aces and never trumps a trick its partner is winning.  It leads the
  bowers or trump to a partner who made trump, but not to a dealer who was stuck.  With two tricks in it
  plays for the third.  Second hand low, third hand high, and it wins with the cheapest card that is sure.
* When it must discard it lets go of a losing singleton before breaking a guarded king.

Every rule option is handled: cutthroat (the maker is alone; the defenders play together), the Benny,
defend alone, partner's best, farmer's hand (redeal or exchange), the Canadian loner, stick the dealer.
It only ever returns one of ``view.legal_actions``, so it cannot renege.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Final

from ..engine import BENNY, Action, ActionKind, Card, FarmersHand, Phase, PlayerView, Rank, Suit
from ..engine.cards import POWER, cards_from_mask, effective_suit, left_bower, right_bower
from .evaluation import (
    BidPosition,
    best_discard_points,
    bid_position,
    bid_strength,
    bid_threshold,
    hand_points,
    lone_tricks,
    loner_allowed_by_score,
    score_shift,
)
from .knowledge import Knowledge

__all__ = ["StandardBot", "choose_discard"]

LONE_THRESHOLD: Final = 3.5
"""Tricks a loner must count (``lone_tricks``), before the score adjusts it."""
ALONE_SCORE_WEIGHT: Final = 0.6
"""How strongly the match score (``score_shift``, in points of the bidding count) moves the trick counts
needed to go or defend alone."""
PARTNERS_BEST_BONUS: Final = 1.5
"""Under partner's best the loner receives the partner's best card (often a bower): it needs fewer tricks
of its own (tuned by duplicate self-play)."""
CUTTHROAT_MAKE: Final = 2.7
"""Tricks a cutthroat maker must count: it always plays alone against two."""
DEFEND_ALONE_VS_LONER: Final = 3.0
"""Tricks a defender must count to defend alone against a lone maker."""
DEFEND_ALONE_VS_PAIR: Final = 3.4
"""Tricks a defender must count to defend alone against a maker and partner."""
DEFENCE_LOW_TRUMP: Final = 0.3
"""A lone defender's trump that some unseen trump outranks: a small chance of a trick."""
DEFENCE_ACE: Final = 0.6
"""A lone defender's outside ace: a fair chance (the makers may be out of the suit)."""
FARMER_REDEAL_BELOW: Final = 4.0
"""Show a farmer's hand for a redeal unless some suit would count at least this many points."""
FARMER_EXCHANGE_BELOW: Final = 4.5
"""Exchange a farmer's hand unless some suit already counts this many points."""


class StandardError(Exception):
    """The Standard player produced an action the rules do not allow (a bug, never expected).

    An ``Exception`` rather than a ``RuntimeError``: mypyc compiles subclasses of only a few built-in
    exceptions, and nothing catches this one by its base.
    """


def _power_in_own_suit(card: Card, trump: Suit) -> int:
    """How strong a card is within its own effective suit (trumps above every plain card)."""
    return POWER[trump][effective_suit(card, trump)][card]


def choose_discard(cards: Sequence[Card], trump: Suit, allowed: Sequence[Card]) -> Card:
    """The card to bury from a six-card hand (dealer, loner under partner's best), among ``allowed``.

    Keep trump and aces; throw a lone plain card to make a void (the lowest such), else the lowest plain
    card, without breaking a guarded king if a lower-value choice exists.  Picking up the 9♥ to A♥ Q♥ K♦
    10♦ 9♣ throws the 9♣.
    """
    def cost(card: Card) -> tuple[float, int]:
        suit = effective_suit(card, trump)
        if suit == trump:
            return 100.0 + POWER[trump][trump][card], card
        if card.rank is Rank.ACE:
            return 50.0, card
        in_suit = [c for c in cards if effective_suit(c, trump) == suit]
        value = float(card.rank)
        if len(in_suit) == 1:
            value -= 5.0
        elif len(in_suit) == 2 and any(c.rank is Rank.KING for c in in_suit):
            value += 2.0
        return value, card

    return min(allowed, key=cost)


class StandardBot:
    """A by-the-book player: see the module documentation for what it does and why."""

    name = "standard"

    def choose(self, view: PlayerView, rng: random.Random) -> Action:
        """Choose one of ``view.legal_actions`` (deterministic: the RNG is not needed by these rules)."""
        legal = view.legal_actions
        if not legal:
            raise ValueError(f"seat {view.seat} has nothing to do in the {view.phase.value} phase")
        if len(legal) == 1:
            return legal[0]
        action = self._decide(view, legal)
        if action not in legal:
            raise StandardError(f"standard chose {action} in the {view.phase.value} phase, not legal")
        return action

    def _decide(self, view: PlayerView, legal: Sequence[Action]) -> Action:
        phase = view.phase
        if phase is Phase.PLAY:
            return Action.play(self._play(Knowledge(view), [a.card for a in legal if a.card is not None]))
        if phase is Phase.BID_ROUND_1:
            return self._round_one(view, legal)
        if phase is Phase.BID_ROUND_2 or phase is Phase.BENNY_CALL:
            return self._name_a_suit(view, legal)
        if phase is Phase.DEALER_DISCARD or phase is Phase.LONER_DISCARD:
            assert view.trump is not None
            allowed = [a.card for a in legal if a.card is not None]
            return Action.discard(choose_discard(view.hand, view.trump, allowed))
        if phase is Phase.PARTNER_GIVE:
            return Action.give(self._partners_best(view))
        if phase is Phase.DEFEND:
            return Action.defend_alone() if self._defends_alone(view) else Action.pass_()
        if phase is Phase.GO_ALONE:
            assert view.trump is not None
            if view.seat == view.maker:
                return Action.go_alone() if self._goes_alone(view, view.trump) else Action.pass_()
            return Action.go_alone() if self._defends_alone(view) else Action.pass_()
        if phase is Phase.FARMER:
            return Action.farmer() if self._declares_farmer(view) else Action.pass_()
        if phase is Phase.FARMER_RETURN:
            return Action.discard(self._farmer_return(view))
        raise StandardError(f"no decision for the {phase.value} phase")

    # ------------------------------------------------------------------------------------------ bidding

    def _lone_count(self, view: PlayerView, trump: Suit) -> float:
        """``lone_tricks`` for the hand this seat would play alone with ``trump``."""
        benny = view.rules.benny
        hand = list(view.hand)
        picks_up = view.phase is Phase.BENNY_CALL or (
            view.phase is Phase.BID_ROUND_1 and bid_position(view) is BidPosition.DEALER)
        if picks_up:
            keep = None if view.rules.dealer_may_discard_upcard else view.upcard
            _points, drop = best_discard_points([*hand, view.upcard], trump, keep=keep)
            return lone_tricks([c for c in [*hand, view.upcard] if c != drop], trump, benny=benny)
        against = 0
        if view.phase is Phase.BID_ROUND_1 and not (
                view.rules.players == 4 and bid_position(view) is BidPosition.SECOND):
            against = 1 << view.upcard  # the upcard goes into an opposing dealer's hand
        return lone_tricks(hand, trump, benny=benny, against=against)

    def _goes_alone(self, view: PlayerView, trump: Suit) -> bool:
        if not loner_allowed_by_score(view):
            return False
        needed = LONE_THRESHOLD + score_shift(view) * ALONE_SCORE_WEIGHT
        if view.rules.partners_best:
            needed -= PARTNERS_BEST_BONUS
        return self._lone_count(view, trump) >= needed

    def _alone_with_the_bid(self, view: PlayerView, trump: Suit) -> bool:
        """Whether to bid alone; never where the rules have loners declared after trump is made (the
        same judgement is made then, with the hand that plays)."""
        return not view.rules.loner_after_trump and self._goes_alone(view, trump)

    def _round_one(self, view: PlayerView, legal: Sequence[Action]) -> Action:
        trump = view.upcard.suit
        if view.rules.cutthroat:
            makes = self._lone_count(view, trump) >= CUTTHROAT_MAKE + score_shift(view)
            return Action.order_up() if makes else Action.pass_()
        if Action.order_up() not in legal:
            # The Canadian loner: the dealer's partner may only order up alone.
            return Action.order_up(alone=True) if self._goes_alone(view, trump) else Action.pass_()
        if bid_strength(view, trump) < bid_threshold(view, 1):
            return Action.pass_()
        return Action.order_up(alone=self._alone_with_the_bid(view, trump))

    def _name_a_suit(self, view: PlayerView, legal: Sequence[Action]) -> Action:
        suits = sorted({a.suit for a in legal if a.kind is ActionKind.CALL and a.suit is not None})
        hand = view.hand

        def preference(suit: Suit) -> tuple[float, bool, bool, float]:
            return (bid_strength(view, suit), right_bower(suit) in hand, left_bower(suit) in hand,
                    -float(suit))

        best = max(suits, key=preference)
        forced = Action.pass_() not in legal
        if view.rules.cutthroat:
            if forced or self._lone_count(view, best) >= CUTTHROAT_MAKE + score_shift(view):
                return Action.call(best)
            return Action.pass_()
        if not forced and bid_strength(view, best) < bid_threshold(view, 2):
            return Action.pass_()
        return Action.call(best, alone=self._alone_with_the_bid(view, best))

    # ------------------------------------------------------------------------------ other declarations

    def _partners_best(self, view: PlayerView) -> Card:
        """Give the lone partner the best trump, else the best ace, else the highest card."""
        assert view.trump is not None
        trump = view.trump

        def value(card: Card) -> tuple[int, int, int]:
            is_trump = effective_suit(card, trump) == trump
            return is_trump, card != BENNY and card.rank is Rank.ACE, _power_in_own_suit(card, trump)

        return max(view.hand, key=value)

    def _defends_alone(self, view: PlayerView) -> bool:
        """Defend alone only with a hand that takes three tricks by itself: each trump that no unseen trump
        outranks is a trick, a lower trump a small chance, an outside ace a fair one."""
        knowledge = Knowledge(view)
        trump = knowledge.trump_suit()
        tricks = 0.0
        for card in cards_from_mask(knowledge.suit_cards(trump)):
            tricks += 1.0 if knowledge.is_boss(card) else DEFENCE_LOW_TRUMP
        tricks += DEFENCE_ACE * len(knowledge.outside_aces())
        needed = DEFEND_ALONE_VS_LONER if view.maker_alone else DEFEND_ALONE_VS_PAIR
        return tricks >= needed + score_shift(view) * ALONE_SCORE_WEIGHT

    def _best_suit_points(self, cards: Sequence[Card]) -> float:
        return max(hand_points(cards, suit) for suit in Suit)

    def _declares_farmer(self, view: PlayerView) -> bool:
        """Redeal only a truly bad hand; exchange whenever the kitty's cards are likely to help.

        The dealer counts the upcard it could pick up: 9♠ 10♠ with the J♠ turned up is worth keeping."""
        best = self._best_suit_points(view.hand)
        if view.seat == view.dealer and view.upcard != BENNY:
            pickup, _drop = best_discard_points([*view.hand, view.upcard], view.upcard.suit)
            best = max(best, pickup)
        if view.rules.farmers_hand is FarmersHand.REDEAL:
            return best < FARMER_REDEAL_BELOW
        return best < FARMER_EXCHANGE_BELOW

    def _farmer_return(self, view: PlayerView) -> Card:
        """Return the card whose loss hurts the hand's best suit least (the lowest on a tie)."""
        hand = list(view.hand)

        def after(card: Card) -> tuple[float, int]:
            rest = [c for c in hand if c != card]
            return self._best_suit_points(rest), -(card % 6)

        return max(hand, key=after)

    # --------------------------------------------------------------------------------------------- play

    def _play(self, k: Knowledge, legal: list[Card]) -> Card:
        if len(legal) == 1:
            return legal[0]
        if k.status is None:
            return self._lead(k, legal)
        return self._follow(k, legal)

    def _decides_hand(self, k: Knowledge) -> bool:
        """True when our side has two tricks: the third decides the hand (for defenders, the euchre)."""
        ours, _theirs = k.tricks_taken()
        return ours == 2

    # ----------------------------------------------------------------------------------------- leading

    def _lead(self, k: Knowledge, legal: list[Card]) -> Card:
        trump = k.trump_suit()
        by_power = sorted(legal, key=lambda c: -_power_in_own_suit(c, trump))
        trumps = [c for c in by_power if effective_suit(c, trump) == trump]
        plain = [c for c in by_power if effective_suit(c, trump) != trump]
        if self._decides_hand(k):
            boss_trumps = [c for c in trumps if k.is_boss(c)]
            if boss_trumps:
                return boss_trumps[0]
            safe = [c for c in plain if k.lead_is_safe(c)]
            if safe:
                return safe[0]
        if k.maker_side:
            return self._lead_as_maker(k, trumps, plain)
        return self._lead_on_defence(k, trumps, plain)

    def _trump_lead(self, k: Knowledge, trumps: list[Card]) -> Card:
        """Lead the top trump if it is the boss, otherwise a low one to draw the higher trumps out."""
        return trumps[0] if k.is_boss(trumps[0]) else trumps[-1]

    def _lead_as_maker(self, k: Knowledge, trumps: list[Card], plain: list[Card]) -> Card:
        view = k.view
        draw_trump = bool(trumps) and k.opponents_may_hold_trump()
        i_made_it = view.maker == k.seat
        if draw_trump and i_made_it and (len(trumps) >= 3 or (view.maker_alone and k.is_boss(trumps[0]))):
            return self._trump_lead(k, trumps)
        if draw_trump and not i_made_it and k.ally == view.maker and not k.dealer_was_stuck() \
                and k.trump_suit() not in k.suits_led_by(k.seat):
            # Lead trump to the partner who made it: a bower if held, else the top trump if it is the
            # boss, else a small one.
            trump = k.trump_suit()
            bowers = [c for c in trumps if c in (BENNY, right_bower(trump), left_bower(trump))]
            return bowers[0] if bowers else self._trump_lead(k, trumps)
        safe = [c for c in plain if k.lead_is_safe(c)]
        if safe:
            return safe[0]
        if draw_trump and k.is_boss(trumps[0]) and (i_made_it or len(trumps) >= 2):
            return trumps[0]
        if plain:
            return self._low_from_short_suit(k, plain)
        return self._trump_lead(k, trumps)

    def _lead_on_defence(self, k: Knowledge, trumps: list[Card], plain: list[Card]) -> Card:
        trump = k.trump_suit()
        if k.ally is not None:
            for suit in k.suits_led_by(k.ally):
                if suit == trump:
                    continue
                mine = [c for c in plain if effective_suit(c, trump) == suit]
                if mine:
                    # Return the partner's suit: top it if the top is good, else a small one.
                    return mine[0] if k.is_boss(mine[0]) else mine[-1]
        safe = [c for c in plain if k.lead_is_safe(c)]
        if safe:
            return safe[0]
        if plain:
            maker = k.view.maker
            if k.remaining and k.remaining[0] == maker:
                # Lead through the maker: it must play before our partner, who can then top it.
                return self._low_from_long_suit(k, plain)
            return self._low_from_short_suit(k, plain)
        return self._trump_lead(k, trumps)

    def _suit_lengths(self, k: Knowledge, cards: list[Card]) -> dict[Suit, int]:
        trump = k.trump_suit()
        lengths: dict[Suit, int] = {}
        for card in cards:
            suit = effective_suit(card, trump)
            lengths[suit] = lengths.get(suit, 0) + 1
        return lengths

    def _low_from_short_suit(self, k: Knowledge, plain: list[Card]) -> Card:
        """The lowest card of the shortest plain suit (aiming at a void); an ace only when nothing else."""
        lengths = self._suit_lengths(k, plain)
        trump = k.trump_suit()
        return min(plain, key=lambda c: (c.rank is Rank.ACE, lengths[effective_suit(c, trump)],
                                         _power_in_own_suit(c, trump), c))

    def _low_from_long_suit(self, k: Knowledge, plain: list[Card]) -> Card:
        """The lowest card of the longest plain suit."""
        lengths = self._suit_lengths(k, plain)
        trump = k.trump_suit()
        return min(plain, key=lambda c: (c.rank is Rank.ACE, -lengths[effective_suit(c, trump)],
                                         _power_in_own_suit(c, trump), c))

    # --------------------------------------------------------------------------------------- following

    def _follow(self, k: Knowledge, legal: list[Card]) -> Card:
        status = k.status
        assert status is not None
        trump = k.trump_suit()
        table = POWER[trump][status.led]
        following = effective_suit(legal[0], trump) == status.led
        winners = sorted((c for c in legal if table[c] > status.power), key=lambda c: table[c])
        secure = [c for c in winners if k.secure(table[c])]
        if k.partner_winning:
            if k.secure(status.power) or not following:
                # Let the partner's trick stand; never trump it.
                return self._throw(k, legal, following)
            overtake = [c for c in secure if effective_suit(c, trump) == status.led]
            return overtake[0] if overtake else self._throw(k, legal, following)
        if not winners:
            return self._throw(k, legal, following)
        decides = self._decides_hand(k)
        ally_to_play = k.ally is not None and k.ally in k.remaining
        if not following and ally_to_play and not decides and not self._ruff_second_hand(k):
            # Keep trump for the makers' aces: the partner may still win this one by following.
            return self._throw(k, legal, following)
        if secure:
            return secure[0]  # win as cheaply as is sure
        best = self._cheapest_equal(k, winners, table)
        if decides:
            return best  # the trick that decides the hand: our best chance
        if following:
            # Second hand low (the partner is still to play); third hand high.
            return self._throw(k, legal, following) if ally_to_play else best
        return winners[0]

    def _cheapest_equal(self, k: Knowledge, winners: list[Card], table: tuple[int, ...]) -> Card:
        """The lowest of ``winners`` (sorted low to high) that no outstanding card separates from the highest:
        with K♣ Q♣ and the A♣ out, the Q♣ does all the K♣ could."""
        top = table[winners[-1]]
        between = [table[c] for c in cards_from_mask(k.others) if table[c]]
        for card in winners:
            power = table[card]
            if not any(power < p < top for p in between):
                return card
        return winners[-1]

    def _ruff_second_hand(self, k: Knowledge) -> bool:
        """Trump ahead of the partner only when the partner cannot win by following: the card led is the
        best left in its suit (a maker's ace is what defenders keep their trump for)."""
        status = k.status
        assert status is not None
        top = k.highest_outstanding(status.led)
        return top is None or POWER[k.trump_suit()][status.led][top] < status.power

    def _throw(self, k: Knowledge, legal: list[Card], following: bool) -> Card:
        """The card to play when not trying to win: the lowest when following; otherwise a discard."""
        trump = k.trump_suit()
        if following:
            return min(legal, key=lambda c: (_power_in_own_suit(c, trump), c))
        plain = [c for c in legal if effective_suit(c, trump) != trump]
        if not plain:
            return min(legal, key=lambda c: (_power_in_own_suit(c, trump), c))
        hand = [Card(c) for c in cards_from_mask(k.hand_mask)]

        def cost(card: Card) -> tuple[float, int]:
            suit = effective_suit(card, trump)
            value = float(card.rank)
            if k.is_boss(card):
                value += 10.0
            length = sum(1 for c in hand if effective_suit(c, trump) == suit)
            if length == 1:
                value -= 5.0  # a losing singleton goes first: the void may let us trump later
            elif length == 2 and any(c.rank is Rank.KING and not k.is_boss(c) for c in hand
                                     if effective_suit(c, trump) == suit):
                value += 2.0  # keep a guarded king guarded
            return value, card

        return min(plain, key=cost)

