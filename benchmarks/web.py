"""The web table under its spectators (docs/web.md, docs/performance.md "The web table"):
live games of AI seats on a real SQLite file and the real aiohttp server, watched by many
server-sent-event streams opened by a second process (so the server's CPU is its own).

Run: ``.venv/bin/python -m benchmarks.web [--games 100] [--spectators 1000] [--gap 5]
[--seconds 30] [--rounds N] [--pin]``.

With ``--rounds N`` it measures the bot's own move latency only (a move's commit time, the
person's click or an AI's move until it is stored): ``N`` phases without streams and ``N``
with the streams open, alternating (A/B/A/B), so the shared machine's other load hits both
alike, and prints both on one line. With ``--pin`` the server and the spectators' clients
run on different CPUs, so the phases with streams do not lend the server's CPU to them.

Each game (the three titles in turn, a person and two AI seats of the ``random`` level; the
person's choices random legal ones, made as a click is) makes a move every ``--gap`` seconds
on average (exponential gaps, as from
many independent tables); a game that ends is replaced by a new one. The run has two phases
of ``--seconds`` each: without spectators, then with ``--spectators`` streams spread evenly
over the games. Printed: the offered load (moves/s, streams), the moves' own commit time in
each phase (the bot's move latency, with and without the streams), what was served (events
delivered, latency from a move's commit, when the core tells the web, to the event read by
the spectators' process: p50/p95/p99/max), and the server's CPU and memory.

A stream sends the table's version only (a page then fetches its part): several moves before
a stream wakes become one event, counted as coalesced. Timings depend on the machine and its
other load: compare runs made side by side, never assert on them.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import resource
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import aiohttp

from benchmarks.tournament import percentile
from tests.web.table import Served, open_game, serve, user_id

TITLES = ("wildcards", "wildlife", "evolution")


def memory_mb() -> tuple[float, float]:
    """The process's resident memory now and at its peak, in MB."""
    found = {}
    for line in Path("/proc/self/status").read_text().splitlines():
        key, _, value = line.partition(":")
        if key in ("VmRSS", "VmHWM"):
            found[key] = int(value.split()[0]) / 1024
    return found.get("VmRSS", 0.0), found.get("VmHWM", 0.0)


def cpu_seconds() -> float:
    use = resource.getrusage(resource.RUSAGE_SELF)
    return use.ru_utime + use.ru_stime


class Games:
    """``count`` live games of AI seats, each moving after exponential gaps of mean ``gap``."""

    def __init__(self, served: Served, count: int, gap: float, seed: int) -> None:
        self.served = served
        self.count = count
        self.gap = gap
        self.rng = random.Random(seed)
        self.tables: dict[int, int] = {}           # channel → its live table's id
        self.moved: dict[tuple[int, int], float] = {}   # (table, version) → committed at
        self.commits: list[tuple[float, float]] = []    # (when, seconds the move took)
        self.ended = 0
        self.committed = 0.0   # when the last move was committed (the core told the web)
        web = served.web
        served.service.on_sent = lambda: self._sent(web.changed)

    def _sent(self, changed: Any) -> None:
        self.committed = time.monotonic()
        changed()

    async def open(self, channel: int) -> None:
        title = TITLES[(channel + self.ended) % len(TITLES)]
        self.tables[channel] = await open_game(self.served, channel, title, [f"P{channel}"],
                                               ais=2, play_on=False)

    async def run(self, channel: int) -> None:
        """Move after move: an AI's or a forced one, else the person's (a random legal
        choice, as a click); a game that ended is replaced."""
        service = self.served.service
        while True:
            await asyncio.sleep(self.rng.expovariate(1 / self.gap))
            game = service.tables.open.get(channel)
            if game is None or game.state is None:
                self.ended += 1
                await self.open(channel)
                continue
            began = time.monotonic()
            if service.moves.forced_pending(channel) or service.moves.ai_pending(channel):
                async with service.tables.lock(channel):
                    _ = (await service.moves.forced_step(channel)
                         or await service.moves.ai_step(channel))
            else:
                seat = game.humans_to_act()[0]
                hand = service.tables.seat_hand(channel, seat)
                await service.moves.act(channel, user_id(channel, 0), hand.version, seat,
                                        self.rng.choice(hand.actions).code)
            done = time.monotonic()
            self.moved[(self.tables[channel], game.state.version)] = self.committed
            self.commits.append((done, done - began))


async def spectate(urls: list[str], seconds: float) -> None:
    """The second process: hold a stream per address for ``seconds``; print each event as
    ``[index, version, received at]`` in one JSON line."""
    got: list[tuple[int, int, float]] = []
    opened = 0

    async def watch(session: aiohttp.ClientSession, index: int, url: str) -> None:
        nonlocal opened
        async with session.get(url) as r:
            opened += 1
            async for line in r.content:
                if line.startswith(b"data: "):
                    got.append((index, int(line[6:]), time.monotonic()))

    connector = aiohttp.TCPConnector(limit=0)
    async with aiohttp.ClientSession(connector=connector,
                                     timeout=aiohttp.ClientTimeout(total=None)) as session:
        tasks = [asyncio.create_task(watch(session, i, u)) for i, u in enumerate(urls)]
        await asyncio.sleep(seconds)
        for task in tasks:
            task.cancel()
        failed = sum(1 for r in await asyncio.gather(*tasks, return_exceptions=True)
                     if isinstance(r, Exception) and not isinstance(r, asyncio.CancelledError))
    print(json.dumps({"events": got, "opened": opened, "failed": failed}))


def commit_line(commits: list[tuple[float, float]], since: float, until: float) -> str:
    took = [t * 1000 for when, t in commits if since <= when < until]
    return (f"{len(took)} moves, {len(took) / max(1e-9, until - since):.1f}/s, commit "
            f"p50 {percentile(took, 50):.1f} ms, p95 {percentile(took, 95):.1f} ms, "
            f"max {max(took, default=0):.1f} ms")


def commits_of(commits: list[tuple[float, float]],
               windows: list[tuple[float, float]]) -> list[float]:
    """The moves' commit times (ms) that fell in any of ``windows``."""
    return [t * 1000 for when, t in commits if any(a <= when < b for a, b in windows)]


def latency_words(took: list[float]) -> str:
    return (f"{len(took)} moves, commit p50 {percentile(took, 50):.1f} ms, "
            f"p95 {percentile(took, 95):.1f} ms, p99 {percentile(took, 99):.1f} ms")


async def interleaved(args: argparse.Namespace, served: Served) -> None:
    """The bot's own move latency (a move's commit time) without streams and with
    ``--spectators`` streams open, in alternating phases (A/B/A/B…, ``--rounds`` of each), so
    the shared machine's other load falls on both alike; one line with both."""
    games = Games(served, args.games, args.gap, args.seed)
    for channel in range(1, args.games + 1):
        await games.open(channel)
    runners = [asyncio.create_task(games.run(ch)) for ch in range(1, args.games + 1)]
    channels = list(range(1, args.games + 1))
    without: list[tuple[float, float]] = []
    within: list[tuple[float, float]] = []
    try:
        for _ in range(args.rounds):
            began = time.monotonic()
            await asyncio.sleep(args.seconds)
            without.append((began, time.monotonic()))
            urls = [served.table_url(games.tables[channels[i % len(channels)]]) + "events"
                    for i in range(args.spectators)]
            with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False) as listing:
                json.dump(urls, listing)
            child = await asyncio.create_subprocess_exec(
                sys.executable, "-m", "benchmarks.web", "--spectate", listing.name,
                "--seconds", str(args.seconds + 60), *(["--pin"] if args.pin else []),
                stdout=asyncio.subprocess.DEVNULL)
            async with asyncio.timeout(120):
                while served.web.streams < args.spectators and child.returncode is None:
                    await asyncio.sleep(0.2)
            began = time.monotonic()
            await asyncio.sleep(args.seconds)
            within.append((began, time.monotonic()))
            child.terminate()
            await child.wait()
            os.unlink(listing.name)
            async with asyncio.timeout(60):   # the streams close before the next A phase
                while served.web.streams:
                    await asyncio.sleep(0.2)
    finally:
        for task in runners:
            task.cancel()
        await asyncio.gather(*runners, return_exceptions=True)
    pinned = " (server on CPU 0, the spectators' process on the others)" if args.pin else ""
    print(f"A/B x{args.rounds} of {args.seconds:.0f} s, {args.games} games{pinned} "
          f"({args.games / args.gap:.1f} moves/s offered): without streams "
          f"{latency_words(commits_of(games.commits, without))} | with {args.spectators} "
          f"streams {latency_words(commits_of(games.commits, within))}")


async def bench(args: argparse.Namespace) -> None:
    with tempfile.TemporaryDirectory() as folder:
        served = await serve(Path(folder) / "bot.sqlite3")
        try:
            await (interleaved(args, served) if args.rounds else run(args, served))
        finally:
            await served.close()


async def run(args: argparse.Namespace, served: Served) -> None:
    games = Games(served, args.games, args.gap, args.seed)
    for channel in range(1, args.games + 1):
        await games.open(channel)
    print(f"{args.games} games open (a person and two random AI seats each), "
          f"a move every {args.gap:.1f} s per game on average: "
          f"{args.games / args.gap:.1f} moves/s offered")
    runners = [asyncio.create_task(games.run(ch)) for ch in range(1, args.games + 1)]
    cpu0, wall0 = cpu_seconds(), time.monotonic()
    await asyncio.sleep(args.seconds)
    cpu1, wall1 = cpu_seconds(), time.monotonic()
    print(f"without spectators: {commit_line(games.commits, wall0, wall1)}; server CPU "
          f"{100 * (cpu1 - cpu0) / (wall1 - wall0):.0f} %, memory {memory_mb()[0]:.0f} MB")

    # the spectators: the tables' addresses, evenly; their process holds the streams
    channels = list(range(1, args.games + 1))
    urls = [served.table_url(games.tables[channels[i % len(channels)]]) + "events"
            for i in range(args.spectators)]
    watched = [games.tables[channels[i % len(channels)]] for i in range(args.spectators)]
    with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False) as listing:
        json.dump(urls, listing)
    child = await asyncio.create_subprocess_exec(
        sys.executable, "-m", "benchmarks.web", "--spectate", listing.name,
        "--seconds", str(args.seconds), *(["--pin"] if args.pin else []),
        stdout=asyncio.subprocess.PIPE)
    async with asyncio.timeout(120):   # the streams open (the process starts, then connects)
        while served.web.streams < args.spectators and child.returncode is None:
            await asyncio.sleep(0.2)
    opened = served.web.streams
    cpu2, wall2 = cpu_seconds(), time.monotonic()
    rss_before = memory_mb()[0]
    out, _ = await child.communicate()
    cpu3, wall3 = cpu_seconds(), time.monotonic()
    os.unlink(listing.name)
    for task in runners:
        task.cancel()
    await asyncio.gather(*runners, return_exceptions=True)
    found: dict[str, Any] = json.loads(out.decode().strip().splitlines()[-1])
    latencies, unmatched, seen = [], 0, set()
    for index, version, received in found["events"]:
        moved = games.moved.get((watched[index], version))
        if index not in seen:     # a stream's first event: the version it opened on
            seen.add(index)
            unmatched += 1
        elif moved is not None and received >= wall2:
            latencies.append((received - moved) * 1000)
    expected = sum(1 for (table, _), when in games.moved.items() if wall2 <= when < wall3
                   for t in watched if t == table)
    rss, peak = memory_mb()
    print(f"with {args.spectators} spectators ({opened} streams open at the server, "
          f"{found['failed']} failed): {commit_line(games.commits, wall2, wall3)}; server CPU "
          f"{100 * (cpu3 - cpu2) / (wall3 - wall2):.0f} %, memory {rss:.0f} MB "
          f"({rss - rss_before:+.0f} MB while streaming, peak {peak:.0f} MB)")
    print(f"served: {len(latencies)} events after moves ({expected} stream-moves: "
          f"{max(0, expected - len(latencies))} coalesced into a later event), "
          f"{unmatched} first events; commit to event p50 {percentile(latencies, 50):.1f} ms, "
          f"p95 {percentile(latencies, 95):.1f} ms, p99 {percentile(latencies, 99):.1f} ms, "
          f"max {max(latencies, default=0):.1f} ms; {games.ended} games ended and were "
          "replaced")


def pin(*, spectators: bool) -> None:
    """This process on CPU 0 (the server) or on every other CPU (the spectators' clients):
    on a machine of 2 cores the 1,000 clients would otherwise take the server's CPU in the
    phases with streams, and the A/B comparison would measure them, not the server."""
    cpus = list(range(os.cpu_count() or 1))   # the machine's, not this process's (inherited)
    if len(cpus) < 2:
        raise SystemExit("--pin needs at least 2 CPUs")
    os.sched_setaffinity(0, set(cpus[1:]) if spectators else {cpus[0]})


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--spectators", type=int, default=1000)
    parser.add_argument("--gap", type=float, default=5.0,
                        help="mean seconds between a game's moves")
    parser.add_argument("--seconds", type=float, default=30.0, help="each phase's length")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--rounds", type=int, default=0,
                        help="measure the moves' commit time only, in this many alternating "
                             "phases without and with the streams (A/B/A/B)")
    parser.add_argument("--pin", action="store_true",
                        help="the server (and its workers) on CPU 0, the spectators' process "
                             "on the other CPUs, so the streams' clients take no CPU from the "
                             "server whose latency is measured")
    parser.add_argument("--spectate", help=argparse.SUPPRESS)   # the spectators' process
    args = parser.parse_args()
    if args.pin:
        pin(spectators=bool(args.spectate))
    if args.spectate:
        asyncio.run(spectate(json.loads(Path(args.spectate).read_text()), args.seconds))
    else:
        asyncio.run(bench(args))


if __name__ == "__main__":
    main()
