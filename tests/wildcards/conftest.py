"""Helpers for Wild Cards rule tests: a table set up exactly as a test needs it."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

import engine
from engine.wildcards.state import WildCardsState

NAMES = ["Nathan", "Milú", "Amélie", "Lara", "Bo"]


def make_table(n: int = 3, *, leo: bool = False, seed: int = 0, talisman: int = 0,
               hands: list[list[str]] | None = None, display: list[str] | None = None,
               deck: list[str] | None = None, leaders: dict[str, int | None] | None = None,
               collections: list[dict[str, int]] | None = None,
               leo_pile: list[str] | None = None, leo_bid: str | None = None,
               animals: list[str] | None = None) -> WildCardsState:
    """A fresh game in round 1, phase 1, with the given parts replaced. Decks draw from the
    end of their list."""
    options: dict[str, Any] = {"talisman_seat": talisman}
    if leo and n > 2:
        options["leo"] = True
    state = engine.new_game("wildcards", NAMES[:n], options=options, seed=seed)
    assert isinstance(state, WildCardsState)
    if hands is not None:
        for seat, hand in enumerate(hands):
            state.hands[seat] = sorted(hand)
    if display is not None:
        state.display = list(display)
    if deck is not None:
        state.deck = list(deck)
    if animals is not None:
        state.animals = list(animals)
    if leaders:
        state.leaders.update(leaders)
    if collections is not None:
        for who, counts in enumerate(collections):
            state.collections[who].update(counts)
    if state.leo >= 0:
        if leo_pile is not None:
            state.leo_pile = list(leo_pile)
        if leo_bid is not None:
            state.placed[state.leo] = [leo_bid]
    return state


def play(state: WildCardsState, *moves: tuple[int, str]) -> list[engine.Event]:
    """Apply (seat, code) moves in order; returns all events."""
    events: list[engine.Event] = []
    for seat, code in moves:
        events += state.apply(seat, code)
    return events


@pytest.fixture
def table() -> Callable[..., WildCardsState]:
    return make_table


@pytest.fixture(name="play")
def play_fixture() -> Callable[..., list[engine.Event]]:
    return play
