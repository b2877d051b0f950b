# Wild Cards (Ferdinand Schnitzler): alle Wörter des Spiels, seiner Bilder und des Bots.
# Tiere: Pfau, Eichhörnchen, Adler, Steinbock, Löwe, Erdmännchen; Lebensräume: Wald, Savanne,
# Gebirge, Joker; Anführerkarte, Auffüllkarte, Auslage, Talisman, Punkteplättchen.
# $species ist ein Code (peacock, squirrel, eagle, ibex, lion, meerkat), $habitat auch
# (forest, savannah, mountains, wild).

## Namen der Karten, Tiere und Lebensräume

wc-card = { $habitat ->
    [forest] Wald
    [savannah] Savanne
    [mountains] Gebirge
   *[wild] Joker
} { $value }
wc-card-refill = Auffüllkarte
wc-species-peacock = Pfau
wc-species-squirrel = Eichhörnchen
wc-species-eagle = Adler
wc-species-ibex = Steinbock
wc-species-lion = Löwe
wc-species-meerkat = Erdmännchen
wc-habitat-forest = Wald
wc-habitat-savannah = Savanne
wc-habitat-mountains = Gebirge
wc-habitat-wild = Joker
wc-bid-of = { $name } { $card }
wc-tie-total = { $name } { $total } ({ $cards })

## Was geschah

wc-ev-talisman-start = { $name } hat den Talisman.
wc-ev-round = Runde { $round }: Gebote abgeben.
wc-ev-placed-first = Du hast { $card } gelegt; du darfst eine zweite Karte legen (Adler).
wc-ev-bid-placed = { $name } hat ein Gebot abgegeben.
wc-ev-you-bid = Du bietest { $card }.
wc-ev-two-placed = { $name } hat zwei Karten gelegt (Adler).
wc-ev-you-placed-two = Du hast { $first } und { $second } gelegt.
wc-ev-eagle-reveal = { $name } deckt { $card } auf (Adler).
wc-ev-bids-revealed = Gebote aufgedeckt: { $bids }.
wc-ev-swap = { $name } nutzt das Erdmännchen: tauscht { $given ->
    [peacock] einen Pfau
    [squirrel] ein Eichhörnchen
    [eagle] einen Adler
    [ibex] einen Steinbock
    [lion] einen Löwen
   *[meerkat] ein Erdmännchen
} gegen { $taken ->
    [peacock] den Pfau
    [squirrel] das Eichhörnchen
    [eagle] den Adler
    [ibex] den Steinbock
    [lion] den Löwen
   *[meerkat] das Erdmännchen
} aus der Auslage.
wc-ev-noswap = { $name } verzichtet auf den Tausch mit dem Erdmännchen.
wc-ev-refill = { $name } wirft { $cards } ab und zieht { $count } (Hand: { $hand }).
wc-ev-refill-keep = { $name } wirft nichts ab und zieht { $count } (Hand: { $hand }).
wc-ev-you-drew = Du hast { $cards } gezogen.
wc-ev-leo-refill = Leo wirft seinen Stapel ab und mischt einen neuen ({ $count ->
    [one] { $count } Karte
   *[other] { $count } Karten
} und die Auffüllkarte).
wc-ev-leo-decline = Die Auslage ist leer: Leo nimmt sein Gebot zurück und zieht { $count ->
    [one] { $count } Karte
   *[other] { $count } Karten
}.
wc-ev-leader-claim = { $name } bekommt die { $species ->
    [peacock] Pfau-Anführerkarte
    [squirrel] Eichhörnchen-Anführerkarte
    [eagle] Adler-Anführerkarte
    [ibex] Steinbock-Anführerkarte
    [lion] Löwen-Anführerkarte
   *[meerkat] Erdmännchen-Anführerkarte
}.
wc-ev-leader-claim-from = { $name } bekommt die { $species ->
    [peacock] Pfau-Anführerkarte
    [squirrel] Eichhörnchen-Anführerkarte
    [eagle] Adler-Anführerkarte
    [ibex] Steinbock-Anführerkarte
    [lion] Löwen-Anführerkarte
   *[meerkat] Erdmännchen-Anführerkarte
} von { $holder }.
wc-ev-leader-return = { $name } legt die { $species ->
    [peacock] Pfau-Anführerkarte
    [squirrel] Eichhörnchen-Anführerkarte
    [eagle] Adler-Anführerkarte
    [ibex] Steinbock-Anführerkarte
    [lion] Löwen-Anführerkarte
   *[meerkat] Erdmännchen-Anführerkarte
} in den Vorrat zurück.
wc-ev-leader-lose = { $name } verliert die { $species ->
    [peacock] Pfau-Anführerkarte
    [squirrel] Eichhörnchen-Anführerkarte
    [eagle] Adler-Anführerkarte
    [ibex] Steinbock-Anführerkarte
    [lion] Löwen-Anführerkarte
   *[meerkat] Erdmännchen-Anführerkarte
} an { $heir }.
wc-ev-tie = Gleichstand bei { $value }: { $names }.
wc-ev-tie-lion = { $name } gewinnt den Gleichstand (Löwe).
wc-ev-tie-leo = { $name } gewinnt den Gleichstand (Leo).
wc-ev-tie-hidden = Gleichstand: Legt eure Zuzahlung verdeckt ab.
wc-ev-talisman-decides = Der Talisman entscheidet: { $name } ist zuerst dran.
wc-ev-tie-revealed = Zuzahlungen aufgedeckt: { $totals }.
wc-ev-tie-equal = Gleiche Summen: Der Talisman entscheidet.
wc-ev-paid-hidden = { $name } hat verdeckt zugezahlt.
wc-ev-take = { $name } nimmt { $species ->
    [peacock] den Pfau
    [squirrel] das Eichhörnchen
    [eagle] den Adler
    [ibex] den Steinbock
    [lion] den Löwen
   *[meerkat] das Erdmännchen
}.
wc-ev-take-paid = { $name } nimmt { $species ->
    [peacock] den Pfau
    [squirrel] das Eichhörnchen
    [eagle] den Adler
    [ibex] den Steinbock
    [lion] den Löwen
   *[meerkat] das Erdmännchen
} und zahlt { $cards } zu.
wc-ev-take-bonus = { $name } nimmt { $species ->
    [peacock] den Pfau
    [squirrel] das Eichhörnchen
    [eagle] den Adler
    [ibex] den Steinbock
    [lion] den Löwen
   *[meerkat] das Erdmännchen
} (+{ $points ->
    [one] { $points } Punkt
   *[other] { $points } Punkte
}: alles { $habitat ->
    [forest] Wald
    [savannah] Savanne
   *[mountains] Gebirge
}).
wc-ev-take-paid-bonus = { $name } nimmt { $species ->
    [peacock] den Pfau
    [squirrel] das Eichhörnchen
    [eagle] den Adler
    [ibex] den Steinbock
    [lion] den Löwen
   *[meerkat] das Erdmännchen
} und zahlt { $cards } zu (+{ $points ->
    [one] { $points } Punkt
   *[other] { $points } Punkte
}: alles { $habitat ->
    [forest] Wald
    [savannah] Savanne
   *[mountains] Gebirge
}).
wc-ev-decline = { $name } nimmt kein Tier: Gebot zurück, zieht { $count }.
wc-ev-decline-empty = { $name } nimmt kein Tier (die Auslage ist leer): Gebot zurück, zieht { $count }.
wc-ev-decline-cannot-pay = { $name } nimmt kein Tier (kann nicht zuzahlen): Gebot zurück, zieht { $count }.
wc-ev-ibex-back = { $name } nimmt { $card } zurück auf die Hand (Steinbock).
wc-ev-ibex-discard = { $name } wirft die Gebotskarte ab (nutzt den Steinbock nicht).
wc-ev-end = Die Auslage kann nicht mehr aufgefüllt werden: Das Spiel endet.
wc-ev-talisman-passes = Der Talisman geht an { $name }.

## Ablehnungen

wc-err-leo-players = Leo kann bei 2, 3 oder 4 Spielern mitspielen, nicht bei { $count }.
wc-err-talisman-seat = Es gibt keinen Platz { $seat }, der den Talisman bekommen könnte.
wc-wait-bid = Du hast dein Gebot schon abgegeben; wir warten auf die anderen.
wc-wait-tie = Du hast verdeckt zugezahlt; wir warten auf die anderen im Gleichstand.
wc-refuse-no-card = Du hast keine Karte { $card } auf der Hand. { $offer }
wc-refuse-pay-first = Zahle zuerst noch { $owed } { $owed ->
    [one] Karte
   *[other] Karten
} von deiner Hand zu (oder verzichte und ziehe { $count }).
wc-refuse-eagle-second = Lege eine zweite Karte von deiner Hand (Adler), biete nur die gelegte Karte oder nimm sie zurück.
wc-refuse-bid = Biete eine Karte von deiner Hand oder die Auffüllkarte. { $offer }
wc-refuse-eagle = Decke eine deiner zwei gelegten Karten als Gebot auf. { $offer }
wc-refuse-meerkat = Tausche ein Tier deiner Sammlung gegen eines aus der Auslage, oder tausche nicht. { $offer }
wc-refuse-refill = Wirf Karten von deiner Hand ab oder fülle deine Hand auf. { $offer }
wc-refuse-tie = Bestätige deine verdeckte Zuzahlung, nimm sie zurück oder verzichte. { $offer }
wc-refuse-pick = Nimm ein Tier aus der Auslage, oder verzichte und ziehe 2 Karten. { $offer }
wc-refuse-ibex = Nimm deine Gebotskarte zurück auf die Hand oder wirf sie ab. { $offer }

## Wahlmöglichkeiten und ihre Gruppen

wc-act-final = { $card } als mein Gebot aufdecken
wc-act-bid = { $card } bieten
wc-act-bid-refill = Auffüllkarte bieten (passen und auffüllen)
wc-act-bid2 = Auch { $card } legen
wc-act-bid2-refill = Auch die Auffüllkarte legen
wc-act-single = Nur { $card } bieten
wc-act-cancel = Karte zurücknehmen und neu wählen
wc-act-swap = { $given ->
    [peacock] Einen Pfau
    [squirrel] Ein Eichhörnchen
    [eagle] Einen Adler
    [ibex] Einen Steinbock
    [lion] Einen Löwen
   *[meerkat] Ein Erdmännchen
} abgeben, { $taken ->
    [peacock] den Pfau
    [squirrel] das Eichhörnchen
    [eagle] den Adler
    [ibex] den Steinbock
    [lion] den Löwen
   *[meerkat] das Erdmännchen
} nehmen (Platz { $slot })
wc-act-noswap = Nicht tauschen
wc-act-discard = { $card } abwerfen
wc-act-undiscard = { $card } doch behalten
wc-act-draw = { $count } ziehen (auf { $to ->
    [one] { $to } Karte
   *[other] { $to } Karten
})
wc-act-discard-draw = { $discards } abwerfen und { $count } ziehen (auf { $to ->
    [one] { $to } Karte
   *[other] { $to } Karten
})
wc-act-draw-no-squirrel = { $count } ziehen (auf { $to ->
    [one] { $to } Karte
   *[other] { $to } Karten
}), ohne Eichhörnchen
wc-act-discard-draw-no-squirrel = { $discards } abwerfen und { $count } ziehen (auf { $to ->
    [one] { $to } Karte
   *[other] { $to } Karten
}), ohne Eichhörnchen
wc-act-pay = { $card } zuzahlen (noch { $owed } zu zahlen)
wc-act-pay-hidden = { $card } verdeckt zuzahlen (noch { $owed })
wc-act-pick = { $species ->
    [peacock] Den Pfau
    [squirrel] Das Eichhörnchen
    [eagle] Den Adler
    [ibex] Den Steinbock
    [lion] Den Löwen
   *[meerkat] Das Erdmännchen
} nehmen (Platz { $slot }){ $bonus ->
    [0] {""}
   *[other] {" "}· +{ $bonus } natürlicher Lebensraum
}
wc-act-pick-nearest = { $species ->
    [peacock] Den Pfau
    [squirrel] Das Eichhörnchen
    [eagle] Den Adler
    [ibex] Den Steinbock
    [lion] Den Löwen
   *[meerkat] Das Erdmännchen
} nehmen (Platz { $slot }, neben dem Stapel){ $bonus ->
    [0] {""}
   *[other] {" "}· +{ $bonus } natürlicher Lebensraum
}
wc-act-unpay = Zuzahlung zurücknehmen
wc-act-decline = Kein Tier: Gebot zurück und { $count } ziehen
wc-act-confirm = Meine verdeckte Zuzahlung bestätigen
wc-act-ibex-back = { $card } zurück auf die Hand nehmen (Steinbock)
wc-act-ibex-discard = { $card } mit den anderen Geboten abwerfen
wc-grp-habitat = Lebensraumkarten
wc-grp-refill = Auffüllkarte
wc-grp-second = Zweite Karte (Adler)
wc-grp-give = { $species ->
    [peacock] Einen Pfau
    [squirrel] Ein Eichhörnchen
    [eagle] Einen Adler
    [ibex] Einen Steinbock
    [lion] Einen Löwen
   *[meerkat] Ein Erdmännchen
} abgeben
wc-grp-discard = Abwerfen
wc-grp-keep = Behalten
wc-grp-pay = Zuzahlen
wc-grp-take = Ein Tier nehmen

## Die Ansicht: Phasen, Anführerkräfte, das Ergebnis

wc-phase-bid = Phase 1 · Gebote abgeben
wc-phase-eagle = Phase 1 · Adler wählt das endgültige Gebot
wc-phase-meerkat = Phase 2 · Tausch mit dem Erdmännchen
wc-phase-refill = Phase 2 · Auffüllkarten abhandeln
wc-phase-tie = Phase 3 · Gleichstand: verdeckte Zuzahlung
wc-phase-pick = Phase 3 · Tierkarten nehmen
wc-phase-ibex = Phase 4 · Steinbock: Gebotskarte behalten?
wc-phase-over = Spiel vorbei
wc-power-peacock = Bringt am Spielende 3 Punkte (statt 1).
wc-power-squirrel = Auffüllkarte: Fülle auf 10 Lebensraumkarten auf (statt 7).
wc-power-eagle = Biete 2 Karten verdeckt; wähle 1, nachdem die anderen aufgedeckt haben.
wc-power-ibex = Nimm deine Gebotskarte in Phase 4 zurück (außer Joker).
wc-power-lion = Bei Gleichstand gewinnst du immer.
wc-power-meerkat = Auffüllkarte: Tausche 1 Tier deiner Sammlung gegen 1 aus der Auslage.
wc-cat-best = Beste Tierart
wc-cat-second = Zweitbeste Tierart
wc-cat-leaders = Anführer
wc-cat-tokens = Punkteplättchen
wc-tiebreak = Bei Punktgleichheit gewinnt die größere Tiersammlung; ist es dann noch gleich, teilen sich die Spieler den Platz.

## Die Bilder (renderers/wildcards.py)

wc-pic-title = Wild Cards · Runde { $round }
wc-pic-hand-title = Wild Cards · Hand von { $name }
wc-pic-round = Runde { $round }
wc-pic-waiting = Wir warten auf { $names }
wc-pic-over = Das Spiel ist vorbei.
wc-pic-display = Auslage
wc-pic-nearest = am Stapel
wc-pic-animals = Tierkarten { $count }
wc-pic-deck = Lebensraumkarten { $count }
wc-pic-discard = Ablagestapel { $count }
wc-pic-boxed = In der Schachtel { $count }
wc-pic-discard-top = oben auf der Ablage
wc-pic-empty = leer
wc-pic-leaders = Anführer
wc-pic-leader-points = { $points } P.
wc-pic-free = frei
wc-pic-leo = virtueller Spieler
wc-pic-talisman = ◆ Talisman
wc-pic-not-scored = wird nicht gewertet
wc-pic-score = { $score } Pkt.
wc-pic-score-note = Punkte, wenn das Spiel jetzt endete
wc-pic-tokens = Punkteplättchen
wc-pic-leader = ★ = Anführerkarte im Besitz
wc-pic-no-animals = noch keine Tiere
wc-pic-hand-size = Hand { $count }
wc-pic-bid = Gebot
wc-pic-paid = zugezahlt
wc-pic-bid-placed = Gebot abgegeben ✓
wc-pic-placing = legt…
wc-pic-bidding = bietet…
wc-pic-took = nahm { $species ->
    [peacock] den Pfau
    [squirrel] das Eichhörnchen
    [eagle] den Adler
    [ibex] den Steinbock
    [lion] den Löwen
   *[meerkat] das Erdmännchen
}
wc-pic-declined = nahm kein Tier
wc-pic-refilling = füllt auf
wc-pic-paying = Gleichstand: zahlt verdeckt zu
wc-pic-paying-done = Gleichstand: verdeckt zugezahlt ✓
wc-pic-summary = { $cards ->
    [one] { $cards } Karte
   *[other] { $cards } Karten
} · { $score ->
    [one] { $score } Punkt
   *[other] { $score } Punkte
}, wenn das Spiel jetzt endete
wc-pic-holds-talisman = du hast den Talisman
wc-pic-leads = Anführer: { $species }
wc-pic-discarding = Zum Abwerfen gewählt
wc-pic-tie = Gleichstand bei { $value }: Du bist gleichauf mit { $names }. Wähle deine Zuzahlung, verdeckt.
wc-pic-tie-owed = Gleichstand bei { $value }: Du bist gleichauf mit { $names }. Noch { $owed ->
    [one] 1 Karte
   *[other] { $owed } Karten
} verdeckt zuzahlen.
wc-pic-tie-alone = Gleichstand bei { $value }: Wähle deine Zuzahlung, verdeckt.
wc-pic-tie-alone-owed = Gleichstand bei { $value }: Noch { $owed ->
    [one] 1 Karte
   *[other] { $owed } Karten
} verdeckt zuzahlen.
wc-pic-refill = Auffüllen

## Der Bot (bot/games/wildcards.py)

wc-blurb = Biete geheim eine Karte; die höchsten Gebote wählen Tiere aus der Auslage. Sammle die meisten Tiere einer Art, um ihr Anführer zu werden.
opt-wildcards-leo = Mit Leo spielen
opt-wildcards-leo-help = Den virtuellen Spieler Leo zu einem Spiel mit 3 oder 4 Spielern hinzufügen (zu zweit spielt Leo immer mit).
opt-wildcards-talisman_seat = Talisman für
opt-wildcards-talisman_seat-help = Der Platz (0 = erster), der mit dem Talisman beginnt; -1 lost einen aus.
wc-bot-talisman-random = zufällig
wc-bot-seat = Platz { $seat }
wc-bot-pay-choose = Wähle die { $count ->
    [one] { $count } Karte
   *[other] { $count } Karten
} zum Zuzahlen
wc-bot-pay-these = Diese zuzahlen
wc-bot-score = { $name }: { $points } in Plättchen
wc-bot-chapter-bids = Runde { $round } · geheime Gebote
wc-bot-chapter-picks = Runde { $round } · Auffüllkarten und Tiere nehmen
wc-pic-part-bids = geheime Gebote
wc-pic-part-picks = Aufdecken und Tiere nehmen
wc-bot-hand-of = { $name } { $count }
wc-bot-hands = Karten auf der Hand: { $hands }
wc-bot-doing = { $name }: { $doing }
wc-bot-display = Auslage: { $cards }
wc-bot-display-empty = Auslage: leer
wc-bot-display-card = { $species } ({ $habitat })
wc-bot-your-bid = Dein Gebot (verdeckt): { $cards }
wc-bot-your-payment = Deine Zuzahlung: { $cards }

## /game rules

wc-rules-overview = **Wild Cards** (2–5 Spieler; zu zweit spielt ihr mit dem virtuellen Spieler Leo) — biete mit Lebensraumkarten (Wald, Savanne, Gebirge 1–4 und Joker), um Tiere aus der offenen Auslage zu sammeln (eine Karte weniger als Spieler). Jede Runde: 1 bieten, 2 Auffüllkarten abhandeln, 3 Tiere nehmen, 4 Gebote abwerfen und die Auslage auffüllen. Das Spiel endet, wenn die Auslage nicht mehr aufgefüllt werden kann; die meisten Punkte gewinnen.
wc-rules-bidding = **Gebote**: Alle legen eine Handkarte verdeckt ab, oder die Auffüllkarte; alle werden zugleich aufgedeckt. Das höchste Gebot wählt zuerst: Es zahlt Handkarten zu, bis das Gebot so viele Karten hat wie sein Wert (eine 3 = 3 Karten), und nimmt dann ein Tier. Du darfst stattdessen verzichten (bei leerer Auslage musst du): Nimm deine Karten zurück und ziehe 2. Handlimit: 10 Lebensraumkarten.
wc-rules-ties = **Gleichstand**: Bei gleichen Geboten von 2 oder mehr legen die Spieler ihre Zuzahlung verdeckt ab und decken sie auf; die höchste Summe wählt zuerst. Immer noch gleich: Es gewinnt, wer im Uhrzeigersinn als Erster nach dem Besitzer des Talismans sitzt, und der Talisman wandert danach weiter. Der Löwen-Anführer gewinnt jeden Gleichstand; Leo gewinnt gegen alle außer den Löwen.
wc-rules-refill = **Auffüllkarte**: Wirf beliebig viele Lebensraumkarten ab, fülle auf 7 auf und nimm die Auffüllkarte zurück. Das ist deine Runde (kein Tier). Mit dem Eichhörnchen-Anführer **darfst** du stattdessen auf 10 auffüllen; mit dem Erdmännchen-Anführer darfst du vorher ein Tier deiner Sammlung gegen eines aus der Auslage tauschen.
wc-rules-leaders = **Anführer**: Wer die meisten Tiere einer Art hat (oder so viele wie der Besitzer ihrer Anführerkarte), bekommt diese Anführerkarte sofort. Pfau: 3 Punkte am Ende. Eichhörnchen: Nach einer Auffüllkarte **darfst** du auf 10 auffüllen. Steinbock: In Phase 4 **darfst** du deine Gebotskarte zurück auf die Hand nehmen (kein Joker; Zuzahlungen werden trotzdem abgeworfen). Adler: Biete zwei Karten und decke eine auf, nachdem die anderen aufgedeckt haben. Löwe: Du gewinnst jeden Gleichstand. Erdmännchen: Tausche mit der Auffüllkarte ein Tier mit der Auslage.
wc-rules-scoring = **Punkte**: Sind Gebot und Zuzahlung alle aus dem natürlichen Lebensraum des Tieres (Joker zählen immer), gibt es sofort 2 Punkte. Am Ende: deine meistgesammelte Tierart 2 Punkte pro Karte, deine zweitmeiste 1 Punkt pro Karte (je eine Art); jeder Anführer 1 Punkt (Pfau 3); dazu deine Punkteplättchen. Gleichstand: die meisten Tiere, sonst geteilt.
wc-rules-leo = **Leo** (zu zweit immer, mit 3–4 nach Wahl): bietet die oberste Karte seines eigenen Stapels, nimmt immer die Tierkarte, die dem Nachziehstapel am nächsten liegt, zahlt nie zu, bekommt Anführerkarten, nutzt sie aber nie, gewinnt jeden Gleichstand außer gegen den Löwen und wird nicht gewertet.

## Tipps (bot/core/hints.py): eine Wertungskategorie, wie ein Lernender sie liest, und was ein Tipp nennt
wc-cat-best-hint = deine beste Tierart (2 Punkte je Tier der Art, von der du die meisten hast)
wc-cat-second-hint = deine zweitbeste Tierart (1 Punkt je Tier)
wc-cat-leaders-hint = Anführerkarten (je 1 Punkt, der Pfau 3)
wc-cat-tokens-hint = Punkteplättchen (2 Punkte, wenn du ein Tier mit Karten nur seines Lebensraums nimmst)
wc-hint-leader = die Anführerkarte { $species } (weil du die meisten davon hast)
wc-hint-animal = das Tier { $species } aus der Auslage
wc-hint-cards = mehr Karten auf der Hand für die nächsten Gebote
wc-hint-wild = mehr Joker auf der Hand (sie passen zu jedem Lebensraum)
wc-hint-value = höhere Karten auf der Hand für die nächsten Gebote (ihre Werte zusammengezählt)
wc-hint-habitat = mehr { $habitat ->
    [forest] Wald
    [savannah] Savannen
   *[mountains] Gebirgs
}karten auf der Hand (ein Gebot ganz aus dem Lebensraum eines Tieres bringt 2 Punkte)
