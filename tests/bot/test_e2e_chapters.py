"""The channel's live table messages read in order (docs/playing.md, "Everywhere"): each
chapter's message starts with its own chapter, and the move that ends a chapter (WildLife's
"alice ends their turn. alice draws 2 cards.") is told in the message of the chapter it ends;
a long chapter (an Evolution feeding) is summarised, not cut."""

from __future__ import annotations

import re

import pytest

from bot.core.ending import STORY_LINES
from tests.bot.support import act_once, game_state, live_panel, make_player, open_table

TURN = re.compile(r"· Turn \d+ · (?P<name>.+?) \(")


def table_messages(channel, title):
    """The chapters' table messages as they read now (their last edit), oldest first: the
    live one with its table picture, the finished ones with their words alone."""
    return [m.content.split("\n") for m in channel.history()
            if m.content.startswith(f"**{title}** · ")
            and all("-table-" in a.filename for a in m.attachments)]


async def wildlife_to_turn(env, turn: int):
    """alice and an AI seat play WildLife to ``turn``: the channel."""
    guild = env.create_guild()
    channel = guild.create_text_channel("wildlife")
    alice = make_player(guild, env, "alice")
    await open_table(env, channel, alice, "wildlife", ais=1)
    while (game_state(env.bot, channel.id).view(None).get("turn_number") or 0) < turn:
        await act_once(env, alice, live_panel(env, alice))
    return channel


async def test_each_turns_message_starts_with_its_own_turn_and_no_finished_one_waits(
        simcord_env):
    """One game to turn 6 for both checks of the turns' messages: each starts with its own
    turn and tells how it ended; and scrolling back tells the truth: a finished turn's message
    says how it ended, without the picture of it still live ("Waiting for alice") and without
    a "Now:" line; only the live message carries the table picture."""
    env = simcord_env
    channel = await wildlife_to_turn(env, 6)
    await env.settle()
    turns = [(TURN.search(lines[0]), lines[1:]) for lines in
             table_messages(channel, "WildLife")]
    turns = [(m["name"], lines) for m, lines in turns if m]
    assert len(turns) >= 4
    ended = 0
    for name, lines in turns:
        for line in lines:
            who = re.fullmatch(r"(.+?) (ends their turn|draws \d+ cards?)\.", line)
            assert who is None or who[1] == name, (name, lines)
            ended += who is not None and who[2] == "ends their turn"
        assert not any(line.startswith("It is ") for line in lines[1:]), lines
    assert ended >= len(turns) - 2, "the turns that ended say so in their own message"

    chapters = [m for m in channel.history() if m.content.startswith("**WildLife** · ")
                and all("-table-" in a.filename for a in m.attachments)]
    assert len(chapters) >= 4
    *finished, live = chapters
    assert [len(m.attachments) for m in finished] == [0] * len(finished)
    assert not any("➡️" in m.content for m in finished)
    assert len(live.attachments) == 1 and "➡️" in live.content


def summarised(channel) -> bool:
    """Whether some table message of the channel summarises its feeding so far."""
    return any(line.startswith("Eaten so far: ") for lines in
               table_messages(channel, "Evolution") for line in lines)


@pytest.mark.any_store
@pytest.mark.whole_game
async def test_a_long_feeding_is_summarised_not_cut(simcord_env):
    """Played until a feeding is long enough to be summarised (the whole game at most)."""
    env = simcord_env
    guild = env.create_guild()
    channel = guild.create_text_channel("evolution")
    alice, bob = make_player(guild, env, "alice"), make_player(guild, env, "bob")
    await open_table(env, channel, alice, "evolution", joiners=(bob,), ais=2)
    for _ in range(5000):
        if game_state(env.bot, channel.id) is None or summarised(channel):
            break
        player = next((p for p in (alice, bob) if live_panel(env, p) is not None), None)
        assert player is not None, "stalled: nobody has a panel"
        await act_once(env, player, live_panel(env, player))
    await env.settle()
    messages = table_messages(channel, "Evolution")
    for lines in messages:
        story = [line for line in lines[1:] if not line.startswith(("➡️", "🏁"))]
        assert len(story) <= STORY_LINES, lines
    summaries = [lines for lines in messages if any(line.startswith("Eaten so far: ")
                                                    for line in lines)]
    assert summaries, "some feeding was long enough to be summarised"
    for lines in summaries:
        eaten = next(line for line in lines if line.startswith("Eaten so far: "))
        assert re.search(r"(alice|bob|AI \d) \d+ plant food and \d+ meat", eaten), eaten


@pytest.mark.any_store
@pytest.mark.whole_game
async def test_a_feedings_end_is_told_in_the_feedings_own_message(simcord_env):
    """The move that ends Evolution's feeding tells how it ended (the food left, the species
    that died out) in the feeding's message, not at the head of the next round's."""
    env = simcord_env
    guild = env.create_guild()
    channel = guild.create_text_channel("evolution")
    alice = make_player(guild, env, "alice")
    await open_table(env, channel, alice, "evolution", ais=1)
    while game_state(env.bot, channel.id).view(None).get("round", 1) < 3:
        await act_once(env, alice, live_panel(env, alice))
    await env.settle()
    told = [lines for lines in table_messages(channel, "Evolution")
            if any(line.startswith("Feeding ends;") for line in lines)]
    assert len(told) >= 2, "two feedings have ended"
    assert all(lines[0].endswith(" · feeding") for lines in told), [m[0] for m in told]
