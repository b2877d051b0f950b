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


def test_big_scorings_add_up_to_the_final_breakdown() -> None:
    """Each WildLife big scoring's points per category are recorded (from the public view),
    and over the game they add up to the areas and herds of each seat's final breakdown."""
    records = run("wildlife", 4, 1, ["greedy"] * 4, 31, None, None, 1)
    rec = records[0]
    assert len(rec.scorings) >= 1
    for seat in range(4):
        for category in ("areas", "herds"):
            assert sum(s[seat][category] for s in rec.scorings) == rec.breakdowns[seat][category]
        assert all(s[seat]["total"] == sum(v for k, v in s[seat].items() if k != "total")
                   for s in rec.scorings)


def test_report_prints_medians_beside_the_rulebook_example() -> None:
    """The point report: medians and p95 per category, the worked example's range beside."""
    records = run("wildlife", 4, 2, ["greedy"] * 4, 40, None, None, 1)
    out = io.StringIO()
    report("wildlife", 4, records, out)
    lines = out.getvalue().splitlines()
    winners = [max(r.scores) for r in records]
    assert f"median winning score {sum(winners) / 2:g}" in lines
    herds = sorted(s[i]["herds"] for r in records for s in r.scorings for i in range(4))
    middle = len(herds) // 2
    median = herds[middle] if len(herds) % 2 else (herds[middle - 1] + herds[middle]) / 2
    table = lines[lines.index("greedy per big scoring (median / p95):"):]
    row = next(line for line in table if line.split()[0] == "herds").split()
    assert row[1:4] == [f"{median:g}", "/", f"{percentile(herds, 95):g}"]
    assert row[-4:] == ["seed", "001", "example", "5-7"]
