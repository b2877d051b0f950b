"""Builders for Evolution positions: a fresh game whose plain-data fields are then set."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

import engine
from engine.evolution import flow
from engine.evolution.data import CARDS
from engine.evolution.state import EvolutionState


def take_card(st: EvolutionState, trait: str, food: int | None = None) -> int:
    """Take a card of ``trait`` (and ``food`` value) out of wherever it is in the deck or
    hands or discard, so the 110 cards stay 110."""
    for pile in [st.deck, st.removed, st.discard, *st.hands]:
        for card in pile:
            if CARDS[card][0] == trait and (food is None or CARDS[card][1] == food):
                pile.remove(card)
                return card
    raise LookupError(f"no free {trait} card")


def species(st: EvolutionState, body: int = 1, pop: int = 1, traits: tuple[str, ...] = (),
            food: int = 0, fat: int = 0) -> dict[str, Any]:
    cards = [take_card(st, t) for t in traits]
    sp = {"id": st.next_species, "body": body, "pop": pop, "food": food, "fat": fat,
          "traits": list(traits), "cards": cards, "used": []}
    st.next_species += 1
    return sp


def build(players: int = 3, *, rows: dict[int, list[dict[str, Any]]] | None = None,
          phase: str = "feed", hole: int = 0, turn: int = 0, first: int = 0,
          hands: dict[int, list[tuple[str, int | None]]] | None = None,
          hole_before: int = 0, auto: bool = True, seed: int = 1) -> EvolutionState:
    """A game with the given rows (seat → list of species kwargs), phase and hands.

    Seats not in ``rows`` keep one plain species. Hands default to the dealt ones; a hand
    given as (trait, food) pairs replaces the dealt one (those cards go back to the deck).
    ``auto``: let the rules pick the seat to act in "before" / "feed" (which may end the
    phase at once); without it, call ``flow.next_feeder(st, [], seat)`` yourself."""
    st = engine.new_game("evolution", [f"P{i}" for i in range(players)], seed=seed)
    assert isinstance(st, EvolutionState)
    st.events = []
    for seat, hand in (hands or {}).items():
        st.deck.extend(st.hands[seat])
        st.hands[seat] = sorted(take_card(st, t, f) for t, f in hand)
    for seat, specs in (rows or {}).items():
        st.discard.extend(c for sp in st.species[seat] for c in sp["cards"])
        st.species[seat] = [species(st, **spec) for spec in specs]
    st.phase = phase
    st.hole = hole
    st.first = first
    st.turn = turn
    st.food_cards = [None] * players
    st.acted = [False] * players
    st.passed = [False] * players
    st.pending = None
    if phase == "food":
        st.turn = None
    elif phase == "play":  # everyone's face-down food card, from the deck
        st.food_cards = [st.deck.pop() for _ in range(players)]
    if phase in ("before", "feed"):
        st.revealed = True
    st.hole_before = hole_before
    if phase == "before" and auto:
        flow.next_before(st, [])  # the seat to act as the rules pick it
    if phase == "feed" and auto:
        flow.next_feeder(st, [], turn)  # the seat to act as the rules pick it, from ``turn``
    return st


@pytest.fixture
def table() -> Callable[..., EvolutionState]:
    return build


def ids(st: EvolutionState, seat: int) -> list[int]:
    return [sp["id"] for sp in st.species[seat]]


@pytest.fixture
def codes() -> Callable[[EvolutionState, int], list[str]]:
    def _codes(st: EvolutionState, seat: int) -> list[str]:
        return [a.code for a in st.legal_actions(seat)]
    return _codes
