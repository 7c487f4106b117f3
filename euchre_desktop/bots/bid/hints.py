"""Hints for Bid Euchre: the Expert's choice for a seat, with one short sentence that says why.

The sentence comes from what the search found (the chance to make the bid or to set the bidders, how far
behind the next-best option is) and from the hand itself (bowers, trump length, top cards, voids), e.g.

* "Bid 4 spades: the right bower, the left bower and two more trump, the A♥; about 70% to make it."
* "Pass: bidding 3 hearts would be set about half the time."
* "Play the A♣: the K♣ would score 1.5 points less on average; about 80% to make the bid."

The words are the Euchre hints' own (``bots.hints``: "about 70%", "almost always"), so the two games speak
alike; like them, a reason is a ``Phrase``, put in the player's language where it is shown.
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Sequence

from ...engine import BENNY, Card, Suit, left_bower, right_bower
from ...engine.bid import BidAction, BidActionKind, BidView, Strain, card_suit, trick_winner
from ...engine.phrase import Number, Phrase, phrase
from ...engine.translatable import N_
from ..hints import (
    Hint,
    _chance,
    _count_word,
    _joined,
    _listed,
    _percent,
    _sentence,
    _the,
    as_well_as_any_words,
    forced_hint,
    more_trump,
    partner_winning_words,
    points_less_words,
    same_result_words,
    suit_words,
    trump_count,
    void_words,
)
from .cards import own_power
from .easy import TOP_PLAIN
from .expert import BidAnalysis, BidOption, ExpertBidBot

__all__ = ["BidHint", "bid_hint", "describe_bid_holding"]


# For annotations only: build with ``Hint(...)``; calling the alias fails (a frozen, slotted dataclass
# refuses the ``__orig_class__`` a generic alias sets on what it builds).
BidHint = Hint[BidAction]
"""A Bid Euchre hint.  Its ``details``: ``make`` (the chance the contract is made; for a bid, this side's
contract when it stands), ``ours`` (the chance our side holds it), ``points`` (expected points, ours minus
theirs), ``runner_up`` and ``margin`` (the next-best option and how far behind it is), ``samples``."""


def bid_hint(view: BidView, rng: random.Random, expert: ExpertBidBot | None = None) -> BidHint:
    """The Expert's choice for ``view`` (the seat to act) with a reason a player reads."""
    forced = forced_hint(view.legal_actions, view.seat, view.phase, lambda action: _verb(view, action),
                         lambda action: action.kind is BidActionKind.PLAY)
    if forced is not None:
        return forced
    analysis = (expert or ExpertBidBot()).analyse(view, rng)
    chosen = analysis.options[0]
    runner = analysis.options[1] if len(analysis.options) > 1 else None
    make = chosen.ours_made if chosen.action.kind is BidActionKind.BID else chosen.made
    details: dict[str, float | str] = {"make": round(make, 3), "ours": round(chosen.ours, 3),
                                       "points": round(chosen.points, 3), "samples": analysis.samples}
    if runner is not None:
        details["runner_up"] = str(_verb(view, runner.action)).lower()
        details["margin"] = round(chosen.points - runner.points, 3)
    return Hint(chosen.action, _reason(view, analysis, chosen, runner), details)


def describe_bid_holding(hand: Sequence[Card], strain: Strain) -> Phrase:
    """The hand's strength in ``strain`` in a few words: "both right bowers and three more trump, the A♣".

    Counted trump with the bowers and the Benny named, then the top cards of the other suits (the aces, or
    the nines in no-trump low), then the voids.
    """
    parts: list[Phrase] = []
    trump = strain.suit
    trumps = [c for c in hand if card_suit(c, strain) == trump]
    if trump is not None:
        named = []
        for card, one, two in ((BENNY, N_("the Benny"), N_("the Benny")),
                               (right_bower(trump), N_("the right bower"), N_("both right bowers")),
                               (left_bower(trump), N_("the left bower"), N_("both left bowers"))):
            copies = trumps.count(card)
            if copies:
                named.append(phrase(two if copies == 2 else one))
        others = len(trumps) - sum(1 for c in trumps if c in (BENNY, right_bower(trump), left_bower(trump)))
        if named and others:
            named.append(more_trump(others))
        parts.append(_listed(named) if named else trump_count(len(trumps)))
    tops = sorted({c for c in hand if own_power(c, strain) == TOP_PLAIN and card_suit(c, strain) != trump})
    if tops:
        parts.append(_listed([phrase(N_("the {card} twice"), card=str(card)) if list(hand).count(card) == 2
                              else _the(str(card)) for card in tops]))
    held = {card_suit(c, strain) for c in hand}
    voids = [suit for suit in Suit if suit not in held and suit != trump]
    if voids and len(trumps) >= 2:
        parts.append(void_words(voids))
    return _joined(parts) if parts else phrase(N_("nothing high"))


# ------------------------------------------------------------------------------------------- wording

_STRAINS = {Strain.HIGH: N_("no-trump high"), Strain.LOW: N_("no-trump low")}
"""The no-trump strains in a sentence (a suit's strain is the suit's word)."""


def _strain(strain: Strain) -> Phrase:
    """A strain in a sentence: "hearts", "no-trump high"."""
    return suit_words(strain.suit) if strain.suit is not None else phrase(_STRAINS[strain])


def _verb(view: BidView, action: BidAction) -> Phrase:
    if action.kind is BidActionKind.PASS:
        return phrase(N_("Pass"))
    if action.kind is BidActionKind.BID:
        assert action.bid is not None
        bid = action.bid
        if bid.moon and bid.help == 1:
            return phrase(N_("Shoot the moon in {strain}, taking one from partner"),
                          strain=_strain(bid.strain))
        if bid.moon and bid.help:
            return phrase(N_("Shoot the moon in {strain}, taking {count} from partner"),
                          strain=_strain(bid.strain), count=_count_word(bid.help))
        if bid.moon:
            return phrase(N_("Shoot the moon in {strain}"), strain=_strain(bid.strain))
        return phrase(N_("Bid {tricks} {strain}"), tricks=bid.tricks, strain=_strain(bid.strain))
    card = str(action.card)
    if action.kind is BidActionKind.GIVE:
        return phrase(N_("Give the {card}"), card=card)
    if action.kind is BidActionKind.DISCARD:
        return phrase(N_("Discard the {card}"), card=card)
    return phrase(N_("Play the {card}") if view.trick else N_("Lead the {card}"), card=card)


def _outcome(view: BidView, option: BidOption) -> Phrase | None:
    """The chance the player cares about: to make the bid when ours, to set the bidders when theirs."""
    if option.ours >= 1 - 1e-9:
        return phrase(N_("{chance} to make the bid"), chance=_chance(option.made))
    if option.ours <= 1e-9 and view.contract is not None:
        return phrase(N_("{chance} to set them"), chance=_chance(1.0 - option.made))
    return None


def _reason(view: BidView, analysis: BidAnalysis, chosen: BidOption, runner: BidOption | None) -> Phrase:
    action = chosen.action
    verb = _verb(view, action)
    if action.kind is BidActionKind.BID:
        assert action.bid is not None
        holding = describe_bid_holding(view.hand, action.bid.strain)
        if action.bid.moon:
            every = phrase(N_("{chance} to take every trick for {points} points"),
                           chance=_chance(chosen.ours_made), points=view.rules.moon_points)
            return _sentence(verb, holding, every)
        chance = phrase(N_("{chance} to make it"), chance=_chance(chosen.ours_made))
        if chosen.ours < 0.05:
            chance = phrase(N_("the others will almost always bid over it, but it still scores best of your "
                               "options"))
        elif chosen.ours < 0.9:
            chance = phrase(N_("{chance} to make it if it stands (outbid {often})"),
                            chance=_chance(chosen.ours_made), often=_percent(1.0 - chosen.ours))
        if BidAction.pass_() not in view.legal_actions:
            best = phrase(N_("stuck as dealer, {strain} is your best bid ({holding})"),
                          strain=_strain(action.bid.strain), holding=holding)
            return _sentence(verb, best, chance)
        return _sentence(verb, holding, chance)
    if action.kind is BidActionKind.PASS:
        if runner is None or runner.action.bid is None:
            return _sentence(verb, phrase(N_("nothing here is worth bidding")))
        alternative = dataclasses.replace(_verb(view, runner.action), mid_sentence=True)
        set_chance = 1.0 - runner.made
        if set_chance >= 0.3:
            return _sentence(verb, phrase(N_("if you {alternative} you would be set {often}"),
                                          alternative=alternative, often=_percent(set_chance)))
        gain = Number(chosen.points - runner.points, points=True)
        return _sentence(verb, phrase(N_("passing scores {points} more on average than if you {alternative}"),
                                      points=gain, alternative=alternative))
    if action.kind is BidActionKind.GIVE:
        return _sentence(verb, phrase(N_("your strongest card, for partner's moon")))
    if action.kind is BidActionKind.DISCARD:
        return _sentence(verb, phrase(N_("the card your moon will miss least")))
    return _play_reason(view, analysis, chosen, verb)


def _play_reason(view: BidView, analysis: BidAnalysis, chosen: BidOption, verb: Phrase) -> Phrase:
    if not analysis.samples:  # the book's card, played without a search (six seats, many cards still out)
        return _sentence(verb, phrase(N_("the usual play here; with this many cards still out, looking "
                                         "further ahead finds nothing better")))
    outcome = _outcome(view, chosen)
    worse = [o for o in analysis.options[1:] if abs(o.points - chosen.points) > 1e-9]
    if not worse:
        return _sentence(verb, same_result_words(), outcome)
    strain = view.strain
    assert strain is not None
    if view.trick:
        winner = trick_winner(view.trick, strain)
        if winner % 2 == view.side and winner != view.seat:
            card = next(card for seat, card in view.trick if seat == winner)
            return _sentence(verb, partner_winning_words(str(card)), outcome)
    other = worse[0]
    gap = chosen.points - other.points
    if gap < 0.05:
        return _sentence(verb, as_well_as_any_words(), outcome)
    return _sentence(verb, points_less_words(str(other.action.card), gap), outcome)
