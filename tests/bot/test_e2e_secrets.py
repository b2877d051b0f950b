"""Secrets stay secret in the logs too: a whole game played with the bot's own logging at DEBUG
(as ``wildtable --log-level DEBUG`` sets it up) leaves no log line holding a hand, a private
event or a token."""

from __future__ import annotations

import json
import logging

import pytest

from bot.__main__ import setup_logging
from tests.bot.support import knowledge, make_player, open_table, play_to_end


@pytest.mark.whole_game
async def test_a_game_at_debug_logs_nothing_private(simcord_env, caplog):
    env = simcord_env
    before = {name: logging.getLogger(name).level for name in ("", "discord", "aiosqlite")}
    try:
        setup_logging("DEBUG", [])
        caplog.set_level(logging.DEBUG, logger="bot")
        guild = env.create_guild()
        channel = guild.create_text_channel("table")
        alice, bob = make_player(guild, env, "alice"), make_player(guild, env, "bob")
        await open_table(env, channel, alice, "wildcards", joiners=(bob,))
        await play_to_end(env, channel, [alice, bob])
    finally:
        for name, level in before.items():
            logging.getLogger(name).setLevel(level)
    k = await knowledge(env.bot.service, channel.id)
    lines = [r.getMessage() for r in caplog.records]
    assert not [r for r in caplog.records if r.name.startswith(("discord", "aiosqlite"))
                and r.levelno < logging.INFO]
    secrets = set().union(*k.private_texts) | {env.bot.http.token or "no-token"}
    hands = {json.dumps(v, sort_keys=True) for views in k.seat_views for v in views}
    for line in lines:
        assert not any(s in line for s in secrets), line
        assert not any(h in line for h in hands), line
