# De woorden van het enginecontract, gedeeld door alle spellen (engine/core.py), en opsommingen.
list-and = { $head } en { $tail }
list-or = { $head } of { $tail }
on = aan
off = uit
core-not-available = Die keuze is nu niet mogelijk. { $offer }
core-not-your-move = Je bent niet aan de beurt; we wachten op { $waiting }.
core-no-choice = Je hoeft nu niets te kiezen.
core-offer = Je kunt kiezen: { $choices }.
core-offer-more = Je kunt kiezen: { $choices } of nog { $more } andere keuzes.
core-no-seat = Die plaats bestaat niet.
core-game-over = Het spel is afgelopen.
core-undo-not-last = Alleen de laatste zet kan worden teruggenomen, door wie hem deed.
core-undo-revealed = Die zet liet iets zien dat verborgen was (een getrokken kaart, onthulde geheime biedingen of een toevallige uitkomst), dus hij kan niet worden teruggenomen.
reg-no-option = { $title } heeft geen optie '{ $option }' (opties: { $known }).
reg-option-choices = Optie '{ $option }' moet een van deze zijn: { $choices }.
reg-option-type = Optie '{ $option }' moet van het type { $type } zijn.
reg-unknown-game = Onbekend spel '{ $game }'. Spellen: { $games }.
reg-player-count = { $title } is voor { $low }–{ $high ->
    [one] { $high } speler
   *[other] { $high } spelers
}, niet { $count }.
