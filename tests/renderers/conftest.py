"""Positions for the renderer tests: random games of every title, player count and the variants
that change what the table shows (WildLife's organism auction, Wild Cards' Leo), sampled at
every situation they pass through (phase, and for WildLife the pending decision).

Random play reaches every phase quickly; one game per configuration, cached for the session,
keeps the folder inside its time budget.
"""

from __future__ import annotations

import re
from functools import cache
from pathlib import Path
from typing import Any

import pytest

import engine
import renderers
from engine.players import RandomPlayer

#: a catalog message a renderer names: ``tr(lang, "wl-pic-title"``
WRITTEN_KEY = re.compile(r'\btr\(lang, "([a-z0-9-]+)"')


def written_keys(game: str) -> set[str]:
    """The catalog keys written in the game's renderer package (``renderers/<game>/``): every
    word a picture draws is said with ``tr``, by key."""
    folder = Path(renderers.__file__).parent / game
    keys: set[str] = set()
    for path in sorted(folder.glob("*.py")):
        keys |= set(WRITTEN_KEY.findall(path.read_text(encoding="utf-8")))
    return keys

#: (game, players, options) — every player count of every title, plus the variants
CONFIGS: list[tuple[str, int, tuple[tuple[str, Any], ...]]] = [
    *[("wildlife", n, ()) for n in range(2, 7)],
    ("wildlife", 3, (("organism_auction", True),)),
    ("wildcards", 2, (("leo", True),)),
    *[("wildcards", n, ()) for n in range(3, 6)],
    ("wildcards", 4, (("leo", True),)),
    *[("evolution", n, ()) for n in range(2, 6)],
]


def config_id(config: tuple[str, int, tuple[tuple[str, Any], ...]]) -> str:
    game, n, options = config
    return f"{game}-{n}p" + "".join(f"-{k}" for k, _ in options)


def situation(view: dict[str, Any]) -> tuple[Any, ...]:
    """What makes a position look different: the phase, and WildLife's pending decision,
    auction and last action."""
    pending = view.get("pending") if isinstance(view.get("pending"), dict) else None
    return (view.get("phase"), (pending or {}).get("kind"), bool(view.get("auction")),
            bool(any((view.get("last") or {}).values())))


@cache
def positions(game: str, players: int, options: tuple[tuple[str, Any], ...],
              seed: int = 1) -> tuple[engine.State, list[tuple[dict[str, Any], int,
                                                             dict[str, Any]]]]:
    """(final state, [(spectator view, seat to act, that seat's view)]) — the first position of
    every situation met in one random game."""
    names = [f"Player {i + 1}" if i % 2 else f"A rather long player name {i + 1}"
             for i in range(players)]
    state = engine.new_game(game, names, options=dict(options), seed=seed)
    ai = RandomPlayer(seed)
    seen: set[tuple[Any, ...]] = set()
    out = []
    while not state.is_over():
        seat = state.to_act()[0]
        view = state.view(None)
        key = situation(view)
        if key not in seen:
            seen.add(key)
            out.append((view, seat, state.view(seat)))
        state.apply(seat, ai.choose(state, seat))
    out.append((state.view(None), 0, state.view(0)))
    return state, out


Found = tuple[str, engine.State, list[tuple[dict[str, Any], int, dict[str, Any]]]]


@pytest.fixture(params=CONFIGS, ids=[config_id(c) for c in CONFIGS])
def found(request: pytest.FixtureRequest) -> Found:
    """(game, final state, positions) of one configuration."""
    game, players, options = request.param
    state, out = positions(game, players, options)
    return game, state, out


@pytest.fixture(scope="session")
def wildlife_positions() -> list[tuple[dict[str, Any], int, dict[str, Any]]]:
    """Positions of 4-player WildLife games, for the map checks."""
    out = []
    for seed in (1, 2):
        out += positions("wildlife", 4, (), seed)[1]
    return out


@pytest.fixture(scope="session")
def positions_of():  # noqa: ANN201 - returns the cached function itself
    """``positions`` for tests that need one particular configuration."""
    return positions
