"""How the engine is put together: no import cycle inside a game's package or among the
engine's own modules, and the toy game stays out of ``engine.GAMES`` unless a test
registers it."""

from __future__ import annotations

from pathlib import Path

import pytest

import engine
from tests.support import toy
from tests.support.imports import find_cycle, module_graph

ENGINE = Path(engine.__file__).parent
PACKAGES = sorted(p.parent.name for p in ENGINE.glob("*/__init__.py"))


@pytest.mark.parametrize("package", PACKAGES)
def test_no_import_cycle_inside_a_game_package(package: str) -> None:
    graph = module_graph(ENGINE / package, f"engine.{package}")
    assert len(graph) > 3
    assert find_cycle(graph) == []


def test_no_import_cycle_among_the_engine_modules() -> None:
    assert find_cycle(module_graph(ENGINE, "engine")) == []


def test_the_cycle_finder_finds_a_cycle() -> None:
    assert find_cycle({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": set()}) == ["a", "b", "c", "a"]
    assert find_cycle({"a": {"b"}, "b": set()}) == []


def test_the_toy_game_is_registered_only_while_asked() -> None:
    assert toy.NAME not in engine.GAMES
    with toy.registered():
        state = engine.new_game(toy.NAME, ["Ann", "Bob"], options={"double_last": True})
        assert engine.GAMES[toy.NAME].title == "Toy" and state.to_act() == [0, 1]
    assert toy.NAME not in engine.GAMES
