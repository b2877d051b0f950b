"""A player's DM after a whole game reads as a short log (docs/playing.md, "DMs and
pictures"): one live panel per table; an answered panel shrinks to one line of what was done,
without its picture or controls; nothing stays clickable once it can no longer work, in the
DMs or in the channel; every picture carries alt text."""

from __future__ import annotations

import pytest

from tests.bot.support import (
    EPHEMERAL,
    controls,
    make_player,
    open_table,
    play_to_end,
    sent_pictures,
)


def dm_messages(env, player):
    return [m for m in env.backend.messages.get(player.user.dm_channel.id, {}).values()
            if not m.flags & EPHEMERAL]


@pytest.mark.parametrize("game", ["wildlife", "wildcards", "evolution"])
async def test_a_whole_game_leaves_tidy_dms_and_no_dead_control(simcord_env, game):
    env = simcord_env
    guild = env.create_guild()
    channel = guild.create_text_channel("table")
    alice, bob = make_player(guild, env, "alice"), make_player(guild, env, "bob")
    await open_table(env, channel, alice, game, joiners=(bob,), ais=1)
    await play_to_end(env, channel, [alice, bob])
    await env.settle()
    for player in (alice, bob):
        dms = dm_messages(env, player)
        pictures = [m for m in dms if m.attachments]
        live = [m for m in dms if controls(m)]
        assert len(dms) > 3, "a decision per message"
        assert len(pictures) <= 2, f"{len(pictures)} of {len(dms)} DMs keep a picture"
        assert live == [], f"{len(live)} DMs still have controls: " + repr(
            [c.get("label") for m in live for c in controls(m)][:8])
        sent = sent_pictures(env, player.user.dm_channel.id)
        assert sent and all(description for _, description, _ in sent), \
            "a DM picture without alt text"
    table = list(env.backend.messages.get(channel.id, {}).values())
    left = [c["custom_id"] for m in table for c in controls(m)]
    assert len(table) > 5
    assert all(c.startswith("wt:r:") for c in left), f"dead controls in the channel: {left}"
    assert len(left) == 1, "the result keeps its Rematch"
    assert all(description for _, description, _ in sent_pictures(env, channel.id))
    assert not env.errors
