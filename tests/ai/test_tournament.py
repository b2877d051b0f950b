"""The tournament command's statistics and its seat rotation (benchmarks/tournament.py)."""

from __future__ import annotations

import io

from benchmarks.tournament import percentile, report, run, wilson


def test_wilson_interval_known_values() -> None:
    """95 % Wilson interval: 50/100 gives about [40.4 %, 59.6 %]; 0 and n stay in [0, 1]."""
    lo, hi = wilson(50, 100)
    assert abs(lo - 0.4038) < 1e-3 and abs(hi - 0.5962) < 1e-3
    assert wilson(0, 10)[0] == 0.0 and wilson(10, 10)[1] == 1.0
    assert wilson(0, 10)[1] > 0.2  # few games: a wide interval, never a false certainty


def test_percentile_nearest_rank() -> None:
    values = [float(v) for v in range(1, 101)]
    assert percentile(values, 99) == 99.0
    assert percentile(values, 100) == 100.0
    assert percentile([], 99) == 0.0


def test_seats_rotate_and_report_prints_rates() -> None:
    """Game g rotates the seat list by g places, so each level sits in every seat."""
    records = run("wildcards", 3, 3, ["greedy", "random", "random"], 5, None, None, 1)
    assert [rec.levels.index("greedy") for rec in records] == [0, 1, 2]
    out = io.StringIO()
    report("wildcards", 3, records, out)
    text = out.getvalue()
    assert "greedy" in text and "95% CI" in text and "head-to-head seats greedy vs random" in text
