"""A person's review of their own game through the real bot (docs/history.md, "Your review"):
the result's My review button and ``/game review <id>`` answer the asker alone, with their
accuracy and their costliest decisions as table pictures; someone who did not play is told
so, and nothing reaches the channel."""

from __future__ import annotations

import re

import pytest

from tests.bot.support import make_player, open_table, play_to_end, refusal, said


@pytest.mark.whole_game
@pytest.mark.any_store  # the store's part (a past game by id) runs on both in tests/history
async def test_each_person_gets_their_own_review(simcord_env):
    env = simcord_env
    guild = env.create_guild()
    channel = guild.create_text_channel("table")
    alice, bob = make_player(guild, env, "alice"), make_player(guild, env, "bob")
    await open_table(env, channel, alice, "wildcards", joiners=(bob,), ais=1)
    await play_to_end(env, channel, [alice, bob])
    result = channel.history()[-1]
    posted = len(channel.history())

    clicked = await alice.member.click(result, label="My review")
    answers = [(m.content, m.ephemeral, m.attachments) for m in
               ([clicked.response] if clicked.response else []) + list(clicked.followups)
               if m.content]
    assert len(answers) == 1, said(clicked)
    text, ephemeral, pictures = answers[0]
    assert ephemeral and text.startswith("**Your review of Wild Cards #")
    head = re.search(r"accuracy (\d+)%: (\d+) of your (\d+) decisions", text)
    assert head and 0 <= int(head[1]) <= 100 and int(head[2]) <= int(head[3])
    costly = re.findall(r"^\*\*\d\.\*\* Move \d+: you played .+; better was .+", text, re.M)
    assert len(costly) == len(pictures) <= 3
    assert all(p.filename.startswith("wildcards-table-") for p in pictures)
    game_id = int(re.search(r"#(\d+)\*\*", text)[1])

    command = await bob.member.slash(channel, "game review", game_id=game_id)
    texts = [t for t, eph in said(command) if t and "Your review" in t]
    assert len(texts) == 1 and all(eph for t, eph in said(command) if t)

    carol = make_player(guild, env, "carol")
    assert f"Only the people who played game #{game_id}" in refusal(
        await carol.member.click(result, label="My review"))
    assert f"Only the people who played game #{game_id}" in refusal(
        await carol.member.slash(channel, "game review"))
    assert len(channel.history()) == posted, "a review is never posted in the channel"
