"""The Expert: every decision by simulation over sampled deals, each solved exactly.

For a card to play, the Expert samples deals consistent with its view (``sampling``), solves each one with
the perfect-information solver for every legal card, and plays the card with the best weighted average
worth.  For every other decision — ordering up, calling, going alone, the dealer's discard, partner's best,
a lone defence, a farmer's hand — it evaluates each option on every sampled deal: it applies the option,
lets the rest of the bidding run with the quick policy of ``heuristic`` for every seat (so passing is worth
what the following seats will make of it, not zero; a dealer picks up and discards inside the evaluation; a
loner plays with the partner out), then solves the play exactly.

Worth is measured by ``ScoreModel``: the change in the chance of winning the match, expressed in points at
the current score.  The thresholds that matter (euchre, made, march) come from the solver directly.

Time and reproducibility: the number of samples is chosen from the decision's kind and size by a cost model
calibrated on this machine, so that the same view and the same RNG seed always give the same samples and
the same action.  A wall-clock cap (``time_cap`` times the budget) stops sampling early only as a last
resort on a machine far slower than expected; only then can a decision depend on timing.
"""

from __future__ import annotations

import dataclasses
import random
import time
from collections.abc import Sequence
from typing import Final

from ..engine import Action, ActionKind, Card, Deal, FarmersHand, HandState, Phase, PlayerView
from ..engine.cards import POWER, SUIT_MASKS
from .heuristic import best_discard, hand_strength, quick_action
from .sampling import DealSampler, SampledDeal, reconstruct_state
from .scoring import ScoreModel, hand_points, thresholds
from .solver import Position, Solver

__all__ = ["Analysis", "ExpertBot", "OptionStats"]

_PLAY_COST_MS: Final = {5: 0.13, 4: 0.08, 3: 0.06, 2: 0.05, 1: 0.05}
"""Measured cost (median, this 2-core machine) of solving one sampled deal, per legal card, by the number of
tricks still to play."""
_BID_COST_MS: Final = 0.3
"""Measured cost of one option on one sampled deal in the bidding: the rest of the bidding, then a solve."""
_SAMPLE_COST_MS: Final = 0.05
"""Measured cost of drawing and weighting one sample."""
_PRUNE_MARGIN: Final = 0.8
"""After the first third of the samples, options this many points worse than the best are dropped."""


@dataclasses.dataclass(frozen=True, slots=True)
class OptionStats:
    """How one option fared over the sampled deals (all probabilities weighted by the bidding).

    ``utility``: expected worth in points at the current score (match-aware); ``points``: expected points
    for the viewer's side minus the others'.  ``contract``: chance a suit gets made trump after this option
    (1 once trump is set); ``ours``: chance the viewer's side is the maker; ``made``/``march``: chance the
    makers, whoever they are, take three or more / all five tricks.  ``wins_trick``: for a card, the chance
    it takes the current trick if every later opponent beats it when able.
    """

    action: Action
    utility: float
    points: float
    contract: float
    ours: float
    made: float
    march: float
    wins_trick: float | None
    samples: int

    @property
    def euchred(self) -> float:
        """Chance the makers are euchred."""
        return self.contract - self.made


@dataclasses.dataclass(frozen=True, slots=True)
class Analysis:
    """The Expert's evaluation of a decision: the chosen action and every option's statistics, best first."""

    view: PlayerView
    action: Action
    options: tuple[OptionStats, ...]
    samples: int

    def stats(self, action: Action) -> OptionStats | None:
        """The statistics of one option (None if it was not evaluated)."""
        for option in self.options:
            if option.action == action:
                return option
        return None


class _Tally:
    """Running weighted sums for one option."""

    __slots__ = ("contract", "made", "march", "ours", "points", "samples", "utility", "weight", "wins")

    def __init__(self) -> None:
        self.weight = self.utility = self.points = 0.0
        self.contract = self.ours = self.made = self.march = self.wins = 0.0
        self.samples = 0

    def add(self, weight: float, utility: float, points: float, *, contract: bool, ours: bool, made: bool,
            march: bool, wins: bool = False) -> None:
        self.samples += 1
        self.weight += weight
        self.utility += weight * utility
        self.points += weight * points
        self.contract += weight * contract
        self.ours += weight * ours
        self.made += weight * made
        self.march += weight * march
        self.wins += weight * wins

    def mean_utility(self) -> float:
        return self.utility / self.weight if self.weight else 0.0

    def stats(self, action: Action, *, play: bool) -> OptionStats:
        w = self.weight or 1.0
        return OptionStats(action, self.utility / w, self.points / w, self.contract / w, self.ours / w,
                           self.made / w, self.march / w, self.wins / w if play else None, self.samples)


class ExpertBot:
    """Search player: sampled deals, each solved exactly; every bid evaluated by simulation.

    ``budget_ms`` sets the sample counts through the cost model (median decisions take about that long);
    ``min_samples``/``max_samples`` bound them; ``time_cap`` multiplies the budget into a wall-clock limit
    used only as a safety net.  One ``Solver`` (and its tables) is kept between decisions.
    """

    name = "expert"

    def __init__(self, *, budget_ms: float = 250.0, min_samples: int = 6, max_samples: int = 400,
                 time_cap: float = 6.0, solver: Solver | None = None) -> None:
        """An Expert with a per-decision budget in milliseconds."""
        if budget_ms <= 0 or min_samples < 1 or max_samples < min_samples or time_cap < 1:
            raise ValueError("budget_ms must be positive, 1 <= min_samples <= max_samples, and time_cap >= 1")
        self.budget_ms = budget_ms
        self.min_samples = min_samples
        self.max_samples = max_samples
        self.time_cap = time_cap
        self.solver = solver or Solver()

    # ------------------------------------------------------------------------------------------ interface

    def choose(self, view: PlayerView, rng: random.Random) -> Action:
        """The Expert's action for this view."""
        legal = view.legal_actions
        if not legal:
            raise ValueError(f"seat {view.seat} has no decision to make in the {view.phase.value} phase")
        if len(legal) == 1:
            return legal[0]
        return self.analyse(view, rng).action

    def analyse(self, view: PlayerView, rng: random.Random) -> Analysis:
        """Evaluate every legal option (for the choice and for hints)."""
        legal = view.legal_actions
        if not legal:
            raise ValueError(f"seat {view.seat} has no decision to make in the {view.phase.value} phase")
        if view.phase is Phase.PLAY:
            return self._analyse_play(view, rng)
        return self._analyse_options(view, rng)

    # -------------------------------------------------------------------------------------------- helpers

    def _count(self, per_sample_ms: float) -> int:
        wanted = int(self.budget_ms / max(per_sample_ms, 1e-3))
        return max(self.min_samples, min(self.max_samples, wanted))

    def _deadline(self, count: int, per_sample_ms: float) -> float:
        """The wall-clock safety net: ``time_cap`` times the planned cost (or the budget, if larger)."""
        planned = max(self.budget_ms, count * per_sample_ms)
        return time.perf_counter() + self.time_cap * planned / 1000.0

    @staticmethod
    def _choose(keys: Sequence[tuple[float, ...]]) -> int:
        """The index of the largest key (the first on a tie)."""
        best = 0
        for index in range(1, len(keys)):
            if keys[index] > keys[best]:
                best = index
        return best

    # ----------------------------------------------------------------------------------------------- play

    def _analyse_play(self, view: PlayerView, rng: random.Random) -> Analysis:
        assert view.trump is not None and view.maker is not None
        rules = view.rules
        trump = int(view.trump)
        sampler = DealSampler(view)
        legal_cards = [a.card for a in view.legal_actions if a.card is not None]
        tricks_left = 5 - len(view.tricks)
        per_sample = _SAMPLE_COST_MS + _PLAY_COST_MS[tricks_left] * len(legal_cards)
        count = self._count(per_sample)
        samples = [sampler.draw(rng) for _ in range(count)]
        my_side = rules.side_of(view.seat)
        score = ScoreModel(rules, my_side, view.scores)
        cuts = thresholds(rules, view.maker, view.maker_alone, view.defender_alone)
        by_class = []
        for reached in range(len(cuts) + 1):
            tricks = cuts[reached - 1] if reached else 0
            points = hand_points(rules, view.maker, view.maker_alone, view.defender_alone, tricks)
            by_class.append((score.utility(points), score.net_points(points), tricks))
        ours = rules.side_of(view.maker) == my_side
        tallies = {card: _Tally() for card in legal_cards}
        deadline = self._deadline(count, per_sample)
        used = 0
        for sample in samples:
            position = Position.from_view(view, sample.hands)
            results = self.solver.move_tricks(position, cuts)
            winners = _trick_winners(view, sample.hands, legal_cards, trump)
            for card in legal_cards:
                utility, net, tricks = by_class[results[card]]
                tallies[card].add(sample.weight, utility, net, contract=True, ours=ours, made=tricks >= 3,
                                  march=tricks == 5, wins=card in winners)
            used += 1
            if time.perf_counter() > deadline:
                break
        options = [tallies[c].stats(Action.play(c), play=True) for c in legal_cards]
        # Among equal cards keep the high ones: play the card with the least trick-taking power.
        led = _led_suit(view, trump)
        keys = [(round(o.utility, 9), round(o.points, 9),
                 -float(POWER[trump][led if led is not None else _suit(c, trump)][c] or c % 6))
                for o, c in zip(options, legal_cards, strict=True)]
        best = self._choose(keys)
        return _analysis(view, options, best, used)

    # ------------------------------------------------------------------------------------------- bidding

    def _analyse_options(self, view: PlayerView, rng: random.Random) -> Analysis:
        rules = view.rules
        legal = list(view.legal_actions)
        sampler = DealSampler(view)
        per_sample = _SAMPLE_COST_MS + _BID_COST_MS * len(legal)
        count = self._count(per_sample)
        samples = [sampler.draw(rng) for _ in range(count)]
        my_side = rules.side_of(view.seat)
        score = ScoreModel(rules, my_side, view.scores)
        tallies = [_Tally() for _ in legal]
        active = list(range(len(legal)))
        deadline = self._deadline(count, per_sample)
        prune_at = max(1, count // 3)
        used = 0
        for number, sample in enumerate(samples):
            if number == prune_at and len(active) > 1:
                best = max(tallies[i].mean_utility() for i in active)
                active = [i for i in active if tallies[i].mean_utility() >= best - _PRUNE_MARGIN]
            starts = self._starts(view, sample, [legal[i] for i in active], rng)
            for index, state in zip(active, starts, strict=True):
                self._score(state, sample.weight, score, my_side, tallies[index])
            used += 1
            if time.perf_counter() > deadline:
                break
        options = [tally.stats(action, play=False) for action, tally in zip(legal, tallies, strict=True)]
        # On equal worth (common when any made hand wins the match) the partner stays in: less can go wrong.
        keys = [(round(options[i].utility, 9), float(not legal[i].alone), round(options[i].points, 9))
                for i in active]
        best = active[self._choose(keys)]
        return _analysis(view, options, best, used)

    def _starts(self, view: PlayerView, sample: SampledDeal, actions: Sequence[Action],
                rng: random.Random) -> list[HandState | None]:
        """For each option, the hand as it stands once the option is taken and the bidding has run on
        (None when the option ends the hand unscored)."""
        if view.phase in (Phase.FARMER, Phase.FARMER_RETURN):
            kitty = _kitty_cards(view, sample)
            rng.shuffle(kitty)
            return [self._farmer_start(view, sample, action, kitty) for action in actions]
        base = reconstruct_state(view, sample)
        states: list[HandState | None] = []
        for action in actions:
            state = base.copy()
            state.apply_unchecked(action)
            _run_bidding(state)
            states.append(state)
        return states

    @staticmethod
    def _farmer_start(view: PlayerView, sample: SampledDeal, action: Action,
                      kitty_cards: Sequence[int]) -> HandState | None:
        """A farmer's-hand decision: the bidding that follows with the hand the option leaves this seat.

        Declaring under REDEAL ends the hand unscored; under EXCHANGE the seat takes three of the unseen
        kitty cards (``kitty_cards`` is in random order) and keeps its best five.  Any further farmer's
        hands at the table are ignored (they are very rare).
        """
        me = view.seat
        hand = sample.bid_hands[me]
        kitty = list(kitty_cards)
        if action.kind is ActionKind.FARMER:
            if view.rules.farmers_hand is FarmersHand.REDEAL:
                return None
            for card in kitty[:3]:
                hand |= 1 << card
            kitty = kitty[3:]
        elif action.kind is ActionKind.DISCARD and action.card is not None:
            hand &= ~(1 << action.card)
            kitty.append(int(action.card))
        while hand.bit_count() > 5:
            card = _keep_best(hand)
            hand &= ~(1 << card)
            kitty.append(card)
        hands = list(sample.bid_hands)
        hands[me] = hand
        state = _bidding_state(view, hands, kitty)
        _run_bidding(state)
        return state

    def _score(self, state: HandState | None, weight: float, score: ScoreModel, my_side: int,
               tally: _Tally) -> None:
        if state is None or state.phase is Phase.DONE:
            points = state.result.points if state is not None and state.result is not None else \
                (0,) * len(score.scores)
            tally.add(weight, score.utility(points), score.net_points(points), contract=False,
                      ours=False, made=False, march=False)
            return
        rules = state.rules
        assert state.maker is not None
        cuts = thresholds(rules, state.maker, state.maker_alone, state.defender_alone)
        reached = self.solver.reached(Position.from_state(state), cuts)
        tricks = cuts[reached - 1] if reached else 0
        points = hand_points(rules, state.maker, state.maker_alone, state.defender_alone, tricks)
        tally.add(weight, score.utility(points), score.net_points(points), contract=True,
                  ours=rules.side_of(state.maker) == my_side, made=tricks >= 3, march=tricks == 5)


def _analysis(view: PlayerView, options: list[OptionStats], best: int, samples: int) -> Analysis:
    chosen = options[best]
    ranked = [chosen, *sorted((o for i, o in enumerate(options) if i != best),
                              key=lambda o: (-o.utility, -o.points))]
    return Analysis(view, chosen.action, tuple(ranked), samples)


def _run_bidding(state: HandState) -> None:
    """Let every seat's quick policy finish the bidding and declarations, up to the play or the end."""
    while state.phase is not Phase.PLAY and state.phase is not Phase.DONE:
        state.apply_unchecked(quick_action(state))


def _keep_best(hand: int) -> int:
    """The card to let go from a hand of more than five: the weakest for the hand's best suit."""
    trump = max(range(4), key=lambda s: hand_strength(hand, s))
    return best_discard(hand, trump)


def _kitty_cards(view: PlayerView, sample: SampledDeal) -> list[int]:
    """The cards of a sampled deal in no seat's hand and not the upcard, in card order."""
    held = 0
    for mask in sample.bid_hands:
        held |= mask
    deck = 25 if view.rules.benny else 24
    return [c for c in range(deck) if not held >> c & 1 and c != int(view.upcard)]


def _bidding_state(view: PlayerView, hands: Sequence[int], kitty: Sequence[int]) -> HandState:
    """A hand at the start of the bidding with these hands (farmer's hands already settled)."""
    rules = view.rules.replace(farmers_hand=FarmersHand.OFF)
    dealt = tuple(tuple(Card(c) for c in range(25) if mask >> c & 1) for mask in hands)
    deal = Deal(view.dealer, dealt, (view.upcard, *(Card(c) for c in kitty)), view.packets)
    return HandState(rules, deal, scores_before=view.scores)


def _suit(card: int, trump: int) -> int:
    for suit in range(4):
        if SUIT_MASKS[trump][suit] >> card & 1:
            return suit
    raise AssertionError(f"card {card} belongs to no suit")


def _led_suit(view: PlayerView, trump: int) -> int | None:
    return _suit(view.trick[0][1], trump) if view.trick else None


def _trick_winners(view: PlayerView, hands: Sequence[int], cards: Sequence[int], trump: int) -> set[int]:
    """The cards that would take the current trick if each later opponent beats them whenever able."""
    players = view.rules.players
    order = [s for s in ((view.leader + i) % players for i in range(players)) if s not in view.sitting_out]
    position = len(view.trick)
    later = [s for s in order[position + 1:] if view.rules.side_of(s) != view.rules.side_of(view.seat)]
    winners = set()
    for card in cards:
        plays = [*view.trick, (view.seat, card)]
        led = _suit(plays[0][1], trump)
        row = POWER[trump][led]
        best_seat, best = max(plays, key=lambda p: row[p[1]])
        if best_seat != view.seat:
            continue
        top = row[best]
        beaten = False
        for seat in later:
            hand = hands[seat]
            follow = hand & SUIT_MASKS[trump][led]
            usable = follow or hand
            if any(usable >> c & 1 and row[c] > top for c in range(25)):
                beaten = True
                break
        if not beaten:
            winners.add(card)
    return winners
