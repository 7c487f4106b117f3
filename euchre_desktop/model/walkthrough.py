"""The worked hand of the Rules window, played on the table one action at a time, with a line on each.

The hand is seed 002's: Luis deals at 6 to 7 in a match to 10 and turns up the 10♠; all four pass, you
name hearts, and you and Gloria take all five tricks.  ``WORKED_STEPS`` holds its actions, each with a
line in our words on why it was made; ``HandState.replay`` checks them, so the story cannot drift from
the rules.

``Walkthrough`` lends the table to the hand: a ``HandWalk`` (the model's own signals, the match held still and
drawn again after) with a line on each step and the score after the last card.  ``Walkthrough.of_hand`` does
the same for any hand: one from the hand history, or an imported record or deal code.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication

from ..bots.levels import Level
from ..engine import Action, Deal, HandState, Rules, Suit, parse_cards
from ..engine.bid import BidHandState
from ..engine.translatable import N_
from .bid_events import BidHandSummary
from .events import HandSummary, MatchInfo
from .game import GameModel
from .hand_walk import HandWalk, bid_hand_summary

# Qt's translation, by the name lupdate looks for: translate("Walkthrough", ...) goes in the catalogue.
translate = QCoreApplication.translate

__all__ = ["WORKED_DEAL", "WORKED_NAMES", "WORKED_RULES", "WORKED_SCORES", "WORKED_STEPS", "Walkthrough",
           "WorkedStep"]

WORKED_RULES = Rules()
"""The standard game: a match to 10."""
WORKED_SCORES = (6, 7)
"""You and Gloria have 6, Hank and Luis 7."""
WORKED_NAMES = ("You", "Hank", "Gloria", "Luis")
"""The names the explanations use (the company's own, whatever the player has renamed them)."""
WORKED_DEAL = Deal(
    dealer=3,
    hands=(
        parse_cards("JH KH TH AC 9S"),
        parse_cards("AH QH KS TC AD"),
        parse_cards("JD 9H AS KC QD"),
        parse_cards("QS JC 9C TD KD"),
    ),
    kitty=parse_cards("TS QC JS 9D"),
)
"""Luis deals; the 10♠ is turned up."""


@dataclasses.dataclass(frozen=True, slots=True)
class WorkedStep:
    """One step of the worked hand: the action taken (None for the deal itself) and why."""

    action: Action | None
    words: str


def _play(card: str, words: str) -> WorkedStep:
    return WorkedStep(Action.play(parse_cards(card)[0]), words)


WORKED_STEPS: tuple[WorkedStep, ...] = (
    WorkedStep(None, N_("Your side trails 6 to 7 in a match to 10. Luis deals and turns up the 10♠. You hold "
                        "three hearts headed by the jack, the A♣ and a lone 9♠. Only your cards show; the "
                        "others' appear as they are played.")),
    WorkedStep(Action.pass_(), N_("You speak first. Spades as trump would give you the 9♠ alone, and the "
                                  "10♠ would go to Luis: you pass.")),
    WorkedStep(Action.pass_(), N_("Hank has the K♠ and nothing else in spades: a pass.")),
    WorkedStep(Action.pass_(), N_("Gloria's A♠ is her only spade; ordering it up would arm Luis. She "
                                  "passes.")),
    WorkedStep(Action.pass_(), N_("Luis would hold the Q♠ and the 10♠, two small trump with no bower: too "
                                  "little, and he turns the 10♠ down.")),
    WorkedStep(Action.call(Suit.HEARTS), N_("A new round, any suit but spades, and you speak first again. In "
                                            "hearts you hold the right bower (the J♥), the K♥ and the 10♥, "
                                            "with the A♣ beside them: you name hearts.")),
    _play("JH", N_("Your side made trump and you hold three: lead the highest card in the deck to draw "
                   "the others' hearts.")),
    _play("QH", N_("Hank must follow with a heart. He keeps his ace and lets the queen go.")),
    _play("9H", N_("Gloria must follow too. Her J♦ is a trump now, but your jack is winning: she plays the "
                   "9♥ and keeps the bower.")),
    _play("9C", N_("Luis has no trump, so any card will do; he lets the 9♣ go.")),
    _play("AC", N_("You won, so you lead again. Cash your ace before anyone runs out of clubs.")),
    _play("TC", N_("Hank follows suit with the 10♣.")),
    _play("KC", N_("Gloria's only club is the K♣; your ace is winning anyway.")),
    _play("JC", N_("Luis plays the J♣. With hearts trump it is an ordinary club, not a bower: only the "
                   "jack of the other red suit changes sides.")),
    _play("KH", N_("Your lead once more. The K♥ tests who still holds trump.")),
    _play("AH", N_("Hank's last trump is the A♥, and he must follow with it.")),
    _play("JD", N_("Gloria beats it with the J♦: the left bower counts as a heart this hand, second only "
                   "to your J♥.")),
    _play("TD", N_("Luis, with no heart, throws the 10♦. The trick goes to Gloria.")),
    _play("AS", N_("Gloria won, so she leads: her A♠ is the highest spade.")),
    _play("QS", N_("Luis must follow spades.")),
    _play("9S", N_("You must follow with your only spade, which keeps your last trump, the 10♥, for "
                   "later.")),
    _play("KS", N_("Hank's K♠ falls under the ace: a fourth trick for your side.")),
    _play("QD", N_("Gloria leads her last card, the Q♦.")),
    _play("KD", N_("Luis covers it with the K♦.")),
    _play("TH", N_("You have no diamond left: your 10♥ trumps it.")),
    _play("AD", N_("Hank's A♦ comes too late: the trick and all five are yours.")),
)
"""The worked hand, step by step: the deal, four passes, hearts named, and the twenty cards."""

_END_WORDS = N_("All five tricks: a march, worth 2 points, and you lead 8 to 7. The deal passes to you. "
                "Had Hank held the J♦, he would have won the third trick, and your side would have scored 1.")


class Walkthrough(HandWalk[Any]):
    """A hand on the table at one step, with a line for each, moved by ``forward``, ``back`` and ``go``: the
    worked hand by default, or any hand (``of_hand``).

    ``step`` runs from 0 (the deal) to ``last`` (the score after the last card, when the hand is finished).
    """

    MATCH_ID = "worked-hand"
    """The id the table knows the worked hand by, never a match's."""

    def __init__(self, model: GameModel, walk: HandWalk[Any] | None = None,
                 words: Callable[[int], str] | None = None) -> None:
        """Ready to lend ``model``'s table to the worked hand, or to ``walk``'s hand told by ``words(step)``;
        nothing is shown until ``start()``."""
        if walk is None:
            info = MatchInfo(self.MATCH_ID, WORKED_RULES, WORKED_NAMES, Level.STANDARD, Level.STANDARD,
                             "walkthrough", None)
            walk = HandWalk(model, info, self._replay(), score_step=True)
        super().__init__(model, walk.info, walk.states, score_step=walk.score_step)
        self._words = words
        self.end_words: str | None = None
        """What the last step says instead (the History window puts the hand's result in its words)."""

    @classmethod
    def of_hand(cls, model: GameModel, hand: HandState | BidHandState, names: tuple[str, ...],
                action_words: Callable[[Any, Any], str], *, match_id: str = "history-hand") -> Walkthrough:
        """``hand`` (finished or not, of either game) from its deal, each step told as who did what, in the
        player's language: ``action_words(before, action)`` says an action taken in the hand ``before``
        ("Pick it up", "Play the J♥"; the window's words)."""
        seats = hand.rules.seats if isinstance(hand, BidHandState) else hand.rules.players
        info = MatchInfo(match_id, hand.rules, names[:seats], Level.STANDARD, Level.STANDARD, "walkthrough",
                         None)
        either: Any = hand  # a walk holds one game's hands; this one holds whichever ``hand`` is
        walk: HandWalk[Any] = HandWalk.of(model, info, either)
        walk.score_step = hand.result is not None
        history = hand.history

        def words(step: int) -> str:
            if step == 0:
                if hand.deal.dealer == 0:  # the player: a verb form of its own in some languages
                    return translate("Walkthrough", "You deal.")
                return translate("Walkthrough", "{player} deals.").format(player=names[hand.deal.dealer])
            if step > len(history):
                return translate("Walkthrough", "The hand is over.")
            seat, action = history[step - 1]
            said = action_words(walk.states[step - 1], action)
            return translate("Walkthrough", "{player}: {action}.").format(player=names[seat], action=said)

        return cls(model, walk, words)

    def result_summary(self) -> HandSummary | BidHandSummary | None:
        """The hand's result as the table's summary tells it; None for a hand not finished."""
        state = self.states[-1]
        if state.result is None:
            return None
        if isinstance(state, BidHandState):
            return bid_hand_summary(state, self.hand_index)
        return self.summary(state)

    @staticmethod
    def _replay() -> list[HandState]:
        """The hand after each step (checked by the engine, step by step)."""
        states = [HandState(WORKED_RULES, WORKED_DEAL, scores_before=WORKED_SCORES)]
        for step in WORKED_STEPS[1:]:
            assert step.action is not None
            state = states[-1].copy()
            state.apply(step.action)
            states.append(state)
        return states

    def words(self, step: int | None = None) -> str:
        """What the table shows at ``step`` (default: the current one), and why."""
        step = self.step if step is None else step
        if step == self.last and self.end_words is not None:
            return self.end_words
        if self._words is not None:
            return self._words(step)
        return translate("", _END_WORDS if step == self.last else WORKED_STEPS[step].words)
