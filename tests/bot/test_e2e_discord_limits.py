"""The bot's own limits on real Discord (docs/bot.md, "On real Discord"), which SimCord does not
have and which are set up here as Discord answers: DMs opened too fast (403 40003, a limit on
the bot: every DM waits together), a Cloudflare ban (a 429 without Discord's ``Via`` header:
all sending stops for a while), a body Discord rejects (400: given up once, not retried for
ever), and the invalid-request budget (401/403/429 counted in the process: past it, the
delivery holds back)."""

from __future__ import annotations

import json
import logging

import pytest

from tests.bot.support import (
    act_once,
    live_panel,
    make_player,
    open_table,
    seat_to_act,
    wildcards_for_two,
)

# What this module checks happens above the store, so it runs on SQLite only (the store's
# own tests run on both).
pytestmark = pytest.mark.any_store


TOO_FAST = "You are opening direct messages too fast"


def requests(env, since: int, method: str, path: str) -> int:
    return sum(1 for e in env.backend.http_requests[since:]
               if e.method == method and e.path == path)


async def test_dms_opened_too_fast_wait_together(simcord_env):
    """Discord refuses every DM channel the bot opens (40003) for a minute: the DMs of a
    table's five players wait out one shared pause, one trying for all, instead of each
    trying four times in 3.5 s and again per row; once Discord takes them, all arrive."""
    env = simcord_env
    guild = env.create_guild()
    channel = guild.create_text_channel("table")
    players = [make_player(guild, env, name) for name in ("ann", "bob", "cat", "dan", "eve")]
    env.inject_error("POST", "/users/@me/channels", status=403, code=40003, message=TOO_FAST,
                     times=None)
    since = len(env.backend.http_requests)
    await open_table(env, channel, players[0], "wildcards", joiners=tuple(players[1:]))
    await env.advance_time(30)
    opened = requests(env, since, "POST", "/users/@me/channels")
    assert opened <= 12, f"{opened} refused DM opens in 30 s"
    env.backend.faults.clear()
    await env.advance_time(120)
    await env.settle()
    waiting = seat_to_act(env, channel.id, players)
    assert waiting is not None and live_panel(env, waiting) is not None


async def test_a_cloudflare_ban_stops_all_sending_for_a_while(simcord_env, caplog):
    """A 429 without Discord's Via header (Cloudflare's ban of the IP): the bot stops
    asking Discord anything from its outbox, says so in the log once, and goes on after."""
    env = simcord_env
    channel, alice, bob = await wildcards_for_two(env)
    env.inject_error("*", "/channels/*", status=429, message=json.dumps({"cloudflare": True}),
                     times=1)
    since = len(env.backend.http_requests)
    with caplog.at_level(logging.ERROR):
        player = seat_to_act(env, channel.id, [alice, bob])
        await act_once(env, player, live_panel(env, player))
        await env.settle()
        await env.advance_time(60)
    made = sum(1 for e in env.backend.http_requests[since:] if e.path.startswith("/channels/"))
    assert made == 1, f"{made} requests to channels in the first minute of the ban"
    bans = [r for r in caplog.records if "Cloudflare" in r.getMessage()]
    assert len(bans) == 1, [r.getMessage() for r in bans]
    await env.advance_time(16 * 60)
    await env.settle()
    after = sum(1 for e in env.backend.http_requests[since:] if e.path.startswith("/channels/"))
    assert after > made, "the outbox goes out after the ban"
    player = seat_to_act(env, channel.id, [alice, bob])
    assert live_panel(env, player) is not None


@pytest.mark.parametrize("code", [50035, 160006])
async def test_a_body_discord_rejects_is_given_up_once(simcord_env, caplog, code):
    """Discord rejects a post's body with 400: the row is given up and logged once, not
    retried every minute for ever."""
    env = simcord_env
    channel, alice, bob = await wildcards_for_two(env)
    env.inject_error("*", f"/channels/{channel.id}/messages*", status=400, code=code,
                     message="Invalid Form Body", times=None)
    since = len(env.backend.http_requests)
    with caplog.at_level(logging.WARNING):
        player = seat_to_act(env, channel.id, [alice, bob])
        await act_once(env, player, live_panel(env, player))
        await env.settle()
        first = sum(1 for e in env.backend.http_requests[since:]
                    if e.path.startswith(f"/channels/{channel.id}/messages"))
        await env.advance_time(10 * 60)
        await env.settle()
    later = sum(1 for e in env.backend.http_requests[since:]
                if e.path.startswith(f"/channels/{channel.id}/messages"))
    assert first >= 1 and later == first, (first, later)
    gave_up = [r for r in caplog.records if "gave up" in r.getMessage()]
    assert len(gave_up) == first, [r.getMessage() for r in gave_up]


async def test_refused_requests_past_the_budget_hold_the_delivery(simcord_env, harness,
                                                                  caplog):
    """A DM that Discord keeps refusing with 403 (for another reason than closed DMs) is
    tried again and again, and each refusal counts toward Discord's 10,000 invalid requests
    in 10 minutes. Past the process's budget (lowered here from 1,000 to 8, so the test gets
    there in minutes) the delivery holds back everything for a while, logged once, and goes
    on after."""
    env = simcord_env
    channel, alice, bob = await wildcards_for_two(env)
    broken = alice.user.dm_channel.id
    env.inject_error("*", f"/channels/{broken}/messages*", status=403, code=20001,
                     message="Bots cannot use this endpoint", times=None)
    service = env.bot.service
    table = service.tables.table(channel.id)
    post = service.planner.prompt(table, service.tables.hand(channel.id, alice.id))
    post.place = f"{post.place}:again"  # a place of its own: a new DM
    await service.store.queue_outbox(table.id, {post.place: post.to_dict()}, service.clock())
    since = len(env.backend.http_requests)
    with caplog.at_level(logging.ERROR):
        await env.restart_bot(await harness.bot())  # the sender takes the row up at its start
        env.bot.delivery.guard.budget = 8
        for _ in range(40):  # the broken DM is tried again, with a growing pause
            await env.advance_time(30)
            if env.bot.delivery.guard.until:
                break
        tripped = [r.getMessage() for r in caplog.records if "stops" in r.getMessage()]
        assert len(tripped) == 1 and "401/403/429" in tripped[0], tripped
        held = len(env.backend.http_requests)
        await env.advance_time(5 * 60)
    assert not [e for e in env.backend.http_requests[held:] if e.path.startswith("/channels/")]
    assert sum(1 for e in env.backend.http_requests[since:held]
               if e.path.startswith(f"/channels/{broken}/")) >= 8
    env.backend.faults.clear()
    await env.advance_time(6 * 60)
    await env.settle()
    assert any(e.path.startswith(f"/channels/{broken}/")
               for e in env.backend.http_requests[held:]), "the delivery goes on after the hold"
