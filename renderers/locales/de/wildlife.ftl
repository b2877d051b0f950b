# WildLife: alle Wörter des Spiels (die Codes, nach denen die Namen wählen: siehe en/wildlife.ftl).
# Begriffe der deutschen Ausgabe (Seeds 000, 001): Wald, Wüste, Savanne, Steppe, Gebirge, Wasser;
# Adler, Schlange, Mensch, Mammut, Bär, Krokodil; Nahrung, Intelligenz, Mobilität, Verteidigung,
# Angriff; Nahrungsquelle, Seuche, Hungersnot; Keine Aktion, Wandern; Lebewesen (die Plättchen).
# Die Formen mit Artikel (wl-the-card, wl-the-organism, wl-strike…) stehen im Akkusativ.

## Namen

wl-terrain = { $terrain ->
    [Forest] Wald
    [Desert] Wüste
    [Savanna] Savanne
    [Steppe] Steppe
    [Mountains] Gebirge
    [Water] Wasser
   *[other] { $terrain }
}
wl-terrain-in = { $terrain ->
    [Forest] im Wald
    [Desert] in der Wüste
    [Savanna] in der Savanne
    [Steppe] in der Steppe
    [Mountains] im Gebirge
    [Water] im Wasser
   *[other] in { $terrain }
}
wl-area = { $area ->
    [F] Großer Wald
    [f] Kleiner Wald
    [D] Große Wüste
    [d] Kleine Wüste
    [S] Große Savanne
    [s] Kleine Savanne
    [T] Große Steppe
    [t] Kleine Steppe
    [M] Großes Gebirge
    [m] Kleines Gebirge
    [W] Großes Wasser
    [w] Kleines Wasser
   *[other] { $area }
}
wl-organism = { $organism ->
    [Crocodile] Krokodil
    [Snake] Schlange
    [Eagle] Adler
    [Bear] Bär
    [Mammoth] Mammut
    [Man] Mensch
   *[other] { $organism }
}
wl-the-organism = { $organism ->
    [Crocodile] das Krokodil
    [Snake] die Schlange
    [Eagle] den Adler
    [Bear] den Bären
    [Mammoth] das Mammut
    [Man] den Menschen
   *[other] { $organism }
}
# der Buchstabe auf den Lebewesen (H für den Menschen: Homo)
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
    [Crocodile] blau
    [Snake] gelb
    [Eagle] braun
    [Bear] schwarz
    [Mammoth] hellgrün
    [Man] orange
   *[other] ?
}
wl-level = { $level ->
    [none] keine Aktion
    [migrate] wandern
    [expand] ausbreiten
    [attack] angreifen
   *[other] { $level }
}
wl-level-letter = { $level ->
    [none] –
    [migrate] w
    [expand] Au
    [attack] An
   *[other] ?
}
wl-adapt-step = { $level ->
    [none] keine Aktion → wandern
    [migrate] wandern → ausbreiten
    [expand] ausbreiten → angreifen
   *[other] { $level }
}
wl-ability = { $ability ->
    [food] Nahrung
    [intelligence] Intelligenz
    [mobility] Mobilität
    [defense] Verteidigung
    [aggression] Angriff
   *[other] { $ability }
}
wl-ability-text = { $ability ->
    [food] In jedem deiner Züge rückst du zwei Felder auf der Erfolgsleiste vor.
    [intelligence] Spiele in deinem Zug eine zusätzliche Wildlife-Karte.
    [mobility] Bewege eines deiner Lebewesen auf ein beliebiges Feld, auf dem du wandern kannst; ein gegnerisches Lebewesen dort tauscht mit ihm den Platz.
    [defense] Einmal in jedem Zug eines Gegners wehrst du einen Angriff, die Fähigkeit Angriff oder einen Platztausch per Mobilität gegen dein Lebewesen ab; der Angreifer verliert die Aktion.
    [aggression] Setze ein Lebewesen aus deinem Vorrat auf ein beliebiges Feld eines Gebiets, in dem du angreifen kannst; ein gegnerisches Lebewesen dort wird entfernt, auch wenn das Gebiet nicht voll ist.
   *[other] { $ability }
}
wl-card = { $card ->
    [forest] Wald
    [desert] Wüste
    [savanna] Savanne
    [steppe] Steppe
    [mountains] Gebirge
    [water] Wasser
    [adaptation] Anpassung
    [ability] Fähigkeit
    [joker] Joker
    [food_source] Nahrungsquelle
    [epidemic] Seuche
    [famine] Hungersnot
   *[other] { $card }
}
wl-the-card = { $card ->
    [forest] die Wald-Karte
    [desert] die Wüsten-Karte
    [savanna] die Savannen-Karte
    [steppe] die Steppen-Karte
    [mountains] die Gebirgs-Karte
    [water] die Wasser-Karte
    [adaptation] die Anpassungskarte
    [ability] die Fähigkeitskarte
    [joker] den Joker
    [food_source] die Nahrungsquelle
    [epidemic] die Seuche
    [famine] die Hungersnot
   *[other] { $card }
}
wl-as-card = { $card ->
    [forest] als Wald-Karte
    [desert] als Wüsten-Karte
    [savanna] als Savannen-Karte
    [steppe] als Steppen-Karte
    [mountains] als Gebirgs-Karte
    [water] als Wasser-Karte
    [adaptation] als Anpassungskarte
    [ability] als Fähigkeitskarte
   *[other] als { $card }
}
wl-card-text = { $card ->
    [adaptation] Verbessere deine Anpassung an ein Gelände um eine Stufe.
    [ability] Nimm eine Fähigkeitskarte aus dem Vorrat oder vom Führenden, der sie besitzt.
    [joker] Spiele ihn als beliebige Geländekarte, als Anpassungskarte oder als Fähigkeitskarte.
    [food_source] Du bekommst 7 Nahrung; wer auf dem letzten Platz liegt, bekommt 3. Liegst du selbst hinten, bekommst du 10. (2 Spieler: du bekommst 7.)
    [epidemic] Jeder Gegner, links von dir beginnend, entfernt eines seiner eigenen Lebewesen vom Spielplan.
    [famine] Jeder Gegner gibt 5 Nahrung ab; für jede fehlende Nahrung verliert er einen Erfolgspunkt.
   *[other] Wandere, breite dich aus oder greife in diesem Gelände an, so weit deine Anpassung es erlaubt.
}
wl-strike = { $strike ->
    [attack] den Angriff
    [aggression] die Fähigkeit Angriff
    [mobility] den Platztausch per Mobilität
   *[other] { $strike }
}
wl-strike-a = { $strike ->
    [attack] einen Angriff
    [aggression] die Fähigkeit Angriff
    [mobility] einen Platztausch per Mobilität
   *[other] { $strike }
}
wl-phase = { $phase ->
    [organisms] Versteigerung der Arten
    [seeding] Ansiedeln
    [play] Spiel
    [over] Spielende
   *[other] { $phase }
}

## Das Spiel in der Lobby und das Ergebnis

opt-wildlife-unlimited_abilities = Unbegrenzte Fähigkeiten
opt-wildlife-unlimited_abilities-help = Beliebig viele Fähigkeiten einer Sorte; alle beginnen mit einer Fähigkeitskarte und 9 ausgeteilten Karten.
opt-wildlife-auction_expand = Ausbreiten nach Versteigerung
opt-wildlife-auction_expand-help = Mit einer ersteigerten Geländekarte darf sich der Käufer auch dort ausbreiten, wo er nur wandern kann.
opt-wildlife-organism_auction = Versteigerung der Arten
opt-wildlife-organism_auction-help = Alle beginnen mit 12 Nahrung und bieten auf die Lebewesentafeln; die Zugreihenfolge folgt dem Alter der Arten.
opt-wildlife-rotating_start = Wechselnder Startspieler
opt-wildlife-rotating_start-help = Jede Runde beginnt, wer auf der Erfolgsleiste hinten liegt.
wl-blurb = Entwickle deine Art, breite dich auf der Insel aus, versteigere Aktionen und punkte mit Gebieten und Herden.
wl-score-start = Start
wl-score-small = Kleine Wertungen
wl-score-areas = Gebiete
wl-score-herds = Herden
wl-score-adaptations = Anpassungen
wl-score-abilities = Fähigkeiten
wl-score-food = Nahrung
wl-score-conversion = Nahrung getauscht
wl-score-food-ability = Fähigkeit Nahrung
wl-score-losses = Verluste
wl-tiebreak = Bei Gleichstand entscheidet die meiste Nahrung, dann die größte Herde; sonst wird der Platz geteilt.

## Wahlmöglichkeiten und ihre Gruppen

wl-group-play = Karte spielen
wl-group-auction = Karte versteigern
wl-group-migrate = Freie Wanderung
wl-group-ability = Fähigkeiten
wl-group-food = Nahrung in Punkte
wl-group-end = Zug beenden
wl-group-bid = Bieten
wl-group-pass = Passen
wl-group-defense = Verteidigung
wl-group-back = Zurück
wl-group-joker = Joker
wl-group-action = Aktion
wl-group-adapt = Anpassung
wl-group-organism = Lebewesentafel
wl-act-play = Spiele { wl-the-card }
wl-act-auction = Versteigere { wl-the-card }
wl-act-end = Beende deinen Zug
wl-act-convert = Tausche { $food } Nahrung gegen { $points ->
    [one] 1 Punkt
   *[other] { $points } Punkte
}
wl-act-free-migration = Freie Wanderung
wl-act-use-mobility = Setze Mobilität ein
wl-act-use-aggression = Setze Angriff ein
wl-act-from = Bewege das Lebewesen auf { $space }
wl-act-to = Bewege es nach { $space }
wl-act-place = Setze ein Lebewesen auf { $space }
wl-act-seed = Setze ein Lebewesen auf { $space } ({ wl-area })
wl-act-remove = Entferne dein Lebewesen auf { $space }
wl-act-pass = Passen
wl-act-bid = Biete { $food } Nahrung
wl-act-bid-short = Biete { $food } Nahrung (für die fehlende Nahrung zahlst du { $points ->
    [one] 1 Punkt
   *[other] { $points } Punkte
})
wl-act-bid-organism = Biete { $food } Nahrung für die nächste Lebewesentafel
wl-act-pick = Nimm { wl-the-organism } ({ wl-organism-colour }, Alter { $rank })
wl-act-block = Wehre { wl-strike } von { $aggressor } auf { $space } mit Verteidigung ab
wl-act-allow = Lass es geschehen
wl-act-aggress = Entferne das Lebewesen von { $owner } auf { $space } und setze deines
wl-act-cancel-aggression = Setze Angriff jetzt nicht ein
wl-act-cancel-move = Bewege jetzt nichts
wl-act-swap = Tausche es mit dem Lebewesen von { $owner } auf { $space }
wl-act-back = Zurück
wl-act-joker-as = Setze den Joker { wl-as-card } ein
wl-act-mode-migrate = Wandern: ein Lebewesen auf ein Feld { wl-terrain-in }
wl-act-mode-expand = Ausbreiten: ein Lebewesen auf ein Feld { wl-terrain-in }
wl-act-mode-attack = Angreifen: ein Lebewesen { wl-terrain-in }, in einem vollen Gebiet
wl-act-attack = Greife das Lebewesen von { $owner } auf { $space } an
wl-act-adapt = { wl-terrain }: { wl-adapt-step }
wl-act-take-supply = Nimm { wl-ability } aus dem Vorrat
wl-act-take-from = Nimm { wl-ability } von { $player }
wl-act-discard = Wirf { wl-the-card } ungenutzt ab
wl-act-cancel-card = Nimm { wl-the-card } zurück auf die Hand

## Was geschah

wl-clauses = { $first }; { $then }
wl-turn-of = { $player } ist am Zug.
wl-food-ability = Fähigkeit Nahrung von { $player }: +{ $points } Punkte.
wl-new-food-ability = Neue Fähigkeit Nahrung von { $player }: +{ $points } Punkte in diesem Zug.
wl-plays = { $player } spielt { wl-the-card }.
wl-converts = { $player } tauscht { $food } Nahrung gegen { $points ->
    [one] 1 Punkt
   *[other] { $points } Punkte
}.
wl-ends-turn = { $player } beendet den Zug.
wl-game-over = Das Spiel ist vorbei. { $count ->
    [one] Sieg
   *[other] Geteilter Sieg
}: { $winners }.
wl-gain = { $player } +{ $points }
wl-big-scoring = Große Wertung { $number }: { $gains }.
wl-reshuffled = Der Ablagestapel wird zu einem neuen Nachziehstapel gemischt.
wl-you-drew = Du hast { $cards } gezogen.
wl-draws = { $player } zieht { $count ->
    [one] 1 Karte
   *[other] { $count } Karten
}.
wl-last-tile = { $player } hat das letzte Lebewesen eingesetzt: Das Spiel endet nach diesem Zug.
wl-area-full = Gebiet { wl-area } ist voll: { $player } nimmt Gebietsmarker { $marker } und erhält { $points } Punkte.
wl-big-scoring-follows = Am Ende dieses Zuges folgt eine Große Wertung.
wl-last-marker = Der letzte Gebietsmarker ist vergeben: Das Spiel endet nach diesem Zug.
wl-food-gets = { $player } erhält { $food } Nahrung
wl-food-gets-last = { $player } (letzter Platz) erhält { $food }
wl-food-source = Nahrungsquelle: { $gains }.
wl-food-source-bank-empty = Nahrungsquelle: { $gains } (der Nahrungsvorrat ist leer).
wl-famine-pays = { $player } zahlt { $food } Nahrung
wl-famine-pays-loses = { $player } zahlt { $food } Nahrung und verliert { $points ->
    [one] 1 Punkt
   *[other] { $points } Punkte
}
wl-famine = Hungersnot ({ $player }): { $payments }.
wl-epidemic = Seuche ({ $player }): Jeder Gegner entfernt eines seiner Lebewesen.
wl-epidemic-removes = Seuche: { $player } entfernt das eigene Lebewesen auf { $space }.
wl-auctions = { $player } versteigert { wl-the-card }.
wl-passes = { $player } passt.
wl-bids = { $player } bietet { $food } Nahrung.
wl-nobody-buys = Niemand kauft { wl-the-card }; die Karte wird abgeworfen.
wl-buys = { $player } kauft { wl-the-card } für { $food } Nahrung.
wl-buys-stepping-back = { $player } kauft { wl-the-card } für { $food } Nahrung und geht zum Bezahlen { $points ->
    [one] 1 Feld
   *[other] { $points } Felder
} auf der Erfolgsleiste zurück.
wl-blocks = { $player } wehrt mit Verteidigung { wl-strike } von { $aggressor } auf { $space } ab; die Aktion verfällt.
wl-migrates-freely = { $player } wandert frei von { $start } nach { $dest } ({ wl-area }).
wl-threat = { $player } richtet { wl-strike-a } gegen das Lebewesen von { $defender } auf { $space }; { $defender } kann das mit Verteidigung abwehren.
wl-mobility-moves = { $player } setzt Mobilität ein: { $start } → { $dest } ({ wl-area }).
wl-mobility-swaps = { $player } setzt Mobilität ein und tauscht den Platz mit { $victim }: { $start } ↔ { $dest }.
wl-attacks = { $player } greift das Lebewesen von { $victim } auf { $space } ({ wl-area }) an; es verlässt das Spiel.
wl-aggression-removes = { $player } setzt Angriff gegen das Lebewesen von { $victim } auf { $space } ({ wl-area }) ein; es verlässt das Spiel.
wl-aggression-places = { $player } setzt mit Angriff ein Lebewesen auf { $space } ({ wl-area }).
wl-takes-back = { $player } nimmt { wl-the-card } zurück.
wl-discards = { $player } wirft { wl-the-card } ungenutzt ab.
wl-joker-as = { $player } spielt den Joker { wl-as-card }.
wl-migrates = { $player } wandert von { $start } nach { $dest } ({ wl-area }).
wl-expands = { $player } breitet sich nach { $space } ({ wl-area }) aus.
wl-adapts = { $player } verbessert die Anpassung an das Gelände { wl-terrain }: { wl-adapt-step }.
wl-takes-from-supply = { $player } nimmt { wl-ability } aus dem Vorrat.
wl-takes-from = { $player } nimmt { wl-ability } von { $source }.
wl-organism-auction-begins = Die Lebewesentafeln werden versteigert; alle haben { $food } Nahrung.
wl-seeding-begins = { $player } ({ wl-organism }) hat die älteste Art und beginnt. Das Ansiedeln beginnt.
wl-seeds = { $player } siedelt ein Lebewesen auf { $space } ({ wl-area }) an.
wl-seeding-over = Das Ansiedeln ist vorbei; das Spiel beginnt.
wl-wins-choice = { $player } gewinnt die Wahl für { $food } Nahrung.
wl-takes-organism = { $player } nimmt { wl-the-organism }.

## Wer was tun muss

wl-waiting-seed = Warten, bis { $player } ein Lebewesen ansiedelt.
wl-waiting-turn = Warten, bis { $player } den Zug spielt.
wl-waiting-bid = Warten, bis { $player } auf { wl-the-card } bietet oder passt.
wl-waiting-defense = Warten auf die Entscheidung von { $player }: { wl-strike } von { $aggressor } auf { $space } mit Verteidigung abwehren oder nicht?
wl-waiting-epidemic = Warten, bis { $player } ein eigenes Lebewesen entfernt (Seuche).
wl-waiting-card = Warten, bis { $player } { wl-the-card } einsetzt.
wl-waiting-free-migration = Warten, bis { $player } die freie Wanderung macht.
wl-waiting-ability = Warten, bis { $player } { wl-ability } einsetzt.
wl-waiting-organism-bid = Warten, bis { $player } auf eine Lebewesentafel bietet oder passt.
wl-waiting-organism-pick = Warten, bis { $player } eine Lebewesentafel wählt.

## Warum eine Wahl nicht geht ($offer: was stattdessen geht)

wl-not-your-move = Du bist nicht am Zug. { $waiting }
wl-no-such-card = Diese Karte hast du nicht auf der Hand. { $offer }
wl-last-action-auction = Deine letzte Kartenaktion in diesem Zug muss eine Versteigerung sein.
wl-card-actions-used = Du hast alle { $limit } Kartenaktionen dieses Zuges genutzt.
wl-auction-before-end = Du musst mindestens eine Karte versteigern, bevor du deinen Zug beendest.
wl-convert-most = Drei Nahrung ergeben 1 Punkt: Mit { $food } Nahrung kannst du höchstens { $points ->
    [one] 1 Punkt
   *[other] { $points } Punkte
} nehmen.
wl-free-migration-used = Du hast deine freie Wanderung in diesem Zug schon genutzt.
wl-none-can-migrate = Keines deiner Lebewesen kann jetzt wandern.
wl-no-usable-ability = Du hast jetzt keine nutzbare Fähigkeit { wl-ability }.
wl-decide-defense-first = Entscheide zuerst, ob du { wl-strike } von { $aggressor } auf { $space } mit Verteidigung abwehrst. { $offer }
wl-finish-free-first = Beende zuerst die freie Wanderung (oder brich sie ab). { $offer }
wl-finish-mobility-first = Beende zuerst den Einsatz von Mobilität (oder brich ihn ab). { $offer }
wl-finish-aggression-first = Beende zuerst den Einsatz von Angriff (oder brich ihn ab). { $offer }
wl-only-own-turn = Nur in deinem eigenen Zug; setze zuerst { wl-the-card } ein. { $offer }
wl-finish-card-first = Bring zuerst den Einsatz der Karte { wl-card } zu Ende (oder geh zurück / brich ab).
wl-cannot-attack-in = Deine Art kann { wl-terrain-in } nicht angreifen. { $offer }
wl-attack-needs = Ein Angriff { wl-terrain-in } braucht ein volles Gebiet mit einem gegnerischen Lebewesen darin und ein Lebewesen in deinem Vorrat. { $offer }
wl-cannot-migrate-in = Du kannst jetzt nicht { wl-terrain-in } wandern. { $offer }
wl-cannot-expand-in = Du kannst dich jetzt nicht { wl-terrain-in } ausbreiten. { $offer }
wl-not-a-choice-for-card = Das ist jetzt keine Wahl für { wl-the-card }. { $offer }
wl-bid-range-none = nur passen: Ein höheres Gebot ist nicht erlaubt
wl-bid-range-one = { $food } Nahrung bieten oder passen
wl-bid-range = von { $low } bis { $high } Nahrung bieten oder passen
wl-not-a-bid = Dieses Gebot kannst du nicht abgeben: Du kannst { $range }.
wl-being-auctioned = Die Karte { wl-card } wird versteigert: Du kannst { $range }.
wl-you-can = Du kannst { $range }.
wl-epidemic-choose = Seuche: Wähle eines deiner eigenen Lebewesen zum Entfernen. { $offer }
wl-seeding-rule = Du kannst nur auf einem leeren Feld eines Geländes ansiedeln, an das deine Art angepasst ist, in einem Gebiet unter seinem Limit ({ $small } klein, { $large } groß). { $offer }
wl-choose-chart = Wähle eine der noch freien Lebewesentafeln. { $offer }
