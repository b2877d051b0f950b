"""Wild Cards' horizon value: fit ``greedy.HORIZON`` and measure how well it predicts.

Run: ``.venv/bin/python -m benchmarks.horizon [--games N] [--seed S]``.

The search stops its rollouts after ``rollout_depth`` actions and scores the position with
``greedy.estimate``. This plays ``--games`` self-play 3-player games with the rollout policy
(the states a rollout ends in), keeps every fourth state, and fits each seat's final score by
least squares on ``greedy.features`` and the same features times the rounds left. It prints
the weights (to copy into ``HORIZON``) and, on as many games it was not fitted on, how well
the reasoned estimate it replaced, the committed ``HORIZON`` and the new fit predict each
seat's final lead over the best other seat (correlation, and how often its sign is right).
Pure Python (normal equations), so the project needs no numpy.
"""

from __future__ import annotations

import argparse
import math
from typing import Any

import engine
from engine.core import Rng
from engine.wildcards import greedy

Sample = tuple[list[float], float]  # (regressors, final score)


def regressors(features: dict[str, float], rounds: float) -> list[float]:
    """Each feature, then each feature times the rounds left (the order of ``HORIZON``)."""
    values = list(features.values())
    return values + [v * rounds for v in values]


def reasoned(state: Any, seat: int) -> float:
    """The horizon value before the fit, kept to compare: the score now, leaders with half
    their power, and 0.7 x the hand's card worth."""
    points = greedy.collection_score(state.collections[seat]) + state.points[seat]
    points += sum(greedy.LEADER_POINTS[sp] + 0.5 * greedy.POWER[sp]
                  for sp, holder in state.leaders.items() if holder == seat)
    return points + 0.7 * sum(greedy.card_worth(c) for c in state.hands[seat])


Seat = tuple[dict[str, float], int, float, float]  # features, rounds left, reasoned, final


def play(seed: int, players: int) -> list[list[Seat]]:
    """Every fourth state of one game: per seat its features, the rounds left, the reasoned
    estimate, and its final score."""
    state = engine.new_game("wildcards", [f"P{i}" for i in range(players)], seed=seed)
    rng = Rng(seed * 7 + 1)
    kept = []
    step = 0
    while not state.is_over():
        if step % 4 == 0:
            rounds = greedy.rounds_left(state)
            kept.append([(greedy.features(state, i), rounds, reasoned(state, i))
                         for i in range(players)])
        seat = state.to_act()[0]
        state.apply(seat, greedy.rollout_policy(state, seat, rng))
        step += 1
    final = {row["seat"]: float(row["score"]) for row in state.result()["ranking"]}
    return [[(f, r, old, final[i]) for i, (f, r, old) in enumerate(group)] for group in kept]


def solve(rows: list[Sample]) -> list[float]:
    """Least squares by the normal equations (Gauss-Jordan with partial pivoting)."""
    size = len(rows[0][0])
    a = [[0.0] * (size + 1) for _ in range(size)]
    for x, y in rows:
        for i in range(size):
            xi = x[i]
            if xi:
                row = a[i]
                for j in range(size):
                    row[j] += xi * x[j]
                row[size] += xi * y
    for col in range(size):
        pivot = max(range(col, size), key=lambda r: abs(a[r][col]))
        a[col], a[pivot] = a[pivot], a[col]
        if abs(a[col][col]) < 1e-12:
            continue
        for r in range(size):
            if r != col and a[r][col]:
                f = a[r][col] / a[col][col]
                a[r] = [u - f * v for u, v in zip(a[r], a[col], strict=True)]
    return [a[i][size] / a[i][i] if abs(a[i][i]) >= 1e-12 else 0.0 for i in range(size)]


def leads(values: list[float]) -> list[float]:
    return [v - max(u for j, u in enumerate(values) if j != i) for i, v in enumerate(values)]


def agreement(groups: list[list[tuple[float, float]]]) -> tuple[float, float]:
    """Correlation of predicted and final leads, and the share with the right sign."""
    pairs = []
    for group in groups:
        pred = leads([p for p, _ in group])
        true = leads([t for _, t in group])
        pairs.extend(zip(pred, true, strict=True))
    n = len(pairs)
    mp = sum(p for p, _ in pairs) / n
    mt = sum(t for _, t in pairs) / n
    cov = sum((p - mp) * (t - mt) for p, t in pairs)
    sp = math.sqrt(sum((p - mp) ** 2 for p, _ in pairs))
    st = math.sqrt(sum((t - mt) ** 2 for _, t in pairs))
    right = sum(1 for p, t in pairs if (p > 0) == (t > 0)) / n
    return cov / (sp * st), right


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=1000, help="fitted on; as many again tested")
    parser.add_argument("--seed", type=int, default=100_000)
    args = parser.parse_args(argv)
    fit_groups = [g for k in range(args.games) for g in play(args.seed + k, 3)]
    rows = [(regressors(f, r), y) for group in fit_groups for f, r, _, y in group]
    weights = solve(rows)
    names = list(greedy.HORIZON)
    refit = {name: (weights[i], weights[len(names) + i]) for i, name in enumerate(names)}
    print(f"fitted on {len(rows)} seat-states of {args.games} games")
    print("HORIZON = {  # feature: (weight, per round left)")
    for name, (now, per_round) in refit.items():
        print(f'    "{name}": ({now:.3f}, {per_round:.3f}),')
    print("}")
    test = [g for k in range(args.games) for g in play(args.seed + args.games + k, 3)]
    rows_of = {
        "reasoned (before)": [[(old, y) for _, _, old, y in g] for g in test],
        "committed HORIZON": [[(greedy.horizon_value(f, r), y) for f, r, _, y in g]
                              for g in test],
        "fitted just now": [[(greedy.horizon_value(f, r, refit), y) for f, r, _, y in g]
                            for g in test],
    }
    for label, groups in rows_of.items():
        corr, right = agreement(groups)
        print(f"{label:20s} lead correlation {corr:.3f}, leader sign right {100 * right:.1f} %")


if __name__ == "__main__":
    main()
