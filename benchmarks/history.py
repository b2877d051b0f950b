"""History and replays (docs/history.md): what a finished game costs.

Run: ``.venv/bin/python -m benchmarks.history`` (``--games N`` rated games on a SQLite file).

Prints the time to rate a finished game and record it (``History.rate`` + ``History.record``:
the reads of each person's rating, openskill's update, one transaction), per game, p50/p99;
and per title, for the committed golden replays (tests/history/golden): the replay file's
size, the time to export it from a final state, to rebuild and check it, and to draw its
animated WebP (frames, size, time).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import random
import tempfile
import time
from pathlib import Path

from bot.core.history import History
from bot.core.replays import chapter_views, check, export, load, rebuild
from bot.messages.render import told_and_drawn
from bot.store import open_store
from renderers import render_story
from renderers.animation import animate

GOLDEN = Path(__file__).resolve().parents[1] / "tests" / "history" / "golden"


def pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


async def ratings(games: int) -> None:
    """Rate ``games`` synthetic 4-seat results (3 people of a pool of 40, one AI seat)."""
    rng = random.Random(7)
    with tempfile.TemporaryDirectory() as folder:
        store = await open_store(str(Path(folder) / "history.sqlite3"))
        history = History(store)
        times = []
        try:
            for game_id in range(1, games + 1):
                await store.write([(
                    "INSERT INTO games (id, channel_id, guild_id, game, host_id, status,"
                    " created, updated) VALUES (?, 1, 1, 'wildlife', 1, 'over', 0, 0)",
                    (game_id,))])
                people = rng.sample(range(1, 41), 3)
                seats = [{"user_id": u, "ai": None} for u in people] + [
                    {"user_id": None, "ai": "search"}]
                scores = [rng.randint(40, 160) for _ in seats]
                ranked = sorted(range(4), key=lambda s: -scores[s])
                result = {"ranking": [{"seat": s, "place": ranked.index(s) + 1,
                                       "score": scores[s]} for s in range(4)]}
                started = time.perf_counter()
                changes = await history.rate("wildlife", result, seats)
                await history.record(game_id, "wildlife", changes, float(game_id))
                times.append(time.perf_counter() - started)
        finally:
            await store.close()
    print(f"[ratings] {games} games of 3 people and an AI seat (SQLite): rate + record "
          f"p50 {pct(times, 0.5) * 1000:.2f} ms, p99 {pct(times, 0.99) * 1000:.2f} ms per game")


def replays() -> None:
    for path in sorted(GOLDEN.glob("*.json")):
        replay = load(path.read_text(encoding="utf-8"))
        started = time.perf_counter()
        states = rebuild(replay)
        check(replay, states[-1])
        rebuilt = time.perf_counter() - started
        final = states[-1]
        started = time.perf_counter()
        text = json.dumps(export(final.to_json(), final.result()), indent=1)
        exported = time.perf_counter() - started
        views = chapter_views(replay["game"], states)
        end = {**final.view(None), "result": replay["result"]}
        started = time.perf_counter()
        webp = animate(replay["game"], views, end=end)
        drawn = time.perf_counter() - started
        started = time.perf_counter()
        told, _png, _alt = told_and_drawn(render_story, replay["game"], final.to_json(),
                                          replay["game"], "en")
        story = time.perf_counter() - started
        print(f"[replay] {replay['game']}: {len(final.players)} players, {len(replay['log'])} "
              f"moves; file {len(text) / 1024:.1f} KiB, exported in {exported * 1000:.1f} ms, "
              f"rebuilt and checked in {rebuilt * 1000:.0f} ms; animation {len(views) + 1} "
              f"frames, {len(webp) / 1e6:.2f} MB, drawn in {drawn:.1f} s; story of "
              f"{len(told['points'])} points with its chart and alt text in "
              f"{story * 1000:.0f} ms (in a picture worker)")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=500)
    args = parser.parse_args()
    asyncio.run(ratings(args.games))
    replays()


if __name__ == "__main__":
    main()
