"""The hand review in words: each decision's heading, its options' worth and cost, the marks, and the
perfect-information line.  Pure functions (no widget), tested on their own.

Worth is in points at the match score, as the Expert measures it (a march late in a match is worth less than
its two points when one would do); costs are how much worse than the best, to one decimal.
"""

from __future__ import annotations

from collections.abc import Sequence

from ...bots.expert import OptionStats
from ...bots.hints import action_words
from ...bots.perfect import PerfectLine
from ...bots.review import HandReview, Mark, ReviewedDecision, decision_points
from ...engine import Card, HandState, Phase, PlayerView, card_name
from ..hand_summary import side_labels

__all__ = [
    "MARK_WORDS",
    "accuracy_text",
    "decision_heading",
    "decision_line",
    "option_row",
    "perfect_text",
    "points_words",
    "progress_text",
    "view_heading",
]

MARK_WORDS = {Mark.NONE: "", Mark.SLIP: "Slip", Mark.BLUNDER: "Blunder"}
"""The word beside a marked decision (the colour is never the only sign)."""

_BIDDING = (Phase.BID_ROUND_1, Phase.BID_ROUND_2, Phase.BENNY_CALL)

_HEADINGS = {
    Phase.BID_ROUND_1: "Bidding, first round",
    Phase.BID_ROUND_2: "Bidding, second round",
    Phase.BENNY_CALL: "Naming trump for the Benny",
    Phase.DEALER_DISCARD: "Your discard",
    Phase.LONER_DISCARD: "Your discard, alone",
    Phase.PARTNER_GIVE: "Partner's best",
    Phase.DEFEND: "Defend alone?",
    Phase.FARMER: "A farmer's hand?",
    Phase.FARMER_RETURN: "A farmer's returns",
}


def decision_heading(decision: ReviewedDecision) -> str:
    """What the decision was about: "Bidding, first round", "Trick 3, your lead", "Trick 2, your card"."""
    return view_heading(decision.view)


def view_heading(view: PlayerView) -> str:
    """What the seat of ``view`` decides now, as ``decision_heading`` says it."""
    if view.phase is Phase.PLAY:
        number = len(view.tricks) + 1
        return f"Trick {number}, your lead" if not view.trick else f"Trick {number}, your card"
    return _HEADINGS.get(view.phase, "Your decision")


def decision_line(decision: ReviewedDecision) -> str:
    """One line for the list: the heading, what was chosen, and its cost or that it was the best."""
    view = decision.view
    chosen = action_words(view, decision.chosen)
    heading = decision_heading(decision)
    if decision.forced:
        return f"{heading}: {chosen} (the only choice)"
    if decision.cost is None:
        return f"{heading}: {chosen} (not valued)"
    if decision.chosen == decision.best:
        return f"{heading}: {chosen} · best"
    if decision.mark is Mark.NONE:
        return f"{heading}: {chosen} · about as good as the best"
    mark = MARK_WORDS[decision.mark]
    cost = f"costs {decision.cost:.1f}"
    better = f"better: {action_words(view, decision.best)}"
    return f"{heading}: {chosen} · {mark + ', ' if mark else ''}{cost} · {better}"


def option_row(decision: ReviewedDecision, option: OptionStats) -> tuple[str, str, str]:
    """An option's words, its worth ("+0.42") and its cost against the best ("best", "0.80")."""
    best = decision.options[0].utility if decision.options else option.utility
    cost = best - option.utility
    words = action_words(decision.view, option.action)
    if option.action == decision.chosen:
        words += "  (your choice)"
    return words, f"{option.utility:+.2f}", "best" if cost < 0.005 else f"{cost:.2f}"


def points_words(points: Sequence[int], names: Sequence[str]) -> str:
    """A hand's points as a player says them: "2 points to You & Gloria", "no points"."""
    labels = side_labels(names)
    best = max(points, default=0)
    if best <= 0:
        return "no points"
    return f"{best} point{'s' if best != 1 else ''} to {labels[list(points).index(best)]}"


def perfect_text(line: PerfectLine | None, hand: HandState, names: Sequence[str], seat: int = 0) -> str:
    """The perfect-information line for ``seat``'s side: what the hand could have scored with every card
    seen, and how (and, when it was another, the best first bid with every card seen)."""
    if line is None:
        return "Nobody named trump, so there was no play to look at with every card seen."
    could = points_words(line.play_points, names)
    did = points_words(line.actual_points, names)
    if line.play_points == line.actual_points:
        text = f"With every card seen, this hand could have scored the same, {could}"
    else:
        text = f"With every card seen, this hand could have scored {could} (it scored {did})"
    if line.play_cards:
        text += f", like this: {_tricks_text(line.play_cards, hand, names)}"
    else:
        text += "."
    best = line.best_bid
    first_bid = next(((view, chosen) for _index, view, chosen in decision_points(hand, seat)
                      if view.phase in _BIDDING), None)
    if best is not None and first_bid is not None and best.action != first_bid[1]:
        text += f" Seeing every card, your best first bid was {action_words(first_bid[0], best.action)}."
    return text


def _tricks_text(cards: Sequence[tuple[int, Card]], hand: HandState, names: Sequence[str]) -> str:
    """The cards trick by trick: "1. Gloria A♣, Luis 10♣, you 9♠, Hank K♣; 2. …"."""
    per_trick = len(hand.active_seats)
    two = hand.rules.benny_is_two_of_spades
    parts = []
    for start in range(0, len(cards), per_trick):
        trick = cards[start:start + per_trick]
        played = ", ".join(f"{'you' if seat == 0 else names[seat]} {card_name(card, two_of_spades=two)}"
                           for seat, card in trick)
        parts.append(f"{start // per_trick + 1}. {played}")
    return "; ".join(parts) + "."


def progress_text(done: int, total: int, finished: bool) -> str:
    """The review's progress: "Valuing your decisions: 3 of 9…", then what it found."""
    if total == 0:
        return "You made no decision in this hand." if finished else "Looking at the hand…"
    if not finished:
        return f"Valuing your decisions: {done} of {total}…"
    return f"All {total} of your decisions valued." if total != 1 else "Your one decision valued."


def accuracy_text(review: HandReview) -> str:
    """The hand's accuracy in words: the mistakes marked, the share of choices without one, and the points
    given away per choice."""
    if review.accuracy is None or review.average_cost is None:
        return "Every decision was forced: nothing to judge."
    mistakes = review.mistakes()
    blunders = len(review.mistakes(Mark.BLUNDER))
    if not mistakes:
        said = "No mistakes: every choice was the best or close to it."
    else:
        plural = "s" if blunders != 1 else ""
        said = f"{len(mistakes)} marked ({blunders} blunder{plural}); choose one to see it on the table."
    return (f"{said} Accuracy {round(review.accuracy * 100)}%, about {review.average_cost:.2f} points given "
            "away per choice.")
