# WildLife (engine/wildlife, renderers/wildlife*.py, bot/games/wildlife.py): every word of the game.
#
# Names are selected by the codes the engine passes: $terrain (Forest, Desert, Savanna, Steppe,
# Mountains, Water), $card (a card key), $ability, $organism, $area (an area code: capital =
# large), $level (none, migrate, expand, attack), $strike (attack, aggression, mobility),
# $phase. Only the name messages below read these codes; the other messages name things by
# referring to a name message ({ wl-terrain }, { wl-the-card }…), which reads the same argument.

## Names

wl-terrain = { $terrain ->
    [Forest] Forest
    [Desert] Desert
    [Savanna] Savanna
    [Steppe] Steppe
    [Mountains] Mountains
    [Water] Water
   *[other] { $terrain }
}
# "in" + the terrain, as a place ("Migrate a tile into Forest")
wl-terrain-in = { $terrain ->
    [Forest] in Forest
    [Desert] in Desert
    [Savanna] in Savanna
    [Steppe] in Steppe
    [Mountains] in Mountains
    [Water] in Water
   *[other] in { $terrain }
}
wl-area = { $area ->
    [F] Large Forest
    [f] Small Forest
    [D] Large Desert
    [d] Small Desert
    [S] Large Savanna
    [s] Small Savanna
    [T] Large Steppe
    [t] Small Steppe
    [M] Large Mountains
    [m] Small Mountains
    [W] Large Water
    [w] Small Water
   *[other] { $area }
}
wl-organism = { $organism ->
    [Crocodile] Crocodile
    [Snake] Snake
    [Eagle] Eagle
    [Bear] Bear
    [Mammoth] Mammoth
    [Man] Man
   *[other] { $organism }
}
# the organism as an object ("Take the Crocodile")
wl-the-organism = { $organism ->
    [Crocodile] the Crocodile
    [Snake] the Snake
    [Eagle] the Eagle
    [Bear] the Bear
    [Mammoth] the Mammoth
    [Man] the Man
   *[other] { $organism }
}
# the letter on an organism's tiles (one letter, different for each organism; Man is H for human)
wl-organism-letter = { $organism ->
    [Crocodile] C
    [Snake] S
    [Eagle] E
    [Bear] B
    [Mammoth] M
    [Man] H
   *[other] ?
}
wl-organism-colour = { $organism ->
    [Crocodile] blue
    [Snake] yellow
    [Eagle] brown
    [Bear] black
    [Mammoth] light green
    [Man] orange
   *[other] ?
}
wl-level = { $level ->
    [none] none
    [migrate] migrate
    [expand] expand
    [attack] attack
   *[other] { $level }
}
# the level's letter on the player panels (the legend explains them)
wl-level-letter = { $level ->
    [none] –
    [migrate] m
    [expand] E
    [attack] A
   *[other] ?
}
# an adaptation card raises $level by one
wl-adapt-step = { $level ->
    [none] none → migrate
    [migrate] migrate → expand
    [expand] expand → attack
   *[other] { $level }
}
wl-ability = { $ability ->
    [food] Food
    [intelligence] Intelligence
    [mobility] Mobility
    [defense] Defense
    [aggression] Aggression
   *[other] { $ability }
}
# an ability's name where a table row has little room (the full name is wl-ability)
wl-ability-short = { $ability ->
    [food] Food
    [intelligence] Intell.
    [mobility] Mobil.
    [defense] Defense
    [aggression] Aggr.
   *[other] { $ability }
}
wl-ability-text = { $ability ->
    [food] On each of your turns, advance two spaces on the success track.
    [intelligence] Play one additional Wildlife card on your turn.
    [mobility] Move one of your tiles to any space where you can migrate; an opponent's tile there swaps places with it.
    [defense] Once in each opponent's turn, block an attack, Aggression or Mobility swap against your tile; the aggressor loses the action.
    [aggression] Place a tile from your supply on any space of an area where you can attack; an opponent's tile there is removed, even if the area is not full.
   *[other] { $ability }
}
wl-card = { $card ->
    [forest] Forest
    [desert] Desert
    [savanna] Savanna
    [steppe] Steppe
    [mountains] Mountains
    [water] Water
    [adaptation] Adaptation
    [ability] Ability
    [joker] Joker
    [food_source] Food Source
    [epidemic] Epidemic
    [famine] Famine
   *[other] { $card }
}
# the card as an object ("plays the Forest card")
wl-the-card = { $card ->
    [forest] the Forest card
    [desert] the Desert card
    [savanna] the Savanna card
    [steppe] the Steppe card
    [mountains] the Mountains card
    [water] the Water card
    [adaptation] the Adaptation card
    [ability] the Ability card
    [joker] the Joker card
    [food_source] the Food Source card
    [epidemic] the Epidemic card
    [famine] the Famine card
   *[other] { $card }
}
# what a joker is played as
wl-as-card = { $card ->
    [forest] as a Forest card
    [desert] as a Desert card
    [savanna] as a Savanna card
    [steppe] as a Steppe card
    [mountains] as a Mountains card
    [water] as a Water card
    [adaptation] as an adaptation card
    [ability] as an ability card
   *[other] as { $card }
}
wl-card-text = { $card ->
    [adaptation] Raise your adaptation to one terrain by one level.
    [ability] Take an ability card, from the supply or from the leader holding it.
    [joker] Play as any terrain card, an adaptation card or an ability card.
    [food_source] You get 7 food; the player(s) in last place get 3. If you are last, you get 10. (2 players: you get 7.)
    [epidemic] Each opponent, from your left, removes one of their own tiles from the board.
    [famine] Each opponent returns 5 food; the shortfall costs one success point per food.
   *[other] Migrate, expand or attack in this terrain, as far as your adaptation allows.
}
# what a card does, in short, as the card in a hand picture says it (the whole rule text is
# in the hand's alt text)
wl-card-short = { $card ->
    [adaptation] One terrain: adaptation +1 level
    [ability] Take an ability card
    [joker] Any terrain, adaptation or ability card
    [food_source] You: +7 food (+10 if last); last place: +3
    [epidemic] Each opponent removes one of their tiles
    [famine] Each opponent pays 5 food (1 point per food missing)
   *[other] Migrate, expand or attack in this terrain
}
# what hits a tile, as "‹player›'s …" ("Block Ann's attack on C7")
wl-strike = { $strike ->
    [attack] attack
    [aggression] Aggression
    [mobility] Mobility swap
   *[other] { $strike }
}
# the same with an article ("Ann aims an attack at …")
wl-strike-a = { $strike ->
    [attack] an attack
    [aggression] Aggression
    [mobility] a Mobility swap
   *[other] { $strike }
}
wl-phase = { $phase ->
    [organisms] Organism auction
    [seeding] Seeding
    [play] Play
    [over] Game over
   *[other] { $phase }
}

## The game in the lobby and the result

opt-wildlife-unlimited_abilities = Unlimited abilities
opt-wildlife-unlimited_abilities-help = Any number of abilities of a kind; everyone starts with one ability card and 9 dealt cards.
opt-wildlife-auction_expand = Auction expansion
opt-wildlife-auction_expand-help = A terrain card bought at auction lets the buyer expand where it only migrates.
opt-wildlife-organism_auction = Organism auction
opt-wildlife-organism_auction-help = Everyone starts with 12 food and bids for the organism charts; turn order follows the organisms' ages.
opt-wildlife-rotating_start = Changing start player
opt-wildlife-rotating_start-help = Each round is started by the player last on the success track.
wl-blurb = Evolve your organism, spread over the island, auction actions, score areas and herds.
wl-score-start = Start
wl-score-small = Small scorings
wl-score-areas = Areas
wl-score-herds = Herds
wl-score-adaptations = Adaptations
wl-score-abilities = Abilities
wl-score-food = Food
wl-score-conversion = Food converted
wl-score-food-ability = Food ability
wl-score-losses = Losses
wl-tiebreak = Ties are broken by most food, then by the largest herd; otherwise they are shared.

## Choices (action labels) and their groups

wl-group-play = Play a card
wl-group-auction = Auction a card
wl-group-migrate = Free migration
wl-group-ability = Abilities
wl-group-food = Food into points
wl-group-end = End turn
wl-group-bid = Bid
wl-group-pass = Pass
wl-group-defense = Defense
wl-group-back = Back
wl-group-joker = Joker
wl-group-action = Action
wl-group-adapt = Adaptation
wl-group-organism = Organism chart
wl-act-play = Play { wl-the-card }
wl-act-auction = Auction { wl-the-card }
wl-act-end = End your turn
wl-act-convert = Turn { $food } food into { $points ->
    [one] 1 point
   *[other] { $points } points
}
wl-act-free-migration = Free migration
wl-act-use-mobility = Use Mobility
wl-act-use-aggression = Use Aggression
wl-act-from = Move the tile on { $space }
wl-act-to = Move it to { $space }
wl-act-place = Place a tile on { $space }
wl-act-seed = Place a tile on { $space } ({ wl-area })
wl-act-remove = Remove your tile on { $space }
wl-act-pass = Pass
wl-act-bid = Bid { $food } food
wl-act-bid-short = Bid { $food } food (you pay { $points ->
    [one] 1 point
   *[other] { $points } points
} for the food you lack)
wl-act-bid-organism = Bid { $food } food for the next organism chart
wl-act-pick = Take { wl-the-organism } ({ wl-organism-colour }, age rank { $rank })
wl-act-block = Block { $aggressor }'s { wl-strike } on { $space }
wl-act-allow = Let it happen
wl-act-aggress = Remove { $owner }'s tile on { $space } and place yours
wl-act-cancel-aggression = Do not use Aggression now
wl-act-cancel-move = Do not move now
wl-act-swap = Swap it with { $owner }'s tile on { $space }
wl-act-back = Back
wl-act-joker-as = Use the joker { wl-as-card }
wl-act-mode-migrate = Migrate a tile into { wl-terrain }
wl-act-mode-expand = Expand: place a tile { wl-terrain-in }
wl-act-mode-attack = Attack a tile in a full { wl-terrain } area
wl-act-attack = Attack { $owner }'s tile on { $space }
wl-act-adapt = { wl-terrain }: { wl-adapt-step }
wl-act-take-supply = Take { wl-ability } from the supply
wl-act-take-from = Take { wl-ability } from { $player }
wl-act-discard = Discard { wl-the-card } without using it
wl-act-cancel-card = Take { wl-the-card } back into your hand

## What happened (events)

# clauses said one after another
wl-clauses = { $first }; { $then }
wl-turn-of = It is { $player }'s turn.
wl-food-ability = { $player }'s Food ability: +{ $points ->
    [one] { $points } point
   *[other] { $points } points
}.
wl-new-food-ability = { $player }'s new Food ability: +{ $points ->
    [one] { $points } point
   *[other] { $points } points
} this turn.
wl-plays = { $player } plays { wl-the-card }.
wl-converts = { $player } turns { $food } food into { $points ->
    [one] 1 point
   *[other] { $points } points
}.
wl-ends-turn = { $player } ends their turn.
wl-game-over = The game is over. { $count ->
    [one] Winner
   *[other] Winners
}: { $winners }.
wl-gain = { $player } +{ $points }
wl-big-scoring = Big scoring { $number }: { $gains }.
wl-reshuffled = The discards are shuffled into a new deck.
wl-you-drew = You drew { $cards }.
wl-draws = { $player } draws { $count ->
    [one] 1 card
   *[other] { $count } cards
}.
wl-last-tile = { $player } has placed their last tile: the game ends after this turn.
wl-area-full = { wl-area } is full: { $player } takes marker { $marker } and scores { $points }.
wl-big-scoring-follows = A big scoring follows at the end of this turn.
wl-last-marker = The last area marker is taken: the game ends after this turn.
wl-food-gets = { $player } gets { $food } food
wl-food-gets-last = { $player } (last) gets { $food }
wl-food-source = Food Source: { $gains }.
wl-food-source-bank-empty = Food Source: { $gains } (the Food Bank is empty).
wl-famine-pays = { $player } pays { $food } food
wl-famine-pays-loses = { $player } pays { $food } food and loses { $points ->
    [one] 1 point
   *[other] { $points } points
}
wl-famine = Famine ({ $player }): { $payments }.
wl-epidemic = Epidemic ({ $player }): each opponent removes one of their tiles.
wl-epidemic-removes = Epidemic: { $player } removes their tile on { $space }.
wl-auctions = { $player } auctions { wl-the-card }.
wl-passes = { $player } passes.
wl-bids = { $player } bids { $food } food.
wl-nobody-buys = Nobody buys { wl-the-card }; it is discarded.
wl-buys = { $player } buys { wl-the-card } for { $food } food.
wl-buys-stepping-back = { $player } buys { wl-the-card } for { $food } food, stepping back { $points } on the success track to pay.
wl-blocks = { $player } uses Defense: { $aggressor }'s { wl-strike } on { $space } is blocked and the action lost.
wl-migrates-freely = { $player } migrates freely from { $start } to { $dest } ({ wl-area }).
wl-threat = { $player } aims { wl-strike-a } at { $defender }'s tile on { $space }; { $defender } may block it with Defense.
wl-mobility-moves = { $player } uses Mobility: { $start } → { $dest } ({ wl-area }).
wl-mobility-swaps = { $player } uses Mobility and swaps places with { $victim }: { $start } ↔ { $dest }.
wl-attacks = { $player } attacks { $victim }'s tile on { $space } ({ wl-area }); it leaves the game.
wl-aggression-removes = { $player } uses Aggression on { $victim }'s tile on { $space } ({ wl-area }); it leaves the game.
wl-aggression-places = { $player } uses Aggression to place a tile on { $space } ({ wl-area }).
wl-takes-back = { $player } takes { wl-the-card } back.
wl-discards = { $player } discards { wl-the-card } without using it.
wl-joker-as = { $player } plays the joker { wl-as-card }.
wl-migrates = { $player } migrates from { $start } to { $dest } ({ wl-area }).
wl-expands = { $player } expands onto { $space } ({ wl-area }).
wl-adapts = { $player } adapts to { wl-terrain }: { wl-adapt-step }.
wl-takes-from-supply = { $player } takes { wl-ability } from the supply.
wl-takes-from = { $player } takes { wl-ability } from { $source }.
wl-organism-auction-begins = The organism charts are auctioned; everyone has { $food } food.
wl-seeding-begins = { $player } ({ wl-organism }) has the oldest organism and starts. Seeding begins.
wl-seeds = { $player } seeds a tile on { $space } ({ wl-area }).
wl-seeding-over = Seeding is over; the game begins.
wl-wins-choice = { $player } wins the choice for { $food } food.
wl-takes-organism = { $player } takes { wl-the-organism }.

## Who must do what (the status line)

wl-waiting-seed = Waiting for { $player } to seed a tile.
wl-waiting-turn = Waiting for { $player } to play their turn.
wl-waiting-bid = Waiting for { $player } to bid on { wl-the-card } or pass.
wl-waiting-defense = Waiting for { $player } to decide whether to block { $aggressor }'s { wl-strike } on { $space } with Defense.
wl-waiting-epidemic = Waiting for { $player } to remove one of their tiles (Epidemic).
wl-waiting-card = Waiting for { $player } to use { wl-the-card }.
wl-waiting-free-migration = Waiting for { $player } to make the free migration.
wl-waiting-ability = Waiting for { $player } to use { wl-ability }.
wl-waiting-organism-bid = Waiting for { $player } to bid for an organism chart or pass.
wl-waiting-organism-pick = Waiting for { $player } to choose an organism chart.

## The same, said to the seat asked (its own hand picture and alt text)
wl-you-seed = Your turn: seed a tile.
wl-you-turn = It is your turn.
wl-you-bid = Your bid: bid on { wl-the-card } or pass.
wl-you-defense = Your decision: block { $aggressor }'s { wl-strike } on { $space } with Defense, or not?
wl-you-epidemic = Your move: remove one of your tiles (Epidemic).
wl-you-card = Your move: use { wl-the-card }.
wl-you-free-migration = Your move: make the free migration.
wl-you-ability = Your move: use { wl-ability }.
wl-you-organism-bid = Your move: bid for an organism chart or pass.
wl-you-organism-pick = Your move: choose an organism chart.

## Why a choice is refused ($offer: what is possible instead)

wl-not-your-move = It is not your move. { $waiting }
wl-no-such-card = You have no such card in your hand. { $offer }
wl-last-action-auction = Your last card action this turn must be an auction.
wl-card-actions-used = You have used { $limit ->
    [one] this turn's one card action
   *[other] all { $limit } of this turn's card actions
}.
wl-auction-before-end = You must auction at least one card before ending your turn.
wl-convert-most = Three food make 1 point: with { $food } food you can take at most { $points ->
    [one] 1 point
   *[other] { $points } points
}.
wl-free-migration-used = You have already used your free migration this turn.
wl-none-can-migrate = None of your tiles can migrate now.
wl-no-usable-ability = You have no usable { wl-ability } ability now.
wl-decide-defense-first = Decide first whether to block with Defense: { $aggressor }'s { wl-strike } on { $space }. { $offer }
wl-finish-free-first = Finish the free migration first (or cancel it). { $offer }
wl-finish-mobility-first = Finish the Mobility first (or cancel it). { $offer }
wl-finish-aggression-first = Finish the Aggression first (or cancel it). { $offer }
wl-only-own-turn = Only on your own turn; use { wl-the-card } first. { $offer }
wl-finish-card-first = Finish using { wl-the-card } first (or go back / cancel it).
wl-cannot-attack-in = Your organism cannot attack { wl-terrain-in }. { $offer }
wl-attack-needs = An attack needs a full { wl-terrain } area with an opponent's tile in it, and a tile in your supply. { $offer }
wl-cannot-migrate-in = You cannot migrate { wl-terrain-in } now. { $offer }
wl-cannot-expand-in = You cannot expand { wl-terrain-in } now. { $offer }
wl-not-a-choice-for-card = That is not a choice for { wl-the-card } now. { $offer }
wl-bid-range-none = only pass: no higher bid is allowed
wl-bid-range-one = bid { $food } food, or pass
wl-bid-range = bid from { $low } to { $high } food, or pass
wl-not-a-bid = That is not a bid you can make: you can { $range }.
wl-being-auctioned = The { wl-card } card is being auctioned: you can { $range }.
wl-you-can = You can { $range }.
wl-epidemic-choose = Epidemic: choose one of your own tiles to remove. { $offer }
wl-seeding-rule = You can seed only on an empty space of a terrain your organism is adapted to, in an area below its seeding limit ({ $small } small, { $large } large). { $offer }
wl-choose-chart = Choose one of the organism charts still free. { $offer }

## The pictures (renderers/wildlife.py, wildlife_scoring.py)

wl-pic-title = WildLife · { wl-phase }
wl-pic-title-turn = WildLife · { wl-phase } · turn { $turn }
wl-pic-piles = deck { $deck } · discard { $discard }
wl-pic-small = Small scoring
wl-pic-small-left = { $left } of { $total } markers left
# under the markers that call a big scoring (a short word: it stands under a marker)
wl-pic-big = BIG
wl-pic-big-note = BIG: a big scoring follows the turn its marker is taken
wl-pic-success = Success track
wl-pic-points = points
wl-pic-points-of = { $count ->
    [one] point
   *[other] points
}
wl-pic-auction = Auction: { $seller } sells { wl-the-card }
wl-pic-high = high bid { $food } food by { $bidder }
wl-pic-no-bid = no bid yet
wl-pic-bid-passed = { $player } passed
wl-pic-bid-next = { $player } to bid
wl-pic-bid-high = { $player } { $food }
wl-pic-bid-in = { $player } in
wl-pic-turn = { $player }'s turn
wl-pic-cards = cards { $played }/{ $limit }
wl-pic-auctions = auctions { $count }
wl-pic-auctions-due = auctions { $count } (one still due)
wl-pic-free-used = free migration used
wl-pic-free-unused = free migration unused
wl-pic-big-due = a big scoring follows this turn
wl-pic-end-due = the game ends after this turn
wl-pic-last = Last move: { $what }
wl-pic-placed = placed on { $spaces }
wl-pic-removed = removed from { $spaces }
wl-pic-organism = { wl-organism } ({ $letter }) · start order { $rank }
wl-pic-no-organism = no organism yet
wl-pic-to-act = ▶ to act
wl-pic-their-turn = turn
wl-pic-stats = food { $food } · tiles { $supply } left, { $board } on the map · { $cards ->
    [one] { $cards } card
   *[other] { $cards } cards
}
wl-pic-no-abilities = no abilities
wl-pic-ability-count-of = { $name } ×{ $count }
wl-pic-fresh = { $name } (new)
wl-pic-key-food = food
wl-pic-key-supply = tiles in supply
wl-pic-key-board = tiles on the map
wl-pic-key-cards = cards in hand
wl-pic-legend-adaptation = Adaptation:
wl-pic-legend-order = start order 1 = the oldest organism, it starts
wl-pic-legend-last = last move
wl-pic-hand-title = WildLife · { $player }'s hand
wl-pic-hand-title-own = WildLife · your hand
wl-pic-hand-count = { $count ->
    [one] 1 card
   *[other] { $count } cards
}
wl-pic-your-cards = Your cards ({ $count })
wl-pic-no-cards = no cards
wl-pic-played = cards played { $played }/{ $limit }
wl-pic-auction-still = auction still due
wl-pic-auction-held = auction held
wl-pic-on-auction = on auction
wl-pic-high-short = high bid { $food }
wl-pic-focus = The spaces of this choice
wl-pic-scoring-title = WildLife · big scoring { $number }
wl-pic-scoring-subtitle = points gained
wl-pic-total = Total
wl-pic-player = Player
wl-pic-areas-head = Areas (points per player)
wl-pic-empty = empty
wl-pic-pts = { $points ->
    [one] { $points } pt
   *[other] { $points } pts
}
wl-pic-herds-head = Herds that scored
wl-pic-none = none
wl-pic-herds-short-head = Herds that scored (tiles → points)
wl-pic-herd-short = { $count ->
    [one] { $size } → { $points }
   *[other] { $count }× { $size } → { $points }
}
wl-pic-herds = { $count ->
    [one] 1 herd of { $size ->
        [one] 1 tile
       *[other] { $size } tiles
    }: { $points ->
        [one] 1 point
       *[other] { $points } points
    }
   *[other] { $count } herds of { $size ->
        [one] 1 tile
       *[other] { $size } tiles
    }: { $points ->
        [one] 1 point
       *[other] { $points } points
    } each
}

## At the Discord table (bot/games/wildlife.py)

wl-bot-cards-played = Cards played { $played }/{ $limit }
wl-bot-high-bid = High bid { $food } food
wl-bot-no-bid = No bid yet
wl-bot-hand-counts = cards in hand: { $counts }
wl-bot-on-auction = On auction: { $card }
wl-bot-own = You: { $points ->
    [one] { $points } point
   *[other] { $points } points
} · food { $food } · tiles { $supply } left, { $board } on the map
wl-bot-chapter-seeding = Seeding the starting tiles
wl-bot-chapter-organisms = Auction of the organisms
wl-bot-chapter-end = The end
wl-bot-chapter-turn = Turn { $number }
wl-bot-chapter-turn-of = Turn { $number } · { $player } ({ wl-organism })
wl-bot-picture-scoring = Big scoring { $number }
wl-bot-end-question = End your turn? Still unused: { $unused }.
wl-bot-unused-cards = { $count ->
    [one] 1 more card to play
   *[other] { $count } more cards to play
}
wl-bot-pass-question = Pass on { wl-the-card }? Passing is final for this auction, and a bid of { $bid } is within your { $food } food.

## /game rules (one message per page; Discord markdown)

wl-rules-overview = **WildLife** (2–6 players) — each player is an organism (Crocodile, Snake, Eagle, Bear, Mammoth, Man) spreading its tiles over an island of areas in six terrains: Forest, Desert, Savanna, Steppe, Mountains, Water. Your adaptation in a terrain says what you may do there: migrate < expand < attack (each level allows the lower ones). You start with 8 food and seed a few tiles; then turns go clockwise from the oldest organism. Success points come from small scorings (filling an area) and big scorings; most points at the end wins.
wl-rules-turn = **A turn**: (Food abilities give their +2 points first.) Play up to 3 cards (+1 per Intelligence); **at least one** of them must be put up for auction, and the auction counts as one of the card plays. You may also make one free migration, use your Mobility and Aggression, and turn food into points (3 food = 1 point). End turn is possible once an auction was held (or your hand is empty); you then draw back up to 10 cards. A big scoring triggered during the turn is held after it.
wl-rules-cards = **Cards**: a terrain card lets you migrate (move a tile to an empty space next to your connected tiles), expand (place a tile from your supply on any empty space of an area containing that terrain) or attack (replace a rival's tile in a full area) in that terrain, as far as your adaptation allows. An adaptation card raises one terrain a level; an ability card takes an ability tile; a joker acts as any of these. Events act at once: Food Source (food for you and the last players), Famine (rivals give food), Epidemic (each rival removes a tile).
wl-rules-abilities = **Abilities** (each usable once per turn): Food +2 points at the start of your turn; Intelligence one more card a turn; Mobility moves a tile to a space where you can migrate, swapping with a rival's tile there; Aggression attacks where you can attack, even in an area that is not full; Defense blocks an attack, Aggression or Mobility against your tile in another player's turn. At most two of a kind; an empty supply means taking one from the leader.
wl-rules-auction = **Auctions**: the card goes round clockwise from the seller's left; each bidder raises (at least 3 food, above the high bid) or passes, until one is left. The buyer pays the seller and uses the card at once; nobody bids: it is discarded. You may bid up to 6 food more than you have: the shortfall costs 1 success point per 3 food. With 2 players every bid is exactly 3. In your DM: Bid min · +1 · +2 · +5 · Amount… · Pass.
wl-rules-scoring = **Small scoring**: filling an area's last space gives the player whose turn it is the next marker's points (3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5). The 4th, 8th and 11th marker call a **big scoring** after the turn: each area (alone and full 5, alone 4, else 3/2/1 by tiles), herds (largest connected groups 10/7/5/3/1), then adaptations, abilities and food (most 4, second 2; you need at least one). Tied players take the points of the place below.
wl-rules-end = **The end**: the 11th small scoring, or a player placing their last tile (with 2 players only the last tile), ends the game after that turn with a final big scoring. Most points wins; ties: most food, then the largest herd, else shared.

## Hints (bot/core/hints.py): a scoring category as a learner reads it, and what a hint names
wl-score-start-hint = your starting place on the success track
wl-score-small-hint = a small scoring (whoever fills an area takes its marker's points)
wl-score-areas-hint = the areas at a big scoring (most tiles in an area: 3, then 2 and 1; alone: 4, or 5 when it is full)
wl-score-herds-hint = the herds at a big scoring (your largest group of touching tiles)
wl-score-adaptations-hint = adaptations at a big scoring (most adaptation levels: 4, second: 2)
wl-score-abilities-hint = abilities at a big scoring (most ability cards: 4, second: 2)
wl-score-food-hint = food at a big scoring (most food: 4, second: 2)
wl-score-conversion-hint = food turned into points (3 food for 1 point)
wl-score-food-ability-hint = the Food ability (each Food ability card you hold gives 2 points at the start of your turn)
wl-score-losses-hint = points lost (bidding more food than you have: 1 point per 3 food short)
wl-hint-majority = the majority in the { wl-area } (the most tiles there)
wl-hint-tiles = more tiles on the island
wl-hint-adapt = higher adaptation levels
wl-hint-abilities = more ability cards
wl-hint-food = more food
wl-hint-cards = more cards in hand
