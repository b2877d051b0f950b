"""The SQLite store: one file, one aiosqlite connection, for a bot of one process.

Every call is one transaction (``BEGIN IMMEDIATE`` … ``COMMIT``) or one read, each statement
awaited through aiosqlite, so the event loop never blocks on the disk or on another process's
write lock (``busy_timeout``). The bot's coroutines share the connection: ``SharedConnection``
(bot/store/sqlite_db.py) lets one transaction in at a time and finishes a transaction whose
caller was cancelled, so none is ever left half-done. aiosqlite hands each statement to its
thread, a few tens of microseconds per statement: a move's commit is a fraction of a
millisecond against the tens of milliseconds of CPU of the move itself (docs/performance.md).

WAL with ``synchronous=NORMAL`` survives a killed process without losing a commit (only a power
cut may lose the last few, the documented trade of that setting). The file and its ``-wal``
and ``-shm`` are readable by the owner only: they hold every hand and the deck order.
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Sequence
from typing import Any
from uuid import uuid4

from bot.store.base import Store
from bot.store.local import LocalCoordination
from bot.store.rows import (
    NO_SENDS,
    OUTBOX_DUE_COLUMNS,
    ChannelBusy,
    GameRow,
    LogRow,
    Move,
    NewTimer,
    Outbox,
    OutboxRow,
    TimerRow,
    VersionConflict,
    decode_archive,
    decode_game,
    decode_log,
    decode_open,
    decode_outbox,
    decode_timer,
    dumps,
    shard_of,
)
from bot.store.schema import OUTBOX_ORDER
from bot.store.sqlite_db import (
    Db,
    Rows,
    SharedConnection,
    add_timers,
    connect,
    current_version,
    drop_timers,
    guarded,
    insert_outbox,
    keep_clocks,
    migrate,
    queue,
    shard_filter,
    take_claimed,
    write_shard_count,
)


class SqliteStore(LocalCoordination, Store):
    """Open with ``await open_store(path)``; ``await close()`` at the end (it closes the
    file cleanly, folding the WAL back into it, and stops aiosqlite's thread)."""

    def __init__(self, conn: SharedConnection, path: str, shard_count: int) -> None:
        super().__init__()
        self.conn = conn
        self.path = path
        self.shard_count = shard_count
        self.closed = False

    @classmethod
    async def connect(cls, path: str, *, shard_count: int = 1, busy_timeout_ms: int = 5000
                      ) -> SqliteStore:
        """Open (creating if needed, owner-only) and migrate the database file at ``path``."""
        if shard_count < 1:
            raise ValueError("shard_count must be at least 1")
        store = cls(await connect(path, busy_timeout_ms), path, shard_count)
        try:
            await store.conn.transaction(lambda db: migrate(db, path, shard_count))
        except BaseException:
            await store.close()
            raise
        return store

    async def _fetchall(self, sql: str, params: Sequence[Any] = ()) -> Rows:
        return await self.conn.fetchall(sql, params)

    dialect = "sqlite"

    async def query(self, sql: str, *args: Any) -> list[Any]:
        return await self._fetchall(sql, args)

    async def write(self, statements: Sequence[tuple[str, Sequence[Any]]]) -> None:
        async def run(db: Db) -> None:
            for sql, args in statements:
                await db.execute(sql, args)

        if len(statements) == 1:  # one statement is a transaction of its own
            await self.conn.alone(run)
        else:
            await self.conn.transaction(run)

    async def close(self) -> None:
        if self.closed:
            return
        self.closed = True
        await self.conn.close()

    async def schema_version(self) -> int:
        return await self.conn.transaction(current_version)

    # -- games ------------------------------------------------------------------------------
    async def create_game(self, *, channel_id: int, guild_id: int | None, game: str,
                          host_id: int, options: dict[str, Any], seats: list[dict[str, Any]],
                          timer_seconds: float, now: float, outbox: Outbox = NO_SENDS,
                          lang: str = "en", hints: bool = False, pace: str = "") -> int:
        shard = shard_of(guild_id, self.shard_count)

        async def write(db: Db) -> int:
            try:
                cur = await db.execute(
                    "INSERT INTO games (channel_id, guild_id, game, host_id, options, seats,"
                    " status, timer_seconds, created, updated, shard, lang, hints, pace)"
                    " VALUES (?, ?, ?, ?, ?, ?, 'lobby', ?, ?, ?, ?, ?, ?, ?)",
                    (channel_id, guild_id, game, host_id, dumps(options), dumps(seats),
                     timer_seconds, now, now, shard, lang, int(hints), pace))
            except sqlite3.IntegrityError as exc:
                if "games.channel_id" in str(exc):
                    raise ChannelBusy(f"channel {channel_id} has an open game") from None
                raise
            game_id = cur.lastrowid
            assert game_id is not None
            await queue(db, game_id, outbox, now)
            return game_id

        return await self.conn.transaction(write)

    async def update_lobby(self, game_id: int, *, host_id: int, seats: list[dict[str, Any]],
                           now: float, expected_revision: int | None = None,
                           outbox: Outbox = NO_SENDS) -> int:
        async def write(db: Db) -> int:
            revision = await guarded(db, game_id, "host_id = ?, seats = ?",
                                     (host_id, dumps(seats)), ("lobby",), expected_revision,
                                     now)
            await queue(db, game_id, outbox, now)
            return revision

        return await self.conn.transaction(write)

    async def update_seats(self, game_id: int, seats: list[dict[str, Any]], now: float,
                           *, clear_timers_for: Sequence[int] = (),
                           timers: Sequence[NewTimer] = (),
                           expected_revision: int | None = None,
                           outbox: Outbox = NO_SENDS) -> int:
        async def write(db: Db) -> int:
            revision = await guarded(db, game_id, "seats = ?", (dumps(seats),), ("playing",),
                                     expected_revision, now)
            await drop_timers(db, game_id, clear_timers_for)
            await add_timers(db, game_id, timers)
            await queue(db, game_id, outbox, now)
            return revision

        return await self.conn.transaction(write)

    async def set_messages(self, game_id: int, messages: dict[str, int], now: float,
                           *, expected_revision: int | None = None) -> int:
        async def write(db: Db) -> int:
            return await guarded(db, game_id, "messages = ?", (dumps(messages),),
                                 ("lobby", "playing", "over"), expected_revision, now)

        return await self.conn.alone(write)  # one UPDATE; on a refusal, a read of why

    async def start_game(self, game_id: int, *, seats: list[dict[str, Any]], state: str,
                         version: int, now: float, timers: Sequence[NewTimer],
                         expected_revision: int | None = None, outbox: Outbox = NO_SENDS,
                         turn: str | None = None) -> int:
        async def write(db: Db) -> int:
            revision = await guarded(
                db, game_id, "status = 'playing', seats = ?, state = ?, version = ?, turn = ?",
                (dumps(seats), state, version, turn), ("lobby",), expected_revision, now)
            await add_timers(db, game_id, timers)
            await queue(db, game_id, outbox, now)
            return revision

        return await self.conn.transaction(write)

    async def _commit(self, move: Move) -> None:
        async def write(db: Db) -> None:
            if move.timer is not None:
                await take_claimed(db, move.timer)
            # ``status`` is only SET when it changes: SQLite rewrites the entries of every
            # index on a column named in SET (two here), changed or not.
            ends = ", status = 'over'" if move.over else ""
            cur = await db.execute(
                f"UPDATE games SET state = ?, version = ?, updated = ?, turn = ?{ends}"
                " WHERE id = ? AND version = ? AND status = 'playing'",
                (move.state, move.version, move.now, move.turn, move.game_id,
                 move.expected_version))
            if cur.rowcount != 1:
                raise VersionConflict(f"game {move.game_id} is not at version "
                                      f"{move.expected_version} any more")
            await db.execute(
                "INSERT INTO actions (game_id, version, seat, code, user_id, at, events,"
                " fallback) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                (move.game_id, move.version, move.seat, move.code, move.user_id, move.now,
                 move.events, int(move.fallback)))
            if move.over:
                await db.execute("DELETE FROM timers WHERE game_id = ?", (move.game_id,))
                await db.execute(
                    "INSERT INTO archive (game_id, channel_id, game, status, finished,"
                    " players, result, decisions) SELECT id, channel_id, game, 'over', ?, ?,"
                    " ?, ? FROM games WHERE id = ?",
                    (move.now, move.players, move.result, move.decisions, move.game_id))
            await drop_timers(db, move.game_id, move.clear)
            await add_timers(db, move.game_id, move.timers)
            await keep_clocks(db, move.game_id, move.clocks)
            await insert_outbox(db, move.game_id, move.outbox, move.now)

        await self.conn.transaction(write)

    async def cancel_game(self, game_id: int, *, now: float, players: list[str],
                          outbox: Outbox = NO_SENDS) -> None:
        async def write(db: Db) -> None:
            await guarded(db, game_id, "status = 'cancelled'", (), ("lobby", "playing"), None,
                          now)
            await db.execute("DELETE FROM timers WHERE game_id = ?", (game_id,))
            await db.execute(
                "INSERT INTO archive (game_id, channel_id, game, status, finished, players)"
                " SELECT id, channel_id, game, 'cancelled', ?, ? FROM games WHERE id = ?",
                (now, dumps(players), game_id))
            await queue(db, game_id, outbox, now)

        await self.conn.transaction(write)

    async def load_open(self) -> tuple[list[GameRow], list[str]]:
        rows = await self._fetchall(
            "SELECT * FROM games WHERE status IN ('lobby', 'playing') ORDER BY id")
        return decode_open(rows)

    async def game(self, game_id: int) -> GameRow | None:
        rows = await self._fetchall("SELECT * FROM games WHERE id = ?", (game_id,))
        return decode_game(rows[0]) if rows else None

    async def last_game_in(self, channel_id: int) -> int | None:
        rows = await self._fetchall(
            "SELECT id FROM games WHERE channel_id = ? ORDER BY id DESC LIMIT 1", (channel_id,))
        return int(rows[0]["id"]) if rows else None

    async def actions(self, game_id: int, *, last: int | None = None) -> list[LogRow]:
        if last is None:
            rows = await self._fetchall(
                "SELECT * FROM actions WHERE game_id = ? ORDER BY version", (game_id,))
        else:
            rows = await self._fetchall(
                "SELECT * FROM (SELECT * FROM actions WHERE game_id = ? ORDER BY version DESC"
                " LIMIT ?) ORDER BY version", (game_id, last))
        return [decode_log(r) for r in rows]

    async def archived(self, game_id: int) -> dict[str, Any] | None:
        rows = await self._fetchall("SELECT * FROM archive WHERE game_id = ?", (game_id,))
        return decode_archive(rows[0]) if rows else None

    # -- timers -----------------------------------------------------------------------------
    async def timers(self, shards: Sequence[int] | None = None,
                     game_id: int | None = None) -> list[TimerRow]:
        where, params = shard_filter(shards)
        if game_id is not None:
            where, params = f"({where}) AND game_id = ?", (*params, game_id)
        rows = await self._fetchall(f"SELECT * FROM timers WHERE {where} ORDER BY due, id",
                                    params)
        return [decode_timer(r) for r in rows]

    async def replace_timers(self, game_id: int, seats: Sequence[int],
                             timers: Sequence[NewTimer],
                             clocks: Sequence[tuple[int, float]] = ()) -> None:
        async def write(db: Db) -> None:
            await keep_clocks(db, game_id, clocks)
            await drop_timers(db, game_id, seats)
            await add_timers(db, game_id, timers)

        await self.conn.transaction(write)

    async def delete_timer(self, timer_id: int) -> None:
        await self.write([("DELETE FROM timers WHERE id = ?", (timer_id,))])

    async def claim_due_timers(self, shards: Sequence[int], now: float, limit: int,
                               *, lease: float = 30.0) -> list[TimerRow]:
        if not shards or limit <= 0:
            return []
        where, params = shard_filter(shards)
        claim = uuid4().hex

        async def write(db: Db) -> Rows:
            return list(await db.execute_fetchall(
                "UPDATE timers SET claim = ?, claimed_until = ? WHERE id IN ("
                f" SELECT id FROM timers WHERE {where} AND due <= ?"
                " AND (claimed_until IS NULL OR claimed_until <= ?)"
                " ORDER BY due, id LIMIT ?) RETURNING *",
                (claim, now + lease, *params, now, now, limit)))

        rows = await self.conn.alone(write)
        return sorted((decode_timer(r) for r in rows), key=lambda t: (t.due, t.id))

    async def finish_timer(self, timer: TimerRow, *, now: float, outbox: Outbox = NO_SENDS
                           ) -> None:
        async def write(db: Db) -> None:
            await take_claimed(db, timer)
            await queue(db, timer.game_id, outbox, now)

        await self.conn.transaction(write)

    # -- users ------------------------------------------------------------------------------
    async def set_dm_ok(self, user_id: int, ok: bool, now: float) -> None:
        await self.write([(
            "INSERT INTO users (user_id, dm_ok, at) VALUES (?, ?, ?)"
            " ON CONFLICT (user_id) DO UPDATE SET dm_ok = excluded.dm_ok, at = excluded.at",
            (user_id, int(ok), now))])

    async def dm_status(self) -> dict[int, bool]:
        rows = await self._fetchall("SELECT user_id, dm_ok FROM users")
        return {int(r["user_id"]): bool(r["dm_ok"]) for r in rows}

    async def set_dm_channel(self, user_id: int, channel_id: int, now: float) -> None:
        await self.write([(
            "INSERT INTO users (user_id, dm_ok, at, dm_channel) VALUES (?, 1, ?, ?)"
            " ON CONFLICT (user_id) DO UPDATE SET dm_channel = excluded.dm_channel",
            (user_id, now, channel_id))])

    async def dm_channels(self) -> dict[int, int]:
        rows = await self._fetchall(
            "SELECT user_id, dm_channel FROM users WHERE dm_channel IS NOT NULL")
        return {int(r["user_id"]): int(r["dm_channel"]) for r in rows}

    async def set_paused(self, channel_id: int, why: str, told: Sequence[int],
                         now: float) -> None:
        await self.write([(
            "INSERT INTO paused (channel_id, why, told, at) VALUES (?, ?, ?, ?)"
            " ON CONFLICT (channel_id) DO UPDATE SET why = excluded.why,"
            " told = excluded.told, at = excluded.at",
            (channel_id, why, json.dumps(sorted(told)), now))])

    async def clear_paused(self, channel_id: int) -> None:
        await self.write([("DELETE FROM paused WHERE channel_id = ?", (channel_id,))])

    async def paused_channels(self) -> dict[int, tuple[str, list[int]]]:
        rows = await self._fetchall("SELECT channel_id, why, told FROM paused")
        return {int(r["channel_id"]): (str(r["why"]), [int(u) for u in json.loads(r["told"])])
                for r in rows}

    # -- correspondence (migration 15) ------------------------------------------------------
    async def set_clock(self, game_id: int, seat: int, bank: float) -> None:
        await self.write([(
            "INSERT INTO clocks (game_id, seat, bank) VALUES (?, ?, ?)"
            " ON CONFLICT (game_id, seat) DO UPDATE SET bank = excluded.bank",
            (game_id, seat, float(bank)))])

    async def clocks(self) -> dict[tuple[int, int], float]:
        rows = await self._fetchall(
            "SELECT c.game_id, c.seat, c.bank FROM clocks AS c JOIN games AS g"
            " ON g.id = c.game_id WHERE g.status = 'playing'")
        return {(int(r["game_id"]), int(r["seat"])): float(r["bank"]) for r in rows}

    async def set_away(self, user_id: int, until: float, year: int, used: float) -> None:
        await self.write([(
            "INSERT INTO away (user_id, until, year, used) VALUES (?, ?, ?, ?)"
            " ON CONFLICT (user_id) DO UPDATE SET until = excluded.until,"
            " year = excluded.year, used = excluded.used",
            (user_id, float(until), year, float(used)))])

    async def aways(self) -> dict[int, tuple[float, int, float]]:
        rows = await self._fetchall("SELECT user_id, until, year, used FROM away")
        return {int(r["user_id"]): (float(r["until"]), int(r["year"]), float(r["used"]))
                for r in rows}

    async def set_notice(self, user_id: int, guild_id: int, mode: str, hour: int,
                         tz: str) -> None:
        await self.write([(
            "INSERT INTO notices (user_id, guild_id, mode, hour, tz) VALUES (?, ?, ?, ?, ?)"
            " ON CONFLICT (user_id, guild_id) DO UPDATE SET mode = excluded.mode,"
            " hour = excluded.hour, tz = excluded.tz",
            (user_id, guild_id, mode, hour, tz))])

    async def notices(self) -> dict[tuple[int, int], tuple[str, int, str]]:
        rows = await self._fetchall("SELECT user_id, guild_id, mode, hour, tz FROM notices")
        return {(int(r["user_id"]), int(r["guild_id"])): (str(r["mode"]), int(r["hour"]),
                                                          str(r["tz"])) for r in rows}

    # -- the outbox -------------------------------------------------------------------------
    async def queue_outbox(self, game_id: int, outbox: Outbox, now: float) -> None:
        await self.conn.transaction(lambda db: queue(db, game_id, outbox, now))

    async def due_outbox(self, now: float, limit: int, shards: Sequence[int] | None = None,
                         *, bodies: bool = True) -> list[OutboxRow]:
        columns = "*" if bodies else OUTBOX_DUE_COLUMNS
        where, params = shard_filter(shards)
        rows = await self._fetchall(
            f"SELECT {columns} FROM outbox"
            f" WHERE sent IS NULL AND next_try <= ? AND {where}"
            " AND (claimed_until IS NULL OR claimed_until <= ?)"
            f" ORDER BY {OUTBOX_ORDER} LIMIT ?", (now, *params, now, limit))
        return [decode_outbox(r) for r in rows]

    async def claim_outbox(self, ids: Sequence[int], now: float, *, lease: float = 60.0
                           ) -> list[OutboxRow]:
        ids = [int(i) for i in ids]
        if not ids:
            return []

        async def write(db: Db) -> Rows:
            return list(await db.execute_fetchall(
                f"UPDATE outbox SET claimed_until = ? WHERE id IN ({', '.join('?' * len(ids))})"
                " AND sent IS NULL AND next_try <= ?"
                " AND (claimed_until IS NULL OR claimed_until <= ?) RETURNING *",
                (now + lease, *ids, now, now)))

        rows = {r["id"]: decode_outbox(r) for r in await self.conn.alone(write)}
        return [rows[i] for i in ids if i in rows]

    async def outbox_sent(self, outbox_id: int, revision: int, now: float) -> bool:
        return await self._write_outbox("sent = CASE WHEN revision = ? THEN ? END",
                                        (revision, now), outbox_id, revision)

    async def outbox_retry(self, outbox_id: int, revision: int, next_try: float) -> bool:
        return await self._write_outbox(
            "attempts = attempts + (revision = ?), next_try = CASE WHEN revision = ? THEN ?"
            " ELSE next_try END", (revision, revision, next_try), outbox_id, revision)

    async def _write_outbox(self, assign: str, values: tuple[Any, ...], outbox_id: int,
                            revision: int) -> bool:
        """Apply ``assign`` to an unsent row if it is still at ``revision``, and end its
        claim in any case; whether it was at ``revision``."""
        async def write(db: Db) -> Rows:
            return list(await db.execute_fetchall(
                f"UPDATE outbox SET {assign}, claimed_until = NULL WHERE id = ?"
                " AND sent IS NULL RETURNING revision", (*values, outbox_id)))

        rows = await self.conn.alone(write)
        return bool(rows) and int(rows[0][0]) == revision

    async def outbox(self, game_id: int) -> list[OutboxRow]:
        rows = await self._fetchall("SELECT * FROM outbox WHERE game_id = ? ORDER BY id",
                                    (game_id,))
        return [decode_outbox(r) for r in rows]

    async def prune_outbox(self, sent_before: float) -> int:
        return await self._changed("DELETE FROM outbox WHERE sent < ?", (sent_before,))

    async def _changed(self, sql: str, params: Sequence[Any]) -> int:
        """Run one writing statement (a transaction of its own); how many rows it changed."""
        async def write(db: Db) -> int:
            return (await db.execute(sql, params)).rowcount

        return await self.conn.alone(write)

    async def reshard(self, shard_count: int) -> None:
        await self.conn.transaction(lambda db: write_shard_count(db, shard_count))
        self.shard_count = shard_count
