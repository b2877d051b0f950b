"""A decision in someone else's turn (a bid in their auction, a defence) is folded into the
person's last DM panel, edited in place; a new DM, and a phone's notification with it, comes
with the person's own turn (docs/playing.md, "DMs and pictures"). Their panel keeps working
across a restart."""

from __future__ import annotations

from typing import Any

import pytest

from tests.bot.support import (
    Player,
    act_once,
    as_message,
    dm_messages,
    first_button,
    game_state,
    live_panel,
    make_player,
    open_table,
    refusal,
)


def seat_of(env: Any, channel: Any, player: Player) -> int:
    table = env.bot.service.tables.table(channel.id)
    return next(s.index for s in table.seats if s.user_id == player.id)


async def until_folded(env: Any, channel: Any, players: list[Player]) -> Player:
    """Play until a person must decide in another seat's turn, having had a panel before;
    check on the way that each new decision of an own turn starts a new DM and each in
    another's turn does not."""
    checked = {"own": 0, "folded": 0}
    decided: dict[int, object] = {}  # person -> the turn of their last decision
    for _ in range(2000):
        state = game_state(env.bot, channel.id)
        assert state is not None, f"the game ended first: {checked}"
        mover = next((p for p in players if live_panel(env, p) is not None), None)
        assert mover is not None, "nobody to act"
        before = {p.id: (len(dm_messages(env, p)), live_panel(env, p)) for p in players}
        await act_once(env, mover, live_panel(env, mover))
        state = game_state(env.bot, channel.id)
        if state is None:
            break
        view = state.view(None)
        if view.get("phase") != "play":
            continue
        for player in players:
            seat = seat_of(env, channel, player)
            count, panel = before[player.id]
            if seat not in state.to_act():
                continue
            last, decided[player.id] = decided.get(player.id), view["turn_number"]
            if player is mover or panel is not None or not count or last in (
                    None, view["turn_number"]):
                continue  # not a decision of a new turn, or the person's first panel
            new = len(dm_messages(env, player)) - count
            if view["turn"] == seat:
                assert new == 1, "an own turn starts with a new DM"
                checked["own"] += 1
            else:
                assert new == 0, "a decision in another's turn edits the last panel"
                checked["folded"] += 1
                if checked["own"] and checked["folded"] >= 3:
                    return player
    raise AssertionError("no decision in another's turn met")


@pytest.mark.any_store
async def test_a_bid_in_another_turn_edits_the_last_panel_and_survives_a_restart(
        simcord_env, harness):
    env = simcord_env
    guild = env.create_guild()
    channel = guild.create_text_channel("table")
    players = [make_player(guild, env, name, seed=7) for name in ("alice", "bob")]
    await open_table(env, channel, players[0], "wildlife", joiners=(players[1],), ais=1)
    waiter = await until_folded(env, channel, players)
    dms = dm_messages(env, waiter)
    panel = live_panel(env, waiter)
    assert panel is dms[-1], "the folded panel is the newest DM"
    version = game_state(env.bot, channel.id).version

    await env.restart_bot(await harness.bot())

    result = await waiter.user.click(as_message(env, panel), custom_id=first_button(panel))
    state = game_state(env.bot, channel.id)
    assert state is None or state.version > version, refusal(result)
    assert len(dm_messages(env, waiter)) == len(dms), "the restart sent no new DM"


@pytest.mark.any_store  # which DM is edited
@pytest.mark.whole_game
async def test_a_decision_is_not_folded_above_another_games_dms(simcord_env):
    """A person at two tables: once the other game has sent them a newer panel, a bid in
    another's turn here is a new DM, not an edit of a panel scrolled out of sight."""
    env = simcord_env
    guild = env.create_guild()
    here, there = guild.create_text_channel("here"), guild.create_text_channel("there")
    alice, bob = make_player(guild, env, "alice", seed=7), make_player(guild, env, "bob", seed=7)
    carol = make_player(guild, env, "carol", seed=7)
    await open_table(env, here, alice, "wildlife", joiners=(bob,), ais=1)
    while game_state(env.bot, here.id).view(None).get("phase") != "play":
        mover = next(p for p in (bob, alice) if live_panel(env, p) is not None)
        await act_once(env, mover, live_panel(env, mover))
    await open_table(env, there, carol, "wildcards", joiners=(alice,))  # while this is played
    for _ in range(3000):
        state = game_state(env.bot, here.id)
        assert state is not None, "the game ended first"
        mover = next((p for p in (bob, carol, alice) if live_panel(env, p) is not None), None)
        assert mover is not None, "nobody to act"
        dms = dm_messages(env, alice)
        count = len(dms)
        other = env.bot.service.tables.table(there.id)
        below = bool(dms) and other is not None and dms[-1].id in other.messages.values()
        waiting = mover is bob and below
        await act_once(env, mover, live_panel(env, mover))
        state = game_state(env.bot, here.id)
        if state is None:
            break
        view = state.view(None)
        seat = seat_of(env, here, alice)
        if waiting and view.get("phase") == "play" and view["turn"] != seat \
                and seat in state.to_act() and game_state(env.bot, there.id) is not None:
            assert len(dm_messages(env, alice)) == count + 1, "a new DM below the other game"
            return
    raise AssertionError("no decision in another's turn met")
