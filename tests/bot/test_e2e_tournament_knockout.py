"""A knockout of 5 through the real bot (docs/tournaments.md), once with a bye and once with
an AI seat for the odd one: played to its end in threads, it names the same champion in the
final's thread, in the channel, in the standings and in the bracket, and escapes a name made
of markdown.

Its subject is the bracket and what the bot says of it, not a title's rules: its tables play
the toy game (tests/support/toy.py, three rounds of bids), through the same unmodified bot as
any title, about nine moves a table where a Wild Cards game of two takes some 140."""

from __future__ import annotations

import pytest

from bot.core.texts import escape
from bot.core.tournament.model import OVER
from tests.bot.support import make_player, messages, refusal, said
from tests.bot.tournament_support import (
    drive,
    organiser,
    sign_up,
    standings_pictures,
    tournament,
)
from tests.support import toy

#: the turn timer: its reminder (half of it) lies beyond any settle wait, so the test can
#: take the whole games' longer one (tests/support/settle.py)
TIMER = 300
NAMES = ("ann", "bob", "**cat**_", "dan", "eve")


@pytest.mark.whole_game
@pytest.mark.any_store  # the core's store tests run on both; this is about the messages
@pytest.mark.parametrize("odd", ["bye", "seat"])
async def test_a_knockout_of_five_names_one_champion_everywhere(simcord_env, odd, toy_game):
    env = simcord_env
    guild = env.create_guild()
    channel = guild.create_text_channel("cup")
    org = organiser(env, guild)
    people = [make_player(guild, env, name) for name in NAMES]
    assert "no finished tournaments" in refusal(await org.slash(channel,
                                                                "tournament history"))
    await org.slash(channel, "tournament new", game=toy_game, format="knockout",
                    table_size=2, turn_timer=TIMER, odd=odd)
    for p in people:
        await sign_up(env, channel, p)
    await org.slash(channel, "tournament start")
    t = await tournament(env, guild)
    top = t.entrants[0].id
    first = t.played[0]
    if odd == "bye":
        assert first.byes == [top] and len(first.boards) == 2
    else:
        assert first.byes == [] and [top, None] in [b.seats for b in first.boards], \
            "the AI seat faces the best seed"
    await drive(env, guild, people, absent=set(), timer=TIMER,
                until=lambda t: t.status == OVER)
    t = await tournament(env, guild)
    champion = t.champion()
    assert t.alive() == [champion]
    name = escape(t.names()[champion])

    final = t.played[-1].boards[0]
    assert champion in final.players and final.places[champion] == 1
    result = next(m.content for m in messages(env, final.thread) if "Game over" in m.content)
    assert name in result.split("\n")[0], "the final's thread names the game's winner"
    assert any(m.content.endswith(f"{name} wins the tournament!")
               for m in messages(env, final.thread)), "and the tournament's champion"

    text, alt, _png = standings_pictures(env, channel)[-1]
    assert f"{name} wins the tournament!" in text, "the channel names the champion"
    assert f"Final standings. 1. {name}:" in alt, "the standings put the champion first"
    brackets = [att.get("description") or "" for stored in messages(env, channel.id)
                for att in stored.attachments if att["filename"].startswith("bracket-")]
    assert len(brackets) == len(t.played), "a bracket with each round's standings"
    assert brackets[0].endswith(f"Champion: {name}."), "the bracket names the champion"
    asked = said(await people[1].member.slash(channel, "tournament standings"))
    assert asked == [("Final standings", True)]
    assert [r.player for r in t.table()][0] == champion
    history = said(await people[2].member.slash(channel, "tournament history"))
    assert len(history) == 1 and history[0][1], history
    assert history[0][0].split("\n")[1].endswith(
        f"{toy.INFO.title} (knockout, 5 players): 🏆 {name}"), "/tournament history names it"
    if "cat" in name:
        assert "\\*\\*cat\\*\\*\\_" in text
