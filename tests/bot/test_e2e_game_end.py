"""A game's end: its last sends (the result, the players' DMs) end after the game closed,
outside the channel's lock; that is no error (docs/bot.md, "On real Discord"). Paced like
on Discord (45 requests a second), sends are under way while the last move is recorded."""

from __future__ import annotations

import logging

import pytest

from tests.bot.support import make_player, open_table, play_to_end


@pytest.mark.rate_limit(45)
async def test_a_whole_games_end_logs_no_error(simcord_env, caplog):
    env = simcord_env
    guild = env.create_guild()
    caplog.set_level(logging.WARNING)
    for n in range(3):
        channel = guild.create_text_channel(f"table-{n}")
        alice, bob = make_player(guild, env, "alice", n), make_player(guild, env, "bob", n)
        await open_table(env, channel, alice, "wildcards", joiners=(bob,), ais=1)
        await play_to_end(env, channel, [alice, bob])
        await env.settle()
    errors = [r.getMessage() for r in caplog.records if r.levelno >= logging.ERROR]
    assert errors == []
    assert not env.errors
