"""The type check's baseline (tools/typecheck.py): mypy's errors as line-free keys; a new error
fails, a fixed one must leave the baseline, and shrinking never adds one."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

from tools.typecheck import compare, keys, read, shrunk, write

OUTPUT = """\
bot/core/x.py:12: error: Argument 1 to "f" has incompatible type "str"; expected "int"  [arg-type]
bot/core/x.py:40: error: Argument 1 to "f" has incompatible type "str"; expected "int"  [arg-type]
engine/y.py:7:3: error: Name "z" already defined on line 3  [no-redef]
engine/y.py:9: note: See https://mypy.readthedocs.io
words/__init__.py:1: error: Something without a code
Found 4 errors in 3 files (checked 9 source files)
"""


def test_errors_are_keyed_without_line_numbers_and_counted() -> None:
    found = keys(OUTPUT)
    assert found == Counter({
        'bot/core/x.py: [arg-type] Argument 1 to "f" has incompatible type "str"; '
        'expected "int"': 2,
        'engine/y.py: [no-redef] Name "z" already defined on line N': 1,
        "words/__init__.py: [misc] Something without a code": 1})
    moved = OUTPUT.replace(":12:", ":13:").replace("line 3", "line 4")
    assert keys(moved) == found


def test_a_new_error_and_a_fixed_one_are_both_found() -> None:
    baseline = Counter({"a": 2, "b": 1})
    assert compare(Counter({"a": 2, "b": 1}), baseline) == (Counter(), Counter())
    new, fixed = compare(Counter({"a": 3, "c": 1}), baseline)
    assert new == Counter({"a": 1, "c": 1}) and fixed == Counter({"b": 1})


def test_shrinking_removes_only_and_never_adds() -> None:
    baseline = Counter({"a": 2, "b": 1})
    assert shrunk(Counter({"a": 1, "z": 5}), baseline) == Counter({"a": 1})


def test_the_baseline_file_round_trips_with_duplicates(tmp_path: Path) -> None:
    path = tmp_path / "baseline.txt"
    errors = Counter({"x: [arg-type] m": 2, "y: [misc] n": 1})
    write(path, errors)
    assert read(path) == errors
    assert path.read_text().startswith("#")
    assert read(tmp_path / "missing.txt") == Counter()
