"""Short rules for ``/game rules [topic]``: a reminder at the table, not the rulebook.

Written from the rulebooks in /work/shared/seeds and /work/shared/design/GAME-DATA.md; each
text stays far below Discord's 2000 characters.
"""

from __future__ import annotations

COMMANDS = (
    "**Commands**\n"
    "`/game new <game> [options] [turn_timer]` opens a table; the lobby has Join · Leave · "
    "Add AI · Start · Cancel.\n"
    "Your hand and controls come by DM. `/game hand` shows them here, only to you "
    "(use it if your DMs are closed). `/game play <choice>` makes a move by typing.\n"
    "`/game board`, `/game status`, `/game log`, `/game rules [topic]` for everyone.\n"
    "`/game leave` hands your seat to an AI (`/game join` takes it back); "
    "`/game cancel` for the host or Manage Channels."
)

RULES: dict[str, dict[str, str]] = {
    "wildlife": {
        "overview": (
            "**WildLife** (2–6 players) — each player is an organism (Crocodile, Snake, Eagle, "
            "Bear, Mammoth, Man) spreading its tiles over an island of areas in six terrains: "
            "Forest, Desert, Savanna, Steppe, Mountains, Water. Your adaptation in a terrain "
            "says what you may do there: migrate < expand < attack (each level allows the "
            "lower ones). You start with 8 food and seed a few tiles; then turns go clockwise "
            "from the oldest organism. Success points come from small scorings (filling an "
            "area) and big scorings; most points at the end wins."),
        "turn": (
            "**A turn**: (Food abilities give their +2 points first.) Play up to 3 cards (+1 "
            "per Intelligence); **at least one** of them must be put up for auction, and the "
            "auction counts as one of the card plays. You may also make one free migration, "
            "use your Mobility and Aggression, and turn food into points (3 food = 1 point). "
            "End turn is possible once an auction was held (or your hand is empty); you then "
            "draw back up to 10 cards. A big scoring triggered during the turn is held after "
            "it."),
        "cards": (
            "**Cards**: a terrain card lets you migrate (move a tile to an empty space next to "
            "your connected tiles), expand (place a new tile next to your own) or attack "
            "(replace a rival's tile in a full area) in that terrain, as far as your "
            "adaptation allows. An adaptation card raises one terrain a level; an ability "
            "card takes an ability tile; a joker acts as any of these. Events act at once: "
            "Food Source (food for you and the last players), Famine (rivals give food), "
            "Epidemic (each rival removes a tile)."),
        "abilities": (
            "**Abilities** (each usable once per turn): Food +2 points at the start of your "
            "turn; Intelligence one more card a turn; Mobility moves a tile to a space where "
            "you can migrate, swapping with a rival's tile there; Aggression attacks where "
            "you can attack, even in an area that is not full; Defense blocks an attack, "
            "Aggression or Mobility against your tile in another player's turn. At most two "
            "of a kind; an empty supply means taking one from the leader."),
        "auction": (
            "**Auctions**: the card goes round clockwise from the seller's left; each bidder "
            "raises (at least 3 food, above the high bid) or passes, until one is left. The "
            "buyer pays the seller and uses the card at once; nobody bids: it is discarded. "
            "You may bid up to 6 food more than you have: the shortfall costs 1 success "
            "point per 3 food. With 2 players every bid is exactly 3. In your DM: Bid min · "
            "+1 · +2 · +5 · Amount… · Pass."),
        "scoring": (
            "**Small scoring**: filling an area's last space gives the player whose turn it "
            "is the next marker's points (3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5). The 4th, 8th and "
            "11th marker call a **big scoring** after the turn: each area (alone and full 5, "
            "alone 4, else 3/2/1 by tiles), herds (largest connected groups 10/7/5/3/1), "
            "then adaptations, abilities and food (most 4, second 2; you need at least "
            "one). Tied players take the points of the place below."),
        "end": (
            "**The end**: the 11th small scoring, or a player placing their last tile (with "
            "2 players only the last tile), ends the game after that turn with a final big "
            "scoring. Most points wins; ties: most food, then the largest herd, else "
            "shared."),
    },
    "wildcards": {
        "overview": (
            "**Wild Cards** (2–5 players; 2 play with the virtual player Leo) — bid with "
            "habitat cards (forest, savannah, mountains 1–4, and wild) to collect animals "
            "from the open display (one card fewer than players). Each round: 1 bid, 2 "
            "Refill cards, 3 take animals, 4 discard bids and refill the display. The game "
            "ends when the display cannot be refilled; most points wins."),
        "bidding": (
            "**Bids**: everyone places one hand card face down, or the Refill card; all are "
            "revealed together. The highest bid chooses first: it pays extra hand cards "
            "until the bid has as many cards as its value (a 3 = 3 cards), then takes an "
            "animal. You may decline instead (or must, with an empty display): take your "
            "cards back and draw 2. Hand limit: 10 habitat cards."),
        "ties": (
            "**Ties**: tied bids of 2 or more put their extra payment face down and reveal "
            "it; the highest total picks first. Still tied: the first player clockwise after "
            "the Talisman holder wins, and the Talisman then passes on. The Lion leader "
            "always wins ties; Leo wins ties against anyone but the Lion."),
        "refill": (
            "**Refill card**: discard any number of habitat cards, draw back up to 7 and "
            "take the Refill card back. That is your round (no animal). The Squirrel leader "
            "**may** draw up to 10 instead; the Meerkat leader may first swap one animal of "
            "their collection with one in the display."),
        "leaders": (
            "**Leaders**: having the most animals of a species (or as many as its holder) "
            "takes its Leader card at once. Peacock: 3 points at the end. Squirrel: after a "
            "Refill you **may** draw up to 10. Ibex: in phase 4 you **may** take your bid card "
            "back to your hand (not a wild card; extra payments are still discarded). Eagle: "
            "bid two cards, reveal one after the others. Lion: win every tie. Meerkat: with "
            "the Refill card, swap an animal with the display."),
        "scoring": (
            "**Points**: a bid and payment all of the animal's natural habitat (wild always "
            "counts) gives 2 points at once. At the end: your most collected species 2 "
            "points a card, your second most 1 a card (one species each); each leader 1 "
            "(Peacock 3); plus your score tokens. Ties: most animals, else shared."),
        "leo": (
            "**Leo** (always with 2 players, optional with 3–4): bids the top card of its "
            "own pile, always takes the display card nearest the draw pile, never pays extra, "
            "claims leaders but never uses them, wins ties except against the Lion, and does "
            "not score."),
    },
    "evolution": {
        "overview": (
            "**Evolution** (2–5 players) — evolve species with traits, body size and "
            "population; feed them at the watering hole or by hunting. Everyone starts with "
            "one species (body size 1, population 1). The deck running out marks the last "
            "round; then food eaten, surviving population and traits score."),
        "round": (
            "**A round**: 1 each player gets 3 cards + 1 per species; 2 everyone secretly "
            "puts one card face down as food for the watering hole; 3 in turn order, play "
            "any number of cards; 4 the food cards are revealed (a negative total adds "
            "nothing); before eating: Long Neck, Fertile, Fat Tissue, Intelligence; 5 feed; "
            "6 population drops to food eaten and the first-player marker passes left."),
        "cards": (
            "**Playing cards**: each card is either a new species (at either end of your "
            "row), +1 body size or +1 population of one species (both at most 6), or a trait "
            "on a species: at most 3 traits (2 with 2 players), never two alike; a new trait "
            "on a full species replaces one."),
        "feeding": (
            "**Feeding**: in turn order each player with a species that can eat feeds one. A "
            "herbivore takes 1 plant food from the watering hole (Foraging 2). A carnivore "
            "never eats plants and must attack a species with smaller body size, as its "
            "traits allow (Climbing, Hard Shell, Burrowing, Warning Call, Symbiosis, "
            "Defensive Herding, Horns); the prey loses 1 population and the carnivore takes "
            "meat equal to the prey's body size. Feeding ends when nobody can eat. A species "
            "that ate nothing dies out; its owner draws a card per trait lost."),
        "scoring": (
            "**Score**: food bag (all food eaten) + population of surviving species + their "
            "traits. Ties: more traits, then more population, else shared. When the deck "
            "runs out while dealing, that round is the last; otherwise one more round "
            "follows."),
    },
}


def topics(game: str | None) -> list[str]:
    """The topics of a game (or of all games) for autocomplete."""
    if game in RULES:
        return [*RULES[game], "commands"]
    return ["commands", *RULES]


def rules_text(game: str | None, topic: str | None) -> str:
    """The text for ``/game rules``; unknown topics list the known ones."""
    topic = (topic or "").strip().lower()
    if topic == "commands":
        return COMMANDS
    if game is None and topic in RULES:
        game, topic = topic, "overview"
    if game not in RULES:
        return ("Which game? " + ", ".join(RULES) + ". Try `/game rules game:wildcards`.\n\n"
                + COMMANDS)
    pages = RULES[game]
    if not topic:
        return pages["overview"] + "\n\nTopics: " + ", ".join(topics(game))
    if topic not in pages:
        return f"No topic '{topic}'. Topics: {', '.join(topics(game))}."
    return pages[topic]
