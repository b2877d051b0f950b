"""Evolution's fixed data: the 17 traits and the 110-card deck (docs/evolution-traits.md).

Cards are numbered 0–109 in the order of the deck table below; ``CARDS[id]`` gives the card's
trait and its food value. Hands, the deck and the discard pile hold these ids.
"""

from __future__ import annotations

from engine.core import Msg, msg

# -- the 17 traits (docs/evolution-traits.md, "The 17 traits"; names as seed 004 lists them) --
#: trait name → (code slug, when it acts). The name is the trait's code in the state (stable:
#: stored games hold it); people read the catalogs' ``ev-trait-<slug>`` (the name) and
#: ``ev-trait-<slug>-text`` (the card text we follow), in words/locales/*/evolution.ftl.
TRAITS: dict[str, tuple[str, str]] = {
    "Carnivore": ("carnivore", "eating"),
    "Ambush": ("ambush", "attack"),
    "Burrowing": ("burrowing", "defence"),
    "Climbing": ("climbing", "defence"),
    "Cooperation": ("cooperation", "eating"),
    "Defensive Herding": ("herding", "defence"),
    "Fat Tissue": ("fat", "before eating"),
    "Fertile": ("fertile", "before eating"),
    "Foraging": ("foraging", "eating"),
    "Hard Shell": ("shell", "defence"),
    "Horns": ("horns", "defence"),
    "Intelligence": ("intelligence", "before eating / attack"),
    "Long Neck": ("longneck", "before eating"),
    "Pack Hunting": ("pack", "attack"),
    "Scavenger": ("scavenger", "eating"),
    "Symbiosis": ("symbiosis", "defence"),
    "Warning Call": ("warning", "defence"),
}
TRAIT_SLUG: dict[str, str] = {name: row[0] for name, row in TRAITS.items()}
SLUG_TRAIT: dict[str, str] = {slug: name for name, slug in TRAIT_SLUG.items()}

# -- the deck (docs/evolution-traits.md, "The deck") -------------------
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

# -- limits (seed 004 and docs/evolution-traits.md, "Round details we follow") -------------
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

#: Final scoring (seed 004, "End of the Game"): the result's categories (catalog keys, also
#: the keys of each row's breakdown) and its tie-breakers (a message).
FOOD, POPULATION, TRAIT_POINTS = "ev-cat-food", "ev-cat-population", "ev-cat-traits"
CATEGORIES = [FOOD, POPULATION, TRAIT_POINTS]
TIEBREAK: Msg = msg("ev-tiebreak")


def max_traits(players: int) -> int:
    """Seed 004, "Playing cards": up to 3 traits per species, only 2 with 2 players."""
    return 2 if players == 2 else 3


def card_dict(card: int) -> dict[str, object]:
    """A card as the views show it: its trait as a slug (the catalog names it)."""
    trait, food = CARDS[card]
    return {"id": card, "trait": TRAIT_SLUG[trait], "food": food}


def trait_name(trait: str) -> Msg:
    """A trait's name (a trait name of the state, or its slug) as a message."""
    return msg(f"ev-trait-{TRAIT_SLUG.get(trait, trait)}")


def signed(value: int) -> str:
    """A food value with its sign: "+3", "0", "-2"."""
    return f"{value:+d}" if value else "0"


def card_label(card: int) -> Msg:
    """A card for people: "Climbing (+3 food)"."""
    trait, food = CARDS[card]
    return msg("ev-card", trait=trait_name(trait), food=signed(food))
