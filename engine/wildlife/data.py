"""WildLife game data as tables (docs/wildlife-data.md; seeds 000, 001, 003).

Written once, here: organism charts, the deck, the supplies, the counts per player number.
"""

from __future__ import annotations

from engine.core import Msg, msg
from engine.wildlife.board import TERRAINS

#: Adaptation levels, weakest first (seed 000 "The Organism Charts").
LEVELS = ["none", "migrate", "expand", "attack"]
NONE, MIGRATE, EXPAND, ATTACK = 0, 1, 2, 3

# Organism charts (docs/wildlife-data.md, "Organism charts"): A attack, E expand, m migrate, - none.
# Columns in board.TERRAINS order: Forest, Desert, Savanna, Steppe, Mountains, Water.
_CHARTS = """
organism   colour       order  Forest Desert Savanna Steppe Mountains Water
Crocodile  blue         1      E      -      m       m      -         A
Snake      yellow       2      m      A      -       m      -         E
Eagle      brown        3      -      E      m       m      A         -
Bear       black        4      A      -      m       -      E         m
Mammoth    light-green  5      m      -      E       A      m         -
Man        orange       6      m      -      A       E      m         -
"""
_LEVEL_OF = {"-": NONE, "m": MIGRATE, "E": EXPAND, "A": ATTACK}


def _parse_charts() -> dict[str, dict]:
    lines = _CHARTS.strip().splitlines()
    terrains = lines[0].split()[3:]
    assert terrains == TERRAINS
    charts: dict[str, dict] = {}
    for line in lines[1:]:
        name, colour, order, *cells = line.split()
        charts[name] = {"colour": colour.replace("-", " "), "order": int(order),
                        "levels": {t: _LEVEL_OF[c] for t, c in zip(terrains, cells, strict=True)}}
    return charts


#: organism -> {"colour", "order" (1 = oldest, starts), "levels": {terrain: 0..3}}
ORGANISMS: dict[str, dict] = _parse_charts()
#: organisms oldest first (the start order of docs/wildlife-data.md)
ORGANISM_ORDER: list[str] = sorted(ORGANISMS, key=lambda o: ORGANISMS[o]["order"])

#: organism tiles per player, by player count (seed 000 "Set Up")
TILES_PER_PLAYER = {2: 30, 3: 30, 4: 25, 5: 21, 6: 18}
#: tiles each player places while seeding (seed 003 "Seeding the Board")
SEEDING_TILES = {2: 12, 3: 8, 4: 5, 5: 4, 6: 3}
#: seeding limit per area, all players together (docs/wildlife-data.md: seeds 000 and 001)
SEEDING_LIMIT_SMALL = 2
SEEDING_LIMIT_LARGE = 4
#: the food chits: 30 worth 1 and 18 worth 5 (seed 000 "Components", seed 001 "48 food chips")
FOOD_BANK = 30 * 1 + 18 * 5
START_FOOD = 8
START_FOOD_ORGANISM_AUCTION = 12  # variant 3 (seed 000 "General Variants")
HAND_SIZE = 10
CARDS_PER_TURN = 3
MIN_BID = 3
TWO_PLAYER_BID_CAP = 3          # seed 001 "Special rules for 2 players"
#: a bid may exceed the bidder's food by at most 6 (docs/wildlife-data.md, "Readings where the
#: texts disagree": bidding more food than one has)
MAX_BID_OVER_FOOD = 6
FOOD_PER_POINT = 3
MAX_OF_A_KIND = 2               # seed 000, the designer's correction
FOOD_ABILITY_POINTS = 2         # each Food ability card, on each own turn (docs/wildlife-data.md)

#: Event cards (seeds 000, 001; docs/wildlife-data.md, "Readings where the texts disagree")
FOOD_SOURCE_YOU = 7
FOOD_SOURCE_YOU_LAST = 10
FOOD_SOURCE_LAST = 3
FAMINE_FOOD = 5

#: Small scoring track, left to right (docs/wildlife-data.md, "Tracks, supplies and deck").
SMALL_SCORING_TRACK: list[int] = [3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5]
#: Taking the 4th, 8th or 11th marker triggers a big scoring after the turn (seeds 000, 001).
BIG_SCORING_MARKERS: set[int] = {4, 8, 11}
#: Big scoring order: areas, herds, adaptations, abilities, food (seed 001 "Major scoring").
CATEGORIES: list[str] = ["areas", "herds", "adaptations", "abilities", "food"]
#: Points of an area, alone: all spaces filled (large monopoly) or not (small monopoly).
LARGE_MONOPOLY = 5
SMALL_MONOPOLY = 4
#: Points by place, first place first; places beyond the table score nothing.
AREA_PLACE_POINTS: list[int] = [3, 2, 1]
HERD_PLACE_POINTS: list[int] = [10, 7, 5, 3, 1]
RANK_PLACE_POINTS: list[int] = [4, 2]  # adaptations, abilities, food
#: result() breakdown categories: where every success point came from (they sum to the score)
LEDGER = ["start", "small", "areas", "herds", "adaptations", "abilities", "food",
          "conversion", "food_ability", "losses"]
#: ``result()`` names each ledger category by its catalog key (the breakdown's keys, said by
#: the renderers in each language: words/locales/*/wildlife.ftl)
LEDGER_KEYS = {category: "wl-score-" + category.replace("_", "-") for category in LEDGER}
#: said in ``result()["tiebreak"]`` (seed 003 "Winning"), by its catalog key
TIEBREAK_KEY = "wl-tiebreak"

#: Adaptation tiles per terrain: [migrate, expand, attack] (seed 000 "Components")
ADAPTATION_TILES = [3, 4, 5]

ABILITIES = ["food", "intelligence", "mobility", "defense", "aggression"]
#: ability cards in the supply (seed 000 "Components"; 2 players: seed 000 "Two-Player Variant")
ABILITY_SUPPLY = {"food": 5, "intelligence": 4, "mobility": 3, "defense": 2, "aggression": 1}
ABILITY_SUPPLY_2P = {"food": 4, "intelligence": 3, "mobility": 2, "defense": 1, "aggression": 1}
#: card key -> (kind, terrain or None, symbol); the hand is kept in this order. A card's name
#: and text are the catalog messages ``wl-card`` and ``wl-card-text`` of its key.
CARD_TYPES: dict[str, tuple[str, str | None, str]] = {
    **{t.lower(): ("terrain", t, "terrain") for t in TERRAINS},
    "adaptation": ("adaptation", None, "wheel"),
    "ability": ("ability", None, "arrow"),
    "joker": ("joker", None, "lightning"),
    "food_source": ("event", None, "text"),
    "epidemic": ("event", None, "text"),
    "famine": ("event", None, "text"),
}
CARD_ORDER = {key: i for i, key in enumerate(CARD_TYPES)}
#: terrain card key -> its terrain ("forest" -> "Forest")
TERRAIN_OF_KEY = {t.lower(): t for t in TERRAINS}

#: the deck of 110 (docs/wildlife-data.md, "Tracks, supplies and deck"; 10 per terrain is ours)
DECK_COUNTS: dict[str, int] = {
    **{t.lower(): 10 for t in TERRAINS},
    "ability": 18, "adaptation": 15, "joker": 10,
    "food_source": 3, "epidemic": 2, "famine": 2,
}

def card_name(key: str) -> Msg:
    """A card's name (``wl-card``), e.g. "Forest", "Food Source"."""
    return msg("wl-card", card=key)


def card_dict(key: str) -> dict:
    """A card as the views show it: its key as ``code`` (the ``play:<code>`` of the commands),
    kind, terrain, symbol, and its name and rule text as messages (``wl-card``,
    ``wl-card-text``, selected by the key). The key is not called "key": a dict with a "key"
    is a message (``engine.core.is_msg``)."""
    kind, terrain, symbol = CARD_TYPES[key]
    return {"code": key, "kind": kind, "terrain": terrain, "symbol": symbol,
            "name": msg("wl-card", card=key), "text": msg("wl-card-text", card=key)}


def new_deck() -> list[str]:
    """The 110 card keys, unshuffled."""
    return [key for key, count in DECK_COUNTS.items() for _ in range(count)]


def sort_hand(hand: list[str]) -> list[str]:
    """Hands are kept in CARD_TYPES order, so the same hand always reads the same."""
    return sorted(hand, key=CARD_ORDER.__getitem__)
