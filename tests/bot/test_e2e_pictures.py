"""With the real renderers: the channel's picture is ``render_table`` of the public view and
a player's DM picture is ``render_hand`` of their own view, byte for byte (docs/design.md,
"The renderers' contract")."""

from __future__ import annotations

import pytest

import engine
import renderers
from tests.bot.support import act_once, game_state, live_panel, make_player, open_table

# What this module checks happens above the store, so it runs on SQLite only (the store's
# own tests run on both).
pytestmark = pytest.mark.any_store


@pytest.mark.real_pictures
@pytest.mark.whole_game
async def test_pictures_are_the_renderers_output_of_the_right_view(simcord_env):
    env = simcord_env
    # the process's first pictures load fonts and draw the cached layers; done here, outside
    # the bot's settle time, which a busy machine would otherwise exceed
    renderers.warm_up()
    renderers.render_table("evolution", engine.new_game("evolution", ["a", "b"]).view(None))
    guild = env.create_guild()
    channel = guild.create_text_channel("table")
    alice = make_player(guild, env, "alice")
    await open_table(env, channel, alice, "evolution", ais=1)
    for _ in range(3):
        await act_once(env, alice, live_panel(env, alice))
    state = game_state(env.bot, channel.id)
    posted = [m for m in channel.history() if m.attachments]
    assert posted, "the channel got the table picture"
    table_png = env.backend.cdn.get(posted[-1].attachments[0].url)
    assert table_png == renderers.render_table("evolution", state.view(None))
    panel = live_panel(env, alice)
    assert panel is not None and panel.attachments
    hand_png = env.backend.cdn.get(panel.attachments[0]["url"])
    assert hand_png == renderers.render_hand("evolution", state.view(0))
    assert table_png.startswith(b"\x89PNG") and hand_png != table_png
