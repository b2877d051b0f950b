"""Tournaments through the real bot (docs/tournaments.md): sign-up by button, rounds that run
themselves in threads, a no-show played by the turn timer and placed last, a drop-out, a
restart mid-round, the standings picture after every round, a quiet parent channel."""

from __future__ import annotations

import io

import pytest
from PIL import Image

from bot.core.tournament.model import OVER, SIGNUP
from renderers.standings import WIDTH as STANDINGS_WIDTH
from tests.bot.support import make_player, refusal, said
from tests.bot.tournament_support import (
    drive,
    keep,
    organiser,
    parent_posts,
    sign_up,
    signup_message,
    standings_pictures,
    tournament,
)
from tests.support import toy

#: the tables' turn timer: its reminder (half of it) lies beyond any settle wait
#: (tests/support/settle.py), so a settle never waits a reminder out in real time and the
#: whole tournaments can take the whole games' longer settle
TIMER = 300


@pytest.mark.whole_game
@pytest.mark.any_store  # its store's part runs on both in tests/tournament and tests/store
async def test_a_swiss_of_eight_at_tables_of_four(simcord_env, harness, toy_game):
    """Sign-up, three Swiss rounds at tables of four with a no-show, a drop-out and a restart
    mid-round, the standings after each round. The tables play the toy game at four seats:
    the subject is the event, not the title."""
    env = simcord_env
    guild = env.create_guild()
    channel = guild.create_text_channel("events")
    org = organiser(env, guild)
    people = [make_player(guild, env, name) for name in
              ("ann", "bob", "cat", "dan", "eve", "fay", "gus", "hal")]
    assert "organiser" in refusal(await people[0].member.slash(
        channel, "tournament new", game=toy_game, format="swiss"))
    await org.slash(channel, "tournament new", game=toy_game, format="swiss", rounds=3,
                    table_size=4, turn_timer=TIMER)
    for p in people:
        await sign_up(env, channel, p)
    assert "8 players signed up" in signup_message(env, channel).content
    assert "already" in refusal(await sign_up(env, channel, people[0]))
    assert (await tournament(env, guild)).status == SIGNUP
    started = said(await org.slash(channel, "tournament start"))
    assert started == [("The tournament has started: 2 tables are open in threads of this "
                        "channel.", True)]

    no_show, dropper = people[7], people[6]
    assert "No round has finished yet" in refusal(await people[0].member.slash(
        channel, "tournament standings"))
    t = await tournament(env, guild)
    threads = [b.thread for b in t.played[0].boards]
    assert all(env.backend.get_channel(th).parent_id == channel.id for th in threads)
    assert sorted(p for b in t.played[0].boards for p in b.players) == sorted(
        p.id for p in people)

    # round 1: hal never acts (his turn timer plays every decision)
    await drive(env, guild, people, absent={no_show.id}, timer=TIMER,
                until=lambda t: len(t.played) >= 2)
    t = await tournament(env, guild)
    board = next(b for b in t.played[0].boards if no_show.id in b.players)
    assert board.absent == [no_show.id]
    assert board.places[no_show.id] == 4, "a no-show is placed last"
    # round 2: gus drops out mid-round, and the bot restarts while the tables play
    restarted, steps = False, 0

    async def midway() -> None:
        nonlocal restarted, steps
        now = await tournament(env, guild)
        if restarted or len(now.played) != 2:
            return
        steps += 1
        tables = [env.bot.service.tables.table(b.thread) for b in now.played[1].boards]
        if steps >= 12 and all(table is not None for table in tables):
            # mid-round 2: the standings are round 1's, and say so
            asked = said(await people[0].member.slash(channel, "tournament standings"))
            assert asked == [("After round 1 of 3", True)], asked
            answer = said(await dropper.member.slash(channel, "tournament leave"))
            assert answer == [("You are out of the tournament; an AI finishes your table, "
                               "placed last.", True)]
            await env.restart_bot(await harness.bot())
            restarted = True

    await drive(env, guild, people, absent={no_show.id}, timer=TIMER,
                until=lambda t: len(t.played) >= 3, between=midway)
    assert restarted
    t = await tournament(env, guild)
    dropped_at = next(b for b in t.played[1].boards if dropper.id in b.players)
    assert dropper.id in dropped_at.absent and dropped_at.places[dropper.id] == 4
    assert dropper.id not in [p for b in t.played[2].boards for p in b.players]
    await drive(env, guild, people, absent={no_show.id}, timer=TIMER,
                until=lambda t: t.status == OVER)

    t = await tournament(env, guild)
    rows = t.table()
    assert [r.tables for r in rows if r.player == no_show.id] == [1], \
        "the absence limit dropped him after round 1 (docs/tournaments.md, Absence)"
    pictures = standings_pictures(env, channel)
    assert len(pictures) == 3
    assert "standings after round 1 of 3" in pictures[0][0]
    assert "final standings" in pictures[2][0]
    for _text, alt, png in pictures:
        assert Image.open(io.BytesIO(png)).width == STANDINGS_WIDTH  # Discord's box
        assert alt.startswith(toy.INFO.title) and "points" in alt and "Buchholz" in alt
    winner = next(e.name for e in t.entrants if e.id == rows[0].player)
    assert f"{winner} wins the tournament" in pictures[2][0]
    keep(pictures, "swiss")
    own, total, removed = parent_posts(env, channel)
    # the sign-up message and one standings message per round; Discord's own "started a
    # thread" notice for each of the 6 tables is removed (the bot may manage messages)
    assert own == 3, own  # the sign-up message is the command's follow-up
    assert (total, removed) == (1 + 3, 6), (total, removed)
    print(f"\nswiss: parent channel {own} bot posts (+1 sign-up reply), {total} messages, "
          f"{removed} thread notices removed")
    signup = env.backend.messages[channel.id][t.signup]
    assert signup.content.endswith("The tournament is over.") and not signup.components


@pytest.mark.whole_game
@pytest.mark.any_store  # the store is the core's, tested on both (tests/store, tests/tournament)
async def test_a_knockout_of_eight_at_tables_of_two(simcord_env, toy_game):
    """Seeds snake across four tables; a no-show loses his table; a pause holds the next
    round until resumed; an AI replaces a player and goes on in their place; one is left.
    The tables play the toy game: the subject is the bracket, not the title."""
    env = simcord_env
    guild = env.create_guild()
    channel = guild.create_text_channel("cup")
    org = organiser(env, guild)
    people = [make_player(guild, env, name) for name in
              ("ann", "bob", "cat", "dan", "eve", "fay", "gus", "hal")]
    await org.slash(channel, "tournament new", game=toy_game, format="knockout",
                    table_size=2, turn_timer=TIMER)
    for p in people:
        await sign_up(env, channel, p)
    await sign_up(env, channel, people[0], "leave")
    await sign_up(env, channel, people[0])
    assert "3 rounds" in signup_message(env, channel).content
    await org.slash(channel, "tournament start")
    t = await tournament(env, guild)
    seeds = [e.id for e in t.entrants]
    assert [b.players for b in t.played[0].boards] == [
        [seeds[0], seeds[7]], [seeds[1], seeds[6]], [seeds[2], seeds[5]],
        [seeds[3], seeds[4]]]
    no_show = people[7]
    assert "paused" in said(await org.slash(channel, "tournament pause"))[0][0].lower()
    await drive(env, guild, people, absent={no_show.id}, timer=TIMER,
                until=lambda t: t.current.done)
    t = await tournament(env, guild)
    assert len(t.played) == 1, "paused: no new round"
    assert no_show.id not in t.alive() and len(t.alive()) == 4
    await org.slash(channel, "tournament resume")
    t = await tournament(env, guild)
    assert len(t.played) == 2 and len(t.played[1].boards) == 2
    replaced = next(p for p in people if p.id == t.played[1].boards[0].players[0])
    assert "AI plays on" in said(await org.slash(channel, "tournament replace",
                                                 player=replaced.member))[0][0]
    await drive(env, guild, people, absent={no_show.id}, timer=TIMER,
                until=lambda t: t.status == OVER)
    t = await tournament(env, guild)
    assert len(t.played) == 3 and len(t.played[2].boards) == 1
    assert len(t.alive()) == 1
    rows = t.table()
    assert rows[0].player == t.alive()[0] and rows[0].reached == 3
    assert [r.reached for r in rows] == sorted((r.reached for r in rows), reverse=True)
    pictures = standings_pictures(env, channel)
    assert len(pictures) == 3 and "final standings" in pictures[-1][0]
    keep(pictures, "knockout")
    own, total, removed = parent_posts(env, channel)
    assert (own, total, removed) == (3, 1 + 3, 7), (own, total, removed)
    print(f"\nknockout: parent channel {own} bot posts (+1 sign-up reply), {total} messages, "
          f"{removed} thread notices removed")
    answer = refusal(await org.slash(channel, "tournament start"))
    assert "no tournament open" in answer


@pytest.mark.any_store  # the set time is kept like the rest of the event (core: both stores)
async def test_a_tournament_starts_by_itself_at_its_set_time_after_a_restart(simcord_env,
                                                                           harness):
    """`start:` refuses what it cannot read or what is past; the sign-up message shows the
    time as a Discord timestamp; a restart before the time still starts it then, with whoever
    joined."""
    env = simcord_env
    guild = env.create_guild()
    channel = guild.create_text_channel("events")
    org = organiser(env, guild)
    people = [make_player(guild, env, name) for name in ("ann", "bob", "cat")]
    for typed, said_back in (("tonight", "cannot read “tonight” as a time"),
                             ("2020-01-01 20:00", "is in the past")):
        assert said_back in refusal(await org.slash(
            channel, "tournament new", game="wildcards", format="swiss", start=typed))
    assert await tournament(env, guild) is None, "a refused start time opens nothing"
    await org.slash(channel, "tournament new", game="wildcards", format="swiss", rounds=1,
                    table_size=2, turn_timer=TIMER, start="in 2h")
    t = await tournament(env, guild)
    assert t.start_at == env.now().timestamp() + 7200
    due = int(t.start_at)
    assert (f"Starts by itself on <t:{due}:F> (<t:{due}:R>) with whoever has joined."
            in signup_message(env, channel).content)
    for p in people:
        await sign_up(env, channel, p)
    await env.advance_time(3600)
    assert (await tournament(env, guild)).status == SIGNUP
    await env.restart_bot(await harness.bot())
    await env.advance_time(3600)
    t = await tournament(env, guild)
    assert t.status != SIGNUP and len(t.played) == 1
    assert sorted(p for b in t.played[0].boards for p in b.players) == sorted(
        p.id for p in people)
    assert all(env.backend.get_channel(b.thread).parent_id == channel.id
               for b in t.played[0].boards)
    assert parent_posts(env, channel) == (0, 1, 2), "only the sign-up message is left"
    text = env.backend.messages[channel.id][t.signup].content
    assert "Round 1 is being played." in text and "Starts by itself" not in text


@pytest.mark.sqlite_only  # another writer holds the file's lock when the time comes
async def test_a_set_start_the_database_missed_is_tried_again_soon(simcord_env, harness):
    """The store is away when the start time falls due (SQLite's file locked beyond its busy
    wait): the bot does not wait for a restart; the start is tried again and happens once the
    store is back."""
    import sqlite3

    from bot.ui.handlers.tournament_rounds import START_RETRY

    env = simcord_env
    env.settle_timeout = 20.0  # the store waits out its busy timeout in real time
    # a quarter of a second's busy wait, not the store's five: the same refusal, sooner
    await env.bot.service.store.write([("PRAGMA busy_timeout = 250", ())])
    guild = env.create_guild()
    channel = guild.create_text_channel("events")
    org = organiser(env, guild)
    people = [make_player(guild, env, name) for name in ("ann", "bob")]
    await org.slash(channel, "tournament new", game="wildcards", format="swiss", rounds=1,
                    table_size=2, turn_timer=TIMER, start="in 1h")
    for p in people:
        await sign_up(env, channel, p)
    other = sqlite3.connect(harness.path, isolation_level=None, check_same_thread=False)
    try:
        other.execute("BEGIN EXCLUSIVE")
        await env.advance_time(3600)  # due: the start cannot read or write the event
        other.execute("ROLLBACK")
        assert (await tournament(env, guild)).status == SIGNUP
        await env.advance_time(START_RETRY)
    finally:
        other.close()
    t = await tournament(env, guild)
    assert t.status != SIGNUP and len(t.played) == 1
