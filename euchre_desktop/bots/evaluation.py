"""The hand evaluations the rule-based players share for bidding, from a seat's own cards and view.

Everything here is computed from a ``PlayerView`` alone (or from cards the caller already holds), so a
player built on it is fair by construction.  The usual point count for a proposed trump (``hand_points``),
the trick estimate for playing alone (``lone_tricks``), and the seat- and score-adjusted bidding scale
(``bid_strength``, ``bid_threshold``, ``score_shift``, ``loner_allowed_by_score``).

The point count: right bower 3, left bower 2.5, ace of trump 2, king or queen of trump 1.5, ten or nine of
trump 1, each outside ace 1, each void 0.5 when the hand holds trump (the Benny, when in play, 3.5).
"""

from __future__ import annotations

import enum
import functools
import itertools
from collections.abc import Iterable, Sequence
from typing import Final

from ..engine import BENNY, Card, Phase, PlayerView, Rank, Suit, effective_suit, left_bower, right_bower
from ..engine.cards import POWER, SUIT_MASKS, cards_from_mask, mask_of

__all__ = [
    "BidPosition",
    "best_discard_points",
    "bid_position",
    "bid_strength",
    "bid_threshold",
    "card_points",
    "hand_points",
    "lone_tricks",
    "loner_allowed_by_score",
    "score_shift",
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
        leads_won = 0
        for lead in held:
            beaten = False
            for trumps in hands:
                if trumps and trumps[0] < lead:
                    trumps.pop(0)
                    beaten = True
                elif trumps:
                    trumps.pop()
            leads_won += not beaten
        expected += chance * leads_won
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
