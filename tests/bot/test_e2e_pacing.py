"""AI seats play paced (``ai_delay_seconds``), and their pauses hold nothing up (they are taken
without the channel's lock, bot/ui/autoplay.py): with a 1.5 s delay the clicker's panel is
updated within 1 s while the AI seats play on, and ``/game cancel`` during an AI burst is
answered within 1 s. Real time is measured here (SimCord's actors would wait for the whole
burst)."""

from __future__ import annotations

import pytest

from tests.bot.support import (
    answered_within,
    emit_click,
    emit_slash,
    game_state,
    live_panel,
    make_player,
    open_table,
)

# What this module checks happens above the store, so it runs on SQLite only (the store's
# own tests run on both).
pytestmark = pytest.mark.any_store


@pytest.mark.bot_settings(ai_delay_seconds=1.5)
async def test_the_clicker_and_a_cancel_never_wait_for_the_ai(simcord_env):
    env = simcord_env
    guild = env.create_guild()
    channel = guild.create_text_channel("table")
    alice = make_player(guild, env, "alice")
    await open_table(env, channel, alice, "wildcards", ais=2)
    for _ in range(20):  # alice's clicks until one sets off AI moves
        panel = live_panel(env, alice)
        button = next(c["custom_id"] for row in panel.components for c in row["components"]
                      if c["custom_id"].startswith(("wt:a:", "wt:c:")))
        version = game_state(env.bot, channel.id).version
        click = emit_click(env, alice.id, panel, button)
        assert await answered_within(env, click, 1.0) < 1.0
        assert game_state(env.bot, channel.id).version >= version + 1
        burst = env.bot.autoplay.tasks.get(channel.id)
        if burst is not None and not burst.done():
            break  # the AI seats play on, paced
        await env.settle(timeout=30)
    else:
        raise AssertionError("no AI burst followed alice's clicks")
    cancel = emit_slash(env, alice.member, channel, "game cancel")
    assert await answered_within(env, cancel, 1.0) < 1.0
    await env.settle(timeout=30)
    assert env.bot.service.tables.table(channel.id) is None
    assert "cancelled" in channel.history()[-1].content or any(
        "cancelled" in m.content for m in channel.history()[-3:])
