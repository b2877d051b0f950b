"""The type check: mypy over bot/, engine/, renderers/ and words/, held to a baseline that may
only shrink (``tools/typecheck-baseline.txt``).

The code was annotated long before a checker ran, so mypy still finds errors in it; each is in
the baseline, by file, error code and message (no line number: an edit above an error must not
make it new). A run fails on an error the baseline does not hold (no new error lands), and on
a baseline entry mypy no longer reports (the fix must shrink the baseline with it, so the count
only goes down). ``--shrink`` takes the fixed ones out and refuses to add any.

Run: ``./scripts/typecheck`` (what ``./scripts/test`` runs) or ``python -m tools.typecheck``.
"""

from __future__ import annotations

import argparse
import re
import subprocess
import sys
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
BASELINE = ROOT / "tools" / "typecheck-baseline.txt"
PACKAGES = ("bot", "engine", "renderers", "words")
#: ``bot/x.py:12: error: Message  [code]`` (mypy's default output)
ERROR = re.compile(r"^(?P<path>[^:\s]+\.py):\d+(?::\d+)?: error: (?P<message>.*?)"
                   r"(?:\s+\[(?P<code>[a-z0-9-]+)\])?$")
#: line numbers inside a message ("defined on line 12") move with every edit above them
LINE = re.compile(r"\bline \d+\b")


def keys(output: str) -> Counter[str]:
    """mypy's errors as line-free keys, ``path: [code] message``, counted."""
    found: Counter[str] = Counter()
    for line in output.splitlines():
        match = ERROR.match(line.strip())
        if match:
            message = LINE.sub("line N", match["message"])
            found[f"{match['path']}: [{match['code'] or 'misc'}] {message}"] += 1
    return found


def read(path: Path) -> Counter[str]:
    if not path.exists():
        return Counter()
    return Counter(line for line in path.read_text(encoding="utf-8").splitlines()
                   if line and not line.startswith("#"))


def write(path: Path, errors: Counter[str]) -> None:
    head = ("# mypy's errors the code still has (tools/typecheck.py): this list may only "
            "shrink\n")
    path.write_text(head + "".join(f"{key}\n" for key in sorted(errors.elements())),
                    encoding="utf-8")


def compare(current: Counter[str], baseline: Counter[str]) -> tuple[Counter[str], Counter[str]]:
    """(new errors, fixed ones): what the baseline lacks, and what it holds in vain."""
    return current - baseline, baseline - current


def shrunk(current: Counter[str], baseline: Counter[str]) -> Counter[str]:
    """The baseline less what is fixed; never with an error it did not hold."""
    return baseline & current


def run_mypy() -> str:
    command = [sys.executable, "-m", "mypy", *PACKAGES]
    done = subprocess.run(command, cwd=ROOT, capture_output=True, text=True)
    if done.returncode not in (0, 1) or "error: " not in done.stdout and done.returncode:
        sys.stderr.write(done.stdout + done.stderr)
        raise SystemExit(f"typecheck: mypy failed to run (exit {done.returncode})")
    return done.stdout


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="typecheck", description=__doc__.splitlines()[0])
    parser.add_argument("--shrink", action="store_true",
                        help="take the errors mypy no longer reports out of the baseline")
    args = parser.parse_args(argv)
    current, baseline = keys(run_mypy()), read(BASELINE)
    new, fixed = compare(current, baseline)
    if new:
        print(f"typecheck: {sum(new.values())} new error(s), not in the baseline:")
        print("".join(f"  {key}\n" for key in sorted(new.elements())), end="")
        return 1
    if args.shrink:
        write(BASELINE, shrunk(current, baseline))
        print(f"typecheck: the baseline now holds {sum(current.values())} error(s)"
              f" ({sum(fixed.values())} fixed)")
        return 0
    if fixed:
        print(f"typecheck: {sum(fixed.values())} error(s) fixed: run ./scripts/typecheck "
              "--shrink to take them out of the baseline:")
        print("".join(f"  {key}\n" for key in sorted(fixed.elements())), end="")
        return 1
    print(f"typecheck: no new error ({sum(baseline.values())} in the baseline)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
