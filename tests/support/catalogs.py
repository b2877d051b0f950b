"""The catalogs as the tests read them (words/locales): each message's placeholders, and
every message found in plain data (a view, a result, a message's own arguments).

Each file is parsed once a session: the Fluent parser is the slow part of the catalog tests (a
tenth of a second a file, several times that on a loaded machine), and the key and
placeholder tests and the games' message tests all read the same files."""

from __future__ import annotations

from functools import cache
from pathlib import Path
from typing import Any

from fluent.syntax import FluentParser, ast, visitor

from engine.core import Msg, is_msg
from words import FOLDER


class _Variables(visitor.Visitor):
    def __init__(self) -> None:
        super().__init__()
        self.names: set[str] = set()

    def visit_VariableReference(self, node: ast.VariableReference) -> None:  # noqa: N802
        self.names.add(node.id.name)
        self.generic_visit(node)


def variables(entry: ast.BaseNode) -> frozenset[str]:
    """The variables a message or term (its value and attributes) uses."""
    found = _Variables()
    found.visit(entry)
    return frozenset(found.names)


@cache
def resource(path: Path) -> ast.Resource:
    """A catalog file as the Fluent parser reads it (the tests only read it)."""
    return FluentParser().parse(path.read_text(encoding="utf-8"))


@cache
def entries(path: Path) -> dict[str, frozenset[str]]:
    """Each message (``key``) and term (``-key``) of a file, with its variables (read, not
    changed, by its callers); a file that does not parse fails here, at each call."""
    body = resource(path).body
    junk = [e for e in body if isinstance(e, ast.Junk)]
    assert not junk, f"{path}: cannot parse {junk[0].content[:80]!r}"
    found: dict[str, frozenset[str]] = {}
    for entry in body:
        if isinstance(entry, ast.Message | ast.Term):
            key = ("-" if isinstance(entry, ast.Term) else "") + entry.id.name
            assert key not in found, f"{path}: {key} twice"
            found[key] = variables(entry)
    return found


@cache
def placeholders() -> dict[str, frozenset[str]]:
    """Every English message of every file, with the variables it uses (the catalog tests
    check that the other languages use the same)."""
    found: dict[str, frozenset[str]] = {}
    for path in sorted((FOLDER / "en").glob("*.ftl")):
        found.update({k: v for k, v in entries(path).items() if not k.startswith("-")})
    return found


def messages(value: Any) -> list[Msg]:
    """Every message in plain data, nested ones included."""
    if is_msg(value):
        return [value, *messages(value.get("args", {}))]
    if isinstance(value, dict):
        return [m for v in value.values() for m in messages(v)]
    if isinstance(value, list):
        return [m for v in value for m in messages(v)]
    return []


@cache
def catalog_messages(lang: str) -> tuple[ast.Message, ...]:
    """Every message of ``lang``'s catalogs (their files in order)."""
    return tuple(entry for path in sorted((FOLDER / lang).glob("*.ftl"))
                 for entry in resource(path).body if isinstance(entry, ast.Message))
