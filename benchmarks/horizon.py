"""The search's horizon values: fit a title's ``greedy.HORIZON`` and measure how well it predicts.

Run: ``.venv/bin/python -m benchmarks.horizon --game wildcards|wildlife [--games N] [--seed S]``.

The search stops its rollouts after ``rollout_depth`` actions and scores the position with
the title's ``greedy.estimate``. This plays ``--games`` self-play games with the rollout policy
(the states a rollout ends in; Wild Cards 3 players, WildLife 4), keeps every fourth state
(WildLife: every twelfth, its games are longer), and fits each seat's final score by least
squares on the title's features and the same features times the time left (Wild Cards: rounds,
WildLife: small-scoring markers, with 2 players the tiles left: ``--players 2`` fits that
table). It prints the weights (to copy into ``HORIZON``) and, on as
many games it was not fitted on (also with ``--test-players``), how well the reasoned estimate
it replaced, the committed weights and the new fit predict each seat's final lead over the
best other seat (correlation, and how often its sign is right). Pure Python (normal
equations), so the project needs no numpy.
"""

from __future__ import annotations

import argparse
import math
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import engine
from engine.core import Rng, State
from engine.search import Horizon, horizon_value
from engine.wildcards import greedy as wildcards
from engine.wildlife import greedy as wildlife

Sample = tuple[list[float], float]  # (regressors, final score)


def wildcards_reasoned(state: Any) -> list[float]:
    """Wild Cards' horizon value before the fit, kept to compare: the score now, leaders with
    half their power, and 0.7 x the hand's card worth."""
    out = []
    for seat in range(state.n):
        points = wildcards.collection_score(state.collections[seat]) + state.points[seat]
        points += sum(wildcards.LEADER_POINTS[sp] + 0.5 * wildcards.POWER[sp]
                      for sp, holder in state.leaders.items() if holder == seat)
        out.append(points + 0.7 * sum(wildcards.card_worth(c) for c in state.hands[seat]))
    return out


@dataclass(frozen=True)
class Title:
    """What the fit needs of a title."""

    players: int  # fitted with this many unless told
    every: int  # keep every ``every``-th state of a game
    features: Callable[[State], list[dict[str, float]]]  # per seat
    left: Callable[[State], float]  # the time left, in the horizon's units
    reasoned: Callable[[State], list[float]]  # the estimate the fit replaced
    policy: Callable[[State, int, Rng], engine.Action]
    committed: Callable[[int], Horizon]  # the weights committed for a player count


TITLES = {
    "wildcards": Title(3, 4, lambda s: [wildcards.features(s, i) for i in range(s.n)],  # type: ignore[attr-defined]
                       wildcards.rounds_left, wildcards_reasoned, wildcards.rollout_policy,
                       lambda players: wildcards.HORIZON),
    "wildlife": Title(4, 12, wildlife.features, wildlife.time_left,
                      wildlife.reasoned_estimate, wildlife.rollout_policy, wildlife.horizon),
}


def regressors(features: dict[str, float], left: float) -> list[float]:
    """Each feature, then each feature times the time left (the order of ``HORIZON``)."""
    values = list(features.values())
    return values + [v * left for v in values]


Seat = tuple[dict[str, float], float, float, float]  # features, time left, reasoned, final


def play(title: Title, game: str, seed: int, players: int) -> list[list[Seat]]:
    """Every ``title.every``-th state of one self-play game: per seat its features, the time
    left, the reasoned estimate, and its final score."""
    state = engine.new_game(game, [f"P{i}" for i in range(players)], seed=seed)
    rng = Rng(seed * 7 + 1)
    kept = []
    step = 0
    while not state.is_over():
        if step % title.every == 0:
            left = title.left(state)
            kept.append([(f, left, old) for f, old in
                         zip(title.features(state), title.reasoned(state), strict=True)])
        seat = state.to_act()[0]
        state.apply(seat, title.policy(state, seat, rng))
        step += 1
    final = {row["seat"]: float(row["score"]) for row in state.result()["ranking"]}
    return [[(f, left, old, final[i]) for i, (f, left, old) in enumerate(group)]
            for group in kept]


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


def fit(groups: list[list[Seat]]) -> Horizon:
    """The least-squares weights, as a ``HORIZON`` table."""
    rows = [(regressors(f, left), y) for group in groups for f, left, _, y in group]
    weights = solve(rows)
    names = list(groups[0][0][0])
    return {name: (weights[i], weights[len(names) + i]) for i, name in enumerate(names)}


def compare(committed: Horizon, refit: Horizon,
            test: list[list[Seat]]) -> dict[str, tuple[float, float]]:
    """Lead correlation and sign agreement of each horizon value on the ``test`` games."""
    versions: dict[str, Callable[[dict[str, float], float, float], float]] = {
        "reasoned (before)": lambda f, left, old: old,
        "committed HORIZON": lambda f, left, old: horizon_value(f, left, committed),
        "fitted just now": lambda f, left, old: horizon_value(f, left, refit),
    }
    return {label: agreement([[(value(f, left, old), y) for f, left, old, y in g] for g in test])
            for label, value in versions.items()}


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", default="wildcards", choices=sorted(TITLES))
    parser.add_argument("--games", type=int, default=1000, help="fitted on; as many again tested")
    parser.add_argument("--seed", type=int, default=100_000)
    parser.add_argument("--players", type=int, default=0,
                        help="fitted with this many (0: the title's usual count)")
    parser.add_argument("--test-players", default="",
                        help="other player counts to test on, comma separated (e.g. 2,5)")
    args = parser.parse_args(argv)
    title = TITLES[args.game]
    fitted = args.players or title.players
    fit_groups = [g for k in range(args.games)
                  for g in play(title, args.game, args.seed + k, fitted)]
    refit = fit(fit_groups)
    print(f"fitted on {sum(len(g) for g in fit_groups)} seat-states of {args.games} games "
          f"of {fitted} players")
    print("HORIZON = {  # feature: (weight, per unit of time left)")
    for name, (now, per_unit) in refit.items():
        print(f'    "{name}": ({now:.3f}, {per_unit:.3f}),')
    print("}")
    counts = [fitted] + [int(p) for p in args.test_players.split(",") if p]
    for players in counts:
        test = [g for k in range(args.games)
                for g in play(title, args.game, args.seed + args.games + k, players)]
        print(f"tested on {args.games} games of {players} players:")
        for label, (corr, right) in compare(title.committed(players), refit, test).items():
            print(f"  {label:20s} lead correlation {corr:.3f}, leader sign right "
                  f"{100 * right:.1f} %")


if __name__ == "__main__":
    main()
