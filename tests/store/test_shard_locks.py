"""The shard locks on PostgreSQL when their session goes away (docs/deploy.md, "Faults"): the
lock session ended while another process takes a shard (``on_lost``: the bot stops), and a
lock session that hangs without its server noticing (ended from the new session when the
locks are taken again). A PostgreSQL restart under a running bot is tested end to end in
tests/bot/test_e2e_outage.py."""

from __future__ import annotations

import asyncio
import gc
import logging
import os
import signal
import threading
import weakref

import asyncpg
import pytest

from bot.store import open_store
from bot.store.owners import ShardLocks, shard_locks
from bot.store.rows import lock_key
from tests.pg_server import shard_lock_holders

SHARDS = (0, 1)


async def holders(url: str) -> dict[int, int]:
    return await shard_lock_holders(url, SHARDS)


async def until(check, what: str, tries: int = 400) -> None:  # noqa: ANN001
    for _ in range(tries):
        if await check():
            return
        await asyncio.sleep(0.05)
    raise AssertionError(f"never: {what}")


async def refused_everywhere(url: str) -> bool:
    """Whether a second process is refused every shard."""
    conn = await asyncpg.connect(url)
    try:
        return not any([await conn.fetchval("SELECT pg_try_advisory_lock($1)",
                                            lock_key(f"shard:{shard}")) for shard in SHARDS])
    finally:
        await conn.close()


async def test_a_shard_taken_while_the_lock_session_was_away_is_reported_lost(
        pg_url, pg_server) -> None:
    """The lock session ends (a restart or a failover ends every session) and another
    process takes shard 0 before this one is back: ``on_lost`` hears of shard 0 (the bot
    stops on it, bot/ui/client.py), shard 1 is this process's again."""
    store = await open_store(pg_url, shard_count=2)
    locks = shard_locks(store)
    lost: list[list[int]] = []
    locks.on_lost = lost.append
    other = await asyncpg.connect(pg_url)
    admin = await asyncpg.connect(pg_server.admin_url)
    name = await other.fetchval("SELECT current_database()")
    try:
        assert await locks.take(list(SHARDS)) == []
        pid = locks.conn.get_server_pid()
        # no new connection (this process's) until the other one holds shard 0
        await admin.execute(f'ALTER DATABASE "{name}" WITH ALLOW_CONNECTIONS false')
        await other.fetchval("SELECT pg_terminate_backend($1, 5000)", pid)
        assert await other.fetchval("SELECT pg_try_advisory_lock($1)", lock_key("shard:0"))
        await admin.execute(f'ALTER DATABASE "{name}" WITH ALLOW_CONNECTIONS true')

        async def told() -> bool:
            return bool(lost)

        await until(told, "the lost shard reported")
        assert lost == [[0]]
        assert (await holders(pg_url))[1] == locks.conn.get_server_pid() != pid
        assert locks.held == {1}
    finally:
        await admin.execute(f'ALTER DATABASE "{name}" WITH ALLOW_CONNECTIONS true')
        await admin.close()
        await other.close()
        await locks.release(list(SHARDS))
        await store.close()


async def test_a_hung_lock_session_is_ended_when_the_locks_are_taken_again(
        pg_url, pg_server) -> None:
    """The lock session hangs (its server process frozen with SIGSTOP: the server will not
    notice this end going), and this end gives up on the connection (what TCP keep-alive
    does after its unanswered probes; here it is closed at once). Taking the locks again
    finds them held by the hung session, which is this process's: it is ended from the new
    session and the locks are this process's again; nothing is reported lost."""
    if pg_server.folder is None:
        pytest.skip("freezes a process of a server of its own")
    store = await open_store(pg_url, shard_count=2)
    locks = shard_locks(store)
    lost: list[list[int]] = []
    locks.on_lost = lost.append
    ended = threading.Event()

    class Ended(logging.Handler):
        def emit(self, record: logging.LogRecord) -> None:
            if "former lock session" in record.getMessage():
                ended.set()

    handler = Ended()
    logging.getLogger("bot.store").addHandler(handler)
    try:
        assert await locks.take(list(SHARDS)) == []
        old_pid = locks.conn.get_server_pid()

        def thaw() -> None:  # once the new session has ended it (or never: the test fails)
            ended.wait(30)
            os.kill(old_pid, signal.SIGCONT)

        os.kill(old_pid, signal.SIGSTOP)
        thawing = threading.Thread(target=thaw, daemon=True)
        thawing.start()
        try:
            locks.conn.terminate()  # this end gives up; the frozen server end does not know

            async def retaken() -> bool:
                held = await holders(pg_url)
                return sorted(held) == list(SHARDS) and old_pid not in held.values()

            await until(retaken, "the locks taken again")
        finally:
            ended.set()
            thawing.join()
        assert set((await holders(pg_url)).values()) == {locks.conn.get_server_pid()}
        assert await refused_everywhere(pg_url)
        assert lost == [] and locks.held == set(SHARDS)
    finally:
        logging.getLogger("bot.store").removeHandler(handler)
        await locks.release(list(SHARDS))
        await store.close()


def test_the_locks_keep_no_bot_alive_and_tell_one_that_lives():
    """The locks live as long as the event loop; the bot told of a lost shard does not (a bot
    restarted in one process, every test's bot): it is told while it lives, then let go."""

    class Bot:
        told: list[int] = []

        def shards_lost(self, shards: list[int]) -> None:
            self.told = shards

    locks = ShardLocks()
    bot = Bot()
    locks.on_lost = bot.shards_lost
    locks.on_lost([3])
    assert bot.told == [3]
    gone = weakref.ref(bot)
    del bot
    gc.collect()
    assert gone() is None, "the shard locks kept a closed bot alive"
    locks.on_lost([4])  # nobody is told now, and nothing fails


def test_a_bot_that_lets_go_of_every_shard_ends_the_lock_session(pg_url, pg_server) -> None:
    """A bot that stops releases its shards (bot/ui/client.py, ``close``): the lock session
    ends with them, so no connection outlives the bot, nor keeps its event loop (and what that
    loop's callbacks reach: a test's whole bot) alive. Taken again, the locks open a new one."""
    loops: list[weakref.ref[asyncio.AbstractEventLoop]] = []
    pids: list[int] = []

    async def a_life() -> None:
        loops.append(weakref.ref(asyncio.get_running_loop()))
        store = await open_store(pg_url, shard_count=2)
        locks = shard_locks(store)
        try:
            for _ in range(2):
                assert await locks.take(list(SHARDS)) == []
                pids.append(locks.conn.get_server_pid())
                await locks.release(list(SHARDS))
                assert await holders(pg_url) == {}
                conn = await asyncpg.connect(pg_url)
                try:
                    assert not await conn.fetchval(
                        "SELECT count(*) FROM pg_stat_activity WHERE pid = $1", pids[-1])
                finally:
                    await conn.close()
        finally:
            await store.close()

    asyncio.run(a_life())
    gc.collect()
    assert pids[0] != pids[1]
    assert loops[0]() is None, "the shard locks kept their event loop alive"
