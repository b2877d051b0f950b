"""No table waits forever (docs/bot.md, "On real Discord"): someone who left the server,
deleted their account or blocked the bot never answers. Without a turn timer every table has
the idle limit (a reminder after 12 hours, the fallback after 24), settable per server; and
the host hands any seat to an AI at any time."""

from __future__ import annotations

from typing import Any

import discord
import pytest

from tests.bot.support import (
    act_once,
    game_state,
    live_panel,
    make_player,
    open_table,
    refusal,
    said,
    seat_to_act,
)

HOUR = 3600


async def gone_player_table(env: Any) -> tuple[Any, Any, Any, Any]:
    """Wild Cards for alice and bob, where bob blocked the bot (each DM to him fails with
    50007) and then left the server: bob is never going to decide."""
    guild = env.create_guild()
    channel = guild.create_text_channel("table")
    alice, bob = make_player(guild, env, "alice"), make_player(guild, env, "bob")
    env.inject_error("POST", f"/channels/{bob.user.dm_channel.id}/messages", status=403,
                     code=50007, message="Cannot send messages to this user", times=None)
    await open_table(env, channel, alice, "wildcards", joiners=(bob,))
    guild.remove_member(bob.member)
    if seat_to_act(env, channel.id, [alice]) is alice:
        await act_once(env, alice, live_panel(env, alice))
    return guild, channel, alice, bob


def bob_due(env: Any, channel: Any, bob: Any) -> bool:
    return seat_to_act(env, channel.id, [bob]) is bob


async def test_a_seat_nobody_plays_is_reminded_then_played_by_its_fallback(simcord_env):
    env = simcord_env
    _, channel, _, bob = await gone_player_table(env)
    assert bob_due(env, channel, bob)
    version = game_state(env.bot, channel.id).version
    await env.advance_time(12 * HOUR + 60)
    assert any(f"<@{bob.id}>" in m.content and "⏰" in m.content for m in channel.history()), \
        "the idle reminder"
    assert game_state(env.bot, channel.id).version == version
    await env.advance_time(12 * HOUR)
    assert game_state(env.bot, channel.id) is None or \
        game_state(env.bot, channel.id).version > version, "the fallback played bob's seat"
    assert any("Time is up for bob" in m.content for m in channel.history())


async def test_the_idle_limit_survives_a_restart(simcord_env, harness):
    """Timers are rows: a restart 20 hours in loses nothing; the limit runs again in full
    from the restart (nobody could click while the bot was away)."""
    env = simcord_env
    _, channel, _, bob = await gone_player_table(env)
    version = game_state(env.bot, channel.id).version
    await env.advance_time(20 * HOUR)
    await env.restart_bot(await harness.bot())
    await env.advance_time(24 * HOUR + 60)
    assert game_state(env.bot, channel.id) is None or \
        game_state(env.bot, channel.id).version > version


@pytest.mark.any_store  # settings rows: tests/store
async def test_settings_change_the_idle_limit_and_set_it_back(simcord_env):
    env = simcord_env
    guild = env.create_guild()
    channel = guild.create_text_channel("table")
    role = guild.create_role("mods", permissions=discord.Permissions(manage_guild=True))
    mod = guild.add_member(env.create_user("mod"), roles=[role])
    text = said(await mod.slash(channel, "game settings", idle_limit=2))[0][0]
    assert "after 1 hour," in text and "after 2 hours" in text, text  # the reminder came before
    text = said(await mod.slash(channel, "game settings", idle_limit=0, idle_reminder=0))[0][0]
    assert "after 12 hours" in text and "after 24 hours" in text, text
    text = said(await mod.slash(channel, "game settings", idle_reminder=30))[0][0]
    assert "must come before" in text, text
    assert "after 12 hours" in said(await mod.slash(channel, "game settings"))[0][0]


@pytest.mark.any_store  # seat rows: tests/store
async def test_the_host_hands_a_seat_to_an_ai_and_its_person_takes_it_back(simcord_env):
    env = simcord_env
    guild, channel, alice, bob = await gone_player_table(env)
    carol = make_player(guild, env, "carol")
    version = game_state(env.bot, channel.id).version
    refused = await carol.member.slash(channel, "game seat-to-ai", player=bob.user)
    assert "Only the host" in refusal(refused)
    assert game_state(env.bot, channel.id).version == version

    done = await alice.member.slash(channel, "game seat-to-ai", player=bob.user)
    assert "An AI plays bob's seat" in refusal(done)
    table = env.bot.service.tables.table(channel.id)
    assert table.seats[table.seat_of(bob.id)].left
    await env.settle()
    assert game_state(env.bot, channel.id) is None or \
        game_state(env.bot, channel.id).version > version, "the AI played on at once"

    again = await alice.member.slash(channel, "game seat-to-ai", player=bob.user)
    assert "already" in refusal(again)
    if game_state(env.bot, channel.id) is not None:
        guild.add_member(bob.user)
        back = await bob.member.slash(channel, "game join")
        assert "back" in refusal(back).lower(), refusal(back)
        table = env.bot.service.tables.table(channel.id)
        assert not table.seats[table.seat_of(bob.id)].left
