"""A person's review of a finished game (bot/core/review.py, docs/history.md): how long it
takes, per title, for the committed golden games (tests/history/golden), seat 0.

Run: ``.venv/bin/python -m benchmarks.review [--workers 2] [--title wildlife]``. The review
runs as the bot runs it: in the AI worker processes (``review.review``; the bot's default is
two), timed from the ask to the answer. Prints per title the seconds, the decisions scored and
the accuracy, the CPU seconds the workers spent, and the machine's load average (the review is
CPU work: a loaded machine stretches it).
"""

from __future__ import annotations

import argparse
import asyncio
import os
import time
from pathlib import Path

from bot.core.replays import load, rebuild
from bot.core.review import review
from bot.core.thinking import Thinkers
from bot.core.workers import run, stop

GOLDEN = Path(__file__).resolve().parents[1] / "tests" / "history" / "golden"


async def cpu(thinkers: Thinkers) -> float:
    """The CPU seconds of every worker (one probe each; a probe waits while its worker is
    busy, so the other takes it: enough probes at once reach each)."""
    if thinkers.pool is None:
        return time.process_time()
    seen: dict[int, float] = {}
    while len(seen) < thinkers.processes:
        for pid, spent in await asyncio.gather(*(run(thinkers.pool, _probe)
                                                 for _ in range(4 * thinkers.processes))):
            seen[pid] = max(seen.get(pid, 0.0), spent)
    return sum(seen.values())


def _probe() -> tuple[int, float]:
    time.sleep(0.05)  # keeps this worker so the others take the other probes
    return os.getpid(), time.process_time()


async def main(workers: int, titles: list[str]) -> None:
    thinkers = Thinkers(processes=workers)
    thinkers.start()
    try:
        for path in sorted(GOLDEN.glob("*.json")):
            if titles and path.stem not in titles:
                continue
            final = rebuild(load(path.read_text(encoding="utf-8")))[-1]
            spent = await cpu(thinkers)
            start = time.perf_counter()
            told = await review(thinkers, final, 0)
            took = time.perf_counter() - start
            spent = await cpu(thinkers) - spent
            print(f"{final.game:10} {len(final.log):4} moves  review {took:5.1f} s "
                  f"({spent:5.1f} CPU s in {max(1, workers)} workers)  "
                  f"{told['decisions']} decisions, accuracy {told['accuracy']:.0%}  "
                  f"(load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores)",
                  flush=True)
    finally:
        stop(thinkers.pool)


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--workers", type=int, default=2, help="AI worker processes (0: a thread)")
    parser.add_argument("--title", action="append", default=[], help="only this title")
    args = parser.parse_args()
    asyncio.run(main(args.workers, args.title))
