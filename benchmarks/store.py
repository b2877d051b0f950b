"""One move's commit (state + log row) against a bare insert+commit of the same bytes, on both
stores (issue 20: SQLite within 3x of the bare commit; issue 16: PostgreSQL under 2x).

Run: ``.venv/bin/python -m benchmarks.store [--commits N] [--pg URL] [--drivers]``.

The move is a real Wild Cards state (about 1.7 kB of JSON) and its public events, committed with
``Store.commit_action`` as the bot does, one after another, each timed from the caller's await.
The bare commit writes the same bytes (state, code, events) as one row of a one-table database
with the same settings: on SQLite, ``BEGIN; INSERT; COMMIT`` on a plain ``sqlite3`` connection
in the calling thread (no thread hop at all); on PostgreSQL, one autocommit INSERT through the
store's own pool on the same server. PostgreSQL is ``--pg`` (a database the benchmark may create
tables in) or a throw-away server started like the tests' (fsync off: the figures are the
client's and the server's work, not the disk's). ``--drivers`` also times the commit written
directly with asyncpg and with psycopg 3 (``pip install -e .[bench]``), as one statement and
as a transaction, which is how the store's driver was chosen.
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
from bot.store import Store
from bot.store.base import dumps
from bot.store.postgres import COMMIT_MOVE, PostgresStore
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


async def timed(count: int, step: Callable[[int], Awaitable[Any]]) -> Sample:
    """Time ``count`` awaited steps after a tenth as many untimed (warm caches)."""
    for i in range(count // 10):
        await step(i)
    out = []
    for i in range(count // 10, count // 10 + count):
        start = time.perf_counter()
        await step(i)
        out.append(time.perf_counter() - start)
    return out


async def store_commits(store: Store, count: int) -> Sample:
    state, code, events = a_move()
    gid = await store.create_game(channel_id=1, guild_id=None, game="wildcards", host_id=1,
                                  options={}, seats=[], timer_seconds=0, now=0.0)
    await store.start_game(gid, seats=[], state=state, version=0, now=0.0, timers=[])

    async def commit(i: int) -> None:
        await store.commit_action(gid, expected_version=i, version=i + 1, seat=0, code=code,
                                  user_id=1, now=float(i), state=state, events=events)

    return await timed(count, commit)


def bare_sqlite(folder: Path, count: int) -> Sample:
    state, code, events = a_move()
    db = sqlite3.connect(folder / "bare.sqlite3", isolation_level=None)
    db.execute("PRAGMA journal_mode = WAL")
    db.execute("PRAGMA synchronous = NORMAL")
    db.execute("CREATE TABLE bare (id INTEGER PRIMARY KEY, state TEXT, code TEXT, events TEXT)")
    text = dumps(events)
    out = []
    for i in range(count + count // 10):
        start = time.perf_counter()
        db.execute("BEGIN IMMEDIATE")
        db.execute("INSERT INTO bare (state, code, events) VALUES (?, ?, ?)", (state, code, text))
        db.execute("COMMIT")
        if i >= count // 10:
            out.append(time.perf_counter() - start)
    db.close()
    return out


async def bare_postgres(store: PostgresStore, count: int) -> Sample:
    state, code, events = a_move()
    await store.pool.execute("CREATE TABLE IF NOT EXISTS bench_bare (id bigserial PRIMARY KEY,"
                             " state text, code text, events text)")
    text = dumps(events)

    async def insert(_: int) -> None:
        await store.pool.execute("INSERT INTO bench_bare (state, code, events)"
                                 " VALUES ($1, $2, $3)", state, code, text)

    return await timed(count, insert)


async def sqlite_part(count: int) -> None:
    with tempfile.TemporaryDirectory() as folder:
        store = await SqliteStore.connect(str(Path(folder) / "store.sqlite3"))
        try:
            moves = await store_commits(store, count)
        finally:
            await store.close()
        bare = bare_sqlite(Path(folder), count)
    print("SQLite (WAL, synchronous=NORMAL)")
    print(figures("bare INSERT + COMMIT, same bytes, no hop", bare))
    print(figures("Store.commit_action (one hop to its thread)", moves, bare))


async def postgres_part(url: str, count: int, drivers: bool) -> None:
    store = await Store.open(url)
    assert isinstance(store, PostgresStore)
    try:
        moves = await store_commits(store, count)
        bare = await bare_postgres(store, count)
        print(f"PostgreSQL ({url.split('?')[0]})")
        print(figures("bare autocommit INSERT, same bytes", bare))
        print(figures("Store.commit_action (one statement)", moves, bare))
        if drivers:
            await driver_part(store, count, bare)
    finally:
        await store.close()


async def driver_part(store: PostgresStore, count: int, bare: Sample) -> None:
    """The move's commit written straight against each driver, as one ``WITH`` statement and
    as a transaction of separate statements (4 round trips: BEGIN, UPDATE, INSERT, COMMIT)."""
    import asyncpg

    state, code, events = a_move()
    text = dumps(events)
    gid = await store.create_game(channel_id=2, guild_id=None, game="wildcards", host_id=1,
                                  options={}, seats=[], timer_seconds=0, now=0.0)
    await store.start_game(gid, seats=[], state=state, version=0, now=0.0, timers=[])
    version = [0]

    def one_statement_args() -> list[Any]:
        v = version[0]
        version[0] += 1
        return [gid, v, state, v + 1, 0.0, False, 0, code, 1, text, [], None, None, [], [],
                [], "[]", None, [], []]

    update = ("UPDATE games SET state = $1, version = $2, updated = $3 WHERE id = $4"
              " AND version = $5 AND status = 'playing'")
    insert = ("INSERT INTO actions (game_id, version, seat, code, user_id, at, events)"
              " VALUES ($1, $2, 0, $3, 1, 0, $4)")
    conn = await asyncpg.connect(store.url)

    async def apg_one(_: int) -> None:
        assert await conn.fetchval(COMMIT_MOVE, *one_statement_args()) == 1

    async def apg_tx(_: int) -> None:
        v = version[0]
        version[0] += 1
        async with conn.transaction():
            assert await conn.execute(update, state, v + 1, 0.0, gid, v) == "UPDATE 1"
            await conn.execute(insert, gid, v + 1, code, text)

    print("  drivers, the same commit written directly:")
    print(figures("asyncpg, one WITH statement", await timed(count, apg_one), bare))
    print(figures("asyncpg, transaction (4 round trips)", await timed(count, apg_tx), bare))
    await conn.close()
    try:
        import psycopg
    except ImportError:
        print("  psycopg not installed: pip install -e .[bench] to compare it")
        return
    named = re.compile(r"\$(\d+)")
    to_psycopg = lambda sql: named.sub(r"%(p\1)s", sql)  # noqa: E731
    pconn = await psycopg.AsyncConnection.connect(store.url, autocommit=True)

    async def pg3_one(_: int) -> None:
        args = {f"p{i}": a for i, a in enumerate(one_statement_args(), 1)}
        cur = await pconn.execute(to_psycopg(COMMIT_MOVE), args, prepare=True)
        assert (await cur.fetchone()) == (1,)

    async def pg3_tx(_: int) -> None:
        v = version[0]
        version[0] += 1
        async with pconn.transaction():
            cur = await pconn.execute(to_psycopg(update), {
                "p1": state, "p2": v + 1, "p3": 0.0, "p4": gid, "p5": v}, prepare=True)
            assert cur.rowcount == 1
            await pconn.execute(to_psycopg(insert), {
                "p1": gid, "p2": v + 1, "p3": code, "p4": text}, prepare=True)

    print(figures("psycopg 3, one WITH statement", await timed(count, pg3_one), bare))
    print(figures("psycopg 3, transaction (4 round trips)", await timed(count, pg3_tx), bare))
    await pconn.close()


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
