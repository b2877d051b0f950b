"""DM clicks for a game another process owns (docs/deploy.md): Discord sends every DM
interaction to shard 0; the process holding shard 0 defers it and leaves it for the owner of the
game's shard (bot/messages/forwarding.py), which answers it through the interaction's token.

Two processes of one bot on one PostgreSQL and SimCord's Discord with two shards: SimCord runs
one bot at a time, so the two take turns (SimCord's ``restart_bot``), which is also the crash
case: the owner is away when the click comes, and answers it when it starts again (owners
rescan when they start). The wake-up by NOTIFY while the owner runs is tested on the store.
"""

from __future__ import annotations

import asyncio

import pytest
import simcord

from bot.messages import forwarding
from bot.store import open_store
from tests.bot.support import (
    Harness,
    act_once,
    as_message,
    live_panel,
    lobby_click,
    make_player,
    open_table,
    seat_to_act,
)
from tests.support.settle import SETTLE_SECONDS

#: each step's wait to settle, as a whole game's: a forwarded click is several round trips to
#: PostgreSQL between two bots' work, which a loaded machine stretched past SimCord's 5 s; no
#: bot timer here falls due that soon (the rescan and the claim wait are an hour)
SETTLE = SETTLE_SECONDS


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
    monkeypatch.setattr(forwarding, "CLAIM_WAIT", 3600.0)  # SimCord runs one process at a
    # time: the owner is down while the click is forwarded; a test that wants the clicker
    # told sets it back
    url = pg_server.url(pg_server.emptied_database())
    harness = Harness(str(tmp_path / "unused.sqlite3"), url=url, settings={"shard_count": 2})
    yield harness
    await harness.close()


async def test_a_dm_click_for_another_processes_game_is_forwarded_and_answered(two_processes):
    harness = two_processes
    owner = await harness.bot(shards="1")
    # only shard 0's process syncs the commands (bot/ui/sync.py): here they were synced before
    async with simcord.run(owner, strict_sync=False, settle_timeout=SETTLE) as env:
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


async def until_played(env, store, table_id: int, before: int) -> None:
    """The owner's rescan at start runs on the database's time, not SimCord's."""
    for _ in range(200):
        await env.settle()
        if (await store.game(table_id)).version > before:
            return
        await asyncio.sleep(0.05)


async def test_an_unclaimed_forwarded_click_is_taken_back_and_the_clicker_told(
        two_processes, monkeypatch):
    """The owner is down (restarting) when shard 0 forwards a click: after ``CLAIM_WAIT``
    seconds shard 0 takes the click back and tells the clicker to try again, instead of a
    deferred click that silently does nothing (and expires after 15 minutes)."""
    monkeypatch.setattr(forwarding, "CLAIM_WAIT", 5.0)
    harness = two_processes
    async with simcord.run(await harness.bot(shards="1"), strict_sync=False) as env:
        guild = env.create_guild(shard_id=1)
        channel = guild.create_text_channel("wildcards")
        alice, bob = make_player(guild, env, "alice"), make_player(guild, env, "bob")
        await open_table(env, channel, alice, "wildcards", joiners=(bob,))
        player = seat_to_act(env, channel.id, [alice, bob])
        panel = live_panel(env, player)
        store = env.bot.service.store
        table_id = await store.last_game_in(channel.id)
        before = (await store.game(table_id)).version

        await env.restart_bot(await harness.bot(shards="0"))
        result = await act_once(env, player, panel)
        await env.advance_time(forwarding.CLAIM_WAIT + 1)
        told = [f.content for f in result.followups if f.ephemeral]
        assert any("try again in a moment" in text for text in told), told
        assert env.bot.forwarder.taken_back == 1
        assert await store.query("SELECT id FROM forwards") == []

        await env.restart_bot(await harness.bot(shards="1"))  # back: nothing left to play
        await env.settle()
        assert (await store.game(table_id)).version == before


async def test_amount_opens_its_modal_on_shard_0_and_the_owner_checks_the_bid(two_processes):
    """A modal must be the interaction's first answer within 3 s: shard 0 opens the bid
    modal itself (no range named) and forwards the submit; the owner plays a legal bid."""
    harness = two_processes
    async with simcord.run(await harness.bot(shards="1"), strict_sync=False,
                           settle_timeout=SETTLE) as env:
        guild = env.create_guild(shard_id=1)
        channel = guild.create_text_channel("wildlife")
        players = [make_player(guild, env, name) for name in ("alice", "bob", "carol")]
        await open_table(env, channel, players[0], "wildlife", joiners=tuple(players[1:]))
        bidder = None
        for _ in range(80):
            state = env.bot.service.tables.open[channel.id].state
            if state.pending and state.pending.get("k") == "auction":
                bidder = seat_to_act(env, channel.id, players)
                break
            player = seat_to_act(env, channel.id, players)
            codes = [a.code for a in state.legal_actions(state.to_act()[0])]
            code = next((c for c in codes if c.startswith("auction:")), codes[0])
            await player.member.slash(channel, "game play", choice=code)
        assert bidder is not None, "no auction reached"
        bids = sorted(int(a.code[4:]) for a in state.legal_actions(state.to_act()[0])
                      if a.code.startswith("bid:"))
        panel = as_message(env, live_panel(env, bidder))
        store = env.bot.service.store
        table_id = await store.last_game_in(channel.id)
        before = (await store.game(table_id)).version

        await env.restart_bot(await harness.bot(shards="0"))
        shown = await bidder.user.click(panel, label="Amount…")
        assert shown.modal is not None, "the modal was the click's first answer"
        await bidder.user.submit_modal(shown, {"amount": str(bids[0])})
        assert env.bot.forwarder.forwarded == 1
        assert (await store.game(table_id)).version == before

        await env.restart_bot(await harness.bot(shards="1"))
        await until_played(env, store, table_id, before)
        state = env.bot.service.tables.open[channel.id].state
        assert state.version == before + 1 and state.pending["high"] == bids[0]


async def test_dm_play_and_its_autocomplete_reach_a_game_of_another_process(two_processes):
    """Discord sends a DM slash command and its autocomplete to shard 0 too: the choices
    come from the store (autocomplete cannot wait), and ``/game play`` is forwarded to the
    game's owner like a click, instead of "no game waits for you"."""
    harness = two_processes
    async with simcord.run(await harness.bot(shards="1"), strict_sync=False,
                           settle_timeout=SETTLE) as env:
        guild = env.create_guild(shard_id=1)
        channel = guild.create_text_channel("wildcards")
        alice, bob = make_player(guild, env, "alice"), make_player(guild, env, "bob")
        await open_table(env, channel, alice, "wildcards", joiners=(bob,))
        player = seat_to_act(env, channel.id, [alice, bob])
        store = env.bot.service.store
        table_id = await store.last_game_in(channel.id)
        before = (await store.game(table_id)).version

        await env.restart_bot(await harness.bot(shards="0"))
        games = await player.user.autocomplete("game play", "game", "")
        assert [c["value"] for c in games] == [str(channel.id)]
        choices = await player.user.autocomplete("game play", "choice", "")
        assert choices, "the legal choices, from the store"
        result = await player.user.slash("game play", choice=choices[0]["value"])
        assert result.response is not None  # "thinking" within Discord's 3 s
        assert env.bot.forwarder.forwarded == 1
        assert (await store.game(table_id)).version == before

        await env.restart_bot(await harness.bot(shards="1"))
        await until_played(env, store, table_id, before)
        assert (await store.game(table_id)).version == before + 1
        assert not any("No game" in (f.content or "") for f in result.followups)


async def test_forwarded_clicks_past_their_tokens_life_are_swept(pg_server):
    """A click left for a shard nobody serves any more is not kept with its token: rows
    older than ``TOKEN_LIFE`` go at a rescan; a claimed row is deleted as it is claimed."""
    url = pg_server.url(pg_server.emptied_database())
    store = await open_store(url, shard_count=2)
    try:
        now = 10_000.0
        await forwarding.put(store, 1, {"data": {"n": "old"}, "deferred": True},
                             now - forwarding.TOKEN_LIFE - 1)
        await forwarding.put(store, 1, {"data": {"n": "new"}, "deferred": True}, now)
        await forwarding.put(store, 0, {"data": {"n": "mine"}, "deferred": True}, now)
        answered = []
        owner = forwarding.Forwarder(store, [0], lambda: now, lambda channel: True)

        async def answer(data, deferred):  # noqa: ANN001, ANN202
            answered.append(data["n"])

        owner.answer = answer
        assert await owner.rescan() == 1 and answered == ["mine"]
        left = await store.query("SELECT payload FROM forwards")
        assert ['"new"' in r["payload"] for r in left] == [True]
    finally:
        await store.close()


def dm_game_commands(bot) -> list[str]:
    """The /game commands that, in a DM, act in one of the user's games (their ``game``
    option names its channel: "In a DM: …")."""
    group = bot.tree.get_command("game")
    return sorted(c.name for c in group.commands
                  if any(p.name == "game" and p.description.startswith("In a DM")
                         for p in c.parameters))


async def test_every_dm_command_that_names_a_game_is_forwarded(two_processes):
    """Each DM command that acts in a game (``/game play``, ``/game hint``, and any added
    later) reaches the game's owner and is answered there, instead of "No game is running
    here"."""
    harness = two_processes
    async with simcord.run(await harness.bot(shards="1"), strict_sync=False,
                           settle_timeout=SETTLE) as env:
        names = dm_game_commands(env.bot)
        assert set(names) == forwarding.GAME_COMMANDS, names
        guild = env.create_guild(shard_id=1)
        channel = guild.create_text_channel("wildcards")
        alice, bob = make_player(guild, env, "alice"), make_player(guild, env, "bob")
        await alice.member.slash(channel, "game new", game="wildcards", hints=True)
        await lobby_click(env, channel, bob, "join")
        await lobby_click(env, channel, alice, "start")
        player = seat_to_act(env, channel.id, [alice, bob])
        for name in names:
            await env.restart_bot(await harness.bot(shards="0"))
            options = {}
            if name == "play":
                options["choice"] = (await player.user.autocomplete(
                    "game play", "choice", ""))[0]["value"]
            await player.user.slash(f"game {name}", **options)
            assert env.bot.forwarder.forwarded == 1, f"/game {name} was forwarded"
            since = len(env.backend.http_requests)
            await env.restart_bot(await harness.bot(shards="1"))
            await env.settle()
            answers = [e.json.get("content") or "" for e in env.backend.http_requests[since:]
                       if e.method == "POST" and e.path.startswith("/webhooks/")
                       and isinstance(e.json, dict)]
            assert answers and not any("No game" in a for a in answers), (name, answers)


async def test_a_click_on_a_web_page_of_another_processes_game_is_played_by_its_owner(
        two_processes):
    """The seat's web page is served by the process of shard 0 (docs/web.md); the game is
    shard 1's: the click is left for the owner, which plays it at its next rescan, and the
    seat's DM panel is answered as for a click there."""
    import re

    import aiohttp

    harness = two_processes
    harness.settings.update(public_url="http://table.test", port=0)
    owner = await harness.bot(shards="1")
    async with simcord.run(owner, strict_sync=False, settle_timeout=SETTLE) as env:
        guild = env.create_guild(shard_id=1)
        channel = guild.create_text_channel("wildcards")
        alice, bob = make_player(guild, env, "alice"), make_player(guild, env, "bob")
        await open_table(env, channel, alice, "wildcards", joiners=(bob,))
        player = seat_to_act(env, channel.id, [alice, bob])
        panel = live_panel(env, player)
        link = next(c["url"] for row in panel.components for c in row["components"]
                    if "/s/" in c.get("url", ""))
        store = env.bot.service.store
        table_id = await store.last_game_in(channel.id)
        before = (await store.game(table_id)).version

        await env.restart_bot(await harness.bot(shards="0"))  # serves the page, not the game
        port = env.bot.web.runner.addresses[0][1]
        page = f"http://127.0.0.1:{port}{link[len('http://table.test'):]}/"
        async with aiohttp.ClientSession() as session:
            async with session.get(page) as r:
                assert r.status == 200
                code = re.search(r'name="code" value="([^"]+)"', await r.text())[1]
            async with session.post(page + "act", data={"version": str(before), "code": code}
                                    ) as r:
                assert "Sent to the table" in await r.text()
        await env.settle()
        assert (await store.game(table_id)).version == before  # nobody played it here
        assert [r["shard"] for r in await store.query("SELECT shard FROM forwards")] == [1]

        await env.restart_bot(await harness.bot(shards="1"))  # the owner, back
        for _ in range(200):
            await env.settle()
            if (await store.game(table_id)).version > before:
                break
            await asyncio.sleep(0.05)
        assert (await store.game(table_id)).version > before  # the web click was played
        assert await store.query("SELECT id FROM forwards") == []
        edited = env.backend.messages[panel.channel_id][panel.id]
        assert edited.content.startswith("✅")
