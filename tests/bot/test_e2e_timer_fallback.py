"""A turn timer's fallback is told as a fallback, once: the timed-out player's DM says the
choice was made for them (not "✅" as if they chose it), the channel says "Time is up" once a
chapter however many steps the fallback plays, and the reminder names a clock time that stays
true (a relative "in 30 seconds" would read "1 second ago" once it passed)."""

from __future__ import annotations

import re

import pytest

from tests.bot.support import EPHEMERAL, game_state, make_player, open_table

# what the fallback is told as; timers fire on both in tests/store
pytestmark = pytest.mark.any_store


def dm_texts(env, player):
    return [m.content or "" for m in env.backend.messages.get(player.user.dm_channel.id,
                                                                {}).values()
            if not m.flags & EPHEMERAL]


async def test_a_timed_out_bid_is_told_as_the_timer_s_choice(simcord_env):
    env = simcord_env
    guild = env.create_guild()
    channel = guild.create_text_channel("table")
    alice, bob = make_player(guild, env, "alice"), make_player(guild, env, "bob")
    await open_table(env, channel, alice, "wildcards", joiners=(bob,), turn_timer=60)
    version = game_state(env.bot, channel.id).version
    await env.advance_time(31)
    reminders = [m.content for m in channel.history() if m.content.startswith("⏰ <@")]
    assert reminders and all(":t>" in r and ":R>" not in r for r in reminders), reminders
    await env.advance_time(30)
    await env.settle()
    assert game_state(env.bot, channel.id).version > version, "the fallback played"
    for player in (alice, bob):
        texts = dm_texts(env, player)
        told = [t for t in texts if "Your time was up" in t]
        assert len(told) == 1, texts
        assert not any(t.startswith("✅") for t in texts), texts
    table = [m.content for m in channel.history() if "Time is up" in (m.content or "")]
    assert table, "the channel says time was up"
    for text in table:
        for name in ("alice", "bob"):
            assert text.count(f"Time is up for {name}") <= 1, text


async def test_a_fallback_of_many_steps_is_told_once(simcord_env):
    """In WildLife the rest of a timed-out turn falls due at once: several fallback moves in
    a row are one fallback, told by one "Time is up" line in the channel (the old story
    repeated it before each step) and one line in the player's DM."""
    env = simcord_env
    guild = env.create_guild()
    channel = guild.create_text_channel("table")
    alice, bob = make_player(guild, env, "alice"), make_player(guild, env, "bob")
    await open_table(env, channel, alice, "wildlife", joiners=(bob,), turn_timer=60)
    version = game_state(env.bot, channel.id).version
    for _ in range(12):  # 8 seeds, then the turns
        await env.advance_time(61)
        await env.settle()
    lines = 0
    for text in [m.content for m in channel.history()]:
        names = re.findall(r"Time is up for (\w+)", text)
        lines += len(names)
        assert all(a != b for a, b in zip(names, names[1:], strict=False)), text
    assert lines >= 2
    assert game_state(env.bot, channel.id).version - version > lines, \
        "some fallback played several steps"
    told = [t for p in (alice, bob) for t in dm_texts(env, p) if "time was up" in t]
    assert told and all(t.count("time was up") == 1 for t in told)
    assert not any(t.startswith("✅") for p in (alice, bob) for t in dm_texts(env, p))
