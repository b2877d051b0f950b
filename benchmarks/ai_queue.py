"""AI seats under load, without the rest of the bot: search decisions arrive at a steady rate
(exponential gaps, as from many independent tables) at the bot's own ``Thinkers``, and each is
timed from asked to answered, as ``benchmarks.load`` times them in the whole bot.

Run: ``.venv/bin/python -m benchmarks.ai_queue [--rate 3] [--seconds 60] [--processes 1]
[--budget 0.5] [--seed 1]``.

The positions are mid-game decisions of the three titles reached by greedy play (three seats,
as at a table of two people and an AI seat), cycled through. Printed: the decisions, how many
the greedy made because a decision waited too long (the fallbacks the load benchmark
counts), asked to answered p50, p99 and maximum, how many took a second or more, the load
average before and after (the machine may be shared: compare runs made side by side).
"""

from __future__ import annotations

import argparse
import asyncio
import os
import random
import time

import engine
from benchmarks.tournament import percentile
from bot.core.thinking import Thinkers
from engine.ai import make_player
from engine.search import SearchSettings, moves_of

TITLES = ("wildlife", "wildcards", "evolution")


def positions(per_title: int, seed: int) -> list[tuple[str, int]]:
    """``(state JSON, seat)`` of decisions with a real choice, from greedy play."""
    rng = random.Random(seed)
    skip = SearchSettings().skip
    out: list[tuple[str, int]] = []
    for title in TITLES:
        found = 0
        game = 0
        while found < per_title:
            state = engine.new_game(title, ["A", "B", "C"], seed=seed * 100 + game)
            players = [make_player(title, "greedy", seed + s) for s in range(3)]
            game += 1
            while not state.is_over() and found < per_title:
                seat = state.to_act()[0]
                if len(moves_of(state, seat, skip)) > 1 and rng.random() < 0.1:
                    out.append((state.to_json(), seat))
                    found += 1
                state.apply(seat, players[seat].choose(state, seat))
    rng.shuffle(out)
    return out


async def load(thinkers: Thinkers, todo: list[tuple[str, int]], rate: float, seconds: float,
               seed: int) -> int:
    """Ask decisions at ``rate`` a second for ``seconds``; wait for every answer."""
    rng = random.Random(seed)
    asked: list[asyncio.Task[str]] = []
    started = time.perf_counter()
    due = started
    while due - started < seconds:
        await asyncio.sleep(max(0.0, due - time.perf_counter()))
        text, seat = todo[len(asked) % len(todo)]
        asked.append(asyncio.create_task(
            thinkers.choose(text, seat, "search", seed * 7919 + len(asked))))
        due += rng.expovariate(rate)
    await asyncio.gather(*asked)
    return len(asked)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--rate", type=float, default=3.0, help="decisions asked a second")
    parser.add_argument("--seconds", type=float, default=60.0)
    parser.add_argument("--processes", type=int, default=1, help="AI worker processes")
    parser.add_argument("--budget", type=float, default=0.5)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    todo = positions(20, args.seed)
    thinkers = Thinkers(args.processes, args.budget)
    thinkers.start()
    if thinkers.pool is not None:  # wait for the workers' warm-up: not what is measured
        for job in [thinkers.pool.submit(int) for _ in range(2 * args.processes)]:
            job.result()
    load_before = os.getloadavg()[0]
    try:
        asked = asyncio.run(load(thinkers, todo, args.rate, args.seconds, args.seed))
    finally:
        thinkers.close()
    times = list(thinkers.timings)
    print(f"[ai_queue] rate {args.rate:g}/s for {args.seconds:g}s, {args.processes} worker(s), "
          f"budget {args.budget:g}s: {asked} decisions, {thinkers.hurried} made by the greedy "
          f"({thinkers.hurried / max(1, asked):.1%}); asked to answered p50 "
          f"{percentile(times, 50):.3f}s, p99 {percentile(times, 99):.3f}s, max "
          f"{max(times):.3f}s, {sum(t >= 1.0 for t in times)} took 1 s or more (the workers' "
          f"answers: max {max(thinkers.worker_timings):.3f}s); load average "
          f"{load_before:.1f} -> {os.getloadavg()[0]:.1f}")


if __name__ == "__main__":
    main()
