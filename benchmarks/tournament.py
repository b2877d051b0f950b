"""AI tournament: seeded games between AI levels, seats rotated, with win rates and timings.

Run, for example::

    .venv/bin/python -m benchmarks.tournament --game wildlife --players 4 --games 40 \\
        --seats greedy,random,random,random
    .venv/bin/python -m benchmarks.tournament --game wildcards --players 2 --games 20 \\
        --seats search,greedy
    .venv/bin/python -m benchmarks.tournament --game wildlife --games 40 \\
        --seats spreader,greedy,greedy,greedy

Besides the AI levels, a WildLife seat may be ``spreader``: the greedy player spreading
one-tile herds on purpose (benchmarks/spreader.py), to measure the herd tie rule's loophole.

Game ``g`` uses seed ``--seed + g`` and rotates the seat list by ``g`` places, so every level
sits in every seat equally often. Printed per level: wins (a shared first place counts as a
win for each tied seat) with a 95 % Wilson interval, average score, and the maximum and 99th
percentile of its decision times. Printed per pair of levels: "head-to-head seats", i.e. over
every game and every pair of seats holding the two levels, how often the first finished ahead
(a tie counts one half).

Then what the games looked like: the median winning score, and per level the median and 95th
percentile of its final score and of each category of ``result()``'s breakdown; for WildLife
also of each big scoring's points per category, beside the magnitudes of the rulebook's worked
big scoring (seed 001), so a table of AIs can be told from a game people would play.
"""

from __future__ import annotations

import argparse
import math
import statistics
import sys
import time
from collections import defaultdict
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field

import engine
from benchmarks.spreader import SpreaderPlayer
from engine.ai import LEVELS, make_player
from engine.players import Player

#: Seats a tournament may hold: the AI levels, and WildLife's loophole player.
SEATS: tuple[str, ...] = (*LEVELS, "spreader")


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
    """One finished game: the level, place, score and score breakdown of each seat, each big
    scoring's points per seat and category (WildLife), and decision times."""

    levels: list[str]
    places: list[int]
    scores: list[float]
    times: dict[str, list[float]] = field(default_factory=dict)
    breakdowns: list[dict[str, float]] = field(default_factory=list)
    scorings: list[list[dict[str, float]]] = field(default_factory=list)


#: Seed 001's worked big scoring ("Example of a major scoring"), per player: the smallest and
#: largest of the four players' points (areas 14/14/13/12, herds 6/7/7/5, totals 20/21/20/17).
#: The other rulebooks have no worked scoring.
EXAMPLE_BIG_SCORING: dict[str, dict[str, tuple[int, int]]] = {
    "wildlife": {"areas": (12, 14), "herds": (5, 7), "total": (17, 21)},
}


def big_scoring_points(state: engine.State) -> list[dict[str, float]]:
    """The points per seat and category of the big scoring just made (the public view's
    ``last_big_scoring``), with their total."""
    last = state.view(None)["last_big_scoring"]
    return [{**seat, "total": sum(seat.values())} for seat in last["points"]]


def seat_player(game: str, seat: str, seed: int, budget: float | None,
                iterations: int | None) -> Player:
    """The player of a tournament seat: an AI level, or the spreader."""
    if seat == "spreader":
        return SpreaderPlayer(seed)
    return make_player(game, seat, seed, budget, iterations=iterations)


def play_game(game: str, levels: list[str], seed: int, budget: float | None,
              iterations: int | None) -> GameRecord:
    names = [f"{lvl}-{i + 1}" for i, lvl in enumerate(levels)]
    state = engine.new_game(game, names, seed=seed)
    players = [seat_player(game, lvl, seed * 101 + i, budget, iterations)
               for i, lvl in enumerate(levels)]
    times: dict[str, list[float]] = defaultdict(list)
    scorings = []
    steps = 0
    while not state.is_over():
        seat = state.to_act()[0]
        t0 = time.perf_counter()
        action = players[seat].choose(state, seat)
        times[levels[seat]].append(time.perf_counter() - t0)
        for event in state.apply(seat, action):
            if event.kind == "big_scoring":
                scorings.append(big_scoring_points(state))
        steps += 1
        if steps > 200_000:
            raise RuntimeError(f"{game} seed {seed}: no end")
    n = len(levels)
    places, scores = [0] * n, [0.0] * n
    breakdowns: list[dict[str, float]] = [{} for _ in range(n)]
    for row in state.result()["ranking"]:
        places[row["seat"]] = row["place"]
        scores[row["seat"]] = float(row["score"])
        breakdowns[row["seat"]] = {category(k): v for k, v in row["breakdown"].items()}
    return GameRecord(levels, places, scores, dict(times), breakdowns, scorings)


def category(key: str) -> str:
    """A result category by its plain name: the engines name them by catalog key
    (``wl-score-food-ability``, ``wc-cat-best``), the report by the word (``food_ability``)."""
    for head in ("wl-score-", "wc-cat-", "ev-cat-"):
        if key.startswith(head):
            return key[len(head):].replace("-", "_")
    return key


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


def spread(values: list[float]) -> str:
    """"median / p95" of some points."""
    return f"{statistics.median(values):g} / {percentile(values, 95):g}" if values else "-"


def report_points(game: str, records: list[GameRecord], out=sys.stdout) -> None:
    """What the games looked like: winning scores, and per level its final score, each
    category of its breakdown and (WildLife) each big scoring's points, median / p95."""
    print(f"median winning score {statistics.median(max(r.scores) for r in records):g}",
          file=out)
    levels = sorted({lvl for r in records for lvl in r.levels}, key=SEATS.index)
    example = EXAMPLE_BIG_SCORING.get(game, {})
    tables = [("final", lambda r, i: [{"score": r.scores[i], **r.breakdowns[i]}], {}),
              ("per big scoring", lambda r, i: [scoring[i] for scoring in r.scorings], example)]
    for title, rows_of, known in tables:
        for lvl in levels:
            rows = [row for r in records for i, level in enumerate(r.levels) if level == lvl
                    for row in rows_of(r, i)]
            if not rows:
                continue
            print(f"{lvl} {title} (median / p95):", file=out)
            for category in dict.fromkeys(k for row in rows for k in row):
                cells = spread([float(row.get(category, 0)) for row in rows])
                low, high = known.get(category, (None, None))
                beside = f"   seed 001 example {low}-{high}" if low is not None else ""
                print(f"  {category:14s} {cells:>13s}{beside}", file=out)


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
    for lvl in sorted(seats_of, key=SEATS.index):
        n = seats_of[lvl]
        lo, hi = wilson(wins[lvl], n)
        ts = times.get(lvl, [])
        print(f"{lvl:8s} {n:5d} {wins[lvl]:5.0f} {wins[lvl] / n:9.1%} "
              f"{f'[{lo:.1%}, {hi:.1%}]':>15s} {score_sum[lvl] / n:9.1f} "
              f"{max(ts, default=0):9.3f} {percentile(ts, 99):9.3f} {len(ts):9d}", file=out)
    for (a, b), (won, n) in sorted(pair.items()):
        if SEATS.index(a) <= SEATS.index(b):
            continue
        lo, hi = wilson(won, n)
        print(f"head-to-head seats {a} vs {b}: {won:g}/{n} = {won / n:.1%} "
              f"(95% CI [{lo:.1%}, {hi:.1%}])", file=out)
    report_points(game, records, out)


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
            if lvl not in SEATS or (lvl == "spreader" and name != "wildlife"):
                parser.error(f"unknown seat {lvl!r} for {name}; seats: {', '.join(LEVELS)}"
                             " (and spreader in WildLife)")
        t0 = time.perf_counter()
        records = run(name, players, args.games, seats, args.seed, args.budget,
                      args.iterations, args.jobs)
        report(name, players, records)
        print(f"({time.perf_counter() - t0:.0f} s)\n")


if __name__ == "__main__":
    main()
