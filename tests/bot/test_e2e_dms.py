"""A player's DM after a whole game reads as a short log (docs/playing.md, "DMs and
pictures"): one live panel per table; an answered panel shrinks to one line of what was done,
without its picture or controls; nothing stays clickable once it can no longer work."""

from __future__ import annotations

from tests.bot.support import EPHEMERAL, controls, make_player, open_table, play_to_end


def dm_messages(env, player):
    return [m for m in env.backend.messages.get(player.user.dm_channel.id, {}).values()
            if not m.flags & EPHEMERAL]


async def test_a_whole_wildlife_game_leaves_a_tidy_dm(simcord_env):
    env = simcord_env
    guild = env.create_guild()
    channel = guild.create_text_channel("table")
    alice, bob = make_player(guild, env, "alice"), make_player(guild, env, "bob")
    await open_table(env, channel, alice, "wildlife", joiners=(bob,), ais=1)
    await play_to_end(env, channel, [alice, bob])
    await env.settle()
    for player in (alice, bob):
        dms = dm_messages(env, player)
        pictures = [m for m in dms if m.attachments]
        live = [m for m in dms if controls(m)]
        assert len(dms) > 10, "a decision per message"
        assert len(pictures) <= 2, f"{len(pictures)} of {len(dms)} DMs keep a picture"
        assert live == [], f"{len(live)} DMs still have controls: " + repr(
            [c.get("label") for m in live for c in controls(m)][:8])
    assert not env.errors
