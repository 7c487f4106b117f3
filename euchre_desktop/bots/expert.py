"""The Expert: every decision by simulation over sampled deals: cards by exact solves, bids by play-outs.

For a card to play, the Expert samples deals consistent with its view (``sampling``: weighted by how likely
the other seats' bids and cards were on each deal), solves each one with the perfect-information solver for
every legal card and also plays each card out by the book, and plays the card with the best weighted average
worth, half the solve's and half the play-out's (``play_out_share``): the solve sees what the card can
achieve, the play-out how the table will really go on from it.  For every other decision —
ordering up, calling, going alone, the dealer's discard, partner's best, a lone defence, a farmer's hand —
it evaluates each option on every sampled deal: it applies the option, lets the rest of the bidding run by
the book for every seat (``book.BookModel``: so passing is worth what the following seats will make of it,
not zero; a dealer picks up and discards inside the evaluation; a loner plays with the partner out), then
plays the hand out by the book, each seat from its own view, and solves its last two tricks exactly.  A
play-out by people who cannot see the cards judges a bid better than a perfect-information solve, which
defends (and makes) perfectly: see ``book``.

Worth is measured by ``ScoreModel``: the change in the chance of winning the match, expressed in points at
the current score.  In the play, the thresholds that matter (euchre, made, march) come from the solver.

Time and reproducibility: the number of samples is chosen from the decision's kind and size by a cost model
calibrated on this machine (never by the clock), so that the same view and the same RNG seed always give the
same samples and the same action.  A wall-clock cap (``time_cap`` times the planned cost) stops sampling
early only as a last resort on a machine many times slower or busier than expected; only then can a
decision depend on timing.  Options clearly behind after the first third of the samples are not simulated
further, which spends the budget on the close calls.
"""

from __future__ import annotations

import dataclasses
import random
import time
from collections.abc import Sequence
from typing import Final

from ..engine import Action, ActionKind, Card, Deal, FarmersHand, HandState, Phase, PlayerView
from ..engine.cards import POWER, SUIT_MASKS, mask_of
from .book import BookModel
from .budget import SearchBudget
from .heuristic import hand_strength, weakest_card
from .sampling import DealSampler, SampledDeal, reconstruct_state
from .scoring import ScoreModel, outcomes, thresholds
from .solver import Position, Solver

__all__ = ["Analysis", "ExpertBot", "OptionStats"]

_PLAY_COST_MS: Final = {5: 0.08, 4: 0.03, 3: 0.012, 2: 0.007, 1: 0.007}
"""Measured cost (median CPU time, compiled: ``tests/benchmarks/expert_costs.py``) of solving one sampled
deal, per legal card, by the number of tricks still to play."""
_BID_COST_MS: Final = 0.5
"""Measured cost of one option on one sampled deal in the bidding: the rest of the bidding and the play."""
_BID_SAMPLE_COST_MS: Final = 0.06
"""Measured cost of drawing and weighting one sample in the bidding."""
_PLAY_SAMPLE_COST_MS: Final = 0.17
"""Measured cost of drawing and weighting one sample in the play (the book judges every card seen)."""
_PLAY_OUT_COST_MS: Final = 0.25
"""Measured cost of playing one card of one sampled deal out by the book (with the deal's replay)."""
_SOLVED_TRICKS: Final = 2
"""A play-out runs by the book until this many tricks are left, which the solver finishes exactly.  The same
strength (-0.01 [-0.06, +0.04] on the first 300 arena deals) at about half the decision time: the book's
choices for the last cards are a large part of a play-out's cost, and a solve of two tricks is almost free.
The cost model's play-out costs are those of a whole play-out by the book, so a decision plans the same
samples as before and takes about half its budget (room for a slower or busier machine)."""
_BID_BUDGET_SHARE: Final = 2.0
"""Bids get this many times the budget: they carry most of the strength and are about a quarter of the
decisions, so the median decision still takes about the budget."""
_PLAY_OUT_SHARE: Final = 0.5
"""A card's worth on a sampled deal is this much the book play-out's and the rest the exact solve's: the
solver plays the rest of the hand perfectly, the table does not (measured in docs/computer-players.md)."""
_RETURN_TOLERANCE: Final = 0.3
"""A farmer's return simulates the cards whose loss costs at most this much more strength than the best's
(``heuristic.hand_strength``, in tricks)."""
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

    def __reduce__(self) -> tuple[type[OptionStats], tuple[object, ...]]:
        """Pickle (a review's answer, from the bot worker) by the constructor: compiled by mypyc, a frozen
        dataclass cannot be restored field by field."""
        return OptionStats, tuple(getattr(self, field.name) for field in dataclasses.fields(self))

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

    def __reduce__(self) -> tuple[type[Analysis], tuple[object, ...]]:
        """Pickle by the constructor, as ``OptionStats``."""
        return Analysis, tuple(getattr(self, field.name) for field in dataclasses.fields(self))

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
        """Count one sampled deal's result for this option."""
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
        """The weighted mean worth so far."""
        return self.utility / self.weight if self.weight else 0.0

    def stats(self, action: Action, *, play: bool) -> OptionStats:
        """The tally as ``OptionStats`` (``play``: include the trick-winning chance)."""
        w = self.weight or 1.0
        return OptionStats(action, self.utility / w, self.points / w, self.contract / w, self.ours / w,
                           self.made / w, self.march / w, self.wins / w if play else None, self.samples)


class ExpertBot:
    """Search player: sampled deals, each solved exactly; every bid evaluated by simulation.

    ``budget_ms`` sets the sample counts through the cost model (median decisions take about that long);
    ``min_samples``/``max_samples`` bound them; ``time_cap`` multiplies the budget into a wall-clock limit
    used only as a safety net.  ``play_out_share`` is the book play-out's part of a card's worth (0: the
    exact solve alone); bids get ``bid_share`` times the budget.  One ``Solver`` (and its tables) is kept
    between decisions, and one ``BookModel`` judges the bids and plays the cards out.
    """

    name = "expert"

    def __init__(self, *, budget_ms: float = 200.0, min_samples: int = 6, max_samples: int = 1000,
                 time_cap: float = 6.0, play_out_share: float = _PLAY_OUT_SHARE,
                 bid_share: float = _BID_BUDGET_SHARE, solver: Solver | None = None) -> None:
        """An Expert with a per-decision budget in milliseconds."""
        if not 0.0 <= play_out_share <= 1.0 or bid_share <= 0:
            raise ValueError("play_out_share must be between 0 and 1, and bid_share positive")
        self.budget = SearchBudget(budget_ms, min_samples, max_samples, time_cap)
        self.play_out_share = play_out_share
        self.bid_share = bid_share
        self.solver = solver or Solver()
        self.book = BookModel()

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
        share = self.play_out_share
        per_card = _PLAY_COST_MS[tricks_left] + (_PLAY_OUT_COST_MS if share else 0.0)
        per_sample = _PLAY_SAMPLE_COST_MS + per_card * len(legal_cards)
        count = self.budget.samples(per_sample, self.budget.budget_ms)
        samples = [sampler.draw(rng) for _ in range(count)]
        my_side = rules.side_of(view.seat)
        score = ScoreModel(rules, my_side, view.scores)
        cuts = thresholds(rules, view.maker, view.maker_alone, view.defender_alone)
        by_class = [(score.utility(points), score.net_points(points), tricks)
                    for points, tricks in outcomes(rules, view.maker, view.maker_alone, view.defender_alone)]
        ours = rules.side_of(view.maker) == my_side
        tallies = {card: _Tally() for card in legal_cards}
        deadline = self.budget.deadline(count, per_sample, self.budget.budget_ms)
        used = 0
        for sample in samples:
            position = Position.from_view(view, sample.hands)
            results = self.solver.move_tricks(position, cuts)
            winners = _trick_winners(view, sample.hands, legal_cards, trump)
            base = reconstruct_state(view, sample) if share else None
            for card in legal_cards:
                utility, net, tricks = by_class[results[card]]
                if base is not None:
                    # The solver assumes perfect play from here; the book play-out, the table's real play.
                    state = base.copy()
                    state.apply_unchecked(Action.play(card))
                    played, _tricks = self._play_out(state)
                    utility += share * (score.utility(played) - utility)
                    net += share * (score.net_points(played) - net)
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
        if view.phase is Phase.FARMER_RETURN:
            legal = _plausible_returns(view, legal)
        sampler = DealSampler(view)
        per_sample = _BID_SAMPLE_COST_MS + _BID_COST_MS * len(legal)
        budget = self.budget.budget_ms * self.bid_share
        count = self.budget.samples(per_sample, budget)
        samples = [sampler.draw(rng) for _ in range(count)]
        my_side = rules.side_of(view.seat)
        score = ScoreModel(rules, my_side, view.scores)
        tallies = [_Tally() for _ in legal]
        active = list(range(len(legal)))
        deadline = self.budget.deadline(count, per_sample, budget)
        prune_at = max(1, count // 3)
        used = 0
        for number, sample in enumerate(samples):
            if number == prune_at and len(active) > 1:
                best_utility = max(tallies[i].mean_utility() for i in active)
                active = [i for i in active if tallies[i].mean_utility() >= best_utility - _PRUNE_MARGIN]
            starts = self._starts(view, sample, [legal[i] for i in active], rng)
            for index, state in zip(active, starts, strict=True):
                self._score(state, sample.weight, score, my_side, tallies[index])
            used += 1
            if time.perf_counter() > deadline:
                break
        options = [tally.stats(action, play=False) for action, tally in zip(legal, tallies, strict=True)]
        # On equal worth (common when any made hand wins the match) the partner stays in: less can go wrong.
        keys = [(round(options[i].utility, 9), float(not legal[i].goes_alone), round(options[i].points, 9))
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
            self.book.finish_bidding(state)
            states.append(state)
        return states

    def _farmer_start(self, view: PlayerView, sample: SampledDeal, action: Action,
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
            card = weakest_card(hand)
            hand &= ~(1 << card)
            kitty.append(card)
        hands = list(sample.bid_hands)
        hands[me] = hand
        state = _bidding_state(view, hands, kitty)
        self.book.finish_bidding(state)
        return state

    def _score(self, state: HandState | None, weight: float, score: ScoreModel, my_side: int,
               tally: _Tally) -> None:
        if state is None or state.phase is Phase.DONE:
            points = state.result.points if state is not None and state.result is not None else \
                (0,) * len(score.scores)
            tally.add(weight, score.utility(points), score.net_points(points), contract=False,
                      ours=False, made=False, march=False)
            return
        assert state.maker is not None
        makers = state.rules.side_of(state.maker)
        points, tricks = self._play_out(state)
        tally.add(weight, score.utility(points), score.net_points(points), contract=True,
                  ours=makers == my_side, made=tricks >= 3, march=tricks == 5)

    def _play_out(self, state: HandState) -> tuple[tuple[int, ...], int]:
        """Finish a hand in its play as the table will (``state`` is consumed): its points, and the makers'
        tricks as far as the score tells them apart (3 stands for 3 or 4 when those score alike).

        The book plays until ``_SOLVED_TRICKS`` tricks are left, which the solver finishes exactly.
        """
        while state.phase is Phase.PLAY and (len(state.trick) or 5 - len(state.tricks) > _SOLVED_TRICKS):
            state.apply_unchecked(self.book.action(state))
        rules = state.rules
        maker = state.maker
        assert maker is not None
        if state.phase is Phase.DONE:
            assert state.result is not None
            makers = rules.side_of(maker)
            tricks = sum(won for seat, won in enumerate(state.result.tricks) if rules.side_of(seat) == makers)
            return state.result.points, tricks
        cuts = thresholds(rules, maker, state.maker_alone, state.defender_alone)
        reached = self.solver.reached(Position.from_state(state), cuts)
        return outcomes(rules, maker, state.maker_alone, state.defender_alone)[reached]


def _analysis(view: PlayerView, options: list[OptionStats], best: int, samples: int) -> Analysis:
    chosen = options[best]
    ranked = [chosen, *sorted((o for i, o in enumerate(options) if i != best),
                              key=lambda o: (-o.utility, -o.points))]
    return Analysis(view, chosen.action, tuple(ranked), samples)


def _plausible_returns(view: PlayerView, legal: list[Action]) -> list[Action]:
    """The cards worth simulating for a farmer's return: those whose loss costs the hand least strength.

    The simulation plays this seat's later bids by the book, which may make a poor call with a good card;
    simulating every card would then favour giving the good card back.  A player keeps strength."""
    hand = mask_of(view.hand)

    def kept(action: Action) -> float:
        assert action.card is not None
        rest = hand & ~(1 << action.card)
        return max(hand_strength(rest, suit) for suit in range(4))

    worth = {action: kept(action) for action in legal}
    best = max(worth.values())
    return [action for action in legal if worth[action] >= best - _RETURN_TOLERANCE]


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
