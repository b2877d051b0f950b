"""A table's thread deleted mid-round (docs/tournaments.md): the table is not forfeited; the
organiser is told in the event's channel at once, with how to open it again; the other
tables play on; ``/tournament reopen`` opens it in a new thread with its game afresh, and the
round ends when that game does.

The tests that play a table to its end play the toy game (tests/support/toy.py, three rounds
of bids): their subject is the lost table and the round, not a title's rules."""

from __future__ import annotations

import pytest

from bot.core.tournament.model import OVER, RUNNING
from tests.bot.support import make_player, messages, refusal, said
from tests.bot.tournament_support import (
    drive,
    organiser,
    restart_deleting,
    sign_up,
    tournament,
)

#: the tables' turn timer: its reminder lies beyond any settle wait (tests/support/settle.py)
TIMER = 300
#: so every test here may take the run's settle wait: a round's start opens threads and games
#: at once, more than SimCord's 5 s on a loaded machine, and no timer here is due sooner
pytestmark = pytest.mark.patient


async def two_tables(env, game="wildcards"):
    guild = env.create_guild()
    channel = guild.create_text_channel("events")
    org = organiser(env, guild)
    await org.slash(channel, "tournament new", game=game, format="swiss", rounds=1,
                    table_size=2, turn_timer=TIMER)
    people = [make_player(guild, env, name) for name in ("ann", "bob", "cat", "dan")]
    for p in people:
        await sign_up(env, channel, p)
    await org.slash(channel, "tournament start")
    return guild, channel, org, people


def told(env, channel, org) -> list[str]:
    return [m.content for m in messages(env, channel.id) if f"<@{org.id}>" in m.content
            and "/tournament reopen" in m.content]


@pytest.mark.whole_game
@pytest.mark.any_store  # the store is the core's, tested on both (tests/store, tests/tournament)
async def test_a_deleted_table_thread_waits_for_the_organiser(simcord_env, toy_game):
    env = simcord_env
    guild, channel, org, people = await two_tables(env, toy_game)
    t = await tournament(env, guild)
    lost, other = t.played[0].boards
    env.backend.delete_channel(lost.thread)
    await env.settle()

    t = await tournament(env, guild)
    board = t.played[0].boards[0]
    assert not board.done and board.lost, "not a silent forfeit"
    lines = told(env, channel, org)
    assert len(lines) == 1, lines
    assert lines[0].count(f"<@{org.id}>") == 1
    assert "table 1" in lines[0] and "/tournament reopen table:1" in lines[0], lines[0]

    # the other table plays to its end; the round waits for the lost one, untouched
    await drive(env, guild, people, absent=set(), timer=TIMER,
                until=lambda t: t.played[0].boards[1].done)
    t = await tournament(env, guild)
    assert t.status == RUNNING and t.shown == 0 and t.played[0].boards[0].lost
    assert not t.played[0].boards[0].places, "nobody placed at the lost table"

    stranger = people[0]
    assert "organiser" in refusal(await stranger.member.slash(channel, "tournament reopen",
                                                              table=1))
    assert "nothing to reopen" in refusal(await org.slash(channel, "tournament reopen",
                                                          table=2))
    assert "no table 5" in refusal(await org.slash(channel, "tournament reopen", table=5))
    answer = said(await org.slash(channel, "tournament reopen", table=1))
    assert answer == [("Table 1 is open again in a new thread of the tournament's channel.",
                       True)], answer
    t = await tournament(env, guild)
    again = t.played[0].boards[0]
    assert not again.lost and again.thread not in (None, lost.thread)
    assert env.backend.get_channel(again.thread).parent_id == channel.id
    assert env.bot.service.tables.table(again.thread) is not None, "its game started"

    await drive(env, guild, people, absent=set(), timer=TIMER,
                until=lambda t: t.status == OVER)
    t = await tournament(env, guild)
    again = t.played[0].boards[0]
    assert sorted(again.places.values()) == [1, 2] and not again.absent
    assert other.thread != again.thread


@pytest.mark.whole_game
@pytest.mark.any_store  # the store is the core's, tested on both (tests/store, tests/tournament)
async def test_an_unreachable_table_thread_is_told_too(simcord_env):
    """Discord answers 10003 Unknown Channel for the table's thread (it went while the bot
    did not hear of it): the same as a deletion."""
    env = simcord_env
    guild, channel, org, people = await two_tables(env)
    t = await tournament(env, guild)
    thread = t.played[0].boards[1].thread
    env.inject_error("POST", f"/channels/{thread}/messages", status=404, code=10003,
                     message="Unknown Channel")
    for _ in range(10):  # the turn timers play until the bot posts in that thread
        t = await tournament(env, guild)
        if t.played[0].boards[1].lost:
            break
        await env.advance_time(TIMER + 1)
        await env.settle()
    t = await tournament(env, guild)
    assert not t.played[0].boards[1].done and t.played[0].boards[1].lost
    lines = told(env, channel, org)
    assert len(lines) == 1 and "table 2" in lines[0], lines


async def test_a_knockout_table_whose_thread_is_lost_sends_nobody_on(simcord_env, harness):
    """In a knockout a forfeit sent the better seed on: a lost table sends nobody on and
    puts nobody out; it stays lost across a restart, and reopens after it."""
    env = simcord_env
    guild = env.create_guild()
    channel = guild.create_text_channel("events")
    org = organiser(env, guild)
    await org.slash(channel, "tournament new", game="wildcards", format="knockout",
                    turn_timer=TIMER)
    people = [make_player(guild, env, name) for name in ("ann", "bob", "cat", "dan")]
    for p in people:
        await sign_up(env, channel, p)
    await org.slash(channel, "tournament start")
    t = await tournament(env, guild)
    lost = t.played[0].boards[0]
    env.backend.delete_channel(lost.thread)
    await env.settle()
    await env.restart_bot(await harness.bot())
    await env.settle()
    t = await tournament(env, guild)
    board = t.played[0].boards[0]
    assert not board.done and board.lost and not board.places
    assert set(lost.players) <= set(t.alive()), "nobody is out, nobody went on"
    assert len(t.played) == 1
    assert len(told(env, channel, org)) == 1, "told once, not again after the restart"
    answer = said(await org.slash(channel, "tournament reopen", table=1))
    assert "open again" in answer[0][0], answer
    t = await tournament(env, guild)
    assert env.bot.service.tables.table(t.played[0].boards[0].thread) is not None


@pytest.mark.whole_game
@pytest.mark.any_store  # the store is the core's, tested on both (tests/store, tests/tournament)
async def test_a_lost_tables_result_can_be_entered_instead(simcord_env, toy_game):
    """Instead of re-opening it, the organiser enters the lost table's result by its number:
    the table is placed as entered and the round (here the last) ends."""
    env = simcord_env
    guild, channel, org, people = await two_tables(env, toy_game)
    t = await tournament(env, guild)
    lost = t.played[0].boards[0]
    env.backend.delete_channel(lost.thread)
    await env.settle()
    await drive(env, guild, people, absent=set(), timer=TIMER,
                until=lambda t: t.played[0].boards[1].done)
    names = {p.id: p for p in people}
    second, first = (names[p] for p in lost.players)
    answer = said(await org.slash(channel, "tournament result", table=1,
                                  placing=f"<@{first.id}>, <@{second.id}>"))
    assert answer and "table 1" in answer[0][0].lower(), answer
    t = await tournament(env, guild)
    board = t.played[0].boards[0]
    assert board.done and board.places == {first.id: 1, second.id: 2}, board
    assert t.status == OVER, "the round, and with it this one-round event, ended"


async def test_a_thread_deleted_while_the_bot_was_down_is_found_at_restart(simcord_env,
                                                                           harness):
    """The bot checks each running table's thread as it resumes (one fetch each): a thread
    deleted while it was stopped is lost at once, the organiser told, and reopen works,
    without waiting for the table's next post."""
    env = simcord_env
    guild, channel, org, people = await two_tables(env)
    t = await tournament(env, guild)
    lost, other = t.played[0].boards
    await restart_deleting(env, harness, lost.thread)  # no THREAD_DELETE reaches the bot

    t = await tournament(env, guild)
    assert t.played[0].boards[0].lost and not t.played[0].boards[1].lost
    lines = told(env, channel, org)
    assert len(lines) == 1 and "table 1" in lines[0], lines
    assert env.bot.service.tables.table(lost.thread) is None, "its game is closed"
    assert env.bot.service.tables.table(other.thread) is not None, "the other plays on"
    answer = said(await org.slash(channel, "tournament reopen", table=1))
    assert answer == [("Table 1 is open again in a new thread of the tournament's channel.",
                       True)], answer
    again = (await tournament(env, guild)).played[0].boards[0]
    assert not again.lost and again.thread not in (None, lost.thread)
    assert env.bot.service.tables.table(again.thread) is not None, "its game started"
