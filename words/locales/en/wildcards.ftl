# Wild Cards (Ferdinand Schnitzler): every word of the game, its pictures and its bot pages.
# Keys start with wc- (options: opt-wildcards-, as engine/registry.py reads them).
# Arguments: $species is a code (peacock, squirrel, eagle, ibex, lion, meerkat), $habitat a
# code (forest, savannah, mountains, wild); $card, $cards, $names… are said already.

## Names of cards, animals and habitats

wc-card = { $habitat ->
    [forest] Forest
    [savannah] Savannah
    [mountains] Mountains
   *[wild] Wild
} { $value }
wc-card-refill = Refill card
wc-species-peacock = Peacock
wc-species-squirrel = Squirrel
wc-species-eagle = Eagle
wc-species-ibex = Ibex
wc-species-lion = Lion
wc-species-meerkat = Meerkat
wc-habitat-forest = Forest
wc-habitat-savannah = Savannah
wc-habitat-mountains = Mountains
wc-habitat-wild = Wild
# one bid in the list of revealed bids: "Nathan Forest 3"
wc-bid-of = { $name } { $card }
# one tied player's revealed total: "Nathan 5 (Forest 3 and Forest 2)"
wc-tie-total = { $name } { $total } ({ $cards })

## What happened (events)

wc-ev-talisman-start = { $name } holds the Talisman.
wc-ev-round = Round { $round }: place your bids.
wc-ev-placed-first = You placed { $card }; you may place a second card (eagle).
wc-ev-bid-placed = { $name } has placed a bid.
wc-ev-you-bid = You bid { $card }.
wc-ev-two-placed = { $name } has placed two cards (eagle).
wc-ev-you-placed-two = You placed { $first } and { $second }.
wc-ev-eagle-reveal = { $name } reveals { $card } (eagle).
wc-ev-bids-revealed = Bids revealed: { $bids }.
wc-ev-swap = { $name } uses the meerkat: swaps { $given ->
    [peacock] a peacock
    [squirrel] a squirrel
    [eagle] an eagle
    [ibex] an ibex
    [lion] a lion
   *[meerkat] a meerkat
} for the { $taken ->
    [peacock] peacock
    [squirrel] squirrel
    [eagle] eagle
    [ibex] ibex
    [lion] lion
   *[meerkat] meerkat
} from the display.
wc-ev-noswap = { $name } does not use the meerkat's swap.
wc-ev-refill = { $name } discards { $cards } and draws { $count } (hand: { $hand }).
wc-ev-refill-keep = { $name } discards nothing and draws { $count } (hand: { $hand }).
wc-ev-you-drew = You drew { $cards }.
wc-ev-leo-refill = Leo discards its pile and shuffles a new one ({ $count ->
    [one] { $count } card
   *[other] { $count } cards
} and the Refill card).
wc-ev-leo-decline = The display is empty: Leo takes its bid back and draws { $count ->
    [one] { $count } card
   *[other] { $count } cards
}.
wc-ev-leader-claim = { $name } claims the { $species ->
    [peacock] peacock
    [squirrel] squirrel
    [eagle] eagle
    [ibex] ibex
    [lion] lion
   *[meerkat] meerkat
} Leader card.
wc-ev-leader-claim-from = { $name } claims the { $species ->
    [peacock] peacock
    [squirrel] squirrel
    [eagle] eagle
    [ibex] ibex
    [lion] lion
   *[meerkat] meerkat
} Leader card from { $holder }.
wc-ev-leader-return = { $name } returns the { $species ->
    [peacock] peacock
    [squirrel] squirrel
    [eagle] eagle
    [ibex] ibex
    [lion] lion
   *[meerkat] meerkat
} Leader card to the supply.
wc-ev-leader-lose = { $name } loses the { $species ->
    [peacock] peacock
    [squirrel] squirrel
    [eagle] eagle
    [ibex] ibex
    [lion] lion
   *[meerkat] meerkat
} Leader card to { $heir }.
wc-ev-tie = Tie at { $value }: { $names }.
wc-ev-tie-lion = { $name } wins the tie (lion).
wc-ev-tie-leo = { $name } wins the tie (Leo).
wc-ev-tie-hidden = Tied players: put your extra payment face down.
wc-ev-talisman-decides = The Talisman decides: { $name } goes first.
wc-ev-tie-revealed = Tie payments revealed: { $totals }.
wc-ev-tie-equal = Equal totals: the Talisman decides.
wc-ev-paid-hidden = { $name } has paid face down.
wc-ev-take = { $name } takes the { $species ->
    [peacock] peacock
    [squirrel] squirrel
    [eagle] eagle
    [ibex] ibex
    [lion] lion
   *[meerkat] meerkat
}.
wc-ev-take-paid = { $name } takes the { $species ->
    [peacock] peacock
    [squirrel] squirrel
    [eagle] eagle
    [ibex] ibex
    [lion] lion
   *[meerkat] meerkat
}, paying { $cards }.
wc-ev-take-bonus = { $name } takes the { $species ->
    [peacock] peacock
    [squirrel] squirrel
    [eagle] eagle
    [ibex] ibex
    [lion] lion
   *[meerkat] meerkat
} (+{ $points ->
    [one] { $points } point
   *[other] { $points } points
}: all { $habitat ->
    [forest] forest
    [savannah] savannah
   *[mountains] mountains
}).
wc-ev-take-paid-bonus = { $name } takes the { $species ->
    [peacock] peacock
    [squirrel] squirrel
    [eagle] eagle
    [ibex] ibex
    [lion] lion
   *[meerkat] meerkat
}, paying { $cards } (+{ $points ->
    [one] { $points } point
   *[other] { $points } points
}: all { $habitat ->
    [forest] forest
    [savannah] savannah
   *[mountains] mountains
}).
wc-ev-decline = { $name } takes no animal: bid back, draws { $count }.
wc-ev-decline-empty = { $name } takes no animal (the display is empty): bid back, draws { $count }.
wc-ev-decline-cannot-pay = { $name } takes no animal (cannot pay the extra cards): bid back, draws { $count }.
wc-ev-ibex-back = { $name } takes { $card } back (ibex).
wc-ev-ibex-discard = { $name } discards the bidding card (does not use the ibex).
wc-ev-end = The display cannot be refilled: the game ends.
wc-ev-talisman-passes = The Talisman passes to { $name }.

## Refusals

wc-err-leo-players = Leo can join a game of 2, 3 or 4 players, not { $count }.
wc-err-talisman-seat = There is no seat { $seat } to hold the Talisman.
wc-wait-bid = You have already placed your bid; waiting for the others.
wc-wait-tie = You have paid face down; waiting for the other tied players.
wc-refuse-no-card = You have no { $card } in your hand. { $offer }
wc-refuse-pay-first = Pay { $owed } more { $owed ->
    [one] card
   *[other] cards
} from your hand first (or decline and draw { $count }).
wc-refuse-eagle-second = Place a second card from your hand (eagle), bid only the card placed, or take it back.
wc-refuse-bid = Bid a card from your hand or the Refill card. { $offer }
wc-refuse-eagle = Reveal one of the two cards you placed as your bid. { $offer }
wc-refuse-meerkat = Swap an animal of your collection with one in the display, or do not swap. { $offer }
wc-refuse-refill = Discard cards from your hand, or draw back up. { $offer }
wc-refuse-tie = Confirm your face-down payment, take it back, or decline. { $offer }
wc-refuse-pick = Take an animal from the display, or decline and draw 2. { $offer }
wc-refuse-ibex = Take your bidding card back into your hand, or discard it. { $offer }

## Choices (action labels) and their groups

wc-act-final = Reveal { $card } as my bid
wc-act-bid = Bid { $card }
wc-act-bid-refill = Bid the Refill card (pass and refill)
wc-act-bid2 = Also place { $card }
wc-act-bid2-refill = Also place the Refill card
wc-act-single = Bid only { $card }
wc-act-cancel = Take the card back and choose again
wc-act-swap = Give { $given ->
    [peacock] a peacock
    [squirrel] a squirrel
    [eagle] an eagle
    [ibex] an ibex
    [lion] a lion
   *[meerkat] a meerkat
}, take the { $taken ->
    [peacock] peacock
    [squirrel] squirrel
    [eagle] eagle
    [ibex] ibex
    [lion] lion
   *[meerkat] meerkat
} (slot { $slot })
wc-act-noswap = Do not swap
wc-act-discard = Discard { $card }
wc-act-undiscard = Keep { $card } after all
wc-act-draw = Draw { $count } (to { $to })
wc-act-discard-draw = Discard { $discards } and draw { $count } (to { $to })
wc-act-draw-no-squirrel = Draw { $count } (to { $to }) without the squirrel
wc-act-discard-draw-no-squirrel = Discard { $discards } and draw { $count } (to { $to }) without the squirrel
wc-act-pay = Pay { $card } ({ $owed } more to pay)
wc-act-pay-hidden = Pay { $card } face down ({ $owed } more)
# $bonus: the points this pick would earn for the natural habitat now (0 or 2)
wc-act-pick = Take the { $species ->
    [peacock] peacock
    [squirrel] squirrel
    [eagle] eagle
    [ibex] ibex
    [lion] lion
   *[meerkat] meerkat
} (slot { $slot }){ $bonus ->
    [0] {""}
   *[other] {" "}· +{ $bonus } natural habitat
}
wc-act-pick-nearest = Take the { $species ->
    [peacock] peacock
    [squirrel] squirrel
    [eagle] eagle
    [ibex] ibex
    [lion] lion
   *[meerkat] meerkat
} (slot { $slot }, nearest the pile){ $bonus ->
    [0] {""}
   *[other] {" "}· +{ $bonus } natural habitat
}
wc-act-unpay = Take the payment back
wc-act-decline = Take no animal: bid back and draw { $count }
wc-act-confirm = Confirm my hidden payment
wc-act-ibex-back = Take { $card } back into my hand (ibex)
wc-act-ibex-discard = Discard { $card } with the other bids
wc-grp-habitat = Habitat cards
wc-grp-refill = Refill
wc-grp-second = Second card (eagle)
wc-grp-give = Give { $species ->
    [peacock] a peacock
    [squirrel] a squirrel
    [eagle] an eagle
    [ibex] an ibex
    [lion] a lion
   *[meerkat] a meerkat
}
wc-grp-discard = Discard
wc-grp-keep = Keep
wc-grp-pay = Pay
wc-grp-take = Take an animal

## The view: phases, leader powers, the result

wc-phase-bid = Phase 1 · Place bids
wc-phase-eagle = Phase 1 · Eagle chooses the final bid
wc-phase-meerkat = Phase 2 · Meerkat swap
wc-phase-refill = Phase 2 · Resolve Refill cards
wc-phase-tie = Phase 3 · Tie: hidden extra payments
wc-phase-pick = Phase 3 · Acquire Animal cards
wc-phase-ibex = Phase 4 · Ibex: keep the bidding card?
wc-phase-over = Game over
wc-power-peacock = Scores 3 points at the end (instead of 1).
wc-power-squirrel = Refill hand card: draw back to 10 Habitat cards (instead of 7).
wc-power-eagle = Bid 2 cards face down; choose 1 after the others reveal.
wc-power-ibex = Take your bidding card back in phase 4 (unless it is a wild card).
wc-power-lion = You always win ties in bids.
wc-power-meerkat = Refill hand card: swap 1 animal of your collection with 1 of the display.
wc-cat-best = Best species
wc-cat-second = Second species
wc-cat-leaders = Leaders
wc-cat-tokens = Score tokens
wc-tiebreak = Equal scores: the larger animal collection wins; if still equal, the rank is shared.

## The pictures (renderers/wildcards.py)

wc-pic-title = Wild Cards · round { $round }
wc-pic-hand-title = Wild Cards · { $name }'s hand
wc-pic-round = round { $round }
wc-pic-waiting = Waiting for { $names }
wc-pic-over = The game is over.
wc-pic-display = Display
wc-pic-nearest = by the pile
wc-pic-animals = Animals { $count }
wc-pic-deck = Habitat deck { $count }
wc-pic-discard = Discard { $count }
wc-pic-boxed = Boxed { $count }
wc-pic-discard-top = discard top
wc-pic-empty = empty
wc-pic-leaders = Leaders
wc-pic-leader-points = { $points ->
    [one] { $points } pt
   *[other] { $points } pts
}
wc-pic-free = free
wc-pic-leo = virtual player
wc-pic-talisman = ◆ Talisman
wc-pic-not-scored = not scored
wc-pic-score = { $score ->
    [one] { $score } pt
   *[other] { $score } pts
}
wc-pic-score-note = Points if the game ended now
wc-pic-tokens = score tokens
wc-pic-leader = ★ = leader card held
wc-pic-no-animals = no animals yet
wc-pic-hand-size = hand { $count }
wc-pic-bid = bid
wc-pic-paid = paid
wc-pic-bid-placed = bid placed ✓
wc-pic-placing = placing…
wc-pic-bidding = bidding…
wc-pic-took = took the { $species ->
    [peacock] peacock
    [squirrel] squirrel
    [eagle] eagle
    [ibex] ibex
    [lion] lion
   *[meerkat] meerkat
}
wc-pic-declined = took no animal
wc-pic-refilling = refilling
wc-pic-paying = tie: paying face down
wc-pic-paying-done = tie: paid face down ✓
wc-pic-summary = { $cards ->
    [one] { $cards } card
   *[other] { $cards } cards
} · { $score ->
    [one] { $score } point
   *[other] { $score } points
} if the game ended now
wc-pic-holds-talisman = you hold the Talisman
wc-pic-leads = leader: { $species }
wc-pic-discarding = Chosen to discard
wc-pic-tie = Tie at { $value }: you are tied with { $names }. Choose your extra payment, face down.
wc-pic-tie-owed = Tie at { $value }: you are tied with { $names }. { $owed ->
    [one] 1 more card
   *[other] { $owed } more cards
} to pay, face down.
wc-pic-tie-alone = Tie at { $value }: choose your extra payment, face down.
wc-pic-tie-alone-owed = Tie at { $value }: { $owed ->
    [one] 1 more card
   *[other] { $owed } more cards
} to pay, face down.
wc-pic-refill = Refill

## The bot (bot/games/wildcards.py)

wc-blurb = Bid a card in secret; the highest bids pick animals from the display. Collect the most of a species to lead it.
opt-wildcards-leo = Play with Leo
opt-wildcards-leo-help = Add the virtual player Leo to a game of 3 or 4 players (2 players always have Leo).
opt-wildcards-talisman_seat = Talisman holder
opt-wildcards-talisman_seat-help = The seat (0 = first) that starts with the Talisman; -1 draws one at random.
wc-bot-talisman-random = random
wc-bot-seat = seat { $seat }
wc-bot-pay-choose = Choose the { $count ->
    [one] { $count } card
   *[other] { $count } cards
} to pay
wc-bot-pay-these = Pay these
wc-bot-score = { $name }: { $points } in tokens
wc-bot-chapter-bids = Round { $round } · secret bids
wc-bot-chapter-picks = Round { $round } · Refill cards and picking animals
wc-pic-part-bids = secret bids
wc-pic-part-picks = reveal and picks
wc-bot-hand-of = { $name } { $count }
wc-bot-hands = Cards in hand: { $hands }
wc-bot-doing = { $name }: { $doing }
wc-bot-display = Display: { $cards }
wc-bot-display-empty = Display: empty
wc-bot-display-card = { $species } ({ $habitat })
wc-bot-your-bid = Your bid (face down): { $cards }
wc-bot-your-payment = Your payment: { $cards }

## /game rules pages

wc-rules-overview = **Wild Cards** (2–5 players; 2 play with the virtual player Leo) — bid with habitat cards (forest, savannah, mountains 1–4, and wild) to collect animals from the open display (one card fewer than players). Each round: 1 bid, 2 Refill cards, 3 take animals, 4 discard bids and refill the display. The game ends when the display cannot be refilled; most points wins.
wc-rules-bidding = **Bids**: everyone places one hand card face down, or the Refill card; all are revealed together. The highest bid chooses first: it pays extra hand cards until the bid has as many cards as its value (a 3 = 3 cards), then takes an animal. You may decline instead (or must, with an empty display): take your cards back and draw 2. Hand limit: 10 habitat cards.
wc-rules-ties = **Ties**: tied bids of 2 or more put their extra payment face down and reveal it; the highest total picks first. Still tied: the first player clockwise after the Talisman holder wins, and the Talisman then passes on. The Lion leader always wins ties; Leo wins ties against anyone but the Lion.
wc-rules-refill = **Refill card**: discard any number of habitat cards, draw back up to 7 and take the Refill card back. That is your round (no animal). The Squirrel leader **may** draw up to 10 instead; the Meerkat leader may first swap one animal of their collection with one in the display.
wc-rules-leaders = **Leaders**: having the most animals of a species (or as many as its holder) takes its Leader card at once. Peacock: 3 points at the end. Squirrel: after a Refill you **may** draw up to 10. Ibex: in phase 4 you **may** take your bid card back to your hand (not a wild card; extra payments are still discarded). Eagle: bid two cards, reveal one after the others. Lion: win every tie. Meerkat: with the Refill card, swap an animal with the display.
wc-rules-scoring = **Points**: a bid and payment all of the animal's natural habitat (wild always counts) gives 2 points at once. At the end: your most collected species 2 points a card, your second most 1 a card (one species each); each leader 1 (Peacock 3); plus your score tokens. Ties: most animals, else shared.
wc-rules-leo = **Leo** (always with 2 players, optional with 3–4): bids the top card of its own pile, always takes the display card nearest the draw pile, never pays extra, claims leaders but never uses them, wins ties except against the Lion, and does not score.

## Hints (bot/core/hints.py): a scoring category as a learner reads it, and what a hint names
wc-cat-best-hint = your best species (2 points per animal of the species you have most of)
wc-cat-second-hint = your second species (1 point per animal)
wc-cat-leaders-hint = Leader cards (1 point each, the Peacock 3)
wc-cat-tokens-hint = score tokens (2 points for taking an animal with cards all of its habitat)
wc-hint-leader = the { $species } Leader card (for having the most of them)
wc-hint-animal = the { $species } from the display
wc-hint-cards = more cards in hand for the next bids
wc-hint-wild = more Wild cards in hand (they fit every habitat)
wc-hint-value = higher cards in hand for the next bids (their values added up)
wc-hint-habitat = more { $habitat ->
    [forest] Forest
    [savannah] Savannah
   *[mountains] Mountains
} cards in hand (a bid all of an animal's habitat earns 2 points)
