"""The rules of Bid Euchre as this table plays them: the Rules window's chapter on the auction game.

Ours, written from seed 000's description and the engine's decisions (``euchre_desktop/engine/bid``): a
section for each part of the game, then one per rule option, each saying what the option does, what the
usual game does, and, given the rules of this table, how it is set here.  Option values are named in the
settings' words (``engine.bid.words``), so the text and the Rules page always agree.
"""

from __future__ import annotations

import html
from collections.abc import Callable

from PySide6.QtCore import QCoreApplication

from ...engine.bid import BidRules
from ...engine.bid.words import BID_OPTION_WORDS
from ...language import translate_count, translated
from .text_sections import RulesSection, section_html

__all__ = ["bid_basic_sections", "bid_option_sections", "bid_rules_html"]

# Qt's translation, by the name lupdate looks for: translate("BidRules", ...) puts words in the catalogue.
translate = QCoreApplication.translate


def _words(name: str) -> Callable[[BidRules], str]:
    """How given rules set option ``name``, in the settings' words."""
    def say(rules: BidRules) -> str:
        value = getattr(rules, name)
        words = BID_OPTION_WORDS[name]
        if value is None:
            return translated(words.none)
        for choice, text in words.values:
            if choice == value:
                return translated(str(text))
        if isinstance(value, bool):
            return translate("BidRules", "on") if value else translate("BidRules", "off")
        return str(value)
    return say


def _length(rules: BidRules) -> str:
    if rules.target is not None:
        return translate_count("a match to %n point(s)", "the points that win the match", rules.target)
    assert rules.fixed_hands is not None  # the rules hold a target or a number of hands, never neither
    return translate_count("a match of %n hand(s)", "the number of hands a match lasts", rules.fixed_hands)


def bid_basic_sections() -> tuple[RulesSection[BidRules], ...]:
    """The game every Bid Euchre table agrees on (the options aside), in the language installed."""
    return (
        RulesSection("bid-euchre-players", translate("BidRules", "Players, packs and the deal"), (
            translate("BidRules", """<p>Bid Euchre is Euchre with an auction: instead of accepting or
refusing a turned-up card, the players bid for the right to name trump, each saying how many tricks
their side will take.</p>"""),
            translate("BidRules", """<p>Two sides play, and partners sit in turn round the table, so
every player sits between two opponents. There are three ways to play: four players with one pack of 24
cards (nine to ace in each suit), six cards each; four players with two such packs shuffled together,
twelve cards each; or six players, three to a side, with two packs, eight cards each. At six, your
partners sit up on your left and up on your right, and the player across from you is an opponent.</p>"""),
            translate("BidRules", """<p>The whole pack is dealt, one card at a time, starting on the
dealer's left. With the <a href="#bid-benny">Benny</a> the single pack has 25 cards: 24 are dealt, and
the last stays face down, out of play. After each hand the deal passes to the left.</p>"""),
        )),
        RulesSection("bid-euchre-auction", translate("BidRules", "The auction"), (
            translate("BidRules", """<p>Starting on the dealer's left and ending with the dealer, each
player speaks once: pass, or bid a number of tricks and what will be trump, a suit or no trump at all.
Each bid must name more tricks than the bid before it; the suit does not rank, so 4{hearts} cannot be
beaten by 4{spades}, only by 5 of anything. No bid may be lower than the <a
href="#bid-minimum-bid">lowest bid</a>.</p>"""),
            translate("BidRules", """<p>Instead of a number, a player may <a
href="#bid-euchre-moon">shoot the moon</a>, which beats every number. When everyone before the dealer
has passed, what the dealer may do is a <a href="#bid-all-pass">rule option</a>: in the usual game the
dealer is stuck and must bid.</p>"""),
            translate("BidRules", """<p>The highest bid wins the auction: its bidder's side must take at
least that many tricks, in the trump named.</p>"""),
        )),
        RulesSection("bid-euchre-trump", translate("BidRules", "Trump, no trump and two packs"), (
            translate("BidRules", """<p>With a suit as trump, the cards rank as in Euchre: the jack of
trump (the right bower) is highest, the other jack of the same colour (the left bower) second and a
trump for the whole hand, then ace, king, queen, ten and nine of trump.</p>"""),
            translate("BidRules", """<p>In <b>no trump high</b> there are no bowers and no trump: in
each suit the ace is highest, then king, queen, jack, ten and nine, and only a card of the suit led can
win the trick. In <b>no trump low</b> the order turns over: the nine is highest and the ace lowest.</p>"""),
            translate("BidRules", """<p>With two packs every card is there twice. When both copies of a
card fall in the same trick, the one played first beats the other; so there are two right bowers, and
the first one out wins.</p>"""),
        )),
        RulesSection("bid-euchre-moon", translate("BidRules", "Shooting the moon"), (
            translate("BidRules", """<p>Shooting the moon is a bid to take every trick, playing alone:
the shooter's partner (both partners, at six) lays the hand down and sits out. A moon outbids any number
of tricks.</p>"""),
            translate("BidRules", """<p>With <a href="#bid-partners-best">partner's best</a>, before
play begins each partner passes the shooter their best cards, one at a time, and the shooter then
discards as many, face down.</p>"""),
            translate("BidRules", """<p>A moon made scores the <a href="#bid-moon-value">moon's
value</a>; a moon that loses even one trick loses that much instead.</p>"""),
        )),
        RulesSection("bid-euchre-play", translate("BidRules", "The play"), (
            translate("BidRules", """<p>The winner of the auction leads the first trick. As in Euchre,
each player must follow the suit led when able (the left bower counts as a trump, not as its printed
suit), and may play anything otherwise. The highest trump wins the trick, or if no trump was played the
highest card of the suit led; the winner of each trick leads the next.</p>"""),
        )),
        RulesSection("bid-euchre-scoring", translate("BidRules", "Scoring and the match"), (
            translate("BidRules", """<p>If the bidders take at least as many tricks as they bid, they
score a point for every trick they took, the extra ones too. If they fall short they are <i>set</i>:
they score nothing for their tricks and lose as many points as they bid. Scores can go below zero.</p>"""),
            translate("BidRules", """<p>In the usual game the other side scores a point for each trick
it took, whatever happened to the bid (see <a href="#bid-defenders-score">defenders score their
tricks</a>).</p>"""),
            translate("BidRules", """<p>The first side to reach the target wins the match. If both sides
reach it on the same hand, the side that won that hand's auction wins: bidders go out first. In a match
of a fixed number of hands the higher total wins, and equal totals play another hand.</p>"""),
        )),
    )


def bid_option_sections() -> tuple[RulesSection[BidRules], ...]:
    """A section per Bid Euchre option (the target and the fixed number of hands share one), in the
    language installed."""
    return (
        RulesSection("bid-form", translate("BidRules", "Players and packs"), (
            translate("BidRules", """<p>Four players with one pack, four with two packs, or six with two
packs (see <a href="#bid-euchre-players">players, packs and the deal</a>). The lowest bid and the moon's
value follow the pack unless set on their own.</p>"""),
            translate("BidRules", """<p>Usual game: four players, one pack.</p>"""),
        ), _words("form")),
        RulesSection("bid-benny", translate("BidRules", "The Benny"), (
            translate("BidRules", """<p>A 25th card, the joker, added to the single pack as the highest
trump of all, above the right bower. Because it belongs to trump, a table that plays the Benny has no
no-trump bids. With one card over after the deal, the Benny may be the card that stays face down, out of
play.</p>"""),
            translate("BidRules", """<p>Usual game: off.</p>"""),
        ), _words("benny")),
        RulesSection("bid-no-trump", translate("BidRules", "No-trump bids"), (
            translate("BidRules", """<p>Whether a bid may name no trump instead of a suit: never (suits
only), no trump high only, or both no trump high and no trump low (see <a
href="#bid-euchre-trump">trump, no trump and two packs</a>). A no-trump bid ranks with suit bids of the
same number: only more tricks beat it.</p>"""),
            translate("BidRules", """<p>Usual game: no trump high and low.</p>"""),
        ), _words("no_trump")),
        RulesSection("bid-minimum-bid", translate("BidRules", "The lowest bid"), (
            translate("BidRules", """<p>The fewest tricks a bid may name. Unless set on its own it is
half the tricks of a hand: 3 of 6 with one pack, 6 of 12 with four players and two packs, 4 of 8 with
six players.</p>"""),
            translate("BidRules", """<p>Usual game: half the tricks.</p>"""),
        ), _words("minimum_bid")),
        RulesSection("bid-all-pass", translate("BidRules", "When everyone passes"), (
            translate("BidRules", """<p>Stick the dealer: when the auction reaches the dealer with no
bid made, the dealer must bid, at least the lowest bid (and may bid more, or shoot the moon), so every
hand is played. Throw it in: the dealer may pass too; the hand is thrown in without a score and the deal
passes to the left.</p>"""),
            translate("BidRules", """<p>Usual game: stick the dealer.</p>"""),
        ), _words("all_pass")),
        RulesSection("bid-moon-value", translate("BidRules", "The moon's value"), (
            translate("BidRules", """<p>The points a moon scores when it takes every trick, and loses
when it does not. Unless set on its own it is 12 with one pack and 24 with two: enough that a moon is
worth the risk.</p>"""),
            translate("BidRules", """<p>Usual game: 12 with one pack, 24 with two.</p>"""),
        ), _words("moon_value")),
        RulesSection("bid-partners-best", translate("BidRules", "Partner's best"), (
            translate("BidRules", """<p>How many cards each partner passes to a player shooting the
moon: none, one or two. The shooter then discards as many cards, face down, before leading.</p>"""),
            translate("BidRules", """<p>Usual game: none.</p>"""),
        ), _words("partners_best")),
        RulesSection("bid-moon-over-moon", translate("BidRules", "A moon over a moon"), (
            translate("BidRules", """<p>With partner's best, a moon may be bid that asks fewer cards of
the partners, and it beats a moon that asks more: a moon with no help beats a moon with help. Off: there
is one kind of moon, and nothing beats it.</p>"""),
            translate("BidRules", """<p>Usual game: off.</p>"""),
        ), _words("moon_over_moon")),
        RulesSection("bid-defenders-score", translate("BidRules", "Defenders score their tricks"), (
            translate("BidRules", """<p>On: the side that did not win the auction also scores a point
for every trick it takes, whether the bid was made or set. Off: only the bidders' side scores (or loses)
on a hand.</p>"""),
            translate("BidRules", """<p>Usual game: on.</p>"""),
        ), _words("defenders_score")),
        RulesSection("bid-match-length", translate("BidRules", "The length of a match"), (
            translate("BidRules", """<p>A match is played to 21, 32 or 50 points, or for a fixed number
of hands (thrown-in hands do not count), the higher total winning.</p>"""),
            translate("BidRules", """<p>Usual game: a match to 32 points.</p>"""),
        ), _length),
    )

def bid_rules_html(rules: BidRules | None) -> list[str]:
    """The Bid Euchre chapter as HTML parts; with ``rules``, each option says how it is set at this table."""
    title = translate("BidRules", "Bid Euchre")
    parts = [f'<h1><a name="bid-euchre"></a>{html.escape(title)}</h1>']
    parts += [section_html(section, None) for section in bid_basic_sections()]
    options_title = translate("BidRules", "Bid Euchre's rule options")
    parts.append(f'<h1><a name="bid-options"></a>{html.escape(options_title, quote=False)}</h1>')
    if rules is None:
        parts.append(translate("BidRules", "<p>Each option below says what the usual game does.</p>"))
    else:
        parts.append(translate("BidRules", "<p>Each option below also says how it is set for Bid Euchre at "
                                           "this table.</p>"))
    parts += [section_html(section, rules) for section in bid_option_sections()]
    return parts
