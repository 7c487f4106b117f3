"""A finished hand in words: who made trump and how it ended, the sides' names, the match's winner.

Pure functions of the model's summaries, used by the hand's summary panel, the status line, the screen
reader, the hand history and the review (tested on their own in ``tests/ui/test_window_words.py``).
"""

from __future__ import annotations

from collections.abc import Sequence

from ..engine import HandOutcome
from ..language import translate_count, translated
from ..model import HandSummary, MatchSummary
from .bid_words import side_names
from .status import translate

__all__ = ["detail", "headline", "match_headline", "side_labels", "signed"]


def side_labels(names: Sequence[str]) -> list[str]:
    """How the sides are called: "You & Gloria" and "Hank & Luis" (partners alternate, three a side at Bid
    Euchre's six-seat table), or each player in cutthroat."""
    return side_names(names) if len(names) in (4, 6) else list(names)


def signed(points: int) -> str:
    """Points with their sign: "+2", "0", "-2"."""
    return f"+{points}" if points > 0 else str(points)


def _points(count: int) -> str:
    return translate_count("%n point(s)", "a side's points in a hand", count)


def headline(summary: HandSummary, names: Sequence[str]) -> str:
    """The one line that says how the hand ended and who scored."""
    labels = side_labels(names)
    outcome = summary.outcome
    best = max(summary.points, default=0)
    scorer = labels[summary.points.index(best)] if best > 0 else ""
    if outcome is HandOutcome.THROWN_IN:
        return translate("HandSummary", "Thrown in: everyone passed, no score")
    if outcome is HandOutcome.FARMER_REDEAL:
        return translate("HandSummary", "A farmer's hand: no score, the same dealer deals again")
    who = (translate("HandSummary", "you") if summary.reneger == 0
           else names[summary.reneger] if summary.reneger is not None else "")
    if outcome is HandOutcome.RENEGE:
        worst = min(summary.points, default=0)
        if best > 0:
            return translate("HandSummary", "Renege by {who}: {points} to {side}").format(
                who=who, points=_points(best), side=scorer)
        return translate("HandSummary", "Renege by {who}: {points} off {side}").format(
            who=who, points=_points(-worst), side=labels[summary.points.index(worst)])
    if summary.reneger is not None:
        # The hand was played out (no score for a renege): the side that reneged scores nothing for it.
        if best > 0:
            said = {HandOutcome.MARCH: translate("HandSummary",
                                                 "March! {points} to {side}, and a renege by {who}"),
                    HandOutcome.EUCHRED: translate("HandSummary",
                                                   "Euchred! {points} to {side}, and a renege by {who}")}.get(
                outcome, translate("HandSummary", "Made: {points} to {side}, and a renege by {who}"))
            return said.format(points=_points(best), side=scorer, who=who)
        said = {HandOutcome.MARCH: translate("HandSummary", "March, but {who} reneged: no score"),
                HandOutcome.EUCHRED: translate("HandSummary", "Euchred, but {who} reneged: no score")}.get(
            outcome, translate("HandSummary", "Made, but {who} reneged: no score"))
        return said.format(who=who)
    if outcome is HandOutcome.MARCH:
        said = (translate("HandSummary", "Lone march! {points} to {side}") if summary.maker_alone
                else translate("HandSummary", "March! {points} to {side}"))
    elif outcome is HandOutcome.EUCHRED:
        said = translate("HandSummary", "Euchred! {points} to {side}")
    else:
        said = translate("HandSummary", "Made: {points} to {side}")
    return said.format(points=_points(best), side=scorer)


def detail(summary: HandSummary, names: Sequence[str]) -> str:
    """Who named trump, alone or not, any lone defender, and the makers' tricks."""
    if summary.maker is None or summary.trump is None:
        return translate("HandSummary", "Nobody named trump.")
    maker = names[summary.maker]
    suit = translated(summary.trump.words)
    # The player's own seat has sentences of its own: a language may say "you" with another verb form.
    if summary.maker == 0:
        text = (translate("HandSummary", "You named {suit} and went alone.") if summary.maker_alone
                else translate("HandSummary", "You named {suit}.")).format(suit=suit)
    else:
        text = (translate("HandSummary", "{maker} named {suit} and went alone.") if summary.maker_alone
                else translate("HandSummary", "{maker} named {suit}.")).format(maker=maker, suit=suit)
    if summary.defender_alone == 0:
        text += " " + translate("HandSummary", "You defended alone.")
    elif summary.defender_alone is not None:
        defended = translate("HandSummary", "{name} defended alone.")
        text += " " + defended.format(name=names[summary.defender_alone])
    side = summary.maker % 2 if len(names) == 4 else summary.maker
    makers = maker if summary.maker_alone or len(names) == 3 else side_labels(names)[side]
    played = sum(summary.tricks_per_side)
    if played < 5:  # a renege stopped the hand
        took = translate("HandSummary", "{makers} took {tricks} of the {played} tricks played.")
    else:
        took = translate("HandSummary", "{makers} took {tricks} of the 5 tricks.")
    return f"{text} {took.format(makers=makers, tricks=summary.tricks_per_side[side], played=played)}"


def match_headline(result: MatchSummary, names: Sequence[str]) -> str:
    """Who won the match, and the final score."""
    score = translate("HandSummary", " to ").join(str(points)
                                                  for points in sorted(result.scores, reverse=True))
    if result.you_won:
        return translate("HandSummary", "You win the match, {score}!").format(score=score)
    label = side_labels(names)[result.winner]
    said = (translate("HandSummary", "{player} wins the match, {score}") if len(names) == 3
            else translate("HandSummary", "{side} win the match, {score}"))
    return said.format(player=label, side=label, score=score)
