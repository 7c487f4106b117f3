"""Deals consistent with what one seat knows, weighted by what the bids and the cards played say.

``DealSampler(view)`` reads a ``PlayerView`` once: its own cards, the upcard and where it went, its own
buried cards, every card played, every void shown (a seat that did not follow a led suit holds none of it),
and the hidden discards and gives of the hand.  ``draw(rng)`` then returns a ``SampledDeal``: every seat's
current cards, every seat's hand at the time of the bidding, the card of every hidden discard or give, and
an importance weight — the probability that the other seats, holding those cards, would have bid,
discarded and played as they did, by the book (``book.BookModel``, with some room for other choices).

The hard constraints are sampled exactly: the hidden cards are dealt uniformly among all deals that satisfy
the hand sizes and the voids (the number of ways is counted suit by suit, so no deal is favoured and no
rejection loop can stall).  The soft knowledge from the bids and plays is carried by the weights: a seat
that passed with the upcard's suit turned probably lacks it, a defender who did not lead an ace probably
has none to lead.

Where the upcard went: after an order-up the dealer holds it until it is played, unless the dealer has shown
out of trump without playing it, which proves it was buried.  A partner who gave a card to a lone maker
knows the maker holds it on the same terms.  A sampled deal never depends on anything but the view and the
rng, so a bot built on it cannot peek.
"""

from __future__ import annotations

import dataclasses
import math
import random
from collections.abc import Mapping, Sequence
from typing import Final

from ..engine import Action, ActionKind, Card, Deal, FarmersHand, HandState, Phase, PlayerView, Renege, Suit
from ..engine.cards import POWER, SUIT_MASKS, mask_of
from .book import (
    OPPONENT_BID_NOISE,
    OPPONENT_PLAY_NOISE,
    PARTNER_BID_NOISE,
    PARTNER_PLAY_NOISE,
    BookModel,
    book_probability,
)

__all__ = ["DealSampler", "SampledDeal", "SamplingError", "reconstruct_state"]


class SamplingError(ValueError):
    """The view is inconsistent: no deal fits what it says (a bug in the caller or the engine)."""


@dataclasses.dataclass(frozen=True, slots=True)
class SampledDeal:
    """One deal consistent with a view.

    ``hands``: every seat's cards now (bitmasks; the viewer's own are its real cards).  ``bid_hands``: each
    seat's five cards while the bidding was on (after any farmer's exchange).  ``hidden``: for each history
    index whose card the viewer could not see, the card sampled for it.  ``weight``: relative likelihood of
    this deal given the bids and the cards played.
    """

    hands: tuple[int, ...]
    bid_hands: tuple[int, ...]
    hidden: tuple[tuple[int, Card], ...]
    weight: float


@dataclasses.dataclass(slots=True)
class _History:
    """What the public history says, parsed once per view."""

    farmer_prefix: int = 0
    """How many history entries belong to the farmer's-hand phase."""
    pickup: bool = False
    dealer_discard: int | None = None
    """History index of the dealer's discard."""
    give: int | None = None
    giver: int | None = None
    loner_discard: int | None = None


def _parse_history(view: PlayerView) -> _History:
    parsed = _History()
    history = view.history
    players = view.rules.players
    dealer = view.dealer
    parsed.farmer_prefix = _farmer_prefix(view)
    round_number = 1
    passes = 0
    bid_done = False
    for index in range(parsed.farmer_prefix, len(history)):
        seat, action = history[index]
        kind = action.kind
        if kind is ActionKind.PLAY:
            continue
        if not bid_done:
            if kind is ActionKind.PASS:
                passes += 1
                if passes == players:
                    round_number, passes = 2, 0
                continue
            benny_call = kind is ActionKind.CALL and view.upcard.is_benny and round_number == 1
            bid_done = True
            parsed.pickup = kind is ActionKind.ORDER_UP or benny_call
            if parsed.pickup and action.alone and players == 4 and seat == (dealer + 2) % 4:
                parsed.pickup = False
            continue
        if kind is ActionKind.DISCARD:
            if parsed.give is not None:
                parsed.loner_discard = index
            else:
                parsed.dealer_discard = index
        elif kind is ActionKind.GIVE:
            parsed.give, parsed.giver = index, seat
    return parsed


def _farmer_prefix(view: PlayerView) -> int:
    """The number of leading history entries made in the farmer's-hand phase.

    The bidding that follows always starts from the dealer's left, one seat at a time, so the number of
    bidding entries before the first bid follows from the bidder's seat (or, with no bid yet, from the seat
    to act); everything before them belongs to the farmer's phase.
    """
    if view.rules.farmers_hand is FarmersHand.OFF:
        return 0
    history = view.history
    if view.phase in (Phase.FARMER, Phase.FARMER_RETURN, Phase.BENNY_CALL):
        return len(history)
    players = view.rules.players
    for index, (seat, action) in enumerate(history):
        if action.kind is ActionKind.ORDER_UP:
            return index - (seat - view.dealer - 1) % players
        if action.kind is ActionKind.CALL:
            if view.upcard.is_benny:
                return index
            return index - players - (seat - view.dealer - 1) % players
    passes = (view.to_act - view.dealer - 1) % players
    if view.phase is Phase.BID_ROUND_2:
        passes += players
    return len(history) - passes


def _multinomial(total: int, parts: Sequence[int]) -> int:
    result = math.factorial(total)
    for part in parts:
        result //= math.factorial(part)
    return result


def _compositions(total: int, capacities: Sequence[int], allowed: Sequence[bool]) -> list[tuple[int, ...]]:
    """Every way to split ``total`` cards among groups within their capacities (zero where not allowed)."""
    out: list[tuple[int, ...]] = []

    def extend(index: int, left: int, prefix: tuple[int, ...]) -> None:
        """Add every completion of ``prefix`` that places ``left`` more cards from group ``index`` on."""
        if index == len(capacities):
            if left == 0:
                out.append(prefix)
            return
        top = min(left, capacities[index]) if allowed[index] else 0
        for take in range(top + 1):
            extend(index + 1, left - take, (*prefix, take))

    extend(0, total, ())
    return out


class _ConstrainedDealer:
    """Deals cards to groups with capacities when some groups may not hold some suits, uniformly.

    The count of completions from each suit onward is memoised, so each draw is a walk of weighted choices.
    """

    def __init__(self, suits: list[list[int]], capacities: list[int], allowed: list[list[bool]]) -> None:
        self.suits = suits
        self.capacities = tuple(capacities)
        self.allowed = allowed
        self._memo: dict[tuple[int, tuple[int, ...]], int] = {}
        self._splits: dict[tuple[int, tuple[int, ...]],
                           tuple[int, list[tuple[int, tuple[int, ...], tuple[int, ...]]]]] = {}
        if self._count(0, self.capacities) == 0:
            raise SamplingError("no deal of the unseen cards fits the hand sizes and the voids shown")

    def _count(self, index: int, capacities: tuple[int, ...]) -> int:
        if index == len(self.suits):
            return 1 if not any(capacities) else 0
        key = (index, capacities)
        found = self._memo.get(key)
        if found is not None:
            return found
        cards = len(self.suits[index])
        total = 0
        for split in _compositions(cards, capacities, self.allowed[index]):
            rest = tuple(c - k for c, k in zip(capacities, split, strict=True))
            total += _multinomial(cards, split) * self._count(index + 1, rest)
        self._memo[key] = total
        return total

    def _options(self, index: int, capacities: tuple[int, ...]) -> tuple[int, list[tuple[int, tuple[int, ...],
                                                                                        tuple[int, ...]]]]:
        """The ways to split suit ``index`` given the capacities left: (total, [(ways, split, rest)])."""
        key = (index, capacities)
        found = self._splits.get(key)
        if found is not None:
            return found
        cards = len(self.suits[index])
        options = []
        for split in _compositions(cards, capacities, self.allowed[index]):
            rest = tuple(c - k for c, k in zip(capacities, split, strict=True))
            ways = _multinomial(cards, split) * self._count(index + 1, rest)
            if ways:
                options.append((ways, split, rest))
        result = (sum(ways for ways, _s, _r in options), options)
        self._splits[key] = result
        return result

    def draw(self, rng: random.Random) -> list[list[int]]:
        """One uniform assignment: the cards each group receives."""
        groups: list[list[int]] = [[] for _ in self.capacities]
        capacities = self.capacities
        for index, suit_cards in enumerate(self.suits):
            total, options = self._options(index, capacities)
            pick = rng.randrange(total)
            chosen = 0
            while pick >= options[chosen][0]:
                pick -= options[chosen][0]
                chosen += 1
            _ways, split, rest = options[chosen]
            shuffled = suit_cards[:]
            rng.shuffle(shuffled)
            position = 0
            for group, take in enumerate(split):
                groups[group].extend(shuffled[position:position + take])
                position += take
            capacities = rest
        return groups


_FREE: Final = -1
"""Group id of the unconstrained cards: hidden discards and the face-down kitty."""


class DealSampler:
    """Samples deals consistent with one seat's view.  Build once per decision, draw many times."""

    def __init__(self, view: PlayerView) -> None:
        """Read everything the view knows.  Raises SamplingError if no deal fits it."""
        self.view = view
        rules = view.rules
        self.players = rules.players
        self.me = view.seat
        self.history = _parse_history(view)
        self._book = BookModel()
        self._book_choices: dict[tuple[int, int, int, tuple[int, ...]], Action] = {}
        self._own_slots = _own_hidden_slots(view, self.history, self.players)
        trump = view.trump
        history = view.history
        parsed = self.history

        played = [0] * self.players
        for trick in view.tricks:
            for seat, card in trick.plays:
                played[seat] |= 1 << card
        for seat, card in view.trick:
            played[seat] |= 1 << card
        self.played = played

        sizes = [5] * self.players
        for seat in range(self.players):
            sizes[seat] -= played[seat].bit_count()
        if parsed.giver is not None:
            sizes[parsed.giver] -= 1

        self.sizes = sizes
        fixed = [0] * self.players
        known: dict[int, int] = {}
        for index in (parsed.dealer_discard, parsed.give, parsed.loner_discard):
            if index is not None:
                seen = history[index][1].card
                if seen is not None:
                    known[index] = int(seen)
        self.voids = self._voids() if trump is not None else [0] * self.players
        # A card known to have gone into another seat's hand stays there until played, unless that seat has
        # since shown out of its suit or played all its cards, which proves it was the one buried.
        upcard = int(view.upcard)
        # Going alone after trump is made, a dealer who picked up may then give the upcard to a lone partner.
        upcard_given = parsed.give is not None and known.get(parsed.give) == upcard
        if parsed.pickup and view.dealer != self.me and not upcard_given:
            self._place_known_card(upcard, view.dealer, parsed.dealer_discard, fixed, known)
        if parsed.give is not None and self.me == parsed.giver and view.maker is not None:
            self._place_known_card(known[parsed.give], view.maker, parsed.loner_discard, fixed, known)
        self.known = known
        self.fixed = fixed

        hidden_slots = [i for i in (parsed.dealer_discard, parsed.loner_discard)
                        if i is not None and i not in known]
        self.hidden_slots = hidden_slots
        pool = mask_of(view.unseen_cards())
        for seat in range(self.players):
            pool &= ~fixed[seat]
        for known_card in known.values():
            pool &= ~(1 << known_card)
        self.pool = pool
        others = [s for s in range(self.players) if s != self.me]
        self.others = others
        needs = [sizes[s] - fixed[s].bit_count() for s in others]
        free = pool.bit_count() - sum(needs)
        if min(needs, default=0) < 0 or free < len(hidden_slots):
            raise SamplingError("the view's card counts do not add up")
        self.free = free
        self.my_hand = mask_of(view.hand)
        self._dealer = self._build_dealer(others, needs, free, trump)

    def _place_known_card(self, card: int, holder: int, discard_index: int | None, fixed: list[int],
                          known: dict[int, int]) -> None:
        if any(played >> card & 1 for played in self.played):
            return  # played by its holder, or by a lone maker the dealer gave the upcard to
        trump = self.view.trump
        shown_out = trump is not None and self.voids[holder] >> _suit_of(card, trump) & 1
        proven_buried = shown_out or self.sizes[holder] == 0
        if proven_buried and discard_index is not None and discard_index not in known:
            known[discard_index] = card
        else:
            fixed[holder] |= 1 << card

    def _voids(self) -> list[int]:
        """Per seat, a mask of effective suits the seat has shown out of (bit ``suit``)."""
        view = self.view
        trump = view.trump
        assert trump is not None
        voids = [0] * self.players
        tricks = [t.plays for t in view.tricks] + ([view.trick] if view.trick else [])
        for plays in tricks:
            led = _suit_of(plays[0][1], trump)
            for seat, card in plays[1:]:
                if _suit_of(card, trump) != led:
                    voids[seat] |= 1 << led
        return voids

    def _build_dealer(self, others: list[int], needs: list[int], free: int,
                      trump: Suit | None) -> _ConstrainedDealer | None:
        if trump is None or not any(self.voids[s] for s in others):
            return None
        suits = [[c for c in range(25) if self.pool >> c & 1 and _suit_of(c, trump) == s] for s in range(4)]
        allowed = [[not self.voids[seat] >> s & 1 for seat in others] + [True] for s in range(4)]
        try:
            return _ConstrainedDealer(suits, [*needs, free], allowed)
        except SamplingError:
            if self.view.rules.renege is Renege.PREVENTED:
                raise
            # Where a renege is allowed, a seat that did not follow suit may still hold the suit: when no deal
            # fits the voids shown, somebody reneged, and the voids are no longer evidence.
            return None

    def draw(self, rng: random.Random) -> SampledDeal:
        """One deal consistent with the view, with its bidding weight."""
        others = self.others
        pool_cards = [c for c in range(25) if self.pool >> c & 1]
        if self._dealer is None:
            rng.shuffle(pool_cards)
            groups = []
            position = 0
            for seat in others:
                need = self.sizes[seat] - self.fixed[seat].bit_count()
                groups.append(pool_cards[position:position + need])
                position += need
            groups.append(pool_cards[position:])
        else:
            groups = self._dealer.draw(rng)
            rng.shuffle(groups[-1])
        hands = [0] * self.players
        hands[self.me] = self.my_hand
        for seat, cards in zip(others, groups, strict=False):
            hands[seat] = mask_of(cards) | self.fixed[seat]
        free_cards = groups[-1]
        hidden = dict(self.known)
        for slot, card in zip(self.hidden_slots, free_cards, strict=False):
            hidden[slot] = card
        parsed = self.history
        if parsed.give is not None and parsed.give not in hidden:
            hidden[parsed.give] = self._guess_give(hands, hidden)
        bid_hands = self._bid_hands(hands, hidden)
        weight = self._history_weight(bid_hands, hidden)
        return SampledDeal(tuple(hands), tuple(bid_hands),
                           tuple(sorted((i, Card(c)) for i, c in hidden.items())), weight)

    def _guess_give(self, hands: list[int], hidden: dict[int, int]) -> int:
        """The card a lone maker received: the best trump among the maker's cards that can have come from
        the partner (a sensible partner gives the best card it has)."""
        view = self.view
        maker = view.maker
        trump = view.trump
        assert maker is not None and trump is not None
        candidates = hands[maker] | self.played[maker]
        if self.history.loner_discard is not None:
            candidates |= 1 << hidden[self.history.loner_discard]
        if self.history.pickup and maker == view.dealer:
            candidates &= ~(1 << int(view.upcard))
        power = POWER[trump][trump]
        return max((c for c in range(25) if candidates >> c & 1), key=lambda c: (power[c], c % 6))

    def _bid_hands(self, hands: list[int], hidden: dict[int, int]) -> list[int]:
        view = self.view
        parsed = self.history
        bid = [hands[s] | self.played[s] for s in range(self.players)]
        upcard = int(view.upcard)
        # The gift first: going alone after trump is made, the dealer may give the upcard it picked up.
        if parsed.give is not None:
            assert parsed.giver is not None and view.maker is not None
            given = hidden[parsed.give]
            if parsed.loner_discard is not None:
                bid[view.maker] |= 1 << hidden[parsed.loner_discard]
            bid[view.maker] &= ~(1 << given)
            bid[parsed.giver] |= 1 << given
        if parsed.pickup:
            dealer = view.dealer
            if parsed.dealer_discard is not None:
                bid[dealer] |= 1 << hidden[parsed.dealer_discard]
            bid[dealer] &= ~(1 << upcard)
        return bid

    def _history_weight(self, bid_hands: list[int], hidden: dict[int, int]) -> float:
        """How likely the other seats were to bid, discard and play as they did, holding these cards.

        The hand is replayed on the sampled deal and every decision of another seat is compared with the
        book's (``BookModel``) from that seat's own view of the sample.  The book's decisions are cached by
        what they depend on: the point in the history and the seat's own cards, so a card seen in many
        samples is judged once.
        """
        view = self.view
        if self.history.farmer_prefix == len(view.history):
            return 1.0  # nothing has been bid or played since the hands were settled
        state = _initial_state(view, bid_hands)
        weight = 1.0
        partner = view.partner
        for index in range(self.history.farmer_prefix, len(view.history)):
            seat, action = view.history[index]
            action = _revealed(action, index, hidden)
            if seat != self.me and action.kind is not ActionKind.GIVE:
                legal = state.legal_actions()
                if len(legal) > 1:
                    own = tuple(hidden[i] for i in self._own_slots[seat])
                    key = (index, state.hands[seat], bid_hands[seat], own)
                    choice = self._book_choices.get(key)
                    if choice is None:
                        choice = self._book.action(state)
                        self._book_choices[key] = choice
                    playing = action.kind is ActionKind.PLAY
                    if seat == partner:
                        noise = PARTNER_PLAY_NOISE if playing else PARTNER_BID_NOISE
                    else:
                        noise = OPPONENT_PLAY_NOISE if playing else OPPONENT_BID_NOISE
                    weight *= book_probability(choice, action, legal, noise)
            state.apply_unchecked(action)
        return weight


def _own_hidden_slots(view: PlayerView, history: _History, players: int) -> list[tuple[int, ...]]:
    """Per seat, the history indices of the hidden cards that seat knows: its own discards, and the card
    a lone maker was given."""
    slots: list[list[int]] = [[] for _ in range(players)]
    for index in (history.dealer_discard, history.loner_discard):
        if index is not None:
            slots[view.history[index][0]].append(index)
    if history.give is not None and view.maker is not None:
        slots[view.maker].append(history.give)
    return [tuple(s) for s in slots]


def _revealed(action: Action, index: int, hidden: Mapping[int, int]) -> Action:
    """The history's action at ``index`` with a face-down card replaced by its sampled card."""
    if action.card is None and action.kind in (ActionKind.DISCARD, ActionKind.GIVE):
        card = Card(hidden[index])
        return Action.discard(card) if action.kind is ActionKind.DISCARD else Action.give(card)
    return action


def _suit_of(card: int, trump: int) -> int:
    """The effective suit of a card given trump."""
    for suit in range(4):
        if SUIT_MASKS[trump][suit] >> card & 1:
            return suit
    raise AssertionError(f"card {card} belongs to no suit")


def _initial_state(view: PlayerView, bid_hands: Sequence[int]) -> HandState:
    """The hand at the start of the bidding with these hands: each seat holds its bidding-time cards and the
    kitty holds the rest.  A farmer's exchange, already reflected in the hands, is not replayed (the rules
    copy has the farmer's hand off)."""
    rules = view.rules
    deck = set(range(25 if rules.benny else 24))
    hands = []
    for seat in range(rules.players):
        cards = tuple(Card(c) for c in range(25) if bid_hands[seat] >> c & 1)
        if len(cards) != 5:
            raise SamplingError(f"seat {seat} would have bid holding {len(cards)} cards")
        hands.append(cards)
        deck -= set(cards)
    deck.discard(int(view.upcard))
    kitty = (view.upcard, *(Card(c) for c in sorted(deck)))
    synthetic_rules = rules
    if rules.farmers_hand is not FarmersHand.OFF:
        synthetic_rules = rules.replace(farmers_hand=FarmersHand.OFF)
    return HandState(synthetic_rules, Deal(view.dealer, tuple(hands), kitty, view.packets),
                     scores_before=view.scores)


def reconstruct_state(view: PlayerView, sample: SampledDeal) -> HandState:
    """A full ``HandState`` at the view's decision, built on a sampled deal (for simulating the options).

    The synthetic deal gives each seat its bidding-time hand (see ``_initial_state``).  Hidden discards and
    gives take their sampled cards.  The result has the view's phase and seat to act.
    """
    state = _initial_state(view, sample.bid_hands)
    history = _parse_history(view)
    hidden = dict(sample.hidden)
    for index in range(history.farmer_prefix, len(view.history)):
        state.apply_unchecked(_revealed(view.history[index][1], index, hidden))
    if state.phase is not view.phase or state.to_act != view.to_act:
        raise SamplingError(f"replaying the view reached {state.phase.value} (seat {state.to_act}), "
                            f"not {view.phase.value} (seat {view.to_act})")
    return state
