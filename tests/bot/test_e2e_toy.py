"""A fourth game needs no edit in the generic bot (docs/design.md, "The bot's design"):
the toy game of tests/support/toy.py, registered in ``engine.GAMES`` for this test only, is
opened with ``/game new``, played to the end through DM panels and finished with its result,
by the unmodified bot. It has no adapter in bot/core/games/: the defaults serve it."""

from __future__ import annotations

import pytest

from bot.core.games import adapter
from bot.core.games.base import Adapter
from tests.bot.support import game_state, make_player, open_table, play_to_end, said
from tests.support import toy

# What this module checks happens above the store, so it runs on SQLite only (the store's
# own tests run on both).
pytestmark = pytest.mark.any_store


@pytest.mark.whole_game
async def test_the_toy_game_plays_through_the_unmodified_bot(toy_game, simcord_env):
    env = simcord_env
    assert type(adapter(toy.NAME)) is Adapter, "no adapter of its own"
    guild = env.create_guild()
    channel = guild.create_text_channel("toy-table")
    alice, bob = make_player(guild, env, "alice"), make_player(guild, env, "bob")
    suggestions = await alice.member.autocomplete(channel, "game new", "game", "to")
    assert any(c["value"] == toy.NAME for c in suggestions)
    await open_table(env, channel, alice, toy.NAME, joiners=(bob,), options="double_last")
    assert game_state(env.bot, channel.id).options == {"double_last": True}
    clicks = await play_to_end(env, channel, [alice, bob])
    assert clicks >= 6, "three rounds of two bids at least"
    result = channel.history()[-1].content
    assert "Game over. Winner:" in result and "Rematch" in [
        c.label for row in channel.history()[-1].components for c in row.children]
    status = said(await bob.member.slash(channel, "game status"))[0][0]
    assert "game over" in status
