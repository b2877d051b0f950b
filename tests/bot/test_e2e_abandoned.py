"""A no-show abandons the game (docs/history.md, "Ratings"): bob never clicks, the turn
timer's fallback plays each of his decisions; whatever place it reached, the result message's
ratings mark him abandoned, ``/game history``
marks his seat abandoned and crowns no win for it, and his ``/game profile`` counts the game
as abandoned, not won, with a rating that did not rise."""

from __future__ import annotations

import re

import pytest

from tests.bot.support import act_once, game_state, live_panel, make_player, open_table, said


@pytest.mark.whole_game
@pytest.mark.bot_settings(min_games=1)
@pytest.mark.any_store  # the store is the core's, tested on both (tests/store, tests/tournament)
async def test_a_player_who_never_clicks_abandons_the_game(simcord_env):
    env = simcord_env
    guild = env.create_guild()
    channel = guild.create_text_channel("table")
    alice, bob = make_player(guild, env, "alice"), make_player(guild, env, "bob")
    # a turn timer whose reminder (half of it) lies beyond any settle wait: a settle never
    # waits a timer out in real time (tests/support/settle.py)
    await open_table(env, channel, alice, "wildcards", joiners=(bob,), turn_timer=300)
    for _ in range(2000):
        if game_state(env.bot, channel.id) is None:
            break
        panel = live_panel(env, alice)
        if panel is not None:
            await act_once(env, alice, panel)
        else:
            await env.advance_time(301)
            await env.settle()
    assert game_state(env.bot, channel.id) is None, "the game ended"

    result = next(m.content for m in channel.history() if "Ratings" in (m.content or ""))
    assert re.search(r"bob [+-][\d,]+ → [\d,]+ \(abandoned\)", result), result

    history = said(await alice.member.slash(channel, "game history"))[0][0]
    assert re.search(r"bob [\d.,]+ \(abandoned\)", history), history
    assert "🏆 bob" not in history, history
    profile = said(await bob.member.slash(channel, "game profile"))[0][0]
    assert re.search(r"Wild Cards: 1 game, 0 won, 1 abandoned, ", profile), profile
    rating = int(re.search(r"rating ([\d,]+)", profile)[1].replace(",", ""))
    assert rating <= 1000, profile
    mine = said(await alice.member.slash(channel, "game profile"))[0][0]
    assert "abandoned" not in mine, mine
