"""What people read around a table, through the real bot: ``/game settings`` choices set back
to their defaults (the language to "the server's language"); ``/game board`` in words;
``/game rules`` topics named in the reader's language; a table opened in a thread announced in
its channel with a link everyone can follow. A replay that speaks to each person in their
language is checked on the Dutch table's whole game of tests/bot/test_e2e_languages.py."""

from __future__ import annotations

import discord
import pytest

import engine
import renderers
from bot.core.games import topic_names
from bot.core.texts import escape
from tests.bot.support import (
    act_once,
    game_state,
    live_panel,
    make_player,
    open_table,
    said,
    seat_to_act,
)


def thread_name(env, thread_id):
    """Discord's own "started a thread" line, which SimCord shows as the thread's name."""
    return env.backend.get_channel(thread_id).name


def manager(env, guild, name="mod"):
    role = guild.create_role("mods", permissions=discord.Permissions(manage_guild=True))
    return guild.add_member(env.create_user(name), roles=[role])


async def test_every_setting_goes_back_to_its_default(simcord_env):
    env = simcord_env
    guild = env.create_guild()
    channel = guild.create_text_channel("games")
    mod = manager(env, guild)
    set_ = said(await mod.slash(channel, "game settings", thread=True, turn_timer=90,
                                fallback="pass", ai_level="greedy", language="de"))[0][0]
    assert "thread: yes" in set_ and "Deutsch" in set_ and "1 minute 30 seconds" in set_
    back = said(await mod.slash(channel, "game settings", language="server"))[0][0]
    assert "the server's language" in back and "thread: yes" in back, back
    settings = await env.bot.service.settings.of(guild.id)
    assert settings.language == "" and settings.thread
    for option in ("thread", "turn_timer", "ai_level"):
        said(await mod.slash(channel, "game settings", reset=option))
    settings = await env.bot.service.settings.of(guild.id)
    defaults = env.bot.service.settings.defaults
    assert (settings.thread, settings.turn_timer_seconds, settings.ai_level) == (
        defaults.thread, defaults.turn_timer_seconds, defaults.ai_level)
    assert settings.timeout_fallback == "pass", "what was not named stays"
    said(await mod.slash(channel, "game settings", hints="forbid"))
    assert not (await env.bot.service.settings.of(guild.id)).hints
    said(await mod.slash(channel, "game settings", reset="hints"))
    assert (await env.bot.service.settings.of(guild.id)).hints == defaults.hints
    said(await mod.slash(channel, "game settings", ai_level="random", language="nl",
                         hints="forbid"))
    said(await mod.slash(channel, "game settings", reset="all"))
    assert await env.bot.service.settings.of(guild.id) == defaults


@pytest.mark.any_store
async def test_the_board_in_words_is_the_pictures_alt_text(simcord_env):
    """The stand-in renderer's pictures carry ``renderers.describe`` of their view, as the
    real ones do (tests/bot/test_e2e_alt_text.py)."""
    env = simcord_env
    guild = env.create_guild()
    channel = guild.create_text_channel("table")
    alice, bob = make_player(guild, env, "alice"), make_player(guild, env, "bob")
    carol = make_player(guild, env, "carol")
    await open_table(env, channel, alice, "wildcards", joiners=(bob,))
    player = seat_to_act(env, channel.id, [alice, bob])
    await act_once(env, player, live_panel(env, player))
    picture = await carol.member.slash(channel, "game board")
    words = await carol.member.slash(channel, "game board", text=True)
    description = picture.response.attachments[0].description
    view = game_state(env.bot, channel.id).view(None)
    assert description == renderers.describe("table", "wildcards", view, "en")
    answer = words.response
    assert answer.ephemeral and not answer.attachments
    assert answer.content == f"{picture.response.content}\n{escape(description)}"


async def test_rules_topics_are_named_in_the_readers_language(simcord_env, locales):
    env = simcord_env
    guild = env.create_guild()
    channel = guild.create_text_channel("rules")
    anna = make_player(guild, env, "anna")
    locales[anna.id] = "nl"
    choices = await anna.member.autocomplete(channel, "game rules", "topic", "",
                                             game="wildlife")
    named = {c["value"]: c["name"] for c in choices}
    assert named["auction"] == "Veilingen" and named["overview"] == "Overzicht"
    assert named["commands"] == "Commando's"
    typed = said(await anna.member.slash(channel, "game rules", game="wildlife",
                                         topic="veilingen"))[0][0]
    assert typed.startswith("**Veilingen**")
    overview = said(await anna.member.slash(channel, "game rules", game="wildlife"))[0][0]
    assert "Veilingen" in overview.splitlines()[-1] and "auction" not in overview.splitlines()[-1]
    for lang in ("en", "nl", "de"):  # every topic of every game has a name of its own
        for game in sorted(engine.GAMES):
            names = topic_names(game, lang)
            assert len(set(names.values())) == len(names), (lang, game, names)


async def test_a_table_in_a_thread_is_announced_in_its_channel(simcord_env):
    env = simcord_env
    guild = env.create_guild()
    channel = guild.create_text_channel("games")
    alice = make_player(guild, env, "alice")
    said(await alice.member.slash(channel, "game new", game="wildcards", thread=True))
    table = env.bot.service.tables.tables()[0]
    assert table.channel_id != channel.id
    posted = [m for m in channel.history() if m.author.id == env.bot.user.id
              and m.content != thread_name(env, table.channel_id)]
    assert len(posted) == 1, [m.content for m in posted]
    announcement = posted[0].content
    assert "Wild Cards" in announcement and f"<#{table.channel_id}>" in announcement
    assert f"<@{alice.id}>" in announcement and "Join" in announcement
    assert not env.backend.messages[channel.id][posted[0].id].ping_user_ids, "no ping"


async def test_cancelled_games_are_listed_only_when_asked(simcord_env):
    env = simcord_env
    guild = env.create_guild()
    channel = guild.create_text_channel("table")
    alice, bob = make_player(guild, env, "alice"), make_player(guild, env, "bob")
    await open_table(env, channel, alice, "wildcards", joiners=(bob,))
    said(await alice.member.slash(channel, "game cancel"))
    assert "No game has ended" in said(await bob.member.slash(channel, "game history"))[0][0]
    listing = said(await bob.member.slash(channel, "game history", cancelled=True))[0][0]
    line = next(line for line in listing.splitlines() if line.startswith("`#"))
    assert "Wild Cards" in line and "cancelled" in line and "alice" in line, line
