"""Whole games through Discord, played to the end by scripted users clicking their DM panels
(issue 7, "Playing", "End", and "hidden information never appears ..."). Smallest player counts;
WildLife's second seat is an AI to keep the game short."""

from __future__ import annotations

import time

import pytest

from tests.bot.support import check_no_leaks, knowledge, make_player, open_table, play_to_end


async def finish_checks(env, channel, seats):
    history = channel.history()
    final = history[-1]
    assert "Game over" in final.content
    assert final.attachments and final.attachments[0].filename.endswith("result.png")
    k = await knowledge(env.bot.service, channel.id)
    pictures = check_no_leaks(env, channel, seats, k)
    assert pictures > 0
    return k


@pytest.mark.parametrize("game", ["wildcards", "evolution"])
async def test_two_players_to_the_end(simcord_env, game):
    env = simcord_env
    guild = env.create_guild()
    channel = guild.create_text_channel(game)
    alice, bob = make_player(guild, env, "alice"), make_player(guild, env, "bob")
    await open_table(env, channel, alice, game, joiners=(bob,))
    start = time.perf_counter()
    clicks = await play_to_end(env, channel, [alice, bob])
    print(f"{game}: {clicks} clicks in {time.perf_counter() - start:.1f}s")
    await finish_checks(env, channel, {0: alice, 1: bob})


async def test_wildlife_human_and_ai_to_the_end(simcord_env):
    env = simcord_env
    guild = env.create_guild()
    channel = guild.create_text_channel("wildlife")
    alice = make_player(guild, env, "alice")
    await open_table(env, channel, alice, "wildlife", ais=1)
    start = time.perf_counter()
    clicks = await play_to_end(env, channel, [alice])
    print(f"wildlife: {clicks} clicks in {time.perf_counter() - start:.1f}s")
    await finish_checks(env, channel, {0: alice})
