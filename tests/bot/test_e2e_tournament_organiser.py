"""The organiser's tools through the real bot (docs/tournaments.md): seeds by hand, a late
entrant before round 2, results entered in a table's thread or by number (a running game
cancelled, the entered result standing), refused for a table not in the current round, and
the finished event in /tournament history."""

from __future__ import annotations

from simcord.builders import ChannelHandle

from bot.core.tournament.model import OVER
from tests.bot.support import make_player, refusal, said
from tests.bot.tournament_support import organiser, sign_up, tournament


async def test_seeds_by_hand_late_entry_and_entered_results(simcord_env):
    env = simcord_env
    guild = env.create_guild()
    channel = guild.create_text_channel("league")
    org = organiser(env, guild)
    ann, bob, cat, dan, eve = (make_player(guild, env, n)
                               for n in ("ann", "bob", "cat", "dan", "eve"))
    await org.slash(channel, "tournament new", game="wildcards", format="swiss", rounds=2,
                    table_size=2, turn_timer=60, seeding="hand")
    for p in (ann, bob, cat, dan):
        await sign_up(env, channel, p)
    assert "not a player" in refusal(await org.slash(channel, "tournament seed",
                                                     order="dan, zed"))
    assert "organiser" in refusal(await ann.member.slash(channel, "tournament seed",
                                                         order="ann"))
    answer = said(await org.slash(channel, "tournament seed", order="Dan, bob"))
    assert answer[0][0].startswith("Seed order set, best first: dan, bob."), answer
    await org.slash(channel, "tournament start")
    t = await tournament(env, guild)
    assert [e.name for e in t.entrants] == ["dan", "bob", "ann", "cat"]

    late = said(await eve.member.slash(channel, "tournament join"))
    assert late == [("You are in from round 2 on; round 1 gives you no points.", True)]

    first, second = t.played[0].boards
    names = t.names()
    thread = ChannelHandle(env, guild, env.backend.get_channel(first.thread))
    wrong = refusal(await org.slash(thread, "tournament result", placing="ann, bob"))
    assert wrong.startswith("Name each player of table 1 exactly once"), wrong
    order = list(reversed(first.players))
    done = said(await org.slash(thread, "tournament result", placing=", ".join(
        names[p] for p in order)))
    assert done[-1][0].startswith("Result of table 1 in round 1 entered"), done
    assert env.bot.service.tables.table(first.thread) is None, "its game is cancelled"
    mentions = " ".join(f"<@{p}>" for p in second.players)
    await org.slash(channel, "tournament result", placing=mentions, table=2)
    t = await tournament(env, guild)
    assert len(t.played) == 2, "round 2 is seated once every result is in"
    assert t.played[0].boards[0].places == {order[0]: 1, order[1]: 2}
    assert eve.id in [p for b in t.played[1].boards for p in b.players]
    stale = refusal(await org.slash(thread, "tournament result", placing=", ".join(
        names[p] for p in order)))
    assert stale.startswith("That table is not in the current round"), stale
    assert "started" in refusal(await make_player(guild, env, "fay").member.slash(
        channel, "tournament join"))

    for i, board in enumerate(t.played[1].boards, start=1):
        await org.slash(channel, "tournament result", table=i, placing=", ".join(
            t.names()[p] for p in board.players))
    t = await tournament(env, guild)
    assert t.status == OVER
    champion = t.names()[t.champion()]
    history = said(await ann.member.slash(channel, "tournament history"))
    assert f"Wild Cards (Swiss, 5 players): 🏆 {champion}" in history[0][0], history
