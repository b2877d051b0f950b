"""The import graph of a package's modules, read with ``ast`` (nothing is imported).

Imports under ``if TYPE_CHECKING:`` are left out: they are for type hints only and never run.
Imports inside functions count: they run, and a cycle hidden in a function is still a cycle.
"""

from __future__ import annotations

import ast
from pathlib import Path


def _runtime_imports(tree: ast.AST) -> list[ast.Import | ast.ImportFrom]:
    """Every import statement except those in an ``if TYPE_CHECKING:`` block."""
    found: list[ast.Import | ast.ImportFrom] = []

    def visit(node: ast.AST) -> None:
        if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
            for child in node.orelse:
                visit(child)
            return
        if isinstance(node, ast.Import | ast.ImportFrom):
            found.append(node)
        for child in ast.iter_child_nodes(node):
            visit(child)

    visit(tree)
    return found


def module_graph(package_dir: Path, package: str) -> dict[str, set[str]]:
    """module name → the modules of the same package it imports, subpackages included
    (dotted names below the package: ``handlers.play``). ``__init__`` files are left out: a
    submodule importing a sibling through the package does not import ``__init__`` again."""
    modules = {".".join(p.relative_to(package_dir).with_suffix("").parts)
               for p in package_dir.rglob("*.py") if p.stem != "__init__"}
    graph: dict[str, set[str]] = {}
    for name in sorted(modules):
        tree = ast.parse((package_dir / (name.replace(".", "/") + ".py")).read_text())
        edges: set[str] = set()
        for node in _runtime_imports(tree):
            if isinstance(node, ast.Import):
                targets = [alias.name for alias in node.names]
            else:
                base = node.module or ""
                targets = [f"{base}.{alias.name}" for alias in node.names] + [base]
            for target in targets:
                head, _, rest = target.partition(f"{package}.")
                if not head and rest in modules:
                    edges.add(rest)
        graph[name] = edges - {name}
    return graph


def find_cycle(graph: dict[str, set[str]]) -> list[str]:
    """One import cycle as a list of modules (first repeated at the end), or [] if none."""
    done: set[str] = set()

    def search(node: str, path: list[str]) -> list[str]:
        if node in path:
            return path[path.index(node):] + [node]
        if node in done:
            return []
        for nxt in sorted(graph[node]):
            found = search(nxt, path + [node])
            if found:
                return found
        done.add(node)
        return []

    for start in sorted(graph):
        found = search(start, [])
        if found:
            return found
    return []


def imported_names(path: Path) -> set[str]:
    """Every module a file imports at run time, as written (``from a.b import c`` gives
    ``a.b`` and ``a.b.c``: ``c`` may be a module)."""
    names: set[str] = set()
    for node in _runtime_imports(ast.parse(path.read_text())):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif node.level == 0 and node.module:
            names.add(node.module)
            names.update(f"{node.module}.{alias.name}" for alias in node.names)
    return names
