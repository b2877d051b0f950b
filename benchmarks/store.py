"""One move's commit (state + log row) against a bare insert+commit of the same bytes, on both
stores.

Run: ``.venv/bin/python -m benchmarks.store [--commits N] [--pg URL] [--drivers]``.

The move is a real Wild Cards state (about 1.7 kB of JSON) and its public events, committed with
``Store.commit_action`` as the bot does, one after another, each timed from the caller's await.
The bare commit writes the same bytes (state, code, events) as one row of a one-table database
with the same settings: on SQLite, ``BEGIN; INSERT; COMMIT`` on a plain ``sqlite3`` connection
in the calling thread (no thread hop at all, where the store's aiosqlite connection hands each
of its four statements, BEGIN, UPDATE, INSERT and COMMIT, to its thread); on PostgreSQL, one
autocommit INSERT on a held asyncpg connection to the same server (the store commits moves on a
held connection too). The two are timed in turns, so both meet the same load. PostgreSQL is
``--pg`` (a database the benchmark may create tables in) or a throw-away server started like
the tests' (fsync off: the figures are the client's and the server's work, not the disk's).
``--drivers`` also times the commit written directly with asyncpg and with psycopg 3 (``pip
install -e .[bench]``), as one statement and as a transaction, which is how the store's driver
was chosen.
"""

from __future__ import annotations

import argparse
import asyncio
import re
import sqlite3
import tempfile
import time
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

import engine
from bot.store import Store, open_store
from bot.store.postgres import PostgresStore
from bot.store.postgres_sql import COMMIT_MOVE
from bot.store.rows import dumps
from bot.store.sqlite import SqliteStore

Sample = list[float]


def a_move() -> tuple[str, str, list[dict[str, Any]]]:
    """(state JSON, action code, public events) of a Wild Cards game a few moves in."""
    state = engine.new_game("wildcards", ["Ann", "Bob", "Cid"], seed=7)
    events: list[Any] = []
    for _ in range(6):
        seat = state.to_act()[0]
        action = state.legal_actions(seat)[0]
        events = state.apply(seat, action)
    return state.to_json(), action.code, [e.to_dict() for e in events if e.to is None]


def figures(name: str, sample: Sample, base: Sample | None = None) -> str:
    sample = sorted(sample)
    p50, p99 = sample[len(sample) // 2], sample[int(len(sample) * 0.99)]
    text = f"  {name:44s} p50 {p50 * 1e6:7.1f} µs   p99 {p99 * 1e6:8.1f} µs"
    if base:
        text += f"   {p50 / sorted(base)[len(base) // 2]:4.1f}x the bare p50"
    return text


async def timed(count: int, **steps: Callable[[int], Awaitable[Any]]) -> dict[str, Sample]:
    """Time ``count`` rounds of the awaited steps, one of each per round, after a tenth as
    many untimed rounds (warm caches). Interleaving gives every step the same machine: on a
    shared machine, load that comes and goes would otherwise favour whichever ran later."""
    out: dict[str, Sample] = {name: [] for name in steps}
    for i in range(count + count // 10):
        for name, step in steps.items():
            start = time.perf_counter()
            await step(i)
            if i >= count // 10:
                out[name].append(time.perf_counter() - start)
    return out


async def a_game(store: Store, channel: int) -> Callable[[int], Awaitable[None]]:
    """A running game on ``store`` and the step that commits its next move."""
    state, code, events = a_move()
    gid = await store.create_game(channel_id=channel, guild_id=None, game="wildcards",
                                  host_id=1, options={}, seats=[], timer_seconds=0, now=0.0)
    await store.start_game(gid, seats=[], state=state, version=0, now=0.0, timers=[])

    async def commit(i: int) -> None:
        await store.commit_action(gid, expected_version=i, version=i + 1, seat=0, code=code,
                                  user_id=1, now=float(i), state=state, events=events)

    return commit


def bare_sqlite(path: Path) -> Callable[[int], Awaitable[None]]:
    """The bare commit, synchronous in the caller's thread (wrapped only to be timed alike)."""
    state, code, events = a_move()
    text = dumps(events)
    db = sqlite3.connect(path, isolation_level=None)
    db.execute("PRAGMA journal_mode = WAL")
    db.execute("PRAGMA synchronous = NORMAL")
    db.execute("CREATE TABLE bare (id INTEGER PRIMARY KEY, state TEXT, code TEXT, events TEXT)")

    async def insert(_: int) -> None:
        db.execute("BEGIN IMMEDIATE")
        db.execute("INSERT INTO bare (state, code, events) VALUES (?, ?, ?)", (state, code, text))
        db.execute("COMMIT")

    return insert


async def bare_postgres(url: str) -> tuple[Callable[[int], Awaitable[None]], Any]:
    """The bare commit on a held connection, and that connection (to close)."""
    import asyncpg

    state, code, events = a_move()
    text = dumps(events)
    conn = await asyncpg.connect(url)
    await conn.execute("CREATE TABLE IF NOT EXISTS bench_bare (id bigserial PRIMARY KEY,"
                       " state text, code text, events text)")

    async def insert(_: int) -> None:
        await conn.execute("INSERT INTO bench_bare (state, code, events) VALUES ($1, $2, $3)",
                           state, code, text)

    return insert, conn


async def sqlite_part(count: int) -> None:
    with tempfile.TemporaryDirectory() as folder:
        store = await SqliteStore.connect(str(Path(folder) / "store.sqlite3"))
        try:
            sample = await timed(count, bare=bare_sqlite(Path(folder) / "bare.sqlite3"),
                                 store=await a_game(store, 1))
        finally:
            await store.close()
    print("SQLite (WAL, synchronous=NORMAL)")
    print(figures("bare INSERT + COMMIT, same bytes, no hop", sample["bare"]))
    print(figures("Store.commit_action (aiosqlite, 4 statements)", sample["store"],
                  sample["bare"]))


async def postgres_part(url: str, count: int, drivers: bool) -> None:
    store = await open_store(url)
    assert isinstance(store, PostgresStore)
    bare, conn = await bare_postgres(url)
    try:
        sample = await timed(count, bare=bare, store=await a_game(store, 1))
        print(f"PostgreSQL ({url.split('?')[0]})")
        print(figures("bare autocommit INSERT, same bytes", sample["bare"]))
        print(figures("Store.commit_action (one statement)", sample["store"], sample["bare"]))
        if drivers:
            await driver_part(store, count, bare)
    finally:
        await conn.close()
        await store.close()


Step = Callable[[int], Awaitable[None]]

UPDATE = ("UPDATE games SET state = $1, version = $2, updated = $3 WHERE id = $4"
          " AND version = $5 AND status = 'playing'")
INSERT = ("INSERT INTO actions (game_id, version, seat, code, user_id, at, events)"
          " VALUES ($1, $2, 0, $3, 1, 0, $4)")


class Moves:
    """One game's moves for the driver steps: each step commits the next version."""

    def __init__(self, game_id: int) -> None:
        self.game_id = game_id
        self.version = 0
        self.state, self.code, events = a_move()
        self.events = dumps(events)

    def next(self) -> int:
        self.version += 1
        return self.version - 1

    def statement_args(self) -> list[Any]:
        """COMMIT_MOVE's parameters for a plain move: no timers, no sends, not over."""
        v = self.next()
        return [self.game_id, v, self.state, v + 1, 0.0, False, 0, self.code, 1, self.events,
                [], None, None, [], [], [], "[]", None, [], []]


async def asyncpg_steps(url: str, moves: Moves) -> tuple[dict[str, Step], Any]:
    import asyncpg

    conn = await asyncpg.connect(url)

    async def one(_: int) -> None:
        assert await conn.fetchval(COMMIT_MOVE, *moves.statement_args()) == 1

    async def transaction(_: int) -> None:
        v = moves.next()
        async with conn.transaction():
            assert await conn.execute(UPDATE, moves.state, v + 1, 0.0, moves.game_id,
                                      v) == "UPDATE 1"
            await conn.execute(INSERT, moves.game_id, v + 1, moves.code, moves.events)

    return {"asyncpg, one WITH statement": one,
            "asyncpg, transaction (4 round trips)": transaction}, conn


async def psycopg_steps(url: str, moves: Moves) -> tuple[dict[str, Step], Any]:
    import psycopg

    conn = await psycopg.AsyncConnection.connect(url, autocommit=True)

    def named(sql: str, args: list[Any]) -> tuple[str, dict[str, Any]]:
        """psycopg names its parameters: $n becomes %(pn)s."""
        return (re.sub(r"\$(\d+)", r"%(p\1)s", sql),
                {f"p{i}": a for i, a in enumerate(args, 1)})

    async def one(_: int) -> None:
        cur = await conn.execute(*named(COMMIT_MOVE, moves.statement_args()), prepare=True)
        assert await cur.fetchone() == (1,)

    async def transaction(_: int) -> None:
        v = moves.next()
        async with conn.transaction():
            cur = await conn.execute(*named(UPDATE, [moves.state, v + 1, 0.0, moves.game_id,
                                                     v]), prepare=True)
            assert cur.rowcount == 1
            await conn.execute(*named(INSERT, [moves.game_id, v + 1, moves.code,
                                               moves.events]), prepare=True)

    return {"psycopg 3, one WITH statement": one,
            "psycopg 3, transaction (4 round trips)": transaction}, conn


async def driver_part(store: PostgresStore, count: int, bare: Step) -> None:
    """The move's commit written straight against each driver, as one ``WITH`` statement and
    as a transaction of separate statements (4 round trips: BEGIN, UPDATE, INSERT, COMMIT)."""
    gid = await store.create_game(channel_id=2, guild_id=None, game="wildcards", host_id=1,
                                  options={}, seats=[], timer_seconds=0, now=0.0)
    moves = Moves(gid)
    await store.start_game(gid, seats=[], state=moves.state, version=0, now=0.0, timers=[])
    steps, conn = await asyncpg_steps(store.url, moves)
    connections = [conn]
    try:
        more, conn = await psycopg_steps(store.url, moves)
        steps.update(more)
        connections.append(conn)
    except ImportError:
        print("  psycopg not installed: pip install -e .[bench] to compare it")
    try:
        sample = await timed(count, bare=bare, **steps)
    finally:
        for conn in connections:
            await conn.close()
    print("  drivers, the same commit written directly, interleaved with the bare insert:")
    print(figures("bare autocommit INSERT (this run)", sample["bare"]))
    for name in steps:
        print(figures(name, sample[name], sample["bare"]))


async def run(count: int, pg: str | None, drivers: bool) -> None:
    await sqlite_part(count)
    if pg:
        await postgres_part(pg, count, drivers)
        return
    from tests.pg_server import start_server

    server, reason = start_server()
    if server is None:
        print(f"PostgreSQL: not measured ({reason}; or pass --pg URL)")
        return
    try:
        name = server.create_database()
        print("(a throw-away server: fsync off, synchronous_commit off)")
        await postgres_part(server.url(name), count, drivers)
    finally:
        server.stop()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--commits", type=int, default=2000)
    parser.add_argument("--pg", help="a PostgreSQL address to measure instead of a throw-away")
    parser.add_argument("--drivers", action="store_true",
                        help="also time the commit written straight against asyncpg/psycopg")
    args = parser.parse_args()
    asyncio.run(run(args.commits, args.pg, args.drivers))


if __name__ == "__main__":
    main()
