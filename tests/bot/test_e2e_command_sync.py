"""Syncing the slash commands the way Discord limits it (bot/ui/sync.py; docs/bot.md, "On
real Discord"): a start with the same commands asks Discord nothing, and a long 429 on the
sync (the daily command-create limit) neither keeps the bot offline nor is waited out."""

from __future__ import annotations

import asyncio
import json

import pytest

from bot.config import Config
from bot.ui.sync import kept, syncs
from tests.bot.support import live_panel, make_player, open_table


def syncs_sent(env) -> int:
    return sum(1 for e in env.backend.http_requests
               if e.method == "PUT" and e.path.startswith("/applications/")
               and e.path.endswith("/commands"))


async def test_a_restart_with_the_same_commands_syncs_nothing(simcord_env, harness):
    env = simcord_env
    await env.settle()
    first = syncs_sent(env)
    assert first == 1, "a new database: the commands are synced once"
    await env.restart_bot(await harness.bot())
    await env.settle()
    assert syncs_sent(env) == first
    guild = env.create_guild()
    channel = guild.create_text_channel("table")
    member = guild.add_member(env.create_user("alice"))
    answer = await member.slash(channel, "game status")
    assert answer.response is not None


@pytest.mark.any_store
async def test_a_long_rate_limit_on_the_sync_does_not_keep_the_bot_offline(
        simcord_env, harness, caplog):
    """Discord answers the sync with a 429 of an hour: the bot is connected at once (the
    sync waits in the background, and gives up after its patience) and keeps no hash, so
    the next start tries again."""
    env = simcord_env
    env.inject_error("PUT", "/applications/*/commands", status=429,
                     message=json.dumps({"retry_after": 3600}), times=None)
    bot = await harness.bot(database=harness.path + ".fresh")  # no hash kept there yet
    await asyncio.wait_for(env.restart_bot(bot), 10)
    assert env.bot.is_ready()
    await env.settle()
    assert any("gave up syncing the commands" in r.getMessage() for r in caplog.records)
    assert await kept(env.bot.service.store, "commands:global") is None


def test_one_process_of_a_sharded_bot_syncs():
    assert syncs(Config(token="x"))
    assert syncs(Config(token="x", shards="0-1", shard_count=4))
    assert not syncs(Config(token="x", shards="2-3", shard_count=4))


async def test_the_sync_patience_is_the_syncs_alone(simcord_env, harness):
    """While the sync waits out a short 429, a DM panel's post gets a long one (Discord
    asks it to wait two minutes): that post waits it out like any other, and is not failed
    by the sync's patience (a ``RateLimited`` the sender does not expect, which lost it)."""
    env = simcord_env
    env.inject_error("PUT", "/applications/*/commands", status=429,
                     message=json.dumps({"retry_after": 30}), times=1)
    bot = await harness.bot(database=harness.path + ".fresh")  # no hash kept there yet
    await asyncio.wait_for(env.restart_bot(bot), 10)
    guild = env.create_guild()
    channel = guild.create_text_channel("table")
    alice = make_player(guild, env, "alice")
    bob = make_player(guild, env, "bob")
    env.inject_error("POST", "/channels/*/messages", status=429,  # a player's DM panel
                     message=json.dumps({"retry_after": 120}), times=1)
    await open_table(env, channel, alice, "wildcards", joiners=(bob,))
    await env.advance_time(200)
    await env.settle()
    assert await kept(env.bot.service.store, "commands:global") is not None, "synced"
    for player in (alice, bob):
        assert live_panel(env, player) is not None, f"{player.member} has a panel"
