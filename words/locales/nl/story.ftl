# Het verhaal van een afgelopen spel: de grafiek en de momenten die het beslisten.
story-start = Begin
story-mark-scoring = Grote telling { $n }
story-lead = { $player } neemt de leiding en houdt die vast.
story-passes = { $player } passeert { $rival } en blijft voor.
story-pulls-away = { $player } loopt uit: { $points ->
    [one] 1 punt
   *[other] { $points } punten
} voor op { $rival }.
story-closes-in = { $rival } komt dichterbij: { $player } leidt met { $points ->
    [one] 1 punt
   *[other] { $points } punten
}.
story-level = { $player } en { $rival } staan gelijk.
story-catches-up = { $player } komt terug: { $points ->
    [one] 1 punt
   *[other] { $points } punten
} achter { $rival }.
story-falls-back = { $player } zakt terug: { $points ->
    [one] 1 punt
   *[other] { $points } punten
} achter { $rival }.
story-title = { $title }: het verloop van het spel
story-axis = score als het spel daar was geëindigd, hoofdstuk na hoofdstuk
story-axis-round = score als het spel daar was geëindigd, per ronde
story-axis-turn = score als het spel daar was geëindigd, per beurt
story-head = **Zo ging het** · de momenten die het spel beslisten:
story-alt = Grafiek van de score van elke speler tijdens het spel. Eindstand: { $scores }.

# a long feeding, told short in the live table message (bot/games/evolution.py)
story-eaten = Tot nu toe gegeten: { $eaten }.
story-ate = { $player } { $plant } plantenvoedsel en { $meat } vlees
