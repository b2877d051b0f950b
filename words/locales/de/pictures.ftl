# Alternativtext der Bilder (Discords Beschreibung eines Anhangs, höchstens 1024 Zeichen).
alt-result = { $game }, Endergebnis. { $winner } { $ranking }
alt-rank = { $place }. { $name } { $score ->
    [one] 1 Punkt
   *[other] { $score } Punkte
}{ $parts }
alt-parts = { " " }({ $parts })
alt-scores = Punkte: { $scores }.
alt-last = Letzter Zug: { $what }.
wl-alt-table = WildLife-Tisch, { wl-phase }, Zug { $turn }. { $waiting } { $scores } { $notes }
wl-alt-over = WildLife-Tisch, das Spiel ist vorbei. { $winner } { $scores }
wl-alt-hand = Deine WildLife-Hand, { $player }: { $count ->
    [one] 1 Karte
   *[other] { $count } Karten
}: { $cards }. { $stats } { $waiting }
wl-alt-choice = Die Karte um die Felder deiner Wahl: { $spaces }.
wl-alt-scoring = WildLife große Wertung { $number }, erzielte Punkte: { $gains }.
wc-alt-table = Wild-Cards-Tisch, Runde { $round }, { $phase }. { $waiting } Auslage: { $display }. { $scores }
wc-alt-hand = Deine Wild-Cards-Hand, { $player }: { $cards }.
ev-alt-table = Evolution-Tisch, { $status }. { $waiting } Wasserstelle: { $food } Futter. { $standings } { $species }
ev-alt-species = { $name }: { $count ->
    [one] 1 Art
   *[other] { $count } Arten
}{ $list }
ev-alt-one = Körpergröße { $body }, Population { $pop }, frisst { $food } von { $pop }{ $traits }
ev-alt-one-short = { $body }/{ $pop }/{ $food }{ $traits }
ev-alt-short-key = Arten als Körpergröße/Population/gefressenes Futter.
ev-alt-hand = Deine Evolution-Hand, { $player }: { $count ->
    [one] 1 Karte
   *[other] { $count } Karten
}: { $cards }. { $choice }
ev-alt-rules = Was diese Karten tun: { $rules }
result-points-of = { $count ->
    [one] Punkt
   *[other] Punkte
}
# a correspondence table's clocks under its table picture (renderers/clocks.py)
pic-clocks-head = Verbleibende Zeit
pic-clocks-alt = Verbleibende Zeit: { $clocks }.
pic-clocks-deciding = { $name } { $time } (entscheidet)
pic-clocks-seat = { $name } { $time }
