"""Evolution's fixed data: the 17 traits and the 110-card deck (GAME-DATA.md, "Evolution").

Cards are numbered 0–109 in the order of the deck table below; ``CARDS[id]`` gives the card's
trait and its food value. Hands, the deck and the discard pile hold these ids.
"""

from __future__ import annotations

# -- the 17 traits (GAME-DATA.md, "The 17 traits"; names as seed 004 lists them) -------------
#: trait name → (code slug, when it acts, the card text we follow)
TRAITS: dict[str, tuple[str, str, str]] = {
    "Carnivore": ("carnivore", "eating",
                  "Must attack for food, never eats plant food. May attack a smaller species "
                  "(never itself); the prey loses 1 population, the carnivore takes meat equal "
                  "to the prey's body size."),
    "Ambush": ("ambush", "attack", "When this carnivore attacks, Warning Call has no effect."),
    "Burrowing": ("burrowing", "defence", "Cannot be attacked while it is fed."),
    "Climbing": ("climbing", "defence",
                 "Can be attacked only by a carnivore that also has Climbing."),
    "Cooperation": ("cooperation", "eating",
                    "Whenever it takes food, the species to its right takes 1 food from the "
                    "same source."),
    "Defensive Herding": ("herding", "defence",
                          "Can be attacked only by a carnivore with a larger population."),
    "Fat Tissue": ("fat", "before eating",
                   "Once fed, keeps taking food as fat up to its body size; before eating, "
                   "moves fat onto itself as food."),
    "Fertile": ("fertile", "before eating",
                "Before eating, population +1 if food was left on the watering hole."),
    "Foraging": ("foraging", "eating", "Takes 2 plant food instead of 1."),
    "Hard Shell": ("shell", "defence", "Counts as 3 larger against attacks."),
    "Horns": ("horns", "defence", "A carnivore attacking it loses 1 population first."),
    "Intelligence": ("intelligence", "before eating / attack",
                     "Discard a card: as a herbivore, take 2 plant food before eating; as a "
                     "carnivore, switch off one trait for one attack."),
    "Long Neck": ("longneck", "before eating", "Before eating, takes 1 plant food."),
    "Pack Hunting": ("pack", "attack", "Attacks with body size + population."),
    "Scavenger": ("scavenger", "eating",
                  "Whenever a carnivore attacks successfully, takes 1 meat."),
    "Symbiosis": ("symbiosis", "defence",
                  "Cannot be attacked while the species to its right is larger."),
    "Warning Call": ("warning", "defence",
                     "Its neighbours can be attacked only by a carnivore with Ambush."),
}
TRAIT_SLUG: dict[str, str] = {name: row[0] for name, row in TRAITS.items()}
SLUG_TRAIT: dict[str, str] = {slug: name for name, slug in TRAIT_SLUG.items()}

# -- the deck (GAME-DATA.md, "The deck: 110 cards and their food values") -------------------
_SIX_A = [-3, -2, -1, 1, 2, 3]
_SIX_B = [1, 2, 3, 4, 4, 5]
_SIX_C = [1, 2, 3, 3, 4, 5]
_SIX_D = [2, 3, 4, 5, 6, 7]
DECK_TABLE: list[tuple[str, list[int]]] = [
    ("Carnivore", [0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6]),
    ("Ambush", _SIX_A),
    ("Pack Hunting", _SIX_A),
    ("Intelligence", [-2, -1, 4, 5, 6, 7]),
    ("Fat Tissue", [-1, 0, 3, 4, 4, 5]),
    ("Cooperation", [0, 3, 3, 4, 4, 5]),
    ("Burrowing", _SIX_B),
    ("Hard Shell", _SIX_B),
    ("Warning Call", _SIX_B),
    ("Climbing", _SIX_C),
    ("Horns", _SIX_C),
    ("Symbiosis", _SIX_C),
    ("Fertile", _SIX_D),
    ("Foraging", _SIX_D),
    ("Scavenger", _SIX_D),
    ("Defensive Herding", [3, 4, 5, 6, 7, 8]),
    ("Long Neck", [2, 3, 4, 7, 8, 9]),
]
#: card id → (trait, food value)
CARDS: list[tuple[str, int]] = [(trait, food) for trait, foods in DECK_TABLE for food in foods]

# -- limits (seed 004 and GAME-DATA.md, "Round details we follow") --------------------------
MAX_SIZE = 6             # body size and population
BASE_DRAW = 3            # cards received per round, plus 1 per species
TWO_PLAYER_REMOVED = 40  # cards removed from the deck at setup with 2 players
HORNS_COST = 1
HARD_SHELL_BONUS = 3
INTELLIGENCE_FOOD = 2

#: Intelligence may switch off the traits that act during another's attack: the defences,
#: Horns, Scavenger, Cooperation and Fat Tissue. Not Carnivore (switching it off "on every
#: species" would stop the very attack it is used for), nor traits that do nothing during this
#: attack (Long Neck, Fertile, Foraging, Intelligence) or only help the attacker (Ambush, Pack
#: Hunting): offering those would only lengthen the list.
NOT_NEGATABLE = {"Carnivore", "Long Neck", "Fertile", "Foraging", "Intelligence", "Ambush",
                 "Pack Hunting"}

#: Final scoring (seed 004, "End of the Game") and its tie-breakers.
CATEGORIES = ["food", "population", "traits"]
TIEBREAK = ("Ties are broken by the number of traits on surviving species, then by their total "
            "population; players still tied share the place.")


def max_traits(players: int) -> int:
    """Seed 004, "Playing cards": up to 3 traits per species, only 2 with 2 players."""
    return 2 if players == 2 else 3


def card_dict(card: int) -> dict[str, object]:
    """A card as the views show it."""
    trait, food = CARDS[card]
    return {"id": card, "trait": trait, "food": food}


CARD_LABELS: list[str] = [f"{trait} ({food:+d} food)" for trait, food in CARDS]


def card_label(card: int) -> str:
    return CARD_LABELS[card]
