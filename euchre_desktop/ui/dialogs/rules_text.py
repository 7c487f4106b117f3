"""The rules of Euchre as this table plays them, and the dialog that shows them (Help ▸ Rules), with the
chapter on Bid Euchre (``bid_rules_text``).

The text is ours, written from the rules sources in the project's seeds, and it follows the engine's
decisions exactly (``euchre_desktop/engine/rules.py``): one section for the game every table agrees on, then
one section per rule option, each saying what the option does, what the standard game does, and, when the
dialog is given the rules of the current match, whether that option is in force at this table.

The sections are made when the dialog fills its text, in the language installed: one ``translate("Rules",
...)`` per paragraph, list or table, so a translator sees a whole thought with its markup.
"""

from __future__ import annotations

import html
from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QSize, QUrl
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from ...engine import DefendAlone, FarmersHand, FirstDealer, LoneLead, Renege, Rules
from ...engine.bid import BidRules
from ...language import translate_count
from ..text_size import text_scale, text_width
from .bid_rules_text import bid_basic_sections, bid_option_sections, bid_rules_html
from .help_text import help_sections
from .keys_page import keys_section
from .text_sections import RulesSection, section_html

__all__ = ["WORKED_HAND_LINK", "RulesDialog", "basic_sections", "option_sections", "rules_html"]

# Qt's translation, by the name lupdate looks for: translate("Rules", ...) puts a paragraph in the catalogue.
translate = QCoreApplication.translate


def _on_off(value: bool) -> str:
    return translate("Rules", "on") if value else translate("Rules", "off")


def _match_setting(rules: Rules) -> str:
    if rules.target is not None:
        return translate_count("a match to %n point(s)", "the points that win the match", rules.target)
    assert rules.fixed_hands is not None  # the rules hold a target or a number of hands, never neither
    return translate_count("a match of %n hand(s)", "the number of hands a match lasts", rules.fixed_hands)


def _defend_alone(rules: Rules) -> str:
    return {DefendAlone.OFF: translate("Rules", "off"), DefendAlone.ALWAYS: translate("Rules", "always"),
            DefendAlone.AGAINST_LONER: translate("Rules", "against a loner")}[rules.defend_alone]


def _lone_lead(rules: Rules) -> str:
    if rules.lone_lead is LoneLead.LEFT_OF_DEALER:
        return translate("Rules", "left of the dealer")
    return translate("Rules", "left of the loner")


def _discard(rules: Rules) -> str:
    if rules.dealer_may_discard_upcard:
        return translate("Rules", "any card")
    return translate("Rules", "the upcard must be kept")


def _benny_card(rules: Rules) -> str:
    if rules.benny_is_two_of_spades:
        return translate("Rules", "the two of spades")
    return translate("Rules", "the joker")


def _farmers_hand(rules: Rules) -> str:
    return {FarmersHand.OFF: translate("Rules", "off"), FarmersHand.REDEAL: translate("Rules", "redeal"),
            FarmersHand.EXCHANGE: translate("Rules", "exchange")}[rules.farmers_hand]


def _renege(rules: Rules) -> str:
    return {Renege.PREVENTED: translate("Rules", "prevented"),
            Renege.PENALTY_TO_INNOCENT: translate("Rules", "two points to the innocent"),
            Renege.PENALTY_DEDUCTED: translate("Rules", "two points off the offenders"),
            Renege.NO_SCORE: translate("Rules", "no score")}[rules.renege]


def _cutthroat(rules: Rules) -> str:
    if rules.cutthroat:
        return translate("Rules", "three players, a march pays {points}").format(points=rules.cutthroat_march)
    return translate("Rules", "off (four players)")


def _first_dealer(rules: Rules) -> str:
    if rules.first_dealer is FirstDealer.RANDOM:
        return translate("Rules", "at random")
    return translate("Rules", "the first black jack")


def basic_sections() -> tuple[RulesSection, ...]:
    """The rules every table plays, in the order a new player needs them, in the language installed."""
    return (
        RulesSection("players", translate("Rules", "Players and the deck"), (
            translate("Rules", """<p>Four players in two partnerships; partners sit across the table
from each other. You play with the player opposite you against the two on your left and right. (Three
can play too: see <a href="#cutthroat">Cutthroat</a>.)</p>"""),
            translate("Rules", """<p>The deck has 24 cards: the nine, ten, jack, queen, king and ace of
each suit, {clubs} {diamonds} {hearts} {spades}. There is no joker unless the <a href="#benny">Benny</a>
is in play.</p>"""),
        )),
        RulesSection("dealing", translate("Rules", "Dealing"), (
            translate("Rules", """<p>The first dealer is chosen at random (or by the <a
href="#first-dealer">first black jack</a>). After each hand the deal passes to the left.</p>"""),
            translate("Rules", """<p>The dealer gives every player five cards, in two rounds of packets:
three to one player and two to the next, then the other way round, so everyone ends with five. The four
cards left over are the <i>kitty</i>. Its top card is turned face up: this is the <i>upcard</i>, and it
proposes a trump suit. The three cards under it are never played.</p>"""),
        )),
        RulesSection("bowers", translate("Rules", "Trump and the bowers"), (
            translate("Rules", """<p>Once trump is chosen, every card of the trump suit beats every card
of the other suits. The trump suit gains a card and its partner colour loses one:</p>"""),
            translate("Rules", """<ul>
<li>The jack of trump is the <b>right bower</b>, the highest card in the deck.</li>
<li>The other jack of the same colour is the <b>left bower</b>, the second highest. For the whole hand
it belongs to the trump suit, not to the suit printed on it.</li>
<li>Then the ace, king, queen, ten and nine of trump. That makes seven trumps.</li>
</ul>"""),
            translate("Rules", """<p>In the other suits the order is ace, king, queen, jack, ten, nine.
With {hearts} as trump, the J{hearts} is the right bower and the J{diamonds} the left bower, so
{diamonds} has only five cards in that hand: A K Q 10 9.</p>"""),
        )),
        RulesSection("first-round", translate("Rules", "Bidding, first round: the upcard"), (
            translate("Rules", """<p>Starting with the player on the dealer's left, each player in turn
may accept the upcard's suit as trump or pass. Accepting is called <i>ordering it up</i> (for the
dealer, <i>picking it up</i>). The first player to accept ends the bidding: the dealer adds the upcard
to the hand and discards any one card face down, which nobody sees (see <a href="#discard-upcard">the
dealer's discard</a>).</p>"""),
            translate("Rules", """<p>If all four pass, the upcard is turned face down and the second
round begins.</p>"""),
        )),
        RulesSection("second-round", translate("Rules", "Bidding, second round: naming a suit"), (
            translate("Rules", """<p>Again from the dealer's left, each player may name any suit as
trump except the one just turned down, or pass. Nobody picks up a card in this round.</p>"""),
            translate("Rules", """<p>If all four pass again, the hand is thrown in with no score and the
deal passes to the left; with <a href="#stick-the-dealer">stick the dealer</a>, the standard rule here,
the dealer may not pass and must name a suit.</p>"""),
            translate("Rules", """<p>The player who chose trump, and that player's partner, are the
<i>makers</i>; the other side are the <i>defenders</i>.</p>"""),
        )),
        RulesSection("alone", translate("Rules", "Going alone"), (
            translate("Rules", """<p>The player who orders up, picks up or names trump may <i>go
alone</i>, saying so with the bid. The partner lays down the hand and sits this one out, and the loner
plays against both opponents.</p>"""),
            translate("Rules", """<p>If the dealer's partner orders up alone, it is the dealer who sits
out: nobody picks up the upcard, which stays on the kitty and takes no part in the hand. If an opponent
of the dealer orders up alone, the dealer still picks up and discards as usual.</p>"""),
            translate("Rules", """<p>In the standard game only a maker may go alone; some tables let a
defender answer with a <a href="#defend-alone">lone defence</a>, and some decide every loner <a
href="#alone-after-trump">after trump is made</a>.</p>"""),
        )),
        RulesSection("play", translate("Rules", "The play"), (
            translate("Rules", """<p>The player on the dealer's left leads the first trick; if that
player is sitting out, the next player on the left who is in the hand leads (see <a
href="#lone-lead">who leads against a loner</a>). Any card may be led.</p>"""),
            translate("Rules", """<p>Each player in turn must follow the suit led if able, and otherwise
may play any card. Remember the left bower: when trump is led it must be played as a trump, and when the
suit printed on it is led it does not count as that suit. With {hearts} trump and a {diamonds} led, a
player whose only diamond is the J{diamonds} has no diamond and may play anything.</p>"""),
            translate("Rules", """<p>The highest trump in a trick wins it; if there is no trump, the
highest card of the suit led. The winner leads the next trick. All five tricks are played, even once the
result is settled.</p>"""),
            translate("Rules", """<p>The table refuses a card that does not follow suit when it could,
unless the <a href="#renege">renege</a> option allows it.</p>"""),
        )),
        RulesSection("scoring", translate("Rules", "Scoring"), (
            translate("Rules", """<p>Only one side scores in a hand. The makers need three of the five
tricks:</p>"""),
            translate("Rules", """<table cellspacing="0" cellpadding="4" border="1">
<tr><th align="left">Result</th><th align="right">Points</th></tr>
<tr><td>Makers take 3 or 4 tricks</td><td align="right">1 to the makers</td></tr>
<tr><td>Makers take all 5 (a <i>march</i>)</td><td align="right">2 to the makers</td></tr>
<tr><td>A loner takes 3 or 4 tricks</td><td align="right">1 to the loner's side</td></tr>
<tr><td>A loner takes all 5</td><td align="right">4 to the loner's side</td></tr>
<tr><td>Makers, alone or not, take fewer than 3 (they are <i>euchred</i>)</td>
<td align="right">2 to the defenders</td></tr>
</table>"""),
            translate("Rules", """<p>Points do not add up: a lone march scores 4, not 2 and 4. Some
options change this table: a <a href="#defend-alone">lone defence</a>, the <a
href="#defenders-march">defenders' march</a>, <a href="#renege">renege penalties</a> and <a
href="#cutthroat">cutthroat</a>.</p>"""),
        )),
        RulesSection("winning", translate("Rules", "Winning the match"), (
            translate("Rules", """<p>The match ends after the hand in which a side reaches the target,
10 points in the standard game (see <a href="#match-length">the length of a match</a>). The final score
can pass the target: 9 and a lone march make 13.</p>"""),
        )),
        RulesSection("worked-hand", translate("Rules", "A worked hand"), (
            translate("Rules", """<p>A match to 10, and you and Gloria have 6 to Hank and Luis's 7. Luis
deals and turns up the 10{spades}. You hold J{hearts} K{hearts} 10{hearts} A{clubs} 9{spades}.</p>"""),
            translate("Rules", """<p>Nobody wants spades, so the upcard is turned down. You speak first
in the second round and name {hearts}: the J{hearts} is your right bower, and Gloria's J{diamonds}
becomes the left. You lead the J{hearts} and then the A{clubs}, and take both tricks (Luis's J{clubs}
counts as an ordinary club: with a red suit trump, the black jacks keep their own suit). Your K{hearts}
draws Hank's A{hearts}, but Gloria tops it with the left bower. She cashes the A{spades}, then leads the
Q{diamonds}; Luis covers with the K{diamonds} and you, out of diamonds, trump it with the
10{hearts}.</p>"""),
            translate("Rules", """<p>Five tricks out of five: a march, 2 points, and the score goes from
6&ndash;7 to 8&ndash;7. Had Hank held the J{diamonds}, he would have won the third trick and the hand
would have scored 1; had your side taken only two tricks, Hank and Luis would have scored 2 for the
euchre.</p>"""),
        )),
    )

WORKED_HAND_LINK = "play:worked-hand"
"""The link that plays the worked hand on the table (offered when the dialog is given a way to do it)."""


def _worked_hand_offer() -> str:
    """The paragraph under the worked hand that offers to play it on the table."""
    return translate("Rules", """<p><a href="{link}"><b>Play the worked hand on the table</b></a>, one step
at a time, with a word on every bid and card. Your match waits and comes back as it was.</p>""").format(
        link=WORKED_HAND_LINK)


def option_sections() -> tuple[RulesSection, ...]:
    """A section per rule option of the engine, in the order of the settings dialog, in the language
    installed."""
    return (
        RulesSection("stick-the-dealer", translate("Rules", "Stick the dealer"), (
            translate("Rules", """<p>When the other three players pass in the second round, the dealer
may not pass and must name one of the three suits that may be named. No hand is ever thrown in. Off:
four passes in the second round throw the hand in with no score, and the deal moves to the left.</p>"""),
            translate("Rules", """<p>Standard game: on.</p>"""),
        ), lambda rules: _on_off(rules.stick_the_dealer)),
        RulesSection("canadian-loner", translate("Rules", "Canadian loner"), (
            translate("Rules", """<p>If the dealer's partner orders up the upcard in the first round,
that player must go alone (so the dealer sits out and the upcard stays on the kitty). It applies to the
first round only: in the second round the dealer's partner names a suit with or without a partner, like
anyone else.</p>"""),
            translate("Rules", """<p>Standard game: off.</p>"""),
        ), lambda rules: _on_off(rules.canadian_loner)),
        RulesSection("alone-after-trump", translate("Rules", "Going alone after trump is made"), (
            translate("Rules", """<p>Nobody goes alone with the bid. Once trump is made, and after the
dealer has picked up and discarded, each player who may go alone says so or passes, one at a time,
starting on the dealer's left and ending with the dealer: the maker, and each of the two defenders. The
maker's partner is never asked. The first lead waits until everyone has spoken.</p>"""),
            translate("Rules", """<ul>
<li>A maker who goes alone plays against both defenders; the partner lays the hand face down and sits
out. If that partner is the dealer, the upcard already picked up goes out of play with the dealer's
hand.</li>
<li>A defender who goes alone plays against both makers, and the other defender sits out (and is not
asked).</li>
<li>Both sides may go alone: then the two partners sit out, the maker and the lone defender play ten
cards between them, and the lone defender leads.</li>
</ul>"""),
            translate("Rules", """<p>Scoring is as for any loner: a lone maker's march scores 4, a lone
defender's euchre 4. This option replaces the Canadian loner and defending alone (a defender may already
go alone), so those must be off; <a href="#no-loner-after-passing">no loner after passing</a> applies to
it.</p>"""),
            translate("Rules", """<p>Standard game: off (the maker goes alone with the bid).</p>"""),
        ), lambda rules: _on_off(rules.loner_after_trump)),
        RulesSection("defend-alone", translate("Rules", "Defending alone"), (
            translate("Rules", """<p>Once trump is made (and the dealer has discarded), each defender in
turn, starting on the dealer's left and ending with the dealer, may declare a <i>lone defence</i>. The
first to do so plays without a partner, who sits out. A lone defender who euchres the makers scores 4
instead of 2; if the makers take three tricks or more they score as usual. When a lone maker meets a
lone defender, the lone defender leads the first trick.</p>"""),
            translate("Rules", """<ul>
<li><b>Off</b>: only the maker may go alone (the standard game).</li>
<li><b>Always</b>: a defender may defend alone against any maker.</li>
<li><b>Against a loner</b>: only when the maker has gone alone.</li>
</ul>"""),
        ), _defend_alone),
        RulesSection("no-loner-after-passing", translate("Rules", "No loner after passing"), (
            translate("Rules", """<p>A defender who passed in the round in which trump was made may not
then defend alone. This closes a trap: passing a strong hand in the hope that an opponent names trump,
then defending alone for 4 points. It restricts only going alone after the bid, so it needs <a
href="#defend-alone">defending alone</a> or <a href="#alone-after-trump">going alone after trump is
made</a> to be on; the maker named trump in that round and is never affected.</p>"""),
            translate("Rules", """<p>Standard game: off.</p>"""),
        ), lambda rules: _on_off(rules.no_loner_after_passing)),
        RulesSection("lone-lead", translate("Rules", "Who leads against a loner"), (
            translate("Rules", """<p>When a player goes alone, the first lead can come from two
places:</p>"""),
            translate("Rules", """<ul>
<li><b>Left of the dealer</b> (the standard game): the player on the dealer's left leads, or, if that
player is sitting out, the next player on the left who is in the hand.</li>
<li><b>Left of the loner</b>: the player on the loner's left leads.</li>
</ul>"""),
            translate("Rules", """<p>Either way, when both a maker and a defender are alone, the lone
defender leads.</p>"""),
        ), _lone_lead),
        RulesSection("discard-upcard", translate("Rules", "The dealer's discard"), (
            translate("Rules", """<p>After picking up, the dealer holds six cards and discards one face
down. When this option is on, the dealer may discard any of the six, the upcard itself included. Off:
the dealer must keep the upcard and discard one of the other five.</p>"""),
            translate("Rules", """<p>Standard game: on (any card).</p>"""),
        ), _discard),
        RulesSection("benny", translate("Rules", "The Benny"), (
            translate("Rules", """<p>A 25th card, the joker, called the <i>Benny</i> (or best bower), is
added to the deck. It is always a trump, whatever suit is trump, and it ranks above the right bower: it
is the highest card in the game. With 25 cards the kitty holds five, and the top one is turned up as
usual.</p>"""),
            translate("Rules", """<p>If the Benny itself is turned up, there is no first round: the
dealer names any of the four suits as trump (and may go alone in doing so), becomes the maker, and takes
the Benny into hand with a discard.</p>"""),
            translate("Rules", """<p>The Benny belongs to the British game, often played to 11. Standard
game: off.</p>"""),
        ), lambda rules: _on_off(rules.benny)),
        RulesSection("benny-card", translate("Rules", "The Benny's card"), (
            translate("Rules", """<p>Some tables have no joker in the pack, so the two of spades is
added in its place. It is the Benny in every way: always a trump, above the right bower, and if it is
turned up the dealer names trump. On the table it looks like the two of spades, and the deal details
name it 2{spades}.</p>"""),
            translate("Rules", """<p>This only applies when the <a href="#benny">Benny</a> is in play.
Standard game: the joker.</p>"""),
        ), _benny_card),
        RulesSection("farmers-hand", translate("Rules", "Farmer's hand"), (
            translate("Rules", """<p>A <i>farmer's hand</i> is five cards that are all nines and tens.
Before the bidding, players holding one are asked in turn from the dealer's left; the first to claim it
uses it:</p>"""),
            translate("Rules", """<ul>
<li><b>Off</b>: play the hand as dealt (the standard game).</li>
<li><b>Redeal</b>: the holder shows the hand, it is thrown in with no score, and the same dealer deals
again.</li>
<li><b>Exchange</b>: the holder takes the three face-down cards of the kitty (not the upcard) and then
returns any three of the eight face down. Then the bidding starts as usual.</li>
</ul>"""),
        ), _farmers_hand),
        RulesSection("partners-best", translate("Rules", "Partner's best"), (
            translate("Rules", """<p>Before sitting out, the partner of a lone maker passes the loner
one card of the partner's choice, face down; the loner then discards one card face down, and plays with
five as usual. This happens after the dealer has picked up and discarded. Some tables call it
railroading.</p>"""),
            translate("Rules", """<p>Standard game: off.</p>"""),
        ), lambda rules: _on_off(rules.partners_best)),
        RulesSection("renege", translate("Rules", "Reneging"), (
            translate("Rules", """<p>To <i>renege</i> is to fail to follow suit while holding a card of
the suit led. In the standard game the table simply refuses such a card. The other settings allow it, as
at a real table, and punish it when it comes to light.</p>"""),
            translate("Rules", """<p>A renege is detected the moment the offender later plays a card of
the suit they failed to follow, or when the hands are shown at the end of the hand, whichever comes
first.</p>"""),
            translate("Rules", """<ul>
<li><b>Prevented</b> (the standard game): a card that does not follow suit when it could is
refused.</li>
<li><b>Two points to the innocent side</b>: the hand stops at the end of the trick in which the renege
is detected, and the other side (in cutthroat, each other player) scores 2.</li>
<li><b>Two points off the offenders</b>: the hand stops in the same way, and the offending side loses 2
points instead; a score can go below zero.</li>
<li><b>No score</b>: the hand is played out and scored as usual, except that the offending side scores
nothing for it.</li>
</ul>"""),
        ), _renege),
        RulesSection("defenders-march", translate("Rules", "Defenders' march of four"), (
            translate("Rules", """<p>Defenders who take all five tricks (neither of them alone) score 4
for their euchre instead of 2.</p>"""),
            translate("Rules", """<p>Standard game: off.</p>"""),
        ), lambda rules: _on_off(rules.defenders_march_four)),
        RulesSection("cutthroat", translate("Rules", "Cutthroat (three players)"), (
            translate("Rules", """<p>Three players, each playing for themselves, with the same deck and
five cards each. Fifteen cards are dealt and the kitty holds the other nine, its top card turned up. The
bidding is the same, but whoever makes trump always plays alone against the other two, who work together
for that hand only.</p>"""),
            translate("Rules", """<ul>
<li>The maker takes 3 or 4 tricks: 1 point.</li>
<li>The maker takes all 5: 3 points (or 2, as some groups pay).</li>
<li>The maker is euchred: each of the other two players scores 2.</li>
</ul>"""),
            translate("Rules", """<p>With no partners, the Canadian loner, defending alone, partner's
best and the defenders' march do not apply. The match is won by a single player at or past the target;
if two players share the lead, play goes on.</p>"""),
        ), _cutthroat),
        RulesSection("match-length", translate("Rules", "The length of a match"), (
            translate("Rules", """<p>A match is played to a target of 10 points (the standard game), 5
(the short game) or 11 (common with the Benny). The side that reaches it at the end of a hand wins.</p>"""),
            translate("Rules", """<p>Some leagues play a fixed number of hands instead, and the higher
total wins. Hands thrown in, and farmer's hands redealt, do not count towards the number. If the totals
are equal after the last hand, one more hand is played, and another, until one side is ahead.</p>"""),
        ), _match_setting),
        RulesSection("first-dealer", translate("Rules", "The first dealer"), (
            translate("Rules", """<p>The first dealer of a match is drawn at random (the standard game),
or chosen by the <i>first black jack</i>: cards are dealt face up one at a time around the table,
starting with you, and whoever receives the first black jack (J♣ or J♠) deals first.</p>"""),
        ), _first_dealer),
    )


def _style() -> str:
    """The text's look, its sizes at the player's text size."""
    scale = text_scale()
    return f"""
body {{ font-size: {10.5 * scale:.1f}pt; }}
h1 {{ font-size: {17 * scale:.1f}pt; }}
h2 {{ font-size: {13 * scale:.1f}pt; margin-top: 18px; }}
p.setting {{ color: #1c5d3a; font-weight: bold; }}
p.contents {{ line-height: 140%; }}
"""


def _links(sections: tuple[RulesSection, ...]) -> str:
    """Links to ``sections``, for the table of contents."""
    return " · ".join(f'<a href="#{section.anchor}">{html.escape(section.title)}</a>' for section in sections)


def rules_html(rules: Rules | None = None, *, worked_hand: bool = False,
               bid_rules: BidRules | None = None, more_help: tuple[RulesSection, ...] = ()) -> str:
    """Return the whole rules text, the Bid Euchre chapter and the help pages after it (``more_help``
    last), as HTML.

    With ``rules`` (``bid_rules``), each option's section of Euchre (Bid Euchre) also says how that option
    is set at this table; with ``worked_hand``, the worked hand's section offers to play it on the table
    (``WORKED_HAND_LINK``).
    """
    basic, options = basic_sections(), option_sections()
    help_pages = help_sections() + more_help
    title, bid_euchre = translate("Rules", "How to play Euchre"), translate("Rules", "Bid Euchre")
    parts = ["<html><body>", f"<h1>{html.escape(title)}</h1>"]
    bid_euchre_links = translate("Rules", "{game}: {sections}").format(
        game=f'<a href="#bid-euchre"><b>{html.escape(bid_euchre)}</b></a>',
        sections=_links(bid_basic_sections() + bid_option_sections()))
    contents = " · ".join((_links(basic + options), bid_euchre_links, _links(help_pages)))
    parts.append(f'<p class="contents">{contents}</p>')
    for section in basic:
        parts.append(section_html(section, None))
        if worked_hand and section.anchor == "worked-hand":
            parts.append(_worked_hand_offer())
    options_title = translate("Rules", "Rule options")
    parts.append(f'<h1><a name="options"></a>{html.escape(options_title)}</h1>')
    if rules is None:
        parts.append(translate("Rules", "<p>Tables disagree about the details, so the settings hold an "
                                        "option for each. Here they are, each with what the standard game "
                                        "does.</p>"))
    else:
        parts.append(translate("Rules", "<p>Tables disagree about the details, so the settings hold an "
                                        "option for each. Each section below also says how it is set for "
                                        "this match.</p>"))
    for section in options:
        parts.append(section_html(section, rules))
    parts += bid_rules_html(bid_rules)
    help_title = translate("Rules", "Help")
    parts.append(f'<h1><a name="help"></a>{html.escape(help_title)}</h1>')
    for section in help_pages:
        parts.append(section_html(section, None))
    parts.append("</body></html>")
    return "\n".join(parts)


class RulesDialog(QDialog):
    """The full rules and the help pages in a scrollable browser, with links between sections and a Close
    button."""

    def __init__(self, rules: Rules | None = None, parent: QWidget | None = None, *,
                 worked_hand: Callable[[], object] | None = None, bid_rules: BidRules | None = None) -> None:
        """Show the rules; with ``rules`` (``bid_rules``), each option's section of Euchre (Bid Euchre) says
        how it is set at this table; with ``worked_hand``, the worked hand offers to be played on the table
        (the dialog closes and ``worked_hand`` runs)."""
        super().__init__(parent)
        self._worked_hand = worked_hand
        keys = None if parent is None else keys_section(parent.window())
        self._more_help = () if keys is None else (keys,)
        self.setWindowTitle(self.tr("Rules and help"))
        self.browser = QTextBrowser(self)
        self.browser.setObjectName("rulesBrowser")
        # Links inside the text are anchors in the same document; nothing may open elsewhere.
        self.browser.setOpenExternalLinks(False)
        self.browser.setOpenLinks(False)  # followed by _follow: one link plays the worked hand
        self.browser.anchorClicked.connect(self._follow)
        self.browser.document().setDefaultStyleSheet(_style())
        self.set_rules(rules, bid_rules)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.browser)
        layout.addWidget(buttons)
        self.resize(self.sizeHint())

    def set_rules(self, rules: Rules | None, bid_rules: BidRules | None = None) -> None:
        """Show the text for ``rules`` and ``bid_rules`` (None: the options without how this table sets
        them)."""
        self.browser.setHtml(rules_html(rules, worked_hand=self._worked_hand is not None,
                                        bid_rules=bid_rules, more_help=self._more_help))

    def _follow(self, url: QUrl) -> None:
        """A link: the worked hand's is played on the table; any other scrolls to its section."""
        if url.toString() == WORKED_HAND_LINK and self._worked_hand is not None:
            self.accept()
            self._worked_hand()
        elif url.fragment():
            self.browser.scrollToAnchor(url.fragment())

    def sizeHint(self) -> QSize:
        """Room for a comfortable line length and a good part of a section."""
        return QSize(text_width(680, self), 720)

    def show_section(self, anchor: str) -> None:
        """Scroll to the section named ``anchor`` (one of the sections' anchors)."""
        sections = (basic_sections() + option_sections() + bid_basic_sections() + bid_option_sections()
                    + help_sections() + self._more_help)
        anchors = {section.anchor for section in sections} | {"options", "help", "bid-euchre", "bid-options"}
        if anchor not in anchors:
            raise ValueError(f"no rules section {anchor!r}")
        self.browser.scrollToAnchor(anchor)
