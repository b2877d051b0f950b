"""Server settings and a thread per game: ``/game settings`` for members with Manage Server (the
thread default, the turn timer and its fallback, the level of new AI seats), kept per server;
``/game new`` opens the table in a new thread of the channel when asked, or by the server's
default."""

from __future__ import annotations

import discord
import pytest

from tests.bot.support import make_player, refusal, said


def manager(env, guild, name="mod"):
    role = guild.create_role("mods", permissions=discord.Permissions(manage_guild=True))
    return guild.add_member(env.create_user(name), roles=[role])


async def test_settings_are_for_managers_and_kept_per_server(simcord_env, harness):
    env = simcord_env
    guild = env.create_guild()
    channel = guild.create_text_channel("games")
    alice = make_player(guild, env, "alice")
    assert "manage this server" in refusal(await alice.member.slash(channel, "game settings"))
    mod = manager(env, guild)
    shown = said(await mod.slash(channel, "game settings", thread=True, turn_timer=90,
                                 ai_level="search", fallback="pass"))
    assert len(shown) == 1 and shown[0][1], "one ephemeral answer"
    assert "thread: yes" in shown[0][0] and "1 minute 30 seconds" in shown[0][0] \
        and "search" in shown[0][0]
    await env.restart_bot(await harness.bot())
    again = said(await mod.slash(channel, "game settings"))[0][0]
    assert "thread: yes" in again
    assert "1 minute 30 seconds per decision, then the seat passes" in again
    other = env.create_guild()
    elsewhere = manager(env, other, "mod2")
    plain = said(await elsewhere.slash(other.create_text_channel("x"), "game settings"))[0][0]
    assert "thread: no" in plain and "Turn timer: none" in plain


@pytest.mark.any_store  # settings rows: tests/store
async def test_a_game_opens_in_a_thread_by_the_servers_default(simcord_env):
    env = simcord_env
    guild = env.create_guild()
    channel = guild.create_text_channel("games")
    mod = manager(env, guild)
    await mod.slash(channel, "game settings", thread=True, turn_timer=90, ai_level="search")
    alice, bob = make_player(guild, env, "alice"), make_player(guild, env, "bob")
    answer = said(await alice.member.slash(channel, "game new", game="wildcards"))
    assert len(answer) == 1 and answer[0][1] and "table is open in <#" in answer[0][0]
    table = env.bot.service.tables.tables()[0]
    assert table.channel_id != channel.id and table.timer_seconds == 90
    thread = env.backend.get_channel(table.channel_id)
    assert thread.is_thread and thread.parent_id == channel.id
    lobby = next(iter(env.backend.messages[thread.id].values()))
    assert "Wild Cards" in lobby.content
    assert env.bot.service.tables.table(channel.id) is None, "the channel itself stays free"
    from simcord.builders import ChannelHandle
    here = ChannelHandle(env, guild, thread)
    await bob.member.slash(here, "game join")
    await alice.member.click(here.history()[0], label="Add AI")
    seats = env.bot.service.tables.table(thread.id).seats
    assert [s.ai for s in seats] == [None, None, "search"]
    second = said(await bob.member.slash(channel, "game new", game="evolution", thread=False))
    assert second and not second[0][1], "thread=False: the lobby here, for everyone"
    assert env.bot.service.tables.table(channel.id) is not None
