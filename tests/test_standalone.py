"""The repository stands on its own: no tracked text file cites design notes kept outside it
or a tracker's issue numbers, which a reader of the repository does not have. Rules, readings
and limits are written in docs/ (docs/rulebooks.md says which rulebook is which seed)."""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

#: Names of notes outside the repository, and the path to them (spelt in pieces, so that a
#: search of the repository for them finds nothing, this file included).
NOTES = ("GAME" + "-DATA", "U" + "X", "ARCHI" + "TECTURE", "DISCORD" + "-NOTES")
OUTSIDE = tuple(f"{name}.md" for name in NOTES) + ("../" + "shared", "/work/" + "shared")
ISSUE_WORD = "is" + "sue"
#: A citation of a tracker's number: the word, then a number ("... 14", "...s 19 and 20",
#: "... #3").
#: The space may be a line break, as in a wrapped docstring.
ISSUE = re.compile(r"\b[Ii]" + ISSUE_WORD[1:] + r"s?\s+#?\d+")
TEXT_SUFFIXES = {".py", ".md", ".toml", ".ftl", ".txt", ".sh"}


def located(text: str) -> list[tuple[int, str]]:
    """Every outside reference in ``text`` with its offset, in order of appearance."""
    found = [(m.start(), " ".join(m.group(0).split())) for m in ISSUE.finditer(text)]
    for name in OUTSIDE:
        found += [(m.start(), name) for m in re.finditer(re.escape(name), text)]
    return sorted(found)


def citations(text: str) -> list[str]:
    return [name for _, name in located(text)]


def tracked_text_files() -> list[Path]:
    names = subprocess.run(["git", "ls-files"], cwd=ROOT, capture_output=True, text=True,
                           check=True).stdout.splitlines()
    return [ROOT / name for name in names
            if Path(name).suffix in TEXT_SUFFIXES or name.startswith("scripts/")
            or name == ".ci/run"]


def test_the_matcher_finds_outside_references() -> None:
    game_data, ux, architecture, discord = OUTSIDE[:4]
    i = ISSUE_WORD
    text = (f'See {game_data}, "Organism charts" and {ux} ({i} 14); {i}s 19 and 20; '
            f"{OUTSIDE[4]}/seeds; {discord}; {architecture}; {i.title()} #3; a wrapped {i}\n"
            "    16.")
    assert citations(text) == [game_data, ux, f"{i} 14", f"{i}s 19", OUTSIDE[4], discord,
                               architecture, f"{i.title()} #3", f"{i} 16"]


def test_the_matcher_leaves_the_repository_own_references_alone() -> None:
    text = ('docs/playing.md, "Everywhere"; docs/wildlife-data.md; the rulebook (seed 000); '
            "tests/wildlife/test_scoring.py; t" + ISSUE_WORD + " 5; re" + ISSUE_WORD + "d 3 times.")
    assert citations(text) == []


def test_the_scan_covers_the_repository() -> None:
    files = {path.relative_to(ROOT).as_posix() for path in tracked_text_files()}
    assert {"README.md", "pyproject.toml", "engine/core.py", "docs/engine.md",
            "tests/test_standalone.py"} <= files


def test_no_tracked_file_cites_outside_notes_or_issue_numbers() -> None:
    this = Path(__file__).resolve()
    found = []
    for path in tracked_text_files():
        if path.resolve() == this or not path.is_file():
            continue
        text = path.read_text(encoding="utf-8")
        for offset, name in located(text):
            number = text.count("\n", 0, offset) + 1
            found.append(f"{path.relative_to(ROOT)}:{number}: {name}")
    assert not found, "references outside the repository:\n" + "\n".join(found)
