"""The docs say what is there: every repository path the README, docs/ and the code's
comments and docstrings name exists, and every section a text cites by its heading
(``docs/x.md, "Section"``) is a heading of that doc, or a bold lead of one of its paragraphs
(``**Restarts.**``)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
TOPS = ("bot", "docs", "tests", "renderers", "engine", "words", "tools", "benchmarks",
        "scripts", "deploy")
#: a path into the repository: a top folder, then names (no placeholders or patterns)
PATH = re.compile(r"(?<![\w./-])(?:" + "|".join(TOPS) + r")/[\w./@-]*[\w/]")
#: a cited section: docs/x.md, "Heading" or docs/x.md ("Heading")  (also x.md from docs/)
SECTION = re.compile(r'(?:docs/)?([\w-]+\.md)\)?,? \(?"([^"\n]{3,80})"')
#: what the checks read (not the tests that write made-up paths on purpose)
MADE_UP = ("tests/test_docs.py", "tests/tools/test_typecheck.py", "tools/typecheck.py")
TEXTS = sorted(p for p in [ROOT / "README.md", *(ROOT / "docs").glob("*.md"),
                           *(p for top in ("bot", "engine", "renderers", "words", "tools",
                                           "benchmarks", "tests")
                             for p in (ROOT / top).rglob("*.py"))]
               if str(p.relative_to(ROOT)) not in MADE_UP)


def paths_in(text: str) -> set[str]:
    found = set()
    for match in PATH.finditer(text):
        path = match.group(0).rstrip("./")
        if text[match.end():match.end() + 1] in ("<", "*", "{") or path.endswith("_"):
            continue  # a pattern or a placeholder ("renderers/<game>/"), not a path
        found.add(path)
    return found


def missing_paths(path: Path) -> list[str]:
    text = path.read_text(encoding="utf-8")
    gone = []
    for name in sorted(paths_in(text)):
        target = ROOT / name
        if not target.exists() and not target.with_suffix(".py").exists():
            gone.append(name)
    return gone


def headings(doc: str) -> list[str]:
    """A doc's headings and the bold leads of its paragraphs and list items."""
    path = ROOT / "docs" / doc
    if not path.exists():
        return []
    found = []
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.startswith("#"):
            found.append(line.lstrip("#").strip())
        elif (lead := re.match(r"(?:- )?\*\*([^*]+)\*\*", line)):
            found.append(lead[1])
    return found


def missing_sections(path: Path) -> list[str]:
    text = path.read_text(encoding="utf-8")
    gone = []
    for doc, section in SECTION.findall(text):
        if not (ROOT / "docs" / doc).exists():
            continue
        if not any(h.startswith(section.rstrip(".")) for h in headings(doc)):
            gone.append(f"{doc}: {section}")
    return gone


@pytest.mark.parametrize("path", TEXTS, ids=lambda p: str(p.relative_to(ROOT)))
def test_every_named_path_exists(path: Path) -> None:
    assert missing_paths(path) == []


@pytest.mark.parametrize("path", TEXTS, ids=lambda p: str(p.relative_to(ROOT)))
def test_every_cited_section_exists(path: Path) -> None:
    assert missing_sections(path) == []


def test_the_checks_see_a_dead_path_and_a_dead_section(tmp_path: Path) -> None:
    sample = tmp_path / "sample.md"
    sample.write_text('See bot/core/planner.py and bot/nowhere.py, renderers/<game>/, '
                      'docs/bot.md, "Channel output" and docs/bot.md, "No such part".\n')
    assert missing_paths(sample) == ["bot/nowhere.py"]
    assert missing_sections(sample) == ["bot.md: No such part"]
