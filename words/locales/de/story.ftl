# Die Geschichte einer beendeten Partie: ihr Verlauf und die Momente, die sie entschieden.
story-start = Beginn
story-mark-scoring = Große Wertung { $n }
story-lead = { $player } übernimmt die Führung endgültig.
story-passes = { $player } überholt { $rival } endgültig.
story-pulls-away = { $player } setzt sich ab: { $points ->
    [one] 1 Punkt
   *[other] { $points } Punkte
} vor { $rival }.
story-closes-in = { $rival } holt auf: { $player } führt mit { $points ->
    [one] 1 Punkt
   *[other] { $points } Punkten
}.
story-level = { $player } und { $rival } liegen gleichauf.
story-catches-up = { $player } holt auf: { $points ->
    [one] 1 Punkt
   *[other] { $points } Punkte
} hinter { $rival }.
story-falls-back = { $player } fällt zurück: { $points ->
    [one] 1 Punkt
   *[other] { $points } Punkte
} hinter { $rival }.
story-title = { $title }: der Verlauf der Partie
story-axis = Punkte, wenn die Partie dort geendet hätte, Kapitel für Kapitel
story-axis-round = Punkte, wenn die Partie dort geendet hätte, nach Runde
story-axis-turn = Punkte, wenn die Partie dort geendet hätte, nach Zug
story-head = **So lief es** · die Momente, die die Partie entschieden:
story-alt = Diagramm der Punkte jedes Spielers im Lauf der Partie. Endstand: { $scores }.

# a long feeding, told short in the live table message (bot/games/evolution.py)
story-eaten = Bisher gefressen: { $eaten }.
story-ate = { $player } { $plant } Pflanzennahrung und { $meat } Fleisch
