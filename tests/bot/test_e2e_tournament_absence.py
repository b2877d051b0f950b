"""A tournament's absence limit through the real bot (docs/tournaments.md, "Absence"): a
no-show holds a round up by two turn timers, not by one per decision of the whole game. The
second timer in a row that runs out on his seat hands it to an AI for the rest of that game,
drops him from the event (placed last at that table, seated no more) and tells him by DM in
his language.

The tables play the toy game (tests/support/toy.py): the subject is the event's absence
limit, not a title's rules, and the toy's three rounds still ask the no-show more decisions
than the limit lets him miss."""

from __future__ import annotations

import pytest

from bot.core.absence import ABSENCE_LIMIT
from bot.core.tournament.model import OVER
from tests.bot.support import EPHEMERAL, make_player
from tests.bot.tournament_support import drive, organiser, sign_up, tournament

#: the turn timer: its reminder (half of it) lies beyond any settle wait, so the test can
#: take the whole games' longer one (tests/support/settle.py)
TIMER = 300


def dm_texts(env, player) -> list[str]:
    return [m.content or "" for m in env.backend.messages.get(player.user.dm_channel.id,
                                                                {}).values()
            if not m.flags & EPHEMERAL]


@pytest.mark.whole_game
@pytest.mark.any_store  # the store is the core's, tested on both (tests/store, tests/tournament)
async def test_a_no_show_costs_two_turn_timers_and_leaves_the_event(simcord_env, locales,
                                                                     toy_game):
    env = simcord_env
    guild = env.create_guild()
    channel = guild.create_text_channel("events")
    org = organiser(env, guild)
    people = [make_player(guild, env, name) for name in ("ann", "bob", "cat", "dan")]
    no_show = people[3]
    locales.update({no_show.id: "nl"})  # his Discord client speaks Dutch
    await org.slash(channel, "tournament new", game=toy_game, format="swiss", rounds=3,
                    table_size=2, turn_timer=TIMER)
    for p in people:
        await sign_up(env, channel, p)
    await org.slash(channel, "tournament start")

    start = env.now().timestamp()
    waits = [await drive(env, guild, people, absent={no_show.id}, timer=TIMER,
                         until=lambda t: len(t.played) >= 2)]
    lengths = [env.now().timestamp() - start]
    t = await tournament(env, guild)
    entrant = t.entrant(no_show.id)
    assert entrant is not None and entrant.dropped, "out of the event"
    board = next(b for b in t.played[0].boards if no_show.id in b.players)
    assert board.absent == [no_show.id] and board.places[no_show.id] == 2
    told = [text for text in dm_texts(env, no_show) if "uit het toernooi" in text]
    assert len(told) == 1 and f"{ABSENCE_LIMIT} keer achter elkaar" in told[0], \
        dm_texts(env, no_show)

    for number in (3, 4):
        start = env.now().timestamp()
        waits.append(await drive(env, guild, people, absent={no_show.id}, timer=TIMER,
                                 until=lambda t, n=number: len(t.played) >= n
                                 or t.status == OVER))
        lengths.append(env.now().timestamp() - start)
    t = await tournament(env, guild)
    assert t.status == OVER
    assert [r.tables for r in t.table() if r.player == no_show.id] == [1]
    assert all(no_show.id not in b.players for r in t.played[1:] for b in r.boards)
    print(f"\nabsence limit: timer waits per round {waits}, virtual seconds per round "
          f"{[round(x) for x in lengths]}")
    assert waits[0] <= ABSENCE_LIMIT, waits
    assert waits[1:] == [0, 0], waits
    assert lengths[0] <= (ABSENCE_LIMIT + 1) * (TIMER + 1) + max(lengths[1:]), lengths
