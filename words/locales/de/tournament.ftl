# Turniere (docs/tournaments.md): /tournament, die Anmeldenachricht, der Tabellenstand.
tour-none = In diesem Kanal ist kein Turnier offen. `/tournament new` eröffnet eines.
tour-bad-format = Ein Turnier ist Schweizer System, K.-o. oder Jeder gegen jeden; bei ungerader Zahl gibt es einen KI-Platz oder ein Freilos.
tour-bad-size = { $title } hat { $low }–{ $high ->
    [one] { $high } Spieler
   *[other] { $high } Spieler
} an einem Tisch.
tour-bad-rounds = Ein Turnier im Schweizer System hat 1 bis 12 Runden.
tour-one-at-a-time = In diesem Kanal ist schon ein Turnier offen ({ $title }, { $format }); `/tournament cancel` beendet es, oder eröffne das neue in einem anderen Kanal.
tour-started = Das Turnier hat begonnen; die Anmeldung ist geschlossen.
tour-already-in = Du bist schon angemeldet.
tour-not-in = Diese Person spielt nicht (mehr) im Turnier.
tour-organiser-only = Das können nur die Organisation, Mitglieder mit „Server verwalten“ oder mit der Turnierrolle des Servers.
tour-too-few = Ein Turnier braucht mindestens 2 Spieler; { $count ->
    [one] { $count } hat
   *[other] { $count } haben
} sich angemeldet.
tour-not-started = Das Turnier hat noch nicht begonnen; du kannst dich nur von der Liste streichen.
tour-not-paused = Das Turnier ist nicht pausiert.
tour-not-running = Das Turnier läuft nicht, also gibt es nichts zu pausieren.
tour-text-channel = Eröffne ein Turnier in einem Textkanal: Die Tische werden dort zu Threads.
tour-signup-closed = Diese Anmeldung ist geschlossen.
tour-joined = Du bist angemeldet. Deine Tische öffnen in Threads dieses Kanals.
tour-left-running = Du bist aus dem Turnier; eine KI spielt deinen Tisch zu Ende, auf dem letzten Platz.
tour-left = Du stehst nicht mehr auf der Liste.
tour-started-now = Das Turnier hat begonnen: { $tables ->
    [one] { $tables } Tisch ist
   *[other] { $tables } Tische sind
} in Threads dieses Kanals offen.
tour-started-opening = Das Turnier hat begonnen: { $tables ->
    [one] { $tables } Tisch öffnet
   *[other] { $tables } Tische öffnen
} in Threads dieses Kanals…
tour-no-standings = Es gibt noch keinen Stand: Das Turnier hat nicht begonnen.
tour-no-standings-yet = Noch ist keine Runde beendet: Der Stand folgt, sobald jeder Tisch der 1. Runde fertig ist.
tour-dropped = { $name } ist aus dem Turnier; eine KI spielt den Tisch zu Ende, auf dem letzten Platz.
tour-replaced = Eine KI spielt den Rest des Turniers für { $name }.
tour-paused = Pausiert: Die laufenden Tische spielen zu Ende; keine neue Runde bis `/tournament resume`.
tour-resumed = Fortgesetzt: Die nächste Runde beginnt, sobald der letzte Tisch fertig ist.
tour-cancelled = Das Turnier ist abgesagt; die laufenden Tische auch.
tour-format-swiss = Schweizer System
tour-format-knockout = K.-o.
tour-format-roundrobin = Jeder gegen jeden
tour-signup-head = **{ $title }-Turnier** ({ $format }, { $size } an einem Tisch, { $rounds ->
    [one] { $rounds } Runde
   *[other] { $rounds } Runden
}), organisiert von { $organiser }.
tour-signup-count = { $count ->
    [one] { $count } Spieler
   *[other] { $count } Spieler
} angemeldet: { $names }
tour-status-running = Runde { $round } wird gespielt.
tour-status-paused = Pausiert nach den Tischen von Runde { $round }.
tour-status-over = Das Turnier ist vorbei.
tour-status-cancelled = Das Turnier wurde abgesagt.
tour-button-join = Mitmachen
tour-button-leave = Abmelden
tour-thread-name = { $title } · Runde { $round } · Tisch { $table }
tour-standings-round = **{ $title }**: Stand nach Runde { $round } von { $rounds }.
tour-standings-final = **{ $title }**: Endstand. { $winner } gewinnt das Turnier!
tour-note-dropped = ausgestiegen
tour-note-ai = KI spielt weiter
tour-note-out = ausgeschieden
tour-picture-final = Endstand
tour-picture-round = Nach Runde { $round } von { $rounds }
tour-col-place = #
tour-col-name = Spieler
tour-col-points = Punkte
tour-col-buchholz = Buchholz
tour-col-score = Spielwertung
tour-alt-row = { $place }. { $name }: Punkte { $points }, Buchholz { $buchholz }, Spielwertung { $score }.
tour-bracket-subtitle = Turnierbaum
tour-bracket-subtitle-part = Turnierbaum, Teil { $part } von { $parts }
tour-bracket-round = Runde { $round }
tour-bracket-final = Finale
tour-bracket-bye = Freilos
tour-bracket-ai = KI
tour-bracket-champion = Sieger
tour-alt-bracket-table = { $players }: { $winner } kam weiter.
tour-alt-bracket-none = { $players }: Ein KI-Platz gewann; niemand kam weiter.
tour-alt-bracket-playing = { $players }: wird noch gespielt.
tour-alt-bracket-byes = Freilose: { $names }.
tour-alt-bracket-champion = Sieger: { $name }.
tour-alt-row-short = { $place }. { $name } { $points }
tour-alt-more = und { $count } weitere
tour-alt-bracket-went-on = { $round }: { $names } kamen weiter.
cmd-tournament = turnier
cmd-tournament-desc = Turniere: eines je Kanal
cmd-tournament-new = neu
cmd-tournament-new-desc = Eröffne hier ein Turnier zur Anmeldung
cmd-tournament-new-game = spiel
cmd-tournament-new-game-desc = Welches Spiel
cmd-tournament-new-format = modus
cmd-tournament-new-format-desc = Schweizer System, K.-o. oder Jeder gegen jeden
cmd-tournament-new-rounds = runden
cmd-tournament-new-rounds-desc = Schweizer System: wie viele Runden
cmd-tournament-new-table_size = tischgröße
cmd-tournament-new-table_size-desc = Spieler pro Tisch
cmd-tournament-new-turn_timer = zugtimer
cmd-tournament-new-turn_timer-desc = Sekunden pro Entscheidung an den Tischen
cmd-tournament-new-odd = ungerade
cmd-tournament-new-odd-desc = Wenn die Spieler die Tische nicht füllen
cmd-tournament-new-options = optionen
cmd-tournament-new-options-desc = Varianten, z. B. '{ $switch }' oder '{ $valued }'
cmd-tournament-join = mitmachen
cmd-tournament-join-desc = Melde dich für das Turnier dieses Kanals an
cmd-tournament-leave = abmelden
cmd-tournament-leave-desc = Verlasse das Turnier (aussteigen)
cmd-tournament-start = start
cmd-tournament-start-desc = Starte das Turnier (Organisation)
cmd-tournament-standings = stand
cmd-tournament-standings-desc = Der Stand des Turniers
cmd-tournament-drop = entfernen
cmd-tournament-drop-desc = Nimm einen Spieler aus dem Turnier (Organisation)
cmd-tournament-drop-player = spieler
cmd-tournament-drop-player-desc = Wer das Turnier verlässt
cmd-tournament-replace = ersetzen
cmd-tournament-replace-desc = Eine KI spielt für einen Spieler weiter (Organisation)
cmd-tournament-replace-player = spieler
cmd-tournament-replace-player-desc = Wessen Platz eine KI übernimmt
cmd-tournament-pause = pausieren
cmd-tournament-pause-desc = Keine neue Runde bis zur Fortsetzung (Organisation)
cmd-tournament-resume = fortsetzen
cmd-tournament-resume-desc = Weiter mit den Runden (Organisation)
cmd-tournament-cancel = absagen
cmd-tournament-cancel-desc = Sage das Turnier ab (Organisation)
choice-swiss = Schweizer System
choice-knockout = K.-o.
choice-roundrobin = Jeder gegen jeden
choice-seat = ein KI-Platz füllt den Tisch
choice-bye = ein Freilos (die Runde aussetzen)
tour-settings-season = Eine Saison dauert 0 (Kalendermonate) bis { $most } Tage.
tour-settings-line = Saisons der Rangliste: { $days ->
    [0] Kalendermonate
    [one] { $days } Tag
   *[other] { $days } Tage
} · Turnierrolle: { $role }
tour-season-empty = Niemand hier hat { $count ->
    [one] { $count } Partie
   *[other] { $count } Partien
} { $title } in der Saison { $season }.
tour-season-head = **{ $title } auf diesem Server** · Saison { $season } · mindestens { $count ->
    [one] { $count } Partie
   *[other] { $count } Partien
}
tour-season-line = { $rating } ({ $games ->
    [one] { $games } Partie
   *[other] { $games } Partien
}, { $wins } gewonnen)
cmd-game-settings-season_days = saisontage
cmd-game-settings-season_days-desc = Länge einer Ranglistensaison in Tagen (0 = Monate)
cmd-game-settings-tournament_role = turnierrolle
cmd-game-settings-tournament_role-desc = Darf Turniere organisieren (@everyone: niemand)
cmd-game-leaderboard-season = saison
cmd-game-leaderboard-season-desc = Diese Saison, die letzte oder alle Zeit
choice-current = diese Saison
choice-previous = die letzte Saison
choice-alltime = alle Zeiten
cmd-tournament-new-start = start
cmd-tournament-new-start-desc = Beginnt von selbst: 20:00, 2026-11-28 20:00 oder in 2h (UTC)
tour-joined-late = Du spielst ab Runde 2 mit; Runde 1 bringt dir keine Punkte.
tour-late-swiss-only = Das Turnier hat begonnen: Nur ein Turnier im Schweizer System nimmt nach dem Start noch Spieler auf, bis Runde 2 beginnt.
tour-seeded = Setzliste festgelegt, Beste zuerst: { $names }. Wer nicht genannt ist, folgt in der Reihenfolge der Anmeldung.
tour-unknown-player = „{ $name }“ spielt nicht in diesem Turnier.
tour-result-not-current = Dieser Tisch gehört nicht zur laufenden Runde: Nur ein Tisch der Runde { $round } nimmt jetzt ein Ergebnis an.
tour-result-no-table = Runde { $round } hat keinen Tisch { $table }.
tour-result-wrong-players = Nenne jeden Spieler von Tisch { $table } genau einmal, den Ersten zuerst: { $names }.
tour-result-set = Ergebnis von Tisch { $table } in Runde { $round } eingetragen: { $names }.
tour-result-where = Sag, welcher Tisch: gib seine Nummer an oder nutze den Befehl im Thread des Tisches.
cmd-tournament-new-seeding = setzliste
cmd-tournament-new-seeding-desc = Setzliste nach Wertung oder in der Reihenfolge von /tournament seed
choice-rating = nach Wertung
choice-hand = von Hand (/tournament seed)
cmd-tournament-seed = setzen
cmd-tournament-seed-desc = Die Setzliste von Hand festlegen (Organisator)
cmd-tournament-seed-order = reihenfolge
cmd-tournament-seed-order-desc = Erwähnungen oder Namen, Beste zuerst, durch Kommas getrennt
cmd-tournament-result = ergebnis
cmd-tournament-result-desc = Das Ergebnis eines Tisches eintragen (Organisator)
cmd-tournament-result-placing = reihenfolge
cmd-tournament-result-placing-desc = Erwähnungen oder Namen, der Erste zuerst
cmd-tournament-result-table = tisch
cmd-tournament-result-table-desc = Die Nummer des Tisches (in seinem Thread: dieser Tisch)
cmd-tournament-result-round = runde
cmd-tournament-result-round-desc = Die Runde (Standard: die laufende)
tour-history-empty = Dieser Server hat noch keine beendeten Turniere.
tour-history-head = **Frühere Turniere auf diesem Server** (neueste zuerst)
tour-history-line = { $when } · { $title } ({ $format }, { $count ->
    [one] { $count } Spieler
   *[other] { $count } Spieler
}): 🏆 { $champion }
tour-history-cancelled = { $when } · { $title } ({ $format }, { $count ->
    [one] { $count } Spieler
   *[other] { $count } Spieler
}): abgesagt
cmd-tournament-history = verlauf
cmd-tournament-history-desc = Die früheren Turniere dieses Servers
tour-start-bad = „{ $text }“ kann ich nicht als Zeit lesen. Schreib 20:00, 2026-11-28 20:00 oder in 2h (in UTC; für eine andere Zeitzone einen Versatz wie +01:00 anhängen).
tour-start-past = { $text } liegt in der Vergangenheit: wähle eine Zeit, die noch kommt.
tour-start-far = { $text } liegt mehr als 90 Tage voraus: wähle eine nähere Zeit.
tour-signup-starts = Beginnt von selbst am { $when } ({ $relative }) mit allen, die sich angemeldet haben.
tour-start-too-few = Zur festgelegten Zeit { $count ->
    [one] hatte sich nur { $count } Person
   *[other] hatten sich nur { $count } Personen
} angemeldet: die Anmeldung bleibt offen, bis die Organisation das Turnier startet (`/tournament start`) oder absagt.
tour-missing-permissions = Ich kann in diesem Kanal kein Turnier leiten: Seine Tische öffnen hier in Threads, und dafür brauche ich { $count ->
    [one] die Berechtigung
   *[other] die Berechtigungen
} { $missing }. Frag einen Moderator, oder eröffne das Turnier in einem anderen Kanal.
tour-table-not-opened = Tisch { $table } von Runde { $round } konnte nicht öffnen: { $why }
tour-why-permission = Ich brauche { $count ->
    [one] die Berechtigung
   *[other] die Berechtigungen
} { $missing } im Kanal des Turniers. Ich versuche es alle 10 Minuten erneut.
tour-why-thread-limit = Der Server hat Discords Grenze aktiver Threads erreicht. Archiviere oder schließe einige Threads; ich versuche es alle 10 Minuten erneut.
tour-why-gone = Der Kanal des Turniers existiert nicht mehr. `/tournament cancel` beendet das Turnier.
tour-why-other = Discord hat den Thread des Tisches abgelehnt ({ $status } { $code }). Ich versuche es alle 10 Minuten erneut.
tour-dm-not-opened = Dein { $title }-Turnier in { $channel }: { $failure }
tour-absent-dropped = Der Zugtimer ist an deinem { $title }-Tisch ({ $channel }) { $count }-mal hintereinander für dich abgelaufen: eine KI spielt deinen Platz bis zum Ende dieses Spiels, als Letzter gewertet, und du bist aus dem Turnier ausgeschieden.
cmd-tournament-new-checkin = anmeldung
cmd-tournament-new-checkin-desc = Minuten zum Anmelden vor jeder Runde (0: keine)
cmd-tournament-new-no_show = nicht_angemeldet
cmd-tournament-new-no_show-desc = Wer sich nicht rechtzeitig anmeldet
choice-drop = scheidet aus dem Turnier aus
choice-replace = eine KI spielt an seiner Stelle
cmd-tournament-reopen = neu_oeffnen
cmd-tournament-reopen-desc = Einen Tisch, dessen Thread weg ist, neu öffnen (Organisator)
cmd-tournament-reopen-table = tisch
cmd-tournament-reopen-table-desc = Die Nummer des Tisches in dieser Runde
tour-button-checkin = Ich bin da
tour-started-checkin = Das Turnier hat begonnen: Die Anmeldung für Runde 1 ist { $minutes ->
    [one] { $minutes } Minute
   *[other] { $minutes } Minuten
} offen; danach öffnen die Tische.
tour-checkin-open = **{ $title }**, Runde { $round }: Melde dich { $when } mit „Ich bin da“ an, sonst verpasst du die Runde. { $players }
tour-checkin-over = **{ $title }**, Runde { $round }: Die Anmeldung ist geschlossen ({ $count } angemeldet).
tour-checkin-closed = Diese Anmeldung ist geschlossen.
tour-checkin-not-entrant = Nur Spieler, die noch im Turnier sind, melden sich an.
tour-checkin-already = Du bist schon angemeldet.
tour-checked-in = Du bist für Runde { $round } angemeldet.
tour-no-show-drop = Nicht für Runde { $round } angemeldet, daher aus dem Turnier: { $names }
tour-no-show-replace = Nicht für Runde { $round } angemeldet, daher spielt eine KI an ihrer Stelle: { $names }
tour-dm-no-show-drop = Du hast dich nicht für Runde { $round } des { $title }-Turniers in { $channel } angemeldet und bist deshalb ausgeschieden.
tour-dm-no-show-replace = Du hast dich nicht für Runde { $round } des { $title }-Turniers in { $channel } angemeldet; ab jetzt spielt eine KI an deiner Stelle.
tour-table-lost = { $organiser }: Der Thread von Tisch { $table } (Runde { $round }) ist weg. Der Tisch wird nicht gewertet; `/tournament reopen table:{ $table }` öffnet ihn neu in einem neuen Thread, mit einem neuen Spiel. Die anderen Tische spielen weiter.
tour-reopen-no-table = Diese Runde hat keinen Tisch { $table }.
tour-reopen-not-lost = Tisch { $table } hat seinen Thread nicht verloren: Es gibt nichts neu zu öffnen.
tour-reopened = Tisch { $table } ist wieder offen, in einem neuen Thread des Turnierkanals.
tour-rejoin-dropped = Du bist aus dem { $title }-Turnier in { $channel } ausgeschieden, also spielt eine KI diesen Platz zu Ende; du kannst ihn nicht zurücknehmen.
