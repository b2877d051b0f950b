"""Restarts, closed DMs, Discord failures and turn timers (docs/design.md, "The bot's
design"): the game never stalls, never acts twice and loses nothing.

Restarts and timers (rows) run on both stores; closed DMs, Discord's failures, a seat left to
an AI and what a spectator sees are the bot's work above the store, run on SQLite
(``any_store``; the store's seat and DM rows are checked on both in tests/store).

Where the subject is a failure survived to the game's end, not the game (a restart, closed
DMs, Discord's failures, a seat left and taken back), the table plays the toy game of
tests/support/toy.py: a few decisions to its end, hidden hands and simultaneous bids, through
the same panels, outbox and commands as any title's."""

from __future__ import annotations

import pytest

from tests.bot.support import (
    act_once,
    as_message,
    check_no_leaks,
    first_button,
    game_state,
    knowledge,
    live_panel,
    make_player,
    open_table,
    play_to_end,
    refusal,
    said,
    seat_to_act,
)
from tests.support import toy


@pytest.mark.whole_game
async def test_restart_mid_game_resumes_and_old_buttons_work_once(toy_game,
                                                                   simcord_env, harness):
    """A restart loses nothing and sends nothing already delivered (docs/performance.md,
    "Restarts"): the panel the player has keeps working; no message is posted again. (Each
    title's panels across a restart: tests/bot/test_e2e_restart_panels.py.)"""
    env = simcord_env
    guild = env.create_guild()
    channel = guild.create_text_channel("table")
    alice, bob = make_player(guild, env, "alice"), make_player(guild, env, "bob")
    await open_table(env, channel, alice, toy.NAME, joiners=(bob,))
    for _ in range(3):  # mid-game: the toy's first round played, its hands in the rows
        player = seat_to_act(env, channel.id, [alice, bob])
        await act_once(env, player, live_panel(env, player))
    before = game_state(env.bot, channel.id).to_json()
    mover = seat_to_act(env, channel.id, [alice, bob])
    old_panel = live_panel(env, mover)
    old_button = first_button(old_panel) if old_panel else None

    requests = len(env.backend.http_requests)
    await env.restart_bot(await harness.bot())

    assert game_state(env.bot, channel.id).to_json() == before, "nothing lost"
    sent = [r for r in env.backend.http_requests[requests:]
            if r.path.endswith("/messages") and r.method == "POST"]
    assert sent == [], "nothing delivered is sent again"
    assert live_panel(env, mover).id == old_panel.id
    if old_button is not None:
        version = game_state(env.bot, channel.id).version
        await mover.user.click(as_message(env, old_panel), custom_id=old_button)
        assert game_state(env.bot, channel.id).version == version + 1, "old button works"
    await play_to_end(env, channel, [alice, bob])
    k = await knowledge(env.bot.service, channel.id)
    check_no_leaks(env, channel, {0: alice, 1: bob}, k)


@pytest.mark.any_store
@pytest.mark.whole_game
async def test_closed_dms_fall_back_to_game_hand(toy_game, simcord_env):
    env = simcord_env
    guild = env.create_guild()
    channel = guild.create_text_channel("table")
    alice, bob = make_player(guild, env, "alice"), make_player(guild, env, "bob")
    env.inject_error("POST", f"/channels/{bob.user.dm_channel.id}/messages", status=403,
                     code=50007, message="Cannot send messages to this user", times=None)
    await open_table(env, channel, alice, toy.NAME, joiners=(bob,))
    clicks = 0
    while game_state(env.bot, channel.id) is not None:
        player = seat_to_act(env, channel.id, [alice, bob])
        if player is alice:
            await act_once(env, alice, live_panel(env, alice))
        else:
            shown = await bob.member.slash(channel, "game hand")
            panel = shown.response
            assert panel.ephemeral
            await act_once(env, bob, panel._message)
        clicks += 1
        assert clicks < 2000
    notices = [m.content for m in channel.history() if "cannot send you DMs" in m.content]
    assert len(notices) == 1 and f"<@{bob.id}>" in notices[0], "the channel says so once"
    assert not [m for m in env.backend.messages.get(bob.user.dm_channel.id, {}).values()]
    k = await knowledge(env.bot.service, channel.id)
    check_no_leaks(env, channel, {0: alice, 1: bob}, k)


@pytest.mark.any_store
@pytest.mark.whole_game
@pytest.mark.parametrize("status", [429, 500])
async def test_discord_failures_are_survived(toy_game, simcord_env, status):
    """discord.py's own HTTP client retries (tests/bot/transport.py): a 429 after Discord's
    ``retry_after``, a 500 after 1 s of real time (then 3, 5 s), so each request fails once
    with a 500 here, to keep the test short."""
    env = simcord_env
    times = 3 if status == 429 else 1
    guild = env.create_guild()
    channel = guild.create_text_channel("table")
    alice, bob = make_player(guild, env, "alice"), make_player(guild, env, "bob")
    await open_table(env, channel, alice, toy.NAME, joiners=(bob,))
    env.inject_error("POST", f"/channels/{channel.id}/messages", status=status, times=times,
                     message='{"retry_after": 0.001, "global": false}' if status == 429
                     else "Internal Server Error")
    env.inject_error("PATCH", "/channels/*/messages/*", status=status, times=min(times, 2))
    env.inject_error("POST", f"/channels/{alice.user.dm_channel.id}/messages", status=status,
                     times=min(times, 2))
    posted_before = len(channel.history())
    await play_to_end(env, channel, [alice, bob])
    assert len(channel.history()) > posted_before
    assert "Game over" in channel.history()[-1].content
    assert not env.errors


@pytest.mark.bot_settings(reminder_seconds=20.0)
async def test_turn_timer_reminds_then_plays_for_the_seat(simcord_env):
    env = simcord_env
    guild = env.create_guild()
    channel = guild.create_text_channel("table")
    alice, bob = make_player(guild, env, "alice"), make_player(guild, env, "bob")
    await open_table(env, channel, alice, "wildcards", joiners=(bob,), turn_timer=60)
    version = game_state(env.bot, channel.id).version
    await env.advance_time(21)
    reminders = [m.content for m in channel.history() if m.content.startswith("⏰ <@")]
    assert reminders, "a reminder after 20 s"
    assert game_state(env.bot, channel.id).version == version
    await env.advance_time(40)
    assert game_state(env.bot, channel.id).version > version, "the fallback played"
    assert any("Time is up" in m.content for m in channel.history())


@pytest.mark.any_store
@pytest.mark.whole_game
async def test_leave_mid_game_hands_the_seat_to_an_ai_and_join_takes_it_back(
        toy_game, simcord_env):
    env = simcord_env
    guild = env.create_guild()
    channel = guild.create_text_channel("table")
    alice, bob = make_player(guild, env, "alice"), make_player(guild, env, "bob")
    await open_table(env, channel, alice, toy.NAME, joiners=(bob,))
    left = await bob.member.slash(channel, "game leave")
    assert "AI" in said(left)[0][0]
    # bob's seat never waits for him now: alice alone plays two of her decisions (the AI
    # answers for bob; the toy's three rounds give her three bids at least), then he rejoins
    for _ in range(2):
        player = seat_to_act(env, channel.id, [alice])
        assert player is alice or seat_to_act(env, channel.id, [alice, bob]) is None
        await act_once(env, alice, live_panel(env, alice))
    back = await bob.member.slash(channel, "game join")
    assert "your seat is yours again" in said(back)[0][0]
    table = env.bot.service.tables.table(channel.id)
    assert not table.seats[1].is_ai
    await play_to_end(env, channel, [alice, bob])


@pytest.mark.any_store
@pytest.mark.rate_limit(45)
async def test_spectator_commands_show_only_public_things(simcord_env):
    env = simcord_env
    guild = env.create_guild()
    channel = guild.create_text_channel("table")
    alice, bob = make_player(guild, env, "alice"), make_player(guild, env, "bob")
    carol = make_player(guild, env, "carol")
    await open_table(env, channel, alice, "evolution", joiners=(bob,))
    for _ in range(6):
        player = seat_to_act(env, channel.id, [alice, bob])
        await act_once(env, player, live_panel(env, player))
    board = await carol.member.slash(channel, "game board")
    status = await carol.member.slash(channel, "game status")
    log = await carol.member.slash(channel, "game log")
    rules = await carol.member.slash(channel, "game rules", topic="feeding")
    for result in (board, status, log, rules):
        assert said(result) and all(eph for _, eph in said(result))
    assert "Evolution" in said(status)[0][0]
    assert "Feeding" in said(rules)[0][0]
    assert board.response.attachments
    k = await knowledge(env.bot.service, channel.id)
    check_no_leaks(env, channel, {0: alice, 1: bob}, k)
    refused = await carol.member.slash(channel, "game hand")
    assert "no seat" in refusal(refused)


async def test_turn_timers_survive_a_restart(simcord_env, harness):
    """Timers are rows in the database: after a restart they are armed again and fire."""
    env = simcord_env
    guild = env.create_guild()
    channel = guild.create_text_channel("table")
    alice, bob = make_player(guild, env, "alice"), make_player(guild, env, "bob")
    await open_table(env, channel, alice, "evolution", joiners=(bob,), turn_timer=120)
    version = game_state(env.bot, channel.id).version
    await env.advance_time(30)
    await env.restart_bot(await harness.bot())
    assert game_state(env.bot, channel.id).version == version
    await env.advance_time(91)
    assert game_state(env.bot, channel.id).version > version
    assert any("Time is up" in m.content for m in channel.history())
