"""Refused actions say why in a sentence a player understands (engine contract;
docs/playing.md, "Everywhere": one ephemeral sentence that says why and what is possible
instead)."""

from __future__ import annotations

import pytest

from engine import IllegalAction
from engine.evolution.data import CARDS
from words import say

ANCHOR = {"body": 6, "pop": 6, "traits": ("Carnivore",)}


def refused(st, seat, code) -> str:
    before = st.to_json()
    with pytest.raises(IllegalAction) as info:
        st.apply(seat, code)
    assert st.to_json() == before
    text = say("en", info.value.msg)
    assert text[0].isupper() and text.endswith(".") and ":" not in text.split()[0]
    return text


def test_pass_refused_while_a_species_must_eat(table):
    """Seed 004: the players must always feed one of their species."""
    st = table(2, hole=3, rows={0: [{"pop": 2}], 1: [ANCHOR]})
    assert "cannot stop feeding" in refused(st, 0, "pass")


def test_prey_refusals_name_the_protection(table):
    """the defences: the refusal names the trait that protects the prey."""
    st = table(2, rows={0: [{"body": 3, "pop": 1, "traits": ("Carnivore",)}],
                        1: [{"body": 1, "traits": ("Climbing",)}, {"body": 5},
                            {"body": 1, "pop": 2, "traits": ("Defensive Herding",)},
                            {"body": 1}, ANCHOR]})
    st.apply(0, f"feed:{st.species[0][0]['id']}")
    climber, big, herd = (sp["id"] for sp in st.species[1][:3])
    assert "Climbing" in refused(st, 0, f"prey:{climber}")
    assert "not larger" in refused(st, 0, f"prey:{big}")
    assert "Defensive Herding" in refused(st, 0, f"prey:{herd}")
    assert "itself" in refused(st, 0, f"prey:{st.species[0][0]['id']}")


def test_play_refusals(table):
    """Seed 004, "Playing cards": size and population at most 6, no trait twice."""
    st = table(3, phase="play", rows={0: [{"body": 6, "pop": 6, "traits": ("Horns",)}]},
               hands={0: [("Horns", 1), ("Climbing", 2)]})
    horns = next(c for c in st.hands[0] if CARDS[c][0] == "Horns")
    assert "not in your hand" in refused(st, 0, "card:999")
    st.apply(0, f"card:{horns}")
    assert "nothing more" in refused(st, 0, f"on:{st.species[0][0]['id']}")
    assert "own species" in refused(st, 0, f"on:{st.species[1][0]['id']}")


def test_before_eating_refusals(table):
    """Fertile and Long Neck: the refusal gives the missing condition."""
    st = table(2, phase="before", hole=4, hole_before=0,
               rows={0: [{"pop": 2, "traits": ("Fertile", "Long Neck")}]})
    sid = st.species[0][0]["id"]
    assert "before the food cards" in refused(st, 0, f"fertile:{sid}")
    st.apply(0, f"longneck:{sid}")
    assert "once a round" in refused(st, 0, f"longneck:{sid}")


def test_others_are_told_whose_turn_it_is(table):
    st = table(3, phase="play")
    assert "P0's turn" in refused(st, 1, "end")


def test_feeding_refusals(table):
    """Seed 004: carnivores never eat plant food; an empty watering hole feeds nobody."""
    st = table(2, hole=0, rows={0: [{"body": 1, "pop": 2, "traits": ("Carnivore",)},
                                    {"body": 2, "pop": 2, "traits": ("Carnivore",)}],
                                1: [{"body": 1, "pop": 2}, ANCHOR]})
    assert "no species it can attack" in refused(st, 0, f"feed:{st.species[0][0]['id']}")
    assert "own species" in refused(st, 0, f"feed:{st.species[1][0]['id']}")


PROBES = ["pass", "end", "done", "cancel", "intel", "body", "pop", "trait", "new:left",
          "replace:5", "off:climbing", "off:nonsense", "food:0", "card:0", "discard:0",
          "on:1", "feed:1", "prey:1", "prey:999", "fat:1", "fat:1:9", "fertile:1",
          "longneck:x", "garbage", "feed:"]


@pytest.mark.parametrize("n", [2, 4])
def test_every_refusal_is_a_sentence(n):
    """Any code that is not legal, at any moment of a random game, is refused with a sentence
    (never a crash) and the state is untouched."""
    import engine
    from engine.core import Rng
    st = engine.new_game("evolution", [f"P{i}" for i in range(n)], seed=n)
    rng = Rng(n)
    while not st.is_over():
        seat = st.to_act()[0]
        legal = {a.code for a in st.legal_actions(seat)}
        before = st.to_json()
        for probe in PROBES:
            if probe not in legal:
                with pytest.raises(IllegalAction) as info:
                    st.apply(seat, probe)
                text = say("en", info.value.msg)
                assert text[0].isupper() and text.endswith("."), (probe, text)
        assert st.to_json() == before
        st.apply(seat, rng.choice(st.legal_actions(seat)))
