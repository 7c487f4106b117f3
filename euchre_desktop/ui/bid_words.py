"""Bid Euchre in a player's words: bids, contracts, the tricks each side needs, and a finished hand.

Pure functions (no widgets), used by the table's bubbles and contract badge, the bid panel, the status line
and the hand's summary, so every place says a bid the same way: "4 hearts", "5 no-trump", "3 low",
"Moon in spades", "Moon in clubs, 1 card from partner".
"""

from __future__ import annotations

from collections.abc import Sequence

from ..engine import card_name
from ..engine.bid import Bid, BidAction, BidActionKind, BidOutcome, Strain
from ..model.bid_events import BidHandSummary

__all__ = ["bid_action_words", "bid_detail", "bid_headline", "bid_words", "contract_words", "side_names",
           "strain_words", "tricks_words"]

_STRAIN_WORDS = {Strain.CLUBS: "clubs", Strain.DIAMONDS: "diamonds", Strain.HEARTS: "hearts",
                 Strain.SPADES: "spades", Strain.HIGH: "no-trump", Strain.LOW: "low"}


def strain_words(strain: Strain) -> str:
    """"hearts", "no-trump" (aces high), "low" (no-trump, nines high)."""
    return _STRAIN_WORDS[strain]


def bid_words(bid: Bid | None, *, stuck: bool = False) -> str:
    """What a bubble says: "Pass", "4 hearts", "Moon in spades", "Stuck: 3 clubs" for a dealer made to bid."""
    if bid is None:
        return "Pass"
    if bid.moon:
        helped = ""
        if bid.help:
            helped = f", {bid.help} card{'s' if bid.help > 1 else ''} from partner"
        text = f"Moon in {strain_words(bid.strain)}{helped}"
    else:
        text = f"{bid.tricks} {strain_words(bid.strain)}"
    return f"Stuck: {text}" if stuck else text


def bid_action_words(action: BidAction) -> str:
    """A decision as a player says it: "Pass", "Bid 4 hearts", "Give the J♥", "Play the A♠"."""
    if action.kind is BidActionKind.PASS:
        return "Pass"
    if action.kind is BidActionKind.BID:
        words = bid_words(action.bid)
        return words if words.startswith("Moon") else f"Bid {words}"
    card = "a card" if action.card is None else f"the {card_name(action.card)}"
    verb = {BidActionKind.GIVE: "Give", BidActionKind.DISCARD: "Discard", BidActionKind.PLAY: "Play"}
    return f"{verb[action.kind]} {card}"


def contract_words(bid: Bid, bidder: str) -> str:
    """The contract as the trump panel says it: "Gloria: 4 hearts", "You: moon in spades" (the cards from
    partner were said in the bid's bubble and are in the shooter's hand by now)."""
    if bid.moon:
        return f"{bidder}: moon in {strain_words(bid.strain)}"
    return f"{bidder}: {bid_words(bid)}"


def side_names(names: Sequence[str]) -> list[str]:
    """The sides as the score calls them: "You & Gloria" and "Hank & Luis", or at six seats "You, Gloria &
    Mabel" (partners alternate)."""
    sides = [[names[seat] for seat in range(side, len(names), 2)] for side in (0, 1)]
    return [", ".join(side[:-1]) + " & " + side[-1] for side in sides]


def tricks_words(taken: int, needed: int, *, bidders: bool, decided: bool = False) -> str:
    """A side's tricks in play: "2 of 4 to make" for the bidders, "1 of 3 to set" for the others, and once
    there, "4 tricks: made" or "3 tricks: set"; once the other side is there (``decided``), "2 tricks"."""
    tricks = f"{taken} trick{'s' if taken != 1 else ''}"
    if taken >= needed:
        return f"{tricks}: {'made' if bidders else 'set'}"
    return tricks if decided else f"{taken} of {needed} to {'make' if bidders else 'set'}"


def _points(count: int) -> str:
    return f"{count} point" if abs(count) == 1 else f"{count} points"


_HEADLINES = {BidOutcome.MOON_MADE: "Moon made! {gained} to {bidders}",
              BidOutcome.MOON_FAILED: "The moon failed: {lost} off {bidders}",
              BidOutcome.SET: "Set! {lost} off {bidders}"}
"""How a hand the bidders did not simply make ends, in a word or two (a made hand says "Made")."""


def bid_headline(summary: BidHandSummary, names: Sequence[str]) -> str:
    """The one line that says how a Bid Euchre hand ended: "Made! 5 points to You & Gloria"."""
    if summary.bidder is None or summary.contract is None:
        return "Thrown in: everyone passed, no score"
    sides = side_names(names)
    side = summary.bidder % 2
    bidders = sides[side]
    points = summary.points[side]
    words = _HEADLINES.get(summary.outcome, "Made: {gained} to {bidders}")
    return words.format(gained=_points(points), lost=_points(-points), bidders=bidders)


def bid_detail(summary: BidHandSummary, names: Sequence[str]) -> str:
    """Who bid what, and the tricks the bidders took: "Gloria bid 4 hearts; Hank & Gloria took 5 of 6."."""
    contract = summary.contract
    if summary.bidder is None or contract is None:
        return "Nobody bid, so the deal passes to the left."
    side = summary.bidder % 2
    tricks, taken, bidder = summary.rules.tricks, summary.tricks[side], names[summary.bidder]
    if contract.moon:
        return (f"{bidder} shot the moon in {strain_words(contract.strain)} and took {taken} of the "
                f"{tricks} tricks.")
    return f"{bidder} bid {bid_words(contract)}; {side_names(names)[side]} took {taken} of {tricks} tricks."
