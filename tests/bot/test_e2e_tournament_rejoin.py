"""A player dropped from a tournament (the absence limit, a missed check-in, the organiser's
drop) cannot ``/game join`` back into the table they were dropped from (docs/tournaments.md,
"Absence"): the AI plays their seat out; they hear why in their own language, and nothing
changes. A casual game still takes back whoever left it."""

from __future__ import annotations

from simcord.builders import ChannelHandle

from tests.bot.support import make_player, refusal
from tests.bot.tournament_support import organiser, sign_up, tournament


async def test_a_dropped_player_cannot_join_their_table_again(simcord_env, locales):
    env = simcord_env
    guild = env.create_guild()
    channel = guild.create_text_channel("events")
    org = organiser(env, guild)
    ann, bob, cat = (make_player(guild, env, n) for n in ("ann", "bob", "cat"))
    await org.slash(channel, "tournament new", game="wildcards", format="swiss", rounds=1,
                    table_size=3, turn_timer=60)
    for p in (ann, bob, cat):
        await sign_up(env, channel, p)
    await org.slash(channel, "tournament start")
    t = await tournament(env, guild)
    (board,) = t.played[0].boards
    thread = ChannelHandle(env, guild, env.backend.get_channel(board.thread))
    await org.slash(channel, "tournament drop", player=ann.user)
    seats = env.bot.service.tables.table(board.thread).seats
    (seat,) = [s for s in seats if s.user_id == ann.id]
    assert seat.ai is not None, "an AI plays the dropped seat"

    answer = refusal(await ann.member.slash(thread, "game join"))
    assert answer.startswith("You are out of the Wild Cards tournament in"), answer
    locales[ann.user.id] = "nl"
    answer = refusal(await ann.member.slash(thread, "game join"))
    assert answer.startswith("Je doet niet meer mee aan het Wild Cards-toernooi"), answer
    seats = env.bot.service.tables.table(board.thread).seats
    assert next(s for s in seats if s.user_id == ann.id).ai is not None, "nothing changed"
