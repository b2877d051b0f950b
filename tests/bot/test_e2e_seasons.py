"""Seasons through the real bot (docs/tournaments.md, "Seasons"): ``/game leaderboard
season:current|previous|all``; a month later last month's games are the previous season's;
ratings carry on; ``/game settings season_days`` changes the length.

The games are the toy game's (tests/support/toy.py): the subject is the season's leaderboard,
not a title, and the same unmodified bot rates the toy's games as any other's."""

from __future__ import annotations

import pytest

from tests.bot.support import make_player, open_table, play_to_end, refusal, said
from tests.bot.test_e2e_settings import manager
from tests.support import toy


async def board(player, channel, season=None) -> str:
    options = {"game": toy.NAME} | ({"season": season} if season else {})
    return said(await player.member.slash(channel, "game leaderboard", **options))[0][0]


@pytest.mark.bot_settings(min_games=1)
@pytest.mark.whole_game
@pytest.mark.any_store  # the season's table runs on both stores in tests/history/test_seasons.py
async def test_last_months_games_are_the_previous_season(simcord_env, toy_game):
    env = simcord_env
    guild = env.create_guild()
    channel = guild.create_text_channel("table")
    alice, bob = make_player(guild, env, "alice"), make_player(guild, env, "bob")
    await open_table(env, channel, alice, toy_game, joiners=(bob,))
    await play_to_end(env, channel, [alice, bob])
    current = await board(alice, channel, "current")
    assert "season" in current and f"<@{alice.id}>" in current and "(1 game," in current
    assert "in the season" in refusal(await alice.member.slash(
        channel, "game leaderboard", game=toy_game, season="previous"))
    rating_then = (await alice.member.slash(channel, "game leaderboard",
                                            game=toy_game)).response.content
    await env.advance_time(32 * 86400)
    previous = await board(alice, channel, "previous")
    assert f"<@{alice.id}>" in previous and previous.split("\n")[1:] == current.split("\n")[1:]
    assert "in the season" in refusal(await alice.member.slash(
        channel, "game leaderboard", game=toy_game, season="current"))
    await open_table(env, channel, bob, toy_game, joiners=(alice,))
    await play_to_end(env, channel, [alice, bob])
    now = await board(alice, channel, "current")
    overall = await board(alice, channel)
    assert "(1 game," in now and "(2 games)" in overall, "the season counts its own games"
    lines = {line.split(" ", 1)[1].split(" (")[0]: line.split(" ")[2] for line in
             overall.split("\n")[1:]}
    for line in now.split("\n")[1:]:
        who, rating = line.split(" ", 1)[1].split(" (")[0], line.split(" ")[2]
        assert lines[who] == rating, "ratings carry on: the season shows the same rating"
    assert rating_then != overall
    mod = manager(env, guild)
    shown = said(await mod.slash(channel, "game settings", season_days=7))[0][0]
    assert "Leaderboard seasons: 7 days" in shown
    weekly = await board(alice, channel, "current")
    assert "season" in weekly
