"""Undo: the person who just acted can take their decision back from their panel while it
revealed nothing new and nobody else has acted since; the engine decides (engine.undo: the
game rebuilt from its log without that move; the contract suite proves per title that nothing
hidden is learned through it). The channel's live message shows the undo."""

from __future__ import annotations

import json

import pytest

from tests.bot.support import (
    as_message,
    controls,
    game_state,
    make_player,
    open_table,
    seat_to_act,
)

# What this module checks happens above the store, so it runs on SQLite only (the store's
# own tests run on both).
pytestmark = pytest.mark.any_store


def undo_button(stored):
    return next((c for c in controls(stored) if c["custom_id"].startswith("wt:z:")), None)


@pytest.mark.parametrize("game", ["wildcards", "evolution"])
async def test_a_move_that_showed_nothing_is_taken_back(simcord_env, game):
    env = simcord_env
    guild = env.create_guild()
    channel = guild.create_text_channel("table")
    alice, bob = make_player(guild, env, "alice"), make_player(guild, env, "bob")
    await open_table(env, channel, alice, game, joiners=(bob,))
    for _ in range(40):
        player = seat_to_act(env, channel.id, [alice, bob])
        state = game_state(env.bot, channel.id)
        seat = state.to_act()[0]
        before = json.loads(state.to_json())
        code = state.legal_actions(seat)[0].code
        # through the DM panel's own button, so the panel is what answers
        panel = next(m for m in reversed(list(env.backend.messages[
            player.user.dm_channel.id].values())) if controls(m))
        button = next((c for c in controls(panel) if c["custom_id"].endswith(":" + code)), None)
        if button is None:
            await player.member.slash(channel, "game play", choice=code)
            continue
        await player.user.click(as_message(env, panel), custom_id=button["custom_id"])
        answered = env.backend.messages[panel.channel_id][panel.id]
        undo = undo_button(answered)
        if undo is None:
            assert not game_state(env.bot, channel.id).can_undo(seat) or (
                game_state(env.bot, channel.id).log[-1][0] != seat)
            continue
        await player.user.click(as_message(env, answered), custom_id=undo["custom_id"])
        after = json.loads(game_state(env.bot, channel.id).to_json())
        assert after.pop("version") == before.pop("version") + 2
        for key in ("events", "last_revealed"):
            after.pop(key, None), before.pop(key, None)
        assert after == before, "the game is as it was before the move"
        assert any("takes back their last move" in m.content for m in channel.history()[-2:])
        return
    raise AssertionError("no move offered an undo")
