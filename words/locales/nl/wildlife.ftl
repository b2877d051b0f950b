# WildLife: alle woorden van het spel (zie en/wildlife.ftl voor de codes die de namen kiezen).

## Namen

wl-terrain = { $terrain ->
    [Forest] Bos
    [Desert] Woestijn
    [Savanna] Savanne
    [Steppe] Steppe
    [Mountains] Gebergte
    [Water] Water
   *[other] { $terrain }
}
wl-terrain-in = { $terrain ->
    [Forest] in het bos
    [Desert] in de woestijn
    [Savanna] in de savanne
    [Steppe] in de steppe
    [Mountains] in het gebergte
    [Water] in het water
   *[other] in { $terrain }
}
wl-area = { $area ->
    [F] Groot Bos
    [f] Klein Bos
    [D] Grote Woestijn
    [d] Kleine Woestijn
    [S] Grote Savanne
    [s] Kleine Savanne
    [T] Grote Steppe
    [t] Kleine Steppe
    [M] Groot Gebergte
    [m] Klein Gebergte
    [W] Groot Water
    [w] Klein Water
   *[other] { $area }
}
wl-organism = { $organism ->
    [Crocodile] Krokodil
    [Snake] Slang
    [Eagle] Adelaar
    [Bear] Beer
    [Mammoth] Mammoet
    [Man] Mens
   *[other] { $organism }
}
wl-the-organism = { $organism ->
    [Crocodile] de Krokodil
    [Snake] de Slang
    [Eagle] de Adelaar
    [Bear] de Beer
    [Mammoth] de Mammoet
    [Man] de Mens
   *[other] { $organism }
}
# de letter op de fiches (H voor de Mens: homo)
wl-organism-letter = { $organism ->
    [Crocodile] K
    [Snake] S
    [Eagle] A
    [Bear] B
    [Mammoth] M
    [Man] H
   *[other] ?
}
wl-organism-colour = { $organism ->
    [Crocodile] blauw
    [Snake] geel
    [Eagle] bruin
    [Bear] zwart
    [Mammoth] lichtgroen
    [Man] oranje
   *[other] ?
}
wl-level = { $level ->
    [none] geen actie
    [migrate] migreren
    [expand] uitbreiden
    [attack] aanvallen
   *[other] { $level }
}
wl-level-letter = { $level ->
    [none] –
    [migrate] m
    [expand] U
    [attack] A
   *[other] ?
}
wl-adapt-step = { $level ->
    [none] geen actie → migreren
    [migrate] migreren → uitbreiden
    [expand] uitbreiden → aanvallen
   *[other] { $level }
}
wl-ability = { $ability ->
    [food] Voedsel
    [intelligence] Intelligentie
    [mobility] Mobiliteit
    [defense] Verdediging
    [aggression] Agressie
   *[other] { $ability }
}
# an ability's name where a table row has little room (the full name is wl-ability)
wl-ability-short = { $ability ->
    [food] Voedsel
    [intelligence] Intell.
    [mobility] Mobil.
    [defense] Verded.
    [aggression] Agressie
   *[other] { $ability }
}
wl-ability-text = { $ability ->
    [food] In elk van je beurten ga je twee vakken vooruit op het successpoor.
    [intelligence] Speel in je beurt één Wildlife-kaart extra.
    [mobility] Verplaats een van je fiches naar een vak waar je kunt migreren; een fiche van een tegenstander daar ruilt ermee van plaats.
    [defense] Eén keer in elke beurt van een tegenstander blokkeer je een aanval, Agressie of plaatsruil met Mobiliteit tegen je fiche; de aanvaller verliest die actie.
    [aggression] Zet een fiche uit je voorraad op een vak van een gebied waar je kunt aanvallen; een fiche van een tegenstander daar wordt verwijderd, ook als het gebied niet vol is.
   *[other] { $ability }
}
wl-card = { $card ->
    [forest] Bos
    [desert] Woestijn
    [savanna] Savanne
    [steppe] Steppe
    [mountains] Gebergte
    [water] Water
    [adaptation] Aanpassing
    [ability] Vaardigheid
    [joker] Joker
    [food_source] Voedselbron
    [epidemic] Epidemie
    [famine] Hongersnood
   *[other] { $card }
}
wl-the-card = { $card ->
    [forest] de boskaart
    [desert] de woestijnkaart
    [savanna] de savannekaart
    [steppe] de steppekaart
    [mountains] de gebergtekaart
    [water] de waterkaart
    [adaptation] de aanpassingskaart
    [ability] de vaardigheidskaart
    [joker] de joker
    [food_source] de kaart Voedselbron
    [epidemic] de kaart Epidemie
    [famine] de kaart Hongersnood
   *[other] { $card }
}
wl-as-card = { $card ->
    [forest] als boskaart
    [desert] als woestijnkaart
    [savanna] als savannekaart
    [steppe] als steppekaart
    [mountains] als gebergtekaart
    [water] als waterkaart
    [adaptation] als aanpassingskaart
    [ability] als vaardigheidskaart
   *[other] als { $card }
}
wl-card-text = { $card ->
    [adaptation] Verhoog je aanpassing aan één terrein met één niveau.
    [ability] Neem een vaardigheidskaart, uit de voorraad of van de koploper die haar heeft.
    [joker] Speel hem als een terreinkaart naar keuze, als aanpassingskaart of als vaardigheidskaart.
    [food_source] Je krijgt 7 voedsel; de speler(s) op de laatste plaats krijgen 3. Sta je zelf laatst, dan krijg je 10. (2 spelers: je krijgt 7.)
    [epidemic] Elke tegenstander, te beginnen links van je, haalt een van zijn eigen fiches van het bord.
    [famine] Elke tegenstander levert 5 voedsel in; elk voedsel dat ontbreekt kost één succespunt.
   *[other] Migreer, breid uit of val aan in dit terrein, voor zover je aanpassing het toelaat.
}
# wat een kaart doet, kort, zoals de kaart op de handafbeelding het zegt (de hele regeltekst
# staat in de alt-tekst van de hand)
wl-card-short = { $card ->
    [adaptation] Eén terrein: aanpassing +1 niveau
    [ability] Neem een vaardigheidskaart
    [joker] Elke terrein-, aanpassings- of vaardigheidskaart
    [food_source] Jij: +7 voedsel (+10 als laatste); laatste: +3
    [epidemic] Elke tegenstander haalt een eigen fiche weg
    [famine] Elke tegenstander levert 5 voedsel in (1 punt per tekort)
   *[other] Migreer, breid uit of val aan in dit terrein
}
wl-strike = { $strike ->
    [attack] de aanval
    [aggression] de Agressie
    [mobility] de ruil met Mobiliteit
   *[other] { $strike }
}
wl-strike-a = { $strike ->
    [attack] een aanval
    [aggression] Agressie
    [mobility] een ruil met Mobiliteit
   *[other] { $strike }
}
wl-phase = { $phase ->
    [organisms] Veiling van de organismen
    [seeding] Uitzetten
    [play] Spel
    [over] Einde van het spel
   *[other] { $phase }
}

## Het spel in de lobby en de uitslag

opt-wildlife-unlimited_abilities = Onbeperkte vaardigheden
opt-wildlife-unlimited_abilities-help = Zoveel vaardigheden van één soort als je wilt; iedereen begint met één vaardigheidskaart en 9 gedeelde kaarten.
opt-wildlife-auction_expand = Uitbreiden na veiling
opt-wildlife-auction_expand-help = Met een geveilde terreinkaart mag de koper uitbreiden waar hij alleen kan migreren.
opt-wildlife-organism_auction = Veiling van de organismen
opt-wildlife-organism_auction-help = Iedereen begint met 12 voedsel en biedt op de organismekaarten; de speelvolgorde volgt de leeftijd van de organismen.
opt-wildlife-rotating_start = Wisselende startspeler
opt-wildlife-rotating_start-help = Elke ronde begint de speler die laatste staat op het successpoor.
wl-blurb = Laat je organisme evolueren, verspreid je over het eiland, veil acties en scoor met gebieden en kuddes.
wl-score-start = Start
wl-score-small = Kleine tellingen
wl-score-areas = Gebieden
wl-score-herds = Kuddes
wl-score-adaptations = Aanpassingen
wl-score-abilities = Vaardigheden
wl-score-food = Voedsel
wl-score-conversion = Voedsel omgezet
wl-score-food-ability = Vaardigheid Voedsel
wl-score-losses = Verliezen
wl-tiebreak = Bij gelijkspel wint wie het meeste voedsel heeft, daarna wie de grootste kudde heeft; anders delen de spelers de plaats.

## Keuzes en hun groepen

wl-group-play = Kaart spelen
wl-group-auction = Kaart veilen
wl-group-migrate = Vrije migratie
wl-group-ability = Vaardigheden
wl-group-food = Voedsel omzetten
wl-group-end = Beurt beëindigen
wl-group-bid = Bieden
wl-group-pass = Passen
wl-group-defense = Verdediging
wl-group-back = Terug
wl-group-joker = Joker
wl-group-action = Actie
wl-group-adapt = Aanpassing
wl-group-organism = Organismekaart
wl-act-play = Speel { wl-the-card }
wl-act-auction = Veil { wl-the-card }
wl-act-end = Beëindig je beurt
wl-act-convert = Zet { $food } voedsel om in { $points ->
    [one] 1 punt
   *[other] { $points } punten
}
wl-act-free-migration = Vrije migratie
wl-act-use-mobility = Gebruik Mobiliteit
wl-act-use-aggression = Gebruik Agressie
wl-act-from = Verplaats de fiche op { $space }
wl-act-to = Verplaats hem naar { $space }
wl-act-place = Zet een fiche op { $space }
wl-act-seed = Zet een fiche op { $space } ({ wl-area })
wl-act-remove = Verwijder je fiche op { $space }
wl-act-pass = Passen
wl-act-bid = Bied { $food } voedsel
wl-act-bid-short = Bied { $food } voedsel (voor het voedsel dat je mist betaal je { $points ->
    [one] 1 punt
   *[other] { $points } punten
})
wl-act-bid-organism = Bied { $food } voedsel voor de volgende organismekaart
wl-act-pick = Neem { wl-the-organism } ({ wl-organism-colour }, startvolgorde { $rank })
wl-act-block = Afweren: { wl-strike } van { $aggressor } op { $space }
wl-act-allow = Laat het gebeuren
wl-act-aggress = Fiche van { $owner } op { $space } door de jouwe vervangen
wl-act-cancel-aggression = Gebruik Agressie nu niet
wl-act-cancel-move = Verplaats nu niets
wl-act-swap = Ruil hem met de fiche van { $owner } op { $space }
wl-act-back = Terug
wl-act-joker-as = Gebruik de joker { wl-as-card }
wl-act-mode-migrate = Migreren: een fiche naar een vak { wl-terrain-in }
wl-act-mode-expand = Uitbreiden: zet een fiche { wl-terrain-in }
wl-act-mode-attack = Aanvallen: een fiche { wl-terrain-in }, in een vol gebied
wl-act-attack = Val de fiche van { $owner } op { $space } aan
wl-act-adapt = { wl-terrain }: { wl-adapt-step }
wl-act-take-supply = Neem { wl-ability } uit de voorraad
wl-act-take-from = Neem { wl-ability } van { $player }
wl-act-discard = Leg { wl-the-card } ongebruikt af
wl-act-cancel-card = Neem { wl-the-card } terug in je hand

## Wat er gebeurde

wl-clauses = { $first }; { $then }
wl-turn-of = { $player } is aan de beurt.
wl-food-ability = Vaardigheid Voedsel van { $player }: +{ $points ->
    [one] { $points } punt
   *[other] { $points } punten
}.
wl-new-food-ability = Nieuwe vaardigheid Voedsel van { $player }: deze beurt +{ $points ->
    [one] { $points } punt
   *[other] { $points } punten
}.
wl-plays = { $player } speelt { wl-the-card }.
wl-converts = { $player } zet { $food } voedsel om in { $points ->
    [one] 1 punt
   *[other] { $points } punten
}.
wl-ends-turn = { $player } beëindigt de beurt.
wl-game-over = Het spel is afgelopen. { $count ->
    [one] Winnaar
   *[other] Winnaars
}: { $winners }.
wl-gain = { $player } +{ $points }
wl-big-scoring = Grote telling { $number }: { $gains }.
wl-reshuffled = De aflegstapel wordt geschud tot een nieuwe trekstapel.
wl-you-drew = Je trok { $cards }.
wl-draws = { $player } trekt { $count ->
    [one] 1 kaart
   *[other] { $count } kaarten
}.
wl-last-tile = { $player } heeft de laatste fiche geplaatst: het spel eindigt na deze beurt.
wl-area-full = { wl-area } is vol: { $player } neemt gebiedsmarker { $marker } en krijgt { $points ->
    [one] { $points } punt
   *[other] { $points } punten
}.
wl-big-scoring-follows = Aan het einde van deze beurt volgt een grote telling.
wl-last-marker = De laatste gebiedsmarker is genomen: het spel eindigt na deze beurt.
wl-food-gets = { $player } krijgt { $food } voedsel
wl-food-gets-last = { $player } (laatste) krijgt { $food }
wl-food-source = Voedselbron: { $gains }.
wl-food-source-bank-empty = Voedselbron: { $gains } (de voedselvoorraad is op).
wl-famine-pays = { $player } betaalt { $food } voedsel
wl-famine-pays-loses = { $player } betaalt { $food } voedsel en verliest { $points ->
    [one] 1 punt
   *[other] { $points } punten
}
wl-famine = Hongersnood ({ $player }): { $payments }.
wl-epidemic = Epidemie ({ $player }): elke tegenstander verwijdert een van zijn fiches.
wl-epidemic-removes = Epidemie: { $player } verwijdert de eigen fiche op { $space }.
wl-auctions = { $player } veilt { wl-the-card }.
wl-passes = { $player } past.
wl-bids = { $player } biedt { $food } voedsel.
wl-nobody-buys = Niemand koopt { wl-the-card }; de kaart wordt afgelegd.
wl-buys = { $player } koopt { wl-the-card } voor { $food } voedsel.
wl-buys-stepping-back = { $player } koopt { wl-the-card } voor { $food } voedsel en gaat { $points ->
    [one] 1 vak
   *[other] { $points } vakken
} terug op het successpoor om te betalen.
wl-blocks = { $player } gebruikt Verdediging: { wl-strike } van { $aggressor } op { $space } is geblokkeerd en de actie is verloren.
wl-migrates-freely = { $player } migreert vrij van { $start } naar { $dest } ({ wl-area }).
wl-threat = { $player } richt { wl-strike-a } op de fiche van { $defender } op { $space }; { $defender } mag dat met Verdediging blokkeren.
wl-mobility-moves = { $player } gebruikt Mobiliteit: { $start } → { $dest } ({ wl-area }).
wl-mobility-swaps = { $player } gebruikt Mobiliteit en ruilt van plaats met { $victim }: { $start } ↔ { $dest }.
wl-attacks = { $player } valt de fiche van { $victim } op { $space } ({ wl-area }) aan; die verlaat het spel.
wl-aggression-removes = { $player } gebruikt Agressie tegen de fiche van { $victim } op { $space } ({ wl-area }); die verlaat het spel.
wl-aggression-places = { $player } gebruikt Agressie en zet een fiche op { $space } ({ wl-area }).
wl-takes-back = { $player } neemt { wl-the-card } terug.
wl-discards = { $player } legt { wl-the-card } ongebruikt af.
wl-joker-as = { $player } speelt de joker { wl-as-card }.
wl-migrates = { $player } migreert van { $start } naar { $dest } ({ wl-area }).
wl-expands = { $player } breidt uit naar { $space } ({ wl-area }).
wl-adapts = { $player } past zich aan het terrein { wl-terrain } aan: { wl-adapt-step }.
wl-takes-from-supply = { $player } neemt { wl-ability } uit de voorraad.
wl-takes-from = { $player } neemt { wl-ability } van { $source }.
wl-organism-auction-begins = De organismekaarten worden geveild; iedereen heeft { $food } voedsel.
wl-seeding-begins = { $player } ({ wl-organism }) heeft het oudste organisme en begint. Het uitzetten begint.
wl-seeds = { $player } zet een fiche uit op { $space } ({ wl-area }).
wl-seeding-over = Het uitzetten is klaar; het spel begint.
wl-wins-choice = { $player } wint de keuze voor { $food } voedsel.
wl-takes-organism = { $player } neemt { wl-the-organism }.

## Wie wat moet doen

wl-waiting-seed = Wachten tot { $player } een fiche uitzet.
wl-waiting-turn = Wachten tot { $player } de beurt speelt.
wl-waiting-bid = Wachten tot { $player } biedt op { wl-the-card } of past.
wl-waiting-defense = Wachten tot { $player } beslist of { wl-strike } van { $aggressor } op { $space } met Verdediging wordt geblokkeerd.
wl-waiting-epidemic = Wachten tot { $player } een eigen fiche verwijdert (Epidemie).
wl-waiting-card = Wachten tot { $player } { wl-the-card } gebruikt.
wl-waiting-free-migration = Wachten tot { $player } de vrije migratie maakt.
wl-waiting-ability = Wachten tot { $player } { wl-ability } gebruikt.
wl-waiting-organism-bid = Wachten tot { $player } biedt op een organismekaart of past.
wl-waiting-organism-pick = Wachten tot { $player } een organismekaart kiest.

## Hetzelfde, gezegd tegen wie aan zet is (de eigen handafbeelding en alt-tekst)
wl-you-seed = Je beurt: zet een fiche uit.
wl-you-turn = Je bent aan de beurt.
wl-you-bid = Je bod: bied op { wl-the-card } of pas.
wl-you-defense = Jouw keuze: { wl-strike } van { $aggressor } op { $space } met Verdediging blokkeren of niet?
wl-you-epidemic = Je zet: verwijder een van je fiches (Epidemie).
wl-you-card = Je zet: gebruik { wl-the-card }.
wl-you-free-migration = Je zet: maak de vrije migratie.
wl-you-ability = Je zet: gebruik { wl-ability }.
wl-you-organism-bid = Je zet: bied op een organismekaart of pas.
wl-you-organism-pick = Je zet: kies een organismekaart.

## Waarom een keuze niet kan ($offer: wat wel kan)

wl-not-your-move = Je bent niet aan zet. { $waiting }
wl-no-such-card = Die kaart heb je niet in je hand. { $offer }
wl-last-action-auction = Je laatste kaartactie van deze beurt moet een veiling zijn.
wl-card-actions-used = Je hebt { $limit ->
    [one] de ene kaartactie
   *[other] alle { $limit } kaartacties
} van deze beurt gebruikt.
wl-auction-before-end = Je moet minstens één kaart veilen voordat je je beurt beëindigt.
wl-convert-most = Drie voedsel is 1 punt: met { $food } voedsel kun je hoogstens { $points ->
    [one] 1 punt
   *[other] { $points } punten
} nemen.
wl-free-migration-used = Je hebt je vrije migratie deze beurt al gebruikt.
wl-none-can-migrate = Geen van je fiches kan nu migreren.
wl-no-usable-ability = Je hebt nu geen bruikbare vaardigheid { wl-ability }.
wl-decide-defense-first = Beslis eerst of je met Verdediging blokkeert: { wl-strike } van { $aggressor } op { $space }. { $offer }
wl-finish-free-first = Maak eerst de vrije migratie af (of breek haar af). { $offer }
wl-finish-mobility-first = Maak eerst het gebruik van Mobiliteit af (of breek het af). { $offer }
wl-finish-aggression-first = Maak eerst het gebruik van Agressie af (of breek het af). { $offer }
wl-only-own-turn = Alleen in je eigen beurt; gebruik eerst { wl-the-card }. { $offer }
wl-finish-card-first = Maak eerst het gebruik van { wl-the-card } af (of ga terug / breek af).
wl-cannot-attack-in = Je organisme kan { wl-terrain-in } niet aanvallen. { $offer }
wl-attack-needs = Voor een aanval { wl-terrain-in } is een vol gebied nodig met een fiche van een tegenstander erin, en een fiche in je voorraad. { $offer }
wl-cannot-migrate-in = Je kunt nu { wl-terrain-in } niet migreren. { $offer }
wl-cannot-expand-in = Je kunt nu { wl-terrain-in } niet uitbreiden. { $offer }
wl-not-a-choice-for-card = Dat is nu geen keuze voor { wl-the-card }. { $offer }
wl-bid-range-none = alleen passen: een hoger bod mag niet
wl-bid-range-one = { $food } voedsel bieden of passen
wl-bid-range = van { $low } tot { $high } voedsel bieden of passen
wl-not-a-bid = Dat bod kun je niet doen: je kunt { $range }.
wl-being-auctioned = De kaart { wl-card } wordt geveild: je kunt { $range }.
wl-you-can = Je kunt { $range }.
wl-epidemic-choose = Epidemie: kies een van je eigen fiches om te verwijderen. { $offer }
wl-seeding-rule = Je kunt alleen uitzetten op een leeg vak van een terrein waaraan je organisme is aangepast, in een gebied onder de limiet ({ $small } klein, { $large } groot). { $offer }
wl-choose-chart = Kies een van de organismekaarten die nog vrij zijn. { $offer }

## De afbeeldingen

wl-pic-title = WildLife · { wl-phase }
wl-pic-title-turn = WildLife · { wl-phase } · beurt { $turn }
wl-pic-piles = trekstapel { $deck } · aflegstapel { $discard }
wl-pic-small = Kleine telling
wl-pic-small-left = nog { $left } van { $total } markers
wl-pic-big = GROOT
wl-pic-big-note = GROOT: na de beurt waarin deze marker wordt genomen, volgt een grote telling
wl-pic-success = Successpoor
wl-pic-points = punten
wl-pic-points-of = { $count ->
    [one] punt
   *[other] punten
}
wl-pic-auction = Veiling: { $seller } verkoopt { wl-the-card }
wl-pic-high = hoogste bod { $food } voedsel van { $bidder }
wl-pic-no-bid = nog geen bod
wl-pic-bid-passed = { $player } gepast
wl-pic-bid-next = { $player } biedt nu
wl-pic-bid-high = { $player } { $food }
wl-pic-bid-in = { $player } doet mee
wl-pic-turn = beurt van { $player }
wl-pic-cards = kaarten { $played }/{ $limit }
wl-pic-auctions = veilingen { $count }
wl-pic-auctions-due = veilingen { $count } (er moet er nog een)
wl-pic-free-used = vrije migratie gebruikt
wl-pic-free-unused = vrije migratie ongebruikt
wl-pic-big-due = na deze beurt volgt een grote telling
wl-pic-end-due = het spel eindigt na deze beurt
wl-pic-last = Laatste actie: { $what }
wl-pic-placed = geplaatst op { $spaces }
wl-pic-removed = verwijderd van { $spaces }
wl-pic-organism = { wl-organism } ({ $letter }) · startvolgorde { $rank }
wl-pic-no-organism = nog geen organisme
wl-pic-to-act = ▶ aan zet
wl-pic-their-turn = beurt
wl-pic-stats = voedsel { $food } · fiches: { $supply } in voorraad, { $board } op het bord · { $cards ->
    [one] { $cards } kaart
   *[other] { $cards } kaarten
}
wl-pic-no-abilities = geen vaardigheden
wl-pic-ability-count-of = { $name } ×{ $count }
wl-pic-fresh = { $name } (nieuw)
wl-pic-key-food = voedsel
wl-pic-key-supply = fiches in voorraad
wl-pic-key-board = fiches op het bord
wl-pic-key-cards = kaarten in de hand
wl-pic-legend-adaptation = Aanpassing:
wl-pic-legend-order = startvolgorde 1 = het oudste organisme, dat begint
wl-pic-legend-last = laatste actie
wl-pic-hand-title = WildLife · hand van { $player }
wl-pic-hand-title-own = WildLife · je hand
wl-pic-hand-count = { $count ->
    [one] 1 kaart
   *[other] { $count } kaarten
}
wl-pic-your-cards = Je kaarten ({ $count })
wl-pic-no-cards = geen kaarten
wl-pic-played = kaarten gespeeld { $played }/{ $limit }
wl-pic-auction-still = veiling moet nog
wl-pic-auction-held = veiling gehouden
wl-pic-on-auction = in de veiling
wl-pic-high-short = hoogste bod { $food }
wl-pic-focus = De vakken van deze keuze
wl-pic-scoring-title = WildLife · grote telling { $number }
wl-pic-scoring-subtitle = gewonnen punten
wl-pic-total = Totaal
wl-pic-player = Speler
wl-pic-areas-head = Gebieden (punten per speler)
wl-pic-empty = leeg
wl-pic-pts = { $points ->
    [one] { $points } pt
   *[other] { $points } ptn
}
wl-pic-herds-head = Kuddes die scoorden
wl-pic-none = geen
wl-pic-herds-short-head = Kuddes die scoorden (fiches → punten)
wl-pic-herd-short = { $count ->
    [one] { $size } → { $points }
   *[other] { $count }× { $size } → { $points }
}
wl-pic-herds = { $count ->
    [one] 1 kudde van { $size ->
        [one] 1 fiche
       *[other] { $size } fiches
    }: { $points ->
        [one] 1 punt
       *[other] { $points } punten
    }
   *[other] { $count } kuddes van { $size ->
        [one] 1 fiche
       *[other] { $size } fiches
    }: elk { $points ->
        [one] 1 punt
       *[other] { $points } punten
    }
}

## Aan de Discord-tafel

wl-bot-cards-played = Kaarten gespeeld { $played }/{ $limit }
wl-bot-high-bid = Hoogste bod { $food } voedsel
wl-bot-no-bid = Nog geen bod
wl-bot-hand-counts = kaarten in de hand: { $counts }
wl-bot-on-auction = In de veiling: { $card }
wl-bot-own = Jij: { $points ->
    [one] { $points } punt
   *[other] { $points } punten
} · voedsel { $food } · fiches: { $supply } in voorraad, { $board } op het bord
wl-bot-chapter-seeding = Uitzetten van de startfiches
wl-bot-chapter-organisms = Veiling van de organismen
wl-bot-chapter-end = Het einde
wl-bot-chapter-turn = Beurt { $number }
wl-bot-chapter-turn-of = Beurt { $number } · { $player } ({ wl-organism })
wl-bot-picture-scoring = Grote telling { $number }
wl-bot-end-question = Je beurt beëindigen? Nog ongebruikt: { $unused }.
wl-bot-unused-cards = { $count ->
    [one] nog 1 kaart om te spelen
   *[other] nog { $count } kaarten om te spelen
}
wl-bot-pass-question = Passen op { wl-the-card }? Passen is definitief voor deze veiling, en een bod van { $bid } past binnen je { $food } voedsel.

## /game rules

wl-rules-overview = **WildLife** (2–6 spelers) — elke speler is een organisme (Krokodil, Slang, Adelaar, Beer, Mammoet, Mens) dat zijn fiches verspreidt over een eiland van gebieden in zes terreinen: Bos, Woestijn, Savanne, Steppe, Gebergte, Water. Je aanpassing aan een terrein bepaalt wat je daar mag: migreren < uitbreiden < aanvallen (elk niveau staat ook de lagere toe). Je begint met 8 voedsel en zet een paar fiches uit; daarna gaan de beurten met de klok mee, te beginnen bij het oudste organisme. Succespunten komen uit kleine tellingen (een gebied vullen) en grote tellingen; wie aan het einde de meeste punten heeft, wint.
wl-rules-turn = **Een beurt**: (vaardigheden Voedsel geven eerst hun +2 punten.) Speel tot 3 kaarten (+1 per Intelligentie); **minstens één** daarvan moet je veilen, en de veiling telt als een van de kaartacties. Je mag ook één vrije migratie maken, je Mobiliteit en Agressie gebruiken en voedsel omzetten in punten (3 voedsel = 1 punt). Je beurt beëindigen kan zodra er een veiling was (of je hand leeg is); daarna vul je je hand weer aan tot 10 kaarten. Een grote telling die tijdens de beurt wordt uitgelokt, volgt na de beurt.
wl-rules-cards = **Kaarten**: met een terreinkaart kun je in dat terrein migreren (een fiche naar een leeg vak naast je aaneengesloten fiches verplaatsen), uitbreiden (een fiche uit je voorraad op een willekeurig leeg vak zetten van een gebied met dat terrein) of aanvallen (een fiche van een tegenstander in een vol gebied vervangen), voor zover je aanpassing het toelaat. Een aanpassingskaart verhoogt één terrein met een niveau; een vaardigheidskaart levert een vaardigheid op; een joker werkt als elk van deze kaarten. Gebeurtenissen werken meteen: Voedselbron (voedsel voor jou en de laatsten), Hongersnood (tegenstanders leveren voedsel in), Epidemie (elke tegenstander verwijdert een fiche).
wl-rules-abilities = **Vaardigheden** (elk één keer per beurt te gebruiken): Voedsel +2 punten aan het begin van je beurt; Intelligentie één kaart extra per beurt; Mobiliteit verplaatst een fiche naar een vak waar je kunt migreren en ruilt daarbij met een fiche van een tegenstander daar; Agressie valt aan waar je kunt aanvallen, ook in een gebied dat niet vol is; Verdediging blokkeert in de beurt van een andere speler een aanval, Agressie of Mobiliteit tegen je fiche. Hoogstens twee van één soort; is de voorraad op, dan neem je er een van de koploper.
wl-rules-auction = **Veilingen**: de kaart gaat met de klok mee rond, te beginnen links van de verkoper; wie biedt, verhoogt (minstens 3 voedsel, boven het hoogste bod) of past, tot er één over is. De koper betaalt de verkoper en gebruikt de kaart meteen; biedt niemand, dan wordt ze afgelegd. Je mag tot 6 voedsel meer bieden dan je hebt: het tekort kost 1 succespunt per 3 voedsel. Met 2 spelers is elk bod precies 3. In je DM: minimumbod · +1 · +2 · +5 · bedrag… · passen.
wl-rules-scoring = **Kleine telling**: wordt het laatste vak van een gebied gevuld, dan krijgt de speler die aan de beurt is de punten van de volgende marker (3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5). De 4e, 8e en 11e marker leiden na de beurt tot een **grote telling**: elk gebied (alleen en vol 5, alleen 4, anders 3/2/1 naar aantal fiches), kuddes (grootste aaneengesloten groepen 10/7/5/3/1), dan aanpassingen, vaardigheden en voedsel (meeste 4, op één na meeste 2; je hebt er minstens één nodig). Gelijkstaande spelers krijgen de punten van de plaats eronder.
wl-rules-end = **Het einde**: de 11e kleine telling, of een speler die zijn laatste fiche plaatst (met 2 spelers alleen de laatste fiche), beëindigt het spel na die beurt met een laatste grote telling. De meeste punten winnen; bij gelijkspel het meeste voedsel, dan de grootste kudde, anders gedeeld.

## Tips (bot/core/hints.py): een puntencategorie zoals een leerling die leest, en wat een tip noemt
wl-score-start-hint = je startplaats op het successpoor
wl-score-small-hint = een kleine telling (wie een gebied vol maakt, krijgt de punten van de markering)
wl-score-areas-hint = de gebieden bij een grote telling (meeste fiches in een gebied: 3, dan 2 en 1; alleen: 4, of 5 als het vol is)
wl-score-herds-hint = de kuddes bij een grote telling (je grootste groep aangrenzende fiches)
wl-score-adaptations-hint = aanpassingen bij een grote telling (meeste aanpassingsniveaus: 4, tweede: 2)
wl-score-abilities-hint = vaardigheden bij een grote telling (meeste vaardigheidskaarten: 4, tweede: 2)
wl-score-food-hint = voedsel bij een grote telling (meeste voedsel: 4, tweede: 2)
wl-score-conversion-hint = voedsel omgezet in punten (3 voedsel voor 1 punt)
wl-score-food-ability-hint = de vaardigheid Voedsel (elke vaardigheidskaart Voedsel die je hebt, geeft 2 punten aan het begin van je beurt)
wl-score-losses-hint = verloren punten (meer voedsel bieden dan je hebt: 1 punt per 3 voedsel tekort)
wl-hint-majority = de meerderheid in { wl-area } (de meeste fiches daar)
wl-hint-tiles = meer fiches op het eiland
wl-hint-adapt = hogere aanpassingsniveaus
wl-hint-abilities = meer vaardigheidskaarten
wl-hint-food = meer voedsel
wl-hint-cards = meer kaarten in de hand
