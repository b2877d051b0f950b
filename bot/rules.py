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
            "**WildLife** — each player is an organism (Crocodile, Snake, Eagle, Bear, Mammoth, "
            "Man) spreading over an island of 12 areas in six terrains. Adaptation decides "
            "what you may do in a terrain: migrate < expand < attack. Success points come "
            "from small scorings (filling areas) and big scorings (areas, herds, "
            "adaptations, abilities, food)."),
        "turn": (
            "**A turn**: play up to 3 cards (+1 per Intelligence), at least one of them put up "
            "for auction. Terrain cards let you migrate, expand or attack in that terrain as "
            "far as your adaptation allows; adaptation cards raise a terrain; ability cards "
            "give Food, Intelligence, Mobility, Defense or Aggression. Then end your turn."),
        "auction": (
            "**Auctions**: the card goes round; each bidder raises or passes. You may bid more "
            "food than you have (by at most 6): the shortfall costs 1 success point per 3 "
            "food. With 2 players bids never exceed 3."),
        "scoring": (
            "**Scoring**: filling an area gives a small scoring to the player whose turn it is. "
            "The 4th, 8th and 11th small-scoring marker trigger a big scoring after the turn: "
            "areas (savanna, mountains, steppe, desert, water, forest), herds, adaptations, "
            "abilities and food by rank; ties take the lower rank's points."),
    },
    "wildcards": {
        "overview": (
            "**Wild Cards** — bid with habitat cards (forest, savannah, mountains, wild) to "
            "collect animals from the open display. Most points at the end win; the game ends "
            "when the display cannot be refilled."),
        "bidding": (
            "**Bids**: everyone places one hand card face down (or the Refill card); all are "
            "revealed together. The highest bid picks first and pays extra cards until the "
            "bid has as many cards as its value. Ties: the tied players reveal their extra "
            "payments; then the Talisman decides."),
        "refill": (
            "**Refill card**: discard any habitat cards and draw back up to 7 (Squirrel "
            "leader: 10); the Refill card comes back to your hand. Hand limit: 10."),
        "leaders": (
            "**Leaders**: most animals of a species (or matching the holder) takes its leader. "
            "Peacock scores 3; Squirrel refills to 10; Ibex keeps its bid card; Eagle bids two "
            "cards and reveals one; Lion wins ties; Meerkat swaps an animal when refilling."),
        "scoring": (
            "**Points**: paying only with the animal's natural habitat (wild always counts) "
            "gives 2 points at once; each animal and leader scores at the end."),
    },
    "evolution": {
        "overview": (
            "**Evolution** — evolve species with traits, feed them at the watering hole or by "
            "hunting, and score food eaten, surviving population and traits."),
        "round": (
            "**A round**: deal cards; everyone secretly puts one food card face down; play "
            "cards as new species, body size, population or traits; reveal the food cards "
            "onto the watering hole; before eating (Long Neck, Fertile, Fat Tissue, "
            "Intelligence); feed in turn order until nobody can eat."),
        "feeding": (
            "**Feeding**: a herbivore takes 1 plant food from the watering hole; a carnivore "
            "must attack a smaller legal prey and takes meat equal to its body size. At the "
            "end, population drops to food eaten; food eaten goes to your bag."),
        "scoring": (
            "**Score**: food bag + population of surviving species + their traits. Ties: more "
            "traits, then more population."),
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
