"""History, ratings and replays through the real bot (docs/history.md): the end message
carries each person's rating change; ``/game history`` lists the server's games with their
result pictures; ``/game profile`` and ``/game leaderboard`` answer from the ratings; ``/game
replay`` attaches a file that loads back and reproduces the game; in a server with no games
each refuses politely.

A person's review of their own game (docs/history.md, "Your review"): the result's My review
button and ``/game review <id>`` answer the asker alone, with their accuracy and their
costliest decisions as table pictures; someone who did not play is told so, and nothing
reaches the channel. Checked on the second of the history's games, so that one pair of games
serves both."""

from __future__ import annotations

import json
import re

import pytest

from bot.core.replays import check, load, rebuild
from tests.bot.support import make_player, open_table, play_to_end, refusal, said


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
    leaderboard, a replay that loads back); then a second one: each of its people gets their
    own review; the two are listed newest first; another server sees none of them, and a game
    id from here is refused there."""
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
    await check_reviews(env, guild, *await finished(env, guild, "second"))
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


async def check_reviews(env, guild, channel, alice, bob):
    """Each person gets their own review of the channel's finished game, alone; carol, who did
    not play, is refused; nothing reaches the channel."""
    result = channel.history()[-1]
    posted = len(channel.history())

    clicked = await alice.member.click(result, label="My review")
    answers = [(m.content, m.ephemeral, m.attachments) for m in
               ([clicked.response] if clicked.response else []) + list(clicked.followups)
               if m.content]
    assert len(answers) == 1, said(clicked)
    text, ephemeral, pictures = answers[0]
    assert ephemeral and text.startswith("**Your review of Wild Cards #"), text
    head = re.search(r"accuracy (\d+)%: (\d+) of your (\d+) decisions", text)
    assert head and 0 <= int(head[1]) <= 100 and int(head[2]) <= int(head[3]), text
    costly = re.findall(r"^\*\*\d\.\*\* Move \d+: you played .+; better was .+", text, re.M)
    assert len(costly) == len(pictures) <= 3, (costly, pictures)
    assert all(p.filename.startswith("wildcards-table-") for p in pictures), pictures
    game_id = int(re.search(r"#(\d+)\*\*", text)[1])

    command = await bob.member.slash(channel, "game review", game_id=game_id)
    texts = [t for t, eph in said(command) if t and "Your review" in t]
    assert len(texts) == 1 and all(eph for t, eph in said(command) if t), said(command)

    carol = make_player(guild, env, "carol")
    assert f"Only the people who played game #{game_id}" in refusal(
        await carol.member.click(result, label="My review"))
    assert f"Only the people who played game #{game_id}" in refusal(
        await carol.member.slash(channel, "game review"))
    assert len(channel.history()) == posted, "a review is never posted in the channel"


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
