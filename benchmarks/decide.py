"""How long an AI decision takes through ``engine.ai.decide`` in a pool of worker processes, as
the bot runs them: from handing the state's JSON to the pool to having the action code back.

Run: ``.venv/bin/python -m benchmarks.decide [--game wildlife] [--level search] [--games 2]
[--workers 2] [--budget 0.5] [--seed 1]``.

``--games`` games are played at once, every seat by ``--level``, each game's decisions sent one
after another to the shared pool of ``--workers`` processes (more games than workers queue, as
they would in the bot). Printed: the decisions, the median, 99th percentile and maximum wall
time per decision, how many took a second or more, and the load average before and after (the
machine is shared: a loaded machine stretches every figure).
"""

from __future__ import annotations

import argparse
import os
import statistics
import time
from concurrent.futures import Executor, ProcessPoolExecutor, ThreadPoolExecutor

import engine
from benchmarks.tournament import DEFAULT_PLAYERS, percentile
from engine.ai import LEVELS, decide


def play(pool: Executor, game: str, players: int, level: str, seed: int,
         budget: float) -> list[float]:
    """One game, every decision through the pool; the wall time of each."""
    state = engine.new_game(game, [f"P{i}" for i in range(players)], seed=seed)
    times = []
    while not state.is_over():
        seat = state.to_act()[0]
        ai_seed = (seed * 1_000_003 + state.version * 101 + seat) & ((1 << 62) - 1)
        start = time.perf_counter()
        code = pool.submit(decide, state.to_json(), seat, level, ai_seed, budget).result()
        times.append(time.perf_counter() - start)
        state.apply(seat, state.action_from_code(seat, code))
    return times


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", default="wildlife", choices=sorted(engine.GAMES))
    parser.add_argument("--level", default="search", choices=LEVELS)
    parser.add_argument("--games", type=int, default=2, help="played at the same time")
    parser.add_argument("--workers", type=int, default=2, help="worker processes")
    parser.add_argument("--budget", type=float, default=0.5)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    players = DEFAULT_PLAYERS[args.game]
    load_before = os.getloadavg()[0]
    t0 = time.perf_counter()
    with ProcessPoolExecutor(max_workers=args.workers) as pool, \
            ThreadPoolExecutor(max_workers=args.games) as games:
        runs = [games.submit(play, pool, args.game, players, args.level, args.seed + g,
                             args.budget) for g in range(args.games)]
        times = [t for run in runs for t in run.result()]
    print(f"{args.game}, {players} players, level {args.level}, budget {args.budget} s: "
          f"{args.games} games at once, {args.workers} worker processes")
    print(f"{len(times)} decisions: median {statistics.median(times):.3f} s, "
          f"p99 {percentile(times, 99):.3f} s, max {max(times):.3f} s, "
          f"{sum(1 for t in times if t >= 1.0)} took 1 s or more")
    print(f"load average {load_before:.2f} before, {os.getloadavg()[0]:.2f} after "
          f"({time.perf_counter() - t0:.0f} s)")


if __name__ == "__main__":
    main()
