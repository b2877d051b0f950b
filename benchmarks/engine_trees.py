"""Engine speed of several source trees side by side: the same random games on each tree's
engine, in interleaved rounds (one process per tree and round), so the machine's load falls on
every tree alike; prints each tree's CPU per game (median of the rounds) and its ratio to the
first tree's.

Run: ``.venv/bin/python -m benchmarks.engine_trees OLD NEW [--game wildlife] [--players 4]
[--games 20] [--rounds 5]``, where OLD and NEW are checked-out trees (e.g. ``git worktree add
/tmp/old 4f33096``, and ``.`` for this one). The random player's choice is timed with the
engine (the same games on every tree: the same calls to it).
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys

GAMES = r"""
import sys, time
sys.path.insert(0, sys.argv[1])
import engine
assert engine.__file__.startswith(sys.argv[1]), engine.__file__
from engine.players import RandomPlayer
game, players, n = sys.argv[2], int(sys.argv[3]), int(sys.argv[4])
spent = 0.0
for g in range(n):
    state = engine.new_game(game, [f"P{i}" for i in range(players)], seed=g)
    ai = RandomPlayer(g)
    start = time.process_time()
    while not state.is_over():
        seat = state.to_act()[0]
        state.apply(seat, ai.rng.choice(state.legal_actions(seat)))
    spent += time.process_time() - start
print(spent / n * 1000)
"""


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("trees", nargs="+")
    parser.add_argument("--game", default="wildlife")
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--rounds", type=int, default=5)
    args = parser.parse_args()
    times: dict[str, list[float]] = {tree: [] for tree in args.trees}
    for _ in range(args.rounds):
        for tree in args.trees:
            out = subprocess.run([sys.executable, "-c", GAMES, os.path.abspath(tree), args.game,
                                  str(args.players), str(args.games)],
                                 capture_output=True, text=True, cwd="/", check=True)
            times[tree].append(float(out.stdout))
    first = statistics.median(times[args.trees[0]])
    for tree, spent in times.items():
        median = statistics.median(spent)
        print(f"{tree}: {median:.2f} ms a game (rounds {', '.join(f'{t:.1f}' for t in spent)}),"
              f" {median / first:.3f}x the first")


if __name__ == "__main__":
    main()
