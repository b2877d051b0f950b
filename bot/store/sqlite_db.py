"""The SQLite store's connection: opening the file (owner-only modes) through aiosqlite, one
transaction at a time on that shared connection (``SharedConnection``), migrations, and the
statements the transactions share (guards, timers, the outbox). bot/store/sqlite.py holds the
store's methods."""

from __future__ import annotations

import asyncio
import logging
import os
import sqlite3
import time
from collections.abc import Awaitable, Callable, Sequence
from contextlib import suppress
from functools import partial
from pathlib import Path
from typing import Any, TypeVar

import aiosqlite

from bot.store import schema
from bot.store.rows import (
    ClaimLost,
    NewTimer,
    Outbox,
    TimerRow,
    guard_failure,
    newer_schema,
    outbox_rows,
    seat_list,
    shard_mismatch,
    timer_rows,
)

T = TypeVar("T")
Db = aiosqlite.Connection
Rows = list[sqlite3.Row]


class SharedConnection:
    """The store's one aiosqlite connection, which every coroutine of the bot shares.

    aiosqlite runs each statement as its own call on the connection's thread, so the
    statements of two coroutines would interleave inside one open transaction (the second
    one's ``BEGIN`` fails, or its reads see the first one's uncommitted rows). An
    ``asyncio.Lock`` lets one transaction or read in at a time. A transaction runs as a task of
    its own under ``asyncio.shield``: a caller that is cancelled (a timed-out interaction, a
    stopping bot) stops waiting, but its transaction still reaches ``COMMIT`` or ``ROLLBACK``,
    so the connection is never left inside a half-done transaction. ``close`` waits for the
    transactions already started."""

    def __init__(self, db: Db) -> None:
        self.db = db
        self.lock = asyncio.Lock()
        self.closed = False  # no new call is taken
        self._shut = False  # the file is closed
        self._running: set[asyncio.Task[Any]] = set()  # started, and kept while shielded

    async def transaction(self, body: Callable[[Db], Awaitable[T]]) -> T:
        """``BEGIN IMMEDIATE``, ``await body(db)``, ``COMMIT``; rolled back on any error.
        IMMEDIATE takes the write lock at once, so a transaction that reads then writes cannot
        fail half-way with "locked" because another process wrote in between
        (``busy_timeout`` makes it wait for that process instead)."""
        self._check_open()
        task = asyncio.ensure_future(self._transaction(body))
        self._running.add(task)
        task.add_done_callback(self._running.discard)
        return await asyncio.shield(task)

    async def _transaction(self, body: Callable[[Db], Awaitable[T]]) -> T:
        async with self.lock:
            self._check_shut()
            db = self.db
            await db.execute("BEGIN IMMEDIATE")
            try:
                result = await body(db)
                await db.execute("COMMIT")
            except BaseException:
                with suppress(sqlite3.Error, ValueError):  # the first error is the one to see
                    if db.in_transaction:
                        await db.execute("ROLLBACK")
                raise
            return result

    async def alone(self, body: Callable[[Db], Awaitable[T]]) -> T:
        """``await body(db)`` outside any transaction: for a body that writes with one
        statement (and at most reads after it). SQLite makes each statement a transaction of
        its own, and a statement that writes takes the write lock as it starts (waiting up to
        ``busy_timeout`` for another process, as ``BEGIN IMMEDIATE`` does), so the statement
        is as atomic and as safe from "locked" as in ``transaction``, for two hops to
        aiosqlite's thread fewer (a move makes about four such writes). Not shielded, like a
        read: aiosqlite runs calls in order, so a statement whose caller was cancelled still
        ends before the next call's."""
        self._check_open()
        async with self.lock:
            self._check_shut()
            return await body(self.db)

    async def fetchall(self, sql: str, params: Sequence[Any] = ()) -> Rows:
        """The rows of one statement, never in the middle of another call's transaction. A
        read need not be shielded: aiosqlite runs calls in order, so a cancelled read still
        finishes before the next transaction's ``BEGIN``."""
        return list(await self.alone(lambda db: db.execute_fetchall(sql, params)))

    async def close(self) -> None:
        """Take no new call, let the transactions and reads already started end, then close
        the file (folding the WAL back into it) and stop aiosqlite's thread."""
        if self.closed:
            return
        self.closed = True
        while self._running:
            await asyncio.wait(set(self._running))
        async with self.lock:  # after the reads already waiting: the lock serves in order
            self._shut = True
            with suppress(sqlite3.Error):
                await self.db.close()

    def _check_open(self) -> None:
        if self.closed:
            raise RuntimeError("the store is closed")

    def _check_shut(self) -> None:
        if self._shut:
            raise RuntimeError("the store is closed")


class HideParameters(logging.Filter):
    """aiosqlite logs each call it hands to its thread at DEBUG, arguments included: every
    statement's parameters, so whole game states, hands and queued messages. The bot keeps
    the ``aiosqlite`` logger at INFO (bot/__main__.py); should someone turn it to DEBUG, its
    lines still say what ran, without the arguments."""

    def filter(self, record: logging.LogRecord) -> bool:
        if isinstance(record.args, tuple):
            record.args = tuple(arg.func if isinstance(arg, partial) else arg
                                for arg in record.args)
        return True


def hide_parameters() -> None:
    logger = logging.getLogger("aiosqlite")
    if not any(isinstance(f, HideParameters) for f in logger.filters):
        logger.addFilter(HideParameters())


async def connect(path: str, busy_timeout_ms: int) -> SharedConnection:
    hide_parameters()
    if path != ":memory:":
        Path(path).parent.mkdir(parents=True, exist_ok=True)
        owner_only(path)
    db = await aiosqlite.connect(path, isolation_level=None)  # we say BEGIN and COMMIT
    try:
        db.row_factory = sqlite3.Row
        await db.execute(f"PRAGMA busy_timeout = {int(busy_timeout_ms)}")
        await wal_mode(db, busy_timeout_ms / 1000)
        await db.execute("PRAGMA synchronous = NORMAL")
        await db.execute("PRAGMA foreign_keys = ON")
    except BaseException:
        await db.close()
        raise
    return SharedConnection(db)


async def wal_mode(db: Db, patience: float) -> None:
    """Switch to WAL. Several processes opening a new file at once may find it locked even
    with a busy timeout (SQLite returns "locked" at once where waiting could deadlock), so the
    switch is tried again for up to ``patience`` seconds."""
    deadline = time.monotonic() + patience
    while True:
        try:
            await db.execute("PRAGMA journal_mode = WAL")
            return
        except sqlite3.OperationalError as exc:
            if "locked" not in str(exc) or time.monotonic() > deadline:
                raise
            await asyncio.sleep(0.02)


def owner_only(path: str) -> None:
    """Create the file 0600, and make an existing one (and its WAL/SHM) 0600 too; SQLite
    gives the ``-wal`` and ``-shm`` files it creates the database file's mode."""
    os.close(os.open(path, os.O_CREAT | os.O_RDWR, 0o600))
    for name in (path, f"{path}-wal", f"{path}-shm"):
        with suppress(FileNotFoundError):
            if os.stat(name).st_mode & 0o077:
                os.chmod(name, 0o600)


async def one(db: Db, sql: str, params: Sequence[Any] = ()) -> sqlite3.Row | None:
    rows = list(await db.execute_fetchall(sql, params))
    return rows[0] if rows else None


async def current_version(db: Db) -> int:
    """The newest applied migration; a file of the first schema only says so in
    ``PRAGMA user_version``."""
    await db.execute(schema.MIGRATIONS_TABLE)
    row = await one(db, "SELECT max(version) FROM schema_migrations")
    if row is not None and row[0] is not None:
        return int(row[0])
    row = await one(db, "PRAGMA user_version")
    return int(row[0]) if row is not None else 0


async def migrate(db: Db, path: str, shard_count: int) -> None:
    """Apply the missing migrations and check the shard count; the caller runs this as one
    ``BEGIN IMMEDIATE`` transaction, so a second process starting at the same time waits, then
    finds nothing to do. ``user_version`` follows, so an older bot refuses the file."""
    current = await current_version(db)
    if current > schema.VERSION:
        raise newer_schema(path, current, schema.VERSION)
    for number in range(current + 1, schema.VERSION + 1):
        for statement in schema.SQLITE[number - 1]:
            await db.execute(statement)
        await db.execute("INSERT INTO schema_migrations (version, applied) VALUES (?, ?)",
                         (number, time.time()))
    await db.execute(f"PRAGMA user_version = {schema.VERSION}")
    row = await one(db, "SELECT value FROM meta WHERE key = 'shard_count'")
    if row is None:
        await write_shard_count(db, shard_count)
    elif int(row["value"]) != shard_count:
        raise shard_mismatch(int(row["value"]), shard_count)


async def write_shard_count(db: Db, shard_count: int) -> None:
    if shard_count < 1:
        raise ValueError("shard_count must be at least 1")
    await db.execute("INSERT INTO meta (key, value) VALUES ('shard_count', ?) ON CONFLICT (key)"
                     " DO UPDATE SET value = excluded.value", (str(shard_count),))
    for statement in schema.RESHARD:
        await db.execute(statement.format(p="?"), (shard_count,) if "{p}" in statement else ())


async def guarded(db: Db, game_id: int, assign: str, values: tuple[Any, ...],
                  statuses: tuple[str, ...], expected_revision: int | None, now: float) -> int:
    """UPDATE the game only in one of ``statuses`` (and at ``expected_revision`` when given);
    the new revision, or VersionConflict naming what differs."""
    marks = ", ".join("?" * len(statuses))
    row = await one(
        db, f"UPDATE games SET {assign}, updated = ?, revision = revision + 1"
        f" WHERE id = ? AND status IN ({marks}) AND (? IS NULL OR revision = ?)"
        " RETURNING revision",
        (*values, now, game_id, *statuses, expected_revision, expected_revision))
    if row is None:
        raise guard_failure(await one(db, "SELECT status, revision FROM games WHERE id = ?",
                                      (game_id,)), game_id, statuses)
    return int(row[0])


async def take_claimed(db: Db, timer: TimerRow) -> None:
    cur = await db.execute("DELETE FROM timers WHERE id = ? AND claim = ?",
                           (timer.id, timer.claim))
    if timer.claim is None or cur.rowcount != 1:
        raise ClaimLost(f"timer {timer.id} is not claimed by this caller any more")


async def drop_timers(db: Db, game_id: int, seats: Sequence[int]) -> None:
    """Delete the timers of ``seats`` in one statement."""
    seats = seat_list(seats)
    if seats:
        marks = ", ".join("?" * len(seats))
        await db.execute(f"DELETE FROM timers WHERE game_id = ? AND seat IN ({marks})",
                         (game_id, *seats))


async def add_timers(db: Db, game_id: int, timers: Sequence[NewTimer]) -> None:
    """Insert (seat, kind, due) timers on the game's shard, if it is running."""
    if not timers:
        return  # nothing to insert: not even a call to the connection's thread
    await db.executemany(
        "INSERT INTO timers (game_id, shard, seat, kind, due) SELECT id, shard, ?, ?, ?"
        " FROM games WHERE id = ? AND status = 'playing'",
        [(seat, kind, due, game_id) for seat, kind, due in timer_rows(timers)])


async def keep_clocks(db: Db, game_id: int, clocks: Sequence[tuple[int, float]]) -> None:
    """Keep correspondence banks ((seat, seconds) pairs) in the caller's transaction."""
    if clocks:
        await db.executemany(
            "INSERT INTO clocks (game_id, seat, bank) VALUES (?, ?, ?)"
            " ON CONFLICT (game_id, seat) DO UPDATE SET bank = excluded.bank",
            [(game_id, int(seat), float(bank)) for seat, bank in clocks])


async def queue(db: Db, game_id: int, outbox: Outbox, now: float) -> None:
    await insert_outbox(db, game_id, outbox_rows(outbox), now)


async def insert_outbox(db: Db, game_id: int, sends: list[tuple[str, str, str]],
                        now: float) -> None:
    """Record what must be sent, due at once (see ``schema.OUTBOX_UPSERT``)."""
    if not sends:
        return
    await db.executemany(
        "INSERT INTO outbox (game_id, shard, place, body, dest, created, next_try)"
        f" SELECT id, shard, ?, ?, ?, ?, ? FROM games WHERE id = ? {schema.OUTBOX_UPSERT}",
        [(place, body, dest, now, now, game_id) for place, body, dest in sends])


def shard_filter(shards: Sequence[int] | None) -> tuple[str, tuple[int, ...]]:
    if shards is None:
        return "1 = 1", ()
    shards = tuple(int(s) for s in shards)
    return f"shard IN ({', '.join('?' * len(shards))})" if shards else "0 = 1", shards
