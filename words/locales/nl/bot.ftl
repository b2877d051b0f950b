# De woorden van de bot zelf: weigeringen, lobby, tafel- en paneelteksten, knoppen, uitslagen (bot/).
bot-lobby-turn-timer-cannot-negative = Een beurttimer kan niet negatief zijn.
bot-lobby-game-not-over-so = Dat spel is niet afgelopen, dus er valt niets opnieuw te spelen.
bot-lobby-only-players-game-ask = Alleen de spelers van dat spel kunnen om een revanche vragen; `/spel nieuw` opent een eigen tafel.
bot-lobby-game-has-already-started = Dit spel is al begonnen; je kunt de tafel volgen en bij het volgende meedoen.
bot-lobby-are-already-playing-game = Je speelt al mee in dit spel.
bot-lobby-are-already-lobby = Je zit al in deze lobby.
bot-lobby-have-no-seat-game = Je hebt geen plaats in dit spel.
bot-lobby-have-already-left-game = Je hebt dit spel al verlaten; doe weer mee om je plaats terug te nemen.
bot-lobby-no-ai-seat-remove = Er is geen AI-plaats om weg te halen.
bot-lobby-seat-not-ai-seat = Die plaats is geen AI-plaats.
bot-lobby-game-has-already-started-2 = Het spel is al begonnen.
bot-lobby-only-host-someone-who = Alleen de gastheer of iemand die dit kanaal mag beheren kan het spel annuleren.
bot-tables-no-game-channel-start = Er is geen spel in dit kanaal. Begin er een met /spel nieuw.
bot-tables-game-unreadable = De opgeslagen stand van dit spel is onleesbaar, dus het is precies gelaten zoals het is. Meld het aan de beheerder van de bot.
bot-tables-game-has-not-started = Het spel is nog niet begonnen.
bot-tables-game-has-already-started = Het spel is al begonnen; de plaatsen kunnen niet meer veranderen.
bot-tables-join-lobby-first = Doe eerst mee in de lobby.
bot-tables-have-no-seat-game = Je hebt geen plaats in dit spel; je kunt de tafel wel volgen.
bot-tables-no-such-seat = Die plaats bestaat niet.
bot-tables-no-game-has-been = In dit kanaal is nog geen spel gespeeld.
bot-moves-those-choices-cannot-all = Die keuzes kunnen nu niet allemaal in één keer.
bot-moves-game-over-these-buttons = Dat spel is afgelopen; deze knoppen werken niet meer.
bot-moves-not-seat-only-its = Dat is niet jouw plaats; alleen wie daar speelt kan er kiezen.
bot-moves-left-game-ai-plays = Je hebt dit spel verlaten en een AI speelt jouw plaats; doe weer mee om hem terug te nemen.
bot-moves-something-went-wrong-move = Er ging iets mis met die zet; het spel is niet veranderd. Meld het alsjeblieft.
bot-moves-game-moved-meantime-please = Het spel is intussen verder gegaan; kies alsjeblieft opnieuw.
bot-play-these-controls-belong-another = Deze knoppen zijn van een andere speler.
bot-play-nothing-choose-right-now = Er valt nu niets te kiezen.
bot-play-no-bid-make-right = Er valt nu niets te bieden.
bot-play-no-game-running-here = Hier loopt geen spel.
bot-play-pick-game-from-suggestions = Kies het spel uit de suggesties bij de optie `spel`.
bot-play-none-games-waits-decision = Geen van je spellen wacht nu op jouw keuze.
bot-watch-game-has-not-started = Het spel is nog niet begonnen; het lobbybericht toont de plaatsen.
bot-admin-game-settings-are-members = De spelinstellingen zijn voor leden die deze server mogen beheren.
bot-lobby-lobby-closed = Deze lobby is gesloten.
bot-lobby-not-choice-lobby = Dat is geen keuze van deze lobby.
bot-common-command-works-server-channel = Die opdracht werkt in een serverkanaal, waar het spel is.
bot-history-no-such-game-server = Dat spel bestaat niet op deze server.
bot-history-game-did-not-finish = Dat spel is niet uitgespeeld; alleen uitgespeelde spellen hebben een uitslag en een herhaling.
bot-history-no-game-was-played = In dit kanaal is geen spel gespeeld; geef een spelnummer (het `#`-nummer in `/spel geschiedenis`).
bot-inputs-not-one-choices-now = Dat is nu geen van je keuzes; kies een van de suggesties.
bot-missing-permissions = Ik kan in dit kanaal geen spel leiden: ik heb hier { $count ->
    [one] de toestemming
   *[other] de toestemmingen
} { $missing } nodig. Vraag het een moderator, of begin het spel in een ander kanaal.
bot-no-such-game = Er is geen spel '{ $game }'. Spellen: { $games }.
bot-no-rated-game = { $user } heeft nog geen spel met rating: ratings komen met spellen die eindigen.
bot-leaderboard-empty = Niemand hier heeft al { $count ->
    [one] { $count } spel
   *[other] { $count } spellen
} met rating van { $title }: daar begint de ranglijst.
bot-several-games-wait = Meerdere van je spellen wachten op je ({ $channels }); kies er een met de optie `spel`.
bot-option-on-off = Optie '{ $option }' staat aan of uit (on/off), niet '{ $value }'.
bot-option-whole-number = Optie '{ $option }' moet een geheel getal zijn.
bot-option-number = Optie '{ $option }' moet een getal zijn.
bot-bid-not-legal-range = { $said } is geen geldig bod: je kunt { $low } tot { $high } voedsel bieden, of passen.
bot-bid-not-legal = { $said } is geen geldig bod: je kunt { $bids } voedsel bieden, of passen.
bot-settings-fallback = De terugval is een van { $choices }.
bot-settings-level = Het AI-niveau is een van { $choices }.
bot-settings-timer = De beurttimer loopt van 0 (geen) tot { $most ->
    [one] { $most } seconde
   *[other] { $most } seconden
}.
bot-no-ai-level = Er is geen AI-niveau '{ $level }'. Niveaus: { $levels }.
bot-channel-busy = Dit kanaal heeft al { $lobby ->
    [true] een lobby
   *[other] een lopend spel
} van { $title }; maak dat eerst af of annuleer het, of begin een draad voor een tweede spel.
bot-only-host-starts = Alleen de gastheer ({ $host }) kan het spel beginnen.
bot-lobby-count = { $title } is voor { $low }–{ $high ->
    [one] { $high } speler
   *[other] { $high } spelers
}; de lobby heeft er { $count }. Nodig iemand uit of voeg een AI-plaats toe.
bot-lobby-full = De lobby is vol: { $title } heeft hoogstens { $most ->
    [one] { $most } speler
   *[other] { $most } spelers
}.
bot-out-of-date = Die keuze is verouderd: het spel is verder gegaan. Gebruik het nieuwste paneel.
bot-out-of-date-closed = Die keuze is verouderd: het spel is verder gegaan. Je DM's zijn voor mij gesloten, dus je nieuwste paneel staat achter `/spel hand` (of de knop **Mijn hand** bij de tafel).
bot-settings-language = De taal is een van { $choices }.
perm-view-channel = Kanaal bekijken
perm-send-messages = Berichten versturen
perm-attach-files = Bestanden bijvoegen
perm-read-message-history = Berichtgeschiedenis lezen
perm-send-messages-in-threads = Berichten versturen in draadjes
perm-create-public-threads = Openbare draadjes maken
bot-table-in-thread = Je tafel voor **{ $title }** staat open in { $thread }.
bot-joined = Je doet mee aan **{ $title }**. Je hand en je knoppen komen per privébericht.
bot-welcome-back = Welkom terug bij **{ $title }**: je plaats is weer van jou.
bot-left-cancelled = Je bent vertrokken; er zit niemand meer aan tafel, dus het spel is geannuleerd.
bot-left-ai-plays = Een AI speelt nu jouw plaats; `/spel meedoen` neemt hem terug.
bot-someone-left = { $name } is vertrokken; een AI speelt die plaats.
bot-left-lobby-closed = Je bent vertrokken; de lege lobby is gesloten.
bot-left-lobby = Je hebt de lobby verlaten.
bot-ai-added = Er is een AI-plaats toegevoegd.
bot-cancelled-by = **{ $title }** is geannuleerd door { $user }.
bot-cancel-everyone-left = **{ $title }** is geannuleerd: iedereen is vertrokken.
bot-cancel-cancelled = **{ $title }** is geannuleerd.
bot-cancel-channel-gone = **{ $title }** is beëindigd: het kanaal bestaat niet meer.
bot-panel-ai-plays = **{ $title }** — een AI speelt nu deze plaats; `/spel meedoen` neemt hem terug.
bot-forced = ⏩ Maar één keuze: { $choice } — voor je gespeeld.
bot-game-over-line = 🏁 Het spel is afgelopen.
bot-now = ➡️ Nu: { $who }{ $timer }
bot-result-head = 🏁 **{ $title }** · Einde van het spel. { $count ->
    [one] Winnaar
   *[other] Winnaars
}: { $winners }.
bot-ratings = Ratings: { $changes }
bot-your-result = **{ $title }** in { $channel } is afgelopen: je bent { $place } met { $score ->
    [one] { $score } punt
   *[other] { $score } punten
}{ $breakdown }.
bot-your-rating = Je rating: { $change }.
bot-done-waiting = ✅ { $choice } — daarna: { $waiting }
bot-forced-done-waiting = ⏩ Maar één keuze: { $choice } — voor je gespeeld; daarna: { $waiting }
bot-head-waiting = { $head } — daarna: { $waiting }
bot-your-move = jouw zet: { $count ->
    [one] 1 keuze
   *[other] { $count } keuzes
}
bot-decide-by = ⏰ beslis { $when }
bot-now-clock = ⏳ nog { $time } (tot { $when })
bot-decide-within = ⏳ { $time } voor deze beslissing (tot { $when })
bot-panel-head = **{ $title }** in { $channel } · jij bent { $name }
bot-waiting-end = het einde van het spel.
bot-waiting-for = { $names }.
bot-waiting-next = de volgende stap.
bot-commands = **Opdrachten**
    `/spel nieuw <spel> [opties] [beurttimer] [taal]` opent een tafel; de lobby heeft Meedoen · Verlaten · AI erbij · Beginnen · Annuleren.
    Je hand en knoppen komen per privébericht. `/spel hand` toont ze hier, alleen aan jou (handig als je privéberichten dicht staan). `/spel spelen <keuze>` doet een zet door te typen.
    `/spel bord`, `/spel status`, `/spel logboek`, `/spel regels [onderwerp]` voor iedereen.
    `/spel verlaten` geeft je plaats aan een AI (`/spel meedoen` neemt hem terug); `/spel annuleren` voor de gastheer of wie Kanalen beheren mag.
    ⏳ **Afwezig**: een plaats die je verlaat, of waarvoor de beurttimer de meeste beslissingen neemt, is **opgegeven**: als laatste gerekend, nooit een winst, en je rating kan er niet door stijgen.
bot-lobby-head = **{ $title }** — nieuwe tafel, gastheer { $host } · { $low }–{ $high ->
    [one] { $high } speler
   *[other] { $high } spelers
} · { $options }
bot-lobby-no-dms = kan geen privéberichten ontvangen; gebruikt `/spel hand`
bot-lobby-can-start = De gastheer kan nu beginnen.
bot-lobby-waiting = We wachten op { $count ->
    [one] nog 1 speler
   *[other] nog { $count } spelers
}.
bot-lobby-too-many = Te veel plaatsen voor dit spel.
bot-started = **{ $title }** is begonnen · { $options }
    Plaatsen: { $seats }. Veel succes!
bot-lobby-cancelled = ~~{ $title }~~ — de tafel is geannuleerd.
bot-waiting-over = het spel is afgelopen.
bot-waiting-nothing = er valt niets te beslissen.
bot-waiting-names = we wachten op { $names }.
bot-whose-over = spel afgelopen
bot-whose-nothing = niets te beslissen
bot-whose-waiting = we wachten op { $names }
bot-ties = ⚖️ { $rule }
bot-status-left = (vertrokken; een AI speelt)
bot-scores = Stand: { $scores }
status-lobby = lobby
status-playing = bezig
status-over = afgelopen
status-cancelled = geannuleerd
ctl-more = Meer
ctl-choose = Kies
ctl-bid-min = Bied { $amount } (min)
ctl-amount = Bedrag…
ctl-pass = Passen
ctl-page = Pagina { $page } van { $pages }
ctl-where-how = Kies waar en hoe
ctl-back = Terug
ctl-anyway = { $choice } toch
ctl-add-ai = Een AI-plaats erbij: { $level }
ctl-ai-random = speelt een willekeurige geldige zet
ctl-ai-greedy = speelt de beste zet die hij nu ziet
ctl-ai-search = kijkt vooruit: de sterkste
# An AI seat's name and its levels as people read them (the levels' codes stay the commands')
bot-ai-seat-name = AI { $n }
ai-level = { $level ->
    [random] willekeurig
    [greedy] gretig
   *[search] vooruitdenkend
}
ctl-remove = { $name } weghalen
ctl-my-hand = Mijn hand
ctl-rematch = Revanche
ctl-review = Mijn analyse
bot-review-not-seated = Alleen wie spel #{ $id } speelde, heeft er een analyse van.
bot-review-none = **Jouw analyse van { $title } #{ $id }**: je had geen beslissing met meer dan één keuze.
bot-review-head = **Jouw analyse van { $title } #{ $id }** · nauwkeurigheid { $accuracy }%: { $close } van je { $decisions } beslissingen lagen binnen 1 punt van de beste keuze die de zoeker vond.
bot-review-clean = Geen van je beslissingen kostte meer dan een punt.
bot-review-costly = **{ $n }.** Zet { $move }: je speelde { $played }; beter was { $better } (ongeveer { $cost ->
    [one] 1 punt
   *[other] { $cost } punten
} meer). { $why }
ctl-undo = ↩ Terugnemen
ctl-join = Meedoen
ctl-leave = Verlaten
ctl-ai = AI erbij
ctl-start = Beginnen
ctl-cancel = Annuleren
ctl-ai-seats = AI-plaatsen: erbij of weg
ctl-bid-title = Jouw bod ({ $low }–{ $high })
ctl-amount-field = Bedrag
ctl-amount-placeholder = { $low } tot { $high }
ctl-older = Ouder
ctl-see-result = Bekijk de uitslag van een spel
ctl-sure = Weet je het zeker?
ctl-where-to = **{ $choice }**: waarheen?
bot-done = Gedaan: { $choice }.
bot-standard-rules = standaardregels
bot-rules-which = Welk spel? { $games }. Probeer `/spel regels spel:wildcards`.
bot-rules-topics = Onderwerpen: { $topics }
bot-rules-no-topic = Geen onderwerp '{ $topic }'. Onderwerpen: { $topics }.
phase = Fase: { $phase }
the-game = het spel
picture-table = tafel
picture-hand = hand
picture-result = uitslag
picture-scoring = grote telling
score-of = { $name }: { $points }
bot-log-empty = Nog niets.
bot-takes-back = { $name } neemt de laatste zet terug.
bot-undo-label = De laatste zet terugnemen
bot-time-up = ⏰ De tijd is om voor { $name }.
ctl-done = Gedaan
bot-undelivered = { $user }, ik kon je paneel niet bezorgen: gebruik `/spel hand` om je hand te zien en te kiezen.
bot-dms-closed = { $user }, ik kan je geen privéberichten sturen, dus je hand blijft hier: gebruik `/spel hand` om hem te zien en te kiezen (het tafelbericht krijgt vanaf de volgende update een knop **Mijn hand**).
bot-reminder = ⏰ { $user }, jouw zet: hij wordt voor je gedaan { $when }.
bot-settings-timer-off = geen
bot-settings-language-server = de taal van de server (Nederlands, Duits, anders Engels)
bot-settings-text = **Spelinstellingen van deze server**
    Nieuwe spellen openen in een draad: { $thread ->
        [true] ja
       *[other] nee
    }
    Beurttimer: { $timer }
    Nieuwe AI-plaatsen spelen op niveau: { $level }
    Tafeltaal van nieuwe spellen: { $language }
    Verander ze met `/spel instellingen` en de opties daarvan.
bot-forged-control = Die knop is niet geldig (ik heb hem niet gemaakt); gebruik `/spel hand`.
bot-unexpected = Er ging bij mij iets mis; het spel is veilig (elke geaccepteerde zet is bewaard). Probeer het nog eens.
bot-store-busy = De tafel is even bezet; probeer het zo nog eens. Er is niets veranderd.
bot-need-manage-channels = Daarvoor heb je de toestemming Kanalen beheren nodig.
bot-cannot-use-here = Die opdracht kun je hier niet gebruiken.
bot-not-understood = Ik begreep { $value } niet; kies een van de suggesties.
bot-forbidden = Discord liet me dat hier niet doen (toestemming ontbreekt).
bot-history-none = Op deze server is nog geen spel geëindigd{ $user ->
    [none] {""}
   *[other] { " " }met { $user }
}{ $title ->
    [none] {""}
   *[other] { " " }van { $title }
}. Begin er een met `/spel nieuw`.
bot-history-head = **Spellen op deze server**{ $user ->
    [none] {""}
   *[other] { " " }met { $user }
}{ $title ->
    [none] {""}
   *[other] { " " }· { $title }
} · nieuwste eerst (`#12`: het spelnummer dat `/spel herhaling spelnummer:` neemt)
ctl-newer = Nieuwer
bot-profile-head = **Spellen van { $user }**
bot-profile-line = { $title }: { $games ->
    [one] { $games } spel
   *[other] { $games } spellen
}, { $wins } gewonnen{ $abandoned ->
    [0] {""}
   *[other] , { $abandoned } opgegeven
}, gemiddelde plaats { $place }, beste score { $best }, rating { $rating }
bot-leaderboard-head = **{ $title } op deze server** · minstens { $count ->
    [one] { $count } spel
   *[other] { $count } spellen
}
bot-leaderboard-line = { $rating } ({ $games ->
    [one] { $games } spel
   *[other] { $games } spellen
})
bot-no-pictures = (Ik mag in dit kanaal geen afbeeldingen bijvoegen: geef me de toestemming **Bestanden bijvoegen**. `/spel bord` toont intussen de tafel.)
bot-paused-locked = Je { $title }-spel in { $channel } wacht: die thread is vergrendeld of gearchiveerd, dus ik kan er niet posten. Het gaat verder zodra een moderator hem ontgrendelt.
bot-paused-access = Je { $title }-spel in { $channel } wacht: ik kan dat kanaal niet meer zien. Het gaat verder zodra ik weer toegang krijg (de toestemming **Kanaal bekijken**).
bot-paused-removed = Je { $title }-spel in { $channel } wacht: iemand heeft me uit die privéthread verwijderd. Het gaat verder zodra ik weer wordt toegevoegd (noem me daar).
bot-paused-send = Je { $title }-spel in { $channel } wacht: ik mag niet meer posten in dat kanaal. Het gaat verder zodra ik daar de toestemming **Berichten verzenden** weer heb.
bot-paused-send-thread = Je { $title }-spel in { $channel } wacht: ik mag niet meer posten in dat draadje. Het gaat verder zodra ik daar de toestemming **Berichten versturen in draadjes** weer heb.
bot-private-thread = Ik kan niet posten in deze privéthread: voeg me toe (noem me hier) of geef me de toestemming **Threads beheren**, en start het spel dan opnieuw.
result-title = { $game } — einduitslag
result-players = { $count ->
    [one] 1 speler
   *[other] { $count } spelers
}
result-points = punten
result-winner = { $count ->
    [one] { $names } wint met { $score ->
        [one] { $score } punt
       *[other] { $score } punten
    }!
   *[other] { $names } delen de winst met { $score ->
        [one] { $score } punt
       *[other] { $score } punten
    }!
}
cat-start = start
cat-small = kleine gebieden
cat-areas = gebieden
cat-herds = kuddes
cat-adaptations = aanpassingen
cat-abilities = vermogens
cat-food = voedsel
cat-conversion = voedsel omgezet
cat-food_ability = voedselvermogen
cat-losses = verliezen
cat-population = populatie
cat-traits = eigenschappen
bot-settings-idle-limit = De wachtlimiet loopt van { $least } minuten tot { $most } uur.
bot-settings-idle-reminder = De herinnering moet vóór de wachtlimiet komen.
bot-seat-to-ai-only-host = Alleen de gastheer, of iemand die het kanaal mag beheren, geeft een plaats aan een AI.
bot-seat-to-ai-not-playing = Een plaats gaat pas naar een AI als het spel begonnen is.
bot-seat-to-ai-no-seat = Die persoon heeft geen plaats aan deze tafel.
bot-seat-to-ai-already = Die plaats wordt al door een AI gespeeld.
bot-seat-to-ai-done = 🤖 Een AI speelt nu de plaats van { $name }; { $user } kan die terugnemen met `/game join`.
ctl-bid-title-any = Je bod
ctl-amount-placeholder-any = een heel getal
bot-forward-busy = De tafel is nu bezet en je klik is niet gespeeld: probeer het zo nog eens.

## Hints and rule reminders for learners (bot/core/hints.py, bot/core/teaching.py)
ctl-hint = 💡 Tip
bot-hint = 💡 Tip: **{ $choice }**. { $why }
bot-hint-play = ▶ Speel dit
bot-hint-off = Deze tafel is zonder tips geopend. Een tafel geopend met `/spel nieuw … tips: True` biedt ze aan.
bot-hint-stale = Die beslissing is al voorbij, dus deze tip zou verouderd zijn. Vraag het opnieuw op je huidige paneel.
bot-hint-no-game = Hier loopt geen spel.
bot-hint-nothing = Je hebt nu niets te beslissen.
bot-hints-forbidden = Deze server staat geen tips toe (`/spel instellingen tips`). Open de tafel zonder tips.
bot-hints-played = 💡 Gespeeld met tips: dit spel telt niet mee voor de rating.
bot-hints-mark = 💡 met tips
bot-abandoned-mark = (opgegeven)
bot-settings-hints = Tafels met tips: { $allowed ->
    [true] toegestaan
   *[other] verboden
} (wijzig het met `/spel instellingen tips`; "de standaard" zet het terug).
bot-teaching-on = Regelherinneringen staan aan: je eerste beslissing van elke soort krijgt een regel over de spelregel.
bot-teaching-off = Regelherinneringen staan uit.
hint-why-only = Het is je enige keuze.
hint-why-search = Uitgespeeld over de volgende zetten kwam het beter uit dan de andere keuzes, al springt er geen enkele winst uit.
hint-why-both = { $first } { $second }
hint-why-now = Het levert nu op: { $parts }.
hint-why-next = Daarna levert ‘{ $step }’ op: { $parts }.
hint-points-for = { $points ->
    [one] 1 punt
   *[other] { $points } punten
} voor { $part }
hint-points-less = { $points ->
    [one] 1 punt
   *[other] { $points } punten
} minder voor { $part }
hint-why-same = { $other } komt in elke uitgespeelde partij van de volgende zetten op hetzelfde uit: beide zijn hier goed.
hint-vs-gets = Beter dan { $other }: zo krijg je { $thing }.
hint-vs-denies = Beter dan { $other }: daarmee zou { $player } { $thing } krijgen.
hint-vs-points = Beter dan { $other }: uitgespeeld over de volgende { $moves ->
    [one] zet
   *[other] { $moves } zetten
} aan tafel levert het je gemiddeld { $points ->
    [one] 1 punt
   *[other] { $points } punten
} meer op voor { $part }.
teach-line = 📘 { $rule } Meer: `/spel regels onderwerp:{ $topic } spel:{ $game }`.
teach-wildlife-seeding = Uitzetten: zet je startfiches één voor één op lege velden van het eiland.
teach-wildlife-bid = Veiling: verhoog het hoogste bod (minstens 3 voedsel) of pas; wie past, ligt eruit. Je mag tot 6 voedsel meer bieden dan je hebt: elke 3 voedsel tekort kost 1 punt.
teach-wildlife-defense = Verdediging: met de vaardigheid Verdediging mag je deze aanval op je fiche blokkeren.
teach-wildlife-epidemic = Epidemie: elke tegenstander van wie haar trok, haalt een van de eigen fiches weg.
teach-wildlife-use = Een terreinkaart: migreren, uitbreiden of aanvallen in dat terrein, zo ver als je aanpassing daar toestaat (migreren < uitbreiden < aanvallen).
teach-wildlife-adapt = Een aanpassingskaart verhoogt je aanpassing in één terrein met één niveau.
teach-wildlife-turn = Je beurt: speel tot 3 kaarten, waarvan minstens één geveild wordt; je mag ook één keer gratis migreren en 3 voedsel in 1 punt omzetten.
teach-wildcards-bid = Geheim bod: leg één handkaart gedekt neer (of de aanvulkaart); alle biedingen worden samen onthuld en het hoogste kiest eerst.
teach-wildcards-pick = Jouw keuze: betaal extra handkaarten tot je bod zoveel kaarten heeft als zijn waarde, neem dan een dier; of zie af, neem je kaarten terug en trek er 2.
teach-wildcards-tie = Gelijkspel: de gelijke bieders leggen een extra betaling gedekt neer; het hoogste totaal kiest eerst.
teach-wildcards-refill = Aanvulkaart: leg habitatkaarten af en trek bij tot 7; je neemt deze ronde geen dier.
teach-wildcards-leader = De kracht van een leider: de leiderkaart die je hebt, laat je nu zijn vaardigheid gebruiken.
teach-evolution-food = Voedselkaart: kies in het geheim één kaart; het voedselgetal gaat naar de drinkplaats.
teach-evolution-cards = Kaarten spelen: elke kaart is een nieuwe soort, +1 lichaamsgrootte, +1 populatie of een eigenschap (hoogstens 3 per soort).
teach-evolution-before = Voor het eten: Lange nek, Vruchtbaar, Vetweefsel en Intelligentie werken nu, als je wilt.
teach-evolution-attack = Aanval van een vleeseter: een vleeseter moet een kleinere soort aanvallen die hij kan bereiken; de prooi verliest 1 populatie en de vleeseter krijgt vlees gelijk aan de lichaamsgrootte van de prooi.
teach-evolution-feed = Eten: om de beurt neemt elke soort die kan eten 1 plantenvoedsel; na het eten zakt de populatie van een soort tot het gegeten voedsel.

# /game history and /game replay for players, /game settings reset, /game rules topic names,
# a table opened in a thread
bot-replay-for-players = **{ $title }** · spel #{ $id } · { $moves ->
    [one] { $moves } zet
   *[other] { $moves } zetten
} · 🏆 { $winners }
    { $animation ->
        [0] Het bestand bevat het hele spel: de seed en elke zet.
       *[other] De animatie toont de tafel beurt na beurt en eindigt met de uitslag; het bestand bevat het hele spel: de seed en elke zet.
    }
bot-replay-alt = Animatie van een spel { $title }, beurt na beurt, tot de uitslag: { $winners } won.
bot-settings-reset = Terugzetten kan voor { $choices }.
bot-table-announced = **{ $title }**: { $host } opende een tafel in { $thread } ({ $options }). Iedereen is welkom: open de draad en druk op **Meedoen**.
rules-topic-overview = Overzicht
rules-topic-commands = Commando's

# a long chapter of the live table message, told short
bot-story-earlier = … { $count ->
    [one] 1 eerdere regel
   *[other] { $count } eerdere regels
} (`/spel logboek` heeft ze allemaal)

## DM panels: an earlier chapter's panel, timer fallbacks, durations
bot-panel-below = { $head } — je volgende beslissing staat in het bericht hieronder.
bot-duration-hours = { $count } uur
bot-duration-minutes = { $count ->
    [one] { $count } minuut
   *[other] { $count } minuten
}
bot-duration-seconds = { $count ->
    [one] { $count } seconde
   *[other] { $count } seconden
}
bot-turn-timer-for = beurttimer { $duration }
bot-settings-timer-for = { $duration } per beslissing, daarna { $fallback ->
    [ai] speelt een AI die beslissing
   *[other] past de plaats waar de regels dat toestaan (anders beslist een AI)
}
bot-settings-idle-for = Zonder beurttimer: een plaats die niet beslist krijgt na { $reminder } een herinnering, en na { $limit } speelt de terugval (wijzig ze met `idle_reminder` en `idle_limit`, in uren; 0 zet er een terug op de standaard).
bot-timer-done-waiting = ⏰ Je tijd was om, dus dit is voor je gekozen: { $choice } — daarna: { $waiting }
bot-reminder-by = ⏰ { $user }, jouw zet: heb je om { $when } nog niet beslist, dan wordt hij voor je gedaan.

## Correspondence: clocks in days, holidays (bot/core/clocks.py)
bot-duration-days = { $count ->
    [one] { $count } dag
   *[other] { $count } dagen
}
bot-pace-bad = "{ $text }" is geen tempo: schrijf `real-time`, `correspondence`, `correspondence 5d+12h` (een tegoed + een toevoeging per zet, in dagen d of uren h) of `correspondence 2d/move`.
bot-pace-per-move = Een vaste tijd per zet is { $choices } dagen, bv. `correspondence 2d/move`.
bot-pace-bank = Een correspondentietegoed is 1 uur tot { $most } dagen, en de toevoeging ook.
bot-pace-real-time = direct spel
bot-pace-per-move-words = 📮 correspondentie: { $time } per zet
bot-pace-bank-words = 📮 correspondentie: { $bank } + { $increment } per zet
bot-settings-pace = Nieuwe tafels: { $pace } · vakantie: { $days } dagen per jaar
bot-away-allowance = De vakantie is 0 tot { $most } dagen per jaar.
bot-clock-to-ai = **{ $title }** in { $channel }: je klok liep twee keer af zonder zet van jou, dus een AI speelt je plaats nu. Met `/game join` daar neem je hem terug.
bot-clock-left = ⏳ { $name }: nog { $time }
bot-clock-away = 🏖️ { $name }: nog { $time }, weg tot { $until }
bot-clock-picture-away = { $time }, op vakantie: terug over { $back }
bot-away-days = Een vakantie duurt 1 tot { $most } dagen.
bot-away-already = Je bent al weg tot { $until }; beëindig dat eerst met `/game back`.
bot-away-too-long = { $days } dagen is meer dan je vakantie die dit jaar over is: { $left } dagen.
bot-back-not-away = Je bent niet weg.
bot-away-notice = 🏖️ { $name } is weg tot { $until }: hun klok wacht.
bot-back-notice = { $name } is terug: hun klok loopt weer.
bot-away-done = 🏖️ Weg tot { $until }: je klokken wachten in { $count ->
    [one] { $count } correspondentiespel
   *[other] { $count } correspondentiespellen
}. `/game back` beëindigt het eerder (de resterende dagen blijven van jou).
bot-back-done = Welkom terug: je klokken lopen weer in { $count ->
    [one] { $count } correspondentiespel
   *[other] { $count } correspondentiespellen
}.
bot-mine-head = { $count ->
    [one] Je open spel:
   *[other] Je { $count } open spellen:
}
bot-mine-none = Je hebt geen open spellen.
bot-mine-lobby = wacht op de start
bot-mine-your-turn = **jouw beurt**
bot-mine-waiting = wacht op { $names }
bot-mine-left = ⏳ nog { $time }
bot-mine-table = [tafel]({ $url })
bot-mine-panel = [jouw keuze]({ $url })
bot-notices-timezone = "{ $name }" is geen tijdzone die ik ken: gebruik een IANA-naam zoals `Europe/Amsterdam`, `America/New_York` of `UTC`.
bot-notices-mode = Kies een van: { $choices }.
bot-notices-hour = Het uur van het overzicht is 0 tot 23.
bot-notices-here = in deze server
bot-notices-everywhere = in elke server
bot-notices-dm = 🔔 { $scope }: een DM telkens als je aan de beurt bent.
bot-notices-digest = 📬 { $scope }: één overzicht per dag om { $hour } ({ $tz }); je keuzes komen zonder melding.
bot-notices-none = 🔕 { $scope }: geen meldingen; je keuzes komen stil (`/game mine` toont ze).
bot-digest-head = { $count ->
    [one] 📬 Jouw beurt in 1 spel:
   *[other] 📬 Jouw beurt in { $count } spellen:
}
bot-digest-none = 📬 Er wacht nu geen spel op je.
