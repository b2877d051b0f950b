"""DM clicks for a game another process owns (docs/deploy.md): Discord sends every DM
interaction to shard 0; the process holding shard 0 defers it and leaves it for the owner of the
game's shard (bot/delivery/forwarding.py), which answers it through the interaction's token.

Two processes of one bot on one PostgreSQL and SimCord's Discord with two shards: SimCord runs
one bot at a time, so the two take turns (SimCord's ``restart_bot``), which is also the crash
case: the owner is away when the click comes, and answers it when it starts again (owners
rescan when they start). The wake-up by NOTIFY while the owner runs is tested on the store.
"""

from __future__ import annotations

import asyncio

import pytest
import simcord

from bot.delivery import forwarding
from bot.store import open_store
from tests.bot.support import (
    Harness,
    act_once,
    live_panel,
    make_player,
    open_table,
    seat_to_act,
)


@pytest.fixture
async def two_processes(pg_server, tmp_path, monkeypatch):
    """Two bot processes' configurations on one PostgreSQL. Their LISTEN connection is left
    out: its keep-alive (``wait_for`` every 5 s) is a wait SimCord's virtual clock does not
    recognise, so SimCord would never see the bot settle; the owners find the clicks by
    rescanning, which is what is tested here (the NOTIFY below, on the store)."""
    from bot.store.postgres import PostgresStore

    async def no_listening(self, channel, callback):  # noqa: ANN001, ANN202
        raise NotImplementedError("not under SimCord")

    monkeypatch.setattr(PostgresStore, "listen", no_listening)
    monkeypatch.setattr(forwarding, "RESCAN", 3600.0)  # SimCord replays every periodic
    # wake-up on its virtual clock, each a round trip to the database: the rescan at start
    # is the one tested here
    url = pg_server.url(pg_server.emptied_database())
    harness = Harness(str(tmp_path / "unused.sqlite3"), url=url, settings={"shard_count": 2})
    yield harness
    await harness.close()


async def test_a_dm_click_for_another_processes_game_is_forwarded_and_answered(two_processes):
    harness = two_processes
    owner = await harness.bot(shards="1")
    # only shard 0's process syncs the commands (bot/ui/sync.py): here they were synced before
    async with simcord.run(owner, strict_sync=False) as env:
        guild = env.create_guild(shard_id=1)
        channel = guild.create_text_channel("wildcards")
        alice = make_player(guild, env, "alice")
        bob = make_player(guild, env, "bob")
        await open_table(env, channel, alice, "wildcards", joiners=(bob,))
        player = seat_to_act(env, channel.id, [alice, bob])
        assert player is not None
        panel = live_panel(env, player)
        assert panel is not None
        shown = (panel.content, repr(panel.components))  # SimCord edits its message in place
        store = env.bot.service.store
        table_id = await store.last_game_in(channel.id)
        before = (await store.game(table_id)).version

        await env.restart_bot(await harness.bot(shards="0"))  # the process of DMs
        dm_process = env.bot
        assert env.bot.service.tables.table(channel.id) is None  # not its game
        result = await act_once(env, player, panel)
        assert dm_process.forwarder.forwarded == 1
        assert result.response is not None  # Discord got its answer within 3 s
        assert (await store.game(table_id)).version == before  # nobody played it here
        waiting = await store.query("SELECT shard FROM forwards")
        assert [r["shard"] for r in waiting] == [1]

        await env.restart_bot(await harness.bot(shards="1"))  # the owner, back
        for _ in range(200):  # its rescan at start: on the database's time, not SimCord's
            await env.settle()
            if (await store.game(table_id)).version > before:
                break
            await asyncio.sleep(0.05)
        assert env.bot.forwarder.answered == 1
        assert (await store.game(table_id)).version > before  # the click was played
        assert await store.query("SELECT id FROM forwards") == []
        edited = env.backend.messages[panel.channel_id][panel.id]
        assert (edited.content, repr(edited.components)) != shown  # answered on the panel
        assert edited.content.startswith("✅")


async def test_forwarded_clicks_are_claimed_once_and_wake_their_owner(pg_server):
    """Each click left for a shard is claimed by exactly one of two claimers; the NOTIFY
    reaches a listener of that shard (a wake-up, not the queue)."""
    url = pg_server.url(pg_server.emptied_database())
    first = await open_store(url, shard_count=2)
    second = await open_store(url, shard_count=2)
    woken: list[str] = []
    listener = await second.listen(forwarding.CHANNEL, woken.append)
    try:
        for n in range(40):
            await forwarding.put(first, n % 2, {"data": {"n": n}, "deferred": True}, 1.0)
        a, b = await asyncio.gather(forwarding.claim(first, [0, 1], limit=15),
                                    forwarding.claim(second, [0, 1], limit=15))
        rest = await forwarding.claim(first, [0, 1], limit=100)
        seen = [p["data"]["n"] for p, _ in a + b + rest]
        assert sorted(seen) == list(range(40))
        for _ in range(100):
            if len(woken) >= 40:
                break
            await asyncio.sleep(0.02)
        assert sorted(set(woken)) == ["0", "1"]
        only_one = await forwarding.claim(first, [1])
        assert only_one == []
    finally:
        close = getattr(listener, "stop", None) or listener.close
        result = close()
        if asyncio.iscoroutine(result):
            await result
        await first.close()
        await second.close()
