<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_CA" sourcelanguage="en">
<context>
    <name></name>
    <message>
        <source>Easy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Standard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expert</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players and pack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How many play, and with one pack of 24 cards or two packs together.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Four players, one pack (6 cards each)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Four players, two packs (12 cards each)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Six players, two packs (8 cards each)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Benny</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play the single pack with a 25th card, the joker, as the highest trump (no no-trump bids then).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No-trump bids</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Whether a bid may name no trump at all instead of a suit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Suits only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No-trump high</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No-trump high and low</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lowest bid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The fewest tricks a bid may name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Half the tricks (3, 6 or 4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When everyone passes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What happens when nobody has bid by the time it comes to the dealer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stick the dealer: the dealer must bid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Throw the hand in; the deal passes on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Moon is worth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points a moon scores when made, and loses when it fails.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>12 with one pack, 24 with two</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Partner&apos;s best</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards each partner passes to a player who shoots the moon, who then discards as many.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>None: the moon plays the cards dealt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One card each</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two cards each</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Moon over a moon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A moon that asks fewer cards of the partners outbids one that asks more.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Defenders score their tricks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The side that did not win the bid also scores a point for each trick it takes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Match to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points that win the match; or play a fixed number of hands.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>21 points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>32 points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>50 points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A fixed number of hands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fixed number of hands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With no target score: how many hands to play.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Off (play to the target)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Four players, one pack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Four players, two packs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Six players, two packs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One pack with the Benny</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Moons with partner&apos;s best</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Short game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tournament</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Canadian</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>British</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>House rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cutthroat (three players)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Four players in two partnerships, or three-handed cutthroat.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Four (partners)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Three (cutthroat)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>5 points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>10 points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>11 points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stick the dealer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If everyone passes twice, the dealer must name a suit instead of throwing the hand in.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Canadian loner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The dealer&apos;s partner who orders up in the first round must play alone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go alone after trump is made</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nobody goes alone with the bid: once trump is made, the maker or either defender may go alone, both sides too.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Defend alone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Whether a defender may play alone against the makers, scoring 4 for a euchre.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Never</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Against any maker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only against a loner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No loner after passing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A player who passed in the round trump was made may not then go alone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lead against a loner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Who leads the first trick when the maker goes alone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Left of the dealer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Left of the loner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dealer may discard the up-card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The dealer who picks up may bury the card just picked up.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play with a 25th card, the joker (or the two of spades), as the highest trump.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Benny card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Which card plays the Benny: the joker, or the two of spades in its place.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The joker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The two of spades</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Farmer&apos;s hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What a player dealt only nines and tens may do.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing: play it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Throw it in; same dealer deals again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Swap three cards with the kitty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A lone maker gets the partner&apos;s best card and discards one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Renege</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What happens when a player fails to follow suit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not allowed (cards that don&apos;t follow are refused)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Allowed; caught reneges give the others 2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Allowed; caught reneges cost 2 points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Allowed; the reneging side scores nothing that hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Defenders&apos; march scores 4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Defenders who take all five tricks score 4 instead of 2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cutthroat march</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points for a march by the maker in cutthroat.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>3 points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>2 points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First dealer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How the first dealer of a match is chosen.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At random</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First black jack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Euchre</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bid Euchre</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bid Euchre rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sound</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Intermission</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>History</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>General</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Which game a new match plays; a match in progress keeps its game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How big the cards are drawn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Small</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Medium</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Large</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Huge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Four-colour suits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Diamonds blue and clubs green, so no two suits look alike.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sort your hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How your cards are ordered (trump is grouped once named).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Suits alternating colours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clubs, diamonds, spades, hearts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>As dealt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tap twice to play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The first click selects a card, the second plays it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ask before a renege</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where the rules allow a renege, ask before you play a card that does not follow suit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play forced cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When only one card may be played, it is played for you.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Coach</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Before each of your decisions, what an Expert would do and why; after a costly choice, what it cost and what was better.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Speed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How quickly cards move and computer players act.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Normal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Instant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reduced motion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards appear in place instead of flying; no fireworks.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Classic faces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plain faces on the seats instead of the Company&apos;s portraits, and plain kings, queens and jacks.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Six-and-four score cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show each side&apos;s score with the traditional pair of low cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Which pair of low cards keeps the score when they are shown.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Six and four</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two and three</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cloth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The colour of the table&apos;s cloth.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Green</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Blue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Red</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Grey</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The design on the backs of the cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Crimson lattice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Navy stripes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Forest frames</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opponents&apos; level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How well the two computer opponents play; a change applies from their next decision.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Partner&apos;s level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How well your computer partner plays; a change applies from the next decision.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shown at your seat.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Left opponent&apos;s name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The player on your left.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Partner&apos;s name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The player across from you (cutthroat has none).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Right opponent&apos;s name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The player on your right.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards on the cloth, the shuffle, the Herald&apos;s call.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Volume</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How loud, from 0 to 100.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cover screen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What the Intermission button shows instead of the table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dashboard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inbox</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Code editor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Project plan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spreadsheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Curtain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go full screen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The cover fills the whole screen.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Panic key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The key that covers and uncovers the table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>` (left of 1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hands kept</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How many of your latest hands the history keeps; older ones are forgotten.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Work out my accuracy in the background</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After each hand, the computer reviews your decisions while it has nothing else to do, for the accuracy in your statistics and hand history. Turn it off if the game feels slow.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The language of the game&apos;s words; a change takes effect the next time the game starts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Follow the desktop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>North American Euchre at your desk: you and a computer partner against two computer opponents, each at the level you choose. Order it up, call trump, go alone when the hand is there, and race to 10. Everything runs on this computer: no account, no network, no advertising.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The cards, the table and the cover screens are drawn by the game itself, and its sounds are generated by a script in its source, so all of them are part of the game and carry its licence: no outside artwork or recordings are used.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Makes the mistakes of a beginner.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bids and plays by the book.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Counts every card and thinks ahead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>
&lt;h3&gt;The game in brief&lt;/h3&gt;
&lt;p&gt;Euchre is played by two partnerships with a 24-card deck, nine to ace. Each player gets five cards and
one card is turned up to propose trump.&lt;/p&gt;
&lt;p&gt;&lt;b&gt;Bidding.&lt;/b&gt; In turn from the dealer&apos;s left, each player may &lt;i&gt;order up&lt;/i&gt; the turned card&apos;s suit as
trump (the dealer then takes it and discards) or pass. If all pass, each may name another suit or pass.
The side that chooses trump must take three of the five tricks.&lt;/p&gt;
&lt;p&gt;&lt;b&gt;Trump.&lt;/b&gt; The jack of trump (the right bower) is the highest card, and the other jack of the same
colour (the left bower) is second and counts as a trump. Follow suit when you can.&lt;/p&gt;
&lt;p&gt;&lt;b&gt;Scoring.&lt;/b&gt; Three or four tricks score 1, all five 2. Whoever names trump may &lt;i&gt;go alone&lt;/i&gt; while
the partner sits out: all five tricks then score 4. Makers who fall short are &lt;i&gt;euchred&lt;/i&gt;, and the other
side scores 2.&lt;/p&gt;
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>
&lt;h3&gt;Bid Euchre in brief&lt;/h3&gt;
&lt;p&gt;Bid Euchre is Euchre with an auction. Two sides, partners sitting in turn round the table, play with the
24-card deck, nine to ace, or two of them shuffled together, and the whole deck is dealt.&lt;/p&gt;
&lt;p&gt;&lt;b&gt;Bidding.&lt;/b&gt; Once round from the dealer&apos;s left, each player passes or bids more tricks than the last
bid, naming a trump suit or no trump. If nobody bids, the dealer must. Instead of a number you may &lt;i&gt;shoot
the moon&lt;/i&gt;: play alone for every trick, while your partners sit out.&lt;/p&gt;
&lt;p&gt;&lt;b&gt;Play.&lt;/b&gt; The high bidder leads. Follow suit when you can; the bowers are trump as in Euchre (in no
trump there are none). With two decks, of two identical cards the first played wins.&lt;/p&gt;
&lt;p&gt;&lt;b&gt;Scoring.&lt;/b&gt; A side scores a point for every trick it takes, but bidders who fall short lose their bid
instead. The first side to reach the target, usually 32 points, wins.&lt;/p&gt;
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rule changes apply from the next match.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Custom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replaying a deal</source>
        <extracomment>The smallest window the table&apos;s layout is designed for. The size a new window opens at. What the title says of a match that began with a chosen deal, while that deal is on the table. The game&apos;s name ends the title once, so a desktop that appends the application&apos;s name finds it already there.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Today&apos;s deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A deal from a code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Thinking of a hint…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Euchre Desktop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Version {number}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CoachNote</name>
    <message>
        <source>The coach: click to put this away</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FirstRunDialog</name>
    <message>
        <source>Welcome to Euchre</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Euchre</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bid Euchre</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bid Euchre is an auction for tricks, for four players or six.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players and pack:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stick the dealer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Canadian loner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>10 points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>5 points (a short game)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If everyone passes twice, the dealer must name trump.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The dealer&apos;s partner who orders up must go alone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A match is played to:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opponents ({names}):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Partner ({name}):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opponents ({first}, {second} and {third}):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Partners ({first} and {second}):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Easy makes a beginner&apos;s mistakes; Standard plays by the book; Expert counts every card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Full rules…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You can change all of these later in Settings: the rules from the next match, the levels at once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n point(s) (as set now)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hand(s) (as set now)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>{left} and {right}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back to the table</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GameMenu</name>
    <message>
        <source>Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The next new match is {game}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New Euchre match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New Bid Euchre match</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HandSummaryPanel</name>
    <message>
        <source>Show all hands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Review this hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every decision you made, valued by the Expert, on the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>See the result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hide the hands</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Intermission</name>
    <message>
        <source>Intermission</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Intermission: cover the table ({key})</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Play this deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That deal cannot be played.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That deal code cannot be played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{why}

Your match goes on where it was.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no deal to copy yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deal details copied to the clipboard.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your seat is yours again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Watching: the computer plays your seat to the end of this hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You have a match in progress ({score}).

Pick it up where you left it?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resume your match?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resume</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back to your last decision in this hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What an Expert player would do</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sound</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sound on or off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Classic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plain faces and plain court cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replay this deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Today&apos;s deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play today&apos;s deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play a deal from a code…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy deal details</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules in brief and levels…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Settings…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About Euchre Desktop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{command} is not available in this build</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Menu</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{command} ends the match in progress ({score}); it can&apos;t be picked up again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leave this match?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep playing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take back my seat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Watch a hand</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PlayAids</name>
    <message>
        <source>Claim</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Claim the rest: your side surely takes every trick left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Look at the last trick</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The cards of the trick just gathered</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SettingEditors</name>
    <message>
        <source>on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>off</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SettingReactions</name>
    <message>
        <source>{left} and {right}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From their next decision, {opponents} play at {level} level, {partner} at {partner_level}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From their next decision, {opponents} play at {level} level.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New rules apply from the next match.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The next new match is {game}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the desktop&apos;s language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game speaks {language} from the next time it starts.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put back the defaults of the settings on this tab (written on Apply or OK)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>These rules cannot be played together: {why}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>These Bid Euchre rules cannot be played together: {why}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{label}:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fill in every rule option from a well-known set of rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Preset:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{option}: {value}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The standard game: stick the dealer, match to 10, only the maker may go alone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Differs from the standard game in {differences}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The usual game for {form}: the lowest bid {lowest}, no-trump high and low, stick the dealer, match to {target}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Differs from the usual game for {form}, in {differences}.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Toolbar</name>
    <message>
        <source>Table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Menu</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New match, replays, statistics, rules, settings</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
