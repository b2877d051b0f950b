# Toernooien (docs/tournaments.md): /tournament, het inschrijfbericht, de stand.
tour-none = Dit kanaal heeft geen open toernooi. `/tournament new` opent er een.
tour-bad-format = Een toernooi is Zwitsers, knock-out of ieder tegen ieder, en bij een oneven aantal komt er een AI-plaats of een bye.
tour-bad-size = { $title } heeft { $low }–{ $high ->
    [one] { $high } speler
   *[other] { $high } spelers
} aan een tafel.
tour-bad-rounds = Een Zwitsers toernooi heeft 1 tot 12 rondes.
tour-one-at-a-time = Dit kanaal heeft al een open toernooi ({ $title }, { $format }); `/tournament cancel` beëindigt het, of open het nieuwe in een ander kanaal.
tour-started = Het toernooi is begonnen; de inschrijving is gesloten.
tour-already-in = Je bent al ingeschreven.
tour-not-in = Die speler doet niet (meer) mee aan het toernooi.
tour-organiser-only = Alleen de organisator, leden met Server beheren of de toernooirol van de server kunnen dat.
tour-too-few = Een toernooi heeft minstens 2 spelers nodig; { $count ->
    [one] { $count } heeft
   *[other] { $count } hebben
} zich ingeschreven.
tour-not-started = Het toernooi is nog niet begonnen; je kunt alleen van de lijst af.
tour-not-paused = Het toernooi is niet gepauzeerd.
tour-not-running = Het toernooi loopt niet, dus er valt niets te pauzeren.
tour-text-channel = Open een toernooi in een tekstkanaal: de tafels worden daar threads.
tour-signup-closed = Die inschrijving is gesloten.
tour-joined = Je bent ingeschreven. Je tafels openen in threads van dit kanaal.
tour-left-running = Je doet niet meer mee aan het toernooi; een AI speelt je tafel uit, op de laatste plaats.
tour-left = Je staat niet meer op de lijst.
tour-started-now = Het toernooi is begonnen: { $tables ->
    [one] { $tables } tafel is
   *[other] { $tables } tafels zijn
} open in threads van dit kanaal.
tour-started-opening = Het toernooi is begonnen: { $tables ->
    [one] { $tables } tafel gaat
   *[other] { $tables } tafels gaan
} open in threads van dit kanaal…
tour-no-standings = Er is nog geen stand: het toernooi is nog niet begonnen.
tour-no-standings-yet = Er is nog geen ronde klaar: de stand volgt zodra elke tafel van ronde 1 is afgelopen.
tour-dropped = { $name } doet niet meer mee; een AI speelt de tafel uit, op de laatste plaats.
tour-replaced = Een AI speelt de rest van het toernooi voor { $name }.
tour-paused = Gepauzeerd: de lopende tafels spelen uit; er begint geen nieuwe ronde tot `/tournament resume`.
tour-resumed = Hervat: de volgende ronde begint zodra de laatste tafel klaar is.
tour-cancelled = Het toernooi is afgelast; de lopende tafels ook.
tour-format-swiss = Zwitsers
tour-format-knockout = knock-out
tour-format-roundrobin = ieder tegen ieder
tour-signup-head = **{ $title }-toernooi** ({ $format }, { $size } aan een tafel, { $rounds ->
    [one] { $rounds } ronde
   *[other] { $rounds } rondes
}), georganiseerd door { $organiser }.
tour-signup-count = { $count ->
    [one] { $count } speler
   *[other] { $count } spelers
} ingeschreven: { $names }
tour-status-running = Ronde { $round } wordt gespeeld.
tour-status-paused = Gepauzeerd na de tafels van ronde { $round }.
tour-status-over = Het toernooi is afgelopen.
tour-status-cancelled = Het toernooi is afgelast.
tour-button-join = Meedoen
tour-button-leave = Afmelden
tour-thread-name = { $title } · ronde { $round } · tafel { $table }
tour-standings-round = **{ $title }**: stand na ronde { $round } van { $rounds }.
tour-standings-final = **{ $title }**: eindstand. { $winner } wint het toernooi!
tour-note-dropped = gestopt
tour-note-ai = AI speelt door
tour-note-out = uitgeschakeld
tour-picture-final = Eindstand
tour-picture-round = Na ronde { $round } van { $rounds }
tour-col-place = #
tour-col-name = Speler
tour-col-points = Punten
tour-col-buchholz = Buchholz
tour-col-score = Spelscore
tour-alt-row = { $place }. { $name }: punten { $points }, Buchholz { $buchholz }, spelscore { $score }.
tour-bracket-subtitle = Schema
tour-bracket-subtitle-part = Schema, deel { $part } van { $parts }
tour-bracket-round = Ronde { $round }
tour-bracket-final = Finale
tour-bracket-bye = Bye
tour-bracket-ai = AI
tour-bracket-champion = Kampioen
tour-alt-bracket-table = { $players }: { $winner } ging door.
tour-alt-bracket-none = { $players }: een AI-plaats won; niemand ging door.
tour-alt-bracket-playing = { $players }: speelt nog.
tour-alt-bracket-byes = Byes: { $names }.
tour-alt-bracket-champion = Kampioen: { $name }.
tour-alt-row-short = { $place }. { $name } { $points }
tour-alt-more = en nog { $count }
tour-alt-bracket-went-on = { $round }: { $names } gingen door.
cmd-tournament = toernooi
cmd-tournament-desc = Toernooien: één per kanaal
cmd-tournament-new = nieuw
cmd-tournament-new-desc = Open hier een toernooi voor inschrijving
cmd-tournament-new-game = spel
cmd-tournament-new-game-desc = Welk spel
cmd-tournament-new-format = vorm
cmd-tournament-new-format-desc = Zwitsers, knock-out of ieder tegen ieder
cmd-tournament-new-rounds = rondes
cmd-tournament-new-rounds-desc = Zwitsers: hoeveel rondes
cmd-tournament-new-table_size = tafelgrootte
cmd-tournament-new-table_size-desc = Spelers per tafel
cmd-tournament-new-turn_timer = beurttimer
cmd-tournament-new-turn_timer-desc = Seconden per beslissing aan de tafels
cmd-tournament-new-odd = oneven
cmd-tournament-new-odd-desc = Als de spelers de tafels niet vullen
cmd-tournament-new-options = opties
cmd-tournament-new-options-desc = Varianten, bijv. '{ $switch }' of '{ $valued }'
cmd-tournament-join = meedoen
cmd-tournament-join-desc = Schrijf je in voor het toernooi van dit kanaal
cmd-tournament-leave = afmelden
cmd-tournament-leave-desc = Verlaat het toernooi (stoppen)
cmd-tournament-start = start
cmd-tournament-start-desc = Start het toernooi (organisator)
cmd-tournament-standings = stand
cmd-tournament-standings-desc = De stand van het toernooi
cmd-tournament-drop = verwijderen
cmd-tournament-drop-desc = Haal een speler uit het toernooi (organisator)
cmd-tournament-drop-player = speler
cmd-tournament-drop-player-desc = Wie het toernooi verlaat
cmd-tournament-replace = vervangen
cmd-tournament-replace-desc = Een AI speelt door voor een speler (organisator)
cmd-tournament-replace-player = speler
cmd-tournament-replace-player-desc = Wiens plaats een AI inneemt
cmd-tournament-pause = pauzeren
cmd-tournament-pause-desc = Geen nieuwe ronde tot hervat (organisator)
cmd-tournament-resume = hervatten
cmd-tournament-resume-desc = Ga verder met de rondes (organisator)
cmd-tournament-cancel = afgelasten
cmd-tournament-cancel-desc = Gelast het toernooi af (organisator)
choice-swiss = Zwitsers
choice-knockout = knock-out
choice-roundrobin = ieder tegen ieder
choice-seat = een AI-plaats vult de tafel
choice-bye = een bye (de ronde overslaan)
tour-settings-season = Een seizoen duurt 0 (kalendermaanden) tot { $most } dagen.
tour-settings-line = Seizoenen van de ranglijst: { $days ->
    [0] kalendermaanden
    [one] { $days } dag
   *[other] { $days } dagen
} · toernooirol: { $role }
tour-season-empty = Niemand hier heeft { $count ->
    [one] { $count } partij
   *[other] { $count } partijen
} { $title } in het seizoen { $season }.
tour-season-head = **{ $title } in deze server** · seizoen { $season } · minstens { $count ->
    [one] { $count } partij
   *[other] { $count } partijen
}
tour-season-line = { $rating } ({ $games ->
    [one] { $games } partij
   *[other] { $games } partijen
}, { $wins } gewonnen)
cmd-game-settings-season_days = seizoensdagen
cmd-game-settings-season_days-desc = Lengte van een ranglijstseizoen in dagen (0 = maanden)
cmd-game-settings-tournament_role = toernooirol
cmd-game-settings-tournament_role-desc = Mag toernooien organiseren (@everyone: niemand)
cmd-game-leaderboard-season = seizoen
cmd-game-leaderboard-season-desc = Dit seizoen, het vorige of altijd
choice-current = dit seizoen
choice-previous = het vorige seizoen
choice-alltime = alle tijden
cmd-tournament-new-start = start
cmd-tournament-new-start-desc = Begint vanzelf: 20:00, 2026-11-28 20:00 of in 2h (UTC)
tour-joined-late = Je doet mee vanaf ronde 2; ronde 1 levert je geen punten op.
tour-late-swiss-only = Het toernooi is begonnen: alleen een Zwitsers toernooi neemt na de start nog spelers aan, tot ronde 2 begint.
tour-seeded = Plaatsing vastgelegd, beste eerst: { $names }. Wie niet genoemd is, volgt in volgorde van aanmelding.
tour-unknown-player = “{ $name }” speelt niet mee in dit toernooi.
tour-result-not-current = Die tafel hoort niet bij de huidige ronde: alleen een tafel van ronde { $round } krijgt nu een uitslag.
tour-result-no-table = Ronde { $round } heeft geen tafel { $table }.
tour-result-wrong-players = Noem elke speler van tafel { $table } precies één keer, de winnaar eerst: { $names }.
tour-result-set = Uitslag van tafel { $table } in ronde { $round } ingevoerd: { $names }.
tour-result-where = Zeg welke tafel: geef het nummer, of gebruik de opdracht in de draad van de tafel.
cmd-tournament-new-seeding = plaatsing
cmd-tournament-new-seeding-desc = Plaatsing op rating, of de volgorde van /tournament seed
choice-rating = op rating
choice-hand = met de hand (/tournament seed)
cmd-tournament-seed = plaatsing
cmd-tournament-seed-desc = Leg de plaatsing met de hand vast (organisator)
cmd-tournament-seed-order = volgorde
cmd-tournament-seed-order-desc = Vermeldingen of namen, beste eerst, gescheiden door komma's
cmd-tournament-result = uitslag
cmd-tournament-result-desc = Voer de uitslag van een tafel in (organisator)
cmd-tournament-result-placing = volgorde
cmd-tournament-result-placing-desc = Vermeldingen of namen, de winnaar eerst
cmd-tournament-result-table = tafel
cmd-tournament-result-table-desc = Het nummer van de tafel (in haar draad: die tafel)
cmd-tournament-result-round = ronde
cmd-tournament-result-round-desc = De ronde (standaard: de huidige)
tour-history-empty = Deze server heeft nog geen afgelopen toernooien.
tour-history-head = **Eerdere toernooien in deze server** (nieuwste eerst)
tour-history-line = { $when } · { $title } ({ $format }, { $count ->
    [one] { $count } speler
   *[other] { $count } spelers
}): 🏆 { $champion }
tour-history-cancelled = { $when } · { $title } ({ $format }, { $count ->
    [one] { $count } speler
   *[other] { $count } spelers
}): geannuleerd
cmd-tournament-history = geschiedenis
cmd-tournament-history-desc = De eerdere toernooien van deze server
tour-start-bad = Ik kan “{ $text }” niet als tijd lezen. Schrijf 20:00, 2026-11-28 20:00 of in 2h (in UTC; voeg een verschil zoals +01:00 toe voor een andere tijdzone).
tour-start-past = { $text } ligt in het verleden: kies een tijd die nog moet komen.
tour-start-far = { $text } ligt meer dan 90 dagen vooruit: kies een eerdere tijd.
tour-signup-starts = Begint vanzelf op { $when } ({ $relative }) met wie zich dan heeft aangemeld.
tour-start-too-few = Op de vastgestelde tijd { $count ->
    [one] had zich maar { $count } speler
   *[other] hadden zich maar { $count } spelers
} aangemeld: de aanmelding blijft open tot de organisator het toernooi start (`/tournament start`) of afgelast.
tour-missing-permissions = Ik kan in dit kanaal geen toernooi leiden: de tafels openen hier in draadjes, en daarvoor heb ik { $count ->
    [one] de toestemming
   *[other] de toestemmingen
} { $missing } nodig. Vraag het een moderator, of open het toernooi in een ander kanaal.
tour-table-not-opened = Tafel { $table } van ronde { $round } kon niet openen: { $why }
tour-why-permission = ik heb { $count ->
    [one] de toestemming
   *[other] de toestemmingen
} { $missing } nodig in het kanaal van het toernooi. Ik probeer het elke 10 minuten opnieuw.
tour-why-thread-limit = de server zit aan Discords grens van actieve draadjes. Archiveer of sluit een paar draadjes; ik probeer het elke 10 minuten opnieuw.
tour-why-gone = het kanaal van het toernooi bestaat niet meer. `/tournament cancel` beëindigt het toernooi.
tour-why-other = Discord weigerde het draadje van de tafel ({ $status } { $code }). Ik probeer het elke 10 minuten opnieuw.
tour-dm-not-opened = Je { $title }-toernooi in { $channel }: { $failure }
tour-absent-dropped = De beurttimer liep { $count } keer achter elkaar voor je af aan je { $title }-tafel ({ $channel }): een AI speelt je plaats tot het einde van dat spel, als laatste gerekend, en je bent uit het toernooi.
cmd-tournament-new-checkin = aanmelden
cmd-tournament-new-checkin-desc = Minuten om je aan te melden voor elke ronde (0: geen)
cmd-tournament-new-no_show = niet_aangemeld
cmd-tournament-new-no_show-desc = Wie zich niet op tijd aanmeldt
choice-drop = uit het toernooi
choice-replace = een AI speelt in hun plaats
cmd-tournament-reopen = heropen
cmd-tournament-reopen-desc = Open een tafel waarvan het draadje weg is opnieuw (organisator)
cmd-tournament-reopen-table = tafel
cmd-tournament-reopen-table-desc = Het nummer van de tafel in deze ronde
tour-button-checkin = Ik ben er
tour-started-checkin = Het toernooi is begonnen: aanmelden voor ronde 1 kan { $minutes ->
    [one] { $minutes } minuut
   *[other] { $minutes } minuten
} lang; daarna openen de tafels.
tour-checkin-open = **{ $title }**, ronde { $round }: meld je { $when } aan met “Ik ben er”, anders mis je de ronde. { $players }
tour-checkin-over = **{ $title }**, ronde { $round }: aanmelden is gesloten ({ $count } aangemeld).
tour-checkin-closed = Dat aanmelden is gesloten.
tour-checkin-not-entrant = Alleen spelers die nog in dit toernooi zitten melden zich aan.
tour-checkin-already = Je bent al aangemeld.
tour-checked-in = Je bent aangemeld voor ronde { $round }.
tour-no-show-drop = Niet aangemeld voor ronde { $round }, dus uit het toernooi: { $names }
tour-no-show-replace = Niet aangemeld voor ronde { $round }, dus een AI speelt in hun plaats: { $names }
tour-dm-no-show-drop = Je hebt je niet aangemeld voor ronde { $round } van het { $title }-toernooi in { $channel }, dus je ligt eruit.
tour-dm-no-show-replace = Je hebt je niet aangemeld voor ronde { $round } van het { $title }-toernooi in { $channel }, dus vanaf nu speelt een AI in jouw plaats.
tour-table-lost = { $organiser }: het draadje van tafel { $table } (ronde { $round }) is weg. De tafel telt niet; `/tournament reopen table:{ $table }` opent haar opnieuw in een nieuw draadje, met een nieuw spel. De andere tafels spelen door.
tour-reopen-no-table = Deze ronde heeft geen tafel { $table }.
tour-reopen-not-lost = Tafel { $table } heeft haar draadje niet verloren: er is niets te heropenen.
tour-reopened = Tafel { $table } is weer open, in een nieuw draadje van het toernooikanaal.
tour-rejoin-dropped = Je doet niet meer mee aan het { $title }-toernooi in { $channel }, dus een AI speelt deze plaats uit; je kunt hem niet terugnemen.
