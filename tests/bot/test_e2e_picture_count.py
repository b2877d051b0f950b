"""How many pictures a whole game of two people draws a move (docs/performance.md, "Pictures a
move"). A hand picture is drawn again only when what it shows changes (``renderers.picture_key``);
what changes within a turn (cards played, the auction still due, whose decision it is) is said
in the DM panel's text instead, so a turn's decisions reuse one hand picture.

The pictures are the recording renderer's (a whole game of real pictures takes minutes), cached
on the real renderers' key, so a picture is drawn exactly when the real bot would draw it.
"""

from __future__ import annotations

import pytest

from bot.messages.render import picture_key
from tests.bot.support import make_player, open_table, play_to_end

#: pictures drawn a move, at most, in a whole game of two people (measured 1.64, 1.83 and
#: 1.67; before the hand pictures left their per-turn status to the text, 1.75, 1.87, 1.66).
#: The table picture alone is 0.7-0.75 a move, and a WildLife hand's cards and own panel change
#: about 0.47 a move even without its map crop, so 1.2 is out of reach while a decision's
#: hand picture shows the hand and the crop (docs/performance.md, "Pictures a move")
LIMIT = {"wildlife": 1.7, "wildcards": 1.9, "evolution": 1.75}


async def pictures_a_move(env, game: str) -> float:
    """Play ``game`` to its end with two people; the pictures drawn per move."""
    renderer = env.bot.renderer
    renderer.key = picture_key  # the real renderers' key: draw when they would draw
    guild = env.create_guild()
    channel = guild.create_text_channel(game)
    alice = make_player(guild, env, "alice")
    bob = make_player(guild, env, "bob")
    await open_table(env, channel, alice, game, joiners=(bob,))
    before = renderer.drawn
    moves = await play_to_end(env, channel, [alice, bob])
    await env.settle()
    drawn = renderer.drawn - before
    print(f"{game}: {drawn} pictures drawn in {moves} moves: {drawn / moves:.2f} a move "
          f"({renderer.reused} from the cache)")
    return drawn / moves


@pytest.mark.parametrize("game", ["wildlife", "wildcards", "evolution"])
@pytest.mark.whole_game
@pytest.mark.any_store
async def test_a_whole_game_draws_few_pictures_a_move(simcord_env, game):
    assert await pictures_a_move(simcord_env, game) <= LIMIT[game]
