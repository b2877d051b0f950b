"""Wild Cards game data as tables (rulebook "Game components"; docs/wildcards.md, "Components").

Habitat cards are identified by their *kind*, a two-letter code: habitat letter + value
("F3" = forest 3, "W2" = wild card 2). Cards of one kind are indistinguishable on the table,
so hands are lists of kinds. "R" is the Refill hand card. Animal cards are their species name.
"""

from __future__ import annotations

from typing import Any

from engine.core import Msg, msg

GAME = "wildcards"
TITLE = "Wild Cards"

HABITATS: dict[str, str] = {"F": "forest", "S": "savannah", "M": "mountains", "W": "wild"}
"""Habitat letter -> name. "wild" (the rainbow) always counts as the animal's habitat."""

REFILL = "R"

# docs/wildcards.md, "Components": per habitat four 1s, four 2s, three 3s, three 4s (14 each);
# wild 1, 2, 3, 4.
HABITAT_DECK: dict[str, int] = {
    "F1": 4, "F2": 4, "F3": 3, "F4": 3,
    "S1": 4, "S2": 4, "S3": 3, "S4": 3,
    "M1": 4, "M2": 4, "M3": 3, "M4": 3,
    "W1": 1, "W2": 1, "W3": 1, "W4": 1,
}

# Rulebook "Game components": 7 of each; docs/wildcards.md, "Components" gives the natural habitats.
SPECIES: dict[str, str] = {
    "peacock": "forest",
    "squirrel": "forest",
    "eagle": "mountains",
    "ibex": "mountains",
    "lion": "savannah",
    "meerkat": "savannah",
}
ANIMALS_PER_SPECIES = 7

#: Each leader's power, as the catalogs say it (``wc-power-peacock``…, words/locales).
LEADER_POWERS: dict[str, str] = {s: f"wc-power-{s}" for s in SPECIES}
LEADER_POINTS: dict[str, int] = {s: (3 if s == "peacock" else 1) for s in SPECIES}

# Setup step 4: animal cards removed by number of participants (3, 4, 5); Leo counts.
REMOVED_ANIMALS: dict[int, int] = {3: 14, 4: 6, 5: 2}
START_HAND = 7          # setup step 7
HAND_LIMIT = 10         # "never more than 10 Habitat cards"
REFILL_TO = 7           # phase 2
SQUIRREL_REFILL_TO = 10  # squirrel leader
DECLINE_DRAW = 2        # phase 3, "draw 2 cards"
NATURAL_BONUS = 2       # phase 3, "Extra points for natural habitats"
LEO_PILE = 5            # Leo: 5 Habitat cards plus a Refill card
TOKEN_VALUES = (8, 4, 2, 1)
#: Final scoring's categories ("Final scoring"), in the result's breakdown: catalog keys (the
#: result picture says them in each reader's language)
CATEGORIES = ["wc-cat-best", "wc-cat-second", "wc-cat-leaders", "wc-cat-tokens"]
TOKEN_SUPPLY: dict[int, int] = {1: 15, 2: 4, 4: 4, 8: 2}
"""The box's 25 tokens; the engine keeps points and makes change (docs/wildcards.md,
"Components")."""


def value(kind: str) -> int:
    """A bid's value: the number on the card; the Refill card bids nothing."""
    return 0 if kind == REFILL else int(kind[1])


def habitat(kind: str) -> str:
    return "refill" if kind == REFILL else HABITATS[kind[0]]


def card_name(kind: str) -> Msg:
    """A card's name for people, as a message: "Forest 3", "Wild 2", "Refill card" in English
    (``wc-card``, ``wc-card-refill``); a fresh one each time (a view is plain data)."""
    if kind == REFILL:
        return msg("wc-card-refill")
    return msg("wc-card", habitat=HABITATS[kind[0]], value=int(kind[1]))


def card_dict(kind: str) -> dict[str, Any]:
    """The view's form of a hand card."""
    return {"code": kind, "habitat": habitat(kind), "value": value(kind), "name": card_name(kind),
            "refill": kind == REFILL}


def fits(kind: str, species: str) -> bool:
    """Whether a bid/payment card counts as the animal's natural habitat (wild cards always)."""
    return kind[0] == "W" or HABITATS.get(kind[0]) == SPECIES[species]


def full_habitat_deck() -> list[str]:
    return [kind for kind, count in HABITAT_DECK.items() for _ in range(count)]


def full_animal_deck() -> list[str]:
    return [s for s in SPECIES for _ in range(ANIMALS_PER_SPECIES)]


def make_change(points: int) -> dict[str, int]:
    """Score tokens worth ``points``, largest first (exact change is fine, docs/wildcards.md,
    "Components")."""
    tokens: dict[str, int] = {}
    for v in TOKEN_VALUES:
        count, points = divmod(points, v)
        if count:
            tokens[str(v)] = count
    return tokens
