"""Helpers for the WildLife rule tests: a game already in play with a board set by hand."""

from __future__ import annotations

import re
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import pytest

import engine
from engine.core import IllegalAction
from engine.wildlife import turn
from engine.wildlife.data import ORGANISMS, TILES_PER_PLAYER, sort_hand
from engine.wildlife.state import WildLifeState
from words import say

ORDER = ["Crocodile", "Snake", "Eagle", "Bear", "Mammoth", "Man"]


class Table:
    """Build a state in the play phase: organisms by seat, no tiles, chosen hands."""

    @staticmethod
    def new(n: int = 4, organisms: list[str] | None = None, seed: int = 0,
            options: dict[str, Any] | None = None, tiles: dict[str, int] | None = None,
            hands: list[list[str]] | None = None, start: int = 0) -> WildLifeState:
        st = engine.new_game("wildlife", [f"P{i}" for i in range(n)], options=options,
                             seed=seed)
        assert isinstance(st, WildLifeState)
        orgs = organisms or ORDER[:n]
        st.organisms = list(orgs)
        st.levels = [dict(ORGANISMS[o]["levels"]) for o in orgs]
        st.order = [(start + i) % n for i in range(n)]
        st.tiles = dict(tiles or {})
        st.supply = [TILES_PER_PLAYER[n] - sum(1 for o in st.tiles.values() if o == s)
                     for s in range(n)]
        st.points = [i + 1 for i in range(n)]
        st.seed_queue = []
        st.phase = "play"
        st.pending = None
        turn.start_turn(st, start, [])
        if hands is not None:
            for s, h in enumerate(hands):
                st.hands[s] = sort_hand(list(h))
        st.version += 1
        return st

    @staticmethod
    def codes(st: WildLifeState, seat: int | None = None) -> list[str]:
        seat = st.to_act()[0] if seat is None else seat
        return [a.code for a in st.legal_actions(seat)]

    @staticmethod
    def do(st: WildLifeState, *codes: str) -> list:
        """Apply codes, each by the seat that must act."""
        out = []
        for code in codes:
            out.extend(st.apply(st.to_act()[0], code))
        return out


@pytest.fixture
def table() -> type[Table]:
    return Table


@contextmanager
def refusal(pattern: str) -> Iterator[list[str]]:
    """Expect an IllegalAction whose reason, said in English, matches ``pattern`` (the
    engine gives a message, ``engine.core.msg``; its words are in the catalogs). Yields a
    list that holds the English text afterwards."""
    said: list[str] = []
    with pytest.raises(IllegalAction) as err:
        yield said
    said.append(say("en", err.value.msg))
    assert re.search(pattern, said[0]), said[0]


@pytest.fixture
def refused():
    """``with refused("words"): st.apply(…)``: see ``refusal``."""
    return refusal
