"""What one seat can work out from its view, and the hand evaluations the rule-based players share.

Everything here is computed from a ``PlayerView`` alone (or from cards the caller already holds), so any
player built on it is fair by construction: it cannot see another seat's cards or the face-down kitty.

Two parts:

* ``Knowledge``: the facts of the hand in progress — the effective trump count, bowers and outside aces
  held, what has been played and by whom, which seats have shown out of which suits, which cards the other
  seats may still hold, how many trumps are still out, who is winning the current trick and with what, and
  which card of each suit is now the highest outstanding.
* Hand evaluation for bidding: the usual point count for a proposed trump (``hand_points``), the trick
  estimate for playing alone (``lone_tricks``), and the seat- and score-adjusted bidding scale
  (``bid_strength``, ``bid_threshold``, ``score_shift``, ``loner_allowed_by_score``).

The point count: right bower 3, left bower 2.5, ace of trump 2, king or queen of trump 1.5, ten or nine of
trump 1, each outside ace 1, each void 0.5 when the hand holds trump (the Benny, when in play, 3.5).
"""

from __future__ import annotations

import dataclasses
import enum
import functools
import itertools
from collections.abc import Iterable, Sequence
from typing import Final

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

__all__ = [
    "BidPosition",
    "Knowledge",
    "TrickStatus",
    "best_discard_points",
    "bid_position",
    "bid_strength",
    "bid_threshold",
    "card_points",
    "hand_points",
    "lone_tricks",
    "loner_allowed_by_score",
    "score_shift",
    "trick_status",
    "trump_race",
]

# ----------------------------------------------------------------------------------------- point count

RIGHT_BOWER_POINTS: Final = 3.0
LEFT_BOWER_POINTS: Final = 2.5
BENNY_POINTS: Final = 3.5
TRUMP_ACE_POINTS: Final = 2.0
TRUMP_KING_QUEEN_POINTS: Final = 1.5
TRUMP_LOW_POINTS: Final = 1.0
OFF_ACE_POINTS: Final = 1.0
VOID_POINTS: Final = 0.5


def card_points(card: Card, trump: Suit) -> float:
    """The points one card adds to a hand with ``trump`` as trump (voids are counted by ``hand_points``)."""
    if card == BENNY:
        return BENNY_POINTS
    if effective_suit(card, trump) != trump:
        return OFF_ACE_POINTS if card.rank is Rank.ACE else 0.0
    if card == right_bower(trump):
        return RIGHT_BOWER_POINTS
    if card == left_bower(trump):
        return LEFT_BOWER_POINTS
    rank = card.rank
    if rank is Rank.ACE:
        return TRUMP_ACE_POINTS
    if rank in (Rank.KING, Rank.QUEEN):
        return TRUMP_KING_QUEEN_POINTS
    return TRUMP_LOW_POINTS


def hand_points(cards: Iterable[Card], trump: Suit) -> float:
    """The point count of a hand for a proposed trump: trumps by rank, outside aces, voids (with trump)."""
    points = 0.0
    trumps = 0
    suits_held = 0
    for card in cards:
        points += card_points(card, trump)
        suit = effective_suit(card, trump)
        if suit == trump:
            trumps += 1
        else:
            suits_held |= 1 << suit
    if trumps:
        voids = sum(1 for suit in Suit if suit != trump and not suits_held >> suit & 1)
        points += VOID_POINTS * voids
    return points


def best_discard_points(cards: Sequence[Card], trump: Suit, *,
                        keep: Card | None = None) -> tuple[float, Card]:
    """The best point count of ``cards`` less one card, and the card to drop (never ``keep``).

    Used for a six-card hand: the dealer after picking up, the dealer counting the upcard before bidding, a
    lone maker under partner's best.  Ties drop the lowest card, so the answer is stable.
    """
    best: tuple[float, int, Card] | None = None
    for card in cards:
        if card == keep:
            continue
        rest = [c for c in cards if c != card]
        score = (hand_points(rest, trump), -POWER[trump][trump][card] - card % 6, card)
        if best is None or score[:2] > best[:2]:
            best = score
    if best is None:
        raise ValueError("no card can be dropped from this hand")
    return best[0], best[2]


# ---------------------------------------------------------------------------------- playing alone

OPPONENT_HOLDS: Final = 10 / 18 / 2
"""The chance that one particular opponent holds a given unseen card when playing alone: the two opponents
hold 10 of the 18 cards the loner cannot see (the rest are the partner's hand and the kitty's)."""

# Outside cards for a loner, (value when the opponents are out of trump, value when they may still ruff).
LONE_ACE: Final = (0.95, 0.55)
LONE_ACE_KING: Final = (0.75, 0.25)
LONE_KING: Final = (0.35, 0.1)


def _trump_order(trump: Suit, benny: bool) -> list[Card]:
    cards = [c for c in cards_from_mask(SUIT_MASKS[trump][trump]) if benny or c != BENNY]
    return sorted(cards, key=lambda c: -POWER[trump][trump][c])


@functools.lru_cache(maxsize=4096)
def trump_race(mine: int, against: int, size: int) -> tuple[float, float]:
    """Leading trumps from the top alone: (expected trump tricks, chance an opponent still holds trump).

    ``mine`` and ``against`` are bitmasks over the trump ranks (bit 0 the highest of ``size`` ranks): the
    trumps held, and those known to be in an opponent's hand (the dealer's upcard).  Every other missing
    trump is with either opponent (``OPPONENT_HOLDS`` each) or out of play; every split is weighed.  Each
    round the loner leads its highest trump; an opponent who can beat it does so with its highest trump,
    otherwise follows with its lowest.  Cached: a few thousand trump patterns exist, and the slowest (two
    trumps of eight) takes a few milliseconds the first time.
    """
    missing = [r for r in range(size) if not mine >> r & 1]
    held = [r for r in range(size) if mine >> r & 1]
    if len(held) <= 1:
        # One lead at most: it wins unless a higher trump sits with an opponent (closed form, no search).
        out = 1.0 - 2 * OPPONENT_HOLDS
        any_left = 1.0 - out ** sum(1 for r in missing if not against >> r & 1)
        if not held:
            return 0.0, 1.0 if against else any_left
        higher = [r for r in missing if r < held[0]]
        wins = 0.0 if any(against >> r & 1 for r in higher) else out ** len(higher)
        return wins, 1.0 if against else any_left
    places = [((0, 1.0),) if against >> r & 1 else
              ((0, OPPONENT_HOLDS), (1, OPPONENT_HOLDS), (2, 1.0 - 2 * OPPONENT_HOLDS)) for r in missing]
    expected = 0.0
    trump_left = 0.0
    for split in itertools.product(*places):
        chance = 1.0
        hands: tuple[list[int], list[int]] = ([], [])
        for rank, (holder, p) in zip(missing, split, strict=True):
            chance *= p
            if holder < 2:
                hands[holder].append(rank)
        wins = 0
        for lead in held:
            beaten = False
            for trumps in hands:
                if trumps and trumps[0] < lead:
                    trumps.pop(0)
                    beaten = True
                elif trumps:
                    trumps.pop()
            wins += not beaten
        expected += chance * wins
        if hands[0] or hands[1]:
            trump_left += chance
    return expected, trump_left


def lone_tricks(cards: Iterable[Card], trump: Suit, *, benny: bool, against: int = 0) -> float:
    """Estimate the tricks a hand takes alone with ``trump`` as trump.

    The trumps by ``trump_race``; outside aces count nearly a trick once the opponents' trumps are gone
    (about half a trick while they may ruff), the king behind an ace a little less, a king without its
    ace a little.  ``against``: card mask of trumps known to be in an opponent's hand.  About 3.5 or more
    is a hand with tricks one can count: J♠ J♣ A♠ K♠ A♥ with spades is about 4.9, J♠ Q♠ 9♠ K♥ 9♦ about 2.6.
    """
    held = mask_of(cards)
    order = _trump_order(trump, benny)
    mine = sum(1 << rank for rank, card in enumerate(order) if held >> card & 1)
    known = sum(1 << rank for rank, card in enumerate(order) if against >> card & 1 and not held >> card & 1)
    tricks, trump_left = trump_race(mine, known, len(order))

    def worth(values: tuple[float, float]) -> float:
        return values[0] * (1.0 - trump_left) + values[1] * trump_left

    for suit in Suit:
        if suit == trump:
            continue
        ranks = {c % 6 for c in cards_from_mask(held & SUIT_MASKS[trump][suit])}
        if Rank.ACE in ranks:
            tricks += worth(LONE_ACE)
            if Rank.KING in ranks:
                tricks += worth(LONE_ACE_KING)
        elif Rank.KING in ranks:
            tricks += worth(LONE_KING)
    return tricks


# ------------------------------------------------------------------------------------ bid positions


class BidPosition(enum.IntEnum):
    """A seat's place in the bidding, counted clockwise from the dealer."""

    DEALER = 0
    """Speaks last; picks up the upcard in the first round."""
    FIRST = 1
    """The dealer's left: speaks first and leads the first trick."""
    SECOND = 2
    """The dealer's partner at four; the dealer's right in cutthroat."""
    THIRD = 3
    """The dealer's right at four."""


def bid_position(view: PlayerView) -> BidPosition:
    """The seat's position in the bidding relative to the dealer."""
    return BidPosition((view.seat - view.dealer) % view.rules.players)


def _is_dealers_partner(view: PlayerView) -> bool:
    return view.rules.players == 4 and bid_position(view) is BidPosition.SECOND


UPCARD_TO_OPPONENT: Final = {Rank.JACK: 1.0, Rank.ACE: 0.5, Rank.KING: 0.25, Rank.QUEEN: 0.25}
"""How much harder ordering up is when the upcard goes into an opposing dealer's hand."""

PARTNER_UPCARD_SHARE: Final = 0.5
"""The share of the upcard's points the dealer's partner counts: the card strengthens the partnership."""

NEXT_BONUS: Final = 0.25
"""Second round, dealer's opponents: calling the suit of the turned-down card's colour ("next")."""


def bid_strength(view: PlayerView, trump: Suit) -> float:
    """The hand's point count for ``trump`` as this seat should weigh it now.

    First round: the dealer counts the upcard as in hand and its best discard; the dealer's partner counts
    half the upcard (the partnership gets it); an opponent of the dealer counts the upcard against itself
    (it goes to the other side).  Second round: the hand as it is, with a small bonus for calling "next"
    from the dealer's left, since a dealer who turned down a suit rarely holds its colour's bowers.
    """
    hand = list(view.hand)
    if view.phase is Phase.BENNY_CALL:
        keep = None if view.rules.dealer_may_discard_upcard else view.upcard
        return best_discard_points([*hand, view.upcard], trump, keep=keep)[0]
    if view.phase is Phase.BID_ROUND_1 and trump == view.upcard.suit:
        position = bid_position(view)
        if position is BidPosition.DEALER:
            keep = None if view.rules.dealer_may_discard_upcard else view.upcard
            return best_discard_points([*hand, view.upcard], trump, keep=keep)[0]
        if _is_dealers_partner(view):
            return hand_points(hand, trump) + PARTNER_UPCARD_SHARE * card_points(view.upcard, trump)
        return hand_points(hand, trump) - UPCARD_TO_OPPONENT.get(view.upcard.rank, 0.0)
    points = hand_points(hand, trump)
    if view.phase is Phase.BID_ROUND_2 and trump == view.upcard.suit.same_colour and \
            bid_position(view) is BidPosition.FIRST:
        points += NEXT_BONUS
    return points


ROUND_1_THRESHOLDS: Final = {BidPosition.FIRST: 5.5, BidPosition.SECOND: 5.25, BidPosition.THIRD: 5.75,
                             BidPosition.DEALER: 5.25}
ROUND_2_THRESHOLDS: Final = {BidPosition.FIRST: 5.0, BidPosition.SECOND: 5.0, BidPosition.THIRD: 5.5,
                             BidPosition.DEALER: 5.0}
STICK_BEFORE_DEALER: Final = 0.5
"""Under stick the dealer, the dealer's opponents pass marginal hands: the dealer must call anyway."""
STICK_DEALERS_PARTNER: Final = -0.5
"""Under stick the dealer, the dealer's partner calls a fair hand rather than leave the dealer stuck."""


BENNY_SHIFT: Final = 1.0
"""With the Benny there are eight trumps and the opponents hold more of them: a hand must count more."""


def bid_threshold(view: PlayerView, round_number: int) -> float:
    """The point count this seat needs to make trump in bidding round 1 or 2 (partnership game).

    First seat is strictest in the first round (ordering up gives the dealer a card and a discard); the
    dealer's partner and the dealer bid lighter.  Stick the dealer moves the second round as the book says;
    the Benny and the match score shift everything (``BENNY_SHIFT``, ``score_shift``).
    """
    position = bid_position(view)
    table = ROUND_1_THRESHOLDS if round_number == 1 else ROUND_2_THRESHOLDS
    threshold = table[position]
    if round_number == 2 and view.rules.stick_the_dealer:
        if position in (BidPosition.FIRST, BidPosition.THIRD):
            threshold += STICK_BEFORE_DEALER
        elif position is BidPosition.SECOND:
            threshold += STICK_DEALERS_PARTNER
    if view.rules.benny:
        threshold += BENNY_SHIFT
    return threshold + score_shift(view)


def _scores(view: PlayerView) -> tuple[int, int]:
    """(our score, the best opposing score)."""
    mine = view.rules.side_of(view.seat)
    theirs = max((s for side, s in enumerate(view.scores) if side != mine), default=0)
    return view.scores[mine], theirs


def score_shift(view: PlayerView) -> float:
    """How much to move the bidding threshold for the match score: negative (bid more freely) when behind,
    positive when well ahead, zero when the score is close."""
    ours, theirs = _scores(view)
    lead = ours - theirs
    if lead <= -4:
        return -0.5
    if lead <= -2:
        return -0.25
    if lead >= 4:
        return 0.25
    return 0.0


def loner_allowed_by_score(view: PlayerView) -> bool:
    """False when going alone cannot gain anything: when a made hand with the partner (a march pays 2)
    already wins the match — which includes 9-9 — so the loner's extra points would only add risk."""
    target = view.rules.target
    if target is None:
        return True
    ours, _theirs = _scores(view)
    return ours < target - 2


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
