"""The help pages that follow the rules in the Rules window: playing it well, questions players ask, where
the game comes from, the company at the table, and fair play.

The words are ours.  "Playing it well" is the advice the Standard players follow (``bots/standard.py``), so a
player who reads it knows what to expect of them; "Fair play" says exactly what each computer player is told
(``engine/view.py``'s ``PlayerView``, the only thing a computer player receives).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from .text_sections import RulesSection

__all__ = ["help_sections"]

# Qt's translation, by the name lupdate looks for: translate("Help", ...) puts a paragraph in the catalogue.
translate = QCoreApplication.translate


def help_sections() -> tuple[RulesSection, ...]:
    """The help pages, in the order the Rules window shows them after the rule options, in the language
    installed."""
    return (
        RulesSection("playing-it-well", translate("Help", "Playing it well"), (
            translate("Help", """<p>This is the advice the Standard players follow. The Expert starts
from the same ideas and then tests them against the cards that might be out.</p>"""),
            translate("Help", """<p><b>Ordering up.</b> In the first seat, ordering it up gives the
dealer an extra trump and a free discard, so bid only on real strength: a bower and two more trump, or
three trump and an ace on the side. Three small trump with no bower are a pass. The dealer's partner may
bid a little lighter, since the dealer's hand will improve. As the dealer, count the upcard as yours
already: with J{spades} A{spades} in hand and the 9{spades} turned up you hold three trump, and a jack
turned up is worth picking up on two small trump because it becomes your right bower.</p>"""),
            translate("Help", """<p><b>The dealer's discard.</b> Discard to leave yourself void in a
suit. With A{hearts} Q{hearts} K{diamonds} 10{diamonds} 9{clubs} after picking up the 9{hearts}, let the
lone 9{clubs} go: the first club led, you can trump.</p>"""),
            translate("Help", """<p><b>Naming a suit.</b> In the second round, name the suit where the
hand counts most, bowers included: J{clubs} J{spades} A{clubs} makes clubs the call, with both bowers
and the ace. Between two equal suits, take the one where you hold the right bower. With stick the dealer
on, the first seats can pass a thin hand and leave the dealer to call, but the dealer's partner should
call a fair hand rather than leave the dealer stuck with a poor one.</p>"""),
            translate("Help", """<p><b>Going alone.</b> Go alone on tricks you can count, not on hope.
With spades trump, J{spades} J{clubs} A{spades} K{spades} A{hearts} is a loner: three top trump draw the
rest, and the K{spades} and A{hearts} take the last tricks. J{spades} Q{spades} 9{spades} K{hearts}
9{diamonds} is not: with a partner it may well make three tricks, alone it will often be euchred. Risk
more when you are well behind and less when you are ahead; when any made hand wins the match, as at 9 to
9, a loner gains nothing.</p>"""),
            translate("Help", """<p><b>Leading.</b> When your side made trump and you hold three or
more, lead trump and draw the defenders' trump before they can ruff your winners. With one or two, cash
your side aces first and keep your trump for later. Stop leading trump once both opponents have shown
they have none.</p>"""),
            translate("Help", """<p><b>Defending.</b> Save your trump for the makers' aces. Lead through
the maker: with the maker on your left, the maker must play before your partner, who can then beat the
card. Never trump a trick your partner is already winning. With two tricks in, play for the third: the
euchre is what scores, a fourth trick does not.</p>"""),
            translate("Help", """<p><b>Following.</b> Second hand low, third hand high, and win with the
cheapest card that is sure to win. When you cannot follow and have nothing worth trumping, throw a
losing single card before you break up a king that is guarded: with K{clubs} Q{clubs} and a lone
9{diamonds}, throw the 9{diamonds}.</p>"""),
            translate("Help", """<p><b>Count trump.</b> There are seven, not six: the jack of the same
colour is a trump too. Count the ones played and remember who showed out of which suit.</p>"""),
        )),
        RulesSection("questions", translate("Help", "Questions players ask"), (
            translate("Help", """<p><b>Why did the player on the loner's left not lead?</b> Tables
differ. This one follows the common rule: the player on the dealer's left leads, and when that player
sits out, the next player in the hand leads. The option <a href="#lone-lead">Who leads against a
loner</a> offers the other custom.</p>"""),
            translate("Help", """<p><b>Can a defender go alone?</b> Not in the standard game: only the
player who made trump may go alone, and euchring a loner scores 2 like any euchre. Some tables let a
defender defend alone for 4; that is the option <a href="#defend-alone">Defending alone</a>.</p>"""),
            translate("Help", """<p><b>May the dealer discard the card just picked up?</b> Yes. After
picking up, the dealer holds six cards and may put down any one of them, the upcard too, unless the
option <a href="#discard-upcard">The dealer's discard</a> says otherwise.</p>"""),
            translate("Help", """<p><b>Where is the joker?</b> The joker as the highest trump, the
Benny, belongs to the British game. The North American game uses the 24-card deck without it, and the
right bower is the top card. Turn it on with <a href="#benny">The Benny</a>.</p>"""),
            translate("Help", """<p><b>Can my partner and I signal each other?</b> Only through the
cards you play, as at any honest table. Your partner knows its own hand and what has been played, never
yours: see <a href="#fair-play">Fair play</a>.</p>"""),
            translate("Help", """<p><b>Does a hand I watched count in my statistics?</b> It counts in
the match score, since it was played, but not in your own record of hands: the Statistics window marks
such hands on its chart.</p>"""),
            translate("Help", """<p><b>What does Undo take back?</b> Your last decision in this hand,
and everything played after it. The cards stay where they were dealt, so Undo lets you try another way
with the same hand.</p>"""),
            translate("Help", """<p><b>Can I lay my cards down when the rest are mine?</b> Yes: on your
turn in the play, Claim (or C) says your side takes every trick left. The game checks it against every
card still out; if the others could still take a trick, it says which, and you play on.</p>"""),
            translate("Help", """<p><b>Can I see the trick that was just gathered?</b> Press L, or click
the won tricks, while the next trick is played. With Play forced cards on in the settings, a card that
is your only choice is played for you.</p>"""),
            translate("Help", """<p><b>Where are the hands I played?</b> In Hand history, in the Menu:
every hand you played, newest first, to replay card by card on the table or to save as a record or as
text. The settings say how many are kept.</p>"""),
            translate("Help", """<p><b>How accurate is my play?</b> After each hand, while it has
nothing else to do, the computer reviews your decisions as the Expert sees them from your seat. The
Accuracy tab of Statistics shows the points you gave away per decision and your mistakes a hand, by kind
of decision, match by match and over time, and Hand history shows each hand's. Hands you watched are not
counted. If the game feels slow on your computer, turn off "Work out my accuracy in the background" in
the settings: a hand you review yourself still counts.</p>"""),
        )),
        RulesSection("history", translate("Help", "Where Euchre comes from"), (
            translate("Help", """<p>Euchre most likely comes from a game of the Alsace region called
Jucker or Juckerspiel, played with a short pack in which the jacks were the highest trumps. The word
<i>bower</i> is the German <i>Bauer</i>, a farmer or peasant, which is also what the jack is called in
German cards.</p>"""),
            translate("Help", """<p>German-speaking settlers brought the game to North America, and by
the middle of the 1800s it was among the most played card games in the United States. Around the 1860s
American card makers added an extra card to the pack for Euchre players: the "best bower", a trump above
both jacks. That card became the joker, so Euchre is the game that gave the deck a card. British
players, in the West Country of England above all, kept it as the Benny; in North America it fell out of
use, and the 24-card game without it is the one most people play today, in the Midwest of the United
States and in Ontario above all.</p>"""),
            translate("Help", """<p>The words stayed lively: a side that takes all five tricks
<i>marches</i>, and a side that names trump and fails is <i>euchred</i>, a word that left the card table
long ago: in American English, to be euchred is to be outwitted.</p>"""),
        )),
        RulesSection("company", translate("Help", "The company at the table"), (
            translate("Help", """<p>The table keeps a small company of regulars.</p>"""),
            translate("Help", """<p><b>Gloria</b>, across from you, is your partner. She taught half the
town to play and still keeps the score on the back of an envelope.</p>"""),
            translate("Help", """<p><b>Hank</b>, on your left, ran the hardware store on the corner for
forty years and has a story for every hand he ever went alone on.</p>"""),
            translate("Help", """<p><b>Luis</b>, on your right, drives the school bus, says little at
the table and hums when he likes his cards, or so Hank claims.</p>"""),
            translate("Help", """<p>Bid Euchre for six brings two more chairs to the table, and Gloria
moves up on your left. <b>Mabel</b>, up on your right and your partner with Gloria, ran the lending
library for thirty years; she bids in a whisper and has never once been heard to count her tricks out
loud, though she always knows. <b>Otto</b>, across from you, repairs clocks and watches, lays his cards
out like the parts of a movement and takes longer over a bid than anyone, then bids exactly what he
makes.</p>"""),
            translate("Help", """<p>Their characters are only for company: how well each one plays is
the level you choose in the settings, Easy, Standard or Expert, and at the same level they all play
alike. With Classic faces on, plain faces take the place of their portraits.</p>"""),
            translate("Help", """<p><b>The Herald</b> is the short call you hear as each new hand is
dealt. It is there so you can look away from the table and still know when the next hand starts; the
speaker button silences it with the cards.</p>"""),
            translate("Help", """<p><b>Why the jack of hearts has one eye.</b> The court cards of the
English pack go back to French woodcut designs of the 1500s, copied and re-cut by one printer after
another for three hundred years. Most figures ended up facing the player, but a few kept the turn of the
head they had been given, so the jack of hearts, the jack of spades and the king of diamonds still show
only one eye. Card players call them the one-eyed jacks and the one-eyed king. Nobody planned it; the
designs simply wore into shape.</p>"""),
        )),
        RulesSection("fair-play", translate("Help", "Fair play"), (
            translate("Help", """<p>Every computer player, at every level, is told exactly what a player
in its seat would know at a real table, and nothing more:</p>"""),
            translate("Help", """<ul>
<li>its own cards, as dealt and as they are now;</li>
<li>the upcard, who deals, how the cards were dealt out (in packets of two and three), and the score of
the match;</li>
<li>whose turn it is and what the rules allow it to do;</li>
<li>every bid, in order, and who named trump, who went alone and who sits out;</li>
<li>every card played to every trick, and who won each trick;</li>
<li>the cards it put face down itself (a dealer's discard, a farmer's returns), but never another
player's discard, the kitty's cards it has not taken into its hand, or the card a partner passes to a
loner unless it is the one passing or receiving it;</li>
<li>the rules of the match, and the result of the hand once it is over.</li>
</ul>"""),
            translate("Help", """<p>It is never told your cards, its partner's cards, the opponents'
cards, or what is left in the kitty.</p>"""),
            translate("Help", """<p><b>Easy</b> counts its hand roughly, with a dose of chance, and
plays simple cards. <b>Standard</b> follows the advice in <a href="#playing-it-well">Playing it
well</a>: it counts points to bid and keeps track of the trump played and the suits each player has
shown out of. <b>Expert</b> imagines many ways the unseen cards could lie, each consistent with what it
has seen and weighted by how likely the other players' bids and plays were with those cards, and chooses
what does best across all of them. It guesses, as you do; it never looks.</p>"""),
            translate("Help", """<p>The <b>Hint</b> button asks the Expert the same question from your
seat, with the same knowledge you have. Standard and Expert players always follow suit when they can; an
<b>Easy</b> player, where the rules allow a renege, now and then fails to follow by mistake (about one
play in thirty where it could follow), and pays for it like anyone else.</p>"""),
        )),
    )
