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
    [expand] expandieren
    [attack] attackieren
   *[other] { $level }
}
wl-level-letter = { $level ->
    [none] –
    [migrate] w
    [expand] Ex
    [attack] At
   *[other] ?
}
wl-adapt-step = { $level ->
    [none] keine Aktion → wandern
    [migrate] wandern → expandieren
    [expand] expandieren → attackieren
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
# an ability's name where a table row has little room (the full name is wl-ability)
wl-ability-short = { $ability ->
    [food] Nahrung
    [intelligence] Intell.
    [mobility] Mobil.
    [defense] Vert.
    [aggression] Angriff
   *[other] { $ability }
}
wl-ability-text = { $ability ->
    [food] In jedem deiner Züge rückst du zwei Felder auf der Erfolgsleiste vor.
    [intelligence] Spiele in deinem Zug eine zusätzliche Wildlife-Karte.
    [mobility] Bewege eines deiner Lebewesen auf ein beliebiges Feld, auf dem du wandern kannst; ein gegnerisches Lebewesen dort tauscht mit ihm den Platz.
    [defense] Einmal in jedem Zug eines Gegners wehrst du eine Attacke, die Fähigkeit Angriff oder einen Platztausch per Mobilität gegen dein Lebewesen ab; der Angreifer verliert die Aktion.
    [aggression] Setze ein Lebewesen aus deinem Vorrat auf ein beliebiges Feld eines Gebiets, in dem du attackieren kannst; ein gegnerisches Lebewesen dort wird entfernt, auch wenn das Gebiet nicht voll ist.
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
   *[other] Wandere, expandiere oder attackiere in diesem Gelände, so weit deine Anpassung es erlaubt.
}
# was eine Karte tut, kurz, wie die Karte im Handbild es sagt (der ganze Regeltext steht im
# Alternativtext der Hand)
wl-card-short = { $card ->
    [adaptation] Ein Gelände: Anpassung +1 Stufe
    [ability] Nimm eine Fähigkeitskarte
    [joker] Jede Gelände-, Anpassungs- oder Fähigkeitskarte
    [food_source] Du: +7 Nahrung (+10 als Letzter); Letzte: +3
    [epidemic] Jeder Gegner entfernt eines seiner Lebewesen
    [famine] Jeder Gegner gibt 5 Nahrung ab (1 Punkt je fehlende)
   *[other] Wandern, expandieren oder attackieren in diesem Gelände
}
wl-strike = { $strike ->
    [attack] die Attacke
    [aggression] die Fähigkeit Angriff
    [mobility] den Tausch per Mobilität
   *[other] { $strike }
}
wl-strike-a = { $strike ->
    [attack] eine Attacke
    [aggression] die Fähigkeit Angriff
    [mobility] einen Tausch per Mobilität
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
opt-wildlife-auction_expand = Expandieren nach Versteigerung
opt-wildlife-auction_expand-help = Mit einer ersteigerten Geländekarte darf der Käufer auch dort expandieren, wo er nur wandern kann.
opt-wildlife-organism_auction = Versteigerung der Arten
opt-wildlife-organism_auction-help = Alle beginnen mit 12 Nahrung und bieten auf die Lebewesentafeln; die Zugreihenfolge folgt dem Alter der Arten.
opt-wildlife-rotating_start = Wechselnder Startspieler
opt-wildlife-rotating_start-help = Jede Runde beginnt, wer auf der Erfolgsleiste hinten liegt.
wl-blurb = Entwickle deine Art, besiedle die Insel, versteigere Aktionen und punkte mit Gebieten und Herden.
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
wl-act-pick = Nimm { wl-the-organism } ({ wl-organism-colour }, Startreihenfolge { $rank })
wl-act-block = Abwehren: { wl-strike } von { $aggressor } auf { $space }
wl-act-allow = Lass es geschehen
wl-act-aggress = Lebewesen von { $owner } auf { $space } durch deines ersetzen
wl-act-cancel-aggression = Setze Angriff jetzt nicht ein
wl-act-cancel-move = Bewege jetzt nichts
wl-act-swap = Tausche es mit dem Lebewesen von { $owner } auf { $space }
wl-act-back = Zurück
wl-act-joker-as = Setze den Joker { wl-as-card } ein
wl-act-mode-migrate = Wandern: ein Lebewesen auf ein Feld { wl-terrain-in }
wl-act-mode-expand = Expandieren: ein Lebewesen auf ein Feld { wl-terrain-in }
wl-act-mode-attack = Attackieren: ein Lebewesen { wl-terrain-in }, in einem vollen Gebiet
wl-act-attack = Attackiere das Lebewesen von { $owner } auf { $space }
wl-act-adapt = { wl-terrain }: { wl-adapt-step }
wl-act-take-supply = Nimm { wl-ability } aus dem Vorrat
wl-act-take-from = Nimm { wl-ability } von { $player }
wl-act-discard = Wirf { wl-the-card } ungenutzt ab
wl-act-cancel-card = Nimm { wl-the-card } zurück auf die Hand

## Was geschah

wl-clauses = { $first }; { $then }
wl-turn-of = { $player } ist am Zug.
wl-food-ability = Fähigkeit Nahrung von { $player }: +{ $points ->
    [one] { $points } Punkt
   *[other] { $points } Punkte
}.
wl-new-food-ability = Neue Fähigkeit Nahrung von { $player }: +{ $points ->
    [one] { $points } Punkt
   *[other] { $points } Punkte
} in diesem Zug.
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
wl-area-full = Gebiet { wl-area } ist voll: { $player } nimmt Gebietsmarker { $marker } und erhält { $points ->
    [one] { $points } Punkt
   *[other] { $points } Punkte
}.
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
wl-attacks = { $player } attackiert das Lebewesen von { $victim } auf { $space } ({ wl-area }); es verlässt das Spiel.
wl-aggression-removes = { $player } setzt Angriff gegen das Lebewesen von { $victim } auf { $space } ({ wl-area }) ein; es verlässt das Spiel.
wl-aggression-places = { $player } setzt mit Angriff ein Lebewesen auf { $space } ({ wl-area }).
wl-takes-back = { $player } nimmt { wl-the-card } zurück.
wl-discards = { $player } wirft { wl-the-card } ungenutzt ab.
wl-joker-as = { $player } spielt den Joker { wl-as-card }.
wl-migrates = { $player } wandert von { $start } nach { $dest } ({ wl-area }).
wl-expands = { $player } expandiert nach { $space } ({ wl-area }).
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

## Dasselbe, zu dem gesagt, der gefragt ist (sein eigenes Handbild und dessen Alt-Text)
wl-you-seed = Du bist dran: siedle ein Lebewesen an.
wl-you-turn = Du bist am Zug.
wl-you-bid = Du bist dran: biete auf { wl-the-card } oder passe.
wl-you-defense = Deine Entscheidung: { wl-strike } von { $aggressor } auf { $space } mit Verteidigung abwehren oder nicht?
wl-you-epidemic = Du bist dran: entferne eines deiner Lebewesen (Seuche).
wl-you-card = Du bist dran: setze { wl-the-card } ein.
wl-you-free-migration = Du bist dran: mache die freie Wanderung.
wl-you-ability = Du bist dran: setze { wl-ability } ein.
wl-you-organism-bid = Du bist dran: biete auf eine Lebewesentafel oder passe.
wl-you-organism-pick = Du bist dran: wähle eine Lebewesentafel.

## Warum eine Wahl nicht geht ($offer: was stattdessen geht)

wl-not-your-move = Du bist nicht am Zug. { $waiting }
wl-no-such-card = Diese Karte hast du nicht auf der Hand. { $offer }
wl-last-action-auction = Deine letzte Kartenaktion in diesem Zug muss eine Versteigerung sein.
wl-card-actions-used = Du hast { $limit ->
    [one] die eine Kartenaktion
   *[other] alle { $limit } Kartenaktionen
} dieses Zuges genutzt.
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
wl-cannot-attack-in = Deine Art kann { wl-terrain-in } nicht attackieren. { $offer }
wl-attack-needs = Eine Attacke { wl-terrain-in } braucht ein volles Gebiet mit einem gegnerischen Lebewesen darin und ein Lebewesen in deinem Vorrat. { $offer }
wl-cannot-migrate-in = Du kannst jetzt nicht { wl-terrain-in } wandern. { $offer }
wl-cannot-expand-in = Du kannst jetzt nicht { wl-terrain-in } expandieren. { $offer }
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

## Die Bilder

wl-pic-title = WildLife · { wl-phase }
wl-pic-title-turn = WildLife · { wl-phase } · Zug { $turn }
wl-pic-piles = Stapel { $deck } · Ablage { $discard }
wl-pic-small = Kleine Wertung
wl-pic-small-left = noch { $left } von { $total } Markern
wl-pic-big = GROSS
wl-pic-big-note = GROSS: Nach dem Zug, in dem dieser Marker genommen wird, folgt eine Große Wertung
wl-pic-success = Erfolgsleiste
wl-pic-points = Punkte
wl-pic-points-of = { $count ->
    [one] Punkt
   *[other] Punkte
}
wl-pic-auction = Versteigerung: { $seller } verkauft { wl-the-card }
wl-pic-high = Höchstgebot { $food } Nahrung von { $bidder }
wl-pic-no-bid = noch kein Gebot
wl-pic-bid-passed = { $player } passt
wl-pic-bid-next = { $player } ist dran
wl-pic-bid-high = { $player } { $food }
wl-pic-bid-in = { $player } dabei
wl-pic-turn = { $player } am Zug
wl-pic-cards = Karten { $played }/{ $limit }
wl-pic-auctions = Versteigerungen { $count }
wl-pic-auctions-due = Versteigerungen { $count } (eine steht noch aus)
wl-pic-free-used = freie Wanderung genutzt
wl-pic-free-unused = freie Wanderung ungenutzt
wl-pic-big-due = nach diesem Zug folgt eine Große Wertung
wl-pic-end-due = das Spiel endet nach diesem Zug
wl-pic-last = Letzte Aktion: { $what }
wl-pic-placed = eingesetzt auf { $spaces }
wl-pic-removed = entfernt von { $spaces }
wl-pic-organism = { wl-organism } ({ $letter }) · Startreihenfolge { $rank }
wl-pic-no-organism = noch keine Art
wl-pic-to-act = ▶ ist dran
wl-pic-their-turn = am Zug
wl-pic-stats = Nahrung { $food } · Lebewesen: { $supply } im Vorrat, { $board } auf dem Plan · { $cards ->
    [one] { $cards } Karte
   *[other] { $cards } Karten
}
wl-pic-no-abilities = keine Fähigkeiten
wl-pic-ability-count-of = { $name } ×{ $count }
wl-pic-fresh = { $name } (neu)
wl-pic-key-food = Nahrung
wl-pic-key-supply = Lebewesen im Vorrat
wl-pic-key-board = Lebewesen auf dem Plan
wl-pic-key-cards = Karten auf der Hand
wl-pic-legend-adaptation = Anpassung:
wl-pic-legend-order = Startreihenfolge 1 = die älteste Art, sie beginnt
wl-pic-legend-last = letzte Aktion
wl-pic-hand-title = WildLife · Hand von { $player }
wl-pic-hand-title-own = WildLife · deine Hand
wl-pic-hand-count = { $count ->
    [one] 1 Karte
   *[other] { $count } Karten
}
wl-pic-your-cards = Deine Karten ({ $count })
wl-pic-no-cards = keine Karten
wl-pic-played = Karten gespielt { $played }/{ $limit }
wl-pic-auction-still = Versteigerung steht noch aus
wl-pic-auction-held = Versteigerung erledigt
wl-pic-on-auction = wird versteigert
wl-pic-high-short = Höchstgebot { $food }
wl-pic-focus = Die Felder dieser Wahl
wl-pic-scoring-title = WildLife · Große Wertung { $number }
wl-pic-scoring-subtitle = erhaltene Punkte
wl-pic-total = Summe
wl-pic-player = Spieler
wl-pic-areas-head = Gebiete (Punkte je Spieler)
wl-pic-empty = leer
wl-pic-pts = { $points } Pkt.
wl-pic-herds-head = Herden, die gepunktet haben
wl-pic-none = keine
wl-pic-herds-short-head = Herden, die gepunktet haben (Lebewesen → Punkte)
wl-pic-herd-short = { $count ->
    [one] { $size } → { $points }
   *[other] { $count }× { $size } → { $points }
}
wl-pic-herds = { $count ->
    [one] 1 Herde aus { $size ->
        [one] 1 Lebewesen
       *[other] { $size } Lebewesen
    }: { $points ->
        [one] 1 Punkt
       *[other] { $points } Punkte
    }
   *[other] { $count } Herden aus { $size ->
        [one] 1 Lebewesen
       *[other] { $size } Lebewesen
    }: je { $points ->
        [one] 1 Punkt
       *[other] { $points } Punkte
    }
}

## Am Discord-Tisch

wl-bot-cards-played = Karten gespielt { $played }/{ $limit }
wl-bot-high-bid = Höchstgebot { $food } Nahrung
wl-bot-no-bid = Noch kein Gebot
wl-bot-hand-counts = Karten auf der Hand: { $counts }
wl-bot-on-auction = Wird versteigert: { $card }
wl-bot-own = Du: { $points ->
    [one] { $points } Punkt
   *[other] { $points } Punkte
} · Nahrung { $food } · Lebewesen: { $supply } im Vorrat, { $board } auf dem Plan
wl-bot-chapter-seeding = Ansiedeln der Startlebewesen
wl-bot-chapter-organisms = Versteigerung der Arten
wl-bot-chapter-end = Das Ende
wl-bot-chapter-turn = Zug { $number }
wl-bot-chapter-turn-of = Zug { $number } · { $player } ({ wl-organism })
wl-bot-picture-scoring = Große Wertung { $number }
wl-bot-end-question = Zug beenden? Noch ungenutzt: { $unused }.
wl-bot-unused-cards = { $count ->
    [one] noch 1 Karte zum Spielen
   *[other] noch { $count } Karten zum Spielen
}
wl-bot-pass-question = Passen? Bei dieser Versteigerung ({ wl-card }) ist Passen endgültig, und ein Gebot von { $bid } liegt innerhalb deiner { $food } Nahrung.

## /game rules

wl-rules-overview = **WildLife** (2–6 Spieler) — jeder Spieler ist eine Art (Krokodil, Schlange, Adler, Bär, Mammut, Mensch), die ihre Lebewesen über eine Insel aus Gebieten in sechs Geländen verbreitet: Wald, Wüste, Savanne, Steppe, Gebirge, Wasser. Deine Anpassung an ein Gelände sagt, was du dort tun darfst: wandern < expandieren < attackieren (jede Stufe erlaubt auch die niedrigeren). Du beginnst mit 8 Nahrung und siedelst ein paar Lebewesen an; dann geht es im Uhrzeigersinn reihum, beginnend mit der ältesten Art. Erfolgspunkte gibt es bei Kleinen Wertungen (ein Gebiet wird voll) und Großen Wertungen; wer am Ende die meisten Punkte hat, gewinnt.
wl-rules-turn = **Ein Zug**: (Fähigkeiten Nahrung bringen zuerst ihre +2 Punkte.) Spiele bis zu 3 Karten (+1 je Intelligenz); **mindestens eine** davon musst du versteigern, und die Versteigerung zählt als eine der Kartenaktionen. Außerdem darfst du einmal frei wandern, Mobilität und Angriff einsetzen und Nahrung in Punkte tauschen (3 Nahrung = 1 Punkt). Den Zug beenden kannst du, sobald eine Versteigerung stattfand (oder deine Hand leer ist); dann ziehst du wieder auf 10 Karten nach. Eine im Zug ausgelöste Große Wertung findet danach statt.
wl-rules-cards = **Karten**: Mit einer Geländekarte kannst du in diesem Gelände wandern (ein Lebewesen auf ein leeres Feld neben deinen zusammenhängenden Lebewesen ziehen), expandieren (ein Lebewesen aus deinem Vorrat auf ein beliebiges freies Feld eines Gebiets mit diesem Gelände setzen) oder attackieren (ein gegnerisches Lebewesen in einem vollen Gebiet ersetzen), so weit deine Anpassung es erlaubt. Eine Anpassungskarte hebt ein Gelände um eine Stufe; eine Fähigkeitskarte bringt eine Fähigkeit; ein Joker wirkt als jede dieser Karten. Ereignisse wirken sofort: Nahrungsquelle (Nahrung für dich und die Letzten), Hungersnot (Gegner geben Nahrung ab), Seuche (jeder Gegner entfernt ein Lebewesen).
wl-rules-abilities = **Fähigkeiten** (jede einmal pro Zug nutzbar): Nahrung +2 Punkte zu Beginn deines Zuges; Intelligenz eine Karte mehr pro Zug; Mobilität bewegt ein Lebewesen auf ein Feld, auf dem du wandern kannst, und tauscht dabei mit einem gegnerischen Lebewesen dort; Angriff setzt ein Lebewesen dort ein, wo du attackieren kannst, auch in einem Gebiet, das nicht voll ist; Verteidigung wehrt im Zug eines anderen Spielers eine Attacke, die Fähigkeit Angriff oder Mobilität gegen dein Lebewesen ab. Höchstens zwei einer Sorte; ist der Vorrat leer, nimmst du eine vom Führenden.
wl-rules-auction = **Versteigerungen**: Die Karte geht im Uhrzeigersinn reihum, links vom Verkäufer beginnend; wer bietet, erhöht (mindestens 3 Nahrung, über dem Höchstgebot) oder passt, bis nur einer übrig ist. Der Käufer bezahlt den Verkäufer und setzt die Karte sofort ein; bietet niemand, wird sie abgeworfen. Du darfst bis zu 6 Nahrung mehr bieten, als du hast: Der Fehlbetrag kostet 1 Erfolgspunkt je 3 Nahrung. Zu zweit ist jedes Gebot genau 3. In deiner DM: Mindestgebot · +1 · +2 · +5 · Betrag… · Passen.
wl-rules-scoring = **Kleine Wertung**: Wird das letzte Feld eines Gebiets gefüllt, bekommt der Spieler am Zug die Punkte des nächsten Markers (3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5). Der 4., 8. und 11. Marker lösen nach dem Zug eine **Große Wertung** aus: jedes Gebiet (allein und voll 5, allein 4, sonst 3/2/1 nach Lebewesen), Herden (größte zusammenhängende Gruppen 10/7/5/3/1), dann Anpassungen, Fähigkeiten und Nahrung (am meisten 4, am zweitmeisten 2; du brauchst mindestens eins). Gleichauf liegende Spieler erhalten die Punkte des Platzes darunter.
wl-rules-end = **Das Ende**: Die 11. Kleine Wertung oder ein Spieler, der sein letztes Lebewesen einsetzt (zu zweit nur das letzte Lebewesen), beendet das Spiel nach diesem Zug mit einer letzten Großen Wertung. Die meisten Punkte gewinnen; bei Gleichstand die meiste Nahrung, dann die größte Herde, sonst wird geteilt.

## Tipps (bot/core/hints.py): eine Wertungskategorie, wie ein Lernender sie liest, und was ein Tipp nennt
wl-score-start-hint = deinen Startplatz auf der Erfolgsleiste
wl-score-small-hint = eine kleine Wertung (wer ein Gebiet füllt, nimmt die Punkte seines Markers)
wl-score-areas-hint = die Gebiete bei einer großen Wertung (die meisten Lebewesen in einem Gebiet: 3, dann 2 und 1; allein: 4, oder 5, wenn es voll ist)
wl-score-herds-hint = die Herden bei einer großen Wertung (deine größte Gruppe benachbarter Lebewesen)
wl-score-adaptations-hint = Anpassungen bei einer großen Wertung (die meisten Anpassungsstufen: 4, Zweiter: 2)
wl-score-abilities-hint = Fähigkeiten bei einer großen Wertung (die meisten Fähigkeitskarten: 4, Zweiter: 2)
wl-score-food-hint = Nahrung bei einer großen Wertung (die meiste Nahrung: 4, Zweiter: 2)
wl-score-conversion-hint = in Punkte getauschte Nahrung (3 Nahrung für 1 Punkt)
wl-score-food-ability-hint = die Fähigkeit Nahrung (jede Fähigkeitskarte Nahrung, die du hast, bringt zu Beginn deines Zuges 2 Punkte)
wl-score-losses-hint = verlorene Punkte (mehr Nahrung bieten, als du hast: 1 Punkt je 3 fehlende Nahrung)
wl-hint-majority = die Mehrheit in { wl-area } (die meisten Lebewesen dort)
wl-hint-tiles = mehr Lebewesen auf der Insel
wl-hint-adapt = höhere Anpassungsstufen
wl-hint-abilities = mehr Fähigkeitskarten
wl-hint-food = mehr Nahrung
wl-hint-cards = mehr Karten auf der Hand
