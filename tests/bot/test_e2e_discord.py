"""Real Discord is less kind than the simulation: each test here sets SimCord up the way
Discord behaves (docs/bot.md, "On real Discord") and checks that no table stalls, is cancelled
by mistake, or shows one server's games in another."""

from __future__ import annotations

from tests.bot.support import game_state, make_player, open_table, play_to_end


async def test_a_failed_answer_to_a_click_does_not_stall_the_table(simcord_env):
    """Discord refuses every answer given through a click's interaction (401 50027: its token
    is older than 15 minutes): the table moves on all the same (the AI seat plays), and the
    mover's next panel reaches them as a DM from the outbox, to the end of the game."""
    env = simcord_env
    guild = env.create_guild()
    channel = guild.create_text_channel("table")
    alice = make_player(guild, env, "alice")
    await open_table(env, channel, alice, "wildcards", ais=1)
    env.inject_error("PATCH", "/webhooks/*/messages/@original", status=401, code=50027,
                     message="Invalid Webhook Token", times=None)
    clicks = await play_to_end(env, channel, [alice])
    assert clicks > 5 and game_state(env.bot, channel.id) is None
    assert not env.errors
