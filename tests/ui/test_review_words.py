"""The hand review in words: a decision's line, the progress, the points and the perfect line."""

from __future__ import annotations

import dataclasses

from euchre_desktop.bots.expert import ExpertBot
from euchre_desktop.bots.perfect import perfect_line
from euchre_desktop.bots.review import HandReview, review_decisions
from euchre_desktop.engine import Action
from euchre_desktop.ui.review.words import (
    accuracy_text,
    decision_line,
    option_row,
    perfect_text,
    points_words,
    progress_text,
)
from tests.review_hands import blunder_hand

NAMES = ("You", "Hank", "Gloria", "Luis")


def test_a_decisions_line_says_the_choice_and_its_cost_in_words_not_colour_alone() -> None:
    hand = blunder_hand()
    decisions = list(review_decisions(hand, 0, expert=ExpertBot(budget_ms=1.0, min_samples=3, max_samples=3,
                                                                time_cap=10_000)))
    trumped = next(d for d in decisions if d.chosen == Action.from_text("play JH"))
    blunder = dataclasses.replace(trumped, best=Action.from_text("play 9S"), cost=1.26)
    assert decision_line(blunder) == ("Trick 1, your card: Play the J♥ · Blunder, costs 1.3 · better: "
                                      "Play the 9♠")
    slip = dataclasses.replace(blunder, cost=0.3)
    assert "· Slip, costs 0.3 ·" in decision_line(slip)
    close = dataclasses.replace(blunder, cost=0.1)
    assert decision_line(close).endswith("Play the J♥ · about as good as the best")
    assert decision_line(decisions[-1]).endswith("(the only choice)")
    assert decision_line(decisions[0]).startswith("Bidding, first round: Order it up")


def test_an_option_says_it_was_your_choice_after_one_space() -> None:
    hand = blunder_hand()
    expert = ExpertBot(budget_ms=1.0, min_samples=3, max_samples=3, time_cap=10_000)
    played = Action.from_text("play JH")
    trumped = next(d for d in review_decisions(hand, 0, expert=expert) if d.chosen == played)
    yours = next(option for option in trumped.options if option.action == trumped.chosen)
    assert option_row(trumped, yours)[0] == "Play the J♥ (your choice)"


def test_progress_and_points_in_words() -> None:
    assert progress_text(2, 6, False) == "Valuing your decisions: 2 of 6…"
    assert progress_text(6, 6, True) == "All 6 of your decisions valued."
    assert progress_text(0, 0, True) == "You made no decision in this hand."
    assert points_words((0, 2), NAMES) == "2 points to Hank and Luis"
    assert points_words((1, 0), NAMES) == "1 point to you and Gloria"
    assert points_words((2, 0, 2), ("You", "Hank", "Luis")) == "2 points each to you and Luis"
    assert points_words((0, 0), NAMES) == "no points"


def test_the_perfect_line_says_what_the_hand_could_have_scored_and_how() -> None:
    hand = blunder_hand()
    text = perfect_text(perfect_line(hand, 0), hand, NAMES)
    assert text.startswith("With every card seen, this hand could have scored ")
    assert ", like this: 1. Gloria " in text and "; 5. " in text
    line = perfect_line(hand, 0)
    assert line is not None
    same = dataclasses.replace(line, play_points=line.actual_points, play_cards=())
    assert perfect_text(same, hand, NAMES).startswith("Played with every card seen, this hand scores what it "
                                                      "did, ")
    assert perfect_text(None, hand, NAMES).startswith("Nobody named trump")


def test_the_accuracy_in_words() -> None:
    hand = blunder_hand()
    decisions = tuple(review_decisions(hand, 0, expert=ExpertBot(budget_ms=1.0, min_samples=3, max_samples=3,
                                                                 time_cap=10_000)))
    trumped = next(i for i, d in enumerate(decisions) if d.chosen == Action.from_text("play JH"))
    marked = tuple(dataclasses.replace(d, cost=1.0 if i == trumped else 0.0) for i, d in enumerate(decisions))
    text = accuracy_text(HandReview(0, marked, None))
    valued = sum(not d.forced for d in marked)
    assert text == (f"1 marked (1 blunder); choose one to see it on the table. Accuracy "
                    f"{round(100 * (valued - 1) / valued)}%, about {1 / valued:.2f} points given away per "
                    "choice.")
    forced = tuple(d for d in marked if d.forced)
    assert accuracy_text(HandReview(0, forced, None)) == "Every decision was forced: nothing to judge."
