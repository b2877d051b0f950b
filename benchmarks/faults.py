"""Faults of the store and the processes: ``python -m benchmarks.faults`` (``--quick`` for a
smoke run; ``--help`` for the sizes). docs/deploy.md ("Faults") has the figures.

A throw-away PostgreSQL (as tests/pg_server.py starts it) and two bot processes on shards 0
and 1 of 2, each driving the bot's core over the store: scripted people playing a few hundred
live games (a random legal decision now and then; in every fifth game one person never
answers, so turn timers play for them), the scheduler firing timers through its claims, and
a sender delivering the outbox through its claims (its "Discord" is a line on stdout per
delivery, read by this supervisor, which treats each as Discord treats a message create with
the row's ``nonce`` and ``enforce_nonce``: a repeat within minutes makes no second message).
During the run the supervisor:

* SIGKILLs a bot process at random moments (``--kills`` times) and starts it again;
* restarts PostgreSQL (``--pg-restarts`` times, down ``--pg-down`` seconds each);
* starts a stray process for a shard already owned (it must stop: one owner per shard).

At the end it checks every game against the people's own record (what each process printed
as acknowledged): every acknowledged move is in the store's log (lost), no outbox row
(revision) was delivered twice and no timer fired twice (twice), and every open game can be
played to its end (stalled). Recovery: from each fault to the next move served.

What it does not do: the processes run the core, the timers and the sender (the parts a fault
touches), not discord.py over SimCord, since a SimCord Discord lives inside one process and
would die with it at each SIGKILL; interactions answered during an outage are tested end to
end in tests/bot/test_e2e_outage.py.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import random
import signal
import subprocess
import sys
import threading
import time
from typing import Any

SHARDS = 2
TIMER = 4.0  # seconds per decision: absent players' timers fire during the run


def guild_of(shard: int, n: int) -> int:
    return ((n * SHARDS + shard) << 22) + 1


# -- a bot process ------------------------------------------------------------------------------
async def worker(url: str, shard: int, games: int, seed: int, mode: str) -> None:
    from bot.core.models import UserError
    from bot.core.service import GameService
    from bot.core.timers import Scheduler
    from bot.store import VersionConflict, open_store
    from bot.store.outage import unavailable
    from bot.store.owners import shard_locks

    def say(*parts: Any) -> None:
        print(*parts, ".", flush=True)  # the dot: a line cut by a SIGKILL is not read

    store = await open_store(url, shard_count=SHARDS)
    locks = shard_locks(store)
    if await locks.take([shard]):
        if mode == "stop":
            say("stopped", shard)
            await store.close()
            return
        while await locks.take([shard]):
            await asyncio.sleep(0.5)
    await store.release_claims([shard])
    service = GameService(store, shards=(shard,), turn_timer_seconds=TIMER,
                          timeout_fallback="pass", ai_level="random")
    await service.start()
    say("owner", shard)
    rng = random.Random(seed)
    base = 1_000_000 * (shard + 1)
    for n in range(games):
        channel = base + n
        if await store.last_game_in(channel) is None:
            host, other = channel * 10 + 1, channel * 10 + 2
            await service.lobby.create(channel, guild_of(shard, n), host, "ann", "wildcards")
            await service.lobby.join(channel, other, "bob")
            await service.lobby.start(channel, host)
    say("ready", shard)

    async def fire(timer: Any) -> None:
        fired = await service.moves.fire_timer(timer)
        if fired.kind != "stale":
            say("fired", timer.id)
        scheduler.rearm()

    scheduler = Scheduler(service.timers, fire, service.clock)
    scheduler.rearm()

    async def sender() -> None:
        while True:
            try:
                now = service.clock()
                due = await store.due_outbox(now, 64, [shard])
                for row in await store.claim_outbox([r.id for r in due], now):
                    say("sent", row.id, row.revision, row.nonce)  # Discord took it
                    while True:  # recorded through an outage, as the bot's sender does
                        try:
                            await store.outbox_sent(row.id, row.revision, service.clock())
                            break
                        except Exception as exc:
                            if not unavailable(exc):
                                raise
                            await asyncio.sleep(0.5)
            except Exception as exc:
                if not unavailable(exc):
                    raise
                await asyncio.sleep(0.5)
            await asyncio.sleep(0.05)

    sending = asyncio.create_task(sender())
    while True:
        game = rng.choice(list(service.tables.open.values()) or [None])
        if game is None:
            await asyncio.sleep(0.2)
            continue
        state = game.state
        seats = [s for s in game.humans_to_act()
                 if not (game.table.channel_id % 5 == 0 and s == 1)]  # the absent person
        if state is None or not seats:
            await asyncio.sleep(0.001)
            continue
        seat = rng.choice(seats)
        code = rng.choice(state.legal_actions(seat)).code
        try:
            outcome = await service.moves.act(game.table.channel_id,
                                              game.table.seats[seat].user_id, state.version,
                                              seat, code)
            assert outcome is not None
            say("ack", game.table.id, game.table.version)
            scheduler.rearm()
        except (UserError, VersionConflict):
            pass
        except Exception as exc:
            if not unavailable(exc):
                raise
            say("busy")
            await asyncio.sleep(0.5)
        await asyncio.sleep(rng.uniform(0.0, 0.02))
    await sending  # never reached


# -- the supervisor -----------------------------------------------------------------------------
class Proc:
    """A bot process and the lines it printed (monotonic time, words)."""

    def __init__(self, url: str, shard: int, games: int, seed: int, log: Any,
                 lines: list[tuple[float, int, list[str]]], mode: str = "wait") -> None:
        self.shard = shard
        self.child = subprocess.Popen(
            [sys.executable, "-m", "benchmarks.faults", "--worker", url, str(shard),
             str(games), str(seed), mode], stdout=subprocess.PIPE, stderr=log, text=True)
        self.reader = threading.Thread(target=self.read, args=(lines,), daemon=True)
        self.reader.start()

    def read(self, lines: list[tuple[float, int, list[str]]]) -> None:
        assert self.child.stdout is not None
        for line in self.child.stdout:
            words = line.split()
            if words[-1:] == ["."]:
                lines.append((time.monotonic(), self.shard, words[:-1]))


class Postgres:
    def __init__(self) -> None:
        from tests.pg_server import start_server

        server, reason = start_server()
        if server is None or server.folder is None:
            raise SystemExit(f"faults: needs a throw-away PostgreSQL: {reason}")
        self.server = server
        self.data = str(server.folder / "data")
        self.options = (f"-c listen_addresses= -c unix_socket_directories={server.folder}"
                        " -c fsync=off -c synchronous_commit=off -c max_connections=200")

    def ctl(self, *args: str) -> None:
        from tests.pg_server import _as_server_user

        assert self.server.bindir is not None and self.server.folder is not None
        _as_server_user([str(self.server.bindir / "pg_ctl"), "-D", self.data, "-l",
                         str(self.server.folder / "server.log"), *args], self.server.user)

    def stop(self) -> None:
        self.ctl("-m", "fast", "-w", "stop")

    def start(self) -> None:
        self.ctl("-o", self.options, "-w", "start")


def faults_plan(args: argparse.Namespace, rng: random.Random) -> list[tuple[float, str]]:
    """(seconds into the run, fault) for the run's length, spread and shuffled."""
    span = args.seconds * 0.8
    plan = [(rng.uniform(0.1, 0.9) * span, "kill") for _ in range(args.kills)]
    plan += [((i + 1) * span / (args.pg_restarts + 1), "postgres")
             for i in range(args.pg_restarts)]
    plan.append((rng.uniform(0.2, 0.8) * span, "stray"))
    return sorted(plan)


async def finish(url: str, shard: int) -> int:
    """Play every open game of ``shard`` to its end (everyone answering now); how many could
    not be."""
    from bot.core.service import GameService
    from bot.store import open_store

    service = GameService(await open_store(url, shard_count=SHARDS), shards=(shard,),
                          timeout_fallback="pass")
    await service.start()
    stalled = 0
    rng = random.Random(shard)
    for channel, game in list(service.tables.open.items()):
        try:
            for _ in range(5000):
                state = game.state
                if state is None or state.is_over() or channel not in service.tables.open:
                    break
                seat = state.to_act()[0]
                code = rng.choice(state.legal_actions(seat)).code
                await service.moves.act(channel, game.table.seats[seat].user_id,
                                        state.version, seat, code)
            stalled += channel in service.tables.open
        except Exception as exc:  # noqa: BLE001 - a game that cannot go on is what is counted
            print(f"  game in channel {channel} cannot go on: {exc!r}", file=sys.stderr)
            stalled += 1
    await service.close()
    return stalled


def messages(lines: list[tuple[float, int, list[str]]]) -> tuple[int, int, int, float]:
    """Discord's side of the deliveries. A row's first delivery is a new message carrying
    the row's nonce with ``enforce_nonce`` (a newer revision of a row is an edit of that
    message in the bot: ``Sender`` keeps the message's id with the game first). The same
    revision delivered again is what a crash between Discord taking it and the store
    recording it gives: Discord answers it with the first message when it comes within
    ``NONCE_WINDOW`` of it (benchmarks/discord_model.py, ``Nonces``), else it is a second
    message. (messages made twice, messages lost to another row's nonce, deliveries
    answered by their nonce, the longest time from a create to its repeat)."""
    from benchmarks.discord_model import NONCE_WINDOW

    first: dict[str, tuple[float, str]] = {}
    bodies: set[tuple[str, str]] = set()
    twice = lost = repeats = 0
    longest = 0.0
    for at, _, words in sorted(t for t in lines if t[2][:1] == ["sent"]):
        row, revision, nonce = words[1:4]
        if (row, revision) not in bodies:
            bodies.add((row, revision))
            lost += first.setdefault(nonce, (at, row))[1] != row
            continue
        gap = at - first[nonce][0]
        if gap <= NONCE_WINDOW:
            repeats += 1
            longest = max(longest, gap)
        else:
            twice += 1
    return twice, lost, repeats, longest


async def check(url: str, lines: list[tuple[float, int, list[str]]]) -> tuple[int, int]:
    """(lost, twice) from the people's record, Discord's and the store."""
    from bot.store import open_store

    acked = {(int(w[1]), int(w[2])) for _, _, w in lines if w and w[0] == "ack"}
    fired = [w[1] for _, _, w in lines if w and w[0] == "fired"]
    store = await open_store(url, shard_count=SHARDS)
    logged = {(r["game_id"], r["version"])
              for r in await store.query("SELECT game_id, version FROM actions")}
    await store.close()
    twice_sent, swallowed, repeats, longest = messages(lines)
    twice_fired = len(fired) - len(set(fired))
    print(f"  bodies delivered again after a fault: {repeats}, each answered by its nonce "
          f"with the first message (at most {longest:.1f} s after it)")
    if twice_sent or twice_fired or swallowed:
        print(f"  twice: {twice_sent} messages made again, {twice_fired} timers fired again;"
              f" lost: {swallowed} messages answered with another row's")
    return len(acked - logged) + swallowed, twice_sent + twice_fired


def stalled_games(url: str) -> int:
    """Every open game played to its end, one process per shard side by side."""
    children = [subprocess.Popen([sys.executable, "-m", "benchmarks.faults", "--finish", url,
                                  str(shard)], stdout=subprocess.PIPE, text=True)
                for shard in range(SHARDS)]
    return sum(int(child.communicate()[0].split()[-1]) for child in children)


def main() -> None:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.faults")
    parser.add_argument("--worker", nargs=5, help=argparse.SUPPRESS)
    parser.add_argument("--finish", nargs=2, help=argparse.SUPPRESS)
    parser.add_argument("--games", type=int, default=300, help="live games in all")
    parser.add_argument("--seconds", type=float, default=180.0)
    parser.add_argument("--kills", type=int, default=6)
    parser.add_argument("--pg-restarts", type=int, default=2)
    parser.add_argument("--pg-down", type=float, default=10.0)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--quick", action="store_true", help="40 games, 60 s, 3 kills, 3 s down")
    args = parser.parse_args()
    if args.worker:
        url, shard, games, seed, mode = args.worker
        asyncio.run(worker(url, int(shard), int(games), int(seed), mode))
        return
    if args.finish:
        print("stalled", asyncio.run(finish(args.finish[0], int(args.finish[1]))))
        return
    if args.quick:
        args.games, args.seconds, args.kills, args.pg_down = 40, 60.0, 3, 3.0
    rng = random.Random(args.seed)
    pg = Postgres()
    lines: list[tuple[float, int, list[str]]] = []
    log = open(os.path.join(str(pg.server.folder), "bots.log"), "w")  # noqa: SIM115
    try:
        url = pg.server.url(pg.server.create_database())
        per = args.games // SHARDS
        procs = {s: Proc(url, s, per, args.seed + s, log, lines) for s in range(SHARDS)}
        while sum(1 for _, _, w in lines if w[:1] == ["ready"]) < SHARDS:
            time.sleep(0.2)
        start = time.monotonic()
        moments: list[tuple[float, int | None]] = []  # a fault, and the shard it hit
        stray_stopped = False
        def supervise(until: float) -> None:
            """Wait, starting a process that died again after 1 s (as bot.launch does)."""
            while time.monotonic() < until:
                time.sleep(min(1.0, max(0.0, until - time.monotonic())))
                for shard, proc in procs.items():
                    if proc.child.poll() is not None:
                        procs[shard] = Proc(url, shard, per, rng.randrange(10**6), log, lines)

        for at, fault in faults_plan(args, rng):
            supervise(start + at)
            if fault == "kill":
                shard = rng.randrange(SHARDS)
                moments.append((time.monotonic(), shard))
                procs[shard].child.send_signal(signal.SIGKILL)
                procs[shard].child.wait()
                procs[shard] = Proc(url, shard, per, rng.randrange(10**6), log, lines)
                print(f"  {at:5.1f} s: killed the process of shard {shard}; started again")
            elif fault == "postgres":
                pg.stop()
                time.sleep(args.pg_down)
                pg.start()
                moments.append((time.monotonic(), None))  # recovery counts from its return
                print(f"  {at:5.1f} s: PostgreSQL down for {args.pg_down:.0f} s, back")
            else:
                stray = Proc(url, 0, per, 99, log, lines, mode="stop")
                stray_stopped = stray.child.wait(timeout=60) == 0 and any(
                    w == ["stopped", "0"] for _, _, w in lines)
                print(f"  {at:5.1f} s: a stray process for shard 0 "
                      f"{'stopped' if stray_stopped else 'DID NOT STOP'}")
        supervise(start + args.seconds)
        for proc in procs.values():
            proc.child.send_signal(signal.SIGKILL)
            proc.child.wait()
        acks = sorted((t, shard) for t, shard, w in lines if w[:1] == ["ack"])
        recovered = [next((t - m for t, shard in acks if t > m and hit in (None, shard)),
                          float("inf")) for m, hit in moments]
        lost, twice = asyncio.run(check(url, lines))
        stalled = stalled_games(url)
        twice += 0 if stray_stopped else 1
        served = len(acks)
        fired = sum(1 for _, _, w in lines if w[:1] == ["fired"])
        sent = sum(1 for _, _, w in lines if w[:1] == ["sent"])
        print(f"moves acknowledged {served}, timers fired {fired}, outbox rows sent {sent}, "
              f"busy answers {sum(1 for _, _, w in lines if w[:1] == ['busy'])}")
        for kind in ("kill", "postgres"):
            times = [r for r, (_, hit) in zip(recovered, moments, strict=True)
                     if (hit is None) == (kind == "postgres")]
            print(f"  recovered after each {kind}: "
                  f"{', '.join(f'{t:.1f}' for t in times) or '-'} s")
        ordered = sorted(recovered)
        p50 = ordered[len(ordered) // 2] if ordered else 0.0
        print(f"faults: lost {lost}, twice {twice}, stalled {stalled}, "
              f"recovered in {p50:.1f}/{max(ordered, default=0.0):.1f} s")
    finally:
        log.close()
        pg.server.stop()


if __name__ == "__main__":
    main()
