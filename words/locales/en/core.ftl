# The engine contract's words, shared by every game (engine/core.py), and list joining.
list-and = { $head } and { $tail }
list-or = { $head } or { $tail }
on = on
off = off
core-not-available = That choice is not available now. { $offer }
core-not-your-move = It is not your move; waiting for { $waiting }.
core-no-choice = You have no choice to make now.
core-offer = You can choose: { $choices }.
core-offer-more = You can choose: { $choices } or { $more } more choices.
core-no-seat = There is no such seat.
core-game-over = The game is over.
core-undo-not-last = Only the last move can be taken back, by the player who made it.
core-undo-revealed = That move showed something that was hidden (a card drawn, secret bids revealed or a random outcome), so it cannot be taken back.
reg-no-option = { $title } has no option '{ $option }' (options: { $known }).
reg-option-choices = Option '{ $option }' must be one of { $choices }.
reg-option-type = Option '{ $option }' must be a { $type }.
reg-unknown-game = Unknown game '{ $game }'. Games: { $games }.
reg-player-count = { $title } needs { $low }–{ $high ->
    [one] { $high } player
   *[other] { $high } players
}, not { $count }.
