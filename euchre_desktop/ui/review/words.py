"""The hand review in words: each decision's heading, its options' worth and cost, the marks, and the
perfect-information line.  Pure functions (no widget), tested on their own.

Worth is in points at the match score, as the Expert measures it (a march late in a match is worth less than
its two points when one would do); costs are how much worse than the best, to one decimal.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication

from ...bots.expert import OptionStats
from ...bots.hints import action_words
from ...bots.perfect import PerfectLine
from ...bots.review import HandReview, Mark, ReviewedDecision, decision_points
from ...engine import Action, Card, HandState, Phase, PlayerView, card_name
from ...engine.phrase import Number
from ...engine.translatable import N_
from ...language import said, translate_count, translated
from ..hand_words import scorers_words

__all__ = [
    "accuracy_text",
    "choice_words",
    "decision_heading",
    "decision_line",
    "mark_words",
    "number",
    "option_row",
    "perfect_text",
    "points_words",
    "progress_text",
    "view_heading",
]

# Qt's translation, by the name lupdate looks for: translate("ReviewWords", ...) goes in the catalogue.
translate = QCoreApplication.translate

_MARK_WORDS = {Mark.NONE: "", Mark.SLIP: N_("Slip"), Mark.BLUNDER: N_("Blunder")}
"""The word beside a marked decision (the colour is never the only sign)."""

_BIDDING = (Phase.BID_ROUND_1, Phase.BID_ROUND_2, Phase.BENNY_CALL)

_HEADINGS = {
    Phase.BID_ROUND_1: N_("Bidding, first round"),
    Phase.BID_ROUND_2: N_("Bidding, second round"),
    Phase.BENNY_CALL: N_("Naming trump for the Benny"),
    Phase.DEALER_DISCARD: N_("Your discard"),
    Phase.LONER_DISCARD: N_("Your discard, alone"),
    Phase.PARTNER_GIVE: N_("Partner's best"),
    Phase.DEFEND: N_("Defend alone?"),
    Phase.FARMER: N_("A farmer's hand?"),
    Phase.FARMER_RETURN: N_("A farmer's returns"),
}


def mark_words(mark: Mark) -> str:
    """The word beside a marked decision: "Slip", "Blunder" ("" for none)."""
    words = _MARK_WORDS[mark]
    return translated(words) if words else ""


def number(value: float, decimals: int = 1, *, signed: bool = False, points: bool = False) -> str:
    """A number in the locale's writing ("1.3", "1,3" in French), with its sign when ``signed`` ("+0.42"),
    and with ``points`` the word "points" agreeing with it ("0,4 point" in French)."""
    return said(Number(value, decimals, signed, points))


def choice_words(view: PlayerView, action: Action) -> str:
    """An action as a player says it, in the player's language: "Order it up", "Lead the A♣"."""
    return said(action_words(view, action))


def decision_heading(decision: ReviewedDecision) -> str:
    """What the decision was about: "Bidding, first round", "Trick 3, your lead", "Trick 2, your card"."""
    return view_heading(decision.view)


def view_heading(view: PlayerView) -> str:
    """What the seat of ``view`` decides now, as ``decision_heading`` says it."""
    if view.phase is Phase.PLAY:
        heading = (translate("ReviewWords", "Trick {number}, your lead") if not view.trick
                   else translate("ReviewWords", "Trick {number}, your card"))
        return heading.format(number=len(view.tricks) + 1)
    return translated(_HEADINGS.get(view.phase, N_("Your decision")))


def decision_line(decision: ReviewedDecision) -> str:
    """One line for the list: the heading, what was chosen, and its cost or that it was the best."""
    view = decision.view
    chosen = choice_words(view, decision.chosen)
    heading = decision_heading(decision)
    if decision.forced:
        line = translate("ReviewWords", "{heading}: {choice} (the only choice)")
    elif decision.cost is None:
        line = translate("ReviewWords", "{heading}: {choice} (not valued)")
    elif decision.chosen == decision.best:
        line = translate("ReviewWords", "{heading}: {choice} · best")
    elif decision.mark is Mark.NONE:
        line = translate("ReviewWords", "{heading}: {choice} · about as good as the best")
    else:
        marked = translate("ReviewWords", "{heading}: {choice} · {mark}, costs {cost} · better: {better}")
        return marked.format(heading=heading, choice=chosen, mark=mark_words(decision.mark),
                             cost=number(decision.cost), better=choice_words(view, decision.best))
    return line.format(heading=heading, choice=chosen)


def option_row(decision: ReviewedDecision, option: OptionStats) -> tuple[str, str, str]:
    """An option's words, its worth ("+0.42") and its cost against the best ("best", "0.80")."""
    best = decision.options[0].utility if decision.options else option.utility
    cost = best - option.utility
    words = choice_words(decision.view, option.action)
    if option.action == decision.chosen:
        words = translate("ReviewWords", "{option} (your choice)").format(option=words)
    worth = number(option.utility, 2, signed=True)
    return words, worth, translate("ReviewWords", "best") if cost < 0.005 else number(cost, 2)


def points_words(points: Sequence[int], names: Sequence[str]) -> str:
    """A hand's points as a player says them: "2 points to you and Gloria", "2 points each to you and Luis"
    (a euchre in cutthroat), "no points"."""
    if max(points, default=0) <= 0:
        return translate("ReviewWords", "no points")
    scorers, each = scorers_words(points, names)
    words = (translate_count("%n point(s) each to {side}", "what each of two players scored in a hand (a "
                             "euchre in cutthroat pays both defenders)", max(points)) if each else
             translate_count("%n point(s) to {side}", "the points a side scored in a hand", max(points)))
    return words.format(side=scorers)


def perfect_text(line: PerfectLine | None, hand: HandState, names: Sequence[str], seat: int = 0) -> str:
    """The perfect-information line for ``seat``'s side: what the hand could have scored with every card
    seen, and how (and, when it was another, the best first bid with every card seen)."""
    if line is None:
        return translate("ReviewWords", "Nobody named trump, so there was no play to look at with every card "
                         "seen.")
    could = points_words(line.play_points, names)
    did = points_words(line.actual_points, names)
    if line.play_points == line.actual_points:
        text = translate("ReviewWords", "Played with every card seen, this hand scores what it did, {could}")
    else:
        text = translate("ReviewWords", "With every card seen, this hand could have scored {could} (it "
                         "scored {did})")
    text = text.format(could=could, did=did)
    if line.play_cards:
        text = translate("ReviewWords", "{scored}, like this: {tricks}").format(
            scored=text, tricks=_tricks_text(line.play_cards, hand, names))
    else:
        text = translate("ReviewWords", "{scored}.").format(scored=text)
    best = line.best_bid
    first_bid = next(((view, chosen) for _index, view, chosen in decision_points(hand, seat)
                      if view.phase in _BIDDING), None)
    if best is not None and first_bid is not None and best.action != first_bid[1]:
        text += " " + translate("ReviewWords", "Had you seen every card (no player can), your best first bid "
                                "was {bid}.").format(
            bid=choice_words(first_bid[0], best.action))
    return text


def _tricks_text(cards: Sequence[tuple[int, Card]], hand: HandState, names: Sequence[str]) -> str:
    """The cards trick by trick: "1. Gloria A♣, Luis 10♣, you 9♠, Hank K♣; 2. …"."""
    per_trick = len(hand.active_seats)
    two = hand.rules.benny_is_two_of_spades
    parts = []
    for start in range(0, len(cards), per_trick):
        trick = cards[start:start + per_trick]
        played = ", ".join((translate("ReviewWords", "you {card}") if seat == 0
                            else translate("ReviewWords", "{player} {card}")).format(
                                player=names[seat], card=card_name(card, two_of_spades=two))
                           for seat, card in trick)
        parts.append(translate("ReviewWords", "{number}. {cards}").format(number=start // per_trick + 1,
                                                                          cards=played))
    return "; ".join(parts) + "."


def progress_text(done: int, total: int, finished: bool) -> str:
    """The review's progress: "Valuing your decisions: 3 of 9…", then what it found."""
    if total == 0:
        return (translate("ReviewWords", "You made no decision in this hand.") if finished
                else translate("ReviewWords", "Looking at the hand…"))
    if not finished:
        return translate("ReviewWords", "Valuing your decisions: {done} of {total}…").format(done=done,
                                                                                             total=total)
    if total == 1:
        return translate("ReviewWords", "Your one decision valued.")
    return translate("ReviewWords", "All {total} of your decisions valued.").format(total=total)


def accuracy_text(review: HandReview) -> str:
    """The hand's accuracy in words: the mistakes marked, the share of choices without one, and the points
    given away per choice."""
    if review.accuracy is None or review.average_cost is None:
        return translate("ReviewWords", "Every decision was forced: nothing to judge.")
    mistakes = review.mistakes()
    blunders = len(review.mistakes(Mark.BLUNDER))
    if not mistakes:
        found = translate("ReviewWords", "No mistakes: every choice was the best or close to it.")
    else:
        found = translate_count("%n marked ({blunders}); choose one to see it on the table.",
                                "the decisions marked as mistakes", len(mistakes)).format(
            blunders=translate_count("%n blunder(s)", "big mistakes", blunders))
    return translate("ReviewWords", "{found} Accuracy {percent}%, about {cost} given away per "
                     "choice.").format(found=found, percent=round(review.accuracy * 100),
                                       cost=number(review.average_cost, 2, points=True))
