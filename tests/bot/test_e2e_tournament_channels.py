"""Two channels of one server run their own tournaments at once (docs/tournaments.md, "One
event per channel"): a second event in a channel with one open is refused, naming it; each
command acts on its channel's event (in a table's thread: the thread's channel); each
event's tables open as threads of its own channel; the history of the server holds both."""

from __future__ import annotations

from simcord.builders import ChannelHandle

from bot.core.tournament.model import OVER, RUNNING
from tests.bot.support import make_player, refusal, said
from tests.bot.tournament_support import organiser, sign_up, tournament


async def test_two_channels_each_run_their_own_event(simcord_env):
    env = simcord_env
    guild = env.create_guild()
    north, south = guild.create_text_channel("north"), guild.create_text_channel("south")
    org = organiser(env, guild)
    ann, bob, cat, dan = (make_player(guild, env, n) for n in ("ann", "bob", "cat", "dan"))
    await org.slash(north, "tournament new", game="wildcards", format="swiss", rounds=1,
                    table_size=2, turn_timer=60)
    again = refusal(await org.slash(north, "tournament new", game="wildcards",
                                    format="knockout", table_size=2, turn_timer=60))
    assert again.startswith("This channel has a tournament open already (Wild Cards, Swiss)"), \
        again
    await org.slash(south, "tournament new", game="wildcards", format="knockout",
                    table_size=2, turn_timer=60)
    for p in (ann, bob):
        await sign_up(env, north, p)
    for p in (cat, dan):
        await sign_up(env, south, p)
    await org.slash(north, "tournament start")
    await org.slash(south, "tournament start")
    a, b = await tournament(env, guild, north), await tournament(env, guild, south)
    assert (a.format, b.format) == ("swiss", "knockout") and a.id != b.id
    assert a.status == b.status == RUNNING
    assert sorted(e.id for e in a.entrants) == sorted((ann.id, bob.id))
    assert sorted(e.id for e in b.entrants) == sorted((cat.id, dan.id))
    for t, channel in ((a, north), (b, south)):
        (board,) = t.played[0].boards
        assert env.backend.get_channel(board.thread).parent_id == channel.id
        assert env.bot.service.tables.table(board.thread) is not None, "its game runs"

    # in the south table's thread, the result is the south event's
    (board,) = b.played[0].boards
    thread = ChannelHandle(env, guild, env.backend.get_channel(board.thread))
    names = b.names()
    done = said(await org.slash(thread, "tournament result", placing=", ".join(
        names[p] for p in board.players)))
    assert done[-1][0].startswith("Result of table 1 in round 1 entered"), done
    a, b = await tournament(env, guild, north), await tournament(env, guild, south)
    assert b.status == OVER and b.champion() == board.players[0]
    assert a.status == RUNNING and not a.played[0].boards[0].done, "north plays on"
    (board,) = a.played[0].boards
    await org.slash(north, "tournament result", table=1, placing=", ".join(
        a.names()[p] for p in board.players))
    assert (await tournament(env, guild, north)).status == OVER
    history = said(await ann.member.slash(south, "tournament history"))[0][0]
    assert "Wild Cards (Swiss, 2 players)" in history, history
    assert "Wild Cards (knockout, 2 players)" in history, history
