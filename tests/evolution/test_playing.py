"""Playing cards: seed 004, "Playing cards" and "Karte an ein Tier ausspielen";
docs/evolution-traits.md, "Round details we follow"."""

from __future__ import annotations

import json

import pytest

from engine import IllegalAction
from engine.evolution.data import CARDS
from words import say


def to_play(table, players=3, first=0, **kw):
    """A game in the playing phase, everyone's food card down, ``first`` to play."""
    st = table(players, phase="play", first=first, turn=first, **kw)
    return st


def card_of(st, seat, trait):
    return next(c for c in st.hands[seat] if CARDS[c][0] == trait)


def test_play_phase_follows_turn_order_from_the_first_player(table):
    """Seed 004: starting with the starting player, in clockwise order, each player gets
    their turn; after the last, the food cards are revealed (before eating)."""
    st = to_play(table, 3, first=1)
    order = []
    while st.phase == "play":
        order.append(st.turn)
        st.apply(st.turn, "end")
    assert order == [1, 2, 0]
    assert any(e["kind"] == "reveal" for e in st.events)


def test_a_player_may_play_as_many_cards_as_they_want(table, codes):
    """Seed 004: each player "can then play as many property cards as they want"; cards not
    played stay in hand."""
    st = to_play(table, 3, hands={0: [("Horns", 1), ("Horns", 2), ("Climbing", 3)]})
    sid = st.species[0][0]["id"]
    for _ in range(3):
        st.apply(0, f"card:{st.hands[0][0]}")
        st.apply(0, f"on:{sid}")
        st.apply(0, "pop")
    assert st.species[0][0]["pop"] == 4 and st.hands[0] == [] and st.turn == 0
    assert codes(st, 0) == ["end"]


def test_new_species_at_either_end(table):
    """Seed 004: a new species is placed to the left or right of the existing ones, never
    between them; it has body size 1 and population 1."""
    st = to_play(table, 3, rows={0: [{"body": 3}]},
                 hands={0: [("Horns", 1), ("Horns", 2)]})
    old = st.species[0][0]["id"]
    st.apply(0, f"card:{st.hands[0][0]}")
    st.apply(0, "new:left")
    st.apply(0, f"card:{st.hands[0][0]}")
    st.apply(0, "new:right")
    row = st.species[0]
    assert row[1]["id"] == old
    assert [(sp["body"], sp["pop"]) for sp in (row[0], row[2])] == [(1, 1), (1, 1)]


def test_body_size_and_population_plus_one_up_to_six(table, codes):
    """Seed 004: a card increases body size or population; round details: at most 6."""
    st = to_play(table, 3, rows={0: [{"body": 6, "pop": 5}]}, hands={0: [("Horns", 1)]})
    sid = st.species[0][0]["id"]
    st.apply(0, f"card:{st.hands[0][0]}")
    st.apply(0, f"on:{sid}")
    assert codes(st, 0) == ["pop", "trait", "cancel"]
    with pytest.raises(IllegalAction):
        st.apply(0, "body")
    st.apply(0, "pop")
    assert st.species[0][0]["pop"] == 6


def test_a_used_card_goes_to_the_discard_pile(table):
    """A card played as body size, population or new species is spent (discard pile)."""
    st = to_play(table, 3, hands={0: [("Horns", 1)]})
    card = st.hands[0][0]
    st.apply(0, f"card:{card}")
    st.apply(0, "new:right")
    assert st.discard[-1] == card


def test_trait_goes_on_the_species(table):
    """Seed 004: a card played as a property gives the species that trait."""
    st = to_play(table, 3, hands={0: [("Climbing", 3)]})
    sid = st.species[0][0]["id"]
    card = st.hands[0][0]
    st.apply(0, f"card:{card}")
    st.apply(0, f"on:{sid}")
    st.apply(0, "trait")
    assert st.species[0][0]["traits"] == ["Climbing"] and st.species[0][0]["cards"] == [card]


def test_no_trait_twice_on_one_species(table, codes):
    """Seed 004: a species cannot have the same property multiple times."""
    st = to_play(table, 3, rows={0: [{"traits": ("Climbing",)}]}, hands={0: [("Climbing", 1)]})
    st.apply(0, f"card:{st.hands[0][0]}")
    st.apply(0, f"on:{st.species[0][0]['id']}")
    assert "trait" not in codes(st, 0)


def test_full_species_replaces_a_trait_of_the_owners_choice(table, codes):
    """Seed 004: up to 3 properties; a new one on a full species replaces one of the existing
    ones (round details: the replaced card is discarded)."""
    st = to_play(table, 3, rows={0: [{"traits": ("Horns", "Climbing", "Burrowing")}]},
                 hands={0: [("Foraging", 2)]})
    sp = st.species[0][0]
    old_card = sp["cards"][1]
    st.apply(0, f"card:{st.hands[0][0]}")
    st.apply(0, f"on:{sp['id']}")
    st.apply(0, "trait")
    assert codes(st, 0) == ["replace:0", "replace:1", "replace:2", "cancel"]
    st.apply(0, "replace:1")
    assert st.species[0][0]["traits"] == ["Horns", "Burrowing", "Foraging"]
    assert st.discard[-1] == old_card


def test_two_players_two_traits_at_most(table, codes):
    """Seed 004: only 2 properties with 2 players."""
    st = to_play(table, 2, rows={0: [{"traits": ("Horns", "Climbing")}]},
                 hands={0: [("Foraging", 2)]})
    st.apply(0, f"card:{st.hands[0][0]}")
    st.apply(0, f"on:{st.species[0][0]['id']}")
    st.apply(0, "trait")
    assert codes(st, 0) == ["replace:0", "replace:1", "cancel"]


def test_replacing_fat_tissue_loses_the_fat(table):
    """The fat is stored on the Fat Tissue card (docs/evolution-traits.md); docs/evolution.md."""
    st = to_play(table, 2, rows={0: [{"body": 3, "traits": ("Fat Tissue", "Horns"), "fat": 2}]},
                 hands={0: [("Foraging", 2)]})
    st.apply(0, f"card:{st.hands[0][0]}")
    st.apply(0, f"on:{st.species[0][0]['id']}")
    st.apply(0, "trait")
    st.apply(0, "replace:0")
    assert st.species[0][0]["fat"] == 0


@pytest.mark.parametrize("steps", [["card"], ["card", "on"], ["card", "on", "trait"]])
def test_cancel_at_any_step_changes_nothing(table, steps):
    """Multi-part choices can be cancelled (engine contract); the card stays in hand."""
    st = to_play(table, 3, rows={0: [{"traits": ("Horns", "Climbing", "Burrowing")}]},
                 hands={0: [("Foraging", 2)]})
    before = st.to_json()
    st.log, st.version = [], 0
    codes_ = {"card": f"card:{st.hands[0][0]}", "on": f"on:{st.species[0][0]['id']}",
              "trait": "trait"}
    for step in steps:
        st.apply(0, codes_[step])
    st.apply(0, "cancel")
    now, then = json.loads(st.to_json()), json.loads(before)
    for key in ("hands", "species", "discard", "pending", "phase", "turn"):
        assert now[key] == then[key]


def test_identical_cards_are_offered_once(table, codes):
    """Two cards with the same trait and food value are the same choice (short lists)."""
    st = to_play(table, 3, hands={0: [("Horns", 3), ("Horns", 3), ("Horns", 4)]})
    assert len([c for c in codes(st, 0) if c.startswith("card:")]) == 2


def test_only_the_player_whose_turn_it_is_plays(table):
    st = to_play(table, 3, first=0)
    with pytest.raises(IllegalAction) as info:
        st.apply(1, "end")
    assert say("en", info.value.msg) == "It is P0's turn, not yours."


def test_the_food_card_phase_comes_first_and_leads_to_playing():
    """Seed 004: after receiving, everyone selects a food card; then cards are played."""
    import engine
    st = engine.new_game("evolution", ["a", "b", "c"], seed=5)
    assert st.phase == "food" and st.turn is None
    for seat in range(3):
        st.apply(seat, f"food:{st.hands[seat][0]}")
    assert st.phase == "play" and st.turn == st.first
    assert [len(h) for h in st.hands] == [3, 3, 3]


def test_a_player_with_no_cards_is_not_asked_for_a_food_card(table):
    """Simultaneous food phase: to_act lists only seats still able to choose."""
    st = table(3, phase="food")
    st.deck.extend(st.hands[1])
    st.hands[1] = []
    assert sorted(st.to_act()) == [0, 2]
    st.apply(0, f"food:{st.hands[0][0]}")
    st.apply(2, f"food:{st.hands[2][0]}")
    assert st.phase == "play"
