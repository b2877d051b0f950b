# Alt-tekst van de afbeeldingen (Discords beschrijving van een bijlage, hoogstens 1024 tekens).
alt-result = { $game }, eindstand. { $winner } { $ranking }
alt-rank = { $place }. { $name } { $score ->
    [one] 1 punt
   *[other] { $score } punten
}{ $parts }
alt-parts = { " " }({ $parts })
alt-scores = Punten: { $scores }.
alt-last = Laatste zet: { $what }.
wl-alt-table = WildLife-tafel, { wl-phase }, beurt { $turn }. { $waiting } { $scores } { $notes }
wl-alt-over = WildLife-tafel, het spel is voorbij. { $winner } { $scores }
wl-alt-hand = Jouw WildLife-hand, { $player }: { $count ->
    [one] 1 kaart
   *[other] { $count } kaarten
}: { $cards }. { $stats } { $waiting }
wl-alt-choice = De kaart rond de velden van je keuze: { $spaces }.
wl-alt-scoring = WildLife grote telling { $number }, gewonnen punten: { $gains }.
wc-alt-table = Wild Cards-tafel, ronde { $round }, { $phase }. { $waiting } Uitstalling: { $display }. { $scores }
wc-alt-hand = Jouw Wild Cards-hand, { $player }: { $cards }.
ev-alt-table = Evolution-tafel, { $status }. { $waiting } Drinkplaats: { $food } voedsel. { $standings } { $species }
ev-alt-species = { $name }: { $count ->
    [one] 1 soort
   *[other] { $count } soorten
}{ $list }
ev-alt-one = lichaam { $body }, populatie { $pop }, at { $food } van { $pop }{ $traits }
ev-alt-one-short = { $body }/{ $pop }/{ $food }{ $traits }
ev-alt-short-key = Soorten als lichaam/populatie/gegeten voedsel.
ev-alt-hand = Jouw Evolution-hand, { $player }: { $count ->
    [one] 1 kaart
   *[other] { $count } kaarten
}: { $cards }. { $choice }
ev-alt-rules = Wat deze kaarten doen: { $rules }
result-points-of = { $count ->
    [one] punt
   *[other] punten
}
# a correspondence table's clocks under its table picture (renderers/clocks.py)
pic-clocks-head = Resterende tijd
pic-clocks-alt = Resterende tijd: { $clocks }.
pic-clocks-deciding = { $name } { $time } (beslist nu)
pic-clocks-seat = { $name } { $time }
