# Das Protokoll der Offline-Demo (tools/demo.py), in der Sprache ihrer Bilder.
demo-seat = KI { $n }
demo-header = { $title }: { $players } Spieler, Seed { $seed }, KI { $ai }
demo-start = der Tisch zu Beginn
demo-hand = Hand von { $name } (DM)
demo-choice = Wahl von { $name } (DM): { $spaces }
demo-scoring = Große Wertung { $n }
demo-result = Endstand
demo-progress = Runde { $round }: bisher { $pictures ->
    [one] { $pictures } Bild
   *[other] { $pictures } Bilder
}, { $seconds } s
demo-done = { $title } fertig nach { $seconds } s; die Bilder und log.txt liegen in { $out }
