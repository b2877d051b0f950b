"""Options that name a person who may have left the server (docs/bot.md, "On real Discord"):
Discord resolves such an option to a user without a member, so a command typed
``discord.Member`` cannot take them; and a refusal names a person, never a Python repr."""

from __future__ import annotations

import discord
import pytest
from discord import app_commands

from bot.messages.errors import sentence
from tests.bot.support import make_player, said
from tests.bot.tournament_support import organiser, sign_up, tournament


@pytest.mark.any_store  # an option's person; the tournament's rows: tests/tournament
async def test_the_organiser_drops_a_player_who_left_the_server(simcord_env):
    env = simcord_env
    guild = env.create_guild()
    channel = guild.create_text_channel("events")
    org = organiser(env, guild)
    ann, bob, cat = (make_player(guild, env, name) for name in ("ann", "bob", "cat"))
    await org.slash(channel, "tournament new", game="wildcards", format="swiss", table_size=3)
    for player in (ann, bob, cat):
        await sign_up(env, channel, player)
    await org.slash(channel, "tournament start")
    guild.remove_member(bob.member)
    answer = said(await org.slash(channel, "tournament drop", player=bob.user))
    assert answer == [("bob is out of the tournament; an AI finishes their table, placed "
                       "last.", True)], answer
    guild.remove_member(cat.member)
    answer = said(await org.slash(channel, "tournament replace", player=cat.user))
    assert answer == [("An AI plays on for cat for the rest of the tournament.", True)], answer
    t = await tournament(env, guild)
    assert [e.dropped for e in t.entrants if e.id == bob.id] == [True]


def test_a_refusal_names_a_person_not_a_repr():
    """An option Discord resolved to someone the command could not take is said with the
    person's name."""
    user = discord.User(state=None, data={  # type: ignore[arg-type]
        "id": "1", "username": "bob", "discriminator": "0", "avatar": None,
        "global_name": None})

    class Member(app_commands.Transformer):
        pass

    error = app_commands.TransformerError(user, discord.AppCommandOptionType.user, Member())
    text = sentence(error)
    assert "bob" in text and "<" not in text and "id=" not in text, text
