"""benchmarks/horizon.py, which fits the search's horizon values (``greedy.HORIZON`` of Wild
Cards and WildLife; docs/ai.md)."""

from __future__ import annotations

import pytest

from benchmarks import horizon
from engine.core import Rng
from engine.wildcards import greedy as wildcards
from engine.wildlife import greedy as wildlife


def test_least_squares_recovers_known_weights() -> None:
    """Noiseless rows of a known linear function: the normal equations give its weights."""
    rng = Rng(3)
    weights = [1.5, -0.25, 0.0, 4.0]
    rows = []
    for _ in range(50):
        x = [float(rng.below(7)), float(rng.below(5)), float(rng.below(2)), 1.0]
        rows.append((x, sum(w * v for w, v in zip(weights, x, strict=True))))
    assert horizon.solve(rows) == pytest.approx(weights, abs=1e-9)


@pytest.mark.parametrize(("game", "table", "games"), [("wildcards", wildcards.HORIZON, 3),
                                                      ("wildlife", wildlife.HORIZON, 1)])
def test_fit_prints_a_weight_pair_for_every_feature(
        capsys: pytest.CaptureFixture[str], game: str, table: dict, games: int) -> None:
    horizon.main(["--game", game, "--games", str(games), "--seed", "7"])
    out = capsys.readouterr().out
    for name in table:
        assert f'"{name}": (' in out
    assert "committed HORIZON    lead correlation" in out
