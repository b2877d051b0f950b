"""After a restart the panel a waiting player holds keeps working (docs/bot.md, "On real
Discord"): in a phase where several people decide at once, one person's move leaves the
others' panels alone (their version lags the game's), and a restart must not turn those
panels stale. A panel whose decision really changed is still refused."""

from __future__ import annotations

import copy
from typing import Any

import pytest

from bot.messages.controls.grammar import unb36
from tests.bot.support import (
    act_once,
    as_message,
    emit_click,
    first_button,
    game_state,
    live_panel,
    make_player,
    open_table,
    refusal,
)


def panel_version(stored: Any) -> int:
    return unb36(first_button(stored).split(":")[4])


async def waiting_behind(env: Any, channel: Any, players: list[Any], after: int = 0) -> Any:
    """Play until one human has moved in a simultaneous phase while another still waits
    with a panel drawn before that move (past version ``after``); return the waiting one."""
    for _ in range(300):
        state = game_state(env.bot, channel.id)
        assert state is not None, "the game ended without a simultaneous phase"
        table = env.bot.service.tables.table(channel.id)
        due = [p for p in players
               if any(table.seats[s].user_id == p.id for s in state.to_act())]
        for player in due if state.version > after else ():
            panel = live_panel(env, player)
            if panel is not None and panel_version(panel) < state.version:
                return player
        mover = due[0]
        await act_once(env, mover, live_panel(env, mover))
    raise AssertionError("no simultaneous phase reached")


@pytest.mark.parametrize("game", ["wildcards", "evolution"])
async def test_waiting_panel_works_after_restart(simcord_env, harness, game):
    """Wild Cards' secret bids, Evolution's food cards: several people decide at once."""
    env = simcord_env
    guild = env.create_guild()
    channel = guild.create_text_channel("table")
    players = [make_player(guild, env, name) for name in ("alice", "bob", "carol")]
    await open_table(env, channel, players[0], game, joiners=tuple(players[1:]))
    waiter = await waiting_behind(env, channel, players)
    panel = live_panel(env, waiter)
    version = game_state(env.bot, channel.id).version

    await env.restart_bot(await harness.bot())

    result = await waiter.user.click(as_message(env, panel), custom_id=first_button(panel))
    assert game_state(env.bot, channel.id) is None or \
        game_state(env.bot, channel.id).version > version, refusal(result)


async def test_changed_decision_still_refused_after_restart(simcord_env, harness):
    """A control from a version whose decision differed (an earlier decision of the same
    seat) is refused after a restart as before it."""
    env = simcord_env
    guild = env.create_guild()
    channel = guild.create_text_channel("table")
    players = [make_player(guild, env, name) for name in ("alice", "bob", "carol")]
    await open_table(env, channel, players[0], "wildcards", joiners=tuple(players[1:]))
    # each person's first panel as they saw it (a DM whose later edits never arrived)
    first = {p.id: copy.deepcopy(live_panel(env, p)) for p in players}
    waiter = await waiting_behind(env, channel, players, after=2 * len(players))
    panel = live_panel(env, waiter)
    held = first[waiter.id]
    old = first_button(held)   # the first round's bid: that decision is over
    assert unb36(old.split(":")[4]) < panel_version(panel)
    version = game_state(env.bot, channel.id).version

    await env.restart_bot(await harness.bot())

    result = emit_click(env, waiter.id, held, old)
    await env.settle()
    assert game_state(env.bot, channel.id).version == version
    assert "out of date" in refusal(result)
