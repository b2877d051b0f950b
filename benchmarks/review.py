"""A person's review of a finished game (bot/core/review.py, docs/history.md): how long it
takes, per title, for the committed golden games (tests/history/golden), seat 0.

Run: ``.venv/bin/python -m benchmarks.review [--workers N]``. With workers, the review runs
as the bot runs it: in an AI worker process (``review.review``), timed from the ask to the
answer. Prints per title the seconds, the decisions scored and the accuracy, and the
machine's load average (the review is CPU work: a loaded machine stretches it).
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
from bot.core.workers import stop

GOLDEN = Path(__file__).resolve().parents[1] / "tests" / "history" / "golden"


async def main(workers: int) -> None:
    thinkers = Thinkers(processes=workers)
    thinkers.start()
    try:
        for path in sorted(GOLDEN.glob("*.json")):
            final = rebuild(load(path.read_text(encoding="utf-8")))[-1]
            start = time.perf_counter()
            told = await review(thinkers, final, 0)
            took = time.perf_counter() - start
            print(f"{final.game:10} {len(final.log):4} moves  review {took:5.1f} s  "
                  f"{told['decisions']} decisions, accuracy {told['accuracy']:.0%}  "
                  f"(load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores)",
                  flush=True)
    finally:
        stop(thinkers.pool)


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--workers", type=int, default=1, help="AI worker processes (0: a thread)")
    asyncio.run(main(parser.parse_args().workers))
