"""One owner per shard (docs/deploy.md, "One process per shard"): the lock a bot process holds
on each of its shards for its whole life, taken before it identifies with Discord.

Discord delivers a shard's events to every session identified with it; two processes serving
one shard would both answer, time and deliver its games. On PostgreSQL the lock is a session
advisory lock on a connection of its own (``pg_try_advisory_lock``), so it ends when the
process dies, whatever the way; on SQLite, an ``flock`` on a file next to the database.

Within one process a shard it already holds stays its own: a bot restarted in place (SimCord's
``restart_bot`` in the tests) inherits its predecessor's locks.

When the lock's connection is lost (the server restarted, the network failed), the locks are
taken again as soon as the server answers; should another process have taken one meanwhile,
``on_lost`` is called (the bot stops: the other process serves the shard now).

A connection that hangs without closing (a network that drops packets: no one tells either
end) is found by TCP keep-alive on both ends of the lock session (``KEEPALIVE``): the operating
system here closes the socket once the server stops answering its probes, and the server ends
the session (and its locks) once this end stops answering. Should the server not have noticed
yet when the locks are taken again, it still holds them for the old session: that session,
known by its process id and start time, is this process's, and is ended from the new one.
"""

from __future__ import annotations

import asyncio
import contextlib
import fcntl
import inspect
import logging
import os
import socket
import time
import weakref
from collections.abc import Callable, Sequence
from typing import Any

from bot.store.rows import lock_key

log = logging.getLogger("bot.store")

RETAKE_BACKOFF = 5.0  # seconds between two tries to reconnect a lost lock connection at most
#: TCP keep-alive of the lock session, seconds: the first probe after this much silence, then
#: one every ``interval``; after ``count`` unanswered ones the connection is dead (about 25 s
#: instead of the operating system's two hours). Over a Unix socket there is no network.
KEEPALIVE = {"idle": 10, "interval": 5, "count": 3}
FORMER_GONE = 5.0     # seconds an ended former session of ours may take to let its locks go


def _nobody(shards: list[int]) -> None:
    """Nobody is told of a lost shard (no bot holds these locks now)."""


class ShardLocks:
    """The shard locks of one database in this process (``shard_locks(store)``)."""

    def __init__(self) -> None:
        self.held: set[int] = set()
        self._told: Callable[[], Callable[[list[int]], Any] | None] = lambda: None

    @property
    def on_lost(self) -> Callable[[list[int]], Any]:
        """Who is told of a lost shard: the bot that holds these locks, while it lives. The
        locks live as long as the event loop (a bot restarted in the process finds them), so
        a bot's method is held weakly: a bot gone is not kept alive by them, nor told."""
        return self._told() or _nobody

    @on_lost.setter
    def on_lost(self, told: Callable[[list[int]], Any]) -> None:
        if inspect.ismethod(told):
            self._told = weakref.WeakMethod(told)
        else:
            self._told = lambda: told

    async def take(self, shards: Sequence[int]) -> list[int]:
        """Lock each of ``shards`` not held yet; the ones another process holds."""
        taken = []
        for shard in shards:
            if shard not in self.held:
                if await self._try(shard):
                    self.held.add(shard)
                else:
                    taken.append(shard)
        return taken

    async def release(self, shards: Sequence[int]) -> None:
        for shard in shards:
            if shard in self.held:
                self.held.discard(shard)
                await self._unlock(shard)
        if not self.held:
            await self._close()

    async def _close(self) -> None:
        """Nothing is held: let go of what held the locks (a bot that stops ends its session)."""

    async def _try(self, shard: int) -> bool:
        raise NotImplementedError

    async def _unlock(self, shard: int) -> None:
        raise NotImplementedError


class PgShardLocks(ShardLocks):
    def __init__(self, url: str) -> None:
        super().__init__()
        self.url = url
        self.conn: Any = None
        self.session: tuple[int, Any] | None = None  # the lock connection's (pid, start)
        self.former: tuple[int, Any] | None = None   # that of the connection before it
        self.retaking: asyncio.Task[None] | None = None

    async def _connection(self) -> Any:
        import asyncpg

        if self.conn is None or self.conn.is_closed():
            conn = await asyncpg.connect(self.url, server_settings={
                f"tcp_keepalives_{name}": str(value) for name, value in KEEPALIVE.items()})
            keep_alive(conn)
            session = await conn.fetchrow("SELECT pid, backend_start FROM pg_stat_activity"
                                          " WHERE pid = pg_backend_pid()")
            self.former, self.session = self.session, (session["pid"], session["backend_start"])
            self.conn = conn
            conn.add_termination_listener(self._lost)
        return self.conn

    async def _try(self, shard: int) -> bool:
        key = lock_key(f"shard:{shard}")
        conn = await self._connection()
        if await conn.fetchval("SELECT pg_try_advisory_lock($1)", key):
            return True
        if self.former is None:
            return False
        if await conn.fetchval("SELECT pg_terminate_backend(pid) FROM pg_stat_activity"
                               " WHERE pid = $1 AND backend_start = $2", *self.former):
            log.warning("ended this process's former lock session %s (the server had not "
                        "noticed it was gone)", self.former[0])
        until = time.perf_counter() + FORMER_GONE  # it may be on its way out: a moment
        while time.perf_counter() < until:
            if await conn.fetchval("SELECT pg_try_advisory_lock($1)", key):
                return True
            await asyncio.sleep(0.05)
        return False

    async def _unlock(self, shard: int) -> None:
        if self.conn is not None and not self.conn.is_closed():
            await self.conn.fetchval("SELECT pg_advisory_unlock($1)", lock_key(f"shard:{shard}"))

    async def _close(self) -> None:
        """End the lock session once it holds nothing, and forget it: a closed connection left
        here would keep its event loop alive, and with it every object the loop's callbacks
        reach (each test's bot). Ended cleanly, it is no former session to end later."""
        conn, self.conn, self.session = self.conn, None, None
        if conn is not None and not conn.is_closed():
            await conn.close()

    def _lost(self, conn: Any) -> None:
        """The connection holding the locks ended, and with it the locks: take them again."""
        if conn is not self.conn or not self.held or (
                self.retaking is not None and not self.retaking.done()):
            return
        log.warning("the database connection holding shards %s was lost; taking them again",
                    sorted(self.held))
        self.retaking = asyncio.get_running_loop().create_task(self._retake())

    async def _retake(self) -> None:
        shards, self.held = sorted(self.held), set()
        delay = 0.1
        while True:
            try:
                lost = await self.take(shards)
                break
            except Exception as exc:  # noqa: BLE001 - the server is still away
                log.info("shard locks: the database is not back yet (%s)", type(exc).__name__)
                await asyncio.sleep(delay)
                delay = min(delay * 2, RETAKE_BACKOFF)
        if lost:
            log.error("shards %s were taken by another process while the database was away",
                      lost)
            self.on_lost(lost)


def keep_alive(conn: Any) -> None:
    """TCP keep-alive on the connection's socket (``KEEPALIVE``), if it is a TCP one."""
    transport = getattr(conn, "_transport", None)  # asyncpg keeps no public handle on it
    sock = transport.get_extra_info("socket") if transport is not None else None
    if sock is None or sock.family not in (socket.AF_INET, socket.AF_INET6):
        return
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_KEEPALIVE, 1)
    for option, name in (("TCP_KEEPIDLE", "idle"), ("TCP_KEEPINTVL", "interval"),
                         ("TCP_KEEPCNT", "count")):
        if hasattr(socket, option):
            sock.setsockopt(socket.IPPROTO_TCP, getattr(socket, option), KEEPALIVE[name])


class FileShardLocks(ShardLocks):
    def __init__(self, path: str) -> None:
        super().__init__()
        self.path = path
        self.files: dict[int, int] = {}

    async def _try(self, shard: int) -> bool:
        if self.path == ":memory:":
            return True  # a database only this process sees
        fd = os.open(f"{self.path}.shard-{shard}.lock", os.O_RDWR | os.O_CREAT, 0o600)
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            os.close(fd)
            return False
        self.files[shard] = fd
        return True

    async def _unlock(self, shard: int) -> None:
        fd = self.files.pop(shard, None)
        if fd is not None:
            with contextlib.suppress(OSError):
                os.close(fd)  # closing the file ends its lock


_LOCKS: weakref.WeakKeyDictionary[asyncio.AbstractEventLoop, dict[str, ShardLocks]] = \
    weakref.WeakKeyDictionary()  # per event loop (a process's life) and database


def shard_locks(store: Any) -> ShardLocks:
    """This process's shard locks on ``store``'s database."""
    mine = _LOCKS.setdefault(asyncio.get_running_loop(), {})
    if store.dialect == "postgres":
        key = store.url
        if key not in mine:
            mine[key] = PgShardLocks(key)
    else:
        key = store.path if store.path == ":memory:" else os.path.realpath(store.path)
        if key not in mine:
            mine[key] = FileShardLocks(key)
    return mine[key]
