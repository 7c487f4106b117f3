"""What one seat can work out from its view: the facts of the hand in progress (``Knowledge``).

Everything here is computed from a ``PlayerView`` alone, so any player built on it is fair by construction:
it cannot see another seat's cards or the face-down kitty.  ``Knowledge`` holds the effective trump count,
bowers and outside aces held, what has been played and by whom, which seats have shown out of which suits,
which cards the other seats may still hold, how many trumps are still out, who is winning the current trick
and with what (``trick_status``), and which card of each suit is now the highest outstanding.  The hand
evaluations for bidding are in ``evaluation``.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence

from ..engine import BENNY, ActionKind, Card, Phase, PlayerView, Rank, Suit
from ..engine.cards import (
    POWER,
    SUIT_MASKS,
    cards_from_mask,
    effective_suit,
    left_bower,
    mask_of,
    right_bower,
)

__all__ = ["Knowledge", "TrickStatus", "trick_status"]

# -------------------------------------------------------------------------------------- trick status


@dataclasses.dataclass(frozen=True, slots=True)
class TrickStatus:
    """Who is winning the trick in progress, with what card, and how strong it is."""

    led: Suit
    """The effective suit led (a led left bower makes it trump)."""
    winner: int
    """The seat now winning."""
    card: Card
    """The card now winning."""
    power: int
    """The winning card's strength (``POWER`` scale): a card must beat this to take the trick."""


def trick_status(plays: Sequence[tuple[int, Card]], trump: Suit) -> TrickStatus | None:
    """Who is winning a trick in progress (None before the lead)."""
    if not plays:
        return None
    led = effective_suit(plays[0][1], trump)
    power = POWER[trump][led]
    winner, best_card = plays[0]
    best = power[best_card]
    for seat, card in plays[1:]:
        if power[card] > best:
            winner, best_card, best = seat, card, power[card]
    return TrickStatus(led, winner, best_card, best)


# ----------------------------------------------------------------------------------------- knowledge


class Knowledge:
    """Everything one seat knows about the hand in progress, computed from its ``PlayerView`` only.

    Built once per decision (a few microseconds).  Masks are card bitmasks (bit ``card`` set); suits are
    effective suits given trump (the left bower is a trump).  ``others`` is the set of cards some other
    seat may hold: every card this seat has not seen, plus the upcard while the dealer (another seat) may
    still hold it.  Before trump is made the play-related attributes are empty.
    """

    __slots__ = (
        "ally", "hand_mask", "maker_side", "opponents", "others", "played", "played_by", "remaining",
        "seat", "status", "trump", "view", "void_suits",
    )

    view: PlayerView
    seat: int
    trump: Suit | None
    hand_mask: int
    played: int
    """Every card played to a trick so far."""
    played_by: tuple[int, ...]
    """Per seat, the cards it has played."""
    void_suits: tuple[int, ...]
    """Per seat, a bitmask of the effective suits it has shown out of (bit ``suit``)."""
    others: int
    ally: int | None
    """The seat playing with this one: the partner (if in the hand), or the fellow defender in cutthroat."""
    opponents: tuple[int, ...]
    """Seats in the play against this one."""
    maker_side: bool
    """True when this seat's side made trump."""
    status: TrickStatus | None
    """Who is winning the trick in progress (None when it is this seat's lead)."""
    remaining: tuple[int, ...]
    """Seats still to play to the current trick after this seat, in order."""

    def __init__(self, view: PlayerView) -> None:
        """Work out the facts of the hand from ``view``."""
        self.view = view
        self.seat = seat = view.seat
        self.trump = trump = view.trump
        self.hand_mask = mask_of(view.hand)
        players = view.rules.players
        played = 0
        played_by = [0] * players
        voids = [0] * players
        plays_so_far = [t.plays for t in view.tricks]
        if view.trick:
            plays_so_far.append(view.trick)
        for plays in plays_so_far:
            assert trump is not None
            led = effective_suit(plays[0][1], trump)
            for player, card in plays:
                played |= 1 << card
                played_by[player] |= 1 << card
                if effective_suit(card, trump) != led:
                    voids[player] |= 1 << led
        self.played = played
        self.played_by = tuple(played_by)
        self.void_suits = tuple(voids)
        others = mask_of(view.unseen_cards())
        if view.upcard_picked_up and view.dealer != seat and not played >> view.upcard & 1:
            others |= 1 << view.upcard
        self.others = others
        active = [s for s in range(players) if s not in view.sitting_out]
        maker = view.maker
        if maker is None:
            ally = None
            self.maker_side = False
        elif players == 4:
            ally = (seat + 2) % 4
            self.maker_side = seat % 2 == maker % 2
        else:
            self.maker_side = seat == maker
            ally = None if seat == maker else 3 - seat - maker
        self.ally = ally if ally is not None and ally in active else None
        self.opponents = tuple(s for s in active if s != seat and s != self.ally)
        self.status = trick_status(view.trick, trump) if trump is not None and view.trick else None
        remaining: list[int] = []
        if view.phase is Phase.PLAY:
            count = len(active) - len(view.trick) - 1
            nxt = seat
            while len(remaining) < count:
                nxt = (nxt + 1) % players
                if nxt in active:
                    remaining.append(nxt)
        self.remaining = tuple(remaining)

    # ------------------------------------------------------------------------------ the seat's own hand

    def trump_suit(self) -> Suit:
        """The trump suit (ValueError before trump is made: the play-related questions need it)."""
        if self.trump is None:
            raise ValueError("trump has not been made yet")
        return self.trump

    def suit_cards(self, suit: Suit, mask: int | None = None) -> int:
        """The cards of ``mask`` (default: this seat's hand) whose effective suit is ``suit``."""
        return (self.hand_mask if mask is None else mask) & SUIT_MASKS[self.trump_suit()][suit]

    def trump_count(self) -> int:
        """How many trumps this seat holds (the left bower and the Benny included)."""
        return self.suit_cards(self.trump_suit()).bit_count()

    def bowers_held(self) -> tuple[Card, ...]:
        """The bowers (and the Benny) in this seat's hand, highest first."""
        trump = self.trump_suit()
        tops = (BENNY, right_bower(trump), left_bower(trump))
        return tuple(c for c in tops if self.hand_mask >> c & 1)

    def outside_aces(self) -> tuple[Card, ...]:
        """Aces of plain suits in this seat's hand."""
        trump = self.trump_suit()
        return tuple(Card.of(Rank.ACE, s) for s in Suit
                     if s != trump and self.hand_mask >> Card.of(Rank.ACE, s) & 1)

    def is_void(self, suit: Suit) -> bool:
        """True if this seat holds no card of effective suit ``suit``."""
        return not self.suit_cards(suit)

    # ----------------------------------------------------------------------------------- other seats

    def shown_out(self, seat: int, suit: Suit) -> bool:
        """True if ``seat`` has failed to follow ``suit`` this hand."""
        return bool(self.void_suits[seat] >> suit & 1)

    def possible(self, seat: int) -> int:
        """The cards ``seat`` may still hold: unseen cards of suits it has not shown out of (and the upcard
        only for the dealer who picked it up)."""
        if seat == self.seat:
            return self.hand_mask
        mask = self.others
        if seat != self.view.dealer and self.view.upcard_picked_up:
            mask &= ~(1 << self.view.upcard)
        trump = self.trump
        if trump is not None:
            voids = self.void_suits[seat]
            for suit in Suit:
                if voids >> suit & 1:
                    mask &= ~SUIT_MASKS[trump][suit]
        return mask

    def surely_void(self, seat: int, suit: Suit) -> bool:
        """True if ``seat`` cannot hold a card of ``suit``: it showed out, or all are accounted for."""
        return not self.possible(seat) & SUIT_MASKS[self.trump_suit()][suit]

    def trumps_out(self) -> int:
        """Trumps that another seat (or the unseen kitty) may still hold: the seven (eight with the Benny)
        less those held, played, buried by this seat or turned down."""
        trump = self.trump_suit()
        return (self.others & SUIT_MASKS[trump][trump]).bit_count()

    def opponents_may_hold_trump(self) -> bool:
        """False once every opponent in the play has shown out of trump or no trump is left for them."""
        trump = self.trump_suit()
        return any(self.possible(s) & SUIT_MASKS[trump][trump] for s in self.opponents)

    def outstanding(self, suit: Suit) -> int:
        """The cards of ``suit`` another seat may still hold."""
        return self.others & SUIT_MASKS[self.trump_suit()][suit]

    def highest_outstanding(self, suit: Suit) -> Card | None:
        """The highest card of ``suit`` that another seat may hold (None when none is left out)."""
        trump = self.trump_suit()
        power = POWER[trump][suit]
        cards = list(cards_from_mask(self.outstanding(suit)))
        return max(cards, key=lambda c: power[c]) if cards else None

    def highest_unplayed(self, suit: Suit) -> Card | None:
        """The highest card of ``suit`` not yet played and still in some hand (this seat's included)."""
        trump = self.trump_suit()
        power = POWER[trump][suit]
        cards = list(cards_from_mask(self.outstanding(suit) | self.suit_cards(suit)))
        return max(cards, key=lambda c: power[c]) if cards else None

    def is_boss(self, card: Card) -> bool:
        """True if no card another seat may hold outranks ``card`` in its own suit."""
        trump = self.trump_suit()
        suit = effective_suit(card, trump)
        power = POWER[trump][suit]
        mine = power[card]
        return all(power[c] < mine for c in cards_from_mask(self.outstanding(suit)))

    def seat_may_beat(self, seat: int, power: int, led: Suit) -> bool:
        """True if ``seat`` may hold a card that beats ``power`` on a trick led in ``led``.

        It may follow with a higher card of the led suit; it may trump only if it surely holds none of the
        led suit (an unknown void is not assumed).
        """
        trump = self.trump_suit()
        table = POWER[trump][led]
        possible = self.possible(seat)
        follow = possible & SUIT_MASKS[trump][led]
        if follow:
            return any(table[c] > power for c in cards_from_mask(follow))
        return any(table[c] > power for c in cards_from_mask(possible & SUIT_MASKS[trump][trump]))

    def secure(self, power: int) -> bool:
        """True if no opponent still to play to this trick may beat a card of strength ``power``."""
        status = self.status
        led = status.led if status is not None else None
        if led is None:
            raise ValueError("no trick in progress")
        return not any(self.seat_may_beat(s, power, led) for s in self.remaining if s in self.opponents)

    def lead_is_safe(self, card: Card) -> bool:
        """True if leading ``card`` wins unless an opponent holds an unknown void: it is the boss of its suit
        and no opponent is known to be out of the suit while holding trump."""
        trump = self.trump_suit()
        if not self.is_boss(card):
            return False
        suit = effective_suit(card, trump)
        if suit == trump:
            return True
        return not any(self.surely_void(s, suit) and self.possible(s) & SUIT_MASKS[trump][trump]
                       for s in self.opponents)

    @property
    def partner_winning(self) -> bool:
        """True if the ally is winning the trick in progress."""
        return self.status is not None and self.ally is not None and self.status.winner == self.ally

    # --------------------------------------------------------------------------------- the hand so far

    def tricks_taken(self) -> tuple[int, int]:
        """(tricks won by this seat's side, tricks won by the seats against it)."""
        won = self.view.tricks_won
        team = {self.seat}
        if self.view.rules.players == 4:
            team.add((self.seat + 2) % 4)
        elif self.ally is not None:
            team.add(self.ally)
        ours = sum(won[s] for s in team)
        return ours, sum(won) - ours

    def suits_led_by(self, seat: int) -> tuple[Suit, ...]:
        """The effective suits ``seat`` has led this hand, first lead first."""
        trump = self.trump_suit()
        return tuple(effective_suit(t.plays[0][1], trump) for t in self.view.tricks if t.leader == seat)

    def made_in_round(self) -> int | None:
        """1 if trump was made by ordering up (or a Benny call), 2 if named in the second round."""
        for _seat, action in self.view.history:
            if action.kind is ActionKind.ORDER_UP:
                return 1
            if action.kind is ActionKind.CALL:
                return 1 if self.view.upcard == BENNY else 2
        return None

    def dealer_was_stuck(self) -> bool:
        """True when the dealer named trump in the second round under stick the dealer (so had no choice)."""
        view = self.view
        return view.rules.stick_the_dealer and view.maker == view.dealer and self.made_in_round() == 2
