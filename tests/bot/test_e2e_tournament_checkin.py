"""A check-in before each round (docs/tournaments.md): the organiser sets a window at
``/tournament new``; a message in the event's channel asks the players with "I'm here"; whoever
has not checked in when it closes is dropped (or handed to an AI), told by DM in their
language, and the channel hears it in one line. The window is kept in the tournament's row,
so a restart waits for it again."""

from __future__ import annotations

import copy
from typing import Any

import pytest

from bot.core.tournament.model import RUNNING
from tests.bot.support import (
    as_message,
    controls,
    emit_click,
    make_player,
    messages,
    refusal,
    said,
)
from tests.bot.tournament_support import organiser, sign_up, tournament

WINDOW = 5  # minutes


def checkin_message(env: Any, channel: Any) -> tuple[Any, str, str]:
    """The latest check-in message in the channel, its button's custom_id and label."""
    for stored in messages(env, channel.id):
        found = [c for c in controls(stored) if c["custom_id"].startswith("wt:k:")]
        if found:
            return as_message(env, stored), found[0]["custom_id"], found[0].get("label", "")
    raise AssertionError("no check-in message")


def dms(player: Any) -> list[str]:
    channel = player.user.dm_channel
    return [m.content for m in channel.history()] if channel else []


async def event(env: Any, harness_restart: Any = None, *, no_show: str = "drop"
                ) -> tuple[Any, Any, Any, list[Any]]:
    guild = env.create_guild()
    channel = guild.create_text_channel("events")
    org = organiser(env, guild)
    await org.slash(channel, "tournament new", game="wildcards", format="swiss", rounds=1,
                    table_size=2, checkin=WINDOW, no_show=no_show)
    people = [make_player(guild, env, name) for name in ("ann", "bob", "cat")]
    for p in people:
        await sign_up(env, channel, p)
    return guild, channel, org, people


#: time moves on and a table starts (an AI may think): a loaded machine needs the longer wait;
#: the tables' turn timer (the default 300 s) keeps its reminder beyond it
@pytest.mark.whole_game
async def test_who_does_not_check_in_is_dropped_and_told(simcord_env, harness, locales):
    """ann and bob check in, cat does not: the round is seated without cat, who hears it by
    DM in Dutch, and the channel hears it in one line. A stranger's click and a click after
    the window are refused, each in a sentence of its own; the window outlives a restart."""
    env = simcord_env
    guild, channel, org, (ann, bob, cat) = await event(env)
    locales[cat.user.id] = "nl"
    await sign_up(env, channel, cat, "leave")  # cat's client speaks Dutch from now on
    await sign_up(env, channel, cat)
    started = said(await org.slash(channel, "tournament start"))
    assert "check-in for round 1 is open for 5 minutes" in started[0][0], started
    t = await tournament(env, guild)
    assert t.status == RUNNING and not t.played, "nobody is seated before the check-in"
    message, button, label = checkin_message(env, channel)
    assert label == "I'm here"
    assert all(f"<@{p.id}>" in message.content for p in (ann, bob, cat))

    stranger = make_player(guild, env, "dan")
    assert "Only the players" in refusal(await stranger.member.click(message,
                                                                     custom_id=button))
    for p in (ann, bob):
        answer = said(await p.member.click(message, custom_id=button))
        assert answer == [("You are checked in for round 1.", True)], answer
    assert "already" in refusal(await ann.member.click(message, custom_id=button))

    before = copy.deepcopy(env.backend.messages[channel.id][message.id])
    # the window is a row: a restart in the middle still closes it on time
    await env.restart_bot(await harness.bot())
    await env.advance_time(WINDOW * 60 + 1)
    await env.settle()

    t = await tournament(env, guild)
    assert t.entrant(cat.id).dropped
    assert len(t.played[0].boards) == 1 and t.played[0].boards[0].thread is not None
    assert sorted(t.played[0].boards[0].players) == sorted([ann.id, bob.id])
    lines = [m.content for m in messages(env, channel.id)]
    assert any(text.startswith("Did not check in for round 1, so out of the tournament: cat")
               for text in lines), lines
    assert any("je ligt eruit" in text for text in dms(cat)), dms(cat)
    assert not any("je ligt eruit" in text or "out of it" in text
                   for p in (ann, bob) for text in dms(p))
    # the message lost its button and says so; a click from a client not yet updated is
    # told the check-in is over
    stored = env.backend.messages[channel.id][message.id]
    assert "check-in closed (2 checked in)" in stored.content
    assert not [c for c in controls(stored) if c["custom_id"].startswith("wt:k:")]
    late = emit_click(env, bob.id, before, button, guild_id=guild.id)
    await env.settle()
    assert refusal(late) == "That check-in is closed."


@pytest.mark.whole_game
@pytest.mark.any_store  # the store is the core's, tested on both (tests/store, tests/tournament)
async def test_who_does_not_check_in_can_be_replaced_by_an_ai(simcord_env):
    """``no_show: replace``: an AI takes cat's seat for the rest of the event."""
    env = simcord_env
    guild, channel, org, (ann, bob, cat) = await event(env, no_show="replace")
    await org.slash(channel, "tournament start")
    message, button, _ = checkin_message(env, channel)
    for p in (ann, bob):
        await p.member.click(message, custom_id=button)
    await env.advance_time(WINDOW * 60 + 1)
    await env.settle()
    t = await tournament(env, guild)
    assert t.entrant(cat.id).ai and not t.entrant(cat.id).dropped
    assert cat.id in [p for b in t.played[0].boards for p in b.players]
    lines = [m.content for m in messages(env, channel.id)]
    assert any("so an AI plays in their place: cat" in text for text in lines), lines
    assert any("an AI plays in your place" in text for text in dms(cat)), dms(cat)


async def test_without_a_check_in_the_round_opens_at_once(simcord_env):
    """The default: no check-in message, the tables open at the start."""
    env = simcord_env
    guild = env.create_guild()
    channel = guild.create_text_channel("events")
    org = organiser(env, guild)
    await org.slash(channel, "tournament new", game="wildcards", format="swiss", table_size=2)
    for name in ("ann", "bob"):
        await sign_up(env, channel, make_player(guild, env, name))
    started = said(await org.slash(channel, "tournament start"))
    assert "1 table is open" in started[0][0]
    assert not any(c["custom_id"].startswith("wt:k:")
                   for m in messages(env, channel.id) for c in controls(m))
