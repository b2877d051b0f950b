"""Retiring survives a restart (docs/bot.md, "Channel output"): a panel left behind by a restart
(here an answered one still offering Undo) loses its controls with its seat's next decision,
its words kept; after the game nothing in a DM is clickable and at most the last panels keep
a picture."""

from __future__ import annotations

import pytest

from tests.bot.support import (
    EPHEMERAL,
    act_once,
    controls,
    game_state,
    live_panel,
    make_player,
    open_table,
    play_to_end,
)


def dm_messages(env, player):
    return [m for m in env.backend.messages.get(player.user.dm_channel.id, {}).values()
            if not m.flags & EPHEMERAL]


async def next_click(env, players):
    player = next(p for p in players if live_panel(env, p) is not None)
    await act_once(env, player, live_panel(env, player))
    await env.settle()
    return player


@pytest.mark.whole_game
async def test_a_panel_from_before_a_restart_is_retired(simcord_env, harness):
    env = simcord_env
    guild = env.create_guild()
    channel = guild.create_text_channel("table")
    alice, bob = make_player(guild, env, "alice"), make_player(guild, env, "bob")
    players = [alice, bob]
    await open_table(env, channel, alice, "wildcards", joiners=(bob,), ais=1)
    held = None
    for _ in range(60):   # until a person's answered panel offers Undo
        mover = await next_click(env, players)
        held = next((m for m in dm_messages(env, mover)
                     if any(c["custom_id"].startswith("wt:z:") for c in controls(m))), None)
        if held is not None and live_panel(env, mover) is None:
            break
    assert held is not None, "no answered panel offered Undo"
    words = held.content

    await env.restart_bot(await harness.bot())
    for _ in range(60):   # until the mover's next decision comes in a new message
        panel = live_panel(env, mover)
        if panel is not None and panel.id != held.id:
            break
        await next_click(env, players)
    else:
        raise AssertionError("no next decision came")
    held = env.backend.messages[held.channel_id][held.id]
    assert controls(held) == [] and held.content == words

    await play_to_end(env, channel, players)
    await env.settle()
    assert game_state(env.bot, channel.id) is None
    for player in players:
        dms = dm_messages(env, player)
        assert [m.content for m in dms if controls(m)] == []
        assert len([m for m in dms if m.attachments]) <= 2
    assert not env.errors
