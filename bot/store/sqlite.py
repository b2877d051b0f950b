"""The SQLite store: one file, one connection, one thread, for a bot of one process.

Each store call runs as ONE plain function on the connection's own thread (``_Thread``, which
owns a ``sqlite3`` connection): a move's ``BEGIN IMMEDIATE``, UPDATE, INSERT, timers, outbox
and ``COMMIT`` cost one hop from the event loop, not one per statement (the hops were most of a
commit's time with aiosqlite; docs/deploy.md has the figures). The thread serialises the
calls, so no lock is needed around a transaction, and the event loop never blocks on the disk
or on another process's write lock (``busy_timeout``).

WAL with ``synchronous=NORMAL`` survives a killed process without losing a commit (only a power
cut may lose the last few, the documented trade of that setting). The file and its ``-wal``
and ``-shm`` are readable by the owner only: they hold every hand and the deck order.
"""

from __future__ import annotations

import asyncio
import os
import sqlite3
import time
from collections.abc import AsyncIterator, Callable, Iterator, Sequence
from contextlib import asynccontextmanager, contextmanager, suppress
from pathlib import Path
from queue import SimpleQueue
from threading import Thread
from typing import Any, TypeVar
from uuid import uuid4

from bot.store import schema
from bot.store.base import (
    NO_SENDS,
    ChannelBusy,
    ClaimLost,
    GameRow,
    LogRow,
    Move,
    NewTimer,
    NotifyCallback,
    Outbox,
    OutboxRow,
    Store,
    TimerRow,
    VersionConflict,
    decode_archive,
    decode_game,
    decode_log,
    decode_open,
    decode_outbox,
    decode_timer,
    dumps,
    guard_failure,
    newer_schema,
    outbox_rows,
    seat_list,
    shard_mismatch,
    shard_of,
    timer_rows,
)

T = TypeVar("T")
Db = sqlite3.Connection


class SqliteStore(Store):
    """Open with ``await Store.open(path)``; ``await close()`` at the end (it closes the
    file cleanly, folding the WAL back into it)."""

    def __init__(self, db: Db, thread: _Thread, path: str, shard_count: int) -> None:
        self.db = db
        self.path = path
        self.shard_count = shard_count
        self._thread = thread
        self._locks: dict[str, asyncio.Lock] = {}
        self._listeners: dict[str, set[NotifyCallback]] = {}
        self.closed = False

    @classmethod
    async def connect(cls, path: str, *, shard_count: int = 1, busy_timeout_ms: int = 5000
                      ) -> SqliteStore:
        """Open (creating if needed, owner-only) and migrate the database file at ``path``."""
        if shard_count < 1:
            raise ValueError("shard_count must be at least 1")
        thread = _Thread()
        try:
            db = await thread.run(_connect, path, busy_timeout_ms)
        except BaseException:
            thread.stop()
            raise
        store = cls(db, thread, path, shard_count)
        try:
            await store._run(_migrate, path, shard_count)
        except BaseException:
            await store.close()
            raise
        return store

    async def _run(self, fn: Callable[..., T], *args: Any) -> T:
        """Run ``fn(db, *args)`` on the connection's thread: one hop."""
        return await self._thread.run(fn, self.db, *args)

    async def _fetchall(self, sql: str, params: Sequence[Any] = ()) -> list[sqlite3.Row]:
        return await self._run(lambda db: db.execute(sql, params).fetchall())

    async def close(self) -> None:
        if self.closed:
            return
        self.closed = True
        with suppress(sqlite3.Error):
            await self._run(lambda db: db.close())
        self._thread.stop()

    async def schema_version(self) -> int:
        return await self._run(_current_version)

    # -- games ------------------------------------------------------------------------------
    async def create_game(self, *, channel_id: int, guild_id: int | None, game: str,
                          host_id: int, options: dict[str, Any], seats: list[dict[str, Any]],
                          timer_seconds: float, now: float, outbox: Outbox = NO_SENDS) -> int:
        shard = shard_of(guild_id, self.shard_count)

        def write(db: Db) -> int:
            with transaction(db):
                try:
                    cur = db.execute(
                        "INSERT INTO games (channel_id, guild_id, game, host_id, options, seats,"
                        " status, timer_seconds, created, updated, shard)"
                        " VALUES (?, ?, ?, ?, ?, ?, 'lobby', ?, ?, ?, ?)",
                        (channel_id, guild_id, game, host_id, dumps(options), dumps(seats),
                         timer_seconds, now, now, shard))
                except sqlite3.IntegrityError as exc:
                    if "games.channel_id" in str(exc):
                        raise ChannelBusy(f"channel {channel_id} has an open game") from None
                    raise
                assert cur.lastrowid is not None
                _queue(db, cur.lastrowid, outbox, now)
                return cur.lastrowid

        return await self._run(write)

    async def update_lobby(self, game_id: int, *, host_id: int, seats: list[dict[str, Any]],
                           now: float, expected_revision: int | None = None,
                           outbox: Outbox = NO_SENDS) -> int:
        def write(db: Db) -> int:
            with transaction(db):
                revision = _guarded(db, game_id, "host_id = ?, seats = ?", (host_id, dumps(seats)),
                                    ("lobby",), expected_revision, now)
                _queue(db, game_id, outbox, now)
                return revision

        return await self._run(write)

    async def update_seats(self, game_id: int, seats: list[dict[str, Any]], now: float,
                           *, clear_timers_for: Sequence[int] = (),
                           timers: Sequence[NewTimer] = (),
                           expected_revision: int | None = None,
                           outbox: Outbox = NO_SENDS) -> int:
        def write(db: Db) -> int:
            with transaction(db):
                revision = _guarded(db, game_id, "seats = ?", (dumps(seats),), ("playing",),
                                    expected_revision, now)
                _drop_timers(db, game_id, clear_timers_for)
                _add_timers(db, game_id, timers)
                _queue(db, game_id, outbox, now)
                return revision

        return await self._run(write)

    async def set_messages(self, game_id: int, messages: dict[str, int], now: float,
                           *, expected_revision: int | None = None) -> int:
        def write(db: Db) -> int:
            with transaction(db):
                return _guarded(db, game_id, "messages = ?", (dumps(messages),),
                                ("lobby", "playing", "over"), expected_revision, now)

        return await self._run(write)

    async def start_game(self, game_id: int, *, seats: list[dict[str, Any]], state: str,
                         version: int, now: float, timers: Sequence[NewTimer],
                         expected_revision: int | None = None, outbox: Outbox = NO_SENDS
                         ) -> int:
        def write(db: Db) -> int:
            with transaction(db):
                revision = _guarded(
                    db, game_id, "status = 'playing', seats = ?, state = ?, version = ?",
                    (dumps(seats), state, version), ("lobby",), expected_revision, now)
                _add_timers(db, game_id, timers)
                _queue(db, game_id, outbox, now)
                return revision

        return await self._run(write)

    async def _commit(self, move: Move) -> None:
        def write(db: Db) -> None:
            with transaction(db):
                if move.timer is not None:
                    _take_claimed(db, move.timer)
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
                _drop_timers(db, move.game_id, move.clear)
                _add_timers(db, move.game_id, move.timers)
                _insert_outbox(db, move.game_id, move.outbox, move.now)

        await self._run(write)

    async def cancel_game(self, game_id: int, *, now: float, players: list[str],
                          outbox: Outbox = NO_SENDS) -> None:
        def write(db: Db) -> None:
            with transaction(db):
                _guarded(db, game_id, "status = 'cancelled'", (), ("lobby", "playing"), None,
                         now)
                db.execute("DELETE FROM timers WHERE game_id = ?", (game_id,))
                db.execute(
                    "INSERT INTO archive (game_id, channel_id, game, status, finished, players)"
                    " SELECT id, channel_id, game, 'cancelled', ?, ? FROM games WHERE id = ?",
                    (now, dumps(players), game_id))
                _queue(db, game_id, outbox, now)

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
        where, params = _shard_filter(shards)
        rows = await self._fetchall(f"SELECT * FROM timers WHERE {where} ORDER BY due, id",
                                    params)
        return [decode_timer(r) for r in rows]

    async def replace_timers(self, game_id: int, seats: Sequence[int],
                             timers: Sequence[NewTimer]) -> None:
        def write(db: Db) -> None:
            with transaction(db):
                _drop_timers(db, game_id, seats)
                _add_timers(db, game_id, timers)

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
        where, params = _shard_filter(shards)
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
                _take_claimed(db, timer)
                _queue(db, timer.game_id, outbox, now)

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

    # -- the outbox -------------------------------------------------------------------------
    async def due_outbox(self, now: float, limit: int,
                         shards: Sequence[int] | None = None) -> list[OutboxRow]:
        where, params = _shard_filter(shards)
        rows = await self._fetchall(
            f"SELECT * FROM outbox WHERE sent IS NULL AND next_try <= ? AND {where}"
            " ORDER BY next_try, id LIMIT ?", (now, *params, limit))
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

    # -- one process: the coordination primitives are local and exact ---------------------
    @asynccontextmanager
    async def exclusive(self, key: str) -> AsyncIterator[None]:
        """An ``asyncio.Lock`` per key: a SQLite bot is one process, so that is all of them."""
        async with self._locks.setdefault(key, asyncio.Lock()):
            yield

    async def notify(self, channel: str, payload: str) -> None:
        loop = asyncio.get_running_loop()
        for callback in list(self._listeners.get(channel, ())):
            loop.call_soon(callback, payload)

    async def listen(self, channel: str, callback: NotifyCallback) -> _LocalListener:
        self._listeners.setdefault(channel, set()).add(callback)
        return _LocalListener(self._listeners[channel], callback)

    async def reshard(self, shard_count: int) -> None:
        await self._run(_set_shard_count, shard_count)
        self.shard_count = shard_count


class _Thread:
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
                loop.call_soon_threadsafe(_settle, future, *outcome)


def _settle(future: asyncio.Future[Any], result: Any, error: BaseException | None) -> None:
    if future.cancelled():
        return
    if error is not None:
        future.set_exception(error)
    else:
        future.set_result(result)


class _LocalListener:
    def __init__(self, callbacks: set[NotifyCallback], callback: NotifyCallback) -> None:
        self._callbacks = callbacks
        self._callback = callback

    async def close(self) -> None:
        self._callbacks.discard(self._callback)


# -- functions run on the connection's thread -----------------------------------------------
def _connect(path: str, busy_timeout_ms: int) -> Db:
    if path != ":memory:":
        Path(path).parent.mkdir(parents=True, exist_ok=True)
        _owner_only(path)
    db = sqlite3.connect(path, isolation_level=None)  # used by this thread alone
    try:
        db.row_factory = sqlite3.Row
        db.execute(f"PRAGMA busy_timeout = {int(busy_timeout_ms)}")
        db.execute("PRAGMA journal_mode = WAL")
        db.execute("PRAGMA synchronous = NORMAL")
        db.execute("PRAGMA foreign_keys = ON")
    except BaseException:
        db.close()
        raise
    return db


def _owner_only(path: str) -> None:
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


def _current_version(db: Db) -> int:
    """The newest applied migration; a file of the first schema only says so in
    ``PRAGMA user_version``."""
    db.execute(schema.MIGRATIONS_TABLE)
    row = db.execute("SELECT max(version) FROM schema_migrations").fetchone()
    if row[0] is not None:
        return int(row[0])
    return int(db.execute("PRAGMA user_version").fetchone()[0])


def _migrate(db: Db, path: str, shard_count: int) -> None:
    """Apply the missing migrations and check the shard count, all in one ``BEGIN
    IMMEDIATE`` transaction: a second process starting at the same time waits, then finds
    nothing to do. ``user_version`` follows, so an older bot refuses the file."""
    with transaction(db):
        current = _current_version(db)
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
            _write_shard_count(db, shard_count)
        elif int(row["value"]) != shard_count:
            raise shard_mismatch(int(row["value"]), shard_count)


def _set_shard_count(db: Db, shard_count: int) -> None:
    with transaction(db):
        _write_shard_count(db, shard_count)


def _write_shard_count(db: Db, shard_count: int) -> None:
    if shard_count < 1:
        raise ValueError("shard_count must be at least 1")
    db.execute("INSERT INTO meta (key, value) VALUES ('shard_count', ?) ON CONFLICT (key)"
               " DO UPDATE SET value = excluded.value", (str(shard_count),))
    for statement in schema.RESHARD:
        db.execute(statement.format(p="?"), (shard_count,) if "{p}" in statement else ())


def _guarded(db: Db, game_id: int, assign: str, values: tuple[Any, ...],
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


def _take_claimed(db: Db, timer: TimerRow) -> None:
    cur = db.execute("DELETE FROM timers WHERE id = ? AND claim = ?", (timer.id, timer.claim))
    if timer.claim is None or cur.rowcount != 1:
        raise ClaimLost(f"timer {timer.id} is not claimed by this caller any more")


def _drop_timers(db: Db, game_id: int, seats: Sequence[int]) -> None:
    """Delete the timers of ``seats`` in one statement."""
    seats = seat_list(seats)
    if seats:
        marks = ", ".join("?" * len(seats))
        db.execute(f"DELETE FROM timers WHERE game_id = ? AND seat IN ({marks})",
                   (game_id, *seats))


def _add_timers(db: Db, game_id: int, timers: Sequence[NewTimer]) -> None:
    """Insert (seat, kind, due) timers on the game's shard, if it is running."""
    if not timers:
        return  # an empty executemany still prepares its statement: 10 µs for nothing
    db.executemany(
        "INSERT INTO timers (game_id, shard, seat, kind, due) SELECT id, shard, ?, ?, ?"
        " FROM games WHERE id = ? AND status = 'playing'",
        [(seat, kind, due, game_id) for seat, kind, due in timer_rows(timers)])


def _queue(db: Db, game_id: int, outbox: Outbox, now: float) -> None:
    _insert_outbox(db, game_id, outbox_rows(outbox), now)


def _insert_outbox(db: Db, game_id: int, sends: list[tuple[str, str]], now: float) -> None:
    """Record what must be sent, due at once (see ``schema.OUTBOX_UPSERT``)."""
    if not sends:
        return
    db.executemany(
        "INSERT INTO outbox (game_id, shard, place, body, created, next_try)"
        f" SELECT id, shard, ?, ?, ?, ? FROM games WHERE id = ? {schema.OUTBOX_UPSERT}",
        [(place, body, now, now, game_id) for place, body in sends])


def _shard_filter(shards: Sequence[int] | None) -> tuple[str, tuple[int, ...]]:
    if shards is None:
        return "1 = 1", ()
    shards = tuple(int(s) for s in shards)
    return f"shard IN ({', '.join('?' * len(shards))})" if shards else "0 = 1", shards
