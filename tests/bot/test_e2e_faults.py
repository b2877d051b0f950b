"""What real Discord does that a friendly fake would not (docs/design.md, "Real
Discord's failure modes"): missing permissions, a picture refused mid-game, an archived
thread, a deleted channel, DMs refused for opening too fast after a restart, a command from a
DM, a retried upload. SimCord enforces permissions itself; where it has no such behaviour
(archived threads, 40003) the fault is injected with ``env.inject_error`` and the test says
so.

A restart with a prompt in the outbox runs on both stores; the other faults are met above the
store and run on SQLite (``any_store``)."""

from __future__ import annotations

import discord
import pytest
from simcord.backend import errors
from simcord.backend.models.channel import Overwrite
from simcord.enums import OverwriteType
from simcord.http import router

from bot.messages.pacing import NO_PICTURES
from tests.bot.support import (
    act_once,
    decode_picture,
    game_state,
    live_panel,
    make_player,
    open_table,
    refusal,
    seat_to_act,
    table_in_a_thread,
    wildcards_for_two,
)
from words import tr

NO_ATTACH = discord.Permissions(attach_files=True).value


def deny_pictures(env, channel, monkeypatch) -> None:
    """Take Attach Files from the bot in a channel, mid-game. SimCord records the overwrite
    but checks Attach Files only for forwarded messages, so an upload to that channel is
    refused here as Discord refuses it (403 50013)."""
    env.backend.edit_channel(channel.id, {}, overwrites=[
        Overwrite(env.backend.bot_user.id, OverwriteType.MEMBER, deny=NO_ATTACH)])
    dispatch = router.dispatch

    def refuse_uploads(backend, method, path, **kwargs):
        if path.startswith(f"/channels/{channel.id}/messages") and kwargs.get("files"):
            raise errors.missing_permissions()
        return dispatch(backend, method, path, **kwargs)

    monkeypatch.setattr(router, "dispatch", refuse_uploads)


@pytest.mark.any_store
async def test_a_new_game_is_refused_without_the_permissions_it_needs(simcord_env):
    env = simcord_env
    guild = env.create_guild()
    alice = make_player(guild, env, "alice")
    bot = guild.me
    quiet = guild.create_text_channel("no-pictures", overwrites={
        bot: discord.PermissionOverwrite(attach_files=False)})
    text = refusal(await alice.member.slash(quiet, "game new", game="wildcards"))
    assert "Attach Files" in text and "Send Messages" not in text
    mute = guild.create_text_channel("mute", overwrites={
        bot: discord.PermissionOverwrite(send_messages=False, attach_files=False)})
    text = refusal(await alice.member.slash(mute, "game new", game="wildcards"))
    assert "Send Messages and Attach Files permissions" in text
    assert env.bot.service.tables.tables() == []


@pytest.mark.any_store
async def test_a_new_game_from_a_dm_is_refused(simcord_env):
    env = simcord_env
    guild = env.create_guild()
    alice = make_player(guild, env, "alice")
    text = refusal(await alice.user.slash("game new", game="wildcards"))
    assert "server channel" in text and env.bot.service.tables.tables() == []


@pytest.mark.any_store
async def test_a_refused_picture_posts_the_text_and_says_why_once(simcord_env, monkeypatch):
    """Bob's DMs are closed and the bot loses Attach Files mid-game: the table messages go
    out as text, the channel is told once what is missing, and bob is still told once to use
    /game hand."""
    env = simcord_env
    guild = env.create_guild()
    channel = guild.create_text_channel("table")
    alice, bob = make_player(guild, env, "alice"), make_player(guild, env, "bob")
    env.inject_error("POST", f"/channels/{bob.user.dm_channel.id}/messages", status=403,
                     code=50007, message="Cannot send messages to this user", times=None)
    await open_table(env, channel, alice, "wildcards", joiners=(bob,))
    started = len(channel.history())
    deny_pictures(env, channel, monkeypatch)
    for _ in range(30):
        player = seat_to_act(env, channel.id, [alice, bob])
        if player is bob:
            panel = (await bob.member.slash(channel, "game hand")).response
            await act_once(env, bob, panel._message)
        else:
            await act_once(env, alice, live_panel(env, alice))
    texts = [m.content for m in channel.history()]
    assert sum(tr("en", NO_PICTURES) in t for t in texts) == 1
    assert sum("cannot send you DMs" in t and f"<@{bob.id}>" in t for t in texts) == 1
    assert len(channel.history()) > started
    assert not any(m.attachments for m in channel.history()[started:])
    assert not env.errors


@pytest.mark.any_store
async def test_an_archived_thread_gets_a_new_message(simcord_env):
    """SimCord keeps no archived state, so the 400 50083 an edit meets in an archived thread
    is injected; the live table message is then posted anew (which unarchives the thread)."""
    env = simcord_env
    parent, thread, alice, bob = await table_in_a_thread(env)
    before = len(thread.history())
    env.inject_error("PATCH", f"/channels/{thread.id}/messages/*", status=400, code=50083,
                     message="Thread is archived", times=None)
    player = seat_to_act(env, thread.id, [alice, bob])
    await act_once(env, player, live_panel(env, player))
    assert len(thread.history()) > before
    assert "Now:" in thread.history()[-1].content
    assert not env.errors


@pytest.mark.any_store
async def test_a_deleted_channel_ends_its_game(simcord_env):
    env = simcord_env
    guild = env.create_guild()
    channel = guild.create_text_channel("table")
    alice, bob = make_player(guild, env, "alice"), make_player(guild, env, "bob")
    await open_table(env, channel, alice, "wildcards", joiners=(bob,))
    assert live_panel(env, alice) is not None
    env.backend.delete_channel(channel.id)
    await env.settle()
    assert env.bot.service.tables.table(channel.id) is None
    assert "channel is gone" in alice.user.dm_channel.last_message.content
    assert live_panel(env, alice) is None


@pytest.mark.bot_settings(reminder_seconds=20.0)
async def test_a_restart_survives_a_refused_dm_and_a_deleted_channel(simcord_env, harness):
    """A restart with a prompt still in the outbox (queued, not sent when the bot went
    down), whose DM Discord first refuses with 40003 (opening DMs too fast; injected, SimCord
    has no such limit), and a game whose channel was deleted while the bot was away: the
    prompt is delivered once, the other games go on, and their timers still fire."""
    env = simcord_env
    guild = env.create_guild()
    tables = []
    for name in ("one", "two", "three"):
        channel = guild.create_text_channel(name)
        a, b = make_player(guild, env, f"{name}-a"), make_player(guild, env, f"{name}-b")
        await open_table(env, channel, a, "wildcards", joiners=(b,), turn_timer=60)
        tables.append((channel, a, b))
    service = env.bot.service
    first, first_a = tables[0][0], tables[0][1]
    table = service.tables.table(first.id)
    post = service.planner.prompt(table, service.tables.hand(first.id, first_a.id),
                                  note="(queued before the restart)")
    post.place = f"{post.place}:again"  # a slot of its own, so it is a new DM
    await service.store.queue_outbox(table.id, {post.place: post.to_dict()}, service.clock())
    env.inject_error("POST", f"/channels/{first_a.user.dm_channel.id}/messages", status=403,
                     code=40003, message="You are opening direct messages too fast", times=1)
    env.backend.delete_channel(tables[1][0].id)
    await env.restart_bot(await harness.bot())
    await env.settle()
    assert env.bot.service.tables.table(tables[1][0].id) is None
    queued = [m for m in env.backend.messages[first_a.user.dm_channel.id].values()
              if "queued before the restart" in m.content]
    assert len(queued) == 1, "the queued prompt is delivered once, after the 40003"
    for _, a, b in (tables[0], tables[2]):
        for player in (a, b):
            assert live_panel(env, player) is not None
    versions = {c.id: game_state(env.bot, c.id).version for c, _, _ in (tables[0], tables[2])}
    await env.advance_time(61)
    for channel_id, version in versions.items():
        assert game_state(env.bot, channel_id).version > version, "the timer fired"


@pytest.mark.any_store
async def test_a_retried_upload_sends_the_whole_picture(simcord_env):
    """discord.py rewinds a file before each retry (tests/bot/transport.py runs its request
    loop): after a 500, the table picture arrives whole."""
    env = simcord_env
    guild = env.create_guild()
    channel = guild.create_text_channel("table")
    alice, bob = make_player(guild, env, "alice"), make_player(guild, env, "bob")
    env.inject_error("POST", f"/channels/{channel.id}/messages", status=500, times=1)
    await open_table(env, channel, alice, "wildcards", joiners=(bob,))
    table = channel.history()[-1]
    data = env.backend.cdn.get(table.attachments[0].url)
    assert decode_picture(data)["kind"] == "table"


@pytest.mark.any_store
async def test_a_failed_command_sync_does_not_stop_the_start(simcord_env, harness, caplog):
    """``guild_ids`` names a server the bot has left: Discord refuses that sync (403 50001,
    injected: SimCord accepts any server id); the bot logs it and starts all the same."""
    env = simcord_env
    env.inject_error("PUT", "/applications/*/guilds/4242/commands", status=403, code=50001,
                     message="Missing Access")
    await env.restart_bot(await harness.bot(guild_ids=(4242,)))
    assert env.bot.is_ready()
    assert any("cannot sync the commands to server 4242" in r.getMessage()
               for r in caplog.records)


@pytest.mark.any_store
async def test_the_no_pictures_notice_survives_a_failed_post(simcord_env, monkeypatch):
    """The notice that the channel gets no pictures is itself refused once (a 503): it is
    not recorded as said, and goes out with a later update, once."""
    env = simcord_env
    channel, alice, bob = await wildcards_for_two(env)
    deny_pictures(env, channel, monkeypatch)
    notice = tr("en", NO_PICTURES)
    dispatch = router.dispatch
    failed = []

    def fail_the_notice(backend, method, path, **kwargs):
        if not failed and notice in ((kwargs.get("json") or {}).get("content") or ""):
            failed.append(path)
            raise errors.BackendError(503, 0, "Service Unavailable")
        return dispatch(backend, method, path, **kwargs)

    monkeypatch.setattr(router, "dispatch", fail_the_notice)
    for _ in range(12):
        player = seat_to_act(env, channel.id, [alice, bob])
        await act_once(env, player, live_panel(env, player))
    await env.settle()
    assert failed, "the notice was tried"
    texts = [m.content for m in channel.history()]
    assert sum(notice in t for t in texts) == 1, texts
