"""The PostgreSQL store's listener (LISTEN/NOTIFY that survives a reconnect) and its
statements (a move's commit; what its transactions share: migrations, guards, timers, the
outbox).
bot/store/postgres.py holds the store's methods."""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Sequence
from contextlib import suppress
from typing import Any, TypeAlias

import asyncpg

from bot.store import schema
from bot.store.rows import (
    NewTimer,
    NotifyCallback,
    Outbox,
    guard_failure,
    lock_key,
    newer_schema,
    outbox_rows,
    seat_list,
    shard_mismatch,
    timer_rows,
)

log = logging.getLogger("bot.store")

# The move: $1 game, $2 expected version, $3 state, $4 version, $5 now, $6 over, $7 seat,
# $8 code, $9 user, $10 events, $11 seats whose timers drop, $12/$13 the fired timer and its
# claim, $14-$16 new timers (seats, kinds, dues), $17 players, $18 result, $19-$21 outbox
# (places, bodies, destinations), $22 whether a timer's fallback made it (1 or 0), $23 each
# seat's decisions, $24-$25 correspondence banks (seats, seconds), $26 whose turn (opaque).
# Every part hangs on ``g``: when the guard fails, nothing is written.
COMMIT_MOVE = f"""
WITH fired AS (
    SELECT id FROM timers WHERE id = $12 AND claim = $13 FOR UPDATE),
g AS (
    UPDATE games SET state = $3, version = $4, updated = $5, turn = $26::text,
                     status = CASE WHEN $6 THEN 'over' ELSE 'playing' END
    WHERE id = $1 AND version = $2 AND status = 'playing'
      AND ($12::bigint IS NULL OR EXISTS (SELECT 1 FROM fired))
    RETURNING id, shard, channel_id, game),
logged AS (
    INSERT INTO actions (game_id, version, seat, code, user_id, at, events, fallback)
    SELECT id, $4, $7, $8, $9, $5, $10, $22 FROM g),
dropped AS (
    DELETE FROM timers WHERE game_id IN (SELECT id FROM g)
      AND ($6 OR seat = ANY($11::integer[]) OR id = $12)),
armed AS (
    INSERT INTO timers (game_id, shard, seat, kind, due)
    SELECT g.id, g.shard, t.seat, t.kind, t.due
    FROM g, unnest($14::integer[], $15::text[], $16::float8[]) AS t (seat, kind, due)),
archived AS (
    INSERT INTO archive (game_id, channel_id, game, status, finished, players, result,
                         decisions)
    SELECT id, channel_id, game, 'over', $5, $17, $18, $23 FROM g WHERE $6),
queued AS (
    INSERT INTO outbox (game_id, shard, place, body, dest, created, next_try)
    SELECT g.id, g.shard, o.place, o.body, o.dest, $5, $5
    FROM g, unnest($19::text[], $20::text[], $21::text[]) AS o (place, body, dest)
    {schema.OUTBOX_UPSERT}),
clocked AS (
    INSERT INTO clocks (game_id, seat, bank)
    SELECT g.id, c.seat, c.bank
    FROM g, unnest($24::integer[], $25::float8[]) AS c (seat, bank)
    ON CONFLICT (game_id, seat) DO UPDATE SET bank = excluded.bank)
SELECT count(*) FROM g
"""
#: an asyncpg connection; asyncpg ships no type information, so to the checker it is Any
Conn: TypeAlias = asyncpg.Connection


class PgListener:
    """LISTEN on a connection of its own; when that connection dies, reconnect (backing off
    up to ``max_backoff`` seconds), LISTEN again and call ``callback(None)``: notifications
    sent meanwhile are lost, so the caller rescans. A keep-alive query every ``keepalive``
    seconds finds a connection that died without a word."""

    def __init__(self, url: str, channel: str, callback: NotifyCallback,
                 on_close: Any, *, keepalive: float = 5.0, max_backoff: float = 5.0) -> None:
        self.url = url
        self.channel = channel
        self.callback = callback
        self.reconnects = 0
        self._on_close = on_close
        self._keepalive = keepalive
        self._max_backoff = max_backoff
        self._conn: Conn | None = None
        self._lost = asyncio.Event()
        self._task: asyncio.Task[None] | None = None

    def server_pid(self) -> int:
        """The server process of the listening connection (for operators and tests)."""
        assert self._conn is not None
        return self._conn.get_server_pid()

    async def start(self) -> None:
        await self._connect()
        self._task = asyncio.create_task(self._watch(), name=f"listen:{self.channel}")

    async def _connect(self) -> None:
        conn = await asyncpg.connect(self.url)
        conn.add_termination_listener(lambda _conn: self._lost.set())
        await conn.add_listener(self.channel, self._deliver)
        self._lost.clear()
        self._conn = conn

    def _deliver(self, _conn: Conn, _pid: int, _channel: str, payload: str) -> None:
        self.callback(payload)

    async def _watch(self) -> None:
        while True:
            with suppress(TimeoutError):
                await asyncio.wait_for(self._lost.wait(), self._keepalive)
            if not self._lost.is_set():
                try:
                    assert self._conn is not None
                    await self._conn.fetchval("SELECT 1", timeout=self._keepalive)
                    continue
                except (OSError, TimeoutError, asyncpg.PostgresError,
                        asyncpg.InterfaceError):
                    pass
            await self._reconnect()

    async def _reconnect(self) -> None:
        if self._conn is not None:
            self._conn.terminate()
        delay = 0.05
        while True:
            try:
                await self._connect()
                break
            except (OSError, asyncpg.PostgresError, asyncpg.InterfaceError) as exc:
                log.warning("LISTEN %s: reconnecting in %.1f s (%s)", self.channel, delay,
                            type(exc).__name__)
                await asyncio.sleep(delay)
                delay = min(delay * 2, self._max_backoff)
        self.reconnects += 1
        self.callback(None)

    async def close(self) -> None:
        if self._task is not None:
            self._task.cancel()
            with suppress(asyncio.CancelledError):
                await self._task
            self._task = None
        if self._conn is not None:
            await self._conn.close()
            self._conn = None
        self._on_close(self)


async def keep_session(conn: Conn) -> None:
    """The pool's reset of a returned connection: nothing. asyncpg's default (unlock all,
    close cursors, UNLISTEN, RESET ALL) is one more round trip per call, doubling a commit's
    cost; the store sets no session state, and ``exclusive`` unlocks what it locked (or drops
    the connection, which unlocks it)."""


# -- statements shared by the transactions above ------------------------------------------
async def migrate(conn: Conn, where: str, shard_count: int) -> None:
    """Apply the missing migrations, each in its own transaction, and check the shard count,
    all under the migration advisory lock: concurrent starters run each migration once."""
    await conn.execute("SELECT pg_advisory_lock($1)", lock_key("migrations"))
    try:
        await conn.execute(schema.MIGRATIONS_TABLE)
        current = await conn.fetchval("SELECT coalesce(max(version), 0) FROM schema_migrations")
        if current > schema.VERSION:
            raise newer_schema(where, current, schema.VERSION)
        for number in range(current + 1, schema.VERSION + 1):
            async with conn.transaction():
                for statement in schema.POSTGRES[number - 1]:
                    await conn.execute(statement)
                await conn.execute(
                    "INSERT INTO schema_migrations (version, applied) VALUES ($1, $2)",
                    number, time.time())
        stored = await conn.fetchval("SELECT value FROM meta WHERE key = 'shard_count'")
        if stored is None:
            async with conn.transaction():
                await write_shard_count(conn, shard_count)
        elif int(stored) != shard_count:
            raise shard_mismatch(int(stored), shard_count)
    finally:
        await conn.execute("SELECT pg_advisory_unlock($1)", lock_key("migrations"))


async def write_shard_count(conn: Conn, shard_count: int) -> None:
    if shard_count < 1:
        raise ValueError("shard_count must be at least 1")
    await conn.execute(
        "INSERT INTO meta (key, value) VALUES ('shard_count', $1) ON CONFLICT (key)"
        " DO UPDATE SET value = excluded.value", str(shard_count))
    for statement in schema.RESHARD:
        if "{p}" in statement:
            await conn.execute(statement.format(p="$1::integer"), shard_count)
        else:
            await conn.execute(statement)


async def guarded(conn: Conn, game_id: int, assign: str, values: tuple[Any, ...],
                   statuses: tuple[str, ...], expected_revision: int | None, now: float
                   ) -> int:
    """UPDATE the game only in one of ``statuses`` (and at ``expected_revision`` when given);
    ``assign`` numbers its values from $5. The new revision, or VersionConflict."""
    revision = await conn.fetchval(
        f"UPDATE games SET {assign}, updated = $2, revision = revision + 1"
        " WHERE id = $1 AND status = ANY($3::text[])"
        " AND ($4::integer IS NULL OR revision = $4) RETURNING revision",
        game_id, now, list(statuses), expected_revision, *values)
    if revision is not None:
        return int(revision)
    raise guard_failure(await conn.fetchrow(
        "SELECT status, revision FROM games WHERE id = $1", game_id), game_id, statuses)


async def drop_timers(conn: Conn, game_id: int, seats: Sequence[int]) -> None:
    seats = seat_list(seats)
    if seats:
        await conn.execute("DELETE FROM timers WHERE game_id = $1 AND seat = ANY($2)",
                           game_id, seats)


def columns(rows: Sequence[tuple[Any, ...]], width: int) -> list[list[Any]]:
    """The rows as ``width`` column lists, the arrays ``unnest`` takes back into rows (also
    ``width`` empty lists for no rows)."""
    return [[row[i] for row in rows] for i in range(width)]


async def add_timers(conn: Conn, game_id: int, timers: Sequence[NewTimer]) -> None:
    """Insert (seat, kind, due) timers on the game's shard, if it is running."""
    rows = timer_rows(timers)
    if rows:
        await conn.execute(
            "INSERT INTO timers (game_id, shard, seat, kind, due)"
            " SELECT id, shard, t.seat, t.kind, t.due FROM games,"
            " unnest($2::integer[], $3::text[], $4::float8[]) AS t (seat, kind, due)"
            " WHERE id = $1 AND status = 'playing'",
            game_id, *columns(rows, 3))


async def keep_clocks(conn: Any, game_id: int, clocks: Sequence[tuple[int, float]]) -> None:
    """Keep correspondence banks ((seat, seconds) pairs) in the caller's transaction (on
    an ``asyncpg`` connection)."""
    if clocks:
        await conn.executemany(
            "INSERT INTO clocks (game_id, seat, bank) VALUES ($1, $2, $3)"
            " ON CONFLICT (game_id, seat) DO UPDATE SET bank = excluded.bank",
            [(game_id, int(seat), float(bank)) for seat, bank in clocks])


async def queue(conn: Conn, game_id: int, outbox: Outbox, now: float) -> None:
    sends = outbox_rows(outbox)
    if sends:
        await conn.execute(
            "INSERT INTO outbox (game_id, shard, place, body, dest, created, next_try)"
            " SELECT id, shard, o.place, o.body, o.dest, $2, $2 FROM games,"
            " unnest($3::text[], $4::text[], $5::text[]) AS o (place, body, dest) WHERE id = $1"
            f" {schema.OUTBOX_UPSERT}", game_id, now, *columns(sends, 3))


def shard_array(shards: Sequence[int] | None) -> list[int] | None:
    return None if shards is None else [int(s) for s in shards]


def numbered(sql: str) -> str:
    """``?`` placeholders as PostgreSQL's ``$1``, ``$2``, …"""
    parts = sql.split("?")
    return "".join(f"{part}${i}" for i, part in enumerate(parts[:-1], 1)) + parts[-1]
