# Het logboek van de offline demo (tools/demo.py), in de taal van de plaatjes.
demo-seat = AI { $n }
demo-header = { $title }: { $players ->
    [one] { $players } speler
   *[other] { $players } spelers
}, seed { $seed }, AI { $ai }
demo-start = de tafel bij het begin
demo-hand = hand van { $name } (DM)
demo-choice = keuze van { $name } (DM): { $spaces }
demo-scoring = grote telling { $n }
demo-result = eindstand
demo-progress = ronde { $round }: tot nu toe { $pictures ->
    [one] { $pictures } plaatje
   *[other] { $pictures } plaatjes
}, { $seconds } s
demo-done = { $title } klaar na { $seconds } s; de plaatjes en log.txt staan in { $out }
