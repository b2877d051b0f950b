"""Species as plain dicts, and how food lands on them.

A species is ``{"id": int, "body": int, "pop": int, "food": int, "fat": int,
"traits": [trait names], "cards": [card ids, parallel to traits], "used": [trait names]}``:
``food`` is food eaten this round, ``fat`` the food stored by Fat Tissue (kept between rounds,
never scored), ``used`` the before-eating traits already used this round. A player's row is a
list of species, left to right; "right" of a species is the next one in the list.
"""

from __future__ import annotations

from typing import Any

from engine.core import Msg, msg

Species = dict[str, Any]


def species_of(players: list[str], seat: int, index: int) -> Msg:
    """"P1's species 2": a species for people, by its owner and its place in the row."""
    return msg("ev-species-of", player=players[seat], n=index + 1)


def new_species(sid: int) -> Species:
    """Seed 004, "Object of the Game"/docs/evolution-traits.md: a new species has body size 1,
    population 1."""
    return {"id": sid, "body": 1, "pop": 1, "food": 0, "fat": 0, "traits": [], "cards": [],
            "used": []}


def has(sp: Species, trait: str, off: str | None = None) -> bool:
    """Does the species have ``trait``, unless Intelligence switched it ``off`` for an attack?"""
    return trait != off and trait in sp["traits"]


def is_carnivore(sp: Species) -> bool:
    return "Carnivore" in sp["traits"]


def hungry(sp: Species) -> bool:
    """Seed 004, "Eating": hungry until its food equals its population."""
    return sp["food"] < sp["pop"]


def fat_room(sp: Species, off: str | None = None) -> int:
    """How much fat a fed Fat Tissue species may still store (up to its body size)."""
    if not has(sp, "Fat Tissue", off):
        return 0
    return max(0, sp["body"] - sp["fat"])


def room(sp: Species, off: str | None = None) -> int:
    """How much food the species can still take: hunger first, then fat."""
    return max(0, sp["pop"] - sp["food"]) + fat_room(sp, off)


def can_take_plant(sp: Species, off: str | None = None) -> bool:
    """docs/evolution-traits.md, Carnivore: a carnivore never eats plant food, by no means."""
    return not is_carnivore(sp) and room(sp, off) > 0


def find(rows: list[list[Species]], sid: int) -> tuple[int, int]:
    """(owner seat, index in the row) of species ``sid``; raises KeyError when gone."""
    for seat, row in enumerate(rows):
        for i, sp in enumerate(row):
            if sp["id"] == sid:
                return seat, i
    raise KeyError(sid)
