# Evolution (engine/evolution, renderers/evolution.py, bot/games/evolution.py): every word of
# the game. Keys start with "ev-". Trait names follow seed 004 and docs/evolution-traits.md.

## The 17 traits: names (ev-trait-<slug>) and the card texts we follow (docs/evolution-traits.md)
ev-trait-carnivore = Carnivore
ev-trait-carnivore-text = Must attack for food, never eats plant food. May attack a smaller species (never itself); the prey loses 1 population, the carnivore takes meat equal to the prey's body size.
ev-trait-ambush = Ambush
ev-trait-ambush-text = When this carnivore attacks, Warning Call has no effect.
ev-trait-burrowing = Burrowing
ev-trait-burrowing-text = Cannot be attacked while it is fed.
ev-trait-climbing = Climbing
ev-trait-climbing-text = Can be attacked only by a carnivore that also has Climbing.
ev-trait-cooperation = Cooperation
ev-trait-cooperation-text = Whenever it takes food, the species to its right takes 1 food from the same source.
ev-trait-herding = Defensive Herding
ev-trait-herding-text = Can be attacked only by a carnivore with a larger population.
ev-trait-fat = Fat Tissue
ev-trait-fat-text = Once fed, keeps taking food as fat up to its body size; before eating, moves fat onto itself as food.
ev-trait-fertile = Fertile
ev-trait-fertile-text = Before eating, population +1 if food was left on the watering hole.
ev-trait-foraging = Foraging
ev-trait-foraging-text = Takes 2 plant food instead of 1.
ev-trait-shell = Hard Shell
ev-trait-shell-text = Counts as 3 larger against attacks.
ev-trait-horns = Horns
ev-trait-horns-text = A carnivore attacking it loses 1 population first.
ev-trait-intelligence = Intelligence
ev-trait-intelligence-text = Discard a card: as a herbivore, take 2 plant food before eating; as a carnivore, switch off one trait for one attack.
ev-trait-longneck = Long Neck
ev-trait-longneck-text = Before eating, takes 1 plant food.
ev-trait-pack = Pack Hunting
ev-trait-pack-text = Attacks with body size + population.
ev-trait-scavenger = Scavenger
ev-trait-scavenger-text = Whenever a carnivore attacks successfully, takes 1 meat.
ev-trait-symbiosis = Symbiosis
ev-trait-symbiosis-text = Cannot be attacked while the species to its right is larger.
ev-trait-warning = Warning Call
ev-trait-warning-text = Its neighbours can be attacked only by a carnivore with Ambush.

## Pieces of sentences
ev-card = { $trait } ({ $food } food)
ev-species-of = { $player }'s species { $n }
ev-no-traits = no traits

## What happened (events)
ev-setup = Evolution for { $players ->
    [one] { $players } player
   *[other] { $players } players
}. Each starts with one species.
ev-round-begins = Round { $round } begins; { $player } is the first player.
ev-last-round = This is the last round.
ev-draws = { $n ->
    [one] { $player } draws 1 card.
   *[other] { $player } draws { $n } cards.
}
ev-drew = You drew: { $cards }.
ev-deck-out-this = The draw pile is used up: the discard pile is reshuffled, and this round is the last.
ev-deck-out-next = The draw pile is used up: the discard pile is reshuffled, and the next round is the last.
ev-deck-out = The draw pile is used up: the discard pile is reshuffled.
ev-food-chosen = { $player } has chosen a food card.
ev-food-yours = You put { $card } face down on the watering hole.
ev-play-begins = All food cards are down. { $player } plays cards first.
ev-turn-ends = { $player } ends their turn.
ev-new-left = { $player } plays { $card } as a new species at the left end.
ev-new-right = { $player } plays { $card } as a new species at the right end.
ev-grows-body = { $player } plays { $card }: species { $n } body size +1 (now { $now }).
ev-grows-pop = { $player } plays { $card }: species { $n } population +1 (now { $now }).
ev-gives = { $player } gives species { $n } { $trait }.
ev-gives-replacing = { $player } gives species { $n } { $trait }, replacing { $old }.
ev-revealed-one = { $player } { $food }
ev-revealed = Food cards revealed: { $cards }; total { $total }. The watering hole now holds { $hole } food.
ev-ready = { $player } is ready to eat.
ev-intel-plant = { $player } discards { $card } for Intelligence: { $notes }.
ev-longneck = Long Neck: { $notes }.
ev-fertile = Fertile: { $species } grows to population { $pop }.
ev-fat = Fat Tissue: { $species } eats { $fat } stored fat.
ev-eating-begins = Eating begins with { $player }.
ev-takes-plant = { $species } takes { $n } plant food
ev-takes-meat = { $species } takes { $n } meat
ev-eats = { $notes } ({ $left } left on the watering hole).
ev-stops = { $player } stops feeding this round.
ev-intel-discard = { $player } discards { $card } for Intelligence.
ev-attack = { $attacker } attacks { $prey }.
ev-attack-switched = { $attacker } attacks { $prey } (Intelligence switches off { $trait }).
ev-horns = Horns: the attacker loses 1 population.
ev-horns-dies = Horns: the attacker loses 1 population and dies out.
ev-scavenger-note = { $note } (Scavenger)
ev-meat = { $notes }.
ev-no-meat = No meat is eaten.
ev-extinct = { $species } died out.
ev-extinct-traits = { $species } died out ({ $traits }).
ev-feeding-ends = Feeding ends; { $hole } food stays on the watering hole. Populations shrink to the food eaten.
ev-game-ends = The last round is over: the game ends.
ev-new-species = { $player } has no species left and gets a new one.

## Choices (action labels) and their groups
ev-group-food = Food card
ev-group-hand = Hand
ev-group-discard = Discard
ev-group-turn = Turn
ev-group-back = Back
ev-group-new = New species
ev-group-on = On a species
ev-group-use = Use
ev-group-replace = Replace
ev-group-before = Before eating
ev-group-eat = Eat
ev-group-prey = Prey
ev-group-prey-forced = Prey (a hungry carnivore must attack)
ev-group-intelligence = Intelligence
ev-act-food = { $card } to the watering hole
ev-act-play = Play { $card }
ev-act-discard = Discard { $card }
ev-act-cancel = Cancel (keep the card)
ev-act-end = End my turn (keep the other cards)
ev-act-new-left = New species at the left end
ev-act-new-right = New species at the right end
ev-act-on = Species { $n }: size { $body }, population { $pop }, { $traits }
ev-act-body = Body size +1 (to { $to })
ev-act-pop = Population +1 (to { $to })
ev-act-trait = Trait { $trait }
ev-act-trait-replace = Trait { $trait } (replaces one)
ev-act-replace = Replace { $trait }
ev-act-longneck = Long Neck: species { $n } takes 1 plant food
ev-act-fertile = Fertile: species { $n } population +1
ev-act-fat = Fat Tissue: species { $n } eats { $fat } stored fat
ev-act-fat-only = Fat Tissue: species { $n } eats only { $fat } stored fat
ev-act-intel-plant = Intelligence: species { $n } discards a card for 2 plant food
ev-act-done = Done (start eating)
ev-act-feed-hungry = Feed species { $n } (hungry)
ev-act-feed-fat = Feed species { $n } (fat only)
ev-act-hunt-hungry = Attack with species { $n } (hungry)
ev-act-hunt-fat = Attack with species { $n } (fat only)
ev-act-pass = Stop feeding this round
ev-act-prey = Attack { $species } (size { $body }, population { $pop })
ev-act-intel = Use Intelligence (discard a card)
ev-act-off = Switch off { $trait }

## Refusals
ev-food-already-down = Your food card is already down; waiting for { $waiting }.
ev-no-food-card = You have no card to put on the watering hole.
ev-not-your-turn = It is { $player }'s turn, not yours.
ev-why-not-in-hand = That card is not in your hand.
ev-why-food = Put one card from your hand face down on the watering hole.
ev-why-play = Choose a card from your hand to play, or end your turn.
ev-why-own-species-play = You can only play cards on your own species.
ev-why-nothing-more = That card can do nothing more for that species.
ev-why-target = Choose where the card goes: a new species at either end of your row or one of your species; or cancel.
ev-why-body-max = Body size is already { $max }, the most a species can have.
ev-why-pop-max = Population is already { $max }, the most a species can have.
ev-why-trait-twice = This species already has { $trait }; a species never has a trait twice.
ev-why-use = Choose body size, population or the trait for this card; or cancel.
ev-why-replace = Choose one of the species' traits to replace, or cancel.
ev-why-discard = Choose a card to discard for Intelligence, or cancel.
ev-why-before = Use a before-eating trait of one of your species, or say you are done.
ev-why-own-traits = You can only use the traits of your own species.
ev-why-lacks-trait = That species does not have { $trait }.
ev-why-once-a-round = { $trait } works once a round, and this species has used it.
ev-why-fertile-hole = Fertile needs food left on the watering hole from before the food cards were revealed.
ev-why-carnivore-plant = A carnivore never eats plant food, not even through { $trait }.
ev-why-intel-no-card = Intelligence needs a card from your hand to discard, and you have none.
ev-why-no-fat = That species has no stored fat.
ev-why-fat-fed = That species is fed; fat can only fill its hunger.
ev-why-fat-too-much = That is more fat than the species has or can eat.
ev-why-full = That species cannot eat any more.
ev-why-no-pass = You cannot stop feeding: a hungry species of yours can still eat (a hungry carnivore must attack).
ev-why-feed = Choose one of your species to feed.
ev-why-own-species-feed = You can only feed your own species.
ev-why-fed = That species is fed and cannot store any fat.
ev-why-hole-empty = The watering hole is empty: herbivores have nothing to eat.
ev-why-no-prey = That carnivore has no species it can attack.
ev-why-gone = That species is no longer in play.
ev-why-intel-attack = Intelligence needs a card in hand and a trait whose switching off leaves something to attack.
ev-why-prey = Choose the species to attack, or cancel.
ev-why-negate = Choose the trait Intelligence switches off, or cancel.
ev-why-off-useless = Switching off { $trait } would leave nothing to attack or change nothing.
ev-no-attack-self = A carnivore never attacks itself.
ev-no-attack-larger = Your carnivore is not larger than that species.
ev-no-attack-shell = Your carnivore is not larger than that species (Hard Shell counts it 3 larger).
ev-no-attack-climbing = That species has Climbing: only a carnivore with Climbing can attack it.
ev-no-attack-burrowing = That species has Burrowing and is fed, so it cannot be attacked.
ev-no-attack-herding = That species has Defensive Herding: your carnivore needs a larger population.
ev-no-attack-symbiosis = That species has Symbiosis and a larger species to its right protects it.
ev-no-attack-warning = A neighbour's Warning Call protects that species: only Ambush gets past it.

## The result
ev-cat-food = Food bag
ev-cat-population = Population
ev-cat-traits = Traits
ev-tiebreak = Ties are broken by the number of traits on surviving species, then by their total population; players still tied share the place.

## The pictures (renderers/evolution.py)
ev-status = Round { $round } · { $phase }
ev-status-last = { $status } · last round
ev-phase-food = Choosing food cards
ev-phase-play = Playing cards
ev-phase-before = Before eating
ev-phase-feed = Feeding
ev-phase-over = Game over
ev-pic-title = Evolution · { $status }
ev-pic-hand-title = Evolution · { $name }'s hand
ev-pic-to-act = to act: { $names }
ev-pic-carnivore = Carnivore
ev-pic-herbivore = Herbivore
ev-pic-size = body size
ev-pic-pop = population
ev-pic-eaten = eaten { $food } of { $pop }
ev-pic-fat = fat { $fat }
ev-pic-food = food
ev-pic-hole = Watering hole
ev-pic-plant = plant food
ev-pic-face-down = Food cards: face down until all have chosen
ev-pic-revealed = Food cards revealed: { $total }
ev-pic-revealed-nothing = Food cards revealed: { $total } (adds nothing)
ev-pic-deck = Deck { $n }
ev-pic-discard = Discard { $n }
ev-pic-chip-card = { $name }: { $trait } { $food }
ev-pic-chip-chosen = { $name }: chosen ✓
ev-pic-chip-choosing = { $name }: choosing…
ev-pic-first = First player
ev-pic-to-act-badge = ▶ to act
ev-pic-turn = turn
ev-pic-stopped = stopped feeding
ev-pic-hand-bag = hand { $hand } · food bag { $bag }
ev-pic-key-eaten = eaten
ev-pic-key-fat = fat
ev-pic-hand = hand { $hand }
ev-pic-hole-plant = Watering hole: { $n } plant food
ev-pic-row-chosen = food card ✓
ev-pic-row-choosing = food card …
ev-pic-row-card = { $trait } { $food }
ev-pic-standings = Standings
ev-pic-standings-note = population + traits on the table now; food bags stay hidden until the end
ev-pic-standings-over = final: food bag + population + traits
ev-pic-points = { $points ->
    [one] { $points } pt
   *[other] { $points } pts
}
ev-pic-no-species = no species
ev-pic-cards-bag = { $n ->
    [one] 1 card · food bag { $bag }
   *[other] { $n } cards · food bag { $bag }
}
ev-pic-food-card = food card this round: { $trait } { $food }
ev-pic-your-species = Your species, left to right
ev-pic-no-cards = no cards in hand
ev-pic-playing = being played
ev-pic-a-card = the card
ev-pic-step-target = Choose where { $card } goes: a new species (left or right end) or one of your species.
ev-pic-step-use = Choose what { $card } does for species { $species }: body size +1, population +1, or its trait.
ev-pic-step-replace = Choose which trait of species { $species } { $card } replaces.
ev-pic-step-attack = Choose the prey for species { $species } (or use Intelligence).
ev-pic-step-discard = Choose a card to discard for Intelligence (species { $species }).
ev-pic-step-negate = Choose the trait that Intelligence switches off for species { $species }'s attack.
ev-pic-step-prey = Choose the prey for species { $species } ({ $off } switched off).
ev-pic-step-other = Finish your choice: { $step }.

## The Discord table (bot/games/evolution.py)
ev-score-line = { $name }: { $points } + food bag
ev-chapter-title = Round { $round } · { $chapter }
ev-chapter-food = food cards
ev-chapter-play = playing cards
ev-chapter-feed = feeding
ev-rules-overview = **Evolution** (2–5 players) — evolve species with traits, body size and population; feed them at the watering hole or by hunting. Everyone starts with one species (body size 1, population 1). The deck running out marks the last round; then food eaten, surviving population and traits score.
ev-rules-round = **A round**: 1 each player gets 3 cards + 1 per species; 2 everyone secretly puts one card face down as food for the watering hole; 3 in turn order, play any number of cards; 4 the food cards are revealed (a negative total adds nothing); before eating: { ev-trait-longneck }, { ev-trait-fertile }, { ev-trait-fat }, { ev-trait-intelligence }; 5 feed; 6 population drops to food eaten and the first-player marker passes left.
ev-rules-cards = **Playing cards**: each card is either a new species (at either end of your row), +1 body size or +1 population of one species (both at most 6), or a trait on a species: at most 3 traits (2 with 2 players), never two alike; a new trait on a full species replaces one.
ev-rules-feeding = **Feeding**: in turn order each player with a species that can eat feeds one. A herbivore takes 1 plant food from the watering hole ({ ev-trait-foraging } 2). A carnivore never eats plants and must attack a species with smaller body size, as its traits allow ({ ev-trait-climbing }, { ev-trait-shell }, { ev-trait-burrowing }, { ev-trait-warning }, { ev-trait-symbiosis }, { ev-trait-herding }, { ev-trait-horns }); the prey loses 1 population and the carnivore takes meat equal to the prey's body size. Feeding ends when nobody can eat. A species that ate nothing dies out; its owner draws a card per trait lost.
ev-rules-scoring = **Score**: food bag (all food eaten) + population of surviving species + their traits. Ties: more traits, then more population, else shared. When the deck runs out while dealing, that round is the last; otherwise one more round follows.

## Hints (bot/core/hints.py): a scoring category as a learner reads it, and what a hint names
ev-cat-food-hint = food eaten (1 point per food in your food bag)
ev-cat-population-hint = population (1 point per population level of your surviving species)
ev-cat-traits-hint = traits (1 point per trait card on your surviving species)
ev-hint-species = a species that lives on
ev-hint-fed = more food this round
ev-hint-pop = more population
ev-hint-body = larger species (harder to attack)
ev-hint-traits = more traits on the species
ev-hint-cards = more cards in hand
