<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_CA" sourcelanguage="en">
<context>
    <name></name>
    <message>
        <source>Easy</source>
        <translation>Facile</translation>
    </message>
    <message>
        <source>Standard</source>
        <translation>Standard</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Expert</translation>
    </message>
    <message>
        <source>Players and pack</source>
        <translation>Joueurs et paquet</translation>
    </message>
    <message>
        <source>How many play, and with one pack of 24 cards or two packs together.</source>
        <translation>Le nombre de joueurs, avec un paquet de 24 cartes ou deux paquets ensemble.</translation>
    </message>
    <message>
        <source>Four players, one pack (6 cards each)</source>
        <translation>Quatre joueurs, un paquet (6 cartes chacun)</translation>
    </message>
    <message>
        <source>Four players, two packs (12 cards each)</source>
        <translation>Quatre joueurs, deux paquets (12 cartes chacun)</translation>
    </message>
    <message>
        <source>Six players, two packs (8 cards each)</source>
        <translation>Six joueurs, deux paquets (8 cartes chacun)</translation>
    </message>
    <message>
        <source>Benny</source>
        <translation>Benny</translation>
    </message>
    <message>
        <source>Play the single pack with a 25th card, the joker, as the highest trump (no no-trump bids then).</source>
        <translation>Jouer le paquet simple avec une 25e carte, le joker, comme plus fort atout (pas d&apos;annonce sans-atout alors).</translation>
    </message>
    <message>
        <source>No-trump bids</source>
        <translation>Annonces sans-atout</translation>
    </message>
    <message>
        <source>Whether a bid may name no trump at all instead of a suit.</source>
        <translation>Si une annonce peut se faire sans atout plutôt que dans une couleur.</translation>
    </message>
    <message>
        <source>Suits only</source>
        <translation>Couleurs seulement</translation>
    </message>
    <message>
        <source>No-trump high</source>
        <translation>Sans-atout haut</translation>
    </message>
    <message>
        <source>No-trump high and low</source>
        <translation>Sans-atout haut et bas</translation>
    </message>
    <message>
        <source>Lowest bid</source>
        <translation>Plus basse annonce</translation>
    </message>
    <message>
        <source>The fewest tricks a bid may name.</source>
        <translation>Le plus petit nombre de levées qu&apos;une annonce peut viser.</translation>
    </message>
    <message>
        <source>Half the tricks (3, 6 or 4)</source>
        <translation>La moitié des levées (3, 6 ou 4)</translation>
    </message>
    <message>
        <source>When everyone passes</source>
        <translation>Quand tout le monde passe</translation>
    </message>
    <message>
        <source>What happens when nobody has bid by the time it comes to the dealer.</source>
        <translation>Ce qui arrive quand personne n&apos;a annoncé une fois rendu au donneur.</translation>
    </message>
    <message>
        <source>Stick the dealer: the dealer must bid</source>
        <translation>Donneur obligé&#xa0;: le donneur doit annoncer</translation>
    </message>
    <message>
        <source>Throw the hand in; the deal passes on</source>
        <translation>On jette la main; la donne passe au suivant</translation>
    </message>
    <message>
        <source>Moon is worth</source>
        <translation>Valeur de la lune</translation>
    </message>
    <message>
        <source>Points a moon scores when made, and loses when it fails.</source>
        <translation>Les points que rapporte une lune réussie, et que coûte une lune ratée.</translation>
    </message>
    <message>
        <source>12 with one pack, 24 with two</source>
        <translation>12 avec un paquet, 24 avec deux</translation>
    </message>
    <message>
        <source>Partner&apos;s best</source>
        <translation>Meilleure carte du partenaire</translation>
    </message>
    <message>
        <source>Cards each partner passes to a player who shoots the moon, who then discards as many.</source>
        <translation>Les cartes que chaque partenaire passe à qui vise la lune; celui-ci en écarte autant.</translation>
    </message>
    <message>
        <source>None: the moon plays the cards dealt</source>
        <translation>Aucune&#xa0;: la lune se joue avec les cartes reçues</translation>
    </message>
    <message>
        <source>One card each</source>
        <translation>Une carte chacun</translation>
    </message>
    <message>
        <source>Two cards each</source>
        <translation>Deux cartes chacun</translation>
    </message>
    <message>
        <source>Moon over a moon</source>
        <translation>Lune sur lune</translation>
    </message>
    <message>
        <source>A moon that asks fewer cards of the partners outbids one that asks more.</source>
        <translation>Une lune qui demande moins de cartes aux partenaires l&apos;emporte sur une qui en demande plus.</translation>
    </message>
    <message>
        <source>Defenders score their tricks</source>
        <translation>La défense marque ses levées</translation>
    </message>
    <message>
        <source>The side that did not win the bid also scores a point for each trick it takes.</source>
        <translation>L&apos;équipe qui n&apos;a pas remporté l&apos;annonce marque aussi un point par levée prise.</translation>
    </message>
    <message>
        <source>Match to</source>
        <translation>Partie en</translation>
    </message>
    <message>
        <source>Points that win the match; or play a fixed number of hands.</source>
        <translation>Les points qui gagnent la partie; ou jouer un nombre fixe de mains.</translation>
    </message>
    <message>
        <source>21 points</source>
        <translation>21 points</translation>
    </message>
    <message>
        <source>32 points</source>
        <translation>32 points</translation>
    </message>
    <message>
        <source>50 points</source>
        <translation>50 points</translation>
    </message>
    <message>
        <source>A fixed number of hands</source>
        <translation>Un nombre fixe de mains</translation>
    </message>
    <message>
        <source>Fixed number of hands</source>
        <translation>Nombre fixe de mains</translation>
    </message>
    <message>
        <source>With no target score: how many hands to play.</source>
        <translation>Sans pointage à atteindre&#xa0;: combien de mains jouer.</translation>
    </message>
    <message>
        <source>Off (play to the target)</source>
        <translation>Non (jouer jusqu&apos;au pointage visé)</translation>
    </message>
    <message>
        <source>Four players, one pack</source>
        <translation>Quatre joueurs, un paquet</translation>
    </message>
    <message>
        <source>Four players, two packs</source>
        <translation>Quatre joueurs, deux paquets</translation>
    </message>
    <message>
        <source>Six players, two packs</source>
        <translation>Six joueurs, deux paquets</translation>
    </message>
    <message>
        <source>One pack with the Benny</source>
        <translation>Un paquet avec le Benny</translation>
    </message>
    <message>
        <source>Moons with partner&apos;s best</source>
        <translation>Lunes avec cartes du partenaire</translation>
    </message>
    <message>
        <source>Short game</source>
        <translation>Partie courte</translation>
    </message>
    <message>
        <source>Tournament</source>
        <translation>Tournoi</translation>
    </message>
    <message>
        <source>Canadian</source>
        <translation>Canadien</translation>
    </message>
    <message>
        <source>British</source>
        <translation>Britannique</translation>
    </message>
    <message>
        <source>House rules</source>
        <translation>Règles maison</translation>
    </message>
    <message>
        <source>Cutthroat (three players)</source>
        <translation>Chacun pour soi (trois joueurs)</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>Four players in two partnerships, or three-handed cutthroat.</source>
        <translation>Quatre joueurs en deux équipes, ou chacun pour soi à trois.</translation>
    </message>
    <message>
        <source>Four (partners)</source>
        <translation>Quatre (en équipes)</translation>
    </message>
    <message>
        <source>Three (cutthroat)</source>
        <translation>Trois (chacun pour soi)</translation>
    </message>
    <message>
        <source>5 points</source>
        <translation>5 points</translation>
    </message>
    <message>
        <source>10 points</source>
        <translation>10 points</translation>
    </message>
    <message>
        <source>11 points</source>
        <translation>11 points</translation>
    </message>
    <message>
        <source>Stick the dealer</source>
        <translation>Donneur obligé</translation>
    </message>
    <message>
        <source>If everyone passes twice, the dealer must name a suit instead of throwing the hand in.</source>
        <translation>Si tout le monde passe deux fois, le donneur doit nommer l&apos;atout au lieu de jeter la main.</translation>
    </message>
    <message>
        <source>Canadian loner</source>
        <translation>Cavalier seul canadien</translation>
    </message>
    <message>
        <source>The dealer&apos;s partner who orders up in the first round must play alone.</source>
        <translation>Le partenaire du donneur qui commande l&apos;atout au premier tour doit faire cavalier seul.</translation>
    </message>
    <message>
        <source>Go alone after trump is made</source>
        <translation>Cavalier seul après l&apos;atout</translation>
    </message>
    <message>
        <source>Nobody goes alone with the bid: once trump is made, the maker or either defender may go alone, both sides too.</source>
        <translation>Personne ne fait cavalier seul en annonçant&#xa0;: une fois l&apos;atout fait, le preneur ou l&apos;un ou l&apos;autre défenseur peut faire cavalier seul, même des deux côtés.</translation>
    </message>
    <message>
        <source>Defend alone</source>
        <translation>Défendre seul</translation>
    </message>
    <message>
        <source>Whether a defender may play alone against the makers, scoring 4 for a euchre.</source>
        <translation>Si un défenseur peut jouer seul contre les preneurs, et marquer 4 points pour un euchre.</translation>
    </message>
    <message>
        <source>Never</source>
        <translation>Jamais</translation>
    </message>
    <message>
        <source>Against any maker</source>
        <translation>Contre tout preneur</translation>
    </message>
    <message>
        <source>Only against a loner</source>
        <translation>Seulement contre un cavalier seul</translation>
    </message>
    <message>
        <source>No loner after passing</source>
        <translation>Pas de cavalier seul après avoir passé</translation>
    </message>
    <message>
        <source>A player who passed in the round trump was made may not then go alone.</source>
        <translation>Qui a passé au tour où l&apos;atout a été fait ne peut plus faire cavalier seul.</translation>
    </message>
    <message>
        <source>Lead against a loner</source>
        <translation>Entame contre un cavalier seul</translation>
    </message>
    <message>
        <source>Who leads the first trick when the maker goes alone.</source>
        <translation>Qui entame la première levée quand le preneur fait cavalier seul.</translation>
    </message>
    <message>
        <source>Left of the dealer</source>
        <translation>À gauche du donneur</translation>
    </message>
    <message>
        <source>Left of the loner</source>
        <translation>À gauche du cavalier seul</translation>
    </message>
    <message>
        <source>Dealer may discard the up-card</source>
        <translation>Le donneur peut écarter la carte retournée</translation>
    </message>
    <message>
        <source>The dealer who picks up may bury the card just picked up.</source>
        <translation>Le donneur qui ramasse peut enterrer la carte qu&apos;il vient de ramasser.</translation>
    </message>
    <message>
        <source>Play with a 25th card, the joker (or the two of spades), as the highest trump.</source>
        <translation>Jouer avec une 25e carte, le joker (ou le deux de pique), comme plus fort atout.</translation>
    </message>
    <message>
        <source>Benny card</source>
        <translation>Carte du Benny</translation>
    </message>
    <message>
        <source>Which card plays the Benny: the joker, or the two of spades in its place.</source>
        <translation>La carte qui fait le Benny&#xa0;: le joker, ou le deux de pique à sa place.</translation>
    </message>
    <message>
        <source>The joker</source>
        <translation>Le joker</translation>
    </message>
    <message>
        <source>The two of spades</source>
        <translation>Le deux de pique</translation>
    </message>
    <message>
        <source>Farmer&apos;s hand</source>
        <translation>Main de fermier</translation>
    </message>
    <message>
        <source>What a player dealt only nines and tens may do.</source>
        <translation>Ce que peut faire un joueur qui n&apos;a reçu que des neuf et des dix.</translation>
    </message>
    <message>
        <source>Nothing: play it</source>
        <translation>Rien&#xa0;: on la joue</translation>
    </message>
    <message>
        <source>Throw it in; same dealer deals again</source>
        <translation>On la jette; le même donneur redistribue</translation>
    </message>
    <message>
        <source>Swap three cards with the kitty</source>
        <translation>Échanger trois cartes avec le talon</translation>
    </message>
    <message>
        <source>A lone maker gets the partner&apos;s best card and discards one.</source>
        <translation>Le preneur seul reçoit la meilleure carte de son partenaire et en écarte une.</translation>
    </message>
    <message>
        <source>Renege</source>
        <translation>Renonce</translation>
    </message>
    <message>
        <source>What happens when a player fails to follow suit.</source>
        <translation>Ce qui arrive quand un joueur ne fournit pas à la couleur demandée.</translation>
    </message>
    <message>
        <source>Not allowed (cards that don&apos;t follow are refused)</source>
        <translation>Interdite (les cartes qui ne fournissent pas sont refusées)</translation>
    </message>
    <message>
        <source>Allowed; caught reneges give the others 2</source>
        <translation>Permise; une renonce prise donne 2 points aux autres</translation>
    </message>
    <message>
        <source>Allowed; caught reneges cost 2 points</source>
        <translation>Permise; une renonce prise coûte 2 points</translation>
    </message>
    <message>
        <source>Allowed; the reneging side scores nothing that hand</source>
        <translation>Permise; l&apos;équipe fautive ne marque rien dans cette main</translation>
    </message>
    <message>
        <source>Defenders&apos; march scores 4</source>
        <translation>La vole de la défense vaut 4</translation>
    </message>
    <message>
        <source>Defenders who take all five tricks score 4 instead of 2.</source>
        <translation>La défense qui prend les cinq levées marque 4 points au lieu de 2.</translation>
    </message>
    <message>
        <source>Cutthroat march</source>
        <translation>Vole en chacun pour soi</translation>
    </message>
    <message>
        <source>Points for a march by the maker in cutthroat.</source>
        <translation>Les points d&apos;une vole du preneur en chacun pour soi.</translation>
    </message>
    <message>
        <source>3 points</source>
        <translation>3 points</translation>
    </message>
    <message>
        <source>2 points</source>
        <translation>2 points</translation>
    </message>
    <message>
        <source>First dealer</source>
        <translation>Premier donneur</translation>
    </message>
    <message>
        <source>How the first dealer of a match is chosen.</source>
        <translation>Comment choisir le premier donneur d&apos;une partie.</translation>
    </message>
    <message>
        <source>At random</source>
        <translation>Au hasard</translation>
    </message>
    <message>
        <source>First black jack</source>
        <translation>Premier valet noir</translation>
    </message>
    <message>
        <source>Euchre</source>
        <translation>Euchre</translation>
    </message>
    <message>
        <source>Bid Euchre</source>
        <translation>Euchre aux enchères</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Jeu</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Règles</translation>
    </message>
    <message>
        <source>Bid Euchre rules</source>
        <translation>Règles de l&apos;euchre aux enchères</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <source>Sound</source>
        <translation>Son</translation>
    </message>
    <message>
        <source>Intermission</source>
        <translation>Entracte</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Historique</translation>
    </message>
    <message>
        <source>General</source>
        <translation>Général</translation>
    </message>
    <message>
        <source>Which game a new match plays; a match in progress keeps its game.</source>
        <translation>Le jeu d&apos;une nouvelle partie; une partie en cours garde son jeu.</translation>
    </message>
    <message>
        <source>Card size</source>
        <translation>Taille des cartes</translation>
    </message>
    <message>
        <source>How big the cards are drawn.</source>
        <translation>La grandeur des cartes à l&apos;écran.</translation>
    </message>
    <message>
        <source>Small</source>
        <translation>Petites</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Moyennes</translation>
    </message>
    <message>
        <source>Large</source>
        <translation>Grandes</translation>
    </message>
    <message>
        <source>Huge</source>
        <translation>Très grandes</translation>
    </message>
    <message>
        <source>Text size</source>
        <translation>Taille du texte</translation>
    </message>
    <message>
        <source>How large the words are, on the table and in every window, on top of your desktop&apos;s own text size.</source>
        <translation>La taille des mots, sur la table et dans chaque fenêtre, en plus de la taille du texte de votre bureau.</translation>
    </message>
    <message>
        <source>Four-colour suits</source>
        <translation>Couleurs en quatre teintes</translation>
    </message>
    <message>
        <source>Diamonds blue and clubs green, so no two suits look alike.</source>
        <translation>Carreaux bleus et trèfles verts, pour que deux couleurs ne se ressemblent jamais.</translation>
    </message>
    <message>
        <source>Sort your hand</source>
        <translation>Ordre de votre main</translation>
    </message>
    <message>
        <source>How your cards are ordered (trump is grouped once named).</source>
        <translation>L&apos;ordre de vos cartes (l&apos;atout est regroupé une fois nommé).</translation>
    </message>
    <message>
        <source>Suits alternating colours</source>
        <translation>Couleurs en alternance rouge et noir</translation>
    </message>
    <message>
        <source>Clubs, diamonds, spades, hearts</source>
        <translation>Trèfle, carreau, pique, cœur</translation>
    </message>
    <message>
        <source>As dealt</source>
        <translation>Comme distribuées</translation>
    </message>
    <message>
        <source>Tap twice to play</source>
        <translation>Cliquer deux fois pour jouer</translation>
    </message>
    <message>
        <source>The first click selects a card, the second plays it.</source>
        <translation>Le premier clic choisit une carte, le second la joue.</translation>
    </message>
    <message>
        <source>Ask before a renege</source>
        <translation>Demander avant une renonce</translation>
    </message>
    <message>
        <source>Where the rules allow a renege, ask before you play a card that does not follow suit.</source>
        <translation>Quand les règles permettent la renonce, demander avant de jouer une carte qui ne fournit pas.</translation>
    </message>
    <message>
        <source>Play forced cards</source>
        <translation>Jouer les cartes forcées</translation>
    </message>
    <message>
        <source>When only one card may be played, it is played for you.</source>
        <translation>Quand une seule carte peut être jouée, elle est jouée pour vous.</translation>
    </message>
    <message>
        <source>Coach</source>
        <translation>Entraîneur</translation>
    </message>
    <message>
        <source>Before each of your decisions, what an Expert would do and why; after a costly choice, what it cost and what was better.</source>
        <translation>Avant chacune de vos décisions, ce qu&apos;un Expert ferait et pourquoi; après un choix coûteux, ce qu&apos;il a coûté et ce qui valait mieux.</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Vitesse</translation>
    </message>
    <message>
        <source>How quickly cards move and computer players act.</source>
        <translation>La vitesse des cartes et des joueurs de l&apos;ordinateur.</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Lente</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normale</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Rapide</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>Instantanée</translation>
    </message>
    <message>
        <source>Reduced motion</source>
        <translation>Mouvements réduits</translation>
    </message>
    <message>
        <source>Cards appear in place instead of flying; no fireworks.</source>
        <translation>Les cartes apparaissent en place au lieu de voler; pas de feux d&apos;artifice.</translation>
    </message>
    <message>
        <source>Classic faces</source>
        <translation>Figures classiques</translation>
    </message>
    <message>
        <source>Plain faces on the seats instead of the Company&apos;s portraits, and plain kings, queens and jacks.</source>
        <translation>Des visages simples aux places au lieu des portraits de la Compagnie, et des rois, dames et valets simples.</translation>
    </message>
    <message>
        <source>Six-and-four score cards</source>
        <translation>Cartes de pointage six et quatre</translation>
    </message>
    <message>
        <source>Show each side&apos;s score with the traditional pair of low cards.</source>
        <translation>Montrer le pointage de chaque équipe avec la paire de petites cartes traditionnelle.</translation>
    </message>
    <message>
        <source>Score cards</source>
        <translation>Cartes de pointage</translation>
    </message>
    <message>
        <source>Which pair of low cards keeps the score when they are shown.</source>
        <translation>La paire de petites cartes qui tient le pointage quand elles sont montrées.</translation>
    </message>
    <message>
        <source>Six and four</source>
        <translation>Six et quatre</translation>
    </message>
    <message>
        <source>Two and three</source>
        <translation>Deux et trois</translation>
    </message>
    <message>
        <source>Cloth</source>
        <translation>Tapis</translation>
    </message>
    <message>
        <source>The colour of the table&apos;s cloth.</source>
        <translation>La couleur du tapis de la table.</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Vert</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Bleu</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Rouge</translation>
    </message>
    <message>
        <source>Grey</source>
        <translation>Gris</translation>
    </message>
    <message>
        <source>Card back</source>
        <translation>Dos des cartes</translation>
    </message>
    <message>
        <source>The design on the backs of the cards.</source>
        <translation>Le motif au dos des cartes.</translation>
    </message>
    <message>
        <source>Crimson lattice</source>
        <translation>Treillis cramoisi</translation>
    </message>
    <message>
        <source>Navy stripes</source>
        <translation>Rayures marine</translation>
    </message>
    <message>
        <source>Forest frames</source>
        <translation>Cadres vert forêt</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>Contraste élevé</translation>
    </message>
    <message>
        <source>A dark cloth, white cards with strong inks and black-on-white windows, for reading at a glance.</source>
        <translation>Un tapis sombre, des cartes blanches aux encres franches et des fenêtres noir sur blanc, pour lire d&apos;un coup d&apos;œil.</translation>
    </message>
    <message>
        <source>When the desktop asks for it</source>
        <translation>Quand le bureau le demande</translation>
    </message>
    <message>
        <source>Always</source>
        <translation>Toujours</translation>
    </message>
    <message>
        <source>Opponents&apos; level</source>
        <translation>Niveau des adversaires</translation>
    </message>
    <message>
        <source>How well the two computer opponents play; a change applies from their next decision.</source>
        <translation>La force des deux adversaires de l&apos;ordinateur; un changement s&apos;applique dès leur prochaine décision.</translation>
    </message>
    <message>
        <source>Partner&apos;s level</source>
        <translation>Niveau du partenaire</translation>
    </message>
    <message>
        <source>How well your computer partner plays; a change applies from the next decision.</source>
        <translation>La force de votre partenaire de l&apos;ordinateur; un changement s&apos;applique dès sa prochaine décision.</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Votre nom</translation>
    </message>
    <message>
        <source>Shown at your seat.</source>
        <translation>Affiché à votre place.</translation>
    </message>
    <message>
        <source>Left opponent&apos;s name</source>
        <translation>Nom de l&apos;adversaire de gauche</translation>
    </message>
    <message>
        <source>The player on your left.</source>
        <translation>Le joueur à votre gauche.</translation>
    </message>
    <message>
        <source>Partner&apos;s name</source>
        <translation>Nom du partenaire</translation>
    </message>
    <message>
        <source>The player across from you (cutthroat has none).</source>
        <translation>Le joueur en face de vous (il n&apos;y en a pas en chacun pour soi).</translation>
    </message>
    <message>
        <source>Right opponent&apos;s name</source>
        <translation>Nom de l&apos;adversaire de droite</translation>
    </message>
    <message>
        <source>The player on your right.</source>
        <translation>Le joueur à votre droite.</translation>
    </message>
    <message>
        <source>Cards on the cloth, the shuffle, the Herald&apos;s call.</source>
        <translation>Les cartes sur le tapis, le brassage, l&apos;appel du Héraut.</translation>
    </message>
    <message>
        <source>Volume</source>
        <translation>Volume</translation>
    </message>
    <message>
        <source>How loud, from 0 to 100.</source>
        <translation>Le niveau sonore, de 0 à 100.</translation>
    </message>
    <message>
        <source>Spoken announcements</source>
        <translation>Annonces parlées</translation>
    </message>
    <message>
        <source>What your screen reader says as the game goes: nothing, the moments that matter (your turn, trump, who takes each trick, the score), or every bid and card as well.</source>
        <translation>Ce que votre lecteur d&apos;écran dit pendant le jeu&#xa0;: rien, les moments importants (votre tour, l&apos;atout, qui prend chaque levée, le pointage), ou aussi chaque annonce et chaque carte.</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Aucune</translation>
    </message>
    <message>
        <source>Key moments</source>
        <translation>Moments importants</translation>
    </message>
    <message>
        <source>Every bid and card</source>
        <translation>Chaque annonce et chaque carte</translation>
    </message>
    <message>
        <source>Cover screen</source>
        <translation>Écran de camouflage</translation>
    </message>
    <message>
        <source>What the Intermission button shows instead of the table.</source>
        <translation>Ce que le bouton Entracte montre à la place de la table.</translation>
    </message>
    <message>
        <source>Dashboard</source>
        <translation>Tableau de bord</translation>
    </message>
    <message>
        <source>Inbox</source>
        <translation>Boîte de réception</translation>
    </message>
    <message>
        <source>Code editor</source>
        <translation>Éditeur de code</translation>
    </message>
    <message>
        <source>Report</source>
        <translation>Rapport</translation>
    </message>
    <message>
        <source>Project plan</source>
        <translation>Plan de projet</translation>
    </message>
    <message>
        <source>Spreadsheet</source>
        <translation>Chiffrier</translation>
    </message>
    <message>
        <source>Curtain</source>
        <translation>Rideau</translation>
    </message>
    <message>
        <source>Go full screen</source>
        <translation>Plein écran</translation>
    </message>
    <message>
        <source>The cover fills the whole screen.</source>
        <translation>Le camouflage remplit tout l&apos;écran.</translation>
    </message>
    <message>
        <source>Panic key</source>
        <translation>Touche panique</translation>
    </message>
    <message>
        <source>The key that covers and uncovers the table.</source>
        <translation>La touche qui cache et découvre la table.</translation>
    </message>
    <message>
        <source>` (left of 1)</source>
        <translation>` (à gauche du 1)</translation>
    </message>
    <message>
        <source>Hands kept</source>
        <translation>Mains conservées</translation>
    </message>
    <message>
        <source>How many of your latest hands the history keeps; older ones are forgotten.</source>
        <translation>Le nombre de vos dernières mains que l&apos;historique conserve; les plus anciennes sont oubliées.</translation>
    </message>
    <message>
        <source>Work out my accuracy in the background</source>
        <translation>Calculer ma précision en arrière-plan</translation>
    </message>
    <message>
        <source>After each hand, the computer reviews your decisions while it has nothing else to do, for the accuracy in your statistics and hand history. Turn it off if the game feels slow.</source>
        <translation>Après chaque main, l&apos;ordinateur revoit vos décisions quand il n&apos;a rien d&apos;autre à faire, pour la précision de vos statistiques et de l&apos;historique des mains. Désactivez-le si le jeu vous semble lent.</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Langue</translation>
    </message>
    <message>
        <source>The language of the game&apos;s words; a change takes effect the next time the game starts.</source>
        <translation>La langue du jeu; un changement prend effet au prochain démarrage du jeu.</translation>
    </message>
    <message>
        <source>Follow the desktop</source>
        <translation>Langue du bureau</translation>
    </message>
    <message>
        <source>North American Euchre at your desk: you and a computer partner against two computer opponents, each at the level you choose. Order it up, call trump, go alone when the hand is there, and race to 10. Everything runs on this computer: no account, no network, no advertising.</source>
        <translation>L&apos;euchre nord-américain à votre bureau&#xa0;: vous et un partenaire de l&apos;ordinateur contre deux adversaires de l&apos;ordinateur, chacun au niveau de votre choix. Commandez l&apos;atout, nommez-le, faites cavalier seul quand la main le permet, et filez jusqu&apos;à 10. Tout se passe sur cet ordinateur&#xa0;: pas de compte, pas de réseau, pas de publicité.</translation>
    </message>
    <message>
        <source>The cards, the table and the cover screens are drawn by the game itself, and its sounds are generated by a script in its source, so all of them are part of the game and carry its licence: no outside artwork or recordings are used.</source>
        <translation>Les cartes, la table et les écrans de camouflage sont dessinés par le jeu lui-même, et ses sons sont produits par un script de sa source; tout cela fait partie du jeu et porte sa licence&#xa0;: aucune illustration ni aucun enregistrement de l&apos;extérieur.</translation>
    </message>
    <message>
        <source>Makes the mistakes of a beginner.</source>
        <translation>Fait les erreurs d&apos;un débutant.</translation>
    </message>
    <message>
        <source>Bids and plays by the book.</source>
        <translation>Annonce et joue selon les règles de l&apos;art.</translation>
    </message>
    <message>
        <source>Counts every card and thinks ahead.</source>
        <translation>Compte chaque carte et voit loin.</translation>
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
        <translation>
&lt;h3&gt;Le jeu en bref&lt;/h3&gt;
&lt;p&gt;L&apos;euchre se joue à deux équipes de deux avec un paquet de 24 cartes, du neuf à l&apos;as. Chaque joueur reçoit cinq cartes, et une carte est retournée pour proposer l&apos;atout.&lt;/p&gt;
&lt;p&gt;&lt;b&gt;Les annonces.&lt;/b&gt; Tour à tour à partir de la gauche du donneur, chaque joueur peut &lt;i&gt;commander&lt;/i&gt; la couleur de la carte retournée comme atout (le donneur la prend alors et écarte une carte) ou passer. Si tous passent, chacun peut nommer une autre couleur ou passer. L&apos;équipe qui choisit l&apos;atout doit prendre trois des cinq levées.&lt;/p&gt;
&lt;p&gt;&lt;b&gt;L&apos;atout.&lt;/b&gt; Le valet d&apos;atout (le valet droit) est la plus forte carte, et l&apos;autre valet de la même couleur (le valet gauche) vient au second rang et compte comme un atout. Fournissez à la couleur demandée quand vous le pouvez.&lt;/p&gt;
&lt;p&gt;&lt;b&gt;Le pointage.&lt;/b&gt; Trois ou quatre levées valent 1 point, les cinq en valent 2. Qui nomme l&apos;atout peut &lt;i&gt;faire cavalier seul&lt;/i&gt; pendant que son partenaire se retire&#xa0;: les cinq levées valent alors 4 points. Les preneurs qui n&apos;atteignent pas trois levées sont &lt;i&gt;euchrés&lt;/i&gt;, et l&apos;autre équipe marque 2 points.&lt;/p&gt;
</translation>
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
        <translation>
&lt;h3&gt;L&apos;euchre aux enchères en bref&lt;/h3&gt;
&lt;p&gt;L&apos;euchre aux enchères, c&apos;est l&apos;euchre avec des enchères. Deux équipes, les partenaires assis en alternance autour de la table, jouent avec le paquet de 24 cartes, du neuf à l&apos;as, ou deux paquets brassés ensemble, et tout le paquet est distribué.&lt;/p&gt;
&lt;p&gt;&lt;b&gt;Les annonces.&lt;/b&gt; Un seul tour à partir de la gauche du donneur&#xa0;: chaque joueur passe ou annonce plus de levées que la dernière annonce, en nommant une couleur d&apos;atout ou sans-atout. Si personne n&apos;annonce, le donneur doit le faire. Au lieu d&apos;un nombre, vous pouvez &lt;i&gt;viser la lune&lt;/i&gt;&#xa0;: jouer seul pour toutes les levées pendant que vos partenaires se retirent.&lt;/p&gt;
&lt;p&gt;&lt;b&gt;Le jeu.&lt;/b&gt; Le plus fort annonceur entame. Fournissez à la couleur demandée quand vous le pouvez; les valets sont atouts comme à l&apos;euchre (il n&apos;y en a pas à sans-atout). Avec deux paquets, de deux cartes identiques, la première jouée l&apos;emporte.&lt;/p&gt;
&lt;p&gt;&lt;b&gt;Le pointage.&lt;/b&gt; Une équipe marque un point par levée prise, mais les annonceurs qui n&apos;atteignent pas leur annonce la perdent plutôt. La première équipe à atteindre le pointage visé, souvent 32 points, gagne.&lt;/p&gt;
</translation>
    </message>
    <message>
        <source>Rule changes apply from the next match.</source>
        <translation>Nouvelles règles dès la prochaine partie.</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>Personnalisé</translation>
    </message>
    <message>
        <source>Replaying a deal</source>
        <extracomment>The smallest window the table&apos;s layout is designed for. The size a new window opens at. What the title says of a match that began with a chosen deal, while that deal is on the table. The game&apos;s name ends the title once, so a desktop that appends the application&apos;s name finds it already there.</extracomment>
        <translation>Reprise d&apos;une donne</translation>
    </message>
    <message>
        <source>Today&apos;s deal</source>
        <translation>La donne du jour</translation>
    </message>
    <message>
        <source>A deal from a code</source>
        <translation>Une donne d&apos;après un code</translation>
    </message>
    <message>
        <source>Thinking of a hint…</source>
        <translation>Recherche d&apos;un conseil…</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>trèfle</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>carreau</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>pique</translation>
    </message>
    <message>
        <source>no-trump</source>
        <translation>sans-atout</translation>
    </message>
    <message>
        <source>low</source>
        <translation>sans-atout bas</translation>
    </message>
    <message numerus="yes">
        <source>Moon in {strain}, %n card(s) from partner</source>
        <comment>cards passed to a moon</comment>
        <translation>
            <numerusform>Lune à {strain}, %n carte du partenaire</numerusform>
            <numerusform>Lune à {strain}, %n cartes du partenaire</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n trick(s): made</source>
        <comment>the bidders&apos; tricks, enough</comment>
        <translation>
            <numerusform>%n levée&#xa0;: réussi</numerusform>
            <numerusform>%n levées&#xa0;: réussi</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n trick(s): set</source>
        <comment>the other side&apos;s tricks, enough to set</comment>
        <translation>
            <numerusform>%n levée&#xa0;: chuté</numerusform>
            <numerusform>%n levées&#xa0;: chuté</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n trick(s)</source>
        <comment>a side&apos;s tricks</comment>
        <translation>
            <numerusform>%n levée</numerusform>
            <numerusform>%n levées</numerusform>
        </translation>
    </message>
    <message>
        <source>Moon made! {gained} to {bidders}</source>
        <translation>Lune réussie! {gained} pour {bidders}</translation>
    </message>
    <message>
        <source>The moon failed: {lost} off {bidders}</source>
        <translation>La lune a raté&#xa0;: {lost} de moins pour {bidders}</translation>
    </message>
    <message>
        <source>Set! {lost} off {bidders}</source>
        <translation>Chuté! {lost} de moins pour {bidders}</translation>
    </message>
    <message>
        <source>Made: {gained} to {bidders}</source>
        <translation>Réussi&#xa0;: {gained} pour {bidders}</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>cœur</translation>
    </message>
    <message>
        <source>Right bower</source>
        <translation>Valet droit</translation>
    </message>
    <message>
        <source>Left bower</source>
        <translation>Valet gauche</translation>
    </message>
    <message>
        <source>Clubs</source>
        <translation>Trèfle</translation>
    </message>
    <message>
        <source>Diamonds</source>
        <translation>Carreau</translation>
    </message>
    <message>
        <source>Spades</source>
        <translation>Pique</translation>
    </message>
    <message>
        <source>Hearts</source>
        <translation>Cœur</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>Donneur</translation>
    </message>
    <message>
        <source>Maker</source>
        <translation>Preneur</translation>
    </message>
    <message>
        <source>Alone</source>
        <translation>Seul</translation>
    </message>
    <message>
        <source>Sitting out</source>
        <translation>Se retire</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <comment>a side&apos;s points in a hand</comment>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
    <message>
        <source>You</source>
        <translation>Vous</translation>
    </message>
    <message>
        <source>playable</source>
        <translation>jouable</translation>
    </message>
    <message>
        <source>Press to play it.</source>
        <translation>Appuyez pour la jouer.</translation>
    </message>
    <message>
        <source>can be discarded</source>
        <translation>peut être écartée</translation>
    </message>
    <message>
        <source>Press to discard it face down.</source>
        <translation>Appuyez pour l&apos;écarter face cachée.</translation>
    </message>
    <message>
        <source>can be returned</source>
        <translation>peut être remise</translation>
    </message>
    <message>
        <source>Press to return it to the kitty.</source>
        <translation>Appuyez pour la remettre au talon.</translation>
    </message>
    <message>
        <source>can be given</source>
        <translation>peut être donnée</translation>
    </message>
    <message>
        <source>Press to give it to your partner.</source>
        <translation>Appuyez pour la donner à votre partenaire.</translation>
    </message>
    <message>
        <source>on your left</source>
        <translation>à votre gauche</translation>
    </message>
    <message>
        <source>on your right</source>
        <translation>à votre droite</translation>
    </message>
    <message>
        <source>across from you</source>
        <translation>en face de vous</translation>
    </message>
    <message>
        <source>second on your left</source>
        <translation>deuxième à votre gauche</translation>
    </message>
    <message>
        <source>second on your right</source>
        <translation>deuxième à votre droite</translation>
    </message>
    <message>
        <source>nine</source>
        <translation>neuf</translation>
    </message>
    <message>
        <source>ten</source>
        <translation>dix</translation>
    </message>
    <message>
        <source>jack</source>
        <translation>valet</translation>
    </message>
    <message>
        <source>queen</source>
        <translation>dame</translation>
    </message>
    <message>
        <source>king</source>
        <translation>roi</translation>
    </message>
    <message>
        <source>ace</source>
        <translation>as</translation>
    </message>
    <message>
        <source>the nine</source>
        <translation>le neuf</translation>
    </message>
    <message>
        <source>the ten</source>
        <translation>le dix</translation>
    </message>
    <message>
        <source>the jack</source>
        <translation>le valet</translation>
    </message>
    <message>
        <source>the queen</source>
        <translation>la dame</translation>
    </message>
    <message>
        <source>the king</source>
        <translation>le roi</translation>
    </message>
    <message>
        <source>the ace</source>
        <translation>l&apos;as</translation>
    </message>
    <message>
        <source>Bidding</source>
        <translation>Annonces</translation>
    </message>
    <message>
        <source>Leading</source>
        <translation>Entames</translation>
    </message>
    <message>
        <source>Following</source>
        <translation>Jeu à la suite</translation>
    </message>
    <message>
        <source>Defending</source>
        <translation>Défense</translation>
    </message>
    <message>
        <source>Discarding</source>
        <translation>Écarts</translation>
    </message>
    <message>
        <source>Accuracy is worked out for Euchre hands only: Bid Euchre&apos;s hands cannot be reviewed yet.</source>
        <translation>La précision n&apos;est calculée que pour les mains d&apos;euchre&#xa0;: celles de l&apos;euchre aux enchères ne peuvent pas encore être revues.</translation>
    </message>
    <message numerus="yes">
        <source>%n more hand(s) waiting to be reviewed.</source>
        <comment>hands not reviewed yet</comment>
        <translation>
            <numerusform>Encore %n main attend d&apos;être revue.</numerusform>
            <numerusform>Encore %n mains attendent d&apos;être revues.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n reviewed hand(s)</source>
        <comment>hands counted</comment>
        <translation>
            <numerusform>%n main revue</numerusform>
            <numerusform>%n mains revues</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n slip(s)</source>
        <comment>small mistakes</comment>
        <translation>
            <numerusform>%n faux pas</numerusform>
            <numerusform>%n faux pas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n blunder(s)</source>
        <comment>big mistakes</comment>
        <translation>
            <numerusform>%n gaffe</numerusform>
            <numerusform>%n gaffes</numerusform>
        </translation>
    </message>
    <message>
        <source>Play a few hands: your accuracy is worked out after each one.</source>
        <translation>Jouez quelques mains&#xa0;: votre précision est calculée après chacune.</translation>
    </message>
    <message>
        <source>Bid</source>
        <translation>Ann.</translation>
    </message>
    <message>
        <source>Lead</source>
        <translation>Ent.</translation>
    </message>
    <message>
        <source>Follow</source>
        <translation>Suite</translation>
    </message>
    <message>
        <source>Defend</source>
        <translation>Déf.</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Écart</translation>
    </message>
    <message>
        <source>What each kind of decision costs you will be drawn here.</source>
        <translation>Ce que vous coûte chaque genre de décision sera tracé ici.</translation>
    </message>
    <message>
        <source>Drawn here match by match, or day by day, as your hands are reviewed.</source>
        <translation>Tracé ici partie par partie, ou jour par jour, à mesure que vos mains sont revues.</translation>
    </message>
    <message>
        <source>No hands played yet: the score of your match will be drawn here.</source>
        <translation>Aucune main jouée encore&#xa0;: le pointage de votre partie sera tracé ici.</translation>
    </message>
    <message>
        <source>No finished matches yet: your win rate will be drawn here.</source>
        <translation>Aucune partie terminée encore&#xa0;: votre taux de victoires sera tracé ici.</translation>
    </message>
    <message numerus="yes">
        <source>%n hand(s) that you watched the computer play for you count in the match score (open rings on the chart) but not here.</source>
        <comment>hands the computer played for the player</comment>
        <translation>
            <numerusform>%n main que l&apos;ordinateur a jouée pour vous compte dans le pointage de la partie (anneaux vides sur le graphique), mais pas ici.</numerusform>
            <numerusform>%n mains que l&apos;ordinateur a jouées pour vous comptent dans le pointage de la partie (anneaux vides sur le graphique), mais pas ici.</numerusform>
        </translation>
    </message>
    <message>
        <source>All results</source>
        <translation>Tous les résultats</translation>
    </message>
    <message>
        <source>Hands your side won</source>
        <translation>Mains gagnées par votre équipe</translation>
    </message>
    <message>
        <source>Hands your side lost</source>
        <translation>Mains perdues par votre équipe</translation>
    </message>
    <message>
        <source>No score either way</source>
        <translation>Aucun point de part et d&apos;autre</translation>
    </message>
    <message>
        <source>Any part</source>
        <translation>Tous les rôles</translation>
    </message>
    <message>
        <source>You made trump</source>
        <translation>Vous avez fait l&apos;atout</translation>
    </message>
    <message>
        <source>Your partner made trump</source>
        <translation>Votre partenaire a fait l&apos;atout</translation>
    </message>
    <message>
        <source>You defended</source>
        <translation>Vous étiez en défense</translation>
    </message>
    <message>
        <source>Nobody made trump</source>
        <translation>Personne n&apos;a fait l&apos;atout</translation>
    </message>
    <message>
        <source>Any time</source>
        <translation>N&apos;importe quand</translation>
    </message>
    <message>
        <source>Today</source>
        <translation>Aujourd&apos;hui</translation>
    </message>
    <message>
        <source>The last 7 days</source>
        <translation>Les 7 derniers jours</translation>
    </message>
    <message>
        <source>The last 30 days</source>
        <translation>Les 30 derniers jours</translation>
    </message>
    <message>
        <source>Made</source>
        <translation>Réussie</translation>
    </message>
    <message>
        <source>March</source>
        <translation>Vole</translation>
    </message>
    <message>
        <source>Euchred</source>
        <translation>Euchrés</translation>
    </message>
    <message>
        <source>Thrown in</source>
        <translation>Main jetée</translation>
    </message>
    <message>
        <source>Farmer&apos;s hand shown</source>
        <translation>Main du fermier montrée</translation>
    </message>
    <message>
        <source>Set</source>
        <translation>Chutée</translation>
    </message>
    <message>
        <source>Moon made</source>
        <translation>Lune réussie</translation>
    </message>
    <message>
        <source>Moon failed</source>
        <translation>Lune ratée</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Jouée</translation>
    </message>
    <message>
        <source>Game and rules</source>
        <translation>Jeu et règles</translation>
    </message>
    <message>
        <source>Your part</source>
        <translation>Votre rôle</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <source>Your accuracy</source>
        <translation>Votre précision</translation>
    </message>
    <message>
        <source>You won the bidding</source>
        <translation>Vous avez remporté les enchères</translation>
    </message>
    <message>
        <source>Your side won the bidding</source>
        <translation>Votre équipe a remporté les enchères</translation>
    </message>
    <message>
        <source>Nobody bid</source>
        <translation>Personne n&apos;a annoncé</translation>
    </message>
    <message numerus="yes">
        <source>%n decision(s)</source>
        <comment>decisions of one kind</comment>
        <translation>
            <numerusform>%n décision</numerusform>
            <numerusform>%n décisions</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Euchre Desktop</source>
        <translation>À propos d&apos;Euchre Desktop</translation>
    </message>
    <message>
        <source>Version {number}</source>
        <translation>Version {number}</translation>
    </message>
</context>
<context>
    <name>AccuracyPanel</name>
    <message>
        <source>Over {hands} you gave away {cost} points per decision and made {mistakes} mistakes a hand ({slips}, {blunders}).</source>
        <translation>Sur {hands}, vous avez laissé en moyenne {cost} points par décision, et vos erreurs par main se chiffrent à {mistakes} ({slips}, {blunders}).</translation>
    </message>
    <message numerus="yes">
        <source>The last %n match(es)</source>
        <translation>
            <numerusform>%n dernière partie</numerusform>
            <numerusform>Les %n dernières parties</numerusform>
        </translation>
    </message>
    <message>
        <source>Over time</source>
        <translation>Au fil du temps</translation>
    </message>
    <message>
        <source>Match by match, or day by day (week by week over a longer time)</source>
        <translation>Partie par partie, ou jour par jour (semaine par semaine sur une plus longue période)</translation>
    </message>
    <message>
        <source>Every kind of decision</source>
        <translation>Tous les genres de décision</translation>
    </message>
    <message>
        <source>Draw the charts on the right for one kind of decision</source>
        <translation>Tracer les graphiques de droite pour un seul genre de décision</translation>
    </message>
    <message>
        <source>Points given away per decision</source>
        <translation>Points laissés par décision</translation>
    </message>
    <message>
        <source>Mistakes per hand</source>
        <translation>Erreurs par main</translation>
    </message>
    <message>
        <source>&amp;Show:</source>
        <translation>&amp;Afficher&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Decisions:</source>
        <translation>&amp;Décisions&#xa0;:</translation>
    </message>
    <message>
        <source>By kind of decision: points given away per decision</source>
        <translation>Par genre de décision&#xa0;: points laissés par décision</translation>
    </message>
    <message>
        <source>Your accuracy is kept with your hand history, which is not kept here.</source>
        <translation>Votre précision est gardée avec votre historique des mains, qui n&apos;est pas conservé ici.</translation>
    </message>
    <message>
        <source>Match (the day it was played)</source>
        <translation>Partie (le jour où elle a été jouée)</translation>
    </message>
    <message>
        <source>Each match</source>
        <translation>Chaque partie</translation>
    </message>
    <message>
        <source>Day</source>
        <translation>Jour</translation>
    </message>
    <message>
        <source>Each day</source>
        <translation>Chaque jour</translation>
    </message>
    <message>
        <source>Week (from Monday)</source>
        <translation>Semaine (à partir du lundi)</translation>
    </message>
    <message>
        <source>Each week</source>
        <translation>Chaque semaine</translation>
    </message>
    <message>
        <source>Points given away per decision ({kind})</source>
        <translation>Points laissés par décision ({kind})</translation>
    </message>
    <message>
        <source>Mistakes per hand ({kind})</source>
        <translation>Erreurs par main ({kind})</translation>
    </message>
</context>
<context>
    <name>BidEuchrePanel</name>
    <message numerus="yes">
        <source>Moon, %n from partner</source>
        <translation>
            <numerusform>Lune, %n du partenaire</numerusform>
            <numerusform>Lune, %n du partenaire</numerusform>
        </translation>
    </message>
    <message>
        <source>Moon</source>
        <translation>Lune</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passer</translation>
    </message>
    <message>
        <source>{bid}: Enter to bid</source>
        <translation>{bid}&#xa0;: Entrée pour annoncer</translation>
    </message>
    <message>
        <source>Shoot the moon in which strain? (C D H S N L)</source>
        <translation>Viser la lune à quel atout? (C D H S N L)</translation>
    </message>
    <message>
        <source>{number} in which strain? C D H S, N no-trump, L low</source>
        <translation>{number} à quel atout? C D H S, N sans-atout, L sans-atout bas</translation>
    </message>
    <message>
        <source>Choose a number of tricks, then trump, or pass (0)</source>
        <translation>Choisissez un nombre de levées, puis l&apos;atout, ou passez (0)</translation>
    </message>
    <message>
        <source>Choose a number of tricks, then trump (you must bid)</source>
        <translation>Choisissez un nombre de levées, puis l&apos;atout (vous devez annoncer)</translation>
    </message>
</context>
<context>
    <name>BidEuchreSeat</name>
    <message>
        <source>Choose a number of tricks and trump first.</source>
        <translation>Choisissez d&apos;abord un nombre de levées et l&apos;atout.</translation>
    </message>
    <message>
        <source>That bid is not open to you now.</source>
        <translation>Cette annonce ne vous est pas permise maintenant.</translation>
    </message>
</context>
<context>
    <name>BidPanel</name>
    <message>
        <source>Alone</source>
        <translation>Seul</translation>
    </message>
    <message>
        <source>Defend alone</source>
        <translation>Défendre seul</translation>
    </message>
    <message>
        <source>Go alone</source>
        <translation>Cavalier seul</translation>
    </message>
    <message>
        <source>Farmer&apos;s hand: swap with the kitty</source>
        <translation>Main de fermier&#xa0;: échanger avec le talon</translation>
    </message>
    <message>
        <source>Farmer&apos;s hand: throw it in</source>
        <translation>Main de fermier&#xa0;: la jeter</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passer</translation>
    </message>
    <message>
        <source>Keep it</source>
        <translation>La garder</translation>
    </message>
    <message>
        <source>With partner</source>
        <translation>Avec le partenaire</translation>
    </message>
    <message>
        <source>{choice} (key {key})</source>
        <translation>{choice} (touche {key})</translation>
    </message>
</context>
<context>
    <name>BidSession</name>
    <message>
        <source>Everyone passed, so you must bid: choose a number of tricks and trump.</source>
        <translation>Tout le monde a passé, vous devez donc annoncer&#xa0;: choisissez un nombre de levées et l&apos;atout.</translation>
    </message>
    <message>
        <source>Bid a number of tricks and trump, or pass.</source>
        <translation>Annoncez un nombre de levées et l&apos;atout, ou passez.</translation>
    </message>
    <message>
        <source>Outbid the moon, or pass.</source>
        <translation>Surenchérissez sur la lune, ou passez.</translation>
    </message>
    <message>
        <source>Bid more than {tricks}, or pass.</source>
        <translation>Annoncez plus de {tricks}, ou passez.</translation>
    </message>
    <message>
        <source>the shooter</source>
        <translation>celui qui vise la lune</translation>
    </message>
    <message>
        <source>Partner&apos;s best: pass {shooter} your best card.</source>
        <translation>Meilleure carte du partenaire&#xa0;: passez votre meilleure carte à {shooter}.</translation>
    </message>
    <message>
        <source>Discard a card face down.</source>
        <translation>Écartez une carte face cachée.</translation>
    </message>
    <message>
        <source>Your lead.</source>
        <translation>À vous d&apos;entamer.</translation>
    </message>
    <message>
        <source>Your play: you have no {suit}, so play any card.</source>
        <translation>À vous de jouer&#xa0;: vous n&apos;avez pas de {suit}, jouez n&apos;importe quelle carte.</translation>
    </message>
    <message>
        <source>Your play: follow {suit}.</source>
        <translation>À vous de jouer&#xa0;: fournissez à {suit}.</translation>
    </message>
    <message>
        <source>In Bid Euchre every card is played out: there is no claiming the rest.</source>
        <translation>À l&apos;euchre aux enchères, toutes les cartes se jouent&#xa0;: on ne peut pas réclamer le reste.</translation>
    </message>
</context>
<context>
    <name>BidWords</name>
    <message>
        <source>Pass</source>
        <translation>Passer</translation>
    </message>
    <message>
        <source>Moon in {strain}</source>
        <translation>Lune à {strain}</translation>
    </message>
    <message>
        <source>{tricks} {strain}</source>
        <translation>{tricks} à {strain}</translation>
    </message>
    <message>
        <source>Stuck: {bid}</source>
        <translation>Obligé&#xa0;: {bid}</translation>
    </message>
    <message>
        <source>Bid {bid}</source>
        <translation>Annoncer {bid}</translation>
    </message>
    <message>
        <source>Give a card</source>
        <translation>Donner une carte</translation>
    </message>
    <message>
        <source>Discard a card</source>
        <translation>Écarter une carte</translation>
    </message>
    <message>
        <source>Play a card</source>
        <translation>Jouer une carte</translation>
    </message>
    <message>
        <source>Give the {card}</source>
        <translation>Donner le {card}</translation>
    </message>
    <message>
        <source>Discard the {card}</source>
        <translation>Écarter le {card}</translation>
    </message>
    <message>
        <source>Play the {card}</source>
        <translation>Jouer le {card}</translation>
    </message>
    <message>
        <source>{bidder}: moon in {strain}</source>
        <translation>{bidder}&#xa0;: lune à {strain}</translation>
    </message>
    <message>
        <source>{bidder}: {bid}</source>
        <translation>{bidder}&#xa0;: {bid}</translation>
    </message>
    <message>
        <source>{taken} of {needed} to make</source>
        <translation>{taken} sur {needed} pour réussir</translation>
    </message>
    <message>
        <source>{taken} of {needed} to set</source>
        <translation>{taken} sur {needed} pour faire chuter</translation>
    </message>
    <message>
        <source>Thrown in: everyone passed, no score</source>
        <translation>Main jetée&#xa0;: tout le monde a passé, aucun point</translation>
    </message>
    <message>
        <source>Nobody bid, so the deal passes to the left.</source>
        <translation>Personne n&apos;a annoncé; la donne passe à gauche.</translation>
    </message>
    <message>
        <source>{bidder} shot the moon in {strain} and took {taken} of the {tricks} tricks.</source>
        <translation>{bidder} a visé la lune à {strain} et a pris {taken} des {tricks} levées.</translation>
    </message>
    <message>
        <source>{bidder} bid {bid}; {side} took {taken} of {tricks} tricks.</source>
        <translation>{bidder} a annoncé {bid}; {side}&#xa0;: {taken} levées sur {tricks}.</translation>
    </message>
</context>
<context>
    <name>CoachNote</name>
    <message>
        <source>The coach: click to put this away</source>
        <translation>L&apos;entraîneur&#xa0;: cliquez pour le ranger</translation>
    </message>
</context>
<context>
    <name>ControlNames</name>
    <message>
        <source>Card table</source>
        <translation>Table de jeu</translation>
    </message>
    <message>
        <source>The table: your hand at the bottom, your partner across, the opponents at your sides.</source>
        <translation>La table&#xa0;: votre main en bas, votre partenaire en face, les adversaires de chaque côté.</translation>
    </message>
    <message>
        <source>Table tools</source>
        <translation>Outils de la table</translation>
    </message>
    <message>
        <source>More tools</source>
        <translation>Autres outils</translation>
    </message>
    <message>
        <source>The tools that do not fit in the window&apos;s width.</source>
        <translation>Les outils qui n&apos;entrent pas dans la largeur de la fenêtre.</translation>
    </message>
    <message>
        <source>What is happening at the table, and what to do.</source>
        <translation>Ce qui se passe à la table, et quoi faire.</translation>
    </message>
    <message>
        <source>Your bid</source>
        <translation>Votre annonce</translation>
    </message>
    <message>
        <source>Choose a bid: each button says it and its number key.</source>
        <translation>Choisissez une annonce&#xa0;: chaque bouton la dit, avec sa touche numérique.</translation>
    </message>
    <message>
        <source>The hand&apos;s summary</source>
        <translation>Le résumé de la main</translation>
    </message>
    <message>
        <source>How the hand ended and the score; Next hand goes on.</source>
        <translation>Comment la main s&apos;est terminée, et le pointage; le bouton Main suivante poursuit la partie.</translation>
    </message>
    <message>
        <source>Every player&apos;s cards as they were dealt.</source>
        <translation>Les cartes de chaque joueur telles qu&apos;elles ont été données.</translation>
    </message>
    <message>
        <source>Go on: the next deal, the match&apos;s result, or a new match once it is over (Enter).</source>
        <translation>Continuer&#xa0;: la donne suivante, le résultat de la partie, ou une nouvelle partie une fois celle-ci terminée (Entrée).</translation>
    </message>
</context>
<context>
    <name>CornerControl</name>
    <message>
        <source>Back to the table</source>
        <translation>Retour à la table</translation>
    </message>
</context>
<context>
    <name>DealView</name>
    <message>
        <source>{player}: {cards}</source>
        <translation>{player}&#xa0;: {cards}</translation>
    </message>
    <message>
        <source>Kitty: {cards}</source>
        <translation>Talon&#xa0;: {cards}</translation>
    </message>
    <message>
        <source>Every hand as dealt</source>
        <translation>Chaque main telle que donnée</translation>
    </message>
</context>
<context>
    <name>FirstRunDialog</name>
    <message>
        <source>Welcome to Euchre</source>
        <translation>Bienvenue à l&apos;euchre</translation>
    </message>
    <message>
        <source>Euchre</source>
        <translation>Euchre</translation>
    </message>
    <message>
        <source>Bid Euchre</source>
        <translation>Euchre aux enchères</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Jeu</translation>
    </message>
    <message>
        <source>Bid Euchre is an auction for tricks, for four players or six.</source>
        <translation>L&apos;euchre aux enchères se joue en misant sur les levées, à quatre ou à six.</translation>
    </message>
    <message>
        <source>Players and pack:</source>
        <translation>Joueurs et paquet&#xa0;:</translation>
    </message>
    <message>
        <source>Stick the dealer</source>
        <translation>Donneur obligé</translation>
    </message>
    <message>
        <source>Canadian loner</source>
        <translation>Cavalier seul canadien</translation>
    </message>
    <message>
        <source>10 points</source>
        <translation>10 points</translation>
    </message>
    <message>
        <source>5 points (a short game)</source>
        <translation>5 points (une partie courte)</translation>
    </message>
    <message>
        <source>Table rules</source>
        <translation>Règles de la table</translation>
    </message>
    <message>
        <source>If everyone passes twice, the dealer must name trump.</source>
        <translation>Si tout le monde passe deux fois, le donneur doit nommer l&apos;atout.</translation>
    </message>
    <message>
        <source>The dealer&apos;s partner who orders up must go alone.</source>
        <translation>Le partenaire du donneur qui commande l&apos;atout doit faire cavalier seul.</translation>
    </message>
    <message>
        <source>A match is played to:</source>
        <translation>Une partie se joue en&#xa0;:</translation>
    </message>
    <message>
        <source>Computer players</source>
        <translation>Joueurs de l&apos;ordinateur</translation>
    </message>
    <message>
        <source>Opponents ({names}):</source>
        <translation>Adversaires ({names})&#xa0;:</translation>
    </message>
    <message>
        <source>Partner ({name}):</source>
        <translation>Partenaire ({name})&#xa0;:</translation>
    </message>
    <message>
        <source>Opponents ({first}, {second} and {third}):</source>
        <translation>Adversaires ({first}, {second} et {third})&#xa0;:</translation>
    </message>
    <message>
        <source>Partners ({first} and {second}):</source>
        <translation>Partenaires ({first} et {second})&#xa0;:</translation>
    </message>
    <message>
        <source>Easy makes a beginner&apos;s mistakes; Standard plays by the book; Expert counts every card.</source>
        <translation>Facile fait des erreurs de débutant; Standard joue selon les règles de l&apos;art; Expert compte chaque carte.</translation>
    </message>
    <message>
        <source>Full rules…</source>
        <translation>Toutes les règles…</translation>
    </message>
    <message>
        <source>You can change all of these later in Settings: the rules from the next match, the levels at once.</source>
        <translation>Vous pourrez tout changer plus tard dans les Paramètres&#xa0;: les règles dès la prochaine partie, les niveaux tout de suite.</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s) (as set now)</source>
        <translation>
            <numerusform>%n point (réglage actuel)</numerusform>
            <numerusform>%n points (réglage actuel)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hand(s) (as set now)</source>
        <translation>
            <numerusform>%n main (réglage actuel)</numerusform>
            <numerusform>%n mains (réglage actuel)</numerusform>
        </translation>
    </message>
    <message>
        <source>{left} and {right}</source>
        <translation>{left} et {right}</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Distribuer</translation>
    </message>
    <message>
        <source>Back to the table</source>
        <translation>Retour à la table</translation>
    </message>
</context>
<context>
    <name>GameMenu</name>
    <message>
        <source>Game</source>
        <translation>Jeu</translation>
    </message>
    <message>
        <source>The next new match is {game}</source>
        <translation>La prochaine nouvelle partie sera de l&apos;{game}</translation>
    </message>
    <message>
        <source>New Euchre match</source>
        <translation>Nouvelle partie d&apos;euchre</translation>
    </message>
    <message>
        <source>New Bid Euchre match</source>
        <translation>Nouvelle partie d&apos;euchre aux enchères</translation>
    </message>
</context>
<context>
    <name>GameModel</name>
    <message>
        <source>There is no deal to replay yet.</source>
        <translation>Il n&apos;y a pas encore de donne à rejouer.</translation>
    </message>
    <message>
        <source>There is nothing to undo in this hand.</source>
        <translation>Il n&apos;y a rien à annuler dans cette main.</translation>
    </message>
</context>
<context>
    <name>HandSummary</name>
    <message>
        <source>Thrown in: everyone passed, no score</source>
        <translation>Main jetée&#xa0;: tout le monde a passé, aucun point</translation>
    </message>
    <message>
        <source>A farmer&apos;s hand: no score, the same dealer deals again</source>
        <translation>Une main de fermier&#xa0;: aucun point, le même donneur redistribue</translation>
    </message>
    <message>
        <source>you</source>
        <translation>vous</translation>
    </message>
    <message>
        <source>Renege by {who}: {points} to {side}</source>
        <translation>Renonce de {who}&#xa0;: {points} pour {side}</translation>
    </message>
    <message>
        <source>Renege by {who}: {points} off {side}</source>
        <translation>Renonce de {who}&#xa0;: {points} de moins pour {side}</translation>
    </message>
    <message>
        <source>March! {points} to {side}, and a renege by {who}</source>
        <translation>Vole! {points} pour {side}, et une renonce de {who}</translation>
    </message>
    <message>
        <source>Euchred! {points} to {side}, and a renege by {who}</source>
        <translation>Euchrés! {points} pour {side}, et une renonce de {who}</translation>
    </message>
    <message>
        <source>Made: {points} to {side}, and a renege by {who}</source>
        <translation>Réussi&#xa0;: {points} pour {side}, et une renonce de {who}</translation>
    </message>
    <message>
        <source>March, but {who} reneged: no score</source>
        <translation>Vole, mais renonce de {who}&#xa0;: aucun point</translation>
    </message>
    <message>
        <source>Euchred, but {who} reneged: no score</source>
        <translation>Euchrés, mais renonce de {who}&#xa0;: aucun point</translation>
    </message>
    <message>
        <source>Made, but {who} reneged: no score</source>
        <translation>Réussi, mais renonce de {who}&#xa0;: aucun point</translation>
    </message>
    <message>
        <source>Lone march! {points} to {side}</source>
        <translation>Vole en solitaire! {points} pour {side}</translation>
    </message>
    <message>
        <source>March! {points} to {side}</source>
        <translation>Vole! {points} pour {side}</translation>
    </message>
    <message>
        <source>Euchred! {points} to {side}</source>
        <translation>Euchrés! {points} pour {side}</translation>
    </message>
    <message>
        <source>Made: {points} to {side}</source>
        <translation>Réussi&#xa0;: {points} pour {side}</translation>
    </message>
    <message>
        <source>Nobody named trump.</source>
        <translation>Personne n&apos;a nommé l&apos;atout.</translation>
    </message>
    <message>
        <source>{maker} named {suit} and went alone.</source>
        <translation>{maker} a nommé {suit} et a fait cavalier seul.</translation>
    </message>
    <message>
        <source>{maker} named {suit}.</source>
        <translation>{maker} a nommé {suit}.</translation>
    </message>
    <message>
        <source>{name} defended alone.</source>
        <translation>{name} a défendu seul.</translation>
    </message>
    <message>
        <source>{makers} took {tricks} of the {played} tricks played.</source>
        <translation>{makers}&#xa0;: {tricks} levées sur les&#xa0;{played} jouées.</translation>
    </message>
    <message>
        <source>{makers} took {tricks} of the 5 tricks.</source>
        <translation>{makers}&#xa0;: {tricks} levées sur&#xa0;5.</translation>
    </message>
    <message>
        <source> to </source>
        <translation> à </translation>
    </message>
    <message>
        <source>You win the match, {score}!</source>
        <translation>Vous gagnez la partie, {score}!</translation>
    </message>
    <message>
        <source>{player} wins the match, {score}</source>
        <translation>{player} gagne la partie, {score}</translation>
    </message>
    <message>
        <source>{side} win the match, {score}</source>
        <translation>{side} gagnent la partie, {score}</translation>
    </message>
    <message>
        <source>Seat {seat}</source>
        <translation>Place {seat}</translation>
    </message>
    <message>
        <source>{name} (dealer)</source>
        <translation>{name} (donneur)</translation>
    </message>
    <message>
        <source>Kitty ({card} up)</source>
        <translation>Talon ({card} tourné)</translation>
    </message>
    <message>
        <source>Not dealt</source>
        <translation>Non distribuées</translation>
    </message>
</context>
<context>
    <name>HandSummaryPanel</name>
    <message>
        <source>Show all hands</source>
        <translation>Montrer toutes les mains</translation>
    </message>
    <message>
        <source>Review this hand</source>
        <translation>Revoir cette main</translation>
    </message>
    <message>
        <source>Every decision you made, valued by the Expert, on the table</source>
        <translation>Chacune de vos décisions, évaluée par l&apos;Expert, sur la table</translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation>Main suivante</translation>
    </message>
    <message>
        <source>Tricks</source>
        <translation>Levées</translation>
    </message>
    <message>
        <source>This hand</source>
        <translation>Cette main</translation>
    </message>
    <message>
        <source>See the result</source>
        <translation>Voir le résultat</translation>
    </message>
    <message>
        <source>The match is over</source>
        <translation>La partie est terminée</translation>
    </message>
    <message numerus="yes">
        <source>Final score after %n hand(s).</source>
        <translation>
            <numerusform>Pointage final après %n main.</numerusform>
            <numerusform>Pointage final après %n mains.</numerusform>
        </translation>
    </message>
    <message>
        <source>New match</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Pointage</translation>
    </message>
    <message>
        <source>Score (to {target})</source>
        <translation>Pointage (en {target})</translation>
    </message>
    <message>
        <source>Hide the hands</source>
        <translation>Cacher les mains</translation>
    </message>
</context>
<context>
    <name>HistoryWindow</name>
    <message>
        <source>{part} (watched)</source>
        <translation>{part} (regardée)</translation>
    </message>
    <message>
        <source>you {points}</source>
        <translation>vous {points}</translation>
    </message>
    <message>
        <source>they {points}</source>
        <translation>eux {points}</translation>
    </message>
    <message>
        <source>{outcome}: {points}</source>
        <translation>{outcome}&#xa0;: {points}</translation>
    </message>
    <message>
        <source>Not yet</source>
        <translation>Pas encore</translation>
    </message>
    <message>
        <source>No real choice</source>
        <translation>Aucun vrai choix</translation>
    </message>
    <message>
        <source>no mistake</source>
        <translation>aucune erreur</translation>
    </message>
    <message>
        <source>{cost} per decision, {mistakes}</source>
        <translation>{cost} par décision, {mistakes}</translation>
    </message>
    <message>
        <source>Points given away per decision:</source>
        <translation>Points laissés par décision&#xa0;:</translation>
    </message>
    <message>
        <source>{kind}: {cost} over {decisions}</source>
        <translation>{kind}&#xa0;: {cost} sur {decisions}</translation>
    </message>
    <message>
        <source>Today</source>
        <translation>Aujourd&apos;hui</translation>
    </message>
    <message>
        <source>{day}, {time}</source>
        <translation>{day}, {time}</translation>
    </message>
    <message>
        <source>Custom rules</source>
        <translation>Règles personnalisées</translation>
    </message>
    <message>
        <source>Hand history</source>
        <translation>Historique des mains</translation>
    </message>
    <message>
        <source>Show hands by result</source>
        <translation>Afficher les mains selon le résultat</translation>
    </message>
    <message>
        <source>Show hands by your part</source>
        <translation>Afficher les mains selon votre rôle</translation>
    </message>
    <message>
        <source>Show hands by when they were played</source>
        <translation>Afficher les mains selon le moment où elles ont été jouées</translation>
    </message>
    <message>
        <source>This match only</source>
        <translation>Cette partie seulement</translation>
    </message>
    <message>
        <source>Show:</source>
        <translation>Afficher&#xa0;:</translation>
    </message>
    <message>
        <source>Hands played</source>
        <translation>Mains jouées</translation>
    </message>
    <message>
        <source>&amp;Replay on the table</source>
        <translation>&amp;Rejouer sur la table</translation>
    </message>
    <message>
        <source>Watch the hand again, card by card</source>
        <translation>Revoir la main, carte par carte</translation>
    </message>
    <message>
        <source>Re&amp;view</source>
        <translation>Re&amp;voir</translation>
    </message>
    <message>
        <source>What each of your decisions cost</source>
        <translation>Ce qu&apos;a coûté chacune de vos décisions</translation>
    </message>
    <message>
        <source>Export &amp;hand…</source>
        <translation>Exporter la &amp;main…</translation>
    </message>
    <message>
        <source>Save this hand as a record or as text</source>
        <translation>Enregistrer cette main comme fiche ou comme texte</translation>
    </message>
    <message>
        <source>Export &amp;match…</source>
        <translation>Exporter la &amp;partie…</translation>
    </message>
    <message>
        <source>Save every kept hand of this hand&apos;s match</source>
        <translation>Enregistrer chaque main gardée de la partie de cette main</translation>
    </message>
    <message>
        <source>&amp;Import</source>
        <translation>&amp;Importer</translation>
    </message>
    <message>
        <source>Replay a hand record, or play a deal code</source>
        <translation>Rejouer une fiche de main, ou jouer un code de donne</translation>
    </message>
    <message>
        <source>From a file…</source>
        <translation>À partir d&apos;un fichier…</translation>
    </message>
    <message>
        <source>Paste a record or a deal code…</source>
        <translation>Coller une fiche ou un code de donne…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>No hand is kept yet: every hand you play will be listed here.</source>
        <translation>Aucune main n&apos;est encore gardée&#xa0;: chaque main que vous jouez sera listée ici.</translation>
    </message>
    <message>
        <source>No kept hand passes these filters.</source>
        <translation>Aucune main gardée ne passe ces filtres.</translation>
    </message>
    <message numerus="yes">
        <source>The newest {shown} of %n hand(s).</source>
        <translation>
            <numerusform>Les {shown} plus récentes de %n main.</numerusform>
            <numerusform>Les {shown} plus récentes de %n mains.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hand(s).</source>
        <translation>
            <numerusform>%n main.</numerusform>
            <numerusform>%n mains.</numerusform>
        </translation>
    </message>
    <message>
        <source>Your hand of {day}, {time}</source>
        <translation>Votre main du {day}, {time}</translation>
    </message>
    <message>
        <source>{file} could not be written ({reason}).</source>
        <translation>{file} n&apos;a pas pu être écrit ({reason}).</translation>
    </message>
    <message>
        <source>Saved as {file}.</source>
        <translation>Enregistré sous {file}.</translation>
    </message>
    <message>
        <source>Export the match</source>
        <translation>Exporter la partie</translation>
    </message>
    <message>
        <source>Export the hand</source>
        <translation>Exporter la main</translation>
    </message>
    <message>
        <source>Hand records (*.json)</source>
        <translation>Fiches de main (*.json)</translation>
    </message>
    <message>
        <source>Text (*.txt)</source>
        <translation>Texte (*.txt)</translation>
    </message>
    <message>
        <source>That is a whole match: choose one of its hands here and export it alone to import it.</source>
        <translation>C&apos;est une partie entière&#xa0;: choisissez-en une main ici et exportez-la seule pour l&apos;importer.</translation>
    </message>
    <message>
        <source>That deal code cannot be played.</source>
        <translation>Ce code de donne ne peut pas être joué.</translation>
    </message>
    <message>
        <source>That hand record cannot be replayed: {reason}.</source>
        <translation>Cette fiche de main ne peut pas être rejouée&#xa0;: {reason}.</translation>
    </message>
    <message>
        <source>An imported hand</source>
        <translation>Une main importée</translation>
    </message>
    <message>
        <source>An imported hand, unfinished</source>
        <translation>Une main importée, inachevée</translation>
    </message>
    <message>
        <source>{file} could not be read ({reason}).</source>
        <translation>{file} n&apos;a pas pu être lu ({reason}).</translation>
    </message>
    <message>
        <source>Import a hand</source>
        <translation>Importer une main</translation>
    </message>
    <message>
        <source>Deal codes and text (*.txt)</source>
        <translation>Codes de donne et texte (*.txt)</translation>
    </message>
    <message>
        <source>Any file (*)</source>
        <translation>Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Paste a deal code or a hand record (a .json file exported from here):</source>
        <translation>Collez un code de donne ou une fiche de main (un fichier .json exporté d&apos;ici)&#xa0;:</translation>
    </message>
    <message>
        <source>Import</source>
        <translation>Importer</translation>
    </message>
    <message>
        <source>Bid Euchre hands have no review yet</source>
        <translation>Les mains d&apos;euchre aux enchères n&apos;ont pas encore de revue</translation>
    </message>
</context>
<context>
    <name>Intermission</name>
    <message>
        <source>Intermission</source>
        <translation>Entracte</translation>
    </message>
    <message>
        <source>Intermission: cover the table ({key})</source>
        <translation>Entracte&#xa0;: cacher la table ({key})</translation>
    </message>
</context>
<context>
    <name>Keys</name>
    <message>
        <source>` (left of 1)</source>
        <translation>` (à gauche du 1)</translation>
    </message>
    <message>
        <source>0 to 9</source>
        <translation>0 à 9</translation>
    </message>
    <message>
        <source> or </source>
        <translation> ou </translation>
    </message>
    <message>
        <source>1 to 9</source>
        <translation>1 à 9</translation>
    </message>
    <message>
        <source>Bid Euchre: choose a number of tricks (two digits for ten or more)</source>
        <translation>Euchre aux enchères&#xa0;: choisir un nombre de levées (deux chiffres à partir de dix)</translation>
    </message>
    <message>
        <source>Bid Euchre: choose trump: clubs, diamonds, hearts, spades, no-trump or low</source>
        <translation>Euchre aux enchères&#xa0;: choisir l&apos;atout&#xa0;: trèfle, carreau, cœur, pique, sans-atout ou sans-atout bas</translation>
    </message>
    <message>
        <source>Bid Euchre: shoot the moon (again for the next kind of moon)</source>
        <translation>Euchre aux enchères&#xa0;: viser la lune (encore pour la sorte de lune suivante)</translation>
    </message>
    <message>
        <source>Bid Euchre: one trick more or fewer (past the most, the moon)</source>
        <translation>Euchre aux enchères&#xa0;: une levée de plus ou de moins (au-delà du maximum, la lune)</translation>
    </message>
    <message>
        <source>Bid Euchre: the next choice of trump</source>
        <translation>Euchre aux enchères&#xa0;: l&apos;atout suivant</translation>
    </message>
    <message>
        <source>Bid Euchre: make the bid chosen</source>
        <translation>Euchre aux enchères&#xa0;: faire l&apos;annonce choisie</translation>
    </message>
    <message>
        <source>Bid Euchre: pass</source>
        <translation>Euchre aux enchères&#xa0;: passer</translation>
    </message>
    <message>
        <source>Bid Euchre: clear the bid chosen</source>
        <translation>Euchre aux enchères&#xa0;: effacer l&apos;annonce choisie</translation>
    </message>
    <message>
        <source>{name}: {tip}</source>
        <translation>{name}&#xa0;: {tip}</translation>
    </message>
    <message>
        <source>Everything at the table can be done from the keyboard. These keys work wherever the focus is in the window; in a dialog, Tab moves between its parts.</source>
        <translation>Tout ce qui se fait à la table peut se faire au clavier. Ces touches fonctionnent partout dans la fenêtre; dans une boîte de dialogue, Tab passe d&apos;une partie à l&apos;autre.</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Touches</translation>
    </message>
    <message>
        <source>Choose a bid: each button of the bid panel shows its number</source>
        <translation>Choisir une annonce&#xa0;: chaque bouton du panneau d&apos;annonces montre son numéro</translation>
    </message>
    <message>
        <source>Choose the card to the left</source>
        <translation>Choisir la carte de gauche</translation>
    </message>
    <message>
        <source>Choose the card to the right</source>
        <translation>Choisir la carte de droite</translation>
    </message>
    <message>
        <source>Play the chosen card (or the only one you may play), or go on from the hand&apos;s summary (Tab reaches its other buttons)</source>
        <translation>Jouer la carte choisie (ou la seule que vous pouvez jouer), ou continuer après le résumé de la main (Tab atteint ses autres boutons)</translation>
    </message>
    <message>
        <source>The {card} is chosen: Enter to confirm, or the arrows to choose another.</source>
        <translation>Le {card} est choisi&#xa0;: Entrée pour confirmer, ou les flèches pour en choisir un autre.</translation>
    </message>
</context>
<context>
    <name>KindChart</name>
    <message>
        <source>Points given away per decision, by kind of decision</source>
        <translation>Points laissés par décision, par genre de décision</translation>
    </message>
    <message>
        <source>no decisions</source>
        <translation>aucune décision</translation>
    </message>
    <message>
        <source>{kind} {figure}</source>
        <translation>{kind} {figure}</translation>
    </message>
    <message>
        <source>Points given away per decision: {figures}</source>
        <translation>Points laissés par décision&#xa0;: {figures}</translation>
    </message>
    <message>
        <source>Beneath each kind: its mistakes a hand</source>
        <translation>Sous chaque genre&#xa0;: ses erreurs par main</translation>
    </message>
</context>
<context>
    <name>LastTrickPanel</name>
    <message>
        <source>The last trick, taken by {player}</source>
        <translation>La dernière levée, prise par {player}</translation>
    </message>
    <message>
        <source>{player}: {card}</source>
        <translation>{player}&#xa0;: {card}</translation>
    </message>
    <message>
        <source>The last trick</source>
        <translation>La dernière levée</translation>
    </message>
    <message>
        <source>{cards}. Taken by {player}.</source>
        <translation>{cards}. Prise par {player}.</translation>
    </message>
</context>
<context>
    <name>Launch</name>
    <message>
        <source>Your saved match could not be resumed: {why}</source>
        <translation>Votre partie enregistrée n&apos;a pas pu être reprise&#xa0;: {why}</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Play this deal</source>
        <translation>Jouer cette donne</translation>
    </message>
    <message>
        <source>That deal cannot be played.</source>
        <translation>Cette donne ne peut pas être jouée.</translation>
    </message>
    <message>
        <source>That deal code cannot be played</source>
        <translation>Ce code de donne ne peut pas être joué</translation>
    </message>
    <message>
        <source>{why}

Your match goes on where it was.</source>
        <translation>{why}

Votre partie continue là où elle était.</translation>
    </message>
    <message>
        <source>There is no deal to copy yet.</source>
        <translation>Il n&apos;y a pas encore de donne à copier.</translation>
    </message>
    <message>
        <source>Deal details copied to the clipboard.</source>
        <translation>Détails de la donne copiés dans le presse-papiers.</translation>
    </message>
    <message>
        <source>Your seat is yours again.</source>
        <translation>Vous reprenez votre place.</translation>
    </message>
    <message>
        <source>Watching: the computer plays your seat to the end of this hand.</source>
        <translation>Vous regardez&#xa0;: l&apos;ordinateur joue à votre place jusqu&apos;à la fin de cette main.</translation>
    </message>
    <message>
        <source>You have a match in progress ({score}).

Pick it up where you left it?</source>
        <translation>Vous avez une partie en cours ({score}).

La reprendre là où vous l&apos;avez laissée?</translation>
    </message>
    <message>
        <source>Resume your match?</source>
        <translation>Reprendre votre partie?</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Reprendre</translation>
    </message>
    <message>
        <source>New match</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Back to your last decision in this hand</source>
        <translation>Revenir à votre dernière décision dans cette main</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Conseil</translation>
    </message>
    <message>
        <source>What an Expert player would do</source>
        <translation>Ce qu&apos;un joueur Expert ferait</translation>
    </message>
    <message>
        <source>Sound</source>
        <translation>Son</translation>
    </message>
    <message>
        <source>Sound on or off</source>
        <translation>Activer ou couper le son</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>Classique</translation>
    </message>
    <message>
        <source>Plain faces and plain court cards</source>
        <translation>Visages et figures simples</translation>
    </message>
    <message>
        <source>Replay this deal</source>
        <translation>Rejouer cette donne</translation>
    </message>
    <message>
        <source>Today&apos;s deal</source>
        <translation>La donne du jour</translation>
    </message>
    <message>
        <source>Play today&apos;s deal</source>
        <translation>Jouer la donne du jour</translation>
    </message>
    <message>
        <source>Play a deal from a code…</source>
        <translation>Jouer une donne d&apos;après un code…</translation>
    </message>
    <message>
        <source>Copy deal details</source>
        <translation>Copier les détails de la donne</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistiques</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Règles</translation>
    </message>
    <message>
        <source>Rules in brief and levels…</source>
        <translation>Règles en bref et niveaux…</translation>
    </message>
    <message>
        <source>Settings…</source>
        <translation>Paramètres…</translation>
    </message>
    <message>
        <source>About Euchre Desktop</source>
        <translation>À propos d&apos;Euchre Desktop</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Quitter</translation>
    </message>
    <message>
        <source>{command} is not available in this build</source>
        <translation>{command} n&apos;est pas offert dans cette version</translation>
    </message>
    <message>
        <source>Menu</source>
        <translation>Menu</translation>
    </message>
    <message>
        <source>{command} ends the match in progress ({score}); it can&apos;t be picked up again.</source>
        <translation>{command} met fin à la partie en cours ({score}); elle ne pourra pas être reprise.</translation>
    </message>
    <message>
        <source>Leave this match?</source>
        <translation>Quitter cette partie?</translation>
    </message>
    <message>
        <source>Keep playing</source>
        <translation>Continuer à jouer</translation>
    </message>
    <message>
        <source>Take back my seat</source>
        <translation>Reprendre ma place</translation>
    </message>
    <message>
        <source>Watch a hand</source>
        <translation>Regarder une main</translation>
    </message>
</context>
<context>
    <name>MatchBanner</name>
    <message>
        <source>{high} to {low}</source>
        <translation>{high} à {low}</translation>
    </message>
    <message>
        <source>You win the match!</source>
        <translation>Vous gagnez la partie!</translation>
    </message>
    <message>
        <source>{score}. Well played!</source>
        <translation>{score}. Bien joué!</translation>
    </message>
    <message>
        <source>{first} &amp; {second} win the match</source>
        <translation>{first} et {second} gagnent la partie</translation>
    </message>
    <message>
        <source>{name} wins the match</source>
        <translation>{name} gagne la partie</translation>
    </message>
    <message>
        <source>{score}. Good game: the next match could be yours.</source>
        <translation>{score}. Belle partie&#xa0;: la prochaine pourrait être la vôtre.</translation>
    </message>
</context>
<context>
    <name>PlayAids</name>
    <message>
        <source>Claim</source>
        <translation>Réclamer</translation>
    </message>
    <message>
        <source>Claim the rest: your side surely takes every trick left</source>
        <translation>Réclamer le reste&#xa0;: votre équipe prendra sûrement toutes les levées restantes</translation>
    </message>
    <message>
        <source>Look at the last trick</source>
        <translation>Voir la dernière levée</translation>
    </message>
    <message>
        <source>The cards of the trick just gathered</source>
        <translation>Les cartes de la levée qui vient d&apos;être ramassée</translation>
    </message>
</context>
<context>
    <name>Questions</name>
    <message>
        <source>Renege?</source>
        <translation>Renonce?</translation>
    </message>
    <message>
        <source>That does not follow suit: play it anyway?</source>
        <translation>Cette carte ne fournit pas à la couleur demandée&#xa0;: la jouer quand même?</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Oui</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Non</translation>
    </message>
    <message>
        <source>Don&apos;t ask again</source>
        <translation>Ne plus demander</translation>
    </message>
    <message>
        <source>Play a deal from a code</source>
        <translation>Jouer une donne d&apos;après un code</translation>
    </message>
    <message>
        <source>Paste a deal code (from Copy deal details):</source>
        <translation>Collez un code de donne (venant de Copier les détails de la donne)&#xa0;:</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Jouer</translation>
    </message>
    <message>
        <source>Paste a deal code first: Copy deal details, in the Menu, puts one on the clipboard.</source>
        <translation>Collez d&apos;abord un code de donne&#xa0;: Copier les détails de la donne, dans le Menu, en met un dans le presse-papiers.</translation>
    </message>
    <message>
        <source>That is not a deal code. A deal code starts with {prefix} and comes from Copy deal details, in the Menu.</source>
        <translation>Ce n&apos;est pas un code de donne. Un code de donne commence par {prefix} et vient de Copier les détails de la donne, dans le Menu.</translation>
    </message>
    <message>
        <source>That deal code comes from a newer Euchre Desktop. Update the game to play it.</source>
        <translation>Ce code de donne vient d&apos;une version plus récente d&apos;Euchre Desktop. Mettez le jeu à jour pour le jouer.</translation>
    </message>
    <message>
        <source>That deal code has a mistake in it: a character changed, or a part is missing. Copy it again, all of it, and paste it here.</source>
        <translation>Ce code de donne contient une erreur&#xa0;: un caractère a changé, ou il en manque une partie. Copiez-le de nouveau, au complet, et collez-le ici.</translation>
    </message>
</context>
<context>
    <name>ReviewWindow</name>
    <message>
        <source>Your decisions in this hand</source>
        <translation>Vos décisions dans cette main</translation>
    </message>
    <message>
        <source>Choose one to see it on the table, with what it was worth.</source>
        <translation>Choisissez-en une pour la voir sur la table, avec ce qu&apos;elle valait.</translation>
    </message>
    <message>
        <source>The choices you had, and what each was worth</source>
        <translation>Les choix que vous aviez, et ce que valait chacun</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Précédent</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Suivant</translation>
    </message>
</context>
<context>
    <name>ScoreChart</name>
    <message>
        <source>Us</source>
        <translation>Nous</translation>
    </message>
    <message>
        <source>Them</source>
        <translation>Eux</translation>
    </message>
    <message>
        <source>Score by hand</source>
        <translation>Pointage par main</translation>
    </message>
    <message>
        <source>{ours} to {theirs} (watched)</source>
        <translation>{ours} à {theirs} (regardée)</translation>
    </message>
    <message>
        <source>{ours} to {theirs}</source>
        <translation>{ours} à {theirs}</translation>
    </message>
    <message>
        <source>no hands</source>
        <translation>aucune main</translation>
    </message>
    <message>
        <source>Score after each hand: {scores}</source>
        <translation>Pointage après chaque main&#xa0;: {scores}</translation>
    </message>
    <message>
        <source>Target {points}</source>
        <translation>Objectif {points}</translation>
    </message>
    <message>
        <source>Watched</source>
        <translation>Regardée</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Main</translation>
    </message>
</context>
<context>
    <name>ScorePanel</name>
    <message>
        <source>Game to {target}</source>
        <translation>Partie en {target}</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Pointage</translation>
    </message>
</context>
<context>
    <name>Session</name>
    <message>
        <source>No match is in progress.</source>
        <translation>Aucune partie n&apos;est en cours.</translation>
    </message>
    <message>
        <source>The match is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <source>The game is paused.</source>
        <translation>Le jeu est en pause.</translation>
    </message>
    <message>
        <source>Wait for the cards to finish moving.</source>
        <translation>Attendez que les cartes aient fini de bouger.</translation>
    </message>
    <message>
        <source>The hand is over.</source>
        <translation>La main est terminée.</translation>
    </message>
    <message>
        <source>The computer is playing your seat; take it back first.</source>
        <translation>L&apos;ordinateur joue à votre place; reprenez-la d&apos;abord.</translation>
    </message>
    <message>
        <source>It is {name}&apos;s turn.</source>
        <translation>C&apos;est au tour de {name}.</translation>
    </message>
</context>
<context>
    <name>SettingEditors</name>
    <message>
        <source>on</source>
        <translation>activé</translation>
    </message>
    <message>
        <source>off</source>
        <translation>désactivé</translation>
    </message>
</context>
<context>
    <name>SettingReactions</name>
    <message>
        <source>{left} and {right}</source>
        <translation>{left} et {right}</translation>
    </message>
    <message>
        <source>From their next decision, {opponents} play at {level} level, {partner} at {partner_level}.</source>
        <translation>Dès leur prochaine décision, {opponents} jouent au niveau {level}, {partner} au niveau {partner_level}.</translation>
    </message>
    <message>
        <source>From their next decision, {opponents} play at {level} level.</source>
        <translation>Dès leur prochaine décision, {opponents} jouent au niveau {level}.</translation>
    </message>
    <message>
        <source>New rules apply from the next match.</source>
        <translation>Les nouvelles règles s&apos;appliquent dès la prochaine partie.</translation>
    </message>
    <message>
        <source>The next new match is {game}.</source>
        <translation>La prochaine nouvelle partie sera de l&apos;{game}.</translation>
    </message>
    <message>
        <source>the desktop&apos;s language</source>
        <translation>la langue du bureau</translation>
    </message>
    <message>
        <source>The game speaks {language} from the next time it starts.</source>
        <translation>Le jeu sera en {language} à son prochain démarrage.</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Paramètres</translation>
    </message>
    <message>
        <source>Preset</source>
        <translation>Préréglage</translation>
    </message>
    <message>
        <source>Bid Euchre preset</source>
        <translation>Préréglage de l&apos;euchre aux enchères</translation>
    </message>
    <message>
        <source>Put back the defaults of the settings on this tab (written on Apply or OK)</source>
        <translation>Remettre les valeurs par défaut des paramètres de cet onglet (enregistrées avec Appliquer ou OK)</translation>
    </message>
    <message>
        <source>These rules cannot be played together: {why}.</source>
        <translation>Ces règles ne peuvent pas être jouées ensemble&#xa0;: {why}.</translation>
    </message>
    <message>
        <source>These Bid Euchre rules cannot be played together: {why}.</source>
        <translation>Ces règles d&apos;euchre aux enchères ne peuvent pas être jouées ensemble&#xa0;: {why}.</translation>
    </message>
    <message>
        <source>{label}:</source>
        <translation>{label}&#xa0;:</translation>
    </message>
    <message>
        <source>Fill in every rule option from a well-known set of rules</source>
        <translation>Remplir toutes les options d&apos;après un ensemble de règles connu</translation>
    </message>
    <message>
        <source>&amp;Preset:</source>
        <translation>&amp;Préréglage&#xa0;:</translation>
    </message>
    <message>
        <source>{option}: {value}</source>
        <translation>{option}&#xa0;: {value}</translation>
    </message>
    <message>
        <source>The standard game: stick the dealer, match to 10, only the maker may go alone.</source>
        <translation>Le jeu standard&#xa0;: donneur obligé, partie en 10, seul le preneur peut faire cavalier seul.</translation>
    </message>
    <message>
        <source>Differs from the standard game in {differences}.</source>
        <translation>Diffère du jeu standard par {differences}.</translation>
    </message>
    <message>
        <source>The usual game for {form}: the lowest bid {lowest}, no-trump high and low, stick the dealer, match to {target}.</source>
        <translation>Le jeu habituel à {form}&#xa0;: plus basse annonce {lowest}, sans-atout haut et bas, donneur obligé, partie en {target}.</translation>
    </message>
    <message>
        <source>Differs from the usual game for {form}, in {differences}.</source>
        <translation>Diffère du jeu habituel à {form} par {differences}.</translation>
    </message>
</context>
<context>
    <name>Speech</name>
    <message>
        <source>{card}, the Benny, the highest trump</source>
        <translation>{card}, le Benny, le plus fort atout</translation>
    </message>
    <message>
        <source>The Benny, the highest trump</source>
        <translation>Le Benny, le plus fort atout</translation>
    </message>
    <message>
        <source>{card}, right bower</source>
        <translation>{card}, valet droit</translation>
    </message>
    <message>
        <source>{card}, left bower</source>
        <translation>{card}, valet gauche</translation>
    </message>
    <message>
        <source>{card}, trump</source>
        <translation>{card}, atout</translation>
    </message>
    <message>
        <source>{cards} or {last}</source>
        <translation>{cards} ou {last}</translation>
    </message>
    <message>
        <source>You may choose {cards}.</source>
        <translation>Vous pouvez choisir {cards}.</translation>
    </message>
    <message>
        <source>On the table: {plays}.</source>
        <translation>Sur la table&#xa0;: {plays}.</translation>
    </message>
    <message>
        <source>{side} {count}</source>
        <translation>{side} {count}</translation>
    </message>
    <message>
        <source>Seat {seat}</source>
        <translation>Place {seat}</translation>
    </message>
    <message>
        <source>your {card}</source>
        <translation>votre {card}</translation>
    </message>
    <message>
        <source>{player}&apos;s {card}</source>
        <translation>{card} de {player}</translation>
    </message>
    <message>
        <source>, the right bower</source>
        <translation>, le valet droit</translation>
    </message>
    <message>
        <source>, the left bower</source>
        <translation>, le valet gauche</translation>
    </message>
    <message>
        <source>{card} is turned up.</source>
        <translation>On retourne {card}.</translation>
    </message>
    <message>
        <source>{player} deals.</source>
        <translation>{player} donne.</translation>
    </message>
    <message>
        <source>You deal.</source>
        <translation>Vous donnez.</translation>
    </message>
    <message>
        <source>{player}: {bid}.</source>
        <translation>{player}&#xa0;: {bid}.</translation>
    </message>
    <message>
        <source>{player} takes the kitty.</source>
        <translation>{player} prend le talon.</translation>
    </message>
    <message>
        <source>You take the kitty.</source>
        <translation>Vous prenez le talon.</translation>
    </message>
    <message>
        <source>{card} is turned down.</source>
        <translation>On retourne {card} face cachée.</translation>
    </message>
    <message>
        <source>{suit} is trump, named by {player}, alone.</source>
        <translation>L&apos;atout est {suit}, nommé par {player}, qui fait cavalier seul.</translation>
    </message>
    <message>
        <source>{suit} is trump, named by {player}.</source>
        <translation>L&apos;atout est {suit}, nommé par {player}.</translation>
    </message>
    <message>
        <source>{player} sits out this hand.</source>
        <translation>{player} se retire pour cette main.</translation>
    </message>
    <message>
        <source>You sit out this hand.</source>
        <translation>Vous vous retirez pour cette main.</translation>
    </message>
    <message>
        <source>{player} picks up {card}.</source>
        <translation>{player} ramasse {card}.</translation>
    </message>
    <message>
        <source>You pick up {card}.</source>
        <translation>Vous ramassez {card}.</translation>
    </message>
    <message>
        <source>a card</source>
        <translation>une carte</translation>
    </message>
    <message>
        <source>{player} discards {card} face down.</source>
        <translation>{player} écarte {card} face cachée.</translation>
    </message>
    <message>
        <source>You discard {card} face down.</source>
        <translation>Vous écartez {card} face cachée.</translation>
    </message>
    <message>
        <source>{player} gives you {card}.</source>
        <translation>{player} vous donne {card}.</translation>
    </message>
    <message>
        <source>{player} gives {receiver} {card}.</source>
        <translation>{player} donne {card} à {receiver}.</translation>
    </message>
    <message>
        <source>You give {receiver} {card}.</source>
        <translation>Vous donnez {card} à {receiver}.</translation>
    </message>
    <message>
        <source>{player} leads.</source>
        <translation>{player} entame.</translation>
    </message>
    <message>
        <source>You lead.</source>
        <translation>Vous entamez.</translation>
    </message>
    <message>
        <source>{player} plays {card}{bower}.</source>
        <translation>{player} joue {card}{bower}.</translation>
    </message>
    <message>
        <source>You play {card}{bower}.</source>
        <translation>Vous jouez {card}{bower}.</translation>
    </message>
    <message>
        <source>{player} takes the trick.</source>
        <translation>{player} prend la levée.</translation>
    </message>
    <message>
        <source>You take the trick.</source>
        <translation>Vous prenez la levée.</translation>
    </message>
    <message>
        <source>Tricks: {tricks}.</source>
        <translation>Levées&#xa0;: {tricks}.</translation>
    </message>
    <message>
        <source>{result}. Score: {score}. Press Enter to go on.</source>
        <translation>{result}. Pointage&#xa0;: {score}. Appuyez sur Entrée pour continuer.</translation>
    </message>
    <message>
        <source>Contract: {contract}.</source>
        <translation>Contrat&#xa0;: {contract}.</translation>
    </message>
</context>
<context>
    <name>Spoken</name>
    <message>
        <source>the two of spades</source>
        <translation>le deux de pique</translation>
    </message>
    <message>
        <source>two of spades</source>
        <translation>deux de pique</translation>
    </message>
    <message>
        <source>the Benny</source>
        <translation>le Benny</translation>
    </message>
    <message>
        <source>Benny</source>
        <translation>Benny</translation>
    </message>
    <message>
        <source>{rank} of {suit}</source>
        <translation>{rank} de {suit}</translation>
    </message>
</context>
<context>
    <name>StatisticsWindow</name>
    <message>
        <source>{percent}%</source>
        <translation>{percent}&#xa0;%</translation>
    </message>
    <message>
        <source>No score (thrown in)</source>
        <translation>Aucun point (main jetée)</translation>
    </message>
    <message>
        <source>You scored {points} ({tricks})</source>
        <translation>Vous avez marqué {points} ({tricks})</translation>
    </message>
    <message>
        <source>They scored {points} ({tricks})</source>
        <translation>Ils ont marqué {points} ({tricks})</translation>
    </message>
    <message>
        <source>You lost {points} for a renege</source>
        <translation>Vous avez perdu {points} pour une renonce</translation>
    </message>
    <message>
        <source>They lost {points} for a renege</source>
        <translation>Ils ont perdu {points} pour une renonce</translation>
    </message>
    <message>
        <source>No score ({tricks})</source>
        <translation>Aucun point ({tricks})</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistiques</translation>
    </message>
    <message>
        <source>Score by hand</source>
        <translation>Pointage par main</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Taux de victoires</translation>
    </message>
    <message>
        <source>Today&apos;s deal, day by day</source>
        <translation>La donne du jour, jour par jour</translation>
    </message>
    <message>
        <source>&amp;Reset Statistics…</source>
        <translation>&amp;Remettre les statistiques à zéro…</translation>
    </message>
    <message>
        <source>Each game&apos;s record is kept apart: choose whose to show</source>
        <translation>Le dossier de chaque jeu est gardé à part&#xa0;: choisissez lequel afficher</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Jeu&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Record</source>
        <translation>&amp;Dossier</translation>
    </message>
    <message>
        <source>&amp;Accuracy</source>
        <translation>&amp;Précision</translation>
    </message>
    <message>
        <source>Forget every match, hand and Today&apos;s deal result recorded so far</source>
        <translation>Oublier chaque partie, chaque main et chaque résultat de la donne du jour enregistrés jusqu&apos;ici</translation>
    </message>
    <message>
        <source>Reset Statistics</source>
        <translation>Remettre les statistiques à zéro</translation>
    </message>
    <message>
        <source>Reset your statistics?</source>
        <translation>Remettre vos statistiques à zéro?</translation>
    </message>
    <message>
        <source>Every match, hand and Today&apos;s deal result recorded so far will be forgotten. This cannot be undone.</source>
        <translation>Chaque partie, chaque main et chaque résultat de la donne du jour enregistrés jusqu&apos;ici seront oubliés. C&apos;est sans retour.</translation>
    </message>
    <message>
        <source>Your statistics could not be reset: they could not be written. Check that the disk is not full, then try again.</source>
        <translation>Vos statistiques n&apos;ont pas pu être remises à zéro&#xa0;: elles n&apos;ont pas pu être écrites. Vérifiez que le disque n&apos;est pas plein, puis réessayez.</translation>
    </message>
    <message>
        <source>Matches</source>
        <translation>Parties</translation>
    </message>
    <message>
        <source>Finished matches:</source>
        <translation>Parties terminées&#xa0;:</translation>
    </message>
    <message>
        <source>Abandoned matches are not counted</source>
        <translation>Les parties abandonnées ne comptent pas</translation>
    </message>
    <message>
        <source>Streak now:</source>
        <translation>Série en cours&#xa0;:</translation>
    </message>
    <message>
        <source>Finished matches won or lost in a row, up to now</source>
        <translation>Parties terminées gagnées ou perdues d&apos;affilée, jusqu&apos;à maintenant</translation>
    </message>
    <message>
        <source>Your longest runs of matches won and of matches lost</source>
        <translation>Vos plus longues séries de parties gagnées et de parties perdues</translation>
    </message>
    <message>
        <source>Longest streaks:</source>
        <translation>Plus longues séries&#xa0;:</translation>
    </message>
    <message>
        <source>Your partner&apos;s level</source>
        <translation>Niveau du partenaire</translation>
    </message>
    <message>
        <source>Opponents&apos; level</source>
        <translation>Niveau adverse</translation>
    </message>
    <message>
        <source>Matches won{dash}lost for each pairing of levels.</source>
        <translation>Parties gagnées{dash}perdues pour chaque paire de niveaux.</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>Mains</translation>
    </message>
    <message>
        <source>Hands played:</source>
        <translation>Mains jouées&#xa0;:</translation>
    </message>
    <message>
        <source>Hands you watched the computer play for you are not counted</source>
        <translation>Les mains que l&apos;ordinateur a jouées pour vous ne comptent pas</translation>
    </message>
    <message>
        <source>Your side named trump:</source>
        <translation>Votre équipe a nommé l&apos;atout&#xa0;:</translation>
    </message>
    <message>
        <source>Made: three tricks or more; euchred: fewer</source>
        <translation>Réussi&#xa0;: trois levées ou plus; euchrés&#xa0;: moins</translation>
    </message>
    <message>
        <source>They named trump:</source>
        <translation>Ils ont nommé l&apos;atout&#xa0;:</translation>
    </message>
    <message>
        <source>When the other side named trump</source>
        <translation>Quand l&apos;autre équipe a nommé l&apos;atout</translation>
    </message>
    <message>
        <source>Marches:</source>
        <translation>Voles&#xa0;:</translation>
    </message>
    <message>
        <source>All five tricks taken by your side as makers</source>
        <translation>Les cinq levées prises par votre équipe quand elle a fait l&apos;atout</translation>
    </message>
    <message>
        <source>Loners:</source>
        <translation>Cavaliers seuls&#xa0;:</translation>
    </message>
    <message>
        <source>Hands your side played alone as makers</source>
        <translation>Mains où votre équipe a fait l&apos;atout en cavalier seul</translation>
    </message>
    <message>
        <source>Euchres inflicted:</source>
        <translation>Euchres infligés&#xa0;:</translation>
    </message>
    <message>
        <source>Times your side stopped the makers short of three</source>
        <translation>Fois où votre équipe a tenu les preneurs sous trois levées</translation>
    </message>
    <message>
        <source>Points:</source>
        <translation>Points&#xa0;:</translation>
    </message>
    <message>
        <source>Points scored in the hands counted here</source>
        <translation>Points marqués dans les mains comptées ici</translation>
    </message>
    <message>
        <source>Your side&apos;s bids:</source>
        <translation>Annonces de votre équipe&#xa0;:</translation>
    </message>
    <message>
        <source>Made: as many tricks as bid, or more; set: fewer</source>
        <translation>Réussies&#xa0;: autant de levées qu&apos;annoncé, ou plus; chutées&#xa0;: moins</translation>
    </message>
    <message>
        <source>Their bids:</source>
        <translation>Leurs annonces&#xa0;:</translation>
    </message>
    <message>
        <source>When the other side won the auction</source>
        <translation>Quand l&apos;autre équipe a remporté les enchères</translation>
    </message>
    <message>
        <source>Your side&apos;s moons:</source>
        <translation>Lunes de votre équipe&#xa0;:</translation>
    </message>
    <message>
        <source>Moons your side shot: made, or set</source>
        <translation>Les lunes que votre équipe a visées&#xa0;: réussies ou chutées</translation>
    </message>
    <message>
        <source>Their moons stopped:</source>
        <translation>Leurs lunes arrêtées&#xa0;:</translation>
    </message>
    <message>
        <source>Moons the other side shot that your side stopped</source>
        <translation>Les lunes visées par l&apos;autre équipe que la vôtre a arrêtées</translation>
    </message>
    <message>
        <source>Today&apos;s deal</source>
        <translation>La donne du jour</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <source>Best result</source>
        <translation>Meilleur résultat</translation>
    </message>
    <message>
        <source>Plays</source>
        <translation>Essais</translation>
    </message>
    <message>
        <source>You have not played Today&apos;s deal yet. Everyone gets the same cards each day: see how you do.</source>
        <translation>Vous n&apos;avez pas encore joué la donne du jour. Tout le monde reçoit les mêmes cartes chaque jour&#xa0;: voyez comment vous vous en tirez.</translation>
    </message>
    <message>
        <source>{won} won, {lost} lost ({percent} won)</source>
        <translation>Gagnées&#xa0;: {won}, perdues&#xa0;: {lost} ({percent} de victoires)</translation>
    </message>
    <message>
        <source>None yet</source>
        <translation>Aucune encore</translation>
    </message>
    <message numerus="yes">
        <source>%n match(es) won in a row</source>
        <translation>
            <numerusform>%n partie gagnée d&apos;affilée</numerusform>
            <numerusform>%n parties gagnées d&apos;affilée</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n match(es) lost in a row</source>
        <translation>
            <numerusform>%n partie perdue d&apos;affilée</numerusform>
            <numerusform>%n parties perdues d&apos;affilée</numerusform>
        </translation>
    </message>
    <message>
        <source>{won} won, {lost} lost</source>
        <translation>Gagnées&#xa0;: {won}, perdues&#xa0;: {lost}</translation>
    </message>
    <message>
        <source>{opponents} opponents, {partner} partner: {won} won, {lost} lost</source>
        <translation>Adversaires {opponents}, partenaire {partner} – gagnées&#xa0;: {won}, perdues&#xa0;: {lost}</translation>
    </message>
    <message>
        <source>No matches at these levels</source>
        <translation>Aucune partie à ces niveaux</translation>
    </message>
    <message>
        <source>{made} made, {euchred} euchred</source>
        <translation>Réussies&#xa0;: {made}, euchrées&#xa0;: {euchred}</translation>
    </message>
    <message>
        <source>{made} made by them, {euchred} euchred by you</source>
        <translation>Réussies par eux&#xa0;: {made}, euchrées par vous&#xa0;: {euchred}</translation>
    </message>
    <message>
        <source>{tried} tried, {made} made ({marches})</source>
        <translation>Tentés&#xa0;: {tried}, réussis&#xa0;: {made} ({marches})</translation>
    </message>
    <message numerus="yes">
        <source>%n march(es)</source>
        <translation>
            <numerusform>%n vole</numerusform>
            <numerusform>%n voles</numerusform>
        </translation>
    </message>
    <message>
        <source>{won} for, {lost} against</source>
        <translation>{won} pour, {lost} contre</translation>
    </message>
    <message>
        <source>{made} made, {set} set</source>
        <translation>Réussies&#xa0;: {made}, chutées&#xa0;: {set}</translation>
    </message>
    <message>
        <source>{made} made by them, {set} set by you</source>
        <translation>Réussies par eux&#xa0;: {made}, chutées par vous&#xa0;: {set}</translation>
    </message>
    <message>
        <source>Today</source>
        <translation>Aujourd&apos;hui</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Vous</translation>
    </message>
    <message>
        <source>Both opponents</source>
        <translation>Les deux adversaires</translation>
    </message>
    <message>
        <source>Your side</source>
        <translation>Votre équipe</translation>
    </message>
    <message>
        <source>Opponents</source>
        <translation>Adversaires</translation>
    </message>
    <message>
        <source>Score by hand: this match</source>
        <translation>Pointage par main&#xa0;: cette partie</translation>
    </message>
    <message>
        <source>Score by hand: your last match</source>
        <translation>Pointage par main&#xa0;: votre dernière partie</translation>
    </message>
    <message numerus="yes">
        <source>Win rate: your last %n match(es)</source>
        <translation>
            <numerusform>Taux de victoires&#xa0;: %n dernière partie</numerusform>
            <numerusform>Taux de victoires&#xa0;: vos %n dernières parties</numerusform>
        </translation>
    </message>
    <message>
        <source>These count the hands you played with your own cards.</source>
        <translation>Ces chiffres comptent les mains que vous avez jouées avec vos propres cartes.</translation>
    </message>
</context>
<context>
    <name>Status</name>
    <message>
        <source>With partner</source>
        <translation>Avec le partenaire</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passer</translation>
    </message>
    <message>
        <source>Pick it up alone</source>
        <translation>La ramasser, seul</translation>
    </message>
    <message>
        <source>Order it up alone</source>
        <translation>Commander, seul</translation>
    </message>
    <message>
        <source>Pick it up</source>
        <translation>La ramasser</translation>
    </message>
    <message>
        <source>Order it up</source>
        <translation>Commander</translation>
    </message>
    <message>
        <source>{suit} alone</source>
        <translation>{suit} seul</translation>
    </message>
    <message>
        <source>Defend alone</source>
        <translation>Défendre seul</translation>
    </message>
    <message>
        <source>Going alone</source>
        <translation>Cavalier seul</translation>
    </message>
    <message>
        <source>Farmer&apos;s hand</source>
        <translation>Main de fermier</translation>
    </message>
    <message>
        <source>Discard a card</source>
        <translation>Écarter une carte</translation>
    </message>
    <message>
        <source>Give a card</source>
        <translation>Donner une carte</translation>
    </message>
    <message>
        <source>Play a card</source>
        <translation>Jouer une carte</translation>
    </message>
    <message>
        <source>Discard the {card}</source>
        <translation>Écarter le {card}</translation>
    </message>
    <message>
        <source>Give the {card}</source>
        <translation>Donner le {card}</translation>
    </message>
    <message>
        <source>Play the {card}</source>
        <translation>Jouer le {card}</translation>
    </message>
    <message>
        <source>click it twice</source>
        <translation>cliquez-la deux fois</translation>
    </message>
    <message>
        <source>click it</source>
        <translation>cliquez-la</translation>
    </message>
    <message>
        <source>Your turn: order up the {card} and go alone (2), or pass (0)</source>
        <translation>À vous&#xa0;: commandez le {card} et faites cavalier seul (2), ou passez (0)</translation>
    </message>
    <message>
        <source>Your turn: pick up the {card} (1) to play alone against both, or pass (0)</source>
        <translation>À vous&#xa0;: ramassez le {card} (1) pour jouer seul contre les deux, ou passez (0)</translation>
    </message>
    <message>
        <source>Your turn: order up the {card} to {dealer} (1) to play alone against both, or pass (0)</source>
        <translation>À vous&#xa0;: commandez le {card} à {dealer} (1) pour jouer seul contre les deux, ou passez (0)</translation>
    </message>
    <message>
        <source>Your turn: pick up the {card} (1), go alone (2), or pass (0)</source>
        <translation>À vous&#xa0;: ramassez le {card} (1), faites cavalier seul (2) ou passez (0)</translation>
    </message>
    <message>
        <source>Your turn: order up the {card} to {dealer} (1), go alone (2), or pass (0)</source>
        <translation>À vous&#xa0;: commandez le {card} à {dealer} (1), faites cavalier seul (2) ou passez (0)</translation>
    </message>
    <message>
        <source>Your turn: pick up the {card} (1) or pass (0)</source>
        <translation>À vous&#xa0;: ramassez le {card} (1) ou passez (0)</translation>
    </message>
    <message>
        <source>Your turn: order up the {card} to {dealer} (1) or pass (0)</source>
        <translation>À vous&#xa0;: commandez le {card} à {dealer} (1) ou passez (0)</translation>
    </message>
    <message>
        <source>Your turn: stuck as dealer, you must name trump (not {suit})</source>
        <translation>À vous&#xa0;: donneur obligé, vous devez nommer l&apos;atout (sauf {suit})</translation>
    </message>
    <message>
        <source>Your turn: name trump (not {suit}), or pass (0)</source>
        <translation>À vous&#xa0;: nommez l&apos;atout (sauf {suit}), ou passez (0)</translation>
    </message>
    <message>
        <source>Your turn: the two of spades, the Benny, was turned up, so you must name trump</source>
        <translation>À vous&#xa0;: le deux de pique, le Benny, a été retourné; vous devez nommer l&apos;atout</translation>
    </message>
    <message>
        <source>Your turn: the Benny was turned up, so you must name trump</source>
        <translation>À vous&#xa0;: le Benny a été retourné; vous devez nommer l&apos;atout</translation>
    </message>
    <message>
        <source>Pick a card to discard: {how} (it goes face down)</source>
        <translation>Choisissez une carte à écarter&#xa0;: {how} (elle va face cachée)</translation>
    </message>
    <message>
        <source>Pick a card to discard: you hold six, {how}</source>
        <translation>Choisissez une carte à écarter&#xa0;: vous en avez six, {how}</translation>
    </message>
    <message>
        <source>Pick a card to return to the kitty ({count} to go): {how}</source>
        <translation>Choisissez une carte à remettre au talon (encore {count})&#xa0;: {how}</translation>
    </message>
    <message>
        <source>your partner</source>
        <translation>votre partenaire</translation>
    </message>
    <message>
        <source>Your turn: give {partner} your best card, {how}</source>
        <translation>À vous&#xa0;: donnez votre meilleure carte à {partner}, {how}</translation>
    </message>
    <message>
        <source>Your turn: defend alone against {makers} (1), or pass (0)</source>
        <translation>À vous&#xa0;: défendez seul contre {makers} (1), ou passez (0)</translation>
    </message>
    <message>
        <source>the makers</source>
        <translation>les preneurs</translation>
    </message>
    <message>
        <source>Your turn: trump is made, go alone (1) or play with your partner (0)</source>
        <translation>À vous&#xa0;: l&apos;atout est fait, faites cavalier seul (1) ou jouez avec votre partenaire (0)</translation>
    </message>
    <message>
        <source>Your turn: go alone against {makers} (1), or pass (0)</source>
        <translation>À vous&#xa0;: faites cavalier seul contre {makers} (1), ou passez (0)</translation>
    </message>
    <message>
        <source>Your turn: you hold a farmer&apos;s hand, show it (1) or keep it (0)</source>
        <translation>À vous&#xa0;: vous avez une main de fermier, montrez-la (1) ou gardez-la (0)</translation>
    </message>
    <message>
        <source>Your lead: click a card twice (or arrows and Enter)</source>
        <translation>À vous d&apos;entamer&#xa0;: cliquez deux fois sur une carte (ou flèches et Entrée)</translation>
    </message>
    <message>
        <source>Your lead: click a card (or arrows and Enter)</source>
        <translation>À vous d&apos;entamer&#xa0;: cliquez sur une carte (ou flèches et Entrée)</translation>
    </message>
    <message>
        <source>Your turn: follow {suit} (a renege is allowed) (click a card twice)</source>
        <translation>À vous&#xa0;: fournissez à {suit} (la renonce est permise) (cliquez deux fois sur une carte)</translation>
    </message>
    <message>
        <source>Your turn: follow {suit} (a renege is allowed)</source>
        <translation>À vous&#xa0;: fournissez à {suit} (la renonce est permise)</translation>
    </message>
    <message>
        <source>Your turn: follow {suit} (click a card twice)</source>
        <translation>À vous&#xa0;: fournissez à {suit} (cliquez deux fois sur une carte)</translation>
    </message>
    <message>
        <source>Your turn: follow {suit}</source>
        <translation>À vous&#xa0;: fournissez à {suit}</translation>
    </message>
    <message>
        <source>Your turn: no {suit}, so play any card (click a card twice)</source>
        <translation>À vous&#xa0;: pas de {suit}, jouez n&apos;importe quelle carte (cliquez deux fois sur une carte)</translation>
    </message>
    <message>
        <source>Your turn: no {suit}, so play any card</source>
        <translation>À vous&#xa0;: pas de {suit}, jouez n&apos;importe quelle carte</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>À vous</translation>
    </message>
    <message>
        <source>Click twice on the card to discard face down</source>
        <translation>Cliquez deux fois sur la carte à écarter face cachée</translation>
    </message>
    <message>
        <source>Click the card to discard face down</source>
        <translation>Cliquez sur la carte à écarter face cachée</translation>
    </message>
    <message>
        <source>Click twice on a card to return to the kitty ({count} to go)</source>
        <translation>Cliquez deux fois sur une carte à remettre au talon (encore {count})</translation>
    </message>
    <message>
        <source>Click a card to return to the kitty ({count} to go)</source>
        <translation>Cliquez sur une carte à remettre au talon (encore {count})</translation>
    </message>
    <message>
        <source>Click twice on the card to give {partner}</source>
        <translation>Cliquez deux fois sur la carte à donner à {partner}</translation>
    </message>
    <message>
        <source>Click the card to give {partner}</source>
        <translation>Cliquez sur la carte à donner à {partner}</translation>
    </message>
    <message>
        <source>the hand stops at the end of that trick: 2 points to {others}</source>
        <translation>la main s&apos;arrête à la fin de cette levée-là&#xa0;: 2 points pour {others}</translation>
    </message>
    <message>
        <source>the hand stops at the end of this trick: 2 points to {others}</source>
        <translation>la main s&apos;arrête à la fin de cette levée&#xa0;: 2 points pour {others}</translation>
    </message>
    <message>
        <source>the hand stops at the end of that trick: 2 points off {offenders}</source>
        <translation>la main s&apos;arrête à la fin de cette levée-là&#xa0;: 2 points de moins pour {offenders}</translation>
    </message>
    <message>
        <source>the hand stops at the end of this trick: 2 points off {offenders}</source>
        <translation>la main s&apos;arrête à la fin de cette levée&#xa0;: 2 points de moins pour {offenders}</translation>
    </message>
    <message>
        <source>the hand is played out, with no points for {offenders}</source>
        <translation>la main se joue jusqu&apos;au bout, sans aucun point pour {offenders}</translation>
    </message>
    <message>
        <source> and </source>
        <translation> et </translation>
    </message>
    <message>
        <source>Renege by you: the {played} did not follow {suit} in trick {trick}, but the {card}, played now, was already in hand.</source>
        <translation>Renonce de votre part&#xa0;: le {played} n&apos;a pas fourni à {suit} à la levée {trick}, mais le {card}, joué maintenant, était déjà dans votre main.</translation>
    </message>
    <message>
        <source>Renege by {name}: the {played} did not follow {suit} in trick {trick}, but the {card}, played now, was already in hand.</source>
        <translation>Renonce de {name}&#xa0;: le {played} n&apos;a pas fourni à {suit} à la levée {trick}, mais le {card}, joué maintenant, était déjà dans sa main.</translation>
    </message>
    <message>
        <source>Renege: {cost}</source>
        <translation>Renonce&#xa0;: {cost}</translation>
    </message>
    <message>
        <source>no score this hand</source>
        <translation>aucun point dans cette main</translation>
    </message>
    <message>
        <source>your side</source>
        <translation>votre équipe</translation>
    </message>
    <message>
        <source>the other side</source>
        <translation>l&apos;autre équipe</translation>
    </message>
    <message>
        <source>you</source>
        <translation>vous</translation>
    </message>
    <message>
        <source>the others</source>
        <translation>les autres</translation>
    </message>
    <message>
        <source>A renege comes to light when you later play the suit you did not follow; then {cost}.</source>
        <translation>Une renonce est découverte quand vous jouez plus tard la couleur que vous n&apos;avez pas fournie; alors {cost}.</translation>
    </message>
    <message>
        <source>{name} is thinking…</source>
        <translation>{name} réfléchit…</translation>
    </message>
</context>
<context>
    <name>TableController</name>
    <message>
        <source>Choose a bid with the buttons (or their number keys) first.</source>
        <translation>Choisissez d&apos;abord une annonce avec les boutons (ou leurs touches numériques).</translation>
    </message>
    <message>
        <source>The {card} is chosen: click it again (or press Enter) to confirm.</source>
        <translation>Le {card} est choisi&#xa0;: cliquez-le de nouveau (ou appuyez sur Entrée) pour confirmer.</translation>
    </message>
    <message>
        <source>It is not your turn to bid.</source>
        <translation>Ce n&apos;est pas votre tour d&apos;annoncer.</translation>
    </message>
    <message>
        <source>You take the trick.</source>
        <translation>Vous prenez la levée.</translation>
    </message>
    <message>
        <source>{name} takes the trick.</source>
        <translation>{name} prend la levée.</translation>
    </message>
    <message>
        <source>The match is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <source>Dealing…</source>
        <translation>Distribution…</translation>
    </message>
    <message>
        <source>Seat {seat}</source>
        <translation>Place {seat}</translation>
    </message>
    <message>
        <source>The hand is over.</source>
        <translation>La main est terminée.</translation>
    </message>
    <message>
        <source>The computer is playing your seat…</source>
        <translation>L&apos;ordinateur joue à votre place…</translation>
    </message>
    <message>
        <source>Hint: {advice}</source>
        <translation>Conseil&#xa0;: {advice}</translation>
    </message>
</context>
<context>
    <name>TableReader</name>
    <message>
        <source>Card table</source>
        <translation>Table de jeu</translation>
    </message>
    <message>
        <source>The cards and players on the table, in words.</source>
        <translation>Les cartes et les joueurs sur la table, en mots.</translation>
    </message>
    <message>
        <source>Your hand</source>
        <translation>Votre main</translation>
    </message>
    <message>
        <source>The trick</source>
        <translation>La levée</translation>
    </message>
    <message>
        <source>Trump</source>
        <translation>Atout</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Pointage</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>{card}, {offer}</source>
        <translation>{card}, {offer}</translation>
    </message>
    <message>
        <source>It may not be chosen now.</source>
        <translation>Elle ne peut pas être choisie maintenant.</translation>
    </message>
    <message>
        <source>One of your cards.</source>
        <translation>Une de vos cartes.</translation>
    </message>
    <message>
        <source>No cards in your hand.</source>
        <translation>Aucune carte dans votre main.</translation>
    </message>
    <message>
        <source>Seat {seat}</source>
        <translation>Place {seat}</translation>
    </message>
    <message>
        <source>{player}: {card}</source>
        <translation>{player}&#xa0;: {card}</translation>
    </message>
    <message>
        <source>No card on the table.</source>
        <translation>Aucune carte sur la table.</translation>
    </message>
    <message>
        <source>{suit} is trump. {caption}.</source>
        <translation>L&apos;atout est {suit}. {caption}.</translation>
    </message>
    <message>
        <source>The upcard is {card}.</source>
        <translation>La carte retournée est {card}.</translation>
    </message>
    <message>
        <source>Trump is not named yet.</source>
        <translation>L&apos;atout n&apos;est pas encore nommé.</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
    <message>
        <source>{points}, {tricks} this hand</source>
        <translation>{points}, {tricks} dans cette main</translation>
    </message>
    <message numerus="yes">
        <source>%n trick(s)</source>
        <translation>
            <numerusform>%n levée</numerusform>
            <numerusform>%n levées</numerusform>
        </translation>
    </message>
    <message>
        <source>{side}: {score}.</source>
        <translation>{side}&#xa0;: {score}.</translation>
    </message>
    <message numerus="yes">
        <source>Playing to %n point(s).</source>
        <translation>
            <numerusform>Partie en %n point.</numerusform>
            <numerusform>Partie en %n points.</numerusform>
        </translation>
    </message>
    <message>
        <source>dealer</source>
        <translation>donneur</translation>
    </message>
    <message>
        <source>named trump</source>
        <translation>a nommé l&apos;atout</translation>
    </message>
    <message>
        <source>alone</source>
        <translation>fait cavalier seul</translation>
    </message>
    <message>
        <source>sitting out</source>
        <translation>se retire</translation>
    </message>
    <message>
        <source>to act</source>
        <translation>à jouer</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n carte</numerusform>
            <numerusform>%n cartes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Toolbar</name>
    <message>
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <source>Menu</source>
        <translation>Menu</translation>
    </message>
    <message>
        <source>New match, replays, statistics, rules, settings (F10)</source>
        <translation>Nouvelle partie, reprises, statistiques, règles, paramètres (F10)</translation>
    </message>
    <message>
        <source>Open the Menu: new match, replays, statistics, rules, settings</source>
        <translation>Ouvrir le menu&#xa0;: nouvelle partie, reprises, statistiques, règles, paramètres</translation>
    </message>
</context>
<context>
    <name>TrendChart</name>
    <message>
        <source>{label}: {figure}</source>
        <translation>{label}&#xa0;: {figure}</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <source>{figure} by {axis}: {values}</source>
        <translation>{figure} par {axis}&#xa0;: {values}</translation>
    </message>
    <message>
        <source>nothing yet</source>
        <translation>rien encore</translation>
    </message>
    <message>
        <source>Average {figure}</source>
        <translation>Moyenne {figure}</translation>
    </message>
</context>
<context>
    <name>TrumpBadge</name>
    <message>
        <source>Trump</source>
        <translation>Atout</translation>
    </message>
    <message>
        <source>Named by {name}, alone</source>
        <translation>Nommé par {name}, seul</translation>
    </message>
    <message>
        <source>Named by {name}</source>
        <translation>Nommé par {name}</translation>
    </message>
</context>
<context>
    <name>WinRateChart</name>
    <message>
        <source>Win rate over the last matches</source>
        <translation>Taux de victoires sur les dernières parties</translation>
    </message>
    <message numerus="yes">
        <source>{won} of the last %n match(es) won</source>
        <translation>
            <numerusform>Victoires&#xa0;: {won} sur %n partie</numerusform>
            <numerusform>Victoires&#xa0;: {won} sur les %n dernières parties</numerusform>
        </translation>
    </message>
    <message>
        <source>{percent}%</source>
        <translation>{percent}&#xa0;%</translation>
    </message>
    <message>
        <source>Win rate so far</source>
        <translation>Taux de victoires jusque-là</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Gagnée</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Perdue</translation>
    </message>
    <message>
        <source>W</source>
        <comment>a match won</comment>
        <translation>G</translation>
    </message>
    <message>
        <source>L</source>
        <comment>a match lost</comment>
        <translation>P</translation>
    </message>
    <message>
        <source>Older</source>
        <translation>Plus anciennes</translation>
    </message>
    <message>
        <source>Latest</source>
        <translation>Plus récentes</translation>
    </message>
</context>
<context>
    <name>_KeyButton</name>
    <message numerus="yes">
        <source>%n trick(s)</source>
        <comment>a number key of the bid panel</comment>
        <translation>
            <numerusform>%n levée</numerusform>
            <numerusform>%n levées</numerusform>
        </translation>
    </message>
    <message>
        <source>{choice} (key {key})</source>
        <translation>{choice} (touche {key})</translation>
    </message>
</context>
</TS>
