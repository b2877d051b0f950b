"""Engine speed: random games per title, printing games/s and the median time per decision,
and what an undo costs (``engine.undo`` replays the log: timed at the game's end, the longest
log, so the worst case).

Run: ``.venv/bin/python -m benchmarks.engine [--games N] [--players P] [--game NAME]``.
Engine time only: the random player's choice is timed apart and left out.
"""

from __future__ import annotations

import argparse
import statistics
import time

import engine
from engine.players import RandomPlayer


def bench(name: str, players: int, games: int) -> None:
    decision_ns: list[int] = []
    game_ms: list[float] = []
    replay_ms: list[float] = []
    for g in range(games):
        t_game = 0
        state = engine.new_game(name, [f"P{i + 1}" for i in range(players)], seed=g)
        ai = RandomPlayer(g)
        while not state.is_over():
            seat = state.to_act()[0]
            t0 = time.perf_counter_ns()
            legal = state.legal_actions(seat)
            t1 = time.perf_counter_ns()
            action = ai.rng.choice(legal)
            t2 = time.perf_counter_ns()
            state.apply(seat, action)
            t3 = time.perf_counter_ns()
            spent = (t1 - t0) + (t3 - t2)
            decision_ns.append(spent)
            t_game += spent
        game_ms.append(t_game / 1e6)
        t0 = time.perf_counter_ns()
        engine.replay(state)
        replay_ms.append((time.perf_counter_ns() - t0) / 1e6)
    total_s = sum(game_ms) / 1000
    print(f"{name:10s} {players}p  games={games:4d}  games/s={games / total_s:8.1f}  "
          f"median game={statistics.median(game_ms):7.2f} ms  "
          f"max game={max(game_ms):7.2f} ms  "
          f"median decision={statistics.median(decision_ns) / 1000:7.1f} µs  "
          f"decisions/game={len(decision_ns) / games:6.0f}  "
          f"undo at the end (replay)={statistics.median(replay_ms):7.2f} ms median, "
          f"{max(replay_ms):7.2f} ms max")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=50)
    parser.add_argument("--players", type=int, default=0, help="0 = the issue's default count")
    parser.add_argument("--game", default="")
    args = parser.parse_args()
    default_players = {"wildlife": 4, "wildcards": 3, "evolution": 4}
    for name in sorted(engine.GAMES):
        if args.game and name != args.game:
            continue
        bench(name, args.players or default_players.get(name, 3), args.games)


if __name__ == "__main__":
    main()
