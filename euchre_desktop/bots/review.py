"""The review of a finished hand: every decision one seat made, valued by the Expert from that seat's view.

For each decision the seat took (bids, going alone, the discard, partner's best, a lone defence, a farmer's
hand, every card) the hand is replayed up to that moment and the seat's own ``PlayerView`` rebuilt; the
Expert then values every legal option exactly as it would have at the table (its sampled, weighted deals;
worth in points at the match score).  The review records the option values, the Expert's choice (the best),
the cost of the seat's choice against it, the reason for the best in the hints' words, and a mark when the
cost passes a threshold.  A forced decision (one legal action) is listed, costs nothing and is not searched.

Reproducible: each decision's random numbers come from the hand (its deal code and the scores before it),
the decision's place in the hand and a seed, so the same hand and seed give the same values, and the best
at each decision is what ``ExpertBot.choose`` picks given ``decision_rng`` (as long as the Expert's
wall-clock safety net does not fire; see ``expert``).

``review_decisions`` yields the decisions one by one (a caller shows them as they fill in, and cancels by
no longer asking); ``review_hand`` collects them with the perfect-information line (``perfect``).  The coach
values one choice at the table with ``judge``, from the analysis it already made for its hint.
"""

from __future__ import annotations

import dataclasses
import enum
import random
from collections.abc import Iterator
from typing import TYPE_CHECKING, Final

from ..engine import Action, HandState, Phase, PlayerView, encode_deal
from ..engine.phrase import Number, Phrase, phrase
from ..engine.translatable import N_

if TYPE_CHECKING:
    from .expert import Analysis, ExpertBot, OptionStats
    from .perfect import PerfectLine

# The search (the Expert, the hints, the perfect line) is imported where a decision is valued, in the bot
# worker: the window reads these values, and opening it must not wait for the search's code.

__all__ = [
    "BLUNDER_COST",
    "SLIP_COST",
    "DecisionKind",
    "HandReview",
    "Mark",
    "ReviewedDecision",
    "decision_points",
    "decision_rng",
    "judge",
    "review_decision",
    "review_decisions",
    "review_hand",
]

SLIP_COST: Final = 0.2
"""A choice this many points (at the match score) worse than the best is a slip.

Below it the Expert's own estimates are not sure enough to blame anyone: with its default budget two close
options' values move by about a tenth of a point from one seed to another.  A fifth of a point is a real but
small loss: one hand in five that scores a point less."""
BLUNDER_COST: Final = 0.6
"""A choice this many points worse than the best is a blunder: more than half a point given away, about a
made hand turned into a euchre one time in three (ordering up into a likely euchre, trumping partner's
winning ace when it loses the march or the hand)."""


class Mark(enum.Enum):
    """How a decision is marked in the review."""

    NONE = "none"
    """The best choice, or close enough that the difference is within the Expert's own uncertainty."""
    SLIP = "slip"
    """Costs at least ``SLIP_COST``."""
    BLUNDER = "blunder"
    """Costs at least ``BLUNDER_COST``."""

    @classmethod
    def of(cls, cost: float | None) -> Mark:
        """The mark for a decision's cost (None: the choice was not valued, so not marked)."""
        if cost is None or cost < SLIP_COST:
            return cls.NONE
        return cls.BLUNDER if cost >= BLUNDER_COST else cls.SLIP


class DecisionKind(enum.Enum):
    """The kinds of decision accuracy is counted by."""

    BIDDING = "bidding"
    """Ordering up, calling, passing, naming trump for the Benny (going alone included)."""
    DISCARDING = "discarding"
    """The dealer's or a loner's discard, partner's best, a farmer's returns."""
    DECLARING = "declaring"
    """A loner after trump is made, a lone defence or a farmer's hand, declared or not."""
    LEADING = "leading"
    """The first card of a trick."""
    FOLLOWING = "following"
    """Any later card of a trick."""

    @classmethod
    def of(cls, view: PlayerView) -> DecisionKind:
        """The kind of the decision ``view``'s seat faces."""
        phase = view.phase
        if phase is Phase.PLAY:
            return cls.FOLLOWING if view.trick else cls.LEADING
        if phase in (Phase.DEALER_DISCARD, Phase.LONER_DISCARD, Phase.PARTNER_GIVE, Phase.FARMER_RETURN):
            return cls.DISCARDING
        if phase in (Phase.DEFEND, Phase.GO_ALONE, Phase.FARMER):
            return cls.DECLARING
        return cls.BIDDING


@dataclasses.dataclass(frozen=True, slots=True)
class ReviewedDecision:
    """One decision of the reviewed seat, valued.

    ``index``: the action's place in the hand's history (the table steps to it by replaying that many
    actions).  ``options``: every option the Expert valued, best first (empty for a forced decision).
    ``cost``: the best option's worth minus the chosen one's, in points at the match score (0 when the choice
    was the best or forced; None when the Expert did not value the choice: a farmer's return it judged
    clearly weaker, or a renege).  ``reason``: why the best is best, in the hints' words (a ``Phrase``, put in
    the player's language where shown).
    """

    index: int
    view: PlayerView
    kind: DecisionKind
    chosen: Action
    best: Action
    options: tuple[OptionStats, ...]
    cost: float | None
    reason: Phrase

    @property
    def forced(self) -> bool:
        """True when the seat had a single legal action."""
        return len(self.view.legal_actions) == 1

    @property
    def mark(self) -> Mark:
        """The mistake mark, by the cost."""
        return Mark.of(self.cost)

    @property
    def defending(self) -> bool:
        """True for a card played while the other side made trump."""
        view = self.view
        return view.maker is not None and view.rules.side_of(view.maker) != view.rules.side_of(view.seat)

    def stats(self, action: Action) -> OptionStats | None:
        """The values of one option (None for an option not valued)."""
        return next((option for option in self.options if option.action == action), None)

    def note(self) -> Phrase | None:
        """What the choice cost, for a player: None when nothing, else e.g. "This cost about 0.8 points:
        Order it up was better." """
        if self.cost is None or self.mark is Mark.NONE:
            return None
        from .hints import action_words

        return phrase(N_("This cost about {points}: {better} was better."),
                      points=Number(self.cost, points=True), better=action_words(self.view, self.best))


@dataclasses.dataclass(frozen=True, slots=True)
class HandReview:
    """A whole hand's review for one seat: its decisions in order and the perfect-information line."""

    seat: int
    decisions: tuple[ReviewedDecision, ...]
    perfect: PerfectLine | None
    """None when the hand never reached the play (thrown in, or dealt again after a farmer's hand)."""

    @property
    def valued(self) -> tuple[ReviewedDecision, ...]:
        """The decisions with a real choice whose cost is known."""
        return tuple(d for d in self.decisions if not d.forced and d.cost is not None)

    @property
    def average_cost(self) -> float | None:
        """Points given away per decision with a choice (None with no such decision)."""
        valued = self.valued
        return sum(d.cost or 0.0 for d in valued) / len(valued) if valued else None

    @property
    def accuracy(self) -> float | None:
        """The share of decisions with a choice that carry no mistake mark, from 0 to 1."""
        valued = self.valued
        return sum(d.mark is Mark.NONE for d in valued) / len(valued) if valued else None

    def mistakes(self, mark: Mark = Mark.SLIP) -> tuple[ReviewedDecision, ...]:
        """The decisions marked ``mark`` or worse (slips include blunders)."""
        wanted = (Mark.SLIP, Mark.BLUNDER) if mark is Mark.SLIP else (Mark.BLUNDER,)
        return tuple(d for d in self.decisions if d.mark in wanted)


def decision_rng(hand: HandState, index: int, seed: int = 0) -> random.Random:
    """The random numbers for the decision at ``hand.history[index]``: from the deal, the score, the
    decision's place and ``seed`` only, so a review is the same on every run and every machine."""
    code = encode_deal(hand.deal, hand.rules)
    scores = ",".join(str(score) for score in hand.scores_before)
    return random.Random(f"review:{seed}:{code}:{scores}:{index}")


def review_decisions(hand: HandState, seat: int, *, expert: ExpertBot | None = None,
                     seed: int = 0) -> Iterator[ReviewedDecision]:
    """Each decision ``seat`` made in ``hand`` (finished or not), valued, in order.

    A generator: each decision is searched only when asked for, so a caller shows them as they come and
    cancels between decisions by no longer asking (or closing it).
    """
    from .expert import ExpertBot

    expert = expert or ExpertBot()
    for index, view, chosen in decision_points(hand, seat):
        yield review_decision(view, index, chosen, expert=expert, rng=decision_rng(hand, index, seed))


def decision_points(hand: HandState, seat: int) -> Iterator[tuple[int, PlayerView, Action]]:
    """Each decision ``seat`` made in ``hand``: its place in the history, the seat's view just before, and
    the action chosen."""
    if not 0 <= seat < hand.rules.players:
        raise ValueError(f"no seat {seat} at a {hand.rules.players}-player table")
    replay = HandState(hand.rules, hand.deal, scores_before=hand.scores_before)
    for index, (actor, chosen) in enumerate(hand.history):
        if actor == seat:
            yield index, PlayerView.of(replay, seat), chosen
        replay.apply_unchecked(chosen)


def review_hand(hand: HandState, seat: int, *, expert: ExpertBot | None = None, seed: int = 0) -> HandReview:
    """The whole review of a finished hand for ``seat`` (every decision, then the perfect line)."""
    if hand.phase is not Phase.DONE:
        raise ValueError("only a finished hand can be reviewed as a whole")
    from .expert import ExpertBot
    from .perfect import perfect_line

    expert = expert or ExpertBot()
    decisions = tuple(review_decisions(hand, seat, expert=expert, seed=seed))
    return HandReview(seat, decisions, perfect_line(hand, seat, solver=expert.solver))


def review_decision(view: PlayerView, index: int, chosen: Action, *, expert: ExpertBot,
                    rng: random.Random) -> ReviewedDecision:
    """One decision valued: ``view`` is the seat's view just before it chose ``chosen`` (the action at
    ``index`` in the hand's history).  A forced decision is not searched."""
    if len(view.legal_actions) == 1:
        from .hints import hint

        forced = hint(view, rng)
        return ReviewedDecision(index, view, DecisionKind.of(view), chosen, forced.action, (), 0.0,
                                forced.reason)
    return judge(view, index, chosen, expert.analyse(view, rng))


def judge(view: PlayerView, index: int, chosen: Action, analysis: Analysis) -> ReviewedDecision:
    """A decision valued from an analysis already made of ``view`` (the coach's, made for its hint)."""
    best = analysis.options[0]
    mine = analysis.stats(chosen)
    cost = None if mine is None else max(0.0, best.utility - mine.utility)
    from .hints import hint_from_analysis

    reason = hint_from_analysis(view, analysis).reason
    return ReviewedDecision(index, view, DecisionKind.of(view), chosen, analysis.action, analysis.options,
                            cost, reason)
