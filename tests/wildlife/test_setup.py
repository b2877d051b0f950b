"""Set-up and seeding (seed 000 "Set Up", "Seeding Restrictions"; seed 001 "Preparation";
seed 003 "Seeding the Board"; docs/wildlife-data.md, "Tracks, supplies and deck")."""

from __future__ import annotations

from collections import Counter

import engine
from engine.wildlife import setup
from engine.wildlife.board import AREAS, SPACE_AREA, area_is_large
from engine.wildlife.data import DECK_COUNTS, ORGANISMS, new_deck
from engine.wildlife.moves import SPACE_TERRAIN


def _game(n: int, seed: int = 0, **options: bool) -> engine.State:
    return engine.new_game("wildlife", [f"P{i}" for i in range(n)], seed=seed,
                           options=options)


def test_tiles_per_player_by_count() -> None:
    """Seed 000 "Set Up": 30 tiles with 2-3 players, 25 with 4, 21 with 5, 18 with 6."""
    for n, tiles in {2: 30, 3: 30, 4: 25, 5: 21, 6: 18}.items():
        assert _game(n).supply == [tiles] * n


def test_start_food_8_and_hands_of_10() -> None:
    """Seed 000 "Set Up": 8 food each, 10 Wildlife cards dealt, the rest is the deck."""
    st = _game(5)
    assert st.food == [8] * 5
    assert all(len(h) == 10 for h in st.hands)
    assert len(st.deck) == 110 - 50


def test_deck_of_110_cards_exactly() -> None:
    """Seed 000 "Components" / docs/wildlife-data.md: 60 terrain (10 each), 18 ability, 15
    adaptation, 10 joker, 3 Food Source, 2 Epidemic, 2 Famine."""
    deck = Counter(new_deck())
    assert sum(deck.values()) == 110
    assert deck == Counter(DECK_COUNTS)
    assert sum(deck[t] for t in ("forest", "desert", "savanna", "steppe", "mountains",
                                 "water")) == 60
    assert (deck["ability"], deck["adaptation"], deck["joker"]) == (18, 15, 10)
    assert (deck["food_source"], deck["epidemic"], deck["famine"]) == (3, 2, 2)
    st = _game(3)
    assert Counter(st.deck + [c for h in st.hands for c in h]) == Counter(DECK_COUNTS)


def test_start_player_is_oldest_organism_and_success_track_start() -> None:
    """Seed 000 "Set Up": the oldest organism starts; success pawns on 1, 2, 3… clockwise."""
    for seed in range(10):
        st = _game(4, seed)
        ages = [ORGANISMS[o]["order"] for o in st.organisms]
        start = ages.index(min(ages))
        assert st.order[0] == start and st.turn == start
        assert st.order == [(start + i) % 4 for i in range(4)]
        for i, s in enumerate(st.order):
            assert st.points[s] == i + 1


def test_ability_supply_full_and_two_player() -> None:
    """Seed 000 "Components": 5 Food, 4 Intelligence, 3 Mobility, 2 Defense, 1 Aggression;
    "Two-Player Variant": one less of each stack of two or more (1-1-2-3-4)."""
    assert _game(3).ability_supply == {"food": 5, "intelligence": 4, "mobility": 3,
                                       "defense": 2, "aggression": 1}
    assert sorted(_game(2).ability_supply.values()) == [1, 1, 2, 3, 4]


def test_seeding_tiles_per_player_count_in_turn_order() -> None:
    """Seed 003 "Seeding the Board": 12/8/5/4/3 tiles each; seed 001: one tile each in turn
    order, round after round."""
    for n, count in {2: 12, 3: 8, 4: 5, 5: 4, 6: 3}.items():
        st = _game(n, seed=n)
        assert st.phase == "seeding"
        assert st.seed_queue == st.order * count
        seeders = []
        while st.phase == "seeding":
            seat = st.to_act()[0]
            seeders.append(seat)
            st.apply(seat, st.legal_actions(seat)[-1].code)
        assert seeders == st.order * count
        assert Counter(st.tiles.values()) == {s: count for s in range(n)}
        assert st.phase == "play" and st.to_act() == [st.order[0]]


def test_seeding_no_action_terrain_is_banned() -> None:
    """Seed 000 "Seeding Restrictions": no tile in a terrain marked "No Action"."""
    st = _game(4, seed=3)
    for _ in range(20):
        seat = st.to_act()[0]
        spaces = [a.code.split(":")[1] for a in st.legal_actions(seat)]
        levels = ORGANISMS[st.organisms[seat]]["levels"]
        assert spaces
        for space in spaces:
            assert levels[SPACE_TERRAIN[space]] >= 1 and space not in st.tiles
        none_terrain = [t for t, v in levels.items() if v == 0]
        assert not [s for s in spaces if SPACE_TERRAIN[s] in none_terrain]
        st.apply(seat, f"seed:{spaces[0]}")


def test_seeding_area_limits_small_2_large_4_in_total() -> None:
    """Seeds 000/001 (docs/wildlife-data.md reading): at most 2 tiles in all in a small area, 4 in a
    large one, whoever places them."""
    for seed in range(6):
        st = _game(2, seed)
        while st.phase == "seeding":
            seat = st.to_act()[0]
            st.apply(seat, st.legal_actions(seat)[0].code)   # fill the first areas first
        counts = Counter(SPACE_AREA[s] for s in st.tiles)
        for area, c in counts.items():
            assert c <= (4 if area_is_large(area) else 2), area
        assert max(counts.values()) >= 2
    st = _game(3, 1)
    area = "f"
    st.tiles = {AREAS[area][0]: 1, AREAS[area][1]: 2}
    for seat in range(3):
        assert not [s for s in setup.seeding_spaces(st, seat) if SPACE_AREA[s] == area]


def test_organism_charts_one_attack_one_expand_two_migrate_two_none() -> None:
    """docs/wildlife-data.md, "Organism charts": every organism has one A (home), one E, two m and
    two "No Action"; seed 000's Man: migrate forest and mountains, expand steppe, attack savanna,
    nothing in desert and water; the start order is Crocodile … Man."""
    for org, chart in ORGANISMS.items():
        assert sorted(chart["levels"].values()) == [0, 0, 1, 1, 2, 3], org
    assert ORGANISMS["Man"]["levels"] == {"Forest": 1, "Desert": 0, "Savanna": 3,
                                          "Steppe": 2, "Mountains": 1, "Water": 0}
    assert ORGANISMS["Mammoth"]["levels"]["Steppe"] == 3      # seed 000 attack example
    assert ORGANISMS["Mammoth"]["levels"]["Savanna"] == 2     # seed 000 expand example
    order = sorted(ORGANISMS, key=lambda o: ORGANISMS[o]["order"])
    assert order == ["Crocodile", "Snake", "Eagle", "Bear", "Mammoth", "Man"]
