"""Game setup and components (seed file 002, "Game components", "Game setup", Leo)."""

from __future__ import annotations

from collections import Counter

import pytest

import engine
from engine.core import IllegalAction
from engine.wildcards.data import (
    REFILL,
    SPECIES,
    full_animal_deck,
    full_habitat_deck,
    make_change,
)


def new(n: int, **options):
    return engine.new_game("wildcards", [f"P{i}" for i in range(n)], options=options, seed=3)


def test_habitat_deck_has_46_cards_with_the_value_spread():
    """Components: 46 Habitat cards, values 1-4, 14 each of forest, savannah and mountains and 4
    wild cards; docs/wildcards.md, "Components": four 1s, four 2s, three 3s, three 4s per habitat,
    wild cards valued 1, 2, 3, 4."""
    deck = full_habitat_deck()
    assert len(deck) == 46
    by_habitat = Counter(k[0] for k in deck)
    assert by_habitat == {"F": 14, "S": 14, "M": 14, "W": 4}
    for letter in "FSM":
        assert Counter(k[1] for k in deck if k[0] == letter) == {"1": 4, "2": 4, "3": 3, "4": 3}
    assert sorted(k for k in deck if k[0] == "W") == ["W1", "W2", "W3", "W4"]


def test_animal_deck_has_7_of_each_species_with_natural_habitats():
    """Components: 42 Animal cards, 7 each; docs/wildcards.md, "Components" gives the natural
    habitats."""
    assert Counter(full_animal_deck()) == {s: 7 for s in SPECIES}
    assert SPECIES == {"peacock": "forest", "squirrel": "forest", "eagle": "mountains",
                       "ibex": "mountains", "lion": "savannah", "meerkat": "savannah"}


@pytest.mark.parametrize(("n", "leo", "removed"), [(3, False, 14), (4, False, 6), (5, False, 2),
                                                  (2, False, 14), (3, True, 6), (4, True, 2)])
def test_animal_cards_removed_by_player_count(n, leo, removed):
    """Setup step 4: remove 14, 6 or 2 Animal cards for 3, 4 or 5 players; with Leo, set up
    for one extra player."""
    s = new(n, leo=leo) if n in (3, 4) else new(n)
    assert len(s.removed) == removed
    assert len(s.animals) + len(s.display) == 42 - removed


def test_three_players_remove_one_of_each_species_first():
    """Setup step 4 note: with 3 players, remove 1 card of every species, then 8 at random."""
    for seed in range(10):
        s = engine.new_game("wildcards", ["a", "b", "c"], seed=seed)
        assert all(s.removed.count(species) >= 1 for species in SPECIES)


@pytest.mark.parametrize(("n", "leo", "size"), [(3, False, 2), (4, False, 3), (5, False, 4),
                                               (2, False, 2), (3, True, 3), (4, True, 4)])
def test_display_holds_one_card_fewer_than_players(n, leo, size):
    """Setup step 5: reveal 1 Animal card fewer than the number of players (Leo counts)."""
    s = new(n, leo=leo) if n in (3, 4) else new(n)
    assert len(s.display) == size


def test_each_player_gets_7_habitat_cards_and_a_refill_card():
    """Setup step 7: deal 7 Habitat cards and 1 Refill hand card to each player."""
    s = new(4)
    assert [len(h) for h in s.hands] == [7, 7, 7, 7]
    view = s.view(1)
    assert sum(1 for c in view["hand"] if c["refill"]) == 1
    assert all(p["hand_size"] == 8 for p in view["participants"])


def test_two_players_always_play_with_leo():
    """Leo: "In a 2-player game that's even a requirement"; set up for 3 players."""
    s = new(2)
    assert s.leo == 2 and s.participants == 3
    assert s.view(None)["participants"][2]["name"] == "Leo"


def test_leo_is_an_option_for_three_or_four_players_only():
    """Leo: "You can add virtual player Leo to a game with 2, 3, or 4 players"."""
    assert new(3).leo == -1 and new(3, leo=True).leo == 3
    assert new(4, leo=True).participants == 5
    with pytest.raises(IllegalAction):
        new(5, leo=True)


def test_leo_gets_a_pile_of_5_habitat_cards_and_a_refill_card():
    """Leo: "Leo will only be dealt 5 Habitat cards plus a Refill hand card", shuffled into a
    face-down pile; its bid, the top card, is placed at the round's start."""
    s = new(2)
    cards = s.leo_pile + s.placed[s.leo]
    assert len(cards) == 6 and cards.count(REFILL) == 1
    assert s.hands[s.leo] == []


def test_talisman_goes_to_the_chosen_or_a_random_player():
    """Setup step 9: decide who gets the Talisman card (never Leo)."""
    assert new(3, talisman_seat=2).talisman == 2
    holders = {engine.new_game("wildcards", ["a", "b"], seed=k).talisman for k in range(20)}
    assert holders == {0, 1}
    with pytest.raises(IllegalAction):
        new(3, talisman_seat=4)


def test_score_tokens_make_change():
    """Components: score tokens 1, 2, 4, 8; docs/wildcards.md, "Components": exact change is
    fine."""
    assert make_change(15) == {"8": 1, "4": 1, "2": 1, "1": 1}
    assert make_change(2) == {"2": 1}
    assert make_change(0) == {}
