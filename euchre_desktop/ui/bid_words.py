"""Bid Euchre in a player's words: bids, contracts, the tricks each side needs, and a finished hand.

Pure functions (no widgets), used by the table's bubbles and contract badge, the bid panel, the status line
and the hand's summary, so every place says a bid the same way: "4 hearts", "5 no-trump", "3 low",
"Moon in spades", "Moon in clubs, 1 card from partner".
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication

from ..engine import card_name
from ..engine.bid import Bid, BidAction, BidActionKind, BidOutcome, Strain
from ..engine.translatable import N_
from ..language import translate_count, translated
from ..model.bid_events import BidHandSummary
from .hand_words import side_words

__all__ = ["STRAIN_KEYS", "bid_action_words", "bid_detail", "bid_headline", "bid_words", "contract_words",
           "strain_words", "tricks_words"]

STRAIN_KEYS = {"C": Strain.CLUBS, "D": Strain.DIAMONDS, "H": Strain.HEARTS, "S": Strain.SPADES,
               "N": Strain.HIGH, "L": Strain.LOW}
"""The letter that chooses each strain on the bid panel (here, not in the panel's module, so that the window
knows its keys without importing the panel in a game of Euchre)."""

# Qt's translation, by the name lupdate looks for: translate("BidWords", ...) goes in the catalogue.
translate = QCoreApplication.translate

_STRAIN_WORDS = {Strain.CLUBS: N_("clubs"), Strain.DIAMONDS: N_("diamonds"), Strain.HEARTS: N_("hearts"),
                 Strain.SPADES: N_("spades"), Strain.HIGH: N_("no-trump"), Strain.LOW: N_("low")}


def strain_words(strain: Strain) -> str:
    """"hearts", "no-trump" (aces high), "low" (no-trump, nines high)."""
    return translated(_STRAIN_WORDS[strain])


def bid_words(bid: Bid | None, *, stuck: bool = False) -> str:
    """What a bubble says: "Pass", "4 hearts", "Moon in spades", "Stuck: 3 clubs" for a dealer made to bid."""
    if bid is None:
        return translate("BidWords", "Pass")
    strain = strain_words(bid.strain)
    if bid.moon and bid.help:
        text = translate_count("Moon in {strain}, %n card(s) from partner", "cards passed to a moon",
                               bid.help).format(strain=strain)
    elif bid.moon:
        text = translate("BidWords", "Moon in {strain}").format(strain=strain)
    else:
        text = translate("BidWords", "{tricks} {strain}").format(tricks=bid.tricks, strain=strain)
    return translate("BidWords", "Stuck: {bid}").format(bid=text) if stuck else text


def bid_action_words(action: BidAction) -> str:
    """A decision as a player says it: "Pass", "Bid 4 hearts", "Give the J♥", "Play the A♠"."""
    if action.kind is BidActionKind.PASS:
        return translate("BidWords", "Pass")
    if action.kind is BidActionKind.BID:
        assert action.bid is not None
        words = bid_words(action.bid)
        return words if action.bid.moon else translate("BidWords", "Bid {bid}").format(bid=words)
    if action.card is None:
        return {BidActionKind.GIVE: translate("BidWords", "Give a card"),
                BidActionKind.DISCARD: translate("BidWords", "Discard a card"),
                BidActionKind.PLAY: translate("BidWords", "Play a card")}[action.kind]
    verb = {BidActionKind.GIVE: translate("BidWords", "Give the {card}"),
            BidActionKind.DISCARD: translate("BidWords", "Discard the {card}"),
            BidActionKind.PLAY: translate("BidWords", "Play the {card}")}[action.kind]
    return verb.format(card=card_name(action.card))


def contract_words(bid: Bid, bidder: str) -> str:
    """The contract as the trump panel says it: "Gloria: 4 hearts", "You: moon in spades" (the cards from
    partner were said in the bid's bubble and are in the shooter's hand by now)."""
    if bid.moon:
        return translate("BidWords", "{bidder}: moon in {strain}").format(bidder=bidder,
                                                                           strain=strain_words(bid.strain))
    return translate("BidWords", "{bidder}: {bid}").format(bidder=bidder, bid=bid_words(bid))


def tricks_words(taken: int, needed: int, *, bidders: bool, decided: bool = False) -> str:
    """A side's tricks in play: "2 of 4 to make" for the bidders, "1 of 3 to set" for the others, and once
    there, "4 tricks: made" or "3 tricks: set"; once the other side is there (``decided``), "2 tricks"."""
    if taken >= needed:
        if bidders:
            return translate_count("%n trick(s): made", "the bidders' tricks, enough", taken)
        return translate_count("%n trick(s): set", "the other side's tricks, enough to set", taken)
    if decided:
        return translate_count("%n trick(s)", "a side's tricks", taken)
    said = (translate("BidWords", "{taken} of {needed} to make") if bidders
            else translate("BidWords", "{taken} of {needed} to set"))
    return said.format(taken=taken, needed=needed)


def _points(count: int) -> str:
    return translate_count("%n point(s)", "a side's points in a hand", count)


_HEADLINES = {BidOutcome.MOON_MADE: N_("Moon made! {gained} to {bidders}"),
              BidOutcome.MOON_FAILED: N_("The moon failed: {lost} off {bidders}"),
              BidOutcome.SET: N_("Set! {lost} off {bidders}")}
"""How a hand the bidders did not simply make ends, in a word or two (a made hand says "Made")."""


def bid_headline(summary: BidHandSummary, names: Sequence[str]) -> str:
    """The one line that says how a Bid Euchre hand ended: "Made: 5 points to you and Gloria", "Set! 6 points
    off the other side"."""
    if summary.bidder is None or summary.contract is None:
        return translate("BidWords", "Thrown in: everyone passed, no score")
    side = summary.bidder % 2
    bidders = side_words(side, names)
    points = summary.points[side]
    words = translated(_HEADLINES.get(summary.outcome, N_("Made: {gained} to {bidders}")))
    return words.format(gained=_points(points), lost=_points(-points), bidders=bidders)


def bid_detail(summary: BidHandSummary, names: Sequence[str]) -> str:
    """Who bid what, and the tricks the bidders took: "Gloria bid 4 hearts; you and Gloria took 5 of 6
    tricks."."""
    contract = summary.contract
    if summary.bidder is None or contract is None:
        return translate("BidWords", "Nobody bid, so the deal passes to the left.")
    side = summary.bidder % 2
    # The player's own seat has sentences of its own: a language may say "you" with another verb form.
    if contract.moon:
        said = (translate("BidWords", "You shot the moon in {strain} and took {taken} of the {tricks} "
                          "tricks.") if summary.bidder == 0 else
                translate("BidWords", "{bidder} shot the moon in {strain} and took {taken} of the {tricks} "
                          "tricks."))
    else:
        said = (translate("BidWords", "You bid {bid}; {side} took {taken} of {tricks} tricks.")
                if summary.bidder == 0 else
                translate("BidWords", "{bidder} bid {bid}; {side} took {taken} of {tricks} tricks."))
    return said.format(bidder=names[summary.bidder], bid=bid_words(contract),
                       strain=strain_words(contract.strain), side=side_words(side, names),
                       taken=summary.tricks[side], tricks=summary.rules.tricks)
