"""Helpers for Wild Cards rule tests: a table set up exactly as a test needs it."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from contextlib import AbstractContextManager, contextmanager
from typing import Any

import pytest

import engine
from engine.core import IllegalAction
from engine.wildcards.state import WildCardsState
from words import say

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


def said(messages: list[Any]) -> list[str]:
    """Messages (a view's events, say) as English text: what the rule tests read."""
    return [say("en", m) for m in messages]


@contextmanager
def refused(pattern: str) -> Iterator[None]:
    """Like ``pytest.raises(IllegalAction, match=pattern)``, on the refusal said in English
    (an ``IllegalAction`` carries a message, not a sentence)."""
    with pytest.raises(IllegalAction) as caught:
        yield
    text = say("en", caught.value.msg)
    assert re.search(pattern, text), text


@pytest.fixture(name="said")
def said_fixture() -> Callable[[list[Any]], list[str]]:
    return said


@pytest.fixture(name="refused")
def refused_fixture() -> Callable[[str], AbstractContextManager[None]]:
    return refused
