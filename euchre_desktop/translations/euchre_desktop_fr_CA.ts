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
        <source>two</source>
        <translation>deux</translation>
    </message>
    <message>
        <source>three</source>
        <translation>trois</translation>
    </message>
    <message>
        <source>four</source>
        <translation>quatre</translation>
    </message>
    <message>
        <source>five</source>
        <translation>cinq</translation>
    </message>
    <message>
        <source>six</source>
        <translation>six</translation>
    </message>
    <message>
        <source>seven</source>
        <translation>sept</translation>
    </message>
    <message>
        <source>it is your only legal card</source>
        <translation>c&apos;est votre seule carte permise</translation>
    </message>
    <message>
        <source>there is no other choice</source>
        <translation>il n&apos;y a pas d&apos;autre choix</translation>
    </message>
    <message>
        <source>almost always</source>
        <translation>presque toujours</translation>
    </message>
    <message>
        <source>almost never</source>
        <translation>presque jamais</translation>
    </message>
    <message>
        <source>about half the time</source>
        <translation>environ une fois sur deux</translation>
    </message>
    <message>
        <source>about {percent}% of the time</source>
        <translation>environ {percent}&#xa0;% du temps</translation>
    </message>
    <message>
        <source>almost certain</source>
        <translation>la quasi-certitude</translation>
    </message>
    <message>
        <source>almost no chance</source>
        <translation>presque aucune chance</translation>
    </message>
    <message>
        <source>about {percent}%</source>
        <translation>environ {percent}&#xa0;% de chances</translation>
    </message>
    <message>
        <source>{action}.</source>
        <translation>{action}.</translation>
    </message>
    <message>
        <source>{action}: {why}.</source>
        <translation>{action}&#xa0;: {why}.</translation>
    </message>
    <message>
        <source>{action}: {why}; {outcome}.</source>
        <translation>{action}&#xa0;: {why}; {outcome}.</translation>
    </message>
    <message>
        <source>{first} and {last}</source>
        <translation>{first} et {last}</translation>
    </message>
    <message>
        <source>{first}, {rest}</source>
        <translation>{first}, {rest}</translation>
    </message>
    <message>
        <source>the {card}</source>
        <translation>le {card}</translation>
    </message>
    <message>
        <source>void in {suits}</source>
        <translation>aucune carte à {suits}</translation>
    </message>
    <message>
        <source>one more trump</source>
        <translation>un autre atout</translation>
    </message>
    <message>
        <source>{count} more trump</source>
        <translation>{count} autres atouts</translation>
    </message>
    <message>
        <source>no trump</source>
        <translation>aucun atout</translation>
    </message>
    <message>
        <source>one trump</source>
        <translation>un atout</translation>
    </message>
    <message>
        <source>{count} trump</source>
        <translation>{count} atouts</translation>
    </message>
    <message>
        <source>both bowers</source>
        <translation>les deux valets</translation>
    </message>
    <message>
        <source>only the ace of trump</source>
        <translation>seulement l&apos;as d&apos;atout</translation>
    </message>
    <message>
        <source>{trump} headed by the ace</source>
        <translation>{trump} dont l&apos;as</translation>
    </message>
    <message>
        <source>Defend alone</source>
        <translation>Défendre seul</translation>
    </message>
    <message>
        <source>Go alone</source>
        <translation>Faire cavalier seul</translation>
    </message>
    <message>
        <source>Declare a farmer&apos;s hand</source>
        <translation>Déclarer une main de fermier</translation>
    </message>
    <message>
        <source>Don&apos;t defend alone</source>
        <translation>Ne pas défendre seul</translation>
    </message>
    <message>
        <source>Don&apos;t go alone</source>
        <translation>Ne pas faire cavalier seul</translation>
    </message>
    <message>
        <source>Pick it up alone</source>
        <translation>La ramasser, seul</translation>
    </message>
    <message>
        <source>Pick it up</source>
        <translation>La ramasser</translation>
    </message>
    <message>
        <source>Order it up alone</source>
        <translation>Commander, seul</translation>
    </message>
    <message>
        <source>Order it up</source>
        <translation>Commander</translation>
    </message>
    <message>
        <source>Call {suit} alone</source>
        <translation>Nommer {suit}, seul</translation>
    </message>
    <message>
        <source>Call {suit}</source>
        <translation>Nommer {suit}</translation>
    </message>
    <message>
        <source>Return the {card}</source>
        <translation>Remettre le {card}</translation>
    </message>
    <message>
        <source>{chance} to euchre them</source>
        <translation>{chance} de les euchrer</translation>
    </message>
    <message>
        <source>{chance} to make it and {march} to take all five for 4 points</source>
        <translation>{chance} de réussir et {march} de prendre les cinq levées pour 4 points</translation>
    </message>
    <message>
        <source>you are better off with your partner</source>
        <translation>vous avez intérêt à jouer avec votre partenaire</translation>
    </message>
    <message>
        <source>{chance} to euchre them for 4 points</source>
        <translation>{chance} de les euchrer pour 4 points</translation>
    </message>
    <message>
        <source>alone you would almost never euchre them</source>
        <translation>seul, vous ne les euchreriez presque jamais</translation>
    </message>
    <message>
        <source>alone you would euchre them only {often}</source>
        <translation>seul, vous les euchreriez seulement {often}</translation>
    </message>
    <message>
        <source>nines and tens alone are worth less than fresh cards</source>
        <translation>des neuf et des dix seuls valent moins que des cartes neuves</translation>
    </message>
    <message>
        <source>{points} on average, the best of your options</source>
        <translation>{points} en moyenne, le meilleur de vos choix</translation>
    </message>
    <message>
        <source>passing scores {points} more on average</source>
        <translation>passer rapporte {points} de plus en moyenne</translation>
    </message>
    <message>
        <source>the {card} would score {points} less on average</source>
        <translation>le {card} rapporterait {points} de moins en moyenne</translation>
    </message>
    <message>
        <source>alone you would almost never take all five</source>
        <translation>seul, vous ne prendriez presque jamais les cinq levées</translation>
    </message>
    <message>
        <source>alone you would take all five only {often}</source>
        <translation>seul, vous prendriez les cinq levées seulement {often}</translation>
    </message>
    <message>
        <source>stuck as dealer, {suit} is your best suit ({holding})</source>
        <translation>obligé de nommer l&apos;atout comme donneur, {suit} est votre meilleure couleur ({holding})</translation>
    </message>
    <message>
        <source>if you {alternative} you would be euchred {often}</source>
        <translation>si vous choisissiez «&#xa0;{alternative}&#xa0;», vous seriez euchré {often}</translation>
    </message>
    <message>
        <source>at this score passing gives the better chance to win the match</source>
        <translation>à ce pointage, passer donne la meilleure chance de gagner la partie</translation>
    </message>
    <message>
        <source>ordering up hands the dealer the {card}; {better}</source>
        <translation>commander donnerait le {card} au donneur; {better}</translation>
    </message>
    <message>
        <source>you would make it {often}, but {better}</source>
        <translation>vous réussiriez {often}, mais {better}</translation>
    </message>
    <message>
        <source>your best trump, for partner&apos;s loner</source>
        <translation>votre meilleur atout, pour le cavalier seul du partenaire</translation>
    </message>
    <message>
        <source>a trump for partner&apos;s loner</source>
        <translation>un atout pour le cavalier seul du partenaire</translation>
    </message>
    <message>
        <source>an ace partner&apos;s loner can cash</source>
        <translation>un as que le partenaire seul pourra encaisser</translation>
    </message>
    <message>
        <source>of your cards, the one partner&apos;s loner can use most</source>
        <translation>de vos cartes, celle qui servira le plus au partenaire seul</translation>
    </message>
    <message>
        <source>partner&apos;s {card} is winning the trick</source>
        <translation>le {card} du partenaire remporte la levée</translation>
    </message>
    <message>
        <source>every card you could play comes to the same result here</source>
        <translation>toutes les cartes que vous pourriez jouer mènent ici au même résultat</translation>
    </message>
    <message>
        <source>it takes this trick in {count} of 10 likely deals</source>
        <translation>elle prend cette levée dans {count} donnes probables sur 10</translation>
    </message>
    <message>
        <source>with it, {outcome}</source>
        <translation>avec elle, {outcome}</translation>
    </message>
    <message>
        <source>it keeps your strongest five</source>
        <translation>vous gardez vos cinq plus fortes cartes</translation>
    </message>
    <message>
        <source>it leaves you void in {suit}, ready to trump them</source>
        <translation>vous n&apos;aurez plus de {suit}, prêt à couper</translation>
    </message>
    <message>
        <source>the card you will miss least, keeping {holding}</source>
        <translation>la carte qui vous manquera le moins; vous gardez {holding}</translation>
    </message>
    <message>
        <source>some options hold a value the game does not know</source>
        <translation>certaines options ont une valeur que le jeu ne connaît pas</translation>
    </message>
    <message>
        <source>{problem}; {more}</source>
        <translation>{problem}; {more}</translation>
    </message>
    <message>
        <source>players must be 4 (partnerships) or 3 (cutthroat), not {players}</source>
        <translation>il faut 4 joueurs (en équipes) ou 3 (chacun pour soi), pas {players}</translation>
    </message>
    <message>
        <source>a cutthroat march pays 3 or 2, not {points}</source>
        <translation>une vole en chacun pour soi vaut 3 ou 2, pas {points}</translation>
    </message>
    <message>
        <source>cutthroat has no partners, so the Canadian loner cannot apply</source>
        <translation>il n&apos;y a pas de partenaires en chacun pour soi, donc le cavalier seul canadien ne peut pas s&apos;appliquer</translation>
    </message>
    <message>
        <source>cutthroat has no partners, so nobody can defend alone</source>
        <translation>il n&apos;y a pas de partenaires en chacun pour soi, donc personne ne peut défendre seul</translation>
    </message>
    <message>
        <source>cutthroat has no partners, so partner&apos;s best cannot apply</source>
        <translation>il n&apos;y a pas de partenaires en chacun pour soi, donc la meilleure carte du partenaire ne peut pas s&apos;appliquer</translation>
    </message>
    <message>
        <source>cutthroat defenders score 2 each, so “{option}” cannot apply</source>
        <translation>en chacun pour soi, chaque défenseur marque 2, donc «&#xa0;{option}&#xa0;» ne peut pas s&apos;appliquer</translation>
    </message>
    <message>
        <source>“{card}” chooses the Benny&apos;s card: turn on “{benny}” to play with one</source>
        <translation>«&#xa0;{card}&#xa0;» choisit la carte du Benny&#xa0;: activez «&#xa0;{benny}&#xa0;» pour jouer avec un Benny</translation>
    </message>
    <message>
        <source>“{passing}” only limits going alone after the bid: set “{defend}” or turn on “{late}” to allow it</source>
        <translation>«&#xa0;{passing}&#xa0;» ne limite que le cavalier seul déclaré après l&apos;annonce&#xa0;: réglez «&#xa0;{defend}&#xa0;» ou activez «&#xa0;{late}&#xa0;» pour le permettre</translation>
    </message>
    <message>
        <source>in cutthroat the maker always plays alone, so “{late}” cannot apply</source>
        <translation>en chacun pour soi, le preneur joue toujours seul, donc «&#xa0;{late}&#xa0;» ne peut pas s&apos;appliquer</translation>
    </message>
    <message>
        <source>the “{canadian}” goes alone with the bid, so it cannot be played with “{late}”: turn one of them off</source>
        <translation>le «&#xa0;{canadian}&#xa0;» se déclare avec l&apos;annonce, donc il ne peut pas se jouer avec «&#xa0;{late}&#xa0;»&#xa0;: désactivez l&apos;une des deux options</translation>
    </message>
    <message>
        <source>“{late}” already lets either defender go alone: set “{defend}” to “{never}”</source>
        <translation>«&#xa0;{late}&#xa0;» permet déjà à l&apos;un ou l&apos;autre défenseur de faire cavalier seul&#xa0;: réglez «&#xa0;{defend}&#xa0;» à «&#xa0;{never}&#xa0;»</translation>
    </message>
    <message>
        <source>choose exactly one of a target score and a fixed number of hands</source>
        <translation>choisissez soit un pointage à atteindre, soit un nombre fixe de mains</translation>
    </message>
    <message>
        <source>the target must be one of {targets}, not {target}</source>
        <translation>le pointage à atteindre doit être parmi {targets}, pas {target}</translation>
    </message>
    <message>
        <source>a fixed match is 1 to 100 hands, not {hands}</source>
        <translation>une partie d&apos;un nombre fixe de mains en compte de 1 à 100, pas {hands}</translation>
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
        <source>the saved match does not follow the rules: {error}</source>
        <translation>la partie enregistrée ne suit pas les règles&#xa0;: {error}</translation>
    </message>
    <message>
        <source>the saved match is inconsistent: {error}</source>
        <translation>la partie enregistrée est incohérente&#xa0;: {error}</translation>
    </message>
    <message>
        <source>the saved match is a {game} match, not a {wanted} one</source>
        <translation>la partie enregistrée est une partie «&#xa0;{game}&#xa0;», pas «&#xa0;{wanted}&#xa0;»</translation>
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
        <source>the saved match is {size} bytes, far larger than any match</source>
        <translation>la partie enregistrée fait {size} octets, bien plus que toute partie</translation>
    </message>
    <message>
        <source>the saved match file is empty</source>
        <translation>le fichier de la partie enregistrée est vide</translation>
    </message>
    <message>
        <source>the saved match is damaged (its text is cut short or garbled)</source>
        <translation>la partie enregistrée est endommagée (son texte est tronqué ou brouillé)</translation>
    </message>
    <message>
        <source>the file is not a Euchre Desktop saved match</source>
        <translation>ce fichier n&apos;est pas une partie enregistrée d&apos;Euchre Desktop</translation>
    </message>
    <message>
        <source>the saved match has no valid format version ({version})</source>
        <translation>la partie enregistrée n&apos;a pas de version de format valide ({version})</translation>
    </message>
    <message>
        <source>the saved match was written by a newer Euchre Desktop (format {version}; this version reads up to {known})</source>
        <translation>la partie enregistrée a été écrite par une version plus récente d&apos;Euchre Desktop (format {version}; cette version lit jusqu&apos;au format {known})</translation>
    </message>
    <message>
        <source>the saved match uses format {version}, from a test version of Euchre Desktop, and cannot be resumed</source>
        <translation>la partie enregistrée utilise le format {version}, d&apos;une version d&apos;essai d&apos;Euchre Desktop, et ne peut pas être reprise</translation>
    </message>
    <message>
        <source>the saved match is damaged: {error}</source>
        <translation>la partie enregistrée est endommagée&#xa0;: {error}</translation>
    </message>
    <message>
        <source>the saved match cannot be read ({reason})</source>
        <translation>la partie enregistrée ne peut pas être lue ({reason})</translation>
    </message>
    <message>
        <source>{problem}; it could not be moved aside either ({reason}), so it is left as it is and no match will be saved until the game is restarted.</source>
        <translation>{problem}; elle n&apos;a pas pu non plus être mise de côté ({reason}), elle est donc laissée telle quelle et aucune partie ne sera enregistrée avant le redémarrage du jeu.</translation>
    </message>
    <message>
        <source>{problem}. The file was kept as {kept}.</source>
        <translation>{problem}. Le fichier a été gardé sous le nom {kept}.</translation>
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
        <source>{setting}: cannot be empty</source>
        <translation>{setting}&#xa0;: ne peut pas être vide</translation>
    </message>
    <message>
        <source>{setting}: this value cannot be used</source>
        <translation>{setting}&#xa0;: cette valeur ne peut pas être utilisée</translation>
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
        <source>Cards on the cloth, the shuffle, a short call as each hand is dealt.</source>
        <translation>Les cartes sur le tapis, le brassage, un bref appel à chaque nouvelle donne.</translation>
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
        <source>Plain faces at the seats instead of the players&apos; portraits, and plain kings, queens and jacks.</source>
        <translation>Des visages simples aux places au lieu des portraits des joueurs, et des rois, dames et valets simples.</translation>
    </message>
    <message>
        <source>Pair of score cards</source>
        <translation>Paire de cartes de pointage</translation>
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
        <source>there is no such setting</source>
        <translation>ce paramètre n&apos;existe pas</translation>
    </message>
    <message>
        <source>these rules cannot be played together: {why}</source>
        <translation>ces règles ne peuvent pas être jouées ensemble&#xa0;: {why}</translation>
    </message>
    <message>
        <source>these Bid Euchre rules cannot be played together: {why}</source>
        <translation>ces règles d&apos;euchre aux enchères ne peuvent pas être jouées ensemble&#xa0;: {why}</translation>
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
        <source>Partner</source>
        <translation>Partenaire</translation>
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
    <message>
        <source>You claim the rest: your side takes every trick left.</source>
        <translation>Vous réclamez le reste&#xa0;: votre équipe prend toutes les levées restantes.</translation>
    </message>
    <message>
        <source>Your side trails 6 to 7 in a match to 10. Luis deals and turns up the 10♠. You hold three hearts headed by the jack, the A♣ and a lone 9♠. Only your cards show; the others&apos; appear as they are played.</source>
        <translation>Votre équipe est menée 6 à 7 dans une partie en 10 points. Luis donne et retourne le 10♠. Vous tenez trois cœurs menés par le valet, l&apos;A♣ et un 9♠ seul. Seules vos cartes sont visibles; celles des autres apparaissent à mesure qu&apos;elles sont jouées.</translation>
    </message>
    <message>
        <source>You speak first. Spades as trump would give you the 9♠ alone, and the 10♠ would go to Luis: you pass.</source>
        <translation>Vous parlez en premier. Avec pique comme atout, vous n&apos;auriez que le 9♠, et le 10♠ irait à Luis&#xa0;: vous passez.</translation>
    </message>
    <message>
        <source>Hank has the K♠ and nothing else in spades: a pass.</source>
        <translation>Hank a le K♠ et rien d&apos;autre à pique&#xa0;: il passe.</translation>
    </message>
    <message>
        <source>Gloria&apos;s A♠ is her only spade; ordering it up would arm Luis. She passes.</source>
        <translation>L&apos;A♠ de Gloria est son seul pique; commander armerait Luis. Elle passe.</translation>
    </message>
    <message>
        <source>Luis would hold the Q♠ and the 10♠, two small trump with no bower: too little, and he turns the 10♠ down.</source>
        <translation>Luis aurait la Q♠ et le 10♠, deux petits atouts sans valet&#xa0;: trop peu, et il retourne le 10♠ face cachée.</translation>
    </message>
    <message>
        <source>A new round, any suit but spades, and you speak first again. In hearts you hold the right bower (the J♥), the K♥ and the 10♥, with the A♣ beside them: you name hearts.</source>
        <translation>Nouveau tour, toute couleur sauf pique, et vous parlez encore en premier. À cœur, vous tenez le valet droit (le J♥), le K♥ et le 10♥, avec l&apos;A♣ à côté&#xa0;: vous nommez cœur.</translation>
    </message>
    <message>
        <source>Your side made trump and you hold three: lead the highest card in the deck to draw the others&apos; hearts.</source>
        <translation>Votre équipe a fait l&apos;atout et vous en tenez trois&#xa0;: entamez la plus haute carte du paquet pour faire tomber les cœurs des autres.</translation>
    </message>
    <message>
        <source>Hank must follow with a heart. He keeps his ace and lets the queen go.</source>
        <translation>Hank doit fournir un cœur. Il garde son as et laisse aller la dame.</translation>
    </message>
    <message>
        <source>Gloria must follow too. Her J♦ is a trump now, but your jack is winning: she plays the 9♥ and keeps the bower.</source>
        <translation>Gloria doit fournir aussi. Son J♦ est maintenant un atout, mais votre valet l&apos;emporte&#xa0;: elle joue le 9♥ et garde le valet gauche.</translation>
    </message>
    <message>
        <source>Luis has no trump, so any card will do; he lets the 9♣ go.</source>
        <translation>Luis n&apos;a pas d&apos;atout, donc n&apos;importe quelle carte fait l&apos;affaire; il laisse aller le 9♣.</translation>
    </message>
    <message>
        <source>You won, so you lead again. Cash your ace before anyone runs out of clubs.</source>
        <translation>Vous avez gagné, donc vous entamez encore. Encaissez votre as avant que quelqu&apos;un n&apos;ait plus de trèfle.</translation>
    </message>
    <message>
        <source>Hank follows suit with the 10♣.</source>
        <translation>Hank fournit avec le 10♣.</translation>
    </message>
    <message>
        <source>Gloria&apos;s only club is the K♣; your ace is winning anyway.</source>
        <translation>Le seul trèfle de Gloria est le K♣; votre as l&apos;emporte de toute façon.</translation>
    </message>
    <message>
        <source>Luis plays the J♣. With hearts trump it is an ordinary club, not a bower: only the jack of the other red suit changes sides.</source>
        <translation>Luis joue le J♣. Avec cœur comme atout, c&apos;est un trèfle ordinaire, pas un valet d&apos;atout&#xa0;: seul le valet de l&apos;autre couleur rouge change de camp.</translation>
    </message>
    <message>
        <source>Your lead once more. The K♥ tests who still holds trump.</source>
        <translation>À vous d&apos;entamer encore. Le K♥ vérifie qui tient encore de l&apos;atout.</translation>
    </message>
    <message>
        <source>Hank&apos;s last trump is the A♥, and he must follow with it.</source>
        <translation>Le dernier atout de Hank est l&apos;A♥, et il doit le fournir.</translation>
    </message>
    <message>
        <source>Gloria beats it with the J♦: the left bower counts as a heart this hand, second only to your J♥.</source>
        <translation>Gloria le bat avec le J♦&#xa0;: le valet gauche compte comme un cœur dans cette main, juste après votre J♥.</translation>
    </message>
    <message>
        <source>Luis, with no heart, throws the 10♦. The trick goes to Gloria.</source>
        <translation>Luis, sans cœur, se défausse du 10♦. La levée va à Gloria.</translation>
    </message>
    <message>
        <source>Gloria won, so she leads: her A♠ is the highest spade.</source>
        <translation>Gloria a gagné, donc elle entame&#xa0;: son A♠ est le plus haut pique.</translation>
    </message>
    <message>
        <source>Luis must follow spades.</source>
        <translation>Luis doit fournir à pique.</translation>
    </message>
    <message>
        <source>You must follow with your only spade, which keeps your last trump, the 10♥, for later.</source>
        <translation>Vous devez fournir votre seul pique, ce qui garde votre dernier atout, le 10♥, pour plus tard.</translation>
    </message>
    <message>
        <source>Hank&apos;s K♠ falls under the ace: a fourth trick for your side.</source>
        <translation>Le K♠ de Hank tombe sous l&apos;as&#xa0;: une quatrième levée pour votre équipe.</translation>
    </message>
    <message>
        <source>Gloria leads her last card, the Q♦.</source>
        <translation>Gloria entame sa dernière carte, la Q♦.</translation>
    </message>
    <message>
        <source>Luis covers it with the K♦.</source>
        <translation>Luis la couvre avec le K♦.</translation>
    </message>
    <message>
        <source>You have no diamond left: your 10♥ trumps it.</source>
        <translation>Il ne vous reste plus de carreau&#xa0;: votre 10♥ la coupe.</translation>
    </message>
    <message>
        <source>Hank&apos;s A♦ comes too late: the trick and all five are yours.</source>
        <translation>L&apos;A♦ de Hank arrive trop tard&#xa0;: la levée, et les cinq, sont à vous.</translation>
    </message>
    <message>
        <source>All five tricks: a march, worth 2 points, and you lead 8 to 7. The deal passes to you. Had Hank held the J♦, he would have won the third trick, and your side would have scored 1.</source>
        <translation>Les cinq levées&#xa0;: une vole, qui vaut 2 points, et vous menez 8 à 7. La donne passe à vous. Si Hank avait tenu le J♦, il aurait gagné la troisième levée, et votre équipe aurait marqué 1 point.</translation>
    </message>
    <message>
        <source>The worked hand</source>
        <translation>La main commentée</translation>
    </message>
    <message>
        <source>{title}: Right or Enter for the next step, Left to go back, Esc to return to your match.</source>
        <translation>{title}&#xa0;: Droite ou Entrée pour l&apos;étape suivante, Gauche pour revenir, Échap pour retourner à votre partie.</translation>
    </message>
    <message numerus="yes">
        <source>a match to %n point(s)</source>
        <comment>the points that win the match</comment>
        <translation>
            <numerusform>une partie en %n point</numerusform>
            <numerusform>une partie en %n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>a match of %n hand(s)</source>
        <comment>the number of hands a match lasts</comment>
        <translation>
            <numerusform>une partie de %n main</numerusform>
            <numerusform>une partie de %n mains</numerusform>
        </translation>
    </message>
    <message>
        <source>Sales overview</source>
        <translation>Aperçu des ventes</translation>
    </message>
    <message>
        <source>Analytics</source>
        <translation>Analytique</translation>
    </message>
    <message>
        <source>Inbox (12)</source>
        <translation>Boîte de réception (12)</translation>
    </message>
    <message>
        <source>Mail</source>
        <translation>Courriel</translation>
    </message>
    <message>
        <source>invoices.py – billing-service</source>
        <translation>invoices.py – billing-service</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>Code</translation>
    </message>
    <message>
        <source>Quarterly operations report</source>
        <translation>Rapport trimestriel des opérations</translation>
    </message>
    <message>
        <source>Documents</source>
        <translation>Documents</translation>
    </message>
    <message>
        <source>Customer portal rollout</source>
        <translation>Déploiement du portail client</translation>
    </message>
    <message>
        <source>Projects</source>
        <translation>Projets</translation>
    </message>
    <message>
        <source>Operating budget FY25</source>
        <translation>Budget de fonctionnement EF25</translation>
    </message>
    <message>
        <source>Sheets</source>
        <translation>Feuilles</translation>
    </message>
    <message>
        <source>Files</source>
        <translation>Fichiers</translation>
    </message>
    <message>
        <source>Jan</source>
        <translation>janv.</translation>
    </message>
    <message>
        <source>Feb</source>
        <translation>févr.</translation>
    </message>
    <message>
        <source>Mar</source>
        <translation>mars</translation>
    </message>
    <message>
        <source>Apr</source>
        <translation>avr.</translation>
    </message>
    <message>
        <source>May</source>
        <translation>mai</translation>
    </message>
    <message>
        <source>Jun</source>
        <translation>juin</translation>
    </message>
    <message>
        <source>Jul</source>
        <translation>juill.</translation>
    </message>
    <message>
        <source>Aug</source>
        <translation>août</translation>
    </message>
    <message>
        <source>Sep</source>
        <translation>sept.</translation>
    </message>
    <message>
        <source>Oct</source>
        <translation>oct.</translation>
    </message>
    <message>
        <source>Nov</source>
        <translation>nov.</translation>
    </message>
    <message>
        <source>Dec</source>
        <translation>déc.</translation>
    </message>
    <message>
        <source>Mon</source>
        <translation>lun.</translation>
    </message>
    <message>
        <source>Tue</source>
        <translation>mar.</translation>
    </message>
    <message>
        <source>Wed</source>
        <translation>mer.</translation>
    </message>
    <message>
        <source>Thu</source>
        <translation>jeu.</translation>
    </message>
    <message>
        <source>Fri</source>
        <translation>ven.</translation>
    </message>
    <message>
        <source>Sat</source>
        <translation>sam.</translation>
    </message>
    <message>
        <source>Sun</source>
        <translation>dim.</translation>
    </message>
    <message>
        <source>Overview</source>
        <translation>Vue d&apos;ensemble</translation>
    </message>
    <message>
        <source>Revenue</source>
        <translation>Revenus</translation>
    </message>
    <message>
        <source>Customers</source>
        <translation>Clients</translation>
    </message>
    <message>
        <source>Products</source>
        <translation>Produits</translation>
    </message>
    <message>
        <source>Regions</source>
        <translation>Régions</translation>
    </message>
    <message>
        <source>Forecasts</source>
        <translation>Prévisions</translation>
    </message>
    <message>
        <source>Reports</source>
        <translation>Rapports</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Paramètres</translation>
    </message>
    <message>
        <source>$4.28M</source>
        <translation>4,28 M$</translation>
    </message>
    <message>
        <source>+6.4%</source>
        <translation>+6,4 %</translation>
    </message>
    <message>
        <source>vs. Q2</source>
        <translation>c. T2</translation>
    </message>
    <message>
        <source>New customers</source>
        <translation>Nouveaux clients</translation>
    </message>
    <message>
        <source>1,284</source>
        <translation>1 284</translation>
    </message>
    <message>
        <source>+3.1%</source>
        <translation>+3,1 %</translation>
    </message>
    <message>
        <source>Average order value</source>
        <translation>Valeur moyenne des commandes</translation>
    </message>
    <message>
        <source>$312.40</source>
        <translation>312,40 $</translation>
    </message>
    <message>
        <source>−1.2%</source>
        <translation>−1,2 %</translation>
    </message>
    <message>
        <source>Net retention</source>
        <translation>Rétention nette</translation>
    </message>
    <message>
        <source>108.6%</source>
        <translation>108,6 %</translation>
    </message>
    <message>
        <source>+0.8 pts</source>
        <translation>+0,8 pt</translation>
    </message>
    <message>
        <source>trailing</source>
        <translation>glissant</translation>
    </message>
    <message>
        <source>North America</source>
        <translation>Amérique du Nord</translation>
    </message>
    <message>
        <source>Europe</source>
        <translation>Europe</translation>
    </message>
    <message>
        <source>Asia Pacific</source>
        <translation>Asie-Pacifique</translation>
    </message>
    <message>
        <source>Latin America</source>
        <translation>Amérique latine</translation>
    </message>
    <message>
        <source>Middle East &amp; Africa</source>
        <translation>Moyen-Orient et Afrique</translation>
    </message>
    <message>
        <source>Northwind Logistics</source>
        <translation>Northwind Logistics</translation>
    </message>
    <message>
        <source>R. Okafor</source>
        <translation>R. Okafor</translation>
    </message>
    <message>
        <source>On track</source>
        <translation>En bonne voie</translation>
    </message>
    <message>
        <source>Brightline Dental Group</source>
        <translation>Brightline Dental Group</translation>
    </message>
    <message>
        <source>S. Lindqvist</source>
        <translation>S. Lindqvist</translation>
    </message>
    <message>
        <source>Harbor Point Insurance</source>
        <translation>Harbor Point Insurance</translation>
    </message>
    <message>
        <source>M. Chen</source>
        <translation>M. Chen</translation>
    </message>
    <message>
        <source>At risk</source>
        <translation>À risque</translation>
    </message>
    <message>
        <source>Cedar &amp; Pine Outfitters</source>
        <translation>Cedar &amp; Pine Outfitters</translation>
    </message>
    <message>
        <source>A. Moreau</source>
        <translation>A. Moreau</translation>
    </message>
    <message>
        <source>Meridian Health Systems</source>
        <translation>Meridian Health Systems</translation>
    </message>
    <message>
        <source>K. Tanaka</source>
        <translation>K. Tanaka</translation>
    </message>
    <message>
        <source>Renewal</source>
        <translation>Renouvellement</translation>
    </message>
    <message>
        <source>Summit Ridge Foods</source>
        <translation>Summit Ridge Foods</translation>
    </message>
    <message>
        <source>D. Alvarez</source>
        <translation>D. Alvarez</translation>
    </message>
    <message>
        <source>Bluewater Analytics</source>
        <translation>Bluewater Analytics</translation>
    </message>
    <message>
        <source>J. Patel</source>
        <translation>J. Patel</translation>
    </message>
    <message>
        <source>Keystone Fabrication</source>
        <translation>Keystone Fabrication</translation>
    </message>
    <message>
        <source>L. Novak</source>
        <translation>L. Novak</translation>
    </message>
    <message>
        <source>Orchard Lane Retail</source>
        <translation>Orchard Lane Retail</translation>
    </message>
    <message>
        <source>P. Mensah</source>
        <translation>P. Mensah</translation>
    </message>
    <message>
        <source>Silverline Freight</source>
        <translation>Silverline Freight</translation>
    </message>
    <message>
        <source>E. Rossi</source>
        <translation>E. Rossi</translation>
    </message>
    <message>
        <source>Granite Bay Utilities</source>
        <translation>Granite Bay Utilities</translation>
    </message>
    <message>
        <source>H. Sato</source>
        <translation>H. Sato</translation>
    </message>
    <message>
        <source>Willowmere Clinics</source>
        <translation>Willowmere Clinics</translation>
    </message>
    <message>
        <source>C. Byrne</source>
        <translation>C. Byrne</translation>
    </message>
    <message>
        <source>Lakeshore Property Group</source>
        <translation>Lakeshore Property Group</translation>
    </message>
    <message>
        <source>T. Nguyen</source>
        <translation>T. Nguyen</translation>
    </message>
    <message>
        <source>Redfern Packaging</source>
        <translation>Redfern Packaging</translation>
    </message>
    <message>
        <source>B. Adeyemi</source>
        <translation>B. Adeyemi</translation>
    </message>
    <message>
        <source>Search reports, metrics, accounts</source>
        <translation>Rechercher des rapports, des indicateurs, des comptes</translation>
    </message>
    <message>
        <source>Priya Raman</source>
        <translation>Priya Raman</translation>
    </message>
    <message>
        <source>Q3 vendor invoice reconciliation – action needed by Friday</source>
        <translation>Rapprochement des factures fournisseurs du T3 – action requise d&apos;ici vendredi</translation>
    </message>
    <message>
        <source>Hi all, As discussed in Tuesday&apos;s finance sync, we still have 14 vendor invoices from Q3 that</source>
        <translation>Bonjour à tous, Comme discuté au point finances de mardi, il nous reste 14 factures fournisseurs du T3</translation>
    </message>
    <message>
        <source>Finance</source>
        <translation>Finances</translation>
    </message>
    <message>
        <source>Facilities Team</source>
        <translation>Équipe des installations</translation>
    </message>
    <message>
        <source>Reminder: fire alarm test on Thursday at 10:00</source>
        <translation>Rappel&#xa0;: essai d&apos;alarme incendie jeudi à 10 h</translation>
    </message>
    <message>
        <source>The building&apos;s quarterly fire alarm test will take place on Thursday morning. No action is</source>
        <translation>L&apos;essai trimestriel de l&apos;alarme incendie de l&apos;immeuble aura lieu jeudi matin. Aucune action n&apos;est</translation>
    </message>
    <message>
        <source>Marcus Webb</source>
        <translation>Marcus Webb</translation>
    </message>
    <message>
        <source>Re: Updated travel policy draft</source>
        <translation>Re&#xa0;: Ébauche révisée de la politique de voyage</translation>
    </message>
    <message>
        <source>Thanks, I&apos;ve folded your comments into section 4. The per-diem table now matches the one</source>
        <translation>Merci, j&apos;ai intégré vos commentaires à la section 4. Le tableau des indemnités journalières correspond</translation>
    </message>
    <message>
        <source>Travel</source>
        <translation>Voyages</translation>
    </message>
    <message>
        <source>IT Service Desk</source>
        <translation>Centre de services TI</translation>
    </message>
    <message>
        <source>Ticket #48213 resolved: VPN certificate renewal</source>
        <translation>Billet no 48213 résolu&#xa0;: renouvellement du certificat RPV</translation>
    </message>
    <message>
        <source>Your request has been resolved. If the issue persists, reply to this message within 5 days to</source>
        <translation>Votre demande a été résolue. Si le problème persiste, répondez à ce message dans les 5 jours pour</translation>
    </message>
    <message>
        <source>Elena Vasquez</source>
        <translation>Elena Vasquez</translation>
    </message>
    <message>
        <source>Agenda for Monday&apos;s planning session</source>
        <translation>Ordre du jour de la séance de planification de lundi</translation>
    </message>
    <message>
        <source>Attached is the draft agenda. Please let me know by Friday if anything is missing, especially</source>
        <translation>Vous trouverez ci-joint l&apos;ébauche de l&apos;ordre du jour. Dites-moi d&apos;ici vendredi s&apos;il manque quelque chose,</translation>
    </message>
    <message>
        <source>Team</source>
        <translation>Équipe</translation>
    </message>
    <message>
        <source>Payroll</source>
        <translation>Paie</translation>
    </message>
    <message>
        <source>Your monthly payslip is available</source>
        <translation>Votre relevé de paie mensuel est disponible</translation>
    </message>
    <message>
        <source>Your payslip is now available in the HR portal. This is an automated message; please do not</source>
        <translation>Votre relevé de paie est maintenant disponible dans le portail RH. Ceci est un message automatique;</translation>
    </message>
    <message>
        <source>Daniel Okoro</source>
        <translation>Daniel Okoro</translation>
    </message>
    <message>
        <source>Budget template v3</source>
        <translation>Modèle de budget v3</translation>
    </message>
    <message>
        <source>I&apos;ve updated the template with the new cost centres and removed the old allocation tab. The</source>
        <translation>J&apos;ai mis à jour le modèle avec les nouveaux centres de coûts et retiré l&apos;ancien onglet de répartition.</translation>
    </message>
    <message>
        <source>Learning &amp; Development</source>
        <translation>Formation et perfectionnement</translation>
    </message>
    <message>
        <source>New course: Writing clear status reports</source>
        <translation>Nouveau cours&#xa0;: Rédiger des rapports d&apos;étape clairs</translation>
    </message>
    <message>
        <source>Enrolment is now open for our new 45-minute course on writing status reports that busy</source>
        <translation>Les inscriptions sont ouvertes pour notre nouveau cours de 45 minutes sur les rapports d&apos;étape que</translation>
    </message>
    <message>
        <source>Sophie Laurent</source>
        <translation>Sophie Laurent</translation>
    </message>
    <message>
        <source>Re: Supplier onboarding checklist</source>
        <translation>Re&#xa0;: Liste de contrôle pour l&apos;intégration des fournisseurs</translation>
    </message>
    <message>
        <source>Looks good to me. One small thing: the insurance certificate should be requested before the</source>
        <translation>Ça me semble bien. Un petit détail&#xa0;: le certificat d&apos;assurance devrait être demandé avant la</translation>
    </message>
    <message>
        <source>Vendors</source>
        <translation>Fournisseurs</translation>
    </message>
    <message>
        <source>Procurement</source>
        <translation>Approvisionnement</translation>
    </message>
    <message>
        <source>PO 2025-1187 approved</source>
        <translation>BC 2025-1187 approuvé</translation>
    </message>
    <message>
        <source>Purchase order 2025-1187 (Office furniture – 3rd floor) has been approved by all required</source>
        <translation>Le bon de commande 2025-1187 (Mobilier de bureau – 3e étage) a été approuvé par tous les</translation>
    </message>
    <message>
        <source>Tom Harrington</source>
        <translation>Tom Harrington</translation>
    </message>
    <message>
        <source>Minutes: operations review</source>
        <translation>Procès-verbal&#xa0;: revue des opérations</translation>
    </message>
    <message>
        <source>Please find the minutes of this week&apos;s operations review below. Actions are in bold with</source>
        <translation>Voici le procès-verbal de la revue des opérations de cette semaine. Les actions sont en gras avec</translation>
    </message>
    <message>
        <source>Calendar</source>
        <translation>Calendrier</translation>
    </message>
    <message>
        <source>Updated invitation: Quarterly business review</source>
        <translation>Invitation mise à jour&#xa0;: Revue trimestrielle des affaires</translation>
    </message>
    <message>
        <source>The organiser has changed the location to Meeting Room 4B. Join online details are unchanged.</source>
        <translation>L&apos;organisateur a changé le lieu pour la salle de réunion 4B. Les détails pour se joindre en ligne sont</translation>
    </message>
    <message>
        <source>Grace Whitfield</source>
        <translation>Grace Whitfield</translation>
    </message>
    <message>
        <source>Headcount forecast – please review</source>
        <translation>Prévision des effectifs – à réviser, s.v.p.</translation>
    </message>
    <message>
        <source>Attached is the latest headcount forecast. I have assumed the two open analyst roles are</source>
        <translation>Vous trouverez ci-joint la plus récente prévision des effectifs. J&apos;ai supposé que les deux postes</translation>
    </message>
    <message>
        <source>Starred</source>
        <translation>Suivis</translation>
    </message>
    <message>
        <source>Sent</source>
        <translation>Envoyés</translation>
    </message>
    <message>
        <source>Drafts</source>
        <translation>Brouillons</translation>
    </message>
    <message>
        <source>Archive</source>
        <translation>Archives</translation>
    </message>
    <message>
        <source>Junk</source>
        <translation>Indésirables</translation>
    </message>
    <message>
        <source>Deleted</source>
        <translation>Supprimés</translation>
    </message>
    <message>
        <source>Hi all,</source>
        <translation>Bonjour à tous,</translation>
    </message>
    <message>
        <source>As discussed in Tuesday&apos;s finance sync, we still have 14 vendor invoices from Q3 that have not been matched to purchase orders. The attached workbook lists each one with the PO number we expect, the amount on the invoice and the variance.</source>
        <translation>Comme discuté au point finances de mardi, il nous reste 14 factures fournisseurs du T3 qui n&apos;ont pas été rapprochées des bons de commande. Le classeur ci-joint les énumère, chacune avec le numéro de BC attendu, le montant de la facture et l&apos;écart.</translation>
    </message>
    <message>
        <source>Could each cost-centre owner please review the lines tagged to their team and either confirm the match or add a comment in column H by end of day Friday? Anything still open after that will be accrued at the invoice amount and carried into next month.</source>
        <translation>Chaque responsable de centre de coûts pourrait-il passer en revue les lignes associées à son équipe et confirmer le rapprochement ou ajouter un commentaire dans la colonne H d&apos;ici la fin de la journée vendredi? Tout ce qui restera ouvert après sera comptabilisé au montant de la facture et reporté au mois prochain.</translation>
    </message>
    <message>
        <source>A few reminders:</source>
        <translation>Quelques rappels&#xa0;:</translation>
    </message>
    <message>
        <source>• Invoices above $5,000 need a second approver in the procurement portal.</source>
        <translation>• Les factures de plus de 5 000 $ exigent un deuxième approbateur dans le portail d&apos;approvisionnement.</translation>
    </message>
    <message>
        <source>• Please do not change the PO numbers directly; add a note and I will update the ledger.</source>
        <translation>• Veuillez ne pas modifier directement les numéros de BC; ajoutez une note et je mettrai le grand livre à jour.</translation>
    </message>
    <message>
        <source>• Freight surcharges go to account 6120, not 6100.</source>
        <translation>• Les suppléments de transport vont au compte 6120, pas au 6100.</translation>
    </message>
    <message>
        <source>Thanks for your help getting this closed out before the quarter-end review.</source>
        <translation>Merci de votre aide pour régler tout cela avant la revue de fin de trimestre.</translation>
    </message>
    <message>
        <source>Best regards,
Priya</source>
        <translation>Cordialement,
Priya</translation>
    </message>
    <message>
        <source>Senior Financial Analyst · Finance Operations</source>
        <translation>Analyste financière principale · Opérations financières</translation>
    </message>
    <message>
        <source>+1 (555) 014-2279</source>
        <translation>+1 (555) 014-2279</translation>
    </message>
    <message>
        <source>Search mail and people</source>
        <translation>Rechercher des courriels et des personnes</translation>
    </message>
    <message>
        <source>Discovery</source>
        <translation>Découverte</translation>
    </message>
    <message>
        <source>Stakeholder interviews</source>
        <translation>Entrevues avec les parties prenantes</translation>
    </message>
    <message>
        <source>Current process mapping</source>
        <translation>Cartographie des processus actuels</translation>
    </message>
    <message>
        <source>Requirements sign-off</source>
        <translation>Approbation des exigences</translation>
    </message>
    <message>
        <source>Steering group</source>
        <translation>Comité directeur</translation>
    </message>
    <message>
        <source>Design</source>
        <translation>Conception</translation>
    </message>
    <message>
        <source>Information architecture</source>
        <translation>Architecture de l&apos;information</translation>
    </message>
    <message>
        <source>Prototypes and visual design</source>
        <translation>Prototypes et design visuel</translation>
    </message>
    <message>
        <source>Accessibility review</source>
        <translation>Revue d&apos;accessibilité</translation>
    </message>
    <message>
        <source>Design approval</source>
        <translation>Approbation de la conception</translation>
    </message>
    <message>
        <source>Build</source>
        <translation>Réalisation</translation>
    </message>
    <message>
        <source>Sign-in and single sign-on</source>
        <translation>Connexion et authentification unique</translation>
    </message>
    <message>
        <source>Account and billing pages</source>
        <translation>Pages de compte et de facturation</translation>
    </message>
    <message>
        <source>Document upload service</source>
        <translation>Service de téléversement de documents</translation>
    </message>
    <message>
        <source>Data migration scripts</source>
        <translation>Scripts de migration des données</translation>
    </message>
    <message>
        <source>Testing</source>
        <translation>Essais</translation>
    </message>
    <message>
        <source>User acceptance testing</source>
        <translation>Essais d&apos;acceptation par les utilisateurs</translation>
    </message>
    <message>
        <source>Performance testing</source>
        <translation>Essais de performance</translation>
    </message>
    <message>
        <source>Launch</source>
        <translation>Lancement</translation>
    </message>
    <message>
        <source>Staff training</source>
        <translation>Formation du personnel</translation>
    </message>
    <message>
        <source>Go-live</source>
        <translation>Mise en service</translation>
    </message>
    <message>
        <source>Post-launch support</source>
        <translation>Soutien après le lancement</translation>
    </message>
    <message>
        <source>Service desk</source>
        <translation>Centre de services</translation>
    </message>
    <message>
        <source>Search tasks and projects</source>
        <translation>Rechercher des tâches et des projets</translation>
    </message>
    <message>
        <source>Quarterly Operations Report</source>
        <translation>Rapport trimestriel</translation>
    </message>
    <message>
        <source>1. Executive summary</source>
        <translation>1. Sommaire</translation>
    </message>
    <message>
        <source>2. Operating costs</source>
        <translation>2. Coûts de fonctionnement</translation>
    </message>
    <message>
        <source>2.1 Facilities</source>
        <translation>2.1 Installations</translation>
    </message>
    <message>
        <source>2.2 Technology</source>
        <translation>2.2 Technologie</translation>
    </message>
    <message>
        <source>3. Service levels</source>
        <translation>3. Niveaux de service</translation>
    </message>
    <message>
        <source>4. Risks and mitigations</source>
        <translation>4. Risques et atténuation</translation>
    </message>
    <message>
        <source>5. Outlook for the next quarter</source>
        <translation>5. Perspectives pour le T4</translation>
    </message>
    <message>
        <source>Appendix A. Method</source>
        <translation>Annexe A. Méthode</translation>
    </message>
    <message>
        <source>Operations delivered the third quarter broadly in line with plan. Total operating costs were 1.8% below budget, driven mainly by lower travel and facilities spending, partly offset by higher software licence costs following the migration of the customer support platform. Service levels remained within agreed targets for all but one measure.</source>
        <translation>Les Opérations ont livré le troisième trimestre globalement conformément au plan. Les coûts de fonctionnement totaux ont été inférieurs de 1,8 % au budget, surtout grâce à la baisse des dépenses de voyage et d&apos;installations, en partie contrebalancée par la hausse des coûts de licences logicielles à la suite de la migration de la plateforme de soutien à la clientèle. Les niveaux de service sont restés dans les cibles convenues pour toutes les mesures sauf une.</translation>
    </message>
    <message>
        <source>The consolidation of the two regional offices was completed on schedule in August. The associated one-off costs have been recognised in full this quarter and are shown separately in section 2.1. No further relocation costs are expected.</source>
        <translation>Le regroupement des deux bureaux régionaux s&apos;est terminé comme prévu en août. Les coûts non récurrents connexes ont été comptabilisés en entier ce trimestre et sont présentés séparément à la section 2.1. Aucun autre coût de déménagement n&apos;est prévu.</translation>
    </message>
    <message>
        <source>Table 1 compares operating costs for the quarter with the approved budget. Figures are in thousands of dollars and exclude depreciation, which is reported centrally by Group Finance.</source>
        <translation>Le tableau 1 compare les coûts de fonctionnement du trimestre au budget approuvé. Les montants sont en milliers de dollars et excluent l&apos;amortissement, déclaré de façon centralisée par les Finances du groupe.</translation>
    </message>
    <message>
        <source>Cost category</source>
        <translation>Catégorie de coûts</translation>
    </message>
    <message>
        <source>Budget</source>
        <translation>Budget</translation>
    </message>
    <message>
        <source>Actual</source>
        <translation>Réel</translation>
    </message>
    <message>
        <source>Variance</source>
        <translation>Écart</translation>
    </message>
    <message>
        <source>Facilities</source>
        <translation>Installations</translation>
    </message>
    <message>
        <source>Technology and licences</source>
        <translation>Technologie et licences</translation>
    </message>
    <message>
        <source>Travel and expenses</source>
        <translation>Voyages et dépenses</translation>
    </message>
    <message>
        <source>Professional services</source>
        <translation>Services professionnels</translation>
    </message>
    <message>
        <source>Training</source>
        <translation>Formation</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>The overspend on technology reflects the overlap period in which both the old and the new support platforms were licensed. This overlap ended on 30 September, and the run rate for the fourth quarter is expected to return to budget. Savings in travel are partly timing-related, as several planned site visits have moved into the next quarter.</source>
        <translation>Le dépassement en technologie reflète la période de chevauchement pendant laquelle l&apos;ancienne et la nouvelle plateforme de soutien étaient toutes deux sous licence. Ce chevauchement a pris fin le 30 septembre, et le rythme de dépenses du quatrième trimestre devrait revenir au budget. Les économies en voyages tiennent en partie au calendrier, plusieurs visites de sites prévues ayant été reportées au prochain trimestre.</translation>
    </message>
    <message>
        <source>Facilities costs include the final rent payment for the former Eastgate office and the removal and storage charges incurred during the move. Energy costs were 6% lower than in the same quarter last year, helped by the lighting upgrade completed in the spring.</source>
        <translation>Les coûts d&apos;installations comprennent le dernier paiement de loyer de l&apos;ancien bureau Eastgate ainsi que les frais de déménagement et d&apos;entreposage engagés pendant le déménagement. Les coûts d&apos;énergie ont été inférieurs de 6 % à ceux du même trimestre l&apos;an dernier, grâce à la modernisation de l&apos;éclairage terminée au printemps.</translation>
    </message>
    <message>
        <source>IT services</source>
        <translation>Services TI</translation>
    </message>
    <message>
        <source>Marketing</source>
        <translation>Marketing</translation>
    </message>
    <message>
        <source>Payroll administration</source>
        <translation>Administration de la paie</translation>
    </message>
    <message>
        <source>Legal</source>
        <translation>Services juridiques</translation>
    </message>
    <message>
        <source>Insurance</source>
        <translation>Assurances</translation>
    </message>
    <message>
        <source>Software licences</source>
        <translation>Licences logicielles</translation>
    </message>
    <message>
        <source>Office supplies</source>
        <translation>Fournitures de bureau</translation>
    </message>
    <message>
        <source>Department</source>
        <translation>Service</translation>
    </message>
    <message>
        <source>Q1</source>
        <translation>T1</translation>
    </message>
    <message>
        <source>Q2</source>
        <translation>T2</translation>
    </message>
    <message>
        <source>Q3</source>
        <translation>T3</translation>
    </message>
    <message>
        <source>Q4 (fcst)</source>
        <translation>T4 (prév.)</translation>
    </message>
    <message>
        <source>Var %</source>
        <translation>Écart %</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notes</translation>
    </message>
    <message>
        <source>Q4 figures are the forecast as at the end of September.</source>
        <translation>Les chiffres du T4 sont la prévision à la fin de septembre.</translation>
    </message>
    <message>
        <source>Variance = Budget − Total; negative figures are overspends.</source>
        <translation>Écart = Budget − Total; les montants négatifs sont des dépassements.</translation>
    </message>
    <message>
        <source>the Benny</source>
        <translation>le Benny</translation>
    </message>
    <message>
        <source>the right bower</source>
        <translation>le valet droit</translation>
    </message>
    <message>
        <source>both right bowers</source>
        <translation>les deux valets droits</translation>
    </message>
    <message>
        <source>the left bower</source>
        <translation>le valet gauche</translation>
    </message>
    <message>
        <source>both left bowers</source>
        <translation>les deux valets gauches</translation>
    </message>
    <message>
        <source>the {card} twice</source>
        <translation>le {card} en double</translation>
    </message>
    <message>
        <source>nothing high</source>
        <translation>aucune carte haute</translation>
    </message>
    <message>
        <source>no-trump high</source>
        <translation>sans-atout haut</translation>
    </message>
    <message>
        <source>no-trump low</source>
        <translation>sans-atout bas</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passer</translation>
    </message>
    <message>
        <source>Shoot the moon in {strain}, taking one from partner</source>
        <translation>Viser la lune à {strain}, avec une carte du partenaire</translation>
    </message>
    <message>
        <source>Shoot the moon in {strain}, taking {count} from partner</source>
        <translation>Viser la lune à {strain}, avec {count} cartes du partenaire</translation>
    </message>
    <message>
        <source>Shoot the moon in {strain}</source>
        <translation>Viser la lune à {strain}</translation>
    </message>
    <message>
        <source>Bid {tricks} {strain}</source>
        <translation>Annoncer {tricks} à {strain}</translation>
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
        <source>Lead the {card}</source>
        <translation>Entamer le {card}</translation>
    </message>
    <message>
        <source>{chance} to make the bid</source>
        <translation>{chance} de réussir l&apos;annonce</translation>
    </message>
    <message>
        <source>{chance} to set them</source>
        <translation>{chance} de les faire chuter</translation>
    </message>
    <message>
        <source>{chance} to take every trick for {points} points</source>
        <translation>{chance} de prendre toutes les levées pour {points} points</translation>
    </message>
    <message>
        <source>{chance} to make it</source>
        <translation>{chance} de réussir</translation>
    </message>
    <message>
        <source>the others will almost always bid over it, but it still scores best of your options</source>
        <translation>les autres annonceront presque toujours plus haut, mais c&apos;est encore votre choix le plus payant</translation>
    </message>
    <message>
        <source>{chance} to make it if it stands (outbid {often})</source>
        <translation>{chance} de réussir si elle tient (surpassée {often})</translation>
    </message>
    <message>
        <source>stuck as dealer, {strain} is your best bid ({holding})</source>
        <translation>obligé d&apos;annoncer comme donneur, {strain} est votre meilleure annonce ({holding})</translation>
    </message>
    <message>
        <source>nothing here is worth bidding</source>
        <translation>rien ici ne vaut une annonce</translation>
    </message>
    <message>
        <source>if you {alternative} you would be set {often}</source>
        <translation>si vous choisissiez «&#xa0;{alternative}&#xa0;», vous chuteriez {often}</translation>
    </message>
    <message>
        <source>passing scores {points} more on average than if you {alternative}</source>
        <translation>passer rapporte en moyenne {points} de plus que «&#xa0;{alternative}&#xa0;»</translation>
    </message>
    <message>
        <source>your strongest card, for partner&apos;s moon</source>
        <translation>votre plus forte carte, pour la lune du partenaire</translation>
    </message>
    <message>
        <source>the card your moon will miss least</source>
        <translation>la carte qui manquera le moins à votre lune</translation>
    </message>
    <message>
        <source>the usual play here; with this many cards still out, looking further ahead finds nothing better</source>
        <translation>le jeu habituel ici; avec autant de cartes encore en jeu, voir plus loin ne trouve rien de mieux</translation>
    </message>
    <message>
        <source>it does as well as any card here and gives away least</source>
        <translation>elle fait aussi bien que toute autre carte ici et cède le moins</translation>
    </message>
    <message>
        <source>A sound choice by the book (the Expert could not be asked just now).</source>
        <translation>Un choix sûr, selon les règles de l&apos;art (l&apos;Expert n&apos;a pas pu être consulté à l&apos;instant).</translation>
    </message>
    <message>
        <source>Your saved match could not be resumed: {problem}</source>
        <translation>Votre partie enregistrée n&apos;a pas pu être reprise&#xa0;: {problem}</translation>
    </message>
    <message>
        <source>A Standard player&apos;s choice (the Expert&apos;s hints are not installed).</source>
        <translation>Le choix d&apos;un joueur Standard (les conseils de l&apos;Expert ne sont pas installés).</translation>
    </message>
    <message>
        <source>The match could not be saved ({reason}); it goes on, but it cannot be resumed from here if the game is closed.</source>
        <translation>La partie n&apos;a pas pu être enregistrée ({reason}); elle continue, mais ne pourra pas être reprise d&apos;ici si le jeu est fermé.</translation>
    </message>
    <message>
        <source>This hand could not be kept in your hand history: {problem}.</source>
        <translation>Cette main n&apos;a pas pu être gardée dans votre historique des mains&#xa0;: {problem}.</translation>
    </message>
    <message>
        <source>Your statistics could not be updated: {problem}.</source>
        <translation>Vos statistiques n&apos;ont pas pu être mises à jour&#xa0;: {problem}.</translation>
    </message>
    <message>
        <source>Your hand history</source>
        <translation>Votre historique des mains</translation>
    </message>
    <message>
        <source>hand {number} of that match is not in the history</source>
        <translation>la main {number} de cette partie n&apos;est pas dans l&apos;historique</translation>
    </message>
    <message>
        <source>that hand could not be replayed: {error}</source>
        <translation>cette main n&apos;a pas pu être rejouée&#xa0;: {error}</translation>
    </message>
    <message>
        <source>no hand of that match is in the history</source>
        <translation>aucune main de cette partie n&apos;est dans l&apos;historique</translation>
    </message>
    <message>
        <source>the hand history</source>
        <translation>l&apos;historique des mains</translation>
    </message>
    <message>
        <source>{what} could not be read ({problem}); the file could not be moved aside ({reason}), so it is left as it is and nothing from this session will be kept.</source>
        <translation>{what}&#xa0;: lecture impossible ({problem}); le fichier n&apos;a pas pu être mis de côté ({reason}), il est donc laissé tel quel et rien de cette séance ne sera gardé.</translation>
    </message>
    <message>
        <source>{what} could not be read ({problem}); the file was kept as {kept}, but a new one could not be started ({again}), so nothing from this session will be kept.</source>
        <translation>{what}&#xa0;: lecture impossible ({problem}); le fichier a été gardé sous le nom {kept}, mais un nouveau n&apos;a pas pu être commencé ({again}), donc rien de cette séance ne sera gardé.</translation>
    </message>
    <message>
        <source>{what} could not be read ({problem}); the file was kept as {kept} and a new one started.</source>
        <translation>{what}&#xa0;: lecture impossible ({problem}); le fichier a été gardé sous le nom {kept} et un nouveau a été commencé.</translation>
    </message>
    <message>
        <source>{what} could not be saved: {problem}</source>
        <translation>enregistrement impossible pour {what}&#xa0;: {problem}</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>le fichier est vide</translation>
    </message>
    <message>
        <source>cannot open it: {error}</source>
        <translation>impossible de l&apos;ouvrir&#xa0;: {error}</translation>
    </message>
    <message>
        <source>it was written by a newer Euchre Desktop, format {version}</source>
        <translation>il a été écrit par une version plus récente d&apos;Euchre Desktop, format {version}</translation>
    </message>
    <message>
        <source>it is not a Euchre Desktop file of this kind (format {version})</source>
        <translation>ce n&apos;est pas un fichier d&apos;Euchre Desktop de ce type (format {version})</translation>
    </message>
    <message>
        <source>its {table} table has the wrong shape</source>
        <translation>sa table {table} n&apos;a pas la bonne forme</translation>
    </message>
    <message>
        <source>it is damaged: {error}</source>
        <translation>il est endommagé&#xa0;: {error}</translation>
    </message>
    <message>
        <source>Your statistics</source>
        <translation>Vos statistiques</translation>
    </message>
    <message>
        <source>the statistics</source>
        <translation>les statistiques</translation>
    </message>
    <message>
        <source>Slip</source>
        <translation>Faux pas</translation>
    </message>
    <message>
        <source>Blunder</source>
        <translation>Gaffe</translation>
    </message>
    <message>
        <source>Bidding, first round</source>
        <translation>Annonces, premier tour</translation>
    </message>
    <message>
        <source>Bidding, second round</source>
        <translation>Annonces, deuxième tour</translation>
    </message>
    <message>
        <source>Naming trump for the Benny</source>
        <translation>Nommer l&apos;atout pour le Benny</translation>
    </message>
    <message>
        <source>Your discard</source>
        <translation>Votre écart</translation>
    </message>
    <message>
        <source>Your discard, alone</source>
        <translation>Votre écart, seul</translation>
    </message>
    <message>
        <source>Defend alone?</source>
        <translation>Défendre seul?</translation>
    </message>
    <message>
        <source>A farmer&apos;s hand?</source>
        <translation>Une main de fermier?</translation>
    </message>
    <message>
        <source>A farmer&apos;s returns</source>
        <translation>Les cartes que le fermier remet</translation>
    </message>
    <message>
        <source>Your decision</source>
        <translation>Votre décision</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s) each to {side}</source>
        <comment>what each of two players scored in a hand (a euchre in cutthroat pays both defenders)</comment>
        <translation>
            <numerusform>%n point chacun pour {side}</numerusform>
            <numerusform>%n points chacun pour {side}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s) to {side}</source>
        <comment>the points a side scored in a hand</comment>
        <translation>
            <numerusform>%n point pour {side}</numerusform>
            <numerusform>%n points pour {side}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n marked ({blunders}); choose one to see it on the table.</source>
        <comment>the decisions marked as mistakes</comment>
        <translation>
            <numerusform>%n marquée ({blunders}); choisissez-la pour la voir sur la table.</numerusform>
            <numerusform>%n marquées ({blunders}); choisissez-en une pour la voir sur la table.</numerusform>
        </translation>
    </message>
    <message>
        <source>Bid Euchre hand record</source>
        <translation>fiche de main d&apos;Euchre aux enchères</translation>
    </message>
    <message>
        <source>{place}: null, but the actions finish the hand (points {points})</source>
        <translation>{place}&#xa0;: null, mais les actions terminent la main (points {points})</translation>
    </message>
    <message>
        <source>South</source>
        <translation>Sud</translation>
    </message>
    <message>
        <source>West</source>
        <translation>Ouest</translation>
    </message>
    <message>
        <source>North</source>
        <translation>Nord</translation>
    </message>
    <message>
        <source>East</source>
        <translation>Est</translation>
    </message>
    <message>
        <source>South-west</source>
        <translation>Sud-ouest</translation>
    </message>
    <message>
        <source>North-west</source>
        <translation>Nord-ouest</translation>
    </message>
    <message>
        <source>North-east</source>
        <translation>Nord-est</translation>
    </message>
    <message>
        <source>South-east</source>
        <translation>Sud-est</translation>
    </message>
    <message>
        <source>{tricks} in {strain}</source>
        <translation>{tricks} à {strain}</translation>
    </message>
    <message>
        <source>shoot the moon in {strain}, taking {cards} from partner</source>
        <translation>lune à {strain}, en prenant {cards} au partenaire</translation>
    </message>
    <message>
        <source>shoot the moon in {strain}</source>
        <translation>lune à {strain}</translation>
    </message>
    <message>
        <source>thrown in: nobody bid, and the deal passes</source>
        <translation>main jetée&#xa0;: personne n&apos;a annoncé, et la donne passe</translation>
    </message>
    <message>
        <source>{bidder} bid {bid} and the bidders took {taken}: made</source>
        <translation>{bidder} a annoncé {bid} et les preneurs ont fait {taken}&#xa0;: réussi</translation>
    </message>
    <message>
        <source>{bidder} bid {bid} but the bidders took {taken}: set</source>
        <translation>{bidder} a annoncé {bid} mais les preneurs ont fait {taken}&#xa0;: chuté</translation>
    </message>
    <message>
        <source>{bidder} shot the moon and took every trick</source>
        <translation>{bidder} a visé la lune et a fait toutes les levées</translation>
    </message>
    <message>
        <source>{bidder} shot the moon and took {taken}: the moon failed</source>
        <translation>{bidder} a visé la lune et a fait {taken}&#xa0;: la lune a raté</translation>
    </message>
    <message>
        <source>on</source>
        <translation>activé</translation>
    </message>
    <message>
        <source>off</source>
        <translation>désactivé</translation>
    </message>
    <message>
        <source>{option}: {value}</source>
        <translation>{option}&#xa0;: {value}</translation>
    </message>
    <message>
        <source>{form}, except {differences}</source>
        <translation>{form}, sauf {differences}</translation>
    </message>
    <message>
        <source>gives {card} to the shooter</source>
        <translation>donne le {card} à celui qui vise la lune</translation>
    </message>
    <message>
        <source>discards {card}</source>
        <translation>écarte le {card}</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>passe</translation>
    </message>
    <message>
        <source>bid {bid}</source>
        <translation>annonce {bid}</translation>
    </message>
    <message>
        <source>Euchre Desktop Bid Euchre deal {code}</source>
        <translation>Euchre Desktop, donne d&apos;euchre aux enchères {code}</translation>
    </message>
    <message>
        <source>Rules: {rules}</source>
        <translation>Règles&#xa0;: {rules}</translation>
    </message>
    <message>
        <source>Dealer: {dealer}</source>
        <translation>Donneur&#xa0;: {dealer}</translation>
    </message>
    <message>
        <source>Face down: {cards}</source>
        <translation>Face cachée&#xa0;: {cards}</translation>
    </message>
    <message>
        <source>Bidding:</source>
        <translation>Annonces&#xa0;:</translation>
    </message>
    <message>
        <source>Contract: {contract}, by {bidder}</source>
        <translation>Contrat&#xa0;: {contract}, par {bidder}</translation>
    </message>
    <message>
        <source>Standard, except {differences}</source>
        <translation>Standard, sauf {differences}</translation>
    </message>
    <message>
        <source>{suit} {symbol}</source>
        <translation>{suit} {symbol}</translation>
    </message>
    <message>
        <source>defend alone</source>
        <translation>défend seul</translation>
    </message>
    <message>
        <source>go alone</source>
        <translation>fait cavalier seul</translation>
    </message>
    <message>
        <source>show a farmer&apos;s hand</source>
        <translation>montre une main de fermier</translation>
    </message>
    <message>
        <source>no farmer&apos;s hand</source>
        <translation>pas de main de fermier</translation>
    </message>
    <message>
        <source>no lone defence</source>
        <translation>pas de défense en solitaire</translation>
    </message>
    <message>
        <source>not alone</source>
        <translation>pas seul</translation>
    </message>
    <message>
        <source>pick up {card} alone</source>
        <translation>ramasse le {card}, seul</translation>
    </message>
    <message>
        <source>pick up {card}</source>
        <translation>ramasse le {card}</translation>
    </message>
    <message>
        <source>order up {card} alone</source>
        <translation>commande le {card}, seul</translation>
    </message>
    <message>
        <source>order up {card}</source>
        <translation>commande le {card}</translation>
    </message>
    <message>
        <source>name {suit} alone</source>
        <translation>nomme {suit}, seul</translation>
    </message>
    <message>
        <source>name {suit}</source>
        <translation>nomme {suit}</translation>
    </message>
    <message>
        <source>call {suit} alone</source>
        <translation>demande {suit}, seul</translation>
    </message>
    <message>
        <source>call {suit}</source>
        <translation>demande {suit}</translation>
    </message>
    <message>
        <source>give {card} to the lone partner</source>
        <translation>donne le {card} au partenaire seul</translation>
    </message>
    <message>
        <source>return {card} to the kitty</source>
        <translation>remet le {card} au talon</translation>
    </message>
    <message>
        <source>discard {card}</source>
        <translation>écarte le {card}</translation>
    </message>
    <message>
        <source>made by {maker} alone, {taken} tricks to the makers</source>
        <translation>réussie par {maker} seul, {taken} levées aux preneurs</translation>
    </message>
    <message>
        <source>made by {maker}, {taken} tricks to the makers</source>
        <translation>réussie par {maker}, {taken} levées aux preneurs</translation>
    </message>
    <message>
        <source>a march by {maker} alone: all five tricks</source>
        <translation>une vole de {maker} seul&#xa0;: les cinq levées</translation>
    </message>
    <message>
        <source>a march by {maker}: all five tricks</source>
        <translation>une vole de {maker}&#xa0;: les cinq levées</translation>
    </message>
    <message>
        <source>euchred: {maker} made trump alone and the makers took {taken} against {defender} defending alone</source>
        <translation>euchrés&#xa0;: {maker} a fait l&apos;atout seul et les preneurs ont fait {taken} contre {defender} en défense solitaire</translation>
    </message>
    <message>
        <source>euchred: {maker} made trump and the makers took {taken} against {defender} defending alone</source>
        <translation>euchrés&#xa0;: {maker} a fait l&apos;atout et les preneurs ont fait {taken} contre {defender} en défense solitaire</translation>
    </message>
    <message>
        <source>euchred: {maker} made trump alone and the makers took {taken}</source>
        <translation>euchrés&#xa0;: {maker} a fait l&apos;atout seul et les preneurs ont fait {taken}</translation>
    </message>
    <message>
        <source>euchred: {maker} made trump and the makers took {taken}</source>
        <translation>euchrés&#xa0;: {maker} a fait l&apos;atout et les preneurs ont fait {taken}</translation>
    </message>
    <message>
        <source>thrown in: nobody named trump, and the deal passes</source>
        <translation>main jetée&#xa0;: personne n&apos;a nommé l&apos;atout, et la donne passe</translation>
    </message>
    <message>
        <source>a farmer&apos;s hand was shown, and the same dealer deals again</source>
        <translation>une main de fermier a été montrée, et le même donneur redistribue</translation>
    </message>
    <message>
        <source>a renege stopped the hand</source>
        <translation>une renonce a arrêté la main</translation>
    </message>
    <message>
        <source>{result}; renege by {player}</source>
        <translation>{result}; renonce de {player}</translation>
    </message>
    <message>
        <source>{result}. Points: {points}. Score after the hand: {scores}</source>
        <translation>{result}. Points&#xa0;: {points}. Pointage après la main&#xa0;: {scores}</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <source>Tricks:</source>
        <translation>Levées&#xa0;:</translation>
    </message>
    <message>
        <source>{number}. led by {leader}: {plays}; won by {winner}</source>
        <translation>{number}. entamée par {leader}&#xa0;: {plays}; prise par {winner}</translation>
    </message>
    <message>
        <source>{number}. led by {leader}: {plays} (in play)</source>
        <translation>{number}. entamée par {leader}&#xa0;: {plays} (en cours)</translation>
    </message>
    <message>
        <source>Score before the hand: {scores}</source>
        <translation>Pointage avant la main&#xa0;: {scores}</translation>
    </message>
    <message>
        <source>Hands as dealt:</source>
        <translation>Mains distribuées&#xa0;:</translation>
    </message>
    <message>
        <source>the hand is still being played</source>
        <translation>la main est encore en cours</translation>
    </message>
    <message>
        <source>Result: {result}</source>
        <translation>Résultat&#xa0;: {result}</translation>
    </message>
    <message>
        <source>{first} &amp; {second}</source>
        <translation>{first} &amp; {second}</translation>
    </message>
    <message>
        <source>Euchre Desktop deal {code}</source>
        <translation>Euchre Desktop, donne {code}</translation>
    </message>
    <message>
        <source>Dealer: {dealer}, dealt {packets}</source>
        <translation>Donneur&#xa0;: {dealer}, distribution {packets}</translation>
    </message>
    <message>
        <source>Kitty: {upcard} turned up, then {cards} face down</source>
        <translation>Talon&#xa0;: {upcard} retourné, puis {cards} face cachée</translation>
    </message>
    <message>
        <source>(the {card} is turned down; second round)</source>
        <translation>(le {card} est refusé; deuxième tour)</translation>
    </message>
    <message>
        <source>Trump: {suit}, made by {maker} alone</source>
        <translation>Atout&#xa0;: {suit}, fait par {maker} seul</translation>
    </message>
    <message>
        <source>Trump: {suit}, made by {maker}</source>
        <translation>Atout&#xa0;: {suit}, fait par {maker}</translation>
    </message>
    <message>
        <source>{line}; lone defence by {player}</source>
        <translation>{line}; défense en solitaire de {player}</translation>
    </message>
    <message>
        <source>{player}: {action}</source>
        <translation>{player}&#xa0;: {action}</translation>
    </message>
    <message>
        <source>{line}; sitting out: {players}</source>
        <translation>{line}; hors jeu&#xa0;: {players}</translation>
    </message>
    <message>
        <source>a club</source>
        <translation>un trèfle</translation>
    </message>
    <message>
        <source>a diamond</source>
        <translation>un carreau</translation>
    </message>
    <message>
        <source>a heart</source>
        <translation>un cœur</translation>
    </message>
    <message>
        <source>a spade</source>
        <translation>un pique</translation>
    </message>
    <message>
        <source>a string</source>
        <translation>une chaîne</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>un nombre</translation>
    </message>
    <message>
        <source>a list</source>
        <translation>une liste</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>un objet</translation>
    </message>
    <message>
        <source>a very large number</source>
        <translation>un nombre très grand</translation>
    </message>
    <message>
        <source>{place}: expected an object, not {kind}</source>
        <translation>{place}&#xa0;: un objet est attendu, pas {kind}</translation>
    </message>
    <message>
        <source>{place}: unknown key {key}</source>
        <translation>{place}&#xa0;: clé inconnue {key}</translation>
    </message>
    <message>
        <source>{place}: missing key {key}</source>
        <translation>{place}&#xa0;: clé manquante {key}</translation>
    </message>
    <message>
        <source>{place}: expected a whole number, not {kind}</source>
        <translation>{place}&#xa0;: un nombre entier est attendu, pas {kind}</translation>
    </message>
    <message>
        <source>{place}: the number is out of range</source>
        <translation>{place}&#xa0;: le nombre est hors limites</translation>
    </message>
    <message>
        <source>{place}: expected a list, not {kind}</source>
        <translation>{place}&#xa0;: une liste est attendue, pas {kind}</translation>
    </message>
    <message>
        <source>{place}: expected {expected} entries, not {found}</source>
        <translation>{place}&#xa0;: {expected} entrées sont attendues, pas {found}</translation>
    </message>
    <message>
        <source>{place}: expected a card such as &apos;JH&apos;, not {kind}</source>
        <translation>{place}&#xa0;: une carte comme &apos;JH&apos; est attendue, pas {kind}</translation>
    </message>
    <message>
        <source>{place}: {found} is not a card (write cards as &apos;JH&apos;, &apos;TS&apos;, &apos;9C&apos;, &apos;BN&apos;)</source>
        <translation>{place}&#xa0;: {found} n&apos;est pas une carte (écrivez les cartes ainsi&#xa0;: &apos;JH&apos;, &apos;TS&apos;, &apos;9C&apos;, &apos;BN&apos;)</translation>
    </message>
    <message>
        <source>hand record</source>
        <translation>fiche de main</translation>
    </message>
    <message>
        <source>match record</source>
        <translation>fiche de partie</translation>
    </message>
    <message>
        <source>a {record} is a JSON object, not {kind}</source>
        <translation>une {record} est un objet JSON, pas {kind}</translation>
    </message>
    <message>
        <source>not a {record}: it has no &apos;format&apos; (expected {format})</source>
        <translation>ce n&apos;est pas une {record}&#xa0;: elle n&apos;a pas de &apos;format&apos; ({format} attendu)</translation>
    </message>
    <message>
        <source>not a {record}: format is {found}, expected {format}</source>
        <translation>ce n&apos;est pas une {record}&#xa0;: le format est {found}, {format} attendu</translation>
    </message>
    <message>
        <source>this {record} is version {version}, newer than this game reads (version {newest}): update Euchre Desktop</source>
        <translation>cette {record} est de version {version}, plus récente que ce que ce jeu sait lire (version {newest})&#xa0;: mettez Euchre Desktop à jour</translation>
    </message>
    <message>
        <source>{place}: {version} is not a record version</source>
        <translation>{place}&#xa0;: {version} n&apos;est pas une version de fiche</translation>
    </message>
    <message>
        <source>{place}: these rules cannot be read, or cannot be played together</source>
        <translation>{place}&#xa0;: ces règles ne peuvent pas être lues, ou ne peuvent pas être jouées ensemble</translation>
    </message>
    <message>
        <source>{place}: these cards are not a deal these rules can play (a card missing or dealt twice, or the wrong number of seats or cards)</source>
        <translation>{place}&#xa0;: ces cartes ne forment pas une donne que ces règles peuvent jouer (une carte manque ou est distribuée deux fois, ou le nombre de places ou de cartes ne convient pas)</translation>
    </message>
    <message>
        <source>{place}: expected &apos;3-2&apos; or &apos;2-3&apos;, not {found}</source>
        <translation>{place}&#xa0;: &apos;3-2&apos; ou &apos;2-3&apos; est attendu, pas {found}</translation>
    </message>
    <message>
        <source>{place}: null, but the actions finish the hand ({outcome}, points {points})</source>
        <translation>{place}&#xa0;: null, mais les actions terminent la main ({outcome}, points {points})</translation>
    </message>
    <message>
        <source>{place}: the record has a result, but its actions do not finish the hand</source>
        <translation>{place}&#xa0;: la fiche a un résultat, mais ses actions ne terminent pas la main</translation>
    </message>
    <message>
        <source>{place}: the record says {stored}, but replaying the actions gives {replayed}</source>
        <translation>{place}&#xa0;: la fiche indique {stored}, mais rejouer les actions donne {replayed}</translation>
    </message>
    <message>
        <source>a long string</source>
        <translation>une longue chaîne</translation>
    </message>
    <message>
        <source>{place}: expected an action such as {example}, not {kind}</source>
        <translation>{place}&#xa0;: une action comme {example} est attendue, pas {kind}</translation>
    </message>
    <message>
        <source>{place}: {action} is not an action</source>
        <translation>{place}&#xa0;: {action} n&apos;est pas une action</translation>
    </message>
    <message>
        <source>{place}: a record shows every card, but {action} hides one</source>
        <translation>{place}&#xa0;: une fiche montre toutes les cartes, mais {action} en cache une</translation>
    </message>
    <message>
        <source>{place}: the hand is already over after {count} actions</source>
        <translation>{place}&#xa0;: la main est déjà finie après {count} actions</translation>
    </message>
    <message>
        <source>{place}: the record has seat {seat} acting, but seat {to_act} is to act</source>
        <translation>{place}&#xa0;: la fiche fait jouer la place {seat}, mais c&apos;est à la place {to_act} de jouer</translation>
    </message>
    <message>
        <source>{place}: the rules do not allow {action} by seat {seat} at this point</source>
        <translation>{place}&#xa0;: les règles ne permettent pas {action} à la place {seat} à ce moment</translation>
    </message>
    <message>
        <source>{place}: the draw gives the first deal to seat {seat}, but the first hand is dealt by seat {dealer}</source>
        <translation>{place}&#xa0;: le tirage donne la première donne à la place {seat}, mais la première main est distribuée par la place {dealer}</translation>
    </message>
    <message>
        <source>{place}: the draw deals round the table from seat 0, so this card goes to seat {expected}, not {seat}</source>
        <translation>{place}&#xa0;: le tirage fait le tour de la table à partir de la place 0, donc cette carte va à la place {expected}, pas {seat}</translation>
    </message>
    <message>
        <source>{place}: {card} cannot be drawn here (not in the deck, or drawn twice)</source>
        <translation>{place}&#xa0;: {card} ne peut pas être tirée ici (absente du paquet, ou tirée deux fois)</translation>
    </message>
    <message>
        <source>{place}: the draw stops at the first black jack, but more cards follow {card}</source>
        <translation>{place}&#xa0;: le tirage s&apos;arrête au premier valet noir, mais d&apos;autres cartes suivent {card}</translation>
    </message>
    <message>
        <source>{place}: a face-up draw, but these rules choose the first dealer at random</source>
        <translation>{place}&#xa0;: un tirage à découvert, mais ces règles choisissent le premier donneur au hasard</translation>
    </message>
    <message>
        <source>{place}: the draw must end with a black jack</source>
        <translation>{place}&#xa0;: le tirage doit finir par un valet noir</translation>
    </message>
    <message>
        <source>{place}: the black jack fell to seat {seat}, not the dealer {dealer}</source>
        <translation>{place}&#xa0;: le valet noir est tombé à la place {seat}, pas au donneur {dealer}</translation>
    </message>
    <message>
        <source>{place}: a match record holds at least the hand being played</source>
        <translation>{place}&#xa0;: une fiche de partie contient au moins la main en cours</translation>
    </message>
    <message>
        <source>{place}: the match was already over after {count} hands</source>
        <translation>{place}&#xa0;: la partie était déjà finie après {count} mains</translation>
    </message>
    <message>
        <source>{place}: the hand before it was never finished</source>
        <translation>{place}&#xa0;: la main précédente n&apos;a jamais été finie</translation>
    </message>
    <message>
        <source>{place}: seat {seat} deals, but it is seat {dealer}&apos;s deal</source>
        <translation>{place}&#xa0;: la place {seat} distribue, mais c&apos;est à la place {dealer} de distribuer</translation>
    </message>
    <message>
        <source>{place}: the record says {stored}, but its hands add up to {scores}</source>
        <translation>{place}&#xa0;: la fiche indique {stored}, mais ses mains totalisent {scores}</translation>
    </message>
    <message>
        <source>the key {key} appears twice in one object</source>
        <translation>la clé {key} apparaît deux fois dans un même objet</translation>
    </message>
    <message>
        <source>{name} is not a number a record can hold</source>
        <translation>{name} n&apos;est pas un nombre qu&apos;une fiche peut contenir</translation>
    </message>
    <message>
        <source>not valid JSON: a mistake at line {line}, column {column}</source>
        <translation>JSON non valide&#xa0;: une erreur à la ligne {line}, colonne {column}</translation>
    </message>
    <message>
        <source>not valid JSON</source>
        <translation>JSON non valide</translation>
    </message>
    <message>
        <source>not valid JSON: nested too deeply</source>
        <translation>JSON non valide&#xa0;: imbriqué trop profondément</translation>
    </message>
    <message>
        <source>the Benny is played with the single pack only</source>
        <translation>le Benny ne se joue qu&apos;avec le paquet simple</translation>
    </message>
    <message>
        <source>the Benny belongs to trump, so it cannot be played with no-trump bids</source>
        <translation>le Benny appartient à l&apos;atout, donc il ne peut pas se jouer avec des annonces sans-atout</translation>
    </message>
    <message>
        <source>the minimum bid must be 1 to {tricks}, not {bid}</source>
        <translation>la plus basse annonce doit être de 1 à {tricks}, pas {bid}</translation>
    </message>
    <message>
        <source>a moon is worth 1 to 99 points, not {points}</source>
        <translation>une lune vaut de 1 à 99 points, pas {points}</translation>
    </message>
    <message>
        <source>partner&apos;s best passes 0, 1 or 2 cards, not {cards}</source>
        <translation>la meilleure carte du partenaire passe 0, 1 ou 2 cartes, pas {cards}</translation>
    </message>
    <message>
        <source>a moon over a moon needs partner&apos;s best (moons that take fewer cards)</source>
        <translation>une lune sur une lune exige la meilleure carte du partenaire (des lunes qui prennent moins de cartes)</translation>
    </message>
    <message>
        <source>This cost about {points}: {better} was better.</source>
        <translation>Cela a coûté environ {points}&#xa0;: «&#xa0;{better}&#xa0;» était mieux.</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s) each</source>
        <comment>what each of two players scored in a hand (a euchre in cutthroat pays both defenders)</comment>
        <translation>
            <numerusform>%n point chacun</numerusform>
            <numerusform>%n points chacun</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n of the {played} tricks played</source>
        <comment>the makers&apos; tricks when a renege stopped the hand</comment>
        <translation>
            <numerusform>%n levée sur les&#xa0;{played} jouées</numerusform>
            <numerusform>%n levées sur les&#xa0;{played} jouées</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n of the 5 tricks</source>
        <comment>the makers&apos; tricks</comment>
        <translation>
            <numerusform>%n levée sur&#xa0;5</numerusform>
            <numerusform>%n levées sur&#xa0;5</numerusform>
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
        <source>Leading and following count your cards when your side named trump; defending, your cards against the side that did.</source>
        <translation>Les entames et le jeu à la suite comptent vos cartes quand votre équipe a nommé l&apos;atout; la défense, vos cartes contre l&apos;équipe qui l&apos;a nommé.</translation>
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
        <source>Shoot the moon in which suit? C D H S, or N no-trump, L low</source>
        <translation>Viser la lune à quelle couleur? C D H S, ou N sans-atout, L sans-atout bas</translation>
    </message>
    <message>
        <source>{number} tricks in which suit? C D H S, or N no-trump, L low</source>
        <translation>{number} levées à quelle couleur? C D H S, ou N sans-atout, L sans-atout bas</translation>
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
    <name>BidRules</name>
    <message>
        <source>on</source>
        <translation>activé</translation>
    </message>
    <message>
        <source>off</source>
        <translation>désactivé</translation>
    </message>
    <message>
        <source>Players, packs and the deal</source>
        <translation>Les joueurs, les paquets et la donne</translation>
    </message>
    <message>
        <source>&lt;p&gt;Bid Euchre is Euchre with an auction: instead of accepting or
refusing a turned-up card, the players bid for the right to name trump, each saying how many tricks
their side will take.&lt;/p&gt;</source>
        <translation>&lt;p&gt;L&apos;euchre aux enchères, c&apos;est l&apos;euchre avec des enchères&#xa0;: au lieu d&apos;accepter ou de refuser une
carte retournée, les joueurs font des annonces pour obtenir le droit de nommer l&apos;atout, chacun disant
combien de levées son équipe fera.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Two sides play, and partners sit in turn round the table, so
every player sits between two opponents. There are three ways to play: four players with one pack of 24
cards (nine to ace in each suit), six cards each; four players with two such packs shuffled together,
twelve cards each; or six players, three to a side, with two packs, eight cards each. At six, your
partners sit up on your left and up on your right, and the player across from you is an opponent.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Deux équipes s&apos;affrontent, et les partenaires sont assis en alternance autour de la table&#xa0;: chaque
joueur est donc entre deux adversaires. On peut jouer de trois façons&#xa0;: à quatre joueurs avec un paquet de
24 cartes (du neuf à l&apos;as dans chaque couleur), six cartes chacun; à quatre joueurs avec deux de ces
paquets mêlés ensemble, douze cartes chacun; ou à six joueurs, trois par équipe, avec deux paquets, huit
cartes chacun. À six, vos partenaires sont assis plus loin à votre gauche et plus loin à votre droite, et
le joueur en face de vous est un adversaire.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;The whole pack is dealt, one card at a time, starting on the
dealer&apos;s left. With the &lt;a href=&quot;#bid-benny&quot;&gt;Benny&lt;/a&gt; the single pack has 25 cards: 24 are dealt, and
the last stays face down, out of play. After each hand the deal passes to the left.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Tout le paquet est distribué, une carte à la fois, en commençant à la gauche du donneur. Avec le
&lt;a href=&quot;#bid-benny&quot;&gt;Benny&lt;/a&gt;, le paquet simple compte 25 cartes&#xa0;: 24 sont distribuées, et la dernière
reste face cachée, hors jeu. Après chaque main, la donne passe à gauche.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>The auction</source>
        <translation>Les enchères</translation>
    </message>
    <message>
        <source>&lt;p&gt;Starting on the dealer&apos;s left and ending with the dealer, each
player speaks once: pass, or bid a number of tricks and what will be trump, a suit or no trump at all.
Each bid must name more tricks than the bid before it; the suit does not rank, so 4{hearts} cannot be
beaten by 4{spades}, only by 5 of anything. No bid may be lower than the &lt;a
href=&quot;#bid-minimum-bid&quot;&gt;lowest bid&lt;/a&gt;.&lt;/p&gt;</source>
        <translation>&lt;p&gt;En commençant à la gauche du donneur et en finissant par le donneur, chaque joueur parle une
fois&#xa0;: il passe, ou il annonce un nombre de levées et ce qui sera atout, une couleur ou pas d&apos;atout du
tout. Chaque annonce doit viser plus de levées que la précédente; les couleurs n&apos;ont pas de rang, donc
4{hearts} ne peut pas être battu par 4{spades}, seulement par 5 de n&apos;importe quoi. Aucune annonce ne peut
être inférieure à la &lt;a href=&quot;#bid-minimum-bid&quot;&gt;plus basse annonce&lt;/a&gt;.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Instead of a number, a player may &lt;a
href=&quot;#bid-euchre-moon&quot;&gt;shoot the moon&lt;/a&gt;, which beats every number. When everyone before the dealer
has passed, what the dealer may do is a &lt;a href=&quot;#bid-all-pass&quot;&gt;rule option&lt;/a&gt;: in the usual game the
dealer is stuck and must bid.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Au lieu d&apos;un nombre, un joueur peut &lt;a href=&quot;#bid-euchre-moon&quot;&gt;viser la lune&lt;/a&gt;, ce qui bat
n&apos;importe quel nombre. Quand tous ceux qui parlent avant le donneur ont passé, ce que le donneur peut faire
est une &lt;a href=&quot;#bid-all-pass&quot;&gt;option de règles&lt;/a&gt;&#xa0;: dans le jeu habituel, le donneur est obligé et doit
annoncer.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;The highest bid wins the auction: its bidder&apos;s side must take at
least that many tricks, in the trump named.&lt;/p&gt;</source>
        <translation>&lt;p&gt;La plus haute annonce remporte les enchères&#xa0;: l&apos;équipe de celui qui l&apos;a faite doit faire au moins
autant de levées, à l&apos;atout nommé.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Trump, no trump and two packs</source>
        <translation>L&apos;atout, le sans-atout et les deux paquets</translation>
    </message>
    <message>
        <source>&lt;p&gt;With a suit as trump, the cards rank as in Euchre: the jack of
trump (the right bower) is highest, the other jack of the same colour (the left bower) second and a
trump for the whole hand, then ace, king, queen, ten and nine of trump.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Quand une couleur est atout, les cartes se classent comme à l&apos;euchre&#xa0;: le valet d&apos;atout (le valet
droit) est la plus haute, l&apos;autre valet de même couleur (le valet gauche) la deuxième, et un atout pour
toute la main; viennent ensuite l&apos;as, le roi, la dame, le dix et le neuf d&apos;atout.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;In &lt;b&gt;no trump high&lt;/b&gt; there are no bowers and no trump: in
each suit the ace is highest, then king, queen, jack, ten and nine, and only a card of the suit led can
win the trick. In &lt;b&gt;no trump low&lt;/b&gt; the order turns over: the nine is highest and the ace lowest.&lt;/p&gt;</source>
        <translation>&lt;p&gt;En &lt;b&gt;sans-atout haut&lt;/b&gt;, il n&apos;y a ni valets d&apos;atout ni atout&#xa0;: dans chaque couleur, l&apos;as est la
plus haute carte, puis le roi, la dame, le valet, le dix et le neuf, et seule une carte de la couleur
demandée peut remporter la levée. En &lt;b&gt;sans-atout bas&lt;/b&gt;, l&apos;ordre s&apos;inverse&#xa0;: le neuf est la plus haute
et l&apos;as la plus basse.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;With two packs every card is there twice. When both copies of a
card fall in the same trick, the one played first beats the other; so there are two right bowers, and
the first one out wins.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Avec deux paquets, chaque carte est là en double. Quand les deux exemplaires d&apos;une carte tombent
dans la même levée, celui qui a été joué en premier bat l&apos;autre; il y a donc deux valets droits, et le
premier sorti l&apos;emporte.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Shooting the moon</source>
        <translation>Viser la lune</translation>
    </message>
    <message>
        <source>&lt;p&gt;Shooting the moon is a bid to take every trick, playing alone:
the shooter&apos;s partner (both partners, at six) lays the hand down and sits out. A moon outbids any number
of tricks.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Viser la lune, c&apos;est annoncer qu&apos;on fera toutes les levées, en jouant seul&#xa0;: le partenaire de
celui qui vise la lune (les deux partenaires, à six) pose sa main et ne joue pas. Une lune surenchérit sur
n&apos;importe quel nombre de levées.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;With &lt;a href=&quot;#bid-partners-best&quot;&gt;partner&apos;s best&lt;/a&gt;, before
play begins each partner passes the shooter their best cards, one at a time, and the shooter then
discards as many, face down.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Avec la &lt;a href=&quot;#bid-partners-best&quot;&gt;meilleure carte du partenaire&lt;/a&gt;, avant que le jeu commence,
chaque partenaire passe à celui qui vise la lune ses meilleures cartes, une à la fois, et celui-ci en
écarte ensuite autant, face cachée.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;A moon made scores the &lt;a href=&quot;#bid-moon-value&quot;&gt;moon&apos;s
value&lt;/a&gt;; a moon that loses even one trick loses that much instead.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Une lune réussie rapporte la &lt;a href=&quot;#bid-moon-value&quot;&gt;valeur de la lune&lt;/a&gt;; une lune qui perd
ne serait-ce qu&apos;une levée coûte autant à la place.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>The play</source>
        <translation>Le jeu de la carte</translation>
    </message>
    <message>
        <source>&lt;p&gt;The winner of the auction leads the first trick. As in Euchre,
each player must follow the suit led when able (the left bower counts as a trump, not as its printed
suit), and may play anything otherwise. The highest trump wins the trick, or if no trump was played the
highest card of the suit led; the winner of each trick leads the next.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Le gagnant des enchères entame la première levée. Comme à l&apos;euchre, chaque joueur doit fournir à la
couleur demandée s&apos;il le peut (le valet gauche compte comme un atout, pas comme sa couleur imprimée), et
peut jouer n&apos;importe quoi sinon. Le plus haut atout remporte la levée ou, si aucun atout n&apos;a été joué, la
plus haute carte de la couleur demandée; le gagnant de chaque levée entame la suivante.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Scoring and the match</source>
        <translation>Le pointage et la partie</translation>
    </message>
    <message>
        <source>&lt;p&gt;If the bidders take at least as many tricks as they bid, they
score a point for every trick they took, the extra ones too. If they fall short they are &lt;i&gt;set&lt;/i&gt;:
they score nothing for their tricks and lose as many points as they bid. Scores can go below zero.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Si les preneurs font au moins autant de levées qu&apos;ils en ont annoncé, ils marquent un point par
levée faite, les levées en surplus aussi. S&apos;ils n&apos;y arrivent pas, ils sont &lt;i&gt;chutés&lt;/i&gt;&#xa0;: ils ne marquent
rien pour leurs levées et perdent autant de points qu&apos;ils en ont annoncé. Les pointages peuvent descendre
sous zéro.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;In the usual game the other side scores a point for each trick
it took, whatever happened to the bid (see &lt;a href=&quot;#bid-defenders-score&quot;&gt;defenders score their
tricks&lt;/a&gt;).&lt;/p&gt;</source>
        <translation>&lt;p&gt;Dans le jeu habituel, l&apos;autre équipe marque un point par levée faite, quoi qu&apos;il soit arrivé à
l&apos;annonce (voir &lt;a href=&quot;#bid-defenders-score&quot;&gt;la défense marque ses levées&lt;/a&gt;).&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;The first side to reach the target wins the match. If both sides
reach it on the same hand, the side that won that hand&apos;s auction wins: bidders go out first. In a match
of a fixed number of hands the higher total wins, and equal totals play another hand.&lt;/p&gt;</source>
        <translation>&lt;p&gt;La première équipe à atteindre l&apos;objectif gagne la partie. Si les deux équipes l&apos;atteignent à la
même main, c&apos;est l&apos;équipe qui a remporté les enchères de cette main qui gagne&#xa0;: les preneurs sortent en
premier. Dans une partie d&apos;un nombre fixe de mains, le total le plus élevé l&apos;emporte, et des totaux égaux
font jouer une main de plus.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Players and packs</source>
        <translation>Joueurs et paquets</translation>
    </message>
    <message>
        <source>&lt;p&gt;Four players with one pack, four with two packs, or six with two
packs (see &lt;a href=&quot;#bid-euchre-players&quot;&gt;players, packs and the deal&lt;/a&gt;). The lowest bid and the moon&apos;s
value follow the pack unless set on their own.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Quatre joueurs avec un paquet, quatre avec deux paquets, ou six avec deux paquets (voir &lt;a
href=&quot;#bid-euchre-players&quot;&gt;les joueurs, les paquets et la donne&lt;/a&gt;). La plus basse annonce et la valeur de
la lune suivent le paquet, sauf si elles sont réglées à part.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Usual game: four players, one pack.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Jeu habituel&#xa0;: quatre joueurs, un paquet.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>The Benny</source>
        <translation>Le Benny</translation>
    </message>
    <message>
        <source>&lt;p&gt;A 25th card, the joker, added to the single pack as the highest
trump of all, above the right bower. Because it belongs to trump, a table that plays the Benny has no
no-trump bids. With one card over after the deal, the Benny may be the card that stays face down, out of
play.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Une 25e carte, le joker, ajoutée au paquet simple comme le plus haut atout de tous, au-dessus du
valet droit. Comme il appartient à l&apos;atout, une table qui joue avec le Benny n&apos;a pas d&apos;annonces
sans-atout. Comme il reste une carte après la donne, le Benny peut être la carte qui reste face cachée,
hors jeu.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Usual game: off.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Jeu habituel&#xa0;: désactivé.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>No-trump bids</source>
        <translation>Annonces sans-atout</translation>
    </message>
    <message>
        <source>&lt;p&gt;Whether a bid may name no trump instead of a suit: never (suits
only), no trump high only, or both no trump high and no trump low (see &lt;a
href=&quot;#bid-euchre-trump&quot;&gt;trump, no trump and two packs&lt;/a&gt;). A no-trump bid ranks with suit bids of the
same number: only more tricks beat it.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Si une annonce peut se faire sans atout plutôt que dans une couleur&#xa0;: jamais (couleurs seulement),
sans-atout haut seulement, ou sans-atout haut et sans-atout bas (voir &lt;a href=&quot;#bid-euchre-trump&quot;&gt;l&apos;atout,
le sans-atout et les deux paquets&lt;/a&gt;). Une annonce sans-atout a le même rang que les annonces en couleur
du même nombre&#xa0;: seules plus de levées la battent.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Usual game: no trump high and low.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Jeu habituel&#xa0;: sans-atout haut et bas.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>The lowest bid</source>
        <translation>La plus basse annonce</translation>
    </message>
    <message>
        <source>&lt;p&gt;The fewest tricks a bid may name. Unless set on its own it is
half the tricks of a hand: 3 of 6 with one pack, 6 of 12 with four players and two packs, 4 of 8 with
six players.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Le plus petit nombre de levées qu&apos;une annonce peut viser. Sauf réglage à part, c&apos;est la moitié
des levées d&apos;une main&#xa0;: 3 sur 6 avec un paquet, 6 sur 12 à quatre joueurs avec deux paquets, 4 sur 8 à six
joueurs.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Usual game: half the tricks.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Jeu habituel&#xa0;: la moitié des levées.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>When everyone passes</source>
        <translation>Quand tout le monde passe</translation>
    </message>
    <message>
        <source>&lt;p&gt;Stick the dealer: when the auction reaches the dealer with no
bid made, the dealer must bid, at least the lowest bid (and may bid more, or shoot the moon), so every
hand is played. Throw it in: the dealer may pass too; the hand is thrown in without a score and the deal
passes to the left.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Donneur obligé&#xa0;: quand les enchères arrivent au donneur sans qu&apos;aucune annonce ait été faite, le
donneur doit annoncer, au moins la plus basse annonce (et peut annoncer plus, ou viser la lune); chaque
main est donc jouée. Jeter la main&#xa0;: le donneur peut passer lui aussi; la main est jetée sans aucun point
et la donne passe à gauche.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Usual game: stick the dealer.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Jeu habituel&#xa0;: donneur obligé.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>The moon&apos;s value</source>
        <translation>La valeur de la lune</translation>
    </message>
    <message>
        <source>&lt;p&gt;The points a moon scores when it takes every trick, and loses
when it does not. Unless set on its own it is 12 with one pack and 24 with two: enough that a moon is
worth the risk.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Les points que rapporte une lune quand elle fait toutes les levées, et qu&apos;elle coûte quand elle
échoue. Sauf réglage à part, c&apos;est 12 avec un paquet et 24 avec deux&#xa0;: assez pour qu&apos;une lune vaille le
risque.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Usual game: 12 with one pack, 24 with two.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Jeu habituel&#xa0;: 12 avec un paquet, 24 avec deux.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Partner&apos;s best</source>
        <translation>Meilleure carte du partenaire</translation>
    </message>
    <message>
        <source>&lt;p&gt;How many cards each partner passes to a player shooting the
moon: none, one or two. The shooter then discards as many cards, face down, before leading.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Combien de cartes chaque partenaire passe à un joueur qui vise la lune&#xa0;: aucune, une ou deux.
Celui qui vise la lune écarte ensuite autant de cartes, face cachée, avant d&apos;entamer.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Usual game: none.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Jeu habituel&#xa0;: aucune.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>A moon over a moon</source>
        <translation>Une lune sur une lune</translation>
    </message>
    <message>
        <source>&lt;p&gt;With partner&apos;s best, a moon may be bid that asks fewer cards of
the partners, and it beats a moon that asks more: a moon with no help beats a moon with help. Off: there
is one kind of moon, and nothing beats it.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Avec la meilleure carte du partenaire, on peut annoncer une lune qui demande moins de cartes aux
partenaires, et elle bat une lune qui en demande plus&#xa0;: une lune sans aide bat une lune avec aide.
Désactivé&#xa0;: il n&apos;y a qu&apos;une sorte de lune, et rien ne la bat.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Defenders score their tricks</source>
        <translation>La défense marque ses levées</translation>
    </message>
    <message>
        <source>&lt;p&gt;On: the side that did not win the auction also scores a point
for every trick it takes, whether the bid was made or set. Off: only the bidders&apos; side scores (or loses)
on a hand.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Activé&#xa0;: l&apos;équipe qui n&apos;a pas remporté les enchères marque aussi un point par levée faite, que
l&apos;annonce soit réussie ou chutée. Désactivé&#xa0;: seule l&apos;équipe des preneurs marque (ou perd) des points dans
une main.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Usual game: on.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Jeu habituel&#xa0;: activé.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>The length of a match</source>
        <translation>La durée d&apos;une partie</translation>
    </message>
    <message>
        <source>&lt;p&gt;A match is played to 21, 32 or 50 points, or for a fixed number
of hands (thrown-in hands do not count), the higher total winning.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Une partie se joue en 21, 32 ou 50 points, ou en un nombre fixe de mains (les mains jetées ne
comptent pas), le total le plus élevé l&apos;emportant.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Usual game: a match to 32 points.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Jeu habituel&#xa0;: une partie en 32 points.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Bid Euchre</source>
        <translation>Euchre aux enchères</translation>
    </message>
    <message>
        <source>Bid Euchre&apos;s rule options</source>
        <translation>Options de règles de l&apos;euchre aux enchères</translation>
    </message>
    <message>
        <source>&lt;p&gt;Each option below says what the usual game does.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Chaque option ci-dessous dit ce que fait le jeu habituel.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Each option below also says how it is set for Bid Euchre at this table.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Chaque option ci-dessous dit aussi comment elle est réglée pour l&apos;euchre aux enchères à cette table.&lt;/p&gt;</translation>
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
        <source>You shot the moon in {strain} and took {taken} of the {tricks} tricks.</source>
        <translation>Vous avez visé la lune à {strain} et avez pris {taken} des {tricks} levées.</translation>
    </message>
    <message>
        <source>{bidder} shot the moon in {strain} and took {taken} of the {tricks} tricks.</source>
        <translation>{bidder} a visé la lune à {strain} et a pris {taken} des {tricks} levées.</translation>
    </message>
    <message>
        <source>You bid {bid}; {side} took {taken} of {tricks} tricks.</source>
        <translation>Vous avez annoncé {bid}; {side}&#xa0;: {taken} levées sur {tricks}.</translation>
    </message>
    <message>
        <source>{bidder} bid {bid}; {side} took {taken} of {tricks} tricks.</source>
        <translation>{bidder} a annoncé {bid}; {side}&#xa0;: {taken} levées sur {tricks}.</translation>
    </message>
</context>
<context>
    <name>BotDesk</name>
    <message>
        <source>{name}&apos;s {level} player failed to decide; a Standard decision was used for that move. If it keeps failing, a Standard player takes its place.</source>
        <translation>Le joueur de niveau {level} de {name} n&apos;a pas pu décider; une décision de niveau Standard a servi pour ce coup. Si cela se répète, un joueur Standard prendra sa place.</translation>
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
    <name>Coaching</name>
    <message>
        <source>Coach: {note}</source>
        <translation>Entraîneur&#xa0;: {note}</translation>
    </message>
</context>
<context>
    <name>CodeEditorScreen</name>
    <message>
        <source>File</source>
        <translation>Fichier</translation>
    </message>
    <message>
        <source>Edit</source>
        <translation>Edition</translation>
    </message>
    <message>
        <source>Selection</source>
        <translation>Sélection</translation>
    </message>
    <message>
        <source>View</source>
        <translation>Affichage</translation>
    </message>
    <message>
        <source>Go</source>
        <translation>Atteindre</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Exécuter</translation>
    </message>
    <message>
        <source>Terminal</source>
        <translation>Terminal</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Aide</translation>
    </message>
    <message>
        <source>EXPLORER</source>
        <translation>EXPLORATEUR</translation>
    </message>
    <message>
        <source>OUTLINE</source>
        <translation>STRUCTURE</translation>
    </message>
    <message>
        <source>Ln 47, Col 17</source>
        <translation>Ligne 47, col. 17</translation>
    </message>
    <message>
        <source>Spaces: 4</source>
        <translation>Espaces&#xa0;: 4</translation>
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
    <name>CoverScreen</name>
    <message>
        <source>${amount}</source>
        <translation>{amount} $</translation>
    </message>
    <message>
        <source>{sign}{value}%</source>
        <translation>{sign}{value} %</translation>
    </message>
</context>
<context>
    <name>DashboardScreen</name>
    <message>
        <source>SAVED VIEWS</source>
        <translation>VUES ENREGISTRÉES</translation>
    </message>
    <message>
        <source>Board pack – Q3</source>
        <translation>Dossier du conseil – T3</translation>
    </message>
    <message>
        <source>Weekly pipeline</source>
        <translation>Pipeline hebdomadaire</translation>
    </message>
    <message>
        <source>EMEA renewals</source>
        <translation>Renouvellements EMOA</translation>
    </message>
    <message>
        <source>Sales overview</source>
        <translation>Aperçu des ventes</translation>
    </message>
    <message>
        <source>Q3 FY{year} · All regions · Updated today at {time}</source>
        <translation>T3 EF{year} · Toutes les régions · Mis à jour aujourd&apos;hui à {time}</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exporter</translation>
    </message>
    <message>
        <source>Last 12 months</source>
        <translation>12 derniers mois</translation>
    </message>
    <message>
        <source>Monthly revenue</source>
        <translation>Revenus mensuels</translation>
    </message>
    <message>
        <source>Previous year</source>
        <translation>Année précédente</translation>
    </message>
    <message>
        <source>This year</source>
        <translation>Cette année</translation>
    </message>
    <message>
        <source>${millions}M</source>
        <translation>{millions} M$</translation>
    </message>
    <message>
        <source>Revenue by region</source>
        <translation>Revenus par région</translation>
    </message>
    <message>
        <source>Year to date, $M</source>
        <translation>Depuis le début de l&apos;année, M$</translation>
    </message>
    <message>
        <source>Top accounts</source>
        <translation>Principaux comptes</translation>
    </message>
    <message>
        <source>View all</source>
        <translation>Tout voir</translation>
    </message>
    <message>
        <source>Account</source>
        <translation>Compte</translation>
    </message>
    <message>
        <source>Owner</source>
        <translation>Responsable</translation>
    </message>
    <message>
        <source>Region</source>
        <translation>Région</translation>
    </message>
    <message>
        <source>Revenue (YTD)</source>
        <translation>Cumul annuel</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>Variation</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Statut</translation>
    </message>
</context>
<context>
    <name>DealView</name>
    <message>
        <source>{player}: {cards}</source>
        <translation>{player}&#xa0;: {cards}</translation>
    </message>
    <message>
        <source>Taken by {player} after the deal: {cards}</source>
        <translation>Pris par {player} après la donne : {cards}</translation>
    </message>
    <message>
        <source>Put away or passed on by {player}: {cards}</source>
        <translation>Écartées ou passées par {player} : {cards}</translation>
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
        <source>You can change any of these later in Settings. New rules start with the next match, new levels at once.</source>
        <translation>Vous pourrez tout changer plus tard dans les Paramètres. Les nouvelles règles s&apos;appliquent dès la prochaine partie, les nouveaux niveaux tout de suite.</translation>
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
    <message>
        <source>Rules in brief and levels</source>
        <translation>Règles en bref et niveaux</translation>
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
        <source>{game}: {form}</source>
        <translation>{game} : {form}</translation>
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
        <source>That deal code cannot be read.</source>
        <translation>Ce code de donne ne peut pas être lu.</translation>
    </message>
    <message>
        <source>That is not a bid.</source>
        <translation>Ce n&apos;est pas une annonce.</translation>
    </message>
    <message>
        <source>There is nothing to undo in this hand.</source>
        <translation>Il n&apos;y a rien à annuler dans cette main.</translation>
    </message>
</context>
<context>
    <name>HandHistory</name>
    <message>
        <source>Hand {number}</source>
        <translation>Main {number}</translation>
    </message>
</context>
<context>
    <name>HandReviewer</name>
    <message>
        <source>The review stopped: the computer could not value this decision just now.</source>
        <translation>La revue s&apos;est arrêtée&#xa0;: l&apos;ordinateur n&apos;a pas pu évaluer cette décision pour l&apos;instant.</translation>
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
        <source>your side</source>
        <translation>votre équipe</translation>
    </message>
    <message>
        <source>the other side</source>
        <translation>l&apos;autre équipe</translation>
    </message>
    <message>
        <source>you and {partner}</source>
        <translation>vous et {partner}</translation>
    </message>
    <message>
        <source>{first} and {second}</source>
        <translation>{first} et {second}</translation>
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
        <source>You named {suit}, went alone and took {taken}.</source>
        <translation>Vous avez nommé {suit}, fait cavalier seul et pris {taken}.</translation>
    </message>
    <message>
        <source>{maker} named {suit}, went alone and took {taken}.</source>
        <translation>{maker} a nommé {suit}, a fait cavalier seul et a pris {taken}.</translation>
    </message>
    <message>
        <source>You named {suit}; {makers} took {taken}.</source>
        <translation>Vous avez nommé {suit}; {makers}&#xa0;: {taken}.</translation>
    </message>
    <message>
        <source>{maker} named {suit}; {makers} took {taken}.</source>
        <translation>{maker} a nommé {suit}; {makers}&#xa0;: {taken}.</translation>
    </message>
    <message>
        <source>You defended alone.</source>
        <translation>Vous avez défendu seul.</translation>
    </message>
    <message>
        <source>{name} defended alone.</source>
        <translation>{name} a défendu seul.</translation>
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
    <message>
        <source>Edged in gold: a card taken after the deal. Faded: a card that left the hand or the kitty.</source>
        <translation>Bordée d&apos;or : une carte prise après la donne. Pâlie : une carte sortie de la main ou du talon.</translation>
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
    <name>Help</name>
    <message>
        <source>Playing it well</source>
        <translation>Bien jouer</translation>
    </message>
    <message>
        <source>&lt;p&gt;This is the advice the Standard players follow. The Expert starts
from the same ideas and then tests them against the cards that might be out.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Voici les conseils que suivent les joueurs Standard. L&apos;Expert part des mêmes idées, puis les met à
l&apos;épreuve contre les cartes qui pourraient être en jeu.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Ordering up.&lt;/b&gt; In the first seat, ordering it up gives the
dealer an extra trump and a free discard, so bid only on real strength: a bower and two more trump, or
three trump and an ace on the side. Three small trump with no bower are a pass. The dealer&apos;s partner may
bid a little lighter, since the dealer&apos;s hand will improve. As the dealer, count the upcard as yours
already: with J{spades} A{spades} in hand and the 9{spades} turned up you hold three trump, and a jack
turned up is worth picking up on two small trump because it becomes your right bower.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Commander l&apos;atout.&lt;/b&gt; Au premier siège, commander l&apos;atout donne au donneur un atout de plus et
un écart gratuit&#xa0;: n&apos;annoncez donc que sur une vraie force, un valet d&apos;atout et deux autres atouts, ou
trois atouts et un as à côté. Trois petits atouts sans valet, c&apos;est un refus. Le partenaire du donneur
peut annoncer un peu plus léger, puisque la main du donneur va s&apos;améliorer. Comme donneur, comptez la
carte retournée comme déjà à vous&#xa0;: avec J{spades} A{spades} en main et le 9{spades} retourné, vous avez
trois atouts, et un valet retourné vaut la peine d&apos;être ramassé avec deux petits atouts, parce qu&apos;il
devient votre valet droit.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;The dealer&apos;s discard.&lt;/b&gt; Discard to leave yourself void in a
suit. With A{hearts} Q{hearts} K{diamonds} 10{diamonds} 9{clubs} after picking up the 9{hearts}, let the
lone 9{clubs} go: the first club led, you can trump.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;L&apos;écart du donneur.&lt;/b&gt; Écartez de façon à vous faire une chicane (aucune carte) dans une
couleur. Avec A{hearts} Q{hearts} K{diamonds} 10{diamonds} 9{clubs} après avoir ramassé le 9{hearts},
laissez partir le 9{clubs} seul&#xa0;: au premier trèfle demandé, vous pourrez couper.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Naming a suit.&lt;/b&gt; In the second round, name the suit where the
hand counts most, bowers included: J{clubs} J{spades} A{clubs} makes clubs the call, with both bowers
and the ace. Between two equal suits, take the one where you hold the right bower. With stick the dealer
on, the first seats can pass a thin hand and leave the dealer to call, but the dealer&apos;s partner should
call a fair hand rather than leave the dealer stuck with a poor one.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Nommer une couleur.&lt;/b&gt; Au deuxième tour, nommez la couleur où votre main compte le plus,
valets compris&#xa0;: avec J{clubs} J{spades} A{clubs}, c&apos;est trèfle qu&apos;il faut nommer, avec les deux valets et
l&apos;as. Entre deux couleurs égales, prenez celle où vous avez le valet droit. Avec le donneur obligé, les
premiers sièges peuvent passer une main mince et laisser le donneur choisir, mais le partenaire du donneur
devrait nommer l&apos;atout avec une main correcte plutôt que de laisser le donneur coincé avec une main
faible.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Going alone.&lt;/b&gt; Go alone on tricks you can count, not on hope.
With spades trump, J{spades} J{clubs} A{spades} K{spades} A{hearts} is a loner: three top trump draw the
rest, and the K{spades} and A{hearts} take the last tricks. J{spades} Q{spades} 9{spades} K{hearts}
9{diamonds} is not: with a partner it may well make three tricks, alone it will often be euchred. Risk
more when you are well behind and less when you are ahead; when any made hand wins the match, as at 9 to
9, a loner gains nothing.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Faire cavalier seul.&lt;/b&gt; Faites cavalier seul sur des levées que vous pouvez compter, pas sur
de l&apos;espoir. Avec pique atout, J{spades} J{clubs} A{spades} K{spades} A{hearts} est un cavalier seul&#xa0;: trois
atouts maîtres font tomber les autres, et le K{spades} et l&apos;A{hearts} font les dernières levées.
J{spades} Q{spades} 9{spades} K{hearts} 9{diamonds} n&apos;en est pas un&#xa0;: avec un partenaire, cette main fera
bien trois levées; seule, elle sera souvent euchrée. Risquez davantage quand vous êtes loin derrière et
moins quand vous menez; quand n&apos;importe quelle main réussie gagne la partie, comme à 9 à 9, un cavalier
seul ne rapporte rien de plus.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Leading.&lt;/b&gt; When your side made trump and you hold three or
more, lead trump and draw the defenders&apos; trump before they can ruff your winners. With one or two, cash
your side aces first and keep your trump for later. Stop leading trump once both opponents have shown
they have none.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Entamer.&lt;/b&gt; Quand votre équipe a fait l&apos;atout et que vous en avez trois ou plus, entamez atout
et faites tomber les atouts des défenseurs avant qu&apos;ils puissent couper vos cartes maîtresses. Avec un ou
deux atouts, encaissez d&apos;abord vos as à côté et gardez vos atouts pour plus tard. Arrêtez d&apos;entamer atout
dès que les deux adversaires ont montré qu&apos;ils n&apos;en ont plus.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Defending.&lt;/b&gt; Save your trump for the makers&apos; aces. Lead through
the maker: with the maker on your left, the maker must play before your partner, who can then beat the
card. Never trump a trick your partner is already winning. With two tricks in, play for the third: the
euchre is what scores, a fourth trick does not.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Défendre.&lt;/b&gt; Gardez vos atouts pour les as des preneurs. Entamez à travers le preneur&#xa0;: avec
le preneur à votre gauche, il doit jouer avant votre partenaire, qui peut alors battre sa carte. Ne coupez
jamais une levée que votre partenaire remporte déjà. Avec deux levées en poche, jouez pour la troisième&#xa0;:
c&apos;est l&apos;euchre qui rapporte, pas une quatrième levée.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Following.&lt;/b&gt; Second hand low, third hand high, and win with the
cheapest card that is sure to win. When you cannot follow and have nothing worth trumping, throw a
losing single card before you break up a king that is guarded: with K{clubs} Q{clubs} and a lone
9{diamonds}, throw the 9{diamonds}.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Fournir.&lt;/b&gt; Deuxième main basse, troisième main haute, et gagnez avec la plus petite carte qui
est sûre de gagner. Quand vous ne pouvez pas fournir et n&apos;avez rien qui vaille la peine de couper, défaussez
une carte seule perdante avant de dégarnir un roi gardé&#xa0;: avec K{clubs} Q{clubs} et un 9{diamonds} seul,
défaussez le 9{diamonds}.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Count trump.&lt;/b&gt; There are seven, not six: the jack of the same
colour is a trump too. Count the ones played and remember who showed out of which suit.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Comptez les atouts.&lt;/b&gt; Il y en a sept, pas six&#xa0;: le valet de même couleur est un atout lui
aussi. Comptez ceux qui sont tombés et retenez qui n&apos;a plus de quelle couleur.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Questions players ask</source>
        <translation>Les questions des joueurs</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Why did the player on the loner&apos;s left not lead?&lt;/b&gt; Tables
differ. This one follows the common rule: the player on the dealer&apos;s left leads, and when that player
sits out, the next player in the hand leads. The option &lt;a href=&quot;#lone-lead&quot;&gt;Who leads against a
loner&lt;/a&gt; offers the other custom.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Pourquoi le joueur à la gauche du cavalier seul n&apos;a-t-il pas entamé?&lt;/b&gt; Les tables diffèrent.
Celle-ci suit la règle courante&#xa0;: le joueur à la gauche du donneur entame et, quand ce joueur ne joue pas,
c&apos;est le joueur suivant qui est dans la main qui entame. L&apos;option &lt;a href=&quot;#lone-lead&quot;&gt;Qui entame contre un
cavalier seul&lt;/a&gt; offre l&apos;autre coutume.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Can a defender go alone?&lt;/b&gt; Not in the standard game: only the
player who made trump may go alone, and euchring a loner scores 2 like any euchre. Some tables let a
defender defend alone for 4; that is the option &lt;a href=&quot;#defend-alone&quot;&gt;Defending alone&lt;/a&gt;.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Un défenseur peut-il faire cavalier seul?&lt;/b&gt; Pas dans le jeu standard&#xa0;: seul le joueur qui a
fait l&apos;atout peut faire cavalier seul, et euchrer un cavalier seul rapporte 2 points comme tout euchre.
Certaines tables permettent à un défenseur de défendre seul pour 4 points; c&apos;est l&apos;option &lt;a
href=&quot;#defend-alone&quot;&gt;Défendre seul&lt;/a&gt;.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;May the dealer discard the card just picked up?&lt;/b&gt; Yes. After
picking up, the dealer holds six cards and may put down any one of them, the upcard too, unless the
option &lt;a href=&quot;#discard-upcard&quot;&gt;The dealer&apos;s discard&lt;/a&gt; says otherwise.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Le donneur peut-il écarter la carte qu&apos;il vient de ramasser?&lt;/b&gt; Oui. Après avoir ramassé, le
donneur a six cartes et peut en poser n&apos;importe laquelle, la carte retournée aussi, sauf si l&apos;option &lt;a
href=&quot;#discard-upcard&quot;&gt;L&apos;écart du donneur&lt;/a&gt; en décide autrement.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Where is the joker?&lt;/b&gt; The joker as the highest trump, the
Benny, belongs to the British game. The North American game uses the 24-card deck without it, and the
right bower is the top card. Turn it on with &lt;a href=&quot;#benny&quot;&gt;The Benny&lt;/a&gt;.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Où est le joker?&lt;/b&gt; Le joker comme plus haut atout, le Benny, appartient au jeu britannique.
Le jeu nord-américain se joue avec le paquet de 24 cartes sans lui, et le valet droit est la plus haute
carte. Activez-le avec &lt;a href=&quot;#benny&quot;&gt;Le Benny&lt;/a&gt;.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Can my partner and I signal each other?&lt;/b&gt; Only through the
cards you play, as at any honest table. Your partner knows its own hand and what has been played, never
yours: see &lt;a href=&quot;#fair-play&quot;&gt;Fair play&lt;/a&gt;.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Mon partenaire et moi pouvons-nous nous faire des signes?&lt;/b&gt; Seulement par les cartes que vous
jouez, comme à toute table honnête. Votre partenaire connaît sa propre main et ce qui a été joué, jamais
votre main&#xa0;: voir &lt;a href=&quot;#fair-play&quot;&gt;Franc-jeu&lt;/a&gt;.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Does a hand I watched count in my statistics?&lt;/b&gt; It counts in
the match score, since it was played, but not in your own record of hands: the Statistics window marks
such hands on its chart.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Une main que j&apos;ai regardée compte-t-elle dans mes statistiques?&lt;/b&gt; Elle compte dans le
pointage de la partie, puisqu&apos;elle a été jouée, mais pas dans votre propre fiche de mains&#xa0;: la fenêtre
Statistiques marque ces mains sur son graphique.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;What does Undo take back?&lt;/b&gt; Your last decision in this hand,
and everything played after it. The cards stay where they were dealt, so Undo lets you try another way
with the same hand.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Que reprend Annuler?&lt;/b&gt; Votre dernière décision dans cette main, et tout ce qui a été joué
après. Les cartes restent telles qu&apos;elles ont été distribuées&#xa0;: Annuler vous permet donc d&apos;essayer autre
chose avec la même main.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Can I lay my cards down when the rest are mine?&lt;/b&gt; Yes: on your
turn in the play, Claim (or C) says your side takes every trick left. The game checks it against every
card still out; if the others could still take a trick, it says which, and you play on.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Puis-je abattre mes cartes quand le reste est à moi?&lt;/b&gt; Oui&#xa0;: à votre tour pendant le jeu de
la carte, Réclamer (ou C) annonce que votre équipe fait toutes les levées restantes. Le jeu le vérifie
contre chaque carte encore en jeu; si les autres pouvaient encore faire une levée, il dit laquelle, et
vous continuez à jouer.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Can I see the trick that was just gathered?&lt;/b&gt; Press L, or click
the won tricks, while the next trick is played. With Play forced cards on in the settings, a card that
is your only choice is played for you.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Puis-je voir la levée qui vient d&apos;être ramassée?&lt;/b&gt; Appuyez sur L, ou cliquez sur les levées
gagnées, pendant que la levée suivante se joue. Avec Jouer les cartes forcées activé dans les paramètres,
une carte qui est votre seul choix est jouée pour vous.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Where are the hands I played?&lt;/b&gt; In Hand history, in the Menu:
every hand you played, newest first, to replay card by card on the table or to save as a record or as
text. The settings say how many are kept.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Où sont les mains que j&apos;ai jouées?&lt;/b&gt; Dans Historique des mains, dans le Menu&#xa0;: chaque main
que vous avez jouée, la plus récente en premier, à rejouer carte par carte sur la table ou à enregistrer
comme fiche ou comme texte. Les paramètres disent combien de mains sont gardées.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;How accurate is my play?&lt;/b&gt; After each hand, while it has
nothing else to do, the computer reviews your decisions as the Expert sees them from your seat. The
Accuracy tab of Statistics shows the points you gave away per decision and your mistakes a hand, by kind
of decision, match by match and over time, and Hand history shows each hand&apos;s. Hands you watched are not
counted. If the game feels slow on your computer, turn off &quot;Work out my accuracy in the background&quot; in
the settings: a hand you review yourself still counts.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Quelle est la précision de mon jeu?&lt;/b&gt; Après chaque main, quand il n&apos;a rien d&apos;autre à faire,
l&apos;ordinateur revoit vos décisions comme l&apos;Expert les voit de votre siège. L&apos;onglet Précision des
Statistiques montre les points laissés par décision et vos erreurs par main, par sorte de décision, partie
par partie et au fil du temps, et l&apos;Historique des mains montre ceux de chaque main. Les mains que vous
avez regardées ne comptent pas. Si le jeu vous semble lent sur votre ordinateur, désactivez «&#xa0;Calculer ma
précision en arrière-plan&#xa0;» dans les paramètres&#xa0;: une main que vous revoyez vous-même compte quand
même.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Where Euchre comes from</source>
        <translation>D&apos;où vient l&apos;euchre</translation>
    </message>
    <message>
        <source>&lt;p&gt;Euchre most likely comes from a game of the Alsace region called
Jucker or Juckerspiel, played with a short pack in which the jacks were the highest trumps. The word
&lt;i&gt;bower&lt;/i&gt; is the German &lt;i&gt;Bauer&lt;/i&gt;, a farmer or peasant, which is also what the jack is called in
German cards.&lt;/p&gt;</source>
        <translation>&lt;p&gt;L&apos;euchre vient fort probablement d&apos;un jeu de la région d&apos;Alsace appelé Jucker ou Juckerspiel, joué
avec un paquet réduit où les valets étaient les plus hauts atouts. Le mot anglais &lt;i&gt;bower&lt;/i&gt;, qui désigne
les valets d&apos;atout, vient de l&apos;allemand &lt;i&gt;Bauer&lt;/i&gt;, le fermier ou le paysan, qui est aussi le nom du
valet dans les cartes allemandes.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;German-speaking settlers brought the game to North America, and by
the middle of the 1800s it was among the most played card games in the United States. Around the 1860s
American card makers added an extra card to the pack for Euchre players: the &quot;best bower&quot;, a trump above
both jacks. That card became the joker, so Euchre is the game that gave the deck a card. British
players, in the West Country of England above all, kept it as the Benny; in North America it fell out of
use, and the 24-card game without it is the one most people play today, in the Midwest of the United
States and in Ontario above all.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Des colons germanophones ont apporté le jeu en Amérique du Nord, et vers le milieu des années 1800,
il était l&apos;un des jeux de cartes les plus joués aux États-Unis. Vers les années 1860, des fabricants de
cartes américains ont ajouté au paquet une carte de plus pour les joueurs d&apos;euchre&#xa0;: le «&#xa0;best bower&#xa0;»,
un atout plus fort que les deux valets. Cette carte est devenue le joker&#xa0;: c&apos;est donc l&apos;euchre qui a donné
une carte au paquet. Les joueurs britanniques, surtout dans le West Country, en Angleterre, l&apos;ont gardée
sous le nom de Benny; en Amérique du Nord, elle est tombée en désuétude, et le jeu à 24 cartes sans elle
est celui que la plupart des gens jouent aujourd&apos;hui, surtout dans le Midwest américain et en
Ontario.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;The words stayed lively: a side that takes all five tricks
&lt;i&gt;marches&lt;/i&gt;, and a side that names trump and fails is &lt;i&gt;euchred&lt;/i&gt;, a word that left the card table
long ago: in American English, to be euchred is to be outwitted.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Les mots sont restés bien vivants&#xa0;: une équipe qui fait les cinq levées fait la &lt;i&gt;vole&lt;/i&gt;
(&lt;i&gt;march&lt;/i&gt;, en anglais), et une équipe qui nomme l&apos;atout et échoue est &lt;i&gt;euchrée&lt;/i&gt;, un mot qui a
quitté la table de jeu depuis longtemps&#xa0;: en anglais américain, être «&#xa0;euchred&#xa0;», c&apos;est se faire
déjouer.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>The company at the table</source>
        <translation>La compagnie autour de la table</translation>
    </message>
    <message>
        <source>&lt;p&gt;The table keeps a small company of regulars.&lt;/p&gt;</source>
        <translation>&lt;p&gt;La table a sa petite compagnie d&apos;habitués.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Gloria&lt;/b&gt;, across from you, is your partner. She taught half the
town to play and still keeps the score on the back of an envelope.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Gloria&lt;/b&gt;, en face de vous, est votre partenaire. Elle a appris à jouer à la moitié de la
ville et note encore le pointage au dos d&apos;une enveloppe.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Hank&lt;/b&gt;, on your left, ran the hardware store on the corner for
forty years and has a story for every hand he ever went alone on.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Hank&lt;/b&gt;, à votre gauche, a tenu la quincaillerie du coin pendant quarante ans et a une
histoire pour chaque main où il a fait cavalier seul.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Luis&lt;/b&gt;, on your right, drives the school bus, says little at
the table and hums when he likes his cards, or so Hank claims.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Luis&lt;/b&gt;, à votre droite, conduit l&apos;autobus scolaire, parle peu à la table et fredonne quand
ses cartes lui plaisent, du moins à ce que dit Hank.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Bid Euchre for six brings two more chairs to the table, and Gloria
moves up on your left. &lt;b&gt;Mabel&lt;/b&gt;, up on your right and your partner with Gloria, ran the lending
library for thirty years; she bids in a whisper and has never once been heard to count her tricks out
loud, though she always knows. &lt;b&gt;Otto&lt;/b&gt;, across from you, repairs clocks and watches, lays his cards
out like the parts of a movement and takes longer over a bid than anyone, then bids exactly what he
makes.&lt;/p&gt;</source>
        <translation>&lt;p&gt;L&apos;euchre aux enchères à six ajoute deux chaises à la table, et Gloria se déplace plus loin à votre
gauche. &lt;b&gt;Mabel&lt;/b&gt;, plus loin à votre droite, votre partenaire avec Gloria, a tenu la bibliothèque de
prêt pendant trente ans; elle annonce à voix basse et personne ne l&apos;a jamais entendue compter ses levées
à voix haute, même si elle le sait toujours. &lt;b&gt;Otto&lt;/b&gt;, en face de vous, répare des horloges et des
montres, étale ses cartes comme les pièces d&apos;un mouvement et met plus de temps que quiconque à annoncer,
puis annonce exactement ce qu&apos;il fait.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Their characters are only for company: how well each one plays is
the level you choose in the settings, Easy, Standard or Expert, and at the same level they all play
alike. With Classic faces on, plain faces take the place of their portraits.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Leurs personnages ne sont là que pour la compagnie&#xa0;: la force de chacun, c&apos;est le niveau que vous
choisissez dans les paramètres, Facile, Standard ou Expert, et au même niveau, ils jouent tous pareil. Avec
Figures classiques activé, des figures simples prennent la place de leurs portraits.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;The Herald&lt;/b&gt; is the short call you hear as each new hand is
dealt. It is there so you can look away from the table and still know when the next hand starts; the
speaker button silences it with the cards.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Le Héraut&lt;/b&gt;, c&apos;est le bref appel que vous entendez à chaque nouvelle donne. Il est là pour
que vous puissiez détourner les yeux de la table et savoir quand même quand la main suivante commence; le
bouton du haut-parleur le fait taire avec les cartes.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Why the jack of hearts has one eye.&lt;/b&gt; The court cards of the
English pack go back to French woodcut designs of the 1500s, copied and re-cut by one printer after
another for three hundred years. Most figures ended up facing the player, but a few kept the turn of the
head they had been given, so the jack of hearts, the jack of spades and the king of diamonds still show
only one eye. Card players call them the one-eyed jacks and the one-eyed king. Nobody planned it; the
designs simply wore into shape.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Pourquoi le valet de cœur n&apos;a qu&apos;un œil.&lt;/b&gt; Les figures du paquet anglais remontent à des
modèles français gravés sur bois dans les années 1500, copiés et regravés d&apos;un imprimeur à l&apos;autre pendant
trois cents ans. La plupart des personnages ont fini par faire face au joueur, mais quelques-uns ont gardé
le tour de tête qu&apos;on leur avait donné&#xa0;: le valet de cœur, le valet de pique et le roi de carreau ne
montrent encore qu&apos;un œil. Les joueurs les appellent les valets borgnes et le roi borgne. Personne ne
l&apos;avait voulu; les modèles ont simplement pris forme à l&apos;usure.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Fair play</source>
        <translation>Franc-jeu</translation>
    </message>
    <message>
        <source>&lt;p&gt;Every computer player, at every level, is told exactly what a player
in its seat would know at a real table, and nothing more:&lt;/p&gt;</source>
        <translation>&lt;p&gt;Chaque joueur de l&apos;ordinateur, à chaque niveau, apprend exactement ce qu&apos;un joueur à sa place
saurait à une vraie table, et rien de plus&#xa0;:&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;ul&gt;
&lt;li&gt;its own cards, as dealt and as they are now;&lt;/li&gt;
&lt;li&gt;the upcard, who deals, how the cards were dealt out (in packets of two and three), and the score of
the match;&lt;/li&gt;
&lt;li&gt;whose turn it is and what the rules allow it to do;&lt;/li&gt;
&lt;li&gt;every bid, in order, and who named trump, who went alone and who sits out;&lt;/li&gt;
&lt;li&gt;every card played to every trick, and who won each trick;&lt;/li&gt;
&lt;li&gt;the cards it put face down itself (a dealer&apos;s discard, a farmer&apos;s returns), but never another
player&apos;s discard, the kitty&apos;s cards it has not taken into its hand, or the card a partner passes to a
loner unless it is the one passing or receiving it;&lt;/li&gt;
&lt;li&gt;the rules of the match, and the result of the hand once it is over.&lt;/li&gt;
&lt;/ul&gt;</source>
        <translation>&lt;ul&gt;
&lt;li&gt;ses propres cartes, telles que distribuées et telles qu&apos;elles sont maintenant;&lt;/li&gt;
&lt;li&gt;la carte retournée, qui donne, comment les cartes ont été distribuées (en paquets de deux et de trois),
et le pointage de la partie;&lt;/li&gt;
&lt;li&gt;à qui c&apos;est le tour et ce que les règles lui permettent de faire;&lt;/li&gt;
&lt;li&gt;chaque annonce, dans l&apos;ordre, et qui a nommé l&apos;atout, qui a fait cavalier seul et qui ne joue pas;&lt;/li&gt;
&lt;li&gt;chaque carte jouée à chaque levée, et qui a remporté chaque levée;&lt;/li&gt;
&lt;li&gt;les cartes qu&apos;il a lui-même mises face cachée (l&apos;écart d&apos;un donneur, les cartes rendues par un
fermier), mais jamais l&apos;écart d&apos;un autre joueur, les cartes du talon qu&apos;il n&apos;a pas prises dans sa main, ni
la carte qu&apos;un partenaire passe à un cavalier seul, à moins que ce soit lui qui la passe ou la reçoive;&lt;/li&gt;
&lt;li&gt;les règles de la partie, et le résultat de la main une fois qu&apos;elle est finie.&lt;/li&gt;
&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;It is never told your cards, its partner&apos;s cards, the opponents&apos;
cards, or what is left in the kitty.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Il n&apos;apprend jamais vos cartes, les cartes de son partenaire, celles des adversaires, ni ce qui
reste dans le talon.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Easy&lt;/b&gt; counts its hand roughly, with a dose of chance, and
plays simple cards. &lt;b&gt;Standard&lt;/b&gt; follows the advice in &lt;a href=&quot;#playing-it-well&quot;&gt;Playing it
well&lt;/a&gt;: it counts points to bid and keeps track of the trump played and the suits each player has
shown out of. &lt;b&gt;Expert&lt;/b&gt; imagines many ways the unseen cards could lie, each consistent with what it
has seen and weighted by how likely the other players&apos; bids and plays were with those cards, and chooses
what does best across all of them. It guesses, as you do; it never looks.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Facile&lt;/b&gt; évalue sa main à peu près, avec une dose de hasard, et joue des cartes simples.
&lt;b&gt;Standard&lt;/b&gt; suit les conseils de &lt;a href=&quot;#playing-it-well&quot;&gt;Bien jouer&lt;/a&gt;&#xa0;: il compte des points pour
annoncer et garde la trace des atouts joués et des couleurs dont chaque joueur a montré qu&apos;il n&apos;en avait
plus. &lt;b&gt;Expert&lt;/b&gt; imagine de nombreuses façons dont les cartes cachées pourraient être réparties, chacune
compatible avec ce qu&apos;il a vu et pondérée selon la vraisemblance des annonces et des cartes jouées par les
autres avec ces cartes-là, et choisit ce qui donne le meilleur résultat sur l&apos;ensemble. Il devine, comme
vous; il ne regarde jamais.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;The &lt;b&gt;Hint&lt;/b&gt; button asks the Expert the same question from your
seat, with the same knowledge you have. Standard and Expert players always follow suit when they can; an
&lt;b&gt;Easy&lt;/b&gt; player, where the rules allow a renege, now and then fails to follow by mistake (about one
play in thirty where it could follow), and pays for it like anyone else.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Le bouton &lt;b&gt;Conseil&lt;/b&gt; pose la même question à l&apos;Expert depuis votre siège, avec les mêmes
connaissances que vous. Les joueurs Standard et Expert fournissent toujours quand ils le peuvent; un joueur
&lt;b&gt;Facile&lt;/b&gt;, quand les règles permettent la renonce, oublie parfois de fournir par erreur (environ une
fois sur trente où il le pourrait), et le paie comme tout le monde.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>HistoryCommand</name>
    <message>
        <source>Hand history…</source>
        <translation>Historique des mains…</translation>
    </message>
    <message>
        <source>Every hand you played, to replay or export (Ctrl+Shift+H)</source>
        <translation>Chaque main que vous avez jouée, à rejouer ou à exporter (Ctrl+Maj+H)</translation>
    </message>
    <message>
        <source>{headline}. {detail}</source>
        <translation>{headline}. {detail}</translation>
    </message>
    <message>
        <source>Start a match first: the replay gives the table back to it afterwards.</source>
        <translation>Commencez d&apos;abord une partie&#xa0;: la main rejouée lui rend ensuite la table.</translation>
    </message>
    <message>
        <source>The hand history could not be trimmed: {problem}.</source>
        <translation>L&apos;historique des mains n&apos;a pas pu être réduit&#xa0;: {problem}.</translation>
    </message>
    <message>
        <source>Play this deal</source>
        <translation>Jouer cette donne</translation>
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
    <name>InboxScreen</name>
    <message>
        <source>Yesterday</source>
        <translation>Hier</translation>
    </message>
    <message>
        <source>New message</source>
        <translation>Nouveau message</translation>
    </message>
    <message>
        <source>LABELS</source>
        <translation>ÉTIQUETTES</translation>
    </message>
    <message>
        <source>6.2 GB of 50 GB used</source>
        <translation>6,2 Go utilisés sur 50 Go</translation>
    </message>
    <message>
        <source>Focused</source>
        <translation>Prioritaire</translation>
    </message>
    <message>
        <source>Other</source>
        <translation>Autres</translation>
    </message>
    <message>
        <source>Reply</source>
        <translation>Répondre</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>Transférer</translation>
    </message>
    <message>
        <source>Archive</source>
        <translation>Archiver</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Supprimer</translation>
    </message>
    <message>
        <source>{address}  to me, Finance Operations</source>
        <translation>{address}  à moi, Opérations financières</translation>
    </message>
    <message>
        <source>{weekday} {date}, {time}</source>
        <translation>{weekday} {date}, {time}</translation>
    </message>
    <message>
        <source>Q3_vendor_reconciliation.xlsx</source>
        <translation>T3_rapprochement_fournisseurs.xlsx</translation>
    </message>
    <message>
        <source>48 KB · Spreadsheet</source>
        <translation>48 Ko · Chiffrier</translation>
    </message>
</context>
<context>
    <name>Intermission</name>
    <message>
        <source>Intermission</source>
        <translation>Entracte</translation>
    </message>
    <message>
        <source>Twice, quickly: back to the game from the intermission</source>
        <translation>Deux fois, rapidement&#xa0;: retour au jeu depuis l&apos;entracte</translation>
    </message>
    <message>
        <source>Intermission: cover the table ({key})</source>
        <translation>Entracte&#xa0;: cacher la table ({key})</translation>
    </message>
</context>
<context>
    <name>IntermissionCover</name>
    <message>
        <source>Back</source>
        <translation>Retour</translation>
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
        <source>{first} to {last}</source>
        <translation>{first} à {last}</translation>
    </message>
    <message>
        <source> or </source>
        <translation> ou </translation>
    </message>
    <message>
        <source>While you bid in Bid Euchre: choose a number of tricks (two digits for ten or more)</source>
        <translation>Pendant vos annonces à l&apos;Euchre aux enchères&#xa0;: choisir un nombre de levées (deux chiffres à partir de dix)</translation>
    </message>
    <message>
        <source>While you bid in Bid Euchre: choose trump: clubs, diamonds, hearts, spades, no-trump or low</source>
        <translation>Pendant vos annonces à l&apos;Euchre aux enchères&#xa0;: choisir l&apos;atout&#xa0;: trèfle, carreau, cœur, pique, sans-atout ou sans-atout bas</translation>
    </message>
    <message>
        <source>While you bid in Bid Euchre: shoot the moon (again for the next kind of moon)</source>
        <translation>Pendant vos annonces à l&apos;Euchre aux enchères&#xa0;: viser la lune (encore pour la sorte de lune suivante)</translation>
    </message>
    <message>
        <source>While you bid in Bid Euchre: one trick more or fewer (past the most, the moon)</source>
        <translation>Pendant vos annonces à l&apos;Euchre aux enchères&#xa0;: une levée de plus ou de moins (au-delà du maximum, la lune)</translation>
    </message>
    <message>
        <source>While you bid in Bid Euchre: the next choice of trump</source>
        <translation>Pendant vos annonces à l&apos;Euchre aux enchères&#xa0;: l&apos;atout suivant</translation>
    </message>
    <message>
        <source>While you bid in Bid Euchre: make the bid chosen</source>
        <translation>Pendant vos annonces à l&apos;Euchre aux enchères&#xa0;: faire l&apos;annonce choisie</translation>
    </message>
    <message>
        <source>While you bid in Bid Euchre: pass</source>
        <translation>Pendant vos annonces à l&apos;Euchre aux enchères&#xa0;: passer</translation>
    </message>
    <message>
        <source>While you bid in Bid Euchre: clear the bid chosen</source>
        <translation>Pendant vos annonces à l&apos;Euchre aux enchères&#xa0;: effacer l&apos;annonce choisie</translation>
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
        <source>Play the chosen card (with none chosen, the first press chooses one; the only card you may play goes at once), or go on from the hand&apos;s summary (Tab reaches its other buttons)</source>
        <translation>Jouer la carte choisie (sans carte choisie, le premier appui en choisit une; la seule carte jouable part aussitôt), ou continuer après le résumé de la main (Tab atteint ses autres boutons)</translation>
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
    <message>
        <source>Last trick: yours</source>
        <translation>Dernière levée&#xa0;: la vôtre</translation>
    </message>
    <message>
        <source>Last trick: {player}&apos;s</source>
        <translation>Dernière levée&#xa0;: celle de {player}</translation>
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
    <name>Numbers</name>
    <message>
        <source>{number} point</source>
        <translation>{number}&#xa0;point</translation>
    </message>
    <message>
        <source>{number} points</source>
        <translation>{number}&#xa0;points</translation>
    </message>
</context>
<context>
    <name>Panels</name>
    <message>
        <source>Your side</source>
        <translation>Votre équipe</translation>
    </message>
    <message>
        <source>Opponents</source>
        <translation>Adversaires</translation>
    </message>
</context>
<context>
    <name>PickupMark</name>
    <message>
        <source>Picked up</source>
        <translation>Ramassée</translation>
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
    <message>
        <source>Claim on your turn in the play.</source>
        <translation>Réclamez à votre tour, pendant le jeu des cartes.</translation>
    </message>
    <message>
        <source>No trick has been gathered yet in this hand.</source>
        <translation>Aucune levée n&apos;a encore été ramassée dans cette main.</translation>
    </message>
</context>
<context>
    <name>ProjectPlanScreen</name>
    <message>
        <source>Projects  ›  Digital services</source>
        <translation>Projets  ›  Services numériques</translation>
    </message>
    <message>
        <source>Customer portal rollout</source>
        <translation>Déploiement du portail client</translation>
    </message>
    <message>
        <source>Add task</source>
        <translation>Ajouter une tâche</translation>
    </message>
    <message>
        <source>Today</source>
        <translation>Aujourd&apos;hui</translation>
    </message>
    <message>
        <source>Day</source>
        <translation>Jour</translation>
    </message>
    <message>
        <source>Week</source>
        <translation>Semaine</translation>
    </message>
    <message>
        <source>Month</source>
        <translation>Mois</translation>
    </message>
    <message>
        <source>TASK NAME</source>
        <translation>NOM DE LA TÂCHE</translation>
    </message>
    <message>
        <source>OWNER</source>
        <translation>RESPONSABLE</translation>
    </message>
    <message>
        <source>START</source>
        <translation>DÉBUT</translation>
    </message>
    <message>
        <source>END</source>
        <translation>FIN</translation>
    </message>
    <message>
        <source>{percent}%</source>
        <translation>{percent} %</translation>
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
    <name>Refusal</name>
    <message>
        <source>That is not possible at this point of the hand.</source>
        <translation>Ce n&apos;est pas possible à ce moment de la main.</translation>
    </message>
    <message>
        <source>The hand is over.</source>
        <translation>La main est terminée.</translation>
    </message>
    <message>
        <source>The match is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <source>The hand is not over yet.</source>
        <translation>La main n&apos;est pas encore terminée.</translation>
    </message>
    <message>
        <source>That move is not possible.</source>
        <translation>Ce coup n&apos;est pas possible.</translation>
    </message>
    <message>
        <source>You do not hold the {card}.</source>
        <translation>Vous n&apos;avez pas le {card}.</translation>
    </message>
    <message>
        <source>{suit} was turned down and cannot be named this hand.</source>
        <translation>{suit} a été refusé et ne peut pas être nommé atout dans cette main.</translation>
    </message>
    <message>
        <source>The Benny was turned up: the dealer must name trump.</source>
        <translation>Le Benny a été retourné&#xa0;: le donneur doit nommer l&apos;atout.</translation>
    </message>
    <message>
        <source>Under these rules the dealer may not discard the card just picked up.</source>
        <translation>Selon ces règles, le donneur ne peut pas écarter la carte qu&apos;il vient de ramasser.</translation>
    </message>
    <message>
        <source>In cutthroat the maker always plays alone against the other two.</source>
        <translation>En chacun pour soi, le preneur joue toujours seul contre les deux autres.</translation>
    </message>
    <message>
        <source>Under these rules nobody goes alone with the bid: a loner is declared once trump is made.</source>
        <translation>Selon ces règles, personne ne fait cavalier seul en annonçant&#xa0;: on le déclare une fois l&apos;atout fait.</translation>
    </message>
    <message>
        <source>Canadian loner: the dealer&apos;s partner who orders it up must go alone.</source>
        <translation>Cavalier seul canadien&#xa0;: le partenaire du donneur qui commande l&apos;atout doit faire cavalier seul.</translation>
    </message>
    <message>
        <source>Stick the dealer: the dealer must name a suit after the others pass.</source>
        <translation>Donneur obligé&#xa0;: le donneur doit nommer l&apos;atout quand les autres ont passé.</translation>
    </message>
    <message>
        <source>You must follow suit: {suit} were led and the Benny is a trump, not {one}.</source>
        <translation>Vous devez fournir&#xa0;: on a entamé à {suit} et le Benny est un atout, pas {one}.</translation>
    </message>
    <message>
        <source>You must follow suit: {suit} were led and {card} is the left bower, a trump, not {one}.</source>
        <translation>Vous devez fournir&#xa0;: on a entamé à {suit} et le {card} est le valet gauche, un atout, pas {one}.</translation>
    </message>
    <message>
        <source>You must follow suit: {suit} were led and {card} is not {one}.</source>
        <translation>Vous devez fournir&#xa0;: on a entamé à {suit} et le {card} n&apos;est pas {one}.</translation>
    </message>
    <message>
        <source>You must follow suit: {suit} were led.</source>
        <translation>Vous devez fournir&#xa0;: on a entamé à {suit}.</translation>
    </message>
    <message>
        <source>The lowest bid at this table is {number}.</source>
        <translation>L&apos;annonce la plus basse à cette table est {number}.</translation>
    </message>
    <message>
        <source>Your bid must be higher than the last one.</source>
        <translation>Votre annonce doit dépasser la précédente.</translation>
    </message>
    <message>
        <source>That bid is not played at this table.</source>
        <translation>Cette annonce ne se joue pas à cette table.</translation>
    </message>
    <message>
        <source>Nobody has bid, so the dealer must bid.</source>
        <translation>Personne n&apos;a annoncé, le donneur doit donc annoncer.</translation>
    </message>
    <message>
        <source>There are no tricks to claim now.</source>
        <translation>Il n&apos;y a pas de levées à réclamer maintenant.</translation>
    </message>
    <message>
        <source>Not yet: the {card} could still be trumped.</source>
        <translation>Pas encore&#xa0;: le {card} pourrait encore être coupé.</translation>
    </message>
    <message>
        <source>Not yet: the other side could still take a trick.</source>
        <translation>Pas encore&#xa0;: l&apos;autre camp pourrait encore faire une levée.</translation>
    </message>
    <message>
        <source>Not yet: a higher card could still beat the {card}.</source>
        <translation>Pas encore&#xa0;: une carte plus haute pourrait encore battre le {card}.</translation>
    </message>
</context>
<context>
    <name>RenegeMark</name>
    <message>
        <source>Renege!</source>
        <translation>Renonce!</translation>
    </message>
</context>
<context>
    <name>ReportScreen</name>
    <message>
        <source>Quarterly operations report – Q3 (draft v4)</source>
        <translation>Rapport trimestriel des opérations – T3 (ébauche v4)</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Fichier</translation>
    </message>
    <message>
        <source>Edit</source>
        <translation>Édition</translation>
    </message>
    <message>
        <source>View</source>
        <translation>Affichage</translation>
    </message>
    <message>
        <source>Insert</source>
        <translation>Insertion</translation>
    </message>
    <message>
        <source>Format</source>
        <translation>Format</translation>
    </message>
    <message>
        <source>Tools</source>
        <translation>Outils</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Révision</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Aide</translation>
    </message>
    <message>
        <source>Share</source>
        <translation>Partager</translation>
    </message>
    <message>
        <source>All changes saved</source>
        <translation>Enregistré</translation>
    </message>
    <message>
        <source>{percent}%</source>
        <translation>{percent} %</translation>
    </message>
    <message>
        <source>Normal text</source>
        <translation>Texte normal</translation>
    </message>
    <message>
        <source>B</source>
        <comment>the Bold button</comment>
        <translation>G</translation>
    </message>
    <message>
        <source>I</source>
        <comment>the Italic button</comment>
        <translation>I</translation>
    </message>
    <message>
        <source>U</source>
        <comment>the Underline button</comment>
        <translation>S</translation>
    </message>
    <message>
        <source>Document outline</source>
        <translation>Plan du document</translation>
    </message>
    <message>
        <source>Third quarter · Finance &amp; Operations · Draft for review</source>
        <translation>Troisième trimestre · Finances et Opérations · Ébauche à réviser</translation>
    </message>
    <message>
        <source>Table 1. Operating costs against budget, third quarter ($ thousands)</source>
        <translation>Tableau 1. Coûts de fonctionnement par rapport au budget, troisième trimestre (milliers de $)</translation>
    </message>
    <message>
        <source>Daniel Okoro</source>
        <translation>Daniel Okoro</translation>
    </message>
    <message>
        <source>Can we add the headcount figure here as well?</source>
        <translation>Pourrait-on ajouter l&apos;effectif ici aussi?</translation>
    </message>
    <message>
        <source>Page 1 of 9     {words} words     English (United States)</source>
        <translation>Page 1 sur 9     {words} mots     Français (Canada)</translation>
    </message>
    <message>
        <source>Editing</source>
        <translation>Modification</translation>
    </message>
</context>
<context>
    <name>Review</name>
    <message>
        <source>Only Euchre hands can be reviewed so far.</source>
        <translation>Seules les mains d&apos;euchre peuvent être revues pour l&apos;instant.</translation>
    </message>
    <message>
        <source>There is no finished hand to review yet.</source>
        <translation>Il n&apos;y a pas encore de main terminée à revoir.</translation>
    </message>
    <message>
        <source>That hand cannot be reviewed: {problem}</source>
        <translation>Cette main ne peut pas être revue&#xa0;: {problem}</translation>
    </message>
</context>
<context>
    <name>ReviewWindow</name>
    <message>
        <source>Review of this hand</source>
        <translation>Revue de cette main</translation>
    </message>
    <message>
        <source>This hand so far</source>
        <translation>Cette main jusqu&apos;ici</translation>
    </message>
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
        <source>Option</source>
        <translation>Choix</translation>
    </message>
    <message>
        <source>Worth (points)</source>
        <translation>Valeur (points)</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Coût</translation>
    </message>
    <message>
        <source>Worth: points the option brings your side on average, at this score, as the Expert weighs it. Cost: how much less than the best.</source>
        <translation>Valeur&#xa0;: les points que ce choix rapporte en moyenne à votre équipe, à ce pointage, selon l&apos;Expert. Coût&#xa0;: ce qu&apos;il vaut de moins que le meilleur.</translation>
    </message>
    <message>
        <source>Play on from here</source>
        <translation>Continuer d&apos;ici</translation>
    </message>
    <message>
        <source>Play the hand on with the option chosen above, on the table only: your match is not touched</source>
        <translation>Continuer la main avec le choix retenu ci-dessus, sur la table seulement&#xa0;: votre partie n&apos;est pas touchée</translation>
    </message>
    <message>
        <source>You play your seat</source>
        <translation>Vous jouez votre place</translation>
    </message>
    <message>
        <source>Unticked, the Expert plays your seat on from the other choice</source>
        <translation>Décoché, l&apos;Expert joue votre place à partir de l&apos;autre choix</translation>
    </message>
    <message>
        <source>With every card seen: worked out once your decisions are valued.</source>
        <translation>Toutes cartes vues&#xa0;: calculé une fois vos décisions évaluées.</translation>
    </message>
    <message>
        <source>◀  Back</source>
        <translation>◀  Reculer</translation>
    </message>
    <message>
        <source>The table one card or bid earlier (Left)</source>
        <translation>La table une carte ou une annonce plus tôt (Gauche)</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Précédent</translation>
    </message>
    <message>
        <source>Next  ▶</source>
        <translation>Avancer  ▶</translation>
    </message>
    <message>
        <source>The table one card or bid later (Right)</source>
        <translation>La table une carte ou une annonce plus tard (Droite)</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Suivant</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>Back to your match, just as you left it</source>
        <translation>Retour à votre partie, telle que vous l&apos;avez laissée</translation>
    </message>
    <message>
        <source>{number}. {decision}</source>
        <translation>{number}. {decision}</translation>
    </message>
    <message>
        <source>{progress} {accuracy}</source>
        <translation>{progress} {accuracy}</translation>
    </message>
    <message>
        <source>Choose a decision above to see it on the table.</source>
        <translation>Choisissez une décision ci-dessus pour la voir sur la table.</translation>
    </message>
    <message>
        <source>You: {choice}. It was the only choice.</source>
        <translation>Vous&#xa0;: {choice}. C&apos;était le seul choix.</translation>
    </message>
    <message>
        <source>You: {choice}. The Expert chose the same.</source>
        <translation>Vous&#xa0;: {choice}. L&apos;Expert a fait le même choix.</translation>
    </message>
    <message>
        <source>You: {choice}. The Expert: {best}.</source>
        <translation>Vous&#xa0;: {choice}. L&apos;Expert&#xa0;: {best}.</translation>
    </message>
    <message>
        <source>You: {choice}. The Expert: {best}. It cost about {cost}.</source>
        <translation>Vous&#xa0;: {choice}. L&apos;Expert&#xa0;: {best}. Cela a coûté environ {cost}.</translation>
    </message>
    <message>
        <source>{mark}: {said}</source>
        <translation>{mark}&#xa0;: {said}</translation>
    </message>
    <message>
        <source>Playing on with “{choice}”: you play your seat from here…</source>
        <translation>Suite avec «&#xa0;{choice}&#xa0;»&#xa0;: vous jouez votre place à partir d&apos;ici…</translation>
    </message>
    <message>
        <source>Playing on with “{choice}”: the Expert plays your seat from here…</source>
        <translation>Suite avec «&#xa0;{choice}&#xa0;»&#xa0;: l&apos;Expert joue votre place à partir d&apos;ici…</translation>
    </message>
    <message>
        <source>Played on: {heading}</source>
        <translation>Suite&#xa0;: {heading}</translation>
    </message>
    <message>
        <source>Your turn in the branch: pick your choice above, then Play.</source>
        <translation>À vous dans la suite&#xa0;: choisissez ci-dessus, puis Jouer.</translation>
    </message>
    <message>
        <source>With “{choice}”, the hand went: {went}. Choose a decision to go back to the real hand.</source>
        <translation>Avec «&#xa0;{choice}&#xa0;», la main a donné&#xa0;: {went}. Choisissez une décision pour revenir à la vraie main.</translation>
    </message>
    <message>
        <source>With “{choice}”, the hand went: {went}. (It really went: {real}.) Choose a decision to go back to the real hand.</source>
        <translation>Avec «&#xa0;{choice}&#xa0;», la main a donné&#xa0;: {went}. (En réalité&#xa0;: {real}.) Choisissez une décision pour revenir à la vraie main.</translation>
    </message>
    <message>
        <source>Move {step} of {last} (played on)</source>
        <translation>Coup {step} sur {last} (suite)</translation>
    </message>
    <message>
        <source>Move {step} of {last}</source>
        <translation>Coup {step} sur {last}</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Jouer</translation>
    </message>
    <message>
        <source>Play “{choice}”</source>
        <translation>Jouer «&#xa0;{choice}&#xa0;»</translation>
    </message>
    <message>
        <source>Play on with “{choice}”</source>
        <translation>Continuer avec «&#xa0;{choice}&#xa0;»</translation>
    </message>
    <message>
        <source>To see another choice played out, pick it in the list above.</source>
        <translation>Pour voir un autre choix joué jusqu&apos;au bout, choisissez-le dans la liste ci-dessus.</translation>
    </message>
    <message>
        <source>Review: your turn in the branch; choose in the Review window.</source>
        <translation>Revue&#xa0;: à vous dans la suite; choisissez dans la fenêtre de revue.</translation>
    </message>
    <message>
        <source>Review: the table plays your hand on with another choice; your match waits.</source>
        <translation>Revue&#xa0;: la table continue votre main avec un autre choix; votre partie attend.</translation>
    </message>
    <message>
        <source>Review: {heading}, the moment before you chose.</source>
        <translation>Revue&#xa0;: {heading}, juste avant votre choix.</translation>
    </message>
    <message>
        <source>Review: the table shows the hand; your match waits until you close the review.</source>
        <translation>Revue&#xa0;: la table montre la main; votre partie attend que vous fermiez la revue.</translation>
    </message>
</context>
<context>
    <name>ReviewWords</name>
    <message>
        <source>Trick {number}, your lead</source>
        <translation>Levée {number}, votre entame</translation>
    </message>
    <message>
        <source>Trick {number}, your card</source>
        <translation>Levée {number}, votre carte</translation>
    </message>
    <message>
        <source>{heading}: {choice} (the only choice)</source>
        <translation>{heading}&#xa0;: {choice} (le seul choix)</translation>
    </message>
    <message>
        <source>{heading}: {choice} (not valued)</source>
        <translation>{heading}&#xa0;: {choice} (non évalué)</translation>
    </message>
    <message>
        <source>{heading}: {choice} · best</source>
        <translation>{heading}&#xa0;: {choice} · le meilleur</translation>
    </message>
    <message>
        <source>{heading}: {choice} · about as good as the best</source>
        <translation>{heading}&#xa0;: {choice} · presque aussi bon que le meilleur</translation>
    </message>
    <message>
        <source>{heading}: {choice} · {mark}, costs {cost} · better: {better}</source>
        <translation>{heading}&#xa0;: {choice} · {mark}, coûte {cost} · mieux&#xa0;: {better}</translation>
    </message>
    <message>
        <source>{option} (your choice)</source>
        <translation>{option} (votre choix)</translation>
    </message>
    <message>
        <source>best</source>
        <translation>le meilleur</translation>
    </message>
    <message>
        <source>no points</source>
        <translation>aucun point</translation>
    </message>
    <message>
        <source>Nobody named trump, so there was no play to look at with every card seen.</source>
        <translation>Personne n&apos;a nommé l&apos;atout, il n&apos;y avait donc aucun jeu à examiner toutes cartes vues.</translation>
    </message>
    <message>
        <source>Played with every card seen, this hand scores what it did, {could}</source>
        <translation>Jouée toutes cartes vues, cette main rapporte ce qu&apos;elle a rapporté, {could}</translation>
    </message>
    <message>
        <source>Had you seen every card (no player can), your best first bid was {bid}.</source>
        <translation>Si vous aviez vu toutes les cartes (ce qu&apos;aucun joueur ne peut), votre meilleure première annonce aurait été «&#xa0;{bid}&#xa0;».</translation>
    </message>
    <message>
        <source>With every card seen, this hand could have scored {could} (it scored {did})</source>
        <translation>Toutes cartes vues, cette main aurait pu rapporter {could} (elle a rapporté {did})</translation>
    </message>
    <message>
        <source>{scored}, like this: {tricks}</source>
        <translation>{scored}, ainsi&#xa0;: {tricks}</translation>
    </message>
    <message>
        <source>{scored}.</source>
        <translation>{scored}.</translation>
    </message>
    <message>
        <source>you {card}</source>
        <translation>vous {card}</translation>
    </message>
    <message>
        <source>{player} {card}</source>
        <translation>{player} {card}</translation>
    </message>
    <message>
        <source>{number}. {cards}</source>
        <translation>{number}. {cards}</translation>
    </message>
    <message>
        <source>You made no decision in this hand.</source>
        <translation>Vous n&apos;avez pris aucune décision dans cette main.</translation>
    </message>
    <message>
        <source>Looking at the hand…</source>
        <translation>Examen de la main…</translation>
    </message>
    <message>
        <source>Valuing your decisions: {done} of {total}…</source>
        <translation>Évaluation de vos décisions&#xa0;: {done} sur {total}…</translation>
    </message>
    <message>
        <source>Your one decision valued.</source>
        <translation>Votre seule décision est évaluée.</translation>
    </message>
    <message>
        <source>All {total} of your decisions valued.</source>
        <translation>Vos {total} décisions sont évaluées.</translation>
    </message>
    <message>
        <source>Every decision was forced: nothing to judge.</source>
        <translation>Toutes vos décisions étaient forcées&#xa0;: rien à juger.</translation>
    </message>
    <message>
        <source>No mistakes: every choice was the best or close to it.</source>
        <translation>Aucune erreur&#xa0;: chaque choix était le meilleur ou presque.</translation>
    </message>
    <message>
        <source>{found} Accuracy {percent}%, about {cost} given away per choice.</source>
        <translation>{found} Précision&#xa0;: {percent}&#xa0;%, une perte d&apos;environ {cost} par choix.</translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <source>on</source>
        <translation>activé</translation>
    </message>
    <message>
        <source>off</source>
        <translation>désactivé</translation>
    </message>
    <message>
        <source>always</source>
        <translation>toujours</translation>
    </message>
    <message>
        <source>against a loner</source>
        <translation>contre un cavalier seul</translation>
    </message>
    <message>
        <source>left of the dealer</source>
        <translation>à gauche du donneur</translation>
    </message>
    <message>
        <source>left of the loner</source>
        <translation>à gauche du cavalier seul</translation>
    </message>
    <message>
        <source>any card</source>
        <translation>n&apos;importe quelle carte</translation>
    </message>
    <message>
        <source>the upcard must be kept</source>
        <translation>la carte retournée doit être gardée</translation>
    </message>
    <message>
        <source>the two of spades</source>
        <translation>le deux de pique</translation>
    </message>
    <message>
        <source>the joker</source>
        <translation>le joker</translation>
    </message>
    <message>
        <source>redeal</source>
        <translation>redistribution</translation>
    </message>
    <message>
        <source>exchange</source>
        <translation>échange</translation>
    </message>
    <message>
        <source>prevented</source>
        <translation>empêchée</translation>
    </message>
    <message>
        <source>two points to the innocent</source>
        <translation>deux points aux innocents</translation>
    </message>
    <message>
        <source>two points off the offenders</source>
        <translation>deux points de moins pour les fautifs</translation>
    </message>
    <message>
        <source>no score</source>
        <translation>aucun point</translation>
    </message>
    <message>
        <source>three players, a march pays {points}</source>
        <translation>trois joueurs, une vole rapporte {points}</translation>
    </message>
    <message>
        <source>off (four players)</source>
        <translation>désactivé (quatre joueurs)</translation>
    </message>
    <message>
        <source>at random</source>
        <translation>au hasard</translation>
    </message>
    <message>
        <source>the first black jack</source>
        <translation>le premier valet noir</translation>
    </message>
    <message>
        <source>Players and the deck</source>
        <translation>Les joueurs et le paquet</translation>
    </message>
    <message>
        <source>&lt;p&gt;Four players in two partnerships; partners sit across the table
from each other. You play with the player opposite you against the two on your left and right. (Three
can play too: see &lt;a href=&quot;#cutthroat&quot;&gt;Cutthroat&lt;/a&gt;.)&lt;/p&gt;</source>
        <translation>&lt;p&gt;Quatre joueurs en deux équipes; les partenaires sont assis face à face. Vous jouez avec le joueur
en face de vous contre les deux qui sont à votre gauche et à votre droite. (On peut aussi jouer à trois&#xa0;:
voir &lt;a href=&quot;#cutthroat&quot;&gt;Chacun pour soi&lt;/a&gt;.)&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;The deck has 24 cards: the nine, ten, jack, queen, king and ace of
each suit, {clubs} {diamonds} {hearts} {spades}. There is no joker unless the &lt;a href=&quot;#benny&quot;&gt;Benny&lt;/a&gt;
is in play.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Le paquet compte 24 cartes&#xa0;: le neuf, le dix, le valet, la dame, le roi et l&apos;as de chaque couleur,
{clubs} {diamonds} {hearts} {spades}. Il n&apos;y a pas de joker, sauf si le &lt;a href=&quot;#benny&quot;&gt;Benny&lt;/a&gt; est en
jeu.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Dealing</source>
        <translation>La donne</translation>
    </message>
    <message>
        <source>&lt;p&gt;The first dealer is chosen at random (or by the &lt;a
href=&quot;#first-dealer&quot;&gt;first black jack&lt;/a&gt;). After each hand the deal passes to the left.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Le premier donneur est choisi au hasard (ou par le &lt;a href=&quot;#first-dealer&quot;&gt;premier valet
noir&lt;/a&gt;). Après chaque main, la donne passe à gauche.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;The dealer gives every player five cards, in two rounds of packets:
three to one player and two to the next, then the other way round, so everyone ends with five. The four
cards left over are the &lt;i&gt;kitty&lt;/i&gt;. Its top card is turned face up: this is the &lt;i&gt;upcard&lt;/i&gt;, and it
proposes a trump suit. The three cards under it are never played.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Le donneur distribue cinq cartes à chaque joueur, en deux tours de paquets&#xa0;: trois à un joueur et
deux au suivant, puis l&apos;inverse, de sorte que chacun finit avec cinq cartes. Les quatre cartes qui restent
forment le &lt;i&gt;talon&lt;/i&gt;. Sa carte du dessus est retournée face visible&#xa0;: c&apos;est la &lt;i&gt;carte retournée&lt;/i&gt;,
qui propose une couleur d&apos;atout. Les trois cartes en dessous ne sont jamais jouées.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Trump and the bowers</source>
        <translation>L&apos;atout et les valets</translation>
    </message>
    <message>
        <source>&lt;p&gt;Once trump is chosen, every card of the trump suit beats every card
of the other suits. The trump suit gains a card and its partner colour loses one:&lt;/p&gt;</source>
        <translation>&lt;p&gt;Une fois l&apos;atout choisi, chaque carte de la couleur d&apos;atout bat toutes les cartes des autres
couleurs. La couleur d&apos;atout gagne une carte, et l&apos;autre couleur de la même teinte (rouge ou noire) en perd
une&#xa0;:&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;ul&gt;
&lt;li&gt;The jack of trump is the &lt;b&gt;right bower&lt;/b&gt;, the highest card in the deck.&lt;/li&gt;
&lt;li&gt;The other jack of the same colour is the &lt;b&gt;left bower&lt;/b&gt;, the second highest. For the whole hand
it belongs to the trump suit, not to the suit printed on it.&lt;/li&gt;
&lt;li&gt;Then the ace, king, queen, ten and nine of trump. That makes seven trumps.&lt;/li&gt;
&lt;/ul&gt;</source>
        <translation>&lt;ul&gt;
&lt;li&gt;Le valet d&apos;atout est le &lt;b&gt;valet droit&lt;/b&gt;, la plus haute carte du paquet.&lt;/li&gt;
&lt;li&gt;L&apos;autre valet de même couleur est le &lt;b&gt;valet gauche&lt;/b&gt;, la deuxième plus haute. Pendant toute la main,
il appartient à la couleur d&apos;atout, et non à la couleur imprimée dessus.&lt;/li&gt;
&lt;li&gt;Viennent ensuite l&apos;as, le roi, la dame, le dix et le neuf d&apos;atout. Cela fait sept atouts.&lt;/li&gt;
&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;In the other suits the order is ace, king, queen, jack, ten, nine.
With {hearts} as trump, the J{hearts} is the right bower and the J{diamonds} the left bower, so
{diamonds} has only five cards in that hand: A K Q 10 9.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Dans les autres couleurs, l&apos;ordre est as, roi, dame, valet, dix, neuf. Avec {hearts} comme atout,
le J{hearts} est le valet droit et le J{diamonds} le valet gauche; {diamonds} n&apos;a donc que cinq cartes dans
cette main&#xa0;: A K Q 10 9.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Bidding, first round: the upcard</source>
        <translation>Les annonces, premier tour&#xa0;: la carte retournée</translation>
    </message>
    <message>
        <source>&lt;p&gt;Starting with the player on the dealer&apos;s left, each player in turn
may accept the upcard&apos;s suit as trump or pass. Accepting is called &lt;i&gt;ordering it up&lt;/i&gt; (for the
dealer, &lt;i&gt;picking it up&lt;/i&gt;). The first player to accept ends the bidding: the dealer adds the upcard
to the hand and discards any one card face down, which nobody sees (see &lt;a href=&quot;#discard-upcard&quot;&gt;the
dealer&apos;s discard&lt;/a&gt;).&lt;/p&gt;</source>
        <translation>&lt;p&gt;En commençant par le joueur à la gauche du donneur, chacun à son tour peut accepter la couleur de
la carte retournée comme atout, ou passer. Accepter, c&apos;est &lt;i&gt;commander l&apos;atout&lt;/i&gt; (pour le donneur, c&apos;est
&lt;i&gt;ramasser&lt;/i&gt;). Le premier joueur qui accepte met fin aux annonces&#xa0;: le donneur ajoute la carte retournée
à sa main et écarte n&apos;importe quelle carte face cachée, que personne ne voit (voir &lt;a
href=&quot;#discard-upcard&quot;&gt;l&apos;écart du donneur&lt;/a&gt;).&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;If all four pass, the upcard is turned face down and the second
round begins.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Si les quatre passent, la carte retournée est remise face cachée et le deuxième tour
commence.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Bidding, second round: naming a suit</source>
        <translation>Les annonces, deuxième tour&#xa0;: nommer une couleur</translation>
    </message>
    <message>
        <source>&lt;p&gt;Again from the dealer&apos;s left, each player may name any suit as
trump except the one just turned down, or pass. Nobody picks up a card in this round.&lt;/p&gt;</source>
        <translation>&lt;p&gt;De nouveau à partir de la gauche du donneur, chaque joueur peut nommer comme atout n&apos;importe quelle
couleur sauf celle qui vient d&apos;être refusée, ou passer. Personne ne ramasse de carte à ce tour.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;If all four pass again, the hand is thrown in with no score and the
deal passes to the left; with &lt;a href=&quot;#stick-the-dealer&quot;&gt;stick the dealer&lt;/a&gt;, the standard rule here,
the dealer may not pass and must name a suit.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Si les quatre passent encore, la main est jetée sans aucun point et la donne passe à gauche; avec
le &lt;a href=&quot;#stick-the-dealer&quot;&gt;donneur obligé&lt;/a&gt;, la règle standard ici, le donneur ne peut pas passer et
doit nommer une couleur.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;The player who chose trump, and that player&apos;s partner, are the
&lt;i&gt;makers&lt;/i&gt;; the other side are the &lt;i&gt;defenders&lt;/i&gt;.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Le joueur qui a choisi l&apos;atout et son partenaire sont les &lt;i&gt;preneurs&lt;/i&gt;; l&apos;autre équipe, ce sont
les &lt;i&gt;défenseurs&lt;/i&gt;.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Going alone</source>
        <translation>Faire cavalier seul</translation>
    </message>
    <message>
        <source>&lt;p&gt;The player who orders up, picks up or names trump may &lt;i&gt;go
alone&lt;/i&gt;, saying so with the bid. The partner lays down the hand and sits this one out, and the loner
plays against both opponents.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Le joueur qui commande l&apos;atout, le ramasse ou le nomme peut &lt;i&gt;faire cavalier seul&lt;/i&gt;, en le
disant avec son annonce. Son partenaire pose sa main et ne joue pas cette main-là, et le cavalier seul joue
contre les deux adversaires.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;If the dealer&apos;s partner orders up alone, it is the dealer who sits
out: nobody picks up the upcard, which stays on the kitty and takes no part in the hand. If an opponent
of the dealer orders up alone, the dealer still picks up and discards as usual.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Si le partenaire du donneur commande l&apos;atout en cavalier seul, c&apos;est le donneur qui ne joue pas&#xa0;:
personne ne ramasse la carte retournée, qui reste sur le talon et ne prend aucune part à la main. Si un
adversaire du donneur commande l&apos;atout en cavalier seul, le donneur ramasse et écarte quand même, comme
d&apos;habitude.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;In the standard game only a maker may go alone; some tables let a
defender answer with a &lt;a href=&quot;#defend-alone&quot;&gt;lone defence&lt;/a&gt;, and some decide every loner &lt;a
href=&quot;#alone-after-trump&quot;&gt;after trump is made&lt;/a&gt;.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Dans le jeu standard, seul un preneur peut faire cavalier seul; certaines tables permettent à un
défenseur de répondre par une &lt;a href=&quot;#defend-alone&quot;&gt;défense en solitaire&lt;/a&gt;, et d&apos;autres décident de
chaque cavalier seul &lt;a href=&quot;#alone-after-trump&quot;&gt;une fois l&apos;atout fait&lt;/a&gt;.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>The play</source>
        <translation>Le jeu de la carte</translation>
    </message>
    <message>
        <source>&lt;p&gt;The player on the dealer&apos;s left leads the first trick; if that
player is sitting out, the next player on the left who is in the hand leads (see &lt;a
href=&quot;#lone-lead&quot;&gt;who leads against a loner&lt;/a&gt;). Any card may be led.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Le joueur à la gauche du donneur entame la première levée; si ce joueur ne joue pas cette main, le
joueur suivant à gauche qui est dans la main entame (voir &lt;a href=&quot;#lone-lead&quot;&gt;qui entame contre un
cavalier seul&lt;/a&gt;). On peut entamer n&apos;importe quelle carte.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Each player in turn must follow the suit led if able, and otherwise
may play any card. Remember the left bower: when trump is led it must be played as a trump, and when the
suit printed on it is led it does not count as that suit. With {hearts} trump and a {diamonds} led, a
player whose only diamond is the J{diamonds} has no diamond and may play anything.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Chacun à son tour doit fournir à la couleur demandée s&apos;il le peut; sinon, il peut jouer n&apos;importe
quelle carte. N&apos;oubliez pas le valet gauche&#xa0;: quand l&apos;atout est demandé, il doit être joué comme un atout,
et quand la couleur imprimée dessus est demandée, il ne compte pas comme cette couleur. Avec {hearts}
atout et un {diamonds} demandé, un joueur dont le seul carreau est le J{diamonds} n&apos;a pas de carreau et peut
jouer n&apos;importe quoi.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;The highest trump in a trick wins it; if there is no trump, the
highest card of the suit led. The winner leads the next trick. All five tricks are played, even once the
result is settled.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Le plus haut atout d&apos;une levée la remporte; s&apos;il n&apos;y a pas d&apos;atout, c&apos;est la plus haute carte de la
couleur demandée. Le gagnant entame la levée suivante. Les cinq levées sont toujours jouées, même quand le
résultat est acquis.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;The table refuses a card that does not follow suit when it could,
unless the &lt;a href=&quot;#renege&quot;&gt;renege&lt;/a&gt; option allows it.&lt;/p&gt;</source>
        <translation>&lt;p&gt;La table refuse une carte qui ne fournit pas alors qu&apos;elle le pourrait, sauf si l&apos;option de &lt;a
href=&quot;#renege&quot;&gt;renonce&lt;/a&gt; le permet.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Le pointage</translation>
    </message>
    <message>
        <source>&lt;p&gt;Only one side scores in a hand. The makers need three of the five
tricks:&lt;/p&gt;</source>
        <translation>&lt;p&gt;Une seule équipe marque à chaque main. Les preneurs doivent faire trois des cinq levées&#xa0;:&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;table cellspacing=&quot;0&quot; cellpadding=&quot;4&quot; border=&quot;1&quot;&gt;
&lt;tr&gt;&lt;th align=&quot;left&quot;&gt;Result&lt;/th&gt;&lt;th align=&quot;right&quot;&gt;Points&lt;/th&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;Makers take 3 or 4 tricks&lt;/td&gt;&lt;td align=&quot;right&quot;&gt;1 to the makers&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;Makers take all 5 (a &lt;i&gt;march&lt;/i&gt;)&lt;/td&gt;&lt;td align=&quot;right&quot;&gt;2 to the makers&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;A loner takes 3 or 4 tricks&lt;/td&gt;&lt;td align=&quot;right&quot;&gt;1 to the loner&apos;s side&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;A loner takes all 5&lt;/td&gt;&lt;td align=&quot;right&quot;&gt;4 to the loner&apos;s side&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;Makers, alone or not, take fewer than 3 (they are &lt;i&gt;euchred&lt;/i&gt;)&lt;/td&gt;
&lt;td align=&quot;right&quot;&gt;2 to the defenders&lt;/td&gt;&lt;/tr&gt;
&lt;/table&gt;</source>
        <translation>&lt;table cellspacing=&quot;0&quot; cellpadding=&quot;4&quot; border=&quot;1&quot;&gt;
&lt;tr&gt;&lt;th align=&quot;left&quot;&gt;Résultat&lt;/th&gt;&lt;th align=&quot;right&quot;&gt;Points&lt;/th&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;Les preneurs font 3 ou 4 levées&lt;/td&gt;&lt;td align=&quot;right&quot;&gt;1 aux preneurs&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;Les preneurs font les 5 (une &lt;i&gt;vole&lt;/i&gt;)&lt;/td&gt;&lt;td align=&quot;right&quot;&gt;2 aux preneurs&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;Un cavalier seul fait 3 ou 4 levées&lt;/td&gt;&lt;td align=&quot;right&quot;&gt;1 à l&apos;équipe du cavalier seul&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;Un cavalier seul fait les 5&lt;/td&gt;&lt;td align=&quot;right&quot;&gt;4 à l&apos;équipe du cavalier seul&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;Les preneurs, seuls ou non, font moins de 3 levées (ils sont &lt;i&gt;euchrés&lt;/i&gt;)&lt;/td&gt;
&lt;td align=&quot;right&quot;&gt;2 aux défenseurs&lt;/td&gt;&lt;/tr&gt;
&lt;/table&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Points do not add up: a lone march scores 4, not 2 and 4. Some
options change this table: a &lt;a href=&quot;#defend-alone&quot;&gt;lone defence&lt;/a&gt;, the &lt;a
href=&quot;#defenders-march&quot;&gt;defenders&apos; march&lt;/a&gt;, &lt;a href=&quot;#renege&quot;&gt;renege penalties&lt;/a&gt; and &lt;a
href=&quot;#cutthroat&quot;&gt;cutthroat&lt;/a&gt;.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Les points ne s&apos;additionnent pas&#xa0;: une vole en cavalier seul vaut 4, pas 2 plus 4. Certaines
options modifient ce tableau&#xa0;: une &lt;a href=&quot;#defend-alone&quot;&gt;défense en solitaire&lt;/a&gt;, la &lt;a
href=&quot;#defenders-march&quot;&gt;vole de la défense&lt;/a&gt;, les &lt;a href=&quot;#renege&quot;&gt;pénalités de renonce&lt;/a&gt; et le &lt;a
href=&quot;#cutthroat&quot;&gt;chacun pour soi&lt;/a&gt;.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Winning the match</source>
        <translation>Gagner la partie</translation>
    </message>
    <message>
        <source>&lt;p&gt;The match ends after the hand in which a side reaches the target,
10 points in the standard game (see &lt;a href=&quot;#match-length&quot;&gt;the length of a match&lt;/a&gt;). The final score
can pass the target: 9 and a lone march make 13.&lt;/p&gt;</source>
        <translation>&lt;p&gt;La partie se termine après la main où une équipe atteint l&apos;objectif, 10 points dans le jeu
standard (voir &lt;a href=&quot;#match-length&quot;&gt;la durée d&apos;une partie&lt;/a&gt;). Le pointage final peut dépasser
l&apos;objectif&#xa0;: 9 plus une vole en cavalier seul, cela fait 13.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>A worked hand</source>
        <translation>Une main commentée</translation>
    </message>
    <message>
        <source>&lt;p&gt;A match to 10, and you and Gloria have 6 to Hank and Luis&apos;s 7. Luis
deals and turns up the 10{spades}. You hold J{hearts} K{hearts} 10{hearts} A{clubs} 9{spades}.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Une partie en 10&#xa0;: Gloria et vous avez 6 points, contre 7 pour Hank et Luis. Luis donne et
retourne le 10{spades}. Vous avez J{hearts} K{hearts} 10{hearts} A{clubs} 9{spades}.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Nobody wants spades, so the upcard is turned down. You speak first
in the second round and name {hearts}: the J{hearts} is your right bower, and Gloria&apos;s J{diamonds}
becomes the left. You lead the J{hearts} and then the A{clubs}, and take both tricks (Luis&apos;s J{clubs}
counts as an ordinary club: with a red suit trump, the black jacks keep their own suit). Your K{hearts}
draws Hank&apos;s A{hearts}, but Gloria tops it with the left bower. She cashes the A{spades}, then leads the
Q{diamonds}; Luis covers with the K{diamonds} and you, out of diamonds, trump it with the
10{hearts}.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Personne ne veut du pique&#xa0;: la carte retournée est donc refusée. Vous parlez le premier au
deuxième tour et nommez {hearts}&#xa0;: le J{hearts} est votre valet droit, et le J{diamonds} de Gloria devient
le valet gauche. Vous entamez le J{hearts}, puis l&apos;A{clubs}, et remportez les deux levées (le J{clubs} de
Luis compte comme un trèfle ordinaire&#xa0;: quand l&apos;atout est rouge, les valets noirs gardent leur couleur).
Votre K{hearts} fait tomber l&apos;A{hearts} de Hank, mais Gloria le surpasse avec le valet gauche. Elle
encaisse l&apos;A{spades}, puis entame la Q{diamonds}; Luis la couvre du K{diamonds} et vous, qui n&apos;avez plus de
carreau, la coupez avec le 10{hearts}.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Five tricks out of five: a march, 2 points, and the score goes from
6&amp;ndash;7 to 8&amp;ndash;7. Had Hank held the J{diamonds}, he would have won the third trick and the hand
would have scored 1; had your side taken only two tricks, Hank and Luis would have scored 2 for the
euchre.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Cinq levées sur cinq&#xa0;: une vole, 2 points, et le pointage passe de 6&amp;ndash;7 à 8&amp;ndash;7. Si Hank
avait eu le J{diamonds}, il aurait remporté la troisième levée et la main aurait rapporté 1 point; si votre
équipe n&apos;avait fait que deux levées, Hank et Luis auraient marqué 2 points pour l&apos;euchre.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;a href=&quot;{link}&quot;&gt;&lt;b&gt;Play the worked hand on the table&lt;/b&gt;&lt;/a&gt;, one step
at a time, with a word on every bid and card. Your match waits and comes back as it was.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;a href=&quot;{link}&quot;&gt;&lt;b&gt;Jouer la main commentée sur la table&lt;/b&gt;&lt;/a&gt;, une étape à la fois, avec un mot sur chaque annonce et chaque carte. Votre partie attend et revient telle quelle.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Stick the dealer</source>
        <translation>Donneur obligé</translation>
    </message>
    <message>
        <source>&lt;p&gt;When the other three players pass in the second round, the dealer
may not pass and must name one of the three suits that may be named. No hand is ever thrown in. Off:
four passes in the second round throw the hand in with no score, and the deal moves to the left.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Quand les trois autres joueurs passent au deuxième tour, le donneur ne peut pas passer et doit
nommer l&apos;une des trois couleurs permises. Aucune main n&apos;est jamais jetée. Désactivé&#xa0;: quatre refus au
deuxième tour font jeter la main sans aucun point, et la donne passe à gauche.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Standard game: on.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Jeu standard&#xa0;: activé.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Canadian loner</source>
        <translation>Cavalier seul canadien</translation>
    </message>
    <message>
        <source>&lt;p&gt;If the dealer&apos;s partner orders up the upcard in the first round,
that player must go alone (so the dealer sits out and the upcard stays on the kitty). It applies to the
first round only: in the second round the dealer&apos;s partner names a suit with or without a partner, like
anyone else.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Si le partenaire du donneur commande l&apos;atout au premier tour, il doit faire cavalier seul (le
donneur ne joue donc pas et la carte retournée reste sur le talon). Cela ne vaut qu&apos;au premier tour&#xa0;: au
deuxième tour, le partenaire du donneur nomme une couleur avec ou sans partenaire, comme tout le
monde.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Standard game: off.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Jeu standard&#xa0;: désactivé.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Going alone after trump is made</source>
        <translation>Cavalier seul une fois l&apos;atout fait</translation>
    </message>
    <message>
        <source>&lt;p&gt;Nobody goes alone with the bid. Once trump is made, and after the
dealer has picked up and discarded, each player who may go alone says so or passes, one at a time,
starting on the dealer&apos;s left and ending with the dealer: the maker, and each of the two defenders. The
maker&apos;s partner is never asked. The first lead waits until everyone has spoken.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Personne ne fait cavalier seul en annonçant. Une fois l&apos;atout fait, et après que le donneur a
ramassé et écarté, chaque joueur qui peut faire cavalier seul le déclare ou passe, un à la fois, en
commençant à la gauche du donneur et en finissant par le donneur&#xa0;: le preneur, et chacun des deux
défenseurs. Le partenaire du preneur n&apos;est jamais consulté. La première entame attend que tout le monde
ait parlé.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;ul&gt;
&lt;li&gt;A maker who goes alone plays against both defenders; the partner lays the hand face down and sits
out. If that partner is the dealer, the upcard already picked up goes out of play with the dealer&apos;s
hand.&lt;/li&gt;
&lt;li&gt;A defender who goes alone plays against both makers, and the other defender sits out (and is not
asked).&lt;/li&gt;
&lt;li&gt;Both sides may go alone: then the two partners sit out, the maker and the lone defender play ten
cards between them, and the lone defender leads.&lt;/li&gt;
&lt;/ul&gt;</source>
        <translation>&lt;ul&gt;
&lt;li&gt;Un preneur qui fait cavalier seul joue contre les deux défenseurs; son partenaire pose sa main face
cachée et ne joue pas. Si ce partenaire est le donneur, la carte retournée déjà ramassée sort du jeu avec
la main du donneur.&lt;/li&gt;
&lt;li&gt;Un défenseur qui fait cavalier seul joue contre les deux preneurs, et l&apos;autre défenseur ne joue pas (et
n&apos;est pas consulté).&lt;/li&gt;
&lt;li&gt;Les deux équipes peuvent faire cavalier seul&#xa0;: les deux partenaires ne jouent pas alors, le preneur et
le défenseur seul jouent dix cartes à eux deux, et c&apos;est le défenseur seul qui entame.&lt;/li&gt;
&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Scoring is as for any loner: a lone maker&apos;s march scores 4, a lone
defender&apos;s euchre 4. This option replaces the Canadian loner and defending alone (a defender may already
go alone), so those must be off; &lt;a href=&quot;#no-loner-after-passing&quot;&gt;no loner after passing&lt;/a&gt; applies to
it.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Le pointage est celui de tout cavalier seul&#xa0;: la vole d&apos;un preneur seul vaut 4, l&apos;euchre d&apos;un
défenseur seul vaut 4. Cette option remplace le cavalier seul canadien et la défense en solitaire (un
défenseur peut déjà faire cavalier seul); ces options doivent donc être désactivées. &lt;a
href=&quot;#no-loner-after-passing&quot;&gt;Pas de cavalier seul après avoir passé&lt;/a&gt; s&apos;y applique.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Standard game: off (the maker goes alone with the bid).&lt;/p&gt;</source>
        <translation>&lt;p&gt;Jeu standard&#xa0;: désactivé (le preneur fait cavalier seul en annonçant).&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Defending alone</source>
        <translation>Défendre seul</translation>
    </message>
    <message>
        <source>&lt;p&gt;Once trump is made (and the dealer has discarded), each defender in
turn, starting on the dealer&apos;s left and ending with the dealer, may declare a &lt;i&gt;lone defence&lt;/i&gt;. The
first to do so plays without a partner, who sits out. A lone defender who euchres the makers scores 4
instead of 2; if the makers take three tricks or more they score as usual. When a lone maker meets a
lone defender, the lone defender leads the first trick.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Une fois l&apos;atout fait (et l&apos;écart du donneur fait), chaque défenseur à son tour, en commençant à
la gauche du donneur et en finissant par le donneur, peut déclarer une &lt;i&gt;défense en solitaire&lt;/i&gt;. Le
premier à le faire joue sans son partenaire, qui ne joue pas cette main. Un défenseur seul qui euchre les
preneurs marque 4 points au lieu de 2; si les preneurs font trois levées ou plus, ils marquent comme
d&apos;habitude. Quand un preneur seul affronte un défenseur seul, c&apos;est le défenseur seul qui entame la
première levée.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;ul&gt;
&lt;li&gt;&lt;b&gt;Off&lt;/b&gt;: only the maker may go alone (the standard game).&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Always&lt;/b&gt;: a defender may defend alone against any maker.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Against a loner&lt;/b&gt;: only when the maker has gone alone.&lt;/li&gt;
&lt;/ul&gt;</source>
        <translation>&lt;ul&gt;
&lt;li&gt;&lt;b&gt;Désactivé&lt;/b&gt;&#xa0;: seul le preneur peut faire cavalier seul (le jeu standard).&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Toujours&lt;/b&gt;&#xa0;: un défenseur peut défendre seul contre n&apos;importe quel preneur.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Contre un cavalier seul&lt;/b&gt;&#xa0;: seulement quand le preneur fait cavalier seul.&lt;/li&gt;
&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>No loner after passing</source>
        <translation>Pas de cavalier seul après avoir passé</translation>
    </message>
    <message>
        <source>&lt;p&gt;A defender who passed in the round in which trump was made may not
then defend alone. This closes a trap: passing a strong hand in the hope that an opponent names trump,
then defending alone for 4 points. It restricts only going alone after the bid, so it needs &lt;a
href=&quot;#defend-alone&quot;&gt;defending alone&lt;/a&gt; or &lt;a href=&quot;#alone-after-trump&quot;&gt;going alone after trump is
made&lt;/a&gt; to be on; the maker named trump in that round and is never affected.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Un défenseur qui a passé au tour où l&apos;atout a été fait ne peut pas ensuite défendre seul. Cela
ferme un piège&#xa0;: passer avec une main forte dans l&apos;espoir qu&apos;un adversaire nomme l&apos;atout, puis défendre
seul pour 4 points. Cette option ne limite que le cavalier seul décidé après l&apos;annonce; elle suppose donc
que &lt;a href=&quot;#defend-alone&quot;&gt;défendre seul&lt;/a&gt; ou le &lt;a href=&quot;#alone-after-trump&quot;&gt;cavalier seul une fois
l&apos;atout fait&lt;/a&gt; soit activé. Le preneur a nommé l&apos;atout à ce tour-là et n&apos;est jamais touché.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Who leads against a loner</source>
        <translation>Qui entame contre un cavalier seul</translation>
    </message>
    <message>
        <source>&lt;p&gt;When a player goes alone, the first lead can come from two
places:&lt;/p&gt;</source>
        <translation>&lt;p&gt;Quand un joueur fait cavalier seul, la première entame peut venir de deux endroits&#xa0;:&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;ul&gt;
&lt;li&gt;&lt;b&gt;Left of the dealer&lt;/b&gt; (the standard game): the player on the dealer&apos;s left leads, or, if that
player is sitting out, the next player on the left who is in the hand.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Left of the loner&lt;/b&gt;: the player on the loner&apos;s left leads.&lt;/li&gt;
&lt;/ul&gt;</source>
        <translation>&lt;ul&gt;
&lt;li&gt;&lt;b&gt;À gauche du donneur&lt;/b&gt; (le jeu standard)&#xa0;: le joueur à la gauche du donneur entame ou, s&apos;il ne joue
pas cette main, le joueur suivant à gauche qui est dans la main.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;À gauche du cavalier seul&lt;/b&gt;&#xa0;: le joueur à la gauche du cavalier seul entame.&lt;/li&gt;
&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Either way, when both a maker and a defender are alone, the lone
defender leads.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Dans les deux cas, quand un preneur et un défenseur sont tous deux seuls, c&apos;est le défenseur seul
qui entame.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>The dealer&apos;s discard</source>
        <translation>L&apos;écart du donneur</translation>
    </message>
    <message>
        <source>&lt;p&gt;After picking up, the dealer holds six cards and discards one face
down. When this option is on, the dealer may discard any of the six, the upcard itself included. Off:
the dealer must keep the upcard and discard one of the other five.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Après avoir ramassé, le donneur a six cartes et en écarte une face cachée. Quand cette option est
activée, le donneur peut écarter n&apos;importe laquelle des six, y compris la carte retournée elle-même.
Désactivée&#xa0;: le donneur doit garder la carte retournée et écarter l&apos;une des cinq autres.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Standard game: on (any card).&lt;/p&gt;</source>
        <translation>&lt;p&gt;Jeu standard&#xa0;: activé (n&apos;importe quelle carte).&lt;/p&gt;</translation>
    </message>
    <message>
        <source>The Benny</source>
        <translation>Le Benny</translation>
    </message>
    <message>
        <source>&lt;p&gt;A 25th card, the joker, called the &lt;i&gt;Benny&lt;/i&gt; (or best bower), is
added to the deck. It is always a trump, whatever suit is trump, and it ranks above the right bower: it
is the highest card in the game. With 25 cards the kitty holds five, and the top one is turned up as
usual.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Une 25e carte, le joker, appelée le &lt;i&gt;Benny&lt;/i&gt; (ou «&#xa0;best bower&#xa0;», le meilleur valet), est
ajoutée au paquet. C&apos;est toujours un atout, quelle que soit la couleur d&apos;atout, et il est plus fort que le
valet droit&#xa0;: c&apos;est la plus haute carte du jeu. Avec 25 cartes, le talon en compte cinq, et celle du dessus
est retournée comme d&apos;habitude.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;If the Benny itself is turned up, there is no first round: the
dealer names any of the four suits as trump (and may go alone in doing so), becomes the maker, and takes
the Benny into hand with a discard.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Si c&apos;est le Benny lui-même qui est retourné, il n&apos;y a pas de premier tour&#xa0;: le donneur nomme
l&apos;atout parmi les quatre couleurs (et peut alors faire cavalier seul), devient le preneur, et prend le Benny
dans sa main en écartant une carte.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;The Benny belongs to the British game, often played to 11. Standard
game: off.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Le Benny appartient au jeu britannique, souvent joué en 11 points. Jeu standard&#xa0;:
désactivé.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>The Benny&apos;s card</source>
        <translation>La carte du Benny</translation>
    </message>
    <message>
        <source>&lt;p&gt;Some tables have no joker in the pack, so the two of spades is
added in its place. It is the Benny in every way: always a trump, above the right bower, and if it is
turned up the dealer names trump. On the table it looks like the two of spades, and the deal details
name it 2{spades}.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Certaines tables n&apos;ont pas de joker dans leur paquet; on ajoute alors le deux de pique à sa place.
C&apos;est le Benny à tous égards&#xa0;: toujours atout, plus fort que le valet droit, et s&apos;il est retourné, le donneur
nomme l&apos;atout. Sur la table, il a l&apos;air du deux de pique, et les détails de la donne le nomment
2{spades}.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;This only applies when the &lt;a href=&quot;#benny&quot;&gt;Benny&lt;/a&gt; is in play.
Standard game: the joker.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Ne s&apos;applique que lorsque le &lt;a href=&quot;#benny&quot;&gt;Benny&lt;/a&gt; est en jeu. Jeu standard&#xa0;: le
joker.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Farmer&apos;s hand</source>
        <translation>Main de fermier</translation>
    </message>
    <message>
        <source>&lt;p&gt;A &lt;i&gt;farmer&apos;s hand&lt;/i&gt; is five cards that are all nines and tens.
Before the bidding, players holding one are asked in turn from the dealer&apos;s left; the first to claim it
uses it:&lt;/p&gt;</source>
        <translation>&lt;p&gt;Une &lt;i&gt;main de fermier&lt;/i&gt;, ce sont cinq cartes qui sont toutes des neuf et des dix. Avant les
annonces, les joueurs qui en ont une sont consultés à tour de rôle à partir de la gauche du donneur; le
premier à la réclamer s&apos;en sert&#xa0;:&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;ul&gt;
&lt;li&gt;&lt;b&gt;Off&lt;/b&gt;: play the hand as dealt (the standard game).&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Redeal&lt;/b&gt;: the holder shows the hand, it is thrown in with no score, and the same dealer deals
again.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Exchange&lt;/b&gt;: the holder takes the three face-down cards of the kitty (not the upcard) and then
returns any three of the eight face down. Then the bidding starts as usual.&lt;/li&gt;
&lt;/ul&gt;</source>
        <translation>&lt;ul&gt;
&lt;li&gt;&lt;b&gt;Désactivé&lt;/b&gt;&#xa0;: la main se joue telle que distribuée (le jeu standard).&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Redistribuer&lt;/b&gt;&#xa0;: le joueur montre sa main, elle est jetée sans aucun point, et le même donneur
redistribue.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Échanger&lt;/b&gt;&#xa0;: le joueur prend les trois cartes face cachée du talon (pas la carte retournée), puis
en remet trois au choix parmi les huit, face cachée. Ensuite, les annonces commencent comme
d&apos;habitude.&lt;/li&gt;
&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>Partner&apos;s best</source>
        <translation>Meilleure carte du partenaire</translation>
    </message>
    <message>
        <source>&lt;p&gt;Before sitting out, the partner of a lone maker passes the loner
one card of the partner&apos;s choice, face down; the loner then discards one card face down, and plays with
five as usual. This happens after the dealer has picked up and discarded. Some tables call it
railroading.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Avant de se retirer de la main, le partenaire d&apos;un preneur seul lui passe une carte de son choix,
face cachée; le cavalier seul écarte ensuite une carte face cachée et joue avec cinq cartes comme
d&apos;habitude. Cela se passe après que le donneur a ramassé et écarté. Certaines tables appellent cela le
«&#xa0;railroading&#xa0;».&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Reneging</source>
        <translation>La renonce</translation>
    </message>
    <message>
        <source>&lt;p&gt;To &lt;i&gt;renege&lt;/i&gt; is to fail to follow suit while holding a card of
the suit led. In the standard game the table simply refuses such a card. The other settings allow it, as
at a real table, and punish it when it comes to light.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;i&gt;Faire une renonce&lt;/i&gt;, c&apos;est ne pas fournir alors qu&apos;on a une carte de la couleur demandée.
Dans le jeu standard, la table refuse simplement une telle carte. Les autres réglages la permettent, comme
à une vraie table, et la punissent quand elle est découverte.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;A renege is detected the moment the offender later plays a card of
the suit they failed to follow, or when the hands are shown at the end of the hand, whichever comes
first.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Une renonce est découverte dès que le fautif joue plus tard une carte de la couleur qu&apos;il n&apos;a pas
fournie, ou quand les mains sont montrées à la fin de la main, selon ce qui arrive en premier.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;ul&gt;
&lt;li&gt;&lt;b&gt;Prevented&lt;/b&gt; (the standard game): a card that does not follow suit when it could is
refused.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Two points to the innocent side&lt;/b&gt;: the hand stops at the end of the trick in which the renege
is detected, and the other side (in cutthroat, each other player) scores 2.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Two points off the offenders&lt;/b&gt;: the hand stops in the same way, and the offending side loses 2
points instead; a score can go below zero.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;No score&lt;/b&gt;: the hand is played out and scored as usual, except that the offending side scores
nothing for it.&lt;/li&gt;
&lt;/ul&gt;</source>
        <translation>&lt;ul&gt;
&lt;li&gt;&lt;b&gt;Empêchée&lt;/b&gt; (le jeu standard)&#xa0;: une carte qui ne fournit pas alors qu&apos;elle le pourrait est
refusée.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Deux points aux innocents&lt;/b&gt;&#xa0;: la main s&apos;arrête à la fin de la levée où la renonce est découverte,
et l&apos;autre équipe (en chacun pour soi, chacun des autres joueurs) marque 2 points.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Deux points de moins pour les fautifs&lt;/b&gt;&#xa0;: la main s&apos;arrête de la même façon, et l&apos;équipe fautive
perd plutôt 2 points; un pointage peut descendre sous zéro.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Aucun point&lt;/b&gt;&#xa0;: la main est jouée jusqu&apos;au bout et comptée comme d&apos;habitude, sauf que l&apos;équipe
fautive n&apos;y marque rien.&lt;/li&gt;
&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>Defenders&apos; march of four</source>
        <translation>La vole de la défense à quatre points</translation>
    </message>
    <message>
        <source>&lt;p&gt;Defenders who take all five tricks (neither of them alone) score 4
for their euchre instead of 2.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Les défenseurs qui font les cinq levées (sans qu&apos;aucun d&apos;eux soit seul) marquent 4 points pour
leur euchre au lieu de 2.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Cutthroat (three players)</source>
        <translation>Chacun pour soi (trois joueurs)</translation>
    </message>
    <message>
        <source>&lt;p&gt;Three players, each playing for themselves, with the same deck and
five cards each. Fifteen cards are dealt and the kitty holds the other nine, its top card turned up. The
bidding is the same, but whoever makes trump always plays alone against the other two, who work together
for that hand only.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Trois joueurs, chacun pour soi, avec le même paquet et cinq cartes chacun. Quinze cartes sont
distribuées et le talon garde les neuf autres, la carte du dessus retournée. Les annonces sont les mêmes,
mais celui qui fait l&apos;atout joue toujours seul contre les deux autres, qui s&apos;allient pour cette main
seulement.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;ul&gt;
&lt;li&gt;The maker takes 3 or 4 tricks: 1 point.&lt;/li&gt;
&lt;li&gt;The maker takes all 5: 3 points (or 2, as some groups pay).&lt;/li&gt;
&lt;li&gt;The maker is euchred: each of the other two players scores 2.&lt;/li&gt;
&lt;/ul&gt;</source>
        <translation>&lt;ul&gt;
&lt;li&gt;Le preneur fait 3 ou 4 levées&#xa0;: 1 point.&lt;/li&gt;
&lt;li&gt;Le preneur fait les 5&#xa0;: 3 points (ou 2, selon les groupes).&lt;/li&gt;
&lt;li&gt;Le preneur est euchré&#xa0;: chacun des deux autres joueurs marque 2 points.&lt;/li&gt;
&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;With no partners, the Canadian loner, defending alone, partner&apos;s
best and the defenders&apos; march do not apply. The match is won by a single player at or past the target;
if two players share the lead, play goes on.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Sans partenaires, le cavalier seul canadien, la défense en solitaire, la meilleure carte du
partenaire et la vole de la défense ne s&apos;appliquent pas. La partie est gagnée par un seul joueur qui
atteint ou dépasse l&apos;objectif; si deux joueurs sont à égalité en tête, le jeu continue.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>The length of a match</source>
        <translation>La durée d&apos;une partie</translation>
    </message>
    <message>
        <source>&lt;p&gt;A match is played to a target of 10 points (the standard game), 5
(the short game) or 11 (common with the Benny). The side that reaches it at the end of a hand wins.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Une partie se joue jusqu&apos;à un objectif de 10 points (le jeu standard), de 5 (la partie courte) ou
de 11 (courant avec le Benny). L&apos;équipe qui l&apos;atteint à la fin d&apos;une main gagne.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Some leagues play a fixed number of hands instead, and the higher
total wins. Hands thrown in, and farmer&apos;s hands redealt, do not count towards the number. If the totals
are equal after the last hand, one more hand is played, and another, until one side is ahead.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Certaines ligues jouent plutôt un nombre fixe de mains, et le total le plus élevé l&apos;emporte. Les
mains jetées et les mains de fermier redistribuées ne comptent pas dans ce nombre. Si les totaux sont égaux
après la dernière main, on joue une main de plus, puis une autre, jusqu&apos;à ce qu&apos;une équipe soit en
avance.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>The first dealer</source>
        <translation>Le premier donneur</translation>
    </message>
    <message>
        <source>&lt;p&gt;The first dealer of a match is drawn at random (the standard game),
or chosen by the &lt;i&gt;first black jack&lt;/i&gt;: cards are dealt face up one at a time around the table,
starting with you, and whoever receives the first black jack (J♣ or J♠) deals first.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Le premier donneur d&apos;une partie est tiré au hasard (le jeu standard), ou désigné par le
&lt;i&gt;premier valet noir&lt;/i&gt;&#xa0;: on distribue des cartes face visible, une à la fois, autour de la table, en
commençant par vous, et celui qui reçoit le premier valet noir (J♣ ou J♠) donne le premier.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>How to play Euchre</source>
        <translation>Comment jouer à l&apos;euchre</translation>
    </message>
    <message>
        <source>Bid Euchre</source>
        <translation>Euchre aux enchères</translation>
    </message>
    <message>
        <source>{game}: {sections}</source>
        <translation>{game}&#xa0;: {sections}</translation>
    </message>
    <message>
        <source>Rule options</source>
        <translation>Options de règles</translation>
    </message>
    <message>
        <source>&lt;p&gt;Tables disagree about the details, so the settings hold an option for each. Here they are, each with what the standard game does.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Les tables ne s&apos;entendent pas sur les détails; les paramètres ont donc une option pour chacun. Les voici, chacune avec ce que fait le jeu standard.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Tables disagree about the details, so the settings hold an option for each. Each section below also says how it is set for this match.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Les tables ne s&apos;entendent pas sur les détails; les paramètres ont donc une option pour chacun. Chaque section ci-dessous dit aussi comment elle est réglée pour cette partie.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Aide</translation>
    </message>
    <message>
        <source>At this table: {setting}.</source>
        <translation>À cette table&#xa0;: {setting}.</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>Rules and help</source>
        <translation>Règles et aide</translation>
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
        <source>{suit} is trump, named by you, alone.</source>
        <translation>L&apos;atout est {suit}, nommé par vous, qui faites cavalier seul.</translation>
    </message>
    <message>
        <source>{suit} is trump, named by you.</source>
        <translation>L&apos;atout est {suit}, nommé par vous.</translation>
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
    <message>
        <source>the</source>
        <comment>the articles that may stand before a card written as J♥, separated by |</comment>
        <translation>le|la</translation>
    </message>
</context>
<context>
    <name>SpreadsheetScreen</name>
    <message>
        <source>Operating budget FY25</source>
        <translation>Budget de fonctionnement EF25</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Fichier</translation>
    </message>
    <message>
        <source>Edit</source>
        <translation>Édition</translation>
    </message>
    <message>
        <source>View</source>
        <translation>Affichage</translation>
    </message>
    <message>
        <source>Insert</source>
        <translation>Insertion</translation>
    </message>
    <message>
        <source>Format</source>
        <translation>Format</translation>
    </message>
    <message>
        <source>Data</source>
        <translation>Données</translation>
    </message>
    <message>
        <source>Tools</source>
        <translation>Outils</translation>
    </message>
    <message>
        <source>Extensions</source>
        <translation>Extensions</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Aide</translation>
    </message>
    <message>
        <source>Last edit was 4 minutes ago</source>
        <translation>Dernière modification il y a 4 minutes</translation>
    </message>
    <message>
        <source>Share</source>
        <translation>Partager</translation>
    </message>
    <message>
        <source>{percent}%</source>
        <translation>{percent} %</translation>
    </message>
    <message>
        <source>$</source>
        <comment>the currency format button</comment>
        <translation>$</translation>
    </message>
    <message>
        <source>.0</source>
        <comment>fewer decimals</comment>
        <translation>,0</translation>
    </message>
    <message>
        <source>.00</source>
        <comment>more decimals</comment>
        <translation>,00</translation>
    </message>
    <message>
        <source>Default</source>
        <translation>Par défaut</translation>
    </message>
    <message>
        <source>B</source>
        <comment>the Bold button</comment>
        <translation>G</translation>
    </message>
    <message>
        <source>=SUM({cells})</source>
        <translation>=SOMME({cells})</translation>
    </message>
    <message>
        <source>Operating budget – Operations division, FY25</source>
        <translation>Budget de fonctionnement – Division des opérations, EF25</translation>
    </message>
    <message>
        <source>All figures in USD · Prepared by Finance Operations</source>
        <translation>Tous les montants en dollars américains · Préparé par les Opérations financières</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Sommaire</translation>
    </message>
    <message>
        <source>Operations</source>
        <translation>Opérations</translation>
    </message>
    <message>
        <source>Headcount</source>
        <translation>Effectifs</translation>
    </message>
    <message>
        <source>Assumptions</source>
        <translation>Hypothèses</translation>
    </message>
    <message>
        <source>Sum: {amount}</source>
        <translation>Somme&#xa0;: {amount}</translation>
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
        <source>{name}: {bid}.</source>
        <translation>{name}&#xa0;: {bid}.</translation>
    </message>
    <message>
        <source>You play the {card}.</source>
        <translation>Vous jouez le {card}.</translation>
    </message>
    <message>
        <source>{name} plays the {card}.</source>
        <translation>{name} joue le {card}.</translation>
    </message>
    <message>
        <source>You discard the {card} face down.</source>
        <translation>Vous écartez le {card} face cachée.</translation>
    </message>
    <message>
        <source>{name} discards a card face down.</source>
        <translation>{name} écarte une carte face cachée.</translation>
    </message>
    <message>
        <source>You give {receiver} the {card}.</source>
        <translation>Vous donnez le {card} à {receiver}.</translation>
    </message>
    <message>
        <source>{name} gives you the {card}.</source>
        <translation>{name} vous donne le {card}.</translation>
    </message>
    <message>
        <source>{name} gives {receiver} a card.</source>
        <translation>{name} donne une carte à {receiver}.</translation>
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
        <source>{action}. {reason}</source>
        <translation>{action}. {reason}</translation>
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
        <source>Named by you, alone</source>
        <translation>Nommé par vous, seul</translation>
    </message>
    <message>
        <source>Named by you</source>
        <translation>Nommé par vous</translation>
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
    <name>Walkthrough</name>
    <message>
        <source>You deal.</source>
        <translation>Vous donnez.</translation>
    </message>
    <message>
        <source>{player} deals.</source>
        <translation>{player} donne.</translation>
    </message>
    <message>
        <source>The hand is over.</source>
        <translation>La main est terminée.</translation>
    </message>
    <message>
        <source>{player}: {action}.</source>
        <translation>{player}&#xa0;: {action}.</translation>
    </message>
</context>
<context>
    <name>WalkthroughBar</name>
    <message>
        <source>Back</source>
        <translation>Précédent</translation>
    </message>
    <message>
        <source>The step before (Left)</source>
        <translation>L&apos;étape précédente (Gauche)</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Suivant</translation>
    </message>
    <message>
        <source>The next bid or card (Right or Enter)</source>
        <translation>L&apos;annonce ou la carte suivante (Droite ou Entrée)</translation>
    </message>
    <message>
        <source>Back to my match</source>
        <translation>Retour à ma partie</translation>
    </message>
    <message>
        <source>Your match, just as you left it (Esc)</source>
        <translation>Votre partie, telle que vous l&apos;avez laissée (Échap)</translation>
    </message>
    <message>
        <source>{title} · step {step} of {steps}</source>
        <translation>{title} · étape {step} sur {steps}</translation>
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
