"""The lobby through Discord: /game new, the Join · Leave · Add AI · Start · Cancel buttons,
one game per channel, the closed-DM mark, and who may cancel (docs/playing.md, "Everywhere";
docs/design.md, "The bot's design")."""

from __future__ import annotations

import discord
import pytest

from tests.bot.support import refusal

# the lobby's rows are checked on both stores in tests/store
pytestmark = pytest.mark.any_store


def lobby_message(channel):
    for message in reversed(channel.history()):
        if any(c.custom_id and c.custom_id.startswith("wt:l:")
               for row in message.components for c in row.children):
            return message
    raise AssertionError("no lobby message")


def button_id(message, label):
    for row in message.components:
        for c in row.children:
            if getattr(c, "label", None) == label:
                return c.custom_id
    raise AssertionError(f"no button {label}")


async def test_new_game_opens_a_lobby_with_its_buttons(simcord_env):
    env = simcord_env
    guild = env.create_guild()
    channel = guild.create_text_channel("games")
    alice = guild.add_member(env.create_user("alice"))
    result = await alice.slash(channel, "game new", game="wildcards")
    lobby = lobby_message(channel)
    assert "Wild Cards" in lobby.content and f"<@{alice.id}>" in lobby.content
    labels = [c.label for row in lobby.components for c in row.children if c.type.value == 2]
    assert labels == ["Join", "Leave", "Add AI", "Start", "Cancel"]
    select = next(c for row in lobby.components for c in row.children if c.type.value == 3)
    assert [o.value for o in select.options] == ["add:random", "add:greedy", "add:search"]
    start = next(c for row in lobby.components for c in row.children if c.label == "Start")
    assert start.disabled, "one player is not a legal count"
    assert result.acknowledged
    # no greeting DM (two requests per player that told nothing the lobby does not)
    assert alice.user.dm_channel is None or alice.user.dm_channel.last_message is None


async def test_one_game_per_channel(simcord_env):
    env = simcord_env
    guild = env.create_guild()
    channel = guild.create_text_channel("games")
    alice = guild.add_member(env.create_user("alice"))
    bob = guild.add_member(env.create_user("bob"))
    await alice.slash(channel, "game new", game="wildcards")
    second = await bob.slash(channel, "game new", game="evolution")
    assert second.ephemeral
    assert "already" in second.response.content


async def test_join_add_ai_start_and_closed_dms_are_marked(simcord_env):
    """Closed DMs show at the first panel (the channel says to use My hand / /game hand) and
    from then on in every lobby that seats the player."""
    env = simcord_env
    guild = env.create_guild()
    channel = guild.create_text_channel("games")
    alice = guild.add_member(env.create_user("alice"))
    bob = guild.add_member(env.create_user("bob"))
    await alice.slash(channel, "game new", game="evolution")
    lobby = lobby_message(channel)
    env.inject_error("POST", f"/channels/{bob.user.dm_channel.id}/messages", status=403,
                     code=50007, message="Cannot send messages to this user", times=None)
    await bob.click(lobby, custom_id=button_id(lobby, "Join"))
    lobby = lobby_message(channel)
    assert "cannot receive DMs" not in lobby.content, "nothing is known of bob's DMs yet"
    await alice.click(lobby, custom_id=button_id(lobby, "Add AI"))
    lobby = lobby_message(channel)
    assert "AI 1 · 🤖 random" in lobby.content
    refused = await bob.click(lobby, custom_id=button_id(lobby, "Start"))
    assert "Only the host" in refusal(refused)
    await alice.click(lobby, custom_id=button_id(lobby, "Start"))
    texts = [m.content for m in channel.history()]
    assert any("has started" in t for t in texts)
    assert any("cannot send you DMs" in t and f"<@{bob.id}>" in t for t in texts)
    await alice.slash(channel, "game cancel")
    await bob.slash(channel, "game new", game="wildcards")
    assert f"<@{bob.id}> — cannot receive DMs" in lobby_message(channel).content


async def test_only_host_or_manager_cancels(simcord_env):
    env = simcord_env
    guild = env.create_guild()
    channel = guild.create_text_channel("games")
    alice = guild.add_member(env.create_user("alice"))
    bob = guild.add_member(env.create_user("bob"))
    mods = guild.create_role("mods", permissions=discord.Permissions(manage_channels=True))
    carol = guild.add_member(env.create_user("carol"), roles=[mods])
    await alice.slash(channel, "game new", game="wildcards")
    refused = await bob.slash(channel, "game cancel")
    assert refused.ephemeral and "Only the host" in refused.response.content
    done = await carol.slash(channel, "game cancel")
    assert "cancelled" in done.response.content
    assert "cancelled" in lobby_message_or_none(channel)


def lobby_message_or_none(channel):
    for message in reversed(channel.history()):
        if "~~" in message.content:
            return message.content
    return ""


async def test_options_and_a_game_in_a_thread(simcord_env):
    """`/game new` takes variants (autocompleted) and works in a thread too."""
    from simcord.builders import ChannelHandle

    from tests.bot.support import game_state, make_player, open_table

    env = simcord_env
    guild = env.create_guild()
    parent = guild.create_text_channel("games")
    alice, bob = make_player(guild, env, "alice"), make_player(guild, env, "bob")
    thread = ChannelHandle(env, guild, env.backend.create_thread(parent.id, "t", alice.id))
    await env.settle()
    suggestions = await alice.member.autocomplete(thread, "game new", "options", "",
                                                  game="wildcards")
    assert any(s["value"].startswith("leo=") for s in suggestions)
    await open_table(env, thread, alice, "wildcards", joiners=(bob,),
                     options="talisman_seat=1")
    assert game_state(env.bot, thread.id).options["talisman_seat"] == 1
    assert "Talisman holder: seat 2" in thread.history()[0].content
    assert game_state(env.bot, parent.id) is None


async def test_ai_seats_of_a_chosen_level_are_added_and_removed_in_the_lobby(simcord_env):
    """The AI level is chosen in the lobby and an AI seat is removable there; AI seats have
    short names with a level badge."""
    env = simcord_env
    guild = env.create_guild()
    channel = guild.create_text_channel("games")
    alice = guild.add_member(env.create_user("alice"))
    await alice.slash(channel, "game new", game="evolution")
    select_id = next(c.custom_id for row in lobby_message(channel).components
                     for c in row.children if c.type.value == 3)
    await alice.select(lobby_message(channel), ["add:search"], custom_id=select_id)
    await alice.select(lobby_message(channel), ["add:random"], custom_id=select_id)
    lobby = lobby_message(channel)
    assert "2. AI 1 · 🤖 search" in lobby.content and "3. AI 2 · 🤖 random" in lobby.content
    options = [o.value for row in lobby.components for c in row.children if c.type.value == 3
               for o in c.options]
    assert "remove:1" in options and "remove:2" in options
    await alice.select(lobby, ["remove:1"], custom_id=select_id)
    table = env.bot.service.tables.table(channel.id)
    assert [(s.name, s.ai) for s in table.seats] == [("alice", None), ("AI 2", "random")]
