# Die eigenen Wörter des Bots: Ablehnungen, Lobby, Tisch- und Paneltexte, Knöpfe, Ergebnisse (bot/).
bot-lobby-turn-timer-cannot-negative = Ein Zugtimer kann nicht negativ sein.
bot-lobby-game-not-over-so = Dieses Spiel ist nicht vorbei, also gibt es nichts nochmal zu spielen.
bot-lobby-only-players-game-ask = Nur die Spieler dieses Spiels können eine Revanche verlangen; `/spiel neu` eröffnet einen eigenen Tisch.
bot-lobby-game-has-already-started = Dieses Spiel hat schon begonnen; du kannst den Tisch verfolgen und beim nächsten mitspielen.
bot-lobby-are-already-playing-game = Du spielst schon in diesem Spiel mit.
bot-lobby-are-already-lobby = Du bist schon in dieser Lobby.
bot-lobby-have-no-seat-game = Du hast keinen Platz in diesem Spiel.
bot-lobby-have-already-left-game = Du hast dieses Spiel schon verlassen; tritt wieder bei, um deinen Platz zurückzunehmen.
bot-lobby-no-ai-seat-remove = Es gibt keinen KI-Platz zum Entfernen.
bot-lobby-seat-not-ai-seat = Dieser Platz ist kein KI-Platz.
bot-lobby-game-has-already-started-2 = Das Spiel hat schon begonnen.
bot-lobby-only-host-someone-who = Nur der Gastgeber oder jemand, der diesen Kanal verwalten darf, kann das Spiel abbrechen.
bot-tables-no-game-channel-start = In diesem Kanal läuft kein Spiel. Starte eins mit /spiel neu.
bot-tables-game-unreadable = Der gespeicherte Stand dieses Spiels ist nicht lesbar, daher bleibt es genau so, wie es ist. Bitte sag dem Betreiber des Bots Bescheid.
bot-tables-game-has-not-started = Das Spiel hat noch nicht begonnen.
bot-tables-game-has-already-started = Das Spiel hat schon begonnen; die Plätze können sich nicht mehr ändern.
bot-tables-join-lobby-first = Tritt zuerst der Lobby bei.
bot-tables-have-no-seat-game = Du hast keinen Platz in diesem Spiel; du kannst den Tisch aber verfolgen.
bot-tables-no-such-seat = Diesen Platz gibt es nicht.
bot-tables-no-game-has-been = In diesem Kanal wurde noch kein Spiel gespielt.
bot-moves-those-choices-cannot-all = Diese Entscheidungen gehen jetzt nicht alle auf einmal.
bot-moves-game-over-these-buttons = Dieses Spiel ist vorbei; diese Knöpfe funktionieren nicht mehr.
bot-moves-not-seat-only-its = Das ist nicht dein Platz; nur wer dort spielt, kann dort wählen.
bot-moves-left-game-ai-plays = Du hast dieses Spiel verlassen und eine KI spielt deinen Platz; tritt wieder bei, um ihn zurückzunehmen.
bot-moves-something-went-wrong-move = Bei diesem Zug ist etwas schiefgegangen; das Spiel ist unverändert. Bitte melde es.
bot-moves-game-moved-meantime-please = Das Spiel ist inzwischen weitergegangen; bitte wähle neu.
bot-play-these-controls-belong-another = Diese Knöpfe gehören einem anderen Spieler.
bot-play-nothing-choose-right-now = Gerade gibt es nichts zu wählen.
bot-play-no-bid-make-right = Gerade gibt es nichts zu bieten.
bot-play-no-game-running-here = Hier läuft kein Spiel.
bot-play-pick-game-from-suggestions = Wähle das Spiel aus den Vorschlägen der Option `spiel`.
bot-play-none-games-waits-decision = Keines deiner Spiele wartet gerade auf deine Entscheidung.
bot-watch-game-has-not-started = Das Spiel hat noch nicht begonnen; die Lobby-Nachricht zeigt die Plätze.
bot-admin-game-settings-are-members = Die Spieleinstellungen sind für Mitglieder, die diesen Server verwalten dürfen.
bot-lobby-lobby-closed = Diese Lobby ist geschlossen.
bot-lobby-not-choice-lobby = Das ist keine Wahl dieser Lobby.
bot-common-command-works-server-channel = Dieser Befehl funktioniert in einem Serverkanal, wo das Spiel ist.
bot-history-no-such-game-server = Dieses Spiel gibt es auf diesem Server nicht.
bot-history-game-did-not-finish = Dieses Spiel wurde nicht zu Ende gespielt; nur beendete Spiele haben ein Ergebnis und eine Wiederholung.
bot-history-no-game-was-played = In diesem Kanal wurde kein Spiel gespielt; gib eine Spielnummer an (die `#`-Nummer in `/spiel verlauf`).
bot-inputs-not-one-choices-now = Das ist gerade keine deiner Möglichkeiten; wähle einen der Vorschläge.
bot-missing-permissions = Ich kann in diesem Kanal kein Spiel leiten: Ich brauche hier { $count ->
    [one] die Berechtigung
   *[other] die Berechtigungen
} { $missing }. Frag einen Moderator oder starte das Spiel in einem anderen Kanal.
bot-no-such-game = Es gibt kein Spiel '{ $game }'. Spiele: { $games }.
bot-no-rated-game = { $user } hat noch kein gewertetes Spiel: Wertungen kommen mit Spielen, die enden.
bot-leaderboard-empty = Hier hat noch niemand { $count ->
    [one] { $count } gewertetes Spiel
   *[other] { $count } gewertete Spiele
} { $title }: dort beginnt die Bestenliste.
bot-several-games-wait = Mehrere deiner Spiele warten auf dich ({ $channels }); wähle eins mit der Option `spiel`.
bot-option-on-off = Option '{ $option }' ist an oder aus (on/off), nicht '{ $value }'.
bot-option-whole-number = Option '{ $option }' muss eine ganze Zahl sein.
bot-option-number = Option '{ $option }' muss eine Zahl sein.
bot-bid-not-legal-range = { $said } ist kein gültiges Gebot: Du kannst { $low } bis { $high } Nahrung bieten oder passen.
bot-bid-not-legal = { $said } ist kein gültiges Gebot: Du kannst { $bids } Nahrung bieten oder passen.
bot-settings-fallback = Der Ersatz ist einer von { $choices }.
bot-settings-level = Die KI-Stufe ist eine von { $choices }.
bot-settings-timer = Der Zugtimer geht von 0 (keiner) bis { $most ->
    [one] { $most } Sekunde
   *[other] { $most } Sekunden
}.
bot-no-ai-level = Es gibt keine KI-Stufe '{ $level }'. Stufen: { $levels }.
bot-channel-busy = Dieser Kanal hat schon { $lobby ->
    [true] eine Lobby
   *[other] ein laufendes Spiel
} { $title }; beende oder breche es zuerst ab, oder starte einen Thread für ein zweites Spiel.
bot-only-host-starts = Nur der Gastgeber ({ $host }) kann das Spiel starten.
bot-lobby-count = { $title } braucht { $low }–{ $high } Spieler; die Lobby hat { $count }. Lade jemanden ein oder füge einen KI-Platz hinzu.
bot-lobby-full = Die Lobby ist voll: { $title } hat höchstens { $most } Spieler.
bot-out-of-date = Diese Wahl ist veraltet: Das Spiel ist weitergegangen. Nimm das neueste Panel.
bot-out-of-date-closed = Diese Wahl ist veraltet: Das Spiel ist weitergegangen. Deine DMs sind für mich geschlossen, also findest du dein neuestes Panel unter `/spiel hand` (oder mit dem Knopf **Meine Hand** am Tisch).
bot-settings-language = Die Sprache ist eine von { $choices }.
perm-view-channel = Kanal ansehen
perm-send-messages = Nachrichten senden
perm-attach-files = Dateien anhängen
perm-read-message-history = Nachrichtenverlauf lesen
perm-send-messages-in-threads = Nachrichten in Threads senden
perm-create-public-threads = Öffentliche Threads erstellen
bot-table-in-thread = Dein Tisch für **{ $title }** ist offen in { $thread }.
bot-joined = Du spielst bei **{ $title }** mit. Deine Hand und deine Knöpfe kommen per Direktnachricht.
bot-welcome-back = Willkommen zurück bei **{ $title }**: Dein Platz gehört wieder dir.
bot-left-cancelled = Du bist gegangen; niemand ist mehr am Tisch, also ist das Spiel abgebrochen.
bot-left-ai-plays = Eine KI spielt jetzt deinen Platz; `/spiel beitreten` holt ihn zurück.
bot-someone-left = { $name } ist gegangen; eine KI spielt diesen Platz.
bot-left-lobby-closed = Du bist gegangen; die leere Lobby ist geschlossen.
bot-left-lobby = Du hast die Lobby verlassen.
bot-ai-added = Ein KI-Platz wurde hinzugefügt.
bot-cancelled-by = **{ $title }** wurde von { $user } abgebrochen.
bot-cancel-everyone-left = **{ $title }** wurde abgebrochen: Alle sind gegangen.
bot-cancel-cancelled = **{ $title }** wurde abgebrochen.
bot-cancel-channel-gone = **{ $title }** ist beendet: Sein Kanal existiert nicht mehr.
bot-panel-ai-plays = **{ $title }** — eine KI spielt jetzt diesen Platz; `/spiel beitreten` holt ihn zurück.
bot-forced = ⏩ Nur eine Möglichkeit: { $choice } — für dich gespielt.
bot-game-over-line = 🏁 Das Spiel ist vorbei.
bot-now = ➡️ Jetzt: { $who }{ $timer }
bot-result-head = 🏁 **{ $title }** · Spielende. { $count ->
    [one] Sieger
   *[other] Sieger
}: { $winners }.
bot-ratings = Wertungen: { $changes }
bot-your-result = **{ $title }** in { $channel } ist vorbei: Du bist { $place } mit { $score ->
    [one] { $score } Punkt
   *[other] { $score } Punkten
}{ $breakdown }.
bot-your-rating = Deine Wertung: { $change }.
bot-done-waiting = ✅ { $choice } — als Nächstes: { $waiting }
bot-forced-done-waiting = ⏩ Nur eine Möglichkeit: { $choice } — für dich gespielt; als Nächstes: { $waiting }
bot-head-waiting = { $head } — als Nächstes: { $waiting }
bot-your-move = dein Zug: { $count ->
    [one] 1 Möglichkeit
   *[other] { $count } Möglichkeiten
}
bot-decide-by = ⏰ entscheide { $when }
bot-now-clock = ⏳ noch { $time } (bis { $when })
bot-decide-within = ⏳ { $time } für diese Entscheidung (bis { $when })
bot-panel-head = **{ $title }** in { $channel } · du bist { $name }
bot-waiting-end = das Ende des Spiels.
bot-waiting-for = { $names }.
bot-waiting-next = der nächste Schritt.
bot-commands = **Befehle**
    `/spiel neu <spiel> [optionen] [zugtimer] [sprache]` eröffnet einen Tisch; die Lobby hat Beitreten · Verlassen · KI dazu · Starten · Abbrechen.
    Deine Hand und deine Knöpfe kommen per Direktnachricht. `/spiel hand` zeigt sie hier, nur dir (nützlich, wenn deine Direktnachrichten geschlossen sind). `/spiel ziehen <wahl>` macht einen Zug per Eingabe.
    `/spiel brett`, `/spiel status`, `/spiel protokoll`, `/spiel regeln [thema]` für alle.
    `/spiel verlassen` gibt deinen Platz einer KI (`/spiel beitreten` holt ihn zurück); `/spiel abbrechen` für den Gastgeber oder wer Kanäle verwalten darf.
    ⏳ **Abwesend**: ein Platz, den du verlässt oder für den der Zugtimer die meisten Entscheidungen trifft, gilt als **aufgegeben**: als Letzter gewertet, nie ein Sieg, und deine Wertung kann dadurch nicht steigen.
bot-lobby-head = **{ $title }** — neuer Tisch, Gastgeber { $host } · { $low }–{ $high } Spieler · { $options }
bot-lobby-no-dms = kann keine Direktnachrichten empfangen; nutzt `/spiel hand`
bot-lobby-can-start = Der Gastgeber kann jetzt starten.
bot-lobby-waiting = Wir warten auf { $count ->
    [one] 1 weiteren Spieler
   *[other] { $count } weitere Spieler
}.
bot-lobby-too-many = Zu viele Plätze für dieses Spiel.
bot-started = **{ $title }** hat begonnen · { $options }
    Plätze: { $seats }. Viel Glück!
bot-lobby-cancelled = ~~{ $title }~~ — der Tisch wurde abgebrochen.
bot-waiting-over = das Spiel ist vorbei.
bot-waiting-nothing = es gibt nichts zu entscheiden.
bot-waiting-names = wir warten auf { $names }.
bot-whose-over = Spiel vorbei
bot-whose-nothing = nichts zu entscheiden
bot-whose-waiting = wir warten auf { $names }
bot-ties = ⚖️ { $rule }
bot-status-left = (gegangen; eine KI spielt)
bot-scores = Punktestand: { $scores }
status-lobby = Lobby
status-playing = läuft
status-over = vorbei
status-cancelled = abgebrochen
ctl-more = Mehr
ctl-choose = Wählen
ctl-bid-min = Biete { $amount } (min)
ctl-amount = Betrag…
ctl-pass = Passen
ctl-page = Seite { $page } von { $pages }
ctl-where-how = Wähle wo und wie
ctl-back = Zurück
ctl-anyway = { $choice } trotzdem
ctl-add-ai = Einen KI-Platz dazu: { $level }
ctl-ai-random = spielt irgendeinen gültigen Zug
ctl-ai-greedy = spielt den besten Zug, den sie jetzt sieht
ctl-ai-search = denkt voraus: die stärkste
# An AI seat's name and its levels as people read them (the levels' codes stay the commands')
bot-ai-seat-name = KI { $n }
ai-level = { $level ->
    [random] zufällig
    [greedy] gierig
   *[search] vorausschauend
}
ctl-remove = { $name } entfernen
ctl-my-hand = Meine Hand
ctl-rematch = Revanche
ctl-review = Meine Analyse
bot-review-not-seated = Nur wer Spiel #{ $id } gespielt hat, hat eine Analyse davon.
bot-review-none = **Deine Analyse von { $title } #{ $id }**: Du hattest keine Entscheidung mit mehr als einer Wahl.
bot-review-head = **Deine Analyse von { $title } #{ $id }** · Genauigkeit { $accuracy } %: { $close } deiner { $decisions } Entscheidungen lagen höchstens 1 Punkt hinter der besten Wahl, die die Suche fand.
bot-review-clean = Keine deiner Entscheidungen kostete mehr als einen Punkt.
bot-review-costly = **{ $n }.** Zug { $move }: Du spieltest { $played }; besser war { $better } (etwa { $cost ->
    [one] 1 Punkt
   *[other] { $cost } Punkte
} mehr). { $why }
ctl-undo = ↩ Zurücknehmen
ctl-join = Beitreten
ctl-leave = Verlassen
ctl-ai = KI dazu
ctl-start = Starten
ctl-cancel = Abbrechen
ctl-ai-seats = KI-Plätze: dazu oder weg
ctl-bid-title = Dein Gebot ({ $low }–{ $high })
ctl-amount-field = Betrag
ctl-amount-placeholder = { $low } bis { $high }
ctl-older = Älter
ctl-see-result = Das Ergebnisbild eines Spiels ansehen
ctl-sure = Bist du sicher?
ctl-where-to = **{ $choice }**: wohin?
bot-done = Erledigt: { $choice }.
bot-standard-rules = Standardregeln
bot-rules-which = Welches Spiel? { $games }. Versuch `/spiel regeln spiel:wildcards`.
bot-rules-topics = Themen: { $topics }
bot-rules-no-topic = Kein Thema '{ $topic }'. Themen: { $topics }.
phase = Phase: { $phase }
the-game = das Spiel
picture-table = Tisch
picture-hand = Hand
picture-result = Ergebnis
picture-scoring = große Wertung
score-of = { $name }: { $points }
bot-log-empty = Noch nichts.
bot-takes-back = { $name } nimmt den letzten Zug zurück.
bot-undo-label = Den letzten Zug zurücknehmen
bot-time-up = ⏰ Die Zeit ist um für { $name }.
ctl-done = Erledigt
bot-undelivered = { $user }, ich konnte dein Panel nicht zustellen: Nutze `/spiel hand`, um deine Hand zu sehen und zu wählen.
bot-dms-closed = { $user }, ich kann dir keine Direktnachrichten schicken, also bleibt deine Hand hier: Nutze `/spiel hand`, um sie zu sehen und zu wählen (die Tischnachricht bekommt ab ihrer nächsten Änderung einen Knopf **Meine Hand**).
bot-reminder = ⏰ { $user }, dein Zug: Er wird { $when } für dich gemacht.
bot-settings-timer-off = keiner
bot-settings-language-server = die Sprache des Servers (Niederländisch, Deutsch, sonst Englisch)
bot-settings-text = **Spieleinstellungen dieses Servers**
    Neue Spiele öffnen in einem Thread: { $thread ->
        [true] ja
       *[other] nein
    }
    Zugtimer: { $timer }
    Neue KI-Plätze spielen auf Stufe: { $level }
    Tischsprache neuer Spiele: { $language }
    Ändere sie mit `/spiel einstellungen` und seinen Optionen.
bot-forged-control = Dieser Knopf ist ungültig (er stammt nicht von mir); nutze `/spiel hand`.
bot-unexpected = Bei mir ist etwas schiefgegangen; das Spiel ist sicher (jeder angenommene Zug ist gespeichert). Bitte versuch es nochmal.
bot-store-busy = Der Tisch ist gerade beschäftigt; versuch es gleich nochmal. Es wurde nichts geändert.
bot-need-manage-channels = Dafür brauchst du die Berechtigung Kanäle verwalten.
bot-cannot-use-here = Diesen Befehl kannst du hier nicht nutzen.
bot-not-understood = Ich habe { $value } nicht verstanden; wähle einen der Vorschläge.
bot-forbidden = Discord hat mich das hier nicht tun lassen (fehlende Berechtigung).
bot-history-none = Auf diesem Server ist noch kein Spiel zu Ende gegangen{ $user ->
    [none] {""}
   *[other] { " " }mit { $user }
}{ $title ->
    [none] {""}
   *[other] { " " }von { $title }
}. Starte eins mit `/spiel neu`.
bot-history-head = **Spiele auf diesem Server**{ $user ->
    [none] {""}
   *[other] { " " }mit { $user }
}{ $title ->
    [none] {""}
   *[other] { " " }· { $title }
} · neueste zuerst (`#12`: die Spielnummer, die `/spiel wiederholung spielnummer:` nimmt)
ctl-newer = Neuer
bot-profile-head = **Spiele von { $user }**
bot-profile-line = { $title }: { $games ->
    [one] { $games } Spiel
   *[other] { $games } Spiele
}, { $wins } gewonnen{ $abandoned ->
    [0] {""}
   *[other] , { $abandoned } aufgegeben
}, durchschnittlicher Platz { $place }, beste Punktzahl { $best }, Wertung { $rating }
bot-leaderboard-head = **{ $title } auf diesem Server** · mindestens { $count ->
    [one] { $count } Spiel
   *[other] { $count } Spiele
}
bot-leaderboard-line = { $rating } ({ $games ->
    [one] { $games } Spiel
   *[other] { $games } Spiele
})
bot-no-pictures = (Ich darf in diesem Kanal keine Bilder anhängen: Gib mir die Berechtigung **Dateien anhängen**. `/spiel brett` zeigt solange den Tisch.)
bot-paused-locked = Dein { $title }-Spiel in { $channel } wartet: Dieser Thread ist gesperrt oder archiviert, also kann ich dort nicht posten. Es geht weiter, sobald ein Moderator ihn entsperrt.
bot-paused-access = Dein { $title }-Spiel in { $channel } wartet: Ich kann diesen Kanal nicht mehr sehen. Es geht weiter, sobald ich wieder Zugriff habe (die Berechtigung **Kanal ansehen**).
bot-paused-removed = Dein { $title }-Spiel in { $channel } wartet: Jemand hat mich aus diesem privaten Thread entfernt. Es geht weiter, sobald ich wieder hinzugefügt werde (erwähne mich dort).
bot-paused-send = Dein { $title }-Spiel in { $channel } wartet: Ich darf in diesem Kanal nicht mehr posten. Es geht weiter, sobald ich dort wieder die Berechtigung **Nachrichten senden** habe.
bot-paused-send-thread = Dein { $title }-Spiel in { $channel } wartet: Ich darf in diesem Thread nicht mehr posten. Es geht weiter, sobald ich dort wieder die Berechtigung **Nachrichten in Threads senden** habe.
bot-private-thread = Ich kann in diesem privaten Thread nicht posten: Füge mich hinzu (erwähne mich hier) oder gib mir die Berechtigung **Threads verwalten**, und starte das Spiel dann erneut.
result-title = { $game } — Endergebnis
result-players = { $count ->
    [one] 1 Spieler
   *[other] { $count } Spieler
}
result-points = Punkte
result-winner = { $count ->
    [one] { $names } gewinnt mit { $score ->
        [one] { $score } Punkt
       *[other] { $score } Punkten
    }!
   *[other] { $names } teilen sich den Sieg mit { $score ->
        [one] { $score } Punkt
       *[other] { $score } Punkten
    }!
}
cat-start = Start
cat-small = kleine Gebiete
cat-areas = Gebiete
cat-herds = Herden
cat-adaptations = Anpassungen
cat-abilities = Fähigkeiten
cat-food = Nahrung
cat-conversion = Nahrung umgewandelt
cat-food_ability = Nahrungsfähigkeit
cat-losses = Verluste
cat-population = Population
cat-traits = Merkmale
bot-settings-idle-limit = Das Wartelimit geht von { $least } Minuten bis { $most } Stunden.
bot-settings-idle-reminder = Die Erinnerung muss vor dem Wartelimit kommen.
bot-seat-to-ai-only-host = Nur der Gastgeber oder wer den Kanal verwalten darf, gibt einen Platz an eine KI.
bot-seat-to-ai-not-playing = Ein Platz geht erst an eine KI, wenn das Spiel begonnen hat.
bot-seat-to-ai-no-seat = Diese Person hat keinen Platz an diesem Tisch.
bot-seat-to-ai-already = Diesen Platz spielt schon eine KI.
bot-seat-to-ai-done = 🤖 Eine KI spielt jetzt den Platz von { $name }; { $user } kann ihn mit `/game join` zurücknehmen.
ctl-bid-title-any = Dein Gebot
ctl-amount-placeholder-any = eine ganze Zahl
bot-forward-busy = Der Tisch ist gerade beschäftigt und dein Klick wurde nicht gespielt: bitte versuche es gleich noch einmal.

## Hints and rule reminders for learners (bot/core/hints.py, bot/core/teaching.py)
ctl-hint = 💡 Tipp
bot-hint = 💡 Tipp: **{ $choice }**. { $why }
bot-hint-play = ▶ Spielen
bot-hint-off = Dieser Tisch wurde ohne Tipps eröffnet. Ein Tisch, der mit `/spiel neu … tipps: True` eröffnet wurde, bietet sie an.
bot-hint-stale = Diese Entscheidung ist schon vorbei, der Tipp wäre also veraltet. Frag noch einmal in deinem aktuellen Panel.
bot-hint-no-game = Hier läuft kein Spiel.
bot-hint-nothing = Du hast gerade nichts zu entscheiden.
bot-hints-forbidden = Dieser Server erlaubt keine Tipps (`/spiel einstellungen tipps`). Eröffne den Tisch ohne sie.
bot-hints-played = 💡 Mit Tipps gespielt: dieses Spiel wird nicht gewertet.
bot-hints-mark = 💡 mit Tipps
bot-abandoned-mark = (aufgegeben)
bot-settings-hints = Tische mit Tipps: { $allowed ->
    [true] erlaubt
   *[other] verboten
} (ändere es mit `/spiel einstellungen tipps`; „der Standard“ setzt es zurück).
bot-teaching-on = Regelhinweise sind an: deine erste Entscheidung jeder Art kommt mit einer Zeile zu ihrer Regel.
bot-teaching-off = Regelhinweise sind aus.
hint-why-only = Es ist deine einzige Möglichkeit.
hint-why-search = Über die nächsten Züge ausgespielt, schnitt es besser ab als die anderen Möglichkeiten, ohne dass ein einzelner Gewinn heraussticht.
hint-why-both = { $first } { $second }
hint-why-now = Es bringt jetzt: { $parts }.
hint-why-next = Danach bringt „{ $step }“: { $parts }.
hint-points-for = { $points ->
    [one] 1 Punkt
   *[other] { $points } Punkte
} für { $part }
hint-points-less = { $points ->
    [one] 1 Punkt
   *[other] { $points } Punkte
} weniger für { $part }
hint-why-same = { $other } führt in jeder ausgespielten Partie der nächsten Züge zum selben Ergebnis: beides ist hier gut.
hint-vs-gets = Besser als { $other }: so bekommst du { $thing }.
hint-vs-denies = Besser als { $other }: damit bekäme { $player } { $thing }.
hint-vs-points = Besser als { $other }: über { $moves ->
    [one] den nächsten Zug
   *[other] die nächsten { $moves } Züge
} am Tisch ausgespielt, bringt es dir im Schnitt { $points ->
    [one] 1 Punkt
   *[other] { $points } Punkte
} mehr für { $part }.
teach-line = 📘 { $rule } Mehr: `/spiel regeln thema:{ $topic } spiel:{ $game }`.
teach-wildlife-seeding = Einsetzen: setze deine Start-Lebewesen einzeln auf leere Felder der Insel.
teach-wildlife-bid = Versteigerung: überbiete das Höchstgebot (mindestens 3 Nahrung) oder passe; wer passt, ist raus. Du darfst bis zu 6 Nahrung mehr bieten, als du hast: je 3 fehlende Nahrung kosten 1 Punkt.
teach-wildlife-defense = Verteidigung: mit der Fähigkeit Verteidigung darfst du diese Attacke auf dein Lebewesen abwehren.
teach-wildlife-epidemic = Seuche: jeder Gegner dessen, der sie zog, entfernt eines seiner eigenen Lebewesen.
teach-wildlife-use = Eine Geländekarte: wandern, expandieren oder attackieren in diesem Gelände, so weit deine Anpassung dort reicht (wandern < expandieren < attackieren).
teach-wildlife-adapt = Eine Anpassungskarte hebt deine Anpassung in einem Gelände um eine Stufe.
teach-wildlife-turn = Dein Zug: spiele bis zu 3 Karten, mindestens eine davon wird versteigert; du darfst auch einmal kostenlos wandern und 3 Nahrung in 1 Punkt umwandeln.
teach-wildcards-bid = Geheimes Gebot: lege eine Handkarte verdeckt ab (oder die Auffüllkarte); alle Gebote werden zugleich aufgedeckt, das höchste wählt zuerst.
teach-wildcards-pick = Deine Wahl: zahle weitere Handkarten, bis dein Gebot so viele Karten hat wie sein Wert, und nimm dann ein Tier; oder verzichte, nimm deine Karten zurück und ziehe 2.
teach-wildcards-tie = Gleichstand: die Gleichbietenden legen eine Zusatzzahlung verdeckt ab; die höchste Summe wählt zuerst.
teach-wildcards-refill = Auffüllkarte: wirf beliebig viele Lebensraumkarten ab und ziehe auf 7 nach; du nimmst diese Runde kein Tier.
teach-wildcards-leader = Die Macht eines Anführers: die Anführerkarte, die du hast, lässt dich jetzt ihre Fähigkeit nutzen.
teach-evolution-food = Futterkarte: wähle geheim eine Karte; ihre Futterzahl geht an die Wasserstelle.
teach-evolution-cards = Karten spielen: jede Karte ist eine neue Art, +1 Körpergröße, +1 Population oder eine Eigenschaft (höchstens 3 pro Art).
teach-evolution-before = Vor dem Fressen: Langer Hals, Fruchtbarkeit, Fettschicht und Intelligenz wirken jetzt, wenn du willst.
teach-evolution-attack = Angriff eines Fleischfressers: ein Fleischfresser muss eine kleinere Art angreifen, die er erreichen kann; die Beute verliert 1 Population, der Fleischfresser bekommt so viel Fleisch wie die Körpergröße der Beute.
teach-evolution-feed = Fressen: reihum nimmt jede Art, die fressen kann, 1 Pflanzennahrung; nach dem Fressen sinkt die Population einer Art auf die gefressene Nahrung.

# /game history and /game replay for players, /game settings reset, /game rules topic names,
# a table opened in a thread
bot-replay-for-players = **{ $title }** · Spiel #{ $id } · { $moves ->
    [one] { $moves } Zug
   *[other] { $moves } Züge
} · 🏆 { $winners }
    { $animation ->
        [0] Die Datei enthält das ganze Spiel: den Seed und jeden Zug.
       *[other] Die Animation zeigt den Tisch Zug um Zug und endet mit dem Ergebnis; die Datei enthält das ganze Spiel: den Seed und jeden Zug.
    }
bot-replay-alt = Animation eines { $title }-Spiels, Zug um Zug, bis zum Ergebnis: { $winners } hat gewonnen.
bot-settings-reset = Zurücksetzen geht für { $choices }.
bot-table-announced = **{ $title }**: { $host } hat einen Tisch in { $thread } eröffnet ({ $options }). Alle sind willkommen: Öffne den Thread und drücke **Mitspielen**.
rules-topic-overview = Überblick
rules-topic-commands = Befehle

# a long chapter of the live table message, told short
bot-story-earlier = … { $count ->
    [one] 1 frühere Zeile
   *[other] { $count } frühere Zeilen
} (`/spiel protokoll` hat sie alle)

## DM panels: an earlier chapter's panel, timer fallbacks, durations
bot-panel-below = { $head } — deine nächste Entscheidung steht in der Nachricht darunter.
bot-duration-hours = { $count ->
    [one] { $count } Stunde
   *[other] { $count } Stunden
}
bot-duration-minutes = { $count ->
    [one] { $count } Minute
   *[other] { $count } Minuten
}
bot-duration-seconds = { $count ->
    [one] { $count } Sekunde
   *[other] { $count } Sekunden
}
bot-turn-timer-for = Zugtimer { $duration }
bot-settings-timer-for = { $duration } pro Entscheidung, danach { $fallback ->
    [ai] spielt eine KI diese Entscheidung
   *[other] passt der Platz, wo die Regeln es erlauben (sonst entscheidet eine KI)
}
bot-settings-idle-for = Ohne Zugtimer: ein Platz, der nicht entscheidet, wird nach { $reminder } erinnert, und nach { $limit } spielt der Ersatz (ändere sie mit `idle_reminder` und `idle_limit`, in Stunden; 0 setzt einen auf den Standard zurück).
bot-timer-done-waiting = ⏰ Deine Zeit war um, also wurde das für dich gewählt: { $choice } — als Nächstes: { $waiting }
bot-reminder-by = ⏰ { $user }, dein Zug: Hast du bis { $when } nicht entschieden, wird er für dich gemacht.

## Correspondence: clocks in days, holidays (bot/core/clocks.py)
bot-duration-days = { $count ->
    [one] { $count } Tag
   *[other] { $count } Tage
}
bot-pace-bad = „{ $text }“ ist kein Tempo: schreib `real-time`, `correspondence`, `correspondence 5d+12h` (ein Guthaben + ein Zuschlag pro Zug, in Tagen d oder Stunden h) oder `correspondence 2d/move`.
bot-pace-per-move = Eine feste Zeit pro Zug ist { $choices } Tage, z. B. `correspondence 2d/move`.
bot-pace-bank = Ein Fernspiel-Guthaben ist 1 Stunde bis { $most } Tage, der Zuschlag ebenso.
bot-pace-real-time = Echtzeit
bot-pace-per-move-words = 📮 Fernspiel: { $time } pro Zug
bot-pace-bank-words = 📮 Fernspiel: { $bank } + { $increment } pro Zug
bot-settings-pace = Neue Tische: { $pace } · Urlaub: { $days } Tage im Jahr
bot-away-allowance = Der Urlaub ist 0 bis { $most } Tage im Jahr.
bot-clock-to-ai = **{ $title }** in { $channel }: Deine Uhr ist zweimal ohne einen Zug von dir abgelaufen, darum spielt jetzt eine KI deinen Platz. Mit `/game join` dort holst du ihn zurück.
bot-clock-left = ⏳ { $name }: noch { $time }
bot-clock-away = 🏖️ { $name }: noch { $time }, weg bis { $until }
bot-clock-picture-away = { $time }, im Urlaub: zurück in { $back }
bot-away-days = Ein Urlaub dauert 1 bis { $most } Tage.
bot-away-already = Du bist schon bis { $until } weg; beende das zuerst mit `/game back`.
bot-away-too-long = { $days } Tage sind mehr als dein restlicher Urlaub dieses Jahr: { $left } Tage.
bot-back-not-away = Du bist nicht weg.
bot-away-notice = 🏖️ { $name } ist bis { $until } weg: die Uhr wartet.
bot-back-notice = { $name } ist zurück: die Uhr läuft wieder.
bot-away-done = 🏖️ Weg bis { $until }: Deine Uhren warten in { $count ->
    [one] { $count } Fernspiel
   *[other] { $count } Fernspielen
}. `/game back` beendet es früher (die übrigen Tage bleiben dir).
bot-back-done = Willkommen zurück: Deine Uhren laufen wieder in { $count ->
    [one] { $count } Fernspiel
   *[other] { $count } Fernspielen
}.
bot-mine-head = { $count ->
    [one] Dein offenes Spiel:
   *[other] Deine { $count } offenen Spiele:
}
bot-mine-none = Du hast keine offenen Spiele.
bot-mine-lobby = wartet auf den Start
bot-mine-your-turn = **du bist dran**
bot-mine-waiting = wartet auf { $names }
bot-mine-left = ⏳ noch { $time }
bot-mine-table = [Tisch]({ $url })
bot-mine-panel = [deine Entscheidung]({ $url })
bot-notices-timezone = „{ $name }“ ist keine Zeitzone, die ich kenne: Nimm einen IANA-Namen wie `Europe/Berlin`, `America/New_York` oder `UTC`.
bot-notices-mode = Wähle eins von: { $choices }.
bot-notices-hour = Die Stunde der Übersicht ist 0 bis 23.
bot-notices-here = in diesem Server
bot-notices-everywhere = in jedem Server
bot-notices-dm = 🔔 { $scope }: eine DM, sobald du dran bist.
bot-notices-digest = 📬 { $scope }: eine Übersicht am Tag um { $hour } ({ $tz }); deine Entscheidungen kommen ohne Benachrichtigung.
bot-notices-none = 🔕 { $scope }: keine Benachrichtigungen; deine Entscheidungen kommen still (`/game mine` listet sie).
bot-digest-head = { $count ->
    [one] 📬 Du bist dran in 1 Spiel:
   *[other] 📬 Du bist dran in { $count } Spielen:
}
bot-digest-none = 📬 Gerade wartet kein Spiel auf dich.
