"""The catalogs (words/locales) parsed once a session: the Fluent parser is the slow part of
the catalog tests (each file takes it a tenth of a second, several times that on a loaded
machine), and the key and placeholder tests, WildLife's and Wild Cards' message tests all read
the same files. What ``tests.support.catalogs`` reads from a file, from its one parse."""

from __future__ import annotations

from functools import cache
from pathlib import Path

from fluent.syntax import FluentParser, ast

from tests.support.catalogs import variables
from words import FOLDER


@cache
def resource(path: Path) -> ast.Resource:
    """A catalog file as the Fluent parser reads it (the tests only read it)."""
    return FluentParser().parse(path.read_text(encoding="utf-8"))


@cache
def entries(path: Path) -> dict[str, frozenset[str]]:
    """``tests.support.catalogs.entries`` of the file's one parse: each message (``key``) and
    term (``-key``) with its variables (read, not changed, by its callers); a file that does
    not parse fails here, at each call."""
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
    """``tests.support.catalogs.placeholders`` of the one parse: every English message of
    every file with the variables it uses."""
    found: dict[str, frozenset[str]] = {}
    for path in sorted((FOLDER / "en").glob("*.ftl")):
        found.update({k: v for k, v in entries(path).items() if not k.startswith("-")})
    return found


@cache
def messages(lang: str) -> tuple[ast.Message, ...]:
    """Every message of ``lang``'s catalogs (their files in order)."""
    return tuple(entry for path in sorted((FOLDER / lang).glob("*.ftl"))
                 for entry in resource(path).body if isinstance(entry, ast.Message))
