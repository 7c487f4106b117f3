"""Hints for Bid Euchre: the Expert's choice for a seat, with one short sentence that says why.

The sentence comes from what the search found (the chance to make the bid or to set the bidders, how far
behind the next-best option is) and from the hand itself (bowers, trump length, top cards, voids), e.g.

* "Bid 4 spades: the right bower, the left bower and two more trump, the A♥; about 70% to make it."
* "Pass: bidding 3 hearts would be set about half the time."
* "Play the A♣: the K♣ would score 1.5 points less on average; about 80% to make the bid."

The words are the Euchre hints' own (``bots.hints``: "about 70%", "almost always"), so the two games speak
alike.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from ...engine import BENNY, Card, Suit, left_bower, right_bower
from ...engine.bid import BidAction, BidActionKind, BidView, Strain, card_suit, trick_winner
from ..hints import Hint, _chance, _count_word, _percent, _sentence, forced_hint
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
        details["runner_up"] = _verb(view, runner.action).lower()
        details["margin"] = round(chosen.points - runner.points, 3)
    return Hint(chosen.action, _reason(view, analysis, chosen, runner), details)


def describe_bid_holding(hand: Sequence[Card], strain: Strain) -> str:
    """The hand's strength in ``strain`` in a few words: "both right bowers and three more trump, the A♣".

    Counted trump with the bowers and the Benny named, then the top cards of the other suits (the aces, or
    the nines in no-trump low), then the voids.
    """
    parts = []
    trump = strain.suit
    trumps = [c for c in hand if card_suit(c, strain) == trump]
    if trump is not None:
        named = []
        for card, name in ((BENNY, "the Benny"), (right_bower(trump), "right bower"),
                           (left_bower(trump), "left bower")):
            copies = trumps.count(card)
            if copies:
                named.append(name if name == "the Benny" else ("both " if copies == 2 else "the ") + name
                             + ("s" if copies == 2 else ""))
        others = len(trumps) - sum(1 for c in trumps if c in (BENNY, right_bower(trump), left_bower(trump)))
        if named and others:
            named.append(f"{_count_word(others)} more trump")
        if named:
            parts.append(named[0] if len(named) == 1 else ", ".join(named[:-1]) + " and " + named[-1])
        else:
            parts.append(f"{_count_word(len(trumps))} trump")
    tops = sorted({c for c in hand if own_power(c, strain) == TOP_PLAIN and card_suit(c, strain) != trump})
    if tops:
        words = [f"the {card}" + (" twice" if list(hand).count(card) == 2 else "") for card in tops]
        parts.append(" and ".join(words) if len(words) < 3 else ", ".join(words[:-1]) + " and " + words[-1])
    held = {card_suit(c, strain) for c in hand}
    voids = [suit.name.lower() for suit in Suit if suit not in held and suit != trump]
    if voids and len(trumps) >= 2:
        parts.append("void in " + " and ".join(voids))
    return ", ".join(parts) if parts else "nothing high"


# ------------------------------------------------------------------------------------------- wording


def _verb(view: BidView, action: BidAction) -> str:
    if action.kind is BidActionKind.PASS:
        return "Pass"
    if action.kind is BidActionKind.BID:
        assert action.bid is not None
        bid = action.bid
        if bid.moon:
            helped = f", taking {_count_word(bid.help)} from partner" if bid.help else ""
            return f"Shoot the moon in {bid.strain}{helped}"
        return f"Bid {bid.tricks} {bid.strain}"
    if action.kind is BidActionKind.GIVE:
        return f"Give the {action.card}"
    if action.kind is BidActionKind.DISCARD:
        return f"Discard the {action.card}"
    return f"{'Lead' if not view.trick else 'Play'} the {action.card}"


def _outcome(view: BidView, option: BidOption) -> str:
    """The chance the player cares about: to make the bid when ours, to set the bidders when theirs."""
    if option.ours >= 1 - 1e-9:
        return f"{_chance(option.made)} to make the bid"
    if option.ours <= 1e-9 and view.contract is not None:
        return f"{_chance(1.0 - option.made)} to set them"
    return ""


def _reason(view: BidView, analysis: BidAnalysis, chosen: BidOption, runner: BidOption | None) -> str:
    action = chosen.action
    verb = _verb(view, action)
    if action.kind is BidActionKind.BID:
        assert action.bid is not None
        holding = describe_bid_holding(view.hand, action.bid.strain)
        if action.bid.moon:
            points = view.rules.moon_points
            every = f"{_chance(chosen.ours_made)} to take every trick for {points} points"
            return _sentence(verb, holding, every)
        chance = f"{_chance(chosen.ours_made)} to make it"
        if chosen.ours < 0.05:
            chance = "the others will almost always bid over it, but it still scores best of your options"
        elif chosen.ours < 0.9:
            chance += f" if it stands (outbid {_percent(1.0 - chosen.ours)})"
        if BidAction.pass_() not in view.legal_actions:
            best = f"stuck as dealer, {action.bid.strain} is your best bid ({holding})"
            return _sentence(verb, best, chance)
        return _sentence(verb, holding, chance)
    if action.kind is BidActionKind.PASS:
        if runner is None or runner.action.bid is None:
            return _sentence(verb, "nothing here is worth bidding")
        alternative = _verb(view, runner.action).lower()
        set_chance = 1.0 - runner.made
        if set_chance >= 0.3:
            return _sentence(verb, f"if you {alternative} you would be set {_percent(set_chance)}")
        return _sentence(verb, f"passing scores {chosen.points - runner.points:.1f} points more on average "
                         f"than if you {alternative}")
    if action.kind is BidActionKind.GIVE:
        return _sentence(verb, "your strongest card, for partner's moon")
    if action.kind is BidActionKind.DISCARD:
        return _sentence(verb, "the card your moon will miss least")
    return _play_reason(view, analysis, chosen, verb)


def _play_reason(view: BidView, analysis: BidAnalysis, chosen: BidOption, verb: str) -> str:
    if not analysis.samples:  # the book's card, played without a search (six seats, many cards still out)
        return _sentence(verb, "the usual play here; with this many cards still out, no search does better")
    outcome = _outcome(view, chosen)
    worse = [o for o in analysis.options[1:] if abs(o.points - chosen.points) > 1e-9]
    if not worse:
        return _sentence(verb, "every card you could play comes to the same result here", outcome)
    strain = view.strain
    assert strain is not None
    if view.trick:
        winner = trick_winner(view.trick, strain)
        if winner % 2 == view.side and winner != view.seat:
            card = next(card for seat, card in view.trick if seat == winner)
            return _sentence(verb, f"partner's {card} is winning the trick", outcome)
    other = worse[0]
    gap = chosen.points - other.points
    if gap < 0.05:
        return _sentence(verb, "it does as well as any card here and gives away least", outcome)
    return _sentence(verb, f"the {other.action.card} would score {gap:.1f} points less on average", outcome)
