"""Fair play, proved by experiment (issue 3 §2): moving hidden cards never changes a bot's decision.

Reusable for every level.  ``check_fair_play(factory)`` takes a function that builds a fresh bot and:

1. makes many random positions (``random_positions``): a random rule set, a random deal, random legal
   actions up to a random point of the hand;
2. for each, builds other deals that the deciding seat cannot tell apart from the real one
   (``indistinguishable_states``): the cards that seat has not seen — the other seats' unplayed cards,
   their hidden discards and gifts, the face-down kitty — are permuted among those places, every card
   already played or otherwise seen stays where it is, and the same action history is replayed.  A
   permutation is kept only if the replay is legal and gives the deciding seat exactly the same
   ``PlayerView`` (so a seat that showed out of a suit never receives one, a farmer keeps a farmer's hand,
   and so on);
3. asks the bot for its decision in the real and in every alternative position, with the same seed, and
   requires the same answer.

The bot is asked the way a table asks it: the ``HandState`` is alive in the caller while the bot thinks, and
(with ``warm_up``) the same bot instance has first been asked for the earlier decisions of every seat in
that hand, so a bot that peeks at the caller's state, keeps a reference to it, or remembers what other
seats' views showed it would decide differently in some alternative and fail.  A bot that reads only its
view cannot.

Bid Euchre has the same experiment: ``check_bid_fair_play(factory)`` with ``random_bid_positions`` and
``indistinguishable_bid_states`` (the other seats' cards now and the kitty shuffled among them).

The Expert can reuse this with fewer positions and ``warm_up=False`` to keep its tests fast::

    from tests.bots.fair_play import check_fair_play
    check_fair_play(ExpertBot, positions=20, alternatives=2, warm_up=False)
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable, Iterator, Sequence

from euchre_desktop.bots.base import Bot
from euchre_desktop.bots.bid.base import BidBot
from euchre_desktop.engine import (
    PRESETS,
    Action,
    ActionKind,
    BennyCard,
    Card,
    Deal,
    DefendAlone,
    FarmersHand,
    HandState,
    IllegalActionError,
    LoneLead,
    Phase,
    PlayerView,
    Rules,
)
from euchre_desktop.engine.bid import (
    BidAction,
    BidDeal,
    BidHandState,
    BidPhase,
    BidRules,
    BidView,
    Form,
    NoTrump,
)

__all__ = [
    "BID_RULE_SETS",
    "RULE_SETS",
    "TABLES",
    "check_bid_fair_play",
    "check_fair_play",
    "check_legal_in_random_positions",
    "check_whole_hands_without_a_renege",
    "decide",
    "decide_bid",
    "indistinguishable_bid_states",
    "indistinguishable_states",
    "random_bid_positions",
    "random_positions",
]

RULE_SETS: tuple[Rules, ...] = (
    *PRESETS.values(),
    Rules(defend_alone=DefendAlone.ALWAYS, farmers_hand=FarmersHand.REDEAL, benny=True),
    Rules(partners_best=True, canadian_loner=True, dealer_may_discard_upcard=False, stick_the_dealer=False),
    Rules(players=3, benny=True, farmers_hand=FarmersHand.EXCHANGE),
    Rules(benny=True, benny_card=BennyCard.TWO_OF_SPADES, partners_best=True),
    Rules(loner_after_trump=True, partners_best=True, no_loner_after_passing=True,
          lone_lead=LoneLead.LEFT_OF_LONER),
)
"""Every preset plus mixes that put the rarer options (Benny, the two of spades as the Benny, farmer's hand,
partner's best, going alone after trump is made...) together."""

TABLES: dict[str, Rules] = {
    **PRESETS,
    "everything": Rules(defend_alone=DefendAlone.ALWAYS, partners_best=True, benny=True,
                        farmers_hand=FarmersHand.EXCHANGE, stick_the_dealer=False),
    "late_loner": Rules(loner_after_trump=True, partners_best=True),
}
"""Every preset by name, "everything": the rarer options all at one four-handed table, and "late_loner":
going alone after trump is made."""


def random_positions(count: int, seed: int, rule_sets: Sequence[Rules] = RULE_SETS) -> Iterator[HandState]:
    """``count`` positions where some seat must decide: random rules, deal and legal history."""
    rng = random.Random(seed)
    made = 0
    while made < count:
        rules = rule_sets[rng.randrange(len(rule_sets))]
        deal = Deal.random(rules, rng.randrange(rules.players), rng)
        scores = tuple(rng.randrange(rules.target or 10) for _ in range(rules.sides))
        state = HandState(rules, deal, scores_before=scores)
        history: list[Action] = []
        while state.phase is not Phase.DONE:
            legal = state.legal_actions()
            action = legal[rng.randrange(len(legal))]
            history.append(action)
            state.apply(action)
        if not history:
            continue
        stop = rng.randrange(len(history))
        yield HandState.replay(rules, deal, history[:stop], scores_before=scores)
        made += 1


def check_legal_in_random_positions(bot: Bot, *, count: int, seed: int) -> None:
    """Require ``bot`` to choose a legal action in ``count`` random positions under every rule set."""
    for number, state in enumerate(random_positions(count, seed=seed)):
        view = PlayerView.of(state, state.to_act)
        assert bot.choose(view, random.Random(number)) in view.legal_actions


def phases_of_legal_play(bot: Bot, rules: Rules, rng: random.Random, *, hands: int) -> set[Phase]:
    """Have ``bot`` play every seat of ``hands`` random hands under ``rules``, requiring each action to be
    legal; the phases it decided in."""
    phases = set()
    for number in range(hands):
        state = HandState(rules, Deal.random(rules, number % rules.players, rng))
        while state.phase is not Phase.DONE:
            view = PlayerView.of(state, state.to_act)
            action = bot.choose(view, rng)
            assert action in view.legal_actions
            phases.add(state.phase)
            state.apply(action)
    return phases


def check_whole_hands_without_a_renege(bot: Bot, rules: Rules, *, seed: int, hands: int = 40) -> None:
    """Require ``bot``, playing every seat, to finish ``hands`` random hands under ``rules`` unreneged."""
    rng = random.Random(seed)
    for number in range(hands):
        state = HandState(rules, Deal.random(rules, number % rules.players, rng))
        while state.phase is not Phase.DONE:
            state.apply(bot.choose(PlayerView.of(state, state.to_act), rng))
        assert state.result is not None and state.result.reneger is None


def _remap_deal(deal: Deal, mapping: dict[Card, Card]) -> Deal:
    hands = tuple(tuple(mapping.get(c, c) for c in hand) for hand in deal.hands)
    kitty = (deal.kitty[0], *(mapping.get(c, c) for c in deal.kitty[1:]))
    return Deal(deal.dealer, hands, kitty, deal.packets)


def _remap_action(action: Action, mapping: dict[Card, Card]) -> Action:
    if action.card is None or action.card not in mapping:
        return action
    if action.kind is ActionKind.DISCARD:
        return Action.discard(mapping[action.card])
    if action.kind is ActionKind.GIVE:
        return Action.give(mapping[action.card])
    raise AssertionError(f"a card the seat has not seen was {action}")


def indistinguishable_states(state: HandState, seat: int, rng: random.Random, *, wanted: int,
                             attempts: int = 60) -> list[HandState]:
    """Up to ``wanted`` states that differ from ``state`` only in cards ``seat`` has not seen, and give
    ``seat`` the identical view.  Tries whole shuffles of the hidden cards and single swaps."""
    view = PlayerView.of(state, seat)
    hidden = list(view.unseen_cards())
    found: list[HandState] = []
    seen_deals = {state.deal}
    if len(hidden) < 2:
        return found
    for attempt in range(attempts):
        if len(found) >= wanted:
            break
        if attempt % 2 == 0:
            shuffled = hidden[:]
            rng.shuffle(shuffled)
            mapping = dict(zip(hidden, shuffled, strict=True))
        else:
            a, b = rng.sample(hidden, 2)
            mapping = {a: b, b: a}
        deal = _remap_deal(state.deal, mapping)
        if deal in seen_deals:
            continue
        seen_deals.add(deal)
        actions = [_remap_action(a, mapping) for a in state.actions]
        try:
            other = HandState.replay(state.rules, deal, actions, scores_before=state.scores_before)
        except IllegalActionError:
            continue
        if PlayerView.of(other, seat) == view:
            found.append(other)
    return found


def decide(bot: Bot, state: HandState, seed: int, *, warm_up: bool) -> Action:
    """Ask ``bot`` for the decision of the seat to act in ``state``, as a table would.

    With ``warm_up`` the bot is first asked, in order, for every earlier decision of the hand, each from
    the view of the seat that made it (its answers are ignored; the real history is followed).
    """
    if warm_up:
        replay = HandState(state.rules, state.deal, scores_before=state.scores_before)
        warm_rng = random.Random(seed + 1)
        for action in state.actions:
            bot.choose(PlayerView.of(replay, replay.to_act), warm_rng)
            replay.apply(action)
    return bot.choose(PlayerView.of(state, state.to_act), random.Random(seed))


def check_fair_play(factory: Callable[[], Bot], *, positions: int = 150, alternatives: int = 4,
                    seed: int = 2024, warm_up: bool = True, rule_sets: Sequence[Rules] = RULE_SETS) -> int:
    """Fail (AssertionError naming the position) if any hidden-card move changes the bot's decision.

    Returns how many alternative positions were compared, so a caller can check the test had teeth.
    """
    rng = random.Random(seed)
    compared = 0
    for number, state in enumerate(random_positions(positions, seed, rule_sets)):
        seat = state.to_act
        decision_seed = rng.randrange(1 << 30)
        expected = decide(factory(), state, decision_seed, warm_up=warm_up)
        for other in indistinguishable_states(state, seat, rng, wanted=alternatives):
            got = decide(factory(), other, decision_seed, warm_up=warm_up)
            compared += 1
            assert got == expected, (
                f"position {number}: seat {seat} chose {expected} with the real deal {state.deal} but {got} "
                f"with {other.deal}, which it cannot tell apart (rules {state.rules.to_dict()}, "
                f"actions {[a.to_text() for a in state.actions]})")
    return compared


# ------------------------------------------------------------------------------------------- Bid Euchre

BID_RULE_SETS: tuple[BidRules, ...] = (
    BidRules(),
    BidRules(benny=True, no_trump=NoTrump.OFF, partners_best=1),
    BidRules(form=Form.DOUBLE_4, partners_best=2, moon_over_moon=True),
    BidRules(form=Form.DOUBLE_6, partners_best=1, no_trump=NoTrump.HIGH),
)
"""Each Bid Euchre form, with the Benny and partner's best (gifts and discards hidden from some seats)."""


def random_bid_positions(count: int, seed: int,
                         rule_sets: Sequence[BidRules] = BID_RULE_SETS) -> Iterator[BidHandState]:
    """``count`` Bid Euchre positions where some seat must decide: random rules, deal and legal history.
    Moons are bid a quarter of the time a seat bids, so that partner's best is well covered."""
    rng = random.Random(seed)
    made = 0
    while made < count:
        rules = rule_sets[rng.randrange(len(rule_sets))]
        deal = BidDeal.random(rules, rng.randrange(rules.seats), rng)
        state = BidHandState(rules, deal)
        history: list[BidAction] = []
        while state.phase is not BidPhase.DONE:
            legal = state.legal_actions()
            moons = [a for a in legal if a.bid is not None and a.bid.moon]
            action = moons[rng.randrange(len(moons))] if moons and rng.random() < 0.25 else \
                legal[rng.randrange(len(legal))]
            history.append(action)
            state.apply(action)
        if not history:
            continue
        stop = rng.randrange(len(history))
        position = BidHandState(rules, deal)
        for action in history[:stop]:
            position.apply(action)
        yield position
        made += 1


def indistinguishable_bid_states(state: BidHandState, seat: int, rng: random.Random, *, wanted: int,
                                 attempts: int = 60) -> list[BidHandState]:
    """Up to ``wanted`` Bid Euchre states that differ from ``state`` only in cards ``seat`` has not seen
    and give it the identical view.  The cards the other seats hold now (but not cards a moon shooter
    received) and the kitty are shuffled among those places; every card played, given or buried stays."""
    view = BidView.of(state, seat)
    rules = state.rules
    received = Counter(card for _giver, card in state.given)
    places = [seat_ for seat_ in range(rules.seats) if seat_ != seat]
    held = {s: list((Counter(state.hand(s)) - (received if s == state.bidder else Counter())).elements())
            for s in places}
    pool = [card for s in places for card in held[s]] + list(state.deal.kitty)
    found: list[BidHandState] = []
    seen_deals = {state.deal}
    if len(set(pool)) < 2:
        return found
    for _attempt in range(attempts):
        if len(found) >= wanted:
            break
        shuffled = pool[:]
        rng.shuffle(shuffled)
        hands = [list(hand) for hand in state.deal.hands]
        start = 0
        for s in places:
            count = len(held[s])
            hands[s] = list((Counter(hands[s]) - Counter(held[s])
                             + Counter(shuffled[start:start + count])).elements())
            start += count
        deal = BidDeal(state.dealer, tuple(tuple(sorted(hand)) for hand in hands), tuple(shuffled[start:]))
        if deal in seen_deals:
            continue
        seen_deals.add(deal)
        other = BidHandState(rules, deal)
        try:
            for _actor, action in state.history:
                other.apply(action)
        except IllegalActionError:
            continue
        if BidView.of(other, seat) == view:
            found.append(other)
    return found


def decide_bid(bot: BidBot, state: BidHandState, seed: int) -> BidAction:
    """Ask ``bot`` for the decision of the seat to act, as a table would: the state alive in the caller."""
    return bot.choose(BidView.of(state, state.to_act), random.Random(seed))


def check_bid_fair_play(factory: Callable[[], BidBot], *, positions: int = 100, alternatives: int = 3,
                        seed: int = 2026, rule_sets: Sequence[BidRules] = BID_RULE_SETS) -> int:
    """The Bid Euchre experiment: fail naming the position if a hidden-card move changes the decision.
    Returns how many alternatives were compared."""
    rng = random.Random(seed)
    compared = 0
    for number, state in enumerate(random_bid_positions(positions, seed, rule_sets)):
        seat = state.to_act
        decision_seed = rng.randrange(1 << 30)
        expected = decide_bid(factory(), state, decision_seed)
        for other in indistinguishable_bid_states(state, seat, rng, wanted=alternatives):
            got = decide_bid(factory(), other, decision_seed)
            compared += 1
            assert got == expected, (
                f"position {number}: seat {seat} chose {expected} with the real deal {state.deal} but {got} "
                f"with {other.deal}, which it cannot tell apart (rules {state.rules}, "
                f"actions {[a.to_text() for _s, a in state.history]})")
    return compared
