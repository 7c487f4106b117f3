"""A finished hand in words: who made trump and how it ended, the sides' names, the match's winner.

Pure functions of the model's summaries, used by the hand's summary panel, the status line, the screen
reader, the hand history and the review (tested on their own in ``tests/ui/test_window_words.py``), and for
the sides' names by Bid Euchre's words too (``bid_words``), so both games name a side alike.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..engine import HandOutcome, Renege
from ..language import translate_count, translated
from ..model import HandSummary, MatchSummary
from ..model.table_events import RenegeFound
from .status import renege_cost, translate

__all__ = ["detail", "headline", "match_headline", "renege_told", "scorers_words", "side_labels",
           "side_names", "side_words", "signed"]


def side_names(names: Sequence[str]) -> list[str]:
    """The sides as the score calls them: "You & Gloria" and "Hank & Luis", or at Bid Euchre's six seats "You,
    Gloria & Mabel" (partners alternate)."""
    sides = [[names[seat] for seat in range(side, len(names), 2)] for side in (0, 1)]
    return [", ".join(side[:-1]) + " & " + side[-1] for side in sides]


def side_labels(names: Sequence[str]) -> list[str]:
    """How the sides are called: "You & Gloria" and "Hank & Luis" (partners alternate, three a side at Bid
    Euchre's six-seat table), or each player in cutthroat."""
    return side_names(names) if len(names) in (4, 6) else list(names)


def side_words(side: int, names: Sequence[str]) -> str:
    """A side named within a sentence, as a player says it: "you and Gloria" and "Hank and Luis"; at six
    seats, where three names would read as a list, "your side" and "the other side"; in cutthroat, where each
    player is a side, "you" or the player's name."""
    if len(names) == 6:
        return (translate("HandSummary", "your side") if side == 0
                else translate("HandSummary", "the other side"))
    if len(names) == 3:
        return translate("HandSummary", "you") if side == 0 else names[side]
    if side == 0:
        return translate("HandSummary", "you and {partner}").format(partner=names[2])
    return translate("HandSummary", "{first} and {second}").format(first=names[1], second=names[3])


def scorers_words(points: Sequence[int], names: Sequence[str]) -> tuple[str, bool]:
    """Who gained the most points in a hand, within a sentence, and whether they are two players who each
    gained them (a euchre in cutthroat pays both defenders): ("Hank and Luis", False), ("you and Luis",
    True).  Someone gained points."""
    best = max(points)
    words = [side_words(side, names) for side, gained in enumerate(points) if gained == best]
    if len(words) == 1:
        return words[0], False
    first, second = words
    return translate("HandSummary", "{first} and {second}").format(first=first, second=second), True


def signed(points: int) -> str:
    """Points with their sign: "+2", "0", "-2"."""
    return f"+{points}" if points > 0 else str(points)


def _points(count: int, *, each: bool = False) -> str:
    if each:
        return translate_count("%n point(s) each", "what each of two players scored in a hand (a euchre in "
                               "cutthroat pays both defenders)", count)
    return translate_count("%n point(s)", "a side's points in a hand", count)


def headline(summary: HandSummary, names: Sequence[str]) -> str:
    """The one line that says how the hand ended and who scored: "Euchred! 2 points to you and Gloria",
    "Made: 1 point to Hank and Luis"."""
    outcome = summary.outcome
    best = max(summary.points, default=0)
    scorers, each = scorers_words(summary.points, names) if best > 0 else ("", False)
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
                who=who, points=_points(best, each=each), side=scorers)
        return translate("HandSummary", "Renege by {who}: {points} off {side}").format(
            who=who, points=_points(-worst), side=side_words(summary.points.index(worst), names))
    if summary.reneger is not None:
        # The hand was played out (no score for a renege): the side that reneged scores nothing for it.
        if best > 0:
            said = {HandOutcome.MARCH: translate("HandSummary",
                                                 "March! {points} to {side}, and a renege by {who}"),
                    HandOutcome.EUCHRED: translate("HandSummary",
                                                   "Euchred! {points} to {side}, and a renege by {who}")}.get(
                outcome, translate("HandSummary", "Made: {points} to {side}, and a renege by {who}"))
            return said.format(points=_points(best, each=each), side=scorers, who=who)
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
    return said.format(points=_points(best, each=each), side=scorers)


def detail(summary: HandSummary, names: Sequence[str]) -> str:
    """Who named trump, alone or not, and the makers' tricks, then any lone defender: "Hank named hearts;
    Hank and Luis took 3 of the 5 tricks.", "You named clubs, went alone and took 4 of the 5 tricks. Luis
    defended alone."."""
    if summary.maker is None or summary.trump is None:
        return translate("HandSummary", "Nobody named trump.")
    side = summary.maker % 2 if len(names) == 4 else summary.maker
    tricks, played = summary.tricks_per_side[side], sum(summary.tricks_per_side)
    if played < 5:  # a renege stopped the hand
        taken = translate_count("%n of the {played} tricks played", "the makers' tricks when a renege "
                                "stopped the hand", tricks).format(played=played)
    else:
        taken = translate_count("%n of the 5 tricks", "the makers' tricks", tricks)
    # The player's own seat has sentences of its own: a language may say "you" with another verb form.  A
    # lone maker (every maker in cutthroat) took the tricks alone, so the sentence names nobody else.
    you = summary.maker == 0
    if summary.maker_alone:
        said = (translate("HandSummary", "You named {suit}, went alone and took {taken}.") if you
                else translate("HandSummary", "{maker} named {suit}, went alone and took {taken}."))
    else:
        said = (translate("HandSummary", "You named {suit}; {makers} took {taken}.") if you
                else translate("HandSummary", "{maker} named {suit}; {makers} took {taken}."))
    text = said.format(maker=names[summary.maker], suit=translated(summary.trump.words),
                       makers=side_words(side, names), taken=taken)
    if summary.defender_alone == 0:
        text += " " + translate("HandSummary", "You defended alone.")
    elif summary.defender_alone is not None:
        defended = translate("HandSummary", "{name} defended alone.")
        text += " " + defended.format(name=names[summary.defender_alone])
    return text


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


def renege_told(found: RenegeFound, names: Sequence[str]) -> tuple[str, str]:
    """A renege come to light, for the status line (the sides named within the sentence, ``side_words``)
    and for the bubble by the offender's plate (the sides' labels: "You & Gloria", or each player in
    cutthroat)."""
    labels = side_labels(names)
    offenders = side_words(found.side, names)
    others = translate("Status", " and ").join(side_words(side, names) for side in range(len(labels))
                                               if side != found.side)
    said = (translate("Status", "Renege by you: the {played} did not follow {suit} in trick {trick}, but the "
                      "{card}, played now, was already in hand.") if found.seat == 0 else
            translate("Status", "Renege by {name}: the {played} did not follow {suit} in trick {trick}, but "
                      "the {card}, played now, was already in hand."))
    said = said.format(name=names[found.seat], played=found.played, suit=translated(found.suit.words),
                       trick=found.trick, card=found.card)
    cost = renege_cost(found.penalty, offenders, others)
    # Short, for the bubble by the offender's plate: whose points move, or that theirs is lost.
    others_label = translate("Status", " and ").join(label for side, label in enumerate(labels)
                                                     if side != found.side)
    short = {Renege.PENALTY_TO_INNOCENT: f"+2 {others_label}",
             Renege.PENALTY_DEDUCTED: f"-2 {labels[found.side]}"}
    bubble = translate("Status", "Renege: {cost}").format(
        cost=short.get(found.penalty, translate("Status", "no score this hand")))
    return f"{said} {cost[0].upper()}{cost[1:]}.", bubble
