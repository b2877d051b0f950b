"""The bot layer's shape (docs/design.md, "The bot's design"): no import cycle in bot/,
no module far over 400 lines, and no generic module that names a game (game knowledge lives in
bot/core/games/)."""

from __future__ import annotations

import ast
import re
from functools import cache
from pathlib import Path

import engine
from tests.support.imports import find_cycle, module_graph

BOT = Path(__file__).resolve().parents[2] / "bot"


def modules() -> dict[str, Path]:
    out = {}
    for path in BOT.rglob("*.py"):
        parts = path.relative_to(BOT.parent).with_suffix("").parts
        name = ".".join(parts[:-1] if parts[-1] == "__init__" else parts)
        out[name] = path
    return out


@cache
def bot_graph() -> dict[str, set[str]]:
    """The bot's import graph, read once for the module's tests (every file parsed)."""
    return module_graph(BOT, "bot")


def test_no_import_cycle_in_the_bot_layer():
    assert find_cycle(bot_graph()) == []


def test_controls_only_route_their_clicks():
    """A control parses its custom_id and hands the click to the handler the client
    registered; it builds no panel and runs no operation itself."""
    graph = bot_graph()
    controls = [name for name in graph if name.startswith("messages.controls.")]
    assert controls, "the controls moved: point this test at them"
    used = set().union(*(graph[name] for name in controls))
    assert not any(m.startswith(("ui.", "messages.panels", "messages.compose", "core.moves"))
                   for m in used), used


def test_the_generic_layer_names_no_game():
    """Adding a game to engine.GAMES needs no edit outside bot/core/games/ (the toy game of
    tests/bot/test_e2e_toy.py plays through the unmodified bot). Docstrings may name a game
    as an example; code may not."""
    names = re.compile("|".join(sorted(engine.GAMES)), re.IGNORECASE)
    for name, path in modules().items():
        if name.startswith("bot.core.games"):
            continue
        docstrings: set[int] = set()
        # ast.walk meets a node before its body, so a docstring is known before it is met
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef
                          | ast.AsyncFunctionDef) and ast.get_docstring(node):
                docstrings.add(id(node.body[0].value))
            if isinstance(node, ast.Constant) and isinstance(node.value, str) \
                    and id(node) not in docstrings:
                assert not names.search(node.value), f"{name} names a game: {node.value!r}"
            # a dotted name is a Name and an Attribute per dot, each met here: its parts
            # (no game's name holds a dot)
            part = node.id if isinstance(node, ast.Name) else \
                node.attr if isinstance(node, ast.Attribute) else None
            if part is not None:
                assert not names.search(part), f"{name} uses {ast.unparse(node)}"
