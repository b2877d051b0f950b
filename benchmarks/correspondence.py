"""Many correspondence games open at once (docs/playing.md, "Correspondence"): what they cost
while nothing happens, which is most of their life.

Run: ``.venv/bin/python -m benchmarks.correspondence [--games 10000]``.

The games are opened, joined and started through the core (``GameService.lobby``, as the
commands do; two people each, Wild Cards, ``pace: correspondence``) on a real SQLite file,
then the service is closed and a new one started over the file, as after a restart. Printed:

* **catalogs**: the words of the three languages parsed, once per process whatever the
  games (the bot's command sync parses them at its start as well), so apart from the load;
* **load**: the time and CPU of ``GameService.start`` (every open game, its timers, clocks,
  holidays and notice choices read back; the timers re-armed), and on one line (**start**)
  the CPU and wall seconds with how many states the start decoded (none: a game's state is
  decoded when it is first touched);
* **store**: the file's size per game (with its outbox rows of the start's messages);
* **scheduler**: the CPU of what the scheduler does between moves: finding the next due
  timer (``next_due``), and one round of claiming when nothing is due (a wake that finds
  nothing), per call; and a claim round at the moment every game's first clocks run out
  (claiming and finishing them in batches, without the fallback moves themselves, which are
  the moves' cost, not the scheduler's), per timer.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import tempfile
import time
from pathlib import Path

import words
from bot.core.clocks import DEFAULT_BANK
from bot.core.service import GameService
from bot.store.sqlite import SqliteStore


class Clock:
    def __init__(self) -> None:
        self.now = 1_800_000_000.0

    def __call__(self) -> float:
        return self.now


async def open_games(path: str, games: int, clock: Clock) -> None:
    store = await SqliteStore.connect(path)
    service = GameService(store, clock=clock, seed_source=iter(range(1, 10**9)).__next__)
    await service.start()
    started = time.perf_counter()
    for n in range(games):
        channel = 10_000 + n
        await service.lobby.create(channel, 1, 100 + 2 * n, f"p{n}", "wildcards",
                                   pace="correspondence")
        await service.lobby.join(channel, 101 + 2 * n, f"q{n}")
        await service.lobby.start(channel, 100 + 2 * n)
        if n and n % 1000 == 0:
            print(f"  opened {n} games ({time.perf_counter() - started:.0f} s)", flush=True)
    await service.close()
    await store.close()


async def measure(path: str, games: int, clock: Clock) -> None:
    wall, cpu = time.perf_counter(), time.process_time()
    for lang in words.LANGUAGES:  # once per process, whatever the games (the bot's command
        words.bundle(lang)        # sync parses them at its start too): apart from the load
    print(f"catalogs: parsed in {time.perf_counter() - wall:.2f} s "
          f"({time.process_time() - cpu:.2f} s CPU), once per process")
    store = await SqliteStore.connect(path)
    service = GameService(store, clock=clock)
    wall, cpu = time.perf_counter(), time.process_time()
    await service.start()
    wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
    timers = service.timers
    print(f"load: {len(service.tables.open)} open games, {len(timers.rows)} timers in "
          f"{wall:.2f} s ({cpu:.2f} s CPU; {1000 * cpu / games:.3f} ms per game)")
    decoded = sum(game.loaded is not None for game in service.tables.open.values())
    print(f"start: {games} games in {cpu:.2f} s CPU, {wall:.2f} s wall; {decoded} states "
          f"decoded (the rest when first touched)")
    size = os.path.getsize(path) + sum(os.path.getsize(p) for p in Path(path).parent.glob(
        Path(path).name + "-*"))
    print(f"store: {size / 1e6:.1f} MB, {size / games / 1024:.2f} KiB per game")
    rounds = 1000
    cpu = time.process_time()
    for _ in range(rounds):
        timers.next_due()
    per_next = (time.process_time() - cpu) / rounds
    cpu = time.process_time()
    for _ in range(100):
        await timers.claim_due(clock())
    per_claim = (time.process_time() - cpu) / 100
    print(f"scheduler, idle: next_due {1e6 * per_next:.1f} µs, an empty claim round "
          f"{1e3 * per_claim:.2f} ms (CPU)")
    clock.now += DEFAULT_BANK + 1
    due = len(timers.due())
    cpu, claimed = time.process_time(), 0
    while True:
        batch = await timers.claim_due(clock())
        if not batch:
            break
        for timer in batch:
            await timers.drop(timer)
        claimed += len(batch)
    cpu = time.process_time() - cpu
    print(f"scheduler, every first clock runs out: {due} due, {claimed} claimed and finished"
          f" in {cpu:.2f} s CPU ({1e3 * cpu / max(1, claimed):.2f} ms per timer)")
    await service.close()
    await store.close()


async def run(games: int) -> None:
    with tempfile.TemporaryDirectory() as folder:
        path = str(Path(folder) / "store.sqlite3")
        clock = Clock()
        print(f"opening {games} correspondence games …", flush=True)
        await open_games(path, games, clock)
        await measure(path, games, clock)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=10_000)
    asyncio.run(run(parser.parse_args().games))


if __name__ == "__main__":
    main()
