"""Who may press what (docs/design.md, "The bot's design"): only the seat that must act;
a double click applies once; stale, foreign and forged controls get one polite ephemeral
sentence."""

from __future__ import annotations

import pytest

from tests.bot.support import (
    act_once,
    as_message,
    close_dms,
    controls,
    emit_click,
    first_button,
    game_state,
    live_panel,
    make_player,
    messages,
    open_table,
    refusal,
    said,
)
from words import say

# What this module checks happens above the store, so it runs on SQLite only (the store's
# own tests run on both).
pytestmark = pytest.mark.any_store


async def two_player_wildcards(env, *, closed=False):
    """alice and bob at Wild Cards; with ``closed`` bob's DMs refuse the bot, so the table
    message carries My hand (only then: the others play in their DMs)."""
    guild = env.create_guild()
    channel = guild.create_text_channel("table")
    alice, bob = make_player(guild, env, "alice"), make_player(guild, env, "bob")
    if closed:
        await close_dms(env, bob)
    await open_table(env, channel, alice, "wildcards", joiners=(bob,))
    return guild, channel, alice, bob


def table_message(env, channel):
    for stored in messages(env, channel.id):
        if any(c["custom_id"].startswith("wt:h:") for row in stored.components
               for c in row["components"]):
            return stored
    raise AssertionError("no table message with My hand")


async def test_my_hand_only_while_someone_cannot_get_dms(simcord_env):
    """Everyone plays in their DMs: no table message carries My hand, so none has a control to
    take away when its chapter ends (``/game hand`` is there for anyone)."""
    env = simcord_env
    _, channel, alice, bob = await two_player_wildcards(env)
    for _ in range(8):
        player = next((p for p in (alice, bob) if live_panel(env, p) is not None), None)
        if player is None:
            break
        await act_once(env, player, live_panel(env, player))
    tables = [m for m in messages(env, channel.id) if m.content.startswith("**Wild Cards** · ")]
    assert len(tables) >= 2, "a new chapter began"
    assert [c for m in tables for c in controls(m)] == []


async def test_double_click_applies_once(simcord_env):
    env = simcord_env
    _, channel, alice, _ = await two_player_wildcards(env)
    panel = live_panel(env, alice)
    version = game_state(env.bot, channel.id).version
    button = first_button(panel)
    first = emit_click(env, alice.id, panel, button)
    second = emit_click(env, alice.id, panel, button)
    await env.settle()
    assert game_state(env.bot, channel.id).version == version + 1
    refusals = [text for r in (first, second) for text, eph in said(r) if eph]
    assert len(refusals) == 1 and "out of date" in refusals[0]


async def test_someone_else_cannot_act_for_a_seat(simcord_env):
    """A forged client showing alice's button to bob: the service refuses the seat."""
    env = simcord_env
    _, channel, alice, bob = await two_player_wildcards(env, closed=True)
    panel = live_panel(env, alice)
    button = first_button(panel)
    stored = table_message(env, channel)
    stored.components[0]["components"].append(
        {"type": 2, "style": 1, "label": "forged", "custom_id": button})
    version = game_state(env.bot, channel.id).version
    result = await bob.member.click(as_message(env, stored), custom_id=button)
    assert "not your seat" in refusal(result)
    assert game_state(env.bot, channel.id).version == version


async def test_spectator_my_hand_is_refused(simcord_env):
    env = simcord_env
    guild, channel, _, _ = await two_player_wildcards(env, closed=True)
    carol = make_player(guild, env, "carol")
    stored = table_message(env, channel)
    result = await carol.member.click(as_message(env, stored), label="My hand")
    assert "no seat" in refusal(result)


async def test_forged_custom_ids_are_refused(simcord_env):
    env = simcord_env
    guild, channel, alice, _ = await two_player_wildcards(env, closed=True)
    stored = table_message(env, channel)
    version = game_state(env.bot, channel.id).version
    for forged in ("wt:a:zz:!!:0:x", "wt:a:1:1:0:0:bid:F1"):
        result = emit_click(env, alice.id, stored, forged, guild_id=guild.id)
        await env.settle()
        assert "not valid" in refusal(result)
    assert game_state(env.bot, channel.id).version == version


async def test_stale_panel_after_the_game_moved_on(simcord_env):
    """A click carrying an old version is refused and changes nothing."""
    env = simcord_env
    _, channel, alice, bob = await two_player_wildcards(env)
    old_panel = live_panel(env, alice)
    old_button = first_button(old_panel)
    snapshot = as_message(env, old_panel)._message  # the stored message at this moment
    import copy
    stale = copy.deepcopy(snapshot)
    await alice.user.click(as_message(env, old_panel), custom_id=old_button)
    version = game_state(env.bot, channel.id).version
    # alice's client still shows the old panel (e.g. a second device): click it there
    env.backend.messages[stale.channel_id][stale.id] = stale
    result = await alice.user.click(as_message(env, stale), custom_id=old_button)
    assert "out of date" in refusal(result)
    assert game_state(env.bot, channel.id).version == version


async def test_a_stale_dm_panel_after_the_dms_closed_points_to_game_hand(simcord_env):
    """When the bot can no longer DM the player, "use the latest panel" is no help: the
    refusal names ``/game hand``, where their live panel is, and still changes nothing."""
    env = simcord_env
    _, channel, alice, bob = await two_player_wildcards(env)
    old_panel = live_panel(env, alice)
    old_button = first_button(old_panel)
    import copy
    stale = copy.deepcopy(as_message(env, old_panel)._message)
    await alice.user.click(as_message(env, old_panel), custom_id=old_button)
    await close_dms(env, alice)
    version = game_state(env.bot, channel.id).version
    env.backend.messages[stale.channel_id][stale.id] = stale
    result = await alice.user.click(as_message(env, stale), custom_id=old_button)
    text = refusal(result)
    assert "out of date" in text and "`/game hand`" in text
    assert game_state(env.bot, channel.id).version == version


async def test_play_by_slash_command_with_autocomplete(simcord_env):
    env = simcord_env
    _, channel, alice, bob = await two_player_wildcards(env)
    choices = await alice.member.autocomplete(channel, "game play", "choice", "")
    assert choices, "the legal choices are suggested"
    state = game_state(env.bot, channel.id)
    labels = {say("en", a.label) for a in state.legal_actions(0)}
    assert {c["name"].split(": ")[-1] for c in choices} <= labels
    version = state.version
    result = await alice.member.slash(channel, "game play", choice=choices[0]["value"])
    assert result.ephemeral
    assert game_state(env.bot, channel.id).version == version + 1
    again = await alice.member.slash(channel, "game play", choice=choices[0]["value"])
    assert "out of date" in refusal(again)


async def test_play_from_a_dm_acts_in_the_one_game_that_waits(simcord_env):
    """A DM has no channel: /game play finds the user's one game that waits for them, and
    autocomplete suggests its choices there too."""
    env = simcord_env
    _, channel, alice, _ = await two_player_wildcards(env)
    choices = await alice.user.autocomplete("game play", "choice", "")
    state = game_state(env.bot, channel.id)
    assert choices and {c["name"].split(": ")[-1] for c in choices} <= {
        say("en", a.label) for a in state.legal_actions(0)}
    version = state.version
    result = await alice.user.slash("game play", choice=choices[0]["value"])
    assert result.ephemeral
    assert game_state(env.bot, channel.id).version == version + 1


async def test_play_from_a_dm_with_several_games_asks_which(simcord_env):
    """Two games wait for alice: a DM /game play names both channels; the `game` option
    (autocompleted with the channels) picks one."""
    env = simcord_env
    guild, first, alice, bob = await two_player_wildcards(env)
    second = guild.create_text_channel("second")
    await open_table(env, second, alice, "wildcards", joiners=(bob,))
    choice = next(a.code for a in game_state(env.bot, second.id).legal_actions(0))
    text = refusal(await alice.user.slash("game play", choice=choice))
    assert f"<#{first.id}>" in text and f"<#{second.id}>" in text and "`game`" in text
    games = await alice.user.autocomplete("game play", "game", "")
    assert {g["value"] for g in games} == {str(first.id), str(second.id)}
    assert any("second" in g["name"] for g in games)
    choices = await alice.user.autocomplete("game play", "choice", "", game=str(second.id))
    assert choices
    versions = (game_state(env.bot, first.id).version, game_state(env.bot, second.id).version)
    await alice.user.slash("game play", choice=choices[0]["value"], game=str(second.id))
    assert game_state(env.bot, first.id).version == versions[0]
    assert game_state(env.bot, second.id).version == versions[1] + 1
