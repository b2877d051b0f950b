"""What several bot processes share through the store (docs/design.md,
"Several processes"): the shard count stored in
the database, advisory locks (``exclusive``, for IDENTIFY), and LISTEN/NOTIFY wake-ups that
survive a lost connection. SQLite serves one process, so its versions are in-process and exact.
"""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from bot.store import Store, StoreError, open_store
from bot.store.postgres import PostgresStore
from tests.store.support import GUILD, new_playing, raw


async def test_a_process_with_another_shard_count_refuses_to_start(store_target: str) -> None:
    s = await open_store(store_target, shard_count=2)
    await s.close()
    with pytest.raises(StoreError, match="set up for 2 shards but this process was started "
                                         "with 3"):
        await open_store(store_target, shard_count=3)
    again = await open_store(store_target, shard_count=2)
    assert again.shard_count == 2
    await again.close()


async def test_resharding_moves_every_row_to_its_new_shard(store_target: str) -> None:
    s = await open_store(store_target, shard_count=2)
    gid, state = await new_playing(s, guild=GUILD)  # 9 % 2 = 1
    await s.replace_timers(gid, [], [(0, "expire", 5.0)])
    await s.create_game(channel_id=5, guild_id=GUILD, game="wildcards", host_id=1, options={},
                        seats=[], timer_seconds=0, now=1.0, outbox={"table": 1})
    await s.reshard(4)  # 9 % 4 = 1 … and to 8: 9 % 8 = 1; to 16: 9
    await s.reshard(16)
    await s.close()
    s = await open_store(store_target, shard_count=16)
    try:
        row = await s.game(gid)
        assert row is not None and row.shard == 9
        assert [t.shard for t in await s.timers()] == [9]
        assert [r.shard for r in await s.due_outbox(9.0, 10)] == [9]
        assert await raw(store_target, "SELECT value FROM meta") == [("16",)]
    finally:
        await s.close()


async def test_exclusive_admits_one_holder_at_a_time(store: Store) -> None:
    inside: list[str] = []
    overlaps = []

    async def hold(name: str) -> None:
        async with store.exclusive("identify:0"):
            overlaps.append(len(inside))
            inside.append(name)
            await asyncio.sleep(0.02)
            inside.remove(name)

    await asyncio.gather(*(hold(f"h{i}") for i in range(4)))
    assert overlaps == [0, 0, 0, 0]
    async with store.exclusive("identify:0"), store.exclusive("identify:1"):
        pass  # different keys do not wait for each other


async def test_exclusive_holds_across_processes_on_postgres(pg_url: str) -> None:
    """Two stores are two processes' pools: the second waits for the first's lock."""
    first, second = await open_store(pg_url), await open_store(pg_url)
    try:
        order: list[str] = []
        async with first.exclusive("identify:0"):
            waiter = asyncio.create_task(_take(second, order))
            await asyncio.sleep(0.2)
            order.append("first releases")
        await asyncio.wait_for(waiter, 5)
        assert order == ["first releases", "second holds"]
    finally:
        await first.close()
        await second.close()


async def _take(store: Store, order: list[str]) -> None:
    async with store.exclusive("identify:0"):
        order.append("second holds")


async def test_a_notification_reaches_the_listeners_of_its_channel(store: Store) -> None:
    heard: asyncio.Queue[str | None] = asyncio.Queue()
    listener = await store.listen("wt_dm", heard.put_nowait)
    await store.notify("wt_dm", "click:42")
    await store.notify("wt_other", "not for us")
    assert await asyncio.wait_for(heard.get(), 5) == "click:42"
    await listener.close()
    await store.notify("wt_dm", "after close")
    await asyncio.sleep(0.1)
    assert heard.empty()


async def test_a_listener_reconnects_and_says_it_may_have_missed_some(pg_url: str) -> None:
    store = await open_store(pg_url)
    assert isinstance(store, PostgresStore)
    try:
        heard: asyncio.Queue[str | None] = asyncio.Queue()
        listener = await store.listen("wt_dm", heard.put_nowait)
        pid = listener.server_pid()
        await raw(pg_url, "SELECT pg_terminate_backend(?)", pid)
        assert await asyncio.wait_for(heard.get(), 10) is None  # reconnected: rescan
        assert listener.server_pid() != pid and listener.reconnects == 1
        await store.notify("wt_dm", "after the reconnect")
        assert await asyncio.wait_for(heard.get(), 5) == "after the reconnect"
    finally:
        await store.close()


async def test_an_unreachable_database_is_refused_in_one_sentence_without_its_password(
        tmp_path: Path) -> None:
    with pytest.raises(StoreError, match=r"cannot connect to the database "
                                         r"postgresql://bot:\*\*\*@/wildtable") as refused:
        await open_store(f"postgresql://bot:hunter2@/wildtable?host={tmp_path}")
    assert "hunter2" not in str(refused.value)
