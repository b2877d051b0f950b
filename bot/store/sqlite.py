"""The SQLite store: one file, one connection, one thread, for a bot of one process.

Each store call runs as ONE plain function on the connection's own thread
(``ConnectionThread``, which owns a ``sqlite3`` connection): a move's ``BEGIN IMMEDIATE``,
UPDATE, INSERT, timers, outbox and ``COMMIT`` cost one hop from the event loop, not one per
statement (the hops were most of a commit's time with aiosqlite; docs/deploy.md has the
figures). The thread serialises the calls, so no lock is needed around a transaction, and the
event loop never blocks on the disk or on another process's write lock (``busy_timeout``).

WAL with ``synchronous=NORMAL`` survives a killed process without losing a commit (only a power
cut may lose the last few, the documented trade of that setting). The file and its ``-wal``
and ``-shm`` are readable by the owner only: they hold every hand and the deck order.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable, Sequence
from contextlib import suppress
from typing import Any
from uuid import uuid4

from bot.store.base import Store
from bot.store.local import LocalCoordination
from bot.store.rows import (
    NO_SENDS,
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
    ConnectionThread,
    Db,
    T,
    add_timers,
    connect,
    current_version,
    drop_timers,
    guarded,
    insert_outbox,
    migrate,
    queue,
    set_shard_count,
    shard_filter,
    take_claimed,
    transaction,
)


class SqliteStore(LocalCoordination, Store):
    """Open with ``await open_store(path)``; ``await close()`` at the end (it closes the
    file cleanly, folding the WAL back into it)."""

    def __init__(self, db: Db, thread: ConnectionThread, path: str, shard_count: int) -> None:
        super().__init__()
        self.db = db
        self.path = path
        self.shard_count = shard_count
        self._thread = thread
        self.closed = False

    @classmethod
    async def connect(cls, path: str, *, shard_count: int = 1, busy_timeout_ms: int = 5000
                      ) -> SqliteStore:
        """Open (creating if needed, owner-only) and migrate the database file at ``path``."""
        if shard_count < 1:
            raise ValueError("shard_count must be at least 1")
        thread = ConnectionThread()
        try:
            db = await thread.run(connect, path, busy_timeout_ms)
        except BaseException:
            thread.stop()
            raise
        store = cls(db, thread, path, shard_count)
        try:
            await store._run(migrate, path, shard_count)
        except BaseException:
            await store.close()
            raise
        return store

    async def _run(self, fn: Callable[..., T], *args: Any) -> T:
        """Run ``fn(db, *args)`` on the connection's thread: one hop."""
        return await self._thread.run(fn, self.db, *args)

    async def _fetchall(self, sql: str, params: Sequence[Any] = ()) -> list[sqlite3.Row]:
        return await self._run(lambda db: db.execute(sql, params).fetchall())

    dialect = "sqlite"

    async def query(self, sql: str, *args: Any) -> list[Any]:
        return await self._fetchall(sql, args)

    async def write(self, statements: Sequence[tuple[str, Sequence[Any]]]) -> None:
        def run(db: Db) -> None:
            with transaction(db):
                for sql, args in statements:
                    db.execute(sql, args)

        await self._run(run)

    async def close(self) -> None:
        if self.closed:
            return
        self.closed = True
        with suppress(sqlite3.Error):
            await self._run(lambda db: db.close())
        self._thread.stop()

    async def schema_version(self) -> int:
        return await self._run(current_version)

    # -- games ------------------------------------------------------------------------------
    async def create_game(self, *, channel_id: int, guild_id: int | None, game: str,
                          host_id: int, options: dict[str, Any], seats: list[dict[str, Any]],
                          timer_seconds: float, now: float, outbox: Outbox = NO_SENDS,
                          lang: str = "en") -> int:
        shard = shard_of(guild_id, self.shard_count)

        def write(db: Db) -> int:
            with transaction(db):
                try:
                    cur = db.execute(
                        "INSERT INTO games (channel_id, guild_id, game, host_id, options, seats,"
                        " status, timer_seconds, created, updated, shard, lang)"
                        " VALUES (?, ?, ?, ?, ?, ?, 'lobby', ?, ?, ?, ?, ?)",
                        (channel_id, guild_id, game, host_id, dumps(options), dumps(seats),
                         timer_seconds, now, now, shard, lang))
                except sqlite3.IntegrityError as exc:
                    if "games.channel_id" in str(exc):
                        raise ChannelBusy(f"channel {channel_id} has an open game") from None
                    raise
                assert cur.lastrowid is not None
                queue(db, cur.lastrowid, outbox, now)
                return cur.lastrowid

        return await self._run(write)

    async def update_lobby(self, game_id: int, *, host_id: int, seats: list[dict[str, Any]],
                           now: float, expected_revision: int | None = None,
                           outbox: Outbox = NO_SENDS) -> int:
        def write(db: Db) -> int:
            with transaction(db):
                revision = guarded(db, game_id, "host_id = ?, seats = ?", (host_id, dumps(seats)),
                                    ("lobby",), expected_revision, now)
                queue(db, game_id, outbox, now)
                return revision

        return await self._run(write)

    async def update_seats(self, game_id: int, seats: list[dict[str, Any]], now: float,
                           *, clear_timers_for: Sequence[int] = (),
                           timers: Sequence[NewTimer] = (),
                           expected_revision: int | None = None,
                           outbox: Outbox = NO_SENDS) -> int:
        def write(db: Db) -> int:
            with transaction(db):
                revision = guarded(db, game_id, "seats = ?", (dumps(seats),), ("playing",),
                                    expected_revision, now)
                drop_timers(db, game_id, clear_timers_for)
                add_timers(db, game_id, timers)
                queue(db, game_id, outbox, now)
                return revision

        return await self._run(write)

    async def set_messages(self, game_id: int, messages: dict[str, int], now: float,
                           *, expected_revision: int | None = None) -> int:
        def write(db: Db) -> int:
            with transaction(db):
                return guarded(db, game_id, "messages = ?", (dumps(messages),),
                                ("lobby", "playing", "over"), expected_revision, now)

        return await self._run(write)

    async def start_game(self, game_id: int, *, seats: list[dict[str, Any]], state: str,
                         version: int, now: float, timers: Sequence[NewTimer],
                         expected_revision: int | None = None, outbox: Outbox = NO_SENDS
                         ) -> int:
        def write(db: Db) -> int:
            with transaction(db):
                revision = guarded(
                    db, game_id, "status = 'playing', seats = ?, state = ?, version = ?",
                    (dumps(seats), state, version), ("lobby",), expected_revision, now)
                add_timers(db, game_id, timers)
                queue(db, game_id, outbox, now)
                return revision

        return await self._run(write)

    async def _commit(self, move: Move) -> None:
        def write(db: Db) -> None:
            with transaction(db):
                if move.timer is not None:
                    take_claimed(db, move.timer)
                # ``status`` is only SET when it changes: SQLite rewrites the entries of
                # every index on a column named in SET (two here), changed or not.
                ends = ", status = 'over'" if move.over else ""
                cur = db.execute(
                    f"UPDATE games SET state = ?, version = ?, updated = ?{ends}"
                    " WHERE id = ? AND version = ? AND status = 'playing'",
                    (move.state, move.version, move.now, move.game_id, move.expected_version))
                if cur.rowcount != 1:
                    raise VersionConflict(f"game {move.game_id} is not at version "
                                          f"{move.expected_version} any more")
                db.execute(
                    "INSERT INTO actions (game_id, version, seat, code, user_id, at, events)"
                    " VALUES (?, ?, ?, ?, ?, ?, ?)",
                    (move.game_id, move.version, move.seat, move.code, move.user_id, move.now,
                     move.events))
                if move.over:
                    db.execute("DELETE FROM timers WHERE game_id = ?", (move.game_id,))
                    db.execute(
                        "INSERT INTO archive (game_id, channel_id, game, status, finished,"
                        " players, result) SELECT id, channel_id, game, 'over', ?, ?, ?"
                        " FROM games WHERE id = ?",
                        (move.now, move.players, move.result, move.game_id))
                drop_timers(db, move.game_id, move.clear)
                add_timers(db, move.game_id, move.timers)
                insert_outbox(db, move.game_id, move.outbox, move.now)

        await self._run(write)

    async def cancel_game(self, game_id: int, *, now: float, players: list[str],
                          outbox: Outbox = NO_SENDS) -> None:
        def write(db: Db) -> None:
            with transaction(db):
                guarded(db, game_id, "status = 'cancelled'", (), ("lobby", "playing"), None,
                         now)
                db.execute("DELETE FROM timers WHERE game_id = ?", (game_id,))
                db.execute(
                    "INSERT INTO archive (game_id, channel_id, game, status, finished, players)"
                    " SELECT id, channel_id, game, 'cancelled', ?, ? FROM games WHERE id = ?",
                    (now, dumps(players), game_id))
                queue(db, game_id, outbox, now)

        await self._run(write)

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
    async def timers(self, shards: Sequence[int] | None = None) -> list[TimerRow]:
        where, params = shard_filter(shards)
        rows = await self._fetchall(f"SELECT * FROM timers WHERE {where} ORDER BY due, id",
                                    params)
        return [decode_timer(r) for r in rows]

    async def replace_timers(self, game_id: int, seats: Sequence[int],
                             timers: Sequence[NewTimer]) -> None:
        def write(db: Db) -> None:
            with transaction(db):
                drop_timers(db, game_id, seats)
                add_timers(db, game_id, timers)

        await self._run(write)

    async def delete_timer(self, timer_id: int) -> None:
        def write(db: Db) -> None:
            with transaction(db):
                db.execute("DELETE FROM timers WHERE id = ?", (timer_id,))

        await self._run(write)

    async def claim_due_timers(self, shards: Sequence[int], now: float, limit: int,
                               *, lease: float = 30.0) -> list[TimerRow]:
        if not shards or limit <= 0:
            return []
        where, params = shard_filter(shards)
        claim = uuid4().hex

        def write(db: Db) -> list[TimerRow]:
            with transaction(db):
                rows = db.execute(
                    "UPDATE timers SET claim = ?, claimed_until = ? WHERE id IN ("
                    f" SELECT id FROM timers WHERE {where} AND due <= ?"
                    " AND (claimed_until IS NULL OR claimed_until <= ?)"
                    " ORDER BY due, id LIMIT ?) RETURNING *",
                    (claim, now + lease, *params, now, now, limit)).fetchall()
            return sorted((decode_timer(r) for r in rows), key=lambda t: (t.due, t.id))

        return await self._run(write)

    async def finish_timer(self, timer: TimerRow, *, now: float, outbox: Outbox = NO_SENDS
                           ) -> None:
        def write(db: Db) -> None:
            with transaction(db):
                take_claimed(db, timer)
                queue(db, timer.game_id, outbox, now)

        await self._run(write)

    # -- users ------------------------------------------------------------------------------
    async def set_dm_ok(self, user_id: int, ok: bool, now: float) -> None:
        def write(db: Db) -> None:
            with transaction(db):
                db.execute(
                    "INSERT INTO users (user_id, dm_ok, at) VALUES (?, ?, ?)"
                    " ON CONFLICT (user_id) DO UPDATE SET dm_ok = excluded.dm_ok,"
                    " at = excluded.at", (user_id, int(ok), now))

        await self._run(write)

    async def dm_status(self) -> dict[int, bool]:
        rows = await self._fetchall("SELECT user_id, dm_ok FROM users")
        return {int(r["user_id"]): bool(r["dm_ok"]) for r in rows}

    async def set_dm_channel(self, user_id: int, channel_id: int, now: float) -> None:
        def write(db: Db) -> None:
            with transaction(db):
                db.execute(
                    "INSERT INTO users (user_id, dm_ok, at, dm_channel) VALUES (?, 1, ?, ?)"
                    " ON CONFLICT (user_id) DO UPDATE SET dm_channel = excluded.dm_channel",
                    (user_id, now, channel_id))

        await self._run(write)

    async def dm_channels(self) -> dict[int, int]:
        rows = await self._fetchall(
            "SELECT user_id, dm_channel FROM users WHERE dm_channel IS NOT NULL")
        return {int(r["user_id"]): int(r["dm_channel"]) for r in rows}

    # -- servers ----------------------------------------------------------------------------
    # -- the outbox -------------------------------------------------------------------------
    async def queue_outbox(self, game_id: int, outbox: Outbox, now: float) -> None:
        def write(db: Db) -> None:
            with transaction(db):
                queue(db, game_id, outbox, now)

        await self._run(write)

    async def due_outbox(self, now: float, limit: int,
                         shards: Sequence[int] | None = None) -> list[OutboxRow]:
        where, params = shard_filter(shards)
        rows = await self._fetchall(
            f"SELECT * FROM outbox WHERE sent IS NULL AND next_try <= ? AND {where}"
            f" ORDER BY {OUTBOX_ORDER} LIMIT ?", (now, *params, limit))
        return [decode_outbox(r) for r in rows]

    async def outbox_sent(self, outbox_id: int, revision: int, now: float) -> bool:
        return await self._write_outbox("sent = ?", now, outbox_id, revision)

    async def outbox_retry(self, outbox_id: int, revision: int, next_try: float) -> bool:
        return await self._write_outbox("attempts = attempts + 1, next_try = ?", next_try,
                                        outbox_id, revision)

    async def _write_outbox(self, assign: str, value: float, outbox_id: int, revision: int
                            ) -> bool:
        def write(db: Db) -> bool:
            with transaction(db):
                cur = db.execute(f"UPDATE outbox SET {assign} WHERE id = ? AND revision = ?"
                                 " AND sent IS NULL", (value, outbox_id, revision))
                return cur.rowcount == 1

        return await self._run(write)

    async def outbox(self, game_id: int) -> list[OutboxRow]:
        rows = await self._fetchall("SELECT * FROM outbox WHERE game_id = ? ORDER BY id",
                                    (game_id,))
        return [decode_outbox(r) for r in rows]

    async def prune_outbox(self, sent_before: float) -> int:
        def write(db: Db) -> int:
            with transaction(db):
                return db.execute("DELETE FROM outbox WHERE sent < ?", (sent_before,)).rowcount

        return await self._run(write)

    async def reshard(self, shard_count: int) -> None:
        await self._run(set_shard_count, shard_count)
        self.shard_count = shard_count
