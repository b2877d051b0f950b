"""Real Discord is less kind than the simulation: each test here sets SimCord up the way
Discord behaves (docs/bot.md, "On real Discord") and checks that no table stalls, is cancelled
by mistake, or shows one server's games in another."""

from __future__ import annotations

import pytest

from tests.bot.support import game_state, make_player, open_table, play_to_end

# What this module checks happens above the store, so it runs on SQLite only (the store's
# own tests run on both).
pytestmark = pytest.mark.any_store


@pytest.mark.whole_game
async def test_a_failed_answer_to_a_click_does_not_stall_the_table(simcord_env):
    """Discord refuses every answer given through a click's interaction: the first (404
    10062, "Unknown interaction": its 3 seconds had passed) and an edit of it (401 50027: its
    token is older than 15 minutes). The table moves on all the same (the AI seat plays), the
    mover's next panel reaches them as a DM from the outbox, to the end of the game, and the
    bot tries nothing more on a click it could not answer (no deferral, no error reply)."""
    env = simcord_env
    guild = env.create_guild()
    channel = guild.create_text_channel("table")
    alice = make_player(guild, env, "alice")
    await open_table(env, channel, alice, "wildcards", ais=1)
    env.inject_error("PATCH", "/webhooks/*/messages/@original", status=401, code=50027,
                     message="Invalid Webhook Token", times=None)
    env.inject_error("POST", "/interactions/*/callback", status=404, code=10062,
                     message="Unknown interaction", times=None)
    before = len(env.backend.http_requests)
    clicks = await play_to_end(env, channel, [alice])
    assert clicks > 5 and game_state(env.bot, channel.id) is None
    assert not env.errors
    answers = [r for r in env.backend.http_requests[before:]
               if r.path.startswith("/interactions/") or "@original" in r.path]
    assert len(answers) == clicks, "one answer tried a click, nothing more"
