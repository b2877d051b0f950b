"""The PostgreSQL store (asyncpg): one database shared by several bot processes.

Why asyncpg: on the commit path it measured faster than psycopg 3 (async) in every form tried,
and a move's commit is ONE statement here (docs/deploy.md has the figures): the guarded UPDATE
of the game, its log row, its timers, the archive row and the outbox, written as one
data-modifying ``WITH`` statement, which PostgreSQL runs atomically, so a move costs one round
trip, like a bare INSERT. The rarer writes (lobby, seats, start, cancel) are ordinary
transactions of a few statements.

Moves are committed on a connection of their own, one at a time per process: a round trip
through the pool costs 40 µs more than on a held connection (asyncpg's acquire and release),
a third of a commit, and one process commits about a hundred moves a second at most, each
taking about a tenth of a millisecond. A lost connection is replaced at the next move (the
move that saw it lost gets the error, and the caller re-reads the game, as after any failed
commit). Everything else goes through a pool.

What several processes need: guarded writes (as on SQLite, checked by the database), timers
claimed with ``FOR UPDATE SKIP LOCKED``, advisory locks (``exclusive``; migrations run under
one), and LISTEN/NOTIFY with a listener that reconnects by itself.
"""

from __future__ import annotations

import asyncio
import json
import logging
from collections.abc import AsyncIterator, Sequence
from contextlib import asynccontextmanager
from typing import Any, TypeAlias
from uuid import uuid4

import asyncpg

from bot.store import schema
from bot.store.base import Store
from bot.store.postgres_sql import (
    COMMIT_MOVE,
    PgListener,
    add_timers,
    columns,
    drop_timers,
    guarded,
    keep_clocks,
    keep_session,
    migrate,
    numbered,
    queue,
    shard_array,
    write_shard_count,
)
from bot.store.rows import (
    NO_SENDS,
    OUTBOX_DUE_COLUMNS,
    ChannelBusy,
    ClaimLost,
    GameRow,
    LogRow,
    Move,
    NewTimer,
    NotifyCallback,
    Outbox,
    OutboxRow,
    StoreError,
    TimerRow,
    VersionConflict,
    decode_archive,
    decode_game,
    decode_log,
    decode_open,
    decode_outbox,
    decode_timer,
    dumps,
    lock_key,
    redact,
    shard_of,
)

log = logging.getLogger("bot.store")

#: an asyncpg connection; asyncpg ships no type information, so to the checker it is Any
Conn: TypeAlias = asyncpg.Connection



class PostgresStore(Store):
    """Open with ``await open_store("postgresql://…")``; ``await close()`` at the end."""

    def __init__(self, pool: asyncpg.Pool, url: str, shard_count: int,
                 connection_options: dict[str, Any] | None = None) -> None:
        self.pool = pool
        self.url = url
        self.connection_options = connection_options or {}  # also the move connection's
        self.shard_count = shard_count
        self._listeners: set[PgListener] = set()
        self._mover: Conn | None = None  # the connection moves are committed on
        self._mover_lock = asyncio.Lock()
        self.closed = False

    @classmethod
    async def connect(cls, url: str, *, shard_count: int = 1, pool_size: int = 10,
                      idle_timers: bool = True) -> PostgresStore:
        """Migrate (once, under the migration lock), check the shard count, open a pool.

        ``idle_timers=False`` keeps statements prepared and idle connections open instead of
        dropping them after asyncpg's 5 minutes: no timer per statement and connection, which
        an in-memory Discord's settle would wait out (``benchmarks/load.py``)."""
        if shard_count < 1:
            raise ValueError("shard_count must be at least 1")
        try:
            conn = await asyncpg.connect(url)
        except (OSError, ValueError, asyncpg.PostgresError,
                asyncpg.InterfaceError) as exc:
            raise StoreError(f"cannot connect to the database {redact(url)}: {exc}") from None
        try:
            await migrate(conn, redact(url), shard_count)
        finally:
            await conn.close()
        connection = {} if idle_timers else {"max_cached_statement_lifetime": 0}
        pool_only = {} if idle_timers else {"max_inactive_connection_lifetime": 0}
        pool = await asyncpg.create_pool(url, min_size=1, max_size=pool_size,
                                         reset=keep_session, **connection, **pool_only)
        return cls(pool, url, shard_count, connection)

    async def close(self) -> None:
        if self.closed:
            return
        self.closed = True
        for listener in list(self._listeners):
            await listener.close()
        async with self._mover_lock:
            if self._mover is not None:
                await self._mover.close()
        await self.pool.close()

    async def schema_version(self) -> int:
        return int(await self.pool.fetchval("SELECT max(version) FROM schema_migrations"))

    @asynccontextmanager
    async def _transaction(self) -> AsyncIterator[Conn]:
        async with self.pool.acquire() as conn, conn.transaction():
            yield conn

    dialect = "postgres"

    async def query(self, sql: str, *args: Any) -> list[Any]:
        return list(await self.pool.fetch(numbered(sql), *args))

    async def write(self, statements: Sequence[tuple[str, Sequence[Any]]]) -> None:
        async with self._transaction() as conn:
            for sql, args in statements:
                await conn.execute(numbered(sql), *args)

    # -- games ------------------------------------------------------------------------------
    async def create_game(self, *, channel_id: int, guild_id: int | None, game: str,
                          host_id: int, options: dict[str, Any], seats: list[dict[str, Any]],
                          timer_seconds: float, now: float, outbox: Outbox = NO_SENDS,
                          lang: str = "en", hints: bool = False, pace: str = "") -> int:
        try:
            async with self._transaction() as conn:
                game_id = await conn.fetchval(
                    "INSERT INTO games (channel_id, guild_id, game, host_id, options, seats,"
                    " status, timer_seconds, created, updated, shard, lang, hints, pace)"
                    " VALUES ($1, $2, $3, $4, $5, $6, 'lobby', $7, $8, $8, $9, $10, $11, $12)"
                    " RETURNING id",
                    channel_id, guild_id, game, host_id, dumps(options), dumps(seats),
                    float(timer_seconds), now, shard_of(guild_id, self.shard_count), lang,
                    int(hints), pace)
                await queue(conn, game_id, outbox, now)
        except asyncpg.UniqueViolationError as exc:
            if exc.constraint_name == "games_one_open_per_channel":
                raise ChannelBusy(f"channel {channel_id} has an open game") from None
            raise
        return int(game_id)

    async def update_lobby(self, game_id: int, *, host_id: int, seats: list[dict[str, Any]],
                           now: float, expected_revision: int | None = None,
                           outbox: Outbox = NO_SENDS) -> int:
        async with self._transaction() as conn:
            revision = await guarded(conn, game_id, "host_id = $5, seats = $6",
                                      (host_id, dumps(seats)), ("lobby",), expected_revision,
                                      now)
            await queue(conn, game_id, outbox, now)
            return revision

    async def update_seats(self, game_id: int, seats: list[dict[str, Any]], now: float,
                           *, clear_timers_for: Sequence[int] = (),
                           timers: Sequence[NewTimer] = (),
                           expected_revision: int | None = None,
                           outbox: Outbox = NO_SENDS) -> int:
        async with self._transaction() as conn:
            revision = await guarded(conn, game_id, "seats = $5", (dumps(seats),),
                                      ("playing",), expected_revision, now)
            await drop_timers(conn, game_id, clear_timers_for)
            await add_timers(conn, game_id, timers)
            await queue(conn, game_id, outbox, now)
            return revision

    async def set_messages(self, game_id: int, messages: dict[str, int], now: float,
                           *, expected_revision: int | None = None) -> int:
        async with self._transaction() as conn:
            return await guarded(conn, game_id, "messages = $5", (dumps(messages),),
                                  ("lobby", "playing", "over"), expected_revision, now)

    async def start_game(self, game_id: int, *, seats: list[dict[str, Any]], state: str,
                         version: int, now: float, timers: Sequence[NewTimer],
                         expected_revision: int | None = None, outbox: Outbox = NO_SENDS,
                         turn: str | None = None) -> int:
        async with self._transaction() as conn:
            revision = await guarded(
                conn, game_id,
                "status = 'playing', seats = $5, state = $6, version = $7, turn = $8",
                (dumps(seats), state, version, turn), ("lobby",), expected_revision, now)
            await add_timers(conn, game_id, timers)
            await queue(conn, game_id, outbox, now)
            return revision

    async def _commit(self, move: Move) -> None:
        timer = move.timer
        async with self._mover_lock:
            if self._mover is None or self._mover.is_closed():
                self._mover = await asyncpg.connect(self.url, **self.connection_options)
            written = await self._mover.fetchval(
                COMMIT_MOVE, move.game_id, move.expected_version, move.state, move.version,
                move.now, move.over, move.seat, move.code, move.user_id, move.events,
                move.clear, None if timer is None else timer.id,
                None if timer is None else timer.claim, *columns(move.timers, 3),
                move.players, move.result, *columns(move.outbox, 3), int(move.fallback),
                move.decisions, *columns(move.clocks, 2), move.turn)
        if written == 1:
            return
        if timer is not None and not await self.pool.fetchval(
                "SELECT count(*) FROM timers WHERE id = $1 AND claim = $2",
                timer.id, timer.claim):
            raise ClaimLost(f"timer {timer.id} is not claimed by this caller any more")
        raise VersionConflict(
            f"game {move.game_id} is not at version {move.expected_version} any more")

    async def cancel_game(self, game_id: int, *, now: float, players: list[str],
                          outbox: Outbox = NO_SENDS) -> None:
        async with self._transaction() as conn:
            await guarded(conn, game_id, "status = 'cancelled'", (), ("lobby", "playing"),
                           None, now)
            await conn.execute("DELETE FROM timers WHERE game_id = $1", game_id)
            await conn.execute(
                "INSERT INTO archive (game_id, channel_id, game, status, finished, players)"
                " SELECT id, channel_id, game, 'cancelled', $2, $3 FROM games WHERE id = $1",
                game_id, now, dumps(players))
            await queue(conn, game_id, outbox, now)

    async def load_open(self) -> tuple[list[GameRow], list[str]]:
        rows = await self.pool.fetch(
            "SELECT * FROM games WHERE status IN ('lobby', 'playing') ORDER BY id")
        return decode_open(rows)

    async def game(self, game_id: int) -> GameRow | None:
        row = await self.pool.fetchrow("SELECT * FROM games WHERE id = $1", game_id)
        return None if row is None else decode_game(row)

    async def last_game_in(self, channel_id: int) -> int | None:
        value = await self.pool.fetchval(
            "SELECT max(id) FROM games WHERE channel_id = $1", channel_id)
        return None if value is None else int(value)

    async def actions(self, game_id: int, *, last: int | None = None) -> list[LogRow]:
        rows = await self.pool.fetch(
            "SELECT * FROM (SELECT * FROM actions WHERE game_id = $1 ORDER BY version DESC"
            " LIMIT $2) AS recent ORDER BY version", game_id, last)
        return [decode_log(r) for r in rows]

    async def archived(self, game_id: int) -> dict[str, Any] | None:
        row = await self.pool.fetchrow("SELECT * FROM archive WHERE game_id = $1", game_id)
        return None if row is None else decode_archive(row)

    # -- timers -----------------------------------------------------------------------------
    async def timers(self, shards: Sequence[int] | None = None,
                     game_id: int | None = None) -> list[TimerRow]:
        rows = await self.pool.fetch(
            "SELECT * FROM timers WHERE ($1::integer[] IS NULL OR shard = ANY($1))"
            " AND ($2::bigint IS NULL OR game_id = $2) ORDER BY due, id",
            shard_array(shards), game_id)
        return [decode_timer(r) for r in rows]

    async def replace_timers(self, game_id: int, seats: Sequence[int],
                             timers: Sequence[NewTimer],
                             clocks: Sequence[tuple[int, float]] = ()) -> None:
        async with self._transaction() as conn:
            await keep_clocks(conn, game_id, clocks)
            await drop_timers(conn, game_id, seats)
            await add_timers(conn, game_id, timers)

    async def delete_timer(self, timer_id: int) -> None:
        await self.pool.execute("DELETE FROM timers WHERE id = $1", timer_id)

    async def claim_due_timers(self, shards: Sequence[int], now: float, limit: int,
                               *, lease: float = 30.0) -> list[TimerRow]:
        if not shards or limit <= 0:
            return []
        rows = await self.pool.fetch(
            "UPDATE timers SET claim = $1, claimed_until = $2 WHERE id IN ("
            " SELECT id FROM timers WHERE shard = ANY($3) AND due <= $4"
            " AND (claimed_until IS NULL OR claimed_until <= $4)"
            " ORDER BY due, id LIMIT $5 FOR UPDATE SKIP LOCKED) RETURNING *",
            uuid4().hex, now + lease, shard_array(shards), now, limit)
        return sorted((decode_timer(r) for r in rows), key=lambda t: (t.due, t.id))

    async def finish_timer(self, timer: TimerRow, *, now: float, outbox: Outbox = NO_SENDS
                           ) -> None:
        async with self._transaction() as conn:
            deleted = await conn.fetchval(
                "WITH d AS (DELETE FROM timers WHERE id = $1 AND claim = $2 RETURNING 1)"
                " SELECT count(*) FROM d", timer.id, timer.claim)
            if timer.claim is None or deleted != 1:
                raise ClaimLost(f"timer {timer.id} is not claimed by this caller any more")
            await queue(conn, timer.game_id, outbox, now)

    # -- users ------------------------------------------------------------------------------
    async def set_dm_ok(self, user_id: int, ok: bool, now: float) -> None:
        await self.pool.execute(
            "INSERT INTO users (user_id, dm_ok, at) VALUES ($1, $2, $3) ON CONFLICT (user_id)"
            " DO UPDATE SET dm_ok = excluded.dm_ok, at = excluded.at", user_id, ok, now)

    async def dm_status(self) -> dict[int, bool]:
        rows = await self.pool.fetch("SELECT user_id, dm_ok FROM users")
        return {int(r["user_id"]): bool(r["dm_ok"]) for r in rows}

    async def set_dm_channel(self, user_id: int, channel_id: int, now: float) -> None:
        await self.pool.execute(
            "INSERT INTO users (user_id, dm_ok, at, dm_channel) VALUES ($1, true, $2, $3)"
            " ON CONFLICT (user_id) DO UPDATE SET dm_channel = excluded.dm_channel",
            user_id, now, channel_id)

    async def dm_channels(self) -> dict[int, int]:
        rows = await self.pool.fetch(
            "SELECT user_id, dm_channel FROM users WHERE dm_channel IS NOT NULL")
        return {int(r["user_id"]): int(r["dm_channel"]) for r in rows}

    async def set_paused(self, channel_id: int, why: str, told: Sequence[int],
                         now: float) -> None:
        await self.pool.execute(
            "INSERT INTO paused (channel_id, why, told, at) VALUES ($1, $2, $3, $4)"
            " ON CONFLICT (channel_id) DO UPDATE SET why = excluded.why,"
            " told = excluded.told, at = excluded.at",
            channel_id, why, json.dumps(sorted(told)), now)

    async def clear_paused(self, channel_id: int) -> None:
        await self.pool.execute("DELETE FROM paused WHERE channel_id = $1", channel_id)

    async def paused_channels(self) -> dict[int, tuple[str, list[int]]]:
        rows = await self.pool.fetch("SELECT channel_id, why, told FROM paused")
        return {int(r["channel_id"]): (str(r["why"]), [int(u) for u in json.loads(r["told"])])
                for r in rows}

    # -- servers ----------------------------------------------------------------------------
    # -- correspondence (migration 15) ------------------------------------------------------
    async def set_clock(self, game_id: int, seat: int, bank: float) -> None:
        await self.pool.execute(
            "INSERT INTO clocks (game_id, seat, bank) VALUES ($1, $2, $3)"
            " ON CONFLICT (game_id, seat) DO UPDATE SET bank = excluded.bank",
            game_id, seat, float(bank))

    async def clocks(self) -> dict[tuple[int, int], float]:
        rows = await self.pool.fetch(
            "SELECT c.game_id, c.seat, c.bank FROM clocks AS c JOIN games AS g"
            " ON g.id = c.game_id WHERE g.status = 'playing'")
        return {(int(r["game_id"]), int(r["seat"])): float(r["bank"]) for r in rows}

    async def set_away(self, user_id: int, until: float, year: int, used: float) -> None:
        await self.pool.execute(
            "INSERT INTO away (user_id, until, year, used) VALUES ($1, $2, $3, $4)"
            " ON CONFLICT (user_id) DO UPDATE SET until = excluded.until,"
            " year = excluded.year, used = excluded.used",
            user_id, float(until), year, float(used))

    async def aways(self) -> dict[int, tuple[float, int, float]]:
        rows = await self.pool.fetch("SELECT user_id, until, year, used FROM away")
        return {int(r["user_id"]): (float(r["until"]), int(r["year"]), float(r["used"]))
                for r in rows}

    async def set_notice(self, user_id: int, guild_id: int, mode: str, hour: int,
                         tz: str) -> None:
        await self.pool.execute(
            "INSERT INTO notices (user_id, guild_id, mode, hour, tz)"
            " VALUES ($1, $2, $3, $4, $5)"
            " ON CONFLICT (user_id, guild_id) DO UPDATE SET mode = excluded.mode,"
            " hour = excluded.hour, tz = excluded.tz",
            user_id, guild_id, mode, hour, tz)

    async def notices(self) -> dict[tuple[int, int], tuple[str, int, str]]:
        rows = await self.pool.fetch("SELECT user_id, guild_id, mode, hour, tz FROM notices")
        return {(int(r["user_id"]), int(r["guild_id"])): (str(r["mode"]), int(r["hour"]),
                                                          str(r["tz"])) for r in rows}

    # -- the outbox -------------------------------------------------------------------------
    async def queue_outbox(self, game_id: int, outbox: Outbox, now: float) -> None:
        async with self._transaction() as conn:
            await queue(conn, game_id, outbox, now)

    async def due_outbox(self, now: float, limit: int, shards: Sequence[int] | None = None,
                         *, bodies: bool = True) -> list[OutboxRow]:
        columns = "*" if bodies else OUTBOX_DUE_COLUMNS
        rows = await self.pool.fetch(
            f"SELECT {columns} FROM outbox WHERE sent IS NULL AND next_try <= $1"
            " AND ($2::integer[] IS NULL OR shard = ANY($2))"
            " AND (claimed_until IS NULL OR claimed_until <= $1)"
            f" ORDER BY {schema.OUTBOX_ORDER} LIMIT $3",
            now, shard_array(shards), limit)
        return [decode_outbox(r) for r in rows]

    async def claim_outbox(self, ids: Sequence[int], now: float, *, lease: float = 60.0
                           ) -> list[OutboxRow]:
        ids = [int(i) for i in ids]
        # A row another transaction holds is skipped, never waited for: a move upserts its
        # rows in the order of its places, so a claimer waiting while holding another row
        # could close a deadlock with it. The move's writer wakes the sender once it commits;
        # a concurrent claimer's row is claimed already.
        rows = {r["id"]: decode_outbox(r) for r in await self.pool.fetch(
            "WITH free AS (SELECT id FROM outbox WHERE id = ANY($1::bigint[])"
            " AND sent IS NULL AND next_try <= $3"
            " AND (claimed_until IS NULL OR claimed_until <= $3) FOR UPDATE SKIP LOCKED)"
            " UPDATE outbox SET claimed_until = $2 FROM free WHERE outbox.id = free.id"
            " RETURNING outbox.*", ids, now + lease, now)} if ids else {}
        return [rows[i] for i in ids if i in rows]

    async def outbox_sent(self, outbox_id: int, revision: int, now: float) -> bool:
        return await self.pool.fetchval(
            "UPDATE outbox SET sent = CASE WHEN revision = $2 THEN $3::float8 END,"
            " claimed_until = NULL WHERE id = $1 AND sent IS NULL RETURNING revision = $2",
            outbox_id, revision, now) is True

    async def outbox_retry(self, outbox_id: int, revision: int, next_try: float) -> bool:
        return await self.pool.fetchval(
            "UPDATE outbox SET attempts = attempts + (revision = $2)::int, next_try = CASE"
            " WHEN revision = $2 THEN $3::float8 ELSE next_try END, claimed_until = NULL"
            " WHERE id = $1 AND sent IS NULL RETURNING revision = $2",
            outbox_id, revision, next_try) is True

    async def outbox(self, game_id: int) -> list[OutboxRow]:
        rows = await self.pool.fetch("SELECT * FROM outbox WHERE game_id = $1 ORDER BY id",
                                     game_id)
        return [decode_outbox(r) for r in rows]

    async def prune_outbox(self, sent_before: float) -> int:
        status = await self.pool.execute("DELETE FROM outbox WHERE sent < $1", sent_before)
        return int(status.split()[-1])

    # -- several processes ------------------------------------------------------------------
    @asynccontextmanager
    async def exclusive(self, key: str) -> AsyncIterator[None]:
        """A session advisory lock on a connection held for the block. Should the unlock
        not happen (an error, a cancellation), the connection is dropped, which releases it."""
        async with self.pool.acquire() as conn:
            await conn.execute("SELECT pg_advisory_lock($1)", lock_key(key))
            unlocked = False
            try:
                yield
            finally:
                try:
                    unlocked = await conn.fetchval("SELECT pg_advisory_unlock($1)",
                                                   lock_key(key))
                finally:
                    if not unlocked:
                        conn.terminate()

    async def notify(self, channel: str, payload: str) -> None:
        await self.pool.execute("SELECT pg_notify($1, $2)", channel, payload)

    async def listen(self, channel: str, callback: NotifyCallback) -> PgListener:
        listener = PgListener(self.url, channel, callback, self._listeners.discard)
        await listener.start()
        self._listeners.add(listener)
        return listener

    async def reshard(self, shard_count: int) -> None:
        async with self._transaction() as conn:
            await write_shard_count(conn, shard_count)
        self.shard_count = shard_count
