# Evolution (engine/evolution, renderers/evolution.py, bot/games/evolution.py): alle Wörter des
# Spiels. Begriffe der deutschen Ausgabe (Schmidt Spiele, 2015) und von Seed 004: Tierart,
# Körpergröße, Population, Wasserloch, Nahrungschips, Startspieler, „Vor dem Fressen“.

## Die 17 Eigenschaften: Namen (ev-trait-<slug>) und die Kartentexte, denen wir folgen
ev-trait-carnivore = Fleischfresser
ev-trait-carnivore-text = Muss für Nahrung angreifen, frisst nie Pflanzennahrung. Darf eine kleinere Tierart angreifen (nie sich selbst); die Beute verliert 1 Population, der Fleischfresser nimmt so viel Fleisch, wie die Beute Körpergröße hat.
ev-trait-ambush = Hinterhalt
ev-trait-ambush-text = Greift dieser Fleischfresser an, wirkt Warnruf nicht.
ev-trait-burrowing = Höhlenbewohner
ev-trait-burrowing-text = Kann nicht angegriffen werden, solange sie satt ist.
ev-trait-climbing = Kletterer
ev-trait-climbing-text = Kann nur von einem Fleischfresser angegriffen werden, der auch Kletterer hat.
ev-trait-cooperation = Kooperation
ev-trait-cooperation-text = Immer wenn sie Nahrung nimmt, nimmt die Tierart rechts daneben 1 Nahrung aus derselben Quelle.
ev-trait-herding = Herdenschutz
ev-trait-herding-text = Kann nur von einem Fleischfresser mit größerer Population angegriffen werden.
ev-trait-fat = Fettschicht
ev-trait-fat-text = Ist sie satt, nimmt sie weiter Nahrung als Fett bis zu ihrer Körpergröße; vor dem Fressen macht sie Fett zu Nahrung.
ev-trait-fertile = Fruchtbarkeit
ev-trait-fertile-text = Vor dem Fressen Population +1, wenn Nahrung auf dem Wasserloch übrig war.
ev-trait-foraging = Gefräßig
ev-trait-foraging-text = Nimmt 2 Pflanzennahrung statt 1.
ev-trait-shell = Harter Panzer
ev-trait-shell-text = Zählt bei Angriffen als 3 größer.
ev-trait-horns = Hörner
ev-trait-horns-text = Ein Fleischfresser, der sie angreift, verliert zuerst 1 Population.
ev-trait-intelligence = Intelligenz
ev-trait-intelligence-text = Wirf eine Karte ab: als Pflanzenfresser vor dem Fressen 2 Pflanzennahrung nehmen; als Fleischfresser eine Eigenschaft für einen Angriff ausschalten.
ev-trait-longneck = Langer Hals
ev-trait-longneck-text = Nimmt vor dem Fressen 1 Pflanzennahrung.
ev-trait-pack = Rudeljagd
ev-trait-pack-text = Greift mit Körpergröße + Population an.
ev-trait-scavenger = Aasfresser
ev-trait-scavenger-text = Immer wenn ein Fleischfresser erfolgreich angreift, nimmt sie 1 Fleisch.
ev-trait-symbiosis = Symbiose
ev-trait-symbiosis-text = Kann nicht angegriffen werden, solange die Tierart rechts daneben größer ist.
ev-trait-warning = Warnruf
ev-trait-warning-text = Ihre Nachbarn können nur von einem Fleischfresser mit Hinterhalt angegriffen werden.

## Satzteile
ev-card = { $trait } ({ $food } Nahrung)
ev-species-of = Tierart { $n } von { $player }
ev-no-traits = keine Eigenschaften

## Was geschah (Ereignisse)
ev-setup = Evolution mit { $players ->
    [one] { $players } Spieler
   *[other] { $players } Spielern
}. Jeder beginnt mit einer Tierart.
ev-round-begins = Runde { $round } beginnt; { $player } ist Startspieler.
ev-last-round = Dies ist die letzte Runde.
ev-draws = { $n ->
    [one] { $player } zieht 1 Karte.
   *[other] { $player } zieht { $n } Karten.
}
ev-drew = Du hast gezogen: { $cards }.
ev-deck-out-this = Der Nachziehstapel ist aufgebraucht: Der Ablagestapel wird neu gemischt, und diese Runde ist die letzte.
ev-deck-out-next = Der Nachziehstapel ist aufgebraucht: Der Ablagestapel wird neu gemischt, und die nächste Runde ist die letzte.
ev-deck-out = Der Nachziehstapel ist aufgebraucht: Der Ablagestapel wird neu gemischt.
ev-food-chosen = { $player } hat eine Nahrungskarte gewählt.
ev-food-yours = Du legst { $card } verdeckt auf das Wasserloch.
ev-play-begins = Alle Nahrungskarten liegen. { $player } spielt zuerst Karten aus.
ev-turn-ends = { $player } beendet den Zug.
ev-new-left = { $player } spielt { $card } als neue Tierart am linken Ende aus.
ev-new-right = { $player } spielt { $card } als neue Tierart am rechten Ende aus.
ev-grows-body = { $player } spielt { $card } aus: Tierart { $n } Körpergröße +1 (jetzt { $now }).
ev-grows-pop = { $player } spielt { $card } aus: Tierart { $n } Population +1 (jetzt { $now }).
ev-gives = { $player } gibt Tierart { $n } die Eigenschaft { $trait }.
ev-gives-replacing = { $player } gibt Tierart { $n } die Eigenschaft { $trait } anstelle von { $old }.
ev-revealed-one = { $player } { $food }
ev-revealed = Nahrungskarten aufgedeckt: { $cards }; zusammen { $total }. { $hole ->
    [one] Auf dem Wasserloch liegt jetzt 1 Nahrungschip.
   *[other] Auf dem Wasserloch liegen jetzt { $hole } Nahrungschips.
}
ev-ready = { $player } ist bereit zum Fressen.
ev-intel-plant = { $player } wirft { $card } für Intelligenz ab: { $notes }.
ev-longneck = Langer Hals: { $notes }.
ev-fertile = Fruchtbarkeit: { $species } wächst auf Population { $pop }.
ev-fat = Fettschicht: { $species } frisst { $fat } gespeichertes Fett.
ev-eating-begins = Das Fressen beginnt mit { $player }.
ev-takes-plant = { $species } nimmt { $n } Pflanzennahrung
ev-takes-meat = { $species } nimmt { $n } Fleisch
ev-eats = { $notes } (noch { $left } auf dem Wasserloch).
ev-stops = { $player } hört in dieser Runde auf zu füttern.
ev-intel-discard = { $player } wirft { $card } für Intelligenz ab.
ev-attack = { $attacker } greift { $prey } an.
ev-attack-switched = { $attacker } greift { $prey } an (Intelligenz schaltet { $trait } aus).
ev-horns = Hörner: Der Angreifer verliert 1 Population.
ev-horns-dies = Hörner: Der Angreifer verliert 1 Population und stirbt aus.
ev-scavenger-note = { $note } (Aasfresser)
ev-meat = { $notes }.
ev-no-meat = Es wird kein Fleisch gefressen.
ev-extinct = { $species } ist ausgestorben.
ev-extinct-traits = { $species } ist ausgestorben ({ $traits }).
ev-feeding-ends = Das Fressen endet; { $hole } Nahrung bleibt auf dem Wasserloch. Die Populationen sinken auf die gefressene Nahrung.
ev-game-ends = Die letzte Runde ist vorbei: Das Spiel endet.
ev-new-species = { $player } hat keine Tierart mehr und bekommt eine neue.

## Wahlmöglichkeiten (Beschriftungen) und ihre Gruppen
ev-group-food = Nahrungskarte
ev-group-hand = Hand
ev-group-discard = Abwerfen
ev-group-turn = Zug
ev-group-back = Zurück
ev-group-new = Neue Tierart
ev-group-on = An eine Tierart
ev-group-use = Verwendung
ev-group-replace = Ersetzen
ev-group-before = Vor dem Fressen
ev-group-eat = Fressen
ev-group-prey = Beute
ev-group-prey-forced = Beute (ein hungriger Fleischfresser muss angreifen)
ev-group-intelligence = Intelligenz
ev-act-food = { $card } auf das Wasserloch
ev-act-play = { $card } ausspielen
ev-act-discard = { $card } abwerfen
ev-act-cancel = Abbrechen (Karte behalten)
ev-act-end = Zug beenden (übrige Karten behalten)
ev-act-new-left = Neue Tierart am linken Ende
ev-act-new-right = Neue Tierart am rechten Ende
ev-act-on = Tierart { $n }: Größe { $body }, Population { $pop }, { $traits }
ev-act-body = Körpergröße +1 (auf { $to })
ev-act-pop = Population +1 (auf { $to })
ev-act-trait = Eigenschaft { $trait }
ev-act-trait-replace = Eigenschaft { $trait } (ersetzt eine)
ev-act-replace = { $trait } ersetzen
ev-act-longneck = Langer Hals: Tierart { $n } nimmt 1 Pflanzennahrung
ev-act-fertile = Fruchtbarkeit: Tierart { $n } Population +1
ev-act-fat = Fettschicht: Tierart { $n } frisst { $fat } gespeichertes Fett
ev-act-fat-only = Fettschicht: Tierart { $n } frisst nur { $fat } gespeichertes Fett
ev-act-intel-plant = Intelligenz: Tierart { $n } wirft eine Karte für 2 Pflanzennahrung ab
ev-act-done = Fertig (Fressen beginnen)
ev-act-feed-hungry = Tierart { $n } füttern (hungrig)
ev-act-feed-fat = Tierart { $n } füttern (nur Fett)
ev-act-hunt-hungry = Mit Tierart { $n } angreifen (hungrig)
ev-act-hunt-fat = Mit Tierart { $n } angreifen (nur Fett)
ev-act-pass = In dieser Runde nicht mehr füttern
ev-act-prey = Jage { $species } (Größe { $body }, Population { $pop })
ev-act-intel = Intelligenz einsetzen (eine Karte abwerfen)
ev-act-off = { $trait } ausschalten

## Ablehnungen
ev-food-already-down = Deine Nahrungskarte liegt schon; wir warten noch auf { $waiting }.
ev-no-food-card = Du hast keine Karte, die du auf das Wasserloch legen kannst.
ev-not-your-turn = { $player } ist am Zug, nicht du.
ev-why-not-in-hand = Diese Karte hast du nicht auf der Hand.
ev-why-food = Leg eine Karte von deiner Hand verdeckt auf das Wasserloch.
ev-why-play = Wähl eine Handkarte zum Ausspielen oder beende deinen Zug.
ev-why-own-species-play = Du kannst Karten nur an deine eigenen Tierarten spielen.
ev-why-nothing-more = Diese Karte kann für diese Tierart nichts mehr tun.
ev-why-target = Wähl, wohin die Karte kommt: eine neue Tierart an einem Ende deiner Reihe oder eine deiner Tierarten; oder brich ab.
ev-why-body-max = Die Körpergröße ist schon { $max }, mehr kann eine Tierart nicht haben.
ev-why-pop-max = Die Population ist schon { $max }, mehr kann eine Tierart nicht haben.
ev-why-trait-twice = Diese Tierart hat schon { $trait }; eine Tierart hat keine Eigenschaft zweimal.
ev-why-use = Wähl Körpergröße, Population oder die Eigenschaft dieser Karte; oder brich ab.
ev-why-replace = Wähl eine Eigenschaft der Tierart, die ersetzt wird, oder brich ab.
ev-why-discard = Wähl eine Karte, die du für Intelligenz abwirfst, oder brich ab.
ev-why-before = Setz eine Vor-dem-Fressen-Eigenschaft einer deiner Tierarten ein oder sag, dass du fertig bist.
ev-why-own-traits = Du kannst nur die Eigenschaften deiner eigenen Tierarten einsetzen.
ev-why-lacks-trait = Diese Tierart hat die Eigenschaft { $trait } nicht.
ev-why-once-a-round = { $trait } wirkt einmal pro Runde, und diese Tierart hat sie schon eingesetzt.
ev-why-fertile-hole = Fruchtbarkeit braucht Nahrung, die schon vor dem Aufdecken der Nahrungskarten auf dem Wasserloch lag.
ev-why-carnivore-plant = Ein Fleischfresser frisst nie Pflanzennahrung, auch nicht durch { $trait }.
ev-why-intel-no-card = Intelligenz braucht eine Handkarte zum Abwerfen, und du hast keine.
ev-why-no-fat = Diese Tierart hat kein gespeichertes Fett.
ev-why-fat-fed = Diese Tierart ist satt; Fett kann nur ihren Hunger stillen.
ev-why-fat-too-much = So viel Fett hat die Tierart nicht oder kann es nicht fressen.
ev-why-full = Diese Tierart kann nichts mehr fressen.
ev-why-no-pass = Du kannst nicht aufhören zu füttern: Eine hungrige Tierart von dir kann noch fressen (ein hungriger Fleischfresser muss angreifen).
ev-why-feed = Wähl eine deiner Tierarten zum Füttern.
ev-why-own-species-feed = Du kannst nur deine eigenen Tierarten füttern.
ev-why-fed = Diese Tierart ist satt und kann kein Fett speichern.
ev-why-hole-empty = Das Wasserloch ist leer: Pflanzenfresser haben nichts zu fressen.
ev-why-no-prey = Dieser Fleischfresser hat keine Tierart, die er angreifen kann.
ev-why-gone = Diese Tierart ist nicht mehr im Spiel.
ev-why-intel-attack = Intelligenz braucht eine Handkarte und eine Eigenschaft, nach deren Ausschalten es etwas anzugreifen gibt.
ev-why-prey = Wähl die Tierart, die angegriffen wird, oder brich ab.
ev-why-negate = Wähl die Eigenschaft, die Intelligenz ausschaltet, oder brich ab.
ev-why-off-useless = Schaltest du { $trait } aus, bleibt nichts zum Angreifen, oder es ändert sich nichts.
ev-no-attack-self = Ein Fleischfresser greift nie sich selbst an.
ev-no-attack-larger = Dein Fleischfresser ist nicht größer als diese Tierart.
ev-no-attack-shell = Dein Fleischfresser ist nicht größer als diese Tierart (Harter Panzer zählt sie 3 größer).
ev-no-attack-climbing = Diese Tierart ist ein Kletterer: Nur ein Fleischfresser mit Kletterer kann sie angreifen.
ev-no-attack-burrowing = Diese Tierart ist ein Höhlenbewohner und satt, also kann sie nicht angegriffen werden.
ev-no-attack-herding = Diese Tierart hat Herdenschutz: Dein Fleischfresser braucht eine größere Population.
ev-no-attack-symbiosis = Diese Tierart hat Symbiose, und eine größere Tierart rechts daneben schützt sie.
ev-no-attack-warning = Der Warnruf eines Nachbarn schützt diese Tierart: Nur Hinterhalt kommt daran vorbei.

## Das Ergebnis
ev-cat-food = Nahrungsbeutel
ev-cat-population = Population
ev-cat-traits = Eigenschaften
ev-tiebreak = Bei Gleichstand entscheidet die Zahl der Eigenschaften auf überlebenden Tierarten, dann ihre gesamte Population; wer dann noch gleichauf ist, teilt sich den Platz.

## Die Bilder (renderers/evolution.py)
ev-status = Runde { $round } · { $phase }
ev-status-last = { $status } · letzte Runde
ev-phase-food = Nahrungskarten wählen
ev-phase-play = Karten ausspielen
ev-phase-before = Vor dem Fressen
ev-phase-feed = Fressen
ev-phase-over = Spielende
ev-pic-title = Evolution · { $status }
ev-pic-hand-title = Evolution · Hand von { $name }
ev-pic-to-act = am Zug: { $names }
ev-pic-carnivore = Fleischfresser
ev-pic-herbivore = Pflanzenfresser
ev-pic-size = Körpergröße
ev-pic-pop = Population
ev-pic-eaten = { $food } von { $pop } gefressen
ev-pic-fat = Fett { $fat }
ev-pic-food = Nahrung
ev-pic-hole = Wasserloch
ev-pic-plant = Nahrung
ev-pic-face-down = Nahrungskarten: verdeckt, bis alle gewählt haben
ev-pic-revealed = Nahrungskarten aufgedeckt: { $total }
ev-pic-revealed-nothing = Nahrungskarten aufgedeckt: { $total } (bringt nichts)
ev-pic-deck = Stapel { $n }
ev-pic-discard = Ablage { $n }
ev-pic-chip-card = { $name }: { $trait } { $food }
ev-pic-chip-chosen = { $name }: gewählt ✓
ev-pic-chip-choosing = { $name }: wählt …
ev-pic-first = Startspieler
ev-pic-to-act-badge = ▶ am Zug
ev-pic-turn = dran
ev-pic-stopped = füttert nicht mehr
ev-pic-hand-bag = Hand { $hand } · Beutel { $bag }
ev-pic-key-eaten = gefressen
ev-pic-key-fat = Fett
ev-pic-hand = Hand { $hand }
ev-pic-hole-plant = Wasserloch: { $n } Nahrung
ev-pic-row-chosen = Nahrungskarte ✓
ev-pic-row-choosing = Nahrungskarte …
ev-pic-row-card = { $trait } { $food }
ev-pic-standings = Zwischenstand
ev-pic-standings-note = Population + Eigenschaften, die jetzt ausliegen; die Nahrungsbeutel bleiben bis zum Ende verdeckt
ev-pic-standings-over = Endstand: Nahrungsbeutel + Population + Eigenschaften
ev-pic-points = { $points } P.
ev-pic-no-species = keine Tierart
ev-pic-cards-bag = { $n ->
    [one] 1 Karte · Nahrungsbeutel { $bag }
   *[other] { $n } Karten · Nahrungsbeutel { $bag }
}
ev-pic-food-card = Nahrungskarte dieser Runde: { $trait } { $food }
ev-pic-your-species = Deine Tierarten, von links nach rechts
ev-pic-no-cards = keine Karten auf der Hand
ev-pic-playing = wird ausgespielt
ev-pic-a-card = die Karte
ev-pic-step-target = Wähl, wohin { $card } kommt: eine neue Tierart (linkes oder rechtes Ende) oder eine deiner Tierarten.
ev-pic-step-use = Wähl, was { $card } für Tierart { $species } tut: Körpergröße +1, Population +1 oder die Eigenschaft.
ev-pic-step-replace = Wähl die Eigenschaft von Tierart { $species }, die { $card } ersetzt.
ev-pic-step-attack = Wähl die Beute für Tierart { $species } (oder setz Intelligenz ein).
ev-pic-step-discard = Wähl eine Karte, die du für Intelligenz abwirfst (Tierart { $species }).
ev-pic-step-negate = Wähl die Eigenschaft, die Intelligenz für den Angriff von Tierart { $species } ausschaltet.
ev-pic-step-prey = Wähl die Beute für Tierart { $species } ({ $off } ausgeschaltet).
ev-pic-step-other = Schließ deine Wahl ab: { $step }.

## Der Discord-Tisch (bot/games/evolution.py)
ev-score-line = { $name }: { $points } + Nahrungsbeutel
ev-chapter-title = Runde { $round } · { $chapter }
ev-chapter-food = Nahrungskarten
ev-chapter-play = Karten ausspielen
ev-chapter-feed = Fressen
ev-rules-overview = **Evolution** (2–5 Spieler) — entwickle Tierarten mit Eigenschaften, Körpergröße und Population; lass sie am Wasserloch fressen oder jagen. Jeder beginnt mit einer Tierart (Körpergröße 1, Population 1). Ist der Nachziehstapel aufgebraucht, naht die letzte Runde; dann zählen gefressene Nahrung, die Population überlebender Tierarten und ihre Eigenschaften.
ev-rules-round = **Eine Runde**: 1 jeder bekommt 3 Karten + 1 pro Tierart; 2 alle legen geheim eine Karte verdeckt als Nahrung auf das Wasserloch; 3 reihum spielt jeder beliebig viele Karten aus; 4 die Nahrungskarten werden aufgedeckt (eine negative Summe bringt nichts); vor dem Fressen: { ev-trait-longneck }, { ev-trait-fertile }, { ev-trait-fat }, { ev-trait-intelligence }; 5 Fressen; 6 die Population sinkt auf die gefressene Nahrung, und der Startspielermarker geht nach links weiter.
ev-rules-cards = **Karten ausspielen**: Jede Karte ist entweder eine neue Tierart (an einem Ende deiner Reihe), +1 Körpergröße oder +1 Population einer Tierart (beides höchstens 6) oder eine Eigenschaft einer Tierart: höchstens 3 Eigenschaften (2 bei 2 Spielern), nie zwei gleiche; eine neue Eigenschaft auf einer vollen Tierart ersetzt eine.
ev-rules-feeding = **Fressen**: Reihum füttert jeder, der eine Tierart hat, die fressen kann, eine davon. Ein Pflanzenfresser nimmt 1 Pflanzennahrung vom Wasserloch ({ ev-trait-foraging } 2). Ein Fleischfresser frisst nie Pflanzen und muss eine Tierart mit kleinerer Körpergröße angreifen, soweit deren Eigenschaften es erlauben ({ ev-trait-climbing }, { ev-trait-shell }, { ev-trait-burrowing }, { ev-trait-warning }, { ev-trait-symbiosis }, { ev-trait-herding }, { ev-trait-horns }); die Beute verliert 1 Population, und der Fleischfresser nimmt so viel Fleisch, wie die Beute Körpergröße hat. Das Fressen endet, wenn niemand mehr fressen kann. Eine Tierart, die nichts gefressen hat, stirbt aus; ihr Besitzer zieht eine Karte pro verlorene Eigenschaft.
ev-rules-scoring = **Wertung**: Nahrungsbeutel (alle gefressene Nahrung) + Population der überlebenden Tierarten + ihre Eigenschaften. Gleichstand: mehr Eigenschaften, dann mehr Population, sonst geteilt. Ist der Nachziehstapel beim Austeilen aufgebraucht, ist diese Runde die letzte; sonst folgt noch eine Runde.

## Tipps (bot/core/hints.py): eine Wertungskategorie, wie ein Lernender sie liest, und was ein Tipp nennt
ev-cat-food-hint = gefressene Nahrung (1 Punkt je Nahrung in deinem Nahrungsbeutel)
ev-cat-population-hint = Population (1 Punkt je Populationsstufe deiner überlebenden Arten)
ev-cat-traits-hint = Eigenschaften (1 Punkt je Eigenschaftskarte auf deinen überlebenden Arten)
ev-hint-species = eine Art, die weiterlebt
ev-hint-fed = mehr Nahrung in dieser Runde
ev-hint-pop = mehr Population
ev-hint-body = größere Arten (schwerer anzugreifen)
ev-hint-traits = mehr Eigenschaften auf den Arten
ev-hint-cards = mehr Karten auf der Hand
