"""benchmarks/horizon.py, which fits Wild Cards' horizon value (``greedy.HORIZON``, issue 6)."""

from __future__ import annotations

import pytest

from benchmarks import horizon
from engine.core import Rng
from engine.wildcards import greedy


def test_least_squares_recovers_known_weights() -> None:
    """Noiseless rows of a known linear function: the normal equations give its weights."""
    rng = Rng(3)
    weights = [1.5, -0.25, 0.0, 4.0]
    rows = []
    for _ in range(50):
        x = [float(rng.below(7)), float(rng.below(5)), float(rng.below(2)), 1.0]
        rows.append((x, sum(w * v for w, v in zip(weights, x, strict=True))))
    assert horizon.solve(rows) == pytest.approx(weights, abs=1e-9)


def test_fit_prints_a_weight_pair_for_every_feature(capsys: pytest.CaptureFixture[str]) -> None:
    horizon.main(["--games", "3", "--seed", "7"])
    out = capsys.readouterr().out
    for name in greedy.HORIZON:
        assert f'"{name}": (' in out
    assert "committed HORIZON    lead correlation" in out

