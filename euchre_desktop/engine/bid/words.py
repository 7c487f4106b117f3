"""Bid Euchre's rule options in a player's words, and its named rule sets (presets).

The settings' Rules page, the rules text and anything else that shows an option to a player take their
words from ``BID_OPTION_WORDS``, as Euchre's take theirs from ``engine.rules.OPTION_WORDS``.
"""

from __future__ import annotations

import dataclasses
from typing import Final

from ..rules import OptionWords
from ..translatable import N_
from .rules import AllPass, BidRules, Form, NoTrump

__all__ = ["BID_OPTION_WORDS", "BID_PRESETS", "BID_PRESET_NAMES", "bid_preset_name"]


BID_OPTION_WORDS: Final[dict[str, OptionWords]] = {
    "form": OptionWords(
        N_("Players and pack"), N_("How many play, and with one pack of 24 cards or two packs together."),
        ((Form.SINGLE_4, N_("Four players, one pack (6 cards each)")),
         (Form.DOUBLE_4, N_("Four players, two packs (12 cards each)")),
         (Form.DOUBLE_6, N_("Six players, two packs (8 cards each)")))),
    "benny": OptionWords(N_("Benny"),
                         N_("Play the single pack with a 25th card, the joker, as the highest trump "
                            "(no no-trump bids then).")),
    "no_trump": OptionWords(
        N_("No-trump bids"), N_("Whether a bid may name no trump at all instead of a suit."),
        ((NoTrump.OFF, N_("Suits only")), (NoTrump.HIGH, N_("No-trump high")),
         (NoTrump.HIGH_LOW, N_("No-trump high and low")))),
    "minimum_bid": OptionWords(N_("Lowest bid"), N_("The fewest tricks a bid may name."),
                               none=N_("Half the tricks (3, 6 or 4)")),
    "all_pass": OptionWords(
        N_("When everyone passes"),
        N_("What happens when nobody has bid by the time it comes to the dealer."),
        ((AllPass.STICK_DEALER, N_("Stick the dealer: the dealer must bid")),
         (AllPass.THROW_IN, N_("Throw the hand in; the deal passes on")))),
    "moon_value": OptionWords(N_("Moon is worth"),
                              N_("Points a moon scores when made, and loses when it fails."),
                              none=N_("12 with one pack, 24 with two")),
    "partners_best": OptionWords(
        N_("Partner's best"), N_("Cards each partner passes to a player who shoots the moon, who then "
                                 "discards as many."),
        ((0, N_("None: the moon plays the cards dealt")), (1, N_("One card each")),
         (2, N_("Two cards each")))),
    "moon_over_moon": OptionWords(N_("Moon over a moon"),
                                  N_("A moon that asks fewer cards of the partners outbids one that asks "
                                     "more.")),
    "defenders_score": OptionWords(N_("Defenders score their tricks"),
                                   N_("The side that did not win the bid also scores a point for each "
                                      "trick it takes.")),
    "target": OptionWords(N_("Match to"), N_("Points that win the match; or play a fixed number of hands."),
                          ((21, N_("21 points")), (32, N_("32 points")), (50, N_("50 points"))),
                          none=N_("A fixed number of hands")),
    "fixed_hands": OptionWords(N_("Fixed number of hands"),
                               N_("With no target score: how many hands to play."),
                               none=N_("Off (play to the target)")),
}
"""Every Bid Euchre option in a player's words, in the order the settings show them."""

assert set(BID_OPTION_WORDS) == {field.name for field in dataclasses.fields(BidRules)}, \
    "every option needs words"


BID_PRESETS: Final[dict[str, BidRules]] = {
    "four_single": BidRules(),
    "four_double": BidRules(form=Form.DOUBLE_4),
    "six_double": BidRules(form=Form.DOUBLE_6),
    "benny": BidRules(benny=True, no_trump=NoTrump.OFF),
    "partners_best": BidRules(partners_best=1),
}
"""Named rule sets: each deck-and-seat form as most tables play it, the single pack with the Benny, and
moons with partner's best."""

BID_PRESET_NAMES: Final[dict[str, str]] = {
    "four_single": N_("Four players, one pack"),
    "four_double": N_("Four players, two packs"),
    "six_double": N_("Six players, two packs"),
    "benny": N_("One pack with the Benny"),
    "partners_best": N_("Moons with partner's best"),
}
"""Each preset as a player names it."""


def bid_preset_name(rules: BidRules) -> str | None:
    """The key of the preset ``rules`` equal, if any."""
    return next((name for name, preset in BID_PRESETS.items() if preset == rules), None)
