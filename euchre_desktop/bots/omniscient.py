"""The omniscient player: a measuring instrument that sees every card.  Never offered to players.

It marks the ceiling in benchmarks ("how much of the possible edge does the Expert capture?").  Because it
reads the full ``HandState`` it cannot implement the ``Bot`` protocol, which only ever receives a seat's
view; it offers ``choose_with_state(state, rng)`` instead, which an arena calls with the true state.

In the play it solves the true deal exactly.  For every other decision it evaluates each option on the true
deal: it applies the option, lets the rest of the bidding run with the quick policy (for every seat, itself
included, so later bids are not clairvoyant), and solves the play exactly; the match score is taken into
account as the Expert does.
"""

from __future__ import annotations

import random

from ..engine import Action, HandState, Phase
from ..engine.cards import POWER, SUIT_MASKS
from .heuristic import quick_action
from .scoring import ScoreModel, hand_points, outcomes, thresholds
from .solver import Position, Solver

__all__ = ["OmniscientBot"]


class OmniscientBot:
    """Sees the whole deal; plays perfectly and bids on the true cards.  For measurement only."""

    name = "omniscient"

    def __init__(self, solver: Solver | None = None) -> None:
        """An omniscient player (optionally sharing a solver)."""
        self.solver = solver or Solver()

    def choose_with_state(self, state: HandState, rng: random.Random) -> Action:
        """The best action for the seat to act in ``state`` (the full state: every hand visible)."""
        legal = state.legal_actions()
        if not legal:
            raise ValueError(f"no decision to make in the {state.phase.value} phase")
        if len(legal) == 1:
            return legal[0]
        seat = state.to_act
        rules = state.rules
        score = ScoreModel(rules, rules.side_of(seat), state.scores_before)
        if state.phase is Phase.PLAY:
            return self._play(state, score, legal)
        best, best_key = legal[0], (-1e9, -1e9, 0.0, 0.0)
        for action in legal:
            child = state.copy()
            child.apply_unchecked(action)
            while child.phase is not Phase.PLAY and child.phase is not Phase.DONE:
                child.apply_unchecked(quick_action(child))
            points = self._points(child)
            # On a tie, act now rather than count on a later bid, and keep the partner in.
            key = (round(score.utility(points), 9), round(score.net_points(points), 9), float(action.is_bid),
                   float(not action.goes_alone))
            if key > best_key:
                best, best_key = action, key
        return best

    def _points(self, state: HandState) -> tuple[int, ...]:
        rules = state.rules
        if state.phase is Phase.DONE:
            assert state.result is not None
            return state.result.points
        assert state.maker is not None
        tricks = self.solver.maker_tricks(Position.from_state(state))
        return hand_points(rules, state.maker, state.maker_alone, state.defender_alone, tricks)

    def _play(self, state: HandState, score: ScoreModel, legal: list[Action]) -> Action:
        assert state.trump is not None and state.maker is not None
        rules = state.rules
        cuts = thresholds(rules, state.maker, state.maker_alone, state.defender_alone)
        values = self.solver.move_tricks(Position.from_state(state), cuts)
        results = outcomes(rules, state.maker, state.maker_alone, state.defender_alone)
        trump = int(state.trump)
        led = None
        if state.trick:
            first = state.trick[0][1]
            led = next(s for s in range(4) if SUIT_MASKS[trump][s] >> first & 1)

        def key(action: Action) -> tuple[float, float, int]:
            """Worth of a card for the seat, then (on a tie) the weaker card first."""
            card = action.card
            assert card is not None
            points = results[values[card]][0]
            own = next(s for s in range(4) if SUIT_MASKS[trump][s] >> card & 1)
            power = POWER[trump][led if led is not None else own][card]
            return score.utility(points), score.net_points(points), -power

        return max(legal, key=key)
