"""Set-up and the deck: seed 004 ("Starting The Game", "Game Material", "Receiving cards")
and docs/evolution-traits.md ("The deck", "Round details we follow")."""

from __future__ import annotations

from collections import Counter

import pytest

import engine
from engine import IllegalAction
from engine.evolution.data import CARDS, DECK_TABLE, TRAITS, max_traits


def new(n: int, seed: int = 0):
    return engine.new_game("evolution", [f"P{i}" for i in range(n)], seed=seed)


def test_the_deck_has_110_cards_14_carnivores_and_16_traits_six_times():
    """Seed 004, "Game Material": 110 cards, 14 carnivores, the other 16 six times each."""
    counts = Counter(trait for trait, _ in CARDS)
    assert len(CARDS) == 110
    assert counts.pop("Carnivore") == 14
    assert len(counts) == 16 and set(counts.values()) == {6}


def test_seventeen_traits_each_in_the_deck():
    """Seed 004 names 17 properties; docs/evolution-traits.md gives each a text."""
    assert len(TRAITS) == 17
    assert {t for t, _ in DECK_TABLE} == set(TRAITS)


def test_food_values_between_minus_3_and_plus_9():
    """Seed 004, "Game Material": food values between −3 and +9 (docs/evolution-traits.md, "The
    deck")."""
    foods = [f for _, f in CARDS]
    assert min(foods) == -3 and max(foods) == 9
    assert sorted(f for t, f in CARDS if t == "Long Neck") == [2, 3, 4, 7, 8, 9]
    assert sorted(f for t, f in CARDS if t == "Intelligence") == [-2, -1, 4, 5, 6, 7]


@pytest.mark.parametrize("n", [2, 3, 4, 5])
def test_two_to_five_players(n):
    """Seed 004, "Starting The Game": 2–5 players."""
    assert new(n).players == [f"P{i}" for i in range(n)]


@pytest.mark.parametrize("n", [1, 6])
def test_other_player_counts_are_refused(n):
    with pytest.raises(IllegalAction):
        new(n)


@pytest.mark.parametrize("n", [2, 3, 4, 5])
def test_each_player_starts_with_one_species_of_size_1_population_1(n):
    """Round details: one species each, body size 1, population 1."""
    st = new(n)
    for row in st.species:
        assert [(sp["body"], sp["pop"], sp["traits"]) for sp in row] == [(1, 1, [])]


@pytest.mark.parametrize("n", [2, 3, 4, 5])
def test_first_round_deals_3_plus_1_per_species(n):
    """Seed 004, "Receiving cards": 3 cards plus 1 more for each species owned."""
    st = new(n)
    assert [len(h) for h in st.hands] == [4] * n
    removed = 40 if n == 2 else 0
    assert len(st.deck) == 110 - removed - 4 * n


def test_two_players_remove_40_cards():
    """Round details: with 2 players, 40 random cards are removed."""
    a, b = new(2, 1), new(2, 2)
    assert len(a.removed) == len(b.removed) == 40
    assert sorted(a.removed) != sorted(b.removed)
    assert new(3).removed == []


def test_at_most_2_traits_with_2_players_else_3():
    """Seed 004, "Playing cards": up to 3 properties, only 2 with 2 players."""
    assert max_traits(2) == 2
    assert [max_traits(n) for n in (3, 4, 5)] == [3, 3, 3]
    assert new(2).view(None)["max_traits"] == 2


def test_first_player_is_random():
    """Round details: the first player is chosen at random."""
    assert {new(4, seed).first for seed in range(40)} == {0, 1, 2, 3}


def test_game_is_registered():
    info = engine.GAMES["evolution"]
    assert (info.title, info.min_players, info.max_players) == ("Evolution", 2, 5)


def test_the_deck_is_shuffled_by_the_seed():
    assert new(3, 1).deck != new(3, 2).deck
    assert new(3, 1).to_json() == new(3, 1).to_json()
