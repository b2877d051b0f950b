"""A game's end: its last sends (the result, the players' DMs) end after the game closed,
outside the channel's lock; that is no error (docs/bot.md, "On real Discord"). Paced like
on Discord (45 requests a second), sends are under way while the last move is recorded. The race
itself (a send that found the table open, then waited for the channel's lock while the last
move closed it) needs a delivery to start during the ratings' write: the PostgreSQL test below
makes that write wait, as a busy database does."""

from __future__ import annotations

import logging

import pytest

from tests.bot.support import make_player, open_table

#: The whole games whose paced ends (sends under way while the last move is recorded) must log
#: no error, hoping for the race on SQLite and on PostgreSQL (where it once showed), are
#: played where they check more of the same game: Wild Cards' games of two people and an AI
#: seat of tests/bot/test_e2e_games.py (paced, on each store) and the finished game of
#: tests/bot/test_e2e_end.py (paced, of two people). The race itself is made to happen by the
#: test below.


@pytest.mark.patient  # plays a game to its end, with no timer: each step may take the run's wait
async def test_a_late_end_send_under_a_busy_database_logs_no_error(simcord_env, harness,
                                                                   caplog):
    """The interleaving itself, on PostgreSQL: another connection holds ``rating_changes``
    (a busy database) while the last move of one game records its ratings, and a move in
    another game wakes the sender meanwhile; the first game's end DMs go out while it is
    still open, and their senders wait for its lock until it has closed."""
    if not harness.url:
        pytest.skip("locks a PostgreSQL table from another connection")
    import asyncio

    import asyncpg

    from tests.bot.support import act_once, emit_click, first_button, live_panel, seat_to_act

    env = simcord_env
    caplog.set_level(logging.WARNING)
    guild = env.create_guild()
    one, two = guild.create_text_channel("one"), guild.create_text_channel("two")
    alice, bob = make_player(guild, env, "alice"), make_player(guild, env, "bob")
    carol, dan = make_player(guild, env, "carol"), make_player(guild, env, "dan")
    await open_table(env, one, alice, "wildcards", joiners=(bob,))
    await open_table(env, two, carol, "wildcards", joiners=(dan,))
    tables = env.bot.service.tables
    blocked = False
    busy = await asyncpg.connect(harness.url)  # one connection, a lock for each move
    try:
        for _ in range(500):
            player = seat_to_act(env, one.id, [alice, bob])
            assert player is not None
            panel = live_panel(env, player)
            tx = busy.transaction()
            await tx.start()
            await busy.execute("LOCK TABLE rating_changes IN EXCLUSIVE MODE")
            patience, env.settle_timeout = env.settle_timeout, 5.0
            try:  # the last move cannot settle while the ratings' write waits: SimCord's 5 s
                await act_once(env, player, panel)
            except TimeoutError:
                pass
            finally:
                env.settle_timeout = patience
            state = tables.open[one.id].state if one.id in tables.open else None
            if state is not None and state.is_over():
                blocked = True  # the last move waits on the ratings' write
                other = seat_to_act(env, two.id, [carol, dan])
                assert other is not None
                emit_click(env, other.id, live_panel(env, other),
                           first_button(live_panel(env, other)))
                await asyncio.sleep(0.3)
            await tx.rollback()
            await env.settle()
            if blocked:
                break
    finally:
        await busy.close()
    assert blocked and one.id not in tables.open, blocked
    errors = [r.getMessage() for r in caplog.records if r.levelno >= logging.ERROR]
    assert errors == []
