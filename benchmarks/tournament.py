"""AI tournament: seeded games between AI levels, seats rotated, with win rates and timings.

Run, for example::

    .venv/bin/python -m benchmarks.tournament --game wildlife --players 4 --games 40 \\
        --seats greedy,random,random,random
    .venv/bin/python -m benchmarks.tournament --game wildcards --players 2 --games 20 \\
        --seats search,greedy

Game ``g`` uses seed ``--seed + g`` and rotates the seat list by ``g`` places, so every level
sits in every seat equally often. Printed per level: wins (a shared first place counts as a
win for each tied seat) with a 95 % Wilson interval, average score, and the maximum and 99th
percentile of its decision times. Printed per pair of levels: "head-to-head seats", i.e. over
every game and every pair of seats holding the two levels, how often the first finished ahead
(a tie counts one half).
"""

from __future__ import annotations

import argparse
import math
import sys
import time
from collections import defaultdict
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field

import engine
from engine.ai import LEVELS, make_player


def wilson(successes: float, trials: int, z: float = 1.96) -> tuple[float, float]:
    """95 % Wilson score interval of a proportion (sound for small samples and 0 % / 100 %)."""
    if trials == 0:
        return (0.0, 1.0)
    p = successes / trials
    denom = 1 + z * z / trials
    centre = (p + z * z / (2 * trials)) / denom
    half = z * math.sqrt(p * (1 - p) / trials + z * z / (4 * trials * trials)) / denom
    return (max(0.0, centre - half), min(1.0, centre + half))


def percentile(values: list[float], q: float) -> float:
    """Nearest-rank percentile (q in 0..100); 0 for an empty list."""
    if not values:
        return 0.0
    ordered = sorted(values)
    rank = max(1, math.ceil(q / 100 * len(ordered)))
    return ordered[rank - 1]


@dataclass
class GameRecord:
    """One finished game: the level, place and score of each seat, and decision times."""

    levels: list[str]
    places: list[int]
    scores: list[float]
    times: dict[str, list[float]] = field(default_factory=dict)


def play_game(game: str, levels: list[str], seed: int, budget: float | None,
              iterations: int | None) -> GameRecord:
    names = [f"{lvl}-{i + 1}" for i, lvl in enumerate(levels)]
    state = engine.new_game(game, names, seed=seed)
    players = [make_player(game, lvl, seed * 101 + i, budget, iterations=iterations)
               for i, lvl in enumerate(levels)]
    times: dict[str, list[float]] = defaultdict(list)
    steps = 0
    while not state.is_over():
        seat = state.to_act()[0]
        t0 = time.perf_counter()
        action = players[seat].choose(state, seat)
        times[levels[seat]].append(time.perf_counter() - t0)
        state.apply(seat, action)
        steps += 1
        if steps > 200_000:
            raise RuntimeError(f"{game} seed {seed}: no end")
    places = [0] * len(levels)
    scores = [0.0] * len(levels)
    for row in state.result()["ranking"]:
        places[row["seat"]] = row["place"]
        scores[row["seat"]] = float(row["score"])
    return GameRecord(levels, places, scores, dict(times))


def _job(args: tuple[str, list[str], int, float | None, int | None]) -> GameRecord:
    return play_game(*args)


def run(game: str, players: int, games: int, seats: list[str], seed: int,
        budget: float | None, iterations: int | None, jobs: int) -> list[GameRecord]:
    tasks = []
    for g in range(games):
        r = g % players
        levels = [seats[(i - r) % players] for i in range(players)]
        tasks.append((game, levels, seed + g, budget, iterations))
    if jobs <= 1:
        return [_job(t) for t in tasks]
    with ProcessPoolExecutor(max_workers=jobs) as pool:
        return list(pool.map(_job, tasks))


def report(game: str, players: int, records: list[GameRecord], out=sys.stdout) -> None:
    wins: dict[str, float] = defaultdict(float)
    seats_of: dict[str, int] = defaultdict(int)
    score_sum: dict[str, float] = defaultdict(float)
    times: dict[str, list[float]] = defaultdict(list)
    pair: dict[tuple[str, str], list[float]] = defaultdict(lambda: [0.0, 0])
    for rec in records:
        for i, lvl in enumerate(rec.levels):
            seats_of[lvl] += 1
            score_sum[lvl] += rec.scores[i]
            if rec.places[i] == 1:
                wins[lvl] += 1
            for j, other in enumerate(rec.levels):
                if other == lvl or j == i:
                    continue
                cell = pair[(lvl, other)]
                cell[1] += 1
                if rec.places[i] < rec.places[j]:
                    cell[0] += 1
                elif rec.places[i] == rec.places[j]:
                    cell[0] += 0.5
        for lvl, ts in rec.times.items():
            times[lvl].extend(ts)
    print(f"{game}, {players} players, {len(records)} games", file=out)
    print(f"{'level':8s} {'seats':>5s} {'wins':>5s} {'win rate':>9s} {'95% CI':>15s} "
          f"{'avg score':>9s} {'max dec s':>9s} {'p99 dec s':>9s} {'decisions':>9s}", file=out)
    for lvl in sorted(seats_of, key=LEVELS.index):
        n = seats_of[lvl]
        lo, hi = wilson(wins[lvl], n)
        ts = times.get(lvl, [])
        print(f"{lvl:8s} {n:5d} {wins[lvl]:5.0f} {wins[lvl] / n:9.1%} "
              f"{f'[{lo:.1%}, {hi:.1%}]':>15s} {score_sum[lvl] / n:9.1f} "
              f"{max(ts, default=0):9.3f} {percentile(ts, 99):9.3f} {len(ts):9d}", file=out)
    for (a, b), (won, n) in sorted(pair.items()):
        if LEVELS.index(a) <= LEVELS.index(b):
            continue
        lo, hi = wilson(won, n)
        print(f"head-to-head seats {a} vs {b}: {won:g}/{n} = {won / n:.1%} "
              f"(95% CI [{lo:.1%}, {hi:.1%}])", file=out)


DEFAULT_PLAYERS = {"wildlife": 4, "wildcards": 3, "evolution": 3}


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--game", default="", help="a title, or empty for every title")
    parser.add_argument("--players", type=int, default=0, help="0 = the issue's count")
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--seats", default="",
                        help="levels, comma separated, one per seat (default greedy + randoms)")
    parser.add_argument("--seed", type=int, default=1000)
    parser.add_argument("--budget", type=float, default=None,
                        help="search seconds per decision (default 0.5)")
    parser.add_argument("--iterations", type=int, default=None, help="search iteration cap")
    parser.add_argument("--jobs", type=int, default=1, help="games played in parallel")
    args = parser.parse_args(argv)
    for name in sorted(engine.GAMES):
        if args.game and name != args.game:
            continue
        players = args.players or DEFAULT_PLAYERS.get(name, 3)
        seats = args.seats.split(",") if args.seats else ["greedy"] + ["random"] * (players - 1)
        if len(seats) != players:
            parser.error(f"--seats lists {len(seats)} levels for {players} players")
        for lvl in seats:
            if lvl not in LEVELS:
                parser.error(f"unknown level {lvl!r}; levels: {', '.join(LEVELS)}")
        t0 = time.perf_counter()
        records = run(name, players, args.games, seats, args.seed, args.budget,
                      args.iterations, args.jobs)
        report(name, players, records)
        print(f"({time.perf_counter() - t0:.0f} s)\n")


if __name__ == "__main__":
    main()
