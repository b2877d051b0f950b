"""A tournament's tables are threads of its channel, and Discord may refuse a thread (docs/bot.md,
"On real Discord"): without Create Public Threads (403 50013, which SimCord enforces), with the
server at its active-thread limit (400 160006), the channel deleted (404 10003). The bot checks
the permissions before opening or starting a tournament, and the organiser hears at once of a
table that cannot open, and why, instead of "1 table is open"."""

from __future__ import annotations

import discord
import pytest
from simcord.backend.models.channel import Overwrite
from simcord.enums import OverwriteType

from bot.core.tournament.model import CANCELLED, RUNNING, SIGNUP
from tests.bot.support import make_player, refusal, said
from tests.bot.tournament_support import organiser, restart_deleting, sign_up, tournament

THREADS = discord.Permissions(create_public_threads=True).value
SEND_IN_THREADS = discord.Permissions(send_messages_in_threads=True).value


def deny(env, channel_id: int, bits: int) -> None:
    env.backend.edit_channel(channel_id, {}, overwrites=[
        Overwrite(env.backend.bot_user.id, OverwriteType.MEMBER, deny=bits)] if bits else [])


async def test_a_tournament_is_refused_where_the_bot_cannot_open_threads(simcord_env,
                                                                         locales):
    """/tournament new and /tournament start name the missing permission (Create Public
    Threads, Send Messages in Threads), in the organiser's language, and change nothing."""
    env = simcord_env
    guild = env.create_guild()
    channel = guild.create_text_channel("events")
    org = organiser(env, guild)
    deny(env, channel.id, THREADS)
    answer = refusal(await org.slash(channel, "tournament new", game="wildcards",
                                     format="swiss"))
    assert "Create Public Threads" in answer, answer
    assert await tournament(env, guild) is None
    locales[org.user.id] = "nl"
    answer = refusal(await org.slash(channel, "tournament new", game="wildcards",
                                     format="swiss"))
    assert "Openbare draadjes maken" in answer, answer
    del locales[org.user.id]

    deny(env, channel.id, 0)
    await org.slash(channel, "tournament new", game="wildcards", format="swiss", table_size=2)
    for name in ("ann", "bob"):
        await sign_up(env, channel, make_player(guild, env, name))
    deny(env, channel.id, THREADS)
    answer = refusal(await org.slash(channel, "tournament start"))
    assert "Create Public Threads" in answer, answer
    assert (await tournament(env, guild)).status == SIGNUP
    # threads it may open but not post in: the tables could not be played
    deny(env, channel.id, SEND_IN_THREADS)
    answer = refusal(await org.slash(channel, "tournament start"))
    assert "Send Messages in Threads" in answer and "Create Public" not in answer, answer
    assert (await tournament(env, guild)).status == SIGNUP
    assert not [c for c in env.backend.channels.values()
                if getattr(c, "parent_id", None) == channel.id], "no thread was opened"


async def test_a_table_whose_thread_is_refused_is_told_to_the_organiser(simcord_env):
    """Discord refuses the table's thread (the server's active threads at their limit):
    the start says the table could not open and why, not that it is open; the table opens
    when the bot tries again later."""
    env = simcord_env
    guild = env.create_guild()
    channel = guild.create_text_channel("events")
    org = organiser(env, guild)
    await org.slash(channel, "tournament new", game="wildcards", format="swiss", table_size=2)
    for name in ("ann", "bob"):
        await sign_up(env, channel, make_player(guild, env, name))
    env.inject_error("POST", f"/channels/{channel.id}/threads", status=400, code=160006,
                     message="Maximum number of active threads reached")
    answer = " ".join(text for text, _ in said(await org.slash(channel, "tournament start")))
    assert "1 table is open" not in answer, answer
    assert "could not open" in answer and "active threads" in answer, answer
    t = await tournament(env, guild)
    assert t.status == RUNNING and t.played[0].boards[0].thread is None
    await env.advance_time(11 * 60)
    await env.settle()
    t = await tournament(env, guild)
    assert t.played[0].boards[0].thread is not None, "tried again later"


async def test_a_later_round_that_cannot_open_is_told_by_dm(simcord_env):
    """At a set start time nobody is asking: the organiser is told by DM."""
    env = simcord_env
    guild = env.create_guild()
    channel = guild.create_text_channel("events")
    org = organiser(env, guild)
    await org.slash(channel, "tournament new", game="wildcards", format="swiss", table_size=2,
                    start="in 1h")
    for name in ("ann", "bob"):
        await sign_up(env, channel, make_player(guild, env, name))
    deny(env, channel.id, THREADS)
    await env.advance_time(3601)
    await env.settle()
    assert (await tournament(env, guild)).status == RUNNING
    dms = [m.content for m in org.user.dm_channel.history()] if org.user.dm_channel else []
    assert any("could not open" in text and "Create Public Threads" in text
               for text in dms), dms


async def test_a_tournament_whose_channel_was_deleted_says_so_at_start(simcord_env):
    """The tournament's channel is deleted before it starts: its event is cancelled (every
    command reaches an event through its channel, so nothing else could end it); another
    channel has none to start, and the server's history lists it as cancelled."""
    env = simcord_env
    guild = env.create_guild()
    channel = guild.create_text_channel("events")
    lounge = guild.create_text_channel("lounge")
    org = organiser(env, guild)
    await org.slash(channel, "tournament new", game="wildcards", format="swiss", table_size=2)
    for name in ("ann", "bob"):
        await sign_up(env, channel, make_player(guild, env, name))
    env.backend.delete_channel(channel.id)
    await env.settle()
    assert (await tournament(env, guild)).status == CANCELLED
    answer = refusal(await org.slash(lounge, "tournament start"))
    assert answer.startswith("This channel has no tournament open"), answer
    history = said(await org.slash(lounge, "tournament history"))[0][0]
    assert "cancelled" in history, history


async def test_the_start_is_answered_first_and_the_threads_are_paced(simcord_env):
    """/tournament start answers before its tables open (a round of many tables takes its
    time), then says how many opened; each thread is a request of the bot's pacing, so a
    refused one counts against the bot's budget of refused requests as a refused post does
    (bot/messages/guard.py)."""
    env = simcord_env
    guild = env.create_guild()
    channel = guild.create_text_channel("events")
    org = organiser(env, guild)
    await org.slash(channel, "tournament new", game="wildcards", format="swiss", table_size=2)
    for name in ("ann", "bob", "cat", "dan", "eve", "fay"):
        await sign_up(env, channel, make_player(guild, env, name))
    env.inject_error("POST", f"/channels/{channel.id}/threads", status=403, code=50013,
                     message="Missing Permissions")
    mark = len(env.backend.http_requests)
    answer = " ".join(text for text, _ in said(await org.slash(channel, "tournament start")))
    assert "2 tables are open" in answer and "could not open" in answer, answer
    requests = [(r.method, r.path) for r in env.backend.http_requests[mark:]]
    threads = [i for i, (method, path) in enumerate(requests)
               if method == "POST" and path == f"/channels/{channel.id}/threads"]
    first_answer = next(i for i, (method, path) in enumerate(requests)
                        if method == "POST" and path.startswith("/webhooks/"))
    assert len(threads) == 3 and first_answer < threads[0], requests
    assert len(env.bot.delivery.guard.invalid) == 1, "the refused thread was counted"


@pytest.mark.patient  # a start and a restart: no timer due within the run's settle wait
@pytest.mark.parametrize("started", [False, True], ids=["signing-up", "running"])
async def test_a_channel_deleted_while_the_bot_was_down_cancels_its_event(simcord_env, harness,
                                                                          started):
    """The bot looks for each open event's channel as it resumes (one fetch each): a channel
    deleted while it was stopped cancels its event at once, as a CHANNEL_DELETE would (its
    running tables' games closed too), instead of leaving it open and unreachable until
    someone happens to use it; another channel's event carries on."""
    env = simcord_env
    guild = env.create_guild()
    channel = guild.create_text_channel("events")
    lounge = guild.create_text_channel("lounge")
    org = organiser(env, guild)
    for place in (channel, lounge):
        await org.slash(place, "tournament new", game="wildcards", format="swiss", rounds=1,
                        table_size=2)
    for name in ("ann", "bob"):
        person = make_player(guild, env, name)
        await sign_up(env, channel, person)
        await sign_up(env, lounge, person)
    if started:
        await org.slash(channel, "tournament start")
    running = (await tournament(env, guild, channel)).current
    threads = [b.thread for b in running.boards] if running else []
    assert len(threads) == (1 if started else 0)
    await restart_deleting(env, harness, channel.id)  # no CHANNEL_DELETE reaches the bot
    assert (await tournament(env, guild, channel)).status == CANCELLED
    assert all(env.bot.service.tables.table(thread) is None for thread in threads), \
        "its table's game is closed"
    assert (await tournament(env, guild, lounge)).status != CANCELLED, "the other carries on"
    history = said(await org.slash(lounge, "tournament history"))[0][0]
    assert "cancelled" in history, history
