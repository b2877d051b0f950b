"""The SQLite store's connection and what runs on its thread: the thread that serialises the
calls, opening the file (owner-only modes), migrations, and the statements the transactions
share (guards, timers, the outbox). bot/store/sqlite.py holds the store's methods."""

from __future__ import annotations

import asyncio
import os
import sqlite3
import time
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager, suppress
from pathlib import Path
from queue import SimpleQueue
from threading import Thread
from typing import Any, TypeVar

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
Db = sqlite3.Connection


class ConnectionThread:
    """The connection's thread: runs the functions it is given one at a time, in order, and
    hands each result back to the event loop that asked. A queue and a thread of our own
    cost half the hop of ``loop.run_in_executor`` (22 µs against 31–42 µs measured here),
    which is a third of a move's commit. A function whose caller was cancelled still runs
    to its end (a transaction is never cut), its result dropped."""

    def __init__(self) -> None:
        self._calls: SimpleQueue[tuple[Any, ...] | None] = SimpleQueue()
        self._thread = Thread(target=self._serve, name="wildtable-sqlite", daemon=True)
        self._thread.start()

    async def run(self, fn: Callable[..., T], *args: Any) -> T:
        if not self._thread.is_alive():
            raise RuntimeError("the store is closed")
        loop = asyncio.get_running_loop()
        future: asyncio.Future[T] = loop.create_future()
        self._calls.put((loop, future, fn, args))
        return await future

    def stop(self) -> None:
        self._calls.put(None)
        self._thread.join()

    def _serve(self) -> None:
        while (call := self._calls.get()) is not None:
            loop, future, fn, args = call
            try:
                outcome = (fn(*args), None)
            except BaseException as exc:  # noqa: BLE001 - handed to the caller
                outcome = (None, exc)
            with suppress(RuntimeError):  # the caller's loop is gone: nobody to tell
                loop.call_soon_threadsafe(settle, future, *outcome)


def settle(future: asyncio.Future[Any], result: Any, error: BaseException | None) -> None:
    if future.cancelled():
        return
    if error is not None:
        future.set_exception(error)
    else:
        future.set_result(result)


# -- functions run on the connection's thread -----------------------------------------------
def connect(path: str, busy_timeout_ms: int) -> Db:
    if path != ":memory:":
        Path(path).parent.mkdir(parents=True, exist_ok=True)
        owner_only(path)
    db = sqlite3.connect(path, isolation_level=None)  # used by this thread alone
    try:
        db.row_factory = sqlite3.Row
        db.execute(f"PRAGMA busy_timeout = {int(busy_timeout_ms)}")
        wal_mode(db, busy_timeout_ms / 1000)
        db.execute("PRAGMA synchronous = NORMAL")
        db.execute("PRAGMA foreign_keys = ON")
    except BaseException:
        db.close()
        raise
    return db


def wal_mode(db: Db, patience: float) -> None:
    """Switch to WAL. Several processes opening a new file at once may find it locked even
    with a busy timeout (SQLite returns "locked" at once where waiting could deadlock), so the
    switch is tried again for up to ``patience`` seconds."""
    deadline = time.monotonic() + patience
    while True:
        try:
            db.execute("PRAGMA journal_mode = WAL")
            return
        except sqlite3.OperationalError as exc:
            if "locked" not in str(exc) or time.monotonic() > deadline:
                raise
            time.sleep(0.02)


def owner_only(path: str) -> None:
    """Create the file 0600, and make an existing one (and its WAL/SHM) 0600 too; SQLite
    gives the ``-wal`` and ``-shm`` files it creates the database file's mode."""
    os.close(os.open(path, os.O_CREAT | os.O_RDWR, 0o600))
    for name in (path, f"{path}-wal", f"{path}-shm"):
        with suppress(FileNotFoundError):
            if os.stat(name).st_mode & 0o077:
                os.chmod(name, 0o600)


@contextmanager
def transaction(db: Db) -> Iterator[Db]:
    """``BEGIN IMMEDIATE`` … ``COMMIT``; rolled back on any error. IMMEDIATE takes the write
    lock at once, so a transaction that reads then writes cannot fail half-way with "locked"
    because another process wrote in between (DISCORD-NOTES.md, "aiosqlite")."""
    db.execute("BEGIN IMMEDIATE")
    try:
        yield db
        db.execute("COMMIT")
    except BaseException:
        if db.in_transaction:
            db.execute("ROLLBACK")
        raise


def current_version(db: Db) -> int:
    """The newest applied migration; a file of the first schema only says so in
    ``PRAGMA user_version``."""
    db.execute(schema.MIGRATIONS_TABLE)
    row = db.execute("SELECT max(version) FROM schema_migrations").fetchone()
    if row[0] is not None:
        return int(row[0])
    return int(db.execute("PRAGMA user_version").fetchone()[0])


def migrate(db: Db, path: str, shard_count: int) -> None:
    """Apply the missing migrations and check the shard count, all in one ``BEGIN
    IMMEDIATE`` transaction: a second process starting at the same time waits, then finds
    nothing to do. ``user_version`` follows, so an older bot refuses the file."""
    with transaction(db):
        current = current_version(db)
        if current > schema.VERSION:
            raise newer_schema(path, current, schema.VERSION)
        for number in range(current + 1, schema.VERSION + 1):
            for statement in schema.SQLITE[number - 1]:
                db.execute(statement)
            db.execute("INSERT INTO schema_migrations (version, applied) VALUES (?, ?)",
                       (number, time.time()))
        db.execute(f"PRAGMA user_version = {schema.VERSION}")
        row = db.execute("SELECT value FROM meta WHERE key = 'shard_count'").fetchone()
        if row is None:
            write_shard_count(db, shard_count)
        elif int(row["value"]) != shard_count:
            raise shard_mismatch(int(row["value"]), shard_count)


def set_shard_count(db: Db, shard_count: int) -> None:
    with transaction(db):
        write_shard_count(db, shard_count)


def write_shard_count(db: Db, shard_count: int) -> None:
    if shard_count < 1:
        raise ValueError("shard_count must be at least 1")
    db.execute("INSERT INTO meta (key, value) VALUES ('shard_count', ?) ON CONFLICT (key)"
               " DO UPDATE SET value = excluded.value", (str(shard_count),))
    for statement in schema.RESHARD:
        db.execute(statement.format(p="?"), (shard_count,) if "{p}" in statement else ())


def guarded(db: Db, game_id: int, assign: str, values: tuple[Any, ...],
             statuses: tuple[str, ...], expected_revision: int | None, now: float) -> int:
    """UPDATE the game only in one of ``statuses`` (and at ``expected_revision`` when given);
    the new revision, or VersionConflict naming what differs."""
    marks = ", ".join("?" * len(statuses))
    row = db.execute(
        f"UPDATE games SET {assign}, updated = ?, revision = revision + 1"
        f" WHERE id = ? AND status IN ({marks}) AND (? IS NULL OR revision = ?)"
        " RETURNING revision",
        (*values, now, game_id, *statuses, expected_revision, expected_revision)).fetchone()
    if row is None:
        raise guard_failure(db.execute("SELECT status, revision FROM games WHERE id = ?",
                                  (game_id,)).fetchone(), game_id, statuses)
    return int(row[0])


def take_claimed(db: Db, timer: TimerRow) -> None:
    cur = db.execute("DELETE FROM timers WHERE id = ? AND claim = ?", (timer.id, timer.claim))
    if timer.claim is None or cur.rowcount != 1:
        raise ClaimLost(f"timer {timer.id} is not claimed by this caller any more")


def drop_timers(db: Db, game_id: int, seats: Sequence[int]) -> None:
    """Delete the timers of ``seats`` in one statement."""
    seats = seat_list(seats)
    if seats:
        marks = ", ".join("?" * len(seats))
        db.execute(f"DELETE FROM timers WHERE game_id = ? AND seat IN ({marks})",
                   (game_id, *seats))


def add_timers(db: Db, game_id: int, timers: Sequence[NewTimer]) -> None:
    """Insert (seat, kind, due) timers on the game's shard, if it is running."""
    if not timers:
        return  # an empty executemany still prepares its statement: 10 µs for nothing
    db.executemany(
        "INSERT INTO timers (game_id, shard, seat, kind, due) SELECT id, shard, ?, ?, ?"
        " FROM games WHERE id = ? AND status = 'playing'",
        [(seat, kind, due, game_id) for seat, kind, due in timer_rows(timers)])


def queue(db: Db, game_id: int, outbox: Outbox, now: float) -> None:
    insert_outbox(db, game_id, outbox_rows(outbox), now)


def insert_outbox(db: Db, game_id: int, sends: list[tuple[str, str]], now: float) -> None:
    """Record what must be sent, due at once (see ``schema.OUTBOX_UPSERT``)."""
    if not sends:
        return
    db.executemany(
        "INSERT INTO outbox (game_id, shard, place, body, created, next_try)"
        f" SELECT id, shard, ?, ?, ?, ? FROM games WHERE id = ? {schema.OUTBOX_UPSERT}",
        [(place, body, now, now, game_id) for place, body in sends])


def shard_filter(shards: Sequence[int] | None) -> tuple[str, tuple[int, ...]]:
    if shards is None:
        return "1 = 1", ()
    shards = tuple(int(s) for s in shards)
    return f"shard IN ({', '.join('?' * len(shards))})" if shards else "0 = 1", shards
