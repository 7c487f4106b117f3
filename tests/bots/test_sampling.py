"""Sampled deals: always consistent with the seat's view, uniform where nothing is known, weighted by bids."""

from __future__ import annotations

import collections
import random

import pytest

from euchre_desktop.bots.book import BookModel
from euchre_desktop.bots.sampling import DealSampler, reconstruct_state
from euchre_desktop.engine import Action, Card, Deal, HandState, Phase, PlayerView, Suit, parse_cards
from euchre_desktop.engine.cards import SUIT_MASKS, mask_of
from euchre_desktop.engine.rules import PRESETS, Renege, Rules
from tests.bots.fair_play import TABLES


def _random_views(rules: Rules, rng: random.Random, hands: int) -> list[tuple[HandState, PlayerView]]:
    """Views of the seat to act at random points of random hands (bids favoured so trump gets made)."""
    out = []
    for _ in range(hands):
        state = HandState(rules, Deal.random(rules, rng.randrange(rules.players), rng))
        while state.phase is not Phase.DONE:
            if rng.random() < 0.4:
                out.append((state.copy(), PlayerView.of(state, state.to_act)))
            legal = state.legal_actions()
            bids = [a for a in legal if a.is_bid]
            state.apply(bids[rng.randrange(len(bids))] if bids and rng.random() < 0.3
                        else legal[rng.randrange(len(legal))])
    return out


def _voids(view: PlayerView) -> dict[int, set[int]]:
    out: dict[int, set[int]] = collections.defaultdict(set)
    if view.trump is None:
        return out
    t = int(view.trump)
    for plays in [t.plays for t in view.tricks] + [view.trick]:
        if not plays:
            continue
        led = next(s for s in range(4) if SUIT_MASKS[t][s] >> plays[0][1] & 1)
        for seat, card in plays[1:]:
            if not SUIT_MASKS[t][led] >> card & 1:
                out[seat].add(led)
    return out


@pytest.mark.parametrize("table", sorted(TABLES))
def test_every_sample_fits_the_view(table: str) -> None:
    rules = TABLES[table]
    rng = random.Random(table)
    for state, view in _random_views(rules, rng, 12):
        sampler = DealSampler(view)
        voids = _voids(view)
        seen = mask_of(view.played_cards) | 1 << view.upcard
        for _ in range(3):
            sample = sampler.draw(rng)
            assert sample.hands[view.seat] == mask_of(view.hand)
            assert sample.weight > 0
            union = 0
            for seat in range(rules.players):
                assert sample.hands[seat].bit_count() == state.hands[seat].bit_count()
                assert not sample.hands[seat] & union, "a card dealt twice"
                union |= sample.hands[seat]
                if seat != view.seat:
                    assert not sample.hands[seat] & seen & ~(1 << view.upcard), "a played card dealt again"
                for suit in voids.get(seat, ()):
                    assert view.trump is not None
                    assert not sample.hands[seat] & SUIT_MASKS[view.trump][suit], "a void broken"
            for seat in range(rules.players):
                assert sample.bid_hands[seat].bit_count() == 5
            if state.phase is not Phase.PLAY:
                rebuilt = reconstruct_state(view, sample)
                assert rebuilt.hands == list(sample.hands)
                assert PlayerView.of(rebuilt, view.seat).legal_actions == view.legal_actions


def _view_after(rules: Rules, deal: Deal, actions: list[str], seat: int) -> PlayerView:
    state = HandState.replay(rules, deal, [Action.from_text(a) for a in actions])
    return PlayerView.of(state, seat)


def _deal(hands: list[str], kitty: str, dealer: int = 3) -> Deal:
    return Deal(dealer, tuple(parse_cards(h) for h in hands), parse_cards(kitty))


def _after_the_dealer_buries_a_card(seat: int) -> PlayerView:
    """Seat ``seat``'s view once seat 0 has ordered up the Q♥ and the dealer (seat 3) has discarded the K♠."""
    deal = _deal(["JH AH 9C TC QC", "KC AC 9D TD QD", "KD AD 9S TS QS", "KS AS JC JS JD"], "QH TH KH 9H")
    return _view_after(PRESETS["standard"], deal, ["order", "discard KS"], seat=seat)


def test_the_dealer_keeps_the_ordered_upcard_until_shown_otherwise() -> None:
    view = _after_the_dealer_buries_a_card(seat=0)
    sampler = DealSampler(view)
    rng = random.Random(1)
    for _ in range(20):
        assert sampler.draw(rng).hands[3] >> Card.parse("QH") & 1


def test_the_buried_upcard_is_deduced_from_a_void() -> None:
    rules = PRESETS["standard"]
    deal = _deal(["JH AH KH 9C TC", "KC AC 9D TD QD", "KD AD 9S TS QS", "KS AS JC JS QC"], "QH TH JD 9H")
    actions = ["order", "discard QH", "play JH", "play KC", "play KD", "play KS"]
    state = HandState.replay(rules, deal, [Action.from_text(a) for a in actions])
    view = PlayerView.of(state, 0)
    sampler = DealSampler(view)
    for seed in range(20):
        sample = sampler.draw(random.Random(seed))
        assert not sample.hands[3] >> Card.parse("QH") & 1
        assert dict(sample.hidden)[1] == Card.parse("QH")


def test_unconstrained_cards_are_spread_uniformly() -> None:
    rules = PRESETS["standard"]
    deal = Deal.random(rules, 3, random.Random(4))
    view = PlayerView.of(HandState(rules, deal), 0)
    sampler = DealSampler(view)
    rng = random.Random(9)
    counts: collections.Counter[int] = collections.Counter()
    card = next(iter(view.unseen_cards()))
    draws = 3000
    for _ in range(draws):
        sample = sampler.draw(rng)
        holder = next((s for s in range(4) if sample.hands[s] >> card & 1), 4)
        counts[holder] += 1
    # Each of 18 unseen cards is in a given other hand 5 times in 18, in the kitty 3 in 18.
    for seat in (1, 2, 3):
        assert abs(counts[seat] / draws - 5 / 18) < 0.035
    assert abs(counts[4] / draws - 3 / 18) < 0.035


def test_voids_are_sampled_exactly_without_bias() -> None:
    # After one trick in which seat 1 showed out of clubs, every other club is with seats 2, 3 or the kitty.
    rules = PRESETS["standard"]
    deal = _deal(["AC 9H TH JD KH", "9S TS QS KS AS", "KC QC 9D TD QD", "TC JC KD AD AH"], "QH JH 9C JS")
    actions = ["pass", "pass", "pass", "pass", "call D", "play AC", "play 9S", "play QC", "play TC"]
    state = HandState.replay(rules, deal, [Action.from_text(a) for a in actions])
    view = PlayerView.of(state, 1)
    sampler = DealSampler(view)
    rng = random.Random(2)
    clubs = SUIT_MASKS[Suit.DIAMONDS][Suit.CLUBS]
    for _ in range(200):
        sample = sampler.draw(rng)
        assert not sample.hands[1] & clubs & ~mask_of(view.hand)


def test_a_first_round_pass_makes_strength_in_the_upcard_suit_less_likely() -> None:
    rules = PRESETS["standard"]
    deal = Deal.random(rules, 3, random.Random(11))
    state = HandState(rules, deal)
    state.apply(Action.pass_())  # seat 0 passes the upcard
    view = PlayerView.of(state, 1)
    trump = view.upcard.suit
    sampler = DealSampler(view)
    rng = random.Random(5)
    strong, weak = [], []
    for _ in range(600):
        sample = sampler.draw(rng)
        count = (sample.hands[0] & SUIT_MASKS[trump][trump]).bit_count()
        (strong if count >= 3 else weak).append(sample.weight)
    assert strong and weak
    assert sum(strong) / len(strong) < 0.5 * sum(weak) / len(weak)


def test_samples_are_reproducible_from_the_seed() -> None:
    rules = PRESETS["standard"]
    state = HandState(rules, Deal.random(rules, 1, random.Random(3)))
    view = PlayerView.of(state, state.to_act)
    first = [DealSampler(view).draw(random.Random(8)) for _ in range(3)]
    again = [DealSampler(view).draw(random.Random(8)) for _ in range(3)]
    assert first == again


def test_a_hidden_dealer_discard_is_most_likely_a_weak_card() -> None:
    view = _after_the_dealer_buries_a_card(seat=1)
    sampler = DealSampler(view)
    rng = random.Random(6)
    trump_buried, other_buried = [], []
    hearts = SUIT_MASKS[Suit.HEARTS][Suit.HEARTS]
    for _ in range(400):
        sample = sampler.draw(rng)
        buried = dict(sample.hidden)[1]
        (trump_buried if hearts >> buried & 1 else other_buried).append(sample.weight)
    assert trump_buried and other_buried
    assert sum(trump_buried) / len(trump_buried) < 0.3 * sum(other_buried) / len(other_buried)


def test_a_third_hand_that_plays_low_probably_lacks_the_ace() -> None:
    # Seat 1 leads the 9♠; the third hand (seat 3, the leader's partner) plays the Q♠.  By the book third
    # hand plays high: holding the A♠ (without the K♠, which would make the queen as good) it would have
    # played the ace, so seat 0 should find that unlikely.
    rules = PRESETS["standard"]
    hands = ["JH AH KD QD 9C", "9S AC KC 9D TD", "TS JD QH AD TC", "QS 9H KH JC QC"]
    actions = ["pass", "order", "discard 9C", "play 9S", "play TS", "play QS"]
    view = _view_after(rules, _deal(hands, "TH AS KS JS", dealer=0), actions, seat=0)
    with_ace = HandState.replay(rules, _deal([*hands[:3], "QS AS 9H KH JC"], "TH QC KS JS", dealer=0),
                                [Action.from_text(a) for a in actions[:-1]])
    assert BookModel().action(with_ace) == Action.play(Card.parse("AS")), "the premise: third hand high"
    ace, king = Card.parse("AS"), Card.parse("KS")
    sampler = DealSampler(view)
    rng = random.Random(4)
    holding, lacking = [], []
    for _ in range(600):
        sample = sampler.draw(rng)
        third = sample.hands[3]
        if not third >> ace & 1:
            lacking.append(sample.weight)
        elif not third >> king & 1:
            holding.append(sample.weight)
    assert holding and lacking
    assert sum(holding) / len(holding) < 0.5 * sum(lacking) / len(lacking)


def test_where_reneging_is_allowed_a_failure_to_follow_is_not_taken_for_certain() -> None:
    """Under a renege rule, a seat that did not follow may still hold the suit: positions where no deal fits
    every void shown (somebody reneged) are still sampled, and each sample keeps the hand sizes."""
    rules = Rules(renege=Renege.NO_SCORE)
    rng = random.Random(5)
    positions = 0
    while positions < 1500:
        state = HandState(rules, Deal.random(rules, rng.randrange(4), rng))
        while state.phase is not Phase.DONE:
            if state.phase is Phase.PLAY:
                view = PlayerView.of(state, state.to_act)
                positions += 1
                sample = DealSampler(view).draw(random.Random(positions))  # raised here for a renege before
                assert [hand.bit_count() for hand in sample.hands] == [len(state.hand(s)) for s in range(4)]
                if rng.random() < 0.3:  # any card, reneging often
                    held = state.hand(state.to_act)
                    state.apply(Action.play(held[rng.randrange(len(held))]))
                    continue
            legal = state.legal_actions()
            state.apply(legal[rng.randrange(len(legal))])
