# Wild Cards (Ferdinand Schnitzler): alle woorden van het spel, de plaatjes en de bot.
# Namen zoals de Nederlandse uitgave (Gam'inBIZ) ze noemt: pauw, eekhoorn, arend, steenbok,
# leeuw, stokstaartje; bos, savanne, bergen, joker; aanvulkaart, leiderkaart, Expo.
# $species is een code (peacock, squirrel, eagle, ibex, lion, meerkat), $habitat ook
# (forest, savannah, mountains, wild).

## Namen van kaarten, dieren en habitats

wc-card = { $habitat ->
    [forest] Bos
    [savannah] Savanne
    [mountains] Bergen
   *[wild] Joker
} { $value }
wc-card-refill = Aanvulkaart
wc-species-peacock = Pauw
wc-species-squirrel = Eekhoorn
wc-species-eagle = Arend
wc-species-ibex = Steenbok
wc-species-lion = Leeuw
wc-species-meerkat = Stokstaartje
wc-habitat-forest = Bos
wc-habitat-savannah = Savanne
wc-habitat-mountains = Bergen
wc-habitat-wild = Joker
wc-bid-of = { $name } { $card }
wc-tie-total = { $name } { $total } ({ $cards })

## Wat er gebeurde

wc-ev-talisman-start = { $name } heeft de talismankaart.
wc-ev-round = Ronde { $round }: leg je bod.
wc-ev-placed-first = Je hebt { $card } neergelegd; je mag nog een tweede kaart neerleggen (arend).
wc-ev-bid-placed = { $name } heeft een bod neergelegd.
wc-ev-you-bid = Je biedt { $card }.
wc-ev-two-placed = { $name } heeft twee kaarten neergelegd (arend).
wc-ev-you-placed-two = Je hebt { $first } en { $second } neergelegd.
wc-ev-eagle-reveal = { $name } onthult { $card } (arend).
wc-ev-bids-revealed = Biedingen omgedraaid: { $bids }.
wc-ev-swap = { $name } gebruikt het stokstaartje: ruilt { $given ->
    [peacock] een pauw
    [squirrel] een eekhoorn
    [eagle] een arend
    [ibex] een steenbok
    [lion] een leeuw
   *[meerkat] een stokstaartje
} om voor { $taken ->
    [peacock] de pauw
    [squirrel] de eekhoorn
    [eagle] de arend
    [ibex] de steenbok
    [lion] de leeuw
   *[meerkat] het stokstaartje
} uit de Expo.
wc-ev-noswap = { $name } ruilt niet met het stokstaartje.
wc-ev-refill = { $name } legt { $cards } af en trekt { $count } (hand: { $hand }).
wc-ev-refill-keep = { $name } legt niets af en trekt { $count } (hand: { $hand }).
wc-ev-you-drew = Je hebt { $cards } getrokken.
wc-ev-leo-refill = Leo legt zijn stapel af en schudt een nieuwe ({ $count ->
    [one] { $count } kaart
   *[other] { $count } kaarten
} en de aanvulkaart).
wc-ev-leo-decline = De Expo is leeg: Leo neemt zijn bod terug en trekt { $count ->
    [one] { $count } kaart
   *[other] { $count } kaarten
}.
wc-ev-leader-claim = { $name } krijgt de leiderkaart van de { $species ->
    [peacock] pauwen
    [squirrel] eekhoorns
    [eagle] arenden
    [ibex] steenbokken
    [lion] leeuwen
   *[meerkat] stokstaartjes
}.
wc-ev-leader-claim-from = { $name } pakt de leiderkaart van de { $species ->
    [peacock] pauwen
    [squirrel] eekhoorns
    [eagle] arenden
    [ibex] steenbokken
    [lion] leeuwen
   *[meerkat] stokstaartjes
} af van { $holder }.
wc-ev-leader-return = { $name } legt de leiderkaart van de { $species ->
    [peacock] pauwen
    [squirrel] eekhoorns
    [eagle] arenden
    [ibex] steenbokken
    [lion] leeuwen
   *[meerkat] stokstaartjes
} terug in de voorraad.
wc-ev-leader-lose = { $name } verliest de leiderkaart van de { $species ->
    [peacock] pauwen
    [squirrel] eekhoorns
    [eagle] arenden
    [ibex] steenbokken
    [lion] leeuwen
   *[meerkat] stokstaartjes
} aan { $heir }.
wc-ev-tie = Conflict bij { $value }: { $names }.
wc-ev-tie-lion = { $name } wint het conflict (leeuw).
wc-ev-tie-leo = { $name } wint het conflict (Leo).
wc-ev-tie-hidden = Conflict: leg je bijbetaling gesloten neer.
wc-ev-talisman-decides = De talismankaart beslist: { $name } mag als eerste.
wc-ev-tie-revealed = Bijbetalingen omgedraaid: { $totals }.
wc-ev-tie-equal = Gelijke totalen: de talismankaart beslist.
wc-ev-paid-hidden = { $name } heeft gesloten bijbetaald.
wc-ev-take = { $name } pakt { $species ->
    [peacock] de pauw
    [squirrel] de eekhoorn
    [eagle] de arend
    [ibex] de steenbok
    [lion] de leeuw
   *[meerkat] het stokstaartje
}.
wc-ev-take-paid = { $name } pakt { $species ->
    [peacock] de pauw
    [squirrel] de eekhoorn
    [eagle] de arend
    [ibex] de steenbok
    [lion] de leeuw
   *[meerkat] het stokstaartje
} en betaalt { $cards } bij.
wc-ev-take-bonus = { $name } pakt { $species ->
    [peacock] de pauw
    [squirrel] de eekhoorn
    [eagle] de arend
    [ibex] de steenbok
    [lion] de leeuw
   *[meerkat] het stokstaartje
} (+{ $points ->
    [one] { $points } punt
   *[other] { $points } punten
}: alles { $habitat ->
    [forest] bos
    [savannah] savanne
   *[mountains] bergen
}).
wc-ev-take-paid-bonus = { $name } pakt { $species ->
    [peacock] de pauw
    [squirrel] de eekhoorn
    [eagle] de arend
    [ibex] de steenbok
    [lion] de leeuw
   *[meerkat] het stokstaartje
} en betaalt { $cards } bij (+{ $points ->
    [one] { $points } punt
   *[other] { $points } punten
}: alles { $habitat ->
    [forest] bos
    [savannah] savanne
   *[mountains] bergen
}).
wc-ev-decline = { $name } pakt geen dier: bod terug op hand, trekt { $count }.
wc-ev-decline-empty = { $name } pakt geen dier (de Expo is leeg): bod terug op hand, trekt { $count }.
wc-ev-decline-cannot-pay = { $name } pakt geen dier (kan niet bijbetalen): bod terug op hand, trekt { $count }.
wc-ev-ibex-back = { $name } neemt { $card } terug op hand (steenbok).
wc-ev-ibex-discard = { $name } legt de biedkaart weg (gebruikt de steenbok niet).
wc-ev-end = De Expo kan niet meer worden aangevuld: het spel is afgelopen.
wc-ev-talisman-passes = De talismankaart gaat naar { $name }.

## Weigeringen

wc-err-leo-players = Leo kan meedoen met 2, 3 of 4 spelers, niet met { $count }.
wc-err-talisman-seat = Er is geen plaats { $seat } om de talismankaart te krijgen.
wc-wait-bid = Je hebt je bod al neergelegd; we wachten op de anderen.
wc-wait-tie = Je hebt gesloten bijbetaald; we wachten op de anderen in het conflict.
wc-refuse-no-card = Je hebt geen { $card } in je hand. { $offer }
wc-refuse-pay-first = Betaal eerst nog { $owed } { $owed ->
    [one] kaart
   *[other] kaarten
} uit je hand bij (of pas en trek { $count }).
wc-refuse-eagle-second = Leg een tweede kaart uit je hand neer (arend), bied alleen de neergelegde kaart, of neem hem terug.
wc-refuse-bid = Bied een kaart uit je hand of je aanvulkaart. { $offer }
wc-refuse-eagle = Onthul een van je twee neergelegde kaarten als je bod. { $offer }
wc-refuse-meerkat = Ruil een dier uit je verzameling met een dier in de Expo, of ruil niet. { $offer }
wc-refuse-refill = Leg kaarten uit je hand af, of vul je hand aan. { $offer }
wc-refuse-tie = Bevestig je gesloten bijbetaling, neem hem terug, of pas. { $offer }
wc-refuse-pick = Pak een dier uit de Expo, of pas en trek 2 kaarten. { $offer }
wc-refuse-ibex = Neem je biedkaart terug op hand, of leg hem weg. { $offer }

## Keuzes en hun groepen

wc-act-final = { $card } onthullen als mijn bod
wc-act-bid = { $card } bieden
wc-act-bid-refill = Aanvulkaart bieden (passen en aanvullen)
wc-act-bid2 = Ook { $card } neerleggen
wc-act-bid2-refill = Ook de aanvulkaart neerleggen
wc-act-single = Alleen { $card } bieden
wc-act-cancel = Kaart terugnemen en opnieuw kiezen
wc-act-swap = { $given ->
    [peacock] Een pauw
    [squirrel] Een eekhoorn
    [eagle] Een arend
    [ibex] Een steenbok
    [lion] Een leeuw
   *[meerkat] Een stokstaartje
} geven, { $taken ->
    [peacock] de pauw
    [squirrel] de eekhoorn
    [eagle] de arend
    [ibex] de steenbok
    [lion] de leeuw
   *[meerkat] het stokstaartje
} nemen (plek { $slot })
wc-act-noswap = Niet ruilen
wc-act-discard = { $card } afleggen
wc-act-undiscard = { $card } toch houden
wc-act-draw = { $count } trekken (tot { $to })
wc-act-discard-draw = { $discards } afleggen en { $count } trekken (tot { $to })
wc-act-draw-no-squirrel = { $count } trekken (tot { $to }) zonder de eekhoorn
wc-act-discard-draw-no-squirrel = { $discards } afleggen en { $count } trekken (tot { $to }) zonder de eekhoorn
wc-act-pay = { $card } bijbetalen (nog { $owed } te betalen)
wc-act-pay-hidden = { $card } gesloten bijbetalen (nog { $owed })
wc-act-pick = { $species ->
    [peacock] De pauw
    [squirrel] De eekhoorn
    [eagle] De arend
    [ibex] De steenbok
    [lion] De leeuw
   *[meerkat] Het stokstaartje
} pakken (plek { $slot }){ $bonus ->
    [0] {""}
   *[other] {" "}· +{ $bonus } natuurlijke habitat
}
wc-act-pick-nearest = { $species ->
    [peacock] De pauw
    [squirrel] De eekhoorn
    [eagle] De arend
    [ibex] De steenbok
    [lion] De leeuw
   *[meerkat] Het stokstaartje
} pakken (plek { $slot }, naast de stapel){ $bonus ->
    [0] {""}
   *[other] {" "}· +{ $bonus } natuurlijke habitat
}
wc-act-unpay = Bijbetaling terugnemen
wc-act-decline = Geen dier: bod terug en { $count } trekken
wc-act-confirm = Mijn gesloten bijbetaling bevestigen
wc-act-ibex-back = { $card } terug op hand nemen (steenbok)
wc-act-ibex-discard = { $card } wegleggen met de andere biedingen
wc-grp-habitat = Habitatkaarten
wc-grp-refill = Aanvulkaart
wc-grp-second = Tweede kaart (arend)
wc-grp-give = { $species ->
    [peacock] Een pauw
    [squirrel] Een eekhoorn
    [eagle] Een arend
    [ibex] Een steenbok
    [lion] Een leeuw
   *[meerkat] Een stokstaartje
} geven
wc-grp-discard = Afleggen
wc-grp-keep = Houden
wc-grp-pay = Bijbetalen
wc-grp-take = Een dier pakken

## Het overzicht: fases, leiderkrachten, de uitslag

wc-phase-bid = Fase 1 · Bieden
wc-phase-eagle = Fase 1 · Arend kiest het uiteindelijke bod
wc-phase-meerkat = Fase 2 · Ruilen met het stokstaartje
wc-phase-refill = Fase 2 · Aanvulkaarten afhandelen
wc-phase-tie = Fase 3 · Conflict: gesloten bijbetalen
wc-phase-pick = Fase 3 · Dierkaarten pakken
wc-phase-ibex = Fase 4 · Steenbok: biedkaart terugnemen?
wc-phase-over = Spel afgelopen
wc-power-peacock = Levert aan het eind van het spel 3 punten op (i.p.v. 1).
wc-power-squirrel = Aanvulkaart: vul je hand aan tot 10 habitatkaarten (i.p.v. 7).
wc-power-eagle = Bied 2 kaarten gesloten; kies er 1 als de anderen hun bod onthuld hebben.
wc-power-ibex = Neem je biedkaart in fase 4 terug op hand (behalve jokers).
wc-power-lion = Bij conflicten win jij altijd.
wc-power-meerkat = Aanvulkaart: ruil 1 dier uit je verzameling met 1 uit de Expo.
wc-cat-best = Beste diersoort
wc-cat-second = Tweede diersoort
wc-cat-leaders = Leiders
wc-cat-tokens = Puntenfiches
wc-tiebreak = Gelijke score: de grootste dierenverzameling wint; is het dan nog gelijk, dan wordt de plaats gedeeld.

## De plaatjes (renderers/wildcards.py)

wc-pic-title = Wild Cards · ronde { $round }
wc-pic-hand-title = Wild Cards · hand van { $name }
wc-pic-round = ronde { $round }
wc-pic-waiting = We wachten op { $names }
wc-pic-over = Het spel is afgelopen.
wc-pic-display = Expo
wc-pic-nearest = bij de stapel
wc-pic-animals = Dierkaarten { $count }
wc-pic-deck = Habitatkaarten { $count }
wc-pic-discard = Aflegstapel { $count }
wc-pic-boxed = In de doos { $count }
wc-pic-discard-top = bovenste afgelegd
wc-pic-empty = leeg
wc-pic-leaders = Leiders
wc-pic-leader-points = { $points ->
    [one] { $points } pt
   *[other] { $points } ptn
}
wc-pic-free = vrij
wc-pic-leo = virtuele speler
wc-pic-talisman = ◆ Talismankaart
wc-pic-not-scored = telt niet mee
wc-pic-score = { $score ->
    [one] { $score } pt
   *[other] { $score } ptn
}
wc-pic-score-note = Punten als het spel nu eindigde
wc-pic-tokens = puntenfiches
wc-pic-leader = ★ = leiderkaart in bezit
wc-pic-no-animals = nog geen dieren
wc-pic-hand-size = hand { $count }
wc-pic-bid = bod
wc-pic-paid = bijbetaald
wc-pic-bid-placed = bod ligt klaar ✓
wc-pic-placing = legt neer…
wc-pic-bidding = biedt…
wc-pic-took = pakte { $species ->
    [peacock] de pauw
    [squirrel] de eekhoorn
    [eagle] de arend
    [ibex] de steenbok
    [lion] de leeuw
   *[meerkat] het stokstaartje
}
wc-pic-declined = pakte geen dier
wc-pic-refilling = vult aan
wc-pic-paying = conflict: betaalt gesloten bij
wc-pic-paying-done = conflict: gesloten bijbetaald ✓
wc-pic-summary = { $cards ->
    [one] { $cards } kaart
   *[other] { $cards } kaarten
} · { $score ->
    [one] { $score } punt
   *[other] { $score } punten
} als het spel nu eindigde
wc-pic-holds-talisman = jij hebt de talismankaart
wc-pic-leads = leider: { $species }
wc-pic-discarding = Gekozen om af te leggen
wc-pic-tie = Conflict bij { $value }: je staat gelijk met { $names }. Kies je bijbetaling, gesloten.
wc-pic-tie-owed = Conflict bij { $value }: je staat gelijk met { $names }. Nog { $owed ->
    [one] 1 kaart
   *[other] { $owed } kaarten
} gesloten bij te betalen.
wc-pic-tie-alone = Conflict bij { $value }: kies je bijbetaling, gesloten.
wc-pic-tie-alone-owed = Conflict bij { $value }: nog { $owed ->
    [one] 1 kaart
   *[other] { $owed } kaarten
} gesloten bij te betalen.
wc-pic-refill = Aanvullen

## De bot (bot/games/wildcards.py)

wc-blurb = Bied in het geheim een kaart; de hoogste biedingen kiezen dieren uit de Expo. Verzamel de meeste dieren van een soort om hun leider te krijgen.
opt-wildcards-leo = Spelen met Leo
opt-wildcards-leo-help = Voeg de virtuele speler Leo toe aan een spel met 3 of 4 spelers (met 2 spelers speelt Leo altijd mee).
opt-wildcards-talisman_seat = Talismankaart voor
opt-wildcards-talisman_seat-help = De plaats (0 = eerste) die met de talismankaart begint; -1 kiest er willekeurig een.
wc-bot-talisman-random = willekeurig
wc-bot-seat = plaats { $seat }
wc-bot-pay-choose = Kies de { $count ->
    [one] { $count } kaart
   *[other] { $count } kaarten
} om bij te betalen
wc-bot-pay-these = Deze bijbetalen
wc-bot-score = { $name }: { $points } in fiches
wc-bot-chapter-bids = Ronde { $round } · geheime biedingen
wc-bot-chapter-picks = Ronde { $round } · aanvulkaarten en dieren pakken
wc-pic-part-bids = geheime biedingen
wc-pic-part-picks = onthulling en dieren pakken
wc-bot-hand-of = { $name } { $count }
wc-bot-hands = Kaarten in de hand: { $hands }
wc-bot-doing = { $name }: { $doing }
wc-bot-display = Expo: { $cards }
wc-bot-display-empty = Expo: leeg
wc-bot-display-card = { $species } ({ $habitat })
wc-bot-your-bid = Je bod (gesloten): { $cards }
wc-bot-your-payment = Je bijbetaling: { $cards }

## /game rules

wc-rules-overview = **Wild Cards** (2–5 spelers; met 2 spelers speel je met de virtuele speler Leo) — bied met habitatkaarten (bos, savanne, bergen 1–4, en jokers) om dieren uit de Expo te verzamelen (één kaart minder dan er spelers zijn). Elke ronde: 1 bieden, 2 aanvulkaarten afhandelen, 3 dieren pakken, 4 biedingen afleggen en de Expo aanvullen. Het spel is afgelopen als de Expo niet meer helemaal kan worden aangevuld; de meeste punten wint.
wc-rules-bidding = **Bieden**: iedereen legt één handkaart gesloten neer, of de aanvulkaart; alles wordt tegelijk omgedraaid. Het hoogste bod kiest eerst: het betaalt handkaarten bij tot het bod uit net zoveel kaarten bestaat als zijn waarde (een 3 = 3 kaarten) en pakt dan een dier. Je mag ook passen (bij een lege Expo moet het): neem je kaarten terug en trek er 2. Handlimiet: 10 habitatkaarten.
wc-rules-ties = **Conflicten**: bij gelijke biedingen van 2 of hoger leggen de spelers hun bijbetaling gesloten neer en draaien die om; de hoogste totale waarde kiest eerst. Nog steeds gelijk: de eerste speler met de wijzers van de klok mee na wie de talismankaart heeft wint, en de talismankaart gaat daarna door. De leider van de leeuwen wint altijd bij conflicten; Leo wint conflicten van iedereen behalve de leeuw.
wc-rules-refill = **Aanvulkaart**: leg zoveel habitatkaarten af als je wilt, vul je hand aan tot 7 en neem de aanvulkaart terug. Daarmee is je ronde klaar (geen dier). Met de leider van de eekhoorns **mag** je in plaats daarvan tot 10 aanvullen; met de leider van de stokstaartjes mag je eerst een dier uit je verzameling ruilen met een dier uit de Expo.
wc-rules-leaders = **Leiders**: heb je de meeste dieren van een soort (of evenveel als wie de leiderkaart heeft), dan krijg je meteen die leiderkaart. Pauw: 3 punten aan het eind. Eekhoorn: na een aanvulkaart **mag** je tot 10 aanvullen. Steenbok: in fase 4 **mag** je je biedkaart terug op hand nemen (geen joker; bijbetaalde kaarten leg je wel weg). Arend: bied twee kaarten en onthul er één nadat de anderen hun bod hebben omgedraaid. Leeuw: je wint elk conflict. Stokstaartje: ruil met de aanvulkaart een dier met de Expo.
wc-rules-scoring = **Punten**: zijn je bod en bijbetaling allemaal van de natuurlijke habitat van het dier (jokers tellen altijd), dan krijg je meteen 2 punten. Aan het eind: je meest verzamelde diersoort 2 punten per kaart, je op één na meest verzamelde 1 punt per kaart (één soort elk); elke leider 1 punt (pauw 3); plus je puntenfiches. Gelijkstand: de meeste dieren, anders gedeeld.
wc-rules-leo = **Leo** (altijd met 2 spelers, naar keuze met 3–4): biedt de bovenste kaart van zijn eigen stapel, pakt altijd de dierkaart die het dichtst bij de trekstapel ligt, betaalt nooit bij, krijgt leiders maar gebruikt ze nooit, wint conflicten behalve tegen de leeuw, en krijgt geen punten.

## Tips (bot/core/hints.py): een puntencategorie zoals een leerling die leest, en wat een tip noemt
wc-cat-best-hint = je beste diersoort (2 punten per dier van de soort waarvan je de meeste hebt)
wc-cat-second-hint = je tweede diersoort (1 punt per dier)
wc-cat-leaders-hint = leiderskaarten (1 punt elk, de pauw 3)
wc-cat-tokens-hint = puntenfiches (2 punten als je een dier neemt met kaarten die allemaal van zijn leefgebied zijn)
wc-hint-leader = de leiderskaart { $species } (omdat je er de meeste van hebt)
wc-hint-animal = de { $species } uit de expo
wc-hint-cards = meer kaarten in de hand voor de volgende biedingen
wc-hint-wild = meer jokerkaarten in de hand (die passen bij elk leefgebied)
wc-hint-value = hogere kaarten in de hand voor de volgende biedingen (hun waarden opgeteld)
wc-hint-habitat = meer { $habitat ->
    [forest] bos
    [savannah] savanne
   *[mountains] berg
}kaarten in de hand (een bod helemaal van het leefgebied van een dier levert 2 punten op)
