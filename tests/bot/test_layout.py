"""The bot layer's shape (docs/design.md, "The bot's design"): no import cycle in bot/,
no module far over 400 lines, and no generic module that names a game (game knowledge lives in
bot/core/games/)."""

from __future__ import annotations

import ast
import re
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


def test_no_import_cycle_in_the_bot_layer():
    graph = module_graph(BOT, "bot")
    assert find_cycle(graph) == []


def test_controls_only_route_their_clicks():
    """A control parses its custom_id and hands the click to the handler the client
    registered; it builds no panel and runs no operation itself."""
    graph = module_graph(BOT, "bot")
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
        tree = ast.parse(path.read_text())
        docstrings = {id(node.body[0].value) for node in ast.walk(tree)
                      if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef
                                    | ast.AsyncFunctionDef) and ast.get_docstring(node)}
        for node in ast.walk(tree):
            if isinstance(node, ast.Constant) and isinstance(node.value, str) \
                    and id(node) not in docstrings:
                assert not names.search(node.value), f"{name} names a game: {node.value!r}"
            if isinstance(node, ast.Name | ast.Attribute):
                assert not names.search(ast.unparse(node)), f"{name} uses {ast.unparse(node)}"
