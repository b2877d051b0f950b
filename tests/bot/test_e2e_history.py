"""History, ratings and replays through the real bot (docs/history.md): the end message
carries each person's rating change; ``/game history`` lists the server's games with their
result pictures; ``/game profile`` and ``/game leaderboard`` answer from the ratings; ``/game
replay`` attaches a file that loads back and reproduces the game; in a server with no games
each refuses politely."""

from __future__ import annotations

import json
import re

import pytest

from bot.core.replays import check, load, rebuild
from tests.bot.support import make_player, open_table, play_to_end, said


async def finished(env, guild, name="table"):
    channel = guild.create_text_channel(name)
    alice, bob = make_player(guild, env, "alice"), make_player(guild, env, "bob")
    await open_table(env, channel, alice, "wildcards", joiners=(bob,), ais=1)
    await play_to_end(env, channel, [alice, bob])
    return channel, alice, bob


@pytest.mark.bot_settings(min_games=1)
@pytest.mark.whole_game
@pytest.mark.any_store  # the store's part runs on both in tests/history (history, ratings)
async def test_finished_games_add_up_and_stay_the_servers_own(simcord_env):
    """A finished game adds up (rating lines, ``/game history`` with its pictures, profile,
    leaderboard, a replay that loads back); then a second one: the two are listed newest
    first; another server sees none of them, and a game id from here is refused there."""
    env = simcord_env
    guild = env.create_guild()
    channel, alice, bob = await finished(env, guild, "first")
    result = channel.history()[-1].content
    ratings = re.search(r"Ratings: (.*)", result)
    assert ratings and "alice" in ratings[1] and "bob" in ratings[1] and "AI" not in ratings[1]
    assert re.search(r"Your rating: [+-]\d+ → [\d,]+\.", alice.user.dm_channel.last_message
                     .content)

    listing = await bob.member.slash(channel, "game history")
    text, ephemeral = said(listing)[0]
    assert ephemeral and "Wild Cards" in text and "🏆" in text
    line = next(line for line in text.splitlines() if line.startswith("`#"))
    game_id = int(re.match(r"`#(\d+)`", line)[1])
    assert all(f"{name} " in line for name in ("alice", "bob", "AI 1")), line
    shown = await bob.member.select(listing.response, [str(game_id)])
    picture = shown.response
    names = [a.filename for a in picture.attachments]
    assert names[0].startswith("wildcards-result-") and names[1].startswith("wildcards-story-")
    assert picture.content.count("Wild Cards") == 1, picture.content
    assert "How it went" in picture.content and picture.attachments[1].description

    profile = said(await alice.member.slash(channel, "game profile"))[0][0]
    assert re.search(r"Wild Cards: 1 game, [01] won, average place [\d.]+, best score", profile)
    board = said(await alice.member.slash(channel, "game leaderboard", game="wildcards"))[0][0]
    assert f"<@{alice.id}>" in board and f"<@{bob.id}>" in board

    replay = await alice.member.slash(channel, "game replay", game_id=game_id)
    assert "python" not in replay.response.content and "🏆" in replay.response.content
    assert f"#{game_id}" in replay.response.content and "How it went" in replay.response.content
    chart, attachment = replay.response.attachments
    assert chart.filename.startswith("wildcards-story-") and chart.description
    assert attachment.filename == f"wildtable-wildcards-{game_id}.json"
    data = load(env.backend.cdn.get(attachment.url).decode())
    states = rebuild(data)
    check(data, states[-1])
    assert data["players"][:2] == ["alice", "bob"] and json.dumps(data)

    # a second game here; the history is the server's own
    await finished(env, guild, "second")
    listing = said(await alice.member.slash(channel, "game history"))[0][0]
    lines = [line for line in listing.splitlines() if line.startswith("`#")]
    assert [line[:4] for line in lines] == ["`#2`", "`#1`"], "newest first"
    other = env.create_guild()
    outsider = make_player(other, env, "dora")
    elsewhere = other.create_text_channel("elsewhere")
    refused = said(await outsider.member.slash(elsewhere, "game replay", game_id=1))[0][0]
    assert "no such game in this server" in refused
    assert "No game has ended" in said(await outsider.member.slash(elsewhere,
                                                                   "game history"))[0][0]


async def test_a_server_without_games_gets_polite_refusals(simcord_env):
    env = simcord_env
    guild = env.create_guild()
    channel = guild.create_text_channel("quiet")
    carol = make_player(guild, env, "carol")
    for name, options, expected in [
            ("game history", {}, "No game has ended in this server yet"),
            ("game profile", {}, "has no rated game yet"),
            ("game leaderboard", {"game": "wildlife"}, "leaderboard starts there"),
            ("game leaderboard", {"game": "chess"}, "There is no game 'chess'"),
            ("game replay", {}, "No game was played in this channel")]:
        answer = said(await carol.member.slash(channel, name, **options))
        assert len(answer) == 1 and answer[0][1], name
        assert expected in answer[0][0], (name, answer)
