# Evolution (engine/evolution, renderers/evolution.py, bot/games/evolution.py): alle woorden van
# het spel. Soort, lichaamsgrootte, populatie, drinkplaats, startspeler, "voor het eten".

## De 17 eigenschappen: namen (ev-trait-<slug>) en de kaartteksten die we volgen
ev-trait-carnivore = Vleeseter
ev-trait-carnivore-text = Moet aanvallen om te eten, eet nooit plantenvoedsel. Mag een kleinere soort aanvallen (nooit zichzelf); de prooi verliest 1 populatie, de vleeseter krijgt zoveel vlees als de lichaamsgrootte van de prooi.
ev-trait-ambush = Hinderlaag
ev-trait-ambush-text = Als deze vleeseter aanvalt, werkt Alarmroep niet.
ev-trait-burrowing = Graver
ev-trait-burrowing-text = Kan niet aangevallen worden zolang hij verzadigd is.
ev-trait-climbing = Klimmer
ev-trait-climbing-text = Kan alleen aangevallen worden door een vleeseter die ook Klimmer heeft.
ev-trait-cooperation = Samenwerking
ev-trait-cooperation-text = Telkens als hij voedsel neemt, neemt de soort rechts ervan 1 voedsel uit dezelfde bron.
ev-trait-herding = Kuddebescherming
ev-trait-herding-text = Kan alleen aangevallen worden door een vleeseter met een grotere populatie.
ev-trait-fat = Vetweefsel
ev-trait-fat-text = Verzadigd neemt hij voedsel als vet, tot zijn lichaamsgrootte; voor het eten zet hij vet om in voedsel.
ev-trait-fertile = Vruchtbaar
ev-trait-fertile-text = Voor het eten populatie +1 als er voedsel op de drinkplaats lag.
ev-trait-foraging = Foerageren
ev-trait-foraging-text = Neemt 2 plantenvoedsel in plaats van 1.
ev-trait-shell = Harde schaal
ev-trait-shell-text = Telt bij aanvallen als 3 groter.
ev-trait-horns = Hoorns
ev-trait-horns-text = Een vleeseter die hem aanvalt, verliest eerst 1 populatie.
ev-trait-intelligence = Intelligentie
ev-trait-intelligence-text = Leg een kaart af: als planteneter voor het eten 2 plantenvoedsel nemen; als vleeseter één eigenschap uitschakelen voor één aanval.
ev-trait-longneck = Lange nek
ev-trait-longneck-text = Neemt voor het eten 1 plantenvoedsel.
ev-trait-pack = Roedeljacht
ev-trait-pack-text = Valt aan met lichaamsgrootte + populatie.
ev-trait-scavenger = Aaseter
ev-trait-scavenger-text = Telkens als een vleeseter met succes aanvalt, neemt hij 1 vlees.
ev-trait-symbiosis = Symbiose
ev-trait-symbiosis-text = Kan niet aangevallen worden zolang de soort rechts ervan groter is.
ev-trait-warning = Alarmroep
ev-trait-warning-text = Zijn buren kunnen alleen aangevallen worden door een vleeseter met Hinderlaag.

## Zinsdelen
ev-card = { $trait } ({ $food } voedsel)
ev-species-of = soort { $n } van { $player }
ev-no-traits = geen eigenschappen

## Wat er gebeurde
ev-setup = Evolution voor { $players ->
    [one] { $players } speler
   *[other] { $players } spelers
}. Iedereen begint met één soort.
ev-round-begins = Ronde { $round } begint; { $player } is startspeler.
ev-last-round = Dit is de laatste ronde.
ev-draws = { $n ->
    [one] { $player } trekt 1 kaart.
   *[other] { $player } trekt { $n } kaarten.
}
ev-drew = Je trok: { $cards }.
ev-deck-out-this = De trekstapel is op: de aflegstapel wordt geschud, en deze ronde is de laatste.
ev-deck-out-next = De trekstapel is op: de aflegstapel wordt geschud, en de volgende ronde is de laatste.
ev-deck-out = De trekstapel is op: de aflegstapel wordt geschud.
ev-food-chosen = { $player } heeft een voedselkaart gekozen.
ev-food-yours = Je legt { $card } gesloten op de drinkplaats.
ev-play-begins = Alle voedselkaarten liggen. { $player } speelt als eerste kaarten.
ev-turn-ends = { $player } beëindigt de beurt.
ev-new-left = { $player } speelt { $card } als nieuwe soort aan de linkerkant.
ev-new-right = { $player } speelt { $card } als nieuwe soort aan de rechterkant.
ev-grows-body = { $player } speelt { $card }: soort { $n } lichaamsgrootte +1 (nu { $now }).
ev-grows-pop = { $player } speelt { $card }: soort { $n } populatie +1 (nu { $now }).
ev-gives = { $player } geeft soort { $n } de eigenschap { $trait }.
ev-gives-replacing = { $player } geeft soort { $n } de eigenschap { $trait } in plaats van { $old }.
ev-revealed-one = { $player } { $food }
ev-revealed = Voedselkaarten omgedraaid: { $cards }; samen { $total }. Op de drinkplaats ligt nu { $hole } voedsel.
ev-ready = { $player } is klaar om te eten.
ev-intel-plant = { $player } legt { $card } af voor Intelligentie: { $notes }.
ev-longneck = Lange nek: { $notes }.
ev-fertile = Vruchtbaar: { $species } groeit naar populatie { $pop }.
ev-fat = Vetweefsel: { $species } eet { $fat } opgeslagen vet.
ev-eating-begins = Het eten begint bij { $player }.
ev-takes-plant = { $species } neemt { $n } plantenvoedsel
ev-takes-meat = { $species } neemt { $n } vlees
ev-eats = Eten: { $notes } (nog { $left } op de drinkplaats).
ev-stops = { $player } stopt deze ronde met voeren.
ev-intel-discard = { $player } legt { $card } af voor Intelligentie.
ev-attack = Aanval: { $attacker } valt { $prey } aan.
ev-attack-switched = Aanval: { $attacker } valt { $prey } aan (Intelligentie schakelt { $trait } uit).
ev-horns = Hoorns: de aanvaller verliest 1 populatie.
ev-horns-dies = Hoorns: de aanvaller verliest 1 populatie en sterft uit.
ev-scavenger-note = { $note } (Aaseter)
ev-meat = Vlees: { $notes }.
ev-no-meat = Er wordt geen vlees gegeten.
ev-extinct = Uitgestorven: { $species }.
ev-extinct-traits = Uitgestorven: { $species } ({ $traits }).
ev-feeding-ends = Het eten is voorbij; { $hole } voedsel blijft op de drinkplaats. De populaties krimpen tot het gegeten voedsel.
ev-game-ends = De laatste ronde is voorbij: het spel is afgelopen.
ev-new-species = { $player } heeft geen soort meer en krijgt een nieuwe.

## Keuzes (labels) en hun groepen
ev-group-food = Voedselkaart
ev-group-hand = Hand
ev-group-discard = Afleggen
ev-group-turn = Beurt
ev-group-back = Terug
ev-group-new = Nieuwe soort
ev-group-on = Op een soort
ev-group-use = Gebruik
ev-group-replace = Vervangen
ev-group-before = Voor het eten
ev-group-eat = Eten
ev-group-prey = Prooi
ev-group-prey-forced = Prooi (een hongerige vleeseter moet aanvallen)
ev-group-intelligence = Intelligentie
ev-act-food = { $card } naar de drinkplaats
ev-act-play = { $card } spelen
ev-act-discard = { $card } afleggen
ev-act-cancel = Annuleren (kaart houden)
ev-act-end = Beurt beëindigen (andere kaarten houden)
ev-act-new-left = Nieuwe soort aan de linkerkant
ev-act-new-right = Nieuwe soort aan de rechterkant
ev-act-on = Soort { $n }: grootte { $body }, populatie { $pop }, { $traits }
ev-act-body = Lichaamsgrootte +1 (naar { $to })
ev-act-pop = Populatie +1 (naar { $to })
ev-act-trait = Eigenschap { $trait }
ev-act-trait-replace = Eigenschap { $trait } (vervangt er een)
ev-act-replace = { $trait } vervangen
ev-act-longneck = Lange nek: soort { $n } neemt 1 plantenvoedsel
ev-act-fertile = Vruchtbaar: soort { $n } populatie +1
ev-act-fat = Vetweefsel: soort { $n } eet { $fat } opgeslagen vet
ev-act-fat-only = Vetweefsel: soort { $n } eet maar { $fat } opgeslagen vet
ev-act-intel-plant = Intelligentie: soort { $n } legt een kaart af voor 2 plantenvoedsel
ev-act-done = Klaar (beginnen met eten)
ev-act-feed-hungry = Soort { $n } voeren (hongerig)
ev-act-feed-fat = Soort { $n } voeren (alleen vet)
ev-act-hunt-hungry = Met soort { $n } aanvallen (hongerig)
ev-act-hunt-fat = Met soort { $n } aanvallen (alleen vet)
ev-act-pass = Deze ronde stoppen met voeren
ev-act-prey = Val { $species } aan (grootte { $body }, populatie { $pop })
ev-act-intel = Intelligentie gebruiken (een kaart afleggen)
ev-act-off = { $trait } uitschakelen

## Weigeringen
ev-food-already-down = Je voedselkaart ligt al; we wachten nog op { $waiting }.
ev-no-food-card = Je hebt geen kaart om op de drinkplaats te leggen.
ev-not-your-turn = { $player } is aan de beurt, niet jij.
ev-why-not-in-hand = Die kaart heb je niet in je hand.
ev-why-food = Leg één kaart uit je hand gesloten op de drinkplaats.
ev-why-play = Kies een kaart uit je hand om te spelen, of beëindig je beurt.
ev-why-own-species-play = Je kunt alleen kaarten op je eigen soorten spelen.
ev-why-nothing-more = Die kaart kan niets meer doen voor die soort.
ev-why-target = Kies waar de kaart heen gaat: een nieuwe soort aan een van beide kanten van je rij of een van je soorten; of annuleer.
ev-why-body-max = De lichaamsgrootte is al { $max }, het maximum voor een soort.
ev-why-pop-max = De populatie is al { $max }, het maximum voor een soort.
ev-why-trait-twice = Deze soort heeft { $trait } al; een soort heeft een eigenschap nooit twee keer.
ev-why-use = Kies lichaamsgrootte, populatie of de eigenschap van deze kaart; of annuleer.
ev-why-replace = Kies welke eigenschap van de soort vervangen wordt, of annuleer.
ev-why-discard = Kies een kaart om af te leggen voor Intelligentie, of annuleer.
ev-why-before = Gebruik een eigenschap voor het eten van een van je soorten, of zeg dat je klaar bent.
ev-why-own-traits = Je kunt alleen de eigenschappen van je eigen soorten gebruiken.
ev-why-lacks-trait = Die soort heeft de eigenschap { $trait } niet.
ev-why-once-a-round = { $trait } werkt één keer per ronde, en deze soort heeft die al gebruikt.
ev-why-fertile-hole = Vruchtbaar werkt alleen als er al voedsel op de drinkplaats lag voordat de voedselkaarten werden omgedraaid.
ev-why-carnivore-plant = Een vleeseter eet nooit plantenvoedsel, ook niet via { $trait }.
ev-why-intel-no-card = Intelligentie vraagt een kaart uit je hand om af te leggen, en je hebt er geen.
ev-why-no-fat = Die soort heeft geen opgeslagen vet.
ev-why-fat-fed = Die soort is verzadigd; vet kan alleen honger stillen.
ev-why-fat-too-much = Zoveel vet heeft de soort niet of kan ze niet eten.
ev-why-full = Die soort kan niets meer eten.
ev-why-no-pass = Je kunt niet stoppen met voeren: een hongerige soort van jou kan nog eten (een hongerige vleeseter moet aanvallen).
ev-why-feed = Kies een van je soorten om te voeren.
ev-why-own-species-feed = Je kunt alleen je eigen soorten voeren.
ev-why-fed = Die soort is verzadigd en kan geen vet opslaan.
ev-why-hole-empty = De drinkplaats is leeg: planteneters hebben niets te eten.
ev-why-no-prey = Die vleeseter heeft geen soort die hij kan aanvallen.
ev-why-gone = Die soort is niet meer in het spel.
ev-why-intel-attack = Intelligentie vraagt een kaart in je hand en een eigenschap die, uitgeschakeld, iets aan te vallen overlaat.
ev-why-prey = Kies de soort die je aanvalt, of annuleer.
ev-why-negate = Kies de eigenschap die Intelligentie uitschakelt, of annuleer.
ev-why-off-useless = { $trait } uitschakelen laat niets over om aan te vallen of verandert niets.
ev-no-attack-self = Een vleeseter valt nooit zichzelf aan.
ev-no-attack-larger = Je vleeseter is niet groter dan die soort.
ev-no-attack-shell = Je vleeseter is niet groter dan die soort (Harde schaal telt als 3 groter).
ev-no-attack-climbing = Die soort is een Klimmer: alleen een vleeseter met Klimmer kan hem aanvallen.
ev-no-attack-burrowing = Die soort is een Graver en verzadigd, dus hij kan niet aangevallen worden.
ev-no-attack-herding = Die soort heeft Kuddebescherming: je vleeseter heeft een grotere populatie nodig.
ev-no-attack-symbiosis = Die soort heeft Symbiose en een grotere soort rechts ervan beschermt hem.
ev-no-attack-warning = De Alarmroep van een buur beschermt die soort: alleen Hinderlaag komt daarlangs.

## De uitslag
ev-cat-food = Voedselzak
ev-cat-population = Populatie
ev-cat-traits = Eigenschappen
ev-tiebreak = Bij gelijkspel beslist het aantal eigenschappen op overlevende soorten, daarna hun totale populatie; wie dan nog gelijk staat, deelt de plaats.

## De afbeeldingen (renderers/evolution.py)
ev-status = Ronde { $round } · { $phase }
ev-status-last = { $status } · laatste ronde
ev-phase-food = Voedselkaarten kiezen
ev-phase-play = Kaarten spelen
ev-phase-before = Voor het eten
ev-phase-feed = Eten
ev-phase-over = Einde van het spel
ev-pic-title = Evolution · { $status }
ev-pic-hand-title = Evolution · hand van { $name }
ev-pic-to-act = aan zet: { $names }
ev-pic-carnivore = Vleeseter
ev-pic-herbivore = Planteneter
ev-pic-size = grootte
ev-pic-pop = populatie
ev-pic-eaten = { $food } van { $pop } gegeten
ev-pic-fat = vet { $fat }
ev-pic-food = voedsel
ev-pic-hole = Drinkplaats
ev-pic-plant = voedsel
ev-pic-face-down = Voedselkaarten: gesloten tot iedereen gekozen heeft
ev-pic-revealed = Voedselkaarten omgedraaid: { $total }
ev-pic-revealed-nothing = Voedselkaarten omgedraaid: { $total } (levert niets op)
ev-pic-deck = Stapel { $n }
ev-pic-discard = Aflegstapel { $n }
ev-pic-chip-card = { $name }: { $trait } { $food }
ev-pic-chip-chosen = { $name }: gekozen ✓
ev-pic-chip-choosing = { $name }: kiest…
ev-pic-first = Startspeler
ev-pic-to-act-badge = ▶ aan zet
ev-pic-turn = beurt
ev-pic-stopped = voert niet meer
ev-pic-hand-bag = hand { $hand } · voedselzak { $bag }
ev-pic-key-eaten = gegeten
ev-pic-key-fat = vet
ev-pic-hand = hand { $hand }
ev-pic-hole-plant = Drinkplaats: { $n } plantenvoedsel
ev-pic-row-chosen = voedselkaart ✓
ev-pic-row-choosing = voedselkaart …
ev-pic-row-card = { $trait } { $food }
ev-pic-standings = Tussenstand
ev-pic-standings-note = populatie + eigenschappen die nu op tafel liggen; de voedselzakken blijven tot het einde verborgen
ev-pic-standings-over = eindstand: voedselzak + populatie + eigenschappen
ev-pic-points = { $points ->
    [one] { $points } pt
   *[other] { $points } ptn
}
ev-pic-no-species = geen soorten
ev-pic-cards-bag = { $n ->
    [one] 1 kaart · voedselzak { $bag }
   *[other] { $n } kaarten · voedselzak { $bag }
}
ev-pic-food-card = voedselkaart deze ronde: { $trait } { $food }
ev-pic-your-species = Je soorten, van links naar rechts
ev-pic-no-cards = geen kaarten in je hand
ev-pic-playing = wordt gespeeld
ev-pic-a-card = de kaart
ev-pic-step-target = Kies waar { $card } heen gaat: een nieuwe soort (linker- of rechterkant) of een van je soorten.
ev-pic-step-use = Kies wat { $card } doet voor soort { $species }: lichaamsgrootte +1, populatie +1 of de eigenschap.
ev-pic-step-replace = Kies welke eigenschap van soort { $species } { $card } vervangt.
ev-pic-step-attack = Kies de prooi voor soort { $species } (of gebruik Intelligentie).
ev-pic-step-discard = Kies een kaart om af te leggen voor Intelligentie (soort { $species }).
ev-pic-step-negate = Kies de eigenschap die Intelligentie uitschakelt voor de aanval van soort { $species }.
ev-pic-step-prey = Kies de prooi voor soort { $species } ({ $off } uitgeschakeld).
ev-pic-step-other = Maak je keuze af: { $step }.

## De Discord-tafel (bot/games/evolution.py)
ev-score-line = { $name }: { $points } + voedselzak
ev-chapter-title = Ronde { $round } · { $chapter }
ev-chapter-food = voedselkaarten
ev-chapter-play = kaarten spelen
ev-chapter-feed = eten
ev-rules-overview = **Evolution** (2–5 spelers) — ontwikkel soorten met eigenschappen, lichaamsgrootte en populatie; laat ze eten bij de drinkplaats of op jacht gaan. Iedereen begint met één soort (lichaamsgrootte 1, populatie 1). Raakt de trekstapel op, dan komt de laatste ronde; daarna tellen gegeten voedsel, de populatie van overlevende soorten en hun eigenschappen.
ev-rules-round = **Een ronde**: 1 iedereen krijgt 3 kaarten + 1 per soort; 2 iedereen legt in het geheim één kaart gesloten als voedsel op de drinkplaats; 3 om de beurt speel je zoveel kaarten als je wilt; 4 de voedselkaarten worden omgedraaid (een negatief totaal levert niets op); voor het eten: { ev-trait-longneck }, { ev-trait-fertile }, { ev-trait-fat }, { ev-trait-intelligence }; 5 eten; 6 de populatie daalt tot het gegeten voedsel en de startspelerfiche gaat naar links.
ev-rules-cards = **Kaarten spelen**: elke kaart is een nieuwe soort (aan een van beide kanten van je rij), +1 lichaamsgrootte of +1 populatie van een soort (allebei hoogstens 6), of een eigenschap op een soort: hoogstens 3 eigenschappen (2 met 2 spelers), nooit twee dezelfde; een nieuwe eigenschap op een volle soort vervangt er een.
ev-rules-feeding = **Eten**: om de beurt voert elke speler met een soort die kan eten er één. Een planteneter neemt 1 plantenvoedsel van de drinkplaats ({ ev-trait-foraging } 2). Een vleeseter eet nooit planten en moet een soort met een kleinere lichaamsgrootte aanvallen, voor zover de eigenschappen van die soort dat toelaten ({ ev-trait-climbing }, { ev-trait-shell }, { ev-trait-burrowing }, { ev-trait-warning }, { ev-trait-symbiosis }, { ev-trait-herding }, { ev-trait-horns }); de prooi verliest 1 populatie en de vleeseter krijgt zoveel vlees als de lichaamsgrootte van de prooi. Het eten stopt als niemand meer kan eten. Een soort die niets gegeten heeft, sterft uit; de eigenaar trekt een kaart per verloren eigenschap.
ev-rules-scoring = **Score**: voedselzak (al het gegeten voedsel) + populatie van overlevende soorten + hun eigenschappen. Gelijkspel: meer eigenschappen, dan meer populatie, anders gedeeld. Raakt de trekstapel op tijdens het delen, dan is die ronde de laatste; anders volgt er nog één ronde.

## Tips (bot/core/hints.py): een puntencategorie zoals een leerling die leest, en wat een tip noemt
ev-cat-food-hint = gegeten voedsel (1 punt per voedsel in je voedselzak)
ev-cat-population-hint = populatie (1 punt per populatieniveau van je overlevende soorten)
ev-cat-traits-hint = eigenschappen (1 punt per eigenschapskaart op je overlevende soorten)
ev-hint-species = een soort die blijft leven
ev-hint-fed = meer voedsel deze ronde
ev-hint-pop = meer populatie
ev-hint-body = grotere soorten (moeilijker aan te vallen)
ev-hint-traits = meer eigenschappen op de soorten
ev-hint-cards = meer kaarten in de hand
