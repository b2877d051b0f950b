"""The end of a game: the result message names the winner and offers a Rematch (same seats and
options, a new lobby in the same channel); each human gets a DM with their place and score
breakdown; ``/game board``, ``/game status`` and ``/game log`` still answer about the last
finished game; timers show their deadline as a Discord timestamp.

All above the store (the finished game's archive row and a new lobby's rows are checked on both
stores in tests/store), so these run on SQLite (``any_store``)."""

from __future__ import annotations

import logging
import re

import pytest

from tests.bot.support import (
    emit_click,
    game_state,
    live_panel,
    make_player,
    open_table,
    play_to_end,
    said,
)

pytestmark = pytest.mark.any_store


async def finished_wildcards(env):
    guild = env.create_guild()
    channel = guild.create_text_channel("table")
    alice, bob = make_player(guild, env, "alice"), make_player(guild, env, "bob")
    await open_table(env, channel, alice, "wildcards", joiners=(bob,), options="talisman_seat=0")
    await play_to_end(env, channel, [alice, bob])
    return guild, channel, alice, bob


@pytest.mark.rate_limit(45)
@pytest.mark.whole_game
async def test_result_dms_the_last_game_still_answers_and_a_rematch(simcord_env, caplog):
    """One finished game for all that its end shows: its last sends log no error, paced like
    on Discord (one of the paced whole games' ends of tests/bot/test_e2e_game_end.py); the
    result and the DMs, ``/game board``, ``status`` and ``log`` about it (read-only, asked by a
    spectator), then its Rematch, which opens a new lobby with the same seats in the same
    channel."""
    env = simcord_env
    caplog.set_level(logging.WARNING)
    guild, channel, alice, bob = await finished_wildcards(env)
    await env.settle()
    errors = [r.getMessage() for r in caplog.records if r.levelno >= logging.ERROR]
    assert errors == [] and not env.errors, errors
    result = channel.history()[-1]
    assert "Game over. Winner:" in result.content
    labels = [c.label for row in result.components for c in row.children]
    assert labels == ["Rematch", "My review"]
    for player in (alice, bob):
        last = player.user.dm_channel.last_message.content
        assert re.search(r"is over: you are (1st|2nd) with \d+ points \(", last), last
    carol = make_player(guild, env, "carol")
    board = await carol.member.slash(channel, "game board")
    assert board.response.attachments[0].filename.startswith("wildcards-result-")
    status = said(await carol.member.slash(channel, "game status"))[0][0]
    assert "game over" in status and "1. " in status
    log = said(await carol.member.slash(channel, "game log"))[0][0]
    assert log.startswith("• ") and "`" not in log, "no internal version numbers"

    # the Rematch: after the questions above, which changed nothing
    first = env.bot.service.tables.table(channel.id)
    assert first is None, "the finished game left no table open"
    result = next(m for m in channel.history() if m.id == result.id)
    rematch_id = next(c.custom_id for row in result.components for c in row.children)
    await bob.member.click(result, label="Rematch")
    result = next(m for m in channel.history() if m.id == result.id)
    assert [c.label for row in result.components for c in row.children] == ["My review"], \
        "a used Rematch goes; each person's review stays"
    table = env.bot.service.tables.table(channel.id)
    assert table is not None and table.status == "lobby" and table.host_id == bob.id
    assert [s.user_id for s in table.seats] == [alice.id, bob.id]
    assert table.options["talisman_seat"] == 0
    lobby = channel.history()[-1]
    assert "new table" in lobby.content and f"<@{bob.id}>" in lobby.content
    await bob.member.click(lobby, label="Start")
    assert game_state(env.bot, channel.id) is not None
    stored = env.backend.messages[channel.id][result.id]
    again = emit_click(env, alice.id, stored, rematch_id, guild_id=guild.id)  # an old view
    await env.settle()
    assert "not valid" in said(again)[0][0], "the message no longer carries it"
    assert game_state(env.bot, channel.id) is not None, "the started rematch plays on"


@pytest.mark.bot_settings(reminder_seconds=20.0)
async def test_timers_show_their_deadline_as_a_discord_timestamp(simcord_env):
    env = simcord_env
    guild = env.create_guild()
    channel = guild.create_text_channel("table")
    alice, bob = make_player(guild, env, "alice"), make_player(guild, env, "bob")
    await open_table(env, channel, alice, "wildcards", joiners=(bob,), turn_timer=60)
    deadline = int(env.bot.service.clock()) + 60
    live = channel.history()[-1].content
    assert f"<t:{deadline}:R>" in live
    panel = live_panel(env, alice)
    assert f"decide <t:{deadline}:R>" in panel.content
    await env.advance_time(21)
    reminder = channel.history()[-1].content
    # the reminder names the clock time, true before and after it (not "in 40 seconds")
    assert reminder.startswith("⏰ <@") and f"<t:{deadline}:t>" in reminder
